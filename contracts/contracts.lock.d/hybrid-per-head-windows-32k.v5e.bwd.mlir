module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<513xi16>, %arg1: tensor<1211xi8>, %arg2: tensor<1211xi8>, %arg3: tensor<1211xi8>, %arg4: tensor<513xi16>, %arg5: tensor<1211xi8>, %arg6: tensor<1211xi8>, %arg7: tensor<1211xi8>, %arg8: tensor<8x32768x128xbf16>, %arg9: tensor<8x32768x128xbf16>, %arg10: tensor<8x32768x128xbf16>) -> (tensor<8x32768x128xbf16> {jax.result_info = "result[0]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %1 = call @_pad(%arg9, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %2 = call @_pad(%arg10, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ddc676c2dafe590c34f3b36d1ef4c2ac5bd79868800e5dd72b2af4e367e9d146\22, \22cost_estimate\22: {\22bytes_accessed\22: 2195193856, \22flops\22: 1055219777536, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2060976128}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<513xi16>, tensor<1211xi8>, tensor<1211xi8>, tensor<1211xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> (tensor<8x32768x128xbf16>, tensor<8x1x32768xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<8x32768x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32768x128xf32>, tensor<f32>) -> tensor<8x32768xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<8x32768xf32>) -> tensor<8x1x32768xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:9f4f7c7e844a9bde96631fd198678c197289165fc13f0886cdf0beaa2938f2d1\22, \22cost_estimate\22: {\22bytes_accessed\22: 2262302720, \22flops\22: 1582829666304, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2060976128}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<513xi16>, tensor<1211xi8>, tensor<1211xi8>, tensor<1211xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x1x32768xf32>, tensor<8x1x32768xf32>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:3f46fe1290854672c2bf0e1cb2e684119bee5f38c236010cc65be7be3bc2e6b2\22, \22cost_estimate\22: {\22bytes_accessed\22: 2329411584, \22flops\22: 2110439555072, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2060976128}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<513xi16>, tensor<1211xi8>, tensor<1211xi8>, tensor<1211xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x1x32768xf32>, tensor<8x1x32768xf32>) -> (tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>)
    %11 = call @_pad_0(%10#1) : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    %12 = call @_pad_0(%10#0) : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    %13 = call @_pad_0(%9) : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    return %3#0, %13, %12, %11 : tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<8x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<8x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x128xbf16>, tensor<bf16>) -> tensor<8x32768x128xbf16>
    return %1 : tensor<8x32768x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x128xbf16>, tensor<bf16>) -> tensor<8x32768x128xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:32768, 0:128] : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    return %1 : tensor<8x32768x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:ddc676c2dafe590c34f3b36d1ef4c2ac5bd79868800e5dd72b2af4e367e9d146
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 512>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.remsi %0, %c64_i32 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %3 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %5 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    %6 = vector.shape_cast %3 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %6 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %9 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    %10 = vector.shape_cast %7 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %10 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %11 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %12 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %13 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    %14 = vector.shape_cast %11 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %14 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %15 = arith.index_cast %arg1 : i32 to index
    %16 = memref.load %arg2[%15] : memref<513xi16, #tpu.memory_space<smem>>
    %17 = arith.extsi %16 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %18 = arith.addi %arg1, %c1_i32 : i32
    %19 = arith.index_cast %18 : i32 to index
    %20 = memref.load %arg2[%19] : memref<513xi16, #tpu.memory_space<smem>>
    %21 = arith.extsi %20 : i16 to i32
    %22 = arith.cmpi slt, %17, %21 : i32
    %23 = arith.extui %22 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %24 = arith.cmpi ne, %23, %c0_i32 : i32
    scf.if %24 {
      %c0_i32 = arith.constant 0 : i32
      %67 = arith.addi %1, %c0_i32 : i32
      %68 = arith.index_cast %17 : i32 to index
      %69 = memref.load %arg3[%68] : memref<1211xi8, #tpu.memory_space<smem>>
      %70 = arith.extsi %69 : i8 to i32
      %71 = arith.addi %70, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %72 = arith.muli %71, %c512_i32 : i32
      %73 = tpu.assume_multiple %72, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %74 = arith.muli %71, %c512_i32 : i32
      %75 = tpu.assume_multiple %74, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg7[%67, %73, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%81 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%79 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %82 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg8[%67, %75, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%87 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%85 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %25 = arith.addi %c0_i32, %c1_i32 : i32
    %c1210_i32 = arith.constant 1210 : i32
    %26 = arith.minsi %17, %c1210_i32 : i32
    %27 = arith.index_cast %26 : i32 to index
    %28 = memref.load %arg4[%27] : memref<1211xi8, #tpu.memory_space<smem>>
    %29 = arith.extsi %28 : i8 to i32
    %30 = arith.cmpi sge, %25, %29 : i32
    %c1_i32 = arith.constant 1 : i32
    %31 = arith.addi %17, %c1_i32 : i32
    %32 = arith.select %30, %31, %17 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %33 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %34 = arith.select %30, %c0_i32, %33 : i32
    %35 = arith.cmpi slt, %32, %21 : i32
    %36 = arith.extui %35 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %37 = arith.cmpi ne, %36, %c0_i32 : i32
    scf.if %37 {
      %c0_i32 = arith.constant 0 : i32
      %67 = arith.addi %1, %c0_i32 : i32
      %68 = arith.index_cast %32 : i32 to index
      %69 = memref.load %arg3[%68] : memref<1211xi8, #tpu.memory_space<smem>>
      %70 = arith.extsi %69 : i8 to i32
      %71 = arith.addi %70, %34 : i32
      %c512_i32 = arith.constant 512 : i32
      %72 = arith.muli %71, %c512_i32 : i32
      %73 = tpu.assume_multiple %72, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %74 = arith.muli %71, %c512_i32 : i32
      %75 = tpu.assume_multiple %74, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg16[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg7[%67, %73, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%81 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%79 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %82 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg8[%67, %75, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%87 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%85 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %38:7 = scf.while (%arg17 = %17, %arg18 = %c0_i32, %arg19 = %32, %arg20 = %34, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %67 = arith.cmpi slt, %arg17, %21 : i32
      scf.condition(%67) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %67 = arith.index_cast %arg17 : i32 to index
      %68 = memref.load %arg5[%67] : memref<1211xi8, #tpu.memory_space<smem>>
      %69 = arith.extsi %68 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %70 = arith.cmpi eq, %69, %c2_i32 : i32
      %71 = arith.extui %70 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %72 = arith.cmpi ne, %71, %c0_i32 : i32
      %73:2 = scf.if %72 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %74 = arith.muli %c0_i32, %c512_i32 : i32
        %75 = tpu.assume_multiple %74, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %76 = arith.muli %c0_i32, %c512_i32 : i32
        %77 = tpu.assume_multiple %76, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %78 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %81 = tpu.memref_squeeze %80 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg7[%c0_i32, %75, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %83 = tpu.memref_squeeze %82 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%83 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%81 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %84 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg8[%c0_i32, %77, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%89 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%87 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %90 = arith.addi %1, %c0_i32 : i32
        %91 = arith.index_cast %arg17 : i32 to index
        %92 = memref.load %arg3[%91] : memref<1211xi8, #tpu.memory_space<smem>>
        %93 = arith.extsi %92 : i8 to i32
        %94 = arith.addi %93, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %97 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg14[%97, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %100 = tpu.matmul %96, %99, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %101 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %102 = arith.mulf %100, %101 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %104 = vector.multi_reduction <maximumf>, %102, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %105 = vector.shape_cast %104 : vector<512xf32> to vector<512x1xf32>
        %106 = vector.broadcast %105 : vector<512x1xf32> to vector<512x128xf32>
        %107 = arith.maximumf %103, %106 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %108 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %109 = arith.maximumf %107, %108 : vector<512x128xf32>
        %110 = tpu.concatenate %109, %109, %109, %109 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %111 = arith.subf %102, %110 : vector<512x512xf32>
        %112 = math.exp2 %111 : vector<512x512xf32>
        %113 = arith.subf %103, %109 : vector<512x128xf32>
        %114 = math.exp2 %113 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %116 = arith.mulf %114, %115 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %117 = vector.multi_reduction <add>, %112, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %118 = vector.shape_cast %117 : vector<512xf32> to vector<512x1xf32>
        %119 = vector.broadcast %118 : vector<512x1xf32> to vector<512x128xf32>
        %120 = arith.addf %116, %119 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %122 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        %123 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %123 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %124 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg15[%124, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %126 = vector.shape_cast %125 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %128 = arith.mulf %114, %127 : vector<512x128xf32>
        %129 = arith.truncf %112 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %130 = tpu.matmul %129, %126, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %131 = arith.addf %128, %130 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %133 = vector.shape_cast %132 : vector<512x128xf32> to vector<512x128xf32>
        %134 = vector.shape_cast %131 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %134 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %136 = vector.shape_cast %135 : vector<512x128xf32> to vector<512x128xf32>
        %137 = vector.shape_cast %107 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %137 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %138 = arith.addi %arg20, %c1_i32 : i32
        %c1210_i32 = arith.constant 1210 : i32
        %139 = arith.minsi %arg19, %c1210_i32 : i32
        %140 = arith.index_cast %139 : i32 to index
        %141 = memref.load %arg4[%140] : memref<1211xi8, #tpu.memory_space<smem>>
        %142 = arith.extsi %141 : i8 to i32
        %143 = arith.cmpi sge, %138, %142 : i32
        %c1_i32 = arith.constant 1 : i32
        %144 = arith.addi %arg19, %c1_i32 : i32
        %145 = arith.select %143, %144, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %146 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %147 = arith.select %143, %c0_i32, %146 : i32
        %148 = arith.cmpi slt, %145, %21 : i32
        %149 = arith.extui %148 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %150 = arith.cmpi ne, %149, %c0_i32 : i32
        scf.if %150 {
          %c0_i32 = arith.constant 0 : i32
          %151 = arith.addi %1, %c0_i32 : i32
          %152 = arith.index_cast %145 : i32 to index
          %153 = memref.load %arg3[%152] : memref<1211xi8, #tpu.memory_space<smem>>
          %154 = arith.extsi %153 : i8 to i32
          %155 = arith.addi %154, %147 : i32
          %c512_i32 = arith.constant 512 : i32
          %156 = arith.muli %155, %c512_i32 : i32
          %157 = tpu.assume_multiple %156, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %158 = arith.muli %155, %c512_i32 : i32
          %159 = tpu.assume_multiple %158, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %160 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %161 = tpu.memref_squeeze %160 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %162 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %163 = tpu.memref_squeeze %162 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %164 = tpu.memref_slice %arg7[%151, %157, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %165 = tpu.memref_squeeze %164 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%165 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%163 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%161 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %166 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %167 = tpu.memref_squeeze %166 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %168 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %169 = tpu.memref_squeeze %168 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %170 = tpu.memref_slice %arg8[%151, %159, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %171 = tpu.memref_squeeze %170 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%171 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%169 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%167 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %145, %147 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %74 = arith.muli %c0_i32, %c512_i32 : i32
        %75 = tpu.assume_multiple %74, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %76 = arith.muli %c0_i32, %c512_i32 : i32
        %77 = tpu.assume_multiple %76, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %78 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %81 = tpu.memref_squeeze %80 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg7[%c0_i32, %75, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %83 = tpu.memref_squeeze %82 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%83 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%81 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %84 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg8[%c0_i32, %77, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%89 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%87 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %90 = arith.addi %1, %c0_i32 : i32
        %91 = arith.index_cast %arg17 : i32 to index
        %92 = memref.load %arg3[%91] : memref<1211xi8, #tpu.memory_space<smem>>
        %93 = arith.extsi %92 : i8 to i32
        %94 = arith.addi %93, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %97 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg14[%97, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %100 = tpu.matmul %96, %99, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %101 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %102 = arith.mulf %100, %101 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %103 = arith.muli %2, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %104 = arith.muli %94, %c512_i32 : i32
        %105 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %106 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %107 = arith.subi %104, %103 : i32
        %108 = vector.broadcast %106 : vector<1x512xi32> to vector<512x512xi32>
        %109 = vector.broadcast %105 : vector<512x1xi32> to vector<512x512xi32>
        %110 = arith.subi %108, %109 : vector<512x512xi32>
        %c1_i32 = arith.constant 1 : i32
        %111 = arith.cmpi eq, %90, %c1_i32 : i32
        %c1023_i32 = arith.constant 1023 : i32
        %c511_i32 = arith.constant 511 : i32
        %112 = arith.select %111, %c1023_i32, %c511_i32 : i32
        %c2_i32 = arith.constant 2 : i32
        %113 = arith.cmpi eq, %90, %c2_i32 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %114 = arith.select %113, %c2047_i32, %112 : i32
        %c3_i32 = arith.constant 3 : i32
        %115 = arith.cmpi eq, %90, %c3_i32 : i32
        %c4095_i32 = arith.constant 4095 : i32
        %116 = arith.select %115, %c4095_i32, %114 : i32
        %c4_i32 = arith.constant 4 : i32
        %117 = arith.cmpi eq, %90, %c4_i32 : i32
        %c8191_i32 = arith.constant 8191 : i32
        %118 = arith.select %117, %c8191_i32, %116 : i32
        %c5_i32 = arith.constant 5 : i32
        %119 = arith.cmpi eq, %90, %c5_i32 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %120 = arith.select %119, %c16383_i32, %118 : i32
        %c6_i32 = arith.constant 6 : i32
        %121 = arith.cmpi eq, %90, %c6_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %122 = arith.select %121, %c1073741824_i32, %120 : i32
        %c7_i32 = arith.constant 7 : i32
        %123 = arith.cmpi eq, %90, %c7_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %124 = arith.select %123, %c1073741824_i32, %122 : i32
        %125 = arith.addi %124, %107 : i32
        %c0_i32 = arith.constant 0 : i32
        %126 = arith.subi %c0_i32, %107 : i32
        %c0_i32 = arith.constant 0 : i32
        %127 = arith.subi %c0_i32, %125 : i32
        %128 = vector.broadcast %127 : i32 to vector<512x512xi32>
        %129 = arith.cmpi sge, %110, %128 : vector<512x512xi32>
        %130 = vector.broadcast %126 : i32 to vector<512x512xi32>
        %131 = arith.cmpi sle, %110, %130 : vector<512x512xi32>
        %132 = arith.andi %129, %131 : vector<512x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %133 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %134 = arith.select %132, %102, %133 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %136 = vector.multi_reduction <maximumf>, %134, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %137 = vector.shape_cast %136 : vector<512xf32> to vector<512x1xf32>
        %138 = vector.broadcast %137 : vector<512x1xf32> to vector<512x128xf32>
        %139 = arith.maximumf %135, %138 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %140 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %141 = arith.maximumf %139, %140 : vector<512x128xf32>
        %142 = tpu.concatenate %141, %141, %141, %141 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %143 = arith.subf %134, %142 : vector<512x512xf32>
        %144 = math.exp2 %143 : vector<512x512xf32>
        %145 = arith.subf %135, %141 : vector<512x128xf32>
        %146 = math.exp2 %145 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %147 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %148 = arith.mulf %146, %147 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %149 = vector.multi_reduction <add>, %144, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %150 = vector.shape_cast %149 : vector<512xf32> to vector<512x1xf32>
        %151 = vector.broadcast %150 : vector<512x1xf32> to vector<512x128xf32>
        %152 = arith.addf %148, %151 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %153 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %154 = vector.shape_cast %153 : vector<512x128xf32> to vector<512x128xf32>
        %155 = vector.shape_cast %152 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %155 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %156 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %arg15[%156, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %158 = vector.shape_cast %157 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %159 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %160 = arith.mulf %146, %159 : vector<512x128xf32>
        %161 = arith.truncf %144 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %162 = tpu.matmul %161, %158, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %163 = arith.addf %160, %162 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %164 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %165 = vector.shape_cast %164 : vector<512x128xf32> to vector<512x128xf32>
        %166 = vector.shape_cast %163 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %166 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %167 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %168 = vector.shape_cast %167 : vector<512x128xf32> to vector<512x128xf32>
        %169 = vector.shape_cast %139 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %169 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %170 = arith.addi %arg20, %c1_i32 : i32
        %c1210_i32 = arith.constant 1210 : i32
        %171 = arith.minsi %arg19, %c1210_i32 : i32
        %172 = arith.index_cast %171 : i32 to index
        %173 = memref.load %arg4[%172] : memref<1211xi8, #tpu.memory_space<smem>>
        %174 = arith.extsi %173 : i8 to i32
        %175 = arith.cmpi sge, %170, %174 : i32
        %c1_i32 = arith.constant 1 : i32
        %176 = arith.addi %arg19, %c1_i32 : i32
        %177 = arith.select %175, %176, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %178 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %179 = arith.select %175, %c0_i32, %178 : i32
        %180 = arith.cmpi slt, %177, %21 : i32
        %181 = arith.extui %180 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %182 = arith.cmpi ne, %181, %c0_i32 : i32
        scf.if %182 {
          %c0_i32 = arith.constant 0 : i32
          %183 = arith.addi %1, %c0_i32 : i32
          %184 = arith.index_cast %177 : i32 to index
          %185 = memref.load %arg3[%184] : memref<1211xi8, #tpu.memory_space<smem>>
          %186 = arith.extsi %185 : i8 to i32
          %187 = arith.addi %186, %179 : i32
          %c512_i32 = arith.constant 512 : i32
          %188 = arith.muli %187, %c512_i32 : i32
          %189 = tpu.assume_multiple %188, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %190 = arith.muli %187, %c512_i32 : i32
          %191 = tpu.assume_multiple %190, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %192 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %193 = tpu.memref_squeeze %192 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %194 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %195 = tpu.memref_squeeze %194 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %196 = tpu.memref_slice %arg7[%183, %189, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %197 = tpu.memref_squeeze %196 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%197 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%195 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%193 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %198 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %199 = tpu.memref_squeeze %198 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %200 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %201 = tpu.memref_squeeze %200 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %202 = tpu.memref_slice %arg8[%183, %191, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %203 = tpu.memref_squeeze %202 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%203 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%201 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%199 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %177, %179 : i32, i32
      }
      scf.yield %arg19, %arg20, %73#0, %73#1, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %39 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %40 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %41 = arith.cmpf ogt, %39, %40 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %42 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %43 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %44 = arith.select %41, %39, %43 : vector<512x128xi1>, vector<512x128xf32>
    %45 = arith.divf %42, %44 : vector<512x128xf32>
    %46 = arith.truncf %45 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %47 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %48 = vector.shape_cast %47 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %49 = vector.shape_cast %46 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %49 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %50 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %51 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %52 = arith.select %41, %39, %51 : vector<512x128xi1>, vector<512x128xf32>
    %53 = math.log %52 : vector<512x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %54 = math.log %cst_x481f63 : f32
    %55 = vector.broadcast %54 : f32 to vector<512x128xf32>
    %56 = arith.divf %53, %55 : vector<512x128xf32>
    %57 = arith.addf %50, %56 : vector<512x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %58 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x128xf32>
    %59 = arith.divf %57, %58 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %60 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %61 = arith.select %41, %59, %60 : vector<512x128xi1>, vector<512x128xf32>
    %62 = tpu.transpose %61, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %63 = vector.extract_strided_slice %62 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %64 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %65 = vector.shape_cast %64 : vector<1x1x512xf32> to vector<1x512xf32>
    %66 = vector.shape_cast %63 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %66 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %3, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %3, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %3 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:9f4f7c7e844a9bde96631fd198678c197289165fc13f0886cdf0beaa2938f2d1
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg12: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 512>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.remsi %0, %c64_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %3 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %5 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    %6 = vector.shape_cast %3 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %6 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %7 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %8 = vector.shape_cast %7 : vector<1x1x512xf32> to vector<1x512xf32>
    %9 = vector.shape_cast %8 : vector<1x512xf32> to vector<1x512xf32>
    %10 = vector.broadcast %9 : vector<1x512xf32> to vector<128x512xf32>
    %11 = tpu.transpose %10, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %12 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %13 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    %14 = vector.shape_cast %11 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %14 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %15 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %16 = vector.shape_cast %15 : vector<1x1x512xf32> to vector<1x512xf32>
    %17 = vector.shape_cast %16 : vector<1x512xf32> to vector<1x512xf32>
    %18 = vector.broadcast %17 : vector<1x512xf32> to vector<128x512xf32>
    %19 = tpu.transpose %18, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %20 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %21 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
    %22 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg2[%23] : memref<513xi16, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %26 = arith.addi %arg1, %c1_i32 : i32
    %27 = arith.index_cast %26 : i32 to index
    %28 = memref.load %arg2[%27] : memref<513xi16, #tpu.memory_space<smem>>
    %29 = arith.extsi %28 : i16 to i32
    %30 = arith.cmpi slt, %25, %29 : i32
    %31 = arith.extui %30 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %32 = arith.cmpi ne, %31, %c0_i32 : i32
    scf.if %32 {
      %c0_i32 = arith.constant 0 : i32
      %52 = arith.addi %1, %c0_i32 : i32
      %53 = arith.index_cast %25 : i32 to index
      %54 = memref.load %arg3[%53] : memref<1211xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %56 = arith.addi %55, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %56, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %59 = arith.muli %56, %c512_i32 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg10[%52, %58, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%64 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %67 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg11[%52, %60, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%70 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %33 = arith.addi %c0_i32, %c1_i32 : i32
    %c1210_i32 = arith.constant 1210 : i32
    %34 = arith.minsi %25, %c1210_i32 : i32
    %35 = arith.index_cast %34 : i32 to index
    %36 = memref.load %arg4[%35] : memref<1211xi8, #tpu.memory_space<smem>>
    %37 = arith.extsi %36 : i8 to i32
    %38 = arith.cmpi sge, %33, %37 : i32
    %c1_i32 = arith.constant 1 : i32
    %39 = arith.addi %25, %c1_i32 : i32
    %40 = arith.select %38, %39, %25 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %41 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %42 = arith.select %38, %c0_i32, %41 : i32
    %43 = arith.cmpi slt, %40, %29 : i32
    %44 = arith.extui %43 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %45 = arith.cmpi ne, %44, %c0_i32 : i32
    scf.if %45 {
      %c0_i32 = arith.constant 0 : i32
      %52 = arith.addi %1, %c0_i32 : i32
      %53 = arith.index_cast %40 : i32 to index
      %54 = memref.load %arg3[%53] : memref<1211xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %56 = arith.addi %55, %42 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %56, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %59 = arith.muli %56, %c512_i32 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg18[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg10[%52, %58, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%64 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %67 = tpu.memref_slice %arg18[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg11[%52, %60, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%70 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %46:7 = scf.while (%arg19 = %25, %arg20 = %c0_i32, %arg21 = %40, %arg22 = %42, %arg23 = %c0_i32, %arg24 = %c1_i32, %arg25 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %52 = arith.cmpi slt, %arg19, %29 : i32
      scf.condition(%52) %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
      %52 = arith.index_cast %arg19 : i32 to index
      %53 = memref.load %arg5[%52] : memref<1211xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %55 = arith.cmpi eq, %54, %c2_i32 : i32
      %56 = arith.extui %55 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %57 = arith.cmpi ne, %56, %c0_i32 : i32
      %58:2 = scf.if %57 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %61 = arith.muli %c0_i32, %c512_i32 : i32
        %62 = tpu.assume_multiple %61, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %63 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg10[%c0_i32, %60, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%66 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %69 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg11[%c0_i32, %62, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%72 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %1, %c0_i32 : i32
        %76 = arith.index_cast %arg19 : i32 to index
        %77 = memref.load %arg3[%76] : memref<1211xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg20 : i32
        %80 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg16[%80, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %85 = tpu.matmul %84, %82, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %86 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %87 = arith.mulf %85, %86 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %88 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %89 = tpu.concatenate %88, %88, %88, %88 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %90 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x512xf32>
        %91 = arith.mulf %89, %90 : vector<512x512xf32>
        %92 = arith.subf %87, %91 : vector<512x512xf32>
        %93 = math.exp2 %92 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %95 = vector.shape_cast %94 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %96 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg17[%96, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %98 = vector.shape_cast %97 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %99 = tpu.matmul %95, %98, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %101 = tpu.concatenate %100, %100, %100, %100 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %102 = arith.subf %99, %101 : vector<512x512xf32>
        %103 = arith.mulf %93, %102 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %105 = arith.truncf %103 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %106 = tpu.matmul %105, %82, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %107 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %108 = arith.mulf %106, %107 : vector<512x128xf32>
        %109 = arith.addf %104, %108 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %111 = vector.shape_cast %110 : vector<512x128xf32> to vector<512x128xf32>
        %112 = vector.shape_cast %109 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %112 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %113 = arith.addi %arg22, %c1_i32 : i32
        %c1210_i32 = arith.constant 1210 : i32
        %114 = arith.minsi %arg21, %c1210_i32 : i32
        %115 = arith.index_cast %114 : i32 to index
        %116 = memref.load %arg4[%115] : memref<1211xi8, #tpu.memory_space<smem>>
        %117 = arith.extsi %116 : i8 to i32
        %118 = arith.cmpi sge, %113, %117 : i32
        %c1_i32 = arith.constant 1 : i32
        %119 = arith.addi %arg21, %c1_i32 : i32
        %120 = arith.select %118, %119, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %121 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %122 = arith.select %118, %c0_i32, %121 : i32
        %123 = arith.cmpi slt, %120, %29 : i32
        %124 = arith.extui %123 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %125 = arith.cmpi ne, %124, %c0_i32 : i32
        scf.if %125 {
          %c0_i32 = arith.constant 0 : i32
          %126 = arith.addi %1, %c0_i32 : i32
          %127 = arith.index_cast %120 : i32 to index
          %128 = memref.load %arg3[%127] : memref<1211xi8, #tpu.memory_space<smem>>
          %129 = arith.extsi %128 : i8 to i32
          %130 = arith.addi %129, %122 : i32
          %c512_i32 = arith.constant 512 : i32
          %131 = arith.muli %130, %c512_i32 : i32
          %132 = tpu.assume_multiple %131, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %133 = arith.muli %130, %c512_i32 : i32
          %134 = tpu.assume_multiple %133, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %135 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %136 = tpu.memref_squeeze %135 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %137 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %138 = tpu.memref_squeeze %137 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %139 = tpu.memref_slice %arg10[%126, %132, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %140 = tpu.memref_squeeze %139 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%140 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%138 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%136 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %141 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %142 = tpu.memref_squeeze %141 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %143 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %144 = tpu.memref_squeeze %143 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %145 = tpu.memref_slice %arg11[%126, %134, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %146 = tpu.memref_squeeze %145 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%146 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%144 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%142 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %120, %122 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %61 = arith.muli %c0_i32, %c512_i32 : i32
        %62 = tpu.assume_multiple %61, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %63 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg10[%c0_i32, %60, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%66 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %69 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg11[%c0_i32, %62, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%72 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %1, %c0_i32 : i32
        %76 = arith.index_cast %arg19 : i32 to index
        %77 = memref.load %arg3[%76] : memref<1211xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg20 : i32
        %80 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg16[%80, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %85 = tpu.matmul %84, %82, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %86 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %87 = arith.mulf %85, %86 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %2, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %89 = arith.muli %79, %c512_i32 : i32
        %90 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %91 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %92 = arith.subi %89, %88 : i32
        %93 = vector.broadcast %91 : vector<1x512xi32> to vector<512x512xi32>
        %94 = vector.broadcast %90 : vector<512x1xi32> to vector<512x512xi32>
        %95 = arith.subi %93, %94 : vector<512x512xi32>
        %c1_i32 = arith.constant 1 : i32
        %96 = arith.cmpi eq, %75, %c1_i32 : i32
        %c1023_i32 = arith.constant 1023 : i32
        %c511_i32 = arith.constant 511 : i32
        %97 = arith.select %96, %c1023_i32, %c511_i32 : i32
        %c2_i32 = arith.constant 2 : i32
        %98 = arith.cmpi eq, %75, %c2_i32 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %99 = arith.select %98, %c2047_i32, %97 : i32
        %c3_i32 = arith.constant 3 : i32
        %100 = arith.cmpi eq, %75, %c3_i32 : i32
        %c4095_i32 = arith.constant 4095 : i32
        %101 = arith.select %100, %c4095_i32, %99 : i32
        %c4_i32 = arith.constant 4 : i32
        %102 = arith.cmpi eq, %75, %c4_i32 : i32
        %c8191_i32 = arith.constant 8191 : i32
        %103 = arith.select %102, %c8191_i32, %101 : i32
        %c5_i32 = arith.constant 5 : i32
        %104 = arith.cmpi eq, %75, %c5_i32 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %105 = arith.select %104, %c16383_i32, %103 : i32
        %c6_i32 = arith.constant 6 : i32
        %106 = arith.cmpi eq, %75, %c6_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %107 = arith.select %106, %c1073741824_i32, %105 : i32
        %c7_i32 = arith.constant 7 : i32
        %108 = arith.cmpi eq, %75, %c7_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %109 = arith.select %108, %c1073741824_i32, %107 : i32
        %110 = arith.addi %109, %92 : i32
        %c0_i32 = arith.constant 0 : i32
        %111 = arith.subi %c0_i32, %92 : i32
        %c0_i32 = arith.constant 0 : i32
        %112 = arith.subi %c0_i32, %110 : i32
        %113 = vector.broadcast %112 : i32 to vector<512x512xi32>
        %114 = arith.cmpi sge, %95, %113 : vector<512x512xi32>
        %115 = vector.broadcast %111 : i32 to vector<512x512xi32>
        %116 = arith.cmpi sle, %95, %115 : vector<512x512xi32>
        %117 = arith.andi %114, %116 : vector<512x512xi1>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %119 = tpu.concatenate %118, %118, %118, %118 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %120 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x512xf32>
        %121 = arith.mulf %119, %120 : vector<512x512xf32>
        %122 = arith.subf %87, %121 : vector<512x512xf32>
        %123 = math.exp2 %122 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %124 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %125 = arith.select %117, %123, %124 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %127 = vector.shape_cast %126 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %128 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg17[%128, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %130 = vector.shape_cast %129 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %131 = tpu.matmul %127, %130, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %133 = tpu.concatenate %132, %132, %132, %132 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %134 = arith.subf %131, %133 : vector<512x512xf32>
        %135 = arith.mulf %125, %134 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %137 = arith.truncf %135 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %138 = tpu.matmul %137, %82, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %139 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %140 = arith.mulf %138, %139 : vector<512x128xf32>
        %141 = arith.addf %136, %140 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %143 = vector.shape_cast %142 : vector<512x128xf32> to vector<512x128xf32>
        %144 = vector.shape_cast %141 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %144 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %145 = arith.addi %arg22, %c1_i32 : i32
        %c1210_i32 = arith.constant 1210 : i32
        %146 = arith.minsi %arg21, %c1210_i32 : i32
        %147 = arith.index_cast %146 : i32 to index
        %148 = memref.load %arg4[%147] : memref<1211xi8, #tpu.memory_space<smem>>
        %149 = arith.extsi %148 : i8 to i32
        %150 = arith.cmpi sge, %145, %149 : i32
        %c1_i32 = arith.constant 1 : i32
        %151 = arith.addi %arg21, %c1_i32 : i32
        %152 = arith.select %150, %151, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %153 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %154 = arith.select %150, %c0_i32, %153 : i32
        %155 = arith.cmpi slt, %152, %29 : i32
        %156 = arith.extui %155 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %157 = arith.cmpi ne, %156, %c0_i32 : i32
        scf.if %157 {
          %c0_i32 = arith.constant 0 : i32
          %158 = arith.addi %1, %c0_i32 : i32
          %159 = arith.index_cast %152 : i32 to index
          %160 = memref.load %arg3[%159] : memref<1211xi8, #tpu.memory_space<smem>>
          %161 = arith.extsi %160 : i8 to i32
          %162 = arith.addi %161, %154 : i32
          %c512_i32 = arith.constant 512 : i32
          %163 = arith.muli %162, %c512_i32 : i32
          %164 = tpu.assume_multiple %163, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %165 = arith.muli %162, %c512_i32 : i32
          %166 = tpu.assume_multiple %165, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %167 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %168 = tpu.memref_squeeze %167 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %169 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %170 = tpu.memref_squeeze %169 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %171 = tpu.memref_slice %arg10[%158, %164, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %172 = tpu.memref_squeeze %171 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%172 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%170 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%168 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %173 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %174 = tpu.memref_squeeze %173 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %175 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %176 = tpu.memref_squeeze %175 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %177 = tpu.memref_slice %arg11[%158, %166, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %178 = tpu.memref_squeeze %177 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%178 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%176 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%174 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %152, %154 : i32, i32
      }
      scf.yield %arg21, %arg22, %58#0, %58#1, %arg24, %arg25, %arg23 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %47 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %48 = arith.truncf %47 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %49 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %50 = vector.shape_cast %49 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %51 = vector.shape_cast %48 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %51 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %3, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %3, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %3 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %3 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %3, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:3f46fe1290854672c2bf0e1cb2e684119bee5f38c236010cc65be7be3bc2e6b2
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg10: memref<8x1x32768xf32, #tpu.memory_space<any>>, %arg11: memref<8x1x32768xf32, #tpu.memory_space<any>>, %arg12: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg19: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 512>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.remsi %0, %c64_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %3 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %5 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    %6 = vector.shape_cast %3 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %6 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %9 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    %10 = vector.shape_cast %7 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %10 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %11 = arith.index_cast %arg1 : i32 to index
    %12 = memref.load %arg2[%11] : memref<513xi16, #tpu.memory_space<smem>>
    %13 = arith.extsi %12 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %14 = arith.addi %arg1, %c1_i32 : i32
    %15 = arith.index_cast %14 : i32 to index
    %16 = memref.load %arg2[%15] : memref<513xi16, #tpu.memory_space<smem>>
    %17 = arith.extsi %16 : i16 to i32
    %18 = arith.cmpi slt, %13, %17 : i32
    %19 = arith.extui %18 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %20 = arith.cmpi ne, %19, %c0_i32 : i32
    scf.if %20 {
      %c0_i32 = arith.constant 0 : i32
      %45 = arith.addi %1, %c0_i32 : i32
      %46 = arith.index_cast %13 : i32 to index
      %47 = memref.load %arg3[%46] : memref<1211xi8, #tpu.memory_space<smem>>
      %48 = arith.extsi %47 : i8 to i32
      %49 = arith.addi %48, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %50 = arith.muli %49, %c512_i32 : i32
      %51 = tpu.assume_multiple %50, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %52 = arith.muli %49, %c512_i32 : i32
      %53 = tpu.assume_multiple %52, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %54 = arith.muli %49, %c512_i32 : i32
      %55 = tpu.assume_multiple %54, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %49, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg20[%c0_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg8[%45, %51, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%63 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%61 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %64 = tpu.memref_slice %arg20[%c0_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg9[%45, %53, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%67 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %70 = tpu.memref_slice %arg20[%c0_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg10[%45, %c0_i32, %55] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%75 : memref<1x512xf32, #tpu.memory_space<any>>) target(%73 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %76 = tpu.memref_slice %arg20[%c0_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg11[%45, %c0_i32, %57] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%81 : memref<1x512xf32, #tpu.memory_space<any>>) target(%79 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %21 = arith.addi %c0_i32, %c1_i32 : i32
    %c1210_i32 = arith.constant 1210 : i32
    %22 = arith.minsi %13, %c1210_i32 : i32
    %23 = arith.index_cast %22 : i32 to index
    %24 = memref.load %arg4[%23] : memref<1211xi8, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i8 to i32
    %26 = arith.cmpi sge, %21, %25 : i32
    %c1_i32 = arith.constant 1 : i32
    %27 = arith.addi %13, %c1_i32 : i32
    %28 = arith.select %26, %27, %13 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %29 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %30 = arith.select %26, %c0_i32, %29 : i32
    %31 = arith.cmpi slt, %28, %17 : i32
    %32 = arith.extui %31 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %33 = arith.cmpi ne, %32, %c0_i32 : i32
    scf.if %33 {
      %c0_i32 = arith.constant 0 : i32
      %45 = arith.addi %1, %c0_i32 : i32
      %46 = arith.index_cast %28 : i32 to index
      %47 = memref.load %arg3[%46] : memref<1211xi8, #tpu.memory_space<smem>>
      %48 = arith.extsi %47 : i8 to i32
      %49 = arith.addi %48, %30 : i32
      %c512_i32 = arith.constant 512 : i32
      %50 = arith.muli %49, %c512_i32 : i32
      %51 = tpu.assume_multiple %50, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %52 = arith.muli %49, %c512_i32 : i32
      %53 = tpu.assume_multiple %52, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %54 = arith.muli %49, %c512_i32 : i32
      %55 = tpu.assume_multiple %54, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %49, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg20[%c1_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg8[%45, %51, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%63 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%61 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %64 = tpu.memref_slice %arg20[%c1_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg9[%45, %53, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%67 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %70 = tpu.memref_slice %arg20[%c1_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg10[%45, %c0_i32, %55] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%75 : memref<1x512xf32, #tpu.memory_space<any>>) target(%73 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %76 = tpu.memref_slice %arg20[%c1_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg19[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg11[%45, %c0_i32, %57] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%81 : memref<1x512xf32, #tpu.memory_space<any>>) target(%79 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %34:7 = scf.while (%arg21 = %13, %arg22 = %c0_i32, %arg23 = %28, %arg24 = %30, %arg25 = %c0_i32, %arg26 = %c1_i32, %arg27 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %45 = arith.cmpi slt, %arg21, %17 : i32
      scf.condition(%45) %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32):
      %45 = arith.index_cast %arg21 : i32 to index
      %46 = memref.load %arg5[%45] : memref<1211xi8, #tpu.memory_space<smem>>
      %47 = arith.extsi %46 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %48 = arith.cmpi eq, %47, %c2_i32 : i32
      %49 = arith.extui %48 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %50 = arith.cmpi ne, %49, %c0_i32 : i32
      %51:2 = scf.if %50 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %52 = arith.muli %c0_i32, %c512_i32 : i32
        %53 = tpu.assume_multiple %52, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %54 = arith.muli %c0_i32, %c512_i32 : i32
        %55 = tpu.assume_multiple %54, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %56 = arith.muli %c0_i32, %c512_i32 : i32
        %57 = tpu.assume_multiple %56, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %58 = arith.muli %c0_i32, %c512_i32 : i32
        %59 = tpu.assume_multiple %58, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %60 = tpu.memref_slice %arg20[%arg25, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %62 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %63 = tpu.memref_squeeze %62 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %64 = tpu.memref_slice %arg8[%c0_i32, %53, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %65 = tpu.memref_squeeze %64 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%65 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%63 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %66 = tpu.memref_slice %arg20[%arg25, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %68 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %70 = tpu.memref_slice %arg9[%c0_i32, %55, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%69 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %72 = tpu.memref_slice %arg20[%arg25, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg18[%arg25, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %75 = tpu.memref_squeeze %74 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %76 = tpu.memref_slice %arg10[%c0_i32, %c0_i32, %57] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %77 = tpu.memref_squeeze %76 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%77 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%75 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %78 = tpu.memref_slice %arg20[%arg25, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg19[%arg25, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %59] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %83 = tpu.memref_squeeze %82 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%83 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%81 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %84 = arith.addi %1, %c0_i32 : i32
        %85 = arith.index_cast %arg21 : i32 to index
        %86 = memref.load %arg3[%85] : memref<1211xi8, #tpu.memory_space<smem>>
        %87 = arith.extsi %86 : i8 to i32
        %88 = arith.addi %87, %arg22 : i32
        %89 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg16[%89, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %91 = vector.shape_cast %90 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %92 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg17[%92, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %94 = vector.shape_cast %93 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %97 = tpu.matmul %96, %91, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %98 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %99 = arith.mulf %97, %98 : vector<512x512xf32>
        %100 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg18[%100, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %102 = vector.shape_cast %101 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %103 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %104 = arith.mulf %102, %103 : vector<1x512xf32>
        %105 = vector.broadcast %104 : vector<1x512xf32> to vector<512x512xf32>
        %106 = arith.subf %99, %105 : vector<512x512xf32>
        %107 = math.exp2 %106 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %109 = arith.truncf %107 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %110 = tpu.matmul %109, %94, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %111 = arith.addf %108, %110 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %113 = vector.shape_cast %112 : vector<512x128xf32> to vector<512x128xf32>
        %114 = vector.shape_cast %111 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %114 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %116 = vector.shape_cast %115 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %117 = tpu.matmul %116, %94, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %118 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg19[%118, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %120 = vector.shape_cast %119 : vector<1x1x512xf32> to vector<1x512xf32>
        %121 = vector.broadcast %120 : vector<1x512xf32> to vector<512x512xf32>
        %122 = arith.subf %117, %121 : vector<512x512xf32>
        %123 = arith.mulf %107, %122 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %125 = arith.truncf %123 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %126 = tpu.matmul %125, %91, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %127 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %128 = arith.mulf %126, %127 : vector<512x128xf32>
        %129 = arith.addf %124, %128 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %131 = vector.shape_cast %130 : vector<512x128xf32> to vector<512x128xf32>
        %132 = vector.shape_cast %129 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %132 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %133 = arith.addi %arg24, %c1_i32 : i32
        %c1210_i32 = arith.constant 1210 : i32
        %134 = arith.minsi %arg23, %c1210_i32 : i32
        %135 = arith.index_cast %134 : i32 to index
        %136 = memref.load %arg4[%135] : memref<1211xi8, #tpu.memory_space<smem>>
        %137 = arith.extsi %136 : i8 to i32
        %138 = arith.cmpi sge, %133, %137 : i32
        %c1_i32 = arith.constant 1 : i32
        %139 = arith.addi %arg23, %c1_i32 : i32
        %140 = arith.select %138, %139, %arg23 : i32
        %c1_i32 = arith.constant 1 : i32
        %141 = arith.addi %arg24, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %142 = arith.select %138, %c0_i32, %141 : i32
        %143 = arith.cmpi slt, %140, %17 : i32
        %144 = arith.extui %143 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %145 = arith.cmpi ne, %144, %c0_i32 : i32
        scf.if %145 {
          %c0_i32 = arith.constant 0 : i32
          %146 = arith.addi %1, %c0_i32 : i32
          %147 = arith.index_cast %140 : i32 to index
          %148 = memref.load %arg3[%147] : memref<1211xi8, #tpu.memory_space<smem>>
          %149 = arith.extsi %148 : i8 to i32
          %150 = arith.addi %149, %142 : i32
          %c512_i32 = arith.constant 512 : i32
          %151 = arith.muli %150, %c512_i32 : i32
          %152 = tpu.assume_multiple %151, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %153 = arith.muli %150, %c512_i32 : i32
          %154 = tpu.assume_multiple %153, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %155 = arith.muli %150, %c512_i32 : i32
          %156 = tpu.assume_multiple %155, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %157 = arith.muli %150, %c512_i32 : i32
          %158 = tpu.assume_multiple %157, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %159 = tpu.memref_slice %arg20[%arg27, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %160 = tpu.memref_squeeze %159 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %161 = tpu.memref_slice %arg16[%arg27, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %162 = tpu.memref_squeeze %161 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %163 = tpu.memref_slice %arg8[%146, %152, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %164 = tpu.memref_squeeze %163 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%164 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%162 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%160 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %165 = tpu.memref_slice %arg20[%arg27, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %166 = tpu.memref_squeeze %165 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %167 = tpu.memref_slice %arg17[%arg27, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %168 = tpu.memref_squeeze %167 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %169 = tpu.memref_slice %arg9[%146, %154, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %170 = tpu.memref_squeeze %169 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%170 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%168 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%166 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %171 = tpu.memref_slice %arg20[%arg27, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %172 = tpu.memref_squeeze %171 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %173 = tpu.memref_slice %arg18[%arg27, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %174 = tpu.memref_squeeze %173 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %175 = tpu.memref_slice %arg10[%146, %c0_i32, %156] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %176 = tpu.memref_squeeze %175 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%176 : memref<1x512xf32, #tpu.memory_space<any>>) target(%174 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%172 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %177 = tpu.memref_slice %arg20[%arg27, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %178 = tpu.memref_squeeze %177 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %179 = tpu.memref_slice %arg19[%arg27, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %180 = tpu.memref_squeeze %179 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %181 = tpu.memref_slice %arg11[%146, %c0_i32, %158] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %182 = tpu.memref_squeeze %181 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%182 : memref<1x512xf32, #tpu.memory_space<any>>) target(%180 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%178 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %140, %142 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %52 = arith.muli %c0_i32, %c512_i32 : i32
        %53 = tpu.assume_multiple %52, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %54 = arith.muli %c0_i32, %c512_i32 : i32
        %55 = tpu.assume_multiple %54, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %56 = arith.muli %c0_i32, %c512_i32 : i32
        %57 = tpu.assume_multiple %56, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %58 = arith.muli %c0_i32, %c512_i32 : i32
        %59 = tpu.assume_multiple %58, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %60 = tpu.memref_slice %arg20[%arg25, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %62 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %63 = tpu.memref_squeeze %62 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %64 = tpu.memref_slice %arg8[%c0_i32, %53, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %65 = tpu.memref_squeeze %64 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%65 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%63 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %66 = tpu.memref_slice %arg20[%arg25, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %68 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %70 = tpu.memref_slice %arg9[%c0_i32, %55, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%69 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %72 = tpu.memref_slice %arg20[%arg25, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg18[%arg25, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %75 = tpu.memref_squeeze %74 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %76 = tpu.memref_slice %arg10[%c0_i32, %c0_i32, %57] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %77 = tpu.memref_squeeze %76 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%77 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%75 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %78 = tpu.memref_slice %arg20[%arg25, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg19[%arg25, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %59] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %83 = tpu.memref_squeeze %82 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%83 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%81 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %84 = arith.addi %1, %c0_i32 : i32
        %85 = arith.index_cast %arg21 : i32 to index
        %86 = memref.load %arg3[%85] : memref<1211xi8, #tpu.memory_space<smem>>
        %87 = arith.extsi %86 : i8 to i32
        %88 = arith.addi %87, %arg22 : i32
        %89 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg16[%89, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %91 = vector.shape_cast %90 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %92 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg17[%92, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %94 = vector.shape_cast %93 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %97 = tpu.matmul %96, %91, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %98 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %99 = arith.mulf %97, %98 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %100 = arith.muli %88, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %2, %c512_i32 : i32
        %102 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %103 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %104 = arith.subi %101, %100 : i32
        %105 = vector.broadcast %103 : vector<512x1xi32> to vector<512x512xi32>
        %106 = vector.broadcast %102 : vector<1x512xi32> to vector<512x512xi32>
        %107 = arith.subi %105, %106 : vector<512x512xi32>
        %c1_i32 = arith.constant 1 : i32
        %108 = arith.cmpi eq, %84, %c1_i32 : i32
        %c1023_i32 = arith.constant 1023 : i32
        %c511_i32 = arith.constant 511 : i32
        %109 = arith.select %108, %c1023_i32, %c511_i32 : i32
        %c2_i32 = arith.constant 2 : i32
        %110 = arith.cmpi eq, %84, %c2_i32 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %111 = arith.select %110, %c2047_i32, %109 : i32
        %c3_i32 = arith.constant 3 : i32
        %112 = arith.cmpi eq, %84, %c3_i32 : i32
        %c4095_i32 = arith.constant 4095 : i32
        %113 = arith.select %112, %c4095_i32, %111 : i32
        %c4_i32 = arith.constant 4 : i32
        %114 = arith.cmpi eq, %84, %c4_i32 : i32
        %c8191_i32 = arith.constant 8191 : i32
        %115 = arith.select %114, %c8191_i32, %113 : i32
        %c5_i32 = arith.constant 5 : i32
        %116 = arith.cmpi eq, %84, %c5_i32 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %117 = arith.select %116, %c16383_i32, %115 : i32
        %c6_i32 = arith.constant 6 : i32
        %118 = arith.cmpi eq, %84, %c6_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %119 = arith.select %118, %c1073741824_i32, %117 : i32
        %c7_i32 = arith.constant 7 : i32
        %120 = arith.cmpi eq, %84, %c7_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %121 = arith.select %120, %c1073741824_i32, %119 : i32
        %122 = arith.addi %121, %104 : i32
        %c0_i32 = arith.constant 0 : i32
        %123 = arith.subi %c0_i32, %104 : i32
        %c0_i32 = arith.constant 0 : i32
        %124 = arith.subi %c0_i32, %122 : i32
        %125 = vector.broadcast %124 : i32 to vector<512x512xi32>
        %126 = arith.cmpi sge, %107, %125 : vector<512x512xi32>
        %127 = vector.broadcast %123 : i32 to vector<512x512xi32>
        %128 = arith.cmpi sle, %107, %127 : vector<512x512xi32>
        %129 = arith.andi %126, %128 : vector<512x512xi1>
        %130 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg18[%130, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %132 = vector.shape_cast %131 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %133 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %134 = arith.mulf %132, %133 : vector<1x512xf32>
        %135 = vector.broadcast %134 : vector<1x512xf32> to vector<512x512xf32>
        %136 = arith.subf %99, %135 : vector<512x512xf32>
        %137 = math.exp2 %136 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %138 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %139 = arith.select %129, %137, %138 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %141 = arith.truncf %139 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %142 = tpu.matmul %141, %94, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %143 = arith.addf %140, %142 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %145 = vector.shape_cast %144 : vector<512x128xf32> to vector<512x128xf32>
        %146 = vector.shape_cast %143 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %146 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %147 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %148 = vector.shape_cast %147 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %149 = tpu.matmul %148, %94, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %150 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg19[%150, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %152 = vector.shape_cast %151 : vector<1x1x512xf32> to vector<1x512xf32>
        %153 = vector.broadcast %152 : vector<1x512xf32> to vector<512x512xf32>
        %154 = arith.subf %149, %153 : vector<512x512xf32>
        %155 = arith.mulf %139, %154 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %156 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %157 = arith.truncf %155 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %158 = tpu.matmul %157, %91, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %159 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %160 = arith.mulf %158, %159 : vector<512x128xf32>
        %161 = arith.addf %156, %160 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %162 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %163 = vector.shape_cast %162 : vector<512x128xf32> to vector<512x128xf32>
        %164 = vector.shape_cast %161 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %164 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %165 = arith.addi %arg24, %c1_i32 : i32
        %c1210_i32 = arith.constant 1210 : i32
        %166 = arith.minsi %arg23, %c1210_i32 : i32
        %167 = arith.index_cast %166 : i32 to index
        %168 = memref.load %arg4[%167] : memref<1211xi8, #tpu.memory_space<smem>>
        %169 = arith.extsi %168 : i8 to i32
        %170 = arith.cmpi sge, %165, %169 : i32
        %c1_i32 = arith.constant 1 : i32
        %171 = arith.addi %arg23, %c1_i32 : i32
        %172 = arith.select %170, %171, %arg23 : i32
        %c1_i32 = arith.constant 1 : i32
        %173 = arith.addi %arg24, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %174 = arith.select %170, %c0_i32, %173 : i32
        %175 = arith.cmpi slt, %172, %17 : i32
        %176 = arith.extui %175 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %177 = arith.cmpi ne, %176, %c0_i32 : i32
        scf.if %177 {
          %c0_i32 = arith.constant 0 : i32
          %178 = arith.addi %1, %c0_i32 : i32
          %179 = arith.index_cast %172 : i32 to index
          %180 = memref.load %arg3[%179] : memref<1211xi8, #tpu.memory_space<smem>>
          %181 = arith.extsi %180 : i8 to i32
          %182 = arith.addi %181, %174 : i32
          %c512_i32 = arith.constant 512 : i32
          %183 = arith.muli %182, %c512_i32 : i32
          %184 = tpu.assume_multiple %183, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %185 = arith.muli %182, %c512_i32 : i32
          %186 = tpu.assume_multiple %185, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %187 = arith.muli %182, %c512_i32 : i32
          %188 = tpu.assume_multiple %187, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %189 = arith.muli %182, %c512_i32 : i32
          %190 = tpu.assume_multiple %189, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %191 = tpu.memref_slice %arg20[%arg27, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %192 = tpu.memref_squeeze %191 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %193 = tpu.memref_slice %arg16[%arg27, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %194 = tpu.memref_squeeze %193 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %195 = tpu.memref_slice %arg8[%178, %184, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %196 = tpu.memref_squeeze %195 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%196 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%194 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%192 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %197 = tpu.memref_slice %arg20[%arg27, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %198 = tpu.memref_squeeze %197 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %199 = tpu.memref_slice %arg17[%arg27, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %200 = tpu.memref_squeeze %199 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %201 = tpu.memref_slice %arg9[%178, %186, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %202 = tpu.memref_squeeze %201 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%202 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%200 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%198 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %203 = tpu.memref_slice %arg20[%arg27, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %204 = tpu.memref_squeeze %203 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %205 = tpu.memref_slice %arg18[%arg27, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %206 = tpu.memref_squeeze %205 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %207 = tpu.memref_slice %arg10[%178, %c0_i32, %188] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %208 = tpu.memref_squeeze %207 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%208 : memref<1x512xf32, #tpu.memory_space<any>>) target(%206 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%204 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %209 = tpu.memref_slice %arg20[%arg27, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %210 = tpu.memref_squeeze %209 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %211 = tpu.memref_slice %arg19[%arg27, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %212 = tpu.memref_squeeze %211 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %213 = tpu.memref_slice %arg11[%178, %c0_i32, %190] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %214 = tpu.memref_squeeze %213 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%214 : memref<1x512xf32, #tpu.memory_space<any>>) target(%212 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%210 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %172, %174 : i32, i32
      }
      scf.yield %arg23, %arg24, %51#0, %51#1, %arg26, %arg27, %arg25 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %35 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %36 = arith.truncf %35 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %37 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %38 = vector.shape_cast %37 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %39 = vector.shape_cast %36 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %39 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %40 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %41 = arith.truncf %40 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %42 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %43 = vector.shape_cast %42 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %44 = vector.shape_cast %41 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg13[%c0, %c0, %c0], %44 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %3, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %3, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %3, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %3, %c0_i32 : i32, i32, i32
  }
}
