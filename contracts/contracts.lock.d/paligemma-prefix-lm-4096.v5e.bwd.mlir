module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17xi8>, %arg1: tensor<32xi8>, %arg2: tensor<32xi8>, %arg3: tensor<32xi8>, %arg4: tensor<9xi8>, %arg5: tensor<13xi8>, %arg6: tensor<13xi8>, %arg7: tensor<13xi8>, %arg8: tensor<8x4096x256xbf16>, %arg9: tensor<1x4096x256xbf16>, %arg10: tensor<1x4096x256xbf16>) -> (tensor<8x4096x256xbf16> {jax.result_info = "result[0]"}, tensor<8x4096x256xbf16> {jax.result_info = "result[1][0]"}, tensor<1x4096x256xbf16> {jax.result_info = "result[1][1]"}, tensor<1x4096x256xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<8x4096x256xbf16>, tensor<i32>) -> tensor<8x4096x256xbf16>
    %1 = call @_pad_0(%arg9, %c) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:94120d1d637a104d81082ddf4042f8740d8e531ec752809baf125f1137ad5707\22, \22cost_estimate\22: {\22bytes_accessed\22: 360710144, \22flops\22: 83751862272, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 81788928}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<32xi8>, tensor<32xi8>, tensor<32xi8>, tensor<8x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>) -> (tensor<8x4096x256xbf16>, tensor<8x1x4096xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<8x4096x256xbf16>) -> tensor<8x4096x256xf32>
    %5 = stablehlo.convert %3#0 : (tensor<8x4096x256xbf16>) -> tensor<8x4096x256xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<8x4096x256xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x4096x256xf32>, tensor<f32>) -> tensor<8x4096xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<8x4096xf32>) -> tensor<8x1x4096xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:7596b913c75056c76d6a3fce1801e9c9440dcc457b39c1e52c85567cd1dd83be\22, \22cost_estimate\22: {\22bytes_accessed\22: 377487360, \22flops\22: 125627793408, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 81788928}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<32xi8>, tensor<32xi8>, tensor<32xi8>, tensor<8x4096x256xbf16>, tensor<8x4096x256xbf16>, tensor<8x1x4096xf32>, tensor<8x1x4096xf32>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>) -> tensor<8x4096x256xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:b341466721347e65254f3304b97a951fb08cb40f52adde564c6917025ef5985f\22, \22cost_estimate\22: {\22bytes_accessed\22: 171966464, \22flops\22: 167503724544, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 81788928}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<9xi8>, tensor<13xi8>, tensor<13xi8>, tensor<13xi8>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<8x4096x256xbf16>, tensor<8x4096x256xbf16>, tensor<8x1x4096xf32>, tensor<8x1x4096xf32>) -> (tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:94120d1d637a104d81082ddf4042f8740d8e531ec752809baf125f1137ad5707
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>, %arg6: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x256xf32, #tpu.memory_space<vmem>>, %arg11: memref<256x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<256x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<256x256xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 16>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 256, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 1, 4096, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_2, window_bounds = array<i64: 1, 4096, 256>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 256, 256>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 256>}]} {
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
    %c0_i32 = arith.constant 0 : i32
    %23:3 = scf.while (%arg15 = %18, %arg16 = %c0_i32, %arg17 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %53 = arith.cmpi slt, %arg15, %22 : i32
      scf.condition(%53) %arg15, %arg16, %arg17 : i32, i32, i32
    } do {
    ^bb0(%arg15: i32, %arg16: i32, %arg17: i32):
      %c1_i32 = arith.constant 1 : i32
      %53 = arith.addi %arg16, %c1_i32 : i32
      %54 = arith.index_cast %arg15 : i32 to index
      %55 = memref.load %arg4[%54] : memref<32xi8, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i8 to i32
      %57 = arith.cmpi sge, %53, %56 : i32
      %c1_i32 = arith.constant 1 : i32
      %58 = arith.addi %arg15, %c1_i32 : i32
      %59 = arith.select %57, %58, %arg15 : i32
      %c1_i32 = arith.constant 1 : i32
      %60 = arith.addi %arg16, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = arith.select %57, %c0_i32, %60 : i32
      %62 = arith.cmpi slt, %59, %22 : i32
      %63 = arith.extui %62 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %64 = arith.cmpi ne, %63, %c0_i32 : i32
      scf.if %64 {
        %c0_i32 = arith.constant 0 : i32
        %83 = arith.addi %2, %c0_i32 : i32
        %84 = arith.index_cast %59 : i32 to index
        %85 = memref.load %arg3[%84] : memref<32xi8, #tpu.memory_space<smem>>
        %86 = arith.extsi %85 : i8 to i32
        %87 = arith.addi %86, %61 : i32
        %c1_i32 = arith.constant 1 : i32
        %88 = arith.subi %c1_i32, %arg17 : i32
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %65 = arith.addi %2, %c0_i32 : i32
      %66 = arith.index_cast %arg15 : i32 to index
      %67 = memref.load %arg3[%66] : memref<32xi8, #tpu.memory_space<smem>>
      %68 = arith.extsi %67 : i8 to i32
      %69 = arith.addi %68, %arg16 : i32
      %c8_i32 = arith.constant 8 : i32
      %70 = arith.divsi %65, %c8_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %71 = arith.muli %69, %c512_i32 : i32
      %72 = tpu.assume_multiple %71, 512 : i32
      %c8_i32 = arith.constant 8 : i32
      %73 = arith.divsi %65, %c8_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %74 = arith.muli %69, %c512_i32 : i32
      %75 = tpu.assume_multiple %74, 512 : i32
      %76 = arith.index_cast %arg15 : i32 to index
      %77 = memref.load %arg5[%76] : memref<32xi8, #tpu.memory_space<smem>>
      %78 = arith.extsi %77 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %79 = arith.cmpi eq, %78, %c2_i32 : i32
      %80 = arith.extui %79 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %81 = arith.cmpi ne, %80, %c0_i32 : i32
      scf.if %81 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg6[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %84 = vector.shape_cast %83 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %85 = arith.index_cast %70 : i32 to index
        %86 = arith.index_cast %72 : i32 to index
        %c0 = arith.constant 0 : index
        %87 = vector.load %arg7[%85, %86, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %88 = vector.shape_cast %87 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %89 = tpu.matmul %84, %88, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %90 = vector.broadcast %cst_x82fafc : f32 to vector<256x512xf32>
        %91 = arith.mulf %89, %90 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %cst_xe8bd18 = arith.constant dense<0xFF800000> : vector<256xf32>
        %93 = vector.multi_reduction <maximumf>, %91, %cst_xe8bd18 [1] : vector<256x512xf32> to vector<256xf32>
        %94 = vector.shape_cast %93 : vector<256xf32> to vector<256x1xf32>
        %95 = vector.broadcast %94 : vector<256x1xf32> to vector<256x128xf32>
        %96 = arith.maximumf %92, %95 : vector<256x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %97 = vector.broadcast %cst_x72b973 : f32 to vector<256x128xf32>
        %98 = arith.maximumf %96, %97 : vector<256x128xf32>
        %99 = tpu.concatenate %98, %98, %98, %98 in 1 : vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32> -> vector<256x512xf32>
        %100 = arith.subf %91, %99 : vector<256x512xf32>
        %101 = math.exp2 %100 : vector<256x512xf32>
        %102 = arith.subf %92, %98 : vector<256x128xf32>
        %103 = math.exp2 %102 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg12[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %105 = arith.mulf %103, %104 : vector<256x128xf32>
        %cst_x61647b = arith.constant dense<0.000000e+00> : vector<256xf32>
        %106 = vector.multi_reduction <add>, %101, %cst_x61647b [1] : vector<256x512xf32> to vector<256xf32>
        %107 = vector.shape_cast %106 : vector<256xf32> to vector<256x1xf32>
        %108 = vector.broadcast %107 : vector<256x1xf32> to vector<256x128xf32>
        %109 = arith.addf %105, %108 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg12[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %111 = vector.shape_cast %110 : vector<256x128xf32> to vector<256x128xf32>
        %112 = vector.shape_cast %109 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %112 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %113 = arith.index_cast %73 : i32 to index
        %114 = arith.index_cast %75 : i32 to index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg8[%113, %114, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %116 = vector.shape_cast %115 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %117 = tpu.concatenate %103, %103 in 1 : vector<256x128xf32>, vector<256x128xf32> -> vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %119 = arith.mulf %117, %118 : vector<256x256xf32>
        %120 = arith.truncf %101 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd937c0 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
        %121 = tpu.matmul %120, %116, %cst_xd937c0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x256xbf16>, vector<256x256xf32> -> vector<256x256xf32>
        %122 = arith.addf %119, %121 : vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %124 = vector.shape_cast %123 : vector<256x256xf32> to vector<256x256xf32>
        %125 = vector.shape_cast %122 : vector<256x256xf32> to vector<256x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %125 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %127 = vector.shape_cast %126 : vector<256x128xf32> to vector<256x128xf32>
        %128 = vector.shape_cast %96 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %128 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg6[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %84 = vector.shape_cast %83 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %85 = arith.index_cast %70 : i32 to index
        %86 = arith.index_cast %72 : i32 to index
        %c0 = arith.constant 0 : index
        %87 = vector.load %arg7[%85, %86, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %88 = vector.shape_cast %87 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %89 = tpu.matmul %84, %88, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %90 = vector.broadcast %cst_x82fafc : f32 to vector<256x512xf32>
        %91 = arith.mulf %89, %90 : vector<256x512xf32>
        %c256_i32 = arith.constant 256 : i32
        %92 = arith.muli %3, %c256_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %93 = arith.muli %69, %c512_i32 : i32
        %94 = tpu.iota {dimensions = array<i32: 0>} : vector<256x1xi32>
        %95 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %96 = vector.broadcast %92 : i32 to vector<256x1xi32>
        %97 = arith.addi %96, %94 : vector<256x1xi32>
        %98 = vector.broadcast %93 : i32 to vector<1x512xi32>
        %99 = arith.addi %98, %95 : vector<1x512xi32>
        %100 = vector.broadcast %99 : vector<1x512xi32> to vector<256x512xi32>
        %101 = vector.broadcast %97 : vector<256x1xi32> to vector<256x512xi32>
        %102 = arith.cmpi sle, %100, %101 : vector<256x512xi32>
        %c1280_i32 = arith.constant 1280 : i32
        %103 = vector.broadcast %c1280_i32 : i32 to vector<1x512xi32>
        %104 = arith.cmpi slt, %99, %103 : vector<1x512xi32>
        %105 = vector.broadcast %104 : vector<1x512xi1> to vector<256x512xi1>
        %106 = arith.ori %102, %105 : vector<256x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %107 = vector.broadcast %cst_xbef082 : f32 to vector<256x512xf32>
        %108 = arith.select %106, %91, %107 : vector<256x512xi1>, vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %cst_xe8bd18 = arith.constant dense<0xFF800000> : vector<256xf32>
        %110 = vector.multi_reduction <maximumf>, %108, %cst_xe8bd18 [1] : vector<256x512xf32> to vector<256xf32>
        %111 = vector.shape_cast %110 : vector<256xf32> to vector<256x1xf32>
        %112 = vector.broadcast %111 : vector<256x1xf32> to vector<256x128xf32>
        %113 = arith.maximumf %109, %112 : vector<256x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %114 = vector.broadcast %cst_x72b973 : f32 to vector<256x128xf32>
        %115 = arith.maximumf %113, %114 : vector<256x128xf32>
        %116 = tpu.concatenate %115, %115, %115, %115 in 1 : vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32> -> vector<256x512xf32>
        %117 = arith.subf %108, %116 : vector<256x512xf32>
        %118 = math.exp2 %117 : vector<256x512xf32>
        %119 = arith.subf %109, %115 : vector<256x128xf32>
        %120 = math.exp2 %119 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg12[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %122 = arith.mulf %120, %121 : vector<256x128xf32>
        %cst_x61647b = arith.constant dense<0.000000e+00> : vector<256xf32>
        %123 = vector.multi_reduction <add>, %118, %cst_x61647b [1] : vector<256x512xf32> to vector<256xf32>
        %124 = vector.shape_cast %123 : vector<256xf32> to vector<256x1xf32>
        %125 = vector.broadcast %124 : vector<256x1xf32> to vector<256x128xf32>
        %126 = arith.addf %122, %125 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg12[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %128 = vector.shape_cast %127 : vector<256x128xf32> to vector<256x128xf32>
        %129 = vector.shape_cast %126 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %129 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %130 = arith.index_cast %73 : i32 to index
        %131 = arith.index_cast %75 : i32 to index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg8[%130, %131, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %133 = vector.shape_cast %132 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %134 = tpu.concatenate %120, %120 in 1 : vector<256x128xf32>, vector<256x128xf32> -> vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %136 = arith.mulf %134, %135 : vector<256x256xf32>
        %137 = arith.truncf %118 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd937c0 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
        %138 = tpu.matmul %137, %133, %cst_xd937c0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x256xbf16>, vector<256x256xf32> -> vector<256x256xf32>
        %139 = arith.addf %136, %138 : vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %141 = vector.shape_cast %140 : vector<256x256xf32> to vector<256x256xf32>
        %142 = vector.shape_cast %139 : vector<256x256xf32> to vector<256x256xf32>
        tpu.vector_store %arg13[%c0, %c0], %142 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %144 = vector.shape_cast %143 : vector<256x128xf32> to vector<256x128xf32>
        %145 = vector.shape_cast %113 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %145 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %82 = arith.subi %c1_i32, %arg17 : i32
      scf.yield %59, %61, %82 : i32, i32, i32
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

// ---- kernel sparse_cli_dq sha256:7596b913c75056c76d6a3fce1801e9c9440dcc457b39c1e52c85567cd1dd83be
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>, %arg6: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x256xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x256xf32, #tpu.memory_space<vmem>>, %arg10: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg12: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg13: memref<256x256xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 16>, scalar_prefetch = 4 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 256, 256>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 256, 256>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 256>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_4, window_bounds = array<i64: 1, 4096, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_5, window_bounds = array<i64: 1, 4096, 256>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 256, 256>}]} {
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
    %8 = arith.index_cast %arg1 : i32 to index
    %9 = memref.load %arg2[%8] : memref<17xi8, #tpu.memory_space<smem>>
    %10 = arith.extsi %9 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %11 = arith.addi %arg1, %c1_i32 : i32
    %12 = arith.index_cast %11 : i32 to index
    %13 = memref.load %arg2[%12] : memref<17xi8, #tpu.memory_space<smem>>
    %14 = arith.extsi %13 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %15:3 = scf.while (%arg15 = %10, %arg16 = %c0_i32, %arg17 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %21 = arith.cmpi slt, %arg15, %14 : i32
      scf.condition(%21) %arg15, %arg16, %arg17 : i32, i32, i32
    } do {
    ^bb0(%arg15: i32, %arg16: i32, %arg17: i32):
      %c1_i32 = arith.constant 1 : i32
      %21 = arith.addi %arg16, %c1_i32 : i32
      %22 = arith.index_cast %arg15 : i32 to index
      %23 = memref.load %arg4[%22] : memref<32xi8, #tpu.memory_space<smem>>
      %24 = arith.extsi %23 : i8 to i32
      %25 = arith.cmpi sge, %21, %24 : i32
      %c1_i32 = arith.constant 1 : i32
      %26 = arith.addi %arg15, %c1_i32 : i32
      %27 = arith.select %25, %26, %arg15 : i32
      %c1_i32 = arith.constant 1 : i32
      %28 = arith.addi %arg16, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %29 = arith.select %25, %c0_i32, %28 : i32
      %30 = arith.cmpi slt, %27, %14 : i32
      %31 = arith.extui %30 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %32 = arith.cmpi ne, %31, %c0_i32 : i32
      scf.if %32 {
        %c0_i32 = arith.constant 0 : i32
        %51 = arith.addi %2, %c0_i32 : i32
        %52 = arith.index_cast %27 : i32 to index
        %53 = memref.load %arg3[%52] : memref<32xi8, #tpu.memory_space<smem>>
        %54 = arith.extsi %53 : i8 to i32
        %55 = arith.addi %54, %29 : i32
        %c1_i32 = arith.constant 1 : i32
        %56 = arith.subi %c1_i32, %arg17 : i32
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %33 = arith.addi %2, %c0_i32 : i32
      %34 = arith.index_cast %arg15 : i32 to index
      %35 = memref.load %arg3[%34] : memref<32xi8, #tpu.memory_space<smem>>
      %36 = arith.extsi %35 : i8 to i32
      %37 = arith.addi %36, %arg16 : i32
      %c8_i32 = arith.constant 8 : i32
      %38 = arith.divsi %33, %c8_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %39 = arith.muli %37, %c512_i32 : i32
      %40 = tpu.assume_multiple %39, 512 : i32
      %c8_i32 = arith.constant 8 : i32
      %41 = arith.divsi %33, %c8_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %37, %c512_i32 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %44 = arith.index_cast %arg15 : i32 to index
      %45 = memref.load %arg5[%44] : memref<32xi8, #tpu.memory_space<smem>>
      %46 = arith.extsi %45 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %47 = arith.cmpi eq, %46, %c2_i32 : i32
      %48 = arith.extui %47 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %49 = arith.cmpi ne, %48, %c0_i32 : i32
      scf.if %49 {
        %51 = arith.index_cast %38 : i32 to index
        %52 = arith.index_cast %40 : i32 to index
        %c0 = arith.constant 0 : index
        %53 = vector.load %arg10[%51, %52, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %54 = vector.shape_cast %53 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %55 = vector.load %arg6[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %56 = vector.shape_cast %55 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %57 = tpu.matmul %56, %54, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %58 = vector.broadcast %cst_x82fafc : f32 to vector<256x512xf32>
        %59 = arith.mulf %57, %58 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %60 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
        %61 = vector.shape_cast %60 : vector<1x1x256xf32> to vector<256xf32>
        %62 = vector.shape_cast %61 : vector<256xf32> to vector<256x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %63 = vector.broadcast %cst_x3f8ad7 : f32 to vector<256x1xf32>
        %64 = arith.mulf %62, %63 : vector<256x1xf32>
        %65 = vector.broadcast %64 : vector<256x1xf32> to vector<256x512xf32>
        %66 = arith.subf %59, %65 : vector<256x512xf32>
        %67 = math.exp2 %66 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %68 = vector.load %arg7[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %69 = vector.shape_cast %68 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %70 = arith.index_cast %41 : i32 to index
        %71 = arith.index_cast %43 : i32 to index
        %c0 = arith.constant 0 : index
        %72 = vector.load %arg11[%70, %71, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %73 = vector.shape_cast %72 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %74 = tpu.matmul %69, %73, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %75 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
        %76 = vector.shape_cast %75 : vector<1x1x256xf32> to vector<256xf32>
        %77 = vector.shape_cast %76 : vector<256xf32> to vector<256x1xf32>
        %78 = vector.broadcast %77 : vector<256x1xf32> to vector<256x512xf32>
        %79 = arith.subf %74, %78 : vector<256x512xf32>
        %80 = arith.mulf %67, %79 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %82 = arith.truncf %80 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd937c0 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
        %83 = tpu.matmul %82, %54, %cst_xd937c0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x256xbf16>, vector<256x256xf32> -> vector<256x256xf32>
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
      } else {
        %51 = arith.index_cast %38 : i32 to index
        %52 = arith.index_cast %40 : i32 to index
        %c0 = arith.constant 0 : index
        %53 = vector.load %arg10[%51, %52, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %54 = vector.shape_cast %53 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %55 = vector.load %arg6[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %56 = vector.shape_cast %55 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %57 = tpu.matmul %56, %54, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %58 = vector.broadcast %cst_x82fafc : f32 to vector<256x512xf32>
        %59 = arith.mulf %57, %58 : vector<256x512xf32>
        %c256_i32 = arith.constant 256 : i32
        %60 = arith.muli %3, %c256_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %61 = arith.muli %37, %c512_i32 : i32
        %62 = tpu.iota {dimensions = array<i32: 0>} : vector<256x1xi32>
        %63 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %64 = vector.broadcast %60 : i32 to vector<256x1xi32>
        %65 = arith.addi %64, %62 : vector<256x1xi32>
        %66 = vector.broadcast %61 : i32 to vector<1x512xi32>
        %67 = arith.addi %66, %63 : vector<1x512xi32>
        %68 = vector.broadcast %67 : vector<1x512xi32> to vector<256x512xi32>
        %69 = vector.broadcast %65 : vector<256x1xi32> to vector<256x512xi32>
        %70 = arith.cmpi sle, %68, %69 : vector<256x512xi32>
        %c1280_i32 = arith.constant 1280 : i32
        %71 = vector.broadcast %c1280_i32 : i32 to vector<1x512xi32>
        %72 = arith.cmpi slt, %67, %71 : vector<1x512xi32>
        %73 = vector.broadcast %72 : vector<1x512xi1> to vector<256x512xi1>
        %74 = arith.ori %70, %73 : vector<256x512xi1>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %75 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
        %76 = vector.shape_cast %75 : vector<1x1x256xf32> to vector<256xf32>
        %77 = vector.shape_cast %76 : vector<256xf32> to vector<256x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %78 = vector.broadcast %cst_x3f8ad7 : f32 to vector<256x1xf32>
        %79 = arith.mulf %77, %78 : vector<256x1xf32>
        %80 = vector.broadcast %79 : vector<256x1xf32> to vector<256x512xf32>
        %81 = arith.subf %59, %80 : vector<256x512xf32>
        %82 = math.exp2 %81 : vector<256x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %83 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x512xf32>
        %84 = arith.select %74, %82, %83 : vector<256x512xi1>, vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg7[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %86 = vector.shape_cast %85 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %87 = arith.index_cast %41 : i32 to index
        %88 = arith.index_cast %43 : i32 to index
        %c0 = arith.constant 0 : index
        %89 = vector.load %arg11[%87, %88, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %90 = vector.shape_cast %89 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %91 = tpu.matmul %86, %90, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
        %93 = vector.shape_cast %92 : vector<1x1x256xf32> to vector<256xf32>
        %94 = vector.shape_cast %93 : vector<256xf32> to vector<256x1xf32>
        %95 = vector.broadcast %94 : vector<256x1xf32> to vector<256x512xf32>
        %96 = arith.subf %91, %95 : vector<256x512xf32>
        %97 = arith.mulf %84, %96 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %99 = arith.truncf %97 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd937c0 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
        %100 = tpu.matmul %99, %54, %cst_xd937c0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x256xbf16>, vector<256x256xf32> -> vector<256x256xf32>
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
      }
      %c1_i32 = arith.constant 1 : i32
      %50 = arith.subi %c1_i32, %arg17 : i32
      scf.yield %27, %29, %50 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %16 = vector.load %arg13[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
    %17 = arith.truncf %16 : vector<256x256xf32> to vector<256x256xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %18 = vector.load %arg12[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
    %19 = vector.shape_cast %18 : vector<1x256x256xbf16> to vector<256x256xbf16>
    %20 = vector.shape_cast %17 : vector<256x256xbf16> to vector<1x256x256xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %20 {strides = array<i32>} : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>, 
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

// ---- kernel sparse_cli_dkv sha256:b341466721347e65254f3304b97a951fb08cb40f52adde564c6917025ef5985f
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<13xi8, #tpu.memory_space<smem>>, %arg5: memref<13xi8, #tpu.memory_space<smem>>, %arg6: memref<13xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg9: memref<8x4096x256xbf16, #tpu.memory_space<any>>, %arg10: memref<8x4096x256xbf16, #tpu.memory_space<any>>, %arg11: memref<8x1x4096xf32, #tpu.memory_space<any>>, %arg12: memref<8x1x4096xf32, #tpu.memory_space<any>>, %arg13: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x256xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x256xf32, #tpu.memory_space<vmem>>, %arg17: memref<2x256x256xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x256x256xbf16, #tpu.memory_space<vmem>>, %arg19: memref<2x1x256xf32, #tpu.memory_space<vmem>>, %arg20: memref<2x1x256xf32, #tpu.memory_space<vmem>>, %arg21: memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 8, 8>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 256>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 256>}]} {
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
    %19 = arith.cmpi ne, %18, %c0_i32 : i32
    scf.if %19 {
      %c0_i32 = arith.constant 0 : i32
      %23 = arith.addi %4, %c0_i32 : i32
      %24 = arith.index_cast %12 : i32 to index
      %25 = memref.load %arg4[%24] : memref<13xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %27 = arith.addi %26, %c0_i32 : i32
      %c256_i32 = arith.constant 256 : i32
      %28 = arith.muli %27, %c256_i32 : i32
      %29 = tpu.assume_multiple %28, 256 : i32
      %c256_i32 = arith.constant 256 : i32
      %30 = arith.muli %27, %c256_i32 : i32
      %31 = tpu.assume_multiple %30, 256 : i32
      %c256_i32 = arith.constant 256 : i32
      %32 = arith.muli %27, %c256_i32 : i32
      %33 = tpu.assume_multiple %32, 256 : i32
      %c256_i32 = arith.constant 256 : i32
      %34 = arith.muli %27, %c256_i32 : i32
      %35 = tpu.assume_multiple %34, 256 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %36 = tpu.memref_slice %arg21[%c0_i32, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %37 = tpu.memref_squeeze %36 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %38 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
      %39 = tpu.memref_squeeze %38 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %40 = tpu.memref_slice %arg9[%23, %29, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
      %41 = tpu.memref_squeeze %40 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%41 : memref<256x256xbf16, #tpu.memory_space<any>>) target(%39 : memref<256x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%37 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %42 = tpu.memref_slice %arg21[%c0_i32, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %43 = tpu.memref_squeeze %42 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %44 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
      %45 = tpu.memref_squeeze %44 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg10[%23, %31, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
      %47 = tpu.memref_squeeze %46 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%47 : memref<256x256xbf16, #tpu.memory_space<any>>) target(%45 : memref<256x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%43 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %48 = tpu.memref_slice %arg21[%c0_i32, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %49 = tpu.memref_squeeze %48 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
      %51 = tpu.memref_squeeze %50 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg11[%23, %c0_i32, %33] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
      %53 = tpu.memref_squeeze %52 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%53 : memref<1x256xf32, #tpu.memory_space<any>>) target(%51 : memref<1x256xf32, #tpu.memory_space<vmem>>) target_semaphore(%49 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %54 = tpu.memref_slice %arg21[%c0_i32, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
      %57 = tpu.memref_squeeze %56 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg12[%23, %c0_i32, %35] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%59 : memref<1x256xf32, #tpu.memory_space<any>>) target(%57 : memref<1x256xf32, #tpu.memory_space<vmem>>) target_semaphore(%55 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %25 = memref.load %arg5[%24] : memref<13xi8, #tpu.memory_space<smem>>
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
        %81 = memref.load %arg4[%80] : memref<13xi8, #tpu.memory_space<smem>>
        %82 = arith.extsi %81 : i8 to i32
        %83 = arith.addi %82, %31 : i32
        %c1_i32 = arith.constant 1 : i32
        %84 = arith.subi %c1_i32, %arg24 : i32
        %c256_i32 = arith.constant 256 : i32
        %85 = arith.muli %83, %c256_i32 : i32
        %86 = tpu.assume_multiple %85, 256 : i32
        %c256_i32 = arith.constant 256 : i32
        %87 = arith.muli %83, %c256_i32 : i32
        %88 = tpu.assume_multiple %87, 256 : i32
        %c256_i32 = arith.constant 256 : i32
        %89 = arith.muli %83, %c256_i32 : i32
        %90 = tpu.assume_multiple %89, 256 : i32
        %c256_i32 = arith.constant 256 : i32
        %91 = arith.muli %83, %c256_i32 : i32
        %92 = tpu.assume_multiple %91, 256 : i32
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg21[%84, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %95 = tpu.memref_slice %arg17[%84, %c0_i32, %c0_i32] : memref<2x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
        %96 = tpu.memref_squeeze %95 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg9[%79, %86, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
        %98 = tpu.memref_squeeze %97 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%98 : memref<256x256xbf16, #tpu.memory_space<any>>) target(%96 : memref<256x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %99 = tpu.memref_slice %arg21[%84, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %100 = tpu.memref_squeeze %99 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg18[%84, %c0_i32, %c0_i32] : memref<2x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
        %102 = tpu.memref_squeeze %101 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %103 = tpu.memref_slice %arg10[%79, %88, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
        %104 = tpu.memref_squeeze %103 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%104 : memref<256x256xbf16, #tpu.memory_space<any>>) target(%102 : memref<256x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%100 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %105 = tpu.memref_slice %arg21[%84, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %106 = tpu.memref_squeeze %105 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg19[%84, %c0_i32, %c0_i32] : memref<2x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
        %108 = tpu.memref_squeeze %107 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %109 = tpu.memref_slice %arg11[%79, %c0_i32, %90] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
        %110 = tpu.memref_squeeze %109 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%110 : memref<1x256xf32, #tpu.memory_space<any>>) target(%108 : memref<1x256xf32, #tpu.memory_space<vmem>>) target_semaphore(%106 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %111 = tpu.memref_slice %arg21[%84, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %112 = tpu.memref_squeeze %111 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %113 = tpu.memref_slice %arg20[%84, %c0_i32, %c0_i32] : memref<2x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
        %114 = tpu.memref_squeeze %113 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %115 = tpu.memref_slice %arg12[%79, %c0_i32, %92] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
        %116 = tpu.memref_squeeze %115 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%116 : memref<1x256xf32, #tpu.memory_space<any>>) target(%114 : memref<1x256xf32, #tpu.memory_space<vmem>>) target_semaphore(%112 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %35 = arith.addi %4, %c0_i32 : i32
      %36 = arith.index_cast %arg22 : i32 to index
      %37 = memref.load %arg4[%36] : memref<13xi8, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i8 to i32
      %39 = arith.addi %38, %arg23 : i32
      %c256_i32 = arith.constant 256 : i32
      %40 = arith.muli %39, %c256_i32 : i32
      %41 = tpu.assume_multiple %40, 256 : i32
      %c256_i32 = arith.constant 256 : i32
      %42 = arith.muli %39, %c256_i32 : i32
      %43 = tpu.assume_multiple %42, 256 : i32
      %c256_i32 = arith.constant 256 : i32
      %44 = arith.muli %39, %c256_i32 : i32
      %45 = tpu.assume_multiple %44, 256 : i32
      %c256_i32 = arith.constant 256 : i32
      %46 = arith.muli %39, %c256_i32 : i32
      %47 = tpu.assume_multiple %46, 256 : i32
      %c0_i32 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg21[%arg24, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %49 = tpu.memref_squeeze %48 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg17[%arg24, %c0_i32, %c0_i32] : memref<2x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
      %51 = tpu.memref_squeeze %50 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg9[%35, %41, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
      %53 = tpu.memref_squeeze %52 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%49 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%53 : memref<256x256xbf16, #tpu.memory_space<any>>) dst(%51 : memref<256x256xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %54 = tpu.memref_slice %arg21[%arg24, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<2x256x256xbf16, #tpu.memory_space<vmem>> -> memref<1x256x256xbf16, #tpu.memory_space<vmem>>
      %57 = tpu.memref_squeeze %56 : memref<1x256x256xbf16, #tpu.memory_space<vmem>> -> memref<256x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg10[%35, %43, %c0_i32] : memref<8x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x256x256xbf16, #tpu.memory_space<any>>
      %59 = tpu.memref_squeeze %58 : memref<1x256x256xbf16, #tpu.memory_space<any>> -> memref<256x256xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%55 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%59 : memref<256x256xbf16, #tpu.memory_space<any>>) dst(%57 : memref<256x256xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %60 = tpu.memref_slice %arg21[%arg24, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg19[%arg24, %c0_i32, %c0_i32] : memref<2x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg11[%35, %c0_i32, %45] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%65 : memref<1x256xf32, #tpu.memory_space<any>>) dst(%63 : memref<1x256xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %66 = tpu.memref_slice %arg21[%arg24, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg20[%arg24, %c0_i32, %c0_i32] : memref<2x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x1x256xf32, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x256xf32, #tpu.memory_space<vmem>> -> memref<1x256xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg12[%35, %c0_i32, %47] : memref<8x1x4096xf32, #tpu.memory_space<any>> -> memref<1x1x256xf32, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x256xf32, #tpu.memory_space<any>> -> memref<1x256xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<1x256xf32, #tpu.memory_space<any>>) dst(%69 : memref<1x256xf32, #tpu.memory_space<vmem>>)
      %72 = arith.index_cast %arg22 : i32 to index
      %73 = memref.load %arg6[%72] : memref<13xi8, #tpu.memory_space<smem>>
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
        %80 = vector.load %arg17[%79, %c0, %c0] : memref<2x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %81 = vector.shape_cast %80 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %82 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg18[%82, %c0, %c0] : memref<2x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %84 = vector.shape_cast %83 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %86 = vector.shape_cast %85 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %87 = tpu.matmul %86, %81, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %88 = vector.broadcast %cst_x82fafc : f32 to vector<512x256xf32>
        %89 = arith.mulf %87, %88 : vector<512x256xf32>
        %90 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %91 = vector.load %arg19[%90, %c0, %c0] : memref<2x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
        %92 = vector.shape_cast %91 : vector<1x1x256xf32> to vector<1x256xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %93 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x256xf32>
        %94 = arith.mulf %92, %93 : vector<1x256xf32>
        %95 = vector.broadcast %94 : vector<1x256xf32> to vector<512x256xf32>
        %96 = arith.subf %89, %95 : vector<512x256xf32>
        %97 = math.exp2 %96 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %99 = arith.truncf %97 : vector<512x256xf32> to vector<512x256xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %100 = tpu.matmul %99, %84, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %101 = arith.addf %98, %100 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %103 = vector.shape_cast %102 : vector<512x256xf32> to vector<512x256xf32>
        %104 = vector.shape_cast %101 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg16[%c0, %c0], %104 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %106 = vector.shape_cast %105 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %107 = tpu.matmul %106, %84, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %108 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg20[%108, %c0, %c0] : memref<2x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
        %110 = vector.shape_cast %109 : vector<1x1x256xf32> to vector<1x256xf32>
        %111 = vector.broadcast %110 : vector<1x256xf32> to vector<512x256xf32>
        %112 = arith.subf %107, %111 : vector<512x256xf32>
        %113 = arith.mulf %97, %112 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %115 = arith.truncf %113 : vector<512x256xf32> to vector<512x256xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %116 = tpu.matmul %115, %81, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
        %117 = vector.broadcast %cst_x7f9d07 : f32 to vector<512x256xf32>
        %118 = arith.mulf %116, %117 : vector<512x256xf32>
        %119 = arith.addf %114, %118 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %121 = vector.shape_cast %120 : vector<512x256xf32> to vector<512x256xf32>
        %122 = vector.shape_cast %119 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg15[%c0, %c0], %122 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
      } else {
        %79 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg17[%79, %c0, %c0] : memref<2x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %81 = vector.shape_cast %80 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %82 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg18[%82, %c0, %c0] : memref<2x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %84 = vector.shape_cast %83 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %86 = vector.shape_cast %85 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %87 = tpu.matmul %86, %81, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %88 = vector.broadcast %cst_x82fafc : f32 to vector<512x256xf32>
        %89 = arith.mulf %87, %88 : vector<512x256xf32>
        %c256_i32 = arith.constant 256 : i32
        %90 = arith.muli %39, %c256_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %91 = arith.muli %7, %c512_i32 : i32
        %92 = tpu.iota {dimensions = array<i32: 1>} : vector<1x256xi32>
        %93 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %94 = vector.broadcast %90 : i32 to vector<1x256xi32>
        %95 = arith.addi %94, %92 : vector<1x256xi32>
        %96 = vector.broadcast %91 : i32 to vector<512x1xi32>
        %97 = arith.addi %96, %93 : vector<512x1xi32>
        %98 = vector.broadcast %97 : vector<512x1xi32> to vector<512x256xi32>
        %99 = vector.broadcast %95 : vector<1x256xi32> to vector<512x256xi32>
        %100 = arith.cmpi sle, %98, %99 : vector<512x256xi32>
        %c1280_i32 = arith.constant 1280 : i32
        %101 = vector.broadcast %c1280_i32 : i32 to vector<512x1xi32>
        %102 = arith.cmpi slt, %97, %101 : vector<512x1xi32>
        %103 = vector.broadcast %102 : vector<512x1xi1> to vector<512x256xi1>
        %104 = arith.ori %100, %103 : vector<512x256xi1>
        %105 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg19[%105, %c0, %c0] : memref<2x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
        %107 = vector.shape_cast %106 : vector<1x1x256xf32> to vector<1x256xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %108 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x256xf32>
        %109 = arith.mulf %107, %108 : vector<1x256xf32>
        %110 = vector.broadcast %109 : vector<1x256xf32> to vector<512x256xf32>
        %111 = arith.subf %89, %110 : vector<512x256xf32>
        %112 = math.exp2 %111 : vector<512x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %113 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x256xf32>
        %114 = arith.select %104, %112, %113 : vector<512x256xi1>, vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %116 = arith.truncf %114 : vector<512x256xf32> to vector<512x256xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %117 = tpu.matmul %116, %84, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %118 = arith.addf %115, %117 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg16[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %120 = vector.shape_cast %119 : vector<512x256xf32> to vector<512x256xf32>
        %121 = vector.shape_cast %118 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg16[%c0, %c0], %121 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %123 = vector.shape_cast %122 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %124 = tpu.matmul %123, %84, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %125 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg20[%125, %c0, %c0] : memref<2x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
        %127 = vector.shape_cast %126 : vector<1x1x256xf32> to vector<1x256xf32>
        %128 = vector.broadcast %127 : vector<1x256xf32> to vector<512x256xf32>
        %129 = arith.subf %124, %128 : vector<512x256xf32>
        %130 = arith.mulf %114, %129 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %132 = arith.truncf %130 : vector<512x256xf32> to vector<512x256xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %133 = tpu.matmul %132, %81, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
        %134 = vector.broadcast %cst_x7f9d07 : f32 to vector<512x256xf32>
        %135 = arith.mulf %133, %134 : vector<512x256xf32>
        %136 = arith.addf %131, %135 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %arg15[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %138 = vector.shape_cast %137 : vector<512x256xf32> to vector<512x256xf32>
        %139 = vector.shape_cast %136 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg15[%c0, %c0], %139 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
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
