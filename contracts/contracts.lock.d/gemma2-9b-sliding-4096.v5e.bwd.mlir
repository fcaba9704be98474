module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17xi8>, %arg1: tensor<39xi8>, %arg2: tensor<39xi8>, %arg3: tensor<39xi8>, %arg4: tensor<17xi8>, %arg5: tensor<39xi8>, %arg6: tensor<39xi8>, %arg7: tensor<39xi8>, %arg8: tensor<16x8192x256xbf16>, %arg9: tensor<8x8192x256xbf16>, %arg10: tensor<8x8192x256xbf16>) -> (tensor<16x8192x256xbf16> {jax.result_info = "result[0]"}, tensor<16x8192x256xbf16> {jax.result_info = "result[1][0]"}, tensor<8x8192x256xbf16> {jax.result_info = "result[1][1]"}, tensor<8x8192x256xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<16x8192x256xbf16>, tensor<i32>) -> tensor<16x8192x256xbf16>
    %1 = call @_pad_0(%arg9, %c) : (tensor<8x8192x256xbf16>, tensor<i32>) -> tensor<8x8192x256xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<8x8192x256xbf16>, tensor<i32>) -> tensor<8x8192x256xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:602513f0fe9aedba2b034d86c256c30b43a516eac8d94c34ae1c2032b5e1b025\22, \22cost_estimate\22: {\22bytes_accessed\22: 1040187392, \22flops\22: 463856467968, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 905969664}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<39xi8>, tensor<39xi8>, tensor<39xi8>, tensor<16x8192x256xbf16>, tensor<8x8192x256xbf16>, tensor<8x8192x256xbf16>) -> (tensor<16x8192x256xbf16>, tensor<16x1x8192xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<16x8192x256xbf16>) -> tensor<16x8192x256xf32>
    %5 = stablehlo.convert %3#0 : (tensor<16x8192x256xbf16>) -> tensor<16x8192x256xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<16x8192x256xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x8192x256xf32>, tensor<f32>) -> tensor<16x8192xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<16x8192xf32>) -> tensor<16x1x8192xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:499e71a6413e4a547e20c8c0ee84bc494423d4351ca2e1908b901d4caf4b4241\22, \22cost_estimate\22: {\22bytes_accessed\22: 1107296256, \22flops\22: 695784701952, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 905969664}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<39xi8>, tensor<39xi8>, tensor<39xi8>, tensor<16x8192x256xbf16>, tensor<16x8192x256xbf16>, tensor<16x1x8192xf32>, tensor<16x1x8192xf32>, tensor<8x8192x256xbf16>, tensor<8x8192x256xbf16>) -> tensor<16x8192x256xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:a55fa50b51fe944e8ffc8e56022d139bfd10971811b2027fb44db945de2ce56d\22, \22cost_estimate\22: {\22bytes_accessed\22: 1040187392, \22flops\22: 927712935936, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 905969664}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<39xi8>, tensor<39xi8>, tensor<39xi8>, tensor<8x8192x256xbf16>, tensor<8x8192x256xbf16>, tensor<16x8192x256xbf16>, tensor<16x8192x256xbf16>, tensor<16x1x8192xf32>, tensor<16x1x8192xf32>) -> (tensor<8x8192x256xbf16>, tensor<8x8192x256xbf16>)
    %11 = call @_pad_1(%10#1) : (tensor<8x8192x256xbf16>) -> tensor<8x8192x256xbf16>
    %12 = call @_pad_1(%10#0) : (tensor<8x8192x256xbf16>) -> tensor<8x8192x256xbf16>
    %13 = call @_pad_2(%9) : (tensor<16x8192x256xbf16>) -> tensor<16x8192x256xbf16>
    return %3#0, %13, %12, %11 : tensor<16x8192x256xbf16>, tensor<16x8192x256xbf16>, tensor<8x8192x256xbf16>, tensor<8x8192x256xbf16>
  }
  func.func private @_pad(%arg0: tensor<16x8192x256xbf16>, %arg1: tensor<i32>) -> tensor<16x8192x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x8192x256xbf16>, tensor<bf16>) -> tensor<16x8192x256xbf16>
    return %1 : tensor<16x8192x256xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x8192x256xbf16>, %arg1: tensor<i32>) -> tensor<8x8192x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x8192x256xbf16>, tensor<bf16>) -> tensor<8x8192x256xbf16>
    return %1 : tensor<8x8192x256xbf16>
  }
  func.func private @_pad_1(%arg0: tensor<8x8192x256xbf16>) -> tensor<8x8192x256xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x8192x256xbf16>, tensor<bf16>) -> tensor<8x8192x256xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:8192, 0:256] : (tensor<8x8192x256xbf16>) -> tensor<8x8192x256xbf16>
    return %1 : tensor<8x8192x256xbf16>
  }
  func.func private @_pad_2(%arg0: tensor<16x8192x256xbf16>) -> tensor<16x8192x256xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x8192x256xbf16>, tensor<bf16>) -> tensor<16x8192x256xbf16>
    %1 = stablehlo.slice %0 [0:16, 0:8192, 0:256] : (tensor<16x8192x256xbf16>) -> tensor<16x8192x256xbf16>
    return %1 : tensor<16x8192x256xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:602513f0fe9aedba2b034d86c256c30b43a516eac8d94c34ae1c2032b5e1b025
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x8192x256xbf16, #tpu.memory_space<any>>, %arg8: memref<8x8192x256xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x256xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 16>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 256>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c16_i32 = arith.constant 16 : i32
    %3 = arith.remsi %0, %c16_i32 : i32
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
    %12 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x256xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg13[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
    %14 = vector.shape_cast %13 : vector<512x256xf32> to vector<512x256xf32>
    %15 = vector.shape_cast %12 : vector<512x256xf32> to vector<512x256xf32>
    tpu.vector_store %arg13[%c0, %c0], %15 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
    %16 = arith.index_cast %arg1 : i32 to index
    %17 = memref.load %arg2[%16] : memref<17xi8, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<17xi8, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i8 to i32
    %23 = arith.cmpi slt, %18, %22 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32 : i32
    scf.if %25 {
      %c0_i32 = arith.constant 0 : i32
      %56 = arith.addi %2, %c0_i32 : i32
      %57 = arith.index_cast %18 : i32 to index
      %58 = memref.load %arg3[%57] : memref<39xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %60 = arith.addi %59, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = arith.divsi %56, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.muli %60, %c512_i32 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %64 = arith.divsi %56, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %65 = arith.muli %60, %c512_i32 : i32
      %66 = tpu.assume_multiple %65, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg7[%61, %63, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%70 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %73 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %76 = tpu.memref_squeeze %75 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg8[%64, %66, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %78 = tpu.memref_squeeze %77 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%78 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%76 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %58 = memref.load %arg4[%57] : memref<39xi8, #tpu.memory_space<smem>>
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
        %98 = arith.addi %2, %c0_i32 : i32
        %99 = arith.index_cast %62 : i32 to index
        %100 = memref.load %arg3[%99] : memref<39xi8, #tpu.memory_space<smem>>
        %101 = arith.extsi %100 : i8 to i32
        %102 = arith.addi %101, %64 : i32
        %c1_i32 = arith.constant 1 : i32
        %103 = arith.subi %c1_i32, %arg19 : i32
        %c2_i32 = arith.constant 2 : i32
        %104 = arith.divsi %98, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %105 = arith.muli %102, %c512_i32 : i32
        %106 = tpu.assume_multiple %105, 512 : i32
        %c2_i32 = arith.constant 2 : i32
        %107 = arith.divsi %98, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %108 = arith.muli %102, %c512_i32 : i32
        %109 = tpu.assume_multiple %108, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %110 = tpu.memref_slice %arg16[%103, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %111 = tpu.memref_squeeze %110 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %112 = tpu.memref_slice %arg14[%103, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %113 = tpu.memref_squeeze %112 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg7[%104, %106, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %115 = tpu.memref_squeeze %114 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%115 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%113 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%111 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %116 = tpu.memref_slice %arg16[%103, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %117 = tpu.memref_squeeze %116 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %118 = tpu.memref_slice %arg15[%103, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %119 = tpu.memref_squeeze %118 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %120 = tpu.memref_slice %arg8[%107, %109, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %121 = tpu.memref_squeeze %120 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%121 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%119 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%117 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %68 = arith.addi %2, %c0_i32 : i32
      %69 = arith.index_cast %arg17 : i32 to index
      %70 = memref.load %arg3[%69] : memref<39xi8, #tpu.memory_space<smem>>
      %71 = arith.extsi %70 : i8 to i32
      %72 = arith.addi %71, %arg18 : i32
      %c2_i32 = arith.constant 2 : i32
      %73 = arith.divsi %68, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %74 = arith.muli %72, %c512_i32 : i32
      %75 = tpu.assume_multiple %74, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %76 = arith.divsi %68, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %77 = arith.muli %72, %c512_i32 : i32
      %78 = tpu.assume_multiple %77, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %82 = tpu.memref_squeeze %81 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg7[%73, %75, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %84 = tpu.memref_squeeze %83 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%84 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%82 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %85 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %86 = tpu.memref_squeeze %85 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %88 = tpu.memref_squeeze %87 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg8[%76, %78, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %90 = tpu.memref_squeeze %89 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%86 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%90 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%88 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
      %91 = arith.index_cast %arg17 : i32 to index
      %92 = memref.load %arg5[%91] : memref<39xi8, #tpu.memory_space<smem>>
      %93 = arith.extsi %92 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %94 = arith.cmpi eq, %93, %c2_i32 : i32
      %95 = arith.extui %94 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %96 = arith.cmpi ne, %95, %c0_i32 : i32
      scf.if %96 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %100 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg14[%100, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %102 = vector.shape_cast %101 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %103 = tpu.matmul %99, %102, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xc9ecc5 = arith.constant 1.250000e-03 : f32
        %104 = vector.broadcast %cst_xc9ecc5 : f32 to vector<512x512xf32>
        %105 = arith.mulf %103, %104 : vector<512x512xf32>
        %106 = math.tanh %105 : vector<512x512xf32>
        %cst_x139a67 = arith.constant 72.1347503 : f32
        %107 = vector.broadcast %cst_x139a67 : f32 to vector<512x512xf32>
        %108 = arith.mulf %106, %107 : vector<512x512xf32>
        %109 = arith.mulf %106, %106 : vector<512x512xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %110 = vector.broadcast %cst_x65a06e : f32 to vector<512x512xf32>
        %111 = arith.subf %110, %109 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %113 = vector.multi_reduction <maximumf>, %108, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %114 = vector.shape_cast %113 : vector<512xf32> to vector<512x1xf32>
        %115 = vector.broadcast %114 : vector<512x1xf32> to vector<512x128xf32>
        %116 = arith.maximumf %112, %115 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %117 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %118 = arith.maximumf %116, %117 : vector<512x128xf32>
        %119 = tpu.concatenate %118, %118, %118, %118 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %120 = arith.subf %108, %119 : vector<512x512xf32>
        %121 = math.exp2 %120 : vector<512x512xf32>
        %122 = arith.subf %112, %118 : vector<512x128xf32>
        %123 = math.exp2 %122 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %125 = arith.mulf %123, %124 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %126 = vector.multi_reduction <add>, %121, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %127 = vector.shape_cast %126 : vector<512xf32> to vector<512x1xf32>
        %128 = vector.broadcast %127 : vector<512x1xf32> to vector<512x128xf32>
        %129 = arith.addf %125, %128 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %131 = vector.shape_cast %130 : vector<512x128xf32> to vector<512x128xf32>
        %132 = vector.shape_cast %129 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %132 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %133 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg15[%133, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %135 = vector.shape_cast %134 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %136 = tpu.concatenate %123, %123 in 1 : vector<512x128xf32>, vector<512x128xf32> -> vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %arg13[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %138 = arith.mulf %136, %137 : vector<512x256xf32>
        %139 = arith.truncf %121 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %140 = tpu.matmul %139, %135, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %141 = arith.addf %138, %140 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg13[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %143 = vector.shape_cast %142 : vector<512x256xf32> to vector<512x256xf32>
        %144 = vector.shape_cast %141 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %144 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %145 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %146 = vector.shape_cast %145 : vector<512x128xf32> to vector<512x128xf32>
        %147 = vector.shape_cast %116 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %147 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %100 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg14[%100, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %102 = vector.shape_cast %101 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %103 = tpu.matmul %99, %102, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xc9ecc5 = arith.constant 1.250000e-03 : f32
        %104 = vector.broadcast %cst_xc9ecc5 : f32 to vector<512x512xf32>
        %105 = arith.mulf %103, %104 : vector<512x512xf32>
        %106 = math.tanh %105 : vector<512x512xf32>
        %cst_x139a67 = arith.constant 72.1347503 : f32
        %107 = vector.broadcast %cst_x139a67 : f32 to vector<512x512xf32>
        %108 = arith.mulf %106, %107 : vector<512x512xf32>
        %109 = arith.mulf %106, %106 : vector<512x512xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %110 = vector.broadcast %cst_x65a06e : f32 to vector<512x512xf32>
        %111 = arith.subf %110, %109 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %112 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %113 = arith.muli %72, %c512_i32 : i32
        %114 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %115 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %116 = arith.subi %113, %112 : i32
        %117 = vector.broadcast %115 : vector<1x512xi32> to vector<512x512xi32>
        %118 = vector.broadcast %114 : vector<512x1xi32> to vector<512x512xi32>
        %119 = arith.subi %117, %118 : vector<512x512xi32>
        %c4095_i32 = arith.constant 4095 : i32
        %120 = arith.addi %c4095_i32, %116 : i32
        %c0_i32 = arith.constant 0 : i32
        %121 = arith.subi %c0_i32, %116 : i32
        %c0_i32 = arith.constant 0 : i32
        %122 = arith.subi %c0_i32, %120 : i32
        %123 = vector.broadcast %122 : i32 to vector<512x512xi32>
        %124 = arith.cmpi sge, %119, %123 : vector<512x512xi32>
        %125 = vector.broadcast %121 : i32 to vector<512x512xi32>
        %126 = arith.cmpi sle, %119, %125 : vector<512x512xi32>
        %127 = arith.andi %124, %126 : vector<512x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %128 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %129 = arith.select %127, %108, %128 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %131 = vector.multi_reduction <maximumf>, %129, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %132 = vector.shape_cast %131 : vector<512xf32> to vector<512x1xf32>
        %133 = vector.broadcast %132 : vector<512x1xf32> to vector<512x128xf32>
        %134 = arith.maximumf %130, %133 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %135 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %136 = arith.maximumf %134, %135 : vector<512x128xf32>
        %137 = tpu.concatenate %136, %136, %136, %136 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %138 = arith.subf %129, %137 : vector<512x512xf32>
        %139 = math.exp2 %138 : vector<512x512xf32>
        %140 = arith.subf %130, %136 : vector<512x128xf32>
        %141 = math.exp2 %140 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %143 = arith.mulf %141, %142 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %144 = vector.multi_reduction <add>, %139, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %145 = vector.shape_cast %144 : vector<512xf32> to vector<512x1xf32>
        %146 = vector.broadcast %145 : vector<512x1xf32> to vector<512x128xf32>
        %147 = arith.addf %143, %146 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %149 = vector.shape_cast %148 : vector<512x128xf32> to vector<512x128xf32>
        %150 = vector.shape_cast %147 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %150 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %151 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %152 = vector.load %arg15[%151, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %153 = vector.shape_cast %152 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %154 = tpu.concatenate %141, %141 in 1 : vector<512x128xf32>, vector<512x128xf32> -> vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %155 = vector.load %arg13[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %156 = arith.mulf %154, %155 : vector<512x256xf32>
        %157 = arith.truncf %139 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %158 = tpu.matmul %157, %153, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %159 = arith.addf %156, %158 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg13[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %161 = vector.shape_cast %160 : vector<512x256xf32> to vector<512x256xf32>
        %162 = vector.shape_cast %159 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %162 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %164 = vector.shape_cast %163 : vector<512x128xf32> to vector<512x128xf32>
        %165 = vector.shape_cast %134 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %165 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %97 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %62, %64, %97 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %27 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %28 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %29 = arith.cmpf ogt, %27, %28 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg13[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %31 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %32 = arith.select %29, %27, %31 : vector<512x128xi1>, vector<512x128xf32>
    %33 = tpu.concatenate %32, %32 in 1 : vector<512x128xf32>, vector<512x128xf32> -> vector<512x256xf32>
    %34 = arith.divf %30, %33 : vector<512x256xf32>
    %35 = arith.truncf %34 : vector<512x256xf32> to vector<512x256xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %36 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
    %37 = vector.shape_cast %36 : vector<1x512x256xbf16> to vector<512x256xbf16>
    %38 = vector.shape_cast %35 : vector<512x256xbf16> to vector<1x512x256xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %38 {strides = array<i32>} : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>, 
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
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.remsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.remsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.remsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %4 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:499e71a6413e4a547e20c8c0ee84bc494423d4351ca2e1908b901d4caf4b4241
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<8x8192x256xbf16, #tpu.memory_space<any>>, %arg11: memref<8x8192x256xbf16, #tpu.memory_space<any>>, %arg12: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x256xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 16>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 256>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c16_i32 = arith.constant 16 : i32
    %3 = arith.remsi %0, %c16_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x256xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg13[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
    %6 = vector.shape_cast %5 : vector<512x256xf32> to vector<512x256xf32>
    %7 = vector.shape_cast %4 : vector<512x256xf32> to vector<512x256xf32>
    tpu.vector_store %arg13[%c0, %c0], %7 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
    %8 = arith.index_cast %arg1 : i32 to index
    %9 = memref.load %arg2[%8] : memref<17xi8, #tpu.memory_space<smem>>
    %10 = arith.extsi %9 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %11 = arith.addi %arg1, %c1_i32 : i32
    %12 = arith.index_cast %11 : i32 to index
    %13 = memref.load %arg2[%12] : memref<17xi8, #tpu.memory_space<smem>>
    %14 = arith.extsi %13 : i8 to i32
    %15 = arith.cmpi slt, %10, %14 : i32
    %16 = arith.extui %15 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32 : i32
    scf.if %17 {
      %c0_i32 = arith.constant 0 : i32
      %24 = arith.addi %2, %c0_i32 : i32
      %25 = arith.index_cast %10 : i32 to index
      %26 = memref.load %arg3[%25] : memref<39xi8, #tpu.memory_space<smem>>
      %27 = arith.extsi %26 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %28 = arith.addi %27, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %29 = arith.divsi %24, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %30 = arith.muli %28, %c512_i32 : i32
      %31 = tpu.assume_multiple %30, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %32 = arith.divsi %24, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %33 = arith.muli %28, %c512_i32 : i32
      %34 = tpu.assume_multiple %33, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %35 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %36 = tpu.memref_squeeze %35 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %37 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %38 = tpu.memref_squeeze %37 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %39 = tpu.memref_slice %arg10[%29, %31, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %40 = tpu.memref_squeeze %39 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%40 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%38 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%36 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %41 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %42 = tpu.memref_squeeze %41 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %43 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %44 = tpu.memref_squeeze %43 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %45 = tpu.memref_slice %arg11[%32, %34, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %46 = tpu.memref_squeeze %45 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%46 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%44 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%42 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %26 = memref.load %arg4[%25] : memref<39xi8, #tpu.memory_space<smem>>
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
        %66 = arith.addi %2, %c0_i32 : i32
        %67 = arith.index_cast %30 : i32 to index
        %68 = memref.load %arg3[%67] : memref<39xi8, #tpu.memory_space<smem>>
        %69 = arith.extsi %68 : i8 to i32
        %70 = arith.addi %69, %32 : i32
        %c1_i32 = arith.constant 1 : i32
        %71 = arith.subi %c1_i32, %arg19 : i32
        %c2_i32 = arith.constant 2 : i32
        %72 = arith.divsi %66, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %73 = arith.muli %70, %c512_i32 : i32
        %74 = tpu.assume_multiple %73, 512 : i32
        %c2_i32 = arith.constant 2 : i32
        %75 = arith.divsi %66, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %76 = arith.muli %70, %c512_i32 : i32
        %77 = tpu.assume_multiple %76, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %78 = tpu.memref_slice %arg16[%71, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg14[%71, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %81 = tpu.memref_squeeze %80 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg10[%72, %74, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %83 = tpu.memref_squeeze %82 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%83 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%81 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %84 = tpu.memref_slice %arg16[%71, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg15[%71, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %87 = tpu.memref_squeeze %86 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg11[%75, %77, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %89 = tpu.memref_squeeze %88 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%89 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%87 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %2, %c0_i32 : i32
      %37 = arith.index_cast %arg17 : i32 to index
      %38 = memref.load %arg3[%37] : memref<39xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.addi %39, %arg18 : i32
      %c2_i32 = arith.constant 2 : i32
      %41 = arith.divsi %36, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %40, %c512_i32 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %44 = arith.divsi %36, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %45 = arith.muli %40, %c512_i32 : i32
      %46 = tpu.assume_multiple %45, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %48 = tpu.memref_squeeze %47 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %50 = tpu.memref_squeeze %49 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg10[%41, %43, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%48 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%52 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%50 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %53 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %54 = tpu.memref_squeeze %53 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg11[%44, %46, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%54 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%58 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%56 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
      %59 = arith.index_cast %arg17 : i32 to index
      %60 = memref.load %arg5[%59] : memref<39xi8, #tpu.memory_space<smem>>
      %61 = arith.extsi %60 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %62 = arith.cmpi eq, %61, %c2_i32 : i32
      %63 = arith.extui %62 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %64 = arith.cmpi ne, %63, %c0_i32 : i32
      scf.if %64 {
        %66 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %67 = vector.load %arg14[%66, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %68 = vector.shape_cast %67 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %69 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %70 = vector.shape_cast %69 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %71 = tpu.matmul %70, %68, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xc9ecc5 = arith.constant 1.250000e-03 : f32
        %72 = vector.broadcast %cst_xc9ecc5 : f32 to vector<512x512xf32>
        %73 = arith.mulf %71, %72 : vector<512x512xf32>
        %74 = math.tanh %73 : vector<512x512xf32>
        %cst_x139a67 = arith.constant 72.1347503 : f32
        %75 = vector.broadcast %cst_x139a67 : f32 to vector<512x512xf32>
        %76 = arith.mulf %74, %75 : vector<512x512xf32>
        %77 = arith.mulf %74, %74 : vector<512x512xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %78 = vector.broadcast %cst_x65a06e : f32 to vector<512x512xf32>
        %79 = arith.subf %78, %77 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %81 = vector.shape_cast %80 : vector<1x1x512xf32> to vector<512xf32>
        %82 = vector.shape_cast %81 : vector<512xf32> to vector<512x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %83 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x1xf32>
        %84 = arith.mulf %82, %83 : vector<512x1xf32>
        %85 = vector.broadcast %84 : vector<512x1xf32> to vector<512x512xf32>
        %86 = arith.subf %76, %85 : vector<512x512xf32>
        %87 = math.exp2 %86 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %88 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %89 = vector.shape_cast %88 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %90 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %91 = vector.load %arg15[%90, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %92 = vector.shape_cast %91 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %93 = tpu.matmul %89, %92, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %95 = vector.shape_cast %94 : vector<1x1x512xf32> to vector<512xf32>
        %96 = vector.shape_cast %95 : vector<512xf32> to vector<512x1xf32>
        %97 = vector.broadcast %96 : vector<512x1xf32> to vector<512x512xf32>
        %98 = arith.subf %93, %97 : vector<512x512xf32>
        %99 = arith.mulf %87, %98 : vector<512x512xf32>
        %100 = arith.mulf %99, %79 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg13[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %102 = arith.truncf %100 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %103 = tpu.matmul %102, %68, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
        %104 = vector.broadcast %cst_x7f9d07 : f32 to vector<512x256xf32>
        %105 = arith.mulf %103, %104 : vector<512x256xf32>
        %106 = arith.addf %101, %105 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg13[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %108 = vector.shape_cast %107 : vector<512x256xf32> to vector<512x256xf32>
        %109 = vector.shape_cast %106 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %109 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
      } else {
        %66 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %67 = vector.load %arg14[%66, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %68 = vector.shape_cast %67 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %69 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %70 = vector.shape_cast %69 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %71 = tpu.matmul %70, %68, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xc9ecc5 = arith.constant 1.250000e-03 : f32
        %72 = vector.broadcast %cst_xc9ecc5 : f32 to vector<512x512xf32>
        %73 = arith.mulf %71, %72 : vector<512x512xf32>
        %74 = math.tanh %73 : vector<512x512xf32>
        %cst_x139a67 = arith.constant 72.1347503 : f32
        %75 = vector.broadcast %cst_x139a67 : f32 to vector<512x512xf32>
        %76 = arith.mulf %74, %75 : vector<512x512xf32>
        %77 = arith.mulf %74, %74 : vector<512x512xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %78 = vector.broadcast %cst_x65a06e : f32 to vector<512x512xf32>
        %79 = arith.subf %78, %77 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %80 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %81 = arith.muli %40, %c512_i32 : i32
        %82 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %83 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %84 = arith.subi %81, %80 : i32
        %85 = vector.broadcast %83 : vector<1x512xi32> to vector<512x512xi32>
        %86 = vector.broadcast %82 : vector<512x1xi32> to vector<512x512xi32>
        %87 = arith.subi %85, %86 : vector<512x512xi32>
        %c4095_i32 = arith.constant 4095 : i32
        %88 = arith.addi %c4095_i32, %84 : i32
        %c0_i32 = arith.constant 0 : i32
        %89 = arith.subi %c0_i32, %84 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = arith.subi %c0_i32, %88 : i32
        %91 = vector.broadcast %90 : i32 to vector<512x512xi32>
        %92 = arith.cmpi sge, %87, %91 : vector<512x512xi32>
        %93 = vector.broadcast %89 : i32 to vector<512x512xi32>
        %94 = arith.cmpi sle, %87, %93 : vector<512x512xi32>
        %95 = arith.andi %92, %94 : vector<512x512xi1>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %97 = vector.shape_cast %96 : vector<1x1x512xf32> to vector<512xf32>
        %98 = vector.shape_cast %97 : vector<512xf32> to vector<512x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %99 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x1xf32>
        %100 = arith.mulf %98, %99 : vector<512x1xf32>
        %101 = vector.broadcast %100 : vector<512x1xf32> to vector<512x512xf32>
        %102 = arith.subf %76, %101 : vector<512x512xf32>
        %103 = math.exp2 %102 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %104 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %105 = arith.select %95, %103, %104 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %107 = vector.shape_cast %106 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %108 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg15[%108, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %110 = vector.shape_cast %109 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %111 = tpu.matmul %107, %110, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %113 = vector.shape_cast %112 : vector<1x1x512xf32> to vector<512xf32>
        %114 = vector.shape_cast %113 : vector<512xf32> to vector<512x1xf32>
        %115 = vector.broadcast %114 : vector<512x1xf32> to vector<512x512xf32>
        %116 = arith.subf %111, %115 : vector<512x512xf32>
        %117 = arith.mulf %105, %116 : vector<512x512xf32>
        %118 = arith.mulf %117, %79 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg13[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %120 = arith.truncf %118 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %121 = tpu.matmul %120, %68, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
        %122 = vector.broadcast %cst_x7f9d07 : f32 to vector<512x256xf32>
        %123 = arith.mulf %121, %122 : vector<512x256xf32>
        %124 = arith.addf %119, %123 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg13[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %126 = vector.shape_cast %125 : vector<512x256xf32> to vector<512x256xf32>
        %127 = vector.shape_cast %124 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %127 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %65 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %30, %32, %65 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %19 = vector.load %arg13[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
    %20 = arith.truncf %19 : vector<512x256xf32> to vector<512x256xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %21 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
    %22 = vector.shape_cast %21 : vector<1x512x256xbf16> to vector<512x256xbf16>
    %23 = vector.shape_cast %20 : vector<512x256xbf16> to vector<1x512x256xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %23 {strides = array<i32>} : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.remsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.remsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.remsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %4 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.remsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %4 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.remsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:a55fa50b51fe944e8ffc8e56022d139bfd10971811b2027fb44db945de2ce56d
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<17xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>, %arg6: memref<39xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg9: memref<16x8192x256xbf16, #tpu.memory_space<any>>, %arg10: memref<16x8192x256xbf16, #tpu.memory_space<any>>, %arg11: memref<16x1x8192xf32, #tpu.memory_space<any>>, %arg12: memref<16x1x8192xf32, #tpu.memory_space<any>>, %arg13: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x256xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x256xf32, #tpu.memory_space<vmem>>, %arg17: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg19: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg21: memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 16, 2>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 256>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 256>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %6 = arith.cmpi eq, %arg2, %c1_i32 : i32
    %c16_i32 = arith.constant 16 : i32
    %7 = arith.remsi %0, %c16_i32 : i32
    %8 = arith.extui %5 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %9 = arith.cmpi ne, %8, %c0_i32 : i32
    scf.if %9 {
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x256xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %24 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %25 = vector.shape_cast %24 : vector<512x256xf32> to vector<512x256xf32>
      %26 = vector.shape_cast %23 : vector<512x256xf32> to vector<512x256xf32>
      tpu.vector_store %arg15[%c0, %c0], %26 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %27 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x256xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %28 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %29 = vector.shape_cast %28 : vector<512x256xf32> to vector<512x256xf32>
      %30 = vector.shape_cast %27 : vector<512x256xf32> to vector<512x256xf32>
      tpu.vector_store %arg16[%c0, %c0], %30 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
    } else {
    }
    %10 = arith.index_cast %arg1 : i32 to index
    %11 = memref.load %arg3[%10] : memref<17xi8, #tpu.memory_space<smem>>
    %12 = arith.extsi %11 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %13 = arith.addi %arg1, %c1_i32 : i32
    %14 = arith.index_cast %13 : i32 to index
    %15 = memref.load %arg3[%14] : memref<17xi8, #tpu.memory_space<smem>>
    %16 = arith.extsi %15 : i8 to i32
    %17 = arith.cmpi slt, %12, %16 : i32
    %18 = arith.extui %17 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %19 = arith.cmpi ne, %18, %c0_i32 : i32
    scf.if %19 {
      %c0_i32 = arith.constant 0 : i32
      %23 = arith.addi %4, %c0_i32 : i32
      %24 = arith.index_cast %12 : i32 to index
      %25 = memref.load %arg4[%24] : memref<39xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %27 = arith.addi %26, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %28 = arith.muli %27, %c512_i32 : i32
      %29 = tpu.assume_multiple %28, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %30 = arith.muli %27, %c512_i32 : i32
      %31 = tpu.assume_multiple %30, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %32 = arith.muli %27, %c512_i32 : i32
      %33 = tpu.assume_multiple %32, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %34 = arith.muli %27, %c512_i32 : i32
      %35 = tpu.assume_multiple %34, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %36 = tpu.memref_slice %arg21[%c0_i32, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %37 = tpu.memref_squeeze %36 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %38 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %39 = tpu.memref_squeeze %38 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %40 = tpu.memref_slice %arg9[%23, %29, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %41 = tpu.memref_squeeze %40 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%41 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%39 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%37 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %42 = tpu.memref_slice %arg21[%c0_i32, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %43 = tpu.memref_squeeze %42 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %44 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %45 = tpu.memref_squeeze %44 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg10[%23, %31, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %47 = tpu.memref_squeeze %46 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%47 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%45 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%43 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %48 = tpu.memref_slice %arg21[%c0_i32, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %49 = tpu.memref_squeeze %48 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %51 = tpu.memref_squeeze %50 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg11[%23, %c0_i32, %33] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %53 = tpu.memref_squeeze %52 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%53 : memref<1x512xf32, #tpu.memory_space<any>>) target(%51 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%49 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %54 = tpu.memref_slice %arg21[%c0_i32, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %57 = tpu.memref_squeeze %56 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg12[%23, %c0_i32, %35] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%59 : memref<1x512xf32, #tpu.memory_space<any>>) target(%57 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%55 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %20:3 = scf.while (%arg22 = %12, %arg23 = %c0_i32, %arg24 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %23 = arith.cmpi slt, %arg22, %16 : i32
      scf.condition(%23) %arg22, %arg23, %arg24 : i32, i32, i32
    } do {
    ^bb0(%arg22: i32, %arg23: i32, %arg24: i32):
      %c1_i32 = arith.constant 1 : i32
      %23 = arith.addi %arg23, %c1_i32 : i32
      %24 = arith.index_cast %arg22 : i32 to index
      %25 = memref.load %arg5[%24] : memref<39xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %27 = arith.cmpi sge, %23, %26 : i32
      %c1_i32 = arith.constant 1 : i32
      %28 = arith.addi %arg22, %c1_i32 : i32
      %29 = arith.select %27, %28, %arg22 : i32
      %c1_i32 = arith.constant 1 : i32
      %30 = arith.addi %arg23, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %31 = arith.select %27, %c0_i32, %30 : i32
      %32 = arith.cmpi slt, %29, %16 : i32
      %33 = arith.extui %32 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %34 = arith.cmpi ne, %33, %c0_i32 : i32
      scf.if %34 {
        %c0_i32 = arith.constant 0 : i32
        %79 = arith.addi %4, %c0_i32 : i32
        %80 = arith.index_cast %29 : i32 to index
        %81 = memref.load %arg4[%80] : memref<39xi8, #tpu.memory_space<smem>>
        %82 = arith.extsi %81 : i8 to i32
        %83 = arith.addi %82, %31 : i32
        %c1_i32 = arith.constant 1 : i32
        %84 = arith.subi %c1_i32, %arg24 : i32
        %c512_i32 = arith.constant 512 : i32
        %85 = arith.muli %83, %c512_i32 : i32
        %86 = tpu.assume_multiple %85, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %87 = arith.muli %83, %c512_i32 : i32
        %88 = tpu.assume_multiple %87, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %89 = arith.muli %83, %c512_i32 : i32
        %90 = tpu.assume_multiple %89, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %91 = arith.muli %83, %c512_i32 : i32
        %92 = tpu.assume_multiple %91, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg21[%84, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %95 = tpu.memref_slice %arg17[%84, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %96 = tpu.memref_squeeze %95 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg9[%79, %86, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%98 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%96 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %99 = tpu.memref_slice %arg21[%84, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %100 = tpu.memref_squeeze %99 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg18[%84, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %102 = tpu.memref_squeeze %101 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %103 = tpu.memref_slice %arg10[%79, %88, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %104 = tpu.memref_squeeze %103 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%104 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%102 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%100 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %105 = tpu.memref_slice %arg21[%84, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %106 = tpu.memref_squeeze %105 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg19[%84, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %108 = tpu.memref_squeeze %107 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %109 = tpu.memref_slice %arg11[%79, %c0_i32, %90] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %110 = tpu.memref_squeeze %109 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%110 : memref<1x512xf32, #tpu.memory_space<any>>) target(%108 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%106 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %111 = tpu.memref_slice %arg21[%84, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %112 = tpu.memref_squeeze %111 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %113 = tpu.memref_slice %arg20[%84, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %114 = tpu.memref_squeeze %113 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %115 = tpu.memref_slice %arg12[%79, %c0_i32, %92] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %116 = tpu.memref_squeeze %115 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%116 : memref<1x512xf32, #tpu.memory_space<any>>) target(%114 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%112 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %35 = arith.addi %4, %c0_i32 : i32
      %36 = arith.index_cast %arg22 : i32 to index
      %37 = memref.load %arg4[%36] : memref<39xi8, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i8 to i32
      %39 = arith.addi %38, %arg23 : i32
      %c512_i32 = arith.constant 512 : i32
      %40 = arith.muli %39, %c512_i32 : i32
      %41 = tpu.assume_multiple %40, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %39, %c512_i32 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %44 = arith.muli %39, %c512_i32 : i32
      %45 = tpu.assume_multiple %44, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %46 = arith.muli %39, %c512_i32 : i32
      %47 = tpu.assume_multiple %46, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg21[%arg24, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %49 = tpu.memref_squeeze %48 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg17[%arg24, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %51 = tpu.memref_squeeze %50 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg9[%35, %41, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %53 = tpu.memref_squeeze %52 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%49 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%53 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%51 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %54 = tpu.memref_slice %arg21[%arg24, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %57 = tpu.memref_squeeze %56 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg10[%35, %43, %c0_i32] : memref<16x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %59 = tpu.memref_squeeze %58 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%55 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%59 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%57 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %60 = tpu.memref_slice %arg21[%arg24, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg19[%arg24, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg11[%35, %c0_i32, %45] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%65 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%63 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %66 = tpu.memref_slice %arg21[%arg24, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg20[%arg24, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg12[%35, %c0_i32, %47] : memref<16x1x8192xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%69 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %72 = arith.index_cast %arg22 : i32 to index
      %73 = memref.load %arg6[%72] : memref<39xi8, #tpu.memory_space<smem>>
      %74 = arith.extsi %73 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %75 = arith.cmpi eq, %74, %c2_i32 : i32
      %76 = arith.extui %75 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %77 = arith.cmpi ne, %76, %c0_i32 : i32
      scf.if %77 {
        %79 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg17[%79, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %81 = vector.shape_cast %80 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %82 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg18[%82, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %86 = vector.shape_cast %85 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %87 = tpu.matmul %86, %81, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xc9ecc5 = arith.constant 1.250000e-03 : f32
        %88 = vector.broadcast %cst_xc9ecc5 : f32 to vector<512x512xf32>
        %89 = arith.mulf %87, %88 : vector<512x512xf32>
        %90 = math.tanh %89 : vector<512x512xf32>
        %cst_x139a67 = arith.constant 72.1347503 : f32
        %91 = vector.broadcast %cst_x139a67 : f32 to vector<512x512xf32>
        %92 = arith.mulf %90, %91 : vector<512x512xf32>
        %93 = arith.mulf %90, %90 : vector<512x512xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %94 = vector.broadcast %cst_x65a06e : f32 to vector<512x512xf32>
        %95 = arith.subf %94, %93 : vector<512x512xf32>
        %96 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg19[%96, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %98 = vector.shape_cast %97 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %99 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %100 = arith.mulf %98, %99 : vector<1x512xf32>
        %101 = vector.broadcast %100 : vector<1x512xf32> to vector<512x512xf32>
        %102 = arith.subf %92, %101 : vector<512x512xf32>
        %103 = math.exp2 %102 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %105 = arith.truncf %103 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %106 = tpu.matmul %105, %84, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %107 = arith.addf %104, %106 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %109 = vector.shape_cast %108 : vector<512x256xf32> to vector<512x256xf32>
        %110 = vector.shape_cast %107 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg16[%c0, %c0], %110 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %112 = vector.shape_cast %111 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %113 = tpu.matmul %112, %84, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %114 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg20[%114, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %116 = vector.shape_cast %115 : vector<1x1x512xf32> to vector<1x512xf32>
        %117 = vector.broadcast %116 : vector<1x512xf32> to vector<512x512xf32>
        %118 = arith.subf %113, %117 : vector<512x512xf32>
        %119 = arith.mulf %103, %118 : vector<512x512xf32>
        %120 = arith.mulf %119, %95 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %122 = arith.truncf %120 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %123 = tpu.matmul %122, %81, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
        %124 = vector.broadcast %cst_x7f9d07 : f32 to vector<512x256xf32>
        %125 = arith.mulf %123, %124 : vector<512x256xf32>
        %126 = arith.addf %121, %125 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %128 = vector.shape_cast %127 : vector<512x256xf32> to vector<512x256xf32>
        %129 = vector.shape_cast %126 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg15[%c0, %c0], %129 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
      } else {
        %79 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg17[%79, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %81 = vector.shape_cast %80 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %82 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg18[%82, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %86 = vector.shape_cast %85 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %87 = tpu.matmul %86, %81, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xc9ecc5 = arith.constant 1.250000e-03 : f32
        %88 = vector.broadcast %cst_xc9ecc5 : f32 to vector<512x512xf32>
        %89 = arith.mulf %87, %88 : vector<512x512xf32>
        %90 = math.tanh %89 : vector<512x512xf32>
        %cst_x139a67 = arith.constant 72.1347503 : f32
        %91 = vector.broadcast %cst_x139a67 : f32 to vector<512x512xf32>
        %92 = arith.mulf %90, %91 : vector<512x512xf32>
        %93 = arith.mulf %90, %90 : vector<512x512xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %94 = vector.broadcast %cst_x65a06e : f32 to vector<512x512xf32>
        %95 = arith.subf %94, %93 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %96 = arith.muli %39, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %97 = arith.muli %7, %c512_i32 : i32
        %98 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %99 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %100 = arith.subi %97, %96 : i32
        %101 = vector.broadcast %99 : vector<512x1xi32> to vector<512x512xi32>
        %102 = vector.broadcast %98 : vector<1x512xi32> to vector<512x512xi32>
        %103 = arith.subi %101, %102 : vector<512x512xi32>
        %c4095_i32 = arith.constant 4095 : i32
        %104 = arith.addi %c4095_i32, %100 : i32
        %c0_i32 = arith.constant 0 : i32
        %105 = arith.subi %c0_i32, %100 : i32
        %c0_i32 = arith.constant 0 : i32
        %106 = arith.subi %c0_i32, %104 : i32
        %107 = vector.broadcast %106 : i32 to vector<512x512xi32>
        %108 = arith.cmpi sge, %103, %107 : vector<512x512xi32>
        %109 = vector.broadcast %105 : i32 to vector<512x512xi32>
        %110 = arith.cmpi sle, %103, %109 : vector<512x512xi32>
        %111 = arith.andi %108, %110 : vector<512x512xi1>
        %112 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg19[%112, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %114 = vector.shape_cast %113 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %115 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %116 = arith.mulf %114, %115 : vector<1x512xf32>
        %117 = vector.broadcast %116 : vector<1x512xf32> to vector<512x512xf32>
        %118 = arith.subf %92, %117 : vector<512x512xf32>
        %119 = math.exp2 %118 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %120 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %121 = arith.select %111, %119, %120 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %123 = arith.truncf %121 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %124 = tpu.matmul %123, %84, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %125 = arith.addf %122, %124 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %127 = vector.shape_cast %126 : vector<512x256xf32> to vector<512x256xf32>
        %128 = vector.shape_cast %125 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg16[%c0, %c0], %128 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %130 = vector.shape_cast %129 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %131 = tpu.matmul %130, %84, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %132 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg20[%132, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %134 = vector.shape_cast %133 : vector<1x1x512xf32> to vector<1x512xf32>
        %135 = vector.broadcast %134 : vector<1x512xf32> to vector<512x512xf32>
        %136 = arith.subf %131, %135 : vector<512x512xf32>
        %137 = arith.mulf %121, %136 : vector<512x512xf32>
        %138 = arith.mulf %137, %95 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %140 = arith.truncf %138 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %141 = tpu.matmul %140, %81, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
        %142 = vector.broadcast %cst_x7f9d07 : f32 to vector<512x256xf32>
        %143 = arith.mulf %141, %142 : vector<512x256xf32>
        %144 = arith.addf %139, %143 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %145 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %146 = vector.shape_cast %145 : vector<512x256xf32> to vector<512x256xf32>
        %147 = vector.shape_cast %144 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg15[%c0, %c0], %147 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %78 = arith.subi %c1_i32, %arg24 : i32
      scf.yield %29, %31, %78 : i32, i32, i32
    }
    %21 = arith.extui %6 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32 : i32
    scf.if %22 {
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %23 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %24 = arith.truncf %23 : vector<512x256xf32> to vector<512x256xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %25 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %26 = vector.shape_cast %25 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %27 = vector.shape_cast %24 : vector<512x256xbf16> to vector<1x512x256xbf16>
      tpu.vector_store %arg13[%c0, %c0, %c0], %27 {strides = array<i32>} : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %28 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %29 = arith.truncf %28 : vector<512x256xf32> to vector<512x256xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %30 = vector.load %arg14[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %31 = vector.shape_cast %30 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %32 = vector.shape_cast %29 : vector<512x256xbf16> to vector<1x512x256xbf16>
      tpu.vector_store %arg14[%c0, %c0, %c0], %32 {strides = array<i32>} : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<17xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>, %arg6: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %7 = arith.remsi %6, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<17xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>, %arg6: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %7 = arith.remsi %6, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<17xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>, %arg6: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %7 = arith.remsi %6, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<17xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>, %arg6: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %7 = arith.remsi %6, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
}
