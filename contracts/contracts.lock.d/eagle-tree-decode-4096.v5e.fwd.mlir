module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>, %arg3: tensor<2xi8>, %arg4: tensor<2xi8>, %arg5: tensor<1x128x512xi8>, %arg6: tensor<9xi8>, %arg7: tensor<8xi8>, %arg8: tensor<8xi8>, %arg9: tensor<8xi8>, %arg10: tensor<8xi8>, %arg11: tensor<1x512x128xi8>, %arg12: tensor<32x128x128xbf16>, %arg13: tensor<8x4096x128xbf16>, %arg14: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ba14c89070cd8590e1fb326055f002e3cb333b869ae9295fab06944db4208cbb\22, \22cost_estimate\22: {\22bytes_accessed\22: 71303168, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> tensor<32x128x128xbf16>
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

// ---- kernel sparse_cli_fwd sha256:ba14c89070cd8590e1fb326055f002e3cb333b869ae9295fab06944db4208cbb
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
      %38 = arith.addi %1, %c0_i32_19 : i32
      %39 = arith.index_cast %16 : i32 to index
      %40 = memref.load %arg6[%39] : memref<2xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %c0_i32_20 = arith.constant 0 : i32
      %42 = arith.addi %41, %c0_i32_20 : i32
      %43 = arith.index_cast %16 : i32 to index
      %44 = memref.load %arg3[%43] : memref<2xi8, #tpu.memory_space<smem>>
      %45 = arith.extsi %44 : i8 to i32
      %c0_i32_21 = arith.constant 0 : i32
      %46 = arith.addi %45, %c0_i32_21 : i32
      %c4_i32 = arith.constant 4 : i32
      %47 = arith.divsi %38, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %48 = arith.muli %46, %c512_i32 : i32
      %49 = tpu.assume_multiple %48, 512 : i32
      %c4_i32_22 = arith.constant 4 : i32
      %50 = arith.divsi %38, %c4_i32_22 : i32
      %c512_i32_23 = arith.constant 512 : i32
      %51 = arith.muli %46, %c512_i32_23 : i32
      %52 = tpu.assume_multiple %51, 512 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %c0_i32_26 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg18[%c0_i32_25, %c0_i32_26] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %54 = tpu.memref_squeeze %53 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_27 = arith.constant 0 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg15[%c0_i32_24, %c0_i32_27, %c0_i32_28] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_29 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg8[%47, %49, %c0_i32_29] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%58 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%56 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%54 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_30 = arith.constant 0 : i32
      %c0_i32_31 = arith.constant 0 : i32
      %c1_i32_32 = arith.constant 1 : i32
      %59 = tpu.memref_slice %arg18[%c0_i32_31, %c1_i32_32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg16[%c0_i32_30, %c0_i32_33, %c0_i32_34] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_35 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg9[%50, %52, %c0_i32_35] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%64 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%62 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_36 = arith.constant 0 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %65 = tpu.memref_slice %arg18[%c0_i32_37, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_38 = arith.constant 0 : i32
      %c0_i32_39 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg17[%c0_i32_36, %c0_i32_38, %c0_i32_39] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32_40 = arith.constant 0 : i32
      %c0_i32_41 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg10[%42, %c0_i32_40, %c0_i32_41] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%70 : memref<128x512xi8, #tpu.memory_space<any>>) target(%68 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_8 = arith.constant 0 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %24:3 = scf.while (%arg19 = %16, %arg20 = %c0_i32_8, %arg21 = %c0_i32_9) : (i32, i32, i32) -> (i32, i32, i32) {
      %38 = arith.cmpi slt, %arg19, %20 : i32
      scf.condition(%38) %arg19, %arg20, %arg21 : i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32):
      %c1_i32_19 = arith.constant 1 : i32
      %38 = arith.addi %arg20, %c1_i32_19 : i32
      %39 = arith.index_cast %arg19 : i32 to index
      %40 = memref.load %arg4[%39] : memref<2xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %42 = arith.cmpi sge, %38, %41 : i32
      %c1_i32_20 = arith.constant 1 : i32
      %43 = arith.addi %arg19, %c1_i32_20 : i32
      %44 = arith.select %42, %43, %arg19 : i32
      %c1_i32_21 = arith.constant 1 : i32
      %45 = arith.addi %arg20, %c1_i32_21 : i32
      %c0_i32_22 = arith.constant 0 : i32
      %46 = arith.select %42, %c0_i32_22, %45 : i32
      %47 = arith.cmpi slt, %44, %20 : i32
      %48 = arith.extui %47 : i1 to i32
      %c0_i32_23 = arith.constant 0 : i32
      %49 = arith.cmpi ne, %48, %c0_i32_23 : i32
      scf.if %49 {
        %c0_i32_71 = arith.constant 0 : i32
        %147 = arith.addi %1, %c0_i32_71 : i32
        %148 = arith.index_cast %44 : i32 to index
        %149 = memref.load %arg6[%148] : memref<2xi8, #tpu.memory_space<smem>>
        %150 = arith.extsi %149 : i8 to i32
        %151 = arith.addi %150, %46 : i32
        %152 = arith.index_cast %44 : i32 to index
        %153 = memref.load %arg3[%152] : memref<2xi8, #tpu.memory_space<smem>>
        %154 = arith.extsi %153 : i8 to i32
        %155 = arith.addi %154, %46 : i32
        %c1_i32_72 = arith.constant 1 : i32
        %156 = arith.subi %c1_i32_72, %arg21 : i32
        %c4_i32_73 = arith.constant 4 : i32
        %157 = arith.divsi %147, %c4_i32_73 : i32
        %c512_i32_74 = arith.constant 512 : i32
        %158 = arith.muli %155, %c512_i32_74 : i32
        %159 = tpu.assume_multiple %158, 512 : i32
        %c4_i32_75 = arith.constant 4 : i32
        %160 = arith.divsi %147, %c4_i32_75 : i32
        %c512_i32_76 = arith.constant 512 : i32
        %161 = arith.muli %155, %c512_i32_76 : i32
        %162 = tpu.assume_multiple %161, 512 : i32
        %c0_i32_77 = arith.constant 0 : i32
        %163 = tpu.memref_slice %arg18[%156, %c0_i32_77] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %164 = tpu.memref_squeeze %163 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_78 = arith.constant 0 : i32
        %c0_i32_79 = arith.constant 0 : i32
        %165 = tpu.memref_slice %arg15[%156, %c0_i32_78, %c0_i32_79] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %166 = tpu.memref_squeeze %165 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_80 = arith.constant 0 : i32
        %167 = tpu.memref_slice %arg8[%157, %159, %c0_i32_80] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %168 = tpu.memref_squeeze %167 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%168 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%166 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%164 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_81 = arith.constant 1 : i32
        %169 = tpu.memref_slice %arg18[%156, %c1_i32_81] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %170 = tpu.memref_squeeze %169 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_82 = arith.constant 0 : i32
        %c0_i32_83 = arith.constant 0 : i32
        %171 = tpu.memref_slice %arg16[%156, %c0_i32_82, %c0_i32_83] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %172 = tpu.memref_squeeze %171 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_84 = arith.constant 0 : i32
        %173 = tpu.memref_slice %arg9[%160, %162, %c0_i32_84] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %174 = tpu.memref_squeeze %173 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%174 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%172 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%170 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_85 = arith.constant 2 : i32
        %175 = tpu.memref_slice %arg18[%156, %c2_i32_85] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %176 = tpu.memref_squeeze %175 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_86 = arith.constant 0 : i32
        %c0_i32_87 = arith.constant 0 : i32
        %177 = tpu.memref_slice %arg17[%156, %c0_i32_86, %c0_i32_87] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %178 = tpu.memref_squeeze %177 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0_i32_88 = arith.constant 0 : i32
        %c0_i32_89 = arith.constant 0 : i32
        %179 = tpu.memref_slice %arg10[%151, %c0_i32_88, %c0_i32_89] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
        %180 = tpu.memref_squeeze %179 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%180 : memref<128x512xi8, #tpu.memory_space<any>>) target(%178 : memref<128x512xi8, #tpu.memory_space<vmem>>) target_semaphore(%176 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_24 = arith.constant 0 : i32
      %50 = arith.addi %1, %c0_i32_24 : i32
      %51 = arith.index_cast %arg19 : i32 to index
      %52 = memref.load %arg6[%51] : memref<2xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %54 = arith.addi %53, %arg20 : i32
      %55 = arith.index_cast %arg19 : i32 to index
      %56 = memref.load %arg3[%55] : memref<2xi8, #tpu.memory_space<smem>>
      %57 = arith.extsi %56 : i8 to i32
      %58 = arith.addi %57, %arg20 : i32
      %c4_i32 = arith.constant 4 : i32
      %59 = arith.divsi %50, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %60 = arith.muli %58, %c512_i32 : i32
      %61 = tpu.assume_multiple %60, 512 : i32
      %c4_i32_25 = arith.constant 4 : i32
      %62 = arith.divsi %50, %c4_i32_25 : i32
      %c512_i32_26 = arith.constant 512 : i32
      %63 = arith.muli %58, %c512_i32_26 : i32
      %64 = tpu.assume_multiple %63, 512 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg18[%arg21, %c0_i32_27] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_28 = arith.constant 0 : i32
      %c0_i32_29 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg15[%arg21, %c0_i32_28, %c0_i32_29] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_30 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg8[%59, %61, %c0_i32_30] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%70 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%68 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_31 = arith.constant 1 : i32
      %71 = tpu.memref_slice %arg18[%arg21, %c1_i32_31] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg16[%arg21, %c0_i32_32, %c0_i32_33] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_34 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg9[%62, %64, %c0_i32_34] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%76 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%74 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %77 = tpu.memref_slice %arg18[%arg21, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_35 = arith.constant 0 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg17[%arg21, %c0_i32_35, %c0_i32_36] : memref<2x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
      %c0_i32_37 = arith.constant 0 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg10[%54, %c0_i32_37, %c0_i32_38] : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<1x128x512xi8, #tpu.memory_space<any>>
      %82 = tpu.memref_squeeze %81 : memref<1x128x512xi8, #tpu.memory_space<any>> -> memref<128x512xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%82 : memref<128x512xi8, #tpu.memory_space<any>>) dst(%80 : memref<128x512xi8, #tpu.memory_space<vmem>>)
      %83 = arith.index_cast %arg19 : i32 to index
      %84 = memref.load %arg5[%83] : memref<2xi8, #tpu.memory_space<smem>>
      %85 = arith.extsi %84 : i8 to i32
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %c0_41 = arith.constant 0 : index
      %86 = vector.load %arg7[%c0_39, %c0_40, %c0_41] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %87 = vector.shape_cast %86 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %88 = arith.index_cast %arg21 : i32 to index
      %c0_42 = arith.constant 0 : index
      %c0_43 = arith.constant 0 : index
      %89 = vector.load %arg15[%88, %c0_42, %c0_43] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %90 = vector.shape_cast %89 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_44 = arith.constant dense<0.000000e+00> : vector<128x512xf32>
      %91 = tpu.matmul %87, %90, %cst_44 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
      %cst_45 = arith.constant 0.0883883461 : f32
      %92 = vector.broadcast %cst_45 : f32 to vector<128x512xf32>
      %93 = arith.mulf %91, %92 : vector<128x512xf32>
      %94 = arith.index_cast %arg21 : i32 to index
      %c0_46 = arith.constant 0 : index
      %c0_47 = arith.constant 0 : index
      %95 = vector.load %arg17[%94, %c0_46, %c0_47] : memref<2x128x512xi8, #tpu.memory_space<vmem>>, vector<1x128x512xi8>
      %96 = vector.shape_cast %95 : vector<1x128x512xi8> to vector<128x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %97 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
      %98 = arith.cmpi ne, %96, %97 : vector<128x512xi8>
      %c2_i32_48 = arith.constant 2 : i32
      %99 = arith.cmpi eq, %85, %c2_i32_48 : i32
      %100 = vector.broadcast %99 : i1 to vector<128x512xi1>
      %101 = arith.ori %98, %100 : vector<128x512xi1>
      %c0_49 = arith.constant 0 : index
      %c0_50 = arith.constant 0 : index
      %102 = vector.load %arg12[%c0_49, %c0_50] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_51 = arith.constant 0xFF800000 : f32
      %103 = vector.broadcast %cst_51 : f32 to vector<128x512xf32>
      %104 = arith.select %101, %93, %103 : vector<128x512xi1>, vector<128x512xf32>
      %cst_52 = arith.constant dense<0xFF800000> : vector<128xf32>
      %105 = vector.multi_reduction <maximumf>, %104, %cst_52 [1] : vector<128x512xf32> to vector<128xf32>
      %106 = vector.shape_cast %105 : vector<128xf32> to vector<128x1xf32>
      %107 = vector.broadcast %106 : vector<128x1xf32> to vector<128x128xf32>
      %108 = arith.maximumf %102, %107 : vector<128x128xf32>
      %cst_53 = arith.constant 0xFF800000 : f32
      %109 = vector.broadcast %cst_53 : f32 to vector<128x128xf32>
      %110 = arith.cmpf oeq, %108, %109 : vector<128x128xf32>
      %cst_54 = arith.constant 0.000000e+00 : f32
      %111 = vector.broadcast %cst_54 : f32 to vector<128x128xf32>
      %112 = arith.select %110, %111, %108 : vector<128x128xi1>, vector<128x128xf32>
      %113 = vector.extract_strided_slice %112 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %114 = vector.broadcast %113 : vector<128x1xf32> to vector<128x512xf32>
      %115 = arith.subf %93, %114 : vector<128x512xf32>
      %116 = math.exp %115 : vector<128x512xf32>
      %cst_55 = arith.constant 0.000000e+00 : f32
      %117 = vector.broadcast %cst_55 : f32 to vector<128x512xf32>
      %118 = arith.select %101, %116, %117 : vector<128x512xi1>, vector<128x512xf32>
      %119 = arith.subf %102, %112 : vector<128x128xf32>
      %120 = math.exp %119 : vector<128x128xf32>
      %c0_56 = arith.constant 0 : index
      %c0_57 = arith.constant 0 : index
      %121 = vector.load %arg13[%c0_56, %c0_57] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %122 = arith.mulf %120, %121 : vector<128x128xf32>
      %cst_58 = arith.constant dense<0.000000e+00> : vector<128xf32>
      %123 = vector.multi_reduction <add>, %118, %cst_58 [1] : vector<128x512xf32> to vector<128xf32>
      %124 = vector.shape_cast %123 : vector<128xf32> to vector<128x1xf32>
      %125 = vector.broadcast %124 : vector<128x1xf32> to vector<128x128xf32>
      %126 = arith.addf %122, %125 : vector<128x128xf32>
      %c0_59 = arith.constant 0 : index
      %c0_60 = arith.constant 0 : index
      %127 = vector.load %arg13[%c0_59, %c0_60] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %128 = vector.shape_cast %127 : vector<128x128xf32> to vector<128x128xf32>
      %129 = vector.shape_cast %126 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0_59, %c0_60], %129 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %130 = arith.index_cast %arg21 : i32 to index
      %c0_61 = arith.constant 0 : index
      %c0_62 = arith.constant 0 : index
      %131 = vector.load %arg16[%130, %c0_61, %c0_62] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %132 = vector.shape_cast %131 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %133 = vector.extract_strided_slice %120 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %c0_63 = arith.constant 0 : index
      %c0_64 = arith.constant 0 : index
      %134 = vector.load %arg14[%c0_63, %c0_64] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %135 = vector.broadcast %133 : vector<128x1xf32> to vector<128x128xf32>
      %136 = arith.mulf %135, %134 : vector<128x128xf32>
      %137 = arith.truncf %118 : vector<128x512xf32> to vector<128x512xbf16>
      %cst_65 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %138 = tpu.matmul %137, %132, %cst_65 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %139 = arith.addf %136, %138 : vector<128x128xf32>
      %c0_66 = arith.constant 0 : index
      %c0_67 = arith.constant 0 : index
      %140 = vector.load %arg14[%c0_66, %c0_67] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %141 = vector.shape_cast %140 : vector<128x128xf32> to vector<128x128xf32>
      %142 = vector.shape_cast %139 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg14[%c0_66, %c0_67], %142 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c0_68 = arith.constant 0 : index
      %c0_69 = arith.constant 0 : index
      %143 = vector.load %arg12[%c0_68, %c0_69] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %144 = vector.shape_cast %143 : vector<128x128xf32> to vector<128x128xf32>
      %145 = vector.shape_cast %108 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0_68, %c0_69], %145 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32_70 = arith.constant 1 : i32
      %146 = arith.subi %c1_i32_70, %arg21 : i32
      scf.yield %44, %46, %146 : i32, i32, i32
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
    %31 = vector.extract_strided_slice %30 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
    %32 = vector.broadcast %31 : vector<128x1xf32> to vector<128x128xf32>
    %33 = arith.divf %28, %32 : vector<128x128xf32>
    %34 = arith.truncf %33 : vector<128x128xf32> to vector<128x128xbf16>
    %c0_16 = arith.constant 0 : index
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %35 = vector.load %arg11[%c0_16, %c0_17, %c0_18] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
    %36 = vector.shape_cast %35 : vector<1x128x128xbf16> to vector<128x128xbf16>
    %37 = vector.shape_cast %34 : vector<128x128xbf16> to vector<1x128x128xbf16>
    tpu.vector_store %arg11[%c0_16, %c0_17, %c0_18], %37 {strides = array<i32>} : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>, 
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
