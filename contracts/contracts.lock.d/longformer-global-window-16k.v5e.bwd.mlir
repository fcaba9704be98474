module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi8>, %arg1: tensor<123xi8>, %arg2: tensor<123xi8>, %arg3: tensor<123xi8>, %arg4: tensor<33xi8>, %arg5: tensor<123xi8>, %arg6: tensor<123xi8>, %arg7: tensor<123xi8>, %arg8: tensor<12x16384x64xbf16>, %arg9: tensor<12x16384x64xbf16>, %arg10: tensor<12x16384x64xbf16>) -> (tensor<12x16384x64xbf16> {jax.result_info = "result[0]"}, tensor<12x16384x64xbf16> {jax.result_info = "result[1][0]"}, tensor<12x16384x64xbf16> {jax.result_info = "result[1][1]"}, tensor<12x16384x64xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %1 = call @_pad(%arg9, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %2 = call @_pad(%arg10, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:380ebe7059a8b0e5b62bdabc9cc4ce27d25f3b804e8efaa86217500087c4c990\22, \22cost_estimate\22: {\22bytes_accessed\22: 292552704, \22flops\22: 124017180672, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<123xi8>, tensor<123xi8>, tensor<123xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>) -> (tensor<12x16384x64xbf16>, tensor<12x1x16384xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xf32>
    %5 = stablehlo.convert %3#0 : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<12x16384x64xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<12x16384x64xf32>, tensor<f32>) -> tensor<12x16384xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<12x16384xf32>) -> tensor<12x1x16384xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:03bdd9a31909c0c6bee07b5bb24c027e1d0523eeb02c8c50ac2d6bb62fd58b59\22, \22cost_estimate\22: {\22bytes_accessed\22: 317718528, \22flops\22: 186025771008, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<123xi8>, tensor<123xi8>, tensor<123xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x1x16384xf32>, tensor<12x1x16384xf32>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:605eab15e824c0be1675da64f568fa57b876f851f05f8e4840dd2c13c5798b6f\22, \22cost_estimate\22: {\22bytes_accessed\22: 342884352, \22flops\22: 248034361344, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<123xi8>, tensor<123xi8>, tensor<123xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x1x16384xf32>, tensor<12x1x16384xf32>) -> (tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>)
    %11 = call @_pad_0(%10#1) : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    %12 = call @_pad_0(%10#0) : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    %13 = call @_pad_0(%9) : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    return %3#0, %13, %12, %11 : tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>
  }
  func.func private @_pad(%arg0: tensor<12x16384x64xbf16>, %arg1: tensor<i32>) -> tensor<12x16384x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<12x16384x64xbf16>, tensor<bf16>) -> tensor<12x16384x64xbf16>
    return %1 : tensor<12x16384x64xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<12x16384x64xbf16>, tensor<bf16>) -> tensor<12x16384x64xbf16>
    %1 = stablehlo.slice %0 [0:12, 0:16384, 0:64] : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    return %1 : tensor<12x16384x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:380ebe7059a8b0e5b62bdabc9cc4ce27d25f3b804e8efaa86217500087c4c990
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg8: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg14: memref<3x512x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x512x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 32>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %4 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %6 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    %7 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %7 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %10 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    %11 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %11 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %12 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %14 = vector.shape_cast %13 : vector<512x64xf32> to vector<512x64xf32>
    %15 = vector.shape_cast %12 : vector<512x64xf32> to vector<512x64xf32>
    tpu.vector_store %arg13[%c0, %c0], %15 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
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
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32 : i32
    scf.if %25 {
      %c0_i32 = arith.constant 0 : i32
      %69 = arith.addi %2, %c0_i32 : i32
      %70 = arith.index_cast %18 : i32 to index
      %71 = memref.load %arg3[%70] : memref<123xi8, #tpu.memory_space<smem>>
      %72 = arith.extsi %71 : i8 to i32
      %73 = arith.addi %72, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %74 = arith.muli %73, %c512_i32 : i32
      %75 = tpu.assume_multiple %74, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %76 = arith.muli %73, %c512_i32 : i32
      %77 = tpu.assume_multiple %76, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %81 = tpu.memref_squeeze %80 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg7[%69, %75, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %83 = tpu.memref_squeeze %82 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%83 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%81 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %84 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %87 = tpu.memref_squeeze %86 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg8[%69, %77, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %89 = tpu.memref_squeeze %88 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%89 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%87 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %26 = arith.addi %c0_i32, %c1_i32 : i32
    %c122_i32 = arith.constant 122 : i32
    %27 = arith.minsi %18, %c122_i32 : i32
    %28 = arith.index_cast %27 : i32 to index
    %29 = memref.load %arg4[%28] : memref<123xi8, #tpu.memory_space<smem>>
    %30 = arith.extsi %29 : i8 to i32
    %31 = arith.cmpi sge, %26, %30 : i32
    %c1_i32 = arith.constant 1 : i32
    %32 = arith.addi %18, %c1_i32 : i32
    %33 = arith.select %31, %32, %18 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %34 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %35 = arith.select %31, %c0_i32, %34 : i32
    %36 = arith.cmpi slt, %33, %22 : i32
    %37 = arith.extui %36 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %38 = arith.cmpi ne, %37, %c0_i32 : i32
    scf.if %38 {
      %c0_i32 = arith.constant 0 : i32
      %69 = arith.addi %2, %c0_i32 : i32
      %70 = arith.index_cast %33 : i32 to index
      %71 = memref.load %arg3[%70] : memref<123xi8, #tpu.memory_space<smem>>
      %72 = arith.extsi %71 : i8 to i32
      %73 = arith.addi %72, %35 : i32
      %c512_i32 = arith.constant 512 : i32
      %74 = arith.muli %73, %c512_i32 : i32
      %75 = tpu.assume_multiple %74, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %76 = arith.muli %73, %c512_i32 : i32
      %77 = tpu.assume_multiple %76, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg16[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %81 = tpu.memref_squeeze %80 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg7[%69, %75, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %83 = tpu.memref_squeeze %82 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%83 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%81 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %84 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %87 = tpu.memref_squeeze %86 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg8[%69, %77, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %89 = tpu.memref_squeeze %88 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%89 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%87 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %39:7 = scf.while (%arg17 = %18, %arg18 = %c0_i32, %arg19 = %33, %arg20 = %35, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %69 = arith.cmpi slt, %arg17, %22 : i32
      scf.condition(%69) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %69 = arith.index_cast %arg17 : i32 to index
      %70 = memref.load %arg5[%69] : memref<123xi8, #tpu.memory_space<smem>>
      %71 = arith.extsi %70 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %72 = arith.cmpi eq, %71, %c2_i32 : i32
      %73 = arith.extui %72 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %74 = arith.cmpi ne, %73, %c0_i32 : i32
      %75:2 = scf.if %74 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %76 = arith.muli %c0_i32, %c512_i32 : i32
        %77 = tpu.assume_multiple %76, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %78 = arith.muli %c0_i32, %c512_i32 : i32
        %79 = tpu.assume_multiple %78, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %83 = tpu.memref_squeeze %82 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %84 = tpu.memref_slice %arg7[%c0_i32, %77, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %85 = tpu.memref_squeeze %84 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%85 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%83 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %86 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %87 = tpu.memref_squeeze %86 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %89 = tpu.memref_squeeze %88 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg8[%c0_i32, %79, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %91 = tpu.memref_squeeze %90 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%87 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%91 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%89 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %92 = arith.addi %2, %c0_i32 : i32
        %93 = arith.index_cast %arg17 : i32 to index
        %94 = memref.load %arg3[%93] : memref<123xi8, #tpu.memory_space<smem>>
        %95 = arith.extsi %94 : i8 to i32
        %96 = arith.addi %95, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %98 = vector.shape_cast %97 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %99 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg14[%99, %c0, %c0] : memref<3x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %101 = vector.shape_cast %100 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %102 = tpu.matmul %98, %101, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x43e5b9 = arith.constant 0.180336878 : f32
        %103 = vector.broadcast %cst_x43e5b9 : f32 to vector<512x512xf32>
        %104 = arith.mulf %102, %103 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %106 = vector.multi_reduction <maximumf>, %104, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %107 = vector.shape_cast %106 : vector<512xf32> to vector<512x1xf32>
        %108 = vector.broadcast %107 : vector<512x1xf32> to vector<512x128xf32>
        %109 = arith.maximumf %105, %108 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %110 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %111 = arith.maximumf %109, %110 : vector<512x128xf32>
        %112 = tpu.concatenate %111, %111, %111, %111 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %113 = arith.subf %104, %112 : vector<512x512xf32>
        %114 = math.exp2 %113 : vector<512x512xf32>
        %115 = arith.subf %105, %111 : vector<512x128xf32>
        %116 = math.exp2 %115 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %118 = arith.mulf %116, %117 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %119 = vector.multi_reduction <add>, %114, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %120 = vector.shape_cast %119 : vector<512xf32> to vector<512x1xf32>
        %121 = vector.broadcast %120 : vector<512x1xf32> to vector<512x128xf32>
        %122 = arith.addf %118, %121 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %124 = vector.shape_cast %123 : vector<512x128xf32> to vector<512x128xf32>
        %125 = vector.shape_cast %122 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %125 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %126 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg15[%126, %c0, %c0] : memref<3x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %128 = vector.shape_cast %127 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %129 = vector.extract_strided_slice %116 {offsets = [0, 0], sizes = [512, 64], strides = [1, 1]} : vector<512x128xf32> to vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %131 = arith.mulf %129, %130 : vector<512x64xf32>
        %132 = arith.truncf %114 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %133 = tpu.matmul %132, %128, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %134 = arith.addf %131, %133 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %136 = vector.shape_cast %135 : vector<512x64xf32> to vector<512x64xf32>
        %137 = vector.shape_cast %134 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg13[%c0, %c0], %137 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %139 = vector.shape_cast %138 : vector<512x128xf32> to vector<512x128xf32>
        %140 = vector.shape_cast %109 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %140 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %141 = arith.addi %arg20, %c1_i32 : i32
        %c122_i32 = arith.constant 122 : i32
        %142 = arith.minsi %arg19, %c122_i32 : i32
        %143 = arith.index_cast %142 : i32 to index
        %144 = memref.load %arg4[%143] : memref<123xi8, #tpu.memory_space<smem>>
        %145 = arith.extsi %144 : i8 to i32
        %146 = arith.cmpi sge, %141, %145 : i32
        %c1_i32 = arith.constant 1 : i32
        %147 = arith.addi %arg19, %c1_i32 : i32
        %148 = arith.select %146, %147, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %149 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %150 = arith.select %146, %c0_i32, %149 : i32
        %151 = arith.cmpi slt, %148, %22 : i32
        %152 = arith.extui %151 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %153 = arith.cmpi ne, %152, %c0_i32 : i32
        scf.if %153 {
          %c0_i32 = arith.constant 0 : i32
          %154 = arith.addi %2, %c0_i32 : i32
          %155 = arith.index_cast %148 : i32 to index
          %156 = memref.load %arg3[%155] : memref<123xi8, #tpu.memory_space<smem>>
          %157 = arith.extsi %156 : i8 to i32
          %158 = arith.addi %157, %150 : i32
          %c512_i32 = arith.constant 512 : i32
          %159 = arith.muli %158, %c512_i32 : i32
          %160 = tpu.assume_multiple %159, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %161 = arith.muli %158, %c512_i32 : i32
          %162 = tpu.assume_multiple %161, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %163 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %164 = tpu.memref_squeeze %163 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %165 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
          %166 = tpu.memref_squeeze %165 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %167 = tpu.memref_slice %arg7[%154, %160, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
          %168 = tpu.memref_squeeze %167 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%168 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%166 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%164 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %169 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %170 = tpu.memref_squeeze %169 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %171 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
          %172 = tpu.memref_squeeze %171 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %173 = tpu.memref_slice %arg8[%154, %162, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
          %174 = tpu.memref_squeeze %173 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%174 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%172 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%170 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %148, %150 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %76 = arith.muli %c0_i32, %c512_i32 : i32
        %77 = tpu.assume_multiple %76, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %78 = arith.muli %c0_i32, %c512_i32 : i32
        %79 = tpu.assume_multiple %78, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %83 = tpu.memref_squeeze %82 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %84 = tpu.memref_slice %arg7[%c0_i32, %77, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %85 = tpu.memref_squeeze %84 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%85 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%83 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %86 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %87 = tpu.memref_squeeze %86 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %89 = tpu.memref_squeeze %88 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg8[%c0_i32, %79, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %91 = tpu.memref_squeeze %90 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%87 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%91 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%89 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %92 = arith.addi %2, %c0_i32 : i32
        %93 = arith.index_cast %arg17 : i32 to index
        %94 = memref.load %arg3[%93] : memref<123xi8, #tpu.memory_space<smem>>
        %95 = arith.extsi %94 : i8 to i32
        %96 = arith.addi %95, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %98 = vector.shape_cast %97 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %99 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg14[%99, %c0, %c0] : memref<3x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %101 = vector.shape_cast %100 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %102 = tpu.matmul %98, %101, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x43e5b9 = arith.constant 0.180336878 : f32
        %103 = vector.broadcast %cst_x43e5b9 : f32 to vector<512x512xf32>
        %104 = arith.mulf %102, %103 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %105 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %106 = arith.muli %96, %c512_i32 : i32
        %107 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %108 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %109 = vector.broadcast %105 : i32 to vector<512x1xi32>
        %110 = arith.addi %109, %107 : vector<512x1xi32>
        %111 = vector.broadcast %106 : i32 to vector<1x512xi32>
        %112 = arith.addi %111, %108 : vector<1x512xi32>
        %113 = vector.broadcast %112 : vector<1x512xi32> to vector<512x512xi32>
        %114 = vector.broadcast %110 : vector<512x1xi32> to vector<512x512xi32>
        %115 = arith.subi %113, %114 : vector<512x512xi32>
        %c-512_i32 = arith.constant -512 : i32
        %116 = vector.broadcast %c-512_i32 : i32 to vector<512x512xi32>
        %117 = arith.cmpi sge, %115, %116 : vector<512x512xi32>
        %c512_i32 = arith.constant 512 : i32
        %118 = vector.broadcast %c512_i32 : i32 to vector<512x512xi32>
        %119 = arith.cmpi sle, %115, %118 : vector<512x512xi32>
        %120 = arith.andi %117, %119 : vector<512x512xi1>
        %121 = arith.cmpi eq, %110, %110 : vector<512x1xi32>
        %122 = arith.cmpi eq, %112, %112 : vector<1x512xi32>
        %123 = vector.broadcast %121 : vector<512x1xi1> to vector<512x512xi1>
        %124 = vector.broadcast %122 : vector<1x512xi1> to vector<512x512xi1>
        %125 = arith.andi %123, %124 : vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %126 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %127 = arith.cmpi sge, %110, %126 : vector<512x1xi32>
        %128 = vector.broadcast %127 : vector<512x1xi1> to vector<512x512xi1>
        %129 = arith.andi %125, %128 : vector<512x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %130 = vector.broadcast %c128_i32 : i32 to vector<512x1xi32>
        %131 = arith.cmpi slt, %110, %130 : vector<512x1xi32>
        %132 = vector.broadcast %131 : vector<512x1xi1> to vector<512x512xi1>
        %133 = arith.andi %129, %132 : vector<512x512xi1>
        %134 = arith.cmpi eq, %110, %110 : vector<512x1xi32>
        %135 = arith.cmpi eq, %112, %112 : vector<1x512xi32>
        %136 = vector.broadcast %134 : vector<512x1xi1> to vector<512x512xi1>
        %137 = vector.broadcast %135 : vector<1x512xi1> to vector<512x512xi1>
        %138 = arith.andi %136, %137 : vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %139 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %140 = arith.cmpi sge, %112, %139 : vector<1x512xi32>
        %141 = vector.broadcast %140 : vector<1x512xi1> to vector<512x512xi1>
        %142 = arith.andi %138, %141 : vector<512x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %143 = vector.broadcast %c128_i32 : i32 to vector<1x512xi32>
        %144 = arith.cmpi slt, %112, %143 : vector<1x512xi32>
        %145 = vector.broadcast %144 : vector<1x512xi1> to vector<512x512xi1>
        %146 = arith.andi %142, %145 : vector<512x512xi1>
        %147 = arith.ori %133, %146 : vector<512x512xi1>
        %148 = arith.ori %120, %147 : vector<512x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %149 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %150 = arith.select %148, %104, %149 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %152 = vector.multi_reduction <maximumf>, %150, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %153 = vector.shape_cast %152 : vector<512xf32> to vector<512x1xf32>
        %154 = vector.broadcast %153 : vector<512x1xf32> to vector<512x128xf32>
        %155 = arith.maximumf %151, %154 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %156 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %157 = arith.maximumf %155, %156 : vector<512x128xf32>
        %158 = tpu.concatenate %157, %157, %157, %157 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %159 = arith.subf %150, %158 : vector<512x512xf32>
        %160 = math.exp2 %159 : vector<512x512xf32>
        %161 = arith.subf %151, %157 : vector<512x128xf32>
        %162 = math.exp2 %161 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %164 = arith.mulf %162, %163 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %165 = vector.multi_reduction <add>, %160, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %166 = vector.shape_cast %165 : vector<512xf32> to vector<512x1xf32>
        %167 = vector.broadcast %166 : vector<512x1xf32> to vector<512x128xf32>
        %168 = arith.addf %164, %167 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %169 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %170 = vector.shape_cast %169 : vector<512x128xf32> to vector<512x128xf32>
        %171 = vector.shape_cast %168 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %171 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %172 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %173 = vector.load %arg15[%172, %c0, %c0] : memref<3x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %174 = vector.shape_cast %173 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %175 = vector.extract_strided_slice %162 {offsets = [0, 0], sizes = [512, 64], strides = [1, 1]} : vector<512x128xf32> to vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %176 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %177 = arith.mulf %175, %176 : vector<512x64xf32>
        %178 = arith.truncf %160 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %179 = tpu.matmul %178, %174, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %180 = arith.addf %177, %179 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %181 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %182 = vector.shape_cast %181 : vector<512x64xf32> to vector<512x64xf32>
        %183 = vector.shape_cast %180 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg13[%c0, %c0], %183 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %184 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %185 = vector.shape_cast %184 : vector<512x128xf32> to vector<512x128xf32>
        %186 = vector.shape_cast %155 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %186 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %187 = arith.addi %arg20, %c1_i32 : i32
        %c122_i32 = arith.constant 122 : i32
        %188 = arith.minsi %arg19, %c122_i32 : i32
        %189 = arith.index_cast %188 : i32 to index
        %190 = memref.load %arg4[%189] : memref<123xi8, #tpu.memory_space<smem>>
        %191 = arith.extsi %190 : i8 to i32
        %192 = arith.cmpi sge, %187, %191 : i32
        %c1_i32 = arith.constant 1 : i32
        %193 = arith.addi %arg19, %c1_i32 : i32
        %194 = arith.select %192, %193, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %195 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %196 = arith.select %192, %c0_i32, %195 : i32
        %197 = arith.cmpi slt, %194, %22 : i32
        %198 = arith.extui %197 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %199 = arith.cmpi ne, %198, %c0_i32 : i32
        scf.if %199 {
          %c0_i32 = arith.constant 0 : i32
          %200 = arith.addi %2, %c0_i32 : i32
          %201 = arith.index_cast %194 : i32 to index
          %202 = memref.load %arg3[%201] : memref<123xi8, #tpu.memory_space<smem>>
          %203 = arith.extsi %202 : i8 to i32
          %204 = arith.addi %203, %196 : i32
          %c512_i32 = arith.constant 512 : i32
          %205 = arith.muli %204, %c512_i32 : i32
          %206 = tpu.assume_multiple %205, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %207 = arith.muli %204, %c512_i32 : i32
          %208 = tpu.assume_multiple %207, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %209 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %210 = tpu.memref_squeeze %209 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %211 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
          %212 = tpu.memref_squeeze %211 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %213 = tpu.memref_slice %arg7[%200, %206, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
          %214 = tpu.memref_squeeze %213 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%214 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%212 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%210 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %215 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %216 = tpu.memref_squeeze %215 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %217 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
          %218 = tpu.memref_squeeze %217 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %219 = tpu.memref_slice %arg8[%200, %208, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
          %220 = tpu.memref_squeeze %219 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%220 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%218 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%216 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %194, %196 : i32, i32
      }
      scf.yield %arg19, %arg20, %75#0, %75#1, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %40 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %41 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %42 = arith.cmpf ogt, %40, %41 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %43 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %44 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %45 = arith.select %42, %40, %44 : vector<512x128xi1>, vector<512x128xf32>
    %46 = vector.extract_strided_slice %45 {offsets = [0, 0], sizes = [512, 64], strides = [1, 1]} : vector<512x128xf32> to vector<512x64xf32>
    %47 = arith.divf %43, %46 : vector<512x64xf32>
    %48 = arith.truncf %47 : vector<512x64xf32> to vector<512x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %49 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %50 = vector.shape_cast %49 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %51 = vector.shape_cast %48 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %51 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %52 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %53 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %54 = arith.select %42, %40, %53 : vector<512x128xi1>, vector<512x128xf32>
    %55 = math.log %54 : vector<512x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %56 = math.log %cst_x481f63 : f32
    %57 = vector.broadcast %56 : f32 to vector<512x128xf32>
    %58 = arith.divf %55, %57 : vector<512x128xf32>
    %59 = arith.addf %52, %58 : vector<512x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %60 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x128xf32>
    %61 = arith.divf %59, %60 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %62 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %63 = arith.select %42, %61, %62 : vector<512x128xi1>, vector<512x128xf32>
    %64 = tpu.transpose %63, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %65 = vector.extract_strided_slice %64 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %66 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %67 = vector.shape_cast %66 : vector<1x1x512xf32> to vector<1x512xf32>
    %68 = vector.shape_cast %65 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %68 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dq sha256:03bdd9a31909c0c6bee07b5bb24c027e1d0523eeb02c8c50ac2d6bb62fd58b59
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg11: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg12: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x512x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x512x64xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 32>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %6 = vector.shape_cast %5 : vector<512x64xf32> to vector<512x64xf32>
    %7 = vector.shape_cast %4 : vector<512x64xf32> to vector<512x64xf32>
    tpu.vector_store %arg13[%c0, %c0], %7 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %9 = vector.shape_cast %8 : vector<1x1x512xf32> to vector<1x512xf32>
    %10 = vector.shape_cast %9 : vector<1x512xf32> to vector<1x512xf32>
    %11 = vector.broadcast %10 : vector<1x512xf32> to vector<128x512xf32>
    %12 = tpu.transpose %11, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %14 = vector.shape_cast %13 : vector<512x128xf32> to vector<512x128xf32>
    %15 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %15 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %16 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %17 = vector.shape_cast %16 : vector<1x1x512xf32> to vector<1x512xf32>
    %18 = vector.shape_cast %17 : vector<1x512xf32> to vector<1x512xf32>
    %19 = vector.broadcast %18 : vector<1x512xf32> to vector<128x512xf32>
    %20 = tpu.transpose %19, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %21 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %22 = vector.shape_cast %21 : vector<512x128xf32> to vector<512x128xf32>
    %23 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %23 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %24 = arith.index_cast %arg1 : i32 to index
    %25 = memref.load %arg2[%24] : memref<33xi8, #tpu.memory_space<smem>>
    %26 = arith.extsi %25 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %27 = arith.addi %arg1, %c1_i32 : i32
    %28 = arith.index_cast %27 : i32 to index
    %29 = memref.load %arg2[%28] : memref<33xi8, #tpu.memory_space<smem>>
    %30 = arith.extsi %29 : i8 to i32
    %31 = arith.cmpi slt, %26, %30 : i32
    %32 = arith.extui %31 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %33 = arith.cmpi ne, %32, %c0_i32 : i32
    scf.if %33 {
      %c0_i32 = arith.constant 0 : i32
      %53 = arith.addi %2, %c0_i32 : i32
      %54 = arith.index_cast %26 : i32 to index
      %55 = memref.load %arg3[%54] : memref<123xi8, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i8 to i32
      %57 = arith.addi %56, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %57, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %60 = arith.muli %57, %c512_i32 : i32
      %61 = tpu.assume_multiple %60, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %65 = tpu.memref_squeeze %64 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg10[%53, %59, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%67 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%65 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%63 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %68 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg11[%53, %61, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%73 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%71 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %34 = arith.addi %c0_i32, %c1_i32 : i32
    %c122_i32 = arith.constant 122 : i32
    %35 = arith.minsi %26, %c122_i32 : i32
    %36 = arith.index_cast %35 : i32 to index
    %37 = memref.load %arg4[%36] : memref<123xi8, #tpu.memory_space<smem>>
    %38 = arith.extsi %37 : i8 to i32
    %39 = arith.cmpi sge, %34, %38 : i32
    %c1_i32 = arith.constant 1 : i32
    %40 = arith.addi %26, %c1_i32 : i32
    %41 = arith.select %39, %40, %26 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %42 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %43 = arith.select %39, %c0_i32, %42 : i32
    %44 = arith.cmpi slt, %41, %30 : i32
    %45 = arith.extui %44 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %46 = arith.cmpi ne, %45, %c0_i32 : i32
    scf.if %46 {
      %c0_i32 = arith.constant 0 : i32
      %53 = arith.addi %2, %c0_i32 : i32
      %54 = arith.index_cast %41 : i32 to index
      %55 = memref.load %arg3[%54] : memref<123xi8, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i8 to i32
      %57 = arith.addi %56, %43 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %57, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %60 = arith.muli %57, %c512_i32 : i32
      %61 = tpu.assume_multiple %60, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg18[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %65 = tpu.memref_squeeze %64 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg10[%53, %59, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%67 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%65 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%63 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %68 = tpu.memref_slice %arg18[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg11[%53, %61, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%73 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%71 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %47:7 = scf.while (%arg19 = %26, %arg20 = %c0_i32, %arg21 = %41, %arg22 = %43, %arg23 = %c0_i32, %arg24 = %c1_i32, %arg25 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %53 = arith.cmpi slt, %arg19, %30 : i32
      scf.condition(%53) %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
      %53 = arith.index_cast %arg19 : i32 to index
      %54 = memref.load %arg5[%53] : memref<123xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %56 = arith.cmpi eq, %55, %c2_i32 : i32
      %57 = arith.extui %56 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %58 = arith.cmpi ne, %57, %c0_i32 : i32
      %59:2 = scf.if %58 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %60 = arith.muli %c0_i32, %c512_i32 : i32
        %61 = tpu.assume_multiple %60, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %62 = arith.muli %c0_i32, %c512_i32 : i32
        %63 = tpu.assume_multiple %62, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %64 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %67 = tpu.memref_squeeze %66 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %68 = tpu.memref_slice %arg10[%c0_i32, %61, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %69 = tpu.memref_squeeze %68 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%67 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %70 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %72 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %73 = tpu.memref_squeeze %72 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg11[%c0_i32, %63, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%73 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %76 = arith.addi %2, %c0_i32 : i32
        %77 = arith.index_cast %arg19 : i32 to index
        %78 = memref.load %arg3[%77] : memref<123xi8, #tpu.memory_space<smem>>
        %79 = arith.extsi %78 : i8 to i32
        %80 = arith.addi %79, %arg20 : i32
        %81 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg16[%81, %c0, %c0] : memref<3x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %83 = vector.shape_cast %82 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %85 = vector.shape_cast %84 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %86 = tpu.matmul %85, %83, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x43e5b9 = arith.constant 0.180336878 : f32
        %87 = vector.broadcast %cst_x43e5b9 : f32 to vector<512x512xf32>
        %88 = arith.mulf %86, %87 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %89 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %90 = tpu.concatenate %89, %89, %89, %89 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %91 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x512xf32>
        %92 = arith.mulf %90, %91 : vector<512x512xf32>
        %93 = arith.subf %88, %92 : vector<512x512xf32>
        %94 = math.exp2 %93 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %97 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg17[%97, %c0, %c0] : memref<3x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %100 = tpu.matmul %96, %99, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %102 = tpu.concatenate %101, %101, %101, %101 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %103 = arith.subf %100, %102 : vector<512x512xf32>
        %104 = arith.mulf %94, %103 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %106 = arith.truncf %104 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %107 = tpu.matmul %106, %83, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %108 = vector.broadcast %cst_x35b8ee : f32 to vector<512x64xf32>
        %109 = arith.mulf %107, %108 : vector<512x64xf32>
        %110 = arith.addf %105, %109 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %112 = vector.shape_cast %111 : vector<512x64xf32> to vector<512x64xf32>
        %113 = vector.shape_cast %110 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg13[%c0, %c0], %113 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %114 = arith.addi %arg22, %c1_i32 : i32
        %c122_i32 = arith.constant 122 : i32
        %115 = arith.minsi %arg21, %c122_i32 : i32
        %116 = arith.index_cast %115 : i32 to index
        %117 = memref.load %arg4[%116] : memref<123xi8, #tpu.memory_space<smem>>
        %118 = arith.extsi %117 : i8 to i32
        %119 = arith.cmpi sge, %114, %118 : i32
        %c1_i32 = arith.constant 1 : i32
        %120 = arith.addi %arg21, %c1_i32 : i32
        %121 = arith.select %119, %120, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %122 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %123 = arith.select %119, %c0_i32, %122 : i32
        %124 = arith.cmpi slt, %121, %30 : i32
        %125 = arith.extui %124 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %126 = arith.cmpi ne, %125, %c0_i32 : i32
        scf.if %126 {
          %c0_i32 = arith.constant 0 : i32
          %127 = arith.addi %2, %c0_i32 : i32
          %128 = arith.index_cast %121 : i32 to index
          %129 = memref.load %arg3[%128] : memref<123xi8, #tpu.memory_space<smem>>
          %130 = arith.extsi %129 : i8 to i32
          %131 = arith.addi %130, %123 : i32
          %c512_i32 = arith.constant 512 : i32
          %132 = arith.muli %131, %c512_i32 : i32
          %133 = tpu.assume_multiple %132, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %134 = arith.muli %131, %c512_i32 : i32
          %135 = tpu.assume_multiple %134, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %136 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %137 = tpu.memref_squeeze %136 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %138 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
          %139 = tpu.memref_squeeze %138 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %140 = tpu.memref_slice %arg10[%127, %133, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
          %141 = tpu.memref_squeeze %140 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%141 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%139 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%137 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %142 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %143 = tpu.memref_squeeze %142 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %144 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
          %145 = tpu.memref_squeeze %144 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %146 = tpu.memref_slice %arg11[%127, %135, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
          %147 = tpu.memref_squeeze %146 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%147 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%145 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%143 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %121, %123 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %60 = arith.muli %c0_i32, %c512_i32 : i32
        %61 = tpu.assume_multiple %60, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %62 = arith.muli %c0_i32, %c512_i32 : i32
        %63 = tpu.assume_multiple %62, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %64 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %67 = tpu.memref_squeeze %66 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %68 = tpu.memref_slice %arg10[%c0_i32, %61, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %69 = tpu.memref_squeeze %68 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%67 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %70 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %72 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %73 = tpu.memref_squeeze %72 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg11[%c0_i32, %63, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%73 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %76 = arith.addi %2, %c0_i32 : i32
        %77 = arith.index_cast %arg19 : i32 to index
        %78 = memref.load %arg3[%77] : memref<123xi8, #tpu.memory_space<smem>>
        %79 = arith.extsi %78 : i8 to i32
        %80 = arith.addi %79, %arg20 : i32
        %81 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg16[%81, %c0, %c0] : memref<3x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %83 = vector.shape_cast %82 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %85 = vector.shape_cast %84 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %86 = tpu.matmul %85, %83, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x43e5b9 = arith.constant 0.180336878 : f32
        %87 = vector.broadcast %cst_x43e5b9 : f32 to vector<512x512xf32>
        %88 = arith.mulf %86, %87 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %89 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %90 = arith.muli %80, %c512_i32 : i32
        %91 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %92 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %93 = vector.broadcast %89 : i32 to vector<512x1xi32>
        %94 = arith.addi %93, %91 : vector<512x1xi32>
        %95 = vector.broadcast %90 : i32 to vector<1x512xi32>
        %96 = arith.addi %95, %92 : vector<1x512xi32>
        %97 = vector.broadcast %96 : vector<1x512xi32> to vector<512x512xi32>
        %98 = vector.broadcast %94 : vector<512x1xi32> to vector<512x512xi32>
        %99 = arith.subi %97, %98 : vector<512x512xi32>
        %c-512_i32 = arith.constant -512 : i32
        %100 = vector.broadcast %c-512_i32 : i32 to vector<512x512xi32>
        %101 = arith.cmpi sge, %99, %100 : vector<512x512xi32>
        %c512_i32 = arith.constant 512 : i32
        %102 = vector.broadcast %c512_i32 : i32 to vector<512x512xi32>
        %103 = arith.cmpi sle, %99, %102 : vector<512x512xi32>
        %104 = arith.andi %101, %103 : vector<512x512xi1>
        %105 = arith.cmpi eq, %94, %94 : vector<512x1xi32>
        %106 = arith.cmpi eq, %96, %96 : vector<1x512xi32>
        %107 = vector.broadcast %105 : vector<512x1xi1> to vector<512x512xi1>
        %108 = vector.broadcast %106 : vector<1x512xi1> to vector<512x512xi1>
        %109 = arith.andi %107, %108 : vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %110 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %111 = arith.cmpi sge, %94, %110 : vector<512x1xi32>
        %112 = vector.broadcast %111 : vector<512x1xi1> to vector<512x512xi1>
        %113 = arith.andi %109, %112 : vector<512x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %114 = vector.broadcast %c128_i32 : i32 to vector<512x1xi32>
        %115 = arith.cmpi slt, %94, %114 : vector<512x1xi32>
        %116 = vector.broadcast %115 : vector<512x1xi1> to vector<512x512xi1>
        %117 = arith.andi %113, %116 : vector<512x512xi1>
        %118 = arith.cmpi eq, %94, %94 : vector<512x1xi32>
        %119 = arith.cmpi eq, %96, %96 : vector<1x512xi32>
        %120 = vector.broadcast %118 : vector<512x1xi1> to vector<512x512xi1>
        %121 = vector.broadcast %119 : vector<1x512xi1> to vector<512x512xi1>
        %122 = arith.andi %120, %121 : vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %123 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %124 = arith.cmpi sge, %96, %123 : vector<1x512xi32>
        %125 = vector.broadcast %124 : vector<1x512xi1> to vector<512x512xi1>
        %126 = arith.andi %122, %125 : vector<512x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %127 = vector.broadcast %c128_i32 : i32 to vector<1x512xi32>
        %128 = arith.cmpi slt, %96, %127 : vector<1x512xi32>
        %129 = vector.broadcast %128 : vector<1x512xi1> to vector<512x512xi1>
        %130 = arith.andi %126, %129 : vector<512x512xi1>
        %131 = arith.ori %117, %130 : vector<512x512xi1>
        %132 = arith.ori %104, %131 : vector<512x512xi1>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %134 = tpu.concatenate %133, %133, %133, %133 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %135 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x512xf32>
        %136 = arith.mulf %134, %135 : vector<512x512xf32>
        %137 = arith.subf %88, %136 : vector<512x512xf32>
        %138 = math.exp2 %137 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %139 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %140 = arith.select %132, %138, %139 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %141 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %142 = vector.shape_cast %141 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %143 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg17[%143, %c0, %c0] : memref<3x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %145 = vector.shape_cast %144 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %146 = tpu.matmul %142, %145, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %147 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %148 = tpu.concatenate %147, %147, %147, %147 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %149 = arith.subf %146, %148 : vector<512x512xf32>
        %150 = arith.mulf %140, %149 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %152 = arith.truncf %150 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %153 = tpu.matmul %152, %83, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %154 = vector.broadcast %cst_x35b8ee : f32 to vector<512x64xf32>
        %155 = arith.mulf %153, %154 : vector<512x64xf32>
        %156 = arith.addf %151, %155 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %158 = vector.shape_cast %157 : vector<512x64xf32> to vector<512x64xf32>
        %159 = vector.shape_cast %156 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg13[%c0, %c0], %159 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %160 = arith.addi %arg22, %c1_i32 : i32
        %c122_i32 = arith.constant 122 : i32
        %161 = arith.minsi %arg21, %c122_i32 : i32
        %162 = arith.index_cast %161 : i32 to index
        %163 = memref.load %arg4[%162] : memref<123xi8, #tpu.memory_space<smem>>
        %164 = arith.extsi %163 : i8 to i32
        %165 = arith.cmpi sge, %160, %164 : i32
        %c1_i32 = arith.constant 1 : i32
        %166 = arith.addi %arg21, %c1_i32 : i32
        %167 = arith.select %165, %166, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %168 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %169 = arith.select %165, %c0_i32, %168 : i32
        %170 = arith.cmpi slt, %167, %30 : i32
        %171 = arith.extui %170 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %172 = arith.cmpi ne, %171, %c0_i32 : i32
        scf.if %172 {
          %c0_i32 = arith.constant 0 : i32
          %173 = arith.addi %2, %c0_i32 : i32
          %174 = arith.index_cast %167 : i32 to index
          %175 = memref.load %arg3[%174] : memref<123xi8, #tpu.memory_space<smem>>
          %176 = arith.extsi %175 : i8 to i32
          %177 = arith.addi %176, %169 : i32
          %c512_i32 = arith.constant 512 : i32
          %178 = arith.muli %177, %c512_i32 : i32
          %179 = tpu.assume_multiple %178, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %180 = arith.muli %177, %c512_i32 : i32
          %181 = tpu.assume_multiple %180, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %182 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %183 = tpu.memref_squeeze %182 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %184 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
          %185 = tpu.memref_squeeze %184 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %186 = tpu.memref_slice %arg10[%173, %179, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
          %187 = tpu.memref_squeeze %186 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%187 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%185 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%183 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %188 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %189 = tpu.memref_squeeze %188 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %190 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
          %191 = tpu.memref_squeeze %190 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %192 = tpu.memref_slice %arg11[%173, %181, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
          %193 = tpu.memref_squeeze %192 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%193 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%191 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%189 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %167, %169 : i32, i32
      }
      scf.yield %arg21, %arg22, %59#0, %59#1, %arg24, %arg25, %arg23 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %49 = arith.truncf %48 : vector<512x64xf32> to vector<512x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %50 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %51 = vector.shape_cast %50 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %52 = vector.shape_cast %49 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %52 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dkv sha256:605eab15e824c0be1675da64f568fa57b876f851f05f8e4840dd2c13c5798b6f
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg9: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg10: memref<12x1x16384xf32, #tpu.memory_space<any>>, %arg11: memref<12x1x16384xf32, #tpu.memory_space<any>>, %arg12: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x512x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x512x64xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg19: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 32>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 64>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg14[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %6 = vector.shape_cast %5 : vector<512x64xf32> to vector<512x64xf32>
    %7 = vector.shape_cast %4 : vector<512x64xf32> to vector<512x64xf32>
    tpu.vector_store %arg14[%c0, %c0], %7 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg15[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %10 = vector.shape_cast %9 : vector<512x64xf32> to vector<512x64xf32>
    %11 = vector.shape_cast %8 : vector<512x64xf32> to vector<512x64xf32>
    tpu.vector_store %arg15[%c0, %c0], %11 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
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
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %21 = arith.cmpi ne, %20, %c0_i32 : i32
    scf.if %21 {
      %c0_i32 = arith.constant 0 : i32
      %46 = arith.addi %2, %c0_i32 : i32
      %47 = arith.index_cast %14 : i32 to index
      %48 = memref.load %arg3[%47] : memref<123xi8, #tpu.memory_space<smem>>
      %49 = arith.extsi %48 : i8 to i32
      %50 = arith.addi %49, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %51 = arith.muli %50, %c512_i32 : i32
      %52 = tpu.assume_multiple %51, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %53 = arith.muli %50, %c512_i32 : i32
      %54 = tpu.assume_multiple %53, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %55 = arith.muli %50, %c512_i32 : i32
      %56 = tpu.assume_multiple %55, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %50, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg20[%c0_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg8[%46, %52, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%64 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%62 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %65 = tpu.memref_slice %arg20[%c0_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg9[%46, %54, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%70 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%68 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %71 = tpu.memref_slice %arg20[%c0_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg10[%46, %c0_i32, %56] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%76 : memref<1x512xf32, #tpu.memory_space<any>>) target(%74 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %77 = tpu.memref_slice %arg20[%c0_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg11[%46, %c0_i32, %58] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %82 = tpu.memref_squeeze %81 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%82 : memref<1x512xf32, #tpu.memory_space<any>>) target(%80 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %22 = arith.addi %c0_i32, %c1_i32 : i32
    %c122_i32 = arith.constant 122 : i32
    %23 = arith.minsi %14, %c122_i32 : i32
    %24 = arith.index_cast %23 : i32 to index
    %25 = memref.load %arg4[%24] : memref<123xi8, #tpu.memory_space<smem>>
    %26 = arith.extsi %25 : i8 to i32
    %27 = arith.cmpi sge, %22, %26 : i32
    %c1_i32 = arith.constant 1 : i32
    %28 = arith.addi %14, %c1_i32 : i32
    %29 = arith.select %27, %28, %14 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %30 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %31 = arith.select %27, %c0_i32, %30 : i32
    %32 = arith.cmpi slt, %29, %18 : i32
    %33 = arith.extui %32 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %34 = arith.cmpi ne, %33, %c0_i32 : i32
    scf.if %34 {
      %c0_i32 = arith.constant 0 : i32
      %46 = arith.addi %2, %c0_i32 : i32
      %47 = arith.index_cast %29 : i32 to index
      %48 = memref.load %arg3[%47] : memref<123xi8, #tpu.memory_space<smem>>
      %49 = arith.extsi %48 : i8 to i32
      %50 = arith.addi %49, %31 : i32
      %c512_i32 = arith.constant 512 : i32
      %51 = arith.muli %50, %c512_i32 : i32
      %52 = tpu.assume_multiple %51, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %53 = arith.muli %50, %c512_i32 : i32
      %54 = tpu.assume_multiple %53, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %55 = arith.muli %50, %c512_i32 : i32
      %56 = tpu.assume_multiple %55, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %50, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg20[%c1_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg8[%46, %52, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%64 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%62 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %65 = tpu.memref_slice %arg20[%c1_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg9[%46, %54, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%70 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%68 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %71 = tpu.memref_slice %arg20[%c1_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg10[%46, %c0_i32, %56] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%76 : memref<1x512xf32, #tpu.memory_space<any>>) target(%74 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %77 = tpu.memref_slice %arg20[%c1_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg19[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg11[%46, %c0_i32, %58] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %82 = tpu.memref_squeeze %81 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%82 : memref<1x512xf32, #tpu.memory_space<any>>) target(%80 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %35:7 = scf.while (%arg21 = %14, %arg22 = %c0_i32, %arg23 = %29, %arg24 = %31, %arg25 = %c0_i32, %arg26 = %c1_i32, %arg27 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %46 = arith.cmpi slt, %arg21, %18 : i32
      scf.condition(%46) %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32):
      %46 = arith.index_cast %arg21 : i32 to index
      %47 = memref.load %arg5[%46] : memref<123xi8, #tpu.memory_space<smem>>
      %48 = arith.extsi %47 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %49 = arith.cmpi eq, %48, %c2_i32 : i32
      %50 = arith.extui %49 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %51 = arith.cmpi ne, %50, %c0_i32 : i32
      %52:2 = scf.if %51 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %53 = arith.muli %c0_i32, %c512_i32 : i32
        %54 = tpu.assume_multiple %53, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %55 = arith.muli %c0_i32, %c512_i32 : i32
        %56 = tpu.assume_multiple %55, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %57 = arith.muli %c0_i32, %c512_i32 : i32
        %58 = tpu.assume_multiple %57, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg20[%arg25, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %63 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %64 = tpu.memref_squeeze %63 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg8[%c0_i32, %54, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %66 = tpu.memref_squeeze %65 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%66 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%64 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %67 = tpu.memref_slice %arg20[%arg25, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %70 = tpu.memref_squeeze %69 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg9[%c0_i32, %56, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %72 = tpu.memref_squeeze %71 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%72 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%70 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %73 = tpu.memref_slice %arg20[%arg25, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg18[%arg25, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %76 = tpu.memref_squeeze %75 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %77 = tpu.memref_slice %arg10[%c0_i32, %c0_i32, %58] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %78 = tpu.memref_squeeze %77 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%76 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %79 = tpu.memref_slice %arg20[%arg25, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg19[%arg25, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %82 = tpu.memref_squeeze %81 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %60] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %84 = tpu.memref_squeeze %83 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%84 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%82 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %85 = arith.addi %2, %c0_i32 : i32
        %86 = arith.index_cast %arg21 : i32 to index
        %87 = memref.load %arg3[%86] : memref<123xi8, #tpu.memory_space<smem>>
        %88 = arith.extsi %87 : i8 to i32
        %89 = arith.addi %88, %arg22 : i32
        %90 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %91 = vector.load %arg16[%90, %c0, %c0] : memref<3x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %92 = vector.shape_cast %91 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %93 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg17[%93, %c0, %c0] : memref<3x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %95 = vector.shape_cast %94 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %97 = vector.shape_cast %96 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %98 = tpu.matmul %97, %92, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x43e5b9 = arith.constant 0.180336878 : f32
        %99 = vector.broadcast %cst_x43e5b9 : f32 to vector<512x512xf32>
        %100 = arith.mulf %98, %99 : vector<512x512xf32>
        %101 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg18[%101, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %103 = vector.shape_cast %102 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %104 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %105 = arith.mulf %103, %104 : vector<1x512xf32>
        %106 = vector.broadcast %105 : vector<1x512xf32> to vector<512x512xf32>
        %107 = arith.subf %100, %106 : vector<512x512xf32>
        %108 = math.exp2 %107 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg15[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %110 = arith.truncf %108 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %111 = tpu.matmul %110, %95, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %112 = arith.addf %109, %111 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg15[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %114 = vector.shape_cast %113 : vector<512x64xf32> to vector<512x64xf32>
        %115 = vector.shape_cast %112 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg15[%c0, %c0], %115 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %117 = vector.shape_cast %116 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %118 = tpu.matmul %117, %95, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %119 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg19[%119, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %121 = vector.shape_cast %120 : vector<1x1x512xf32> to vector<1x512xf32>
        %122 = vector.broadcast %121 : vector<1x512xf32> to vector<512x512xf32>
        %123 = arith.subf %118, %122 : vector<512x512xf32>
        %124 = arith.mulf %108, %123 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg14[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %126 = arith.truncf %124 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %127 = tpu.matmul %126, %92, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %128 = vector.broadcast %cst_x35b8ee : f32 to vector<512x64xf32>
        %129 = arith.mulf %127, %128 : vector<512x64xf32>
        %130 = arith.addf %125, %129 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg14[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %132 = vector.shape_cast %131 : vector<512x64xf32> to vector<512x64xf32>
        %133 = vector.shape_cast %130 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg14[%c0, %c0], %133 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %134 = arith.addi %arg24, %c1_i32 : i32
        %c122_i32 = arith.constant 122 : i32
        %135 = arith.minsi %arg23, %c122_i32 : i32
        %136 = arith.index_cast %135 : i32 to index
        %137 = memref.load %arg4[%136] : memref<123xi8, #tpu.memory_space<smem>>
        %138 = arith.extsi %137 : i8 to i32
        %139 = arith.cmpi sge, %134, %138 : i32
        %c1_i32 = arith.constant 1 : i32
        %140 = arith.addi %arg23, %c1_i32 : i32
        %141 = arith.select %139, %140, %arg23 : i32
        %c1_i32 = arith.constant 1 : i32
        %142 = arith.addi %arg24, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %143 = arith.select %139, %c0_i32, %142 : i32
        %144 = arith.cmpi slt, %141, %18 : i32
        %145 = arith.extui %144 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %146 = arith.cmpi ne, %145, %c0_i32 : i32
        scf.if %146 {
          %c0_i32 = arith.constant 0 : i32
          %147 = arith.addi %2, %c0_i32 : i32
          %148 = arith.index_cast %141 : i32 to index
          %149 = memref.load %arg3[%148] : memref<123xi8, #tpu.memory_space<smem>>
          %150 = arith.extsi %149 : i8 to i32
          %151 = arith.addi %150, %143 : i32
          %c512_i32 = arith.constant 512 : i32
          %152 = arith.muli %151, %c512_i32 : i32
          %153 = tpu.assume_multiple %152, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %154 = arith.muli %151, %c512_i32 : i32
          %155 = tpu.assume_multiple %154, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %156 = arith.muli %151, %c512_i32 : i32
          %157 = tpu.assume_multiple %156, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %158 = arith.muli %151, %c512_i32 : i32
          %159 = tpu.assume_multiple %158, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %160 = tpu.memref_slice %arg20[%arg27, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %161 = tpu.memref_squeeze %160 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %162 = tpu.memref_slice %arg16[%arg27, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
          %163 = tpu.memref_squeeze %162 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %164 = tpu.memref_slice %arg8[%147, %153, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
          %165 = tpu.memref_squeeze %164 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%165 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%163 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%161 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %166 = tpu.memref_slice %arg20[%arg27, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %167 = tpu.memref_squeeze %166 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %168 = tpu.memref_slice %arg17[%arg27, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
          %169 = tpu.memref_squeeze %168 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %170 = tpu.memref_slice %arg9[%147, %155, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
          %171 = tpu.memref_squeeze %170 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%171 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%169 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%167 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %172 = tpu.memref_slice %arg20[%arg27, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %173 = tpu.memref_squeeze %172 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %174 = tpu.memref_slice %arg18[%arg27, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %175 = tpu.memref_squeeze %174 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %176 = tpu.memref_slice %arg10[%147, %c0_i32, %157] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %177 = tpu.memref_squeeze %176 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%177 : memref<1x512xf32, #tpu.memory_space<any>>) target(%175 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%173 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %178 = tpu.memref_slice %arg20[%arg27, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %179 = tpu.memref_squeeze %178 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %180 = tpu.memref_slice %arg19[%arg27, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %181 = tpu.memref_squeeze %180 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %182 = tpu.memref_slice %arg11[%147, %c0_i32, %159] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %183 = tpu.memref_squeeze %182 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%183 : memref<1x512xf32, #tpu.memory_space<any>>) target(%181 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%179 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %141, %143 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %53 = arith.muli %c0_i32, %c512_i32 : i32
        %54 = tpu.assume_multiple %53, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %55 = arith.muli %c0_i32, %c512_i32 : i32
        %56 = tpu.assume_multiple %55, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %57 = arith.muli %c0_i32, %c512_i32 : i32
        %58 = tpu.assume_multiple %57, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg20[%arg25, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %63 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %64 = tpu.memref_squeeze %63 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg8[%c0_i32, %54, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %66 = tpu.memref_squeeze %65 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%66 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%64 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %67 = tpu.memref_slice %arg20[%arg25, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %70 = tpu.memref_squeeze %69 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg9[%c0_i32, %56, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %72 = tpu.memref_squeeze %71 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%72 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%70 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %73 = tpu.memref_slice %arg20[%arg25, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg18[%arg25, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %76 = tpu.memref_squeeze %75 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %77 = tpu.memref_slice %arg10[%c0_i32, %c0_i32, %58] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %78 = tpu.memref_squeeze %77 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%76 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %79 = tpu.memref_slice %arg20[%arg25, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg19[%arg25, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %82 = tpu.memref_squeeze %81 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %60] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %84 = tpu.memref_squeeze %83 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%84 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%82 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %85 = arith.addi %2, %c0_i32 : i32
        %86 = arith.index_cast %arg21 : i32 to index
        %87 = memref.load %arg3[%86] : memref<123xi8, #tpu.memory_space<smem>>
        %88 = arith.extsi %87 : i8 to i32
        %89 = arith.addi %88, %arg22 : i32
        %90 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %91 = vector.load %arg16[%90, %c0, %c0] : memref<3x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %92 = vector.shape_cast %91 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %93 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg17[%93, %c0, %c0] : memref<3x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %95 = vector.shape_cast %94 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %97 = vector.shape_cast %96 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %98 = tpu.matmul %97, %92, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x43e5b9 = arith.constant 0.180336878 : f32
        %99 = vector.broadcast %cst_x43e5b9 : f32 to vector<512x512xf32>
        %100 = arith.mulf %98, %99 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %89, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %102 = arith.muli %3, %c512_i32 : i32
        %103 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %104 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %105 = vector.broadcast %101 : i32 to vector<1x512xi32>
        %106 = arith.addi %105, %103 : vector<1x512xi32>
        %107 = vector.broadcast %102 : i32 to vector<512x1xi32>
        %108 = arith.addi %107, %104 : vector<512x1xi32>
        %109 = vector.broadcast %108 : vector<512x1xi32> to vector<512x512xi32>
        %110 = vector.broadcast %106 : vector<1x512xi32> to vector<512x512xi32>
        %111 = arith.subi %109, %110 : vector<512x512xi32>
        %c-512_i32 = arith.constant -512 : i32
        %112 = vector.broadcast %c-512_i32 : i32 to vector<512x512xi32>
        %113 = arith.cmpi sge, %111, %112 : vector<512x512xi32>
        %c512_i32 = arith.constant 512 : i32
        %114 = vector.broadcast %c512_i32 : i32 to vector<512x512xi32>
        %115 = arith.cmpi sle, %111, %114 : vector<512x512xi32>
        %116 = arith.andi %113, %115 : vector<512x512xi1>
        %117 = arith.cmpi eq, %106, %106 : vector<1x512xi32>
        %118 = arith.cmpi eq, %108, %108 : vector<512x1xi32>
        %119 = vector.broadcast %117 : vector<1x512xi1> to vector<512x512xi1>
        %120 = vector.broadcast %118 : vector<512x1xi1> to vector<512x512xi1>
        %121 = arith.andi %119, %120 : vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %122 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %123 = arith.cmpi sge, %106, %122 : vector<1x512xi32>
        %124 = vector.broadcast %123 : vector<1x512xi1> to vector<512x512xi1>
        %125 = arith.andi %121, %124 : vector<512x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %126 = vector.broadcast %c128_i32 : i32 to vector<1x512xi32>
        %127 = arith.cmpi slt, %106, %126 : vector<1x512xi32>
        %128 = vector.broadcast %127 : vector<1x512xi1> to vector<512x512xi1>
        %129 = arith.andi %125, %128 : vector<512x512xi1>
        %130 = arith.cmpi eq, %106, %106 : vector<1x512xi32>
        %131 = arith.cmpi eq, %108, %108 : vector<512x1xi32>
        %132 = vector.broadcast %130 : vector<1x512xi1> to vector<512x512xi1>
        %133 = vector.broadcast %131 : vector<512x1xi1> to vector<512x512xi1>
        %134 = arith.andi %132, %133 : vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %135 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %136 = arith.cmpi sge, %108, %135 : vector<512x1xi32>
        %137 = vector.broadcast %136 : vector<512x1xi1> to vector<512x512xi1>
        %138 = arith.andi %134, %137 : vector<512x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %139 = vector.broadcast %c128_i32 : i32 to vector<512x1xi32>
        %140 = arith.cmpi slt, %108, %139 : vector<512x1xi32>
        %141 = vector.broadcast %140 : vector<512x1xi1> to vector<512x512xi1>
        %142 = arith.andi %138, %141 : vector<512x512xi1>
        %143 = arith.ori %129, %142 : vector<512x512xi1>
        %144 = arith.ori %116, %143 : vector<512x512xi1>
        %145 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg18[%145, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %147 = vector.shape_cast %146 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %148 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %149 = arith.mulf %147, %148 : vector<1x512xf32>
        %150 = vector.broadcast %149 : vector<1x512xf32> to vector<512x512xf32>
        %151 = arith.subf %100, %150 : vector<512x512xf32>
        %152 = math.exp2 %151 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %153 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %154 = arith.select %144, %152, %153 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %155 = vector.load %arg15[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %156 = arith.truncf %154 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %157 = tpu.matmul %156, %95, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %158 = arith.addf %155, %157 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %159 = vector.load %arg15[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %160 = vector.shape_cast %159 : vector<512x64xf32> to vector<512x64xf32>
        %161 = vector.shape_cast %158 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg15[%c0, %c0], %161 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %162 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %163 = vector.shape_cast %162 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %164 = tpu.matmul %163, %95, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %165 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %166 = vector.load %arg19[%165, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %167 = vector.shape_cast %166 : vector<1x1x512xf32> to vector<1x512xf32>
        %168 = vector.broadcast %167 : vector<1x512xf32> to vector<512x512xf32>
        %169 = arith.subf %164, %168 : vector<512x512xf32>
        %170 = arith.mulf %154, %169 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %171 = vector.load %arg14[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %172 = arith.truncf %170 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %173 = tpu.matmul %172, %92, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %174 = vector.broadcast %cst_x35b8ee : f32 to vector<512x64xf32>
        %175 = arith.mulf %173, %174 : vector<512x64xf32>
        %176 = arith.addf %171, %175 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %177 = vector.load %arg14[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %178 = vector.shape_cast %177 : vector<512x64xf32> to vector<512x64xf32>
        %179 = vector.shape_cast %176 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg14[%c0, %c0], %179 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %180 = arith.addi %arg24, %c1_i32 : i32
        %c122_i32 = arith.constant 122 : i32
        %181 = arith.minsi %arg23, %c122_i32 : i32
        %182 = arith.index_cast %181 : i32 to index
        %183 = memref.load %arg4[%182] : memref<123xi8, #tpu.memory_space<smem>>
        %184 = arith.extsi %183 : i8 to i32
        %185 = arith.cmpi sge, %180, %184 : i32
        %c1_i32 = arith.constant 1 : i32
        %186 = arith.addi %arg23, %c1_i32 : i32
        %187 = arith.select %185, %186, %arg23 : i32
        %c1_i32 = arith.constant 1 : i32
        %188 = arith.addi %arg24, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %189 = arith.select %185, %c0_i32, %188 : i32
        %190 = arith.cmpi slt, %187, %18 : i32
        %191 = arith.extui %190 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %192 = arith.cmpi ne, %191, %c0_i32 : i32
        scf.if %192 {
          %c0_i32 = arith.constant 0 : i32
          %193 = arith.addi %2, %c0_i32 : i32
          %194 = arith.index_cast %187 : i32 to index
          %195 = memref.load %arg3[%194] : memref<123xi8, #tpu.memory_space<smem>>
          %196 = arith.extsi %195 : i8 to i32
          %197 = arith.addi %196, %189 : i32
          %c512_i32 = arith.constant 512 : i32
          %198 = arith.muli %197, %c512_i32 : i32
          %199 = tpu.assume_multiple %198, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %200 = arith.muli %197, %c512_i32 : i32
          %201 = tpu.assume_multiple %200, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %202 = arith.muli %197, %c512_i32 : i32
          %203 = tpu.assume_multiple %202, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %204 = arith.muli %197, %c512_i32 : i32
          %205 = tpu.assume_multiple %204, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %206 = tpu.memref_slice %arg20[%arg27, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %207 = tpu.memref_squeeze %206 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %208 = tpu.memref_slice %arg16[%arg27, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
          %209 = tpu.memref_squeeze %208 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %210 = tpu.memref_slice %arg8[%193, %199, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
          %211 = tpu.memref_squeeze %210 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%211 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%209 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%207 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %212 = tpu.memref_slice %arg20[%arg27, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %213 = tpu.memref_squeeze %212 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %214 = tpu.memref_slice %arg17[%arg27, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
          %215 = tpu.memref_squeeze %214 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %216 = tpu.memref_slice %arg9[%193, %201, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
          %217 = tpu.memref_squeeze %216 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%217 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%215 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%213 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %218 = tpu.memref_slice %arg20[%arg27, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %219 = tpu.memref_squeeze %218 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %220 = tpu.memref_slice %arg18[%arg27, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %221 = tpu.memref_squeeze %220 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %222 = tpu.memref_slice %arg10[%193, %c0_i32, %203] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %223 = tpu.memref_squeeze %222 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%223 : memref<1x512xf32, #tpu.memory_space<any>>) target(%221 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%219 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %224 = tpu.memref_slice %arg20[%arg27, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %225 = tpu.memref_squeeze %224 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %226 = tpu.memref_slice %arg19[%arg27, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %227 = tpu.memref_squeeze %226 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %228 = tpu.memref_slice %arg11[%193, %c0_i32, %205] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %229 = tpu.memref_squeeze %228 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%229 : memref<1x512xf32, #tpu.memory_space<any>>) target(%227 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%225 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %187, %189 : i32, i32
      }
      scf.yield %arg23, %arg24, %52#0, %52#1, %arg26, %arg27, %arg25 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %36 = vector.load %arg14[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %37 = arith.truncf %36 : vector<512x64xf32> to vector<512x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %38 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %39 = vector.shape_cast %38 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %40 = vector.shape_cast %37 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %40 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg15[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %42 = arith.truncf %41 : vector<512x64xf32> to vector<512x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %43 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %44 = vector.shape_cast %43 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %45 = vector.shape_cast %42 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg13[%c0, %c0, %c0], %45 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
