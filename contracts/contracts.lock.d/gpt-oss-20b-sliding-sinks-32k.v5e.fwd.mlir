module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<256xi16>, %arg2: tensor<256xi8>, %arg3: tensor<256xi8>, %arg4: tensor<2x128x128xi8>, %arg5: tensor<257xi16>, %arg6: tensor<256xi16>, %arg7: tensor<256xi8>, %arg8: tensor<256xi8>, %arg9: tensor<2x128x128xi8>, %arg10: tensor<64x32768x64xbf16>, %arg11: tensor<8x32768x64xbf16>, %arg12: tensor<8x32768x64xbf16>, %arg13: tensor<64xf32>) -> (tensor<64x32768x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<64x32768x64xbf16>, tensor<i32>) -> tensor<64x32768x64xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %3 = stablehlo.broadcast_in_dim %arg13, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<64x1x1xf32>) -> tensor<64x1x128xf32>
    %5 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %4, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:26a80508d1928b360405c76116d017a9418028462982f38ffda8727000ef205e\22, \22cost_estimate\22: {\22bytes_accessed\22: 1608515584, \22flops\22: 137170518016, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<256xi16>, tensor<256xi8>, tensor<256xi8>, tensor<64x32768x64xbf16>, tensor<64x1x128xf32>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>) -> tensor<64x32768x64xbf16>
    return %5 : tensor<64x32768x64xbf16>
  }
  func.func private @_pad(%arg0: tensor<64x32768x64xbf16>, %arg1: tensor<i32>) -> tensor<64x32768x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<64x32768x64xbf16>, tensor<bf16>) -> tensor<64x32768x64xbf16>
    return %1 : tensor<64x32768x64xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x32768x64xbf16>, %arg1: tensor<i32>) -> tensor<8x32768x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x64xbf16>, tensor<bf16>) -> tensor<8x32768x64xbf16>
    return %1 : tensor<8x32768x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:26a80508d1928b360405c76116d017a9418028462982f38ffda8727000ef205e
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg8: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg9: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 64, 256>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 1, 128>}, {}, {}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c256_i32_0 = arith.constant 256 : i32
    %3 = arith.remsi %0, %c256_i32_0 : i32
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %4 = vector.load %arg7[%c0, %c0_1, %c0_2] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %5 = vector.shape_cast %4 : vector<1x1x128xf32> to vector<1x128xf32>
    %6 = vector.shape_cast %5 : vector<1x128xf32> to vector<1x128xf32>
    %7 = vector.broadcast %6 : vector<1x128xf32> to vector<128x128xf32>
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %8 = vector.load %arg11[%c0_3, %c0_4] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %9 = vector.shape_cast %8 : vector<128x128xf32> to vector<128x128xf32>
    %10 = vector.shape_cast %7 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg11[%c0_3, %c0_4], %10 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst = arith.constant 1.000000e+00 : f32
    %11 = vector.broadcast %cst : f32 to vector<128x128xf32>
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %12 = vector.load %arg12[%c0_5, %c0_6] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %13 = vector.shape_cast %12 : vector<128x128xf32> to vector<128x128xf32>
    %14 = vector.shape_cast %11 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg12[%c0_5, %c0_6], %14 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_7 = arith.constant 0.000000e+00 : f32
    %15 = vector.broadcast %cst_7 : f32 to vector<128x64xf32>
    %c0_8 = arith.constant 0 : index
    %c0_9 = arith.constant 0 : index
    %16 = vector.load %arg13[%c0_8, %c0_9] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %17 = vector.shape_cast %16 : vector<128x64xf32> to vector<128x64xf32>
    %18 = vector.shape_cast %15 : vector<128x64xf32> to vector<128x64xf32>
    tpu.vector_store %arg13[%c0_8, %c0_9], %18 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
    %19 = arith.index_cast %arg1 : i32 to index
    %20 = memref.load %arg2[%19] : memref<257xi16, #tpu.memory_space<smem>>
    %21 = arith.extsi %20 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %22 = arith.addi %arg1, %c1_i32 : i32
    %23 = arith.index_cast %22 : i32 to index
    %24 = memref.load %arg2[%23] : memref<257xi16, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i16 to i32
    %26 = arith.cmpi slt, %21, %25 : i32
    %27 = arith.extui %26 : i1 to i32
    %c0_i32_10 = arith.constant 0 : i32
    %28 = arith.cmpi ne, %27, %c0_i32_10 : i32
    scf.if %28 {
      %c0_i32_22 = arith.constant 0 : i32
      %43 = arith.addi %2, %c0_i32_22 : i32
      %44 = arith.index_cast %21 : i32 to index
      %45 = memref.load %arg3[%44] : memref<256xi16, #tpu.memory_space<smem>>
      %46 = arith.extsi %45 : i16 to i32
      %c0_i32_23 = arith.constant 0 : i32
      %47 = arith.addi %46, %c0_i32_23 : i32
      %c8_i32 = arith.constant 8 : i32
      %48 = arith.divsi %43, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %49 = arith.muli %47, %c128_i32 : i32
      %50 = tpu.assume_multiple %49, 128 : i32
      %c8_i32_24 = arith.constant 8 : i32
      %51 = arith.divsi %43, %c8_i32_24 : i32
      %c128_i32_25 = arith.constant 128 : i32
      %52 = arith.muli %47, %c128_i32_25 : i32
      %53 = tpu.assume_multiple %52, 128 : i32
      %c0_i32_26 = arith.constant 0 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg16[%c0_i32_27, %c0_i32_28] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_29 = arith.constant 0 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg14[%c0_i32_26, %c0_i32_29, %c0_i32_30] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %57 = tpu.memref_squeeze %56 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_31 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg8[%48, %50, %c0_i32_31] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %59 = tpu.memref_squeeze %58 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%59 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%57 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%55 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %c1_i32_34 = arith.constant 1 : i32
      %60 = tpu.memref_slice %arg16[%c0_i32_33, %c1_i32_34] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_35 = arith.constant 0 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg15[%c0_i32_32, %c0_i32_35, %c0_i32_36] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_37 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg9[%51, %53, %c0_i32_37] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%65 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%63 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %29:3 = scf.while (%arg17 = %21, %arg18 = %c0_i32_11, %arg19 = %c0_i32_12) : (i32, i32, i32) -> (i32, i32, i32) {
      %43 = arith.cmpi slt, %arg17, %25 : i32
      scf.condition(%43) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32_22 = arith.constant 1 : i32
      %43 = arith.addi %arg18, %c1_i32_22 : i32
      %44 = arith.index_cast %arg17 : i32 to index
      %45 = memref.load %arg4[%44] : memref<256xi8, #tpu.memory_space<smem>>
      %46 = arith.extsi %45 : i8 to i32
      %47 = arith.cmpi sge, %43, %46 : i32
      %c1_i32_23 = arith.constant 1 : i32
      %48 = arith.addi %arg17, %c1_i32_23 : i32
      %49 = arith.select %47, %48, %arg17 : i32
      %c1_i32_24 = arith.constant 1 : i32
      %50 = arith.addi %arg18, %c1_i32_24 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %51 = arith.select %47, %c0_i32_25, %50 : i32
      %52 = arith.cmpi slt, %49, %25 : i32
      %53 = arith.extui %52 : i1 to i32
      %c0_i32_26 = arith.constant 0 : i32
      %54 = arith.cmpi ne, %53, %c0_i32_26 : i32
      scf.if %54 {
        %c0_i32_70 = arith.constant 0 : i32
        %151 = arith.addi %2, %c0_i32_70 : i32
        %152 = arith.index_cast %49 : i32 to index
        %153 = memref.load %arg3[%152] : memref<256xi16, #tpu.memory_space<smem>>
        %154 = arith.extsi %153 : i16 to i32
        %155 = arith.addi %154, %51 : i32
        %c1_i32_71 = arith.constant 1 : i32
        %156 = arith.subi %c1_i32_71, %arg19 : i32
        %c8_i32_72 = arith.constant 8 : i32
        %157 = arith.divsi %151, %c8_i32_72 : i32
        %c128_i32_73 = arith.constant 128 : i32
        %158 = arith.muli %155, %c128_i32_73 : i32
        %159 = tpu.assume_multiple %158, 128 : i32
        %c8_i32_74 = arith.constant 8 : i32
        %160 = arith.divsi %151, %c8_i32_74 : i32
        %c128_i32_75 = arith.constant 128 : i32
        %161 = arith.muli %155, %c128_i32_75 : i32
        %162 = tpu.assume_multiple %161, 128 : i32
        %c0_i32_76 = arith.constant 0 : i32
        %163 = tpu.memref_slice %arg16[%156, %c0_i32_76] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %164 = tpu.memref_squeeze %163 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_77 = arith.constant 0 : i32
        %c0_i32_78 = arith.constant 0 : i32
        %165 = tpu.memref_slice %arg14[%156, %c0_i32_77, %c0_i32_78] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %166 = tpu.memref_squeeze %165 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_79 = arith.constant 0 : i32
        %167 = tpu.memref_slice %arg8[%157, %159, %c0_i32_79] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %168 = tpu.memref_squeeze %167 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%168 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%166 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%164 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_80 = arith.constant 1 : i32
        %169 = tpu.memref_slice %arg16[%156, %c1_i32_80] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %170 = tpu.memref_squeeze %169 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_81 = arith.constant 0 : i32
        %c0_i32_82 = arith.constant 0 : i32
        %171 = tpu.memref_slice %arg15[%156, %c0_i32_81, %c0_i32_82] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %172 = tpu.memref_squeeze %171 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_83 = arith.constant 0 : i32
        %173 = tpu.memref_slice %arg9[%160, %162, %c0_i32_83] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %174 = tpu.memref_squeeze %173 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%174 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%172 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%170 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_27 = arith.constant 0 : i32
      %55 = arith.addi %2, %c0_i32_27 : i32
      %56 = arith.index_cast %arg17 : i32 to index
      %57 = memref.load %arg3[%56] : memref<256xi16, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i16 to i32
      %59 = arith.addi %58, %arg18 : i32
      %c8_i32 = arith.constant 8 : i32
      %60 = arith.divsi %55, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %61 = arith.muli %59, %c128_i32 : i32
      %62 = tpu.assume_multiple %61, 128 : i32
      %c8_i32_28 = arith.constant 8 : i32
      %63 = arith.divsi %55, %c8_i32_28 : i32
      %c128_i32_29 = arith.constant 128 : i32
      %64 = arith.muli %59, %c128_i32_29 : i32
      %65 = tpu.assume_multiple %64, 128 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg16[%arg19, %c0_i32_30] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_31 = arith.constant 0 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg14[%arg19, %c0_i32_31, %c0_i32_32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_33 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg8[%60, %62, %c0_i32_33] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%69 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_34 = arith.constant 1 : i32
      %72 = tpu.memref_slice %arg16[%arg19, %c1_i32_34] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_35 = arith.constant 0 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg15[%arg19, %c0_i32_35, %c0_i32_36] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %75 = tpu.memref_squeeze %74 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_37 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg9[%63, %65, %c0_i32_37] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %77 = tpu.memref_squeeze %76 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%77 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%75 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %78 = arith.index_cast %arg17 : i32 to index
      %79 = memref.load %arg5[%78] : memref<256xi8, #tpu.memory_space<smem>>
      %80 = arith.extsi %79 : i8 to i32
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %81 = vector.load %arg6[%c0_38, %c0_39, %c0_40] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %82 = vector.shape_cast %81 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %83 = arith.index_cast %arg19 : i32 to index
      %c0_41 = arith.constant 0 : index
      %c0_42 = arith.constant 0 : index
      %84 = vector.load %arg14[%83, %c0_41, %c0_42] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %85 = vector.shape_cast %84 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_43 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %86 = tpu.matmul %82, %85, %cst_43 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_44 = arith.constant 1.250000e-01 : f32
      %87 = vector.broadcast %cst_44 : f32 to vector<128x128xf32>
      %88 = arith.mulf %86, %87 : vector<128x128xf32>
      %c128_i32_45 = arith.constant 128 : i32
      %89 = arith.muli %3, %c128_i32_45 : i32
      %90 = tpu.iota {dimensions = array<i32: 0>} : vector<128x128xi32>
      %91 = vector.broadcast %89 : i32 to vector<128x128xi32>
      %92 = arith.addi %91, %90 : vector<128x128xi32>
      %c128_i32_46 = arith.constant 128 : i32
      %93 = arith.muli %59, %c128_i32_46 : i32
      %94 = tpu.iota {dimensions = array<i32: 1>} : vector<128x128xi32>
      %95 = vector.broadcast %93 : i32 to vector<128x128xi32>
      %96 = arith.addi %95, %94 : vector<128x128xi32>
      %97 = arith.subi %96, %92 : vector<128x128xi32>
      %c-127_i32 = arith.constant -127 : i32
      %98 = vector.broadcast %c-127_i32 : i32 to vector<128x128xi32>
      %99 = arith.cmpi sge, %97, %98 : vector<128x128xi32>
      %c0_i32_47 = arith.constant 0 : i32
      %100 = vector.broadcast %c0_i32_47 : i32 to vector<128x128xi32>
      %101 = arith.cmpi sle, %97, %100 : vector<128x128xi32>
      %102 = arith.andi %99, %101 : vector<128x128xi1>
      %c2_i32 = arith.constant 2 : i32
      %103 = arith.cmpi eq, %80, %c2_i32 : i32
      %104 = vector.broadcast %103 : i1 to vector<128x128xi1>
      %105 = arith.ori %102, %104 : vector<128x128xi1>
      %c0_48 = arith.constant 0 : index
      %c0_49 = arith.constant 0 : index
      %106 = vector.load %arg11[%c0_48, %c0_49] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_50 = arith.constant 0xFF800000 : f32
      %107 = vector.broadcast %cst_50 : f32 to vector<128x128xf32>
      %108 = arith.select %105, %88, %107 : vector<128x128xi1>, vector<128x128xf32>
      %cst_51 = arith.constant dense<0xFF800000> : vector<128xf32>
      %109 = vector.multi_reduction <maximumf>, %108, %cst_51 [1] : vector<128x128xf32> to vector<128xf32>
      %110 = vector.shape_cast %109 : vector<128xf32> to vector<128x1xf32>
      %111 = vector.broadcast %110 : vector<128x1xf32> to vector<128x128xf32>
      %112 = arith.maximumf %106, %111 : vector<128x128xf32>
      %cst_52 = arith.constant 0xFF800000 : f32
      %113 = vector.broadcast %cst_52 : f32 to vector<128x128xf32>
      %114 = arith.cmpf oeq, %112, %113 : vector<128x128xf32>
      %cst_53 = arith.constant 0.000000e+00 : f32
      %115 = vector.broadcast %cst_53 : f32 to vector<128x128xf32>
      %116 = arith.select %114, %115, %112 : vector<128x128xi1>, vector<128x128xf32>
      %117 = vector.extract_strided_slice %116 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %118 = vector.broadcast %117 : vector<128x1xf32> to vector<128x128xf32>
      %119 = arith.subf %88, %118 : vector<128x128xf32>
      %120 = math.exp %119 : vector<128x128xf32>
      %cst_54 = arith.constant 0.000000e+00 : f32
      %121 = vector.broadcast %cst_54 : f32 to vector<128x128xf32>
      %122 = arith.select %105, %120, %121 : vector<128x128xi1>, vector<128x128xf32>
      %123 = arith.subf %106, %116 : vector<128x128xf32>
      %124 = math.exp %123 : vector<128x128xf32>
      %c0_55 = arith.constant 0 : index
      %c0_56 = arith.constant 0 : index
      %125 = vector.load %arg12[%c0_55, %c0_56] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %126 = arith.mulf %124, %125 : vector<128x128xf32>
      %cst_57 = arith.constant dense<0.000000e+00> : vector<128xf32>
      %127 = vector.multi_reduction <add>, %122, %cst_57 [1] : vector<128x128xf32> to vector<128xf32>
      %128 = vector.shape_cast %127 : vector<128xf32> to vector<128x1xf32>
      %129 = vector.broadcast %128 : vector<128x1xf32> to vector<128x128xf32>
      %130 = arith.addf %126, %129 : vector<128x128xf32>
      %c0_58 = arith.constant 0 : index
      %c0_59 = arith.constant 0 : index
      %131 = vector.load %arg12[%c0_58, %c0_59] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %132 = vector.shape_cast %131 : vector<128x128xf32> to vector<128x128xf32>
      %133 = vector.shape_cast %130 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0_58, %c0_59], %133 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %134 = arith.index_cast %arg19 : i32 to index
      %c0_60 = arith.constant 0 : index
      %c0_61 = arith.constant 0 : index
      %135 = vector.load %arg15[%134, %c0_60, %c0_61] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %136 = vector.shape_cast %135 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %137 = vector.extract_strided_slice %124 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %c0_62 = arith.constant 0 : index
      %c0_63 = arith.constant 0 : index
      %138 = vector.load %arg13[%c0_62, %c0_63] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %139 = vector.broadcast %137 : vector<128x1xf32> to vector<128x64xf32>
      %140 = arith.mulf %139, %138 : vector<128x64xf32>
      %141 = arith.truncf %122 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_64 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %142 = tpu.matmul %141, %136, %cst_64 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %143 = arith.addf %140, %142 : vector<128x64xf32>
      %c0_65 = arith.constant 0 : index
      %c0_66 = arith.constant 0 : index
      %144 = vector.load %arg13[%c0_65, %c0_66] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %145 = vector.shape_cast %144 : vector<128x64xf32> to vector<128x64xf32>
      %146 = vector.shape_cast %143 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg13[%c0_65, %c0_66], %146 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0_67 = arith.constant 0 : index
      %c0_68 = arith.constant 0 : index
      %147 = vector.load %arg11[%c0_67, %c0_68] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %148 = vector.shape_cast %147 : vector<128x128xf32> to vector<128x128xf32>
      %149 = vector.shape_cast %112 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg11[%c0_67, %c0_68], %149 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32_69 = arith.constant 1 : i32
      %150 = arith.subi %c1_i32_69, %arg19 : i32
      scf.yield %49, %51, %150 : i32, i32, i32
    }
    %c0_13 = arith.constant 0 : index
    %c0_14 = arith.constant 0 : index
    %30 = vector.load %arg12[%c0_13, %c0_14] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_15 = arith.constant 0.000000e+00 : f32
    %31 = vector.broadcast %cst_15 : f32 to vector<128x128xf32>
    %32 = arith.cmpf ogt, %30, %31 : vector<128x128xf32>
    %c0_16 = arith.constant 0 : index
    %c0_17 = arith.constant 0 : index
    %33 = vector.load %arg13[%c0_16, %c0_17] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %cst_18 = arith.constant 1.000000e+00 : f32
    %34 = vector.broadcast %cst_18 : f32 to vector<128x128xf32>
    %35 = arith.select %32, %30, %34 : vector<128x128xi1>, vector<128x128xf32>
    %36 = vector.extract_strided_slice %35 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
    %37 = vector.broadcast %36 : vector<128x1xf32> to vector<128x64xf32>
    %38 = arith.divf %33, %37 : vector<128x64xf32>
    %39 = arith.truncf %38 : vector<128x64xf32> to vector<128x64xbf16>
    %c0_19 = arith.constant 0 : index
    %c0_20 = arith.constant 0 : index
    %c0_21 = arith.constant 0 : index
    %40 = vector.load %arg10[%c0_19, %c0_20, %c0_21] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %41 = vector.shape_cast %40 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %42 = vector.shape_cast %39 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg10[%c0_19, %c0_20, %c0_21], %42 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %c0_i32_2 = arith.constant 0 : i32
    return %2, %c0_i32_0, %c0_i32_1 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
