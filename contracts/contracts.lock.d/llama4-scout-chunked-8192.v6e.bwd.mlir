module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<496xi16>, %arg2: tensor<496xi8>, %arg3: tensor<496xi8>, %arg4: tensor<257xi16>, %arg5: tensor<496xi16>, %arg6: tensor<496xi8>, %arg7: tensor<496xi8>, %arg8: tensor<40x131072x128xbf16>, %arg9: tensor<8x131072x128xbf16>, %arg10: tensor<8x131072x128xbf16>) -> (tensor<40x131072x128xbf16> {jax.result_info = "result[0]"}, tensor<40x131072x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x131072x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x131072x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<40x131072x128xbf16>, tensor<i32>) -> tensor<40x131072x128xbf16>
    %1 = call @_pad_0(%arg9, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:b3b37717e2d7982b60f3ef2d997d08b14878db12dbdf3c9e4bb5e4c232def704\22, \22cost_estimate\22: {\22bytes_accessed\22: 7247757312, \22flops\22: 11682311045120, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 22817013760}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<496xi16>, tensor<496xi8>, tensor<496xi8>, tensor<40x131072x128xbf16>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>) -> (tensor<40x131072x128xbf16>, tensor<40x1x131072xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<40x131072x128xbf16>) -> tensor<40x131072x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<40x131072x128xbf16>) -> tensor<40x131072x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<40x131072x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<40x131072x128xf32>, tensor<f32>) -> tensor<40x131072xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<40x131072xf32>) -> tensor<40x1x131072xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:e1b74fb92a5dc1a7590b77a7e14df6ade83f1c5d8746f652016947a8f3bf6d24\22, \22cost_estimate\22: {\22bytes_accessed\22: 8589934592, \22flops\22: 17523466567680, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 22817013760}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<496xi16>, tensor<496xi8>, tensor<496xi8>, tensor<40x131072x128xbf16>, tensor<40x131072x128xbf16>, tensor<40x1x131072xf32>, tensor<40x1x131072xf32>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>) -> tensor<40x131072x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ea40809ad9546fe4da52c4cc97cd1b4d79d102ffbeb71cb9c41c95fadd95e9b9\22, \22cost_estimate\22: {\22bytes_accessed\22: 23890755584, \22flops\22: 23364622090240, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 22817013760}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<496xi16>, tensor<496xi8>, tensor<496xi8>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>, tensor<40x131072x128xbf16>, tensor<40x131072x128xbf16>, tensor<40x1x131072xf32>, tensor<40x1x131072xf32>) -> (tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>)
    %11 = call @_pad_1(%10#1) : (tensor<8x131072x128xbf16>) -> tensor<8x131072x128xbf16>
    %12 = call @_pad_1(%10#0) : (tensor<8x131072x128xbf16>) -> tensor<8x131072x128xbf16>
    %13 = call @_pad_2(%9) : (tensor<40x131072x128xbf16>) -> tensor<40x131072x128xbf16>
    return %3#0, %13, %12, %11 : tensor<40x131072x128xbf16>, tensor<40x131072x128xbf16>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>
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
  func.func private @_pad_1(%arg0: tensor<8x131072x128xbf16>) -> tensor<8x131072x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x131072x128xbf16>, tensor<bf16>) -> tensor<8x131072x128xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:131072, 0:128] : (tensor<8x131072x128xbf16>) -> tensor<8x131072x128xbf16>
    return %1 : tensor<8x131072x128xbf16>
  }
  func.func private @_pad_2(%arg0: tensor<40x131072x128xbf16>) -> tensor<40x131072x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<40x131072x128xbf16>, tensor<bf16>) -> tensor<40x131072x128xbf16>
    %1 = stablehlo.slice %0 [0:40, 0:131072, 0:128] : (tensor<40x131072x128xbf16>) -> tensor<40x131072x128xbf16>
    return %1 : tensor<40x131072x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:b3b37717e2d7982b60f3ef2d997d08b14878db12dbdf3c9e4bb5e4c232def704
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>, %arg6: memref<5x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x131072x128xbf16, #tpu.memory_space<any>>, %arg8: memref<8x131072x128xbf16, #tpu.memory_space<any>>, %arg9: memref<5x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<5x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<2560x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<2560x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<2560x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 256>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 5, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 5, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 5, 1, 512>}]} {
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
    %6 = vector.load %arg11[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
    %7 = vector.shape_cast %6 : vector<2560x128xf32> to vector<2560x128xf32>
    %8 = vector.shape_cast %5 : vector<2560x128xf32> to vector<2560x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %8 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %9 = vector.broadcast %cst_x8ee5ec : f32 to vector<2560x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %10 = vector.load %arg12[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
    %11 = vector.shape_cast %10 : vector<2560x128xf32> to vector<2560x128xf32>
    %12 = vector.shape_cast %9 : vector<2560x128xf32> to vector<2560x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %12 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %13 = vector.broadcast %cst_x8ee5ec : f32 to vector<2560x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg13[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
    %15 = vector.shape_cast %14 : vector<2560x128xf32> to vector<2560x128xf32>
    %16 = vector.shape_cast %13 : vector<2560x128xf32> to vector<2560x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %16 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
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
      %93 = arith.addi %3, %c0_i32 : i32
      %94 = arith.index_cast %19 : i32 to index
      %95 = memref.load %arg3[%94] : memref<496xi16, #tpu.memory_space<smem>>
      %96 = arith.extsi %95 : i16 to i32
      %97 = arith.addi %96, %c0_i32 : i32
      %c5_i32 = arith.constant 5 : i32
      %98 = arith.divsi %93, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %99 = arith.muli %97, %c512_i32 : i32
      %100 = tpu.assume_multiple %99, 512 : i32
      %c5_i32 = arith.constant 5 : i32
      %101 = arith.divsi %93, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %102 = arith.muli %97, %c512_i32 : i32
      %103 = tpu.assume_multiple %102, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %104 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %105 = tpu.memref_squeeze %104 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %106 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %107 = tpu.memref_squeeze %106 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %108 = tpu.memref_slice %arg7[%98, %100, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %109 = tpu.memref_squeeze %108 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%109 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%107 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%105 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %110 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %111 = tpu.memref_squeeze %110 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %112 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %113 = tpu.memref_squeeze %112 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %114 = tpu.memref_slice %arg8[%101, %103, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %115 = tpu.memref_squeeze %114 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%115 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%113 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%111 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %93 = arith.addi %3, %c0_i32 : i32
      %94 = arith.index_cast %34 : i32 to index
      %95 = memref.load %arg3[%94] : memref<496xi16, #tpu.memory_space<smem>>
      %96 = arith.extsi %95 : i16 to i32
      %97 = arith.addi %96, %36 : i32
      %c5_i32 = arith.constant 5 : i32
      %98 = arith.divsi %93, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %99 = arith.muli %97, %c512_i32 : i32
      %100 = tpu.assume_multiple %99, 512 : i32
      %c5_i32 = arith.constant 5 : i32
      %101 = arith.divsi %93, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %102 = arith.muli %97, %c512_i32 : i32
      %103 = tpu.assume_multiple %102, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %104 = tpu.memref_slice %arg16[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %105 = tpu.memref_squeeze %104 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %106 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %107 = tpu.memref_squeeze %106 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %108 = tpu.memref_slice %arg7[%98, %100, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %109 = tpu.memref_squeeze %108 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%109 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%107 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%105 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %110 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %111 = tpu.memref_squeeze %110 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %112 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %113 = tpu.memref_squeeze %112 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %114 = tpu.memref_slice %arg8[%101, %103, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %115 = tpu.memref_squeeze %114 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%115 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%113 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%111 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %40:7 = scf.while (%arg17 = %19, %arg18 = %c0_i32, %arg19 = %34, %arg20 = %36, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %93 = arith.cmpi slt, %arg17, %23 : i32
      scf.condition(%93) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %93 = arith.index_cast %arg17 : i32 to index
      %94 = memref.load %arg5[%93] : memref<496xi8, #tpu.memory_space<smem>>
      %95 = arith.extsi %94 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %96 = arith.cmpi eq, %95, %c2_i32 : i32
      %97 = arith.extui %96 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %98 = arith.cmpi ne, %97, %c0_i32 : i32
      %99:2 = scf.if %98 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c5_i32 = arith.constant 5 : i32
        %100 = arith.divsi %c0_i32, %c5_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %c0_i32, %c512_i32 : i32
        %102 = tpu.assume_multiple %101, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c5_i32 = arith.constant 5 : i32
        %103 = arith.divsi %c0_i32, %c5_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %104 = arith.muli %c0_i32, %c512_i32 : i32
        %105 = tpu.assume_multiple %104, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %106 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %107 = tpu.memref_squeeze %106 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %108 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %109 = tpu.memref_squeeze %108 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %110 = tpu.memref_slice %arg7[%100, %102, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %111 = tpu.memref_squeeze %110 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%107 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%111 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%109 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %112 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %113 = tpu.memref_squeeze %112 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %115 = tpu.memref_squeeze %114 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg8[%103, %105, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %117 = tpu.memref_squeeze %116 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%113 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%117 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%115 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %118 = arith.addi %3, %c0_i32 : i32
        %119 = arith.index_cast %arg17 : i32 to index
        %120 = memref.load %arg3[%119] : memref<496xi16, #tpu.memory_space<smem>>
        %121 = arith.extsi %120 : i16 to i32
        %122 = arith.addi %121, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg6[%c0, %c0, %c0] : memref<5x512x128xbf16, #tpu.memory_space<vmem>>, vector<5x512x128xbf16>
        %124 = vector.shape_cast %123 : vector<5x512x128xbf16> to vector<5x512x128xbf16>
        %125 = vector.shape_cast %124 : vector<5x512x128xbf16> to vector<2560x128xbf16>
        %126 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg14[%126, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %128 = vector.shape_cast %127 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x2b8b1c = arith.constant dense<0.000000e+00> : vector<2560x512xf32>
        %129 = tpu.matmul %125, %128, %cst_x2b8b1c {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<2560x128xbf16>, vector<512x128xbf16>, vector<2560x512xf32> -> vector<2560x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %130 = vector.broadcast %cst_xa6fad0 : f32 to vector<2560x512xf32>
        %131 = arith.mulf %129, %130 : vector<2560x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg11[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %cst_xe1ba40 = arith.constant dense<0xFF800000> : vector<2560xf32>
        %133 = vector.multi_reduction <maximumf>, %131, %cst_xe1ba40 [1] : vector<2560x512xf32> to vector<2560xf32>
        %134 = vector.shape_cast %133 : vector<2560xf32> to vector<2560x1xf32>
        %135 = vector.broadcast %134 : vector<2560x1xf32> to vector<2560x128xf32>
        %136 = arith.maximumf %132, %135 : vector<2560x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %137 = vector.broadcast %cst_x72b973 : f32 to vector<2560x128xf32>
        %138 = arith.maximumf %136, %137 : vector<2560x128xf32>
        %139 = tpu.concatenate %138, %138, %138, %138 in 1 : vector<2560x128xf32>, vector<2560x128xf32>, vector<2560x128xf32>, vector<2560x128xf32> -> vector<2560x512xf32>
        %140 = arith.subf %131, %139 : vector<2560x512xf32>
        %141 = math.exp2 %140 : vector<2560x512xf32>
        %142 = arith.subf %132, %138 : vector<2560x128xf32>
        %143 = math.exp2 %142 : vector<2560x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg12[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %145 = arith.mulf %143, %144 : vector<2560x128xf32>
        %cst_xf8d733 = arith.constant dense<0.000000e+00> : vector<2560xf32>
        %146 = vector.multi_reduction <add>, %141, %cst_xf8d733 [1] : vector<2560x512xf32> to vector<2560xf32>
        %147 = vector.shape_cast %146 : vector<2560xf32> to vector<2560x1xf32>
        %148 = vector.broadcast %147 : vector<2560x1xf32> to vector<2560x128xf32>
        %149 = arith.addf %145, %148 : vector<2560x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %150 = vector.load %arg12[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %151 = vector.shape_cast %150 : vector<2560x128xf32> to vector<2560x128xf32>
        %152 = vector.shape_cast %149 : vector<2560x128xf32> to vector<2560x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %152 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
        %153 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %154 = vector.load %arg15[%153, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %155 = vector.shape_cast %154 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %156 = vector.load %arg13[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %157 = arith.mulf %143, %156 : vector<2560x128xf32>
        %158 = arith.truncf %141 : vector<2560x512xf32> to vector<2560x512xbf16>
        %cst_x45da53 = arith.constant dense<0.000000e+00> : vector<2560x128xf32>
        %159 = tpu.matmul %158, %155, %cst_x45da53 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<2560x512xbf16>, vector<512x128xbf16>, vector<2560x128xf32> -> vector<2560x128xf32>
        %160 = arith.addf %157, %159 : vector<2560x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %161 = vector.load %arg13[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %162 = vector.shape_cast %161 : vector<2560x128xf32> to vector<2560x128xf32>
        %163 = vector.shape_cast %160 : vector<2560x128xf32> to vector<2560x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %163 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %164 = vector.load %arg11[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %165 = vector.shape_cast %164 : vector<2560x128xf32> to vector<2560x128xf32>
        %166 = vector.shape_cast %136 : vector<2560x128xf32> to vector<2560x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %166 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %167 = arith.addi %arg20, %c1_i32 : i32
        %c495_i32 = arith.constant 495 : i32
        %168 = arith.minsi %arg19, %c495_i32 : i32
        %169 = arith.index_cast %168 : i32 to index
        %170 = memref.load %arg4[%169] : memref<496xi8, #tpu.memory_space<smem>>
        %171 = arith.extsi %170 : i8 to i32
        %172 = arith.cmpi sge, %167, %171 : i32
        %c1_i32 = arith.constant 1 : i32
        %173 = arith.addi %arg19, %c1_i32 : i32
        %174 = arith.select %172, %173, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %175 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %176 = arith.select %172, %c0_i32, %175 : i32
        %177 = arith.cmpi slt, %174, %23 : i32
        %178 = arith.extui %177 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %179 = arith.cmpi ne, %178, %c0_i32 : i32
        scf.if %179 {
          %c0_i32 = arith.constant 0 : i32
          %180 = arith.addi %3, %c0_i32 : i32
          %181 = arith.index_cast %174 : i32 to index
          %182 = memref.load %arg3[%181] : memref<496xi16, #tpu.memory_space<smem>>
          %183 = arith.extsi %182 : i16 to i32
          %184 = arith.addi %183, %176 : i32
          %c5_i32 = arith.constant 5 : i32
          %185 = arith.divsi %180, %c5_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %186 = arith.muli %184, %c512_i32 : i32
          %187 = tpu.assume_multiple %186, 512 : i32
          %c5_i32 = arith.constant 5 : i32
          %188 = arith.divsi %180, %c5_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %189 = arith.muli %184, %c512_i32 : i32
          %190 = tpu.assume_multiple %189, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %191 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %192 = tpu.memref_squeeze %191 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %193 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %194 = tpu.memref_squeeze %193 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %195 = tpu.memref_slice %arg7[%185, %187, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %196 = tpu.memref_squeeze %195 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%196 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%194 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%192 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %197 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %198 = tpu.memref_squeeze %197 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %199 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %200 = tpu.memref_squeeze %199 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %201 = tpu.memref_slice %arg8[%188, %190, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %202 = tpu.memref_squeeze %201 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%202 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%200 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%198 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %174, %176 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c5_i32 = arith.constant 5 : i32
        %100 = arith.divsi %c0_i32, %c5_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %c0_i32, %c512_i32 : i32
        %102 = tpu.assume_multiple %101, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c5_i32 = arith.constant 5 : i32
        %103 = arith.divsi %c0_i32, %c5_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %104 = arith.muli %c0_i32, %c512_i32 : i32
        %105 = tpu.assume_multiple %104, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %106 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %107 = tpu.memref_squeeze %106 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %108 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %109 = tpu.memref_squeeze %108 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %110 = tpu.memref_slice %arg7[%100, %102, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %111 = tpu.memref_squeeze %110 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%107 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%111 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%109 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %112 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %113 = tpu.memref_squeeze %112 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %115 = tpu.memref_squeeze %114 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg8[%103, %105, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %117 = tpu.memref_squeeze %116 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%113 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%117 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%115 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %118 = arith.addi %3, %c0_i32 : i32
        %119 = arith.index_cast %arg17 : i32 to index
        %120 = memref.load %arg3[%119] : memref<496xi16, #tpu.memory_space<smem>>
        %121 = arith.extsi %120 : i16 to i32
        %122 = arith.addi %121, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg6[%c0, %c0, %c0] : memref<5x512x128xbf16, #tpu.memory_space<vmem>>, vector<5x512x128xbf16>
        %124 = vector.shape_cast %123 : vector<5x512x128xbf16> to vector<5x512x128xbf16>
        %125 = vector.shape_cast %124 : vector<5x512x128xbf16> to vector<2560x128xbf16>
        %126 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg14[%126, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %128 = vector.shape_cast %127 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x2b8b1c = arith.constant dense<0.000000e+00> : vector<2560x512xf32>
        %129 = tpu.matmul %125, %128, %cst_x2b8b1c {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<2560x128xbf16>, vector<512x128xbf16>, vector<2560x512xf32> -> vector<2560x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %130 = vector.broadcast %cst_xa6fad0 : f32 to vector<2560x512xf32>
        %131 = arith.mulf %129, %130 : vector<2560x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %132 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %133 = arith.muli %122, %c512_i32 : i32
        %134 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %135 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %136 = arith.subi %133, %132 : i32
        %137 = vector.broadcast %135 : vector<1x512xi32> to vector<512x512xi32>
        %138 = vector.broadcast %134 : vector<512x1xi32> to vector<512x512xi32>
        %139 = arith.subi %137, %138 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %140 = arith.subi %c0_i32, %136 : i32
        %141 = vector.broadcast %140 : i32 to vector<512x512xi32>
        %142 = arith.cmpi sle, %139, %141 : vector<512x512xi32>
        %143 = vector.shape_cast %131 : vector<2560x512xf32> to vector<5x512x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %144 = vector.shape_cast %142 : vector<512x512xi1> to vector<1x512x512xi1>
        %145 = vector.broadcast %144 : vector<1x512x512xi1> to vector<5x512x512xi1>
        %146 = vector.broadcast %cst_xbef082 : f32 to vector<5x512x512xf32>
        %147 = arith.select %145, %143, %146 : vector<5x512x512xi1>, vector<5x512x512xf32>
        %148 = vector.shape_cast %147 : vector<5x512x512xf32> to vector<2560x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %149 = vector.load %arg11[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %cst_xe1ba40 = arith.constant dense<0xFF800000> : vector<2560xf32>
        %150 = vector.multi_reduction <maximumf>, %148, %cst_xe1ba40 [1] : vector<2560x512xf32> to vector<2560xf32>
        %151 = vector.shape_cast %150 : vector<2560xf32> to vector<2560x1xf32>
        %152 = vector.broadcast %151 : vector<2560x1xf32> to vector<2560x128xf32>
        %153 = arith.maximumf %149, %152 : vector<2560x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %154 = vector.broadcast %cst_x72b973 : f32 to vector<2560x128xf32>
        %155 = arith.maximumf %153, %154 : vector<2560x128xf32>
        %156 = tpu.concatenate %155, %155, %155, %155 in 1 : vector<2560x128xf32>, vector<2560x128xf32>, vector<2560x128xf32>, vector<2560x128xf32> -> vector<2560x512xf32>
        %157 = arith.subf %148, %156 : vector<2560x512xf32>
        %158 = math.exp2 %157 : vector<2560x512xf32>
        %159 = arith.subf %149, %155 : vector<2560x128xf32>
        %160 = math.exp2 %159 : vector<2560x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %161 = vector.load %arg12[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %162 = arith.mulf %160, %161 : vector<2560x128xf32>
        %cst_xf8d733 = arith.constant dense<0.000000e+00> : vector<2560xf32>
        %163 = vector.multi_reduction <add>, %158, %cst_xf8d733 [1] : vector<2560x512xf32> to vector<2560xf32>
        %164 = vector.shape_cast %163 : vector<2560xf32> to vector<2560x1xf32>
        %165 = vector.broadcast %164 : vector<2560x1xf32> to vector<2560x128xf32>
        %166 = arith.addf %162, %165 : vector<2560x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %167 = vector.load %arg12[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %168 = vector.shape_cast %167 : vector<2560x128xf32> to vector<2560x128xf32>
        %169 = vector.shape_cast %166 : vector<2560x128xf32> to vector<2560x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %169 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
        %170 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %171 = vector.load %arg15[%170, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %172 = vector.shape_cast %171 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %173 = vector.load %arg13[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %174 = arith.mulf %160, %173 : vector<2560x128xf32>
        %175 = arith.truncf %158 : vector<2560x512xf32> to vector<2560x512xbf16>
        %cst_x45da53 = arith.constant dense<0.000000e+00> : vector<2560x128xf32>
        %176 = tpu.matmul %175, %172, %cst_x45da53 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<2560x512xbf16>, vector<512x128xbf16>, vector<2560x128xf32> -> vector<2560x128xf32>
        %177 = arith.addf %174, %176 : vector<2560x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %178 = vector.load %arg13[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %179 = vector.shape_cast %178 : vector<2560x128xf32> to vector<2560x128xf32>
        %180 = vector.shape_cast %177 : vector<2560x128xf32> to vector<2560x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %180 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %181 = vector.load %arg11[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %182 = vector.shape_cast %181 : vector<2560x128xf32> to vector<2560x128xf32>
        %183 = vector.shape_cast %153 : vector<2560x128xf32> to vector<2560x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %183 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %184 = arith.addi %arg20, %c1_i32 : i32
        %c495_i32 = arith.constant 495 : i32
        %185 = arith.minsi %arg19, %c495_i32 : i32
        %186 = arith.index_cast %185 : i32 to index
        %187 = memref.load %arg4[%186] : memref<496xi8, #tpu.memory_space<smem>>
        %188 = arith.extsi %187 : i8 to i32
        %189 = arith.cmpi sge, %184, %188 : i32
        %c1_i32 = arith.constant 1 : i32
        %190 = arith.addi %arg19, %c1_i32 : i32
        %191 = arith.select %189, %190, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %192 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %193 = arith.select %189, %c0_i32, %192 : i32
        %194 = arith.cmpi slt, %191, %23 : i32
        %195 = arith.extui %194 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %196 = arith.cmpi ne, %195, %c0_i32 : i32
        scf.if %196 {
          %c0_i32 = arith.constant 0 : i32
          %197 = arith.addi %3, %c0_i32 : i32
          %198 = arith.index_cast %191 : i32 to index
          %199 = memref.load %arg3[%198] : memref<496xi16, #tpu.memory_space<smem>>
          %200 = arith.extsi %199 : i16 to i32
          %201 = arith.addi %200, %193 : i32
          %c5_i32 = arith.constant 5 : i32
          %202 = arith.divsi %197, %c5_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %203 = arith.muli %201, %c512_i32 : i32
          %204 = tpu.assume_multiple %203, 512 : i32
          %c5_i32 = arith.constant 5 : i32
          %205 = arith.divsi %197, %c5_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %206 = arith.muli %201, %c512_i32 : i32
          %207 = tpu.assume_multiple %206, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %208 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %209 = tpu.memref_squeeze %208 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %210 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %211 = tpu.memref_squeeze %210 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %212 = tpu.memref_slice %arg7[%202, %204, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %213 = tpu.memref_squeeze %212 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%213 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%211 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%209 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %214 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %215 = tpu.memref_squeeze %214 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %216 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %217 = tpu.memref_squeeze %216 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %218 = tpu.memref_slice %arg8[%205, %207, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %219 = tpu.memref_squeeze %218 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%219 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%217 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%215 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %191, %193 : i32, i32
      }
      scf.yield %arg19, %arg20, %99#0, %99#1, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg12[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %42 = vector.broadcast %cst_x8ee5ec : f32 to vector<2560x128xf32>
    %43 = arith.cmpf ogt, %41, %42 : vector<2560x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %44 = vector.load %arg13[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
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
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %51 = vector.load %arg11[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %52 = vector.broadcast %cst_x65a06e : f32 to vector<2560x128xf32>
    %53 = arith.select %43, %41, %52 : vector<2560x128xi1>, vector<2560x128xf32>
    %54 = math.log %53 : vector<2560x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %55 = math.log %cst_x481f63 : f32
    %56 = vector.broadcast %55 : f32 to vector<2560x128xf32>
    %57 = arith.divf %54, %56 : vector<2560x128xf32>
    %58 = arith.addf %51, %57 : vector<2560x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %59 = vector.broadcast %cst_x3f8ad7 : f32 to vector<2560x128xf32>
    %60 = arith.divf %58, %59 : vector<2560x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %61 = vector.broadcast %cst_xbef082 : f32 to vector<2560x128xf32>
    %62 = arith.select %43, %60, %61 : vector<2560x128xi1>, vector<2560x128xf32>
    %63 = vector.extract_strided_slice %62 {offsets = [0, 0], sizes = [512, 128], strides = [1, 1]} : vector<2560x128xf32> to vector<512x128xf32>
    %64 = tpu.transpose %63, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %65 = vector.extract_strided_slice %64 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %66 = vector.load %arg10[%c0, %c0, %c0] : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %67 = vector.shape_cast %66 : vector<1x1x512xf32> to vector<1x512xf32>
    %68 = vector.shape_cast %65 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %68 {strides = array<i32>} : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    %69 = vector.extract_strided_slice %62 {offsets = [512, 0], sizes = [512, 128], strides = [1, 1]} : vector<2560x128xf32> to vector<512x128xf32>
    %70 = tpu.transpose %69, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %71 = vector.extract_strided_slice %70 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %72 = vector.load %arg10[%c1, %c0, %c0] : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %73 = vector.shape_cast %72 : vector<1x1x512xf32> to vector<1x512xf32>
    %74 = vector.shape_cast %71 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c1, %c0, %c0], %74 {strides = array<i32>} : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    %75 = vector.extract_strided_slice %62 {offsets = [1024, 0], sizes = [512, 128], strides = [1, 1]} : vector<2560x128xf32> to vector<512x128xf32>
    %76 = tpu.transpose %75, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %77 = vector.extract_strided_slice %76 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %78 = vector.load %arg10[%c2, %c0, %c0] : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %79 = vector.shape_cast %78 : vector<1x1x512xf32> to vector<1x512xf32>
    %80 = vector.shape_cast %77 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c2, %c0, %c0], %80 {strides = array<i32>} : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    %81 = vector.extract_strided_slice %62 {offsets = [1536, 0], sizes = [512, 128], strides = [1, 1]} : vector<2560x128xf32> to vector<512x128xf32>
    %82 = tpu.transpose %81, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %83 = vector.extract_strided_slice %82 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %84 = vector.load %arg10[%c3, %c0, %c0] : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %85 = vector.shape_cast %84 : vector<1x1x512xf32> to vector<1x512xf32>
    %86 = vector.shape_cast %83 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c3, %c0, %c0], %86 {strides = array<i32>} : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    %87 = vector.extract_strided_slice %62 {offsets = [2048, 0], sizes = [512, 128], strides = [1, 1]} : vector<2560x128xf32> to vector<512x128xf32>
    %88 = tpu.transpose %87, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %89 = vector.extract_strided_slice %88 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %90 = vector.load %arg10[%c4, %c0, %c0] : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %91 = vector.shape_cast %90 : vector<1x1x512xf32> to vector<1x512xf32>
    %92 = vector.shape_cast %89 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c4, %c0, %c0], %92 {strides = array<i32>} : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %4, %c0_i32, %6 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:e1b74fb92a5dc1a7590b77a7e14df6ade83f1c5d8746f652016947a8f3bf6d24
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>, %arg6: memref<5x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<5x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<5x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<5x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<8x131072x128xbf16, #tpu.memory_space<any>>, %arg11: memref<8x131072x128xbf16, #tpu.memory_space<any>>, %arg12: memref<5x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<2560x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<2560x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<2560x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 256>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 5, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 5, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 5, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 5, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 5, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c5_i32 = arith.constant 5 : i32
    %2 = arith.muli %arg0, %c5_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.remsi %0, %c256_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %5 = vector.broadcast %cst_x8ee5ec : f32 to vector<2560x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %6 = vector.load %arg13[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
    %7 = vector.shape_cast %6 : vector<2560x128xf32> to vector<2560x128xf32>
    %8 = vector.shape_cast %5 : vector<2560x128xf32> to vector<2560x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %8 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg8[%c0, %c0, %c0] : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %10 = vector.shape_cast %9 : vector<1x1x512xf32> to vector<1x512xf32>
    %11 = vector.shape_cast %10 : vector<1x512xf32> to vector<1x512xf32>
    %12 = vector.broadcast %11 : vector<1x512xf32> to vector<128x512xf32>
    %13 = tpu.transpose %12, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg14[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %15 = vector.shape_cast %14 : vector<512x128xf32> to vector<512x128xf32>
    %16 = vector.shape_cast %13 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %16 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %17 = vector.load %arg8[%c1, %c0, %c0] : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %18 = vector.shape_cast %17 : vector<1x1x512xf32> to vector<1x512xf32>
    %19 = vector.shape_cast %18 : vector<1x512xf32> to vector<1x512xf32>
    %20 = vector.broadcast %19 : vector<1x512xf32> to vector<128x512xf32>
    %21 = tpu.transpose %20, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %22 = vector.load %arg14[%c512, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %23 = vector.shape_cast %22 : vector<512x128xf32> to vector<512x128xf32>
    %24 = vector.shape_cast %21 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c512, %c0], %24 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %25 = vector.load %arg8[%c2, %c0, %c0] : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %26 = vector.shape_cast %25 : vector<1x1x512xf32> to vector<1x512xf32>
    %27 = vector.shape_cast %26 : vector<1x512xf32> to vector<1x512xf32>
    %28 = vector.broadcast %27 : vector<1x512xf32> to vector<128x512xf32>
    %29 = tpu.transpose %28, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg14[%c1024, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %31 = vector.shape_cast %30 : vector<512x128xf32> to vector<512x128xf32>
    %32 = vector.shape_cast %29 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c1024, %c0], %32 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %33 = vector.load %arg8[%c3, %c0, %c0] : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %34 = vector.shape_cast %33 : vector<1x1x512xf32> to vector<1x512xf32>
    %35 = vector.shape_cast %34 : vector<1x512xf32> to vector<1x512xf32>
    %36 = vector.broadcast %35 : vector<1x512xf32> to vector<128x512xf32>
    %37 = tpu.transpose %36, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c1536 = arith.constant 1536 : index
    %c0 = arith.constant 0 : index
    %38 = vector.load %arg14[%c1536, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %39 = vector.shape_cast %38 : vector<512x128xf32> to vector<512x128xf32>
    %40 = vector.shape_cast %37 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c1536, %c0], %40 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg8[%c4, %c0, %c0] : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %42 = vector.shape_cast %41 : vector<1x1x512xf32> to vector<1x512xf32>
    %43 = vector.shape_cast %42 : vector<1x512xf32> to vector<1x512xf32>
    %44 = vector.broadcast %43 : vector<1x512xf32> to vector<128x512xf32>
    %45 = tpu.transpose %44, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c2048 = arith.constant 2048 : index
    %c0 = arith.constant 0 : index
    %46 = vector.load %arg14[%c2048, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %47 = vector.shape_cast %46 : vector<512x128xf32> to vector<512x128xf32>
    %48 = vector.shape_cast %45 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c2048, %c0], %48 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %49 = vector.load %arg9[%c0, %c0, %c0] : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %50 = vector.shape_cast %49 : vector<1x1x512xf32> to vector<1x512xf32>
    %51 = vector.shape_cast %50 : vector<1x512xf32> to vector<1x512xf32>
    %52 = vector.broadcast %51 : vector<1x512xf32> to vector<128x512xf32>
    %53 = tpu.transpose %52, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %54 = vector.load %arg15[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %55 = vector.shape_cast %54 : vector<512x128xf32> to vector<512x128xf32>
    %56 = vector.shape_cast %53 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %56 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %57 = vector.load %arg9[%c1, %c0, %c0] : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %58 = vector.shape_cast %57 : vector<1x1x512xf32> to vector<1x512xf32>
    %59 = vector.shape_cast %58 : vector<1x512xf32> to vector<1x512xf32>
    %60 = vector.broadcast %59 : vector<1x512xf32> to vector<128x512xf32>
    %61 = tpu.transpose %60, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %62 = vector.load %arg15[%c512, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %63 = vector.shape_cast %62 : vector<512x128xf32> to vector<512x128xf32>
    %64 = vector.shape_cast %61 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c512, %c0], %64 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %65 = vector.load %arg9[%c2, %c0, %c0] : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %66 = vector.shape_cast %65 : vector<1x1x512xf32> to vector<1x512xf32>
    %67 = vector.shape_cast %66 : vector<1x512xf32> to vector<1x512xf32>
    %68 = vector.broadcast %67 : vector<1x512xf32> to vector<128x512xf32>
    %69 = tpu.transpose %68, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
    %70 = vector.load %arg15[%c1024, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %71 = vector.shape_cast %70 : vector<512x128xf32> to vector<512x128xf32>
    %72 = vector.shape_cast %69 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c1024, %c0], %72 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %73 = vector.load %arg9[%c3, %c0, %c0] : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %74 = vector.shape_cast %73 : vector<1x1x512xf32> to vector<1x512xf32>
    %75 = vector.shape_cast %74 : vector<1x512xf32> to vector<1x512xf32>
    %76 = vector.broadcast %75 : vector<1x512xf32> to vector<128x512xf32>
    %77 = tpu.transpose %76, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c1536 = arith.constant 1536 : index
    %c0 = arith.constant 0 : index
    %78 = vector.load %arg15[%c1536, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %79 = vector.shape_cast %78 : vector<512x128xf32> to vector<512x128xf32>
    %80 = vector.shape_cast %77 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c1536, %c0], %80 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %81 = vector.load %arg9[%c4, %c0, %c0] : memref<5x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %82 = vector.shape_cast %81 : vector<1x1x512xf32> to vector<1x512xf32>
    %83 = vector.shape_cast %82 : vector<1x512xf32> to vector<1x512xf32>
    %84 = vector.broadcast %83 : vector<1x512xf32> to vector<128x512xf32>
    %85 = tpu.transpose %84, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c2048 = arith.constant 2048 : index
    %c0 = arith.constant 0 : index
    %86 = vector.load %arg15[%c2048, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %87 = vector.shape_cast %86 : vector<512x128xf32> to vector<512x128xf32>
    %88 = vector.shape_cast %85 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c2048, %c0], %88 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %89 = arith.index_cast %arg1 : i32 to index
    %90 = memref.load %arg2[%89] : memref<257xi16, #tpu.memory_space<smem>>
    %91 = arith.extsi %90 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %92 = arith.addi %arg1, %c1_i32 : i32
    %93 = arith.index_cast %92 : i32 to index
    %94 = memref.load %arg2[%93] : memref<257xi16, #tpu.memory_space<smem>>
    %95 = arith.extsi %94 : i16 to i32
    %96 = arith.cmpi slt, %91, %95 : i32
    %97 = arith.extui %96 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %98 = arith.cmpi ne, %97, %c0_i32 : i32
    scf.if %98 {
      %c0_i32 = arith.constant 0 : i32
      %117 = arith.addi %3, %c0_i32 : i32
      %118 = arith.index_cast %91 : i32 to index
      %119 = memref.load %arg3[%118] : memref<496xi16, #tpu.memory_space<smem>>
      %120 = arith.extsi %119 : i16 to i32
      %121 = arith.addi %120, %c0_i32 : i32
      %c5_i32 = arith.constant 5 : i32
      %122 = arith.divsi %117, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %123 = arith.muli %121, %c512_i32 : i32
      %124 = tpu.assume_multiple %123, 512 : i32
      %c5_i32 = arith.constant 5 : i32
      %125 = arith.divsi %117, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %126 = arith.muli %121, %c512_i32 : i32
      %127 = tpu.assume_multiple %126, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %128 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %129 = tpu.memref_squeeze %128 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %130 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %131 = tpu.memref_squeeze %130 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %132 = tpu.memref_slice %arg10[%122, %124, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %133 = tpu.memref_squeeze %132 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%133 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%131 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%129 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %134 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %135 = tpu.memref_squeeze %134 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %136 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %137 = tpu.memref_squeeze %136 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %138 = tpu.memref_slice %arg11[%125, %127, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %139 = tpu.memref_squeeze %138 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%139 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%137 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%135 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %99 = arith.addi %c0_i32, %c1_i32 : i32
    %c495_i32 = arith.constant 495 : i32
    %100 = arith.minsi %91, %c495_i32 : i32
    %101 = arith.index_cast %100 : i32 to index
    %102 = memref.load %arg4[%101] : memref<496xi8, #tpu.memory_space<smem>>
    %103 = arith.extsi %102 : i8 to i32
    %104 = arith.cmpi sge, %99, %103 : i32
    %c1_i32 = arith.constant 1 : i32
    %105 = arith.addi %91, %c1_i32 : i32
    %106 = arith.select %104, %105, %91 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %107 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %108 = arith.select %104, %c0_i32, %107 : i32
    %109 = arith.cmpi slt, %106, %95 : i32
    %110 = arith.extui %109 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %111 = arith.cmpi ne, %110, %c0_i32 : i32
    scf.if %111 {
      %c0_i32 = arith.constant 0 : i32
      %117 = arith.addi %3, %c0_i32 : i32
      %118 = arith.index_cast %106 : i32 to index
      %119 = memref.load %arg3[%118] : memref<496xi16, #tpu.memory_space<smem>>
      %120 = arith.extsi %119 : i16 to i32
      %121 = arith.addi %120, %108 : i32
      %c5_i32 = arith.constant 5 : i32
      %122 = arith.divsi %117, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %123 = arith.muli %121, %c512_i32 : i32
      %124 = tpu.assume_multiple %123, 512 : i32
      %c5_i32 = arith.constant 5 : i32
      %125 = arith.divsi %117, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %126 = arith.muli %121, %c512_i32 : i32
      %127 = tpu.assume_multiple %126, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %128 = tpu.memref_slice %arg18[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %129 = tpu.memref_squeeze %128 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %130 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %131 = tpu.memref_squeeze %130 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %132 = tpu.memref_slice %arg10[%122, %124, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %133 = tpu.memref_squeeze %132 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%133 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%131 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%129 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %134 = tpu.memref_slice %arg18[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %135 = tpu.memref_squeeze %134 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %136 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %137 = tpu.memref_squeeze %136 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %138 = tpu.memref_slice %arg11[%125, %127, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %139 = tpu.memref_squeeze %138 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%139 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%137 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%135 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %112:7 = scf.while (%arg19 = %91, %arg20 = %c0_i32, %arg21 = %106, %arg22 = %108, %arg23 = %c0_i32, %arg24 = %c1_i32, %arg25 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %117 = arith.cmpi slt, %arg19, %95 : i32
      scf.condition(%117) %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
      %117 = arith.index_cast %arg19 : i32 to index
      %118 = memref.load %arg5[%117] : memref<496xi8, #tpu.memory_space<smem>>
      %119 = arith.extsi %118 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %120 = arith.cmpi eq, %119, %c2_i32 : i32
      %121 = arith.extui %120 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %122 = arith.cmpi ne, %121, %c0_i32 : i32
      %123:2 = scf.if %122 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c5_i32 = arith.constant 5 : i32
        %124 = arith.divsi %c0_i32, %c5_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %125 = arith.muli %c0_i32, %c512_i32 : i32
        %126 = tpu.assume_multiple %125, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c5_i32 = arith.constant 5 : i32
        %127 = arith.divsi %c0_i32, %c5_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %128 = arith.muli %c0_i32, %c512_i32 : i32
        %129 = tpu.assume_multiple %128, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %130 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %131 = tpu.memref_squeeze %130 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %132 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %133 = tpu.memref_squeeze %132 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %134 = tpu.memref_slice %arg10[%124, %126, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %135 = tpu.memref_squeeze %134 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%131 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%135 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%133 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %136 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %137 = tpu.memref_squeeze %136 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %138 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %139 = tpu.memref_squeeze %138 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %140 = tpu.memref_slice %arg11[%127, %129, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %141 = tpu.memref_squeeze %140 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%137 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%141 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%139 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %142 = arith.addi %3, %c0_i32 : i32
        %143 = arith.index_cast %arg19 : i32 to index
        %144 = memref.load %arg3[%143] : memref<496xi16, #tpu.memory_space<smem>>
        %145 = arith.extsi %144 : i16 to i32
        %146 = arith.addi %145, %arg20 : i32
        %147 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg16[%147, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %149 = vector.shape_cast %148 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %150 = vector.load %arg6[%c0, %c0, %c0] : memref<5x512x128xbf16, #tpu.memory_space<vmem>>, vector<5x512x128xbf16>
        %151 = vector.shape_cast %150 : vector<5x512x128xbf16> to vector<5x512x128xbf16>
        %152 = vector.shape_cast %151 : vector<5x512x128xbf16> to vector<2560x128xbf16>
        %cst_x2b8b1c = arith.constant dense<0.000000e+00> : vector<2560x512xf32>
        %153 = tpu.matmul %152, %149, %cst_x2b8b1c {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<2560x128xbf16>, vector<512x128xbf16>, vector<2560x512xf32> -> vector<2560x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %154 = vector.broadcast %cst_xa6fad0 : f32 to vector<2560x512xf32>
        %155 = arith.mulf %153, %154 : vector<2560x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %156 = vector.load %arg14[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %157 = tpu.concatenate %156, %156, %156, %156 in 1 : vector<2560x128xf32>, vector<2560x128xf32>, vector<2560x128xf32>, vector<2560x128xf32> -> vector<2560x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %158 = vector.broadcast %cst_x3f8ad7 : f32 to vector<2560x512xf32>
        %159 = arith.mulf %157, %158 : vector<2560x512xf32>
        %160 = arith.subf %155, %159 : vector<2560x512xf32>
        %161 = math.exp2 %160 : vector<2560x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %162 = vector.load %arg7[%c0, %c0, %c0] : memref<5x512x128xbf16, #tpu.memory_space<vmem>>, vector<5x512x128xbf16>
        %163 = vector.shape_cast %162 : vector<5x512x128xbf16> to vector<5x512x128xbf16>
        %164 = vector.shape_cast %163 : vector<5x512x128xbf16> to vector<2560x128xbf16>
        %165 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %166 = vector.load %arg17[%165, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %167 = vector.shape_cast %166 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x2b8b1c = arith.constant dense<0.000000e+00> : vector<2560x512xf32>
        %168 = tpu.matmul %164, %167, %cst_x2b8b1c {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<2560x128xbf16>, vector<512x128xbf16>, vector<2560x512xf32> -> vector<2560x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %169 = vector.load %arg15[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %170 = tpu.concatenate %169, %169, %169, %169 in 1 : vector<2560x128xf32>, vector<2560x128xf32>, vector<2560x128xf32>, vector<2560x128xf32> -> vector<2560x512xf32>
        %171 = arith.subf %168, %170 : vector<2560x512xf32>
        %172 = arith.mulf %161, %171 : vector<2560x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %173 = vector.load %arg13[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %174 = arith.truncf %172 : vector<2560x512xf32> to vector<2560x512xbf16>
        %cst_x45da53 = arith.constant dense<0.000000e+00> : vector<2560x128xf32>
        %175 = tpu.matmul %174, %149, %cst_x45da53 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<2560x512xbf16>, vector<512x128xbf16>, vector<2560x128xf32> -> vector<2560x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %176 = vector.broadcast %cst_xf22304 : f32 to vector<2560x128xf32>
        %177 = arith.mulf %175, %176 : vector<2560x128xf32>
        %178 = arith.addf %173, %177 : vector<2560x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %179 = vector.load %arg13[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %180 = vector.shape_cast %179 : vector<2560x128xf32> to vector<2560x128xf32>
        %181 = vector.shape_cast %178 : vector<2560x128xf32> to vector<2560x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %181 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %182 = arith.addi %arg22, %c1_i32 : i32
        %c495_i32 = arith.constant 495 : i32
        %183 = arith.minsi %arg21, %c495_i32 : i32
        %184 = arith.index_cast %183 : i32 to index
        %185 = memref.load %arg4[%184] : memref<496xi8, #tpu.memory_space<smem>>
        %186 = arith.extsi %185 : i8 to i32
        %187 = arith.cmpi sge, %182, %186 : i32
        %c1_i32 = arith.constant 1 : i32
        %188 = arith.addi %arg21, %c1_i32 : i32
        %189 = arith.select %187, %188, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %190 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %191 = arith.select %187, %c0_i32, %190 : i32
        %192 = arith.cmpi slt, %189, %95 : i32
        %193 = arith.extui %192 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %194 = arith.cmpi ne, %193, %c0_i32 : i32
        scf.if %194 {
          %c0_i32 = arith.constant 0 : i32
          %195 = arith.addi %3, %c0_i32 : i32
          %196 = arith.index_cast %189 : i32 to index
          %197 = memref.load %arg3[%196] : memref<496xi16, #tpu.memory_space<smem>>
          %198 = arith.extsi %197 : i16 to i32
          %199 = arith.addi %198, %191 : i32
          %c5_i32 = arith.constant 5 : i32
          %200 = arith.divsi %195, %c5_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %201 = arith.muli %199, %c512_i32 : i32
          %202 = tpu.assume_multiple %201, 512 : i32
          %c5_i32 = arith.constant 5 : i32
          %203 = arith.divsi %195, %c5_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %204 = arith.muli %199, %c512_i32 : i32
          %205 = tpu.assume_multiple %204, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %206 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %207 = tpu.memref_squeeze %206 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %208 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %209 = tpu.memref_squeeze %208 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %210 = tpu.memref_slice %arg10[%200, %202, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %211 = tpu.memref_squeeze %210 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%211 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%209 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%207 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %212 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %213 = tpu.memref_squeeze %212 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %214 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %215 = tpu.memref_squeeze %214 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %216 = tpu.memref_slice %arg11[%203, %205, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %217 = tpu.memref_squeeze %216 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%217 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%215 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%213 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %189, %191 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c5_i32 = arith.constant 5 : i32
        %124 = arith.divsi %c0_i32, %c5_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %125 = arith.muli %c0_i32, %c512_i32 : i32
        %126 = tpu.assume_multiple %125, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c5_i32 = arith.constant 5 : i32
        %127 = arith.divsi %c0_i32, %c5_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %128 = arith.muli %c0_i32, %c512_i32 : i32
        %129 = tpu.assume_multiple %128, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %130 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %131 = tpu.memref_squeeze %130 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %132 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %133 = tpu.memref_squeeze %132 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %134 = tpu.memref_slice %arg10[%124, %126, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %135 = tpu.memref_squeeze %134 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%131 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%135 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%133 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %136 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %137 = tpu.memref_squeeze %136 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %138 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %139 = tpu.memref_squeeze %138 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %140 = tpu.memref_slice %arg11[%127, %129, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %141 = tpu.memref_squeeze %140 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%137 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%141 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%139 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %142 = arith.addi %3, %c0_i32 : i32
        %143 = arith.index_cast %arg19 : i32 to index
        %144 = memref.load %arg3[%143] : memref<496xi16, #tpu.memory_space<smem>>
        %145 = arith.extsi %144 : i16 to i32
        %146 = arith.addi %145, %arg20 : i32
        %147 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg16[%147, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %149 = vector.shape_cast %148 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %150 = vector.load %arg6[%c0, %c0, %c0] : memref<5x512x128xbf16, #tpu.memory_space<vmem>>, vector<5x512x128xbf16>
        %151 = vector.shape_cast %150 : vector<5x512x128xbf16> to vector<5x512x128xbf16>
        %152 = vector.shape_cast %151 : vector<5x512x128xbf16> to vector<2560x128xbf16>
        %cst_x2b8b1c = arith.constant dense<0.000000e+00> : vector<2560x512xf32>
        %153 = tpu.matmul %152, %149, %cst_x2b8b1c {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<2560x128xbf16>, vector<512x128xbf16>, vector<2560x512xf32> -> vector<2560x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %154 = vector.broadcast %cst_xa6fad0 : f32 to vector<2560x512xf32>
        %155 = arith.mulf %153, %154 : vector<2560x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %156 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %157 = arith.muli %146, %c512_i32 : i32
        %158 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %159 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %160 = arith.subi %157, %156 : i32
        %161 = vector.broadcast %159 : vector<1x512xi32> to vector<512x512xi32>
        %162 = vector.broadcast %158 : vector<512x1xi32> to vector<512x512xi32>
        %163 = arith.subi %161, %162 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %164 = arith.subi %c0_i32, %160 : i32
        %165 = vector.broadcast %164 : i32 to vector<512x512xi32>
        %166 = arith.cmpi sle, %163, %165 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %167 = vector.load %arg14[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %168 = tpu.concatenate %167, %167, %167, %167 in 1 : vector<2560x128xf32>, vector<2560x128xf32>, vector<2560x128xf32>, vector<2560x128xf32> -> vector<2560x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %169 = vector.broadcast %cst_x3f8ad7 : f32 to vector<2560x512xf32>
        %170 = arith.mulf %168, %169 : vector<2560x512xf32>
        %171 = arith.subf %155, %170 : vector<2560x512xf32>
        %172 = math.exp2 %171 : vector<2560x512xf32>
        %173 = vector.shape_cast %172 : vector<2560x512xf32> to vector<5x512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %174 = vector.shape_cast %166 : vector<512x512xi1> to vector<1x512x512xi1>
        %175 = vector.broadcast %174 : vector<1x512x512xi1> to vector<5x512x512xi1>
        %176 = vector.broadcast %cst_x8ee5ec : f32 to vector<5x512x512xf32>
        %177 = arith.select %175, %173, %176 : vector<5x512x512xi1>, vector<5x512x512xf32>
        %178 = vector.shape_cast %177 : vector<5x512x512xf32> to vector<2560x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %179 = vector.load %arg7[%c0, %c0, %c0] : memref<5x512x128xbf16, #tpu.memory_space<vmem>>, vector<5x512x128xbf16>
        %180 = vector.shape_cast %179 : vector<5x512x128xbf16> to vector<5x512x128xbf16>
        %181 = vector.shape_cast %180 : vector<5x512x128xbf16> to vector<2560x128xbf16>
        %182 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %183 = vector.load %arg17[%182, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %184 = vector.shape_cast %183 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x2b8b1c = arith.constant dense<0.000000e+00> : vector<2560x512xf32>
        %185 = tpu.matmul %181, %184, %cst_x2b8b1c {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<2560x128xbf16>, vector<512x128xbf16>, vector<2560x512xf32> -> vector<2560x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %186 = vector.load %arg15[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %187 = tpu.concatenate %186, %186, %186, %186 in 1 : vector<2560x128xf32>, vector<2560x128xf32>, vector<2560x128xf32>, vector<2560x128xf32> -> vector<2560x512xf32>
        %188 = arith.subf %185, %187 : vector<2560x512xf32>
        %189 = arith.mulf %178, %188 : vector<2560x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %190 = vector.load %arg13[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %191 = arith.truncf %189 : vector<2560x512xf32> to vector<2560x512xbf16>
        %cst_x45da53 = arith.constant dense<0.000000e+00> : vector<2560x128xf32>
        %192 = tpu.matmul %191, %149, %cst_x45da53 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<2560x512xbf16>, vector<512x128xbf16>, vector<2560x128xf32> -> vector<2560x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %193 = vector.broadcast %cst_xf22304 : f32 to vector<2560x128xf32>
        %194 = arith.mulf %192, %193 : vector<2560x128xf32>
        %195 = arith.addf %190, %194 : vector<2560x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %196 = vector.load %arg13[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %197 = vector.shape_cast %196 : vector<2560x128xf32> to vector<2560x128xf32>
        %198 = vector.shape_cast %195 : vector<2560x128xf32> to vector<2560x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %198 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %199 = arith.addi %arg22, %c1_i32 : i32
        %c495_i32 = arith.constant 495 : i32
        %200 = arith.minsi %arg21, %c495_i32 : i32
        %201 = arith.index_cast %200 : i32 to index
        %202 = memref.load %arg4[%201] : memref<496xi8, #tpu.memory_space<smem>>
        %203 = arith.extsi %202 : i8 to i32
        %204 = arith.cmpi sge, %199, %203 : i32
        %c1_i32 = arith.constant 1 : i32
        %205 = arith.addi %arg21, %c1_i32 : i32
        %206 = arith.select %204, %205, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %207 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %208 = arith.select %204, %c0_i32, %207 : i32
        %209 = arith.cmpi slt, %206, %95 : i32
        %210 = arith.extui %209 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %211 = arith.cmpi ne, %210, %c0_i32 : i32
        scf.if %211 {
          %c0_i32 = arith.constant 0 : i32
          %212 = arith.addi %3, %c0_i32 : i32
          %213 = arith.index_cast %206 : i32 to index
          %214 = memref.load %arg3[%213] : memref<496xi16, #tpu.memory_space<smem>>
          %215 = arith.extsi %214 : i16 to i32
          %216 = arith.addi %215, %208 : i32
          %c5_i32 = arith.constant 5 : i32
          %217 = arith.divsi %212, %c5_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %218 = arith.muli %216, %c512_i32 : i32
          %219 = tpu.assume_multiple %218, 512 : i32
          %c5_i32 = arith.constant 5 : i32
          %220 = arith.divsi %212, %c5_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %221 = arith.muli %216, %c512_i32 : i32
          %222 = tpu.assume_multiple %221, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %223 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %224 = tpu.memref_squeeze %223 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %225 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %226 = tpu.memref_squeeze %225 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %227 = tpu.memref_slice %arg10[%217, %219, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %228 = tpu.memref_squeeze %227 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%228 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%226 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%224 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %229 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %230 = tpu.memref_squeeze %229 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %231 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %232 = tpu.memref_squeeze %231 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %233 = tpu.memref_slice %arg11[%220, %222, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %234 = tpu.memref_squeeze %233 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%234 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%232 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%230 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %206, %208 : i32, i32
      }
      scf.yield %arg21, %arg22, %123#0, %123#1, %arg24, %arg25, %arg23 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %113 = vector.load %arg13[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
    %114 = arith.truncf %113 : vector<2560x128xf32> to vector<2560x128xbf16>
    %115 = vector.shape_cast %114 : vector<2560x128xbf16> to vector<5x512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %116 = vector.load %arg12[%c0, %c0, %c0] : memref<5x512x128xbf16, #tpu.memory_space<vmem>>, vector<5x512x128xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %115 {strides = array<i32>} : memref<5x512x128xbf16, #tpu.memory_space<vmem>>, vector<5x512x128xbf16>, 
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %4, %c0_i32, %6 : i32, i32, i32
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
    return %4, %c0_i32, %6 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dkv sha256:ea40809ad9546fe4da52c4cc97cd1b4d79d102ffbeb71cb9c41c95fadd95e9b9
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi16, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>, %arg6: memref<496xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<40x131072x128xbf16, #tpu.memory_space<any>>, %arg10: memref<40x131072x128xbf16, #tpu.memory_space<any>>, %arg11: memref<40x1x131072xf32, #tpu.memory_space<any>>, %arg12: memref<40x1x131072xf32, #tpu.memory_space<any>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg17: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg19: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg21: memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 256, 5>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c5_i32 = arith.constant 5 : i32
    %2 = arith.muli %arg0, %c5_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %6 = arith.cmpi eq, %arg2, %c4_i32 : i32
    %c256_i32 = arith.constant 256 : i32
    %7 = arith.remsi %0, %c256_i32 : i32
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
    %11 = memref.load %arg3[%10] : memref<257xi16, #tpu.memory_space<smem>>
    %12 = arith.extsi %11 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %13 = arith.addi %arg1, %c1_i32 : i32
    %14 = arith.index_cast %13 : i32 to index
    %15 = memref.load %arg3[%14] : memref<257xi16, #tpu.memory_space<smem>>
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
      %38 = memref.load %arg4[%37] : memref<496xi16, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i16 to i32
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
      %53 = tpu.memref_slice %arg9[%36, %42, %c0_i32] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
      %59 = tpu.memref_slice %arg10[%36, %44, %c0_i32] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
      %65 = tpu.memref_slice %arg11[%36, %c0_i32, %46] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
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
      %71 = tpu.memref_slice %arg12[%36, %c0_i32, %48] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1x512xf32, #tpu.memory_space<any>>) target(%70 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %c0_i32, %c1_i32 : i32
    %c495_i32 = arith.constant 495 : i32
    %21 = arith.minsi %12, %c495_i32 : i32
    %22 = arith.index_cast %21 : i32 to index
    %23 = memref.load %arg5[%22] : memref<496xi8, #tpu.memory_space<smem>>
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
      %38 = memref.load %arg4[%37] : memref<496xi16, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i16 to i32
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
      %53 = tpu.memref_slice %arg9[%36, %42, %c0_i32] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
      %59 = tpu.memref_slice %arg10[%36, %44, %c0_i32] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
      %65 = tpu.memref_slice %arg11[%36, %c0_i32, %46] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
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
      %71 = tpu.memref_slice %arg12[%36, %c0_i32, %48] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
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
      %37 = memref.load %arg6[%36] : memref<496xi8, #tpu.memory_space<smem>>
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
        %55 = tpu.memref_slice %arg9[%c0_i32, %44, %c0_i32] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
        %61 = tpu.memref_slice %arg10[%c0_i32, %46, %c0_i32] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
        %67 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %48] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
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
        %73 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %50] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%72 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %4, %c0_i32 : i32
        %76 = arith.index_cast %arg22 : i32 to index
        %77 = memref.load %arg4[%76] : memref<496xi16, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i16 to i32
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
        %c495_i32 = arith.constant 495 : i32
        %125 = arith.minsi %arg24, %c495_i32 : i32
        %126 = arith.index_cast %125 : i32 to index
        %127 = memref.load %arg5[%126] : memref<496xi8, #tpu.memory_space<smem>>
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
          %139 = memref.load %arg4[%138] : memref<496xi16, #tpu.memory_space<smem>>
          %140 = arith.extsi %139 : i16 to i32
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
          %154 = tpu.memref_slice %arg9[%137, %143, %c0_i32] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
          %160 = tpu.memref_slice %arg10[%137, %145, %c0_i32] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
          %166 = tpu.memref_slice %arg11[%137, %c0_i32, %147] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
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
          %172 = tpu.memref_slice %arg12[%137, %c0_i32, %149] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
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
        %55 = tpu.memref_slice %arg9[%c0_i32, %44, %c0_i32] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
        %61 = tpu.memref_slice %arg10[%c0_i32, %46, %c0_i32] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
        %67 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %48] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
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
        %73 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %50] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%72 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %4, %c0_i32 : i32
        %76 = arith.index_cast %arg22 : i32 to index
        %77 = memref.load %arg4[%76] : memref<496xi16, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i16 to i32
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
        %c0_i32 = arith.constant 0 : i32
        %99 = arith.subi %c0_i32, %95 : i32
        %100 = vector.broadcast %99 : i32 to vector<512x512xi32>
        %101 = arith.cmpi sle, %98, %100 : vector<512x512xi32>
        %102 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg19[%102, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %104 = vector.shape_cast %103 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %105 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %106 = arith.mulf %104, %105 : vector<1x512xf32>
        %107 = vector.broadcast %106 : vector<1x512xf32> to vector<512x512xf32>
        %108 = arith.subf %90, %107 : vector<512x512xf32>
        %109 = math.exp2 %108 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %110 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %111 = arith.select %101, %109, %110 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %113 = arith.truncf %111 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %114 = tpu.matmul %113, %85, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %115 = arith.addf %112, %114 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %117 = vector.shape_cast %116 : vector<512x128xf32> to vector<512x128xf32>
        %118 = vector.shape_cast %115 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg16[%c0, %c0], %118 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %120 = vector.shape_cast %119 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %121 = tpu.matmul %120, %85, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %122 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg20[%122, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %124 = vector.shape_cast %123 : vector<1x1x512xf32> to vector<1x512xf32>
        %125 = vector.broadcast %124 : vector<1x512xf32> to vector<512x512xf32>
        %126 = arith.subf %121, %125 : vector<512x512xf32>
        %127 = arith.mulf %111, %126 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %129 = arith.truncf %127 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %130 = tpu.matmul %129, %82, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %131 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %132 = arith.mulf %130, %131 : vector<512x128xf32>
        %133 = arith.addf %128, %132 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %135 = vector.shape_cast %134 : vector<512x128xf32> to vector<512x128xf32>
        %136 = vector.shape_cast %133 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %136 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %137 = arith.addi %arg25, %c1_i32 : i32
        %c495_i32 = arith.constant 495 : i32
        %138 = arith.minsi %arg24, %c495_i32 : i32
        %139 = arith.index_cast %138 : i32 to index
        %140 = memref.load %arg5[%139] : memref<496xi8, #tpu.memory_space<smem>>
        %141 = arith.extsi %140 : i8 to i32
        %142 = arith.cmpi sge, %137, %141 : i32
        %c1_i32 = arith.constant 1 : i32
        %143 = arith.addi %arg24, %c1_i32 : i32
        %144 = arith.select %142, %143, %arg24 : i32
        %c1_i32 = arith.constant 1 : i32
        %145 = arith.addi %arg25, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %146 = arith.select %142, %c0_i32, %145 : i32
        %147 = arith.cmpi slt, %144, %16 : i32
        %148 = arith.extui %147 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %149 = arith.cmpi ne, %148, %c0_i32 : i32
        scf.if %149 {
          %c0_i32 = arith.constant 0 : i32
          %150 = arith.addi %4, %c0_i32 : i32
          %151 = arith.index_cast %144 : i32 to index
          %152 = memref.load %arg4[%151] : memref<496xi16, #tpu.memory_space<smem>>
          %153 = arith.extsi %152 : i16 to i32
          %154 = arith.addi %153, %146 : i32
          %c512_i32 = arith.constant 512 : i32
          %155 = arith.muli %154, %c512_i32 : i32
          %156 = tpu.assume_multiple %155, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %157 = arith.muli %154, %c512_i32 : i32
          %158 = tpu.assume_multiple %157, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %159 = arith.muli %154, %c512_i32 : i32
          %160 = tpu.assume_multiple %159, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %161 = arith.muli %154, %c512_i32 : i32
          %162 = tpu.assume_multiple %161, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %163 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %164 = tpu.memref_squeeze %163 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %165 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %166 = tpu.memref_squeeze %165 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %167 = tpu.memref_slice %arg9[%150, %156, %c0_i32] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %168 = tpu.memref_squeeze %167 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%168 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%166 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%164 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %169 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %170 = tpu.memref_squeeze %169 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %171 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %172 = tpu.memref_squeeze %171 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %173 = tpu.memref_slice %arg10[%150, %158, %c0_i32] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %174 = tpu.memref_squeeze %173 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%174 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%172 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%170 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %175 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %176 = tpu.memref_squeeze %175 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %177 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %178 = tpu.memref_squeeze %177 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %179 = tpu.memref_slice %arg11[%150, %c0_i32, %160] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %180 = tpu.memref_squeeze %179 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%180 : memref<1x512xf32, #tpu.memory_space<any>>) target(%178 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%176 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %181 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %182 = tpu.memref_squeeze %181 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %183 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %184 = tpu.memref_squeeze %183 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %185 = tpu.memref_slice %arg12[%150, %c0_i32, %162] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %186 = tpu.memref_squeeze %185 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%186 : memref<1x512xf32, #tpu.memory_space<any>>) target(%184 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%182 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %144, %146 : i32, i32
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
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi16, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>, %arg6: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c5_i32 = arith.constant 5 : i32
    %2 = arith.muli %arg0, %c5_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c5_i32 = arith.constant 5 : i32
    %5 = arith.divsi %4, %c5_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %7 = arith.remsi %6, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi16, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>, %arg6: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c5_i32 = arith.constant 5 : i32
    %2 = arith.muli %arg0, %c5_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c5_i32 = arith.constant 5 : i32
    %5 = arith.divsi %4, %c5_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %7 = arith.remsi %6, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi16, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>, %arg6: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c5_i32 = arith.constant 5 : i32
    %2 = arith.muli %arg0, %c5_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c5_i32 = arith.constant 5 : i32
    %5 = arith.divsi %4, %c5_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %7 = arith.remsi %6, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi16, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>, %arg6: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c5_i32 = arith.constant 5 : i32
    %2 = arith.muli %arg0, %c5_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c5_i32 = arith.constant 5 : i32
    %5 = arith.divsi %4, %c5_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %7 = arith.remsi %6, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
}
