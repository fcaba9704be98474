module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi16>, %arg1: tensor<155xi8>, %arg2: tensor<155xi8>, %arg3: tensor<155xi8>, %arg4: tensor<155xi8>, %arg5: tensor<1x128x128xi8>, %arg6: tensor<33xi16>, %arg7: tensor<160xi8>, %arg8: tensor<160xi8>, %arg9: tensor<160xi8>, %arg10: tensor<160xi8>, %arg11: tensor<1x128x128xi8>, %arg12: tensor<16x4096x64xbf16>, %arg13: tensor<16x4096x64xbf16>, %arg14: tensor<16x4096x64xbf16>) -> (tensor<16x4096x64xbf16> {jax.result_info = "result[0]"}, tensor<16x4096x64xbf16> {jax.result_info = "result[1][0]"}, tensor<16x4096x64xbf16> {jax.result_info = "result[1][1]"}, tensor<16x4096x64xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %1 = call @_pad(%arg13, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %2 = call @_pad(%arg14, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:5dede22ed6d55fc62a7409eecbedc1b46c5f4e5addb193cf61919cdd228824f3\22, \22cost_estimate\22: {\22bytes_accessed\22: 175112192, \22flops\22: 20266876928, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<1x128x128xi8>) -> (tensor<16x4096x64xbf16>, tensor<16x1x4096xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<16x4096x64xbf16>) -> tensor<16x4096x64xf32>
    %5 = stablehlo.convert %3#0 : (tensor<16x4096x64xbf16>) -> tensor<16x4096x64xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<16x4096x64xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x4096x64xf32>, tensor<f32>) -> tensor<16x4096xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<16x4096xf32>) -> tensor<16x1x4096xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %3#0, %3#1, %8, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:b77683842040f453129e38d26f92c98e99d6c4c12ecc5cf218f0422285c9ff6d\22, \22cost_estimate\22: {\22bytes_accessed\22: 183500800, \22flops\22: 30400315392, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 9}, {\22color\22: 0, \22operand_index\22: 10}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x1x4096xf32>, tensor<16x1x4096xf32>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<1x128x128xi8>) -> tensor<16x4096x64xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg6, %arg7, %arg8, %arg9, %arg10, %1, %2, %0, %3#0, %3#1, %8, %arg11) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:119b94cd8ad756562f4dbec5ad5bd30f6612089ec92e25a44abd31a2f0939d7c\22, \22cost_estimate\22: {\22bytes_accessed\22: 191889408, \22flops\22: 40533753856, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 8}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<160xi8>, tensor<160xi8>, tensor<160xi8>, tensor<160xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x1x4096xf32>, tensor<16x1x4096xf32>, tensor<1x128x128xi8>) -> (tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>)
    %11 = call @_pad_0(%10#1) : (tensor<16x4096x64xbf16>) -> tensor<16x4096x64xbf16>
    %12 = call @_pad_0(%10#0) : (tensor<16x4096x64xbf16>) -> tensor<16x4096x64xbf16>
    %13 = call @_pad_0(%9) : (tensor<16x4096x64xbf16>) -> tensor<16x4096x64xbf16>
    return %3#0, %13, %12, %11 : tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>
  }
  func.func private @_pad(%arg0: tensor<16x4096x64xbf16>, %arg1: tensor<i32>) -> tensor<16x4096x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x4096x64xbf16>, tensor<bf16>) -> tensor<16x4096x64xbf16>
    return %1 : tensor<16x4096x64xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<16x4096x64xbf16>) -> tensor<16x4096x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x4096x64xbf16>, tensor<bf16>) -> tensor<16x4096x64xbf16>
    %1 = stablehlo.slice %0 [0:16, 0:4096, 0:64] : (tensor<16x4096x64xbf16>) -> tensor<16x4096x64xbf16>
    return %1 : tensor<16x4096x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:5dede22ed6d55fc62a7409eecbedc1b46c5f4e5addb193cf61919cdd228824f3
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg9: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x128xi8, #tpu.memory_space<vmem>>, %arg11: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 5 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %3 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %5 = vector.shape_cast %4 : vector<128x128xf32> to vector<128x128xf32>
    %6 = vector.shape_cast %3 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %6 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %9 = vector.shape_cast %8 : vector<128x128xf32> to vector<128x128xf32>
    %10 = vector.shape_cast %7 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %10 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %11 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %12 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %13 = vector.shape_cast %12 : vector<128x64xf32> to vector<128x64xf32>
    %14 = vector.shape_cast %11 : vector<128x64xf32> to vector<128x64xf32>
    tpu.vector_store %arg15[%c0, %c0], %14 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
    %15 = arith.index_cast %arg1 : i32 to index
    %16 = memref.load %arg2[%15] : memref<33xi16, #tpu.memory_space<smem>>
    %17 = arith.extsi %16 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %18 = arith.addi %arg1, %c1_i32 : i32
    %19 = arith.index_cast %18 : i32 to index
    %20 = memref.load %arg2[%19] : memref<33xi16, #tpu.memory_space<smem>>
    %21 = arith.extsi %20 : i16 to i32
    %22 = arith.cmpi slt, %17, %21 : i32
    %23 = arith.extui %22 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %24 = arith.cmpi ne, %23, %c0_i32 : i32
    scf.if %24 {
      %c0_i32 = arith.constant 0 : i32
      %55 = arith.addi %2, %c0_i32 : i32
      %56 = arith.index_cast %17 : i32 to index
      %57 = memref.load %arg3[%56] : memref<155xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %59 = arith.addi %58, %c0_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %60 = arith.muli %59, %c128_i32 : i32
      %61 = tpu.assume_multiple %60, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %62 = arith.muli %59, %c128_i32 : i32
      %63 = tpu.assume_multiple %62, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg8[%55, %61, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%67 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %70 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg9[%55, %63, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%75 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%73 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %25:3 = scf.while (%arg19 = %17, %arg20 = %c0_i32, %arg21 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %55 = arith.cmpi slt, %arg19, %21 : i32
      scf.condition(%55) %arg19, %arg20, %arg21 : i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32):
      %c1_i32 = arith.constant 1 : i32
      %55 = arith.addi %arg20, %c1_i32 : i32
      %56 = arith.index_cast %arg19 : i32 to index
      %57 = memref.load %arg4[%56] : memref<155xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %59 = arith.cmpi sge, %55, %58 : i32
      %c1_i32 = arith.constant 1 : i32
      %60 = arith.addi %arg19, %c1_i32 : i32
      %61 = arith.select %59, %60, %arg19 : i32
      %c1_i32 = arith.constant 1 : i32
      %62 = arith.addi %arg20, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = arith.select %59, %c0_i32, %62 : i32
      %64 = arith.cmpi slt, %61, %21 : i32
      %65 = arith.extui %64 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %66 = arith.cmpi ne, %65, %c0_i32 : i32
      scf.if %66 {
        %c0_i32 = arith.constant 0 : i32
        %144 = arith.addi %2, %c0_i32 : i32
        %145 = arith.index_cast %61 : i32 to index
        %146 = memref.load %arg6[%145] : memref<155xi8, #tpu.memory_space<smem>>
        %147 = arith.extsi %146 : i8 to i32
        %148 = arith.index_cast %61 : i32 to index
        %149 = memref.load %arg5[%148] : memref<155xi8, #tpu.memory_space<smem>>
        %150 = arith.extsi %149 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %151 = arith.cmpi eq, %150, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %152 = arith.select %151, %63, %c0_i32 : i32
        %153 = arith.addi %147, %152 : i32
        %154 = arith.index_cast %61 : i32 to index
        %155 = memref.load %arg3[%154] : memref<155xi8, #tpu.memory_space<smem>>
        %156 = arith.extsi %155 : i8 to i32
        %157 = arith.addi %156, %63 : i32
        %c1_i32 = arith.constant 1 : i32
        %158 = arith.subi %c1_i32, %arg21 : i32
        %c128_i32 = arith.constant 128 : i32
        %159 = arith.muli %157, %c128_i32 : i32
        %160 = tpu.assume_multiple %159, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %161 = arith.muli %157, %c128_i32 : i32
        %162 = tpu.assume_multiple %161, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %163 = tpu.memref_slice %arg18[%158, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %164 = tpu.memref_squeeze %163 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %165 = tpu.memref_slice %arg16[%158, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %166 = tpu.memref_squeeze %165 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %167 = tpu.memref_slice %arg8[%144, %160, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %168 = tpu.memref_squeeze %167 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%168 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%166 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%164 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %169 = tpu.memref_slice %arg18[%158, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %170 = tpu.memref_squeeze %169 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %171 = tpu.memref_slice %arg17[%158, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %172 = tpu.memref_squeeze %171 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %173 = tpu.memref_slice %arg9[%144, %162, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %174 = tpu.memref_squeeze %173 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%174 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%172 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%170 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %67 = arith.addi %2, %c0_i32 : i32
      %68 = arith.index_cast %arg19 : i32 to index
      %69 = memref.load %arg6[%68] : memref<155xi8, #tpu.memory_space<smem>>
      %70 = arith.extsi %69 : i8 to i32
      %71 = arith.index_cast %arg19 : i32 to index
      %72 = memref.load %arg5[%71] : memref<155xi8, #tpu.memory_space<smem>>
      %73 = arith.extsi %72 : i8 to i32
      %c1_i32 = arith.constant 1 : i32
      %74 = arith.cmpi eq, %73, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %75 = arith.select %74, %arg20, %c0_i32 : i32
      %76 = arith.addi %70, %75 : i32
      %77 = arith.index_cast %arg19 : i32 to index
      %78 = memref.load %arg3[%77] : memref<155xi8, #tpu.memory_space<smem>>
      %79 = arith.extsi %78 : i8 to i32
      %80 = arith.addi %79, %arg20 : i32
      %c128_i32 = arith.constant 128 : i32
      %81 = arith.muli %80, %c128_i32 : i32
      %82 = tpu.assume_multiple %81, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %83 = arith.muli %80, %c128_i32 : i32
      %84 = tpu.assume_multiple %83, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg18[%arg21, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %86 = tpu.memref_squeeze %85 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg16[%arg21, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %88 = tpu.memref_squeeze %87 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg8[%67, %82, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %90 = tpu.memref_squeeze %89 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%86 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%90 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%88 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %91 = tpu.memref_slice %arg18[%arg21, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %92 = tpu.memref_squeeze %91 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg17[%arg21, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %94 = tpu.memref_squeeze %93 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg9[%67, %84, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %96 = tpu.memref_squeeze %95 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%92 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%96 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%94 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %97 = arith.index_cast %arg19 : i32 to index
      %98 = memref.load %arg5[%97] : memref<155xi8, #tpu.memory_space<smem>>
      %99 = arith.extsi %98 : i8 to i32
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %100 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %101 = vector.shape_cast %100 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %102 = arith.index_cast %arg21 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %103 = vector.load %arg16[%102, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %104 = vector.shape_cast %103 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %105 = tpu.matmul %101, %104, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %106 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %107 = arith.mulf %105, %106 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %108 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
      %109 = vector.multi_reduction <maximumf>, %107, %cst_x5413f7 [1] : vector<128x128xf32> to vector<128xf32>
      %110 = vector.shape_cast %109 : vector<128xf32> to vector<128x1xf32>
      %111 = vector.broadcast %110 : vector<128x1xf32> to vector<128x128xf32>
      %112 = arith.maximumf %108, %111 : vector<128x128xf32>
      %cst_x72b973 = arith.constant -3.40282347E+38 : f32
      %113 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
      %114 = arith.maximumf %112, %113 : vector<128x128xf32>
      %115 = arith.subf %107, %114 : vector<128x128xf32>
      %116 = math.exp2 %115 : vector<128x128xf32>
      %117 = arith.subf %108, %114 : vector<128x128xf32>
      %118 = math.exp2 %117 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %119 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %120 = arith.mulf %118, %119 : vector<128x128xf32>
      %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
      %121 = vector.multi_reduction <add>, %116, %cst_x9a411a [1] : vector<128x128xf32> to vector<128xf32>
      %122 = vector.shape_cast %121 : vector<128xf32> to vector<128x1xf32>
      %123 = vector.broadcast %122 : vector<128x1xf32> to vector<128x128xf32>
      %124 = arith.addf %120, %123 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %125 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %126 = vector.shape_cast %125 : vector<128x128xf32> to vector<128x128xf32>
      %127 = vector.shape_cast %124 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg14[%c0, %c0], %127 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %128 = arith.index_cast %arg21 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %129 = vector.load %arg17[%128, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %130 = vector.shape_cast %129 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %131 = vector.extract_strided_slice %118 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %132 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %133 = arith.mulf %131, %132 : vector<128x64xf32>
      %134 = arith.truncf %116 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %135 = tpu.matmul %134, %130, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %136 = arith.addf %133, %135 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %137 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %138 = vector.shape_cast %137 : vector<128x64xf32> to vector<128x64xf32>
      %139 = vector.shape_cast %136 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0, %c0], %139 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %140 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %141 = vector.shape_cast %140 : vector<128x128xf32> to vector<128x128xf32>
      %142 = vector.shape_cast %112 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0, %c0], %142 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %143 = arith.subi %c1_i32, %arg21 : i32
      scf.yield %61, %63, %143 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %26 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %27 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %28 = arith.cmpf ogt, %26, %27 : vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %29 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %30 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %31 = arith.select %28, %26, %30 : vector<128x128xi1>, vector<128x128xf32>
    %32 = vector.extract_strided_slice %31 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
    %33 = arith.divf %29, %32 : vector<128x64xf32>
    %34 = arith.truncf %33 : vector<128x64xf32> to vector<128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %35 = vector.load %arg11[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %36 = vector.shape_cast %35 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %37 = vector.shape_cast %34 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %37 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %38 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %39 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %40 = arith.select %28, %26, %39 : vector<128x128xi1>, vector<128x128xf32>
    %41 = math.log %40 : vector<128x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %42 = math.log %cst_x481f63 : f32
    %43 = vector.broadcast %42 : f32 to vector<128x128xf32>
    %44 = arith.divf %41, %43 : vector<128x128xf32>
    %45 = arith.addf %38, %44 : vector<128x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %46 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x128xf32>
    %47 = arith.divf %45, %46 : vector<128x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %48 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
    %49 = arith.select %28, %47, %48 : vector<128x128xi1>, vector<128x128xf32>
    %50 = tpu.transpose %49, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %51 = vector.extract_strided_slice %50 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %52 = vector.load %arg12[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %53 = vector.shape_cast %52 : vector<1x1x128xf32> to vector<1x128xf32>
    %54 = vector.shape_cast %51 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c0, %c0, %c0], %54 {strides = array<i32>} : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %4 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:b77683842040f453129e38d26f92c98e99d6c4c12ecc5cf218f0422285c9ff6d
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg10: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg12: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg13: memref<1x128x128xi8, #tpu.memory_space<vmem>>, %arg14: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 5 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 128>}, {}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_6, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %3 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %5 = vector.shape_cast %4 : vector<128x64xf32> to vector<128x64xf32>
    %6 = vector.shape_cast %3 : vector<128x64xf32> to vector<128x64xf32>
    tpu.vector_store %arg15[%c0, %c0], %6 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
    %7 = arith.index_cast %arg1 : i32 to index
    %8 = memref.load %arg2[%7] : memref<33xi16, #tpu.memory_space<smem>>
    %9 = arith.extsi %8 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %10 = arith.addi %arg1, %c1_i32 : i32
    %11 = arith.index_cast %10 : i32 to index
    %12 = memref.load %arg2[%11] : memref<33xi16, #tpu.memory_space<smem>>
    %13 = arith.extsi %12 : i16 to i32
    %14 = arith.cmpi slt, %9, %13 : i32
    %15 = arith.extui %14 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %16 = arith.cmpi ne, %15, %c0_i32 : i32
    scf.if %16 {
      %c0_i32 = arith.constant 0 : i32
      %23 = arith.addi %2, %c0_i32 : i32
      %24 = arith.index_cast %9 : i32 to index
      %25 = memref.load %arg3[%24] : memref<155xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %27 = arith.addi %26, %c0_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %28 = arith.muli %27, %c128_i32 : i32
      %29 = tpu.assume_multiple %28, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %30 = arith.muli %27, %c128_i32 : i32
      %31 = tpu.assume_multiple %30, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %32 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %33 = tpu.memref_squeeze %32 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %34 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %35 = tpu.memref_squeeze %34 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %36 = tpu.memref_slice %arg11[%23, %29, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %37 = tpu.memref_squeeze %36 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%37 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%35 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%33 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %38 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %39 = tpu.memref_squeeze %38 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %40 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %41 = tpu.memref_squeeze %40 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %42 = tpu.memref_slice %arg12[%23, %31, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %43 = tpu.memref_squeeze %42 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%43 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%41 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%39 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %17:3 = scf.while (%arg19 = %9, %arg20 = %c0_i32, %arg21 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %23 = arith.cmpi slt, %arg19, %13 : i32
      scf.condition(%23) %arg19, %arg20, %arg21 : i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32):
      %c1_i32 = arith.constant 1 : i32
      %23 = arith.addi %arg20, %c1_i32 : i32
      %24 = arith.index_cast %arg19 : i32 to index
      %25 = memref.load %arg4[%24] : memref<155xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %27 = arith.cmpi sge, %23, %26 : i32
      %c1_i32 = arith.constant 1 : i32
      %28 = arith.addi %arg19, %c1_i32 : i32
      %29 = arith.select %27, %28, %arg19 : i32
      %c1_i32 = arith.constant 1 : i32
      %30 = arith.addi %arg20, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %31 = arith.select %27, %c0_i32, %30 : i32
      %32 = arith.cmpi slt, %29, %13 : i32
      %33 = arith.extui %32 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %34 = arith.cmpi ne, %33, %c0_i32 : i32
      scf.if %34 {
        %c0_i32 = arith.constant 0 : i32
        %106 = arith.addi %2, %c0_i32 : i32
        %107 = arith.index_cast %29 : i32 to index
        %108 = memref.load %arg6[%107] : memref<155xi8, #tpu.memory_space<smem>>
        %109 = arith.extsi %108 : i8 to i32
        %110 = arith.index_cast %29 : i32 to index
        %111 = memref.load %arg5[%110] : memref<155xi8, #tpu.memory_space<smem>>
        %112 = arith.extsi %111 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %113 = arith.cmpi eq, %112, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = arith.select %113, %31, %c0_i32 : i32
        %115 = arith.addi %109, %114 : i32
        %116 = arith.index_cast %29 : i32 to index
        %117 = memref.load %arg3[%116] : memref<155xi8, #tpu.memory_space<smem>>
        %118 = arith.extsi %117 : i8 to i32
        %119 = arith.addi %118, %31 : i32
        %c1_i32 = arith.constant 1 : i32
        %120 = arith.subi %c1_i32, %arg21 : i32
        %c128_i32 = arith.constant 128 : i32
        %121 = arith.muli %119, %c128_i32 : i32
        %122 = tpu.assume_multiple %121, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %123 = arith.muli %119, %c128_i32 : i32
        %124 = tpu.assume_multiple %123, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %125 = tpu.memref_slice %arg18[%120, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %126 = tpu.memref_squeeze %125 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %127 = tpu.memref_slice %arg16[%120, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %128 = tpu.memref_squeeze %127 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %129 = tpu.memref_slice %arg11[%106, %122, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %130 = tpu.memref_squeeze %129 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%130 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%128 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%126 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %131 = tpu.memref_slice %arg18[%120, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %132 = tpu.memref_squeeze %131 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %133 = tpu.memref_slice %arg17[%120, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %134 = tpu.memref_squeeze %133 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %135 = tpu.memref_slice %arg12[%106, %124, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %136 = tpu.memref_squeeze %135 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%136 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%134 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%132 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %35 = arith.addi %2, %c0_i32 : i32
      %36 = arith.index_cast %arg19 : i32 to index
      %37 = memref.load %arg6[%36] : memref<155xi8, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i8 to i32
      %39 = arith.index_cast %arg19 : i32 to index
      %40 = memref.load %arg5[%39] : memref<155xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %c1_i32 = arith.constant 1 : i32
      %42 = arith.cmpi eq, %41, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %43 = arith.select %42, %arg20, %c0_i32 : i32
      %44 = arith.addi %38, %43 : i32
      %45 = arith.index_cast %arg19 : i32 to index
      %46 = memref.load %arg3[%45] : memref<155xi8, #tpu.memory_space<smem>>
      %47 = arith.extsi %46 : i8 to i32
      %48 = arith.addi %47, %arg20 : i32
      %c128_i32 = arith.constant 128 : i32
      %49 = arith.muli %48, %c128_i32 : i32
      %50 = tpu.assume_multiple %49, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %51 = arith.muli %48, %c128_i32 : i32
      %52 = tpu.assume_multiple %51, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg18[%arg21, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %54 = tpu.memref_squeeze %53 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg16[%arg21, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg11[%35, %50, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %58 = tpu.memref_squeeze %57 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%54 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%58 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%56 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %59 = tpu.memref_slice %arg18[%arg21, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg17[%arg21, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %62 = tpu.memref_squeeze %61 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg12[%35, %52, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %64 = tpu.memref_squeeze %63 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%64 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%62 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %65 = arith.index_cast %arg19 : i32 to index
      %66 = memref.load %arg5[%65] : memref<155xi8, #tpu.memory_space<smem>>
      %67 = arith.extsi %66 : i8 to i32
      %68 = arith.index_cast %arg21 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %69 = vector.load %arg16[%68, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %70 = vector.shape_cast %69 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %71 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %72 = vector.shape_cast %71 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %73 = tpu.matmul %72, %70, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %74 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %75 = arith.mulf %73, %74 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %76 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %77 = vector.shape_cast %76 : vector<1x1x128xf32> to vector<128xf32>
      %78 = vector.shape_cast %77 : vector<128xf32> to vector<128x1xf32>
      %cst_x3f8ad7 = arith.constant 1.44269502 : f32
      %79 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x1xf32>
      %80 = arith.mulf %78, %79 : vector<128x1xf32>
      %81 = vector.broadcast %80 : vector<128x1xf32> to vector<128x128xf32>
      %82 = arith.subf %75, %81 : vector<128x128xf32>
      %83 = math.exp2 %82 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %84 = vector.load %arg8[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %85 = vector.shape_cast %84 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %86 = arith.index_cast %arg21 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %87 = vector.load %arg17[%86, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %88 = vector.shape_cast %87 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %89 = tpu.matmul %85, %88, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %90 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %91 = vector.shape_cast %90 : vector<1x1x128xf32> to vector<128xf32>
      %92 = vector.shape_cast %91 : vector<128xf32> to vector<128x1xf32>
      %93 = vector.broadcast %92 : vector<128x1xf32> to vector<128x128xf32>
      %94 = arith.subf %89, %93 : vector<128x128xf32>
      %95 = arith.mulf %83, %94 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %96 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %97 = arith.truncf %95 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %98 = tpu.matmul %97, %70, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %cst_x35b8ee = arith.constant 1.250000e-01 : f32
      %99 = vector.broadcast %cst_x35b8ee : f32 to vector<128x64xf32>
      %100 = arith.mulf %98, %99 : vector<128x64xf32>
      %101 = arith.addf %96, %100 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %102 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %103 = vector.shape_cast %102 : vector<128x64xf32> to vector<128x64xf32>
      %104 = vector.shape_cast %101 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0, %c0], %104 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %105 = arith.subi %c1_i32, %arg21 : i32
      scf.yield %29, %31, %105 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %18 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %19 = arith.truncf %18 : vector<128x64xf32> to vector<128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %20 = vector.load %arg14[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %21 = vector.shape_cast %20 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %22 = vector.shape_cast %19 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg14[%c0, %c0, %c0], %22 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %4 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %4 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:119b94cd8ad756562f4dbec5ad5bd30f6612089ec92e25a44abd31a2f0939d7c
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<160xi8, #tpu.memory_space<smem>>, %arg4: memref<160xi8, #tpu.memory_space<smem>>, %arg5: memref<160xi8, #tpu.memory_space<smem>>, %arg6: memref<160xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg10: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg11: memref<16x1x4096xf32, #tpu.memory_space<any>>, %arg12: memref<16x1x4096xf32, #tpu.memory_space<any>>, %arg13: memref<1x128x128xi8, #tpu.memory_space<vmem>>, %arg14: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg17: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg18: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg19: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg20: memref<2x1x128xf32, #tpu.memory_space<vmem>>, %arg21: memref<2x1x128xf32, #tpu.memory_space<vmem>>, %arg22: memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 5 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {}, {}, {}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_6, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 128, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %3 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %5 = vector.shape_cast %4 : vector<128x64xf32> to vector<128x64xf32>
    %6 = vector.shape_cast %3 : vector<128x64xf32> to vector<128x64xf32>
    tpu.vector_store %arg16[%c0, %c0], %6 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg17[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %9 = vector.shape_cast %8 : vector<128x64xf32> to vector<128x64xf32>
    %10 = vector.shape_cast %7 : vector<128x64xf32> to vector<128x64xf32>
    tpu.vector_store %arg17[%c0, %c0], %10 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
    %11 = arith.index_cast %arg1 : i32 to index
    %12 = memref.load %arg2[%11] : memref<33xi16, #tpu.memory_space<smem>>
    %13 = arith.extsi %12 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %14 = arith.addi %arg1, %c1_i32 : i32
    %15 = arith.index_cast %14 : i32 to index
    %16 = memref.load %arg2[%15] : memref<33xi16, #tpu.memory_space<smem>>
    %17 = arith.extsi %16 : i16 to i32
    %18 = arith.cmpi slt, %13, %17 : i32
    %19 = arith.extui %18 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %20 = arith.cmpi ne, %19, %c0_i32 : i32
    scf.if %20 {
      %c0_i32 = arith.constant 0 : i32
      %32 = arith.addi %2, %c0_i32 : i32
      %33 = arith.index_cast %13 : i32 to index
      %34 = memref.load %arg3[%33] : memref<160xi8, #tpu.memory_space<smem>>
      %35 = arith.extsi %34 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %35, %c0_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %37 = arith.muli %36, %c128_i32 : i32
      %38 = tpu.assume_multiple %37, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %39 = arith.muli %36, %c128_i32 : i32
      %40 = tpu.assume_multiple %39, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %41 = arith.muli %36, %c128_i32 : i32
      %42 = tpu.assume_multiple %41, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %43 = arith.muli %36, %c128_i32 : i32
      %44 = tpu.assume_multiple %43, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %45 = tpu.memref_slice %arg22[%c0_i32, %c0_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %46 = tpu.memref_squeeze %45 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %48 = tpu.memref_squeeze %47 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg9[%32, %38, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %50 = tpu.memref_squeeze %49 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%50 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%48 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%46 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %51 = tpu.memref_slice %arg22[%c0_i32, %c1_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %54 = tpu.memref_squeeze %53 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg10[%32, %40, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %56 = tpu.memref_squeeze %55 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%56 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%54 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %57 = tpu.memref_slice %arg22[%c0_i32, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg11[%32, %c0_i32, %42] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%62 : memref<1x128xf32, #tpu.memory_space<any>>) target(%60 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %63 = tpu.memref_slice %arg22[%c0_i32, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg21[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg12[%32, %c0_i32, %44] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%68 : memref<1x128xf32, #tpu.memory_space<any>>) target(%66 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %21:3 = scf.while (%arg23 = %13, %arg24 = %c0_i32, %arg25 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %32 = arith.cmpi slt, %arg23, %17 : i32
      scf.condition(%32) %arg23, %arg24, %arg25 : i32, i32, i32
    } do {
    ^bb0(%arg23: i32, %arg24: i32, %arg25: i32):
      %c1_i32 = arith.constant 1 : i32
      %32 = arith.addi %arg24, %c1_i32 : i32
      %33 = arith.index_cast %arg23 : i32 to index
      %34 = memref.load %arg4[%33] : memref<160xi8, #tpu.memory_space<smem>>
      %35 = arith.extsi %34 : i8 to i32
      %36 = arith.cmpi sge, %32, %35 : i32
      %c1_i32 = arith.constant 1 : i32
      %37 = arith.addi %arg23, %c1_i32 : i32
      %38 = arith.select %36, %37, %arg23 : i32
      %c1_i32 = arith.constant 1 : i32
      %39 = arith.addi %arg24, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %40 = arith.select %36, %c0_i32, %39 : i32
      %41 = arith.cmpi slt, %38, %17 : i32
      %42 = arith.extui %41 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %43 = arith.cmpi ne, %42, %c0_i32 : i32
      scf.if %43 {
        %c0_i32 = arith.constant 0 : i32
        %138 = arith.addi %2, %c0_i32 : i32
        %139 = arith.index_cast %38 : i32 to index
        %140 = memref.load %arg6[%139] : memref<160xi8, #tpu.memory_space<smem>>
        %141 = arith.extsi %140 : i8 to i32
        %142 = arith.index_cast %38 : i32 to index
        %143 = memref.load %arg5[%142] : memref<160xi8, #tpu.memory_space<smem>>
        %144 = arith.extsi %143 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %145 = arith.cmpi eq, %144, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %146 = arith.select %145, %40, %c0_i32 : i32
        %147 = arith.addi %141, %146 : i32
        %148 = arith.index_cast %38 : i32 to index
        %149 = memref.load %arg3[%148] : memref<160xi8, #tpu.memory_space<smem>>
        %150 = arith.extsi %149 : i8 to i32
        %151 = arith.addi %150, %40 : i32
        %c1_i32 = arith.constant 1 : i32
        %152 = arith.subi %c1_i32, %arg25 : i32
        %c128_i32 = arith.constant 128 : i32
        %153 = arith.muli %151, %c128_i32 : i32
        %154 = tpu.assume_multiple %153, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %155 = arith.muli %151, %c128_i32 : i32
        %156 = tpu.assume_multiple %155, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %157 = arith.muli %151, %c128_i32 : i32
        %158 = tpu.assume_multiple %157, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %159 = arith.muli %151, %c128_i32 : i32
        %160 = tpu.assume_multiple %159, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %161 = tpu.memref_slice %arg22[%152, %c0_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %162 = tpu.memref_squeeze %161 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %163 = tpu.memref_slice %arg18[%152, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %164 = tpu.memref_squeeze %163 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %165 = tpu.memref_slice %arg9[%138, %154, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %166 = tpu.memref_squeeze %165 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%166 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%164 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%162 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %167 = tpu.memref_slice %arg22[%152, %c1_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %168 = tpu.memref_squeeze %167 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %169 = tpu.memref_slice %arg19[%152, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %170 = tpu.memref_squeeze %169 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %171 = tpu.memref_slice %arg10[%138, %156, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %172 = tpu.memref_squeeze %171 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%172 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%170 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%168 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %173 = tpu.memref_slice %arg22[%152, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %174 = tpu.memref_squeeze %173 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %175 = tpu.memref_slice %arg20[%152, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %176 = tpu.memref_squeeze %175 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %177 = tpu.memref_slice %arg11[%138, %c0_i32, %158] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %178 = tpu.memref_squeeze %177 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%178 : memref<1x128xf32, #tpu.memory_space<any>>) target(%176 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%174 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %179 = tpu.memref_slice %arg22[%152, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %180 = tpu.memref_squeeze %179 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %181 = tpu.memref_slice %arg21[%152, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %182 = tpu.memref_squeeze %181 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %183 = tpu.memref_slice %arg12[%138, %c0_i32, %160] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %184 = tpu.memref_squeeze %183 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%184 : memref<1x128xf32, #tpu.memory_space<any>>) target(%182 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%180 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %44 = arith.addi %2, %c0_i32 : i32
      %45 = arith.index_cast %arg23 : i32 to index
      %46 = memref.load %arg6[%45] : memref<160xi8, #tpu.memory_space<smem>>
      %47 = arith.extsi %46 : i8 to i32
      %48 = arith.index_cast %arg23 : i32 to index
      %49 = memref.load %arg5[%48] : memref<160xi8, #tpu.memory_space<smem>>
      %50 = arith.extsi %49 : i8 to i32
      %c1_i32 = arith.constant 1 : i32
      %51 = arith.cmpi eq, %50, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %52 = arith.select %51, %arg24, %c0_i32 : i32
      %53 = arith.addi %47, %52 : i32
      %54 = arith.index_cast %arg23 : i32 to index
      %55 = memref.load %arg3[%54] : memref<160xi8, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i8 to i32
      %57 = arith.addi %56, %arg24 : i32
      %c128_i32 = arith.constant 128 : i32
      %58 = arith.muli %57, %c128_i32 : i32
      %59 = tpu.assume_multiple %58, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %60 = arith.muli %57, %c128_i32 : i32
      %61 = tpu.assume_multiple %60, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %62 = arith.muli %57, %c128_i32 : i32
      %63 = tpu.assume_multiple %62, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %64 = arith.muli %57, %c128_i32 : i32
      %65 = tpu.assume_multiple %64, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg22[%arg25, %c0_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg18[%arg25, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg9[%44, %59, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%69 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %72 = tpu.memref_slice %arg22[%arg25, %c1_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg19[%arg25, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %75 = tpu.memref_squeeze %74 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg10[%44, %61, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %77 = tpu.memref_squeeze %76 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%77 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%75 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %78 = tpu.memref_slice %arg22[%arg25, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg20[%arg25, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg11[%44, %c0_i32, %63] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %83 = tpu.memref_squeeze %82 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%83 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%81 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %84 = tpu.memref_slice %arg22[%arg25, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg21[%arg25, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %87 = tpu.memref_squeeze %86 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg12[%44, %c0_i32, %65] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %89 = tpu.memref_squeeze %88 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%89 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%87 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %90 = arith.index_cast %arg23 : i32 to index
      %91 = memref.load %arg5[%90] : memref<160xi8, #tpu.memory_space<smem>>
      %92 = arith.extsi %91 : i8 to i32
      %93 = arith.index_cast %arg25 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %94 = vector.load %arg18[%93, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %95 = vector.shape_cast %94 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %96 = arith.index_cast %arg25 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %97 = vector.load %arg19[%96, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %98 = vector.shape_cast %97 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %99 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %100 = vector.shape_cast %99 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %101 = tpu.matmul %100, %95, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %102 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %103 = arith.mulf %101, %102 : vector<128x128xf32>
      %104 = arith.index_cast %arg25 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %105 = vector.load %arg20[%104, %c0, %c0] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %106 = vector.shape_cast %105 : vector<1x1x128xf32> to vector<1x128xf32>
      %cst_x3f8ad7 = arith.constant 1.44269502 : f32
      %107 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
      %108 = arith.mulf %106, %107 : vector<1x128xf32>
      %109 = vector.broadcast %108 : vector<1x128xf32> to vector<128x128xf32>
      %110 = arith.subf %103, %109 : vector<128x128xf32>
      %111 = math.exp2 %110 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %112 = vector.load %arg17[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %113 = arith.truncf %111 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %114 = tpu.matmul %113, %98, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %115 = arith.addf %112, %114 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %116 = vector.load %arg17[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %117 = vector.shape_cast %116 : vector<128x64xf32> to vector<128x64xf32>
      %118 = vector.shape_cast %115 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg17[%c0, %c0], %118 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %119 = vector.load %arg8[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %120 = vector.shape_cast %119 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %121 = tpu.matmul %120, %98, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %122 = arith.index_cast %arg25 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %123 = vector.load %arg21[%122, %c0, %c0] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %124 = vector.shape_cast %123 : vector<1x1x128xf32> to vector<1x128xf32>
      %125 = vector.broadcast %124 : vector<1x128xf32> to vector<128x128xf32>
      %126 = arith.subf %121, %125 : vector<128x128xf32>
      %127 = arith.mulf %111, %126 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %128 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %129 = arith.truncf %127 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %130 = tpu.matmul %129, %95, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %cst_x35b8ee = arith.constant 1.250000e-01 : f32
      %131 = vector.broadcast %cst_x35b8ee : f32 to vector<128x64xf32>
      %132 = arith.mulf %130, %131 : vector<128x64xf32>
      %133 = arith.addf %128, %132 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %134 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %135 = vector.shape_cast %134 : vector<128x64xf32> to vector<128x64xf32>
      %136 = vector.shape_cast %133 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg16[%c0, %c0], %136 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %137 = arith.subi %c1_i32, %arg25 : i32
      scf.yield %38, %40, %137 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %22 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %23 = arith.truncf %22 : vector<128x64xf32> to vector<128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %24 = vector.load %arg14[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %25 = vector.shape_cast %24 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %26 = vector.shape_cast %23 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg14[%c0, %c0, %c0], %26 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %27 = vector.load %arg17[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %28 = arith.truncf %27 : vector<128x64xf32> to vector<128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %29 = vector.load %arg15[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %30 = vector.shape_cast %29 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %31 = vector.shape_cast %28 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg15[%c0, %c0, %c0], %31 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<160xi8, #tpu.memory_space<smem>>, %arg4: memref<160xi8, #tpu.memory_space<smem>>, %arg5: memref<160xi8, #tpu.memory_space<smem>>, %arg6: memref<160xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<160xi8, #tpu.memory_space<smem>>, %arg4: memref<160xi8, #tpu.memory_space<smem>>, %arg5: memref<160xi8, #tpu.memory_space<smem>>, %arg6: memref<160xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<160xi8, #tpu.memory_space<smem>>, %arg4: memref<160xi8, #tpu.memory_space<smem>>, %arg5: memref<160xi8, #tpu.memory_space<smem>>, %arg6: memref<160xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<160xi8, #tpu.memory_space<smem>>, %arg4: memref<160xi8, #tpu.memory_space<smem>>, %arg5: memref<160xi8, #tpu.memory_space<smem>>, %arg6: memref<160xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<160xi8, #tpu.memory_space<smem>>, %arg4: memref<160xi8, #tpu.memory_space<smem>>, %arg5: memref<160xi8, #tpu.memory_space<smem>>, %arg6: memref<160xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
}
