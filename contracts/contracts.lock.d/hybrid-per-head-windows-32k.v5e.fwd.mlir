module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<513xi16>, %arg1: tensor<1211xi8>, %arg2: tensor<1211xi8>, %arg3: tensor<1211xi8>, %arg4: tensor<2x512x512xi8>, %arg5: tensor<513xi16>, %arg6: tensor<1211xi8>, %arg7: tensor<1211xi8>, %arg8: tensor<1211xi8>, %arg9: tensor<2x512x512xi8>, %arg10: tensor<8x32768x128xbf16>, %arg11: tensor<8x32768x128xbf16>, %arg12: tensor<8x32768x128xbf16>) -> (tensor<8x32768x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %1 = call @_pad(%arg11, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %2 = call @_pad(%arg12, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:db028219259a1189e798af12aa3298fa4e7522ab39f089afa30a1aa84baf0585\22, \22cost_estimate\22: {\22bytes_accessed\22: 2195193856, \22flops\22: 1055219777536, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2060976128}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<513xi16>, tensor<1211xi8>, tensor<1211xi8>, tensor<1211xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    return %3 : tensor<8x32768x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<8x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<8x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x128xbf16>, tensor<bf16>) -> tensor<8x32768x128xbf16>
    return %1 : tensor<8x32768x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:db028219259a1189e798af12aa3298fa4e7522ab39f089afa30a1aa84baf0585
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 512>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c64_i32_0 = arith.constant 64 : i32
    %2 = arith.remsi %0, %c64_i32_0 : i32
    %cst = arith.constant 0xFF800000 : f32
    %3 = vector.broadcast %cst : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %4 = vector.load %arg10[%c0, %c0_1] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %5 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    %6 = vector.shape_cast %3 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg10[%c0, %c0_1], %6 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_2 = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_2 : f32 to vector<512x128xf32>
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %8 = vector.load %arg11[%c0_3, %c0_4] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %9 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    %10 = vector.shape_cast %7 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg11[%c0_3, %c0_4], %10 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_5 = arith.constant 0.000000e+00 : f32
    %11 = vector.broadcast %cst_5 : f32 to vector<512x128xf32>
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %12 = vector.load %arg12[%c0_6, %c0_7] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %13 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    %14 = vector.shape_cast %11 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0_6, %c0_7], %14 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %15 = arith.index_cast %arg1 : i32 to index
    %16 = memref.load %arg2[%15] : memref<513xi16, #tpu.memory_space<smem>>
    %17 = arith.extsi %16 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %18 = arith.addi %arg1, %c1_i32 : i32
    %19 = arith.index_cast %18 : i32 to index
    %20 = memref.load %arg2[%19] : memref<513xi16, #tpu.memory_space<smem>>
    %21 = arith.extsi %20 : i16 to i32
    %22 = arith.cmpi slt, %17, %21 : i32
    %23 = arith.extui %22 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %24 = arith.cmpi ne, %23, %c0_i32_8 : i32
    scf.if %24 {
      %c0_i32_20 = arith.constant 0 : i32
      %39 = arith.addi %1, %c0_i32_20 : i32
      %40 = arith.index_cast %17 : i32 to index
      %41 = memref.load %arg3[%40] : memref<1211xi8, #tpu.memory_space<smem>>
      %42 = arith.extsi %41 : i8 to i32
      %c0_i32_21 = arith.constant 0 : i32
      %43 = arith.addi %42, %c0_i32_21 : i32
      %c512_i32 = arith.constant 512 : i32
      %44 = arith.muli %43, %c512_i32 : i32
      %45 = tpu.assume_multiple %44, 512 : i32
      %c512_i32_22 = arith.constant 512 : i32
      %46 = arith.muli %43, %c512_i32_22 : i32
      %47 = tpu.assume_multiple %46, 512 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg15[%c0_i32_24, %c0_i32_25] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %49 = tpu.memref_squeeze %48 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_26 = arith.constant 0 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg13[%c0_i32_23, %c0_i32_26, %c0_i32_27] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %51 = tpu.memref_squeeze %50 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_28 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg7[%39, %45, %c0_i32_28] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %53 = tpu.memref_squeeze %52 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%53 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%51 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%49 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_29 = arith.constant 0 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %c1_i32_31 = arith.constant 1 : i32
      %54 = tpu.memref_slice %arg15[%c0_i32_30, %c1_i32_31] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg14[%c0_i32_29, %c0_i32_32, %c0_i32_33] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %57 = tpu.memref_squeeze %56 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_34 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg8[%39, %47, %c0_i32_34] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %59 = tpu.memref_squeeze %58 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%59 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%57 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%55 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_9 = arith.constant 0 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %25:3 = scf.while (%arg16 = %17, %arg17 = %c0_i32_9, %arg18 = %c0_i32_10) : (i32, i32, i32) -> (i32, i32, i32) {
      %39 = arith.cmpi slt, %arg16, %21 : i32
      scf.condition(%39) %arg16, %arg17, %arg18 : i32, i32, i32
    } do {
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32):
      %c1_i32_20 = arith.constant 1 : i32
      %39 = arith.addi %arg17, %c1_i32_20 : i32
      %40 = arith.index_cast %arg16 : i32 to index
      %41 = memref.load %arg4[%40] : memref<1211xi8, #tpu.memory_space<smem>>
      %42 = arith.extsi %41 : i8 to i32
      %43 = arith.cmpi sge, %39, %42 : i32
      %c1_i32_21 = arith.constant 1 : i32
      %44 = arith.addi %arg16, %c1_i32_21 : i32
      %45 = arith.select %43, %44, %arg16 : i32
      %c1_i32_22 = arith.constant 1 : i32
      %46 = arith.addi %arg17, %c1_i32_22 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %47 = arith.select %43, %c0_i32_23, %46 : i32
      %48 = arith.cmpi slt, %45, %21 : i32
      %49 = arith.extui %48 : i1 to i32
      %c0_i32_24 = arith.constant 0 : i32
      %50 = arith.cmpi ne, %49, %c0_i32_24 : i32
      scf.if %50 {
        %c0_i32_71 = arith.constant 0 : i32
        %160 = arith.addi %1, %c0_i32_71 : i32
        %161 = arith.index_cast %45 : i32 to index
        %162 = memref.load %arg3[%161] : memref<1211xi8, #tpu.memory_space<smem>>
        %163 = arith.extsi %162 : i8 to i32
        %164 = arith.addi %163, %47 : i32
        %c1_i32_72 = arith.constant 1 : i32
        %165 = arith.subi %c1_i32_72, %arg18 : i32
        %c512_i32_73 = arith.constant 512 : i32
        %166 = arith.muli %164, %c512_i32_73 : i32
        %167 = tpu.assume_multiple %166, 512 : i32
        %c512_i32_74 = arith.constant 512 : i32
        %168 = arith.muli %164, %c512_i32_74 : i32
        %169 = tpu.assume_multiple %168, 512 : i32
        %c0_i32_75 = arith.constant 0 : i32
        %170 = tpu.memref_slice %arg15[%165, %c0_i32_75] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %171 = tpu.memref_squeeze %170 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_76 = arith.constant 0 : i32
        %c0_i32_77 = arith.constant 0 : i32
        %172 = tpu.memref_slice %arg13[%165, %c0_i32_76, %c0_i32_77] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %173 = tpu.memref_squeeze %172 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_78 = arith.constant 0 : i32
        %174 = tpu.memref_slice %arg7[%160, %167, %c0_i32_78] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %175 = tpu.memref_squeeze %174 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%175 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%173 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%171 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_79 = arith.constant 1 : i32
        %176 = tpu.memref_slice %arg15[%165, %c1_i32_79] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %177 = tpu.memref_squeeze %176 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_80 = arith.constant 0 : i32
        %c0_i32_81 = arith.constant 0 : i32
        %178 = tpu.memref_slice %arg14[%165, %c0_i32_80, %c0_i32_81] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %179 = tpu.memref_squeeze %178 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_82 = arith.constant 0 : i32
        %180 = tpu.memref_slice %arg8[%160, %169, %c0_i32_82] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %181 = tpu.memref_squeeze %180 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%181 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%179 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%177 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_25 = arith.constant 0 : i32
      %51 = arith.addi %1, %c0_i32_25 : i32
      %52 = arith.index_cast %arg16 : i32 to index
      %53 = memref.load %arg3[%52] : memref<1211xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.addi %54, %arg17 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %55, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c512_i32_26 = arith.constant 512 : i32
      %58 = arith.muli %55, %c512_i32_26 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg15[%arg18, %c0_i32_27] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_28 = arith.constant 0 : i32
      %c0_i32_29 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg13[%arg18, %c0_i32_28, %c0_i32_29] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_30 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg7[%51, %57, %c0_i32_30] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%65 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%63 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_31 = arith.constant 1 : i32
      %66 = tpu.memref_slice %arg15[%arg18, %c1_i32_31] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg14[%arg18, %c0_i32_32, %c0_i32_33] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_34 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg8[%51, %59, %c0_i32_34] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%69 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %72 = arith.index_cast %arg16 : i32 to index
      %73 = memref.load %arg5[%72] : memref<1211xi8, #tpu.memory_space<smem>>
      %74 = arith.extsi %73 : i8 to i32
      %c0_35 = arith.constant 0 : index
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %75 = vector.load %arg6[%c0_35, %c0_36, %c0_37] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %76 = vector.shape_cast %75 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %77 = arith.index_cast %arg18 : i32 to index
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %78 = vector.load %arg13[%77, %c0_38, %c0_39] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %79 = vector.shape_cast %78 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_40 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %80 = tpu.matmul %76, %79, %cst_40 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_41 = arith.constant 0.0883883461 : f32
      %81 = vector.broadcast %cst_41 : f32 to vector<512x512xf32>
      %82 = arith.mulf %80, %81 : vector<512x512xf32>
      %c512_i32_42 = arith.constant 512 : i32
      %83 = arith.muli %2, %c512_i32_42 : i32
      %84 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %85 = vector.broadcast %83 : i32 to vector<512x512xi32>
      %86 = arith.addi %85, %84 : vector<512x512xi32>
      %c512_i32_43 = arith.constant 512 : i32
      %87 = arith.muli %55, %c512_i32_43 : i32
      %88 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %89 = vector.broadcast %87 : i32 to vector<512x512xi32>
      %90 = arith.addi %89, %88 : vector<512x512xi32>
      %91 = arith.subi %90, %86 : vector<512x512xi32>
      %c1_i32_44 = arith.constant 1 : i32
      %92 = arith.cmpi eq, %51, %c1_i32_44 : i32
      %c1023_i32 = arith.constant 1023 : i32
      %c511_i32 = arith.constant 511 : i32
      %93 = arith.select %92, %c1023_i32, %c511_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %94 = arith.cmpi eq, %51, %c2_i32 : i32
      %c2047_i32 = arith.constant 2047 : i32
      %95 = arith.select %94, %c2047_i32, %93 : i32
      %c3_i32 = arith.constant 3 : i32
      %96 = arith.cmpi eq, %51, %c3_i32 : i32
      %c4095_i32 = arith.constant 4095 : i32
      %97 = arith.select %96, %c4095_i32, %95 : i32
      %c4_i32 = arith.constant 4 : i32
      %98 = arith.cmpi eq, %51, %c4_i32 : i32
      %c8191_i32 = arith.constant 8191 : i32
      %99 = arith.select %98, %c8191_i32, %97 : i32
      %c5_i32 = arith.constant 5 : i32
      %100 = arith.cmpi eq, %51, %c5_i32 : i32
      %c16383_i32 = arith.constant 16383 : i32
      %101 = arith.select %100, %c16383_i32, %99 : i32
      %c6_i32 = arith.constant 6 : i32
      %102 = arith.cmpi eq, %51, %c6_i32 : i32
      %c1073741824_i32 = arith.constant 1073741824 : i32
      %103 = arith.select %102, %c1073741824_i32, %101 : i32
      %c7_i32 = arith.constant 7 : i32
      %104 = arith.cmpi eq, %51, %c7_i32 : i32
      %c1073741824_i32_45 = arith.constant 1073741824 : i32
      %105 = arith.select %104, %c1073741824_i32_45, %103 : i32
      %c0_i32_46 = arith.constant 0 : i32
      %106 = arith.subi %c0_i32_46, %105 : i32
      %107 = vector.broadcast %106 : i32 to vector<512x512xi32>
      %108 = arith.cmpi sge, %91, %107 : vector<512x512xi32>
      %c0_i32_47 = arith.constant 0 : i32
      %109 = vector.broadcast %c0_i32_47 : i32 to vector<512x512xi32>
      %110 = arith.cmpi sle, %91, %109 : vector<512x512xi32>
      %111 = arith.andi %108, %110 : vector<512x512xi1>
      %c2_i32_48 = arith.constant 2 : i32
      %112 = arith.cmpi eq, %74, %c2_i32_48 : i32
      %113 = vector.broadcast %112 : i1 to vector<512x512xi1>
      %114 = arith.ori %111, %113 : vector<512x512xi1>
      %c0_49 = arith.constant 0 : index
      %c0_50 = arith.constant 0 : index
      %115 = vector.load %arg10[%c0_49, %c0_50] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_51 = arith.constant 0xFF800000 : f32
      %116 = vector.broadcast %cst_51 : f32 to vector<512x512xf32>
      %117 = arith.select %114, %82, %116 : vector<512x512xi1>, vector<512x512xf32>
      %cst_52 = arith.constant dense<0xFF800000> : vector<512xf32>
      %118 = vector.multi_reduction <maximumf>, %117, %cst_52 [1] : vector<512x512xf32> to vector<512xf32>
      %119 = vector.shape_cast %118 : vector<512xf32> to vector<512x1xf32>
      %120 = vector.broadcast %119 : vector<512x1xf32> to vector<512x128xf32>
      %121 = arith.maximumf %115, %120 : vector<512x128xf32>
      %cst_53 = arith.constant 0xFF800000 : f32
      %122 = vector.broadcast %cst_53 : f32 to vector<512x128xf32>
      %123 = arith.cmpf oeq, %121, %122 : vector<512x128xf32>
      %cst_54 = arith.constant 0.000000e+00 : f32
      %124 = vector.broadcast %cst_54 : f32 to vector<512x128xf32>
      %125 = arith.select %123, %124, %121 : vector<512x128xi1>, vector<512x128xf32>
      %126 = vector.extract_strided_slice %125 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %127 = vector.broadcast %126 : vector<512x1xf32> to vector<512x512xf32>
      %128 = arith.subf %82, %127 : vector<512x512xf32>
      %129 = math.exp %128 : vector<512x512xf32>
      %cst_55 = arith.constant 0.000000e+00 : f32
      %130 = vector.broadcast %cst_55 : f32 to vector<512x512xf32>
      %131 = arith.select %114, %129, %130 : vector<512x512xi1>, vector<512x512xf32>
      %132 = arith.subf %115, %125 : vector<512x128xf32>
      %133 = math.exp %132 : vector<512x128xf32>
      %c0_56 = arith.constant 0 : index
      %c0_57 = arith.constant 0 : index
      %134 = vector.load %arg11[%c0_56, %c0_57] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %135 = arith.mulf %133, %134 : vector<512x128xf32>
      %cst_58 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %136 = vector.multi_reduction <add>, %131, %cst_58 [1] : vector<512x512xf32> to vector<512xf32>
      %137 = vector.shape_cast %136 : vector<512xf32> to vector<512x1xf32>
      %138 = vector.broadcast %137 : vector<512x1xf32> to vector<512x128xf32>
      %139 = arith.addf %135, %138 : vector<512x128xf32>
      %c0_59 = arith.constant 0 : index
      %c0_60 = arith.constant 0 : index
      %140 = vector.load %arg11[%c0_59, %c0_60] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %141 = vector.shape_cast %140 : vector<512x128xf32> to vector<512x128xf32>
      %142 = vector.shape_cast %139 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_59, %c0_60], %142 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %143 = arith.index_cast %arg18 : i32 to index
      %c0_61 = arith.constant 0 : index
      %c0_62 = arith.constant 0 : index
      %144 = vector.load %arg14[%143, %c0_61, %c0_62] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %145 = vector.shape_cast %144 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %146 = vector.extract_strided_slice %133 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_63 = arith.constant 0 : index
      %c0_64 = arith.constant 0 : index
      %147 = vector.load %arg12[%c0_63, %c0_64] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %148 = vector.broadcast %146 : vector<512x1xf32> to vector<512x128xf32>
      %149 = arith.mulf %148, %147 : vector<512x128xf32>
      %150 = arith.truncf %131 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_65 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %151 = tpu.matmul %150, %145, %cst_65 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %152 = arith.addf %149, %151 : vector<512x128xf32>
      %c0_66 = arith.constant 0 : index
      %c0_67 = arith.constant 0 : index
      %153 = vector.load %arg12[%c0_66, %c0_67] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %154 = vector.shape_cast %153 : vector<512x128xf32> to vector<512x128xf32>
      %155 = vector.shape_cast %152 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_66, %c0_67], %155 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_68 = arith.constant 0 : index
      %c0_69 = arith.constant 0 : index
      %156 = vector.load %arg10[%c0_68, %c0_69] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %157 = vector.shape_cast %156 : vector<512x128xf32> to vector<512x128xf32>
      %158 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg10[%c0_68, %c0_69], %158 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_70 = arith.constant 1 : i32
      %159 = arith.subi %c1_i32_70, %arg18 : i32
      scf.yield %45, %47, %159 : i32, i32, i32
    }
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    %26 = vector.load %arg11[%c0_11, %c0_12] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_13 = arith.constant 0.000000e+00 : f32
    %27 = vector.broadcast %cst_13 : f32 to vector<512x128xf32>
    %28 = arith.cmpf ogt, %26, %27 : vector<512x128xf32>
    %c0_14 = arith.constant 0 : index
    %c0_15 = arith.constant 0 : index
    %29 = vector.load %arg12[%c0_14, %c0_15] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_16 = arith.constant 1.000000e+00 : f32
    %30 = vector.broadcast %cst_16 : f32 to vector<512x128xf32>
    %31 = arith.select %28, %26, %30 : vector<512x128xi1>, vector<512x128xf32>
    %32 = vector.extract_strided_slice %31 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
    %33 = vector.broadcast %32 : vector<512x1xf32> to vector<512x128xf32>
    %34 = arith.divf %29, %33 : vector<512x128xf32>
    %35 = arith.truncf %34 : vector<512x128xf32> to vector<512x128xbf16>
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %c0_19 = arith.constant 0 : index
    %36 = vector.load %arg9[%c0_17, %c0_18, %c0_19] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %37 = vector.shape_cast %36 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %38 = vector.shape_cast %35 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0_17, %c0_18, %c0_19], %38 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32_0, %arg1 : i32
    %c64_i32_1 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %1, %3, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32_0, %arg1 : i32
    %c64_i32_1 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %1, %3, %c0_i32_2 : i32, i32, i32
  }
}
