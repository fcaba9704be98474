module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi8>, %arg1: tensor<123xi8>, %arg2: tensor<123xi8>, %arg3: tensor<123xi8>, %arg4: tensor<6x512x512xi8>, %arg5: tensor<33xi8>, %arg6: tensor<123xi8>, %arg7: tensor<123xi8>, %arg8: tensor<123xi8>, %arg9: tensor<6x512x512xi8>, %arg10: tensor<12x16384x64xbf16>, %arg11: tensor<12x16384x64xbf16>, %arg12: tensor<12x16384x64xbf16>) -> (tensor<12x16384x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %1 = call @_pad(%arg11, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %2 = call @_pad(%arg12, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:d5916027b3bb19fd7e62923684806ce31577ec594d56c64f621e3fdc090b72fd\22, \22cost_estimate\22: {\22bytes_accessed\22: 292552704, \22flops\22: 124017180672, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<123xi8>, tensor<123xi8>, tensor<123xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    return %3 : tensor<12x16384x64xbf16>
  }
  func.func private @_pad(%arg0: tensor<12x16384x64xbf16>, %arg1: tensor<i32>) -> tensor<12x16384x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<12x16384x64xbf16>, tensor<bf16>) -> tensor<12x16384x64xbf16>
    return %1 : tensor<12x16384x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:d5916027b3bb19fd7e62923684806ce31577ec594d56c64f621e3fdc090b72fd
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg8: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg13: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 32>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 64>}]} {
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
    %25 = arith.cmpi ne, %24, %c0_i32 : i32
    scf.if %25 {
      %c0_i32 = arith.constant 0 : i32
      %39 = arith.addi %2, %c0_i32 : i32
      %40 = arith.index_cast %18 : i32 to index
      %41 = memref.load %arg3[%40] : memref<123xi8, #tpu.memory_space<smem>>
      %42 = arith.extsi %41 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %43 = arith.addi %42, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %44 = arith.muli %43, %c512_i32 : i32
      %45 = tpu.assume_multiple %44, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %46 = arith.muli %43, %c512_i32 : i32
      %47 = tpu.assume_multiple %46, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg15[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %49 = tpu.memref_squeeze %48 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg13[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %51 = tpu.memref_squeeze %50 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg7[%39, %45, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %53 = tpu.memref_squeeze %52 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%53 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%51 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%49 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %54 = tpu.memref_slice %arg15[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %57 = tpu.memref_squeeze %56 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg8[%39, %47, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %59 = tpu.memref_squeeze %58 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%59 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%57 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%55 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %26:3 = scf.while (%arg16 = %18, %arg17 = %c0_i32, %arg18 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %39 = arith.cmpi slt, %arg16, %22 : i32
      scf.condition(%39) %arg16, %arg17, %arg18 : i32, i32, i32
    } do {
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32):
      %c1_i32 = arith.constant 1 : i32
      %39 = arith.addi %arg17, %c1_i32 : i32
      %40 = arith.index_cast %arg16 : i32 to index
      %41 = memref.load %arg4[%40] : memref<123xi8, #tpu.memory_space<smem>>
      %42 = arith.extsi %41 : i8 to i32
      %43 = arith.cmpi sge, %39, %42 : i32
      %c1_i32 = arith.constant 1 : i32
      %44 = arith.addi %arg16, %c1_i32 : i32
      %45 = arith.select %43, %44, %arg16 : i32
      %c1_i32 = arith.constant 1 : i32
      %46 = arith.addi %arg17, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = arith.select %43, %c0_i32, %46 : i32
      %48 = arith.cmpi slt, %45, %22 : i32
      %49 = arith.extui %48 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %50 = arith.cmpi ne, %49, %c0_i32 : i32
      scf.if %50 {
        %c0_i32 = arith.constant 0 : i32
        %79 = arith.addi %2, %c0_i32 : i32
        %80 = arith.index_cast %45 : i32 to index
        %81 = memref.load %arg3[%80] : memref<123xi8, #tpu.memory_space<smem>>
        %82 = arith.extsi %81 : i8 to i32
        %83 = arith.addi %82, %47 : i32
        %c1_i32 = arith.constant 1 : i32
        %84 = arith.subi %c1_i32, %arg18 : i32
        %c512_i32 = arith.constant 512 : i32
        %85 = arith.muli %83, %c512_i32 : i32
        %86 = tpu.assume_multiple %85, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %87 = arith.muli %83, %c512_i32 : i32
        %88 = tpu.assume_multiple %87, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %89 = tpu.memref_slice %arg15[%84, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %90 = tpu.memref_squeeze %89 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg13[%84, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %92 = tpu.memref_squeeze %91 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg7[%79, %86, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %94 = tpu.memref_squeeze %93 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%94 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%92 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%90 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %95 = tpu.memref_slice %arg15[%84, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %96 = tpu.memref_squeeze %95 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg14[%84, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %99 = tpu.memref_slice %arg8[%79, %88, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %100 = tpu.memref_squeeze %99 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%100 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%98 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%96 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %51 = arith.addi %2, %c0_i32 : i32
      %52 = arith.index_cast %arg16 : i32 to index
      %53 = memref.load %arg3[%52] : memref<123xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.addi %54, %arg17 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %55, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %55, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg15[%arg18, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg13[%arg18, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg7[%51, %57, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%65 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%63 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %66 = tpu.memref_slice %arg15[%arg18, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg14[%arg18, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg8[%51, %59, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%69 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %72 = arith.index_cast %arg16 : i32 to index
      %73 = memref.load %arg5[%72] : memref<123xi8, #tpu.memory_space<smem>>
      %74 = arith.extsi %73 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %75 = arith.cmpi eq, %74, %c2_i32 : i32
      %76 = arith.extui %75 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %77 = arith.cmpi ne, %76, %c0_i32 : i32
      scf.if %77 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %79 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %80 = vector.shape_cast %79 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %81 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg13[%81, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %83 = vector.shape_cast %82 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %84 = tpu.matmul %80, %83, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x43e5b9 = arith.constant 0.180336878 : f32
        %85 = vector.broadcast %cst_x43e5b9 : f32 to vector<512x512xf32>
        %86 = arith.mulf %84, %85 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %87 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %88 = vector.multi_reduction <maximumf>, %86, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %89 = vector.shape_cast %88 : vector<512xf32> to vector<512x1xf32>
        %90 = vector.broadcast %89 : vector<512x1xf32> to vector<512x128xf32>
        %91 = arith.maximumf %87, %90 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %92 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %93 = arith.maximumf %91, %92 : vector<512x128xf32>
        %94 = tpu.concatenate %93, %93, %93, %93 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %95 = arith.subf %86, %94 : vector<512x512xf32>
        %96 = math.exp2 %95 : vector<512x512xf32>
        %97 = arith.subf %87, %93 : vector<512x128xf32>
        %98 = math.exp2 %97 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %100 = arith.mulf %98, %99 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %101 = vector.multi_reduction <add>, %96, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %102 = vector.shape_cast %101 : vector<512xf32> to vector<512x1xf32>
        %103 = vector.broadcast %102 : vector<512x1xf32> to vector<512x128xf32>
        %104 = arith.addf %100, %103 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %106 = vector.shape_cast %105 : vector<512x128xf32> to vector<512x128xf32>
        %107 = vector.shape_cast %104 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %107 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %108 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg14[%108, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %110 = vector.shape_cast %109 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %111 = vector.extract_strided_slice %98 {offsets = [0, 0], sizes = [512, 64], strides = [1, 1]} : vector<512x128xf32> to vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg12[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %113 = arith.mulf %111, %112 : vector<512x64xf32>
        %114 = arith.truncf %96 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %115 = tpu.matmul %114, %110, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %116 = arith.addf %113, %115 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg12[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %118 = vector.shape_cast %117 : vector<512x64xf32> to vector<512x64xf32>
        %119 = vector.shape_cast %116 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg12[%c0, %c0], %119 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %121 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        %122 = vector.shape_cast %91 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %122 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %79 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %80 = vector.shape_cast %79 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %81 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg13[%81, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %83 = vector.shape_cast %82 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %84 = tpu.matmul %80, %83, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x43e5b9 = arith.constant 0.180336878 : f32
        %85 = vector.broadcast %cst_x43e5b9 : f32 to vector<512x512xf32>
        %86 = arith.mulf %84, %85 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %87 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %55, %c512_i32 : i32
        %89 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %90 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %91 = vector.broadcast %87 : i32 to vector<512x1xi32>
        %92 = arith.addi %91, %89 : vector<512x1xi32>
        %93 = vector.broadcast %88 : i32 to vector<1x512xi32>
        %94 = arith.addi %93, %90 : vector<1x512xi32>
        %95 = vector.broadcast %94 : vector<1x512xi32> to vector<512x512xi32>
        %96 = vector.broadcast %92 : vector<512x1xi32> to vector<512x512xi32>
        %97 = arith.subi %95, %96 : vector<512x512xi32>
        %c-512_i32 = arith.constant -512 : i32
        %98 = vector.broadcast %c-512_i32 : i32 to vector<512x512xi32>
        %99 = arith.cmpi sge, %97, %98 : vector<512x512xi32>
        %c512_i32 = arith.constant 512 : i32
        %100 = vector.broadcast %c512_i32 : i32 to vector<512x512xi32>
        %101 = arith.cmpi sle, %97, %100 : vector<512x512xi32>
        %102 = arith.andi %99, %101 : vector<512x512xi1>
        %103 = arith.cmpi eq, %92, %92 : vector<512x1xi32>
        %104 = arith.cmpi eq, %94, %94 : vector<1x512xi32>
        %105 = vector.broadcast %103 : vector<512x1xi1> to vector<512x512xi1>
        %106 = vector.broadcast %104 : vector<1x512xi1> to vector<512x512xi1>
        %107 = arith.andi %105, %106 : vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %108 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %109 = arith.cmpi sge, %92, %108 : vector<512x1xi32>
        %110 = vector.broadcast %109 : vector<512x1xi1> to vector<512x512xi1>
        %111 = arith.andi %107, %110 : vector<512x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %112 = vector.broadcast %c128_i32 : i32 to vector<512x1xi32>
        %113 = arith.cmpi slt, %92, %112 : vector<512x1xi32>
        %114 = vector.broadcast %113 : vector<512x1xi1> to vector<512x512xi1>
        %115 = arith.andi %111, %114 : vector<512x512xi1>
        %116 = arith.cmpi eq, %92, %92 : vector<512x1xi32>
        %117 = arith.cmpi eq, %94, %94 : vector<1x512xi32>
        %118 = vector.broadcast %116 : vector<512x1xi1> to vector<512x512xi1>
        %119 = vector.broadcast %117 : vector<1x512xi1> to vector<512x512xi1>
        %120 = arith.andi %118, %119 : vector<512x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %121 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %122 = arith.cmpi sge, %94, %121 : vector<1x512xi32>
        %123 = vector.broadcast %122 : vector<1x512xi1> to vector<512x512xi1>
        %124 = arith.andi %120, %123 : vector<512x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %125 = vector.broadcast %c128_i32 : i32 to vector<1x512xi32>
        %126 = arith.cmpi slt, %94, %125 : vector<1x512xi32>
        %127 = vector.broadcast %126 : vector<1x512xi1> to vector<512x512xi1>
        %128 = arith.andi %124, %127 : vector<512x512xi1>
        %129 = arith.ori %115, %128 : vector<512x512xi1>
        %130 = arith.ori %102, %129 : vector<512x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %131 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %132 = arith.select %130, %86, %131 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %134 = vector.multi_reduction <maximumf>, %132, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %135 = vector.shape_cast %134 : vector<512xf32> to vector<512x1xf32>
        %136 = vector.broadcast %135 : vector<512x1xf32> to vector<512x128xf32>
        %137 = arith.maximumf %133, %136 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %138 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %139 = arith.maximumf %137, %138 : vector<512x128xf32>
        %140 = tpu.concatenate %139, %139, %139, %139 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %141 = arith.subf %132, %140 : vector<512x512xf32>
        %142 = math.exp2 %141 : vector<512x512xf32>
        %143 = arith.subf %133, %139 : vector<512x128xf32>
        %144 = math.exp2 %143 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %145 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %146 = arith.mulf %144, %145 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %147 = vector.multi_reduction <add>, %142, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %148 = vector.shape_cast %147 : vector<512xf32> to vector<512x1xf32>
        %149 = vector.broadcast %148 : vector<512x1xf32> to vector<512x128xf32>
        %150 = arith.addf %146, %149 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %152 = vector.shape_cast %151 : vector<512x128xf32> to vector<512x128xf32>
        %153 = vector.shape_cast %150 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %153 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %154 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %155 = vector.load %arg14[%154, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %156 = vector.shape_cast %155 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %157 = vector.extract_strided_slice %144 {offsets = [0, 0], sizes = [512, 64], strides = [1, 1]} : vector<512x128xf32> to vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %158 = vector.load %arg12[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %159 = arith.mulf %157, %158 : vector<512x64xf32>
        %160 = arith.truncf %142 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x5b9193 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
        %161 = tpu.matmul %160, %156, %cst_x5b9193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
        %162 = arith.addf %159, %161 : vector<512x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg12[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
        %164 = vector.shape_cast %163 : vector<512x64xf32> to vector<512x64xf32>
        %165 = vector.shape_cast %162 : vector<512x64xf32> to vector<512x64xf32>
        tpu.vector_store %arg12[%c0, %c0], %165 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %166 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %167 = vector.shape_cast %166 : vector<512x128xf32> to vector<512x128xf32>
        %168 = vector.shape_cast %137 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %168 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %78 = arith.subi %c1_i32, %arg18 : i32
      scf.yield %45, %47, %78 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %27 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %28 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %29 = arith.cmpf ogt, %27, %28 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg12[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %31 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %32 = arith.select %29, %27, %31 : vector<512x128xi1>, vector<512x128xf32>
    %33 = vector.extract_strided_slice %32 {offsets = [0, 0], sizes = [512, 64], strides = [1, 1]} : vector<512x128xf32> to vector<512x64xf32>
    %34 = arith.divf %30, %33 : vector<512x64xf32>
    %35 = arith.truncf %34 : vector<512x64xf32> to vector<512x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %36 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %37 = vector.shape_cast %36 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %38 = vector.shape_cast %35 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %38 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
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
