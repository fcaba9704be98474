module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<256xi16>, %arg2: tensor<256xi8>, %arg3: tensor<256xi8>, %arg4: tensor<2x128x128xi8>, %arg5: tensor<257xi16>, %arg6: tensor<256xi16>, %arg7: tensor<256xi8>, %arg8: tensor<256xi8>, %arg9: tensor<2x128x128xi8>, %arg10: tensor<64x32768x64xbf16>, %arg11: tensor<8x32768x64xbf16>, %arg12: tensor<8x32768x64xbf16>, %arg13: tensor<64xf32>) -> (tensor<64x32768x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<64x32768x64xbf16>, tensor<i32>) -> tensor<64x32768x64xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %3 = stablehlo.broadcast_in_dim %arg13, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<64x1x1xf32>) -> tensor<64x1x128xf32>
    %5 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %4, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:9f5fba9e40a39b6b07ab8472d8339bfe7896aa6b31d45ae78ef1f0f16823bc29\22, \22cost_estimate\22: {\22bytes_accessed\22: 1608515584, \22flops\22: 137170518016, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<256xi16>, tensor<256xi8>, tensor<256xi8>, tensor<64x32768x64xbf16>, tensor<64x1x128xf32>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>) -> tensor<64x32768x64xbf16>
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

// ---- kernel sparse_cli_fwd sha256:9f5fba9e40a39b6b07ab8472d8339bfe7896aa6b31d45ae78ef1f0f16823bc29
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg8: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg9: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 64, 256>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 1, 128>}, {}, {}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c256_i32 = arith.constant 256 : i32
    %3 = arith.remsi %0, %c256_i32 : i32
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg7[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %5 = vector.shape_cast %4 : vector<1x1x128xf32> to vector<1x128xf32>
    %6 = vector.shape_cast %5 : vector<1x128xf32> to vector<1x128xf32>
    %7 = vector.broadcast %6 : vector<1x128xf32> to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg11[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %9 = vector.shape_cast %8 : vector<128x128xf32> to vector<128x128xf32>
    %10 = vector.shape_cast %7 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %10 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %11 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %12 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %13 = vector.shape_cast %12 : vector<128x128xf32> to vector<128x128xf32>
    %14 = vector.shape_cast %11 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %14 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %15 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %16 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %17 = vector.shape_cast %16 : vector<128x64xf32> to vector<128x64xf32>
    %18 = vector.shape_cast %15 : vector<128x64xf32> to vector<128x64xf32>
    tpu.vector_store %arg13[%c0, %c0], %18 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
    %c0_i32 = arith.constant 0 : i32
    %28 = arith.cmpi ne, %27, %c0_i32 : i32
    scf.if %28 {
      %c0_i32 = arith.constant 0 : i32
      %42 = arith.addi %2, %c0_i32 : i32
      %43 = arith.index_cast %21 : i32 to index
      %44 = memref.load %arg3[%43] : memref<256xi16, #tpu.memory_space<smem>>
      %45 = arith.extsi %44 : i16 to i32
      %c0_i32 = arith.constant 0 : i32
      %46 = arith.addi %45, %c0_i32 : i32
      %c8_i32 = arith.constant 8 : i32
      %47 = arith.divsi %42, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %48 = arith.muli %46, %c128_i32 : i32
      %49 = tpu.assume_multiple %48, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %50 = arith.divsi %42, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %51 = arith.muli %46, %c128_i32 : i32
      %52 = tpu.assume_multiple %51, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %54 = tpu.memref_squeeze %53 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg8[%47, %49, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %58 = tpu.memref_squeeze %57 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%58 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%56 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%54 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %59 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %62 = tpu.memref_squeeze %61 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg9[%50, %52, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %64 = tpu.memref_squeeze %63 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%64 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%62 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %29:3 = scf.while (%arg17 = %21, %arg18 = %c0_i32, %arg19 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %42 = arith.cmpi slt, %arg17, %25 : i32
      scf.condition(%42) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32 = arith.constant 1 : i32
      %42 = arith.addi %arg18, %c1_i32 : i32
      %43 = arith.index_cast %arg17 : i32 to index
      %44 = memref.load %arg4[%43] : memref<256xi8, #tpu.memory_space<smem>>
      %45 = arith.extsi %44 : i8 to i32
      %46 = arith.cmpi sge, %42, %45 : i32
      %c1_i32 = arith.constant 1 : i32
      %47 = arith.addi %arg17, %c1_i32 : i32
      %48 = arith.select %46, %47, %arg17 : i32
      %c1_i32 = arith.constant 1 : i32
      %49 = arith.addi %arg18, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %50 = arith.select %46, %c0_i32, %49 : i32
      %51 = arith.cmpi slt, %48, %25 : i32
      %52 = arith.extui %51 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %53 = arith.cmpi ne, %52, %c0_i32 : i32
      scf.if %53 {
        %c0_i32 = arith.constant 0 : i32
        %145 = arith.addi %2, %c0_i32 : i32
        %146 = arith.index_cast %48 : i32 to index
        %147 = memref.load %arg3[%146] : memref<256xi16, #tpu.memory_space<smem>>
        %148 = arith.extsi %147 : i16 to i32
        %149 = arith.addi %148, %50 : i32
        %c1_i32 = arith.constant 1 : i32
        %150 = arith.subi %c1_i32, %arg19 : i32
        %c8_i32 = arith.constant 8 : i32
        %151 = arith.divsi %145, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %152 = arith.muli %149, %c128_i32 : i32
        %153 = tpu.assume_multiple %152, 128 : i32
        %c8_i32 = arith.constant 8 : i32
        %154 = arith.divsi %145, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %155 = arith.muli %149, %c128_i32 : i32
        %156 = tpu.assume_multiple %155, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %157 = tpu.memref_slice %arg16[%150, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %158 = tpu.memref_squeeze %157 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %159 = tpu.memref_slice %arg14[%150, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %160 = tpu.memref_squeeze %159 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %161 = tpu.memref_slice %arg8[%151, %153, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %162 = tpu.memref_squeeze %161 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%162 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%160 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%158 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %163 = tpu.memref_slice %arg16[%150, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %164 = tpu.memref_squeeze %163 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %165 = tpu.memref_slice %arg15[%150, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %166 = tpu.memref_squeeze %165 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %167 = tpu.memref_slice %arg9[%154, %156, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %168 = tpu.memref_squeeze %167 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%168 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%166 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%164 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %54 = arith.addi %2, %c0_i32 : i32
      %55 = arith.index_cast %arg17 : i32 to index
      %56 = memref.load %arg3[%55] : memref<256xi16, #tpu.memory_space<smem>>
      %57 = arith.extsi %56 : i16 to i32
      %58 = arith.addi %57, %arg18 : i32
      %c8_i32 = arith.constant 8 : i32
      %59 = arith.divsi %54, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %60 = arith.muli %58, %c128_i32 : i32
      %61 = tpu.assume_multiple %60, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %62 = arith.divsi %54, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %63 = arith.muli %58, %c128_i32 : i32
      %64 = tpu.assume_multiple %63, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg8[%59, %61, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%70 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%68 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %71 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg9[%62, %64, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%76 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%74 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %77 = arith.index_cast %arg17 : i32 to index
      %78 = memref.load %arg5[%77] : memref<256xi8, #tpu.memory_space<smem>>
      %79 = arith.extsi %78 : i8 to i32
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %80 = vector.load %arg6[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %81 = vector.shape_cast %80 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %82 = arith.index_cast %arg19 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %83 = vector.load %arg14[%82, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %84 = vector.shape_cast %83 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %85 = tpu.matmul %81, %84, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x35b8ee = arith.constant 1.250000e-01 : f32
      %86 = vector.broadcast %cst_x35b8ee : f32 to vector<128x128xf32>
      %87 = arith.mulf %85, %86 : vector<128x128xf32>
      %c2_i32 = arith.constant 2 : i32
      %88 = arith.cmpi eq, %79, %c2_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %89 = arith.muli %3, %c128_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %90 = arith.muli %58, %c128_i32 : i32
      %91 = tpu.iota {dimensions = array<i32: 0>} : vector<128x128xi32>
      %92 = tpu.iota {dimensions = array<i32: 1>} : vector<128x128xi32>
      %93 = arith.subi %90, %89 : i32
      %94 = arith.subi %92, %91 : vector<128x128xi32>
      %c127_i32 = arith.constant 127 : i32
      %95 = arith.addi %c127_i32, %93 : i32
      %c1073741824_i32 = arith.constant 1073741824 : i32
      %96 = arith.select %88, %c1073741824_i32, %95 : i32
      %c0_i32 = arith.constant 0 : i32
      %97 = arith.subi %c0_i32, %93 : i32
      %c1073741824_i32 = arith.constant 1073741824 : i32
      %98 = arith.select %88, %c1073741824_i32, %97 : i32
      %c0_i32 = arith.constant 0 : i32
      %99 = arith.subi %c0_i32, %96 : i32
      %100 = vector.broadcast %99 : i32 to vector<128x128xi32>
      %101 = arith.cmpi sge, %94, %100 : vector<128x128xi32>
      %102 = vector.broadcast %98 : i32 to vector<128x128xi32>
      %103 = arith.cmpi sle, %94, %102 : vector<128x128xi32>
      %104 = arith.andi %101, %103 : vector<128x128xi1>
      %cst_xbef082 = arith.constant 0xFF800000 : f32
      %105 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
      %106 = arith.select %104, %87, %105 : vector<128x128xi1>, vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %107 = vector.load %arg11[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
      %108 = vector.multi_reduction <maximumf>, %106, %cst_x5413f7 [1] : vector<128x128xf32> to vector<128xf32>
      %109 = vector.shape_cast %108 : vector<128xf32> to vector<128x1xf32>
      %110 = vector.broadcast %109 : vector<128x1xf32> to vector<128x128xf32>
      %111 = arith.maximumf %107, %110 : vector<128x128xf32>
      %cst_xbef082 = arith.constant 0xFF800000 : f32
      %112 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
      %113 = arith.cmpf oeq, %111, %112 : vector<128x128xf32>
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %114 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
      %115 = arith.select %113, %114, %111 : vector<128x128xi1>, vector<128x128xf32>
      %116 = arith.subf %106, %115 : vector<128x128xf32>
      %117 = math.exp %116 : vector<128x128xf32>
      %118 = arith.subf %107, %115 : vector<128x128xf32>
      %119 = math.exp %118 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %120 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %121 = arith.mulf %119, %120 : vector<128x128xf32>
      %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
      %122 = vector.multi_reduction <add>, %117, %cst_x9a411a [1] : vector<128x128xf32> to vector<128xf32>
      %123 = vector.shape_cast %122 : vector<128xf32> to vector<128x1xf32>
      %124 = vector.broadcast %123 : vector<128x1xf32> to vector<128x128xf32>
      %125 = arith.addf %121, %124 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %126 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %127 = vector.shape_cast %126 : vector<128x128xf32> to vector<128x128xf32>
      %128 = vector.shape_cast %125 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0, %c0], %128 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %129 = arith.index_cast %arg19 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %130 = vector.load %arg15[%129, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %131 = vector.shape_cast %130 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %132 = vector.extract_strided_slice %119 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %133 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %134 = arith.mulf %132, %133 : vector<128x64xf32>
      %135 = arith.truncf %117 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %136 = tpu.matmul %135, %131, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %137 = arith.addf %134, %136 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %138 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %139 = vector.shape_cast %138 : vector<128x64xf32> to vector<128x64xf32>
      %140 = vector.shape_cast %137 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg13[%c0, %c0], %140 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %141 = vector.load %arg11[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %142 = vector.shape_cast %141 : vector<128x128xf32> to vector<128x128xf32>
      %143 = vector.shape_cast %111 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg11[%c0, %c0], %143 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %144 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %48, %50, %144 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %31 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %32 = arith.cmpf ogt, %30, %31 : vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %33 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %34 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %35 = arith.select %32, %30, %34 : vector<128x128xi1>, vector<128x128xf32>
    %36 = vector.extract_strided_slice %35 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
    %37 = arith.divf %33, %36 : vector<128x64xf32>
    %38 = arith.truncf %37 : vector<128x64xf32> to vector<128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %39 = vector.load %arg10[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %40 = vector.shape_cast %39 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %41 = vector.shape_cast %38 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg10[%c0, %c0, %c0], %41 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
}
