module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>, %arg3: tensor<2xi8>, %arg4: tensor<2xi8>, %arg5: tensor<1x128x512xi8>, %arg6: tensor<9xi8>, %arg7: tensor<8xi8>, %arg8: tensor<8xi8>, %arg9: tensor<8xi8>, %arg10: tensor<8xi8>, %arg11: tensor<1x512x128xi8>, %arg12: tensor<32x128x128xbf16>, %arg13: tensor<8x4096x128xbf16>, %arg14: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result[0]"}, tensor<32x128x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:4a74ad272c98a72ac0b231f3731274e15344213c6c2238e1e4138044d286d05a\22, \22cost_estimate\22: {\22bytes_accessed\22: 19398656, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> (tensor<32x128x128xbf16>, tensor<32x1x128xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x128x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x128x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128x128xf32>
    %10:3 = stablehlo.custom_call @tpu_custom_call(%arg6, %arg7, %arg8, %arg9, %arg10, %1, %2, %0, %3#0, %3#1, %8, %9, %arg11) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:515a23da1735691add4310bd5dfc78f285e08d7c4f3da28f4147997c799c12f2\22, \22cost_estimate\22: {\22bytes_accessed\22: 84410368, \22flops\22: 21474836480, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 11}], \22needs_layout_passes\22: true, \22output_memory_space_colors\22: [{\22color\22: 0, \22shape_index\22: [2]}], \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 11, operand_tuple_indices = []>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<9xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<32x128x128xf32>, tensor<1x512x128xi8>) -> (tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<32x128x128xf32>)
    %11 = stablehlo.convert %10#2 : (tensor<32x128x128xf32>) -> tensor<32x128x128xbf16>
    %12 = call @_pad_1(%10#1) : (tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16>
    %13 = call @_pad_1(%10#0) : (tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16>
    %14 = call @_pad_2(%11) : (tensor<32x128x128xbf16>) -> tensor<32x128x128xbf16>
    return %3#0, %14, %13, %12 : tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>
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
  func.func private @_pad_1(%arg0: tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x4096x128xbf16>, tensor<bf16>) -> tensor<8x4096x128xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:4096, 0:128] : (tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16>
    return %1 : tensor<8x4096x128xbf16>
  }
  func.func private @_pad_2(%arg0: tensor<32x128x128xbf16>) -> tensor<32x128x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x128x128xbf16>, tensor<bf16>) -> tensor<32x128x128xbf16>
    %1 = stablehlo.slice %0 [0:32, 0:128, 0:128] : (tensor<32x128x128xbf16>) -> tensor<32x128x128xbf16>
    return %1 : tensor<32x128x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:4a74ad272c98a72ac0b231f3731274e15344213c6c2238e1e4138044d286d05a
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>, %arg7: memref<4x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x512xi8, #tpu.memory_space<vmem>>, %arg11: memref<4x128x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<4x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 1>, scalar_prefetch = 5 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 4, 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 8, 4096, 128>}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 4, 128, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 4, 1, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %3 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %5 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    %6 = vector.shape_cast %3 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %6 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %9 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    %10 = vector.shape_cast %7 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %10 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %11 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %12 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %13 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    %14 = vector.shape_cast %11 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %14 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %90 = arith.addi %2, %c0_i32 : i32
      %91 = arith.index_cast %17 : i32 to index
      %92 = memref.load %arg3[%91] : memref<2xi8, #tpu.memory_space<smem>>
      %93 = arith.extsi %92 : i8 to i32
      %94 = arith.addi %93, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %95 = arith.divsi %90, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %96 = arith.muli %94, %c512_i32 : i32
      %97 = tpu.assume_multiple %96, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %98 = tpu.memref_slice %arg17[%c0_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %99 = tpu.memref_squeeze %98 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %100 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %101 = tpu.memref_squeeze %100 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %102 = tpu.memref_slice %arg9[%95, %97, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %103 = tpu.memref_squeeze %102 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%103 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%101 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%99 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %90 = arith.addi %2, %c0_i32 : i32
      %91 = arith.index_cast %32 : i32 to index
      %92 = memref.load %arg3[%91] : memref<2xi8, #tpu.memory_space<smem>>
      %93 = arith.extsi %92 : i8 to i32
      %94 = arith.addi %93, %34 : i32
      %c4_i32 = arith.constant 4 : i32
      %95 = arith.divsi %90, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %96 = arith.muli %94, %c512_i32 : i32
      %97 = tpu.assume_multiple %96, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %98 = tpu.memref_slice %arg17[%c1_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %99 = tpu.memref_squeeze %98 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %100 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %101 = tpu.memref_squeeze %100 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %102 = tpu.memref_slice %arg9[%95, %97, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %103 = tpu.memref_squeeze %102 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%103 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%101 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%99 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %38:7 = scf.while (%arg18 = %17, %arg19 = %c0_i32, %arg20 = %32, %arg21 = %34, %arg22 = %c0_i32, %arg23 = %c1_i32, %arg24 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %90 = arith.cmpi slt, %arg18, %21 : i32
      scf.condition(%90) %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32):
      %90 = arith.index_cast %arg18 : i32 to index
      %91 = memref.load %arg5[%90] : memref<2xi8, #tpu.memory_space<smem>>
      %92 = arith.extsi %91 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %93 = arith.cmpi eq, %92, %c2_i32 : i32
      %94 = arith.extui %93 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %95 = arith.cmpi ne, %94, %c0_i32 : i32
      %96:2 = scf.if %95 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %97 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %98 = arith.muli %c0_i32, %c512_i32 : i32
        %99 = tpu.assume_multiple %98, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %100 = tpu.memref_slice %arg17[%arg22, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %101 = tpu.memref_squeeze %100 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %102 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %103 = tpu.memref_squeeze %102 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %104 = tpu.memref_slice %arg9[%97, %99, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %105 = tpu.memref_squeeze %104 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%101 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%105 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%103 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %106 = arith.addi %2, %c0_i32 : i32
        %107 = arith.index_cast %arg18 : i32 to index
        %108 = memref.load %arg6[%107] : memref<2xi8, #tpu.memory_space<smem>>
        %109 = arith.extsi %108 : i8 to i32
        %110 = arith.index_cast %arg18 : i32 to index
        %111 = memref.load %arg5[%110] : memref<2xi8, #tpu.memory_space<smem>>
        %112 = arith.extsi %111 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %113 = arith.cmpi eq, %112, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = arith.select %113, %arg19, %c0_i32 : i32
        %115 = arith.addi %109, %114 : i32
        %116 = arith.index_cast %arg18 : i32 to index
        %117 = memref.load %arg3[%116] : memref<2xi8, #tpu.memory_space<smem>>
        %118 = arith.extsi %117 : i8 to i32
        %119 = arith.addi %118, %arg19 : i32
        %c4_i32 = arith.constant 4 : i32
        %120 = arith.divsi %106, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %121 = arith.muli %119, %c512_i32 : i32
        %122 = tpu.assume_multiple %121, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg7[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %124 = vector.shape_cast %123 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %125 = vector.shape_cast %124 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %126 = tpu.memref_slice %arg8[%120, %122, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %127 = tpu.memref_squeeze %126 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %127[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %129 = vector.shape_cast %128 : vector<512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %130 = tpu.matmul %125, %129, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %131 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %132 = arith.mulf %130, %131 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %134 = vector.multi_reduction <maximumf>, %132, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %135 = vector.shape_cast %134 : vector<512xf32> to vector<512x1xf32>
        %136 = vector.broadcast %135 : vector<512x1xf32> to vector<512x128xf32>
        %137 = arith.maximumf %133, %136 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %138 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %139 = arith.maximumf %137, %138 : vector<512x128xf32>
        %140 = tpu.concatenate %139, %139, %139, %139 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %141 = arith.subf %132, %140 : vector<512x512xf32>
        %142 = math.exp2 %141 : vector<512x512xf32>
        %143 = arith.subf %133, %139 : vector<512x128xf32>
        %144 = math.exp2 %143 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %145 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %146 = arith.mulf %144, %145 : vector<512x128xf32>
        %147 = vector.extract_strided_slice %142 {offsets = [0, 0], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %148 = vector.extract_strided_slice %142 {offsets = [0, 128], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %149 = vector.extract_strided_slice %142 {offsets = [0, 256], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %150 = vector.extract_strided_slice %142 {offsets = [0, 384], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %151 = arith.addf %147, %148 : vector<512x128xf32>
        %152 = arith.addf %151, %149 : vector<512x128xf32>
        %153 = arith.addf %152, %150 : vector<512x128xf32>
        %154 = arith.addf %146, %153 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %155 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %156 = vector.shape_cast %155 : vector<512x128xf32> to vector<512x128xf32>
        %157 = vector.shape_cast %154 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %157 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %158 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %159 = vector.load %arg16[%158, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %160 = vector.shape_cast %159 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %161 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %162 = arith.mulf %144, %161 : vector<512x128xf32>
        %163 = arith.truncf %142 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %164 = tpu.matmul %163, %160, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %165 = arith.addf %162, %164 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %166 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %167 = vector.shape_cast %166 : vector<512x128xf32> to vector<512x128xf32>
        %168 = vector.shape_cast %165 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %168 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %169 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %170 = vector.shape_cast %169 : vector<512x128xf32> to vector<512x128xf32>
        %171 = vector.shape_cast %137 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %171 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %172 = arith.addi %arg21, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %173 = arith.minsi %arg20, %c1_i32 : i32
        %174 = arith.index_cast %173 : i32 to index
        %175 = memref.load %arg4[%174] : memref<2xi8, #tpu.memory_space<smem>>
        %176 = arith.extsi %175 : i8 to i32
        %177 = arith.cmpi sge, %172, %176 : i32
        %c1_i32 = arith.constant 1 : i32
        %178 = arith.addi %arg20, %c1_i32 : i32
        %179 = arith.select %177, %178, %arg20 : i32
        %c1_i32 = arith.constant 1 : i32
        %180 = arith.addi %arg21, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %181 = arith.select %177, %c0_i32, %180 : i32
        %182 = arith.cmpi slt, %179, %21 : i32
        %183 = arith.extui %182 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %184 = arith.cmpi ne, %183, %c0_i32 : i32
        scf.if %184 {
          %c0_i32 = arith.constant 0 : i32
          %185 = arith.addi %2, %c0_i32 : i32
          %186 = arith.index_cast %179 : i32 to index
          %187 = memref.load %arg6[%186] : memref<2xi8, #tpu.memory_space<smem>>
          %188 = arith.extsi %187 : i8 to i32
          %189 = arith.index_cast %179 : i32 to index
          %190 = memref.load %arg5[%189] : memref<2xi8, #tpu.memory_space<smem>>
          %191 = arith.extsi %190 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %192 = arith.cmpi eq, %191, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %193 = arith.select %192, %181, %c0_i32 : i32
          %194 = arith.addi %188, %193 : i32
          %195 = arith.index_cast %179 : i32 to index
          %196 = memref.load %arg3[%195] : memref<2xi8, #tpu.memory_space<smem>>
          %197 = arith.extsi %196 : i8 to i32
          %198 = arith.addi %197, %181 : i32
          %c4_i32 = arith.constant 4 : i32
          %199 = arith.divsi %185, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %200 = arith.muli %198, %c512_i32 : i32
          %201 = tpu.assume_multiple %200, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %202 = tpu.memref_slice %arg17[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %203 = tpu.memref_squeeze %202 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %204 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %205 = tpu.memref_squeeze %204 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %206 = tpu.memref_slice %arg9[%199, %201, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %207 = tpu.memref_squeeze %206 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%207 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%205 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%203 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %179, %181 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %97 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %98 = arith.muli %c0_i32, %c512_i32 : i32
        %99 = tpu.assume_multiple %98, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %100 = tpu.memref_slice %arg17[%arg22, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %101 = tpu.memref_squeeze %100 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %102 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %103 = tpu.memref_squeeze %102 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %104 = tpu.memref_slice %arg9[%97, %99, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %105 = tpu.memref_squeeze %104 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%101 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%105 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%103 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %106 = arith.addi %2, %c0_i32 : i32
        %107 = arith.index_cast %arg18 : i32 to index
        %108 = memref.load %arg6[%107] : memref<2xi8, #tpu.memory_space<smem>>
        %109 = arith.extsi %108 : i8 to i32
        %110 = arith.index_cast %arg18 : i32 to index
        %111 = memref.load %arg5[%110] : memref<2xi8, #tpu.memory_space<smem>>
        %112 = arith.extsi %111 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %113 = arith.cmpi eq, %112, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = arith.select %113, %arg19, %c0_i32 : i32
        %115 = arith.addi %109, %114 : i32
        %116 = arith.index_cast %arg18 : i32 to index
        %117 = memref.load %arg3[%116] : memref<2xi8, #tpu.memory_space<smem>>
        %118 = arith.extsi %117 : i8 to i32
        %119 = arith.addi %118, %arg19 : i32
        %c4_i32 = arith.constant 4 : i32
        %120 = arith.divsi %106, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %121 = arith.muli %119, %c512_i32 : i32
        %122 = tpu.assume_multiple %121, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg7[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %124 = vector.shape_cast %123 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %125 = vector.shape_cast %124 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %126 = tpu.memref_slice %arg8[%120, %122, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %127 = tpu.memref_squeeze %126 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %127[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %129 = vector.shape_cast %128 : vector<512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %130 = tpu.matmul %125, %129, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %131 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %132 = arith.mulf %130, %131 : vector<512x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %133 = tpu.memref_slice %arg10[%115, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %134 = tpu.memref_squeeze %133 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %134[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %136 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %137 = arith.cmpi ne, %135, %136 : vector<128x512xi8>
        %138 = vector.shape_cast %132 : vector<512x512xf32> to vector<4x128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %139 = vector.shape_cast %137 : vector<128x512xi1> to vector<1x128x512xi1>
        %140 = vector.broadcast %139 : vector<1x128x512xi1> to vector<4x128x512xi1>
        %141 = vector.broadcast %cst_xbef082 : f32 to vector<4x128x512xf32>
        %142 = arith.select %140, %138, %141 : vector<4x128x512xi1>, vector<4x128x512xf32>
        %143 = vector.shape_cast %142 : vector<4x128x512xf32> to vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %145 = vector.multi_reduction <maximumf>, %143, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %146 = vector.shape_cast %145 : vector<512xf32> to vector<512x1xf32>
        %147 = vector.broadcast %146 : vector<512x1xf32> to vector<512x128xf32>
        %148 = arith.maximumf %144, %147 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %149 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %150 = arith.maximumf %148, %149 : vector<512x128xf32>
        %151 = tpu.concatenate %150, %150, %150, %150 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %152 = arith.subf %143, %151 : vector<512x512xf32>
        %153 = math.exp2 %152 : vector<512x512xf32>
        %154 = arith.subf %144, %150 : vector<512x128xf32>
        %155 = math.exp2 %154 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %156 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %157 = arith.mulf %155, %156 : vector<512x128xf32>
        %158 = vector.extract_strided_slice %153 {offsets = [0, 0], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %159 = vector.extract_strided_slice %153 {offsets = [0, 128], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %160 = vector.extract_strided_slice %153 {offsets = [0, 256], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %161 = vector.extract_strided_slice %153 {offsets = [0, 384], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %162 = arith.addf %158, %159 : vector<512x128xf32>
        %163 = arith.addf %162, %160 : vector<512x128xf32>
        %164 = arith.addf %163, %161 : vector<512x128xf32>
        %165 = arith.addf %157, %164 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %166 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %167 = vector.shape_cast %166 : vector<512x128xf32> to vector<512x128xf32>
        %168 = vector.shape_cast %165 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %168 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %169 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %170 = vector.load %arg16[%169, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %171 = vector.shape_cast %170 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %172 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %173 = arith.mulf %155, %172 : vector<512x128xf32>
        %174 = arith.truncf %153 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %175 = tpu.matmul %174, %171, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %176 = arith.addf %173, %175 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %177 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %178 = vector.shape_cast %177 : vector<512x128xf32> to vector<512x128xf32>
        %179 = vector.shape_cast %176 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %179 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %180 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %181 = vector.shape_cast %180 : vector<512x128xf32> to vector<512x128xf32>
        %182 = vector.shape_cast %148 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %182 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %183 = arith.addi %arg21, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %184 = arith.minsi %arg20, %c1_i32 : i32
        %185 = arith.index_cast %184 : i32 to index
        %186 = memref.load %arg4[%185] : memref<2xi8, #tpu.memory_space<smem>>
        %187 = arith.extsi %186 : i8 to i32
        %188 = arith.cmpi sge, %183, %187 : i32
        %c1_i32 = arith.constant 1 : i32
        %189 = arith.addi %arg20, %c1_i32 : i32
        %190 = arith.select %188, %189, %arg20 : i32
        %c1_i32 = arith.constant 1 : i32
        %191 = arith.addi %arg21, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %192 = arith.select %188, %c0_i32, %191 : i32
        %193 = arith.cmpi slt, %190, %21 : i32
        %194 = arith.extui %193 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %195 = arith.cmpi ne, %194, %c0_i32 : i32
        scf.if %195 {
          %c0_i32 = arith.constant 0 : i32
          %196 = arith.addi %2, %c0_i32 : i32
          %197 = arith.index_cast %190 : i32 to index
          %198 = memref.load %arg6[%197] : memref<2xi8, #tpu.memory_space<smem>>
          %199 = arith.extsi %198 : i8 to i32
          %200 = arith.index_cast %190 : i32 to index
          %201 = memref.load %arg5[%200] : memref<2xi8, #tpu.memory_space<smem>>
          %202 = arith.extsi %201 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %203 = arith.cmpi eq, %202, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %204 = arith.select %203, %192, %c0_i32 : i32
          %205 = arith.addi %199, %204 : i32
          %206 = arith.index_cast %190 : i32 to index
          %207 = memref.load %arg3[%206] : memref<2xi8, #tpu.memory_space<smem>>
          %208 = arith.extsi %207 : i8 to i32
          %209 = arith.addi %208, %192 : i32
          %c4_i32 = arith.constant 4 : i32
          %210 = arith.divsi %196, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %211 = arith.muli %209, %c512_i32 : i32
          %212 = tpu.assume_multiple %211, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %213 = tpu.memref_slice %arg17[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %214 = tpu.memref_squeeze %213 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %215 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %216 = tpu.memref_squeeze %215 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %217 = tpu.memref_slice %arg9[%210, %212, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %218 = tpu.memref_squeeze %217 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%218 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%216 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%214 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %190, %192 : i32, i32
      }
      scf.yield %arg20, %arg21, %96#0, %96#1, %arg23, %arg24, %arg22 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %39 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
    %40 = vector.multi_reduction <add>, %39, %cst_x8e9b0a [1] : vector<512x128xf32> to vector<512xf32>
    %41 = vector.shape_cast %40 : vector<512xf32> to vector<512x1xf32>
    %42 = vector.shape_cast %41 : vector<512x1xf32> to vector<512x1xf32>
    %43 = vector.broadcast %42 : vector<512x1xf32> to vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %44 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %45 = arith.cmpf one, %43, %44 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %46 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %47 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %48 = arith.select %45, %43, %47 : vector<512x128xi1>, vector<512x128xf32>
    %49 = tpu.reciprocal %48 : vector<512x128xf32> -> vector<512x128xf32>
    %50 = arith.mulf %46, %49 : vector<512x128xf32>
    %51 = arith.truncf %50 : vector<512x128xf32> to vector<512x128xbf16>
    %52 = vector.shape_cast %51 : vector<512x128xbf16> to vector<4x128x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %53 = vector.load %arg11[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %52 {strides = array<i32>} : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %54 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %55 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %56 = arith.select %45, %43, %55 : vector<512x128xi1>, vector<512x128xf32>
    %57 = math.log %56 : vector<512x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %58 = math.log %cst_x481f63 : f32
    %59 = vector.broadcast %58 : f32 to vector<512x128xf32>
    %60 = arith.divf %57, %59 : vector<512x128xf32>
    %61 = arith.addf %54, %60 : vector<512x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %62 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x128xf32>
    %63 = arith.divf %61, %62 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %64 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %65 = arith.select %45, %63, %64 : vector<512x128xi1>, vector<512x128xf32>
    %66 = vector.extract_strided_slice %65 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<512x128xf32> to vector<128x128xf32>
    %67 = tpu.transpose %66, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %68 = vector.extract_strided_slice %67 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %69 = vector.load %arg12[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %70 = vector.shape_cast %69 : vector<1x1x128xf32> to vector<1x128xf32>
    %71 = vector.shape_cast %68 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c0, %c0, %c0], %71 {strides = array<i32>} : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    %72 = vector.extract_strided_slice %65 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<512x128xf32> to vector<128x128xf32>
    %73 = tpu.transpose %72, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %74 = vector.extract_strided_slice %73 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %75 = vector.load %arg12[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %76 = vector.shape_cast %75 : vector<1x1x128xf32> to vector<1x128xf32>
    %77 = vector.shape_cast %74 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c1, %c0, %c0], %77 {strides = array<i32>} : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    %78 = vector.extract_strided_slice %65 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<512x128xf32> to vector<128x128xf32>
    %79 = tpu.transpose %78, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %80 = vector.extract_strided_slice %79 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %81 = vector.load %arg12[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %82 = vector.shape_cast %81 : vector<1x1x128xf32> to vector<1x128xf32>
    %83 = vector.shape_cast %80 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c2, %c0, %c0], %83 {strides = array<i32>} : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    %84 = vector.extract_strided_slice %65 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<512x128xf32> to vector<128x128xf32>
    %85 = tpu.transpose %84, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %86 = vector.extract_strided_slice %85 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %87 = vector.load %arg12[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %88 = vector.shape_cast %87 : vector<1x1x128xf32> to vector<1x128xf32>
    %89 = vector.shape_cast %86 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c3, %c0, %c0], %89 {strides = array<i32>} : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dkv sha256:515a23da1735691add4310bd5dfc78f285e08d7c4f3da28f4147997c799c12f2
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<9xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<32x128x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<32x128x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<32x1x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<32x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<32x128x128xf32, #tpu.memory_space<any>>, %arg14: memref<1x512x128xi8, #tpu.memory_space<vmem>>, %arg15: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<32x128x128xf32, #tpu.memory_space<any>>, %arg18: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg19: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg20: memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, %arg21: memref<3x4x128x128xf32, #tpu.memory_space<vmem>>, %arg22: memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 8>, scalar_prefetch = 5 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_2, window_bounds = array<i64: 32, 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_3, window_bounds = array<i64: 32, 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_4, window_bounds = array<i64: 32, 1, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_5, window_bounds = array<i64: 32, 1, 128>}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_9, window_bounds = array<i64: 1, 512, 128>}, {}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %6 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    %7 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg18[%c0, %c0], %7 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %10 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    %11 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg19[%c0, %c0], %11 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %12 = arith.index_cast %arg1 : i32 to index
    %13 = memref.load %arg2[%12] : memref<9xi8, #tpu.memory_space<smem>>
    %14 = arith.extsi %13 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %15 = arith.addi %arg1, %c1_i32 : i32
    %16 = arith.index_cast %15 : i32 to index
    %17 = memref.load %arg2[%16] : memref<9xi8, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i8 to i32
    %19 = arith.cmpi slt, %14, %18 : i32
    %20 = arith.extui %19 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %21 = arith.cmpi ne, %20, %c0_i32 : i32
    scf.if %21 {
      %c0_i32 = arith.constant 0 : i32
      %49 = arith.addi %3, %c0_i32 : i32
      %50 = arith.index_cast %14 : i32 to index
      %51 = memref.load %arg3[%50] : memref<8xi8, #tpu.memory_space<smem>>
      %52 = arith.extsi %51 : i8 to i32
      %53 = arith.addi %52, %c0_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %54 = arith.muli %53, %c128_i32 : i32
      %55 = tpu.assume_multiple %54, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c4_i32 = arith.constant 4 : i32
      %56 = tpu.memref_slice %arg22[%c0_i32, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %57 = tpu.memref_squeeze %56 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg21[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
      %59 = tpu.memref_squeeze %58 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg17[%49, %55, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<4x128x128xf32, #tpu.memory_space<any>>) target(%59 : memref<4x128x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%57 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %22 = arith.addi %c0_i32, %c1_i32 : i32
    %c7_i32 = arith.constant 7 : i32
    %23 = arith.minsi %14, %c7_i32 : i32
    %24 = arith.index_cast %23 : i32 to index
    %25 = memref.load %arg4[%24] : memref<8xi8, #tpu.memory_space<smem>>
    %26 = arith.extsi %25 : i8 to i32
    %27 = arith.cmpi sge, %22, %26 : i32
    %c1_i32 = arith.constant 1 : i32
    %28 = arith.addi %14, %c1_i32 : i32
    %29 = arith.select %27, %28, %14 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %30 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %31 = arith.select %27, %c0_i32, %30 : i32
    %32 = arith.cmpi slt, %29, %18 : i32
    %33 = arith.extui %32 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %34 = arith.cmpi ne, %33, %c0_i32 : i32
    scf.if %34 {
      %c0_i32 = arith.constant 0 : i32
      %49 = arith.addi %3, %c0_i32 : i32
      %50 = arith.index_cast %29 : i32 to index
      %51 = memref.load %arg3[%50] : memref<8xi8, #tpu.memory_space<smem>>
      %52 = arith.extsi %51 : i8 to i32
      %53 = arith.addi %52, %31 : i32
      %c128_i32 = arith.constant 128 : i32
      %54 = arith.muli %53, %c128_i32 : i32
      %55 = tpu.assume_multiple %54, 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c4_i32 = arith.constant 4 : i32
      %56 = tpu.memref_slice %arg22[%c1_i32, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %57 = tpu.memref_squeeze %56 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg21[%c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
      %59 = tpu.memref_squeeze %58 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg17[%49, %55, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<4x128x128xf32, #tpu.memory_space<any>>) target(%59 : memref<4x128x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%57 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %35:7 = scf.while (%arg23 = %14, %arg24 = %c0_i32, %arg25 = %29, %arg26 = %31, %arg27 = %c0_i32, %arg28 = %c1_i32, %arg29 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %49 = arith.cmpi slt, %arg23, %18 : i32
      scf.condition(%49) %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32, %arg28: i32, %arg29: i32):
      %49 = arith.index_cast %arg23 : i32 to index
      %50 = memref.load %arg5[%49] : memref<8xi8, #tpu.memory_space<smem>>
      %51 = arith.extsi %50 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %52 = arith.cmpi eq, %51, %c2_i32 : i32
      %53 = arith.extui %52 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %54 = arith.cmpi ne, %53, %c0_i32 : i32
      %55:2 = scf.if %54 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c128_i32 = arith.constant 128 : i32
        %56 = arith.muli %c0_i32, %c128_i32 : i32
        %57 = tpu.assume_multiple %56, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %58 = tpu.memref_slice %arg22[%arg27, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %60 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
        %61 = tpu.memref_squeeze %60 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %62 = tpu.memref_slice %arg17[%c0_i32, %57, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%62 : memref<4x128x128xf32, #tpu.memory_space<any>>) dst(%61 : memref<4x128x128xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %63 = arith.addi %3, %c0_i32 : i32
        %64 = arith.index_cast %arg23 : i32 to index
        %65 = memref.load %arg6[%64] : memref<8xi8, #tpu.memory_space<smem>>
        %66 = arith.extsi %65 : i8 to i32
        %67 = arith.index_cast %arg23 : i32 to index
        %68 = memref.load %arg5[%67] : memref<8xi8, #tpu.memory_space<smem>>
        %69 = arith.extsi %68 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %70 = arith.cmpi eq, %69, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = arith.select %70, %arg24, %c0_i32 : i32
        %72 = arith.addi %66, %71 : i32
        %73 = arith.index_cast %arg23 : i32 to index
        %74 = memref.load %arg3[%73] : memref<8xi8, #tpu.memory_space<smem>>
        %75 = arith.extsi %74 : i8 to i32
        %76 = arith.addi %75, %arg24 : i32
        %c128_i32 = arith.constant 128 : i32
        %77 = arith.muli %76, %c128_i32 : i32
        %78 = tpu.assume_multiple %77, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %79 = arith.muli %76, %c128_i32 : i32
        %80 = tpu.assume_multiple %79, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %81 = arith.muli %76, %c128_i32 : i32
        %82 = tpu.assume_multiple %81, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %83 = arith.muli %76, %c128_i32 : i32
        %84 = tpu.assume_multiple %83, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %85 = tpu.memref_slice %arg9[%63, %78, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<vmem>> -> memref<4x128x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %85[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %87 = vector.shape_cast %86 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %88 = vector.shape_cast %87 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %89 = tpu.memref_slice %arg10[%63, %80, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<vmem>> -> memref<4x128x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %89[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %91 = vector.shape_cast %90 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %92 = vector.shape_cast %91 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %94 = vector.shape_cast %93 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %95 = tpu.matmul %94, %88, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %96 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x512xf32>
        %97 = arith.mulf %95, %96 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %99 = vector.shape_cast %98 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %100 = tpu.matmul %99, %92, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg9[%63, %78, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<vmem>> -> memref<4x128x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %101[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %103 = vector.shape_cast %102 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %104 = vector.shape_cast %103 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %105 = tpu.memref_slice %arg10[%63, %80, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<vmem>> -> memref<4x128x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %105[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %107 = vector.shape_cast %106 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %108 = vector.shape_cast %107 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg7[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %110 = vector.shape_cast %109 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %111 = tpu.matmul %110, %104, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %112 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x512xf32>
        %113 = arith.mulf %111, %112 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg8[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %115 = vector.shape_cast %114 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %116 = tpu.matmul %115, %108, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %117 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %117[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %119 = vector.shape_cast %118 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %120 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %120[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %122 = vector.shape_cast %121 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %123 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %123[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %125 = vector.shape_cast %124 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %126 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %126[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %128 = vector.shape_cast %127 : vector<1x1x128xf32> to vector<1x128xf32>
        %129 = tpu.concatenate %119, %122, %125, %128 in 1 : vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32> -> vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %130 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %131 = arith.mulf %129, %130 : vector<1x512xf32>
        %132 = vector.broadcast %131 : vector<1x512xf32> to vector<256x512xf32>
        %133 = arith.subf %97, %132 : vector<256x512xf32>
        %134 = math.exp2 %133 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %136 = arith.truncf %134 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %137 = tpu.matmul %136, %92, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %138 = arith.addf %135, %137 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %140 = vector.shape_cast %139 : vector<256x128xf32> to vector<256x128xf32>
        %141 = vector.shape_cast %138 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg19[%c0, %c0], %141 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %142 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %142[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %144 = vector.shape_cast %143 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %145 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %145[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %147 = vector.shape_cast %146 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %148 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %149 = vector.load %148[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %150 = vector.shape_cast %149 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %151 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %152 = vector.load %151[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %153 = vector.shape_cast %152 : vector<1x1x128xf32> to vector<1x128xf32>
        %154 = tpu.concatenate %144, %147, %150, %153 in 1 : vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32> -> vector<1x512xf32>
        %155 = vector.broadcast %154 : vector<1x512xf32> to vector<256x512xf32>
        %156 = arith.subf %100, %155 : vector<256x512xf32>
        %157 = arith.mulf %134, %156 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %158 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %159 = arith.truncf %157 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %160 = tpu.matmul %159, %88, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %161 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %162 = arith.mulf %160, %161 : vector<256x128xf32>
        %163 = arith.addf %158, %162 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %164 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %165 = vector.shape_cast %164 : vector<256x128xf32> to vector<256x128xf32>
        %166 = vector.shape_cast %163 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %166 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %167 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %168 = vector.shape_cast %167 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %169 = arith.truncf %157 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %170 = tpu.matmul %169, %168, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<256x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %171 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %172 = vector.load %171[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %173 = vector.shape_cast %172 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %174 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %175 = vector.load %174[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %176 = vector.shape_cast %175 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %177 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %178 = vector.load %177[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %179 = vector.shape_cast %178 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %180 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %181 = vector.load %180[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %182 = vector.shape_cast %181 : vector<1x1x128xf32> to vector<1x128xf32>
        %183 = tpu.concatenate %173, %176, %179, %182 in 1 : vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32> -> vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %184 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %185 = arith.mulf %183, %184 : vector<1x512xf32>
        %186 = vector.broadcast %185 : vector<1x512xf32> to vector<256x512xf32>
        %187 = arith.subf %113, %186 : vector<256x512xf32>
        %188 = math.exp2 %187 : vector<256x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %189 = vector.load %arg19[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %190 = arith.truncf %188 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %191 = tpu.matmul %190, %108, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %192 = arith.addf %189, %191 : vector<256x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %193 = vector.load %arg19[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %194 = vector.shape_cast %193 : vector<256x128xf32> to vector<256x128xf32>
        %195 = vector.shape_cast %192 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg19[%c256, %c0], %195 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %196 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %197 = vector.load %196[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %198 = vector.shape_cast %197 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %199 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %200 = vector.load %199[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %201 = vector.shape_cast %200 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %202 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %203 = vector.load %202[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %204 = vector.shape_cast %203 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %205 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %206 = vector.load %205[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %207 = vector.shape_cast %206 : vector<1x1x128xf32> to vector<1x128xf32>
        %208 = tpu.concatenate %198, %201, %204, %207 in 1 : vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32> -> vector<1x512xf32>
        %209 = vector.broadcast %208 : vector<1x512xf32> to vector<256x512xf32>
        %210 = arith.subf %116, %209 : vector<256x512xf32>
        %211 = arith.mulf %188, %210 : vector<256x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %212 = vector.load %arg18[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %213 = arith.truncf %211 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %214 = tpu.matmul %213, %104, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %215 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %216 = arith.mulf %214, %215 : vector<256x128xf32>
        %217 = arith.addf %212, %216 : vector<256x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %218 = vector.load %arg18[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %219 = vector.shape_cast %218 : vector<256x128xf32> to vector<256x128xf32>
        %220 = vector.shape_cast %217 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg18[%c256, %c0], %220 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %221 = vector.load %arg7[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %222 = vector.shape_cast %221 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %223 = arith.truncf %211 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %224 = tpu.matmul %223, %222, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<256x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %225 = arith.addf %170, %224 : vector<512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %226 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
        %227 = tpu.memref_squeeze %226 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %228 = vector.load %227[%c0, %c0, %c0] : memref<4x128x128xf32, #tpu.memory_space<vmem>>, vector<4x128x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %229 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %230 = arith.mulf %225, %229 : vector<512x128xf32>
        %231 = vector.shape_cast %230 : vector<512x128xf32> to vector<4x128x128xf32>
        %232 = arith.addf %228, %231 : vector<4x128x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %233 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
        %234 = tpu.memref_squeeze %233 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %235 = vector.load %234[%c0, %c0, %c0] : memref<4x128x128xf32, #tpu.memory_space<vmem>>, vector<4x128x128xf32>
        %236 = vector.shape_cast %235 : vector<4x128x128xf32> to vector<4x128x128xf32>
        %237 = vector.shape_cast %232 : vector<4x128x128xf32> to vector<4x128x128xf32>
        tpu.vector_store %234[%c0, %c0, %c0], %237 {strides = array<i32>} : memref<4x128x128xf32, #tpu.memory_space<vmem>>, vector<4x128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %238 = arith.addi %arg26, %c1_i32 : i32
        %c7_i32 = arith.constant 7 : i32
        %239 = arith.minsi %arg25, %c7_i32 : i32
        %240 = arith.index_cast %239 : i32 to index
        %241 = memref.load %arg4[%240] : memref<8xi8, #tpu.memory_space<smem>>
        %242 = arith.extsi %241 : i8 to i32
        %243 = arith.cmpi sge, %238, %242 : i32
        %c1_i32 = arith.constant 1 : i32
        %244 = arith.addi %arg25, %c1_i32 : i32
        %245 = arith.select %243, %244, %arg25 : i32
        %c1_i32 = arith.constant 1 : i32
        %246 = arith.addi %arg26, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %247 = arith.select %243, %c0_i32, %246 : i32
        %c128_i32 = arith.constant 128 : i32
        %248 = arith.muli %76, %c128_i32 : i32
        %249 = tpu.assume_multiple %248, 128 : i32
        %250 = tpu.memref_slice %arg20[%arg27] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %251 = tpu.memref_squeeze %250 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %252 = tpu.memref_slice %arg17[%63, %249, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %253 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
        %254 = tpu.memref_squeeze %253 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%254 : memref<4x128x128xf32, #tpu.memory_space<vmem>>) target(%252 : memref<4x128x128xf32, #tpu.memory_space<any>>) target_semaphore(%251 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %255 = arith.cmpi ne, %arg23, %14 : i32
        %c0_i32 = arith.constant 0 : i32
        %256 = arith.cmpi ne, %arg24, %c0_i32 : i32
        %257 = arith.ori %255, %256 : i1
        %258 = arith.extui %257 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %259 = arith.cmpi ne, %258, %c0_i32 : i32
        scf.if %259 {
          %c0_i32 = arith.constant 0 : i32
          %c128_i32 = arith.constant 128 : i32
          %263 = arith.muli %c0_i32, %c128_i32 : i32
          %264 = tpu.assume_multiple %263, 128 : i32
          %c0_i32 = arith.constant 0 : i32
          %265 = tpu.memref_slice %arg20[%arg29] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %266 = tpu.memref_squeeze %265 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %267 = tpu.memref_slice %arg17[%c0_i32, %264, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %268 = tpu.memref_slice %arg21[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
          %269 = tpu.memref_squeeze %268 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%266 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%269 : memref<4x128x128xf32, #tpu.memory_space<vmem>>) dst(%267 : memref<4x128x128xf32, #tpu.memory_space<any>>)
        } else {
        }
        %260 = arith.cmpi slt, %245, %18 : i32
        %261 = arith.extui %260 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %262 = arith.cmpi ne, %261, %c0_i32 : i32
        scf.if %262 {
          %c0_i32 = arith.constant 0 : i32
          %263 = arith.addi %3, %c0_i32 : i32
          %264 = arith.index_cast %245 : i32 to index
          %265 = memref.load %arg6[%264] : memref<8xi8, #tpu.memory_space<smem>>
          %266 = arith.extsi %265 : i8 to i32
          %267 = arith.index_cast %245 : i32 to index
          %268 = memref.load %arg5[%267] : memref<8xi8, #tpu.memory_space<smem>>
          %269 = arith.extsi %268 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %270 = arith.cmpi eq, %269, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %271 = arith.select %270, %247, %c0_i32 : i32
          %272 = arith.addi %266, %271 : i32
          %273 = arith.index_cast %245 : i32 to index
          %274 = memref.load %arg3[%273] : memref<8xi8, #tpu.memory_space<smem>>
          %275 = arith.extsi %274 : i8 to i32
          %276 = arith.addi %275, %247 : i32
          %c128_i32 = arith.constant 128 : i32
          %277 = arith.muli %276, %c128_i32 : i32
          %278 = tpu.assume_multiple %277, 128 : i32
          %c4_i32 = arith.constant 4 : i32
          %279 = tpu.memref_slice %arg22[%arg29, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %280 = tpu.memref_squeeze %279 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %281 = tpu.memref_slice %arg21[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
          %282 = tpu.memref_squeeze %281 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %283 = tpu.memref_slice %arg17[%263, %278, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%283 : memref<4x128x128xf32, #tpu.memory_space<any>>) target(%282 : memref<4x128x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%280 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %245, %247 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c128_i32 = arith.constant 128 : i32
        %56 = arith.muli %c0_i32, %c128_i32 : i32
        %57 = tpu.assume_multiple %56, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %58 = tpu.memref_slice %arg22[%arg27, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %60 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
        %61 = tpu.memref_squeeze %60 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %62 = tpu.memref_slice %arg17[%c0_i32, %57, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%62 : memref<4x128x128xf32, #tpu.memory_space<any>>) dst(%61 : memref<4x128x128xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %63 = arith.addi %3, %c0_i32 : i32
        %64 = arith.index_cast %arg23 : i32 to index
        %65 = memref.load %arg6[%64] : memref<8xi8, #tpu.memory_space<smem>>
        %66 = arith.extsi %65 : i8 to i32
        %67 = arith.index_cast %arg23 : i32 to index
        %68 = memref.load %arg5[%67] : memref<8xi8, #tpu.memory_space<smem>>
        %69 = arith.extsi %68 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %70 = arith.cmpi eq, %69, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = arith.select %70, %arg24, %c0_i32 : i32
        %72 = arith.addi %66, %71 : i32
        %73 = arith.index_cast %arg23 : i32 to index
        %74 = memref.load %arg3[%73] : memref<8xi8, #tpu.memory_space<smem>>
        %75 = arith.extsi %74 : i8 to i32
        %76 = arith.addi %75, %arg24 : i32
        %c128_i32 = arith.constant 128 : i32
        %77 = arith.muli %76, %c128_i32 : i32
        %78 = tpu.assume_multiple %77, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %79 = arith.muli %76, %c128_i32 : i32
        %80 = tpu.assume_multiple %79, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %81 = arith.muli %76, %c128_i32 : i32
        %82 = tpu.assume_multiple %81, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %83 = arith.muli %76, %c128_i32 : i32
        %84 = tpu.assume_multiple %83, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %85 = tpu.memref_slice %arg9[%63, %78, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<vmem>> -> memref<4x128x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %85[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %87 = vector.shape_cast %86 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %88 = vector.shape_cast %87 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %89 = tpu.memref_slice %arg10[%63, %80, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<vmem>> -> memref<4x128x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %89[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %91 = vector.shape_cast %90 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %92 = vector.shape_cast %91 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %94 = vector.shape_cast %93 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %95 = tpu.matmul %94, %88, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %96 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x512xf32>
        %97 = arith.mulf %95, %96 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %99 = vector.shape_cast %98 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %100 = tpu.matmul %99, %92, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg9[%63, %78, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<vmem>> -> memref<4x128x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %101[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %103 = vector.shape_cast %102 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %104 = vector.shape_cast %103 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %105 = tpu.memref_slice %arg10[%63, %80, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<vmem>> -> memref<4x128x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %105[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %107 = vector.shape_cast %106 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %108 = vector.shape_cast %107 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg7[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %110 = vector.shape_cast %109 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %111 = tpu.matmul %110, %104, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %112 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x512xf32>
        %113 = arith.mulf %111, %112 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg8[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %115 = vector.shape_cast %114 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %116 = tpu.matmul %115, %108, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %117 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %117[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %119 = vector.shape_cast %118 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %120 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %120[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %122 = vector.shape_cast %121 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %123 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %123[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %125 = vector.shape_cast %124 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %126 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %126[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %128 = vector.shape_cast %127 : vector<1x1x128xf32> to vector<1x128xf32>
        %129 = tpu.concatenate %119, %122, %125, %128 in 1 : vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32> -> vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %130 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %131 = arith.mulf %129, %130 : vector<1x512xf32>
        %132 = vector.broadcast %131 : vector<1x512xf32> to vector<256x512xf32>
        %133 = arith.subf %97, %132 : vector<256x512xf32>
        %134 = math.exp2 %133 : vector<256x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %135 = tpu.memref_slice %arg14[%72, %c0_i32, %c0_i32] : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
        %136 = tpu.memref_squeeze %135 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %136[%c0, %c0] : memref<512x128xi8, #tpu.memory_space<vmem>>, vector<256x128xi8>
        %c0_i8 = arith.constant 0 : i8
        %138 = vector.broadcast %c0_i8 : i8 to vector<256x128xi8>
        %139 = arith.cmpi ne, %137, %138 : vector<256x128xi8>
        %140 = tpu.concatenate %139, %139, %139, %139 in 1 : vector<256x128xi1>, vector<256x128xi1>, vector<256x128xi1>, vector<256x128xi1> -> vector<256x512xi1>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %141 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x512xf32>
        %142 = arith.select %140, %134, %141 : vector<256x512xi1>, vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %144 = arith.truncf %142 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %145 = tpu.matmul %144, %92, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %146 = arith.addf %143, %145 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %147 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %148 = vector.shape_cast %147 : vector<256x128xf32> to vector<256x128xf32>
        %149 = vector.shape_cast %146 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg19[%c0, %c0], %149 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %150 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %150[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %152 = vector.shape_cast %151 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %153 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %154 = vector.load %153[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %155 = vector.shape_cast %154 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %156 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %156[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %158 = vector.shape_cast %157 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %159 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %160 = vector.load %159[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %161 = vector.shape_cast %160 : vector<1x1x128xf32> to vector<1x128xf32>
        %162 = tpu.concatenate %152, %155, %158, %161 in 1 : vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32> -> vector<1x512xf32>
        %163 = vector.broadcast %162 : vector<1x512xf32> to vector<256x512xf32>
        %164 = arith.subf %100, %163 : vector<256x512xf32>
        %165 = arith.mulf %142, %164 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %166 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %167 = arith.truncf %165 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %168 = tpu.matmul %167, %88, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %169 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %170 = arith.mulf %168, %169 : vector<256x128xf32>
        %171 = arith.addf %166, %170 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %172 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %173 = vector.shape_cast %172 : vector<256x128xf32> to vector<256x128xf32>
        %174 = vector.shape_cast %171 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %174 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %175 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %176 = vector.shape_cast %175 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %177 = arith.truncf %165 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %178 = tpu.matmul %177, %176, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<256x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %179 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %180 = vector.load %179[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %181 = vector.shape_cast %180 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %182 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %183 = vector.load %182[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %184 = vector.shape_cast %183 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %185 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %186 = vector.load %185[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %187 = vector.shape_cast %186 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %188 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %189 = vector.load %188[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %190 = vector.shape_cast %189 : vector<1x1x128xf32> to vector<1x128xf32>
        %191 = tpu.concatenate %181, %184, %187, %190 in 1 : vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32> -> vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %192 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %193 = arith.mulf %191, %192 : vector<1x512xf32>
        %194 = vector.broadcast %193 : vector<1x512xf32> to vector<256x512xf32>
        %195 = arith.subf %113, %194 : vector<256x512xf32>
        %196 = math.exp2 %195 : vector<256x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %197 = tpu.memref_slice %arg14[%72, %c0_i32, %c0_i32] : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
        %198 = tpu.memref_squeeze %197 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %199 = vector.load %198[%c256, %c0] : memref<512x128xi8, #tpu.memory_space<vmem>>, vector<256x128xi8>
        %c0_i8 = arith.constant 0 : i8
        %200 = vector.broadcast %c0_i8 : i8 to vector<256x128xi8>
        %201 = arith.cmpi ne, %199, %200 : vector<256x128xi8>
        %202 = tpu.concatenate %201, %201, %201, %201 in 1 : vector<256x128xi1>, vector<256x128xi1>, vector<256x128xi1>, vector<256x128xi1> -> vector<256x512xi1>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %203 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x512xf32>
        %204 = arith.select %202, %196, %203 : vector<256x512xi1>, vector<256x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %205 = vector.load %arg19[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %206 = arith.truncf %204 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %207 = tpu.matmul %206, %108, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %208 = arith.addf %205, %207 : vector<256x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %209 = vector.load %arg19[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %210 = vector.shape_cast %209 : vector<256x128xf32> to vector<256x128xf32>
        %211 = vector.shape_cast %208 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg19[%c256, %c0], %211 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %212 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %213 = vector.load %212[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %214 = vector.shape_cast %213 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %215 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %216 = vector.load %215[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %217 = vector.shape_cast %216 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %218 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %219 = vector.load %218[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %220 = vector.shape_cast %219 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %221 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %222 = vector.load %221[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %223 = vector.shape_cast %222 : vector<1x1x128xf32> to vector<1x128xf32>
        %224 = tpu.concatenate %214, %217, %220, %223 in 1 : vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32> -> vector<1x512xf32>
        %225 = vector.broadcast %224 : vector<1x512xf32> to vector<256x512xf32>
        %226 = arith.subf %116, %225 : vector<256x512xf32>
        %227 = arith.mulf %204, %226 : vector<256x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %228 = vector.load %arg18[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %229 = arith.truncf %227 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %230 = tpu.matmul %229, %104, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %231 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %232 = arith.mulf %230, %231 : vector<256x128xf32>
        %233 = arith.addf %228, %232 : vector<256x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %234 = vector.load %arg18[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %235 = vector.shape_cast %234 : vector<256x128xf32> to vector<256x128xf32>
        %236 = vector.shape_cast %233 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg18[%c256, %c0], %236 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %237 = vector.load %arg7[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %238 = vector.shape_cast %237 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %239 = arith.truncf %227 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %240 = tpu.matmul %239, %238, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<256x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %241 = arith.addf %178, %240 : vector<512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %242 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
        %243 = tpu.memref_squeeze %242 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %244 = vector.load %243[%c0, %c0, %c0] : memref<4x128x128xf32, #tpu.memory_space<vmem>>, vector<4x128x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %245 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %246 = arith.mulf %241, %245 : vector<512x128xf32>
        %247 = vector.shape_cast %246 : vector<512x128xf32> to vector<4x128x128xf32>
        %248 = arith.addf %244, %247 : vector<4x128x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %249 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
        %250 = tpu.memref_squeeze %249 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %251 = vector.load %250[%c0, %c0, %c0] : memref<4x128x128xf32, #tpu.memory_space<vmem>>, vector<4x128x128xf32>
        %252 = vector.shape_cast %251 : vector<4x128x128xf32> to vector<4x128x128xf32>
        %253 = vector.shape_cast %248 : vector<4x128x128xf32> to vector<4x128x128xf32>
        tpu.vector_store %250[%c0, %c0, %c0], %253 {strides = array<i32>} : memref<4x128x128xf32, #tpu.memory_space<vmem>>, vector<4x128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %254 = arith.addi %arg26, %c1_i32 : i32
        %c7_i32 = arith.constant 7 : i32
        %255 = arith.minsi %arg25, %c7_i32 : i32
        %256 = arith.index_cast %255 : i32 to index
        %257 = memref.load %arg4[%256] : memref<8xi8, #tpu.memory_space<smem>>
        %258 = arith.extsi %257 : i8 to i32
        %259 = arith.cmpi sge, %254, %258 : i32
        %c1_i32 = arith.constant 1 : i32
        %260 = arith.addi %arg25, %c1_i32 : i32
        %261 = arith.select %259, %260, %arg25 : i32
        %c1_i32 = arith.constant 1 : i32
        %262 = arith.addi %arg26, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %263 = arith.select %259, %c0_i32, %262 : i32
        %c128_i32 = arith.constant 128 : i32
        %264 = arith.muli %76, %c128_i32 : i32
        %265 = tpu.assume_multiple %264, 128 : i32
        %266 = tpu.memref_slice %arg20[%arg27] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %267 = tpu.memref_squeeze %266 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %268 = tpu.memref_slice %arg17[%63, %265, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %269 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
        %270 = tpu.memref_squeeze %269 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%270 : memref<4x128x128xf32, #tpu.memory_space<vmem>>) target(%268 : memref<4x128x128xf32, #tpu.memory_space<any>>) target_semaphore(%267 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %271 = arith.cmpi ne, %arg23, %14 : i32
        %c0_i32 = arith.constant 0 : i32
        %272 = arith.cmpi ne, %arg24, %c0_i32 : i32
        %273 = arith.ori %271, %272 : i1
        %274 = arith.extui %273 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %275 = arith.cmpi ne, %274, %c0_i32 : i32
        scf.if %275 {
          %c0_i32 = arith.constant 0 : i32
          %c128_i32 = arith.constant 128 : i32
          %279 = arith.muli %c0_i32, %c128_i32 : i32
          %280 = tpu.assume_multiple %279, 128 : i32
          %c0_i32 = arith.constant 0 : i32
          %281 = tpu.memref_slice %arg20[%arg29] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %282 = tpu.memref_squeeze %281 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %283 = tpu.memref_slice %arg17[%c0_i32, %280, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %284 = tpu.memref_slice %arg21[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
          %285 = tpu.memref_squeeze %284 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%282 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%285 : memref<4x128x128xf32, #tpu.memory_space<vmem>>) dst(%283 : memref<4x128x128xf32, #tpu.memory_space<any>>)
        } else {
        }
        %276 = arith.cmpi slt, %261, %18 : i32
        %277 = arith.extui %276 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %278 = arith.cmpi ne, %277, %c0_i32 : i32
        scf.if %278 {
          %c0_i32 = arith.constant 0 : i32
          %279 = arith.addi %3, %c0_i32 : i32
          %280 = arith.index_cast %261 : i32 to index
          %281 = memref.load %arg6[%280] : memref<8xi8, #tpu.memory_space<smem>>
          %282 = arith.extsi %281 : i8 to i32
          %283 = arith.index_cast %261 : i32 to index
          %284 = memref.load %arg5[%283] : memref<8xi8, #tpu.memory_space<smem>>
          %285 = arith.extsi %284 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %286 = arith.cmpi eq, %285, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %287 = arith.select %286, %263, %c0_i32 : i32
          %288 = arith.addi %282, %287 : i32
          %289 = arith.index_cast %261 : i32 to index
          %290 = memref.load %arg3[%289] : memref<8xi8, #tpu.memory_space<smem>>
          %291 = arith.extsi %290 : i8 to i32
          %292 = arith.addi %291, %263 : i32
          %c128_i32 = arith.constant 128 : i32
          %293 = arith.muli %292, %c128_i32 : i32
          %294 = tpu.assume_multiple %293, 128 : i32
          %c4_i32 = arith.constant 4 : i32
          %295 = tpu.memref_slice %arg22[%arg29, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %296 = tpu.memref_squeeze %295 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %297 = tpu.memref_slice %arg21[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
          %298 = tpu.memref_squeeze %297 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %299 = tpu.memref_slice %arg17[%279, %294, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%299 : memref<4x128x128xf32, #tpu.memory_space<any>>) target(%298 : memref<4x128x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%296 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %261, %263 : i32, i32
      }
      scf.yield %arg25, %arg26, %55#0, %55#1, %arg28, %arg29, %arg27 : i32, i32, i32, i32, i32, i32, i32
    }
    %36 = arith.cmpi sgt, %18, %14 : i32
    %37 = arith.extui %36 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %38 = arith.cmpi ne, %37, %c0_i32 : i32
    scf.if %38 {
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %49 = arith.muli %c0_i32, %c128_i32 : i32
      %50 = tpu.assume_multiple %49, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg20[%35#6] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %52 = tpu.memref_squeeze %51 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg17[%c0_i32, %50, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg21[%35#6, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
      %55 = tpu.memref_squeeze %54 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
      tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%55 : memref<4x128x128xf32, #tpu.memory_space<vmem>>) dst(%53 : memref<4x128x128xf32, #tpu.memory_space<any>>)
    } else {
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %39 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %40 = arith.truncf %39 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg15[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %42 = vector.shape_cast %41 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %43 = vector.shape_cast %40 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg15[%c0, %c0, %c0], %43 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %44 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %45 = arith.truncf %44 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %46 = vector.load %arg16[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %47 = vector.shape_cast %46 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %48 = vector.shape_cast %45 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg16[%c0, %c0, %c0], %48 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<9xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %6 = arith.remsi %5, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<9xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %6 = arith.remsi %5, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<9xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<9xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<9xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<9xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<9xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: memref<9xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %6 = arith.remsi %5, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_9(%arg0: i32, %arg1: i32, %arg2: memref<9xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %6 = arith.remsi %5, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
}
