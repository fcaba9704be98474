module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<496xi16>, %arg2: tensor<496xi8>, %arg3: tensor<496xi8>, %arg4: tensor<257xi16>, %arg5: tensor<496xi16>, %arg6: tensor<496xi8>, %arg7: tensor<496xi8>, %arg8: tensor<40x131072x128xbf16>, %arg9: tensor<8x131072x128xbf16>, %arg10: tensor<8x131072x128xbf16>) -> (tensor<40x131072x128xbf16> {jax.result_info = "result[0]"}, tensor<40x131072x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x131072x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x131072x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<40x131072x128xbf16>, tensor<i32>) -> tensor<40x131072x128xbf16>
    %1 = call @_pad_0(%arg9, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:a3bfee8def861fa902aa7a8382836e4bee06ee5fd5428bd58147ec8d3610b31c\22, \22cost_estimate\22: {\22bytes_accessed\22: 25501368320, \22flops\22: 11682311045120, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 22817013760}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<496xi16>, tensor<496xi8>, tensor<496xi8>, tensor<40x131072x128xbf16>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>) -> (tensor<40x131072x128xbf16>, tensor<40x1x131072xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<40x131072x128xbf16>) -> tensor<40x131072x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<40x131072x128xbf16>) -> tensor<40x131072x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<40x131072x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<40x131072x128xf32>, tensor<f32>) -> tensor<40x131072xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<40x131072xf32>) -> tensor<40x1x131072xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:c95d3a5ddcee728d9885d76237ac9450f5ec34516aeae904de68e97ec60f581d\22, \22cost_estimate\22: {\22bytes_accessed\22: 26843545600, \22flops\22: 17523466567680, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 22817013760}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<496xi16>, tensor<496xi8>, tensor<496xi8>, tensor<40x131072x128xbf16>, tensor<40x131072x128xbf16>, tensor<40x1x131072xf32>, tensor<40x1x131072xf32>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>) -> tensor<40x131072x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:a4228324c4e6b68c7d30575e720e358d2cbfc6227656436475a18c372d394583\22, \22cost_estimate\22: {\22bytes_accessed\22: 23890755584, \22flops\22: 23364622090240, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 22817013760}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<496xi16>, tensor<496xi8>, tensor<496xi8>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>, tensor<40x131072x128xbf16>, tensor<40x131072x128xbf16>, tensor<40x1x131072xf32>, tensor<40x1x131072xf32>) -> (tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:a3bfee8def861fa902aa7a8382836e4bee06ee5fd5428bd58147ec8d3610b31c
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x131072x128xbf16, #tpu.memory_space<any>>, %arg8: memref<8x131072x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 40, 256>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c256_i32_0 = arith.constant 256 : i32
    %3 = arith.remsi %0, %c256_i32_0 : i32
    %cst = arith.constant 0xFF800000 : f32
    %4 = vector.broadcast %cst : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %5 = vector.load %arg11[%c0, %c0_1] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %6 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    %7 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg11[%c0, %c0_1], %7 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_2 = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_2 : f32 to vector<512x128xf32>
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %9 = vector.load %arg12[%c0_3, %c0_4] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %10 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    %11 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0_3, %c0_4], %11 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_5 = arith.constant 0.000000e+00 : f32
    %12 = vector.broadcast %cst_5 : f32 to vector<512x128xf32>
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %13 = vector.load %arg13[%c0_6, %c0_7] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %14 = vector.shape_cast %13 : vector<512x128xf32> to vector<512x128xf32>
    %15 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0_6, %c0_7], %15 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %16 = arith.index_cast %arg1 : i32 to index
    %17 = memref.load %arg2[%16] : memref<257xi16, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<257xi16, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i16 to i32
    %23 = arith.cmpi slt, %18, %22 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32_8 : i32
    scf.if %25 {
      %c0_i32_27 = arith.constant 0 : i32
      %52 = arith.addi %2, %c0_i32_27 : i32
      %53 = arith.index_cast %18 : i32 to index
      %54 = memref.load %arg3[%53] : memref<496xi16, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i16 to i32
      %c0_i32_28 = arith.constant 0 : i32
      %56 = arith.addi %55, %c0_i32_28 : i32
      %c5_i32 = arith.constant 5 : i32
      %57 = arith.divsi %52, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %56, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c5_i32_29 = arith.constant 5 : i32
      %60 = arith.divsi %52, %c5_i32_29 : i32
      %c512_i32_30 = arith.constant 512 : i32
      %61 = arith.muli %56, %c512_i32_30 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c0_i32_31 = arith.constant 0 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg16[%c0_i32_32, %c0_i32_33] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_34 = arith.constant 0 : i32
      %c0_i32_35 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg14[%c0_i32_31, %c0_i32_34, %c0_i32_35] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_36 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg7[%57, %59, %c0_i32_36] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%68 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%66 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_37 = arith.constant 0 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %c1_i32_39 = arith.constant 1 : i32
      %69 = tpu.memref_slice %arg16[%c0_i32_38, %c1_i32_39] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_40 = arith.constant 0 : i32
      %c0_i32_41 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg15[%c0_i32_37, %c0_i32_40, %c0_i32_41] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_42 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg8[%60, %62, %c0_i32_42] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%74 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%72 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_9 = arith.constant 0 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %26:3 = scf.while (%arg17 = %18, %arg18 = %c0_i32_9, %arg19 = %c0_i32_10) : (i32, i32, i32) -> (i32, i32, i32) {
      %52 = arith.cmpi slt, %arg17, %22 : i32
      scf.condition(%52) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32_27 = arith.constant 1 : i32
      %52 = arith.addi %arg18, %c1_i32_27 : i32
      %53 = arith.index_cast %arg17 : i32 to index
      %54 = memref.load %arg4[%53] : memref<496xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %56 = arith.cmpi sge, %52, %55 : i32
      %c1_i32_28 = arith.constant 1 : i32
      %57 = arith.addi %arg17, %c1_i32_28 : i32
      %58 = arith.select %56, %57, %arg17 : i32
      %c1_i32_29 = arith.constant 1 : i32
      %59 = arith.addi %arg18, %c1_i32_29 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %60 = arith.select %56, %c0_i32_30, %59 : i32
      %61 = arith.cmpi slt, %58, %22 : i32
      %62 = arith.extui %61 : i1 to i32
      %c0_i32_31 = arith.constant 0 : i32
      %63 = arith.cmpi ne, %62, %c0_i32_31 : i32
      scf.if %63 {
        %c0_i32_87 = arith.constant 0 : i32
        %205 = arith.addi %2, %c0_i32_87 : i32
        %206 = arith.index_cast %58 : i32 to index
        %207 = memref.load %arg3[%206] : memref<496xi16, #tpu.memory_space<smem>>
        %208 = arith.extsi %207 : i16 to i32
        %209 = arith.addi %208, %60 : i32
        %c1_i32_88 = arith.constant 1 : i32
        %210 = arith.subi %c1_i32_88, %arg19 : i32
        %c5_i32_89 = arith.constant 5 : i32
        %211 = arith.divsi %205, %c5_i32_89 : i32
        %c512_i32_90 = arith.constant 512 : i32
        %212 = arith.muli %209, %c512_i32_90 : i32
        %213 = tpu.assume_multiple %212, 512 : i32
        %c5_i32_91 = arith.constant 5 : i32
        %214 = arith.divsi %205, %c5_i32_91 : i32
        %c512_i32_92 = arith.constant 512 : i32
        %215 = arith.muli %209, %c512_i32_92 : i32
        %216 = tpu.assume_multiple %215, 512 : i32
        %c0_i32_93 = arith.constant 0 : i32
        %217 = tpu.memref_slice %arg16[%210, %c0_i32_93] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %218 = tpu.memref_squeeze %217 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_94 = arith.constant 0 : i32
        %c0_i32_95 = arith.constant 0 : i32
        %219 = tpu.memref_slice %arg14[%210, %c0_i32_94, %c0_i32_95] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %220 = tpu.memref_squeeze %219 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_96 = arith.constant 0 : i32
        %221 = tpu.memref_slice %arg7[%211, %213, %c0_i32_96] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %222 = tpu.memref_squeeze %221 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%222 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%220 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%218 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_97 = arith.constant 1 : i32
        %223 = tpu.memref_slice %arg16[%210, %c1_i32_97] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %224 = tpu.memref_squeeze %223 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_98 = arith.constant 0 : i32
        %c0_i32_99 = arith.constant 0 : i32
        %225 = tpu.memref_slice %arg15[%210, %c0_i32_98, %c0_i32_99] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %226 = tpu.memref_squeeze %225 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_100 = arith.constant 0 : i32
        %227 = tpu.memref_slice %arg8[%214, %216, %c0_i32_100] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %228 = tpu.memref_squeeze %227 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%228 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%226 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%224 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_32 = arith.constant 0 : i32
      %64 = arith.addi %2, %c0_i32_32 : i32
      %65 = arith.index_cast %arg17 : i32 to index
      %66 = memref.load %arg3[%65] : memref<496xi16, #tpu.memory_space<smem>>
      %67 = arith.extsi %66 : i16 to i32
      %68 = arith.addi %67, %arg18 : i32
      %c5_i32 = arith.constant 5 : i32
      %69 = arith.divsi %64, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %70 = arith.muli %68, %c512_i32 : i32
      %71 = tpu.assume_multiple %70, 512 : i32
      %c5_i32_33 = arith.constant 5 : i32
      %72 = arith.divsi %64, %c5_i32_33 : i32
      %c512_i32_34 = arith.constant 512 : i32
      %73 = arith.muli %68, %c512_i32_34 : i32
      %74 = tpu.assume_multiple %73, 512 : i32
      %c0_i32_35 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg16[%arg19, %c0_i32_35] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_36 = arith.constant 0 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg14[%arg19, %c0_i32_36, %c0_i32_37] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_38 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg7[%69, %71, %c0_i32_38] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %80 = tpu.memref_squeeze %79 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%80 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%78 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_39 = arith.constant 1 : i32
      %81 = tpu.memref_slice %arg16[%arg19, %c1_i32_39] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %82 = tpu.memref_squeeze %81 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_40 = arith.constant 0 : i32
      %c0_i32_41 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg15[%arg19, %c0_i32_40, %c0_i32_41] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %84 = tpu.memref_squeeze %83 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_42 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg8[%72, %74, %c0_i32_42] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %86 = tpu.memref_squeeze %85 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%82 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%86 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%84 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %87 = arith.index_cast %arg17 : i32 to index
      %88 = memref.load %arg5[%87] : memref<496xi8, #tpu.memory_space<smem>>
      %89 = arith.extsi %88 : i8 to i32
      %c0_43 = arith.constant 0 : index
      %c0_44 = arith.constant 0 : index
      %c0_45 = arith.constant 0 : index
      %90 = vector.load %arg6[%c0_43, %c0_44, %c0_45] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %91 = vector.shape_cast %90 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %92 = arith.index_cast %arg19 : i32 to index
      %c0_46 = arith.constant 0 : index
      %c0_47 = arith.constant 0 : index
      %93 = vector.load %arg14[%92, %c0_46, %c0_47] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %94 = vector.shape_cast %93 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_48 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %95 = tpu.matmul %91, %94, %cst_48 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_49 = arith.constant 0.0883883461 : f32
      %96 = vector.broadcast %cst_49 : f32 to vector<512x512xf32>
      %97 = arith.mulf %95, %96 : vector<512x512xf32>
      %c512_i32_50 = arith.constant 512 : i32
      %98 = arith.muli %3, %c512_i32_50 : i32
      %99 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %100 = vector.broadcast %98 : i32 to vector<512x512xi32>
      %101 = arith.addi %100, %99 : vector<512x512xi32>
      %c512_i32_51 = arith.constant 512 : i32
      %102 = arith.muli %68, %c512_i32_51 : i32
      %103 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %104 = vector.broadcast %102 : i32 to vector<512x512xi32>
      %105 = arith.addi %104, %103 : vector<512x512xi32>
      %106 = arith.cmpi sle, %105, %101 : vector<512x512xi32>
      %c8192_i32 = arith.constant 8192 : i32
      %107 = vector.broadcast %c8192_i32 : i32 to vector<512x512xi32>
      %108 = arith.divsi %101, %107 : vector<512x512xi32>
      %c0_i32_52 = arith.constant 0 : i32
      %109 = vector.broadcast %c0_i32_52 : i32 to vector<512x512xi32>
      %110 = arith.cmpi sgt, %101, %109 : vector<512x512xi32>
      %111 = arith.extui %110 : vector<512x512xi1> to vector<512x512xi32>
      %c0_i32_53 = arith.constant 0 : i32
      %112 = vector.broadcast %c0_i32_53 : i32 to vector<512x512xi32>
      %113 = arith.cmpi slt, %101, %112 : vector<512x512xi32>
      %114 = arith.extui %113 : vector<512x512xi1> to vector<512x512xi32>
      %115 = arith.subi %111, %114 : vector<512x512xi32>
      %c0_i32_54 = arith.constant 0 : i32
      %116 = arith.cmpi sgt, %c8192_i32, %c0_i32_54 : i32
      %117 = arith.extui %116 : i1 to i32
      %c0_i32_55 = arith.constant 0 : i32
      %118 = arith.cmpi slt, %c8192_i32, %c0_i32_55 : i32
      %119 = arith.extui %118 : i1 to i32
      %120 = arith.subi %117, %119 : i32
      %121 = vector.broadcast %120 : i32 to vector<512x512xi32>
      %122 = arith.cmpi ne, %115, %121 : vector<512x512xi32>
      %123 = vector.broadcast %c8192_i32 : i32 to vector<512x512xi32>
      %124 = arith.remsi %101, %123 : vector<512x512xi32>
      %c0_i32_56 = arith.constant 0 : i32
      %125 = vector.broadcast %c0_i32_56 : i32 to vector<512x512xi32>
      %126 = arith.cmpi ne, %124, %125 : vector<512x512xi32>
      %127 = arith.andi %122, %126 : vector<512x512xi1>
      %c1_i32_57 = arith.constant 1 : i32
      %128 = vector.broadcast %c1_i32_57 : i32 to vector<512x512xi32>
      %129 = arith.subi %108, %128 : vector<512x512xi32>
      %130 = arith.select %127, %129, %108 : vector<512x512xi1>, vector<512x512xi32>
      %c8192_i32_58 = arith.constant 8192 : i32
      %131 = vector.broadcast %c8192_i32_58 : i32 to vector<512x512xi32>
      %132 = arith.divsi %105, %131 : vector<512x512xi32>
      %c0_i32_59 = arith.constant 0 : i32
      %133 = vector.broadcast %c0_i32_59 : i32 to vector<512x512xi32>
      %134 = arith.cmpi sgt, %105, %133 : vector<512x512xi32>
      %135 = arith.extui %134 : vector<512x512xi1> to vector<512x512xi32>
      %c0_i32_60 = arith.constant 0 : i32
      %136 = vector.broadcast %c0_i32_60 : i32 to vector<512x512xi32>
      %137 = arith.cmpi slt, %105, %136 : vector<512x512xi32>
      %138 = arith.extui %137 : vector<512x512xi1> to vector<512x512xi32>
      %139 = arith.subi %135, %138 : vector<512x512xi32>
      %c0_i32_61 = arith.constant 0 : i32
      %140 = arith.cmpi sgt, %c8192_i32_58, %c0_i32_61 : i32
      %141 = arith.extui %140 : i1 to i32
      %c0_i32_62 = arith.constant 0 : i32
      %142 = arith.cmpi slt, %c8192_i32_58, %c0_i32_62 : i32
      %143 = arith.extui %142 : i1 to i32
      %144 = arith.subi %141, %143 : i32
      %145 = vector.broadcast %144 : i32 to vector<512x512xi32>
      %146 = arith.cmpi ne, %139, %145 : vector<512x512xi32>
      %147 = vector.broadcast %c8192_i32_58 : i32 to vector<512x512xi32>
      %148 = arith.remsi %105, %147 : vector<512x512xi32>
      %c0_i32_63 = arith.constant 0 : i32
      %149 = vector.broadcast %c0_i32_63 : i32 to vector<512x512xi32>
      %150 = arith.cmpi ne, %148, %149 : vector<512x512xi32>
      %151 = arith.andi %146, %150 : vector<512x512xi1>
      %c1_i32_64 = arith.constant 1 : i32
      %152 = vector.broadcast %c1_i32_64 : i32 to vector<512x512xi32>
      %153 = arith.subi %132, %152 : vector<512x512xi32>
      %154 = arith.select %151, %153, %132 : vector<512x512xi1>, vector<512x512xi32>
      %155 = arith.cmpi eq, %130, %154 : vector<512x512xi32>
      %156 = arith.andi %106, %155 : vector<512x512xi1>
      %c2_i32 = arith.constant 2 : i32
      %157 = arith.cmpi eq, %89, %c2_i32 : i32
      %158 = vector.broadcast %157 : i1 to vector<512x512xi1>
      %159 = arith.ori %156, %158 : vector<512x512xi1>
      %c0_65 = arith.constant 0 : index
      %c0_66 = arith.constant 0 : index
      %160 = vector.load %arg11[%c0_65, %c0_66] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_67 = arith.constant 0xFF800000 : f32
      %161 = vector.broadcast %cst_67 : f32 to vector<512x512xf32>
      %162 = arith.select %159, %97, %161 : vector<512x512xi1>, vector<512x512xf32>
      %cst_68 = arith.constant dense<0xFF800000> : vector<512xf32>
      %163 = vector.multi_reduction <maximumf>, %162, %cst_68 [1] : vector<512x512xf32> to vector<512xf32>
      %164 = vector.shape_cast %163 : vector<512xf32> to vector<512x1xf32>
      %165 = vector.broadcast %164 : vector<512x1xf32> to vector<512x128xf32>
      %166 = arith.maximumf %160, %165 : vector<512x128xf32>
      %cst_69 = arith.constant 0xFF800000 : f32
      %167 = vector.broadcast %cst_69 : f32 to vector<512x128xf32>
      %168 = arith.cmpf oeq, %166, %167 : vector<512x128xf32>
      %cst_70 = arith.constant 0.000000e+00 : f32
      %169 = vector.broadcast %cst_70 : f32 to vector<512x128xf32>
      %170 = arith.select %168, %169, %166 : vector<512x128xi1>, vector<512x128xf32>
      %171 = vector.extract_strided_slice %170 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %172 = vector.broadcast %171 : vector<512x1xf32> to vector<512x512xf32>
      %173 = arith.subf %97, %172 : vector<512x512xf32>
      %174 = math.exp %173 : vector<512x512xf32>
      %cst_71 = arith.constant 0.000000e+00 : f32
      %175 = vector.broadcast %cst_71 : f32 to vector<512x512xf32>
      %176 = arith.select %159, %174, %175 : vector<512x512xi1>, vector<512x512xf32>
      %177 = arith.subf %160, %170 : vector<512x128xf32>
      %178 = math.exp %177 : vector<512x128xf32>
      %c0_72 = arith.constant 0 : index
      %c0_73 = arith.constant 0 : index
      %179 = vector.load %arg12[%c0_72, %c0_73] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %180 = arith.mulf %178, %179 : vector<512x128xf32>
      %cst_74 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %181 = vector.multi_reduction <add>, %176, %cst_74 [1] : vector<512x512xf32> to vector<512xf32>
      %182 = vector.shape_cast %181 : vector<512xf32> to vector<512x1xf32>
      %183 = vector.broadcast %182 : vector<512x1xf32> to vector<512x128xf32>
      %184 = arith.addf %180, %183 : vector<512x128xf32>
      %c0_75 = arith.constant 0 : index
      %c0_76 = arith.constant 0 : index
      %185 = vector.load %arg12[%c0_75, %c0_76] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %186 = vector.shape_cast %185 : vector<512x128xf32> to vector<512x128xf32>
      %187 = vector.shape_cast %184 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_75, %c0_76], %187 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %188 = arith.index_cast %arg19 : i32 to index
      %c0_77 = arith.constant 0 : index
      %c0_78 = arith.constant 0 : index
      %189 = vector.load %arg15[%188, %c0_77, %c0_78] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %190 = vector.shape_cast %189 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %191 = vector.extract_strided_slice %178 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_79 = arith.constant 0 : index
      %c0_80 = arith.constant 0 : index
      %192 = vector.load %arg13[%c0_79, %c0_80] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %193 = vector.broadcast %191 : vector<512x1xf32> to vector<512x128xf32>
      %194 = arith.mulf %193, %192 : vector<512x128xf32>
      %195 = arith.truncf %176 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_81 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %196 = tpu.matmul %195, %190, %cst_81 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %197 = arith.addf %194, %196 : vector<512x128xf32>
      %c0_82 = arith.constant 0 : index
      %c0_83 = arith.constant 0 : index
      %198 = vector.load %arg13[%c0_82, %c0_83] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %199 = vector.shape_cast %198 : vector<512x128xf32> to vector<512x128xf32>
      %200 = vector.shape_cast %197 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_82, %c0_83], %200 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_84 = arith.constant 0 : index
      %c0_85 = arith.constant 0 : index
      %201 = vector.load %arg11[%c0_84, %c0_85] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %202 = vector.shape_cast %201 : vector<512x128xf32> to vector<512x128xf32>
      %203 = vector.shape_cast %166 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_84, %c0_85], %203 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_86 = arith.constant 1 : i32
      %204 = arith.subi %c1_i32_86, %arg19 : i32
      scf.yield %58, %60, %204 : i32, i32, i32
    }
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    %27 = vector.load %arg12[%c0_11, %c0_12] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_13 = arith.constant 0.000000e+00 : f32
    %28 = vector.broadcast %cst_13 : f32 to vector<512x128xf32>
    %29 = arith.cmpf ogt, %27, %28 : vector<512x128xf32>
    %c0_14 = arith.constant 0 : index
    %c0_15 = arith.constant 0 : index
    %30 = vector.load %arg13[%c0_14, %c0_15] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_16 = arith.constant 1.000000e+00 : f32
    %31 = vector.broadcast %cst_16 : f32 to vector<512x128xf32>
    %32 = arith.select %29, %27, %31 : vector<512x128xi1>, vector<512x128xf32>
    %33 = vector.extract_strided_slice %32 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
    %34 = vector.broadcast %33 : vector<512x1xf32> to vector<512x128xf32>
    %35 = arith.divf %30, %34 : vector<512x128xf32>
    %36 = arith.truncf %35 : vector<512x128xf32> to vector<512x128xbf16>
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %c0_19 = arith.constant 0 : index
    %37 = vector.load %arg9[%c0_17, %c0_18, %c0_19] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %38 = vector.shape_cast %37 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %39 = vector.shape_cast %36 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0_17, %c0_18, %c0_19], %39 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0_20 = arith.constant 0 : index
    %c0_21 = arith.constant 0 : index
    %40 = vector.load %arg11[%c0_20, %c0_21] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_22 = arith.constant 1.000000e+00 : f32
    %41 = vector.broadcast %cst_22 : f32 to vector<512x128xf32>
    %42 = arith.select %29, %27, %41 : vector<512x128xi1>, vector<512x128xf32>
    %43 = math.log %42 : vector<512x128xf32>
    %44 = arith.addf %40, %43 : vector<512x128xf32>
    %cst_23 = arith.constant 0xFF800000 : f32
    %45 = vector.broadcast %cst_23 : f32 to vector<512x128xf32>
    %46 = arith.select %29, %44, %45 : vector<512x128xi1>, vector<512x128xf32>
    %47 = tpu.transpose %46, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %48 = vector.extract_strided_slice %47 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0_24 = arith.constant 0 : index
    %c0_25 = arith.constant 0 : index
    %c0_26 = arith.constant 0 : index
    %49 = vector.load %arg10[%c0_24, %c0_25, %c0_26] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %50 = vector.shape_cast %49 : vector<1x1x512xf32> to vector<1x512xf32>
    %51 = vector.shape_cast %48 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0_24, %c0_25, %c0_26], %51 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c256_i32_1 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c256_i32_1 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c256_i32_1 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %c0_i32_2, %4 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:c95d3a5ddcee728d9885d76237ac9450f5ec34516aeae904de68e97ec60f581d
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<8x131072x128xbf16, #tpu.memory_space<any>>, %arg11: memref<8x131072x128xbf16, #tpu.memory_space<any>>, %arg12: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 40, 256>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c256_i32_0 = arith.constant 256 : i32
    %3 = arith.remsi %0, %c256_i32_0 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %5 = vector.load %arg13[%c0, %c0_1] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %6 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    %7 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0_1], %7 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %8 = arith.index_cast %arg1 : i32 to index
    %9 = memref.load %arg2[%8] : memref<257xi16, #tpu.memory_space<smem>>
    %10 = arith.extsi %9 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %11 = arith.addi %arg1, %c1_i32 : i32
    %12 = arith.index_cast %11 : i32 to index
    %13 = memref.load %arg2[%12] : memref<257xi16, #tpu.memory_space<smem>>
    %14 = arith.extsi %13 : i16 to i32
    %15 = arith.cmpi slt, %10, %14 : i32
    %16 = arith.extui %15 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_2 : i32
    scf.if %17 {
      %c0_i32_10 = arith.constant 0 : i32
      %24 = arith.addi %2, %c0_i32_10 : i32
      %25 = arith.index_cast %10 : i32 to index
      %26 = memref.load %arg3[%25] : memref<496xi16, #tpu.memory_space<smem>>
      %27 = arith.extsi %26 : i16 to i32
      %c0_i32_11 = arith.constant 0 : i32
      %28 = arith.addi %27, %c0_i32_11 : i32
      %c5_i32 = arith.constant 5 : i32
      %29 = arith.divsi %24, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %30 = arith.muli %28, %c512_i32 : i32
      %31 = tpu.assume_multiple %30, 512 : i32
      %c5_i32_12 = arith.constant 5 : i32
      %32 = arith.divsi %24, %c5_i32_12 : i32
      %c512_i32_13 = arith.constant 512 : i32
      %33 = arith.muli %28, %c512_i32_13 : i32
      %34 = tpu.assume_multiple %33, 512 : i32
      %c0_i32_14 = arith.constant 0 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %c0_i32_16 = arith.constant 0 : i32
      %35 = tpu.memref_slice %arg16[%c0_i32_15, %c0_i32_16] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %36 = tpu.memref_squeeze %35 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_17 = arith.constant 0 : i32
      %c0_i32_18 = arith.constant 0 : i32
      %37 = tpu.memref_slice %arg14[%c0_i32_14, %c0_i32_17, %c0_i32_18] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %38 = tpu.memref_squeeze %37 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_19 = arith.constant 0 : i32
      %39 = tpu.memref_slice %arg10[%29, %31, %c0_i32_19] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %40 = tpu.memref_squeeze %39 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%40 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%38 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%36 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_20 = arith.constant 0 : i32
      %c0_i32_21 = arith.constant 0 : i32
      %c1_i32_22 = arith.constant 1 : i32
      %41 = tpu.memref_slice %arg16[%c0_i32_21, %c1_i32_22] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %42 = tpu.memref_squeeze %41 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_23 = arith.constant 0 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %43 = tpu.memref_slice %arg15[%c0_i32_20, %c0_i32_23, %c0_i32_24] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %44 = tpu.memref_squeeze %43 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_25 = arith.constant 0 : i32
      %45 = tpu.memref_slice %arg11[%32, %34, %c0_i32_25] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %46 = tpu.memref_squeeze %45 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%46 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%44 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%42 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_3 = arith.constant 0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %18:3 = scf.while (%arg17 = %10, %arg18 = %c0_i32_3, %arg19 = %c0_i32_4) : (i32, i32, i32) -> (i32, i32, i32) {
      %24 = arith.cmpi slt, %arg17, %14 : i32
      scf.condition(%24) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32_10 = arith.constant 1 : i32
      %24 = arith.addi %arg18, %c1_i32_10 : i32
      %25 = arith.index_cast %arg17 : i32 to index
      %26 = memref.load %arg4[%25] : memref<496xi8, #tpu.memory_space<smem>>
      %27 = arith.extsi %26 : i8 to i32
      %28 = arith.cmpi sge, %24, %27 : i32
      %c1_i32_11 = arith.constant 1 : i32
      %29 = arith.addi %arg17, %c1_i32_11 : i32
      %30 = arith.select %28, %29, %arg17 : i32
      %c1_i32_12 = arith.constant 1 : i32
      %31 = arith.addi %arg18, %c1_i32_12 : i32
      %c0_i32_13 = arith.constant 0 : i32
      %32 = arith.select %28, %c0_i32_13, %31 : i32
      %33 = arith.cmpi slt, %30, %14 : i32
      %34 = arith.extui %33 : i1 to i32
      %c0_i32_14 = arith.constant 0 : i32
      %35 = arith.cmpi ne, %34, %c0_i32_14 : i32
      scf.if %35 {
        %c0_i32_68 = arith.constant 0 : i32
        %162 = arith.addi %2, %c0_i32_68 : i32
        %163 = arith.index_cast %30 : i32 to index
        %164 = memref.load %arg3[%163] : memref<496xi16, #tpu.memory_space<smem>>
        %165 = arith.extsi %164 : i16 to i32
        %166 = arith.addi %165, %32 : i32
        %c1_i32_69 = arith.constant 1 : i32
        %167 = arith.subi %c1_i32_69, %arg19 : i32
        %c5_i32_70 = arith.constant 5 : i32
        %168 = arith.divsi %162, %c5_i32_70 : i32
        %c512_i32_71 = arith.constant 512 : i32
        %169 = arith.muli %166, %c512_i32_71 : i32
        %170 = tpu.assume_multiple %169, 512 : i32
        %c5_i32_72 = arith.constant 5 : i32
        %171 = arith.divsi %162, %c5_i32_72 : i32
        %c512_i32_73 = arith.constant 512 : i32
        %172 = arith.muli %166, %c512_i32_73 : i32
        %173 = tpu.assume_multiple %172, 512 : i32
        %c0_i32_74 = arith.constant 0 : i32
        %174 = tpu.memref_slice %arg16[%167, %c0_i32_74] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %175 = tpu.memref_squeeze %174 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_75 = arith.constant 0 : i32
        %c0_i32_76 = arith.constant 0 : i32
        %176 = tpu.memref_slice %arg14[%167, %c0_i32_75, %c0_i32_76] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %177 = tpu.memref_squeeze %176 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_77 = arith.constant 0 : i32
        %178 = tpu.memref_slice %arg10[%168, %170, %c0_i32_77] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %179 = tpu.memref_squeeze %178 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%179 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%177 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%175 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_78 = arith.constant 1 : i32
        %180 = tpu.memref_slice %arg16[%167, %c1_i32_78] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %181 = tpu.memref_squeeze %180 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_79 = arith.constant 0 : i32
        %c0_i32_80 = arith.constant 0 : i32
        %182 = tpu.memref_slice %arg15[%167, %c0_i32_79, %c0_i32_80] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %183 = tpu.memref_squeeze %182 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_81 = arith.constant 0 : i32
        %184 = tpu.memref_slice %arg11[%171, %173, %c0_i32_81] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %185 = tpu.memref_squeeze %184 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%185 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%183 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%181 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_15 = arith.constant 0 : i32
      %36 = arith.addi %2, %c0_i32_15 : i32
      %37 = arith.index_cast %arg17 : i32 to index
      %38 = memref.load %arg3[%37] : memref<496xi16, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i16 to i32
      %40 = arith.addi %39, %arg18 : i32
      %c5_i32 = arith.constant 5 : i32
      %41 = arith.divsi %36, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %40, %c512_i32 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %c5_i32_16 = arith.constant 5 : i32
      %44 = arith.divsi %36, %c5_i32_16 : i32
      %c512_i32_17 = arith.constant 512 : i32
      %45 = arith.muli %40, %c512_i32_17 : i32
      %46 = tpu.assume_multiple %45, 512 : i32
      %c0_i32_18 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg16[%arg19, %c0_i32_18] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %48 = tpu.memref_squeeze %47 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_19 = arith.constant 0 : i32
      %c0_i32_20 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg14[%arg19, %c0_i32_19, %c0_i32_20] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %50 = tpu.memref_squeeze %49 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_21 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg10[%41, %43, %c0_i32_21] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%48 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%52 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%50 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_22 = arith.constant 1 : i32
      %53 = tpu.memref_slice %arg16[%arg19, %c1_i32_22] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %54 = tpu.memref_squeeze %53 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_23 = arith.constant 0 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg15[%arg19, %c0_i32_23, %c0_i32_24] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_25 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg11[%44, %46, %c0_i32_25] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%54 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%58 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%56 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %59 = arith.index_cast %arg17 : i32 to index
      %60 = memref.load %arg5[%59] : memref<496xi8, #tpu.memory_space<smem>>
      %61 = arith.extsi %60 : i8 to i32
      %62 = arith.index_cast %arg19 : i32 to index
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %63 = vector.load %arg14[%62, %c0_26, %c0_27] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %64 = vector.shape_cast %63 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %65 = vector.load %arg6[%c0_28, %c0_29, %c0_30] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %66 = vector.shape_cast %65 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_31 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %67 = tpu.matmul %66, %64, %cst_31 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_32 = arith.constant 0.0883883461 : f32
      %68 = vector.broadcast %cst_32 : f32 to vector<512x512xf32>
      %69 = arith.mulf %67, %68 : vector<512x512xf32>
      %c512_i32_33 = arith.constant 512 : i32
      %70 = arith.muli %3, %c512_i32_33 : i32
      %71 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %72 = vector.broadcast %70 : i32 to vector<512x512xi32>
      %73 = arith.addi %72, %71 : vector<512x512xi32>
      %c512_i32_34 = arith.constant 512 : i32
      %74 = arith.muli %40, %c512_i32_34 : i32
      %75 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %76 = vector.broadcast %74 : i32 to vector<512x512xi32>
      %77 = arith.addi %76, %75 : vector<512x512xi32>
      %78 = arith.cmpi sle, %77, %73 : vector<512x512xi32>
      %c8192_i32 = arith.constant 8192 : i32
      %79 = vector.broadcast %c8192_i32 : i32 to vector<512x512xi32>
      %80 = arith.divsi %73, %79 : vector<512x512xi32>
      %c0_i32_35 = arith.constant 0 : i32
      %81 = vector.broadcast %c0_i32_35 : i32 to vector<512x512xi32>
      %82 = arith.cmpi sgt, %73, %81 : vector<512x512xi32>
      %83 = arith.extui %82 : vector<512x512xi1> to vector<512x512xi32>
      %c0_i32_36 = arith.constant 0 : i32
      %84 = vector.broadcast %c0_i32_36 : i32 to vector<512x512xi32>
      %85 = arith.cmpi slt, %73, %84 : vector<512x512xi32>
      %86 = arith.extui %85 : vector<512x512xi1> to vector<512x512xi32>
      %87 = arith.subi %83, %86 : vector<512x512xi32>
      %c0_i32_37 = arith.constant 0 : i32
      %88 = arith.cmpi sgt, %c8192_i32, %c0_i32_37 : i32
      %89 = arith.extui %88 : i1 to i32
      %c0_i32_38 = arith.constant 0 : i32
      %90 = arith.cmpi slt, %c8192_i32, %c0_i32_38 : i32
      %91 = arith.extui %90 : i1 to i32
      %92 = arith.subi %89, %91 : i32
      %93 = vector.broadcast %92 : i32 to vector<512x512xi32>
      %94 = arith.cmpi ne, %87, %93 : vector<512x512xi32>
      %95 = vector.broadcast %c8192_i32 : i32 to vector<512x512xi32>
      %96 = arith.remsi %73, %95 : vector<512x512xi32>
      %c0_i32_39 = arith.constant 0 : i32
      %97 = vector.broadcast %c0_i32_39 : i32 to vector<512x512xi32>
      %98 = arith.cmpi ne, %96, %97 : vector<512x512xi32>
      %99 = arith.andi %94, %98 : vector<512x512xi1>
      %c1_i32_40 = arith.constant 1 : i32
      %100 = vector.broadcast %c1_i32_40 : i32 to vector<512x512xi32>
      %101 = arith.subi %80, %100 : vector<512x512xi32>
      %102 = arith.select %99, %101, %80 : vector<512x512xi1>, vector<512x512xi32>
      %c8192_i32_41 = arith.constant 8192 : i32
      %103 = vector.broadcast %c8192_i32_41 : i32 to vector<512x512xi32>
      %104 = arith.divsi %77, %103 : vector<512x512xi32>
      %c0_i32_42 = arith.constant 0 : i32
      %105 = vector.broadcast %c0_i32_42 : i32 to vector<512x512xi32>
      %106 = arith.cmpi sgt, %77, %105 : vector<512x512xi32>
      %107 = arith.extui %106 : vector<512x512xi1> to vector<512x512xi32>
      %c0_i32_43 = arith.constant 0 : i32
      %108 = vector.broadcast %c0_i32_43 : i32 to vector<512x512xi32>
      %109 = arith.cmpi slt, %77, %108 : vector<512x512xi32>
      %110 = arith.extui %109 : vector<512x512xi1> to vector<512x512xi32>
      %111 = arith.subi %107, %110 : vector<512x512xi32>
      %c0_i32_44 = arith.constant 0 : i32
      %112 = arith.cmpi sgt, %c8192_i32_41, %c0_i32_44 : i32
      %113 = arith.extui %112 : i1 to i32
      %c0_i32_45 = arith.constant 0 : i32
      %114 = arith.cmpi slt, %c8192_i32_41, %c0_i32_45 : i32
      %115 = arith.extui %114 : i1 to i32
      %116 = arith.subi %113, %115 : i32
      %117 = vector.broadcast %116 : i32 to vector<512x512xi32>
      %118 = arith.cmpi ne, %111, %117 : vector<512x512xi32>
      %119 = vector.broadcast %c8192_i32_41 : i32 to vector<512x512xi32>
      %120 = arith.remsi %77, %119 : vector<512x512xi32>
      %c0_i32_46 = arith.constant 0 : i32
      %121 = vector.broadcast %c0_i32_46 : i32 to vector<512x512xi32>
      %122 = arith.cmpi ne, %120, %121 : vector<512x512xi32>
      %123 = arith.andi %118, %122 : vector<512x512xi1>
      %c1_i32_47 = arith.constant 1 : i32
      %124 = vector.broadcast %c1_i32_47 : i32 to vector<512x512xi32>
      %125 = arith.subi %104, %124 : vector<512x512xi32>
      %126 = arith.select %123, %125, %104 : vector<512x512xi1>, vector<512x512xi32>
      %127 = arith.cmpi eq, %102, %126 : vector<512x512xi32>
      %128 = arith.andi %78, %127 : vector<512x512xi1>
      %c2_i32 = arith.constant 2 : i32
      %129 = arith.cmpi eq, %61, %c2_i32 : i32
      %130 = vector.broadcast %129 : i1 to vector<512x512xi1>
      %131 = arith.ori %128, %130 : vector<512x512xi1>
      %c0_48 = arith.constant 0 : index
      %c0_49 = arith.constant 0 : index
      %c0_50 = arith.constant 0 : index
      %132 = vector.load %arg8[%c0_48, %c0_49, %c0_50] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %133 = vector.shape_cast %132 : vector<1x1x512xf32> to vector<512xf32>
      %134 = vector.shape_cast %133 : vector<512xf32> to vector<512x1xf32>
      %135 = vector.broadcast %134 : vector<512x1xf32> to vector<512x512xf32>
      %136 = arith.subf %69, %135 : vector<512x512xf32>
      %137 = math.exp %136 : vector<512x512xf32>
      %cst_51 = arith.constant 0.000000e+00 : f32
      %138 = vector.broadcast %cst_51 : f32 to vector<512x512xf32>
      %139 = arith.select %131, %137, %138 : vector<512x512xi1>, vector<512x512xf32>
      %c0_52 = arith.constant 0 : index
      %c0_53 = arith.constant 0 : index
      %c0_54 = arith.constant 0 : index
      %140 = vector.load %arg7[%c0_52, %c0_53, %c0_54] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %141 = vector.shape_cast %140 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %142 = arith.index_cast %arg19 : i32 to index
      %c0_55 = arith.constant 0 : index
      %c0_56 = arith.constant 0 : index
      %143 = vector.load %arg15[%142, %c0_55, %c0_56] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %144 = vector.shape_cast %143 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_57 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %145 = tpu.matmul %141, %144, %cst_57 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_58 = arith.constant 0 : index
      %c0_59 = arith.constant 0 : index
      %c0_60 = arith.constant 0 : index
      %146 = vector.load %arg9[%c0_58, %c0_59, %c0_60] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %147 = vector.shape_cast %146 : vector<1x1x512xf32> to vector<512xf32>
      %148 = vector.shape_cast %147 : vector<512xf32> to vector<512x1xf32>
      %149 = vector.broadcast %148 : vector<512x1xf32> to vector<512x512xf32>
      %150 = arith.subf %145, %149 : vector<512x512xf32>
      %151 = arith.mulf %139, %150 : vector<512x512xf32>
      %c0_61 = arith.constant 0 : index
      %c0_62 = arith.constant 0 : index
      %152 = vector.load %arg13[%c0_61, %c0_62] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %153 = arith.truncf %151 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_63 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %154 = tpu.matmul %153, %64, %cst_63 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_64 = arith.constant 0.0883883461 : f32
      %155 = vector.broadcast %cst_64 : f32 to vector<512x128xf32>
      %156 = arith.mulf %154, %155 : vector<512x128xf32>
      %157 = arith.addf %152, %156 : vector<512x128xf32>
      %c0_65 = arith.constant 0 : index
      %c0_66 = arith.constant 0 : index
      %158 = vector.load %arg13[%c0_65, %c0_66] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %159 = vector.shape_cast %158 : vector<512x128xf32> to vector<512x128xf32>
      %160 = vector.shape_cast %157 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_65, %c0_66], %160 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_67 = arith.constant 1 : i32
      %161 = arith.subi %c1_i32_67, %arg19 : i32
      scf.yield %30, %32, %161 : i32, i32, i32
    }
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %19 = vector.load %arg13[%c0_5, %c0_6] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %20 = arith.truncf %19 : vector<512x128xf32> to vector<512x128xbf16>
    %c0_7 = arith.constant 0 : index
    %c0_8 = arith.constant 0 : index
    %c0_9 = arith.constant 0 : index
    %21 = vector.load %arg12[%c0_7, %c0_8, %c0_9] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %22 = vector.shape_cast %21 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %23 = vector.shape_cast %20 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg12[%c0_7, %c0_8, %c0_9], %23 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c256_i32_1 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c256_i32_1 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c256_i32_1 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %c0_i32_2, %4 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c256_i32_1 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %c0_i32_2, %4 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c256_i32_1 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:a4228324c4e6b68c7d30575e720e358d2cbfc6227656436475a18c372d394583
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi16, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>, %arg6: memref<496xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<40x131072x128xbf16, #tpu.memory_space<any>>, %arg10: memref<40x131072x128xbf16, #tpu.memory_space<any>>, %arg11: memref<40x1x131072xf32, #tpu.memory_space<any>>, %arg12: memref<40x1x131072xf32, #tpu.memory_space<any>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg17: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg19: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg21: memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 256, 5>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c5_i32 = arith.constant 5 : i32
    %2 = arith.muli %arg0, %c5_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32_0 : i32
    %c4_i32 = arith.constant 4 : i32
    %6 = arith.cmpi eq, %arg2, %c4_i32 : i32
    %c256_i32_1 = arith.constant 256 : i32
    %7 = arith.remsi %0, %c256_i32_1 : i32
    %8 = arith.extui %5 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi ne, %8, %c0_i32_2 : i32
    scf.if %9 {
      %cst = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %24 = vector.load %arg15[%c0, %c0_7] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = vector.shape_cast %24 : vector<512x128xf32> to vector<512x128xf32>
      %26 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0, %c0_7], %26 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_8 = arith.constant 0.000000e+00 : f32
      %27 = vector.broadcast %cst_8 : f32 to vector<512x128xf32>
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %28 = vector.load %arg16[%c0_9, %c0_10] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %29 = vector.shape_cast %28 : vector<512x128xf32> to vector<512x128xf32>
      %30 = vector.shape_cast %27 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_9, %c0_10], %30 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
    %c0_i32_3 = arith.constant 0 : i32
    %19 = arith.cmpi ne, %18, %c0_i32_3 : i32
    scf.if %19 {
      %c0_i32_7 = arith.constant 0 : i32
      %23 = arith.addi %4, %c0_i32_7 : i32
      %24 = arith.index_cast %12 : i32 to index
      %25 = memref.load %arg4[%24] : memref<496xi16, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i16 to i32
      %c0_i32_8 = arith.constant 0 : i32
      %27 = arith.addi %26, %c0_i32_8 : i32
      %c512_i32 = arith.constant 512 : i32
      %28 = arith.muli %27, %c512_i32 : i32
      %29 = tpu.assume_multiple %28, 512 : i32
      %c512_i32_9 = arith.constant 512 : i32
      %30 = arith.muli %27, %c512_i32_9 : i32
      %31 = tpu.assume_multiple %30, 512 : i32
      %c512_i32_10 = arith.constant 512 : i32
      %32 = arith.muli %27, %c512_i32_10 : i32
      %33 = tpu.assume_multiple %32, 512 : i32
      %c512_i32_11 = arith.constant 512 : i32
      %34 = arith.muli %27, %c512_i32_11 : i32
      %35 = tpu.assume_multiple %34, 512 : i32
      %c0_i32_12 = arith.constant 0 : i32
      %c0_i32_13 = arith.constant 0 : i32
      %c0_i32_14 = arith.constant 0 : i32
      %36 = tpu.memref_slice %arg21[%c0_i32_13, %c0_i32_14] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %37 = tpu.memref_squeeze %36 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_15 = arith.constant 0 : i32
      %c0_i32_16 = arith.constant 0 : i32
      %38 = tpu.memref_slice %arg17[%c0_i32_12, %c0_i32_15, %c0_i32_16] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %39 = tpu.memref_squeeze %38 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_17 = arith.constant 0 : i32
      %40 = tpu.memref_slice %arg9[%23, %29, %c0_i32_17] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %41 = tpu.memref_squeeze %40 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%41 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%39 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%37 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_18 = arith.constant 0 : i32
      %c0_i32_19 = arith.constant 0 : i32
      %c1_i32_20 = arith.constant 1 : i32
      %42 = tpu.memref_slice %arg21[%c0_i32_19, %c1_i32_20] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %43 = tpu.memref_squeeze %42 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_21 = arith.constant 0 : i32
      %c0_i32_22 = arith.constant 0 : i32
      %44 = tpu.memref_slice %arg18[%c0_i32_18, %c0_i32_21, %c0_i32_22] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %45 = tpu.memref_squeeze %44 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_23 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg10[%23, %31, %c0_i32_23] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %47 = tpu.memref_squeeze %46 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%47 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%45 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%43 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %48 = tpu.memref_slice %arg21[%c0_i32_25, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %49 = tpu.memref_squeeze %48 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_26 = arith.constant 0 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg19[%c0_i32_24, %c0_i32_26, %c0_i32_27] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %51 = tpu.memref_squeeze %50 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_28 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg11[%23, %c0_i32_28, %33] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %53 = tpu.memref_squeeze %52 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%53 : memref<1x512xf32, #tpu.memory_space<any>>) target(%51 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%49 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_29 = arith.constant 0 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %54 = tpu.memref_slice %arg21[%c0_i32_30, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_31 = arith.constant 0 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg20[%c0_i32_29, %c0_i32_31, %c0_i32_32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %57 = tpu.memref_squeeze %56 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_33 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg12[%23, %c0_i32_33, %35] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%59 : memref<1x512xf32, #tpu.memory_space<any>>) target(%57 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%55 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %20:3 = scf.while (%arg22 = %12, %arg23 = %c0_i32_4, %arg24 = %c0_i32_5) : (i32, i32, i32) -> (i32, i32, i32) {
      %23 = arith.cmpi slt, %arg22, %16 : i32
      scf.condition(%23) %arg22, %arg23, %arg24 : i32, i32, i32
    } do {
    ^bb0(%arg22: i32, %arg23: i32, %arg24: i32):
      %c1_i32_7 = arith.constant 1 : i32
      %23 = arith.addi %arg23, %c1_i32_7 : i32
      %24 = arith.index_cast %arg22 : i32 to index
      %25 = memref.load %arg5[%24] : memref<496xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %27 = arith.cmpi sge, %23, %26 : i32
      %c1_i32_8 = arith.constant 1 : i32
      %28 = arith.addi %arg22, %c1_i32_8 : i32
      %29 = arith.select %27, %28, %arg22 : i32
      %c1_i32_9 = arith.constant 1 : i32
      %30 = arith.addi %arg23, %c1_i32_9 : i32
      %c0_i32_10 = arith.constant 0 : i32
      %31 = arith.select %27, %c0_i32_10, %30 : i32
      %32 = arith.cmpi slt, %29, %16 : i32
      %33 = arith.extui %32 : i1 to i32
      %c0_i32_11 = arith.constant 0 : i32
      %34 = arith.cmpi ne, %33, %c0_i32_11 : i32
      scf.if %34 {
        %c0_i32_74 = arith.constant 0 : i32
        %182 = arith.addi %4, %c0_i32_74 : i32
        %183 = arith.index_cast %29 : i32 to index
        %184 = memref.load %arg4[%183] : memref<496xi16, #tpu.memory_space<smem>>
        %185 = arith.extsi %184 : i16 to i32
        %186 = arith.addi %185, %31 : i32
        %c1_i32_75 = arith.constant 1 : i32
        %187 = arith.subi %c1_i32_75, %arg24 : i32
        %c512_i32_76 = arith.constant 512 : i32
        %188 = arith.muli %186, %c512_i32_76 : i32
        %189 = tpu.assume_multiple %188, 512 : i32
        %c512_i32_77 = arith.constant 512 : i32
        %190 = arith.muli %186, %c512_i32_77 : i32
        %191 = tpu.assume_multiple %190, 512 : i32
        %c512_i32_78 = arith.constant 512 : i32
        %192 = arith.muli %186, %c512_i32_78 : i32
        %193 = tpu.assume_multiple %192, 512 : i32
        %c512_i32_79 = arith.constant 512 : i32
        %194 = arith.muli %186, %c512_i32_79 : i32
        %195 = tpu.assume_multiple %194, 512 : i32
        %c0_i32_80 = arith.constant 0 : i32
        %196 = tpu.memref_slice %arg21[%187, %c0_i32_80] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %197 = tpu.memref_squeeze %196 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_81 = arith.constant 0 : i32
        %c0_i32_82 = arith.constant 0 : i32
        %198 = tpu.memref_slice %arg17[%187, %c0_i32_81, %c0_i32_82] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %199 = tpu.memref_squeeze %198 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_83 = arith.constant 0 : i32
        %200 = tpu.memref_slice %arg9[%182, %189, %c0_i32_83] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %201 = tpu.memref_squeeze %200 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%201 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%199 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%197 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_84 = arith.constant 1 : i32
        %202 = tpu.memref_slice %arg21[%187, %c1_i32_84] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %203 = tpu.memref_squeeze %202 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_85 = arith.constant 0 : i32
        %c0_i32_86 = arith.constant 0 : i32
        %204 = tpu.memref_slice %arg18[%187, %c0_i32_85, %c0_i32_86] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %205 = tpu.memref_squeeze %204 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_87 = arith.constant 0 : i32
        %206 = tpu.memref_slice %arg10[%182, %191, %c0_i32_87] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %207 = tpu.memref_squeeze %206 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%207 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%205 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%203 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_88 = arith.constant 2 : i32
        %208 = tpu.memref_slice %arg21[%187, %c2_i32_88] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %209 = tpu.memref_squeeze %208 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_89 = arith.constant 0 : i32
        %c0_i32_90 = arith.constant 0 : i32
        %210 = tpu.memref_slice %arg19[%187, %c0_i32_89, %c0_i32_90] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %211 = tpu.memref_squeeze %210 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32_91 = arith.constant 0 : i32
        %212 = tpu.memref_slice %arg11[%182, %c0_i32_91, %193] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %213 = tpu.memref_squeeze %212 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%213 : memref<1x512xf32, #tpu.memory_space<any>>) target(%211 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%209 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32_92 = arith.constant 3 : i32
        %214 = tpu.memref_slice %arg21[%187, %c3_i32_92] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %215 = tpu.memref_squeeze %214 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_93 = arith.constant 0 : i32
        %c0_i32_94 = arith.constant 0 : i32
        %216 = tpu.memref_slice %arg20[%187, %c0_i32_93, %c0_i32_94] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %217 = tpu.memref_squeeze %216 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32_95 = arith.constant 0 : i32
        %218 = tpu.memref_slice %arg12[%182, %c0_i32_95, %195] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %219 = tpu.memref_squeeze %218 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%219 : memref<1x512xf32, #tpu.memory_space<any>>) target(%217 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%215 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_12 = arith.constant 0 : i32
      %35 = arith.addi %4, %c0_i32_12 : i32
      %36 = arith.index_cast %arg22 : i32 to index
      %37 = memref.load %arg4[%36] : memref<496xi16, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i16 to i32
      %39 = arith.addi %38, %arg23 : i32
      %c512_i32 = arith.constant 512 : i32
      %40 = arith.muli %39, %c512_i32 : i32
      %41 = tpu.assume_multiple %40, 512 : i32
      %c512_i32_13 = arith.constant 512 : i32
      %42 = arith.muli %39, %c512_i32_13 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %c512_i32_14 = arith.constant 512 : i32
      %44 = arith.muli %39, %c512_i32_14 : i32
      %45 = tpu.assume_multiple %44, 512 : i32
      %c512_i32_15 = arith.constant 512 : i32
      %46 = arith.muli %39, %c512_i32_15 : i32
      %47 = tpu.assume_multiple %46, 512 : i32
      %c0_i32_16 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg21[%arg24, %c0_i32_16] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %49 = tpu.memref_squeeze %48 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_17 = arith.constant 0 : i32
      %c0_i32_18 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg17[%arg24, %c0_i32_17, %c0_i32_18] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %51 = tpu.memref_squeeze %50 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_19 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg9[%35, %41, %c0_i32_19] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %53 = tpu.memref_squeeze %52 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%49 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%53 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%51 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_20 = arith.constant 1 : i32
      %54 = tpu.memref_slice %arg21[%arg24, %c1_i32_20] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_21 = arith.constant 0 : i32
      %c0_i32_22 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg18[%arg24, %c0_i32_21, %c0_i32_22] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %57 = tpu.memref_squeeze %56 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_23 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg10[%35, %43, %c0_i32_23] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %59 = tpu.memref_squeeze %58 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%55 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%59 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%57 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %60 = tpu.memref_slice %arg21[%arg24, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg19[%arg24, %c0_i32_24, %c0_i32_25] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_26 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg11[%35, %c0_i32_26, %45] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%65 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%63 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %66 = tpu.memref_slice %arg21[%arg24, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_27 = arith.constant 0 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg20[%arg24, %c0_i32_27, %c0_i32_28] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_29 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg12[%35, %c0_i32_29, %47] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%69 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %72 = arith.index_cast %arg22 : i32 to index
      %73 = memref.load %arg6[%72] : memref<496xi8, #tpu.memory_space<smem>>
      %74 = arith.extsi %73 : i8 to i32
      %75 = arith.index_cast %arg24 : i32 to index
      %c0 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %76 = vector.load %arg17[%75, %c0, %c0_30] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %77 = vector.shape_cast %76 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %78 = arith.index_cast %arg24 : i32 to index
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %79 = vector.load %arg18[%78, %c0_31, %c0_32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %80 = vector.shape_cast %79 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_33 = arith.constant 0 : index
      %c0_34 = arith.constant 0 : index
      %c0_35 = arith.constant 0 : index
      %81 = vector.load %arg7[%c0_33, %c0_34, %c0_35] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %82 = vector.shape_cast %81 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %83 = tpu.matmul %82, %77, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_36 = arith.constant 0.0883883461 : f32
      %84 = vector.broadcast %cst_36 : f32 to vector<512x512xf32>
      %85 = arith.mulf %83, %84 : vector<512x512xf32>
      %c512_i32_37 = arith.constant 512 : i32
      %86 = arith.muli %39, %c512_i32_37 : i32
      %87 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %88 = vector.broadcast %86 : i32 to vector<512x512xi32>
      %89 = arith.addi %88, %87 : vector<512x512xi32>
      %c512_i32_38 = arith.constant 512 : i32
      %90 = arith.muli %7, %c512_i32_38 : i32
      %91 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %92 = vector.broadcast %90 : i32 to vector<512x512xi32>
      %93 = arith.addi %92, %91 : vector<512x512xi32>
      %94 = arith.cmpi sle, %93, %89 : vector<512x512xi32>
      %c8192_i32 = arith.constant 8192 : i32
      %95 = vector.broadcast %c8192_i32 : i32 to vector<512x512xi32>
      %96 = arith.divsi %89, %95 : vector<512x512xi32>
      %c0_i32_39 = arith.constant 0 : i32
      %97 = vector.broadcast %c0_i32_39 : i32 to vector<512x512xi32>
      %98 = arith.cmpi sgt, %89, %97 : vector<512x512xi32>
      %99 = arith.extui %98 : vector<512x512xi1> to vector<512x512xi32>
      %c0_i32_40 = arith.constant 0 : i32
      %100 = vector.broadcast %c0_i32_40 : i32 to vector<512x512xi32>
      %101 = arith.cmpi slt, %89, %100 : vector<512x512xi32>
      %102 = arith.extui %101 : vector<512x512xi1> to vector<512x512xi32>
      %103 = arith.subi %99, %102 : vector<512x512xi32>
      %c0_i32_41 = arith.constant 0 : i32
      %104 = arith.cmpi sgt, %c8192_i32, %c0_i32_41 : i32
      %105 = arith.extui %104 : i1 to i32
      %c0_i32_42 = arith.constant 0 : i32
      %106 = arith.cmpi slt, %c8192_i32, %c0_i32_42 : i32
      %107 = arith.extui %106 : i1 to i32
      %108 = arith.subi %105, %107 : i32
      %109 = vector.broadcast %108 : i32 to vector<512x512xi32>
      %110 = arith.cmpi ne, %103, %109 : vector<512x512xi32>
      %111 = vector.broadcast %c8192_i32 : i32 to vector<512x512xi32>
      %112 = arith.remsi %89, %111 : vector<512x512xi32>
      %c0_i32_43 = arith.constant 0 : i32
      %113 = vector.broadcast %c0_i32_43 : i32 to vector<512x512xi32>
      %114 = arith.cmpi ne, %112, %113 : vector<512x512xi32>
      %115 = arith.andi %110, %114 : vector<512x512xi1>
      %c1_i32_44 = arith.constant 1 : i32
      %116 = vector.broadcast %c1_i32_44 : i32 to vector<512x512xi32>
      %117 = arith.subi %96, %116 : vector<512x512xi32>
      %118 = arith.select %115, %117, %96 : vector<512x512xi1>, vector<512x512xi32>
      %c8192_i32_45 = arith.constant 8192 : i32
      %119 = vector.broadcast %c8192_i32_45 : i32 to vector<512x512xi32>
      %120 = arith.divsi %93, %119 : vector<512x512xi32>
      %c0_i32_46 = arith.constant 0 : i32
      %121 = vector.broadcast %c0_i32_46 : i32 to vector<512x512xi32>
      %122 = arith.cmpi sgt, %93, %121 : vector<512x512xi32>
      %123 = arith.extui %122 : vector<512x512xi1> to vector<512x512xi32>
      %c0_i32_47 = arith.constant 0 : i32
      %124 = vector.broadcast %c0_i32_47 : i32 to vector<512x512xi32>
      %125 = arith.cmpi slt, %93, %124 : vector<512x512xi32>
      %126 = arith.extui %125 : vector<512x512xi1> to vector<512x512xi32>
      %127 = arith.subi %123, %126 : vector<512x512xi32>
      %c0_i32_48 = arith.constant 0 : i32
      %128 = arith.cmpi sgt, %c8192_i32_45, %c0_i32_48 : i32
      %129 = arith.extui %128 : i1 to i32
      %c0_i32_49 = arith.constant 0 : i32
      %130 = arith.cmpi slt, %c8192_i32_45, %c0_i32_49 : i32
      %131 = arith.extui %130 : i1 to i32
      %132 = arith.subi %129, %131 : i32
      %133 = vector.broadcast %132 : i32 to vector<512x512xi32>
      %134 = arith.cmpi ne, %127, %133 : vector<512x512xi32>
      %135 = vector.broadcast %c8192_i32_45 : i32 to vector<512x512xi32>
      %136 = arith.remsi %93, %135 : vector<512x512xi32>
      %c0_i32_50 = arith.constant 0 : i32
      %137 = vector.broadcast %c0_i32_50 : i32 to vector<512x512xi32>
      %138 = arith.cmpi ne, %136, %137 : vector<512x512xi32>
      %139 = arith.andi %134, %138 : vector<512x512xi1>
      %c1_i32_51 = arith.constant 1 : i32
      %140 = vector.broadcast %c1_i32_51 : i32 to vector<512x512xi32>
      %141 = arith.subi %120, %140 : vector<512x512xi32>
      %142 = arith.select %139, %141, %120 : vector<512x512xi1>, vector<512x512xi32>
      %143 = arith.cmpi eq, %118, %142 : vector<512x512xi32>
      %144 = arith.andi %94, %143 : vector<512x512xi1>
      %c2_i32_52 = arith.constant 2 : i32
      %145 = arith.cmpi eq, %74, %c2_i32_52 : i32
      %146 = vector.broadcast %145 : i1 to vector<512x512xi1>
      %147 = arith.ori %144, %146 : vector<512x512xi1>
      %148 = arith.index_cast %arg24 : i32 to index
      %c0_53 = arith.constant 0 : index
      %c0_54 = arith.constant 0 : index
      %149 = vector.load %arg19[%148, %c0_53, %c0_54] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %150 = vector.shape_cast %149 : vector<1x1x512xf32> to vector<1x512xf32>
      %151 = vector.broadcast %150 : vector<1x512xf32> to vector<512x512xf32>
      %152 = arith.subf %85, %151 : vector<512x512xf32>
      %153 = math.exp %152 : vector<512x512xf32>
      %cst_55 = arith.constant 0.000000e+00 : f32
      %154 = vector.broadcast %cst_55 : f32 to vector<512x512xf32>
      %155 = arith.select %147, %153, %154 : vector<512x512xi1>, vector<512x512xf32>
      %c0_56 = arith.constant 0 : index
      %c0_57 = arith.constant 0 : index
      %156 = vector.load %arg16[%c0_56, %c0_57] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %157 = arith.truncf %155 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_58 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %158 = tpu.matmul %157, %80, %cst_58 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %159 = arith.addf %156, %158 : vector<512x128xf32>
      %c0_59 = arith.constant 0 : index
      %c0_60 = arith.constant 0 : index
      %160 = vector.load %arg16[%c0_59, %c0_60] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %161 = vector.shape_cast %160 : vector<512x128xf32> to vector<512x128xf32>
      %162 = vector.shape_cast %159 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_59, %c0_60], %162 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_61 = arith.constant 0 : index
      %c0_62 = arith.constant 0 : index
      %c0_63 = arith.constant 0 : index
      %163 = vector.load %arg8[%c0_61, %c0_62, %c0_63] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %164 = vector.shape_cast %163 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_64 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %165 = tpu.matmul %164, %80, %cst_64 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %166 = arith.index_cast %arg24 : i32 to index
      %c0_65 = arith.constant 0 : index
      %c0_66 = arith.constant 0 : index
      %167 = vector.load %arg20[%166, %c0_65, %c0_66] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %168 = vector.shape_cast %167 : vector<1x1x512xf32> to vector<1x512xf32>
      %169 = vector.broadcast %168 : vector<1x512xf32> to vector<512x512xf32>
      %170 = arith.subf %165, %169 : vector<512x512xf32>
      %171 = arith.mulf %155, %170 : vector<512x512xf32>
      %c0_67 = arith.constant 0 : index
      %c0_68 = arith.constant 0 : index
      %172 = vector.load %arg15[%c0_67, %c0_68] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %173 = arith.truncf %171 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_69 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %174 = tpu.matmul %173, %77, %cst_69 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_70 = arith.constant 0.0883883461 : f32
      %175 = vector.broadcast %cst_70 : f32 to vector<512x128xf32>
      %176 = arith.mulf %174, %175 : vector<512x128xf32>
      %177 = arith.addf %172, %176 : vector<512x128xf32>
      %c0_71 = arith.constant 0 : index
      %c0_72 = arith.constant 0 : index
      %178 = vector.load %arg15[%c0_71, %c0_72] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %179 = vector.shape_cast %178 : vector<512x128xf32> to vector<512x128xf32>
      %180 = vector.shape_cast %177 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0_71, %c0_72], %180 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_73 = arith.constant 1 : i32
      %181 = arith.subi %c1_i32_73, %arg24 : i32
      scf.yield %29, %31, %181 : i32, i32, i32
    }
    %21 = arith.extui %6 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_6 : i32
    scf.if %22 {
      %c0 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %23 = vector.load %arg15[%c0, %c0_7] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %24 = arith.truncf %23 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %25 = vector.load %arg13[%c0_8, %c0_9, %c0_10] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %26 = vector.shape_cast %25 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %27 = vector.shape_cast %24 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg13[%c0_8, %c0_9, %c0_10], %27 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %28 = vector.load %arg16[%c0_11, %c0_12] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %29 = arith.truncf %28 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %c0_15 = arith.constant 0 : index
      %30 = vector.load %arg14[%c0_13, %c0_14, %c0_15] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %31 = vector.shape_cast %30 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %32 = vector.shape_cast %29 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg14[%c0_13, %c0_14, %c0_15], %32 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
    %c5_i32_0 = arith.constant 5 : i32
    %5 = arith.divsi %4, %c5_i32_0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32_1, %arg1 : i32
    %c256_i32_2 = arith.constant 256 : i32
    %7 = arith.remsi %6, %c256_i32_2 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    return %5, %7, %c0_i32_3 : i32, i32, i32
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
    %c5_i32_0 = arith.constant 5 : i32
    %5 = arith.divsi %4, %c5_i32_0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32_1, %arg1 : i32
    %c256_i32_2 = arith.constant 256 : i32
    %7 = arith.remsi %6, %c256_i32_2 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    return %5, %7, %c0_i32_3 : i32, i32, i32
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
    %c5_i32_0 = arith.constant 5 : i32
    %5 = arith.divsi %4, %c5_i32_0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32_1, %arg1 : i32
    %c256_i32_2 = arith.constant 256 : i32
    %7 = arith.remsi %6, %c256_i32_2 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    return %5, %7, %c0_i32_3 : i32, i32, i32
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
    %c5_i32_0 = arith.constant 5 : i32
    %5 = arith.divsi %4, %c5_i32_0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32_1, %arg1 : i32
    %c256_i32_2 = arith.constant 256 : i32
    %7 = arith.remsi %6, %c256_i32_2 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    return %5, %7, %c0_i32_3 : i32, i32, i32
  }
}
