module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<496xi16>, %arg2: tensor<496xi8>, %arg3: tensor<496xi8>, %arg4: tensor<1x512x512xi8>, %arg5: tensor<257xi16>, %arg6: tensor<496xi16>, %arg7: tensor<496xi8>, %arg8: tensor<496xi8>, %arg9: tensor<1x512x512xi8>, %arg10: tensor<40x131072x128xbf16>, %arg11: tensor<8x131072x128xbf16>, %arg12: tensor<8x131072x128xbf16>) -> (tensor<40x131072x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<40x131072x128xbf16>, tensor<i32>) -> tensor<40x131072x128xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:775d15a8ab1d0ef8d4084c392177f762bd0e77cdbf03c72bd9d528778dde759b\22, \22cost_estimate\22: {\22bytes_accessed\22: 25501368320, \22flops\22: 11682311045120, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 22817013760}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<496xi16>, tensor<496xi8>, tensor<496xi8>, tensor<40x131072x128xbf16>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>) -> tensor<40x131072x128xbf16>
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

// ---- kernel sparse_cli_fwd sha256:775d15a8ab1d0ef8d4084c392177f762bd0e77cdbf03c72bd9d528778dde759b
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
      %38 = arith.addi %2, %c0_i32_20 : i32
      %39 = arith.index_cast %18 : i32 to index
      %40 = memref.load %arg3[%39] : memref<496xi16, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i16 to i32
      %c0_i32_21 = arith.constant 0 : i32
      %42 = arith.addi %41, %c0_i32_21 : i32
      %c5_i32 = arith.constant 5 : i32
      %43 = arith.divsi %38, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %44 = arith.muli %42, %c512_i32 : i32
      %45 = tpu.assume_multiple %44, 512 : i32
      %c5_i32_22 = arith.constant 5 : i32
      %46 = arith.divsi %38, %c5_i32_22 : i32
      %c512_i32_23 = arith.constant 512 : i32
      %47 = arith.muli %42, %c512_i32_23 : i32
      %48 = tpu.assume_multiple %47, 512 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %c0_i32_26 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg15[%c0_i32_25, %c0_i32_26] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_27 = arith.constant 0 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg13[%c0_i32_24, %c0_i32_27, %c0_i32_28] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_29 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg7[%43, %45, %c0_i32_29] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%52 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_30 = arith.constant 0 : i32
      %c0_i32_31 = arith.constant 0 : i32
      %c1_i32_32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg15[%c0_i32_31, %c1_i32_32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg14[%c0_i32_30, %c0_i32_33, %c0_i32_34] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_35 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg8[%46, %48, %c0_i32_35] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%58 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_9 = arith.constant 0 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %26:3 = scf.while (%arg16 = %18, %arg17 = %c0_i32_9, %arg18 = %c0_i32_10) : (i32, i32, i32) -> (i32, i32, i32) {
      %38 = arith.cmpi slt, %arg16, %22 : i32
      scf.condition(%38) %arg16, %arg17, %arg18 : i32, i32, i32
    } do {
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32):
      %c1_i32_20 = arith.constant 1 : i32
      %38 = arith.addi %arg17, %c1_i32_20 : i32
      %39 = arith.index_cast %arg16 : i32 to index
      %40 = memref.load %arg4[%39] : memref<496xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %42 = arith.cmpi sge, %38, %41 : i32
      %c1_i32_21 = arith.constant 1 : i32
      %43 = arith.addi %arg16, %c1_i32_21 : i32
      %44 = arith.select %42, %43, %arg16 : i32
      %c1_i32_22 = arith.constant 1 : i32
      %45 = arith.addi %arg17, %c1_i32_22 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %46 = arith.select %42, %c0_i32_23, %45 : i32
      %47 = arith.cmpi slt, %44, %22 : i32
      %48 = arith.extui %47 : i1 to i32
      %c0_i32_24 = arith.constant 0 : i32
      %49 = arith.cmpi ne, %48, %c0_i32_24 : i32
      scf.if %49 {
        %c0_i32_79 = arith.constant 0 : i32
        %186 = arith.addi %2, %c0_i32_79 : i32
        %187 = arith.index_cast %44 : i32 to index
        %188 = memref.load %arg3[%187] : memref<496xi16, #tpu.memory_space<smem>>
        %189 = arith.extsi %188 : i16 to i32
        %190 = arith.addi %189, %46 : i32
        %c1_i32_80 = arith.constant 1 : i32
        %191 = arith.subi %c1_i32_80, %arg18 : i32
        %c5_i32_81 = arith.constant 5 : i32
        %192 = arith.divsi %186, %c5_i32_81 : i32
        %c512_i32_82 = arith.constant 512 : i32
        %193 = arith.muli %190, %c512_i32_82 : i32
        %194 = tpu.assume_multiple %193, 512 : i32
        %c5_i32_83 = arith.constant 5 : i32
        %195 = arith.divsi %186, %c5_i32_83 : i32
        %c512_i32_84 = arith.constant 512 : i32
        %196 = arith.muli %190, %c512_i32_84 : i32
        %197 = tpu.assume_multiple %196, 512 : i32
        %c0_i32_85 = arith.constant 0 : i32
        %198 = tpu.memref_slice %arg15[%191, %c0_i32_85] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %199 = tpu.memref_squeeze %198 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_86 = arith.constant 0 : i32
        %c0_i32_87 = arith.constant 0 : i32
        %200 = tpu.memref_slice %arg13[%191, %c0_i32_86, %c0_i32_87] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %201 = tpu.memref_squeeze %200 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_88 = arith.constant 0 : i32
        %202 = tpu.memref_slice %arg7[%192, %194, %c0_i32_88] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %203 = tpu.memref_squeeze %202 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%203 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%201 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%199 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_89 = arith.constant 1 : i32
        %204 = tpu.memref_slice %arg15[%191, %c1_i32_89] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %205 = tpu.memref_squeeze %204 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_90 = arith.constant 0 : i32
        %c0_i32_91 = arith.constant 0 : i32
        %206 = tpu.memref_slice %arg14[%191, %c0_i32_90, %c0_i32_91] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %207 = tpu.memref_squeeze %206 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_92 = arith.constant 0 : i32
        %208 = tpu.memref_slice %arg8[%195, %197, %c0_i32_92] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %209 = tpu.memref_squeeze %208 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%209 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%207 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%205 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_25 = arith.constant 0 : i32
      %50 = arith.addi %2, %c0_i32_25 : i32
      %51 = arith.index_cast %arg16 : i32 to index
      %52 = memref.load %arg3[%51] : memref<496xi16, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i16 to i32
      %54 = arith.addi %53, %arg17 : i32
      %c5_i32 = arith.constant 5 : i32
      %55 = arith.divsi %50, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %54, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c5_i32_26 = arith.constant 5 : i32
      %58 = arith.divsi %50, %c5_i32_26 : i32
      %c512_i32_27 = arith.constant 512 : i32
      %59 = arith.muli %54, %c512_i32_27 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg15[%arg18, %c0_i32_28] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_29 = arith.constant 0 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg13[%arg18, %c0_i32_29, %c0_i32_30] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_31 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg7[%55, %57, %c0_i32_31] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%66 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%64 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_32 = arith.constant 1 : i32
      %67 = tpu.memref_slice %arg15[%arg18, %c1_i32_32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg14[%arg18, %c0_i32_33, %c0_i32_34] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_35 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg8[%58, %60, %c0_i32_35] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%72 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%70 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %73 = arith.index_cast %arg16 : i32 to index
      %74 = memref.load %arg5[%73] : memref<496xi8, #tpu.memory_space<smem>>
      %75 = arith.extsi %74 : i8 to i32
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %c0_38 = arith.constant 0 : index
      %76 = vector.load %arg6[%c0_36, %c0_37, %c0_38] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %77 = vector.shape_cast %76 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %78 = arith.index_cast %arg18 : i32 to index
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %79 = vector.load %arg13[%78, %c0_39, %c0_40] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %80 = vector.shape_cast %79 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_41 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %81 = tpu.matmul %77, %80, %cst_41 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_42 = arith.constant 0.127517432 : f32
      %82 = vector.broadcast %cst_42 : f32 to vector<512x512xf32>
      %83 = arith.mulf %81, %82 : vector<512x512xf32>
      %c2_i32 = arith.constant 2 : i32
      %84 = arith.cmpi eq, %75, %c2_i32 : i32
      %c512_i32_43 = arith.constant 512 : i32
      %85 = arith.muli %3, %c512_i32_43 : i32
      %c512_i32_44 = arith.constant 512 : i32
      %86 = arith.muli %54, %c512_i32_44 : i32
      %87 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %88 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %89 = vector.broadcast %85 : i32 to vector<512x512xi32>
      %90 = arith.addi %89, %87 : vector<512x512xi32>
      %91 = vector.broadcast %86 : i32 to vector<512x512xi32>
      %92 = arith.addi %91, %88 : vector<512x512xi32>
      %93 = arith.cmpi sle, %92, %90 : vector<512x512xi32>
      %c8192_i32 = arith.constant 8192 : i32
      %94 = vector.broadcast %c8192_i32 : i32 to vector<512x512xi32>
      %95 = arith.divsi %90, %94 : vector<512x512xi32>
      %c0_i32_45 = arith.constant 0 : i32
      %96 = vector.broadcast %c0_i32_45 : i32 to vector<512x512xi32>
      %97 = arith.cmpi sgt, %90, %96 : vector<512x512xi32>
      %98 = arith.extui %97 : vector<512x512xi1> to vector<512x512xi32>
      %c0_i32_46 = arith.constant 0 : i32
      %99 = vector.broadcast %c0_i32_46 : i32 to vector<512x512xi32>
      %100 = arith.cmpi slt, %90, %99 : vector<512x512xi32>
      %101 = arith.extui %100 : vector<512x512xi1> to vector<512x512xi32>
      %102 = arith.subi %98, %101 : vector<512x512xi32>
      %c0_i32_47 = arith.constant 0 : i32
      %103 = arith.cmpi sgt, %c8192_i32, %c0_i32_47 : i32
      %104 = arith.extui %103 : i1 to i32
      %c0_i32_48 = arith.constant 0 : i32
      %105 = arith.cmpi slt, %c8192_i32, %c0_i32_48 : i32
      %106 = arith.extui %105 : i1 to i32
      %107 = arith.subi %104, %106 : i32
      %108 = vector.broadcast %107 : i32 to vector<512x512xi32>
      %109 = arith.cmpi ne, %102, %108 : vector<512x512xi32>
      %110 = vector.broadcast %c8192_i32 : i32 to vector<512x512xi32>
      %111 = arith.remsi %90, %110 : vector<512x512xi32>
      %c0_i32_49 = arith.constant 0 : i32
      %112 = vector.broadcast %c0_i32_49 : i32 to vector<512x512xi32>
      %113 = arith.cmpi ne, %111, %112 : vector<512x512xi32>
      %114 = arith.andi %109, %113 : vector<512x512xi1>
      %c1_i32_50 = arith.constant 1 : i32
      %115 = vector.broadcast %c1_i32_50 : i32 to vector<512x512xi32>
      %116 = arith.subi %95, %115 : vector<512x512xi32>
      %117 = arith.select %114, %116, %95 : vector<512x512xi1>, vector<512x512xi32>
      %c8192_i32_51 = arith.constant 8192 : i32
      %118 = vector.broadcast %c8192_i32_51 : i32 to vector<512x512xi32>
      %119 = arith.divsi %92, %118 : vector<512x512xi32>
      %c0_i32_52 = arith.constant 0 : i32
      %120 = vector.broadcast %c0_i32_52 : i32 to vector<512x512xi32>
      %121 = arith.cmpi sgt, %92, %120 : vector<512x512xi32>
      %122 = arith.extui %121 : vector<512x512xi1> to vector<512x512xi32>
      %c0_i32_53 = arith.constant 0 : i32
      %123 = vector.broadcast %c0_i32_53 : i32 to vector<512x512xi32>
      %124 = arith.cmpi slt, %92, %123 : vector<512x512xi32>
      %125 = arith.extui %124 : vector<512x512xi1> to vector<512x512xi32>
      %126 = arith.subi %122, %125 : vector<512x512xi32>
      %c0_i32_54 = arith.constant 0 : i32
      %127 = arith.cmpi sgt, %c8192_i32_51, %c0_i32_54 : i32
      %128 = arith.extui %127 : i1 to i32
      %c0_i32_55 = arith.constant 0 : i32
      %129 = arith.cmpi slt, %c8192_i32_51, %c0_i32_55 : i32
      %130 = arith.extui %129 : i1 to i32
      %131 = arith.subi %128, %130 : i32
      %132 = vector.broadcast %131 : i32 to vector<512x512xi32>
      %133 = arith.cmpi ne, %126, %132 : vector<512x512xi32>
      %134 = vector.broadcast %c8192_i32_51 : i32 to vector<512x512xi32>
      %135 = arith.remsi %92, %134 : vector<512x512xi32>
      %c0_i32_56 = arith.constant 0 : i32
      %136 = vector.broadcast %c0_i32_56 : i32 to vector<512x512xi32>
      %137 = arith.cmpi ne, %135, %136 : vector<512x512xi32>
      %138 = arith.andi %133, %137 : vector<512x512xi1>
      %c1_i32_57 = arith.constant 1 : i32
      %139 = vector.broadcast %c1_i32_57 : i32 to vector<512x512xi32>
      %140 = arith.subi %119, %139 : vector<512x512xi32>
      %141 = arith.select %138, %140, %119 : vector<512x512xi1>, vector<512x512xi32>
      %142 = arith.cmpi eq, %117, %141 : vector<512x512xi32>
      %143 = arith.andi %93, %142 : vector<512x512xi1>
      %144 = vector.broadcast %84 : i1 to vector<512x512xi1>
      %145 = arith.ori %143, %144 : vector<512x512xi1>
      %cst_58 = arith.constant 0xFF800000 : f32
      %146 = vector.broadcast %cst_58 : f32 to vector<512x512xf32>
      %147 = arith.select %145, %83, %146 : vector<512x512xi1>, vector<512x512xf32>
      %c0_59 = arith.constant 0 : index
      %c0_60 = arith.constant 0 : index
      %148 = vector.load %arg10[%c0_59, %c0_60] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_61 = arith.constant dense<0xFF800000> : vector<512xf32>
      %149 = vector.multi_reduction <maximumf>, %147, %cst_61 [1] : vector<512x512xf32> to vector<512xf32>
      %150 = vector.shape_cast %149 : vector<512xf32> to vector<512x1xf32>
      %151 = vector.broadcast %150 : vector<512x1xf32> to vector<512x128xf32>
      %152 = arith.maximumf %148, %151 : vector<512x128xf32>
      %cst_62 = arith.constant 0xFF800000 : f32
      %153 = vector.broadcast %cst_62 : f32 to vector<512x128xf32>
      %154 = arith.cmpf oeq, %152, %153 : vector<512x128xf32>
      %cst_63 = arith.constant 0.000000e+00 : f32
      %155 = vector.broadcast %cst_63 : f32 to vector<512x128xf32>
      %156 = arith.select %154, %155, %152 : vector<512x128xi1>, vector<512x128xf32>
      %157 = tpu.concatenate %156, %156, %156, %156 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
      %158 = arith.subf %147, %157 : vector<512x512xf32>
      %159 = math.exp2 %158 : vector<512x512xf32>
      %160 = arith.subf %148, %156 : vector<512x128xf32>
      %161 = math.exp2 %160 : vector<512x128xf32>
      %c0_64 = arith.constant 0 : index
      %c0_65 = arith.constant 0 : index
      %162 = vector.load %arg11[%c0_64, %c0_65] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %163 = arith.mulf %161, %162 : vector<512x128xf32>
      %cst_66 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %164 = vector.multi_reduction <add>, %159, %cst_66 [1] : vector<512x512xf32> to vector<512xf32>
      %165 = vector.shape_cast %164 : vector<512xf32> to vector<512x1xf32>
      %166 = vector.broadcast %165 : vector<512x1xf32> to vector<512x128xf32>
      %167 = arith.addf %163, %166 : vector<512x128xf32>
      %c0_67 = arith.constant 0 : index
      %c0_68 = arith.constant 0 : index
      %168 = vector.load %arg11[%c0_67, %c0_68] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %169 = vector.shape_cast %168 : vector<512x128xf32> to vector<512x128xf32>
      %170 = vector.shape_cast %167 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_67, %c0_68], %170 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %171 = arith.index_cast %arg18 : i32 to index
      %c0_69 = arith.constant 0 : index
      %c0_70 = arith.constant 0 : index
      %172 = vector.load %arg14[%171, %c0_69, %c0_70] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %173 = vector.shape_cast %172 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_71 = arith.constant 0 : index
      %c0_72 = arith.constant 0 : index
      %174 = vector.load %arg12[%c0_71, %c0_72] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %175 = arith.mulf %161, %174 : vector<512x128xf32>
      %176 = arith.truncf %159 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_73 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %177 = tpu.matmul %176, %173, %cst_73 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %178 = arith.addf %175, %177 : vector<512x128xf32>
      %c0_74 = arith.constant 0 : index
      %c0_75 = arith.constant 0 : index
      %179 = vector.load %arg12[%c0_74, %c0_75] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %180 = vector.shape_cast %179 : vector<512x128xf32> to vector<512x128xf32>
      %181 = vector.shape_cast %178 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_74, %c0_75], %181 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_76 = arith.constant 0 : index
      %c0_77 = arith.constant 0 : index
      %182 = vector.load %arg10[%c0_76, %c0_77] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %183 = vector.shape_cast %182 : vector<512x128xf32> to vector<512x128xf32>
      %184 = vector.shape_cast %152 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg10[%c0_76, %c0_77], %184 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_78 = arith.constant 1 : i32
      %185 = arith.subi %c1_i32_78, %arg18 : i32
      scf.yield %44, %46, %185 : i32, i32, i32
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
    %33 = arith.divf %30, %32 : vector<512x128xf32>
    %34 = arith.truncf %33 : vector<512x128xf32> to vector<512x128xbf16>
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %c0_19 = arith.constant 0 : index
    %35 = vector.load %arg9[%c0_17, %c0_18, %c0_19] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %36 = vector.shape_cast %35 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %37 = vector.shape_cast %34 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0_17, %c0_18, %c0_19], %37 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
