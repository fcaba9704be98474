module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17xi8>, %arg1: tensor<32xi8>, %arg2: tensor<32xi8>, %arg3: tensor<32xi8>, %arg4: tensor<3x256x512xi8>, %arg5: tensor<9xi8>, %arg6: tensor<13xi8>, %arg7: tensor<13xi8>, %arg8: tensor<13xi8>, %arg9: tensor<3x512x256xi8>, %arg10: tensor<8x4096x256xbf16>, %arg11: tensor<1x4096x256xbf16>, %arg12: tensor<1x4096x256xbf16>) -> (tensor<8x4096x256xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<8x4096x256xbf16>, tensor<i32>) -> tensor<8x4096x256xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:b8a07603c5dd07fa907fdf8d51e16b371665c5551815d6853538ff222f394ceb\22, \22cost_estimate\22: {\22bytes_accessed\22: 115343360, \22flops\22: 83751862272, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 81788928}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<32xi8>, tensor<32xi8>, tensor<32xi8>, tensor<8x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>) -> tensor<8x4096x256xbf16>
    return %3 : tensor<8x4096x256xbf16>
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
}

// ---- kernel sparse_cli_fwd sha256:b8a07603c5dd07fa907fdf8d51e16b371665c5551815d6853538ff222f394ceb
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>, %arg6: memref<4x256x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg9: memref<4x256x256xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1024x256xf32, #tpu.memory_space<vmem>>, %arg13: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 2, 16>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 4, 256, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 1, 4096, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_2, window_bounds = array<i64: 1, 4096, 256>}, {transform_indices = @transform_3, window_bounds = array<i64: 4, 256, 256>}]} {
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
    %6 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %7 = vector.shape_cast %6 : vector<1024x128xf32> to vector<1024x128xf32>
    %8 = vector.shape_cast %5 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg10[%c0, %c0], %8 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %9 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %10 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %11 = vector.shape_cast %10 : vector<1024x128xf32> to vector<1024x128xf32>
    %12 = vector.shape_cast %9 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %12 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %13 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x256xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg12[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
    %15 = vector.shape_cast %14 : vector<1024x256xf32> to vector<1024x256xf32>
    %16 = vector.shape_cast %13 : vector<1024x256xf32> to vector<1024x256xf32>
    tpu.vector_store %arg12[%c0, %c0], %16 {strides = array<i32>} : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>, 
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = memref.load %arg2[%17] : memref<17xi8, #tpu.memory_space<smem>>
    %19 = arith.extsi %18 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %arg1, %c1_i32 : i32
    %21 = arith.index_cast %20 : i32 to index
    %22 = memref.load %arg2[%21] : memref<17xi8, #tpu.memory_space<smem>>
    %23 = arith.extsi %22 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %24:2 = scf.while (%arg14 = %19, %arg15 = %c0_i32) : (i32, i32) -> (i32, i32) {
      %36 = arith.cmpi slt, %arg14, %23 : i32
      scf.condition(%36) %arg14, %arg15 : i32, i32
    } do {
    ^bb0(%arg14: i32, %arg15: i32):
      %36 = arith.index_cast %arg14 : i32 to index
      %37 = memref.load %arg5[%36] : memref<32xi8, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %39 = arith.cmpi eq, %38, %c2_i32 : i32
      %40 = arith.extui %39 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %41 = arith.cmpi ne, %40, %c0_i32 : i32
      %42:2 = scf.if %41 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %43 = arith.addi %3, %c0_i32 : i32
        %44 = arith.index_cast %arg14 : i32 to index
        %45 = memref.load %arg3[%44] : memref<32xi8, #tpu.memory_space<smem>>
        %46 = arith.extsi %45 : i8 to i32
        %47 = arith.addi %46, %arg15 : i32
        %c8_i32 = arith.constant 8 : i32
        %48 = arith.divsi %43, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %49 = arith.muli %47, %c512_i32 : i32
        %50 = tpu.assume_multiple %49, 512 : i32
        %c8_i32 = arith.constant 8 : i32
        %51 = arith.divsi %43, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %52 = arith.muli %47, %c512_i32 : i32
        %53 = tpu.assume_multiple %52, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %54 = vector.load %arg6[%c0, %c0, %c0] : memref<4x256x256xbf16, #tpu.memory_space<vmem>>, vector<4x256x256xbf16>
        %55 = vector.shape_cast %54 : vector<4x256x256xbf16> to vector<4x256x256xbf16>
        %56 = vector.shape_cast %55 : vector<4x256x256xbf16> to vector<1024x256xbf16>
        %57 = arith.index_cast %48 : i32 to index
        %58 = arith.index_cast %50 : i32 to index
        %c0 = arith.constant 0 : index
        %59 = vector.load %arg7[%57, %58, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %60 = vector.shape_cast %59 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %61 = tpu.matmul %56, %60, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x256xbf16>, vector<512x256xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %62 = vector.broadcast %cst_x82fafc : f32 to vector<1024x512xf32>
        %63 = arith.mulf %61, %62 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %64 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %cst_xf8e7b8 = arith.constant dense<0xFF800000> : vector<1024xf32>
        %65 = vector.multi_reduction <maximumf>, %63, %cst_xf8e7b8 [1] : vector<1024x512xf32> to vector<1024xf32>
        %66 = vector.shape_cast %65 : vector<1024xf32> to vector<1024x1xf32>
        %67 = vector.broadcast %66 : vector<1024x1xf32> to vector<1024x128xf32>
        %68 = arith.maximumf %64, %67 : vector<1024x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %69 = vector.broadcast %cst_x72b973 : f32 to vector<1024x128xf32>
        %70 = arith.maximumf %68, %69 : vector<1024x128xf32>
        %71 = tpu.concatenate %70, %70, %70, %70 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %72 = arith.subf %63, %71 : vector<1024x512xf32>
        %73 = math.exp2 %72 : vector<1024x512xf32>
        %74 = arith.subf %64, %70 : vector<1024x128xf32>
        %75 = math.exp2 %74 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %76 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %77 = arith.mulf %75, %76 : vector<1024x128xf32>
        %cst_x56bed9 = arith.constant dense<0.000000e+00> : vector<1024xf32>
        %78 = vector.multi_reduction <add>, %73, %cst_x56bed9 [1] : vector<1024x512xf32> to vector<1024xf32>
        %79 = vector.shape_cast %78 : vector<1024xf32> to vector<1024x1xf32>
        %80 = vector.broadcast %79 : vector<1024x1xf32> to vector<1024x128xf32>
        %81 = arith.addf %77, %80 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %83 = vector.shape_cast %82 : vector<1024x128xf32> to vector<1024x128xf32>
        %84 = vector.shape_cast %81 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %84 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %85 = arith.index_cast %51 : i32 to index
        %86 = arith.index_cast %53 : i32 to index
        %c0 = arith.constant 0 : index
        %87 = vector.load %arg8[%85, %86, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %88 = vector.shape_cast %87 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %89 = tpu.concatenate %75, %75 in 1 : vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg12[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %91 = arith.mulf %89, %90 : vector<1024x256xf32>
        %92 = arith.truncf %73 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x3e1fdc = arith.constant dense<0.000000e+00> : vector<1024x256xf32>
        %93 = tpu.matmul %92, %88, %cst_x3e1fdc {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x256xbf16>, vector<1024x256xf32> -> vector<1024x256xf32>
        %94 = arith.addf %91, %93 : vector<1024x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg12[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %96 = vector.shape_cast %95 : vector<1024x256xf32> to vector<1024x256xf32>
        %97 = vector.shape_cast %94 : vector<1024x256xf32> to vector<1024x256xf32>
        tpu.vector_store %arg12[%c0, %c0], %97 {strides = array<i32>} : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %99 = vector.shape_cast %98 : vector<1024x128xf32> to vector<1024x128xf32>
        %100 = vector.shape_cast %68 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %100 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %101 = arith.addi %arg15, %c1_i32 : i32
        %c31_i32 = arith.constant 31 : i32
        %102 = arith.minsi %arg14, %c31_i32 : i32
        %103 = arith.index_cast %102 : i32 to index
        %104 = memref.load %arg4[%103] : memref<32xi8, #tpu.memory_space<smem>>
        %105 = arith.extsi %104 : i8 to i32
        %106 = arith.cmpi sge, %101, %105 : i32
        %c1_i32 = arith.constant 1 : i32
        %107 = arith.addi %arg14, %c1_i32 : i32
        %108 = arith.select %106, %107, %arg14 : i32
        %c1_i32 = arith.constant 1 : i32
        %109 = arith.addi %arg15, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %110 = arith.select %106, %c0_i32, %109 : i32
        scf.yield %108, %110 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %43 = arith.addi %3, %c0_i32 : i32
        %44 = arith.index_cast %arg14 : i32 to index
        %45 = memref.load %arg3[%44] : memref<32xi8, #tpu.memory_space<smem>>
        %46 = arith.extsi %45 : i8 to i32
        %47 = arith.addi %46, %arg15 : i32
        %c8_i32 = arith.constant 8 : i32
        %48 = arith.divsi %43, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %49 = arith.muli %47, %c512_i32 : i32
        %50 = tpu.assume_multiple %49, 512 : i32
        %c8_i32 = arith.constant 8 : i32
        %51 = arith.divsi %43, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %52 = arith.muli %47, %c512_i32 : i32
        %53 = tpu.assume_multiple %52, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %54 = vector.load %arg6[%c0, %c0, %c0] : memref<4x256x256xbf16, #tpu.memory_space<vmem>>, vector<4x256x256xbf16>
        %55 = vector.shape_cast %54 : vector<4x256x256xbf16> to vector<4x256x256xbf16>
        %56 = vector.shape_cast %55 : vector<4x256x256xbf16> to vector<1024x256xbf16>
        %57 = arith.index_cast %48 : i32 to index
        %58 = arith.index_cast %50 : i32 to index
        %c0 = arith.constant 0 : index
        %59 = vector.load %arg7[%57, %58, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %60 = vector.shape_cast %59 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %61 = tpu.matmul %56, %60, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x256xbf16>, vector<512x256xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %62 = vector.broadcast %cst_x82fafc : f32 to vector<1024x512xf32>
        %63 = arith.mulf %61, %62 : vector<1024x512xf32>
        %c256_i32 = arith.constant 256 : i32
        %64 = arith.muli %4, %c256_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %65 = arith.muli %47, %c512_i32 : i32
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
        %79 = vector.shape_cast %63 : vector<1024x512xf32> to vector<4x256x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %80 = vector.shape_cast %78 : vector<256x512xi1> to vector<1x256x512xi1>
        %81 = vector.broadcast %80 : vector<1x256x512xi1> to vector<4x256x512xi1>
        %82 = vector.broadcast %cst_xbef082 : f32 to vector<4x256x512xf32>
        %83 = arith.select %81, %79, %82 : vector<4x256x512xi1>, vector<4x256x512xf32>
        %84 = vector.shape_cast %83 : vector<4x256x512xf32> to vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %cst_xf8e7b8 = arith.constant dense<0xFF800000> : vector<1024xf32>
        %86 = vector.multi_reduction <maximumf>, %84, %cst_xf8e7b8 [1] : vector<1024x512xf32> to vector<1024xf32>
        %87 = vector.shape_cast %86 : vector<1024xf32> to vector<1024x1xf32>
        %88 = vector.broadcast %87 : vector<1024x1xf32> to vector<1024x128xf32>
        %89 = arith.maximumf %85, %88 : vector<1024x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %90 = vector.broadcast %cst_x72b973 : f32 to vector<1024x128xf32>
        %91 = arith.maximumf %89, %90 : vector<1024x128xf32>
        %92 = tpu.concatenate %91, %91, %91, %91 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %93 = arith.subf %84, %92 : vector<1024x512xf32>
        %94 = math.exp2 %93 : vector<1024x512xf32>
        %95 = arith.subf %85, %91 : vector<1024x128xf32>
        %96 = math.exp2 %95 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %98 = arith.mulf %96, %97 : vector<1024x128xf32>
        %cst_x56bed9 = arith.constant dense<0.000000e+00> : vector<1024xf32>
        %99 = vector.multi_reduction <add>, %94, %cst_x56bed9 [1] : vector<1024x512xf32> to vector<1024xf32>
        %100 = vector.shape_cast %99 : vector<1024xf32> to vector<1024x1xf32>
        %101 = vector.broadcast %100 : vector<1024x1xf32> to vector<1024x128xf32>
        %102 = arith.addf %98, %101 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %104 = vector.shape_cast %103 : vector<1024x128xf32> to vector<1024x128xf32>
        %105 = vector.shape_cast %102 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %105 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %106 = arith.index_cast %51 : i32 to index
        %107 = arith.index_cast %53 : i32 to index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg8[%106, %107, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %109 = vector.shape_cast %108 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %110 = tpu.concatenate %96, %96 in 1 : vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %arg12[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %112 = arith.mulf %110, %111 : vector<1024x256xf32>
        %113 = arith.truncf %94 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x3e1fdc = arith.constant dense<0.000000e+00> : vector<1024x256xf32>
        %114 = tpu.matmul %113, %109, %cst_x3e1fdc {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x256xbf16>, vector<1024x256xf32> -> vector<1024x256xf32>
        %115 = arith.addf %112, %114 : vector<1024x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg12[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
        %117 = vector.shape_cast %116 : vector<1024x256xf32> to vector<1024x256xf32>
        %118 = vector.shape_cast %115 : vector<1024x256xf32> to vector<1024x256xf32>
        tpu.vector_store %arg12[%c0, %c0], %118 {strides = array<i32>} : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %120 = vector.shape_cast %119 : vector<1024x128xf32> to vector<1024x128xf32>
        %121 = vector.shape_cast %89 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %121 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %122 = arith.addi %arg15, %c1_i32 : i32
        %c31_i32 = arith.constant 31 : i32
        %123 = arith.minsi %arg14, %c31_i32 : i32
        %124 = arith.index_cast %123 : i32 to index
        %125 = memref.load %arg4[%124] : memref<32xi8, #tpu.memory_space<smem>>
        %126 = arith.extsi %125 : i8 to i32
        %127 = arith.cmpi sge, %122, %126 : i32
        %c1_i32 = arith.constant 1 : i32
        %128 = arith.addi %arg14, %c1_i32 : i32
        %129 = arith.select %127, %128, %arg14 : i32
        %c1_i32 = arith.constant 1 : i32
        %130 = arith.addi %arg15, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %131 = arith.select %127, %c0_i32, %130 : i32
        scf.yield %129, %131 : i32, i32
      }
      scf.yield %42#0, %42#1 : i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %25 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %26 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %27 = arith.cmpf ogt, %25, %26 : vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %28 = vector.load %arg12[%c0, %c0] : memref<1024x256xf32, #tpu.memory_space<vmem>>, vector<1024x256xf32>
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
}
