module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi8>, %arg1: tensor<123xi8>, %arg2: tensor<123xi8>, %arg3: tensor<123xi8>, %arg4: tensor<33xi8>, %arg5: tensor<123xi8>, %arg6: tensor<123xi8>, %arg7: tensor<123xi8>, %arg8: tensor<12x16384x64xbf16>, %arg9: tensor<12x16384x64xbf16>, %arg10: tensor<12x16384x64xbf16>) -> (tensor<12x16384x64xbf16> {jax.result_info = "result[0]"}, tensor<12x16384x64xbf16> {jax.result_info = "result[1][0]"}, tensor<12x16384x64xbf16> {jax.result_info = "result[1][1]"}, tensor<12x16384x64xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %1 = call @_pad(%arg9, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %2 = call @_pad(%arg10, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:01cc913ac14af60db33cc17d627fa52abbb9aa9e2a005fd4b07d2c10177c9109\22, \22cost_estimate\22: {\22bytes_accessed\22: 292552704, \22flops\22: 124017180672, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<123xi8>, tensor<123xi8>, tensor<123xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>) -> (tensor<12x16384x64xbf16>, tensor<12x1x16384xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xf32>
    %5 = stablehlo.convert %3#0 : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<12x16384x64xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<12x16384x64xf32>, tensor<f32>) -> tensor<12x16384xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<12x16384xf32>) -> tensor<12x1x16384xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:41f0d24a9f62d8c1cf98b50fcad3fe1c28a30aca6c6c3a1bbc866bc13b610902\22, \22cost_estimate\22: {\22bytes_accessed\22: 317718528, \22flops\22: 186025771008, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<123xi8>, tensor<123xi8>, tensor<123xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x1x16384xf32>, tensor<12x1x16384xf32>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:7c13ef73ec9145f0a3c80188df6c214952468475bd7c424cd01f12911237b3bd\22, \22cost_estimate\22: {\22bytes_accessed\22: 342884352, \22flops\22: 248034361344, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<123xi8>, tensor<123xi8>, tensor<123xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x1x16384xf32>, tensor<12x1x16384xf32>) -> (tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>)
    %11 = call @_pad_0(%10#1) : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    %12 = call @_pad_0(%10#0) : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    %13 = call @_pad_0(%9) : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    return %3#0, %13, %12, %11 : tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>
  }
  func.func private @_pad(%arg0: tensor<12x16384x64xbf16>, %arg1: tensor<i32>) -> tensor<12x16384x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<12x16384x64xbf16>, tensor<bf16>) -> tensor<12x16384x64xbf16>
    return %1 : tensor<12x16384x64xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<12x16384x64xbf16>, tensor<bf16>) -> tensor<12x16384x64xbf16>
    %1 = stablehlo.slice %0 [0:12, 0:16384, 0:64] : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    return %1 : tensor<12x16384x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:01cc913ac14af60db33cc17d627fa52abbb9aa9e2a005fd4b07d2c10177c9109
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg8: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 32>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
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
    %5 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %6 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    %7 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %7 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %10 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    %11 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %11 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %12 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %14 = vector.shape_cast %13 : vector<512x64xf32> to vector<512x64xf32>
    %15 = vector.shape_cast %12 : vector<512x64xf32> to vector<512x64xf32>
    tpu.vector_store %arg13[%c0, %c0], %15 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
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
      %51 = arith.addi %2, %c0_i32 : i32
      %52 = arith.index_cast %18 : i32 to index
      %53 = memref.load %arg3[%52] : memref<123xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %55 = arith.addi %54, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %55, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %55, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg7[%51, %57, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%65 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%63 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %66 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg8[%51, %59, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%71 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%69 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %26:3 = scf.while (%arg17 = %18, %arg18 = %c0_i32, %arg19 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %51 = arith.cmpi slt, %arg17, %22 : i32
      scf.condition(%51) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32 = arith.constant 1 : i32
      %51 = arith.addi %arg18, %c1_i32 : i32
      %52 = arith.index_cast %arg17 : i32 to index
      %53 = memref.load %arg4[%52] : memref<123xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.cmpi sge, %51, %54 : i32
      %c1_i32 = arith.constant 1 : i32
      %56 = arith.addi %arg17, %c1_i32 : i32
      %57 = arith.select %55, %56, %arg17 : i32
      %c1_i32 = arith.constant 1 : i32
      %58 = arith.addi %arg18, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %59 = arith.select %55, %c0_i32, %58 : i32
      %60 = arith.cmpi slt, %57, %22 : i32
      %61 = arith.extui %60 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %62 = arith.cmpi ne, %61, %c0_i32 : i32
      scf.if %62 {
        %c0_i32 = arith.constant 0 : i32
        %89 = arith.addi %2, %c0_i32 : i32
        %90 = arith.index_cast %57 : i32 to index
        %91 = memref.load %arg3[%90] : memref<123xi8, #tpu.memory_space<smem>>
        %92 = arith.extsi %91 : i8 to i32
        %93 = arith.addi %92, %59 : i32
        %c1_i32 = arith.constant 1 : i32
        %94 = arith.subi %c1_i32, %arg19 : i32
        %c512_i32 = arith.constant 512 : i32
        %95 = arith.muli %93, %c512_i32 : i32
        %96 = tpu.assume_multiple %95, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %97 = arith.muli %93, %c512_i32 : i32
        %98 = tpu.assume_multiple %97, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %99 = tpu.memref_slice %arg16[%94, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %100 = tpu.memref_squeeze %99 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg14[%94, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %102 = tpu.memref_squeeze %101 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %103 = tpu.memref_slice %arg7[%89, %96, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %104 = tpu.memref_squeeze %103 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%104 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%102 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%100 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %105 = tpu.memref_slice %arg16[%94, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %106 = tpu.memref_squeeze %105 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg15[%94, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %108 = tpu.memref_squeeze %107 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %109 = tpu.memref_slice %arg8[%89, %98, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %110 = tpu.memref_squeeze %109 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%110 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%108 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%106 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %63 = arith.addi %2, %c0_i32 : i32
      %64 = arith.index_cast %arg17 : i32 to index
      %65 = memref.load %arg3[%64] : memref<123xi8, #tpu.memory_space<smem>>
      %66 = arith.extsi %65 : i8 to i32
      %67 = arith.addi %66, %arg18 : i32
      %c512_i32 = arith.constant 512 : i32
      %68 = arith.muli %67, %c512_i32 : i32
      %69 = tpu.assume_multiple %68, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %70 = arith.muli %67, %c512_i32 : i32
      %71 = tpu.assume_multiple %70, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %75 = tpu.memref_squeeze %74 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg7[%63, %69, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %77 = tpu.memref_squeeze %76 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%77 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%75 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %78 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %81 = tpu.memref_squeeze %80 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg8[%63, %71, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %83 = tpu.memref_squeeze %82 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%83 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%81 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %84 = arith.index_cast %arg17 : i32 to index
      %85 = memref.load %arg5[%84] : memref<123xi8, #tpu.memory_space<smem>>
      %86 = arith.extsi %85 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %87 = arith.addi %c0_i32, %c2_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      scf.for %arg20 = %c0_i32 to %87 step %c1_i32  : i32 {
        %c256_i32 = arith.constant 256 : i32
        %89 = arith.muli %arg20, %c256_i32 : i32
        %90 = tpu.assume_multiple %89, 256 : i32
        %c0 = arith.constant 0 : index
        %91 = arith.index_cast %90 : i32 to index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg6[%c0, %91, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x256x64xbf16>
        %93 = vector.shape_cast %92 : vector<1x256x64xbf16> to vector<256x64xbf16>
        %94 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg14[%94, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %97 = tpu.matmul %93, %96, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x64xbf16>, vector<512x64xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %98 = vector.broadcast %cst_x35b8ee : f32 to vector<256x512xf32>
        %99 = arith.mulf %97, %98 : vector<256x512xf32>
        %c2_i32 = arith.constant 2 : i32
        %100 = arith.cmpi eq, %86, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %102 = arith.muli %67, %c512_i32 : i32
        %103 = arith.addi %101, %89 : i32
        %104 = tpu.iota {dimensions = array<i32: 0>} : vector<256x512xi32>
        %105 = tpu.iota {dimensions = array<i32: 1>} : vector<256x512xi32>
        %106 = vector.broadcast %103 : i32 to vector<256x512xi32>
        %107 = arith.addi %106, %104 : vector<256x512xi32>
        %108 = vector.broadcast %102 : i32 to vector<256x512xi32>
        %109 = arith.addi %108, %105 : vector<256x512xi32>
        %110 = arith.subi %109, %107 : vector<256x512xi32>
        %c-512_i32 = arith.constant -512 : i32
        %111 = vector.broadcast %c-512_i32 : i32 to vector<256x512xi32>
        %112 = arith.cmpi sge, %110, %111 : vector<256x512xi32>
        %c512_i32 = arith.constant 512 : i32
        %113 = vector.broadcast %c512_i32 : i32 to vector<256x512xi32>
        %114 = arith.cmpi sle, %110, %113 : vector<256x512xi32>
        %115 = arith.andi %112, %114 : vector<256x512xi1>
        %116 = arith.cmpi eq, %107, %107 : vector<256x512xi32>
        %117 = arith.cmpi eq, %109, %109 : vector<256x512xi32>
        %118 = arith.andi %116, %117 : vector<256x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %119 = vector.broadcast %c0_i32 : i32 to vector<256x512xi32>
        %120 = arith.cmpi sge, %107, %119 : vector<256x512xi32>
        %121 = arith.andi %118, %120 : vector<256x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %122 = vector.broadcast %c128_i32 : i32 to vector<256x512xi32>
        %123 = arith.cmpi slt, %107, %122 : vector<256x512xi32>
        %124 = arith.andi %121, %123 : vector<256x512xi1>
        %125 = arith.cmpi eq, %107, %107 : vector<256x512xi32>
        %126 = arith.cmpi eq, %109, %109 : vector<256x512xi32>
        %127 = arith.andi %125, %126 : vector<256x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %128 = vector.broadcast %c0_i32 : i32 to vector<256x512xi32>
        %129 = arith.cmpi sge, %109, %128 : vector<256x512xi32>
        %130 = arith.andi %127, %129 : vector<256x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %131 = vector.broadcast %c128_i32 : i32 to vector<256x512xi32>
        %132 = arith.cmpi slt, %109, %131 : vector<256x512xi32>
        %133 = arith.andi %130, %132 : vector<256x512xi1>
        %134 = arith.ori %124, %133 : vector<256x512xi1>
        %135 = arith.ori %115, %134 : vector<256x512xi1>
        %136 = vector.broadcast %100 : i1 to vector<256x512xi1>
        %137 = arith.ori %135, %136 : vector<256x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %138 = vector.broadcast %cst_xbef082 : f32 to vector<256x512xf32>
        %139 = arith.select %137, %99, %138 : vector<256x512xi1>, vector<256x512xf32>
        %140 = arith.index_cast %90 : i32 to index
        %c0 = arith.constant 0 : index
        %141 = vector.load %arg11[%140, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %cst_xe8bd18 = arith.constant dense<0xFF800000> : vector<256xf32>
        %142 = vector.multi_reduction <maximumf>, %139, %cst_xe8bd18 [1] : vector<256x512xf32> to vector<256xf32>
        %143 = vector.shape_cast %142 : vector<256xf32> to vector<256x1xf32>
        %144 = vector.broadcast %143 : vector<256x1xf32> to vector<256x128xf32>
        %145 = arith.maximumf %141, %144 : vector<256x128xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %146 = vector.broadcast %cst_xbef082 : f32 to vector<256x128xf32>
        %147 = arith.cmpf oeq, %145, %146 : vector<256x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %148 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x128xf32>
        %149 = arith.select %147, %148, %145 : vector<256x128xi1>, vector<256x128xf32>
        %150 = tpu.concatenate %149, %149, %149, %149 in 1 : vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32> -> vector<256x512xf32>
        %151 = arith.subf %139, %150 : vector<256x512xf32>
        %152 = math.exp %151 : vector<256x512xf32>
        %153 = arith.subf %141, %149 : vector<256x128xf32>
        %154 = math.exp %153 : vector<256x128xf32>
        %155 = arith.index_cast %90 : i32 to index
        %c0 = arith.constant 0 : index
        %156 = vector.load %arg12[%155, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %157 = arith.mulf %154, %156 : vector<256x128xf32>
        %cst_x61647b = arith.constant dense<0.000000e+00> : vector<256xf32>
        %158 = vector.multi_reduction <add>, %152, %cst_x61647b [1] : vector<256x512xf32> to vector<256xf32>
        %159 = vector.shape_cast %158 : vector<256xf32> to vector<256x1xf32>
        %160 = vector.broadcast %159 : vector<256x1xf32> to vector<256x128xf32>
        %161 = arith.addf %157, %160 : vector<256x128xf32>
        %162 = arith.index_cast %90 : i32 to index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg12[%162, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %164 = vector.shape_cast %163 : vector<256x128xf32> to vector<256x128xf32>
        %165 = vector.shape_cast %161 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg12[%162, %c0], %165 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %166 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %167 = vector.load %arg15[%166, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %168 = vector.shape_cast %167 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %169 = vector.extract_strided_slice %154 {offsets = [0, 0], sizes = [256, 64], strides = [1, 1]} : vector<256x128xf32> to vector<256x64xf32>
        %170 = arith.index_cast %90 : i32 to index
        %c0 = arith.constant 0 : index
        %171 = vector.load %arg13[%170, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<256x64xf32>
        %172 = arith.mulf %169, %171 : vector<256x64xf32>
        %173 = arith.truncf %152 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_x09ab24 = arith.constant dense<0.000000e+00> : vector<256x64xf32>
        %174 = tpu.matmul %173, %168, %cst_x09ab24 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x64xbf16>, vector<256x64xf32> -> vector<256x64xf32>
        %175 = arith.addf %172, %174 : vector<256x64xf32>
        %176 = arith.index_cast %90 : i32 to index
        %c0 = arith.constant 0 : index
        %177 = vector.load %arg13[%176, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<256x64xf32>
        %178 = vector.shape_cast %177 : vector<256x64xf32> to vector<256x64xf32>
        %179 = vector.shape_cast %175 : vector<256x64xf32> to vector<256x64xf32>
        tpu.vector_store %arg13[%176, %c0], %179 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<256x64xf32>, 
        %180 = arith.index_cast %90 : i32 to index
        %c0 = arith.constant 0 : index
        %181 = vector.load %arg11[%180, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %182 = vector.shape_cast %181 : vector<256x128xf32> to vector<256x128xf32>
        %183 = vector.shape_cast %145 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg11[%180, %c0], %183 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      }
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %88 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %57, %59, %88 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %27 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %28 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %29 = arith.cmpf ogt, %27, %28 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
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
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %39 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %40 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %41 = arith.select %29, %27, %40 : vector<512x128xi1>, vector<512x128xf32>
    %42 = math.log %41 : vector<512x128xf32>
    %43 = arith.addf %39, %42 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %44 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %45 = arith.select %29, %43, %44 : vector<512x128xi1>, vector<512x128xf32>
    %46 = tpu.transpose %45, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %47 = vector.extract_strided_slice %46 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %49 = vector.shape_cast %48 : vector<1x1x512xf32> to vector<1x512xf32>
    %50 = vector.shape_cast %47 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %50 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %2, %c0_i32, %4 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:41f0d24a9f62d8c1cf98b50fcad3fe1c28a30aca6c6c3a1bbc866bc13b610902
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg11: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg12: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 32>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %6 = vector.shape_cast %5 : vector<512x64xf32> to vector<512x64xf32>
    %7 = vector.shape_cast %4 : vector<512x64xf32> to vector<512x64xf32>
    tpu.vector_store %arg13[%c0, %c0], %7 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
    %8 = arith.index_cast %arg1 : i32 to index
    %9 = memref.load %arg2[%8] : memref<33xi8, #tpu.memory_space<smem>>
    %10 = arith.extsi %9 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %11 = arith.addi %arg1, %c1_i32 : i32
    %12 = arith.index_cast %11 : i32 to index
    %13 = memref.load %arg2[%12] : memref<33xi8, #tpu.memory_space<smem>>
    %14 = arith.extsi %13 : i8 to i32
    %15 = arith.cmpi slt, %10, %14 : i32
    %16 = arith.extui %15 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32 : i32
    scf.if %17 {
      %c0_i32 = arith.constant 0 : i32
      %24 = arith.addi %2, %c0_i32 : i32
      %25 = arith.index_cast %10 : i32 to index
      %26 = memref.load %arg3[%25] : memref<123xi8, #tpu.memory_space<smem>>
      %27 = arith.extsi %26 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %28 = arith.addi %27, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %29 = arith.muli %28, %c512_i32 : i32
      %30 = tpu.assume_multiple %29, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %31 = arith.muli %28, %c512_i32 : i32
      %32 = tpu.assume_multiple %31, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %33 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %34 = tpu.memref_squeeze %33 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %35 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %36 = tpu.memref_squeeze %35 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %37 = tpu.memref_slice %arg10[%24, %30, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %38 = tpu.memref_squeeze %37 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%38 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%36 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%34 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %39 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %40 = tpu.memref_squeeze %39 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %41 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %42 = tpu.memref_squeeze %41 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %43 = tpu.memref_slice %arg11[%24, %32, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %44 = tpu.memref_squeeze %43 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%44 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%42 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%40 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %18:3 = scf.while (%arg17 = %10, %arg18 = %c0_i32, %arg19 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %24 = arith.cmpi slt, %arg17, %14 : i32
      scf.condition(%24) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32 = arith.constant 1 : i32
      %24 = arith.addi %arg18, %c1_i32 : i32
      %25 = arith.index_cast %arg17 : i32 to index
      %26 = memref.load %arg4[%25] : memref<123xi8, #tpu.memory_space<smem>>
      %27 = arith.extsi %26 : i8 to i32
      %28 = arith.cmpi sge, %24, %27 : i32
      %c1_i32 = arith.constant 1 : i32
      %29 = arith.addi %arg17, %c1_i32 : i32
      %30 = arith.select %28, %29, %arg17 : i32
      %c1_i32 = arith.constant 1 : i32
      %31 = arith.addi %arg18, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %32 = arith.select %28, %c0_i32, %31 : i32
      %33 = arith.cmpi slt, %30, %14 : i32
      %34 = arith.extui %33 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %35 = arith.cmpi ne, %34, %c0_i32 : i32
      scf.if %35 {
        %c0_i32 = arith.constant 0 : i32
        %62 = arith.addi %2, %c0_i32 : i32
        %63 = arith.index_cast %30 : i32 to index
        %64 = memref.load %arg3[%63] : memref<123xi8, #tpu.memory_space<smem>>
        %65 = arith.extsi %64 : i8 to i32
        %66 = arith.addi %65, %32 : i32
        %c1_i32 = arith.constant 1 : i32
        %67 = arith.subi %c1_i32, %arg19 : i32
        %c512_i32 = arith.constant 512 : i32
        %68 = arith.muli %66, %c512_i32 : i32
        %69 = tpu.assume_multiple %68, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %70 = arith.muli %66, %c512_i32 : i32
        %71 = tpu.assume_multiple %70, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %72 = tpu.memref_slice %arg16[%67, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg14[%67, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %76 = tpu.memref_slice %arg10[%62, %69, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %77 = tpu.memref_squeeze %76 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%77 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%75 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %78 = tpu.memref_slice %arg16[%67, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg15[%67, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %81 = tpu.memref_squeeze %80 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg11[%62, %71, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %83 = tpu.memref_squeeze %82 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%83 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%81 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %2, %c0_i32 : i32
      %37 = arith.index_cast %arg17 : i32 to index
      %38 = memref.load %arg3[%37] : memref<123xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.addi %39, %arg18 : i32
      %c512_i32 = arith.constant 512 : i32
      %41 = arith.muli %40, %c512_i32 : i32
      %42 = tpu.assume_multiple %41, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %43 = arith.muli %40, %c512_i32 : i32
      %44 = tpu.assume_multiple %43, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %45 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %46 = tpu.memref_squeeze %45 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %48 = tpu.memref_squeeze %47 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg10[%36, %42, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %50 = tpu.memref_squeeze %49 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%46 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%50 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%48 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %51 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg11[%36, %44, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%54 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %57 = arith.index_cast %arg17 : i32 to index
      %58 = memref.load %arg5[%57] : memref<123xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %60 = arith.addi %c0_i32, %c2_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      scf.for %arg20 = %c0_i32 to %60 step %c1_i32  : i32 {
        %c256_i32 = arith.constant 256 : i32
        %62 = arith.muli %arg20, %c256_i32 : i32
        %63 = tpu.assume_multiple %62, 256 : i32
        %64 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %65 = vector.load %arg14[%64, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %66 = vector.shape_cast %65 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %c0 = arith.constant 0 : index
        %67 = arith.index_cast %63 : i32 to index
        %c0 = arith.constant 0 : index
        %68 = vector.load %arg6[%c0, %67, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x256x64xbf16>
        %69 = vector.shape_cast %68 : vector<1x256x64xbf16> to vector<256x64xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %70 = tpu.matmul %69, %66, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x64xbf16>, vector<512x64xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %71 = vector.broadcast %cst_x35b8ee : f32 to vector<256x512xf32>
        %72 = arith.mulf %70, %71 : vector<256x512xf32>
        %c2_i32 = arith.constant 2 : i32
        %73 = arith.cmpi eq, %59, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %74 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %75 = arith.muli %40, %c512_i32 : i32
        %76 = arith.addi %74, %62 : i32
        %77 = tpu.iota {dimensions = array<i32: 0>} : vector<256x512xi32>
        %78 = tpu.iota {dimensions = array<i32: 1>} : vector<256x512xi32>
        %79 = vector.broadcast %76 : i32 to vector<256x512xi32>
        %80 = arith.addi %79, %77 : vector<256x512xi32>
        %81 = vector.broadcast %75 : i32 to vector<256x512xi32>
        %82 = arith.addi %81, %78 : vector<256x512xi32>
        %83 = arith.subi %82, %80 : vector<256x512xi32>
        %c-512_i32 = arith.constant -512 : i32
        %84 = vector.broadcast %c-512_i32 : i32 to vector<256x512xi32>
        %85 = arith.cmpi sge, %83, %84 : vector<256x512xi32>
        %c512_i32 = arith.constant 512 : i32
        %86 = vector.broadcast %c512_i32 : i32 to vector<256x512xi32>
        %87 = arith.cmpi sle, %83, %86 : vector<256x512xi32>
        %88 = arith.andi %85, %87 : vector<256x512xi1>
        %89 = arith.cmpi eq, %80, %80 : vector<256x512xi32>
        %90 = arith.cmpi eq, %82, %82 : vector<256x512xi32>
        %91 = arith.andi %89, %90 : vector<256x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %92 = vector.broadcast %c0_i32 : i32 to vector<256x512xi32>
        %93 = arith.cmpi sge, %80, %92 : vector<256x512xi32>
        %94 = arith.andi %91, %93 : vector<256x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %95 = vector.broadcast %c128_i32 : i32 to vector<256x512xi32>
        %96 = arith.cmpi slt, %80, %95 : vector<256x512xi32>
        %97 = arith.andi %94, %96 : vector<256x512xi1>
        %98 = arith.cmpi eq, %80, %80 : vector<256x512xi32>
        %99 = arith.cmpi eq, %82, %82 : vector<256x512xi32>
        %100 = arith.andi %98, %99 : vector<256x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %101 = vector.broadcast %c0_i32 : i32 to vector<256x512xi32>
        %102 = arith.cmpi sge, %82, %101 : vector<256x512xi32>
        %103 = arith.andi %100, %102 : vector<256x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %104 = vector.broadcast %c128_i32 : i32 to vector<256x512xi32>
        %105 = arith.cmpi slt, %82, %104 : vector<256x512xi32>
        %106 = arith.andi %103, %105 : vector<256x512xi1>
        %107 = arith.ori %97, %106 : vector<256x512xi1>
        %108 = arith.ori %88, %107 : vector<256x512xi1>
        %109 = vector.broadcast %73 : i1 to vector<256x512xi1>
        %110 = arith.ori %108, %109 : vector<256x512xi1>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = arith.index_cast %63 : i32 to index
        %112 = vector.load %arg8[%c0, %c0, %111] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
        %113 = vector.shape_cast %112 : vector<1x1x256xf32> to vector<256xf32>
        %114 = vector.shape_cast %113 : vector<256xf32> to vector<256x1xf32>
        %115 = vector.broadcast %114 : vector<256x1xf32> to vector<256x512xf32>
        %116 = arith.subf %72, %115 : vector<256x512xf32>
        %117 = math.exp %116 : vector<256x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %118 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x512xf32>
        %119 = arith.select %110, %117, %118 : vector<256x512xi1>, vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %120 = arith.index_cast %63 : i32 to index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg7[%c0, %120, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x256x64xbf16>
        %122 = vector.shape_cast %121 : vector<1x256x64xbf16> to vector<256x64xbf16>
        %123 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg15[%123, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %125 = vector.shape_cast %124 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %126 = tpu.matmul %122, %125, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x64xbf16>, vector<512x64xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = arith.index_cast %63 : i32 to index
        %128 = vector.load %arg9[%c0, %c0, %127] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
        %129 = vector.shape_cast %128 : vector<1x1x256xf32> to vector<256xf32>
        %130 = vector.shape_cast %129 : vector<256xf32> to vector<256x1xf32>
        %131 = vector.broadcast %130 : vector<256x1xf32> to vector<256x512xf32>
        %132 = arith.subf %126, %131 : vector<256x512xf32>
        %133 = arith.mulf %119, %132 : vector<256x512xf32>
        %134 = arith.index_cast %63 : i32 to index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg13[%134, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<256x64xf32>
        %136 = arith.truncf %133 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_x09ab24 = arith.constant dense<0.000000e+00> : vector<256x64xf32>
        %137 = tpu.matmul %136, %66, %cst_x09ab24 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x64xbf16>, vector<256x64xf32> -> vector<256x64xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %138 = vector.broadcast %cst_x35b8ee : f32 to vector<256x64xf32>
        %139 = arith.mulf %137, %138 : vector<256x64xf32>
        %140 = arith.addf %135, %139 : vector<256x64xf32>
        %141 = arith.index_cast %63 : i32 to index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg13[%141, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<256x64xf32>
        %143 = vector.shape_cast %142 : vector<256x64xf32> to vector<256x64xf32>
        %144 = vector.shape_cast %140 : vector<256x64xf32> to vector<256x64xf32>
        tpu.vector_store %arg13[%141, %c0], %144 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<256x64xf32>, 
      }
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %61 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %30, %32, %61 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %19 = vector.load %arg13[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %20 = arith.truncf %19 : vector<512x64xf32> to vector<512x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %21 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %22 = vector.shape_cast %21 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %23 = vector.shape_cast %20 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %23 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %2, %c0_i32, %4 : i32, i32, i32
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
    return %2, %c0_i32, %4 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dkv sha256:7c13ef73ec9145f0a3c80188df6c214952468475bd7c424cd01f12911237b3bd
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg9: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg10: memref<12x1x16384xf32, #tpu.memory_space<any>>, %arg11: memref<12x1x16384xf32, #tpu.memory_space<any>>, %arg12: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg19: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 32>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 64>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg14[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %6 = vector.shape_cast %5 : vector<512x64xf32> to vector<512x64xf32>
    %7 = vector.shape_cast %4 : vector<512x64xf32> to vector<512x64xf32>
    tpu.vector_store %arg14[%c0, %c0], %7 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg15[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %10 = vector.shape_cast %9 : vector<512x64xf32> to vector<512x64xf32>
    %11 = vector.shape_cast %8 : vector<512x64xf32> to vector<512x64xf32>
    tpu.vector_store %arg15[%c0, %c0], %11 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
    %12 = arith.index_cast %arg1 : i32 to index
    %13 = memref.load %arg2[%12] : memref<33xi8, #tpu.memory_space<smem>>
    %14 = arith.extsi %13 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %15 = arith.addi %arg1, %c1_i32 : i32
    %16 = arith.index_cast %15 : i32 to index
    %17 = memref.load %arg2[%16] : memref<33xi8, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i8 to i32
    %19 = arith.cmpi slt, %14, %18 : i32
    %20 = arith.extui %19 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %21 = arith.cmpi ne, %20, %c0_i32 : i32
    scf.if %21 {
      %c0_i32 = arith.constant 0 : i32
      %33 = arith.addi %2, %c0_i32 : i32
      %34 = arith.index_cast %14 : i32 to index
      %35 = memref.load %arg3[%34] : memref<123xi8, #tpu.memory_space<smem>>
      %36 = arith.extsi %35 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %37 = arith.addi %36, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %38 = arith.muli %37, %c512_i32 : i32
      %39 = tpu.assume_multiple %38, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %40 = arith.muli %37, %c512_i32 : i32
      %41 = tpu.assume_multiple %40, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %37, %c512_i32 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %44 = arith.muli %37, %c512_i32 : i32
      %45 = tpu.assume_multiple %44, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg20[%c0_i32, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %47 = tpu.memref_squeeze %46 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %49 = tpu.memref_squeeze %48 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg8[%33, %39, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %51 = tpu.memref_squeeze %50 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%51 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%49 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%47 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %52 = tpu.memref_slice %arg20[%c0_i32, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %53 = tpu.memref_squeeze %52 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %55 = tpu.memref_squeeze %54 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg9[%33, %41, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %57 = tpu.memref_squeeze %56 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%57 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%55 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%53 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %58 = tpu.memref_slice %arg20[%c0_i32, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg10[%33, %c0_i32, %43] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%63 : memref<1x512xf32, #tpu.memory_space<any>>) target(%61 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %64 = tpu.memref_slice %arg20[%c0_i32, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg11[%33, %c0_i32, %45] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<1x512xf32, #tpu.memory_space<any>>) target(%67 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %22:3 = scf.while (%arg21 = %14, %arg22 = %c0_i32, %arg23 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %33 = arith.cmpi slt, %arg21, %18 : i32
      scf.condition(%33) %arg21, %arg22, %arg23 : i32, i32, i32
    } do {
    ^bb0(%arg21: i32, %arg22: i32, %arg23: i32):
      %c1_i32 = arith.constant 1 : i32
      %33 = arith.addi %arg22, %c1_i32 : i32
      %34 = arith.index_cast %arg21 : i32 to index
      %35 = memref.load %arg4[%34] : memref<123xi8, #tpu.memory_space<smem>>
      %36 = arith.extsi %35 : i8 to i32
      %37 = arith.cmpi sge, %33, %36 : i32
      %c1_i32 = arith.constant 1 : i32
      %38 = arith.addi %arg21, %c1_i32 : i32
      %39 = arith.select %37, %38, %arg21 : i32
      %c1_i32 = arith.constant 1 : i32
      %40 = arith.addi %arg22, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %41 = arith.select %37, %c0_i32, %40 : i32
      %42 = arith.cmpi slt, %39, %18 : i32
      %43 = arith.extui %42 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %44 = arith.cmpi ne, %43, %c0_i32 : i32
      scf.if %44 {
        %c0_i32 = arith.constant 0 : i32
        %87 = arith.addi %2, %c0_i32 : i32
        %88 = arith.index_cast %39 : i32 to index
        %89 = memref.load %arg3[%88] : memref<123xi8, #tpu.memory_space<smem>>
        %90 = arith.extsi %89 : i8 to i32
        %91 = arith.addi %90, %41 : i32
        %c1_i32 = arith.constant 1 : i32
        %92 = arith.subi %c1_i32, %arg23 : i32
        %c512_i32 = arith.constant 512 : i32
        %93 = arith.muli %91, %c512_i32 : i32
        %94 = tpu.assume_multiple %93, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %95 = arith.muli %91, %c512_i32 : i32
        %96 = tpu.assume_multiple %95, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %97 = arith.muli %91, %c512_i32 : i32
        %98 = tpu.assume_multiple %97, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %99 = arith.muli %91, %c512_i32 : i32
        %100 = tpu.assume_multiple %99, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg20[%92, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %102 = tpu.memref_squeeze %101 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %103 = tpu.memref_slice %arg16[%92, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %104 = tpu.memref_squeeze %103 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %105 = tpu.memref_slice %arg8[%87, %94, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %106 = tpu.memref_squeeze %105 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%106 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%104 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%102 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %107 = tpu.memref_slice %arg20[%92, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %108 = tpu.memref_squeeze %107 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = tpu.memref_slice %arg17[%92, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %110 = tpu.memref_squeeze %109 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %111 = tpu.memref_slice %arg9[%87, %96, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %112 = tpu.memref_squeeze %111 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%112 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%110 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%108 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %113 = tpu.memref_slice %arg20[%92, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %114 = tpu.memref_squeeze %113 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %115 = tpu.memref_slice %arg18[%92, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %116 = tpu.memref_squeeze %115 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %117 = tpu.memref_slice %arg10[%87, %c0_i32, %98] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %118 = tpu.memref_squeeze %117 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%118 : memref<1x512xf32, #tpu.memory_space<any>>) target(%116 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%114 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %119 = tpu.memref_slice %arg20[%92, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %120 = tpu.memref_squeeze %119 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %121 = tpu.memref_slice %arg19[%92, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %122 = tpu.memref_squeeze %121 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %123 = tpu.memref_slice %arg11[%87, %c0_i32, %100] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %124 = tpu.memref_squeeze %123 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%124 : memref<1x512xf32, #tpu.memory_space<any>>) target(%122 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%120 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %45 = arith.addi %2, %c0_i32 : i32
      %46 = arith.index_cast %arg21 : i32 to index
      %47 = memref.load %arg3[%46] : memref<123xi8, #tpu.memory_space<smem>>
      %48 = arith.extsi %47 : i8 to i32
      %49 = arith.addi %48, %arg22 : i32
      %c512_i32 = arith.constant 512 : i32
      %50 = arith.muli %49, %c512_i32 : i32
      %51 = tpu.assume_multiple %50, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %52 = arith.muli %49, %c512_i32 : i32
      %53 = tpu.assume_multiple %52, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %54 = arith.muli %49, %c512_i32 : i32
      %55 = tpu.assume_multiple %54, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %49, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg20[%arg23, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg8[%45, %51, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%63 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%61 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %64 = tpu.memref_slice %arg20[%arg23, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg9[%45, %53, %c0_i32] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%67 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %70 = tpu.memref_slice %arg20[%arg23, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg18[%arg23, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg10[%45, %c0_i32, %55] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%73 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %76 = tpu.memref_slice %arg20[%arg23, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg19[%arg23, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg11[%45, %c0_i32, %57] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%81 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%79 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %82 = arith.index_cast %arg21 : i32 to index
      %83 = memref.load %arg5[%82] : memref<123xi8, #tpu.memory_space<smem>>
      %84 = arith.extsi %83 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %85 = arith.addi %c0_i32, %c2_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      scf.for %arg24 = %c0_i32 to %85 step %c1_i32  : i32 {
        %c256_i32 = arith.constant 256 : i32
        %87 = arith.muli %arg24, %c256_i32 : i32
        %88 = tpu.assume_multiple %87, 256 : i32
        %89 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg16[%89, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %91 = vector.shape_cast %90 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %92 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg17[%92, %c0, %c0] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
        %94 = vector.shape_cast %93 : vector<1x512x64xbf16> to vector<512x64xbf16>
        %c0 = arith.constant 0 : index
        %95 = arith.index_cast %88 : i32 to index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg6[%c0, %95, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x256x64xbf16>
        %97 = vector.shape_cast %96 : vector<1x256x64xbf16> to vector<256x64xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %98 = tpu.matmul %97, %91, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x64xbf16>, vector<512x64xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %99 = vector.broadcast %cst_x35b8ee : f32 to vector<256x512xf32>
        %100 = arith.mulf %98, %99 : vector<256x512xf32>
        %c2_i32 = arith.constant 2 : i32
        %101 = arith.cmpi eq, %84, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %102 = arith.muli %49, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %103 = arith.muli %3, %c512_i32 : i32
        %104 = arith.addi %103, %87 : i32
        %105 = tpu.iota {dimensions = array<i32: 1>} : vector<256x512xi32>
        %106 = tpu.iota {dimensions = array<i32: 0>} : vector<256x512xi32>
        %107 = vector.broadcast %102 : i32 to vector<256x512xi32>
        %108 = arith.addi %107, %105 : vector<256x512xi32>
        %109 = vector.broadcast %104 : i32 to vector<256x512xi32>
        %110 = arith.addi %109, %106 : vector<256x512xi32>
        %111 = arith.subi %110, %108 : vector<256x512xi32>
        %c-512_i32 = arith.constant -512 : i32
        %112 = vector.broadcast %c-512_i32 : i32 to vector<256x512xi32>
        %113 = arith.cmpi sge, %111, %112 : vector<256x512xi32>
        %c512_i32 = arith.constant 512 : i32
        %114 = vector.broadcast %c512_i32 : i32 to vector<256x512xi32>
        %115 = arith.cmpi sle, %111, %114 : vector<256x512xi32>
        %116 = arith.andi %113, %115 : vector<256x512xi1>
        %117 = arith.cmpi eq, %108, %108 : vector<256x512xi32>
        %118 = arith.cmpi eq, %110, %110 : vector<256x512xi32>
        %119 = arith.andi %117, %118 : vector<256x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %120 = vector.broadcast %c0_i32 : i32 to vector<256x512xi32>
        %121 = arith.cmpi sge, %108, %120 : vector<256x512xi32>
        %122 = arith.andi %119, %121 : vector<256x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %123 = vector.broadcast %c128_i32 : i32 to vector<256x512xi32>
        %124 = arith.cmpi slt, %108, %123 : vector<256x512xi32>
        %125 = arith.andi %122, %124 : vector<256x512xi1>
        %126 = arith.cmpi eq, %108, %108 : vector<256x512xi32>
        %127 = arith.cmpi eq, %110, %110 : vector<256x512xi32>
        %128 = arith.andi %126, %127 : vector<256x512xi1>
        %c0_i32 = arith.constant 0 : i32
        %129 = vector.broadcast %c0_i32 : i32 to vector<256x512xi32>
        %130 = arith.cmpi sge, %110, %129 : vector<256x512xi32>
        %131 = arith.andi %128, %130 : vector<256x512xi1>
        %c128_i32 = arith.constant 128 : i32
        %132 = vector.broadcast %c128_i32 : i32 to vector<256x512xi32>
        %133 = arith.cmpi slt, %110, %132 : vector<256x512xi32>
        %134 = arith.andi %131, %133 : vector<256x512xi1>
        %135 = arith.ori %125, %134 : vector<256x512xi1>
        %136 = arith.ori %116, %135 : vector<256x512xi1>
        %137 = vector.broadcast %101 : i1 to vector<256x512xi1>
        %138 = arith.ori %136, %137 : vector<256x512xi1>
        %139 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %arg18[%139, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %141 = vector.shape_cast %140 : vector<1x1x512xf32> to vector<1x512xf32>
        %142 = vector.broadcast %141 : vector<1x512xf32> to vector<256x512xf32>
        %143 = arith.subf %100, %142 : vector<256x512xf32>
        %144 = math.exp %143 : vector<256x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %145 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x512xf32>
        %146 = arith.select %138, %144, %145 : vector<256x512xi1>, vector<256x512xf32>
        %147 = arith.index_cast %88 : i32 to index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg15[%147, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<256x64xf32>
        %149 = arith.truncf %146 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_x09ab24 = arith.constant dense<0.000000e+00> : vector<256x64xf32>
        %150 = tpu.matmul %149, %94, %cst_x09ab24 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x64xbf16>, vector<256x64xf32> -> vector<256x64xf32>
        %151 = arith.addf %148, %150 : vector<256x64xf32>
        %152 = arith.index_cast %88 : i32 to index
        %c0 = arith.constant 0 : index
        %153 = vector.load %arg15[%152, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<256x64xf32>
        %154 = vector.shape_cast %153 : vector<256x64xf32> to vector<256x64xf32>
        %155 = vector.shape_cast %151 : vector<256x64xf32> to vector<256x64xf32>
        tpu.vector_store %arg15[%152, %c0], %155 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<256x64xf32>, 
        %c0 = arith.constant 0 : index
        %156 = arith.index_cast %88 : i32 to index
        %c0 = arith.constant 0 : index
        %157 = vector.load %arg7[%c0, %156, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x256x64xbf16>
        %158 = vector.shape_cast %157 : vector<1x256x64xbf16> to vector<256x64xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %159 = tpu.matmul %158, %94, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x64xbf16>, vector<512x64xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %160 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %161 = vector.load %arg19[%160, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %162 = vector.shape_cast %161 : vector<1x1x512xf32> to vector<1x512xf32>
        %163 = vector.broadcast %162 : vector<1x512xf32> to vector<256x512xf32>
        %164 = arith.subf %159, %163 : vector<256x512xf32>
        %165 = arith.mulf %146, %164 : vector<256x512xf32>
        %166 = arith.index_cast %88 : i32 to index
        %c0 = arith.constant 0 : index
        %167 = vector.load %arg14[%166, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<256x64xf32>
        %168 = arith.truncf %165 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_x09ab24 = arith.constant dense<0.000000e+00> : vector<256x64xf32>
        %169 = tpu.matmul %168, %91, %cst_x09ab24 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x64xbf16>, vector<256x64xf32> -> vector<256x64xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %170 = vector.broadcast %cst_x35b8ee : f32 to vector<256x64xf32>
        %171 = arith.mulf %169, %170 : vector<256x64xf32>
        %172 = arith.addf %167, %171 : vector<256x64xf32>
        %173 = arith.index_cast %88 : i32 to index
        %c0 = arith.constant 0 : index
        %174 = vector.load %arg14[%173, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<256x64xf32>
        %175 = vector.shape_cast %174 : vector<256x64xf32> to vector<256x64xf32>
        %176 = vector.shape_cast %172 : vector<256x64xf32> to vector<256x64xf32>
        tpu.vector_store %arg14[%173, %c0], %176 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<256x64xf32>, 
      }
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %86 = arith.subi %c1_i32, %arg23 : i32
      scf.yield %39, %41, %86 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %23 = vector.load %arg14[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %24 = arith.truncf %23 : vector<512x64xf32> to vector<512x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %25 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %26 = vector.shape_cast %25 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %27 = vector.shape_cast %24 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %27 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %28 = vector.load %arg15[%c0, %c0] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %29 = arith.truncf %28 : vector<512x64xf32> to vector<512x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %31 = vector.shape_cast %30 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %32 = vector.shape_cast %29 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg13[%c0, %c0, %c0], %32 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
