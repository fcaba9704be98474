module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17xi8>, %arg1: tensor<32xi8>, %arg2: tensor<32xi8>, %arg3: tensor<32xi8>, %arg4: tensor<3x256x512xi8>, %arg5: tensor<9xi8>, %arg6: tensor<13xi8>, %arg7: tensor<13xi8>, %arg8: tensor<13xi8>, %arg9: tensor<3x512x256xi8>, %arg10: tensor<8x4096x256xbf16>, %arg11: tensor<1x4096x256xbf16>, %arg12: tensor<1x4096x256xbf16>) -> (tensor<8x4096x256xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<8x4096x256xbf16>, tensor<i32>) -> tensor<8x4096x256xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:badc541495e2f0bf049870950551c22cff299a4dbd98700233a4a7a9a43b59e1\22, \22cost_estimate\22: {\22bytes_accessed\22: 360710144, \22flops\22: 83751862272, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 81788928}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<32xi8>, tensor<32xi8>, tensor<32xi8>, tensor<8x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>) -> tensor<8x4096x256xbf16>
    return %3 : tensor<8x4096x256xbf16>
  }
  func.func private @_pad(%arg0: tensor<8x4096x256xbf16>, %arg1: tensor<i32>) -> tensor<8x4096x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x4096x256xbf16>, tensor<bf16>) -> tensor<8x4096x256xbf16>
    return %1 : tensor<8x4096x256xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<1x4096x256xbf16>, %arg1: tensor<i32>) -> tensor<1x4096x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x4096x256xbf16>, tensor<bf16>) -> tensor<1x4096x256xbf16>
    return %1 : tensor<1x4096x256xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:badc541495e2f0bf049870950551c22cff299a4dbd98700233a4a7a9a43b59e1
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>, %arg6: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x4096x256xbf16, #tpu.memory_space<any>>, %arg8: memref<1x4096x256xbf16, #tpu.memory_space<any>>, %arg9: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg10: memref<256x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<256x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<256x256xf32, #tpu.memory_space<vmem>>, %arg13: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg14: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 16>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 256, 256>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 256, 256>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c16_i32_0 = arith.constant 16 : i32
    %3 = arith.remsi %0, %c16_i32_0 : i32
    %cst = arith.constant 0xFF800000 : f32
    %4 = vector.broadcast %cst : f32 to vector<256x128xf32>
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %5 = vector.load %arg10[%c0, %c0_1] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %6 = vector.shape_cast %5 : vector<256x128xf32> to vector<256x128xf32>
    %7 = vector.shape_cast %4 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg10[%c0, %c0_1], %7 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %cst_2 = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_2 : f32 to vector<256x128xf32>
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %9 = vector.load %arg11[%c0_3, %c0_4] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %10 = vector.shape_cast %9 : vector<256x128xf32> to vector<256x128xf32>
    %11 = vector.shape_cast %8 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg11[%c0_3, %c0_4], %11 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %cst_5 = arith.constant 0.000000e+00 : f32
    %12 = vector.broadcast %cst_5 : f32 to vector<256x256xf32>
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %13 = vector.load %arg12[%c0_6, %c0_7] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
    %14 = vector.shape_cast %13 : vector<256x256xf32> to vector<256x256xf32>
    %15 = vector.shape_cast %12 : vector<256x256xf32> to vector<256x256xf32>
    tpu.vector_store %arg12[%c0_6, %c0_7], %15 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
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
      %40 = arith.addi %2, %c0_i32_20 : i32
      %41 = arith.index_cast %18 : i32 to index
      %42 = memref.load %arg3[%41] : memref<32xi8, #tpu.memory_space<smem>>
      %43 = arith.extsi %42 : i8 to i32
      %c0_i32_21 = arith.constant 0 : i32
      %44 = arith.addi %43, %c0_i32_21 : i32
      %c8_i32 = arith.constant 8 : i32
      %45 = arith.divsi %40, %c8_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %46 = arith.muli %44, %c512_i32 : i32
      %47 = tpu.assume_multiple %46, 512 : i32
      %c8_i32_22 = arith.constant 8 : i32
      %48 = arith.divsi %40, %c8_i32_22 : i32
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
      %53 = tpu.memref_slice %arg13[%c0_i32_24, %c0_i32_27, %c0_i32_28] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32_29 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg7[%45, %47, %c0_i32_29] : memref<1x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%56 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%54 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_30 = arith.constant 0 : i32
      %c0_i32_31 = arith.constant 0 : i32
      %c1_i32_32 = arith.constant 1 : i32
      %57 = tpu.memref_slice %arg15[%c0_i32_31, %c1_i32_32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg14[%c0_i32_30, %c0_i32_33, %c0_i32_34] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32_35 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg8[%48, %50, %c0_i32_35] : memref<1x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%62 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%60 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %42 = memref.load %arg4[%41] : memref<32xi8, #tpu.memory_space<smem>>
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
        %c0_i32_66 = arith.constant 0 : i32
        %146 = arith.addi %2, %c0_i32_66 : i32
        %147 = arith.index_cast %46 : i32 to index
        %148 = memref.load %arg3[%147] : memref<32xi8, #tpu.memory_space<smem>>
        %149 = arith.extsi %148 : i8 to i32
        %150 = arith.addi %149, %48 : i32
        %c1_i32_67 = arith.constant 1 : i32
        %151 = arith.subi %c1_i32_67, %arg18 : i32
        %c8_i32_68 = arith.constant 8 : i32
        %152 = arith.divsi %146, %c8_i32_68 : i32
        %c512_i32_69 = arith.constant 512 : i32
        %153 = arith.muli %150, %c512_i32_69 : i32
        %154 = tpu.assume_multiple %153, 512 : i32
        %c8_i32_70 = arith.constant 8 : i32
        %155 = arith.divsi %146, %c8_i32_70 : i32
        %c512_i32_71 = arith.constant 512 : i32
        %156 = arith.muli %150, %c512_i32_71 : i32
        %157 = tpu.assume_multiple %156, 512 : i32
        %c0_i32_72 = arith.constant 0 : i32
        %158 = tpu.memref_slice %arg15[%151, %c0_i32_72] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %159 = tpu.memref_squeeze %158 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_73 = arith.constant 0 : i32
        %c0_i32_74 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg13[%151, %c0_i32_73, %c0_i32_74] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %161 = tpu.memref_squeeze %160 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32_75 = arith.constant 0 : i32
        %162 = tpu.memref_slice %arg7[%152, %154, %c0_i32_75] : memref<1x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %163 = tpu.memref_squeeze %162 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%163 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%161 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%159 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_76 = arith.constant 1 : i32
        %164 = tpu.memref_slice %arg15[%151, %c1_i32_76] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %165 = tpu.memref_squeeze %164 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_77 = arith.constant 0 : i32
        %c0_i32_78 = arith.constant 0 : i32
        %166 = tpu.memref_slice %arg14[%151, %c0_i32_77, %c0_i32_78] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %167 = tpu.memref_squeeze %166 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32_79 = arith.constant 0 : i32
        %168 = tpu.memref_slice %arg8[%155, %157, %c0_i32_79] : memref<1x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %169 = tpu.memref_squeeze %168 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%169 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%167 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%165 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_25 = arith.constant 0 : i32
      %52 = arith.addi %2, %c0_i32_25 : i32
      %53 = arith.index_cast %arg16 : i32 to index
      %54 = memref.load %arg3[%53] : memref<32xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %56 = arith.addi %55, %arg17 : i32
      %c8_i32 = arith.constant 8 : i32
      %57 = arith.divsi %52, %c8_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %56, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c8_i32_26 = arith.constant 8 : i32
      %60 = arith.divsi %52, %c8_i32_26 : i32
      %c512_i32_27 = arith.constant 512 : i32
      %61 = arith.muli %56, %c512_i32_27 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg15[%arg18, %c0_i32_28] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_29 = arith.constant 0 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg13[%arg18, %c0_i32_29, %c0_i32_30] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32_31 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg7[%57, %59, %c0_i32_31] : memref<1x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%66 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_32 = arith.constant 1 : i32
      %69 = tpu.memref_slice %arg15[%arg18, %c1_i32_32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg14[%arg18, %c0_i32_33, %c0_i32_34] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32_35 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg8[%60, %62, %c0_i32_35] : memref<1x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%72 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
      %75 = arith.index_cast %arg16 : i32 to index
      %76 = memref.load %arg5[%75] : memref<32xi8, #tpu.memory_space<smem>>
      %77 = arith.extsi %76 : i8 to i32
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %c0_38 = arith.constant 0 : index
      %78 = vector.load %arg6[%c0_36, %c0_37, %c0_38] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
      %79 = vector.shape_cast %78 : vector<1x256x256xbf16> to vector<256x256xbf16>
      %80 = arith.index_cast %arg18 : i32 to index
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %81 = vector.load %arg13[%80, %c0_39, %c0_40] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %82 = vector.shape_cast %81 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %cst_41 = arith.constant dense<0.000000e+00> : vector<256x512xf32>
      %83 = tpu.matmul %79, %82, %cst_41 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
      %cst_42 = arith.constant 6.250000e-02 : f32
      %84 = vector.broadcast %cst_42 : f32 to vector<256x512xf32>
      %85 = arith.mulf %83, %84 : vector<256x512xf32>
      %c256_i32 = arith.constant 256 : i32
      %86 = arith.muli %3, %c256_i32 : i32
      %87 = tpu.iota {dimensions = array<i32: 0>} : vector<256x512xi32>
      %88 = vector.broadcast %86 : i32 to vector<256x512xi32>
      %89 = arith.addi %88, %87 : vector<256x512xi32>
      %c512_i32_43 = arith.constant 512 : i32
      %90 = arith.muli %56, %c512_i32_43 : i32
      %91 = tpu.iota {dimensions = array<i32: 1>} : vector<256x512xi32>
      %92 = vector.broadcast %90 : i32 to vector<256x512xi32>
      %93 = arith.addi %92, %91 : vector<256x512xi32>
      %94 = arith.cmpi sle, %93, %89 : vector<256x512xi32>
      %c1280_i32 = arith.constant 1280 : i32
      %95 = vector.broadcast %c1280_i32 : i32 to vector<256x512xi32>
      %96 = arith.cmpi slt, %93, %95 : vector<256x512xi32>
      %97 = arith.ori %94, %96 : vector<256x512xi1>
      %c2_i32 = arith.constant 2 : i32
      %98 = arith.cmpi eq, %77, %c2_i32 : i32
      %99 = vector.broadcast %98 : i1 to vector<256x512xi1>
      %100 = arith.ori %97, %99 : vector<256x512xi1>
      %c0_44 = arith.constant 0 : index
      %c0_45 = arith.constant 0 : index
      %101 = vector.load %arg10[%c0_44, %c0_45] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
      %cst_46 = arith.constant 0xFF800000 : f32
      %102 = vector.broadcast %cst_46 : f32 to vector<256x512xf32>
      %103 = arith.select %100, %85, %102 : vector<256x512xi1>, vector<256x512xf32>
      %cst_47 = arith.constant dense<0xFF800000> : vector<256xf32>
      %104 = vector.multi_reduction <maximumf>, %103, %cst_47 [1] : vector<256x512xf32> to vector<256xf32>
      %105 = vector.shape_cast %104 : vector<256xf32> to vector<256x1xf32>
      %106 = vector.broadcast %105 : vector<256x1xf32> to vector<256x128xf32>
      %107 = arith.maximumf %101, %106 : vector<256x128xf32>
      %cst_48 = arith.constant 0xFF800000 : f32
      %108 = vector.broadcast %cst_48 : f32 to vector<256x128xf32>
      %109 = arith.cmpf oeq, %107, %108 : vector<256x128xf32>
      %cst_49 = arith.constant 0.000000e+00 : f32
      %110 = vector.broadcast %cst_49 : f32 to vector<256x128xf32>
      %111 = arith.select %109, %110, %107 : vector<256x128xi1>, vector<256x128xf32>
      %112 = vector.extract_strided_slice %111 {offsets = [0, 0], sizes = [256, 1], strides = [1, 1]} : vector<256x128xf32> to vector<256x1xf32>
      %113 = vector.broadcast %112 : vector<256x1xf32> to vector<256x512xf32>
      %114 = arith.subf %85, %113 : vector<256x512xf32>
      %115 = math.exp %114 : vector<256x512xf32>
      %cst_50 = arith.constant 0.000000e+00 : f32
      %116 = vector.broadcast %cst_50 : f32 to vector<256x512xf32>
      %117 = arith.select %100, %115, %116 : vector<256x512xi1>, vector<256x512xf32>
      %118 = arith.subf %101, %111 : vector<256x128xf32>
      %119 = math.exp %118 : vector<256x128xf32>
      %c0_51 = arith.constant 0 : index
      %c0_52 = arith.constant 0 : index
      %120 = vector.load %arg11[%c0_51, %c0_52] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
      %121 = arith.mulf %119, %120 : vector<256x128xf32>
      %cst_53 = arith.constant dense<0.000000e+00> : vector<256xf32>
      %122 = vector.multi_reduction <add>, %117, %cst_53 [1] : vector<256x512xf32> to vector<256xf32>
      %123 = vector.shape_cast %122 : vector<256xf32> to vector<256x1xf32>
      %124 = vector.broadcast %123 : vector<256x1xf32> to vector<256x128xf32>
      %125 = arith.addf %121, %124 : vector<256x128xf32>
      %c0_54 = arith.constant 0 : index
      %c0_55 = arith.constant 0 : index
      %126 = vector.load %arg11[%c0_54, %c0_55] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
      %127 = vector.shape_cast %126 : vector<256x128xf32> to vector<256x128xf32>
      %128 = vector.shape_cast %125 : vector<256x128xf32> to vector<256x128xf32>
      tpu.vector_store %arg11[%c0_54, %c0_55], %128 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      %129 = arith.index_cast %arg18 : i32 to index
      %c0_56 = arith.constant 0 : index
      %c0_57 = arith.constant 0 : index
      %130 = vector.load %arg14[%129, %c0_56, %c0_57] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %131 = vector.shape_cast %130 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %132 = vector.extract_strided_slice %119 {offsets = [0, 0], sizes = [256, 1], strides = [1, 1]} : vector<256x128xf32> to vector<256x1xf32>
      %c0_58 = arith.constant 0 : index
      %c0_59 = arith.constant 0 : index
      %133 = vector.load %arg12[%c0_58, %c0_59] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
      %134 = vector.broadcast %132 : vector<256x1xf32> to vector<256x256xf32>
      %135 = arith.mulf %134, %133 : vector<256x256xf32>
      %136 = arith.truncf %117 : vector<256x512xf32> to vector<256x512xbf16>
      %cst_60 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
      %137 = tpu.matmul %136, %131, %cst_60 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x256xbf16>, vector<256x256xf32> -> vector<256x256xf32>
      %138 = arith.addf %135, %137 : vector<256x256xf32>
      %c0_61 = arith.constant 0 : index
      %c0_62 = arith.constant 0 : index
      %139 = vector.load %arg12[%c0_61, %c0_62] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
      %140 = vector.shape_cast %139 : vector<256x256xf32> to vector<256x256xf32>
      %141 = vector.shape_cast %138 : vector<256x256xf32> to vector<256x256xf32>
      tpu.vector_store %arg12[%c0_61, %c0_62], %141 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
      %c0_63 = arith.constant 0 : index
      %c0_64 = arith.constant 0 : index
      %142 = vector.load %arg10[%c0_63, %c0_64] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
      %143 = vector.shape_cast %142 : vector<256x128xf32> to vector<256x128xf32>
      %144 = vector.shape_cast %107 : vector<256x128xf32> to vector<256x128xf32>
      tpu.vector_store %arg10[%c0_63, %c0_64], %144 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      %c1_i32_65 = arith.constant 1 : i32
      %145 = arith.subi %c1_i32_65, %arg18 : i32
      scf.yield %46, %48, %145 : i32, i32, i32
    }
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    %27 = vector.load %arg11[%c0_11, %c0_12] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %cst_13 = arith.constant 0.000000e+00 : f32
    %28 = vector.broadcast %cst_13 : f32 to vector<256x128xf32>
    %29 = arith.cmpf ogt, %27, %28 : vector<256x128xf32>
    %c0_14 = arith.constant 0 : index
    %c0_15 = arith.constant 0 : index
    %30 = vector.load %arg12[%c0_14, %c0_15] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
    %cst_16 = arith.constant 1.000000e+00 : f32
    %31 = vector.broadcast %cst_16 : f32 to vector<256x128xf32>
    %32 = arith.select %29, %27, %31 : vector<256x128xi1>, vector<256x128xf32>
    %33 = vector.extract_strided_slice %32 {offsets = [0, 0], sizes = [256, 1], strides = [1, 1]} : vector<256x128xf32> to vector<256x1xf32>
    %34 = vector.broadcast %33 : vector<256x1xf32> to vector<256x256xf32>
    %35 = arith.divf %30, %34 : vector<256x256xf32>
    %36 = arith.truncf %35 : vector<256x256xf32> to vector<256x256xbf16>
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %c0_19 = arith.constant 0 : index
    %37 = vector.load %arg9[%c0_17, %c0_18, %c0_19] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
    %38 = vector.shape_cast %37 : vector<1x256x256xbf16> to vector<256x256xbf16>
    %39 = vector.shape_cast %36 : vector<256x256xbf16> to vector<1x256x256xbf16>
    tpu.vector_store %arg9[%c0_17, %c0_18, %c0_19], %39 {strides = array<i32>} : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
