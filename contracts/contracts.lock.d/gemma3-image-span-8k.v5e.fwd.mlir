module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17xi8>, %arg1: tensor<31xi8>, %arg2: tensor<31xi8>, %arg3: tensor<31xi8>, %arg4: tensor<6x512x512xi8>, %arg5: tensor<17xi8>, %arg6: tensor<31xi8>, %arg7: tensor<31xi8>, %arg8: tensor<31xi8>, %arg9: tensor<6x512x512xi8>, %arg10: tensor<8x8192x256xbf16>, %arg11: tensor<4x8192x256xbf16>, %arg12: tensor<4x8192x256xbf16>) -> (tensor<8x8192x256xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<8x8192x256xbf16>, tensor<i32>) -> tensor<8x8192x256xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<4x8192x256xbf16>, tensor<i32>) -> tensor<4x8192x256xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<4x8192x256xbf16>, tensor<i32>) -> tensor<4x8192x256xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:2a0bce7d5427f354790dd3250aa7fe5fa09a53447a46f366971b99f553d28cce\22, \22cost_estimate\22: {\22bytes_accessed\22: 650117120, \22flops\22: 298500227072, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 291504128}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<31xi8>, tensor<31xi8>, tensor<31xi8>, tensor<8x8192x256xbf16>, tensor<4x8192x256xbf16>, tensor<4x8192x256xbf16>) -> tensor<8x8192x256xbf16>
    return %3 : tensor<8x8192x256xbf16>
  }
  func.func private @_pad(%arg0: tensor<8x8192x256xbf16>, %arg1: tensor<i32>) -> tensor<8x8192x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x8192x256xbf16>, tensor<bf16>) -> tensor<8x8192x256xbf16>
    return %1 : tensor<8x8192x256xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<4x8192x256xbf16>, %arg1: tensor<i32>) -> tensor<4x8192x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<4x8192x256xbf16>, tensor<bf16>) -> tensor<4x8192x256xbf16>
    return %1 : tensor<4x8192x256xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:2a0bce7d5427f354790dd3250aa7fe5fa09a53447a46f366971b99f553d28cce
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<31xi8, #tpu.memory_space<smem>>, %arg4: memref<31xi8, #tpu.memory_space<smem>>, %arg5: memref<31xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<4x8192x256xbf16, #tpu.memory_space<any>>, %arg8: memref<4x8192x256xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x256xf32, #tpu.memory_space<vmem>>, %arg13: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg14: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 16>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 256>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 256>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c16_i32_0 = arith.constant 16 : i32
    %3 = arith.remsi %0, %c16_i32_0 : i32
    %cst = arith.constant 0xFF800000 : f32
    %4 = vector.broadcast %cst : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %5 = vector.load %arg10[%c0, %c0_1] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %6 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    %7 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg10[%c0, %c0_1], %7 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_2 = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_2 : f32 to vector<512x128xf32>
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %9 = vector.load %arg11[%c0_3, %c0_4] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %10 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    %11 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg11[%c0_3, %c0_4], %11 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_5 = arith.constant 0.000000e+00 : f32
    %12 = vector.broadcast %cst_5 : f32 to vector<512x256xf32>
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %13 = vector.load %arg12[%c0_6, %c0_7] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
    %14 = vector.shape_cast %13 : vector<512x256xf32> to vector<512x256xf32>
    %15 = vector.shape_cast %12 : vector<512x256xf32> to vector<512x256xf32>
    tpu.vector_store %arg12[%c0_6, %c0_7], %15 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
    %16 = arith.index_cast %arg1 : i32 to index
    %17 = memref.load %arg2[%16] : memref<17xi8, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<17xi8, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i8 to i32
    %23 = arith.cmpi slt, %18, %22 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32_8 : i32
    scf.if %25 {
      %c0_i32_20 = arith.constant 0 : i32
      %39 = arith.addi %2, %c0_i32_20 : i32
      %40 = arith.index_cast %18 : i32 to index
      %41 = memref.load %arg3[%40] : memref<31xi8, #tpu.memory_space<smem>>
      %42 = arith.extsi %41 : i8 to i32
      %c0_i32_21 = arith.constant 0 : i32
      %43 = arith.addi %42, %c0_i32_21 : i32
      %c2_i32 = arith.constant 2 : i32
      %44 = arith.divsi %39, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %45 = arith.muli %43, %c512_i32 : i32
      %46 = tpu.assume_multiple %45, 512 : i32
      %c2_i32_22 = arith.constant 2 : i32
      %47 = arith.divsi %39, %c2_i32_22 : i32
      %c512_i32_23 = arith.constant 512 : i32
      %48 = arith.muli %43, %c512_i32_23 : i32
      %49 = tpu.assume_multiple %48, 512 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %c0_i32_26 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg15[%c0_i32_25, %c0_i32_26] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %51 = tpu.memref_squeeze %50 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_27 = arith.constant 0 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg13[%c0_i32_24, %c0_i32_27, %c0_i32_28] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %53 = tpu.memref_squeeze %52 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32_29 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg7[%44, %46, %c0_i32_29] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %55 = tpu.memref_squeeze %54 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%55 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%53 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%51 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_30 = arith.constant 0 : i32
      %c0_i32_31 = arith.constant 0 : i32
      %c1_i32_32 = arith.constant 1 : i32
      %56 = tpu.memref_slice %arg15[%c0_i32_31, %c1_i32_32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %57 = tpu.memref_squeeze %56 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg14[%c0_i32_30, %c0_i32_33, %c0_i32_34] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %59 = tpu.memref_squeeze %58 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32_35 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg8[%47, %49, %c0_i32_35] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %61 = tpu.memref_squeeze %60 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%61 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%59 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%57 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_9 = arith.constant 0 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %26:3 = scf.while (%arg16 = %18, %arg17 = %c0_i32_9, %arg18 = %c0_i32_10) : (i32, i32, i32) -> (i32, i32, i32) {
      %39 = arith.cmpi slt, %arg16, %22 : i32
      scf.condition(%39) %arg16, %arg17, %arg18 : i32, i32, i32
    } do {
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32):
      %c1_i32_20 = arith.constant 1 : i32
      %39 = arith.addi %arg17, %c1_i32_20 : i32
      %40 = arith.index_cast %arg16 : i32 to index
      %41 = memref.load %arg4[%40] : memref<31xi8, #tpu.memory_space<smem>>
      %42 = arith.extsi %41 : i8 to i32
      %43 = arith.cmpi sge, %39, %42 : i32
      %c1_i32_21 = arith.constant 1 : i32
      %44 = arith.addi %arg16, %c1_i32_21 : i32
      %45 = arith.select %43, %44, %arg16 : i32
      %c1_i32_22 = arith.constant 1 : i32
      %46 = arith.addi %arg17, %c1_i32_22 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %47 = arith.select %43, %c0_i32_23, %46 : i32
      %48 = arith.cmpi slt, %45, %22 : i32
      %49 = arith.extui %48 : i1 to i32
      %c0_i32_24 = arith.constant 0 : i32
      %50 = arith.cmpi ne, %49, %c0_i32_24 : i32
      scf.if %50 {
        %c0_i32_70 = arith.constant 0 : i32
        %156 = arith.addi %2, %c0_i32_70 : i32
        %157 = arith.index_cast %45 : i32 to index
        %158 = memref.load %arg3[%157] : memref<31xi8, #tpu.memory_space<smem>>
        %159 = arith.extsi %158 : i8 to i32
        %160 = arith.addi %159, %47 : i32
        %c1_i32_71 = arith.constant 1 : i32
        %161 = arith.subi %c1_i32_71, %arg18 : i32
        %c2_i32_72 = arith.constant 2 : i32
        %162 = arith.divsi %156, %c2_i32_72 : i32
        %c512_i32_73 = arith.constant 512 : i32
        %163 = arith.muli %160, %c512_i32_73 : i32
        %164 = tpu.assume_multiple %163, 512 : i32
        %c2_i32_74 = arith.constant 2 : i32
        %165 = arith.divsi %156, %c2_i32_74 : i32
        %c512_i32_75 = arith.constant 512 : i32
        %166 = arith.muli %160, %c512_i32_75 : i32
        %167 = tpu.assume_multiple %166, 512 : i32
        %c0_i32_76 = arith.constant 0 : i32
        %168 = tpu.memref_slice %arg15[%161, %c0_i32_76] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %169 = tpu.memref_squeeze %168 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_77 = arith.constant 0 : i32
        %c0_i32_78 = arith.constant 0 : i32
        %170 = tpu.memref_slice %arg13[%161, %c0_i32_77, %c0_i32_78] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %171 = tpu.memref_squeeze %170 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32_79 = arith.constant 0 : i32
        %172 = tpu.memref_slice %arg7[%162, %164, %c0_i32_79] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %173 = tpu.memref_squeeze %172 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%173 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%171 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%169 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_80 = arith.constant 1 : i32
        %174 = tpu.memref_slice %arg15[%161, %c1_i32_80] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %175 = tpu.memref_squeeze %174 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_81 = arith.constant 0 : i32
        %c0_i32_82 = arith.constant 0 : i32
        %176 = tpu.memref_slice %arg14[%161, %c0_i32_81, %c0_i32_82] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %177 = tpu.memref_squeeze %176 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32_83 = arith.constant 0 : i32
        %178 = tpu.memref_slice %arg8[%165, %167, %c0_i32_83] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %179 = tpu.memref_squeeze %178 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%179 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%177 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%175 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_25 = arith.constant 0 : i32
      %51 = arith.addi %2, %c0_i32_25 : i32
      %52 = arith.index_cast %arg16 : i32 to index
      %53 = memref.load %arg3[%52] : memref<31xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.addi %54, %arg17 : i32
      %c2_i32 = arith.constant 2 : i32
      %56 = arith.divsi %51, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %55, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c2_i32_26 = arith.constant 2 : i32
      %59 = arith.divsi %51, %c2_i32_26 : i32
      %c512_i32_27 = arith.constant 512 : i32
      %60 = arith.muli %55, %c512_i32_27 : i32
      %61 = tpu.assume_multiple %60, 512 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg15[%arg18, %c0_i32_28] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_29 = arith.constant 0 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg13[%arg18, %c0_i32_29, %c0_i32_30] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %65 = tpu.memref_squeeze %64 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32_31 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg7[%56, %58, %c0_i32_31] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%63 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%67 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%65 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_32 = arith.constant 1 : i32
      %68 = tpu.memref_slice %arg15[%arg18, %c1_i32_32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg14[%arg18, %c0_i32_33, %c0_i32_34] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32_35 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg8[%59, %61, %c0_i32_35] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%73 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%71 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
      %74 = arith.index_cast %arg16 : i32 to index
      %75 = memref.load %arg5[%74] : memref<31xi8, #tpu.memory_space<smem>>
      %76 = arith.extsi %75 : i8 to i32
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %c0_38 = arith.constant 0 : index
      %77 = vector.load %arg6[%c0_36, %c0_37, %c0_38] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %78 = vector.shape_cast %77 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %79 = arith.index_cast %arg18 : i32 to index
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %80 = vector.load %arg13[%79, %c0_39, %c0_40] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %81 = vector.shape_cast %80 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %cst_41 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %82 = tpu.matmul %78, %81, %cst_41 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_42 = arith.constant 0.0901684388 : f32
      %83 = vector.broadcast %cst_42 : f32 to vector<512x512xf32>
      %84 = arith.mulf %82, %83 : vector<512x512xf32>
      %c2_i32_43 = arith.constant 2 : i32
      %85 = arith.cmpi eq, %76, %c2_i32_43 : i32
      %c512_i32_44 = arith.constant 512 : i32
      %86 = arith.muli %3, %c512_i32_44 : i32
      %c512_i32_45 = arith.constant 512 : i32
      %87 = arith.muli %55, %c512_i32_45 : i32
      %88 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %89 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %90 = vector.broadcast %86 : i32 to vector<512x512xi32>
      %91 = arith.addi %90, %88 : vector<512x512xi32>
      %92 = vector.broadcast %87 : i32 to vector<512x512xi32>
      %93 = arith.addi %92, %89 : vector<512x512xi32>
      %94 = arith.subi %93, %91 : vector<512x512xi32>
      %c0_i32_46 = arith.constant 0 : i32
      %95 = vector.broadcast %c0_i32_46 : i32 to vector<512x512xi32>
      %96 = arith.cmpi sle, %94, %95 : vector<512x512xi32>
      %97 = arith.cmpi eq, %91, %91 : vector<512x512xi32>
      %98 = arith.cmpi eq, %93, %93 : vector<512x512xi32>
      %99 = arith.andi %97, %98 : vector<512x512xi1>
      %c256_i32 = arith.constant 256 : i32
      %100 = vector.broadcast %c256_i32 : i32 to vector<512x512xi32>
      %101 = arith.cmpi sge, %91, %100 : vector<512x512xi32>
      %102 = arith.andi %99, %101 : vector<512x512xi1>
      %c1280_i32 = arith.constant 1280 : i32
      %103 = vector.broadcast %c1280_i32 : i32 to vector<512x512xi32>
      %104 = arith.cmpi slt, %91, %103 : vector<512x512xi32>
      %105 = arith.andi %102, %104 : vector<512x512xi1>
      %c256_i32_47 = arith.constant 256 : i32
      %106 = vector.broadcast %c256_i32_47 : i32 to vector<512x512xi32>
      %107 = arith.cmpi sge, %93, %106 : vector<512x512xi32>
      %108 = arith.andi %105, %107 : vector<512x512xi1>
      %c1280_i32_48 = arith.constant 1280 : i32
      %109 = vector.broadcast %c1280_i32_48 : i32 to vector<512x512xi32>
      %110 = arith.cmpi slt, %93, %109 : vector<512x512xi32>
      %111 = arith.andi %108, %110 : vector<512x512xi1>
      %112 = arith.ori %96, %111 : vector<512x512xi1>
      %113 = vector.broadcast %85 : i1 to vector<512x512xi1>
      %114 = arith.ori %112, %113 : vector<512x512xi1>
      %cst_49 = arith.constant 0xFF800000 : f32
      %115 = vector.broadcast %cst_49 : f32 to vector<512x512xf32>
      %116 = arith.select %114, %84, %115 : vector<512x512xi1>, vector<512x512xf32>
      %c0_50 = arith.constant 0 : index
      %c0_51 = arith.constant 0 : index
      %117 = vector.load %arg10[%c0_50, %c0_51] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_52 = arith.constant dense<0xFF800000> : vector<512xf32>
      %118 = vector.multi_reduction <maximumf>, %116, %cst_52 [1] : vector<512x512xf32> to vector<512xf32>
      %119 = vector.shape_cast %118 : vector<512xf32> to vector<512x1xf32>
      %120 = vector.broadcast %119 : vector<512x1xf32> to vector<512x128xf32>
      %121 = arith.maximumf %117, %120 : vector<512x128xf32>
      %cst_53 = arith.constant 0xFF800000 : f32
      %122 = vector.broadcast %cst_53 : f32 to vector<512x128xf32>
      %123 = arith.cmpf oeq, %121, %122 : vector<512x128xf32>
      %cst_54 = arith.constant 0.000000e+00 : f32
      %124 = vector.broadcast %cst_54 : f32 to vector<512x128xf32>
      %125 = arith.select %123, %124, %121 : vector<512x128xi1>, vector<512x128xf32>
      %126 = tpu.concatenate %125, %125, %125, %125 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
      %127 = arith.subf %116, %126 : vector<512x512xf32>
      %128 = math.exp2 %127 : vector<512x512xf32>
      %129 = arith.subf %117, %125 : vector<512x128xf32>
      %130 = math.exp2 %129 : vector<512x128xf32>
      %c0_55 = arith.constant 0 : index
      %c0_56 = arith.constant 0 : index
      %131 = vector.load %arg11[%c0_55, %c0_56] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %132 = arith.mulf %130, %131 : vector<512x128xf32>
      %cst_57 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %133 = vector.multi_reduction <add>, %128, %cst_57 [1] : vector<512x512xf32> to vector<512xf32>
      %134 = vector.shape_cast %133 : vector<512xf32> to vector<512x1xf32>
      %135 = vector.broadcast %134 : vector<512x1xf32> to vector<512x128xf32>
      %136 = arith.addf %132, %135 : vector<512x128xf32>
      %c0_58 = arith.constant 0 : index
      %c0_59 = arith.constant 0 : index
      %137 = vector.load %arg11[%c0_58, %c0_59] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %138 = vector.shape_cast %137 : vector<512x128xf32> to vector<512x128xf32>
      %139 = vector.shape_cast %136 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_58, %c0_59], %139 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %140 = arith.index_cast %arg18 : i32 to index
      %c0_60 = arith.constant 0 : index
      %c0_61 = arith.constant 0 : index
      %141 = vector.load %arg14[%140, %c0_60, %c0_61] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %142 = vector.shape_cast %141 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %143 = tpu.concatenate %130, %130 in 1 : vector<512x128xf32>, vector<512x128xf32> -> vector<512x256xf32>
      %c0_62 = arith.constant 0 : index
      %c0_63 = arith.constant 0 : index
      %144 = vector.load %arg12[%c0_62, %c0_63] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %145 = arith.mulf %143, %144 : vector<512x256xf32>
      %146 = arith.truncf %128 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_64 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
      %147 = tpu.matmul %146, %142, %cst_64 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
      %148 = arith.addf %145, %147 : vector<512x256xf32>
      %c0_65 = arith.constant 0 : index
      %c0_66 = arith.constant 0 : index
      %149 = vector.load %arg12[%c0_65, %c0_66] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %150 = vector.shape_cast %149 : vector<512x256xf32> to vector<512x256xf32>
      %151 = vector.shape_cast %148 : vector<512x256xf32> to vector<512x256xf32>
      tpu.vector_store %arg12[%c0_65, %c0_66], %151 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
      %c0_67 = arith.constant 0 : index
      %c0_68 = arith.constant 0 : index
      %152 = vector.load %arg10[%c0_67, %c0_68] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %153 = vector.shape_cast %152 : vector<512x128xf32> to vector<512x128xf32>
      %154 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg10[%c0_67, %c0_68], %154 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_69 = arith.constant 1 : i32
      %155 = arith.subi %c1_i32_69, %arg18 : i32
      scf.yield %45, %47, %155 : i32, i32, i32
    }
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    %27 = vector.load %arg11[%c0_11, %c0_12] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_13 = arith.constant 0.000000e+00 : f32
    %28 = vector.broadcast %cst_13 : f32 to vector<512x128xf32>
    %29 = arith.cmpf ogt, %27, %28 : vector<512x128xf32>
    %c0_14 = arith.constant 0 : index
    %c0_15 = arith.constant 0 : index
    %30 = vector.load %arg12[%c0_14, %c0_15] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
    %cst_16 = arith.constant 1.000000e+00 : f32
    %31 = vector.broadcast %cst_16 : f32 to vector<512x128xf32>
    %32 = arith.select %29, %27, %31 : vector<512x128xi1>, vector<512x128xf32>
    %33 = tpu.concatenate %32, %32 in 1 : vector<512x128xf32>, vector<512x128xf32> -> vector<512x256xf32>
    %34 = arith.divf %30, %33 : vector<512x256xf32>
    %35 = arith.truncf %34 : vector<512x256xf32> to vector<512x256xbf16>
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %c0_19 = arith.constant 0 : index
    %36 = vector.load %arg9[%c0_17, %c0_18, %c0_19] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
    %37 = vector.shape_cast %36 : vector<1x512x256xbf16> to vector<512x256xbf16>
    %38 = vector.shape_cast %35 : vector<512x256xbf16> to vector<1x512x256xbf16>
    tpu.vector_store %arg9[%c0_17, %c0_18, %c0_19], %38 {strides = array<i32>} : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<31xi8, #tpu.memory_space<smem>>, %arg4: memref<31xi8, #tpu.memory_space<smem>>, %arg5: memref<31xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c16_i32_1 = arith.constant 16 : i32
    %4 = arith.remsi %3, %c16_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<31xi8, #tpu.memory_space<smem>>, %arg4: memref<31xi8, #tpu.memory_space<smem>>, %arg5: memref<31xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c16_i32_1 = arith.constant 16 : i32
    %4 = arith.remsi %3, %c16_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
}
