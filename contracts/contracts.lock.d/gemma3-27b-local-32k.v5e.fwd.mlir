module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65xi16>, %arg1: tensor<189xi8>, %arg2: tensor<189xi8>, %arg3: tensor<189xi8>, %arg4: tensor<2x512x512xi8>, %arg5: tensor<65xi16>, %arg6: tensor<189xi8>, %arg7: tensor<189xi8>, %arg8: tensor<189xi8>, %arg9: tensor<2x512x512xi8>, %arg10: tensor<32x32768x128xbf16>, %arg11: tensor<16x32768x128xbf16>, %arg12: tensor<16x32768x128xbf16>) -> (tensor<32x32768x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<32x32768x128xbf16>, tensor<i32>) -> tensor<32x32768x128xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:0948c0b5c9268e4a4f2ae9d967e8cac19d5c4aab6c0b93df73a28c778e5b51fd\22, \22cost_estimate\22: {\22bytes_accessed\22: 2122317824, \22flops\22: 811748818944, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 1585446912}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi16>, tensor<189xi8>, tensor<189xi8>, tensor<189xi8>, tensor<32x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    return %3 : tensor<32x32768x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<32x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<32x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x32768x128xbf16>, tensor<bf16>) -> tensor<32x32768x128xbf16>
    return %1 : tensor<32x32768x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<16x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<16x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x32768x128xbf16>, tensor<bf16>) -> tensor<16x32768x128xbf16>
    return %1 : tensor<16x32768x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:0948c0b5c9268e4a4f2ae9d967e8cac19d5c4aab6c0b93df73a28c778e5b51fd
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<65xi16, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 64>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c64_i32_0 = arith.constant 64 : i32
    %3 = arith.remsi %0, %c64_i32_0 : i32
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
    %17 = memref.load %arg2[%16] : memref<65xi16, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<65xi16, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i16 to i32
    %23 = arith.cmpi slt, %18, %22 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32_8 : i32
    scf.if %25 {
      %c0_i32_20 = arith.constant 0 : i32
      %40 = arith.addi %2, %c0_i32_20 : i32
      %41 = arith.index_cast %18 : i32 to index
      %42 = memref.load %arg3[%41] : memref<189xi8, #tpu.memory_space<smem>>
      %43 = arith.extsi %42 : i8 to i32
      %c0_i32_21 = arith.constant 0 : i32
      %44 = arith.addi %43, %c0_i32_21 : i32
      %c2_i32 = arith.constant 2 : i32
      %45 = arith.divsi %40, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %46 = arith.muli %44, %c512_i32 : i32
      %47 = tpu.assume_multiple %46, 512 : i32
      %c2_i32_22 = arith.constant 2 : i32
      %48 = arith.divsi %40, %c2_i32_22 : i32
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
      %55 = tpu.memref_slice %arg7[%45, %47, %c0_i32_29] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
      %61 = tpu.memref_slice %arg8[%48, %50, %c0_i32_35] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
      %42 = memref.load %arg4[%41] : memref<189xi8, #tpu.memory_space<smem>>
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
        %c0_i32_69 = arith.constant 0 : i32
        %148 = arith.addi %2, %c0_i32_69 : i32
        %149 = arith.index_cast %46 : i32 to index
        %150 = memref.load %arg3[%149] : memref<189xi8, #tpu.memory_space<smem>>
        %151 = arith.extsi %150 : i8 to i32
        %152 = arith.addi %151, %48 : i32
        %c1_i32_70 = arith.constant 1 : i32
        %153 = arith.subi %c1_i32_70, %arg18 : i32
        %c2_i32_71 = arith.constant 2 : i32
        %154 = arith.divsi %148, %c2_i32_71 : i32
        %c512_i32_72 = arith.constant 512 : i32
        %155 = arith.muli %152, %c512_i32_72 : i32
        %156 = tpu.assume_multiple %155, 512 : i32
        %c2_i32_73 = arith.constant 2 : i32
        %157 = arith.divsi %148, %c2_i32_73 : i32
        %c512_i32_74 = arith.constant 512 : i32
        %158 = arith.muli %152, %c512_i32_74 : i32
        %159 = tpu.assume_multiple %158, 512 : i32
        %c0_i32_75 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg15[%153, %c0_i32_75] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %161 = tpu.memref_squeeze %160 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_76 = arith.constant 0 : i32
        %c0_i32_77 = arith.constant 0 : i32
        %162 = tpu.memref_slice %arg13[%153, %c0_i32_76, %c0_i32_77] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %163 = tpu.memref_squeeze %162 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_78 = arith.constant 0 : i32
        %164 = tpu.memref_slice %arg7[%154, %156, %c0_i32_78] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %165 = tpu.memref_squeeze %164 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%165 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%163 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%161 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_79 = arith.constant 1 : i32
        %166 = tpu.memref_slice %arg15[%153, %c1_i32_79] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %167 = tpu.memref_squeeze %166 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_80 = arith.constant 0 : i32
        %c0_i32_81 = arith.constant 0 : i32
        %168 = tpu.memref_slice %arg14[%153, %c0_i32_80, %c0_i32_81] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %169 = tpu.memref_squeeze %168 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_82 = arith.constant 0 : i32
        %170 = tpu.memref_slice %arg8[%157, %159, %c0_i32_82] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %171 = tpu.memref_squeeze %170 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%171 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%169 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%167 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_25 = arith.constant 0 : i32
      %52 = arith.addi %2, %c0_i32_25 : i32
      %53 = arith.index_cast %arg16 : i32 to index
      %54 = memref.load %arg3[%53] : memref<189xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %56 = arith.addi %55, %arg17 : i32
      %c2_i32 = arith.constant 2 : i32
      %57 = arith.divsi %52, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %56, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c2_i32_26 = arith.constant 2 : i32
      %60 = arith.divsi %52, %c2_i32_26 : i32
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
      %67 = tpu.memref_slice %arg7[%57, %59, %c0_i32_31] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
      %73 = tpu.memref_slice %arg8[%60, %62, %c0_i32_35] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%72 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %75 = arith.index_cast %arg16 : i32 to index
      %76 = memref.load %arg5[%75] : memref<189xi8, #tpu.memory_space<smem>>
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
      %94 = arith.subi %93, %89 : vector<512x512xi32>
      %c-1023_i32 = arith.constant -1023 : i32
      %95 = vector.broadcast %c-1023_i32 : i32 to vector<512x512xi32>
      %96 = arith.cmpi sge, %94, %95 : vector<512x512xi32>
      %c0_i32_45 = arith.constant 0 : i32
      %97 = vector.broadcast %c0_i32_45 : i32 to vector<512x512xi32>
      %98 = arith.cmpi sle, %94, %97 : vector<512x512xi32>
      %99 = arith.andi %96, %98 : vector<512x512xi1>
      %c2_i32_46 = arith.constant 2 : i32
      %100 = arith.cmpi eq, %77, %c2_i32_46 : i32
      %101 = vector.broadcast %100 : i1 to vector<512x512xi1>
      %102 = arith.ori %99, %101 : vector<512x512xi1>
      %c0_47 = arith.constant 0 : index
      %c0_48 = arith.constant 0 : index
      %103 = vector.load %arg10[%c0_47, %c0_48] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_49 = arith.constant 0xFF800000 : f32
      %104 = vector.broadcast %cst_49 : f32 to vector<512x512xf32>
      %105 = arith.select %102, %85, %104 : vector<512x512xi1>, vector<512x512xf32>
      %cst_50 = arith.constant dense<0xFF800000> : vector<512xf32>
      %106 = vector.multi_reduction <maximumf>, %105, %cst_50 [1] : vector<512x512xf32> to vector<512xf32>
      %107 = vector.shape_cast %106 : vector<512xf32> to vector<512x1xf32>
      %108 = vector.broadcast %107 : vector<512x1xf32> to vector<512x128xf32>
      %109 = arith.maximumf %103, %108 : vector<512x128xf32>
      %cst_51 = arith.constant 0xFF800000 : f32
      %110 = vector.broadcast %cst_51 : f32 to vector<512x128xf32>
      %111 = arith.cmpf oeq, %109, %110 : vector<512x128xf32>
      %cst_52 = arith.constant 0.000000e+00 : f32
      %112 = vector.broadcast %cst_52 : f32 to vector<512x128xf32>
      %113 = arith.select %111, %112, %109 : vector<512x128xi1>, vector<512x128xf32>
      %114 = vector.extract_strided_slice %113 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %115 = vector.broadcast %114 : vector<512x1xf32> to vector<512x512xf32>
      %116 = arith.subf %85, %115 : vector<512x512xf32>
      %117 = math.exp %116 : vector<512x512xf32>
      %cst_53 = arith.constant 0.000000e+00 : f32
      %118 = vector.broadcast %cst_53 : f32 to vector<512x512xf32>
      %119 = arith.select %102, %117, %118 : vector<512x512xi1>, vector<512x512xf32>
      %120 = arith.subf %103, %113 : vector<512x128xf32>
      %121 = math.exp %120 : vector<512x128xf32>
      %c0_54 = arith.constant 0 : index
      %c0_55 = arith.constant 0 : index
      %122 = vector.load %arg11[%c0_54, %c0_55] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %123 = arith.mulf %121, %122 : vector<512x128xf32>
      %cst_56 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %124 = vector.multi_reduction <add>, %119, %cst_56 [1] : vector<512x512xf32> to vector<512xf32>
      %125 = vector.shape_cast %124 : vector<512xf32> to vector<512x1xf32>
      %126 = vector.broadcast %125 : vector<512x1xf32> to vector<512x128xf32>
      %127 = arith.addf %123, %126 : vector<512x128xf32>
      %c0_57 = arith.constant 0 : index
      %c0_58 = arith.constant 0 : index
      %128 = vector.load %arg11[%c0_57, %c0_58] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %129 = vector.shape_cast %128 : vector<512x128xf32> to vector<512x128xf32>
      %130 = vector.shape_cast %127 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_57, %c0_58], %130 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %131 = arith.index_cast %arg18 : i32 to index
      %c0_59 = arith.constant 0 : index
      %c0_60 = arith.constant 0 : index
      %132 = vector.load %arg14[%131, %c0_59, %c0_60] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %133 = vector.shape_cast %132 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %134 = vector.extract_strided_slice %121 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_61 = arith.constant 0 : index
      %c0_62 = arith.constant 0 : index
      %135 = vector.load %arg12[%c0_61, %c0_62] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %136 = vector.broadcast %134 : vector<512x1xf32> to vector<512x128xf32>
      %137 = arith.mulf %136, %135 : vector<512x128xf32>
      %138 = arith.truncf %119 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_63 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %139 = tpu.matmul %138, %133, %cst_63 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %140 = arith.addf %137, %139 : vector<512x128xf32>
      %c0_64 = arith.constant 0 : index
      %c0_65 = arith.constant 0 : index
      %141 = vector.load %arg12[%c0_64, %c0_65] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %142 = vector.shape_cast %141 : vector<512x128xf32> to vector<512x128xf32>
      %143 = vector.shape_cast %140 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_64, %c0_65], %143 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_66 = arith.constant 0 : index
      %c0_67 = arith.constant 0 : index
      %144 = vector.load %arg10[%c0_66, %c0_67] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %145 = vector.shape_cast %144 : vector<512x128xf32> to vector<512x128xf32>
      %146 = vector.shape_cast %109 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg10[%c0_66, %c0_67], %146 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_68 = arith.constant 1 : i32
      %147 = arith.subi %c1_i32_68, %arg18 : i32
      scf.yield %46, %48, %147 : i32, i32, i32
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
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<65xi16, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c64_i32_1 = arith.constant 64 : i32
    %4 = arith.remsi %3, %c64_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<65xi16, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c64_i32_1 = arith.constant 64 : i32
    %4 = arith.remsi %3, %c64_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
}
