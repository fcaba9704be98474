module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65xi8>, %arg1: tensor<127xi8>, %arg2: tensor<127xi8>, %arg3: tensor<127xi8>, %arg4: tensor<65xi8>, %arg5: tensor<127xi8>, %arg6: tensor<127xi8>, %arg7: tensor<127xi8>, %arg8: tensor<32x32768x128xbf16>, %arg9: tensor<16x32768x128xbf16>, %arg10: tensor<16x32768x128xbf16>) -> (tensor<32x32768x128xbf16> {jax.result_info = "result[0]"}, tensor<32x32768x128xbf16> {jax.result_info = "result[1][0]"}, tensor<16x32768x128xbf16> {jax.result_info = "result[1][1]"}, tensor<16x32768x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<32x32768x128xbf16>, tensor<i32>) -> tensor<32x32768x128xbf16>
    %1 = call @_pad_0(%arg9, %c) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:3b34f4c7f90dcfdf2ab06e16e5b0269de9d6c52fefa5cd13e0186ab79596659c\22, \22cost_estimate\22: {\22bytes_accessed\22: 9261023232, \22flops\22: 8933531975680, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17448304640}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<127xi8>, tensor<127xi8>, tensor<127xi8>, tensor<32x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>) -> (tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x32768x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x32768x128xf32>, tensor<f32>) -> tensor<32x32768xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x32768xf32>) -> tensor<32x1x32768xf32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32768x128xf32>
    %10:3 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:01f13784426376f00e6befb1cfe2f3ff35313bb60e6b6ee96ef43ef99efd63f2\22, \22cost_estimate\22: {\22bytes_accessed\22: 52881784832, \22flops\22: 22333829939200, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17448304640}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 10}], \22needs_layout_passes\22: true, \22output_memory_space_colors\22: [{\22color\22: 0, \22shape_index\22: [2]}], \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 10, operand_tuple_indices = []>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<127xi8>, tensor<127xi8>, tensor<127xi8>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>, tensor<32x1x32768xf32>, tensor<32x32768x128xf32>) -> (tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<32x32768x128xf32>)
    %11 = stablehlo.convert %10#2 : (tensor<32x32768x128xf32>) -> tensor<32x32768x128xbf16>
    %12 = call @_pad_1(%10#1) : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    %13 = call @_pad_1(%10#0) : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    %14 = call @_pad_2(%11) : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    return %3#0, %14, %13, %12 : tensor<32x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<32x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<32x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x32768x128xbf16>, tensor<bf16>) -> tensor<32x32768x128xbf16>
    return %1 : tensor<32x32768x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<16x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<16x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x32768x128xbf16>, tensor<bf16>) -> tensor<16x32768x128xbf16>
    return %1 : tensor<16x32768x128xbf16>
  }
  func.func private @_pad_1(%arg0: tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x32768x128xbf16>, tensor<bf16>) -> tensor<16x32768x128xbf16>
    %1 = stablehlo.slice %0 [0:16, 0:32768, 0:128] : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    return %1 : tensor<16x32768x128xbf16>
  }
  func.func private @_pad_2(%arg0: tensor<32x32768x128xbf16>) -> tensor<32x32768x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x32768x128xbf16>, tensor<bf16>) -> tensor<32x32768x128xbf16>
    %1 = stablehlo.slice %0 [0:32, 0:32768, 0:128] : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    return %1 : tensor<32x32768x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:3b34f4c7f90dcfdf2ab06e16e5b0269de9d6c52fefa5cd13e0186ab79596659c
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>, %arg6: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 64>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 2, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 2, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 2, 1, 512>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.remsi %0, %c64_i32 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %5 = vector.broadcast %cst_xbef082 : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %6 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %7 = vector.shape_cast %6 : vector<1024x128xf32> to vector<1024x128xf32>
    %8 = vector.shape_cast %5 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %8 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %9 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %10 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %11 = vector.shape_cast %10 : vector<1024x128xf32> to vector<1024x128xf32>
    %12 = vector.shape_cast %9 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %12 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %13 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %15 = vector.shape_cast %14 : vector<1024x128xf32> to vector<1024x128xf32>
    %16 = vector.shape_cast %13 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %16 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = memref.load %arg2[%17] : memref<65xi8, #tpu.memory_space<smem>>
    %19 = arith.extsi %18 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %arg1, %c1_i32 : i32
    %21 = arith.index_cast %20 : i32 to index
    %22 = memref.load %arg2[%21] : memref<65xi8, #tpu.memory_space<smem>>
    %23 = arith.extsi %22 : i8 to i32
    %24 = arith.cmpi slt, %19, %23 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %26 = arith.cmpi ne, %25, %c0_i32 : i32
    scf.if %26 {
      %c0_i32 = arith.constant 0 : i32
      %80 = arith.addi %3, %c0_i32 : i32
      %81 = arith.index_cast %19 : i32 to index
      %82 = memref.load %arg3[%81] : memref<127xi8, #tpu.memory_space<smem>>
      %83 = arith.extsi %82 : i8 to i32
      %84 = arith.addi %83, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %85 = arith.divsi %80, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %86 = arith.muli %84, %c512_i32 : i32
      %87 = tpu.assume_multiple %86, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %88 = arith.divsi %80, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %89 = arith.muli %84, %c512_i32 : i32
      %90 = tpu.assume_multiple %89, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %91 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %92 = tpu.memref_squeeze %91 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %94 = tpu.memref_squeeze %93 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg7[%85, %87, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%96 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%94 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%92 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %97 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %98 = tpu.memref_squeeze %97 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %99 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %100 = tpu.memref_squeeze %99 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %101 = tpu.memref_slice %arg8[%88, %90, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %102 = tpu.memref_squeeze %101 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%102 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%100 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%98 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %27 = arith.addi %c0_i32, %c1_i32 : i32
    %c126_i32 = arith.constant 126 : i32
    %28 = arith.minsi %19, %c126_i32 : i32
    %29 = arith.index_cast %28 : i32 to index
    %30 = memref.load %arg4[%29] : memref<127xi8, #tpu.memory_space<smem>>
    %31 = arith.extsi %30 : i8 to i32
    %32 = arith.cmpi sge, %27, %31 : i32
    %c1_i32 = arith.constant 1 : i32
    %33 = arith.addi %19, %c1_i32 : i32
    %34 = arith.select %32, %33, %19 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %35 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %36 = arith.select %32, %c0_i32, %35 : i32
    %37 = arith.cmpi slt, %34, %23 : i32
    %38 = arith.extui %37 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %39 = arith.cmpi ne, %38, %c0_i32 : i32
    scf.if %39 {
      %c0_i32 = arith.constant 0 : i32
      %80 = arith.addi %3, %c0_i32 : i32
      %81 = arith.index_cast %34 : i32 to index
      %82 = memref.load %arg3[%81] : memref<127xi8, #tpu.memory_space<smem>>
      %83 = arith.extsi %82 : i8 to i32
      %84 = arith.addi %83, %36 : i32
      %c2_i32 = arith.constant 2 : i32
      %85 = arith.divsi %80, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %86 = arith.muli %84, %c512_i32 : i32
      %87 = tpu.assume_multiple %86, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %88 = arith.divsi %80, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %89 = arith.muli %84, %c512_i32 : i32
      %90 = tpu.assume_multiple %89, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %91 = tpu.memref_slice %arg16[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %92 = tpu.memref_squeeze %91 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %94 = tpu.memref_squeeze %93 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg7[%85, %87, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%96 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%94 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%92 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %97 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %98 = tpu.memref_squeeze %97 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %99 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %100 = tpu.memref_squeeze %99 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %101 = tpu.memref_slice %arg8[%88, %90, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %102 = tpu.memref_squeeze %101 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%102 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%100 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%98 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %40:7 = scf.while (%arg17 = %19, %arg18 = %c0_i32, %arg19 = %34, %arg20 = %36, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %80 = arith.cmpi slt, %arg17, %23 : i32
      scf.condition(%80) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %80 = arith.index_cast %arg17 : i32 to index
      %81 = memref.load %arg5[%80] : memref<127xi8, #tpu.memory_space<smem>>
      %82 = arith.extsi %81 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %83 = arith.cmpi eq, %82, %c2_i32 : i32
      %84 = arith.extui %83 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %85 = arith.cmpi ne, %84, %c0_i32 : i32
      %86:2 = scf.if %85 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %87 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %c0_i32, %c512_i32 : i32
        %89 = tpu.assume_multiple %88, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %90 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %91 = arith.muli %c0_i32, %c512_i32 : i32
        %92 = tpu.assume_multiple %91, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %95 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg7[%87, %89, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%98 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%96 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %99 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %100 = tpu.memref_squeeze %99 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %102 = tpu.memref_squeeze %101 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %103 = tpu.memref_slice %arg8[%90, %92, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %104 = tpu.memref_squeeze %103 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%100 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%104 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%102 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %105 = arith.addi %3, %c0_i32 : i32
        %106 = arith.index_cast %arg17 : i32 to index
        %107 = memref.load %arg3[%106] : memref<127xi8, #tpu.memory_space<smem>>
        %108 = arith.extsi %107 : i8 to i32
        %109 = arith.addi %108, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %111 = vector.shape_cast %110 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %112 = vector.shape_cast %111 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %113 = vector.extract_strided_slice %112 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %115 = tpu.memref_squeeze %114 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %115[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %117 = tpu.matmul %113, %116, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %118 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %119 = arith.mulf %117, %118 : vector<128x512xf32>
        %120 = vector.extract_strided_slice %112 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %121 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %122 = tpu.memref_squeeze %121 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %122[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %124 = tpu.matmul %120, %123, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %125 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %126 = arith.mulf %124, %125 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %128 = vector.multi_reduction <maximumf>, %119, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %129 = vector.shape_cast %128 : vector<128xf32> to vector<128x1xf32>
        %130 = vector.broadcast %129 : vector<128x1xf32> to vector<128x128xf32>
        %131 = arith.maximumf %127, %130 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %132 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %133 = arith.maximumf %131, %132 : vector<128x128xf32>
        %134 = tpu.concatenate %133, %133, %133, %133 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %135 = arith.subf %119, %134 : vector<128x512xf32>
        %136 = math.exp2 %135 : vector<128x512xf32>
        %137 = arith.subf %127, %133 : vector<128x128xf32>
        %138 = math.exp2 %137 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %140 = arith.mulf %138, %139 : vector<128x128xf32>
        %141 = vector.extract_strided_slice %136 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %142 = vector.extract_strided_slice %136 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %143 = vector.extract_strided_slice %136 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %144 = vector.extract_strided_slice %136 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %145 = arith.addf %141, %142 : vector<128x128xf32>
        %146 = arith.addf %145, %143 : vector<128x128xf32>
        %147 = arith.addf %146, %144 : vector<128x128xf32>
        %148 = arith.addf %140, %147 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %149 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %150 = vector.shape_cast %149 : vector<128x128xf32> to vector<128x128xf32>
        %151 = vector.shape_cast %148 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %151 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %152 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %153 = vector.load %arg15[%152, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %154 = vector.shape_cast %153 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %155 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %156 = arith.mulf %138, %155 : vector<128x128xf32>
        %157 = arith.truncf %136 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %158 = tpu.matmul %157, %154, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %159 = arith.addf %156, %158 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %161 = vector.shape_cast %160 : vector<128x128xf32> to vector<128x128xf32>
        %162 = vector.shape_cast %159 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %162 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %164 = vector.shape_cast %163 : vector<128x128xf32> to vector<128x128xf32>
        %165 = vector.shape_cast %131 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %165 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %166 = vector.extract_strided_slice %112 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %167 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %168 = tpu.memref_squeeze %167 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %169 = vector.load %168[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %170 = tpu.matmul %166, %169, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %171 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %172 = arith.mulf %170, %171 : vector<128x512xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %173 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %174 = vector.multi_reduction <maximumf>, %126, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %175 = vector.shape_cast %174 : vector<128xf32> to vector<128x1xf32>
        %176 = vector.broadcast %175 : vector<128x1xf32> to vector<128x128xf32>
        %177 = arith.maximumf %173, %176 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %178 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %179 = arith.maximumf %177, %178 : vector<128x128xf32>
        %180 = tpu.concatenate %179, %179, %179, %179 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %181 = arith.subf %126, %180 : vector<128x512xf32>
        %182 = math.exp2 %181 : vector<128x512xf32>
        %183 = arith.subf %173, %179 : vector<128x128xf32>
        %184 = math.exp2 %183 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %185 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %186 = arith.mulf %184, %185 : vector<128x128xf32>
        %187 = vector.extract_strided_slice %182 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %188 = vector.extract_strided_slice %182 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %189 = vector.extract_strided_slice %182 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %190 = vector.extract_strided_slice %182 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %191 = arith.addf %187, %188 : vector<128x128xf32>
        %192 = arith.addf %191, %189 : vector<128x128xf32>
        %193 = arith.addf %192, %190 : vector<128x128xf32>
        %194 = arith.addf %186, %193 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %195 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %196 = vector.shape_cast %195 : vector<128x128xf32> to vector<128x128xf32>
        %197 = vector.shape_cast %194 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c128, %c0], %197 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %198 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %199 = vector.load %arg15[%198, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %200 = vector.shape_cast %199 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %201 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %202 = arith.mulf %184, %201 : vector<128x128xf32>
        %203 = arith.truncf %182 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %204 = tpu.matmul %203, %200, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %205 = arith.addf %202, %204 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %206 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %207 = vector.shape_cast %206 : vector<128x128xf32> to vector<128x128xf32>
        %208 = vector.shape_cast %205 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c128, %c0], %208 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %209 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %210 = vector.shape_cast %209 : vector<128x128xf32> to vector<128x128xf32>
        %211 = vector.shape_cast %177 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c128, %c0], %211 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %212 = vector.extract_strided_slice %112 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %213 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %214 = tpu.memref_squeeze %213 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %215 = vector.load %214[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %216 = tpu.matmul %212, %215, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %217 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %218 = arith.mulf %216, %217 : vector<128x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %219 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %220 = vector.multi_reduction <maximumf>, %172, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %221 = vector.shape_cast %220 : vector<128xf32> to vector<128x1xf32>
        %222 = vector.broadcast %221 : vector<128x1xf32> to vector<128x128xf32>
        %223 = arith.maximumf %219, %222 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %224 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %225 = arith.maximumf %223, %224 : vector<128x128xf32>
        %226 = tpu.concatenate %225, %225, %225, %225 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %227 = arith.subf %172, %226 : vector<128x512xf32>
        %228 = math.exp2 %227 : vector<128x512xf32>
        %229 = arith.subf %219, %225 : vector<128x128xf32>
        %230 = math.exp2 %229 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %231 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %232 = arith.mulf %230, %231 : vector<128x128xf32>
        %233 = vector.extract_strided_slice %228 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %234 = vector.extract_strided_slice %228 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %235 = vector.extract_strided_slice %228 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %236 = vector.extract_strided_slice %228 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %237 = arith.addf %233, %234 : vector<128x128xf32>
        %238 = arith.addf %237, %235 : vector<128x128xf32>
        %239 = arith.addf %238, %236 : vector<128x128xf32>
        %240 = arith.addf %232, %239 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %241 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %242 = vector.shape_cast %241 : vector<128x128xf32> to vector<128x128xf32>
        %243 = vector.shape_cast %240 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c256, %c0], %243 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %244 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %245 = vector.load %arg15[%244, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %246 = vector.shape_cast %245 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %247 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %248 = arith.mulf %230, %247 : vector<128x128xf32>
        %249 = arith.truncf %228 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %250 = tpu.matmul %249, %246, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %251 = arith.addf %248, %250 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %252 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %253 = vector.shape_cast %252 : vector<128x128xf32> to vector<128x128xf32>
        %254 = vector.shape_cast %251 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c256, %c0], %254 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %255 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %256 = vector.shape_cast %255 : vector<128x128xf32> to vector<128x128xf32>
        %257 = vector.shape_cast %223 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c256, %c0], %257 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %258 = vector.extract_strided_slice %112 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %259 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %260 = tpu.memref_squeeze %259 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %261 = vector.load %260[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %262 = tpu.matmul %258, %261, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %263 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %264 = arith.mulf %262, %263 : vector<128x512xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %265 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %266 = vector.multi_reduction <maximumf>, %218, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %267 = vector.shape_cast %266 : vector<128xf32> to vector<128x1xf32>
        %268 = vector.broadcast %267 : vector<128x1xf32> to vector<128x128xf32>
        %269 = arith.maximumf %265, %268 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %270 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %271 = arith.maximumf %269, %270 : vector<128x128xf32>
        %272 = tpu.concatenate %271, %271, %271, %271 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %273 = arith.subf %218, %272 : vector<128x512xf32>
        %274 = math.exp2 %273 : vector<128x512xf32>
        %275 = arith.subf %265, %271 : vector<128x128xf32>
        %276 = math.exp2 %275 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %277 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %278 = arith.mulf %276, %277 : vector<128x128xf32>
        %279 = vector.extract_strided_slice %274 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %280 = vector.extract_strided_slice %274 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %281 = vector.extract_strided_slice %274 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %282 = vector.extract_strided_slice %274 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %283 = arith.addf %279, %280 : vector<128x128xf32>
        %284 = arith.addf %283, %281 : vector<128x128xf32>
        %285 = arith.addf %284, %282 : vector<128x128xf32>
        %286 = arith.addf %278, %285 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %287 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %288 = vector.shape_cast %287 : vector<128x128xf32> to vector<128x128xf32>
        %289 = vector.shape_cast %286 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c384, %c0], %289 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %290 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %291 = vector.load %arg15[%290, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %292 = vector.shape_cast %291 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %293 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %294 = arith.mulf %276, %293 : vector<128x128xf32>
        %295 = arith.truncf %274 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %296 = tpu.matmul %295, %292, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %297 = arith.addf %294, %296 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %298 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %299 = vector.shape_cast %298 : vector<128x128xf32> to vector<128x128xf32>
        %300 = vector.shape_cast %297 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c384, %c0], %300 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %301 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %302 = vector.shape_cast %301 : vector<128x128xf32> to vector<128x128xf32>
        %303 = vector.shape_cast %269 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c384, %c0], %303 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %304 = vector.extract_strided_slice %112 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %305 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %306 = tpu.memref_squeeze %305 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %307 = vector.load %306[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %308 = tpu.matmul %304, %307, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %309 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %310 = arith.mulf %308, %309 : vector<128x512xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %311 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %312 = vector.multi_reduction <maximumf>, %264, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %313 = vector.shape_cast %312 : vector<128xf32> to vector<128x1xf32>
        %314 = vector.broadcast %313 : vector<128x1xf32> to vector<128x128xf32>
        %315 = arith.maximumf %311, %314 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %316 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %317 = arith.maximumf %315, %316 : vector<128x128xf32>
        %318 = tpu.concatenate %317, %317, %317, %317 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %319 = arith.subf %264, %318 : vector<128x512xf32>
        %320 = math.exp2 %319 : vector<128x512xf32>
        %321 = arith.subf %311, %317 : vector<128x128xf32>
        %322 = math.exp2 %321 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %323 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %324 = arith.mulf %322, %323 : vector<128x128xf32>
        %325 = vector.extract_strided_slice %320 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %326 = vector.extract_strided_slice %320 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %327 = vector.extract_strided_slice %320 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %328 = vector.extract_strided_slice %320 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %329 = arith.addf %325, %326 : vector<128x128xf32>
        %330 = arith.addf %329, %327 : vector<128x128xf32>
        %331 = arith.addf %330, %328 : vector<128x128xf32>
        %332 = arith.addf %324, %331 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %333 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %334 = vector.shape_cast %333 : vector<128x128xf32> to vector<128x128xf32>
        %335 = vector.shape_cast %332 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c512, %c0], %335 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %336 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %337 = vector.load %arg15[%336, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %338 = vector.shape_cast %337 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %339 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %340 = arith.mulf %322, %339 : vector<128x128xf32>
        %341 = arith.truncf %320 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %342 = tpu.matmul %341, %338, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %343 = arith.addf %340, %342 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %344 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %345 = vector.shape_cast %344 : vector<128x128xf32> to vector<128x128xf32>
        %346 = vector.shape_cast %343 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c512, %c0], %346 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %347 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %348 = vector.shape_cast %347 : vector<128x128xf32> to vector<128x128xf32>
        %349 = vector.shape_cast %315 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c512, %c0], %349 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %350 = vector.extract_strided_slice %112 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %351 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %352 = tpu.memref_squeeze %351 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %353 = vector.load %352[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %354 = tpu.matmul %350, %353, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %355 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %356 = arith.mulf %354, %355 : vector<128x512xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %357 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %358 = vector.multi_reduction <maximumf>, %310, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %359 = vector.shape_cast %358 : vector<128xf32> to vector<128x1xf32>
        %360 = vector.broadcast %359 : vector<128x1xf32> to vector<128x128xf32>
        %361 = arith.maximumf %357, %360 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %362 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %363 = arith.maximumf %361, %362 : vector<128x128xf32>
        %364 = tpu.concatenate %363, %363, %363, %363 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %365 = arith.subf %310, %364 : vector<128x512xf32>
        %366 = math.exp2 %365 : vector<128x512xf32>
        %367 = arith.subf %357, %363 : vector<128x128xf32>
        %368 = math.exp2 %367 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %369 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %370 = arith.mulf %368, %369 : vector<128x128xf32>
        %371 = vector.extract_strided_slice %366 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %372 = vector.extract_strided_slice %366 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %373 = vector.extract_strided_slice %366 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %374 = vector.extract_strided_slice %366 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %375 = arith.addf %371, %372 : vector<128x128xf32>
        %376 = arith.addf %375, %373 : vector<128x128xf32>
        %377 = arith.addf %376, %374 : vector<128x128xf32>
        %378 = arith.addf %370, %377 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %379 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %380 = vector.shape_cast %379 : vector<128x128xf32> to vector<128x128xf32>
        %381 = vector.shape_cast %378 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c640, %c0], %381 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %382 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %383 = vector.load %arg15[%382, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %384 = vector.shape_cast %383 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %385 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %386 = arith.mulf %368, %385 : vector<128x128xf32>
        %387 = arith.truncf %366 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %388 = tpu.matmul %387, %384, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %389 = arith.addf %386, %388 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %390 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %391 = vector.shape_cast %390 : vector<128x128xf32> to vector<128x128xf32>
        %392 = vector.shape_cast %389 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c640, %c0], %392 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %393 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %394 = vector.shape_cast %393 : vector<128x128xf32> to vector<128x128xf32>
        %395 = vector.shape_cast %361 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c640, %c0], %395 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %396 = vector.extract_strided_slice %112 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %397 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %398 = tpu.memref_squeeze %397 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %399 = vector.load %398[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %400 = tpu.matmul %396, %399, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %401 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %402 = arith.mulf %400, %401 : vector<128x512xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %403 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %404 = vector.multi_reduction <maximumf>, %356, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %405 = vector.shape_cast %404 : vector<128xf32> to vector<128x1xf32>
        %406 = vector.broadcast %405 : vector<128x1xf32> to vector<128x128xf32>
        %407 = arith.maximumf %403, %406 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %408 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %409 = arith.maximumf %407, %408 : vector<128x128xf32>
        %410 = tpu.concatenate %409, %409, %409, %409 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %411 = arith.subf %356, %410 : vector<128x512xf32>
        %412 = math.exp2 %411 : vector<128x512xf32>
        %413 = arith.subf %403, %409 : vector<128x128xf32>
        %414 = math.exp2 %413 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %415 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %416 = arith.mulf %414, %415 : vector<128x128xf32>
        %417 = vector.extract_strided_slice %412 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %418 = vector.extract_strided_slice %412 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %419 = vector.extract_strided_slice %412 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %420 = vector.extract_strided_slice %412 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %421 = arith.addf %417, %418 : vector<128x128xf32>
        %422 = arith.addf %421, %419 : vector<128x128xf32>
        %423 = arith.addf %422, %420 : vector<128x128xf32>
        %424 = arith.addf %416, %423 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %425 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %426 = vector.shape_cast %425 : vector<128x128xf32> to vector<128x128xf32>
        %427 = vector.shape_cast %424 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c768, %c0], %427 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %428 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %429 = vector.load %arg15[%428, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %430 = vector.shape_cast %429 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %431 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %432 = arith.mulf %414, %431 : vector<128x128xf32>
        %433 = arith.truncf %412 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %434 = tpu.matmul %433, %430, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %435 = arith.addf %432, %434 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %436 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %437 = vector.shape_cast %436 : vector<128x128xf32> to vector<128x128xf32>
        %438 = vector.shape_cast %435 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c768, %c0], %438 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %439 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %440 = vector.shape_cast %439 : vector<128x128xf32> to vector<128x128xf32>
        %441 = vector.shape_cast %407 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c768, %c0], %441 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %442 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %443 = vector.multi_reduction <maximumf>, %402, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %444 = vector.shape_cast %443 : vector<128xf32> to vector<128x1xf32>
        %445 = vector.broadcast %444 : vector<128x1xf32> to vector<128x128xf32>
        %446 = arith.maximumf %442, %445 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %447 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %448 = arith.maximumf %446, %447 : vector<128x128xf32>
        %449 = tpu.concatenate %448, %448, %448, %448 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %450 = arith.subf %402, %449 : vector<128x512xf32>
        %451 = math.exp2 %450 : vector<128x512xf32>
        %452 = arith.subf %442, %448 : vector<128x128xf32>
        %453 = math.exp2 %452 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %454 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %455 = arith.mulf %453, %454 : vector<128x128xf32>
        %456 = vector.extract_strided_slice %451 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %457 = vector.extract_strided_slice %451 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %458 = vector.extract_strided_slice %451 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %459 = vector.extract_strided_slice %451 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %460 = arith.addf %456, %457 : vector<128x128xf32>
        %461 = arith.addf %460, %458 : vector<128x128xf32>
        %462 = arith.addf %461, %459 : vector<128x128xf32>
        %463 = arith.addf %455, %462 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %464 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %465 = vector.shape_cast %464 : vector<128x128xf32> to vector<128x128xf32>
        %466 = vector.shape_cast %463 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c896, %c0], %466 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %467 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %468 = vector.load %arg15[%467, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %469 = vector.shape_cast %468 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %470 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %471 = arith.mulf %453, %470 : vector<128x128xf32>
        %472 = arith.truncf %451 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %473 = tpu.matmul %472, %469, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %474 = arith.addf %471, %473 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %475 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %476 = vector.shape_cast %475 : vector<128x128xf32> to vector<128x128xf32>
        %477 = vector.shape_cast %474 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c896, %c0], %477 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %478 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %479 = vector.shape_cast %478 : vector<128x128xf32> to vector<128x128xf32>
        %480 = vector.shape_cast %446 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c896, %c0], %480 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %481 = arith.addi %arg20, %c1_i32 : i32
        %c126_i32 = arith.constant 126 : i32
        %482 = arith.minsi %arg19, %c126_i32 : i32
        %483 = arith.index_cast %482 : i32 to index
        %484 = memref.load %arg4[%483] : memref<127xi8, #tpu.memory_space<smem>>
        %485 = arith.extsi %484 : i8 to i32
        %486 = arith.cmpi sge, %481, %485 : i32
        %c1_i32 = arith.constant 1 : i32
        %487 = arith.addi %arg19, %c1_i32 : i32
        %488 = arith.select %486, %487, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %489 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %490 = arith.select %486, %c0_i32, %489 : i32
        %491 = arith.cmpi slt, %488, %23 : i32
        %492 = arith.extui %491 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %493 = arith.cmpi ne, %492, %c0_i32 : i32
        scf.if %493 {
          %c0_i32 = arith.constant 0 : i32
          %494 = arith.addi %3, %c0_i32 : i32
          %495 = arith.index_cast %488 : i32 to index
          %496 = memref.load %arg3[%495] : memref<127xi8, #tpu.memory_space<smem>>
          %497 = arith.extsi %496 : i8 to i32
          %498 = arith.addi %497, %490 : i32
          %c2_i32 = arith.constant 2 : i32
          %499 = arith.divsi %494, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %500 = arith.muli %498, %c512_i32 : i32
          %501 = tpu.assume_multiple %500, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %502 = arith.divsi %494, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %503 = arith.muli %498, %c512_i32 : i32
          %504 = tpu.assume_multiple %503, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %505 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %506 = tpu.memref_squeeze %505 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %507 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %508 = tpu.memref_squeeze %507 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %509 = tpu.memref_slice %arg7[%499, %501, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %510 = tpu.memref_squeeze %509 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%510 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%508 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%506 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %511 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %512 = tpu.memref_squeeze %511 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %513 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %514 = tpu.memref_squeeze %513 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %515 = tpu.memref_slice %arg8[%502, %504, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %516 = tpu.memref_squeeze %515 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%516 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%514 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%512 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %488, %490 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %87 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %c0_i32, %c512_i32 : i32
        %89 = tpu.assume_multiple %88, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %90 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %91 = arith.muli %c0_i32, %c512_i32 : i32
        %92 = tpu.assume_multiple %91, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %95 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg7[%87, %89, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%98 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%96 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %99 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %100 = tpu.memref_squeeze %99 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %102 = tpu.memref_squeeze %101 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %103 = tpu.memref_slice %arg8[%90, %92, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %104 = tpu.memref_squeeze %103 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%100 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%104 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%102 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %105 = arith.addi %3, %c0_i32 : i32
        %106 = arith.index_cast %arg17 : i32 to index
        %107 = memref.load %arg3[%106] : memref<127xi8, #tpu.memory_space<smem>>
        %108 = arith.extsi %107 : i8 to i32
        %109 = arith.addi %108, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %111 = vector.shape_cast %110 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %112 = vector.shape_cast %111 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c512_i32 = arith.constant 512 : i32
        %113 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %114 = arith.muli %109, %c512_i32 : i32
        %115 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %116 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %117 = arith.subi %114, %113 : i32
        %118 = vector.broadcast %116 : vector<1x512xi32> to vector<512x512xi32>
        %119 = vector.broadcast %115 : vector<512x1xi32> to vector<512x512xi32>
        %120 = arith.subi %118, %119 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %121 = arith.subi %c0_i32, %117 : i32
        %122 = vector.broadcast %121 : i32 to vector<512x512xi32>
        %123 = arith.cmpi sle, %120, %122 : vector<512x512xi32>
        %124 = vector.extract_strided_slice %112 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %125 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %126 = tpu.memref_squeeze %125 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %126[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %128 = tpu.matmul %124, %127, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %129 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %130 = arith.mulf %128, %129 : vector<128x512xf32>
        %131 = vector.extract_strided_slice %123 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %132 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %133 = arith.select %131, %130, %132 : vector<128x512xi1>, vector<128x512xf32>
        %134 = vector.extract_strided_slice %112 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %135 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %136 = tpu.memref_squeeze %135 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %136[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %138 = tpu.matmul %134, %137, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %139 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %140 = arith.mulf %138, %139 : vector<128x512xf32>
        %141 = vector.extract_strided_slice %123 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %142 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %143 = arith.select %141, %140, %142 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %145 = vector.multi_reduction <maximumf>, %133, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %146 = vector.shape_cast %145 : vector<128xf32> to vector<128x1xf32>
        %147 = vector.broadcast %146 : vector<128x1xf32> to vector<128x128xf32>
        %148 = arith.maximumf %144, %147 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %149 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %150 = arith.maximumf %148, %149 : vector<128x128xf32>
        %151 = tpu.concatenate %150, %150, %150, %150 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %152 = arith.subf %133, %151 : vector<128x512xf32>
        %153 = math.exp2 %152 : vector<128x512xf32>
        %154 = arith.subf %144, %150 : vector<128x128xf32>
        %155 = math.exp2 %154 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %156 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %157 = arith.mulf %155, %156 : vector<128x128xf32>
        %158 = vector.extract_strided_slice %153 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %159 = vector.extract_strided_slice %153 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %160 = vector.extract_strided_slice %153 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %161 = vector.extract_strided_slice %153 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %162 = arith.addf %158, %159 : vector<128x128xf32>
        %163 = arith.addf %162, %160 : vector<128x128xf32>
        %164 = arith.addf %163, %161 : vector<128x128xf32>
        %165 = arith.addf %157, %164 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %166 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %167 = vector.shape_cast %166 : vector<128x128xf32> to vector<128x128xf32>
        %168 = vector.shape_cast %165 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %168 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %169 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %170 = vector.load %arg15[%169, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %171 = vector.shape_cast %170 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %172 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %173 = arith.mulf %155, %172 : vector<128x128xf32>
        %174 = arith.truncf %153 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %175 = tpu.matmul %174, %171, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %176 = arith.addf %173, %175 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %177 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %178 = vector.shape_cast %177 : vector<128x128xf32> to vector<128x128xf32>
        %179 = vector.shape_cast %176 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %179 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %180 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %181 = vector.shape_cast %180 : vector<128x128xf32> to vector<128x128xf32>
        %182 = vector.shape_cast %148 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %182 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %183 = vector.extract_strided_slice %112 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %184 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %185 = tpu.memref_squeeze %184 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %186 = vector.load %185[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %187 = tpu.matmul %183, %186, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %188 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %189 = arith.mulf %187, %188 : vector<128x512xf32>
        %190 = vector.extract_strided_slice %123 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %191 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %192 = arith.select %190, %189, %191 : vector<128x512xi1>, vector<128x512xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %193 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %194 = vector.multi_reduction <maximumf>, %143, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %195 = vector.shape_cast %194 : vector<128xf32> to vector<128x1xf32>
        %196 = vector.broadcast %195 : vector<128x1xf32> to vector<128x128xf32>
        %197 = arith.maximumf %193, %196 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %198 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %199 = arith.maximumf %197, %198 : vector<128x128xf32>
        %200 = tpu.concatenate %199, %199, %199, %199 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %201 = arith.subf %143, %200 : vector<128x512xf32>
        %202 = math.exp2 %201 : vector<128x512xf32>
        %203 = arith.subf %193, %199 : vector<128x128xf32>
        %204 = math.exp2 %203 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %205 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %206 = arith.mulf %204, %205 : vector<128x128xf32>
        %207 = vector.extract_strided_slice %202 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %208 = vector.extract_strided_slice %202 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %209 = vector.extract_strided_slice %202 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %210 = vector.extract_strided_slice %202 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %211 = arith.addf %207, %208 : vector<128x128xf32>
        %212 = arith.addf %211, %209 : vector<128x128xf32>
        %213 = arith.addf %212, %210 : vector<128x128xf32>
        %214 = arith.addf %206, %213 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %215 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %216 = vector.shape_cast %215 : vector<128x128xf32> to vector<128x128xf32>
        %217 = vector.shape_cast %214 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c128, %c0], %217 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %218 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %219 = vector.load %arg15[%218, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %220 = vector.shape_cast %219 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %221 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %222 = arith.mulf %204, %221 : vector<128x128xf32>
        %223 = arith.truncf %202 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %224 = tpu.matmul %223, %220, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %225 = arith.addf %222, %224 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %226 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %227 = vector.shape_cast %226 : vector<128x128xf32> to vector<128x128xf32>
        %228 = vector.shape_cast %225 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c128, %c0], %228 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %229 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %230 = vector.shape_cast %229 : vector<128x128xf32> to vector<128x128xf32>
        %231 = vector.shape_cast %197 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c128, %c0], %231 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %232 = vector.extract_strided_slice %112 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %233 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %234 = tpu.memref_squeeze %233 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %235 = vector.load %234[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %236 = tpu.matmul %232, %235, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %237 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %238 = arith.mulf %236, %237 : vector<128x512xf32>
        %239 = vector.extract_strided_slice %123 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %240 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %241 = arith.select %239, %238, %240 : vector<128x512xi1>, vector<128x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %242 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %243 = vector.multi_reduction <maximumf>, %192, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %244 = vector.shape_cast %243 : vector<128xf32> to vector<128x1xf32>
        %245 = vector.broadcast %244 : vector<128x1xf32> to vector<128x128xf32>
        %246 = arith.maximumf %242, %245 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %247 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %248 = arith.maximumf %246, %247 : vector<128x128xf32>
        %249 = tpu.concatenate %248, %248, %248, %248 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %250 = arith.subf %192, %249 : vector<128x512xf32>
        %251 = math.exp2 %250 : vector<128x512xf32>
        %252 = arith.subf %242, %248 : vector<128x128xf32>
        %253 = math.exp2 %252 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %254 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %255 = arith.mulf %253, %254 : vector<128x128xf32>
        %256 = vector.extract_strided_slice %251 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %257 = vector.extract_strided_slice %251 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %258 = vector.extract_strided_slice %251 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %259 = vector.extract_strided_slice %251 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %260 = arith.addf %256, %257 : vector<128x128xf32>
        %261 = arith.addf %260, %258 : vector<128x128xf32>
        %262 = arith.addf %261, %259 : vector<128x128xf32>
        %263 = arith.addf %255, %262 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %264 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %265 = vector.shape_cast %264 : vector<128x128xf32> to vector<128x128xf32>
        %266 = vector.shape_cast %263 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c256, %c0], %266 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %267 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %268 = vector.load %arg15[%267, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %269 = vector.shape_cast %268 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %270 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %271 = arith.mulf %253, %270 : vector<128x128xf32>
        %272 = arith.truncf %251 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %273 = tpu.matmul %272, %269, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %274 = arith.addf %271, %273 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %275 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %276 = vector.shape_cast %275 : vector<128x128xf32> to vector<128x128xf32>
        %277 = vector.shape_cast %274 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c256, %c0], %277 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %278 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %279 = vector.shape_cast %278 : vector<128x128xf32> to vector<128x128xf32>
        %280 = vector.shape_cast %246 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c256, %c0], %280 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %281 = vector.extract_strided_slice %112 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %282 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %283 = tpu.memref_squeeze %282 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %284 = vector.load %283[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %285 = tpu.matmul %281, %284, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %286 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %287 = arith.mulf %285, %286 : vector<128x512xf32>
        %288 = vector.extract_strided_slice %123 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %289 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %290 = arith.select %288, %287, %289 : vector<128x512xi1>, vector<128x512xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %291 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %292 = vector.multi_reduction <maximumf>, %241, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %293 = vector.shape_cast %292 : vector<128xf32> to vector<128x1xf32>
        %294 = vector.broadcast %293 : vector<128x1xf32> to vector<128x128xf32>
        %295 = arith.maximumf %291, %294 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %296 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %297 = arith.maximumf %295, %296 : vector<128x128xf32>
        %298 = tpu.concatenate %297, %297, %297, %297 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %299 = arith.subf %241, %298 : vector<128x512xf32>
        %300 = math.exp2 %299 : vector<128x512xf32>
        %301 = arith.subf %291, %297 : vector<128x128xf32>
        %302 = math.exp2 %301 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %303 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %304 = arith.mulf %302, %303 : vector<128x128xf32>
        %305 = vector.extract_strided_slice %300 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %306 = vector.extract_strided_slice %300 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %307 = vector.extract_strided_slice %300 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %308 = vector.extract_strided_slice %300 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %309 = arith.addf %305, %306 : vector<128x128xf32>
        %310 = arith.addf %309, %307 : vector<128x128xf32>
        %311 = arith.addf %310, %308 : vector<128x128xf32>
        %312 = arith.addf %304, %311 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %313 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %314 = vector.shape_cast %313 : vector<128x128xf32> to vector<128x128xf32>
        %315 = vector.shape_cast %312 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c384, %c0], %315 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %316 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %317 = vector.load %arg15[%316, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %318 = vector.shape_cast %317 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %319 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %320 = arith.mulf %302, %319 : vector<128x128xf32>
        %321 = arith.truncf %300 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %322 = tpu.matmul %321, %318, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %323 = arith.addf %320, %322 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %324 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %325 = vector.shape_cast %324 : vector<128x128xf32> to vector<128x128xf32>
        %326 = vector.shape_cast %323 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c384, %c0], %326 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %327 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %328 = vector.shape_cast %327 : vector<128x128xf32> to vector<128x128xf32>
        %329 = vector.shape_cast %295 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c384, %c0], %329 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %330 = vector.extract_strided_slice %112 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %331 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %332 = tpu.memref_squeeze %331 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %333 = vector.load %332[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %334 = tpu.matmul %330, %333, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %335 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %336 = arith.mulf %334, %335 : vector<128x512xf32>
        %337 = vector.extract_strided_slice %123 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %338 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %339 = arith.select %337, %336, %338 : vector<128x512xi1>, vector<128x512xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %340 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %341 = vector.multi_reduction <maximumf>, %290, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %342 = vector.shape_cast %341 : vector<128xf32> to vector<128x1xf32>
        %343 = vector.broadcast %342 : vector<128x1xf32> to vector<128x128xf32>
        %344 = arith.maximumf %340, %343 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %345 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %346 = arith.maximumf %344, %345 : vector<128x128xf32>
        %347 = tpu.concatenate %346, %346, %346, %346 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %348 = arith.subf %290, %347 : vector<128x512xf32>
        %349 = math.exp2 %348 : vector<128x512xf32>
        %350 = arith.subf %340, %346 : vector<128x128xf32>
        %351 = math.exp2 %350 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %352 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %353 = arith.mulf %351, %352 : vector<128x128xf32>
        %354 = vector.extract_strided_slice %349 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %355 = vector.extract_strided_slice %349 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %356 = vector.extract_strided_slice %349 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %357 = vector.extract_strided_slice %349 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %358 = arith.addf %354, %355 : vector<128x128xf32>
        %359 = arith.addf %358, %356 : vector<128x128xf32>
        %360 = arith.addf %359, %357 : vector<128x128xf32>
        %361 = arith.addf %353, %360 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %362 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %363 = vector.shape_cast %362 : vector<128x128xf32> to vector<128x128xf32>
        %364 = vector.shape_cast %361 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c512, %c0], %364 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %365 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %366 = vector.load %arg15[%365, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %367 = vector.shape_cast %366 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %368 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %369 = arith.mulf %351, %368 : vector<128x128xf32>
        %370 = arith.truncf %349 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %371 = tpu.matmul %370, %367, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %372 = arith.addf %369, %371 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %373 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %374 = vector.shape_cast %373 : vector<128x128xf32> to vector<128x128xf32>
        %375 = vector.shape_cast %372 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c512, %c0], %375 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %376 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %377 = vector.shape_cast %376 : vector<128x128xf32> to vector<128x128xf32>
        %378 = vector.shape_cast %344 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c512, %c0], %378 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %379 = vector.extract_strided_slice %112 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %380 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %381 = tpu.memref_squeeze %380 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %382 = vector.load %381[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %383 = tpu.matmul %379, %382, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %384 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %385 = arith.mulf %383, %384 : vector<128x512xf32>
        %386 = vector.extract_strided_slice %123 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %387 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %388 = arith.select %386, %385, %387 : vector<128x512xi1>, vector<128x512xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %389 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %390 = vector.multi_reduction <maximumf>, %339, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %391 = vector.shape_cast %390 : vector<128xf32> to vector<128x1xf32>
        %392 = vector.broadcast %391 : vector<128x1xf32> to vector<128x128xf32>
        %393 = arith.maximumf %389, %392 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %394 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %395 = arith.maximumf %393, %394 : vector<128x128xf32>
        %396 = tpu.concatenate %395, %395, %395, %395 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %397 = arith.subf %339, %396 : vector<128x512xf32>
        %398 = math.exp2 %397 : vector<128x512xf32>
        %399 = arith.subf %389, %395 : vector<128x128xf32>
        %400 = math.exp2 %399 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %401 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %402 = arith.mulf %400, %401 : vector<128x128xf32>
        %403 = vector.extract_strided_slice %398 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %404 = vector.extract_strided_slice %398 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %405 = vector.extract_strided_slice %398 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %406 = vector.extract_strided_slice %398 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %407 = arith.addf %403, %404 : vector<128x128xf32>
        %408 = arith.addf %407, %405 : vector<128x128xf32>
        %409 = arith.addf %408, %406 : vector<128x128xf32>
        %410 = arith.addf %402, %409 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %411 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %412 = vector.shape_cast %411 : vector<128x128xf32> to vector<128x128xf32>
        %413 = vector.shape_cast %410 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c640, %c0], %413 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %414 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %415 = vector.load %arg15[%414, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %416 = vector.shape_cast %415 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %417 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %418 = arith.mulf %400, %417 : vector<128x128xf32>
        %419 = arith.truncf %398 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %420 = tpu.matmul %419, %416, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %421 = arith.addf %418, %420 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %422 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %423 = vector.shape_cast %422 : vector<128x128xf32> to vector<128x128xf32>
        %424 = vector.shape_cast %421 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c640, %c0], %424 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %425 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %426 = vector.shape_cast %425 : vector<128x128xf32> to vector<128x128xf32>
        %427 = vector.shape_cast %393 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c640, %c0], %427 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %428 = vector.extract_strided_slice %112 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %429 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %430 = tpu.memref_squeeze %429 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %431 = vector.load %430[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %432 = tpu.matmul %428, %431, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %433 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %434 = arith.mulf %432, %433 : vector<128x512xf32>
        %435 = vector.extract_strided_slice %123 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %436 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %437 = arith.select %435, %434, %436 : vector<128x512xi1>, vector<128x512xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %438 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %439 = vector.multi_reduction <maximumf>, %388, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %440 = vector.shape_cast %439 : vector<128xf32> to vector<128x1xf32>
        %441 = vector.broadcast %440 : vector<128x1xf32> to vector<128x128xf32>
        %442 = arith.maximumf %438, %441 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %443 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %444 = arith.maximumf %442, %443 : vector<128x128xf32>
        %445 = tpu.concatenate %444, %444, %444, %444 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %446 = arith.subf %388, %445 : vector<128x512xf32>
        %447 = math.exp2 %446 : vector<128x512xf32>
        %448 = arith.subf %438, %444 : vector<128x128xf32>
        %449 = math.exp2 %448 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %450 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %451 = arith.mulf %449, %450 : vector<128x128xf32>
        %452 = vector.extract_strided_slice %447 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %453 = vector.extract_strided_slice %447 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %454 = vector.extract_strided_slice %447 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %455 = vector.extract_strided_slice %447 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %456 = arith.addf %452, %453 : vector<128x128xf32>
        %457 = arith.addf %456, %454 : vector<128x128xf32>
        %458 = arith.addf %457, %455 : vector<128x128xf32>
        %459 = arith.addf %451, %458 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %460 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %461 = vector.shape_cast %460 : vector<128x128xf32> to vector<128x128xf32>
        %462 = vector.shape_cast %459 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c768, %c0], %462 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %463 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %464 = vector.load %arg15[%463, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %465 = vector.shape_cast %464 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %466 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %467 = arith.mulf %449, %466 : vector<128x128xf32>
        %468 = arith.truncf %447 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %469 = tpu.matmul %468, %465, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %470 = arith.addf %467, %469 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %471 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %472 = vector.shape_cast %471 : vector<128x128xf32> to vector<128x128xf32>
        %473 = vector.shape_cast %470 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c768, %c0], %473 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %474 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %475 = vector.shape_cast %474 : vector<128x128xf32> to vector<128x128xf32>
        %476 = vector.shape_cast %442 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c768, %c0], %476 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %477 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %478 = vector.multi_reduction <maximumf>, %437, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %479 = vector.shape_cast %478 : vector<128xf32> to vector<128x1xf32>
        %480 = vector.broadcast %479 : vector<128x1xf32> to vector<128x128xf32>
        %481 = arith.maximumf %477, %480 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %482 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %483 = arith.maximumf %481, %482 : vector<128x128xf32>
        %484 = tpu.concatenate %483, %483, %483, %483 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %485 = arith.subf %437, %484 : vector<128x512xf32>
        %486 = math.exp2 %485 : vector<128x512xf32>
        %487 = arith.subf %477, %483 : vector<128x128xf32>
        %488 = math.exp2 %487 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %489 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %490 = arith.mulf %488, %489 : vector<128x128xf32>
        %491 = vector.extract_strided_slice %486 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %492 = vector.extract_strided_slice %486 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %493 = vector.extract_strided_slice %486 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %494 = vector.extract_strided_slice %486 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %495 = arith.addf %491, %492 : vector<128x128xf32>
        %496 = arith.addf %495, %493 : vector<128x128xf32>
        %497 = arith.addf %496, %494 : vector<128x128xf32>
        %498 = arith.addf %490, %497 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %499 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %500 = vector.shape_cast %499 : vector<128x128xf32> to vector<128x128xf32>
        %501 = vector.shape_cast %498 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c896, %c0], %501 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %502 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %503 = vector.load %arg15[%502, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %504 = vector.shape_cast %503 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %505 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %506 = arith.mulf %488, %505 : vector<128x128xf32>
        %507 = arith.truncf %486 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %508 = tpu.matmul %507, %504, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %509 = arith.addf %506, %508 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %510 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %511 = vector.shape_cast %510 : vector<128x128xf32> to vector<128x128xf32>
        %512 = vector.shape_cast %509 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c896, %c0], %512 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %513 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %514 = vector.shape_cast %513 : vector<128x128xf32> to vector<128x128xf32>
        %515 = vector.shape_cast %481 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c896, %c0], %515 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %516 = arith.addi %arg20, %c1_i32 : i32
        %c126_i32 = arith.constant 126 : i32
        %517 = arith.minsi %arg19, %c126_i32 : i32
        %518 = arith.index_cast %517 : i32 to index
        %519 = memref.load %arg4[%518] : memref<127xi8, #tpu.memory_space<smem>>
        %520 = arith.extsi %519 : i8 to i32
        %521 = arith.cmpi sge, %516, %520 : i32
        %c1_i32 = arith.constant 1 : i32
        %522 = arith.addi %arg19, %c1_i32 : i32
        %523 = arith.select %521, %522, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %524 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %525 = arith.select %521, %c0_i32, %524 : i32
        %526 = arith.cmpi slt, %523, %23 : i32
        %527 = arith.extui %526 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %528 = arith.cmpi ne, %527, %c0_i32 : i32
        scf.if %528 {
          %c0_i32 = arith.constant 0 : i32
          %529 = arith.addi %3, %c0_i32 : i32
          %530 = arith.index_cast %523 : i32 to index
          %531 = memref.load %arg3[%530] : memref<127xi8, #tpu.memory_space<smem>>
          %532 = arith.extsi %531 : i8 to i32
          %533 = arith.addi %532, %525 : i32
          %c2_i32 = arith.constant 2 : i32
          %534 = arith.divsi %529, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %535 = arith.muli %533, %c512_i32 : i32
          %536 = tpu.assume_multiple %535, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %537 = arith.divsi %529, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %538 = arith.muli %533, %c512_i32 : i32
          %539 = tpu.assume_multiple %538, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %540 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %541 = tpu.memref_squeeze %540 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %542 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %543 = tpu.memref_squeeze %542 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %544 = tpu.memref_slice %arg7[%534, %536, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %545 = tpu.memref_squeeze %544 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%545 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%543 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%541 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %546 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %547 = tpu.memref_squeeze %546 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %548 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %549 = tpu.memref_squeeze %548 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %550 = tpu.memref_slice %arg8[%537, %539, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %551 = tpu.memref_squeeze %550 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%551 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%549 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%547 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %523, %525 : i32, i32
      }
      scf.yield %arg19, %arg20, %86#0, %86#1, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x56bed9 = arith.constant dense<0.000000e+00> : vector<1024xf32>
    %42 = vector.multi_reduction <add>, %41, %cst_x56bed9 [1] : vector<1024x128xf32> to vector<1024xf32>
    %43 = vector.shape_cast %42 : vector<1024xf32> to vector<1024x1xf32>
    %44 = vector.shape_cast %43 : vector<1024x1xf32> to vector<1024x1xf32>
    %45 = vector.broadcast %44 : vector<1024x1xf32> to vector<1024x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %46 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %47 = arith.cmpf ogt, %45, %46 : vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %49 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %50 = arith.select %47, %45, %49 : vector<1024x128xi1>, vector<1024x128xf32>
    %51 = tpu.reciprocal %50 : vector<1024x128xf32> -> vector<1024x128xf32>
    %52 = arith.mulf %48, %51 : vector<1024x128xf32>
    %53 = arith.truncf %52 : vector<1024x128xf32> to vector<1024x128xbf16>
    %54 = vector.shape_cast %53 : vector<1024x128xbf16> to vector<2x512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %55 = vector.load %arg9[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %54 {strides = array<i32>} : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %56 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %57 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %58 = arith.select %47, %45, %57 : vector<1024x128xi1>, vector<1024x128xf32>
    %59 = math.log %58 : vector<1024x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %60 = math.log %cst_x481f63 : f32
    %61 = vector.broadcast %60 : f32 to vector<1024x128xf32>
    %62 = arith.divf %59, %61 : vector<1024x128xf32>
    %63 = arith.addf %56, %62 : vector<1024x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %64 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x128xf32>
    %65 = arith.divf %63, %64 : vector<1024x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %66 = vector.broadcast %cst_xbef082 : f32 to vector<1024x128xf32>
    %67 = arith.select %47, %65, %66 : vector<1024x128xi1>, vector<1024x128xf32>
    %68 = vector.extract_strided_slice %67 {offsets = [0, 0], sizes = [512, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<512x128xf32>
    %69 = tpu.transpose %68, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %70 = vector.extract_strided_slice %69 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %71 = vector.load %arg10[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %72 = vector.shape_cast %71 : vector<1x1x512xf32> to vector<1x512xf32>
    %73 = vector.shape_cast %70 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %73 {strides = array<i32>} : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    %74 = vector.extract_strided_slice %67 {offsets = [512, 0], sizes = [512, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<512x128xf32>
    %75 = tpu.transpose %74, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %76 = vector.extract_strided_slice %75 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %77 = vector.load %arg10[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %78 = vector.shape_cast %77 : vector<1x1x512xf32> to vector<1x512xf32>
    %79 = vector.shape_cast %76 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c1, %c0, %c0], %79 {strides = array<i32>} : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %6 = arith.remsi %5, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %6 = arith.remsi %5, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %6 = arith.remsi %5, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %c0_i32, %6 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:01f13784426376f00e6befb1cfe2f3ff35313bb60e6b6ee96ef43ef99efd63f2
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<32x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<32x32768x128xbf16, #tpu.memory_space<any>>, %arg10: memref<32x1x32768xf32, #tpu.memory_space<any>>, %arg11: memref<32x1x32768xf32, #tpu.memory_space<any>>, %arg12: memref<32x32768x128xf32, #tpu.memory_space<any>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<32x32768x128xf32, #tpu.memory_space<any>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg17: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg18: memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, %arg19: memref<3x2x512x128xbf16, #tpu.memory_space<vmem>>, %arg20: memref<3x2x512x128xbf16, #tpu.memory_space<vmem>>, %arg21: memref<3x2x1x512xf32, #tpu.memory_space<vmem>>, %arg22: memref<3x2x1x512xf32, #tpu.memory_space<vmem>>, %arg23: memref<3x2x512x128xf32, #tpu.memory_space<vmem>>, %arg24: memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 64>, scalar_prefetch = 4 : i64, scratch_operands = 9 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}, {}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.remsi %0, %c64_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %5 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %6 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %7 = vector.shape_cast %6 : vector<512x128xf32> to vector<512x128xf32>
    %8 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg16[%c0, %c0], %8 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %9 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %10 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %11 = vector.shape_cast %10 : vector<512x128xf32> to vector<512x128xf32>
    %12 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg17[%c0, %c0], %12 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %13 = arith.index_cast %arg1 : i32 to index
    %14 = memref.load %arg2[%13] : memref<65xi8, #tpu.memory_space<smem>>
    %15 = arith.extsi %14 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %16 = arith.addi %arg1, %c1_i32 : i32
    %17 = arith.index_cast %16 : i32 to index
    %18 = memref.load %arg2[%17] : memref<65xi8, #tpu.memory_space<smem>>
    %19 = arith.extsi %18 : i8 to i32
    %20 = arith.cmpi slt, %15, %19 : i32
    %21 = arith.extui %20 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32 : i32
    scf.if %22 {
      %c0_i32 = arith.constant 0 : i32
      %50 = arith.addi %3, %c0_i32 : i32
      %51 = arith.index_cast %15 : i32 to index
      %52 = memref.load %arg3[%51] : memref<127xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %54 = arith.addi %53, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %55 = arith.muli %54, %c512_i32 : i32
      %56 = tpu.assume_multiple %55, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %54, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %59 = arith.muli %54, %c512_i32 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.muli %54, %c512_i32 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %63 = arith.muli %54, %c512_i32 : i32
      %64 = tpu.assume_multiple %63, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg24[%c0_i32, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg8[%50, %56, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%68 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %70 = tpu.memref_slice %arg24[%c0_i32, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg9[%50, %58, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%74 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%73 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %75 = tpu.memref_slice %arg24[%c0_i32, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg21[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
      %78 = tpu.memref_squeeze %77 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg10[%50, %c0_i32, %60] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%79 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%78 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %80 = tpu.memref_slice %arg24[%c0_i32, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg22[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
      %83 = tpu.memref_squeeze %82 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg11[%50, %c0_i32, %62] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%84 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%83 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c4_i32 = arith.constant 4 : i32
      %85 = tpu.memref_slice %arg24[%c0_i32, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %86 = tpu.memref_squeeze %85 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg23[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
      %88 = tpu.memref_squeeze %87 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg15[%50, %64, %c0_i32] : memref<32x32768x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%89 : memref<2x512x128xf32, #tpu.memory_space<any>>) target(%88 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%86 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %23 = arith.addi %c0_i32, %c1_i32 : i32
    %c126_i32 = arith.constant 126 : i32
    %24 = arith.minsi %15, %c126_i32 : i32
    %25 = arith.index_cast %24 : i32 to index
    %26 = memref.load %arg4[%25] : memref<127xi8, #tpu.memory_space<smem>>
    %27 = arith.extsi %26 : i8 to i32
    %28 = arith.cmpi sge, %23, %27 : i32
    %c1_i32 = arith.constant 1 : i32
    %29 = arith.addi %15, %c1_i32 : i32
    %30 = arith.select %28, %29, %15 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %31 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %32 = arith.select %28, %c0_i32, %31 : i32
    %33 = arith.cmpi slt, %30, %19 : i32
    %34 = arith.extui %33 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32 : i32
    scf.if %35 {
      %c0_i32 = arith.constant 0 : i32
      %50 = arith.addi %3, %c0_i32 : i32
      %51 = arith.index_cast %30 : i32 to index
      %52 = memref.load %arg3[%51] : memref<127xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %54 = arith.addi %53, %32 : i32
      %c512_i32 = arith.constant 512 : i32
      %55 = arith.muli %54, %c512_i32 : i32
      %56 = tpu.assume_multiple %55, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %54, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %59 = arith.muli %54, %c512_i32 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.muli %54, %c512_i32 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %63 = arith.muli %54, %c512_i32 : i32
      %64 = tpu.assume_multiple %63, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg24[%c1_i32, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg19[%c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg8[%50, %56, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%68 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %70 = tpu.memref_slice %arg24[%c1_i32, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg20[%c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg9[%50, %58, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%74 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%73 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %75 = tpu.memref_slice %arg24[%c1_i32, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg21[%c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
      %78 = tpu.memref_squeeze %77 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg10[%50, %c0_i32, %60] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%79 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%78 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %80 = tpu.memref_slice %arg24[%c1_i32, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg22[%c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
      %83 = tpu.memref_squeeze %82 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg11[%50, %c0_i32, %62] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%84 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%83 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c4_i32 = arith.constant 4 : i32
      %85 = tpu.memref_slice %arg24[%c1_i32, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %86 = tpu.memref_squeeze %85 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg23[%c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
      %88 = tpu.memref_squeeze %87 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg15[%50, %64, %c0_i32] : memref<32x32768x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%89 : memref<2x512x128xf32, #tpu.memory_space<any>>) target(%88 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%86 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %36:7 = scf.while (%arg25 = %15, %arg26 = %c0_i32, %arg27 = %30, %arg28 = %32, %arg29 = %c0_i32, %arg30 = %c1_i32, %arg31 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %50 = arith.cmpi slt, %arg25, %19 : i32
      scf.condition(%50) %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg25: i32, %arg26: i32, %arg27: i32, %arg28: i32, %arg29: i32, %arg30: i32, %arg31: i32):
      %50 = arith.index_cast %arg25 : i32 to index
      %51 = memref.load %arg5[%50] : memref<127xi8, #tpu.memory_space<smem>>
      %52 = arith.extsi %51 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %53 = arith.cmpi eq, %52, %c2_i32 : i32
      %54 = arith.extui %53 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %55 = arith.cmpi ne, %54, %c0_i32 : i32
      %56:2 = scf.if %55 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %57 = arith.muli %c0_i32, %c512_i32 : i32
        %58 = tpu.assume_multiple %57, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %61 = arith.muli %c0_i32, %c512_i32 : i32
        %62 = tpu.assume_multiple %61, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %63 = arith.muli %c0_i32, %c512_i32 : i32
        %64 = tpu.assume_multiple %63, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %65 = arith.muli %c0_i32, %c512_i32 : i32
        %66 = tpu.assume_multiple %65, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg24[%arg29, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg19[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %70 = tpu.memref_squeeze %69 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg8[%c0_i32, %58, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<2x512x128xbf16, #tpu.memory_space<any>>) dst(%70 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %72 = tpu.memref_slice %arg24[%arg29, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg20[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %75 = tpu.memref_squeeze %74 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %76 = tpu.memref_slice %arg9[%c0_i32, %60, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%76 : memref<2x512x128xbf16, #tpu.memory_space<any>>) dst(%75 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %77 = tpu.memref_slice %arg24[%arg29, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %79 = tpu.memref_slice %arg21[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %80 = tpu.memref_squeeze %79 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg10[%c0_i32, %c0_i32, %62] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%81 : memref<2x1x512xf32, #tpu.memory_space<any>>) dst(%80 : memref<2x1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %82 = tpu.memref_slice %arg24[%arg29, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %84 = tpu.memref_slice %arg22[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %85 = tpu.memref_squeeze %84 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %64] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%86 : memref<2x1x512xf32, #tpu.memory_space<any>>) dst(%85 : memref<2x1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %87 = tpu.memref_slice %arg24[%arg29, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %88 = tpu.memref_squeeze %87 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %89 = tpu.memref_slice %arg23[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %90 = tpu.memref_squeeze %89 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg15[%c0_i32, %66, %c0_i32] : memref<32x32768x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%88 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%91 : memref<2x512x128xf32, #tpu.memory_space<any>>) dst(%90 : memref<2x512x128xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %92 = arith.addi %3, %c0_i32 : i32
        %93 = arith.index_cast %arg25 : i32 to index
        %94 = memref.load %arg3[%93] : memref<127xi8, #tpu.memory_space<smem>>
        %95 = arith.extsi %94 : i8 to i32
        %96 = arith.addi %95, %arg26 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg19[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %98 = tpu.memref_squeeze %97 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %98[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %100 = vector.shape_cast %99 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg20[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %102 = tpu.memref_squeeze %101 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %102[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %104 = vector.shape_cast %103 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %106 = vector.shape_cast %105 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %107 = tpu.matmul %106, %100, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %108 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x1024xf32>
        %109 = arith.mulf %107, %108 : vector<512x1024xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %110 = tpu.memref_slice %arg21[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %111 = tpu.memref_squeeze %110 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %111[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %113 = vector.shape_cast %112 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg21[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %115 = tpu.memref_squeeze %114 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %115[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %117 = vector.shape_cast %116 : vector<1x1x512xf32> to vector<1x512xf32>
        %118 = tpu.concatenate %113, %117 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %119 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x1024xf32>
        %120 = arith.mulf %118, %119 : vector<1x1024xf32>
        %121 = vector.broadcast %120 : vector<1x1024xf32> to vector<512x1024xf32>
        %122 = arith.subf %109, %121 : vector<512x1024xf32>
        %123 = math.exp2 %122 : vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %125 = arith.truncf %123 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %126 = tpu.matmul %125, %104, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %127 = arith.addf %124, %126 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %129 = vector.shape_cast %128 : vector<512x128xf32> to vector<512x128xf32>
        %130 = vector.shape_cast %127 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg17[%c0, %c0], %130 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %132 = vector.shape_cast %131 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %133 = tpu.matmul %132, %104, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %134 = tpu.memref_slice %arg22[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %135 = tpu.memref_squeeze %134 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %135[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %137 = vector.shape_cast %136 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %138 = tpu.memref_slice %arg22[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %139 = tpu.memref_squeeze %138 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %139[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %141 = vector.shape_cast %140 : vector<1x1x512xf32> to vector<1x512xf32>
        %142 = tpu.concatenate %137, %141 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %143 = vector.broadcast %142 : vector<1x1024xf32> to vector<512x1024xf32>
        %144 = arith.subf %133, %143 : vector<512x1024xf32>
        %145 = arith.mulf %123, %144 : vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %147 = arith.truncf %145 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %148 = tpu.matmul %147, %100, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %149 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %150 = arith.mulf %148, %149 : vector<512x128xf32>
        %151 = arith.addf %146, %150 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %152 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %153 = vector.shape_cast %152 : vector<512x128xf32> to vector<512x128xf32>
        %154 = vector.shape_cast %151 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg16[%c0, %c0], %154 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %155 = tpu.memref_slice %arg23[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %156 = tpu.memref_squeeze %155 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %156[%c0, %c0, %c0] : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %158 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %159 = vector.shape_cast %158 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %160 = arith.truncf %145 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %161 = tpu.matmul %160, %159, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<512x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %162 = vector.broadcast %cst_xf22304 : f32 to vector<1024x128xf32>
        %163 = arith.mulf %161, %162 : vector<1024x128xf32>
        %164 = vector.shape_cast %163 : vector<1024x128xf32> to vector<2x512x128xf32>
        %165 = arith.addf %157, %164 : vector<2x512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %166 = tpu.memref_slice %arg23[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %167 = tpu.memref_squeeze %166 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %168 = vector.load %167[%c0, %c0, %c0] : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>
        %169 = vector.shape_cast %168 : vector<2x512x128xf32> to vector<2x512x128xf32>
        %170 = vector.shape_cast %165 : vector<2x512x128xf32> to vector<2x512x128xf32>
        tpu.vector_store %167[%c0, %c0, %c0], %170 {strides = array<i32>} : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %171 = arith.addi %arg28, %c1_i32 : i32
        %c126_i32 = arith.constant 126 : i32
        %172 = arith.minsi %arg27, %c126_i32 : i32
        %173 = arith.index_cast %172 : i32 to index
        %174 = memref.load %arg4[%173] : memref<127xi8, #tpu.memory_space<smem>>
        %175 = arith.extsi %174 : i8 to i32
        %176 = arith.cmpi sge, %171, %175 : i32
        %c1_i32 = arith.constant 1 : i32
        %177 = arith.addi %arg27, %c1_i32 : i32
        %178 = arith.select %176, %177, %arg27 : i32
        %c1_i32 = arith.constant 1 : i32
        %179 = arith.addi %arg28, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %180 = arith.select %176, %c0_i32, %179 : i32
        %c512_i32 = arith.constant 512 : i32
        %181 = arith.muli %96, %c512_i32 : i32
        %182 = tpu.assume_multiple %181, 512 : i32
        %183 = tpu.memref_slice %arg18[%arg29] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %184 = tpu.memref_squeeze %183 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %185 = tpu.memref_slice %arg15[%92, %182, %c0_i32] : memref<32x32768x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %186 = tpu.memref_slice %arg23[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %187 = tpu.memref_squeeze %186 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%187 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target(%185 : memref<2x512x128xf32, #tpu.memory_space<any>>) target_semaphore(%184 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %188 = arith.cmpi ne, %arg25, %15 : i32
        %c0_i32 = arith.constant 0 : i32
        %189 = arith.cmpi ne, %arg26, %c0_i32 : i32
        %190 = arith.ori %188, %189 : i1
        %191 = arith.extui %190 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %192 = arith.cmpi ne, %191, %c0_i32 : i32
        scf.if %192 {
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %196 = arith.muli %c0_i32, %c512_i32 : i32
          %197 = tpu.assume_multiple %196, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %198 = tpu.memref_slice %arg18[%arg31] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %199 = tpu.memref_squeeze %198 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %200 = tpu.memref_slice %arg15[%c0_i32, %197, %c0_i32] : memref<32x32768x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %201 = tpu.memref_slice %arg23[%arg31, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
          %202 = tpu.memref_squeeze %201 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%199 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%202 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) dst(%200 : memref<2x512x128xf32, #tpu.memory_space<any>>)
        } else {
        }
        %193 = arith.cmpi slt, %178, %19 : i32
        %194 = arith.extui %193 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %195 = arith.cmpi ne, %194, %c0_i32 : i32
        scf.if %195 {
          %c0_i32 = arith.constant 0 : i32
          %196 = arith.addi %3, %c0_i32 : i32
          %197 = arith.index_cast %178 : i32 to index
          %198 = memref.load %arg3[%197] : memref<127xi8, #tpu.memory_space<smem>>
          %199 = arith.extsi %198 : i8 to i32
          %200 = arith.addi %199, %180 : i32
          %c512_i32 = arith.constant 512 : i32
          %201 = arith.muli %200, %c512_i32 : i32
          %202 = tpu.assume_multiple %201, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %203 = arith.muli %200, %c512_i32 : i32
          %204 = tpu.assume_multiple %203, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %205 = arith.muli %200, %c512_i32 : i32
          %206 = tpu.assume_multiple %205, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %207 = arith.muli %200, %c512_i32 : i32
          %208 = tpu.assume_multiple %207, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %209 = arith.muli %200, %c512_i32 : i32
          %210 = tpu.assume_multiple %209, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %211 = tpu.memref_slice %arg24[%arg31, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %212 = tpu.memref_squeeze %211 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %213 = tpu.memref_slice %arg19[%arg31, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
          %214 = tpu.memref_squeeze %213 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %215 = tpu.memref_slice %arg8[%196, %202, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%215 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%214 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%212 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %216 = tpu.memref_slice %arg24[%arg31, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %217 = tpu.memref_squeeze %216 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %218 = tpu.memref_slice %arg20[%arg31, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
          %219 = tpu.memref_squeeze %218 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %220 = tpu.memref_slice %arg9[%196, %204, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%220 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%219 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%217 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %221 = tpu.memref_slice %arg24[%arg31, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %222 = tpu.memref_squeeze %221 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %223 = tpu.memref_slice %arg21[%arg31, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
          %224 = tpu.memref_squeeze %223 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %225 = tpu.memref_slice %arg10[%196, %c0_i32, %206] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%225 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%224 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%222 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %226 = tpu.memref_slice %arg24[%arg31, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %227 = tpu.memref_squeeze %226 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %228 = tpu.memref_slice %arg22[%arg31, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
          %229 = tpu.memref_squeeze %228 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %230 = tpu.memref_slice %arg11[%196, %c0_i32, %208] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%230 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%229 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%227 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c4_i32 = arith.constant 4 : i32
          %231 = tpu.memref_slice %arg24[%arg31, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %232 = tpu.memref_squeeze %231 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %233 = tpu.memref_slice %arg23[%arg31, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
          %234 = tpu.memref_squeeze %233 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %235 = tpu.memref_slice %arg15[%196, %210, %c0_i32] : memref<32x32768x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%235 : memref<2x512x128xf32, #tpu.memory_space<any>>) target(%234 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%232 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %178, %180 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %57 = arith.muli %c0_i32, %c512_i32 : i32
        %58 = tpu.assume_multiple %57, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %61 = arith.muli %c0_i32, %c512_i32 : i32
        %62 = tpu.assume_multiple %61, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %63 = arith.muli %c0_i32, %c512_i32 : i32
        %64 = tpu.assume_multiple %63, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %65 = arith.muli %c0_i32, %c512_i32 : i32
        %66 = tpu.assume_multiple %65, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg24[%arg29, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg19[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %70 = tpu.memref_squeeze %69 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg8[%c0_i32, %58, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<2x512x128xbf16, #tpu.memory_space<any>>) dst(%70 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %72 = tpu.memref_slice %arg24[%arg29, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg20[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %75 = tpu.memref_squeeze %74 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %76 = tpu.memref_slice %arg9[%c0_i32, %60, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%76 : memref<2x512x128xbf16, #tpu.memory_space<any>>) dst(%75 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %77 = tpu.memref_slice %arg24[%arg29, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %79 = tpu.memref_slice %arg21[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %80 = tpu.memref_squeeze %79 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg10[%c0_i32, %c0_i32, %62] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%81 : memref<2x1x512xf32, #tpu.memory_space<any>>) dst(%80 : memref<2x1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %82 = tpu.memref_slice %arg24[%arg29, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %84 = tpu.memref_slice %arg22[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %85 = tpu.memref_squeeze %84 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %64] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%86 : memref<2x1x512xf32, #tpu.memory_space<any>>) dst(%85 : memref<2x1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %87 = tpu.memref_slice %arg24[%arg29, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %88 = tpu.memref_squeeze %87 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %89 = tpu.memref_slice %arg23[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %90 = tpu.memref_squeeze %89 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg15[%c0_i32, %66, %c0_i32] : memref<32x32768x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%88 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%91 : memref<2x512x128xf32, #tpu.memory_space<any>>) dst(%90 : memref<2x512x128xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %92 = arith.addi %3, %c0_i32 : i32
        %93 = arith.index_cast %arg25 : i32 to index
        %94 = memref.load %arg3[%93] : memref<127xi8, #tpu.memory_space<smem>>
        %95 = arith.extsi %94 : i8 to i32
        %96 = arith.addi %95, %arg26 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg19[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %98 = tpu.memref_squeeze %97 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %98[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %100 = vector.shape_cast %99 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg20[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %102 = tpu.memref_squeeze %101 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %102[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %104 = vector.shape_cast %103 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %106 = vector.shape_cast %105 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %107 = tpu.matmul %106, %100, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %108 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x1024xf32>
        %109 = arith.mulf %107, %108 : vector<512x1024xf32>
        %c512_i32 = arith.constant 512 : i32
        %110 = arith.muli %96, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %111 = arith.muli %4, %c512_i32 : i32
        %112 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %113 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %114 = arith.subi %111, %110 : i32
        %115 = vector.broadcast %113 : vector<512x1xi32> to vector<512x512xi32>
        %116 = vector.broadcast %112 : vector<1x512xi32> to vector<512x512xi32>
        %117 = arith.subi %115, %116 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %118 = arith.subi %c0_i32, %114 : i32
        %119 = vector.broadcast %118 : i32 to vector<512x512xi32>
        %120 = arith.cmpi sle, %117, %119 : vector<512x512xi32>
        %121 = tpu.concatenate %120, %120 in 1 : vector<512x512xi1>, vector<512x512xi1> -> vector<512x1024xi1>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %122 = tpu.memref_slice %arg21[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %123 = tpu.memref_squeeze %122 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %123[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %125 = vector.shape_cast %124 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %126 = tpu.memref_slice %arg21[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %127 = tpu.memref_squeeze %126 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %127[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %129 = vector.shape_cast %128 : vector<1x1x512xf32> to vector<1x512xf32>
        %130 = tpu.concatenate %125, %129 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %131 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x1024xf32>
        %132 = arith.mulf %130, %131 : vector<1x1024xf32>
        %133 = vector.broadcast %132 : vector<1x1024xf32> to vector<512x1024xf32>
        %134 = arith.subf %109, %133 : vector<512x1024xf32>
        %135 = math.exp2 %134 : vector<512x1024xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %136 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x1024xf32>
        %137 = arith.select %121, %135, %136 : vector<512x1024xi1>, vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %139 = arith.truncf %137 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %140 = tpu.matmul %139, %104, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %141 = arith.addf %138, %140 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %143 = vector.shape_cast %142 : vector<512x128xf32> to vector<512x128xf32>
        %144 = vector.shape_cast %141 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg17[%c0, %c0], %144 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %145 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %146 = vector.shape_cast %145 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %147 = tpu.matmul %146, %104, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %148 = tpu.memref_slice %arg22[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %149 = tpu.memref_squeeze %148 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %150 = vector.load %149[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %151 = vector.shape_cast %150 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %152 = tpu.memref_slice %arg22[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %153 = tpu.memref_squeeze %152 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %154 = vector.load %153[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %155 = vector.shape_cast %154 : vector<1x1x512xf32> to vector<1x512xf32>
        %156 = tpu.concatenate %151, %155 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %157 = vector.broadcast %156 : vector<1x1024xf32> to vector<512x1024xf32>
        %158 = arith.subf %147, %157 : vector<512x1024xf32>
        %159 = arith.mulf %137, %158 : vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %161 = arith.truncf %159 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %162 = tpu.matmul %161, %100, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %163 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %164 = arith.mulf %162, %163 : vector<512x128xf32>
        %165 = arith.addf %160, %164 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %166 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %167 = vector.shape_cast %166 : vector<512x128xf32> to vector<512x128xf32>
        %168 = vector.shape_cast %165 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg16[%c0, %c0], %168 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %169 = tpu.memref_slice %arg23[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %170 = tpu.memref_squeeze %169 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %171 = vector.load %170[%c0, %c0, %c0] : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %172 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %173 = vector.shape_cast %172 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %174 = arith.truncf %159 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %175 = tpu.matmul %174, %173, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<512x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %176 = vector.broadcast %cst_xf22304 : f32 to vector<1024x128xf32>
        %177 = arith.mulf %175, %176 : vector<1024x128xf32>
        %178 = vector.shape_cast %177 : vector<1024x128xf32> to vector<2x512x128xf32>
        %179 = arith.addf %171, %178 : vector<2x512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %180 = tpu.memref_slice %arg23[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %181 = tpu.memref_squeeze %180 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %182 = vector.load %181[%c0, %c0, %c0] : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>
        %183 = vector.shape_cast %182 : vector<2x512x128xf32> to vector<2x512x128xf32>
        %184 = vector.shape_cast %179 : vector<2x512x128xf32> to vector<2x512x128xf32>
        tpu.vector_store %181[%c0, %c0, %c0], %184 {strides = array<i32>} : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %185 = arith.addi %arg28, %c1_i32 : i32
        %c126_i32 = arith.constant 126 : i32
        %186 = arith.minsi %arg27, %c126_i32 : i32
        %187 = arith.index_cast %186 : i32 to index
        %188 = memref.load %arg4[%187] : memref<127xi8, #tpu.memory_space<smem>>
        %189 = arith.extsi %188 : i8 to i32
        %190 = arith.cmpi sge, %185, %189 : i32
        %c1_i32 = arith.constant 1 : i32
        %191 = arith.addi %arg27, %c1_i32 : i32
        %192 = arith.select %190, %191, %arg27 : i32
        %c1_i32 = arith.constant 1 : i32
        %193 = arith.addi %arg28, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %194 = arith.select %190, %c0_i32, %193 : i32
        %c512_i32 = arith.constant 512 : i32
        %195 = arith.muli %96, %c512_i32 : i32
        %196 = tpu.assume_multiple %195, 512 : i32
        %197 = tpu.memref_slice %arg18[%arg29] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %198 = tpu.memref_squeeze %197 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %199 = tpu.memref_slice %arg15[%92, %196, %c0_i32] : memref<32x32768x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %200 = tpu.memref_slice %arg23[%arg29, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %201 = tpu.memref_squeeze %200 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%201 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target(%199 : memref<2x512x128xf32, #tpu.memory_space<any>>) target_semaphore(%198 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %202 = arith.cmpi ne, %arg25, %15 : i32
        %c0_i32 = arith.constant 0 : i32
        %203 = arith.cmpi ne, %arg26, %c0_i32 : i32
        %204 = arith.ori %202, %203 : i1
        %205 = arith.extui %204 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %206 = arith.cmpi ne, %205, %c0_i32 : i32
        scf.if %206 {
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %210 = arith.muli %c0_i32, %c512_i32 : i32
          %211 = tpu.assume_multiple %210, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %212 = tpu.memref_slice %arg18[%arg31] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %213 = tpu.memref_squeeze %212 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %214 = tpu.memref_slice %arg15[%c0_i32, %211, %c0_i32] : memref<32x32768x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %215 = tpu.memref_slice %arg23[%arg31, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
          %216 = tpu.memref_squeeze %215 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%213 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%216 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) dst(%214 : memref<2x512x128xf32, #tpu.memory_space<any>>)
        } else {
        }
        %207 = arith.cmpi slt, %192, %19 : i32
        %208 = arith.extui %207 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %209 = arith.cmpi ne, %208, %c0_i32 : i32
        scf.if %209 {
          %c0_i32 = arith.constant 0 : i32
          %210 = arith.addi %3, %c0_i32 : i32
          %211 = arith.index_cast %192 : i32 to index
          %212 = memref.load %arg3[%211] : memref<127xi8, #tpu.memory_space<smem>>
          %213 = arith.extsi %212 : i8 to i32
          %214 = arith.addi %213, %194 : i32
          %c512_i32 = arith.constant 512 : i32
          %215 = arith.muli %214, %c512_i32 : i32
          %216 = tpu.assume_multiple %215, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %217 = arith.muli %214, %c512_i32 : i32
          %218 = tpu.assume_multiple %217, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %219 = arith.muli %214, %c512_i32 : i32
          %220 = tpu.assume_multiple %219, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %221 = arith.muli %214, %c512_i32 : i32
          %222 = tpu.assume_multiple %221, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %223 = arith.muli %214, %c512_i32 : i32
          %224 = tpu.assume_multiple %223, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %225 = tpu.memref_slice %arg24[%arg31, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %226 = tpu.memref_squeeze %225 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %227 = tpu.memref_slice %arg19[%arg31, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
          %228 = tpu.memref_squeeze %227 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %229 = tpu.memref_slice %arg8[%210, %216, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%229 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%228 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%226 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %230 = tpu.memref_slice %arg24[%arg31, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %231 = tpu.memref_squeeze %230 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %232 = tpu.memref_slice %arg20[%arg31, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
          %233 = tpu.memref_squeeze %232 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %234 = tpu.memref_slice %arg9[%210, %218, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%234 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%233 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%231 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %235 = tpu.memref_slice %arg24[%arg31, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %236 = tpu.memref_squeeze %235 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %237 = tpu.memref_slice %arg21[%arg31, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
          %238 = tpu.memref_squeeze %237 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %239 = tpu.memref_slice %arg10[%210, %c0_i32, %220] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%239 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%238 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%236 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %240 = tpu.memref_slice %arg24[%arg31, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %241 = tpu.memref_squeeze %240 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %242 = tpu.memref_slice %arg22[%arg31, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
          %243 = tpu.memref_squeeze %242 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %244 = tpu.memref_slice %arg11[%210, %c0_i32, %222] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%244 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%243 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%241 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c4_i32 = arith.constant 4 : i32
          %245 = tpu.memref_slice %arg24[%arg31, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %246 = tpu.memref_squeeze %245 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %247 = tpu.memref_slice %arg23[%arg31, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
          %248 = tpu.memref_squeeze %247 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %249 = tpu.memref_slice %arg15[%210, %224, %c0_i32] : memref<32x32768x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%249 : memref<2x512x128xf32, #tpu.memory_space<any>>) target(%248 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%246 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %192, %194 : i32, i32
      }
      scf.yield %arg27, %arg28, %56#0, %56#1, %arg30, %arg31, %arg29 : i32, i32, i32, i32, i32, i32, i32
    }
    %37 = arith.cmpi sgt, %19, %15 : i32
    %38 = arith.extui %37 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %39 = arith.cmpi ne, %38, %c0_i32 : i32
    scf.if %39 {
      %c0_i32 = arith.constant 0 : i32
      %c512_i32 = arith.constant 512 : i32
      %50 = arith.muli %c0_i32, %c512_i32 : i32
      %51 = tpu.assume_multiple %50, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg18[%36#6] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %53 = tpu.memref_squeeze %52 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg15[%c0_i32, %51, %c0_i32] : memref<32x32768x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg23[%36#6, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
      tpu.wait_dma2 semaphore(%53 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) dst(%54 : memref<2x512x128xf32, #tpu.memory_space<any>>)
    } else {
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %40 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %41 = arith.truncf %40 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %42 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %43 = vector.shape_cast %42 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %44 = vector.shape_cast %41 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg13[%c0, %c0, %c0], %44 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %45 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %46 = arith.truncf %45 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %47 = vector.load %arg14[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %48 = vector.shape_cast %47 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %49 = vector.shape_cast %46 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg14[%c0, %c0, %c0], %49 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %6 = arith.remsi %5, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %6 = arith.remsi %5, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %6 = arith.remsi %5, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %6 = arith.remsi %5, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
}
