module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<513xi16>, %arg1: tensor<1211xi8>, %arg2: tensor<1211xi8>, %arg3: tensor<1211xi8>, %arg4: tensor<513xi16>, %arg5: tensor<1211xi8>, %arg6: tensor<1211xi8>, %arg7: tensor<1211xi8>, %arg8: tensor<8x32768x128xbf16>, %arg9: tensor<8x32768x128xbf16>, %arg10: tensor<8x32768x128xbf16>) -> (tensor<8x32768x128xbf16> {jax.result_info = "result[0]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %1 = call @_pad(%arg9, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %2 = call @_pad(%arg10, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:fa075c9abbd7c16651fcf2f2639b4e6b7614fc0e369ae714934ececb236d7af7\22, \22cost_estimate\22: {\22bytes_accessed\22: 2195193856, \22flops\22: 1055219777536, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2060976128}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<513xi16>, tensor<1211xi8>, tensor<1211xi8>, tensor<1211xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> (tensor<8x32768x128xbf16>, tensor<8x1x32768xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<8x32768x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32768x128xf32>, tensor<f32>) -> tensor<8x32768xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<8x32768xf32>) -> tensor<8x1x32768xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:9ecbdae89ca2514e4cf7f4f3ad04710872ca422eb6fa9612397387f4181fe51a\22, \22cost_estimate\22: {\22bytes_accessed\22: 2262302720, \22flops\22: 1582829666304, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2060976128}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<513xi16>, tensor<1211xi8>, tensor<1211xi8>, tensor<1211xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x1x32768xf32>, tensor<8x1x32768xf32>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:9054f2697bc1c358311b4c667a0ffcbc60e04a3368b345807abbc48c9d7c4d33\22, \22cost_estimate\22: {\22bytes_accessed\22: 2329411584, \22flops\22: 2110439555072, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2060976128}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<513xi16>, tensor<1211xi8>, tensor<1211xi8>, tensor<1211xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x1x32768xf32>, tensor<8x1x32768xf32>) -> (tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>)
    %11 = call @_pad_0(%10#1) : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    %12 = call @_pad_0(%10#0) : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    %13 = call @_pad_0(%9) : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    return %3#0, %13, %12, %11 : tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<8x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<8x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x128xbf16>, tensor<bf16>) -> tensor<8x32768x128xbf16>
    return %1 : tensor<8x32768x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x128xbf16>, tensor<bf16>) -> tensor<8x32768x128xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:32768, 0:128] : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    return %1 : tensor<8x32768x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:fa075c9abbd7c16651fcf2f2639b4e6b7614fc0e369ae714934ececb236d7af7
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 512>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
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
    %4 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %5 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    %6 = vector.shape_cast %3 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %6 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %9 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    %10 = vector.shape_cast %7 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %10 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %11 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %12 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %13 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    %14 = vector.shape_cast %11 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %14 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %49 = arith.addi %1, %c0_i32 : i32
      %50 = arith.index_cast %17 : i32 to index
      %51 = memref.load %arg3[%50] : memref<1211xi8, #tpu.memory_space<smem>>
      %52 = arith.extsi %51 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %53 = arith.addi %52, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %54 = arith.muli %53, %c512_i32 : i32
      %55 = tpu.assume_multiple %54, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %53, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg7[%49, %55, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%63 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%61 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %64 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg8[%49, %57, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%67 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %25:3 = scf.while (%arg17 = %17, %arg18 = %c0_i32, %arg19 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %49 = arith.cmpi slt, %arg17, %21 : i32
      scf.condition(%49) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32 = arith.constant 1 : i32
      %49 = arith.addi %arg18, %c1_i32 : i32
      %50 = arith.index_cast %arg17 : i32 to index
      %51 = memref.load %arg4[%50] : memref<1211xi8, #tpu.memory_space<smem>>
      %52 = arith.extsi %51 : i8 to i32
      %53 = arith.cmpi sge, %49, %52 : i32
      %c1_i32 = arith.constant 1 : i32
      %54 = arith.addi %arg17, %c1_i32 : i32
      %55 = arith.select %53, %54, %arg17 : i32
      %c1_i32 = arith.constant 1 : i32
      %56 = arith.addi %arg18, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = arith.select %53, %c0_i32, %56 : i32
      %58 = arith.cmpi slt, %55, %21 : i32
      %59 = arith.extui %58 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %60 = arith.cmpi ne, %59, %c0_i32 : i32
      scf.if %60 {
        %c0_i32 = arith.constant 0 : i32
        %87 = arith.addi %1, %c0_i32 : i32
        %88 = arith.index_cast %55 : i32 to index
        %89 = memref.load %arg3[%88] : memref<1211xi8, #tpu.memory_space<smem>>
        %90 = arith.extsi %89 : i8 to i32
        %91 = arith.addi %90, %57 : i32
        %c1_i32 = arith.constant 1 : i32
        %92 = arith.subi %c1_i32, %arg19 : i32
        %c512_i32 = arith.constant 512 : i32
        %93 = arith.muli %91, %c512_i32 : i32
        %94 = tpu.assume_multiple %93, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %95 = arith.muli %91, %c512_i32 : i32
        %96 = tpu.assume_multiple %95, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg16[%92, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %98 = tpu.memref_squeeze %97 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %99 = tpu.memref_slice %arg14[%92, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %100 = tpu.memref_squeeze %99 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg7[%87, %94, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %102 = tpu.memref_squeeze %101 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%102 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%100 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%98 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %103 = tpu.memref_slice %arg16[%92, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %104 = tpu.memref_squeeze %103 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %105 = tpu.memref_slice %arg15[%92, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %106 = tpu.memref_squeeze %105 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg8[%87, %96, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %108 = tpu.memref_squeeze %107 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%108 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%106 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%104 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %61 = arith.addi %1, %c0_i32 : i32
      %62 = arith.index_cast %arg17 : i32 to index
      %63 = memref.load %arg3[%62] : memref<1211xi8, #tpu.memory_space<smem>>
      %64 = arith.extsi %63 : i8 to i32
      %65 = arith.addi %64, %arg18 : i32
      %c512_i32 = arith.constant 512 : i32
      %66 = arith.muli %65, %c512_i32 : i32
      %67 = tpu.assume_multiple %66, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %68 = arith.muli %65, %c512_i32 : i32
      %69 = tpu.assume_multiple %68, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg7[%61, %67, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %76 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg8[%61, %69, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%81 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%79 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %82 = arith.index_cast %arg17 : i32 to index
      %83 = memref.load %arg5[%82] : memref<1211xi8, #tpu.memory_space<smem>>
      %84 = arith.extsi %83 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %85 = arith.addi %c0_i32, %c2_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      scf.for %arg20 = %c0_i32 to %85 step %c1_i32  : i32 {
        %c256_i32 = arith.constant 256 : i32
        %87 = arith.muli %arg20, %c256_i32 : i32
        %88 = tpu.assume_multiple %87, 256 : i32
        %c0 = arith.constant 0 : index
        %89 = arith.index_cast %88 : i32 to index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg6[%c0, %89, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %91 = vector.shape_cast %90 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %92 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg14[%92, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %94 = vector.shape_cast %93 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %95 = tpu.matmul %91, %94, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %96 = vector.broadcast %cst_xf22304 : f32 to vector<256x512xf32>
        %97 = arith.mulf %95, %96 : vector<256x512xf32>
        %c2_i32 = arith.constant 2 : i32
        %98 = arith.cmpi eq, %84, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %99 = arith.muli %2, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %100 = arith.muli %65, %c512_i32 : i32
        %101 = arith.addi %99, %87 : i32
        %102 = tpu.iota {dimensions = array<i32: 0>} : vector<256x512xi32>
        %103 = tpu.iota {dimensions = array<i32: 1>} : vector<256x512xi32>
        %104 = arith.subi %100, %101 : i32
        %c1_i32 = arith.constant 1 : i32
        %105 = arith.cmpi eq, %61, %c1_i32 : i32
        %c1023_i32 = arith.constant 1023 : i32
        %c511_i32 = arith.constant 511 : i32
        %106 = arith.select %105, %c1023_i32, %c511_i32 : i32
        %c2_i32 = arith.constant 2 : i32
        %107 = arith.cmpi eq, %61, %c2_i32 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %108 = arith.select %107, %c2047_i32, %106 : i32
        %c3_i32 = arith.constant 3 : i32
        %109 = arith.cmpi eq, %61, %c3_i32 : i32
        %c4095_i32 = arith.constant 4095 : i32
        %110 = arith.select %109, %c4095_i32, %108 : i32
        %c4_i32 = arith.constant 4 : i32
        %111 = arith.cmpi eq, %61, %c4_i32 : i32
        %c8191_i32 = arith.constant 8191 : i32
        %112 = arith.select %111, %c8191_i32, %110 : i32
        %c5_i32 = arith.constant 5 : i32
        %113 = arith.cmpi eq, %61, %c5_i32 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %114 = arith.select %113, %c16383_i32, %112 : i32
        %c6_i32 = arith.constant 6 : i32
        %115 = arith.cmpi eq, %61, %c6_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %116 = arith.select %115, %c1073741824_i32, %114 : i32
        %c7_i32 = arith.constant 7 : i32
        %117 = arith.cmpi eq, %61, %c7_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %118 = arith.select %117, %c1073741824_i32, %116 : i32
        %119 = arith.subi %103, %102 : vector<256x512xi32>
        %120 = arith.addi %118, %104 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %121 = arith.select %98, %c1073741824_i32, %120 : i32
        %c0_i32 = arith.constant 0 : i32
        %122 = arith.subi %c0_i32, %104 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %123 = arith.select %98, %c1073741824_i32, %122 : i32
        %c0_i32 = arith.constant 0 : i32
        %124 = arith.subi %c0_i32, %121 : i32
        %125 = vector.broadcast %124 : i32 to vector<256x512xi32>
        %126 = arith.cmpi sge, %119, %125 : vector<256x512xi32>
        %127 = vector.broadcast %123 : i32 to vector<256x512xi32>
        %128 = arith.cmpi sle, %119, %127 : vector<256x512xi32>
        %129 = arith.andi %126, %128 : vector<256x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %130 = vector.broadcast %cst_xbef082 : f32 to vector<256x512xf32>
        %131 = arith.select %129, %97, %130 : vector<256x512xi1>, vector<256x512xf32>
        %132 = arith.index_cast %88 : i32 to index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg11[%132, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %cst_xe8bd18 = arith.constant dense<0xFF800000> : vector<256xf32>
        %134 = vector.multi_reduction <maximumf>, %131, %cst_xe8bd18 [1] : vector<256x512xf32> to vector<256xf32>
        %135 = vector.shape_cast %134 : vector<256xf32> to vector<256x1xf32>
        %136 = vector.broadcast %135 : vector<256x1xf32> to vector<256x128xf32>
        %137 = arith.maximumf %133, %136 : vector<256x128xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %138 = vector.broadcast %cst_xbef082 : f32 to vector<256x128xf32>
        %139 = arith.cmpf oeq, %137, %138 : vector<256x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %140 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x128xf32>
        %141 = arith.select %139, %140, %137 : vector<256x128xi1>, vector<256x128xf32>
        %142 = tpu.concatenate %141, %141, %141, %141 in 1 : vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32> -> vector<256x512xf32>
        %143 = arith.subf %131, %142 : vector<256x512xf32>
        %144 = math.exp %143 : vector<256x512xf32>
        %145 = arith.subf %133, %141 : vector<256x128xf32>
        %146 = math.exp %145 : vector<256x128xf32>
        %147 = arith.index_cast %88 : i32 to index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg12[%147, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %149 = arith.mulf %146, %148 : vector<256x128xf32>
        %cst_x61647b = arith.constant dense<0.000000e+00> : vector<256xf32>
        %150 = vector.multi_reduction <add>, %144, %cst_x61647b [1] : vector<256x512xf32> to vector<256xf32>
        %151 = vector.shape_cast %150 : vector<256xf32> to vector<256x1xf32>
        %152 = vector.broadcast %151 : vector<256x1xf32> to vector<256x128xf32>
        %153 = arith.addf %149, %152 : vector<256x128xf32>
        %154 = arith.index_cast %88 : i32 to index
        %c0 = arith.constant 0 : index
        %155 = vector.load %arg12[%154, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %156 = vector.shape_cast %155 : vector<256x128xf32> to vector<256x128xf32>
        %157 = vector.shape_cast %153 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg12[%154, %c0], %157 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %158 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %159 = vector.load %arg15[%158, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %160 = vector.shape_cast %159 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %161 = arith.index_cast %88 : i32 to index
        %c0 = arith.constant 0 : index
        %162 = vector.load %arg13[%161, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %163 = arith.mulf %146, %162 : vector<256x128xf32>
        %164 = arith.truncf %144 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %165 = tpu.matmul %164, %160, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %166 = arith.addf %163, %165 : vector<256x128xf32>
        %167 = arith.index_cast %88 : i32 to index
        %c0 = arith.constant 0 : index
        %168 = vector.load %arg13[%167, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %169 = vector.shape_cast %168 : vector<256x128xf32> to vector<256x128xf32>
        %170 = vector.shape_cast %166 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg13[%167, %c0], %170 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %171 = arith.index_cast %88 : i32 to index
        %c0 = arith.constant 0 : index
        %172 = vector.load %arg11[%171, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %173 = vector.shape_cast %172 : vector<256x128xf32> to vector<256x128xf32>
        %174 = vector.shape_cast %137 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg11[%171, %c0], %174 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      }
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %86 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %55, %57, %86 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %26 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %27 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %28 = arith.cmpf ogt, %26, %27 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %29 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
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
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %37 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %38 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %39 = arith.select %28, %26, %38 : vector<512x128xi1>, vector<512x128xf32>
    %40 = math.log %39 : vector<512x128xf32>
    %41 = arith.addf %37, %40 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %42 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %43 = arith.select %28, %41, %42 : vector<512x128xi1>, vector<512x128xf32>
    %44 = tpu.transpose %43, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %45 = vector.extract_strided_slice %44 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %46 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %47 = vector.shape_cast %46 : vector<1x1x512xf32> to vector<1x512xf32>
    %48 = vector.shape_cast %45 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %48 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %1, %c0_i32, %3 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:9ecbdae89ca2514e4cf7f4f3ad04710872ca422eb6fa9612397387f4181fe51a
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg12: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 512>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.remsi %0, %c64_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %3 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %5 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    %6 = vector.shape_cast %3 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %6 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %7 = arith.index_cast %arg1 : i32 to index
    %8 = memref.load %arg2[%7] : memref<513xi16, #tpu.memory_space<smem>>
    %9 = arith.extsi %8 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %10 = arith.addi %arg1, %c1_i32 : i32
    %11 = arith.index_cast %10 : i32 to index
    %12 = memref.load %arg2[%11] : memref<513xi16, #tpu.memory_space<smem>>
    %13 = arith.extsi %12 : i16 to i32
    %14 = arith.cmpi slt, %9, %13 : i32
    %15 = arith.extui %14 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %16 = arith.cmpi ne, %15, %c0_i32 : i32
    scf.if %16 {
      %c0_i32 = arith.constant 0 : i32
      %23 = arith.addi %1, %c0_i32 : i32
      %24 = arith.index_cast %9 : i32 to index
      %25 = memref.load %arg3[%24] : memref<1211xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %27 = arith.addi %26, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %28 = arith.muli %27, %c512_i32 : i32
      %29 = tpu.assume_multiple %28, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %30 = arith.muli %27, %c512_i32 : i32
      %31 = tpu.assume_multiple %30, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %32 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %33 = tpu.memref_squeeze %32 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %34 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %35 = tpu.memref_squeeze %34 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %36 = tpu.memref_slice %arg10[%23, %29, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %37 = tpu.memref_squeeze %36 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%37 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%35 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%33 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %38 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %39 = tpu.memref_squeeze %38 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %40 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %41 = tpu.memref_squeeze %40 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %42 = tpu.memref_slice %arg11[%23, %31, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %43 = tpu.memref_squeeze %42 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%43 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%41 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%39 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %17:3 = scf.while (%arg17 = %9, %arg18 = %c0_i32, %arg19 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %23 = arith.cmpi slt, %arg17, %13 : i32
      scf.condition(%23) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32 = arith.constant 1 : i32
      %23 = arith.addi %arg18, %c1_i32 : i32
      %24 = arith.index_cast %arg17 : i32 to index
      %25 = memref.load %arg4[%24] : memref<1211xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %27 = arith.cmpi sge, %23, %26 : i32
      %c1_i32 = arith.constant 1 : i32
      %28 = arith.addi %arg17, %c1_i32 : i32
      %29 = arith.select %27, %28, %arg17 : i32
      %c1_i32 = arith.constant 1 : i32
      %30 = arith.addi %arg18, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %31 = arith.select %27, %c0_i32, %30 : i32
      %32 = arith.cmpi slt, %29, %13 : i32
      %33 = arith.extui %32 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %34 = arith.cmpi ne, %33, %c0_i32 : i32
      scf.if %34 {
        %c0_i32 = arith.constant 0 : i32
        %61 = arith.addi %1, %c0_i32 : i32
        %62 = arith.index_cast %29 : i32 to index
        %63 = memref.load %arg3[%62] : memref<1211xi8, #tpu.memory_space<smem>>
        %64 = arith.extsi %63 : i8 to i32
        %65 = arith.addi %64, %31 : i32
        %c1_i32 = arith.constant 1 : i32
        %66 = arith.subi %c1_i32, %arg19 : i32
        %c512_i32 = arith.constant 512 : i32
        %67 = arith.muli %65, %c512_i32 : i32
        %68 = tpu.assume_multiple %67, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %69 = arith.muli %65, %c512_i32 : i32
        %70 = tpu.assume_multiple %69, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg16[%66, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg14[%66, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg10[%61, %68, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%76 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%74 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %77 = tpu.memref_slice %arg16[%66, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %79 = tpu.memref_slice %arg15[%66, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %80 = tpu.memref_squeeze %79 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg11[%61, %70, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %82 = tpu.memref_squeeze %81 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%82 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%80 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %35 = arith.addi %1, %c0_i32 : i32
      %36 = arith.index_cast %arg17 : i32 to index
      %37 = memref.load %arg3[%36] : memref<1211xi8, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i8 to i32
      %39 = arith.addi %38, %arg18 : i32
      %c512_i32 = arith.constant 512 : i32
      %40 = arith.muli %39, %c512_i32 : i32
      %41 = tpu.assume_multiple %40, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %39, %c512_i32 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %44 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %45 = tpu.memref_squeeze %44 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %47 = tpu.memref_squeeze %46 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg10[%35, %41, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %49 = tpu.memref_squeeze %48 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%45 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%49 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%47 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %50 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %51 = tpu.memref_squeeze %50 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %53 = tpu.memref_squeeze %52 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg11[%35, %43, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %55 = tpu.memref_squeeze %54 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%51 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%55 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%53 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %56 = arith.index_cast %arg17 : i32 to index
      %57 = memref.load %arg5[%56] : memref<1211xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %59 = arith.addi %c0_i32, %c2_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      scf.for %arg20 = %c0_i32 to %59 step %c1_i32  : i32 {
        %c256_i32 = arith.constant 256 : i32
        %61 = arith.muli %arg20, %c256_i32 : i32
        %62 = tpu.assume_multiple %61, 256 : i32
        %63 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %64 = vector.load %arg14[%63, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %65 = vector.shape_cast %64 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %66 = arith.index_cast %62 : i32 to index
        %c0 = arith.constant 0 : index
        %67 = vector.load %arg6[%c0, %66, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %68 = vector.shape_cast %67 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %69 = tpu.matmul %68, %65, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %70 = vector.broadcast %cst_xf22304 : f32 to vector<256x512xf32>
        %71 = arith.mulf %69, %70 : vector<256x512xf32>
        %c2_i32 = arith.constant 2 : i32
        %72 = arith.cmpi eq, %58, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %73 = arith.muli %2, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %74 = arith.muli %39, %c512_i32 : i32
        %75 = arith.addi %73, %61 : i32
        %76 = tpu.iota {dimensions = array<i32: 0>} : vector<256x512xi32>
        %77 = tpu.iota {dimensions = array<i32: 1>} : vector<256x512xi32>
        %78 = arith.subi %74, %75 : i32
        %c1_i32 = arith.constant 1 : i32
        %79 = arith.cmpi eq, %35, %c1_i32 : i32
        %c1023_i32 = arith.constant 1023 : i32
        %c511_i32 = arith.constant 511 : i32
        %80 = arith.select %79, %c1023_i32, %c511_i32 : i32
        %c2_i32 = arith.constant 2 : i32
        %81 = arith.cmpi eq, %35, %c2_i32 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %82 = arith.select %81, %c2047_i32, %80 : i32
        %c3_i32 = arith.constant 3 : i32
        %83 = arith.cmpi eq, %35, %c3_i32 : i32
        %c4095_i32 = arith.constant 4095 : i32
        %84 = arith.select %83, %c4095_i32, %82 : i32
        %c4_i32 = arith.constant 4 : i32
        %85 = arith.cmpi eq, %35, %c4_i32 : i32
        %c8191_i32 = arith.constant 8191 : i32
        %86 = arith.select %85, %c8191_i32, %84 : i32
        %c5_i32 = arith.constant 5 : i32
        %87 = arith.cmpi eq, %35, %c5_i32 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %88 = arith.select %87, %c16383_i32, %86 : i32
        %c6_i32 = arith.constant 6 : i32
        %89 = arith.cmpi eq, %35, %c6_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %90 = arith.select %89, %c1073741824_i32, %88 : i32
        %c7_i32 = arith.constant 7 : i32
        %91 = arith.cmpi eq, %35, %c7_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %92 = arith.select %91, %c1073741824_i32, %90 : i32
        %93 = arith.subi %77, %76 : vector<256x512xi32>
        %94 = arith.addi %92, %78 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %95 = arith.select %72, %c1073741824_i32, %94 : i32
        %c0_i32 = arith.constant 0 : i32
        %96 = arith.subi %c0_i32, %78 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %97 = arith.select %72, %c1073741824_i32, %96 : i32
        %c0_i32 = arith.constant 0 : i32
        %98 = arith.subi %c0_i32, %95 : i32
        %99 = vector.broadcast %98 : i32 to vector<256x512xi32>
        %100 = arith.cmpi sge, %93, %99 : vector<256x512xi32>
        %101 = vector.broadcast %97 : i32 to vector<256x512xi32>
        %102 = arith.cmpi sle, %93, %101 : vector<256x512xi32>
        %103 = arith.andi %100, %102 : vector<256x512xi1>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = arith.index_cast %62 : i32 to index
        %105 = vector.load %arg8[%c0, %c0, %104] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
        %106 = vector.shape_cast %105 : vector<1x1x256xf32> to vector<256xf32>
        %107 = vector.shape_cast %106 : vector<256xf32> to vector<256x1xf32>
        %108 = vector.broadcast %107 : vector<256x1xf32> to vector<256x512xf32>
        %109 = arith.subf %71, %108 : vector<256x512xf32>
        %110 = math.exp %109 : vector<256x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %111 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x512xf32>
        %112 = arith.select %103, %110, %111 : vector<256x512xi1>, vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %113 = arith.index_cast %62 : i32 to index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg7[%c0, %113, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %115 = vector.shape_cast %114 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %116 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg15[%116, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %118 = vector.shape_cast %117 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %119 = tpu.matmul %115, %118, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = arith.index_cast %62 : i32 to index
        %121 = vector.load %arg9[%c0, %c0, %120] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
        %122 = vector.shape_cast %121 : vector<1x1x256xf32> to vector<256xf32>
        %123 = vector.shape_cast %122 : vector<256xf32> to vector<256x1xf32>
        %124 = vector.broadcast %123 : vector<256x1xf32> to vector<256x512xf32>
        %125 = arith.subf %119, %124 : vector<256x512xf32>
        %126 = arith.mulf %112, %125 : vector<256x512xf32>
        %127 = arith.index_cast %62 : i32 to index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg13[%127, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %129 = arith.truncf %126 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %130 = tpu.matmul %129, %65, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %131 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %132 = arith.mulf %130, %131 : vector<256x128xf32>
        %133 = arith.addf %128, %132 : vector<256x128xf32>
        %134 = arith.index_cast %62 : i32 to index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg13[%134, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %136 = vector.shape_cast %135 : vector<256x128xf32> to vector<256x128xf32>
        %137 = vector.shape_cast %133 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg13[%134, %c0], %137 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      }
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %60 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %29, %31, %60 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %18 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %19 = arith.truncf %18 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %20 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %21 = vector.shape_cast %20 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %22 = vector.shape_cast %19 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %22 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %1, %c0_i32, %3 : i32, i32, i32
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
    return %1, %c0_i32, %3 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dkv sha256:9054f2697bc1c358311b4c667a0ffcbc60e04a3368b345807abbc48c9d7c4d33
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg10: memref<8x1x32768xf32, #tpu.memory_space<any>>, %arg11: memref<8x1x32768xf32, #tpu.memory_space<any>>, %arg12: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg19: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 512>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.remsi %0, %c64_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %3 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %5 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    %6 = vector.shape_cast %3 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %6 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %9 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    %10 = vector.shape_cast %7 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %10 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %11 = arith.index_cast %arg1 : i32 to index
    %12 = memref.load %arg2[%11] : memref<513xi16, #tpu.memory_space<smem>>
    %13 = arith.extsi %12 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %14 = arith.addi %arg1, %c1_i32 : i32
    %15 = arith.index_cast %14 : i32 to index
    %16 = memref.load %arg2[%15] : memref<513xi16, #tpu.memory_space<smem>>
    %17 = arith.extsi %16 : i16 to i32
    %18 = arith.cmpi slt, %13, %17 : i32
    %19 = arith.extui %18 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %20 = arith.cmpi ne, %19, %c0_i32 : i32
    scf.if %20 {
      %c0_i32 = arith.constant 0 : i32
      %32 = arith.addi %1, %c0_i32 : i32
      %33 = arith.index_cast %13 : i32 to index
      %34 = memref.load %arg3[%33] : memref<1211xi8, #tpu.memory_space<smem>>
      %35 = arith.extsi %34 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %35, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %37 = arith.muli %36, %c512_i32 : i32
      %38 = tpu.assume_multiple %37, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %39 = arith.muli %36, %c512_i32 : i32
      %40 = tpu.assume_multiple %39, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %41 = arith.muli %36, %c512_i32 : i32
      %42 = tpu.assume_multiple %41, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %43 = arith.muli %36, %c512_i32 : i32
      %44 = tpu.assume_multiple %43, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %45 = tpu.memref_slice %arg20[%c0_i32, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %46 = tpu.memref_squeeze %45 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %48 = tpu.memref_squeeze %47 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg8[%32, %38, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %50 = tpu.memref_squeeze %49 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%50 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%48 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%46 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %51 = tpu.memref_slice %arg20[%c0_i32, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg9[%32, %40, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%56 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%54 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %57 = tpu.memref_slice %arg20[%c0_i32, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg10[%32, %c0_i32, %42] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%62 : memref<1x512xf32, #tpu.memory_space<any>>) target(%60 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %63 = tpu.memref_slice %arg20[%c0_i32, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg11[%32, %c0_i32, %44] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%68 : memref<1x512xf32, #tpu.memory_space<any>>) target(%66 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %21:3 = scf.while (%arg21 = %13, %arg22 = %c0_i32, %arg23 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %32 = arith.cmpi slt, %arg21, %17 : i32
      scf.condition(%32) %arg21, %arg22, %arg23 : i32, i32, i32
    } do {
    ^bb0(%arg21: i32, %arg22: i32, %arg23: i32):
      %c1_i32 = arith.constant 1 : i32
      %32 = arith.addi %arg22, %c1_i32 : i32
      %33 = arith.index_cast %arg21 : i32 to index
      %34 = memref.load %arg4[%33] : memref<1211xi8, #tpu.memory_space<smem>>
      %35 = arith.extsi %34 : i8 to i32
      %36 = arith.cmpi sge, %32, %35 : i32
      %c1_i32 = arith.constant 1 : i32
      %37 = arith.addi %arg21, %c1_i32 : i32
      %38 = arith.select %36, %37, %arg21 : i32
      %c1_i32 = arith.constant 1 : i32
      %39 = arith.addi %arg22, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %40 = arith.select %36, %c0_i32, %39 : i32
      %41 = arith.cmpi slt, %38, %17 : i32
      %42 = arith.extui %41 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %43 = arith.cmpi ne, %42, %c0_i32 : i32
      scf.if %43 {
        %c0_i32 = arith.constant 0 : i32
        %86 = arith.addi %1, %c0_i32 : i32
        %87 = arith.index_cast %38 : i32 to index
        %88 = memref.load %arg3[%87] : memref<1211xi8, #tpu.memory_space<smem>>
        %89 = arith.extsi %88 : i8 to i32
        %90 = arith.addi %89, %40 : i32
        %c1_i32 = arith.constant 1 : i32
        %91 = arith.subi %c1_i32, %arg23 : i32
        %c512_i32 = arith.constant 512 : i32
        %92 = arith.muli %90, %c512_i32 : i32
        %93 = tpu.assume_multiple %92, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %94 = arith.muli %90, %c512_i32 : i32
        %95 = tpu.assume_multiple %94, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %96 = arith.muli %90, %c512_i32 : i32
        %97 = tpu.assume_multiple %96, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %98 = arith.muli %90, %c512_i32 : i32
        %99 = tpu.assume_multiple %98, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %100 = tpu.memref_slice %arg20[%91, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %101 = tpu.memref_squeeze %100 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %102 = tpu.memref_slice %arg16[%91, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %103 = tpu.memref_squeeze %102 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %104 = tpu.memref_slice %arg8[%86, %93, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %105 = tpu.memref_squeeze %104 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%105 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%103 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%101 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %106 = tpu.memref_slice %arg20[%91, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %107 = tpu.memref_squeeze %106 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %108 = tpu.memref_slice %arg17[%91, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %109 = tpu.memref_squeeze %108 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %110 = tpu.memref_slice %arg9[%86, %95, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %111 = tpu.memref_squeeze %110 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%111 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%109 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%107 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %112 = tpu.memref_slice %arg20[%91, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %113 = tpu.memref_squeeze %112 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg18[%91, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %115 = tpu.memref_squeeze %114 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg10[%86, %c0_i32, %97] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %117 = tpu.memref_squeeze %116 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%117 : memref<1x512xf32, #tpu.memory_space<any>>) target(%115 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%113 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %118 = tpu.memref_slice %arg20[%91, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %119 = tpu.memref_squeeze %118 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %120 = tpu.memref_slice %arg19[%91, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %121 = tpu.memref_squeeze %120 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %122 = tpu.memref_slice %arg11[%86, %c0_i32, %99] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %123 = tpu.memref_squeeze %122 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%123 : memref<1x512xf32, #tpu.memory_space<any>>) target(%121 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%119 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %44 = arith.addi %1, %c0_i32 : i32
      %45 = arith.index_cast %arg21 : i32 to index
      %46 = memref.load %arg3[%45] : memref<1211xi8, #tpu.memory_space<smem>>
      %47 = arith.extsi %46 : i8 to i32
      %48 = arith.addi %47, %arg22 : i32
      %c512_i32 = arith.constant 512 : i32
      %49 = arith.muli %48, %c512_i32 : i32
      %50 = tpu.assume_multiple %49, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %51 = arith.muli %48, %c512_i32 : i32
      %52 = tpu.assume_multiple %51, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %53 = arith.muli %48, %c512_i32 : i32
      %54 = tpu.assume_multiple %53, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %55 = arith.muli %48, %c512_i32 : i32
      %56 = tpu.assume_multiple %55, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg20[%arg23, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg8[%44, %50, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%62 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%60 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %63 = tpu.memref_slice %arg20[%arg23, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg9[%44, %52, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%66 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %69 = tpu.memref_slice %arg20[%arg23, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg18[%arg23, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg10[%44, %c0_i32, %54] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%72 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %75 = tpu.memref_slice %arg20[%arg23, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg19[%arg23, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg11[%44, %c0_i32, %56] : memref<8x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%80 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%78 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %81 = arith.index_cast %arg21 : i32 to index
      %82 = memref.load %arg5[%81] : memref<1211xi8, #tpu.memory_space<smem>>
      %83 = arith.extsi %82 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %84 = arith.addi %c0_i32, %c2_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      scf.for %arg24 = %c0_i32 to %84 step %c1_i32  : i32 {
        %c256_i32 = arith.constant 256 : i32
        %86 = arith.muli %arg24, %c256_i32 : i32
        %87 = tpu.assume_multiple %86, 256 : i32
        %88 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %89 = vector.load %arg16[%88, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %90 = vector.shape_cast %89 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %91 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg17[%91, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %93 = vector.shape_cast %92 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %94 = arith.index_cast %87 : i32 to index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg6[%c0, %94, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %96 = vector.shape_cast %95 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %97 = tpu.matmul %96, %90, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %98 = vector.broadcast %cst_xf22304 : f32 to vector<256x512xf32>
        %99 = arith.mulf %97, %98 : vector<256x512xf32>
        %c2_i32 = arith.constant 2 : i32
        %100 = arith.cmpi eq, %83, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %48, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %102 = arith.muli %2, %c512_i32 : i32
        %103 = arith.addi %102, %86 : i32
        %104 = tpu.iota {dimensions = array<i32: 1>} : vector<256x512xi32>
        %105 = tpu.iota {dimensions = array<i32: 0>} : vector<256x512xi32>
        %106 = arith.subi %103, %101 : i32
        %c1_i32 = arith.constant 1 : i32
        %107 = arith.cmpi eq, %44, %c1_i32 : i32
        %c1023_i32 = arith.constant 1023 : i32
        %c511_i32 = arith.constant 511 : i32
        %108 = arith.select %107, %c1023_i32, %c511_i32 : i32
        %c2_i32 = arith.constant 2 : i32
        %109 = arith.cmpi eq, %44, %c2_i32 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %110 = arith.select %109, %c2047_i32, %108 : i32
        %c3_i32 = arith.constant 3 : i32
        %111 = arith.cmpi eq, %44, %c3_i32 : i32
        %c4095_i32 = arith.constant 4095 : i32
        %112 = arith.select %111, %c4095_i32, %110 : i32
        %c4_i32 = arith.constant 4 : i32
        %113 = arith.cmpi eq, %44, %c4_i32 : i32
        %c8191_i32 = arith.constant 8191 : i32
        %114 = arith.select %113, %c8191_i32, %112 : i32
        %c5_i32 = arith.constant 5 : i32
        %115 = arith.cmpi eq, %44, %c5_i32 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %116 = arith.select %115, %c16383_i32, %114 : i32
        %c6_i32 = arith.constant 6 : i32
        %117 = arith.cmpi eq, %44, %c6_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %118 = arith.select %117, %c1073741824_i32, %116 : i32
        %c7_i32 = arith.constant 7 : i32
        %119 = arith.cmpi eq, %44, %c7_i32 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %120 = arith.select %119, %c1073741824_i32, %118 : i32
        %121 = arith.subi %105, %104 : vector<256x512xi32>
        %122 = arith.addi %120, %106 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %123 = arith.select %100, %c1073741824_i32, %122 : i32
        %c0_i32 = arith.constant 0 : i32
        %124 = arith.subi %c0_i32, %106 : i32
        %c1073741824_i32 = arith.constant 1073741824 : i32
        %125 = arith.select %100, %c1073741824_i32, %124 : i32
        %c0_i32 = arith.constant 0 : i32
        %126 = arith.subi %c0_i32, %123 : i32
        %127 = vector.broadcast %126 : i32 to vector<256x512xi32>
        %128 = arith.cmpi sge, %121, %127 : vector<256x512xi32>
        %129 = vector.broadcast %125 : i32 to vector<256x512xi32>
        %130 = arith.cmpi sle, %121, %129 : vector<256x512xi32>
        %131 = arith.andi %128, %130 : vector<256x512xi1>
        %132 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg18[%132, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %134 = vector.shape_cast %133 : vector<1x1x512xf32> to vector<1x512xf32>
        %135 = vector.broadcast %134 : vector<1x512xf32> to vector<256x512xf32>
        %136 = arith.subf %99, %135 : vector<256x512xf32>
        %137 = math.exp %136 : vector<256x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %138 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x512xf32>
        %139 = arith.select %131, %137, %138 : vector<256x512xi1>, vector<256x512xf32>
        %140 = arith.index_cast %87 : i32 to index
        %c0 = arith.constant 0 : index
        %141 = vector.load %arg15[%140, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %142 = arith.truncf %139 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %143 = tpu.matmul %142, %93, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %144 = arith.addf %141, %143 : vector<256x128xf32>
        %145 = arith.index_cast %87 : i32 to index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg15[%145, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %147 = vector.shape_cast %146 : vector<256x128xf32> to vector<256x128xf32>
        %148 = vector.shape_cast %144 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg15[%145, %c0], %148 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0 = arith.constant 0 : index
        %149 = arith.index_cast %87 : i32 to index
        %c0 = arith.constant 0 : index
        %150 = vector.load %arg7[%c0, %149, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %151 = vector.shape_cast %150 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %152 = tpu.matmul %151, %93, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %153 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %154 = vector.load %arg19[%153, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %155 = vector.shape_cast %154 : vector<1x1x512xf32> to vector<1x512xf32>
        %156 = vector.broadcast %155 : vector<1x512xf32> to vector<256x512xf32>
        %157 = arith.subf %152, %156 : vector<256x512xf32>
        %158 = arith.mulf %139, %157 : vector<256x512xf32>
        %159 = arith.index_cast %87 : i32 to index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg14[%159, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %161 = arith.truncf %158 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %162 = tpu.matmul %161, %90, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %163 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %164 = arith.mulf %162, %163 : vector<256x128xf32>
        %165 = arith.addf %160, %164 : vector<256x128xf32>
        %166 = arith.index_cast %87 : i32 to index
        %c0 = arith.constant 0 : index
        %167 = vector.load %arg14[%166, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %168 = vector.shape_cast %167 : vector<256x128xf32> to vector<256x128xf32>
        %169 = vector.shape_cast %165 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg14[%166, %c0], %169 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      }
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %85 = arith.subi %c1_i32, %arg23 : i32
      scf.yield %38, %40, %85 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %22 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %23 = arith.truncf %22 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %24 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %25 = vector.shape_cast %24 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %26 = vector.shape_cast %23 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %26 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %27 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %28 = arith.truncf %27 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %29 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %30 = vector.shape_cast %29 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %31 = vector.shape_cast %28 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg13[%c0, %c0, %c0], %31 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<513xi16, #tpu.memory_space<smem>>, %arg3: memref<1211xi8, #tpu.memory_space<smem>>, %arg4: memref<1211xi8, #tpu.memory_space<smem>>, %arg5: memref<1211xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
