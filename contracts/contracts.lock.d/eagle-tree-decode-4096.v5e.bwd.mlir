module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>, %arg3: tensor<2xi8>, %arg4: tensor<2xi8>, %arg5: tensor<1x128x512xi8>, %arg6: tensor<9xi8>, %arg7: tensor<8xi8>, %arg8: tensor<8xi8>, %arg9: tensor<8xi8>, %arg10: tensor<8xi8>, %arg11: tensor<1x512x128xi8>, %arg12: tensor<32x128x128xbf16>, %arg13: tensor<8x4096x128xbf16>, %arg14: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result[0]"}, tensor<32x128x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:26cfd874a01b22a0d7cfd62d4ce1abccfaeb90e9f56121ae688f0c8a4cd9da4e\22, \22cost_estimate\22: {\22bytes_accessed\22: 71303168, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> (tensor<32x128x128xbf16>, tensor<32x1x128xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x128x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x128x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %3#0, %3#1, %8, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:14e50beaf0fa22cc1b15881884d2cd08d6b7860ad9280029db8652779125240b\22, \22cost_estimate\22: {\22bytes_accessed\22: 72351744, \22flops\22: 12884901888, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 10}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> tensor<32x128x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg6, %arg7, %arg8, %arg9, %arg10, %1, %2, %0, %3#0, %3#1, %8, %arg11) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:4aabf99112b97b20662593aa1789b07c7bcb29f7703220d6e18a709b3f29b490\22, \22cost_estimate\22: {\22bytes_accessed\22: 52428800, \22flops\22: 17179869184, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<9xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<1x512x128xi8>) -> (tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>)
    %11 = call @_pad_1(%10#1) : (tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16>
    %12 = call @_pad_1(%10#0) : (tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16>
    %13 = call @_pad_2(%9) : (tensor<32x128x128xbf16>) -> tensor<32x128x128xbf16>
    return %3#0, %13, %12, %11 : tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>
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

// ---- kernel sparse_cli_fwd sha256:26cfd874a01b22a0d7cfd62d4ce1abccfaeb90e9f56121ae688f0c8a4cd9da4e
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x512xi8, #tpu.memory_space<vmem>>, %arg11: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 1>, scalar_prefetch = 5 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 8, 4096, 128>}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %2 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %3 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %4 = vector.shape_cast %3 : vector<128x128xf32> to vector<128x128xf32>
    %5 = vector.shape_cast %2 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %5 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %6 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %7 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %8 = vector.shape_cast %7 : vector<128x128xf32> to vector<128x128xf32>
    %9 = vector.shape_cast %6 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %9 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %10 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %11 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %12 = vector.shape_cast %11 : vector<128x128xf32> to vector<128x128xf32>
    %13 = vector.shape_cast %10 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %13 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %14 = arith.index_cast %arg1 : i32 to index
    %15 = memref.load %arg2[%14] : memref<2xi8, #tpu.memory_space<smem>>
    %16 = arith.extsi %15 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.addi %arg1, %c1_i32 : i32
    %18 = arith.index_cast %17 : i32 to index
    %19 = memref.load %arg2[%18] : memref<2xi8, #tpu.memory_space<smem>>
    %20 = arith.extsi %19 : i8 to i32
    %21 = arith.cmpi slt, %16, %20 : i32
    %22 = arith.extui %21 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %23 = arith.cmpi ne, %22, %c0_i32 : i32
    scf.if %23 {
      %c0_i32 = arith.constant 0 : i32
      %53 = arith.addi %1, %c0_i32 : i32
      %54 = arith.index_cast %16 : i32 to index
      %55 = memref.load %arg3[%54] : memref<2xi8, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %57 = arith.addi %56, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %58 = arith.divsi %53, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %59 = arith.muli %57, %c512_i32 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %61 = tpu.memref_slice %arg17[%c0_i32, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg9[%58, %60, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%64 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %24:3 = scf.while (%arg18 = %16, %arg19 = %c0_i32, %arg20 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %53 = arith.cmpi slt, %arg18, %20 : i32
      scf.condition(%53) %arg18, %arg19, %arg20 : i32, i32, i32
    } do {
    ^bb0(%arg18: i32, %arg19: i32, %arg20: i32):
      %c1_i32 = arith.constant 1 : i32
      %53 = arith.addi %arg19, %c1_i32 : i32
      %54 = arith.index_cast %arg18 : i32 to index
      %55 = memref.load %arg4[%54] : memref<2xi8, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i8 to i32
      %57 = arith.cmpi sge, %53, %56 : i32
      %c1_i32 = arith.constant 1 : i32
      %58 = arith.addi %arg18, %c1_i32 : i32
      %59 = arith.select %57, %58, %arg18 : i32
      %c1_i32 = arith.constant 1 : i32
      %60 = arith.addi %arg19, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = arith.select %57, %c0_i32, %60 : i32
      %62 = arith.cmpi slt, %59, %20 : i32
      %63 = arith.extui %62 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %64 = arith.cmpi ne, %63, %c0_i32 : i32
      scf.if %64 {
        %c0_i32 = arith.constant 0 : i32
        %98 = arith.addi %1, %c0_i32 : i32
        %99 = arith.index_cast %59 : i32 to index
        %100 = memref.load %arg6[%99] : memref<2xi8, #tpu.memory_space<smem>>
        %101 = arith.extsi %100 : i8 to i32
        %102 = arith.index_cast %59 : i32 to index
        %103 = memref.load %arg5[%102] : memref<2xi8, #tpu.memory_space<smem>>
        %104 = arith.extsi %103 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %105 = arith.cmpi eq, %104, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %106 = arith.select %105, %61, %c0_i32 : i32
        %107 = arith.addi %101, %106 : i32
        %108 = arith.index_cast %59 : i32 to index
        %109 = memref.load %arg3[%108] : memref<2xi8, #tpu.memory_space<smem>>
        %110 = arith.extsi %109 : i8 to i32
        %111 = arith.addi %110, %61 : i32
        %c1_i32 = arith.constant 1 : i32
        %112 = arith.subi %c1_i32, %arg20 : i32
        %c4_i32 = arith.constant 4 : i32
        %113 = arith.divsi %98, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %114 = arith.muli %111, %c512_i32 : i32
        %115 = tpu.assume_multiple %114, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %116 = tpu.memref_slice %arg17[%112, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %117 = tpu.memref_squeeze %116 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %118 = tpu.memref_slice %arg16[%112, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %119 = tpu.memref_squeeze %118 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %120 = tpu.memref_slice %arg9[%113, %115, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %121 = tpu.memref_squeeze %120 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%121 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%119 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%117 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %65 = arith.addi %1, %c0_i32 : i32
      %66 = arith.index_cast %arg18 : i32 to index
      %67 = memref.load %arg6[%66] : memref<2xi8, #tpu.memory_space<smem>>
      %68 = arith.extsi %67 : i8 to i32
      %69 = arith.index_cast %arg18 : i32 to index
      %70 = memref.load %arg5[%69] : memref<2xi8, #tpu.memory_space<smem>>
      %71 = arith.extsi %70 : i8 to i32
      %c1_i32 = arith.constant 1 : i32
      %72 = arith.cmpi eq, %71, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = arith.select %72, %arg19, %c0_i32 : i32
      %74 = arith.addi %68, %73 : i32
      %75 = arith.index_cast %arg18 : i32 to index
      %76 = memref.load %arg3[%75] : memref<2xi8, #tpu.memory_space<smem>>
      %77 = arith.extsi %76 : i8 to i32
      %78 = arith.addi %77, %arg19 : i32
      %c4_i32 = arith.constant 4 : i32
      %79 = arith.divsi %65, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %80 = arith.muli %78, %c512_i32 : i32
      %81 = tpu.assume_multiple %80, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %82 = tpu.memref_slice %arg17[%arg20, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg16[%arg20, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg9[%79, %81, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%87 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%85 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c4_i32 = arith.constant 4 : i32
      %88 = arith.divsi %65, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %89 = arith.muli %78, %c512_i32 : i32
      %90 = tpu.assume_multiple %89, 512 : i32
      %91 = arith.index_cast %arg18 : i32 to index
      %92 = memref.load %arg5[%91] : memref<2xi8, #tpu.memory_space<smem>>
      %93 = arith.extsi %92 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %94 = arith.cmpi eq, %93, %c2_i32 : i32
      %95 = arith.extui %94 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %96 = arith.cmpi ne, %95, %c0_i32 : i32
      scf.if %96 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %99 = vector.shape_cast %98 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %100 = arith.index_cast %88 : i32 to index
        %101 = arith.index_cast %90 : i32 to index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg8[%100, %101, %c0] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %103 = vector.shape_cast %102 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %104 = tpu.matmul %99, %103, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %105 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %106 = arith.mulf %104, %105 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %108 = vector.multi_reduction <maximumf>, %106, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %109 = vector.shape_cast %108 : vector<128xf32> to vector<128x1xf32>
        %110 = vector.broadcast %109 : vector<128x1xf32> to vector<128x128xf32>
        %111 = arith.maximumf %107, %110 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %112 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %113 = arith.maximumf %111, %112 : vector<128x128xf32>
        %114 = tpu.concatenate %113, %113, %113, %113 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %115 = arith.subf %106, %114 : vector<128x512xf32>
        %116 = math.exp2 %115 : vector<128x512xf32>
        %117 = arith.subf %107, %113 : vector<128x128xf32>
        %118 = math.exp2 %117 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %120 = arith.mulf %118, %119 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %121 = vector.multi_reduction <add>, %116, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %122 = vector.shape_cast %121 : vector<128xf32> to vector<128x1xf32>
        %123 = vector.broadcast %122 : vector<128x1xf32> to vector<128x128xf32>
        %124 = arith.addf %120, %123 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %126 = vector.shape_cast %125 : vector<128x128xf32> to vector<128x128xf32>
        %127 = vector.shape_cast %124 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %127 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %128 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg16[%128, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %130 = vector.shape_cast %129 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %132 = arith.mulf %118, %131 : vector<128x128xf32>
        %133 = arith.truncf %116 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %134 = tpu.matmul %133, %130, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %135 = arith.addf %132, %134 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %137 = vector.shape_cast %136 : vector<128x128xf32> to vector<128x128xf32>
        %138 = vector.shape_cast %135 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %138 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %140 = vector.shape_cast %139 : vector<128x128xf32> to vector<128x128xf32>
        %141 = vector.shape_cast %111 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %141 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %99 = vector.shape_cast %98 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %100 = arith.index_cast %88 : i32 to index
        %101 = arith.index_cast %90 : i32 to index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg8[%100, %101, %c0] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %103 = vector.shape_cast %102 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %104 = tpu.matmul %99, %103, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %105 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %106 = arith.mulf %104, %105 : vector<128x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg10[%74, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %108 = tpu.memref_squeeze %107 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %108[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %110 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %111 = arith.cmpi ne, %109, %110 : vector<128x512xi8>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %112 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %113 = arith.select %111, %106, %112 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %115 = vector.multi_reduction <maximumf>, %113, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %116 = vector.shape_cast %115 : vector<128xf32> to vector<128x1xf32>
        %117 = vector.broadcast %116 : vector<128x1xf32> to vector<128x128xf32>
        %118 = arith.maximumf %114, %117 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %119 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %120 = arith.maximumf %118, %119 : vector<128x128xf32>
        %121 = tpu.concatenate %120, %120, %120, %120 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %122 = arith.subf %113, %121 : vector<128x512xf32>
        %123 = math.exp2 %122 : vector<128x512xf32>
        %124 = arith.subf %114, %120 : vector<128x128xf32>
        %125 = math.exp2 %124 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %127 = arith.mulf %125, %126 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %128 = vector.multi_reduction <add>, %123, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %129 = vector.shape_cast %128 : vector<128xf32> to vector<128x1xf32>
        %130 = vector.broadcast %129 : vector<128x1xf32> to vector<128x128xf32>
        %131 = arith.addf %127, %130 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %133 = vector.shape_cast %132 : vector<128x128xf32> to vector<128x128xf32>
        %134 = vector.shape_cast %131 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %134 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %135 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg16[%135, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %137 = vector.shape_cast %136 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %139 = arith.mulf %125, %138 : vector<128x128xf32>
        %140 = arith.truncf %123 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %141 = tpu.matmul %140, %137, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %142 = arith.addf %139, %141 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %144 = vector.shape_cast %143 : vector<128x128xf32> to vector<128x128xf32>
        %145 = vector.shape_cast %142 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %145 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %147 = vector.shape_cast %146 : vector<128x128xf32> to vector<128x128xf32>
        %148 = vector.shape_cast %118 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %148 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %97 = arith.subi %c1_i32, %arg20 : i32
      scf.yield %59, %61, %97 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %25 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %26 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %27 = arith.cmpf ogt, %25, %26 : vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %28 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %29 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %30 = arith.select %27, %25, %29 : vector<128x128xi1>, vector<128x128xf32>
    %31 = arith.divf %28, %30 : vector<128x128xf32>
    %32 = arith.truncf %31 : vector<128x128xf32> to vector<128x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %33 = vector.load %arg11[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
    %34 = vector.shape_cast %33 : vector<1x128x128xbf16> to vector<128x128xbf16>
    %35 = vector.shape_cast %32 : vector<128x128xbf16> to vector<1x128x128xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %35 {strides = array<i32>} : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %36 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %37 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %38 = arith.select %27, %25, %37 : vector<128x128xi1>, vector<128x128xf32>
    %39 = math.log %38 : vector<128x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %40 = math.log %cst_x481f63 : f32
    %41 = vector.broadcast %40 : f32 to vector<128x128xf32>
    %42 = arith.divf %39, %41 : vector<128x128xf32>
    %43 = arith.addf %36, %42 : vector<128x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %44 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x128xf32>
    %45 = arith.divf %43, %44 : vector<128x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %46 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
    %47 = arith.select %27, %45, %46 : vector<128x128xi1>, vector<128x128xf32>
    %48 = tpu.transpose %47, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %49 = vector.extract_strided_slice %48 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %50 = vector.load %arg12[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %51 = vector.shape_cast %50 : vector<1x1x128xf32> to vector<1x128xf32>
    %52 = vector.shape_cast %49 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c0, %c0, %c0], %52 {strides = array<i32>} : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
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
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:14e50beaf0fa22cc1b15881884d2cd08d6b7860ad9280029db8652779125240b
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg10: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg13: memref<1x128x512xi8, #tpu.memory_space<vmem>>, %arg14: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 1>, scalar_prefetch = 5 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_4, window_bounds = array<i64: 8, 4096, 128>}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_6, window_bounds = array<i64: 1, 128, 512>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %2 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %3 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %4 = vector.shape_cast %3 : vector<128x128xf32> to vector<128x128xf32>
    %5 = vector.shape_cast %2 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %5 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %6 = arith.index_cast %arg1 : i32 to index
    %7 = memref.load %arg2[%6] : memref<2xi8, #tpu.memory_space<smem>>
    %8 = arith.extsi %7 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %9 = arith.addi %arg1, %c1_i32 : i32
    %10 = arith.index_cast %9 : i32 to index
    %11 = memref.load %arg2[%10] : memref<2xi8, #tpu.memory_space<smem>>
    %12 = arith.extsi %11 : i8 to i32
    %13 = arith.cmpi slt, %8, %12 : i32
    %14 = arith.extui %13 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32 : i32
    scf.if %15 {
      %c0_i32 = arith.constant 0 : i32
      %22 = arith.addi %1, %c0_i32 : i32
      %23 = arith.index_cast %8 : i32 to index
      %24 = memref.load %arg3[%23] : memref<2xi8, #tpu.memory_space<smem>>
      %25 = arith.extsi %24 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %26 = arith.addi %25, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %27 = arith.divsi %22, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %28 = arith.muli %26, %c512_i32 : i32
      %29 = tpu.assume_multiple %28, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %30 = tpu.memref_slice %arg17[%c0_i32, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %31 = tpu.memref_squeeze %30 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %32 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %33 = tpu.memref_squeeze %32 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %34 = tpu.memref_slice %arg12[%27, %29, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %35 = tpu.memref_squeeze %34 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%35 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%33 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%31 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %16:3 = scf.while (%arg18 = %8, %arg19 = %c0_i32, %arg20 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %22 = arith.cmpi slt, %arg18, %12 : i32
      scf.condition(%22) %arg18, %arg19, %arg20 : i32, i32, i32
    } do {
    ^bb0(%arg18: i32, %arg19: i32, %arg20: i32):
      %c1_i32 = arith.constant 1 : i32
      %22 = arith.addi %arg19, %c1_i32 : i32
      %23 = arith.index_cast %arg18 : i32 to index
      %24 = memref.load %arg4[%23] : memref<2xi8, #tpu.memory_space<smem>>
      %25 = arith.extsi %24 : i8 to i32
      %26 = arith.cmpi sge, %22, %25 : i32
      %c1_i32 = arith.constant 1 : i32
      %27 = arith.addi %arg18, %c1_i32 : i32
      %28 = arith.select %26, %27, %arg18 : i32
      %c1_i32 = arith.constant 1 : i32
      %29 = arith.addi %arg19, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %30 = arith.select %26, %c0_i32, %29 : i32
      %31 = arith.cmpi slt, %28, %12 : i32
      %32 = arith.extui %31 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %33 = arith.cmpi ne, %32, %c0_i32 : i32
      scf.if %33 {
        %c0_i32 = arith.constant 0 : i32
        %67 = arith.addi %1, %c0_i32 : i32
        %68 = arith.index_cast %28 : i32 to index
        %69 = memref.load %arg6[%68] : memref<2xi8, #tpu.memory_space<smem>>
        %70 = arith.extsi %69 : i8 to i32
        %71 = arith.index_cast %28 : i32 to index
        %72 = memref.load %arg5[%71] : memref<2xi8, #tpu.memory_space<smem>>
        %73 = arith.extsi %72 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %74 = arith.cmpi eq, %73, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.select %74, %30, %c0_i32 : i32
        %76 = arith.addi %70, %75 : i32
        %77 = arith.index_cast %28 : i32 to index
        %78 = memref.load %arg3[%77] : memref<2xi8, #tpu.memory_space<smem>>
        %79 = arith.extsi %78 : i8 to i32
        %80 = arith.addi %79, %30 : i32
        %c1_i32 = arith.constant 1 : i32
        %81 = arith.subi %c1_i32, %arg20 : i32
        %c4_i32 = arith.constant 4 : i32
        %82 = arith.divsi %67, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %83 = arith.muli %80, %c512_i32 : i32
        %84 = tpu.assume_multiple %83, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %85 = tpu.memref_slice %arg17[%81, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %86 = tpu.memref_squeeze %85 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %87 = tpu.memref_slice %arg16[%81, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %88 = tpu.memref_squeeze %87 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %89 = tpu.memref_slice %arg12[%82, %84, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %90 = tpu.memref_squeeze %89 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%90 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%88 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%86 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %34 = arith.addi %1, %c0_i32 : i32
      %35 = arith.index_cast %arg18 : i32 to index
      %36 = memref.load %arg6[%35] : memref<2xi8, #tpu.memory_space<smem>>
      %37 = arith.extsi %36 : i8 to i32
      %38 = arith.index_cast %arg18 : i32 to index
      %39 = memref.load %arg5[%38] : memref<2xi8, #tpu.memory_space<smem>>
      %40 = arith.extsi %39 : i8 to i32
      %c1_i32 = arith.constant 1 : i32
      %41 = arith.cmpi eq, %40, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %42 = arith.select %41, %arg19, %c0_i32 : i32
      %43 = arith.addi %37, %42 : i32
      %44 = arith.index_cast %arg18 : i32 to index
      %45 = memref.load %arg3[%44] : memref<2xi8, #tpu.memory_space<smem>>
      %46 = arith.extsi %45 : i8 to i32
      %47 = arith.addi %46, %arg19 : i32
      %c4_i32 = arith.constant 4 : i32
      %48 = arith.divsi %34, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %49 = arith.muli %47, %c512_i32 : i32
      %50 = tpu.assume_multiple %49, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %51 = tpu.memref_slice %arg17[%arg20, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg16[%arg20, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg12[%48, %50, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%54 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c4_i32 = arith.constant 4 : i32
      %57 = arith.divsi %34, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %47, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %60 = arith.index_cast %arg18 : i32 to index
      %61 = memref.load %arg5[%60] : memref<2xi8, #tpu.memory_space<smem>>
      %62 = arith.extsi %61 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %63 = arith.cmpi eq, %62, %c2_i32 : i32
      %64 = arith.extui %63 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %65 = arith.cmpi ne, %64, %c0_i32 : i32
      scf.if %65 {
        %67 = arith.index_cast %57 : i32 to index
        %68 = arith.index_cast %59 : i32 to index
        %c0 = arith.constant 0 : index
        %69 = vector.load %arg11[%67, %68, %c0] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %70 = vector.shape_cast %69 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %71 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %72 = vector.shape_cast %71 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %73 = tpu.matmul %72, %70, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %74 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %75 = arith.mulf %73, %74 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %76 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %77 = vector.shape_cast %76 : vector<1x1x128xf32> to vector<128xf32>
        %78 = vector.shape_cast %77 : vector<128xf32> to vector<128x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %79 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x1xf32>
        %80 = arith.mulf %78, %79 : vector<128x1xf32>
        %81 = vector.broadcast %80 : vector<128x1xf32> to vector<128x512xf32>
        %82 = arith.subf %75, %81 : vector<128x512xf32>
        %83 = math.exp2 %82 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg8[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %85 = vector.shape_cast %84 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %86 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %87 = vector.load %arg16[%86, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %88 = vector.shape_cast %87 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %89 = tpu.matmul %85, %88, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %91 = vector.shape_cast %90 : vector<1x1x128xf32> to vector<128xf32>
        %92 = vector.shape_cast %91 : vector<128xf32> to vector<128x1xf32>
        %93 = vector.broadcast %92 : vector<128x1xf32> to vector<128x512xf32>
        %94 = arith.subf %89, %93 : vector<128x512xf32>
        %95 = arith.mulf %83, %94 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %97 = arith.truncf %95 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %98 = tpu.matmul %97, %70, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %99 = vector.broadcast %cst_xf22304 : f32 to vector<128x128xf32>
        %100 = arith.mulf %98, %99 : vector<128x128xf32>
        %101 = arith.addf %96, %100 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %103 = vector.shape_cast %102 : vector<128x128xf32> to vector<128x128xf32>
        %104 = vector.shape_cast %101 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %104 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      } else {
        %67 = arith.index_cast %57 : i32 to index
        %68 = arith.index_cast %59 : i32 to index
        %c0 = arith.constant 0 : index
        %69 = vector.load %arg11[%67, %68, %c0] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %70 = vector.shape_cast %69 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %71 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %72 = vector.shape_cast %71 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %73 = tpu.matmul %72, %70, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %74 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %75 = arith.mulf %73, %74 : vector<128x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %76 = tpu.memref_slice %arg13[%43, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %77 = tpu.memref_squeeze %76 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %78 = vector.load %77[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %79 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %80 = arith.cmpi ne, %78, %79 : vector<128x512xi8>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %82 = vector.shape_cast %81 : vector<1x1x128xf32> to vector<128xf32>
        %83 = vector.shape_cast %82 : vector<128xf32> to vector<128x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %84 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x1xf32>
        %85 = arith.mulf %83, %84 : vector<128x1xf32>
        %86 = vector.broadcast %85 : vector<128x1xf32> to vector<128x512xf32>
        %87 = arith.subf %75, %86 : vector<128x512xf32>
        %88 = math.exp2 %87 : vector<128x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %89 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x512xf32>
        %90 = arith.select %80, %88, %89 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %91 = vector.load %arg8[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %92 = vector.shape_cast %91 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %93 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg16[%93, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %95 = vector.shape_cast %94 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %96 = tpu.matmul %92, %95, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %98 = vector.shape_cast %97 : vector<1x1x128xf32> to vector<128xf32>
        %99 = vector.shape_cast %98 : vector<128xf32> to vector<128x1xf32>
        %100 = vector.broadcast %99 : vector<128x1xf32> to vector<128x512xf32>
        %101 = arith.subf %96, %100 : vector<128x512xf32>
        %102 = arith.mulf %90, %101 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %104 = arith.truncf %102 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %105 = tpu.matmul %104, %70, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %106 = vector.broadcast %cst_xf22304 : f32 to vector<128x128xf32>
        %107 = arith.mulf %105, %106 : vector<128x128xf32>
        %108 = arith.addf %103, %107 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %110 = vector.shape_cast %109 : vector<128x128xf32> to vector<128x128xf32>
        %111 = vector.shape_cast %108 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %111 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %66 = arith.subi %c1_i32, %arg20 : i32
      scf.yield %28, %30, %66 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %17 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %18 = arith.truncf %17 : vector<128x128xf32> to vector<128x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %19 = vector.load %arg14[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
    %20 = vector.shape_cast %19 : vector<1x128x128xbf16> to vector<128x128xbf16>
    %21 = vector.shape_cast %18 : vector<128x128xbf16> to vector<1x128x128xbf16>
    tpu.vector_store %arg14[%c0, %c0, %c0], %21 {strides = array<i32>} : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:4aabf99112b97b20662593aa1789b07c7bcb29f7703220d6e18a709b3f29b490
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<32x128x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<32x128x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<32x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<32x1x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xi8, #tpu.memory_space<vmem>>, %arg15: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg18: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg19: memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 8, 4>, scalar_prefetch = 5 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_2, window_bounds = array<i64: 32, 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_3, window_bounds = array<i64: 32, 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_4, window_bounds = array<i64: 32, 1, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_5, window_bounds = array<i64: 32, 1, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}]} {
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
      %19 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %20 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
      %22 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg17[%c0, %c0], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %24 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = vector.shape_cast %24 : vector<512x128xf32> to vector<512x128xf32>
      %26 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg18[%c0, %c0], %26 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %16:3 = scf.while (%arg20 = %11, %arg21 = %c0_i32, %arg22 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %19 = arith.cmpi slt, %arg20, %15 : i32
      scf.condition(%19) %arg20, %arg21, %arg22 : i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
      %c1_i32 = arith.constant 1 : i32
      %19 = arith.addi %arg21, %c1_i32 : i32
      %20 = arith.index_cast %arg20 : i32 to index
      %21 = memref.load %arg5[%20] : memref<8xi8, #tpu.memory_space<smem>>
      %22 = arith.extsi %21 : i8 to i32
      %23 = arith.cmpi sge, %19, %22 : i32
      %c1_i32 = arith.constant 1 : i32
      %24 = arith.addi %arg20, %c1_i32 : i32
      %25 = arith.select %23, %24, %arg20 : i32
      %c1_i32 = arith.constant 1 : i32
      %26 = arith.addi %arg21, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %27 = arith.select %23, %c0_i32, %26 : i32
      %28 = arith.cmpi slt, %25, %15 : i32
      %29 = arith.extui %28 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %30 = arith.cmpi ne, %29, %c0_i32 : i32
      scf.if %30 {
        %c0_i32 = arith.constant 0 : i32
        %60 = arith.addi %4, %c0_i32 : i32
        %61 = arith.index_cast %25 : i32 to index
        %62 = memref.load %arg7[%61] : memref<8xi8, #tpu.memory_space<smem>>
        %63 = arith.extsi %62 : i8 to i32
        %64 = arith.index_cast %25 : i32 to index
        %65 = memref.load %arg6[%64] : memref<8xi8, #tpu.memory_space<smem>>
        %66 = arith.extsi %65 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %67 = arith.cmpi eq, %66, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %68 = arith.select %67, %27, %c0_i32 : i32
        %69 = arith.addi %63, %68 : i32
        %70 = arith.index_cast %25 : i32 to index
        %71 = memref.load %arg4[%70] : memref<8xi8, #tpu.memory_space<smem>>
        %72 = arith.extsi %71 : i8 to i32
        %73 = arith.addi %72, %27 : i32
        %c1_i32 = arith.constant 1 : i32
        %74 = arith.subi %c1_i32, %arg22 : i32
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %31 = arith.addi %4, %c0_i32 : i32
      %32 = arith.index_cast %arg20 : i32 to index
      %33 = memref.load %arg7[%32] : memref<8xi8, #tpu.memory_space<smem>>
      %34 = arith.extsi %33 : i8 to i32
      %35 = arith.index_cast %arg20 : i32 to index
      %36 = memref.load %arg6[%35] : memref<8xi8, #tpu.memory_space<smem>>
      %37 = arith.extsi %36 : i8 to i32
      %c1_i32 = arith.constant 1 : i32
      %38 = arith.cmpi eq, %37, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %39 = arith.select %38, %arg21, %c0_i32 : i32
      %40 = arith.addi %34, %39 : i32
      %41 = arith.index_cast %arg20 : i32 to index
      %42 = memref.load %arg4[%41] : memref<8xi8, #tpu.memory_space<smem>>
      %43 = arith.extsi %42 : i8 to i32
      %44 = arith.addi %43, %arg21 : i32
      %c128_i32 = arith.constant 128 : i32
      %45 = arith.muli %44, %c128_i32 : i32
      %46 = tpu.assume_multiple %45, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %47 = arith.muli %44, %c128_i32 : i32
      %48 = tpu.assume_multiple %47, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %49 = arith.muli %44, %c128_i32 : i32
      %50 = tpu.assume_multiple %49, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %51 = arith.muli %44, %c128_i32 : i32
      %52 = tpu.assume_multiple %51, 128 : i32
      %53 = arith.index_cast %arg20 : i32 to index
      %54 = memref.load %arg6[%53] : memref<8xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %56 = arith.cmpi eq, %55, %c2_i32 : i32
      %57 = arith.extui %56 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %58 = arith.cmpi ne, %57, %c0_i32 : i32
      scf.if %58 {
        %60 = arith.index_cast %31 : i32 to index
        %61 = arith.index_cast %46 : i32 to index
        %c0 = arith.constant 0 : index
        %62 = vector.load %arg10[%60, %61, %c0] : memref<32x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %63 = vector.shape_cast %62 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %64 = arith.index_cast %31 : i32 to index
        %65 = arith.index_cast %48 : i32 to index
        %c0 = arith.constant 0 : index
        %66 = vector.load %arg11[%64, %65, %c0] : memref<32x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %67 = vector.shape_cast %66 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %68 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %69 = vector.shape_cast %68 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %70 = tpu.matmul %69, %63, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %71 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x128xf32>
        %72 = arith.mulf %70, %71 : vector<512x128xf32>
        %73 = arith.index_cast %31 : i32 to index
        %c0 = arith.constant 0 : index
        %74 = arith.index_cast %50 : i32 to index
        %75 = vector.load %arg12[%73, %c0, %74] : memref<32x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %76 = vector.shape_cast %75 : vector<1x1x128xf32> to vector<1x128xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %77 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
        %78 = arith.mulf %76, %77 : vector<1x128xf32>
        %79 = vector.broadcast %78 : vector<1x128xf32> to vector<512x128xf32>
        %80 = arith.subf %72, %79 : vector<512x128xf32>
        %81 = math.exp2 %80 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %83 = arith.truncf %81 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %84 = tpu.matmul %83, %67, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %85 = arith.addf %82, %84 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %87 = vector.shape_cast %86 : vector<512x128xf32> to vector<512x128xf32>
        %88 = vector.shape_cast %85 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %88 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %89 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %90 = vector.shape_cast %89 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %91 = tpu.matmul %90, %67, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %92 = arith.index_cast %31 : i32 to index
        %c0 = arith.constant 0 : index
        %93 = arith.index_cast %52 : i32 to index
        %94 = vector.load %arg13[%92, %c0, %93] : memref<32x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %95 = vector.shape_cast %94 : vector<1x1x128xf32> to vector<1x128xf32>
        %96 = vector.broadcast %95 : vector<1x128xf32> to vector<512x128xf32>
        %97 = arith.subf %91, %96 : vector<512x128xf32>
        %98 = arith.mulf %81, %97 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %100 = arith.truncf %98 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %101 = tpu.matmul %100, %63, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %102 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %103 = arith.mulf %101, %102 : vector<512x128xf32>
        %104 = arith.addf %99, %103 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %106 = vector.shape_cast %105 : vector<512x128xf32> to vector<512x128xf32>
        %107 = vector.shape_cast %104 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg17[%c0, %c0], %107 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %60 = arith.index_cast %31 : i32 to index
        %61 = arith.index_cast %46 : i32 to index
        %c0 = arith.constant 0 : index
        %62 = vector.load %arg10[%60, %61, %c0] : memref<32x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %63 = vector.shape_cast %62 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %64 = arith.index_cast %31 : i32 to index
        %65 = arith.index_cast %48 : i32 to index
        %c0 = arith.constant 0 : index
        %66 = vector.load %arg11[%64, %65, %c0] : memref<32x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %67 = vector.shape_cast %66 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %68 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %69 = vector.shape_cast %68 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %70 = tpu.matmul %69, %63, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %71 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x128xf32>
        %72 = arith.mulf %70, %71 : vector<512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg14[%40, %c0_i32, %c0_i32] : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
        %74 = tpu.memref_squeeze %73 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %75 = vector.load %74[%c0, %c0] : memref<512x128xi8, #tpu.memory_space<vmem>>, vector<512x128xi8>
        %c0_i8 = arith.constant 0 : i8
        %76 = vector.broadcast %c0_i8 : i8 to vector<512x128xi8>
        %77 = arith.cmpi ne, %75, %76 : vector<512x128xi8>
        %78 = arith.index_cast %31 : i32 to index
        %c0 = arith.constant 0 : index
        %79 = arith.index_cast %50 : i32 to index
        %80 = vector.load %arg12[%78, %c0, %79] : memref<32x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %81 = vector.shape_cast %80 : vector<1x1x128xf32> to vector<1x128xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %82 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
        %83 = arith.mulf %81, %82 : vector<1x128xf32>
        %84 = vector.broadcast %83 : vector<1x128xf32> to vector<512x128xf32>
        %85 = arith.subf %72, %84 : vector<512x128xf32>
        %86 = math.exp2 %85 : vector<512x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %87 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
        %88 = arith.select %77, %86, %87 : vector<512x128xi1>, vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %89 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %90 = arith.truncf %88 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %91 = tpu.matmul %90, %67, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %92 = arith.addf %89, %91 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %94 = vector.shape_cast %93 : vector<512x128xf32> to vector<512x128xf32>
        %95 = vector.shape_cast %92 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %95 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %97 = vector.shape_cast %96 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %98 = tpu.matmul %97, %67, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %99 = arith.index_cast %31 : i32 to index
        %c0 = arith.constant 0 : index
        %100 = arith.index_cast %52 : i32 to index
        %101 = vector.load %arg13[%99, %c0, %100] : memref<32x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %102 = vector.shape_cast %101 : vector<1x1x128xf32> to vector<1x128xf32>
        %103 = vector.broadcast %102 : vector<1x128xf32> to vector<512x128xf32>
        %104 = arith.subf %98, %103 : vector<512x128xf32>
        %105 = arith.mulf %88, %104 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %107 = arith.truncf %105 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %108 = tpu.matmul %107, %63, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %109 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %110 = arith.mulf %108, %109 : vector<512x128xf32>
        %111 = arith.addf %106, %110 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %113 = vector.shape_cast %112 : vector<512x128xf32> to vector<512x128xf32>
        %114 = vector.shape_cast %111 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg17[%c0, %c0], %114 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %59 = arith.subi %c1_i32, %arg22 : i32
      scf.yield %25, %27, %59 : i32, i32, i32
    }
    %17 = arith.extui %6 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %18 = arith.cmpi ne, %17, %c0_i32 : i32
    scf.if %18 {
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %19 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %20 = arith.truncf %19 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %21 = vector.load %arg15[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %22 = vector.shape_cast %21 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %23 = vector.shape_cast %20 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg15[%c0, %c0, %c0], %23 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %24 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = arith.truncf %24 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %26 = vector.load %arg16[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %27 = vector.shape_cast %26 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %28 = vector.shape_cast %25 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg16[%c0, %c0, %c0], %28 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
}
