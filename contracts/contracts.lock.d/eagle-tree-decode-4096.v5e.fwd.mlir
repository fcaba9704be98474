module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>, %arg3: tensor<2xi8>, %arg4: tensor<2xi8>, %arg5: tensor<1x128x512xi8>, %arg6: tensor<9xi8>, %arg7: tensor<8xi8>, %arg8: tensor<8xi8>, %arg9: tensor<8xi8>, %arg10: tensor<8xi8>, %arg11: tensor<1x512x128xi8>, %arg12: tensor<32x128x128xbf16>, %arg13: tensor<8x4096x128xbf16>, %arg14: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:545c4004b2ff8770819d803356c0c4c9ee91cbd40de6bad03f256b87f88ef7f0\22, \22cost_estimate\22: {\22bytes_accessed\22: 71303168, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> tensor<32x128x128xbf16>
    return %3 : tensor<32x128x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<32x128x128xbf16>, %arg1: tensor<i32>) -> tensor<32x128x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x128x128xbf16>, tensor<bf16>) -> tensor<32x128x128xbf16>
    return %1 : tensor<32x128x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x4096x128xbf16>, %arg1: tensor<i32>) -> tensor<8x4096x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x4096x128xbf16>, tensor<bf16>) -> tensor<8x4096x128xbf16>
    return %1 : tensor<8x4096x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:545c4004b2ff8770819d803356c0c4c9ee91cbd40de6bad03f256b87f88ef7f0
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x512xi8, #tpu.memory_space<vmem>>, %arg11: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 1>, scalar_prefetch = 5 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 8, 4096, 128>}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %2 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %3 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %4 = vector.shape_cast %3 : vector<128x128xf32> to vector<128x128xf32>
    %5 = vector.shape_cast %2 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %5 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %6 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %7 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %8 = vector.shape_cast %7 : vector<128x128xf32> to vector<128x128xf32>
    %9 = vector.shape_cast %6 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %9 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %10 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %11 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %12 = vector.shape_cast %11 : vector<128x128xf32> to vector<128x128xf32>
    %13 = vector.shape_cast %10 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %13 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %14 = arith.index_cast %arg1 : i32 to index
    %15 = memref.load %arg2[%14] : memref<2xi8, #tpu.memory_space<smem>>
    %16 = arith.extsi %15 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.addi %arg1, %c1_i32 : i32
    %18 = arith.index_cast %17 : i32 to index
    %19 = memref.load %arg2[%18] : memref<2xi8, #tpu.memory_space<smem>>
    %20 = arith.extsi %19 : i8 to i32
    %21 = arith.cmpi slt, %16, %20 : i32
    %22 = arith.extui %21 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %23 = arith.cmpi ne, %22, %c0_i32 : i32
    scf.if %23 {
      %c0_i32 = arith.constant 0 : i32
      %49 = arith.addi %1, %c0_i32 : i32
      %50 = arith.index_cast %16 : i32 to index
      %51 = memref.load %arg3[%50] : memref<2xi8, #tpu.memory_space<smem>>
      %52 = arith.extsi %51 : i8 to i32
      %53 = arith.addi %52, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %54 = arith.divsi %49, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %55 = arith.muli %53, %c512_i32 : i32
      %56 = tpu.assume_multiple %55, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %57 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg9[%54, %56, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%62 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%60 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %24 = arith.addi %c0_i32, %c1_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %25 = arith.minsi %16, %c1_i32 : i32
    %26 = arith.index_cast %25 : i32 to index
    %27 = memref.load %arg4[%26] : memref<2xi8, #tpu.memory_space<smem>>
    %28 = arith.extsi %27 : i8 to i32
    %29 = arith.cmpi sge, %24, %28 : i32
    %c1_i32 = arith.constant 1 : i32
    %30 = arith.addi %16, %c1_i32 : i32
    %31 = arith.select %29, %30, %16 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %32 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %33 = arith.select %29, %c0_i32, %32 : i32
    %34 = arith.cmpi slt, %31, %20 : i32
    %35 = arith.extui %34 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32 : i32
    scf.if %36 {
      %c0_i32 = arith.constant 0 : i32
      %49 = arith.addi %1, %c0_i32 : i32
      %50 = arith.index_cast %31 : i32 to index
      %51 = memref.load %arg3[%50] : memref<2xi8, #tpu.memory_space<smem>>
      %52 = arith.extsi %51 : i8 to i32
      %53 = arith.addi %52, %33 : i32
      %c4_i32 = arith.constant 4 : i32
      %54 = arith.divsi %49, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %55 = arith.muli %53, %c512_i32 : i32
      %56 = tpu.assume_multiple %55, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %57 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg9[%54, %56, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%62 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%60 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %37:7 = scf.while (%arg17 = %16, %arg18 = %c0_i32, %arg19 = %31, %arg20 = %33, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %49 = arith.cmpi slt, %arg17, %20 : i32
      scf.condition(%49) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %49 = arith.index_cast %arg17 : i32 to index
      %50 = memref.load %arg5[%49] : memref<2xi8, #tpu.memory_space<smem>>
      %51 = arith.extsi %50 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %52 = arith.cmpi eq, %51, %c2_i32 : i32
      %53 = arith.extui %52 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %54 = arith.cmpi ne, %53, %c0_i32 : i32
      %55:2 = scf.if %54 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %56 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %57 = arith.muli %c0_i32, %c512_i32 : i32
        %58 = tpu.assume_multiple %57, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %59 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %63 = tpu.memref_slice %arg9[%56, %58, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%64 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%62 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %65 = arith.addi %1, %c0_i32 : i32
        %66 = arith.index_cast %arg17 : i32 to index
        %67 = memref.load %arg6[%66] : memref<2xi8, #tpu.memory_space<smem>>
        %68 = arith.extsi %67 : i8 to i32
        %69 = arith.index_cast %arg17 : i32 to index
        %70 = memref.load %arg5[%69] : memref<2xi8, #tpu.memory_space<smem>>
        %71 = arith.extsi %70 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %72 = arith.cmpi eq, %71, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %73 = arith.select %72, %arg18, %c0_i32 : i32
        %74 = arith.addi %68, %73 : i32
        %75 = arith.index_cast %arg17 : i32 to index
        %76 = memref.load %arg3[%75] : memref<2xi8, #tpu.memory_space<smem>>
        %77 = arith.extsi %76 : i8 to i32
        %78 = arith.addi %77, %arg18 : i32
        %c4_i32 = arith.constant 4 : i32
        %79 = arith.divsi %65, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %80 = arith.muli %78, %c512_i32 : i32
        %81 = tpu.assume_multiple %80, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %83 = vector.shape_cast %82 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %84 = arith.index_cast %79 : i32 to index
        %85 = arith.index_cast %81 : i32 to index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg8[%84, %85, %c0] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %87 = vector.shape_cast %86 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %88 = tpu.matmul %83, %87, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %89 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %90 = arith.mulf %88, %89 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %91 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %92 = vector.multi_reduction <maximumf>, %90, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %93 = vector.shape_cast %92 : vector<128xf32> to vector<128x1xf32>
        %94 = vector.broadcast %93 : vector<128x1xf32> to vector<128x128xf32>
        %95 = arith.maximumf %91, %94 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %96 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %97 = arith.maximumf %95, %96 : vector<128x128xf32>
        %98 = tpu.concatenate %97, %97, %97, %97 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %99 = arith.subf %90, %98 : vector<128x512xf32>
        %100 = math.exp2 %99 : vector<128x512xf32>
        %101 = arith.subf %91, %97 : vector<128x128xf32>
        %102 = math.exp2 %101 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %104 = arith.mulf %102, %103 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %105 = vector.multi_reduction <add>, %100, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %106 = vector.shape_cast %105 : vector<128xf32> to vector<128x1xf32>
        %107 = vector.broadcast %106 : vector<128x1xf32> to vector<128x128xf32>
        %108 = arith.addf %104, %107 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %110 = vector.shape_cast %109 : vector<128x128xf32> to vector<128x128xf32>
        %111 = vector.shape_cast %108 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %111 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %112 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg15[%112, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %114 = vector.shape_cast %113 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %116 = arith.mulf %102, %115 : vector<128x128xf32>
        %117 = arith.truncf %100 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %118 = tpu.matmul %117, %114, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %119 = arith.addf %116, %118 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %121 = vector.shape_cast %120 : vector<128x128xf32> to vector<128x128xf32>
        %122 = vector.shape_cast %119 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %122 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %124 = vector.shape_cast %123 : vector<128x128xf32> to vector<128x128xf32>
        %125 = vector.shape_cast %95 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %125 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %126 = arith.addi %arg20, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %127 = arith.minsi %arg19, %c1_i32 : i32
        %128 = arith.index_cast %127 : i32 to index
        %129 = memref.load %arg4[%128] : memref<2xi8, #tpu.memory_space<smem>>
        %130 = arith.extsi %129 : i8 to i32
        %131 = arith.cmpi sge, %126, %130 : i32
        %c1_i32 = arith.constant 1 : i32
        %132 = arith.addi %arg19, %c1_i32 : i32
        %133 = arith.select %131, %132, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %134 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %135 = arith.select %131, %c0_i32, %134 : i32
        %136 = arith.cmpi slt, %133, %20 : i32
        %137 = arith.extui %136 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %138 = arith.cmpi ne, %137, %c0_i32 : i32
        scf.if %138 {
          %c0_i32 = arith.constant 0 : i32
          %139 = arith.addi %1, %c0_i32 : i32
          %140 = arith.index_cast %133 : i32 to index
          %141 = memref.load %arg6[%140] : memref<2xi8, #tpu.memory_space<smem>>
          %142 = arith.extsi %141 : i8 to i32
          %143 = arith.index_cast %133 : i32 to index
          %144 = memref.load %arg5[%143] : memref<2xi8, #tpu.memory_space<smem>>
          %145 = arith.extsi %144 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %146 = arith.cmpi eq, %145, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %147 = arith.select %146, %135, %c0_i32 : i32
          %148 = arith.addi %142, %147 : i32
          %149 = arith.index_cast %133 : i32 to index
          %150 = memref.load %arg3[%149] : memref<2xi8, #tpu.memory_space<smem>>
          %151 = arith.extsi %150 : i8 to i32
          %152 = arith.addi %151, %135 : i32
          %c4_i32 = arith.constant 4 : i32
          %153 = arith.divsi %139, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %154 = arith.muli %152, %c512_i32 : i32
          %155 = tpu.assume_multiple %154, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %156 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %157 = tpu.memref_squeeze %156 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %158 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %159 = tpu.memref_squeeze %158 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %160 = tpu.memref_slice %arg9[%153, %155, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %161 = tpu.memref_squeeze %160 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%161 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%159 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %133, %135 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %56 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %57 = arith.muli %c0_i32, %c512_i32 : i32
        %58 = tpu.assume_multiple %57, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %59 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %63 = tpu.memref_slice %arg9[%56, %58, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%64 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%62 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %65 = arith.addi %1, %c0_i32 : i32
        %66 = arith.index_cast %arg17 : i32 to index
        %67 = memref.load %arg6[%66] : memref<2xi8, #tpu.memory_space<smem>>
        %68 = arith.extsi %67 : i8 to i32
        %69 = arith.index_cast %arg17 : i32 to index
        %70 = memref.load %arg5[%69] : memref<2xi8, #tpu.memory_space<smem>>
        %71 = arith.extsi %70 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %72 = arith.cmpi eq, %71, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %73 = arith.select %72, %arg18, %c0_i32 : i32
        %74 = arith.addi %68, %73 : i32
        %75 = arith.index_cast %arg17 : i32 to index
        %76 = memref.load %arg3[%75] : memref<2xi8, #tpu.memory_space<smem>>
        %77 = arith.extsi %76 : i8 to i32
        %78 = arith.addi %77, %arg18 : i32
        %c4_i32 = arith.constant 4 : i32
        %79 = arith.divsi %65, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %80 = arith.muli %78, %c512_i32 : i32
        %81 = tpu.assume_multiple %80, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %83 = vector.shape_cast %82 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %84 = arith.index_cast %79 : i32 to index
        %85 = arith.index_cast %81 : i32 to index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg8[%84, %85, %c0] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %87 = vector.shape_cast %86 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %88 = tpu.matmul %83, %87, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %89 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %90 = arith.mulf %88, %89 : vector<128x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg10[%74, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %92 = tpu.memref_squeeze %91 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %92[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %94 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %95 = arith.cmpi ne, %93, %94 : vector<128x512xi8>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %96 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %97 = arith.select %95, %90, %96 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %99 = vector.multi_reduction <maximumf>, %97, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %100 = vector.shape_cast %99 : vector<128xf32> to vector<128x1xf32>
        %101 = vector.broadcast %100 : vector<128x1xf32> to vector<128x128xf32>
        %102 = arith.maximumf %98, %101 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %103 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %104 = arith.maximumf %102, %103 : vector<128x128xf32>
        %105 = tpu.concatenate %104, %104, %104, %104 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %106 = arith.subf %97, %105 : vector<128x512xf32>
        %107 = math.exp2 %106 : vector<128x512xf32>
        %108 = arith.subf %98, %104 : vector<128x128xf32>
        %109 = math.exp2 %108 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %111 = arith.mulf %109, %110 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %112 = vector.multi_reduction <add>, %107, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %113 = vector.shape_cast %112 : vector<128xf32> to vector<128x1xf32>
        %114 = vector.broadcast %113 : vector<128x1xf32> to vector<128x128xf32>
        %115 = arith.addf %111, %114 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %117 = vector.shape_cast %116 : vector<128x128xf32> to vector<128x128xf32>
        %118 = vector.shape_cast %115 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %118 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %119 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg15[%119, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %121 = vector.shape_cast %120 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %123 = arith.mulf %109, %122 : vector<128x128xf32>
        %124 = arith.truncf %107 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %125 = tpu.matmul %124, %121, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %126 = arith.addf %123, %125 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %128 = vector.shape_cast %127 : vector<128x128xf32> to vector<128x128xf32>
        %129 = vector.shape_cast %126 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %129 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %131 = vector.shape_cast %130 : vector<128x128xf32> to vector<128x128xf32>
        %132 = vector.shape_cast %102 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %132 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %133 = arith.addi %arg20, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %134 = arith.minsi %arg19, %c1_i32 : i32
        %135 = arith.index_cast %134 : i32 to index
        %136 = memref.load %arg4[%135] : memref<2xi8, #tpu.memory_space<smem>>
        %137 = arith.extsi %136 : i8 to i32
        %138 = arith.cmpi sge, %133, %137 : i32
        %c1_i32 = arith.constant 1 : i32
        %139 = arith.addi %arg19, %c1_i32 : i32
        %140 = arith.select %138, %139, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %141 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %142 = arith.select %138, %c0_i32, %141 : i32
        %143 = arith.cmpi slt, %140, %20 : i32
        %144 = arith.extui %143 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %145 = arith.cmpi ne, %144, %c0_i32 : i32
        scf.if %145 {
          %c0_i32 = arith.constant 0 : i32
          %146 = arith.addi %1, %c0_i32 : i32
          %147 = arith.index_cast %140 : i32 to index
          %148 = memref.load %arg6[%147] : memref<2xi8, #tpu.memory_space<smem>>
          %149 = arith.extsi %148 : i8 to i32
          %150 = arith.index_cast %140 : i32 to index
          %151 = memref.load %arg5[%150] : memref<2xi8, #tpu.memory_space<smem>>
          %152 = arith.extsi %151 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %153 = arith.cmpi eq, %152, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %154 = arith.select %153, %142, %c0_i32 : i32
          %155 = arith.addi %149, %154 : i32
          %156 = arith.index_cast %140 : i32 to index
          %157 = memref.load %arg3[%156] : memref<2xi8, #tpu.memory_space<smem>>
          %158 = arith.extsi %157 : i8 to i32
          %159 = arith.addi %158, %142 : i32
          %c4_i32 = arith.constant 4 : i32
          %160 = arith.divsi %146, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %161 = arith.muli %159, %c512_i32 : i32
          %162 = tpu.assume_multiple %161, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %163 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %164 = tpu.memref_squeeze %163 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %165 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %166 = tpu.memref_squeeze %165 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %167 = tpu.memref_slice %arg9[%160, %162, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %168 = tpu.memref_squeeze %167 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%168 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%166 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%164 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %140, %142 : i32, i32
      }
      scf.yield %arg19, %arg20, %55#0, %55#1, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %38 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %39 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %40 = arith.cmpf ogt, %38, %39 : vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %42 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %43 = arith.select %40, %38, %42 : vector<128x128xi1>, vector<128x128xf32>
    %44 = arith.divf %41, %43 : vector<128x128xf32>
    %45 = arith.truncf %44 : vector<128x128xf32> to vector<128x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %46 = vector.load %arg11[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
    %47 = vector.shape_cast %46 : vector<1x128x128xbf16> to vector<128x128xbf16>
    %48 = vector.shape_cast %45 : vector<128x128xbf16> to vector<1x128x128xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %48 {strides = array<i32>} : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
  }
}
