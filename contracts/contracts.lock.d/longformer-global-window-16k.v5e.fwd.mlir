module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi8>, %arg1: tensor<123xi8>, %arg2: tensor<123xi8>, %arg3: tensor<123xi8>, %arg4: tensor<6x512x512xi8>, %arg5: tensor<33xi8>, %arg6: tensor<123xi8>, %arg7: tensor<123xi8>, %arg8: tensor<123xi8>, %arg9: tensor<6x512x512xi8>, %arg10: tensor<12x16384x64xbf16>, %arg11: tensor<12x16384x64xbf16>, %arg12: tensor<12x16384x64xbf16>) -> (tensor<12x16384x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %1 = call @_pad(%arg11, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %2 = call @_pad(%arg12, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:4bff29fab354770b5c231d414ac45c894562b5060aebb91a6066560826f9aa7e\22, \22cost_estimate\22: {\22bytes_accessed\22: 292552704, \22flops\22: 124017180672, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<123xi8>, tensor<123xi8>, tensor<123xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    return %3 : tensor<12x16384x64xbf16>
  }
  func.func private @_pad(%arg0: tensor<12x16384x64xbf16>, %arg1: tensor<i32>) -> tensor<12x16384x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<12x16384x64xbf16>, tensor<bf16>) -> tensor<12x16384x64xbf16>
    return %1 : tensor<12x16384x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:4bff29fab354770b5c231d414ac45c894562b5060aebb91a6066560826f9aa7e
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg8: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg13: memref<3x512x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<3x512x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 32>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %4 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %6 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    %7 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg10[%c0, %c0], %7 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %10 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    %11 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %11 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %12 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg12[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %14 = vector.shape_cast %13 : vector<512x64xf32> to vector<512x64xf32>
    %15 = vector.shape_cast %12 : vector<512x64xf32> to vector<512x64xf32>
    tpu.vector_store %arg12[%c0, %c0], %15 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
    %16 = arith.index_cast %arg1 : i32 to index
    %17 = memref.load %arg2[%16] : memref<33xi8, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<33xi8, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i8 to i32
    %23 = arith.cmpi slt, %18, %22 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32 : i32
    scf.if %25 {
      %c0_i32 = arith.constant 0 : i32
      %52 = arith.addi %2, %c0_i32 : i32
      %53 = arith.index_cast %18 : i32 to index
      %54 = memref.load %arg3[%53] : memref<123xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %56 = arith.addi %55, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %56, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %59 = arith.muli %56, %c512_i32 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg15[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg13[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg7[%52, %58, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%64 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %67 = tpu.memref_slice %arg15[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg8[%52, %60, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%70 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %26 = arith.addi %c0_i32, %c1_i32 : i32
    %c122_i32 = arith.constant 122 : i32
    %27 = arith.minsi %18, %c122_i32 : i32
    %28 = arith.index_cast %27 : i32 to index
    %29 = memref.load %arg4[%28] : memref<123xi8, #tpu.memory_space<smem>>
    %30 = arith.extsi %29 : i8 to i32
    %31 = arith.cmpi sge, %26, %30 : i32
    %c1_i32 = arith.constant 1 : i32
    %32 = arith.addi %18, %c1_i32 : i32
    %33 = arith.select %31, %32, %18 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %34 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %35 = arith.select %31, %c0_i32, %34 : i32
    %36 = arith.cmpi slt, %33, %22 : i32
    %37 = arith.extui %36 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %38 = arith.cmpi ne, %37, %c0_i32 : i32
    scf.if %38 {
      %c0_i32 = arith.constant 0 : i32
      %52 = arith.addi %2, %c0_i32 : i32
      %53 = arith.index_cast %33 : i32 to index
      %54 = memref.load %arg3[%53] : memref<123xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %56 = arith.addi %55, %35 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %56, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %59 = arith.muli %56, %c512_i32 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg15[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg13[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg7[%52, %58, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%64 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %67 = tpu.memref_slice %arg15[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg8[%52, %60, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%70 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %39:7 = scf.while (%arg16 = %18, %arg17 = %c0_i32, %arg18 = %33, %arg19 = %35, %arg20 = %c0_i32, %arg21 = %c1_i32, %arg22 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %52 = arith.cmpi slt, %arg16, %22 : i32
      scf.condition(%52) %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32):
      %52 = arith.index_cast %arg16 : i32 to index
      %53 = memref.load %arg5[%52] : memref<123xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %55 = arith.cmpi eq, %54, %c2_i32 : i32
      %56 = arith.extui %55 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %57 = arith.cmpi ne, %56, %c0_i32 : i32
      %58:2 = scf.if %57 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %61 = arith.muli %c0_i32, %c512_i32 : i32
        %62 = tpu.assume_multiple %61, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %63 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %66 = tpu.memref_squeeze %65 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg7[%c0_i32, %60, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %68 = tpu.memref_squeeze %67 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%66 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %69 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg8[%c0_i32, %62, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%72 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %2, %c0_i32 : i32
        %76 = arith.index_cast %arg16 : i32 to index
        %77 = memref.load %arg3[%76] : memref<123xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg17 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %81 = vector.shape_cast %80 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %82 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg13[%82, %c0, %c0] : memref<3x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %85 = tpu.matmul %81, %84, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x43e5b9 = arith.constant 0.180336878 : f32
        %86 = vector.broadcast %cst_x43e5b9 : f32 to vector<512x512xf32>
        %87 = arith.mulf %85, %86 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %88 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %89 = vector.multi_reduction <maximumf>, %87, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %90 = vector.shape_cast %89 : vector<512xf32> to vector<512x1xf32>
        %91 = vector.broadcast %90 : vector<512x1xf32> to vector<512x128xf32>
        %92 = arith.maximumf %88, %91 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %93 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %94 = arith.maximumf %92, %93 : vector<512x128xf32>
        %95 = tpu.concatenate %94, %94, %94, %94 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %96 = arith.subf %87, %95 : vector<512x512xf32>
        %97 = math.exp2 %96 : vector<512x512xf32>
        %98 = arith.subf %88, %94 : vector<512x128xf32>
        %99 = math.exp2 %98 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %101 = arith.mulf %99, %100 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %102 = vector.multi_reduction <add>, %97, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %103 = vector.shape_cast %102 : vector<512xf32> to vector<512x1xf32>
        %104 = vector.broadcast %103 : vector<512x1xf32> to vector<512x128xf32>
        %105 = arith.addf %101, %104 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %107 = vector.shape_cast %106 : vector<512x128xf32> to vector<512x128xf32>
        %108 = vector.shape_cast %105 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %108 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %109 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg14[%109, %c0, %c0] : memref<3x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %111 = vector.shape_cast %110 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %112 = vector.extract_strided_slice %99 {offsets = [0, 0], sizes = [512, 64], strides = [1, 1]} : vector<512x128xf32> to vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg12[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %114 = arith.mulf %112, %113 : vector<512x64xf32>
        %115 = arith.truncf %97 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %116 = tpu.matmul %115, %111, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %117 = arith.addf %114, %116 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg12[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %119 = vector.shape_cast %118 : vector<512x64xf32> to vector<512x64xf32>
        %120 = vector.shape_cast %117 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg12[%c0, %c0], %120 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %122 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        %123 = vector.shape_cast %92 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %123 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %124 = arith.addi %arg19, %c1_i32 : i32
        %c122_i32 = arith.constant 122 : i32
        %125 = arith.minsi %arg18, %c122_i32 : i32
        %126 = arith.index_cast %125 : i32 to index
        %127 = memref.load %arg4[%126] : memref<123xi8, #tpu.memory_space<smem>>
        %128 = arith.extsi %127 : i8 to i32
        %129 = arith.cmpi sge, %124, %128 : i32
        %c1_i32 = arith.constant 1 : i32
        %130 = arith.addi %arg18, %c1_i32 : i32
        %131 = arith.select %129, %130, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %132 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %133 = arith.select %129, %c0_i32, %132 : i32
        %134 = arith.cmpi slt, %131, %22 : i32
        %135 = arith.extui %134 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %136 = arith.cmpi ne, %135, %c0_i32 : i32
        scf.if %136 {
          %c0_i32 = arith.constant 0 : i32
          %137 = arith.addi %2, %c0_i32 : i32
          %138 = arith.index_cast %131 : i32 to index
          %139 = memref.load %arg3[%138] : memref<123xi8, #tpu.memory_space<smem>>
          %140 = arith.extsi %139 : i8 to i32
          %141 = arith.addi %140, %133 : i32
          %c512_i32 = arith.constant 512 : i32
          %142 = arith.muli %141, %c512_i32 : i32
          %143 = tpu.assume_multiple %142, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %144 = arith.muli %141, %c512_i32 : i32
          %145 = tpu.assume_multiple %144, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %146 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %147 = tpu.memref_squeeze %146 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %148 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
          %149 = tpu.memref_squeeze %148 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %150 = tpu.memref_slice %arg7[%137, %143, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
          %151 = tpu.memref_squeeze %150 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%151 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%149 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%147 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %152 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %153 = tpu.memref_squeeze %152 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %154 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
          %155 = tpu.memref_squeeze %154 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %156 = tpu.memref_slice %arg8[%137, %145, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
          %157 = tpu.memref_squeeze %156 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%157 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%155 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%153 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %131, %133 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %61 = arith.muli %c0_i32, %c512_i32 : i32
        %62 = tpu.assume_multiple %61, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %63 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %66 = tpu.memref_squeeze %65 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg7[%c0_i32, %60, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %68 = tpu.memref_squeeze %67 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%66 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %69 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg8[%c0_i32, %62, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%72 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %2, %c0_i32 : i32
        %76 = arith.index_cast %arg16 : i32 to index
        %77 = memref.load %arg3[%76] : memref<123xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg17 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %81 = vector.shape_cast %80 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %82 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg13[%82, %c0, %c0] : memref<3x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %85 = tpu.matmul %81, %84, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x43e5b9 = arith.constant 0.180336878 : f32
        %86 = vector.broadcast %cst_x43e5b9 : f32 to vector<512x512xf32>
        %87 = arith.mulf %85, %86 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %89 = arith.muli %79, %c512_i32 : i32
        %90 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %91 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %92 = arith.subi %89, %88 : i32
        %93 = vector.broadcast %91 : vector<1x512xi32> to vector<512x512xi32>
        %94 = vector.broadcast %90 : vector<512x1xi32> to vector<512x512xi32>
        %95 = arith.subi %93, %94 : vector<512x512xi32>
        %c512_i32 = arith.constant 512 : i32
        %96 = arith.addi %c512_i32, %92 : i32
        %c512_i32 = arith.constant 512 : i32
        %97 = arith.subi %c512_i32, %92 : i32
        %c0_i32 = arith.constant 0 : i32
        %98 = arith.subi %c0_i32, %96 : i32
        %99 = vector.broadcast %98 : i32 to vector<512x512xi32>
        %100 = arith.cmpi sge, %95, %99 : vector<512x512xi32>
        %101 = vector.broadcast %97 : i32 to vector<512x512xi32>
        %102 = arith.cmpi sle, %95, %101 : vector<512x512xi32>
        %103 = arith.andi %100, %102 : vector<512x512xi1>
        %104 = vector.broadcast %88 : i32 to vector<512x1xi32>
        %105 = arith.addi %104, %90 : vector<512x1xi32>
        %106 = vector.broadcast %89 : i32 to vector<1x512xi32>
        %107 = arith.addi %106, %91 : vector<1x512xi32>
        %108 = arith.cmpi eq, %105, %105 : vector<512x1xi32>
        %109 = arith.cmpi eq, %107, %107 : vector<1x512xi32>
        %110 = vector.broadcast %108 : vector<512x1xi1> to vector<512x512xi1>
        %111 = vector.broadcast %109 : vector<1x512xi1> to vector<512x512xi1>
        %112 = arith.andi %110, %111 : vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %113 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %114 = arith.cmpi sge, %105, %113 : vector<512x1xi32>
        %115 = vector.broadcast %114 : vector<512x1xi1> to vector<512x512xi1>
        %116 = arith.andi %112, %115 : vector<512x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %117 = vector.broadcast %c128_i32 : i32 to vector<512x1xi32>
        %118 = arith.cmpi slt, %105, %117 : vector<512x1xi32>
        %119 = vector.broadcast %118 : vector<512x1xi1> to vector<512x512xi1>
        %120 = arith.andi %116, %119 : vector<512x512xi1>
        %121 = arith.cmpi eq, %105, %105 : vector<512x1xi32>
        %122 = arith.cmpi eq, %107, %107 : vector<1x512xi32>
        %123 = vector.broadcast %121 : vector<512x1xi1> to vector<512x512xi1>
        %124 = vector.broadcast %122 : vector<1x512xi1> to vector<512x512xi1>
        %125 = arith.andi %123, %124 : vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %126 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %127 = arith.cmpi sge, %107, %126 : vector<1x512xi32>
        %128 = vector.broadcast %127 : vector<1x512xi1> to vector<512x512xi1>
        %129 = arith.andi %125, %128 : vector<512x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %130 = vector.broadcast %c128_i32 : i32 to vector<1x512xi32>
        %131 = arith.cmpi slt, %107, %130 : vector<1x512xi32>
        %132 = vector.broadcast %131 : vector<1x512xi1> to vector<512x512xi1>
        %133 = arith.andi %129, %132 : vector<512x512xi1>
        %134 = arith.ori %120, %133 : vector<512x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %135 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %136 = arith.select %103, %87, %135 : vector<512x512xi1>, vector<512x512xf32>
        %137 = arith.select %134, %87, %136 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %139 = vector.multi_reduction <maximumf>, %137, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %140 = vector.shape_cast %139 : vector<512xf32> to vector<512x1xf32>
        %141 = vector.broadcast %140 : vector<512x1xf32> to vector<512x128xf32>
        %142 = arith.maximumf %138, %141 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %143 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %144 = arith.maximumf %142, %143 : vector<512x128xf32>
        %145 = tpu.concatenate %144, %144, %144, %144 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %146 = arith.subf %137, %145 : vector<512x512xf32>
        %147 = math.exp2 %146 : vector<512x512xf32>
        %148 = arith.subf %138, %144 : vector<512x128xf32>
        %149 = math.exp2 %148 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %150 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %151 = arith.mulf %149, %150 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %152 = vector.multi_reduction <add>, %147, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %153 = vector.shape_cast %152 : vector<512xf32> to vector<512x1xf32>
        %154 = vector.broadcast %153 : vector<512x1xf32> to vector<512x128xf32>
        %155 = arith.addf %151, %154 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %156 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %157 = vector.shape_cast %156 : vector<512x128xf32> to vector<512x128xf32>
        %158 = vector.shape_cast %155 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %158 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %159 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg14[%159, %c0, %c0] : memref<3x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %161 = vector.shape_cast %160 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %162 = vector.extract_strided_slice %149 {offsets = [0, 0], sizes = [512, 64], strides = [1, 1]} : vector<512x128xf32> to vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg12[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %164 = arith.mulf %162, %163 : vector<512x64xf32>
        %165 = arith.truncf %147 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %166 = tpu.matmul %165, %161, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %167 = arith.addf %164, %166 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %168 = vector.load %arg12[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %169 = vector.shape_cast %168 : vector<512x64xf32> to vector<512x64xf32>
        %170 = vector.shape_cast %167 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg12[%c0, %c0], %170 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %171 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %172 = vector.shape_cast %171 : vector<512x128xf32> to vector<512x128xf32>
        %173 = vector.shape_cast %142 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %173 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %174 = arith.addi %arg19, %c1_i32 : i32
        %c122_i32 = arith.constant 122 : i32
        %175 = arith.minsi %arg18, %c122_i32 : i32
        %176 = arith.index_cast %175 : i32 to index
        %177 = memref.load %arg4[%176] : memref<123xi8, #tpu.memory_space<smem>>
        %178 = arith.extsi %177 : i8 to i32
        %179 = arith.cmpi sge, %174, %178 : i32
        %c1_i32 = arith.constant 1 : i32
        %180 = arith.addi %arg18, %c1_i32 : i32
        %181 = arith.select %179, %180, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %182 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %183 = arith.select %179, %c0_i32, %182 : i32
        %184 = arith.cmpi slt, %181, %22 : i32
        %185 = arith.extui %184 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %186 = arith.cmpi ne, %185, %c0_i32 : i32
        scf.if %186 {
          %c0_i32 = arith.constant 0 : i32
          %187 = arith.addi %2, %c0_i32 : i32
          %188 = arith.index_cast %181 : i32 to index
          %189 = memref.load %arg3[%188] : memref<123xi8, #tpu.memory_space<smem>>
          %190 = arith.extsi %189 : i8 to i32
          %191 = arith.addi %190, %183 : i32
          %c512_i32 = arith.constant 512 : i32
          %192 = arith.muli %191, %c512_i32 : i32
          %193 = tpu.assume_multiple %192, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %194 = arith.muli %191, %c512_i32 : i32
          %195 = tpu.assume_multiple %194, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %196 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %197 = tpu.memref_squeeze %196 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %198 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
          %199 = tpu.memref_squeeze %198 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %200 = tpu.memref_slice %arg7[%187, %193, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
          %201 = tpu.memref_squeeze %200 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%201 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%199 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%197 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %202 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %203 = tpu.memref_squeeze %202 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %204 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
          %205 = tpu.memref_squeeze %204 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %206 = tpu.memref_slice %arg8[%187, %195, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
          %207 = tpu.memref_squeeze %206 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%207 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%205 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%203 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %181, %183 : i32, i32
      }
      scf.yield %arg18, %arg19, %58#0, %58#1, %arg21, %arg22, %arg20 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %40 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %41 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %42 = arith.cmpf ogt, %40, %41 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %43 = vector.load %arg12[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %44 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %45 = arith.select %42, %40, %44 : vector<512x128xi1>, vector<512x128xf32>
    %46 = vector.extract_strided_slice %45 {offsets = [0, 0], sizes = [512, 64], strides = [1, 1]} : vector<512x128xf32> to vector<512x64xf32>
    %47 = arith.divf %43, %46 : vector<512x64xf32>
    %48 = arith.truncf %47 : vector<512x64xf32> to vector<512x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %49 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %50 = vector.shape_cast %49 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %51 = vector.shape_cast %48 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %51 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
