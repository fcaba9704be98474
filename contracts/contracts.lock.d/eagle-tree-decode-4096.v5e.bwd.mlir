module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>, %arg3: tensor<2xi8>, %arg4: tensor<2xi8>, %arg5: tensor<1x128x512xi8>, %arg6: tensor<9xi8>, %arg7: tensor<8xi8>, %arg8: tensor<8xi8>, %arg9: tensor<8xi8>, %arg10: tensor<8xi8>, %arg11: tensor<1x512x128xi8>, %arg12: tensor<32x128x128xbf16>, %arg13: tensor<8x4096x128xbf16>, %arg14: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result[0]"}, tensor<32x128x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:61b108055946f279a3d86ae984512e9510bfeb54d4bfa16ff4891188b92e8ffd\22, \22cost_estimate\22: {\22bytes_accessed\22: 19398656, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> (tensor<32x128x128xbf16>, tensor<32x1x128xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x128x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x128x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128x128xf32>
    %10:3 = stablehlo.custom_call @tpu_custom_call(%arg6, %arg7, %arg8, %arg9, %arg10, %1, %2, %0, %3#0, %3#1, %8, %9, %arg11) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ea6ffffd260d542d8f953933593514de7d750a07d4b88b63c95ac08c4986d629\22, \22cost_estimate\22: {\22bytes_accessed\22: 85983232, \22flops\22: 21474836480, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 11}], \22needs_layout_passes\22: true, \22output_memory_space_colors\22: [{\22color\22: 0, \22shape_index\22: [2]}], \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 11, operand_tuple_indices = []>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<9xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<32x128x128xf32>, tensor<1x512x128xi8>) -> (tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<32x128x128xf32>)
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

// ---- kernel sparse_cli_fwd sha256:61b108055946f279a3d86ae984512e9510bfeb54d4bfa16ff4891188b92e8ffd
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
      %85 = arith.addi %2, %c0_i32 : i32
      %86 = arith.index_cast %17 : i32 to index
      %87 = memref.load %arg3[%86] : memref<2xi8, #tpu.memory_space<smem>>
      %88 = arith.extsi %87 : i8 to i32
      %89 = arith.addi %88, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %90 = arith.divsi %85, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %91 = arith.muli %89, %c512_i32 : i32
      %92 = tpu.assume_multiple %91, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %93 = tpu.memref_slice %arg17[%c0_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %97 = tpu.memref_slice %arg9[%90, %92, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%98 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%96 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %85 = arith.addi %2, %c0_i32 : i32
      %86 = arith.index_cast %32 : i32 to index
      %87 = memref.load %arg3[%86] : memref<2xi8, #tpu.memory_space<smem>>
      %88 = arith.extsi %87 : i8 to i32
      %89 = arith.addi %88, %34 : i32
      %c4_i32 = arith.constant 4 : i32
      %90 = arith.divsi %85, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %91 = arith.muli %89, %c512_i32 : i32
      %92 = tpu.assume_multiple %91, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %93 = tpu.memref_slice %arg17[%c1_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %97 = tpu.memref_slice %arg9[%90, %92, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%98 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%96 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %38:7 = scf.while (%arg18 = %17, %arg19 = %c0_i32, %arg20 = %32, %arg21 = %34, %arg22 = %c0_i32, %arg23 = %c1_i32, %arg24 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %85 = arith.cmpi slt, %arg18, %21 : i32
      scf.condition(%85) %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32):
      %85 = arith.index_cast %arg18 : i32 to index
      %86 = memref.load %arg5[%85] : memref<2xi8, #tpu.memory_space<smem>>
      %87 = arith.extsi %86 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %88 = arith.cmpi eq, %87, %c2_i32 : i32
      %89 = arith.extui %88 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %90 = arith.cmpi ne, %89, %c0_i32 : i32
      %91:2 = scf.if %90 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %92 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %93 = arith.muli %c0_i32, %c512_i32 : i32
        %94 = tpu.assume_multiple %93, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %95 = tpu.memref_slice %arg17[%arg22, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %96 = tpu.memref_squeeze %95 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %99 = tpu.memref_slice %arg9[%92, %94, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %100 = tpu.memref_squeeze %99 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%96 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%100 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%98 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %101 = arith.addi %2, %c0_i32 : i32
        %102 = arith.index_cast %arg18 : i32 to index
        %103 = memref.load %arg6[%102] : memref<2xi8, #tpu.memory_space<smem>>
        %104 = arith.extsi %103 : i8 to i32
        %105 = arith.index_cast %arg18 : i32 to index
        %106 = memref.load %arg5[%105] : memref<2xi8, #tpu.memory_space<smem>>
        %107 = arith.extsi %106 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %108 = arith.cmpi eq, %107, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = arith.select %108, %arg19, %c0_i32 : i32
        %110 = arith.addi %104, %109 : i32
        %111 = arith.index_cast %arg18 : i32 to index
        %112 = memref.load %arg3[%111] : memref<2xi8, #tpu.memory_space<smem>>
        %113 = arith.extsi %112 : i8 to i32
        %114 = arith.addi %113, %arg19 : i32
        %c4_i32 = arith.constant 4 : i32
        %115 = arith.divsi %101, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %116 = arith.muli %114, %c512_i32 : i32
        %117 = tpu.assume_multiple %116, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg7[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %119 = vector.shape_cast %118 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %120 = vector.shape_cast %119 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %121 = tpu.memref_slice %arg8[%115, %117, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %122 = tpu.memref_squeeze %121 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %122[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %124 = vector.shape_cast %123 : vector<512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %125 = tpu.matmul %120, %124, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %126 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %127 = arith.mulf %125, %126 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %129 = vector.multi_reduction <maximumf>, %127, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %130 = vector.shape_cast %129 : vector<512xf32> to vector<512x1xf32>
        %131 = vector.broadcast %130 : vector<512x1xf32> to vector<512x128xf32>
        %132 = arith.maximumf %128, %131 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %133 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %134 = arith.maximumf %132, %133 : vector<512x128xf32>
        %135 = tpu.concatenate %134, %134, %134, %134 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %136 = arith.subf %127, %135 : vector<512x512xf32>
        %137 = math.exp2 %136 : vector<512x512xf32>
        %138 = arith.subf %128, %134 : vector<512x128xf32>
        %139 = math.exp2 %138 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %141 = arith.mulf %139, %140 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %142 = vector.multi_reduction <add>, %137, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %143 = vector.shape_cast %142 : vector<512xf32> to vector<512x1xf32>
        %144 = vector.broadcast %143 : vector<512x1xf32> to vector<512x128xf32>
        %145 = arith.addf %141, %144 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %147 = vector.shape_cast %146 : vector<512x128xf32> to vector<512x128xf32>
        %148 = vector.shape_cast %145 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %148 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %149 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %150 = vector.load %arg16[%149, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %151 = vector.shape_cast %150 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %152 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %153 = arith.mulf %139, %152 : vector<512x128xf32>
        %154 = arith.truncf %137 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %155 = tpu.matmul %154, %151, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %156 = arith.addf %153, %155 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %158 = vector.shape_cast %157 : vector<512x128xf32> to vector<512x128xf32>
        %159 = vector.shape_cast %156 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %159 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %161 = vector.shape_cast %160 : vector<512x128xf32> to vector<512x128xf32>
        %162 = vector.shape_cast %132 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %162 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %163 = arith.addi %arg21, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %164 = arith.minsi %arg20, %c1_i32 : i32
        %165 = arith.index_cast %164 : i32 to index
        %166 = memref.load %arg4[%165] : memref<2xi8, #tpu.memory_space<smem>>
        %167 = arith.extsi %166 : i8 to i32
        %168 = arith.cmpi sge, %163, %167 : i32
        %c1_i32 = arith.constant 1 : i32
        %169 = arith.addi %arg20, %c1_i32 : i32
        %170 = arith.select %168, %169, %arg20 : i32
        %c1_i32 = arith.constant 1 : i32
        %171 = arith.addi %arg21, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %172 = arith.select %168, %c0_i32, %171 : i32
        %173 = arith.cmpi slt, %170, %21 : i32
        %174 = arith.extui %173 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %175 = arith.cmpi ne, %174, %c0_i32 : i32
        scf.if %175 {
          %c0_i32 = arith.constant 0 : i32
          %176 = arith.addi %2, %c0_i32 : i32
          %177 = arith.index_cast %170 : i32 to index
          %178 = memref.load %arg6[%177] : memref<2xi8, #tpu.memory_space<smem>>
          %179 = arith.extsi %178 : i8 to i32
          %180 = arith.index_cast %170 : i32 to index
          %181 = memref.load %arg5[%180] : memref<2xi8, #tpu.memory_space<smem>>
          %182 = arith.extsi %181 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %183 = arith.cmpi eq, %182, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %184 = arith.select %183, %172, %c0_i32 : i32
          %185 = arith.addi %179, %184 : i32
          %186 = arith.index_cast %170 : i32 to index
          %187 = memref.load %arg3[%186] : memref<2xi8, #tpu.memory_space<smem>>
          %188 = arith.extsi %187 : i8 to i32
          %189 = arith.addi %188, %172 : i32
          %c4_i32 = arith.constant 4 : i32
          %190 = arith.divsi %176, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %191 = arith.muli %189, %c512_i32 : i32
          %192 = tpu.assume_multiple %191, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %193 = tpu.memref_slice %arg17[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %194 = tpu.memref_squeeze %193 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %195 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %196 = tpu.memref_squeeze %195 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %197 = tpu.memref_slice %arg9[%190, %192, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %198 = tpu.memref_squeeze %197 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%198 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%196 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%194 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %170, %172 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %92 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %93 = arith.muli %c0_i32, %c512_i32 : i32
        %94 = tpu.assume_multiple %93, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %95 = tpu.memref_slice %arg17[%arg22, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %96 = tpu.memref_squeeze %95 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %99 = tpu.memref_slice %arg9[%92, %94, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %100 = tpu.memref_squeeze %99 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%96 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%100 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%98 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %101 = arith.addi %2, %c0_i32 : i32
        %102 = arith.index_cast %arg18 : i32 to index
        %103 = memref.load %arg6[%102] : memref<2xi8, #tpu.memory_space<smem>>
        %104 = arith.extsi %103 : i8 to i32
        %105 = arith.index_cast %arg18 : i32 to index
        %106 = memref.load %arg5[%105] : memref<2xi8, #tpu.memory_space<smem>>
        %107 = arith.extsi %106 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %108 = arith.cmpi eq, %107, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = arith.select %108, %arg19, %c0_i32 : i32
        %110 = arith.addi %104, %109 : i32
        %111 = arith.index_cast %arg18 : i32 to index
        %112 = memref.load %arg3[%111] : memref<2xi8, #tpu.memory_space<smem>>
        %113 = arith.extsi %112 : i8 to i32
        %114 = arith.addi %113, %arg19 : i32
        %c4_i32 = arith.constant 4 : i32
        %115 = arith.divsi %101, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %116 = arith.muli %114, %c512_i32 : i32
        %117 = tpu.assume_multiple %116, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg7[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %119 = vector.shape_cast %118 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %120 = vector.shape_cast %119 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %121 = tpu.memref_slice %arg8[%115, %117, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %122 = tpu.memref_squeeze %121 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %122[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %124 = vector.shape_cast %123 : vector<512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %125 = tpu.matmul %120, %124, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %126 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %127 = arith.mulf %125, %126 : vector<512x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %128 = tpu.memref_slice %arg10[%110, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %129 = tpu.memref_squeeze %128 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %129[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %131 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %132 = arith.cmpi ne, %130, %131 : vector<128x512xi8>
        %133 = vector.shape_cast %127 : vector<512x512xf32> to vector<4x128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %134 = vector.shape_cast %132 : vector<128x512xi1> to vector<1x128x512xi1>
        %135 = vector.broadcast %134 : vector<1x128x512xi1> to vector<4x128x512xi1>
        %136 = vector.broadcast %cst_xbef082 : f32 to vector<4x128x512xf32>
        %137 = arith.select %135, %133, %136 : vector<4x128x512xi1>, vector<4x128x512xf32>
        %138 = vector.shape_cast %137 : vector<4x128x512xf32> to vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %140 = vector.multi_reduction <maximumf>, %138, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %141 = vector.shape_cast %140 : vector<512xf32> to vector<512x1xf32>
        %142 = vector.broadcast %141 : vector<512x1xf32> to vector<512x128xf32>
        %143 = arith.maximumf %139, %142 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %144 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %145 = arith.maximumf %143, %144 : vector<512x128xf32>
        %146 = tpu.concatenate %145, %145, %145, %145 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %147 = arith.subf %138, %146 : vector<512x512xf32>
        %148 = math.exp2 %147 : vector<512x512xf32>
        %149 = arith.subf %139, %145 : vector<512x128xf32>
        %150 = math.exp2 %149 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %152 = arith.mulf %150, %151 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %153 = vector.multi_reduction <add>, %148, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %154 = vector.shape_cast %153 : vector<512xf32> to vector<512x1xf32>
        %155 = vector.broadcast %154 : vector<512x1xf32> to vector<512x128xf32>
        %156 = arith.addf %152, %155 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %158 = vector.shape_cast %157 : vector<512x128xf32> to vector<512x128xf32>
        %159 = vector.shape_cast %156 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %159 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %160 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %161 = vector.load %arg16[%160, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %162 = vector.shape_cast %161 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %164 = arith.mulf %150, %163 : vector<512x128xf32>
        %165 = arith.truncf %148 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %166 = tpu.matmul %165, %162, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %167 = arith.addf %164, %166 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %168 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %169 = vector.shape_cast %168 : vector<512x128xf32> to vector<512x128xf32>
        %170 = vector.shape_cast %167 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %170 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %171 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %172 = vector.shape_cast %171 : vector<512x128xf32> to vector<512x128xf32>
        %173 = vector.shape_cast %143 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %173 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %174 = arith.addi %arg21, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %175 = arith.minsi %arg20, %c1_i32 : i32
        %176 = arith.index_cast %175 : i32 to index
        %177 = memref.load %arg4[%176] : memref<2xi8, #tpu.memory_space<smem>>
        %178 = arith.extsi %177 : i8 to i32
        %179 = arith.cmpi sge, %174, %178 : i32
        %c1_i32 = arith.constant 1 : i32
        %180 = arith.addi %arg20, %c1_i32 : i32
        %181 = arith.select %179, %180, %arg20 : i32
        %c1_i32 = arith.constant 1 : i32
        %182 = arith.addi %arg21, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %183 = arith.select %179, %c0_i32, %182 : i32
        %184 = arith.cmpi slt, %181, %21 : i32
        %185 = arith.extui %184 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %186 = arith.cmpi ne, %185, %c0_i32 : i32
        scf.if %186 {
          %c0_i32 = arith.constant 0 : i32
          %187 = arith.addi %2, %c0_i32 : i32
          %188 = arith.index_cast %181 : i32 to index
          %189 = memref.load %arg6[%188] : memref<2xi8, #tpu.memory_space<smem>>
          %190 = arith.extsi %189 : i8 to i32
          %191 = arith.index_cast %181 : i32 to index
          %192 = memref.load %arg5[%191] : memref<2xi8, #tpu.memory_space<smem>>
          %193 = arith.extsi %192 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %194 = arith.cmpi eq, %193, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %195 = arith.select %194, %183, %c0_i32 : i32
          %196 = arith.addi %190, %195 : i32
          %197 = arith.index_cast %181 : i32 to index
          %198 = memref.load %arg3[%197] : memref<2xi8, #tpu.memory_space<smem>>
          %199 = arith.extsi %198 : i8 to i32
          %200 = arith.addi %199, %183 : i32
          %c4_i32 = arith.constant 4 : i32
          %201 = arith.divsi %187, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %202 = arith.muli %200, %c512_i32 : i32
          %203 = tpu.assume_multiple %202, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %204 = tpu.memref_slice %arg17[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %205 = tpu.memref_squeeze %204 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %206 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %207 = tpu.memref_squeeze %206 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %208 = tpu.memref_slice %arg9[%201, %203, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %209 = tpu.memref_squeeze %208 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%209 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%207 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%205 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %181, %183 : i32, i32
      }
      scf.yield %arg20, %arg21, %91#0, %91#1, %arg23, %arg24, %arg22 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %39 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %40 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %41 = arith.cmpf ogt, %39, %40 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %42 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %43 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %44 = arith.select %41, %39, %43 : vector<512x128xi1>, vector<512x128xf32>
    %45 = arith.divf %42, %44 : vector<512x128xf32>
    %46 = arith.truncf %45 : vector<512x128xf32> to vector<512x128xbf16>
    %47 = vector.shape_cast %46 : vector<512x128xbf16> to vector<4x128x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg11[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %47 {strides = array<i32>} : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %49 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %50 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %51 = arith.select %41, %39, %50 : vector<512x128xi1>, vector<512x128xf32>
    %52 = math.log %51 : vector<512x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %53 = math.log %cst_x481f63 : f32
    %54 = vector.broadcast %53 : f32 to vector<512x128xf32>
    %55 = arith.divf %52, %54 : vector<512x128xf32>
    %56 = arith.addf %49, %55 : vector<512x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %57 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x128xf32>
    %58 = arith.divf %56, %57 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %59 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %60 = arith.select %41, %58, %59 : vector<512x128xi1>, vector<512x128xf32>
    %61 = vector.extract_strided_slice %60 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<512x128xf32> to vector<128x128xf32>
    %62 = tpu.transpose %61, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %63 = vector.extract_strided_slice %62 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %64 = vector.load %arg12[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %65 = vector.shape_cast %64 : vector<1x1x128xf32> to vector<1x128xf32>
    %66 = vector.shape_cast %63 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c0, %c0, %c0], %66 {strides = array<i32>} : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    %67 = vector.extract_strided_slice %60 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<512x128xf32> to vector<128x128xf32>
    %68 = tpu.transpose %67, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %69 = vector.extract_strided_slice %68 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %70 = vector.load %arg12[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %71 = vector.shape_cast %70 : vector<1x1x128xf32> to vector<1x128xf32>
    %72 = vector.shape_cast %69 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c1, %c0, %c0], %72 {strides = array<i32>} : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    %73 = vector.extract_strided_slice %60 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<512x128xf32> to vector<128x128xf32>
    %74 = tpu.transpose %73, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %75 = vector.extract_strided_slice %74 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %76 = vector.load %arg12[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %77 = vector.shape_cast %76 : vector<1x1x128xf32> to vector<1x128xf32>
    %78 = vector.shape_cast %75 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c2, %c0, %c0], %78 {strides = array<i32>} : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    %79 = vector.extract_strided_slice %60 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<512x128xf32> to vector<128x128xf32>
    %80 = tpu.transpose %79, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %81 = vector.extract_strided_slice %80 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %82 = vector.load %arg12[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %83 = vector.shape_cast %82 : vector<1x1x128xf32> to vector<1x128xf32>
    %84 = vector.shape_cast %81 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c3, %c0, %c0], %84 {strides = array<i32>} : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
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

// ---- kernel sparse_cli_dkv sha256:ea6ffffd260d542d8f953933593514de7d750a07d4b88b63c95ac08c4986d629
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<32x128x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<32x128x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<32x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<32x1x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<32x128x128xf32, #tpu.memory_space<any>>, %arg15: memref<1x512x128xi8, #tpu.memory_space<vmem>>, %arg16: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<32x128x128xf32, #tpu.memory_space<any>>, %arg19: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg20: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg21: memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, %arg22: memref<3x128x128xf32, #tpu.memory_space<vmem>>, %arg23: memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 8, 4>, scalar_prefetch = 5 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_2, window_bounds = array<i64: 32, 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_3, window_bounds = array<i64: 32, 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_4, window_bounds = array<i64: 32, 1, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_5, window_bounds = array<i64: 32, 1, 128>}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_9, window_bounds = array<i64: 1, 512, 128>}, {}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %c3_i32 = arith.constant 3 : i32
    %6 = arith.cmpi eq, %arg2, %c3_i32 : i32
    %7 = arith.extui %5 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %8 = arith.cmpi ne, %7, %c0_i32 : i32
    scf.if %8 {
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %38 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %39 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %40 = vector.shape_cast %39 : vector<512x128xf32> to vector<512x128xf32>
      %41 = vector.shape_cast %38 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg19[%c0, %c0], %41 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %42 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %43 = vector.load %arg20[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %44 = vector.shape_cast %43 : vector<512x128xf32> to vector<512x128xf32>
      %45 = vector.shape_cast %42 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg20[%c0, %c0], %45 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %9 = arith.index_cast %arg1 : i32 to index
    %10 = memref.load %arg3[%9] : memref<9xi8, #tpu.memory_space<smem>>
    %11 = arith.extsi %10 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %12 = arith.addi %arg1, %c1_i32 : i32
    %13 = arith.index_cast %12 : i32 to index
    %14 = memref.load %arg3[%13] : memref<9xi8, #tpu.memory_space<smem>>
    %15 = arith.extsi %14 : i8 to i32
    %16 = arith.cmpi slt, %11, %15 : i32
    %17 = arith.extui %16 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %18 = arith.cmpi ne, %17, %c0_i32 : i32
    scf.if %18 {
      %c0_i32 = arith.constant 0 : i32
      %38 = arith.addi %4, %c0_i32 : i32
      %39 = arith.index_cast %11 : i32 to index
      %40 = memref.load %arg4[%39] : memref<8xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %42 = arith.addi %41, %c0_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %43 = arith.muli %42, %c128_i32 : i32
      %44 = tpu.assume_multiple %43, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c4_i32 = arith.constant 4 : i32
      %45 = tpu.memref_slice %arg23[%c0_i32, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %46 = tpu.memref_squeeze %45 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg22[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x128x128xf32, #tpu.memory_space<vmem>>
      %48 = tpu.memref_squeeze %47 : memref<1x128x128xf32, #tpu.memory_space<vmem>> -> memref<128x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg18[%38, %44, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<1x128x128xf32, #tpu.memory_space<any>>
      %50 = tpu.memref_squeeze %49 : memref<1x128x128xf32, #tpu.memory_space<any>> -> memref<128x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%50 : memref<128x128xf32, #tpu.memory_space<any>>) target(%48 : memref<128x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%46 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %c0_i32, %c1_i32 : i32
    %c7_i32 = arith.constant 7 : i32
    %20 = arith.minsi %11, %c7_i32 : i32
    %21 = arith.index_cast %20 : i32 to index
    %22 = memref.load %arg5[%21] : memref<8xi8, #tpu.memory_space<smem>>
    %23 = arith.extsi %22 : i8 to i32
    %24 = arith.cmpi sge, %19, %23 : i32
    %c1_i32 = arith.constant 1 : i32
    %25 = arith.addi %11, %c1_i32 : i32
    %26 = arith.select %24, %25, %11 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %27 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %28 = arith.select %24, %c0_i32, %27 : i32
    %29 = arith.cmpi slt, %26, %15 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %31 = arith.cmpi ne, %30, %c0_i32 : i32
    scf.if %31 {
      %c0_i32 = arith.constant 0 : i32
      %38 = arith.addi %4, %c0_i32 : i32
      %39 = arith.index_cast %26 : i32 to index
      %40 = memref.load %arg4[%39] : memref<8xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %42 = arith.addi %41, %28 : i32
      %c128_i32 = arith.constant 128 : i32
      %43 = arith.muli %42, %c128_i32 : i32
      %44 = tpu.assume_multiple %43, 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c4_i32 = arith.constant 4 : i32
      %45 = tpu.memref_slice %arg23[%c1_i32, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %46 = tpu.memref_squeeze %45 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg22[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x128x128xf32, #tpu.memory_space<vmem>>
      %48 = tpu.memref_squeeze %47 : memref<1x128x128xf32, #tpu.memory_space<vmem>> -> memref<128x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg18[%38, %44, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<1x128x128xf32, #tpu.memory_space<any>>
      %50 = tpu.memref_squeeze %49 : memref<1x128x128xf32, #tpu.memory_space<any>> -> memref<128x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%50 : memref<128x128xf32, #tpu.memory_space<any>>) target(%48 : memref<128x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%46 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %32:7 = scf.while (%arg24 = %11, %arg25 = %c0_i32, %arg26 = %26, %arg27 = %28, %arg28 = %c0_i32, %arg29 = %c1_i32, %arg30 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %38 = arith.cmpi slt, %arg24, %15 : i32
      scf.condition(%38) %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32, %arg28: i32, %arg29: i32, %arg30: i32):
      %38 = arith.index_cast %arg24 : i32 to index
      %39 = memref.load %arg6[%38] : memref<8xi8, #tpu.memory_space<smem>>
      %40 = arith.extsi %39 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %41 = arith.cmpi eq, %40, %c2_i32 : i32
      %42 = arith.extui %41 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %43 = arith.cmpi ne, %42, %c0_i32 : i32
      %44:2 = scf.if %43 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c128_i32 = arith.constant 128 : i32
        %45 = arith.muli %c0_i32, %c128_i32 : i32
        %46 = tpu.assume_multiple %45, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %47 = tpu.memref_slice %arg23[%arg28, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %48 = tpu.memref_squeeze %47 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %49 = tpu.memref_slice %arg22[%arg28, %c0_i32, %c0_i32] : memref<3x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x128x128xf32, #tpu.memory_space<vmem>>
        %50 = tpu.memref_squeeze %49 : memref<1x128x128xf32, #tpu.memory_space<vmem>> -> memref<128x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %51 = tpu.memref_slice %arg18[%c0_i32, %46, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<1x128x128xf32, #tpu.memory_space<any>>
        %52 = tpu.memref_squeeze %51 : memref<1x128x128xf32, #tpu.memory_space<any>> -> memref<128x128xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%48 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%52 : memref<128x128xf32, #tpu.memory_space<any>>) dst(%50 : memref<128x128xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %53 = arith.addi %4, %c0_i32 : i32
        %54 = arith.index_cast %arg24 : i32 to index
        %55 = memref.load %arg7[%54] : memref<8xi8, #tpu.memory_space<smem>>
        %56 = arith.extsi %55 : i8 to i32
        %57 = arith.index_cast %arg24 : i32 to index
        %58 = memref.load %arg6[%57] : memref<8xi8, #tpu.memory_space<smem>>
        %59 = arith.extsi %58 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %60 = arith.cmpi eq, %59, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %61 = arith.select %60, %arg25, %c0_i32 : i32
        %62 = arith.addi %56, %61 : i32
        %63 = arith.index_cast %arg24 : i32 to index
        %64 = memref.load %arg4[%63] : memref<8xi8, #tpu.memory_space<smem>>
        %65 = arith.extsi %64 : i8 to i32
        %66 = arith.addi %65, %arg25 : i32
        %c128_i32 = arith.constant 128 : i32
        %67 = arith.muli %66, %c128_i32 : i32
        %68 = tpu.assume_multiple %67, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %69 = arith.muli %66, %c128_i32 : i32
        %70 = tpu.assume_multiple %69, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %71 = arith.muli %66, %c128_i32 : i32
        %72 = tpu.assume_multiple %71, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %73 = arith.muli %66, %c128_i32 : i32
        %74 = tpu.assume_multiple %73, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg10[%53, %68, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
        %76 = tpu.memref_squeeze %75 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %77 = vector.load %76[%c0, %c0] : memref<128x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
        %78 = vector.shape_cast %77 : vector<128x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %79 = tpu.memref_slice %arg11[%53, %70, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
        %80 = tpu.memref_squeeze %79 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %80[%c0, %c0] : memref<128x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
        %82 = vector.shape_cast %81 : vector<128x128xbf16> to vector<128x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %85 = tpu.matmul %84, %78, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %86 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x128xf32>
        %87 = arith.mulf %85, %86 : vector<512x128xf32>
        %88 = arith.index_cast %53 : i32 to index
        %c0 = arith.constant 0 : index
        %89 = arith.index_cast %72 : i32 to index
        %90 = vector.load %arg12[%88, %c0, %89] : memref<32x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %91 = vector.shape_cast %90 : vector<1x1x128xf32> to vector<1x128xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %92 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
        %93 = arith.mulf %91, %92 : vector<1x128xf32>
        %94 = vector.broadcast %93 : vector<1x128xf32> to vector<512x128xf32>
        %95 = arith.subf %87, %94 : vector<512x128xf32>
        %96 = math.exp2 %95 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg20[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %98 = arith.truncf %96 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %99 = tpu.matmul %98, %82, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %100 = arith.addf %97, %99 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg20[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %102 = vector.shape_cast %101 : vector<512x128xf32> to vector<512x128xf32>
        %103 = vector.shape_cast %100 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg20[%c0, %c0], %103 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %105 = vector.shape_cast %104 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %106 = tpu.matmul %105, %82, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %107 = arith.index_cast %53 : i32 to index
        %c0 = arith.constant 0 : index
        %108 = arith.index_cast %74 : i32 to index
        %109 = vector.load %arg13[%107, %c0, %108] : memref<32x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %110 = vector.shape_cast %109 : vector<1x1x128xf32> to vector<1x128xf32>
        %111 = vector.broadcast %110 : vector<1x128xf32> to vector<512x128xf32>
        %112 = arith.subf %106, %111 : vector<512x128xf32>
        %113 = arith.mulf %96, %112 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %115 = arith.truncf %113 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %116 = tpu.matmul %115, %78, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %117 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %118 = arith.mulf %116, %117 : vector<512x128xf32>
        %119 = arith.addf %114, %118 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %121 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        %122 = vector.shape_cast %119 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg19[%c0, %c0], %122 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %123 = arith.index_cast %arg28 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg22[%123, %c0, %c0] : memref<3x128x128xf32, #tpu.memory_space<vmem>>, vector<1x128x128xf32>
        %125 = vector.shape_cast %124 : vector<1x128x128xf32> to vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %127 = vector.shape_cast %126 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %128 = arith.truncf %113 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %129 = tpu.matmul %128, %127, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %130 = vector.broadcast %cst_xf22304 : f32 to vector<128x128xf32>
        %131 = arith.mulf %129, %130 : vector<128x128xf32>
        %132 = arith.addf %125, %131 : vector<128x128xf32>
        %133 = arith.index_cast %arg28 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg22[%133, %c0, %c0] : memref<3x128x128xf32, #tpu.memory_space<vmem>>, vector<1x128x128xf32>
        %135 = vector.shape_cast %134 : vector<1x128x128xf32> to vector<128x128xf32>
        %136 = vector.shape_cast %132 : vector<128x128xf32> to vector<1x128x128xf32>
        tpu.vector_store %arg22[%133, %c0, %c0], %136 {strides = array<i32>} : memref<3x128x128xf32, #tpu.memory_space<vmem>>, vector<1x128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %137 = arith.addi %arg27, %c1_i32 : i32
        %c7_i32 = arith.constant 7 : i32
        %138 = arith.minsi %arg26, %c7_i32 : i32
        %139 = arith.index_cast %138 : i32 to index
        %140 = memref.load %arg5[%139] : memref<8xi8, #tpu.memory_space<smem>>
        %141 = arith.extsi %140 : i8 to i32
        %142 = arith.cmpi sge, %137, %141 : i32
        %c1_i32 = arith.constant 1 : i32
        %143 = arith.addi %arg26, %c1_i32 : i32
        %144 = arith.select %142, %143, %arg26 : i32
        %c1_i32 = arith.constant 1 : i32
        %145 = arith.addi %arg27, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %146 = arith.select %142, %c0_i32, %145 : i32
        %c128_i32 = arith.constant 128 : i32
        %147 = arith.muli %66, %c128_i32 : i32
        %148 = tpu.assume_multiple %147, 128 : i32
        %149 = tpu.memref_slice %arg21[%arg28] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %150 = tpu.memref_squeeze %149 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %151 = tpu.memref_slice %arg18[%53, %148, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<1x128x128xf32, #tpu.memory_space<any>>
        %152 = tpu.memref_squeeze %151 : memref<1x128x128xf32, #tpu.memory_space<any>> -> memref<128x128xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %153 = tpu.memref_slice %arg22[%arg28, %c0_i32, %c0_i32] : memref<3x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x128x128xf32, #tpu.memory_space<vmem>>
        %154 = tpu.memref_squeeze %153 : memref<1x128x128xf32, #tpu.memory_space<vmem>> -> memref<128x128xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%154 : memref<128x128xf32, #tpu.memory_space<vmem>>) target(%152 : memref<128x128xf32, #tpu.memory_space<any>>) target_semaphore(%150 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %155 = arith.cmpi ne, %arg24, %11 : i32
        %c0_i32 = arith.constant 0 : i32
        %156 = arith.cmpi ne, %arg25, %c0_i32 : i32
        %157 = arith.ori %155, %156 : i1
        %158 = arith.extui %157 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %159 = arith.cmpi ne, %158, %c0_i32 : i32
        scf.if %159 {
          %c0_i32 = arith.constant 0 : i32
          %c128_i32 = arith.constant 128 : i32
          %163 = arith.muli %c0_i32, %c128_i32 : i32
          %164 = tpu.assume_multiple %163, 128 : i32
          %c0_i32 = arith.constant 0 : i32
          %165 = tpu.memref_slice %arg21[%arg30] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %166 = tpu.memref_squeeze %165 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %167 = tpu.memref_slice %arg18[%c0_i32, %164, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<1x128x128xf32, #tpu.memory_space<any>>
          %168 = tpu.memref_squeeze %167 : memref<1x128x128xf32, #tpu.memory_space<any>> -> memref<128x128xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %169 = tpu.memref_slice %arg22[%arg30, %c0_i32, %c0_i32] : memref<3x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x128x128xf32, #tpu.memory_space<vmem>>
          %170 = tpu.memref_squeeze %169 : memref<1x128x128xf32, #tpu.memory_space<vmem>> -> memref<128x128xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%166 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%170 : memref<128x128xf32, #tpu.memory_space<vmem>>) dst(%168 : memref<128x128xf32, #tpu.memory_space<any>>)
        } else {
        }
        %160 = arith.cmpi slt, %144, %15 : i32
        %161 = arith.extui %160 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %162 = arith.cmpi ne, %161, %c0_i32 : i32
        scf.if %162 {
          %c0_i32 = arith.constant 0 : i32
          %163 = arith.addi %4, %c0_i32 : i32
          %164 = arith.index_cast %144 : i32 to index
          %165 = memref.load %arg7[%164] : memref<8xi8, #tpu.memory_space<smem>>
          %166 = arith.extsi %165 : i8 to i32
          %167 = arith.index_cast %144 : i32 to index
          %168 = memref.load %arg6[%167] : memref<8xi8, #tpu.memory_space<smem>>
          %169 = arith.extsi %168 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %170 = arith.cmpi eq, %169, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %171 = arith.select %170, %146, %c0_i32 : i32
          %172 = arith.addi %166, %171 : i32
          %173 = arith.index_cast %144 : i32 to index
          %174 = memref.load %arg4[%173] : memref<8xi8, #tpu.memory_space<smem>>
          %175 = arith.extsi %174 : i8 to i32
          %176 = arith.addi %175, %146 : i32
          %c128_i32 = arith.constant 128 : i32
          %177 = arith.muli %176, %c128_i32 : i32
          %178 = tpu.assume_multiple %177, 128 : i32
          %c4_i32 = arith.constant 4 : i32
          %179 = tpu.memref_slice %arg23[%arg30, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %180 = tpu.memref_squeeze %179 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %181 = tpu.memref_slice %arg22[%arg30, %c0_i32, %c0_i32] : memref<3x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x128x128xf32, #tpu.memory_space<vmem>>
          %182 = tpu.memref_squeeze %181 : memref<1x128x128xf32, #tpu.memory_space<vmem>> -> memref<128x128xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %183 = tpu.memref_slice %arg18[%163, %178, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<1x128x128xf32, #tpu.memory_space<any>>
          %184 = tpu.memref_squeeze %183 : memref<1x128x128xf32, #tpu.memory_space<any>> -> memref<128x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%184 : memref<128x128xf32, #tpu.memory_space<any>>) target(%182 : memref<128x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%180 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %144, %146 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c128_i32 = arith.constant 128 : i32
        %45 = arith.muli %c0_i32, %c128_i32 : i32
        %46 = tpu.assume_multiple %45, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %47 = tpu.memref_slice %arg23[%arg28, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %48 = tpu.memref_squeeze %47 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %49 = tpu.memref_slice %arg22[%arg28, %c0_i32, %c0_i32] : memref<3x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x128x128xf32, #tpu.memory_space<vmem>>
        %50 = tpu.memref_squeeze %49 : memref<1x128x128xf32, #tpu.memory_space<vmem>> -> memref<128x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %51 = tpu.memref_slice %arg18[%c0_i32, %46, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<1x128x128xf32, #tpu.memory_space<any>>
        %52 = tpu.memref_squeeze %51 : memref<1x128x128xf32, #tpu.memory_space<any>> -> memref<128x128xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%48 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%52 : memref<128x128xf32, #tpu.memory_space<any>>) dst(%50 : memref<128x128xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %53 = arith.addi %4, %c0_i32 : i32
        %54 = arith.index_cast %arg24 : i32 to index
        %55 = memref.load %arg7[%54] : memref<8xi8, #tpu.memory_space<smem>>
        %56 = arith.extsi %55 : i8 to i32
        %57 = arith.index_cast %arg24 : i32 to index
        %58 = memref.load %arg6[%57] : memref<8xi8, #tpu.memory_space<smem>>
        %59 = arith.extsi %58 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %60 = arith.cmpi eq, %59, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %61 = arith.select %60, %arg25, %c0_i32 : i32
        %62 = arith.addi %56, %61 : i32
        %63 = arith.index_cast %arg24 : i32 to index
        %64 = memref.load %arg4[%63] : memref<8xi8, #tpu.memory_space<smem>>
        %65 = arith.extsi %64 : i8 to i32
        %66 = arith.addi %65, %arg25 : i32
        %c128_i32 = arith.constant 128 : i32
        %67 = arith.muli %66, %c128_i32 : i32
        %68 = tpu.assume_multiple %67, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %69 = arith.muli %66, %c128_i32 : i32
        %70 = tpu.assume_multiple %69, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %71 = arith.muli %66, %c128_i32 : i32
        %72 = tpu.assume_multiple %71, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %73 = arith.muli %66, %c128_i32 : i32
        %74 = tpu.assume_multiple %73, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg10[%53, %68, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
        %76 = tpu.memref_squeeze %75 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %77 = vector.load %76[%c0, %c0] : memref<128x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
        %78 = vector.shape_cast %77 : vector<128x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %79 = tpu.memref_slice %arg11[%53, %70, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
        %80 = tpu.memref_squeeze %79 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %80[%c0, %c0] : memref<128x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
        %82 = vector.shape_cast %81 : vector<128x128xbf16> to vector<128x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %85 = tpu.matmul %84, %78, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %86 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x128xf32>
        %87 = arith.mulf %85, %86 : vector<512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg15[%62, %c0_i32, %c0_i32] : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
        %89 = tpu.memref_squeeze %88 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %89[%c0, %c0] : memref<512x128xi8, #tpu.memory_space<vmem>>, vector<512x128xi8>
        %c0_i8 = arith.constant 0 : i8
        %91 = vector.broadcast %c0_i8 : i8 to vector<512x128xi8>
        %92 = arith.cmpi ne, %90, %91 : vector<512x128xi8>
        %93 = arith.index_cast %53 : i32 to index
        %c0 = arith.constant 0 : index
        %94 = arith.index_cast %72 : i32 to index
        %95 = vector.load %arg12[%93, %c0, %94] : memref<32x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %96 = vector.shape_cast %95 : vector<1x1x128xf32> to vector<1x128xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %97 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
        %98 = arith.mulf %96, %97 : vector<1x128xf32>
        %99 = vector.broadcast %98 : vector<1x128xf32> to vector<512x128xf32>
        %100 = arith.subf %87, %99 : vector<512x128xf32>
        %101 = math.exp2 %100 : vector<512x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %102 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
        %103 = arith.select %92, %101, %102 : vector<512x128xi1>, vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg20[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %105 = arith.truncf %103 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %106 = tpu.matmul %105, %82, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %107 = arith.addf %104, %106 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg20[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %109 = vector.shape_cast %108 : vector<512x128xf32> to vector<512x128xf32>
        %110 = vector.shape_cast %107 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg20[%c0, %c0], %110 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %112 = vector.shape_cast %111 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %113 = tpu.matmul %112, %82, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %114 = arith.index_cast %53 : i32 to index
        %c0 = arith.constant 0 : index
        %115 = arith.index_cast %74 : i32 to index
        %116 = vector.load %arg13[%114, %c0, %115] : memref<32x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %117 = vector.shape_cast %116 : vector<1x1x128xf32> to vector<1x128xf32>
        %118 = vector.broadcast %117 : vector<1x128xf32> to vector<512x128xf32>
        %119 = arith.subf %113, %118 : vector<512x128xf32>
        %120 = arith.mulf %103, %119 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %122 = arith.truncf %120 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %123 = tpu.matmul %122, %78, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %124 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %125 = arith.mulf %123, %124 : vector<512x128xf32>
        %126 = arith.addf %121, %125 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %128 = vector.shape_cast %127 : vector<512x128xf32> to vector<512x128xf32>
        %129 = vector.shape_cast %126 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg19[%c0, %c0], %129 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %130 = arith.index_cast %arg28 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg22[%130, %c0, %c0] : memref<3x128x128xf32, #tpu.memory_space<vmem>>, vector<1x128x128xf32>
        %132 = vector.shape_cast %131 : vector<1x128x128xf32> to vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %134 = vector.shape_cast %133 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %135 = arith.truncf %120 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %136 = tpu.matmul %135, %134, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %137 = vector.broadcast %cst_xf22304 : f32 to vector<128x128xf32>
        %138 = arith.mulf %136, %137 : vector<128x128xf32>
        %139 = arith.addf %132, %138 : vector<128x128xf32>
        %140 = arith.index_cast %arg28 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %141 = vector.load %arg22[%140, %c0, %c0] : memref<3x128x128xf32, #tpu.memory_space<vmem>>, vector<1x128x128xf32>
        %142 = vector.shape_cast %141 : vector<1x128x128xf32> to vector<128x128xf32>
        %143 = vector.shape_cast %139 : vector<128x128xf32> to vector<1x128x128xf32>
        tpu.vector_store %arg22[%140, %c0, %c0], %143 {strides = array<i32>} : memref<3x128x128xf32, #tpu.memory_space<vmem>>, vector<1x128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %144 = arith.addi %arg27, %c1_i32 : i32
        %c7_i32 = arith.constant 7 : i32
        %145 = arith.minsi %arg26, %c7_i32 : i32
        %146 = arith.index_cast %145 : i32 to index
        %147 = memref.load %arg5[%146] : memref<8xi8, #tpu.memory_space<smem>>
        %148 = arith.extsi %147 : i8 to i32
        %149 = arith.cmpi sge, %144, %148 : i32
        %c1_i32 = arith.constant 1 : i32
        %150 = arith.addi %arg26, %c1_i32 : i32
        %151 = arith.select %149, %150, %arg26 : i32
        %c1_i32 = arith.constant 1 : i32
        %152 = arith.addi %arg27, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %153 = arith.select %149, %c0_i32, %152 : i32
        %c128_i32 = arith.constant 128 : i32
        %154 = arith.muli %66, %c128_i32 : i32
        %155 = tpu.assume_multiple %154, 128 : i32
        %156 = tpu.memref_slice %arg21[%arg28] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %157 = tpu.memref_squeeze %156 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %158 = tpu.memref_slice %arg18[%53, %155, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<1x128x128xf32, #tpu.memory_space<any>>
        %159 = tpu.memref_squeeze %158 : memref<1x128x128xf32, #tpu.memory_space<any>> -> memref<128x128xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg22[%arg28, %c0_i32, %c0_i32] : memref<3x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x128x128xf32, #tpu.memory_space<vmem>>
        %161 = tpu.memref_squeeze %160 : memref<1x128x128xf32, #tpu.memory_space<vmem>> -> memref<128x128xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%161 : memref<128x128xf32, #tpu.memory_space<vmem>>) target(%159 : memref<128x128xf32, #tpu.memory_space<any>>) target_semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %162 = arith.cmpi ne, %arg24, %11 : i32
        %c0_i32 = arith.constant 0 : i32
        %163 = arith.cmpi ne, %arg25, %c0_i32 : i32
        %164 = arith.ori %162, %163 : i1
        %165 = arith.extui %164 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %166 = arith.cmpi ne, %165, %c0_i32 : i32
        scf.if %166 {
          %c0_i32 = arith.constant 0 : i32
          %c128_i32 = arith.constant 128 : i32
          %170 = arith.muli %c0_i32, %c128_i32 : i32
          %171 = tpu.assume_multiple %170, 128 : i32
          %c0_i32 = arith.constant 0 : i32
          %172 = tpu.memref_slice %arg21[%arg30] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %173 = tpu.memref_squeeze %172 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %174 = tpu.memref_slice %arg18[%c0_i32, %171, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<1x128x128xf32, #tpu.memory_space<any>>
          %175 = tpu.memref_squeeze %174 : memref<1x128x128xf32, #tpu.memory_space<any>> -> memref<128x128xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %176 = tpu.memref_slice %arg22[%arg30, %c0_i32, %c0_i32] : memref<3x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x128x128xf32, #tpu.memory_space<vmem>>
          %177 = tpu.memref_squeeze %176 : memref<1x128x128xf32, #tpu.memory_space<vmem>> -> memref<128x128xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%173 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%177 : memref<128x128xf32, #tpu.memory_space<vmem>>) dst(%175 : memref<128x128xf32, #tpu.memory_space<any>>)
        } else {
        }
        %167 = arith.cmpi slt, %151, %15 : i32
        %168 = arith.extui %167 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %169 = arith.cmpi ne, %168, %c0_i32 : i32
        scf.if %169 {
          %c0_i32 = arith.constant 0 : i32
          %170 = arith.addi %4, %c0_i32 : i32
          %171 = arith.index_cast %151 : i32 to index
          %172 = memref.load %arg7[%171] : memref<8xi8, #tpu.memory_space<smem>>
          %173 = arith.extsi %172 : i8 to i32
          %174 = arith.index_cast %151 : i32 to index
          %175 = memref.load %arg6[%174] : memref<8xi8, #tpu.memory_space<smem>>
          %176 = arith.extsi %175 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %177 = arith.cmpi eq, %176, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %178 = arith.select %177, %153, %c0_i32 : i32
          %179 = arith.addi %173, %178 : i32
          %180 = arith.index_cast %151 : i32 to index
          %181 = memref.load %arg4[%180] : memref<8xi8, #tpu.memory_space<smem>>
          %182 = arith.extsi %181 : i8 to i32
          %183 = arith.addi %182, %153 : i32
          %c128_i32 = arith.constant 128 : i32
          %184 = arith.muli %183, %c128_i32 : i32
          %185 = tpu.assume_multiple %184, 128 : i32
          %c4_i32 = arith.constant 4 : i32
          %186 = tpu.memref_slice %arg23[%arg30, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %187 = tpu.memref_squeeze %186 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %188 = tpu.memref_slice %arg22[%arg30, %c0_i32, %c0_i32] : memref<3x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x128x128xf32, #tpu.memory_space<vmem>>
          %189 = tpu.memref_squeeze %188 : memref<1x128x128xf32, #tpu.memory_space<vmem>> -> memref<128x128xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %190 = tpu.memref_slice %arg18[%170, %185, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<1x128x128xf32, #tpu.memory_space<any>>
          %191 = tpu.memref_squeeze %190 : memref<1x128x128xf32, #tpu.memory_space<any>> -> memref<128x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%191 : memref<128x128xf32, #tpu.memory_space<any>>) target(%189 : memref<128x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%187 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %151, %153 : i32, i32
      }
      scf.yield %arg26, %arg27, %44#0, %44#1, %arg29, %arg30, %arg28 : i32, i32, i32, i32, i32, i32, i32
    }
    %33 = arith.cmpi sgt, %15, %11 : i32
    %34 = arith.extui %33 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32 : i32
    scf.if %35 {
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %38 = arith.muli %c0_i32, %c128_i32 : i32
      %39 = tpu.assume_multiple %38, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %40 = tpu.memref_slice %arg21[%32#6] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %41 = tpu.memref_squeeze %40 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %42 = tpu.memref_slice %arg18[%c0_i32, %39, %c0_i32] : memref<32x128x128xf32, #tpu.memory_space<any>> -> memref<1x128x128xf32, #tpu.memory_space<any>>
      %43 = tpu.memref_squeeze %42 : memref<1x128x128xf32, #tpu.memory_space<any>> -> memref<128x128xf32, #tpu.memory_space<any>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %44 = tpu.memref_slice %arg22[%32#6, %c0_i32, %c0_i32] : memref<3x128x128xf32, #tpu.memory_space<vmem>> -> memref<1x128x128xf32, #tpu.memory_space<vmem>>
      %45 = tpu.memref_squeeze %44 : memref<1x128x128xf32, #tpu.memory_space<vmem>> -> memref<128x128xf32, #tpu.memory_space<vmem>>
      tpu.wait_dma2 semaphore(%41 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%45 : memref<128x128xf32, #tpu.memory_space<vmem>>) dst(%43 : memref<128x128xf32, #tpu.memory_space<any>>)
    } else {
    }
    %36 = arith.extui %6 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %37 = arith.cmpi ne, %36, %c0_i32 : i32
    scf.if %37 {
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %38 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %39 = arith.truncf %38 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %40 = vector.load %arg16[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %41 = vector.shape_cast %40 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %42 = vector.shape_cast %39 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg16[%c0, %c0, %c0], %42 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %43 = vector.load %arg20[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %44 = arith.truncf %43 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %45 = vector.load %arg17[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %46 = vector.shape_cast %45 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %47 = vector.shape_cast %44 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg17[%c0, %c0, %c0], %47 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c4_i32 = arith.constant 4 : i32
    %5 = arith.divsi %4, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %7 = arith.remsi %6, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c4_i32 = arith.constant 4 : i32
    %5 = arith.divsi %4, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %7 = arith.remsi %6, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c4_i32 = arith.constant 4 : i32
    %5 = arith.divsi %4, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %7 = arith.remsi %6, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_9(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c4_i32 = arith.constant 4 : i32
    %5 = arith.divsi %4, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %7 = arith.remsi %6, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
}
