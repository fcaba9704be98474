module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<256xi16>, %arg2: tensor<256xi8>, %arg3: tensor<256xi8>, %arg4: tensor<2x128x128xi8>, %arg5: tensor<257xi16>, %arg6: tensor<256xi16>, %arg7: tensor<256xi8>, %arg8: tensor<256xi8>, %arg9: tensor<2x128x128xi8>, %arg10: tensor<64x32768x64xbf16>, %arg11: tensor<8x32768x64xbf16>, %arg12: tensor<8x32768x64xbf16>, %arg13: tensor<64xf32>) -> (tensor<64x32768x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<64x32768x64xbf16>, tensor<i32>) -> tensor<64x32768x64xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %3 = stablehlo.broadcast_in_dim %arg13, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<64x1x1xf32>) -> tensor<64x1x128xf32>
    %5 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %4, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:46939bcf6dfbac84b6d32bd5b7a56680cc975a5c0530048965c65e7d358b4cdc\22, \22cost_estimate\22: {\22bytes_accessed\22: 670826496, \22flops\22: 137170518016, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<256xi16>, tensor<256xi8>, tensor<256xi8>, tensor<64x32768x64xbf16>, tensor<64x1x128xf32>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>) -> tensor<64x32768x64xbf16>
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

// ---- kernel sparse_cli_fwd sha256:46939bcf6dfbac84b6d32bd5b7a56680cc975a5c0530048965c65e7d358b4cdc
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<8x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x1x128xf32, #tpu.memory_space<vmem>>, %arg8: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg9: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg10: memref<8x128x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 256>, scalar_prefetch = 4 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 8, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 8, 1, 128>}, {}, {}, {transform_indices = @transform_4, window_bounds = array<i64: 8, 128, 64>}]} {
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
    %57 = vector.broadcast %cst_x65a06e : f32 to vector<1024x64xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %58 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x64xf32>
    %59 = tpu.concatenate %58, %57 in 1 : vector<1024x64xf32>, vector<1024x64xf32> -> vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %60 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %61 = vector.shape_cast %60 : vector<1024x128xf32> to vector<1024x128xf32>
    %62 = vector.shape_cast %59 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %62 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %63 = arith.index_cast %arg1 : i32 to index
    %64 = memref.load %arg2[%63] : memref<257xi16, #tpu.memory_space<smem>>
    %65 = arith.extsi %64 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %66 = arith.addi %arg1, %c1_i32 : i32
    %67 = arith.index_cast %66 : i32 to index
    %68 = memref.load %arg2[%67] : memref<257xi16, #tpu.memory_space<smem>>
    %69 = arith.extsi %68 : i16 to i32
    %70 = arith.cmpi slt, %65, %69 : i32
    %71 = arith.extui %70 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %72 = arith.cmpi ne, %71, %c0_i32 : i32
    scf.if %72 {
      %c0_i32 = arith.constant 0 : i32
      %101 = arith.addi %3, %c0_i32 : i32
      %102 = arith.index_cast %65 : i32 to index
      %103 = memref.load %arg3[%102] : memref<256xi16, #tpu.memory_space<smem>>
      %104 = arith.extsi %103 : i16 to i32
      %105 = arith.addi %104, %c0_i32 : i32
      %c8_i32 = arith.constant 8 : i32
      %106 = arith.divsi %101, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %107 = arith.muli %105, %c128_i32 : i32
      %108 = tpu.assume_multiple %107, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %109 = arith.divsi %101, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %110 = arith.muli %105, %c128_i32 : i32
      %111 = tpu.assume_multiple %110, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %112 = tpu.memref_slice %arg15[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %113 = tpu.memref_squeeze %112 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %114 = tpu.memref_slice %arg13[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %115 = tpu.memref_squeeze %114 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %116 = tpu.memref_slice %arg8[%106, %108, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %117 = tpu.memref_squeeze %116 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%117 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%115 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%113 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %118 = tpu.memref_slice %arg15[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %119 = tpu.memref_squeeze %118 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %120 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %121 = tpu.memref_squeeze %120 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %122 = tpu.memref_slice %arg9[%109, %111, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %123 = tpu.memref_squeeze %122 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%123 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%121 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%119 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %73 = arith.addi %c0_i32, %c1_i32 : i32
    %c255_i32 = arith.constant 255 : i32
    %74 = arith.minsi %65, %c255_i32 : i32
    %75 = arith.index_cast %74 : i32 to index
    %76 = memref.load %arg4[%75] : memref<256xi8, #tpu.memory_space<smem>>
    %77 = arith.extsi %76 : i8 to i32
    %78 = arith.cmpi sge, %73, %77 : i32
    %c1_i32 = arith.constant 1 : i32
    %79 = arith.addi %65, %c1_i32 : i32
    %80 = arith.select %78, %79, %65 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %81 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %82 = arith.select %78, %c0_i32, %81 : i32
    %83 = arith.cmpi slt, %80, %69 : i32
    %84 = arith.extui %83 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %85 = arith.cmpi ne, %84, %c0_i32 : i32
    scf.if %85 {
      %c0_i32 = arith.constant 0 : i32
      %101 = arith.addi %3, %c0_i32 : i32
      %102 = arith.index_cast %80 : i32 to index
      %103 = memref.load %arg3[%102] : memref<256xi16, #tpu.memory_space<smem>>
      %104 = arith.extsi %103 : i16 to i32
      %105 = arith.addi %104, %82 : i32
      %c8_i32 = arith.constant 8 : i32
      %106 = arith.divsi %101, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %107 = arith.muli %105, %c128_i32 : i32
      %108 = tpu.assume_multiple %107, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %109 = arith.divsi %101, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %110 = arith.muli %105, %c128_i32 : i32
      %111 = tpu.assume_multiple %110, 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %112 = tpu.memref_slice %arg15[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %113 = tpu.memref_squeeze %112 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %114 = tpu.memref_slice %arg13[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %115 = tpu.memref_squeeze %114 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %116 = tpu.memref_slice %arg8[%106, %108, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %117 = tpu.memref_squeeze %116 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%117 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%115 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%113 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %118 = tpu.memref_slice %arg15[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %119 = tpu.memref_squeeze %118 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %120 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %121 = tpu.memref_squeeze %120 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %122 = tpu.memref_slice %arg9[%109, %111, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %123 = tpu.memref_squeeze %122 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%123 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%121 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%119 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %86:7 = scf.while (%arg16 = %65, %arg17 = %c0_i32, %arg18 = %80, %arg19 = %82, %arg20 = %c0_i32, %arg21 = %c1_i32, %arg22 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %101 = arith.cmpi slt, %arg16, %69 : i32
      scf.condition(%101) %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32):
      %101 = arith.index_cast %arg16 : i32 to index
      %102 = memref.load %arg5[%101] : memref<256xi8, #tpu.memory_space<smem>>
      %103 = arith.extsi %102 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %104 = arith.divsi %c0_i32, %c8_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %105 = arith.muli %c0_i32, %c128_i32 : i32
      %106 = tpu.assume_multiple %105, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %107 = arith.divsi %c0_i32, %c8_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %108 = arith.muli %c0_i32, %c128_i32 : i32
      %109 = tpu.assume_multiple %108, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %110 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %111 = tpu.memref_squeeze %110 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %112 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %113 = tpu.memref_squeeze %112 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %114 = tpu.memref_slice %arg8[%104, %106, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %115 = tpu.memref_squeeze %114 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%111 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%115 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%113 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %116 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %117 = tpu.memref_squeeze %116 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %118 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %119 = tpu.memref_squeeze %118 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %120 = tpu.memref_slice %arg9[%107, %109, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %121 = tpu.memref_squeeze %120 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%117 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%121 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%119 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %122 = arith.addi %3, %c0_i32 : i32
      %123 = arith.index_cast %arg16 : i32 to index
      %124 = memref.load %arg3[%123] : memref<256xi16, #tpu.memory_space<smem>>
      %125 = arith.extsi %124 : i16 to i32
      %126 = arith.addi %125, %arg17 : i32
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %127 = vector.load %arg6[%c0, %c0, %c0] : memref<8x128x64xbf16, #tpu.memory_space<vmem>>, vector<8x128x64xbf16>
      %128 = vector.shape_cast %127 : vector<8x128x64xbf16> to vector<8x128x64xbf16>
      %129 = vector.shape_cast %128 : vector<8x128x64xbf16> to vector<1024x64xbf16>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %130 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %131 = tpu.memref_squeeze %130 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %132 = vector.load %131[%c0, %c0] : memref<128x64xbf16, #tpu.memory_space<vmem>>, vector<128x64xbf16>
      %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
      %133 = tpu.matmul %129, %132, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x64xbf16>, vector<128x64xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %134 = vector.broadcast %cst_x43e5b9 : f32 to vector<1024x128xf32>
      %135 = arith.mulf %133, %134 : vector<1024x128xf32>
      %c128_i32 = arith.constant 128 : i32
      %136 = arith.muli %4, %c128_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %137 = arith.muli %126, %c128_i32 : i32
      %138 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
      %139 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
      %140 = arith.subi %137, %136 : i32
      %141 = vector.broadcast %139 : vector<1x128xi32> to vector<128x128xi32>
      %142 = vector.broadcast %138 : vector<128x1xi32> to vector<128x128xi32>
      %143 = arith.subi %141, %142 : vector<128x128xi32>
      %c127_i32 = arith.constant 127 : i32
      %144 = arith.addi %c127_i32, %140 : i32
      %c0_i32 = arith.constant 0 : i32
      %145 = arith.subi %c0_i32, %140 : i32
      %c0_i32 = arith.constant 0 : i32
      %146 = arith.subi %c0_i32, %144 : i32
      %147 = vector.broadcast %146 : i32 to vector<128x128xi32>
      %148 = arith.cmpi sge, %143, %147 : vector<128x128xi32>
      %149 = vector.broadcast %145 : i32 to vector<128x128xi32>
      %150 = arith.cmpi sle, %143, %149 : vector<128x128xi32>
      %151 = arith.andi %148, %150 : vector<128x128xi1>
      %152 = vector.shape_cast %135 : vector<1024x128xf32> to vector<8x128x128xf32>
      %cst_xbef082 = arith.constant 0xFF800000 : f32
      %153 = vector.shape_cast %151 : vector<128x128xi1> to vector<1x128x128xi1>
      %154 = vector.broadcast %153 : vector<1x128x128xi1> to vector<8x128x128xi1>
      %155 = vector.broadcast %cst_xbef082 : f32 to vector<8x128x128xf32>
      %156 = arith.select %154, %152, %155 : vector<8x128x128xi1>, vector<8x128x128xf32>
      %157 = vector.shape_cast %156 : vector<8x128x128xf32> to vector<1024x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %158 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
      %cst_xf8e7b8 = arith.constant dense<0xFF800000> : vector<1024xf32>
      %159 = vector.multi_reduction <maximumf>, %157, %cst_xf8e7b8 [1] : vector<1024x128xf32> to vector<1024xf32>
      %160 = vector.shape_cast %159 : vector<1024xf32> to vector<1024x1xf32>
      %161 = vector.broadcast %160 : vector<1024x1xf32> to vector<1024x128xf32>
      %162 = arith.maximumf %158, %161 : vector<1024x128xf32>
      %cst_x72b973 = arith.constant -3.40282347E+38 : f32
      %163 = vector.broadcast %cst_x72b973 : f32 to vector<1024x128xf32>
      %164 = arith.maximumf %162, %163 : vector<1024x128xf32>
      %165 = arith.subf %157, %164 : vector<1024x128xf32>
      %166 = math.exp2 %165 : vector<1024x128xf32>
      %167 = arith.subf %158, %164 : vector<1024x128xf32>
      %168 = math.exp2 %167 : vector<1024x128xf32>
      %169 = arith.index_cast %arg20 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %170 = vector.load %arg14[%169, %c0, %c0] : memref<3x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %171 = vector.shape_cast %170 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_xf10d36 = arith.constant 1.000000e+00 : bf16
      %172 = vector.broadcast %cst_xf10d36 : bf16 to vector<128x64xbf16>
      %173 = tpu.concatenate %171, %172 in 1 : vector<128x64xbf16>, vector<128x64xbf16> -> vector<128x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %174 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
      %175 = arith.mulf %168, %174 : vector<1024x128xf32>
      %176 = arith.truncf %166 : vector<1024x128xf32> to vector<1024x128xbf16>
      %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
      %177 = tpu.matmul %176, %173, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<128x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
      %178 = arith.addf %175, %177 : vector<1024x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %179 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
      %180 = vector.shape_cast %179 : vector<1024x128xf32> to vector<1024x128xf32>
      %181 = vector.shape_cast %178 : vector<1024x128xf32> to vector<1024x128xf32>
      tpu.vector_store %arg12[%c0, %c0], %181 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %182 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
      %183 = vector.shape_cast %182 : vector<1024x128xf32> to vector<1024x128xf32>
      %184 = vector.shape_cast %162 : vector<1024x128xf32> to vector<1024x128xf32>
      tpu.vector_store %arg11[%c0, %c0], %184 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %185 = arith.addi %arg19, %c1_i32 : i32
      %c255_i32 = arith.constant 255 : i32
      %186 = arith.minsi %arg18, %c255_i32 : i32
      %187 = arith.index_cast %186 : i32 to index
      %188 = memref.load %arg4[%187] : memref<256xi8, #tpu.memory_space<smem>>
      %189 = arith.extsi %188 : i8 to i32
      %190 = arith.cmpi sge, %185, %189 : i32
      %c1_i32 = arith.constant 1 : i32
      %191 = arith.addi %arg18, %c1_i32 : i32
      %192 = arith.select %190, %191, %arg18 : i32
      %c1_i32 = arith.constant 1 : i32
      %193 = arith.addi %arg19, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %194 = arith.select %190, %c0_i32, %193 : i32
      %195 = arith.cmpi slt, %192, %69 : i32
      %196 = arith.extui %195 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %197 = arith.cmpi ne, %196, %c0_i32 : i32
      scf.if %197 {
        %c0_i32 = arith.constant 0 : i32
        %198 = arith.addi %3, %c0_i32 : i32
        %199 = arith.index_cast %192 : i32 to index
        %200 = memref.load %arg3[%199] : memref<256xi16, #tpu.memory_space<smem>>
        %201 = arith.extsi %200 : i16 to i32
        %202 = arith.addi %201, %194 : i32
        %c8_i32 = arith.constant 8 : i32
        %203 = arith.divsi %198, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %204 = arith.muli %202, %c128_i32 : i32
        %205 = tpu.assume_multiple %204, 128 : i32
        %c8_i32 = arith.constant 8 : i32
        %206 = arith.divsi %198, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %207 = arith.muli %202, %c128_i32 : i32
        %208 = tpu.assume_multiple %207, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %209 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %210 = tpu.memref_squeeze %209 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %211 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %212 = tpu.memref_squeeze %211 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %213 = tpu.memref_slice %arg8[%203, %205, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %214 = tpu.memref_squeeze %213 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%214 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%212 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%210 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %215 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %216 = tpu.memref_squeeze %215 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %217 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %218 = tpu.memref_squeeze %217 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %219 = tpu.memref_slice %arg9[%206, %208, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %220 = tpu.memref_squeeze %219 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%220 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%218 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%216 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      scf.yield %arg18, %arg19, %192, %194, %arg21, %arg22, %arg20 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %87 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %88 = vector.extract_strided_slice %87 {offsets = [0, 64], sizes = [1024, 64], strides = [1, 1]} : vector<1024x128xf32> to vector<1024x64xf32>
    %89 = tpu.concatenate %88, %88 in 1 : vector<1024x64xf32>, vector<1024x64xf32> -> vector<1024x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %90 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %91 = arith.cmpf one, %89, %90 : vector<1024x128xf32>
    %92 = vector.extract_strided_slice %87 {offsets = [0, 0], sizes = [1024, 64], strides = [1, 1]} : vector<1024x128xf32> to vector<1024x64xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %93 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %94 = arith.select %91, %89, %93 : vector<1024x128xi1>, vector<1024x128xf32>
    %95 = tpu.reciprocal %94 : vector<1024x128xf32> -> vector<1024x128xf32>
    %96 = vector.extract_strided_slice %95 {offsets = [0, 0], sizes = [1024, 64], strides = [1, 1]} : vector<1024x128xf32> to vector<1024x64xf32>
    %97 = arith.mulf %92, %96 : vector<1024x64xf32>
    %98 = arith.truncf %97 : vector<1024x64xf32> to vector<1024x64xbf16>
    %99 = vector.shape_cast %98 : vector<1024x64xbf16> to vector<8x128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %100 = vector.load %arg10[%c0, %c0, %c0] : memref<8x128x64xbf16, #tpu.memory_space<vmem>>, vector<8x128x64xbf16>
    tpu.vector_store %arg10[%c0, %c0, %c0], %99 {strides = array<i32>} : memref<8x128x64xbf16, #tpu.memory_space<vmem>>, vector<8x128x64xbf16>, 
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
