module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>, %arg3: tensor<2xi8>, %arg4: tensor<2xi8>, %arg5: tensor<1x128x512xi8>, %arg6: tensor<9xi8>, %arg7: tensor<8xi8>, %arg8: tensor<8xi8>, %arg9: tensor<8xi8>, %arg10: tensor<8xi8>, %arg11: tensor<1x512x128xi8>, %arg12: tensor<32x128x128xbf16>, %arg13: tensor<8x4096x128xbf16>, %arg14: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result[0]"}, tensor<32x128x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:d5b831974ef106d8994abae0a7026ccc3f232e05aeee4cc2fa2c03f2e7cc965b\22, \22cost_estimate\22: {\22bytes_accessed\22: 71303168, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> (tensor<32x128x128xbf16>, tensor<32x1x128xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x128x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x128x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %3#0, %3#1, %8, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:b4c368c2d88ff4bd09d6f6108df692d0d05bd1a4fb8a9973a7ee2b7e0a8240c9\22, \22cost_estimate\22: {\22bytes_accessed\22: 72351744, \22flops\22: 12884901888, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> tensor<32x128x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg6, %arg7, %arg8, %arg9, %arg10, %1, %2, %0, %3#0, %3#1, %8, %arg11) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:bf456a783f080b8efe47d9be8fb84050dc675e0d8890d192fb398ab4395a8e68\22, \22cost_estimate\22: {\22bytes_accessed\22: 52428800, \22flops\22: 17179869184, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<9xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<1x512x128xi8>) -> (tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:d5b831974ef106d8994abae0a7026ccc3f232e05aeee4cc2fa2c03f2e7cc965b
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg9: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x512xi8, #tpu.memory_space<any>>, %arg11: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x128x512xi8, #tpu.memory_space<vmem>>, %arg19: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 1>, scalar_prefetch = 5 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {}, {}, {}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %cst = arith.constant 0xFF800000 : f32
    %2 = vector.broadcast %cst : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %3 = vector.load %arg13[%c0, %c0_0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %4 = vector.shape_cast %3 : vector<128x128xf32> to vector<128x128xf32>
    %5 = vector.shape_cast %2 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg13[%c0, %c0_0], %5 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_1 = arith.constant 0.000000e+00 : f32
    %6 = vector.broadcast %cst_1 : f32 to vector<128x128xf32>
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %7 = vector.load %arg14[%c0_2, %c0_3] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %8 = vector.shape_cast %7 : vector<128x128xf32> to vector<128x128xf32>
    %9 = vector.shape_cast %6 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg14[%c0_2, %c0_3], %9 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_4 = arith.constant 0.000000e+00 : f32
    %10 = vector.broadcast %cst_4 : f32 to vector<128x128xf32>
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %11 = vector.load %arg15[%c0_5, %c0_6] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %12 = vector.shape_cast %11 : vector<128x128xf32> to vector<128x128xf32>
    %13 = vector.shape_cast %10 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg15[%c0_5, %c0_6], %13 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
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
    %c0_i32_7 = arith.constant 0 : i32
    %23 = arith.cmpi ne, %22, %c0_i32_7 : i32
    scf.if %23 {
      %c0_i32_28 = arith.constant 0 : i32
      %53 = arith.addi %1, %c0_i32_28 : i32
      %54 = arith.index_cast %16 : i32 to index
      %55 = memref.load %arg6[%54] : memref<2xi8, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i8 to i32
      %c0_i32_29 = arith.constant 0 : i32
      %57 = arith.addi %56, %c0_i32_29 : i32
      %58 = arith.index_cast %16 : i32 to index
      %59 = memref.load %arg3[%58] : memref<2xi8, #tpu.memory_space<smem>>
      %60 = arith.extsi %59 : i8 to i32
      %c0_i32_30 = arith.constant 0 : i32
      %61 = arith.addi %60, %c0_i32_30 : i32
      %c4_i32 = arith.constant 4 : i32
      %62 = arith.divsi %53, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %63 = arith.muli %61, %c512_i32 : i32
      %64 = tpu.assume_multiple %63, 512 : i32
      %c4_i32_31 = arith.constant 4 : i32
      %65 = arith.divsi %53, %c4_i32_31 : i32
      %c512_i32_32 = arith.constant 512 : i32
      %66 = arith.muli %61, %c512_i32_32 : i32
      %67 = tpu.assume_multiple %66, 512 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %c0_i32_35 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg19[%c0_i32_34, %c0_i32_35] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_36 = arith.constant 0 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg16[%c0_i32_33, %c0_i32_36, %c0_i32_37] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_38 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg8[%62, %64, %c0_i32_38] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%73 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%71 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_39 = arith.constant 0 : i32
      %c0_i32_40 = arith.constant 0 : i32
      %c1_i32_41 = arith.constant 1 : i32
      %74 = tpu.memref_slice %arg19[%c0_i32_40, %c1_i32_41] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_42 = arith.constant 0 : i32
      %c0_i32_43 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg17[%c0_i32_39, %c0_i32_42, %c0_i32_43] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %77 = tpu.memref_squeeze %76 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_44 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg9[%65, %67, %c0_i32_44] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %79 = tpu.memref_squeeze %78 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%79 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%77 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%75 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_45 = arith.constant 0 : i32
      %c0_i32_46 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %80 = tpu.memref_slice %arg19[%c0_i32_46, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_47 = arith.constant 0 : i32
      %c0_i32_48 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg18[%c0_i32_45, %c0_i32_47, %c0_i32_48] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %83 = tpu.memref_squeeze %82 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32_49 = arith.constant 0 : i32
      %c0_i32_50 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg10[%57, %c0_i32_49, %c0_i32_50] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %85 = tpu.memref_squeeze %84 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%85 : memref<128x512xi8, #tpu.memory_space<any>>) target(%83 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_8 = arith.constant 0 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %24:3 = scf.while (%arg20 = %16, %arg21 = %c0_i32_8, %arg22 = %c0_i32_9) : (i32, i32, i32) -> (i32, i32, i32) {
      %53 = arith.cmpi slt, %arg20, %20 : i32
      scf.condition(%53) %arg20, %arg21, %arg22 : i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
      %c1_i32_28 = arith.constant 1 : i32
      %53 = arith.addi %arg21, %c1_i32_28 : i32
      %54 = arith.index_cast %arg20 : i32 to index
      %55 = memref.load %arg4[%54] : memref<2xi8, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i8 to i32
      %57 = arith.cmpi sge, %53, %56 : i32
      %c1_i32_29 = arith.constant 1 : i32
      %58 = arith.addi %arg20, %c1_i32_29 : i32
      %59 = arith.select %57, %58, %arg20 : i32
      %c1_i32_30 = arith.constant 1 : i32
      %60 = arith.addi %arg21, %c1_i32_30 : i32
      %c0_i32_31 = arith.constant 0 : i32
      %61 = arith.select %57, %c0_i32_31, %60 : i32
      %62 = arith.cmpi slt, %59, %20 : i32
      %63 = arith.extui %62 : i1 to i32
      %c0_i32_32 = arith.constant 0 : i32
      %64 = arith.cmpi ne, %63, %c0_i32_32 : i32
      scf.if %64 {
        %c0_i32_81 = arith.constant 0 : i32
        %157 = arith.addi %1, %c0_i32_81 : i32
        %158 = arith.index_cast %59 : i32 to index
        %159 = memref.load %arg6[%158] : memref<2xi8, #tpu.memory_space<smem>>
        %160 = arith.extsi %159 : i8 to i32
        %161 = arith.addi %160, %61 : i32
        %162 = arith.index_cast %59 : i32 to index
        %163 = memref.load %arg3[%162] : memref<2xi8, #tpu.memory_space<smem>>
        %164 = arith.extsi %163 : i8 to i32
        %165 = arith.addi %164, %61 : i32
        %c1_i32_82 = arith.constant 1 : i32
        %166 = arith.subi %c1_i32_82, %arg22 : i32
        %c4_i32_83 = arith.constant 4 : i32
        %167 = arith.divsi %157, %c4_i32_83 : i32
        %c512_i32_84 = arith.constant 512 : i32
        %168 = arith.muli %165, %c512_i32_84 : i32
        %169 = tpu.assume_multiple %168, 512 : i32
        %c4_i32_85 = arith.constant 4 : i32
        %170 = arith.divsi %157, %c4_i32_85 : i32
        %c512_i32_86 = arith.constant 512 : i32
        %171 = arith.muli %165, %c512_i32_86 : i32
        %172 = tpu.assume_multiple %171, 512 : i32
        %c0_i32_87 = arith.constant 0 : i32
        %173 = tpu.memref_slice %arg19[%166, %c0_i32_87] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %174 = tpu.memref_squeeze %173 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_88 = arith.constant 0 : i32
        %c0_i32_89 = arith.constant 0 : i32
        %175 = tpu.memref_slice %arg16[%166, %c0_i32_88, %c0_i32_89] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %176 = tpu.memref_squeeze %175 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_90 = arith.constant 0 : i32
        %177 = tpu.memref_slice %arg8[%167, %169, %c0_i32_90] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %178 = tpu.memref_squeeze %177 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%178 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%176 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%174 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_91 = arith.constant 1 : i32
        %179 = tpu.memref_slice %arg19[%166, %c1_i32_91] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %180 = tpu.memref_squeeze %179 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_92 = arith.constant 0 : i32
        %c0_i32_93 = arith.constant 0 : i32
        %181 = tpu.memref_slice %arg17[%166, %c0_i32_92, %c0_i32_93] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %182 = tpu.memref_squeeze %181 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_94 = arith.constant 0 : i32
        %183 = tpu.memref_slice %arg9[%170, %172, %c0_i32_94] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %184 = tpu.memref_squeeze %183 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%184 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%182 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%180 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_95 = arith.constant 2 : i32
        %185 = tpu.memref_slice %arg19[%166, %c2_i32_95] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %186 = tpu.memref_squeeze %185 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_96 = arith.constant 0 : i32
        %c0_i32_97 = arith.constant 0 : i32
        %187 = tpu.memref_slice %arg18[%166, %c0_i32_96, %c0_i32_97] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %188 = tpu.memref_squeeze %187 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0_i32_98 = arith.constant 0 : i32
        %c0_i32_99 = arith.constant 0 : i32
        %189 = tpu.memref_slice %arg10[%161, %c0_i32_98, %c0_i32_99] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
        %190 = tpu.memref_squeeze %189 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%190 : memref<128x512xi8, #tpu.memory_space<any>>) target(%188 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%186 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_33 = arith.constant 0 : i32
      %65 = arith.addi %1, %c0_i32_33 : i32
      %66 = arith.index_cast %arg20 : i32 to index
      %67 = memref.load %arg6[%66] : memref<2xi8, #tpu.memory_space<smem>>
      %68 = arith.extsi %67 : i8 to i32
      %69 = arith.addi %68, %arg21 : i32
      %70 = arith.index_cast %arg20 : i32 to index
      %71 = memref.load %arg3[%70] : memref<2xi8, #tpu.memory_space<smem>>
      %72 = arith.extsi %71 : i8 to i32
      %73 = arith.addi %72, %arg21 : i32
      %c4_i32 = arith.constant 4 : i32
      %74 = arith.divsi %65, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %75 = arith.muli %73, %c512_i32 : i32
      %76 = tpu.assume_multiple %75, 512 : i32
      %c4_i32_34 = arith.constant 4 : i32
      %77 = arith.divsi %65, %c4_i32_34 : i32
      %c512_i32_35 = arith.constant 512 : i32
      %78 = arith.muli %73, %c512_i32_35 : i32
      %79 = tpu.assume_multiple %78, 512 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg19[%arg22, %c0_i32_36] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_37 = arith.constant 0 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg16[%arg22, %c0_i32_37, %c0_i32_38] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %83 = tpu.memref_squeeze %82 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_39 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg8[%74, %76, %c0_i32_39] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%85 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%83 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_40 = arith.constant 1 : i32
      %86 = tpu.memref_slice %arg19[%arg22, %c1_i32_40] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %87 = tpu.memref_squeeze %86 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_41 = arith.constant 0 : i32
      %c0_i32_42 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg17[%arg22, %c0_i32_41, %c0_i32_42] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_43 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg9[%77, %79, %c0_i32_43] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%87 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%91 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%89 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %92 = tpu.memref_slice %arg19[%arg22, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %93 = tpu.memref_squeeze %92 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_44 = arith.constant 0 : i32
      %c0_i32_45 = arith.constant 0 : i32
      %94 = tpu.memref_slice %arg18[%arg22, %c0_i32_44, %c0_i32_45] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %95 = tpu.memref_squeeze %94 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32_46 = arith.constant 0 : i32
      %c0_i32_47 = arith.constant 0 : i32
      %96 = tpu.memref_slice %arg10[%69, %c0_i32_46, %c0_i32_47] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %97 = tpu.memref_squeeze %96 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%93 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%97 : memref<128x512xi8, #tpu.memory_space<any>>) dst(%95 : memref<128x512xi8, #tpu.memory_space<vmem>>)
      %98 = arith.index_cast %arg20 : i32 to index
      %99 = memref.load %arg5[%98] : memref<2xi8, #tpu.memory_space<smem>>
      %100 = arith.extsi %99 : i8 to i32
      %c0_48 = arith.constant 0 : index
      %c0_49 = arith.constant 0 : index
      %c0_50 = arith.constant 0 : index
      %101 = vector.load %arg7[%c0_48, %c0_49, %c0_50] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %102 = vector.shape_cast %101 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %103 = arith.index_cast %arg22 : i32 to index
      %c0_51 = arith.constant 0 : index
      %c0_52 = arith.constant 0 : index
      %104 = vector.load %arg16[%103, %c0_51, %c0_52] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %105 = vector.shape_cast %104 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_53 = arith.constant dense<0.000000e+00> : vector<128x512xf32>
      %106 = tpu.matmul %102, %105, %cst_53 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
      %cst_54 = arith.constant 0.127517432 : f32
      %107 = vector.broadcast %cst_54 : f32 to vector<128x512xf32>
      %108 = arith.mulf %106, %107 : vector<128x512xf32>
      %c2_i32_55 = arith.constant 2 : i32
      %109 = arith.cmpi eq, %100, %c2_i32_55 : i32
      %c0_i32_56 = arith.constant 0 : i32
      %c0_i32_57 = arith.constant 0 : i32
      %110 = tpu.memref_slice %arg18[%arg22, %c0_i32_56, %c0_i32_57] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %111 = tpu.memref_squeeze %110 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_58 = arith.constant 0 : index
      %c0_59 = arith.constant 0 : index
      %112 = vector.load %111[%c0_58, %c0_59] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %113 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
      %114 = arith.cmpi ne, %112, %113 : vector<128x512xi8>
      %115 = vector.broadcast %109 : i1 to vector<128x512xi1>
      %116 = arith.ori %114, %115 : vector<128x512xi1>
      %cst_60 = arith.constant 0xFF800000 : f32
      %117 = vector.broadcast %cst_60 : f32 to vector<128x512xf32>
      %118 = arith.select %116, %108, %117 : vector<128x512xi1>, vector<128x512xf32>
      %c0_61 = arith.constant 0 : index
      %c0_62 = arith.constant 0 : index
      %119 = vector.load %arg13[%c0_61, %c0_62] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_63 = arith.constant dense<0xFF800000> : vector<128xf32>
      %120 = vector.multi_reduction <maximumf>, %118, %cst_63 [1] : vector<128x512xf32> to vector<128xf32>
      %121 = vector.shape_cast %120 : vector<128xf32> to vector<128x1xf32>
      %122 = vector.broadcast %121 : vector<128x1xf32> to vector<128x128xf32>
      %123 = arith.maximumf %119, %122 : vector<128x128xf32>
      %cst_64 = arith.constant 0xFF800000 : f32
      %124 = vector.broadcast %cst_64 : f32 to vector<128x128xf32>
      %125 = arith.cmpf oeq, %123, %124 : vector<128x128xf32>
      %cst_65 = arith.constant 0.000000e+00 : f32
      %126 = vector.broadcast %cst_65 : f32 to vector<128x128xf32>
      %127 = arith.select %125, %126, %123 : vector<128x128xi1>, vector<128x128xf32>
      %128 = tpu.concatenate %127, %127, %127, %127 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
      %129 = arith.subf %118, %128 : vector<128x512xf32>
      %130 = math.exp2 %129 : vector<128x512xf32>
      %131 = arith.subf %119, %127 : vector<128x128xf32>
      %132 = math.exp2 %131 : vector<128x128xf32>
      %c0_66 = arith.constant 0 : index
      %c0_67 = arith.constant 0 : index
      %133 = vector.load %arg14[%c0_66, %c0_67] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %134 = arith.mulf %132, %133 : vector<128x128xf32>
      %cst_68 = arith.constant dense<0.000000e+00> : vector<128xf32>
      %135 = vector.multi_reduction <add>, %130, %cst_68 [1] : vector<128x512xf32> to vector<128xf32>
      %136 = vector.shape_cast %135 : vector<128xf32> to vector<128x1xf32>
      %137 = vector.broadcast %136 : vector<128x1xf32> to vector<128x128xf32>
      %138 = arith.addf %134, %137 : vector<128x128xf32>
      %c0_69 = arith.constant 0 : index
      %c0_70 = arith.constant 0 : index
      %139 = vector.load %arg14[%c0_69, %c0_70] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %140 = vector.shape_cast %139 : vector<128x128xf32> to vector<128x128xf32>
      %141 = vector.shape_cast %138 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg14[%c0_69, %c0_70], %141 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %142 = arith.index_cast %arg22 : i32 to index
      %c0_71 = arith.constant 0 : index
      %c0_72 = arith.constant 0 : index
      %143 = vector.load %arg17[%142, %c0_71, %c0_72] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %144 = vector.shape_cast %143 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_73 = arith.constant 0 : index
      %c0_74 = arith.constant 0 : index
      %145 = vector.load %arg15[%c0_73, %c0_74] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %146 = arith.mulf %132, %145 : vector<128x128xf32>
      %147 = arith.truncf %130 : vector<128x512xf32> to vector<128x512xbf16>
      %cst_75 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %148 = tpu.matmul %147, %144, %cst_75 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %149 = arith.addf %146, %148 : vector<128x128xf32>
      %c0_76 = arith.constant 0 : index
      %c0_77 = arith.constant 0 : index
      %150 = vector.load %arg15[%c0_76, %c0_77] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %151 = vector.shape_cast %150 : vector<128x128xf32> to vector<128x128xf32>
      %152 = vector.shape_cast %149 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg15[%c0_76, %c0_77], %152 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c0_78 = arith.constant 0 : index
      %c0_79 = arith.constant 0 : index
      %153 = vector.load %arg13[%c0_78, %c0_79] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %154 = vector.shape_cast %153 : vector<128x128xf32> to vector<128x128xf32>
      %155 = vector.shape_cast %123 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0_78, %c0_79], %155 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32_80 = arith.constant 1 : i32
      %156 = arith.subi %c1_i32_80, %arg22 : i32
      scf.yield %59, %61, %156 : i32, i32, i32
    }
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %25 = vector.load %arg14[%c0_10, %c0_11] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_12 = arith.constant 0.000000e+00 : f32
    %26 = vector.broadcast %cst_12 : f32 to vector<128x128xf32>
    %27 = arith.cmpf ogt, %25, %26 : vector<128x128xf32>
    %c0_13 = arith.constant 0 : index
    %c0_14 = arith.constant 0 : index
    %28 = vector.load %arg15[%c0_13, %c0_14] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_15 = arith.constant 1.000000e+00 : f32
    %29 = vector.broadcast %cst_15 : f32 to vector<128x128xf32>
    %30 = arith.select %27, %25, %29 : vector<128x128xi1>, vector<128x128xf32>
    %31 = arith.divf %28, %30 : vector<128x128xf32>
    %32 = arith.truncf %31 : vector<128x128xf32> to vector<128x128xbf16>
    %c0_16 = arith.constant 0 : index
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %33 = vector.load %arg11[%c0_16, %c0_17, %c0_18] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
    %34 = vector.shape_cast %33 : vector<1x128x128xbf16> to vector<128x128xbf16>
    %35 = vector.shape_cast %32 : vector<128x128xbf16> to vector<1x128x128xbf16>
    tpu.vector_store %arg11[%c0_16, %c0_17, %c0_18], %35 {strides = array<i32>} : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>, 
    %c0_19 = arith.constant 0 : index
    %c0_20 = arith.constant 0 : index
    %36 = vector.load %arg13[%c0_19, %c0_20] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_21 = arith.constant 1.000000e+00 : f32
    %37 = vector.broadcast %cst_21 : f32 to vector<128x128xf32>
    %38 = arith.select %27, %25, %37 : vector<128x128xi1>, vector<128x128xf32>
    %39 = math.log %38 : vector<128x128xf32>
    %cst_22 = arith.constant 2.000000e+00 : f32
    %40 = math.log %cst_22 : f32
    %41 = vector.broadcast %40 : f32 to vector<128x128xf32>
    %42 = arith.divf %39, %41 : vector<128x128xf32>
    %43 = arith.addf %36, %42 : vector<128x128xf32>
    %cst_23 = arith.constant 1.44269502 : f32
    %44 = vector.broadcast %cst_23 : f32 to vector<128x128xf32>
    %45 = arith.divf %43, %44 : vector<128x128xf32>
    %cst_24 = arith.constant 0xFF800000 : f32
    %46 = vector.broadcast %cst_24 : f32 to vector<128x128xf32>
    %47 = arith.select %27, %45, %46 : vector<128x128xi1>, vector<128x128xf32>
    %48 = tpu.transpose %47, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %49 = vector.extract_strided_slice %48 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c0_25 = arith.constant 0 : index
    %c0_26 = arith.constant 0 : index
    %c0_27 = arith.constant 0 : index
    %50 = vector.load %arg12[%c0_25, %c0_26, %c0_27] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %51 = vector.shape_cast %50 : vector<1x1x128xf32> to vector<1x128xf32>
    %52 = vector.shape_cast %49 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c0_25, %c0_26, %c0_27], %52 {strides = array<i32>} : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32_0, %arg1 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %1, %c0_i32_1, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32_0, %arg1 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %1, %c0_i32_1, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32_0, %arg1 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %1, %c0_i32_1, %c0_i32_2 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:b4c368c2d88ff4bd09d6f6108df692d0d05bd1a4fb8a9973a7ee2b7e0a8240c9
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg10: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg12: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg13: memref<1x128x512xi8, #tpu.memory_space<any>>, %arg14: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x128x512xi8, #tpu.memory_space<vmem>>, %arg19: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 1>, scalar_prefetch = 5 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 128>}, {}, {}, {}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %2 = vector.broadcast %cst : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %3 = vector.load %arg15[%c0, %c0_0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %4 = vector.shape_cast %3 : vector<128x128xf32> to vector<128x128xf32>
    %5 = vector.shape_cast %2 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg15[%c0, %c0_0], %5 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
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
    %c0_i32_1 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_1 : i32
    scf.if %15 {
      %c0_i32_9 = arith.constant 0 : i32
      %22 = arith.addi %1, %c0_i32_9 : i32
      %23 = arith.index_cast %8 : i32 to index
      %24 = memref.load %arg6[%23] : memref<2xi8, #tpu.memory_space<smem>>
      %25 = arith.extsi %24 : i8 to i32
      %c0_i32_10 = arith.constant 0 : i32
      %26 = arith.addi %25, %c0_i32_10 : i32
      %27 = arith.index_cast %8 : i32 to index
      %28 = memref.load %arg3[%27] : memref<2xi8, #tpu.memory_space<smem>>
      %29 = arith.extsi %28 : i8 to i32
      %c0_i32_11 = arith.constant 0 : i32
      %30 = arith.addi %29, %c0_i32_11 : i32
      %c4_i32 = arith.constant 4 : i32
      %31 = arith.divsi %22, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %32 = arith.muli %30, %c512_i32 : i32
      %33 = tpu.assume_multiple %32, 512 : i32
      %c4_i32_12 = arith.constant 4 : i32
      %34 = arith.divsi %22, %c4_i32_12 : i32
      %c512_i32_13 = arith.constant 512 : i32
      %35 = arith.muli %30, %c512_i32_13 : i32
      %36 = tpu.assume_multiple %35, 512 : i32
      %c0_i32_14 = arith.constant 0 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %c0_i32_16 = arith.constant 0 : i32
      %37 = tpu.memref_slice %arg19[%c0_i32_15, %c0_i32_16] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %38 = tpu.memref_squeeze %37 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_17 = arith.constant 0 : i32
      %c0_i32_18 = arith.constant 0 : i32
      %39 = tpu.memref_slice %arg16[%c0_i32_14, %c0_i32_17, %c0_i32_18] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %40 = tpu.memref_squeeze %39 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_19 = arith.constant 0 : i32
      %41 = tpu.memref_slice %arg11[%31, %33, %c0_i32_19] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %42 = tpu.memref_squeeze %41 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%42 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%40 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%38 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_20 = arith.constant 0 : i32
      %c0_i32_21 = arith.constant 0 : i32
      %c1_i32_22 = arith.constant 1 : i32
      %43 = tpu.memref_slice %arg19[%c0_i32_21, %c1_i32_22] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %44 = tpu.memref_squeeze %43 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_23 = arith.constant 0 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %45 = tpu.memref_slice %arg17[%c0_i32_20, %c0_i32_23, %c0_i32_24] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %46 = tpu.memref_squeeze %45 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_25 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg12[%34, %36, %c0_i32_25] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %48 = tpu.memref_squeeze %47 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%48 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%46 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%44 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_26 = arith.constant 0 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %49 = tpu.memref_slice %arg19[%c0_i32_27, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_28 = arith.constant 0 : i32
      %c0_i32_29 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg18[%c0_i32_26, %c0_i32_28, %c0_i32_29] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32_30 = arith.constant 0 : i32
      %c0_i32_31 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg13[%26, %c0_i32_30, %c0_i32_31] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<128x512xi8, #tpu.memory_space<any>>) target(%52 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %16:3 = scf.while (%arg20 = %8, %arg21 = %c0_i32_2, %arg22 = %c0_i32_3) : (i32, i32, i32) -> (i32, i32, i32) {
      %22 = arith.cmpi slt, %arg20, %12 : i32
      scf.condition(%22) %arg20, %arg21, %arg22 : i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
      %c1_i32_9 = arith.constant 1 : i32
      %22 = arith.addi %arg21, %c1_i32_9 : i32
      %23 = arith.index_cast %arg20 : i32 to index
      %24 = memref.load %arg4[%23] : memref<2xi8, #tpu.memory_space<smem>>
      %25 = arith.extsi %24 : i8 to i32
      %26 = arith.cmpi sge, %22, %25 : i32
      %c1_i32_10 = arith.constant 1 : i32
      %27 = arith.addi %arg20, %c1_i32_10 : i32
      %28 = arith.select %26, %27, %arg20 : i32
      %c1_i32_11 = arith.constant 1 : i32
      %29 = arith.addi %arg21, %c1_i32_11 : i32
      %c0_i32_12 = arith.constant 0 : i32
      %30 = arith.select %26, %c0_i32_12, %29 : i32
      %31 = arith.cmpi slt, %28, %12 : i32
      %32 = arith.extui %31 : i1 to i32
      %c0_i32_13 = arith.constant 0 : i32
      %33 = arith.cmpi ne, %32, %c0_i32_13 : i32
      scf.if %33 {
        %c0_i32_62 = arith.constant 0 : i32
        %118 = arith.addi %1, %c0_i32_62 : i32
        %119 = arith.index_cast %28 : i32 to index
        %120 = memref.load %arg6[%119] : memref<2xi8, #tpu.memory_space<smem>>
        %121 = arith.extsi %120 : i8 to i32
        %122 = arith.addi %121, %30 : i32
        %123 = arith.index_cast %28 : i32 to index
        %124 = memref.load %arg3[%123] : memref<2xi8, #tpu.memory_space<smem>>
        %125 = arith.extsi %124 : i8 to i32
        %126 = arith.addi %125, %30 : i32
        %c1_i32_63 = arith.constant 1 : i32
        %127 = arith.subi %c1_i32_63, %arg22 : i32
        %c4_i32_64 = arith.constant 4 : i32
        %128 = arith.divsi %118, %c4_i32_64 : i32
        %c512_i32_65 = arith.constant 512 : i32
        %129 = arith.muli %126, %c512_i32_65 : i32
        %130 = tpu.assume_multiple %129, 512 : i32
        %c4_i32_66 = arith.constant 4 : i32
        %131 = arith.divsi %118, %c4_i32_66 : i32
        %c512_i32_67 = arith.constant 512 : i32
        %132 = arith.muli %126, %c512_i32_67 : i32
        %133 = tpu.assume_multiple %132, 512 : i32
        %c0_i32_68 = arith.constant 0 : i32
        %134 = tpu.memref_slice %arg19[%127, %c0_i32_68] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %135 = tpu.memref_squeeze %134 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_69 = arith.constant 0 : i32
        %c0_i32_70 = arith.constant 0 : i32
        %136 = tpu.memref_slice %arg16[%127, %c0_i32_69, %c0_i32_70] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %137 = tpu.memref_squeeze %136 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_71 = arith.constant 0 : i32
        %138 = tpu.memref_slice %arg11[%128, %130, %c0_i32_71] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %139 = tpu.memref_squeeze %138 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%139 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%137 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%135 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_72 = arith.constant 1 : i32
        %140 = tpu.memref_slice %arg19[%127, %c1_i32_72] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %141 = tpu.memref_squeeze %140 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_73 = arith.constant 0 : i32
        %c0_i32_74 = arith.constant 0 : i32
        %142 = tpu.memref_slice %arg17[%127, %c0_i32_73, %c0_i32_74] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %143 = tpu.memref_squeeze %142 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_75 = arith.constant 0 : i32
        %144 = tpu.memref_slice %arg12[%131, %133, %c0_i32_75] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %145 = tpu.memref_squeeze %144 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%145 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%143 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%141 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_76 = arith.constant 2 : i32
        %146 = tpu.memref_slice %arg19[%127, %c2_i32_76] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %147 = tpu.memref_squeeze %146 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_77 = arith.constant 0 : i32
        %c0_i32_78 = arith.constant 0 : i32
        %148 = tpu.memref_slice %arg18[%127, %c0_i32_77, %c0_i32_78] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %149 = tpu.memref_squeeze %148 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0_i32_79 = arith.constant 0 : i32
        %c0_i32_80 = arith.constant 0 : i32
        %150 = tpu.memref_slice %arg13[%122, %c0_i32_79, %c0_i32_80] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
        %151 = tpu.memref_squeeze %150 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%151 : memref<128x512xi8, #tpu.memory_space<any>>) target(%149 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%147 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_14 = arith.constant 0 : i32
      %34 = arith.addi %1, %c0_i32_14 : i32
      %35 = arith.index_cast %arg20 : i32 to index
      %36 = memref.load %arg6[%35] : memref<2xi8, #tpu.memory_space<smem>>
      %37 = arith.extsi %36 : i8 to i32
      %38 = arith.addi %37, %arg21 : i32
      %39 = arith.index_cast %arg20 : i32 to index
      %40 = memref.load %arg3[%39] : memref<2xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %42 = arith.addi %41, %arg21 : i32
      %c4_i32 = arith.constant 4 : i32
      %43 = arith.divsi %34, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %44 = arith.muli %42, %c512_i32 : i32
      %45 = tpu.assume_multiple %44, 512 : i32
      %c4_i32_15 = arith.constant 4 : i32
      %46 = arith.divsi %34, %c4_i32_15 : i32
      %c512_i32_16 = arith.constant 512 : i32
      %47 = arith.muli %42, %c512_i32_16 : i32
      %48 = tpu.assume_multiple %47, 512 : i32
      %c0_i32_17 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg19[%arg22, %c0_i32_17] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_18 = arith.constant 0 : i32
      %c0_i32_19 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg16[%arg22, %c0_i32_18, %c0_i32_19] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_20 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg11[%43, %45, %c0_i32_20] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%54 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%52 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_21 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg19[%arg22, %c1_i32_21] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_22 = arith.constant 0 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg17[%arg22, %c0_i32_22, %c0_i32_23] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_24 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg12[%46, %48, %c0_i32_24] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%60 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%58 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %61 = tpu.memref_slice %arg19[%arg22, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_25 = arith.constant 0 : i32
      %c0_i32_26 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg18[%arg22, %c0_i32_25, %c0_i32_26] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32_27 = arith.constant 0 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg13[%38, %c0_i32_27, %c0_i32_28] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%66 : memref<128x512xi8, #tpu.memory_space<any>>) dst(%64 : memref<128x512xi8, #tpu.memory_space<vmem>>)
      %67 = arith.index_cast %arg20 : i32 to index
      %68 = memref.load %arg5[%67] : memref<2xi8, #tpu.memory_space<smem>>
      %69 = arith.extsi %68 : i8 to i32
      %70 = arith.index_cast %arg22 : i32 to index
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %71 = vector.load %arg16[%70, %c0_29, %c0_30] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %72 = vector.shape_cast %71 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %73 = vector.load %arg7[%c0_31, %c0_32, %c0_33] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %74 = vector.shape_cast %73 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %cst_34 = arith.constant dense<0.000000e+00> : vector<128x512xf32>
      %75 = tpu.matmul %74, %72, %cst_34 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
      %cst_35 = arith.constant 0.127517432 : f32
      %76 = vector.broadcast %cst_35 : f32 to vector<128x512xf32>
      %77 = arith.mulf %75, %76 : vector<128x512xf32>
      %c2_i32_36 = arith.constant 2 : i32
      %78 = arith.cmpi eq, %69, %c2_i32_36 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg18[%arg22, %c0_i32_37, %c0_i32_38] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %81 = vector.load %80[%c0_39, %c0_40] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %82 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
      %83 = arith.cmpi ne, %81, %82 : vector<128x512xi8>
      %84 = vector.broadcast %78 : i1 to vector<128x512xi1>
      %85 = arith.ori %83, %84 : vector<128x512xi1>
      %c0_41 = arith.constant 0 : index
      %c0_42 = arith.constant 0 : index
      %c0_43 = arith.constant 0 : index
      %86 = vector.load %arg9[%c0_41, %c0_42, %c0_43] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %87 = vector.shape_cast %86 : vector<1x1x128xf32> to vector<128xf32>
      %88 = vector.shape_cast %87 : vector<128xf32> to vector<128x1xf32>
      %cst_44 = arith.constant 1.44269502 : f32
      %89 = vector.broadcast %cst_44 : f32 to vector<128x1xf32>
      %90 = arith.mulf %88, %89 : vector<128x1xf32>
      %91 = vector.broadcast %90 : vector<128x1xf32> to vector<128x512xf32>
      %92 = arith.subf %77, %91 : vector<128x512xf32>
      %93 = math.exp2 %92 : vector<128x512xf32>
      %cst_45 = arith.constant 0.000000e+00 : f32
      %94 = vector.broadcast %cst_45 : f32 to vector<128x512xf32>
      %95 = arith.select %85, %93, %94 : vector<128x512xi1>, vector<128x512xf32>
      %c0_46 = arith.constant 0 : index
      %c0_47 = arith.constant 0 : index
      %c0_48 = arith.constant 0 : index
      %96 = vector.load %arg8[%c0_46, %c0_47, %c0_48] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %97 = vector.shape_cast %96 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %98 = arith.index_cast %arg22 : i32 to index
      %c0_49 = arith.constant 0 : index
      %c0_50 = arith.constant 0 : index
      %99 = vector.load %arg17[%98, %c0_49, %c0_50] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %100 = vector.shape_cast %99 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_51 = arith.constant dense<0.000000e+00> : vector<128x512xf32>
      %101 = tpu.matmul %97, %100, %cst_51 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
      %c0_52 = arith.constant 0 : index
      %c0_53 = arith.constant 0 : index
      %c0_54 = arith.constant 0 : index
      %102 = vector.load %arg10[%c0_52, %c0_53, %c0_54] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %103 = vector.shape_cast %102 : vector<1x1x128xf32> to vector<128xf32>
      %104 = vector.shape_cast %103 : vector<128xf32> to vector<128x1xf32>
      %105 = vector.broadcast %104 : vector<128x1xf32> to vector<128x512xf32>
      %106 = arith.subf %101, %105 : vector<128x512xf32>
      %107 = arith.mulf %95, %106 : vector<128x512xf32>
      %c0_55 = arith.constant 0 : index
      %c0_56 = arith.constant 0 : index
      %108 = vector.load %arg15[%c0_55, %c0_56] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %109 = arith.truncf %107 : vector<128x512xf32> to vector<128x512xbf16>
      %cst_57 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %110 = tpu.matmul %109, %72, %cst_57 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_58 = arith.constant 0.0883883461 : f32
      %111 = vector.broadcast %cst_58 : f32 to vector<128x128xf32>
      %112 = arith.mulf %110, %111 : vector<128x128xf32>
      %113 = arith.addf %108, %112 : vector<128x128xf32>
      %c0_59 = arith.constant 0 : index
      %c0_60 = arith.constant 0 : index
      %114 = vector.load %arg15[%c0_59, %c0_60] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %115 = vector.shape_cast %114 : vector<128x128xf32> to vector<128x128xf32>
      %116 = vector.shape_cast %113 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg15[%c0_59, %c0_60], %116 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32_61 = arith.constant 1 : i32
      %117 = arith.subi %c1_i32_61, %arg22 : i32
      scf.yield %28, %30, %117 : i32, i32, i32
    }
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %17 = vector.load %arg15[%c0_4, %c0_5] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %18 = arith.truncf %17 : vector<128x128xf32> to vector<128x128xbf16>
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %c0_8 = arith.constant 0 : index
    %19 = vector.load %arg14[%c0_6, %c0_7, %c0_8] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
    %20 = vector.shape_cast %19 : vector<1x128x128xbf16> to vector<128x128xbf16>
    %21 = vector.shape_cast %18 : vector<128x128xbf16> to vector<1x128x128xbf16>
    tpu.vector_store %arg14[%c0_6, %c0_7, %c0_8], %21 {strides = array<i32>} : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32_0, %arg1 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %1, %c0_i32_1, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32_0, %arg1 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %1, %c0_i32_1, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32_0, %arg1 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %1, %c0_i32_1, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32_0, %arg1 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %1, %c0_i32_1, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32_0, %arg1 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %1, %c0_i32_1, %c0_i32_2 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:bf456a783f080b8efe47d9be8fb84050dc675e0d8890d192fb398ab4395a8e68
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<32x128x128xbf16, #tpu.memory_space<any>>, %arg11: memref<32x128x128xbf16, #tpu.memory_space<any>>, %arg12: memref<32x1x128xf32, #tpu.memory_space<any>>, %arg13: memref<32x1x128xf32, #tpu.memory_space<any>>, %arg14: memref<1x512x128xi8, #tpu.memory_space<any>>, %arg15: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg18: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg19: memref<2x128x128xbf16, #tpu.memory_space<vmem>>, %arg20: memref<2x128x128xbf16, #tpu.memory_space<vmem>>, %arg21: memref<2x1x128xf32, #tpu.memory_space<vmem>>, %arg22: memref<2x1x128xf32, #tpu.memory_space<vmem>>, %arg23: memref<2x512x128xi8, #tpu.memory_space<vmem>>, %arg24: memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 8, 4>, scalar_prefetch = 5 : i64, scratch_operands = 8 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32_0 : i32
    %c3_i32 = arith.constant 3 : i32
    %6 = arith.cmpi eq, %arg2, %c3_i32 : i32
    %7 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %8 = arith.cmpi ne, %7, %c0_i32_1 : i32
    scf.if %8 {
      %cst = arith.constant 0.000000e+00 : f32
      %22 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %23 = vector.load %arg17[%c0, %c0_6] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %24 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      %25 = vector.shape_cast %22 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg17[%c0, %c0_6], %25 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_7 = arith.constant 0.000000e+00 : f32
      %26 = vector.broadcast %cst_7 : f32 to vector<512x128xf32>
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %27 = vector.load %arg18[%c0_8, %c0_9] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %28 = vector.shape_cast %27 : vector<512x128xf32> to vector<512x128xf32>
      %29 = vector.shape_cast %26 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg18[%c0_8, %c0_9], %29 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
    %c0_i32_2 = arith.constant 0 : i32
    %18 = arith.cmpi ne, %17, %c0_i32_2 : i32
    scf.if %18 {
      %c0_i32_6 = arith.constant 0 : i32
      %22 = arith.addi %4, %c0_i32_6 : i32
      %23 = arith.index_cast %11 : i32 to index
      %24 = memref.load %arg7[%23] : memref<8xi8, #tpu.memory_space<smem>>
      %25 = arith.extsi %24 : i8 to i32
      %c0_i32_7 = arith.constant 0 : i32
      %26 = arith.addi %25, %c0_i32_7 : i32
      %27 = arith.index_cast %11 : i32 to index
      %28 = memref.load %arg4[%27] : memref<8xi8, #tpu.memory_space<smem>>
      %29 = arith.extsi %28 : i8 to i32
      %c0_i32_8 = arith.constant 0 : i32
      %30 = arith.addi %29, %c0_i32_8 : i32
      %c128_i32 = arith.constant 128 : i32
      %31 = arith.muli %30, %c128_i32 : i32
      %32 = tpu.assume_multiple %31, 128 : i32
      %c128_i32_9 = arith.constant 128 : i32
      %33 = arith.muli %30, %c128_i32_9 : i32
      %34 = tpu.assume_multiple %33, 128 : i32
      %c128_i32_10 = arith.constant 128 : i32
      %35 = arith.muli %30, %c128_i32_10 : i32
      %36 = tpu.assume_multiple %35, 128 : i32
      %c128_i32_11 = arith.constant 128 : i32
      %37 = arith.muli %30, %c128_i32_11 : i32
      %38 = tpu.assume_multiple %37, 128 : i32
      %c0_i32_12 = arith.constant 0 : i32
      %c0_i32_13 = arith.constant 0 : i32
      %c0_i32_14 = arith.constant 0 : i32
      %39 = tpu.memref_slice %arg24[%c0_i32_13, %c0_i32_14] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %40 = tpu.memref_squeeze %39 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_15 = arith.constant 0 : i32
      %c0_i32_16 = arith.constant 0 : i32
      %41 = tpu.memref_slice %arg19[%c0_i32_12, %c0_i32_15, %c0_i32_16] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
      %42 = tpu.memref_squeeze %41 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_17 = arith.constant 0 : i32
      %43 = tpu.memref_slice %arg10[%22, %32, %c0_i32_17] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
      %44 = tpu.memref_squeeze %43 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%44 : memref<128x128xbf16, #tpu.memory_space<any>>) target(%42 : memref<128x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%40 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_18 = arith.constant 0 : i32
      %c0_i32_19 = arith.constant 0 : i32
      %c1_i32_20 = arith.constant 1 : i32
      %45 = tpu.memref_slice %arg24[%c0_i32_19, %c1_i32_20] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %46 = tpu.memref_squeeze %45 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_21 = arith.constant 0 : i32
      %c0_i32_22 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg20[%c0_i32_18, %c0_i32_21, %c0_i32_22] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
      %48 = tpu.memref_squeeze %47 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_23 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg11[%22, %34, %c0_i32_23] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
      %50 = tpu.memref_squeeze %49 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%50 : memref<128x128xbf16, #tpu.memory_space<any>>) target(%48 : memref<128x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%46 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %51 = tpu.memref_slice %arg24[%c0_i32_25, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_26 = arith.constant 0 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg21[%c0_i32_24, %c0_i32_26, %c0_i32_27] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %54 = tpu.memref_squeeze %53 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32_28 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg12[%22, %c0_i32_28, %36] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%56 : memref<1x128xf32, #tpu.memory_space<any>>) target(%54 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_29 = arith.constant 0 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %c3_i32_31 = arith.constant 3 : i32
      %57 = tpu.memref_slice %arg24[%c0_i32_30, %c3_i32_31] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg22[%c0_i32_29, %c0_i32_32, %c0_i32_33] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32_34 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg13[%22, %c0_i32_34, %38] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%62 : memref<1x128xf32, #tpu.memory_space<any>>) target(%60 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_35 = arith.constant 0 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %c4_i32_37 = arith.constant 4 : i32
      %63 = tpu.memref_slice %arg24[%c0_i32_36, %c4_i32_37] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_38 = arith.constant 0 : i32
      %c0_i32_39 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg23[%c0_i32_35, %c0_i32_38, %c0_i32_39] : memref<2x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
      %c0_i32_40 = arith.constant 0 : i32
      %c0_i32_41 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg14[%26, %c0_i32_40, %c0_i32_41] : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<1x512x128xi8, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<512x128xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%68 : memref<512x128xi8, #tpu.memory_space<any>>) target(%66 : memref<512x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_3 = arith.constant 0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %19:3 = scf.while (%arg25 = %11, %arg26 = %c0_i32_3, %arg27 = %c0_i32_4) : (i32, i32, i32) -> (i32, i32, i32) {
      %22 = arith.cmpi slt, %arg25, %15 : i32
      scf.condition(%22) %arg25, %arg26, %arg27 : i32, i32, i32
    } do {
    ^bb0(%arg25: i32, %arg26: i32, %arg27: i32):
      %c1_i32_6 = arith.constant 1 : i32
      %22 = arith.addi %arg26, %c1_i32_6 : i32
      %23 = arith.index_cast %arg25 : i32 to index
      %24 = memref.load %arg5[%23] : memref<8xi8, #tpu.memory_space<smem>>
      %25 = arith.extsi %24 : i8 to i32
      %26 = arith.cmpi sge, %22, %25 : i32
      %c1_i32_7 = arith.constant 1 : i32
      %27 = arith.addi %arg25, %c1_i32_7 : i32
      %28 = arith.select %26, %27, %arg25 : i32
      %c1_i32_8 = arith.constant 1 : i32
      %29 = arith.addi %arg26, %c1_i32_8 : i32
      %c0_i32_9 = arith.constant 0 : i32
      %30 = arith.select %26, %c0_i32_9, %29 : i32
      %31 = arith.cmpi slt, %28, %15 : i32
      %32 = arith.extui %31 : i1 to i32
      %c0_i32_10 = arith.constant 0 : i32
      %33 = arith.cmpi ne, %32, %c0_i32_10 : i32
      scf.if %33 {
        %c0_i32_69 = arith.constant 0 : i32
        %139 = arith.addi %4, %c0_i32_69 : i32
        %140 = arith.index_cast %28 : i32 to index
        %141 = memref.load %arg7[%140] : memref<8xi8, #tpu.memory_space<smem>>
        %142 = arith.extsi %141 : i8 to i32
        %143 = arith.addi %142, %30 : i32
        %144 = arith.index_cast %28 : i32 to index
        %145 = memref.load %arg4[%144] : memref<8xi8, #tpu.memory_space<smem>>
        %146 = arith.extsi %145 : i8 to i32
        %147 = arith.addi %146, %30 : i32
        %c1_i32_70 = arith.constant 1 : i32
        %148 = arith.subi %c1_i32_70, %arg27 : i32
        %c128_i32_71 = arith.constant 128 : i32
        %149 = arith.muli %147, %c128_i32_71 : i32
        %150 = tpu.assume_multiple %149, 128 : i32
        %c128_i32_72 = arith.constant 128 : i32
        %151 = arith.muli %147, %c128_i32_72 : i32
        %152 = tpu.assume_multiple %151, 128 : i32
        %c128_i32_73 = arith.constant 128 : i32
        %153 = arith.muli %147, %c128_i32_73 : i32
        %154 = tpu.assume_multiple %153, 128 : i32
        %c128_i32_74 = arith.constant 128 : i32
        %155 = arith.muli %147, %c128_i32_74 : i32
        %156 = tpu.assume_multiple %155, 128 : i32
        %c0_i32_75 = arith.constant 0 : i32
        %157 = tpu.memref_slice %arg24[%148, %c0_i32_75] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %158 = tpu.memref_squeeze %157 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_76 = arith.constant 0 : i32
        %c0_i32_77 = arith.constant 0 : i32
        %159 = tpu.memref_slice %arg19[%148, %c0_i32_76, %c0_i32_77] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
        %160 = tpu.memref_squeeze %159 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_78 = arith.constant 0 : i32
        %161 = tpu.memref_slice %arg10[%139, %150, %c0_i32_78] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
        %162 = tpu.memref_squeeze %161 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%162 : memref<128x128xbf16, #tpu.memory_space<any>>) target(%160 : memref<128x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%158 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_79 = arith.constant 1 : i32
        %163 = tpu.memref_slice %arg24[%148, %c1_i32_79] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %164 = tpu.memref_squeeze %163 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_80 = arith.constant 0 : i32
        %c0_i32_81 = arith.constant 0 : i32
        %165 = tpu.memref_slice %arg20[%148, %c0_i32_80, %c0_i32_81] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
        %166 = tpu.memref_squeeze %165 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_82 = arith.constant 0 : i32
        %167 = tpu.memref_slice %arg11[%139, %152, %c0_i32_82] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
        %168 = tpu.memref_squeeze %167 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%168 : memref<128x128xbf16, #tpu.memory_space<any>>) target(%166 : memref<128x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%164 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_83 = arith.constant 2 : i32
        %169 = tpu.memref_slice %arg24[%148, %c2_i32_83] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %170 = tpu.memref_squeeze %169 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_84 = arith.constant 0 : i32
        %c0_i32_85 = arith.constant 0 : i32
        %171 = tpu.memref_slice %arg21[%148, %c0_i32_84, %c0_i32_85] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %172 = tpu.memref_squeeze %171 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32_86 = arith.constant 0 : i32
        %173 = tpu.memref_slice %arg12[%139, %c0_i32_86, %154] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %174 = tpu.memref_squeeze %173 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%174 : memref<1x128xf32, #tpu.memory_space<any>>) target(%172 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%170 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32_87 = arith.constant 3 : i32
        %175 = tpu.memref_slice %arg24[%148, %c3_i32_87] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %176 = tpu.memref_squeeze %175 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_88 = arith.constant 0 : i32
        %c0_i32_89 = arith.constant 0 : i32
        %177 = tpu.memref_slice %arg22[%148, %c0_i32_88, %c0_i32_89] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %178 = tpu.memref_squeeze %177 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32_90 = arith.constant 0 : i32
        %179 = tpu.memref_slice %arg13[%139, %c0_i32_90, %156] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %180 = tpu.memref_squeeze %179 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%180 : memref<1x128xf32, #tpu.memory_space<any>>) target(%178 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%176 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c4_i32_91 = arith.constant 4 : i32
        %181 = tpu.memref_slice %arg24[%148, %c4_i32_91] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %182 = tpu.memref_squeeze %181 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_92 = arith.constant 0 : i32
        %c0_i32_93 = arith.constant 0 : i32
        %183 = tpu.memref_slice %arg23[%148, %c0_i32_92, %c0_i32_93] : memref<2x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
        %184 = tpu.memref_squeeze %183 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
        %c0_i32_94 = arith.constant 0 : i32
        %c0_i32_95 = arith.constant 0 : i32
        %185 = tpu.memref_slice %arg14[%143, %c0_i32_94, %c0_i32_95] : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<1x512x128xi8, #tpu.memory_space<any>>
        %186 = tpu.memref_squeeze %185 : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<512x128xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%186 : memref<512x128xi8, #tpu.memory_space<any>>) target(%184 : memref<512x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%182 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_11 = arith.constant 0 : i32
      %34 = arith.addi %4, %c0_i32_11 : i32
      %35 = arith.index_cast %arg25 : i32 to index
      %36 = memref.load %arg7[%35] : memref<8xi8, #tpu.memory_space<smem>>
      %37 = arith.extsi %36 : i8 to i32
      %38 = arith.addi %37, %arg26 : i32
      %39 = arith.index_cast %arg25 : i32 to index
      %40 = memref.load %arg4[%39] : memref<8xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %42 = arith.addi %41, %arg26 : i32
      %c128_i32 = arith.constant 128 : i32
      %43 = arith.muli %42, %c128_i32 : i32
      %44 = tpu.assume_multiple %43, 128 : i32
      %c128_i32_12 = arith.constant 128 : i32
      %45 = arith.muli %42, %c128_i32_12 : i32
      %46 = tpu.assume_multiple %45, 128 : i32
      %c128_i32_13 = arith.constant 128 : i32
      %47 = arith.muli %42, %c128_i32_13 : i32
      %48 = tpu.assume_multiple %47, 128 : i32
      %c128_i32_14 = arith.constant 128 : i32
      %49 = arith.muli %42, %c128_i32_14 : i32
      %50 = tpu.assume_multiple %49, 128 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg24[%arg27, %c0_i32_15] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_16 = arith.constant 0 : i32
      %c0_i32_17 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg19[%arg27, %c0_i32_16, %c0_i32_17] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
      %54 = tpu.memref_squeeze %53 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_18 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg10[%34, %44, %c0_i32_18] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
      %56 = tpu.memref_squeeze %55 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<128x128xbf16, #tpu.memory_space<any>>) dst(%54 : memref<128x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_19 = arith.constant 1 : i32
      %57 = tpu.memref_slice %arg24[%arg27, %c1_i32_19] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_20 = arith.constant 0 : i32
      %c0_i32_21 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg20[%arg27, %c0_i32_20, %c0_i32_21] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
      %60 = tpu.memref_squeeze %59 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_22 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg11[%34, %46, %c0_i32_22] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
      %62 = tpu.memref_squeeze %61 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%62 : memref<128x128xbf16, #tpu.memory_space<any>>) dst(%60 : memref<128x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %63 = tpu.memref_slice %arg24[%arg27, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_23 = arith.constant 0 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg21[%arg27, %c0_i32_23, %c0_i32_24] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32_25 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg12[%34, %c0_i32_25, %48] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%66 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %c3_i32_26 = arith.constant 3 : i32
      %69 = tpu.memref_slice %arg24[%arg27, %c3_i32_26] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_27 = arith.constant 0 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg22[%arg27, %c0_i32_27, %c0_i32_28] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32_29 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg13[%34, %c0_i32_29, %50] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%72 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %c4_i32_30 = arith.constant 4 : i32
      %75 = tpu.memref_slice %arg24[%arg27, %c4_i32_30] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_31 = arith.constant 0 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg23[%arg27, %c0_i32_31, %c0_i32_32] : memref<2x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
      %78 = tpu.memref_squeeze %77 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg14[%38, %c0_i32_33, %c0_i32_34] : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<1x512x128xi8, #tpu.memory_space<any>>
      %80 = tpu.memref_squeeze %79 : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<512x128xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%80 : memref<512x128xi8, #tpu.memory_space<any>>) dst(%78 : memref<512x128xi8, #tpu.memory_space<vmem>>)
      %81 = arith.index_cast %arg25 : i32 to index
      %82 = memref.load %arg6[%81] : memref<8xi8, #tpu.memory_space<smem>>
      %83 = arith.extsi %82 : i8 to i32
      %84 = arith.index_cast %arg27 : i32 to index
      %c0 = arith.constant 0 : index
      %c0_35 = arith.constant 0 : index
      %85 = vector.load %arg19[%84, %c0, %c0_35] : memref<2x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %86 = vector.shape_cast %85 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %87 = arith.index_cast %arg27 : i32 to index
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %88 = vector.load %arg20[%87, %c0_36, %c0_37] : memref<2x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %89 = vector.shape_cast %88 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %90 = vector.load %arg8[%c0_38, %c0_39, %c0_40] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %91 = vector.shape_cast %90 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %92 = tpu.matmul %91, %86, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_41 = arith.constant 0.127517432 : f32
      %93 = vector.broadcast %cst_41 : f32 to vector<512x128xf32>
      %94 = arith.mulf %92, %93 : vector<512x128xf32>
      %c2_i32_42 = arith.constant 2 : i32
      %95 = arith.cmpi eq, %83, %c2_i32_42 : i32
      %c0_i32_43 = arith.constant 0 : i32
      %c0_i32_44 = arith.constant 0 : i32
      %96 = tpu.memref_slice %arg23[%arg27, %c0_i32_43, %c0_i32_44] : memref<2x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
      %97 = tpu.memref_squeeze %96 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
      %c0_45 = arith.constant 0 : index
      %c0_46 = arith.constant 0 : index
      %98 = vector.load %97[%c0_45, %c0_46] : memref<512x128xi8, #tpu.memory_space<vmem>>, vector<512x128xi8>
      %c0_i8 = arith.constant 0 : i8
      %99 = vector.broadcast %c0_i8 : i8 to vector<512x128xi8>
      %100 = arith.cmpi ne, %98, %99 : vector<512x128xi8>
      %101 = vector.broadcast %95 : i1 to vector<512x128xi1>
      %102 = arith.ori %100, %101 : vector<512x128xi1>
      %103 = arith.index_cast %arg27 : i32 to index
      %c0_47 = arith.constant 0 : index
      %c0_48 = arith.constant 0 : index
      %104 = vector.load %arg21[%103, %c0_47, %c0_48] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %105 = vector.shape_cast %104 : vector<1x1x128xf32> to vector<1x128xf32>
      %cst_49 = arith.constant 1.44269502 : f32
      %106 = vector.broadcast %cst_49 : f32 to vector<1x128xf32>
      %107 = arith.mulf %105, %106 : vector<1x128xf32>
      %108 = vector.broadcast %107 : vector<1x128xf32> to vector<512x128xf32>
      %109 = arith.subf %94, %108 : vector<512x128xf32>
      %110 = math.exp2 %109 : vector<512x128xf32>
      %cst_50 = arith.constant 0.000000e+00 : f32
      %111 = vector.broadcast %cst_50 : f32 to vector<512x128xf32>
      %112 = arith.select %102, %110, %111 : vector<512x128xi1>, vector<512x128xf32>
      %c0_51 = arith.constant 0 : index
      %c0_52 = arith.constant 0 : index
      %113 = vector.load %arg18[%c0_51, %c0_52] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %114 = arith.truncf %112 : vector<512x128xf32> to vector<512x128xbf16>
      %cst_53 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %115 = tpu.matmul %114, %89, %cst_53 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %116 = arith.addf %113, %115 : vector<512x128xf32>
      %c0_54 = arith.constant 0 : index
      %c0_55 = arith.constant 0 : index
      %117 = vector.load %arg18[%c0_54, %c0_55] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %118 = vector.shape_cast %117 : vector<512x128xf32> to vector<512x128xf32>
      %119 = vector.shape_cast %116 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg18[%c0_54, %c0_55], %119 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_56 = arith.constant 0 : index
      %c0_57 = arith.constant 0 : index
      %c0_58 = arith.constant 0 : index
      %120 = vector.load %arg9[%c0_56, %c0_57, %c0_58] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %121 = vector.shape_cast %120 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_59 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %122 = tpu.matmul %121, %89, %cst_59 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %123 = arith.index_cast %arg27 : i32 to index
      %c0_60 = arith.constant 0 : index
      %c0_61 = arith.constant 0 : index
      %124 = vector.load %arg22[%123, %c0_60, %c0_61] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %125 = vector.shape_cast %124 : vector<1x1x128xf32> to vector<1x128xf32>
      %126 = vector.broadcast %125 : vector<1x128xf32> to vector<512x128xf32>
      %127 = arith.subf %122, %126 : vector<512x128xf32>
      %128 = arith.mulf %112, %127 : vector<512x128xf32>
      %c0_62 = arith.constant 0 : index
      %c0_63 = arith.constant 0 : index
      %129 = vector.load %arg17[%c0_62, %c0_63] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %130 = arith.truncf %128 : vector<512x128xf32> to vector<512x128xbf16>
      %cst_64 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %131 = tpu.matmul %130, %86, %cst_64 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_65 = arith.constant 0.0883883461 : f32
      %132 = vector.broadcast %cst_65 : f32 to vector<512x128xf32>
      %133 = arith.mulf %131, %132 : vector<512x128xf32>
      %134 = arith.addf %129, %133 : vector<512x128xf32>
      %c0_66 = arith.constant 0 : index
      %c0_67 = arith.constant 0 : index
      %135 = vector.load %arg17[%c0_66, %c0_67] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %136 = vector.shape_cast %135 : vector<512x128xf32> to vector<512x128xf32>
      %137 = vector.shape_cast %134 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg17[%c0_66, %c0_67], %137 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_68 = arith.constant 1 : i32
      %138 = arith.subi %c1_i32_68, %arg27 : i32
      scf.yield %28, %30, %138 : i32, i32, i32
    }
    %20 = arith.extui %6 : i1 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %21 = arith.cmpi ne, %20, %c0_i32_5 : i32
    scf.if %21 {
      %c0 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %22 = vector.load %arg17[%c0, %c0_6] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %23 = arith.truncf %22 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %24 = vector.load %arg15[%c0_7, %c0_8, %c0_9] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %25 = vector.shape_cast %24 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %26 = vector.shape_cast %23 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg15[%c0_7, %c0_8, %c0_9], %26 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %27 = vector.load %arg18[%c0_10, %c0_11] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %28 = arith.truncf %27 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %29 = vector.load %arg16[%c0_12, %c0_13, %c0_14] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %30 = vector.shape_cast %29 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %31 = vector.shape_cast %28 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg16[%c0_12, %c0_13, %c0_14], %31 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
    %c4_i32_0 = arith.constant 4 : i32
    %5 = arith.divsi %4, %c4_i32_0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32_1, %arg1 : i32
    %c8_i32_2 = arith.constant 8 : i32
    %7 = arith.remsi %6, %c8_i32_2 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    return %5, %7, %c0_i32_3 : i32, i32, i32
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
    %c4_i32_0 = arith.constant 4 : i32
    %5 = arith.divsi %4, %c4_i32_0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32_1, %arg1 : i32
    %c8_i32_2 = arith.constant 8 : i32
    %7 = arith.remsi %6, %c8_i32_2 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    return %5, %7, %c0_i32_3 : i32, i32, i32
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
    %c4_i32_0 = arith.constant 4 : i32
    %5 = arith.divsi %4, %c4_i32_0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32_1, %arg1 : i32
    %c8_i32_2 = arith.constant 8 : i32
    %7 = arith.remsi %6, %c8_i32_2 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    return %5, %7, %c0_i32_3 : i32, i32, i32
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
    %c4_i32_0 = arith.constant 4 : i32
    %5 = arith.divsi %4, %c4_i32_0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32_1, %arg1 : i32
    %c8_i32_2 = arith.constant 8 : i32
    %7 = arith.remsi %6, %c8_i32_2 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    return %5, %7, %c0_i32_3 : i32, i32, i32
  }
}
