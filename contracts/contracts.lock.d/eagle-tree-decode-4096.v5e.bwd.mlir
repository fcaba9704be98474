module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>, %arg3: tensor<2xi8>, %arg4: tensor<2xi8>, %arg5: tensor<1x128x512xi8>, %arg6: tensor<9xi8>, %arg7: tensor<8xi8>, %arg8: tensor<8xi8>, %arg9: tensor<8xi8>, %arg10: tensor<8xi8>, %arg11: tensor<1x512x128xi8>, %arg12: tensor<32x128x128xbf16>, %arg13: tensor<8x4096x128xbf16>, %arg14: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result[0]"}, tensor<32x128x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:b61a91aa1e51fd4da3d406810fccf2274ea8f4898c9e0a8dfc481f8867210e24\22, \22cost_estimate\22: {\22bytes_accessed\22: 71303168, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> (tensor<32x128x128xbf16>, tensor<32x1x128xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x128x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x128x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %3#0, %3#1, %8, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:e6dc0dbe9db24bd975a91247a0408443ddc5a636f92564fe5a25cd5401bce39e\22, \22cost_estimate\22: {\22bytes_accessed\22: 72351744, \22flops\22: 12884901888, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> tensor<32x128x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg6, %arg7, %arg8, %arg9, %arg10, %1, %2, %0, %3#0, %3#1, %8, %arg11) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:15b2c2a96b0862ee63c0fc405d8a576a9ade7d8fcd73770f67bb35784ceb1872\22, \22cost_estimate\22: {\22bytes_accessed\22: 52428800, \22flops\22: 17179869184, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<9xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<1x512x128xi8>) -> (tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:b61a91aa1e51fd4da3d406810fccf2274ea8f4898c9e0a8dfc481f8867210e24
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
      %48 = arith.addi %1, %c0_i32 : i32
      %49 = arith.index_cast %16 : i32 to index
      %50 = memref.load %arg6[%49] : memref<2xi8, #tpu.memory_space<smem>>
      %51 = arith.extsi %50 : i8 to i32
      %52 = arith.index_cast %16 : i32 to index
      %53 = memref.load %arg5[%52] : memref<2xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %54 = arith.cmpi eq, %53, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = arith.select %54, %c0_i32, %c0_i32 : i32
      %56 = arith.addi %51, %55 : i32
      %57 = arith.index_cast %16 : i32 to index
      %58 = memref.load %arg3[%57] : memref<2xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %60 = arith.addi %59, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %61 = arith.divsi %48, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.muli %60, %c512_i32 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %64 = arith.divsi %48, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %65 = arith.muli %60, %c512_i32 : i32
      %66 = tpu.assume_multiple %65, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg19[%c0_i32, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg8[%61, %63, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%70 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %73 = tpu.memref_slice %arg19[%c0_i32, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg9[%64, %66, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%78 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%76 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %79 = tpu.memref_slice %arg19[%c0_i32, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %82 = tpu.memref_squeeze %81 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg10[%56, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %84 = tpu.memref_squeeze %83 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%84 : memref<128x512xi8, #tpu.memory_space<any>>) target(%82 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %24:3 = scf.while (%arg20 = %16, %arg21 = %c0_i32, %arg22 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %48 = arith.cmpi slt, %arg20, %20 : i32
      scf.condition(%48) %arg20, %arg21, %arg22 : i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
      %c1_i32 = arith.constant 1 : i32
      %48 = arith.addi %arg21, %c1_i32 : i32
      %49 = arith.index_cast %arg20 : i32 to index
      %50 = memref.load %arg4[%49] : memref<2xi8, #tpu.memory_space<smem>>
      %51 = arith.extsi %50 : i8 to i32
      %52 = arith.cmpi sge, %48, %51 : i32
      %c1_i32 = arith.constant 1 : i32
      %53 = arith.addi %arg20, %c1_i32 : i32
      %54 = arith.select %52, %53, %arg20 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = arith.addi %arg21, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = arith.select %52, %c0_i32, %55 : i32
      %57 = arith.cmpi slt, %54, %20 : i32
      %58 = arith.extui %57 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %59 = arith.cmpi ne, %58, %c0_i32 : i32
      scf.if %59 {
        %c0_i32 = arith.constant 0 : i32
        %156 = arith.addi %1, %c0_i32 : i32
        %157 = arith.index_cast %54 : i32 to index
        %158 = memref.load %arg6[%157] : memref<2xi8, #tpu.memory_space<smem>>
        %159 = arith.extsi %158 : i8 to i32
        %160 = arith.index_cast %54 : i32 to index
        %161 = memref.load %arg5[%160] : memref<2xi8, #tpu.memory_space<smem>>
        %c1_i8 = arith.constant 1 : i8
        %162 = arith.cmpi eq, %161, %c1_i8 : i8
        %c0_i32 = arith.constant 0 : i32
        %163 = arith.select %162, %56, %c0_i32 : i32
        %164 = arith.addi %159, %163 : i32
        %165 = arith.index_cast %54 : i32 to index
        %166 = memref.load %arg3[%165] : memref<2xi8, #tpu.memory_space<smem>>
        %167 = arith.extsi %166 : i8 to i32
        %168 = arith.addi %167, %56 : i32
        %c1_i32 = arith.constant 1 : i32
        %169 = arith.subi %c1_i32, %arg22 : i32
        %c4_i32 = arith.constant 4 : i32
        %170 = arith.divsi %156, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %171 = arith.muli %168, %c512_i32 : i32
        %172 = tpu.assume_multiple %171, 512 : i32
        %c4_i32 = arith.constant 4 : i32
        %173 = arith.divsi %156, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %174 = arith.muli %168, %c512_i32 : i32
        %175 = tpu.assume_multiple %174, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %176 = tpu.memref_slice %arg19[%169, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %177 = tpu.memref_squeeze %176 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %178 = tpu.memref_slice %arg16[%169, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %179 = tpu.memref_squeeze %178 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %180 = tpu.memref_slice %arg8[%170, %172, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %181 = tpu.memref_squeeze %180 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%181 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%179 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%177 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %182 = tpu.memref_slice %arg19[%169, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %183 = tpu.memref_squeeze %182 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %184 = tpu.memref_slice %arg17[%169, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %185 = tpu.memref_squeeze %184 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %186 = tpu.memref_slice %arg9[%173, %175, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %187 = tpu.memref_squeeze %186 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%187 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%185 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%183 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %188 = tpu.memref_slice %arg19[%169, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %189 = tpu.memref_squeeze %188 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %190 = tpu.memref_slice %arg18[%169, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %191 = tpu.memref_squeeze %190 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %192 = tpu.memref_slice %arg10[%164, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
        %193 = tpu.memref_squeeze %192 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%193 : memref<128x512xi8, #tpu.memory_space<any>>) target(%191 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%189 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %60 = arith.addi %1, %c0_i32 : i32
      %61 = arith.index_cast %arg20 : i32 to index
      %62 = memref.load %arg6[%61] : memref<2xi8, #tpu.memory_space<smem>>
      %63 = arith.extsi %62 : i8 to i32
      %64 = arith.index_cast %arg20 : i32 to index
      %65 = memref.load %arg5[%64] : memref<2xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %66 = arith.cmpi eq, %65, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %67 = arith.select %66, %arg21, %c0_i32 : i32
      %68 = arith.addi %63, %67 : i32
      %69 = arith.index_cast %arg20 : i32 to index
      %70 = memref.load %arg3[%69] : memref<2xi8, #tpu.memory_space<smem>>
      %71 = arith.extsi %70 : i8 to i32
      %72 = arith.addi %71, %arg21 : i32
      %c4_i32 = arith.constant 4 : i32
      %73 = arith.divsi %60, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %74 = arith.muli %72, %c512_i32 : i32
      %75 = tpu.assume_multiple %74, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %76 = arith.divsi %60, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %77 = arith.muli %72, %c512_i32 : i32
      %78 = tpu.assume_multiple %77, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg19[%arg22, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %82 = tpu.memref_squeeze %81 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg8[%73, %75, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %84 = tpu.memref_squeeze %83 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%84 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%82 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %85 = tpu.memref_slice %arg19[%arg22, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %86 = tpu.memref_squeeze %85 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg17[%arg22, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %88 = tpu.memref_squeeze %87 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg9[%76, %78, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %90 = tpu.memref_squeeze %89 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%86 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%90 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%88 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %91 = tpu.memref_slice %arg19[%arg22, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %92 = tpu.memref_squeeze %91 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %94 = tpu.memref_squeeze %93 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg10[%68, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %96 = tpu.memref_squeeze %95 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%92 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%96 : memref<128x512xi8, #tpu.memory_space<any>>) dst(%94 : memref<128x512xi8, #tpu.memory_space<vmem>>)
      %97 = arith.index_cast %arg20 : i32 to index
      %98 = memref.load %arg5[%97] : memref<2xi8, #tpu.memory_space<smem>>
      %99 = arith.extsi %98 : i8 to i32
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %100 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %101 = vector.shape_cast %100 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %102 = arith.index_cast %arg22 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %103 = vector.load %arg16[%102, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %104 = vector.shape_cast %103 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
      %105 = tpu.matmul %101, %104, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
      %cst_xf22304 = arith.constant 0.0883883461 : f32
      %106 = vector.broadcast %cst_xf22304 : f32 to vector<128x512xf32>
      %107 = arith.mulf %105, %106 : vector<128x512xf32>
      %c2_i32 = arith.constant 2 : i32
      %108 = arith.cmpi eq, %99, %c2_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %109 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %110 = tpu.memref_squeeze %109 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %111 = vector.load %110[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %112 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
      %113 = arith.cmpi ne, %111, %112 : vector<128x512xi8>
      %114 = vector.broadcast %108 : i1 to vector<128x512xi1>
      %115 = arith.ori %113, %114 : vector<128x512xi1>
      %cst_xbef082 = arith.constant 0xFF800000 : f32
      %116 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
      %117 = arith.select %115, %107, %116 : vector<128x512xi1>, vector<128x512xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %118 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
      %119 = vector.multi_reduction <maximumf>, %117, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
      %120 = vector.shape_cast %119 : vector<128xf32> to vector<128x1xf32>
      %121 = vector.broadcast %120 : vector<128x1xf32> to vector<128x128xf32>
      %122 = arith.maximumf %118, %121 : vector<128x128xf32>
      %cst_xbef082 = arith.constant 0xFF800000 : f32
      %123 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
      %124 = arith.cmpf oeq, %122, %123 : vector<128x128xf32>
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %125 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
      %126 = arith.select %124, %125, %122 : vector<128x128xi1>, vector<128x128xf32>
      %127 = tpu.concatenate %126, %126, %126, %126 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
      %128 = arith.subf %117, %127 : vector<128x512xf32>
      %129 = math.exp %128 : vector<128x512xf32>
      %130 = arith.subf %118, %126 : vector<128x128xf32>
      %131 = math.exp %130 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %132 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %133 = arith.mulf %131, %132 : vector<128x128xf32>
      %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
      %134 = vector.multi_reduction <add>, %129, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
      %135 = vector.shape_cast %134 : vector<128xf32> to vector<128x1xf32>
      %136 = vector.broadcast %135 : vector<128x1xf32> to vector<128x128xf32>
      %137 = arith.addf %133, %136 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %138 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %139 = vector.shape_cast %138 : vector<128x128xf32> to vector<128x128xf32>
      %140 = vector.shape_cast %137 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg14[%c0, %c0], %140 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %141 = arith.index_cast %arg22 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %142 = vector.load %arg17[%141, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %143 = vector.shape_cast %142 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %144 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %145 = arith.mulf %131, %144 : vector<128x128xf32>
      %146 = arith.truncf %129 : vector<128x512xf32> to vector<128x512xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %147 = tpu.matmul %146, %143, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %148 = arith.addf %145, %147 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %149 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %150 = vector.shape_cast %149 : vector<128x128xf32> to vector<128x128xf32>
      %151 = vector.shape_cast %148 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg15[%c0, %c0], %151 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %152 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %153 = vector.shape_cast %152 : vector<128x128xf32> to vector<128x128xf32>
      %154 = vector.shape_cast %122 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0, %c0], %154 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %155 = arith.subi %c1_i32, %arg22 : i32
      scf.yield %54, %56, %155 : i32, i32, i32
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
    %40 = arith.addf %36, %39 : vector<128x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %41 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
    %42 = arith.select %27, %40, %41 : vector<128x128xi1>, vector<128x128xf32>
    %43 = tpu.transpose %42, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %44 = vector.extract_strided_slice %43 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %45 = vector.load %arg12[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %46 = vector.shape_cast %45 : vector<1x1x128xf32> to vector<1x128xf32>
    %47 = vector.shape_cast %44 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c0, %c0, %c0], %47 {strides = array<i32>} : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
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

// ---- kernel sparse_cli_dq sha256:e6dc0dbe9db24bd975a91247a0408443ddc5a636f92564fe5a25cd5401bce39e
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
        %120 = arith.addi %1, %c0_i32 : i32
        %121 = arith.index_cast %28 : i32 to index
        %122 = memref.load %arg6[%121] : memref<2xi8, #tpu.memory_space<smem>>
        %123 = arith.extsi %122 : i8 to i32
        %124 = arith.index_cast %28 : i32 to index
        %125 = memref.load %arg5[%124] : memref<2xi8, #tpu.memory_space<smem>>
        %c1_i8 = arith.constant 1 : i8
        %126 = arith.cmpi eq, %125, %c1_i8 : i8
        %c0_i32 = arith.constant 0 : i32
        %127 = arith.select %126, %30, %c0_i32 : i32
        %128 = arith.addi %123, %127 : i32
        %129 = arith.index_cast %28 : i32 to index
        %130 = memref.load %arg3[%129] : memref<2xi8, #tpu.memory_space<smem>>
        %131 = arith.extsi %130 : i8 to i32
        %132 = arith.addi %131, %30 : i32
        %c1_i32 = arith.constant 1 : i32
        %133 = arith.subi %c1_i32, %arg22 : i32
        %c4_i32 = arith.constant 4 : i32
        %134 = arith.divsi %120, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %135 = arith.muli %132, %c512_i32 : i32
        %136 = tpu.assume_multiple %135, 512 : i32
        %c4_i32 = arith.constant 4 : i32
        %137 = arith.divsi %120, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %138 = arith.muli %132, %c512_i32 : i32
        %139 = tpu.assume_multiple %138, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %140 = tpu.memref_slice %arg19[%133, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %141 = tpu.memref_squeeze %140 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %142 = tpu.memref_slice %arg16[%133, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %143 = tpu.memref_squeeze %142 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %144 = tpu.memref_slice %arg11[%134, %136, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %145 = tpu.memref_squeeze %144 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%145 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%143 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%141 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %146 = tpu.memref_slice %arg19[%133, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %147 = tpu.memref_squeeze %146 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %148 = tpu.memref_slice %arg17[%133, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %149 = tpu.memref_squeeze %148 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %150 = tpu.memref_slice %arg12[%137, %139, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %151 = tpu.memref_squeeze %150 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%151 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%149 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%147 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %152 = tpu.memref_slice %arg19[%133, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %153 = tpu.memref_squeeze %152 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %154 = tpu.memref_slice %arg18[%133, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %155 = tpu.memref_squeeze %154 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %156 = tpu.memref_slice %arg13[%128, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
        %157 = tpu.memref_squeeze %156 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%157 : memref<128x512xi8, #tpu.memory_space<any>>) target(%155 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%153 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %74 = arith.index_cast %arg22 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %75 = vector.load %arg16[%74, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %76 = vector.shape_cast %75 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %77 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %78 = vector.shape_cast %77 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
      %79 = tpu.matmul %78, %76, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
      %cst_xf22304 = arith.constant 0.0883883461 : f32
      %80 = vector.broadcast %cst_xf22304 : f32 to vector<128x512xf32>
      %81 = arith.mulf %79, %80 : vector<128x512xf32>
      %c2_i32 = arith.constant 2 : i32
      %82 = arith.cmpi eq, %73, %c2_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %84 = tpu.memref_squeeze %83 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %85 = vector.load %84[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %86 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
      %87 = arith.cmpi ne, %85, %86 : vector<128x512xi8>
      %88 = vector.broadcast %82 : i1 to vector<128x512xi1>
      %89 = arith.ori %87, %88 : vector<128x512xi1>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %90 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %91 = vector.shape_cast %90 : vector<1x1x128xf32> to vector<128xf32>
      %92 = vector.shape_cast %91 : vector<128xf32> to vector<128x1xf32>
      %93 = vector.broadcast %92 : vector<128x1xf32> to vector<128x512xf32>
      %94 = arith.subf %81, %93 : vector<128x512xf32>
      %95 = math.exp %94 : vector<128x512xf32>
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %96 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x512xf32>
      %97 = arith.select %89, %95, %96 : vector<128x512xi1>, vector<128x512xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %98 = vector.load %arg8[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %99 = vector.shape_cast %98 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %100 = arith.index_cast %arg22 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %101 = vector.load %arg17[%100, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %102 = vector.shape_cast %101 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
      %103 = tpu.matmul %99, %102, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %104 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %105 = vector.shape_cast %104 : vector<1x1x128xf32> to vector<128xf32>
      %106 = vector.shape_cast %105 : vector<128xf32> to vector<128x1xf32>
      %107 = vector.broadcast %106 : vector<128x1xf32> to vector<128x512xf32>
      %108 = arith.subf %103, %107 : vector<128x512xf32>
      %109 = arith.mulf %97, %108 : vector<128x512xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %110 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %111 = arith.truncf %109 : vector<128x512xf32> to vector<128x512xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %112 = tpu.matmul %111, %76, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_xf22304 = arith.constant 0.0883883461 : f32
      %113 = vector.broadcast %cst_xf22304 : f32 to vector<128x128xf32>
      %114 = arith.mulf %112, %113 : vector<128x128xf32>
      %115 = arith.addf %110, %114 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %116 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %117 = vector.shape_cast %116 : vector<128x128xf32> to vector<128x128xf32>
      %118 = vector.shape_cast %115 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg15[%c0, %c0], %118 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %119 = arith.subi %c1_i32, %arg22 : i32
      scf.yield %28, %30, %119 : i32, i32, i32
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

// ---- kernel sparse_cli_dkv sha256:15b2c2a96b0862ee63c0fc405d8a576a9ade7d8fcd73770f67bb35784ceb1872
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
        %90 = arith.addi %4, %c0_i32 : i32
        %91 = arith.index_cast %28 : i32 to index
        %92 = memref.load %arg7[%91] : memref<8xi8, #tpu.memory_space<smem>>
        %93 = arith.extsi %92 : i8 to i32
        %94 = arith.index_cast %28 : i32 to index
        %95 = memref.load %arg6[%94] : memref<8xi8, #tpu.memory_space<smem>>
        %c1_i8 = arith.constant 1 : i8
        %96 = arith.cmpi eq, %95, %c1_i8 : i8
        %c0_i32 = arith.constant 0 : i32
        %97 = arith.select %96, %30, %c0_i32 : i32
        %98 = arith.addi %93, %97 : i32
        %99 = arith.index_cast %28 : i32 to index
        %100 = memref.load %arg4[%99] : memref<8xi8, #tpu.memory_space<smem>>
        %101 = arith.extsi %100 : i8 to i32
        %102 = arith.addi %101, %30 : i32
        %c1_i32 = arith.constant 1 : i32
        %103 = arith.subi %c1_i32, %arg27 : i32
        %c128_i32 = arith.constant 128 : i32
        %104 = arith.muli %102, %c128_i32 : i32
        %105 = tpu.assume_multiple %104, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %106 = arith.muli %102, %c128_i32 : i32
        %107 = tpu.assume_multiple %106, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %108 = arith.muli %102, %c128_i32 : i32
        %109 = tpu.assume_multiple %108, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %110 = arith.muli %102, %c128_i32 : i32
        %111 = tpu.assume_multiple %110, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %112 = tpu.memref_slice %arg24[%103, %c0_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %113 = tpu.memref_squeeze %112 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg19[%103, %c0_i32, %c0_i32] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
        %115 = tpu.memref_squeeze %114 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg10[%90, %105, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
        %117 = tpu.memref_squeeze %116 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%117 : memref<128x128xbf16, #tpu.memory_space<any>>) target(%115 : memref<128x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%113 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %118 = tpu.memref_slice %arg24[%103, %c1_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %119 = tpu.memref_squeeze %118 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %120 = tpu.memref_slice %arg20[%103, %c0_i32, %c0_i32] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
        %121 = tpu.memref_squeeze %120 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %122 = tpu.memref_slice %arg11[%90, %107, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
        %123 = tpu.memref_squeeze %122 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%123 : memref<128x128xbf16, #tpu.memory_space<any>>) target(%121 : memref<128x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%119 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %124 = tpu.memref_slice %arg24[%103, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %125 = tpu.memref_squeeze %124 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %126 = tpu.memref_slice %arg21[%103, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %127 = tpu.memref_squeeze %126 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %128 = tpu.memref_slice %arg12[%90, %c0_i32, %109] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %129 = tpu.memref_squeeze %128 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%129 : memref<1x128xf32, #tpu.memory_space<any>>) target(%127 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%125 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %130 = tpu.memref_slice %arg24[%103, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %131 = tpu.memref_squeeze %130 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %132 = tpu.memref_slice %arg22[%103, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %133 = tpu.memref_squeeze %132 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %134 = tpu.memref_slice %arg13[%90, %c0_i32, %111] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %135 = tpu.memref_squeeze %134 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%135 : memref<1x128xf32, #tpu.memory_space<any>>) target(%133 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%131 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c4_i32 = arith.constant 4 : i32
        %136 = tpu.memref_slice %arg24[%103, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %137 = tpu.memref_squeeze %136 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %138 = tpu.memref_slice %arg23[%103, %c0_i32, %c0_i32] : memref<2x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
        %139 = tpu.memref_squeeze %138 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %140 = tpu.memref_slice %arg14[%98, %c0_i32, %c0_i32] : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<1x512x128xi8, #tpu.memory_space<any>>
        %141 = tpu.memref_squeeze %140 : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<512x128xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%141 : memref<512x128xi8, #tpu.memory_space<any>>) target(%139 : memref<512x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%137 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %88 = arith.addi %c0_i32, %c2_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      scf.for %arg28 = %c0_i32 to %88 step %c1_i32  : i32 {
        %c256_i32 = arith.constant 256 : i32
        %90 = arith.muli %arg28, %c256_i32 : i32
        %91 = tpu.assume_multiple %90, 256 : i32
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
        %98 = arith.index_cast %91 : i32 to index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg8[%c0, %98, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %100 = vector.shape_cast %99 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %101 = tpu.matmul %100, %94, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<128x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %102 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %103 = arith.mulf %101, %102 : vector<256x128xf32>
        %c2_i32 = arith.constant 2 : i32
        %104 = arith.cmpi eq, %87, %c2_i32 : i32
        %105 = tpu.assume_multiple %90, 256 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %106 = tpu.memref_slice %arg23[%arg27, %c0_i32, %c0_i32] : memref<2x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
        %107 = tpu.memref_squeeze %106 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
        %108 = arith.index_cast %105 : i32 to index
        %c0 = arith.constant 0 : index
        %109 = vector.load %107[%108, %c0] : memref<512x128xi8, #tpu.memory_space<vmem>>, vector<256x128xi8>
        %c0_i8 = arith.constant 0 : i8
        %110 = vector.broadcast %c0_i8 : i8 to vector<256x128xi8>
        %111 = arith.cmpi ne, %109, %110 : vector<256x128xi8>
        %112 = vector.broadcast %104 : i1 to vector<256x128xi1>
        %113 = arith.ori %111, %112 : vector<256x128xi1>
        %114 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg21[%114, %c0, %c0] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %116 = vector.shape_cast %115 : vector<1x1x128xf32> to vector<1x128xf32>
        %117 = vector.broadcast %116 : vector<1x128xf32> to vector<256x128xf32>
        %118 = arith.subf %103, %117 : vector<256x128xf32>
        %119 = math.exp %118 : vector<256x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %120 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x128xf32>
        %121 = arith.select %113, %119, %120 : vector<256x128xi1>, vector<256x128xf32>
        %122 = arith.index_cast %91 : i32 to index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg18[%122, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %124 = arith.truncf %121 : vector<256x128xf32> to vector<256x128xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %125 = tpu.matmul %124, %97, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<128x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %126 = arith.addf %123, %125 : vector<256x128xf32>
        %127 = arith.index_cast %91 : i32 to index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg18[%127, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %129 = vector.shape_cast %128 : vector<256x128xf32> to vector<256x128xf32>
        %130 = vector.shape_cast %126 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg18[%127, %c0], %130 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0 = arith.constant 0 : index
        %131 = arith.index_cast %91 : i32 to index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg9[%c0, %131, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %133 = vector.shape_cast %132 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %134 = tpu.matmul %133, %97, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<128x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %135 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg22[%135, %c0, %c0] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %137 = vector.shape_cast %136 : vector<1x1x128xf32> to vector<1x128xf32>
        %138 = vector.broadcast %137 : vector<1x128xf32> to vector<256x128xf32>
        %139 = arith.subf %134, %138 : vector<256x128xf32>
        %140 = arith.mulf %121, %139 : vector<256x128xf32>
        %141 = arith.index_cast %91 : i32 to index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg17[%141, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %143 = arith.truncf %140 : vector<256x128xf32> to vector<256x128xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %144 = tpu.matmul %143, %94, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<128x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %145 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %146 = arith.mulf %144, %145 : vector<256x128xf32>
        %147 = arith.addf %142, %146 : vector<256x128xf32>
        %148 = arith.index_cast %91 : i32 to index
        %c0 = arith.constant 0 : index
        %149 = vector.load %arg17[%148, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %150 = vector.shape_cast %149 : vector<256x128xf32> to vector<256x128xf32>
        %151 = vector.shape_cast %147 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg17[%148, %c0], %151 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      }
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %89 = arith.subi %c1_i32, %arg27 : i32
      scf.yield %28, %30, %89 : i32, i32, i32
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
