module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<513xi16>, %arg1: tensor<1211xi8>, %arg2: tensor<1211xi8>, %arg3: tensor<1211xi8>, %arg4: tensor<2x512x512xi8>, %arg5: tensor<513xi16>, %arg6: tensor<1211xi8>, %arg7: tensor<1211xi8>, %arg8: tensor<1211xi8>, %arg9: tensor<2x512x512xi8>, %arg10: tensor<8x32768x128xbf16>, %arg11: tensor<8x32768x128xbf16>, %arg12: tensor<8x32768x128xbf16>) -> (tensor<8x32768x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %1 = call @_pad(%arg11, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %2 = call @_pad(%arg12, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:4850119285ca6583a80e0dadd0b59a7b4d85230238af52488c21ec003c5fbd27\22, \22cost_estimate\22: {\22bytes_accessed\22: 2195193856, \22flops\22: 1055219777536, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2060976128}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<513xi16>, tensor<1211xi8>, tensor<1211xi8>, tensor<1211xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    return %3 : tensor<8x32768x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<8x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<8x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x128xbf16>, tensor<bf16>) -> tensor<8x32768x128xbf16>
    return %1 : tensor<8x32768x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:4850119285ca6583a80e0dadd0b59a7b4d85230238af52488c21ec003c5fbd27
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 512>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.remsi %0, %c64_i32 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %3 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %5 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    %6 = vector.shape_cast %3 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg10[%c0, %c0], %6 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %9 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    %10 = vector.shape_cast %7 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %10 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %11 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %12 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %13 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    %14 = vector.shape_cast %11 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %14 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %15 = arith.index_cast %arg1 : i32 to index
    %16 = memref.load %arg2[%15] : memref<513xi16, #tpu.memory_space<smem>>
    %17 = arith.extsi %16 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %18 = arith.addi %arg1, %c1_i32 : i32
    %19 = arith.index_cast %18 : i32 to index
    %20 = memref.load %arg2[%19] : memref<513xi16, #tpu.memory_space<smem>>
    %21 = arith.extsi %20 : i16 to i32
    %22 = arith.cmpi slt, %17, %21 : i32
    %23 = arith.extui %22 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %24 = arith.cmpi ne, %23, %c0_i32 : i32
    scf.if %24 {
      %c0_i32 = arith.constant 0 : i32
      %37 = arith.addi %1, %c0_i32 : i32
      %38 = arith.index_cast %17 : i32 to index
      %39 = memref.load %arg3[%38] : memref<1211xi8, #tpu.memory_space<smem>>
      %40 = arith.extsi %39 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %41 = arith.addi %40, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %41, %c512_i32 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %44 = arith.muli %41, %c512_i32 : i32
      %45 = tpu.assume_multiple %44, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg15[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %47 = tpu.memref_squeeze %46 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg13[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %49 = tpu.memref_squeeze %48 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg7[%37, %43, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %51 = tpu.memref_squeeze %50 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%51 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%49 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%47 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %52 = tpu.memref_slice %arg15[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %53 = tpu.memref_squeeze %52 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %55 = tpu.memref_squeeze %54 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg8[%37, %45, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %57 = tpu.memref_squeeze %56 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%57 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%55 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%53 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %25:3 = scf.while (%arg16 = %17, %arg17 = %c0_i32, %arg18 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %37 = arith.cmpi slt, %arg16, %21 : i32
      scf.condition(%37) %arg16, %arg17, %arg18 : i32, i32, i32
    } do {
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32):
      %c1_i32 = arith.constant 1 : i32
      %37 = arith.addi %arg17, %c1_i32 : i32
      %38 = arith.index_cast %arg16 : i32 to index
      %39 = memref.load %arg4[%38] : memref<1211xi8, #tpu.memory_space<smem>>
      %40 = arith.extsi %39 : i8 to i32
      %41 = arith.cmpi sge, %37, %40 : i32
      %c1_i32 = arith.constant 1 : i32
      %42 = arith.addi %arg16, %c1_i32 : i32
      %43 = arith.select %41, %42, %arg16 : i32
      %c1_i32 = arith.constant 1 : i32
      %44 = arith.addi %arg17, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %45 = arith.select %41, %c0_i32, %44 : i32
      %46 = arith.cmpi slt, %43, %21 : i32
      %47 = arith.extui %46 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %48 = arith.cmpi ne, %47, %c0_i32 : i32
      scf.if %48 {
        %c0_i32 = arith.constant 0 : i32
        %77 = arith.addi %1, %c0_i32 : i32
        %78 = arith.index_cast %43 : i32 to index
        %79 = memref.load %arg3[%78] : memref<1211xi8, #tpu.memory_space<smem>>
        %80 = arith.extsi %79 : i8 to i32
        %81 = arith.addi %80, %45 : i32
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
        %89 = tpu.memref_slice %arg13[%82, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %90 = tpu.memref_squeeze %89 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg7[%77, %84, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %92 = tpu.memref_squeeze %91 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%92 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%90 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%88 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %93 = tpu.memref_slice %arg15[%82, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %95 = tpu.memref_slice %arg14[%82, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg8[%77, %86, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%98 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%96 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %49 = arith.addi %1, %c0_i32 : i32
      %50 = arith.index_cast %arg16 : i32 to index
      %51 = memref.load %arg3[%50] : memref<1211xi8, #tpu.memory_space<smem>>
      %52 = arith.extsi %51 : i8 to i32
      %53 = arith.addi %52, %arg17 : i32
      %c512_i32 = arith.constant 512 : i32
      %54 = arith.muli %53, %c512_i32 : i32
      %55 = tpu.assume_multiple %54, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %53, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg15[%arg18, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg13[%arg18, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg7[%49, %55, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%63 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%61 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %64 = tpu.memref_slice %arg15[%arg18, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg14[%arg18, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg8[%49, %57, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%67 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %70 = arith.index_cast %arg16 : i32 to index
      %71 = memref.load %arg5[%70] : memref<1211xi8, #tpu.memory_space<smem>>
      %72 = arith.extsi %71 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %73 = arith.cmpi eq, %72, %c2_i32 : i32
      %74 = arith.extui %73 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %75 = arith.cmpi ne, %74, %c0_i32 : i32
      scf.if %75 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %77 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %78 = vector.shape_cast %77 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %79 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg13[%79, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %81 = vector.shape_cast %80 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %82 = tpu.matmul %78, %81, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %83 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %84 = arith.mulf %82, %83 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %86 = vector.multi_reduction <maximumf>, %84, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %87 = vector.shape_cast %86 : vector<512xf32> to vector<512x1xf32>
        %88 = vector.broadcast %87 : vector<512x1xf32> to vector<512x128xf32>
        %89 = arith.maximumf %85, %88 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %90 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %91 = arith.maximumf %89, %90 : vector<512x128xf32>
        %92 = tpu.concatenate %91, %91, %91, %91 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %93 = arith.subf %84, %92 : vector<512x512xf32>
        %94 = math.exp2 %93 : vector<512x512xf32>
        %95 = arith.subf %85, %91 : vector<512x128xf32>
        %96 = math.exp2 %95 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %98 = arith.mulf %96, %97 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %99 = vector.multi_reduction <add>, %94, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %100 = vector.shape_cast %99 : vector<512xf32> to vector<512x1xf32>
        %101 = vector.broadcast %100 : vector<512x1xf32> to vector<512x128xf32>
        %102 = arith.addf %98, %101 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %104 = vector.shape_cast %103 : vector<512x128xf32> to vector<512x128xf32>
        %105 = vector.shape_cast %102 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %105 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %106 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg14[%106, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %108 = vector.shape_cast %107 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %110 = arith.mulf %96, %109 : vector<512x128xf32>
        %111 = arith.truncf %94 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %112 = tpu.matmul %111, %108, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %113 = arith.addf %110, %112 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %115 = vector.shape_cast %114 : vector<512x128xf32> to vector<512x128xf32>
        %116 = vector.shape_cast %113 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %116 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %118 = vector.shape_cast %117 : vector<512x128xf32> to vector<512x128xf32>
        %119 = vector.shape_cast %89 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %119 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %77 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %78 = vector.shape_cast %77 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %79 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg13[%79, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %81 = vector.shape_cast %80 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %82 = tpu.matmul %78, %81, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %83 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %84 = arith.mulf %82, %83 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %85 = arith.muli %2, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %86 = arith.muli %53, %c512_i32 : i32
        %87 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %88 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %89 = arith.subi %86, %85 : i32
        %c1_i32 = arith.constant 1 : i32
        %90 = arith.cmpi eq, %49, %c1_i32 : i32
        %c1023_i32 = arith.constant 1023 : i32
        %c511_i32 = arith.constant 511 : i32
        %91 = arith.select %90, %c1023_i32, %c511_i32 : i32
        %c2_i32 = arith.constant 2 : i32
        %92 = arith.cmpi eq, %49, %c2_i32 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %93 = arith.select %92, %c2047_i32, %91 : i32
        %c3_i32 = arith.constant 3 : i32
        %94 = arith.cmpi eq, %49, %c3_i32 : i32
        %c4095_i32 = arith.constant 4095 : i32
        %95 = arith.select %94, %c4095_i32, %93 : i32
        %c4_i32 = arith.constant 4 : i32
        %96 = arith.cmpi eq, %49, %c4_i32 : i32
        %c8191_i32 = arith.constant 8191 : i32
        %97 = arith.select %96, %c8191_i32, %95 : i32
        %c5_i32 = arith.constant 5 : i32
        %98 = arith.cmpi eq, %49, %c5_i32 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %99 = arith.select %98, %c16383_i32, %97 : i32
        %c6_i32 = arith.constant 6 : i32
        %100 = arith.cmpi eq, %49, %c6_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %101 = arith.select %100, %c1073741824_i32, %99 : i32
        %c7_i32 = arith.constant 7 : i32
        %102 = arith.cmpi eq, %49, %c7_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %103 = arith.select %102, %c1073741824_i32, %101 : i32
        %104 = vector.broadcast %88 : vector<1x512xi32> to vector<512x512xi32>
        %105 = vector.broadcast %87 : vector<512x1xi32> to vector<512x512xi32>
        %106 = arith.subi %104, %105 : vector<512x512xi32>
        %107 = arith.addi %103, %89 : i32
        %c0_i32 = arith.constant 0 : i32
        %108 = arith.subi %c0_i32, %89 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = arith.subi %c0_i32, %107 : i32
        %110 = vector.broadcast %109 : i32 to vector<512x512xi32>
        %111 = arith.cmpi sge, %106, %110 : vector<512x512xi32>
        %112 = vector.broadcast %108 : i32 to vector<512x512xi32>
        %113 = arith.cmpi sle, %106, %112 : vector<512x512xi32>
        %114 = arith.andi %111, %113 : vector<512x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %115 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %116 = arith.select %114, %84, %115 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %118 = vector.multi_reduction <maximumf>, %116, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %119 = vector.shape_cast %118 : vector<512xf32> to vector<512x1xf32>
        %120 = vector.broadcast %119 : vector<512x1xf32> to vector<512x128xf32>
        %121 = arith.maximumf %117, %120 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %122 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %123 = arith.maximumf %121, %122 : vector<512x128xf32>
        %124 = tpu.concatenate %123, %123, %123, %123 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %125 = arith.subf %116, %124 : vector<512x512xf32>
        %126 = math.exp2 %125 : vector<512x512xf32>
        %127 = arith.subf %117, %123 : vector<512x128xf32>
        %128 = math.exp2 %127 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %130 = arith.mulf %128, %129 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %131 = vector.multi_reduction <add>, %126, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %132 = vector.shape_cast %131 : vector<512xf32> to vector<512x1xf32>
        %133 = vector.broadcast %132 : vector<512x1xf32> to vector<512x128xf32>
        %134 = arith.addf %130, %133 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %136 = vector.shape_cast %135 : vector<512x128xf32> to vector<512x128xf32>
        %137 = vector.shape_cast %134 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %137 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %138 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg14[%138, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %140 = vector.shape_cast %139 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %141 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %142 = arith.mulf %128, %141 : vector<512x128xf32>
        %143 = arith.truncf %126 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %144 = tpu.matmul %143, %140, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %145 = arith.addf %142, %144 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %147 = vector.shape_cast %146 : vector<512x128xf32> to vector<512x128xf32>
        %148 = vector.shape_cast %145 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %148 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %149 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %150 = vector.shape_cast %149 : vector<512x128xf32> to vector<512x128xf32>
        %151 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %151 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %76 = arith.subi %c1_i32, %arg18 : i32
      scf.yield %43, %45, %76 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %26 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %27 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %28 = arith.cmpf ogt, %26, %27 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %29 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %30 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %31 = arith.select %28, %26, %30 : vector<512x128xi1>, vector<512x128xf32>
    %32 = arith.divf %29, %31 : vector<512x128xf32>
    %33 = arith.truncf %32 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %34 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %35 = vector.shape_cast %34 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %36 = vector.shape_cast %33 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %36 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %3, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %3, %c0_i32 : i32, i32, i32
  }
}
