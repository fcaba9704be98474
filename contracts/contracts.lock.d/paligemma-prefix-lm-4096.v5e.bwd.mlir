module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17xi8>, %arg1: tensor<32xi8>, %arg2: tensor<32xi8>, %arg3: tensor<32xi8>, %arg4: tensor<9xi8>, %arg5: tensor<13xi8>, %arg6: tensor<13xi8>, %arg7: tensor<13xi8>, %arg8: tensor<8x4096x256xbf16>, %arg9: tensor<1x4096x256xbf16>, %arg10: tensor<1x4096x256xbf16>) -> (tensor<8x4096x256xbf16> {jax.result_info = "result[0]"}, tensor<8x4096x256xbf16> {jax.result_info = "result[1][0]"}, tensor<1x4096x256xbf16> {jax.result_info = "result[1][1]"}, tensor<1x4096x256xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<8x4096x256xbf16>, tensor<i32>) -> tensor<8x4096x256xbf16>
    %1 = call @_pad_0(%arg9, %c) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:6a9e298b2a2fea0dc179a800fbc384a8eb77c481692a914c37f047d40ed513ed\22, \22cost_estimate\22: {\22bytes_accessed\22: 360710144, \22flops\22: 83751862272, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 81788928}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<32xi8>, tensor<32xi8>, tensor<32xi8>, tensor<8x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>) -> (tensor<8x4096x256xbf16>, tensor<8x1x4096xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<8x4096x256xbf16>) -> tensor<8x4096x256xf32>
    %5 = stablehlo.convert %3#0 : (tensor<8x4096x256xbf16>) -> tensor<8x4096x256xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<8x4096x256xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x4096x256xf32>, tensor<f32>) -> tensor<8x4096xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<8x4096xf32>) -> tensor<8x1x4096xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:82f1e79af5e02c907f147807e4da7fe5ed04b8a5133c719455be1ff0bc5a1f07\22, \22cost_estimate\22: {\22bytes_accessed\22: 377487360, \22flops\22: 125627793408, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 81788928}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<32xi8>, tensor<32xi8>, tensor<32xi8>, tensor<8x4096x256xbf16>, tensor<8x4096x256xbf16>, tensor<8x1x4096xf32>, tensor<8x1x4096xf32>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>) -> tensor<8x4096x256xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:308a7983d41f23bf4b426fee450a5fd27ec837b55367e0d62eb0b61d96243906\22, \22cost_estimate\22: {\22bytes_accessed\22: 171966464, \22flops\22: 167503724544, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 81788928}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<9xi8>, tensor<13xi8>, tensor<13xi8>, tensor<13xi8>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<8x4096x256xbf16>, tensor<8x4096x256xbf16>, tensor<8x1x4096xf32>, tensor<8x1x4096xf32>) -> (tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>)
    %11 = call @_pad_1(%10#1) : (tensor<1x4096x256xbf16>) -> tensor<1x4096x256xbf16>
    %12 = call @_pad_1(%10#0) : (tensor<1x4096x256xbf16>) -> tensor<1x4096x256xbf16>
    %13 = call @_pad_2(%9) : (tensor<8x4096x256xbf16>) -> tensor<8x4096x256xbf16>
    return %3#0, %13, %12, %11 : tensor<8x4096x256xbf16>, tensor<8x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>
  }
  func.func private @_pad(%arg0: tensor<8x4096x256xbf16>, %arg1: tensor<i32>) -> tensor<8x4096x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x4096x256xbf16>, tensor<bf16>) -> tensor<8x4096x256xbf16>
    return %1 : tensor<8x4096x256xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<1x4096x256xbf16>, %arg1: tensor<i32>) -> tensor<1x4096x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x4096x256xbf16>, tensor<bf16>) -> tensor<1x4096x256xbf16>
    return %1 : tensor<1x4096x256xbf16>
  }
  func.func private @_pad_1(%arg0: tensor<1x4096x256xbf16>) -> tensor<1x4096x256xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x4096x256xbf16>, tensor<bf16>) -> tensor<1x4096x256xbf16>
    %1 = stablehlo.slice %0 [0:1, 0:4096, 0:256] : (tensor<1x4096x256xbf16>) -> tensor<1x4096x256xbf16>
    return %1 : tensor<1x4096x256xbf16>
  }
  func.func private @_pad_2(%arg0: tensor<8x4096x256xbf16>) -> tensor<8x4096x256xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x4096x256xbf16>, tensor<bf16>) -> tensor<8x4096x256xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:4096, 0:256] : (tensor<8x4096x256xbf16>) -> tensor<8x4096x256xbf16>
    return %1 : tensor<8x4096x256xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:6a9e298b2a2fea0dc179a800fbc384a8eb77c481692a914c37f047d40ed513ed
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>, %arg6: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x256xf32, #tpu.memory_space<vmem>>, %arg11: memref<256x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<256x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<256x256xf32, #tpu.memory_space<vmem>>, %arg14: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 16>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 256, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 1, 4096, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_2, window_bounds = array<i64: 1, 4096, 256>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 256, 256>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 256>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c16_i32 = arith.constant 16 : i32
    %3 = arith.remsi %0, %c16_i32 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %4 = vector.broadcast %cst_xbef082 : f32 to vector<256x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %6 = vector.shape_cast %5 : vector<256x128xf32> to vector<256x128xf32>
    %7 = vector.shape_cast %4 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %7 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg12[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %10 = vector.shape_cast %9 : vector<256x128xf32> to vector<256x128xf32>
    %11 = vector.shape_cast %8 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %11 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %12 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x256xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
    %14 = vector.shape_cast %13 : vector<256x256xf32> to vector<256x256xf32>
    %15 = vector.shape_cast %12 : vector<256x256xf32> to vector<256x256xf32>
    tpu.vector_store %arg13[%c0, %c0], %15 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
    %16 = arith.index_cast %arg1 : i32 to index
    %17 = memref.load %arg2[%16] : memref<17xi8, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<17xi8, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %23:2 = scf.while (%arg15 = %18, %arg16 = %c0_i32) : (i32, i32) -> (i32, i32) {
      %53 = arith.cmpi slt, %arg15, %22 : i32
      scf.condition(%53) %arg15, %arg16 : i32, i32
    } do {
    ^bb0(%arg15: i32, %arg16: i32):
      %53 = arith.index_cast %arg15 : i32 to index
      %54 = memref.load %arg5[%53] : memref<32xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %56 = arith.cmpi eq, %55, %c2_i32 : i32
      %57 = arith.extui %56 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %58 = arith.cmpi ne, %57, %c0_i32 : i32
      %59:2 = scf.if %58 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %60 = arith.addi %2, %c0_i32 : i32
        %61 = arith.index_cast %arg15 : i32 to index
        %62 = memref.load %arg3[%61] : memref<32xi8, #tpu.memory_space<smem>>
        %63 = arith.extsi %62 : i8 to i32
        %64 = arith.addi %63, %arg16 : i32
        %c8_i32 = arith.constant 8 : i32
        %65 = arith.divsi %60, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %66 = arith.muli %64, %c512_i32 : i32
        %67 = tpu.assume_multiple %66, 512 : i32
        %c8_i32 = arith.constant 8 : i32
        %68 = arith.divsi %60, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %69 = arith.muli %64, %c512_i32 : i32
        %70 = tpu.assume_multiple %69, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %71 = vector.load %arg6[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %72 = vector.shape_cast %71 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %73 = arith.index_cast %65 : i32 to index
        %74 = arith.index_cast %67 : i32 to index
        %c0 = arith.constant 0 : index
        %75 = vector.load %arg7[%73, %74, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %76 = vector.shape_cast %75 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %77 = tpu.matmul %72, %76, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %78 = vector.broadcast %cst_x82fafc : f32 to vector<256x512xf32>
        %79 = arith.mulf %77, %78 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %cst_xe8bd18 = arith.constant dense<0xFF800000> : vector<256xf32>
        %81 = vector.multi_reduction <maximumf>, %79, %cst_xe8bd18 [1] : vector<256x512xf32> to vector<256xf32>
        %82 = vector.shape_cast %81 : vector<256xf32> to vector<256x1xf32>
        %83 = vector.broadcast %82 : vector<256x1xf32> to vector<256x128xf32>
        %84 = arith.maximumf %80, %83 : vector<256x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %85 = vector.broadcast %cst_x72b973 : f32 to vector<256x128xf32>
        %86 = arith.maximumf %84, %85 : vector<256x128xf32>
        %87 = tpu.concatenate %86, %86, %86, %86 in 1 : vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32> -> vector<256x512xf32>
        %88 = arith.subf %79, %87 : vector<256x512xf32>
        %89 = math.exp2 %88 : vector<256x512xf32>
        %90 = arith.subf %80, %86 : vector<256x128xf32>
        %91 = math.exp2 %90 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg12[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %93 = arith.mulf %91, %92 : vector<256x128xf32>
        %cst_x61647b = arith.constant dense<0.000000e+00> : vector<256xf32>
        %94 = vector.multi_reduction <add>, %89, %cst_x61647b [1] : vector<256x512xf32> to vector<256xf32>
        %95 = vector.shape_cast %94 : vector<256xf32> to vector<256x1xf32>
        %96 = vector.broadcast %95 : vector<256x1xf32> to vector<256x128xf32>
        %97 = arith.addf %93, %96 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg12[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %99 = vector.shape_cast %98 : vector<256x128xf32> to vector<256x128xf32>
        %100 = vector.shape_cast %97 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %100 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %101 = arith.index_cast %68 : i32 to index
        %102 = arith.index_cast %70 : i32 to index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg8[%101, %102, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %104 = vector.shape_cast %103 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %105 = tpu.concatenate %91, %91 in 1 : vector<256x128xf32>, vector<256x128xf32> -> vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %107 = arith.mulf %105, %106 : vector<256x256xf32>
        %108 = arith.truncf %89 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd937c0 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
        %109 = tpu.matmul %108, %104, %cst_xd937c0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x256xbf16>, vector<256x256xf32> -> vector<256x256xf32>
        %110 = arith.addf %107, %109 : vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %112 = vector.shape_cast %111 : vector<256x256xf32> to vector<256x256xf32>
        %113 = vector.shape_cast %110 : vector<256x256xf32> to vector<256x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %113 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %115 = vector.shape_cast %114 : vector<256x128xf32> to vector<256x128xf32>
        %116 = vector.shape_cast %84 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %116 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %117 = arith.addi %arg16, %c1_i32 : i32
        %c31_i32 = arith.constant 31 : i32
        %118 = arith.minsi %arg15, %c31_i32 : i32
        %119 = arith.index_cast %118 : i32 to index
        %120 = memref.load %arg4[%119] : memref<32xi8, #tpu.memory_space<smem>>
        %121 = arith.extsi %120 : i8 to i32
        %122 = arith.cmpi sge, %117, %121 : i32
        %c1_i32 = arith.constant 1 : i32
        %123 = arith.addi %arg15, %c1_i32 : i32
        %124 = arith.select %122, %123, %arg15 : i32
        %c1_i32 = arith.constant 1 : i32
        %125 = arith.addi %arg16, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %126 = arith.select %122, %c0_i32, %125 : i32
        scf.yield %124, %126 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %60 = arith.addi %2, %c0_i32 : i32
        %61 = arith.index_cast %arg15 : i32 to index
        %62 = memref.load %arg3[%61] : memref<32xi8, #tpu.memory_space<smem>>
        %63 = arith.extsi %62 : i8 to i32
        %64 = arith.addi %63, %arg16 : i32
        %c8_i32 = arith.constant 8 : i32
        %65 = arith.divsi %60, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %66 = arith.muli %64, %c512_i32 : i32
        %67 = tpu.assume_multiple %66, 512 : i32
        %c8_i32 = arith.constant 8 : i32
        %68 = arith.divsi %60, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %69 = arith.muli %64, %c512_i32 : i32
        %70 = tpu.assume_multiple %69, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %71 = vector.load %arg6[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %72 = vector.shape_cast %71 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %73 = arith.index_cast %65 : i32 to index
        %74 = arith.index_cast %67 : i32 to index
        %c0 = arith.constant 0 : index
        %75 = vector.load %arg7[%73, %74, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %76 = vector.shape_cast %75 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %77 = tpu.matmul %72, %76, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %78 = vector.broadcast %cst_x82fafc : f32 to vector<256x512xf32>
        %79 = arith.mulf %77, %78 : vector<256x512xf32>
        %c256_i32 = arith.constant 256 : i32
        %80 = arith.muli %3, %c256_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %81 = arith.muli %64, %c512_i32 : i32
        %82 = tpu.iota {dimensions = array<i32: 0>} : vector<256x1xi32>
        %83 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %84 = vector.broadcast %80 : i32 to vector<256x1xi32>
        %85 = arith.addi %84, %82 : vector<256x1xi32>
        %86 = vector.broadcast %81 : i32 to vector<1x512xi32>
        %87 = arith.addi %86, %83 : vector<1x512xi32>
        %88 = vector.broadcast %87 : vector<1x512xi32> to vector<256x512xi32>
        %89 = vector.broadcast %85 : vector<256x1xi32> to vector<256x512xi32>
        %90 = arith.cmpi sle, %88, %89 : vector<256x512xi32>
        %c1280_i32 = arith.constant 1280 : i32
        %91 = vector.broadcast %c1280_i32 : i32 to vector<1x512xi32>
        %92 = arith.cmpi slt, %87, %91 : vector<1x512xi32>
        %93 = vector.broadcast %92 : vector<1x512xi1> to vector<256x512xi1>
        %94 = arith.ori %90, %93 : vector<256x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %95 = vector.broadcast %cst_xbef082 : f32 to vector<256x512xf32>
        %96 = arith.select %94, %79, %95 : vector<256x512xi1>, vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %cst_xe8bd18 = arith.constant dense<0xFF800000> : vector<256xf32>
        %98 = vector.multi_reduction <maximumf>, %96, %cst_xe8bd18 [1] : vector<256x512xf32> to vector<256xf32>
        %99 = vector.shape_cast %98 : vector<256xf32> to vector<256x1xf32>
        %100 = vector.broadcast %99 : vector<256x1xf32> to vector<256x128xf32>
        %101 = arith.maximumf %97, %100 : vector<256x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %102 = vector.broadcast %cst_x72b973 : f32 to vector<256x128xf32>
        %103 = arith.maximumf %101, %102 : vector<256x128xf32>
        %104 = tpu.concatenate %103, %103, %103, %103 in 1 : vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32> -> vector<256x512xf32>
        %105 = arith.subf %96, %104 : vector<256x512xf32>
        %106 = math.exp2 %105 : vector<256x512xf32>
        %107 = arith.subf %97, %103 : vector<256x128xf32>
        %108 = math.exp2 %107 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg12[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %110 = arith.mulf %108, %109 : vector<256x128xf32>
        %cst_x61647b = arith.constant dense<0.000000e+00> : vector<256xf32>
        %111 = vector.multi_reduction <add>, %106, %cst_x61647b [1] : vector<256x512xf32> to vector<256xf32>
        %112 = vector.shape_cast %111 : vector<256xf32> to vector<256x1xf32>
        %113 = vector.broadcast %112 : vector<256x1xf32> to vector<256x128xf32>
        %114 = arith.addf %110, %113 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg12[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %116 = vector.shape_cast %115 : vector<256x128xf32> to vector<256x128xf32>
        %117 = vector.shape_cast %114 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %117 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %118 = arith.index_cast %68 : i32 to index
        %119 = arith.index_cast %70 : i32 to index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg8[%118, %119, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %121 = vector.shape_cast %120 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %122 = tpu.concatenate %108, %108 in 1 : vector<256x128xf32>, vector<256x128xf32> -> vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %124 = arith.mulf %122, %123 : vector<256x256xf32>
        %125 = arith.truncf %106 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd937c0 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
        %126 = tpu.matmul %125, %121, %cst_xd937c0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x256xbf16>, vector<256x256xf32> -> vector<256x256xf32>
        %127 = arith.addf %124, %126 : vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %129 = vector.shape_cast %128 : vector<256x256xf32> to vector<256x256xf32>
        %130 = vector.shape_cast %127 : vector<256x256xf32> to vector<256x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %130 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %132 = vector.shape_cast %131 : vector<256x128xf32> to vector<256x128xf32>
        %133 = vector.shape_cast %101 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %133 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %134 = arith.addi %arg16, %c1_i32 : i32
        %c31_i32 = arith.constant 31 : i32
        %135 = arith.minsi %arg15, %c31_i32 : i32
        %136 = arith.index_cast %135 : i32 to index
        %137 = memref.load %arg4[%136] : memref<32xi8, #tpu.memory_space<smem>>
        %138 = arith.extsi %137 : i8 to i32
        %139 = arith.cmpi sge, %134, %138 : i32
        %c1_i32 = arith.constant 1 : i32
        %140 = arith.addi %arg15, %c1_i32 : i32
        %141 = arith.select %139, %140, %arg15 : i32
        %c1_i32 = arith.constant 1 : i32
        %142 = arith.addi %arg16, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %143 = arith.select %139, %c0_i32, %142 : i32
        scf.yield %141, %143 : i32, i32
      }
      scf.yield %59#0, %59#1 : i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %24 = vector.load %arg12[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %25 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x128xf32>
    %26 = arith.cmpf ogt, %24, %25 : vector<256x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %27 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %28 = vector.broadcast %cst_x65a06e : f32 to vector<256x128xf32>
    %29 = arith.select %26, %24, %28 : vector<256x128xi1>, vector<256x128xf32>
    %30 = tpu.concatenate %29, %29 in 1 : vector<256x128xf32>, vector<256x128xf32> -> vector<256x256xf32>
    %31 = arith.divf %27, %30 : vector<256x256xf32>
    %32 = arith.truncf %31 : vector<256x256xf32> to vector<256x256xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %33 = vector.load %arg9[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
    %34 = vector.shape_cast %33 : vector<1x256x256xbf16> to vector<256x256xbf16>
    %35 = vector.shape_cast %32 : vector<256x256xbf16> to vector<1x256x256xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %35 {strides = array<i32>} : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %36 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %37 = vector.broadcast %cst_x65a06e : f32 to vector<256x128xf32>
    %38 = arith.select %26, %24, %37 : vector<256x128xi1>, vector<256x128xf32>
    %39 = math.log %38 : vector<256x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %40 = math.log %cst_x481f63 : f32
    %41 = vector.broadcast %40 : f32 to vector<256x128xf32>
    %42 = arith.divf %39, %41 : vector<256x128xf32>
    %43 = arith.addf %36, %42 : vector<256x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %44 = vector.broadcast %cst_x3f8ad7 : f32 to vector<256x128xf32>
    %45 = arith.divf %43, %44 : vector<256x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %46 = vector.broadcast %cst_xbef082 : f32 to vector<256x128xf32>
    %47 = arith.select %26, %45, %46 : vector<256x128xi1>, vector<256x128xf32>
    %48 = tpu.transpose %47, [1, 0] : vector<256x128xf32> -> vector<128x256xf32>
    %49 = vector.extract_strided_slice %48 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<128x256xf32> to vector<1x256xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %50 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
    %51 = vector.shape_cast %50 : vector<1x1x256xf32> to vector<1x256xf32>
    %52 = vector.shape_cast %49 : vector<1x256xf32> to vector<1x1x256xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %52 {strides = array<i32>} : memref<1x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dq sha256:82f1e79af5e02c907f147807e4da7fe5ed04b8a5133c719455be1ff0bc5a1f07
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>, %arg6: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x256xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x256xf32, #tpu.memory_space<vmem>>, %arg10: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg12: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg13: memref<256x256xf32, #tpu.memory_space<vmem>>, %arg14: memref<256x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<256x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 16>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 256, 256>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 256, 256>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 256>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_4, window_bounds = array<i64: 1, 4096, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_5, window_bounds = array<i64: 1, 4096, 256>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 256, 256>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c16_i32 = arith.constant 16 : i32
    %3 = arith.remsi %0, %c16_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x256xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
    %6 = vector.shape_cast %5 : vector<256x256xf32> to vector<256x256xf32>
    %7 = vector.shape_cast %4 : vector<256x256xf32> to vector<256x256xf32>
    tpu.vector_store %arg13[%c0, %c0], %7 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
    %9 = vector.shape_cast %8 : vector<1x1x256xf32> to vector<1x256xf32>
    %10 = vector.shape_cast %9 : vector<1x256xf32> to vector<1x256xf32>
    %11 = vector.broadcast %10 : vector<1x256xf32> to vector<128x256xf32>
    %12 = tpu.transpose %11, [1, 0] : vector<128x256xf32> -> vector<256x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg14[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %14 = vector.shape_cast %13 : vector<256x128xf32> to vector<256x128xf32>
    %15 = vector.shape_cast %12 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %15 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %16 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
    %17 = vector.shape_cast %16 : vector<1x1x256xf32> to vector<1x256xf32>
    %18 = vector.shape_cast %17 : vector<1x256xf32> to vector<1x256xf32>
    %19 = vector.broadcast %18 : vector<1x256xf32> to vector<128x256xf32>
    %20 = tpu.transpose %19, [1, 0] : vector<128x256xf32> -> vector<256x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %21 = vector.load %arg15[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %22 = vector.shape_cast %21 : vector<256x128xf32> to vector<256x128xf32>
    %23 = vector.shape_cast %20 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %23 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %24 = arith.index_cast %arg1 : i32 to index
    %25 = memref.load %arg2[%24] : memref<17xi8, #tpu.memory_space<smem>>
    %26 = arith.extsi %25 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %27 = arith.addi %arg1, %c1_i32 : i32
    %28 = arith.index_cast %27 : i32 to index
    %29 = memref.load %arg2[%28] : memref<17xi8, #tpu.memory_space<smem>>
    %30 = arith.extsi %29 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %31:2 = scf.while (%arg17 = %26, %arg18 = %c0_i32) : (i32, i32) -> (i32, i32) {
      %37 = arith.cmpi slt, %arg17, %30 : i32
      scf.condition(%37) %arg17, %arg18 : i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32):
      %37 = arith.index_cast %arg17 : i32 to index
      %38 = memref.load %arg5[%37] : memref<32xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %40 = arith.cmpi eq, %39, %c2_i32 : i32
      %41 = arith.extui %40 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %42 = arith.cmpi ne, %41, %c0_i32 : i32
      %43:2 = scf.if %42 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %44 = arith.addi %2, %c0_i32 : i32
        %45 = arith.index_cast %arg17 : i32 to index
        %46 = memref.load %arg3[%45] : memref<32xi8, #tpu.memory_space<smem>>
        %47 = arith.extsi %46 : i8 to i32
        %48 = arith.addi %47, %arg18 : i32
        %c8_i32 = arith.constant 8 : i32
        %49 = arith.divsi %44, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %50 = arith.muli %48, %c512_i32 : i32
        %51 = tpu.assume_multiple %50, 512 : i32
        %c8_i32 = arith.constant 8 : i32
        %52 = arith.divsi %44, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %53 = arith.muli %48, %c512_i32 : i32
        %54 = tpu.assume_multiple %53, 512 : i32
        %55 = arith.index_cast %49 : i32 to index
        %56 = arith.index_cast %51 : i32 to index
        %c0 = arith.constant 0 : index
        %57 = vector.load %arg10[%55, %56, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %58 = vector.shape_cast %57 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %59 = vector.load %arg6[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %60 = vector.shape_cast %59 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %61 = tpu.matmul %60, %58, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %62 = vector.broadcast %cst_x82fafc : f32 to vector<256x512xf32>
        %63 = arith.mulf %61, %62 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %64 = vector.load %arg14[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %65 = tpu.concatenate %64, %64, %64, %64 in 1 : vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32> -> vector<256x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %66 = vector.broadcast %cst_x3f8ad7 : f32 to vector<256x512xf32>
        %67 = arith.mulf %65, %66 : vector<256x512xf32>
        %68 = arith.subf %63, %67 : vector<256x512xf32>
        %69 = math.exp2 %68 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %70 = vector.load %arg7[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %71 = vector.shape_cast %70 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %72 = arith.index_cast %52 : i32 to index
        %73 = arith.index_cast %54 : i32 to index
        %c0 = arith.constant 0 : index
        %74 = vector.load %arg11[%72, %73, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %75 = vector.shape_cast %74 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %76 = tpu.matmul %71, %75, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %77 = vector.load %arg15[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %78 = tpu.concatenate %77, %77, %77, %77 in 1 : vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32> -> vector<256x512xf32>
        %79 = arith.subf %76, %78 : vector<256x512xf32>
        %80 = arith.mulf %69, %79 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %82 = arith.truncf %80 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd937c0 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
        %83 = tpu.matmul %82, %58, %cst_xd937c0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x256xbf16>, vector<256x256xf32> -> vector<256x256xf32>
        %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
        %84 = vector.broadcast %cst_x7f9d07 : f32 to vector<256x256xf32>
        %85 = arith.mulf %83, %84 : vector<256x256xf32>
        %86 = arith.addf %81, %85 : vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %87 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %88 = vector.shape_cast %87 : vector<256x256xf32> to vector<256x256xf32>
        %89 = vector.shape_cast %86 : vector<256x256xf32> to vector<256x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %89 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %90 = arith.addi %arg18, %c1_i32 : i32
        %c31_i32 = arith.constant 31 : i32
        %91 = arith.minsi %arg17, %c31_i32 : i32
        %92 = arith.index_cast %91 : i32 to index
        %93 = memref.load %arg4[%92] : memref<32xi8, #tpu.memory_space<smem>>
        %94 = arith.extsi %93 : i8 to i32
        %95 = arith.cmpi sge, %90, %94 : i32
        %c1_i32 = arith.constant 1 : i32
        %96 = arith.addi %arg17, %c1_i32 : i32
        %97 = arith.select %95, %96, %arg17 : i32
        %c1_i32 = arith.constant 1 : i32
        %98 = arith.addi %arg18, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %99 = arith.select %95, %c0_i32, %98 : i32
        scf.yield %97, %99 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %44 = arith.addi %2, %c0_i32 : i32
        %45 = arith.index_cast %arg17 : i32 to index
        %46 = memref.load %arg3[%45] : memref<32xi8, #tpu.memory_space<smem>>
        %47 = arith.extsi %46 : i8 to i32
        %48 = arith.addi %47, %arg18 : i32
        %c8_i32 = arith.constant 8 : i32
        %49 = arith.divsi %44, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %50 = arith.muli %48, %c512_i32 : i32
        %51 = tpu.assume_multiple %50, 512 : i32
        %c8_i32 = arith.constant 8 : i32
        %52 = arith.divsi %44, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %53 = arith.muli %48, %c512_i32 : i32
        %54 = tpu.assume_multiple %53, 512 : i32
        %55 = arith.index_cast %49 : i32 to index
        %56 = arith.index_cast %51 : i32 to index
        %c0 = arith.constant 0 : index
        %57 = vector.load %arg10[%55, %56, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %58 = vector.shape_cast %57 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %59 = vector.load %arg6[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %60 = vector.shape_cast %59 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %61 = tpu.matmul %60, %58, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %62 = vector.broadcast %cst_x82fafc : f32 to vector<256x512xf32>
        %63 = arith.mulf %61, %62 : vector<256x512xf32>
        %c256_i32 = arith.constant 256 : i32
        %64 = arith.muli %3, %c256_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %65 = arith.muli %48, %c512_i32 : i32
        %66 = tpu.iota {dimensions = array<i32: 0>} : vector<256x1xi32>
        %67 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %68 = vector.broadcast %64 : i32 to vector<256x1xi32>
        %69 = arith.addi %68, %66 : vector<256x1xi32>
        %70 = vector.broadcast %65 : i32 to vector<1x512xi32>
        %71 = arith.addi %70, %67 : vector<1x512xi32>
        %72 = vector.broadcast %71 : vector<1x512xi32> to vector<256x512xi32>
        %73 = vector.broadcast %69 : vector<256x1xi32> to vector<256x512xi32>
        %74 = arith.cmpi sle, %72, %73 : vector<256x512xi32>
        %c1280_i32 = arith.constant 1280 : i32
        %75 = vector.broadcast %c1280_i32 : i32 to vector<1x512xi32>
        %76 = arith.cmpi slt, %71, %75 : vector<1x512xi32>
        %77 = vector.broadcast %76 : vector<1x512xi1> to vector<256x512xi1>
        %78 = arith.ori %74, %77 : vector<256x512xi1>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %79 = vector.load %arg14[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %80 = tpu.concatenate %79, %79, %79, %79 in 1 : vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32> -> vector<256x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %81 = vector.broadcast %cst_x3f8ad7 : f32 to vector<256x512xf32>
        %82 = arith.mulf %80, %81 : vector<256x512xf32>
        %83 = arith.subf %63, %82 : vector<256x512xf32>
        %84 = math.exp2 %83 : vector<256x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %85 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x512xf32>
        %86 = arith.select %78, %84, %85 : vector<256x512xi1>, vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %87 = vector.load %arg7[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %88 = vector.shape_cast %87 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %89 = arith.index_cast %52 : i32 to index
        %90 = arith.index_cast %54 : i32 to index
        %c0 = arith.constant 0 : index
        %91 = vector.load %arg11[%89, %90, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %92 = vector.shape_cast %91 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %93 = tpu.matmul %88, %92, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg15[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %95 = tpu.concatenate %94, %94, %94, %94 in 1 : vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32> -> vector<256x512xf32>
        %96 = arith.subf %93, %95 : vector<256x512xf32>
        %97 = arith.mulf %86, %96 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %99 = arith.truncf %97 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd937c0 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
        %100 = tpu.matmul %99, %58, %cst_xd937c0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x256xbf16>, vector<256x256xf32> -> vector<256x256xf32>
        %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
        %101 = vector.broadcast %cst_x7f9d07 : f32 to vector<256x256xf32>
        %102 = arith.mulf %100, %101 : vector<256x256xf32>
        %103 = arith.addf %98, %102 : vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %105 = vector.shape_cast %104 : vector<256x256xf32> to vector<256x256xf32>
        %106 = vector.shape_cast %103 : vector<256x256xf32> to vector<256x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %106 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %107 = arith.addi %arg18, %c1_i32 : i32
        %c31_i32 = arith.constant 31 : i32
        %108 = arith.minsi %arg17, %c31_i32 : i32
        %109 = arith.index_cast %108 : i32 to index
        %110 = memref.load %arg4[%109] : memref<32xi8, #tpu.memory_space<smem>>
        %111 = arith.extsi %110 : i8 to i32
        %112 = arith.cmpi sge, %107, %111 : i32
        %c1_i32 = arith.constant 1 : i32
        %113 = arith.addi %arg17, %c1_i32 : i32
        %114 = arith.select %112, %113, %arg17 : i32
        %c1_i32 = arith.constant 1 : i32
        %115 = arith.addi %arg18, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %116 = arith.select %112, %c0_i32, %115 : i32
        scf.yield %114, %116 : i32, i32
      }
      scf.yield %43#0, %43#1 : i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %32 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
    %33 = arith.truncf %32 : vector<256x256xf32> to vector<256x256xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %34 = vector.load %arg12[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
    %35 = vector.shape_cast %34 : vector<1x256x256xbf16> to vector<256x256xbf16>
    %36 = vector.shape_cast %33 : vector<256x256xbf16> to vector<1x256x256xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %36 {strides = array<i32>} : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dkv sha256:308a7983d41f23bf4b426fee450a5fd27ec837b55367e0d62eb0b61d96243906
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<13xi8, #tpu.memory_space<smem>>, %arg5: memref<13xi8, #tpu.memory_space<smem>>, %arg6: memref<13xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg9: memref<8x4096x256xbf16, #tpu.memory_space<any>>, %arg10: memref<8x4096x256xbf16, #tpu.memory_space<any>>, %arg11: memref<8x1x4096xf32, #tpu.memory_space<any>>, %arg12: memref<8x1x4096xf32, #tpu.memory_space<any>>, %arg13: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x256xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x256xf32, #tpu.memory_space<vmem>>, %arg17: memref<3x256x256xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x256x256xbf16, #tpu.memory_space<vmem>>, %arg19: memref<3x1x256xf32, #tpu.memory_space<vmem>>, %arg20: memref<3x1x256xf32, #tpu.memory_space<vmem>>, %arg21: memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 8, 8>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 256>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 256>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %c7_i32 = arith.constant 7 : i32
    %6 = arith.cmpi eq, %arg2, %c7_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %7 = arith.remsi %0, %c8_i32 : i32
    %8 = arith.extui %5 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %9 = arith.cmpi ne, %8, %c0_i32 : i32
    scf.if %9 {
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %36 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x256xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %37 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %38 = vector.shape_cast %37 : vector<512x256xf32> to vector<512x256xf32>
      %39 = vector.shape_cast %36 : vector<512x256xf32> to vector<512x256xf32>
      tpu.vector_store %arg15[%c0, %c0], %39 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %40 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x256xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %41 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %42 = vector.shape_cast %41 : vector<512x256xf32> to vector<512x256xf32>
      %43 = vector.shape_cast %40 : vector<512x256xf32> to vector<512x256xf32>
      tpu.vector_store %arg16[%c0, %c0], %43 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
    } else {
    }
    %10 = arith.index_cast %arg1 : i32 to index
    %11 = memref.load %arg3[%10] : memref<9xi8, #tpu.memory_space<smem>>
    %12 = arith.extsi %11 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %13 = arith.addi %arg1, %c1_i32 : i32
    %14 = arith.index_cast %13 : i32 to index
    %15 = memref.load %arg3[%14] : memref<9xi8, #tpu.memory_space<smem>>
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
      %38 = memref.load %arg4[%37] : memref<13xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.addi %39, %c0_i32 : i32
      %c256_i32 = arith.constant 256 : i32
      %41 = arith.muli %40, %c256_i32 : i32
      %42 = tpu.assume_multiple %41, 256 : i32
      %c256_i32 = arith.constant 256 : i32
      %43 = arith.muli %40, %c256_i32 : i32
      %44 = tpu.assume_multiple %43, 256 : i32
      %c256_i32 = arith.constant 256 : i32
      %45 = arith.muli %40, %c256_i32 : i32
      %46 = tpu.assume_multiple %45, 256 : i32
      %c256_i32 = arith.constant 256 : i32
      %47 = arith.muli %40, %c256_i32 : i32
      %48 = tpu.assume_multiple %47, 256 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg21[%c0_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg9[%36, %42, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<256x256xbf16, #tpu.memory_space<any>>) target(%52 : memref<256x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg21[%c0_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<3x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%36, %44, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<256x256xbf16, #tpu.memory_space<any>>) target(%58 : memref<256x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = tpu.memref_slice %arg21[%c0_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg11[%36, %c0_i32, %46] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<1x256xf32, #tpu.memory_space<any>>) target(%64 : memref<1x256xf32, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %67 = tpu.memref_slice %arg21[%c0_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg12[%36, %c0_i32, %48] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1x256xf32, #tpu.memory_space<any>>) target(%70 : memref<1x256xf32, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %c0_i32, %c1_i32 : i32
    %c12_i32 = arith.constant 12 : i32
    %21 = arith.minsi %12, %c12_i32 : i32
    %22 = arith.index_cast %21 : i32 to index
    %23 = memref.load %arg5[%22] : memref<13xi8, #tpu.memory_space<smem>>
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
      %38 = memref.load %arg4[%37] : memref<13xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.addi %39, %29 : i32
      %c256_i32 = arith.constant 256 : i32
      %41 = arith.muli %40, %c256_i32 : i32
      %42 = tpu.assume_multiple %41, 256 : i32
      %c256_i32 = arith.constant 256 : i32
      %43 = arith.muli %40, %c256_i32 : i32
      %44 = tpu.assume_multiple %43, 256 : i32
      %c256_i32 = arith.constant 256 : i32
      %45 = arith.muli %40, %c256_i32 : i32
      %46 = tpu.assume_multiple %45, 256 : i32
      %c256_i32 = arith.constant 256 : i32
      %47 = arith.muli %40, %c256_i32 : i32
      %48 = tpu.assume_multiple %47, 256 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg21[%c1_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg9[%36, %42, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<256x256xbf16, #tpu.memory_space<any>>) target(%52 : memref<256x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg21[%c1_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32] : memref<3x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%36, %44, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<256x256xbf16, #tpu.memory_space<any>>) target(%58 : memref<256x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = tpu.memref_slice %arg21[%c1_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg19[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg11[%36, %c0_i32, %46] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<1x256xf32, #tpu.memory_space<any>>) target(%64 : memref<1x256xf32, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %67 = tpu.memref_slice %arg21[%c1_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg20[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg12[%36, %c0_i32, %48] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1x256xf32, #tpu.memory_space<any>>) target(%70 : memref<1x256xf32, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %37 = memref.load %arg6[%36] : memref<13xi8, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %39 = arith.cmpi eq, %38, %c2_i32 : i32
      %40 = arith.extui %39 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %41 = arith.cmpi ne, %40, %c0_i32 : i32
      %42:2 = scf.if %41 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c256_i32 = arith.constant 256 : i32
        %43 = arith.muli %c0_i32, %c256_i32 : i32
        %44 = tpu.assume_multiple %43, 256 : i32
        %c0_i32 = arith.constant 0 : i32
        %c256_i32 = arith.constant 256 : i32
        %45 = arith.muli %c0_i32, %c256_i32 : i32
        %46 = tpu.assume_multiple %45, 256 : i32
        %c0_i32 = arith.constant 0 : i32
        %c256_i32 = arith.constant 256 : i32
        %47 = arith.muli %c0_i32, %c256_i32 : i32
        %48 = tpu.assume_multiple %47, 256 : i32
        %c0_i32 = arith.constant 0 : i32
        %c256_i32 = arith.constant 256 : i32
        %49 = arith.muli %c0_i32, %c256_i32 : i32
        %50 = tpu.assume_multiple %49, 256 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %51 = tpu.memref_slice %arg21[%arg26, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %53 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
        %54 = tpu.memref_squeeze %53 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %55 = tpu.memref_slice %arg9[%c0_i32, %44, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
        %56 = tpu.memref_squeeze %55 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<256x256xbf16, #tpu.memory_space<any>>) dst(%54 : memref<256x256xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %57 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %59 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
        %60 = tpu.memref_squeeze %59 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg10[%c0_i32, %46, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
        %62 = tpu.memref_squeeze %61 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%62 : memref<256x256xbf16, #tpu.memory_space<any>>) dst(%60 : memref<256x256xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %63 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32] : memref<3x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
        %66 = tpu.memref_squeeze %65 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %48] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<1x256xf32, #tpu.memory_space<any>>) dst(%66 : memref<1x256xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %69 = tpu.memref_slice %arg21[%arg26, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32] : memref<3x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %50] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<1x256xf32, #tpu.memory_space<any>>) dst(%72 : memref<1x256xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %4, %c0_i32 : i32
        %76 = arith.index_cast %arg22 : i32 to index
        %77 = memref.load %arg4[%76] : memref<13xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg23 : i32
        %80 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg17[%80, %c0, %c0] : memref<3x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %82 = vector.shape_cast %81 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %83 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg18[%83, %c0, %c0] : memref<3x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %85 = vector.shape_cast %84 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %87 = vector.shape_cast %86 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %88 = tpu.matmul %87, %82, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %89 = vector.broadcast %cst_x82fafc : f32 to vector<512x256xf32>
        %90 = arith.mulf %88, %89 : vector<512x256xf32>
        %91 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg19[%91, %c0, %c0] : memref<3x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
        %93 = vector.shape_cast %92 : vector<1x1x256xf32> to vector<1x256xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %94 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x256xf32>
        %95 = arith.mulf %93, %94 : vector<1x256xf32>
        %96 = vector.broadcast %95 : vector<1x256xf32> to vector<512x256xf32>
        %97 = arith.subf %90, %96 : vector<512x256xf32>
        %98 = math.exp2 %97 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %100 = arith.truncf %98 : vector<512x256xf32> to vector<512x256xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %101 = tpu.matmul %100, %85, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %102 = arith.addf %99, %101 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %104 = vector.shape_cast %103 : vector<512x256xf32> to vector<512x256xf32>
        %105 = vector.shape_cast %102 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg16[%c0, %c0], %105 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %107 = vector.shape_cast %106 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %108 = tpu.matmul %107, %85, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %109 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg20[%109, %c0, %c0] : memref<3x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
        %111 = vector.shape_cast %110 : vector<1x1x256xf32> to vector<1x256xf32>
        %112 = vector.broadcast %111 : vector<1x256xf32> to vector<512x256xf32>
        %113 = arith.subf %108, %112 : vector<512x256xf32>
        %114 = arith.mulf %98, %113 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %116 = arith.truncf %114 : vector<512x256xf32> to vector<512x256xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %117 = tpu.matmul %116, %82, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
        %118 = vector.broadcast %cst_x7f9d07 : f32 to vector<512x256xf32>
        %119 = arith.mulf %117, %118 : vector<512x256xf32>
        %120 = arith.addf %115, %119 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %122 = vector.shape_cast %121 : vector<512x256xf32> to vector<512x256xf32>
        %123 = vector.shape_cast %120 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg15[%c0, %c0], %123 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %124 = arith.addi %arg25, %c1_i32 : i32
        %c12_i32 = arith.constant 12 : i32
        %125 = arith.minsi %arg24, %c12_i32 : i32
        %126 = arith.index_cast %125 : i32 to index
        %127 = memref.load %arg5[%126] : memref<13xi8, #tpu.memory_space<smem>>
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
          %139 = memref.load %arg4[%138] : memref<13xi8, #tpu.memory_space<smem>>
          %140 = arith.extsi %139 : i8 to i32
          %141 = arith.addi %140, %133 : i32
          %c256_i32 = arith.constant 256 : i32
          %142 = arith.muli %141, %c256_i32 : i32
          %143 = tpu.assume_multiple %142, 256 : i32
          %c256_i32 = arith.constant 256 : i32
          %144 = arith.muli %141, %c256_i32 : i32
          %145 = tpu.assume_multiple %144, 256 : i32
          %c256_i32 = arith.constant 256 : i32
          %146 = arith.muli %141, %c256_i32 : i32
          %147 = tpu.assume_multiple %146, 256 : i32
          %c256_i32 = arith.constant 256 : i32
          %148 = arith.muli %141, %c256_i32 : i32
          %149 = tpu.assume_multiple %148, 256 : i32
          %c0_i32 = arith.constant 0 : i32
          %150 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %151 = tpu.memref_squeeze %150 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %152 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32] : memref<3x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
          %153 = tpu.memref_squeeze %152 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %154 = tpu.memref_slice %arg9[%137, %143, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
          %155 = tpu.memref_squeeze %154 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%155 : memref<256x256xbf16, #tpu.memory_space<any>>) target(%153 : memref<256x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%151 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %156 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %157 = tpu.memref_squeeze %156 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %158 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32] : memref<3x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
          %159 = tpu.memref_squeeze %158 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %160 = tpu.memref_slice %arg10[%137, %145, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
          %161 = tpu.memref_squeeze %160 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%161 : memref<256x256xbf16, #tpu.memory_space<any>>) target(%159 : memref<256x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %162 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %163 = tpu.memref_squeeze %162 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %164 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32] : memref<3x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
          %165 = tpu.memref_squeeze %164 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %166 = tpu.memref_slice %arg11[%137, %c0_i32, %147] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
          %167 = tpu.memref_squeeze %166 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%167 : memref<1x256xf32, #tpu.memory_space<any>>) target(%165 : memref<1x256xf32, #tpu.memory_space<vmem>>) target_semaphore(%163 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %168 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %169 = tpu.memref_squeeze %168 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %170 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32] : memref<3x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
          %171 = tpu.memref_squeeze %170 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %172 = tpu.memref_slice %arg12[%137, %c0_i32, %149] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
          %173 = tpu.memref_squeeze %172 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%173 : memref<1x256xf32, #tpu.memory_space<any>>) target(%171 : memref<1x256xf32, #tpu.memory_space<vmem>>) target_semaphore(%169 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %131, %133 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c256_i32 = arith.constant 256 : i32
        %43 = arith.muli %c0_i32, %c256_i32 : i32
        %44 = tpu.assume_multiple %43, 256 : i32
        %c0_i32 = arith.constant 0 : i32
        %c256_i32 = arith.constant 256 : i32
        %45 = arith.muli %c0_i32, %c256_i32 : i32
        %46 = tpu.assume_multiple %45, 256 : i32
        %c0_i32 = arith.constant 0 : i32
        %c256_i32 = arith.constant 256 : i32
        %47 = arith.muli %c0_i32, %c256_i32 : i32
        %48 = tpu.assume_multiple %47, 256 : i32
        %c0_i32 = arith.constant 0 : i32
        %c256_i32 = arith.constant 256 : i32
        %49 = arith.muli %c0_i32, %c256_i32 : i32
        %50 = tpu.assume_multiple %49, 256 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %51 = tpu.memref_slice %arg21[%arg26, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %53 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
        %54 = tpu.memref_squeeze %53 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %55 = tpu.memref_slice %arg9[%c0_i32, %44, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
        %56 = tpu.memref_squeeze %55 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<256x256xbf16, #tpu.memory_space<any>>) dst(%54 : memref<256x256xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %57 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %59 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
        %60 = tpu.memref_squeeze %59 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg10[%c0_i32, %46, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
        %62 = tpu.memref_squeeze %61 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%62 : memref<256x256xbf16, #tpu.memory_space<any>>) dst(%60 : memref<256x256xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %63 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32] : memref<3x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
        %66 = tpu.memref_squeeze %65 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %48] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<1x256xf32, #tpu.memory_space<any>>) dst(%66 : memref<1x256xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %69 = tpu.memref_slice %arg21[%arg26, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32] : memref<3x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %50] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<1x256xf32, #tpu.memory_space<any>>) dst(%72 : memref<1x256xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %4, %c0_i32 : i32
        %76 = arith.index_cast %arg22 : i32 to index
        %77 = memref.load %arg4[%76] : memref<13xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg23 : i32
        %80 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg17[%80, %c0, %c0] : memref<3x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %82 = vector.shape_cast %81 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %83 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg18[%83, %c0, %c0] : memref<3x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %85 = vector.shape_cast %84 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %87 = vector.shape_cast %86 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %88 = tpu.matmul %87, %82, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %89 = vector.broadcast %cst_x82fafc : f32 to vector<512x256xf32>
        %90 = arith.mulf %88, %89 : vector<512x256xf32>
        %c256_i32 = arith.constant 256 : i32
        %91 = arith.muli %79, %c256_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %92 = arith.muli %7, %c512_i32 : i32
        %93 = tpu.iota {dimensions = array<i32: 1>} : vector<1x256xi32>
        %94 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %95 = vector.broadcast %91 : i32 to vector<1x256xi32>
        %96 = arith.addi %95, %93 : vector<1x256xi32>
        %97 = vector.broadcast %92 : i32 to vector<512x1xi32>
        %98 = arith.addi %97, %94 : vector<512x1xi32>
        %99 = vector.broadcast %98 : vector<512x1xi32> to vector<512x256xi32>
        %100 = vector.broadcast %96 : vector<1x256xi32> to vector<512x256xi32>
        %101 = arith.cmpi sle, %99, %100 : vector<512x256xi32>
        %c1280_i32 = arith.constant 1280 : i32
        %102 = vector.broadcast %c1280_i32 : i32 to vector<512x1xi32>
        %103 = arith.cmpi slt, %98, %102 : vector<512x1xi32>
        %104 = vector.broadcast %103 : vector<512x1xi1> to vector<512x256xi1>
        %105 = arith.ori %101, %104 : vector<512x256xi1>
        %106 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg19[%106, %c0, %c0] : memref<3x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
        %108 = vector.shape_cast %107 : vector<1x1x256xf32> to vector<1x256xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %109 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x256xf32>
        %110 = arith.mulf %108, %109 : vector<1x256xf32>
        %111 = vector.broadcast %110 : vector<1x256xf32> to vector<512x256xf32>
        %112 = arith.subf %90, %111 : vector<512x256xf32>
        %113 = math.exp2 %112 : vector<512x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %114 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x256xf32>
        %115 = arith.select %105, %113, %114 : vector<512x256xi1>, vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %117 = arith.truncf %115 : vector<512x256xf32> to vector<512x256xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %118 = tpu.matmul %117, %85, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %119 = arith.addf %116, %118 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %121 = vector.shape_cast %120 : vector<512x256xf32> to vector<512x256xf32>
        %122 = vector.shape_cast %119 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg16[%c0, %c0], %122 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %124 = vector.shape_cast %123 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %125 = tpu.matmul %124, %85, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %126 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg20[%126, %c0, %c0] : memref<3x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
        %128 = vector.shape_cast %127 : vector<1x1x256xf32> to vector<1x256xf32>
        %129 = vector.broadcast %128 : vector<1x256xf32> to vector<512x256xf32>
        %130 = arith.subf %125, %129 : vector<512x256xf32>
        %131 = arith.mulf %115, %130 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %133 = arith.truncf %131 : vector<512x256xf32> to vector<512x256xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %134 = tpu.matmul %133, %82, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
        %135 = vector.broadcast %cst_x7f9d07 : f32 to vector<512x256xf32>
        %136 = arith.mulf %134, %135 : vector<512x256xf32>
        %137 = arith.addf %132, %136 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %139 = vector.shape_cast %138 : vector<512x256xf32> to vector<512x256xf32>
        %140 = vector.shape_cast %137 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg15[%c0, %c0], %140 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %141 = arith.addi %arg25, %c1_i32 : i32
        %c12_i32 = arith.constant 12 : i32
        %142 = arith.minsi %arg24, %c12_i32 : i32
        %143 = arith.index_cast %142 : i32 to index
        %144 = memref.load %arg5[%143] : memref<13xi8, #tpu.memory_space<smem>>
        %145 = arith.extsi %144 : i8 to i32
        %146 = arith.cmpi sge, %141, %145 : i32
        %c1_i32 = arith.constant 1 : i32
        %147 = arith.addi %arg24, %c1_i32 : i32
        %148 = arith.select %146, %147, %arg24 : i32
        %c1_i32 = arith.constant 1 : i32
        %149 = arith.addi %arg25, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %150 = arith.select %146, %c0_i32, %149 : i32
        %151 = arith.cmpi slt, %148, %16 : i32
        %152 = arith.extui %151 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %153 = arith.cmpi ne, %152, %c0_i32 : i32
        scf.if %153 {
          %c0_i32 = arith.constant 0 : i32
          %154 = arith.addi %4, %c0_i32 : i32
          %155 = arith.index_cast %148 : i32 to index
          %156 = memref.load %arg4[%155] : memref<13xi8, #tpu.memory_space<smem>>
          %157 = arith.extsi %156 : i8 to i32
          %158 = arith.addi %157, %150 : i32
          %c256_i32 = arith.constant 256 : i32
          %159 = arith.muli %158, %c256_i32 : i32
          %160 = tpu.assume_multiple %159, 256 : i32
          %c256_i32 = arith.constant 256 : i32
          %161 = arith.muli %158, %c256_i32 : i32
          %162 = tpu.assume_multiple %161, 256 : i32
          %c256_i32 = arith.constant 256 : i32
          %163 = arith.muli %158, %c256_i32 : i32
          %164 = tpu.assume_multiple %163, 256 : i32
          %c256_i32 = arith.constant 256 : i32
          %165 = arith.muli %158, %c256_i32 : i32
          %166 = tpu.assume_multiple %165, 256 : i32
          %c0_i32 = arith.constant 0 : i32
          %167 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %168 = tpu.memref_squeeze %167 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %169 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32] : memref<3x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
          %170 = tpu.memref_squeeze %169 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %171 = tpu.memref_slice %arg9[%154, %160, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
          %172 = tpu.memref_squeeze %171 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%172 : memref<256x256xbf16, #tpu.memory_space<any>>) target(%170 : memref<256x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%168 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %173 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %174 = tpu.memref_squeeze %173 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %175 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32] : memref<3x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
          %176 = tpu.memref_squeeze %175 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %177 = tpu.memref_slice %arg10[%154, %162, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
          %178 = tpu.memref_squeeze %177 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%178 : memref<256x256xbf16, #tpu.memory_space<any>>) target(%176 : memref<256x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%174 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %179 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %180 = tpu.memref_squeeze %179 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %181 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32] : memref<3x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
          %182 = tpu.memref_squeeze %181 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %183 = tpu.memref_slice %arg11[%154, %c0_i32, %164] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
          %184 = tpu.memref_squeeze %183 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%184 : memref<1x256xf32, #tpu.memory_space<any>>) target(%182 : memref<1x256xf32, #tpu.memory_space<vmem>>) target_semaphore(%180 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %185 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %186 = tpu.memref_squeeze %185 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %187 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32] : memref<3x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
          %188 = tpu.memref_squeeze %187 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %189 = tpu.memref_slice %arg12[%154, %c0_i32, %166] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
          %190 = tpu.memref_squeeze %189 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%190 : memref<1x256xf32, #tpu.memory_space<any>>) target(%188 : memref<1x256xf32, #tpu.memory_space<vmem>>) target_semaphore(%186 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %148, %150 : i32, i32
      }
      scf.yield %arg24, %arg25, %42#0, %42#1, %arg27, %arg28, %arg26 : i32, i32, i32, i32, i32, i32, i32
    }
    %34 = arith.extui %6 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32 : i32
    scf.if %35 {
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %36 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %37 = arith.truncf %36 : vector<512x256xf32> to vector<512x256xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %38 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %39 = vector.shape_cast %38 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %40 = vector.shape_cast %37 : vector<512x256xbf16> to vector<1x512x256xbf16>
      tpu.vector_store %arg13[%c0, %c0, %c0], %40 {strides = array<i32>} : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %41 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %42 = arith.truncf %41 : vector<512x256xf32> to vector<512x256xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %43 = vector.load %arg14[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %44 = vector.shape_cast %43 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %45 = vector.shape_cast %42 : vector<512x256xbf16> to vector<1x512x256xbf16>
      tpu.vector_store %arg14[%c0, %c0, %c0], %45 {strides = array<i32>} : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<13xi8, #tpu.memory_space<smem>>, %arg5: memref<13xi8, #tpu.memory_space<smem>>, %arg6: memref<13xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c8_i32 = arith.constant 8 : i32
    %5 = arith.divsi %4, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %7 = arith.remsi %6, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<13xi8, #tpu.memory_space<smem>>, %arg5: memref<13xi8, #tpu.memory_space<smem>>, %arg6: memref<13xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c8_i32 = arith.constant 8 : i32
    %5 = arith.divsi %4, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %7 = arith.remsi %6, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<13xi8, #tpu.memory_space<smem>>, %arg5: memref<13xi8, #tpu.memory_space<smem>>, %arg6: memref<13xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c8_i32 = arith.constant 8 : i32
    %5 = arith.divsi %4, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %7 = arith.remsi %6, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<13xi8, #tpu.memory_space<smem>>, %arg5: memref<13xi8, #tpu.memory_space<smem>>, %arg6: memref<13xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c8_i32 = arith.constant 8 : i32
    %5 = arith.divsi %4, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %7 = arith.remsi %6, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
}
