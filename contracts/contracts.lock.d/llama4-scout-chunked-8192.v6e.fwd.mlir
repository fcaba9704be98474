module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<496xi16>, %arg2: tensor<496xi8>, %arg3: tensor<496xi8>, %arg4: tensor<1x512x512xi8>, %arg5: tensor<257xi16>, %arg6: tensor<496xi16>, %arg7: tensor<496xi8>, %arg8: tensor<496xi8>, %arg9: tensor<1x512x512xi8>, %arg10: tensor<40x131072x128xbf16>, %arg11: tensor<8x131072x128xbf16>, %arg12: tensor<8x131072x128xbf16>) -> (tensor<40x131072x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<40x131072x128xbf16>, tensor<i32>) -> tensor<40x131072x128xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ae7afc80e4b871ea7fb666ea0e2e41696492dcf72306be6ffd802ef37cc13119\22, \22cost_estimate\22: {\22bytes_accessed\22: 25501368320, \22flops\22: 11682311045120, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 22817013760}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<496xi16>, tensor<496xi8>, tensor<496xi8>, tensor<40x131072x128xbf16>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>) -> tensor<40x131072x128xbf16>
    return %3 : tensor<40x131072x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<40x131072x128xbf16>, %arg1: tensor<i32>) -> tensor<40x131072x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<40x131072x128xbf16>, tensor<bf16>) -> tensor<40x131072x128xbf16>
    return %1 : tensor<40x131072x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x131072x128xbf16>, %arg1: tensor<i32>) -> tensor<8x131072x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x131072x128xbf16>, tensor<bf16>) -> tensor<8x131072x128xbf16>
    return %1 : tensor<8x131072x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:ae7afc80e4b871ea7fb666ea0e2e41696492dcf72306be6ffd802ef37cc13119
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x131072x128xbf16, #tpu.memory_space<any>>, %arg8: memref<8x131072x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 40, 256>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c256_i32_0 = arith.constant 256 : i32
    %3 = arith.remsi %0, %c256_i32_0 : i32
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
    %12 = vector.broadcast %cst_5 : f32 to vector<512x128xf32>
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %13 = vector.load %arg12[%c0_6, %c0_7] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %14 = vector.shape_cast %13 : vector<512x128xf32> to vector<512x128xf32>
    %15 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0_6, %c0_7], %15 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %16 = arith.index_cast %arg1 : i32 to index
    %17 = memref.load %arg2[%16] : memref<257xi16, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<257xi16, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i16 to i32
    %23 = arith.cmpi slt, %18, %22 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32_8 : i32
    scf.if %25 {
      %c0_i32_20 = arith.constant 0 : i32
      %40 = arith.addi %2, %c0_i32_20 : i32
      %41 = arith.index_cast %18 : i32 to index
      %42 = memref.load %arg3[%41] : memref<496xi16, #tpu.memory_space<smem>>
      %43 = arith.extsi %42 : i16 to i32
      %c0_i32_21 = arith.constant 0 : i32
      %44 = arith.addi %43, %c0_i32_21 : i32
      %c5_i32 = arith.constant 5 : i32
      %45 = arith.divsi %40, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %46 = arith.muli %44, %c512_i32 : i32
      %47 = tpu.assume_multiple %46, 512 : i32
      %c5_i32_22 = arith.constant 5 : i32
      %48 = arith.divsi %40, %c5_i32_22 : i32
      %c512_i32_23 = arith.constant 512 : i32
      %49 = arith.muli %44, %c512_i32_23 : i32
      %50 = tpu.assume_multiple %49, 512 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %c0_i32_26 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg15[%c0_i32_25, %c0_i32_26] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_27 = arith.constant 0 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg13[%c0_i32_24, %c0_i32_27, %c0_i32_28] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_29 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg7[%45, %47, %c0_i32_29] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%56 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%54 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_30 = arith.constant 0 : i32
      %c0_i32_31 = arith.constant 0 : i32
      %c1_i32_32 = arith.constant 1 : i32
      %57 = tpu.memref_slice %arg15[%c0_i32_31, %c1_i32_32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg14[%c0_i32_30, %c0_i32_33, %c0_i32_34] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_35 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg8[%48, %50, %c0_i32_35] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%62 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%60 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_9 = arith.constant 0 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %26:3 = scf.while (%arg16 = %18, %arg17 = %c0_i32_9, %arg18 = %c0_i32_10) : (i32, i32, i32) -> (i32, i32, i32) {
      %40 = arith.cmpi slt, %arg16, %22 : i32
      scf.condition(%40) %arg16, %arg17, %arg18 : i32, i32, i32
    } do {
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32):
      %c1_i32_20 = arith.constant 1 : i32
      %40 = arith.addi %arg17, %c1_i32_20 : i32
      %41 = arith.index_cast %arg16 : i32 to index
      %42 = memref.load %arg4[%41] : memref<496xi8, #tpu.memory_space<smem>>
      %43 = arith.extsi %42 : i8 to i32
      %44 = arith.cmpi sge, %40, %43 : i32
      %c1_i32_21 = arith.constant 1 : i32
      %45 = arith.addi %arg16, %c1_i32_21 : i32
      %46 = arith.select %44, %45, %arg16 : i32
      %c1_i32_22 = arith.constant 1 : i32
      %47 = arith.addi %arg17, %c1_i32_22 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %48 = arith.select %44, %c0_i32_23, %47 : i32
      %49 = arith.cmpi slt, %46, %22 : i32
      %50 = arith.extui %49 : i1 to i32
      %c0_i32_24 = arith.constant 0 : i32
      %51 = arith.cmpi ne, %50, %c0_i32_24 : i32
      scf.if %51 {
        %c0_i32_80 = arith.constant 0 : i32
        %193 = arith.addi %2, %c0_i32_80 : i32
        %194 = arith.index_cast %46 : i32 to index
        %195 = memref.load %arg3[%194] : memref<496xi16, #tpu.memory_space<smem>>
        %196 = arith.extsi %195 : i16 to i32
        %197 = arith.addi %196, %48 : i32
        %c1_i32_81 = arith.constant 1 : i32
        %198 = arith.subi %c1_i32_81, %arg18 : i32
        %c5_i32_82 = arith.constant 5 : i32
        %199 = arith.divsi %193, %c5_i32_82 : i32
        %c512_i32_83 = arith.constant 512 : i32
        %200 = arith.muli %197, %c512_i32_83 : i32
        %201 = tpu.assume_multiple %200, 512 : i32
        %c5_i32_84 = arith.constant 5 : i32
        %202 = arith.divsi %193, %c5_i32_84 : i32
        %c512_i32_85 = arith.constant 512 : i32
        %203 = arith.muli %197, %c512_i32_85 : i32
        %204 = tpu.assume_multiple %203, 512 : i32
        %c0_i32_86 = arith.constant 0 : i32
        %205 = tpu.memref_slice %arg15[%198, %c0_i32_86] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %206 = tpu.memref_squeeze %205 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_87 = arith.constant 0 : i32
        %c0_i32_88 = arith.constant 0 : i32
        %207 = tpu.memref_slice %arg13[%198, %c0_i32_87, %c0_i32_88] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %208 = tpu.memref_squeeze %207 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_89 = arith.constant 0 : i32
        %209 = tpu.memref_slice %arg7[%199, %201, %c0_i32_89] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %210 = tpu.memref_squeeze %209 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%210 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%208 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%206 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_90 = arith.constant 1 : i32
        %211 = tpu.memref_slice %arg15[%198, %c1_i32_90] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %212 = tpu.memref_squeeze %211 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_91 = arith.constant 0 : i32
        %c0_i32_92 = arith.constant 0 : i32
        %213 = tpu.memref_slice %arg14[%198, %c0_i32_91, %c0_i32_92] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %214 = tpu.memref_squeeze %213 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_93 = arith.constant 0 : i32
        %215 = tpu.memref_slice %arg8[%202, %204, %c0_i32_93] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %216 = tpu.memref_squeeze %215 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%216 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%214 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%212 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_25 = arith.constant 0 : i32
      %52 = arith.addi %2, %c0_i32_25 : i32
      %53 = arith.index_cast %arg16 : i32 to index
      %54 = memref.load %arg3[%53] : memref<496xi16, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i16 to i32
      %56 = arith.addi %55, %arg17 : i32
      %c5_i32 = arith.constant 5 : i32
      %57 = arith.divsi %52, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %56, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c5_i32_26 = arith.constant 5 : i32
      %60 = arith.divsi %52, %c5_i32_26 : i32
      %c512_i32_27 = arith.constant 512 : i32
      %61 = arith.muli %56, %c512_i32_27 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg15[%arg18, %c0_i32_28] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_29 = arith.constant 0 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg13[%arg18, %c0_i32_29, %c0_i32_30] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_31 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg7[%57, %59, %c0_i32_31] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%66 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_32 = arith.constant 1 : i32
      %69 = tpu.memref_slice %arg15[%arg18, %c1_i32_32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg14[%arg18, %c0_i32_33, %c0_i32_34] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_35 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg8[%60, %62, %c0_i32_35] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%72 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %75 = arith.index_cast %arg16 : i32 to index
      %76 = memref.load %arg5[%75] : memref<496xi8, #tpu.memory_space<smem>>
      %77 = arith.extsi %76 : i8 to i32
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %c0_38 = arith.constant 0 : index
      %78 = vector.load %arg6[%c0_36, %c0_37, %c0_38] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %79 = vector.shape_cast %78 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %80 = arith.index_cast %arg18 : i32 to index
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %81 = vector.load %arg13[%80, %c0_39, %c0_40] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %82 = vector.shape_cast %81 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_41 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %83 = tpu.matmul %79, %82, %cst_41 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_42 = arith.constant 0.0883883461 : f32
      %84 = vector.broadcast %cst_42 : f32 to vector<512x512xf32>
      %85 = arith.mulf %83, %84 : vector<512x512xf32>
      %c512_i32_43 = arith.constant 512 : i32
      %86 = arith.muli %3, %c512_i32_43 : i32
      %87 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %88 = vector.broadcast %86 : i32 to vector<512x512xi32>
      %89 = arith.addi %88, %87 : vector<512x512xi32>
      %c512_i32_44 = arith.constant 512 : i32
      %90 = arith.muli %56, %c512_i32_44 : i32
      %91 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %92 = vector.broadcast %90 : i32 to vector<512x512xi32>
      %93 = arith.addi %92, %91 : vector<512x512xi32>
      %94 = arith.cmpi sle, %93, %89 : vector<512x512xi32>
      %c8192_i32 = arith.constant 8192 : i32
      %95 = vector.broadcast %c8192_i32 : i32 to vector<512x512xi32>
      %96 = arith.divsi %89, %95 : vector<512x512xi32>
      %c0_i32_45 = arith.constant 0 : i32
      %97 = vector.broadcast %c0_i32_45 : i32 to vector<512x512xi32>
      %98 = arith.cmpi sgt, %89, %97 : vector<512x512xi32>
      %99 = arith.extui %98 : vector<512x512xi1> to vector<512x512xi32>
      %c0_i32_46 = arith.constant 0 : i32
      %100 = vector.broadcast %c0_i32_46 : i32 to vector<512x512xi32>
      %101 = arith.cmpi slt, %89, %100 : vector<512x512xi32>
      %102 = arith.extui %101 : vector<512x512xi1> to vector<512x512xi32>
      %103 = arith.subi %99, %102 : vector<512x512xi32>
      %c0_i32_47 = arith.constant 0 : i32
      %104 = arith.cmpi sgt, %c8192_i32, %c0_i32_47 : i32
      %105 = arith.extui %104 : i1 to i32
      %c0_i32_48 = arith.constant 0 : i32
      %106 = arith.cmpi slt, %c8192_i32, %c0_i32_48 : i32
      %107 = arith.extui %106 : i1 to i32
      %108 = arith.subi %105, %107 : i32
      %109 = vector.broadcast %108 : i32 to vector<512x512xi32>
      %110 = arith.cmpi ne, %103, %109 : vector<512x512xi32>
      %111 = vector.broadcast %c8192_i32 : i32 to vector<512x512xi32>
      %112 = arith.remsi %89, %111 : vector<512x512xi32>
      %c0_i32_49 = arith.constant 0 : i32
      %113 = vector.broadcast %c0_i32_49 : i32 to vector<512x512xi32>
      %114 = arith.cmpi ne, %112, %113 : vector<512x512xi32>
      %115 = arith.andi %110, %114 : vector<512x512xi1>
      %c1_i32_50 = arith.constant 1 : i32
      %116 = vector.broadcast %c1_i32_50 : i32 to vector<512x512xi32>
      %117 = arith.subi %96, %116 : vector<512x512xi32>
      %118 = arith.select %115, %117, %96 : vector<512x512xi1>, vector<512x512xi32>
      %c8192_i32_51 = arith.constant 8192 : i32
      %119 = vector.broadcast %c8192_i32_51 : i32 to vector<512x512xi32>
      %120 = arith.divsi %93, %119 : vector<512x512xi32>
      %c0_i32_52 = arith.constant 0 : i32
      %121 = vector.broadcast %c0_i32_52 : i32 to vector<512x512xi32>
      %122 = arith.cmpi sgt, %93, %121 : vector<512x512xi32>
      %123 = arith.extui %122 : vector<512x512xi1> to vector<512x512xi32>
      %c0_i32_53 = arith.constant 0 : i32
      %124 = vector.broadcast %c0_i32_53 : i32 to vector<512x512xi32>
      %125 = arith.cmpi slt, %93, %124 : vector<512x512xi32>
      %126 = arith.extui %125 : vector<512x512xi1> to vector<512x512xi32>
      %127 = arith.subi %123, %126 : vector<512x512xi32>
      %c0_i32_54 = arith.constant 0 : i32
      %128 = arith.cmpi sgt, %c8192_i32_51, %c0_i32_54 : i32
      %129 = arith.extui %128 : i1 to i32
      %c0_i32_55 = arith.constant 0 : i32
      %130 = arith.cmpi slt, %c8192_i32_51, %c0_i32_55 : i32
      %131 = arith.extui %130 : i1 to i32
      %132 = arith.subi %129, %131 : i32
      %133 = vector.broadcast %132 : i32 to vector<512x512xi32>
      %134 = arith.cmpi ne, %127, %133 : vector<512x512xi32>
      %135 = vector.broadcast %c8192_i32_51 : i32 to vector<512x512xi32>
      %136 = arith.remsi %93, %135 : vector<512x512xi32>
      %c0_i32_56 = arith.constant 0 : i32
      %137 = vector.broadcast %c0_i32_56 : i32 to vector<512x512xi32>
      %138 = arith.cmpi ne, %136, %137 : vector<512x512xi32>
      %139 = arith.andi %134, %138 : vector<512x512xi1>
      %c1_i32_57 = arith.constant 1 : i32
      %140 = vector.broadcast %c1_i32_57 : i32 to vector<512x512xi32>
      %141 = arith.subi %120, %140 : vector<512x512xi32>
      %142 = arith.select %139, %141, %120 : vector<512x512xi1>, vector<512x512xi32>
      %143 = arith.cmpi eq, %118, %142 : vector<512x512xi32>
      %144 = arith.andi %94, %143 : vector<512x512xi1>
      %c2_i32 = arith.constant 2 : i32
      %145 = arith.cmpi eq, %77, %c2_i32 : i32
      %146 = vector.broadcast %145 : i1 to vector<512x512xi1>
      %147 = arith.ori %144, %146 : vector<512x512xi1>
      %c0_58 = arith.constant 0 : index
      %c0_59 = arith.constant 0 : index
      %148 = vector.load %arg10[%c0_58, %c0_59] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_60 = arith.constant 0xFF800000 : f32
      %149 = vector.broadcast %cst_60 : f32 to vector<512x512xf32>
      %150 = arith.select %147, %85, %149 : vector<512x512xi1>, vector<512x512xf32>
      %cst_61 = arith.constant dense<0xFF800000> : vector<512xf32>
      %151 = vector.multi_reduction <maximumf>, %150, %cst_61 [1] : vector<512x512xf32> to vector<512xf32>
      %152 = vector.shape_cast %151 : vector<512xf32> to vector<512x1xf32>
      %153 = vector.broadcast %152 : vector<512x1xf32> to vector<512x128xf32>
      %154 = arith.maximumf %148, %153 : vector<512x128xf32>
      %cst_62 = arith.constant 0xFF800000 : f32
      %155 = vector.broadcast %cst_62 : f32 to vector<512x128xf32>
      %156 = arith.cmpf oeq, %154, %155 : vector<512x128xf32>
      %cst_63 = arith.constant 0.000000e+00 : f32
      %157 = vector.broadcast %cst_63 : f32 to vector<512x128xf32>
      %158 = arith.select %156, %157, %154 : vector<512x128xi1>, vector<512x128xf32>
      %159 = vector.extract_strided_slice %158 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %160 = vector.broadcast %159 : vector<512x1xf32> to vector<512x512xf32>
      %161 = arith.subf %85, %160 : vector<512x512xf32>
      %162 = math.exp %161 : vector<512x512xf32>
      %cst_64 = arith.constant 0.000000e+00 : f32
      %163 = vector.broadcast %cst_64 : f32 to vector<512x512xf32>
      %164 = arith.select %147, %162, %163 : vector<512x512xi1>, vector<512x512xf32>
      %165 = arith.subf %148, %158 : vector<512x128xf32>
      %166 = math.exp %165 : vector<512x128xf32>
      %c0_65 = arith.constant 0 : index
      %c0_66 = arith.constant 0 : index
      %167 = vector.load %arg11[%c0_65, %c0_66] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %168 = arith.mulf %166, %167 : vector<512x128xf32>
      %cst_67 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %169 = vector.multi_reduction <add>, %164, %cst_67 [1] : vector<512x512xf32> to vector<512xf32>
      %170 = vector.shape_cast %169 : vector<512xf32> to vector<512x1xf32>
      %171 = vector.broadcast %170 : vector<512x1xf32> to vector<512x128xf32>
      %172 = arith.addf %168, %171 : vector<512x128xf32>
      %c0_68 = arith.constant 0 : index
      %c0_69 = arith.constant 0 : index
      %173 = vector.load %arg11[%c0_68, %c0_69] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %174 = vector.shape_cast %173 : vector<512x128xf32> to vector<512x128xf32>
      %175 = vector.shape_cast %172 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_68, %c0_69], %175 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %176 = arith.index_cast %arg18 : i32 to index
      %c0_70 = arith.constant 0 : index
      %c0_71 = arith.constant 0 : index
      %177 = vector.load %arg14[%176, %c0_70, %c0_71] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %178 = vector.shape_cast %177 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %179 = vector.extract_strided_slice %166 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_72 = arith.constant 0 : index
      %c0_73 = arith.constant 0 : index
      %180 = vector.load %arg12[%c0_72, %c0_73] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %181 = vector.broadcast %179 : vector<512x1xf32> to vector<512x128xf32>
      %182 = arith.mulf %181, %180 : vector<512x128xf32>
      %183 = arith.truncf %164 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_74 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %184 = tpu.matmul %183, %178, %cst_74 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %185 = arith.addf %182, %184 : vector<512x128xf32>
      %c0_75 = arith.constant 0 : index
      %c0_76 = arith.constant 0 : index
      %186 = vector.load %arg12[%c0_75, %c0_76] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %187 = vector.shape_cast %186 : vector<512x128xf32> to vector<512x128xf32>
      %188 = vector.shape_cast %185 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_75, %c0_76], %188 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_77 = arith.constant 0 : index
      %c0_78 = arith.constant 0 : index
      %189 = vector.load %arg10[%c0_77, %c0_78] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %190 = vector.shape_cast %189 : vector<512x128xf32> to vector<512x128xf32>
      %191 = vector.shape_cast %154 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg10[%c0_77, %c0_78], %191 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_79 = arith.constant 1 : i32
      %192 = arith.subi %c1_i32_79, %arg18 : i32
      scf.yield %46, %48, %192 : i32, i32, i32
    }
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    %27 = vector.load %arg11[%c0_11, %c0_12] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_13 = arith.constant 0.000000e+00 : f32
    %28 = vector.broadcast %cst_13 : f32 to vector<512x128xf32>
    %29 = arith.cmpf ogt, %27, %28 : vector<512x128xf32>
    %c0_14 = arith.constant 0 : index
    %c0_15 = arith.constant 0 : index
    %30 = vector.load %arg12[%c0_14, %c0_15] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_16 = arith.constant 1.000000e+00 : f32
    %31 = vector.broadcast %cst_16 : f32 to vector<512x128xf32>
    %32 = arith.select %29, %27, %31 : vector<512x128xi1>, vector<512x128xf32>
    %33 = vector.extract_strided_slice %32 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
    %34 = vector.broadcast %33 : vector<512x1xf32> to vector<512x128xf32>
    %35 = arith.divf %30, %34 : vector<512x128xf32>
    %36 = arith.truncf %35 : vector<512x128xf32> to vector<512x128xbf16>
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %c0_19 = arith.constant 0 : index
    %37 = vector.load %arg9[%c0_17, %c0_18, %c0_19] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %38 = vector.shape_cast %37 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %39 = vector.shape_cast %36 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0_17, %c0_18, %c0_19], %39 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c256_i32_1 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c256_i32_1 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
}
