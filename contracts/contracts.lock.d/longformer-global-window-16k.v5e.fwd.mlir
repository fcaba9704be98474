module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi8>, %arg1: tensor<123xi8>, %arg2: tensor<123xi8>, %arg3: tensor<123xi8>, %arg4: tensor<6x512x512xi8>, %arg5: tensor<33xi8>, %arg6: tensor<123xi8>, %arg7: tensor<123xi8>, %arg8: tensor<123xi8>, %arg9: tensor<6x512x512xi8>, %arg10: tensor<12x16384x64xbf16>, %arg11: tensor<12x16384x64xbf16>, %arg12: tensor<12x16384x64xbf16>) -> (tensor<12x16384x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %1 = call @_pad(%arg11, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %2 = call @_pad(%arg12, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:e500c2162e58b1ee89799aee8230ba40207fdf0f9d43b11010eff46fdddb3e14\22, \22cost_estimate\22: {\22bytes_accessed\22: 292552704, \22flops\22: 124017180672, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<123xi8>, tensor<123xi8>, tensor<123xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    return %3 : tensor<12x16384x64xbf16>
  }
  func.func private @_pad(%arg0: tensor<12x16384x64xbf16>, %arg1: tensor<i32>) -> tensor<12x16384x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<12x16384x64xbf16>, tensor<bf16>) -> tensor<12x16384x64xbf16>
    return %1 : tensor<12x16384x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:e500c2162e58b1ee89799aee8230ba40207fdf0f9d43b11010eff46fdddb3e14
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
        %77 = arith.addi %2, %c0_i32 : i32
        %78 = arith.index_cast %45 : i32 to index
        %79 = memref.load %arg3[%78] : memref<123xi8, #tpu.memory_space<smem>>
        %80 = arith.extsi %79 : i8 to i32
        %81 = arith.addi %80, %47 : i32
        %c1_i32 = arith.constant 1 : i32
        %82 = arith.subi %c1_i32, %arg18 : i32
        %c512_i32 = arith.constant 512 : i32
        %83 = arith.muli %81, %c512_i32 : i32
        %84 = tpu.assume_multiple %83, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %85 = arith.muli %81, %c512_i32 : i32
        %86 = tpu.assume_multiple %85, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %87 = tpu.memref_slice %arg15[%82, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %88 = tpu.memref_squeeze %87 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %89 = tpu.memref_slice %arg13[%82, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %90 = tpu.memref_squeeze %89 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg7[%77, %84, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %92 = tpu.memref_squeeze %91 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%92 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%90 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%88 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %93 = tpu.memref_slice %arg15[%82, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %95 = tpu.memref_slice %arg14[%82, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %96 = tpu.memref_squeeze %95 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg8[%77, %86, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%98 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%96 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %75 = arith.addi %c0_i32, %c2_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      scf.for %arg19 = %c0_i32 to %75 step %c1_i32  : i32 {
        %c256_i32 = arith.constant 256 : i32
        %77 = arith.muli %arg19, %c256_i32 : i32
        %78 = tpu.assume_multiple %77, 256 : i32
        %c0 = arith.constant 0 : index
        %79 = arith.index_cast %78 : i32 to index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg6[%c0, %79, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x256x64xbf16>
        %81 = vector.shape_cast %80 : vector<1x256x64xbf16> to vector<256x64xbf16>
        %82 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg13[%82, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %85 = tpu.matmul %81, %84, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x64xbf16>, vector<512x64xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %86 = vector.broadcast %cst_x35b8ee : f32 to vector<256x512xf32>
        %87 = arith.mulf %85, %86 : vector<256x512xf32>
        %c2_i32 = arith.constant 2 : i32
        %88 = arith.cmpi eq, %74, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %89 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %90 = arith.muli %55, %c512_i32 : i32
        %91 = arith.addi %89, %77 : i32
        %92 = tpu.iota {dimensions = array<i32: 0>} : vector<256x512xi32>
        %93 = tpu.iota {dimensions = array<i32: 1>} : vector<256x512xi32>
        %94 = vector.broadcast %91 : i32 to vector<256x512xi32>
        %95 = arith.addi %94, %92 : vector<256x512xi32>
        %96 = vector.broadcast %90 : i32 to vector<256x512xi32>
        %97 = arith.addi %96, %93 : vector<256x512xi32>
        %98 = arith.subi %97, %95 : vector<256x512xi32>
        %c-512_i32 = arith.constant -512 : i32
        %99 = vector.broadcast %c-512_i32 : i32 to vector<256x512xi32>
        %100 = arith.cmpi sge, %98, %99 : vector<256x512xi32>
        %c512_i32 = arith.constant 512 : i32
        %101 = vector.broadcast %c512_i32 : i32 to vector<256x512xi32>
        %102 = arith.cmpi sle, %98, %101 : vector<256x512xi32>
        %103 = arith.andi %100, %102 : vector<256x512xi1>
        %104 = arith.cmpi eq, %95, %95 : vector<256x512xi32>
        %105 = arith.cmpi eq, %97, %97 : vector<256x512xi32>
        %106 = arith.andi %104, %105 : vector<256x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %107 = vector.broadcast %c0_i32 : i32 to vector<256x512xi32>
        %108 = arith.cmpi sge, %95, %107 : vector<256x512xi32>
        %109 = arith.andi %106, %108 : vector<256x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %110 = vector.broadcast %c128_i32 : i32 to vector<256x512xi32>
        %111 = arith.cmpi slt, %95, %110 : vector<256x512xi32>
        %112 = arith.andi %109, %111 : vector<256x512xi1>
        %113 = arith.cmpi eq, %95, %95 : vector<256x512xi32>
        %114 = arith.cmpi eq, %97, %97 : vector<256x512xi32>
        %115 = arith.andi %113, %114 : vector<256x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %116 = vector.broadcast %c0_i32 : i32 to vector<256x512xi32>
        %117 = arith.cmpi sge, %97, %116 : vector<256x512xi32>
        %118 = arith.andi %115, %117 : vector<256x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %119 = vector.broadcast %c128_i32 : i32 to vector<256x512xi32>
        %120 = arith.cmpi slt, %97, %119 : vector<256x512xi32>
        %121 = arith.andi %118, %120 : vector<256x512xi1>
        %122 = arith.ori %112, %121 : vector<256x512xi1>
        %123 = arith.ori %103, %122 : vector<256x512xi1>
        %124 = vector.broadcast %88 : i1 to vector<256x512xi1>
        %125 = arith.ori %123, %124 : vector<256x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %126 = vector.broadcast %cst_xbef082 : f32 to vector<256x512xf32>
        %127 = arith.select %125, %87, %126 : vector<256x512xi1>, vector<256x512xf32>
        %128 = arith.index_cast %78 : i32 to index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg10[%128, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %cst_xe8bd18 = arith.constant dense<0xFF800000> : vector<256xf32>
        %130 = vector.multi_reduction <maximumf>, %127, %cst_xe8bd18 [1] : vector<256x512xf32> to vector<256xf32>
        %131 = vector.shape_cast %130 : vector<256xf32> to vector<256x1xf32>
        %132 = vector.broadcast %131 : vector<256x1xf32> to vector<256x128xf32>
        %133 = arith.maximumf %129, %132 : vector<256x128xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %134 = vector.broadcast %cst_xbef082 : f32 to vector<256x128xf32>
        %135 = arith.cmpf oeq, %133, %134 : vector<256x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %136 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x128xf32>
        %137 = arith.select %135, %136, %133 : vector<256x128xi1>, vector<256x128xf32>
        %138 = tpu.concatenate %137, %137, %137, %137 in 1 : vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32> -> vector<256x512xf32>
        %139 = arith.subf %127, %138 : vector<256x512xf32>
        %140 = math.exp %139 : vector<256x512xf32>
        %141 = arith.subf %129, %137 : vector<256x128xf32>
        %142 = math.exp %141 : vector<256x128xf32>
        %143 = arith.index_cast %78 : i32 to index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg11[%143, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %145 = arith.mulf %142, %144 : vector<256x128xf32>
        %cst_x61647b = arith.constant dense<0.000000e+00> : vector<256xf32>
        %146 = vector.multi_reduction <add>, %140, %cst_x61647b [1] : vector<256x512xf32> to vector<256xf32>
        %147 = vector.shape_cast %146 : vector<256xf32> to vector<256x1xf32>
        %148 = vector.broadcast %147 : vector<256x1xf32> to vector<256x128xf32>
        %149 = arith.addf %145, %148 : vector<256x128xf32>
        %150 = arith.index_cast %78 : i32 to index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg11[%150, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %152 = vector.shape_cast %151 : vector<256x128xf32> to vector<256x128xf32>
        %153 = vector.shape_cast %149 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg11[%150, %c0], %153 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %154 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %155 = vector.load %arg14[%154, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %156 = vector.shape_cast %155 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %157 = vector.extract_strided_slice %142 {offsets = [0, 0], sizes = [256, 64], strides = [1, 1]} : vector<256x128xf32> to vector<256x64xf32>
        %158 = arith.index_cast %78 : i32 to index
        %c0 = arith.constant 0 : index
        %159 = vector.load %arg12[%158, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<256x64xf32>
        %160 = arith.mulf %157, %159 : vector<256x64xf32>
        %161 = arith.truncf %140 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_x09ab24 = arith.constant dense<0.000000e+00> : vector<256x64xf32>
        %162 = tpu.matmul %161, %156, %cst_x09ab24 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x64xbf16>, vector<256x64xf32> -> vector<256x64xf32>
        %163 = arith.addf %160, %162 : vector<256x64xf32>
        %164 = arith.index_cast %78 : i32 to index
        %c0 = arith.constant 0 : index
        %165 = vector.load %arg12[%164, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<256x64xf32>
        %166 = vector.shape_cast %165 : vector<256x64xf32> to vector<256x64xf32>
        %167 = vector.shape_cast %163 : vector<256x64xf32> to vector<256x64xf32>
        tpu.vector_store %arg12[%164, %c0], %167 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<256x64xf32>, 
        %168 = arith.index_cast %78 : i32 to index
        %c0 = arith.constant 0 : index
        %169 = vector.load %arg10[%168, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %170 = vector.shape_cast %169 : vector<256x128xf32> to vector<256x128xf32>
        %171 = vector.shape_cast %133 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg10[%168, %c0], %171 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      }
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %76 = arith.subi %c1_i32, %arg18 : i32
      scf.yield %45, %47, %76 : i32, i32, i32
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
