module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi8>, %arg1: tensor<123xi8>, %arg2: tensor<123xi8>, %arg3: tensor<123xi8>, %arg4: tensor<33xi8>, %arg5: tensor<123xi8>, %arg6: tensor<123xi8>, %arg7: tensor<123xi8>, %arg8: tensor<12x16384x64xbf16>, %arg9: tensor<12x16384x64xbf16>, %arg10: tensor<12x16384x64xbf16>) -> (tensor<12x16384x64xbf16> {jax.result_info = "result[0]"}, tensor<12x16384x64xbf16> {jax.result_info = "result[1][0]"}, tensor<12x16384x64xbf16> {jax.result_info = "result[1][1]"}, tensor<12x16384x64xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %1 = call @_pad(%arg9, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %2 = call @_pad(%arg10, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ad538992e4e3b187a8ebf25ec139ad2d02186eff4f6c7feaf9a43550623343a3\22, \22cost_estimate\22: {\22bytes_accessed\22: 292552704, \22flops\22: 124017180672, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<123xi8>, tensor<123xi8>, tensor<123xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>) -> (tensor<12x16384x64xbf16>, tensor<12x1x16384xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xf32>
    %5 = stablehlo.convert %3#0 : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<12x16384x64xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<12x16384x64xf32>, tensor<f32>) -> tensor<12x16384xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<12x16384xf32>) -> tensor<12x1x16384xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:1bc7ad7c6d1c7d20862096e0428cdb6f9c23afb74c4966d9bbbd53195f384a8f\22, \22cost_estimate\22: {\22bytes_accessed\22: 317718528, \22flops\22: 186025771008, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<123xi8>, tensor<123xi8>, tensor<123xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x1x16384xf32>, tensor<12x1x16384xf32>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:5dcaf47a9f71b6f307a59a9f00012b1d04b3a378a2c0965c74ccc2394fabe9f3\22, \22cost_estimate\22: {\22bytes_accessed\22: 342884352, \22flops\22: 248034361344, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<123xi8>, tensor<123xi8>, tensor<123xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x1x16384xf32>, tensor<12x1x16384xf32>) -> (tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:ad538992e4e3b187a8ebf25ec139ad2d02186eff4f6c7feaf9a43550623343a3
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg8: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 32>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
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
    %25 = arith.cmpi ne, %24, %c0_i32 : i32
    scf.if %25 {
      %c0_i32 = arith.constant 0 : i32
      %56 = arith.addi %2, %c0_i32 : i32
      %57 = arith.index_cast %18 : i32 to index
      %58 = memref.load %arg3[%57] : memref<123xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %60 = arith.addi %59, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.muli %60, %c512_i32 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %63 = arith.muli %60, %c512_i32 : i32
      %64 = tpu.assume_multiple %63, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg7[%56, %62, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%70 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%68 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %71 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg8[%56, %64, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%76 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%74 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %26:3 = scf.while (%arg17 = %18, %arg18 = %c0_i32, %arg19 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %56 = arith.cmpi slt, %arg17, %22 : i32
      scf.condition(%56) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32 = arith.constant 1 : i32
      %56 = arith.addi %arg18, %c1_i32 : i32
      %57 = arith.index_cast %arg17 : i32 to index
      %58 = memref.load %arg4[%57] : memref<123xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %60 = arith.cmpi sge, %56, %59 : i32
      %c1_i32 = arith.constant 1 : i32
      %61 = arith.addi %arg17, %c1_i32 : i32
      %62 = arith.select %60, %61, %arg17 : i32
      %c1_i32 = arith.constant 1 : i32
      %63 = arith.addi %arg18, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = arith.select %60, %c0_i32, %63 : i32
      %65 = arith.cmpi slt, %62, %22 : i32
      %66 = arith.extui %65 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %67 = arith.cmpi ne, %66, %c0_i32 : i32
      scf.if %67 {
        %c0_i32 = arith.constant 0 : i32
        %96 = arith.addi %2, %c0_i32 : i32
        %97 = arith.index_cast %62 : i32 to index
        %98 = memref.load %arg3[%97] : memref<123xi8, #tpu.memory_space<smem>>
        %99 = arith.extsi %98 : i8 to i32
        %100 = arith.addi %99, %64 : i32
        %c1_i32 = arith.constant 1 : i32
        %101 = arith.subi %c1_i32, %arg19 : i32
        %c512_i32 = arith.constant 512 : i32
        %102 = arith.muli %100, %c512_i32 : i32
        %103 = tpu.assume_multiple %102, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %104 = arith.muli %100, %c512_i32 : i32
        %105 = tpu.assume_multiple %104, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %106 = tpu.memref_slice %arg16[%101, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %107 = tpu.memref_squeeze %106 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %108 = tpu.memref_slice %arg14[%101, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %109 = tpu.memref_squeeze %108 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %110 = tpu.memref_slice %arg7[%96, %103, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %111 = tpu.memref_squeeze %110 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%111 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%109 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%107 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %112 = tpu.memref_slice %arg16[%101, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %113 = tpu.memref_squeeze %112 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg15[%101, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %115 = tpu.memref_squeeze %114 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg8[%96, %105, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %117 = tpu.memref_squeeze %116 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%117 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%115 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%113 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %68 = arith.addi %2, %c0_i32 : i32
      %69 = arith.index_cast %arg17 : i32 to index
      %70 = memref.load %arg3[%69] : memref<123xi8, #tpu.memory_space<smem>>
      %71 = arith.extsi %70 : i8 to i32
      %72 = arith.addi %71, %arg18 : i32
      %c512_i32 = arith.constant 512 : i32
      %73 = arith.muli %72, %c512_i32 : i32
      %74 = tpu.assume_multiple %73, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %75 = arith.muli %72, %c512_i32 : i32
      %76 = tpu.assume_multiple %75, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg7[%68, %74, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %82 = tpu.memref_squeeze %81 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%82 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%80 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %83 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %84 = tpu.memref_squeeze %83 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %86 = tpu.memref_squeeze %85 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg8[%68, %76, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %88 = tpu.memref_squeeze %87 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%84 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%88 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%86 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %89 = arith.index_cast %arg17 : i32 to index
      %90 = memref.load %arg5[%89] : memref<123xi8, #tpu.memory_space<smem>>
      %91 = arith.extsi %90 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %92 = arith.cmpi eq, %91, %c2_i32 : i32
      %93 = arith.extui %92 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %94 = arith.cmpi ne, %93, %c0_i32 : i32
      scf.if %94 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %97 = vector.shape_cast %96 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %98 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg14[%98, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %100 = vector.shape_cast %99 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %101 = tpu.matmul %97, %100, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x43e5b9 = arith.constant 0.180336878 : f32
        %102 = vector.broadcast %cst_x43e5b9 : f32 to vector<512x512xf32>
        %103 = arith.mulf %101, %102 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %105 = vector.multi_reduction <maximumf>, %103, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %106 = vector.shape_cast %105 : vector<512xf32> to vector<512x1xf32>
        %107 = vector.broadcast %106 : vector<512x1xf32> to vector<512x128xf32>
        %108 = arith.maximumf %104, %107 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %109 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %110 = arith.maximumf %108, %109 : vector<512x128xf32>
        %111 = tpu.concatenate %110, %110, %110, %110 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %112 = arith.subf %103, %111 : vector<512x512xf32>
        %113 = math.exp2 %112 : vector<512x512xf32>
        %114 = arith.subf %104, %110 : vector<512x128xf32>
        %115 = math.exp2 %114 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %117 = arith.mulf %115, %116 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %118 = vector.multi_reduction <add>, %113, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %119 = vector.shape_cast %118 : vector<512xf32> to vector<512x1xf32>
        %120 = vector.broadcast %119 : vector<512x1xf32> to vector<512x128xf32>
        %121 = arith.addf %117, %120 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %123 = vector.shape_cast %122 : vector<512x128xf32> to vector<512x128xf32>
        %124 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %124 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %125 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg15[%125, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %127 = vector.shape_cast %126 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %128 = vector.extract_strided_slice %115 {offsets = [0, 0], sizes = [512, 64], strides = [1, 1]} : vector<512x128xf32> to vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %130 = arith.mulf %128, %129 : vector<512x64xf32>
        %131 = arith.truncf %113 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %132 = tpu.matmul %131, %127, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %133 = arith.addf %130, %132 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %135 = vector.shape_cast %134 : vector<512x64xf32> to vector<512x64xf32>
        %136 = vector.shape_cast %133 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg13[%c0, %c0], %136 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %138 = vector.shape_cast %137 : vector<512x128xf32> to vector<512x128xf32>
        %139 = vector.shape_cast %108 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %139 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %97 = vector.shape_cast %96 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %98 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg14[%98, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %100 = vector.shape_cast %99 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %101 = tpu.matmul %97, %100, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x43e5b9 = arith.constant 0.180336878 : f32
        %102 = vector.broadcast %cst_x43e5b9 : f32 to vector<512x512xf32>
        %103 = arith.mulf %101, %102 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %104 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %105 = arith.muli %72, %c512_i32 : i32
        %106 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %107 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %108 = vector.broadcast %104 : i32 to vector<512x1xi32>
        %109 = arith.addi %108, %106 : vector<512x1xi32>
        %110 = vector.broadcast %105 : i32 to vector<1x512xi32>
        %111 = arith.addi %110, %107 : vector<1x512xi32>
        %112 = vector.broadcast %111 : vector<1x512xi32> to vector<512x512xi32>
        %113 = vector.broadcast %109 : vector<512x1xi32> to vector<512x512xi32>
        %114 = arith.subi %112, %113 : vector<512x512xi32>
        %c-512_i32 = arith.constant -512 : i32
        %115 = vector.broadcast %c-512_i32 : i32 to vector<512x512xi32>
        %116 = arith.cmpi sge, %114, %115 : vector<512x512xi32>
        %c512_i32 = arith.constant 512 : i32
        %117 = vector.broadcast %c512_i32 : i32 to vector<512x512xi32>
        %118 = arith.cmpi sle, %114, %117 : vector<512x512xi32>
        %119 = arith.andi %116, %118 : vector<512x512xi1>
        %120 = arith.cmpi eq, %109, %109 : vector<512x1xi32>
        %121 = arith.cmpi eq, %111, %111 : vector<1x512xi32>
        %122 = vector.broadcast %120 : vector<512x1xi1> to vector<512x512xi1>
        %123 = vector.broadcast %121 : vector<1x512xi1> to vector<512x512xi1>
        %124 = arith.andi %122, %123 : vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %125 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %126 = arith.cmpi sge, %109, %125 : vector<512x1xi32>
        %127 = vector.broadcast %126 : vector<512x1xi1> to vector<512x512xi1>
        %128 = arith.andi %124, %127 : vector<512x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %129 = vector.broadcast %c128_i32 : i32 to vector<512x1xi32>
        %130 = arith.cmpi slt, %109, %129 : vector<512x1xi32>
        %131 = vector.broadcast %130 : vector<512x1xi1> to vector<512x512xi1>
        %132 = arith.andi %128, %131 : vector<512x512xi1>
        %133 = arith.cmpi eq, %109, %109 : vector<512x1xi32>
        %134 = arith.cmpi eq, %111, %111 : vector<1x512xi32>
        %135 = vector.broadcast %133 : vector<512x1xi1> to vector<512x512xi1>
        %136 = vector.broadcast %134 : vector<1x512xi1> to vector<512x512xi1>
        %137 = arith.andi %135, %136 : vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %138 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %139 = arith.cmpi sge, %111, %138 : vector<1x512xi32>
        %140 = vector.broadcast %139 : vector<1x512xi1> to vector<512x512xi1>
        %141 = arith.andi %137, %140 : vector<512x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %142 = vector.broadcast %c128_i32 : i32 to vector<1x512xi32>
        %143 = arith.cmpi slt, %111, %142 : vector<1x512xi32>
        %144 = vector.broadcast %143 : vector<1x512xi1> to vector<512x512xi1>
        %145 = arith.andi %141, %144 : vector<512x512xi1>
        %146 = arith.ori %132, %145 : vector<512x512xi1>
        %147 = arith.ori %119, %146 : vector<512x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %148 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %149 = arith.select %147, %103, %148 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %150 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %151 = vector.multi_reduction <maximumf>, %149, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %152 = vector.shape_cast %151 : vector<512xf32> to vector<512x1xf32>
        %153 = vector.broadcast %152 : vector<512x1xf32> to vector<512x128xf32>
        %154 = arith.maximumf %150, %153 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %155 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %156 = arith.maximumf %154, %155 : vector<512x128xf32>
        %157 = tpu.concatenate %156, %156, %156, %156 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %158 = arith.subf %149, %157 : vector<512x512xf32>
        %159 = math.exp2 %158 : vector<512x512xf32>
        %160 = arith.subf %150, %156 : vector<512x128xf32>
        %161 = math.exp2 %160 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %162 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %163 = arith.mulf %161, %162 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %164 = vector.multi_reduction <add>, %159, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %165 = vector.shape_cast %164 : vector<512xf32> to vector<512x1xf32>
        %166 = vector.broadcast %165 : vector<512x1xf32> to vector<512x128xf32>
        %167 = arith.addf %163, %166 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %168 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %169 = vector.shape_cast %168 : vector<512x128xf32> to vector<512x128xf32>
        %170 = vector.shape_cast %167 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %170 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %171 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %172 = vector.load %arg15[%171, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %173 = vector.shape_cast %172 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %174 = vector.extract_strided_slice %161 {offsets = [0, 0], sizes = [512, 64], strides = [1, 1]} : vector<512x128xf32> to vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %175 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %176 = arith.mulf %174, %175 : vector<512x64xf32>
        %177 = arith.truncf %159 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %178 = tpu.matmul %177, %173, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %179 = arith.addf %176, %178 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %180 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %181 = vector.shape_cast %180 : vector<512x64xf32> to vector<512x64xf32>
        %182 = vector.shape_cast %179 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg13[%c0, %c0], %182 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %183 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %184 = vector.shape_cast %183 : vector<512x128xf32> to vector<512x128xf32>
        %185 = vector.shape_cast %154 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %185 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %95 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %62, %64, %95 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %27 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %28 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %29 = arith.cmpf ogt, %27, %28 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %31 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %32 = arith.select %29, %27, %31 : vector<512x128xi1>, vector<512x128xf32>
    %33 = vector.extract_strided_slice %32 {offsets = [0, 0], sizes = [512, 64], strides = [1, 1]} : vector<512x128xf32> to vector<512x64xf32>
    %34 = arith.divf %30, %33 : vector<512x64xf32>
    %35 = arith.truncf %34 : vector<512x64xf32> to vector<512x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %36 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %37 = vector.shape_cast %36 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %38 = vector.shape_cast %35 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %38 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %39 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %40 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %41 = arith.select %29, %27, %40 : vector<512x128xi1>, vector<512x128xf32>
    %42 = math.log %41 : vector<512x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %43 = math.log %cst_x481f63 : f32
    %44 = vector.broadcast %43 : f32 to vector<512x128xf32>
    %45 = arith.divf %42, %44 : vector<512x128xf32>
    %46 = arith.addf %39, %45 : vector<512x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %47 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x128xf32>
    %48 = arith.divf %46, %47 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %49 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %50 = arith.select %29, %48, %49 : vector<512x128xi1>, vector<512x128xf32>
    %51 = tpu.transpose %50, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %52 = vector.extract_strided_slice %51 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %53 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %54 = vector.shape_cast %53 : vector<1x1x512xf32> to vector<1x512xf32>
    %55 = vector.shape_cast %52 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %55 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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

// ---- kernel sparse_cli_dq sha256:1bc7ad7c6d1c7d20862096e0428cdb6f9c23afb74c4966d9bbbd53195f384a8f
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg11: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg12: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 32>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 64>}]} {
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
    %c0_i32 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32 : i32
    scf.if %17 {
      %c0_i32 = arith.constant 0 : i32
      %24 = arith.addi %2, %c0_i32 : i32
      %25 = arith.index_cast %10 : i32 to index
      %26 = memref.load %arg3[%25] : memref<123xi8, #tpu.memory_space<smem>>
      %27 = arith.extsi %26 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %28 = arith.addi %27, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %29 = arith.muli %28, %c512_i32 : i32
      %30 = tpu.assume_multiple %29, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %31 = arith.muli %28, %c512_i32 : i32
      %32 = tpu.assume_multiple %31, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %33 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %34 = tpu.memref_squeeze %33 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %35 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %36 = tpu.memref_squeeze %35 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %37 = tpu.memref_slice %arg10[%24, %30, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %38 = tpu.memref_squeeze %37 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%38 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%36 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%34 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %39 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %40 = tpu.memref_squeeze %39 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %41 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %42 = tpu.memref_squeeze %41 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %43 = tpu.memref_slice %arg11[%24, %32, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %44 = tpu.memref_squeeze %43 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%44 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%42 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%40 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %18:3 = scf.while (%arg17 = %10, %arg18 = %c0_i32, %arg19 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %24 = arith.cmpi slt, %arg17, %14 : i32
      scf.condition(%24) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32 = arith.constant 1 : i32
      %24 = arith.addi %arg18, %c1_i32 : i32
      %25 = arith.index_cast %arg17 : i32 to index
      %26 = memref.load %arg4[%25] : memref<123xi8, #tpu.memory_space<smem>>
      %27 = arith.extsi %26 : i8 to i32
      %28 = arith.cmpi sge, %24, %27 : i32
      %c1_i32 = arith.constant 1 : i32
      %29 = arith.addi %arg17, %c1_i32 : i32
      %30 = arith.select %28, %29, %arg17 : i32
      %c1_i32 = arith.constant 1 : i32
      %31 = arith.addi %arg18, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %32 = arith.select %28, %c0_i32, %31 : i32
      %33 = arith.cmpi slt, %30, %14 : i32
      %34 = arith.extui %33 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %35 = arith.cmpi ne, %34, %c0_i32 : i32
      scf.if %35 {
        %c0_i32 = arith.constant 0 : i32
        %64 = arith.addi %2, %c0_i32 : i32
        %65 = arith.index_cast %30 : i32 to index
        %66 = memref.load %arg3[%65] : memref<123xi8, #tpu.memory_space<smem>>
        %67 = arith.extsi %66 : i8 to i32
        %68 = arith.addi %67, %32 : i32
        %c1_i32 = arith.constant 1 : i32
        %69 = arith.subi %c1_i32, %arg19 : i32
        %c512_i32 = arith.constant 512 : i32
        %70 = arith.muli %68, %c512_i32 : i32
        %71 = tpu.assume_multiple %70, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %72 = arith.muli %68, %c512_i32 : i32
        %73 = tpu.assume_multiple %72, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg16[%69, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %75 = tpu.memref_squeeze %74 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %76 = tpu.memref_slice %arg14[%69, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %77 = tpu.memref_squeeze %76 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %78 = tpu.memref_slice %arg10[%64, %71, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %79 = tpu.memref_squeeze %78 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%79 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%77 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%75 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %80 = tpu.memref_slice %arg16[%69, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg15[%69, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %83 = tpu.memref_squeeze %82 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %84 = tpu.memref_slice %arg11[%64, %73, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %85 = tpu.memref_squeeze %84 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%85 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%83 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %2, %c0_i32 : i32
      %37 = arith.index_cast %arg17 : i32 to index
      %38 = memref.load %arg3[%37] : memref<123xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.addi %39, %arg18 : i32
      %c512_i32 = arith.constant 512 : i32
      %41 = arith.muli %40, %c512_i32 : i32
      %42 = tpu.assume_multiple %41, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %43 = arith.muli %40, %c512_i32 : i32
      %44 = tpu.assume_multiple %43, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %45 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %46 = tpu.memref_squeeze %45 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %48 = tpu.memref_squeeze %47 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg10[%36, %42, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %50 = tpu.memref_squeeze %49 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%46 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%50 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%48 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %51 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg11[%36, %44, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%54 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %57 = arith.index_cast %arg17 : i32 to index
      %58 = memref.load %arg5[%57] : memref<123xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %60 = arith.cmpi eq, %59, %c2_i32 : i32
      %61 = arith.extui %60 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %62 = arith.cmpi ne, %61, %c0_i32 : i32
      scf.if %62 {
        %64 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %65 = vector.load %arg14[%64, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %66 = vector.shape_cast %65 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %67 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %68 = vector.shape_cast %67 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %69 = tpu.matmul %68, %66, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x43e5b9 = arith.constant 0.180336878 : f32
        %70 = vector.broadcast %cst_x43e5b9 : f32 to vector<512x512xf32>
        %71 = arith.mulf %69, %70 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %72 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %73 = vector.shape_cast %72 : vector<1x1x512xf32> to vector<512xf32>
        %74 = vector.shape_cast %73 : vector<512xf32> to vector<512x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %75 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x1xf32>
        %76 = arith.mulf %74, %75 : vector<512x1xf32>
        %77 = vector.broadcast %76 : vector<512x1xf32> to vector<512x512xf32>
        %78 = arith.subf %71, %77 : vector<512x512xf32>
        %79 = math.exp2 %78 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %81 = vector.shape_cast %80 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %82 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg15[%82, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %85 = tpu.matmul %81, %84, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %87 = vector.shape_cast %86 : vector<1x1x512xf32> to vector<512xf32>
        %88 = vector.shape_cast %87 : vector<512xf32> to vector<512x1xf32>
        %89 = vector.broadcast %88 : vector<512x1xf32> to vector<512x512xf32>
        %90 = arith.subf %85, %89 : vector<512x512xf32>
        %91 = arith.mulf %79, %90 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %93 = arith.truncf %91 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %94 = tpu.matmul %93, %66, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %95 = vector.broadcast %cst_x35b8ee : f32 to vector<512x64xf32>
        %96 = arith.mulf %94, %95 : vector<512x64xf32>
        %97 = arith.addf %92, %96 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %99 = vector.shape_cast %98 : vector<512x64xf32> to vector<512x64xf32>
        %100 = vector.shape_cast %97 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg13[%c0, %c0], %100 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
      } else {
        %64 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %65 = vector.load %arg14[%64, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %66 = vector.shape_cast %65 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %67 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %68 = vector.shape_cast %67 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %69 = tpu.matmul %68, %66, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x43e5b9 = arith.constant 0.180336878 : f32
        %70 = vector.broadcast %cst_x43e5b9 : f32 to vector<512x512xf32>
        %71 = arith.mulf %69, %70 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %72 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %73 = arith.muli %40, %c512_i32 : i32
        %74 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %75 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %76 = vector.broadcast %72 : i32 to vector<512x1xi32>
        %77 = arith.addi %76, %74 : vector<512x1xi32>
        %78 = vector.broadcast %73 : i32 to vector<1x512xi32>
        %79 = arith.addi %78, %75 : vector<1x512xi32>
        %80 = vector.broadcast %79 : vector<1x512xi32> to vector<512x512xi32>
        %81 = vector.broadcast %77 : vector<512x1xi32> to vector<512x512xi32>
        %82 = arith.subi %80, %81 : vector<512x512xi32>
        %c-512_i32 = arith.constant -512 : i32
        %83 = vector.broadcast %c-512_i32 : i32 to vector<512x512xi32>
        %84 = arith.cmpi sge, %82, %83 : vector<512x512xi32>
        %c512_i32 = arith.constant 512 : i32
        %85 = vector.broadcast %c512_i32 : i32 to vector<512x512xi32>
        %86 = arith.cmpi sle, %82, %85 : vector<512x512xi32>
        %87 = arith.andi %84, %86 : vector<512x512xi1>
        %88 = arith.cmpi eq, %77, %77 : vector<512x1xi32>
        %89 = arith.cmpi eq, %79, %79 : vector<1x512xi32>
        %90 = vector.broadcast %88 : vector<512x1xi1> to vector<512x512xi1>
        %91 = vector.broadcast %89 : vector<1x512xi1> to vector<512x512xi1>
        %92 = arith.andi %90, %91 : vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %93 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %94 = arith.cmpi sge, %77, %93 : vector<512x1xi32>
        %95 = vector.broadcast %94 : vector<512x1xi1> to vector<512x512xi1>
        %96 = arith.andi %92, %95 : vector<512x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %97 = vector.broadcast %c128_i32 : i32 to vector<512x1xi32>
        %98 = arith.cmpi slt, %77, %97 : vector<512x1xi32>
        %99 = vector.broadcast %98 : vector<512x1xi1> to vector<512x512xi1>
        %100 = arith.andi %96, %99 : vector<512x512xi1>
        %101 = arith.cmpi eq, %77, %77 : vector<512x1xi32>
        %102 = arith.cmpi eq, %79, %79 : vector<1x512xi32>
        %103 = vector.broadcast %101 : vector<512x1xi1> to vector<512x512xi1>
        %104 = vector.broadcast %102 : vector<1x512xi1> to vector<512x512xi1>
        %105 = arith.andi %103, %104 : vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %106 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %107 = arith.cmpi sge, %79, %106 : vector<1x512xi32>
        %108 = vector.broadcast %107 : vector<1x512xi1> to vector<512x512xi1>
        %109 = arith.andi %105, %108 : vector<512x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %110 = vector.broadcast %c128_i32 : i32 to vector<1x512xi32>
        %111 = arith.cmpi slt, %79, %110 : vector<1x512xi32>
        %112 = vector.broadcast %111 : vector<1x512xi1> to vector<512x512xi1>
        %113 = arith.andi %109, %112 : vector<512x512xi1>
        %114 = arith.ori %100, %113 : vector<512x512xi1>
        %115 = arith.ori %87, %114 : vector<512x512xi1>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %117 = vector.shape_cast %116 : vector<1x1x512xf32> to vector<512xf32>
        %118 = vector.shape_cast %117 : vector<512xf32> to vector<512x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %119 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x1xf32>
        %120 = arith.mulf %118, %119 : vector<512x1xf32>
        %121 = vector.broadcast %120 : vector<512x1xf32> to vector<512x512xf32>
        %122 = arith.subf %71, %121 : vector<512x512xf32>
        %123 = math.exp2 %122 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %124 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %125 = arith.select %115, %123, %124 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %127 = vector.shape_cast %126 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %128 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg15[%128, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %130 = vector.shape_cast %129 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %131 = tpu.matmul %127, %130, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %133 = vector.shape_cast %132 : vector<1x1x512xf32> to vector<512xf32>
        %134 = vector.shape_cast %133 : vector<512xf32> to vector<512x1xf32>
        %135 = vector.broadcast %134 : vector<512x1xf32> to vector<512x512xf32>
        %136 = arith.subf %131, %135 : vector<512x512xf32>
        %137 = arith.mulf %125, %136 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %139 = arith.truncf %137 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %140 = tpu.matmul %139, %66, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %141 = vector.broadcast %cst_x35b8ee : f32 to vector<512x64xf32>
        %142 = arith.mulf %140, %141 : vector<512x64xf32>
        %143 = arith.addf %138, %142 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %145 = vector.shape_cast %144 : vector<512x64xf32> to vector<512x64xf32>
        %146 = vector.shape_cast %143 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg13[%c0, %c0], %146 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %63 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %30, %32, %63 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %19 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %20 = arith.truncf %19 : vector<512x64xf32> to vector<512x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %21 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %22 = vector.shape_cast %21 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %23 = vector.shape_cast %20 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %23 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
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

// ---- kernel sparse_cli_dkv sha256:5dcaf47a9f71b6f307a59a9f00012b1d04b3a378a2c0965c74ccc2394fabe9f3
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg9: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg10: memref<12x1x16384xf32, #tpu.memory_space<any>>, %arg11: memref<12x1x16384xf32, #tpu.memory_space<any>>, %arg12: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg19: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 32>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 64>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 64>}]} {
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
    %21 = arith.cmpi ne, %20, %c0_i32 : i32
    scf.if %21 {
      %c0_i32 = arith.constant 0 : i32
      %33 = arith.addi %2, %c0_i32 : i32
      %34 = arith.index_cast %14 : i32 to index
      %35 = memref.load %arg3[%34] : memref<123xi8, #tpu.memory_space<smem>>
      %36 = arith.extsi %35 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %37 = arith.addi %36, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %38 = arith.muli %37, %c512_i32 : i32
      %39 = tpu.assume_multiple %38, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %40 = arith.muli %37, %c512_i32 : i32
      %41 = tpu.assume_multiple %40, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %37, %c512_i32 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %44 = arith.muli %37, %c512_i32 : i32
      %45 = tpu.assume_multiple %44, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg20[%c0_i32, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %47 = tpu.memref_squeeze %46 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %49 = tpu.memref_squeeze %48 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg8[%33, %39, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %51 = tpu.memref_squeeze %50 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%51 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%49 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%47 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %52 = tpu.memref_slice %arg20[%c0_i32, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %53 = tpu.memref_squeeze %52 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %55 = tpu.memref_squeeze %54 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg9[%33, %41, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %57 = tpu.memref_squeeze %56 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%57 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%55 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%53 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %58 = tpu.memref_slice %arg20[%c0_i32, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg10[%33, %c0_i32, %43] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%63 : memref<1x512xf32, #tpu.memory_space<any>>) target(%61 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %64 = tpu.memref_slice %arg20[%c0_i32, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg11[%33, %c0_i32, %45] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<1x512xf32, #tpu.memory_space<any>>) target(%67 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %22:3 = scf.while (%arg21 = %14, %arg22 = %c0_i32, %arg23 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %33 = arith.cmpi slt, %arg21, %18 : i32
      scf.condition(%33) %arg21, %arg22, %arg23 : i32, i32, i32
    } do {
    ^bb0(%arg21: i32, %arg22: i32, %arg23: i32):
      %c1_i32 = arith.constant 1 : i32
      %33 = arith.addi %arg22, %c1_i32 : i32
      %34 = arith.index_cast %arg21 : i32 to index
      %35 = memref.load %arg4[%34] : memref<123xi8, #tpu.memory_space<smem>>
      %36 = arith.extsi %35 : i8 to i32
      %37 = arith.cmpi sge, %33, %36 : i32
      %c1_i32 = arith.constant 1 : i32
      %38 = arith.addi %arg21, %c1_i32 : i32
      %39 = arith.select %37, %38, %arg21 : i32
      %c1_i32 = arith.constant 1 : i32
      %40 = arith.addi %arg22, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %41 = arith.select %37, %c0_i32, %40 : i32
      %42 = arith.cmpi slt, %39, %18 : i32
      %43 = arith.extui %42 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %44 = arith.cmpi ne, %43, %c0_i32 : i32
      scf.if %44 {
        %c0_i32 = arith.constant 0 : i32
        %89 = arith.addi %2, %c0_i32 : i32
        %90 = arith.index_cast %39 : i32 to index
        %91 = memref.load %arg3[%90] : memref<123xi8, #tpu.memory_space<smem>>
        %92 = arith.extsi %91 : i8 to i32
        %93 = arith.addi %92, %41 : i32
        %c1_i32 = arith.constant 1 : i32
        %94 = arith.subi %c1_i32, %arg23 : i32
        %c512_i32 = arith.constant 512 : i32
        %95 = arith.muli %93, %c512_i32 : i32
        %96 = tpu.assume_multiple %95, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %97 = arith.muli %93, %c512_i32 : i32
        %98 = tpu.assume_multiple %97, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %99 = arith.muli %93, %c512_i32 : i32
        %100 = tpu.assume_multiple %99, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %93, %c512_i32 : i32
        %102 = tpu.assume_multiple %101, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %103 = tpu.memref_slice %arg20[%94, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %104 = tpu.memref_squeeze %103 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %105 = tpu.memref_slice %arg16[%94, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %106 = tpu.memref_squeeze %105 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg8[%89, %96, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %108 = tpu.memref_squeeze %107 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%108 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%106 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%104 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %109 = tpu.memref_slice %arg20[%94, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %110 = tpu.memref_squeeze %109 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %111 = tpu.memref_slice %arg17[%94, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %112 = tpu.memref_squeeze %111 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %113 = tpu.memref_slice %arg9[%89, %98, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %114 = tpu.memref_squeeze %113 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%114 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%112 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%110 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %115 = tpu.memref_slice %arg20[%94, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %116 = tpu.memref_squeeze %115 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %117 = tpu.memref_slice %arg18[%94, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %118 = tpu.memref_squeeze %117 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %119 = tpu.memref_slice %arg10[%89, %c0_i32, %100] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %120 = tpu.memref_squeeze %119 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%120 : memref<1x512xf32, #tpu.memory_space<any>>) target(%118 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%116 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %121 = tpu.memref_slice %arg20[%94, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %122 = tpu.memref_squeeze %121 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %123 = tpu.memref_slice %arg19[%94, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %124 = tpu.memref_squeeze %123 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %125 = tpu.memref_slice %arg11[%89, %c0_i32, %102] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %126 = tpu.memref_squeeze %125 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%126 : memref<1x512xf32, #tpu.memory_space<any>>) target(%124 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%122 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %45 = arith.addi %2, %c0_i32 : i32
      %46 = arith.index_cast %arg21 : i32 to index
      %47 = memref.load %arg3[%46] : memref<123xi8, #tpu.memory_space<smem>>
      %48 = arith.extsi %47 : i8 to i32
      %49 = arith.addi %48, %arg22 : i32
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
      %58 = tpu.memref_slice %arg20[%arg23, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg8[%45, %51, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%63 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%61 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %64 = tpu.memref_slice %arg20[%arg23, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg9[%45, %53, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%67 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %70 = tpu.memref_slice %arg20[%arg23, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg18[%arg23, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg10[%45, %c0_i32, %55] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%73 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %76 = tpu.memref_slice %arg20[%arg23, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg19[%arg23, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg11[%45, %c0_i32, %57] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%81 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%79 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %82 = arith.index_cast %arg21 : i32 to index
      %83 = memref.load %arg5[%82] : memref<123xi8, #tpu.memory_space<smem>>
      %84 = arith.extsi %83 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %85 = arith.cmpi eq, %84, %c2_i32 : i32
      %86 = arith.extui %85 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %87 = arith.cmpi ne, %86, %c0_i32 : i32
      scf.if %87 {
        %89 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg16[%89, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %91 = vector.shape_cast %90 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %92 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg17[%92, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %94 = vector.shape_cast %93 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %97 = tpu.matmul %96, %91, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x43e5b9 = arith.constant 0.180336878 : f32
        %98 = vector.broadcast %cst_x43e5b9 : f32 to vector<512x512xf32>
        %99 = arith.mulf %97, %98 : vector<512x512xf32>
        %100 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg18[%100, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %102 = vector.shape_cast %101 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %103 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %104 = arith.mulf %102, %103 : vector<1x512xf32>
        %105 = vector.broadcast %104 : vector<1x512xf32> to vector<512x512xf32>
        %106 = arith.subf %99, %105 : vector<512x512xf32>
        %107 = math.exp2 %106 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg15[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %109 = arith.truncf %107 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %110 = tpu.matmul %109, %94, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %111 = arith.addf %108, %110 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg15[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %113 = vector.shape_cast %112 : vector<512x64xf32> to vector<512x64xf32>
        %114 = vector.shape_cast %111 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg15[%c0, %c0], %114 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %116 = vector.shape_cast %115 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %117 = tpu.matmul %116, %94, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %118 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg19[%118, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %120 = vector.shape_cast %119 : vector<1x1x512xf32> to vector<1x512xf32>
        %121 = vector.broadcast %120 : vector<1x512xf32> to vector<512x512xf32>
        %122 = arith.subf %117, %121 : vector<512x512xf32>
        %123 = arith.mulf %107, %122 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg14[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %125 = arith.truncf %123 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %126 = tpu.matmul %125, %91, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %127 = vector.broadcast %cst_x35b8ee : f32 to vector<512x64xf32>
        %128 = arith.mulf %126, %127 : vector<512x64xf32>
        %129 = arith.addf %124, %128 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg14[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %131 = vector.shape_cast %130 : vector<512x64xf32> to vector<512x64xf32>
        %132 = vector.shape_cast %129 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg14[%c0, %c0], %132 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
      } else {
        %89 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg16[%89, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %91 = vector.shape_cast %90 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %92 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg17[%92, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %94 = vector.shape_cast %93 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %97 = tpu.matmul %96, %91, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x43e5b9 = arith.constant 0.180336878 : f32
        %98 = vector.broadcast %cst_x43e5b9 : f32 to vector<512x512xf32>
        %99 = arith.mulf %97, %98 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %100 = arith.muli %49, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %3, %c512_i32 : i32
        %102 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %103 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %104 = vector.broadcast %100 : i32 to vector<1x512xi32>
        %105 = arith.addi %104, %102 : vector<1x512xi32>
        %106 = vector.broadcast %101 : i32 to vector<512x1xi32>
        %107 = arith.addi %106, %103 : vector<512x1xi32>
        %108 = vector.broadcast %107 : vector<512x1xi32> to vector<512x512xi32>
        %109 = vector.broadcast %105 : vector<1x512xi32> to vector<512x512xi32>
        %110 = arith.subi %108, %109 : vector<512x512xi32>
        %c-512_i32 = arith.constant -512 : i32
        %111 = vector.broadcast %c-512_i32 : i32 to vector<512x512xi32>
        %112 = arith.cmpi sge, %110, %111 : vector<512x512xi32>
        %c512_i32 = arith.constant 512 : i32
        %113 = vector.broadcast %c512_i32 : i32 to vector<512x512xi32>
        %114 = arith.cmpi sle, %110, %113 : vector<512x512xi32>
        %115 = arith.andi %112, %114 : vector<512x512xi1>
        %116 = arith.cmpi eq, %105, %105 : vector<1x512xi32>
        %117 = arith.cmpi eq, %107, %107 : vector<512x1xi32>
        %118 = vector.broadcast %116 : vector<1x512xi1> to vector<512x512xi1>
        %119 = vector.broadcast %117 : vector<512x1xi1> to vector<512x512xi1>
        %120 = arith.andi %118, %119 : vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %121 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %122 = arith.cmpi sge, %105, %121 : vector<1x512xi32>
        %123 = vector.broadcast %122 : vector<1x512xi1> to vector<512x512xi1>
        %124 = arith.andi %120, %123 : vector<512x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %125 = vector.broadcast %c128_i32 : i32 to vector<1x512xi32>
        %126 = arith.cmpi slt, %105, %125 : vector<1x512xi32>
        %127 = vector.broadcast %126 : vector<1x512xi1> to vector<512x512xi1>
        %128 = arith.andi %124, %127 : vector<512x512xi1>
        %129 = arith.cmpi eq, %105, %105 : vector<1x512xi32>
        %130 = arith.cmpi eq, %107, %107 : vector<512x1xi32>
        %131 = vector.broadcast %129 : vector<1x512xi1> to vector<512x512xi1>
        %132 = vector.broadcast %130 : vector<512x1xi1> to vector<512x512xi1>
        %133 = arith.andi %131, %132 : vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %134 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %135 = arith.cmpi sge, %107, %134 : vector<512x1xi32>
        %136 = vector.broadcast %135 : vector<512x1xi1> to vector<512x512xi1>
        %137 = arith.andi %133, %136 : vector<512x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %138 = vector.broadcast %c128_i32 : i32 to vector<512x1xi32>
        %139 = arith.cmpi slt, %107, %138 : vector<512x1xi32>
        %140 = vector.broadcast %139 : vector<512x1xi1> to vector<512x512xi1>
        %141 = arith.andi %137, %140 : vector<512x512xi1>
        %142 = arith.ori %128, %141 : vector<512x512xi1>
        %143 = arith.ori %115, %142 : vector<512x512xi1>
        %144 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %145 = vector.load %arg18[%144, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %146 = vector.shape_cast %145 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %147 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %148 = arith.mulf %146, %147 : vector<1x512xf32>
        %149 = vector.broadcast %148 : vector<1x512xf32> to vector<512x512xf32>
        %150 = arith.subf %99, %149 : vector<512x512xf32>
        %151 = math.exp2 %150 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %152 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %153 = arith.select %143, %151, %152 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %154 = vector.load %arg15[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %155 = arith.truncf %153 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %156 = tpu.matmul %155, %94, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %157 = arith.addf %154, %156 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %158 = vector.load %arg15[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %159 = vector.shape_cast %158 : vector<512x64xf32> to vector<512x64xf32>
        %160 = vector.shape_cast %157 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg15[%c0, %c0], %160 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %161 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %162 = vector.shape_cast %161 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %163 = tpu.matmul %162, %94, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %164 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %165 = vector.load %arg19[%164, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %166 = vector.shape_cast %165 : vector<1x1x512xf32> to vector<1x512xf32>
        %167 = vector.broadcast %166 : vector<1x512xf32> to vector<512x512xf32>
        %168 = arith.subf %163, %167 : vector<512x512xf32>
        %169 = arith.mulf %153, %168 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %170 = vector.load %arg14[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %171 = arith.truncf %169 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %172 = tpu.matmul %171, %91, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %173 = vector.broadcast %cst_x35b8ee : f32 to vector<512x64xf32>
        %174 = arith.mulf %172, %173 : vector<512x64xf32>
        %175 = arith.addf %170, %174 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %176 = vector.load %arg14[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %177 = vector.shape_cast %176 : vector<512x64xf32> to vector<512x64xf32>
        %178 = vector.shape_cast %175 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg14[%c0, %c0], %178 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %88 = arith.subi %c1_i32, %arg23 : i32
      scf.yield %39, %41, %88 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %23 = vector.load %arg14[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %24 = arith.truncf %23 : vector<512x64xf32> to vector<512x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %25 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %26 = vector.shape_cast %25 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %27 = vector.shape_cast %24 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %27 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %28 = vector.load %arg15[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %29 = arith.truncf %28 : vector<512x64xf32> to vector<512x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %31 = vector.shape_cast %30 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %32 = vector.shape_cast %29 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg13[%c0, %c0, %c0], %32 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
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
