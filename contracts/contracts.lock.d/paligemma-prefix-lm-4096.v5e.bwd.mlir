module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17xi8>, %arg1: tensor<32xi8>, %arg2: tensor<32xi8>, %arg3: tensor<32xi8>, %arg4: tensor<9xi8>, %arg5: tensor<13xi8>, %arg6: tensor<13xi8>, %arg7: tensor<13xi8>, %arg8: tensor<8x4096x256xbf16>, %arg9: tensor<1x4096x256xbf16>, %arg10: tensor<1x4096x256xbf16>) -> (tensor<8x4096x256xbf16> {jax.result_info = "result[0]"}, tensor<8x4096x256xbf16> {jax.result_info = "result[1][0]"}, tensor<1x4096x256xbf16> {jax.result_info = "result[1][1]"}, tensor<1x4096x256xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<8x4096x256xbf16>, tensor<i32>) -> tensor<8x4096x256xbf16>
    %1 = call @_pad_0(%arg9, %c) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:e4d78b17d1f55015e6e10eb10b76bc6e54ae4e04dcf1dee4131d93ed66dd4236\22, \22cost_estimate\22: {\22bytes_accessed\22: 115343360, \22flops\22: 83751862272, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 81788928}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<32xi8>, tensor<32xi8>, tensor<32xi8>, tensor<8x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>) -> (tensor<8x4096x256xbf16>, tensor<8x1x4096xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<8x4096x256xbf16>) -> tensor<8x4096x256xf32>
    %5 = stablehlo.convert %3#0 : (tensor<8x4096x256xbf16>) -> tensor<8x4096x256xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<8x4096x256xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x4096x256xf32>, tensor<f32>) -> tensor<8x4096xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<8x4096xf32>) -> tensor<8x1x4096xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:05ece610c4515ca24b00795443c9d8e47dedcc2beca12c0058848ae1eda8b307\22, \22cost_estimate\22: {\22bytes_accessed\22: 132120576, \22flops\22: 125627793408, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 81788928}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<32xi8>, tensor<32xi8>, tensor<32xi8>, tensor<8x4096x256xbf16>, tensor<8x4096x256xbf16>, tensor<8x1x4096xf32>, tensor<8x1x4096xf32>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>) -> tensor<8x4096x256xbf16>
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

// ---- kernel sparse_cli_fwd sha256:e4d78b17d1f55015e6e10eb10b76bc6e54ae4e04dcf1dee4131d93ed66dd4236
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>, %arg6: memref<4x256x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg9: memref<4x256x256xbf16, #tpu.memory_space<vmem>>, %arg10: memref<4x1x256xf32, #tpu.memory_space<vmem>>, %arg11: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1024x256xf32, #tpu.memory_space<vmem>>, %arg14: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 2, 16>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 4, 256, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 1, 4096, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_2, window_bounds = array<i64: 1, 4096, 256>}, {transform_indices = @transform_3, window_bounds = array<i64: 4, 256, 256>}, {transform_indices = @transform_4, window_bounds = array<i64: 4, 1, 256>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.remsi %0, %c16_i32 : i32
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
    %13 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x256xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
    %15 = vector.shape_cast %14 : vector<1024x256xf32> to vector<1024x256xf32>
    %16 = vector.shape_cast %13 : vector<1024x256xf32> to vector<1024x256xf32>
    tpu.vector_store %arg13[%c0, %c0], %16 {strides = array<i32>} : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>, 
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = memref.load %arg2[%17] : memref<17xi8, #tpu.memory_space<smem>>
    %19 = arith.extsi %18 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %arg1, %c1_i32 : i32
    %21 = arith.index_cast %20 : i32 to index
    %22 = memref.load %arg2[%21] : memref<17xi8, #tpu.memory_space<smem>>
    %23 = arith.extsi %22 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %24:2 = scf.while (%arg15 = %19, %arg16 = %c0_i32) : (i32, i32) -> (i32, i32) {
      %72 = arith.cmpi slt, %arg15, %23 : i32
      scf.condition(%72) %arg15, %arg16 : i32, i32
    } do {
    ^bb0(%arg15: i32, %arg16: i32):
      %72 = arith.index_cast %arg15 : i32 to index
      %73 = memref.load %arg5[%72] : memref<32xi8, #tpu.memory_space<smem>>
      %74 = arith.extsi %73 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %75 = arith.cmpi eq, %74, %c2_i32 : i32
      %76 = arith.extui %75 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %77 = arith.cmpi ne, %76, %c0_i32 : i32
      %78:2 = scf.if %77 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %79 = arith.addi %3, %c0_i32 : i32
        %80 = arith.index_cast %arg15 : i32 to index
        %81 = memref.load %arg3[%80] : memref<32xi8, #tpu.memory_space<smem>>
        %82 = arith.extsi %81 : i8 to i32
        %83 = arith.addi %82, %arg16 : i32
        %c8_i32 = arith.constant 8 : i32
        %84 = arith.divsi %79, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %85 = arith.muli %83, %c512_i32 : i32
        %86 = tpu.assume_multiple %85, 512 : i32
        %c8_i32 = arith.constant 8 : i32
        %87 = arith.divsi %79, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %83, %c512_i32 : i32
        %89 = tpu.assume_multiple %88, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg6[%c0, %c0, %c0] : memref<4x256x256xbf16, #tpu.memory_space<vmem>>, vector<4x256x256xbf16>
        %91 = vector.shape_cast %90 : vector<4x256x256xbf16> to vector<4x256x256xbf16>
        %92 = vector.shape_cast %91 : vector<4x256x256xbf16> to vector<1024x256xbf16>
        %93 = arith.index_cast %84 : i32 to index
        %94 = arith.index_cast %86 : i32 to index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg7[%93, %94, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %97 = tpu.matmul %92, %96, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x256xbf16>, vector<512x256xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %98 = vector.broadcast %cst_x82fafc : f32 to vector<1024x512xf32>
        %99 = arith.mulf %97, %98 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %cst_xf8e7b8 = arith.constant dense<0xFF800000> : vector<1024xf32>
        %101 = vector.multi_reduction <maximumf>, %99, %cst_xf8e7b8 [1] : vector<1024x512xf32> to vector<1024xf32>
        %102 = vector.shape_cast %101 : vector<1024xf32> to vector<1024x1xf32>
        %103 = vector.broadcast %102 : vector<1024x1xf32> to vector<1024x128xf32>
        %104 = arith.maximumf %100, %103 : vector<1024x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %105 = vector.broadcast %cst_x72b973 : f32 to vector<1024x128xf32>
        %106 = arith.maximumf %104, %105 : vector<1024x128xf32>
        %107 = tpu.concatenate %106, %106, %106, %106 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %108 = arith.subf %99, %107 : vector<1024x512xf32>
        %109 = math.exp2 %108 : vector<1024x512xf32>
        %110 = arith.subf %100, %106 : vector<1024x128xf32>
        %111 = math.exp2 %110 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %113 = arith.mulf %111, %112 : vector<1024x128xf32>
        %cst_x56bed9 = arith.constant dense<0.000000e+00> : vector<1024xf32>
        %114 = vector.multi_reduction <add>, %109, %cst_x56bed9 [1] : vector<1024x512xf32> to vector<1024xf32>
        %115 = vector.shape_cast %114 : vector<1024xf32> to vector<1024x1xf32>
        %116 = vector.broadcast %115 : vector<1024x1xf32> to vector<1024x128xf32>
        %117 = arith.addf %113, %116 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %119 = vector.shape_cast %118 : vector<1024x128xf32> to vector<1024x128xf32>
        %120 = vector.shape_cast %117 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %120 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %121 = arith.index_cast %87 : i32 to index
        %122 = arith.index_cast %89 : i32 to index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg8[%121, %122, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %124 = vector.shape_cast %123 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %125 = tpu.concatenate %111, %111 in 1 : vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %127 = arith.mulf %125, %126 : vector<1024x256xf32>
        %128 = arith.truncf %109 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x3e1fdc = arith.constant dense<0.000000e+00> : vector<1024x256xf32>
        %129 = tpu.matmul %128, %124, %cst_x3e1fdc {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x256xbf16>, vector<1024x256xf32> -> vector<1024x256xf32>
        %130 = arith.addf %127, %129 : vector<1024x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %132 = vector.shape_cast %131 : vector<1024x256xf32> to vector<1024x256xf32>
        %133 = vector.shape_cast %130 : vector<1024x256xf32> to vector<1024x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %133 {strides = array<i32>} : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %135 = vector.shape_cast %134 : vector<1024x128xf32> to vector<1024x128xf32>
        %136 = vector.shape_cast %104 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %136 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %137 = arith.addi %arg16, %c1_i32 : i32
        %c31_i32 = arith.constant 31 : i32
        %138 = arith.minsi %arg15, %c31_i32 : i32
        %139 = arith.index_cast %138 : i32 to index
        %140 = memref.load %arg4[%139] : memref<32xi8, #tpu.memory_space<smem>>
        %141 = arith.extsi %140 : i8 to i32
        %142 = arith.cmpi sge, %137, %141 : i32
        %c1_i32 = arith.constant 1 : i32
        %143 = arith.addi %arg15, %c1_i32 : i32
        %144 = arith.select %142, %143, %arg15 : i32
        %c1_i32 = arith.constant 1 : i32
        %145 = arith.addi %arg16, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %146 = arith.select %142, %c0_i32, %145 : i32
        scf.yield %144, %146 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %79 = arith.addi %3, %c0_i32 : i32
        %80 = arith.index_cast %arg15 : i32 to index
        %81 = memref.load %arg3[%80] : memref<32xi8, #tpu.memory_space<smem>>
        %82 = arith.extsi %81 : i8 to i32
        %83 = arith.addi %82, %arg16 : i32
        %c8_i32 = arith.constant 8 : i32
        %84 = arith.divsi %79, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %85 = arith.muli %83, %c512_i32 : i32
        %86 = tpu.assume_multiple %85, 512 : i32
        %c8_i32 = arith.constant 8 : i32
        %87 = arith.divsi %79, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %83, %c512_i32 : i32
        %89 = tpu.assume_multiple %88, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg6[%c0, %c0, %c0] : memref<4x256x256xbf16, #tpu.memory_space<vmem>>, vector<4x256x256xbf16>
        %91 = vector.shape_cast %90 : vector<4x256x256xbf16> to vector<4x256x256xbf16>
        %92 = vector.shape_cast %91 : vector<4x256x256xbf16> to vector<1024x256xbf16>
        %93 = arith.index_cast %84 : i32 to index
        %94 = arith.index_cast %86 : i32 to index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg7[%93, %94, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %97 = tpu.matmul %92, %96, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x256xbf16>, vector<512x256xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %98 = vector.broadcast %cst_x82fafc : f32 to vector<1024x512xf32>
        %99 = arith.mulf %97, %98 : vector<1024x512xf32>
        %c256_i32 = arith.constant 256 : i32
        %100 = arith.muli %4, %c256_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %83, %c512_i32 : i32
        %102 = tpu.iota {dimensions = array<i32: 0>} : vector<256x1xi32>
        %103 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %104 = vector.broadcast %100 : i32 to vector<256x1xi32>
        %105 = arith.addi %104, %102 : vector<256x1xi32>
        %106 = vector.broadcast %101 : i32 to vector<1x512xi32>
        %107 = arith.addi %106, %103 : vector<1x512xi32>
        %108 = vector.broadcast %107 : vector<1x512xi32> to vector<256x512xi32>
        %109 = vector.broadcast %105 : vector<256x1xi32> to vector<256x512xi32>
        %110 = arith.cmpi sle, %108, %109 : vector<256x512xi32>
        %c1280_i32 = arith.constant 1280 : i32
        %111 = vector.broadcast %c1280_i32 : i32 to vector<1x512xi32>
        %112 = arith.cmpi slt, %107, %111 : vector<1x512xi32>
        %113 = vector.broadcast %112 : vector<1x512xi1> to vector<256x512xi1>
        %114 = arith.ori %110, %113 : vector<256x512xi1>
        %115 = vector.shape_cast %99 : vector<1024x512xf32> to vector<4x256x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %116 = vector.shape_cast %114 : vector<256x512xi1> to vector<1x256x512xi1>
        %117 = vector.broadcast %116 : vector<1x256x512xi1> to vector<4x256x512xi1>
        %118 = vector.broadcast %cst_xbef082 : f32 to vector<4x256x512xf32>
        %119 = arith.select %117, %115, %118 : vector<4x256x512xi1>, vector<4x256x512xf32>
        %120 = vector.shape_cast %119 : vector<4x256x512xf32> to vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %cst_xf8e7b8 = arith.constant dense<0xFF800000> : vector<1024xf32>
        %122 = vector.multi_reduction <maximumf>, %120, %cst_xf8e7b8 [1] : vector<1024x512xf32> to vector<1024xf32>
        %123 = vector.shape_cast %122 : vector<1024xf32> to vector<1024x1xf32>
        %124 = vector.broadcast %123 : vector<1024x1xf32> to vector<1024x128xf32>
        %125 = arith.maximumf %121, %124 : vector<1024x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %126 = vector.broadcast %cst_x72b973 : f32 to vector<1024x128xf32>
        %127 = arith.maximumf %125, %126 : vector<1024x128xf32>
        %128 = tpu.concatenate %127, %127, %127, %127 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %129 = arith.subf %120, %128 : vector<1024x512xf32>
        %130 = math.exp2 %129 : vector<1024x512xf32>
        %131 = arith.subf %121, %127 : vector<1024x128xf32>
        %132 = math.exp2 %131 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %134 = arith.mulf %132, %133 : vector<1024x128xf32>
        %cst_x56bed9 = arith.constant dense<0.000000e+00> : vector<1024xf32>
        %135 = vector.multi_reduction <add>, %130, %cst_x56bed9 [1] : vector<1024x512xf32> to vector<1024xf32>
        %136 = vector.shape_cast %135 : vector<1024xf32> to vector<1024x1xf32>
        %137 = vector.broadcast %136 : vector<1024x1xf32> to vector<1024x128xf32>
        %138 = arith.addf %134, %137 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %140 = vector.shape_cast %139 : vector<1024x128xf32> to vector<1024x128xf32>
        %141 = vector.shape_cast %138 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %141 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %142 = arith.index_cast %87 : i32 to index
        %143 = arith.index_cast %89 : i32 to index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg8[%142, %143, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %145 = vector.shape_cast %144 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %146 = tpu.concatenate %132, %132 in 1 : vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %147 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %148 = arith.mulf %146, %147 : vector<1024x256xf32>
        %149 = arith.truncf %130 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x3e1fdc = arith.constant dense<0.000000e+00> : vector<1024x256xf32>
        %150 = tpu.matmul %149, %145, %cst_x3e1fdc {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x256xbf16>, vector<1024x256xf32> -> vector<1024x256xf32>
        %151 = arith.addf %148, %150 : vector<1024x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %152 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %153 = vector.shape_cast %152 : vector<1024x256xf32> to vector<1024x256xf32>
        %154 = vector.shape_cast %151 : vector<1024x256xf32> to vector<1024x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %154 {strides = array<i32>} : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %155 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %156 = vector.shape_cast %155 : vector<1024x128xf32> to vector<1024x128xf32>
        %157 = vector.shape_cast %125 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %157 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %158 = arith.addi %arg16, %c1_i32 : i32
        %c31_i32 = arith.constant 31 : i32
        %159 = arith.minsi %arg15, %c31_i32 : i32
        %160 = arith.index_cast %159 : i32 to index
        %161 = memref.load %arg4[%160] : memref<32xi8, #tpu.memory_space<smem>>
        %162 = arith.extsi %161 : i8 to i32
        %163 = arith.cmpi sge, %158, %162 : i32
        %c1_i32 = arith.constant 1 : i32
        %164 = arith.addi %arg15, %c1_i32 : i32
        %165 = arith.select %163, %164, %arg15 : i32
        %c1_i32 = arith.constant 1 : i32
        %166 = arith.addi %arg16, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %167 = arith.select %163, %c0_i32, %166 : i32
        scf.yield %165, %167 : i32, i32
      }
      scf.yield %78#0, %78#1 : i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %25 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %26 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %27 = arith.cmpf ogt, %25, %26 : vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %28 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %29 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %30 = arith.select %27, %25, %29 : vector<1024x128xi1>, vector<1024x128xf32>
    %31 = tpu.concatenate %30, %30 in 1 : vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x256xf32>
    %32 = arith.divf %28, %31 : vector<1024x256xf32>
    %33 = arith.truncf %32 : vector<1024x256xf32> to vector<1024x256xbf16>
    %34 = vector.shape_cast %33 : vector<1024x256xbf16> to vector<4x256x256xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %35 = vector.load %arg9[%c0, %c0, %c0] : memref<4x256x256xbf16, #tpu.memory_space<vmem>>, vector<4x256x256xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %34 {strides = array<i32>} : memref<4x256x256xbf16, #tpu.memory_space<vmem>>, vector<4x256x256xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %36 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %37 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %38 = arith.select %27, %25, %37 : vector<1024x128xi1>, vector<1024x128xf32>
    %39 = math.log %38 : vector<1024x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %40 = math.log %cst_x481f63 : f32
    %41 = vector.broadcast %40 : f32 to vector<1024x128xf32>
    %42 = arith.divf %39, %41 : vector<1024x128xf32>
    %43 = arith.addf %36, %42 : vector<1024x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %44 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x128xf32>
    %45 = arith.divf %43, %44 : vector<1024x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %46 = vector.broadcast %cst_xbef082 : f32 to vector<1024x128xf32>
    %47 = arith.select %27, %45, %46 : vector<1024x128xi1>, vector<1024x128xf32>
    %48 = vector.extract_strided_slice %47 {offsets = [0, 0], sizes = [256, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<256x128xf32>
    %49 = tpu.transpose %48, [1, 0] : vector<256x128xf32> -> vector<128x256xf32>
    %50 = vector.extract_strided_slice %49 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<128x256xf32> to vector<1x256xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %51 = vector.load %arg10[%c0, %c0, %c0] : memref<4x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
    %52 = vector.shape_cast %51 : vector<1x1x256xf32> to vector<1x256xf32>
    %53 = vector.shape_cast %50 : vector<1x256xf32> to vector<1x1x256xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %53 {strides = array<i32>} : memref<4x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>, 
    %54 = vector.extract_strided_slice %47 {offsets = [256, 0], sizes = [256, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<256x128xf32>
    %55 = tpu.transpose %54, [1, 0] : vector<256x128xf32> -> vector<128x256xf32>
    %56 = vector.extract_strided_slice %55 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<128x256xf32> to vector<1x256xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %57 = vector.load %arg10[%c1, %c0, %c0] : memref<4x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
    %58 = vector.shape_cast %57 : vector<1x1x256xf32> to vector<1x256xf32>
    %59 = vector.shape_cast %56 : vector<1x256xf32> to vector<1x1x256xf32>
    tpu.vector_store %arg10[%c1, %c0, %c0], %59 {strides = array<i32>} : memref<4x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>, 
    %60 = vector.extract_strided_slice %47 {offsets = [512, 0], sizes = [256, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<256x128xf32>
    %61 = tpu.transpose %60, [1, 0] : vector<256x128xf32> -> vector<128x256xf32>
    %62 = vector.extract_strided_slice %61 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<128x256xf32> to vector<1x256xf32>
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %63 = vector.load %arg10[%c2, %c0, %c0] : memref<4x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
    %64 = vector.shape_cast %63 : vector<1x1x256xf32> to vector<1x256xf32>
    %65 = vector.shape_cast %62 : vector<1x256xf32> to vector<1x1x256xf32>
    tpu.vector_store %arg10[%c2, %c0, %c0], %65 {strides = array<i32>} : memref<4x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>, 
    %66 = vector.extract_strided_slice %47 {offsets = [768, 0], sizes = [256, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<256x128xf32>
    %67 = tpu.transpose %66, [1, 0] : vector<256x128xf32> -> vector<128x256xf32>
    %68 = vector.extract_strided_slice %67 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<128x256xf32> to vector<1x256xf32>
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %69 = vector.load %arg10[%c3, %c0, %c0] : memref<4x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
    %70 = vector.shape_cast %69 : vector<1x1x256xf32> to vector<1x256xf32>
    %71 = vector.shape_cast %68 : vector<1x256xf32> to vector<1x1x256xf32>
    tpu.vector_store %arg10[%c3, %c0, %c0], %71 {strides = array<i32>} : memref<4x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %6 = arith.remsi %5, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
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
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %6 = arith.remsi %5, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %6 = arith.remsi %5, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %c0_i32, %6 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:05ece610c4515ca24b00795443c9d8e47dedcc2beca12c0058848ae1eda8b307
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>, %arg6: memref<4x256x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<4x256x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<4x1x256xf32, #tpu.memory_space<vmem>>, %arg9: memref<4x1x256xf32, #tpu.memory_space<vmem>>, %arg10: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg12: memref<4x256x256xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1024x256xf32, #tpu.memory_space<vmem>>, %arg14: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 2, 16>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 4, 256, 256>}, {transform_indices = @transform_1, window_bounds = array<i64: 4, 256, 256>}, {transform_indices = @transform_2, window_bounds = array<i64: 4, 1, 256>}, {transform_indices = @transform_3, window_bounds = array<i64: 4, 1, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_4, window_bounds = array<i64: 1, 4096, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_5, window_bounds = array<i64: 1, 4096, 256>}, {transform_indices = @transform_6, window_bounds = array<i64: 4, 256, 256>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.remsi %0, %c16_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %5 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x256xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %6 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
    %7 = vector.shape_cast %6 : vector<1024x256xf32> to vector<1024x256xf32>
    %8 = vector.shape_cast %5 : vector<1024x256xf32> to vector<1024x256xf32>
    tpu.vector_store %arg13[%c0, %c0], %8 {strides = array<i32>} : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg8[%c0, %c0, %c0] : memref<4x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
    %10 = vector.shape_cast %9 : vector<1x1x256xf32> to vector<1x256xf32>
    %11 = vector.shape_cast %10 : vector<1x256xf32> to vector<1x256xf32>
    %12 = vector.broadcast %11 : vector<1x256xf32> to vector<128x256xf32>
    %13 = tpu.transpose %12, [1, 0] : vector<128x256xf32> -> vector<256x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %15 = vector.shape_cast %14 : vector<256x128xf32> to vector<256x128xf32>
    %16 = vector.shape_cast %13 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %16 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %17 = vector.load %arg8[%c1, %c0, %c0] : memref<4x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
    %18 = vector.shape_cast %17 : vector<1x1x256xf32> to vector<1x256xf32>
    %19 = vector.shape_cast %18 : vector<1x256xf32> to vector<1x256xf32>
    %20 = vector.broadcast %19 : vector<1x256xf32> to vector<128x256xf32>
    %21 = tpu.transpose %20, [1, 0] : vector<128x256xf32> -> vector<256x128xf32>
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %22 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %23 = vector.shape_cast %22 : vector<256x128xf32> to vector<256x128xf32>
    %24 = vector.shape_cast %21 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg14[%c256, %c0], %24 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %25 = vector.load %arg8[%c2, %c0, %c0] : memref<4x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
    %26 = vector.shape_cast %25 : vector<1x1x256xf32> to vector<1x256xf32>
    %27 = vector.shape_cast %26 : vector<1x256xf32> to vector<1x256xf32>
    %28 = vector.broadcast %27 : vector<1x256xf32> to vector<128x256xf32>
    %29 = tpu.transpose %28, [1, 0] : vector<128x256xf32> -> vector<256x128xf32>
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %31 = vector.shape_cast %30 : vector<256x128xf32> to vector<256x128xf32>
    %32 = vector.shape_cast %29 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg14[%c512, %c0], %32 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %33 = vector.load %arg8[%c3, %c0, %c0] : memref<4x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
    %34 = vector.shape_cast %33 : vector<1x1x256xf32> to vector<1x256xf32>
    %35 = vector.shape_cast %34 : vector<1x256xf32> to vector<1x256xf32>
    %36 = vector.broadcast %35 : vector<1x256xf32> to vector<128x256xf32>
    %37 = tpu.transpose %36, [1, 0] : vector<128x256xf32> -> vector<256x128xf32>
    %c768 = arith.constant 768 : index
    %c0 = arith.constant 0 : index
    %38 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %39 = vector.shape_cast %38 : vector<256x128xf32> to vector<256x128xf32>
    %40 = vector.shape_cast %37 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg14[%c768, %c0], %40 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg9[%c0, %c0, %c0] : memref<4x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
    %42 = vector.shape_cast %41 : vector<1x1x256xf32> to vector<1x256xf32>
    %43 = vector.shape_cast %42 : vector<1x256xf32> to vector<1x256xf32>
    %44 = vector.broadcast %43 : vector<1x256xf32> to vector<128x256xf32>
    %45 = tpu.transpose %44, [1, 0] : vector<128x256xf32> -> vector<256x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %46 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %47 = vector.shape_cast %46 : vector<256x128xf32> to vector<256x128xf32>
    %48 = vector.shape_cast %45 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %48 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %49 = vector.load %arg9[%c1, %c0, %c0] : memref<4x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
    %50 = vector.shape_cast %49 : vector<1x1x256xf32> to vector<1x256xf32>
    %51 = vector.shape_cast %50 : vector<1x256xf32> to vector<1x256xf32>
    %52 = vector.broadcast %51 : vector<1x256xf32> to vector<128x256xf32>
    %53 = tpu.transpose %52, [1, 0] : vector<128x256xf32> -> vector<256x128xf32>
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %54 = vector.load %arg15[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %55 = vector.shape_cast %54 : vector<256x128xf32> to vector<256x128xf32>
    %56 = vector.shape_cast %53 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg15[%c256, %c0], %56 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %57 = vector.load %arg9[%c2, %c0, %c0] : memref<4x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
    %58 = vector.shape_cast %57 : vector<1x1x256xf32> to vector<1x256xf32>
    %59 = vector.shape_cast %58 : vector<1x256xf32> to vector<1x256xf32>
    %60 = vector.broadcast %59 : vector<1x256xf32> to vector<128x256xf32>
    %61 = tpu.transpose %60, [1, 0] : vector<128x256xf32> -> vector<256x128xf32>
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %62 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %63 = vector.shape_cast %62 : vector<256x128xf32> to vector<256x128xf32>
    %64 = vector.shape_cast %61 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg15[%c512, %c0], %64 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %65 = vector.load %arg9[%c3, %c0, %c0] : memref<4x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
    %66 = vector.shape_cast %65 : vector<1x1x256xf32> to vector<1x256xf32>
    %67 = vector.shape_cast %66 : vector<1x256xf32> to vector<1x256xf32>
    %68 = vector.broadcast %67 : vector<1x256xf32> to vector<128x256xf32>
    %69 = tpu.transpose %68, [1, 0] : vector<128x256xf32> -> vector<256x128xf32>
    %c768 = arith.constant 768 : index
    %c0 = arith.constant 0 : index
    %70 = vector.load %arg15[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %71 = vector.shape_cast %70 : vector<256x128xf32> to vector<256x128xf32>
    %72 = vector.shape_cast %69 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg15[%c768, %c0], %72 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %73 = arith.index_cast %arg1 : i32 to index
    %74 = memref.load %arg2[%73] : memref<17xi8, #tpu.memory_space<smem>>
    %75 = arith.extsi %74 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %76 = arith.addi %arg1, %c1_i32 : i32
    %77 = arith.index_cast %76 : i32 to index
    %78 = memref.load %arg2[%77] : memref<17xi8, #tpu.memory_space<smem>>
    %79 = arith.extsi %78 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %80:2 = scf.while (%arg17 = %75, %arg18 = %c0_i32) : (i32, i32) -> (i32, i32) {
      %85 = arith.cmpi slt, %arg17, %79 : i32
      scf.condition(%85) %arg17, %arg18 : i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32):
      %85 = arith.index_cast %arg17 : i32 to index
      %86 = memref.load %arg5[%85] : memref<32xi8, #tpu.memory_space<smem>>
      %87 = arith.extsi %86 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %88 = arith.cmpi eq, %87, %c2_i32 : i32
      %89 = arith.extui %88 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %90 = arith.cmpi ne, %89, %c0_i32 : i32
      %91:2 = scf.if %90 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %92 = arith.addi %3, %c0_i32 : i32
        %93 = arith.index_cast %arg17 : i32 to index
        %94 = memref.load %arg3[%93] : memref<32xi8, #tpu.memory_space<smem>>
        %95 = arith.extsi %94 : i8 to i32
        %96 = arith.addi %95, %arg18 : i32
        %c8_i32 = arith.constant 8 : i32
        %97 = arith.divsi %92, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %98 = arith.muli %96, %c512_i32 : i32
        %99 = tpu.assume_multiple %98, 512 : i32
        %c8_i32 = arith.constant 8 : i32
        %100 = arith.divsi %92, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %96, %c512_i32 : i32
        %102 = tpu.assume_multiple %101, 512 : i32
        %103 = arith.index_cast %97 : i32 to index
        %104 = arith.index_cast %99 : i32 to index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg10[%103, %104, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %106 = vector.shape_cast %105 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg6[%c0, %c0, %c0] : memref<4x256x256xbf16, #tpu.memory_space<vmem>>, vector<4x256x256xbf16>
        %108 = vector.shape_cast %107 : vector<4x256x256xbf16> to vector<4x256x256xbf16>
        %109 = vector.shape_cast %108 : vector<4x256x256xbf16> to vector<1024x256xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %110 = tpu.matmul %109, %106, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x256xbf16>, vector<512x256xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %111 = vector.broadcast %cst_x82fafc : f32 to vector<1024x512xf32>
        %112 = arith.mulf %110, %111 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %114 = tpu.concatenate %113, %113, %113, %113 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %115 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x512xf32>
        %116 = arith.mulf %114, %115 : vector<1024x512xf32>
        %117 = arith.subf %112, %116 : vector<1024x512xf32>
        %118 = math.exp2 %117 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg7[%c0, %c0, %c0] : memref<4x256x256xbf16, #tpu.memory_space<vmem>>, vector<4x256x256xbf16>
        %120 = vector.shape_cast %119 : vector<4x256x256xbf16> to vector<4x256x256xbf16>
        %121 = vector.shape_cast %120 : vector<4x256x256xbf16> to vector<1024x256xbf16>
        %122 = arith.index_cast %100 : i32 to index
        %123 = arith.index_cast %102 : i32 to index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg11[%122, %123, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %125 = vector.shape_cast %124 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %126 = tpu.matmul %121, %125, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x256xbf16>, vector<512x256xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %128 = tpu.concatenate %127, %127, %127, %127 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %129 = arith.subf %126, %128 : vector<1024x512xf32>
        %130 = arith.mulf %118, %129 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %132 = arith.truncf %130 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x3e1fdc = arith.constant dense<0.000000e+00> : vector<1024x256xf32>
        %133 = tpu.matmul %132, %106, %cst_x3e1fdc {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x256xbf16>, vector<1024x256xf32> -> vector<1024x256xf32>
        %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
        %134 = vector.broadcast %cst_x7f9d07 : f32 to vector<1024x256xf32>
        %135 = arith.mulf %133, %134 : vector<1024x256xf32>
        %136 = arith.addf %131, %135 : vector<1024x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %138 = vector.shape_cast %137 : vector<1024x256xf32> to vector<1024x256xf32>
        %139 = vector.shape_cast %136 : vector<1024x256xf32> to vector<1024x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %139 {strides = array<i32>} : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %140 = arith.addi %arg18, %c1_i32 : i32
        %c31_i32 = arith.constant 31 : i32
        %141 = arith.minsi %arg17, %c31_i32 : i32
        %142 = arith.index_cast %141 : i32 to index
        %143 = memref.load %arg4[%142] : memref<32xi8, #tpu.memory_space<smem>>
        %144 = arith.extsi %143 : i8 to i32
        %145 = arith.cmpi sge, %140, %144 : i32
        %c1_i32 = arith.constant 1 : i32
        %146 = arith.addi %arg17, %c1_i32 : i32
        %147 = arith.select %145, %146, %arg17 : i32
        %c1_i32 = arith.constant 1 : i32
        %148 = arith.addi %arg18, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %149 = arith.select %145, %c0_i32, %148 : i32
        scf.yield %147, %149 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %92 = arith.addi %3, %c0_i32 : i32
        %93 = arith.index_cast %arg17 : i32 to index
        %94 = memref.load %arg3[%93] : memref<32xi8, #tpu.memory_space<smem>>
        %95 = arith.extsi %94 : i8 to i32
        %96 = arith.addi %95, %arg18 : i32
        %c8_i32 = arith.constant 8 : i32
        %97 = arith.divsi %92, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %98 = arith.muli %96, %c512_i32 : i32
        %99 = tpu.assume_multiple %98, 512 : i32
        %c8_i32 = arith.constant 8 : i32
        %100 = arith.divsi %92, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %96, %c512_i32 : i32
        %102 = tpu.assume_multiple %101, 512 : i32
        %103 = arith.index_cast %97 : i32 to index
        %104 = arith.index_cast %99 : i32 to index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg10[%103, %104, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %106 = vector.shape_cast %105 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg6[%c0, %c0, %c0] : memref<4x256x256xbf16, #tpu.memory_space<vmem>>, vector<4x256x256xbf16>
        %108 = vector.shape_cast %107 : vector<4x256x256xbf16> to vector<4x256x256xbf16>
        %109 = vector.shape_cast %108 : vector<4x256x256xbf16> to vector<1024x256xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %110 = tpu.matmul %109, %106, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x256xbf16>, vector<512x256xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %111 = vector.broadcast %cst_x82fafc : f32 to vector<1024x512xf32>
        %112 = arith.mulf %110, %111 : vector<1024x512xf32>
        %c256_i32 = arith.constant 256 : i32
        %113 = arith.muli %4, %c256_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %114 = arith.muli %96, %c512_i32 : i32
        %115 = tpu.iota {dimensions = array<i32: 0>} : vector<256x1xi32>
        %116 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %117 = vector.broadcast %113 : i32 to vector<256x1xi32>
        %118 = arith.addi %117, %115 : vector<256x1xi32>
        %119 = vector.broadcast %114 : i32 to vector<1x512xi32>
        %120 = arith.addi %119, %116 : vector<1x512xi32>
        %121 = vector.broadcast %120 : vector<1x512xi32> to vector<256x512xi32>
        %122 = vector.broadcast %118 : vector<256x1xi32> to vector<256x512xi32>
        %123 = arith.cmpi sle, %121, %122 : vector<256x512xi32>
        %c1280_i32 = arith.constant 1280 : i32
        %124 = vector.broadcast %c1280_i32 : i32 to vector<1x512xi32>
        %125 = arith.cmpi slt, %120, %124 : vector<1x512xi32>
        %126 = vector.broadcast %125 : vector<1x512xi1> to vector<256x512xi1>
        %127 = arith.ori %123, %126 : vector<256x512xi1>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %129 = tpu.concatenate %128, %128, %128, %128 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %130 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x512xf32>
        %131 = arith.mulf %129, %130 : vector<1024x512xf32>
        %132 = arith.subf %112, %131 : vector<1024x512xf32>
        %133 = math.exp2 %132 : vector<1024x512xf32>
        %134 = vector.shape_cast %133 : vector<1024x512xf32> to vector<4x256x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %135 = vector.shape_cast %127 : vector<256x512xi1> to vector<1x256x512xi1>
        %136 = vector.broadcast %135 : vector<1x256x512xi1> to vector<4x256x512xi1>
        %137 = vector.broadcast %cst_x8ee5ec : f32 to vector<4x256x512xf32>
        %138 = arith.select %136, %134, %137 : vector<4x256x512xi1>, vector<4x256x512xf32>
        %139 = vector.shape_cast %138 : vector<4x256x512xf32> to vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %arg7[%c0, %c0, %c0] : memref<4x256x256xbf16, #tpu.memory_space<vmem>>, vector<4x256x256xbf16>
        %141 = vector.shape_cast %140 : vector<4x256x256xbf16> to vector<4x256x256xbf16>
        %142 = vector.shape_cast %141 : vector<4x256x256xbf16> to vector<1024x256xbf16>
        %143 = arith.index_cast %100 : i32 to index
        %144 = arith.index_cast %102 : i32 to index
        %c0 = arith.constant 0 : index
        %145 = vector.load %arg11[%143, %144, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %146 = vector.shape_cast %145 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %147 = tpu.matmul %142, %146, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x256xbf16>, vector<512x256xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %149 = tpu.concatenate %148, %148, %148, %148 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %150 = arith.subf %147, %149 : vector<1024x512xf32>
        %151 = arith.mulf %139, %150 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %152 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %153 = arith.truncf %151 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x3e1fdc = arith.constant dense<0.000000e+00> : vector<1024x256xf32>
        %154 = tpu.matmul %153, %106, %cst_x3e1fdc {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x256xbf16>, vector<1024x256xf32> -> vector<1024x256xf32>
        %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
        %155 = vector.broadcast %cst_x7f9d07 : f32 to vector<1024x256xf32>
        %156 = arith.mulf %154, %155 : vector<1024x256xf32>
        %157 = arith.addf %152, %156 : vector<1024x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %158 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %159 = vector.shape_cast %158 : vector<1024x256xf32> to vector<1024x256xf32>
        %160 = vector.shape_cast %157 : vector<1024x256xf32> to vector<1024x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %160 {strides = array<i32>} : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %161 = arith.addi %arg18, %c1_i32 : i32
        %c31_i32 = arith.constant 31 : i32
        %162 = arith.minsi %arg17, %c31_i32 : i32
        %163 = arith.index_cast %162 : i32 to index
        %164 = memref.load %arg4[%163] : memref<32xi8, #tpu.memory_space<smem>>
        %165 = arith.extsi %164 : i8 to i32
        %166 = arith.cmpi sge, %161, %165 : i32
        %c1_i32 = arith.constant 1 : i32
        %167 = arith.addi %arg17, %c1_i32 : i32
        %168 = arith.select %166, %167, %arg17 : i32
        %c1_i32 = arith.constant 1 : i32
        %169 = arith.addi %arg18, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %170 = arith.select %166, %c0_i32, %169 : i32
        scf.yield %168, %170 : i32, i32
      }
      scf.yield %91#0, %91#1 : i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %81 = vector.load %arg13[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
    %82 = arith.truncf %81 : vector<1024x256xf32> to vector<1024x256xbf16>
    %83 = vector.shape_cast %82 : vector<1024x256xbf16> to vector<4x256x256xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %84 = vector.load %arg12[%c0, %c0, %c0] : memref<4x256x256xbf16, #tpu.memory_space<vmem>>, vector<4x256x256xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %83 {strides = array<i32>} : memref<4x256x256xbf16, #tpu.memory_space<vmem>>, vector<4x256x256xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %6 = arith.remsi %5, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %6 = arith.remsi %5, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %6 = arith.remsi %5, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %c0_i32, %6 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %6 = arith.remsi %5, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %c0_i32, %6 : i32, i32, i32
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
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %6 = arith.remsi %5, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
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
