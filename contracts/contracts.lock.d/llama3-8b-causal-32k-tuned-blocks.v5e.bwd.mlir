module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65xi8>, %arg1: tensor<126xi8>, %arg2: tensor<126xi8>, %arg3: tensor<126xi8>, %arg4: tensor<65xi8>, %arg5: tensor<126xi8>, %arg6: tensor<126xi8>, %arg7: tensor<126xi8>, %arg8: tensor<65xi8>, %arg9: tensor<127xi8>, %arg10: tensor<127xi8>, %arg11: tensor<127xi8>, %arg12: tensor<32x32768x128xbf16>, %arg13: tensor<8x32768x128xbf16>, %arg14: tensor<8x32768x128xbf16>) -> (tensor<32x32768x128xbf16> {jax.result_info = "result[0]"}, tensor<32x32768x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x32768x128xbf16>, tensor<i32>) -> tensor<32x32768x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:a7be8e75ffab4d50a4c40612fdbb359ba3c5bdb026e061b91cff360189dd7435\22, \22cost_estimate\22: {\22bytes_accessed\22: 18253611008, \22flops\22: 9070970929152, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<126xi8>, tensor<126xi8>, tensor<126xi8>, tensor<32x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> (tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x32768x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x32768x128xf32>, tensor<f32>) -> tensor<32x32768xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x32768xf32>) -> tensor<32x1x32768xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg8, %arg9, %arg10, %arg11, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:dda7857559605d6ae36eb205df3dd83fd0c3563bf4ba5969502375473b525bfd\22, \22cost_estimate\22: {\22bytes_accessed\22: 18253611008, \22flops\22: 13400297963520, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17448304640}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<127xi8>, tensor<127xi8>, tensor<127xi8>, tensor<32x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>, tensor<32x1x32768xf32>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:cfe459423027e181362094a68330f61d1fafbc01a678ab0bd519dd0f35f29615\22, \22cost_estimate\22: {\22bytes_accessed\22: 17985175552, \22flops\22: 18141941858304, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<126xi8>, tensor<126xi8>, tensor<126xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>, tensor<32x1x32768xf32>) -> (tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:a7be8e75ffab4d50a4c40612fdbb359ba3c5bdb026e061b91cff360189dd7435
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<126xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 64>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
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
    %25 = arith.cmpi ne, %24, %c0_i32 : i32
    scf.if %25 {
      %c0_i32 = arith.constant 0 : i32
      %55 = arith.addi %2, %c0_i32 : i32
      %56 = arith.index_cast %18 : i32 to index
      %57 = memref.load %arg3[%56] : memref<126xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %59 = arith.addi %58, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %60 = arith.divsi %55, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %61 = arith.muli %59, %c1024_i32 : i32
      %62 = tpu.assume_multiple %61, 1024 : i32
      %c4_i32 = arith.constant 4 : i32
      %63 = arith.divsi %55, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %64 = arith.muli %59, %c1024_i32 : i32
      %65 = tpu.assume_multiple %64, 1024 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg7[%60, %62, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%71 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%69 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %72 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %75 = tpu.memref_squeeze %74 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg8[%63, %65, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %77 = tpu.memref_squeeze %76 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%77 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%75 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %26:3 = scf.while (%arg17 = %18, %arg18 = %c0_i32, %arg19 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %55 = arith.cmpi slt, %arg17, %22 : i32
      scf.condition(%55) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32 = arith.constant 1 : i32
      %55 = arith.addi %arg18, %c1_i32 : i32
      %56 = arith.index_cast %arg17 : i32 to index
      %57 = memref.load %arg4[%56] : memref<126xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %59 = arith.cmpi sge, %55, %58 : i32
      %c1_i32 = arith.constant 1 : i32
      %60 = arith.addi %arg17, %c1_i32 : i32
      %61 = arith.select %59, %60, %arg17 : i32
      %c1_i32 = arith.constant 1 : i32
      %62 = arith.addi %arg18, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = arith.select %59, %c0_i32, %62 : i32
      %64 = arith.cmpi slt, %61, %22 : i32
      %65 = arith.extui %64 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %66 = arith.cmpi ne, %65, %c0_i32 : i32
      scf.if %66 {
        %c0_i32 = arith.constant 0 : i32
        %97 = arith.addi %2, %c0_i32 : i32
        %98 = arith.index_cast %61 : i32 to index
        %99 = memref.load %arg3[%98] : memref<126xi8, #tpu.memory_space<smem>>
        %100 = arith.extsi %99 : i8 to i32
        %101 = arith.addi %100, %63 : i32
        %c1_i32 = arith.constant 1 : i32
        %102 = arith.subi %c1_i32, %arg19 : i32
        %c4_i32 = arith.constant 4 : i32
        %103 = arith.divsi %97, %c4_i32 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %104 = arith.muli %101, %c1024_i32 : i32
        %105 = tpu.assume_multiple %104, 1024 : i32
        %c4_i32 = arith.constant 4 : i32
        %106 = arith.divsi %97, %c4_i32 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %107 = arith.muli %101, %c1024_i32 : i32
        %108 = tpu.assume_multiple %107, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = tpu.memref_slice %arg16[%102, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %110 = tpu.memref_squeeze %109 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %111 = tpu.memref_slice %arg14[%102, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %112 = tpu.memref_squeeze %111 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %113 = tpu.memref_slice %arg7[%103, %105, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %114 = tpu.memref_squeeze %113 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%114 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%112 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%110 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %115 = tpu.memref_slice %arg16[%102, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %116 = tpu.memref_squeeze %115 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %117 = tpu.memref_slice %arg15[%102, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %118 = tpu.memref_squeeze %117 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %119 = tpu.memref_slice %arg8[%106, %108, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %120 = tpu.memref_squeeze %119 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%120 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%118 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%116 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %67 = arith.addi %2, %c0_i32 : i32
      %68 = arith.index_cast %arg17 : i32 to index
      %69 = memref.load %arg3[%68] : memref<126xi8, #tpu.memory_space<smem>>
      %70 = arith.extsi %69 : i8 to i32
      %71 = arith.addi %70, %arg18 : i32
      %c4_i32 = arith.constant 4 : i32
      %72 = arith.divsi %67, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %73 = arith.muli %71, %c1024_i32 : i32
      %74 = tpu.assume_multiple %73, 1024 : i32
      %c4_i32 = arith.constant 4 : i32
      %75 = arith.divsi %67, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %76 = arith.muli %71, %c1024_i32 : i32
      %77 = tpu.assume_multiple %76, 1024 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg7[%72, %74, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %83 = tpu.memref_squeeze %82 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%83 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%81 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %84 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %87 = tpu.memref_squeeze %86 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg8[%75, %77, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %89 = tpu.memref_squeeze %88 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%89 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%87 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
      %90 = arith.index_cast %arg17 : i32 to index
      %91 = memref.load %arg5[%90] : memref<126xi8, #tpu.memory_space<smem>>
      %92 = arith.extsi %91 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %93 = arith.cmpi eq, %92, %c2_i32 : i32
      %94 = arith.extui %93 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %95 = arith.cmpi ne, %94, %c0_i32 : i32
      scf.if %95 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %98 = vector.shape_cast %97 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %99 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg14[%99, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %101 = vector.shape_cast %100 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %102 = tpu.matmul %98, %101, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %103 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x1024xf32>
        %104 = arith.mulf %102, %103 : vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %106 = vector.multi_reduction <maximumf>, %104, %cst_x2e5559 [1] : vector<512x1024xf32> to vector<512xf32>
        %107 = vector.shape_cast %106 : vector<512xf32> to vector<512x1xf32>
        %108 = vector.broadcast %107 : vector<512x1xf32> to vector<512x128xf32>
        %109 = arith.maximumf %105, %108 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %110 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %111 = arith.maximumf %109, %110 : vector<512x128xf32>
        %112 = tpu.concatenate %111, %111, %111, %111, %111, %111, %111, %111 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x1024xf32>
        %113 = arith.subf %104, %112 : vector<512x1024xf32>
        %114 = math.exp2 %113 : vector<512x1024xf32>
        %115 = arith.subf %105, %111 : vector<512x128xf32>
        %116 = math.exp2 %115 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %118 = arith.mulf %116, %117 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %119 = vector.multi_reduction <add>, %114, %cst_x8e9b0a [1] : vector<512x1024xf32> to vector<512xf32>
        %120 = vector.shape_cast %119 : vector<512xf32> to vector<512x1xf32>
        %121 = vector.broadcast %120 : vector<512x1xf32> to vector<512x128xf32>
        %122 = arith.addf %118, %121 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %124 = vector.shape_cast %123 : vector<512x128xf32> to vector<512x128xf32>
        %125 = vector.shape_cast %122 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %125 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %126 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg15[%126, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %128 = vector.shape_cast %127 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %130 = arith.mulf %116, %129 : vector<512x128xf32>
        %131 = arith.truncf %114 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %132 = tpu.matmul %131, %128, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %133 = arith.addf %130, %132 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %135 = vector.shape_cast %134 : vector<512x128xf32> to vector<512x128xf32>
        %136 = vector.shape_cast %133 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %136 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %138 = vector.shape_cast %137 : vector<512x128xf32> to vector<512x128xf32>
        %139 = vector.shape_cast %109 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %139 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %98 = vector.shape_cast %97 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %99 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg14[%99, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %101 = vector.shape_cast %100 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %102 = tpu.matmul %98, %101, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %103 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x1024xf32>
        %104 = arith.mulf %102, %103 : vector<512x1024xf32>
        %c512_i32 = arith.constant 512 : i32
        %105 = arith.muli %3, %c512_i32 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %106 = arith.muli %71, %c1024_i32 : i32
        %107 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %108 = tpu.iota {dimensions = array<i32: 1>} : vector<1x1024xi32>
        %109 = arith.subi %106, %105 : i32
        %110 = vector.broadcast %108 : vector<1x1024xi32> to vector<512x1024xi32>
        %111 = vector.broadcast %107 : vector<512x1xi32> to vector<512x1024xi32>
        %112 = arith.subi %110, %111 : vector<512x1024xi32>
        %c0_i32 = arith.constant 0 : i32
        %113 = arith.subi %c0_i32, %109 : i32
        %114 = vector.broadcast %113 : i32 to vector<512x1024xi32>
        %115 = arith.cmpi sle, %112, %114 : vector<512x1024xi32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %116 = vector.broadcast %cst_xbef082 : f32 to vector<512x1024xf32>
        %117 = arith.select %115, %104, %116 : vector<512x1024xi1>, vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %119 = vector.multi_reduction <maximumf>, %117, %cst_x2e5559 [1] : vector<512x1024xf32> to vector<512xf32>
        %120 = vector.shape_cast %119 : vector<512xf32> to vector<512x1xf32>
        %121 = vector.broadcast %120 : vector<512x1xf32> to vector<512x128xf32>
        %122 = arith.maximumf %118, %121 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %123 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %124 = arith.maximumf %122, %123 : vector<512x128xf32>
        %125 = tpu.concatenate %124, %124, %124, %124, %124, %124, %124, %124 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x1024xf32>
        %126 = arith.subf %117, %125 : vector<512x1024xf32>
        %127 = math.exp2 %126 : vector<512x1024xf32>
        %128 = arith.subf %118, %124 : vector<512x128xf32>
        %129 = math.exp2 %128 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %131 = arith.mulf %129, %130 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %132 = vector.multi_reduction <add>, %127, %cst_x8e9b0a [1] : vector<512x1024xf32> to vector<512xf32>
        %133 = vector.shape_cast %132 : vector<512xf32> to vector<512x1xf32>
        %134 = vector.broadcast %133 : vector<512x1xf32> to vector<512x128xf32>
        %135 = arith.addf %131, %134 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %137 = vector.shape_cast %136 : vector<512x128xf32> to vector<512x128xf32>
        %138 = vector.shape_cast %135 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %138 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %139 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %arg15[%139, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %141 = vector.shape_cast %140 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %143 = arith.mulf %129, %142 : vector<512x128xf32>
        %144 = arith.truncf %127 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %145 = tpu.matmul %144, %141, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %146 = arith.addf %143, %145 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %147 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %148 = vector.shape_cast %147 : vector<512x128xf32> to vector<512x128xf32>
        %149 = vector.shape_cast %146 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %149 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %150 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %151 = vector.shape_cast %150 : vector<512x128xf32> to vector<512x128xf32>
        %152 = vector.shape_cast %122 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %152 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %96 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %61, %63, %96 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %27 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %28 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %29 = arith.cmpf ogt, %27, %28 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %31 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %32 = arith.select %29, %27, %31 : vector<512x128xi1>, vector<512x128xf32>
    %33 = arith.divf %30, %32 : vector<512x128xf32>
    %34 = arith.truncf %33 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %35 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %36 = vector.shape_cast %35 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %37 = vector.shape_cast %34 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %37 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %38 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %39 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %40 = arith.select %29, %27, %39 : vector<512x128xi1>, vector<512x128xf32>
    %41 = math.log %40 : vector<512x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %42 = math.log %cst_x481f63 : f32
    %43 = vector.broadcast %42 : f32 to vector<512x128xf32>
    %44 = arith.divf %41, %43 : vector<512x128xf32>
    %45 = arith.addf %38, %44 : vector<512x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %46 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x128xf32>
    %47 = arith.divf %45, %46 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %48 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %49 = arith.select %29, %47, %48 : vector<512x128xi1>, vector<512x128xf32>
    %50 = tpu.transpose %49, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %51 = vector.extract_strided_slice %50 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %52 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %53 = vector.shape_cast %52 : vector<1x1x512xf32> to vector<1x512xf32>
    %54 = vector.shape_cast %51 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %54 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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

// ---- kernel sparse_cli_dq sha256:dda7857559605d6ae36eb205df3dd83fd0c3563bf4ba5969502375473b525bfd
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg12: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 64>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %0, %c64_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %6 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    %7 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %7 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %8 = arith.index_cast %arg1 : i32 to index
    %9 = memref.load %arg2[%8] : memref<65xi8, #tpu.memory_space<smem>>
    %10 = arith.extsi %9 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %11 = arith.addi %arg1, %c1_i32 : i32
    %12 = arith.index_cast %11 : i32 to index
    %13 = memref.load %arg2[%12] : memref<65xi8, #tpu.memory_space<smem>>
    %14 = arith.extsi %13 : i8 to i32
    %15 = arith.cmpi slt, %10, %14 : i32
    %16 = arith.extui %15 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32 : i32
    scf.if %17 {
      %c0_i32 = arith.constant 0 : i32
      %24 = arith.addi %2, %c0_i32 : i32
      %25 = arith.index_cast %10 : i32 to index
      %26 = memref.load %arg3[%25] : memref<127xi8, #tpu.memory_space<smem>>
      %27 = arith.extsi %26 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %28 = arith.addi %27, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %29 = arith.divsi %24, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %30 = arith.muli %28, %c512_i32 : i32
      %31 = tpu.assume_multiple %30, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %32 = arith.divsi %24, %c4_i32 : i32
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
      %37 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %38 = tpu.memref_squeeze %37 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %39 = tpu.memref_slice %arg10[%29, %31, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %40 = tpu.memref_squeeze %39 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%40 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%38 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%36 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %41 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %42 = tpu.memref_squeeze %41 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %43 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %44 = tpu.memref_squeeze %43 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %45 = tpu.memref_slice %arg11[%32, %34, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %46 = tpu.memref_squeeze %45 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%46 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%44 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%42 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %26 = memref.load %arg4[%25] : memref<127xi8, #tpu.memory_space<smem>>
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
        %68 = memref.load %arg3[%67] : memref<127xi8, #tpu.memory_space<smem>>
        %69 = arith.extsi %68 : i8 to i32
        %70 = arith.addi %69, %32 : i32
        %c1_i32 = arith.constant 1 : i32
        %71 = arith.subi %c1_i32, %arg19 : i32
        %c4_i32 = arith.constant 4 : i32
        %72 = arith.divsi %66, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %73 = arith.muli %70, %c512_i32 : i32
        %74 = tpu.assume_multiple %73, 512 : i32
        %c4_i32 = arith.constant 4 : i32
        %75 = arith.divsi %66, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %76 = arith.muli %70, %c512_i32 : i32
        %77 = tpu.assume_multiple %76, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %78 = tpu.memref_slice %arg16[%71, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg14[%71, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %81 = tpu.memref_squeeze %80 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg10[%72, %74, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %83 = tpu.memref_squeeze %82 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%83 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%81 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %84 = tpu.memref_slice %arg16[%71, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg15[%71, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg11[%75, %77, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%89 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%87 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %2, %c0_i32 : i32
      %37 = arith.index_cast %arg17 : i32 to index
      %38 = memref.load %arg3[%37] : memref<127xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.addi %39, %arg18 : i32
      %c4_i32 = arith.constant 4 : i32
      %41 = arith.divsi %36, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %40, %c512_i32 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %44 = arith.divsi %36, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %45 = arith.muli %40, %c512_i32 : i32
      %46 = tpu.assume_multiple %45, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %48 = tpu.memref_squeeze %47 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %50 = tpu.memref_squeeze %49 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg10[%41, %43, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%48 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%52 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%50 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %53 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %54 = tpu.memref_squeeze %53 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg11[%44, %46, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%54 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%58 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%56 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %59 = arith.index_cast %arg17 : i32 to index
      %60 = memref.load %arg5[%59] : memref<127xi8, #tpu.memory_space<smem>>
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
        %67 = vector.load %arg14[%66, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %68 = vector.shape_cast %67 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %69 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %70 = vector.shape_cast %69 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %71 = tpu.matmul %70, %68, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %72 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %73 = arith.mulf %71, %72 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %74 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %75 = vector.shape_cast %74 : vector<1x1x512xf32> to vector<512xf32>
        %76 = vector.shape_cast %75 : vector<512xf32> to vector<512x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %77 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x1xf32>
        %78 = arith.mulf %76, %77 : vector<512x1xf32>
        %79 = vector.broadcast %78 : vector<512x1xf32> to vector<512x512xf32>
        %80 = arith.subf %73, %79 : vector<512x512xf32>
        %81 = math.exp2 %80 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %83 = vector.shape_cast %82 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %84 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg15[%84, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %86 = vector.shape_cast %85 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %87 = tpu.matmul %83, %86, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %88 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %89 = vector.shape_cast %88 : vector<1x1x512xf32> to vector<512xf32>
        %90 = vector.shape_cast %89 : vector<512xf32> to vector<512x1xf32>
        %91 = vector.broadcast %90 : vector<512x1xf32> to vector<512x512xf32>
        %92 = arith.subf %87, %91 : vector<512x512xf32>
        %93 = arith.mulf %81, %92 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %95 = arith.truncf %93 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %96 = tpu.matmul %95, %68, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %97 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %98 = arith.mulf %96, %97 : vector<512x128xf32>
        %99 = arith.addf %94, %98 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %101 = vector.shape_cast %100 : vector<512x128xf32> to vector<512x128xf32>
        %102 = vector.shape_cast %99 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %102 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %66 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %67 = vector.load %arg14[%66, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %68 = vector.shape_cast %67 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %69 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %70 = vector.shape_cast %69 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %71 = tpu.matmul %70, %68, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %72 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %73 = arith.mulf %71, %72 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %74 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %75 = arith.muli %40, %c512_i32 : i32
        %76 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %77 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %78 = arith.subi %75, %74 : i32
        %79 = vector.broadcast %77 : vector<1x512xi32> to vector<512x512xi32>
        %80 = vector.broadcast %76 : vector<512x1xi32> to vector<512x512xi32>
        %81 = arith.subi %79, %80 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %82 = arith.subi %c0_i32, %78 : i32
        %83 = vector.broadcast %82 : i32 to vector<512x512xi32>
        %84 = arith.cmpi sle, %81, %83 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %86 = vector.shape_cast %85 : vector<1x1x512xf32> to vector<512xf32>
        %87 = vector.shape_cast %86 : vector<512xf32> to vector<512x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %88 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x1xf32>
        %89 = arith.mulf %87, %88 : vector<512x1xf32>
        %90 = vector.broadcast %89 : vector<512x1xf32> to vector<512x512xf32>
        %91 = arith.subf %73, %90 : vector<512x512xf32>
        %92 = math.exp2 %91 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %93 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %94 = arith.select %84, %92, %93 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %97 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg15[%97, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %100 = tpu.matmul %96, %99, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %102 = vector.shape_cast %101 : vector<1x1x512xf32> to vector<512xf32>
        %103 = vector.shape_cast %102 : vector<512xf32> to vector<512x1xf32>
        %104 = vector.broadcast %103 : vector<512x1xf32> to vector<512x512xf32>
        %105 = arith.subf %100, %104 : vector<512x512xf32>
        %106 = arith.mulf %94, %105 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %108 = arith.truncf %106 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %109 = tpu.matmul %108, %68, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %110 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %111 = arith.mulf %109, %110 : vector<512x128xf32>
        %112 = arith.addf %107, %111 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %114 = vector.shape_cast %113 : vector<512x128xf32> to vector<512x128xf32>
        %115 = vector.shape_cast %112 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %115 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %65 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %30, %32, %65 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %19 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %20 = arith.truncf %19 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %21 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %22 = vector.shape_cast %21 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %23 = vector.shape_cast %20 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %23 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
}

// ---- kernel sparse_cli_dkv sha256:cfe459423027e181362094a68330f61d1fafbc01a678ab0bd519dd0f35f29615
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>, %arg6: memref<126xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<32x32768x128xbf16, #tpu.memory_space<any>>, %arg10: memref<32x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<32x1x32768xf32, #tpu.memory_space<any>>, %arg12: memref<32x1x32768xf32, #tpu.memory_space<any>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg17: memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, %arg19: memref<2x1x1024xf32, #tpu.memory_space<vmem>>, %arg20: memref<2x1x1024xf32, #tpu.memory_space<vmem>>, %arg21: memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 64, 4>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
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
      %23 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %24 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = vector.shape_cast %24 : vector<512x128xf32> to vector<512x128xf32>
      %26 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0, %c0], %26 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %27 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %28 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %29 = vector.shape_cast %28 : vector<512x128xf32> to vector<512x128xf32>
      %30 = vector.shape_cast %27 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0, %c0], %30 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
    %19 = arith.cmpi ne, %18, %c0_i32 : i32
    scf.if %19 {
      %c0_i32 = arith.constant 0 : i32
      %23 = arith.addi %4, %c0_i32 : i32
      %24 = arith.index_cast %12 : i32 to index
      %25 = memref.load %arg4[%24] : memref<126xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %27 = arith.addi %26, %c0_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %28 = arith.muli %27, %c1024_i32 : i32
      %29 = tpu.assume_multiple %28, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %30 = arith.muli %27, %c1024_i32 : i32
      %31 = tpu.assume_multiple %30, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %32 = arith.muli %27, %c1024_i32 : i32
      %33 = tpu.assume_multiple %32, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %34 = arith.muli %27, %c1024_i32 : i32
      %35 = tpu.assume_multiple %34, 1024 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %36 = tpu.memref_slice %arg21[%c0_i32, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %37 = tpu.memref_squeeze %36 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %38 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %39 = tpu.memref_squeeze %38 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %40 = tpu.memref_slice %arg9[%23, %29, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %41 = tpu.memref_squeeze %40 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%41 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%39 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%37 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %42 = tpu.memref_slice %arg21[%c0_i32, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %43 = tpu.memref_squeeze %42 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %44 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %45 = tpu.memref_squeeze %44 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg10[%23, %31, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %47 = tpu.memref_squeeze %46 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%47 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%45 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%43 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %48 = tpu.memref_slice %arg21[%c0_i32, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %49 = tpu.memref_squeeze %48 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
      %51 = tpu.memref_squeeze %50 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg11[%23, %c0_i32, %33] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
      %53 = tpu.memref_squeeze %52 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%53 : memref<1x1024xf32, #tpu.memory_space<any>>) target(%51 : memref<1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%49 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %54 = tpu.memref_slice %arg21[%c0_i32, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
      %57 = tpu.memref_squeeze %56 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg12[%23, %c0_i32, %35] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%59 : memref<1x1024xf32, #tpu.memory_space<any>>) target(%57 : memref<1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%55 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %25 = memref.load %arg5[%24] : memref<126xi8, #tpu.memory_space<smem>>
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
        %81 = memref.load %arg4[%80] : memref<126xi8, #tpu.memory_space<smem>>
        %82 = arith.extsi %81 : i8 to i32
        %83 = arith.addi %82, %31 : i32
        %c1_i32 = arith.constant 1 : i32
        %84 = arith.subi %c1_i32, %arg24 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %85 = arith.muli %83, %c1024_i32 : i32
        %86 = tpu.assume_multiple %85, 1024 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %87 = arith.muli %83, %c1024_i32 : i32
        %88 = tpu.assume_multiple %87, 1024 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %89 = arith.muli %83, %c1024_i32 : i32
        %90 = tpu.assume_multiple %89, 1024 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %91 = arith.muli %83, %c1024_i32 : i32
        %92 = tpu.assume_multiple %91, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg21[%84, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %95 = tpu.memref_slice %arg17[%84, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %96 = tpu.memref_squeeze %95 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg9[%79, %86, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %98 = tpu.memref_squeeze %97 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%98 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%96 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %99 = tpu.memref_slice %arg21[%84, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %100 = tpu.memref_squeeze %99 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg18[%84, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %102 = tpu.memref_squeeze %101 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %103 = tpu.memref_slice %arg10[%79, %88, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %104 = tpu.memref_squeeze %103 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%104 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%102 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%100 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %105 = tpu.memref_slice %arg21[%84, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %106 = tpu.memref_squeeze %105 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg19[%84, %c0_i32, %c0_i32] : memref<2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
        %108 = tpu.memref_squeeze %107 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %109 = tpu.memref_slice %arg11[%79, %c0_i32, %90] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
        %110 = tpu.memref_squeeze %109 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%110 : memref<1x1024xf32, #tpu.memory_space<any>>) target(%108 : memref<1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%106 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %111 = tpu.memref_slice %arg21[%84, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %112 = tpu.memref_squeeze %111 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %113 = tpu.memref_slice %arg20[%84, %c0_i32, %c0_i32] : memref<2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
        %114 = tpu.memref_squeeze %113 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %115 = tpu.memref_slice %arg12[%79, %c0_i32, %92] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
        %116 = tpu.memref_squeeze %115 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%116 : memref<1x1024xf32, #tpu.memory_space<any>>) target(%114 : memref<1x1024xf32, #tpu.memory_space<vmem>>) target_semaphore(%112 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %35 = arith.addi %4, %c0_i32 : i32
      %36 = arith.index_cast %arg22 : i32 to index
      %37 = memref.load %arg4[%36] : memref<126xi8, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i8 to i32
      %39 = arith.addi %38, %arg23 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %40 = arith.muli %39, %c1024_i32 : i32
      %41 = tpu.assume_multiple %40, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %42 = arith.muli %39, %c1024_i32 : i32
      %43 = tpu.assume_multiple %42, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %44 = arith.muli %39, %c1024_i32 : i32
      %45 = tpu.assume_multiple %44, 1024 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %46 = arith.muli %39, %c1024_i32 : i32
      %47 = tpu.assume_multiple %46, 1024 : i32
      %c0_i32 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg21[%arg24, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %49 = tpu.memref_squeeze %48 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg17[%arg24, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %51 = tpu.memref_squeeze %50 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg9[%35, %41, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %53 = tpu.memref_squeeze %52 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%49 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%53 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%51 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %54 = tpu.memref_slice %arg21[%arg24, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %57 = tpu.memref_squeeze %56 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg10[%35, %43, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %59 = tpu.memref_squeeze %58 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%55 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%59 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%57 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %60 = tpu.memref_slice %arg21[%arg24, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg19[%arg24, %c0_i32, %c0_i32] : memref<2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg11[%35, %c0_i32, %45] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%65 : memref<1x1024xf32, #tpu.memory_space<any>>) dst(%63 : memref<1x1024xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %66 = tpu.memref_slice %arg21[%arg24, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg20[%arg24, %c0_i32, %c0_i32] : memref<2x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1x1024xf32, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x1024xf32, #tpu.memory_space<vmem>> -> memref<1x1024xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg12[%35, %c0_i32, %47] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x1024xf32, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x1024xf32, #tpu.memory_space<any>> -> memref<1x1024xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<1x1024xf32, #tpu.memory_space<any>>) dst(%69 : memref<1x1024xf32, #tpu.memory_space<vmem>>)
      %72 = arith.index_cast %arg22 : i32 to index
      %73 = memref.load %arg6[%72] : memref<126xi8, #tpu.memory_space<smem>>
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
        %80 = vector.load %arg17[%79, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %81 = vector.shape_cast %80 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %82 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg18[%82, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %84 = vector.shape_cast %83 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %86 = vector.shape_cast %85 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %87 = tpu.matmul %86, %81, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %88 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x1024xf32>
        %89 = arith.mulf %87, %88 : vector<512x1024xf32>
        %90 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %91 = vector.load %arg19[%90, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
        %92 = vector.shape_cast %91 : vector<1x1x1024xf32> to vector<1x1024xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %93 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x1024xf32>
        %94 = arith.mulf %92, %93 : vector<1x1024xf32>
        %95 = vector.broadcast %94 : vector<1x1024xf32> to vector<512x1024xf32>
        %96 = arith.subf %89, %95 : vector<512x1024xf32>
        %97 = math.exp2 %96 : vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %99 = arith.truncf %97 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %100 = tpu.matmul %99, %84, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %101 = arith.addf %98, %100 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %103 = vector.shape_cast %102 : vector<512x128xf32> to vector<512x128xf32>
        %104 = vector.shape_cast %101 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg16[%c0, %c0], %104 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %106 = vector.shape_cast %105 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %107 = tpu.matmul %106, %84, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %108 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg20[%108, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
        %110 = vector.shape_cast %109 : vector<1x1x1024xf32> to vector<1x1024xf32>
        %111 = vector.broadcast %110 : vector<1x1024xf32> to vector<512x1024xf32>
        %112 = arith.subf %107, %111 : vector<512x1024xf32>
        %113 = arith.mulf %97, %112 : vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %115 = arith.truncf %113 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %116 = tpu.matmul %115, %81, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %117 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %118 = arith.mulf %116, %117 : vector<512x128xf32>
        %119 = arith.addf %114, %118 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %121 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        %122 = vector.shape_cast %119 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %122 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %79 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg17[%79, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %81 = vector.shape_cast %80 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %82 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg18[%82, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %84 = vector.shape_cast %83 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %86 = vector.shape_cast %85 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %87 = tpu.matmul %86, %81, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %88 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x1024xf32>
        %89 = arith.mulf %87, %88 : vector<512x1024xf32>
        %c1024_i32 = arith.constant 1024 : i32
        %90 = arith.muli %39, %c1024_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %91 = arith.muli %7, %c512_i32 : i32
        %92 = tpu.iota {dimensions = array<i32: 1>} : vector<1x1024xi32>
        %93 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %94 = arith.subi %91, %90 : i32
        %95 = vector.broadcast %93 : vector<512x1xi32> to vector<512x1024xi32>
        %96 = vector.broadcast %92 : vector<1x1024xi32> to vector<512x1024xi32>
        %97 = arith.subi %95, %96 : vector<512x1024xi32>
        %c0_i32 = arith.constant 0 : i32
        %98 = arith.subi %c0_i32, %94 : i32
        %99 = vector.broadcast %98 : i32 to vector<512x1024xi32>
        %100 = arith.cmpi sle, %97, %99 : vector<512x1024xi32>
        %101 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg19[%101, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
        %103 = vector.shape_cast %102 : vector<1x1x1024xf32> to vector<1x1024xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %104 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x1024xf32>
        %105 = arith.mulf %103, %104 : vector<1x1024xf32>
        %106 = vector.broadcast %105 : vector<1x1024xf32> to vector<512x1024xf32>
        %107 = arith.subf %89, %106 : vector<512x1024xf32>
        %108 = math.exp2 %107 : vector<512x1024xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %109 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x1024xf32>
        %110 = arith.select %100, %108, %109 : vector<512x1024xi1>, vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %112 = arith.truncf %110 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %113 = tpu.matmul %112, %84, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %114 = arith.addf %111, %113 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %116 = vector.shape_cast %115 : vector<512x128xf32> to vector<512x128xf32>
        %117 = vector.shape_cast %114 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg16[%c0, %c0], %117 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %119 = vector.shape_cast %118 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %120 = tpu.matmul %119, %84, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %121 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg20[%121, %c0, %c0] : memref<2x1x1024xf32, #tpu.memory_space<vmem>>, vector<1x1x1024xf32>
        %123 = vector.shape_cast %122 : vector<1x1x1024xf32> to vector<1x1024xf32>
        %124 = vector.broadcast %123 : vector<1x1024xf32> to vector<512x1024xf32>
        %125 = arith.subf %120, %124 : vector<512x1024xf32>
        %126 = arith.mulf %110, %125 : vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %128 = arith.truncf %126 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %129 = tpu.matmul %128, %81, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %130 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %131 = arith.mulf %129, %130 : vector<512x128xf32>
        %132 = arith.addf %127, %131 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %134 = vector.shape_cast %133 : vector<512x128xf32> to vector<512x128xf32>
        %135 = vector.shape_cast %132 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %135 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %23 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %24 = arith.truncf %23 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %25 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %26 = vector.shape_cast %25 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %27 = vector.shape_cast %24 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg13[%c0, %c0, %c0], %27 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %28 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %29 = arith.truncf %28 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %30 = vector.load %arg14[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %31 = vector.shape_cast %30 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %32 = vector.shape_cast %29 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg14[%c0, %c0, %c0], %32 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
