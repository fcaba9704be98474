module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>, %arg3: tensor<2xi8>, %arg4: tensor<2xi8>, %arg5: tensor<1x128x512xi8>, %arg6: tensor<9xi8>, %arg7: tensor<8xi8>, %arg8: tensor<8xi8>, %arg9: tensor<8xi8>, %arg10: tensor<8xi8>, %arg11: tensor<1x512x128xi8>, %arg12: tensor<32x128x128xbf16>, %arg13: tensor<8x4096x128xbf16>, %arg14: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result[0]"}, tensor<32x128x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:b11b69d635144187b643ab0c531f981525cd13d6bcec23912dd28438793b9321\22, \22cost_estimate\22: {\22bytes_accessed\22: 71303168, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> (tensor<32x128x128xbf16>, tensor<32x1x128xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x128x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x128x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %3#0, %3#1, %8, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:9740abca61f5eb477d5f64cc63adf56be2541129d42e5919afa38f90680b083a\22, \22cost_estimate\22: {\22bytes_accessed\22: 72351744, \22flops\22: 12884901888, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> tensor<32x128x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg6, %arg7, %arg8, %arg9, %arg10, %1, %2, %0, %3#0, %3#1, %8, %arg11) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:6cedb40ef2249b57072187248080d9631ba6cbdd032bccea3d7d027323e2070f\22, \22cost_estimate\22: {\22bytes_accessed\22: 52428800, \22flops\22: 17179869184, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<9xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<1x512x128xi8>) -> (tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:b11b69d635144187b643ab0c531f981525cd13d6bcec23912dd28438793b9321
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
      %59 = arith.extsi %58 : i8 to i32
      %c1_i32 = arith.constant 1 : i32
      %60 = arith.cmpi eq, %59, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = arith.select %60, %c0_i32, %c0_i32 : i32
      %62 = arith.addi %56, %61 : i32
      %63 = arith.index_cast %16 : i32 to index
      %64 = memref.load %arg3[%63] : memref<2xi8, #tpu.memory_space<smem>>
      %65 = arith.extsi %64 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %66 = arith.addi %65, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %67 = arith.divsi %53, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %68 = arith.muli %66, %c512_i32 : i32
      %69 = tpu.assume_multiple %68, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %70 = arith.divsi %53, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %71 = arith.muli %66, %c512_i32 : i32
      %72 = tpu.assume_multiple %71, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg19[%c0_i32, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg8[%67, %69, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%78 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%76 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %79 = tpu.memref_slice %arg19[%c0_i32, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %82 = tpu.memref_squeeze %81 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg9[%70, %72, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %84 = tpu.memref_squeeze %83 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%84 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%82 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %85 = tpu.memref_slice %arg19[%c0_i32, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %86 = tpu.memref_squeeze %85 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %88 = tpu.memref_squeeze %87 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg10[%62, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %90 = tpu.memref_squeeze %89 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%90 : memref<128x512xi8, #tpu.memory_space<any>>) target(%88 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%86 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
        %110 = arith.addi %1, %c0_i32 : i32
        %111 = arith.index_cast %59 : i32 to index
        %112 = memref.load %arg6[%111] : memref<2xi8, #tpu.memory_space<smem>>
        %113 = arith.extsi %112 : i8 to i32
        %114 = arith.index_cast %59 : i32 to index
        %115 = memref.load %arg5[%114] : memref<2xi8, #tpu.memory_space<smem>>
        %116 = arith.extsi %115 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %117 = arith.cmpi eq, %116, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %118 = arith.select %117, %61, %c0_i32 : i32
        %119 = arith.addi %113, %118 : i32
        %120 = arith.index_cast %59 : i32 to index
        %121 = memref.load %arg3[%120] : memref<2xi8, #tpu.memory_space<smem>>
        %122 = arith.extsi %121 : i8 to i32
        %123 = arith.addi %122, %61 : i32
        %c1_i32 = arith.constant 1 : i32
        %124 = arith.subi %c1_i32, %arg22 : i32
        %c4_i32 = arith.constant 4 : i32
        %125 = arith.divsi %110, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %126 = arith.muli %123, %c512_i32 : i32
        %127 = tpu.assume_multiple %126, 512 : i32
        %c4_i32 = arith.constant 4 : i32
        %128 = arith.divsi %110, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %129 = arith.muli %123, %c512_i32 : i32
        %130 = tpu.assume_multiple %129, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %131 = tpu.memref_slice %arg19[%124, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %132 = tpu.memref_squeeze %131 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %133 = tpu.memref_slice %arg16[%124, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %134 = tpu.memref_squeeze %133 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %135 = tpu.memref_slice %arg8[%125, %127, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %136 = tpu.memref_squeeze %135 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%136 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%134 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%132 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %137 = tpu.memref_slice %arg19[%124, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %138 = tpu.memref_squeeze %137 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %139 = tpu.memref_slice %arg17[%124, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %140 = tpu.memref_squeeze %139 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %141 = tpu.memref_slice %arg9[%128, %130, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %142 = tpu.memref_squeeze %141 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%142 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%140 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%138 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %143 = tpu.memref_slice %arg19[%124, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %144 = tpu.memref_squeeze %143 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %145 = tpu.memref_slice %arg18[%124, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %146 = tpu.memref_squeeze %145 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %147 = tpu.memref_slice %arg10[%119, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
        %148 = tpu.memref_squeeze %147 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%148 : memref<128x512xi8, #tpu.memory_space<any>>) target(%146 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%144 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %65 = arith.addi %1, %c0_i32 : i32
      %66 = arith.index_cast %arg20 : i32 to index
      %67 = memref.load %arg6[%66] : memref<2xi8, #tpu.memory_space<smem>>
      %68 = arith.extsi %67 : i8 to i32
      %69 = arith.index_cast %arg20 : i32 to index
      %70 = memref.load %arg5[%69] : memref<2xi8, #tpu.memory_space<smem>>
      %71 = arith.extsi %70 : i8 to i32
      %c1_i32 = arith.constant 1 : i32
      %72 = arith.cmpi eq, %71, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = arith.select %72, %arg21, %c0_i32 : i32
      %74 = arith.addi %68, %73 : i32
      %75 = arith.index_cast %arg20 : i32 to index
      %76 = memref.load %arg3[%75] : memref<2xi8, #tpu.memory_space<smem>>
      %77 = arith.extsi %76 : i8 to i32
      %78 = arith.addi %77, %arg21 : i32
      %c4_i32 = arith.constant 4 : i32
      %79 = arith.divsi %65, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %80 = arith.muli %78, %c512_i32 : i32
      %81 = tpu.assume_multiple %80, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %82 = arith.divsi %65, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %83 = arith.muli %78, %c512_i32 : i32
      %84 = tpu.assume_multiple %83, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg19[%arg22, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %86 = tpu.memref_squeeze %85 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %88 = tpu.memref_squeeze %87 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg8[%79, %81, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %90 = tpu.memref_squeeze %89 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%86 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%90 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%88 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %91 = tpu.memref_slice %arg19[%arg22, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %92 = tpu.memref_squeeze %91 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg17[%arg22, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %94 = tpu.memref_squeeze %93 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg9[%82, %84, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%92 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%96 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%94 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %97 = tpu.memref_slice %arg19[%arg22, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %98 = tpu.memref_squeeze %97 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %99 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %100 = tpu.memref_squeeze %99 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %101 = tpu.memref_slice %arg10[%74, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %102 = tpu.memref_squeeze %101 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%98 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%102 : memref<128x512xi8, #tpu.memory_space<any>>) dst(%100 : memref<128x512xi8, #tpu.memory_space<vmem>>)
      %103 = arith.index_cast %arg20 : i32 to index
      %104 = memref.load %arg5[%103] : memref<2xi8, #tpu.memory_space<smem>>
      %105 = arith.extsi %104 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %106 = arith.cmpi eq, %105, %c2_i32 : i32
      %107 = arith.extui %106 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %108 = arith.cmpi ne, %107, %c0_i32 : i32
      scf.if %108 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %111 = vector.shape_cast %110 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %112 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg16[%112, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %114 = vector.shape_cast %113 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %115 = tpu.matmul %111, %114, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %116 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %117 = arith.mulf %115, %116 : vector<128x512xf32>
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
        %129 = math.exp2 %128 : vector<128x512xf32>
        %130 = arith.subf %118, %126 : vector<128x128xf32>
        %131 = math.exp2 %130 : vector<128x128xf32>
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
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %111 = vector.shape_cast %110 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %112 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg16[%112, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %114 = vector.shape_cast %113 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %115 = tpu.matmul %111, %114, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %116 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %117 = arith.mulf %115, %116 : vector<128x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %118 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %119 = tpu.memref_squeeze %118 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %119[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %121 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %122 = arith.cmpi ne, %120, %121 : vector<128x512xi8>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %123 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %124 = arith.select %122, %117, %123 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %126 = vector.multi_reduction <maximumf>, %124, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %127 = vector.shape_cast %126 : vector<128xf32> to vector<128x1xf32>
        %128 = vector.broadcast %127 : vector<128x1xf32> to vector<128x128xf32>
        %129 = arith.maximumf %125, %128 : vector<128x128xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %130 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
        %131 = arith.cmpf oeq, %129, %130 : vector<128x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %132 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
        %133 = arith.select %131, %132, %129 : vector<128x128xi1>, vector<128x128xf32>
        %134 = tpu.concatenate %133, %133, %133, %133 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %135 = arith.subf %124, %134 : vector<128x512xf32>
        %136 = math.exp2 %135 : vector<128x512xf32>
        %137 = arith.subf %125, %133 : vector<128x128xf32>
        %138 = math.exp2 %137 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %140 = arith.mulf %138, %139 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %141 = vector.multi_reduction <add>, %136, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %142 = vector.shape_cast %141 : vector<128xf32> to vector<128x1xf32>
        %143 = vector.broadcast %142 : vector<128x1xf32> to vector<128x128xf32>
        %144 = arith.addf %140, %143 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %145 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %146 = vector.shape_cast %145 : vector<128x128xf32> to vector<128x128xf32>
        %147 = vector.shape_cast %144 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %147 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %148 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %149 = vector.load %arg17[%148, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %150 = vector.shape_cast %149 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %152 = arith.mulf %138, %151 : vector<128x128xf32>
        %153 = arith.truncf %136 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %154 = tpu.matmul %153, %150, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %155 = arith.addf %152, %154 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %156 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %157 = vector.shape_cast %156 : vector<128x128xf32> to vector<128x128xf32>
        %158 = vector.shape_cast %155 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %158 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %159 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %160 = vector.shape_cast %159 : vector<128x128xf32> to vector<128x128xf32>
        %161 = vector.shape_cast %129 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %161 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %109 = arith.subi %c1_i32, %arg22 : i32
      scf.yield %59, %61, %109 : i32, i32, i32
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

// ---- kernel sparse_cli_dq sha256:9740abca61f5eb477d5f64cc63adf56be2541129d42e5919afa38f90680b083a
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
      %28 = arith.extsi %27 : i8 to i32
      %c1_i32 = arith.constant 1 : i32
      %29 = arith.cmpi eq, %28, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %30 = arith.select %29, %c0_i32, %c0_i32 : i32
      %31 = arith.addi %25, %30 : i32
      %32 = arith.index_cast %8 : i32 to index
      %33 = memref.load %arg3[%32] : memref<2xi8, #tpu.memory_space<smem>>
      %34 = arith.extsi %33 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %35 = arith.addi %34, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %36 = arith.divsi %22, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %37 = arith.muli %35, %c512_i32 : i32
      %38 = tpu.assume_multiple %37, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %39 = arith.divsi %22, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %40 = arith.muli %35, %c512_i32 : i32
      %41 = tpu.assume_multiple %40, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %42 = tpu.memref_slice %arg19[%c0_i32, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %43 = tpu.memref_squeeze %42 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %44 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %45 = tpu.memref_squeeze %44 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg11[%36, %38, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %47 = tpu.memref_squeeze %46 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%47 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%45 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%43 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %48 = tpu.memref_slice %arg19[%c0_i32, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %49 = tpu.memref_squeeze %48 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %51 = tpu.memref_squeeze %50 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg12[%39, %41, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %53 = tpu.memref_squeeze %52 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%53 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%51 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%49 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %54 = tpu.memref_slice %arg19[%c0_i32, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %57 = tpu.memref_squeeze %56 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg13[%31, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %59 = tpu.memref_squeeze %58 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%59 : memref<128x512xi8, #tpu.memory_space<any>>) target(%57 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%55 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
        %79 = arith.addi %1, %c0_i32 : i32
        %80 = arith.index_cast %28 : i32 to index
        %81 = memref.load %arg6[%80] : memref<2xi8, #tpu.memory_space<smem>>
        %82 = arith.extsi %81 : i8 to i32
        %83 = arith.index_cast %28 : i32 to index
        %84 = memref.load %arg5[%83] : memref<2xi8, #tpu.memory_space<smem>>
        %85 = arith.extsi %84 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %86 = arith.cmpi eq, %85, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %87 = arith.select %86, %30, %c0_i32 : i32
        %88 = arith.addi %82, %87 : i32
        %89 = arith.index_cast %28 : i32 to index
        %90 = memref.load %arg3[%89] : memref<2xi8, #tpu.memory_space<smem>>
        %91 = arith.extsi %90 : i8 to i32
        %92 = arith.addi %91, %30 : i32
        %c1_i32 = arith.constant 1 : i32
        %93 = arith.subi %c1_i32, %arg22 : i32
        %c4_i32 = arith.constant 4 : i32
        %94 = arith.divsi %79, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %95 = arith.muli %92, %c512_i32 : i32
        %96 = tpu.assume_multiple %95, 512 : i32
        %c4_i32 = arith.constant 4 : i32
        %97 = arith.divsi %79, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %98 = arith.muli %92, %c512_i32 : i32
        %99 = tpu.assume_multiple %98, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %100 = tpu.memref_slice %arg19[%93, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %101 = tpu.memref_squeeze %100 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %102 = tpu.memref_slice %arg16[%93, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %103 = tpu.memref_squeeze %102 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %104 = tpu.memref_slice %arg11[%94, %96, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %105 = tpu.memref_squeeze %104 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%105 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%103 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%101 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %106 = tpu.memref_slice %arg19[%93, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %107 = tpu.memref_squeeze %106 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %108 = tpu.memref_slice %arg17[%93, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %109 = tpu.memref_squeeze %108 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %110 = tpu.memref_slice %arg12[%97, %99, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %111 = tpu.memref_squeeze %110 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%111 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%109 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%107 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %112 = tpu.memref_slice %arg19[%93, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %113 = tpu.memref_squeeze %112 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg18[%93, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %115 = tpu.memref_squeeze %114 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg13[%88, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
        %117 = tpu.memref_squeeze %116 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%117 : memref<128x512xi8, #tpu.memory_space<any>>) target(%115 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%113 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %34 = arith.addi %1, %c0_i32 : i32
      %35 = arith.index_cast %arg20 : i32 to index
      %36 = memref.load %arg6[%35] : memref<2xi8, #tpu.memory_space<smem>>
      %37 = arith.extsi %36 : i8 to i32
      %38 = arith.index_cast %arg20 : i32 to index
      %39 = memref.load %arg5[%38] : memref<2xi8, #tpu.memory_space<smem>>
      %40 = arith.extsi %39 : i8 to i32
      %c1_i32 = arith.constant 1 : i32
      %41 = arith.cmpi eq, %40, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %42 = arith.select %41, %arg21, %c0_i32 : i32
      %43 = arith.addi %37, %42 : i32
      %44 = arith.index_cast %arg20 : i32 to index
      %45 = memref.load %arg3[%44] : memref<2xi8, #tpu.memory_space<smem>>
      %46 = arith.extsi %45 : i8 to i32
      %47 = arith.addi %46, %arg21 : i32
      %c4_i32 = arith.constant 4 : i32
      %48 = arith.divsi %34, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %49 = arith.muli %47, %c512_i32 : i32
      %50 = tpu.assume_multiple %49, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %51 = arith.divsi %34, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %52 = arith.muli %47, %c512_i32 : i32
      %53 = tpu.assume_multiple %52, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg19[%arg22, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %57 = tpu.memref_squeeze %56 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg11[%48, %50, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %59 = tpu.memref_squeeze %58 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%55 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%59 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%57 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %60 = tpu.memref_slice %arg19[%arg22, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg17[%arg22, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg12[%51, %53, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%65 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%63 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %66 = tpu.memref_slice %arg19[%arg22, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg13[%43, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<128x512xi8, #tpu.memory_space<any>>) dst(%69 : memref<128x512xi8, #tpu.memory_space<vmem>>)
      %72 = arith.index_cast %arg20 : i32 to index
      %73 = memref.load %arg5[%72] : memref<2xi8, #tpu.memory_space<smem>>
      %74 = arith.extsi %73 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %75 = arith.cmpi eq, %74, %c2_i32 : i32
      %76 = arith.extui %75 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %77 = arith.cmpi ne, %76, %c0_i32 : i32
      scf.if %77 {
        %79 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg16[%79, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %81 = vector.shape_cast %80 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %83 = vector.shape_cast %82 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %84 = tpu.matmul %83, %81, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %85 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %86 = arith.mulf %84, %85 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %87 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %88 = vector.shape_cast %87 : vector<1x1x128xf32> to vector<128xf32>
        %89 = vector.shape_cast %88 : vector<128xf32> to vector<128x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %90 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x1xf32>
        %91 = arith.mulf %89, %90 : vector<128x1xf32>
        %92 = vector.broadcast %91 : vector<128x1xf32> to vector<128x512xf32>
        %93 = arith.subf %86, %92 : vector<128x512xf32>
        %94 = math.exp2 %93 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg8[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %96 = vector.shape_cast %95 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %97 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg17[%97, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %100 = tpu.matmul %96, %99, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %102 = vector.shape_cast %101 : vector<1x1x128xf32> to vector<128xf32>
        %103 = vector.shape_cast %102 : vector<128xf32> to vector<128x1xf32>
        %104 = vector.broadcast %103 : vector<128x1xf32> to vector<128x512xf32>
        %105 = arith.subf %100, %104 : vector<128x512xf32>
        %106 = arith.mulf %94, %105 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %108 = arith.truncf %106 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %109 = tpu.matmul %108, %81, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %110 = vector.broadcast %cst_xf22304 : f32 to vector<128x128xf32>
        %111 = arith.mulf %109, %110 : vector<128x128xf32>
        %112 = arith.addf %107, %111 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %114 = vector.shape_cast %113 : vector<128x128xf32> to vector<128x128xf32>
        %115 = vector.shape_cast %112 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %115 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      } else {
        %79 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg16[%79, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %81 = vector.shape_cast %80 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %83 = vector.shape_cast %82 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %84 = tpu.matmul %83, %81, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %85 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %86 = arith.mulf %84, %85 : vector<128x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %87 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %88 = tpu.memref_squeeze %87 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %89 = vector.load %88[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %90 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %91 = arith.cmpi ne, %89, %90 : vector<128x512xi8>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %93 = vector.shape_cast %92 : vector<1x1x128xf32> to vector<128xf32>
        %94 = vector.shape_cast %93 : vector<128xf32> to vector<128x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %95 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x1xf32>
        %96 = arith.mulf %94, %95 : vector<128x1xf32>
        %97 = vector.broadcast %96 : vector<128x1xf32> to vector<128x512xf32>
        %98 = arith.subf %86, %97 : vector<128x512xf32>
        %99 = math.exp2 %98 : vector<128x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %100 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x512xf32>
        %101 = arith.select %91, %99, %100 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg8[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %103 = vector.shape_cast %102 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %104 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg17[%104, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %106 = vector.shape_cast %105 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %107 = tpu.matmul %103, %106, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %109 = vector.shape_cast %108 : vector<1x1x128xf32> to vector<128xf32>
        %110 = vector.shape_cast %109 : vector<128xf32> to vector<128x1xf32>
        %111 = vector.broadcast %110 : vector<128x1xf32> to vector<128x512xf32>
        %112 = arith.subf %107, %111 : vector<128x512xf32>
        %113 = arith.mulf %101, %112 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %115 = arith.truncf %113 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %116 = tpu.matmul %115, %81, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %117 = vector.broadcast %cst_xf22304 : f32 to vector<128x128xf32>
        %118 = arith.mulf %116, %117 : vector<128x128xf32>
        %119 = arith.addf %114, %118 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %121 = vector.shape_cast %120 : vector<128x128xf32> to vector<128x128xf32>
        %122 = vector.shape_cast %119 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %122 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %78 = arith.subi %c1_i32, %arg22 : i32
      scf.yield %28, %30, %78 : i32, i32, i32
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

// ---- kernel sparse_cli_dkv sha256:6cedb40ef2249b57072187248080d9631ba6cbdd032bccea3d7d027323e2070f
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
      %28 = arith.extsi %27 : i8 to i32
      %c1_i32 = arith.constant 1 : i32
      %29 = arith.cmpi eq, %28, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %30 = arith.select %29, %c0_i32, %c0_i32 : i32
      %31 = arith.addi %25, %30 : i32
      %32 = arith.index_cast %11 : i32 to index
      %33 = memref.load %arg4[%32] : memref<8xi8, #tpu.memory_space<smem>>
      %34 = arith.extsi %33 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %35 = arith.addi %34, %c0_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %36 = arith.muli %35, %c128_i32 : i32
      %37 = tpu.assume_multiple %36, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %38 = arith.muli %35, %c128_i32 : i32
      %39 = tpu.assume_multiple %38, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %40 = arith.muli %35, %c128_i32 : i32
      %41 = tpu.assume_multiple %40, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %42 = arith.muli %35, %c128_i32 : i32
      %43 = tpu.assume_multiple %42, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %44 = tpu.memref_slice %arg24[%c0_i32, %c0_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %45 = tpu.memref_squeeze %44 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
      %47 = tpu.memref_squeeze %46 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg10[%22, %37, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
      %49 = tpu.memref_squeeze %48 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%49 : memref<128x128xbf16, #tpu.memory_space<any>>) target(%47 : memref<128x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%45 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %50 = tpu.memref_slice %arg24[%c0_i32, %c1_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %51 = tpu.memref_squeeze %50 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
      %53 = tpu.memref_squeeze %52 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg11[%22, %39, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
      %55 = tpu.memref_squeeze %54 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%55 : memref<128x128xbf16, #tpu.memory_space<any>>) target(%53 : memref<128x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%51 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %56 = tpu.memref_slice %arg24[%c0_i32, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %57 = tpu.memref_squeeze %56 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg21[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg12[%22, %c0_i32, %41] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%61 : memref<1x128xf32, #tpu.memory_space<any>>) target(%59 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%57 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %62 = tpu.memref_slice %arg24[%c0_i32, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg22[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg13[%22, %c0_i32, %43] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%67 : memref<1x128xf32, #tpu.memory_space<any>>) target(%65 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%63 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c4_i32 = arith.constant 4 : i32
      %68 = tpu.memref_slice %arg24[%c0_i32, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg23[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg14[%31, %c0_i32, %c0_i32] : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<1x512x128xi8, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<512x128xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%73 : memref<512x128xi8, #tpu.memory_space<any>>) target(%71 : memref<512x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
        %93 = arith.addi %4, %c0_i32 : i32
        %94 = arith.index_cast %28 : i32 to index
        %95 = memref.load %arg7[%94] : memref<8xi8, #tpu.memory_space<smem>>
        %96 = arith.extsi %95 : i8 to i32
        %97 = arith.index_cast %28 : i32 to index
        %98 = memref.load %arg6[%97] : memref<8xi8, #tpu.memory_space<smem>>
        %99 = arith.extsi %98 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %100 = arith.cmpi eq, %99, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %101 = arith.select %100, %30, %c0_i32 : i32
        %102 = arith.addi %96, %101 : i32
        %103 = arith.index_cast %28 : i32 to index
        %104 = memref.load %arg4[%103] : memref<8xi8, #tpu.memory_space<smem>>
        %105 = arith.extsi %104 : i8 to i32
        %106 = arith.addi %105, %30 : i32
        %c1_i32 = arith.constant 1 : i32
        %107 = arith.subi %c1_i32, %arg27 : i32
        %c128_i32 = arith.constant 128 : i32
        %108 = arith.muli %106, %c128_i32 : i32
        %109 = tpu.assume_multiple %108, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %110 = arith.muli %106, %c128_i32 : i32
        %111 = tpu.assume_multiple %110, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %112 = arith.muli %106, %c128_i32 : i32
        %113 = tpu.assume_multiple %112, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %114 = arith.muli %106, %c128_i32 : i32
        %115 = tpu.assume_multiple %114, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg24[%107, %c0_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %117 = tpu.memref_squeeze %116 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %118 = tpu.memref_slice %arg19[%107, %c0_i32, %c0_i32] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
        %119 = tpu.memref_squeeze %118 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %120 = tpu.memref_slice %arg10[%93, %109, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
        %121 = tpu.memref_squeeze %120 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%121 : memref<128x128xbf16, #tpu.memory_space<any>>) target(%119 : memref<128x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%117 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %122 = tpu.memref_slice %arg24[%107, %c1_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %123 = tpu.memref_squeeze %122 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %124 = tpu.memref_slice %arg20[%107, %c0_i32, %c0_i32] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
        %125 = tpu.memref_squeeze %124 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %126 = tpu.memref_slice %arg11[%93, %111, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
        %127 = tpu.memref_squeeze %126 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%127 : memref<128x128xbf16, #tpu.memory_space<any>>) target(%125 : memref<128x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%123 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %128 = tpu.memref_slice %arg24[%107, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %129 = tpu.memref_squeeze %128 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %130 = tpu.memref_slice %arg21[%107, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %131 = tpu.memref_squeeze %130 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %132 = tpu.memref_slice %arg12[%93, %c0_i32, %113] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %133 = tpu.memref_squeeze %132 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%133 : memref<1x128xf32, #tpu.memory_space<any>>) target(%131 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%129 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %134 = tpu.memref_slice %arg24[%107, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %135 = tpu.memref_squeeze %134 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %136 = tpu.memref_slice %arg22[%107, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %137 = tpu.memref_squeeze %136 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %138 = tpu.memref_slice %arg13[%93, %c0_i32, %115] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %139 = tpu.memref_squeeze %138 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%139 : memref<1x128xf32, #tpu.memory_space<any>>) target(%137 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%135 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c4_i32 = arith.constant 4 : i32
        %140 = tpu.memref_slice %arg24[%107, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %141 = tpu.memref_squeeze %140 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %142 = tpu.memref_slice %arg23[%107, %c0_i32, %c0_i32] : memref<2x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
        %143 = tpu.memref_squeeze %142 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %144 = tpu.memref_slice %arg14[%102, %c0_i32, %c0_i32] : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<1x512x128xi8, #tpu.memory_space<any>>
        %145 = tpu.memref_squeeze %144 : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<512x128xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%145 : memref<512x128xi8, #tpu.memory_space<any>>) target(%143 : memref<512x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%141 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %34 = arith.addi %4, %c0_i32 : i32
      %35 = arith.index_cast %arg25 : i32 to index
      %36 = memref.load %arg7[%35] : memref<8xi8, #tpu.memory_space<smem>>
      %37 = arith.extsi %36 : i8 to i32
      %38 = arith.index_cast %arg25 : i32 to index
      %39 = memref.load %arg6[%38] : memref<8xi8, #tpu.memory_space<smem>>
      %40 = arith.extsi %39 : i8 to i32
      %c1_i32 = arith.constant 1 : i32
      %41 = arith.cmpi eq, %40, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %42 = arith.select %41, %arg26, %c0_i32 : i32
      %43 = arith.addi %37, %42 : i32
      %44 = arith.index_cast %arg25 : i32 to index
      %45 = memref.load %arg4[%44] : memref<8xi8, #tpu.memory_space<smem>>
      %46 = arith.extsi %45 : i8 to i32
      %47 = arith.addi %46, %arg26 : i32
      %c128_i32 = arith.constant 128 : i32
      %48 = arith.muli %47, %c128_i32 : i32
      %49 = tpu.assume_multiple %48, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %50 = arith.muli %47, %c128_i32 : i32
      %51 = tpu.assume_multiple %50, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %52 = arith.muli %47, %c128_i32 : i32
      %53 = tpu.assume_multiple %52, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %54 = arith.muli %47, %c128_i32 : i32
      %55 = tpu.assume_multiple %54, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg24[%arg27, %c0_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %57 = tpu.memref_squeeze %56 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg19[%arg27, %c0_i32, %c0_i32] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
      %59 = tpu.memref_squeeze %58 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg10[%34, %49, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
      %61 = tpu.memref_squeeze %60 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%57 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%61 : memref<128x128xbf16, #tpu.memory_space<any>>) dst(%59 : memref<128x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %62 = tpu.memref_slice %arg24[%arg27, %c1_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg20[%arg27, %c0_i32, %c0_i32] : memref<2x128x128xbf16, #tpu.memory_space<vmem>> -> memref<1x128x128xbf16, #tpu.memory_space<vmem>>
      %65 = tpu.memref_squeeze %64 : memref<1x128x128xbf16, #tpu.memory_space<vmem>> -> memref<128x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg11[%34, %51, %c0_i32] : memref<32x128x128xbf16, #tpu.memory_space<any>> -> memref<1x128x128xbf16, #tpu.memory_space<any>>
      %67 = tpu.memref_squeeze %66 : memref<1x128x128xbf16, #tpu.memory_space<any>> -> memref<128x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%63 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%67 : memref<128x128xbf16, #tpu.memory_space<any>>) dst(%65 : memref<128x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %68 = tpu.memref_slice %arg24[%arg27, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg12[%34, %c0_i32, %53] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%73 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%71 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %74 = tpu.memref_slice %arg24[%arg27, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg22[%arg27, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg13[%34, %c0_i32, %55] : memref<32x1x128xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%75 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%79 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%77 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %c4_i32 = arith.constant 4 : i32
      %80 = tpu.memref_slice %arg24[%arg27, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg23[%arg27, %c0_i32, %c0_i32] : memref<2x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
      %83 = tpu.memref_squeeze %82 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg14[%43, %c0_i32, %c0_i32] : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<1x512x128xi8, #tpu.memory_space<any>>
      %85 = tpu.memref_squeeze %84 : memref<1x512x128xi8, #tpu.memory_space<any>> -> memref<512x128xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%85 : memref<512x128xi8, #tpu.memory_space<any>>) dst(%83 : memref<512x128xi8, #tpu.memory_space<vmem>>)
      %86 = arith.index_cast %arg25 : i32 to index
      %87 = memref.load %arg6[%86] : memref<8xi8, #tpu.memory_space<smem>>
      %88 = arith.extsi %87 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %89 = arith.cmpi eq, %88, %c2_i32 : i32
      %90 = arith.extui %89 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %91 = arith.cmpi ne, %90, %c0_i32 : i32
      scf.if %91 {
        %93 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg19[%93, %c0, %c0] : memref<2x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %95 = vector.shape_cast %94 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %96 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg20[%96, %c0, %c0] : memref<2x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %98 = vector.shape_cast %97 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %100 = vector.shape_cast %99 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %101 = tpu.matmul %100, %95, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %102 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x128xf32>
        %103 = arith.mulf %101, %102 : vector<512x128xf32>
        %104 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg21[%104, %c0, %c0] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %106 = vector.shape_cast %105 : vector<1x1x128xf32> to vector<1x128xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %107 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
        %108 = arith.mulf %106, %107 : vector<1x128xf32>
        %109 = vector.broadcast %108 : vector<1x128xf32> to vector<512x128xf32>
        %110 = arith.subf %103, %109 : vector<512x128xf32>
        %111 = math.exp2 %110 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %113 = arith.truncf %111 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %114 = tpu.matmul %113, %98, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %115 = arith.addf %112, %114 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %117 = vector.shape_cast %116 : vector<512x128xf32> to vector<512x128xf32>
        %118 = vector.shape_cast %115 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %118 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %120 = vector.shape_cast %119 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %121 = tpu.matmul %120, %98, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %122 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg22[%122, %c0, %c0] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %124 = vector.shape_cast %123 : vector<1x1x128xf32> to vector<1x128xf32>
        %125 = vector.broadcast %124 : vector<1x128xf32> to vector<512x128xf32>
        %126 = arith.subf %121, %125 : vector<512x128xf32>
        %127 = arith.mulf %111, %126 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %129 = arith.truncf %127 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %130 = tpu.matmul %129, %95, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %131 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %132 = arith.mulf %130, %131 : vector<512x128xf32>
        %133 = arith.addf %128, %132 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %135 = vector.shape_cast %134 : vector<512x128xf32> to vector<512x128xf32>
        %136 = vector.shape_cast %133 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg17[%c0, %c0], %136 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %93 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg19[%93, %c0, %c0] : memref<2x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %95 = vector.shape_cast %94 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %96 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg20[%96, %c0, %c0] : memref<2x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %98 = vector.shape_cast %97 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %100 = vector.shape_cast %99 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %101 = tpu.matmul %100, %95, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %102 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x128xf32>
        %103 = arith.mulf %101, %102 : vector<512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %104 = tpu.memref_slice %arg23[%arg27, %c0_i32, %c0_i32] : memref<2x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
        %105 = tpu.memref_squeeze %104 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %105[%c0, %c0] : memref<512x128xi8, #tpu.memory_space<vmem>>, vector<512x128xi8>
        %c0_i8 = arith.constant 0 : i8
        %107 = vector.broadcast %c0_i8 : i8 to vector<512x128xi8>
        %108 = arith.cmpi ne, %106, %107 : vector<512x128xi8>
        %109 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg21[%109, %c0, %c0] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %111 = vector.shape_cast %110 : vector<1x1x128xf32> to vector<1x128xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %112 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
        %113 = arith.mulf %111, %112 : vector<1x128xf32>
        %114 = vector.broadcast %113 : vector<1x128xf32> to vector<512x128xf32>
        %115 = arith.subf %103, %114 : vector<512x128xf32>
        %116 = math.exp2 %115 : vector<512x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %117 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
        %118 = arith.select %108, %116, %117 : vector<512x128xi1>, vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %120 = arith.truncf %118 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %121 = tpu.matmul %120, %98, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %122 = arith.addf %119, %121 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %124 = vector.shape_cast %123 : vector<512x128xf32> to vector<512x128xf32>
        %125 = vector.shape_cast %122 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %125 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %127 = vector.shape_cast %126 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %128 = tpu.matmul %127, %98, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %129 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg22[%129, %c0, %c0] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %131 = vector.shape_cast %130 : vector<1x1x128xf32> to vector<1x128xf32>
        %132 = vector.broadcast %131 : vector<1x128xf32> to vector<512x128xf32>
        %133 = arith.subf %128, %132 : vector<512x128xf32>
        %134 = arith.mulf %118, %133 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %136 = arith.truncf %134 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %137 = tpu.matmul %136, %95, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %138 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %139 = arith.mulf %137, %138 : vector<512x128xf32>
        %140 = arith.addf %135, %139 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %141 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %142 = vector.shape_cast %141 : vector<512x128xf32> to vector<512x128xf32>
        %143 = vector.shape_cast %140 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg17[%c0, %c0], %143 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %92 = arith.subi %c1_i32, %arg27 : i32
      scf.yield %28, %30, %92 : i32, i32, i32
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
