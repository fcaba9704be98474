module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<513xi16>, %arg1: tensor<1211xi8>, %arg2: tensor<1211xi8>, %arg3: tensor<1211xi8>, %arg4: tensor<513xi16>, %arg5: tensor<1211xi8>, %arg6: tensor<1211xi8>, %arg7: tensor<1211xi8>, %arg8: tensor<8x32768x128xbf16>, %arg9: tensor<8x32768x128xbf16>, %arg10: tensor<8x32768x128xbf16>) -> (tensor<8x32768x128xbf16> {jax.result_info = "result[0]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %1 = call @_pad(%arg9, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %2 = call @_pad(%arg10, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:40ce0d9e00daf5137f0a605ec5b699d857beb7ead88c394be7835d4b5f97ffcd\22, \22cost_estimate\22: {\22bytes_accessed\22: 2195193856, \22flops\22: 1055219777536, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2060976128}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<513xi16>, tensor<1211xi8>, tensor<1211xi8>, tensor<1211xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> (tensor<8x32768x128xbf16>, tensor<8x1x32768xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<8x32768x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32768x128xf32>, tensor<f32>) -> tensor<8x32768xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<8x32768xf32>) -> tensor<8x1x32768xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:8aaee7aad96cd8f7406b62c7abc74db27bf625f03677c5976332f096204ba9b8\22, \22cost_estimate\22: {\22bytes_accessed\22: 2262302720, \22flops\22: 1582829666304, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2060976128}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<513xi16>, tensor<1211xi8>, tensor<1211xi8>, tensor<1211xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x1x32768xf32>, tensor<8x1x32768xf32>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ce73658efa8218c69564c8f4b9e5239297fed4c40acda9bcd0746aaa0fa2fa11\22, \22cost_estimate\22: {\22bytes_accessed\22: 2329411584, \22flops\22: 2110439555072, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2060976128}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<513xi16>, tensor<1211xi8>, tensor<1211xi8>, tensor<1211xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x1x32768xf32>, tensor<8x1x32768xf32>) -> (tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:40ce0d9e00daf5137f0a605ec5b699d857beb7ead88c394be7835d4b5f97ffcd
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 512>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
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
    %24 = arith.cmpi ne, %23, %c0_i32 : i32
    scf.if %24 {
      %c0_i32 = arith.constant 0 : i32
      %54 = arith.addi %1, %c0_i32 : i32
      %55 = arith.index_cast %17 : i32 to index
      %56 = memref.load %arg3[%55] : memref<1211xi8, #tpu.memory_space<smem>>
      %57 = arith.extsi %56 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %58 = arith.addi %57, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %59 = arith.muli %58, %c512_i32 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.muli %58, %c512_i32 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg7[%54, %60, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%68 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%66 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %69 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg8[%54, %62, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%74 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%72 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %25:3 = scf.while (%arg17 = %17, %arg18 = %c0_i32, %arg19 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %54 = arith.cmpi slt, %arg17, %21 : i32
      scf.condition(%54) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32 = arith.constant 1 : i32
      %54 = arith.addi %arg18, %c1_i32 : i32
      %55 = arith.index_cast %arg17 : i32 to index
      %56 = memref.load %arg4[%55] : memref<1211xi8, #tpu.memory_space<smem>>
      %57 = arith.extsi %56 : i8 to i32
      %58 = arith.cmpi sge, %54, %57 : i32
      %c1_i32 = arith.constant 1 : i32
      %59 = arith.addi %arg17, %c1_i32 : i32
      %60 = arith.select %58, %59, %arg17 : i32
      %c1_i32 = arith.constant 1 : i32
      %61 = arith.addi %arg18, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = arith.select %58, %c0_i32, %61 : i32
      %63 = arith.cmpi slt, %60, %21 : i32
      %64 = arith.extui %63 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %65 = arith.cmpi ne, %64, %c0_i32 : i32
      scf.if %65 {
        %c0_i32 = arith.constant 0 : i32
        %94 = arith.addi %1, %c0_i32 : i32
        %95 = arith.index_cast %60 : i32 to index
        %96 = memref.load %arg3[%95] : memref<1211xi8, #tpu.memory_space<smem>>
        %97 = arith.extsi %96 : i8 to i32
        %98 = arith.addi %97, %62 : i32
        %c1_i32 = arith.constant 1 : i32
        %99 = arith.subi %c1_i32, %arg19 : i32
        %c512_i32 = arith.constant 512 : i32
        %100 = arith.muli %98, %c512_i32 : i32
        %101 = tpu.assume_multiple %100, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %102 = arith.muli %98, %c512_i32 : i32
        %103 = tpu.assume_multiple %102, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %104 = tpu.memref_slice %arg16[%99, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %105 = tpu.memref_squeeze %104 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %106 = tpu.memref_slice %arg14[%99, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %107 = tpu.memref_squeeze %106 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %108 = tpu.memref_slice %arg7[%94, %101, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %109 = tpu.memref_squeeze %108 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%109 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%107 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%105 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %110 = tpu.memref_slice %arg16[%99, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %111 = tpu.memref_squeeze %110 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %112 = tpu.memref_slice %arg15[%99, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %113 = tpu.memref_squeeze %112 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg8[%94, %103, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %115 = tpu.memref_squeeze %114 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%115 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%113 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%111 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %66 = arith.addi %1, %c0_i32 : i32
      %67 = arith.index_cast %arg17 : i32 to index
      %68 = memref.load %arg3[%67] : memref<1211xi8, #tpu.memory_space<smem>>
      %69 = arith.extsi %68 : i8 to i32
      %70 = arith.addi %69, %arg18 : i32
      %c512_i32 = arith.constant 512 : i32
      %71 = arith.muli %70, %c512_i32 : i32
      %72 = tpu.assume_multiple %71, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %73 = arith.muli %70, %c512_i32 : i32
      %74 = tpu.assume_multiple %73, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg7[%66, %72, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %80 = tpu.memref_squeeze %79 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%80 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%78 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %81 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %82 = tpu.memref_squeeze %81 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %84 = tpu.memref_squeeze %83 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg8[%66, %74, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %86 = tpu.memref_squeeze %85 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%82 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%86 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%84 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %87 = arith.index_cast %arg17 : i32 to index
      %88 = memref.load %arg5[%87] : memref<1211xi8, #tpu.memory_space<smem>>
      %89 = arith.extsi %88 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %90 = arith.cmpi eq, %89, %c2_i32 : i32
      %91 = arith.extui %90 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %92 = arith.cmpi ne, %91, %c0_i32 : i32
      scf.if %92 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %95 = vector.shape_cast %94 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %96 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg14[%96, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %98 = vector.shape_cast %97 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %99 = tpu.matmul %95, %98, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %100 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %101 = arith.mulf %99, %100 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %103 = vector.multi_reduction <maximumf>, %101, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %104 = vector.shape_cast %103 : vector<512xf32> to vector<512x1xf32>
        %105 = vector.broadcast %104 : vector<512x1xf32> to vector<512x128xf32>
        %106 = arith.maximumf %102, %105 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %107 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %108 = arith.maximumf %106, %107 : vector<512x128xf32>
        %109 = tpu.concatenate %108, %108, %108, %108 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %110 = arith.subf %101, %109 : vector<512x512xf32>
        %111 = math.exp2 %110 : vector<512x512xf32>
        %112 = arith.subf %102, %108 : vector<512x128xf32>
        %113 = math.exp2 %112 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %115 = arith.mulf %113, %114 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %116 = vector.multi_reduction <add>, %111, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %117 = vector.shape_cast %116 : vector<512xf32> to vector<512x1xf32>
        %118 = vector.broadcast %117 : vector<512x1xf32> to vector<512x128xf32>
        %119 = arith.addf %115, %118 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %121 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        %122 = vector.shape_cast %119 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %122 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %123 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg15[%123, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %125 = vector.shape_cast %124 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %127 = arith.mulf %113, %126 : vector<512x128xf32>
        %128 = arith.truncf %111 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %129 = tpu.matmul %128, %125, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %130 = arith.addf %127, %129 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %132 = vector.shape_cast %131 : vector<512x128xf32> to vector<512x128xf32>
        %133 = vector.shape_cast %130 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %133 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %135 = vector.shape_cast %134 : vector<512x128xf32> to vector<512x128xf32>
        %136 = vector.shape_cast %106 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %136 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %95 = vector.shape_cast %94 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %96 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg14[%96, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %98 = vector.shape_cast %97 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %99 = tpu.matmul %95, %98, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %100 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %101 = arith.mulf %99, %100 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %102 = arith.muli %2, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %103 = arith.muli %70, %c512_i32 : i32
        %104 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %105 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %106 = arith.subi %103, %102 : i32
        %c1_i32 = arith.constant 1 : i32
        %107 = arith.cmpi eq, %66, %c1_i32 : i32
        %c1023_i32 = arith.constant 1023 : i32
        %c511_i32 = arith.constant 511 : i32
        %108 = arith.select %107, %c1023_i32, %c511_i32 : i32
        %c2_i32 = arith.constant 2 : i32
        %109 = arith.cmpi eq, %66, %c2_i32 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %110 = arith.select %109, %c2047_i32, %108 : i32
        %c3_i32 = arith.constant 3 : i32
        %111 = arith.cmpi eq, %66, %c3_i32 : i32
        %c4095_i32 = arith.constant 4095 : i32
        %112 = arith.select %111, %c4095_i32, %110 : i32
        %c4_i32 = arith.constant 4 : i32
        %113 = arith.cmpi eq, %66, %c4_i32 : i32
        %c8191_i32 = arith.constant 8191 : i32
        %114 = arith.select %113, %c8191_i32, %112 : i32
        %c5_i32 = arith.constant 5 : i32
        %115 = arith.cmpi eq, %66, %c5_i32 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %116 = arith.select %115, %c16383_i32, %114 : i32
        %c6_i32 = arith.constant 6 : i32
        %117 = arith.cmpi eq, %66, %c6_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %118 = arith.select %117, %c1073741824_i32, %116 : i32
        %c7_i32 = arith.constant 7 : i32
        %119 = arith.cmpi eq, %66, %c7_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %120 = arith.select %119, %c1073741824_i32, %118 : i32
        %121 = vector.broadcast %105 : vector<1x512xi32> to vector<512x512xi32>
        %122 = vector.broadcast %104 : vector<512x1xi32> to vector<512x512xi32>
        %123 = arith.subi %121, %122 : vector<512x512xi32>
        %124 = arith.addi %120, %106 : i32
        %c0_i32 = arith.constant 0 : i32
        %125 = arith.subi %c0_i32, %106 : i32
        %c0_i32 = arith.constant 0 : i32
        %126 = arith.subi %c0_i32, %124 : i32
        %127 = vector.broadcast %126 : i32 to vector<512x512xi32>
        %128 = arith.cmpi sge, %123, %127 : vector<512x512xi32>
        %129 = vector.broadcast %125 : i32 to vector<512x512xi32>
        %130 = arith.cmpi sle, %123, %129 : vector<512x512xi32>
        %131 = arith.andi %128, %130 : vector<512x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %132 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %133 = arith.select %131, %101, %132 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %135 = vector.multi_reduction <maximumf>, %133, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %136 = vector.shape_cast %135 : vector<512xf32> to vector<512x1xf32>
        %137 = vector.broadcast %136 : vector<512x1xf32> to vector<512x128xf32>
        %138 = arith.maximumf %134, %137 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %139 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %140 = arith.maximumf %138, %139 : vector<512x128xf32>
        %141 = tpu.concatenate %140, %140, %140, %140 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %142 = arith.subf %133, %141 : vector<512x512xf32>
        %143 = math.exp2 %142 : vector<512x512xf32>
        %144 = arith.subf %134, %140 : vector<512x128xf32>
        %145 = math.exp2 %144 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %147 = arith.mulf %145, %146 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %148 = vector.multi_reduction <add>, %143, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %149 = vector.shape_cast %148 : vector<512xf32> to vector<512x1xf32>
        %150 = vector.broadcast %149 : vector<512x1xf32> to vector<512x128xf32>
        %151 = arith.addf %147, %150 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %152 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %153 = vector.shape_cast %152 : vector<512x128xf32> to vector<512x128xf32>
        %154 = vector.shape_cast %151 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %154 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %155 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %156 = vector.load %arg15[%155, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %157 = vector.shape_cast %156 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %158 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %159 = arith.mulf %145, %158 : vector<512x128xf32>
        %160 = arith.truncf %143 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %161 = tpu.matmul %160, %157, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %162 = arith.addf %159, %161 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %164 = vector.shape_cast %163 : vector<512x128xf32> to vector<512x128xf32>
        %165 = vector.shape_cast %162 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %165 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %166 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %167 = vector.shape_cast %166 : vector<512x128xf32> to vector<512x128xf32>
        %168 = vector.shape_cast %138 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %168 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %93 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %60, %62, %93 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %26 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %27 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %28 = arith.cmpf ogt, %26, %27 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %29 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %30 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %31 = arith.select %28, %26, %30 : vector<512x128xi1>, vector<512x128xf32>
    %32 = arith.divf %29, %31 : vector<512x128xf32>
    %33 = arith.truncf %32 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %34 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %35 = vector.shape_cast %34 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %36 = vector.shape_cast %33 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %36 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %37 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %38 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %39 = arith.select %28, %26, %38 : vector<512x128xi1>, vector<512x128xf32>
    %40 = math.log %39 : vector<512x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %41 = math.log %cst_x481f63 : f32
    %42 = vector.broadcast %41 : f32 to vector<512x128xf32>
    %43 = arith.divf %40, %42 : vector<512x128xf32>
    %44 = arith.addf %37, %43 : vector<512x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %45 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x128xf32>
    %46 = arith.divf %44, %45 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %47 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %48 = arith.select %28, %46, %47 : vector<512x128xi1>, vector<512x128xf32>
    %49 = tpu.transpose %48, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %50 = vector.extract_strided_slice %49 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %51 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %52 = vector.shape_cast %51 : vector<1x1x512xf32> to vector<1x512xf32>
    %53 = vector.shape_cast %50 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %53 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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

// ---- kernel sparse_cli_dq sha256:8aaee7aad96cd8f7406b62c7abc74db27bf625f03677c5976332f096204ba9b8
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg12: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 512>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}]} {
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
    %7 = arith.index_cast %arg1 : i32 to index
    %8 = memref.load %arg2[%7] : memref<513xi16, #tpu.memory_space<smem>>
    %9 = arith.extsi %8 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %10 = arith.addi %arg1, %c1_i32 : i32
    %11 = arith.index_cast %10 : i32 to index
    %12 = memref.load %arg2[%11] : memref<513xi16, #tpu.memory_space<smem>>
    %13 = arith.extsi %12 : i16 to i32
    %14 = arith.cmpi slt, %9, %13 : i32
    %15 = arith.extui %14 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %16 = arith.cmpi ne, %15, %c0_i32 : i32
    scf.if %16 {
      %c0_i32 = arith.constant 0 : i32
      %23 = arith.addi %1, %c0_i32 : i32
      %24 = arith.index_cast %9 : i32 to index
      %25 = memref.load %arg3[%24] : memref<1211xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %27 = arith.addi %26, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %28 = arith.muli %27, %c512_i32 : i32
      %29 = tpu.assume_multiple %28, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %30 = arith.muli %27, %c512_i32 : i32
      %31 = tpu.assume_multiple %30, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %32 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %33 = tpu.memref_squeeze %32 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %34 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %35 = tpu.memref_squeeze %34 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %36 = tpu.memref_slice %arg10[%23, %29, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %37 = tpu.memref_squeeze %36 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%37 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%35 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%33 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %38 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %39 = tpu.memref_squeeze %38 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %40 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %41 = tpu.memref_squeeze %40 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %42 = tpu.memref_slice %arg11[%23, %31, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %43 = tpu.memref_squeeze %42 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%43 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%41 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%39 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %17:3 = scf.while (%arg17 = %9, %arg18 = %c0_i32, %arg19 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %23 = arith.cmpi slt, %arg17, %13 : i32
      scf.condition(%23) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32 = arith.constant 1 : i32
      %23 = arith.addi %arg18, %c1_i32 : i32
      %24 = arith.index_cast %arg17 : i32 to index
      %25 = memref.load %arg4[%24] : memref<1211xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %27 = arith.cmpi sge, %23, %26 : i32
      %c1_i32 = arith.constant 1 : i32
      %28 = arith.addi %arg17, %c1_i32 : i32
      %29 = arith.select %27, %28, %arg17 : i32
      %c1_i32 = arith.constant 1 : i32
      %30 = arith.addi %arg18, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %31 = arith.select %27, %c0_i32, %30 : i32
      %32 = arith.cmpi slt, %29, %13 : i32
      %33 = arith.extui %32 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %34 = arith.cmpi ne, %33, %c0_i32 : i32
      scf.if %34 {
        %c0_i32 = arith.constant 0 : i32
        %63 = arith.addi %1, %c0_i32 : i32
        %64 = arith.index_cast %29 : i32 to index
        %65 = memref.load %arg3[%64] : memref<1211xi8, #tpu.memory_space<smem>>
        %66 = arith.extsi %65 : i8 to i32
        %67 = arith.addi %66, %31 : i32
        %c1_i32 = arith.constant 1 : i32
        %68 = arith.subi %c1_i32, %arg19 : i32
        %c512_i32 = arith.constant 512 : i32
        %69 = arith.muli %67, %c512_i32 : i32
        %70 = tpu.assume_multiple %69, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %71 = arith.muli %67, %c512_i32 : i32
        %72 = tpu.assume_multiple %71, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg16[%68, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg14[%68, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %77 = tpu.memref_slice %arg10[%63, %70, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%78 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%76 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %79 = tpu.memref_slice %arg16[%68, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg15[%68, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %82 = tpu.memref_squeeze %81 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg11[%63, %72, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %84 = tpu.memref_squeeze %83 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%84 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%82 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %35 = arith.addi %1, %c0_i32 : i32
      %36 = arith.index_cast %arg17 : i32 to index
      %37 = memref.load %arg3[%36] : memref<1211xi8, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i8 to i32
      %39 = arith.addi %38, %arg18 : i32
      %c512_i32 = arith.constant 512 : i32
      %40 = arith.muli %39, %c512_i32 : i32
      %41 = tpu.assume_multiple %40, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %39, %c512_i32 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %44 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %45 = tpu.memref_squeeze %44 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %47 = tpu.memref_squeeze %46 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg10[%35, %41, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %49 = tpu.memref_squeeze %48 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%45 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%49 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%47 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %50 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %51 = tpu.memref_squeeze %50 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %53 = tpu.memref_squeeze %52 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg11[%35, %43, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %55 = tpu.memref_squeeze %54 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%51 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%55 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%53 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %56 = arith.index_cast %arg17 : i32 to index
      %57 = memref.load %arg5[%56] : memref<1211xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %59 = arith.cmpi eq, %58, %c2_i32 : i32
      %60 = arith.extui %59 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %61 = arith.cmpi ne, %60, %c0_i32 : i32
      scf.if %61 {
        %63 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %64 = vector.load %arg14[%63, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %65 = vector.shape_cast %64 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %66 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %67 = vector.shape_cast %66 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %68 = tpu.matmul %67, %65, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %69 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %70 = arith.mulf %68, %69 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %71 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %72 = vector.shape_cast %71 : vector<1x1x512xf32> to vector<512xf32>
        %73 = vector.shape_cast %72 : vector<512xf32> to vector<512x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %74 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x1xf32>
        %75 = arith.mulf %73, %74 : vector<512x1xf32>
        %76 = vector.broadcast %75 : vector<512x1xf32> to vector<512x512xf32>
        %77 = arith.subf %70, %76 : vector<512x512xf32>
        %78 = math.exp2 %77 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %79 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %80 = vector.shape_cast %79 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %81 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg15[%81, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %83 = vector.shape_cast %82 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %84 = tpu.matmul %80, %83, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %86 = vector.shape_cast %85 : vector<1x1x512xf32> to vector<512xf32>
        %87 = vector.shape_cast %86 : vector<512xf32> to vector<512x1xf32>
        %88 = vector.broadcast %87 : vector<512x1xf32> to vector<512x512xf32>
        %89 = arith.subf %84, %88 : vector<512x512xf32>
        %90 = arith.mulf %78, %89 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %91 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %92 = arith.truncf %90 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %93 = tpu.matmul %92, %65, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %94 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %95 = arith.mulf %93, %94 : vector<512x128xf32>
        %96 = arith.addf %91, %95 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %98 = vector.shape_cast %97 : vector<512x128xf32> to vector<512x128xf32>
        %99 = vector.shape_cast %96 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %99 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %63 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %64 = vector.load %arg14[%63, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %65 = vector.shape_cast %64 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %66 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %67 = vector.shape_cast %66 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %68 = tpu.matmul %67, %65, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %69 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %70 = arith.mulf %68, %69 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %71 = arith.muli %2, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %72 = arith.muli %39, %c512_i32 : i32
        %73 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %74 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %75 = arith.subi %72, %71 : i32
        %c1_i32 = arith.constant 1 : i32
        %76 = arith.cmpi eq, %35, %c1_i32 : i32
        %c1023_i32 = arith.constant 1023 : i32
        %c511_i32 = arith.constant 511 : i32
        %77 = arith.select %76, %c1023_i32, %c511_i32 : i32
        %c2_i32 = arith.constant 2 : i32
        %78 = arith.cmpi eq, %35, %c2_i32 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %79 = arith.select %78, %c2047_i32, %77 : i32
        %c3_i32 = arith.constant 3 : i32
        %80 = arith.cmpi eq, %35, %c3_i32 : i32
        %c4095_i32 = arith.constant 4095 : i32
        %81 = arith.select %80, %c4095_i32, %79 : i32
        %c4_i32 = arith.constant 4 : i32
        %82 = arith.cmpi eq, %35, %c4_i32 : i32
        %c8191_i32 = arith.constant 8191 : i32
        %83 = arith.select %82, %c8191_i32, %81 : i32
        %c5_i32 = arith.constant 5 : i32
        %84 = arith.cmpi eq, %35, %c5_i32 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %85 = arith.select %84, %c16383_i32, %83 : i32
        %c6_i32 = arith.constant 6 : i32
        %86 = arith.cmpi eq, %35, %c6_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %87 = arith.select %86, %c1073741824_i32, %85 : i32
        %c7_i32 = arith.constant 7 : i32
        %88 = arith.cmpi eq, %35, %c7_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %89 = arith.select %88, %c1073741824_i32, %87 : i32
        %90 = vector.broadcast %74 : vector<1x512xi32> to vector<512x512xi32>
        %91 = vector.broadcast %73 : vector<512x1xi32> to vector<512x512xi32>
        %92 = arith.subi %90, %91 : vector<512x512xi32>
        %93 = arith.addi %89, %75 : i32
        %c0_i32 = arith.constant 0 : i32
        %94 = arith.subi %c0_i32, %75 : i32
        %c0_i32 = arith.constant 0 : i32
        %95 = arith.subi %c0_i32, %93 : i32
        %96 = vector.broadcast %95 : i32 to vector<512x512xi32>
        %97 = arith.cmpi sge, %92, %96 : vector<512x512xi32>
        %98 = vector.broadcast %94 : i32 to vector<512x512xi32>
        %99 = arith.cmpi sle, %92, %98 : vector<512x512xi32>
        %100 = arith.andi %97, %99 : vector<512x512xi1>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %102 = vector.shape_cast %101 : vector<1x1x512xf32> to vector<512xf32>
        %103 = vector.shape_cast %102 : vector<512xf32> to vector<512x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %104 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x1xf32>
        %105 = arith.mulf %103, %104 : vector<512x1xf32>
        %106 = vector.broadcast %105 : vector<512x1xf32> to vector<512x512xf32>
        %107 = arith.subf %70, %106 : vector<512x512xf32>
        %108 = math.exp2 %107 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %109 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %110 = arith.select %100, %108, %109 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %112 = vector.shape_cast %111 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %113 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg15[%113, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %115 = vector.shape_cast %114 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %116 = tpu.matmul %112, %115, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %118 = vector.shape_cast %117 : vector<1x1x512xf32> to vector<512xf32>
        %119 = vector.shape_cast %118 : vector<512xf32> to vector<512x1xf32>
        %120 = vector.broadcast %119 : vector<512x1xf32> to vector<512x512xf32>
        %121 = arith.subf %116, %120 : vector<512x512xf32>
        %122 = arith.mulf %110, %121 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %124 = arith.truncf %122 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %125 = tpu.matmul %124, %65, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %126 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %127 = arith.mulf %125, %126 : vector<512x128xf32>
        %128 = arith.addf %123, %127 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %130 = vector.shape_cast %129 : vector<512x128xf32> to vector<512x128xf32>
        %131 = vector.shape_cast %128 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %131 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %62 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %29, %31, %62 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %18 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %19 = arith.truncf %18 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %20 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %21 = vector.shape_cast %20 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %22 = vector.shape_cast %19 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %22 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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

// ---- kernel sparse_cli_dkv sha256:ce73658efa8218c69564c8f4b9e5239297fed4c40acda9bcd0746aaa0fa2fa11
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg10: memref<8x1x32768xf32, #tpu.memory_space<any>>, %arg11: memref<8x1x32768xf32, #tpu.memory_space<any>>, %arg12: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg19: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 512>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
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
    %20 = arith.cmpi ne, %19, %c0_i32 : i32
    scf.if %20 {
      %c0_i32 = arith.constant 0 : i32
      %32 = arith.addi %1, %c0_i32 : i32
      %33 = arith.index_cast %13 : i32 to index
      %34 = memref.load %arg3[%33] : memref<1211xi8, #tpu.memory_space<smem>>
      %35 = arith.extsi %34 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %35, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %37 = arith.muli %36, %c512_i32 : i32
      %38 = tpu.assume_multiple %37, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %39 = arith.muli %36, %c512_i32 : i32
      %40 = tpu.assume_multiple %39, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %41 = arith.muli %36, %c512_i32 : i32
      %42 = tpu.assume_multiple %41, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %43 = arith.muli %36, %c512_i32 : i32
      %44 = tpu.assume_multiple %43, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %45 = tpu.memref_slice %arg20[%c0_i32, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %46 = tpu.memref_squeeze %45 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %48 = tpu.memref_squeeze %47 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg8[%32, %38, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %50 = tpu.memref_squeeze %49 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%50 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%48 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%46 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %51 = tpu.memref_slice %arg20[%c0_i32, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg9[%32, %40, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%56 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%54 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %57 = tpu.memref_slice %arg20[%c0_i32, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg10[%32, %c0_i32, %42] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%62 : memref<1x512xf32, #tpu.memory_space<any>>) target(%60 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %63 = tpu.memref_slice %arg20[%c0_i32, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg11[%32, %c0_i32, %44] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%68 : memref<1x512xf32, #tpu.memory_space<any>>) target(%66 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %21:3 = scf.while (%arg21 = %13, %arg22 = %c0_i32, %arg23 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %32 = arith.cmpi slt, %arg21, %17 : i32
      scf.condition(%32) %arg21, %arg22, %arg23 : i32, i32, i32
    } do {
    ^bb0(%arg21: i32, %arg22: i32, %arg23: i32):
      %c1_i32 = arith.constant 1 : i32
      %32 = arith.addi %arg22, %c1_i32 : i32
      %33 = arith.index_cast %arg21 : i32 to index
      %34 = memref.load %arg4[%33] : memref<1211xi8, #tpu.memory_space<smem>>
      %35 = arith.extsi %34 : i8 to i32
      %36 = arith.cmpi sge, %32, %35 : i32
      %c1_i32 = arith.constant 1 : i32
      %37 = arith.addi %arg21, %c1_i32 : i32
      %38 = arith.select %36, %37, %arg21 : i32
      %c1_i32 = arith.constant 1 : i32
      %39 = arith.addi %arg22, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %40 = arith.select %36, %c0_i32, %39 : i32
      %41 = arith.cmpi slt, %38, %17 : i32
      %42 = arith.extui %41 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %43 = arith.cmpi ne, %42, %c0_i32 : i32
      scf.if %43 {
        %c0_i32 = arith.constant 0 : i32
        %88 = arith.addi %1, %c0_i32 : i32
        %89 = arith.index_cast %38 : i32 to index
        %90 = memref.load %arg3[%89] : memref<1211xi8, #tpu.memory_space<smem>>
        %91 = arith.extsi %90 : i8 to i32
        %92 = arith.addi %91, %40 : i32
        %c1_i32 = arith.constant 1 : i32
        %93 = arith.subi %c1_i32, %arg23 : i32
        %c512_i32 = arith.constant 512 : i32
        %94 = arith.muli %92, %c512_i32 : i32
        %95 = tpu.assume_multiple %94, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %96 = arith.muli %92, %c512_i32 : i32
        %97 = tpu.assume_multiple %96, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %98 = arith.muli %92, %c512_i32 : i32
        %99 = tpu.assume_multiple %98, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %100 = arith.muli %92, %c512_i32 : i32
        %101 = tpu.assume_multiple %100, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %102 = tpu.memref_slice %arg20[%93, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %103 = tpu.memref_squeeze %102 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %104 = tpu.memref_slice %arg16[%93, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %105 = tpu.memref_squeeze %104 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %106 = tpu.memref_slice %arg8[%88, %95, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %107 = tpu.memref_squeeze %106 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%107 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%105 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%103 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %108 = tpu.memref_slice %arg20[%93, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %109 = tpu.memref_squeeze %108 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %110 = tpu.memref_slice %arg17[%93, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %111 = tpu.memref_squeeze %110 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %112 = tpu.memref_slice %arg9[%88, %97, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %113 = tpu.memref_squeeze %112 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%113 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%111 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%109 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %114 = tpu.memref_slice %arg20[%93, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %115 = tpu.memref_squeeze %114 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg18[%93, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %117 = tpu.memref_squeeze %116 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %118 = tpu.memref_slice %arg10[%88, %c0_i32, %99] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %119 = tpu.memref_squeeze %118 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%119 : memref<1x512xf32, #tpu.memory_space<any>>) target(%117 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%115 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %120 = tpu.memref_slice %arg20[%93, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %121 = tpu.memref_squeeze %120 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %122 = tpu.memref_slice %arg19[%93, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %123 = tpu.memref_squeeze %122 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %124 = tpu.memref_slice %arg11[%88, %c0_i32, %101] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %125 = tpu.memref_squeeze %124 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%125 : memref<1x512xf32, #tpu.memory_space<any>>) target(%123 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%121 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %44 = arith.addi %1, %c0_i32 : i32
      %45 = arith.index_cast %arg21 : i32 to index
      %46 = memref.load %arg3[%45] : memref<1211xi8, #tpu.memory_space<smem>>
      %47 = arith.extsi %46 : i8 to i32
      %48 = arith.addi %47, %arg22 : i32
      %c512_i32 = arith.constant 512 : i32
      %49 = arith.muli %48, %c512_i32 : i32
      %50 = tpu.assume_multiple %49, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %51 = arith.muli %48, %c512_i32 : i32
      %52 = tpu.assume_multiple %51, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %53 = arith.muli %48, %c512_i32 : i32
      %54 = tpu.assume_multiple %53, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %55 = arith.muli %48, %c512_i32 : i32
      %56 = tpu.assume_multiple %55, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg20[%arg23, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg8[%44, %50, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%62 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%60 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %63 = tpu.memref_slice %arg20[%arg23, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg9[%44, %52, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%66 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %69 = tpu.memref_slice %arg20[%arg23, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg18[%arg23, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg10[%44, %c0_i32, %54] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%72 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %75 = tpu.memref_slice %arg20[%arg23, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg19[%arg23, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg11[%44, %c0_i32, %56] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%80 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%78 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %81 = arith.index_cast %arg21 : i32 to index
      %82 = memref.load %arg5[%81] : memref<1211xi8, #tpu.memory_space<smem>>
      %83 = arith.extsi %82 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %84 = arith.cmpi eq, %83, %c2_i32 : i32
      %85 = arith.extui %84 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %86 = arith.cmpi ne, %85, %c0_i32 : i32
      scf.if %86 {
        %88 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %89 = vector.load %arg16[%88, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %90 = vector.shape_cast %89 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %91 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg17[%91, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %93 = vector.shape_cast %92 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %95 = vector.shape_cast %94 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %96 = tpu.matmul %95, %90, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %97 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %98 = arith.mulf %96, %97 : vector<512x512xf32>
        %99 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg18[%99, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %101 = vector.shape_cast %100 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %102 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %103 = arith.mulf %101, %102 : vector<1x512xf32>
        %104 = vector.broadcast %103 : vector<1x512xf32> to vector<512x512xf32>
        %105 = arith.subf %98, %104 : vector<512x512xf32>
        %106 = math.exp2 %105 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %108 = arith.truncf %106 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %109 = tpu.matmul %108, %93, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %110 = arith.addf %107, %109 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %112 = vector.shape_cast %111 : vector<512x128xf32> to vector<512x128xf32>
        %113 = vector.shape_cast %110 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %113 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %115 = vector.shape_cast %114 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %116 = tpu.matmul %115, %93, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %117 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg19[%117, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %119 = vector.shape_cast %118 : vector<1x1x512xf32> to vector<1x512xf32>
        %120 = vector.broadcast %119 : vector<1x512xf32> to vector<512x512xf32>
        %121 = arith.subf %116, %120 : vector<512x512xf32>
        %122 = arith.mulf %106, %121 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %124 = arith.truncf %122 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %125 = tpu.matmul %124, %90, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %126 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %127 = arith.mulf %125, %126 : vector<512x128xf32>
        %128 = arith.addf %123, %127 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %130 = vector.shape_cast %129 : vector<512x128xf32> to vector<512x128xf32>
        %131 = vector.shape_cast %128 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %131 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %88 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %89 = vector.load %arg16[%88, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %90 = vector.shape_cast %89 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %91 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg17[%91, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %93 = vector.shape_cast %92 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %95 = vector.shape_cast %94 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %96 = tpu.matmul %95, %90, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %97 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %98 = arith.mulf %96, %97 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %99 = arith.muli %48, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %100 = arith.muli %2, %c512_i32 : i32
        %101 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %102 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %103 = arith.subi %100, %99 : i32
        %c1_i32 = arith.constant 1 : i32
        %104 = arith.cmpi eq, %44, %c1_i32 : i32
        %c1023_i32 = arith.constant 1023 : i32
        %c511_i32 = arith.constant 511 : i32
        %105 = arith.select %104, %c1023_i32, %c511_i32 : i32
        %c2_i32 = arith.constant 2 : i32
        %106 = arith.cmpi eq, %44, %c2_i32 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %107 = arith.select %106, %c2047_i32, %105 : i32
        %c3_i32 = arith.constant 3 : i32
        %108 = arith.cmpi eq, %44, %c3_i32 : i32
        %c4095_i32 = arith.constant 4095 : i32
        %109 = arith.select %108, %c4095_i32, %107 : i32
        %c4_i32 = arith.constant 4 : i32
        %110 = arith.cmpi eq, %44, %c4_i32 : i32
        %c8191_i32 = arith.constant 8191 : i32
        %111 = arith.select %110, %c8191_i32, %109 : i32
        %c5_i32 = arith.constant 5 : i32
        %112 = arith.cmpi eq, %44, %c5_i32 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %113 = arith.select %112, %c16383_i32, %111 : i32
        %c6_i32 = arith.constant 6 : i32
        %114 = arith.cmpi eq, %44, %c6_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %115 = arith.select %114, %c1073741824_i32, %113 : i32
        %c7_i32 = arith.constant 7 : i32
        %116 = arith.cmpi eq, %44, %c7_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %117 = arith.select %116, %c1073741824_i32, %115 : i32
        %118 = vector.broadcast %102 : vector<512x1xi32> to vector<512x512xi32>
        %119 = vector.broadcast %101 : vector<1x512xi32> to vector<512x512xi32>
        %120 = arith.subi %118, %119 : vector<512x512xi32>
        %121 = arith.addi %117, %103 : i32
        %c0_i32 = arith.constant 0 : i32
        %122 = arith.subi %c0_i32, %103 : i32
        %c0_i32 = arith.constant 0 : i32
        %123 = arith.subi %c0_i32, %121 : i32
        %124 = vector.broadcast %123 : i32 to vector<512x512xi32>
        %125 = arith.cmpi sge, %120, %124 : vector<512x512xi32>
        %126 = vector.broadcast %122 : i32 to vector<512x512xi32>
        %127 = arith.cmpi sle, %120, %126 : vector<512x512xi32>
        %128 = arith.andi %125, %127 : vector<512x512xi1>
        %129 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg18[%129, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %131 = vector.shape_cast %130 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %132 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %133 = arith.mulf %131, %132 : vector<1x512xf32>
        %134 = vector.broadcast %133 : vector<1x512xf32> to vector<512x512xf32>
        %135 = arith.subf %98, %134 : vector<512x512xf32>
        %136 = math.exp2 %135 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %137 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %138 = arith.select %128, %136, %137 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %140 = arith.truncf %138 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %141 = tpu.matmul %140, %93, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %142 = arith.addf %139, %141 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %144 = vector.shape_cast %143 : vector<512x128xf32> to vector<512x128xf32>
        %145 = vector.shape_cast %142 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %145 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %147 = vector.shape_cast %146 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %148 = tpu.matmul %147, %93, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %149 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %150 = vector.load %arg19[%149, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %151 = vector.shape_cast %150 : vector<1x1x512xf32> to vector<1x512xf32>
        %152 = vector.broadcast %151 : vector<1x512xf32> to vector<512x512xf32>
        %153 = arith.subf %148, %152 : vector<512x512xf32>
        %154 = arith.mulf %138, %153 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %155 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %156 = arith.truncf %154 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %157 = tpu.matmul %156, %90, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %158 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %159 = arith.mulf %157, %158 : vector<512x128xf32>
        %160 = arith.addf %155, %159 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %161 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %162 = vector.shape_cast %161 : vector<512x128xf32> to vector<512x128xf32>
        %163 = vector.shape_cast %160 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %163 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %87 = arith.subi %c1_i32, %arg23 : i32
      scf.yield %38, %40, %87 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %22 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %23 = arith.truncf %22 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %24 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %25 = vector.shape_cast %24 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %26 = vector.shape_cast %23 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %26 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %27 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %28 = arith.truncf %27 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %29 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %30 = vector.shape_cast %29 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %31 = vector.shape_cast %28 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg13[%c0, %c0, %c0], %31 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
