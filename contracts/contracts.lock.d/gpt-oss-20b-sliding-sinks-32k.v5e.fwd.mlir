module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<256xi16>, %arg2: tensor<256xi8>, %arg3: tensor<256xi8>, %arg4: tensor<2x128x128xi8>, %arg5: tensor<257xi16>, %arg6: tensor<256xi16>, %arg7: tensor<256xi8>, %arg8: tensor<256xi8>, %arg9: tensor<2x128x128xi8>, %arg10: tensor<64x32768x64xbf16>, %arg11: tensor<8x32768x64xbf16>, %arg12: tensor<8x32768x64xbf16>, %arg13: tensor<64xf32>) -> (tensor<64x32768x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<64x32768x64xbf16>, tensor<i32>) -> tensor<64x32768x64xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %3 = stablehlo.broadcast_in_dim %arg13, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<64x1x1xf32>) -> tensor<64x1x128xf32>
    %5 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %4, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:12eff3e068cca9f66429ab4ae94c131781441d13a8381ed19de8d47a634f93d9\22, \22cost_estimate\22: {\22bytes_accessed\22: 1608515584, \22flops\22: 137170518016, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<256xi16>, tensor<256xi8>, tensor<256xi8>, tensor<64x32768x64xbf16>, tensor<64x1x128xf32>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>) -> tensor<64x32768x64xbf16>
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

// ---- kernel sparse_cli_fwd sha256:12eff3e068cca9f66429ab4ae94c131781441d13a8381ed19de8d47a634f93d9
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
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %6 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %7 = arith.mulf %5, %6 : vector<1x128xf32>
    %8 = vector.shape_cast %7 : vector<1x128xf32> to vector<1x128xf32>
    %9 = vector.broadcast %8 : vector<1x128xf32> to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %10 = vector.load %arg11[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %11 = vector.shape_cast %10 : vector<128x128xf32> to vector<128x128xf32>
    %12 = vector.shape_cast %9 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %12 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %13 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %15 = vector.shape_cast %14 : vector<128x128xf32> to vector<128x128xf32>
    %16 = vector.shape_cast %13 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %16 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %17 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %18 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %19 = vector.shape_cast %18 : vector<128x64xf32> to vector<128x64xf32>
    %20 = vector.shape_cast %17 : vector<128x64xf32> to vector<128x64xf32>
    tpu.vector_store %arg13[%c0, %c0], %20 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
    %21 = arith.index_cast %arg1 : i32 to index
    %22 = memref.load %arg2[%21] : memref<257xi16, #tpu.memory_space<smem>>
    %23 = arith.extsi %22 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %24 = arith.addi %arg1, %c1_i32 : i32
    %25 = arith.index_cast %24 : i32 to index
    %26 = memref.load %arg2[%25] : memref<257xi16, #tpu.memory_space<smem>>
    %27 = arith.extsi %26 : i16 to i32
    %28 = arith.cmpi slt, %23, %27 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %30 = arith.cmpi ne, %29, %c0_i32 : i32
    scf.if %30 {
      %c0_i32 = arith.constant 0 : i32
      %44 = arith.addi %2, %c0_i32 : i32
      %45 = arith.index_cast %23 : i32 to index
      %46 = memref.load %arg3[%45] : memref<256xi16, #tpu.memory_space<smem>>
      %47 = arith.extsi %46 : i16 to i32
      %c0_i32 = arith.constant 0 : i32
      %48 = arith.addi %47, %c0_i32 : i32
      %c8_i32 = arith.constant 8 : i32
      %49 = arith.divsi %44, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %50 = arith.muli %48, %c128_i32 : i32
      %51 = tpu.assume_multiple %50, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %52 = arith.divsi %44, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %53 = arith.muli %48, %c128_i32 : i32
      %54 = tpu.assume_multiple %53, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg8[%49, %51, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%58 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %61 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg9[%52, %54, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%64 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %31:3 = scf.while (%arg17 = %23, %arg18 = %c0_i32, %arg19 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %44 = arith.cmpi slt, %arg17, %27 : i32
      scf.condition(%44) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32 = arith.constant 1 : i32
      %44 = arith.addi %arg18, %c1_i32 : i32
      %45 = arith.index_cast %arg17 : i32 to index
      %46 = memref.load %arg4[%45] : memref<256xi8, #tpu.memory_space<smem>>
      %47 = arith.extsi %46 : i8 to i32
      %48 = arith.cmpi sge, %44, %47 : i32
      %c1_i32 = arith.constant 1 : i32
      %49 = arith.addi %arg17, %c1_i32 : i32
      %50 = arith.select %48, %49, %arg17 : i32
      %c1_i32 = arith.constant 1 : i32
      %51 = arith.addi %arg18, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %52 = arith.select %48, %c0_i32, %51 : i32
      %53 = arith.cmpi slt, %50, %27 : i32
      %54 = arith.extui %53 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %55 = arith.cmpi ne, %54, %c0_i32 : i32
      scf.if %55 {
        %c0_i32 = arith.constant 0 : i32
        %144 = arith.addi %2, %c0_i32 : i32
        %145 = arith.index_cast %50 : i32 to index
        %146 = memref.load %arg3[%145] : memref<256xi16, #tpu.memory_space<smem>>
        %147 = arith.extsi %146 : i16 to i32
        %148 = arith.addi %147, %52 : i32
        %c1_i32 = arith.constant 1 : i32
        %149 = arith.subi %c1_i32, %arg19 : i32
        %c8_i32 = arith.constant 8 : i32
        %150 = arith.divsi %144, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %151 = arith.muli %148, %c128_i32 : i32
        %152 = tpu.assume_multiple %151, 128 : i32
        %c8_i32 = arith.constant 8 : i32
        %153 = arith.divsi %144, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %154 = arith.muli %148, %c128_i32 : i32
        %155 = tpu.assume_multiple %154, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %156 = tpu.memref_slice %arg16[%149, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %157 = tpu.memref_squeeze %156 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %158 = tpu.memref_slice %arg14[%149, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %159 = tpu.memref_squeeze %158 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg8[%150, %152, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %161 = tpu.memref_squeeze %160 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%161 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%159 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %162 = tpu.memref_slice %arg16[%149, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %163 = tpu.memref_squeeze %162 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %164 = tpu.memref_slice %arg15[%149, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %165 = tpu.memref_squeeze %164 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %166 = tpu.memref_slice %arg9[%153, %155, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %167 = tpu.memref_squeeze %166 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%167 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%165 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%163 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %56 = arith.addi %2, %c0_i32 : i32
      %57 = arith.index_cast %arg17 : i32 to index
      %58 = memref.load %arg3[%57] : memref<256xi16, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i16 to i32
      %60 = arith.addi %59, %arg18 : i32
      %c8_i32 = arith.constant 8 : i32
      %61 = arith.divsi %56, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %62 = arith.muli %60, %c128_i32 : i32
      %63 = tpu.assume_multiple %62, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %64 = arith.divsi %56, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %65 = arith.muli %60, %c128_i32 : i32
      %66 = tpu.assume_multiple %65, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg8[%61, %63, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%72 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%70 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %73 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %76 = tpu.memref_squeeze %75 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg9[%64, %66, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %78 = tpu.memref_squeeze %77 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%76 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %79 = arith.index_cast %arg17 : i32 to index
      %80 = memref.load %arg5[%79] : memref<256xi8, #tpu.memory_space<smem>>
      %81 = arith.extsi %80 : i8 to i32
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %82 = vector.load %arg6[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %83 = vector.shape_cast %82 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %84 = arith.index_cast %arg19 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %85 = vector.load %arg14[%84, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %86 = vector.shape_cast %85 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %87 = tpu.matmul %83, %86, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %88 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %89 = arith.mulf %87, %88 : vector<128x128xf32>
      %c128_i32 = arith.constant 128 : i32
      %90 = arith.muli %3, %c128_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %91 = arith.muli %60, %c128_i32 : i32
      %92 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
      %93 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
      %94 = arith.subi %91, %90 : i32
      %95 = vector.broadcast %93 : vector<1x128xi32> to vector<128x128xi32>
      %96 = vector.broadcast %92 : vector<128x1xi32> to vector<128x128xi32>
      %97 = arith.subi %95, %96 : vector<128x128xi32>
      %c127_i32 = arith.constant 127 : i32
      %98 = arith.addi %c127_i32, %94 : i32
      %c0_i32 = arith.constant 0 : i32
      %99 = arith.subi %c0_i32, %94 : i32
      %c0_i32 = arith.constant 0 : i32
      %100 = arith.subi %c0_i32, %98 : i32
      %101 = vector.broadcast %100 : i32 to vector<128x128xi32>
      %102 = arith.cmpi sge, %97, %101 : vector<128x128xi32>
      %103 = vector.broadcast %99 : i32 to vector<128x128xi32>
      %104 = arith.cmpi sle, %97, %103 : vector<128x128xi32>
      %105 = arith.andi %102, %104 : vector<128x128xi1>
      %cst_xbef082 = arith.constant 0xFF800000 : f32
      %106 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
      %107 = arith.select %105, %89, %106 : vector<128x128xi1>, vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %108 = vector.load %arg11[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
      %109 = vector.multi_reduction <maximumf>, %107, %cst_x5413f7 [1] : vector<128x128xf32> to vector<128xf32>
      %110 = vector.shape_cast %109 : vector<128xf32> to vector<128x1xf32>
      %111 = vector.broadcast %110 : vector<128x1xf32> to vector<128x128xf32>
      %112 = arith.maximumf %108, %111 : vector<128x128xf32>
      %cst_x72b973 = arith.constant -3.40282347E+38 : f32
      %113 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
      %114 = arith.maximumf %112, %113 : vector<128x128xf32>
      %115 = arith.subf %107, %114 : vector<128x128xf32>
      %116 = math.exp2 %115 : vector<128x128xf32>
      %117 = arith.subf %108, %114 : vector<128x128xf32>
      %118 = math.exp2 %117 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %119 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %120 = arith.mulf %118, %119 : vector<128x128xf32>
      %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
      %121 = vector.multi_reduction <add>, %116, %cst_x9a411a [1] : vector<128x128xf32> to vector<128xf32>
      %122 = vector.shape_cast %121 : vector<128xf32> to vector<128x1xf32>
      %123 = vector.broadcast %122 : vector<128x1xf32> to vector<128x128xf32>
      %124 = arith.addf %120, %123 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %125 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %126 = vector.shape_cast %125 : vector<128x128xf32> to vector<128x128xf32>
      %127 = vector.shape_cast %124 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0, %c0], %127 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %128 = arith.index_cast %arg19 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %129 = vector.load %arg15[%128, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %130 = vector.shape_cast %129 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %131 = vector.extract_strided_slice %118 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %132 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %133 = arith.mulf %131, %132 : vector<128x64xf32>
      %134 = arith.truncf %116 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %135 = tpu.matmul %134, %130, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %136 = arith.addf %133, %135 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %137 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %138 = vector.shape_cast %137 : vector<128x64xf32> to vector<128x64xf32>
      %139 = vector.shape_cast %136 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg13[%c0, %c0], %139 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %140 = vector.load %arg11[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %141 = vector.shape_cast %140 : vector<128x128xf32> to vector<128x128xf32>
      %142 = vector.shape_cast %112 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg11[%c0, %c0], %142 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %143 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %50, %52, %143 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %32 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %33 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %34 = arith.cmpf ogt, %32, %33 : vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %35 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %36 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %37 = arith.select %34, %32, %36 : vector<128x128xi1>, vector<128x128xf32>
    %38 = vector.extract_strided_slice %37 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
    %39 = arith.divf %35, %38 : vector<128x64xf32>
    %40 = arith.truncf %39 : vector<128x64xf32> to vector<128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg10[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %42 = vector.shape_cast %41 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %43 = vector.shape_cast %40 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg10[%c0, %c0, %c0], %43 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
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
