module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17xi8>, %arg1: tensor<32xi8>, %arg2: tensor<32xi8>, %arg3: tensor<32xi8>, %arg4: tensor<3x256x512xi8>, %arg5: tensor<9xi8>, %arg6: tensor<13xi8>, %arg7: tensor<13xi8>, %arg8: tensor<13xi8>, %arg9: tensor<3x512x256xi8>, %arg10: tensor<8x4096x256xbf16>, %arg11: tensor<1x4096x256xbf16>, %arg12: tensor<1x4096x256xbf16>) -> (tensor<8x4096x256xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<8x4096x256xbf16>, tensor<i32>) -> tensor<8x4096x256xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:9b21d12df0c71515415807766c0ff5eb4a80c93c44f07484457cbb3662248789\22, \22cost_estimate\22: {\22bytes_accessed\22: 360710144, \22flops\22: 83751862272, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 81788928}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<32xi8>, tensor<32xi8>, tensor<32xi8>, tensor<8x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>) -> tensor<8x4096x256xbf16>
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

// ---- kernel sparse_cli_fwd sha256:9b21d12df0c71515415807766c0ff5eb4a80c93c44f07484457cbb3662248789
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>, %arg6: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg10: memref<256x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<256x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<256x256xf32, #tpu.memory_space<vmem>>, %arg13: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 16>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 256, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 1, 4096, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_2, window_bounds = array<i64: 1, 4096, 256>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 256, 256>}]} {
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
    %5 = vector.load %arg10[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %6 = vector.shape_cast %5 : vector<256x128xf32> to vector<256x128xf32>
    %7 = vector.shape_cast %4 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg10[%c0, %c0], %7 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %10 = vector.shape_cast %9 : vector<256x128xf32> to vector<256x128xf32>
    %11 = vector.shape_cast %8 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %11 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %12 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x256xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg12[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
    %14 = vector.shape_cast %13 : vector<256x256xf32> to vector<256x256xf32>
    %15 = vector.shape_cast %12 : vector<256x256xf32> to vector<256x256xf32>
    tpu.vector_store %arg12[%c0, %c0], %15 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
    %16 = arith.index_cast %arg1 : i32 to index
    %17 = memref.load %arg2[%16] : memref<17xi8, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<17xi8, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %23:2 = scf.while (%arg14 = %18, %arg15 = %c0_i32) : (i32, i32) -> (i32, i32) {
      %36 = arith.cmpi slt, %arg14, %22 : i32
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
        %43 = arith.addi %2, %c0_i32 : i32
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
        %54 = vector.load %arg6[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %55 = vector.shape_cast %54 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %56 = arith.index_cast %48 : i32 to index
        %57 = arith.index_cast %50 : i32 to index
        %c0 = arith.constant 0 : index
        %58 = vector.load %arg7[%56, %57, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %59 = vector.shape_cast %58 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %60 = tpu.matmul %55, %59, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %61 = vector.broadcast %cst_x82fafc : f32 to vector<256x512xf32>
        %62 = arith.mulf %60, %61 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %63 = vector.load %arg10[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %cst_xe8bd18 = arith.constant dense<0xFF800000> : vector<256xf32>
        %64 = vector.multi_reduction <maximumf>, %62, %cst_xe8bd18 [1] : vector<256x512xf32> to vector<256xf32>
        %65 = vector.shape_cast %64 : vector<256xf32> to vector<256x1xf32>
        %66 = vector.broadcast %65 : vector<256x1xf32> to vector<256x128xf32>
        %67 = arith.maximumf %63, %66 : vector<256x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %68 = vector.broadcast %cst_x72b973 : f32 to vector<256x128xf32>
        %69 = arith.maximumf %67, %68 : vector<256x128xf32>
        %70 = tpu.concatenate %69, %69, %69, %69 in 1 : vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32> -> vector<256x512xf32>
        %71 = arith.subf %62, %70 : vector<256x512xf32>
        %72 = math.exp2 %71 : vector<256x512xf32>
        %73 = arith.subf %63, %69 : vector<256x128xf32>
        %74 = math.exp2 %73 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %75 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %76 = arith.mulf %74, %75 : vector<256x128xf32>
        %cst_x61647b = arith.constant dense<0.000000e+00> : vector<256xf32>
        %77 = vector.multi_reduction <add>, %72, %cst_x61647b [1] : vector<256x512xf32> to vector<256xf32>
        %78 = vector.shape_cast %77 : vector<256xf32> to vector<256x1xf32>
        %79 = vector.broadcast %78 : vector<256x1xf32> to vector<256x128xf32>
        %80 = arith.addf %76, %79 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %82 = vector.shape_cast %81 : vector<256x128xf32> to vector<256x128xf32>
        %83 = vector.shape_cast %80 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %83 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %84 = arith.index_cast %51 : i32 to index
        %85 = arith.index_cast %53 : i32 to index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg8[%84, %85, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %87 = vector.shape_cast %86 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %88 = tpu.concatenate %74, %74 in 1 : vector<256x128xf32>, vector<256x128xf32> -> vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %89 = vector.load %arg12[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %90 = arith.mulf %88, %89 : vector<256x256xf32>
        %91 = arith.truncf %72 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd937c0 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
        %92 = tpu.matmul %91, %87, %cst_xd937c0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x256xbf16>, vector<256x256xf32> -> vector<256x256xf32>
        %93 = arith.addf %90, %92 : vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg12[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %95 = vector.shape_cast %94 : vector<256x256xf32> to vector<256x256xf32>
        %96 = vector.shape_cast %93 : vector<256x256xf32> to vector<256x256xf32>
        tpu.vector_store %arg12[%c0, %c0], %96 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg10[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %98 = vector.shape_cast %97 : vector<256x128xf32> to vector<256x128xf32>
        %99 = vector.shape_cast %67 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %99 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %100 = arith.addi %arg15, %c1_i32 : i32
        %c31_i32 = arith.constant 31 : i32
        %101 = arith.minsi %arg14, %c31_i32 : i32
        %102 = arith.index_cast %101 : i32 to index
        %103 = memref.load %arg4[%102] : memref<32xi8, #tpu.memory_space<smem>>
        %104 = arith.extsi %103 : i8 to i32
        %105 = arith.cmpi sge, %100, %104 : i32
        %c1_i32 = arith.constant 1 : i32
        %106 = arith.addi %arg14, %c1_i32 : i32
        %107 = arith.select %105, %106, %arg14 : i32
        %c1_i32 = arith.constant 1 : i32
        %108 = arith.addi %arg15, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = arith.select %105, %c0_i32, %108 : i32
        scf.yield %107, %109 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %43 = arith.addi %2, %c0_i32 : i32
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
        %54 = vector.load %arg6[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %55 = vector.shape_cast %54 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %56 = arith.index_cast %48 : i32 to index
        %57 = arith.index_cast %50 : i32 to index
        %c0 = arith.constant 0 : index
        %58 = vector.load %arg7[%56, %57, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %59 = vector.shape_cast %58 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %60 = tpu.matmul %55, %59, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %61 = vector.broadcast %cst_x82fafc : f32 to vector<256x512xf32>
        %62 = arith.mulf %60, %61 : vector<256x512xf32>
        %c256_i32 = arith.constant 256 : i32
        %63 = arith.muli %3, %c256_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %64 = arith.muli %47, %c512_i32 : i32
        %65 = tpu.iota {dimensions = array<i32: 0>} : vector<256x1xi32>
        %66 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %67 = vector.broadcast %63 : i32 to vector<256x1xi32>
        %68 = arith.addi %67, %65 : vector<256x1xi32>
        %69 = vector.broadcast %64 : i32 to vector<1x512xi32>
        %70 = arith.addi %69, %66 : vector<1x512xi32>
        %71 = vector.broadcast %70 : vector<1x512xi32> to vector<256x512xi32>
        %72 = vector.broadcast %68 : vector<256x1xi32> to vector<256x512xi32>
        %73 = arith.cmpi sle, %71, %72 : vector<256x512xi32>
        %c1280_i32 = arith.constant 1280 : i32
        %74 = vector.broadcast %c1280_i32 : i32 to vector<1x512xi32>
        %75 = arith.cmpi slt, %70, %74 : vector<1x512xi32>
        %76 = vector.broadcast %75 : vector<1x512xi1> to vector<256x512xi1>
        %77 = arith.ori %73, %76 : vector<256x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %78 = vector.broadcast %cst_xbef082 : f32 to vector<256x512xf32>
        %79 = arith.select %77, %62, %78 : vector<256x512xi1>, vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg10[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
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
        %92 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %93 = arith.mulf %91, %92 : vector<256x128xf32>
        %cst_x61647b = arith.constant dense<0.000000e+00> : vector<256xf32>
        %94 = vector.multi_reduction <add>, %89, %cst_x61647b [1] : vector<256x512xf32> to vector<256xf32>
        %95 = vector.shape_cast %94 : vector<256xf32> to vector<256x1xf32>
        %96 = vector.broadcast %95 : vector<256x1xf32> to vector<256x128xf32>
        %97 = arith.addf %93, %96 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %99 = vector.shape_cast %98 : vector<256x128xf32> to vector<256x128xf32>
        %100 = vector.shape_cast %97 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %100 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %101 = arith.index_cast %51 : i32 to index
        %102 = arith.index_cast %53 : i32 to index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg8[%101, %102, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %104 = vector.shape_cast %103 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %105 = tpu.concatenate %91, %91 in 1 : vector<256x128xf32>, vector<256x128xf32> -> vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg12[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %107 = arith.mulf %105, %106 : vector<256x256xf32>
        %108 = arith.truncf %89 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd937c0 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
        %109 = tpu.matmul %108, %104, %cst_xd937c0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x256xbf16>, vector<256x256xf32> -> vector<256x256xf32>
        %110 = arith.addf %107, %109 : vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %arg12[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %112 = vector.shape_cast %111 : vector<256x256xf32> to vector<256x256xf32>
        %113 = vector.shape_cast %110 : vector<256x256xf32> to vector<256x256xf32>
        tpu.vector_store %arg12[%c0, %c0], %113 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg10[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %115 = vector.shape_cast %114 : vector<256x128xf32> to vector<256x128xf32>
        %116 = vector.shape_cast %84 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %116 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %117 = arith.addi %arg15, %c1_i32 : i32
        %c31_i32 = arith.constant 31 : i32
        %118 = arith.minsi %arg14, %c31_i32 : i32
        %119 = arith.index_cast %118 : i32 to index
        %120 = memref.load %arg4[%119] : memref<32xi8, #tpu.memory_space<smem>>
        %121 = arith.extsi %120 : i8 to i32
        %122 = arith.cmpi sge, %117, %121 : i32
        %c1_i32 = arith.constant 1 : i32
        %123 = arith.addi %arg14, %c1_i32 : i32
        %124 = arith.select %122, %123, %arg14 : i32
        %c1_i32 = arith.constant 1 : i32
        %125 = arith.addi %arg15, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %126 = arith.select %122, %c0_i32, %125 : i32
        scf.yield %124, %126 : i32, i32
      }
      scf.yield %42#0, %42#1 : i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %24 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %25 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x128xf32>
    %26 = arith.cmpf ogt, %24, %25 : vector<256x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %27 = vector.load %arg12[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
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
}
