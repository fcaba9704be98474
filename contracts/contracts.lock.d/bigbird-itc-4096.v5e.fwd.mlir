module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi16>, %arg1: tensor<155xi8>, %arg2: tensor<155xi8>, %arg3: tensor<155xi8>, %arg4: tensor<155xi8>, %arg5: tensor<1x128x128xi8>, %arg6: tensor<33xi16>, %arg7: tensor<160xi8>, %arg8: tensor<160xi8>, %arg9: tensor<160xi8>, %arg10: tensor<160xi8>, %arg11: tensor<1x128x128xi8>, %arg12: tensor<16x4096x64xbf16>, %arg13: tensor<16x4096x64xbf16>, %arg14: tensor<16x4096x64xbf16>) -> (tensor<16x4096x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %1 = call @_pad(%arg13, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %2 = call @_pad(%arg14, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:5b6b0f439e711a8fb7b75acc16a785777852d42fbf6313c6eec04dc8093d0d68\22, \22cost_estimate\22: {\22bytes_accessed\22: 175112192, \22flops\22: 20266876928, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<1x128x128xi8>) -> tensor<16x4096x64xbf16>
    return %3 : tensor<16x4096x64xbf16>
  }
  func.func private @_pad(%arg0: tensor<16x4096x64xbf16>, %arg1: tensor<i32>) -> tensor<16x4096x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x4096x64xbf16>, tensor<bf16>) -> tensor<16x4096x64xbf16>
    return %1 : tensor<16x4096x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:5b6b0f439e711a8fb7b75acc16a785777852d42fbf6313c6eec04dc8093d0d68
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg9: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x128xi8, #tpu.memory_space<vmem>>, %arg11: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg15: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 5 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}]} {
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
      %40 = memref.load %arg3[%39] : memref<155xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %42 = arith.addi %41, %c0_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %43 = arith.muli %42, %c128_i32 : i32
      %44 = tpu.assume_multiple %43, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %45 = arith.muli %42, %c128_i32 : i32
      %46 = tpu.assume_multiple %45, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg17[%c0_i32, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %48 = tpu.memref_squeeze %47 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %50 = tpu.memref_squeeze %49 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg8[%38, %44, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %52 = tpu.memref_squeeze %51 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%52 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%50 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%48 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %53 = tpu.memref_slice %arg17[%c0_i32, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %54 = tpu.memref_squeeze %53 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg9[%38, %46, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %58 = tpu.memref_squeeze %57 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%58 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%56 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%54 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %25:3 = scf.while (%arg18 = %17, %arg19 = %c0_i32, %arg20 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %38 = arith.cmpi slt, %arg18, %21 : i32
      scf.condition(%38) %arg18, %arg19, %arg20 : i32, i32, i32
    } do {
    ^bb0(%arg18: i32, %arg19: i32, %arg20: i32):
      %c1_i32 = arith.constant 1 : i32
      %38 = arith.addi %arg19, %c1_i32 : i32
      %39 = arith.index_cast %arg18 : i32 to index
      %40 = memref.load %arg4[%39] : memref<155xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %42 = arith.cmpi sge, %38, %41 : i32
      %c1_i32 = arith.constant 1 : i32
      %43 = arith.addi %arg18, %c1_i32 : i32
      %44 = arith.select %42, %43, %arg18 : i32
      %c1_i32 = arith.constant 1 : i32
      %45 = arith.addi %arg19, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %46 = arith.select %42, %c0_i32, %45 : i32
      %47 = arith.cmpi slt, %44, %21 : i32
      %48 = arith.extui %47 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %49 = arith.cmpi ne, %48, %c0_i32 : i32
      scf.if %49 {
        %c0_i32 = arith.constant 0 : i32
        %127 = arith.addi %2, %c0_i32 : i32
        %128 = arith.index_cast %44 : i32 to index
        %129 = memref.load %arg6[%128] : memref<155xi8, #tpu.memory_space<smem>>
        %130 = arith.extsi %129 : i8 to i32
        %131 = arith.index_cast %44 : i32 to index
        %132 = memref.load %arg5[%131] : memref<155xi8, #tpu.memory_space<smem>>
        %133 = arith.extsi %132 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %134 = arith.cmpi eq, %133, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %135 = arith.select %134, %46, %c0_i32 : i32
        %136 = arith.addi %130, %135 : i32
        %137 = arith.index_cast %44 : i32 to index
        %138 = memref.load %arg3[%137] : memref<155xi8, #tpu.memory_space<smem>>
        %139 = arith.extsi %138 : i8 to i32
        %140 = arith.addi %139, %46 : i32
        %c1_i32 = arith.constant 1 : i32
        %141 = arith.subi %c1_i32, %arg20 : i32
        %c128_i32 = arith.constant 128 : i32
        %142 = arith.muli %140, %c128_i32 : i32
        %143 = tpu.assume_multiple %142, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %144 = arith.muli %140, %c128_i32 : i32
        %145 = tpu.assume_multiple %144, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %146 = tpu.memref_slice %arg17[%141, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %147 = tpu.memref_squeeze %146 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %148 = tpu.memref_slice %arg15[%141, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %149 = tpu.memref_squeeze %148 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %150 = tpu.memref_slice %arg8[%127, %143, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %151 = tpu.memref_squeeze %150 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%151 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%149 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%147 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %152 = tpu.memref_slice %arg17[%141, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %153 = tpu.memref_squeeze %152 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %154 = tpu.memref_slice %arg16[%141, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %155 = tpu.memref_squeeze %154 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %156 = tpu.memref_slice %arg9[%127, %145, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %157 = tpu.memref_squeeze %156 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%157 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%155 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%153 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %50 = arith.addi %2, %c0_i32 : i32
      %51 = arith.index_cast %arg18 : i32 to index
      %52 = memref.load %arg6[%51] : memref<155xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %54 = arith.index_cast %arg18 : i32 to index
      %55 = memref.load %arg5[%54] : memref<155xi8, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i8 to i32
      %c1_i32 = arith.constant 1 : i32
      %57 = arith.cmpi eq, %56, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %58 = arith.select %57, %arg19, %c0_i32 : i32
      %59 = arith.addi %53, %58 : i32
      %60 = arith.index_cast %arg18 : i32 to index
      %61 = memref.load %arg3[%60] : memref<155xi8, #tpu.memory_space<smem>>
      %62 = arith.extsi %61 : i8 to i32
      %63 = arith.addi %62, %arg19 : i32
      %c128_i32 = arith.constant 128 : i32
      %64 = arith.muli %63, %c128_i32 : i32
      %65 = tpu.assume_multiple %64, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %66 = arith.muli %63, %c128_i32 : i32
      %67 = tpu.assume_multiple %66, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg17[%arg20, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg15[%arg20, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg8[%50, %65, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%73 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%71 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %74 = tpu.memref_slice %arg17[%arg20, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg16[%arg20, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %77 = tpu.memref_squeeze %76 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg9[%50, %67, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %79 = tpu.memref_squeeze %78 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%75 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%79 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%77 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %80 = arith.index_cast %arg18 : i32 to index
      %81 = memref.load %arg5[%80] : memref<155xi8, #tpu.memory_space<smem>>
      %82 = arith.extsi %81 : i8 to i32
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %83 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %84 = vector.shape_cast %83 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %85 = arith.index_cast %arg20 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %86 = vector.load %arg15[%85, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %87 = vector.shape_cast %86 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %88 = tpu.matmul %84, %87, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %89 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %90 = arith.mulf %88, %89 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %91 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
      %92 = vector.multi_reduction <maximumf>, %90, %cst_x5413f7 [1] : vector<128x128xf32> to vector<128xf32>
      %93 = vector.shape_cast %92 : vector<128xf32> to vector<128x1xf32>
      %94 = vector.broadcast %93 : vector<128x1xf32> to vector<128x128xf32>
      %95 = arith.maximumf %91, %94 : vector<128x128xf32>
      %cst_x72b973 = arith.constant -3.40282347E+38 : f32
      %96 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
      %97 = arith.maximumf %95, %96 : vector<128x128xf32>
      %98 = arith.subf %90, %97 : vector<128x128xf32>
      %99 = math.exp2 %98 : vector<128x128xf32>
      %100 = arith.subf %91, %97 : vector<128x128xf32>
      %101 = math.exp2 %100 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %102 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %103 = arith.mulf %101, %102 : vector<128x128xf32>
      %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
      %104 = vector.multi_reduction <add>, %99, %cst_x9a411a [1] : vector<128x128xf32> to vector<128xf32>
      %105 = vector.shape_cast %104 : vector<128xf32> to vector<128x1xf32>
      %106 = vector.broadcast %105 : vector<128x1xf32> to vector<128x128xf32>
      %107 = arith.addf %103, %106 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %108 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %109 = vector.shape_cast %108 : vector<128x128xf32> to vector<128x128xf32>
      %110 = vector.shape_cast %107 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0, %c0], %110 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %111 = arith.index_cast %arg20 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %112 = vector.load %arg16[%111, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %113 = vector.shape_cast %112 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %114 = vector.extract_strided_slice %101 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %115 = vector.load %arg14[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %116 = arith.mulf %114, %115 : vector<128x64xf32>
      %117 = arith.truncf %99 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %118 = tpu.matmul %117, %113, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %119 = arith.addf %116, %118 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %120 = vector.load %arg14[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %121 = vector.shape_cast %120 : vector<128x64xf32> to vector<128x64xf32>
      %122 = vector.shape_cast %119 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg14[%c0, %c0], %122 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %123 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %124 = vector.shape_cast %123 : vector<128x128xf32> to vector<128x128xf32>
      %125 = vector.shape_cast %95 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0, %c0], %125 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %126 = arith.subi %c1_i32, %arg20 : i32
      scf.yield %44, %46, %126 : i32, i32, i32
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
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
