module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65xi8>, %arg1: tensor<126xi8>, %arg2: tensor<126xi8>, %arg3: tensor<126xi8>, %arg4: tensor<2x512x1024xi8>, %arg5: tensor<65xi8>, %arg6: tensor<126xi8>, %arg7: tensor<126xi8>, %arg8: tensor<126xi8>, %arg9: tensor<2x512x1024xi8>, %arg10: tensor<65xi8>, %arg11: tensor<127xi8>, %arg12: tensor<127xi8>, %arg13: tensor<127xi8>, %arg14: tensor<1x512x512xi8>, %arg15: tensor<32x32768x128xbf16>, %arg16: tensor<8x32768x128xbf16>, %arg17: tensor<8x32768x128xbf16>) -> (tensor<32x32768x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg15, %c) : (tensor<32x32768x128xbf16>, tensor<i32>) -> tensor<32x32768x128xbf16>
    %1 = call @_pad_0(%arg16, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %2 = call @_pad_0(%arg17, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:828d08c1a8d20f21c49f28009d783f192b93be7985f8c67fe9eec0d7a862dfe1\22, \22cost_estimate\22: {\22bytes_accessed\22: 18253611008, \22flops\22: 9070970929152, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<126xi8>, tensor<126xi8>, tensor<126xi8>, tensor<32x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    return %3 : tensor<32x32768x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<32x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<32x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x32768x128xbf16>, tensor<bf16>) -> tensor<32x32768x128xbf16>
    return %1 : tensor<32x32768x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<8x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x128xbf16>, tensor<bf16>) -> tensor<8x32768x128xbf16>
    return %1 : tensor<8x32768x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:828d08c1a8d20f21c49f28009d783f192b93be7985f8c67fe9eec0d7a862dfe1
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<126xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 64>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %0, %c64_i32 : i32
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
    %17 = memref.load %arg2[%16] : memref<65xi8, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<65xi8, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i8 to i32
    %23 = arith.cmpi slt, %18, %22 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32 : i32
    scf.if %25 {
      %c0_i32 = arith.constant 0 : i32
      %38 = arith.addi %2, %c0_i32 : i32
      %39 = arith.index_cast %18 : i32 to index
      %40 = memref.load %arg3[%39] : memref<126xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %42 = arith.addi %41, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %43 = arith.divsi %38, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %44 = arith.muli %42, %c1024_i32 : i32
      %45 = tpu.assume_multiple %44, 1024 : i32
      %c4_i32 = arith.constant 4 : i32
      %46 = arith.divsi %38, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %47 = arith.muli %42, %c1024_i32 : i32
      %48 = tpu.assume_multiple %47, 1024 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg15[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg13[%c0_i32, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg7[%43, %45, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%52 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg15[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg8[%46, %48, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%58 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %40 = memref.load %arg4[%39] : memref<126xi8, #tpu.memory_space<smem>>
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
        %82 = memref.load %arg3[%81] : memref<126xi8, #tpu.memory_space<smem>>
        %83 = arith.extsi %82 : i8 to i32
        %84 = arith.addi %83, %46 : i32
        %c1_i32 = arith.constant 1 : i32
        %85 = arith.subi %c1_i32, %arg18 : i32
        %c4_i32 = arith.constant 4 : i32
        %86 = arith.divsi %80, %c4_i32 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %87 = arith.muli %84, %c1024_i32 : i32
        %88 = tpu.assume_multiple %87, 1024 : i32
        %c4_i32 = arith.constant 4 : i32
        %89 = arith.divsi %80, %c4_i32 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %90 = arith.muli %84, %c1024_i32 : i32
        %91 = tpu.assume_multiple %90, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg15[%85, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %93 = tpu.memref_squeeze %92 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %94 = tpu.memref_slice %arg13[%85, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %95 = tpu.memref_squeeze %94 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %96 = tpu.memref_slice %arg7[%86, %88, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %97 = tpu.memref_squeeze %96 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%97 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%95 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%93 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %98 = tpu.memref_slice %arg15[%85, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %99 = tpu.memref_squeeze %98 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %100 = tpu.memref_slice %arg14[%85, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %101 = tpu.memref_squeeze %100 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %102 = tpu.memref_slice %arg8[%89, %91, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %103 = tpu.memref_squeeze %102 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%103 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%101 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%99 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %50 = arith.addi %2, %c0_i32 : i32
      %51 = arith.index_cast %arg16 : i32 to index
      %52 = memref.load %arg3[%51] : memref<126xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %54 = arith.addi %53, %arg17 : i32
      %c4_i32 = arith.constant 4 : i32
      %55 = arith.divsi %50, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %56 = arith.muli %54, %c1024_i32 : i32
      %57 = tpu.assume_multiple %56, 1024 : i32
      %c4_i32 = arith.constant 4 : i32
      %58 = arith.divsi %50, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %59 = arith.muli %54, %c1024_i32 : i32
      %60 = tpu.assume_multiple %59, 1024 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg15[%arg18, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg13[%arg18, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg7[%55, %57, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%66 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%64 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %67 = tpu.memref_slice %arg15[%arg18, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg14[%arg18, %c0_i32, %c0_i32] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg8[%58, %60, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%72 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%70 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
      %73 = arith.index_cast %arg16 : i32 to index
      %74 = memref.load %arg5[%73] : memref<126xi8, #tpu.memory_space<smem>>
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
        %83 = vector.load %arg13[%82, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %84 = vector.shape_cast %83 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %85 = tpu.matmul %81, %84, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %86 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x1024xf32>
        %87 = arith.mulf %85, %86 : vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %88 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %89 = vector.multi_reduction <maximumf>, %87, %cst_x2e5559 [1] : vector<512x1024xf32> to vector<512xf32>
        %90 = vector.shape_cast %89 : vector<512xf32> to vector<512x1xf32>
        %91 = vector.broadcast %90 : vector<512x1xf32> to vector<512x128xf32>
        %92 = arith.maximumf %88, %91 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %93 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %94 = arith.maximumf %92, %93 : vector<512x128xf32>
        %95 = tpu.concatenate %94, %94, %94, %94, %94, %94, %94, %94 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x1024xf32>
        %96 = arith.subf %87, %95 : vector<512x1024xf32>
        %97 = math.exp2 %96 : vector<512x1024xf32>
        %98 = arith.subf %88, %94 : vector<512x128xf32>
        %99 = math.exp2 %98 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %101 = arith.mulf %99, %100 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %102 = vector.multi_reduction <add>, %97, %cst_x8e9b0a [1] : vector<512x1024xf32> to vector<512xf32>
        %103 = vector.shape_cast %102 : vector<512xf32> to vector<512x1xf32>
        %104 = vector.broadcast %103 : vector<512x1xf32> to vector<512x128xf32>
        %105 = arith.addf %101, %104 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %107 = vector.shape_cast %106 : vector<512x128xf32> to vector<512x128xf32>
        %108 = vector.shape_cast %105 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %108 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %109 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg14[%109, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %111 = vector.shape_cast %110 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %113 = arith.mulf %99, %112 : vector<512x128xf32>
        %114 = arith.truncf %97 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %115 = tpu.matmul %114, %111, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %116 = arith.addf %113, %115 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %118 = vector.shape_cast %117 : vector<512x128xf32> to vector<512x128xf32>
        %119 = vector.shape_cast %116 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %119 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %121 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        %122 = vector.shape_cast %92 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %122 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %81 = vector.shape_cast %80 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %82 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg13[%82, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %84 = vector.shape_cast %83 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %85 = tpu.matmul %81, %84, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %86 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x1024xf32>
        %87 = arith.mulf %85, %86 : vector<512x1024xf32>
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %3, %c512_i32 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %89 = arith.muli %54, %c1024_i32 : i32
        %90 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %91 = tpu.iota {dimensions = array<i32: 1>} : vector<1x1024xi32>
        %92 = arith.subi %89, %88 : i32
        %93 = vector.broadcast %91 : vector<1x1024xi32> to vector<512x1024xi32>
        %94 = vector.broadcast %90 : vector<512x1xi32> to vector<512x1024xi32>
        %95 = arith.subi %93, %94 : vector<512x1024xi32>
        %c0_i32 = arith.constant 0 : i32
        %96 = arith.subi %c0_i32, %92 : i32
        %97 = vector.broadcast %96 : i32 to vector<512x1024xi32>
        %98 = arith.cmpi sle, %95, %97 : vector<512x1024xi32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %99 = vector.broadcast %cst_xbef082 : f32 to vector<512x1024xf32>
        %100 = arith.select %98, %87, %99 : vector<512x1024xi1>, vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %102 = vector.multi_reduction <maximumf>, %100, %cst_x2e5559 [1] : vector<512x1024xf32> to vector<512xf32>
        %103 = vector.shape_cast %102 : vector<512xf32> to vector<512x1xf32>
        %104 = vector.broadcast %103 : vector<512x1xf32> to vector<512x128xf32>
        %105 = arith.maximumf %101, %104 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %106 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %107 = arith.maximumf %105, %106 : vector<512x128xf32>
        %108 = tpu.concatenate %107, %107, %107, %107, %107, %107, %107, %107 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x1024xf32>
        %109 = arith.subf %100, %108 : vector<512x1024xf32>
        %110 = math.exp2 %109 : vector<512x1024xf32>
        %111 = arith.subf %101, %107 : vector<512x128xf32>
        %112 = math.exp2 %111 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %114 = arith.mulf %112, %113 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %115 = vector.multi_reduction <add>, %110, %cst_x8e9b0a [1] : vector<512x1024xf32> to vector<512xf32>
        %116 = vector.shape_cast %115 : vector<512xf32> to vector<512x1xf32>
        %117 = vector.broadcast %116 : vector<512x1xf32> to vector<512x128xf32>
        %118 = arith.addf %114, %117 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %120 = vector.shape_cast %119 : vector<512x128xf32> to vector<512x128xf32>
        %121 = vector.shape_cast %118 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %121 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %122 = arith.index_cast %arg18 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg14[%122, %c0, %c0] : memref<2x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %124 = vector.shape_cast %123 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %126 = arith.mulf %112, %125 : vector<512x128xf32>
        %127 = arith.truncf %110 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %128 = tpu.matmul %127, %124, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %129 = arith.addf %126, %128 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %131 = vector.shape_cast %130 : vector<512x128xf32> to vector<512x128xf32>
        %132 = vector.shape_cast %129 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %132 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %134 = vector.shape_cast %133 : vector<512x128xf32> to vector<512x128xf32>
        %135 = vector.shape_cast %105 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %135 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<126xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.remsi %3, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<126xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.remsi %3, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
}
