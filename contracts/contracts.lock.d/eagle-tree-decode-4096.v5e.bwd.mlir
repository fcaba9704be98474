module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>, %arg3: tensor<2xi8>, %arg4: tensor<2xi8>, %arg5: tensor<1x128x512xi8>, %arg6: tensor<9xi8>, %arg7: tensor<8xi8>, %arg8: tensor<8xi8>, %arg9: tensor<8xi8>, %arg10: tensor<8xi8>, %arg11: tensor<1x512x128xi8>, %arg12: tensor<32x128x128xbf16>, %arg13: tensor<8x4096x128xbf16>, %arg14: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result[0]"}, tensor<32x128x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:3dd9be80e8b2fbd9c81053d8c91062d4ea29c0cbe6adbed40def5dfdb66da186\22, \22cost_estimate\22: {\22bytes_accessed\22: 71303168, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> (tensor<32x128x128xbf16>, tensor<32x1x128xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x128x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x128x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %3#0, %3#1, %8, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:3abda7dc9a0cd11704e3e2e8667b22304e8a15c444dc77ae0c4357d87a3d67fc\22, \22cost_estimate\22: {\22bytes_accessed\22: 72351744, \22flops\22: 12884901888, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> tensor<32x128x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg6, %arg7, %arg8, %arg9, %arg10, %1, %2, %0, %3#0, %3#1, %8, %arg11) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:bac93dd53879f5cb7f9c9ea3f0664cda5313407fd7eecec858767aa0096803c3\22, \22cost_estimate\22: {\22bytes_accessed\22: 52428800, \22flops\22: 17179869184, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<9xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<1x512x128xi8>) -> (tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:3dd9be80e8b2fbd9c81053d8c91062d4ea29c0cbe6adbed40def5dfdb66da186
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg9: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x512xi8, #tpu.memory_space<any>>, %arg11: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x128x512xi8, #tpu.memory_space<vmem>>, %arg19: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 1>, scalar_prefetch = 5 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {}, {}, {}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}]} {
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
      %55 = memref.load %arg6[%54] : memref<2xi8, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i8 to i32
      %57 = arith.index_cast %16 : i32 to index
      %58 = memref.load %arg5[%57] : memref<2xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %59 = arith.cmpi eq, %58, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = arith.select %59, %c0_i32, %c0_i32 : i32
      %61 = arith.addi %56, %60 : i32
      %62 = arith.index_cast %16 : i32 to index
      %63 = memref.load %arg3[%62] : memref<2xi8, #tpu.memory_space<smem>>
      %64 = arith.extsi %63 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %65 = arith.addi %64, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %66 = arith.divsi %53, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %67 = arith.muli %65, %c512_i32 : i32
      %68 = tpu.assume_multiple %67, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %69 = arith.divsi %53, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %70 = arith.muli %65, %c512_i32 : i32
      %71 = tpu.assume_multiple %70, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg19[%c0_i32, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg8[%66, %68, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %77 = tpu.memref_squeeze %76 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%77 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%75 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %78 = tpu.memref_slice %arg19[%c0_i32, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %81 = tpu.memref_squeeze %80 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg9[%69, %71, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %83 = tpu.memref_squeeze %82 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%83 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%81 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %84 = tpu.memref_slice %arg19[%c0_i32, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %87 = tpu.memref_squeeze %86 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg10[%61, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %89 = tpu.memref_squeeze %88 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%89 : memref<128x512xi8, #tpu.memory_space<any>>) target(%87 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %24:3 = scf.while (%arg20 = %16, %arg21 = %c0_i32, %arg22 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %53 = arith.cmpi slt, %arg20, %20 : i32
      scf.condition(%53) %arg20, %arg21, %arg22 : i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
      %c1_i32 = arith.constant 1 : i32
      %53 = arith.addi %arg21, %c1_i32 : i32
      %54 = arith.index_cast %arg20 : i32 to index
      %55 = memref.load %arg4[%54] : memref<2xi8, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i8 to i32
      %57 = arith.cmpi sge, %53, %56 : i32
      %c1_i32 = arith.constant 1 : i32
      %58 = arith.addi %arg20, %c1_i32 : i32
      %59 = arith.select %57, %58, %arg20 : i32
      %c1_i32 = arith.constant 1 : i32
      %60 = arith.addi %arg21, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = arith.select %57, %c0_i32, %60 : i32
      %62 = arith.cmpi slt, %59, %20 : i32
      %63 = arith.extui %62 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %64 = arith.cmpi ne, %63, %c0_i32 : i32
      scf.if %64 {
        %c0_i32 = arith.constant 0 : i32
        %109 = arith.addi %1, %c0_i32 : i32
        %110 = arith.index_cast %59 : i32 to index
        %111 = memref.load %arg6[%110] : memref<2xi8, #tpu.memory_space<smem>>
        %112 = arith.extsi %111 : i8 to i32
        %113 = arith.index_cast %59 : i32 to index
        %114 = memref.load %arg5[%113] : memref<2xi8, #tpu.memory_space<smem>>
        %c1_i8 = arith.constant 1 : i8
        %115 = arith.cmpi eq, %114, %c1_i8 : i8
        %c0_i32 = arith.constant 0 : i32
        %116 = arith.select %115, %61, %c0_i32 : i32
        %117 = arith.addi %112, %116 : i32
        %118 = arith.index_cast %59 : i32 to index
        %119 = memref.load %arg3[%118] : memref<2xi8, #tpu.memory_space<smem>>
        %120 = arith.extsi %119 : i8 to i32
        %121 = arith.addi %120, %61 : i32
        %c1_i32 = arith.constant 1 : i32
        %122 = arith.subi %c1_i32, %arg22 : i32
        %c4_i32 = arith.constant 4 : i32
        %123 = arith.divsi %109, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %124 = arith.muli %121, %c512_i32 : i32
        %125 = tpu.assume_multiple %124, 512 : i32
        %c4_i32 = arith.constant 4 : i32
        %126 = arith.divsi %109, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %127 = arith.muli %121, %c512_i32 : i32
        %128 = tpu.assume_multiple %127, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %129 = tpu.memref_slice %arg19[%122, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %130 = tpu.memref_squeeze %129 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %131 = tpu.memref_slice %arg16[%122, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %132 = tpu.memref_squeeze %131 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %133 = tpu.memref_slice %arg8[%123, %125, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %134 = tpu.memref_squeeze %133 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%134 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%132 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%130 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %135 = tpu.memref_slice %arg19[%122, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %136 = tpu.memref_squeeze %135 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %137 = tpu.memref_slice %arg17[%122, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %138 = tpu.memref_squeeze %137 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %139 = tpu.memref_slice %arg9[%126, %128, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %140 = tpu.memref_squeeze %139 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%140 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%138 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%136 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %141 = tpu.memref_slice %arg19[%122, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %142 = tpu.memref_squeeze %141 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %143 = tpu.memref_slice %arg18[%122, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %144 = tpu.memref_squeeze %143 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %145 = tpu.memref_slice %arg10[%117, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
        %146 = tpu.memref_squeeze %145 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%146 : memref<128x512xi8, #tpu.memory_space<any>>) target(%144 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%142 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %65 = arith.addi %1, %c0_i32 : i32
      %66 = arith.index_cast %arg20 : i32 to index
      %67 = memref.load %arg6[%66] : memref<2xi8, #tpu.memory_space<smem>>
      %68 = arith.extsi %67 : i8 to i32
      %69 = arith.index_cast %arg20 : i32 to index
      %70 = memref.load %arg5[%69] : memref<2xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %71 = arith.cmpi eq, %70, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %72 = arith.select %71, %arg21, %c0_i32 : i32
      %73 = arith.addi %68, %72 : i32
      %74 = arith.index_cast %arg20 : i32 to index
      %75 = memref.load %arg3[%74] : memref<2xi8, #tpu.memory_space<smem>>
      %76 = arith.extsi %75 : i8 to i32
      %77 = arith.addi %76, %arg21 : i32
      %c4_i32 = arith.constant 4 : i32
      %78 = arith.divsi %65, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %79 = arith.muli %77, %c512_i32 : i32
      %80 = tpu.assume_multiple %79, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %81 = arith.divsi %65, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %82 = arith.muli %77, %c512_i32 : i32
      %83 = tpu.assume_multiple %82, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg19[%arg22, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg8[%78, %80, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%89 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%87 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %90 = tpu.memref_slice %arg19[%arg22, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %91 = tpu.memref_squeeze %90 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %92 = tpu.memref_slice %arg17[%arg22, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %93 = tpu.memref_squeeze %92 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %94 = tpu.memref_slice %arg9[%81, %83, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %95 = tpu.memref_squeeze %94 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%91 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%95 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%93 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %96 = tpu.memref_slice %arg19[%arg22, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %97 = tpu.memref_squeeze %96 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %98 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %99 = tpu.memref_squeeze %98 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %100 = tpu.memref_slice %arg10[%73, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %101 = tpu.memref_squeeze %100 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%97 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%101 : memref<128x512xi8, #tpu.memory_space<any>>) dst(%99 : memref<128x512xi8, #tpu.memory_space<vmem>>)
      %102 = arith.index_cast %arg20 : i32 to index
      %103 = memref.load %arg5[%102] : memref<2xi8, #tpu.memory_space<smem>>
      %104 = arith.extsi %103 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %105 = arith.cmpi eq, %104, %c2_i32 : i32
      %106 = arith.extui %105 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %107 = arith.cmpi ne, %106, %c0_i32 : i32
      scf.if %107 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %110 = vector.shape_cast %109 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %111 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg16[%111, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %113 = vector.shape_cast %112 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %114 = tpu.matmul %110, %113, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %115 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %116 = arith.mulf %114, %115 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %118 = vector.multi_reduction <maximumf>, %116, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %119 = vector.shape_cast %118 : vector<128xf32> to vector<128x1xf32>
        %120 = vector.broadcast %119 : vector<128x1xf32> to vector<128x128xf32>
        %121 = arith.maximumf %117, %120 : vector<128x128xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %122 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
        %123 = arith.cmpf oeq, %121, %122 : vector<128x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %124 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
        %125 = arith.select %123, %124, %121 : vector<128x128xi1>, vector<128x128xf32>
        %126 = tpu.concatenate %125, %125, %125, %125 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %127 = arith.subf %116, %126 : vector<128x512xf32>
        %128 = math.exp2 %127 : vector<128x512xf32>
        %129 = arith.subf %117, %125 : vector<128x128xf32>
        %130 = math.exp2 %129 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %132 = arith.mulf %130, %131 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %133 = vector.multi_reduction <add>, %128, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %134 = vector.shape_cast %133 : vector<128xf32> to vector<128x1xf32>
        %135 = vector.broadcast %134 : vector<128x1xf32> to vector<128x128xf32>
        %136 = arith.addf %132, %135 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %138 = vector.shape_cast %137 : vector<128x128xf32> to vector<128x128xf32>
        %139 = vector.shape_cast %136 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %139 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %140 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %141 = vector.load %arg17[%140, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %142 = vector.shape_cast %141 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %144 = arith.mulf %130, %143 : vector<128x128xf32>
        %145 = arith.truncf %128 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %146 = tpu.matmul %145, %142, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %147 = arith.addf %144, %146 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %149 = vector.shape_cast %148 : vector<128x128xf32> to vector<128x128xf32>
        %150 = vector.shape_cast %147 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %150 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %152 = vector.shape_cast %151 : vector<128x128xf32> to vector<128x128xf32>
        %153 = vector.shape_cast %121 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %153 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %110 = vector.shape_cast %109 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %111 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg16[%111, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %113 = vector.shape_cast %112 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %114 = tpu.matmul %110, %113, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %115 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %116 = arith.mulf %114, %115 : vector<128x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %117 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %118 = tpu.memref_squeeze %117 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %118[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %120 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %121 = arith.cmpi ne, %119, %120 : vector<128x512xi8>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %122 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %123 = arith.select %121, %116, %122 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %125 = vector.multi_reduction <maximumf>, %123, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %126 = vector.shape_cast %125 : vector<128xf32> to vector<128x1xf32>
        %127 = vector.broadcast %126 : vector<128x1xf32> to vector<128x128xf32>
        %128 = arith.maximumf %124, %127 : vector<128x128xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %129 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
        %130 = arith.cmpf oeq, %128, %129 : vector<128x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %131 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
        %132 = arith.select %130, %131, %128 : vector<128x128xi1>, vector<128x128xf32>
        %133 = tpu.concatenate %132, %132, %132, %132 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %134 = arith.subf %123, %133 : vector<128x512xf32>
        %135 = math.exp2 %134 : vector<128x512xf32>
        %136 = arith.subf %124, %132 : vector<128x128xf32>
        %137 = math.exp2 %136 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %139 = arith.mulf %137, %138 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %140 = vector.multi_reduction <add>, %135, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %141 = vector.shape_cast %140 : vector<128xf32> to vector<128x1xf32>
        %142 = vector.broadcast %141 : vector<128x1xf32> to vector<128x128xf32>
        %143 = arith.addf %139, %142 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %145 = vector.shape_cast %144 : vector<128x128xf32> to vector<128x128xf32>
        %146 = vector.shape_cast %143 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %146 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %147 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg17[%147, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %149 = vector.shape_cast %148 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %150 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %151 = arith.mulf %137, %150 : vector<128x128xf32>
        %152 = arith.truncf %135 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %153 = tpu.matmul %152, %149, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %154 = arith.addf %151, %153 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %155 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %156 = vector.shape_cast %155 : vector<128x128xf32> to vector<128x128xf32>
        %157 = vector.shape_cast %154 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %157 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %158 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %159 = vector.shape_cast %158 : vector<128x128xf32> to vector<128x128xf32>
        %160 = vector.shape_cast %128 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %160 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %108 = arith.subi %c1_i32, %arg22 : i32
      scf.yield %59, %61, %108 : i32, i32, i32
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

// ---- kernel sparse_cli_dq sha256:3abda7dc9a0cd11704e3e2e8667b22304e8a15c444dc77ae0c4357d87a3d67fc
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg10: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg12: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg13: memref<1x128x512xi8, #tpu.memory_space<any>>, %arg14: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x128x512xi8, #tpu.memory_space<vmem>>, %arg19: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 1>, scalar_prefetch = 5 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 128>}, {}, {}, {}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 128>}]} {
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
      %24 = memref.load %arg6[%23] : memref<2xi8, #tpu.memory_space<smem>>
      %25 = arith.extsi %24 : i8 to i32
      %26 = arith.index_cast %8 : i32 to index
      %27 = memref.load %arg5[%26] : memref<2xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %28 = arith.cmpi eq, %27, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %29 = arith.select %28, %c0_i32, %c0_i32 : i32
      %30 = arith.addi %25, %29 : i32
      %31 = arith.index_cast %8 : i32 to index
      %32 = memref.load %arg3[%31] : memref<2xi8, #tpu.memory_space<smem>>
      %33 = arith.extsi %32 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %34 = arith.addi %33, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %35 = arith.divsi %22, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %36 = arith.muli %34, %c512_i32 : i32
      %37 = tpu.assume_multiple %36, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %38 = arith.divsi %22, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %39 = arith.muli %34, %c512_i32 : i32
      %40 = tpu.assume_multiple %39, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %41 = tpu.memref_slice %arg19[%c0_i32, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %42 = tpu.memref_squeeze %41 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %43 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %44 = tpu.memref_squeeze %43 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %45 = tpu.memref_slice %arg11[%35, %37, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %46 = tpu.memref_squeeze %45 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%46 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%44 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%42 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %47 = tpu.memref_slice %arg19[%c0_i32, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %48 = tpu.memref_squeeze %47 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %50 = tpu.memref_squeeze %49 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg12[%38, %40, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%52 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%50 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%48 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %53 = tpu.memref_slice %arg19[%c0_i32, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %54 = tpu.memref_squeeze %53 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg13[%30, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %58 = tpu.memref_squeeze %57 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%58 : memref<128x512xi8, #tpu.memory_space<any>>) target(%56 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%54 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %16:3 = scf.while (%arg20 = %8, %arg21 = %c0_i32, %arg22 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %22 = arith.cmpi slt, %arg20, %12 : i32
      scf.condition(%22) %arg20, %arg21, %arg22 : i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
      %c1_i32 = arith.constant 1 : i32
      %22 = arith.addi %arg21, %c1_i32 : i32
      %23 = arith.index_cast %arg20 : i32 to index
      %24 = memref.load %arg4[%23] : memref<2xi8, #tpu.memory_space<smem>>
      %25 = arith.extsi %24 : i8 to i32
      %26 = arith.cmpi sge, %22, %25 : i32
      %c1_i32 = arith.constant 1 : i32
      %27 = arith.addi %arg20, %c1_i32 : i32
      %28 = arith.select %26, %27, %arg20 : i32
      %c1_i32 = arith.constant 1 : i32
      %29 = arith.addi %arg21, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %30 = arith.select %26, %c0_i32, %29 : i32
      %31 = arith.cmpi slt, %28, %12 : i32
      %32 = arith.extui %31 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %33 = arith.cmpi ne, %32, %c0_i32 : i32
      scf.if %33 {
        %c0_i32 = arith.constant 0 : i32
        %78 = arith.addi %1, %c0_i32 : i32
        %79 = arith.index_cast %28 : i32 to index
        %80 = memref.load %arg6[%79] : memref<2xi8, #tpu.memory_space<smem>>
        %81 = arith.extsi %80 : i8 to i32
        %82 = arith.index_cast %28 : i32 to index
        %83 = memref.load %arg5[%82] : memref<2xi8, #tpu.memory_space<smem>>
        %c1_i8 = arith.constant 1 : i8
        %84 = arith.cmpi eq, %83, %c1_i8 : i8
        %c0_i32 = arith.constant 0 : i32
        %85 = arith.select %84, %30, %c0_i32 : i32
        %86 = arith.addi %81, %85 : i32
        %87 = arith.index_cast %28 : i32 to index
        %88 = memref.load %arg3[%87] : memref<2xi8, #tpu.memory_space<smem>>
        %89 = arith.extsi %88 : i8 to i32
        %90 = arith.addi %89, %30 : i32
        %c1_i32 = arith.constant 1 : i32
        %91 = arith.subi %c1_i32, %arg22 : i32
        %c4_i32 = arith.constant 4 : i32
        %92 = arith.divsi %78, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %93 = arith.muli %90, %c512_i32 : i32
        %94 = tpu.assume_multiple %93, 512 : i32
        %c4_i32 = arith.constant 4 : i32
        %95 = arith.divsi %78, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %96 = arith.muli %90, %c512_i32 : i32
        %97 = tpu.assume_multiple %96, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %98 = tpu.memref_slice %arg19[%91, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %99 = tpu.memref_squeeze %98 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %100 = tpu.memref_slice %arg16[%91, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %101 = tpu.memref_squeeze %100 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %102 = tpu.memref_slice %arg11[%92, %94, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %103 = tpu.memref_squeeze %102 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%103 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%101 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%99 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %104 = tpu.memref_slice %arg19[%91, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %105 = tpu.memref_squeeze %104 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %106 = tpu.memref_slice %arg17[%91, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %107 = tpu.memref_squeeze %106 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %108 = tpu.memref_slice %arg12[%95, %97, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %109 = tpu.memref_squeeze %108 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%109 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%107 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%105 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %110 = tpu.memref_slice %arg19[%91, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %111 = tpu.memref_squeeze %110 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %112 = tpu.memref_slice %arg18[%91, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %113 = tpu.memref_squeeze %112 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg13[%86, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
        %115 = tpu.memref_squeeze %114 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%115 : memref<128x512xi8, #tpu.memory_space<any>>) target(%113 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%111 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %34 = arith.addi %1, %c0_i32 : i32
      %35 = arith.index_cast %arg20 : i32 to index
      %36 = memref.load %arg6[%35] : memref<2xi8, #tpu.memory_space<smem>>
      %37 = arith.extsi %36 : i8 to i32
      %38 = arith.index_cast %arg20 : i32 to index
      %39 = memref.load %arg5[%38] : memref<2xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %40 = arith.cmpi eq, %39, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %41 = arith.select %40, %arg21, %c0_i32 : i32
      %42 = arith.addi %37, %41 : i32
      %43 = arith.index_cast %arg20 : i32 to index
      %44 = memref.load %arg3[%43] : memref<2xi8, #tpu.memory_space<smem>>
      %45 = arith.extsi %44 : i8 to i32
      %46 = arith.addi %45, %arg21 : i32
      %c4_i32 = arith.constant 4 : i32
      %47 = arith.divsi %34, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %48 = arith.muli %46, %c512_i32 : i32
      %49 = tpu.assume_multiple %48, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %50 = arith.divsi %34, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %51 = arith.muli %46, %c512_i32 : i32
      %52 = tpu.assume_multiple %51, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg19[%arg22, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %54 = tpu.memref_squeeze %53 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg11[%47, %49, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%54 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%58 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%56 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %59 = tpu.memref_slice %arg19[%arg22, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg17[%arg22, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg12[%50, %52, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%64 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%62 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %65 = tpu.memref_slice %arg19[%arg22, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg13[%42, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%70 : memref<128x512xi8, #tpu.memory_space<any>>) dst(%68 : memref<128x512xi8, #tpu.memory_space<vmem>>)
      %71 = arith.index_cast %arg20 : i32 to index
      %72 = memref.load %arg5[%71] : memref<2xi8, #tpu.memory_space<smem>>
      %73 = arith.extsi %72 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %74 = arith.cmpi eq, %73, %c2_i32 : i32
      %75 = arith.extui %74 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %76 = arith.cmpi ne, %75, %c0_i32 : i32
      scf.if %76 {
        %78 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %79 = vector.load %arg16[%78, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %80 = vector.shape_cast %79 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %82 = vector.shape_cast %81 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %83 = tpu.matmul %82, %80, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %84 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %85 = arith.mulf %83, %84 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %87 = vector.shape_cast %86 : vector<1x1x128xf32> to vector<128xf32>
        %88 = vector.shape_cast %87 : vector<128xf32> to vector<128x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %89 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x1xf32>
        %90 = arith.mulf %88, %89 : vector<128x1xf32>
        %91 = vector.broadcast %90 : vector<128x1xf32> to vector<128x512xf32>
        %92 = arith.subf %85, %91 : vector<128x512xf32>
        %93 = math.exp2 %92 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg8[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %95 = vector.shape_cast %94 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %96 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg17[%96, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %98 = vector.shape_cast %97 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %99 = tpu.matmul %95, %98, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %101 = vector.shape_cast %100 : vector<1x1x128xf32> to vector<128xf32>
        %102 = vector.shape_cast %101 : vector<128xf32> to vector<128x1xf32>
        %103 = vector.broadcast %102 : vector<128x1xf32> to vector<128x512xf32>
        %104 = arith.subf %99, %103 : vector<128x512xf32>
        %105 = arith.mulf %93, %104 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %107 = arith.truncf %105 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %108 = tpu.matmul %107, %80, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %109 = vector.broadcast %cst_xf22304 : f32 to vector<128x128xf32>
        %110 = arith.mulf %108, %109 : vector<128x128xf32>
        %111 = arith.addf %106, %110 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %113 = vector.shape_cast %112 : vector<128x128xf32> to vector<128x128xf32>
        %114 = vector.shape_cast %111 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %114 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      } else {
        %78 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %79 = vector.load %arg16[%78, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %80 = vector.shape_cast %79 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %82 = vector.shape_cast %81 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %83 = tpu.matmul %82, %80, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %84 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %85 = arith.mulf %83, %84 : vector<128x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %87 = tpu.memref_squeeze %86 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %88 = vector.load %87[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %89 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %90 = arith.cmpi ne, %88, %89 : vector<128x512xi8>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %91 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %92 = vector.shape_cast %91 : vector<1x1x128xf32> to vector<128xf32>
        %93 = vector.shape_cast %92 : vector<128xf32> to vector<128x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %94 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x1xf32>
        %95 = arith.mulf %93, %94 : vector<128x1xf32>
        %96 = vector.broadcast %95 : vector<128x1xf32> to vector<128x512xf32>
        %97 = arith.subf %85, %96 : vector<128x512xf32>
        %98 = math.exp2 %97 : vector<128x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %99 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x512xf32>
        %100 = arith.select %90, %98, %99 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg8[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %102 = vector.shape_cast %101 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %103 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg17[%103, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %105 = vector.shape_cast %104 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %106 = tpu.matmul %102, %105, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %108 = vector.shape_cast %107 : vector<1x1x128xf32> to vector<128xf32>
        %109 = vector.shape_cast %108 : vector<128xf32> to vector<128x1xf32>
        %110 = vector.broadcast %109 : vector<128x1xf32> to vector<128x512xf32>
        %111 = arith.subf %106, %110 : vector<128x512xf32>
        %112 = arith.mulf %100, %111 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %114 = arith.truncf %112 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %115 = tpu.matmul %114, %80, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %116 = vector.broadcast %cst_xf22304 : f32 to vector<128x128xf32>
        %117 = arith.mulf %115, %116 : vector<128x128xf32>
        %118 = arith.addf %113, %117 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %120 = vector.shape_cast %119 : vector<128x128xf32> to vector<128x128xf32>
        %121 = vector.shape_cast %118 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %121 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %77 = arith.subi %c1_i32, %arg22 : i32
      scf.yield %28, %30, %77 : i32, i32, i32
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

// ---- kernel sparse_cli_dkv sha256:bac93dd53879f5cb7f9c9ea3f0664cda5313407fd7eecec858767aa0096803c3
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
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %c3_i32 = arith.constant 3 : i32
    %6 = arith.cmpi eq, %arg2, %c3_i32 : i32
    %7 = arith.extui %5 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %8 = arith.cmpi ne, %7, %c0_i32 : i32
    scf.if %8 {
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %22 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %23 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %24 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      %25 = vector.shape_cast %22 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg17[%c0, %c0], %25 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %26 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %27 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %28 = vector.shape_cast %27 : vector<512x128xf32> to vector<512x128xf32>
      %29 = vector.shape_cast %26 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg18[%c0, %c0], %29 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
    %18 = arith.cmpi ne, %17, %c0_i32 : i32
    scf.if %18 {
      %c0_i32 = arith.constant 0 : i32
      %22 = arith.addi %4, %c0_i32 : i32
      %23 = arith.index_cast %11 : i32 to index
      %24 = memref.load %arg7[%23] : memref<8xi8, #tpu.memory_space<smem>>
      %25 = arith.extsi %24 : i8 to i32
      %26 = arith.index_cast %11 : i32 to index
      %27 = memref.load %arg6[%26] : memref<8xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %28 = arith.cmpi eq, %27, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %29 = arith.select %28, %c0_i32, %c0_i32 : i32
      %30 = arith.addi %25, %29 : i32
      %31 = arith.index_cast %11 : i32 to index
      %32 = memref.load %arg4[%31] : memref<8xi8, #tpu.memory_space<smem>>
      %33 = arith.extsi %32 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %34 = arith.addi %33, %c0_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %35 = arith.muli %34, %c128_i32 : i32
      %36 = tpu.assume_multiple %35, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %37 = arith.muli %34, %c128_i32 : i32
      %38 = tpu.assume_multiple %37, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %39 = arith.muli %34, %c128_i32 : i32
      %40 = tpu.assume_multiple %39, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %41 = arith.muli %34, %c128_i32 : i32
      %42 = tpu.assume_multiple %41, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %43 = tpu.memref_slice %arg24[%c0_i32, %c0_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %44 = tpu.memref_squeeze %43 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %45 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
      %46 = tpu.memref_squeeze %45 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg10[%22, %36, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
      %48 = tpu.memref_squeeze %47 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%48 : memref<128x128xbf16, #tpu.memory_space<any>>) target(%46 : memref<128x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%44 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %49 = tpu.memref_slice %arg24[%c0_i32, %c1_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg11[%22, %38, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<128x128xbf16, #tpu.memory_space<any>>) target(%52 : memref<128x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %55 = tpu.memref_slice %arg24[%c0_i32, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg21[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg12[%22, %c0_i32, %40] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<1x128xf32, #tpu.memory_space<any>>) target(%58 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %61 = tpu.memref_slice %arg24[%c0_i32, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg22[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg13[%22, %c0_i32, %42] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<1x128xf32, #tpu.memory_space<any>>) target(%64 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c4_i32 = arith.constant 4 : i32
      %67 = tpu.memref_slice %arg24[%c0_i32, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg23[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg14[%30, %c0_i32, %c0_i32] : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<1x512x128xi8, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<512x128xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<512x128xi8, #tpu.memory_space<any>>) target(%70 : memref<512x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %19:3 = scf.while (%arg25 = %11, %arg26 = %c0_i32, %arg27 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %22 = arith.cmpi slt, %arg25, %15 : i32
      scf.condition(%22) %arg25, %arg26, %arg27 : i32, i32, i32
    } do {
    ^bb0(%arg25: i32, %arg26: i32, %arg27: i32):
      %c1_i32 = arith.constant 1 : i32
      %22 = arith.addi %arg26, %c1_i32 : i32
      %23 = arith.index_cast %arg25 : i32 to index
      %24 = memref.load %arg5[%23] : memref<8xi8, #tpu.memory_space<smem>>
      %25 = arith.extsi %24 : i8 to i32
      %26 = arith.cmpi sge, %22, %25 : i32
      %c1_i32 = arith.constant 1 : i32
      %27 = arith.addi %arg25, %c1_i32 : i32
      %28 = arith.select %26, %27, %arg25 : i32
      %c1_i32 = arith.constant 1 : i32
      %29 = arith.addi %arg26, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %30 = arith.select %26, %c0_i32, %29 : i32
      %31 = arith.cmpi slt, %28, %15 : i32
      %32 = arith.extui %31 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %33 = arith.cmpi ne, %32, %c0_i32 : i32
      scf.if %33 {
        %c0_i32 = arith.constant 0 : i32
        %92 = arith.addi %4, %c0_i32 : i32
        %93 = arith.index_cast %28 : i32 to index
        %94 = memref.load %arg7[%93] : memref<8xi8, #tpu.memory_space<smem>>
        %95 = arith.extsi %94 : i8 to i32
        %96 = arith.index_cast %28 : i32 to index
        %97 = memref.load %arg6[%96] : memref<8xi8, #tpu.memory_space<smem>>
        %c1_i8 = arith.constant 1 : i8
        %98 = arith.cmpi eq, %97, %c1_i8 : i8
        %c0_i32 = arith.constant 0 : i32
        %99 = arith.select %98, %30, %c0_i32 : i32
        %100 = arith.addi %95, %99 : i32
        %101 = arith.index_cast %28 : i32 to index
        %102 = memref.load %arg4[%101] : memref<8xi8, #tpu.memory_space<smem>>
        %103 = arith.extsi %102 : i8 to i32
        %104 = arith.addi %103, %30 : i32
        %c1_i32 = arith.constant 1 : i32
        %105 = arith.subi %c1_i32, %arg27 : i32
        %c128_i32 = arith.constant 128 : i32
        %106 = arith.muli %104, %c128_i32 : i32
        %107 = tpu.assume_multiple %106, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %108 = arith.muli %104, %c128_i32 : i32
        %109 = tpu.assume_multiple %108, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %110 = arith.muli %104, %c128_i32 : i32
        %111 = tpu.assume_multiple %110, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %112 = arith.muli %104, %c128_i32 : i32
        %113 = tpu.assume_multiple %112, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg24[%105, %c0_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %115 = tpu.memref_squeeze %114 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg19[%105, %c0_i32, %c0_i32] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
        %117 = tpu.memref_squeeze %116 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %118 = tpu.memref_slice %arg10[%92, %107, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
        %119 = tpu.memref_squeeze %118 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%119 : memref<128x128xbf16, #tpu.memory_space<any>>) target(%117 : memref<128x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%115 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %120 = tpu.memref_slice %arg24[%105, %c1_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %121 = tpu.memref_squeeze %120 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %122 = tpu.memref_slice %arg20[%105, %c0_i32, %c0_i32] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
        %123 = tpu.memref_squeeze %122 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %124 = tpu.memref_slice %arg11[%92, %109, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
        %125 = tpu.memref_squeeze %124 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%125 : memref<128x128xbf16, #tpu.memory_space<any>>) target(%123 : memref<128x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%121 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %126 = tpu.memref_slice %arg24[%105, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %127 = tpu.memref_squeeze %126 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %128 = tpu.memref_slice %arg21[%105, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %129 = tpu.memref_squeeze %128 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %130 = tpu.memref_slice %arg12[%92, %c0_i32, %111] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %131 = tpu.memref_squeeze %130 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%131 : memref<1x128xf32, #tpu.memory_space<any>>) target(%129 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%127 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %132 = tpu.memref_slice %arg24[%105, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %133 = tpu.memref_squeeze %132 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %134 = tpu.memref_slice %arg22[%105, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %135 = tpu.memref_squeeze %134 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %136 = tpu.memref_slice %arg13[%92, %c0_i32, %113] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %137 = tpu.memref_squeeze %136 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%137 : memref<1x128xf32, #tpu.memory_space<any>>) target(%135 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%133 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c4_i32 = arith.constant 4 : i32
        %138 = tpu.memref_slice %arg24[%105, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %139 = tpu.memref_squeeze %138 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %140 = tpu.memref_slice %arg23[%105, %c0_i32, %c0_i32] : memref<2x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
        %141 = tpu.memref_squeeze %140 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %142 = tpu.memref_slice %arg14[%100, %c0_i32, %c0_i32] : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<1x512x128xi8, #tpu.memory_space<any>>
        %143 = tpu.memref_squeeze %142 : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<512x128xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%143 : memref<512x128xi8, #tpu.memory_space<any>>) target(%141 : memref<512x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%139 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %34 = arith.addi %4, %c0_i32 : i32
      %35 = arith.index_cast %arg25 : i32 to index
      %36 = memref.load %arg7[%35] : memref<8xi8, #tpu.memory_space<smem>>
      %37 = arith.extsi %36 : i8 to i32
      %38 = arith.index_cast %arg25 : i32 to index
      %39 = memref.load %arg6[%38] : memref<8xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %40 = arith.cmpi eq, %39, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %41 = arith.select %40, %arg26, %c0_i32 : i32
      %42 = arith.addi %37, %41 : i32
      %43 = arith.index_cast %arg25 : i32 to index
      %44 = memref.load %arg4[%43] : memref<8xi8, #tpu.memory_space<smem>>
      %45 = arith.extsi %44 : i8 to i32
      %46 = arith.addi %45, %arg26 : i32
      %c128_i32 = arith.constant 128 : i32
      %47 = arith.muli %46, %c128_i32 : i32
      %48 = tpu.assume_multiple %47, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %49 = arith.muli %46, %c128_i32 : i32
      %50 = tpu.assume_multiple %49, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %51 = arith.muli %46, %c128_i32 : i32
      %52 = tpu.assume_multiple %51, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %53 = arith.muli %46, %c128_i32 : i32
      %54 = tpu.assume_multiple %53, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg24[%arg27, %c0_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg19[%arg27, %c0_i32, %c0_i32] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%34, %48, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%60 : memref<128x128xbf16, #tpu.memory_space<any>>) dst(%58 : memref<128x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %61 = tpu.memref_slice %arg24[%arg27, %c1_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg20[%arg27, %c0_i32, %c0_i32] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg11[%34, %50, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%66 : memref<128x128xbf16, #tpu.memory_space<any>>) dst(%64 : memref<128x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %67 = tpu.memref_slice %arg24[%arg27, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg12[%34, %c0_i32, %52] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%72 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%70 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %73 = tpu.memref_slice %arg24[%arg27, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg22[%arg27, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg13[%34, %c0_i32, %54] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%76 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %c4_i32 = arith.constant 4 : i32
      %79 = tpu.memref_slice %arg24[%arg27, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg23[%arg27, %c0_i32, %c0_i32] : memref<2x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
      %82 = tpu.memref_squeeze %81 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg14[%42, %c0_i32, %c0_i32] : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<1x512x128xi8, #tpu.memory_space<any>>
      %84 = tpu.memref_squeeze %83 : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<512x128xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%84 : memref<512x128xi8, #tpu.memory_space<any>>) dst(%82 : memref<512x128xi8, #tpu.memory_space<vmem>>)
      %85 = arith.index_cast %arg25 : i32 to index
      %86 = memref.load %arg6[%85] : memref<8xi8, #tpu.memory_space<smem>>
      %87 = arith.extsi %86 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %88 = arith.cmpi eq, %87, %c2_i32 : i32
      %89 = arith.extui %88 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %90 = arith.cmpi ne, %89, %c0_i32 : i32
      scf.if %90 {
        %92 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg19[%92, %c0, %c0] : memref<2x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %94 = vector.shape_cast %93 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %95 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg20[%95, %c0, %c0] : memref<2x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %97 = vector.shape_cast %96 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %100 = tpu.matmul %99, %94, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %101 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x128xf32>
        %102 = arith.mulf %100, %101 : vector<512x128xf32>
        %103 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg21[%103, %c0, %c0] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %105 = vector.shape_cast %104 : vector<1x1x128xf32> to vector<1x128xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %106 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
        %107 = arith.mulf %105, %106 : vector<1x128xf32>
        %108 = vector.broadcast %107 : vector<1x128xf32> to vector<512x128xf32>
        %109 = arith.subf %102, %108 : vector<512x128xf32>
        %110 = math.exp2 %109 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %112 = arith.truncf %110 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %113 = tpu.matmul %112, %97, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %114 = arith.addf %111, %113 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %116 = vector.shape_cast %115 : vector<512x128xf32> to vector<512x128xf32>
        %117 = vector.shape_cast %114 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %117 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %119 = vector.shape_cast %118 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %120 = tpu.matmul %119, %97, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %121 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg22[%121, %c0, %c0] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %123 = vector.shape_cast %122 : vector<1x1x128xf32> to vector<1x128xf32>
        %124 = vector.broadcast %123 : vector<1x128xf32> to vector<512x128xf32>
        %125 = arith.subf %120, %124 : vector<512x128xf32>
        %126 = arith.mulf %110, %125 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %128 = arith.truncf %126 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %129 = tpu.matmul %128, %94, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %130 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %131 = arith.mulf %129, %130 : vector<512x128xf32>
        %132 = arith.addf %127, %131 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %134 = vector.shape_cast %133 : vector<512x128xf32> to vector<512x128xf32>
        %135 = vector.shape_cast %132 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg17[%c0, %c0], %135 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %92 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg19[%92, %c0, %c0] : memref<2x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %94 = vector.shape_cast %93 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %95 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg20[%95, %c0, %c0] : memref<2x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %97 = vector.shape_cast %96 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %100 = tpu.matmul %99, %94, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %101 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x128xf32>
        %102 = arith.mulf %100, %101 : vector<512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %103 = tpu.memref_slice %arg23[%arg27, %c0_i32, %c0_i32] : memref<2x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
        %104 = tpu.memref_squeeze %103 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %104[%c0, %c0] : memref<512x128xi8, #tpu.memory_space<vmem>>, vector<512x128xi8>
        %c0_i8 = arith.constant 0 : i8
        %106 = vector.broadcast %c0_i8 : i8 to vector<512x128xi8>
        %107 = arith.cmpi ne, %105, %106 : vector<512x128xi8>
        %108 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg21[%108, %c0, %c0] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %110 = vector.shape_cast %109 : vector<1x1x128xf32> to vector<1x128xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %111 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
        %112 = arith.mulf %110, %111 : vector<1x128xf32>
        %113 = vector.broadcast %112 : vector<1x128xf32> to vector<512x128xf32>
        %114 = arith.subf %102, %113 : vector<512x128xf32>
        %115 = math.exp2 %114 : vector<512x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %116 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
        %117 = arith.select %107, %115, %116 : vector<512x128xi1>, vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %119 = arith.truncf %117 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %120 = tpu.matmul %119, %97, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %121 = arith.addf %118, %120 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %123 = vector.shape_cast %122 : vector<512x128xf32> to vector<512x128xf32>
        %124 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %124 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %126 = vector.shape_cast %125 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %127 = tpu.matmul %126, %97, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %128 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg22[%128, %c0, %c0] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %130 = vector.shape_cast %129 : vector<1x1x128xf32> to vector<1x128xf32>
        %131 = vector.broadcast %130 : vector<1x128xf32> to vector<512x128xf32>
        %132 = arith.subf %127, %131 : vector<512x128xf32>
        %133 = arith.mulf %117, %132 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %135 = arith.truncf %133 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %136 = tpu.matmul %135, %94, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %137 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %138 = arith.mulf %136, %137 : vector<512x128xf32>
        %139 = arith.addf %134, %138 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %141 = vector.shape_cast %140 : vector<512x128xf32> to vector<512x128xf32>
        %142 = vector.shape_cast %139 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg17[%c0, %c0], %142 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %91 = arith.subi %c1_i32, %arg27 : i32
      scf.yield %28, %30, %91 : i32, i32, i32
    }
    %20 = arith.extui %6 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %21 = arith.cmpi ne, %20, %c0_i32 : i32
    scf.if %21 {
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %22 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %23 = arith.truncf %22 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %24 = vector.load %arg15[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %25 = vector.shape_cast %24 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %26 = vector.shape_cast %23 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg15[%c0, %c0, %c0], %26 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %27 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %28 = arith.truncf %27 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %29 = vector.load %arg16[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %30 = vector.shape_cast %29 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %31 = vector.shape_cast %28 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg16[%c0, %c0, %c0], %31 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
