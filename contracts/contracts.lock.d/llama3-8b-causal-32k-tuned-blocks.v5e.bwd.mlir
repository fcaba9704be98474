module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65xi8>, %arg1: tensor<126xi8>, %arg2: tensor<126xi8>, %arg3: tensor<126xi8>, %arg4: tensor<65xi8>, %arg5: tensor<126xi8>, %arg6: tensor<126xi8>, %arg7: tensor<126xi8>, %arg8: tensor<65xi8>, %arg9: tensor<127xi8>, %arg10: tensor<127xi8>, %arg11: tensor<127xi8>, %arg12: tensor<32x32768x128xbf16>, %arg13: tensor<8x32768x128xbf16>, %arg14: tensor<8x32768x128xbf16>) -> (tensor<32x32768x128xbf16> {jax.result_info = "result[0]"}, tensor<32x32768x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x32768x128xbf16>, tensor<i32>) -> tensor<32x32768x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ebfaa5ca712897ef8ab23d2254dac851bafd3c0fe1131db3884f1d625aa3b6f0\22, \22cost_estimate\22: {\22bytes_accessed\22: 18253611008, \22flops\22: 9070970929152, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<126xi8>, tensor<126xi8>, tensor<126xi8>, tensor<32x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> (tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x32768x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x32768x128xf32>, tensor<f32>) -> tensor<32x32768xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x32768xf32>) -> tensor<32x1x32768xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg8, %arg9, %arg10, %arg11, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:55d8d124e9ace27635ade19c26f0399d2a0b2d89c3de3248a7e1511f2350911b\22, \22cost_estimate\22: {\22bytes_accessed\22: 5167382528, \22flops\22: 13400297963520, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17448304640}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<127xi8>, tensor<127xi8>, tensor<127xi8>, tensor<32x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>, tensor<32x1x32768xf32>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:f649d8d35aa9b253c66f064a1d75183d80e335954646b3a9154a032df1f684af\22, \22cost_estimate\22: {\22bytes_accessed\22: 17985175552, \22flops\22: 18141941858304, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<126xi8>, tensor<126xi8>, tensor<126xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>, tensor<32x1x32768xf32>) -> (tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:ebfaa5ca712897ef8ab23d2254dac851bafd3c0fe1131db3884f1d625aa3b6f0
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<126xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 64>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %0, %c64_i32 : i32
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
    %12 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %14 = vector.shape_cast %13 : vector<512x128xf32> to vector<512x128xf32>
    %15 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %15 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %16 = arith.index_cast %arg1 : i32 to index
    %17 = memref.load %arg2[%16] : memref<65xi8, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<65xi8, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i8 to i32
    %23 = arith.cmpi slt, %18, %22 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32 : i32
    scf.if %25 {
      %c0_i32 = arith.constant 0 : i32
      %68 = arith.addi %2, %c0_i32 : i32
      %69 = arith.index_cast %18 : i32 to index
      %70 = memref.load %arg3[%69] : memref<126xi8, #tpu.memory_space<smem>>
      %71 = arith.extsi %70 : i8 to i32
      %72 = arith.addi %71, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %73 = arith.divsi %68, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %74 = arith.muli %72, %c1024_i32 : i32
      %75 = tpu.assume_multiple %74, 1024 : i32
      %c4_i32 = arith.constant 4 : i32
      %76 = arith.divsi %68, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %77 = arith.muli %72, %c1024_i32 : i32
      %78 = tpu.assume_multiple %77, 1024 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %82 = tpu.memref_squeeze %81 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg7[%73, %75, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %84 = tpu.memref_squeeze %83 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%84 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%82 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %85 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %86 = tpu.memref_squeeze %85 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %88 = tpu.memref_squeeze %87 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg8[%76, %78, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %90 = tpu.memref_squeeze %89 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%90 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%88 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%86 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %26 = arith.addi %c0_i32, %c1_i32 : i32
    %c125_i32 = arith.constant 125 : i32
    %27 = arith.minsi %18, %c125_i32 : i32
    %28 = arith.index_cast %27 : i32 to index
    %29 = memref.load %arg4[%28] : memref<126xi8, #tpu.memory_space<smem>>
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
      %68 = arith.addi %2, %c0_i32 : i32
      %69 = arith.index_cast %33 : i32 to index
      %70 = memref.load %arg3[%69] : memref<126xi8, #tpu.memory_space<smem>>
      %71 = arith.extsi %70 : i8 to i32
      %72 = arith.addi %71, %35 : i32
      %c4_i32 = arith.constant 4 : i32
      %73 = arith.divsi %68, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %74 = arith.muli %72, %c1024_i32 : i32
      %75 = tpu.assume_multiple %74, 1024 : i32
      %c4_i32 = arith.constant 4 : i32
      %76 = arith.divsi %68, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %77 = arith.muli %72, %c1024_i32 : i32
      %78 = tpu.assume_multiple %77, 1024 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg16[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %82 = tpu.memref_squeeze %81 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg7[%73, %75, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %84 = tpu.memref_squeeze %83 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%84 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%82 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %85 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %86 = tpu.memref_squeeze %85 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %88 = tpu.memref_squeeze %87 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg8[%76, %78, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %90 = tpu.memref_squeeze %89 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%90 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%88 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%86 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %39:7 = scf.while (%arg17 = %18, %arg18 = %c0_i32, %arg19 = %33, %arg20 = %35, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %68 = arith.cmpi slt, %arg17, %22 : i32
      scf.condition(%68) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %68 = arith.index_cast %arg17 : i32 to index
      %69 = memref.load %arg5[%68] : memref<126xi8, #tpu.memory_space<smem>>
      %70 = arith.extsi %69 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %71 = arith.cmpi eq, %70, %c2_i32 : i32
      %72 = arith.extui %71 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %73 = arith.cmpi ne, %72, %c0_i32 : i32
      %74:2 = scf.if %73 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %75 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %76 = arith.muli %c0_i32, %c1024_i32 : i32
        %77 = tpu.assume_multiple %76, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %78 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %79 = arith.muli %c0_i32, %c1024_i32 : i32
        %80 = tpu.assume_multiple %79, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %82 = tpu.memref_squeeze %81 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %84 = tpu.memref_squeeze %83 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %85 = tpu.memref_slice %arg7[%75, %77, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %86 = tpu.memref_squeeze %85 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%82 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%86 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%84 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %87 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %88 = tpu.memref_squeeze %87 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %89 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %90 = tpu.memref_squeeze %89 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg8[%78, %80, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %92 = tpu.memref_squeeze %91 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%88 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%92 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%90 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %93 = arith.addi %2, %c0_i32 : i32
        %94 = arith.index_cast %arg17 : i32 to index
        %95 = memref.load %arg3[%94] : memref<126xi8, #tpu.memory_space<smem>>
        %96 = arith.extsi %95 : i8 to i32
        %97 = arith.addi %96, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %100 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg14[%100, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %102 = vector.shape_cast %101 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %103 = tpu.matmul %99, %102, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %104 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x1024xf32>
        %105 = arith.mulf %103, %104 : vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %107 = vector.multi_reduction <maximumf>, %105, %cst_x2e5559 [1] : vector<512x1024xf32> to vector<512xf32>
        %108 = vector.shape_cast %107 : vector<512xf32> to vector<512x1xf32>
        %109 = vector.broadcast %108 : vector<512x1xf32> to vector<512x128xf32>
        %110 = arith.maximumf %106, %109 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %111 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %112 = arith.maximumf %110, %111 : vector<512x128xf32>
        %113 = tpu.concatenate %112, %112, %112, %112, %112, %112, %112, %112 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x1024xf32>
        %114 = arith.subf %105, %113 : vector<512x1024xf32>
        %115 = math.exp2 %114 : vector<512x1024xf32>
        %116 = arith.subf %106, %112 : vector<512x128xf32>
        %117 = math.exp2 %116 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %119 = arith.mulf %117, %118 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %120 = vector.multi_reduction <add>, %115, %cst_x8e9b0a [1] : vector<512x1024xf32> to vector<512xf32>
        %121 = vector.shape_cast %120 : vector<512xf32> to vector<512x1xf32>
        %122 = vector.broadcast %121 : vector<512x1xf32> to vector<512x128xf32>
        %123 = arith.addf %119, %122 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %125 = vector.shape_cast %124 : vector<512x128xf32> to vector<512x128xf32>
        %126 = vector.shape_cast %123 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %126 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %127 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg15[%127, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %129 = vector.shape_cast %128 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %131 = arith.mulf %117, %130 : vector<512x128xf32>
        %132 = arith.truncf %115 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %133 = tpu.matmul %132, %129, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %134 = arith.addf %131, %133 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %136 = vector.shape_cast %135 : vector<512x128xf32> to vector<512x128xf32>
        %137 = vector.shape_cast %134 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %137 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %139 = vector.shape_cast %138 : vector<512x128xf32> to vector<512x128xf32>
        %140 = vector.shape_cast %110 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %140 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %141 = arith.addi %arg20, %c1_i32 : i32
        %c125_i32 = arith.constant 125 : i32
        %142 = arith.minsi %arg19, %c125_i32 : i32
        %143 = arith.index_cast %142 : i32 to index
        %144 = memref.load %arg4[%143] : memref<126xi8, #tpu.memory_space<smem>>
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
          %156 = memref.load %arg3[%155] : memref<126xi8, #tpu.memory_space<smem>>
          %157 = arith.extsi %156 : i8 to i32
          %158 = arith.addi %157, %150 : i32
          %c4_i32 = arith.constant 4 : i32
          %159 = arith.divsi %154, %c4_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %160 = arith.muli %158, %c1024_i32 : i32
          %161 = tpu.assume_multiple %160, 1024 : i32
          %c4_i32 = arith.constant 4 : i32
          %162 = arith.divsi %154, %c4_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %163 = arith.muli %158, %c1024_i32 : i32
          %164 = tpu.assume_multiple %163, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %165 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %166 = tpu.memref_squeeze %165 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %167 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %168 = tpu.memref_squeeze %167 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %169 = tpu.memref_slice %arg7[%159, %161, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %170 = tpu.memref_squeeze %169 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%170 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%168 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%166 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %171 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %172 = tpu.memref_squeeze %171 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %173 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %174 = tpu.memref_squeeze %173 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %175 = tpu.memref_slice %arg8[%162, %164, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %176 = tpu.memref_squeeze %175 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%176 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%174 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%172 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %148, %150 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %75 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %76 = arith.muli %c0_i32, %c1024_i32 : i32
        %77 = tpu.assume_multiple %76, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %78 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %79 = arith.muli %c0_i32, %c1024_i32 : i32
        %80 = tpu.assume_multiple %79, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %82 = tpu.memref_squeeze %81 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %84 = tpu.memref_squeeze %83 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %85 = tpu.memref_slice %arg7[%75, %77, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %86 = tpu.memref_squeeze %85 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%82 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%86 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%84 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %87 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %88 = tpu.memref_squeeze %87 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %89 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %90 = tpu.memref_squeeze %89 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg8[%78, %80, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %92 = tpu.memref_squeeze %91 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%88 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%92 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%90 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %93 = arith.addi %2, %c0_i32 : i32
        %94 = arith.index_cast %arg17 : i32 to index
        %95 = memref.load %arg3[%94] : memref<126xi8, #tpu.memory_space<smem>>
        %96 = arith.extsi %95 : i8 to i32
        %97 = arith.addi %96, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %100 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg14[%100, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %102 = vector.shape_cast %101 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %103 = tpu.matmul %99, %102, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %104 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x1024xf32>
        %105 = arith.mulf %103, %104 : vector<512x1024xf32>
        %c512_i32 = arith.constant 512 : i32
        %106 = arith.muli %3, %c512_i32 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %107 = arith.muli %97, %c1024_i32 : i32
        %108 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %109 = tpu.iota {dimensions = array<i32: 1>} : vector<1x1024xi32>
        %110 = arith.subi %107, %106 : i32
        %111 = vector.broadcast %109 : vector<1x1024xi32> to vector<512x1024xi32>
        %112 = vector.broadcast %108 : vector<512x1xi32> to vector<512x1024xi32>
        %113 = arith.subi %111, %112 : vector<512x1024xi32>
        %c0_i32 = arith.constant 0 : i32
        %114 = arith.subi %c0_i32, %110 : i32
        %115 = vector.broadcast %114 : i32 to vector<512x1024xi32>
        %116 = arith.cmpi sle, %113, %115 : vector<512x1024xi32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %117 = vector.broadcast %cst_xbef082 : f32 to vector<512x1024xf32>
        %118 = arith.select %116, %105, %117 : vector<512x1024xi1>, vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %120 = vector.multi_reduction <maximumf>, %118, %cst_x2e5559 [1] : vector<512x1024xf32> to vector<512xf32>
        %121 = vector.shape_cast %120 : vector<512xf32> to vector<512x1xf32>
        %122 = vector.broadcast %121 : vector<512x1xf32> to vector<512x128xf32>
        %123 = arith.maximumf %119, %122 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %124 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %125 = arith.maximumf %123, %124 : vector<512x128xf32>
        %126 = tpu.concatenate %125, %125, %125, %125, %125, %125, %125, %125 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x1024xf32>
        %127 = arith.subf %118, %126 : vector<512x1024xf32>
        %128 = math.exp2 %127 : vector<512x1024xf32>
        %129 = arith.subf %119, %125 : vector<512x128xf32>
        %130 = math.exp2 %129 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %132 = arith.mulf %130, %131 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %133 = vector.multi_reduction <add>, %128, %cst_x8e9b0a [1] : vector<512x1024xf32> to vector<512xf32>
        %134 = vector.shape_cast %133 : vector<512xf32> to vector<512x1xf32>
        %135 = vector.broadcast %134 : vector<512x1xf32> to vector<512x128xf32>
        %136 = arith.addf %132, %135 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %138 = vector.shape_cast %137 : vector<512x128xf32> to vector<512x128xf32>
        %139 = vector.shape_cast %136 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %139 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %140 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %141 = vector.load %arg15[%140, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %142 = vector.shape_cast %141 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %144 = arith.mulf %130, %143 : vector<512x128xf32>
        %145 = arith.truncf %128 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %146 = tpu.matmul %145, %142, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %147 = arith.addf %144, %146 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %149 = vector.shape_cast %148 : vector<512x128xf32> to vector<512x128xf32>
        %150 = vector.shape_cast %147 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %150 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %152 = vector.shape_cast %151 : vector<512x128xf32> to vector<512x128xf32>
        %153 = vector.shape_cast %123 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %153 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %154 = arith.addi %arg20, %c1_i32 : i32
        %c125_i32 = arith.constant 125 : i32
        %155 = arith.minsi %arg19, %c125_i32 : i32
        %156 = arith.index_cast %155 : i32 to index
        %157 = memref.load %arg4[%156] : memref<126xi8, #tpu.memory_space<smem>>
        %158 = arith.extsi %157 : i8 to i32
        %159 = arith.cmpi sge, %154, %158 : i32
        %c1_i32 = arith.constant 1 : i32
        %160 = arith.addi %arg19, %c1_i32 : i32
        %161 = arith.select %159, %160, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %162 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %163 = arith.select %159, %c0_i32, %162 : i32
        %164 = arith.cmpi slt, %161, %22 : i32
        %165 = arith.extui %164 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %166 = arith.cmpi ne, %165, %c0_i32 : i32
        scf.if %166 {
          %c0_i32 = arith.constant 0 : i32
          %167 = arith.addi %2, %c0_i32 : i32
          %168 = arith.index_cast %161 : i32 to index
          %169 = memref.load %arg3[%168] : memref<126xi8, #tpu.memory_space<smem>>
          %170 = arith.extsi %169 : i8 to i32
          %171 = arith.addi %170, %163 : i32
          %c4_i32 = arith.constant 4 : i32
          %172 = arith.divsi %167, %c4_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %173 = arith.muli %171, %c1024_i32 : i32
          %174 = tpu.assume_multiple %173, 1024 : i32
          %c4_i32 = arith.constant 4 : i32
          %175 = arith.divsi %167, %c4_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %176 = arith.muli %171, %c1024_i32 : i32
          %177 = tpu.assume_multiple %176, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %178 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %179 = tpu.memref_squeeze %178 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %180 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %181 = tpu.memref_squeeze %180 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %182 = tpu.memref_slice %arg7[%172, %174, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %183 = tpu.memref_squeeze %182 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%183 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%181 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%179 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %184 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %185 = tpu.memref_squeeze %184 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %186 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %187 = tpu.memref_squeeze %186 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %188 = tpu.memref_slice %arg8[%175, %177, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %189 = tpu.memref_squeeze %188 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%189 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%187 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%185 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %161, %163 : i32, i32
      }
      scf.yield %arg19, %arg20, %74#0, %74#1, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %40 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %41 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %42 = arith.cmpf ogt, %40, %41 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %43 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %44 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %45 = arith.select %42, %40, %44 : vector<512x128xi1>, vector<512x128xf32>
    %46 = arith.divf %43, %45 : vector<512x128xf32>
    %47 = arith.truncf %46 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %49 = vector.shape_cast %48 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %50 = vector.shape_cast %47 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %50 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %51 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %52 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %53 = arith.select %42, %40, %52 : vector<512x128xi1>, vector<512x128xf32>
    %54 = math.log %53 : vector<512x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %55 = math.log %cst_x481f63 : f32
    %56 = vector.broadcast %55 : f32 to vector<512x128xf32>
    %57 = arith.divf %54, %56 : vector<512x128xf32>
    %58 = arith.addf %51, %57 : vector<512x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %59 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x128xf32>
    %60 = arith.divf %58, %59 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %61 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %62 = arith.select %42, %60, %61 : vector<512x128xi1>, vector<512x128xf32>
    %63 = tpu.transpose %62, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %64 = vector.extract_strided_slice %63 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %65 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %66 = vector.shape_cast %65 : vector<1x1x512xf32> to vector<1x512xf32>
    %67 = vector.shape_cast %64 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %67 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<126xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.remsi %3, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<126xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.remsi %3, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<126xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.remsi %3, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %4 : i32, i32, i32
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

// ---- kernel sparse_cli_dkv sha256:f649d8d35aa9b253c66f064a1d75183d80e335954646b3a9154a032df1f684af
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>, %arg6: memref<126xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<32x32768x128xbf16, #tpu.memory_space<any>>, %arg10: memref<32x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<32x1x32768xf32, #tpu.memory_space<any>>, %arg12: memref<32x1x32768xf32, #tpu.memory_space<any>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg17: memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, %arg19: memref<3x1x1024xf32, #tpu.memory_space<vmem>>, %arg20: memref<3x1x1024xf32, #tpu.memory_space<vmem>>, %arg21: memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 64, 4>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %c3_i32 = arith.constant 3 : i32
    %6 = arith.cmpi eq, %arg2, %c3_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %7 = arith.remsi %0, %c64_i32 : i32
    %8 = arith.extui %5 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %9 = arith.cmpi ne, %8, %c0_i32 : i32
    scf.if %9 {
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %36 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %37 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %38 = vector.shape_cast %37 : vector<512x128xf32> to vector<512x128xf32>
      %39 = vector.shape_cast %36 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0, %c0], %39 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %40 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %41 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %42 = vector.shape_cast %41 : vector<512x128xf32> to vector<512x128xf32>
      %43 = vector.shape_cast %40 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0, %c0], %43 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %10 = arith.index_cast %arg1 : i32 to index
    %11 = memref.load %arg3[%10] : memref<65xi8, #tpu.memory_space<smem>>
    %12 = arith.extsi %11 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %13 = arith.addi %arg1, %c1_i32 : i32
    %14 = arith.index_cast %13 : i32 to index
    %15 = memref.load %arg3[%14] : memref<65xi8, #tpu.memory_space<smem>>
    %16 = arith.extsi %15 : i8 to i32
    %17 = arith.cmpi slt, %12, %16 : i32
    %18 = arith.extui %17 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %19 = arith.cmpi ne, %18, %c0_i32 : i32
    scf.if %19 {
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %4, %c0_i32 : i32
      %37 = arith.index_cast %12 : i32 to index
      %38 = memref.load %arg4[%37] : memref<126xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.addi %39, %c0_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %41 = arith.muli %40, %c1024_i32 : i32
      %42 = tpu.assume_multiple %41, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %43 = arith.muli %40, %c1024_i32 : i32
      %44 = tpu.assume_multiple %43, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %45 = arith.muli %40, %c1024_i32 : i32
      %46 = tpu.assume_multiple %45, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %47 = arith.muli %40, %c1024_i32 : i32
      %48 = tpu.assume_multiple %47, 1024 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg21[%c0_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg9[%36, %42, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%52 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg21[%c0_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%36, %44, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%58 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = tpu.memref_slice %arg21[%c0_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg11[%36, %c0_i32, %46] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<1x1024xf32, #tpu.memory_space<any>>) target(%64 : memref<1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %67 = tpu.memref_slice %arg21[%c0_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg12[%36, %c0_i32, %48] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1x1024xf32, #tpu.memory_space<any>>) target(%70 : memref<1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %c0_i32, %c1_i32 : i32
    %c125_i32 = arith.constant 125 : i32
    %21 = arith.minsi %12, %c125_i32 : i32
    %22 = arith.index_cast %21 : i32 to index
    %23 = memref.load %arg5[%22] : memref<126xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %25 = arith.cmpi sge, %20, %24 : i32
    %c1_i32 = arith.constant 1 : i32
    %26 = arith.addi %12, %c1_i32 : i32
    %27 = arith.select %25, %26, %12 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %28 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %29 = arith.select %25, %c0_i32, %28 : i32
    %30 = arith.cmpi slt, %27, %16 : i32
    %31 = arith.extui %30 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %32 = arith.cmpi ne, %31, %c0_i32 : i32
    scf.if %32 {
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %4, %c0_i32 : i32
      %37 = arith.index_cast %27 : i32 to index
      %38 = memref.load %arg4[%37] : memref<126xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.addi %39, %29 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %41 = arith.muli %40, %c1024_i32 : i32
      %42 = tpu.assume_multiple %41, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %43 = arith.muli %40, %c1024_i32 : i32
      %44 = tpu.assume_multiple %43, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %45 = arith.muli %40, %c1024_i32 : i32
      %46 = tpu.assume_multiple %45, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %47 = arith.muli %40, %c1024_i32 : i32
      %48 = tpu.assume_multiple %47, 1024 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg21[%c1_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg9[%36, %42, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%52 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg21[%c1_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%36, %44, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%58 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = tpu.memref_slice %arg21[%c1_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg19[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg11[%36, %c0_i32, %46] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<1x1024xf32, #tpu.memory_space<any>>) target(%64 : memref<1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %67 = tpu.memref_slice %arg21[%c1_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg20[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg12[%36, %c0_i32, %48] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1x1024xf32, #tpu.memory_space<any>>) target(%70 : memref<1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %33:7 = scf.while (%arg22 = %12, %arg23 = %c0_i32, %arg24 = %27, %arg25 = %29, %arg26 = %c0_i32, %arg27 = %c1_i32, %arg28 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %36 = arith.cmpi slt, %arg22, %16 : i32
      scf.condition(%36) %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32, %arg28: i32):
      %36 = arith.index_cast %arg22 : i32 to index
      %37 = memref.load %arg6[%36] : memref<126xi8, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %39 = arith.cmpi eq, %38, %c2_i32 : i32
      %40 = arith.extui %39 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %41 = arith.cmpi ne, %40, %c0_i32 : i32
      %42:2 = scf.if %41 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %43 = arith.muli %c0_i32, %c1024_i32 : i32
        %44 = tpu.assume_multiple %43, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %45 = arith.muli %c0_i32, %c1024_i32 : i32
        %46 = tpu.assume_multiple %45, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %47 = arith.muli %c0_i32, %c1024_i32 : i32
        %48 = tpu.assume_multiple %47, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %49 = arith.muli %c0_i32, %c1024_i32 : i32
        %50 = tpu.assume_multiple %49, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %51 = tpu.memref_slice %arg21[%arg26, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %53 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %54 = tpu.memref_squeeze %53 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %55 = tpu.memref_slice %arg9[%c0_i32, %44, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %56 = tpu.memref_squeeze %55 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%54 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %57 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %59 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %60 = tpu.memref_squeeze %59 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg10[%c0_i32, %46, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %62 = tpu.memref_squeeze %61 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%62 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%60 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %63 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32] : memref<3x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
        %66 = tpu.memref_squeeze %65 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %48] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<1x1024xf32, #tpu.memory_space<any>>) dst(%66 : memref<1x1024xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %69 = tpu.memref_slice %arg21[%arg26, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32] : memref<3x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %50] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<1x1024xf32, #tpu.memory_space<any>>) dst(%72 : memref<1x1024xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %4, %c0_i32 : i32
        %76 = arith.index_cast %arg22 : i32 to index
        %77 = memref.load %arg4[%76] : memref<126xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg23 : i32
        %80 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg17[%80, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %82 = vector.shape_cast %81 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %83 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg18[%83, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %85 = vector.shape_cast %84 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %87 = vector.shape_cast %86 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %88 = tpu.matmul %87, %82, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %89 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x1024xf32>
        %90 = arith.mulf %88, %89 : vector<512x1024xf32>
        %91 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg19[%91, %c0, %c0] : memref<3x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
        %93 = vector.shape_cast %92 : vector<1x1x1024xf32> to vector<1x1024xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %94 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x1024xf32>
        %95 = arith.mulf %93, %94 : vector<1x1024xf32>
        %96 = vector.broadcast %95 : vector<1x1024xf32> to vector<512x1024xf32>
        %97 = arith.subf %90, %96 : vector<512x1024xf32>
        %98 = math.exp2 %97 : vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %100 = arith.truncf %98 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %101 = tpu.matmul %100, %85, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %102 = arith.addf %99, %101 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %104 = vector.shape_cast %103 : vector<512x128xf32> to vector<512x128xf32>
        %105 = vector.shape_cast %102 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg16[%c0, %c0], %105 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %107 = vector.shape_cast %106 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %108 = tpu.matmul %107, %85, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %109 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg20[%109, %c0, %c0] : memref<3x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
        %111 = vector.shape_cast %110 : vector<1x1x1024xf32> to vector<1x1024xf32>
        %112 = vector.broadcast %111 : vector<1x1024xf32> to vector<512x1024xf32>
        %113 = arith.subf %108, %112 : vector<512x1024xf32>
        %114 = arith.mulf %98, %113 : vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %116 = arith.truncf %114 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %117 = tpu.matmul %116, %82, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %118 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %119 = arith.mulf %117, %118 : vector<512x128xf32>
        %120 = arith.addf %115, %119 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %122 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        %123 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %123 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %124 = arith.addi %arg25, %c1_i32 : i32
        %c125_i32 = arith.constant 125 : i32
        %125 = arith.minsi %arg24, %c125_i32 : i32
        %126 = arith.index_cast %125 : i32 to index
        %127 = memref.load %arg5[%126] : memref<126xi8, #tpu.memory_space<smem>>
        %128 = arith.extsi %127 : i8 to i32
        %129 = arith.cmpi sge, %124, %128 : i32
        %c1_i32 = arith.constant 1 : i32
        %130 = arith.addi %arg24, %c1_i32 : i32
        %131 = arith.select %129, %130, %arg24 : i32
        %c1_i32 = arith.constant 1 : i32
        %132 = arith.addi %arg25, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %133 = arith.select %129, %c0_i32, %132 : i32
        %134 = arith.cmpi slt, %131, %16 : i32
        %135 = arith.extui %134 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %136 = arith.cmpi ne, %135, %c0_i32 : i32
        scf.if %136 {
          %c0_i32 = arith.constant 0 : i32
          %137 = arith.addi %4, %c0_i32 : i32
          %138 = arith.index_cast %131 : i32 to index
          %139 = memref.load %arg4[%138] : memref<126xi8, #tpu.memory_space<smem>>
          %140 = arith.extsi %139 : i8 to i32
          %141 = arith.addi %140, %133 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %142 = arith.muli %141, %c1024_i32 : i32
          %143 = tpu.assume_multiple %142, 1024 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %144 = arith.muli %141, %c1024_i32 : i32
          %145 = tpu.assume_multiple %144, 1024 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %146 = arith.muli %141, %c1024_i32 : i32
          %147 = tpu.assume_multiple %146, 1024 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %148 = arith.muli %141, %c1024_i32 : i32
          %149 = tpu.assume_multiple %148, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %150 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %151 = tpu.memref_squeeze %150 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %152 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %153 = tpu.memref_squeeze %152 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %154 = tpu.memref_slice %arg9[%137, %143, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %155 = tpu.memref_squeeze %154 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%155 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%153 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%151 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %156 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %157 = tpu.memref_squeeze %156 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %158 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %159 = tpu.memref_squeeze %158 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %160 = tpu.memref_slice %arg10[%137, %145, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %161 = tpu.memref_squeeze %160 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%161 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%159 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %162 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %163 = tpu.memref_squeeze %162 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %164 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32] : memref<3x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
          %165 = tpu.memref_squeeze %164 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %166 = tpu.memref_slice %arg11[%137, %c0_i32, %147] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
          %167 = tpu.memref_squeeze %166 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%167 : memref<1x1024xf32, #tpu.memory_space<any>>) target(%165 : memref<1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%163 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %168 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %169 = tpu.memref_squeeze %168 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %170 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32] : memref<3x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
          %171 = tpu.memref_squeeze %170 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %172 = tpu.memref_slice %arg12[%137, %c0_i32, %149] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
          %173 = tpu.memref_squeeze %172 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%173 : memref<1x1024xf32, #tpu.memory_space<any>>) target(%171 : memref<1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%169 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %131, %133 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %43 = arith.muli %c0_i32, %c1024_i32 : i32
        %44 = tpu.assume_multiple %43, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %45 = arith.muli %c0_i32, %c1024_i32 : i32
        %46 = tpu.assume_multiple %45, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %47 = arith.muli %c0_i32, %c1024_i32 : i32
        %48 = tpu.assume_multiple %47, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %49 = arith.muli %c0_i32, %c1024_i32 : i32
        %50 = tpu.assume_multiple %49, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %51 = tpu.memref_slice %arg21[%arg26, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %53 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %54 = tpu.memref_squeeze %53 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %55 = tpu.memref_slice %arg9[%c0_i32, %44, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %56 = tpu.memref_squeeze %55 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%54 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %57 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %59 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %60 = tpu.memref_squeeze %59 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg10[%c0_i32, %46, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %62 = tpu.memref_squeeze %61 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%62 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%60 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %63 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32] : memref<3x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
        %66 = tpu.memref_squeeze %65 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %48] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<1x1024xf32, #tpu.memory_space<any>>) dst(%66 : memref<1x1024xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %69 = tpu.memref_slice %arg21[%arg26, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32] : memref<3x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %50] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<1x1024xf32, #tpu.memory_space<any>>) dst(%72 : memref<1x1024xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %4, %c0_i32 : i32
        %76 = arith.index_cast %arg22 : i32 to index
        %77 = memref.load %arg4[%76] : memref<126xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg23 : i32
        %80 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg17[%80, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %82 = vector.shape_cast %81 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %83 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg18[%83, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %85 = vector.shape_cast %84 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %87 = vector.shape_cast %86 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %88 = tpu.matmul %87, %82, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %89 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x1024xf32>
        %90 = arith.mulf %88, %89 : vector<512x1024xf32>
        %c1024_i32 = arith.constant 1024 : i32
        %91 = arith.muli %79, %c1024_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %92 = arith.muli %7, %c512_i32 : i32
        %93 = tpu.iota {dimensions = array<i32: 1>} : vector<1x1024xi32>
        %94 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %95 = arith.subi %92, %91 : i32
        %96 = vector.broadcast %94 : vector<512x1xi32> to vector<512x1024xi32>
        %97 = vector.broadcast %93 : vector<1x1024xi32> to vector<512x1024xi32>
        %98 = arith.subi %96, %97 : vector<512x1024xi32>
        %c0_i32 = arith.constant 0 : i32
        %99 = arith.subi %c0_i32, %95 : i32
        %100 = vector.broadcast %99 : i32 to vector<512x1024xi32>
        %101 = arith.cmpi sle, %98, %100 : vector<512x1024xi32>
        %102 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg19[%102, %c0, %c0] : memref<3x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
        %104 = vector.shape_cast %103 : vector<1x1x1024xf32> to vector<1x1024xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %105 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x1024xf32>
        %106 = arith.mulf %104, %105 : vector<1x1024xf32>
        %107 = vector.broadcast %106 : vector<1x1024xf32> to vector<512x1024xf32>
        %108 = arith.subf %90, %107 : vector<512x1024xf32>
        %109 = math.exp2 %108 : vector<512x1024xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %110 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x1024xf32>
        %111 = arith.select %101, %109, %110 : vector<512x1024xi1>, vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %113 = arith.truncf %111 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %114 = tpu.matmul %113, %85, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %115 = arith.addf %112, %114 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %117 = vector.shape_cast %116 : vector<512x128xf32> to vector<512x128xf32>
        %118 = vector.shape_cast %115 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg16[%c0, %c0], %118 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %120 = vector.shape_cast %119 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %121 = tpu.matmul %120, %85, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %122 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg20[%122, %c0, %c0] : memref<3x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
        %124 = vector.shape_cast %123 : vector<1x1x1024xf32> to vector<1x1024xf32>
        %125 = vector.broadcast %124 : vector<1x1024xf32> to vector<512x1024xf32>
        %126 = arith.subf %121, %125 : vector<512x1024xf32>
        %127 = arith.mulf %111, %126 : vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %129 = arith.truncf %127 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %130 = tpu.matmul %129, %82, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %131 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %132 = arith.mulf %130, %131 : vector<512x128xf32>
        %133 = arith.addf %128, %132 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %135 = vector.shape_cast %134 : vector<512x128xf32> to vector<512x128xf32>
        %136 = vector.shape_cast %133 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %136 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %137 = arith.addi %arg25, %c1_i32 : i32
        %c125_i32 = arith.constant 125 : i32
        %138 = arith.minsi %arg24, %c125_i32 : i32
        %139 = arith.index_cast %138 : i32 to index
        %140 = memref.load %arg5[%139] : memref<126xi8, #tpu.memory_space<smem>>
        %141 = arith.extsi %140 : i8 to i32
        %142 = arith.cmpi sge, %137, %141 : i32
        %c1_i32 = arith.constant 1 : i32
        %143 = arith.addi %arg24, %c1_i32 : i32
        %144 = arith.select %142, %143, %arg24 : i32
        %c1_i32 = arith.constant 1 : i32
        %145 = arith.addi %arg25, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %146 = arith.select %142, %c0_i32, %145 : i32
        %147 = arith.cmpi slt, %144, %16 : i32
        %148 = arith.extui %147 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %149 = arith.cmpi ne, %148, %c0_i32 : i32
        scf.if %149 {
          %c0_i32 = arith.constant 0 : i32
          %150 = arith.addi %4, %c0_i32 : i32
          %151 = arith.index_cast %144 : i32 to index
          %152 = memref.load %arg4[%151] : memref<126xi8, #tpu.memory_space<smem>>
          %153 = arith.extsi %152 : i8 to i32
          %154 = arith.addi %153, %146 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %155 = arith.muli %154, %c1024_i32 : i32
          %156 = tpu.assume_multiple %155, 1024 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %157 = arith.muli %154, %c1024_i32 : i32
          %158 = tpu.assume_multiple %157, 1024 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %159 = arith.muli %154, %c1024_i32 : i32
          %160 = tpu.assume_multiple %159, 1024 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %161 = arith.muli %154, %c1024_i32 : i32
          %162 = tpu.assume_multiple %161, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %163 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %164 = tpu.memref_squeeze %163 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %165 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %166 = tpu.memref_squeeze %165 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %167 = tpu.memref_slice %arg9[%150, %156, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %168 = tpu.memref_squeeze %167 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%168 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%166 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%164 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %169 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %170 = tpu.memref_squeeze %169 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %171 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %172 = tpu.memref_squeeze %171 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %173 = tpu.memref_slice %arg10[%150, %158, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %174 = tpu.memref_squeeze %173 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%174 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%172 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%170 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %175 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %176 = tpu.memref_squeeze %175 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %177 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32] : memref<3x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
          %178 = tpu.memref_squeeze %177 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %179 = tpu.memref_slice %arg11[%150, %c0_i32, %160] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
          %180 = tpu.memref_squeeze %179 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%180 : memref<1x1024xf32, #tpu.memory_space<any>>) target(%178 : memref<1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%176 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %181 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %182 = tpu.memref_squeeze %181 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %183 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32] : memref<3x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
          %184 = tpu.memref_squeeze %183 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %185 = tpu.memref_slice %arg12[%150, %c0_i32, %162] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
          %186 = tpu.memref_squeeze %185 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%186 : memref<1x1024xf32, #tpu.memory_space<any>>) target(%184 : memref<1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%182 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %144, %146 : i32, i32
      }
      scf.yield %arg24, %arg25, %42#0, %42#1, %arg27, %arg28, %arg26 : i32, i32, i32, i32, i32, i32, i32
    }
    %34 = arith.extui %6 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32 : i32
    scf.if %35 {
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %36 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %37 = arith.truncf %36 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %38 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %39 = vector.shape_cast %38 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %40 = vector.shape_cast %37 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg13[%c0, %c0, %c0], %40 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %41 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %42 = arith.truncf %41 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %43 = vector.load %arg14[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %44 = vector.shape_cast %43 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %45 = vector.shape_cast %42 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg14[%c0, %c0, %c0], %45 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
    %4 = arith.addi %3, %arg2 : i32
    %c4_i32 = arith.constant 4 : i32
    %5 = arith.divsi %4, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %7 = arith.remsi %6, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>, %arg6: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c4_i32 = arith.constant 4 : i32
    %5 = arith.divsi %4, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %7 = arith.remsi %6, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>, %arg6: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c4_i32 = arith.constant 4 : i32
    %5 = arith.divsi %4, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %7 = arith.remsi %6, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>, %arg6: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c4_i32 = arith.constant 4 : i32
    %5 = arith.divsi %4, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %7 = arith.remsi %6, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
}
