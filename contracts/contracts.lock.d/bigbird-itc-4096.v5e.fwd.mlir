module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi16>, %arg1: tensor<155xi8>, %arg2: tensor<155xi8>, %arg3: tensor<155xi8>, %arg4: tensor<155xi8>, %arg5: tensor<1x128x128xi8>, %arg6: tensor<33xi16>, %arg7: tensor<160xi8>, %arg8: tensor<160xi8>, %arg9: tensor<160xi8>, %arg10: tensor<160xi8>, %arg11: tensor<1x128x128xi8>, %arg12: tensor<16x4096x64xbf16>, %arg13: tensor<16x4096x64xbf16>, %arg14: tensor<16x4096x64xbf16>) -> (tensor<16x4096x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %1 = call @_pad(%arg13, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %2 = call @_pad(%arg14, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:8897fb9f687455bda27107ef6bffc9506acdc49ba91701a48cdea4c614f7d779\22, \22cost_estimate\22: {\22bytes_accessed\22: 175112192, \22flops\22: 20266876928, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<1x128x128xi8>) -> tensor<16x4096x64xbf16>
    return %3 : tensor<16x4096x64xbf16>
  }
  func.func private @_pad(%arg0: tensor<16x4096x64xbf16>, %arg1: tensor<i32>) -> tensor<16x4096x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x4096x64xbf16>, tensor<bf16>) -> tensor<16x4096x64xbf16>
    return %1 : tensor<16x4096x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:8897fb9f687455bda27107ef6bffc9506acdc49ba91701a48cdea4c614f7d779
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg9: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x128xi8, #tpu.memory_space<any>>, %arg11: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg15: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x128x128xi8, #tpu.memory_space<vmem>>, %arg18: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 5 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {}, {}, {}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %3 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %5 = vector.shape_cast %4 : vector<128x128xf32> to vector<128x128xf32>
    %6 = vector.shape_cast %3 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %6 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %9 = vector.shape_cast %8 : vector<128x128xf32> to vector<128x128xf32>
    %10 = vector.shape_cast %7 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %10 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %11 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %12 = vector.load %arg14[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %13 = vector.shape_cast %12 : vector<128x64xf32> to vector<128x64xf32>
    %14 = vector.shape_cast %11 : vector<128x64xf32> to vector<128x64xf32>
    tpu.vector_store %arg14[%c0, %c0], %14 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
    %c0_i32 = arith.constant 0 : i32
    %24 = arith.cmpi ne, %23, %c0_i32 : i32
    scf.if %24 {
      %c0_i32 = arith.constant 0 : i32
      %38 = arith.addi %2, %c0_i32 : i32
      %39 = arith.index_cast %17 : i32 to index
      %40 = memref.load %arg6[%39] : memref<155xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %42 = arith.index_cast %17 : i32 to index
      %43 = memref.load %arg5[%42] : memref<155xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %44 = arith.cmpi eq, %43, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %45 = arith.select %44, %c0_i32, %c0_i32 : i32
      %46 = arith.addi %41, %45 : i32
      %47 = arith.index_cast %17 : i32 to index
      %48 = memref.load %arg3[%47] : memref<155xi8, #tpu.memory_space<smem>>
      %49 = arith.extsi %48 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %50 = arith.addi %49, %c0_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %51 = arith.muli %50, %c128_i32 : i32
      %52 = tpu.assume_multiple %51, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %53 = arith.muli %50, %c128_i32 : i32
      %54 = tpu.assume_multiple %53, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg8[%38, %52, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%58 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %61 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg9[%38, %54, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%64 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %67 = tpu.memref_slice %arg18[%c0_i32, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg10[%46, %c0_i32, %c0_i32] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<128x128xi8, #tpu.memory_space<any>>) target(%70 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %25:3 = scf.while (%arg19 = %17, %arg20 = %c0_i32, %arg21 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %38 = arith.cmpi slt, %arg19, %21 : i32
      scf.condition(%38) %arg19, %arg20, %arg21 : i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32):
      %c1_i32 = arith.constant 1 : i32
      %38 = arith.addi %arg20, %c1_i32 : i32
      %39 = arith.index_cast %arg19 : i32 to index
      %40 = memref.load %arg4[%39] : memref<155xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %42 = arith.cmpi sge, %38, %41 : i32
      %c1_i32 = arith.constant 1 : i32
      %43 = arith.addi %arg19, %c1_i32 : i32
      %44 = arith.select %42, %43, %arg19 : i32
      %c1_i32 = arith.constant 1 : i32
      %45 = arith.addi %arg20, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %46 = arith.select %42, %c0_i32, %45 : i32
      %47 = arith.cmpi slt, %44, %21 : i32
      %48 = arith.extui %47 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %49 = arith.cmpi ne, %48, %c0_i32 : i32
      scf.if %49 {
        %c0_i32 = arith.constant 0 : i32
        %134 = arith.addi %2, %c0_i32 : i32
        %135 = arith.index_cast %44 : i32 to index
        %136 = memref.load %arg6[%135] : memref<155xi8, #tpu.memory_space<smem>>
        %137 = arith.extsi %136 : i8 to i32
        %138 = arith.index_cast %44 : i32 to index
        %139 = memref.load %arg5[%138] : memref<155xi8, #tpu.memory_space<smem>>
        %c1_i8 = arith.constant 1 : i8
        %140 = arith.cmpi eq, %139, %c1_i8 : i8
        %c0_i32 = arith.constant 0 : i32
        %141 = arith.select %140, %46, %c0_i32 : i32
        %142 = arith.addi %137, %141 : i32
        %143 = arith.index_cast %44 : i32 to index
        %144 = memref.load %arg3[%143] : memref<155xi8, #tpu.memory_space<smem>>
        %145 = arith.extsi %144 : i8 to i32
        %146 = arith.addi %145, %46 : i32
        %c1_i32 = arith.constant 1 : i32
        %147 = arith.subi %c1_i32, %arg21 : i32
        %c128_i32 = arith.constant 128 : i32
        %148 = arith.muli %146, %c128_i32 : i32
        %149 = tpu.assume_multiple %148, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %150 = arith.muli %146, %c128_i32 : i32
        %151 = tpu.assume_multiple %150, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %152 = tpu.memref_slice %arg18[%147, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %153 = tpu.memref_squeeze %152 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %154 = tpu.memref_slice %arg15[%147, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %155 = tpu.memref_squeeze %154 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %156 = tpu.memref_slice %arg8[%134, %149, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %157 = tpu.memref_squeeze %156 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%157 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%155 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%153 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %158 = tpu.memref_slice %arg18[%147, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %159 = tpu.memref_squeeze %158 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg16[%147, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %161 = tpu.memref_squeeze %160 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %162 = tpu.memref_slice %arg9[%134, %151, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %163 = tpu.memref_squeeze %162 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%163 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%161 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%159 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %164 = tpu.memref_slice %arg18[%147, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %165 = tpu.memref_squeeze %164 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %166 = tpu.memref_slice %arg17[%147, %c0_i32, %c0_i32] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
        %167 = tpu.memref_squeeze %166 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %168 = tpu.memref_slice %arg10[%142, %c0_i32, %c0_i32] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
        %169 = tpu.memref_squeeze %168 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%169 : memref<128x128xi8, #tpu.memory_space<any>>) target(%167 : memref<128x128xi8, #tpu.memory_space<vmem>>) target_semaphore(%165 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %50 = arith.addi %2, %c0_i32 : i32
      %51 = arith.index_cast %arg19 : i32 to index
      %52 = memref.load %arg6[%51] : memref<155xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %54 = arith.index_cast %arg19 : i32 to index
      %55 = memref.load %arg5[%54] : memref<155xi8, #tpu.memory_space<smem>>
      %c1_i8 = arith.constant 1 : i8
      %56 = arith.cmpi eq, %55, %c1_i8 : i8
      %c0_i32 = arith.constant 0 : i32
      %57 = arith.select %56, %arg20, %c0_i32 : i32
      %58 = arith.addi %53, %57 : i32
      %59 = arith.index_cast %arg19 : i32 to index
      %60 = memref.load %arg3[%59] : memref<155xi8, #tpu.memory_space<smem>>
      %61 = arith.extsi %60 : i8 to i32
      %62 = arith.addi %61, %arg20 : i32
      %c128_i32 = arith.constant 128 : i32
      %63 = arith.muli %62, %c128_i32 : i32
      %64 = tpu.assume_multiple %63, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %65 = arith.muli %62, %c128_i32 : i32
      %66 = tpu.assume_multiple %65, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg18[%arg21, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg8[%50, %64, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%72 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%70 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %73 = tpu.memref_slice %arg18[%arg21, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg16[%arg21, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %76 = tpu.memref_squeeze %75 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg9[%50, %66, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %78 = tpu.memref_squeeze %77 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%76 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %79 = tpu.memref_slice %arg18[%arg21, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg17[%arg21, %c0_i32, %c0_i32] : memref<2x128x128xi8, #tpu.memory_space<vmem>> -> memref<1x128x128xi8, #tpu.memory_space<vmem>>
      %82 = tpu.memref_squeeze %81 : memref<1x128x128xi8, #tpu.memory_space<vmem>> -> memref<128x128xi8, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg10[%58, %c0_i32, %c0_i32] : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<1x128x128xi8, #tpu.memory_space<any>>
      %84 = tpu.memref_squeeze %83 : memref<1x128x128xi8, #tpu.memory_space<any>> -> memref<128x128xi8, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%84 : memref<128x128xi8, #tpu.memory_space<any>>) dst(%82 : memref<128x128xi8, #tpu.memory_space<vmem>>)
      %85 = arith.index_cast %arg19 : i32 to index
      %86 = memref.load %arg5[%85] : memref<155xi8, #tpu.memory_space<smem>>
      %87 = arith.extsi %86 : i8 to i32
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %88 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %89 = vector.shape_cast %88 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %90 = arith.index_cast %arg21 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %91 = vector.load %arg15[%90, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %92 = vector.shape_cast %91 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %93 = tpu.matmul %89, %92, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %94 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %95 = arith.mulf %93, %94 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %96 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
      %97 = vector.multi_reduction <maximumf>, %95, %cst_x5413f7 [1] : vector<128x128xf32> to vector<128xf32>
      %98 = vector.shape_cast %97 : vector<128xf32> to vector<128x1xf32>
      %99 = vector.broadcast %98 : vector<128x1xf32> to vector<128x128xf32>
      %100 = arith.maximumf %96, %99 : vector<128x128xf32>
      %cst_xbef082 = arith.constant 0xFF800000 : f32
      %101 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
      %102 = arith.cmpf oeq, %100, %101 : vector<128x128xf32>
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %103 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
      %104 = arith.select %102, %103, %100 : vector<128x128xi1>, vector<128x128xf32>
      %105 = arith.subf %95, %104 : vector<128x128xf32>
      %106 = math.exp2 %105 : vector<128x128xf32>
      %107 = arith.subf %96, %104 : vector<128x128xf32>
      %108 = math.exp2 %107 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %109 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %110 = arith.mulf %108, %109 : vector<128x128xf32>
      %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
      %111 = vector.multi_reduction <add>, %106, %cst_x9a411a [1] : vector<128x128xf32> to vector<128xf32>
      %112 = vector.shape_cast %111 : vector<128xf32> to vector<128x1xf32>
      %113 = vector.broadcast %112 : vector<128x1xf32> to vector<128x128xf32>
      %114 = arith.addf %110, %113 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %115 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %116 = vector.shape_cast %115 : vector<128x128xf32> to vector<128x128xf32>
      %117 = vector.shape_cast %114 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0, %c0], %117 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %118 = arith.index_cast %arg21 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %119 = vector.load %arg16[%118, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %120 = vector.shape_cast %119 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %121 = vector.extract_strided_slice %108 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %122 = vector.load %arg14[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %123 = arith.mulf %121, %122 : vector<128x64xf32>
      %124 = arith.truncf %106 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %125 = tpu.matmul %124, %120, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %126 = arith.addf %123, %125 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %127 = vector.load %arg14[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %128 = vector.shape_cast %127 : vector<128x64xf32> to vector<128x64xf32>
      %129 = vector.shape_cast %126 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg14[%c0, %c0], %129 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %130 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %131 = vector.shape_cast %130 : vector<128x128xf32> to vector<128x128xf32>
      %132 = vector.shape_cast %100 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0, %c0], %132 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %133 = arith.subi %c1_i32, %arg21 : i32
      scf.yield %44, %46, %133 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %26 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %27 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %28 = arith.cmpf ogt, %26, %27 : vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %29 = vector.load %arg14[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %30 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %31 = arith.select %28, %26, %30 : vector<128x128xi1>, vector<128x128xf32>
    %32 = vector.extract_strided_slice %31 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
    %33 = arith.divf %29, %32 : vector<128x64xf32>
    %34 = arith.truncf %33 : vector<128x64xf32> to vector<128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %35 = vector.load %arg11[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %36 = vector.shape_cast %35 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %37 = vector.shape_cast %34 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %37 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
}
