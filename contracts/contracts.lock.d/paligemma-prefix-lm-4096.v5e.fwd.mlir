module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17xi8>, %arg1: tensor<32xi8>, %arg2: tensor<32xi8>, %arg3: tensor<32xi8>, %arg4: tensor<3x256x512xi8>, %arg5: tensor<9xi8>, %arg6: tensor<13xi8>, %arg7: tensor<13xi8>, %arg8: tensor<13xi8>, %arg9: tensor<3x512x256xi8>, %arg10: tensor<8x4096x256xbf16>, %arg11: tensor<1x4096x256xbf16>, %arg12: tensor<1x4096x256xbf16>) -> (tensor<8x4096x256xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<8x4096x256xbf16>, tensor<i32>) -> tensor<8x4096x256xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:361582863f6753788eed9c667538514c984af1a593b406b5db755987f4b71ad5\22, \22cost_estimate\22: {\22bytes_accessed\22: 360710144, \22flops\22: 83751862272, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 81788928}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<32xi8>, tensor<32xi8>, tensor<32xi8>, tensor<8x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>) -> tensor<8x4096x256xbf16>
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

// ---- kernel sparse_cli_fwd sha256:361582863f6753788eed9c667538514c984af1a593b406b5db755987f4b71ad5
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>, %arg6: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg10: memref<256x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<256x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<256x256xf32, #tpu.memory_space<vmem>>, %arg13: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 16>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 256, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 1, 4096, 256>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_2, window_bounds = array<i64: 1, 4096, 256>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 256, 256>}]} {
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
    %c0_i32 = arith.constant 0 : i32
    %23:3 = scf.while (%arg14 = %18, %arg15 = %c0_i32, %arg16 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %36 = arith.cmpi slt, %arg14, %22 : i32
      scf.condition(%36) %arg14, %arg15, %arg16 : i32, i32, i32
    } do {
    ^bb0(%arg14: i32, %arg15: i32, %arg16: i32):
      %c1_i32 = arith.constant 1 : i32
      %36 = arith.addi %arg15, %c1_i32 : i32
      %37 = arith.index_cast %arg14 : i32 to index
      %38 = memref.load %arg4[%37] : memref<32xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.cmpi sge, %36, %39 : i32
      %c1_i32 = arith.constant 1 : i32
      %41 = arith.addi %arg14, %c1_i32 : i32
      %42 = arith.select %40, %41, %arg14 : i32
      %c1_i32 = arith.constant 1 : i32
      %43 = arith.addi %arg15, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %44 = arith.select %40, %c0_i32, %43 : i32
      %45 = arith.cmpi slt, %42, %22 : i32
      %46 = arith.extui %45 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %47 = arith.cmpi ne, %46, %c0_i32 : i32
      scf.if %47 {
        %c0_i32 = arith.constant 0 : i32
        %66 = arith.addi %2, %c0_i32 : i32
        %67 = arith.index_cast %42 : i32 to index
        %68 = memref.load %arg3[%67] : memref<32xi8, #tpu.memory_space<smem>>
        %69 = arith.extsi %68 : i8 to i32
        %70 = arith.addi %69, %44 : i32
        %c1_i32 = arith.constant 1 : i32
        %71 = arith.subi %c1_i32, %arg16 : i32
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %48 = arith.addi %2, %c0_i32 : i32
      %49 = arith.index_cast %arg14 : i32 to index
      %50 = memref.load %arg3[%49] : memref<32xi8, #tpu.memory_space<smem>>
      %51 = arith.extsi %50 : i8 to i32
      %52 = arith.addi %51, %arg15 : i32
      %c8_i32 = arith.constant 8 : i32
      %53 = arith.divsi %48, %c8_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %54 = arith.muli %52, %c512_i32 : i32
      %55 = tpu.assume_multiple %54, 512 : i32
      %c8_i32 = arith.constant 8 : i32
      %56 = arith.divsi %48, %c8_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %52, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %59 = arith.index_cast %arg14 : i32 to index
      %60 = memref.load %arg5[%59] : memref<32xi8, #tpu.memory_space<smem>>
      %61 = arith.extsi %60 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %62 = arith.cmpi eq, %61, %c2_i32 : i32
      %63 = arith.extui %62 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %64 = arith.cmpi ne, %63, %c0_i32 : i32
      scf.if %64 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %66 = vector.load %arg6[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %67 = vector.shape_cast %66 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %68 = arith.index_cast %53 : i32 to index
        %69 = arith.index_cast %55 : i32 to index
        %c0 = arith.constant 0 : index
        %70 = vector.load %arg7[%68, %69, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %71 = vector.shape_cast %70 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %72 = tpu.matmul %67, %71, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %73 = vector.broadcast %cst_x82fafc : f32 to vector<256x512xf32>
        %74 = arith.mulf %72, %73 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %75 = vector.load %arg10[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %cst_xe8bd18 = arith.constant dense<0xFF800000> : vector<256xf32>
        %76 = vector.multi_reduction <maximumf>, %74, %cst_xe8bd18 [1] : vector<256x512xf32> to vector<256xf32>
        %77 = vector.shape_cast %76 : vector<256xf32> to vector<256x1xf32>
        %78 = vector.broadcast %77 : vector<256x1xf32> to vector<256x128xf32>
        %79 = arith.maximumf %75, %78 : vector<256x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %80 = vector.broadcast %cst_x72b973 : f32 to vector<256x128xf32>
        %81 = arith.maximumf %79, %80 : vector<256x128xf32>
        %82 = tpu.concatenate %81, %81, %81, %81 in 1 : vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32> -> vector<256x512xf32>
        %83 = arith.subf %74, %82 : vector<256x512xf32>
        %84 = math.exp2 %83 : vector<256x512xf32>
        %85 = arith.subf %75, %81 : vector<256x128xf32>
        %86 = math.exp2 %85 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %87 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %88 = arith.mulf %86, %87 : vector<256x128xf32>
        %cst_x61647b = arith.constant dense<0.000000e+00> : vector<256xf32>
        %89 = vector.multi_reduction <add>, %84, %cst_x61647b [1] : vector<256x512xf32> to vector<256xf32>
        %90 = vector.shape_cast %89 : vector<256xf32> to vector<256x1xf32>
        %91 = vector.broadcast %90 : vector<256x1xf32> to vector<256x128xf32>
        %92 = arith.addf %88, %91 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %94 = vector.shape_cast %93 : vector<256x128xf32> to vector<256x128xf32>
        %95 = vector.shape_cast %92 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %95 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %96 = arith.index_cast %56 : i32 to index
        %97 = arith.index_cast %58 : i32 to index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg8[%96, %97, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %100 = tpu.concatenate %86, %86 in 1 : vector<256x128xf32>, vector<256x128xf32> -> vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg12[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %102 = arith.mulf %100, %101 : vector<256x256xf32>
        %103 = arith.truncf %84 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd937c0 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
        %104 = tpu.matmul %103, %99, %cst_xd937c0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x256xbf16>, vector<256x256xf32> -> vector<256x256xf32>
        %105 = arith.addf %102, %104 : vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg12[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %107 = vector.shape_cast %106 : vector<256x256xf32> to vector<256x256xf32>
        %108 = vector.shape_cast %105 : vector<256x256xf32> to vector<256x256xf32>
        tpu.vector_store %arg12[%c0, %c0], %108 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg10[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %110 = vector.shape_cast %109 : vector<256x128xf32> to vector<256x128xf32>
        %111 = vector.shape_cast %79 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %111 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %66 = vector.load %arg6[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
        %67 = vector.shape_cast %66 : vector<1x256x256xbf16> to vector<256x256xbf16>
        %68 = arith.index_cast %53 : i32 to index
        %69 = arith.index_cast %55 : i32 to index
        %c0 = arith.constant 0 : index
        %70 = vector.load %arg7[%68, %69, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %71 = vector.shape_cast %70 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %72 = tpu.matmul %67, %71, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %73 = vector.broadcast %cst_x82fafc : f32 to vector<256x512xf32>
        %74 = arith.mulf %72, %73 : vector<256x512xf32>
        %c256_i32 = arith.constant 256 : i32
        %75 = arith.muli %3, %c256_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %76 = arith.muli %52, %c512_i32 : i32
        %77 = tpu.iota {dimensions = array<i32: 0>} : vector<256x1xi32>
        %78 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %79 = vector.broadcast %75 : i32 to vector<256x1xi32>
        %80 = arith.addi %79, %77 : vector<256x1xi32>
        %81 = vector.broadcast %76 : i32 to vector<1x512xi32>
        %82 = arith.addi %81, %78 : vector<1x512xi32>
        %83 = vector.broadcast %82 : vector<1x512xi32> to vector<256x512xi32>
        %84 = vector.broadcast %80 : vector<256x1xi32> to vector<256x512xi32>
        %85 = arith.cmpi sle, %83, %84 : vector<256x512xi32>
        %c1280_i32 = arith.constant 1280 : i32
        %86 = vector.broadcast %c1280_i32 : i32 to vector<1x512xi32>
        %87 = arith.cmpi slt, %82, %86 : vector<1x512xi32>
        %88 = vector.broadcast %87 : vector<1x512xi1> to vector<256x512xi1>
        %89 = arith.ori %85, %88 : vector<256x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %90 = vector.broadcast %cst_xbef082 : f32 to vector<256x512xf32>
        %91 = arith.select %89, %74, %90 : vector<256x512xi1>, vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg10[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
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
        %104 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %105 = arith.mulf %103, %104 : vector<256x128xf32>
        %cst_x61647b = arith.constant dense<0.000000e+00> : vector<256xf32>
        %106 = vector.multi_reduction <add>, %101, %cst_x61647b [1] : vector<256x512xf32> to vector<256xf32>
        %107 = vector.shape_cast %106 : vector<256xf32> to vector<256x1xf32>
        %108 = vector.broadcast %107 : vector<256x1xf32> to vector<256x128xf32>
        %109 = arith.addf %105, %108 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %111 = vector.shape_cast %110 : vector<256x128xf32> to vector<256x128xf32>
        %112 = vector.shape_cast %109 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %112 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %113 = arith.index_cast %56 : i32 to index
        %114 = arith.index_cast %58 : i32 to index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg8[%113, %114, %c0] : memref<1x4096x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %116 = vector.shape_cast %115 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %117 = tpu.concatenate %103, %103 in 1 : vector<256x128xf32>, vector<256x128xf32> -> vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg12[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %119 = arith.mulf %117, %118 : vector<256x256xf32>
        %120 = arith.truncf %101 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd937c0 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
        %121 = tpu.matmul %120, %116, %cst_xd937c0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x256xbf16>, vector<256x256xf32> -> vector<256x256xf32>
        %122 = arith.addf %119, %121 : vector<256x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg12[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
        %124 = vector.shape_cast %123 : vector<256x256xf32> to vector<256x256xf32>
        %125 = vector.shape_cast %122 : vector<256x256xf32> to vector<256x256xf32>
        tpu.vector_store %arg12[%c0, %c0], %125 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg10[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %127 = vector.shape_cast %126 : vector<256x128xf32> to vector<256x128xf32>
        %128 = vector.shape_cast %96 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %128 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %65 = arith.subi %c1_i32, %arg16 : i32
      scf.yield %42, %44, %65 : i32, i32, i32
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
