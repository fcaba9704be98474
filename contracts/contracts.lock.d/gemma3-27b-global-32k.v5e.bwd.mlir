module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65xi8>, %arg1: tensor<127xi8>, %arg2: tensor<127xi8>, %arg3: tensor<127xi8>, %arg4: tensor<65xi8>, %arg5: tensor<127xi8>, %arg6: tensor<127xi8>, %arg7: tensor<127xi8>, %arg8: tensor<32x32768x128xbf16>, %arg9: tensor<16x32768x128xbf16>, %arg10: tensor<16x32768x128xbf16>) -> (tensor<32x32768x128xbf16> {jax.result_info = "result[0]"}, tensor<32x32768x128xbf16> {jax.result_info = "result[1][0]"}, tensor<16x32768x128xbf16> {jax.result_info = "result[1][1]"}, tensor<16x32768x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<32x32768x128xbf16>, tensor<i32>) -> tensor<32x32768x128xbf16>
    %1 = call @_pad_0(%arg9, %c) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:52ce12ae94bf4f52f182a00e655b405489b6e511c083a5ce95fe4a6bc5787e3d\22, \22cost_estimate\22: {\22bytes_accessed\22: 9261023232, \22flops\22: 8933531975680, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17448304640}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<127xi8>, tensor<127xi8>, tensor<127xi8>, tensor<32x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>) -> (tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x32768x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x32768x128xf32>, tensor<f32>) -> tensor<32x32768xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x32768xf32>) -> tensor<32x1x32768xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:4b9d5795ed301f14351c0b3070ce9408ab0564c169e9acf68f751cdf8769ba1a\22, \22cost_estimate\22: {\22bytes_accessed\22: 9529458688, \22flops\22: 13400297963520, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17448304640}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<127xi8>, tensor<127xi8>, tensor<127xi8>, tensor<32x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>, tensor<32x1x32768xf32>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:0ebefe31e2a438a89ea085ed559e7efc2f2fd7c1562d8442bb0692454fd23b1b\22, \22cost_estimate\22: {\22bytes_accessed\22: 17985175552, \22flops\22: 17867063951360, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17448304640}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<127xi8>, tensor<127xi8>, tensor<127xi8>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>, tensor<32x1x32768xf32>) -> (tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>)
    %11 = call @_pad_1(%10#1) : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    %12 = call @_pad_1(%10#0) : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    %13 = call @_pad_2(%9) : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    return %3#0, %13, %12, %11 : tensor<32x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>
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

// ---- kernel sparse_cli_fwd sha256:52ce12ae94bf4f52f182a00e655b405489b6e511c083a5ce95fe4a6bc5787e3d
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
      %75 = arith.addi %3, %c0_i32 : i32
      %76 = arith.index_cast %19 : i32 to index
      %77 = memref.load %arg3[%76] : memref<127xi8, #tpu.memory_space<smem>>
      %78 = arith.extsi %77 : i8 to i32
      %79 = arith.addi %78, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %80 = arith.divsi %75, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %81 = arith.muli %79, %c512_i32 : i32
      %82 = tpu.assume_multiple %81, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %83 = arith.divsi %75, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %84 = arith.muli %79, %c512_i32 : i32
      %85 = tpu.assume_multiple %84, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %87 = tpu.memref_squeeze %86 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg7[%80, %82, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%91 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%89 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%87 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %92 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %93 = tpu.memref_squeeze %92 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %94 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %95 = tpu.memref_squeeze %94 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %96 = tpu.memref_slice %arg8[%83, %85, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %97 = tpu.memref_squeeze %96 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%97 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%95 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%93 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %75 = arith.addi %3, %c0_i32 : i32
      %76 = arith.index_cast %34 : i32 to index
      %77 = memref.load %arg3[%76] : memref<127xi8, #tpu.memory_space<smem>>
      %78 = arith.extsi %77 : i8 to i32
      %79 = arith.addi %78, %36 : i32
      %c2_i32 = arith.constant 2 : i32
      %80 = arith.divsi %75, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %81 = arith.muli %79, %c512_i32 : i32
      %82 = tpu.assume_multiple %81, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %83 = arith.divsi %75, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %84 = arith.muli %79, %c512_i32 : i32
      %85 = tpu.assume_multiple %84, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg16[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %87 = tpu.memref_squeeze %86 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg7[%80, %82, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%91 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%89 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%87 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %92 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %93 = tpu.memref_squeeze %92 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %94 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %95 = tpu.memref_squeeze %94 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %96 = tpu.memref_slice %arg8[%83, %85, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %97 = tpu.memref_squeeze %96 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%97 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%95 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%93 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %40:7 = scf.while (%arg17 = %19, %arg18 = %c0_i32, %arg19 = %34, %arg20 = %36, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %75 = arith.cmpi slt, %arg17, %23 : i32
      scf.condition(%75) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %75 = arith.index_cast %arg17 : i32 to index
      %76 = memref.load %arg5[%75] : memref<127xi8, #tpu.memory_space<smem>>
      %77 = arith.extsi %76 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %78 = arith.cmpi eq, %77, %c2_i32 : i32
      %79 = arith.extui %78 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %80 = arith.cmpi ne, %79, %c0_i32 : i32
      %81:2 = scf.if %80 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %82 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %83 = arith.muli %c0_i32, %c512_i32 : i32
        %84 = tpu.assume_multiple %83, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %85 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %86 = arith.muli %c0_i32, %c512_i32 : i32
        %87 = tpu.assume_multiple %86, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg7[%82, %84, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%93 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%91 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %94 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %95 = tpu.memref_squeeze %94 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %96 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %97 = tpu.memref_squeeze %96 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %98 = tpu.memref_slice %arg8[%85, %87, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %99 = tpu.memref_squeeze %98 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%95 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%99 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%97 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %100 = arith.addi %3, %c0_i32 : i32
        %101 = arith.index_cast %arg17 : i32 to index
        %102 = memref.load %arg3[%101] : memref<127xi8, #tpu.memory_space<smem>>
        %103 = arith.extsi %102 : i8 to i32
        %104 = arith.addi %103, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %106 = vector.shape_cast %105 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %107 = vector.shape_cast %106 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %108 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg14[%108, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %110 = vector.shape_cast %109 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %111 = tpu.matmul %107, %110, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<512x128xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %112 = vector.broadcast %cst_xa6fad0 : f32 to vector<1024x512xf32>
        %113 = arith.mulf %111, %112 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %cst_xf8e7b8 = arith.constant dense<0xFF800000> : vector<1024xf32>
        %115 = vector.multi_reduction <maximumf>, %113, %cst_xf8e7b8 [1] : vector<1024x512xf32> to vector<1024xf32>
        %116 = vector.shape_cast %115 : vector<1024xf32> to vector<1024x1xf32>
        %117 = vector.broadcast %116 : vector<1024x1xf32> to vector<1024x128xf32>
        %118 = arith.maximumf %114, %117 : vector<1024x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %119 = vector.broadcast %cst_x72b973 : f32 to vector<1024x128xf32>
        %120 = arith.maximumf %118, %119 : vector<1024x128xf32>
        %121 = tpu.concatenate %120, %120, %120, %120 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %122 = arith.subf %113, %121 : vector<1024x512xf32>
        %123 = math.exp2 %122 : vector<1024x512xf32>
        %124 = arith.subf %114, %120 : vector<1024x128xf32>
        %125 = math.exp2 %124 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %127 = arith.mulf %125, %126 : vector<1024x128xf32>
        %cst_x56bed9 = arith.constant dense<0.000000e+00> : vector<1024xf32>
        %128 = vector.multi_reduction <add>, %123, %cst_x56bed9 [1] : vector<1024x512xf32> to vector<1024xf32>
        %129 = vector.shape_cast %128 : vector<1024xf32> to vector<1024x1xf32>
        %130 = vector.broadcast %129 : vector<1024x1xf32> to vector<1024x128xf32>
        %131 = arith.addf %127, %130 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %133 = vector.shape_cast %132 : vector<1024x128xf32> to vector<1024x128xf32>
        %134 = vector.shape_cast %131 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %134 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %135 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg15[%135, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %137 = vector.shape_cast %136 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %139 = arith.mulf %125, %138 : vector<1024x128xf32>
        %140 = arith.truncf %123 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %141 = tpu.matmul %140, %137, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %142 = arith.addf %139, %141 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %144 = vector.shape_cast %143 : vector<1024x128xf32> to vector<1024x128xf32>
        %145 = vector.shape_cast %142 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %145 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %147 = vector.shape_cast %146 : vector<1024x128xf32> to vector<1024x128xf32>
        %148 = vector.shape_cast %118 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %148 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %149 = arith.addi %arg20, %c1_i32 : i32
        %c126_i32 = arith.constant 126 : i32
        %150 = arith.minsi %arg19, %c126_i32 : i32
        %151 = arith.index_cast %150 : i32 to index
        %152 = memref.load %arg4[%151] : memref<127xi8, #tpu.memory_space<smem>>
        %153 = arith.extsi %152 : i8 to i32
        %154 = arith.cmpi sge, %149, %153 : i32
        %c1_i32 = arith.constant 1 : i32
        %155 = arith.addi %arg19, %c1_i32 : i32
        %156 = arith.select %154, %155, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %157 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %158 = arith.select %154, %c0_i32, %157 : i32
        %159 = arith.cmpi slt, %156, %23 : i32
        %160 = arith.extui %159 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %161 = arith.cmpi ne, %160, %c0_i32 : i32
        scf.if %161 {
          %c0_i32 = arith.constant 0 : i32
          %162 = arith.addi %3, %c0_i32 : i32
          %163 = arith.index_cast %156 : i32 to index
          %164 = memref.load %arg3[%163] : memref<127xi8, #tpu.memory_space<smem>>
          %165 = arith.extsi %164 : i8 to i32
          %166 = arith.addi %165, %158 : i32
          %c2_i32 = arith.constant 2 : i32
          %167 = arith.divsi %162, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %168 = arith.muli %166, %c512_i32 : i32
          %169 = tpu.assume_multiple %168, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %170 = arith.divsi %162, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %171 = arith.muli %166, %c512_i32 : i32
          %172 = tpu.assume_multiple %171, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %173 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %174 = tpu.memref_squeeze %173 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %175 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %176 = tpu.memref_squeeze %175 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %177 = tpu.memref_slice %arg7[%167, %169, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %178 = tpu.memref_squeeze %177 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%178 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%176 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%174 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %179 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %180 = tpu.memref_squeeze %179 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %181 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %182 = tpu.memref_squeeze %181 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %183 = tpu.memref_slice %arg8[%170, %172, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %184 = tpu.memref_squeeze %183 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%184 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%182 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%180 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %156, %158 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %82 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %83 = arith.muli %c0_i32, %c512_i32 : i32
        %84 = tpu.assume_multiple %83, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %85 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %86 = arith.muli %c0_i32, %c512_i32 : i32
        %87 = tpu.assume_multiple %86, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg7[%82, %84, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%93 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%91 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %94 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %95 = tpu.memref_squeeze %94 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %96 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %97 = tpu.memref_squeeze %96 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %98 = tpu.memref_slice %arg8[%85, %87, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %99 = tpu.memref_squeeze %98 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%95 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%99 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%97 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %100 = arith.addi %3, %c0_i32 : i32
        %101 = arith.index_cast %arg17 : i32 to index
        %102 = memref.load %arg3[%101] : memref<127xi8, #tpu.memory_space<smem>>
        %103 = arith.extsi %102 : i8 to i32
        %104 = arith.addi %103, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %106 = vector.shape_cast %105 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %107 = vector.shape_cast %106 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %108 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg14[%108, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %110 = vector.shape_cast %109 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %111 = tpu.matmul %107, %110, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<512x128xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %112 = vector.broadcast %cst_xa6fad0 : f32 to vector<1024x512xf32>
        %113 = arith.mulf %111, %112 : vector<1024x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %114 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %115 = arith.muli %104, %c512_i32 : i32
        %116 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %117 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %118 = arith.subi %115, %114 : i32
        %119 = vector.broadcast %117 : vector<1x512xi32> to vector<512x512xi32>
        %120 = vector.broadcast %116 : vector<512x1xi32> to vector<512x512xi32>
        %121 = arith.subi %119, %120 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %122 = arith.subi %c0_i32, %118 : i32
        %123 = vector.broadcast %122 : i32 to vector<512x512xi32>
        %124 = arith.cmpi sle, %121, %123 : vector<512x512xi32>
        %125 = vector.shape_cast %113 : vector<1024x512xf32> to vector<2x512x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %126 = vector.shape_cast %124 : vector<512x512xi1> to vector<1x512x512xi1>
        %127 = vector.broadcast %126 : vector<1x512x512xi1> to vector<2x512x512xi1>
        %128 = vector.broadcast %cst_xbef082 : f32 to vector<2x512x512xf32>
        %129 = arith.select %127, %125, %128 : vector<2x512x512xi1>, vector<2x512x512xf32>
        %130 = vector.shape_cast %129 : vector<2x512x512xf32> to vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %cst_xf8e7b8 = arith.constant dense<0xFF800000> : vector<1024xf32>
        %132 = vector.multi_reduction <maximumf>, %130, %cst_xf8e7b8 [1] : vector<1024x512xf32> to vector<1024xf32>
        %133 = vector.shape_cast %132 : vector<1024xf32> to vector<1024x1xf32>
        %134 = vector.broadcast %133 : vector<1024x1xf32> to vector<1024x128xf32>
        %135 = arith.maximumf %131, %134 : vector<1024x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %136 = vector.broadcast %cst_x72b973 : f32 to vector<1024x128xf32>
        %137 = arith.maximumf %135, %136 : vector<1024x128xf32>
        %138 = tpu.concatenate %137, %137, %137, %137 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %139 = arith.subf %130, %138 : vector<1024x512xf32>
        %140 = math.exp2 %139 : vector<1024x512xf32>
        %141 = arith.subf %131, %137 : vector<1024x128xf32>
        %142 = math.exp2 %141 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %144 = arith.mulf %142, %143 : vector<1024x128xf32>
        %cst_x56bed9 = arith.constant dense<0.000000e+00> : vector<1024xf32>
        %145 = vector.multi_reduction <add>, %140, %cst_x56bed9 [1] : vector<1024x512xf32> to vector<1024xf32>
        %146 = vector.shape_cast %145 : vector<1024xf32> to vector<1024x1xf32>
        %147 = vector.broadcast %146 : vector<1024x1xf32> to vector<1024x128xf32>
        %148 = arith.addf %144, %147 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %149 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %150 = vector.shape_cast %149 : vector<1024x128xf32> to vector<1024x128xf32>
        %151 = vector.shape_cast %148 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %151 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %152 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %153 = vector.load %arg15[%152, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %154 = vector.shape_cast %153 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %155 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %156 = arith.mulf %142, %155 : vector<1024x128xf32>
        %157 = arith.truncf %140 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %158 = tpu.matmul %157, %154, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %159 = arith.addf %156, %158 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %161 = vector.shape_cast %160 : vector<1024x128xf32> to vector<1024x128xf32>
        %162 = vector.shape_cast %159 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %162 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %164 = vector.shape_cast %163 : vector<1024x128xf32> to vector<1024x128xf32>
        %165 = vector.shape_cast %135 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %165 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %166 = arith.addi %arg20, %c1_i32 : i32
        %c126_i32 = arith.constant 126 : i32
        %167 = arith.minsi %arg19, %c126_i32 : i32
        %168 = arith.index_cast %167 : i32 to index
        %169 = memref.load %arg4[%168] : memref<127xi8, #tpu.memory_space<smem>>
        %170 = arith.extsi %169 : i8 to i32
        %171 = arith.cmpi sge, %166, %170 : i32
        %c1_i32 = arith.constant 1 : i32
        %172 = arith.addi %arg19, %c1_i32 : i32
        %173 = arith.select %171, %172, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %174 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %175 = arith.select %171, %c0_i32, %174 : i32
        %176 = arith.cmpi slt, %173, %23 : i32
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
          %c2_i32 = arith.constant 2 : i32
          %184 = arith.divsi %179, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %185 = arith.muli %183, %c512_i32 : i32
          %186 = tpu.assume_multiple %185, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %187 = arith.divsi %179, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %188 = arith.muli %183, %c512_i32 : i32
          %189 = tpu.assume_multiple %188, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %190 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %191 = tpu.memref_squeeze %190 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %192 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %193 = tpu.memref_squeeze %192 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %194 = tpu.memref_slice %arg7[%184, %186, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %195 = tpu.memref_squeeze %194 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%195 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%193 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%191 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %196 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %197 = tpu.memref_squeeze %196 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %198 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %199 = tpu.memref_squeeze %198 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %200 = tpu.memref_slice %arg8[%187, %189, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %201 = tpu.memref_squeeze %200 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%201 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%199 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%197 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %173, %175 : i32, i32
      }
      scf.yield %arg19, %arg20, %81#0, %81#1, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %42 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %43 = arith.cmpf ogt, %41, %42 : vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %44 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %45 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %46 = arith.select %43, %41, %45 : vector<1024x128xi1>, vector<1024x128xf32>
    %47 = arith.divf %44, %46 : vector<1024x128xf32>
    %48 = arith.truncf %47 : vector<1024x128xf32> to vector<1024x128xbf16>
    %49 = vector.shape_cast %48 : vector<1024x128xbf16> to vector<2x512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %50 = vector.load %arg9[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %49 {strides = array<i32>} : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %51 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %52 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %53 = arith.select %43, %41, %52 : vector<1024x128xi1>, vector<1024x128xf32>
    %54 = math.log %53 : vector<1024x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %55 = math.log %cst_x481f63 : f32
    %56 = vector.broadcast %55 : f32 to vector<1024x128xf32>
    %57 = arith.divf %54, %56 : vector<1024x128xf32>
    %58 = arith.addf %51, %57 : vector<1024x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %59 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x128xf32>
    %60 = arith.divf %58, %59 : vector<1024x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %61 = vector.broadcast %cst_xbef082 : f32 to vector<1024x128xf32>
    %62 = arith.select %43, %60, %61 : vector<1024x128xi1>, vector<1024x128xf32>
    %63 = vector.extract_strided_slice %62 {offsets = [0, 0], sizes = [512, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<512x128xf32>
    %64 = tpu.transpose %63, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %65 = vector.extract_strided_slice %64 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %66 = vector.load %arg10[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %67 = vector.shape_cast %66 : vector<1x1x512xf32> to vector<1x512xf32>
    %68 = vector.shape_cast %65 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %68 {strides = array<i32>} : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    %69 = vector.extract_strided_slice %62 {offsets = [512, 0], sizes = [512, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<512x128xf32>
    %70 = tpu.transpose %69, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %71 = vector.extract_strided_slice %70 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %72 = vector.load %arg10[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %73 = vector.shape_cast %72 : vector<1x1x512xf32> to vector<1x512xf32>
    %74 = vector.shape_cast %71 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c1, %c0, %c0], %74 {strides = array<i32>} : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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

// ---- kernel sparse_cli_dq sha256:4b9d5795ed301f14351c0b3070ce9408ab0564c169e9acf68f751cdf8769ba1a
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>, %arg6: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg12: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 64>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 2, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 2, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 2, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 2, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 2, 512, 128>}]} {
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
    %5 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %6 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %7 = vector.shape_cast %6 : vector<1024x128xf32> to vector<1024x128xf32>
    %8 = vector.shape_cast %5 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %8 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg8[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %10 = vector.shape_cast %9 : vector<1x1x512xf32> to vector<1x512xf32>
    %11 = vector.shape_cast %10 : vector<1x512xf32> to vector<1x512xf32>
    %12 = vector.broadcast %11 : vector<1x512xf32> to vector<128x512xf32>
    %13 = tpu.transpose %12, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %15 = vector.shape_cast %14 : vector<512x128xf32> to vector<512x128xf32>
    %16 = vector.shape_cast %13 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %16 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %17 = vector.load %arg8[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %18 = vector.shape_cast %17 : vector<1x1x512xf32> to vector<1x512xf32>
    %19 = vector.shape_cast %18 : vector<1x512xf32> to vector<1x512xf32>
    %20 = vector.broadcast %19 : vector<1x512xf32> to vector<128x512xf32>
    %21 = tpu.transpose %20, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %22 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %23 = vector.shape_cast %22 : vector<512x128xf32> to vector<512x128xf32>
    %24 = vector.shape_cast %21 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c512, %c0], %24 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %25 = vector.load %arg9[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %26 = vector.shape_cast %25 : vector<1x1x512xf32> to vector<1x512xf32>
    %27 = vector.shape_cast %26 : vector<1x512xf32> to vector<1x512xf32>
    %28 = vector.broadcast %27 : vector<1x512xf32> to vector<128x512xf32>
    %29 = tpu.transpose %28, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %31 = vector.shape_cast %30 : vector<512x128xf32> to vector<512x128xf32>
    %32 = vector.shape_cast %29 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %32 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %33 = vector.load %arg9[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %34 = vector.shape_cast %33 : vector<1x1x512xf32> to vector<1x512xf32>
    %35 = vector.shape_cast %34 : vector<1x512xf32> to vector<1x512xf32>
    %36 = vector.broadcast %35 : vector<1x512xf32> to vector<128x512xf32>
    %37 = tpu.transpose %36, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %38 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %39 = vector.shape_cast %38 : vector<512x128xf32> to vector<512x128xf32>
    %40 = vector.shape_cast %37 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c512, %c0], %40 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %41 = arith.index_cast %arg1 : i32 to index
    %42 = memref.load %arg2[%41] : memref<65xi8, #tpu.memory_space<smem>>
    %43 = arith.extsi %42 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %44 = arith.addi %arg1, %c1_i32 : i32
    %45 = arith.index_cast %44 : i32 to index
    %46 = memref.load %arg2[%45] : memref<65xi8, #tpu.memory_space<smem>>
    %47 = arith.extsi %46 : i8 to i32
    %48 = arith.cmpi slt, %43, %47 : i32
    %49 = arith.extui %48 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %50 = arith.cmpi ne, %49, %c0_i32 : i32
    scf.if %50 {
      %c0_i32 = arith.constant 0 : i32
      %69 = arith.addi %3, %c0_i32 : i32
      %70 = arith.index_cast %43 : i32 to index
      %71 = memref.load %arg3[%70] : memref<127xi8, #tpu.memory_space<smem>>
      %72 = arith.extsi %71 : i8 to i32
      %73 = arith.addi %72, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %74 = arith.divsi %69, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %75 = arith.muli %73, %c512_i32 : i32
      %76 = tpu.assume_multiple %75, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %77 = arith.divsi %69, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %78 = arith.muli %73, %c512_i32 : i32
      %79 = tpu.assume_multiple %78, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %83 = tpu.memref_squeeze %82 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg10[%74, %76, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%85 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%83 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %86 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %87 = tpu.memref_squeeze %86 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg11[%77, %79, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%91 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%89 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%87 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %51 = arith.addi %c0_i32, %c1_i32 : i32
    %c126_i32 = arith.constant 126 : i32
    %52 = arith.minsi %43, %c126_i32 : i32
    %53 = arith.index_cast %52 : i32 to index
    %54 = memref.load %arg4[%53] : memref<127xi8, #tpu.memory_space<smem>>
    %55 = arith.extsi %54 : i8 to i32
    %56 = arith.cmpi sge, %51, %55 : i32
    %c1_i32 = arith.constant 1 : i32
    %57 = arith.addi %43, %c1_i32 : i32
    %58 = arith.select %56, %57, %43 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %59 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %60 = arith.select %56, %c0_i32, %59 : i32
    %61 = arith.cmpi slt, %58, %47 : i32
    %62 = arith.extui %61 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %63 = arith.cmpi ne, %62, %c0_i32 : i32
    scf.if %63 {
      %c0_i32 = arith.constant 0 : i32
      %69 = arith.addi %3, %c0_i32 : i32
      %70 = arith.index_cast %58 : i32 to index
      %71 = memref.load %arg3[%70] : memref<127xi8, #tpu.memory_space<smem>>
      %72 = arith.extsi %71 : i8 to i32
      %73 = arith.addi %72, %60 : i32
      %c2_i32 = arith.constant 2 : i32
      %74 = arith.divsi %69, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %75 = arith.muli %73, %c512_i32 : i32
      %76 = tpu.assume_multiple %75, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %77 = arith.divsi %69, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %78 = arith.muli %73, %c512_i32 : i32
      %79 = tpu.assume_multiple %78, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg18[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %83 = tpu.memref_squeeze %82 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg10[%74, %76, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%85 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%83 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %86 = tpu.memref_slice %arg18[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %87 = tpu.memref_squeeze %86 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg11[%77, %79, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%91 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%89 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%87 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %64:7 = scf.while (%arg19 = %43, %arg20 = %c0_i32, %arg21 = %58, %arg22 = %60, %arg23 = %c0_i32, %arg24 = %c1_i32, %arg25 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %69 = arith.cmpi slt, %arg19, %47 : i32
      scf.condition(%69) %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
      %69 = arith.index_cast %arg19 : i32 to index
      %70 = memref.load %arg5[%69] : memref<127xi8, #tpu.memory_space<smem>>
      %71 = arith.extsi %70 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %72 = arith.cmpi eq, %71, %c2_i32 : i32
      %73 = arith.extui %72 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %74 = arith.cmpi ne, %73, %c0_i32 : i32
      %75:2 = scf.if %74 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %76 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %77 = arith.muli %c0_i32, %c512_i32 : i32
        %78 = tpu.assume_multiple %77, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %79 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %80 = arith.muli %c0_i32, %c512_i32 : i32
        %81 = tpu.assume_multiple %80, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %84 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg10[%76, %78, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%87 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%85 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %88 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg11[%79, %81, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%93 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%91 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %94 = arith.addi %3, %c0_i32 : i32
        %95 = arith.index_cast %arg19 : i32 to index
        %96 = memref.load %arg3[%95] : memref<127xi8, #tpu.memory_space<smem>>
        %97 = arith.extsi %96 : i8 to i32
        %98 = arith.addi %97, %arg20 : i32
        %99 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg16[%99, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %101 = vector.shape_cast %100 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %103 = vector.shape_cast %102 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %104 = vector.shape_cast %103 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %105 = tpu.matmul %104, %101, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<512x128xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %106 = vector.broadcast %cst_xa6fad0 : f32 to vector<1024x512xf32>
        %107 = arith.mulf %105, %106 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %109 = tpu.concatenate %108, %108, %108, %108 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %110 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x512xf32>
        %111 = arith.mulf %109, %110 : vector<1024x512xf32>
        %112 = arith.subf %107, %111 : vector<1024x512xf32>
        %113 = math.exp2 %112 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg7[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %115 = vector.shape_cast %114 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %116 = vector.shape_cast %115 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %117 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg17[%117, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %119 = vector.shape_cast %118 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %120 = tpu.matmul %116, %119, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<512x128xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %122 = tpu.concatenate %121, %121, %121, %121 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %123 = arith.subf %120, %122 : vector<1024x512xf32>
        %124 = arith.mulf %113, %123 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %126 = arith.truncf %124 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %127 = tpu.matmul %126, %101, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %128 = vector.broadcast %cst_xf22304 : f32 to vector<1024x128xf32>
        %129 = arith.mulf %127, %128 : vector<1024x128xf32>
        %130 = arith.addf %125, %129 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %132 = vector.shape_cast %131 : vector<1024x128xf32> to vector<1024x128xf32>
        %133 = vector.shape_cast %130 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %133 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %134 = arith.addi %arg22, %c1_i32 : i32
        %c126_i32 = arith.constant 126 : i32
        %135 = arith.minsi %arg21, %c126_i32 : i32
        %136 = arith.index_cast %135 : i32 to index
        %137 = memref.load %arg4[%136] : memref<127xi8, #tpu.memory_space<smem>>
        %138 = arith.extsi %137 : i8 to i32
        %139 = arith.cmpi sge, %134, %138 : i32
        %c1_i32 = arith.constant 1 : i32
        %140 = arith.addi %arg21, %c1_i32 : i32
        %141 = arith.select %139, %140, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %142 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %143 = arith.select %139, %c0_i32, %142 : i32
        %144 = arith.cmpi slt, %141, %47 : i32
        %145 = arith.extui %144 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %146 = arith.cmpi ne, %145, %c0_i32 : i32
        scf.if %146 {
          %c0_i32 = arith.constant 0 : i32
          %147 = arith.addi %3, %c0_i32 : i32
          %148 = arith.index_cast %141 : i32 to index
          %149 = memref.load %arg3[%148] : memref<127xi8, #tpu.memory_space<smem>>
          %150 = arith.extsi %149 : i8 to i32
          %151 = arith.addi %150, %143 : i32
          %c2_i32 = arith.constant 2 : i32
          %152 = arith.divsi %147, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %153 = arith.muli %151, %c512_i32 : i32
          %154 = tpu.assume_multiple %153, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %155 = arith.divsi %147, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %156 = arith.muli %151, %c512_i32 : i32
          %157 = tpu.assume_multiple %156, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %158 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %159 = tpu.memref_squeeze %158 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %160 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %161 = tpu.memref_squeeze %160 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %162 = tpu.memref_slice %arg10[%152, %154, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %163 = tpu.memref_squeeze %162 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%163 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%161 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%159 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %164 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %165 = tpu.memref_squeeze %164 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %166 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %167 = tpu.memref_squeeze %166 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %168 = tpu.memref_slice %arg11[%155, %157, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %169 = tpu.memref_squeeze %168 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%169 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%167 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%165 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %141, %143 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %76 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %77 = arith.muli %c0_i32, %c512_i32 : i32
        %78 = tpu.assume_multiple %77, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %79 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %80 = arith.muli %c0_i32, %c512_i32 : i32
        %81 = tpu.assume_multiple %80, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %84 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg10[%76, %78, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%87 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%85 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %88 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg11[%79, %81, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%93 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%91 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %94 = arith.addi %3, %c0_i32 : i32
        %95 = arith.index_cast %arg19 : i32 to index
        %96 = memref.load %arg3[%95] : memref<127xi8, #tpu.memory_space<smem>>
        %97 = arith.extsi %96 : i8 to i32
        %98 = arith.addi %97, %arg20 : i32
        %99 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg16[%99, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %101 = vector.shape_cast %100 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %103 = vector.shape_cast %102 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %104 = vector.shape_cast %103 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %105 = tpu.matmul %104, %101, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<512x128xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %106 = vector.broadcast %cst_xa6fad0 : f32 to vector<1024x512xf32>
        %107 = arith.mulf %105, %106 : vector<1024x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %108 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %109 = arith.muli %98, %c512_i32 : i32
        %110 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %111 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %112 = arith.subi %109, %108 : i32
        %113 = vector.broadcast %111 : vector<1x512xi32> to vector<512x512xi32>
        %114 = vector.broadcast %110 : vector<512x1xi32> to vector<512x512xi32>
        %115 = arith.subi %113, %114 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %116 = arith.subi %c0_i32, %112 : i32
        %117 = vector.broadcast %116 : i32 to vector<512x512xi32>
        %118 = arith.cmpi sle, %115, %117 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %120 = tpu.concatenate %119, %119, %119, %119 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %121 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x512xf32>
        %122 = arith.mulf %120, %121 : vector<1024x512xf32>
        %123 = arith.subf %107, %122 : vector<1024x512xf32>
        %124 = math.exp2 %123 : vector<1024x512xf32>
        %125 = vector.shape_cast %124 : vector<1024x512xf32> to vector<2x512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %126 = vector.shape_cast %118 : vector<512x512xi1> to vector<1x512x512xi1>
        %127 = vector.broadcast %126 : vector<1x512x512xi1> to vector<2x512x512xi1>
        %128 = vector.broadcast %cst_x8ee5ec : f32 to vector<2x512x512xf32>
        %129 = arith.select %127, %125, %128 : vector<2x512x512xi1>, vector<2x512x512xf32>
        %130 = vector.shape_cast %129 : vector<2x512x512xf32> to vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg7[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %132 = vector.shape_cast %131 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %133 = vector.shape_cast %132 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %134 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg17[%134, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %136 = vector.shape_cast %135 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %137 = tpu.matmul %133, %136, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<512x128xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %139 = tpu.concatenate %138, %138, %138, %138 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %140 = arith.subf %137, %139 : vector<1024x512xf32>
        %141 = arith.mulf %130, %140 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %143 = arith.truncf %141 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %144 = tpu.matmul %143, %101, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %145 = vector.broadcast %cst_xf22304 : f32 to vector<1024x128xf32>
        %146 = arith.mulf %144, %145 : vector<1024x128xf32>
        %147 = arith.addf %142, %146 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %149 = vector.shape_cast %148 : vector<1024x128xf32> to vector<1024x128xf32>
        %150 = vector.shape_cast %147 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %150 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %151 = arith.addi %arg22, %c1_i32 : i32
        %c126_i32 = arith.constant 126 : i32
        %152 = arith.minsi %arg21, %c126_i32 : i32
        %153 = arith.index_cast %152 : i32 to index
        %154 = memref.load %arg4[%153] : memref<127xi8, #tpu.memory_space<smem>>
        %155 = arith.extsi %154 : i8 to i32
        %156 = arith.cmpi sge, %151, %155 : i32
        %c1_i32 = arith.constant 1 : i32
        %157 = arith.addi %arg21, %c1_i32 : i32
        %158 = arith.select %156, %157, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %159 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %160 = arith.select %156, %c0_i32, %159 : i32
        %161 = arith.cmpi slt, %158, %47 : i32
        %162 = arith.extui %161 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %163 = arith.cmpi ne, %162, %c0_i32 : i32
        scf.if %163 {
          %c0_i32 = arith.constant 0 : i32
          %164 = arith.addi %3, %c0_i32 : i32
          %165 = arith.index_cast %158 : i32 to index
          %166 = memref.load %arg3[%165] : memref<127xi8, #tpu.memory_space<smem>>
          %167 = arith.extsi %166 : i8 to i32
          %168 = arith.addi %167, %160 : i32
          %c2_i32 = arith.constant 2 : i32
          %169 = arith.divsi %164, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %170 = arith.muli %168, %c512_i32 : i32
          %171 = tpu.assume_multiple %170, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %172 = arith.divsi %164, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %173 = arith.muli %168, %c512_i32 : i32
          %174 = tpu.assume_multiple %173, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %175 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %176 = tpu.memref_squeeze %175 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %177 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %178 = tpu.memref_squeeze %177 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %179 = tpu.memref_slice %arg10[%169, %171, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %180 = tpu.memref_squeeze %179 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%180 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%178 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%176 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %181 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %182 = tpu.memref_squeeze %181 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %183 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %184 = tpu.memref_squeeze %183 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %185 = tpu.memref_slice %arg11[%172, %174, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %186 = tpu.memref_squeeze %185 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%186 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%184 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%182 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %158, %160 : i32, i32
      }
      scf.yield %arg21, %arg22, %75#0, %75#1, %arg24, %arg25, %arg23 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %65 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %66 = arith.truncf %65 : vector<1024x128xf32> to vector<1024x128xbf16>
    %67 = vector.shape_cast %66 : vector<1024x128xbf16> to vector<2x512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %68 = vector.load %arg12[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %67 {strides = array<i32>} : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>, 
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %4, %c0_i32, %6 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dkv sha256:0ebefe31e2a438a89ea085ed559e7efc2f2fd7c1562d8442bb0692454fd23b1b
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>, %arg6: memref<127xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<32x32768x128xbf16, #tpu.memory_space<any>>, %arg10: memref<32x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<32x1x32768xf32, #tpu.memory_space<any>>, %arg12: memref<32x1x32768xf32, #tpu.memory_space<any>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg17: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg19: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg21: memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 64, 2>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %6 = arith.cmpi eq, %arg2, %c1_i32 : i32
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
      %38 = memref.load %arg4[%37] : memref<127xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.addi %39, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %41 = arith.muli %40, %c512_i32 : i32
      %42 = tpu.assume_multiple %41, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %43 = arith.muli %40, %c512_i32 : i32
      %44 = tpu.assume_multiple %43, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %45 = arith.muli %40, %c512_i32 : i32
      %46 = tpu.assume_multiple %45, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %47 = arith.muli %40, %c512_i32 : i32
      %48 = tpu.assume_multiple %47, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg21[%c0_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg9[%36, %42, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%52 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg21[%c0_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%36, %44, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%58 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = tpu.memref_slice %arg21[%c0_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg11[%36, %c0_i32, %46] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<1x512xf32, #tpu.memory_space<any>>) target(%64 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %67 = tpu.memref_slice %arg21[%c0_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg12[%36, %c0_i32, %48] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1x512xf32, #tpu.memory_space<any>>) target(%70 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %c0_i32, %c1_i32 : i32
    %c126_i32 = arith.constant 126 : i32
    %21 = arith.minsi %12, %c126_i32 : i32
    %22 = arith.index_cast %21 : i32 to index
    %23 = memref.load %arg5[%22] : memref<127xi8, #tpu.memory_space<smem>>
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
      %38 = memref.load %arg4[%37] : memref<127xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.addi %39, %29 : i32
      %c512_i32 = arith.constant 512 : i32
      %41 = arith.muli %40, %c512_i32 : i32
      %42 = tpu.assume_multiple %41, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %43 = arith.muli %40, %c512_i32 : i32
      %44 = tpu.assume_multiple %43, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %45 = arith.muli %40, %c512_i32 : i32
      %46 = tpu.assume_multiple %45, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %47 = arith.muli %40, %c512_i32 : i32
      %48 = tpu.assume_multiple %47, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg21[%c1_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg9[%36, %42, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%52 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg21[%c1_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%36, %44, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%58 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = tpu.memref_slice %arg21[%c1_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg19[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg11[%36, %c0_i32, %46] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<1x512xf32, #tpu.memory_space<any>>) target(%64 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %67 = tpu.memref_slice %arg21[%c1_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg20[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg12[%36, %c0_i32, %48] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1x512xf32, #tpu.memory_space<any>>) target(%70 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %37 = memref.load %arg6[%36] : memref<127xi8, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %39 = arith.cmpi eq, %38, %c2_i32 : i32
      %40 = arith.extui %39 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %41 = arith.cmpi ne, %40, %c0_i32 : i32
      %42:2 = scf.if %41 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %43 = arith.muli %c0_i32, %c512_i32 : i32
        %44 = tpu.assume_multiple %43, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %45 = arith.muli %c0_i32, %c512_i32 : i32
        %46 = tpu.assume_multiple %45, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %47 = arith.muli %c0_i32, %c512_i32 : i32
        %48 = tpu.assume_multiple %47, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %49 = arith.muli %c0_i32, %c512_i32 : i32
        %50 = tpu.assume_multiple %49, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %51 = tpu.memref_slice %arg21[%arg26, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %53 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %55 = tpu.memref_slice %arg9[%c0_i32, %44, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%54 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %57 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %59 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg10[%c0_i32, %46, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%62 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%60 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %63 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %66 = tpu.memref_squeeze %65 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %48] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%66 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %69 = tpu.memref_slice %arg21[%arg26, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %50] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%72 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %4, %c0_i32 : i32
        %76 = arith.index_cast %arg22 : i32 to index
        %77 = memref.load %arg4[%76] : memref<127xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg23 : i32
        %80 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg17[%80, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %83 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg18[%83, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %85 = vector.shape_cast %84 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %87 = vector.shape_cast %86 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %88 = tpu.matmul %87, %82, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %89 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %90 = arith.mulf %88, %89 : vector<512x512xf32>
        %91 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg19[%91, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %93 = vector.shape_cast %92 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %94 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %95 = arith.mulf %93, %94 : vector<1x512xf32>
        %96 = vector.broadcast %95 : vector<1x512xf32> to vector<512x512xf32>
        %97 = arith.subf %90, %96 : vector<512x512xf32>
        %98 = math.exp2 %97 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %100 = arith.truncf %98 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %101 = tpu.matmul %100, %85, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
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
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %108 = tpu.matmul %107, %85, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %109 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg20[%109, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %111 = vector.shape_cast %110 : vector<1x1x512xf32> to vector<1x512xf32>
        %112 = vector.broadcast %111 : vector<1x512xf32> to vector<512x512xf32>
        %113 = arith.subf %108, %112 : vector<512x512xf32>
        %114 = arith.mulf %98, %113 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %116 = arith.truncf %114 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %117 = tpu.matmul %116, %82, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
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
        %c126_i32 = arith.constant 126 : i32
        %125 = arith.minsi %arg24, %c126_i32 : i32
        %126 = arith.index_cast %125 : i32 to index
        %127 = memref.load %arg5[%126] : memref<127xi8, #tpu.memory_space<smem>>
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
          %139 = memref.load %arg4[%138] : memref<127xi8, #tpu.memory_space<smem>>
          %140 = arith.extsi %139 : i8 to i32
          %141 = arith.addi %140, %133 : i32
          %c512_i32 = arith.constant 512 : i32
          %142 = arith.muli %141, %c512_i32 : i32
          %143 = tpu.assume_multiple %142, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %144 = arith.muli %141, %c512_i32 : i32
          %145 = tpu.assume_multiple %144, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %146 = arith.muli %141, %c512_i32 : i32
          %147 = tpu.assume_multiple %146, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %148 = arith.muli %141, %c512_i32 : i32
          %149 = tpu.assume_multiple %148, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %150 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %151 = tpu.memref_squeeze %150 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %152 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %153 = tpu.memref_squeeze %152 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %154 = tpu.memref_slice %arg9[%137, %143, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %155 = tpu.memref_squeeze %154 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%155 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%153 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%151 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %156 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %157 = tpu.memref_squeeze %156 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %158 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %159 = tpu.memref_squeeze %158 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %160 = tpu.memref_slice %arg10[%137, %145, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %161 = tpu.memref_squeeze %160 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%161 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%159 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %162 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %163 = tpu.memref_squeeze %162 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %164 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %165 = tpu.memref_squeeze %164 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %166 = tpu.memref_slice %arg11[%137, %c0_i32, %147] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %167 = tpu.memref_squeeze %166 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%167 : memref<1x512xf32, #tpu.memory_space<any>>) target(%165 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%163 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %168 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %169 = tpu.memref_squeeze %168 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %170 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %171 = tpu.memref_squeeze %170 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %172 = tpu.memref_slice %arg12[%137, %c0_i32, %149] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %173 = tpu.memref_squeeze %172 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%173 : memref<1x512xf32, #tpu.memory_space<any>>) target(%171 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%169 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %131, %133 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %43 = arith.muli %c0_i32, %c512_i32 : i32
        %44 = tpu.assume_multiple %43, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %45 = arith.muli %c0_i32, %c512_i32 : i32
        %46 = tpu.assume_multiple %45, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %47 = arith.muli %c0_i32, %c512_i32 : i32
        %48 = tpu.assume_multiple %47, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %49 = arith.muli %c0_i32, %c512_i32 : i32
        %50 = tpu.assume_multiple %49, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %51 = tpu.memref_slice %arg21[%arg26, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %53 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %55 = tpu.memref_slice %arg9[%c0_i32, %44, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%54 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %57 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %59 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg10[%c0_i32, %46, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%62 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%60 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %63 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %66 = tpu.memref_squeeze %65 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %48] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%66 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %69 = tpu.memref_slice %arg21[%arg26, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %50] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%72 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %4, %c0_i32 : i32
        %76 = arith.index_cast %arg22 : i32 to index
        %77 = memref.load %arg4[%76] : memref<127xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg23 : i32
        %80 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg17[%80, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %83 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg18[%83, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %85 = vector.shape_cast %84 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %87 = vector.shape_cast %86 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %88 = tpu.matmul %87, %82, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %89 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %90 = arith.mulf %88, %89 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %91 = arith.muli %79, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %92 = arith.muli %7, %c512_i32 : i32
        %93 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %94 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %95 = arith.subi %92, %91 : i32
        %96 = vector.broadcast %94 : vector<512x1xi32> to vector<512x512xi32>
        %97 = vector.broadcast %93 : vector<1x512xi32> to vector<512x512xi32>
        %98 = arith.subi %96, %97 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %99 = arith.subi %c0_i32, %95 : i32
        %100 = vector.broadcast %99 : i32 to vector<512x512xi32>
        %101 = arith.cmpi sle, %98, %100 : vector<512x512xi32>
        %102 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg19[%102, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %104 = vector.shape_cast %103 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %105 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %106 = arith.mulf %104, %105 : vector<1x512xf32>
        %107 = vector.broadcast %106 : vector<1x512xf32> to vector<512x512xf32>
        %108 = arith.subf %90, %107 : vector<512x512xf32>
        %109 = math.exp2 %108 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %110 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %111 = arith.select %101, %109, %110 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %113 = arith.truncf %111 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %114 = tpu.matmul %113, %85, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
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
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %121 = tpu.matmul %120, %85, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %122 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg20[%122, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %124 = vector.shape_cast %123 : vector<1x1x512xf32> to vector<1x512xf32>
        %125 = vector.broadcast %124 : vector<1x512xf32> to vector<512x512xf32>
        %126 = arith.subf %121, %125 : vector<512x512xf32>
        %127 = arith.mulf %111, %126 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %129 = arith.truncf %127 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %130 = tpu.matmul %129, %82, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
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
        %c126_i32 = arith.constant 126 : i32
        %138 = arith.minsi %arg24, %c126_i32 : i32
        %139 = arith.index_cast %138 : i32 to index
        %140 = memref.load %arg5[%139] : memref<127xi8, #tpu.memory_space<smem>>
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
          %152 = memref.load %arg4[%151] : memref<127xi8, #tpu.memory_space<smem>>
          %153 = arith.extsi %152 : i8 to i32
          %154 = arith.addi %153, %146 : i32
          %c512_i32 = arith.constant 512 : i32
          %155 = arith.muli %154, %c512_i32 : i32
          %156 = tpu.assume_multiple %155, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %157 = arith.muli %154, %c512_i32 : i32
          %158 = tpu.assume_multiple %157, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %159 = arith.muli %154, %c512_i32 : i32
          %160 = tpu.assume_multiple %159, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %161 = arith.muli %154, %c512_i32 : i32
          %162 = tpu.assume_multiple %161, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %163 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %164 = tpu.memref_squeeze %163 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %165 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %166 = tpu.memref_squeeze %165 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %167 = tpu.memref_slice %arg9[%150, %156, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %168 = tpu.memref_squeeze %167 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%168 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%166 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%164 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %169 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %170 = tpu.memref_squeeze %169 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %171 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %172 = tpu.memref_squeeze %171 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %173 = tpu.memref_slice %arg10[%150, %158, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %174 = tpu.memref_squeeze %173 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%174 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%172 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%170 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %175 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %176 = tpu.memref_squeeze %175 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %177 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %178 = tpu.memref_squeeze %177 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %179 = tpu.memref_slice %arg11[%150, %c0_i32, %160] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %180 = tpu.memref_squeeze %179 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%180 : memref<1x512xf32, #tpu.memory_space<any>>) target(%178 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%176 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %181 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %182 = tpu.memref_squeeze %181 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %183 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %184 = tpu.memref_squeeze %183 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %185 = tpu.memref_slice %arg12[%150, %c0_i32, %162] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %186 = tpu.memref_squeeze %185 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%186 : memref<1x512xf32, #tpu.memory_space<any>>) target(%184 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%182 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>, %arg6: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %7 = arith.remsi %6, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>, %arg6: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %7 = arith.remsi %6, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>, %arg6: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %7 = arith.remsi %6, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>, %arg6: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %7 = arith.remsi %6, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
}
