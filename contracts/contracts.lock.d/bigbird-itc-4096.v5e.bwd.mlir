module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi16>, %arg1: tensor<155xi8>, %arg2: tensor<155xi8>, %arg3: tensor<155xi8>, %arg4: tensor<155xi8>, %arg5: tensor<1x128x128xi8>, %arg6: tensor<33xi16>, %arg7: tensor<160xi8>, %arg8: tensor<160xi8>, %arg9: tensor<160xi8>, %arg10: tensor<160xi8>, %arg11: tensor<1x128x128xi8>, %arg12: tensor<16x4096x64xbf16>, %arg13: tensor<16x4096x64xbf16>, %arg14: tensor<16x4096x64xbf16>) -> (tensor<16x4096x64xbf16> {jax.result_info = "result[0]"}, tensor<16x4096x64xbf16> {jax.result_info = "result[1][0]"}, tensor<16x4096x64xbf16> {jax.result_info = "result[1][1]"}, tensor<16x4096x64xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %1 = call @_pad(%arg13, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %2 = call @_pad(%arg14, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:7c6c5b771b0a6b3e847b9fd44178612088bc7bb37b529d904c49b463b90e5b5c\22, \22cost_estimate\22: {\22bytes_accessed\22: 175112192, \22flops\22: 20266876928, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<1x128x128xi8>) -> (tensor<16x4096x64xbf16>, tensor<16x1x4096xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<16x4096x64xbf16>) -> tensor<16x4096x64xf32>
    %5 = stablehlo.convert %3#0 : (tensor<16x4096x64xbf16>) -> tensor<16x4096x64xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<16x4096x64xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x4096x64xf32>, tensor<f32>) -> tensor<16x4096xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<16x4096xf32>) -> tensor<16x1x4096xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %3#0, %3#1, %8, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:9451ca0b9b568f467ac68b98b4f3605be7ceb27d007aa8ac601e845307909f3a\22, \22cost_estimate\22: {\22bytes_accessed\22: 183500800, \22flops\22: 30400315392, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x1x4096xf32>, tensor<16x1x4096xf32>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<1x128x128xi8>) -> tensor<16x4096x64xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg6, %arg7, %arg8, %arg9, %arg10, %1, %2, %0, %3#0, %3#1, %8, %arg11) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:f94002ffb032a3a56da3110c6f340c1b91f30acbf2bc9e6c3b1b8f948dba8587\22, \22cost_estimate\22: {\22bytes_accessed\22: 191889408, \22flops\22: 40533753856, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<160xi8>, tensor<160xi8>, tensor<160xi8>, tensor<160xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x1x4096xf32>, tensor<16x1x4096xf32>, tensor<1x128x128xi8>) -> (tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:7c6c5b771b0a6b3e847b9fd44178612088bc7bb37b529d904c49b463b90e5b5c
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg9: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x128xi8, #tpu.memory_space<any>>, %arg11: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x128x128xi8, #tpu.memory_space<vmem>>, %arg19: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 5 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {}, {}, {}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}]} {
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
      %57 = memref.load %arg6[%56] : memref<155xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %59 = arith.index_cast %17 : i32 to index
      %60 = memref.load %arg5[%59] : memref<155xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %61 = arith.cmpi eq, %60, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = arith.select %61, %c0_i32, %c0_i32 : i32
      %63 = arith.addi %58, %62 : i32
      %64 = arith.index_cast %17 : i32 to index
      %65 = memref.load %arg3[%64] : memref<155xi8, #tpu.memory_space<smem>>
      %66 = arith.extsi %65 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %67 = arith.addi %66, %c0_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %68 = arith.muli %67, %c128_i32 : i32
      %69 = tpu.assume_multiple %68, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %70 = arith.muli %67, %c128_i32 : i32
      %71 = tpu.assume_multiple %70, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg19[%c0_i32, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %75 = tpu.memref_squeeze %74 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg8[%55, %69, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %77 = tpu.memref_squeeze %76 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%77 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%75 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %78 = tpu.memref_slice %arg19[%c0_i32, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %81 = tpu.memref_squeeze %80 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg9[%55, %71, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %83 = tpu.memref_squeeze %82 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%83 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%81 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %84 = tpu.memref_slice %arg19[%c0_i32, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %87 = tpu.memref_squeeze %86 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg10[%63, %c0_i32, %c0_i32] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %89 = tpu.memref_squeeze %88 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%89 : memref<128x128xi8, #tpu.memory_space<any>>) target(%87 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %25:3 = scf.while (%arg20 = %17, %arg21 = %c0_i32, %arg22 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %55 = arith.cmpi slt, %arg20, %21 : i32
      scf.condition(%55) %arg20, %arg21, %arg22 : i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
      %c1_i32 = arith.constant 1 : i32
      %55 = arith.addi %arg21, %c1_i32 : i32
      %56 = arith.index_cast %arg20 : i32 to index
      %57 = memref.load %arg4[%56] : memref<155xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %59 = arith.cmpi sge, %55, %58 : i32
      %c1_i32 = arith.constant 1 : i32
      %60 = arith.addi %arg20, %c1_i32 : i32
      %61 = arith.select %59, %60, %arg20 : i32
      %c1_i32 = arith.constant 1 : i32
      %62 = arith.addi %arg21, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = arith.select %59, %c0_i32, %62 : i32
      %64 = arith.cmpi slt, %61, %21 : i32
      %65 = arith.extui %64 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %66 = arith.cmpi ne, %65, %c0_i32 : i32
      scf.if %66 {
        %c0_i32 = arith.constant 0 : i32
        %151 = arith.addi %2, %c0_i32 : i32
        %152 = arith.index_cast %61 : i32 to index
        %153 = memref.load %arg6[%152] : memref<155xi8, #tpu.memory_space<smem>>
        %154 = arith.extsi %153 : i8 to i32
        %155 = arith.index_cast %61 : i32 to index
        %156 = memref.load %arg5[%155] : memref<155xi8, #tpu.memory_space<smem>>
        %c1_i8 = arith.constant 1 : i8
        %157 = arith.cmpi eq, %156, %c1_i8 : i8
        %c0_i32 = arith.constant 0 : i32
        %158 = arith.select %157, %63, %c0_i32 : i32
        %159 = arith.addi %154, %158 : i32
        %160 = arith.index_cast %61 : i32 to index
        %161 = memref.load %arg3[%160] : memref<155xi8, #tpu.memory_space<smem>>
        %162 = arith.extsi %161 : i8 to i32
        %163 = arith.addi %162, %63 : i32
        %c1_i32 = arith.constant 1 : i32
        %164 = arith.subi %c1_i32, %arg22 : i32
        %c128_i32 = arith.constant 128 : i32
        %165 = arith.muli %163, %c128_i32 : i32
        %166 = tpu.assume_multiple %165, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %167 = arith.muli %163, %c128_i32 : i32
        %168 = tpu.assume_multiple %167, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %169 = tpu.memref_slice %arg19[%164, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %170 = tpu.memref_squeeze %169 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %171 = tpu.memref_slice %arg16[%164, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %172 = tpu.memref_squeeze %171 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %173 = tpu.memref_slice %arg8[%151, %166, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %174 = tpu.memref_squeeze %173 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%174 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%172 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%170 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %175 = tpu.memref_slice %arg19[%164, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %176 = tpu.memref_squeeze %175 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %177 = tpu.memref_slice %arg17[%164, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %178 = tpu.memref_squeeze %177 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %179 = tpu.memref_slice %arg9[%151, %168, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %180 = tpu.memref_squeeze %179 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%180 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%178 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%176 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %181 = tpu.memref_slice %arg19[%164, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %182 = tpu.memref_squeeze %181 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %183 = tpu.memref_slice %arg18[%164, %c0_i32, %c0_i32] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
        %184 = tpu.memref_squeeze %183 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %185 = tpu.memref_slice %arg10[%159, %c0_i32, %c0_i32] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
        %186 = tpu.memref_squeeze %185 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%186 : memref<128x128xi8, #tpu.memory_space<any>>) target(%184 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%182 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %67 = arith.addi %2, %c0_i32 : i32
      %68 = arith.index_cast %arg20 : i32 to index
      %69 = memref.load %arg6[%68] : memref<155xi8, #tpu.memory_space<smem>>
      %70 = arith.extsi %69 : i8 to i32
      %71 = arith.index_cast %arg20 : i32 to index
      %72 = memref.load %arg5[%71] : memref<155xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %73 = arith.cmpi eq, %72, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %74 = arith.select %73, %arg21, %c0_i32 : i32
      %75 = arith.addi %70, %74 : i32
      %76 = arith.index_cast %arg20 : i32 to index
      %77 = memref.load %arg3[%76] : memref<155xi8, #tpu.memory_space<smem>>
      %78 = arith.extsi %77 : i8 to i32
      %79 = arith.addi %78, %arg21 : i32
      %c128_i32 = arith.constant 128 : i32
      %80 = arith.muli %79, %c128_i32 : i32
      %81 = tpu.assume_multiple %80, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %82 = arith.muli %79, %c128_i32 : i32
      %83 = tpu.assume_multiple %82, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg19[%arg22, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %87 = tpu.memref_squeeze %86 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg8[%67, %81, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %89 = tpu.memref_squeeze %88 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%89 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%87 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %90 = tpu.memref_slice %arg19[%arg22, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %91 = tpu.memref_squeeze %90 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %92 = tpu.memref_slice %arg17[%arg22, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %93 = tpu.memref_squeeze %92 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %94 = tpu.memref_slice %arg9[%67, %83, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %95 = tpu.memref_squeeze %94 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%91 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%95 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%93 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %96 = tpu.memref_slice %arg19[%arg22, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %97 = tpu.memref_squeeze %96 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %98 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %99 = tpu.memref_squeeze %98 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %100 = tpu.memref_slice %arg10[%75, %c0_i32, %c0_i32] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %101 = tpu.memref_squeeze %100 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%97 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%101 : memref<128x128xi8, #tpu.memory_space<any>>) dst(%99 : memref<128x128xi8, #tpu.memory_space<vmem>>)
      %102 = arith.index_cast %arg20 : i32 to index
      %103 = memref.load %arg5[%102] : memref<155xi8, #tpu.memory_space<smem>>
      %104 = arith.extsi %103 : i8 to i32
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %105 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %106 = vector.shape_cast %105 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %107 = arith.index_cast %arg22 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %108 = vector.load %arg16[%107, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %109 = vector.shape_cast %108 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %110 = tpu.matmul %106, %109, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %111 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %112 = arith.mulf %110, %111 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %113 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
      %114 = vector.multi_reduction <maximumf>, %112, %cst_x5413f7 [1] : vector<128x128xf32> to vector<128xf32>
      %115 = vector.shape_cast %114 : vector<128xf32> to vector<128x1xf32>
      %116 = vector.broadcast %115 : vector<128x1xf32> to vector<128x128xf32>
      %117 = arith.maximumf %113, %116 : vector<128x128xf32>
      %cst_xbef082 = arith.constant 0xFF800000 : f32
      %118 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
      %119 = arith.cmpf oeq, %117, %118 : vector<128x128xf32>
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %120 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
      %121 = arith.select %119, %120, %117 : vector<128x128xi1>, vector<128x128xf32>
      %122 = arith.subf %112, %121 : vector<128x128xf32>
      %123 = math.exp2 %122 : vector<128x128xf32>
      %124 = arith.subf %113, %121 : vector<128x128xf32>
      %125 = math.exp2 %124 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %126 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %127 = arith.mulf %125, %126 : vector<128x128xf32>
      %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
      %128 = vector.multi_reduction <add>, %123, %cst_x9a411a [1] : vector<128x128xf32> to vector<128xf32>
      %129 = vector.shape_cast %128 : vector<128xf32> to vector<128x1xf32>
      %130 = vector.broadcast %129 : vector<128x1xf32> to vector<128x128xf32>
      %131 = arith.addf %127, %130 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %132 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %133 = vector.shape_cast %132 : vector<128x128xf32> to vector<128x128xf32>
      %134 = vector.shape_cast %131 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg14[%c0, %c0], %134 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %135 = arith.index_cast %arg22 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %136 = vector.load %arg17[%135, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %137 = vector.shape_cast %136 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %138 = vector.extract_strided_slice %125 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %139 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %140 = arith.mulf %138, %139 : vector<128x64xf32>
      %141 = arith.truncf %123 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %142 = tpu.matmul %141, %137, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %143 = arith.addf %140, %142 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %144 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %145 = vector.shape_cast %144 : vector<128x64xf32> to vector<128x64xf32>
      %146 = vector.shape_cast %143 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0, %c0], %146 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %147 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %148 = vector.shape_cast %147 : vector<128x128xf32> to vector<128x128xf32>
      %149 = vector.shape_cast %117 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0, %c0], %149 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %150 = arith.subi %c1_i32, %arg22 : i32
      scf.yield %61, %63, %150 : i32, i32, i32
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

// ---- kernel sparse_cli_dq sha256:9451ca0b9b568f467ac68b98b4f3605be7ceb27d007aa8ac601e845307909f3a
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg10: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg12: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg13: memref<1x128x128xi8, #tpu.memory_space<any>>, %arg14: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x128x128xi8, #tpu.memory_space<vmem>>, %arg19: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 5 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 128>}, {}, {}, {}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 64>}]} {
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
      %25 = memref.load %arg6[%24] : memref<155xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %27 = arith.index_cast %9 : i32 to index
      %28 = memref.load %arg5[%27] : memref<155xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %29 = arith.cmpi eq, %28, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %30 = arith.select %29, %c0_i32, %c0_i32 : i32
      %31 = arith.addi %26, %30 : i32
      %32 = arith.index_cast %9 : i32 to index
      %33 = memref.load %arg3[%32] : memref<155xi8, #tpu.memory_space<smem>>
      %34 = arith.extsi %33 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %35 = arith.addi %34, %c0_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %36 = arith.muli %35, %c128_i32 : i32
      %37 = tpu.assume_multiple %36, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %38 = arith.muli %35, %c128_i32 : i32
      %39 = tpu.assume_multiple %38, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %40 = tpu.memref_slice %arg19[%c0_i32, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %41 = tpu.memref_squeeze %40 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %42 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %43 = tpu.memref_squeeze %42 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %44 = tpu.memref_slice %arg11[%23, %37, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %45 = tpu.memref_squeeze %44 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%45 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%43 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%41 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %46 = tpu.memref_slice %arg19[%c0_i32, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %47 = tpu.memref_squeeze %46 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %49 = tpu.memref_squeeze %48 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg12[%23, %39, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %51 = tpu.memref_squeeze %50 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%51 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%49 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%47 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %52 = tpu.memref_slice %arg19[%c0_i32, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %53 = tpu.memref_squeeze %52 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %55 = tpu.memref_squeeze %54 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg13[%31, %c0_i32, %c0_i32] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %57 = tpu.memref_squeeze %56 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%57 : memref<128x128xi8, #tpu.memory_space<any>>) target(%55 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%53 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %17:3 = scf.while (%arg20 = %9, %arg21 = %c0_i32, %arg22 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %23 = arith.cmpi slt, %arg20, %13 : i32
      scf.condition(%23) %arg20, %arg21, %arg22 : i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
      %c1_i32 = arith.constant 1 : i32
      %23 = arith.addi %arg21, %c1_i32 : i32
      %24 = arith.index_cast %arg20 : i32 to index
      %25 = memref.load %arg4[%24] : memref<155xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %27 = arith.cmpi sge, %23, %26 : i32
      %c1_i32 = arith.constant 1 : i32
      %28 = arith.addi %arg20, %c1_i32 : i32
      %29 = arith.select %27, %28, %arg20 : i32
      %c1_i32 = arith.constant 1 : i32
      %30 = arith.addi %arg21, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %31 = arith.select %27, %c0_i32, %30 : i32
      %32 = arith.cmpi slt, %29, %13 : i32
      %33 = arith.extui %32 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %34 = arith.cmpi ne, %33, %c0_i32 : i32
      scf.if %34 {
        %c0_i32 = arith.constant 0 : i32
        %111 = arith.addi %2, %c0_i32 : i32
        %112 = arith.index_cast %29 : i32 to index
        %113 = memref.load %arg6[%112] : memref<155xi8, #tpu.memory_space<smem>>
        %114 = arith.extsi %113 : i8 to i32
        %115 = arith.index_cast %29 : i32 to index
        %116 = memref.load %arg5[%115] : memref<155xi8, #tpu.memory_space<smem>>
        %c1_i8 = arith.constant 1 : i8
        %117 = arith.cmpi eq, %116, %c1_i8 : i8
        %c0_i32 = arith.constant 0 : i32
        %118 = arith.select %117, %31, %c0_i32 : i32
        %119 = arith.addi %114, %118 : i32
        %120 = arith.index_cast %29 : i32 to index
        %121 = memref.load %arg3[%120] : memref<155xi8, #tpu.memory_space<smem>>
        %122 = arith.extsi %121 : i8 to i32
        %123 = arith.addi %122, %31 : i32
        %c1_i32 = arith.constant 1 : i32
        %124 = arith.subi %c1_i32, %arg22 : i32
        %c128_i32 = arith.constant 128 : i32
        %125 = arith.muli %123, %c128_i32 : i32
        %126 = tpu.assume_multiple %125, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %127 = arith.muli %123, %c128_i32 : i32
        %128 = tpu.assume_multiple %127, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %129 = tpu.memref_slice %arg19[%124, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %130 = tpu.memref_squeeze %129 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %131 = tpu.memref_slice %arg16[%124, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %132 = tpu.memref_squeeze %131 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %133 = tpu.memref_slice %arg11[%111, %126, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %134 = tpu.memref_squeeze %133 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%134 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%132 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%130 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %135 = tpu.memref_slice %arg19[%124, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %136 = tpu.memref_squeeze %135 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %137 = tpu.memref_slice %arg17[%124, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %138 = tpu.memref_squeeze %137 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %139 = tpu.memref_slice %arg12[%111, %128, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %140 = tpu.memref_squeeze %139 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%140 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%138 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%136 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %141 = tpu.memref_slice %arg19[%124, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %142 = tpu.memref_squeeze %141 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %143 = tpu.memref_slice %arg18[%124, %c0_i32, %c0_i32] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
        %144 = tpu.memref_squeeze %143 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %145 = tpu.memref_slice %arg13[%119, %c0_i32, %c0_i32] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
        %146 = tpu.memref_squeeze %145 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%146 : memref<128x128xi8, #tpu.memory_space<any>>) target(%144 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%142 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %35 = arith.addi %2, %c0_i32 : i32
      %36 = arith.index_cast %arg20 : i32 to index
      %37 = memref.load %arg6[%36] : memref<155xi8, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i8 to i32
      %39 = arith.index_cast %arg20 : i32 to index
      %40 = memref.load %arg5[%39] : memref<155xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %41 = arith.cmpi eq, %40, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %42 = arith.select %41, %arg21, %c0_i32 : i32
      %43 = arith.addi %38, %42 : i32
      %44 = arith.index_cast %arg20 : i32 to index
      %45 = memref.load %arg3[%44] : memref<155xi8, #tpu.memory_space<smem>>
      %46 = arith.extsi %45 : i8 to i32
      %47 = arith.addi %46, %arg21 : i32
      %c128_i32 = arith.constant 128 : i32
      %48 = arith.muli %47, %c128_i32 : i32
      %49 = tpu.assume_multiple %48, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %50 = arith.muli %47, %c128_i32 : i32
      %51 = tpu.assume_multiple %50, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg19[%arg22, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %53 = tpu.memref_squeeze %52 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %55 = tpu.memref_squeeze %54 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg11[%35, %49, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %57 = tpu.memref_squeeze %56 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%53 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%57 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%55 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %58 = tpu.memref_slice %arg19[%arg22, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg17[%arg22, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg12[%35, %51, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%63 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%61 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %64 = tpu.memref_slice %arg19[%arg22, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg13[%43, %c0_i32, %c0_i32] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<128x128xi8, #tpu.memory_space<any>>) dst(%67 : memref<128x128xi8, #tpu.memory_space<vmem>>)
      %70 = arith.index_cast %arg20 : i32 to index
      %71 = memref.load %arg5[%70] : memref<155xi8, #tpu.memory_space<smem>>
      %72 = arith.extsi %71 : i8 to i32
      %73 = arith.index_cast %arg22 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %74 = vector.load %arg16[%73, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %75 = vector.shape_cast %74 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %76 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %77 = vector.shape_cast %76 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %78 = tpu.matmul %77, %75, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %79 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %80 = arith.mulf %78, %79 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %81 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %82 = vector.shape_cast %81 : vector<1x1x128xf32> to vector<128xf32>
      %83 = vector.shape_cast %82 : vector<128xf32> to vector<128x1xf32>
      %cst_x3f8ad7 = arith.constant 1.44269502 : f32
      %84 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x1xf32>
      %85 = arith.mulf %83, %84 : vector<128x1xf32>
      %86 = vector.broadcast %85 : vector<128x1xf32> to vector<128x128xf32>
      %87 = arith.subf %80, %86 : vector<128x128xf32>
      %88 = math.exp2 %87 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %89 = vector.load %arg8[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %90 = vector.shape_cast %89 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %91 = arith.index_cast %arg22 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %92 = vector.load %arg17[%91, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %93 = vector.shape_cast %92 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %94 = tpu.matmul %90, %93, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %95 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %96 = vector.shape_cast %95 : vector<1x1x128xf32> to vector<128xf32>
      %97 = vector.shape_cast %96 : vector<128xf32> to vector<128x1xf32>
      %98 = vector.broadcast %97 : vector<128x1xf32> to vector<128x128xf32>
      %99 = arith.subf %94, %98 : vector<128x128xf32>
      %100 = arith.mulf %88, %99 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %101 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %102 = arith.truncf %100 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %103 = tpu.matmul %102, %75, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %cst_x35b8ee = arith.constant 1.250000e-01 : f32
      %104 = vector.broadcast %cst_x35b8ee : f32 to vector<128x64xf32>
      %105 = arith.mulf %103, %104 : vector<128x64xf32>
      %106 = arith.addf %101, %105 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %107 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %108 = vector.shape_cast %107 : vector<128x64xf32> to vector<128x64xf32>
      %109 = vector.shape_cast %106 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0, %c0], %109 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %110 = arith.subi %c1_i32, %arg22 : i32
      scf.yield %29, %31, %110 : i32, i32, i32
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

// ---- kernel sparse_cli_dkv sha256:f94002ffb032a3a56da3110c6f340c1b91f30acbf2bc9e6c3b1b8f948dba8587
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<160xi8, #tpu.memory_space<smem>>, %arg4: memref<160xi8, #tpu.memory_space<smem>>, %arg5: memref<160xi8, #tpu.memory_space<smem>>, %arg6: memref<160xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg10: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg11: memref<16x1x4096xf32, #tpu.memory_space<any>>, %arg12: memref<16x1x4096xf32, #tpu.memory_space<any>>, %arg13: memref<1x128x128xi8, #tpu.memory_space<any>>, %arg14: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg17: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg18: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg19: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg20: memref<2x1x128xf32, #tpu.memory_space<vmem>>, %arg21: memref<2x1x128xf32, #tpu.memory_space<vmem>>, %arg22: memref<2x128x128xi8, #tpu.memory_space<vmem>>, %arg23: memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 5 : i64, scratch_operands = 8 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {}, {}, {}, {}, {}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 128, 64>}]} {
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
      %34 = memref.load %arg6[%33] : memref<160xi8, #tpu.memory_space<smem>>
      %35 = arith.extsi %34 : i8 to i32
      %36 = arith.index_cast %13 : i32 to index
      %37 = memref.load %arg5[%36] : memref<160xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %38 = arith.cmpi eq, %37, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %39 = arith.select %38, %c0_i32, %c0_i32 : i32
      %40 = arith.addi %35, %39 : i32
      %41 = arith.index_cast %13 : i32 to index
      %42 = memref.load %arg3[%41] : memref<160xi8, #tpu.memory_space<smem>>
      %43 = arith.extsi %42 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %44 = arith.addi %43, %c0_i32 : i32
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
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg23[%c0_i32, %c0_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %54 = tpu.memref_squeeze %53 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg9[%32, %46, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %58 = tpu.memref_squeeze %57 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%58 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%56 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%54 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %59 = tpu.memref_slice %arg23[%c0_i32, %c1_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %62 = tpu.memref_squeeze %61 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg10[%32, %48, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %64 = tpu.memref_squeeze %63 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%64 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%62 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %65 = tpu.memref_slice %arg23[%c0_i32, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg11[%32, %c0_i32, %50] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%70 : memref<1x128xf32, #tpu.memory_space<any>>) target(%68 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %71 = tpu.memref_slice %arg23[%c0_i32, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg21[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg12[%32, %c0_i32, %52] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%76 : memref<1x128xf32, #tpu.memory_space<any>>) target(%74 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c4_i32 = arith.constant 4 : i32
      %77 = tpu.memref_slice %arg23[%c0_i32, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg22[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg13[%40, %c0_i32, %c0_i32] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %82 = tpu.memref_squeeze %81 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%82 : memref<128x128xi8, #tpu.memory_space<any>>) target(%80 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %21:3 = scf.while (%arg24 = %13, %arg25 = %c0_i32, %arg26 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %32 = arith.cmpi slt, %arg24, %17 : i32
      scf.condition(%32) %arg24, %arg25, %arg26 : i32, i32, i32
    } do {
    ^bb0(%arg24: i32, %arg25: i32, %arg26: i32):
      %c1_i32 = arith.constant 1 : i32
      %32 = arith.addi %arg25, %c1_i32 : i32
      %33 = arith.index_cast %arg24 : i32 to index
      %34 = memref.load %arg4[%33] : memref<160xi8, #tpu.memory_space<smem>>
      %35 = arith.extsi %34 : i8 to i32
      %36 = arith.cmpi sge, %32, %35 : i32
      %c1_i32 = arith.constant 1 : i32
      %37 = arith.addi %arg24, %c1_i32 : i32
      %38 = arith.select %36, %37, %arg24 : i32
      %c1_i32 = arith.constant 1 : i32
      %39 = arith.addi %arg25, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %40 = arith.select %36, %c0_i32, %39 : i32
      %41 = arith.cmpi slt, %38, %17 : i32
      %42 = arith.extui %41 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %43 = arith.cmpi ne, %42, %c0_i32 : i32
      scf.if %43 {
        %c0_i32 = arith.constant 0 : i32
        %143 = arith.addi %2, %c0_i32 : i32
        %144 = arith.index_cast %38 : i32 to index
        %145 = memref.load %arg6[%144] : memref<160xi8, #tpu.memory_space<smem>>
        %146 = arith.extsi %145 : i8 to i32
        %147 = arith.index_cast %38 : i32 to index
        %148 = memref.load %arg5[%147] : memref<160xi8, #tpu.memory_space<smem>>
        %c1_i8 = arith.constant 1 : i8
        %149 = arith.cmpi eq, %148, %c1_i8 : i8
        %c0_i32 = arith.constant 0 : i32
        %150 = arith.select %149, %40, %c0_i32 : i32
        %151 = arith.addi %146, %150 : i32
        %152 = arith.index_cast %38 : i32 to index
        %153 = memref.load %arg3[%152] : memref<160xi8, #tpu.memory_space<smem>>
        %154 = arith.extsi %153 : i8 to i32
        %155 = arith.addi %154, %40 : i32
        %c1_i32 = arith.constant 1 : i32
        %156 = arith.subi %c1_i32, %arg26 : i32
        %c128_i32 = arith.constant 128 : i32
        %157 = arith.muli %155, %c128_i32 : i32
        %158 = tpu.assume_multiple %157, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %159 = arith.muli %155, %c128_i32 : i32
        %160 = tpu.assume_multiple %159, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %161 = arith.muli %155, %c128_i32 : i32
        %162 = tpu.assume_multiple %161, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %163 = arith.muli %155, %c128_i32 : i32
        %164 = tpu.assume_multiple %163, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %165 = tpu.memref_slice %arg23[%156, %c0_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %166 = tpu.memref_squeeze %165 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %167 = tpu.memref_slice %arg18[%156, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %168 = tpu.memref_squeeze %167 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %169 = tpu.memref_slice %arg9[%143, %158, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %170 = tpu.memref_squeeze %169 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%170 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%168 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%166 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %171 = tpu.memref_slice %arg23[%156, %c1_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %172 = tpu.memref_squeeze %171 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %173 = tpu.memref_slice %arg19[%156, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %174 = tpu.memref_squeeze %173 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %175 = tpu.memref_slice %arg10[%143, %160, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %176 = tpu.memref_squeeze %175 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%176 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%174 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%172 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %177 = tpu.memref_slice %arg23[%156, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %178 = tpu.memref_squeeze %177 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %179 = tpu.memref_slice %arg20[%156, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %180 = tpu.memref_squeeze %179 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %181 = tpu.memref_slice %arg11[%143, %c0_i32, %162] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %182 = tpu.memref_squeeze %181 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%182 : memref<1x128xf32, #tpu.memory_space<any>>) target(%180 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%178 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %183 = tpu.memref_slice %arg23[%156, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %184 = tpu.memref_squeeze %183 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %185 = tpu.memref_slice %arg21[%156, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %186 = tpu.memref_squeeze %185 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %187 = tpu.memref_slice %arg12[%143, %c0_i32, %164] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %188 = tpu.memref_squeeze %187 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%188 : memref<1x128xf32, #tpu.memory_space<any>>) target(%186 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%184 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c4_i32 = arith.constant 4 : i32
        %189 = tpu.memref_slice %arg23[%156, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %190 = tpu.memref_squeeze %189 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %191 = tpu.memref_slice %arg22[%156, %c0_i32, %c0_i32] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
        %192 = tpu.memref_squeeze %191 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %193 = tpu.memref_slice %arg13[%151, %c0_i32, %c0_i32] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
        %194 = tpu.memref_squeeze %193 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%194 : memref<128x128xi8, #tpu.memory_space<any>>) target(%192 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%190 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %44 = arith.addi %2, %c0_i32 : i32
      %45 = arith.index_cast %arg24 : i32 to index
      %46 = memref.load %arg6[%45] : memref<160xi8, #tpu.memory_space<smem>>
      %47 = arith.extsi %46 : i8 to i32
      %48 = arith.index_cast %arg24 : i32 to index
      %49 = memref.load %arg5[%48] : memref<160xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %50 = arith.cmpi eq, %49, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %51 = arith.select %50, %arg25, %c0_i32 : i32
      %52 = arith.addi %47, %51 : i32
      %53 = arith.index_cast %arg24 : i32 to index
      %54 = memref.load %arg3[%53] : memref<160xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %56 = arith.addi %55, %arg25 : i32
      %c128_i32 = arith.constant 128 : i32
      %57 = arith.muli %56, %c128_i32 : i32
      %58 = tpu.assume_multiple %57, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %59 = arith.muli %56, %c128_i32 : i32
      %60 = tpu.assume_multiple %59, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %61 = arith.muli %56, %c128_i32 : i32
      %62 = tpu.assume_multiple %61, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %63 = arith.muli %56, %c128_i32 : i32
      %64 = tpu.assume_multiple %63, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg23[%arg26, %c0_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg9[%44, %58, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%70 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%68 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %71 = tpu.memref_slice %arg23[%arg26, %c1_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg10[%44, %60, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%76 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%74 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %77 = tpu.memref_slice %arg23[%arg26, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg11[%44, %c0_i32, %62] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %82 = tpu.memref_squeeze %81 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%82 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%80 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %83 = tpu.memref_slice %arg23[%arg26, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %84 = tpu.memref_squeeze %83 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg21[%arg26, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %86 = tpu.memref_squeeze %85 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg12[%44, %c0_i32, %64] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %88 = tpu.memref_squeeze %87 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%84 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%88 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%86 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %c4_i32 = arith.constant 4 : i32
      %89 = tpu.memref_slice %arg23[%arg26, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %90 = tpu.memref_squeeze %89 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %91 = tpu.memref_slice %arg22[%arg26, %c0_i32, %c0_i32] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %92 = tpu.memref_squeeze %91 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg13[%52, %c0_i32, %c0_i32] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %94 = tpu.memref_squeeze %93 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%90 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%94 : memref<128x128xi8, #tpu.memory_space<any>>) dst(%92 : memref<128x128xi8, #tpu.memory_space<vmem>>)
      %95 = arith.index_cast %arg24 : i32 to index
      %96 = memref.load %arg5[%95] : memref<160xi8, #tpu.memory_space<smem>>
      %97 = arith.extsi %96 : i8 to i32
      %98 = arith.index_cast %arg26 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %99 = vector.load %arg18[%98, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %100 = vector.shape_cast %99 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %101 = arith.index_cast %arg26 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %102 = vector.load %arg19[%101, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %103 = vector.shape_cast %102 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %104 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %105 = vector.shape_cast %104 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %106 = tpu.matmul %105, %100, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %107 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %108 = arith.mulf %106, %107 : vector<128x128xf32>
      %109 = arith.index_cast %arg26 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %110 = vector.load %arg20[%109, %c0, %c0] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %111 = vector.shape_cast %110 : vector<1x1x128xf32> to vector<1x128xf32>
      %cst_x3f8ad7 = arith.constant 1.44269502 : f32
      %112 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
      %113 = arith.mulf %111, %112 : vector<1x128xf32>
      %114 = vector.broadcast %113 : vector<1x128xf32> to vector<128x128xf32>
      %115 = arith.subf %108, %114 : vector<128x128xf32>
      %116 = math.exp2 %115 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %117 = vector.load %arg17[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %118 = arith.truncf %116 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %119 = tpu.matmul %118, %103, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %120 = arith.addf %117, %119 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %121 = vector.load %arg17[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %122 = vector.shape_cast %121 : vector<128x64xf32> to vector<128x64xf32>
      %123 = vector.shape_cast %120 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg17[%c0, %c0], %123 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %124 = vector.load %arg8[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %125 = vector.shape_cast %124 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %126 = tpu.matmul %125, %103, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %127 = arith.index_cast %arg26 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %128 = vector.load %arg21[%127, %c0, %c0] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %129 = vector.shape_cast %128 : vector<1x1x128xf32> to vector<1x128xf32>
      %130 = vector.broadcast %129 : vector<1x128xf32> to vector<128x128xf32>
      %131 = arith.subf %126, %130 : vector<128x128xf32>
      %132 = arith.mulf %116, %131 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %133 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %134 = arith.truncf %132 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %135 = tpu.matmul %134, %100, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %cst_x35b8ee = arith.constant 1.250000e-01 : f32
      %136 = vector.broadcast %cst_x35b8ee : f32 to vector<128x64xf32>
      %137 = arith.mulf %135, %136 : vector<128x64xf32>
      %138 = arith.addf %133, %137 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %139 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %140 = vector.shape_cast %139 : vector<128x64xf32> to vector<128x64xf32>
      %141 = vector.shape_cast %138 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg16[%c0, %c0], %141 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %142 = arith.subi %c1_i32, %arg26 : i32
      scf.yield %38, %40, %142 : i32, i32, i32
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
