module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<496xi16>, %arg2: tensor<496xi8>, %arg3: tensor<496xi8>, %arg4: tensor<257xi16>, %arg5: tensor<496xi16>, %arg6: tensor<496xi8>, %arg7: tensor<496xi8>, %arg8: tensor<40x131072x128xbf16>, %arg9: tensor<8x131072x128xbf16>, %arg10: tensor<8x131072x128xbf16>) -> (tensor<40x131072x128xbf16> {jax.result_info = "result[0]"}, tensor<40x131072x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x131072x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x131072x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<40x131072x128xbf16>, tensor<i32>) -> tensor<40x131072x128xbf16>
    %1 = call @_pad_0(%arg9, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:091580f25548d56ad8c62566242bad28546ef29c86037f61215f58c90a218edd\22, \22cost_estimate\22: {\22bytes_accessed\22: 25501368320, \22flops\22: 11682311045120, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 22817013760}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<496xi16>, tensor<496xi8>, tensor<496xi8>, tensor<40x131072x128xbf16>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>) -> (tensor<40x131072x128xbf16>, tensor<40x1x131072xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<40x131072x128xbf16>) -> tensor<40x131072x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<40x131072x128xbf16>) -> tensor<40x131072x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<40x131072x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<40x131072x128xf32>, tensor<f32>) -> tensor<40x131072xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<40x131072xf32>) -> tensor<40x1x131072xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:efc3b3cb4c025da3765cc05f5f97dbec702f22aeb81ef1d5d203562200bc4b0b\22, \22cost_estimate\22: {\22bytes_accessed\22: 26843545600, \22flops\22: 17523466567680, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 22817013760}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<496xi16>, tensor<496xi8>, tensor<496xi8>, tensor<40x131072x128xbf16>, tensor<40x131072x128xbf16>, tensor<40x1x131072xf32>, tensor<40x1x131072xf32>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>) -> tensor<40x131072x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:c261f2031aae6e647e2647844fb8af60920c61c90d0073afe0998a29f9b6572a\22, \22cost_estimate\22: {\22bytes_accessed\22: 23890755584, \22flops\22: 23364622090240, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 22817013760}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<496xi16>, tensor<496xi8>, tensor<496xi8>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>, tensor<40x131072x128xbf16>, tensor<40x131072x128xbf16>, tensor<40x1x131072xf32>, tensor<40x1x131072xf32>) -> (tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:091580f25548d56ad8c62566242bad28546ef29c86037f61215f58c90a218edd
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
      %c0_i32_29 = arith.constant 0 : i32
      %55 = arith.addi %2, %c0_i32_29 : i32
      %56 = arith.index_cast %18 : i32 to index
      %57 = memref.load %arg3[%56] : memref<496xi16, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i16 to i32
      %c0_i32_30 = arith.constant 0 : i32
      %59 = arith.addi %58, %c0_i32_30 : i32
      %c5_i32 = arith.constant 5 : i32
      %60 = arith.divsi %55, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.muli %59, %c512_i32 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c5_i32_31 = arith.constant 5 : i32
      %63 = arith.divsi %55, %c5_i32_31 : i32
      %c512_i32_32 = arith.constant 512 : i32
      %64 = arith.muli %59, %c512_i32_32 : i32
      %65 = tpu.assume_multiple %64, 512 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %c0_i32_35 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg16[%c0_i32_34, %c0_i32_35] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_36 = arith.constant 0 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg14[%c0_i32_33, %c0_i32_36, %c0_i32_37] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_38 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg7[%60, %62, %c0_i32_38] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%71 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%69 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_39 = arith.constant 0 : i32
      %c0_i32_40 = arith.constant 0 : i32
      %c1_i32_41 = arith.constant 1 : i32
      %72 = tpu.memref_slice %arg16[%c0_i32_40, %c1_i32_41] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_42 = arith.constant 0 : i32
      %c0_i32_43 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg15[%c0_i32_39, %c0_i32_42, %c0_i32_43] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_44 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg8[%63, %65, %c0_i32_44] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %77 = tpu.memref_squeeze %76 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%77 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%75 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_9 = arith.constant 0 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %26:3 = scf.while (%arg17 = %18, %arg18 = %c0_i32_9, %arg19 = %c0_i32_10) : (i32, i32, i32) -> (i32, i32, i32) {
      %55 = arith.cmpi slt, %arg17, %22 : i32
      scf.condition(%55) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32_29 = arith.constant 1 : i32
      %55 = arith.addi %arg18, %c1_i32_29 : i32
      %56 = arith.index_cast %arg17 : i32 to index
      %57 = memref.load %arg4[%56] : memref<496xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %59 = arith.cmpi sge, %55, %58 : i32
      %c1_i32_30 = arith.constant 1 : i32
      %60 = arith.addi %arg17, %c1_i32_30 : i32
      %61 = arith.select %59, %60, %arg17 : i32
      %c1_i32_31 = arith.constant 1 : i32
      %62 = arith.addi %arg18, %c1_i32_31 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %63 = arith.select %59, %c0_i32_32, %62 : i32
      %64 = arith.cmpi slt, %61, %22 : i32
      %65 = arith.extui %64 : i1 to i32
      %c0_i32_33 = arith.constant 0 : i32
      %66 = arith.cmpi ne, %65, %c0_i32_33 : i32
      scf.if %66 {
        %c0_i32_88 = arith.constant 0 : i32
        %203 = arith.addi %2, %c0_i32_88 : i32
        %204 = arith.index_cast %61 : i32 to index
        %205 = memref.load %arg3[%204] : memref<496xi16, #tpu.memory_space<smem>>
        %206 = arith.extsi %205 : i16 to i32
        %207 = arith.addi %206, %63 : i32
        %c1_i32_89 = arith.constant 1 : i32
        %208 = arith.subi %c1_i32_89, %arg19 : i32
        %c5_i32_90 = arith.constant 5 : i32
        %209 = arith.divsi %203, %c5_i32_90 : i32
        %c512_i32_91 = arith.constant 512 : i32
        %210 = arith.muli %207, %c512_i32_91 : i32
        %211 = tpu.assume_multiple %210, 512 : i32
        %c5_i32_92 = arith.constant 5 : i32
        %212 = arith.divsi %203, %c5_i32_92 : i32
        %c512_i32_93 = arith.constant 512 : i32
        %213 = arith.muli %207, %c512_i32_93 : i32
        %214 = tpu.assume_multiple %213, 512 : i32
        %c0_i32_94 = arith.constant 0 : i32
        %215 = tpu.memref_slice %arg16[%208, %c0_i32_94] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %216 = tpu.memref_squeeze %215 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_95 = arith.constant 0 : i32
        %c0_i32_96 = arith.constant 0 : i32
        %217 = tpu.memref_slice %arg14[%208, %c0_i32_95, %c0_i32_96] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %218 = tpu.memref_squeeze %217 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_97 = arith.constant 0 : i32
        %219 = tpu.memref_slice %arg7[%209, %211, %c0_i32_97] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %220 = tpu.memref_squeeze %219 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%220 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%218 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%216 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_98 = arith.constant 1 : i32
        %221 = tpu.memref_slice %arg16[%208, %c1_i32_98] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %222 = tpu.memref_squeeze %221 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_99 = arith.constant 0 : i32
        %c0_i32_100 = arith.constant 0 : i32
        %223 = tpu.memref_slice %arg15[%208, %c0_i32_99, %c0_i32_100] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %224 = tpu.memref_squeeze %223 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_101 = arith.constant 0 : i32
        %225 = tpu.memref_slice %arg8[%212, %214, %c0_i32_101] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %226 = tpu.memref_squeeze %225 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%226 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%224 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%222 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_34 = arith.constant 0 : i32
      %67 = arith.addi %2, %c0_i32_34 : i32
      %68 = arith.index_cast %arg17 : i32 to index
      %69 = memref.load %arg3[%68] : memref<496xi16, #tpu.memory_space<smem>>
      %70 = arith.extsi %69 : i16 to i32
      %71 = arith.addi %70, %arg18 : i32
      %c5_i32 = arith.constant 5 : i32
      %72 = arith.divsi %67, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %73 = arith.muli %71, %c512_i32 : i32
      %74 = tpu.assume_multiple %73, 512 : i32
      %c5_i32_35 = arith.constant 5 : i32
      %75 = arith.divsi %67, %c5_i32_35 : i32
      %c512_i32_36 = arith.constant 512 : i32
      %76 = arith.muli %71, %c512_i32_36 : i32
      %77 = tpu.assume_multiple %76, 512 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg16[%arg19, %c0_i32_37] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_38 = arith.constant 0 : i32
      %c0_i32_39 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg14[%arg19, %c0_i32_38, %c0_i32_39] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %81 = tpu.memref_squeeze %80 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_40 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg7[%72, %74, %c0_i32_40] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %83 = tpu.memref_squeeze %82 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%83 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%81 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_41 = arith.constant 1 : i32
      %84 = tpu.memref_slice %arg16[%arg19, %c1_i32_41] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_42 = arith.constant 0 : i32
      %c0_i32_43 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg15[%arg19, %c0_i32_42, %c0_i32_43] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_44 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg8[%75, %77, %c0_i32_44] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%89 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%87 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %90 = arith.index_cast %arg17 : i32 to index
      %91 = memref.load %arg5[%90] : memref<496xi8, #tpu.memory_space<smem>>
      %92 = arith.extsi %91 : i8 to i32
      %c0_45 = arith.constant 0 : index
      %c0_46 = arith.constant 0 : index
      %c0_47 = arith.constant 0 : index
      %93 = vector.load %arg6[%c0_45, %c0_46, %c0_47] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %94 = vector.shape_cast %93 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %95 = arith.index_cast %arg19 : i32 to index
      %c0_48 = arith.constant 0 : index
      %c0_49 = arith.constant 0 : index
      %96 = vector.load %arg14[%95, %c0_48, %c0_49] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %97 = vector.shape_cast %96 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_50 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %98 = tpu.matmul %94, %97, %cst_50 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_51 = arith.constant 0.127517432 : f32
      %99 = vector.broadcast %cst_51 : f32 to vector<512x512xf32>
      %100 = arith.mulf %98, %99 : vector<512x512xf32>
      %c2_i32 = arith.constant 2 : i32
      %101 = arith.cmpi eq, %92, %c2_i32 : i32
      %c512_i32_52 = arith.constant 512 : i32
      %102 = arith.muli %3, %c512_i32_52 : i32
      %c512_i32_53 = arith.constant 512 : i32
      %103 = arith.muli %71, %c512_i32_53 : i32
      %104 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %105 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %106 = vector.broadcast %102 : i32 to vector<512x512xi32>
      %107 = arith.addi %106, %104 : vector<512x512xi32>
      %108 = vector.broadcast %103 : i32 to vector<512x512xi32>
      %109 = arith.addi %108, %105 : vector<512x512xi32>
      %110 = arith.cmpi sle, %109, %107 : vector<512x512xi32>
      %c8192_i32 = arith.constant 8192 : i32
      %111 = vector.broadcast %c8192_i32 : i32 to vector<512x512xi32>
      %112 = arith.divsi %107, %111 : vector<512x512xi32>
      %c0_i32_54 = arith.constant 0 : i32
      %113 = vector.broadcast %c0_i32_54 : i32 to vector<512x512xi32>
      %114 = arith.cmpi sgt, %107, %113 : vector<512x512xi32>
      %115 = arith.extui %114 : vector<512x512xi1> to vector<512x512xi32>
      %c0_i32_55 = arith.constant 0 : i32
      %116 = vector.broadcast %c0_i32_55 : i32 to vector<512x512xi32>
      %117 = arith.cmpi slt, %107, %116 : vector<512x512xi32>
      %118 = arith.extui %117 : vector<512x512xi1> to vector<512x512xi32>
      %119 = arith.subi %115, %118 : vector<512x512xi32>
      %c0_i32_56 = arith.constant 0 : i32
      %120 = arith.cmpi sgt, %c8192_i32, %c0_i32_56 : i32
      %121 = arith.extui %120 : i1 to i32
      %c0_i32_57 = arith.constant 0 : i32
      %122 = arith.cmpi slt, %c8192_i32, %c0_i32_57 : i32
      %123 = arith.extui %122 : i1 to i32
      %124 = arith.subi %121, %123 : i32
      %125 = vector.broadcast %124 : i32 to vector<512x512xi32>
      %126 = arith.cmpi ne, %119, %125 : vector<512x512xi32>
      %127 = vector.broadcast %c8192_i32 : i32 to vector<512x512xi32>
      %128 = arith.remsi %107, %127 : vector<512x512xi32>
      %c0_i32_58 = arith.constant 0 : i32
      %129 = vector.broadcast %c0_i32_58 : i32 to vector<512x512xi32>
      %130 = arith.cmpi ne, %128, %129 : vector<512x512xi32>
      %131 = arith.andi %126, %130 : vector<512x512xi1>
      %c1_i32_59 = arith.constant 1 : i32
      %132 = vector.broadcast %c1_i32_59 : i32 to vector<512x512xi32>
      %133 = arith.subi %112, %132 : vector<512x512xi32>
      %134 = arith.select %131, %133, %112 : vector<512x512xi1>, vector<512x512xi32>
      %c8192_i32_60 = arith.constant 8192 : i32
      %135 = vector.broadcast %c8192_i32_60 : i32 to vector<512x512xi32>
      %136 = arith.divsi %109, %135 : vector<512x512xi32>
      %c0_i32_61 = arith.constant 0 : i32
      %137 = vector.broadcast %c0_i32_61 : i32 to vector<512x512xi32>
      %138 = arith.cmpi sgt, %109, %137 : vector<512x512xi32>
      %139 = arith.extui %138 : vector<512x512xi1> to vector<512x512xi32>
      %c0_i32_62 = arith.constant 0 : i32
      %140 = vector.broadcast %c0_i32_62 : i32 to vector<512x512xi32>
      %141 = arith.cmpi slt, %109, %140 : vector<512x512xi32>
      %142 = arith.extui %141 : vector<512x512xi1> to vector<512x512xi32>
      %143 = arith.subi %139, %142 : vector<512x512xi32>
      %c0_i32_63 = arith.constant 0 : i32
      %144 = arith.cmpi sgt, %c8192_i32_60, %c0_i32_63 : i32
      %145 = arith.extui %144 : i1 to i32
      %c0_i32_64 = arith.constant 0 : i32
      %146 = arith.cmpi slt, %c8192_i32_60, %c0_i32_64 : i32
      %147 = arith.extui %146 : i1 to i32
      %148 = arith.subi %145, %147 : i32
      %149 = vector.broadcast %148 : i32 to vector<512x512xi32>
      %150 = arith.cmpi ne, %143, %149 : vector<512x512xi32>
      %151 = vector.broadcast %c8192_i32_60 : i32 to vector<512x512xi32>
      %152 = arith.remsi %109, %151 : vector<512x512xi32>
      %c0_i32_65 = arith.constant 0 : i32
      %153 = vector.broadcast %c0_i32_65 : i32 to vector<512x512xi32>
      %154 = arith.cmpi ne, %152, %153 : vector<512x512xi32>
      %155 = arith.andi %150, %154 : vector<512x512xi1>
      %c1_i32_66 = arith.constant 1 : i32
      %156 = vector.broadcast %c1_i32_66 : i32 to vector<512x512xi32>
      %157 = arith.subi %136, %156 : vector<512x512xi32>
      %158 = arith.select %155, %157, %136 : vector<512x512xi1>, vector<512x512xi32>
      %159 = arith.cmpi eq, %134, %158 : vector<512x512xi32>
      %160 = arith.andi %110, %159 : vector<512x512xi1>
      %161 = vector.broadcast %101 : i1 to vector<512x512xi1>
      %162 = arith.ori %160, %161 : vector<512x512xi1>
      %cst_67 = arith.constant 0xFF800000 : f32
      %163 = vector.broadcast %cst_67 : f32 to vector<512x512xf32>
      %164 = arith.select %162, %100, %163 : vector<512x512xi1>, vector<512x512xf32>
      %c0_68 = arith.constant 0 : index
      %c0_69 = arith.constant 0 : index
      %165 = vector.load %arg11[%c0_68, %c0_69] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_70 = arith.constant dense<0xFF800000> : vector<512xf32>
      %166 = vector.multi_reduction <maximumf>, %164, %cst_70 [1] : vector<512x512xf32> to vector<512xf32>
      %167 = vector.shape_cast %166 : vector<512xf32> to vector<512x1xf32>
      %168 = vector.broadcast %167 : vector<512x1xf32> to vector<512x128xf32>
      %169 = arith.maximumf %165, %168 : vector<512x128xf32>
      %cst_71 = arith.constant 0xFF800000 : f32
      %170 = vector.broadcast %cst_71 : f32 to vector<512x128xf32>
      %171 = arith.cmpf oeq, %169, %170 : vector<512x128xf32>
      %cst_72 = arith.constant 0.000000e+00 : f32
      %172 = vector.broadcast %cst_72 : f32 to vector<512x128xf32>
      %173 = arith.select %171, %172, %169 : vector<512x128xi1>, vector<512x128xf32>
      %174 = tpu.concatenate %173, %173, %173, %173 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
      %175 = arith.subf %164, %174 : vector<512x512xf32>
      %176 = math.exp2 %175 : vector<512x512xf32>
      %177 = arith.subf %165, %173 : vector<512x128xf32>
      %178 = math.exp2 %177 : vector<512x128xf32>
      %c0_73 = arith.constant 0 : index
      %c0_74 = arith.constant 0 : index
      %179 = vector.load %arg12[%c0_73, %c0_74] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %180 = arith.mulf %178, %179 : vector<512x128xf32>
      %cst_75 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %181 = vector.multi_reduction <add>, %176, %cst_75 [1] : vector<512x512xf32> to vector<512xf32>
      %182 = vector.shape_cast %181 : vector<512xf32> to vector<512x1xf32>
      %183 = vector.broadcast %182 : vector<512x1xf32> to vector<512x128xf32>
      %184 = arith.addf %180, %183 : vector<512x128xf32>
      %c0_76 = arith.constant 0 : index
      %c0_77 = arith.constant 0 : index
      %185 = vector.load %arg12[%c0_76, %c0_77] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %186 = vector.shape_cast %185 : vector<512x128xf32> to vector<512x128xf32>
      %187 = vector.shape_cast %184 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_76, %c0_77], %187 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %188 = arith.index_cast %arg19 : i32 to index
      %c0_78 = arith.constant 0 : index
      %c0_79 = arith.constant 0 : index
      %189 = vector.load %arg15[%188, %c0_78, %c0_79] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %190 = vector.shape_cast %189 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_80 = arith.constant 0 : index
      %c0_81 = arith.constant 0 : index
      %191 = vector.load %arg13[%c0_80, %c0_81] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %192 = arith.mulf %178, %191 : vector<512x128xf32>
      %193 = arith.truncf %176 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_82 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %194 = tpu.matmul %193, %190, %cst_82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %195 = arith.addf %192, %194 : vector<512x128xf32>
      %c0_83 = arith.constant 0 : index
      %c0_84 = arith.constant 0 : index
      %196 = vector.load %arg13[%c0_83, %c0_84] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %197 = vector.shape_cast %196 : vector<512x128xf32> to vector<512x128xf32>
      %198 = vector.shape_cast %195 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_83, %c0_84], %198 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_85 = arith.constant 0 : index
      %c0_86 = arith.constant 0 : index
      %199 = vector.load %arg11[%c0_85, %c0_86] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %200 = vector.shape_cast %199 : vector<512x128xf32> to vector<512x128xf32>
      %201 = vector.shape_cast %169 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_85, %c0_86], %201 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_87 = arith.constant 1 : i32
      %202 = arith.subi %c1_i32_87, %arg19 : i32
      scf.yield %61, %63, %202 : i32, i32, i32
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
    %33 = arith.divf %30, %32 : vector<512x128xf32>
    %34 = arith.truncf %33 : vector<512x128xf32> to vector<512x128xbf16>
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %c0_19 = arith.constant 0 : index
    %35 = vector.load %arg9[%c0_17, %c0_18, %c0_19] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %36 = vector.shape_cast %35 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %37 = vector.shape_cast %34 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0_17, %c0_18, %c0_19], %37 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0_20 = arith.constant 0 : index
    %c0_21 = arith.constant 0 : index
    %38 = vector.load %arg11[%c0_20, %c0_21] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_22 = arith.constant 1.000000e+00 : f32
    %39 = vector.broadcast %cst_22 : f32 to vector<512x128xf32>
    %40 = arith.select %29, %27, %39 : vector<512x128xi1>, vector<512x128xf32>
    %41 = math.log %40 : vector<512x128xf32>
    %cst_23 = arith.constant 2.000000e+00 : f32
    %42 = math.log %cst_23 : f32
    %43 = vector.broadcast %42 : f32 to vector<512x128xf32>
    %44 = arith.divf %41, %43 : vector<512x128xf32>
    %45 = arith.addf %38, %44 : vector<512x128xf32>
    %cst_24 = arith.constant 1.44269502 : f32
    %46 = vector.broadcast %cst_24 : f32 to vector<512x128xf32>
    %47 = arith.divf %45, %46 : vector<512x128xf32>
    %cst_25 = arith.constant 0xFF800000 : f32
    %48 = vector.broadcast %cst_25 : f32 to vector<512x128xf32>
    %49 = arith.select %29, %47, %48 : vector<512x128xi1>, vector<512x128xf32>
    %50 = tpu.transpose %49, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %51 = vector.extract_strided_slice %50 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0_26 = arith.constant 0 : index
    %c0_27 = arith.constant 0 : index
    %c0_28 = arith.constant 0 : index
    %52 = vector.load %arg10[%c0_26, %c0_27, %c0_28] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %53 = vector.shape_cast %52 : vector<1x1x512xf32> to vector<1x512xf32>
    %54 = vector.shape_cast %51 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0_26, %c0_27, %c0_28], %54 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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

// ---- kernel sparse_cli_dq sha256:efc3b3cb4c025da3765cc05f5f97dbec702f22aeb81ef1d5d203562200bc4b0b
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
        %c0_i32_69 = arith.constant 0 : i32
        %164 = arith.addi %2, %c0_i32_69 : i32
        %165 = arith.index_cast %30 : i32 to index
        %166 = memref.load %arg3[%165] : memref<496xi16, #tpu.memory_space<smem>>
        %167 = arith.extsi %166 : i16 to i32
        %168 = arith.addi %167, %32 : i32
        %c1_i32_70 = arith.constant 1 : i32
        %169 = arith.subi %c1_i32_70, %arg19 : i32
        %c5_i32_71 = arith.constant 5 : i32
        %170 = arith.divsi %164, %c5_i32_71 : i32
        %c512_i32_72 = arith.constant 512 : i32
        %171 = arith.muli %168, %c512_i32_72 : i32
        %172 = tpu.assume_multiple %171, 512 : i32
        %c5_i32_73 = arith.constant 5 : i32
        %173 = arith.divsi %164, %c5_i32_73 : i32
        %c512_i32_74 = arith.constant 512 : i32
        %174 = arith.muli %168, %c512_i32_74 : i32
        %175 = tpu.assume_multiple %174, 512 : i32
        %c0_i32_75 = arith.constant 0 : i32
        %176 = tpu.memref_slice %arg16[%169, %c0_i32_75] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %177 = tpu.memref_squeeze %176 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_76 = arith.constant 0 : i32
        %c0_i32_77 = arith.constant 0 : i32
        %178 = tpu.memref_slice %arg14[%169, %c0_i32_76, %c0_i32_77] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %179 = tpu.memref_squeeze %178 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_78 = arith.constant 0 : i32
        %180 = tpu.memref_slice %arg10[%170, %172, %c0_i32_78] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %181 = tpu.memref_squeeze %180 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%181 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%179 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%177 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_79 = arith.constant 1 : i32
        %182 = tpu.memref_slice %arg16[%169, %c1_i32_79] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %183 = tpu.memref_squeeze %182 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_80 = arith.constant 0 : i32
        %c0_i32_81 = arith.constant 0 : i32
        %184 = tpu.memref_slice %arg15[%169, %c0_i32_80, %c0_i32_81] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %185 = tpu.memref_squeeze %184 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_82 = arith.constant 0 : i32
        %186 = tpu.memref_slice %arg11[%173, %175, %c0_i32_82] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %187 = tpu.memref_squeeze %186 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%187 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%185 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%183 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %cst_32 = arith.constant 0.127517432 : f32
      %68 = vector.broadcast %cst_32 : f32 to vector<512x512xf32>
      %69 = arith.mulf %67, %68 : vector<512x512xf32>
      %c2_i32 = arith.constant 2 : i32
      %70 = arith.cmpi eq, %61, %c2_i32 : i32
      %c512_i32_33 = arith.constant 512 : i32
      %71 = arith.muli %3, %c512_i32_33 : i32
      %c512_i32_34 = arith.constant 512 : i32
      %72 = arith.muli %40, %c512_i32_34 : i32
      %73 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %74 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %75 = vector.broadcast %71 : i32 to vector<512x512xi32>
      %76 = arith.addi %75, %73 : vector<512x512xi32>
      %77 = vector.broadcast %72 : i32 to vector<512x512xi32>
      %78 = arith.addi %77, %74 : vector<512x512xi32>
      %79 = arith.cmpi sle, %78, %76 : vector<512x512xi32>
      %c8192_i32 = arith.constant 8192 : i32
      %80 = vector.broadcast %c8192_i32 : i32 to vector<512x512xi32>
      %81 = arith.divsi %76, %80 : vector<512x512xi32>
      %c0_i32_35 = arith.constant 0 : i32
      %82 = vector.broadcast %c0_i32_35 : i32 to vector<512x512xi32>
      %83 = arith.cmpi sgt, %76, %82 : vector<512x512xi32>
      %84 = arith.extui %83 : vector<512x512xi1> to vector<512x512xi32>
      %c0_i32_36 = arith.constant 0 : i32
      %85 = vector.broadcast %c0_i32_36 : i32 to vector<512x512xi32>
      %86 = arith.cmpi slt, %76, %85 : vector<512x512xi32>
      %87 = arith.extui %86 : vector<512x512xi1> to vector<512x512xi32>
      %88 = arith.subi %84, %87 : vector<512x512xi32>
      %c0_i32_37 = arith.constant 0 : i32
      %89 = arith.cmpi sgt, %c8192_i32, %c0_i32_37 : i32
      %90 = arith.extui %89 : i1 to i32
      %c0_i32_38 = arith.constant 0 : i32
      %91 = arith.cmpi slt, %c8192_i32, %c0_i32_38 : i32
      %92 = arith.extui %91 : i1 to i32
      %93 = arith.subi %90, %92 : i32
      %94 = vector.broadcast %93 : i32 to vector<512x512xi32>
      %95 = arith.cmpi ne, %88, %94 : vector<512x512xi32>
      %96 = vector.broadcast %c8192_i32 : i32 to vector<512x512xi32>
      %97 = arith.remsi %76, %96 : vector<512x512xi32>
      %c0_i32_39 = arith.constant 0 : i32
      %98 = vector.broadcast %c0_i32_39 : i32 to vector<512x512xi32>
      %99 = arith.cmpi ne, %97, %98 : vector<512x512xi32>
      %100 = arith.andi %95, %99 : vector<512x512xi1>
      %c1_i32_40 = arith.constant 1 : i32
      %101 = vector.broadcast %c1_i32_40 : i32 to vector<512x512xi32>
      %102 = arith.subi %81, %101 : vector<512x512xi32>
      %103 = arith.select %100, %102, %81 : vector<512x512xi1>, vector<512x512xi32>
      %c8192_i32_41 = arith.constant 8192 : i32
      %104 = vector.broadcast %c8192_i32_41 : i32 to vector<512x512xi32>
      %105 = arith.divsi %78, %104 : vector<512x512xi32>
      %c0_i32_42 = arith.constant 0 : i32
      %106 = vector.broadcast %c0_i32_42 : i32 to vector<512x512xi32>
      %107 = arith.cmpi sgt, %78, %106 : vector<512x512xi32>
      %108 = arith.extui %107 : vector<512x512xi1> to vector<512x512xi32>
      %c0_i32_43 = arith.constant 0 : i32
      %109 = vector.broadcast %c0_i32_43 : i32 to vector<512x512xi32>
      %110 = arith.cmpi slt, %78, %109 : vector<512x512xi32>
      %111 = arith.extui %110 : vector<512x512xi1> to vector<512x512xi32>
      %112 = arith.subi %108, %111 : vector<512x512xi32>
      %c0_i32_44 = arith.constant 0 : i32
      %113 = arith.cmpi sgt, %c8192_i32_41, %c0_i32_44 : i32
      %114 = arith.extui %113 : i1 to i32
      %c0_i32_45 = arith.constant 0 : i32
      %115 = arith.cmpi slt, %c8192_i32_41, %c0_i32_45 : i32
      %116 = arith.extui %115 : i1 to i32
      %117 = arith.subi %114, %116 : i32
      %118 = vector.broadcast %117 : i32 to vector<512x512xi32>
      %119 = arith.cmpi ne, %112, %118 : vector<512x512xi32>
      %120 = vector.broadcast %c8192_i32_41 : i32 to vector<512x512xi32>
      %121 = arith.remsi %78, %120 : vector<512x512xi32>
      %c0_i32_46 = arith.constant 0 : i32
      %122 = vector.broadcast %c0_i32_46 : i32 to vector<512x512xi32>
      %123 = arith.cmpi ne, %121, %122 : vector<512x512xi32>
      %124 = arith.andi %119, %123 : vector<512x512xi1>
      %c1_i32_47 = arith.constant 1 : i32
      %125 = vector.broadcast %c1_i32_47 : i32 to vector<512x512xi32>
      %126 = arith.subi %105, %125 : vector<512x512xi32>
      %127 = arith.select %124, %126, %105 : vector<512x512xi1>, vector<512x512xi32>
      %128 = arith.cmpi eq, %103, %127 : vector<512x512xi32>
      %129 = arith.andi %79, %128 : vector<512x512xi1>
      %130 = vector.broadcast %70 : i1 to vector<512x512xi1>
      %131 = arith.ori %129, %130 : vector<512x512xi1>
      %c0_48 = arith.constant 0 : index
      %c0_49 = arith.constant 0 : index
      %c0_50 = arith.constant 0 : index
      %132 = vector.load %arg8[%c0_48, %c0_49, %c0_50] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %133 = vector.shape_cast %132 : vector<1x1x512xf32> to vector<512xf32>
      %134 = vector.shape_cast %133 : vector<512xf32> to vector<512x1xf32>
      %cst_51 = arith.constant 1.44269502 : f32
      %135 = vector.broadcast %cst_51 : f32 to vector<512x1xf32>
      %136 = arith.mulf %134, %135 : vector<512x1xf32>
      %137 = vector.broadcast %136 : vector<512x1xf32> to vector<512x512xf32>
      %138 = arith.subf %69, %137 : vector<512x512xf32>
      %139 = math.exp2 %138 : vector<512x512xf32>
      %cst_52 = arith.constant 0.000000e+00 : f32
      %140 = vector.broadcast %cst_52 : f32 to vector<512x512xf32>
      %141 = arith.select %131, %139, %140 : vector<512x512xi1>, vector<512x512xf32>
      %c0_53 = arith.constant 0 : index
      %c0_54 = arith.constant 0 : index
      %c0_55 = arith.constant 0 : index
      %142 = vector.load %arg7[%c0_53, %c0_54, %c0_55] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %143 = vector.shape_cast %142 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %144 = arith.index_cast %arg19 : i32 to index
      %c0_56 = arith.constant 0 : index
      %c0_57 = arith.constant 0 : index
      %145 = vector.load %arg15[%144, %c0_56, %c0_57] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %146 = vector.shape_cast %145 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_58 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %147 = tpu.matmul %143, %146, %cst_58 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_59 = arith.constant 0 : index
      %c0_60 = arith.constant 0 : index
      %c0_61 = arith.constant 0 : index
      %148 = vector.load %arg9[%c0_59, %c0_60, %c0_61] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %149 = vector.shape_cast %148 : vector<1x1x512xf32> to vector<512xf32>
      %150 = vector.shape_cast %149 : vector<512xf32> to vector<512x1xf32>
      %151 = vector.broadcast %150 : vector<512x1xf32> to vector<512x512xf32>
      %152 = arith.subf %147, %151 : vector<512x512xf32>
      %153 = arith.mulf %141, %152 : vector<512x512xf32>
      %c0_62 = arith.constant 0 : index
      %c0_63 = arith.constant 0 : index
      %154 = vector.load %arg13[%c0_62, %c0_63] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %155 = arith.truncf %153 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_64 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %156 = tpu.matmul %155, %64, %cst_64 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_65 = arith.constant 0.0883883461 : f32
      %157 = vector.broadcast %cst_65 : f32 to vector<512x128xf32>
      %158 = arith.mulf %156, %157 : vector<512x128xf32>
      %159 = arith.addf %154, %158 : vector<512x128xf32>
      %c0_66 = arith.constant 0 : index
      %c0_67 = arith.constant 0 : index
      %160 = vector.load %arg13[%c0_66, %c0_67] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %161 = vector.shape_cast %160 : vector<512x128xf32> to vector<512x128xf32>
      %162 = vector.shape_cast %159 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_66, %c0_67], %162 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_68 = arith.constant 1 : i32
      %163 = arith.subi %c1_i32_68, %arg19 : i32
      scf.yield %30, %32, %163 : i32, i32, i32
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

// ---- kernel sparse_cli_dkv sha256:c261f2031aae6e647e2647844fb8af60920c61c90d0073afe0998a29f9b6572a
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
        %c0_i32_75 = arith.constant 0 : i32
        %184 = arith.addi %4, %c0_i32_75 : i32
        %185 = arith.index_cast %29 : i32 to index
        %186 = memref.load %arg4[%185] : memref<496xi16, #tpu.memory_space<smem>>
        %187 = arith.extsi %186 : i16 to i32
        %188 = arith.addi %187, %31 : i32
        %c1_i32_76 = arith.constant 1 : i32
        %189 = arith.subi %c1_i32_76, %arg24 : i32
        %c512_i32_77 = arith.constant 512 : i32
        %190 = arith.muli %188, %c512_i32_77 : i32
        %191 = tpu.assume_multiple %190, 512 : i32
        %c512_i32_78 = arith.constant 512 : i32
        %192 = arith.muli %188, %c512_i32_78 : i32
        %193 = tpu.assume_multiple %192, 512 : i32
        %c512_i32_79 = arith.constant 512 : i32
        %194 = arith.muli %188, %c512_i32_79 : i32
        %195 = tpu.assume_multiple %194, 512 : i32
        %c512_i32_80 = arith.constant 512 : i32
        %196 = arith.muli %188, %c512_i32_80 : i32
        %197 = tpu.assume_multiple %196, 512 : i32
        %c0_i32_81 = arith.constant 0 : i32
        %198 = tpu.memref_slice %arg21[%189, %c0_i32_81] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %199 = tpu.memref_squeeze %198 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_82 = arith.constant 0 : i32
        %c0_i32_83 = arith.constant 0 : i32
        %200 = tpu.memref_slice %arg17[%189, %c0_i32_82, %c0_i32_83] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %201 = tpu.memref_squeeze %200 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_84 = arith.constant 0 : i32
        %202 = tpu.memref_slice %arg9[%184, %191, %c0_i32_84] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %203 = tpu.memref_squeeze %202 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%203 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%201 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%199 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_85 = arith.constant 1 : i32
        %204 = tpu.memref_slice %arg21[%189, %c1_i32_85] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %205 = tpu.memref_squeeze %204 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_86 = arith.constant 0 : i32
        %c0_i32_87 = arith.constant 0 : i32
        %206 = tpu.memref_slice %arg18[%189, %c0_i32_86, %c0_i32_87] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %207 = tpu.memref_squeeze %206 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_88 = arith.constant 0 : i32
        %208 = tpu.memref_slice %arg10[%184, %193, %c0_i32_88] : memref<40x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %209 = tpu.memref_squeeze %208 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%209 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%207 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%205 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_89 = arith.constant 2 : i32
        %210 = tpu.memref_slice %arg21[%189, %c2_i32_89] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %211 = tpu.memref_squeeze %210 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_90 = arith.constant 0 : i32
        %c0_i32_91 = arith.constant 0 : i32
        %212 = tpu.memref_slice %arg19[%189, %c0_i32_90, %c0_i32_91] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %213 = tpu.memref_squeeze %212 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32_92 = arith.constant 0 : i32
        %214 = tpu.memref_slice %arg11[%184, %c0_i32_92, %195] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %215 = tpu.memref_squeeze %214 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%215 : memref<1x512xf32, #tpu.memory_space<any>>) target(%213 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%211 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32_93 = arith.constant 3 : i32
        %216 = tpu.memref_slice %arg21[%189, %c3_i32_93] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %217 = tpu.memref_squeeze %216 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_94 = arith.constant 0 : i32
        %c0_i32_95 = arith.constant 0 : i32
        %218 = tpu.memref_slice %arg20[%189, %c0_i32_94, %c0_i32_95] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %219 = tpu.memref_squeeze %218 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32_96 = arith.constant 0 : i32
        %220 = tpu.memref_slice %arg12[%184, %c0_i32_96, %197] : memref<40x1x131072xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %221 = tpu.memref_squeeze %220 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%221 : memref<1x512xf32, #tpu.memory_space<any>>) target(%219 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%217 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %cst_36 = arith.constant 0.127517432 : f32
      %84 = vector.broadcast %cst_36 : f32 to vector<512x512xf32>
      %85 = arith.mulf %83, %84 : vector<512x512xf32>
      %c2_i32_37 = arith.constant 2 : i32
      %86 = arith.cmpi eq, %74, %c2_i32_37 : i32
      %c512_i32_38 = arith.constant 512 : i32
      %87 = arith.muli %39, %c512_i32_38 : i32
      %c512_i32_39 = arith.constant 512 : i32
      %88 = arith.muli %7, %c512_i32_39 : i32
      %89 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %90 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %91 = vector.broadcast %87 : i32 to vector<512x512xi32>
      %92 = arith.addi %91, %89 : vector<512x512xi32>
      %93 = vector.broadcast %88 : i32 to vector<512x512xi32>
      %94 = arith.addi %93, %90 : vector<512x512xi32>
      %95 = arith.cmpi sle, %94, %92 : vector<512x512xi32>
      %c8192_i32 = arith.constant 8192 : i32
      %96 = vector.broadcast %c8192_i32 : i32 to vector<512x512xi32>
      %97 = arith.divsi %92, %96 : vector<512x512xi32>
      %c0_i32_40 = arith.constant 0 : i32
      %98 = vector.broadcast %c0_i32_40 : i32 to vector<512x512xi32>
      %99 = arith.cmpi sgt, %92, %98 : vector<512x512xi32>
      %100 = arith.extui %99 : vector<512x512xi1> to vector<512x512xi32>
      %c0_i32_41 = arith.constant 0 : i32
      %101 = vector.broadcast %c0_i32_41 : i32 to vector<512x512xi32>
      %102 = arith.cmpi slt, %92, %101 : vector<512x512xi32>
      %103 = arith.extui %102 : vector<512x512xi1> to vector<512x512xi32>
      %104 = arith.subi %100, %103 : vector<512x512xi32>
      %c0_i32_42 = arith.constant 0 : i32
      %105 = arith.cmpi sgt, %c8192_i32, %c0_i32_42 : i32
      %106 = arith.extui %105 : i1 to i32
      %c0_i32_43 = arith.constant 0 : i32
      %107 = arith.cmpi slt, %c8192_i32, %c0_i32_43 : i32
      %108 = arith.extui %107 : i1 to i32
      %109 = arith.subi %106, %108 : i32
      %110 = vector.broadcast %109 : i32 to vector<512x512xi32>
      %111 = arith.cmpi ne, %104, %110 : vector<512x512xi32>
      %112 = vector.broadcast %c8192_i32 : i32 to vector<512x512xi32>
      %113 = arith.remsi %92, %112 : vector<512x512xi32>
      %c0_i32_44 = arith.constant 0 : i32
      %114 = vector.broadcast %c0_i32_44 : i32 to vector<512x512xi32>
      %115 = arith.cmpi ne, %113, %114 : vector<512x512xi32>
      %116 = arith.andi %111, %115 : vector<512x512xi1>
      %c1_i32_45 = arith.constant 1 : i32
      %117 = vector.broadcast %c1_i32_45 : i32 to vector<512x512xi32>
      %118 = arith.subi %97, %117 : vector<512x512xi32>
      %119 = arith.select %116, %118, %97 : vector<512x512xi1>, vector<512x512xi32>
      %c8192_i32_46 = arith.constant 8192 : i32
      %120 = vector.broadcast %c8192_i32_46 : i32 to vector<512x512xi32>
      %121 = arith.divsi %94, %120 : vector<512x512xi32>
      %c0_i32_47 = arith.constant 0 : i32
      %122 = vector.broadcast %c0_i32_47 : i32 to vector<512x512xi32>
      %123 = arith.cmpi sgt, %94, %122 : vector<512x512xi32>
      %124 = arith.extui %123 : vector<512x512xi1> to vector<512x512xi32>
      %c0_i32_48 = arith.constant 0 : i32
      %125 = vector.broadcast %c0_i32_48 : i32 to vector<512x512xi32>
      %126 = arith.cmpi slt, %94, %125 : vector<512x512xi32>
      %127 = arith.extui %126 : vector<512x512xi1> to vector<512x512xi32>
      %128 = arith.subi %124, %127 : vector<512x512xi32>
      %c0_i32_49 = arith.constant 0 : i32
      %129 = arith.cmpi sgt, %c8192_i32_46, %c0_i32_49 : i32
      %130 = arith.extui %129 : i1 to i32
      %c0_i32_50 = arith.constant 0 : i32
      %131 = arith.cmpi slt, %c8192_i32_46, %c0_i32_50 : i32
      %132 = arith.extui %131 : i1 to i32
      %133 = arith.subi %130, %132 : i32
      %134 = vector.broadcast %133 : i32 to vector<512x512xi32>
      %135 = arith.cmpi ne, %128, %134 : vector<512x512xi32>
      %136 = vector.broadcast %c8192_i32_46 : i32 to vector<512x512xi32>
      %137 = arith.remsi %94, %136 : vector<512x512xi32>
      %c0_i32_51 = arith.constant 0 : i32
      %138 = vector.broadcast %c0_i32_51 : i32 to vector<512x512xi32>
      %139 = arith.cmpi ne, %137, %138 : vector<512x512xi32>
      %140 = arith.andi %135, %139 : vector<512x512xi1>
      %c1_i32_52 = arith.constant 1 : i32
      %141 = vector.broadcast %c1_i32_52 : i32 to vector<512x512xi32>
      %142 = arith.subi %121, %141 : vector<512x512xi32>
      %143 = arith.select %140, %142, %121 : vector<512x512xi1>, vector<512x512xi32>
      %144 = arith.cmpi eq, %119, %143 : vector<512x512xi32>
      %145 = arith.andi %95, %144 : vector<512x512xi1>
      %146 = vector.broadcast %86 : i1 to vector<512x512xi1>
      %147 = arith.ori %145, %146 : vector<512x512xi1>
      %148 = arith.index_cast %arg24 : i32 to index
      %c0_53 = arith.constant 0 : index
      %c0_54 = arith.constant 0 : index
      %149 = vector.load %arg19[%148, %c0_53, %c0_54] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %150 = vector.shape_cast %149 : vector<1x1x512xf32> to vector<1x512xf32>
      %cst_55 = arith.constant 1.44269502 : f32
      %151 = vector.broadcast %cst_55 : f32 to vector<1x512xf32>
      %152 = arith.mulf %150, %151 : vector<1x512xf32>
      %153 = vector.broadcast %152 : vector<1x512xf32> to vector<512x512xf32>
      %154 = arith.subf %85, %153 : vector<512x512xf32>
      %155 = math.exp2 %154 : vector<512x512xf32>
      %cst_56 = arith.constant 0.000000e+00 : f32
      %156 = vector.broadcast %cst_56 : f32 to vector<512x512xf32>
      %157 = arith.select %147, %155, %156 : vector<512x512xi1>, vector<512x512xf32>
      %c0_57 = arith.constant 0 : index
      %c0_58 = arith.constant 0 : index
      %158 = vector.load %arg16[%c0_57, %c0_58] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %159 = arith.truncf %157 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_59 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %160 = tpu.matmul %159, %80, %cst_59 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %161 = arith.addf %158, %160 : vector<512x128xf32>
      %c0_60 = arith.constant 0 : index
      %c0_61 = arith.constant 0 : index
      %162 = vector.load %arg16[%c0_60, %c0_61] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %163 = vector.shape_cast %162 : vector<512x128xf32> to vector<512x128xf32>
      %164 = vector.shape_cast %161 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_60, %c0_61], %164 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_62 = arith.constant 0 : index
      %c0_63 = arith.constant 0 : index
      %c0_64 = arith.constant 0 : index
      %165 = vector.load %arg8[%c0_62, %c0_63, %c0_64] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %166 = vector.shape_cast %165 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_65 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %167 = tpu.matmul %166, %80, %cst_65 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %168 = arith.index_cast %arg24 : i32 to index
      %c0_66 = arith.constant 0 : index
      %c0_67 = arith.constant 0 : index
      %169 = vector.load %arg20[%168, %c0_66, %c0_67] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %170 = vector.shape_cast %169 : vector<1x1x512xf32> to vector<1x512xf32>
      %171 = vector.broadcast %170 : vector<1x512xf32> to vector<512x512xf32>
      %172 = arith.subf %167, %171 : vector<512x512xf32>
      %173 = arith.mulf %157, %172 : vector<512x512xf32>
      %c0_68 = arith.constant 0 : index
      %c0_69 = arith.constant 0 : index
      %174 = vector.load %arg15[%c0_68, %c0_69] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %175 = arith.truncf %173 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_70 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %176 = tpu.matmul %175, %77, %cst_70 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_71 = arith.constant 0.0883883461 : f32
      %177 = vector.broadcast %cst_71 : f32 to vector<512x128xf32>
      %178 = arith.mulf %176, %177 : vector<512x128xf32>
      %179 = arith.addf %174, %178 : vector<512x128xf32>
      %c0_72 = arith.constant 0 : index
      %c0_73 = arith.constant 0 : index
      %180 = vector.load %arg15[%c0_72, %c0_73] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %181 = vector.shape_cast %180 : vector<512x128xf32> to vector<512x128xf32>
      %182 = vector.shape_cast %179 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0_72, %c0_73], %182 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_74 = arith.constant 1 : i32
      %183 = arith.subi %c1_i32_74, %arg24 : i32
      scf.yield %29, %31, %183 : i32, i32, i32
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
