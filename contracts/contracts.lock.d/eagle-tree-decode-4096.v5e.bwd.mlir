module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>, %arg3: tensor<2xi8>, %arg4: tensor<2xi8>, %arg5: tensor<1x128x512xi8>, %arg6: tensor<9xi8>, %arg7: tensor<8xi8>, %arg8: tensor<8xi8>, %arg9: tensor<8xi8>, %arg10: tensor<8xi8>, %arg11: tensor<1x512x128xi8>, %arg12: tensor<32x128x128xbf16>, %arg13: tensor<8x4096x128xbf16>, %arg14: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result[0]"}, tensor<32x128x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:d2dda6cce35d3ee3dcf515f42cadfcec65d07f4d50be3717d5c5ec9994b5ef4a\22, \22cost_estimate\22: {\22bytes_accessed\22: 19398656, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> (tensor<32x128x128xbf16>, tensor<32x1x128xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x128x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x128x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128x128xf32>
    %10:3 = stablehlo.custom_call @tpu_custom_call(%arg6, %arg7, %arg8, %arg9, %arg10, %1, %2, %0, %3#0, %3#1, %8, %9, %arg11) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:f59d64ec99a7be3ff3b1b8fd1d578382f590263376c682f2c3e6753b0caa9fd5\22, \22cost_estimate\22: {\22bytes_accessed\22: 84410368, \22flops\22: 21474836480, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 11}], \22needs_layout_passes\22: true, \22output_memory_space_colors\22: [{\22color\22: 0, \22shape_index\22: [2]}], \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 11, operand_tuple_indices = []>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<9xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<32x128x128xf32>, tensor<1x512x128xi8>) -> (tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<32x128x128xf32>)
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

// ---- kernel sparse_cli_fwd sha256:d2dda6cce35d3ee3dcf515f42cadfcec65d07f4d50be3717d5c5ec9994b5ef4a
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
    %45 = arith.cmpf ogt, %43, %44 : vector<512x128xf32>
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

// ---- kernel sparse_cli_dkv sha256:f59d64ec99a7be3ff3b1b8fd1d578382f590263376c682f2c3e6753b0caa9fd5
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
        %93 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %94 = vector.shape_cast %93 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %95 = tpu.matmul %94, %88, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %96 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %97 = arith.mulf %95, %96 : vector<512x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %98 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %98[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %100 = vector.shape_cast %99 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %101[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %103 = vector.shape_cast %102 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %104 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %104[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %106 = vector.shape_cast %105 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %107[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %109 = vector.shape_cast %108 : vector<1x1x128xf32> to vector<1x128xf32>
        %110 = tpu.concatenate %100, %103, %106, %109 in 1 : vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32> -> vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %111 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %112 = arith.mulf %110, %111 : vector<1x512xf32>
        %113 = vector.broadcast %112 : vector<1x512xf32> to vector<512x512xf32>
        %114 = arith.subf %97, %113 : vector<512x512xf32>
        %115 = math.exp2 %114 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %117 = arith.truncf %115 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %118 = tpu.matmul %117, %92, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %119 = arith.addf %116, %118 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %121 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        %122 = vector.shape_cast %119 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg19[%c0, %c0], %122 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %124 = vector.shape_cast %123 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %125 = tpu.matmul %124, %92, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %126 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %126[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %128 = vector.shape_cast %127 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %129 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %129[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %131 = vector.shape_cast %130 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %132 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %132[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %134 = vector.shape_cast %133 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %135 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %135[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %137 = vector.shape_cast %136 : vector<1x1x128xf32> to vector<1x128xf32>
        %138 = tpu.concatenate %128, %131, %134, %137 in 1 : vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32> -> vector<1x512xf32>
        %139 = vector.broadcast %138 : vector<1x512xf32> to vector<512x512xf32>
        %140 = arith.subf %125, %139 : vector<512x512xf32>
        %141 = arith.mulf %115, %140 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %143 = arith.truncf %141 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %144 = tpu.matmul %143, %88, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %145 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %146 = arith.mulf %144, %145 : vector<512x128xf32>
        %147 = arith.addf %142, %146 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %149 = vector.shape_cast %148 : vector<512x128xf32> to vector<512x128xf32>
        %150 = vector.shape_cast %147 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %150 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %151 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
        %152 = tpu.memref_squeeze %151 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %153 = vector.load %152[%c0, %c0, %c0] : memref<4x128x128xf32, #tpu.memory_space<vmem>>, vector<4x128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %154 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %155 = vector.shape_cast %154 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %156 = arith.truncf %141 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %157 = tpu.matmul %156, %155, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %158 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %159 = arith.mulf %157, %158 : vector<512x128xf32>
        %160 = vector.shape_cast %159 : vector<512x128xf32> to vector<4x128x128xf32>
        %161 = arith.addf %153, %160 : vector<4x128x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %162 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
        %163 = tpu.memref_squeeze %162 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %164 = vector.load %163[%c0, %c0, %c0] : memref<4x128x128xf32, #tpu.memory_space<vmem>>, vector<4x128x128xf32>
        %165 = vector.shape_cast %164 : vector<4x128x128xf32> to vector<4x128x128xf32>
        %166 = vector.shape_cast %161 : vector<4x128x128xf32> to vector<4x128x128xf32>
        tpu.vector_store %163[%c0, %c0, %c0], %166 {strides = array<i32>} : memref<4x128x128xf32, #tpu.memory_space<vmem>>, vector<4x128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %167 = arith.addi %arg26, %c1_i32 : i32
        %c7_i32 = arith.constant 7 : i32
        %168 = arith.minsi %arg25, %c7_i32 : i32
        %169 = arith.index_cast %168 : i32 to index
        %170 = memref.load %arg4[%169] : memref<8xi8, #tpu.memory_space<smem>>
        %171 = arith.extsi %170 : i8 to i32
        %172 = arith.cmpi sge, %167, %171 : i32
        %c1_i32 = arith.constant 1 : i32
        %173 = arith.addi %arg25, %c1_i32 : i32
        %174 = arith.select %172, %173, %arg25 : i32
        %c1_i32 = arith.constant 1 : i32
        %175 = arith.addi %arg26, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %176 = arith.select %172, %c0_i32, %175 : i32
        %c128_i32 = arith.constant 128 : i32
        %177 = arith.muli %76, %c128_i32 : i32
        %178 = tpu.assume_multiple %177, 128 : i32
        %179 = tpu.memref_slice %arg20[%arg27] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %180 = tpu.memref_squeeze %179 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %181 = tpu.memref_slice %arg17[%63, %178, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %182 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
        %183 = tpu.memref_squeeze %182 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%183 : memref<4x128x128xf32, #tpu.memory_space<vmem>>) target(%181 : memref<4x128x128xf32, #tpu.memory_space<any>>) target_semaphore(%180 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %184 = arith.cmpi ne, %arg23, %14 : i32
        %c0_i32 = arith.constant 0 : i32
        %185 = arith.cmpi ne, %arg24, %c0_i32 : i32
        %186 = arith.ori %184, %185 : i1
        %187 = arith.extui %186 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %188 = arith.cmpi ne, %187, %c0_i32 : i32
        scf.if %188 {
          %c0_i32 = arith.constant 0 : i32
          %c128_i32 = arith.constant 128 : i32
          %192 = arith.muli %c0_i32, %c128_i32 : i32
          %193 = tpu.assume_multiple %192, 128 : i32
          %c0_i32 = arith.constant 0 : i32
          %194 = tpu.memref_slice %arg20[%arg29] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %195 = tpu.memref_squeeze %194 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %196 = tpu.memref_slice %arg17[%c0_i32, %193, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %197 = tpu.memref_slice %arg21[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
          %198 = tpu.memref_squeeze %197 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%195 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%198 : memref<4x128x128xf32, #tpu.memory_space<vmem>>) dst(%196 : memref<4x128x128xf32, #tpu.memory_space<any>>)
        } else {
        }
        %189 = arith.cmpi slt, %174, %18 : i32
        %190 = arith.extui %189 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %191 = arith.cmpi ne, %190, %c0_i32 : i32
        scf.if %191 {
          %c0_i32 = arith.constant 0 : i32
          %192 = arith.addi %3, %c0_i32 : i32
          %193 = arith.index_cast %174 : i32 to index
          %194 = memref.load %arg6[%193] : memref<8xi8, #tpu.memory_space<smem>>
          %195 = arith.extsi %194 : i8 to i32
          %196 = arith.index_cast %174 : i32 to index
          %197 = memref.load %arg5[%196] : memref<8xi8, #tpu.memory_space<smem>>
          %198 = arith.extsi %197 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %199 = arith.cmpi eq, %198, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %200 = arith.select %199, %176, %c0_i32 : i32
          %201 = arith.addi %195, %200 : i32
          %202 = arith.index_cast %174 : i32 to index
          %203 = memref.load %arg3[%202] : memref<8xi8, #tpu.memory_space<smem>>
          %204 = arith.extsi %203 : i8 to i32
          %205 = arith.addi %204, %176 : i32
          %c128_i32 = arith.constant 128 : i32
          %206 = arith.muli %205, %c128_i32 : i32
          %207 = tpu.assume_multiple %206, 128 : i32
          %c4_i32 = arith.constant 4 : i32
          %208 = tpu.memref_slice %arg22[%arg29, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %209 = tpu.memref_squeeze %208 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %210 = tpu.memref_slice %arg21[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
          %211 = tpu.memref_squeeze %210 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %212 = tpu.memref_slice %arg17[%192, %207, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%212 : memref<4x128x128xf32, #tpu.memory_space<any>>) target(%211 : memref<4x128x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%209 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %174, %176 : i32, i32
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
        %93 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %94 = vector.shape_cast %93 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %95 = tpu.matmul %94, %88, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %96 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %97 = arith.mulf %95, %96 : vector<512x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %98 = tpu.memref_slice %arg14[%72, %c0_i32, %c0_i32] : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
        %99 = tpu.memref_squeeze %98 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %99[%c0, %c0] : memref<512x128xi8, #tpu.memory_space<vmem>>, vector<512x128xi8>
        %c0_i8 = arith.constant 0 : i8
        %101 = vector.broadcast %c0_i8 : i8 to vector<512x128xi8>
        %102 = arith.cmpi ne, %100, %101 : vector<512x128xi8>
        %103 = tpu.concatenate %102, %102, %102, %102 in 1 : vector<512x128xi1>, vector<512x128xi1>, vector<512x128xi1>, vector<512x128xi1> -> vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %104 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %104[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %106 = vector.shape_cast %105 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %107[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %109 = vector.shape_cast %108 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %110 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %110[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %112 = vector.shape_cast %111 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %113 = tpu.memref_slice %arg11[%63, %c0_i32, %82] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %113[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %115 = vector.shape_cast %114 : vector<1x1x128xf32> to vector<1x128xf32>
        %116 = tpu.concatenate %106, %109, %112, %115 in 1 : vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32> -> vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %117 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %118 = arith.mulf %116, %117 : vector<1x512xf32>
        %119 = vector.broadcast %118 : vector<1x512xf32> to vector<512x512xf32>
        %120 = arith.subf %97, %119 : vector<512x512xf32>
        %121 = math.exp2 %120 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %122 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %123 = arith.select %103, %121, %122 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %125 = arith.truncf %123 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %126 = tpu.matmul %125, %92, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %127 = arith.addf %124, %126 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %129 = vector.shape_cast %128 : vector<512x128xf32> to vector<512x128xf32>
        %130 = vector.shape_cast %127 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg19[%c0, %c0], %130 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %132 = vector.shape_cast %131 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %133 = tpu.matmul %132, %92, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %134 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %134[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %136 = vector.shape_cast %135 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %137 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %137[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %139 = vector.shape_cast %138 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %140 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %141 = vector.load %140[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %142 = vector.shape_cast %141 : vector<1x1x128xf32> to vector<1x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %143 = tpu.memref_slice %arg12[%63, %c0_i32, %84] : memref<32x1x128xf32, #tpu.memory_space<vmem>> -> memref<4x1x128xf32, #tpu.memory_space<vmem>>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %143[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %145 = vector.shape_cast %144 : vector<1x1x128xf32> to vector<1x128xf32>
        %146 = tpu.concatenate %136, %139, %142, %145 in 1 : vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32>, vector<1x128xf32> -> vector<1x512xf32>
        %147 = vector.broadcast %146 : vector<1x512xf32> to vector<512x512xf32>
        %148 = arith.subf %133, %147 : vector<512x512xf32>
        %149 = arith.mulf %123, %148 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %150 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %151 = arith.truncf %149 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %152 = tpu.matmul %151, %88, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %153 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %154 = arith.mulf %152, %153 : vector<512x128xf32>
        %155 = arith.addf %150, %154 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %156 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %157 = vector.shape_cast %156 : vector<512x128xf32> to vector<512x128xf32>
        %158 = vector.shape_cast %155 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %158 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %159 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
        %160 = tpu.memref_squeeze %159 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %161 = vector.load %160[%c0, %c0, %c0] : memref<4x128x128xf32, #tpu.memory_space<vmem>>, vector<4x128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %162 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %163 = vector.shape_cast %162 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %164 = arith.truncf %149 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %165 = tpu.matmul %164, %163, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %166 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %167 = arith.mulf %165, %166 : vector<512x128xf32>
        %168 = vector.shape_cast %167 : vector<512x128xf32> to vector<4x128x128xf32>
        %169 = arith.addf %161, %168 : vector<4x128x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %170 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
        %171 = tpu.memref_squeeze %170 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %172 = vector.load %171[%c0, %c0, %c0] : memref<4x128x128xf32, #tpu.memory_space<vmem>>, vector<4x128x128xf32>
        %173 = vector.shape_cast %172 : vector<4x128x128xf32> to vector<4x128x128xf32>
        %174 = vector.shape_cast %169 : vector<4x128x128xf32> to vector<4x128x128xf32>
        tpu.vector_store %171[%c0, %c0, %c0], %174 {strides = array<i32>} : memref<4x128x128xf32, #tpu.memory_space<vmem>>, vector<4x128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %175 = arith.addi %arg26, %c1_i32 : i32
        %c7_i32 = arith.constant 7 : i32
        %176 = arith.minsi %arg25, %c7_i32 : i32
        %177 = arith.index_cast %176 : i32 to index
        %178 = memref.load %arg4[%177] : memref<8xi8, #tpu.memory_space<smem>>
        %179 = arith.extsi %178 : i8 to i32
        %180 = arith.cmpi sge, %175, %179 : i32
        %c1_i32 = arith.constant 1 : i32
        %181 = arith.addi %arg25, %c1_i32 : i32
        %182 = arith.select %180, %181, %arg25 : i32
        %c1_i32 = arith.constant 1 : i32
        %183 = arith.addi %arg26, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %184 = arith.select %180, %c0_i32, %183 : i32
        %c128_i32 = arith.constant 128 : i32
        %185 = arith.muli %76, %c128_i32 : i32
        %186 = tpu.assume_multiple %185, 128 : i32
        %187 = tpu.memref_slice %arg20[%arg27] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %188 = tpu.memref_squeeze %187 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %189 = tpu.memref_slice %arg17[%63, %186, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %190 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
        %191 = tpu.memref_squeeze %190 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%191 : memref<4x128x128xf32, #tpu.memory_space<vmem>>) target(%189 : memref<4x128x128xf32, #tpu.memory_space<any>>) target_semaphore(%188 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %192 = arith.cmpi ne, %arg23, %14 : i32
        %c0_i32 = arith.constant 0 : i32
        %193 = arith.cmpi ne, %arg24, %c0_i32 : i32
        %194 = arith.ori %192, %193 : i1
        %195 = arith.extui %194 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %196 = arith.cmpi ne, %195, %c0_i32 : i32
        scf.if %196 {
          %c0_i32 = arith.constant 0 : i32
          %c128_i32 = arith.constant 128 : i32
          %200 = arith.muli %c0_i32, %c128_i32 : i32
          %201 = tpu.assume_multiple %200, 128 : i32
          %c0_i32 = arith.constant 0 : i32
          %202 = tpu.memref_slice %arg20[%arg29] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %203 = tpu.memref_squeeze %202 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %204 = tpu.memref_slice %arg17[%c0_i32, %201, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %205 = tpu.memref_slice %arg21[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
          %206 = tpu.memref_squeeze %205 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%203 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%206 : memref<4x128x128xf32, #tpu.memory_space<vmem>>) dst(%204 : memref<4x128x128xf32, #tpu.memory_space<any>>)
        } else {
        }
        %197 = arith.cmpi slt, %182, %18 : i32
        %198 = arith.extui %197 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %199 = arith.cmpi ne, %198, %c0_i32 : i32
        scf.if %199 {
          %c0_i32 = arith.constant 0 : i32
          %200 = arith.addi %3, %c0_i32 : i32
          %201 = arith.index_cast %182 : i32 to index
          %202 = memref.load %arg6[%201] : memref<8xi8, #tpu.memory_space<smem>>
          %203 = arith.extsi %202 : i8 to i32
          %204 = arith.index_cast %182 : i32 to index
          %205 = memref.load %arg5[%204] : memref<8xi8, #tpu.memory_space<smem>>
          %206 = arith.extsi %205 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %207 = arith.cmpi eq, %206, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %208 = arith.select %207, %184, %c0_i32 : i32
          %209 = arith.addi %203, %208 : i32
          %210 = arith.index_cast %182 : i32 to index
          %211 = memref.load %arg3[%210] : memref<8xi8, #tpu.memory_space<smem>>
          %212 = arith.extsi %211 : i8 to i32
          %213 = arith.addi %212, %184 : i32
          %c128_i32 = arith.constant 128 : i32
          %214 = arith.muli %213, %c128_i32 : i32
          %215 = tpu.assume_multiple %214, 128 : i32
          %c4_i32 = arith.constant 4 : i32
          %216 = tpu.memref_slice %arg22[%arg29, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %217 = tpu.memref_squeeze %216 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %218 = tpu.memref_slice %arg21[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x4x128x128xf32, #tpu.memory_space<vmem>>
          %219 = tpu.memref_squeeze %218 : memref<1x4x128x128xf32, #tpu.memory_space<vmem>> -> memref<4x128x128xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %220 = tpu.memref_slice %arg17[%200, %215, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<4x128x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%220 : memref<4x128x128xf32, #tpu.memory_space<any>>) target(%219 : memref<4x128x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%217 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %182, %184 : i32, i32
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
