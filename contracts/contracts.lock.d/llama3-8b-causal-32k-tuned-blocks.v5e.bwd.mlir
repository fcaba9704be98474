module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65xi8>, %arg1: tensor<126xi8>, %arg2: tensor<126xi8>, %arg3: tensor<126xi8>, %arg4: tensor<65xi8>, %arg5: tensor<126xi8>, %arg6: tensor<126xi8>, %arg7: tensor<126xi8>, %arg8: tensor<65xi8>, %arg9: tensor<127xi8>, %arg10: tensor<127xi8>, %arg11: tensor<127xi8>, %arg12: tensor<32x32768x128xbf16>, %arg13: tensor<8x32768x128xbf16>, %arg14: tensor<8x32768x128xbf16>) -> (tensor<32x32768x128xbf16> {jax.result_info = "result[0]"}, tensor<32x32768x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x32768x128xbf16>, tensor<i32>) -> tensor<32x32768x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:034867a04ed7a6503d2caae50e517d151779c8271a7c38d3027654d18f22e6cc\22, \22cost_estimate\22: {\22bytes_accessed\22: 9395240960, \22flops\22: 9070970929152, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<126xi8>, tensor<126xi8>, tensor<126xi8>, tensor<32x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> (tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x32768x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x32768x128xf32>, tensor<f32>) -> tensor<32x32768xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x32768xf32>) -> tensor<32x1x32768xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg8, %arg9, %arg10, %arg11, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:55d8d124e9ace27635ade19c26f0399d2a0b2d89c3de3248a7e1511f2350911b\22, \22cost_estimate\22: {\22bytes_accessed\22: 5167382528, \22flops\22: 13400297963520, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17448304640}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<127xi8>, tensor<127xi8>, tensor<127xi8>, tensor<32x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>, tensor<32x1x32768xf32>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:a95d6cca7178d1db3ca5c1ef515020b5576b14367ae7f11129d5955490a258fa\22, \22cost_estimate\22: {\22bytes_accessed\22: 17985175552, \22flops\22: 18141941858304, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<126xi8>, tensor<126xi8>, tensor<126xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>, tensor<32x1x32768xf32>) -> (tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>)
    %11 = call @_pad_1(%10#1) : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    %12 = call @_pad_1(%10#0) : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    %13 = call @_pad_2(%9) : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    return %3#0, %13, %12, %11 : tensor<32x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<32x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<32x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x32768x128xbf16>, tensor<bf16>) -> tensor<32x32768x128xbf16>
    return %1 : tensor<32x32768x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<8x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x128xbf16>, tensor<bf16>) -> tensor<8x32768x128xbf16>
    return %1 : tensor<8x32768x128xbf16>
  }
  func.func private @_pad_1(%arg0: tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x128xbf16>, tensor<bf16>) -> tensor<8x32768x128xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:32768, 0:128] : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    return %1 : tensor<8x32768x128xbf16>
  }
  func.func private @_pad_2(%arg0: tensor<32x32768x128xbf16>) -> tensor<32x32768x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x32768x128xbf16>, tensor<bf16>) -> tensor<32x32768x128xbf16>
    %1 = stablehlo.slice %0 [0:32, 0:32768, 0:128] : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    return %1 : tensor<32x32768x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:034867a04ed7a6503d2caae50e517d151779c8271a7c38d3027654d18f22e6cc
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<126xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>, %arg6: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 64>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 2, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 2, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 2, 1, 512>}]} {
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
      %82 = memref.load %arg3[%81] : memref<126xi8, #tpu.memory_space<smem>>
      %83 = arith.extsi %82 : i8 to i32
      %84 = arith.addi %83, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %85 = arith.divsi %80, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %86 = arith.muli %84, %c1024_i32 : i32
      %87 = tpu.assume_multiple %86, 1024 : i32
      %c4_i32 = arith.constant 4 : i32
      %88 = arith.divsi %80, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %89 = arith.muli %84, %c1024_i32 : i32
      %90 = tpu.assume_multiple %89, 1024 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %91 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %92 = tpu.memref_squeeze %91 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %94 = tpu.memref_squeeze %93 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg7[%85, %87, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %96 = tpu.memref_squeeze %95 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%96 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%94 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%92 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %97 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %98 = tpu.memref_squeeze %97 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %99 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %100 = tpu.memref_squeeze %99 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %101 = tpu.memref_slice %arg8[%88, %90, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %102 = tpu.memref_squeeze %101 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%102 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%100 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%98 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %27 = arith.addi %c0_i32, %c1_i32 : i32
    %c125_i32 = arith.constant 125 : i32
    %28 = arith.minsi %19, %c125_i32 : i32
    %29 = arith.index_cast %28 : i32 to index
    %30 = memref.load %arg4[%29] : memref<126xi8, #tpu.memory_space<smem>>
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
      %82 = memref.load %arg3[%81] : memref<126xi8, #tpu.memory_space<smem>>
      %83 = arith.extsi %82 : i8 to i32
      %84 = arith.addi %83, %36 : i32
      %c4_i32 = arith.constant 4 : i32
      %85 = arith.divsi %80, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %86 = arith.muli %84, %c1024_i32 : i32
      %87 = tpu.assume_multiple %86, 1024 : i32
      %c4_i32 = arith.constant 4 : i32
      %88 = arith.divsi %80, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %89 = arith.muli %84, %c1024_i32 : i32
      %90 = tpu.assume_multiple %89, 1024 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %91 = tpu.memref_slice %arg16[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %92 = tpu.memref_squeeze %91 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %94 = tpu.memref_squeeze %93 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg7[%85, %87, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %96 = tpu.memref_squeeze %95 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%96 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%94 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%92 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %97 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %98 = tpu.memref_squeeze %97 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %99 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %100 = tpu.memref_squeeze %99 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %101 = tpu.memref_slice %arg8[%88, %90, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %102 = tpu.memref_squeeze %101 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%102 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%100 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%98 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %81 = memref.load %arg5[%80] : memref<126xi8, #tpu.memory_space<smem>>
      %82 = arith.extsi %81 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %83 = arith.cmpi eq, %82, %c2_i32 : i32
      %84 = arith.extui %83 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %85 = arith.cmpi ne, %84, %c0_i32 : i32
      %86:2 = scf.if %85 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %87 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %88 = arith.muli %c0_i32, %c1024_i32 : i32
        %89 = tpu.assume_multiple %88, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %90 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %91 = arith.muli %c0_i32, %c1024_i32 : i32
        %92 = tpu.assume_multiple %91, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %95 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %96 = tpu.memref_squeeze %95 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg7[%87, %89, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %98 = tpu.memref_squeeze %97 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%98 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%96 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %99 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %100 = tpu.memref_squeeze %99 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %102 = tpu.memref_squeeze %101 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %103 = tpu.memref_slice %arg8[%90, %92, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %104 = tpu.memref_squeeze %103 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%100 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%104 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%102 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %105 = arith.addi %3, %c0_i32 : i32
        %106 = arith.index_cast %arg17 : i32 to index
        %107 = memref.load %arg3[%106] : memref<126xi8, #tpu.memory_space<smem>>
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
        %114 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %115 = tpu.memref_squeeze %114 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %115[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
        %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
        %117 = tpu.matmul %113, %116, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %118 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
        %119 = arith.mulf %117, %118 : vector<128x1024xf32>
        %120 = vector.extract_strided_slice %112 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %121 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %122 = tpu.memref_squeeze %121 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %122[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
        %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
        %124 = tpu.matmul %120, %123, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %125 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
        %126 = arith.mulf %124, %125 : vector<128x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %128 = vector.multi_reduction <maximumf>, %119, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
        %129 = vector.shape_cast %128 : vector<128xf32> to vector<128x1xf32>
        %130 = vector.broadcast %129 : vector<128x1xf32> to vector<128x128xf32>
        %131 = arith.maximumf %127, %130 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %132 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %133 = arith.maximumf %131, %132 : vector<128x128xf32>
        %134 = tpu.concatenate %133, %133, %133, %133, %133, %133, %133, %133 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
        %135 = arith.subf %119, %134 : vector<128x1024xf32>
        %136 = math.exp2 %135 : vector<128x1024xf32>
        %137 = arith.subf %127, %133 : vector<128x128xf32>
        %138 = math.exp2 %137 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %140 = arith.mulf %138, %139 : vector<128x128xf32>
        %141 = vector.extract_strided_slice %136 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %142 = vector.extract_strided_slice %136 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %143 = vector.extract_strided_slice %136 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %144 = vector.extract_strided_slice %136 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %145 = vector.extract_strided_slice %136 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %146 = vector.extract_strided_slice %136 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %147 = vector.extract_strided_slice %136 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %148 = vector.extract_strided_slice %136 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %149 = arith.addf %141, %142 : vector<128x128xf32>
        %150 = arith.addf %149, %143 : vector<128x128xf32>
        %151 = arith.addf %150, %144 : vector<128x128xf32>
        %152 = arith.addf %151, %145 : vector<128x128xf32>
        %153 = arith.addf %152, %146 : vector<128x128xf32>
        %154 = arith.addf %153, %147 : vector<128x128xf32>
        %155 = arith.addf %154, %148 : vector<128x128xf32>
        %156 = arith.addf %140, %155 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %158 = vector.shape_cast %157 : vector<128x128xf32> to vector<128x128xf32>
        %159 = vector.shape_cast %156 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %159 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %160 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %161 = vector.load %arg15[%160, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %162 = vector.shape_cast %161 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %164 = arith.mulf %138, %163 : vector<128x128xf32>
        %165 = arith.truncf %136 : vector<128x1024xf32> to vector<128x1024xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %166 = tpu.matmul %165, %162, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %167 = arith.addf %164, %166 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %168 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %169 = vector.shape_cast %168 : vector<128x128xf32> to vector<128x128xf32>
        %170 = vector.shape_cast %167 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %170 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %171 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %172 = vector.shape_cast %171 : vector<128x128xf32> to vector<128x128xf32>
        %173 = vector.shape_cast %131 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %173 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %174 = vector.extract_strided_slice %112 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %175 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %176 = tpu.memref_squeeze %175 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %177 = vector.load %176[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
        %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
        %178 = tpu.matmul %174, %177, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %179 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
        %180 = arith.mulf %178, %179 : vector<128x1024xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %181 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %182 = vector.multi_reduction <maximumf>, %126, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
        %183 = vector.shape_cast %182 : vector<128xf32> to vector<128x1xf32>
        %184 = vector.broadcast %183 : vector<128x1xf32> to vector<128x128xf32>
        %185 = arith.maximumf %181, %184 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %186 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %187 = arith.maximumf %185, %186 : vector<128x128xf32>
        %188 = tpu.concatenate %187, %187, %187, %187, %187, %187, %187, %187 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
        %189 = arith.subf %126, %188 : vector<128x1024xf32>
        %190 = math.exp2 %189 : vector<128x1024xf32>
        %191 = arith.subf %181, %187 : vector<128x128xf32>
        %192 = math.exp2 %191 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %193 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %194 = arith.mulf %192, %193 : vector<128x128xf32>
        %195 = vector.extract_strided_slice %190 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %196 = vector.extract_strided_slice %190 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %197 = vector.extract_strided_slice %190 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %198 = vector.extract_strided_slice %190 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %199 = vector.extract_strided_slice %190 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %200 = vector.extract_strided_slice %190 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %201 = vector.extract_strided_slice %190 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %202 = vector.extract_strided_slice %190 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %203 = arith.addf %195, %196 : vector<128x128xf32>
        %204 = arith.addf %203, %197 : vector<128x128xf32>
        %205 = arith.addf %204, %198 : vector<128x128xf32>
        %206 = arith.addf %205, %199 : vector<128x128xf32>
        %207 = arith.addf %206, %200 : vector<128x128xf32>
        %208 = arith.addf %207, %201 : vector<128x128xf32>
        %209 = arith.addf %208, %202 : vector<128x128xf32>
        %210 = arith.addf %194, %209 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %211 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %212 = vector.shape_cast %211 : vector<128x128xf32> to vector<128x128xf32>
        %213 = vector.shape_cast %210 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c128, %c0], %213 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %214 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %215 = vector.load %arg15[%214, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %216 = vector.shape_cast %215 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %217 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %218 = arith.mulf %192, %217 : vector<128x128xf32>
        %219 = arith.truncf %190 : vector<128x1024xf32> to vector<128x1024xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %220 = tpu.matmul %219, %216, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %221 = arith.addf %218, %220 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %222 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %223 = vector.shape_cast %222 : vector<128x128xf32> to vector<128x128xf32>
        %224 = vector.shape_cast %221 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c128, %c0], %224 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %225 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %226 = vector.shape_cast %225 : vector<128x128xf32> to vector<128x128xf32>
        %227 = vector.shape_cast %185 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c128, %c0], %227 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %228 = vector.extract_strided_slice %112 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %229 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %230 = tpu.memref_squeeze %229 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %231 = vector.load %230[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
        %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
        %232 = tpu.matmul %228, %231, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %233 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
        %234 = arith.mulf %232, %233 : vector<128x1024xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %235 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %236 = vector.multi_reduction <maximumf>, %180, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
        %237 = vector.shape_cast %236 : vector<128xf32> to vector<128x1xf32>
        %238 = vector.broadcast %237 : vector<128x1xf32> to vector<128x128xf32>
        %239 = arith.maximumf %235, %238 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %240 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %241 = arith.maximumf %239, %240 : vector<128x128xf32>
        %242 = tpu.concatenate %241, %241, %241, %241, %241, %241, %241, %241 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
        %243 = arith.subf %180, %242 : vector<128x1024xf32>
        %244 = math.exp2 %243 : vector<128x1024xf32>
        %245 = arith.subf %235, %241 : vector<128x128xf32>
        %246 = math.exp2 %245 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %247 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %248 = arith.mulf %246, %247 : vector<128x128xf32>
        %249 = vector.extract_strided_slice %244 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %250 = vector.extract_strided_slice %244 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %251 = vector.extract_strided_slice %244 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %252 = vector.extract_strided_slice %244 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %253 = vector.extract_strided_slice %244 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %254 = vector.extract_strided_slice %244 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %255 = vector.extract_strided_slice %244 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %256 = vector.extract_strided_slice %244 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %257 = arith.addf %249, %250 : vector<128x128xf32>
        %258 = arith.addf %257, %251 : vector<128x128xf32>
        %259 = arith.addf %258, %252 : vector<128x128xf32>
        %260 = arith.addf %259, %253 : vector<128x128xf32>
        %261 = arith.addf %260, %254 : vector<128x128xf32>
        %262 = arith.addf %261, %255 : vector<128x128xf32>
        %263 = arith.addf %262, %256 : vector<128x128xf32>
        %264 = arith.addf %248, %263 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %265 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %266 = vector.shape_cast %265 : vector<128x128xf32> to vector<128x128xf32>
        %267 = vector.shape_cast %264 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c256, %c0], %267 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %268 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %269 = vector.load %arg15[%268, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %270 = vector.shape_cast %269 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %271 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %272 = arith.mulf %246, %271 : vector<128x128xf32>
        %273 = arith.truncf %244 : vector<128x1024xf32> to vector<128x1024xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %274 = tpu.matmul %273, %270, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %275 = arith.addf %272, %274 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %276 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %277 = vector.shape_cast %276 : vector<128x128xf32> to vector<128x128xf32>
        %278 = vector.shape_cast %275 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c256, %c0], %278 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %279 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %280 = vector.shape_cast %279 : vector<128x128xf32> to vector<128x128xf32>
        %281 = vector.shape_cast %239 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c256, %c0], %281 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %282 = vector.extract_strided_slice %112 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %283 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %284 = tpu.memref_squeeze %283 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %285 = vector.load %284[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
        %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
        %286 = tpu.matmul %282, %285, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %287 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
        %288 = arith.mulf %286, %287 : vector<128x1024xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %289 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %290 = vector.multi_reduction <maximumf>, %234, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
        %291 = vector.shape_cast %290 : vector<128xf32> to vector<128x1xf32>
        %292 = vector.broadcast %291 : vector<128x1xf32> to vector<128x128xf32>
        %293 = arith.maximumf %289, %292 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %294 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %295 = arith.maximumf %293, %294 : vector<128x128xf32>
        %296 = tpu.concatenate %295, %295, %295, %295, %295, %295, %295, %295 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
        %297 = arith.subf %234, %296 : vector<128x1024xf32>
        %298 = math.exp2 %297 : vector<128x1024xf32>
        %299 = arith.subf %289, %295 : vector<128x128xf32>
        %300 = math.exp2 %299 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %301 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %302 = arith.mulf %300, %301 : vector<128x128xf32>
        %303 = vector.extract_strided_slice %298 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %304 = vector.extract_strided_slice %298 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %305 = vector.extract_strided_slice %298 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %306 = vector.extract_strided_slice %298 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %307 = vector.extract_strided_slice %298 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %308 = vector.extract_strided_slice %298 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %309 = vector.extract_strided_slice %298 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %310 = vector.extract_strided_slice %298 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %311 = arith.addf %303, %304 : vector<128x128xf32>
        %312 = arith.addf %311, %305 : vector<128x128xf32>
        %313 = arith.addf %312, %306 : vector<128x128xf32>
        %314 = arith.addf %313, %307 : vector<128x128xf32>
        %315 = arith.addf %314, %308 : vector<128x128xf32>
        %316 = arith.addf %315, %309 : vector<128x128xf32>
        %317 = arith.addf %316, %310 : vector<128x128xf32>
        %318 = arith.addf %302, %317 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %319 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %320 = vector.shape_cast %319 : vector<128x128xf32> to vector<128x128xf32>
        %321 = vector.shape_cast %318 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c384, %c0], %321 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %322 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %323 = vector.load %arg15[%322, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %324 = vector.shape_cast %323 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %325 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %326 = arith.mulf %300, %325 : vector<128x128xf32>
        %327 = arith.truncf %298 : vector<128x1024xf32> to vector<128x1024xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %328 = tpu.matmul %327, %324, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %329 = arith.addf %326, %328 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %330 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %331 = vector.shape_cast %330 : vector<128x128xf32> to vector<128x128xf32>
        %332 = vector.shape_cast %329 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c384, %c0], %332 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %333 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %334 = vector.shape_cast %333 : vector<128x128xf32> to vector<128x128xf32>
        %335 = vector.shape_cast %293 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c384, %c0], %335 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %336 = vector.extract_strided_slice %112 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %337 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %338 = tpu.memref_squeeze %337 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %339 = vector.load %338[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
        %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
        %340 = tpu.matmul %336, %339, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %341 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
        %342 = arith.mulf %340, %341 : vector<128x1024xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %343 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %344 = vector.multi_reduction <maximumf>, %288, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
        %345 = vector.shape_cast %344 : vector<128xf32> to vector<128x1xf32>
        %346 = vector.broadcast %345 : vector<128x1xf32> to vector<128x128xf32>
        %347 = arith.maximumf %343, %346 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %348 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %349 = arith.maximumf %347, %348 : vector<128x128xf32>
        %350 = tpu.concatenate %349, %349, %349, %349, %349, %349, %349, %349 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
        %351 = arith.subf %288, %350 : vector<128x1024xf32>
        %352 = math.exp2 %351 : vector<128x1024xf32>
        %353 = arith.subf %343, %349 : vector<128x128xf32>
        %354 = math.exp2 %353 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %355 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %356 = arith.mulf %354, %355 : vector<128x128xf32>
        %357 = vector.extract_strided_slice %352 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %358 = vector.extract_strided_slice %352 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %359 = vector.extract_strided_slice %352 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %360 = vector.extract_strided_slice %352 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %361 = vector.extract_strided_slice %352 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %362 = vector.extract_strided_slice %352 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %363 = vector.extract_strided_slice %352 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %364 = vector.extract_strided_slice %352 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %365 = arith.addf %357, %358 : vector<128x128xf32>
        %366 = arith.addf %365, %359 : vector<128x128xf32>
        %367 = arith.addf %366, %360 : vector<128x128xf32>
        %368 = arith.addf %367, %361 : vector<128x128xf32>
        %369 = arith.addf %368, %362 : vector<128x128xf32>
        %370 = arith.addf %369, %363 : vector<128x128xf32>
        %371 = arith.addf %370, %364 : vector<128x128xf32>
        %372 = arith.addf %356, %371 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %373 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %374 = vector.shape_cast %373 : vector<128x128xf32> to vector<128x128xf32>
        %375 = vector.shape_cast %372 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c512, %c0], %375 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %376 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %377 = vector.load %arg15[%376, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %378 = vector.shape_cast %377 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %379 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %380 = arith.mulf %354, %379 : vector<128x128xf32>
        %381 = arith.truncf %352 : vector<128x1024xf32> to vector<128x1024xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %382 = tpu.matmul %381, %378, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %383 = arith.addf %380, %382 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %384 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %385 = vector.shape_cast %384 : vector<128x128xf32> to vector<128x128xf32>
        %386 = vector.shape_cast %383 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c512, %c0], %386 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %387 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %388 = vector.shape_cast %387 : vector<128x128xf32> to vector<128x128xf32>
        %389 = vector.shape_cast %347 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c512, %c0], %389 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %390 = vector.extract_strided_slice %112 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %391 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %392 = tpu.memref_squeeze %391 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %393 = vector.load %392[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
        %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
        %394 = tpu.matmul %390, %393, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %395 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
        %396 = arith.mulf %394, %395 : vector<128x1024xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %397 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %398 = vector.multi_reduction <maximumf>, %342, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
        %399 = vector.shape_cast %398 : vector<128xf32> to vector<128x1xf32>
        %400 = vector.broadcast %399 : vector<128x1xf32> to vector<128x128xf32>
        %401 = arith.maximumf %397, %400 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %402 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %403 = arith.maximumf %401, %402 : vector<128x128xf32>
        %404 = tpu.concatenate %403, %403, %403, %403, %403, %403, %403, %403 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
        %405 = arith.subf %342, %404 : vector<128x1024xf32>
        %406 = math.exp2 %405 : vector<128x1024xf32>
        %407 = arith.subf %397, %403 : vector<128x128xf32>
        %408 = math.exp2 %407 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %409 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %410 = arith.mulf %408, %409 : vector<128x128xf32>
        %411 = vector.extract_strided_slice %406 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %412 = vector.extract_strided_slice %406 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %413 = vector.extract_strided_slice %406 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %414 = vector.extract_strided_slice %406 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %415 = vector.extract_strided_slice %406 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %416 = vector.extract_strided_slice %406 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %417 = vector.extract_strided_slice %406 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %418 = vector.extract_strided_slice %406 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %419 = arith.addf %411, %412 : vector<128x128xf32>
        %420 = arith.addf %419, %413 : vector<128x128xf32>
        %421 = arith.addf %420, %414 : vector<128x128xf32>
        %422 = arith.addf %421, %415 : vector<128x128xf32>
        %423 = arith.addf %422, %416 : vector<128x128xf32>
        %424 = arith.addf %423, %417 : vector<128x128xf32>
        %425 = arith.addf %424, %418 : vector<128x128xf32>
        %426 = arith.addf %410, %425 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %427 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %428 = vector.shape_cast %427 : vector<128x128xf32> to vector<128x128xf32>
        %429 = vector.shape_cast %426 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c640, %c0], %429 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %430 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %431 = vector.load %arg15[%430, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %432 = vector.shape_cast %431 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %433 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %434 = arith.mulf %408, %433 : vector<128x128xf32>
        %435 = arith.truncf %406 : vector<128x1024xf32> to vector<128x1024xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %436 = tpu.matmul %435, %432, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %437 = arith.addf %434, %436 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %438 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %439 = vector.shape_cast %438 : vector<128x128xf32> to vector<128x128xf32>
        %440 = vector.shape_cast %437 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c640, %c0], %440 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %441 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %442 = vector.shape_cast %441 : vector<128x128xf32> to vector<128x128xf32>
        %443 = vector.shape_cast %401 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c640, %c0], %443 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %444 = vector.extract_strided_slice %112 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %445 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %446 = tpu.memref_squeeze %445 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %447 = vector.load %446[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
        %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
        %448 = tpu.matmul %444, %447, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %449 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
        %450 = arith.mulf %448, %449 : vector<128x1024xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %451 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %452 = vector.multi_reduction <maximumf>, %396, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
        %453 = vector.shape_cast %452 : vector<128xf32> to vector<128x1xf32>
        %454 = vector.broadcast %453 : vector<128x1xf32> to vector<128x128xf32>
        %455 = arith.maximumf %451, %454 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %456 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %457 = arith.maximumf %455, %456 : vector<128x128xf32>
        %458 = tpu.concatenate %457, %457, %457, %457, %457, %457, %457, %457 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
        %459 = arith.subf %396, %458 : vector<128x1024xf32>
        %460 = math.exp2 %459 : vector<128x1024xf32>
        %461 = arith.subf %451, %457 : vector<128x128xf32>
        %462 = math.exp2 %461 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %463 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %464 = arith.mulf %462, %463 : vector<128x128xf32>
        %465 = vector.extract_strided_slice %460 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %466 = vector.extract_strided_slice %460 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %467 = vector.extract_strided_slice %460 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %468 = vector.extract_strided_slice %460 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %469 = vector.extract_strided_slice %460 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %470 = vector.extract_strided_slice %460 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %471 = vector.extract_strided_slice %460 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %472 = vector.extract_strided_slice %460 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %473 = arith.addf %465, %466 : vector<128x128xf32>
        %474 = arith.addf %473, %467 : vector<128x128xf32>
        %475 = arith.addf %474, %468 : vector<128x128xf32>
        %476 = arith.addf %475, %469 : vector<128x128xf32>
        %477 = arith.addf %476, %470 : vector<128x128xf32>
        %478 = arith.addf %477, %471 : vector<128x128xf32>
        %479 = arith.addf %478, %472 : vector<128x128xf32>
        %480 = arith.addf %464, %479 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %481 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %482 = vector.shape_cast %481 : vector<128x128xf32> to vector<128x128xf32>
        %483 = vector.shape_cast %480 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c768, %c0], %483 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %484 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %485 = vector.load %arg15[%484, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %486 = vector.shape_cast %485 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %487 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %488 = arith.mulf %462, %487 : vector<128x128xf32>
        %489 = arith.truncf %460 : vector<128x1024xf32> to vector<128x1024xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %490 = tpu.matmul %489, %486, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %491 = arith.addf %488, %490 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %492 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %493 = vector.shape_cast %492 : vector<128x128xf32> to vector<128x128xf32>
        %494 = vector.shape_cast %491 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c768, %c0], %494 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %495 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %496 = vector.shape_cast %495 : vector<128x128xf32> to vector<128x128xf32>
        %497 = vector.shape_cast %455 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c768, %c0], %497 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %498 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %499 = vector.multi_reduction <maximumf>, %450, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
        %500 = vector.shape_cast %499 : vector<128xf32> to vector<128x1xf32>
        %501 = vector.broadcast %500 : vector<128x1xf32> to vector<128x128xf32>
        %502 = arith.maximumf %498, %501 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %503 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %504 = arith.maximumf %502, %503 : vector<128x128xf32>
        %505 = tpu.concatenate %504, %504, %504, %504, %504, %504, %504, %504 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
        %506 = arith.subf %450, %505 : vector<128x1024xf32>
        %507 = math.exp2 %506 : vector<128x1024xf32>
        %508 = arith.subf %498, %504 : vector<128x128xf32>
        %509 = math.exp2 %508 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %510 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %511 = arith.mulf %509, %510 : vector<128x128xf32>
        %512 = vector.extract_strided_slice %507 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %513 = vector.extract_strided_slice %507 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %514 = vector.extract_strided_slice %507 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %515 = vector.extract_strided_slice %507 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %516 = vector.extract_strided_slice %507 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %517 = vector.extract_strided_slice %507 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %518 = vector.extract_strided_slice %507 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %519 = vector.extract_strided_slice %507 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %520 = arith.addf %512, %513 : vector<128x128xf32>
        %521 = arith.addf %520, %514 : vector<128x128xf32>
        %522 = arith.addf %521, %515 : vector<128x128xf32>
        %523 = arith.addf %522, %516 : vector<128x128xf32>
        %524 = arith.addf %523, %517 : vector<128x128xf32>
        %525 = arith.addf %524, %518 : vector<128x128xf32>
        %526 = arith.addf %525, %519 : vector<128x128xf32>
        %527 = arith.addf %511, %526 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %528 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %529 = vector.shape_cast %528 : vector<128x128xf32> to vector<128x128xf32>
        %530 = vector.shape_cast %527 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c896, %c0], %530 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %531 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %532 = vector.load %arg15[%531, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %533 = vector.shape_cast %532 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %534 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %535 = arith.mulf %509, %534 : vector<128x128xf32>
        %536 = arith.truncf %507 : vector<128x1024xf32> to vector<128x1024xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %537 = tpu.matmul %536, %533, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %538 = arith.addf %535, %537 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %539 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %540 = vector.shape_cast %539 : vector<128x128xf32> to vector<128x128xf32>
        %541 = vector.shape_cast %538 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c896, %c0], %541 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %542 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %543 = vector.shape_cast %542 : vector<128x128xf32> to vector<128x128xf32>
        %544 = vector.shape_cast %502 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c896, %c0], %544 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %545 = arith.addi %arg20, %c1_i32 : i32
        %c125_i32 = arith.constant 125 : i32
        %546 = arith.minsi %arg19, %c125_i32 : i32
        %547 = arith.index_cast %546 : i32 to index
        %548 = memref.load %arg4[%547] : memref<126xi8, #tpu.memory_space<smem>>
        %549 = arith.extsi %548 : i8 to i32
        %550 = arith.cmpi sge, %545, %549 : i32
        %c1_i32 = arith.constant 1 : i32
        %551 = arith.addi %arg19, %c1_i32 : i32
        %552 = arith.select %550, %551, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %553 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %554 = arith.select %550, %c0_i32, %553 : i32
        %555 = arith.cmpi slt, %552, %23 : i32
        %556 = arith.extui %555 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %557 = arith.cmpi ne, %556, %c0_i32 : i32
        scf.if %557 {
          %c0_i32 = arith.constant 0 : i32
          %558 = arith.addi %3, %c0_i32 : i32
          %559 = arith.index_cast %552 : i32 to index
          %560 = memref.load %arg3[%559] : memref<126xi8, #tpu.memory_space<smem>>
          %561 = arith.extsi %560 : i8 to i32
          %562 = arith.addi %561, %554 : i32
          %c4_i32 = arith.constant 4 : i32
          %563 = arith.divsi %558, %c4_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %564 = arith.muli %562, %c1024_i32 : i32
          %565 = tpu.assume_multiple %564, 1024 : i32
          %c4_i32 = arith.constant 4 : i32
          %566 = arith.divsi %558, %c4_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %567 = arith.muli %562, %c1024_i32 : i32
          %568 = tpu.assume_multiple %567, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %569 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %570 = tpu.memref_squeeze %569 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %571 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %572 = tpu.memref_squeeze %571 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %573 = tpu.memref_slice %arg7[%563, %565, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %574 = tpu.memref_squeeze %573 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%574 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%572 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%570 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %575 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %576 = tpu.memref_squeeze %575 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %577 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %578 = tpu.memref_squeeze %577 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %579 = tpu.memref_slice %arg8[%566, %568, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %580 = tpu.memref_squeeze %579 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%580 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%578 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%576 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %552, %554 : i32, i32
      } else {
        %c3_i32 = arith.constant 3 : i32
        %87 = arith.cmpi eq, %82, %c3_i32 : i32
        %88 = arith.extui %87 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %89 = arith.cmpi ne, %88, %c0_i32 : i32
        %90:2 = scf.if %89 -> (i32, i32) {
          %c0_i32 = arith.constant 0 : i32
          %c4_i32 = arith.constant 4 : i32
          %91 = arith.divsi %c0_i32, %c4_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %92 = arith.muli %c0_i32, %c1024_i32 : i32
          %93 = tpu.assume_multiple %92, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %c4_i32 = arith.constant 4 : i32
          %94 = arith.divsi %c0_i32, %c4_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %95 = arith.muli %c0_i32, %c1024_i32 : i32
          %96 = tpu.assume_multiple %95, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %97 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %98 = tpu.memref_squeeze %97 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %99 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %100 = tpu.memref_squeeze %99 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %101 = tpu.memref_slice %arg7[%91, %93, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %102 = tpu.memref_squeeze %101 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%98 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%102 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%100 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
          %c1_i32 = arith.constant 1 : i32
          %103 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %104 = tpu.memref_squeeze %103 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %105 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %106 = tpu.memref_squeeze %105 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %107 = tpu.memref_slice %arg8[%94, %96, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %108 = tpu.memref_squeeze %107 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%104 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%108 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%106 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %109 = arith.addi %3, %c0_i32 : i32
          %110 = arith.index_cast %arg17 : i32 to index
          %111 = memref.load %arg3[%110] : memref<126xi8, #tpu.memory_space<smem>>
          %112 = arith.extsi %111 : i8 to i32
          %113 = arith.addi %112, %arg18 : i32
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %114 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
          %115 = vector.shape_cast %114 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
          %116 = vector.shape_cast %115 : vector<2x512x128xbf16> to vector<1024x128xbf16>
          %117 = vector.extract_strided_slice %116 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %118 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %119 = tpu.memref_squeeze %118 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %120 = vector.load %119[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %121 = tpu.matmul %117, %120, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %122 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x128xf32>
          %123 = arith.mulf %121, %122 : vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %124 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %125 = arith.muli %113, %c1024_i32 : i32
          %126 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %127 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %128 = arith.subi %125, %124 : i32
          %129 = vector.broadcast %127 : vector<1x128xi32> to vector<128x128xi32>
          %130 = vector.broadcast %126 : vector<128x1xi32> to vector<128x128xi32>
          %131 = arith.subi %129, %130 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %132 = arith.subi %c0_i32, %128 : i32
          %133 = vector.broadcast %132 : i32 to vector<128x128xi32>
          %134 = arith.cmpi sle, %131, %133 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %135 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %136 = arith.select %134, %123, %135 : vector<128x128xi1>, vector<128x128xf32>
          %137 = vector.extract_strided_slice %116 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %138 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %139 = tpu.memref_squeeze %138 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %140 = vector.load %139[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<256x128xbf16>
          %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
          %141 = tpu.matmul %137, %140, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<256x128xbf16>, vector<128x256xf32> -> vector<128x256xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %142 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x256xf32>
          %143 = arith.mulf %141, %142 : vector<128x256xf32>
          %144 = vector.extract_strided_slice %143 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %145 = vector.extract_strided_slice %143 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %146 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %147 = arith.muli %113, %c1024_i32 : i32
          %c128_i32 = arith.constant 128 : i32
          %148 = arith.addi %146, %c128_i32 : i32
          %c128_i32 = arith.constant 128 : i32
          %149 = arith.addi %147, %c128_i32 : i32
          %150 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %151 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %152 = arith.subi %149, %148 : i32
          %153 = vector.broadcast %151 : vector<1x128xi32> to vector<128x128xi32>
          %154 = vector.broadcast %150 : vector<128x1xi32> to vector<128x128xi32>
          %155 = arith.subi %153, %154 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %156 = arith.subi %c0_i32, %152 : i32
          %157 = vector.broadcast %156 : i32 to vector<128x128xi32>
          %158 = arith.cmpi sle, %155, %157 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %159 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %160 = arith.select %158, %145, %159 : vector<128x128xi1>, vector<128x128xf32>
          %161 = tpu.concatenate %144, %160 in 1 : vector<128x128xf32>, vector<128x128xf32> -> vector<128x256xf32>
          %162 = vector.extract_strided_slice %116 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %163 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %164 = tpu.memref_squeeze %163 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %165 = vector.load %164[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<384x128xbf16>
          %cst_xf8d2ea = arith.constant dense<0.000000e+00> : vector<128x384xf32>
          %166 = tpu.matmul %162, %165, %cst_xf8d2ea {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<384x128xbf16>, vector<128x384xf32> -> vector<128x384xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %167 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x384xf32>
          %168 = arith.mulf %166, %167 : vector<128x384xf32>
          %169 = vector.extract_strided_slice %168 {offsets = [0, 0], sizes = [128, 256], strides = [1, 1]} : vector<128x384xf32> to vector<128x256xf32>
          %170 = vector.extract_strided_slice %168 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %171 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %172 = arith.muli %113, %c1024_i32 : i32
          %c256_i32 = arith.constant 256 : i32
          %173 = arith.addi %171, %c256_i32 : i32
          %c256_i32 = arith.constant 256 : i32
          %174 = arith.addi %172, %c256_i32 : i32
          %175 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %176 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %177 = arith.subi %174, %173 : i32
          %178 = vector.broadcast %176 : vector<1x128xi32> to vector<128x128xi32>
          %179 = vector.broadcast %175 : vector<128x1xi32> to vector<128x128xi32>
          %180 = arith.subi %178, %179 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %181 = arith.subi %c0_i32, %177 : i32
          %182 = vector.broadcast %181 : i32 to vector<128x128xi32>
          %183 = arith.cmpi sle, %180, %182 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %184 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %185 = arith.select %183, %170, %184 : vector<128x128xi1>, vector<128x128xf32>
          %186 = tpu.concatenate %169, %185 in 1 : vector<128x256xf32>, vector<128x128xf32> -> vector<128x384xf32>
          %187 = vector.extract_strided_slice %116 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %188 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %189 = tpu.memref_squeeze %188 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %190 = vector.load %189[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
          %191 = tpu.matmul %187, %190, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %192 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
          %193 = arith.mulf %191, %192 : vector<128x512xf32>
          %194 = vector.extract_strided_slice %193 {offsets = [0, 0], sizes = [128, 384], strides = [1, 1]} : vector<128x512xf32> to vector<128x384xf32>
          %195 = vector.extract_strided_slice %193 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %196 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %197 = arith.muli %113, %c1024_i32 : i32
          %c384_i32 = arith.constant 384 : i32
          %198 = arith.addi %196, %c384_i32 : i32
          %c384_i32 = arith.constant 384 : i32
          %199 = arith.addi %197, %c384_i32 : i32
          %200 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %201 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %202 = arith.subi %199, %198 : i32
          %203 = vector.broadcast %201 : vector<1x128xi32> to vector<128x128xi32>
          %204 = vector.broadcast %200 : vector<128x1xi32> to vector<128x128xi32>
          %205 = arith.subi %203, %204 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %206 = arith.subi %c0_i32, %202 : i32
          %207 = vector.broadcast %206 : i32 to vector<128x128xi32>
          %208 = arith.cmpi sle, %205, %207 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %209 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %210 = arith.select %208, %195, %209 : vector<128x128xi1>, vector<128x128xf32>
          %211 = tpu.concatenate %194, %210 in 1 : vector<128x384xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %212 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %213 = vector.multi_reduction <maximumf>, %136, %cst_x5413f7 [1] : vector<128x128xf32> to vector<128xf32>
          %214 = vector.shape_cast %213 : vector<128xf32> to vector<128x1xf32>
          %215 = vector.broadcast %214 : vector<128x1xf32> to vector<128x128xf32>
          %216 = arith.maximumf %212, %215 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %217 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %218 = arith.maximumf %216, %217 : vector<128x128xf32>
          %219 = arith.subf %136, %218 : vector<128x128xf32>
          %220 = math.exp2 %219 : vector<128x128xf32>
          %221 = arith.subf %212, %218 : vector<128x128xf32>
          %222 = math.exp2 %221 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %223 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %224 = arith.mulf %222, %223 : vector<128x128xf32>
          %225 = arith.addf %224, %220 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %226 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %227 = vector.shape_cast %226 : vector<128x128xf32> to vector<128x128xf32>
          %228 = vector.shape_cast %225 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c0, %c0], %228 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %229 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %230 = tpu.memref_squeeze %229 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %231 = vector.load %230[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %232 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %233 = arith.mulf %222, %232 : vector<128x128xf32>
          %234 = arith.truncf %220 : vector<128x128xf32> to vector<128x128xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %235 = tpu.matmul %234, %231, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %236 = arith.addf %233, %235 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %237 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %238 = vector.shape_cast %237 : vector<128x128xf32> to vector<128x128xf32>
          %239 = vector.shape_cast %236 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg13[%c0, %c0], %239 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %240 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %241 = vector.shape_cast %240 : vector<128x128xf32> to vector<128x128xf32>
          %242 = vector.shape_cast %216 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c0, %c0], %242 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %243 = vector.extract_strided_slice %116 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %244 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %245 = tpu.memref_squeeze %244 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %246 = vector.load %245[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %247 = tpu.matmul %243, %246, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %248 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x128xf32>
          %249 = arith.mulf %247, %248 : vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %250 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %251 = arith.muli %113, %c1024_i32 : i32
          %252 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %253 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %254 = arith.subi %251, %250 : i32
          %255 = vector.broadcast %253 : vector<1x128xi32> to vector<128x128xi32>
          %256 = vector.broadcast %252 : vector<128x1xi32> to vector<128x128xi32>
          %257 = arith.subi %255, %256 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %258 = arith.subi %c0_i32, %254 : i32
          %259 = vector.broadcast %258 : i32 to vector<128x128xi32>
          %260 = arith.cmpi sle, %257, %259 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %261 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %262 = arith.select %260, %249, %261 : vector<128x128xi1>, vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %263 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %264 = vector.multi_reduction <maximumf>, %161, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
          %265 = vector.shape_cast %264 : vector<128xf32> to vector<128x1xf32>
          %266 = vector.broadcast %265 : vector<128x1xf32> to vector<128x128xf32>
          %267 = arith.maximumf %263, %266 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %268 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %269 = arith.maximumf %267, %268 : vector<128x128xf32>
          %270 = tpu.concatenate %269, %269 in 1 : vector<128x128xf32>, vector<128x128xf32> -> vector<128x256xf32>
          %271 = arith.subf %161, %270 : vector<128x256xf32>
          %272 = math.exp2 %271 : vector<128x256xf32>
          %273 = arith.subf %263, %269 : vector<128x128xf32>
          %274 = math.exp2 %273 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %275 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %276 = arith.mulf %274, %275 : vector<128x128xf32>
          %277 = vector.extract_strided_slice %272 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %278 = vector.extract_strided_slice %272 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %279 = arith.addf %277, %278 : vector<128x128xf32>
          %280 = arith.addf %276, %279 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %281 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %282 = vector.shape_cast %281 : vector<128x128xf32> to vector<128x128xf32>
          %283 = vector.shape_cast %280 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c128, %c0], %283 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %284 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %285 = tpu.memref_squeeze %284 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %286 = vector.load %285[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<256x128xbf16>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %287 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %288 = arith.mulf %274, %287 : vector<128x128xf32>
          %289 = arith.truncf %272 : vector<128x256xf32> to vector<128x256xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %290 = tpu.matmul %289, %286, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %291 = arith.addf %288, %290 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %292 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %293 = vector.shape_cast %292 : vector<128x128xf32> to vector<128x128xf32>
          %294 = vector.shape_cast %291 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg13[%c128, %c0], %294 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %295 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %296 = vector.shape_cast %295 : vector<128x128xf32> to vector<128x128xf32>
          %297 = vector.shape_cast %267 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c128, %c0], %297 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %298 = vector.extract_strided_slice %116 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %299 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %300 = tpu.memref_squeeze %299 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %301 = vector.load %300[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<256x128xbf16>
          %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
          %302 = tpu.matmul %298, %301, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<256x128xbf16>, vector<128x256xf32> -> vector<128x256xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %303 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x256xf32>
          %304 = arith.mulf %302, %303 : vector<128x256xf32>
          %305 = vector.extract_strided_slice %304 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %306 = vector.extract_strided_slice %304 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %307 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %308 = arith.muli %113, %c1024_i32 : i32
          %c128_i32 = arith.constant 128 : i32
          %309 = arith.addi %307, %c128_i32 : i32
          %c128_i32 = arith.constant 128 : i32
          %310 = arith.addi %308, %c128_i32 : i32
          %311 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %312 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %313 = arith.subi %310, %309 : i32
          %314 = vector.broadcast %312 : vector<1x128xi32> to vector<128x128xi32>
          %315 = vector.broadcast %311 : vector<128x1xi32> to vector<128x128xi32>
          %316 = arith.subi %314, %315 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %317 = arith.subi %c0_i32, %313 : i32
          %318 = vector.broadcast %317 : i32 to vector<128x128xi32>
          %319 = arith.cmpi sle, %316, %318 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %320 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %321 = arith.select %319, %306, %320 : vector<128x128xi1>, vector<128x128xf32>
          %322 = tpu.concatenate %305, %321 in 1 : vector<128x128xf32>, vector<128x128xf32> -> vector<128x256xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %323 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %324 = vector.multi_reduction <maximumf>, %186, %cst_x5413f7 [1] : vector<128x384xf32> to vector<128xf32>
          %325 = vector.shape_cast %324 : vector<128xf32> to vector<128x1xf32>
          %326 = vector.broadcast %325 : vector<128x1xf32> to vector<128x128xf32>
          %327 = arith.maximumf %323, %326 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %328 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %329 = arith.maximumf %327, %328 : vector<128x128xf32>
          %330 = tpu.concatenate %329, %329, %329 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x384xf32>
          %331 = arith.subf %186, %330 : vector<128x384xf32>
          %332 = math.exp2 %331 : vector<128x384xf32>
          %333 = arith.subf %323, %329 : vector<128x128xf32>
          %334 = math.exp2 %333 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %335 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %336 = arith.mulf %334, %335 : vector<128x128xf32>
          %337 = vector.extract_strided_slice %332 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %338 = vector.extract_strided_slice %332 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %339 = vector.extract_strided_slice %332 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %340 = arith.addf %337, %338 : vector<128x128xf32>
          %341 = arith.addf %340, %339 : vector<128x128xf32>
          %342 = arith.addf %336, %341 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %343 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %344 = vector.shape_cast %343 : vector<128x128xf32> to vector<128x128xf32>
          %345 = vector.shape_cast %342 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c256, %c0], %345 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %346 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %347 = tpu.memref_squeeze %346 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %348 = vector.load %347[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<384x128xbf16>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %349 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %350 = arith.mulf %334, %349 : vector<128x128xf32>
          %351 = arith.truncf %332 : vector<128x384xf32> to vector<128x384xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %352 = tpu.matmul %351, %348, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x384xbf16>, vector<384x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %353 = arith.addf %350, %352 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %354 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %355 = vector.shape_cast %354 : vector<128x128xf32> to vector<128x128xf32>
          %356 = vector.shape_cast %353 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg13[%c256, %c0], %356 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %357 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %358 = vector.shape_cast %357 : vector<128x128xf32> to vector<128x128xf32>
          %359 = vector.shape_cast %327 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c256, %c0], %359 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %360 = vector.extract_strided_slice %116 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %361 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %362 = tpu.memref_squeeze %361 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %363 = vector.load %362[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<384x128xbf16>
          %cst_xf8d2ea = arith.constant dense<0.000000e+00> : vector<128x384xf32>
          %364 = tpu.matmul %360, %363, %cst_xf8d2ea {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<384x128xbf16>, vector<128x384xf32> -> vector<128x384xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %365 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x384xf32>
          %366 = arith.mulf %364, %365 : vector<128x384xf32>
          %367 = vector.extract_strided_slice %366 {offsets = [0, 0], sizes = [128, 256], strides = [1, 1]} : vector<128x384xf32> to vector<128x256xf32>
          %368 = vector.extract_strided_slice %366 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %369 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %370 = arith.muli %113, %c1024_i32 : i32
          %c256_i32 = arith.constant 256 : i32
          %371 = arith.addi %369, %c256_i32 : i32
          %c256_i32 = arith.constant 256 : i32
          %372 = arith.addi %370, %c256_i32 : i32
          %373 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %374 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %375 = arith.subi %372, %371 : i32
          %376 = vector.broadcast %374 : vector<1x128xi32> to vector<128x128xi32>
          %377 = vector.broadcast %373 : vector<128x1xi32> to vector<128x128xi32>
          %378 = arith.subi %376, %377 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %379 = arith.subi %c0_i32, %375 : i32
          %380 = vector.broadcast %379 : i32 to vector<128x128xi32>
          %381 = arith.cmpi sle, %378, %380 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %382 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %383 = arith.select %381, %368, %382 : vector<128x128xi1>, vector<128x128xf32>
          %384 = tpu.concatenate %367, %383 in 1 : vector<128x256xf32>, vector<128x128xf32> -> vector<128x384xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %385 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %386 = vector.multi_reduction <maximumf>, %211, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
          %387 = vector.shape_cast %386 : vector<128xf32> to vector<128x1xf32>
          %388 = vector.broadcast %387 : vector<128x1xf32> to vector<128x128xf32>
          %389 = arith.maximumf %385, %388 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %390 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %391 = arith.maximumf %389, %390 : vector<128x128xf32>
          %392 = tpu.concatenate %391, %391, %391, %391 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %393 = arith.subf %211, %392 : vector<128x512xf32>
          %394 = math.exp2 %393 : vector<128x512xf32>
          %395 = arith.subf %385, %391 : vector<128x128xf32>
          %396 = math.exp2 %395 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %397 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %398 = arith.mulf %396, %397 : vector<128x128xf32>
          %399 = vector.extract_strided_slice %394 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %400 = vector.extract_strided_slice %394 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %401 = vector.extract_strided_slice %394 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %402 = vector.extract_strided_slice %394 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %403 = arith.addf %399, %400 : vector<128x128xf32>
          %404 = arith.addf %403, %401 : vector<128x128xf32>
          %405 = arith.addf %404, %402 : vector<128x128xf32>
          %406 = arith.addf %398, %405 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %407 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %408 = vector.shape_cast %407 : vector<128x128xf32> to vector<128x128xf32>
          %409 = vector.shape_cast %406 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c384, %c0], %409 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %410 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %411 = tpu.memref_squeeze %410 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %412 = vector.load %411[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %413 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %414 = arith.mulf %396, %413 : vector<128x128xf32>
          %415 = arith.truncf %394 : vector<128x512xf32> to vector<128x512xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %416 = tpu.matmul %415, %412, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %417 = arith.addf %414, %416 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %418 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %419 = vector.shape_cast %418 : vector<128x128xf32> to vector<128x128xf32>
          %420 = vector.shape_cast %417 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg13[%c384, %c0], %420 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %421 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %422 = vector.shape_cast %421 : vector<128x128xf32> to vector<128x128xf32>
          %423 = vector.shape_cast %389 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c384, %c0], %423 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %424 = vector.extract_strided_slice %116 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %425 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %426 = tpu.memref_squeeze %425 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %427 = vector.load %426[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
          %428 = tpu.matmul %424, %427, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %429 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
          %430 = arith.mulf %428, %429 : vector<128x512xf32>
          %431 = vector.extract_strided_slice %430 {offsets = [0, 0], sizes = [128, 384], strides = [1, 1]} : vector<128x512xf32> to vector<128x384xf32>
          %432 = vector.extract_strided_slice %430 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %433 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %434 = arith.muli %113, %c1024_i32 : i32
          %c384_i32 = arith.constant 384 : i32
          %435 = arith.addi %433, %c384_i32 : i32
          %c384_i32 = arith.constant 384 : i32
          %436 = arith.addi %434, %c384_i32 : i32
          %437 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %438 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %439 = arith.subi %436, %435 : i32
          %440 = vector.broadcast %438 : vector<1x128xi32> to vector<128x128xi32>
          %441 = vector.broadcast %437 : vector<128x1xi32> to vector<128x128xi32>
          %442 = arith.subi %440, %441 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %443 = arith.subi %c0_i32, %439 : i32
          %444 = vector.broadcast %443 : i32 to vector<128x128xi32>
          %445 = arith.cmpi sle, %442, %444 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %446 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %447 = arith.select %445, %432, %446 : vector<128x128xi1>, vector<128x128xf32>
          %448 = tpu.concatenate %431, %447 in 1 : vector<128x384xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %449 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %450 = vector.multi_reduction <maximumf>, %262, %cst_x5413f7 [1] : vector<128x128xf32> to vector<128xf32>
          %451 = vector.shape_cast %450 : vector<128xf32> to vector<128x1xf32>
          %452 = vector.broadcast %451 : vector<128x1xf32> to vector<128x128xf32>
          %453 = arith.maximumf %449, %452 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %454 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %455 = arith.maximumf %453, %454 : vector<128x128xf32>
          %456 = arith.subf %262, %455 : vector<128x128xf32>
          %457 = math.exp2 %456 : vector<128x128xf32>
          %458 = arith.subf %449, %455 : vector<128x128xf32>
          %459 = math.exp2 %458 : vector<128x128xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %460 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %461 = arith.mulf %459, %460 : vector<128x128xf32>
          %462 = arith.addf %461, %457 : vector<128x128xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %463 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %464 = vector.shape_cast %463 : vector<128x128xf32> to vector<128x128xf32>
          %465 = vector.shape_cast %462 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c512, %c0], %465 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %466 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %467 = tpu.memref_squeeze %466 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %468 = vector.load %467[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %469 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %470 = arith.mulf %459, %469 : vector<128x128xf32>
          %471 = arith.truncf %457 : vector<128x128xf32> to vector<128x128xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %472 = tpu.matmul %471, %468, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %473 = arith.addf %470, %472 : vector<128x128xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %474 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %475 = vector.shape_cast %474 : vector<128x128xf32> to vector<128x128xf32>
          %476 = vector.shape_cast %473 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg13[%c512, %c0], %476 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %477 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %478 = vector.shape_cast %477 : vector<128x128xf32> to vector<128x128xf32>
          %479 = vector.shape_cast %453 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c512, %c0], %479 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %480 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %481 = vector.multi_reduction <maximumf>, %322, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
          %482 = vector.shape_cast %481 : vector<128xf32> to vector<128x1xf32>
          %483 = vector.broadcast %482 : vector<128x1xf32> to vector<128x128xf32>
          %484 = arith.maximumf %480, %483 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %485 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %486 = arith.maximumf %484, %485 : vector<128x128xf32>
          %487 = tpu.concatenate %486, %486 in 1 : vector<128x128xf32>, vector<128x128xf32> -> vector<128x256xf32>
          %488 = arith.subf %322, %487 : vector<128x256xf32>
          %489 = math.exp2 %488 : vector<128x256xf32>
          %490 = arith.subf %480, %486 : vector<128x128xf32>
          %491 = math.exp2 %490 : vector<128x128xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %492 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %493 = arith.mulf %491, %492 : vector<128x128xf32>
          %494 = vector.extract_strided_slice %489 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %495 = vector.extract_strided_slice %489 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %496 = arith.addf %494, %495 : vector<128x128xf32>
          %497 = arith.addf %493, %496 : vector<128x128xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %498 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %499 = vector.shape_cast %498 : vector<128x128xf32> to vector<128x128xf32>
          %500 = vector.shape_cast %497 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c640, %c0], %500 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %501 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %502 = tpu.memref_squeeze %501 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %503 = vector.load %502[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<256x128xbf16>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %504 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %505 = arith.mulf %491, %504 : vector<128x128xf32>
          %506 = arith.truncf %489 : vector<128x256xf32> to vector<128x256xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %507 = tpu.matmul %506, %503, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %508 = arith.addf %505, %507 : vector<128x128xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %509 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %510 = vector.shape_cast %509 : vector<128x128xf32> to vector<128x128xf32>
          %511 = vector.shape_cast %508 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg13[%c640, %c0], %511 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %512 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %513 = vector.shape_cast %512 : vector<128x128xf32> to vector<128x128xf32>
          %514 = vector.shape_cast %484 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c640, %c0], %514 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %515 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %516 = vector.multi_reduction <maximumf>, %384, %cst_x5413f7 [1] : vector<128x384xf32> to vector<128xf32>
          %517 = vector.shape_cast %516 : vector<128xf32> to vector<128x1xf32>
          %518 = vector.broadcast %517 : vector<128x1xf32> to vector<128x128xf32>
          %519 = arith.maximumf %515, %518 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %520 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %521 = arith.maximumf %519, %520 : vector<128x128xf32>
          %522 = tpu.concatenate %521, %521, %521 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x384xf32>
          %523 = arith.subf %384, %522 : vector<128x384xf32>
          %524 = math.exp2 %523 : vector<128x384xf32>
          %525 = arith.subf %515, %521 : vector<128x128xf32>
          %526 = math.exp2 %525 : vector<128x128xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %527 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %528 = arith.mulf %526, %527 : vector<128x128xf32>
          %529 = vector.extract_strided_slice %524 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %530 = vector.extract_strided_slice %524 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %531 = vector.extract_strided_slice %524 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %532 = arith.addf %529, %530 : vector<128x128xf32>
          %533 = arith.addf %532, %531 : vector<128x128xf32>
          %534 = arith.addf %528, %533 : vector<128x128xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %535 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %536 = vector.shape_cast %535 : vector<128x128xf32> to vector<128x128xf32>
          %537 = vector.shape_cast %534 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c768, %c0], %537 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %538 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %539 = tpu.memref_squeeze %538 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %540 = vector.load %539[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<384x128xbf16>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %541 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %542 = arith.mulf %526, %541 : vector<128x128xf32>
          %543 = arith.truncf %524 : vector<128x384xf32> to vector<128x384xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %544 = tpu.matmul %543, %540, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x384xbf16>, vector<384x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %545 = arith.addf %542, %544 : vector<128x128xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %546 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %547 = vector.shape_cast %546 : vector<128x128xf32> to vector<128x128xf32>
          %548 = vector.shape_cast %545 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg13[%c768, %c0], %548 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %549 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %550 = vector.shape_cast %549 : vector<128x128xf32> to vector<128x128xf32>
          %551 = vector.shape_cast %519 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c768, %c0], %551 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %552 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %553 = vector.multi_reduction <maximumf>, %448, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
          %554 = vector.shape_cast %553 : vector<128xf32> to vector<128x1xf32>
          %555 = vector.broadcast %554 : vector<128x1xf32> to vector<128x128xf32>
          %556 = arith.maximumf %552, %555 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %557 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %558 = arith.maximumf %556, %557 : vector<128x128xf32>
          %559 = tpu.concatenate %558, %558, %558, %558 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %560 = arith.subf %448, %559 : vector<128x512xf32>
          %561 = math.exp2 %560 : vector<128x512xf32>
          %562 = arith.subf %552, %558 : vector<128x128xf32>
          %563 = math.exp2 %562 : vector<128x128xf32>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %564 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %565 = arith.mulf %563, %564 : vector<128x128xf32>
          %566 = vector.extract_strided_slice %561 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %567 = vector.extract_strided_slice %561 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %568 = vector.extract_strided_slice %561 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %569 = vector.extract_strided_slice %561 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %570 = arith.addf %566, %567 : vector<128x128xf32>
          %571 = arith.addf %570, %568 : vector<128x128xf32>
          %572 = arith.addf %571, %569 : vector<128x128xf32>
          %573 = arith.addf %565, %572 : vector<128x128xf32>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %574 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %575 = vector.shape_cast %574 : vector<128x128xf32> to vector<128x128xf32>
          %576 = vector.shape_cast %573 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c896, %c0], %576 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %577 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %578 = tpu.memref_squeeze %577 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %579 = vector.load %578[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %580 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %581 = arith.mulf %563, %580 : vector<128x128xf32>
          %582 = arith.truncf %561 : vector<128x512xf32> to vector<128x512xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %583 = tpu.matmul %582, %579, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %584 = arith.addf %581, %583 : vector<128x128xf32>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %585 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %586 = vector.shape_cast %585 : vector<128x128xf32> to vector<128x128xf32>
          %587 = vector.shape_cast %584 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg13[%c896, %c0], %587 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %588 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %589 = vector.shape_cast %588 : vector<128x128xf32> to vector<128x128xf32>
          %590 = vector.shape_cast %556 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c896, %c0], %590 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c1_i32 = arith.constant 1 : i32
          %591 = arith.addi %arg20, %c1_i32 : i32
          %c125_i32 = arith.constant 125 : i32
          %592 = arith.minsi %arg19, %c125_i32 : i32
          %593 = arith.index_cast %592 : i32 to index
          %594 = memref.load %arg4[%593] : memref<126xi8, #tpu.memory_space<smem>>
          %595 = arith.extsi %594 : i8 to i32
          %596 = arith.cmpi sge, %591, %595 : i32
          %c1_i32 = arith.constant 1 : i32
          %597 = arith.addi %arg19, %c1_i32 : i32
          %598 = arith.select %596, %597, %arg19 : i32
          %c1_i32 = arith.constant 1 : i32
          %599 = arith.addi %arg20, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %600 = arith.select %596, %c0_i32, %599 : i32
          %601 = arith.cmpi slt, %598, %23 : i32
          %602 = arith.extui %601 : i1 to i32
          %c0_i32 = arith.constant 0 : i32
          %603 = arith.cmpi ne, %602, %c0_i32 : i32
          scf.if %603 {
            %c0_i32 = arith.constant 0 : i32
            %604 = arith.addi %3, %c0_i32 : i32
            %605 = arith.index_cast %598 : i32 to index
            %606 = memref.load %arg3[%605] : memref<126xi8, #tpu.memory_space<smem>>
            %607 = arith.extsi %606 : i8 to i32
            %608 = arith.addi %607, %600 : i32
            %c4_i32 = arith.constant 4 : i32
            %609 = arith.divsi %604, %c4_i32 : i32
            %c1024_i32 = arith.constant 1024 : i32
            %610 = arith.muli %608, %c1024_i32 : i32
            %611 = tpu.assume_multiple %610, 1024 : i32
            %c4_i32 = arith.constant 4 : i32
            %612 = arith.divsi %604, %c4_i32 : i32
            %c1024_i32 = arith.constant 1024 : i32
            %613 = arith.muli %608, %c1024_i32 : i32
            %614 = tpu.assume_multiple %613, 1024 : i32
            %c0_i32 = arith.constant 0 : i32
            %615 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %616 = tpu.memref_squeeze %615 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %617 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
            %618 = tpu.memref_squeeze %617 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %619 = tpu.memref_slice %arg7[%609, %611, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
            %620 = tpu.memref_squeeze %619 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%620 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%618 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%616 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
            %c1_i32 = arith.constant 1 : i32
            %621 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %622 = tpu.memref_squeeze %621 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %623 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
            %624 = tpu.memref_squeeze %623 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %625 = tpu.memref_slice %arg8[%612, %614, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
            %626 = tpu.memref_squeeze %625 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%626 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%624 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%622 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          } else {
          }
          scf.yield %598, %600 : i32, i32
        } else {
          %c0_i32 = arith.constant 0 : i32
          %c4_i32 = arith.constant 4 : i32
          %91 = arith.divsi %c0_i32, %c4_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %92 = arith.muli %c0_i32, %c1024_i32 : i32
          %93 = tpu.assume_multiple %92, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %c4_i32 = arith.constant 4 : i32
          %94 = arith.divsi %c0_i32, %c4_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %95 = arith.muli %c0_i32, %c1024_i32 : i32
          %96 = tpu.assume_multiple %95, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %97 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %98 = tpu.memref_squeeze %97 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %99 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %100 = tpu.memref_squeeze %99 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %101 = tpu.memref_slice %arg7[%91, %93, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %102 = tpu.memref_squeeze %101 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%98 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%102 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%100 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
          %c1_i32 = arith.constant 1 : i32
          %103 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %104 = tpu.memref_squeeze %103 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %105 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %106 = tpu.memref_squeeze %105 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %107 = tpu.memref_slice %arg8[%94, %96, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %108 = tpu.memref_squeeze %107 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%104 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%108 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%106 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %109 = arith.addi %3, %c0_i32 : i32
          %110 = arith.index_cast %arg17 : i32 to index
          %111 = memref.load %arg3[%110] : memref<126xi8, #tpu.memory_space<smem>>
          %112 = arith.extsi %111 : i8 to i32
          %113 = arith.addi %112, %arg18 : i32
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %114 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
          %115 = vector.shape_cast %114 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
          %116 = vector.shape_cast %115 : vector<2x512x128xbf16> to vector<1024x128xbf16>
          %c512_i32 = arith.constant 512 : i32
          %117 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %118 = arith.muli %113, %c1024_i32 : i32
          %119 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
          %120 = tpu.iota {dimensions = array<i32: 1>} : vector<1x1024xi32>
          %121 = arith.subi %118, %117 : i32
          %122 = vector.broadcast %120 : vector<1x1024xi32> to vector<512x1024xi32>
          %123 = vector.broadcast %119 : vector<512x1xi32> to vector<512x1024xi32>
          %124 = arith.subi %122, %123 : vector<512x1024xi32>
          %c0_i32 = arith.constant 0 : i32
          %125 = arith.subi %c0_i32, %121 : i32
          %126 = vector.broadcast %125 : i32 to vector<512x1024xi32>
          %127 = arith.cmpi sle, %124, %126 : vector<512x1024xi32>
          %128 = vector.extract_strided_slice %116 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %129 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %130 = tpu.memref_squeeze %129 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %131 = vector.load %130[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
          %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
          %132 = tpu.matmul %128, %131, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %133 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
          %134 = arith.mulf %132, %133 : vector<128x1024xf32>
          %135 = vector.extract_strided_slice %127 {offsets = [0, 0], sizes = [128, 1024], strides = [1, 1]} : vector<512x1024xi1> to vector<128x1024xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %136 = vector.broadcast %cst_xbef082 : f32 to vector<128x1024xf32>
          %137 = arith.select %135, %134, %136 : vector<128x1024xi1>, vector<128x1024xf32>
          %138 = vector.extract_strided_slice %116 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %139 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %140 = tpu.memref_squeeze %139 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %141 = vector.load %140[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
          %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
          %142 = tpu.matmul %138, %141, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %143 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
          %144 = arith.mulf %142, %143 : vector<128x1024xf32>
          %145 = vector.extract_strided_slice %127 {offsets = [128, 0], sizes = [128, 1024], strides = [1, 1]} : vector<512x1024xi1> to vector<128x1024xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %146 = vector.broadcast %cst_xbef082 : f32 to vector<128x1024xf32>
          %147 = arith.select %145, %144, %146 : vector<128x1024xi1>, vector<128x1024xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %148 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %149 = vector.multi_reduction <maximumf>, %137, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
          %150 = vector.shape_cast %149 : vector<128xf32> to vector<128x1xf32>
          %151 = vector.broadcast %150 : vector<128x1xf32> to vector<128x128xf32>
          %152 = arith.maximumf %148, %151 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %153 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %154 = arith.maximumf %152, %153 : vector<128x128xf32>
          %155 = tpu.concatenate %154, %154, %154, %154, %154, %154, %154, %154 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
          %156 = arith.subf %137, %155 : vector<128x1024xf32>
          %157 = math.exp2 %156 : vector<128x1024xf32>
          %158 = arith.subf %148, %154 : vector<128x128xf32>
          %159 = math.exp2 %158 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %160 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %161 = arith.mulf %159, %160 : vector<128x128xf32>
          %162 = vector.extract_strided_slice %157 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %163 = vector.extract_strided_slice %157 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %164 = vector.extract_strided_slice %157 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %165 = vector.extract_strided_slice %157 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %166 = vector.extract_strided_slice %157 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %167 = vector.extract_strided_slice %157 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %168 = vector.extract_strided_slice %157 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %169 = vector.extract_strided_slice %157 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %170 = arith.addf %162, %163 : vector<128x128xf32>
          %171 = arith.addf %170, %164 : vector<128x128xf32>
          %172 = arith.addf %171, %165 : vector<128x128xf32>
          %173 = arith.addf %172, %166 : vector<128x128xf32>
          %174 = arith.addf %173, %167 : vector<128x128xf32>
          %175 = arith.addf %174, %168 : vector<128x128xf32>
          %176 = arith.addf %175, %169 : vector<128x128xf32>
          %177 = arith.addf %161, %176 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %178 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %179 = vector.shape_cast %178 : vector<128x128xf32> to vector<128x128xf32>
          %180 = vector.shape_cast %177 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c0, %c0], %180 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %181 = arith.index_cast %arg21 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %182 = vector.load %arg15[%181, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
          %183 = vector.shape_cast %182 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %184 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %185 = arith.mulf %159, %184 : vector<128x128xf32>
          %186 = arith.truncf %157 : vector<128x1024xf32> to vector<128x1024xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %187 = tpu.matmul %186, %183, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %188 = arith.addf %185, %187 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %189 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %190 = vector.shape_cast %189 : vector<128x128xf32> to vector<128x128xf32>
          %191 = vector.shape_cast %188 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg13[%c0, %c0], %191 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %192 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %193 = vector.shape_cast %192 : vector<128x128xf32> to vector<128x128xf32>
          %194 = vector.shape_cast %152 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c0, %c0], %194 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %195 = vector.extract_strided_slice %116 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %196 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %197 = tpu.memref_squeeze %196 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %198 = vector.load %197[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
          %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
          %199 = tpu.matmul %195, %198, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %200 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
          %201 = arith.mulf %199, %200 : vector<128x1024xf32>
          %202 = vector.extract_strided_slice %127 {offsets = [256, 0], sizes = [128, 1024], strides = [1, 1]} : vector<512x1024xi1> to vector<128x1024xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %203 = vector.broadcast %cst_xbef082 : f32 to vector<128x1024xf32>
          %204 = arith.select %202, %201, %203 : vector<128x1024xi1>, vector<128x1024xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %205 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %206 = vector.multi_reduction <maximumf>, %147, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
          %207 = vector.shape_cast %206 : vector<128xf32> to vector<128x1xf32>
          %208 = vector.broadcast %207 : vector<128x1xf32> to vector<128x128xf32>
          %209 = arith.maximumf %205, %208 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %210 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %211 = arith.maximumf %209, %210 : vector<128x128xf32>
          %212 = tpu.concatenate %211, %211, %211, %211, %211, %211, %211, %211 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
          %213 = arith.subf %147, %212 : vector<128x1024xf32>
          %214 = math.exp2 %213 : vector<128x1024xf32>
          %215 = arith.subf %205, %211 : vector<128x128xf32>
          %216 = math.exp2 %215 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %217 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %218 = arith.mulf %216, %217 : vector<128x128xf32>
          %219 = vector.extract_strided_slice %214 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %220 = vector.extract_strided_slice %214 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %221 = vector.extract_strided_slice %214 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %222 = vector.extract_strided_slice %214 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %223 = vector.extract_strided_slice %214 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %224 = vector.extract_strided_slice %214 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %225 = vector.extract_strided_slice %214 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %226 = vector.extract_strided_slice %214 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %227 = arith.addf %219, %220 : vector<128x128xf32>
          %228 = arith.addf %227, %221 : vector<128x128xf32>
          %229 = arith.addf %228, %222 : vector<128x128xf32>
          %230 = arith.addf %229, %223 : vector<128x128xf32>
          %231 = arith.addf %230, %224 : vector<128x128xf32>
          %232 = arith.addf %231, %225 : vector<128x128xf32>
          %233 = arith.addf %232, %226 : vector<128x128xf32>
          %234 = arith.addf %218, %233 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %235 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %236 = vector.shape_cast %235 : vector<128x128xf32> to vector<128x128xf32>
          %237 = vector.shape_cast %234 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c128, %c0], %237 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %238 = arith.index_cast %arg21 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %239 = vector.load %arg15[%238, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
          %240 = vector.shape_cast %239 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %241 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %242 = arith.mulf %216, %241 : vector<128x128xf32>
          %243 = arith.truncf %214 : vector<128x1024xf32> to vector<128x1024xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %244 = tpu.matmul %243, %240, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %245 = arith.addf %242, %244 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %246 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %247 = vector.shape_cast %246 : vector<128x128xf32> to vector<128x128xf32>
          %248 = vector.shape_cast %245 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg13[%c128, %c0], %248 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %249 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %250 = vector.shape_cast %249 : vector<128x128xf32> to vector<128x128xf32>
          %251 = vector.shape_cast %209 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c128, %c0], %251 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %252 = vector.extract_strided_slice %116 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %253 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %254 = tpu.memref_squeeze %253 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %255 = vector.load %254[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
          %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
          %256 = tpu.matmul %252, %255, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %257 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
          %258 = arith.mulf %256, %257 : vector<128x1024xf32>
          %259 = vector.extract_strided_slice %127 {offsets = [384, 0], sizes = [128, 1024], strides = [1, 1]} : vector<512x1024xi1> to vector<128x1024xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %260 = vector.broadcast %cst_xbef082 : f32 to vector<128x1024xf32>
          %261 = arith.select %259, %258, %260 : vector<128x1024xi1>, vector<128x1024xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %262 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %263 = vector.multi_reduction <maximumf>, %204, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
          %264 = vector.shape_cast %263 : vector<128xf32> to vector<128x1xf32>
          %265 = vector.broadcast %264 : vector<128x1xf32> to vector<128x128xf32>
          %266 = arith.maximumf %262, %265 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %267 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %268 = arith.maximumf %266, %267 : vector<128x128xf32>
          %269 = tpu.concatenate %268, %268, %268, %268, %268, %268, %268, %268 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
          %270 = arith.subf %204, %269 : vector<128x1024xf32>
          %271 = math.exp2 %270 : vector<128x1024xf32>
          %272 = arith.subf %262, %268 : vector<128x128xf32>
          %273 = math.exp2 %272 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %274 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %275 = arith.mulf %273, %274 : vector<128x128xf32>
          %276 = vector.extract_strided_slice %271 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %277 = vector.extract_strided_slice %271 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %278 = vector.extract_strided_slice %271 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %279 = vector.extract_strided_slice %271 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %280 = vector.extract_strided_slice %271 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %281 = vector.extract_strided_slice %271 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %282 = vector.extract_strided_slice %271 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %283 = vector.extract_strided_slice %271 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %284 = arith.addf %276, %277 : vector<128x128xf32>
          %285 = arith.addf %284, %278 : vector<128x128xf32>
          %286 = arith.addf %285, %279 : vector<128x128xf32>
          %287 = arith.addf %286, %280 : vector<128x128xf32>
          %288 = arith.addf %287, %281 : vector<128x128xf32>
          %289 = arith.addf %288, %282 : vector<128x128xf32>
          %290 = arith.addf %289, %283 : vector<128x128xf32>
          %291 = arith.addf %275, %290 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %292 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %293 = vector.shape_cast %292 : vector<128x128xf32> to vector<128x128xf32>
          %294 = vector.shape_cast %291 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c256, %c0], %294 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %295 = arith.index_cast %arg21 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %296 = vector.load %arg15[%295, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
          %297 = vector.shape_cast %296 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %298 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %299 = arith.mulf %273, %298 : vector<128x128xf32>
          %300 = arith.truncf %271 : vector<128x1024xf32> to vector<128x1024xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %301 = tpu.matmul %300, %297, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %302 = arith.addf %299, %301 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %303 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %304 = vector.shape_cast %303 : vector<128x128xf32> to vector<128x128xf32>
          %305 = vector.shape_cast %302 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg13[%c256, %c0], %305 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %306 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %307 = vector.shape_cast %306 : vector<128x128xf32> to vector<128x128xf32>
          %308 = vector.shape_cast %266 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c256, %c0], %308 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %309 = vector.extract_strided_slice %116 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %310 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %311 = tpu.memref_squeeze %310 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %312 = vector.load %311[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
          %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
          %313 = tpu.matmul %309, %312, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %314 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
          %315 = arith.mulf %313, %314 : vector<128x1024xf32>
          %316 = vector.extract_strided_slice %127 {offsets = [0, 0], sizes = [128, 1024], strides = [1, 1]} : vector<512x1024xi1> to vector<128x1024xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %317 = vector.broadcast %cst_xbef082 : f32 to vector<128x1024xf32>
          %318 = arith.select %316, %315, %317 : vector<128x1024xi1>, vector<128x1024xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %319 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %320 = vector.multi_reduction <maximumf>, %261, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
          %321 = vector.shape_cast %320 : vector<128xf32> to vector<128x1xf32>
          %322 = vector.broadcast %321 : vector<128x1xf32> to vector<128x128xf32>
          %323 = arith.maximumf %319, %322 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %324 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %325 = arith.maximumf %323, %324 : vector<128x128xf32>
          %326 = tpu.concatenate %325, %325, %325, %325, %325, %325, %325, %325 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
          %327 = arith.subf %261, %326 : vector<128x1024xf32>
          %328 = math.exp2 %327 : vector<128x1024xf32>
          %329 = arith.subf %319, %325 : vector<128x128xf32>
          %330 = math.exp2 %329 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %331 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %332 = arith.mulf %330, %331 : vector<128x128xf32>
          %333 = vector.extract_strided_slice %328 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %334 = vector.extract_strided_slice %328 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %335 = vector.extract_strided_slice %328 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %336 = vector.extract_strided_slice %328 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %337 = vector.extract_strided_slice %328 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %338 = vector.extract_strided_slice %328 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %339 = vector.extract_strided_slice %328 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %340 = vector.extract_strided_slice %328 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %341 = arith.addf %333, %334 : vector<128x128xf32>
          %342 = arith.addf %341, %335 : vector<128x128xf32>
          %343 = arith.addf %342, %336 : vector<128x128xf32>
          %344 = arith.addf %343, %337 : vector<128x128xf32>
          %345 = arith.addf %344, %338 : vector<128x128xf32>
          %346 = arith.addf %345, %339 : vector<128x128xf32>
          %347 = arith.addf %346, %340 : vector<128x128xf32>
          %348 = arith.addf %332, %347 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %349 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %350 = vector.shape_cast %349 : vector<128x128xf32> to vector<128x128xf32>
          %351 = vector.shape_cast %348 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c384, %c0], %351 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %352 = arith.index_cast %arg21 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %353 = vector.load %arg15[%352, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
          %354 = vector.shape_cast %353 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %355 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %356 = arith.mulf %330, %355 : vector<128x128xf32>
          %357 = arith.truncf %328 : vector<128x1024xf32> to vector<128x1024xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %358 = tpu.matmul %357, %354, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %359 = arith.addf %356, %358 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %360 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %361 = vector.shape_cast %360 : vector<128x128xf32> to vector<128x128xf32>
          %362 = vector.shape_cast %359 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg13[%c384, %c0], %362 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %363 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %364 = vector.shape_cast %363 : vector<128x128xf32> to vector<128x128xf32>
          %365 = vector.shape_cast %323 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c384, %c0], %365 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %366 = vector.extract_strided_slice %116 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %367 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %368 = tpu.memref_squeeze %367 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %369 = vector.load %368[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
          %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
          %370 = tpu.matmul %366, %369, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %371 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
          %372 = arith.mulf %370, %371 : vector<128x1024xf32>
          %373 = vector.extract_strided_slice %127 {offsets = [128, 0], sizes = [128, 1024], strides = [1, 1]} : vector<512x1024xi1> to vector<128x1024xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %374 = vector.broadcast %cst_xbef082 : f32 to vector<128x1024xf32>
          %375 = arith.select %373, %372, %374 : vector<128x1024xi1>, vector<128x1024xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %376 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %377 = vector.multi_reduction <maximumf>, %318, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
          %378 = vector.shape_cast %377 : vector<128xf32> to vector<128x1xf32>
          %379 = vector.broadcast %378 : vector<128x1xf32> to vector<128x128xf32>
          %380 = arith.maximumf %376, %379 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %381 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %382 = arith.maximumf %380, %381 : vector<128x128xf32>
          %383 = tpu.concatenate %382, %382, %382, %382, %382, %382, %382, %382 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
          %384 = arith.subf %318, %383 : vector<128x1024xf32>
          %385 = math.exp2 %384 : vector<128x1024xf32>
          %386 = arith.subf %376, %382 : vector<128x128xf32>
          %387 = math.exp2 %386 : vector<128x128xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %388 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %389 = arith.mulf %387, %388 : vector<128x128xf32>
          %390 = vector.extract_strided_slice %385 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %391 = vector.extract_strided_slice %385 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %392 = vector.extract_strided_slice %385 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %393 = vector.extract_strided_slice %385 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %394 = vector.extract_strided_slice %385 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %395 = vector.extract_strided_slice %385 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %396 = vector.extract_strided_slice %385 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %397 = vector.extract_strided_slice %385 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %398 = arith.addf %390, %391 : vector<128x128xf32>
          %399 = arith.addf %398, %392 : vector<128x128xf32>
          %400 = arith.addf %399, %393 : vector<128x128xf32>
          %401 = arith.addf %400, %394 : vector<128x128xf32>
          %402 = arith.addf %401, %395 : vector<128x128xf32>
          %403 = arith.addf %402, %396 : vector<128x128xf32>
          %404 = arith.addf %403, %397 : vector<128x128xf32>
          %405 = arith.addf %389, %404 : vector<128x128xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %406 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %407 = vector.shape_cast %406 : vector<128x128xf32> to vector<128x128xf32>
          %408 = vector.shape_cast %405 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c512, %c0], %408 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %409 = arith.index_cast %arg21 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %410 = vector.load %arg15[%409, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
          %411 = vector.shape_cast %410 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %412 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %413 = arith.mulf %387, %412 : vector<128x128xf32>
          %414 = arith.truncf %385 : vector<128x1024xf32> to vector<128x1024xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %415 = tpu.matmul %414, %411, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %416 = arith.addf %413, %415 : vector<128x128xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %417 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %418 = vector.shape_cast %417 : vector<128x128xf32> to vector<128x128xf32>
          %419 = vector.shape_cast %416 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg13[%c512, %c0], %419 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %420 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %421 = vector.shape_cast %420 : vector<128x128xf32> to vector<128x128xf32>
          %422 = vector.shape_cast %380 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c512, %c0], %422 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %423 = vector.extract_strided_slice %116 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %424 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %425 = tpu.memref_squeeze %424 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %426 = vector.load %425[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
          %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
          %427 = tpu.matmul %423, %426, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %428 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
          %429 = arith.mulf %427, %428 : vector<128x1024xf32>
          %430 = vector.extract_strided_slice %127 {offsets = [256, 0], sizes = [128, 1024], strides = [1, 1]} : vector<512x1024xi1> to vector<128x1024xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %431 = vector.broadcast %cst_xbef082 : f32 to vector<128x1024xf32>
          %432 = arith.select %430, %429, %431 : vector<128x1024xi1>, vector<128x1024xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %433 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %434 = vector.multi_reduction <maximumf>, %375, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
          %435 = vector.shape_cast %434 : vector<128xf32> to vector<128x1xf32>
          %436 = vector.broadcast %435 : vector<128x1xf32> to vector<128x128xf32>
          %437 = arith.maximumf %433, %436 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %438 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %439 = arith.maximumf %437, %438 : vector<128x128xf32>
          %440 = tpu.concatenate %439, %439, %439, %439, %439, %439, %439, %439 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
          %441 = arith.subf %375, %440 : vector<128x1024xf32>
          %442 = math.exp2 %441 : vector<128x1024xf32>
          %443 = arith.subf %433, %439 : vector<128x128xf32>
          %444 = math.exp2 %443 : vector<128x128xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %445 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %446 = arith.mulf %444, %445 : vector<128x128xf32>
          %447 = vector.extract_strided_slice %442 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %448 = vector.extract_strided_slice %442 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %449 = vector.extract_strided_slice %442 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %450 = vector.extract_strided_slice %442 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %451 = vector.extract_strided_slice %442 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %452 = vector.extract_strided_slice %442 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %453 = vector.extract_strided_slice %442 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %454 = vector.extract_strided_slice %442 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %455 = arith.addf %447, %448 : vector<128x128xf32>
          %456 = arith.addf %455, %449 : vector<128x128xf32>
          %457 = arith.addf %456, %450 : vector<128x128xf32>
          %458 = arith.addf %457, %451 : vector<128x128xf32>
          %459 = arith.addf %458, %452 : vector<128x128xf32>
          %460 = arith.addf %459, %453 : vector<128x128xf32>
          %461 = arith.addf %460, %454 : vector<128x128xf32>
          %462 = arith.addf %446, %461 : vector<128x128xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %463 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %464 = vector.shape_cast %463 : vector<128x128xf32> to vector<128x128xf32>
          %465 = vector.shape_cast %462 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c640, %c0], %465 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %466 = arith.index_cast %arg21 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %467 = vector.load %arg15[%466, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
          %468 = vector.shape_cast %467 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %469 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %470 = arith.mulf %444, %469 : vector<128x128xf32>
          %471 = arith.truncf %442 : vector<128x1024xf32> to vector<128x1024xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %472 = tpu.matmul %471, %468, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %473 = arith.addf %470, %472 : vector<128x128xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %474 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %475 = vector.shape_cast %474 : vector<128x128xf32> to vector<128x128xf32>
          %476 = vector.shape_cast %473 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg13[%c640, %c0], %476 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %477 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %478 = vector.shape_cast %477 : vector<128x128xf32> to vector<128x128xf32>
          %479 = vector.shape_cast %437 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c640, %c0], %479 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %480 = vector.extract_strided_slice %116 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %481 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %482 = tpu.memref_squeeze %481 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %483 = vector.load %482[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
          %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
          %484 = tpu.matmul %480, %483, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %485 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
          %486 = arith.mulf %484, %485 : vector<128x1024xf32>
          %487 = vector.extract_strided_slice %127 {offsets = [384, 0], sizes = [128, 1024], strides = [1, 1]} : vector<512x1024xi1> to vector<128x1024xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %488 = vector.broadcast %cst_xbef082 : f32 to vector<128x1024xf32>
          %489 = arith.select %487, %486, %488 : vector<128x1024xi1>, vector<128x1024xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %490 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %491 = vector.multi_reduction <maximumf>, %432, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
          %492 = vector.shape_cast %491 : vector<128xf32> to vector<128x1xf32>
          %493 = vector.broadcast %492 : vector<128x1xf32> to vector<128x128xf32>
          %494 = arith.maximumf %490, %493 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %495 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %496 = arith.maximumf %494, %495 : vector<128x128xf32>
          %497 = tpu.concatenate %496, %496, %496, %496, %496, %496, %496, %496 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
          %498 = arith.subf %432, %497 : vector<128x1024xf32>
          %499 = math.exp2 %498 : vector<128x1024xf32>
          %500 = arith.subf %490, %496 : vector<128x128xf32>
          %501 = math.exp2 %500 : vector<128x128xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %502 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %503 = arith.mulf %501, %502 : vector<128x128xf32>
          %504 = vector.extract_strided_slice %499 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %505 = vector.extract_strided_slice %499 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %506 = vector.extract_strided_slice %499 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %507 = vector.extract_strided_slice %499 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %508 = vector.extract_strided_slice %499 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %509 = vector.extract_strided_slice %499 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %510 = vector.extract_strided_slice %499 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %511 = vector.extract_strided_slice %499 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %512 = arith.addf %504, %505 : vector<128x128xf32>
          %513 = arith.addf %512, %506 : vector<128x128xf32>
          %514 = arith.addf %513, %507 : vector<128x128xf32>
          %515 = arith.addf %514, %508 : vector<128x128xf32>
          %516 = arith.addf %515, %509 : vector<128x128xf32>
          %517 = arith.addf %516, %510 : vector<128x128xf32>
          %518 = arith.addf %517, %511 : vector<128x128xf32>
          %519 = arith.addf %503, %518 : vector<128x128xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %520 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %521 = vector.shape_cast %520 : vector<128x128xf32> to vector<128x128xf32>
          %522 = vector.shape_cast %519 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c768, %c0], %522 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %523 = arith.index_cast %arg21 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %524 = vector.load %arg15[%523, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
          %525 = vector.shape_cast %524 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %526 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %527 = arith.mulf %501, %526 : vector<128x128xf32>
          %528 = arith.truncf %499 : vector<128x1024xf32> to vector<128x1024xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %529 = tpu.matmul %528, %525, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %530 = arith.addf %527, %529 : vector<128x128xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %531 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %532 = vector.shape_cast %531 : vector<128x128xf32> to vector<128x128xf32>
          %533 = vector.shape_cast %530 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg13[%c768, %c0], %533 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %534 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %535 = vector.shape_cast %534 : vector<128x128xf32> to vector<128x128xf32>
          %536 = vector.shape_cast %494 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c768, %c0], %536 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %537 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %538 = vector.multi_reduction <maximumf>, %489, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
          %539 = vector.shape_cast %538 : vector<128xf32> to vector<128x1xf32>
          %540 = vector.broadcast %539 : vector<128x1xf32> to vector<128x128xf32>
          %541 = arith.maximumf %537, %540 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %542 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %543 = arith.maximumf %541, %542 : vector<128x128xf32>
          %544 = tpu.concatenate %543, %543, %543, %543, %543, %543, %543, %543 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
          %545 = arith.subf %489, %544 : vector<128x1024xf32>
          %546 = math.exp2 %545 : vector<128x1024xf32>
          %547 = arith.subf %537, %543 : vector<128x128xf32>
          %548 = math.exp2 %547 : vector<128x128xf32>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %549 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %550 = arith.mulf %548, %549 : vector<128x128xf32>
          %551 = vector.extract_strided_slice %546 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %552 = vector.extract_strided_slice %546 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %553 = vector.extract_strided_slice %546 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %554 = vector.extract_strided_slice %546 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %555 = vector.extract_strided_slice %546 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %556 = vector.extract_strided_slice %546 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %557 = vector.extract_strided_slice %546 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %558 = vector.extract_strided_slice %546 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %559 = arith.addf %551, %552 : vector<128x128xf32>
          %560 = arith.addf %559, %553 : vector<128x128xf32>
          %561 = arith.addf %560, %554 : vector<128x128xf32>
          %562 = arith.addf %561, %555 : vector<128x128xf32>
          %563 = arith.addf %562, %556 : vector<128x128xf32>
          %564 = arith.addf %563, %557 : vector<128x128xf32>
          %565 = arith.addf %564, %558 : vector<128x128xf32>
          %566 = arith.addf %550, %565 : vector<128x128xf32>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %567 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %568 = vector.shape_cast %567 : vector<128x128xf32> to vector<128x128xf32>
          %569 = vector.shape_cast %566 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c896, %c0], %569 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %570 = arith.index_cast %arg21 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %571 = vector.load %arg15[%570, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
          %572 = vector.shape_cast %571 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %573 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %574 = arith.mulf %548, %573 : vector<128x128xf32>
          %575 = arith.truncf %546 : vector<128x1024xf32> to vector<128x1024xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %576 = tpu.matmul %575, %572, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %577 = arith.addf %574, %576 : vector<128x128xf32>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %578 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %579 = vector.shape_cast %578 : vector<128x128xf32> to vector<128x128xf32>
          %580 = vector.shape_cast %577 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg13[%c896, %c0], %580 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %581 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %582 = vector.shape_cast %581 : vector<128x128xf32> to vector<128x128xf32>
          %583 = vector.shape_cast %541 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c896, %c0], %583 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c1_i32 = arith.constant 1 : i32
          %584 = arith.addi %arg20, %c1_i32 : i32
          %c125_i32 = arith.constant 125 : i32
          %585 = arith.minsi %arg19, %c125_i32 : i32
          %586 = arith.index_cast %585 : i32 to index
          %587 = memref.load %arg4[%586] : memref<126xi8, #tpu.memory_space<smem>>
          %588 = arith.extsi %587 : i8 to i32
          %589 = arith.cmpi sge, %584, %588 : i32
          %c1_i32 = arith.constant 1 : i32
          %590 = arith.addi %arg19, %c1_i32 : i32
          %591 = arith.select %589, %590, %arg19 : i32
          %c1_i32 = arith.constant 1 : i32
          %592 = arith.addi %arg20, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %593 = arith.select %589, %c0_i32, %592 : i32
          %594 = arith.cmpi slt, %591, %23 : i32
          %595 = arith.extui %594 : i1 to i32
          %c0_i32 = arith.constant 0 : i32
          %596 = arith.cmpi ne, %595, %c0_i32 : i32
          scf.if %596 {
            %c0_i32 = arith.constant 0 : i32
            %597 = arith.addi %3, %c0_i32 : i32
            %598 = arith.index_cast %591 : i32 to index
            %599 = memref.load %arg3[%598] : memref<126xi8, #tpu.memory_space<smem>>
            %600 = arith.extsi %599 : i8 to i32
            %601 = arith.addi %600, %593 : i32
            %c4_i32 = arith.constant 4 : i32
            %602 = arith.divsi %597, %c4_i32 : i32
            %c1024_i32 = arith.constant 1024 : i32
            %603 = arith.muli %601, %c1024_i32 : i32
            %604 = tpu.assume_multiple %603, 1024 : i32
            %c4_i32 = arith.constant 4 : i32
            %605 = arith.divsi %597, %c4_i32 : i32
            %c1024_i32 = arith.constant 1024 : i32
            %606 = arith.muli %601, %c1024_i32 : i32
            %607 = tpu.assume_multiple %606, 1024 : i32
            %c0_i32 = arith.constant 0 : i32
            %608 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %609 = tpu.memref_squeeze %608 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %610 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
            %611 = tpu.memref_squeeze %610 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %612 = tpu.memref_slice %arg7[%602, %604, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
            %613 = tpu.memref_squeeze %612 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%613 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%611 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%609 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
            %c1_i32 = arith.constant 1 : i32
            %614 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %615 = tpu.memref_squeeze %614 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %616 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
            %617 = tpu.memref_squeeze %616 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %618 = tpu.memref_slice %arg8[%605, %607, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
            %619 = tpu.memref_squeeze %618 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%619 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%617 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%615 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          } else {
          }
          scf.yield %591, %593 : i32, i32
        }
        scf.yield %90#0, %90#1 : i32, i32
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
    %47 = arith.cmpf one, %45, %46 : vector<1024x128xf32>
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
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<126xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<126xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<126xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dq sha256:55d8d124e9ace27635ade19c26f0399d2a0b2d89c3de3248a7e1511f2350911b
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>, %arg6: memref<4x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<4x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<4x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<4x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg12: memref<4x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<2048x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<2048x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<2048x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 64>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 4, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 4, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 4, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 4, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 4, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.remsi %0, %c64_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %5 = vector.broadcast %cst_x8ee5ec : f32 to vector<2048x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %6 = vector.load %arg13[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>
    %7 = vector.shape_cast %6 : vector<2048x128xf32> to vector<2048x128xf32>
    %8 = vector.shape_cast %5 : vector<2048x128xf32> to vector<2048x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %8 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg8[%c0, %c0, %c0] : memref<4x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %10 = vector.shape_cast %9 : vector<1x1x512xf32> to vector<1x512xf32>
    %11 = vector.shape_cast %10 : vector<1x512xf32> to vector<1x512xf32>
    %12 = vector.broadcast %11 : vector<1x512xf32> to vector<128x512xf32>
    %13 = tpu.transpose %12, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg14[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %15 = vector.shape_cast %14 : vector<512x128xf32> to vector<512x128xf32>
    %16 = vector.shape_cast %13 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %16 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %17 = vector.load %arg8[%c1, %c0, %c0] : memref<4x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %18 = vector.shape_cast %17 : vector<1x1x512xf32> to vector<1x512xf32>
    %19 = vector.shape_cast %18 : vector<1x512xf32> to vector<1x512xf32>
    %20 = vector.broadcast %19 : vector<1x512xf32> to vector<128x512xf32>
    %21 = tpu.transpose %20, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %22 = vector.load %arg14[%c512, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %23 = vector.shape_cast %22 : vector<512x128xf32> to vector<512x128xf32>
    %24 = vector.shape_cast %21 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c512, %c0], %24 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %25 = vector.load %arg8[%c2, %c0, %c0] : memref<4x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %26 = vector.shape_cast %25 : vector<1x1x512xf32> to vector<1x512xf32>
    %27 = vector.shape_cast %26 : vector<1x512xf32> to vector<1x512xf32>
    %28 = vector.broadcast %27 : vector<1x512xf32> to vector<128x512xf32>
    %29 = tpu.transpose %28, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg14[%c1024, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %31 = vector.shape_cast %30 : vector<512x128xf32> to vector<512x128xf32>
    %32 = vector.shape_cast %29 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c1024, %c0], %32 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %33 = vector.load %arg8[%c3, %c0, %c0] : memref<4x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %34 = vector.shape_cast %33 : vector<1x1x512xf32> to vector<1x512xf32>
    %35 = vector.shape_cast %34 : vector<1x512xf32> to vector<1x512xf32>
    %36 = vector.broadcast %35 : vector<1x512xf32> to vector<128x512xf32>
    %37 = tpu.transpose %36, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c1536 = arith.constant 1536 : index
    %c0 = arith.constant 0 : index
    %38 = vector.load %arg14[%c1536, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %39 = vector.shape_cast %38 : vector<512x128xf32> to vector<512x128xf32>
    %40 = vector.shape_cast %37 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c1536, %c0], %40 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg9[%c0, %c0, %c0] : memref<4x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %42 = vector.shape_cast %41 : vector<1x1x512xf32> to vector<1x512xf32>
    %43 = vector.shape_cast %42 : vector<1x512xf32> to vector<1x512xf32>
    %44 = vector.broadcast %43 : vector<1x512xf32> to vector<128x512xf32>
    %45 = tpu.transpose %44, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %46 = vector.load %arg15[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %47 = vector.shape_cast %46 : vector<512x128xf32> to vector<512x128xf32>
    %48 = vector.shape_cast %45 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %48 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %49 = vector.load %arg9[%c1, %c0, %c0] : memref<4x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %50 = vector.shape_cast %49 : vector<1x1x512xf32> to vector<1x512xf32>
    %51 = vector.shape_cast %50 : vector<1x512xf32> to vector<1x512xf32>
    %52 = vector.broadcast %51 : vector<1x512xf32> to vector<128x512xf32>
    %53 = tpu.transpose %52, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %54 = vector.load %arg15[%c512, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %55 = vector.shape_cast %54 : vector<512x128xf32> to vector<512x128xf32>
    %56 = vector.shape_cast %53 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c512, %c0], %56 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %57 = vector.load %arg9[%c2, %c0, %c0] : memref<4x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %58 = vector.shape_cast %57 : vector<1x1x512xf32> to vector<1x512xf32>
    %59 = vector.shape_cast %58 : vector<1x512xf32> to vector<1x512xf32>
    %60 = vector.broadcast %59 : vector<1x512xf32> to vector<128x512xf32>
    %61 = tpu.transpose %60, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
    %62 = vector.load %arg15[%c1024, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %63 = vector.shape_cast %62 : vector<512x128xf32> to vector<512x128xf32>
    %64 = vector.shape_cast %61 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c1024, %c0], %64 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %65 = vector.load %arg9[%c3, %c0, %c0] : memref<4x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %66 = vector.shape_cast %65 : vector<1x1x512xf32> to vector<1x512xf32>
    %67 = vector.shape_cast %66 : vector<1x512xf32> to vector<1x512xf32>
    %68 = vector.broadcast %67 : vector<1x512xf32> to vector<128x512xf32>
    %69 = tpu.transpose %68, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c1536 = arith.constant 1536 : index
    %c0 = arith.constant 0 : index
    %70 = vector.load %arg15[%c1536, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %71 = vector.shape_cast %70 : vector<512x128xf32> to vector<512x128xf32>
    %72 = vector.shape_cast %69 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c1536, %c0], %72 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %73 = arith.index_cast %arg1 : i32 to index
    %74 = memref.load %arg2[%73] : memref<65xi8, #tpu.memory_space<smem>>
    %75 = arith.extsi %74 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %76 = arith.addi %arg1, %c1_i32 : i32
    %77 = arith.index_cast %76 : i32 to index
    %78 = memref.load %arg2[%77] : memref<65xi8, #tpu.memory_space<smem>>
    %79 = arith.extsi %78 : i8 to i32
    %80 = arith.cmpi slt, %75, %79 : i32
    %81 = arith.extui %80 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %82 = arith.cmpi ne, %81, %c0_i32 : i32
    scf.if %82 {
      %c0_i32 = arith.constant 0 : i32
      %101 = arith.addi %3, %c0_i32 : i32
      %102 = arith.index_cast %75 : i32 to index
      %103 = memref.load %arg3[%102] : memref<127xi8, #tpu.memory_space<smem>>
      %104 = arith.extsi %103 : i8 to i32
      %105 = arith.addi %104, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %106 = arith.divsi %101, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %107 = arith.muli %105, %c512_i32 : i32
      %108 = tpu.assume_multiple %107, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %109 = arith.divsi %101, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %110 = arith.muli %105, %c512_i32 : i32
      %111 = tpu.assume_multiple %110, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %112 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %113 = tpu.memref_squeeze %112 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %114 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %115 = tpu.memref_squeeze %114 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %116 = tpu.memref_slice %arg10[%106, %108, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %117 = tpu.memref_squeeze %116 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%117 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%115 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%113 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %118 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %119 = tpu.memref_squeeze %118 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %120 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %121 = tpu.memref_squeeze %120 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %122 = tpu.memref_slice %arg11[%109, %111, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %123 = tpu.memref_squeeze %122 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%123 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%121 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%119 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %83 = arith.addi %c0_i32, %c1_i32 : i32
    %c126_i32 = arith.constant 126 : i32
    %84 = arith.minsi %75, %c126_i32 : i32
    %85 = arith.index_cast %84 : i32 to index
    %86 = memref.load %arg4[%85] : memref<127xi8, #tpu.memory_space<smem>>
    %87 = arith.extsi %86 : i8 to i32
    %88 = arith.cmpi sge, %83, %87 : i32
    %c1_i32 = arith.constant 1 : i32
    %89 = arith.addi %75, %c1_i32 : i32
    %90 = arith.select %88, %89, %75 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %91 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %92 = arith.select %88, %c0_i32, %91 : i32
    %93 = arith.cmpi slt, %90, %79 : i32
    %94 = arith.extui %93 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %95 = arith.cmpi ne, %94, %c0_i32 : i32
    scf.if %95 {
      %c0_i32 = arith.constant 0 : i32
      %101 = arith.addi %3, %c0_i32 : i32
      %102 = arith.index_cast %90 : i32 to index
      %103 = memref.load %arg3[%102] : memref<127xi8, #tpu.memory_space<smem>>
      %104 = arith.extsi %103 : i8 to i32
      %105 = arith.addi %104, %92 : i32
      %c4_i32 = arith.constant 4 : i32
      %106 = arith.divsi %101, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %107 = arith.muli %105, %c512_i32 : i32
      %108 = tpu.assume_multiple %107, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %109 = arith.divsi %101, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %110 = arith.muli %105, %c512_i32 : i32
      %111 = tpu.assume_multiple %110, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %112 = tpu.memref_slice %arg18[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %113 = tpu.memref_squeeze %112 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %114 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %115 = tpu.memref_squeeze %114 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %116 = tpu.memref_slice %arg10[%106, %108, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %117 = tpu.memref_squeeze %116 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%117 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%115 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%113 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %118 = tpu.memref_slice %arg18[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %119 = tpu.memref_squeeze %118 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %120 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %121 = tpu.memref_squeeze %120 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %122 = tpu.memref_slice %arg11[%109, %111, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %123 = tpu.memref_squeeze %122 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%123 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%121 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%119 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %96:7 = scf.while (%arg19 = %75, %arg20 = %c0_i32, %arg21 = %90, %arg22 = %92, %arg23 = %c0_i32, %arg24 = %c1_i32, %arg25 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %101 = arith.cmpi slt, %arg19, %79 : i32
      scf.condition(%101) %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
      %101 = arith.index_cast %arg19 : i32 to index
      %102 = memref.load %arg5[%101] : memref<127xi8, #tpu.memory_space<smem>>
      %103 = arith.extsi %102 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %104 = arith.cmpi eq, %103, %c2_i32 : i32
      %105 = arith.extui %104 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %106 = arith.cmpi ne, %105, %c0_i32 : i32
      %107:2 = scf.if %106 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %108 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %109 = arith.muli %c0_i32, %c512_i32 : i32
        %110 = tpu.assume_multiple %109, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %111 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %112 = arith.muli %c0_i32, %c512_i32 : i32
        %113 = tpu.assume_multiple %112, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %115 = tpu.memref_squeeze %114 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %117 = tpu.memref_squeeze %116 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %118 = tpu.memref_slice %arg10[%108, %110, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %119 = tpu.memref_squeeze %118 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%115 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%119 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%117 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %120 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %121 = tpu.memref_squeeze %120 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %122 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %123 = tpu.memref_squeeze %122 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %124 = tpu.memref_slice %arg11[%111, %113, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %125 = tpu.memref_squeeze %124 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%121 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%125 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%123 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %126 = arith.addi %3, %c0_i32 : i32
        %127 = arith.index_cast %arg19 : i32 to index
        %128 = memref.load %arg3[%127] : memref<127xi8, #tpu.memory_space<smem>>
        %129 = arith.extsi %128 : i8 to i32
        %130 = arith.addi %129, %arg20 : i32
        %131 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg16[%131, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %133 = vector.shape_cast %132 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg6[%c0, %c0, %c0] : memref<4x512x128xbf16, #tpu.memory_space<vmem>>, vector<4x512x128xbf16>
        %135 = vector.shape_cast %134 : vector<4x512x128xbf16> to vector<4x512x128xbf16>
        %136 = vector.shape_cast %135 : vector<4x512x128xbf16> to vector<2048x128xbf16>
        %cst_xc7ef93 = arith.constant dense<0.000000e+00> : vector<2048x512xf32>
        %137 = tpu.matmul %136, %133, %cst_xc7ef93 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<2048x128xbf16>, vector<512x128xbf16>, vector<2048x512xf32> -> vector<2048x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %138 = vector.broadcast %cst_xa6fad0 : f32 to vector<2048x512xf32>
        %139 = arith.mulf %137, %138 : vector<2048x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %arg14[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>
        %141 = tpu.concatenate %140, %140, %140, %140 in 1 : vector<2048x128xf32>, vector<2048x128xf32>, vector<2048x128xf32>, vector<2048x128xf32> -> vector<2048x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %142 = vector.broadcast %cst_x3f8ad7 : f32 to vector<2048x512xf32>
        %143 = arith.mulf %141, %142 : vector<2048x512xf32>
        %144 = arith.subf %139, %143 : vector<2048x512xf32>
        %145 = math.exp2 %144 : vector<2048x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg7[%c0, %c0, %c0] : memref<4x512x128xbf16, #tpu.memory_space<vmem>>, vector<4x512x128xbf16>
        %147 = vector.shape_cast %146 : vector<4x512x128xbf16> to vector<4x512x128xbf16>
        %148 = vector.shape_cast %147 : vector<4x512x128xbf16> to vector<2048x128xbf16>
        %149 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %150 = vector.load %arg17[%149, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %151 = vector.shape_cast %150 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xc7ef93 = arith.constant dense<0.000000e+00> : vector<2048x512xf32>
        %152 = tpu.matmul %148, %151, %cst_xc7ef93 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<2048x128xbf16>, vector<512x128xbf16>, vector<2048x512xf32> -> vector<2048x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %153 = vector.load %arg15[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>
        %154 = tpu.concatenate %153, %153, %153, %153 in 1 : vector<2048x128xf32>, vector<2048x128xf32>, vector<2048x128xf32>, vector<2048x128xf32> -> vector<2048x512xf32>
        %155 = arith.subf %152, %154 : vector<2048x512xf32>
        %156 = arith.mulf %145, %155 : vector<2048x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %arg13[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>
        %158 = arith.truncf %156 : vector<2048x512xf32> to vector<2048x512xbf16>
        %cst_x1d7a9b = arith.constant dense<0.000000e+00> : vector<2048x128xf32>
        %159 = tpu.matmul %158, %133, %cst_x1d7a9b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<2048x512xbf16>, vector<512x128xbf16>, vector<2048x128xf32> -> vector<2048x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %160 = vector.broadcast %cst_xf22304 : f32 to vector<2048x128xf32>
        %161 = arith.mulf %159, %160 : vector<2048x128xf32>
        %162 = arith.addf %157, %161 : vector<2048x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg13[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>
        %164 = vector.shape_cast %163 : vector<2048x128xf32> to vector<2048x128xf32>
        %165 = vector.shape_cast %162 : vector<2048x128xf32> to vector<2048x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %165 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %166 = arith.addi %arg22, %c1_i32 : i32
        %c126_i32 = arith.constant 126 : i32
        %167 = arith.minsi %arg21, %c126_i32 : i32
        %168 = arith.index_cast %167 : i32 to index
        %169 = memref.load %arg4[%168] : memref<127xi8, #tpu.memory_space<smem>>
        %170 = arith.extsi %169 : i8 to i32
        %171 = arith.cmpi sge, %166, %170 : i32
        %c1_i32 = arith.constant 1 : i32
        %172 = arith.addi %arg21, %c1_i32 : i32
        %173 = arith.select %171, %172, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %174 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %175 = arith.select %171, %c0_i32, %174 : i32
        %176 = arith.cmpi slt, %173, %79 : i32
        %177 = arith.extui %176 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %178 = arith.cmpi ne, %177, %c0_i32 : i32
        scf.if %178 {
          %c0_i32 = arith.constant 0 : i32
          %179 = arith.addi %3, %c0_i32 : i32
          %180 = arith.index_cast %173 : i32 to index
          %181 = memref.load %arg3[%180] : memref<127xi8, #tpu.memory_space<smem>>
          %182 = arith.extsi %181 : i8 to i32
          %183 = arith.addi %182, %175 : i32
          %c4_i32 = arith.constant 4 : i32
          %184 = arith.divsi %179, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %185 = arith.muli %183, %c512_i32 : i32
          %186 = tpu.assume_multiple %185, 512 : i32
          %c4_i32 = arith.constant 4 : i32
          %187 = arith.divsi %179, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %188 = arith.muli %183, %c512_i32 : i32
          %189 = tpu.assume_multiple %188, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %190 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %191 = tpu.memref_squeeze %190 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %192 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %193 = tpu.memref_squeeze %192 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %194 = tpu.memref_slice %arg10[%184, %186, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %195 = tpu.memref_squeeze %194 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%195 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%193 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%191 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %196 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %197 = tpu.memref_squeeze %196 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %198 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %199 = tpu.memref_squeeze %198 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %200 = tpu.memref_slice %arg11[%187, %189, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %201 = tpu.memref_squeeze %200 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%201 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%199 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%197 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %173, %175 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %108 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %109 = arith.muli %c0_i32, %c512_i32 : i32
        %110 = tpu.assume_multiple %109, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %111 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %112 = arith.muli %c0_i32, %c512_i32 : i32
        %113 = tpu.assume_multiple %112, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %115 = tpu.memref_squeeze %114 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %117 = tpu.memref_squeeze %116 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %118 = tpu.memref_slice %arg10[%108, %110, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %119 = tpu.memref_squeeze %118 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%115 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%119 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%117 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %120 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %121 = tpu.memref_squeeze %120 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %122 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %123 = tpu.memref_squeeze %122 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %124 = tpu.memref_slice %arg11[%111, %113, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %125 = tpu.memref_squeeze %124 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%121 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%125 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%123 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %126 = arith.addi %3, %c0_i32 : i32
        %127 = arith.index_cast %arg19 : i32 to index
        %128 = memref.load %arg3[%127] : memref<127xi8, #tpu.memory_space<smem>>
        %129 = arith.extsi %128 : i8 to i32
        %130 = arith.addi %129, %arg20 : i32
        %131 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg16[%131, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %133 = vector.shape_cast %132 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg6[%c0, %c0, %c0] : memref<4x512x128xbf16, #tpu.memory_space<vmem>>, vector<4x512x128xbf16>
        %135 = vector.shape_cast %134 : vector<4x512x128xbf16> to vector<4x512x128xbf16>
        %136 = vector.shape_cast %135 : vector<4x512x128xbf16> to vector<2048x128xbf16>
        %cst_xc7ef93 = arith.constant dense<0.000000e+00> : vector<2048x512xf32>
        %137 = tpu.matmul %136, %133, %cst_xc7ef93 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<2048x128xbf16>, vector<512x128xbf16>, vector<2048x512xf32> -> vector<2048x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %138 = vector.broadcast %cst_xa6fad0 : f32 to vector<2048x512xf32>
        %139 = arith.mulf %137, %138 : vector<2048x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %140 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %141 = arith.muli %130, %c512_i32 : i32
        %142 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %143 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %144 = arith.subi %141, %140 : i32
        %145 = vector.broadcast %143 : vector<1x512xi32> to vector<512x512xi32>
        %146 = vector.broadcast %142 : vector<512x1xi32> to vector<512x512xi32>
        %147 = arith.subi %145, %146 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %148 = arith.subi %c0_i32, %144 : i32
        %149 = vector.broadcast %148 : i32 to vector<512x512xi32>
        %150 = arith.cmpi sle, %147, %149 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg14[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>
        %152 = tpu.concatenate %151, %151, %151, %151 in 1 : vector<2048x128xf32>, vector<2048x128xf32>, vector<2048x128xf32>, vector<2048x128xf32> -> vector<2048x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %153 = vector.broadcast %cst_x3f8ad7 : f32 to vector<2048x512xf32>
        %154 = arith.mulf %152, %153 : vector<2048x512xf32>
        %155 = arith.subf %139, %154 : vector<2048x512xf32>
        %156 = math.exp2 %155 : vector<2048x512xf32>
        %157 = vector.shape_cast %156 : vector<2048x512xf32> to vector<4x512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %158 = vector.shape_cast %150 : vector<512x512xi1> to vector<1x512x512xi1>
        %159 = vector.broadcast %158 : vector<1x512x512xi1> to vector<4x512x512xi1>
        %160 = vector.broadcast %cst_x8ee5ec : f32 to vector<4x512x512xf32>
        %161 = arith.select %159, %157, %160 : vector<4x512x512xi1>, vector<4x512x512xf32>
        %162 = vector.shape_cast %161 : vector<4x512x512xf32> to vector<2048x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg7[%c0, %c0, %c0] : memref<4x512x128xbf16, #tpu.memory_space<vmem>>, vector<4x512x128xbf16>
        %164 = vector.shape_cast %163 : vector<4x512x128xbf16> to vector<4x512x128xbf16>
        %165 = vector.shape_cast %164 : vector<4x512x128xbf16> to vector<2048x128xbf16>
        %166 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %167 = vector.load %arg17[%166, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %168 = vector.shape_cast %167 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xc7ef93 = arith.constant dense<0.000000e+00> : vector<2048x512xf32>
        %169 = tpu.matmul %165, %168, %cst_xc7ef93 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<2048x128xbf16>, vector<512x128xbf16>, vector<2048x512xf32> -> vector<2048x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %170 = vector.load %arg15[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>
        %171 = tpu.concatenate %170, %170, %170, %170 in 1 : vector<2048x128xf32>, vector<2048x128xf32>, vector<2048x128xf32>, vector<2048x128xf32> -> vector<2048x512xf32>
        %172 = arith.subf %169, %171 : vector<2048x512xf32>
        %173 = arith.mulf %162, %172 : vector<2048x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %174 = vector.load %arg13[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>
        %175 = arith.truncf %173 : vector<2048x512xf32> to vector<2048x512xbf16>
        %cst_x1d7a9b = arith.constant dense<0.000000e+00> : vector<2048x128xf32>
        %176 = tpu.matmul %175, %133, %cst_x1d7a9b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<2048x512xbf16>, vector<512x128xbf16>, vector<2048x128xf32> -> vector<2048x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %177 = vector.broadcast %cst_xf22304 : f32 to vector<2048x128xf32>
        %178 = arith.mulf %176, %177 : vector<2048x128xf32>
        %179 = arith.addf %174, %178 : vector<2048x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %180 = vector.load %arg13[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>
        %181 = vector.shape_cast %180 : vector<2048x128xf32> to vector<2048x128xf32>
        %182 = vector.shape_cast %179 : vector<2048x128xf32> to vector<2048x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %182 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %183 = arith.addi %arg22, %c1_i32 : i32
        %c126_i32 = arith.constant 126 : i32
        %184 = arith.minsi %arg21, %c126_i32 : i32
        %185 = arith.index_cast %184 : i32 to index
        %186 = memref.load %arg4[%185] : memref<127xi8, #tpu.memory_space<smem>>
        %187 = arith.extsi %186 : i8 to i32
        %188 = arith.cmpi sge, %183, %187 : i32
        %c1_i32 = arith.constant 1 : i32
        %189 = arith.addi %arg21, %c1_i32 : i32
        %190 = arith.select %188, %189, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %191 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %192 = arith.select %188, %c0_i32, %191 : i32
        %193 = arith.cmpi slt, %190, %79 : i32
        %194 = arith.extui %193 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %195 = arith.cmpi ne, %194, %c0_i32 : i32
        scf.if %195 {
          %c0_i32 = arith.constant 0 : i32
          %196 = arith.addi %3, %c0_i32 : i32
          %197 = arith.index_cast %190 : i32 to index
          %198 = memref.load %arg3[%197] : memref<127xi8, #tpu.memory_space<smem>>
          %199 = arith.extsi %198 : i8 to i32
          %200 = arith.addi %199, %192 : i32
          %c4_i32 = arith.constant 4 : i32
          %201 = arith.divsi %196, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %202 = arith.muli %200, %c512_i32 : i32
          %203 = tpu.assume_multiple %202, 512 : i32
          %c4_i32 = arith.constant 4 : i32
          %204 = arith.divsi %196, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %205 = arith.muli %200, %c512_i32 : i32
          %206 = tpu.assume_multiple %205, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %207 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %208 = tpu.memref_squeeze %207 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %209 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %210 = tpu.memref_squeeze %209 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %211 = tpu.memref_slice %arg10[%201, %203, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %212 = tpu.memref_squeeze %211 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%212 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%210 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%208 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %213 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %214 = tpu.memref_squeeze %213 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %215 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %216 = tpu.memref_squeeze %215 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %217 = tpu.memref_slice %arg11[%204, %206, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %218 = tpu.memref_squeeze %217 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%218 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%216 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%214 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %190, %192 : i32, i32
      }
      scf.yield %arg21, %arg22, %107#0, %107#1, %arg24, %arg25, %arg23 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %97 = vector.load %arg13[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>
    %98 = arith.truncf %97 : vector<2048x128xf32> to vector<2048x128xbf16>
    %99 = vector.shape_cast %98 : vector<2048x128xbf16> to vector<4x512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %100 = vector.load %arg12[%c0, %c0, %c0] : memref<4x512x128xbf16, #tpu.memory_space<vmem>>, vector<4x512x128xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %99 {strides = array<i32>} : memref<4x512x128xbf16, #tpu.memory_space<vmem>>, vector<4x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
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
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %6 = arith.remsi %5, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %6 = arith.remsi %5, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %c0_i32, %6 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %6 = arith.remsi %5, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %c0_i32, %6 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %6 = arith.remsi %5, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:a95d6cca7178d1db3ca5c1ef515020b5576b14367ae7f11129d5955490a258fa
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>, %arg6: memref<126xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<32x32768x128xbf16, #tpu.memory_space<any>>, %arg10: memref<32x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<32x1x32768xf32, #tpu.memory_space<any>>, %arg12: memref<32x1x32768xf32, #tpu.memory_space<any>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg17: memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>>, %arg19: memref<3x2x1x1024xf32, #tpu.memory_space<vmem>>, %arg20: memref<3x2x1x1024xf32, #tpu.memory_space<vmem>>, %arg21: memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 64, 2>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.muli %arg2, %c2_i32 : i32
    %5 = arith.addi %3, %4 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %7 = arith.cmpi eq, %arg2, %c1_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %8 = arith.remsi %0, %c64_i32 : i32
    %9 = arith.extui %6 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %10 = arith.cmpi ne, %9, %c0_i32 : i32
    scf.if %10 {
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %37 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %38 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %39 = vector.shape_cast %38 : vector<512x128xf32> to vector<512x128xf32>
      %40 = vector.shape_cast %37 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0, %c0], %40 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %41 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %42 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %43 = vector.shape_cast %42 : vector<512x128xf32> to vector<512x128xf32>
      %44 = vector.shape_cast %41 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0, %c0], %44 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %11 = arith.index_cast %arg1 : i32 to index
    %12 = memref.load %arg3[%11] : memref<65xi8, #tpu.memory_space<smem>>
    %13 = arith.extsi %12 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %14 = arith.addi %arg1, %c1_i32 : i32
    %15 = arith.index_cast %14 : i32 to index
    %16 = memref.load %arg3[%15] : memref<65xi8, #tpu.memory_space<smem>>
    %17 = arith.extsi %16 : i8 to i32
    %18 = arith.cmpi slt, %13, %17 : i32
    %19 = arith.extui %18 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %20 = arith.cmpi ne, %19, %c0_i32 : i32
    scf.if %20 {
      %c0_i32 = arith.constant 0 : i32
      %37 = arith.addi %5, %c0_i32 : i32
      %38 = arith.index_cast %13 : i32 to index
      %39 = memref.load %arg4[%38] : memref<126xi8, #tpu.memory_space<smem>>
      %40 = arith.extsi %39 : i8 to i32
      %41 = arith.addi %40, %c0_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %42 = arith.muli %41, %c1024_i32 : i32
      %43 = tpu.assume_multiple %42, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %44 = arith.muli %41, %c1024_i32 : i32
      %45 = tpu.assume_multiple %44, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %46 = arith.muli %41, %c1024_i32 : i32
      %47 = tpu.assume_multiple %46, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %48 = arith.muli %41, %c1024_i32 : i32
      %49 = tpu.assume_multiple %48, 1024 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg21[%c0_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %51 = tpu.memref_squeeze %50 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
      %53 = tpu.memref_squeeze %52 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg9[%37, %43, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<2x1024x128xbf16, #tpu.memory_space<any>>) target(%53 : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%51 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg21[%c0_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%37, %45, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%59 : memref<2x1024x128xbf16, #tpu.memory_space<any>>) target(%58 : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %60 = tpu.memref_slice %arg21[%c0_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg11[%37, %c0_i32, %47] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x1024xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%64 : memref<2x1x1024xf32, #tpu.memory_space<any>>) target(%63 : memref<2x1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %65 = tpu.memref_slice %arg21[%c0_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg12[%37, %c0_i32, %49] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x1024xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<2x1x1024xf32, #tpu.memory_space<any>>) target(%68 : memref<2x1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %21 = arith.addi %c0_i32, %c1_i32 : i32
    %c125_i32 = arith.constant 125 : i32
    %22 = arith.minsi %13, %c125_i32 : i32
    %23 = arith.index_cast %22 : i32 to index
    %24 = memref.load %arg5[%23] : memref<126xi8, #tpu.memory_space<smem>>
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
      %37 = arith.addi %5, %c0_i32 : i32
      %38 = arith.index_cast %28 : i32 to index
      %39 = memref.load %arg4[%38] : memref<126xi8, #tpu.memory_space<smem>>
      %40 = arith.extsi %39 : i8 to i32
      %41 = arith.addi %40, %30 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %42 = arith.muli %41, %c1024_i32 : i32
      %43 = tpu.assume_multiple %42, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %44 = arith.muli %41, %c1024_i32 : i32
      %45 = tpu.assume_multiple %44, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %46 = arith.muli %41, %c1024_i32 : i32
      %47 = tpu.assume_multiple %46, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %48 = arith.muli %41, %c1024_i32 : i32
      %49 = tpu.assume_multiple %48, 1024 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg21[%c1_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %51 = tpu.memref_squeeze %50 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
      %53 = tpu.memref_squeeze %52 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg9[%37, %43, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<2x1024x128xbf16, #tpu.memory_space<any>>) target(%53 : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%51 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg21[%c1_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%37, %45, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%59 : memref<2x1024x128xbf16, #tpu.memory_space<any>>) target(%58 : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %60 = tpu.memref_slice %arg21[%c1_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg19[%c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg11[%37, %c0_i32, %47] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x1024xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%64 : memref<2x1x1024xf32, #tpu.memory_space<any>>) target(%63 : memref<2x1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %65 = tpu.memref_slice %arg21[%c1_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg20[%c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg12[%37, %c0_i32, %49] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x1024xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<2x1x1024xf32, #tpu.memory_space<any>>) target(%68 : memref<2x1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %34:7 = scf.while (%arg22 = %13, %arg23 = %c0_i32, %arg24 = %28, %arg25 = %30, %arg26 = %c0_i32, %arg27 = %c1_i32, %arg28 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %37 = arith.cmpi slt, %arg22, %17 : i32
      scf.condition(%37) %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32, %arg28: i32):
      %37 = arith.index_cast %arg22 : i32 to index
      %38 = memref.load %arg6[%37] : memref<126xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %40 = arith.cmpi eq, %39, %c2_i32 : i32
      %41 = arith.extui %40 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %42 = arith.cmpi ne, %41, %c0_i32 : i32
      %43:2 = scf.if %42 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %44 = arith.muli %c0_i32, %c1024_i32 : i32
        %45 = tpu.assume_multiple %44, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %46 = arith.muli %c0_i32, %c1024_i32 : i32
        %47 = tpu.assume_multiple %46, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %48 = arith.muli %c0_i32, %c1024_i32 : i32
        %49 = tpu.assume_multiple %48, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %50 = arith.muli %c0_i32, %c1024_i32 : i32
        %51 = tpu.assume_multiple %50, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %52 = tpu.memref_slice %arg21[%arg26, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %53 = tpu.memref_squeeze %52 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %54 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
        %55 = tpu.memref_squeeze %54 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %56 = tpu.memref_slice %arg9[%c0_i32, %45, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x1024x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%53 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<2x1024x128xbf16, #tpu.memory_space<any>>) dst(%55 : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %57 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %59 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
        %60 = tpu.memref_squeeze %59 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg10[%c0_i32, %47, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x1024x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%61 : memref<2x1024x128xbf16, #tpu.memory_space<any>>) dst(%60 : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %62 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %63 = tpu.memref_squeeze %62 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %64 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
        %65 = tpu.memref_squeeze %64 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %49] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x1024xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%63 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%66 : memref<2x1x1024xf32, #tpu.memory_space<any>>) dst(%65 : memref<2x1x1024xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %67 = tpu.memref_slice %arg21[%arg26, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
        %70 = tpu.memref_squeeze %69 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %51] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x1024xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<2x1x1024xf32, #tpu.memory_space<any>>) dst(%70 : memref<2x1x1024xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %72 = arith.addi %5, %c0_i32 : i32
        %73 = arith.index_cast %arg22 : i32 to index
        %74 = memref.load %arg4[%73] : memref<126xi8, #tpu.memory_space<smem>>
        %75 = arith.extsi %74 : i8 to i32
        %76 = arith.addi %75, %arg23 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %77 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
        %78 = tpu.memref_squeeze %77 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %79 = vector.load %78[%c0, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<2x1024x128xbf16>
        %80 = vector.shape_cast %79 : vector<2x1024x128xbf16> to vector<2048x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
        %82 = tpu.memref_squeeze %81 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %82[%c0, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<2x1024x128xbf16>
        %84 = vector.shape_cast %83 : vector<2x1024x128xbf16> to vector<2048x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %86 = vector.shape_cast %85 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x62f84c = arith.constant dense<0.000000e+00> : vector<256x2048xf32>
        %87 = tpu.matmul %86, %80, %cst_x62f84c {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<2048x128xbf16>, vector<256x2048xf32> -> vector<256x2048xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %88 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x2048xf32>
        %89 = arith.mulf %87, %88 : vector<256x2048xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %91 = vector.shape_cast %90 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x62f84c = arith.constant dense<0.000000e+00> : vector<256x2048xf32>
        %92 = tpu.matmul %91, %84, %cst_x62f84c {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<2048x128xbf16>, vector<256x2048xf32> -> vector<256x2048xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
        %94 = tpu.memref_squeeze %93 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %94[%c0, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<2x1024x128xbf16>
        %96 = vector.shape_cast %95 : vector<2x1024x128xbf16> to vector<2048x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
        %98 = tpu.memref_squeeze %97 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %98[%c0, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<2x1024x128xbf16>
        %100 = vector.shape_cast %99 : vector<2x1024x128xbf16> to vector<2048x128xbf16>
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg7[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %102 = vector.shape_cast %101 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x62f84c = arith.constant dense<0.000000e+00> : vector<256x2048xf32>
        %103 = tpu.matmul %102, %96, %cst_x62f84c {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<2048x128xbf16>, vector<256x2048xf32> -> vector<256x2048xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %104 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x2048xf32>
        %105 = arith.mulf %103, %104 : vector<256x2048xf32>
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg8[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %107 = vector.shape_cast %106 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x62f84c = arith.constant dense<0.000000e+00> : vector<256x2048xf32>
        %108 = tpu.matmul %107, %100, %cst_x62f84c {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<2048x128xbf16>, vector<256x2048xf32> -> vector<256x2048xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
        %110 = tpu.memref_squeeze %109 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %110[%c0, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
        %112 = vector.shape_cast %111 : vector<1x1x1024xf32> to vector<1x1024xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %113 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
        %114 = tpu.memref_squeeze %113 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %114[%c1, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
        %116 = vector.shape_cast %115 : vector<1x1x1024xf32> to vector<1x1024xf32>
        %117 = tpu.concatenate %112, %116 in 1 : vector<1x1024xf32>, vector<1x1024xf32> -> vector<1x2048xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %118 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x2048xf32>
        %119 = arith.mulf %117, %118 : vector<1x2048xf32>
        %120 = vector.broadcast %119 : vector<1x2048xf32> to vector<256x2048xf32>
        %121 = arith.subf %89, %120 : vector<256x2048xf32>
        %122 = math.exp2 %121 : vector<256x2048xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %124 = arith.truncf %122 : vector<256x2048xf32> to vector<256x2048xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %125 = tpu.matmul %124, %84, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x2048xbf16>, vector<2048x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %126 = arith.addf %123, %125 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %128 = vector.shape_cast %127 : vector<256x128xf32> to vector<256x128xf32>
        %129 = vector.shape_cast %126 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg16[%c0, %c0], %129 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %130 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
        %131 = tpu.memref_squeeze %130 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %131[%c0, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
        %133 = vector.shape_cast %132 : vector<1x1x1024xf32> to vector<1x1024xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %134 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
        %135 = tpu.memref_squeeze %134 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %135[%c1, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
        %137 = vector.shape_cast %136 : vector<1x1x1024xf32> to vector<1x1024xf32>
        %138 = tpu.concatenate %133, %137 in 1 : vector<1x1024xf32>, vector<1x1024xf32> -> vector<1x2048xf32>
        %139 = vector.broadcast %138 : vector<1x2048xf32> to vector<256x2048xf32>
        %140 = arith.subf %92, %139 : vector<256x2048xf32>
        %141 = arith.mulf %122, %140 : vector<256x2048xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %143 = arith.truncf %141 : vector<256x2048xf32> to vector<256x2048xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %144 = tpu.matmul %143, %80, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x2048xbf16>, vector<2048x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %145 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %146 = arith.mulf %144, %145 : vector<256x128xf32>
        %147 = arith.addf %142, %146 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %149 = vector.shape_cast %148 : vector<256x128xf32> to vector<256x128xf32>
        %150 = vector.shape_cast %147 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %150 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %151 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
        %152 = tpu.memref_squeeze %151 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %153 = vector.load %152[%c0, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
        %154 = vector.shape_cast %153 : vector<1x1x1024xf32> to vector<1x1024xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %155 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
        %156 = tpu.memref_squeeze %155 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %156[%c1, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
        %158 = vector.shape_cast %157 : vector<1x1x1024xf32> to vector<1x1024xf32>
        %159 = tpu.concatenate %154, %158 in 1 : vector<1x1024xf32>, vector<1x1024xf32> -> vector<1x2048xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %160 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x2048xf32>
        %161 = arith.mulf %159, %160 : vector<1x2048xf32>
        %162 = vector.broadcast %161 : vector<1x2048xf32> to vector<256x2048xf32>
        %163 = arith.subf %105, %162 : vector<256x2048xf32>
        %164 = math.exp2 %163 : vector<256x2048xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %165 = vector.load %arg16[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %166 = arith.truncf %164 : vector<256x2048xf32> to vector<256x2048xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %167 = tpu.matmul %166, %100, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x2048xbf16>, vector<2048x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %168 = arith.addf %165, %167 : vector<256x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %169 = vector.load %arg16[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %170 = vector.shape_cast %169 : vector<256x128xf32> to vector<256x128xf32>
        %171 = vector.shape_cast %168 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg16[%c256, %c0], %171 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %172 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
        %173 = tpu.memref_squeeze %172 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %174 = vector.load %173[%c0, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
        %175 = vector.shape_cast %174 : vector<1x1x1024xf32> to vector<1x1024xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %176 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
        %177 = tpu.memref_squeeze %176 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %178 = vector.load %177[%c1, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
        %179 = vector.shape_cast %178 : vector<1x1x1024xf32> to vector<1x1024xf32>
        %180 = tpu.concatenate %175, %179 in 1 : vector<1x1024xf32>, vector<1x1024xf32> -> vector<1x2048xf32>
        %181 = vector.broadcast %180 : vector<1x2048xf32> to vector<256x2048xf32>
        %182 = arith.subf %108, %181 : vector<256x2048xf32>
        %183 = arith.mulf %164, %182 : vector<256x2048xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %184 = vector.load %arg15[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %185 = arith.truncf %183 : vector<256x2048xf32> to vector<256x2048xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %186 = tpu.matmul %185, %96, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x2048xbf16>, vector<2048x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %187 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %188 = arith.mulf %186, %187 : vector<256x128xf32>
        %189 = arith.addf %184, %188 : vector<256x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %190 = vector.load %arg15[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %191 = vector.shape_cast %190 : vector<256x128xf32> to vector<256x128xf32>
        %192 = vector.shape_cast %189 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg15[%c256, %c0], %192 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %193 = arith.addi %arg25, %c1_i32 : i32
        %c125_i32 = arith.constant 125 : i32
        %194 = arith.minsi %arg24, %c125_i32 : i32
        %195 = arith.index_cast %194 : i32 to index
        %196 = memref.load %arg5[%195] : memref<126xi8, #tpu.memory_space<smem>>
        %197 = arith.extsi %196 : i8 to i32
        %198 = arith.cmpi sge, %193, %197 : i32
        %c1_i32 = arith.constant 1 : i32
        %199 = arith.addi %arg24, %c1_i32 : i32
        %200 = arith.select %198, %199, %arg24 : i32
        %c1_i32 = arith.constant 1 : i32
        %201 = arith.addi %arg25, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %202 = arith.select %198, %c0_i32, %201 : i32
        %203 = arith.cmpi slt, %200, %17 : i32
        %204 = arith.extui %203 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %205 = arith.cmpi ne, %204, %c0_i32 : i32
        scf.if %205 {
          %c0_i32 = arith.constant 0 : i32
          %206 = arith.addi %5, %c0_i32 : i32
          %207 = arith.index_cast %200 : i32 to index
          %208 = memref.load %arg4[%207] : memref<126xi8, #tpu.memory_space<smem>>
          %209 = arith.extsi %208 : i8 to i32
          %210 = arith.addi %209, %202 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %211 = arith.muli %210, %c1024_i32 : i32
          %212 = tpu.assume_multiple %211, 1024 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %213 = arith.muli %210, %c1024_i32 : i32
          %214 = tpu.assume_multiple %213, 1024 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %215 = arith.muli %210, %c1024_i32 : i32
          %216 = tpu.assume_multiple %215, 1024 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %217 = arith.muli %210, %c1024_i32 : i32
          %218 = tpu.assume_multiple %217, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %219 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %220 = tpu.memref_squeeze %219 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %221 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %222 = tpu.memref_squeeze %221 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %223 = tpu.memref_slice %arg9[%206, %212, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x1024x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%223 : memref<2x1024x128xbf16, #tpu.memory_space<any>>) target(%222 : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%220 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %224 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %225 = tpu.memref_squeeze %224 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %226 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %227 = tpu.memref_squeeze %226 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %228 = tpu.memref_slice %arg10[%206, %214, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x1024x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%228 : memref<2x1024x128xbf16, #tpu.memory_space<any>>) target(%227 : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%225 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %229 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %230 = tpu.memref_squeeze %229 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %231 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %232 = tpu.memref_squeeze %231 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %233 = tpu.memref_slice %arg11[%206, %c0_i32, %216] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x1024xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%233 : memref<2x1x1024xf32, #tpu.memory_space<any>>) target(%232 : memref<2x1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%230 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %234 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %235 = tpu.memref_squeeze %234 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %236 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %237 = tpu.memref_squeeze %236 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %238 = tpu.memref_slice %arg12[%206, %c0_i32, %218] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x1024xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%238 : memref<2x1x1024xf32, #tpu.memory_space<any>>) target(%237 : memref<2x1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%235 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %200, %202 : i32, i32
      } else {
        %c3_i32 = arith.constant 3 : i32
        %44 = arith.cmpi eq, %39, %c3_i32 : i32
        %45 = arith.extui %44 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %46 = arith.cmpi ne, %45, %c0_i32 : i32
        %47:2 = scf.if %46 -> (i32, i32) {
          %c0_i32 = arith.constant 0 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %48 = arith.muli %c0_i32, %c1024_i32 : i32
          %49 = tpu.assume_multiple %48, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %50 = arith.muli %c0_i32, %c1024_i32 : i32
          %51 = tpu.assume_multiple %50, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %52 = arith.muli %c0_i32, %c1024_i32 : i32
          %53 = tpu.assume_multiple %52, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %54 = arith.muli %c0_i32, %c1024_i32 : i32
          %55 = tpu.assume_multiple %54, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %56 = tpu.memref_slice %arg21[%arg26, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %57 = tpu.memref_squeeze %56 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %58 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %59 = tpu.memref_squeeze %58 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %60 = tpu.memref_slice %arg9[%c0_i32, %49, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x1024x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%57 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%60 : memref<2x1024x128xbf16, #tpu.memory_space<any>>) dst(%59 : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %c1_i32 = arith.constant 1 : i32
          %61 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %63 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %64 = tpu.memref_squeeze %63 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %65 = tpu.memref_slice %arg10[%c0_i32, %51, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x1024x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%65 : memref<2x1024x128xbf16, #tpu.memory_space<any>>) dst(%64 : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %c2_i32 = arith.constant 2 : i32
          %66 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %68 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %69 = tpu.memref_squeeze %68 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %70 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %53] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x1024xf32, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%70 : memref<2x1x1024xf32, #tpu.memory_space<any>>) dst(%69 : memref<2x1x1024xf32, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %c3_i32 = arith.constant 3 : i32
          %71 = tpu.memref_slice %arg21[%arg26, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %73 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %74 = tpu.memref_squeeze %73 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %75 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %55] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x1024xf32, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<2x1x1024xf32, #tpu.memory_space<any>>) dst(%74 : memref<2x1x1024xf32, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %76 = arith.addi %5, %c0_i32 : i32
          %77 = arith.index_cast %arg22 : i32 to index
          %78 = memref.load %arg4[%77] : memref<126xi8, #tpu.memory_space<smem>>
          %79 = arith.extsi %78 : i8 to i32
          %80 = arith.addi %79, %arg23 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %81 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %82 = tpu.memref_squeeze %81 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %83 = vector.load %82[%c0, %c512, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<2x128x128xbf16>
          %84 = vector.shape_cast %83 : vector<2x128x128xbf16> to vector<256x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %85 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %86 = tpu.memref_squeeze %85 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %87 = vector.load %86[%c0, %c512, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<2x128x128xbf16>
          %88 = vector.shape_cast %87 : vector<2x128x128xbf16> to vector<256x128xbf16>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %89 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
          %90 = vector.shape_cast %89 : vector<1x128x128xbf16> to vector<128x128xbf16>
          %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
          %91 = tpu.matmul %90, %84, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<256x128xbf16>, vector<128x256xf32> -> vector<128x256xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %92 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x256xf32>
          %93 = arith.mulf %91, %92 : vector<128x256xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %94 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
          %95 = vector.shape_cast %94 : vector<1x128x128xbf16> to vector<128x128xbf16>
          %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
          %96 = tpu.matmul %95, %88, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<256x128xbf16>, vector<128x256xf32> -> vector<128x256xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %97 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %98 = tpu.memref_squeeze %97 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %99 = vector.load %98[%c0, %c640, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<2x128x128xbf16>
          %100 = vector.shape_cast %99 : vector<2x128x128xbf16> to vector<256x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %101 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %102 = tpu.memref_squeeze %101 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %103 = vector.load %102[%c0, %c640, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<2x128x128xbf16>
          %104 = vector.shape_cast %103 : vector<2x128x128xbf16> to vector<256x128xbf16>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %105 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
          %106 = vector.shape_cast %105 : vector<1x256x128xbf16> to vector<256x128xbf16>
          %cst_xd937c0 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
          %107 = tpu.matmul %106, %100, %cst_xd937c0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<256x128xbf16>, vector<256x256xf32> -> vector<256x256xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %108 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x256xf32>
          %109 = arith.mulf %107, %108 : vector<256x256xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %110 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
          %111 = vector.shape_cast %110 : vector<1x256x128xbf16> to vector<256x128xbf16>
          %cst_xd937c0 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
          %112 = tpu.matmul %111, %104, %cst_xd937c0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<256x128xbf16>, vector<256x256xf32> -> vector<256x256xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %113 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %114 = tpu.memref_squeeze %113 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c512 = arith.constant 512 : index
          %115 = vector.load %114[%c0, %c0, %c512] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
          %116 = vector.shape_cast %115 : vector<1x1x128xf32> to vector<1x128xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %117 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %118 = tpu.memref_squeeze %117 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c1 = arith.constant 1 : index
          %c0 = arith.constant 0 : index
          %c512 = arith.constant 512 : index
          %119 = vector.load %118[%c1, %c0, %c512] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
          %120 = vector.shape_cast %119 : vector<1x1x128xf32> to vector<1x128xf32>
          %121 = tpu.concatenate %116, %120 in 1 : vector<1x128xf32>, vector<1x128xf32> -> vector<1x256xf32>
          %cst_x3f8ad7 = arith.constant 1.44269502 : f32
          %122 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x256xf32>
          %123 = arith.mulf %121, %122 : vector<1x256xf32>
          %124 = vector.broadcast %123 : vector<1x256xf32> to vector<128x256xf32>
          %125 = arith.subf %93, %124 : vector<128x256xf32>
          %126 = math.exp2 %125 : vector<128x256xf32>
          %c1024_i32 = arith.constant 1024 : i32
          %127 = arith.muli %80, %c1024_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %128 = arith.muli %8, %c512_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %129 = arith.addi %127, %c512_i32 : i32
          %130 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %131 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %132 = arith.subi %128, %129 : i32
          %133 = vector.broadcast %131 : vector<128x1xi32> to vector<128x128xi32>
          %134 = vector.broadcast %130 : vector<1x128xi32> to vector<128x128xi32>
          %135 = arith.subi %133, %134 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %136 = arith.subi %c0_i32, %132 : i32
          %137 = vector.broadcast %136 : i32 to vector<128x128xi32>
          %138 = arith.cmpi sle, %135, %137 : vector<128x128xi32>
          %139 = tpu.concatenate %138, %138 in 1 : vector<128x128xi1>, vector<128x128xi1> -> vector<128x256xi1>
          %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
          %140 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x256xf32>
          %141 = arith.select %139, %126, %140 : vector<128x256xi1>, vector<128x256xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %142 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %143 = arith.truncf %141 : vector<128x256xf32> to vector<128x256xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %144 = tpu.matmul %143, %88, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %145 = arith.addf %142, %144 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %146 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %147 = vector.shape_cast %146 : vector<128x128xf32> to vector<128x128xf32>
          %148 = vector.shape_cast %145 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg16[%c0, %c0], %148 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %149 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %150 = tpu.memref_squeeze %149 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c512 = arith.constant 512 : index
          %151 = vector.load %150[%c0, %c0, %c512] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
          %152 = vector.shape_cast %151 : vector<1x1x128xf32> to vector<1x128xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %153 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %154 = tpu.memref_squeeze %153 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c1 = arith.constant 1 : index
          %c0 = arith.constant 0 : index
          %c512 = arith.constant 512 : index
          %155 = vector.load %154[%c1, %c0, %c512] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
          %156 = vector.shape_cast %155 : vector<1x1x128xf32> to vector<1x128xf32>
          %157 = tpu.concatenate %152, %156 in 1 : vector<1x128xf32>, vector<1x128xf32> -> vector<1x256xf32>
          %158 = vector.broadcast %157 : vector<1x256xf32> to vector<128x256xf32>
          %159 = arith.subf %96, %158 : vector<128x256xf32>
          %160 = arith.mulf %141, %159 : vector<128x256xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %161 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %162 = arith.truncf %160 : vector<128x256xf32> to vector<128x256xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %163 = tpu.matmul %162, %84, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %cst_xf22304 = arith.constant 0.0883883461 : f32
          %164 = vector.broadcast %cst_xf22304 : f32 to vector<128x128xf32>
          %165 = arith.mulf %163, %164 : vector<128x128xf32>
          %166 = arith.addf %161, %165 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %167 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %168 = vector.shape_cast %167 : vector<128x128xf32> to vector<128x128xf32>
          %169 = vector.shape_cast %166 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg15[%c0, %c0], %169 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %170 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %171 = tpu.memref_squeeze %170 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %172 = vector.load %171[%c0, %c768, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<2x128x128xbf16>
          %173 = vector.shape_cast %172 : vector<2x128x128xbf16> to vector<256x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %174 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %175 = tpu.memref_squeeze %174 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %176 = vector.load %175[%c0, %c768, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<2x128x128xbf16>
          %177 = vector.shape_cast %176 : vector<2x128x128xbf16> to vector<256x128xbf16>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %178 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x384x128xbf16>
          %179 = vector.shape_cast %178 : vector<1x384x128xbf16> to vector<384x128xbf16>
          %cst_xa75162 = arith.constant dense<0.000000e+00> : vector<384x256xf32>
          %180 = tpu.matmul %179, %173, %cst_xa75162 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<384x128xbf16>, vector<256x128xbf16>, vector<384x256xf32> -> vector<384x256xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %181 = vector.broadcast %cst_xa6fad0 : f32 to vector<384x256xf32>
          %182 = arith.mulf %180, %181 : vector<384x256xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %183 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x384x128xbf16>
          %184 = vector.shape_cast %183 : vector<1x384x128xbf16> to vector<384x128xbf16>
          %cst_xa75162 = arith.constant dense<0.000000e+00> : vector<384x256xf32>
          %185 = tpu.matmul %184, %177, %cst_xa75162 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<384x128xbf16>, vector<256x128xbf16>, vector<384x256xf32> -> vector<384x256xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %186 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %187 = tpu.memref_squeeze %186 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c640 = arith.constant 640 : index
          %188 = vector.load %187[%c0, %c0, %c640] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
          %189 = vector.shape_cast %188 : vector<1x1x128xf32> to vector<1x128xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %190 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %191 = tpu.memref_squeeze %190 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c1 = arith.constant 1 : index
          %c0 = arith.constant 0 : index
          %c640 = arith.constant 640 : index
          %192 = vector.load %191[%c1, %c0, %c640] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
          %193 = vector.shape_cast %192 : vector<1x1x128xf32> to vector<1x128xf32>
          %194 = tpu.concatenate %189, %193 in 1 : vector<1x128xf32>, vector<1x128xf32> -> vector<1x256xf32>
          %cst_x3f8ad7 = arith.constant 1.44269502 : f32
          %195 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x256xf32>
          %196 = arith.mulf %194, %195 : vector<1x256xf32>
          %197 = vector.broadcast %196 : vector<1x256xf32> to vector<256x256xf32>
          %198 = arith.subf %109, %197 : vector<256x256xf32>
          %199 = math.exp2 %198 : vector<256x256xf32>
          %200 = vector.extract_strided_slice %199 {offsets = [0, 0], sizes = [128, 256], strides = [1, 1]} : vector<256x256xf32> to vector<128x256xf32>
          %201 = vector.extract_strided_slice %199 {offsets = [128, 0], sizes = [128, 256], strides = [1, 1]} : vector<256x256xf32> to vector<128x256xf32>
          %c1024_i32 = arith.constant 1024 : i32
          %202 = arith.muli %80, %c1024_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %203 = arith.muli %8, %c512_i32 : i32
          %c640_i32 = arith.constant 640 : i32
          %204 = arith.addi %202, %c640_i32 : i32
          %c128_i32 = arith.constant 128 : i32
          %205 = arith.addi %203, %c128_i32 : i32
          %206 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %207 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %208 = arith.subi %205, %204 : i32
          %209 = vector.broadcast %207 : vector<128x1xi32> to vector<128x128xi32>
          %210 = vector.broadcast %206 : vector<1x128xi32> to vector<128x128xi32>
          %211 = arith.subi %209, %210 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %212 = arith.subi %c0_i32, %208 : i32
          %213 = vector.broadcast %212 : i32 to vector<128x128xi32>
          %214 = arith.cmpi sle, %211, %213 : vector<128x128xi32>
          %215 = tpu.concatenate %214, %214 in 1 : vector<128x128xi1>, vector<128x128xi1> -> vector<128x256xi1>
          %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
          %216 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x256xf32>
          %217 = arith.select %215, %201, %216 : vector<128x256xi1>, vector<128x256xf32>
          %218 = tpu.concatenate %200, %217 in 0 : vector<128x256xf32>, vector<128x256xf32> -> vector<256x256xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %219 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
          %220 = arith.truncf %218 : vector<256x256xf32> to vector<256x256xbf16>
          %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
          %221 = tpu.matmul %220, %104, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<256x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
          %222 = arith.addf %219, %221 : vector<256x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %223 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
          %224 = vector.shape_cast %223 : vector<256x128xf32> to vector<256x128xf32>
          %225 = vector.shape_cast %222 : vector<256x128xf32> to vector<256x128xf32>
          tpu.vector_store %arg16[%c0, %c0], %225 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %226 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %227 = tpu.memref_squeeze %226 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c640 = arith.constant 640 : index
          %228 = vector.load %227[%c0, %c0, %c640] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
          %229 = vector.shape_cast %228 : vector<1x1x128xf32> to vector<1x128xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %230 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %231 = tpu.memref_squeeze %230 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c1 = arith.constant 1 : index
          %c0 = arith.constant 0 : index
          %c640 = arith.constant 640 : index
          %232 = vector.load %231[%c1, %c0, %c640] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
          %233 = vector.shape_cast %232 : vector<1x1x128xf32> to vector<1x128xf32>
          %234 = tpu.concatenate %229, %233 in 1 : vector<1x128xf32>, vector<1x128xf32> -> vector<1x256xf32>
          %235 = vector.broadcast %234 : vector<1x256xf32> to vector<256x256xf32>
          %236 = arith.subf %112, %235 : vector<256x256xf32>
          %237 = arith.mulf %218, %236 : vector<256x256xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %238 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
          %239 = arith.truncf %237 : vector<256x256xf32> to vector<256x256xbf16>
          %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
          %240 = tpu.matmul %239, %100, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<256x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
          %cst_xf22304 = arith.constant 0.0883883461 : f32
          %241 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
          %242 = arith.mulf %240, %241 : vector<256x128xf32>
          %243 = arith.addf %238, %242 : vector<256x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %244 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
          %245 = vector.shape_cast %244 : vector<256x128xf32> to vector<256x128xf32>
          %246 = vector.shape_cast %243 : vector<256x128xf32> to vector<256x128xf32>
          tpu.vector_store %arg15[%c0, %c0], %246 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %247 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %248 = tpu.memref_squeeze %247 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %249 = vector.load %248[%c0, %c896, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<2x128x128xbf16>
          %250 = vector.shape_cast %249 : vector<2x128x128xbf16> to vector<256x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %251 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %252 = tpu.memref_squeeze %251 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %253 = vector.load %252[%c0, %c896, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<2x128x128xbf16>
          %254 = vector.shape_cast %253 : vector<2x128x128xbf16> to vector<256x128xbf16>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %255 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
          %256 = vector.shape_cast %255 : vector<1x512x128xbf16> to vector<512x128xbf16>
          %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
          %257 = tpu.matmul %256, %250, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<256x128xbf16>, vector<512x256xf32> -> vector<512x256xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %258 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x256xf32>
          %259 = arith.mulf %257, %258 : vector<512x256xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %260 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
          %261 = vector.shape_cast %260 : vector<1x512x128xbf16> to vector<512x128xbf16>
          %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
          %262 = tpu.matmul %261, %254, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<256x128xbf16>, vector<512x256xf32> -> vector<512x256xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %263 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %264 = tpu.memref_squeeze %263 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c768 = arith.constant 768 : index
          %265 = vector.load %264[%c0, %c0, %c768] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
          %266 = vector.shape_cast %265 : vector<1x1x128xf32> to vector<1x128xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %267 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %268 = tpu.memref_squeeze %267 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c1 = arith.constant 1 : index
          %c0 = arith.constant 0 : index
          %c768 = arith.constant 768 : index
          %269 = vector.load %268[%c1, %c0, %c768] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
          %270 = vector.shape_cast %269 : vector<1x1x128xf32> to vector<1x128xf32>
          %271 = tpu.concatenate %266, %270 in 1 : vector<1x128xf32>, vector<1x128xf32> -> vector<1x256xf32>
          %cst_x3f8ad7 = arith.constant 1.44269502 : f32
          %272 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x256xf32>
          %273 = arith.mulf %271, %272 : vector<1x256xf32>
          %274 = vector.broadcast %273 : vector<1x256xf32> to vector<384x256xf32>
          %275 = arith.subf %182, %274 : vector<384x256xf32>
          %276 = math.exp2 %275 : vector<384x256xf32>
          %277 = vector.extract_strided_slice %276 {offsets = [0, 0], sizes = [256, 256], strides = [1, 1]} : vector<384x256xf32> to vector<256x256xf32>
          %278 = vector.extract_strided_slice %276 {offsets = [256, 0], sizes = [128, 256], strides = [1, 1]} : vector<384x256xf32> to vector<128x256xf32>
          %c1024_i32 = arith.constant 1024 : i32
          %279 = arith.muli %80, %c1024_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %280 = arith.muli %8, %c512_i32 : i32
          %c768_i32 = arith.constant 768 : i32
          %281 = arith.addi %279, %c768_i32 : i32
          %c256_i32 = arith.constant 256 : i32
          %282 = arith.addi %280, %c256_i32 : i32
          %283 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %284 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %285 = arith.subi %282, %281 : i32
          %286 = vector.broadcast %284 : vector<128x1xi32> to vector<128x128xi32>
          %287 = vector.broadcast %283 : vector<1x128xi32> to vector<128x128xi32>
          %288 = arith.subi %286, %287 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %289 = arith.subi %c0_i32, %285 : i32
          %290 = vector.broadcast %289 : i32 to vector<128x128xi32>
          %291 = arith.cmpi sle, %288, %290 : vector<128x128xi32>
          %292 = tpu.concatenate %291, %291 in 1 : vector<128x128xi1>, vector<128x128xi1> -> vector<128x256xi1>
          %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
          %293 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x256xf32>
          %294 = arith.select %292, %278, %293 : vector<128x256xi1>, vector<128x256xf32>
          %295 = tpu.concatenate %277, %294 in 0 : vector<256x256xf32>, vector<128x256xf32> -> vector<384x256xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %296 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<384x128xf32>
          %297 = arith.truncf %295 : vector<384x256xf32> to vector<384x256xbf16>
          %cst_xf41807 = arith.constant dense<0.000000e+00> : vector<384x128xf32>
          %298 = tpu.matmul %297, %177, %cst_xf41807 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<384x256xbf16>, vector<256x128xbf16>, vector<384x128xf32> -> vector<384x128xf32>
          %299 = arith.addf %296, %298 : vector<384x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %300 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<384x128xf32>
          %301 = vector.shape_cast %300 : vector<384x128xf32> to vector<384x128xf32>
          %302 = vector.shape_cast %299 : vector<384x128xf32> to vector<384x128xf32>
          tpu.vector_store %arg16[%c0, %c0], %302 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<384x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %303 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %304 = tpu.memref_squeeze %303 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c768 = arith.constant 768 : index
          %305 = vector.load %304[%c0, %c0, %c768] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
          %306 = vector.shape_cast %305 : vector<1x1x128xf32> to vector<1x128xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %307 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %308 = tpu.memref_squeeze %307 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c1 = arith.constant 1 : index
          %c0 = arith.constant 0 : index
          %c768 = arith.constant 768 : index
          %309 = vector.load %308[%c1, %c0, %c768] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
          %310 = vector.shape_cast %309 : vector<1x1x128xf32> to vector<1x128xf32>
          %311 = tpu.concatenate %306, %310 in 1 : vector<1x128xf32>, vector<1x128xf32> -> vector<1x256xf32>
          %312 = vector.broadcast %311 : vector<1x256xf32> to vector<384x256xf32>
          %313 = arith.subf %185, %312 : vector<384x256xf32>
          %314 = arith.mulf %295, %313 : vector<384x256xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %315 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<384x128xf32>
          %316 = arith.truncf %314 : vector<384x256xf32> to vector<384x256xbf16>
          %cst_xf41807 = arith.constant dense<0.000000e+00> : vector<384x128xf32>
          %317 = tpu.matmul %316, %173, %cst_xf41807 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<384x256xbf16>, vector<256x128xbf16>, vector<384x128xf32> -> vector<384x128xf32>
          %cst_xf22304 = arith.constant 0.0883883461 : f32
          %318 = vector.broadcast %cst_xf22304 : f32 to vector<384x128xf32>
          %319 = arith.mulf %317, %318 : vector<384x128xf32>
          %320 = arith.addf %315, %319 : vector<384x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %321 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<384x128xf32>
          %322 = vector.shape_cast %321 : vector<384x128xf32> to vector<384x128xf32>
          %323 = vector.shape_cast %320 : vector<384x128xf32> to vector<384x128xf32>
          tpu.vector_store %arg15[%c0, %c0], %323 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<384x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %324 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %325 = tpu.memref_squeeze %324 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c896 = arith.constant 896 : index
          %326 = vector.load %325[%c0, %c0, %c896] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
          %327 = vector.shape_cast %326 : vector<1x1x128xf32> to vector<1x128xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %328 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %329 = tpu.memref_squeeze %328 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c1 = arith.constant 1 : index
          %c0 = arith.constant 0 : index
          %c896 = arith.constant 896 : index
          %330 = vector.load %329[%c1, %c0, %c896] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
          %331 = vector.shape_cast %330 : vector<1x1x128xf32> to vector<1x128xf32>
          %332 = tpu.concatenate %327, %331 in 1 : vector<1x128xf32>, vector<1x128xf32> -> vector<1x256xf32>
          %cst_x3f8ad7 = arith.constant 1.44269502 : f32
          %333 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x256xf32>
          %334 = arith.mulf %332, %333 : vector<1x256xf32>
          %335 = vector.broadcast %334 : vector<1x256xf32> to vector<512x256xf32>
          %336 = arith.subf %259, %335 : vector<512x256xf32>
          %337 = math.exp2 %336 : vector<512x256xf32>
          %338 = vector.extract_strided_slice %337 {offsets = [0, 0], sizes = [384, 256], strides = [1, 1]} : vector<512x256xf32> to vector<384x256xf32>
          %339 = vector.extract_strided_slice %337 {offsets = [384, 0], sizes = [128, 256], strides = [1, 1]} : vector<512x256xf32> to vector<128x256xf32>
          %c1024_i32 = arith.constant 1024 : i32
          %340 = arith.muli %80, %c1024_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %341 = arith.muli %8, %c512_i32 : i32
          %c896_i32 = arith.constant 896 : i32
          %342 = arith.addi %340, %c896_i32 : i32
          %c384_i32 = arith.constant 384 : i32
          %343 = arith.addi %341, %c384_i32 : i32
          %344 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %345 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %346 = arith.subi %343, %342 : i32
          %347 = vector.broadcast %345 : vector<128x1xi32> to vector<128x128xi32>
          %348 = vector.broadcast %344 : vector<1x128xi32> to vector<128x128xi32>
          %349 = arith.subi %347, %348 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %350 = arith.subi %c0_i32, %346 : i32
          %351 = vector.broadcast %350 : i32 to vector<128x128xi32>
          %352 = arith.cmpi sle, %349, %351 : vector<128x128xi32>
          %353 = tpu.concatenate %352, %352 in 1 : vector<128x128xi1>, vector<128x128xi1> -> vector<128x256xi1>
          %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
          %354 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x256xf32>
          %355 = arith.select %353, %339, %354 : vector<128x256xi1>, vector<128x256xf32>
          %356 = tpu.concatenate %338, %355 in 0 : vector<384x256xf32>, vector<128x256xf32> -> vector<512x256xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %357 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
          %358 = arith.truncf %356 : vector<512x256xf32> to vector<512x256xbf16>
          %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
          %359 = tpu.matmul %358, %254, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
          %360 = arith.addf %357, %359 : vector<512x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %361 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
          %362 = vector.shape_cast %361 : vector<512x128xf32> to vector<512x128xf32>
          %363 = vector.shape_cast %360 : vector<512x128xf32> to vector<512x128xf32>
          tpu.vector_store %arg16[%c0, %c0], %363 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %364 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %365 = tpu.memref_squeeze %364 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c896 = arith.constant 896 : index
          %366 = vector.load %365[%c0, %c0, %c896] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
          %367 = vector.shape_cast %366 : vector<1x1x128xf32> to vector<1x128xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %368 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %369 = tpu.memref_squeeze %368 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c1 = arith.constant 1 : index
          %c0 = arith.constant 0 : index
          %c896 = arith.constant 896 : index
          %370 = vector.load %369[%c1, %c0, %c896] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
          %371 = vector.shape_cast %370 : vector<1x1x128xf32> to vector<1x128xf32>
          %372 = tpu.concatenate %367, %371 in 1 : vector<1x128xf32>, vector<1x128xf32> -> vector<1x256xf32>
          %373 = vector.broadcast %372 : vector<1x256xf32> to vector<512x256xf32>
          %374 = arith.subf %262, %373 : vector<512x256xf32>
          %375 = arith.mulf %356, %374 : vector<512x256xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %376 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
          %377 = arith.truncf %375 : vector<512x256xf32> to vector<512x256xbf16>
          %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
          %378 = tpu.matmul %377, %250, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
          %cst_xf22304 = arith.constant 0.0883883461 : f32
          %379 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
          %380 = arith.mulf %378, %379 : vector<512x128xf32>
          %381 = arith.addf %376, %380 : vector<512x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %382 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
          %383 = vector.shape_cast %382 : vector<512x128xf32> to vector<512x128xf32>
          %384 = vector.shape_cast %381 : vector<512x128xf32> to vector<512x128xf32>
          tpu.vector_store %arg15[%c0, %c0], %384 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
          %c1_i32 = arith.constant 1 : i32
          %385 = arith.addi %arg25, %c1_i32 : i32
          %c125_i32 = arith.constant 125 : i32
          %386 = arith.minsi %arg24, %c125_i32 : i32
          %387 = arith.index_cast %386 : i32 to index
          %388 = memref.load %arg5[%387] : memref<126xi8, #tpu.memory_space<smem>>
          %389 = arith.extsi %388 : i8 to i32
          %390 = arith.cmpi sge, %385, %389 : i32
          %c1_i32 = arith.constant 1 : i32
          %391 = arith.addi %arg24, %c1_i32 : i32
          %392 = arith.select %390, %391, %arg24 : i32
          %c1_i32 = arith.constant 1 : i32
          %393 = arith.addi %arg25, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %394 = arith.select %390, %c0_i32, %393 : i32
          %395 = arith.cmpi slt, %392, %17 : i32
          %396 = arith.extui %395 : i1 to i32
          %c0_i32 = arith.constant 0 : i32
          %397 = arith.cmpi ne, %396, %c0_i32 : i32
          scf.if %397 {
            %c0_i32 = arith.constant 0 : i32
            %398 = arith.addi %5, %c0_i32 : i32
            %399 = arith.index_cast %392 : i32 to index
            %400 = memref.load %arg4[%399] : memref<126xi8, #tpu.memory_space<smem>>
            %401 = arith.extsi %400 : i8 to i32
            %402 = arith.addi %401, %394 : i32
            %c1024_i32 = arith.constant 1024 : i32
            %403 = arith.muli %402, %c1024_i32 : i32
            %404 = tpu.assume_multiple %403, 1024 : i32
            %c1024_i32 = arith.constant 1024 : i32
            %405 = arith.muli %402, %c1024_i32 : i32
            %406 = tpu.assume_multiple %405, 1024 : i32
            %c1024_i32 = arith.constant 1024 : i32
            %407 = arith.muli %402, %c1024_i32 : i32
            %408 = tpu.assume_multiple %407, 1024 : i32
            %c1024_i32 = arith.constant 1024 : i32
            %409 = arith.muli %402, %c1024_i32 : i32
            %410 = tpu.assume_multiple %409, 1024 : i32
            %c0_i32 = arith.constant 0 : i32
            %411 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %412 = tpu.memref_squeeze %411 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %413 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
            %414 = tpu.memref_squeeze %413 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %415 = tpu.memref_slice %arg9[%398, %404, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x1024x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%415 : memref<2x1024x128xbf16, #tpu.memory_space<any>>) target(%414 : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%412 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
            %c1_i32 = arith.constant 1 : i32
            %416 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %417 = tpu.memref_squeeze %416 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %418 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
            %419 = tpu.memref_squeeze %418 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %420 = tpu.memref_slice %arg10[%398, %406, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x1024x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%420 : memref<2x1024x128xbf16, #tpu.memory_space<any>>) target(%419 : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%417 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
            %c2_i32 = arith.constant 2 : i32
            %421 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %422 = tpu.memref_squeeze %421 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %423 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
            %424 = tpu.memref_squeeze %423 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %425 = tpu.memref_slice %arg11[%398, %c0_i32, %408] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x1024xf32, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%425 : memref<2x1x1024xf32, #tpu.memory_space<any>>) target(%424 : memref<2x1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%422 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
            %c3_i32 = arith.constant 3 : i32
            %426 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %427 = tpu.memref_squeeze %426 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %428 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
            %429 = tpu.memref_squeeze %428 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %430 = tpu.memref_slice %arg12[%398, %c0_i32, %410] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x1024xf32, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%430 : memref<2x1x1024xf32, #tpu.memory_space<any>>) target(%429 : memref<2x1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%427 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          } else {
          }
          scf.yield %392, %394 : i32, i32
        } else {
          %c0_i32 = arith.constant 0 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %48 = arith.muli %c0_i32, %c1024_i32 : i32
          %49 = tpu.assume_multiple %48, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %50 = arith.muli %c0_i32, %c1024_i32 : i32
          %51 = tpu.assume_multiple %50, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %52 = arith.muli %c0_i32, %c1024_i32 : i32
          %53 = tpu.assume_multiple %52, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %54 = arith.muli %c0_i32, %c1024_i32 : i32
          %55 = tpu.assume_multiple %54, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %56 = tpu.memref_slice %arg21[%arg26, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %57 = tpu.memref_squeeze %56 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %58 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %59 = tpu.memref_squeeze %58 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %60 = tpu.memref_slice %arg9[%c0_i32, %49, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x1024x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%57 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%60 : memref<2x1024x128xbf16, #tpu.memory_space<any>>) dst(%59 : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %c1_i32 = arith.constant 1 : i32
          %61 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %63 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %64 = tpu.memref_squeeze %63 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %65 = tpu.memref_slice %arg10[%c0_i32, %51, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x1024x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%65 : memref<2x1024x128xbf16, #tpu.memory_space<any>>) dst(%64 : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %c2_i32 = arith.constant 2 : i32
          %66 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %68 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %69 = tpu.memref_squeeze %68 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %70 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %53] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x1024xf32, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%70 : memref<2x1x1024xf32, #tpu.memory_space<any>>) dst(%69 : memref<2x1x1024xf32, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %c3_i32 = arith.constant 3 : i32
          %71 = tpu.memref_slice %arg21[%arg26, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %73 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %74 = tpu.memref_squeeze %73 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %75 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %55] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x1024xf32, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<2x1x1024xf32, #tpu.memory_space<any>>) dst(%74 : memref<2x1x1024xf32, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %76 = arith.addi %5, %c0_i32 : i32
          %77 = arith.index_cast %arg22 : i32 to index
          %78 = memref.load %arg4[%77] : memref<126xi8, #tpu.memory_space<smem>>
          %79 = arith.extsi %78 : i8 to i32
          %80 = arith.addi %79, %arg23 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %81 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %82 = tpu.memref_squeeze %81 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %83 = vector.load %82[%c0, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<2x1024x128xbf16>
          %84 = vector.shape_cast %83 : vector<2x1024x128xbf16> to vector<2048x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %85 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %86 = tpu.memref_squeeze %85 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %87 = vector.load %86[%c0, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<2x1024x128xbf16>
          %88 = vector.shape_cast %87 : vector<2x1024x128xbf16> to vector<2048x128xbf16>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %89 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
          %90 = vector.shape_cast %89 : vector<1x256x128xbf16> to vector<256x128xbf16>
          %cst_x62f84c = arith.constant dense<0.000000e+00> : vector<256x2048xf32>
          %91 = tpu.matmul %90, %84, %cst_x62f84c {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<2048x128xbf16>, vector<256x2048xf32> -> vector<256x2048xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %92 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x2048xf32>
          %93 = arith.mulf %91, %92 : vector<256x2048xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %94 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
          %95 = vector.shape_cast %94 : vector<1x256x128xbf16> to vector<256x128xbf16>
          %cst_x62f84c = arith.constant dense<0.000000e+00> : vector<256x2048xf32>
          %96 = tpu.matmul %95, %88, %cst_x62f84c {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<2048x128xbf16>, vector<256x2048xf32> -> vector<256x2048xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %97 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %98 = tpu.memref_squeeze %97 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %99 = vector.load %98[%c0, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<2x1024x128xbf16>
          %100 = vector.shape_cast %99 : vector<2x1024x128xbf16> to vector<2048x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %101 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
          %102 = tpu.memref_squeeze %101 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %103 = vector.load %102[%c0, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<2x1024x128xbf16>
          %104 = vector.shape_cast %103 : vector<2x1024x128xbf16> to vector<2048x128xbf16>
          %c0 = arith.constant 0 : index
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %105 = vector.load %arg7[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
          %106 = vector.shape_cast %105 : vector<1x256x128xbf16> to vector<256x128xbf16>
          %cst_x62f84c = arith.constant dense<0.000000e+00> : vector<256x2048xf32>
          %107 = tpu.matmul %106, %100, %cst_x62f84c {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<2048x128xbf16>, vector<256x2048xf32> -> vector<256x2048xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %108 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x2048xf32>
          %109 = arith.mulf %107, %108 : vector<256x2048xf32>
          %c0 = arith.constant 0 : index
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %110 = vector.load %arg8[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
          %111 = vector.shape_cast %110 : vector<1x256x128xbf16> to vector<256x128xbf16>
          %cst_x62f84c = arith.constant dense<0.000000e+00> : vector<256x2048xf32>
          %112 = tpu.matmul %111, %104, %cst_x62f84c {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<2048x128xbf16>, vector<256x2048xf32> -> vector<256x2048xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %113 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %114 = tpu.memref_squeeze %113 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %115 = vector.load %114[%c0, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
          %116 = vector.shape_cast %115 : vector<1x1x1024xf32> to vector<1x1024xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %117 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %118 = tpu.memref_squeeze %117 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c1 = arith.constant 1 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %119 = vector.load %118[%c1, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
          %120 = vector.shape_cast %119 : vector<1x1x1024xf32> to vector<1x1024xf32>
          %121 = tpu.concatenate %116, %120 in 1 : vector<1x1024xf32>, vector<1x1024xf32> -> vector<1x2048xf32>
          %cst_x3f8ad7 = arith.constant 1.44269502 : f32
          %122 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x2048xf32>
          %123 = arith.mulf %121, %122 : vector<1x2048xf32>
          %124 = vector.broadcast %123 : vector<1x2048xf32> to vector<256x2048xf32>
          %125 = arith.subf %93, %124 : vector<256x2048xf32>
          %126 = math.exp2 %125 : vector<256x2048xf32>
          %c1024_i32 = arith.constant 1024 : i32
          %127 = arith.muli %80, %c1024_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %128 = arith.muli %8, %c512_i32 : i32
          %129 = tpu.iota {dimensions = array<i32: 1>} : vector<1x1024xi32>
          %130 = tpu.iota {dimensions = array<i32: 0>} : vector<256x1xi32>
          %131 = arith.subi %128, %127 : i32
          %132 = vector.broadcast %130 : vector<256x1xi32> to vector<256x1024xi32>
          %133 = vector.broadcast %129 : vector<1x1024xi32> to vector<256x1024xi32>
          %134 = arith.subi %132, %133 : vector<256x1024xi32>
          %c0_i32 = arith.constant 0 : i32
          %135 = arith.subi %c0_i32, %131 : i32
          %136 = vector.broadcast %135 : i32 to vector<256x1024xi32>
          %137 = arith.cmpi sle, %134, %136 : vector<256x1024xi32>
          %138 = tpu.concatenate %137, %137 in 1 : vector<256x1024xi1>, vector<256x1024xi1> -> vector<256x2048xi1>
          %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
          %139 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x2048xf32>
          %140 = arith.select %138, %126, %139 : vector<256x2048xi1>, vector<256x2048xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %141 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
          %142 = arith.truncf %140 : vector<256x2048xf32> to vector<256x2048xbf16>
          %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
          %143 = tpu.matmul %142, %88, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x2048xbf16>, vector<2048x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
          %144 = arith.addf %141, %143 : vector<256x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %145 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
          %146 = vector.shape_cast %145 : vector<256x128xf32> to vector<256x128xf32>
          %147 = vector.shape_cast %144 : vector<256x128xf32> to vector<256x128xf32>
          tpu.vector_store %arg16[%c0, %c0], %147 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %148 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %149 = tpu.memref_squeeze %148 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %150 = vector.load %149[%c0, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
          %151 = vector.shape_cast %150 : vector<1x1x1024xf32> to vector<1x1024xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %152 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %153 = tpu.memref_squeeze %152 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c1 = arith.constant 1 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %154 = vector.load %153[%c1, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
          %155 = vector.shape_cast %154 : vector<1x1x1024xf32> to vector<1x1024xf32>
          %156 = tpu.concatenate %151, %155 in 1 : vector<1x1024xf32>, vector<1x1024xf32> -> vector<1x2048xf32>
          %157 = vector.broadcast %156 : vector<1x2048xf32> to vector<256x2048xf32>
          %158 = arith.subf %96, %157 : vector<256x2048xf32>
          %159 = arith.mulf %140, %158 : vector<256x2048xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %160 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
          %161 = arith.truncf %159 : vector<256x2048xf32> to vector<256x2048xbf16>
          %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
          %162 = tpu.matmul %161, %84, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x2048xbf16>, vector<2048x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
          %cst_xf22304 = arith.constant 0.0883883461 : f32
          %163 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
          %164 = arith.mulf %162, %163 : vector<256x128xf32>
          %165 = arith.addf %160, %164 : vector<256x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %166 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
          %167 = vector.shape_cast %166 : vector<256x128xf32> to vector<256x128xf32>
          %168 = vector.shape_cast %165 : vector<256x128xf32> to vector<256x128xf32>
          tpu.vector_store %arg15[%c0, %c0], %168 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %169 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %170 = tpu.memref_squeeze %169 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %171 = vector.load %170[%c0, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
          %172 = vector.shape_cast %171 : vector<1x1x1024xf32> to vector<1x1024xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %173 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %174 = tpu.memref_squeeze %173 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c1 = arith.constant 1 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %175 = vector.load %174[%c1, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
          %176 = vector.shape_cast %175 : vector<1x1x1024xf32> to vector<1x1024xf32>
          %177 = tpu.concatenate %172, %176 in 1 : vector<1x1024xf32>, vector<1x1024xf32> -> vector<1x2048xf32>
          %cst_x3f8ad7 = arith.constant 1.44269502 : f32
          %178 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x2048xf32>
          %179 = arith.mulf %177, %178 : vector<1x2048xf32>
          %180 = vector.broadcast %179 : vector<1x2048xf32> to vector<256x2048xf32>
          %181 = arith.subf %109, %180 : vector<256x2048xf32>
          %182 = math.exp2 %181 : vector<256x2048xf32>
          %c1024_i32 = arith.constant 1024 : i32
          %183 = arith.muli %80, %c1024_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %184 = arith.muli %8, %c512_i32 : i32
          %c256_i32 = arith.constant 256 : i32
          %185 = arith.addi %184, %c256_i32 : i32
          %186 = tpu.iota {dimensions = array<i32: 1>} : vector<1x1024xi32>
          %187 = tpu.iota {dimensions = array<i32: 0>} : vector<256x1xi32>
          %188 = arith.subi %185, %183 : i32
          %189 = vector.broadcast %187 : vector<256x1xi32> to vector<256x1024xi32>
          %190 = vector.broadcast %186 : vector<1x1024xi32> to vector<256x1024xi32>
          %191 = arith.subi %189, %190 : vector<256x1024xi32>
          %c0_i32 = arith.constant 0 : i32
          %192 = arith.subi %c0_i32, %188 : i32
          %193 = vector.broadcast %192 : i32 to vector<256x1024xi32>
          %194 = arith.cmpi sle, %191, %193 : vector<256x1024xi32>
          %195 = tpu.concatenate %194, %194 in 1 : vector<256x1024xi1>, vector<256x1024xi1> -> vector<256x2048xi1>
          %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
          %196 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x2048xf32>
          %197 = arith.select %195, %182, %196 : vector<256x2048xi1>, vector<256x2048xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %198 = vector.load %arg16[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
          %199 = arith.truncf %197 : vector<256x2048xf32> to vector<256x2048xbf16>
          %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
          %200 = tpu.matmul %199, %104, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x2048xbf16>, vector<2048x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
          %201 = arith.addf %198, %200 : vector<256x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %202 = vector.load %arg16[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
          %203 = vector.shape_cast %202 : vector<256x128xf32> to vector<256x128xf32>
          %204 = vector.shape_cast %201 : vector<256x128xf32> to vector<256x128xf32>
          tpu.vector_store %arg16[%c256, %c0], %204 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %205 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %206 = tpu.memref_squeeze %205 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %207 = vector.load %206[%c0, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
          %208 = vector.shape_cast %207 : vector<1x1x1024xf32> to vector<1x1024xf32>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %209 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
          %210 = tpu.memref_squeeze %209 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
          %c1 = arith.constant 1 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %211 = vector.load %210[%c1, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
          %212 = vector.shape_cast %211 : vector<1x1x1024xf32> to vector<1x1024xf32>
          %213 = tpu.concatenate %208, %212 in 1 : vector<1x1024xf32>, vector<1x1024xf32> -> vector<1x2048xf32>
          %214 = vector.broadcast %213 : vector<1x2048xf32> to vector<256x2048xf32>
          %215 = arith.subf %112, %214 : vector<256x2048xf32>
          %216 = arith.mulf %197, %215 : vector<256x2048xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %217 = vector.load %arg15[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
          %218 = arith.truncf %216 : vector<256x2048xf32> to vector<256x2048xbf16>
          %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
          %219 = tpu.matmul %218, %100, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x2048xbf16>, vector<2048x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
          %cst_xf22304 = arith.constant 0.0883883461 : f32
          %220 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
          %221 = arith.mulf %219, %220 : vector<256x128xf32>
          %222 = arith.addf %217, %221 : vector<256x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %223 = vector.load %arg15[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
          %224 = vector.shape_cast %223 : vector<256x128xf32> to vector<256x128xf32>
          %225 = vector.shape_cast %222 : vector<256x128xf32> to vector<256x128xf32>
          tpu.vector_store %arg15[%c256, %c0], %225 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
          %c1_i32 = arith.constant 1 : i32
          %226 = arith.addi %arg25, %c1_i32 : i32
          %c125_i32 = arith.constant 125 : i32
          %227 = arith.minsi %arg24, %c125_i32 : i32
          %228 = arith.index_cast %227 : i32 to index
          %229 = memref.load %arg5[%228] : memref<126xi8, #tpu.memory_space<smem>>
          %230 = arith.extsi %229 : i8 to i32
          %231 = arith.cmpi sge, %226, %230 : i32
          %c1_i32 = arith.constant 1 : i32
          %232 = arith.addi %arg24, %c1_i32 : i32
          %233 = arith.select %231, %232, %arg24 : i32
          %c1_i32 = arith.constant 1 : i32
          %234 = arith.addi %arg25, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %235 = arith.select %231, %c0_i32, %234 : i32
          %236 = arith.cmpi slt, %233, %17 : i32
          %237 = arith.extui %236 : i1 to i32
          %c0_i32 = arith.constant 0 : i32
          %238 = arith.cmpi ne, %237, %c0_i32 : i32
          scf.if %238 {
            %c0_i32 = arith.constant 0 : i32
            %239 = arith.addi %5, %c0_i32 : i32
            %240 = arith.index_cast %233 : i32 to index
            %241 = memref.load %arg4[%240] : memref<126xi8, #tpu.memory_space<smem>>
            %242 = arith.extsi %241 : i8 to i32
            %243 = arith.addi %242, %235 : i32
            %c1024_i32 = arith.constant 1024 : i32
            %244 = arith.muli %243, %c1024_i32 : i32
            %245 = tpu.assume_multiple %244, 1024 : i32
            %c1024_i32 = arith.constant 1024 : i32
            %246 = arith.muli %243, %c1024_i32 : i32
            %247 = tpu.assume_multiple %246, 1024 : i32
            %c1024_i32 = arith.constant 1024 : i32
            %248 = arith.muli %243, %c1024_i32 : i32
            %249 = tpu.assume_multiple %248, 1024 : i32
            %c1024_i32 = arith.constant 1024 : i32
            %250 = arith.muli %243, %c1024_i32 : i32
            %251 = tpu.assume_multiple %250, 1024 : i32
            %c0_i32 = arith.constant 0 : i32
            %252 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %253 = tpu.memref_squeeze %252 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %254 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
            %255 = tpu.memref_squeeze %254 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %256 = tpu.memref_slice %arg9[%239, %245, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x1024x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%256 : memref<2x1024x128xbf16, #tpu.memory_space<any>>) target(%255 : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%253 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
            %c1_i32 = arith.constant 1 : i32
            %257 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %258 = tpu.memref_squeeze %257 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %259 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>>
            %260 = tpu.memref_squeeze %259 : memref<1x2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<2x1024x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %261 = tpu.memref_slice %arg10[%239, %247, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<2x1024x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%261 : memref<2x1024x128xbf16, #tpu.memory_space<any>>) target(%260 : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%258 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
            %c2_i32 = arith.constant 2 : i32
            %262 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %263 = tpu.memref_squeeze %262 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %264 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
            %265 = tpu.memref_squeeze %264 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %266 = tpu.memref_slice %arg11[%239, %c0_i32, %249] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x1024xf32, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%266 : memref<2x1x1024xf32, #tpu.memory_space<any>>) target(%265 : memref<2x1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%263 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
            %c3_i32 = arith.constant 3 : i32
            %267 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %268 = tpu.memref_squeeze %267 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %269 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x1024xf32, #tpu.memory_space<vmem>>
            %270 = tpu.memref_squeeze %269 : memref<1x2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<2x1x1024xf32, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %271 = tpu.memref_slice %arg12[%239, %c0_i32, %251] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<2x1x1024xf32, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%271 : memref<2x1x1024xf32, #tpu.memory_space<any>>) target(%270 : memref<2x1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%268 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          } else {
          }
          scf.yield %233, %235 : i32, i32
        }
        scf.yield %47#0, %47#1 : i32, i32
      }
      scf.yield %arg24, %arg25, %43#0, %43#1, %arg27, %arg28, %arg26 : i32, i32, i32, i32, i32, i32, i32
    }
    %35 = arith.extui %7 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32 : i32
    scf.if %36 {
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %37 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %38 = arith.truncf %37 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %39 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %40 = vector.shape_cast %39 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %41 = vector.shape_cast %38 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg13[%c0, %c0, %c0], %41 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %42 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %43 = arith.truncf %42 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %44 = vector.load %arg14[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %45 = vector.shape_cast %44 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %46 = vector.shape_cast %43 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg14[%c0, %c0, %c0], %46 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>, %arg6: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.muli %arg2, %c2_i32 : i32
    %5 = arith.addi %3, %4 : i32
    %c4_i32 = arith.constant 4 : i32
    %6 = arith.divsi %5, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %7 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %8 = arith.remsi %7, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %6, %8, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>, %arg6: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.muli %arg2, %c2_i32 : i32
    %5 = arith.addi %3, %4 : i32
    %c4_i32 = arith.constant 4 : i32
    %6 = arith.divsi %5, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %7 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %8 = arith.remsi %7, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %6, %8, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>, %arg6: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.muli %arg2, %c2_i32 : i32
    %5 = arith.addi %3, %4 : i32
    %c4_i32 = arith.constant 4 : i32
    %6 = arith.divsi %5, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %7 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %8 = arith.remsi %7, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %6, %8, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>, %arg6: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.muli %arg2, %c2_i32 : i32
    %5 = arith.addi %3, %4 : i32
    %c4_i32 = arith.constant 4 : i32
    %6 = arith.divsi %5, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %7 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %8 = arith.remsi %7, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %6, %8, %c0_i32 : i32, i32, i32
  }
}
