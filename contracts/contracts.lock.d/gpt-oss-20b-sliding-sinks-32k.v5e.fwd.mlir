module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<256xi16>, %arg2: tensor<256xi8>, %arg3: tensor<256xi8>, %arg4: tensor<2x128x128xi8>, %arg5: tensor<257xi16>, %arg6: tensor<256xi16>, %arg7: tensor<256xi8>, %arg8: tensor<256xi8>, %arg9: tensor<2x128x128xi8>, %arg10: tensor<64x32768x64xbf16>, %arg11: tensor<8x32768x64xbf16>, %arg12: tensor<8x32768x64xbf16>, %arg13: tensor<64xf32>) -> (tensor<64x32768x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<64x32768x64xbf16>, tensor<i32>) -> tensor<64x32768x64xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %3 = stablehlo.broadcast_in_dim %arg13, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<64x1x1xf32>) -> tensor<64x1x128xf32>
    %5 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %4, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:5ccc786ae2608e160b9fbaa6fc4c12e688f211a91dfa219b1382cc91c4a44507\22, \22cost_estimate\22: {\22bytes_accessed\22: 670826496, \22flops\22: 137170518016, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<256xi16>, tensor<256xi8>, tensor<256xi8>, tensor<64x32768x64xbf16>, tensor<64x1x128xf32>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>) -> tensor<64x32768x64xbf16>
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

// ---- kernel sparse_cli_fwd sha256:5ccc786ae2608e160b9fbaa6fc4c12e688f211a91dfa219b1382cc91c4a44507
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<8x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x1x128xf32, #tpu.memory_space<vmem>>, %arg8: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg9: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg10: memref<8x128x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1024x64xf32, #tpu.memory_space<vmem>>, %arg14: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 256>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 8, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 8, 1, 128>}, {}, {}, {transform_indices = @transform_4, window_bounds = array<i64: 8, 128, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.remsi %0, %c256_i32 : i32
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg7[%c0, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %6 = vector.shape_cast %5 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %7 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %8 = arith.mulf %6, %7 : vector<1x128xf32>
    %9 = vector.shape_cast %8 : vector<1x128xf32> to vector<1x128xf32>
    %10 = vector.broadcast %9 : vector<1x128xf32> to vector<128x128xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %11 = vector.load %arg7[%c1, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %12 = vector.shape_cast %11 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %13 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %14 = arith.mulf %12, %13 : vector<1x128xf32>
    %15 = vector.shape_cast %14 : vector<1x128xf32> to vector<1x128xf32>
    %16 = vector.broadcast %15 : vector<1x128xf32> to vector<128x128xf32>
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %17 = vector.load %arg7[%c2, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %18 = vector.shape_cast %17 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %19 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %20 = arith.mulf %18, %19 : vector<1x128xf32>
    %21 = vector.shape_cast %20 : vector<1x128xf32> to vector<1x128xf32>
    %22 = vector.broadcast %21 : vector<1x128xf32> to vector<128x128xf32>
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %23 = vector.load %arg7[%c3, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %24 = vector.shape_cast %23 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %25 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %26 = arith.mulf %24, %25 : vector<1x128xf32>
    %27 = vector.shape_cast %26 : vector<1x128xf32> to vector<1x128xf32>
    %28 = vector.broadcast %27 : vector<1x128xf32> to vector<128x128xf32>
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %29 = vector.load %arg7[%c4, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %30 = vector.shape_cast %29 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %31 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %32 = arith.mulf %30, %31 : vector<1x128xf32>
    %33 = vector.shape_cast %32 : vector<1x128xf32> to vector<1x128xf32>
    %34 = vector.broadcast %33 : vector<1x128xf32> to vector<128x128xf32>
    %c5 = arith.constant 5 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %35 = vector.load %arg7[%c5, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %36 = vector.shape_cast %35 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %37 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %38 = arith.mulf %36, %37 : vector<1x128xf32>
    %39 = vector.shape_cast %38 : vector<1x128xf32> to vector<1x128xf32>
    %40 = vector.broadcast %39 : vector<1x128xf32> to vector<128x128xf32>
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg7[%c6, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %42 = vector.shape_cast %41 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %43 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %44 = arith.mulf %42, %43 : vector<1x128xf32>
    %45 = vector.shape_cast %44 : vector<1x128xf32> to vector<1x128xf32>
    %46 = vector.broadcast %45 : vector<1x128xf32> to vector<128x128xf32>
    %c7 = arith.constant 7 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %47 = vector.load %arg7[%c7, %c0, %c0] : memref<8x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %48 = vector.shape_cast %47 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %49 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %50 = arith.mulf %48, %49 : vector<1x128xf32>
    %51 = vector.shape_cast %50 : vector<1x128xf32> to vector<1x128xf32>
    %52 = vector.broadcast %51 : vector<1x128xf32> to vector<128x128xf32>
    %53 = tpu.concatenate %10, %16, %22, %28, %34, %40, %46, %52 in 0 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %54 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %55 = vector.shape_cast %54 : vector<1024x128xf32> to vector<1024x128xf32>
    %56 = vector.shape_cast %53 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %56 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %57 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %58 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %59 = vector.shape_cast %58 : vector<1024x128xf32> to vector<1024x128xf32>
    %60 = vector.shape_cast %57 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %60 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %61 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %62 = vector.load %arg13[%c0, %c0] : memref<1024x64xf32, #tpu.memory_space<vmem>>, vector<1024x64xf32>
    %63 = vector.shape_cast %62 : vector<1024x64xf32> to vector<1024x64xf32>
    %64 = vector.shape_cast %61 : vector<1024x64xf32> to vector<1024x64xf32>
    tpu.vector_store %arg13[%c0, %c0], %64 {strides = array<i32>} : memref<1024x64xf32, #tpu.memory_space<vmem>>, vector<1024x64xf32>, 
    %65 = arith.index_cast %arg1 : i32 to index
    %66 = memref.load %arg2[%65] : memref<257xi16, #tpu.memory_space<smem>>
    %67 = arith.extsi %66 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %68 = arith.addi %arg1, %c1_i32 : i32
    %69 = arith.index_cast %68 : i32 to index
    %70 = memref.load %arg2[%69] : memref<257xi16, #tpu.memory_space<smem>>
    %71 = arith.extsi %70 : i16 to i32
    %72 = arith.cmpi slt, %67, %71 : i32
    %73 = arith.extui %72 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %74 = arith.cmpi ne, %73, %c0_i32 : i32
    scf.if %74 {
      %c0_i32 = arith.constant 0 : i32
      %100 = arith.addi %3, %c0_i32 : i32
      %101 = arith.index_cast %67 : i32 to index
      %102 = memref.load %arg3[%101] : memref<256xi16, #tpu.memory_space<smem>>
      %103 = arith.extsi %102 : i16 to i32
      %104 = arith.addi %103, %c0_i32 : i32
      %c8_i32 = arith.constant 8 : i32
      %105 = arith.divsi %100, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %106 = arith.muli %104, %c128_i32 : i32
      %107 = tpu.assume_multiple %106, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %108 = arith.divsi %100, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %109 = arith.muli %104, %c128_i32 : i32
      %110 = tpu.assume_multiple %109, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %111 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %112 = tpu.memref_squeeze %111 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %113 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %114 = tpu.memref_squeeze %113 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %115 = tpu.memref_slice %arg8[%105, %107, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %116 = tpu.memref_squeeze %115 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%116 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%114 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%112 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %117 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %118 = tpu.memref_squeeze %117 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %119 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %120 = tpu.memref_squeeze %119 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %121 = tpu.memref_slice %arg9[%108, %110, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %122 = tpu.memref_squeeze %121 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%122 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%120 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%118 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %75 = arith.addi %c0_i32, %c1_i32 : i32
    %c255_i32 = arith.constant 255 : i32
    %76 = arith.minsi %67, %c255_i32 : i32
    %77 = arith.index_cast %76 : i32 to index
    %78 = memref.load %arg4[%77] : memref<256xi8, #tpu.memory_space<smem>>
    %79 = arith.extsi %78 : i8 to i32
    %80 = arith.cmpi sge, %75, %79 : i32
    %c1_i32 = arith.constant 1 : i32
    %81 = arith.addi %67, %c1_i32 : i32
    %82 = arith.select %80, %81, %67 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %83 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %84 = arith.select %80, %c0_i32, %83 : i32
    %85 = arith.cmpi slt, %82, %71 : i32
    %86 = arith.extui %85 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %87 = arith.cmpi ne, %86, %c0_i32 : i32
    scf.if %87 {
      %c0_i32 = arith.constant 0 : i32
      %100 = arith.addi %3, %c0_i32 : i32
      %101 = arith.index_cast %82 : i32 to index
      %102 = memref.load %arg3[%101] : memref<256xi16, #tpu.memory_space<smem>>
      %103 = arith.extsi %102 : i16 to i32
      %104 = arith.addi %103, %84 : i32
      %c8_i32 = arith.constant 8 : i32
      %105 = arith.divsi %100, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %106 = arith.muli %104, %c128_i32 : i32
      %107 = tpu.assume_multiple %106, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %108 = arith.divsi %100, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %109 = arith.muli %104, %c128_i32 : i32
      %110 = tpu.assume_multiple %109, 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %111 = tpu.memref_slice %arg16[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %112 = tpu.memref_squeeze %111 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %113 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %114 = tpu.memref_squeeze %113 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %115 = tpu.memref_slice %arg8[%105, %107, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %116 = tpu.memref_squeeze %115 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%116 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%114 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%112 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %117 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %118 = tpu.memref_squeeze %117 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %119 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %120 = tpu.memref_squeeze %119 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %121 = tpu.memref_slice %arg9[%108, %110, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %122 = tpu.memref_squeeze %121 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%122 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%120 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%118 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %88:7 = scf.while (%arg17 = %67, %arg18 = %c0_i32, %arg19 = %82, %arg20 = %84, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %100 = arith.cmpi slt, %arg17, %71 : i32
      scf.condition(%100) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %100 = arith.index_cast %arg17 : i32 to index
      %101 = memref.load %arg5[%100] : memref<256xi8, #tpu.memory_space<smem>>
      %102 = arith.extsi %101 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %103 = arith.divsi %c0_i32, %c8_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %104 = arith.muli %c0_i32, %c128_i32 : i32
      %105 = tpu.assume_multiple %104, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %106 = arith.divsi %c0_i32, %c8_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %107 = arith.muli %c0_i32, %c128_i32 : i32
      %108 = tpu.assume_multiple %107, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %109 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %110 = tpu.memref_squeeze %109 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %111 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %112 = tpu.memref_squeeze %111 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %113 = tpu.memref_slice %arg8[%103, %105, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %114 = tpu.memref_squeeze %113 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%110 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%114 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%112 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %115 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %116 = tpu.memref_squeeze %115 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %117 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %118 = tpu.memref_squeeze %117 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %119 = tpu.memref_slice %arg9[%106, %108, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %120 = tpu.memref_squeeze %119 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%116 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%120 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%118 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %121 = arith.addi %3, %c0_i32 : i32
      %122 = arith.index_cast %arg17 : i32 to index
      %123 = memref.load %arg3[%122] : memref<256xi16, #tpu.memory_space<smem>>
      %124 = arith.extsi %123 : i16 to i32
      %125 = arith.addi %124, %arg18 : i32
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %126 = vector.load %arg6[%c0, %c0, %c0] : memref<8x128x64xbf16, #tpu.memory_space<vmem>>, vector<8x128x64xbf16>
      %127 = vector.shape_cast %126 : vector<8x128x64xbf16> to vector<8x128x64xbf16>
      %128 = vector.shape_cast %127 : vector<8x128x64xbf16> to vector<1024x64xbf16>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %129 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %130 = tpu.memref_squeeze %129 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %131 = vector.load %130[%c0, %c0] : memref<128x64xbf16, #tpu.memory_space<vmem>>, vector<128x64xbf16>
      %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
      %132 = tpu.matmul %128, %131, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x64xbf16>, vector<128x64xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %133 = vector.broadcast %cst_x43e5b9 : f32 to vector<1024x128xf32>
      %134 = arith.mulf %132, %133 : vector<1024x128xf32>
      %c128_i32 = arith.constant 128 : i32
      %135 = arith.muli %4, %c128_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %136 = arith.muli %125, %c128_i32 : i32
      %137 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
      %138 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
      %139 = arith.subi %136, %135 : i32
      %140 = vector.broadcast %138 : vector<1x128xi32> to vector<128x128xi32>
      %141 = vector.broadcast %137 : vector<128x1xi32> to vector<128x128xi32>
      %142 = arith.subi %140, %141 : vector<128x128xi32>
      %c127_i32 = arith.constant 127 : i32
      %143 = arith.addi %c127_i32, %139 : i32
      %c0_i32 = arith.constant 0 : i32
      %144 = arith.subi %c0_i32, %139 : i32
      %c0_i32 = arith.constant 0 : i32
      %145 = arith.subi %c0_i32, %143 : i32
      %146 = vector.broadcast %145 : i32 to vector<128x128xi32>
      %147 = arith.cmpi sge, %142, %146 : vector<128x128xi32>
      %148 = vector.broadcast %144 : i32 to vector<128x128xi32>
      %149 = arith.cmpi sle, %142, %148 : vector<128x128xi32>
      %150 = arith.andi %147, %149 : vector<128x128xi1>
      %151 = vector.shape_cast %134 : vector<1024x128xf32> to vector<8x128x128xf32>
      %cst_xbef082 = arith.constant 0xFF800000 : f32
      %152 = vector.shape_cast %150 : vector<128x128xi1> to vector<1x128x128xi1>
      %153 = vector.broadcast %152 : vector<1x128x128xi1> to vector<8x128x128xi1>
      %154 = vector.broadcast %cst_xbef082 : f32 to vector<8x128x128xf32>
      %155 = arith.select %153, %151, %154 : vector<8x128x128xi1>, vector<8x128x128xf32>
      %156 = vector.shape_cast %155 : vector<8x128x128xf32> to vector<1024x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %157 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
      %cst_xf8e7b8 = arith.constant dense<0xFF800000> : vector<1024xf32>
      %158 = vector.multi_reduction <maximumf>, %156, %cst_xf8e7b8 [1] : vector<1024x128xf32> to vector<1024xf32>
      %159 = vector.shape_cast %158 : vector<1024xf32> to vector<1024x1xf32>
      %160 = vector.broadcast %159 : vector<1024x1xf32> to vector<1024x128xf32>
      %161 = arith.maximumf %157, %160 : vector<1024x128xf32>
      %cst_x72b973 = arith.constant -3.40282347E+38 : f32
      %162 = vector.broadcast %cst_x72b973 : f32 to vector<1024x128xf32>
      %163 = arith.maximumf %161, %162 : vector<1024x128xf32>
      %164 = arith.subf %156, %163 : vector<1024x128xf32>
      %165 = math.exp2 %164 : vector<1024x128xf32>
      %166 = arith.subf %157, %163 : vector<1024x128xf32>
      %167 = math.exp2 %166 : vector<1024x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %168 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
      %169 = arith.mulf %167, %168 : vector<1024x128xf32>
      %cst_x56bed9 = arith.constant dense<0.000000e+00> : vector<1024xf32>
      %170 = vector.multi_reduction <add>, %165, %cst_x56bed9 [1] : vector<1024x128xf32> to vector<1024xf32>
      %171 = vector.shape_cast %170 : vector<1024xf32> to vector<1024x1xf32>
      %172 = vector.broadcast %171 : vector<1024x1xf32> to vector<1024x128xf32>
      %173 = arith.addf %169, %172 : vector<1024x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %174 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
      %175 = vector.shape_cast %174 : vector<1024x128xf32> to vector<1024x128xf32>
      %176 = vector.shape_cast %173 : vector<1024x128xf32> to vector<1024x128xf32>
      tpu.vector_store %arg12[%c0, %c0], %176 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
      %177 = arith.index_cast %arg21 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %178 = vector.load %arg15[%177, %c0, %c0] : memref<3x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %179 = vector.shape_cast %178 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %180 = vector.extract_strided_slice %167 {offsets = [0, 0], sizes = [1024, 64], strides = [1, 1]} : vector<1024x128xf32> to vector<1024x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %181 = vector.load %arg13[%c0, %c0] : memref<1024x64xf32, #tpu.memory_space<vmem>>, vector<1024x64xf32>
      %182 = arith.mulf %180, %181 : vector<1024x64xf32>
      %183 = arith.truncf %165 : vector<1024x128xf32> to vector<1024x128xbf16>
      %cst_x2a4ed0 = arith.constant dense<0.000000e+00> : vector<1024x64xf32>
      %184 = tpu.matmul %183, %179, %cst_x2a4ed0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<128x64xbf16>, vector<1024x64xf32> -> vector<1024x64xf32>
      %185 = arith.addf %182, %184 : vector<1024x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %186 = vector.load %arg13[%c0, %c0] : memref<1024x64xf32, #tpu.memory_space<vmem>>, vector<1024x64xf32>
      %187 = vector.shape_cast %186 : vector<1024x64xf32> to vector<1024x64xf32>
      %188 = vector.shape_cast %185 : vector<1024x64xf32> to vector<1024x64xf32>
      tpu.vector_store %arg13[%c0, %c0], %188 {strides = array<i32>} : memref<1024x64xf32, #tpu.memory_space<vmem>>, vector<1024x64xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %189 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
      %190 = vector.shape_cast %189 : vector<1024x128xf32> to vector<1024x128xf32>
      %191 = vector.shape_cast %161 : vector<1024x128xf32> to vector<1024x128xf32>
      tpu.vector_store %arg11[%c0, %c0], %191 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %192 = arith.addi %arg20, %c1_i32 : i32
      %c255_i32 = arith.constant 255 : i32
      %193 = arith.minsi %arg19, %c255_i32 : i32
      %194 = arith.index_cast %193 : i32 to index
      %195 = memref.load %arg4[%194] : memref<256xi8, #tpu.memory_space<smem>>
      %196 = arith.extsi %195 : i8 to i32
      %197 = arith.cmpi sge, %192, %196 : i32
      %c1_i32 = arith.constant 1 : i32
      %198 = arith.addi %arg19, %c1_i32 : i32
      %199 = arith.select %197, %198, %arg19 : i32
      %c1_i32 = arith.constant 1 : i32
      %200 = arith.addi %arg20, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %201 = arith.select %197, %c0_i32, %200 : i32
      %202 = arith.cmpi slt, %199, %71 : i32
      %203 = arith.extui %202 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %204 = arith.cmpi ne, %203, %c0_i32 : i32
      scf.if %204 {
        %c0_i32 = arith.constant 0 : i32
        %205 = arith.addi %3, %c0_i32 : i32
        %206 = arith.index_cast %199 : i32 to index
        %207 = memref.load %arg3[%206] : memref<256xi16, #tpu.memory_space<smem>>
        %208 = arith.extsi %207 : i16 to i32
        %209 = arith.addi %208, %201 : i32
        %c8_i32 = arith.constant 8 : i32
        %210 = arith.divsi %205, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %211 = arith.muli %209, %c128_i32 : i32
        %212 = tpu.assume_multiple %211, 128 : i32
        %c8_i32 = arith.constant 8 : i32
        %213 = arith.divsi %205, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %214 = arith.muli %209, %c128_i32 : i32
        %215 = tpu.assume_multiple %214, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %216 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %217 = tpu.memref_squeeze %216 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %218 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %219 = tpu.memref_squeeze %218 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %220 = tpu.memref_slice %arg8[%210, %212, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %221 = tpu.memref_squeeze %220 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%221 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%219 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%217 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %222 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %223 = tpu.memref_squeeze %222 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %224 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %225 = tpu.memref_squeeze %224 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %226 = tpu.memref_slice %arg9[%213, %215, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %227 = tpu.memref_squeeze %226 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%227 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%225 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%223 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      scf.yield %arg19, %arg20, %199, %201, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %89 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %90 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %91 = arith.cmpf ogt, %89, %90 : vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %92 = vector.load %arg13[%c0, %c0] : memref<1024x64xf32, #tpu.memory_space<vmem>>, vector<1024x64xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %93 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %94 = arith.select %91, %89, %93 : vector<1024x128xi1>, vector<1024x128xf32>
    %95 = vector.extract_strided_slice %94 {offsets = [0, 0], sizes = [1024, 64], strides = [1, 1]} : vector<1024x128xf32> to vector<1024x64xf32>
    %96 = arith.divf %92, %95 : vector<1024x64xf32>
    %97 = arith.truncf %96 : vector<1024x64xf32> to vector<1024x64xbf16>
    %98 = vector.shape_cast %97 : vector<1024x64xbf16> to vector<8x128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %99 = vector.load %arg10[%c0, %c0, %c0] : memref<8x128x64xbf16, #tpu.memory_space<vmem>>, vector<8x128x64xbf16>
    tpu.vector_store %arg10[%c0, %c0, %c0], %98 {strides = array<i32>} : memref<8x128x64xbf16, #tpu.memory_space<vmem>>, vector<8x128x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %6 = arith.remsi %5, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %6 = arith.remsi %5, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
}
