module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x256x256xi16>, %arg1: tensor<1x256x256xi8>, %arg2: tensor<1x256x256xi8>, %arg3: tensor<1x512x512xi1>, %arg4: tensor<1x256x256xi16>, %arg5: tensor<1x256x256xi8>, %arg6: tensor<1x256x256xi8>, %arg7: tensor<1x512x512xi1>, %arg8: tensor<1x256x256xi16>, %arg9: tensor<1x256x256xi8>, %arg10: tensor<1x256x256xi8>, %arg11: tensor<1x512x512xi1>, %arg12: tensor<32x131072x128xbf16>, %arg13: tensor<8x131072x128xbf16>, %arg14: tensor<8x131072x128xbf16>) -> (tensor<32x131072x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<8.837890e-02> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x131072x128xbf16>
    %1 = stablehlo.multiply %arg12, %0 : tensor<32x131072x128xbf16>
    %2 = call @_pad(%1, %c) : (tensor<32x131072x128xbf16>, tensor<i32>) -> tensor<32x131072x128xbf16>
    %3 = call @_pad_0(%arg13, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %4 = call @_pad_0(%arg14, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %5 = call @_splash_attention(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %2, %3, %4) : (tensor<1x256x256xi16>, tensor<1x256x256xi8>, tensor<1x256x256xi8>, tensor<1x512x512xi1>, tensor<1x256x256xi16>, tensor<1x256x256xi8>, tensor<1x256x256xi8>, tensor<1x512x512xi1>, tensor<1x256x256xi16>, tensor<1x256x256xi8>, tensor<1x256x256xi8>, tensor<1x512x512xi1>, tensor<32x131072x128xbf16>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>) -> tensor<32x131072x128xbf16>
    return %5 : tensor<32x131072x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<32x131072x128xbf16>, %arg1: tensor<i32>) -> tensor<32x131072x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x131072x128xbf16>, tensor<bf16>) -> tensor<32x131072x128xbf16>
    return %1 : tensor<32x131072x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x131072x128xbf16>, %arg1: tensor<i32>) -> tensor<8x131072x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x131072x128xbf16>, tensor<bf16>) -> tensor<8x131072x128xbf16>
    return %1 : tensor<8x131072x128xbf16>
  }
  func.func private @_splash_attention(%arg0: tensor<1x256x256xi16>, %arg1: tensor<1x256x256xi8>, %arg2: tensor<1x256x256xi8>, %arg3: tensor<1x512x512xi1>, %arg4: tensor<1x256x256xi16>, %arg5: tensor<1x256x256xi8>, %arg6: tensor<1x256x256xi8>, %arg7: tensor<1x512x512xi1>, %arg8: tensor<1x256x256xi16>, %arg9: tensor<1x256x256xi8>, %arg10: tensor<1x256x256xi8>, %arg11: tensor<1x512x512xi1>, %arg12: tensor<32x131072x128xbf16>, %arg13: tensor<8x131072x128xbf16>, %arg14: tensor<8x131072x128xbf16>) -> tensor<32x131072x128xbf16> {
    %0 = stablehlo.convert %arg3 : (tensor<1x512x512xi1>) -> tensor<1x512x512xi32>
    %1:4 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg2, %arg1, %arg12, %arg13, %arg14, %0) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:29a4d886e0166474149fadb38707eca42f2d820cacdab5bfd251183ca1bd4642\22, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "splash_mha_fwd_no_residuals", mhlo.frontend_attributes = {kernel_metadata = "{\0A\22xprof_metadata\22:\22{\\\22block_q\\\22: 512, \\\22block_kv\\\22: 512, \\\22block_kv_compute\\\22: 512, \\\22block_q_dkv\\\22: 512, \\\22block_kv_dkv\\\22: 512, \\\22block_kv_dkv_compute\\\22: 512, \\\22block_q_dq\\\22: 512, \\\22block_kv_dq\\\22: 512, \\\22use_fused_bwd_kernel\\\22: false, \\\22q_layout\\\22: 1, \\\22k_layout\\\22: 1, \\\22v_layout\\\22: 1}\22\0A}"}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x256x256xi16>, tensor<1x256x256xi8>, tensor<1x256x256xi8>, tensor<32x131072x128xbf16>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>, tensor<1x512x512xi32>) -> (tensor<512x128xf32>, tensor<512x128xf32>, tensor<512x128xf32>, tensor<32x131072x128xbf16>)
    return %1#3 : tensor<32x131072x128xbf16>
  }
}

// ---- kernel splash_mha_fwd_no_residuals sha256:29a4d886e0166474149fadb38707eca42f2d820cacdab5bfd251183ca1bd4642
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @splash_mha_fwd_no_residuals(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x256x256xi16, #tpu.memory_space<smem>>, %arg4: memref<1x256x256xi8, #tpu.memory_space<smem>>, %arg5: memref<1x256x256xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x512xi32, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 256, 256>, scalar_prefetch = 3 : i64, scratch_operands = 0 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 512>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_4, window_bounds = array<i64: 512, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_5, window_bounds = array<i64: 512, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_6, window_bounds = array<i64: 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %1 = arith.extui %0 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi ne, %1, %c0_i32 : i32
    scf.if %2 {
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %18 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %19 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      tpu.vector_store %arg12[%c0, %c0], %18 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_xa2d0d2 = arith.constant -2.38197633E+38 : f32
      %20 = vector.broadcast %cst_xa2d0d2 : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %21 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      tpu.vector_store %arg10[%c0, %c0], %20 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %22 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %23 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      tpu.vector_store %arg11[%c0, %c0], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c0 = arith.constant 0 : index
    %3 = arith.index_cast %arg1 : i32 to index
    %4 = arith.index_cast %arg2 : i32 to index
    %5 = memref.load %arg4[%c0, %3, %4] : memref<1x256x256xi8, #tpu.memory_space<smem>>
    %6 = arith.extsi %5 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %6, %c0_i32 : i32
    %c0 = arith.constant 0 : index
    %8 = arith.index_cast %arg1 : i32 to index
    %9 = arith.index_cast %arg2 : i32 to index
    %10 = memref.load %arg4[%c0, %8, %9] : memref<1x256x256xi8, #tpu.memory_space<smem>>
    %11 = arith.extsi %10 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %12 = arith.cmpi ne, %11, %c1_i32 : i32
    %13 = arith.extui %7 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32 : i32
    scf.if %14 {
      %c0_i32 = arith.constant 0 : i32
      %c512_i32 = arith.constant 512 : i32
      %18 = arith.muli %c0_i32, %c512_i32 : i32
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %19 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %20 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %21 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %22 = vector.shape_cast %21 : vector<512x128xf32> to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %23 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %24 = vector.shape_cast %23 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %25 = arith.index_cast %18 : i32 to index
      %c0 = arith.constant 0 : index
      %26 = vector.load %arg7[%c0, %25, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %27 = vector.shape_cast %26 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %28 = tpu.matmul %24, %27, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %29 = arith.index_cast %18 : i32 to index
      %30 = vector.load %arg9[%c0, %c0, %29] : memref<1x512x512xi32, #tpu.memory_space<vmem>>, vector<1x512x512xi32>
      %31 = vector.shape_cast %30 : vector<1x512x512xi32> to vector<512x512xi32>
      %cst_x57c52f = arith.constant dense<0> : vector<512x512xi32>
      %32 = arith.cmpi ne, %31, %cst_x57c52f : vector<512x512xi32>
      %33 = vector.broadcast %12 : i1 to vector<512x512xi1>
      %34 = arith.ori %32, %33 : vector<512x512xi1>
      %cst_xa2d0d2 = arith.constant -2.38197633E+38 : f32
      %35 = vector.broadcast %cst_xa2d0d2 : f32 to vector<512x512xf32>
      %36 = arith.select %34, %28, %35 : vector<512x512xi1>, vector<512x512xf32>
      %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
      %37 = vector.multi_reduction <maximumf>, %36, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
      %38 = vector.shape_cast %37 : vector<512xf32> to vector<512x1xf32>
      %39 = vector.broadcast %38 : vector<512x1xf32> to vector<512x128xf32>
      %40 = arith.maximumf %20, %39 : vector<512x128xf32>
      %41 = tpu.concatenate %40, %40, %40, %40 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
      %42 = arith.subf %36, %41 : vector<512x512xf32>
      %43 = math.exp %42 : vector<512x512xf32>
      %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
      %44 = vector.multi_reduction <add>, %43, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
      %45 = vector.shape_cast %44 : vector<512xf32> to vector<512x1xf32>
      %46 = vector.broadcast %45 : vector<512x1xf32> to vector<512x128xf32>
      %47 = arith.subf %20, %40 : vector<512x128xf32>
      %48 = math.exp %47 : vector<512x128xf32>
      %49 = arith.mulf %48, %22 : vector<512x128xf32>
      %50 = arith.addf %46, %49 : vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %51 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      tpu.vector_store %arg10[%c0, %c0], %40 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %52 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      tpu.vector_store %arg11[%c0, %c0], %50 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0 = arith.constant 0 : index
      %53 = arith.index_cast %18 : i32 to index
      %c0 = arith.constant 0 : index
      %54 = vector.load %arg8[%c0, %53, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %55 = vector.shape_cast %54 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %56 = arith.extf %55 : vector<512x128xbf16> to vector<512x128xf32>
      %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %57 = tpu.matmul %43, %56, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %58 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %59 = vector.shape_cast %58 : vector<512x128xf32> to vector<512x128xf32>
      %60 = arith.mulf %48, %59 : vector<512x128xf32>
      %61 = arith.addf %60, %57 : vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %62 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      tpu.vector_store %arg12[%c0, %c0], %61 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
    } else {
    }
    %c255_i32 = arith.constant 255 : i32
    %15 = arith.cmpi eq, %arg2, %c255_i32 : i32
    %16 = arith.extui %15 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32 : i32
    scf.if %17 {
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %18 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %19 = vector.shape_cast %18 : vector<512x128xf32> to vector<512x128xf32>
      %cst_x65a06e = arith.constant 1.000000e+00 : f32
      %20 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
      %21 = arith.divf %20, %19 : vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %22 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %23 = vector.shape_cast %22 : vector<512x128xf32> to vector<512x128xf32>
      %24 = arith.mulf %23, %21 : vector<512x128xf32>
      %25 = arith.truncf %24 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %26 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %27 = vector.shape_cast %26 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %28 = vector.shape_cast %25 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg13[%c0, %c0, %c0], %28 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %29 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %30 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      tpu.vector_store %arg10[%c0, %c0], %29 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %31 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %32 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      tpu.vector_store %arg11[%c0, %c0], %31 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %33 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %34 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      tpu.vector_store %arg12[%c0, %c0], %33 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x256x256xi16, #tpu.memory_space<smem>>, %arg4: memref<1x256x256xi8, #tpu.memory_space<smem>>, %arg5: memref<1x256x256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x256x256xi16, #tpu.memory_space<smem>>, %arg4: memref<1x256x256xi8, #tpu.memory_space<smem>>, %arg5: memref<1x256x256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0 = arith.constant 0 : index
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg2 : i32 to index
    %2 = memref.load %arg4[%c0, %0, %1] : memref<1x256x256xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.cmpi sgt, %3, %c0_i32 : i32
    %c0 = arith.constant 0 : index
    %5 = arith.index_cast %arg1 : i32 to index
    %6 = arith.index_cast %arg2 : i32 to index
    %7 = memref.load %arg4[%c0, %5, %6] : memref<1x256x256xi8, #tpu.memory_space<smem>>
    %8 = arith.extsi %7 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %9 = arith.cmpi ne, %8, %c1_i32 : i32
    %c0 = arith.constant 0 : index
    %10 = arith.index_cast %arg1 : i32 to index
    %11 = arith.index_cast %arg2 : i32 to index
    %12 = memref.load %arg5[%c0, %10, %11] : memref<1x256x256xi8, #tpu.memory_space<smem>>
    %13 = arith.extsi %12 : i8 to i32
    %c0 = arith.constant 0 : index
    %14 = arith.index_cast %arg1 : i32 to index
    %15 = arith.index_cast %arg2 : i32 to index
    %16 = memref.load %arg3[%c0, %14, %15] : memref<1x256x256xi16, #tpu.memory_space<smem>>
    %17 = arith.extsi %16 : i16 to i32
    %c4_i32 = arith.constant 4 : i32
    %18 = arith.divsi %arg0, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %18, %17, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x256x256xi16, #tpu.memory_space<smem>>, %arg4: memref<1x256x256xi8, #tpu.memory_space<smem>>, %arg5: memref<1x256x256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0 = arith.constant 0 : index
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg2 : i32 to index
    %2 = memref.load %arg4[%c0, %0, %1] : memref<1x256x256xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.cmpi sgt, %3, %c0_i32 : i32
    %c0 = arith.constant 0 : index
    %5 = arith.index_cast %arg1 : i32 to index
    %6 = arith.index_cast %arg2 : i32 to index
    %7 = memref.load %arg4[%c0, %5, %6] : memref<1x256x256xi8, #tpu.memory_space<smem>>
    %8 = arith.extsi %7 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %9 = arith.cmpi ne, %8, %c1_i32 : i32
    %c0 = arith.constant 0 : index
    %10 = arith.index_cast %arg1 : i32 to index
    %11 = arith.index_cast %arg2 : i32 to index
    %12 = memref.load %arg5[%c0, %10, %11] : memref<1x256x256xi8, #tpu.memory_space<smem>>
    %13 = arith.extsi %12 : i8 to i32
    %c0 = arith.constant 0 : index
    %14 = arith.index_cast %arg1 : i32 to index
    %15 = arith.index_cast %arg2 : i32 to index
    %16 = memref.load %arg3[%c0, %14, %15] : memref<1x256x256xi16, #tpu.memory_space<smem>>
    %17 = arith.extsi %16 : i16 to i32
    %c4_i32 = arith.constant 4 : i32
    %18 = arith.divsi %arg0, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %18, %17, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x256x256xi16, #tpu.memory_space<smem>>, %arg4: memref<1x256x256xi8, #tpu.memory_space<smem>>, %arg5: memref<1x256x256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0 = arith.constant 0 : index
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg2 : i32 to index
    %2 = memref.load %arg4[%c0, %0, %1] : memref<1x256x256xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.cmpi sgt, %3, %c0_i32 : i32
    %c0 = arith.constant 0 : index
    %5 = arith.index_cast %arg1 : i32 to index
    %6 = arith.index_cast %arg2 : i32 to index
    %7 = memref.load %arg4[%c0, %5, %6] : memref<1x256x256xi8, #tpu.memory_space<smem>>
    %8 = arith.extsi %7 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %9 = arith.cmpi ne, %8, %c1_i32 : i32
    %c0 = arith.constant 0 : index
    %10 = arith.index_cast %arg1 : i32 to index
    %11 = arith.index_cast %arg2 : i32 to index
    %12 = memref.load %arg5[%c0, %10, %11] : memref<1x256x256xi8, #tpu.memory_space<smem>>
    %13 = arith.extsi %12 : i8 to i32
    %c0 = arith.constant 0 : index
    %14 = arith.index_cast %arg1 : i32 to index
    %15 = arith.index_cast %arg2 : i32 to index
    %16 = memref.load %arg3[%c0, %14, %15] : memref<1x256x256xi16, #tpu.memory_space<smem>>
    %17 = arith.extsi %16 : i16 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %13, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x256x256xi16, #tpu.memory_space<smem>>, %arg4: memref<1x256x256xi8, #tpu.memory_space<smem>>, %arg5: memref<1x256x256xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32 : i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x256x256xi16, #tpu.memory_space<smem>>, %arg4: memref<1x256x256xi8, #tpu.memory_space<smem>>, %arg5: memref<1x256x256xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32 : i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x256x256xi16, #tpu.memory_space<smem>>, %arg4: memref<1x256x256xi8, #tpu.memory_space<smem>>, %arg5: memref<1x256x256xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32 : i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x256x256xi16, #tpu.memory_space<smem>>, %arg4: memref<1x256x256xi8, #tpu.memory_space<smem>>, %arg5: memref<1x256x256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
}
