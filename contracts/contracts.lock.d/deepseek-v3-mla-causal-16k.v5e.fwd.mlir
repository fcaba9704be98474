module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi8>, %arg1: tensor<63xi8>, %arg2: tensor<63xi8>, %arg3: tensor<63xi8>, %arg4: tensor<1x512x512xi8>, %arg5: tensor<33xi8>, %arg6: tensor<63xi8>, %arg7: tensor<63xi8>, %arg8: tensor<63xi8>, %arg9: tensor<1x512x512xi8>, %arg10: tensor<128x16384x192xbf16>, %arg11: tensor<128x16384x192xbf16>, %arg12: tensor<128x16384x128xbf16>) -> (tensor<128x16384x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<128x16384x192xbf16>, tensor<i32>) -> tensor<128x16384x192xbf16>
    %1 = call @_pad(%arg11, %c) : (tensor<128x16384x192xbf16>, tensor<i32>) -> tensor<128x16384x192xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<128x16384x128xbf16>, tensor<i32>) -> tensor<128x16384x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:b16270096674ff0254a20c0723f97415f0d94d662aaeb428b86797d70ff72a4b\22, \22cost_estimate\22: {\22bytes_accessed\22: 23488102400, \22flops\22: 11338713661440, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<63xi8>, tensor<63xi8>, tensor<63xi8>, tensor<128x16384x192xbf16>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>) -> tensor<128x16384x128xbf16>
    return %3 : tensor<128x16384x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<128x16384x192xbf16>, %arg1: tensor<i32>) -> tensor<128x16384x192xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<128x16384x192xbf16>, tensor<bf16>) -> tensor<128x16384x192xbf16>
    return %1 : tensor<128x16384x192xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<128x16384x128xbf16>, %arg1: tensor<i32>) -> tensor<128x16384x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<128x16384x128xbf16>, tensor<bf16>) -> tensor<128x16384x128xbf16>
    return %1 : tensor<128x16384x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:b16270096674ff0254a20c0723f97415f0d94d662aaeb428b86797d70ff72a4b
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg7: memref<128x16384x192xbf16, #tpu.memory_space<any>>, %arg8: memref<128x16384x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<2x512x192xbf16, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 128, 32>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 192>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}]} {
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
    %12 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %14 = vector.shape_cast %13 : vector<512x128xf32> to vector<512x128xf32>
    %15 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %15 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %38 = arith.addi %2, %c0_i32 : i32
      %39 = arith.index_cast %18 : i32 to index
      %40 = memref.load %arg3[%39] : memref<63xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %42 = arith.addi %41, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %43 = arith.muli %42, %c512_i32 : i32
      %44 = tpu.assume_multiple %43, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %45 = arith.muli %42, %c512_i32 : i32
      %46 = tpu.assume_multiple %45, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg15[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %48 = tpu.memref_squeeze %47 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg13[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %50 = tpu.memref_squeeze %49 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg7[%38, %44, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%52 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%50 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%48 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %53 = tpu.memref_slice %arg15[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %54 = tpu.memref_squeeze %53 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg8[%38, %46, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%58 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%56 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%54 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %26:3 = scf.while (%arg16 = %18, %arg17 = %c0_i32, %arg18 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %38 = arith.cmpi slt, %arg16, %22 : i32
      scf.condition(%38) %arg16, %arg17, %arg18 : i32, i32, i32
    } do {
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32):
      %c1_i32 = arith.constant 1 : i32
      %38 = arith.addi %arg17, %c1_i32 : i32
      %39 = arith.index_cast %arg16 : i32 to index
      %40 = memref.load %arg4[%39] : memref<63xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %42 = arith.cmpi sge, %38, %41 : i32
      %c1_i32 = arith.constant 1 : i32
      %43 = arith.addi %arg16, %c1_i32 : i32
      %44 = arith.select %42, %43, %arg16 : i32
      %c1_i32 = arith.constant 1 : i32
      %45 = arith.addi %arg17, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %46 = arith.select %42, %c0_i32, %45 : i32
      %47 = arith.cmpi slt, %44, %22 : i32
      %48 = arith.extui %47 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %49 = arith.cmpi ne, %48, %c0_i32 : i32
      scf.if %49 {
        %c0_i32 = arith.constant 0 : i32
        %78 = arith.addi %2, %c0_i32 : i32
        %79 = arith.index_cast %44 : i32 to index
        %80 = memref.load %arg3[%79] : memref<63xi8, #tpu.memory_space<smem>>
        %81 = arith.extsi %80 : i8 to i32
        %82 = arith.addi %81, %46 : i32
        %c1_i32 = arith.constant 1 : i32
        %83 = arith.subi %c1_i32, %arg18 : i32
        %c512_i32 = arith.constant 512 : i32
        %84 = arith.muli %82, %c512_i32 : i32
        %85 = tpu.assume_multiple %84, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %86 = arith.muli %82, %c512_i32 : i32
        %87 = tpu.assume_multiple %86, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg15[%83, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg13[%83, %c0_i32, %c0_i32] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %91 = tpu.memref_squeeze %90 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg7[%78, %85, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%93 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%91 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %94 = tpu.memref_slice %arg15[%83, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %95 = tpu.memref_squeeze %94 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %96 = tpu.memref_slice %arg14[%83, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %97 = tpu.memref_squeeze %96 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %98 = tpu.memref_slice %arg8[%78, %87, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %99 = tpu.memref_squeeze %98 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%99 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%97 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%95 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %50 = arith.addi %2, %c0_i32 : i32
      %51 = arith.index_cast %arg16 : i32 to index
      %52 = memref.load %arg3[%51] : memref<63xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %54 = arith.addi %53, %arg17 : i32
      %c512_i32 = arith.constant 512 : i32
      %55 = arith.muli %54, %c512_i32 : i32
      %56 = tpu.assume_multiple %55, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %54, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg15[%arg18, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg13[%arg18, %c0_i32, %c0_i32] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg7[%50, %56, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%64 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%62 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %65 = tpu.memref_slice %arg15[%arg18, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg14[%arg18, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg8[%50, %58, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%70 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%68 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %71 = arith.index_cast %arg16 : i32 to index
      %72 = memref.load %arg5[%71] : memref<63xi8, #tpu.memory_space<smem>>
      %73 = arith.extsi %72 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %74 = arith.cmpi eq, %73, %c2_i32 : i32
      %75 = arith.extui %74 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %76 = arith.cmpi ne, %75, %c0_i32 : i32
      scf.if %76 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %78 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %79 = vector.shape_cast %78 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %80 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg13[%80, %c0, %c0] : memref<2x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %83 = tpu.matmul %79, %82, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %84 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %85 = arith.mulf %83, %84 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %87 = vector.multi_reduction <maximumf>, %85, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %88 = vector.shape_cast %87 : vector<512xf32> to vector<512x1xf32>
        %89 = vector.broadcast %88 : vector<512x1xf32> to vector<512x128xf32>
        %90 = arith.maximumf %86, %89 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %91 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %92 = arith.maximumf %90, %91 : vector<512x128xf32>
        %93 = tpu.concatenate %92, %92, %92, %92 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %94 = arith.subf %85, %93 : vector<512x512xf32>
        %95 = math.exp2 %94 : vector<512x512xf32>
        %96 = arith.subf %86, %92 : vector<512x128xf32>
        %97 = math.exp2 %96 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %99 = arith.mulf %97, %98 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %100 = vector.multi_reduction <add>, %95, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %101 = vector.shape_cast %100 : vector<512xf32> to vector<512x1xf32>
        %102 = vector.broadcast %101 : vector<512x1xf32> to vector<512x128xf32>
        %103 = arith.addf %99, %102 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %105 = vector.shape_cast %104 : vector<512x128xf32> to vector<512x128xf32>
        %106 = vector.shape_cast %103 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %106 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %107 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg14[%107, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %109 = vector.shape_cast %108 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %111 = arith.mulf %97, %110 : vector<512x128xf32>
        %112 = arith.truncf %95 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %113 = tpu.matmul %112, %109, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %114 = arith.addf %111, %113 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %116 = vector.shape_cast %115 : vector<512x128xf32> to vector<512x128xf32>
        %117 = vector.shape_cast %114 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %117 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %119 = vector.shape_cast %118 : vector<512x128xf32> to vector<512x128xf32>
        %120 = vector.shape_cast %90 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %120 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %78 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %79 = vector.shape_cast %78 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %80 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg13[%80, %c0, %c0] : memref<2x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %83 = tpu.matmul %79, %82, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %84 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %85 = arith.mulf %83, %84 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %86 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %87 = arith.muli %54, %c512_i32 : i32
        %88 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %89 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %90 = arith.subi %87, %86 : i32
        %91 = vector.broadcast %89 : vector<1x512xi32> to vector<512x512xi32>
        %92 = vector.broadcast %88 : vector<512x1xi32> to vector<512x512xi32>
        %93 = arith.subi %91, %92 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %94 = arith.subi %c0_i32, %90 : i32
        %95 = vector.broadcast %94 : i32 to vector<512x512xi32>
        %96 = arith.cmpi sle, %93, %95 : vector<512x512xi32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %97 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %98 = arith.select %96, %85, %97 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %100 = vector.multi_reduction <maximumf>, %98, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %101 = vector.shape_cast %100 : vector<512xf32> to vector<512x1xf32>
        %102 = vector.broadcast %101 : vector<512x1xf32> to vector<512x128xf32>
        %103 = arith.maximumf %99, %102 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %104 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %105 = arith.maximumf %103, %104 : vector<512x128xf32>
        %106 = tpu.concatenate %105, %105, %105, %105 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %107 = arith.subf %98, %106 : vector<512x512xf32>
        %108 = math.exp2 %107 : vector<512x512xf32>
        %109 = arith.subf %99, %105 : vector<512x128xf32>
        %110 = math.exp2 %109 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %112 = arith.mulf %110, %111 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %113 = vector.multi_reduction <add>, %108, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %114 = vector.shape_cast %113 : vector<512xf32> to vector<512x1xf32>
        %115 = vector.broadcast %114 : vector<512x1xf32> to vector<512x128xf32>
        %116 = arith.addf %112, %115 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %118 = vector.shape_cast %117 : vector<512x128xf32> to vector<512x128xf32>
        %119 = vector.shape_cast %116 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %119 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %120 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg14[%120, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %122 = vector.shape_cast %121 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %124 = arith.mulf %110, %123 : vector<512x128xf32>
        %125 = arith.truncf %108 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %126 = tpu.matmul %125, %122, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %127 = arith.addf %124, %126 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %129 = vector.shape_cast %128 : vector<512x128xf32> to vector<512x128xf32>
        %130 = vector.shape_cast %127 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %130 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %132 = vector.shape_cast %131 : vector<512x128xf32> to vector<512x128xf32>
        %133 = vector.shape_cast %103 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %133 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %77 = arith.subi %c1_i32, %arg18 : i32
      scf.yield %44, %46, %77 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %27 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %28 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %29 = arith.cmpf ogt, %27, %28 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %31 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %32 = arith.select %29, %27, %31 : vector<512x128xi1>, vector<512x128xf32>
    %33 = arith.divf %30, %32 : vector<512x128xf32>
    %34 = arith.truncf %33 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %35 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %36 = vector.shape_cast %35 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %37 = vector.shape_cast %34 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %37 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
