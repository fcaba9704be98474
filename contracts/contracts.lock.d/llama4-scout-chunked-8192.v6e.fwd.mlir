module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<496xi16>, %arg2: tensor<496xi8>, %arg3: tensor<496xi8>, %arg4: tensor<1x512x512xi8>, %arg5: tensor<257xi16>, %arg6: tensor<496xi16>, %arg7: tensor<496xi8>, %arg8: tensor<496xi8>, %arg9: tensor<1x512x512xi8>, %arg10: tensor<40x131072x128xbf16>, %arg11: tensor<8x131072x128xbf16>, %arg12: tensor<8x131072x128xbf16>) -> (tensor<40x131072x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<40x131072x128xbf16>, tensor<i32>) -> tensor<40x131072x128xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:c992dc0e943d7631d2c04f62df68d368cfd9dc86d01781af915673f2d46e6966\22, \22cost_estimate\22: {\22bytes_accessed\22: 25501368320, \22flops\22: 11682311045120, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 22817013760}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<496xi16>, tensor<496xi8>, tensor<496xi8>, tensor<40x131072x128xbf16>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>) -> tensor<40x131072x128xbf16>
    return %3 : tensor<40x131072x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<40x131072x128xbf16>, %arg1: tensor<i32>) -> tensor<40x131072x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<40x131072x128xbf16>, tensor<bf16>) -> tensor<40x131072x128xbf16>
    return %1 : tensor<40x131072x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x131072x128xbf16>, %arg1: tensor<i32>) -> tensor<8x131072x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x131072x128xbf16>, tensor<bf16>) -> tensor<8x131072x128xbf16>
    return %1 : tensor<8x131072x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:c992dc0e943d7631d2c04f62df68d368cfd9dc86d01781af915673f2d46e6966
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x131072x128xbf16, #tpu.memory_space<any>>, %arg8: memref<8x131072x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 40, 256>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c256_i32 = arith.constant 256 : i32
    %3 = arith.remsi %0, %c256_i32 : i32
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
    %17 = memref.load %arg2[%16] : memref<257xi16, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<257xi16, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i16 to i32
    %23 = arith.cmpi slt, %18, %22 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32 : i32
    scf.if %25 {
      %c0_i32 = arith.constant 0 : i32
      %38 = arith.addi %2, %c0_i32 : i32
      %39 = arith.index_cast %18 : i32 to index
      %40 = memref.load %arg3[%39] : memref<496xi16, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i16 to i32
      %c0_i32 = arith.constant 0 : i32
      %42 = arith.addi %41, %c0_i32 : i32
      %c5_i32 = arith.constant 5 : i32
      %43 = arith.divsi %38, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %44 = arith.muli %42, %c512_i32 : i32
      %45 = tpu.assume_multiple %44, 512 : i32
      %c5_i32 = arith.constant 5 : i32
      %46 = arith.divsi %38, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %47 = arith.muli %42, %c512_i32 : i32
      %48 = tpu.assume_multiple %47, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg15[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg13[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg7[%43, %45, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%52 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg15[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg8[%46, %48, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%58 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %40 = memref.load %arg4[%39] : memref<496xi8, #tpu.memory_space<smem>>
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
        %80 = arith.addi %2, %c0_i32 : i32
        %81 = arith.index_cast %44 : i32 to index
        %82 = memref.load %arg3[%81] : memref<496xi16, #tpu.memory_space<smem>>
        %83 = arith.extsi %82 : i16 to i32
        %84 = arith.addi %83, %46 : i32
        %c1_i32 = arith.constant 1 : i32
        %85 = arith.subi %c1_i32, %arg18 : i32
        %c5_i32 = arith.constant 5 : i32
        %86 = arith.divsi %80, %c5_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %87 = arith.muli %84, %c512_i32 : i32
        %88 = tpu.assume_multiple %87, 512 : i32
        %c5_i32 = arith.constant 5 : i32
        %89 = arith.divsi %80, %c5_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %90 = arith.muli %84, %c512_i32 : i32
        %91 = tpu.assume_multiple %90, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg15[%85, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %93 = tpu.memref_squeeze %92 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %94 = tpu.memref_slice %arg13[%85, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %95 = tpu.memref_squeeze %94 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %96 = tpu.memref_slice %arg7[%86, %88, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %97 = tpu.memref_squeeze %96 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%97 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%95 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%93 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %98 = tpu.memref_slice %arg15[%85, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %99 = tpu.memref_squeeze %98 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %100 = tpu.memref_slice %arg14[%85, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %101 = tpu.memref_squeeze %100 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %102 = tpu.memref_slice %arg8[%89, %91, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %103 = tpu.memref_squeeze %102 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%103 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%101 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%99 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %50 = arith.addi %2, %c0_i32 : i32
      %51 = arith.index_cast %arg16 : i32 to index
      %52 = memref.load %arg3[%51] : memref<496xi16, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i16 to i32
      %54 = arith.addi %53, %arg17 : i32
      %c5_i32 = arith.constant 5 : i32
      %55 = arith.divsi %50, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %54, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c5_i32 = arith.constant 5 : i32
      %58 = arith.divsi %50, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %59 = arith.muli %54, %c512_i32 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg15[%arg18, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg13[%arg18, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg7[%55, %57, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%66 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%64 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %67 = tpu.memref_slice %arg15[%arg18, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg14[%arg18, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg8[%58, %60, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%72 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%70 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %73 = arith.index_cast %arg16 : i32 to index
      %74 = memref.load %arg5[%73] : memref<496xi8, #tpu.memory_space<smem>>
      %75 = arith.extsi %74 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %76 = arith.cmpi eq, %75, %c2_i32 : i32
      %77 = arith.extui %76 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %78 = arith.cmpi ne, %77, %c0_i32 : i32
      scf.if %78 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %81 = vector.shape_cast %80 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %82 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg13[%82, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %85 = tpu.matmul %81, %84, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %86 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %87 = arith.mulf %85, %86 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %88 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %89 = vector.multi_reduction <maximumf>, %87, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %90 = vector.shape_cast %89 : vector<512xf32> to vector<512x1xf32>
        %91 = vector.broadcast %90 : vector<512x1xf32> to vector<512x128xf32>
        %92 = arith.maximumf %88, %91 : vector<512x128xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %93 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
        %94 = arith.cmpf oeq, %92, %93 : vector<512x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %95 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
        %96 = arith.select %94, %95, %92 : vector<512x128xi1>, vector<512x128xf32>
        %97 = tpu.concatenate %96, %96, %96, %96 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %98 = arith.subf %87, %97 : vector<512x512xf32>
        %99 = math.exp2 %98 : vector<512x512xf32>
        %100 = arith.subf %88, %96 : vector<512x128xf32>
        %101 = math.exp2 %100 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %103 = arith.mulf %101, %102 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %104 = vector.multi_reduction <add>, %99, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %105 = vector.shape_cast %104 : vector<512xf32> to vector<512x1xf32>
        %106 = vector.broadcast %105 : vector<512x1xf32> to vector<512x128xf32>
        %107 = arith.addf %103, %106 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %109 = vector.shape_cast %108 : vector<512x128xf32> to vector<512x128xf32>
        %110 = vector.shape_cast %107 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %110 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %111 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg14[%111, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %113 = vector.shape_cast %112 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %115 = arith.mulf %101, %114 : vector<512x128xf32>
        %116 = arith.truncf %99 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %117 = tpu.matmul %116, %113, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %118 = arith.addf %115, %117 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %120 = vector.shape_cast %119 : vector<512x128xf32> to vector<512x128xf32>
        %121 = vector.shape_cast %118 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %121 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %123 = vector.shape_cast %122 : vector<512x128xf32> to vector<512x128xf32>
        %124 = vector.shape_cast %92 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %124 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %81 = vector.shape_cast %80 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %82 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg13[%82, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %85 = tpu.matmul %81, %84, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %86 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %87 = arith.mulf %85, %86 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %89 = arith.muli %54, %c512_i32 : i32
        %90 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %91 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %92 = vector.broadcast %88 : i32 to vector<512x1xi32>
        %93 = arith.addi %92, %90 : vector<512x1xi32>
        %94 = vector.broadcast %89 : i32 to vector<1x512xi32>
        %95 = arith.addi %94, %91 : vector<1x512xi32>
        %96 = vector.broadcast %95 : vector<1x512xi32> to vector<512x512xi32>
        %97 = vector.broadcast %93 : vector<512x1xi32> to vector<512x512xi32>
        %98 = arith.cmpi sle, %96, %97 : vector<512x512xi32>
        %c8192_i32 = arith.constant 8192 : i32
        %99 = vector.broadcast %c8192_i32 : i32 to vector<512x1xi32>
        %100 = arith.divsi %93, %99 : vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %101 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %102 = arith.cmpi sgt, %93, %101 : vector<512x1xi32>
        %103 = arith.extui %102 : vector<512x1xi1> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %104 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %105 = arith.cmpi slt, %93, %104 : vector<512x1xi32>
        %106 = arith.extui %105 : vector<512x1xi1> to vector<512x1xi32>
        %107 = arith.subi %103, %106 : vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %108 = arith.cmpi sgt, %c8192_i32, %c0_i32 : i32
        %109 = arith.extui %108 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %110 = arith.cmpi slt, %c8192_i32, %c0_i32 : i32
        %111 = arith.extui %110 : i1 to i32
        %112 = arith.subi %109, %111 : i32
        %113 = vector.broadcast %112 : i32 to vector<512x1xi32>
        %114 = arith.cmpi ne, %107, %113 : vector<512x1xi32>
        %115 = vector.broadcast %c8192_i32 : i32 to vector<512x1xi32>
        %116 = arith.remsi %93, %115 : vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %117 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %118 = arith.cmpi ne, %116, %117 : vector<512x1xi32>
        %119 = arith.andi %114, %118 : vector<512x1xi1>
        %c1_i32 = arith.constant 1 : i32
        %120 = vector.broadcast %c1_i32 : i32 to vector<512x1xi32>
        %121 = arith.subi %100, %120 : vector<512x1xi32>
        %122 = arith.select %119, %121, %100 : vector<512x1xi1>, vector<512x1xi32>
        %c8192_i32 = arith.constant 8192 : i32
        %123 = vector.broadcast %c8192_i32 : i32 to vector<1x512xi32>
        %124 = arith.divsi %95, %123 : vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %125 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %126 = arith.cmpi sgt, %95, %125 : vector<1x512xi32>
        %127 = arith.extui %126 : vector<1x512xi1> to vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %128 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %129 = arith.cmpi slt, %95, %128 : vector<1x512xi32>
        %130 = arith.extui %129 : vector<1x512xi1> to vector<1x512xi32>
        %131 = arith.subi %127, %130 : vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %132 = arith.cmpi sgt, %c8192_i32, %c0_i32 : i32
        %133 = arith.extui %132 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %134 = arith.cmpi slt, %c8192_i32, %c0_i32 : i32
        %135 = arith.extui %134 : i1 to i32
        %136 = arith.subi %133, %135 : i32
        %137 = vector.broadcast %136 : i32 to vector<1x512xi32>
        %138 = arith.cmpi ne, %131, %137 : vector<1x512xi32>
        %139 = vector.broadcast %c8192_i32 : i32 to vector<1x512xi32>
        %140 = arith.remsi %95, %139 : vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %141 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %142 = arith.cmpi ne, %140, %141 : vector<1x512xi32>
        %143 = arith.andi %138, %142 : vector<1x512xi1>
        %c1_i32 = arith.constant 1 : i32
        %144 = vector.broadcast %c1_i32 : i32 to vector<1x512xi32>
        %145 = arith.subi %124, %144 : vector<1x512xi32>
        %146 = arith.select %143, %145, %124 : vector<1x512xi1>, vector<1x512xi32>
        %147 = vector.broadcast %122 : vector<512x1xi32> to vector<512x512xi32>
        %148 = vector.broadcast %146 : vector<1x512xi32> to vector<512x512xi32>
        %149 = arith.cmpi eq, %147, %148 : vector<512x512xi32>
        %150 = arith.andi %98, %149 : vector<512x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %151 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %152 = arith.select %150, %87, %151 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %153 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %154 = vector.multi_reduction <maximumf>, %152, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %155 = vector.shape_cast %154 : vector<512xf32> to vector<512x1xf32>
        %156 = vector.broadcast %155 : vector<512x1xf32> to vector<512x128xf32>
        %157 = arith.maximumf %153, %156 : vector<512x128xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %158 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
        %159 = arith.cmpf oeq, %157, %158 : vector<512x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %160 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
        %161 = arith.select %159, %160, %157 : vector<512x128xi1>, vector<512x128xf32>
        %162 = tpu.concatenate %161, %161, %161, %161 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %163 = arith.subf %152, %162 : vector<512x512xf32>
        %164 = math.exp2 %163 : vector<512x512xf32>
        %165 = arith.subf %153, %161 : vector<512x128xf32>
        %166 = math.exp2 %165 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %167 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %168 = arith.mulf %166, %167 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %169 = vector.multi_reduction <add>, %164, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %170 = vector.shape_cast %169 : vector<512xf32> to vector<512x1xf32>
        %171 = vector.broadcast %170 : vector<512x1xf32> to vector<512x128xf32>
        %172 = arith.addf %168, %171 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %173 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %174 = vector.shape_cast %173 : vector<512x128xf32> to vector<512x128xf32>
        %175 = vector.shape_cast %172 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %175 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %176 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %177 = vector.load %arg14[%176, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %178 = vector.shape_cast %177 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %179 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %180 = arith.mulf %166, %179 : vector<512x128xf32>
        %181 = arith.truncf %164 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %182 = tpu.matmul %181, %178, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %183 = arith.addf %180, %182 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %184 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %185 = vector.shape_cast %184 : vector<512x128xf32> to vector<512x128xf32>
        %186 = vector.shape_cast %183 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %186 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %187 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %188 = vector.shape_cast %187 : vector<512x128xf32> to vector<512x128xf32>
        %189 = vector.shape_cast %157 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %189 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %79 = arith.subi %c1_i32, %arg18 : i32
      scf.yield %44, %46, %79 : i32, i32, i32
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
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
