module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>, %arg3: tensor<2xi8>, %arg4: tensor<2xi8>, %arg5: tensor<1x128x512xi8>, %arg6: tensor<9xi8>, %arg7: tensor<8xi8>, %arg8: tensor<8xi8>, %arg9: tensor<8xi8>, %arg10: tensor<8xi8>, %arg11: tensor<1x512x128xi8>, %arg12: tensor<32x128x128xbf16>, %arg13: tensor<8x4096x128xbf16>, %arg14: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:142dcb5a027a680a82e93cbcc7feab9ace8cd9eed55204cce6e53c282cf55c33\22, \22cost_estimate\22: {\22bytes_accessed\22: 71303168, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> tensor<32x128x128xbf16>
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

// ---- kernel sparse_cli_fwd sha256:142dcb5a027a680a82e93cbcc7feab9ace8cd9eed55204cce6e53c282cf55c33
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg9: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x512xi8, #tpu.memory_space<any>>, %arg11: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x128x512xi8, #tpu.memory_space<vmem>>, %arg18: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 1>, scalar_prefetch = 5 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {}, {}, {}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %cst = arith.constant 0xFF800000 : f32
    %2 = vector.broadcast %cst : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %3 = vector.load %arg12[%c0, %c0_0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %4 = vector.shape_cast %3 : vector<128x128xf32> to vector<128x128xf32>
    %5 = vector.shape_cast %2 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg12[%c0, %c0_0], %5 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_1 = arith.constant 0.000000e+00 : f32
    %6 = vector.broadcast %cst_1 : f32 to vector<128x128xf32>
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %7 = vector.load %arg13[%c0_2, %c0_3] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %8 = vector.shape_cast %7 : vector<128x128xf32> to vector<128x128xf32>
    %9 = vector.shape_cast %6 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg13[%c0_2, %c0_3], %9 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_4 = arith.constant 0.000000e+00 : f32
    %10 = vector.broadcast %cst_4 : f32 to vector<128x128xf32>
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %11 = vector.load %arg14[%c0_5, %c0_6] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %12 = vector.shape_cast %11 : vector<128x128xf32> to vector<128x128xf32>
    %13 = vector.shape_cast %10 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg14[%c0_5, %c0_6], %13 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
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
    %c0_i32_7 = arith.constant 0 : i32
    %23 = arith.cmpi ne, %22, %c0_i32_7 : i32
    scf.if %23 {
      %c0_i32_19 = arith.constant 0 : i32
      %36 = arith.addi %1, %c0_i32_19 : i32
      %37 = arith.index_cast %16 : i32 to index
      %38 = memref.load %arg6[%37] : memref<2xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %c0_i32_20 = arith.constant 0 : i32
      %40 = arith.addi %39, %c0_i32_20 : i32
      %41 = arith.index_cast %16 : i32 to index
      %42 = memref.load %arg3[%41] : memref<2xi8, #tpu.memory_space<smem>>
      %43 = arith.extsi %42 : i8 to i32
      %c0_i32_21 = arith.constant 0 : i32
      %44 = arith.addi %43, %c0_i32_21 : i32
      %c4_i32 = arith.constant 4 : i32
      %45 = arith.divsi %36, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %46 = arith.muli %44, %c512_i32 : i32
      %47 = tpu.assume_multiple %46, 512 : i32
      %c4_i32_22 = arith.constant 4 : i32
      %48 = arith.divsi %36, %c4_i32_22 : i32
      %c512_i32_23 = arith.constant 512 : i32
      %49 = arith.muli %44, %c512_i32_23 : i32
      %50 = tpu.assume_multiple %49, 512 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %c0_i32_26 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg18[%c0_i32_25, %c0_i32_26] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_27 = arith.constant 0 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg15[%c0_i32_24, %c0_i32_27, %c0_i32_28] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_29 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg8[%45, %47, %c0_i32_29] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%56 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%54 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_30 = arith.constant 0 : i32
      %c0_i32_31 = arith.constant 0 : i32
      %c1_i32_32 = arith.constant 1 : i32
      %57 = tpu.memref_slice %arg18[%c0_i32_31, %c1_i32_32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg16[%c0_i32_30, %c0_i32_33, %c0_i32_34] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_35 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg9[%48, %50, %c0_i32_35] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%62 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%60 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_36 = arith.constant 0 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %63 = tpu.memref_slice %arg18[%c0_i32_37, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_38 = arith.constant 0 : i32
      %c0_i32_39 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg17[%c0_i32_36, %c0_i32_38, %c0_i32_39] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32_40 = arith.constant 0 : i32
      %c0_i32_41 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg10[%40, %c0_i32_40, %c0_i32_41] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%68 : memref<128x512xi8, #tpu.memory_space<any>>) target(%66 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_8 = arith.constant 0 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %24:3 = scf.while (%arg19 = %16, %arg20 = %c0_i32_8, %arg21 = %c0_i32_9) : (i32, i32, i32) -> (i32, i32, i32) {
      %36 = arith.cmpi slt, %arg19, %20 : i32
      scf.condition(%36) %arg19, %arg20, %arg21 : i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32):
      %c1_i32_19 = arith.constant 1 : i32
      %36 = arith.addi %arg20, %c1_i32_19 : i32
      %37 = arith.index_cast %arg19 : i32 to index
      %38 = memref.load %arg4[%37] : memref<2xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.cmpi sge, %36, %39 : i32
      %c1_i32_20 = arith.constant 1 : i32
      %41 = arith.addi %arg19, %c1_i32_20 : i32
      %42 = arith.select %40, %41, %arg19 : i32
      %c1_i32_21 = arith.constant 1 : i32
      %43 = arith.addi %arg20, %c1_i32_21 : i32
      %c0_i32_22 = arith.constant 0 : i32
      %44 = arith.select %40, %c0_i32_22, %43 : i32
      %45 = arith.cmpi slt, %42, %20 : i32
      %46 = arith.extui %45 : i1 to i32
      %c0_i32_23 = arith.constant 0 : i32
      %47 = arith.cmpi ne, %46, %c0_i32_23 : i32
      scf.if %47 {
        %c0_i32_42 = arith.constant 0 : i32
        %88 = arith.addi %1, %c0_i32_42 : i32
        %89 = arith.index_cast %42 : i32 to index
        %90 = memref.load %arg6[%89] : memref<2xi8, #tpu.memory_space<smem>>
        %91 = arith.extsi %90 : i8 to i32
        %92 = arith.addi %91, %44 : i32
        %93 = arith.index_cast %42 : i32 to index
        %94 = memref.load %arg3[%93] : memref<2xi8, #tpu.memory_space<smem>>
        %95 = arith.extsi %94 : i8 to i32
        %96 = arith.addi %95, %44 : i32
        %c1_i32_43 = arith.constant 1 : i32
        %97 = arith.subi %c1_i32_43, %arg21 : i32
        %c4_i32_44 = arith.constant 4 : i32
        %98 = arith.divsi %88, %c4_i32_44 : i32
        %c512_i32_45 = arith.constant 512 : i32
        %99 = arith.muli %96, %c512_i32_45 : i32
        %100 = tpu.assume_multiple %99, 512 : i32
        %c4_i32_46 = arith.constant 4 : i32
        %101 = arith.divsi %88, %c4_i32_46 : i32
        %c512_i32_47 = arith.constant 512 : i32
        %102 = arith.muli %96, %c512_i32_47 : i32
        %103 = tpu.assume_multiple %102, 512 : i32
        %c0_i32_48 = arith.constant 0 : i32
        %104 = tpu.memref_slice %arg18[%97, %c0_i32_48] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %105 = tpu.memref_squeeze %104 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_49 = arith.constant 0 : i32
        %c0_i32_50 = arith.constant 0 : i32
        %106 = tpu.memref_slice %arg15[%97, %c0_i32_49, %c0_i32_50] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %107 = tpu.memref_squeeze %106 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_51 = arith.constant 0 : i32
        %108 = tpu.memref_slice %arg8[%98, %100, %c0_i32_51] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %109 = tpu.memref_squeeze %108 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%109 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%107 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%105 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_52 = arith.constant 1 : i32
        %110 = tpu.memref_slice %arg18[%97, %c1_i32_52] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %111 = tpu.memref_squeeze %110 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_53 = arith.constant 0 : i32
        %c0_i32_54 = arith.constant 0 : i32
        %112 = tpu.memref_slice %arg16[%97, %c0_i32_53, %c0_i32_54] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %113 = tpu.memref_squeeze %112 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_55 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg9[%101, %103, %c0_i32_55] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %115 = tpu.memref_squeeze %114 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%115 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%113 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%111 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_56 = arith.constant 2 : i32
        %116 = tpu.memref_slice %arg18[%97, %c2_i32_56] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %117 = tpu.memref_squeeze %116 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_57 = arith.constant 0 : i32
        %c0_i32_58 = arith.constant 0 : i32
        %118 = tpu.memref_slice %arg17[%97, %c0_i32_57, %c0_i32_58] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %119 = tpu.memref_squeeze %118 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0_i32_59 = arith.constant 0 : i32
        %c0_i32_60 = arith.constant 0 : i32
        %120 = tpu.memref_slice %arg10[%92, %c0_i32_59, %c0_i32_60] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
        %121 = tpu.memref_squeeze %120 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%121 : memref<128x512xi8, #tpu.memory_space<any>>) target(%119 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%117 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_24 = arith.constant 0 : i32
      %48 = arith.addi %1, %c0_i32_24 : i32
      %49 = arith.index_cast %arg19 : i32 to index
      %50 = memref.load %arg6[%49] : memref<2xi8, #tpu.memory_space<smem>>
      %51 = arith.extsi %50 : i8 to i32
      %52 = arith.addi %51, %arg20 : i32
      %53 = arith.index_cast %arg19 : i32 to index
      %54 = memref.load %arg3[%53] : memref<2xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %56 = arith.addi %55, %arg20 : i32
      %c4_i32 = arith.constant 4 : i32
      %57 = arith.divsi %48, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %56, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c4_i32_25 = arith.constant 4 : i32
      %60 = arith.divsi %48, %c4_i32_25 : i32
      %c512_i32_26 = arith.constant 512 : i32
      %61 = arith.muli %56, %c512_i32_26 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg18[%arg21, %c0_i32_27] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_28 = arith.constant 0 : i32
      %c0_i32_29 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg15[%arg21, %c0_i32_28, %c0_i32_29] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_30 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg8[%57, %59, %c0_i32_30] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%66 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_31 = arith.constant 1 : i32
      %69 = tpu.memref_slice %arg18[%arg21, %c1_i32_31] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg16[%arg21, %c0_i32_32, %c0_i32_33] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_34 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg9[%60, %62, %c0_i32_34] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%72 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %75 = tpu.memref_slice %arg18[%arg21, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_35 = arith.constant 0 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg17[%arg21, %c0_i32_35, %c0_i32_36] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %78 = tpu.memref_squeeze %77 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32_37 = arith.constant 0 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg10[%52, %c0_i32_37, %c0_i32_38] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %80 = tpu.memref_squeeze %79 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%80 : memref<128x512xi8, #tpu.memory_space<any>>) dst(%78 : memref<128x512xi8, #tpu.memory_space<vmem>>)
      %81 = arith.index_cast %arg19 : i32 to index
      %82 = memref.load %arg5[%81] : memref<2xi8, #tpu.memory_space<smem>>
      %83 = arith.extsi %82 : i8 to i32
      %c2_i32_39 = arith.constant 2 : i32
      %84 = arith.cmpi eq, %83, %c2_i32_39 : i32
      %85 = arith.extui %84 : i1 to i32
      %c0_i32_40 = arith.constant 0 : i32
      %86 = arith.cmpi ne, %85, %c0_i32_40 : i32
      scf.if %86 {
        %c0_42 = arith.constant 0 : index
        %c0_43 = arith.constant 0 : index
        %c0_44 = arith.constant 0 : index
        %88 = vector.load %arg7[%c0_42, %c0_43, %c0_44] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %89 = vector.shape_cast %88 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %90 = arith.index_cast %arg21 : i32 to index
        %c0_45 = arith.constant 0 : index
        %c0_46 = arith.constant 0 : index
        %91 = vector.load %arg15[%90, %c0_45, %c0_46] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %92 = vector.shape_cast %91 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_47 = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %93 = tpu.matmul %89, %92, %cst_47 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_48 = arith.constant 0.127517432 : f32
        %94 = vector.broadcast %cst_48 : f32 to vector<128x512xf32>
        %95 = arith.mulf %93, %94 : vector<128x512xf32>
        %c0_49 = arith.constant 0 : index
        %c0_50 = arith.constant 0 : index
        %96 = vector.load %arg12[%c0_49, %c0_50] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_51 = arith.constant dense<0xFF800000> : vector<128xf32>
        %97 = vector.multi_reduction <maximumf>, %95, %cst_51 [1] : vector<128x512xf32> to vector<128xf32>
        %98 = vector.shape_cast %97 : vector<128xf32> to vector<128x1xf32>
        %99 = vector.broadcast %98 : vector<128x1xf32> to vector<128x128xf32>
        %100 = arith.maximumf %96, %99 : vector<128x128xf32>
        %cst_52 = arith.constant 0xFF800000 : f32
        %101 = vector.broadcast %cst_52 : f32 to vector<128x128xf32>
        %102 = arith.cmpf oeq, %100, %101 : vector<128x128xf32>
        %cst_53 = arith.constant 0.000000e+00 : f32
        %103 = vector.broadcast %cst_53 : f32 to vector<128x128xf32>
        %104 = arith.select %102, %103, %100 : vector<128x128xi1>, vector<128x128xf32>
        %105 = tpu.concatenate %104, %104, %104, %104 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %106 = arith.subf %95, %105 : vector<128x512xf32>
        %107 = math.exp2 %106 : vector<128x512xf32>
        %108 = arith.subf %96, %104 : vector<128x128xf32>
        %109 = math.exp2 %108 : vector<128x128xf32>
        %c0_54 = arith.constant 0 : index
        %c0_55 = arith.constant 0 : index
        %110 = vector.load %arg13[%c0_54, %c0_55] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %111 = arith.mulf %109, %110 : vector<128x128xf32>
        %cst_56 = arith.constant dense<0.000000e+00> : vector<128xf32>
        %112 = vector.multi_reduction <add>, %107, %cst_56 [1] : vector<128x512xf32> to vector<128xf32>
        %113 = vector.shape_cast %112 : vector<128xf32> to vector<128x1xf32>
        %114 = vector.broadcast %113 : vector<128x1xf32> to vector<128x128xf32>
        %115 = arith.addf %111, %114 : vector<128x128xf32>
        %c0_57 = arith.constant 0 : index
        %c0_58 = arith.constant 0 : index
        %116 = vector.load %arg13[%c0_57, %c0_58] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %117 = vector.shape_cast %116 : vector<128x128xf32> to vector<128x128xf32>
        %118 = vector.shape_cast %115 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0_57, %c0_58], %118 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %119 = arith.index_cast %arg21 : i32 to index
        %c0_59 = arith.constant 0 : index
        %c0_60 = arith.constant 0 : index
        %120 = vector.load %arg16[%119, %c0_59, %c0_60] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %121 = vector.shape_cast %120 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0_61 = arith.constant 0 : index
        %c0_62 = arith.constant 0 : index
        %122 = vector.load %arg14[%c0_61, %c0_62] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %123 = arith.mulf %109, %122 : vector<128x128xf32>
        %124 = arith.truncf %107 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_63 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %125 = tpu.matmul %124, %121, %cst_63 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %126 = arith.addf %123, %125 : vector<128x128xf32>
        %c0_64 = arith.constant 0 : index
        %c0_65 = arith.constant 0 : index
        %127 = vector.load %arg14[%c0_64, %c0_65] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %128 = vector.shape_cast %127 : vector<128x128xf32> to vector<128x128xf32>
        %129 = vector.shape_cast %126 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0_64, %c0_65], %129 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0_66 = arith.constant 0 : index
        %c0_67 = arith.constant 0 : index
        %130 = vector.load %arg12[%c0_66, %c0_67] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %131 = vector.shape_cast %130 : vector<128x128xf32> to vector<128x128xf32>
        %132 = vector.shape_cast %100 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0_66, %c0_67], %132 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      } else {
        %c0_42 = arith.constant 0 : index
        %c0_43 = arith.constant 0 : index
        %c0_44 = arith.constant 0 : index
        %88 = vector.load %arg7[%c0_42, %c0_43, %c0_44] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %89 = vector.shape_cast %88 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %90 = arith.index_cast %arg21 : i32 to index
        %c0_45 = arith.constant 0 : index
        %c0_46 = arith.constant 0 : index
        %91 = vector.load %arg15[%90, %c0_45, %c0_46] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %92 = vector.shape_cast %91 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_47 = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %93 = tpu.matmul %89, %92, %cst_47 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_48 = arith.constant 0.127517432 : f32
        %94 = vector.broadcast %cst_48 : f32 to vector<128x512xf32>
        %95 = arith.mulf %93, %94 : vector<128x512xf32>
        %c0_i32_49 = arith.constant 0 : i32
        %c0_i32_50 = arith.constant 0 : i32
        %96 = tpu.memref_slice %arg17[%arg21, %c0_i32_49, %c0_i32_50] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %97 = tpu.memref_squeeze %96 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0_51 = arith.constant 0 : index
        %c0_52 = arith.constant 0 : index
        %98 = vector.load %97[%c0_51, %c0_52] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %99 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %100 = arith.cmpi ne, %98, %99 : vector<128x512xi8>
        %cst_53 = arith.constant 0xFF800000 : f32
        %101 = vector.broadcast %cst_53 : f32 to vector<128x512xf32>
        %102 = arith.select %100, %95, %101 : vector<128x512xi1>, vector<128x512xf32>
        %c0_54 = arith.constant 0 : index
        %c0_55 = arith.constant 0 : index
        %103 = vector.load %arg12[%c0_54, %c0_55] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_56 = arith.constant dense<0xFF800000> : vector<128xf32>
        %104 = vector.multi_reduction <maximumf>, %102, %cst_56 [1] : vector<128x512xf32> to vector<128xf32>
        %105 = vector.shape_cast %104 : vector<128xf32> to vector<128x1xf32>
        %106 = vector.broadcast %105 : vector<128x1xf32> to vector<128x128xf32>
        %107 = arith.maximumf %103, %106 : vector<128x128xf32>
        %cst_57 = arith.constant 0xFF800000 : f32
        %108 = vector.broadcast %cst_57 : f32 to vector<128x128xf32>
        %109 = arith.cmpf oeq, %107, %108 : vector<128x128xf32>
        %cst_58 = arith.constant 0.000000e+00 : f32
        %110 = vector.broadcast %cst_58 : f32 to vector<128x128xf32>
        %111 = arith.select %109, %110, %107 : vector<128x128xi1>, vector<128x128xf32>
        %112 = tpu.concatenate %111, %111, %111, %111 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %113 = arith.subf %102, %112 : vector<128x512xf32>
        %114 = math.exp2 %113 : vector<128x512xf32>
        %115 = arith.subf %103, %111 : vector<128x128xf32>
        %116 = math.exp2 %115 : vector<128x128xf32>
        %c0_59 = arith.constant 0 : index
        %c0_60 = arith.constant 0 : index
        %117 = vector.load %arg13[%c0_59, %c0_60] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %118 = arith.mulf %116, %117 : vector<128x128xf32>
        %cst_61 = arith.constant dense<0.000000e+00> : vector<128xf32>
        %119 = vector.multi_reduction <add>, %114, %cst_61 [1] : vector<128x512xf32> to vector<128xf32>
        %120 = vector.shape_cast %119 : vector<128xf32> to vector<128x1xf32>
        %121 = vector.broadcast %120 : vector<128x1xf32> to vector<128x128xf32>
        %122 = arith.addf %118, %121 : vector<128x128xf32>
        %c0_62 = arith.constant 0 : index
        %c0_63 = arith.constant 0 : index
        %123 = vector.load %arg13[%c0_62, %c0_63] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %124 = vector.shape_cast %123 : vector<128x128xf32> to vector<128x128xf32>
        %125 = vector.shape_cast %122 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0_62, %c0_63], %125 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %126 = arith.index_cast %arg21 : i32 to index
        %c0_64 = arith.constant 0 : index
        %c0_65 = arith.constant 0 : index
        %127 = vector.load %arg16[%126, %c0_64, %c0_65] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %128 = vector.shape_cast %127 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0_66 = arith.constant 0 : index
        %c0_67 = arith.constant 0 : index
        %129 = vector.load %arg14[%c0_66, %c0_67] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %130 = arith.mulf %116, %129 : vector<128x128xf32>
        %131 = arith.truncf %114 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_68 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %132 = tpu.matmul %131, %128, %cst_68 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %133 = arith.addf %130, %132 : vector<128x128xf32>
        %c0_69 = arith.constant 0 : index
        %c0_70 = arith.constant 0 : index
        %134 = vector.load %arg14[%c0_69, %c0_70] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %135 = vector.shape_cast %134 : vector<128x128xf32> to vector<128x128xf32>
        %136 = vector.shape_cast %133 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0_69, %c0_70], %136 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0_71 = arith.constant 0 : index
        %c0_72 = arith.constant 0 : index
        %137 = vector.load %arg12[%c0_71, %c0_72] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %138 = vector.shape_cast %137 : vector<128x128xf32> to vector<128x128xf32>
        %139 = vector.shape_cast %107 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0_71, %c0_72], %139 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      }
      %c1_i32_41 = arith.constant 1 : i32
      %87 = arith.subi %c1_i32_41, %arg21 : i32
      scf.yield %42, %44, %87 : i32, i32, i32
    }
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %25 = vector.load %arg13[%c0_10, %c0_11] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_12 = arith.constant 0.000000e+00 : f32
    %26 = vector.broadcast %cst_12 : f32 to vector<128x128xf32>
    %27 = arith.cmpf ogt, %25, %26 : vector<128x128xf32>
    %c0_13 = arith.constant 0 : index
    %c0_14 = arith.constant 0 : index
    %28 = vector.load %arg14[%c0_13, %c0_14] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_15 = arith.constant 1.000000e+00 : f32
    %29 = vector.broadcast %cst_15 : f32 to vector<128x128xf32>
    %30 = arith.select %27, %25, %29 : vector<128x128xi1>, vector<128x128xf32>
    %31 = arith.divf %28, %30 : vector<128x128xf32>
    %32 = arith.truncf %31 : vector<128x128xf32> to vector<128x128xbf16>
    %c0_16 = arith.constant 0 : index
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %33 = vector.load %arg11[%c0_16, %c0_17, %c0_18] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
    %34 = vector.shape_cast %33 : vector<1x128x128xbf16> to vector<128x128xbf16>
    %35 = vector.shape_cast %32 : vector<128x128xbf16> to vector<1x128x128xbf16>
    tpu.vector_store %arg11[%c0_16, %c0_17, %c0_18], %35 {strides = array<i32>} : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32_0, %arg1 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %1, %c0_i32_1, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32_0, %arg1 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %1, %c0_i32_1, %c0_i32_2 : i32, i32, i32
  }
}
