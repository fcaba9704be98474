module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>, %arg3: tensor<2xi8>, %arg4: tensor<2xi8>, %arg5: tensor<1x128x512xi8>, %arg6: tensor<9xi8>, %arg7: tensor<8xi8>, %arg8: tensor<8xi8>, %arg9: tensor<8xi8>, %arg10: tensor<8xi8>, %arg11: tensor<1x512x128xi8>, %arg12: tensor<32x128x128xbf16>, %arg13: tensor<8x4096x128xbf16>, %arg14: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:2859767546e8d8a8fd1b4c172b716ad3fa1d12f9eaedbbd44bbabd798a520568\22, \22cost_estimate\22: {\22bytes_accessed\22: 71303168, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> tensor<32x128x128xbf16>
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

// ---- kernel sparse_cli_fwd sha256:2859767546e8d8a8fd1b4c172b716ad3fa1d12f9eaedbbd44bbabd798a520568
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg9: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x512xi8, #tpu.memory_space<any>>, %arg11: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x128x512xi8, #tpu.memory_space<vmem>>, %arg18: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 1>, scalar_prefetch = 5 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {}, {}, {}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 128>}]} {
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
    %23 = arith.cmpi ne, %22, %c0_i32 : i32
    scf.if %23 {
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %1, %c0_i32 : i32
      %37 = arith.index_cast %16 : i32 to index
      %38 = memref.load %arg6[%37] : memref<2xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.index_cast %16 : i32 to index
      %41 = memref.load %arg5[%40] : memref<2xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %42 = arith.cmpi eq, %41, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %43 = arith.select %42, %c0_i32, %c0_i32 : i32
      %44 = arith.addi %39, %43 : i32
      %45 = arith.index_cast %16 : i32 to index
      %46 = memref.load %arg3[%45] : memref<2xi8, #tpu.memory_space<smem>>
      %47 = arith.extsi %46 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %48 = arith.addi %47, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %49 = arith.divsi %36, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %50 = arith.muli %48, %c512_i32 : i32
      %51 = tpu.assume_multiple %50, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %52 = arith.divsi %36, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %53 = arith.muli %48, %c512_i32 : i32
      %54 = tpu.assume_multiple %53, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg8[%49, %51, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%58 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %61 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg9[%52, %54, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%64 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %67 = tpu.memref_slice %arg18[%c0_i32, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg10[%44, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<128x512xi8, #tpu.memory_space<any>>) target(%70 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %24:3 = scf.while (%arg19 = %16, %arg20 = %c0_i32, %arg21 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %36 = arith.cmpi slt, %arg19, %20 : i32
      scf.condition(%36) %arg19, %arg20, %arg21 : i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32):
      %c1_i32 = arith.constant 1 : i32
      %36 = arith.addi %arg20, %c1_i32 : i32
      %37 = arith.index_cast %arg19 : i32 to index
      %38 = memref.load %arg4[%37] : memref<2xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.cmpi sge, %36, %39 : i32
      %c1_i32 = arith.constant 1 : i32
      %41 = arith.addi %arg19, %c1_i32 : i32
      %42 = arith.select %40, %41, %arg19 : i32
      %c1_i32 = arith.constant 1 : i32
      %43 = arith.addi %arg20, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %44 = arith.select %40, %c0_i32, %43 : i32
      %45 = arith.cmpi slt, %42, %20 : i32
      %46 = arith.extui %45 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %47 = arith.cmpi ne, %46, %c0_i32 : i32
      scf.if %47 {
        %c0_i32 = arith.constant 0 : i32
        %92 = arith.addi %1, %c0_i32 : i32
        %93 = arith.index_cast %42 : i32 to index
        %94 = memref.load %arg6[%93] : memref<2xi8, #tpu.memory_space<smem>>
        %95 = arith.extsi %94 : i8 to i32
        %96 = arith.index_cast %42 : i32 to index
        %97 = memref.load %arg5[%96] : memref<2xi8, #tpu.memory_space<smem>>
        %c1_i8 = arith.constant 1 : i8
        %98 = arith.cmpi eq, %97, %c1_i8 : i8
        %c0_i32 = arith.constant 0 : i32
        %99 = arith.select %98, %44, %c0_i32 : i32
        %100 = arith.addi %95, %99 : i32
        %101 = arith.index_cast %42 : i32 to index
        %102 = memref.load %arg3[%101] : memref<2xi8, #tpu.memory_space<smem>>
        %103 = arith.extsi %102 : i8 to i32
        %104 = arith.addi %103, %44 : i32
        %c1_i32 = arith.constant 1 : i32
        %105 = arith.subi %c1_i32, %arg21 : i32
        %c4_i32 = arith.constant 4 : i32
        %106 = arith.divsi %92, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %107 = arith.muli %104, %c512_i32 : i32
        %108 = tpu.assume_multiple %107, 512 : i32
        %c4_i32 = arith.constant 4 : i32
        %109 = arith.divsi %92, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %110 = arith.muli %104, %c512_i32 : i32
        %111 = tpu.assume_multiple %110, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %112 = tpu.memref_slice %arg18[%105, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %113 = tpu.memref_squeeze %112 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg15[%105, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %115 = tpu.memref_squeeze %114 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg8[%106, %108, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %117 = tpu.memref_squeeze %116 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%117 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%115 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%113 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %118 = tpu.memref_slice %arg18[%105, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %119 = tpu.memref_squeeze %118 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %120 = tpu.memref_slice %arg16[%105, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %121 = tpu.memref_squeeze %120 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %122 = tpu.memref_slice %arg9[%109, %111, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %123 = tpu.memref_squeeze %122 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%123 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%121 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%119 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %124 = tpu.memref_slice %arg18[%105, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %125 = tpu.memref_squeeze %124 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %126 = tpu.memref_slice %arg17[%105, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %127 = tpu.memref_squeeze %126 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %128 = tpu.memref_slice %arg10[%100, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
        %129 = tpu.memref_squeeze %128 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%129 : memref<128x512xi8, #tpu.memory_space<any>>) target(%127 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%125 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %48 = arith.addi %1, %c0_i32 : i32
      %49 = arith.index_cast %arg19 : i32 to index
      %50 = memref.load %arg6[%49] : memref<2xi8, #tpu.memory_space<smem>>
      %51 = arith.extsi %50 : i8 to i32
      %52 = arith.index_cast %arg19 : i32 to index
      %53 = memref.load %arg5[%52] : memref<2xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %54 = arith.cmpi eq, %53, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %55 = arith.select %54, %arg20, %c0_i32 : i32
      %56 = arith.addi %51, %55 : i32
      %57 = arith.index_cast %arg19 : i32 to index
      %58 = memref.load %arg3[%57] : memref<2xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %60 = arith.addi %59, %arg20 : i32
      %c4_i32 = arith.constant 4 : i32
      %61 = arith.divsi %48, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.muli %60, %c512_i32 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %64 = arith.divsi %48, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %65 = arith.muli %60, %c512_i32 : i32
      %66 = tpu.assume_multiple %65, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg18[%arg21, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg8[%61, %63, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%72 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%70 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %73 = tpu.memref_slice %arg18[%arg21, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg16[%arg21, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg9[%64, %66, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%76 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %79 = tpu.memref_slice %arg18[%arg21, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg17[%arg21, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %82 = tpu.memref_squeeze %81 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg10[%56, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %84 = tpu.memref_squeeze %83 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%84 : memref<128x512xi8, #tpu.memory_space<any>>) dst(%82 : memref<128x512xi8, #tpu.memory_space<vmem>>)
      %85 = arith.index_cast %arg19 : i32 to index
      %86 = memref.load %arg5[%85] : memref<2xi8, #tpu.memory_space<smem>>
      %87 = arith.extsi %86 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %88 = arith.cmpi eq, %87, %c2_i32 : i32
      %89 = arith.extui %88 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %90 = arith.cmpi ne, %89, %c0_i32 : i32
      scf.if %90 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %93 = vector.shape_cast %92 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %94 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg15[%94, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %97 = tpu.matmul %93, %96, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %98 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %99 = arith.mulf %97, %98 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %101 = vector.multi_reduction <maximumf>, %99, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %102 = vector.shape_cast %101 : vector<128xf32> to vector<128x1xf32>
        %103 = vector.broadcast %102 : vector<128x1xf32> to vector<128x128xf32>
        %104 = arith.maximumf %100, %103 : vector<128x128xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %105 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
        %106 = arith.cmpf oeq, %104, %105 : vector<128x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %107 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
        %108 = arith.select %106, %107, %104 : vector<128x128xi1>, vector<128x128xf32>
        %109 = tpu.concatenate %108, %108, %108, %108 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %110 = arith.subf %99, %109 : vector<128x512xf32>
        %111 = math.exp2 %110 : vector<128x512xf32>
        %112 = arith.subf %100, %108 : vector<128x128xf32>
        %113 = math.exp2 %112 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %115 = arith.mulf %113, %114 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %116 = vector.multi_reduction <add>, %111, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %117 = vector.shape_cast %116 : vector<128xf32> to vector<128x1xf32>
        %118 = vector.broadcast %117 : vector<128x1xf32> to vector<128x128xf32>
        %119 = arith.addf %115, %118 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %121 = vector.shape_cast %120 : vector<128x128xf32> to vector<128x128xf32>
        %122 = vector.shape_cast %119 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %122 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %123 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg16[%123, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %125 = vector.shape_cast %124 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %127 = arith.mulf %113, %126 : vector<128x128xf32>
        %128 = arith.truncf %111 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %129 = tpu.matmul %128, %125, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %130 = arith.addf %127, %129 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %132 = vector.shape_cast %131 : vector<128x128xf32> to vector<128x128xf32>
        %133 = vector.shape_cast %130 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %133 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %135 = vector.shape_cast %134 : vector<128x128xf32> to vector<128x128xf32>
        %136 = vector.shape_cast %104 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %136 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %93 = vector.shape_cast %92 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %94 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg15[%94, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %97 = tpu.matmul %93, %96, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %98 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %99 = arith.mulf %97, %98 : vector<128x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %100 = tpu.memref_slice %arg17[%arg21, %c0_i32, %c0_i32] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %101 = tpu.memref_squeeze %100 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %101[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %103 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %104 = arith.cmpi ne, %102, %103 : vector<128x512xi8>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %105 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %106 = arith.select %104, %99, %105 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %108 = vector.multi_reduction <maximumf>, %106, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %109 = vector.shape_cast %108 : vector<128xf32> to vector<128x1xf32>
        %110 = vector.broadcast %109 : vector<128x1xf32> to vector<128x128xf32>
        %111 = arith.maximumf %107, %110 : vector<128x128xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %112 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
        %113 = arith.cmpf oeq, %111, %112 : vector<128x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %114 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
        %115 = arith.select %113, %114, %111 : vector<128x128xi1>, vector<128x128xf32>
        %116 = tpu.concatenate %115, %115, %115, %115 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %117 = arith.subf %106, %116 : vector<128x512xf32>
        %118 = math.exp2 %117 : vector<128x512xf32>
        %119 = arith.subf %107, %115 : vector<128x128xf32>
        %120 = math.exp2 %119 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %122 = arith.mulf %120, %121 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %123 = vector.multi_reduction <add>, %118, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %124 = vector.shape_cast %123 : vector<128xf32> to vector<128x1xf32>
        %125 = vector.broadcast %124 : vector<128x1xf32> to vector<128x128xf32>
        %126 = arith.addf %122, %125 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %128 = vector.shape_cast %127 : vector<128x128xf32> to vector<128x128xf32>
        %129 = vector.shape_cast %126 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %129 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %130 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg16[%130, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %132 = vector.shape_cast %131 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %134 = arith.mulf %120, %133 : vector<128x128xf32>
        %135 = arith.truncf %118 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %136 = tpu.matmul %135, %132, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %137 = arith.addf %134, %136 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %139 = vector.shape_cast %138 : vector<128x128xf32> to vector<128x128xf32>
        %140 = vector.shape_cast %137 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %140 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %141 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %142 = vector.shape_cast %141 : vector<128x128xf32> to vector<128x128xf32>
        %143 = vector.shape_cast %111 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %143 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %91 = arith.subi %c1_i32, %arg21 : i32
      scf.yield %42, %44, %91 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %25 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %26 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %27 = arith.cmpf ogt, %25, %26 : vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %28 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %29 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %30 = arith.select %27, %25, %29 : vector<128x128xi1>, vector<128x128xf32>
    %31 = arith.divf %28, %30 : vector<128x128xf32>
    %32 = arith.truncf %31 : vector<128x128xf32> to vector<128x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %33 = vector.load %arg11[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
    %34 = vector.shape_cast %33 : vector<1x128x128xbf16> to vector<128x128xbf16>
    %35 = vector.shape_cast %32 : vector<128x128xbf16> to vector<1x128x128xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %35 {strides = array<i32>} : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>, 
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
