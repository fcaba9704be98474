module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<513xi16>, %arg1: tensor<1211xi8>, %arg2: tensor<1211xi8>, %arg3: tensor<1211xi8>, %arg4: tensor<2x512x512xi8>, %arg5: tensor<513xi16>, %arg6: tensor<1211xi8>, %arg7: tensor<1211xi8>, %arg8: tensor<1211xi8>, %arg9: tensor<2x512x512xi8>, %arg10: tensor<8x32768x128xbf16>, %arg11: tensor<8x32768x128xbf16>, %arg12: tensor<8x32768x128xbf16>) -> (tensor<8x32768x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %1 = call @_pad(%arg11, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %2 = call @_pad(%arg12, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:5d912276efe5f2e1a9e3033d0a970092f804d71097f0295fb3d11dc2486a32d0\22, \22cost_estimate\22: {\22bytes_accessed\22: 2195193856, \22flops\22: 1055219777536, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2060976128}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<513xi16>, tensor<1211xi8>, tensor<1211xi8>, tensor<1211xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    return %3 : tensor<8x32768x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<8x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<8x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x128xbf16>, tensor<bf16>) -> tensor<8x32768x128xbf16>
    return %1 : tensor<8x32768x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:5d912276efe5f2e1a9e3033d0a970092f804d71097f0295fb3d11dc2486a32d0
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
        %75 = arith.addi %1, %c0_i32 : i32
        %76 = arith.index_cast %43 : i32 to index
        %77 = memref.load %arg3[%76] : memref<1211xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %45 : i32
        %c1_i32 = arith.constant 1 : i32
        %80 = arith.subi %c1_i32, %arg18 : i32
        %c512_i32 = arith.constant 512 : i32
        %81 = arith.muli %79, %c512_i32 : i32
        %82 = tpu.assume_multiple %81, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %83 = arith.muli %79, %c512_i32 : i32
        %84 = tpu.assume_multiple %83, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %85 = tpu.memref_slice %arg15[%80, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %86 = tpu.memref_squeeze %85 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %87 = tpu.memref_slice %arg13[%80, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %88 = tpu.memref_squeeze %87 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %89 = tpu.memref_slice %arg7[%75, %82, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %90 = tpu.memref_squeeze %89 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%90 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%88 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%86 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %91 = tpu.memref_slice %arg15[%80, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %92 = tpu.memref_squeeze %91 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg14[%80, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %94 = tpu.memref_squeeze %93 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %95 = tpu.memref_slice %arg8[%75, %84, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%96 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%94 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%92 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %73 = arith.addi %c0_i32, %c2_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      scf.for %arg19 = %c0_i32 to %73 step %c1_i32  : i32 {
        %c256_i32 = arith.constant 256 : i32
        %75 = arith.muli %arg19, %c256_i32 : i32
        %76 = tpu.assume_multiple %75, 256 : i32
        %c0 = arith.constant 0 : index
        %77 = arith.index_cast %76 : i32 to index
        %c0 = arith.constant 0 : index
        %78 = vector.load %arg6[%c0, %77, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %79 = vector.shape_cast %78 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %80 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg13[%80, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %83 = tpu.matmul %79, %82, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %84 = vector.broadcast %cst_xf22304 : f32 to vector<256x512xf32>
        %85 = arith.mulf %83, %84 : vector<256x512xf32>
        %c2_i32 = arith.constant 2 : i32
        %86 = arith.cmpi eq, %72, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %87 = arith.muli %2, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %53, %c512_i32 : i32
        %89 = arith.addi %87, %75 : i32
        %90 = tpu.iota {dimensions = array<i32: 0>} : vector<256x512xi32>
        %91 = tpu.iota {dimensions = array<i32: 1>} : vector<256x512xi32>
        %92 = arith.subi %88, %89 : i32
        %c1_i32 = arith.constant 1 : i32
        %93 = arith.cmpi eq, %49, %c1_i32 : i32
        %c1023_i32 = arith.constant 1023 : i32
        %c511_i32 = arith.constant 511 : i32
        %94 = arith.select %93, %c1023_i32, %c511_i32 : i32
        %c2_i32 = arith.constant 2 : i32
        %95 = arith.cmpi eq, %49, %c2_i32 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %96 = arith.select %95, %c2047_i32, %94 : i32
        %c3_i32 = arith.constant 3 : i32
        %97 = arith.cmpi eq, %49, %c3_i32 : i32
        %c4095_i32 = arith.constant 4095 : i32
        %98 = arith.select %97, %c4095_i32, %96 : i32
        %c4_i32 = arith.constant 4 : i32
        %99 = arith.cmpi eq, %49, %c4_i32 : i32
        %c8191_i32 = arith.constant 8191 : i32
        %100 = arith.select %99, %c8191_i32, %98 : i32
        %c5_i32 = arith.constant 5 : i32
        %101 = arith.cmpi eq, %49, %c5_i32 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %102 = arith.select %101, %c16383_i32, %100 : i32
        %c6_i32 = arith.constant 6 : i32
        %103 = arith.cmpi eq, %49, %c6_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %104 = arith.select %103, %c1073741824_i32, %102 : i32
        %c7_i32 = arith.constant 7 : i32
        %105 = arith.cmpi eq, %49, %c7_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %106 = arith.select %105, %c1073741824_i32, %104 : i32
        %107 = arith.subi %91, %90 : vector<256x512xi32>
        %108 = arith.addi %106, %92 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %109 = arith.select %86, %c1073741824_i32, %108 : i32
        %c0_i32 = arith.constant 0 : i32
        %110 = arith.subi %c0_i32, %92 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %111 = arith.select %86, %c1073741824_i32, %110 : i32
        %c0_i32 = arith.constant 0 : i32
        %112 = arith.subi %c0_i32, %109 : i32
        %113 = vector.broadcast %112 : i32 to vector<256x512xi32>
        %114 = arith.cmpi sge, %107, %113 : vector<256x512xi32>
        %115 = vector.broadcast %111 : i32 to vector<256x512xi32>
        %116 = arith.cmpi sle, %107, %115 : vector<256x512xi32>
        %117 = arith.andi %114, %116 : vector<256x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %118 = vector.broadcast %cst_xbef082 : f32 to vector<256x512xf32>
        %119 = arith.select %117, %85, %118 : vector<256x512xi1>, vector<256x512xf32>
        %120 = arith.index_cast %76 : i32 to index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg10[%120, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %cst_xe8bd18 = arith.constant dense<0xFF800000> : vector<256xf32>
        %122 = vector.multi_reduction <maximumf>, %119, %cst_xe8bd18 [1] : vector<256x512xf32> to vector<256xf32>
        %123 = vector.shape_cast %122 : vector<256xf32> to vector<256x1xf32>
        %124 = vector.broadcast %123 : vector<256x1xf32> to vector<256x128xf32>
        %125 = arith.maximumf %121, %124 : vector<256x128xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %126 = vector.broadcast %cst_xbef082 : f32 to vector<256x128xf32>
        %127 = arith.cmpf oeq, %125, %126 : vector<256x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %128 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x128xf32>
        %129 = arith.select %127, %128, %125 : vector<256x128xi1>, vector<256x128xf32>
        %130 = tpu.concatenate %129, %129, %129, %129 in 1 : vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32> -> vector<256x512xf32>
        %131 = arith.subf %119, %130 : vector<256x512xf32>
        %132 = math.exp %131 : vector<256x512xf32>
        %133 = arith.subf %121, %129 : vector<256x128xf32>
        %134 = math.exp %133 : vector<256x128xf32>
        %135 = arith.index_cast %76 : i32 to index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg11[%135, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %137 = arith.mulf %134, %136 : vector<256x128xf32>
        %cst_x61647b = arith.constant dense<0.000000e+00> : vector<256xf32>
        %138 = vector.multi_reduction <add>, %132, %cst_x61647b [1] : vector<256x512xf32> to vector<256xf32>
        %139 = vector.shape_cast %138 : vector<256xf32> to vector<256x1xf32>
        %140 = vector.broadcast %139 : vector<256x1xf32> to vector<256x128xf32>
        %141 = arith.addf %137, %140 : vector<256x128xf32>
        %142 = arith.index_cast %76 : i32 to index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg11[%142, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %144 = vector.shape_cast %143 : vector<256x128xf32> to vector<256x128xf32>
        %145 = vector.shape_cast %141 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg11[%142, %c0], %145 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %146 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %147 = vector.load %arg14[%146, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %148 = vector.shape_cast %147 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %149 = arith.index_cast %76 : i32 to index
        %c0 = arith.constant 0 : index
        %150 = vector.load %arg12[%149, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %151 = arith.mulf %134, %150 : vector<256x128xf32>
        %152 = arith.truncf %132 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %153 = tpu.matmul %152, %148, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %154 = arith.addf %151, %153 : vector<256x128xf32>
        %155 = arith.index_cast %76 : i32 to index
        %c0 = arith.constant 0 : index
        %156 = vector.load %arg12[%155, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %157 = vector.shape_cast %156 : vector<256x128xf32> to vector<256x128xf32>
        %158 = vector.shape_cast %154 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg12[%155, %c0], %158 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %159 = arith.index_cast %76 : i32 to index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg10[%159, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %161 = vector.shape_cast %160 : vector<256x128xf32> to vector<256x128xf32>
        %162 = vector.shape_cast %125 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg10[%159, %c0], %162 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      }
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %74 = arith.subi %c1_i32, %arg18 : i32
      scf.yield %43, %45, %74 : i32, i32, i32
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
