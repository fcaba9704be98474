module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>, %arg3: tensor<2xi8>, %arg4: tensor<2xi8>, %arg5: tensor<1x128x512xi8>, %arg6: tensor<9xi8>, %arg7: tensor<8xi8>, %arg8: tensor<8xi8>, %arg9: tensor<8xi8>, %arg10: tensor<8xi8>, %arg11: tensor<1x512x128xi8>, %arg12: tensor<32x128x128xbf16>, %arg13: tensor<8x4096x128xbf16>, %arg14: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ab45122a67bbb8b31351f899703828c884ed68a1727559a13dfa71fdd7f8eeee\22, \22cost_estimate\22: {\22bytes_accessed\22: 19398656, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> tensor<32x128x128xbf16>
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

// ---- kernel sparse_cli_fwd sha256:ab45122a67bbb8b31351f899703828c884ed68a1727559a13dfa71fdd7f8eeee
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>, %arg7: memref<4x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x512xi8, #tpu.memory_space<vmem>>, %arg11: memref<4x128x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 1>, scalar_prefetch = 5 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 4, 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 8, 4096, 128>}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 4, 128, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %3 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %5 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    %6 = vector.shape_cast %3 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %6 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %9 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    %10 = vector.shape_cast %7 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %10 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %11 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %12 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %13 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    %14 = vector.shape_cast %11 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %14 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %15 = arith.index_cast %arg1 : i32 to index
    %16 = memref.load %arg2[%15] : memref<2xi8, #tpu.memory_space<smem>>
    %17 = arith.extsi %16 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %18 = arith.addi %arg1, %c1_i32 : i32
    %19 = arith.index_cast %18 : i32 to index
    %20 = memref.load %arg2[%19] : memref<2xi8, #tpu.memory_space<smem>>
    %21 = arith.extsi %20 : i8 to i32
    %22 = arith.cmpi slt, %17, %21 : i32
    %23 = arith.extui %22 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %24 = arith.cmpi ne, %23, %c0_i32 : i32
    scf.if %24 {
      %c0_i32 = arith.constant 0 : i32
      %49 = arith.addi %2, %c0_i32 : i32
      %50 = arith.index_cast %17 : i32 to index
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
    %25 = arith.addi %c0_i32, %c1_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %26 = arith.minsi %17, %c1_i32 : i32
    %27 = arith.index_cast %26 : i32 to index
    %28 = memref.load %arg4[%27] : memref<2xi8, #tpu.memory_space<smem>>
    %29 = arith.extsi %28 : i8 to i32
    %30 = arith.cmpi sge, %25, %29 : i32
    %c1_i32 = arith.constant 1 : i32
    %31 = arith.addi %17, %c1_i32 : i32
    %32 = arith.select %30, %31, %17 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %33 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %34 = arith.select %30, %c0_i32, %33 : i32
    %35 = arith.cmpi slt, %32, %21 : i32
    %36 = arith.extui %35 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %37 = arith.cmpi ne, %36, %c0_i32 : i32
    scf.if %37 {
      %c0_i32 = arith.constant 0 : i32
      %49 = arith.addi %2, %c0_i32 : i32
      %50 = arith.index_cast %32 : i32 to index
      %51 = memref.load %arg3[%50] : memref<2xi8, #tpu.memory_space<smem>>
      %52 = arith.extsi %51 : i8 to i32
      %53 = arith.addi %52, %34 : i32
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
    %38:7 = scf.while (%arg17 = %17, %arg18 = %c0_i32, %arg19 = %32, %arg20 = %34, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %49 = arith.cmpi slt, %arg17, %21 : i32
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
        %65 = arith.addi %2, %c0_i32 : i32
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
        %82 = vector.load %arg7[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %83 = vector.shape_cast %82 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %84 = vector.shape_cast %83 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %85 = tpu.memref_slice %arg8[%79, %81, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %86 = tpu.memref_squeeze %85 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %87 = vector.load %86[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %88 = vector.shape_cast %87 : vector<512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %89 = tpu.matmul %84, %88, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %90 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %91 = arith.mulf %89, %90 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %93 = vector.multi_reduction <maximumf>, %91, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %94 = vector.shape_cast %93 : vector<512xf32> to vector<512x1xf32>
        %95 = vector.broadcast %94 : vector<512x1xf32> to vector<512x128xf32>
        %96 = arith.maximumf %92, %95 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %97 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %98 = arith.maximumf %96, %97 : vector<512x128xf32>
        %99 = tpu.concatenate %98, %98, %98, %98 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %100 = arith.subf %91, %99 : vector<512x512xf32>
        %101 = math.exp2 %100 : vector<512x512xf32>
        %102 = arith.subf %92, %98 : vector<512x128xf32>
        %103 = math.exp2 %102 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %105 = arith.mulf %103, %104 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %106 = vector.multi_reduction <add>, %101, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %107 = vector.shape_cast %106 : vector<512xf32> to vector<512x1xf32>
        %108 = vector.broadcast %107 : vector<512x1xf32> to vector<512x128xf32>
        %109 = arith.addf %105, %108 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %111 = vector.shape_cast %110 : vector<512x128xf32> to vector<512x128xf32>
        %112 = vector.shape_cast %109 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %112 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %113 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg15[%113, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %115 = vector.shape_cast %114 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %117 = arith.mulf %103, %116 : vector<512x128xf32>
        %118 = arith.truncf %101 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %119 = tpu.matmul %118, %115, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %120 = arith.addf %117, %119 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %122 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        %123 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %123 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %125 = vector.shape_cast %124 : vector<512x128xf32> to vector<512x128xf32>
        %126 = vector.shape_cast %96 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %126 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %127 = arith.addi %arg20, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %128 = arith.minsi %arg19, %c1_i32 : i32
        %129 = arith.index_cast %128 : i32 to index
        %130 = memref.load %arg4[%129] : memref<2xi8, #tpu.memory_space<smem>>
        %131 = arith.extsi %130 : i8 to i32
        %132 = arith.cmpi sge, %127, %131 : i32
        %c1_i32 = arith.constant 1 : i32
        %133 = arith.addi %arg19, %c1_i32 : i32
        %134 = arith.select %132, %133, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %135 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %136 = arith.select %132, %c0_i32, %135 : i32
        %137 = arith.cmpi slt, %134, %21 : i32
        %138 = arith.extui %137 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %139 = arith.cmpi ne, %138, %c0_i32 : i32
        scf.if %139 {
          %c0_i32 = arith.constant 0 : i32
          %140 = arith.addi %2, %c0_i32 : i32
          %141 = arith.index_cast %134 : i32 to index
          %142 = memref.load %arg6[%141] : memref<2xi8, #tpu.memory_space<smem>>
          %143 = arith.extsi %142 : i8 to i32
          %144 = arith.index_cast %134 : i32 to index
          %145 = memref.load %arg5[%144] : memref<2xi8, #tpu.memory_space<smem>>
          %146 = arith.extsi %145 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %147 = arith.cmpi eq, %146, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %148 = arith.select %147, %136, %c0_i32 : i32
          %149 = arith.addi %143, %148 : i32
          %150 = arith.index_cast %134 : i32 to index
          %151 = memref.load %arg3[%150] : memref<2xi8, #tpu.memory_space<smem>>
          %152 = arith.extsi %151 : i8 to i32
          %153 = arith.addi %152, %136 : i32
          %c4_i32 = arith.constant 4 : i32
          %154 = arith.divsi %140, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %155 = arith.muli %153, %c512_i32 : i32
          %156 = tpu.assume_multiple %155, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %157 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %158 = tpu.memref_squeeze %157 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %159 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %160 = tpu.memref_squeeze %159 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %161 = tpu.memref_slice %arg9[%154, %156, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %162 = tpu.memref_squeeze %161 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%162 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%160 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%158 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %134, %136 : i32, i32
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
        %65 = arith.addi %2, %c0_i32 : i32
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
        %82 = vector.load %arg7[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %83 = vector.shape_cast %82 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %84 = vector.shape_cast %83 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %85 = tpu.memref_slice %arg8[%79, %81, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %86 = tpu.memref_squeeze %85 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %87 = vector.load %86[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %88 = vector.shape_cast %87 : vector<512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %89 = tpu.matmul %84, %88, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %90 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %91 = arith.mulf %89, %90 : vector<512x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg10[%74, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %93 = tpu.memref_squeeze %92 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %93[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %95 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %96 = arith.cmpi ne, %94, %95 : vector<128x512xi8>
        %97 = vector.shape_cast %91 : vector<512x512xf32> to vector<4x128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %98 = vector.shape_cast %96 : vector<128x512xi1> to vector<1x128x512xi1>
        %99 = vector.broadcast %98 : vector<1x128x512xi1> to vector<4x128x512xi1>
        %100 = vector.broadcast %cst_xbef082 : f32 to vector<4x128x512xf32>
        %101 = arith.select %99, %97, %100 : vector<4x128x512xi1>, vector<4x128x512xf32>
        %102 = vector.shape_cast %101 : vector<4x128x512xf32> to vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %104 = vector.multi_reduction <maximumf>, %102, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %105 = vector.shape_cast %104 : vector<512xf32> to vector<512x1xf32>
        %106 = vector.broadcast %105 : vector<512x1xf32> to vector<512x128xf32>
        %107 = arith.maximumf %103, %106 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %108 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %109 = arith.maximumf %107, %108 : vector<512x128xf32>
        %110 = tpu.concatenate %109, %109, %109, %109 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %111 = arith.subf %102, %110 : vector<512x512xf32>
        %112 = math.exp2 %111 : vector<512x512xf32>
        %113 = arith.subf %103, %109 : vector<512x128xf32>
        %114 = math.exp2 %113 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %116 = arith.mulf %114, %115 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %117 = vector.multi_reduction <add>, %112, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %118 = vector.shape_cast %117 : vector<512xf32> to vector<512x1xf32>
        %119 = vector.broadcast %118 : vector<512x1xf32> to vector<512x128xf32>
        %120 = arith.addf %116, %119 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %122 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        %123 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %123 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %124 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg15[%124, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %126 = vector.shape_cast %125 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %128 = arith.mulf %114, %127 : vector<512x128xf32>
        %129 = arith.truncf %112 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %130 = tpu.matmul %129, %126, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %131 = arith.addf %128, %130 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %133 = vector.shape_cast %132 : vector<512x128xf32> to vector<512x128xf32>
        %134 = vector.shape_cast %131 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %134 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %136 = vector.shape_cast %135 : vector<512x128xf32> to vector<512x128xf32>
        %137 = vector.shape_cast %107 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %137 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %138 = arith.addi %arg20, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %139 = arith.minsi %arg19, %c1_i32 : i32
        %140 = arith.index_cast %139 : i32 to index
        %141 = memref.load %arg4[%140] : memref<2xi8, #tpu.memory_space<smem>>
        %142 = arith.extsi %141 : i8 to i32
        %143 = arith.cmpi sge, %138, %142 : i32
        %c1_i32 = arith.constant 1 : i32
        %144 = arith.addi %arg19, %c1_i32 : i32
        %145 = arith.select %143, %144, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %146 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %147 = arith.select %143, %c0_i32, %146 : i32
        %148 = arith.cmpi slt, %145, %21 : i32
        %149 = arith.extui %148 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %150 = arith.cmpi ne, %149, %c0_i32 : i32
        scf.if %150 {
          %c0_i32 = arith.constant 0 : i32
          %151 = arith.addi %2, %c0_i32 : i32
          %152 = arith.index_cast %145 : i32 to index
          %153 = memref.load %arg6[%152] : memref<2xi8, #tpu.memory_space<smem>>
          %154 = arith.extsi %153 : i8 to i32
          %155 = arith.index_cast %145 : i32 to index
          %156 = memref.load %arg5[%155] : memref<2xi8, #tpu.memory_space<smem>>
          %157 = arith.extsi %156 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %158 = arith.cmpi eq, %157, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %159 = arith.select %158, %147, %c0_i32 : i32
          %160 = arith.addi %154, %159 : i32
          %161 = arith.index_cast %145 : i32 to index
          %162 = memref.load %arg3[%161] : memref<2xi8, #tpu.memory_space<smem>>
          %163 = arith.extsi %162 : i8 to i32
          %164 = arith.addi %163, %147 : i32
          %c4_i32 = arith.constant 4 : i32
          %165 = arith.divsi %151, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %166 = arith.muli %164, %c512_i32 : i32
          %167 = tpu.assume_multiple %166, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %168 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %169 = tpu.memref_squeeze %168 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %170 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %171 = tpu.memref_squeeze %170 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %172 = tpu.memref_slice %arg9[%165, %167, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %173 = tpu.memref_squeeze %172 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%173 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%171 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%169 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %145, %147 : i32, i32
      }
      scf.yield %arg19, %arg20, %55#0, %55#1, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %39 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %40 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %41 = arith.cmpf ogt, %39, %40 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %42 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %43 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %44 = arith.select %41, %39, %43 : vector<512x128xi1>, vector<512x128xf32>
    %45 = arith.divf %42, %44 : vector<512x128xf32>
    %46 = arith.truncf %45 : vector<512x128xf32> to vector<512x128xbf16>
    %47 = vector.shape_cast %46 : vector<512x128xbf16> to vector<4x128x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg11[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %47 {strides = array<i32>} : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %c4_i32 = arith.constant 4 : i32
    %3 = arith.divsi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %3, %c0_i32, %c0_i32 : i32, i32, i32
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
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %c4_i32 = arith.constant 4 : i32
    %3 = arith.divsi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %3, %c0_i32, %c0_i32 : i32, i32, i32
  }
}
