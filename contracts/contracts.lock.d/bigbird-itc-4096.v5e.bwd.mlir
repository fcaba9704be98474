module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi16>, %arg1: tensor<155xi8>, %arg2: tensor<155xi8>, %arg3: tensor<155xi8>, %arg4: tensor<155xi8>, %arg5: tensor<1x128x128xi8>, %arg6: tensor<33xi16>, %arg7: tensor<160xi8>, %arg8: tensor<160xi8>, %arg9: tensor<160xi8>, %arg10: tensor<160xi8>, %arg11: tensor<1x128x128xi8>, %arg12: tensor<16x4096x64xbf16>, %arg13: tensor<16x4096x64xbf16>, %arg14: tensor<16x4096x64xbf16>) -> (tensor<16x4096x64xbf16> {jax.result_info = "result[0]"}, tensor<16x4096x64xbf16> {jax.result_info = "result[1][0]"}, tensor<16x4096x64xbf16> {jax.result_info = "result[1][1]"}, tensor<16x4096x64xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %1 = call @_pad(%arg13, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %2 = call @_pad(%arg14, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:eee25e4f207acbd4c7a5cc643640c9fe9038f1573af5aaa5d9a3eef3dc9c3f9f\22, \22cost_estimate\22: {\22bytes_accessed\22: 175112192, \22flops\22: 20266876928, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<1x128x128xi8>) -> (tensor<16x4096x64xbf16>, tensor<16x1x4096xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<16x4096x64xbf16>) -> tensor<16x4096x64xf32>
    %5 = stablehlo.convert %3#0 : (tensor<16x4096x64xbf16>) -> tensor<16x4096x64xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<16x4096x64xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x4096x64xf32>, tensor<f32>) -> tensor<16x4096xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<16x4096xf32>) -> tensor<16x1x4096xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %3#0, %3#1, %8, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:6a62ed1cc303d162d15777887ffe09544398a5283b263676244c13c1623af7b2\22, \22cost_estimate\22: {\22bytes_accessed\22: 183500800, \22flops\22: 30400315392, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x1x4096xf32>, tensor<16x1x4096xf32>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<1x128x128xi8>) -> tensor<16x4096x64xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg6, %arg7, %arg8, %arg9, %arg10, %1, %2, %0, %3#0, %3#1, %8, %arg11) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:a3932e955d56dacb9071251af5c0898e1f20c18bab9f3d18438c789a2e3f2942\22, \22cost_estimate\22: {\22bytes_accessed\22: 191889408, \22flops\22: 40533753856, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<160xi8>, tensor<160xi8>, tensor<160xi8>, tensor<160xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x1x4096xf32>, tensor<16x1x4096xf32>, tensor<1x128x128xi8>) -> (tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:eee25e4f207acbd4c7a5cc643640c9fe9038f1573af5aaa5d9a3eef3dc9c3f9f
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg9: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x128xi8, #tpu.memory_space<any>>, %arg11: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x128x128xi8, #tpu.memory_space<vmem>>, %arg19: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 5 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {}, {}, {}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %cst = arith.constant 0xFF800000 : f32
    %3 = vector.broadcast %cst : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %4 = vector.load %arg13[%c0, %c0_0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %5 = vector.shape_cast %4 : vector<128x128xf32> to vector<128x128xf32>
    %6 = vector.shape_cast %3 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg13[%c0, %c0_0], %6 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_1 = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_1 : f32 to vector<128x128xf32>
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %8 = vector.load %arg14[%c0_2, %c0_3] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %9 = vector.shape_cast %8 : vector<128x128xf32> to vector<128x128xf32>
    %10 = vector.shape_cast %7 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg14[%c0_2, %c0_3], %10 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_4 = arith.constant 0.000000e+00 : f32
    %11 = vector.broadcast %cst_4 : f32 to vector<128x64xf32>
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %12 = vector.load %arg15[%c0_5, %c0_6] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %13 = vector.shape_cast %12 : vector<128x64xf32> to vector<128x64xf32>
    %14 = vector.shape_cast %11 : vector<128x64xf32> to vector<128x64xf32>
    tpu.vector_store %arg15[%c0_5, %c0_6], %14 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
    %c0_i32_7 = arith.constant 0 : i32
    %24 = arith.cmpi ne, %23, %c0_i32_7 : i32
    scf.if %24 {
      %c0_i32_28 = arith.constant 0 : i32
      %55 = arith.addi %2, %c0_i32_28 : i32
      %56 = arith.index_cast %17 : i32 to index
      %57 = memref.load %arg6[%56] : memref<155xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %c0_i32_29 = arith.constant 0 : i32
      %59 = arith.addi %58, %c0_i32_29 : i32
      %60 = arith.index_cast %17 : i32 to index
      %61 = memref.load %arg3[%60] : memref<155xi8, #tpu.memory_space<smem>>
      %62 = arith.extsi %61 : i8 to i32
      %c0_i32_30 = arith.constant 0 : i32
      %63 = arith.addi %62, %c0_i32_30 : i32
      %c128_i32 = arith.constant 128 : i32
      %64 = arith.muli %63, %c128_i32 : i32
      %65 = tpu.assume_multiple %64, 128 : i32
      %c128_i32_31 = arith.constant 128 : i32
      %66 = arith.muli %63, %c128_i32_31 : i32
      %67 = tpu.assume_multiple %66, 128 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg19[%c0_i32_33, %c0_i32_34] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_35 = arith.constant 0 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg16[%c0_i32_32, %c0_i32_35, %c0_i32_36] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_37 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg8[%55, %65, %c0_i32_37] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%73 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%71 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_38 = arith.constant 0 : i32
      %c0_i32_39 = arith.constant 0 : i32
      %c1_i32_40 = arith.constant 1 : i32
      %74 = tpu.memref_slice %arg19[%c0_i32_39, %c1_i32_40] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_41 = arith.constant 0 : i32
      %c0_i32_42 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg17[%c0_i32_38, %c0_i32_41, %c0_i32_42] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %77 = tpu.memref_squeeze %76 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_43 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg9[%55, %67, %c0_i32_43] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %79 = tpu.memref_squeeze %78 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%79 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%77 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%75 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_44 = arith.constant 0 : i32
      %c0_i32_45 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %80 = tpu.memref_slice %arg19[%c0_i32_45, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_46 = arith.constant 0 : i32
      %c0_i32_47 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg18[%c0_i32_44, %c0_i32_46, %c0_i32_47] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %83 = tpu.memref_squeeze %82 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32_48 = arith.constant 0 : i32
      %c0_i32_49 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg10[%59, %c0_i32_48, %c0_i32_49] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %85 = tpu.memref_squeeze %84 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%85 : memref<128x128xi8, #tpu.memory_space<any>>) target(%83 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_8 = arith.constant 0 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %25:3 = scf.while (%arg20 = %17, %arg21 = %c0_i32_8, %arg22 = %c0_i32_9) : (i32, i32, i32) -> (i32, i32, i32) {
      %55 = arith.cmpi slt, %arg20, %21 : i32
      scf.condition(%55) %arg20, %arg21, %arg22 : i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
      %c1_i32_28 = arith.constant 1 : i32
      %55 = arith.addi %arg21, %c1_i32_28 : i32
      %56 = arith.index_cast %arg20 : i32 to index
      %57 = memref.load %arg4[%56] : memref<155xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %59 = arith.cmpi sge, %55, %58 : i32
      %c1_i32_29 = arith.constant 1 : i32
      %60 = arith.addi %arg20, %c1_i32_29 : i32
      %61 = arith.select %59, %60, %arg20 : i32
      %c1_i32_30 = arith.constant 1 : i32
      %62 = arith.addi %arg21, %c1_i32_30 : i32
      %c0_i32_31 = arith.constant 0 : i32
      %63 = arith.select %59, %c0_i32_31, %62 : i32
      %64 = arith.cmpi slt, %61, %21 : i32
      %65 = arith.extui %64 : i1 to i32
      %c0_i32_32 = arith.constant 0 : i32
      %66 = arith.cmpi ne, %65, %c0_i32_32 : i32
      scf.if %66 {
        %c0_i32_74 = arith.constant 0 : i32
        %147 = arith.addi %2, %c0_i32_74 : i32
        %148 = arith.index_cast %61 : i32 to index
        %149 = memref.load %arg6[%148] : memref<155xi8, #tpu.memory_space<smem>>
        %150 = arith.extsi %149 : i8 to i32
        %151 = arith.addi %150, %63 : i32
        %152 = arith.index_cast %61 : i32 to index
        %153 = memref.load %arg3[%152] : memref<155xi8, #tpu.memory_space<smem>>
        %154 = arith.extsi %153 : i8 to i32
        %155 = arith.addi %154, %63 : i32
        %c1_i32_75 = arith.constant 1 : i32
        %156 = arith.subi %c1_i32_75, %arg22 : i32
        %c128_i32_76 = arith.constant 128 : i32
        %157 = arith.muli %155, %c128_i32_76 : i32
        %158 = tpu.assume_multiple %157, 128 : i32
        %c128_i32_77 = arith.constant 128 : i32
        %159 = arith.muli %155, %c128_i32_77 : i32
        %160 = tpu.assume_multiple %159, 128 : i32
        %c0_i32_78 = arith.constant 0 : i32
        %161 = tpu.memref_slice %arg19[%156, %c0_i32_78] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %162 = tpu.memref_squeeze %161 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_79 = arith.constant 0 : i32
        %c0_i32_80 = arith.constant 0 : i32
        %163 = tpu.memref_slice %arg16[%156, %c0_i32_79, %c0_i32_80] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %164 = tpu.memref_squeeze %163 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_81 = arith.constant 0 : i32
        %165 = tpu.memref_slice %arg8[%147, %158, %c0_i32_81] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %166 = tpu.memref_squeeze %165 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%166 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%164 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%162 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_82 = arith.constant 1 : i32
        %167 = tpu.memref_slice %arg19[%156, %c1_i32_82] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %168 = tpu.memref_squeeze %167 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_83 = arith.constant 0 : i32
        %c0_i32_84 = arith.constant 0 : i32
        %169 = tpu.memref_slice %arg17[%156, %c0_i32_83, %c0_i32_84] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %170 = tpu.memref_squeeze %169 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_85 = arith.constant 0 : i32
        %171 = tpu.memref_slice %arg9[%147, %160, %c0_i32_85] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %172 = tpu.memref_squeeze %171 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%172 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%170 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%168 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_86 = arith.constant 2 : i32
        %173 = tpu.memref_slice %arg19[%156, %c2_i32_86] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %174 = tpu.memref_squeeze %173 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_87 = arith.constant 0 : i32
        %c0_i32_88 = arith.constant 0 : i32
        %175 = tpu.memref_slice %arg18[%156, %c0_i32_87, %c0_i32_88] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
        %176 = tpu.memref_squeeze %175 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
        %c0_i32_89 = arith.constant 0 : i32
        %c0_i32_90 = arith.constant 0 : i32
        %177 = tpu.memref_slice %arg10[%151, %c0_i32_89, %c0_i32_90] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
        %178 = tpu.memref_squeeze %177 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%178 : memref<128x128xi8, #tpu.memory_space<any>>) target(%176 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%174 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_33 = arith.constant 0 : i32
      %67 = arith.addi %2, %c0_i32_33 : i32
      %68 = arith.index_cast %arg20 : i32 to index
      %69 = memref.load %arg6[%68] : memref<155xi8, #tpu.memory_space<smem>>
      %70 = arith.extsi %69 : i8 to i32
      %71 = arith.addi %70, %arg21 : i32
      %72 = arith.index_cast %arg20 : i32 to index
      %73 = memref.load %arg3[%72] : memref<155xi8, #tpu.memory_space<smem>>
      %74 = arith.extsi %73 : i8 to i32
      %75 = arith.addi %74, %arg21 : i32
      %c128_i32 = arith.constant 128 : i32
      %76 = arith.muli %75, %c128_i32 : i32
      %77 = tpu.assume_multiple %76, 128 : i32
      %c128_i32_34 = arith.constant 128 : i32
      %78 = arith.muli %75, %c128_i32_34 : i32
      %79 = tpu.assume_multiple %78, 128 : i32
      %c0_i32_35 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg19[%arg22, %c0_i32_35] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_36 = arith.constant 0 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg16[%arg22, %c0_i32_36, %c0_i32_37] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %83 = tpu.memref_squeeze %82 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_38 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg8[%67, %77, %c0_i32_38] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %85 = tpu.memref_squeeze %84 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%85 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%83 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_39 = arith.constant 1 : i32
      %86 = tpu.memref_slice %arg19[%arg22, %c1_i32_39] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %87 = tpu.memref_squeeze %86 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_40 = arith.constant 0 : i32
      %c0_i32_41 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg17[%arg22, %c0_i32_40, %c0_i32_41] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %89 = tpu.memref_squeeze %88 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_42 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg9[%67, %79, %c0_i32_42] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %91 = tpu.memref_squeeze %90 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%87 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%91 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%89 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %92 = tpu.memref_slice %arg19[%arg22, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %93 = tpu.memref_squeeze %92 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_43 = arith.constant 0 : i32
      %c0_i32_44 = arith.constant 0 : i32
      %94 = tpu.memref_slice %arg18[%arg22, %c0_i32_43, %c0_i32_44] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %95 = tpu.memref_squeeze %94 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32_45 = arith.constant 0 : i32
      %c0_i32_46 = arith.constant 0 : i32
      %96 = tpu.memref_slice %arg10[%71, %c0_i32_45, %c0_i32_46] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %97 = tpu.memref_squeeze %96 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%93 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%97 : memref<128x128xi8, #tpu.memory_space<any>>) dst(%95 : memref<128x128xi8, #tpu.memory_space<vmem>>)
      %98 = arith.index_cast %arg20 : i32 to index
      %99 = memref.load %arg5[%98] : memref<155xi8, #tpu.memory_space<smem>>
      %100 = arith.extsi %99 : i8 to i32
      %c0_47 = arith.constant 0 : index
      %c0_48 = arith.constant 0 : index
      %c0_49 = arith.constant 0 : index
      %101 = vector.load %arg7[%c0_47, %c0_48, %c0_49] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %102 = vector.shape_cast %101 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %103 = arith.index_cast %arg22 : i32 to index
      %c0_50 = arith.constant 0 : index
      %c0_51 = arith.constant 0 : index
      %104 = vector.load %arg16[%103, %c0_50, %c0_51] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %105 = vector.shape_cast %104 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_52 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %106 = tpu.matmul %102, %105, %cst_52 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_53 = arith.constant 0.180336878 : f32
      %107 = vector.broadcast %cst_53 : f32 to vector<128x128xf32>
      %108 = arith.mulf %106, %107 : vector<128x128xf32>
      %c0_54 = arith.constant 0 : index
      %c0_55 = arith.constant 0 : index
      %109 = vector.load %arg13[%c0_54, %c0_55] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_56 = arith.constant dense<0xFF800000> : vector<128xf32>
      %110 = vector.multi_reduction <maximumf>, %108, %cst_56 [1] : vector<128x128xf32> to vector<128xf32>
      %111 = vector.shape_cast %110 : vector<128xf32> to vector<128x1xf32>
      %112 = vector.broadcast %111 : vector<128x1xf32> to vector<128x128xf32>
      %113 = arith.maximumf %109, %112 : vector<128x128xf32>
      %cst_57 = arith.constant 0xFF800000 : f32
      %114 = vector.broadcast %cst_57 : f32 to vector<128x128xf32>
      %115 = arith.cmpf oeq, %113, %114 : vector<128x128xf32>
      %cst_58 = arith.constant 0.000000e+00 : f32
      %116 = vector.broadcast %cst_58 : f32 to vector<128x128xf32>
      %117 = arith.select %115, %116, %113 : vector<128x128xi1>, vector<128x128xf32>
      %118 = arith.subf %108, %117 : vector<128x128xf32>
      %119 = math.exp2 %118 : vector<128x128xf32>
      %120 = arith.subf %109, %117 : vector<128x128xf32>
      %121 = math.exp2 %120 : vector<128x128xf32>
      %c0_59 = arith.constant 0 : index
      %c0_60 = arith.constant 0 : index
      %122 = vector.load %arg14[%c0_59, %c0_60] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %123 = arith.mulf %121, %122 : vector<128x128xf32>
      %cst_61 = arith.constant dense<0.000000e+00> : vector<128xf32>
      %124 = vector.multi_reduction <add>, %119, %cst_61 [1] : vector<128x128xf32> to vector<128xf32>
      %125 = vector.shape_cast %124 : vector<128xf32> to vector<128x1xf32>
      %126 = vector.broadcast %125 : vector<128x1xf32> to vector<128x128xf32>
      %127 = arith.addf %123, %126 : vector<128x128xf32>
      %c0_62 = arith.constant 0 : index
      %c0_63 = arith.constant 0 : index
      %128 = vector.load %arg14[%c0_62, %c0_63] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %129 = vector.shape_cast %128 : vector<128x128xf32> to vector<128x128xf32>
      %130 = vector.shape_cast %127 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg14[%c0_62, %c0_63], %130 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %131 = arith.index_cast %arg22 : i32 to index
      %c0_64 = arith.constant 0 : index
      %c0_65 = arith.constant 0 : index
      %132 = vector.load %arg17[%131, %c0_64, %c0_65] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %133 = vector.shape_cast %132 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %134 = vector.extract_strided_slice %121 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
      %c0_66 = arith.constant 0 : index
      %c0_67 = arith.constant 0 : index
      %135 = vector.load %arg15[%c0_66, %c0_67] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %136 = arith.mulf %134, %135 : vector<128x64xf32>
      %137 = arith.truncf %119 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_68 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %138 = tpu.matmul %137, %133, %cst_68 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %139 = arith.addf %136, %138 : vector<128x64xf32>
      %c0_69 = arith.constant 0 : index
      %c0_70 = arith.constant 0 : index
      %140 = vector.load %arg15[%c0_69, %c0_70] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %141 = vector.shape_cast %140 : vector<128x64xf32> to vector<128x64xf32>
      %142 = vector.shape_cast %139 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0_69, %c0_70], %142 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0_71 = arith.constant 0 : index
      %c0_72 = arith.constant 0 : index
      %143 = vector.load %arg13[%c0_71, %c0_72] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %144 = vector.shape_cast %143 : vector<128x128xf32> to vector<128x128xf32>
      %145 = vector.shape_cast %113 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0_71, %c0_72], %145 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32_73 = arith.constant 1 : i32
      %146 = arith.subi %c1_i32_73, %arg22 : i32
      scf.yield %61, %63, %146 : i32, i32, i32
    }
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %26 = vector.load %arg14[%c0_10, %c0_11] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_12 = arith.constant 0.000000e+00 : f32
    %27 = vector.broadcast %cst_12 : f32 to vector<128x128xf32>
    %28 = arith.cmpf ogt, %26, %27 : vector<128x128xf32>
    %c0_13 = arith.constant 0 : index
    %c0_14 = arith.constant 0 : index
    %29 = vector.load %arg15[%c0_13, %c0_14] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %cst_15 = arith.constant 1.000000e+00 : f32
    %30 = vector.broadcast %cst_15 : f32 to vector<128x128xf32>
    %31 = arith.select %28, %26, %30 : vector<128x128xi1>, vector<128x128xf32>
    %32 = vector.extract_strided_slice %31 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
    %33 = arith.divf %29, %32 : vector<128x64xf32>
    %34 = arith.truncf %33 : vector<128x64xf32> to vector<128x64xbf16>
    %c0_16 = arith.constant 0 : index
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %35 = vector.load %arg11[%c0_16, %c0_17, %c0_18] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %36 = vector.shape_cast %35 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %37 = vector.shape_cast %34 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg11[%c0_16, %c0_17, %c0_18], %37 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    %c0_19 = arith.constant 0 : index
    %c0_20 = arith.constant 0 : index
    %38 = vector.load %arg13[%c0_19, %c0_20] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_21 = arith.constant 1.000000e+00 : f32
    %39 = vector.broadcast %cst_21 : f32 to vector<128x128xf32>
    %40 = arith.select %28, %26, %39 : vector<128x128xi1>, vector<128x128xf32>
    %41 = math.log %40 : vector<128x128xf32>
    %cst_22 = arith.constant 2.000000e+00 : f32
    %42 = math.log %cst_22 : f32
    %43 = vector.broadcast %42 : f32 to vector<128x128xf32>
    %44 = arith.divf %41, %43 : vector<128x128xf32>
    %45 = arith.addf %38, %44 : vector<128x128xf32>
    %cst_23 = arith.constant 1.44269502 : f32
    %46 = vector.broadcast %cst_23 : f32 to vector<128x128xf32>
    %47 = arith.divf %45, %46 : vector<128x128xf32>
    %cst_24 = arith.constant 0xFF800000 : f32
    %48 = vector.broadcast %cst_24 : f32 to vector<128x128xf32>
    %49 = arith.select %28, %47, %48 : vector<128x128xi1>, vector<128x128xf32>
    %50 = tpu.transpose %49, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %51 = vector.extract_strided_slice %50 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c0_25 = arith.constant 0 : index
    %c0_26 = arith.constant 0 : index
    %c0_27 = arith.constant 0 : index
    %52 = vector.load %arg12[%c0_25, %c0_26, %c0_27] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %53 = vector.shape_cast %52 : vector<1x1x128xf32> to vector<1x128xf32>
    %54 = vector.shape_cast %51 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c0_25, %c0_26, %c0_27], %54 {strides = array<i32>} : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dq sha256:6a62ed1cc303d162d15777887ffe09544398a5283b263676244c13c1623af7b2
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg10: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg12: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg13: memref<1x128x128xi8, #tpu.memory_space<any>>, %arg14: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x128x128xi8, #tpu.memory_space<vmem>>, %arg19: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 5 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 128>}, {}, {}, {}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %3 = vector.broadcast %cst : f32 to vector<128x64xf32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %4 = vector.load %arg15[%c0, %c0_0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %5 = vector.shape_cast %4 : vector<128x64xf32> to vector<128x64xf32>
    %6 = vector.shape_cast %3 : vector<128x64xf32> to vector<128x64xf32>
    tpu.vector_store %arg15[%c0, %c0_0], %6 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
    %c0_i32_1 = arith.constant 0 : i32
    %16 = arith.cmpi ne, %15, %c0_i32_1 : i32
    scf.if %16 {
      %c0_i32_9 = arith.constant 0 : i32
      %23 = arith.addi %2, %c0_i32_9 : i32
      %24 = arith.index_cast %9 : i32 to index
      %25 = memref.load %arg6[%24] : memref<155xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %c0_i32_10 = arith.constant 0 : i32
      %27 = arith.addi %26, %c0_i32_10 : i32
      %28 = arith.index_cast %9 : i32 to index
      %29 = memref.load %arg3[%28] : memref<155xi8, #tpu.memory_space<smem>>
      %30 = arith.extsi %29 : i8 to i32
      %c0_i32_11 = arith.constant 0 : i32
      %31 = arith.addi %30, %c0_i32_11 : i32
      %c128_i32 = arith.constant 128 : i32
      %32 = arith.muli %31, %c128_i32 : i32
      %33 = tpu.assume_multiple %32, 128 : i32
      %c128_i32_12 = arith.constant 128 : i32
      %34 = arith.muli %31, %c128_i32_12 : i32
      %35 = tpu.assume_multiple %34, 128 : i32
      %c0_i32_13 = arith.constant 0 : i32
      %c0_i32_14 = arith.constant 0 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %36 = tpu.memref_slice %arg19[%c0_i32_14, %c0_i32_15] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %37 = tpu.memref_squeeze %36 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_16 = arith.constant 0 : i32
      %c0_i32_17 = arith.constant 0 : i32
      %38 = tpu.memref_slice %arg16[%c0_i32_13, %c0_i32_16, %c0_i32_17] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %39 = tpu.memref_squeeze %38 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_18 = arith.constant 0 : i32
      %40 = tpu.memref_slice %arg11[%23, %33, %c0_i32_18] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %41 = tpu.memref_squeeze %40 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%41 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%39 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%37 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_19 = arith.constant 0 : i32
      %c0_i32_20 = arith.constant 0 : i32
      %c1_i32_21 = arith.constant 1 : i32
      %42 = tpu.memref_slice %arg19[%c0_i32_20, %c1_i32_21] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %43 = tpu.memref_squeeze %42 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_22 = arith.constant 0 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %44 = tpu.memref_slice %arg17[%c0_i32_19, %c0_i32_22, %c0_i32_23] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %45 = tpu.memref_squeeze %44 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_24 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg12[%23, %35, %c0_i32_24] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %47 = tpu.memref_squeeze %46 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%47 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%45 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%43 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_25 = arith.constant 0 : i32
      %c0_i32_26 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %48 = tpu.memref_slice %arg19[%c0_i32_26, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %49 = tpu.memref_squeeze %48 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_27 = arith.constant 0 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg18[%c0_i32_25, %c0_i32_27, %c0_i32_28] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %51 = tpu.memref_squeeze %50 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32_29 = arith.constant 0 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg13[%27, %c0_i32_29, %c0_i32_30] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %53 = tpu.memref_squeeze %52 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%53 : memref<128x128xi8, #tpu.memory_space<any>>) target(%51 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%49 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17:3 = scf.while (%arg20 = %9, %arg21 = %c0_i32_2, %arg22 = %c0_i32_3) : (i32, i32, i32) -> (i32, i32, i32) {
      %23 = arith.cmpi slt, %arg20, %13 : i32
      scf.condition(%23) %arg20, %arg21, %arg22 : i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
      %c1_i32_9 = arith.constant 1 : i32
      %23 = arith.addi %arg21, %c1_i32_9 : i32
      %24 = arith.index_cast %arg20 : i32 to index
      %25 = memref.load %arg4[%24] : memref<155xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %27 = arith.cmpi sge, %23, %26 : i32
      %c1_i32_10 = arith.constant 1 : i32
      %28 = arith.addi %arg20, %c1_i32_10 : i32
      %29 = arith.select %27, %28, %arg20 : i32
      %c1_i32_11 = arith.constant 1 : i32
      %30 = arith.addi %arg21, %c1_i32_11 : i32
      %c0_i32_12 = arith.constant 0 : i32
      %31 = arith.select %27, %c0_i32_12, %30 : i32
      %32 = arith.cmpi slt, %29, %13 : i32
      %33 = arith.extui %32 : i1 to i32
      %c0_i32_13 = arith.constant 0 : i32
      %34 = arith.cmpi ne, %33, %c0_i32_13 : i32
      scf.if %34 {
        %c0_i32_55 = arith.constant 0 : i32
        %107 = arith.addi %2, %c0_i32_55 : i32
        %108 = arith.index_cast %29 : i32 to index
        %109 = memref.load %arg6[%108] : memref<155xi8, #tpu.memory_space<smem>>
        %110 = arith.extsi %109 : i8 to i32
        %111 = arith.addi %110, %31 : i32
        %112 = arith.index_cast %29 : i32 to index
        %113 = memref.load %arg3[%112] : memref<155xi8, #tpu.memory_space<smem>>
        %114 = arith.extsi %113 : i8 to i32
        %115 = arith.addi %114, %31 : i32
        %c1_i32_56 = arith.constant 1 : i32
        %116 = arith.subi %c1_i32_56, %arg22 : i32
        %c128_i32_57 = arith.constant 128 : i32
        %117 = arith.muli %115, %c128_i32_57 : i32
        %118 = tpu.assume_multiple %117, 128 : i32
        %c128_i32_58 = arith.constant 128 : i32
        %119 = arith.muli %115, %c128_i32_58 : i32
        %120 = tpu.assume_multiple %119, 128 : i32
        %c0_i32_59 = arith.constant 0 : i32
        %121 = tpu.memref_slice %arg19[%116, %c0_i32_59] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %122 = tpu.memref_squeeze %121 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_60 = arith.constant 0 : i32
        %c0_i32_61 = arith.constant 0 : i32
        %123 = tpu.memref_slice %arg16[%116, %c0_i32_60, %c0_i32_61] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %124 = tpu.memref_squeeze %123 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_62 = arith.constant 0 : i32
        %125 = tpu.memref_slice %arg11[%107, %118, %c0_i32_62] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %126 = tpu.memref_squeeze %125 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%126 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%124 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%122 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_63 = arith.constant 1 : i32
        %127 = tpu.memref_slice %arg19[%116, %c1_i32_63] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %128 = tpu.memref_squeeze %127 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_64 = arith.constant 0 : i32
        %c0_i32_65 = arith.constant 0 : i32
        %129 = tpu.memref_slice %arg17[%116, %c0_i32_64, %c0_i32_65] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %130 = tpu.memref_squeeze %129 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_66 = arith.constant 0 : i32
        %131 = tpu.memref_slice %arg12[%107, %120, %c0_i32_66] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %132 = tpu.memref_squeeze %131 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%132 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%130 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%128 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_67 = arith.constant 2 : i32
        %133 = tpu.memref_slice %arg19[%116, %c2_i32_67] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %134 = tpu.memref_squeeze %133 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_68 = arith.constant 0 : i32
        %c0_i32_69 = arith.constant 0 : i32
        %135 = tpu.memref_slice %arg18[%116, %c0_i32_68, %c0_i32_69] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
        %136 = tpu.memref_squeeze %135 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
        %c0_i32_70 = arith.constant 0 : i32
        %c0_i32_71 = arith.constant 0 : i32
        %137 = tpu.memref_slice %arg13[%111, %c0_i32_70, %c0_i32_71] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
        %138 = tpu.memref_squeeze %137 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%138 : memref<128x128xi8, #tpu.memory_space<any>>) target(%136 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%134 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_14 = arith.constant 0 : i32
      %35 = arith.addi %2, %c0_i32_14 : i32
      %36 = arith.index_cast %arg20 : i32 to index
      %37 = memref.load %arg6[%36] : memref<155xi8, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i8 to i32
      %39 = arith.addi %38, %arg21 : i32
      %40 = arith.index_cast %arg20 : i32 to index
      %41 = memref.load %arg3[%40] : memref<155xi8, #tpu.memory_space<smem>>
      %42 = arith.extsi %41 : i8 to i32
      %43 = arith.addi %42, %arg21 : i32
      %c128_i32 = arith.constant 128 : i32
      %44 = arith.muli %43, %c128_i32 : i32
      %45 = tpu.assume_multiple %44, 128 : i32
      %c128_i32_15 = arith.constant 128 : i32
      %46 = arith.muli %43, %c128_i32_15 : i32
      %47 = tpu.assume_multiple %46, 128 : i32
      %c0_i32_16 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg19[%arg22, %c0_i32_16] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %49 = tpu.memref_squeeze %48 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_17 = arith.constant 0 : i32
      %c0_i32_18 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg16[%arg22, %c0_i32_17, %c0_i32_18] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %51 = tpu.memref_squeeze %50 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_19 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg11[%35, %45, %c0_i32_19] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %53 = tpu.memref_squeeze %52 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%49 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%53 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%51 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_20 = arith.constant 1 : i32
      %54 = tpu.memref_slice %arg19[%arg22, %c1_i32_20] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_21 = arith.constant 0 : i32
      %c0_i32_22 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg17[%arg22, %c0_i32_21, %c0_i32_22] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %57 = tpu.memref_squeeze %56 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_23 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg12[%35, %47, %c0_i32_23] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %59 = tpu.memref_squeeze %58 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%55 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%59 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%57 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %60 = tpu.memref_slice %arg19[%arg22, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg18[%arg22, %c0_i32_24, %c0_i32_25] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32_26 = arith.constant 0 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg13[%39, %c0_i32_26, %c0_i32_27] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%65 : memref<128x128xi8, #tpu.memory_space<any>>) dst(%63 : memref<128x128xi8, #tpu.memory_space<vmem>>)
      %66 = arith.index_cast %arg20 : i32 to index
      %67 = memref.load %arg5[%66] : memref<155xi8, #tpu.memory_space<smem>>
      %68 = arith.extsi %67 : i8 to i32
      %69 = arith.index_cast %arg22 : i32 to index
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %70 = vector.load %arg16[%69, %c0_28, %c0_29] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %71 = vector.shape_cast %70 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %72 = vector.load %arg7[%c0_30, %c0_31, %c0_32] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %73 = vector.shape_cast %72 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_33 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %74 = tpu.matmul %73, %71, %cst_33 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_34 = arith.constant 0.180336878 : f32
      %75 = vector.broadcast %cst_34 : f32 to vector<128x128xf32>
      %76 = arith.mulf %74, %75 : vector<128x128xf32>
      %c0_35 = arith.constant 0 : index
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %77 = vector.load %arg9[%c0_35, %c0_36, %c0_37] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %78 = vector.shape_cast %77 : vector<1x1x128xf32> to vector<128xf32>
      %79 = vector.shape_cast %78 : vector<128xf32> to vector<128x1xf32>
      %cst_38 = arith.constant 1.44269502 : f32
      %80 = vector.broadcast %cst_38 : f32 to vector<128x1xf32>
      %81 = arith.mulf %79, %80 : vector<128x1xf32>
      %82 = vector.broadcast %81 : vector<128x1xf32> to vector<128x128xf32>
      %83 = arith.subf %76, %82 : vector<128x128xf32>
      %84 = math.exp2 %83 : vector<128x128xf32>
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %c0_41 = arith.constant 0 : index
      %85 = vector.load %arg8[%c0_39, %c0_40, %c0_41] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %86 = vector.shape_cast %85 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %87 = arith.index_cast %arg22 : i32 to index
      %c0_42 = arith.constant 0 : index
      %c0_43 = arith.constant 0 : index
      %88 = vector.load %arg17[%87, %c0_42, %c0_43] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %89 = vector.shape_cast %88 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_44 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %90 = tpu.matmul %86, %89, %cst_44 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %c0_45 = arith.constant 0 : index
      %c0_46 = arith.constant 0 : index
      %c0_47 = arith.constant 0 : index
      %91 = vector.load %arg10[%c0_45, %c0_46, %c0_47] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %92 = vector.shape_cast %91 : vector<1x1x128xf32> to vector<128xf32>
      %93 = vector.shape_cast %92 : vector<128xf32> to vector<128x1xf32>
      %94 = vector.broadcast %93 : vector<128x1xf32> to vector<128x128xf32>
      %95 = arith.subf %90, %94 : vector<128x128xf32>
      %96 = arith.mulf %84, %95 : vector<128x128xf32>
      %c0_48 = arith.constant 0 : index
      %c0_49 = arith.constant 0 : index
      %97 = vector.load %arg15[%c0_48, %c0_49] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %98 = arith.truncf %96 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_50 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %99 = tpu.matmul %98, %71, %cst_50 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %cst_51 = arith.constant 1.250000e-01 : f32
      %100 = vector.broadcast %cst_51 : f32 to vector<128x64xf32>
      %101 = arith.mulf %99, %100 : vector<128x64xf32>
      %102 = arith.addf %97, %101 : vector<128x64xf32>
      %c0_52 = arith.constant 0 : index
      %c0_53 = arith.constant 0 : index
      %103 = vector.load %arg15[%c0_52, %c0_53] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %104 = vector.shape_cast %103 : vector<128x64xf32> to vector<128x64xf32>
      %105 = vector.shape_cast %102 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0_52, %c0_53], %105 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c1_i32_54 = arith.constant 1 : i32
      %106 = arith.subi %c1_i32_54, %arg22 : i32
      scf.yield %29, %31, %106 : i32, i32, i32
    }
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %18 = vector.load %arg15[%c0_4, %c0_5] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %19 = arith.truncf %18 : vector<128x64xf32> to vector<128x64xbf16>
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %c0_8 = arith.constant 0 : index
    %20 = vector.load %arg14[%c0_6, %c0_7, %c0_8] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %21 = vector.shape_cast %20 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %22 = vector.shape_cast %19 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg14[%c0_6, %c0_7, %c0_8], %22 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dkv sha256:a3932e955d56dacb9071251af5c0898e1f20c18bab9f3d18438c789a2e3f2942
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<160xi8, #tpu.memory_space<smem>>, %arg4: memref<160xi8, #tpu.memory_space<smem>>, %arg5: memref<160xi8, #tpu.memory_space<smem>>, %arg6: memref<160xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg10: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg11: memref<16x1x4096xf32, #tpu.memory_space<any>>, %arg12: memref<16x1x4096xf32, #tpu.memory_space<any>>, %arg13: memref<1x128x128xi8, #tpu.memory_space<any>>, %arg14: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg17: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg18: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg19: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg20: memref<2x1x128xf32, #tpu.memory_space<vmem>>, %arg21: memref<2x1x128xf32, #tpu.memory_space<vmem>>, %arg22: memref<2x128x128xi8, #tpu.memory_space<vmem>>, %arg23: memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 5 : i64, scratch_operands = 8 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {}, {}, {}, {}, {}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 128, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %3 = vector.broadcast %cst : f32 to vector<128x64xf32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %4 = vector.load %arg16[%c0, %c0_0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %5 = vector.shape_cast %4 : vector<128x64xf32> to vector<128x64xf32>
    %6 = vector.shape_cast %3 : vector<128x64xf32> to vector<128x64xf32>
    tpu.vector_store %arg16[%c0, %c0_0], %6 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
    %cst_1 = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_1 : f32 to vector<128x64xf32>
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %8 = vector.load %arg17[%c0_2, %c0_3] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %9 = vector.shape_cast %8 : vector<128x64xf32> to vector<128x64xf32>
    %10 = vector.shape_cast %7 : vector<128x64xf32> to vector<128x64xf32>
    tpu.vector_store %arg17[%c0_2, %c0_3], %10 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
    %c0_i32_4 = arith.constant 0 : i32
    %20 = arith.cmpi ne, %19, %c0_i32_4 : i32
    scf.if %20 {
      %c0_i32_17 = arith.constant 0 : i32
      %32 = arith.addi %2, %c0_i32_17 : i32
      %33 = arith.index_cast %13 : i32 to index
      %34 = memref.load %arg6[%33] : memref<160xi8, #tpu.memory_space<smem>>
      %35 = arith.extsi %34 : i8 to i32
      %c0_i32_18 = arith.constant 0 : i32
      %36 = arith.addi %35, %c0_i32_18 : i32
      %37 = arith.index_cast %13 : i32 to index
      %38 = memref.load %arg3[%37] : memref<160xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %c0_i32_19 = arith.constant 0 : i32
      %40 = arith.addi %39, %c0_i32_19 : i32
      %c128_i32 = arith.constant 128 : i32
      %41 = arith.muli %40, %c128_i32 : i32
      %42 = tpu.assume_multiple %41, 128 : i32
      %c128_i32_20 = arith.constant 128 : i32
      %43 = arith.muli %40, %c128_i32_20 : i32
      %44 = tpu.assume_multiple %43, 128 : i32
      %c128_i32_21 = arith.constant 128 : i32
      %45 = arith.muli %40, %c128_i32_21 : i32
      %46 = tpu.assume_multiple %45, 128 : i32
      %c128_i32_22 = arith.constant 128 : i32
      %47 = arith.muli %40, %c128_i32_22 : i32
      %48 = tpu.assume_multiple %47, 128 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg23[%c0_i32_24, %c0_i32_25] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_26 = arith.constant 0 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg18[%c0_i32_23, %c0_i32_26, %c0_i32_27] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_28 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg9[%32, %42, %c0_i32_28] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%52 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_29 = arith.constant 0 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %c1_i32_31 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg23[%c0_i32_30, %c1_i32_31] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg19[%c0_i32_29, %c0_i32_32, %c0_i32_33] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_34 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%32, %44, %c0_i32_34] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%58 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_35 = arith.constant 0 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = tpu.memref_slice %arg23[%c0_i32_36, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_37 = arith.constant 0 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg20[%c0_i32_35, %c0_i32_37, %c0_i32_38] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32_39 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg11[%32, %c0_i32_39, %46] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<1x128xf32, #tpu.memory_space<any>>) target(%64 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_40 = arith.constant 0 : i32
      %c0_i32_41 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %67 = tpu.memref_slice %arg23[%c0_i32_41, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_42 = arith.constant 0 : i32
      %c0_i32_43 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg21[%c0_i32_40, %c0_i32_42, %c0_i32_43] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32_44 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg12[%32, %c0_i32_44, %48] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1x128xf32, #tpu.memory_space<any>>) target(%70 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_45 = arith.constant 0 : i32
      %c0_i32_46 = arith.constant 0 : i32
      %c4_i32 = arith.constant 4 : i32
      %73 = tpu.memref_slice %arg23[%c0_i32_46, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_47 = arith.constant 0 : i32
      %c0_i32_48 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg22[%c0_i32_45, %c0_i32_47, %c0_i32_48] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %76 = tpu.memref_squeeze %75 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32_49 = arith.constant 0 : i32
      %c0_i32_50 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg13[%36, %c0_i32_49, %c0_i32_50] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %78 = tpu.memref_squeeze %77 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%78 : memref<128x128xi8, #tpu.memory_space<any>>) target(%76 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %21:3 = scf.while (%arg24 = %13, %arg25 = %c0_i32_5, %arg26 = %c0_i32_6) : (i32, i32, i32) -> (i32, i32, i32) {
      %32 = arith.cmpi slt, %arg24, %17 : i32
      scf.condition(%32) %arg24, %arg25, %arg26 : i32, i32, i32
    } do {
    ^bb0(%arg24: i32, %arg25: i32, %arg26: i32):
      %c1_i32_17 = arith.constant 1 : i32
      %32 = arith.addi %arg25, %c1_i32_17 : i32
      %33 = arith.index_cast %arg24 : i32 to index
      %34 = memref.load %arg4[%33] : memref<160xi8, #tpu.memory_space<smem>>
      %35 = arith.extsi %34 : i8 to i32
      %36 = arith.cmpi sge, %32, %35 : i32
      %c1_i32_18 = arith.constant 1 : i32
      %37 = arith.addi %arg24, %c1_i32_18 : i32
      %38 = arith.select %36, %37, %arg24 : i32
      %c1_i32_19 = arith.constant 1 : i32
      %39 = arith.addi %arg25, %c1_i32_19 : i32
      %c0_i32_20 = arith.constant 0 : i32
      %40 = arith.select %36, %c0_i32_20, %39 : i32
      %41 = arith.cmpi slt, %38, %17 : i32
      %42 = arith.extui %41 : i1 to i32
      %c0_i32_21 = arith.constant 0 : i32
      %43 = arith.cmpi ne, %42, %c0_i32_21 : i32
      scf.if %43 {
        %c0_i32_74 = arith.constant 0 : i32
        %139 = arith.addi %2, %c0_i32_74 : i32
        %140 = arith.index_cast %38 : i32 to index
        %141 = memref.load %arg6[%140] : memref<160xi8, #tpu.memory_space<smem>>
        %142 = arith.extsi %141 : i8 to i32
        %143 = arith.addi %142, %40 : i32
        %144 = arith.index_cast %38 : i32 to index
        %145 = memref.load %arg3[%144] : memref<160xi8, #tpu.memory_space<smem>>
        %146 = arith.extsi %145 : i8 to i32
        %147 = arith.addi %146, %40 : i32
        %c1_i32_75 = arith.constant 1 : i32
        %148 = arith.subi %c1_i32_75, %arg26 : i32
        %c128_i32_76 = arith.constant 128 : i32
        %149 = arith.muli %147, %c128_i32_76 : i32
        %150 = tpu.assume_multiple %149, 128 : i32
        %c128_i32_77 = arith.constant 128 : i32
        %151 = arith.muli %147, %c128_i32_77 : i32
        %152 = tpu.assume_multiple %151, 128 : i32
        %c128_i32_78 = arith.constant 128 : i32
        %153 = arith.muli %147, %c128_i32_78 : i32
        %154 = tpu.assume_multiple %153, 128 : i32
        %c128_i32_79 = arith.constant 128 : i32
        %155 = arith.muli %147, %c128_i32_79 : i32
        %156 = tpu.assume_multiple %155, 128 : i32
        %c0_i32_80 = arith.constant 0 : i32
        %157 = tpu.memref_slice %arg23[%148, %c0_i32_80] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %158 = tpu.memref_squeeze %157 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_81 = arith.constant 0 : i32
        %c0_i32_82 = arith.constant 0 : i32
        %159 = tpu.memref_slice %arg18[%148, %c0_i32_81, %c0_i32_82] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %160 = tpu.memref_squeeze %159 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_83 = arith.constant 0 : i32
        %161 = tpu.memref_slice %arg9[%139, %150, %c0_i32_83] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %162 = tpu.memref_squeeze %161 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%162 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%160 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%158 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_84 = arith.constant 1 : i32
        %163 = tpu.memref_slice %arg23[%148, %c1_i32_84] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %164 = tpu.memref_squeeze %163 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_85 = arith.constant 0 : i32
        %c0_i32_86 = arith.constant 0 : i32
        %165 = tpu.memref_slice %arg19[%148, %c0_i32_85, %c0_i32_86] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %166 = tpu.memref_squeeze %165 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_87 = arith.constant 0 : i32
        %167 = tpu.memref_slice %arg10[%139, %152, %c0_i32_87] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %168 = tpu.memref_squeeze %167 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%168 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%166 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%164 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_88 = arith.constant 2 : i32
        %169 = tpu.memref_slice %arg23[%148, %c2_i32_88] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %170 = tpu.memref_squeeze %169 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_89 = arith.constant 0 : i32
        %c0_i32_90 = arith.constant 0 : i32
        %171 = tpu.memref_slice %arg20[%148, %c0_i32_89, %c0_i32_90] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %172 = tpu.memref_squeeze %171 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32_91 = arith.constant 0 : i32
        %173 = tpu.memref_slice %arg11[%139, %c0_i32_91, %154] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %174 = tpu.memref_squeeze %173 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%174 : memref<1x128xf32, #tpu.memory_space<any>>) target(%172 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%170 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32_92 = arith.constant 3 : i32
        %175 = tpu.memref_slice %arg23[%148, %c3_i32_92] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %176 = tpu.memref_squeeze %175 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_93 = arith.constant 0 : i32
        %c0_i32_94 = arith.constant 0 : i32
        %177 = tpu.memref_slice %arg21[%148, %c0_i32_93, %c0_i32_94] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %178 = tpu.memref_squeeze %177 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32_95 = arith.constant 0 : i32
        %179 = tpu.memref_slice %arg12[%139, %c0_i32_95, %156] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %180 = tpu.memref_squeeze %179 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%180 : memref<1x128xf32, #tpu.memory_space<any>>) target(%178 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%176 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c4_i32_96 = arith.constant 4 : i32
        %181 = tpu.memref_slice %arg23[%148, %c4_i32_96] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %182 = tpu.memref_squeeze %181 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_97 = arith.constant 0 : i32
        %c0_i32_98 = arith.constant 0 : i32
        %183 = tpu.memref_slice %arg22[%148, %c0_i32_97, %c0_i32_98] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
        %184 = tpu.memref_squeeze %183 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
        %c0_i32_99 = arith.constant 0 : i32
        %c0_i32_100 = arith.constant 0 : i32
        %185 = tpu.memref_slice %arg13[%143, %c0_i32_99, %c0_i32_100] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
        %186 = tpu.memref_squeeze %185 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%186 : memref<128x128xi8, #tpu.memory_space<any>>) target(%184 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%182 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_22 = arith.constant 0 : i32
      %44 = arith.addi %2, %c0_i32_22 : i32
      %45 = arith.index_cast %arg24 : i32 to index
      %46 = memref.load %arg6[%45] : memref<160xi8, #tpu.memory_space<smem>>
      %47 = arith.extsi %46 : i8 to i32
      %48 = arith.addi %47, %arg25 : i32
      %49 = arith.index_cast %arg24 : i32 to index
      %50 = memref.load %arg3[%49] : memref<160xi8, #tpu.memory_space<smem>>
      %51 = arith.extsi %50 : i8 to i32
      %52 = arith.addi %51, %arg25 : i32
      %c128_i32 = arith.constant 128 : i32
      %53 = arith.muli %52, %c128_i32 : i32
      %54 = tpu.assume_multiple %53, 128 : i32
      %c128_i32_23 = arith.constant 128 : i32
      %55 = arith.muli %52, %c128_i32_23 : i32
      %56 = tpu.assume_multiple %55, 128 : i32
      %c128_i32_24 = arith.constant 128 : i32
      %57 = arith.muli %52, %c128_i32_24 : i32
      %58 = tpu.assume_multiple %57, 128 : i32
      %c128_i32_25 = arith.constant 128 : i32
      %59 = arith.muli %52, %c128_i32_25 : i32
      %60 = tpu.assume_multiple %59, 128 : i32
      %c0_i32_26 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg23[%arg26, %c0_i32_26] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_27 = arith.constant 0 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg18[%arg26, %c0_i32_27, %c0_i32_28] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_29 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg9[%44, %54, %c0_i32_29] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%66 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%64 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_30 = arith.constant 1 : i32
      %67 = tpu.memref_slice %arg23[%arg26, %c1_i32_30] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_31 = arith.constant 0 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg19[%arg26, %c0_i32_31, %c0_i32_32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_33 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg10[%44, %56, %c0_i32_33] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%72 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%70 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %73 = tpu.memref_slice %arg23[%arg26, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_34 = arith.constant 0 : i32
      %c0_i32_35 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg20[%arg26, %c0_i32_34, %c0_i32_35] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32_36 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg11[%44, %c0_i32_36, %58] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%76 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %79 = tpu.memref_slice %arg23[%arg26, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_37 = arith.constant 0 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg21[%arg26, %c0_i32_37, %c0_i32_38] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %82 = tpu.memref_squeeze %81 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32_39 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg12[%44, %c0_i32_39, %60] : memref<16x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %84 = tpu.memref_squeeze %83 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%84 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%82 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %c4_i32 = arith.constant 4 : i32
      %85 = tpu.memref_slice %arg23[%arg26, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %86 = tpu.memref_squeeze %85 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_40 = arith.constant 0 : i32
      %c0_i32_41 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg22[%arg26, %c0_i32_40, %c0_i32_41] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %88 = tpu.memref_squeeze %87 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32_42 = arith.constant 0 : i32
      %c0_i32_43 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg13[%48, %c0_i32_42, %c0_i32_43] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %90 = tpu.memref_squeeze %89 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%86 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%90 : memref<128x128xi8, #tpu.memory_space<any>>) dst(%88 : memref<128x128xi8, #tpu.memory_space<vmem>>)
      %91 = arith.index_cast %arg24 : i32 to index
      %92 = memref.load %arg5[%91] : memref<160xi8, #tpu.memory_space<smem>>
      %93 = arith.extsi %92 : i8 to i32
      %94 = arith.index_cast %arg26 : i32 to index
      %c0_44 = arith.constant 0 : index
      %c0_45 = arith.constant 0 : index
      %95 = vector.load %arg18[%94, %c0_44, %c0_45] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %96 = vector.shape_cast %95 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %97 = arith.index_cast %arg26 : i32 to index
      %c0_46 = arith.constant 0 : index
      %c0_47 = arith.constant 0 : index
      %98 = vector.load %arg19[%97, %c0_46, %c0_47] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %99 = vector.shape_cast %98 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0_48 = arith.constant 0 : index
      %c0_49 = arith.constant 0 : index
      %c0_50 = arith.constant 0 : index
      %100 = vector.load %arg7[%c0_48, %c0_49, %c0_50] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %101 = vector.shape_cast %100 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_51 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %102 = tpu.matmul %101, %96, %cst_51 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_52 = arith.constant 0.180336878 : f32
      %103 = vector.broadcast %cst_52 : f32 to vector<128x128xf32>
      %104 = arith.mulf %102, %103 : vector<128x128xf32>
      %105 = arith.index_cast %arg26 : i32 to index
      %c0_53 = arith.constant 0 : index
      %c0_54 = arith.constant 0 : index
      %106 = vector.load %arg20[%105, %c0_53, %c0_54] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %107 = vector.shape_cast %106 : vector<1x1x128xf32> to vector<1x128xf32>
      %cst_55 = arith.constant 1.44269502 : f32
      %108 = vector.broadcast %cst_55 : f32 to vector<1x128xf32>
      %109 = arith.mulf %107, %108 : vector<1x128xf32>
      %110 = vector.broadcast %109 : vector<1x128xf32> to vector<128x128xf32>
      %111 = arith.subf %104, %110 : vector<128x128xf32>
      %112 = math.exp2 %111 : vector<128x128xf32>
      %c0_56 = arith.constant 0 : index
      %c0_57 = arith.constant 0 : index
      %113 = vector.load %arg17[%c0_56, %c0_57] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %114 = arith.truncf %112 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_58 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %115 = tpu.matmul %114, %99, %cst_58 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %116 = arith.addf %113, %115 : vector<128x64xf32>
      %c0_59 = arith.constant 0 : index
      %c0_60 = arith.constant 0 : index
      %117 = vector.load %arg17[%c0_59, %c0_60] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %118 = vector.shape_cast %117 : vector<128x64xf32> to vector<128x64xf32>
      %119 = vector.shape_cast %116 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg17[%c0_59, %c0_60], %119 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0_61 = arith.constant 0 : index
      %c0_62 = arith.constant 0 : index
      %c0_63 = arith.constant 0 : index
      %120 = vector.load %arg8[%c0_61, %c0_62, %c0_63] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %121 = vector.shape_cast %120 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_64 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %122 = tpu.matmul %121, %99, %cst_64 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %123 = arith.index_cast %arg26 : i32 to index
      %c0_65 = arith.constant 0 : index
      %c0_66 = arith.constant 0 : index
      %124 = vector.load %arg21[%123, %c0_65, %c0_66] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %125 = vector.shape_cast %124 : vector<1x1x128xf32> to vector<1x128xf32>
      %126 = vector.broadcast %125 : vector<1x128xf32> to vector<128x128xf32>
      %127 = arith.subf %122, %126 : vector<128x128xf32>
      %128 = arith.mulf %112, %127 : vector<128x128xf32>
      %c0_67 = arith.constant 0 : index
      %c0_68 = arith.constant 0 : index
      %129 = vector.load %arg16[%c0_67, %c0_68] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %130 = arith.truncf %128 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_69 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %131 = tpu.matmul %130, %96, %cst_69 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %cst_70 = arith.constant 1.250000e-01 : f32
      %132 = vector.broadcast %cst_70 : f32 to vector<128x64xf32>
      %133 = arith.mulf %131, %132 : vector<128x64xf32>
      %134 = arith.addf %129, %133 : vector<128x64xf32>
      %c0_71 = arith.constant 0 : index
      %c0_72 = arith.constant 0 : index
      %135 = vector.load %arg16[%c0_71, %c0_72] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %136 = vector.shape_cast %135 : vector<128x64xf32> to vector<128x64xf32>
      %137 = vector.shape_cast %134 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg16[%c0_71, %c0_72], %137 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c1_i32_73 = arith.constant 1 : i32
      %138 = arith.subi %c1_i32_73, %arg26 : i32
      scf.yield %38, %40, %138 : i32, i32, i32
    }
    %c0_7 = arith.constant 0 : index
    %c0_8 = arith.constant 0 : index
    %22 = vector.load %arg16[%c0_7, %c0_8] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %23 = arith.truncf %22 : vector<128x64xf32> to vector<128x64xbf16>
    %c0_9 = arith.constant 0 : index
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %24 = vector.load %arg14[%c0_9, %c0_10, %c0_11] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %25 = vector.shape_cast %24 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %26 = vector.shape_cast %23 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg14[%c0_9, %c0_10, %c0_11], %26 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    %c0_12 = arith.constant 0 : index
    %c0_13 = arith.constant 0 : index
    %27 = vector.load %arg17[%c0_12, %c0_13] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %28 = arith.truncf %27 : vector<128x64xf32> to vector<128x64xbf16>
    %c0_14 = arith.constant 0 : index
    %c0_15 = arith.constant 0 : index
    %c0_16 = arith.constant 0 : index
    %29 = vector.load %arg15[%c0_14, %c0_15, %c0_16] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %30 = vector.shape_cast %29 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %31 = vector.shape_cast %28 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg15[%c0_14, %c0_15, %c0_16], %31 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<160xi8, #tpu.memory_space<smem>>, %arg4: memref<160xi8, #tpu.memory_space<smem>>, %arg5: memref<160xi8, #tpu.memory_space<smem>>, %arg6: memref<160xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<160xi8, #tpu.memory_space<smem>>, %arg4: memref<160xi8, #tpu.memory_space<smem>>, %arg5: memref<160xi8, #tpu.memory_space<smem>>, %arg6: memref<160xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<160xi8, #tpu.memory_space<smem>>, %arg4: memref<160xi8, #tpu.memory_space<smem>>, %arg5: memref<160xi8, #tpu.memory_space<smem>>, %arg6: memref<160xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<160xi8, #tpu.memory_space<smem>>, %arg4: memref<160xi8, #tpu.memory_space<smem>>, %arg5: memref<160xi8, #tpu.memory_space<smem>>, %arg6: memref<160xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
