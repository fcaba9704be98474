module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi8>, %arg1: tensor<63xi8>, %arg2: tensor<63xi8>, %arg3: tensor<63xi8>, %arg4: tensor<33xi8>, %arg5: tensor<63xi8>, %arg6: tensor<63xi8>, %arg7: tensor<63xi8>, %arg8: tensor<128x16384x192xbf16>, %arg9: tensor<128x16384x192xbf16>, %arg10: tensor<128x16384x128xbf16>) -> (tensor<128x16384x128xbf16> {jax.result_info = "result[0]"}, tensor<128x16384x192xbf16> {jax.result_info = "result[1][0]"}, tensor<128x16384x192xbf16> {jax.result_info = "result[1][1]"}, tensor<128x16384x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<128x16384x192xbf16>, tensor<i32>) -> tensor<128x16384x192xbf16>
    %1 = call @_pad(%arg9, %c) : (tensor<128x16384x192xbf16>, tensor<i32>) -> tensor<128x16384x192xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<128x16384x128xbf16>, tensor<i32>) -> tensor<128x16384x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:d270daeb4e439d98aef71520fdc9987d5f050c14c710f9389f4ed8c6d9f322c0\22, \22cost_estimate\22: {\22bytes_accessed\22: 23488102400, \22flops\22: 11338713661440, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<63xi8>, tensor<63xi8>, tensor<63xi8>, tensor<128x16384x192xbf16>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>) -> (tensor<128x16384x128xbf16>, tensor<128x1x16384xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<128x16384x128xbf16>) -> tensor<128x16384x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<128x16384x128xbf16>) -> tensor<128x16384x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<128x16384x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<128x16384x128xf32>, tensor<f32>) -> tensor<128x16384xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<128x16384xf32>) -> tensor<128x1x16384xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:a19d01147fff958f4d7f947515631f6566051d4669a74d4b6aa7049a9ef630b5\22, \22cost_estimate\22: {\22bytes_accessed\22: 24293408768, \22flops\22: 18141941858304, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<63xi8>, tensor<63xi8>, tensor<63xi8>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>, tensor<128x1x16384xf32>, tensor<128x1x16384xf32>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>) -> tensor<128x16384x192xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:91191a8c76e1f45c595ff16299bb836419fc30f75e782a0f9c783bb1d784c709\22, \22cost_estimate\22: {\22bytes_accessed\22: 24830279680, \22flops\22: 22677427322880, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<63xi8>, tensor<63xi8>, tensor<63xi8>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>, tensor<128x1x16384xf32>, tensor<128x1x16384xf32>) -> (tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>)
    %11 = call @_pad_1(%10#1) : (tensor<128x16384x128xbf16>) -> tensor<128x16384x128xbf16>
    %12 = call @_pad_2(%10#0) : (tensor<128x16384x192xbf16>) -> tensor<128x16384x192xbf16>
    %13 = call @_pad_2(%9) : (tensor<128x16384x192xbf16>) -> tensor<128x16384x192xbf16>
    return %3#0, %13, %12, %11 : tensor<128x16384x128xbf16>, tensor<128x16384x192xbf16>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<128x16384x192xbf16>, %arg1: tensor<i32>) -> tensor<128x16384x192xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<128x16384x192xbf16>, tensor<bf16>) -> tensor<128x16384x192xbf16>
    return %1 : tensor<128x16384x192xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<128x16384x128xbf16>, %arg1: tensor<i32>) -> tensor<128x16384x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<128x16384x128xbf16>, tensor<bf16>) -> tensor<128x16384x128xbf16>
    return %1 : tensor<128x16384x128xbf16>
  }
  func.func private @_pad_1(%arg0: tensor<128x16384x128xbf16>) -> tensor<128x16384x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<128x16384x128xbf16>, tensor<bf16>) -> tensor<128x16384x128xbf16>
    %1 = stablehlo.slice %0 [0:128, 0:16384, 0:128] : (tensor<128x16384x128xbf16>) -> tensor<128x16384x128xbf16>
    return %1 : tensor<128x16384x128xbf16>
  }
  func.func private @_pad_2(%arg0: tensor<128x16384x192xbf16>) -> tensor<128x16384x192xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<128x16384x192xbf16>, tensor<bf16>) -> tensor<128x16384x192xbf16>
    %1 = stablehlo.slice %0 [0:128, 0:16384, 0:192] : (tensor<128x16384x192xbf16>) -> tensor<128x16384x192xbf16>
    return %1 : tensor<128x16384x192xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:d270daeb4e439d98aef71520fdc9987d5f050c14c710f9389f4ed8c6d9f322c0
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg7: memref<128x16384x192xbf16, #tpu.memory_space<any>>, %arg8: memref<128x16384x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x192xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 128, 32>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 192>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32_0 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32_0 : i32
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
    %17 = memref.load %arg2[%16] : memref<33xi8, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<33xi8, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i8 to i32
    %23 = arith.cmpi slt, %18, %22 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32_8 : i32
    scf.if %25 {
      %c0_i32_29 = arith.constant 0 : i32
      %55 = arith.addi %2, %c0_i32_29 : i32
      %56 = arith.index_cast %18 : i32 to index
      %57 = memref.load %arg3[%56] : memref<63xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %c0_i32_30 = arith.constant 0 : i32
      %59 = arith.addi %58, %c0_i32_30 : i32
      %c512_i32 = arith.constant 512 : i32
      %60 = arith.muli %59, %c512_i32 : i32
      %61 = tpu.assume_multiple %60, 512 : i32
      %c512_i32_31 = arith.constant 512 : i32
      %62 = arith.muli %59, %c512_i32_31 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg16[%c0_i32_33, %c0_i32_34] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_35 = arith.constant 0 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg14[%c0_i32_32, %c0_i32_35, %c0_i32_36] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32_37 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg7[%55, %61, %c0_i32_37] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%67 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_38 = arith.constant 0 : i32
      %c0_i32_39 = arith.constant 0 : i32
      %c1_i32_40 = arith.constant 1 : i32
      %70 = tpu.memref_slice %arg16[%c0_i32_39, %c1_i32_40] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_41 = arith.constant 0 : i32
      %c0_i32_42 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg15[%c0_i32_38, %c0_i32_41, %c0_i32_42] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_43 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg8[%55, %63, %c0_i32_43] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %57 = memref.load %arg4[%56] : memref<63xi8, #tpu.memory_space<smem>>
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
        %c0_i32_75 = arith.constant 0 : i32
        %150 = arith.addi %2, %c0_i32_75 : i32
        %151 = arith.index_cast %61 : i32 to index
        %152 = memref.load %arg3[%151] : memref<63xi8, #tpu.memory_space<smem>>
        %153 = arith.extsi %152 : i8 to i32
        %154 = arith.addi %153, %63 : i32
        %c1_i32_76 = arith.constant 1 : i32
        %155 = arith.subi %c1_i32_76, %arg19 : i32
        %c512_i32_77 = arith.constant 512 : i32
        %156 = arith.muli %154, %c512_i32_77 : i32
        %157 = tpu.assume_multiple %156, 512 : i32
        %c512_i32_78 = arith.constant 512 : i32
        %158 = arith.muli %154, %c512_i32_78 : i32
        %159 = tpu.assume_multiple %158, 512 : i32
        %c0_i32_79 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg16[%155, %c0_i32_79] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %161 = tpu.memref_squeeze %160 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_80 = arith.constant 0 : i32
        %c0_i32_81 = arith.constant 0 : i32
        %162 = tpu.memref_slice %arg14[%155, %c0_i32_80, %c0_i32_81] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %163 = tpu.memref_squeeze %162 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32_82 = arith.constant 0 : i32
        %164 = tpu.memref_slice %arg7[%150, %157, %c0_i32_82] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %165 = tpu.memref_squeeze %164 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%165 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%163 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%161 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_83 = arith.constant 1 : i32
        %166 = tpu.memref_slice %arg16[%155, %c1_i32_83] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %167 = tpu.memref_squeeze %166 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_84 = arith.constant 0 : i32
        %c0_i32_85 = arith.constant 0 : i32
        %168 = tpu.memref_slice %arg15[%155, %c0_i32_84, %c0_i32_85] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %169 = tpu.memref_squeeze %168 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_86 = arith.constant 0 : i32
        %170 = tpu.memref_slice %arg8[%150, %159, %c0_i32_86] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %171 = tpu.memref_squeeze %170 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%171 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%169 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%167 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_34 = arith.constant 0 : i32
      %67 = arith.addi %2, %c0_i32_34 : i32
      %68 = arith.index_cast %arg17 : i32 to index
      %69 = memref.load %arg3[%68] : memref<63xi8, #tpu.memory_space<smem>>
      %70 = arith.extsi %69 : i8 to i32
      %71 = arith.addi %70, %arg18 : i32
      %c512_i32 = arith.constant 512 : i32
      %72 = arith.muli %71, %c512_i32 : i32
      %73 = tpu.assume_multiple %72, 512 : i32
      %c512_i32_35 = arith.constant 512 : i32
      %74 = arith.muli %71, %c512_i32_35 : i32
      %75 = tpu.assume_multiple %74, 512 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg16[%arg19, %c0_i32_36] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_37 = arith.constant 0 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg14[%arg19, %c0_i32_37, %c0_i32_38] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32_39 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg7[%67, %73, %c0_i32_39] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%81 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%79 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_40 = arith.constant 1 : i32
      %82 = tpu.memref_slice %arg16[%arg19, %c1_i32_40] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_41 = arith.constant 0 : i32
      %c0_i32_42 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg15[%arg19, %c0_i32_41, %c0_i32_42] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_43 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg8[%67, %75, %c0_i32_43] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%87 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%85 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %88 = arith.index_cast %arg17 : i32 to index
      %89 = memref.load %arg5[%88] : memref<63xi8, #tpu.memory_space<smem>>
      %90 = arith.extsi %89 : i8 to i32
      %c0_44 = arith.constant 0 : index
      %c0_45 = arith.constant 0 : index
      %c0_46 = arith.constant 0 : index
      %91 = vector.load %arg6[%c0_44, %c0_45, %c0_46] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
      %92 = vector.shape_cast %91 : vector<1x512x192xbf16> to vector<512x192xbf16>
      %93 = arith.index_cast %arg19 : i32 to index
      %c0_47 = arith.constant 0 : index
      %c0_48 = arith.constant 0 : index
      %94 = vector.load %arg14[%93, %c0_47, %c0_48] : memref<2x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
      %95 = vector.shape_cast %94 : vector<1x512x192xbf16> to vector<512x192xbf16>
      %cst_49 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %96 = tpu.matmul %92, %95, %cst_49 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_50 = arith.constant 0.10411755 : f32
      %97 = vector.broadcast %cst_50 : f32 to vector<512x512xf32>
      %98 = arith.mulf %96, %97 : vector<512x512xf32>
      %c2_i32 = arith.constant 2 : i32
      %99 = arith.cmpi eq, %90, %c2_i32 : i32
      %c512_i32_51 = arith.constant 512 : i32
      %100 = arith.muli %3, %c512_i32_51 : i32
      %c512_i32_52 = arith.constant 512 : i32
      %101 = arith.muli %71, %c512_i32_52 : i32
      %102 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %103 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %104 = arith.subi %101, %100 : i32
      %105 = arith.subi %103, %102 : vector<512x512xi32>
      %c0_i32_53 = arith.constant 0 : i32
      %106 = arith.subi %c0_i32_53, %104 : i32
      %c1073741824_i32 = arith.constant 1073741824 : i32
      %107 = arith.select %99, %c1073741824_i32, %106 : i32
      %108 = vector.broadcast %107 : i32 to vector<512x512xi32>
      %109 = arith.cmpi sle, %105, %108 : vector<512x512xi32>
      %cst_54 = arith.constant 0xFF800000 : f32
      %110 = vector.broadcast %cst_54 : f32 to vector<512x512xf32>
      %111 = arith.select %109, %98, %110 : vector<512x512xi1>, vector<512x512xf32>
      %c0_55 = arith.constant 0 : index
      %c0_56 = arith.constant 0 : index
      %112 = vector.load %arg11[%c0_55, %c0_56] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_57 = arith.constant dense<0xFF800000> : vector<512xf32>
      %113 = vector.multi_reduction <maximumf>, %111, %cst_57 [1] : vector<512x512xf32> to vector<512xf32>
      %114 = vector.shape_cast %113 : vector<512xf32> to vector<512x1xf32>
      %115 = vector.broadcast %114 : vector<512x1xf32> to vector<512x128xf32>
      %116 = arith.maximumf %112, %115 : vector<512x128xf32>
      %cst_58 = arith.constant 0xFF800000 : f32
      %117 = vector.broadcast %cst_58 : f32 to vector<512x128xf32>
      %118 = arith.cmpf oeq, %116, %117 : vector<512x128xf32>
      %cst_59 = arith.constant 0.000000e+00 : f32
      %119 = vector.broadcast %cst_59 : f32 to vector<512x128xf32>
      %120 = arith.select %118, %119, %116 : vector<512x128xi1>, vector<512x128xf32>
      %121 = tpu.concatenate %120, %120, %120, %120 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
      %122 = arith.subf %111, %121 : vector<512x512xf32>
      %123 = math.exp2 %122 : vector<512x512xf32>
      %124 = arith.subf %112, %120 : vector<512x128xf32>
      %125 = math.exp2 %124 : vector<512x128xf32>
      %c0_60 = arith.constant 0 : index
      %c0_61 = arith.constant 0 : index
      %126 = vector.load %arg12[%c0_60, %c0_61] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %127 = arith.mulf %125, %126 : vector<512x128xf32>
      %cst_62 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %128 = vector.multi_reduction <add>, %123, %cst_62 [1] : vector<512x512xf32> to vector<512xf32>
      %129 = vector.shape_cast %128 : vector<512xf32> to vector<512x1xf32>
      %130 = vector.broadcast %129 : vector<512x1xf32> to vector<512x128xf32>
      %131 = arith.addf %127, %130 : vector<512x128xf32>
      %c0_63 = arith.constant 0 : index
      %c0_64 = arith.constant 0 : index
      %132 = vector.load %arg12[%c0_63, %c0_64] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %133 = vector.shape_cast %132 : vector<512x128xf32> to vector<512x128xf32>
      %134 = vector.shape_cast %131 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_63, %c0_64], %134 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %135 = arith.index_cast %arg19 : i32 to index
      %c0_65 = arith.constant 0 : index
      %c0_66 = arith.constant 0 : index
      %136 = vector.load %arg15[%135, %c0_65, %c0_66] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %137 = vector.shape_cast %136 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_67 = arith.constant 0 : index
      %c0_68 = arith.constant 0 : index
      %138 = vector.load %arg13[%c0_67, %c0_68] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %139 = arith.mulf %125, %138 : vector<512x128xf32>
      %140 = arith.truncf %123 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_69 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %141 = tpu.matmul %140, %137, %cst_69 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %142 = arith.addf %139, %141 : vector<512x128xf32>
      %c0_70 = arith.constant 0 : index
      %c0_71 = arith.constant 0 : index
      %143 = vector.load %arg13[%c0_70, %c0_71] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %144 = vector.shape_cast %143 : vector<512x128xf32> to vector<512x128xf32>
      %145 = vector.shape_cast %142 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_70, %c0_71], %145 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_72 = arith.constant 0 : index
      %c0_73 = arith.constant 0 : index
      %146 = vector.load %arg11[%c0_72, %c0_73] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %147 = vector.shape_cast %146 : vector<512x128xf32> to vector<512x128xf32>
      %148 = vector.shape_cast %116 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_72, %c0_73], %148 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_74 = arith.constant 1 : i32
      %149 = arith.subi %c1_i32_74, %arg19 : i32
      scf.yield %61, %63, %149 : i32, i32, i32
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
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %c0_i32_2, %4 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:a19d01147fff958f4d7f947515631f6566051d4669a74d4b6aa7049a9ef630b5
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<128x16384x192xbf16, #tpu.memory_space<any>>, %arg11: memref<128x16384x128xbf16, #tpu.memory_space<any>>, %arg12: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x192xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x192xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 128, 32>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 192>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 192>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32_0 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32_0 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst : f32 to vector<512x192xf32>
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %5 = vector.load %arg13[%c0, %c0_1] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
    %6 = vector.shape_cast %5 : vector<512x192xf32> to vector<512x192xf32>
    %7 = vector.shape_cast %4 : vector<512x192xf32> to vector<512x192xf32>
    tpu.vector_store %arg13[%c0, %c0_1], %7 {strides = array<i32>} : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>, 
    %8 = arith.index_cast %arg1 : i32 to index
    %9 = memref.load %arg2[%8] : memref<33xi8, #tpu.memory_space<smem>>
    %10 = arith.extsi %9 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %11 = arith.addi %arg1, %c1_i32 : i32
    %12 = arith.index_cast %11 : i32 to index
    %13 = memref.load %arg2[%12] : memref<33xi8, #tpu.memory_space<smem>>
    %14 = arith.extsi %13 : i8 to i32
    %15 = arith.cmpi slt, %10, %14 : i32
    %16 = arith.extui %15 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_2 : i32
    scf.if %17 {
      %c0_i32_10 = arith.constant 0 : i32
      %24 = arith.addi %2, %c0_i32_10 : i32
      %25 = arith.index_cast %10 : i32 to index
      %26 = memref.load %arg3[%25] : memref<63xi8, #tpu.memory_space<smem>>
      %27 = arith.extsi %26 : i8 to i32
      %c0_i32_11 = arith.constant 0 : i32
      %28 = arith.addi %27, %c0_i32_11 : i32
      %c512_i32 = arith.constant 512 : i32
      %29 = arith.muli %28, %c512_i32 : i32
      %30 = tpu.assume_multiple %29, 512 : i32
      %c512_i32_12 = arith.constant 512 : i32
      %31 = arith.muli %28, %c512_i32_12 : i32
      %32 = tpu.assume_multiple %31, 512 : i32
      %c0_i32_13 = arith.constant 0 : i32
      %c0_i32_14 = arith.constant 0 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %33 = tpu.memref_slice %arg16[%c0_i32_14, %c0_i32_15] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %34 = tpu.memref_squeeze %33 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_16 = arith.constant 0 : i32
      %c0_i32_17 = arith.constant 0 : i32
      %35 = tpu.memref_slice %arg14[%c0_i32_13, %c0_i32_16, %c0_i32_17] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %36 = tpu.memref_squeeze %35 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32_18 = arith.constant 0 : i32
      %37 = tpu.memref_slice %arg10[%24, %30, %c0_i32_18] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %38 = tpu.memref_squeeze %37 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%38 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%36 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%34 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_19 = arith.constant 0 : i32
      %c0_i32_20 = arith.constant 0 : i32
      %c1_i32_21 = arith.constant 1 : i32
      %39 = tpu.memref_slice %arg16[%c0_i32_20, %c1_i32_21] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %40 = tpu.memref_squeeze %39 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_22 = arith.constant 0 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %41 = tpu.memref_slice %arg15[%c0_i32_19, %c0_i32_22, %c0_i32_23] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %42 = tpu.memref_squeeze %41 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_24 = arith.constant 0 : i32
      %43 = tpu.memref_slice %arg11[%24, %32, %c0_i32_24] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %44 = tpu.memref_squeeze %43 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%44 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%42 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%40 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %26 = memref.load %arg4[%25] : memref<63xi8, #tpu.memory_space<smem>>
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
        %c0_i32_56 = arith.constant 0 : i32
        %111 = arith.addi %2, %c0_i32_56 : i32
        %112 = arith.index_cast %30 : i32 to index
        %113 = memref.load %arg3[%112] : memref<63xi8, #tpu.memory_space<smem>>
        %114 = arith.extsi %113 : i8 to i32
        %115 = arith.addi %114, %32 : i32
        %c1_i32_57 = arith.constant 1 : i32
        %116 = arith.subi %c1_i32_57, %arg19 : i32
        %c512_i32_58 = arith.constant 512 : i32
        %117 = arith.muli %115, %c512_i32_58 : i32
        %118 = tpu.assume_multiple %117, 512 : i32
        %c512_i32_59 = arith.constant 512 : i32
        %119 = arith.muli %115, %c512_i32_59 : i32
        %120 = tpu.assume_multiple %119, 512 : i32
        %c0_i32_60 = arith.constant 0 : i32
        %121 = tpu.memref_slice %arg16[%116, %c0_i32_60] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %122 = tpu.memref_squeeze %121 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_61 = arith.constant 0 : i32
        %c0_i32_62 = arith.constant 0 : i32
        %123 = tpu.memref_slice %arg14[%116, %c0_i32_61, %c0_i32_62] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %124 = tpu.memref_squeeze %123 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32_63 = arith.constant 0 : i32
        %125 = tpu.memref_slice %arg10[%111, %118, %c0_i32_63] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %126 = tpu.memref_squeeze %125 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%126 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%124 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%122 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_64 = arith.constant 1 : i32
        %127 = tpu.memref_slice %arg16[%116, %c1_i32_64] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %128 = tpu.memref_squeeze %127 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_65 = arith.constant 0 : i32
        %c0_i32_66 = arith.constant 0 : i32
        %129 = tpu.memref_slice %arg15[%116, %c0_i32_65, %c0_i32_66] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %130 = tpu.memref_squeeze %129 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_67 = arith.constant 0 : i32
        %131 = tpu.memref_slice %arg11[%111, %120, %c0_i32_67] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %132 = tpu.memref_squeeze %131 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%132 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%130 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%128 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_15 = arith.constant 0 : i32
      %36 = arith.addi %2, %c0_i32_15 : i32
      %37 = arith.index_cast %arg17 : i32 to index
      %38 = memref.load %arg3[%37] : memref<63xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.addi %39, %arg18 : i32
      %c512_i32 = arith.constant 512 : i32
      %41 = arith.muli %40, %c512_i32 : i32
      %42 = tpu.assume_multiple %41, 512 : i32
      %c512_i32_16 = arith.constant 512 : i32
      %43 = arith.muli %40, %c512_i32_16 : i32
      %44 = tpu.assume_multiple %43, 512 : i32
      %c0_i32_17 = arith.constant 0 : i32
      %45 = tpu.memref_slice %arg16[%arg19, %c0_i32_17] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %46 = tpu.memref_squeeze %45 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_18 = arith.constant 0 : i32
      %c0_i32_19 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg14[%arg19, %c0_i32_18, %c0_i32_19] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %48 = tpu.memref_squeeze %47 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32_20 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg10[%36, %42, %c0_i32_20] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %50 = tpu.memref_squeeze %49 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%46 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%50 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%48 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_21 = arith.constant 1 : i32
      %51 = tpu.memref_slice %arg16[%arg19, %c1_i32_21] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_22 = arith.constant 0 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg15[%arg19, %c0_i32_22, %c0_i32_23] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_24 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg11[%36, %44, %c0_i32_24] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%54 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %57 = arith.index_cast %arg17 : i32 to index
      %58 = memref.load %arg5[%57] : memref<63xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %60 = arith.index_cast %arg19 : i32 to index
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %61 = vector.load %arg14[%60, %c0_25, %c0_26] : memref<2x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
      %62 = vector.shape_cast %61 : vector<1x512x192xbf16> to vector<512x192xbf16>
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %63 = vector.load %arg6[%c0_27, %c0_28, %c0_29] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
      %64 = vector.shape_cast %63 : vector<1x512x192xbf16> to vector<512x192xbf16>
      %cst_30 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %65 = tpu.matmul %64, %62, %cst_30 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_31 = arith.constant 0.10411755 : f32
      %66 = vector.broadcast %cst_31 : f32 to vector<512x512xf32>
      %67 = arith.mulf %65, %66 : vector<512x512xf32>
      %c2_i32 = arith.constant 2 : i32
      %68 = arith.cmpi eq, %59, %c2_i32 : i32
      %c512_i32_32 = arith.constant 512 : i32
      %69 = arith.muli %3, %c512_i32_32 : i32
      %c512_i32_33 = arith.constant 512 : i32
      %70 = arith.muli %40, %c512_i32_33 : i32
      %71 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %72 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %73 = arith.subi %70, %69 : i32
      %74 = arith.subi %72, %71 : vector<512x512xi32>
      %c0_i32_34 = arith.constant 0 : i32
      %75 = arith.subi %c0_i32_34, %73 : i32
      %c1073741824_i32 = arith.constant 1073741824 : i32
      %76 = arith.select %68, %c1073741824_i32, %75 : i32
      %77 = vector.broadcast %76 : i32 to vector<512x512xi32>
      %78 = arith.cmpi sle, %74, %77 : vector<512x512xi32>
      %c0_35 = arith.constant 0 : index
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %79 = vector.load %arg8[%c0_35, %c0_36, %c0_37] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %80 = vector.shape_cast %79 : vector<1x1x512xf32> to vector<512xf32>
      %81 = vector.shape_cast %80 : vector<512xf32> to vector<512x1xf32>
      %cst_38 = arith.constant 1.44269502 : f32
      %82 = vector.broadcast %cst_38 : f32 to vector<512x1xf32>
      %83 = arith.mulf %81, %82 : vector<512x1xf32>
      %84 = vector.broadcast %83 : vector<512x1xf32> to vector<512x512xf32>
      %85 = arith.subf %67, %84 : vector<512x512xf32>
      %86 = math.exp2 %85 : vector<512x512xf32>
      %cst_39 = arith.constant 0.000000e+00 : f32
      %87 = vector.broadcast %cst_39 : f32 to vector<512x512xf32>
      %88 = arith.select %78, %86, %87 : vector<512x512xi1>, vector<512x512xf32>
      %c0_40 = arith.constant 0 : index
      %c0_41 = arith.constant 0 : index
      %c0_42 = arith.constant 0 : index
      %89 = vector.load %arg7[%c0_40, %c0_41, %c0_42] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %90 = vector.shape_cast %89 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %91 = arith.index_cast %arg19 : i32 to index
      %c0_43 = arith.constant 0 : index
      %c0_44 = arith.constant 0 : index
      %92 = vector.load %arg15[%91, %c0_43, %c0_44] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %93 = vector.shape_cast %92 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_45 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %94 = tpu.matmul %90, %93, %cst_45 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_46 = arith.constant 0 : index
      %c0_47 = arith.constant 0 : index
      %c0_48 = arith.constant 0 : index
      %95 = vector.load %arg9[%c0_46, %c0_47, %c0_48] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %96 = vector.shape_cast %95 : vector<1x1x512xf32> to vector<512xf32>
      %97 = vector.shape_cast %96 : vector<512xf32> to vector<512x1xf32>
      %98 = vector.broadcast %97 : vector<512x1xf32> to vector<512x512xf32>
      %99 = arith.subf %94, %98 : vector<512x512xf32>
      %100 = arith.mulf %88, %99 : vector<512x512xf32>
      %c0_49 = arith.constant 0 : index
      %c0_50 = arith.constant 0 : index
      %101 = vector.load %arg13[%c0_49, %c0_50] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
      %102 = arith.truncf %100 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_51 = arith.constant dense<0.000000e+00> : vector<512x192xf32>
      %103 = tpu.matmul %102, %62, %cst_51 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x192xbf16>, vector<512x192xf32> -> vector<512x192xf32>
      %cst_52 = arith.constant 0.0721687824 : f32
      %104 = vector.broadcast %cst_52 : f32 to vector<512x192xf32>
      %105 = arith.mulf %103, %104 : vector<512x192xf32>
      %106 = arith.addf %101, %105 : vector<512x192xf32>
      %c0_53 = arith.constant 0 : index
      %c0_54 = arith.constant 0 : index
      %107 = vector.load %arg13[%c0_53, %c0_54] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
      %108 = vector.shape_cast %107 : vector<512x192xf32> to vector<512x192xf32>
      %109 = vector.shape_cast %106 : vector<512x192xf32> to vector<512x192xf32>
      tpu.vector_store %arg13[%c0_53, %c0_54], %109 {strides = array<i32>} : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>, 
      %c1_i32_55 = arith.constant 1 : i32
      %110 = arith.subi %c1_i32_55, %arg19 : i32
      scf.yield %30, %32, %110 : i32, i32, i32
    }
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %19 = vector.load %arg13[%c0_5, %c0_6] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
    %20 = arith.truncf %19 : vector<512x192xf32> to vector<512x192xbf16>
    %c0_7 = arith.constant 0 : index
    %c0_8 = arith.constant 0 : index
    %c0_9 = arith.constant 0 : index
    %21 = vector.load %arg12[%c0_7, %c0_8, %c0_9] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
    %22 = vector.shape_cast %21 : vector<1x512x192xbf16> to vector<512x192xbf16>
    %23 = vector.shape_cast %20 : vector<512x192xbf16> to vector<1x512x192xbf16>
    tpu.vector_store %arg12[%c0_7, %c0_8, %c0_9], %23 {strides = array<i32>} : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %c0_i32_2, %4 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %c0_i32_2, %4 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:91191a8c76e1f45c595ff16299bb836419fc30f75e782a0f9c783bb1d784c709
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<128x16384x192xbf16, #tpu.memory_space<any>>, %arg9: memref<128x16384x128xbf16, #tpu.memory_space<any>>, %arg10: memref<128x1x16384xf32, #tpu.memory_space<any>>, %arg11: memref<128x1x16384xf32, #tpu.memory_space<any>>, %arg12: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<512x192xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x192xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg19: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 128, 32>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 192>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 192>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32_0 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32_0 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst : f32 to vector<512x192xf32>
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %5 = vector.load %arg14[%c0, %c0_1] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
    %6 = vector.shape_cast %5 : vector<512x192xf32> to vector<512x192xf32>
    %7 = vector.shape_cast %4 : vector<512x192xf32> to vector<512x192xf32>
    tpu.vector_store %arg14[%c0, %c0_1], %7 {strides = array<i32>} : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>, 
    %cst_2 = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_2 : f32 to vector<512x128xf32>
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %9 = vector.load %arg15[%c0_3, %c0_4] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %10 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    %11 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0_3, %c0_4], %11 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %12 = arith.index_cast %arg1 : i32 to index
    %13 = memref.load %arg2[%12] : memref<33xi8, #tpu.memory_space<smem>>
    %14 = arith.extsi %13 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %15 = arith.addi %arg1, %c1_i32 : i32
    %16 = arith.index_cast %15 : i32 to index
    %17 = memref.load %arg2[%16] : memref<33xi8, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i8 to i32
    %19 = arith.cmpi slt, %14, %18 : i32
    %20 = arith.extui %19 : i1 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %21 = arith.cmpi ne, %20, %c0_i32_5 : i32
    scf.if %21 {
      %c0_i32_18 = arith.constant 0 : i32
      %33 = arith.addi %2, %c0_i32_18 : i32
      %34 = arith.index_cast %14 : i32 to index
      %35 = memref.load %arg3[%34] : memref<63xi8, #tpu.memory_space<smem>>
      %36 = arith.extsi %35 : i8 to i32
      %c0_i32_19 = arith.constant 0 : i32
      %37 = arith.addi %36, %c0_i32_19 : i32
      %c512_i32 = arith.constant 512 : i32
      %38 = arith.muli %37, %c512_i32 : i32
      %39 = tpu.assume_multiple %38, 512 : i32
      %c512_i32_20 = arith.constant 512 : i32
      %40 = arith.muli %37, %c512_i32_20 : i32
      %41 = tpu.assume_multiple %40, 512 : i32
      %c512_i32_21 = arith.constant 512 : i32
      %42 = arith.muli %37, %c512_i32_21 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %c512_i32_22 = arith.constant 512 : i32
      %44 = arith.muli %37, %c512_i32_22 : i32
      %45 = tpu.assume_multiple %44, 512 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg20[%c0_i32_24, %c0_i32_25] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %47 = tpu.memref_squeeze %46 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_26 = arith.constant 0 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg16[%c0_i32_23, %c0_i32_26, %c0_i32_27] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %49 = tpu.memref_squeeze %48 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32_28 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg8[%33, %39, %c0_i32_28] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %51 = tpu.memref_squeeze %50 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%51 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%49 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%47 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_29 = arith.constant 0 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %c1_i32_31 = arith.constant 1 : i32
      %52 = tpu.memref_slice %arg20[%c0_i32_30, %c1_i32_31] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %53 = tpu.memref_squeeze %52 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg17[%c0_i32_29, %c0_i32_32, %c0_i32_33] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %55 = tpu.memref_squeeze %54 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_34 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg9[%33, %41, %c0_i32_34] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %57 = tpu.memref_squeeze %56 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%57 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%55 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%53 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_35 = arith.constant 0 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %58 = tpu.memref_slice %arg20[%c0_i32_36, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_37 = arith.constant 0 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg18[%c0_i32_35, %c0_i32_37, %c0_i32_38] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_39 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg10[%33, %c0_i32_39, %43] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%63 : memref<1x512xf32, #tpu.memory_space<any>>) target(%61 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_40 = arith.constant 0 : i32
      %c0_i32_41 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %64 = tpu.memref_slice %arg20[%c0_i32_41, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_42 = arith.constant 0 : i32
      %c0_i32_43 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg19[%c0_i32_40, %c0_i32_42, %c0_i32_43] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_44 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg11[%33, %c0_i32_44, %45] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<1x512xf32, #tpu.memory_space<any>>) target(%67 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_6 = arith.constant 0 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %22:3 = scf.while (%arg21 = %14, %arg22 = %c0_i32_6, %arg23 = %c0_i32_7) : (i32, i32, i32) -> (i32, i32, i32) {
      %33 = arith.cmpi slt, %arg21, %18 : i32
      scf.condition(%33) %arg21, %arg22, %arg23 : i32, i32, i32
    } do {
    ^bb0(%arg21: i32, %arg22: i32, %arg23: i32):
      %c1_i32_18 = arith.constant 1 : i32
      %33 = arith.addi %arg22, %c1_i32_18 : i32
      %34 = arith.index_cast %arg21 : i32 to index
      %35 = memref.load %arg4[%34] : memref<63xi8, #tpu.memory_space<smem>>
      %36 = arith.extsi %35 : i8 to i32
      %37 = arith.cmpi sge, %33, %36 : i32
      %c1_i32_19 = arith.constant 1 : i32
      %38 = arith.addi %arg21, %c1_i32_19 : i32
      %39 = arith.select %37, %38, %arg21 : i32
      %c1_i32_20 = arith.constant 1 : i32
      %40 = arith.addi %arg22, %c1_i32_20 : i32
      %c0_i32_21 = arith.constant 0 : i32
      %41 = arith.select %37, %c0_i32_21, %40 : i32
      %42 = arith.cmpi slt, %39, %18 : i32
      %43 = arith.extui %42 : i1 to i32
      %c0_i32_22 = arith.constant 0 : i32
      %44 = arith.cmpi ne, %43, %c0_i32_22 : i32
      scf.if %44 {
        %c0_i32_76 = arith.constant 0 : i32
        %143 = arith.addi %2, %c0_i32_76 : i32
        %144 = arith.index_cast %39 : i32 to index
        %145 = memref.load %arg3[%144] : memref<63xi8, #tpu.memory_space<smem>>
        %146 = arith.extsi %145 : i8 to i32
        %147 = arith.addi %146, %41 : i32
        %c1_i32_77 = arith.constant 1 : i32
        %148 = arith.subi %c1_i32_77, %arg23 : i32
        %c512_i32_78 = arith.constant 512 : i32
        %149 = arith.muli %147, %c512_i32_78 : i32
        %150 = tpu.assume_multiple %149, 512 : i32
        %c512_i32_79 = arith.constant 512 : i32
        %151 = arith.muli %147, %c512_i32_79 : i32
        %152 = tpu.assume_multiple %151, 512 : i32
        %c512_i32_80 = arith.constant 512 : i32
        %153 = arith.muli %147, %c512_i32_80 : i32
        %154 = tpu.assume_multiple %153, 512 : i32
        %c512_i32_81 = arith.constant 512 : i32
        %155 = arith.muli %147, %c512_i32_81 : i32
        %156 = tpu.assume_multiple %155, 512 : i32
        %c0_i32_82 = arith.constant 0 : i32
        %157 = tpu.memref_slice %arg20[%148, %c0_i32_82] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %158 = tpu.memref_squeeze %157 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_83 = arith.constant 0 : i32
        %c0_i32_84 = arith.constant 0 : i32
        %159 = tpu.memref_slice %arg16[%148, %c0_i32_83, %c0_i32_84] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %160 = tpu.memref_squeeze %159 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32_85 = arith.constant 0 : i32
        %161 = tpu.memref_slice %arg8[%143, %150, %c0_i32_85] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %162 = tpu.memref_squeeze %161 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%162 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%160 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%158 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_86 = arith.constant 1 : i32
        %163 = tpu.memref_slice %arg20[%148, %c1_i32_86] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %164 = tpu.memref_squeeze %163 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_87 = arith.constant 0 : i32
        %c0_i32_88 = arith.constant 0 : i32
        %165 = tpu.memref_slice %arg17[%148, %c0_i32_87, %c0_i32_88] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %166 = tpu.memref_squeeze %165 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_89 = arith.constant 0 : i32
        %167 = tpu.memref_slice %arg9[%143, %152, %c0_i32_89] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %168 = tpu.memref_squeeze %167 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%168 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%166 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%164 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_90 = arith.constant 2 : i32
        %169 = tpu.memref_slice %arg20[%148, %c2_i32_90] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %170 = tpu.memref_squeeze %169 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_91 = arith.constant 0 : i32
        %c0_i32_92 = arith.constant 0 : i32
        %171 = tpu.memref_slice %arg18[%148, %c0_i32_91, %c0_i32_92] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %172 = tpu.memref_squeeze %171 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32_93 = arith.constant 0 : i32
        %173 = tpu.memref_slice %arg10[%143, %c0_i32_93, %154] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %174 = tpu.memref_squeeze %173 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%174 : memref<1x512xf32, #tpu.memory_space<any>>) target(%172 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%170 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32_94 = arith.constant 3 : i32
        %175 = tpu.memref_slice %arg20[%148, %c3_i32_94] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %176 = tpu.memref_squeeze %175 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_95 = arith.constant 0 : i32
        %c0_i32_96 = arith.constant 0 : i32
        %177 = tpu.memref_slice %arg19[%148, %c0_i32_95, %c0_i32_96] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %178 = tpu.memref_squeeze %177 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32_97 = arith.constant 0 : i32
        %179 = tpu.memref_slice %arg11[%143, %c0_i32_97, %156] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %180 = tpu.memref_squeeze %179 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%180 : memref<1x512xf32, #tpu.memory_space<any>>) target(%178 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%176 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_23 = arith.constant 0 : i32
      %45 = arith.addi %2, %c0_i32_23 : i32
      %46 = arith.index_cast %arg21 : i32 to index
      %47 = memref.load %arg3[%46] : memref<63xi8, #tpu.memory_space<smem>>
      %48 = arith.extsi %47 : i8 to i32
      %49 = arith.addi %48, %arg22 : i32
      %c512_i32 = arith.constant 512 : i32
      %50 = arith.muli %49, %c512_i32 : i32
      %51 = tpu.assume_multiple %50, 512 : i32
      %c512_i32_24 = arith.constant 512 : i32
      %52 = arith.muli %49, %c512_i32_24 : i32
      %53 = tpu.assume_multiple %52, 512 : i32
      %c512_i32_25 = arith.constant 512 : i32
      %54 = arith.muli %49, %c512_i32_25 : i32
      %55 = tpu.assume_multiple %54, 512 : i32
      %c512_i32_26 = arith.constant 512 : i32
      %56 = arith.muli %49, %c512_i32_26 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg20[%arg23, %c0_i32_27] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_28 = arith.constant 0 : i32
      %c0_i32_29 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg16[%arg23, %c0_i32_28, %c0_i32_29] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32_30 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg8[%45, %51, %c0_i32_30] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%63 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%61 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_31 = arith.constant 1 : i32
      %64 = tpu.memref_slice %arg20[%arg23, %c1_i32_31] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg17[%arg23, %c0_i32_32, %c0_i32_33] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_34 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg9[%45, %53, %c0_i32_34] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%67 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %70 = tpu.memref_slice %arg20[%arg23, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_35 = arith.constant 0 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg18[%arg23, %c0_i32_35, %c0_i32_36] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_37 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg10[%45, %c0_i32_37, %55] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%73 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %76 = tpu.memref_slice %arg20[%arg23, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_38 = arith.constant 0 : i32
      %c0_i32_39 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg19[%arg23, %c0_i32_38, %c0_i32_39] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_40 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg11[%45, %c0_i32_40, %57] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%81 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%79 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %82 = arith.index_cast %arg21 : i32 to index
      %83 = memref.load %arg5[%82] : memref<63xi8, #tpu.memory_space<smem>>
      %84 = arith.extsi %83 : i8 to i32
      %85 = arith.index_cast %arg23 : i32 to index
      %c0_41 = arith.constant 0 : index
      %c0_42 = arith.constant 0 : index
      %86 = vector.load %arg16[%85, %c0_41, %c0_42] : memref<2x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
      %87 = vector.shape_cast %86 : vector<1x512x192xbf16> to vector<512x192xbf16>
      %88 = arith.index_cast %arg23 : i32 to index
      %c0_43 = arith.constant 0 : index
      %c0_44 = arith.constant 0 : index
      %89 = vector.load %arg17[%88, %c0_43, %c0_44] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %90 = vector.shape_cast %89 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_45 = arith.constant 0 : index
      %c0_46 = arith.constant 0 : index
      %c0_47 = arith.constant 0 : index
      %91 = vector.load %arg6[%c0_45, %c0_46, %c0_47] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
      %92 = vector.shape_cast %91 : vector<1x512x192xbf16> to vector<512x192xbf16>
      %cst_48 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %93 = tpu.matmul %92, %87, %cst_48 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_49 = arith.constant 0.10411755 : f32
      %94 = vector.broadcast %cst_49 : f32 to vector<512x512xf32>
      %95 = arith.mulf %93, %94 : vector<512x512xf32>
      %c2_i32_50 = arith.constant 2 : i32
      %96 = arith.cmpi eq, %84, %c2_i32_50 : i32
      %c512_i32_51 = arith.constant 512 : i32
      %97 = arith.muli %49, %c512_i32_51 : i32
      %c512_i32_52 = arith.constant 512 : i32
      %98 = arith.muli %3, %c512_i32_52 : i32
      %99 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %100 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %101 = arith.subi %98, %97 : i32
      %102 = arith.subi %100, %99 : vector<512x512xi32>
      %c0_i32_53 = arith.constant 0 : i32
      %103 = arith.subi %c0_i32_53, %101 : i32
      %c1073741824_i32 = arith.constant 1073741824 : i32
      %104 = arith.select %96, %c1073741824_i32, %103 : i32
      %105 = vector.broadcast %104 : i32 to vector<512x512xi32>
      %106 = arith.cmpi sle, %102, %105 : vector<512x512xi32>
      %107 = arith.index_cast %arg23 : i32 to index
      %c0_54 = arith.constant 0 : index
      %c0_55 = arith.constant 0 : index
      %108 = vector.load %arg18[%107, %c0_54, %c0_55] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %109 = vector.shape_cast %108 : vector<1x1x512xf32> to vector<1x512xf32>
      %cst_56 = arith.constant 1.44269502 : f32
      %110 = vector.broadcast %cst_56 : f32 to vector<1x512xf32>
      %111 = arith.mulf %109, %110 : vector<1x512xf32>
      %112 = vector.broadcast %111 : vector<1x512xf32> to vector<512x512xf32>
      %113 = arith.subf %95, %112 : vector<512x512xf32>
      %114 = math.exp2 %113 : vector<512x512xf32>
      %cst_57 = arith.constant 0.000000e+00 : f32
      %115 = vector.broadcast %cst_57 : f32 to vector<512x512xf32>
      %116 = arith.select %106, %114, %115 : vector<512x512xi1>, vector<512x512xf32>
      %c0_58 = arith.constant 0 : index
      %c0_59 = arith.constant 0 : index
      %117 = vector.load %arg15[%c0_58, %c0_59] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %118 = arith.truncf %116 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_60 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %119 = tpu.matmul %118, %90, %cst_60 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %120 = arith.addf %117, %119 : vector<512x128xf32>
      %c0_61 = arith.constant 0 : index
      %c0_62 = arith.constant 0 : index
      %121 = vector.load %arg15[%c0_61, %c0_62] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %122 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
      %123 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0_61, %c0_62], %123 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_63 = arith.constant 0 : index
      %c0_64 = arith.constant 0 : index
      %c0_65 = arith.constant 0 : index
      %124 = vector.load %arg7[%c0_63, %c0_64, %c0_65] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %125 = vector.shape_cast %124 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_66 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %126 = tpu.matmul %125, %90, %cst_66 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %127 = arith.index_cast %arg23 : i32 to index
      %c0_67 = arith.constant 0 : index
      %c0_68 = arith.constant 0 : index
      %128 = vector.load %arg19[%127, %c0_67, %c0_68] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %129 = vector.shape_cast %128 : vector<1x1x512xf32> to vector<1x512xf32>
      %130 = vector.broadcast %129 : vector<1x512xf32> to vector<512x512xf32>
      %131 = arith.subf %126, %130 : vector<512x512xf32>
      %132 = arith.mulf %116, %131 : vector<512x512xf32>
      %c0_69 = arith.constant 0 : index
      %c0_70 = arith.constant 0 : index
      %133 = vector.load %arg14[%c0_69, %c0_70] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
      %134 = arith.truncf %132 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_71 = arith.constant dense<0.000000e+00> : vector<512x192xf32>
      %135 = tpu.matmul %134, %87, %cst_71 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x192xbf16>, vector<512x192xf32> -> vector<512x192xf32>
      %cst_72 = arith.constant 0.0721687824 : f32
      %136 = vector.broadcast %cst_72 : f32 to vector<512x192xf32>
      %137 = arith.mulf %135, %136 : vector<512x192xf32>
      %138 = arith.addf %133, %137 : vector<512x192xf32>
      %c0_73 = arith.constant 0 : index
      %c0_74 = arith.constant 0 : index
      %139 = vector.load %arg14[%c0_73, %c0_74] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
      %140 = vector.shape_cast %139 : vector<512x192xf32> to vector<512x192xf32>
      %141 = vector.shape_cast %138 : vector<512x192xf32> to vector<512x192xf32>
      tpu.vector_store %arg14[%c0_73, %c0_74], %141 {strides = array<i32>} : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>, 
      %c1_i32_75 = arith.constant 1 : i32
      %142 = arith.subi %c1_i32_75, %arg23 : i32
      scf.yield %39, %41, %142 : i32, i32, i32
    }
    %c0_8 = arith.constant 0 : index
    %c0_9 = arith.constant 0 : index
    %23 = vector.load %arg14[%c0_8, %c0_9] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
    %24 = arith.truncf %23 : vector<512x192xf32> to vector<512x192xbf16>
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    %25 = vector.load %arg12[%c0_10, %c0_11, %c0_12] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
    %26 = vector.shape_cast %25 : vector<1x512x192xbf16> to vector<512x192xbf16>
    %27 = vector.shape_cast %24 : vector<512x192xbf16> to vector<1x512x192xbf16>
    tpu.vector_store %arg12[%c0_10, %c0_11, %c0_12], %27 {strides = array<i32>} : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>, 
    %c0_13 = arith.constant 0 : index
    %c0_14 = arith.constant 0 : index
    %28 = vector.load %arg15[%c0_13, %c0_14] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %29 = arith.truncf %28 : vector<512x128xf32> to vector<512x128xbf16>
    %c0_15 = arith.constant 0 : index
    %c0_16 = arith.constant 0 : index
    %c0_17 = arith.constant 0 : index
    %30 = vector.load %arg13[%c0_15, %c0_16, %c0_17] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %31 = vector.shape_cast %30 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %32 = vector.shape_cast %29 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg13[%c0_15, %c0_16, %c0_17], %32 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
}
