module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17xi8>, %arg1: tensor<39xi8>, %arg2: tensor<39xi8>, %arg3: tensor<39xi8>, %arg4: tensor<2x512x512xi8>, %arg5: tensor<17xi8>, %arg6: tensor<39xi8>, %arg7: tensor<39xi8>, %arg8: tensor<39xi8>, %arg9: tensor<2x512x512xi8>, %arg10: tensor<16x8192x256xbf16>, %arg11: tensor<8x8192x256xbf16>, %arg12: tensor<8x8192x256xbf16>) -> (tensor<16x8192x256xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<16x8192x256xbf16>, tensor<i32>) -> tensor<16x8192x256xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<8x8192x256xbf16>, tensor<i32>) -> tensor<8x8192x256xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<8x8192x256xbf16>, tensor<i32>) -> tensor<8x8192x256xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:3477530ef2e9df21c20972f9a493997eeb6577acae99a70f1167b44a1703072b\22, \22cost_estimate\22: {\22bytes_accessed\22: 1040187392, \22flops\22: 463856467968, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 905969664}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<39xi8>, tensor<39xi8>, tensor<39xi8>, tensor<16x8192x256xbf16>, tensor<8x8192x256xbf16>, tensor<8x8192x256xbf16>) -> tensor<16x8192x256xbf16>
    return %3 : tensor<16x8192x256xbf16>
  }
  func.func private @_pad(%arg0: tensor<16x8192x256xbf16>, %arg1: tensor<i32>) -> tensor<16x8192x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x8192x256xbf16>, tensor<bf16>) -> tensor<16x8192x256xbf16>
    return %1 : tensor<16x8192x256xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x8192x256xbf16>, %arg1: tensor<i32>) -> tensor<8x8192x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x8192x256xbf16>, tensor<bf16>) -> tensor<8x8192x256xbf16>
    return %1 : tensor<8x8192x256xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:3477530ef2e9df21c20972f9a493997eeb6577acae99a70f1167b44a1703072b
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x8192x256xbf16, #tpu.memory_space<any>>, %arg8: memref<8x8192x256xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x256xf32, #tpu.memory_space<vmem>>, %arg13: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg14: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 16>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 256>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 256>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c16_i32 = arith.constant 16 : i32
    %3 = arith.remsi %0, %c16_i32 : i32
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
    %12 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x256xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg12[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
    %14 = vector.shape_cast %13 : vector<512x256xf32> to vector<512x256xf32>
    %15 = vector.shape_cast %12 : vector<512x256xf32> to vector<512x256xf32>
    tpu.vector_store %arg12[%c0, %c0], %15 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
    %16 = arith.index_cast %arg1 : i32 to index
    %17 = memref.load %arg2[%16] : memref<17xi8, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<17xi8, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i8 to i32
    %23 = arith.cmpi slt, %18, %22 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32 : i32
    scf.if %25 {
      %c0_i32 = arith.constant 0 : i32
      %39 = arith.addi %2, %c0_i32 : i32
      %40 = arith.index_cast %18 : i32 to index
      %41 = memref.load %arg3[%40] : memref<39xi8, #tpu.memory_space<smem>>
      %42 = arith.extsi %41 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %43 = arith.addi %42, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %44 = arith.divsi %39, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %45 = arith.muli %43, %c512_i32 : i32
      %46 = tpu.assume_multiple %45, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %47 = arith.divsi %39, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %48 = arith.muli %43, %c512_i32 : i32
      %49 = tpu.assume_multiple %48, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg15[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %51 = tpu.memref_squeeze %50 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg13[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %53 = tpu.memref_squeeze %52 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg7[%44, %46, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %55 = tpu.memref_squeeze %54 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%55 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%53 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%51 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %56 = tpu.memref_slice %arg15[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %57 = tpu.memref_squeeze %56 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %59 = tpu.memref_squeeze %58 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg8[%47, %49, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %61 = tpu.memref_squeeze %60 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%61 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%59 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%57 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %41 = memref.load %arg4[%40] : memref<39xi8, #tpu.memory_space<smem>>
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
        %81 = arith.addi %2, %c0_i32 : i32
        %82 = arith.index_cast %45 : i32 to index
        %83 = memref.load %arg3[%82] : memref<39xi8, #tpu.memory_space<smem>>
        %84 = arith.extsi %83 : i8 to i32
        %85 = arith.addi %84, %47 : i32
        %c1_i32 = arith.constant 1 : i32
        %86 = arith.subi %c1_i32, %arg18 : i32
        %c2_i32 = arith.constant 2 : i32
        %87 = arith.divsi %81, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %85, %c512_i32 : i32
        %89 = tpu.assume_multiple %88, 512 : i32
        %c2_i32 = arith.constant 2 : i32
        %90 = arith.divsi %81, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %91 = arith.muli %85, %c512_i32 : i32
        %92 = tpu.assume_multiple %91, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg15[%86, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %95 = tpu.memref_slice %arg13[%86, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %96 = tpu.memref_squeeze %95 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg7[%87, %89, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%98 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%96 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %99 = tpu.memref_slice %arg15[%86, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %100 = tpu.memref_squeeze %99 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg14[%86, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %102 = tpu.memref_squeeze %101 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %103 = tpu.memref_slice %arg8[%90, %92, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %104 = tpu.memref_squeeze %103 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%104 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%102 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%100 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %51 = arith.addi %2, %c0_i32 : i32
      %52 = arith.index_cast %arg16 : i32 to index
      %53 = memref.load %arg3[%52] : memref<39xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.addi %54, %arg17 : i32
      %c2_i32 = arith.constant 2 : i32
      %56 = arith.divsi %51, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %55, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %59 = arith.divsi %51, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %60 = arith.muli %55, %c512_i32 : i32
      %61 = tpu.assume_multiple %60, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg15[%arg18, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg13[%arg18, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %65 = tpu.memref_squeeze %64 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg7[%56, %58, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%63 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%67 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%65 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %68 = tpu.memref_slice %arg15[%arg18, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg14[%arg18, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg8[%59, %61, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%73 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%71 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
      %74 = arith.index_cast %arg16 : i32 to index
      %75 = memref.load %arg5[%74] : memref<39xi8, #tpu.memory_space<smem>>
      %76 = arith.extsi %75 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %77 = arith.cmpi eq, %76, %c2_i32 : i32
      %78 = arith.extui %77 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %79 = arith.cmpi ne, %78, %c0_i32 : i32
      scf.if %79 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %83 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg13[%83, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %85 = vector.shape_cast %84 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %86 = tpu.matmul %82, %85, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xc9ecc5 = arith.constant 1.250000e-03 : f32
        %87 = vector.broadcast %cst_xc9ecc5 : f32 to vector<512x512xf32>
        %88 = arith.mulf %86, %87 : vector<512x512xf32>
        %89 = math.tanh %88 : vector<512x512xf32>
        %cst_x139a67 = arith.constant 72.1347503 : f32
        %90 = vector.broadcast %cst_x139a67 : f32 to vector<512x512xf32>
        %91 = arith.mulf %89, %90 : vector<512x512xf32>
        %92 = arith.mulf %89, %89 : vector<512x512xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %93 = vector.broadcast %cst_x65a06e : f32 to vector<512x512xf32>
        %94 = arith.subf %93, %92 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %96 = vector.multi_reduction <maximumf>, %91, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %97 = vector.shape_cast %96 : vector<512xf32> to vector<512x1xf32>
        %98 = vector.broadcast %97 : vector<512x1xf32> to vector<512x128xf32>
        %99 = arith.maximumf %95, %98 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %100 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %101 = arith.maximumf %99, %100 : vector<512x128xf32>
        %102 = tpu.concatenate %101, %101, %101, %101 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %103 = arith.subf %91, %102 : vector<512x512xf32>
        %104 = math.exp2 %103 : vector<512x512xf32>
        %105 = arith.subf %95, %101 : vector<512x128xf32>
        %106 = math.exp2 %105 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %108 = arith.mulf %106, %107 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %109 = vector.multi_reduction <add>, %104, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %110 = vector.shape_cast %109 : vector<512xf32> to vector<512x1xf32>
        %111 = vector.broadcast %110 : vector<512x1xf32> to vector<512x128xf32>
        %112 = arith.addf %108, %111 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %114 = vector.shape_cast %113 : vector<512x128xf32> to vector<512x128xf32>
        %115 = vector.shape_cast %112 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %115 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %116 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg14[%116, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %118 = vector.shape_cast %117 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %119 = tpu.concatenate %106, %106 in 1 : vector<512x128xf32>, vector<512x128xf32> -> vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg12[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %121 = arith.mulf %119, %120 : vector<512x256xf32>
        %122 = arith.truncf %104 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %123 = tpu.matmul %122, %118, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %124 = arith.addf %121, %123 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg12[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %126 = vector.shape_cast %125 : vector<512x256xf32> to vector<512x256xf32>
        %127 = vector.shape_cast %124 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg12[%c0, %c0], %127 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %129 = vector.shape_cast %128 : vector<512x128xf32> to vector<512x128xf32>
        %130 = vector.shape_cast %99 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %130 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %83 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg13[%83, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %85 = vector.shape_cast %84 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %86 = tpu.matmul %82, %85, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xc9ecc5 = arith.constant 1.250000e-03 : f32
        %87 = vector.broadcast %cst_xc9ecc5 : f32 to vector<512x512xf32>
        %88 = arith.mulf %86, %87 : vector<512x512xf32>
        %89 = math.tanh %88 : vector<512x512xf32>
        %cst_x139a67 = arith.constant 72.1347503 : f32
        %90 = vector.broadcast %cst_x139a67 : f32 to vector<512x512xf32>
        %91 = arith.mulf %89, %90 : vector<512x512xf32>
        %92 = arith.mulf %89, %89 : vector<512x512xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %93 = vector.broadcast %cst_x65a06e : f32 to vector<512x512xf32>
        %94 = arith.subf %93, %92 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %95 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %96 = arith.muli %55, %c512_i32 : i32
        %97 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %98 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %99 = arith.subi %96, %95 : i32
        %100 = vector.broadcast %98 : vector<1x512xi32> to vector<512x512xi32>
        %101 = vector.broadcast %97 : vector<512x1xi32> to vector<512x512xi32>
        %102 = arith.subi %100, %101 : vector<512x512xi32>
        %c4095_i32 = arith.constant 4095 : i32
        %103 = arith.addi %c4095_i32, %99 : i32
        %c0_i32 = arith.constant 0 : i32
        %104 = arith.subi %c0_i32, %99 : i32
        %c0_i32 = arith.constant 0 : i32
        %105 = arith.subi %c0_i32, %103 : i32
        %106 = vector.broadcast %105 : i32 to vector<512x512xi32>
        %107 = arith.cmpi sge, %102, %106 : vector<512x512xi32>
        %108 = vector.broadcast %104 : i32 to vector<512x512xi32>
        %109 = arith.cmpi sle, %102, %108 : vector<512x512xi32>
        %110 = arith.andi %107, %109 : vector<512x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %111 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %112 = arith.select %110, %91, %111 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %114 = vector.multi_reduction <maximumf>, %112, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %115 = vector.shape_cast %114 : vector<512xf32> to vector<512x1xf32>
        %116 = vector.broadcast %115 : vector<512x1xf32> to vector<512x128xf32>
        %117 = arith.maximumf %113, %116 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %118 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %119 = arith.maximumf %117, %118 : vector<512x128xf32>
        %120 = tpu.concatenate %119, %119, %119, %119 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %121 = arith.subf %112, %120 : vector<512x512xf32>
        %122 = math.exp2 %121 : vector<512x512xf32>
        %123 = arith.subf %113, %119 : vector<512x128xf32>
        %124 = math.exp2 %123 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %126 = arith.mulf %124, %125 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %127 = vector.multi_reduction <add>, %122, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %128 = vector.shape_cast %127 : vector<512xf32> to vector<512x1xf32>
        %129 = vector.broadcast %128 : vector<512x1xf32> to vector<512x128xf32>
        %130 = arith.addf %126, %129 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %132 = vector.shape_cast %131 : vector<512x128xf32> to vector<512x128xf32>
        %133 = vector.shape_cast %130 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %133 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %134 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg14[%134, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %136 = vector.shape_cast %135 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %137 = tpu.concatenate %124, %124 in 1 : vector<512x128xf32>, vector<512x128xf32> -> vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg12[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %139 = arith.mulf %137, %138 : vector<512x256xf32>
        %140 = arith.truncf %122 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %141 = tpu.matmul %140, %136, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %142 = arith.addf %139, %141 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg12[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %144 = vector.shape_cast %143 : vector<512x256xf32> to vector<512x256xf32>
        %145 = vector.shape_cast %142 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg12[%c0, %c0], %145 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %147 = vector.shape_cast %146 : vector<512x128xf32> to vector<512x128xf32>
        %148 = vector.shape_cast %117 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %148 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %80 = arith.subi %c1_i32, %arg18 : i32
      scf.yield %45, %47, %80 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %27 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %28 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %29 = arith.cmpf ogt, %27, %28 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg12[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %31 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %32 = arith.select %29, %27, %31 : vector<512x128xi1>, vector<512x128xf32>
    %33 = tpu.concatenate %32, %32 in 1 : vector<512x128xf32>, vector<512x128xf32> -> vector<512x256xf32>
    %34 = arith.divf %30, %33 : vector<512x256xf32>
    %35 = arith.truncf %34 : vector<512x256xf32> to vector<512x256xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %36 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
    %37 = vector.shape_cast %36 : vector<1x512x256xbf16> to vector<512x256xbf16>
    %38 = vector.shape_cast %35 : vector<512x256xbf16> to vector<1x512x256xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %38 {strides = array<i32>} : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.remsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.remsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
}
