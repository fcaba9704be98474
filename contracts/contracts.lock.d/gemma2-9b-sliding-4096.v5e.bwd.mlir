module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17xi8>, %arg1: tensor<39xi8>, %arg2: tensor<39xi8>, %arg3: tensor<39xi8>, %arg4: tensor<17xi8>, %arg5: tensor<39xi8>, %arg6: tensor<39xi8>, %arg7: tensor<39xi8>, %arg8: tensor<16x8192x256xbf16>, %arg9: tensor<8x8192x256xbf16>, %arg10: tensor<8x8192x256xbf16>) -> (tensor<16x8192x256xbf16> {jax.result_info = "result[0]"}, tensor<16x8192x256xbf16> {jax.result_info = "result[1][0]"}, tensor<8x8192x256xbf16> {jax.result_info = "result[1][1]"}, tensor<8x8192x256xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<16x8192x256xbf16>, tensor<i32>) -> tensor<16x8192x256xbf16>
    %1 = call @_pad_0(%arg9, %c) : (tensor<8x8192x256xbf16>, tensor<i32>) -> tensor<8x8192x256xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<8x8192x256xbf16>, tensor<i32>) -> tensor<8x8192x256xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ba8832d2724f157b6f84f6a3c6ff6b57d7635aa188099b82a30bcf9c3edbfe76\22, \22cost_estimate\22: {\22bytes_accessed\22: 587202560, \22flops\22: 463856467968, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 905969664}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<39xi8>, tensor<39xi8>, tensor<39xi8>, tensor<16x8192x256xbf16>, tensor<8x8192x256xbf16>, tensor<8x8192x256xbf16>) -> (tensor<16x8192x256xbf16>, tensor<16x1x8192xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<16x8192x256xbf16>) -> tensor<16x8192x256xf32>
    %5 = stablehlo.convert %3#0 : (tensor<16x8192x256xbf16>) -> tensor<16x8192x256xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<16x8192x256xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x8192x256xf32>, tensor<f32>) -> tensor<16x8192xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<16x8192xf32>) -> tensor<16x1x8192xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:29696c9aa4a954d3db2ff76b8a9babdf207c140e29605522cae3b4cc493a1663\22, \22cost_estimate\22: {\22bytes_accessed\22: 654311424, \22flops\22: 695784701952, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 905969664}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<39xi8>, tensor<39xi8>, tensor<39xi8>, tensor<16x8192x256xbf16>, tensor<16x8192x256xbf16>, tensor<16x1x8192xf32>, tensor<16x1x8192xf32>, tensor<8x8192x256xbf16>, tensor<8x8192x256xbf16>) -> tensor<16x8192x256xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:8c2cea3d30f0f3d093f056f679e557623115e2ab8feafa02bda16065c5463ffe\22, \22cost_estimate\22: {\22bytes_accessed\22: 1040187392, \22flops\22: 927712935936, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 905969664}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<39xi8>, tensor<39xi8>, tensor<39xi8>, tensor<8x8192x256xbf16>, tensor<8x8192x256xbf16>, tensor<16x8192x256xbf16>, tensor<16x8192x256xbf16>, tensor<16x1x8192xf32>, tensor<16x1x8192xf32>) -> (tensor<8x8192x256xbf16>, tensor<8x8192x256xbf16>)
    %11 = call @_pad_1(%10#1) : (tensor<8x8192x256xbf16>) -> tensor<8x8192x256xbf16>
    %12 = call @_pad_1(%10#0) : (tensor<8x8192x256xbf16>) -> tensor<8x8192x256xbf16>
    %13 = call @_pad_2(%9) : (tensor<16x8192x256xbf16>) -> tensor<16x8192x256xbf16>
    return %3#0, %13, %12, %11 : tensor<16x8192x256xbf16>, tensor<16x8192x256xbf16>, tensor<8x8192x256xbf16>, tensor<8x8192x256xbf16>
  }
  func.func private @_pad(%arg0: tensor<16x8192x256xbf16>, %arg1: tensor<i32>) -> tensor<16x8192x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x8192x256xbf16>, tensor<bf16>) -> tensor<16x8192x256xbf16>
    return %1 : tensor<16x8192x256xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x8192x256xbf16>, %arg1: tensor<i32>) -> tensor<8x8192x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x8192x256xbf16>, tensor<bf16>) -> tensor<8x8192x256xbf16>
    return %1 : tensor<8x8192x256xbf16>
  }
  func.func private @_pad_1(%arg0: tensor<8x8192x256xbf16>) -> tensor<8x8192x256xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x8192x256xbf16>, tensor<bf16>) -> tensor<8x8192x256xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:8192, 0:256] : (tensor<8x8192x256xbf16>) -> tensor<8x8192x256xbf16>
    return %1 : tensor<8x8192x256xbf16>
  }
  func.func private @_pad_2(%arg0: tensor<16x8192x256xbf16>) -> tensor<16x8192x256xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x8192x256xbf16>, tensor<bf16>) -> tensor<16x8192x256xbf16>
    %1 = stablehlo.slice %0 [0:16, 0:8192, 0:256] : (tensor<16x8192x256xbf16>) -> tensor<16x8192x256xbf16>
    return %1 : tensor<16x8192x256xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:ba8832d2724f157b6f84f6a3c6ff6b57d7635aa188099b82a30bcf9c3edbfe76
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>, %arg6: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x8192x256xbf16, #tpu.memory_space<any>>, %arg8: memref<8x8192x256xbf16, #tpu.memory_space<any>>, %arg9: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg10: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1024x256xf32, #tpu.memory_space<vmem>>, %arg14: memref<3x512x256xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x512x256xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 16>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 2, 512, 256>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 2, 512, 256>}, {transform_indices = @transform_4, window_bounds = array<i64: 2, 1, 512>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.remsi %0, %c16_i32 : i32
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
    %13 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x256xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
    %15 = vector.shape_cast %14 : vector<1024x256xf32> to vector<1024x256xf32>
    %16 = vector.shape_cast %13 : vector<1024x256xf32> to vector<1024x256xf32>
    tpu.vector_store %arg13[%c0, %c0], %16 {strides = array<i32>} : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>, 
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = memref.load %arg2[%17] : memref<17xi8, #tpu.memory_space<smem>>
    %19 = arith.extsi %18 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %arg1, %c1_i32 : i32
    %21 = arith.index_cast %20 : i32 to index
    %22 = memref.load %arg2[%21] : memref<17xi8, #tpu.memory_space<smem>>
    %23 = arith.extsi %22 : i8 to i32
    %24 = arith.cmpi slt, %19, %23 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %26 = arith.cmpi ne, %25, %c0_i32 : i32
    scf.if %26 {
      %c0_i32 = arith.constant 0 : i32
      %76 = arith.addi %3, %c0_i32 : i32
      %77 = arith.index_cast %19 : i32 to index
      %78 = memref.load %arg3[%77] : memref<39xi8, #tpu.memory_space<smem>>
      %79 = arith.extsi %78 : i8 to i32
      %80 = arith.addi %79, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %81 = arith.divsi %76, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %82 = arith.muli %80, %c512_i32 : i32
      %83 = tpu.assume_multiple %82, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %84 = arith.divsi %76, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %85 = arith.muli %80, %c512_i32 : i32
      %86 = tpu.assume_multiple %85, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %88 = tpu.memref_squeeze %87 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %90 = tpu.memref_squeeze %89 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %91 = tpu.memref_slice %arg7[%81, %83, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %92 = tpu.memref_squeeze %91 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%92 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%90 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%88 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %93 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %96 = tpu.memref_squeeze %95 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %97 = tpu.memref_slice %arg8[%84, %86, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %98 = tpu.memref_squeeze %97 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%98 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%96 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %27 = arith.addi %c0_i32, %c1_i32 : i32
    %c38_i32 = arith.constant 38 : i32
    %28 = arith.minsi %19, %c38_i32 : i32
    %29 = arith.index_cast %28 : i32 to index
    %30 = memref.load %arg4[%29] : memref<39xi8, #tpu.memory_space<smem>>
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
      %76 = arith.addi %3, %c0_i32 : i32
      %77 = arith.index_cast %34 : i32 to index
      %78 = memref.load %arg3[%77] : memref<39xi8, #tpu.memory_space<smem>>
      %79 = arith.extsi %78 : i8 to i32
      %80 = arith.addi %79, %36 : i32
      %c2_i32 = arith.constant 2 : i32
      %81 = arith.divsi %76, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %82 = arith.muli %80, %c512_i32 : i32
      %83 = tpu.assume_multiple %82, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %84 = arith.divsi %76, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %85 = arith.muli %80, %c512_i32 : i32
      %86 = tpu.assume_multiple %85, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg16[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %88 = tpu.memref_squeeze %87 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %90 = tpu.memref_squeeze %89 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %91 = tpu.memref_slice %arg7[%81, %83, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %92 = tpu.memref_squeeze %91 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%92 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%90 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%88 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %93 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %96 = tpu.memref_squeeze %95 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %97 = tpu.memref_slice %arg8[%84, %86, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %98 = tpu.memref_squeeze %97 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%98 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%96 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %40:7 = scf.while (%arg17 = %19, %arg18 = %c0_i32, %arg19 = %34, %arg20 = %36, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %76 = arith.cmpi slt, %arg17, %23 : i32
      scf.condition(%76) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %76 = arith.index_cast %arg17 : i32 to index
      %77 = memref.load %arg5[%76] : memref<39xi8, #tpu.memory_space<smem>>
      %78 = arith.extsi %77 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %79 = arith.cmpi eq, %78, %c2_i32 : i32
      %80 = arith.extui %79 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %81 = arith.cmpi ne, %80, %c0_i32 : i32
      %82:2 = scf.if %81 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %83 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %84 = arith.muli %c0_i32, %c512_i32 : i32
        %85 = tpu.assume_multiple %84, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %86 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %87 = arith.muli %c0_i32, %c512_i32 : i32
        %88 = tpu.assume_multiple %87, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %89 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %90 = tpu.memref_squeeze %89 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %92 = tpu.memref_squeeze %91 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg7[%83, %85, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %94 = tpu.memref_squeeze %93 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%90 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%94 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%92 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %95 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %96 = tpu.memref_squeeze %95 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %99 = tpu.memref_slice %arg8[%86, %88, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %100 = tpu.memref_squeeze %99 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%96 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%100 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%98 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %101 = arith.addi %3, %c0_i32 : i32
        %102 = arith.index_cast %arg17 : i32 to index
        %103 = memref.load %arg3[%102] : memref<39xi8, #tpu.memory_space<smem>>
        %104 = arith.extsi %103 : i8 to i32
        %105 = arith.addi %104, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<2x512x256xbf16>
        %107 = vector.shape_cast %106 : vector<2x512x256xbf16> to vector<2x512x256xbf16>
        %108 = vector.shape_cast %107 : vector<2x512x256xbf16> to vector<1024x256xbf16>
        %109 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg14[%109, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %111 = vector.shape_cast %110 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %112 = tpu.matmul %108, %111, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x256xbf16>, vector<512x256xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_xc9ecc5 = arith.constant 1.250000e-03 : f32
        %113 = vector.broadcast %cst_xc9ecc5 : f32 to vector<1024x512xf32>
        %114 = arith.mulf %112, %113 : vector<1024x512xf32>
        %115 = math.tanh %114 : vector<1024x512xf32>
        %cst_x139a67 = arith.constant 72.1347503 : f32
        %116 = vector.broadcast %cst_x139a67 : f32 to vector<1024x512xf32>
        %117 = arith.mulf %115, %116 : vector<1024x512xf32>
        %118 = arith.mulf %115, %115 : vector<1024x512xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %119 = vector.broadcast %cst_x65a06e : f32 to vector<1024x512xf32>
        %120 = arith.subf %119, %118 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %cst_xf8e7b8 = arith.constant dense<0xFF800000> : vector<1024xf32>
        %122 = vector.multi_reduction <maximumf>, %117, %cst_xf8e7b8 [1] : vector<1024x512xf32> to vector<1024xf32>
        %123 = vector.shape_cast %122 : vector<1024xf32> to vector<1024x1xf32>
        %124 = vector.broadcast %123 : vector<1024x1xf32> to vector<1024x128xf32>
        %125 = arith.maximumf %121, %124 : vector<1024x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %126 = vector.broadcast %cst_x72b973 : f32 to vector<1024x128xf32>
        %127 = arith.maximumf %125, %126 : vector<1024x128xf32>
        %128 = tpu.concatenate %127, %127, %127, %127 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %129 = arith.subf %117, %128 : vector<1024x512xf32>
        %130 = math.exp2 %129 : vector<1024x512xf32>
        %131 = arith.subf %121, %127 : vector<1024x128xf32>
        %132 = math.exp2 %131 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %134 = arith.mulf %132, %133 : vector<1024x128xf32>
        %cst_x56bed9 = arith.constant dense<0.000000e+00> : vector<1024xf32>
        %135 = vector.multi_reduction <add>, %130, %cst_x56bed9 [1] : vector<1024x512xf32> to vector<1024xf32>
        %136 = vector.shape_cast %135 : vector<1024xf32> to vector<1024x1xf32>
        %137 = vector.broadcast %136 : vector<1024x1xf32> to vector<1024x128xf32>
        %138 = arith.addf %134, %137 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %140 = vector.shape_cast %139 : vector<1024x128xf32> to vector<1024x128xf32>
        %141 = vector.shape_cast %138 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %141 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %142 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg15[%142, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %144 = vector.shape_cast %143 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %145 = tpu.concatenate %132, %132 in 1 : vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %147 = arith.mulf %145, %146 : vector<1024x256xf32>
        %148 = arith.truncf %130 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x3e1fdc = arith.constant dense<0.000000e+00> : vector<1024x256xf32>
        %149 = tpu.matmul %148, %144, %cst_x3e1fdc {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x256xbf16>, vector<1024x256xf32> -> vector<1024x256xf32>
        %150 = arith.addf %147, %149 : vector<1024x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %152 = vector.shape_cast %151 : vector<1024x256xf32> to vector<1024x256xf32>
        %153 = vector.shape_cast %150 : vector<1024x256xf32> to vector<1024x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %153 {strides = array<i32>} : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %154 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %155 = vector.shape_cast %154 : vector<1024x128xf32> to vector<1024x128xf32>
        %156 = vector.shape_cast %125 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %156 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %157 = arith.addi %arg20, %c1_i32 : i32
        %c38_i32 = arith.constant 38 : i32
        %158 = arith.minsi %arg19, %c38_i32 : i32
        %159 = arith.index_cast %158 : i32 to index
        %160 = memref.load %arg4[%159] : memref<39xi8, #tpu.memory_space<smem>>
        %161 = arith.extsi %160 : i8 to i32
        %162 = arith.cmpi sge, %157, %161 : i32
        %c1_i32 = arith.constant 1 : i32
        %163 = arith.addi %arg19, %c1_i32 : i32
        %164 = arith.select %162, %163, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %165 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %166 = arith.select %162, %c0_i32, %165 : i32
        %167 = arith.cmpi slt, %164, %23 : i32
        %168 = arith.extui %167 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %169 = arith.cmpi ne, %168, %c0_i32 : i32
        scf.if %169 {
          %c0_i32 = arith.constant 0 : i32
          %170 = arith.addi %3, %c0_i32 : i32
          %171 = arith.index_cast %164 : i32 to index
          %172 = memref.load %arg3[%171] : memref<39xi8, #tpu.memory_space<smem>>
          %173 = arith.extsi %172 : i8 to i32
          %174 = arith.addi %173, %166 : i32
          %c2_i32 = arith.constant 2 : i32
          %175 = arith.divsi %170, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %176 = arith.muli %174, %c512_i32 : i32
          %177 = tpu.assume_multiple %176, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %178 = arith.divsi %170, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %179 = arith.muli %174, %c512_i32 : i32
          %180 = tpu.assume_multiple %179, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %181 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %182 = tpu.memref_squeeze %181 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %183 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %184 = tpu.memref_squeeze %183 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %185 = tpu.memref_slice %arg7[%175, %177, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %186 = tpu.memref_squeeze %185 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%186 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%184 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%182 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %187 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %188 = tpu.memref_squeeze %187 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %189 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %190 = tpu.memref_squeeze %189 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %191 = tpu.memref_slice %arg8[%178, %180, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %192 = tpu.memref_squeeze %191 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%192 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%190 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%188 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %164, %166 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %83 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %84 = arith.muli %c0_i32, %c512_i32 : i32
        %85 = tpu.assume_multiple %84, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %86 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %87 = arith.muli %c0_i32, %c512_i32 : i32
        %88 = tpu.assume_multiple %87, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %89 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %90 = tpu.memref_squeeze %89 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %92 = tpu.memref_squeeze %91 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg7[%83, %85, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %94 = tpu.memref_squeeze %93 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%90 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%94 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%92 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %95 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %96 = tpu.memref_squeeze %95 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %99 = tpu.memref_slice %arg8[%86, %88, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %100 = tpu.memref_squeeze %99 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%96 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%100 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%98 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %101 = arith.addi %3, %c0_i32 : i32
        %102 = arith.index_cast %arg17 : i32 to index
        %103 = memref.load %arg3[%102] : memref<39xi8, #tpu.memory_space<smem>>
        %104 = arith.extsi %103 : i8 to i32
        %105 = arith.addi %104, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<2x512x256xbf16>
        %107 = vector.shape_cast %106 : vector<2x512x256xbf16> to vector<2x512x256xbf16>
        %108 = vector.shape_cast %107 : vector<2x512x256xbf16> to vector<1024x256xbf16>
        %109 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg14[%109, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %111 = vector.shape_cast %110 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %112 = tpu.matmul %108, %111, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x256xbf16>, vector<512x256xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_xc9ecc5 = arith.constant 1.250000e-03 : f32
        %113 = vector.broadcast %cst_xc9ecc5 : f32 to vector<1024x512xf32>
        %114 = arith.mulf %112, %113 : vector<1024x512xf32>
        %115 = math.tanh %114 : vector<1024x512xf32>
        %cst_x139a67 = arith.constant 72.1347503 : f32
        %116 = vector.broadcast %cst_x139a67 : f32 to vector<1024x512xf32>
        %117 = arith.mulf %115, %116 : vector<1024x512xf32>
        %118 = arith.mulf %115, %115 : vector<1024x512xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %119 = vector.broadcast %cst_x65a06e : f32 to vector<1024x512xf32>
        %120 = arith.subf %119, %118 : vector<1024x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %121 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %122 = arith.muli %105, %c512_i32 : i32
        %123 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %124 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %125 = arith.subi %122, %121 : i32
        %126 = vector.broadcast %124 : vector<1x512xi32> to vector<512x512xi32>
        %127 = vector.broadcast %123 : vector<512x1xi32> to vector<512x512xi32>
        %128 = arith.subi %126, %127 : vector<512x512xi32>
        %c4095_i32 = arith.constant 4095 : i32
        %129 = arith.addi %c4095_i32, %125 : i32
        %c0_i32 = arith.constant 0 : i32
        %130 = arith.subi %c0_i32, %125 : i32
        %c0_i32 = arith.constant 0 : i32
        %131 = arith.subi %c0_i32, %129 : i32
        %132 = vector.broadcast %131 : i32 to vector<512x512xi32>
        %133 = arith.cmpi sge, %128, %132 : vector<512x512xi32>
        %134 = vector.broadcast %130 : i32 to vector<512x512xi32>
        %135 = arith.cmpi sle, %128, %134 : vector<512x512xi32>
        %136 = arith.andi %133, %135 : vector<512x512xi1>
        %137 = vector.shape_cast %117 : vector<1024x512xf32> to vector<2x512x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %138 = vector.shape_cast %136 : vector<512x512xi1> to vector<1x512x512xi1>
        %139 = vector.broadcast %138 : vector<1x512x512xi1> to vector<2x512x512xi1>
        %140 = vector.broadcast %cst_xbef082 : f32 to vector<2x512x512xf32>
        %141 = arith.select %139, %137, %140 : vector<2x512x512xi1>, vector<2x512x512xf32>
        %142 = vector.shape_cast %141 : vector<2x512x512xf32> to vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %cst_xf8e7b8 = arith.constant dense<0xFF800000> : vector<1024xf32>
        %144 = vector.multi_reduction <maximumf>, %142, %cst_xf8e7b8 [1] : vector<1024x512xf32> to vector<1024xf32>
        %145 = vector.shape_cast %144 : vector<1024xf32> to vector<1024x1xf32>
        %146 = vector.broadcast %145 : vector<1024x1xf32> to vector<1024x128xf32>
        %147 = arith.maximumf %143, %146 : vector<1024x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %148 = vector.broadcast %cst_x72b973 : f32 to vector<1024x128xf32>
        %149 = arith.maximumf %147, %148 : vector<1024x128xf32>
        %150 = tpu.concatenate %149, %149, %149, %149 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %151 = arith.subf %142, %150 : vector<1024x512xf32>
        %152 = math.exp2 %151 : vector<1024x512xf32>
        %153 = arith.subf %143, %149 : vector<1024x128xf32>
        %154 = math.exp2 %153 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %155 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %156 = arith.mulf %154, %155 : vector<1024x128xf32>
        %cst_x56bed9 = arith.constant dense<0.000000e+00> : vector<1024xf32>
        %157 = vector.multi_reduction <add>, %152, %cst_x56bed9 [1] : vector<1024x512xf32> to vector<1024xf32>
        %158 = vector.shape_cast %157 : vector<1024xf32> to vector<1024x1xf32>
        %159 = vector.broadcast %158 : vector<1024x1xf32> to vector<1024x128xf32>
        %160 = arith.addf %156, %159 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %161 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %162 = vector.shape_cast %161 : vector<1024x128xf32> to vector<1024x128xf32>
        %163 = vector.shape_cast %160 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %163 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %164 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %165 = vector.load %arg15[%164, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %166 = vector.shape_cast %165 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %167 = tpu.concatenate %154, %154 in 1 : vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %168 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %169 = arith.mulf %167, %168 : vector<1024x256xf32>
        %170 = arith.truncf %152 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x3e1fdc = arith.constant dense<0.000000e+00> : vector<1024x256xf32>
        %171 = tpu.matmul %170, %166, %cst_x3e1fdc {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x256xbf16>, vector<1024x256xf32> -> vector<1024x256xf32>
        %172 = arith.addf %169, %171 : vector<1024x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %173 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %174 = vector.shape_cast %173 : vector<1024x256xf32> to vector<1024x256xf32>
        %175 = vector.shape_cast %172 : vector<1024x256xf32> to vector<1024x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %175 {strides = array<i32>} : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %176 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %177 = vector.shape_cast %176 : vector<1024x128xf32> to vector<1024x128xf32>
        %178 = vector.shape_cast %147 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %178 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %179 = arith.addi %arg20, %c1_i32 : i32
        %c38_i32 = arith.constant 38 : i32
        %180 = arith.minsi %arg19, %c38_i32 : i32
        %181 = arith.index_cast %180 : i32 to index
        %182 = memref.load %arg4[%181] : memref<39xi8, #tpu.memory_space<smem>>
        %183 = arith.extsi %182 : i8 to i32
        %184 = arith.cmpi sge, %179, %183 : i32
        %c1_i32 = arith.constant 1 : i32
        %185 = arith.addi %arg19, %c1_i32 : i32
        %186 = arith.select %184, %185, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %187 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %188 = arith.select %184, %c0_i32, %187 : i32
        %189 = arith.cmpi slt, %186, %23 : i32
        %190 = arith.extui %189 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %191 = arith.cmpi ne, %190, %c0_i32 : i32
        scf.if %191 {
          %c0_i32 = arith.constant 0 : i32
          %192 = arith.addi %3, %c0_i32 : i32
          %193 = arith.index_cast %186 : i32 to index
          %194 = memref.load %arg3[%193] : memref<39xi8, #tpu.memory_space<smem>>
          %195 = arith.extsi %194 : i8 to i32
          %196 = arith.addi %195, %188 : i32
          %c2_i32 = arith.constant 2 : i32
          %197 = arith.divsi %192, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %198 = arith.muli %196, %c512_i32 : i32
          %199 = tpu.assume_multiple %198, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %200 = arith.divsi %192, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %201 = arith.muli %196, %c512_i32 : i32
          %202 = tpu.assume_multiple %201, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %203 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %204 = tpu.memref_squeeze %203 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %205 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %206 = tpu.memref_squeeze %205 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %207 = tpu.memref_slice %arg7[%197, %199, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %208 = tpu.memref_squeeze %207 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%208 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%206 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%204 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %209 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %210 = tpu.memref_squeeze %209 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %211 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %212 = tpu.memref_squeeze %211 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %213 = tpu.memref_slice %arg8[%200, %202, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %214 = tpu.memref_squeeze %213 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%214 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%212 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%210 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %186, %188 : i32, i32
      }
      scf.yield %arg19, %arg20, %82#0, %82#1, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %42 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %43 = arith.cmpf ogt, %41, %42 : vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %44 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %45 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %46 = arith.select %43, %41, %45 : vector<1024x128xi1>, vector<1024x128xf32>
    %47 = tpu.concatenate %46, %46 in 1 : vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x256xf32>
    %48 = arith.divf %44, %47 : vector<1024x256xf32>
    %49 = arith.truncf %48 : vector<1024x256xf32> to vector<1024x256xbf16>
    %50 = vector.shape_cast %49 : vector<1024x256xbf16> to vector<2x512x256xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %51 = vector.load %arg9[%c0, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<2x512x256xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %50 {strides = array<i32>} : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<2x512x256xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %52 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %53 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %54 = arith.select %43, %41, %53 : vector<1024x128xi1>, vector<1024x128xf32>
    %55 = math.log %54 : vector<1024x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %56 = math.log %cst_x481f63 : f32
    %57 = vector.broadcast %56 : f32 to vector<1024x128xf32>
    %58 = arith.divf %55, %57 : vector<1024x128xf32>
    %59 = arith.addf %52, %58 : vector<1024x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %60 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x128xf32>
    %61 = arith.divf %59, %60 : vector<1024x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %62 = vector.broadcast %cst_xbef082 : f32 to vector<1024x128xf32>
    %63 = arith.select %43, %61, %62 : vector<1024x128xi1>, vector<1024x128xf32>
    %64 = vector.extract_strided_slice %63 {offsets = [0, 0], sizes = [512, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<512x128xf32>
    %65 = tpu.transpose %64, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %66 = vector.extract_strided_slice %65 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %67 = vector.load %arg10[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %68 = vector.shape_cast %67 : vector<1x1x512xf32> to vector<1x512xf32>
    %69 = vector.shape_cast %66 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %69 {strides = array<i32>} : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    %70 = vector.extract_strided_slice %63 {offsets = [512, 0], sizes = [512, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<512x128xf32>
    %71 = tpu.transpose %70, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %72 = vector.extract_strided_slice %71 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %73 = vector.load %arg10[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %74 = vector.shape_cast %73 : vector<1x1x512xf32> to vector<1x512xf32>
    %75 = vector.shape_cast %72 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c1, %c0, %c0], %75 {strides = array<i32>} : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %6 = arith.remsi %5, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %6 = arith.remsi %5, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %6 = arith.remsi %5, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %c0_i32, %6 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:29696c9aa4a954d3db2ff76b8a9babdf207c140e29605522cae3b4cc493a1663
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>, %arg6: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<8x8192x256xbf16, #tpu.memory_space<any>>, %arg11: memref<8x8192x256xbf16, #tpu.memory_space<any>>, %arg12: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1024x256xf32, #tpu.memory_space<vmem>>, %arg14: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x512x256xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x512x256xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 16>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 2, 512, 256>}, {transform_indices = @transform_1, window_bounds = array<i64: 2, 512, 256>}, {transform_indices = @transform_2, window_bounds = array<i64: 2, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 2, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 2, 512, 256>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.remsi %0, %c16_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %5 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x256xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %6 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
    %7 = vector.shape_cast %6 : vector<1024x256xf32> to vector<1024x256xf32>
    %8 = vector.shape_cast %5 : vector<1024x256xf32> to vector<1024x256xf32>
    tpu.vector_store %arg13[%c0, %c0], %8 {strides = array<i32>} : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>, 
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
    %42 = memref.load %arg2[%41] : memref<17xi8, #tpu.memory_space<smem>>
    %43 = arith.extsi %42 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %44 = arith.addi %arg1, %c1_i32 : i32
    %45 = arith.index_cast %44 : i32 to index
    %46 = memref.load %arg2[%45] : memref<17xi8, #tpu.memory_space<smem>>
    %47 = arith.extsi %46 : i8 to i32
    %48 = arith.cmpi slt, %43, %47 : i32
    %49 = arith.extui %48 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %50 = arith.cmpi ne, %49, %c0_i32 : i32
    scf.if %50 {
      %c0_i32 = arith.constant 0 : i32
      %69 = arith.addi %3, %c0_i32 : i32
      %70 = arith.index_cast %43 : i32 to index
      %71 = memref.load %arg3[%70] : memref<39xi8, #tpu.memory_space<smem>>
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
      %82 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %83 = tpu.memref_squeeze %82 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg10[%74, %76, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %85 = tpu.memref_squeeze %84 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%85 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%83 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %86 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %87 = tpu.memref_squeeze %86 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %89 = tpu.memref_squeeze %88 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg11[%77, %79, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %91 = tpu.memref_squeeze %90 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%91 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%89 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%87 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %51 = arith.addi %c0_i32, %c1_i32 : i32
    %c38_i32 = arith.constant 38 : i32
    %52 = arith.minsi %43, %c38_i32 : i32
    %53 = arith.index_cast %52 : i32 to index
    %54 = memref.load %arg4[%53] : memref<39xi8, #tpu.memory_space<smem>>
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
      %71 = memref.load %arg3[%70] : memref<39xi8, #tpu.memory_space<smem>>
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
      %82 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %83 = tpu.memref_squeeze %82 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg10[%74, %76, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %85 = tpu.memref_squeeze %84 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%85 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%83 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %86 = tpu.memref_slice %arg18[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %87 = tpu.memref_squeeze %86 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %89 = tpu.memref_squeeze %88 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg11[%77, %79, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %91 = tpu.memref_squeeze %90 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%91 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%89 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%87 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %70 = memref.load %arg5[%69] : memref<39xi8, #tpu.memory_space<smem>>
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
        %84 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %85 = tpu.memref_squeeze %84 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg10[%76, %78, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %87 = tpu.memref_squeeze %86 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%87 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%85 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %88 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %91 = tpu.memref_squeeze %90 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg11[%79, %81, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%93 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%91 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %94 = arith.addi %3, %c0_i32 : i32
        %95 = arith.index_cast %arg19 : i32 to index
        %96 = memref.load %arg3[%95] : memref<39xi8, #tpu.memory_space<smem>>
        %97 = arith.extsi %96 : i8 to i32
        %98 = arith.addi %97, %arg20 : i32
        %99 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg16[%99, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %101 = vector.shape_cast %100 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<2x512x256xbf16>
        %103 = vector.shape_cast %102 : vector<2x512x256xbf16> to vector<2x512x256xbf16>
        %104 = vector.shape_cast %103 : vector<2x512x256xbf16> to vector<1024x256xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %105 = tpu.matmul %104, %101, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x256xbf16>, vector<512x256xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_xc9ecc5 = arith.constant 1.250000e-03 : f32
        %106 = vector.broadcast %cst_xc9ecc5 : f32 to vector<1024x512xf32>
        %107 = arith.mulf %105, %106 : vector<1024x512xf32>
        %108 = math.tanh %107 : vector<1024x512xf32>
        %cst_x139a67 = arith.constant 72.1347503 : f32
        %109 = vector.broadcast %cst_x139a67 : f32 to vector<1024x512xf32>
        %110 = arith.mulf %108, %109 : vector<1024x512xf32>
        %111 = arith.mulf %108, %108 : vector<1024x512xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %112 = vector.broadcast %cst_x65a06e : f32 to vector<1024x512xf32>
        %113 = arith.subf %112, %111 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %115 = tpu.concatenate %114, %114, %114, %114 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %116 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x512xf32>
        %117 = arith.mulf %115, %116 : vector<1024x512xf32>
        %118 = arith.subf %110, %117 : vector<1024x512xf32>
        %119 = math.exp2 %118 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg7[%c0, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<2x512x256xbf16>
        %121 = vector.shape_cast %120 : vector<2x512x256xbf16> to vector<2x512x256xbf16>
        %122 = vector.shape_cast %121 : vector<2x512x256xbf16> to vector<1024x256xbf16>
        %123 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg17[%123, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %125 = vector.shape_cast %124 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %126 = tpu.matmul %122, %125, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x256xbf16>, vector<512x256xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %128 = tpu.concatenate %127, %127, %127, %127 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %129 = arith.subf %126, %128 : vector<1024x512xf32>
        %130 = arith.mulf %119, %129 : vector<1024x512xf32>
        %131 = arith.mulf %130, %113 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %133 = arith.truncf %131 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x3e1fdc = arith.constant dense<0.000000e+00> : vector<1024x256xf32>
        %134 = tpu.matmul %133, %101, %cst_x3e1fdc {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x256xbf16>, vector<1024x256xf32> -> vector<1024x256xf32>
        %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
        %135 = vector.broadcast %cst_x7f9d07 : f32 to vector<1024x256xf32>
        %136 = arith.mulf %134, %135 : vector<1024x256xf32>
        %137 = arith.addf %132, %136 : vector<1024x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %139 = vector.shape_cast %138 : vector<1024x256xf32> to vector<1024x256xf32>
        %140 = vector.shape_cast %137 : vector<1024x256xf32> to vector<1024x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %140 {strides = array<i32>} : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %141 = arith.addi %arg22, %c1_i32 : i32
        %c38_i32 = arith.constant 38 : i32
        %142 = arith.minsi %arg21, %c38_i32 : i32
        %143 = arith.index_cast %142 : i32 to index
        %144 = memref.load %arg4[%143] : memref<39xi8, #tpu.memory_space<smem>>
        %145 = arith.extsi %144 : i8 to i32
        %146 = arith.cmpi sge, %141, %145 : i32
        %c1_i32 = arith.constant 1 : i32
        %147 = arith.addi %arg21, %c1_i32 : i32
        %148 = arith.select %146, %147, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %149 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %150 = arith.select %146, %c0_i32, %149 : i32
        %151 = arith.cmpi slt, %148, %47 : i32
        %152 = arith.extui %151 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %153 = arith.cmpi ne, %152, %c0_i32 : i32
        scf.if %153 {
          %c0_i32 = arith.constant 0 : i32
          %154 = arith.addi %3, %c0_i32 : i32
          %155 = arith.index_cast %148 : i32 to index
          %156 = memref.load %arg3[%155] : memref<39xi8, #tpu.memory_space<smem>>
          %157 = arith.extsi %156 : i8 to i32
          %158 = arith.addi %157, %150 : i32
          %c2_i32 = arith.constant 2 : i32
          %159 = arith.divsi %154, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %160 = arith.muli %158, %c512_i32 : i32
          %161 = tpu.assume_multiple %160, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %162 = arith.divsi %154, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %163 = arith.muli %158, %c512_i32 : i32
          %164 = tpu.assume_multiple %163, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %165 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %166 = tpu.memref_squeeze %165 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %167 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %168 = tpu.memref_squeeze %167 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %169 = tpu.memref_slice %arg10[%159, %161, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %170 = tpu.memref_squeeze %169 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%170 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%168 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%166 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %171 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %172 = tpu.memref_squeeze %171 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %173 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %174 = tpu.memref_squeeze %173 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %175 = tpu.memref_slice %arg11[%162, %164, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %176 = tpu.memref_squeeze %175 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%176 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%174 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%172 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %148, %150 : i32, i32
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
        %84 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %85 = tpu.memref_squeeze %84 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg10[%76, %78, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %87 = tpu.memref_squeeze %86 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%87 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%85 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %88 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %91 = tpu.memref_squeeze %90 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg11[%79, %81, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%93 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%91 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %94 = arith.addi %3, %c0_i32 : i32
        %95 = arith.index_cast %arg19 : i32 to index
        %96 = memref.load %arg3[%95] : memref<39xi8, #tpu.memory_space<smem>>
        %97 = arith.extsi %96 : i8 to i32
        %98 = arith.addi %97, %arg20 : i32
        %99 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg16[%99, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %101 = vector.shape_cast %100 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<2x512x256xbf16>
        %103 = vector.shape_cast %102 : vector<2x512x256xbf16> to vector<2x512x256xbf16>
        %104 = vector.shape_cast %103 : vector<2x512x256xbf16> to vector<1024x256xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %105 = tpu.matmul %104, %101, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x256xbf16>, vector<512x256xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_xc9ecc5 = arith.constant 1.250000e-03 : f32
        %106 = vector.broadcast %cst_xc9ecc5 : f32 to vector<1024x512xf32>
        %107 = arith.mulf %105, %106 : vector<1024x512xf32>
        %108 = math.tanh %107 : vector<1024x512xf32>
        %cst_x139a67 = arith.constant 72.1347503 : f32
        %109 = vector.broadcast %cst_x139a67 : f32 to vector<1024x512xf32>
        %110 = arith.mulf %108, %109 : vector<1024x512xf32>
        %111 = arith.mulf %108, %108 : vector<1024x512xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %112 = vector.broadcast %cst_x65a06e : f32 to vector<1024x512xf32>
        %113 = arith.subf %112, %111 : vector<1024x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %114 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %115 = arith.muli %98, %c512_i32 : i32
        %116 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %117 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %118 = arith.subi %115, %114 : i32
        %119 = vector.broadcast %117 : vector<1x512xi32> to vector<512x512xi32>
        %120 = vector.broadcast %116 : vector<512x1xi32> to vector<512x512xi32>
        %121 = arith.subi %119, %120 : vector<512x512xi32>
        %c4095_i32 = arith.constant 4095 : i32
        %122 = arith.addi %c4095_i32, %118 : i32
        %c0_i32 = arith.constant 0 : i32
        %123 = arith.subi %c0_i32, %118 : i32
        %c0_i32 = arith.constant 0 : i32
        %124 = arith.subi %c0_i32, %122 : i32
        %125 = vector.broadcast %124 : i32 to vector<512x512xi32>
        %126 = arith.cmpi sge, %121, %125 : vector<512x512xi32>
        %127 = vector.broadcast %123 : i32 to vector<512x512xi32>
        %128 = arith.cmpi sle, %121, %127 : vector<512x512xi32>
        %129 = arith.andi %126, %128 : vector<512x512xi1>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %131 = tpu.concatenate %130, %130, %130, %130 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %132 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x512xf32>
        %133 = arith.mulf %131, %132 : vector<1024x512xf32>
        %134 = arith.subf %110, %133 : vector<1024x512xf32>
        %135 = math.exp2 %134 : vector<1024x512xf32>
        %136 = vector.shape_cast %135 : vector<1024x512xf32> to vector<2x512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %137 = vector.shape_cast %129 : vector<512x512xi1> to vector<1x512x512xi1>
        %138 = vector.broadcast %137 : vector<1x512x512xi1> to vector<2x512x512xi1>
        %139 = vector.broadcast %cst_x8ee5ec : f32 to vector<2x512x512xf32>
        %140 = arith.select %138, %136, %139 : vector<2x512x512xi1>, vector<2x512x512xf32>
        %141 = vector.shape_cast %140 : vector<2x512x512xf32> to vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg7[%c0, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<2x512x256xbf16>
        %143 = vector.shape_cast %142 : vector<2x512x256xbf16> to vector<2x512x256xbf16>
        %144 = vector.shape_cast %143 : vector<2x512x256xbf16> to vector<1024x256xbf16>
        %145 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg17[%145, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %147 = vector.shape_cast %146 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %148 = tpu.matmul %144, %147, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x256xbf16>, vector<512x256xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %149 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %150 = tpu.concatenate %149, %149, %149, %149 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %151 = arith.subf %148, %150 : vector<1024x512xf32>
        %152 = arith.mulf %141, %151 : vector<1024x512xf32>
        %153 = arith.mulf %152, %113 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %154 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %155 = arith.truncf %153 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x3e1fdc = arith.constant dense<0.000000e+00> : vector<1024x256xf32>
        %156 = tpu.matmul %155, %101, %cst_x3e1fdc {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x256xbf16>, vector<1024x256xf32> -> vector<1024x256xf32>
        %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
        %157 = vector.broadcast %cst_x7f9d07 : f32 to vector<1024x256xf32>
        %158 = arith.mulf %156, %157 : vector<1024x256xf32>
        %159 = arith.addf %154, %158 : vector<1024x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %161 = vector.shape_cast %160 : vector<1024x256xf32> to vector<1024x256xf32>
        %162 = vector.shape_cast %159 : vector<1024x256xf32> to vector<1024x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %162 {strides = array<i32>} : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %163 = arith.addi %arg22, %c1_i32 : i32
        %c38_i32 = arith.constant 38 : i32
        %164 = arith.minsi %arg21, %c38_i32 : i32
        %165 = arith.index_cast %164 : i32 to index
        %166 = memref.load %arg4[%165] : memref<39xi8, #tpu.memory_space<smem>>
        %167 = arith.extsi %166 : i8 to i32
        %168 = arith.cmpi sge, %163, %167 : i32
        %c1_i32 = arith.constant 1 : i32
        %169 = arith.addi %arg21, %c1_i32 : i32
        %170 = arith.select %168, %169, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %171 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %172 = arith.select %168, %c0_i32, %171 : i32
        %173 = arith.cmpi slt, %170, %47 : i32
        %174 = arith.extui %173 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %175 = arith.cmpi ne, %174, %c0_i32 : i32
        scf.if %175 {
          %c0_i32 = arith.constant 0 : i32
          %176 = arith.addi %3, %c0_i32 : i32
          %177 = arith.index_cast %170 : i32 to index
          %178 = memref.load %arg3[%177] : memref<39xi8, #tpu.memory_space<smem>>
          %179 = arith.extsi %178 : i8 to i32
          %180 = arith.addi %179, %172 : i32
          %c2_i32 = arith.constant 2 : i32
          %181 = arith.divsi %176, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %182 = arith.muli %180, %c512_i32 : i32
          %183 = tpu.assume_multiple %182, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %184 = arith.divsi %176, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %185 = arith.muli %180, %c512_i32 : i32
          %186 = tpu.assume_multiple %185, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %187 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %188 = tpu.memref_squeeze %187 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %189 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %190 = tpu.memref_squeeze %189 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %191 = tpu.memref_slice %arg10[%181, %183, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %192 = tpu.memref_squeeze %191 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%192 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%190 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%188 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %193 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %194 = tpu.memref_squeeze %193 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %195 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %196 = tpu.memref_squeeze %195 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %197 = tpu.memref_slice %arg11[%184, %186, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %198 = tpu.memref_squeeze %197 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%198 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%196 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%194 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %170, %172 : i32, i32
      }
      scf.yield %arg21, %arg22, %75#0, %75#1, %arg24, %arg25, %arg23 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %65 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
    %66 = arith.truncf %65 : vector<1024x256xf32> to vector<1024x256xbf16>
    %67 = vector.shape_cast %66 : vector<1024x256xbf16> to vector<2x512x256xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %68 = vector.load %arg12[%c0, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<2x512x256xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %67 {strides = array<i32>} : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<2x512x256xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %6 = arith.remsi %5, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %6 = arith.remsi %5, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %6 = arith.remsi %5, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %c0_i32, %6 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %6 = arith.remsi %5, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %c0_i32, %6 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %6 = arith.remsi %5, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:8c2cea3d30f0f3d093f056f679e557623115e2ab8feafa02bda16065c5463ffe
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<17xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>, %arg6: memref<39xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg9: memref<16x8192x256xbf16, #tpu.memory_space<any>>, %arg10: memref<16x8192x256xbf16, #tpu.memory_space<any>>, %arg11: memref<16x1x8192xf32, #tpu.memory_space<any>>, %arg12: memref<16x1x8192xf32, #tpu.memory_space<any>>, %arg13: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x256xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x256xf32, #tpu.memory_space<vmem>>, %arg17: memref<3x512x256xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x512x256xbf16, #tpu.memory_space<vmem>>, %arg19: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg21: memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 16, 2>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 256>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 256>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %6 = arith.cmpi eq, %arg2, %c1_i32 : i32
    %c16_i32 = arith.constant 16 : i32
    %7 = arith.remsi %0, %c16_i32 : i32
    %8 = arith.extui %5 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %9 = arith.cmpi ne, %8, %c0_i32 : i32
    scf.if %9 {
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %36 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x256xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %37 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %38 = vector.shape_cast %37 : vector<512x256xf32> to vector<512x256xf32>
      %39 = vector.shape_cast %36 : vector<512x256xf32> to vector<512x256xf32>
      tpu.vector_store %arg15[%c0, %c0], %39 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %40 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x256xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %41 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %42 = vector.shape_cast %41 : vector<512x256xf32> to vector<512x256xf32>
      %43 = vector.shape_cast %40 : vector<512x256xf32> to vector<512x256xf32>
      tpu.vector_store %arg16[%c0, %c0], %43 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
    } else {
    }
    %10 = arith.index_cast %arg1 : i32 to index
    %11 = memref.load %arg3[%10] : memref<17xi8, #tpu.memory_space<smem>>
    %12 = arith.extsi %11 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %13 = arith.addi %arg1, %c1_i32 : i32
    %14 = arith.index_cast %13 : i32 to index
    %15 = memref.load %arg3[%14] : memref<17xi8, #tpu.memory_space<smem>>
    %16 = arith.extsi %15 : i8 to i32
    %17 = arith.cmpi slt, %12, %16 : i32
    %18 = arith.extui %17 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %19 = arith.cmpi ne, %18, %c0_i32 : i32
    scf.if %19 {
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %4, %c0_i32 : i32
      %37 = arith.index_cast %12 : i32 to index
      %38 = memref.load %arg4[%37] : memref<39xi8, #tpu.memory_space<smem>>
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
      %51 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg9[%36, %42, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%52 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg21[%c0_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%36, %44, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%58 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %65 = tpu.memref_slice %arg11[%36, %c0_i32, %46] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
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
      %71 = tpu.memref_slice %arg12[%36, %c0_i32, %48] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1x512xf32, #tpu.memory_space<any>>) target(%70 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %c0_i32, %c1_i32 : i32
    %c38_i32 = arith.constant 38 : i32
    %21 = arith.minsi %12, %c38_i32 : i32
    %22 = arith.index_cast %21 : i32 to index
    %23 = memref.load %arg5[%22] : memref<39xi8, #tpu.memory_space<smem>>
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
      %38 = memref.load %arg4[%37] : memref<39xi8, #tpu.memory_space<smem>>
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
      %51 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg9[%36, %42, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%52 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg21[%c1_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%36, %44, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%58 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %65 = tpu.memref_slice %arg11[%36, %c0_i32, %46] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
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
      %71 = tpu.memref_slice %arg12[%36, %c0_i32, %48] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
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
      %37 = memref.load %arg6[%36] : memref<39xi8, #tpu.memory_space<smem>>
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
        %53 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %54 = tpu.memref_squeeze %53 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %55 = tpu.memref_slice %arg9[%c0_i32, %44, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %56 = tpu.memref_squeeze %55 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%54 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %57 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %59 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %60 = tpu.memref_squeeze %59 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg10[%c0_i32, %46, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %62 = tpu.memref_squeeze %61 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%62 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%60 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %63 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %66 = tpu.memref_squeeze %65 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %48] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
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
        %73 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %50] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%72 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %4, %c0_i32 : i32
        %76 = arith.index_cast %arg22 : i32 to index
        %77 = memref.load %arg4[%76] : memref<39xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg23 : i32
        %80 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg17[%80, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %83 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg18[%83, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %85 = vector.shape_cast %84 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %87 = vector.shape_cast %86 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %88 = tpu.matmul %87, %82, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xc9ecc5 = arith.constant 1.250000e-03 : f32
        %89 = vector.broadcast %cst_xc9ecc5 : f32 to vector<512x512xf32>
        %90 = arith.mulf %88, %89 : vector<512x512xf32>
        %91 = math.tanh %90 : vector<512x512xf32>
        %cst_x139a67 = arith.constant 72.1347503 : f32
        %92 = vector.broadcast %cst_x139a67 : f32 to vector<512x512xf32>
        %93 = arith.mulf %91, %92 : vector<512x512xf32>
        %94 = arith.mulf %91, %91 : vector<512x512xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %95 = vector.broadcast %cst_x65a06e : f32 to vector<512x512xf32>
        %96 = arith.subf %95, %94 : vector<512x512xf32>
        %97 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg19[%97, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %99 = vector.shape_cast %98 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %100 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %101 = arith.mulf %99, %100 : vector<1x512xf32>
        %102 = vector.broadcast %101 : vector<1x512xf32> to vector<512x512xf32>
        %103 = arith.subf %93, %102 : vector<512x512xf32>
        %104 = math.exp2 %103 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %106 = arith.truncf %104 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %107 = tpu.matmul %106, %85, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %108 = arith.addf %105, %107 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %110 = vector.shape_cast %109 : vector<512x256xf32> to vector<512x256xf32>
        %111 = vector.shape_cast %108 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg16[%c0, %c0], %111 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %113 = vector.shape_cast %112 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %114 = tpu.matmul %113, %85, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %115 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg20[%115, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %117 = vector.shape_cast %116 : vector<1x1x512xf32> to vector<1x512xf32>
        %118 = vector.broadcast %117 : vector<1x512xf32> to vector<512x512xf32>
        %119 = arith.subf %114, %118 : vector<512x512xf32>
        %120 = arith.mulf %104, %119 : vector<512x512xf32>
        %121 = arith.mulf %120, %96 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %123 = arith.truncf %121 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %124 = tpu.matmul %123, %82, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
        %125 = vector.broadcast %cst_x7f9d07 : f32 to vector<512x256xf32>
        %126 = arith.mulf %124, %125 : vector<512x256xf32>
        %127 = arith.addf %122, %126 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %129 = vector.shape_cast %128 : vector<512x256xf32> to vector<512x256xf32>
        %130 = vector.shape_cast %127 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg15[%c0, %c0], %130 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %131 = arith.addi %arg25, %c1_i32 : i32
        %c38_i32 = arith.constant 38 : i32
        %132 = arith.minsi %arg24, %c38_i32 : i32
        %133 = arith.index_cast %132 : i32 to index
        %134 = memref.load %arg5[%133] : memref<39xi8, #tpu.memory_space<smem>>
        %135 = arith.extsi %134 : i8 to i32
        %136 = arith.cmpi sge, %131, %135 : i32
        %c1_i32 = arith.constant 1 : i32
        %137 = arith.addi %arg24, %c1_i32 : i32
        %138 = arith.select %136, %137, %arg24 : i32
        %c1_i32 = arith.constant 1 : i32
        %139 = arith.addi %arg25, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %140 = arith.select %136, %c0_i32, %139 : i32
        %141 = arith.cmpi slt, %138, %16 : i32
        %142 = arith.extui %141 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %143 = arith.cmpi ne, %142, %c0_i32 : i32
        scf.if %143 {
          %c0_i32 = arith.constant 0 : i32
          %144 = arith.addi %4, %c0_i32 : i32
          %145 = arith.index_cast %138 : i32 to index
          %146 = memref.load %arg4[%145] : memref<39xi8, #tpu.memory_space<smem>>
          %147 = arith.extsi %146 : i8 to i32
          %148 = arith.addi %147, %140 : i32
          %c512_i32 = arith.constant 512 : i32
          %149 = arith.muli %148, %c512_i32 : i32
          %150 = tpu.assume_multiple %149, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %151 = arith.muli %148, %c512_i32 : i32
          %152 = tpu.assume_multiple %151, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %153 = arith.muli %148, %c512_i32 : i32
          %154 = tpu.assume_multiple %153, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %155 = arith.muli %148, %c512_i32 : i32
          %156 = tpu.assume_multiple %155, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %157 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %158 = tpu.memref_squeeze %157 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %159 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %160 = tpu.memref_squeeze %159 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %161 = tpu.memref_slice %arg9[%144, %150, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %162 = tpu.memref_squeeze %161 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%162 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%160 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%158 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %163 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %164 = tpu.memref_squeeze %163 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %165 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %166 = tpu.memref_squeeze %165 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %167 = tpu.memref_slice %arg10[%144, %152, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %168 = tpu.memref_squeeze %167 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%168 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%166 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%164 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %169 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %170 = tpu.memref_squeeze %169 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %171 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %172 = tpu.memref_squeeze %171 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %173 = tpu.memref_slice %arg11[%144, %c0_i32, %154] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %174 = tpu.memref_squeeze %173 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%174 : memref<1x512xf32, #tpu.memory_space<any>>) target(%172 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%170 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %175 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %176 = tpu.memref_squeeze %175 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %177 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %178 = tpu.memref_squeeze %177 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %179 = tpu.memref_slice %arg12[%144, %c0_i32, %156] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %180 = tpu.memref_squeeze %179 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%180 : memref<1x512xf32, #tpu.memory_space<any>>) target(%178 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%176 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %138, %140 : i32, i32
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
        %53 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %54 = tpu.memref_squeeze %53 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %55 = tpu.memref_slice %arg9[%c0_i32, %44, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %56 = tpu.memref_squeeze %55 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%54 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %57 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %59 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %60 = tpu.memref_squeeze %59 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg10[%c0_i32, %46, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %62 = tpu.memref_squeeze %61 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%62 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%60 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %63 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %66 = tpu.memref_squeeze %65 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %48] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
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
        %73 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %50] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%72 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %4, %c0_i32 : i32
        %76 = arith.index_cast %arg22 : i32 to index
        %77 = memref.load %arg4[%76] : memref<39xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg23 : i32
        %80 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg17[%80, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %83 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg18[%83, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %85 = vector.shape_cast %84 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %87 = vector.shape_cast %86 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %88 = tpu.matmul %87, %82, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xc9ecc5 = arith.constant 1.250000e-03 : f32
        %89 = vector.broadcast %cst_xc9ecc5 : f32 to vector<512x512xf32>
        %90 = arith.mulf %88, %89 : vector<512x512xf32>
        %91 = math.tanh %90 : vector<512x512xf32>
        %cst_x139a67 = arith.constant 72.1347503 : f32
        %92 = vector.broadcast %cst_x139a67 : f32 to vector<512x512xf32>
        %93 = arith.mulf %91, %92 : vector<512x512xf32>
        %94 = arith.mulf %91, %91 : vector<512x512xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %95 = vector.broadcast %cst_x65a06e : f32 to vector<512x512xf32>
        %96 = arith.subf %95, %94 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %97 = arith.muli %79, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %98 = arith.muli %7, %c512_i32 : i32
        %99 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %100 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %101 = arith.subi %98, %97 : i32
        %102 = vector.broadcast %100 : vector<512x1xi32> to vector<512x512xi32>
        %103 = vector.broadcast %99 : vector<1x512xi32> to vector<512x512xi32>
        %104 = arith.subi %102, %103 : vector<512x512xi32>
        %c4095_i32 = arith.constant 4095 : i32
        %105 = arith.addi %c4095_i32, %101 : i32
        %c0_i32 = arith.constant 0 : i32
        %106 = arith.subi %c0_i32, %101 : i32
        %c0_i32 = arith.constant 0 : i32
        %107 = arith.subi %c0_i32, %105 : i32
        %108 = vector.broadcast %107 : i32 to vector<512x512xi32>
        %109 = arith.cmpi sge, %104, %108 : vector<512x512xi32>
        %110 = vector.broadcast %106 : i32 to vector<512x512xi32>
        %111 = arith.cmpi sle, %104, %110 : vector<512x512xi32>
        %112 = arith.andi %109, %111 : vector<512x512xi1>
        %113 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg19[%113, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %115 = vector.shape_cast %114 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %116 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %117 = arith.mulf %115, %116 : vector<1x512xf32>
        %118 = vector.broadcast %117 : vector<1x512xf32> to vector<512x512xf32>
        %119 = arith.subf %93, %118 : vector<512x512xf32>
        %120 = math.exp2 %119 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %121 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %122 = arith.select %112, %120, %121 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %124 = arith.truncf %122 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %125 = tpu.matmul %124, %85, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %126 = arith.addf %123, %125 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %128 = vector.shape_cast %127 : vector<512x256xf32> to vector<512x256xf32>
        %129 = vector.shape_cast %126 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg16[%c0, %c0], %129 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %131 = vector.shape_cast %130 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %132 = tpu.matmul %131, %85, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %133 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg20[%133, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %135 = vector.shape_cast %134 : vector<1x1x512xf32> to vector<1x512xf32>
        %136 = vector.broadcast %135 : vector<1x512xf32> to vector<512x512xf32>
        %137 = arith.subf %132, %136 : vector<512x512xf32>
        %138 = arith.mulf %122, %137 : vector<512x512xf32>
        %139 = arith.mulf %138, %96 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %141 = arith.truncf %139 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %142 = tpu.matmul %141, %82, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
        %143 = vector.broadcast %cst_x7f9d07 : f32 to vector<512x256xf32>
        %144 = arith.mulf %142, %143 : vector<512x256xf32>
        %145 = arith.addf %140, %144 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %147 = vector.shape_cast %146 : vector<512x256xf32> to vector<512x256xf32>
        %148 = vector.shape_cast %145 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg15[%c0, %c0], %148 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %149 = arith.addi %arg25, %c1_i32 : i32
        %c38_i32 = arith.constant 38 : i32
        %150 = arith.minsi %arg24, %c38_i32 : i32
        %151 = arith.index_cast %150 : i32 to index
        %152 = memref.load %arg5[%151] : memref<39xi8, #tpu.memory_space<smem>>
        %153 = arith.extsi %152 : i8 to i32
        %154 = arith.cmpi sge, %149, %153 : i32
        %c1_i32 = arith.constant 1 : i32
        %155 = arith.addi %arg24, %c1_i32 : i32
        %156 = arith.select %154, %155, %arg24 : i32
        %c1_i32 = arith.constant 1 : i32
        %157 = arith.addi %arg25, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %158 = arith.select %154, %c0_i32, %157 : i32
        %159 = arith.cmpi slt, %156, %16 : i32
        %160 = arith.extui %159 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %161 = arith.cmpi ne, %160, %c0_i32 : i32
        scf.if %161 {
          %c0_i32 = arith.constant 0 : i32
          %162 = arith.addi %4, %c0_i32 : i32
          %163 = arith.index_cast %156 : i32 to index
          %164 = memref.load %arg4[%163] : memref<39xi8, #tpu.memory_space<smem>>
          %165 = arith.extsi %164 : i8 to i32
          %166 = arith.addi %165, %158 : i32
          %c512_i32 = arith.constant 512 : i32
          %167 = arith.muli %166, %c512_i32 : i32
          %168 = tpu.assume_multiple %167, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %169 = arith.muli %166, %c512_i32 : i32
          %170 = tpu.assume_multiple %169, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %171 = arith.muli %166, %c512_i32 : i32
          %172 = tpu.assume_multiple %171, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %173 = arith.muli %166, %c512_i32 : i32
          %174 = tpu.assume_multiple %173, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %175 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %176 = tpu.memref_squeeze %175 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %177 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %178 = tpu.memref_squeeze %177 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %179 = tpu.memref_slice %arg9[%162, %168, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %180 = tpu.memref_squeeze %179 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%180 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%178 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%176 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %181 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %182 = tpu.memref_squeeze %181 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %183 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %184 = tpu.memref_squeeze %183 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %185 = tpu.memref_slice %arg10[%162, %170, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %186 = tpu.memref_squeeze %185 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%186 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%184 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%182 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %187 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %188 = tpu.memref_squeeze %187 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %189 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %190 = tpu.memref_squeeze %189 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %191 = tpu.memref_slice %arg11[%162, %c0_i32, %172] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %192 = tpu.memref_squeeze %191 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%192 : memref<1x512xf32, #tpu.memory_space<any>>) target(%190 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%188 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %193 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %194 = tpu.memref_squeeze %193 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %195 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %196 = tpu.memref_squeeze %195 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %197 = tpu.memref_slice %arg12[%162, %c0_i32, %174] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %198 = tpu.memref_squeeze %197 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%198 : memref<1x512xf32, #tpu.memory_space<any>>) target(%196 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%194 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %156, %158 : i32, i32
      }
      scf.yield %arg24, %arg25, %42#0, %42#1, %arg27, %arg28, %arg26 : i32, i32, i32, i32, i32, i32, i32
    }
    %34 = arith.extui %6 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32 : i32
    scf.if %35 {
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %36 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %37 = arith.truncf %36 : vector<512x256xf32> to vector<512x256xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %38 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %39 = vector.shape_cast %38 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %40 = vector.shape_cast %37 : vector<512x256xbf16> to vector<1x512x256xbf16>
      tpu.vector_store %arg13[%c0, %c0, %c0], %40 {strides = array<i32>} : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %41 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %42 = arith.truncf %41 : vector<512x256xf32> to vector<512x256xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %43 = vector.load %arg14[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %44 = vector.shape_cast %43 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %45 = vector.shape_cast %42 : vector<512x256xbf16> to vector<1x512x256xbf16>
      tpu.vector_store %arg14[%c0, %c0, %c0], %45 {strides = array<i32>} : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<17xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>, %arg6: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %7 = arith.remsi %6, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<17xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>, %arg6: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %7 = arith.remsi %6, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<17xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>, %arg6: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %7 = arith.remsi %6, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<17xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>, %arg6: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %7 = arith.remsi %6, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
}
