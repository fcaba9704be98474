module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi16>, %arg1: tensor<155xi8>, %arg2: tensor<155xi8>, %arg3: tensor<155xi8>, %arg4: tensor<155xi8>, %arg5: tensor<1x128x128xi8>, %arg6: tensor<33xi16>, %arg7: tensor<160xi8>, %arg8: tensor<160xi8>, %arg9: tensor<160xi8>, %arg10: tensor<160xi8>, %arg11: tensor<1x128x128xi8>, %arg12: tensor<16x4096x64xbf16>, %arg13: tensor<16x4096x64xbf16>, %arg14: tensor<16x4096x64xbf16>) -> (tensor<16x4096x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %1 = call @_pad(%arg13, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %2 = call @_pad(%arg14, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:8872ff4bda66ea2a0337b5a7335b4711e40d4cf1015fdb206788f07d0360fd20\22, \22cost_estimate\22: {\22bytes_accessed\22: 175112192, \22flops\22: 20266876928, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<1x128x128xi8>) -> tensor<16x4096x64xbf16>
    return %3 : tensor<16x4096x64xbf16>
  }
  func.func private @_pad(%arg0: tensor<16x4096x64xbf16>, %arg1: tensor<i32>) -> tensor<16x4096x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x4096x64xbf16>, tensor<bf16>) -> tensor<16x4096x64xbf16>
    return %1 : tensor<16x4096x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:8872ff4bda66ea2a0337b5a7335b4711e40d4cf1015fdb206788f07d0360fd20
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
      %38 = arith.addi %2, %c0_i32_19 : i32
      %39 = arith.index_cast %17 : i32 to index
      %40 = memref.load %arg6[%39] : memref<155xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %c0_i32_20 = arith.constant 0 : i32
      %42 = arith.addi %41, %c0_i32_20 : i32
      %43 = arith.index_cast %17 : i32 to index
      %44 = memref.load %arg3[%43] : memref<155xi8, #tpu.memory_space<smem>>
      %45 = arith.extsi %44 : i8 to i32
      %c0_i32_21 = arith.constant 0 : i32
      %46 = arith.addi %45, %c0_i32_21 : i32
      %c128_i32 = arith.constant 128 : i32
      %47 = arith.muli %46, %c128_i32 : i32
      %48 = tpu.assume_multiple %47, 128 : i32
      %c128_i32_22 = arith.constant 128 : i32
      %49 = arith.muli %46, %c128_i32_22 : i32
      %50 = tpu.assume_multiple %49, 128 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg18[%c0_i32_24, %c0_i32_25] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_26 = arith.constant 0 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg15[%c0_i32_23, %c0_i32_26, %c0_i32_27] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %54 = tpu.memref_squeeze %53 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_28 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg8[%38, %48, %c0_i32_28] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %56 = tpu.memref_squeeze %55 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%56 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%54 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_29 = arith.constant 0 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %c1_i32_31 = arith.constant 1 : i32
      %57 = tpu.memref_slice %arg18[%c0_i32_30, %c1_i32_31] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg16[%c0_i32_29, %c0_i32_32, %c0_i32_33] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %60 = tpu.memref_squeeze %59 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_34 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg9[%38, %50, %c0_i32_34] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %62 = tpu.memref_squeeze %61 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%62 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%60 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_35 = arith.constant 0 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %63 = tpu.memref_slice %arg18[%c0_i32_36, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_37 = arith.constant 0 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg17[%c0_i32_35, %c0_i32_37, %c0_i32_38] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32_39 = arith.constant 0 : i32
      %c0_i32_40 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg10[%42, %c0_i32_39, %c0_i32_40] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%68 : memref<128x128xi8, #tpu.memory_space<any>>) target(%66 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_8 = arith.constant 0 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %25:3 = scf.while (%arg19 = %17, %arg20 = %c0_i32_8, %arg21 = %c0_i32_9) : (i32, i32, i32) -> (i32, i32, i32) {
      %38 = arith.cmpi slt, %arg19, %21 : i32
      scf.condition(%38) %arg19, %arg20, %arg21 : i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32):
      %c1_i32_19 = arith.constant 1 : i32
      %38 = arith.addi %arg20, %c1_i32_19 : i32
      %39 = arith.index_cast %arg19 : i32 to index
      %40 = memref.load %arg4[%39] : memref<155xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %42 = arith.cmpi sge, %38, %41 : i32
      %c1_i32_20 = arith.constant 1 : i32
      %43 = arith.addi %arg19, %c1_i32_20 : i32
      %44 = arith.select %42, %43, %arg19 : i32
      %c1_i32_21 = arith.constant 1 : i32
      %45 = arith.addi %arg20, %c1_i32_21 : i32
      %c0_i32_22 = arith.constant 0 : i32
      %46 = arith.select %42, %c0_i32_22, %45 : i32
      %47 = arith.cmpi slt, %44, %21 : i32
      %48 = arith.extui %47 : i1 to i32
      %c0_i32_23 = arith.constant 0 : i32
      %49 = arith.cmpi ne, %48, %c0_i32_23 : i32
      scf.if %49 {
        %c0_i32_65 = arith.constant 0 : i32
        %130 = arith.addi %2, %c0_i32_65 : i32
        %131 = arith.index_cast %44 : i32 to index
        %132 = memref.load %arg6[%131] : memref<155xi8, #tpu.memory_space<smem>>
        %133 = arith.extsi %132 : i8 to i32
        %134 = arith.addi %133, %46 : i32
        %135 = arith.index_cast %44 : i32 to index
        %136 = memref.load %arg3[%135] : memref<155xi8, #tpu.memory_space<smem>>
        %137 = arith.extsi %136 : i8 to i32
        %138 = arith.addi %137, %46 : i32
        %c1_i32_66 = arith.constant 1 : i32
        %139 = arith.subi %c1_i32_66, %arg21 : i32
        %c128_i32_67 = arith.constant 128 : i32
        %140 = arith.muli %138, %c128_i32_67 : i32
        %141 = tpu.assume_multiple %140, 128 : i32
        %c128_i32_68 = arith.constant 128 : i32
        %142 = arith.muli %138, %c128_i32_68 : i32
        %143 = tpu.assume_multiple %142, 128 : i32
        %c0_i32_69 = arith.constant 0 : i32
        %144 = tpu.memref_slice %arg18[%139, %c0_i32_69] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %145 = tpu.memref_squeeze %144 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_70 = arith.constant 0 : i32
        %c0_i32_71 = arith.constant 0 : i32
        %146 = tpu.memref_slice %arg15[%139, %c0_i32_70, %c0_i32_71] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %147 = tpu.memref_squeeze %146 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_72 = arith.constant 0 : i32
        %148 = tpu.memref_slice %arg8[%130, %141, %c0_i32_72] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %149 = tpu.memref_squeeze %148 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%149 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%147 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%145 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_73 = arith.constant 1 : i32
        %150 = tpu.memref_slice %arg18[%139, %c1_i32_73] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %151 = tpu.memref_squeeze %150 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_74 = arith.constant 0 : i32
        %c0_i32_75 = arith.constant 0 : i32
        %152 = tpu.memref_slice %arg16[%139, %c0_i32_74, %c0_i32_75] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %153 = tpu.memref_squeeze %152 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_76 = arith.constant 0 : i32
        %154 = tpu.memref_slice %arg9[%130, %143, %c0_i32_76] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %155 = tpu.memref_squeeze %154 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%155 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%153 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%151 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_77 = arith.constant 2 : i32
        %156 = tpu.memref_slice %arg18[%139, %c2_i32_77] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %157 = tpu.memref_squeeze %156 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_78 = arith.constant 0 : i32
        %c0_i32_79 = arith.constant 0 : i32
        %158 = tpu.memref_slice %arg17[%139, %c0_i32_78, %c0_i32_79] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
        %159 = tpu.memref_squeeze %158 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
        %c0_i32_80 = arith.constant 0 : i32
        %c0_i32_81 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg10[%134, %c0_i32_80, %c0_i32_81] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
        %161 = tpu.memref_squeeze %160 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%161 : memref<128x128xi8, #tpu.memory_space<any>>) target(%159 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_24 = arith.constant 0 : i32
      %50 = arith.addi %2, %c0_i32_24 : i32
      %51 = arith.index_cast %arg19 : i32 to index
      %52 = memref.load %arg6[%51] : memref<155xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %54 = arith.addi %53, %arg20 : i32
      %55 = arith.index_cast %arg19 : i32 to index
      %56 = memref.load %arg3[%55] : memref<155xi8, #tpu.memory_space<smem>>
      %57 = arith.extsi %56 : i8 to i32
      %58 = arith.addi %57, %arg20 : i32
      %c128_i32 = arith.constant 128 : i32
      %59 = arith.muli %58, %c128_i32 : i32
      %60 = tpu.assume_multiple %59, 128 : i32
      %c128_i32_25 = arith.constant 128 : i32
      %61 = arith.muli %58, %c128_i32_25 : i32
      %62 = tpu.assume_multiple %61, 128 : i32
      %c0_i32_26 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg18[%arg21, %c0_i32_26] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_27 = arith.constant 0 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg15[%arg21, %c0_i32_27, %c0_i32_28] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_29 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg8[%50, %60, %c0_i32_29] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%66 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_30 = arith.constant 1 : i32
      %69 = tpu.memref_slice %arg18[%arg21, %c1_i32_30] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_31 = arith.constant 0 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg16[%arg21, %c0_i32_31, %c0_i32_32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %72 = tpu.memref_squeeze %71 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_33 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg9[%50, %62, %c0_i32_33] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %74 = tpu.memref_squeeze %73 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%72 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %75 = tpu.memref_slice %arg18[%arg21, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_34 = arith.constant 0 : i32
      %c0_i32_35 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg17[%arg21, %c0_i32_34, %c0_i32_35] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %78 = tpu.memref_squeeze %77 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32_36 = arith.constant 0 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg10[%54, %c0_i32_36, %c0_i32_37] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %80 = tpu.memref_squeeze %79 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%80 : memref<128x128xi8, #tpu.memory_space<any>>) dst(%78 : memref<128x128xi8, #tpu.memory_space<vmem>>)
      %81 = arith.index_cast %arg19 : i32 to index
      %82 = memref.load %arg5[%81] : memref<155xi8, #tpu.memory_space<smem>>
      %83 = arith.extsi %82 : i8 to i32
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %84 = vector.load %arg7[%c0_38, %c0_39, %c0_40] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %85 = vector.shape_cast %84 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %86 = arith.index_cast %arg21 : i32 to index
      %c0_41 = arith.constant 0 : index
      %c0_42 = arith.constant 0 : index
      %87 = vector.load %arg15[%86, %c0_41, %c0_42] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %88 = vector.shape_cast %87 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_43 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %89 = tpu.matmul %85, %88, %cst_43 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_44 = arith.constant 0.180336878 : f32
      %90 = vector.broadcast %cst_44 : f32 to vector<128x128xf32>
      %91 = arith.mulf %89, %90 : vector<128x128xf32>
      %c0_45 = arith.constant 0 : index
      %c0_46 = arith.constant 0 : index
      %92 = vector.load %arg12[%c0_45, %c0_46] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_47 = arith.constant dense<0xFF800000> : vector<128xf32>
      %93 = vector.multi_reduction <maximumf>, %91, %cst_47 [1] : vector<128x128xf32> to vector<128xf32>
      %94 = vector.shape_cast %93 : vector<128xf32> to vector<128x1xf32>
      %95 = vector.broadcast %94 : vector<128x1xf32> to vector<128x128xf32>
      %96 = arith.maximumf %92, %95 : vector<128x128xf32>
      %cst_48 = arith.constant 0xFF800000 : f32
      %97 = vector.broadcast %cst_48 : f32 to vector<128x128xf32>
      %98 = arith.cmpf oeq, %96, %97 : vector<128x128xf32>
      %cst_49 = arith.constant 0.000000e+00 : f32
      %99 = vector.broadcast %cst_49 : f32 to vector<128x128xf32>
      %100 = arith.select %98, %99, %96 : vector<128x128xi1>, vector<128x128xf32>
      %101 = arith.subf %91, %100 : vector<128x128xf32>
      %102 = math.exp2 %101 : vector<128x128xf32>
      %103 = arith.subf %92, %100 : vector<128x128xf32>
      %104 = math.exp2 %103 : vector<128x128xf32>
      %c0_50 = arith.constant 0 : index
      %c0_51 = arith.constant 0 : index
      %105 = vector.load %arg13[%c0_50, %c0_51] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %106 = arith.mulf %104, %105 : vector<128x128xf32>
      %cst_52 = arith.constant dense<0.000000e+00> : vector<128xf32>
      %107 = vector.multi_reduction <add>, %102, %cst_52 [1] : vector<128x128xf32> to vector<128xf32>
      %108 = vector.shape_cast %107 : vector<128xf32> to vector<128x1xf32>
      %109 = vector.broadcast %108 : vector<128x1xf32> to vector<128x128xf32>
      %110 = arith.addf %106, %109 : vector<128x128xf32>
      %c0_53 = arith.constant 0 : index
      %c0_54 = arith.constant 0 : index
      %111 = vector.load %arg13[%c0_53, %c0_54] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %112 = vector.shape_cast %111 : vector<128x128xf32> to vector<128x128xf32>
      %113 = vector.shape_cast %110 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0_53, %c0_54], %113 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %114 = arith.index_cast %arg21 : i32 to index
      %c0_55 = arith.constant 0 : index
      %c0_56 = arith.constant 0 : index
      %115 = vector.load %arg16[%114, %c0_55, %c0_56] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %116 = vector.shape_cast %115 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %117 = vector.extract_strided_slice %104 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
      %c0_57 = arith.constant 0 : index
      %c0_58 = arith.constant 0 : index
      %118 = vector.load %arg14[%c0_57, %c0_58] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %119 = arith.mulf %117, %118 : vector<128x64xf32>
      %120 = arith.truncf %102 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_59 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %121 = tpu.matmul %120, %116, %cst_59 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %122 = arith.addf %119, %121 : vector<128x64xf32>
      %c0_60 = arith.constant 0 : index
      %c0_61 = arith.constant 0 : index
      %123 = vector.load %arg14[%c0_60, %c0_61] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %124 = vector.shape_cast %123 : vector<128x64xf32> to vector<128x64xf32>
      %125 = vector.shape_cast %122 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg14[%c0_60, %c0_61], %125 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0_62 = arith.constant 0 : index
      %c0_63 = arith.constant 0 : index
      %126 = vector.load %arg12[%c0_62, %c0_63] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %127 = vector.shape_cast %126 : vector<128x128xf32> to vector<128x128xf32>
      %128 = vector.shape_cast %96 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0_62, %c0_63], %128 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32_64 = arith.constant 1 : i32
      %129 = arith.subi %c1_i32_64, %arg21 : i32
      scf.yield %44, %46, %129 : i32, i32, i32
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
    %32 = vector.extract_strided_slice %31 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
    %33 = arith.divf %29, %32 : vector<128x64xf32>
    %34 = arith.truncf %33 : vector<128x64xf32> to vector<128x64xbf16>
    %c0_16 = arith.constant 0 : index
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %35 = vector.load %arg11[%c0_16, %c0_17, %c0_18] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %36 = vector.shape_cast %35 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %37 = vector.shape_cast %34 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg11[%c0_16, %c0_17, %c0_18], %37 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
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
