module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi8>, %arg1: tensor<123xi8>, %arg2: tensor<123xi8>, %arg3: tensor<123xi8>, %arg4: tensor<6x512x512xi8>, %arg5: tensor<33xi8>, %arg6: tensor<123xi8>, %arg7: tensor<123xi8>, %arg8: tensor<123xi8>, %arg9: tensor<6x512x512xi8>, %arg10: tensor<12x16384x64xbf16>, %arg11: tensor<12x16384x64xbf16>, %arg12: tensor<12x16384x64xbf16>) -> (tensor<12x16384x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %1 = call @_pad(%arg11, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %2 = call @_pad(%arg12, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:aa1cde51f4c5d728342598f338bb00700da7e1a50ee2427c21e293e3cc51e3d5\22, \22cost_estimate\22: {\22bytes_accessed\22: 292552704, \22flops\22: 124017180672, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<123xi8>, tensor<123xi8>, tensor<123xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    return %3 : tensor<12x16384x64xbf16>
  }
  func.func private @_pad(%arg0: tensor<12x16384x64xbf16>, %arg1: tensor<i32>) -> tensor<12x16384x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<12x16384x64xbf16>, tensor<bf16>) -> tensor<12x16384x64xbf16>
    return %1 : tensor<12x16384x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:aa1cde51f4c5d728342598f338bb00700da7e1a50ee2427c21e293e3cc51e3d5
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg8: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg13: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 32>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32_0 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32_0 : i32
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
    %12 = vector.broadcast %cst_5 : f32 to vector<512x64xf32>
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %13 = vector.load %arg12[%c0_6, %c0_7] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %14 = vector.shape_cast %13 : vector<512x64xf32> to vector<512x64xf32>
    %15 = vector.shape_cast %12 : vector<512x64xf32> to vector<512x64xf32>
    tpu.vector_store %arg12[%c0_6, %c0_7], %15 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
    %16 = arith.index_cast %arg1 : i32 to index
    %17 = memref.load %arg2[%16] : memref<33xi8, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<33xi8, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i8 to i32
    %23 = arith.cmpi slt, %18, %22 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32_8 : i32
    scf.if %25 {
      %c0_i32_20 = arith.constant 0 : i32
      %40 = arith.addi %2, %c0_i32_20 : i32
      %41 = arith.index_cast %18 : i32 to index
      %42 = memref.load %arg3[%41] : memref<123xi8, #tpu.memory_space<smem>>
      %43 = arith.extsi %42 : i8 to i32
      %c0_i32_21 = arith.constant 0 : i32
      %44 = arith.addi %43, %c0_i32_21 : i32
      %c512_i32 = arith.constant 512 : i32
      %45 = arith.muli %44, %c512_i32 : i32
      %46 = tpu.assume_multiple %45, 512 : i32
      %c512_i32_22 = arith.constant 512 : i32
      %47 = arith.muli %44, %c512_i32_22 : i32
      %48 = tpu.assume_multiple %47, 512 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg15[%c0_i32_24, %c0_i32_25] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_26 = arith.constant 0 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg13[%c0_i32_23, %c0_i32_26, %c0_i32_27] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_28 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg7[%40, %46, %c0_i32_28] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%52 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_29 = arith.constant 0 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %c1_i32_31 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg15[%c0_i32_30, %c1_i32_31] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg14[%c0_i32_29, %c0_i32_32, %c0_i32_33] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_34 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg8[%40, %48, %c0_i32_34] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%58 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %42 = memref.load %arg4[%41] : memref<123xi8, #tpu.memory_space<smem>>
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
        %c0_i32_70 = arith.constant 0 : i32
        %166 = arith.addi %2, %c0_i32_70 : i32
        %167 = arith.index_cast %46 : i32 to index
        %168 = memref.load %arg3[%167] : memref<123xi8, #tpu.memory_space<smem>>
        %169 = arith.extsi %168 : i8 to i32
        %170 = arith.addi %169, %48 : i32
        %c1_i32_71 = arith.constant 1 : i32
        %171 = arith.subi %c1_i32_71, %arg18 : i32
        %c512_i32_72 = arith.constant 512 : i32
        %172 = arith.muli %170, %c512_i32_72 : i32
        %173 = tpu.assume_multiple %172, 512 : i32
        %c512_i32_73 = arith.constant 512 : i32
        %174 = arith.muli %170, %c512_i32_73 : i32
        %175 = tpu.assume_multiple %174, 512 : i32
        %c0_i32_74 = arith.constant 0 : i32
        %176 = tpu.memref_slice %arg15[%171, %c0_i32_74] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %177 = tpu.memref_squeeze %176 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_75 = arith.constant 0 : i32
        %c0_i32_76 = arith.constant 0 : i32
        %178 = tpu.memref_slice %arg13[%171, %c0_i32_75, %c0_i32_76] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %179 = tpu.memref_squeeze %178 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_77 = arith.constant 0 : i32
        %180 = tpu.memref_slice %arg7[%166, %173, %c0_i32_77] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %181 = tpu.memref_squeeze %180 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%181 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%179 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%177 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_78 = arith.constant 1 : i32
        %182 = tpu.memref_slice %arg15[%171, %c1_i32_78] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %183 = tpu.memref_squeeze %182 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_79 = arith.constant 0 : i32
        %c0_i32_80 = arith.constant 0 : i32
        %184 = tpu.memref_slice %arg14[%171, %c0_i32_79, %c0_i32_80] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %185 = tpu.memref_squeeze %184 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_81 = arith.constant 0 : i32
        %186 = tpu.memref_slice %arg8[%166, %175, %c0_i32_81] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %187 = tpu.memref_squeeze %186 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%187 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%185 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%183 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_25 = arith.constant 0 : i32
      %52 = arith.addi %2, %c0_i32_25 : i32
      %53 = arith.index_cast %arg16 : i32 to index
      %54 = memref.load %arg3[%53] : memref<123xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %56 = arith.addi %55, %arg17 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %56, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c512_i32_26 = arith.constant 512 : i32
      %59 = arith.muli %56, %c512_i32_26 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg15[%arg18, %c0_i32_27] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_28 = arith.constant 0 : i32
      %c0_i32_29 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg13[%arg18, %c0_i32_28, %c0_i32_29] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_30 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg7[%52, %58, %c0_i32_30] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%66 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%64 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_31 = arith.constant 1 : i32
      %67 = tpu.memref_slice %arg15[%arg18, %c1_i32_31] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg14[%arg18, %c0_i32_32, %c0_i32_33] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_34 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg8[%52, %60, %c0_i32_34] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%72 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%70 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %73 = arith.index_cast %arg16 : i32 to index
      %74 = memref.load %arg5[%73] : memref<123xi8, #tpu.memory_space<smem>>
      %75 = arith.extsi %74 : i8 to i32
      %c0_35 = arith.constant 0 : index
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %76 = vector.load %arg6[%c0_35, %c0_36, %c0_37] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %77 = vector.shape_cast %76 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %78 = arith.index_cast %arg18 : i32 to index
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %79 = vector.load %arg13[%78, %c0_38, %c0_39] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %80 = vector.shape_cast %79 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %cst_40 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %81 = tpu.matmul %77, %80, %cst_40 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_41 = arith.constant 1.250000e-01 : f32
      %82 = vector.broadcast %cst_41 : f32 to vector<512x512xf32>
      %83 = arith.mulf %81, %82 : vector<512x512xf32>
      %c512_i32_42 = arith.constant 512 : i32
      %84 = arith.muli %3, %c512_i32_42 : i32
      %85 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %86 = vector.broadcast %84 : i32 to vector<512x512xi32>
      %87 = arith.addi %86, %85 : vector<512x512xi32>
      %c512_i32_43 = arith.constant 512 : i32
      %88 = arith.muli %56, %c512_i32_43 : i32
      %89 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %90 = vector.broadcast %88 : i32 to vector<512x512xi32>
      %91 = arith.addi %90, %89 : vector<512x512xi32>
      %92 = arith.subi %91, %87 : vector<512x512xi32>
      %c-512_i32 = arith.constant -512 : i32
      %93 = vector.broadcast %c-512_i32 : i32 to vector<512x512xi32>
      %94 = arith.cmpi sge, %92, %93 : vector<512x512xi32>
      %c512_i32_44 = arith.constant 512 : i32
      %95 = vector.broadcast %c512_i32_44 : i32 to vector<512x512xi32>
      %96 = arith.cmpi sle, %92, %95 : vector<512x512xi32>
      %97 = arith.andi %94, %96 : vector<512x512xi1>
      %98 = arith.cmpi eq, %87, %87 : vector<512x512xi32>
      %99 = arith.cmpi eq, %91, %91 : vector<512x512xi32>
      %100 = arith.andi %98, %99 : vector<512x512xi1>
      %c0_i32_45 = arith.constant 0 : i32
      %101 = vector.broadcast %c0_i32_45 : i32 to vector<512x512xi32>
      %102 = arith.cmpi sge, %87, %101 : vector<512x512xi32>
      %103 = arith.andi %100, %102 : vector<512x512xi1>
      %c128_i32 = arith.constant 128 : i32
      %104 = vector.broadcast %c128_i32 : i32 to vector<512x512xi32>
      %105 = arith.cmpi slt, %87, %104 : vector<512x512xi32>
      %106 = arith.andi %103, %105 : vector<512x512xi1>
      %107 = arith.cmpi eq, %87, %87 : vector<512x512xi32>
      %108 = arith.cmpi eq, %91, %91 : vector<512x512xi32>
      %109 = arith.andi %107, %108 : vector<512x512xi1>
      %c0_i32_46 = arith.constant 0 : i32
      %110 = vector.broadcast %c0_i32_46 : i32 to vector<512x512xi32>
      %111 = arith.cmpi sge, %91, %110 : vector<512x512xi32>
      %112 = arith.andi %109, %111 : vector<512x512xi1>
      %c128_i32_47 = arith.constant 128 : i32
      %113 = vector.broadcast %c128_i32_47 : i32 to vector<512x512xi32>
      %114 = arith.cmpi slt, %91, %113 : vector<512x512xi32>
      %115 = arith.andi %112, %114 : vector<512x512xi1>
      %116 = arith.ori %106, %115 : vector<512x512xi1>
      %117 = arith.ori %97, %116 : vector<512x512xi1>
      %c2_i32 = arith.constant 2 : i32
      %118 = arith.cmpi eq, %75, %c2_i32 : i32
      %119 = vector.broadcast %118 : i1 to vector<512x512xi1>
      %120 = arith.ori %117, %119 : vector<512x512xi1>
      %c0_48 = arith.constant 0 : index
      %c0_49 = arith.constant 0 : index
      %121 = vector.load %arg10[%c0_48, %c0_49] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_50 = arith.constant 0xFF800000 : f32
      %122 = vector.broadcast %cst_50 : f32 to vector<512x512xf32>
      %123 = arith.select %120, %83, %122 : vector<512x512xi1>, vector<512x512xf32>
      %cst_51 = arith.constant dense<0xFF800000> : vector<512xf32>
      %124 = vector.multi_reduction <maximumf>, %123, %cst_51 [1] : vector<512x512xf32> to vector<512xf32>
      %125 = vector.shape_cast %124 : vector<512xf32> to vector<512x1xf32>
      %126 = vector.broadcast %125 : vector<512x1xf32> to vector<512x128xf32>
      %127 = arith.maximumf %121, %126 : vector<512x128xf32>
      %cst_52 = arith.constant 0xFF800000 : f32
      %128 = vector.broadcast %cst_52 : f32 to vector<512x128xf32>
      %129 = arith.cmpf oeq, %127, %128 : vector<512x128xf32>
      %cst_53 = arith.constant 0.000000e+00 : f32
      %130 = vector.broadcast %cst_53 : f32 to vector<512x128xf32>
      %131 = arith.select %129, %130, %127 : vector<512x128xi1>, vector<512x128xf32>
      %132 = vector.extract_strided_slice %131 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %133 = vector.broadcast %132 : vector<512x1xf32> to vector<512x512xf32>
      %134 = arith.subf %83, %133 : vector<512x512xf32>
      %135 = math.exp %134 : vector<512x512xf32>
      %cst_54 = arith.constant 0.000000e+00 : f32
      %136 = vector.broadcast %cst_54 : f32 to vector<512x512xf32>
      %137 = arith.select %120, %135, %136 : vector<512x512xi1>, vector<512x512xf32>
      %138 = arith.subf %121, %131 : vector<512x128xf32>
      %139 = math.exp %138 : vector<512x128xf32>
      %c0_55 = arith.constant 0 : index
      %c0_56 = arith.constant 0 : index
      %140 = vector.load %arg11[%c0_55, %c0_56] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %141 = arith.mulf %139, %140 : vector<512x128xf32>
      %cst_57 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %142 = vector.multi_reduction <add>, %137, %cst_57 [1] : vector<512x512xf32> to vector<512xf32>
      %143 = vector.shape_cast %142 : vector<512xf32> to vector<512x1xf32>
      %144 = vector.broadcast %143 : vector<512x1xf32> to vector<512x128xf32>
      %145 = arith.addf %141, %144 : vector<512x128xf32>
      %c0_58 = arith.constant 0 : index
      %c0_59 = arith.constant 0 : index
      %146 = vector.load %arg11[%c0_58, %c0_59] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %147 = vector.shape_cast %146 : vector<512x128xf32> to vector<512x128xf32>
      %148 = vector.shape_cast %145 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_58, %c0_59], %148 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %149 = arith.index_cast %arg18 : i32 to index
      %c0_60 = arith.constant 0 : index
      %c0_61 = arith.constant 0 : index
      %150 = vector.load %arg14[%149, %c0_60, %c0_61] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %151 = vector.shape_cast %150 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %152 = vector.extract_strided_slice %139 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_62 = arith.constant 0 : index
      %c0_63 = arith.constant 0 : index
      %153 = vector.load %arg12[%c0_62, %c0_63] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %154 = vector.broadcast %152 : vector<512x1xf32> to vector<512x64xf32>
      %155 = arith.mulf %154, %153 : vector<512x64xf32>
      %156 = arith.truncf %137 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_64 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
      %157 = tpu.matmul %156, %151, %cst_64 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
      %158 = arith.addf %155, %157 : vector<512x64xf32>
      %c0_65 = arith.constant 0 : index
      %c0_66 = arith.constant 0 : index
      %159 = vector.load %arg12[%c0_65, %c0_66] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %160 = vector.shape_cast %159 : vector<512x64xf32> to vector<512x64xf32>
      %161 = vector.shape_cast %158 : vector<512x64xf32> to vector<512x64xf32>
      tpu.vector_store %arg12[%c0_65, %c0_66], %161 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
      %c0_67 = arith.constant 0 : index
      %c0_68 = arith.constant 0 : index
      %162 = vector.load %arg10[%c0_67, %c0_68] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %163 = vector.shape_cast %162 : vector<512x128xf32> to vector<512x128xf32>
      %164 = vector.shape_cast %127 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg10[%c0_67, %c0_68], %164 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_69 = arith.constant 1 : i32
      %165 = arith.subi %c1_i32_69, %arg18 : i32
      scf.yield %46, %48, %165 : i32, i32, i32
    }
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    %27 = vector.load %arg11[%c0_11, %c0_12] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_13 = arith.constant 0.000000e+00 : f32
    %28 = vector.broadcast %cst_13 : f32 to vector<512x128xf32>
    %29 = arith.cmpf ogt, %27, %28 : vector<512x128xf32>
    %c0_14 = arith.constant 0 : index
    %c0_15 = arith.constant 0 : index
    %30 = vector.load %arg12[%c0_14, %c0_15] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %cst_16 = arith.constant 1.000000e+00 : f32
    %31 = vector.broadcast %cst_16 : f32 to vector<512x128xf32>
    %32 = arith.select %29, %27, %31 : vector<512x128xi1>, vector<512x128xf32>
    %33 = vector.extract_strided_slice %32 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
    %34 = vector.broadcast %33 : vector<512x1xf32> to vector<512x64xf32>
    %35 = arith.divf %30, %34 : vector<512x64xf32>
    %36 = arith.truncf %35 : vector<512x64xf32> to vector<512x64xbf16>
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %c0_19 = arith.constant 0 : index
    %37 = vector.load %arg9[%c0_17, %c0_18, %c0_19] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %38 = vector.shape_cast %37 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %39 = vector.shape_cast %36 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg9[%c0_17, %c0_18, %c0_19], %39 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
}
