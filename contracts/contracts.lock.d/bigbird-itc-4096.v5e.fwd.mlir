module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi16>, %arg1: tensor<155xi8>, %arg2: tensor<155xi8>, %arg3: tensor<155xi8>, %arg4: tensor<155xi8>, %arg5: tensor<1x128x128xi8>, %arg6: tensor<33xi16>, %arg7: tensor<160xi8>, %arg8: tensor<160xi8>, %arg9: tensor<160xi8>, %arg10: tensor<160xi8>, %arg11: tensor<1x128x128xi8>, %arg12: tensor<16x4096x64xbf16>, %arg13: tensor<16x4096x64xbf16>, %arg14: tensor<16x4096x64xbf16>) -> (tensor<16x4096x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %1 = call @_pad(%arg13, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %2 = call @_pad(%arg14, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:10177bd9e6faae6b6f2f15155f749fbdbcb0f5b0fa770354efc45e78430572e1\22, \22cost_estimate\22: {\22bytes_accessed\22: 175112192, \22flops\22: 20266876928, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<1x128x128xi8>) -> tensor<16x4096x64xbf16>
    return %3 : tensor<16x4096x64xbf16>
  }
  func.func private @_pad(%arg0: tensor<16x4096x64xbf16>, %arg1: tensor<i32>) -> tensor<16x4096x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x4096x64xbf16>, tensor<bf16>) -> tensor<16x4096x64xbf16>
    return %1 : tensor<16x4096x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:10177bd9e6faae6b6f2f15155f749fbdbcb0f5b0fa770354efc45e78430572e1
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg9: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x128xi8, #tpu.memory_space<any>>, %arg11: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg15: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x128x128xi8, #tpu.memory_space<vmem>>, %arg18: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 5 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {}, {}, {}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %cst = arith.constant 0xFF800000 : f32
    %3 = vector.broadcast %cst : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %4 = vector.load %arg12[%c0, %c0_0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %5 = vector.shape_cast %4 : vector<128x128xf32> to vector<128x128xf32>
    %6 = vector.shape_cast %3 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg12[%c0, %c0_0], %6 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_1 = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_1 : f32 to vector<128x128xf32>
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %8 = vector.load %arg13[%c0_2, %c0_3] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %9 = vector.shape_cast %8 : vector<128x128xf32> to vector<128x128xf32>
    %10 = vector.shape_cast %7 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg13[%c0_2, %c0_3], %10 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_4 = arith.constant 0.000000e+00 : f32
    %11 = vector.broadcast %cst_4 : f32 to vector<128x64xf32>
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %12 = vector.load %arg14[%c0_5, %c0_6] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %13 = vector.shape_cast %12 : vector<128x64xf32> to vector<128x64xf32>
    %14 = vector.shape_cast %11 : vector<128x64xf32> to vector<128x64xf32>
    tpu.vector_store %arg14[%c0_5, %c0_6], %14 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
    %15 = arith.index_cast %arg1 : i32 to index
    %16 = memref.load %arg2[%15] : memref<33xi16, #tpu.memory_space<smem>>
    %17 = arith.extsi %16 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %18 = arith.addi %arg1, %c1_i32 : i32
    %19 = arith.index_cast %18 : i32 to index
    %20 = memref.load %arg2[%19] : memref<33xi16, #tpu.memory_space<smem>>
    %21 = arith.extsi %20 : i16 to i32
    %22 = arith.cmpi slt, %17, %21 : i32
    %23 = arith.extui %22 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %24 = arith.cmpi ne, %23, %c0_i32_7 : i32
    scf.if %24 {
      %c0_i32_19 = arith.constant 0 : i32
      %39 = arith.addi %2, %c0_i32_19 : i32
      %40 = arith.index_cast %17 : i32 to index
      %41 = memref.load %arg6[%40] : memref<155xi8, #tpu.memory_space<smem>>
      %42 = arith.extsi %41 : i8 to i32
      %c0_i32_20 = arith.constant 0 : i32
      %43 = arith.addi %42, %c0_i32_20 : i32
      %44 = arith.index_cast %17 : i32 to index
      %45 = memref.load %arg3[%44] : memref<155xi8, #tpu.memory_space<smem>>
      %46 = arith.extsi %45 : i8 to i32
      %c0_i32_21 = arith.constant 0 : i32
      %47 = arith.addi %46, %c0_i32_21 : i32
      %c128_i32 = arith.constant 128 : i32
      %48 = arith.muli %47, %c128_i32 : i32
      %49 = tpu.assume_multiple %48, 128 : i32
      %c128_i32_22 = arith.constant 128 : i32
      %50 = arith.muli %47, %c128_i32_22 : i32
      %51 = tpu.assume_multiple %50, 128 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg18[%c0_i32_24, %c0_i32_25] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %53 = tpu.memref_squeeze %52 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_26 = arith.constant 0 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg15[%c0_i32_23, %c0_i32_26, %c0_i32_27] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %55 = tpu.memref_squeeze %54 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_28 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg8[%39, %49, %c0_i32_28] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %57 = tpu.memref_squeeze %56 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%57 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%55 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%53 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_29 = arith.constant 0 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %c1_i32_31 = arith.constant 1 : i32
      %58 = tpu.memref_slice %arg18[%c0_i32_30, %c1_i32_31] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg16[%c0_i32_29, %c0_i32_32, %c0_i32_33] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_34 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg9[%39, %51, %c0_i32_34] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%63 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%61 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_35 = arith.constant 0 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %64 = tpu.memref_slice %arg18[%c0_i32_36, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_37 = arith.constant 0 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg17[%c0_i32_35, %c0_i32_37, %c0_i32_38] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32_39 = arith.constant 0 : i32
      %c0_i32_40 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg10[%43, %c0_i32_39, %c0_i32_40] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<128x128xi8, #tpu.memory_space<any>>) target(%67 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_8 = arith.constant 0 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %25:3 = scf.while (%arg19 = %17, %arg20 = %c0_i32_8, %arg21 = %c0_i32_9) : (i32, i32, i32) -> (i32, i32, i32) {
      %39 = arith.cmpi slt, %arg19, %21 : i32
      scf.condition(%39) %arg19, %arg20, %arg21 : i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32):
      %c1_i32_19 = arith.constant 1 : i32
      %39 = arith.addi %arg20, %c1_i32_19 : i32
      %40 = arith.index_cast %arg19 : i32 to index
      %41 = memref.load %arg4[%40] : memref<155xi8, #tpu.memory_space<smem>>
      %42 = arith.extsi %41 : i8 to i32
      %43 = arith.cmpi sge, %39, %42 : i32
      %c1_i32_20 = arith.constant 1 : i32
      %44 = arith.addi %arg19, %c1_i32_20 : i32
      %45 = arith.select %43, %44, %arg19 : i32
      %c1_i32_21 = arith.constant 1 : i32
      %46 = arith.addi %arg20, %c1_i32_21 : i32
      %c0_i32_22 = arith.constant 0 : i32
      %47 = arith.select %43, %c0_i32_22, %46 : i32
      %48 = arith.cmpi slt, %45, %21 : i32
      %49 = arith.extui %48 : i1 to i32
      %c0_i32_23 = arith.constant 0 : i32
      %50 = arith.cmpi ne, %49, %c0_i32_23 : i32
      scf.if %50 {
        %c0_i32_70 = arith.constant 0 : i32
        %146 = arith.addi %2, %c0_i32_70 : i32
        %147 = arith.index_cast %45 : i32 to index
        %148 = memref.load %arg6[%147] : memref<155xi8, #tpu.memory_space<smem>>
        %149 = arith.extsi %148 : i8 to i32
        %150 = arith.addi %149, %47 : i32
        %151 = arith.index_cast %45 : i32 to index
        %152 = memref.load %arg3[%151] : memref<155xi8, #tpu.memory_space<smem>>
        %153 = arith.extsi %152 : i8 to i32
        %154 = arith.addi %153, %47 : i32
        %c1_i32_71 = arith.constant 1 : i32
        %155 = arith.subi %c1_i32_71, %arg21 : i32
        %c128_i32_72 = arith.constant 128 : i32
        %156 = arith.muli %154, %c128_i32_72 : i32
        %157 = tpu.assume_multiple %156, 128 : i32
        %c128_i32_73 = arith.constant 128 : i32
        %158 = arith.muli %154, %c128_i32_73 : i32
        %159 = tpu.assume_multiple %158, 128 : i32
        %c0_i32_74 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg18[%155, %c0_i32_74] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %161 = tpu.memref_squeeze %160 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_75 = arith.constant 0 : i32
        %c0_i32_76 = arith.constant 0 : i32
        %162 = tpu.memref_slice %arg15[%155, %c0_i32_75, %c0_i32_76] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %163 = tpu.memref_squeeze %162 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_77 = arith.constant 0 : i32
        %164 = tpu.memref_slice %arg8[%146, %157, %c0_i32_77] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %165 = tpu.memref_squeeze %164 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%165 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%163 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%161 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_78 = arith.constant 1 : i32
        %166 = tpu.memref_slice %arg18[%155, %c1_i32_78] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %167 = tpu.memref_squeeze %166 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_79 = arith.constant 0 : i32
        %c0_i32_80 = arith.constant 0 : i32
        %168 = tpu.memref_slice %arg16[%155, %c0_i32_79, %c0_i32_80] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %169 = tpu.memref_squeeze %168 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_81 = arith.constant 0 : i32
        %170 = tpu.memref_slice %arg9[%146, %159, %c0_i32_81] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %171 = tpu.memref_squeeze %170 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%171 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%169 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%167 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_82 = arith.constant 2 : i32
        %172 = tpu.memref_slice %arg18[%155, %c2_i32_82] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %173 = tpu.memref_squeeze %172 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_83 = arith.constant 0 : i32
        %c0_i32_84 = arith.constant 0 : i32
        %174 = tpu.memref_slice %arg17[%155, %c0_i32_83, %c0_i32_84] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
        %175 = tpu.memref_squeeze %174 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
        %c0_i32_85 = arith.constant 0 : i32
        %c0_i32_86 = arith.constant 0 : i32
        %176 = tpu.memref_slice %arg10[%150, %c0_i32_85, %c0_i32_86] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
        %177 = tpu.memref_squeeze %176 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%177 : memref<128x128xi8, #tpu.memory_space<any>>) target(%175 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%173 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_24 = arith.constant 0 : i32
      %51 = arith.addi %2, %c0_i32_24 : i32
      %52 = arith.index_cast %arg19 : i32 to index
      %53 = memref.load %arg6[%52] : memref<155xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.addi %54, %arg20 : i32
      %56 = arith.index_cast %arg19 : i32 to index
      %57 = memref.load %arg3[%56] : memref<155xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %59 = arith.addi %58, %arg20 : i32
      %c128_i32 = arith.constant 128 : i32
      %60 = arith.muli %59, %c128_i32 : i32
      %61 = tpu.assume_multiple %60, 128 : i32
      %c128_i32_25 = arith.constant 128 : i32
      %62 = arith.muli %59, %c128_i32_25 : i32
      %63 = tpu.assume_multiple %62, 128 : i32
      %c0_i32_26 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg18[%arg21, %c0_i32_26] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_27 = arith.constant 0 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg15[%arg21, %c0_i32_27, %c0_i32_28] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_29 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg8[%51, %61, %c0_i32_29] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%67 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_30 = arith.constant 1 : i32
      %70 = tpu.memref_slice %arg18[%arg21, %c1_i32_30] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_31 = arith.constant 0 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg16[%arg21, %c0_i32_31, %c0_i32_32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_33 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg9[%51, %63, %c0_i32_33] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%73 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %76 = tpu.memref_slice %arg18[%arg21, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_34 = arith.constant 0 : i32
      %c0_i32_35 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg17[%arg21, %c0_i32_34, %c0_i32_35] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32_36 = arith.constant 0 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg10[%55, %c0_i32_36, %c0_i32_37] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%81 : memref<128x128xi8, #tpu.memory_space<any>>) dst(%79 : memref<128x128xi8, #tpu.memory_space<vmem>>)
      %82 = arith.index_cast %arg19 : i32 to index
      %83 = memref.load %arg5[%82] : memref<155xi8, #tpu.memory_space<smem>>
      %84 = arith.extsi %83 : i8 to i32
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %85 = vector.load %arg7[%c0_38, %c0_39, %c0_40] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %86 = vector.shape_cast %85 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %87 = arith.index_cast %arg21 : i32 to index
      %c0_41 = arith.constant 0 : index
      %c0_42 = arith.constant 0 : index
      %88 = vector.load %arg15[%87, %c0_41, %c0_42] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %89 = vector.shape_cast %88 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_43 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %90 = tpu.matmul %86, %89, %cst_43 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_44 = arith.constant 1.250000e-01 : f32
      %91 = vector.broadcast %cst_44 : f32 to vector<128x128xf32>
      %92 = arith.mulf %90, %91 : vector<128x128xf32>
      %93 = arith.index_cast %arg21 : i32 to index
      %c0_45 = arith.constant 0 : index
      %c0_46 = arith.constant 0 : index
      %94 = vector.load %arg17[%93, %c0_45, %c0_46] : memref<2x128x128xi8, #tpu.memory_space<vmem>>, vector<1x128x128xi8>
      %95 = vector.shape_cast %94 : vector<1x128x128xi8> to vector<128x128xi8>
      %c0_i8 = arith.constant 0 : i8
      %96 = vector.broadcast %c0_i8 : i8 to vector<128x128xi8>
      %97 = arith.cmpi ne, %95, %96 : vector<128x128xi8>
      %c2_i32_47 = arith.constant 2 : i32
      %98 = arith.cmpi eq, %84, %c2_i32_47 : i32
      %99 = vector.broadcast %98 : i1 to vector<128x128xi1>
      %100 = arith.ori %97, %99 : vector<128x128xi1>
      %c0_48 = arith.constant 0 : index
      %c0_49 = arith.constant 0 : index
      %101 = vector.load %arg12[%c0_48, %c0_49] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_50 = arith.constant 0xFF800000 : f32
      %102 = vector.broadcast %cst_50 : f32 to vector<128x128xf32>
      %103 = arith.select %100, %92, %102 : vector<128x128xi1>, vector<128x128xf32>
      %cst_51 = arith.constant dense<0xFF800000> : vector<128xf32>
      %104 = vector.multi_reduction <maximumf>, %103, %cst_51 [1] : vector<128x128xf32> to vector<128xf32>
      %105 = vector.shape_cast %104 : vector<128xf32> to vector<128x1xf32>
      %106 = vector.broadcast %105 : vector<128x1xf32> to vector<128x128xf32>
      %107 = arith.maximumf %101, %106 : vector<128x128xf32>
      %cst_52 = arith.constant 0xFF800000 : f32
      %108 = vector.broadcast %cst_52 : f32 to vector<128x128xf32>
      %109 = arith.cmpf oeq, %107, %108 : vector<128x128xf32>
      %cst_53 = arith.constant 0.000000e+00 : f32
      %110 = vector.broadcast %cst_53 : f32 to vector<128x128xf32>
      %111 = arith.select %109, %110, %107 : vector<128x128xi1>, vector<128x128xf32>
      %112 = vector.extract_strided_slice %111 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %113 = vector.broadcast %112 : vector<128x1xf32> to vector<128x128xf32>
      %114 = arith.subf %92, %113 : vector<128x128xf32>
      %115 = math.exp %114 : vector<128x128xf32>
      %cst_54 = arith.constant 0.000000e+00 : f32
      %116 = vector.broadcast %cst_54 : f32 to vector<128x128xf32>
      %117 = arith.select %100, %115, %116 : vector<128x128xi1>, vector<128x128xf32>
      %118 = arith.subf %101, %111 : vector<128x128xf32>
      %119 = math.exp %118 : vector<128x128xf32>
      %c0_55 = arith.constant 0 : index
      %c0_56 = arith.constant 0 : index
      %120 = vector.load %arg13[%c0_55, %c0_56] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %121 = arith.mulf %119, %120 : vector<128x128xf32>
      %cst_57 = arith.constant dense<0.000000e+00> : vector<128xf32>
      %122 = vector.multi_reduction <add>, %117, %cst_57 [1] : vector<128x128xf32> to vector<128xf32>
      %123 = vector.shape_cast %122 : vector<128xf32> to vector<128x1xf32>
      %124 = vector.broadcast %123 : vector<128x1xf32> to vector<128x128xf32>
      %125 = arith.addf %121, %124 : vector<128x128xf32>
      %c0_58 = arith.constant 0 : index
      %c0_59 = arith.constant 0 : index
      %126 = vector.load %arg13[%c0_58, %c0_59] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %127 = vector.shape_cast %126 : vector<128x128xf32> to vector<128x128xf32>
      %128 = vector.shape_cast %125 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0_58, %c0_59], %128 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %129 = arith.index_cast %arg21 : i32 to index
      %c0_60 = arith.constant 0 : index
      %c0_61 = arith.constant 0 : index
      %130 = vector.load %arg16[%129, %c0_60, %c0_61] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %131 = vector.shape_cast %130 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %132 = vector.extract_strided_slice %119 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %c0_62 = arith.constant 0 : index
      %c0_63 = arith.constant 0 : index
      %133 = vector.load %arg14[%c0_62, %c0_63] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %134 = vector.broadcast %132 : vector<128x1xf32> to vector<128x64xf32>
      %135 = arith.mulf %134, %133 : vector<128x64xf32>
      %136 = arith.truncf %117 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_64 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %137 = tpu.matmul %136, %131, %cst_64 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %138 = arith.addf %135, %137 : vector<128x64xf32>
      %c0_65 = arith.constant 0 : index
      %c0_66 = arith.constant 0 : index
      %139 = vector.load %arg14[%c0_65, %c0_66] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %140 = vector.shape_cast %139 : vector<128x64xf32> to vector<128x64xf32>
      %141 = vector.shape_cast %138 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg14[%c0_65, %c0_66], %141 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0_67 = arith.constant 0 : index
      %c0_68 = arith.constant 0 : index
      %142 = vector.load %arg12[%c0_67, %c0_68] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %143 = vector.shape_cast %142 : vector<128x128xf32> to vector<128x128xf32>
      %144 = vector.shape_cast %107 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0_67, %c0_68], %144 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32_69 = arith.constant 1 : i32
      %145 = arith.subi %c1_i32_69, %arg21 : i32
      scf.yield %45, %47, %145 : i32, i32, i32
    }
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %26 = vector.load %arg13[%c0_10, %c0_11] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_12 = arith.constant 0.000000e+00 : f32
    %27 = vector.broadcast %cst_12 : f32 to vector<128x128xf32>
    %28 = arith.cmpf ogt, %26, %27 : vector<128x128xf32>
    %c0_13 = arith.constant 0 : index
    %c0_14 = arith.constant 0 : index
    %29 = vector.load %arg14[%c0_13, %c0_14] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %cst_15 = arith.constant 1.000000e+00 : f32
    %30 = vector.broadcast %cst_15 : f32 to vector<128x128xf32>
    %31 = arith.select %28, %26, %30 : vector<128x128xi1>, vector<128x128xf32>
    %32 = vector.extract_strided_slice %31 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
    %33 = vector.broadcast %32 : vector<128x1xf32> to vector<128x64xf32>
    %34 = arith.divf %29, %33 : vector<128x64xf32>
    %35 = arith.truncf %34 : vector<128x64xf32> to vector<128x64xbf16>
    %c0_16 = arith.constant 0 : index
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %36 = vector.load %arg11[%c0_16, %c0_17, %c0_18] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %37 = vector.shape_cast %36 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %38 = vector.shape_cast %35 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg11[%c0_16, %c0_17, %c0_18], %38 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
