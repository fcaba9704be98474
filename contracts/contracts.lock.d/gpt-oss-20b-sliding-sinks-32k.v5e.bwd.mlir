module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<256xi16>, %arg2: tensor<256xi8>, %arg3: tensor<256xi8>, %arg4: tensor<257xi16>, %arg5: tensor<256xi16>, %arg6: tensor<256xi8>, %arg7: tensor<256xi8>, %arg8: tensor<64x32768x64xbf16>, %arg9: tensor<8x32768x64xbf16>, %arg10: tensor<8x32768x64xbf16>, %arg11: tensor<64xf32>) -> (tensor<64x32768x64xbf16> {jax.result_info = "result[0]"}, tensor<64x32768x64xbf16> {jax.result_info = "result[1][0]"}, tensor<8x32768x64xbf16> {jax.result_info = "result[1][1]"}, tensor<8x32768x64xbf16> {jax.result_info = "result[1][2]"}, tensor<64xf32> {jax.result_info = "result[1][3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<64x32768x64xbf16>, tensor<i32>) -> tensor<64x32768x64xbf16>
    %1 = call @_pad_0(%arg9, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %3 = stablehlo.broadcast_in_dim %arg11, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<64x1x1xf32>) -> tensor<64x1x128xf32>
    %5:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %4, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:8129fcb2017dab2b134e7eaa69b637c46cb66a2689776fcdee10a9230283ac3a\22, \22cost_estimate\22: {\22bytes_accessed\22: 670826496, \22flops\22: 137170518016, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<256xi16>, tensor<256xi8>, tensor<256xi8>, tensor<64x32768x64xbf16>, tensor<64x1x128xf32>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>) -> (tensor<64x32768x64xbf16>, tensor<64x1x32768xf32>)
    %6 = stablehlo.convert %5#0 : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xf32>
    %7 = stablehlo.convert %5#0 : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<64x32768x64xf32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<64x32768x64xf32>, tensor<f32>) -> tensor<64x32768xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 2] : (tensor<64x32768xf32>) -> tensor<64x1x32768xf32>
    %11 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %5#0, %5#1, %10, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:37876190f10367c691f4add05ded42dea1e652af28a4785107fbf69ca74c747e\22, \22cost_estimate\22: {\22bytes_accessed\22: 939261952, \22flops\22: 205755777024, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<256xi16>, tensor<256xi8>, tensor<256xi8>, tensor<64x32768x64xbf16>, tensor<64x32768x64xbf16>, tensor<64x1x32768xf32>, tensor<64x1x32768xf32>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>) -> tensor<64x32768x64xbf16>
    %12:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %5#0, %5#1, %10) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:69e8109c2afd3960584dbde532794bf90f48de94792f067ca443d2f92d8e2b18\22, \22cost_estimate\22: {\22bytes_accessed\22: 1205862400, \22flops\22: 274341036032, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<256xi16>, tensor<256xi8>, tensor<256xi8>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<64x32768x64xbf16>, tensor<64x32768x64xbf16>, tensor<64x1x32768xf32>, tensor<64x1x32768xf32>) -> (tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>)
    %13 = stablehlo.broadcast_in_dim %arg11, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %14 = stablehlo.reshape %5#1 : (tensor<64x1x32768xf32>) -> tensor<64x32768xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32768xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<64x32768xf32>
    %17 = stablehlo.exponential %16 : tensor<64x32768xf32>
    %18 = stablehlo.reshape %10 : (tensor<64x1x32768xf32>) -> tensor<64x32768xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<64x32768xf32>
    %20 = stablehlo.reduce(%19 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x32768xf32>, tensor<f32>) -> tensor<64xf32>
    %21 = stablehlo.negate %20 : tensor<64xf32>
    %22 = call @_pad_1(%12#1) : (tensor<8x32768x64xbf16>) -> tensor<8x32768x64xbf16>
    %23 = call @_pad_1(%12#0) : (tensor<8x32768x64xbf16>) -> tensor<8x32768x64xbf16>
    %24 = call @_pad_2(%11) : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xbf16>
    return %5#0, %24, %23, %22, %21 : tensor<64x32768x64xbf16>, tensor<64x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<64xf32>
  }
  func.func private @_pad(%arg0: tensor<64x32768x64xbf16>, %arg1: tensor<i32>) -> tensor<64x32768x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<64x32768x64xbf16>, tensor<bf16>) -> tensor<64x32768x64xbf16>
    return %1 : tensor<64x32768x64xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x32768x64xbf16>, %arg1: tensor<i32>) -> tensor<8x32768x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x64xbf16>, tensor<bf16>) -> tensor<8x32768x64xbf16>
    return %1 : tensor<8x32768x64xbf16>
  }
  func.func private @_pad_1(%arg0: tensor<8x32768x64xbf16>) -> tensor<8x32768x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x64xbf16>, tensor<bf16>) -> tensor<8x32768x64xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:32768, 0:64] : (tensor<8x32768x64xbf16>) -> tensor<8x32768x64xbf16>
    return %1 : tensor<8x32768x64xbf16>
  }
  func.func private @_pad_2(%arg0: tensor<64x32768x64xbf16>) -> tensor<64x32768x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<64x32768x64xbf16>, tensor<bf16>) -> tensor<64x32768x64xbf16>
    %1 = stablehlo.slice %0 [0:64, 0:32768, 0:64] : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xbf16>
    return %1 : tensor<64x32768x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:8129fcb2017dab2b134e7eaa69b637c46cb66a2689776fcdee10a9230283ac3a
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<8x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x1x128xf32, #tpu.memory_space<vmem>>, %arg8: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg9: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg10: memref<8x128x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<8x1x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 256>, scalar_prefetch = 4 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 8, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 8, 1, 128>}, {}, {}, {transform_indices = @transform_4, window_bounds = array<i64: 8, 128, 64>}, {transform_indices = @transform_5, window_bounds = array<i64: 8, 1, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.remsi %0, %c256_i32 : i32
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg7[%c0, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %6 = vector.shape_cast %5 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %7 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %8 = arith.mulf %6, %7 : vector<1x128xf32>
    %9 = vector.shape_cast %8 : vector<1x128xf32> to vector<1x128xf32>
    %10 = vector.broadcast %9 : vector<1x128xf32> to vector<128x128xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %11 = vector.load %arg7[%c1, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %12 = vector.shape_cast %11 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %13 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %14 = arith.mulf %12, %13 : vector<1x128xf32>
    %15 = vector.shape_cast %14 : vector<1x128xf32> to vector<1x128xf32>
    %16 = vector.broadcast %15 : vector<1x128xf32> to vector<128x128xf32>
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %17 = vector.load %arg7[%c2, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %18 = vector.shape_cast %17 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %19 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %20 = arith.mulf %18, %19 : vector<1x128xf32>
    %21 = vector.shape_cast %20 : vector<1x128xf32> to vector<1x128xf32>
    %22 = vector.broadcast %21 : vector<1x128xf32> to vector<128x128xf32>
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %23 = vector.load %arg7[%c3, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %24 = vector.shape_cast %23 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %25 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %26 = arith.mulf %24, %25 : vector<1x128xf32>
    %27 = vector.shape_cast %26 : vector<1x128xf32> to vector<1x128xf32>
    %28 = vector.broadcast %27 : vector<1x128xf32> to vector<128x128xf32>
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %29 = vector.load %arg7[%c4, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %30 = vector.shape_cast %29 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %31 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %32 = arith.mulf %30, %31 : vector<1x128xf32>
    %33 = vector.shape_cast %32 : vector<1x128xf32> to vector<1x128xf32>
    %34 = vector.broadcast %33 : vector<1x128xf32> to vector<128x128xf32>
    %c5 = arith.constant 5 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %35 = vector.load %arg7[%c5, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %36 = vector.shape_cast %35 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %37 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %38 = arith.mulf %36, %37 : vector<1x128xf32>
    %39 = vector.shape_cast %38 : vector<1x128xf32> to vector<1x128xf32>
    %40 = vector.broadcast %39 : vector<1x128xf32> to vector<128x128xf32>
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg7[%c6, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %42 = vector.shape_cast %41 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %43 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %44 = arith.mulf %42, %43 : vector<1x128xf32>
    %45 = vector.shape_cast %44 : vector<1x128xf32> to vector<1x128xf32>
    %46 = vector.broadcast %45 : vector<1x128xf32> to vector<128x128xf32>
    %c7 = arith.constant 7 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %47 = vector.load %arg7[%c7, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %48 = vector.shape_cast %47 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %49 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %50 = arith.mulf %48, %49 : vector<1x128xf32>
    %51 = vector.shape_cast %50 : vector<1x128xf32> to vector<1x128xf32>
    %52 = vector.broadcast %51 : vector<1x128xf32> to vector<128x128xf32>
    %53 = tpu.concatenate %10, %16, %22, %28, %34, %40, %46, %52 in 0 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %54 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %55 = vector.shape_cast %54 : vector<1024x128xf32> to vector<1024x128xf32>
    %56 = vector.shape_cast %53 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %56 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %57 = vector.broadcast %cst_x65a06e : f32 to vector<1024x64xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %58 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x64xf32>
    %59 = tpu.concatenate %58, %57 in 1 : vector<1024x64xf32>, vector<1024x64xf32> -> vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %60 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %61 = vector.shape_cast %60 : vector<1024x128xf32> to vector<1024x128xf32>
    %62 = vector.shape_cast %59 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %62 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %63 = arith.index_cast %arg1 : i32 to index
    %64 = memref.load %arg2[%63] : memref<257xi16, #tpu.memory_space<smem>>
    %65 = arith.extsi %64 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %66 = arith.addi %arg1, %c1_i32 : i32
    %67 = arith.index_cast %66 : i32 to index
    %68 = memref.load %arg2[%67] : memref<257xi16, #tpu.memory_space<smem>>
    %69 = arith.extsi %68 : i16 to i32
    %70 = arith.cmpi slt, %65, %69 : i32
    %71 = arith.extui %70 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %72 = arith.cmpi ne, %71, %c0_i32 : i32
    scf.if %72 {
      %c0_i32 = arith.constant 0 : i32
      %160 = arith.addi %3, %c0_i32 : i32
      %161 = arith.index_cast %65 : i32 to index
      %162 = memref.load %arg3[%161] : memref<256xi16, #tpu.memory_space<smem>>
      %163 = arith.extsi %162 : i16 to i32
      %164 = arith.addi %163, %c0_i32 : i32
      %c8_i32 = arith.constant 8 : i32
      %165 = arith.divsi %160, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %166 = arith.muli %164, %c128_i32 : i32
      %167 = tpu.assume_multiple %166, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %168 = arith.divsi %160, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %169 = arith.muli %164, %c128_i32 : i32
      %170 = tpu.assume_multiple %169, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %171 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %172 = tpu.memref_squeeze %171 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %173 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %174 = tpu.memref_squeeze %173 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %175 = tpu.memref_slice %arg8[%165, %167, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %176 = tpu.memref_squeeze %175 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%176 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%174 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%172 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %177 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %178 = tpu.memref_squeeze %177 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %179 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %180 = tpu.memref_squeeze %179 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %181 = tpu.memref_slice %arg9[%168, %170, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %182 = tpu.memref_squeeze %181 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%182 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%180 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%178 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %73 = arith.addi %c0_i32, %c1_i32 : i32
    %c255_i32 = arith.constant 255 : i32
    %74 = arith.minsi %65, %c255_i32 : i32
    %75 = arith.index_cast %74 : i32 to index
    %76 = memref.load %arg4[%75] : memref<256xi8, #tpu.memory_space<smem>>
    %77 = arith.extsi %76 : i8 to i32
    %78 = arith.cmpi sge, %73, %77 : i32
    %c1_i32 = arith.constant 1 : i32
    %79 = arith.addi %65, %c1_i32 : i32
    %80 = arith.select %78, %79, %65 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %81 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %82 = arith.select %78, %c0_i32, %81 : i32
    %83 = arith.cmpi slt, %80, %69 : i32
    %84 = arith.extui %83 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %85 = arith.cmpi ne, %84, %c0_i32 : i32
    scf.if %85 {
      %c0_i32 = arith.constant 0 : i32
      %160 = arith.addi %3, %c0_i32 : i32
      %161 = arith.index_cast %80 : i32 to index
      %162 = memref.load %arg3[%161] : memref<256xi16, #tpu.memory_space<smem>>
      %163 = arith.extsi %162 : i16 to i32
      %164 = arith.addi %163, %82 : i32
      %c8_i32 = arith.constant 8 : i32
      %165 = arith.divsi %160, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %166 = arith.muli %164, %c128_i32 : i32
      %167 = tpu.assume_multiple %166, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %168 = arith.divsi %160, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %169 = arith.muli %164, %c128_i32 : i32
      %170 = tpu.assume_multiple %169, 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %171 = tpu.memref_slice %arg16[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %172 = tpu.memref_squeeze %171 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %173 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %174 = tpu.memref_squeeze %173 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %175 = tpu.memref_slice %arg8[%165, %167, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %176 = tpu.memref_squeeze %175 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%176 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%174 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%172 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %177 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %178 = tpu.memref_squeeze %177 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %179 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %180 = tpu.memref_squeeze %179 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %181 = tpu.memref_slice %arg9[%168, %170, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %182 = tpu.memref_squeeze %181 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%182 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%180 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%178 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %86:7 = scf.while (%arg17 = %65, %arg18 = %c0_i32, %arg19 = %80, %arg20 = %82, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %160 = arith.cmpi slt, %arg17, %69 : i32
      scf.condition(%160) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %160 = arith.index_cast %arg17 : i32 to index
      %161 = memref.load %arg5[%160] : memref<256xi8, #tpu.memory_space<smem>>
      %162 = arith.extsi %161 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %163 = arith.divsi %c0_i32, %c8_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %164 = arith.muli %c0_i32, %c128_i32 : i32
      %165 = tpu.assume_multiple %164, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %166 = arith.divsi %c0_i32, %c8_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %167 = arith.muli %c0_i32, %c128_i32 : i32
      %168 = tpu.assume_multiple %167, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %169 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %170 = tpu.memref_squeeze %169 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %171 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %172 = tpu.memref_squeeze %171 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %173 = tpu.memref_slice %arg8[%163, %165, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %174 = tpu.memref_squeeze %173 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%170 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%174 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%172 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %175 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %176 = tpu.memref_squeeze %175 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %177 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %178 = tpu.memref_squeeze %177 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %179 = tpu.memref_slice %arg9[%166, %168, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %180 = tpu.memref_squeeze %179 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%176 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%180 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%178 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %181 = arith.addi %3, %c0_i32 : i32
      %182 = arith.index_cast %arg17 : i32 to index
      %183 = memref.load %arg3[%182] : memref<256xi16, #tpu.memory_space<smem>>
      %184 = arith.extsi %183 : i16 to i32
      %185 = arith.addi %184, %arg18 : i32
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %186 = vector.load %arg6[%c0, %c0, %c0] : memref<8x128x64xbf16, #tpu.memory_space<vmem>>, vector<8x128x64xbf16>
      %187 = vector.shape_cast %186 : vector<8x128x64xbf16> to vector<8x128x64xbf16>
      %188 = vector.shape_cast %187 : vector<8x128x64xbf16> to vector<1024x64xbf16>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %189 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %190 = tpu.memref_squeeze %189 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %191 = vector.load %190[%c0, %c0] : memref<128x64xbf16, #tpu.memory_space<vmem>>, vector<128x64xbf16>
      %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
      %192 = tpu.matmul %188, %191, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x64xbf16>, vector<128x64xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %193 = vector.broadcast %cst_x43e5b9 : f32 to vector<1024x128xf32>
      %194 = arith.mulf %192, %193 : vector<1024x128xf32>
      %c128_i32 = arith.constant 128 : i32
      %195 = arith.muli %4, %c128_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %196 = arith.muli %185, %c128_i32 : i32
      %197 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
      %198 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
      %199 = arith.subi %196, %195 : i32
      %200 = vector.broadcast %198 : vector<1x128xi32> to vector<128x128xi32>
      %201 = vector.broadcast %197 : vector<128x1xi32> to vector<128x128xi32>
      %202 = arith.subi %200, %201 : vector<128x128xi32>
      %c127_i32 = arith.constant 127 : i32
      %203 = arith.addi %c127_i32, %199 : i32
      %c0_i32 = arith.constant 0 : i32
      %204 = arith.subi %c0_i32, %199 : i32
      %c0_i32 = arith.constant 0 : i32
      %205 = arith.subi %c0_i32, %203 : i32
      %206 = vector.broadcast %205 : i32 to vector<128x128xi32>
      %207 = arith.cmpi sge, %202, %206 : vector<128x128xi32>
      %208 = vector.broadcast %204 : i32 to vector<128x128xi32>
      %209 = arith.cmpi sle, %202, %208 : vector<128x128xi32>
      %210 = arith.andi %207, %209 : vector<128x128xi1>
      %211 = vector.shape_cast %194 : vector<1024x128xf32> to vector<8x128x128xf32>
      %cst_xbef082 = arith.constant 0xFF800000 : f32
      %212 = vector.shape_cast %210 : vector<128x128xi1> to vector<1x128x128xi1>
      %213 = vector.broadcast %212 : vector<1x128x128xi1> to vector<8x128x128xi1>
      %214 = vector.broadcast %cst_xbef082 : f32 to vector<8x128x128xf32>
      %215 = arith.select %213, %211, %214 : vector<8x128x128xi1>, vector<8x128x128xf32>
      %216 = vector.shape_cast %215 : vector<8x128x128xf32> to vector<1024x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %217 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
      %cst_xf8e7b8 = arith.constant dense<0xFF800000> : vector<1024xf32>
      %218 = vector.multi_reduction <maximumf>, %216, %cst_xf8e7b8 [1] : vector<1024x128xf32> to vector<1024xf32>
      %219 = vector.shape_cast %218 : vector<1024xf32> to vector<1024x1xf32>
      %220 = vector.broadcast %219 : vector<1024x1xf32> to vector<1024x128xf32>
      %221 = arith.maximumf %217, %220 : vector<1024x128xf32>
      %cst_x72b973 = arith.constant -3.40282347E+38 : f32
      %222 = vector.broadcast %cst_x72b973 : f32 to vector<1024x128xf32>
      %223 = arith.maximumf %221, %222 : vector<1024x128xf32>
      %224 = arith.subf %216, %223 : vector<1024x128xf32>
      %225 = math.exp2 %224 : vector<1024x128xf32>
      %226 = arith.subf %217, %223 : vector<1024x128xf32>
      %227 = math.exp2 %226 : vector<1024x128xf32>
      %228 = arith.index_cast %arg21 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %229 = vector.load %arg15[%228, %c0, %c0] : memref<3x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %230 = vector.shape_cast %229 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_xf10d36 = arith.constant 1.000000e+00 : bf16
      %231 = vector.broadcast %cst_xf10d36 : bf16 to vector<128x64xbf16>
      %232 = tpu.concatenate %230, %231 in 1 : vector<128x64xbf16>, vector<128x64xbf16> -> vector<128x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %233 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
      %234 = arith.mulf %227, %233 : vector<1024x128xf32>
      %235 = arith.truncf %225 : vector<1024x128xf32> to vector<1024x128xbf16>
      %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
      %236 = tpu.matmul %235, %232, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<128x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
      %237 = arith.addf %234, %236 : vector<1024x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %238 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
      %239 = vector.shape_cast %238 : vector<1024x128xf32> to vector<1024x128xf32>
      %240 = vector.shape_cast %237 : vector<1024x128xf32> to vector<1024x128xf32>
      tpu.vector_store %arg13[%c0, %c0], %240 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %241 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
      %242 = vector.shape_cast %241 : vector<1024x128xf32> to vector<1024x128xf32>
      %243 = vector.shape_cast %221 : vector<1024x128xf32> to vector<1024x128xf32>
      tpu.vector_store %arg12[%c0, %c0], %243 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %244 = arith.addi %arg20, %c1_i32 : i32
      %c255_i32 = arith.constant 255 : i32
      %245 = arith.minsi %arg19, %c255_i32 : i32
      %246 = arith.index_cast %245 : i32 to index
      %247 = memref.load %arg4[%246] : memref<256xi8, #tpu.memory_space<smem>>
      %248 = arith.extsi %247 : i8 to i32
      %249 = arith.cmpi sge, %244, %248 : i32
      %c1_i32 = arith.constant 1 : i32
      %250 = arith.addi %arg19, %c1_i32 : i32
      %251 = arith.select %249, %250, %arg19 : i32
      %c1_i32 = arith.constant 1 : i32
      %252 = arith.addi %arg20, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %253 = arith.select %249, %c0_i32, %252 : i32
      %254 = arith.cmpi slt, %251, %69 : i32
      %255 = arith.extui %254 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %256 = arith.cmpi ne, %255, %c0_i32 : i32
      scf.if %256 {
        %c0_i32 = arith.constant 0 : i32
        %257 = arith.addi %3, %c0_i32 : i32
        %258 = arith.index_cast %251 : i32 to index
        %259 = memref.load %arg3[%258] : memref<256xi16, #tpu.memory_space<smem>>
        %260 = arith.extsi %259 : i16 to i32
        %261 = arith.addi %260, %253 : i32
        %c8_i32 = arith.constant 8 : i32
        %262 = arith.divsi %257, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %263 = arith.muli %261, %c128_i32 : i32
        %264 = tpu.assume_multiple %263, 128 : i32
        %c8_i32 = arith.constant 8 : i32
        %265 = arith.divsi %257, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %266 = arith.muli %261, %c128_i32 : i32
        %267 = tpu.assume_multiple %266, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %268 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %269 = tpu.memref_squeeze %268 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %270 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %271 = tpu.memref_squeeze %270 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %272 = tpu.memref_slice %arg8[%262, %264, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %273 = tpu.memref_squeeze %272 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%273 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%271 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%269 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %274 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %275 = tpu.memref_squeeze %274 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %276 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %277 = tpu.memref_squeeze %276 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %278 = tpu.memref_slice %arg9[%265, %267, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %279 = tpu.memref_squeeze %278 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%279 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%277 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%275 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      scf.yield %arg19, %arg20, %251, %253, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %87 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %88 = vector.extract_strided_slice %87 {offsets = [0, 64], sizes = [1024, 64], strides = [1, 1]} : vector<1024x128xf32> to vector<1024x64xf32>
    %89 = tpu.concatenate %88, %88 in 1 : vector<1024x64xf32>, vector<1024x64xf32> -> vector<1024x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %90 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %91 = arith.cmpf ogt, %89, %90 : vector<1024x128xf32>
    %92 = vector.extract_strided_slice %87 {offsets = [0, 0], sizes = [1024, 64], strides = [1, 1]} : vector<1024x128xf32> to vector<1024x64xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %93 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %94 = arith.select %91, %89, %93 : vector<1024x128xi1>, vector<1024x128xf32>
    %95 = vector.extract_strided_slice %94 {offsets = [0, 0], sizes = [1024, 64], strides = [1, 1]} : vector<1024x128xf32> to vector<1024x64xf32>
    %96 = arith.divf %92, %95 : vector<1024x64xf32>
    %97 = arith.truncf %96 : vector<1024x64xf32> to vector<1024x64xbf16>
    %98 = vector.shape_cast %97 : vector<1024x64xbf16> to vector<8x128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %99 = vector.load %arg10[%c0, %c0, %c0] : memref<8x128x64xbf16, #tpu.memory_space<vmem>>, vector<8x128x64xbf16>
    tpu.vector_store %arg10[%c0, %c0, %c0], %98 {strides = array<i32>} : memref<8x128x64xbf16, #tpu.memory_space<vmem>>, vector<8x128x64xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %100 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %101 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %102 = arith.select %91, %89, %101 : vector<1024x128xi1>, vector<1024x128xf32>
    %103 = math.log %102 : vector<1024x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %104 = math.log %cst_x481f63 : f32
    %105 = vector.broadcast %104 : f32 to vector<1024x128xf32>
    %106 = arith.divf %103, %105 : vector<1024x128xf32>
    %107 = arith.addf %100, %106 : vector<1024x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %108 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x128xf32>
    %109 = arith.divf %107, %108 : vector<1024x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %110 = vector.broadcast %cst_xbef082 : f32 to vector<1024x128xf32>
    %111 = arith.select %91, %109, %110 : vector<1024x128xi1>, vector<1024x128xf32>
    %112 = vector.extract_strided_slice %111 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<128x128xf32>
    %113 = tpu.transpose %112, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %114 = vector.extract_strided_slice %113 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %115 = vector.load %arg11[%c0, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %116 = vector.shape_cast %115 : vector<1x1x128xf32> to vector<1x128xf32>
    %117 = vector.shape_cast %114 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg11[%c0, %c0, %c0], %117 {strides = array<i32>} : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    %118 = vector.extract_strided_slice %111 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<128x128xf32>
    %119 = tpu.transpose %118, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %120 = vector.extract_strided_slice %119 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %121 = vector.load %arg11[%c1, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %122 = vector.shape_cast %121 : vector<1x1x128xf32> to vector<1x128xf32>
    %123 = vector.shape_cast %120 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg11[%c1, %c0, %c0], %123 {strides = array<i32>} : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    %124 = vector.extract_strided_slice %111 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<128x128xf32>
    %125 = tpu.transpose %124, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %126 = vector.extract_strided_slice %125 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %127 = vector.load %arg11[%c2, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %128 = vector.shape_cast %127 : vector<1x1x128xf32> to vector<1x128xf32>
    %129 = vector.shape_cast %126 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg11[%c2, %c0, %c0], %129 {strides = array<i32>} : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    %130 = vector.extract_strided_slice %111 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<128x128xf32>
    %131 = tpu.transpose %130, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %132 = vector.extract_strided_slice %131 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %133 = vector.load %arg11[%c3, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %134 = vector.shape_cast %133 : vector<1x1x128xf32> to vector<1x128xf32>
    %135 = vector.shape_cast %132 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg11[%c3, %c0, %c0], %135 {strides = array<i32>} : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    %136 = vector.extract_strided_slice %111 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<128x128xf32>
    %137 = tpu.transpose %136, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %138 = vector.extract_strided_slice %137 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %139 = vector.load %arg11[%c4, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %140 = vector.shape_cast %139 : vector<1x1x128xf32> to vector<1x128xf32>
    %141 = vector.shape_cast %138 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg11[%c4, %c0, %c0], %141 {strides = array<i32>} : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    %142 = vector.extract_strided_slice %111 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<128x128xf32>
    %143 = tpu.transpose %142, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %144 = vector.extract_strided_slice %143 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c5 = arith.constant 5 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %145 = vector.load %arg11[%c5, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %146 = vector.shape_cast %145 : vector<1x1x128xf32> to vector<1x128xf32>
    %147 = vector.shape_cast %144 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg11[%c5, %c0, %c0], %147 {strides = array<i32>} : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    %148 = vector.extract_strided_slice %111 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<128x128xf32>
    %149 = tpu.transpose %148, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %150 = vector.extract_strided_slice %149 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %151 = vector.load %arg11[%c6, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %152 = vector.shape_cast %151 : vector<1x1x128xf32> to vector<1x128xf32>
    %153 = vector.shape_cast %150 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg11[%c6, %c0, %c0], %153 {strides = array<i32>} : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    %154 = vector.extract_strided_slice %111 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<128x128xf32>
    %155 = tpu.transpose %154, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %156 = vector.extract_strided_slice %155 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c7 = arith.constant 7 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %157 = vector.load %arg11[%c7, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %158 = vector.shape_cast %157 : vector<1x1x128xf32> to vector<1x128xf32>
    %159 = vector.shape_cast %156 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg11[%c7, %c0, %c0], %159 {strides = array<i32>} : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %6 = arith.remsi %5, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %6 = arith.remsi %5, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %6 = arith.remsi %5, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %c0_i32, %6 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:37876190f10367c691f4add05ded42dea1e652af28a4785107fbf69ca74c747e
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<8x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<8x1x128xf32, #tpu.memory_space<vmem>>, %arg9: memref<8x1x128xf32, #tpu.memory_space<vmem>>, %arg10: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg11: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg12: memref<8x128x64xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1024x64xf32, #tpu.memory_space<vmem>>, %arg14: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 256>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 8, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 8, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 8, 1, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 8, 1, 128>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 8, 128, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.remsi %0, %c256_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %5 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %6 = vector.load %arg13[%c0, %c0] : memref<1024x64xf32, #tpu.memory_space<vmem>>, vector<1024x64xf32>
    %7 = vector.shape_cast %6 : vector<1024x64xf32> to vector<1024x64xf32>
    %8 = vector.shape_cast %5 : vector<1024x64xf32> to vector<1024x64xf32>
    tpu.vector_store %arg13[%c0, %c0], %8 {strides = array<i32>} : memref<1024x64xf32, #tpu.memory_space<vmem>>, vector<1024x64xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg8[%c0, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %10 = vector.shape_cast %9 : vector<1x1x128xf32> to vector<1x128xf32>
    %11 = vector.shape_cast %10 : vector<1x128xf32> to vector<1x128xf32>
    %12 = vector.broadcast %11 : vector<1x128xf32> to vector<128x128xf32>
    %13 = tpu.transpose %12, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %15 = vector.shape_cast %14 : vector<128x128xf32> to vector<128x128xf32>
    %16 = vector.shape_cast %13 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %16 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %17 = vector.load %arg8[%c1, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %18 = vector.shape_cast %17 : vector<1x1x128xf32> to vector<1x128xf32>
    %19 = vector.shape_cast %18 : vector<1x128xf32> to vector<1x128xf32>
    %20 = vector.broadcast %19 : vector<1x128xf32> to vector<128x128xf32>
    %21 = tpu.transpose %20, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %22 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %23 = vector.shape_cast %22 : vector<128x128xf32> to vector<128x128xf32>
    %24 = vector.shape_cast %21 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg14[%c128, %c0], %24 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %25 = vector.load %arg8[%c2, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %26 = vector.shape_cast %25 : vector<1x1x128xf32> to vector<1x128xf32>
    %27 = vector.shape_cast %26 : vector<1x128xf32> to vector<1x128xf32>
    %28 = vector.broadcast %27 : vector<1x128xf32> to vector<128x128xf32>
    %29 = tpu.transpose %28, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %31 = vector.shape_cast %30 : vector<128x128xf32> to vector<128x128xf32>
    %32 = vector.shape_cast %29 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg14[%c256, %c0], %32 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %33 = vector.load %arg8[%c3, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %34 = vector.shape_cast %33 : vector<1x1x128xf32> to vector<1x128xf32>
    %35 = vector.shape_cast %34 : vector<1x128xf32> to vector<1x128xf32>
    %36 = vector.broadcast %35 : vector<1x128xf32> to vector<128x128xf32>
    %37 = tpu.transpose %36, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c384 = arith.constant 384 : index
    %c0 = arith.constant 0 : index
    %38 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %39 = vector.shape_cast %38 : vector<128x128xf32> to vector<128x128xf32>
    %40 = vector.shape_cast %37 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg14[%c384, %c0], %40 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg8[%c4, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %42 = vector.shape_cast %41 : vector<1x1x128xf32> to vector<1x128xf32>
    %43 = vector.shape_cast %42 : vector<1x128xf32> to vector<1x128xf32>
    %44 = vector.broadcast %43 : vector<1x128xf32> to vector<128x128xf32>
    %45 = tpu.transpose %44, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %46 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %47 = vector.shape_cast %46 : vector<128x128xf32> to vector<128x128xf32>
    %48 = vector.shape_cast %45 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg14[%c512, %c0], %48 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c5 = arith.constant 5 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %49 = vector.load %arg8[%c5, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %50 = vector.shape_cast %49 : vector<1x1x128xf32> to vector<1x128xf32>
    %51 = vector.shape_cast %50 : vector<1x128xf32> to vector<1x128xf32>
    %52 = vector.broadcast %51 : vector<1x128xf32> to vector<128x128xf32>
    %53 = tpu.transpose %52, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c640 = arith.constant 640 : index
    %c0 = arith.constant 0 : index
    %54 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %55 = vector.shape_cast %54 : vector<128x128xf32> to vector<128x128xf32>
    %56 = vector.shape_cast %53 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg14[%c640, %c0], %56 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %57 = vector.load %arg8[%c6, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %58 = vector.shape_cast %57 : vector<1x1x128xf32> to vector<1x128xf32>
    %59 = vector.shape_cast %58 : vector<1x128xf32> to vector<1x128xf32>
    %60 = vector.broadcast %59 : vector<1x128xf32> to vector<128x128xf32>
    %61 = tpu.transpose %60, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c768 = arith.constant 768 : index
    %c0 = arith.constant 0 : index
    %62 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %63 = vector.shape_cast %62 : vector<128x128xf32> to vector<128x128xf32>
    %64 = vector.shape_cast %61 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg14[%c768, %c0], %64 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c7 = arith.constant 7 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %65 = vector.load %arg8[%c7, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %66 = vector.shape_cast %65 : vector<1x1x128xf32> to vector<1x128xf32>
    %67 = vector.shape_cast %66 : vector<1x128xf32> to vector<1x128xf32>
    %68 = vector.broadcast %67 : vector<1x128xf32> to vector<128x128xf32>
    %69 = tpu.transpose %68, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c896 = arith.constant 896 : index
    %c0 = arith.constant 0 : index
    %70 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %71 = vector.shape_cast %70 : vector<128x128xf32> to vector<128x128xf32>
    %72 = vector.shape_cast %69 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg14[%c896, %c0], %72 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %73 = vector.load %arg9[%c0, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %74 = vector.shape_cast %73 : vector<1x1x128xf32> to vector<1x128xf32>
    %75 = vector.shape_cast %74 : vector<1x128xf32> to vector<1x128xf32>
    %76 = vector.broadcast %75 : vector<1x128xf32> to vector<128x128xf32>
    %77 = tpu.transpose %76, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %78 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %79 = vector.shape_cast %78 : vector<128x128xf32> to vector<128x128xf32>
    %80 = vector.shape_cast %77 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %80 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %81 = vector.load %arg9[%c1, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %82 = vector.shape_cast %81 : vector<1x1x128xf32> to vector<1x128xf32>
    %83 = vector.shape_cast %82 : vector<1x128xf32> to vector<1x128xf32>
    %84 = vector.broadcast %83 : vector<1x128xf32> to vector<128x128xf32>
    %85 = tpu.transpose %84, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %86 = vector.load %arg15[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %87 = vector.shape_cast %86 : vector<128x128xf32> to vector<128x128xf32>
    %88 = vector.shape_cast %85 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg15[%c128, %c0], %88 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %89 = vector.load %arg9[%c2, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %90 = vector.shape_cast %89 : vector<1x1x128xf32> to vector<1x128xf32>
    %91 = vector.shape_cast %90 : vector<1x128xf32> to vector<1x128xf32>
    %92 = vector.broadcast %91 : vector<1x128xf32> to vector<128x128xf32>
    %93 = tpu.transpose %92, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %94 = vector.load %arg15[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %95 = vector.shape_cast %94 : vector<128x128xf32> to vector<128x128xf32>
    %96 = vector.shape_cast %93 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg15[%c256, %c0], %96 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %97 = vector.load %arg9[%c3, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %98 = vector.shape_cast %97 : vector<1x1x128xf32> to vector<1x128xf32>
    %99 = vector.shape_cast %98 : vector<1x128xf32> to vector<1x128xf32>
    %100 = vector.broadcast %99 : vector<1x128xf32> to vector<128x128xf32>
    %101 = tpu.transpose %100, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c384 = arith.constant 384 : index
    %c0 = arith.constant 0 : index
    %102 = vector.load %arg15[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %103 = vector.shape_cast %102 : vector<128x128xf32> to vector<128x128xf32>
    %104 = vector.shape_cast %101 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg15[%c384, %c0], %104 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %105 = vector.load %arg9[%c4, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %106 = vector.shape_cast %105 : vector<1x1x128xf32> to vector<1x128xf32>
    %107 = vector.shape_cast %106 : vector<1x128xf32> to vector<1x128xf32>
    %108 = vector.broadcast %107 : vector<1x128xf32> to vector<128x128xf32>
    %109 = tpu.transpose %108, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %110 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %111 = vector.shape_cast %110 : vector<128x128xf32> to vector<128x128xf32>
    %112 = vector.shape_cast %109 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg15[%c512, %c0], %112 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c5 = arith.constant 5 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %113 = vector.load %arg9[%c5, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %114 = vector.shape_cast %113 : vector<1x1x128xf32> to vector<1x128xf32>
    %115 = vector.shape_cast %114 : vector<1x128xf32> to vector<1x128xf32>
    %116 = vector.broadcast %115 : vector<1x128xf32> to vector<128x128xf32>
    %117 = tpu.transpose %116, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c640 = arith.constant 640 : index
    %c0 = arith.constant 0 : index
    %118 = vector.load %arg15[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %119 = vector.shape_cast %118 : vector<128x128xf32> to vector<128x128xf32>
    %120 = vector.shape_cast %117 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg15[%c640, %c0], %120 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %121 = vector.load %arg9[%c6, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %122 = vector.shape_cast %121 : vector<1x1x128xf32> to vector<1x128xf32>
    %123 = vector.shape_cast %122 : vector<1x128xf32> to vector<1x128xf32>
    %124 = vector.broadcast %123 : vector<1x128xf32> to vector<128x128xf32>
    %125 = tpu.transpose %124, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c768 = arith.constant 768 : index
    %c0 = arith.constant 0 : index
    %126 = vector.load %arg15[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %127 = vector.shape_cast %126 : vector<128x128xf32> to vector<128x128xf32>
    %128 = vector.shape_cast %125 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg15[%c768, %c0], %128 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c7 = arith.constant 7 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %129 = vector.load %arg9[%c7, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %130 = vector.shape_cast %129 : vector<1x1x128xf32> to vector<1x128xf32>
    %131 = vector.shape_cast %130 : vector<1x128xf32> to vector<1x128xf32>
    %132 = vector.broadcast %131 : vector<1x128xf32> to vector<128x128xf32>
    %133 = tpu.transpose %132, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c896 = arith.constant 896 : index
    %c0 = arith.constant 0 : index
    %134 = vector.load %arg15[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %135 = vector.shape_cast %134 : vector<128x128xf32> to vector<128x128xf32>
    %136 = vector.shape_cast %133 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg15[%c896, %c0], %136 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %137 = arith.index_cast %arg1 : i32 to index
    %138 = memref.load %arg2[%137] : memref<257xi16, #tpu.memory_space<smem>>
    %139 = arith.extsi %138 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %140 = arith.addi %arg1, %c1_i32 : i32
    %141 = arith.index_cast %140 : i32 to index
    %142 = memref.load %arg2[%141] : memref<257xi16, #tpu.memory_space<smem>>
    %143 = arith.extsi %142 : i16 to i32
    %144 = arith.cmpi slt, %139, %143 : i32
    %145 = arith.extui %144 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %146 = arith.cmpi ne, %145, %c0_i32 : i32
    scf.if %146 {
      %c0_i32 = arith.constant 0 : i32
      %165 = arith.addi %3, %c0_i32 : i32
      %166 = arith.index_cast %139 : i32 to index
      %167 = memref.load %arg3[%166] : memref<256xi16, #tpu.memory_space<smem>>
      %168 = arith.extsi %167 : i16 to i32
      %169 = arith.addi %168, %c0_i32 : i32
      %c8_i32 = arith.constant 8 : i32
      %170 = arith.divsi %165, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %171 = arith.muli %169, %c128_i32 : i32
      %172 = tpu.assume_multiple %171, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %173 = arith.divsi %165, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %174 = arith.muli %169, %c128_i32 : i32
      %175 = tpu.assume_multiple %174, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %176 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %177 = tpu.memref_squeeze %176 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %178 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %179 = tpu.memref_squeeze %178 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %180 = tpu.memref_slice %arg10[%170, %172, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %181 = tpu.memref_squeeze %180 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%181 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%179 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%177 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %182 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %183 = tpu.memref_squeeze %182 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %184 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %185 = tpu.memref_squeeze %184 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %186 = tpu.memref_slice %arg11[%173, %175, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %187 = tpu.memref_squeeze %186 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%187 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%185 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%183 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %147 = arith.addi %c0_i32, %c1_i32 : i32
    %c255_i32 = arith.constant 255 : i32
    %148 = arith.minsi %139, %c255_i32 : i32
    %149 = arith.index_cast %148 : i32 to index
    %150 = memref.load %arg4[%149] : memref<256xi8, #tpu.memory_space<smem>>
    %151 = arith.extsi %150 : i8 to i32
    %152 = arith.cmpi sge, %147, %151 : i32
    %c1_i32 = arith.constant 1 : i32
    %153 = arith.addi %139, %c1_i32 : i32
    %154 = arith.select %152, %153, %139 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %155 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %156 = arith.select %152, %c0_i32, %155 : i32
    %157 = arith.cmpi slt, %154, %143 : i32
    %158 = arith.extui %157 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %159 = arith.cmpi ne, %158, %c0_i32 : i32
    scf.if %159 {
      %c0_i32 = arith.constant 0 : i32
      %165 = arith.addi %3, %c0_i32 : i32
      %166 = arith.index_cast %154 : i32 to index
      %167 = memref.load %arg3[%166] : memref<256xi16, #tpu.memory_space<smem>>
      %168 = arith.extsi %167 : i16 to i32
      %169 = arith.addi %168, %156 : i32
      %c8_i32 = arith.constant 8 : i32
      %170 = arith.divsi %165, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %171 = arith.muli %169, %c128_i32 : i32
      %172 = tpu.assume_multiple %171, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %173 = arith.divsi %165, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %174 = arith.muli %169, %c128_i32 : i32
      %175 = tpu.assume_multiple %174, 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %176 = tpu.memref_slice %arg18[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %177 = tpu.memref_squeeze %176 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %178 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %179 = tpu.memref_squeeze %178 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %180 = tpu.memref_slice %arg10[%170, %172, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %181 = tpu.memref_squeeze %180 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%181 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%179 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%177 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %182 = tpu.memref_slice %arg18[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %183 = tpu.memref_squeeze %182 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %184 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %185 = tpu.memref_squeeze %184 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %186 = tpu.memref_slice %arg11[%173, %175, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %187 = tpu.memref_squeeze %186 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%187 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%185 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%183 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %160:7 = scf.while (%arg19 = %139, %arg20 = %c0_i32, %arg21 = %154, %arg22 = %156, %arg23 = %c0_i32, %arg24 = %c1_i32, %arg25 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %165 = arith.cmpi slt, %arg19, %143 : i32
      scf.condition(%165) %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
      %165 = arith.index_cast %arg19 : i32 to index
      %166 = memref.load %arg5[%165] : memref<256xi8, #tpu.memory_space<smem>>
      %167 = arith.extsi %166 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %168 = arith.divsi %c0_i32, %c8_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %169 = arith.muli %c0_i32, %c128_i32 : i32
      %170 = tpu.assume_multiple %169, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %171 = arith.divsi %c0_i32, %c8_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %172 = arith.muli %c0_i32, %c128_i32 : i32
      %173 = tpu.assume_multiple %172, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %174 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %175 = tpu.memref_squeeze %174 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %176 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %177 = tpu.memref_squeeze %176 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %178 = tpu.memref_slice %arg10[%168, %170, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %179 = tpu.memref_squeeze %178 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%175 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%179 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%177 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %180 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %181 = tpu.memref_squeeze %180 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %182 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %183 = tpu.memref_squeeze %182 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %184 = tpu.memref_slice %arg11[%171, %173, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %185 = tpu.memref_squeeze %184 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%181 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%185 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%183 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %186 = arith.addi %3, %c0_i32 : i32
      %187 = arith.index_cast %arg19 : i32 to index
      %188 = memref.load %arg3[%187] : memref<256xi16, #tpu.memory_space<smem>>
      %189 = arith.extsi %188 : i16 to i32
      %190 = arith.addi %189, %arg20 : i32
      %191 = arith.index_cast %arg23 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %192 = vector.load %arg16[%191, %c0, %c0] : memref<3x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %193 = vector.shape_cast %192 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %194 = vector.load %arg6[%c0, %c0, %c0] : memref<8x128x64xbf16, #tpu.memory_space<vmem>>, vector<8x128x64xbf16>
      %195 = vector.shape_cast %194 : vector<8x128x64xbf16> to vector<8x128x64xbf16>
      %196 = vector.shape_cast %195 : vector<8x128x64xbf16> to vector<1024x64xbf16>
      %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
      %197 = tpu.matmul %196, %193, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x64xbf16>, vector<128x64xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %198 = vector.broadcast %cst_x43e5b9 : f32 to vector<1024x128xf32>
      %199 = arith.mulf %197, %198 : vector<1024x128xf32>
      %c128_i32 = arith.constant 128 : i32
      %200 = arith.muli %4, %c128_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %201 = arith.muli %190, %c128_i32 : i32
      %202 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
      %203 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
      %204 = arith.subi %201, %200 : i32
      %205 = vector.broadcast %203 : vector<1x128xi32> to vector<128x128xi32>
      %206 = vector.broadcast %202 : vector<128x1xi32> to vector<128x128xi32>
      %207 = arith.subi %205, %206 : vector<128x128xi32>
      %c127_i32 = arith.constant 127 : i32
      %208 = arith.addi %c127_i32, %204 : i32
      %c0_i32 = arith.constant 0 : i32
      %209 = arith.subi %c0_i32, %204 : i32
      %c0_i32 = arith.constant 0 : i32
      %210 = arith.subi %c0_i32, %208 : i32
      %211 = vector.broadcast %210 : i32 to vector<128x128xi32>
      %212 = arith.cmpi sge, %207, %211 : vector<128x128xi32>
      %213 = vector.broadcast %209 : i32 to vector<128x128xi32>
      %214 = arith.cmpi sle, %207, %213 : vector<128x128xi32>
      %215 = arith.andi %212, %214 : vector<128x128xi1>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %216 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
      %cst_x3f8ad7 = arith.constant 1.44269502 : f32
      %217 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x128xf32>
      %218 = arith.mulf %216, %217 : vector<1024x128xf32>
      %219 = arith.subf %199, %218 : vector<1024x128xf32>
      %220 = math.exp2 %219 : vector<1024x128xf32>
      %221 = vector.shape_cast %220 : vector<1024x128xf32> to vector<8x128x128xf32>
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %222 = vector.shape_cast %215 : vector<128x128xi1> to vector<1x128x128xi1>
      %223 = vector.broadcast %222 : vector<1x128x128xi1> to vector<8x128x128xi1>
      %224 = vector.broadcast %cst_x8ee5ec : f32 to vector<8x128x128xf32>
      %225 = arith.select %223, %221, %224 : vector<8x128x128xi1>, vector<8x128x128xf32>
      %226 = vector.shape_cast %225 : vector<8x128x128xf32> to vector<1024x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %227 = vector.load %arg7[%c0, %c0, %c0] : memref<8x128x64xbf16, #tpu.memory_space<vmem>>, vector<8x128x64xbf16>
      %228 = vector.shape_cast %227 : vector<8x128x64xbf16> to vector<8x128x64xbf16>
      %229 = vector.shape_cast %228 : vector<8x128x64xbf16> to vector<1024x64xbf16>
      %230 = arith.index_cast %arg23 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %231 = vector.load %arg17[%230, %c0, %c0] : memref<3x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %232 = vector.shape_cast %231 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
      %233 = tpu.matmul %229, %232, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x64xbf16>, vector<128x64xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %234 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
      %235 = arith.subf %233, %234 : vector<1024x128xf32>
      %236 = arith.mulf %226, %235 : vector<1024x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %237 = vector.load %arg13[%c0, %c0] : memref<1024x64xf32, #tpu.memory_space<vmem>>, vector<1024x64xf32>
      %238 = arith.truncf %236 : vector<1024x128xf32> to vector<1024x128xbf16>
      %cst_x2a4ed0 = arith.constant dense<0.000000e+00> : vector<1024x64xf32>
      %239 = tpu.matmul %238, %193, %cst_x2a4ed0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<128x64xbf16>, vector<1024x64xf32> -> vector<1024x64xf32>
      %cst_x35b8ee = arith.constant 1.250000e-01 : f32
      %240 = vector.broadcast %cst_x35b8ee : f32 to vector<1024x64xf32>
      %241 = arith.mulf %239, %240 : vector<1024x64xf32>
      %242 = arith.addf %237, %241 : vector<1024x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %243 = vector.load %arg13[%c0, %c0] : memref<1024x64xf32, #tpu.memory_space<vmem>>, vector<1024x64xf32>
      %244 = vector.shape_cast %243 : vector<1024x64xf32> to vector<1024x64xf32>
      %245 = vector.shape_cast %242 : vector<1024x64xf32> to vector<1024x64xf32>
      tpu.vector_store %arg13[%c0, %c0], %245 {strides = array<i32>} : memref<1024x64xf32, #tpu.memory_space<vmem>>, vector<1024x64xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %246 = arith.addi %arg22, %c1_i32 : i32
      %c255_i32 = arith.constant 255 : i32
      %247 = arith.minsi %arg21, %c255_i32 : i32
      %248 = arith.index_cast %247 : i32 to index
      %249 = memref.load %arg4[%248] : memref<256xi8, #tpu.memory_space<smem>>
      %250 = arith.extsi %249 : i8 to i32
      %251 = arith.cmpi sge, %246, %250 : i32
      %c1_i32 = arith.constant 1 : i32
      %252 = arith.addi %arg21, %c1_i32 : i32
      %253 = arith.select %251, %252, %arg21 : i32
      %c1_i32 = arith.constant 1 : i32
      %254 = arith.addi %arg22, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %255 = arith.select %251, %c0_i32, %254 : i32
      %256 = arith.cmpi slt, %253, %143 : i32
      %257 = arith.extui %256 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %258 = arith.cmpi ne, %257, %c0_i32 : i32
      scf.if %258 {
        %c0_i32 = arith.constant 0 : i32
        %259 = arith.addi %3, %c0_i32 : i32
        %260 = arith.index_cast %253 : i32 to index
        %261 = memref.load %arg3[%260] : memref<256xi16, #tpu.memory_space<smem>>
        %262 = arith.extsi %261 : i16 to i32
        %263 = arith.addi %262, %255 : i32
        %c8_i32 = arith.constant 8 : i32
        %264 = arith.divsi %259, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %265 = arith.muli %263, %c128_i32 : i32
        %266 = tpu.assume_multiple %265, 128 : i32
        %c8_i32 = arith.constant 8 : i32
        %267 = arith.divsi %259, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %268 = arith.muli %263, %c128_i32 : i32
        %269 = tpu.assume_multiple %268, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %270 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %271 = tpu.memref_squeeze %270 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %272 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %273 = tpu.memref_squeeze %272 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %274 = tpu.memref_slice %arg10[%264, %266, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %275 = tpu.memref_squeeze %274 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%275 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%273 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%271 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %276 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %277 = tpu.memref_squeeze %276 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %278 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %279 = tpu.memref_squeeze %278 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %280 = tpu.memref_slice %arg11[%267, %269, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %281 = tpu.memref_squeeze %280 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%281 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%279 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%277 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      scf.yield %arg21, %arg22, %253, %255, %arg24, %arg25, %arg23 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %161 = vector.load %arg13[%c0, %c0] : memref<1024x64xf32, #tpu.memory_space<vmem>>, vector<1024x64xf32>
    %162 = arith.truncf %161 : vector<1024x64xf32> to vector<1024x64xbf16>
    %163 = vector.shape_cast %162 : vector<1024x64xbf16> to vector<8x128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %164 = vector.load %arg12[%c0, %c0, %c0] : memref<8x128x64xbf16, #tpu.memory_space<vmem>>, vector<8x128x64xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %163 {strides = array<i32>} : memref<8x128x64xbf16, #tpu.memory_space<vmem>>, vector<8x128x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %6 = arith.remsi %5, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %6 = arith.remsi %5, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %6 = arith.remsi %5, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %c0_i32, %6 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %6 = arith.remsi %5, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %c0_i32, %6 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %6 = arith.remsi %5, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:69e8109c2afd3960584dbde532794bf90f48de94792f067ca443d2f92d8e2b18
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi16, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<256xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<64x32768x64xbf16, #tpu.memory_space<any>>, %arg10: memref<64x32768x64xbf16, #tpu.memory_space<any>>, %arg11: memref<64x1x32768xf32, #tpu.memory_space<any>>, %arg12: memref<64x1x32768xf32, #tpu.memory_space<any>>, %arg13: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg16: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg17: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg19: memref<3x1x128xf32, #tpu.memory_space<vmem>>, %arg20: memref<3x1x128xf32, #tpu.memory_space<vmem>>, %arg21: memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 256, 8>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %c7_i32 = arith.constant 7 : i32
    %6 = arith.cmpi eq, %arg2, %c7_i32 : i32
    %c256_i32 = arith.constant 256 : i32
    %7 = arith.remsi %0, %c256_i32 : i32
    %8 = arith.extui %5 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %9 = arith.cmpi ne, %8, %c0_i32 : i32
    scf.if %9 {
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %36 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %37 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %38 = vector.shape_cast %37 : vector<128x64xf32> to vector<128x64xf32>
      %39 = vector.shape_cast %36 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0, %c0], %39 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %40 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %41 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %42 = vector.shape_cast %41 : vector<128x64xf32> to vector<128x64xf32>
      %43 = vector.shape_cast %40 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg16[%c0, %c0], %43 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
    } else {
    }
    %10 = arith.index_cast %arg1 : i32 to index
    %11 = memref.load %arg3[%10] : memref<257xi16, #tpu.memory_space<smem>>
    %12 = arith.extsi %11 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %13 = arith.addi %arg1, %c1_i32 : i32
    %14 = arith.index_cast %13 : i32 to index
    %15 = memref.load %arg3[%14] : memref<257xi16, #tpu.memory_space<smem>>
    %16 = arith.extsi %15 : i16 to i32
    %17 = arith.cmpi slt, %12, %16 : i32
    %18 = arith.extui %17 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %19 = arith.cmpi ne, %18, %c0_i32 : i32
    scf.if %19 {
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %4, %c0_i32 : i32
      %37 = arith.index_cast %12 : i32 to index
      %38 = memref.load %arg4[%37] : memref<256xi16, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i16 to i32
      %40 = arith.addi %39, %c0_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %41 = arith.muli %40, %c128_i32 : i32
      %42 = tpu.assume_multiple %41, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %43 = arith.muli %40, %c128_i32 : i32
      %44 = tpu.assume_multiple %43, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %45 = arith.muli %40, %c128_i32 : i32
      %46 = tpu.assume_multiple %45, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %47 = arith.muli %40, %c128_i32 : i32
      %48 = tpu.assume_multiple %47, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg21[%c0_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg9[%36, %42, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%52 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg21[%c0_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%36, %44, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%58 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = tpu.memref_slice %arg21[%c0_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg11[%36, %c0_i32, %46] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<1x128xf32, #tpu.memory_space<any>>) target(%64 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %67 = tpu.memref_slice %arg21[%c0_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg12[%36, %c0_i32, %48] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1x128xf32, #tpu.memory_space<any>>) target(%70 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %c0_i32, %c1_i32 : i32
    %c255_i32 = arith.constant 255 : i32
    %21 = arith.minsi %12, %c255_i32 : i32
    %22 = arith.index_cast %21 : i32 to index
    %23 = memref.load %arg5[%22] : memref<256xi8, #tpu.memory_space<smem>>
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
      %38 = memref.load %arg4[%37] : memref<256xi16, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i16 to i32
      %40 = arith.addi %39, %29 : i32
      %c128_i32 = arith.constant 128 : i32
      %41 = arith.muli %40, %c128_i32 : i32
      %42 = tpu.assume_multiple %41, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %43 = arith.muli %40, %c128_i32 : i32
      %44 = tpu.assume_multiple %43, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %45 = arith.muli %40, %c128_i32 : i32
      %46 = tpu.assume_multiple %45, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %47 = arith.muli %40, %c128_i32 : i32
      %48 = tpu.assume_multiple %47, 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg21[%c1_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg9[%36, %42, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%52 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg21[%c1_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%36, %44, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%58 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = tpu.memref_slice %arg21[%c1_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg19[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg11[%36, %c0_i32, %46] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<1x128xf32, #tpu.memory_space<any>>) target(%64 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %67 = tpu.memref_slice %arg21[%c1_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg20[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg12[%36, %c0_i32, %48] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1x128xf32, #tpu.memory_space<any>>) target(%70 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %37 = memref.load %arg6[%36] : memref<256xi8, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %39 = arith.muli %c0_i32, %c128_i32 : i32
      %40 = tpu.assume_multiple %39, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %41 = arith.muli %c0_i32, %c128_i32 : i32
      %42 = tpu.assume_multiple %41, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %43 = arith.muli %c0_i32, %c128_i32 : i32
      %44 = tpu.assume_multiple %43, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %45 = arith.muli %c0_i32, %c128_i32 : i32
      %46 = tpu.assume_multiple %45, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg21[%arg26, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %48 = tpu.memref_squeeze %47 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %50 = tpu.memref_squeeze %49 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg9[%c0_i32, %40, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %52 = tpu.memref_squeeze %51 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%48 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%52 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%50 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %53 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %54 = tpu.memref_squeeze %53 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg10[%c0_i32, %42, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %58 = tpu.memref_squeeze %57 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%54 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%58 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%56 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %59 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32] : memref<3x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %44] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%64 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%62 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %65 = tpu.memref_slice %arg21[%arg26, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32] : memref<3x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %46] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%70 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%68 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %71 = arith.addi %4, %c0_i32 : i32
      %72 = arith.index_cast %arg22 : i32 to index
      %73 = memref.load %arg4[%72] : memref<256xi16, #tpu.memory_space<smem>>
      %74 = arith.extsi %73 : i16 to i32
      %75 = arith.addi %74, %arg23 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %77 = tpu.memref_squeeze %76 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %78 = vector.load %77[%c0, %c0] : memref<128x64xbf16, #tpu.memory_space<vmem>>, vector<128x64xbf16>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %81 = vector.load %80[%c0, %c0] : memref<128x64xbf16, #tpu.memory_space<vmem>>, vector<128x64xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %82 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %83 = vector.shape_cast %82 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %84 = tpu.matmul %83, %78, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %85 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %86 = arith.mulf %84, %85 : vector<128x128xf32>
      %c128_i32 = arith.constant 128 : i32
      %87 = arith.muli %75, %c128_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %88 = arith.muli %7, %c128_i32 : i32
      %89 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
      %90 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
      %91 = arith.subi %88, %87 : i32
      %92 = vector.broadcast %90 : vector<128x1xi32> to vector<128x128xi32>
      %93 = vector.broadcast %89 : vector<1x128xi32> to vector<128x128xi32>
      %94 = arith.subi %92, %93 : vector<128x128xi32>
      %c127_i32 = arith.constant 127 : i32
      %95 = arith.addi %c127_i32, %91 : i32
      %c0_i32 = arith.constant 0 : i32
      %96 = arith.subi %c0_i32, %91 : i32
      %c0_i32 = arith.constant 0 : i32
      %97 = arith.subi %c0_i32, %95 : i32
      %98 = vector.broadcast %97 : i32 to vector<128x128xi32>
      %99 = arith.cmpi sge, %94, %98 : vector<128x128xi32>
      %100 = vector.broadcast %96 : i32 to vector<128x128xi32>
      %101 = arith.cmpi sle, %94, %100 : vector<128x128xi32>
      %102 = arith.andi %99, %101 : vector<128x128xi1>
      %103 = arith.index_cast %arg26 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %104 = vector.load %arg19[%103, %c0, %c0] : memref<3x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %105 = vector.shape_cast %104 : vector<1x1x128xf32> to vector<1x128xf32>
      %cst_x3f8ad7 = arith.constant 1.44269502 : f32
      %106 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
      %107 = arith.mulf %105, %106 : vector<1x128xf32>
      %108 = vector.broadcast %107 : vector<1x128xf32> to vector<128x128xf32>
      %109 = arith.subf %86, %108 : vector<128x128xf32>
      %110 = math.exp2 %109 : vector<128x128xf32>
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %111 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
      %112 = arith.select %102, %110, %111 : vector<128x128xi1>, vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %113 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %114 = arith.truncf %112 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %115 = tpu.matmul %114, %81, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %116 = arith.addf %113, %115 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %117 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %118 = vector.shape_cast %117 : vector<128x64xf32> to vector<128x64xf32>
      %119 = vector.shape_cast %116 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg16[%c0, %c0], %119 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %120 = vector.load %arg8[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %121 = vector.shape_cast %120 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %122 = tpu.matmul %121, %81, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %123 = arith.index_cast %arg26 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %124 = vector.load %arg20[%123, %c0, %c0] : memref<3x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %125 = vector.shape_cast %124 : vector<1x1x128xf32> to vector<1x128xf32>
      %126 = vector.broadcast %125 : vector<1x128xf32> to vector<128x128xf32>
      %127 = arith.subf %122, %126 : vector<128x128xf32>
      %128 = arith.mulf %112, %127 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %129 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %130 = arith.truncf %128 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %131 = tpu.matmul %130, %78, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %cst_x35b8ee = arith.constant 1.250000e-01 : f32
      %132 = vector.broadcast %cst_x35b8ee : f32 to vector<128x64xf32>
      %133 = arith.mulf %131, %132 : vector<128x64xf32>
      %134 = arith.addf %129, %133 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %135 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %136 = vector.shape_cast %135 : vector<128x64xf32> to vector<128x64xf32>
      %137 = vector.shape_cast %134 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0, %c0], %137 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %138 = arith.addi %arg25, %c1_i32 : i32
      %c255_i32 = arith.constant 255 : i32
      %139 = arith.minsi %arg24, %c255_i32 : i32
      %140 = arith.index_cast %139 : i32 to index
      %141 = memref.load %arg5[%140] : memref<256xi8, #tpu.memory_space<smem>>
      %142 = arith.extsi %141 : i8 to i32
      %143 = arith.cmpi sge, %138, %142 : i32
      %c1_i32 = arith.constant 1 : i32
      %144 = arith.addi %arg24, %c1_i32 : i32
      %145 = arith.select %143, %144, %arg24 : i32
      %c1_i32 = arith.constant 1 : i32
      %146 = arith.addi %arg25, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %147 = arith.select %143, %c0_i32, %146 : i32
      %148 = arith.cmpi slt, %145, %16 : i32
      %149 = arith.extui %148 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %150 = arith.cmpi ne, %149, %c0_i32 : i32
      scf.if %150 {
        %c0_i32 = arith.constant 0 : i32
        %151 = arith.addi %4, %c0_i32 : i32
        %152 = arith.index_cast %145 : i32 to index
        %153 = memref.load %arg4[%152] : memref<256xi16, #tpu.memory_space<smem>>
        %154 = arith.extsi %153 : i16 to i32
        %155 = arith.addi %154, %147 : i32
        %c128_i32 = arith.constant 128 : i32
        %156 = arith.muli %155, %c128_i32 : i32
        %157 = tpu.assume_multiple %156, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %158 = arith.muli %155, %c128_i32 : i32
        %159 = tpu.assume_multiple %158, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %160 = arith.muli %155, %c128_i32 : i32
        %161 = tpu.assume_multiple %160, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %162 = arith.muli %155, %c128_i32 : i32
        %163 = tpu.assume_multiple %162, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %164 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %165 = tpu.memref_squeeze %164 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %166 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %167 = tpu.memref_squeeze %166 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %168 = tpu.memref_slice %arg9[%151, %157, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %169 = tpu.memref_squeeze %168 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%169 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%167 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%165 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %170 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %171 = tpu.memref_squeeze %170 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %172 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %173 = tpu.memref_squeeze %172 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %174 = tpu.memref_slice %arg10[%151, %159, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %175 = tpu.memref_squeeze %174 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%175 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%173 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%171 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %176 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %177 = tpu.memref_squeeze %176 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %178 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32] : memref<3x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %179 = tpu.memref_squeeze %178 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %180 = tpu.memref_slice %arg11[%151, %c0_i32, %161] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %181 = tpu.memref_squeeze %180 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%181 : memref<1x128xf32, #tpu.memory_space<any>>) target(%179 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%177 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %182 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %183 = tpu.memref_squeeze %182 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %184 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32] : memref<3x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %185 = tpu.memref_squeeze %184 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %186 = tpu.memref_slice %arg12[%151, %c0_i32, %163] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %187 = tpu.memref_squeeze %186 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%187 : memref<1x128xf32, #tpu.memory_space<any>>) target(%185 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%183 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      scf.yield %arg24, %arg25, %145, %147, %arg27, %arg28, %arg26 : i32, i32, i32, i32, i32, i32, i32
    }
    %34 = arith.extui %6 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32 : i32
    scf.if %35 {
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %36 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %37 = arith.truncf %36 : vector<128x64xf32> to vector<128x64xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %38 = vector.load %arg13[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %39 = vector.shape_cast %38 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %40 = vector.shape_cast %37 : vector<128x64xbf16> to vector<1x128x64xbf16>
      tpu.vector_store %arg13[%c0, %c0, %c0], %40 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %41 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %42 = arith.truncf %41 : vector<128x64xf32> to vector<128x64xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %43 = vector.load %arg14[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %44 = vector.shape_cast %43 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %45 = vector.shape_cast %42 : vector<128x64xbf16> to vector<1x128x64xbf16>
      tpu.vector_store %arg14[%c0, %c0, %c0], %45 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi16, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c8_i32 = arith.constant 8 : i32
    %5 = arith.divsi %4, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %7 = arith.remsi %6, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi16, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c8_i32 = arith.constant 8 : i32
    %5 = arith.divsi %4, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %7 = arith.remsi %6, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi16, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c8_i32 = arith.constant 8 : i32
    %5 = arith.divsi %4, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %7 = arith.remsi %6, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi16, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c8_i32 = arith.constant 8 : i32
    %5 = arith.divsi %4, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %7 = arith.remsi %6, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
}
