module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi8>, %arg1: tensor<123xi8>, %arg2: tensor<123xi8>, %arg3: tensor<123xi8>, %arg4: tensor<33xi8>, %arg5: tensor<123xi8>, %arg6: tensor<123xi8>, %arg7: tensor<123xi8>, %arg8: tensor<12x16384x64xbf16>, %arg9: tensor<12x16384x64xbf16>, %arg10: tensor<12x16384x64xbf16>) -> (tensor<12x16384x64xbf16> {jax.result_info = "result[0]"}, tensor<12x16384x64xbf16> {jax.result_info = "result[1][0]"}, tensor<12x16384x64xbf16> {jax.result_info = "result[1][1]"}, tensor<12x16384x64xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %1 = call @_pad(%arg9, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %2 = call @_pad(%arg10, %c) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:67eca8e541207030cf2b1139b4a9868be06f4d05ec876618c52387147831467d\22, \22cost_estimate\22: {\22bytes_accessed\22: 292552704, \22flops\22: 124017180672, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<123xi8>, tensor<123xi8>, tensor<123xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>) -> (tensor<12x16384x64xbf16>, tensor<12x1x16384xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xf32>
    %5 = stablehlo.convert %3#0 : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<12x16384x64xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<12x16384x64xf32>, tensor<f32>) -> tensor<12x16384xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<12x16384xf32>) -> tensor<12x1x16384xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:7db9b68ad5c6d67ac70719084cc1bd58de249dc08951c58c340b9c333be73497\22, \22cost_estimate\22: {\22bytes_accessed\22: 317718528, \22flops\22: 186025771008, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<123xi8>, tensor<123xi8>, tensor<123xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x1x16384xf32>, tensor<12x1x16384xf32>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:79755e862b91ca51f8082225260ce985aafda93234ae2f7f604f0aaa4ee8bf74\22, \22cost_estimate\22: {\22bytes_accessed\22: 342884352, \22flops\22: 248034361344, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<123xi8>, tensor<123xi8>, tensor<123xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x1x16384xf32>, tensor<12x1x16384xf32>) -> (tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:67eca8e541207030cf2b1139b4a9868be06f4d05ec876618c52387147831467d
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg8: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 32>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32_0 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32_0 : i32
    %cst = arith.constant 0xFF800000 : f32
    %4 = vector.broadcast %cst : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %5 = vector.load %arg11[%c0, %c0_1] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %6 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    %7 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg11[%c0, %c0_1], %7 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_2 = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_2 : f32 to vector<512x128xf32>
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %9 = vector.load %arg12[%c0_3, %c0_4] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %10 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    %11 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0_3, %c0_4], %11 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_5 = arith.constant 0.000000e+00 : f32
    %12 = vector.broadcast %cst_5 : f32 to vector<512x64xf32>
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %13 = vector.load %arg13[%c0_6, %c0_7] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %14 = vector.shape_cast %13 : vector<512x64xf32> to vector<512x64xf32>
    %15 = vector.shape_cast %12 : vector<512x64xf32> to vector<512x64xf32>
    tpu.vector_store %arg13[%c0_6, %c0_7], %15 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
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
    %c0_i32_8 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32_8 : i32
    scf.if %25 {
      %c0_i32_29 = arith.constant 0 : i32
      %56 = arith.addi %2, %c0_i32_29 : i32
      %57 = arith.index_cast %18 : i32 to index
      %58 = memref.load %arg3[%57] : memref<123xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %c0_i32_30 = arith.constant 0 : i32
      %60 = arith.addi %59, %c0_i32_30 : i32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.muli %60, %c512_i32 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c512_i32_31 = arith.constant 512 : i32
      %63 = arith.muli %60, %c512_i32_31 : i32
      %64 = tpu.assume_multiple %63, 512 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg16[%c0_i32_33, %c0_i32_34] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_35 = arith.constant 0 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg14[%c0_i32_32, %c0_i32_35, %c0_i32_36] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_37 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg7[%56, %62, %c0_i32_37] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%70 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%68 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_38 = arith.constant 0 : i32
      %c0_i32_39 = arith.constant 0 : i32
      %c1_i32_40 = arith.constant 1 : i32
      %71 = tpu.memref_slice %arg16[%c0_i32_39, %c1_i32_40] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_41 = arith.constant 0 : i32
      %c0_i32_42 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg15[%c0_i32_38, %c0_i32_41, %c0_i32_42] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_43 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg8[%56, %64, %c0_i32_43] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%76 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%74 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_9 = arith.constant 0 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %26:3 = scf.while (%arg17 = %18, %arg18 = %c0_i32_9, %arg19 = %c0_i32_10) : (i32, i32, i32) -> (i32, i32, i32) {
      %56 = arith.cmpi slt, %arg17, %22 : i32
      scf.condition(%56) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32_29 = arith.constant 1 : i32
      %56 = arith.addi %arg18, %c1_i32_29 : i32
      %57 = arith.index_cast %arg17 : i32 to index
      %58 = memref.load %arg4[%57] : memref<123xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %60 = arith.cmpi sge, %56, %59 : i32
      %c1_i32_30 = arith.constant 1 : i32
      %61 = arith.addi %arg17, %c1_i32_30 : i32
      %62 = arith.select %60, %61, %arg17 : i32
      %c1_i32_31 = arith.constant 1 : i32
      %63 = arith.addi %arg18, %c1_i32_31 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %64 = arith.select %60, %c0_i32_32, %63 : i32
      %65 = arith.cmpi slt, %62, %22 : i32
      %66 = arith.extui %65 : i1 to i32
      %c0_i32_33 = arith.constant 0 : i32
      %67 = arith.cmpi ne, %66, %c0_i32_33 : i32
      scf.if %67 {
        %c0_i32_78 = arith.constant 0 : i32
        %178 = arith.addi %2, %c0_i32_78 : i32
        %179 = arith.index_cast %62 : i32 to index
        %180 = memref.load %arg3[%179] : memref<123xi8, #tpu.memory_space<smem>>
        %181 = arith.extsi %180 : i8 to i32
        %182 = arith.addi %181, %64 : i32
        %c1_i32_79 = arith.constant 1 : i32
        %183 = arith.subi %c1_i32_79, %arg19 : i32
        %c512_i32_80 = arith.constant 512 : i32
        %184 = arith.muli %182, %c512_i32_80 : i32
        %185 = tpu.assume_multiple %184, 512 : i32
        %c512_i32_81 = arith.constant 512 : i32
        %186 = arith.muli %182, %c512_i32_81 : i32
        %187 = tpu.assume_multiple %186, 512 : i32
        %c0_i32_82 = arith.constant 0 : i32
        %188 = tpu.memref_slice %arg16[%183, %c0_i32_82] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %189 = tpu.memref_squeeze %188 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_83 = arith.constant 0 : i32
        %c0_i32_84 = arith.constant 0 : i32
        %190 = tpu.memref_slice %arg14[%183, %c0_i32_83, %c0_i32_84] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %191 = tpu.memref_squeeze %190 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_85 = arith.constant 0 : i32
        %192 = tpu.memref_slice %arg7[%178, %185, %c0_i32_85] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %193 = tpu.memref_squeeze %192 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%193 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%191 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%189 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_86 = arith.constant 1 : i32
        %194 = tpu.memref_slice %arg16[%183, %c1_i32_86] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %195 = tpu.memref_squeeze %194 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_87 = arith.constant 0 : i32
        %c0_i32_88 = arith.constant 0 : i32
        %196 = tpu.memref_slice %arg15[%183, %c0_i32_87, %c0_i32_88] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %197 = tpu.memref_squeeze %196 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_89 = arith.constant 0 : i32
        %198 = tpu.memref_slice %arg8[%178, %187, %c0_i32_89] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %199 = tpu.memref_squeeze %198 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%199 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%197 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%195 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_34 = arith.constant 0 : i32
      %68 = arith.addi %2, %c0_i32_34 : i32
      %69 = arith.index_cast %arg17 : i32 to index
      %70 = memref.load %arg3[%69] : memref<123xi8, #tpu.memory_space<smem>>
      %71 = arith.extsi %70 : i8 to i32
      %72 = arith.addi %71, %arg18 : i32
      %c512_i32 = arith.constant 512 : i32
      %73 = arith.muli %72, %c512_i32 : i32
      %74 = tpu.assume_multiple %73, 512 : i32
      %c512_i32_35 = arith.constant 512 : i32
      %75 = arith.muli %72, %c512_i32_35 : i32
      %76 = tpu.assume_multiple %75, 512 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg16[%arg19, %c0_i32_36] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_37 = arith.constant 0 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg14[%arg19, %c0_i32_37, %c0_i32_38] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_39 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg7[%68, %74, %c0_i32_39] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %82 = tpu.memref_squeeze %81 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%82 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%80 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_40 = arith.constant 1 : i32
      %83 = tpu.memref_slice %arg16[%arg19, %c1_i32_40] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %84 = tpu.memref_squeeze %83 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_41 = arith.constant 0 : i32
      %c0_i32_42 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg15[%arg19, %c0_i32_41, %c0_i32_42] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %86 = tpu.memref_squeeze %85 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_43 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg8[%68, %76, %c0_i32_43] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %88 = tpu.memref_squeeze %87 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%84 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%88 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%86 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %89 = arith.index_cast %arg17 : i32 to index
      %90 = memref.load %arg5[%89] : memref<123xi8, #tpu.memory_space<smem>>
      %91 = arith.extsi %90 : i8 to i32
      %c0_44 = arith.constant 0 : index
      %c0_45 = arith.constant 0 : index
      %c0_46 = arith.constant 0 : index
      %92 = vector.load %arg6[%c0_44, %c0_45, %c0_46] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %93 = vector.shape_cast %92 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %94 = arith.index_cast %arg19 : i32 to index
      %c0_47 = arith.constant 0 : index
      %c0_48 = arith.constant 0 : index
      %95 = vector.load %arg14[%94, %c0_47, %c0_48] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %96 = vector.shape_cast %95 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %cst_49 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %97 = tpu.matmul %93, %96, %cst_49 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_50 = arith.constant 0.180336878 : f32
      %98 = vector.broadcast %cst_50 : f32 to vector<512x512xf32>
      %99 = arith.mulf %97, %98 : vector<512x512xf32>
      %c2_i32 = arith.constant 2 : i32
      %100 = arith.cmpi eq, %91, %c2_i32 : i32
      %c512_i32_51 = arith.constant 512 : i32
      %101 = arith.muli %3, %c512_i32_51 : i32
      %c512_i32_52 = arith.constant 512 : i32
      %102 = arith.muli %72, %c512_i32_52 : i32
      %103 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %104 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %105 = vector.broadcast %101 : i32 to vector<512x512xi32>
      %106 = arith.addi %105, %103 : vector<512x512xi32>
      %107 = vector.broadcast %102 : i32 to vector<512x512xi32>
      %108 = arith.addi %107, %104 : vector<512x512xi32>
      %109 = arith.subi %108, %106 : vector<512x512xi32>
      %c-512_i32 = arith.constant -512 : i32
      %110 = vector.broadcast %c-512_i32 : i32 to vector<512x512xi32>
      %111 = arith.cmpi sge, %109, %110 : vector<512x512xi32>
      %c512_i32_53 = arith.constant 512 : i32
      %112 = vector.broadcast %c512_i32_53 : i32 to vector<512x512xi32>
      %113 = arith.cmpi sle, %109, %112 : vector<512x512xi32>
      %114 = arith.andi %111, %113 : vector<512x512xi1>
      %115 = arith.cmpi eq, %106, %106 : vector<512x512xi32>
      %116 = arith.cmpi eq, %108, %108 : vector<512x512xi32>
      %117 = arith.andi %115, %116 : vector<512x512xi1>
      %c0_i32_54 = arith.constant 0 : i32
      %118 = vector.broadcast %c0_i32_54 : i32 to vector<512x512xi32>
      %119 = arith.cmpi sge, %106, %118 : vector<512x512xi32>
      %120 = arith.andi %117, %119 : vector<512x512xi1>
      %c128_i32 = arith.constant 128 : i32
      %121 = vector.broadcast %c128_i32 : i32 to vector<512x512xi32>
      %122 = arith.cmpi slt, %106, %121 : vector<512x512xi32>
      %123 = arith.andi %120, %122 : vector<512x512xi1>
      %124 = arith.cmpi eq, %106, %106 : vector<512x512xi32>
      %125 = arith.cmpi eq, %108, %108 : vector<512x512xi32>
      %126 = arith.andi %124, %125 : vector<512x512xi1>
      %c0_i32_55 = arith.constant 0 : i32
      %127 = vector.broadcast %c0_i32_55 : i32 to vector<512x512xi32>
      %128 = arith.cmpi sge, %108, %127 : vector<512x512xi32>
      %129 = arith.andi %126, %128 : vector<512x512xi1>
      %c128_i32_56 = arith.constant 128 : i32
      %130 = vector.broadcast %c128_i32_56 : i32 to vector<512x512xi32>
      %131 = arith.cmpi slt, %108, %130 : vector<512x512xi32>
      %132 = arith.andi %129, %131 : vector<512x512xi1>
      %133 = arith.ori %123, %132 : vector<512x512xi1>
      %134 = arith.ori %114, %133 : vector<512x512xi1>
      %135 = vector.broadcast %100 : i1 to vector<512x512xi1>
      %136 = arith.ori %134, %135 : vector<512x512xi1>
      %cst_57 = arith.constant 0xFF800000 : f32
      %137 = vector.broadcast %cst_57 : f32 to vector<512x512xf32>
      %138 = arith.select %136, %99, %137 : vector<512x512xi1>, vector<512x512xf32>
      %c0_58 = arith.constant 0 : index
      %c0_59 = arith.constant 0 : index
      %139 = vector.load %arg11[%c0_58, %c0_59] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_60 = arith.constant dense<0xFF800000> : vector<512xf32>
      %140 = vector.multi_reduction <maximumf>, %138, %cst_60 [1] : vector<512x512xf32> to vector<512xf32>
      %141 = vector.shape_cast %140 : vector<512xf32> to vector<512x1xf32>
      %142 = vector.broadcast %141 : vector<512x1xf32> to vector<512x128xf32>
      %143 = arith.maximumf %139, %142 : vector<512x128xf32>
      %cst_61 = arith.constant 0xFF800000 : f32
      %144 = vector.broadcast %cst_61 : f32 to vector<512x128xf32>
      %145 = arith.cmpf oeq, %143, %144 : vector<512x128xf32>
      %cst_62 = arith.constant 0.000000e+00 : f32
      %146 = vector.broadcast %cst_62 : f32 to vector<512x128xf32>
      %147 = arith.select %145, %146, %143 : vector<512x128xi1>, vector<512x128xf32>
      %148 = tpu.concatenate %147, %147, %147, %147 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
      %149 = arith.subf %138, %148 : vector<512x512xf32>
      %150 = math.exp2 %149 : vector<512x512xf32>
      %151 = arith.subf %139, %147 : vector<512x128xf32>
      %152 = math.exp2 %151 : vector<512x128xf32>
      %c0_63 = arith.constant 0 : index
      %c0_64 = arith.constant 0 : index
      %153 = vector.load %arg12[%c0_63, %c0_64] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %154 = arith.mulf %152, %153 : vector<512x128xf32>
      %cst_65 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %155 = vector.multi_reduction <add>, %150, %cst_65 [1] : vector<512x512xf32> to vector<512xf32>
      %156 = vector.shape_cast %155 : vector<512xf32> to vector<512x1xf32>
      %157 = vector.broadcast %156 : vector<512x1xf32> to vector<512x128xf32>
      %158 = arith.addf %154, %157 : vector<512x128xf32>
      %c0_66 = arith.constant 0 : index
      %c0_67 = arith.constant 0 : index
      %159 = vector.load %arg12[%c0_66, %c0_67] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %160 = vector.shape_cast %159 : vector<512x128xf32> to vector<512x128xf32>
      %161 = vector.shape_cast %158 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_66, %c0_67], %161 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %162 = arith.index_cast %arg19 : i32 to index
      %c0_68 = arith.constant 0 : index
      %c0_69 = arith.constant 0 : index
      %163 = vector.load %arg15[%162, %c0_68, %c0_69] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %164 = vector.shape_cast %163 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %165 = vector.extract_strided_slice %152 {offsets = [0, 0], sizes = [512, 64], strides = [1, 1]} : vector<512x128xf32> to vector<512x64xf32>
      %c0_70 = arith.constant 0 : index
      %c0_71 = arith.constant 0 : index
      %166 = vector.load %arg13[%c0_70, %c0_71] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %167 = arith.mulf %165, %166 : vector<512x64xf32>
      %168 = arith.truncf %150 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_72 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
      %169 = tpu.matmul %168, %164, %cst_72 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
      %170 = arith.addf %167, %169 : vector<512x64xf32>
      %c0_73 = arith.constant 0 : index
      %c0_74 = arith.constant 0 : index
      %171 = vector.load %arg13[%c0_73, %c0_74] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %172 = vector.shape_cast %171 : vector<512x64xf32> to vector<512x64xf32>
      %173 = vector.shape_cast %170 : vector<512x64xf32> to vector<512x64xf32>
      tpu.vector_store %arg13[%c0_73, %c0_74], %173 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
      %c0_75 = arith.constant 0 : index
      %c0_76 = arith.constant 0 : index
      %174 = vector.load %arg11[%c0_75, %c0_76] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %175 = vector.shape_cast %174 : vector<512x128xf32> to vector<512x128xf32>
      %176 = vector.shape_cast %143 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_75, %c0_76], %176 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_77 = arith.constant 1 : i32
      %177 = arith.subi %c1_i32_77, %arg19 : i32
      scf.yield %62, %64, %177 : i32, i32, i32
    }
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    %27 = vector.load %arg12[%c0_11, %c0_12] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_13 = arith.constant 0.000000e+00 : f32
    %28 = vector.broadcast %cst_13 : f32 to vector<512x128xf32>
    %29 = arith.cmpf ogt, %27, %28 : vector<512x128xf32>
    %c0_14 = arith.constant 0 : index
    %c0_15 = arith.constant 0 : index
    %30 = vector.load %arg13[%c0_14, %c0_15] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %cst_16 = arith.constant 1.000000e+00 : f32
    %31 = vector.broadcast %cst_16 : f32 to vector<512x128xf32>
    %32 = arith.select %29, %27, %31 : vector<512x128xi1>, vector<512x128xf32>
    %33 = vector.extract_strided_slice %32 {offsets = [0, 0], sizes = [512, 64], strides = [1, 1]} : vector<512x128xf32> to vector<512x64xf32>
    %34 = arith.divf %30, %33 : vector<512x64xf32>
    %35 = arith.truncf %34 : vector<512x64xf32> to vector<512x64xbf16>
    %c0_17 = arith.constant 0 : index
    %c0_18 = arith.constant 0 : index
    %c0_19 = arith.constant 0 : index
    %36 = vector.load %arg9[%c0_17, %c0_18, %c0_19] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %37 = vector.shape_cast %36 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %38 = vector.shape_cast %35 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg9[%c0_17, %c0_18, %c0_19], %38 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
    %c0_20 = arith.constant 0 : index
    %c0_21 = arith.constant 0 : index
    %39 = vector.load %arg11[%c0_20, %c0_21] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_22 = arith.constant 1.000000e+00 : f32
    %40 = vector.broadcast %cst_22 : f32 to vector<512x128xf32>
    %41 = arith.select %29, %27, %40 : vector<512x128xi1>, vector<512x128xf32>
    %42 = math.log %41 : vector<512x128xf32>
    %cst_23 = arith.constant 2.000000e+00 : f32
    %43 = math.log %cst_23 : f32
    %44 = vector.broadcast %43 : f32 to vector<512x128xf32>
    %45 = arith.divf %42, %44 : vector<512x128xf32>
    %46 = arith.addf %39, %45 : vector<512x128xf32>
    %cst_24 = arith.constant 1.44269502 : f32
    %47 = vector.broadcast %cst_24 : f32 to vector<512x128xf32>
    %48 = arith.divf %46, %47 : vector<512x128xf32>
    %cst_25 = arith.constant 0xFF800000 : f32
    %49 = vector.broadcast %cst_25 : f32 to vector<512x128xf32>
    %50 = arith.select %29, %48, %49 : vector<512x128xi1>, vector<512x128xf32>
    %51 = tpu.transpose %50, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %52 = vector.extract_strided_slice %51 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0_26 = arith.constant 0 : index
    %c0_27 = arith.constant 0 : index
    %c0_28 = arith.constant 0 : index
    %53 = vector.load %arg10[%c0_26, %c0_27, %c0_28] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %54 = vector.shape_cast %53 : vector<1x1x512xf32> to vector<1x512xf32>
    %55 = vector.shape_cast %52 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0_26, %c0_27, %c0_28], %55 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %c0_i32_2, %4 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:7db9b68ad5c6d67ac70719084cc1bd58de249dc08951c58c340b9c333be73497
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg11: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg12: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 32>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32_0 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32_0 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst : f32 to vector<512x64xf32>
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %5 = vector.load %arg13[%c0, %c0_1] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %6 = vector.shape_cast %5 : vector<512x64xf32> to vector<512x64xf32>
    %7 = vector.shape_cast %4 : vector<512x64xf32> to vector<512x64xf32>
    tpu.vector_store %arg13[%c0, %c0_1], %7 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
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
    %c0_i32_2 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_2 : i32
    scf.if %17 {
      %c0_i32_10 = arith.constant 0 : i32
      %24 = arith.addi %2, %c0_i32_10 : i32
      %25 = arith.index_cast %10 : i32 to index
      %26 = memref.load %arg3[%25] : memref<123xi8, #tpu.memory_space<smem>>
      %27 = arith.extsi %26 : i8 to i32
      %c0_i32_11 = arith.constant 0 : i32
      %28 = arith.addi %27, %c0_i32_11 : i32
      %c512_i32 = arith.constant 512 : i32
      %29 = arith.muli %28, %c512_i32 : i32
      %30 = tpu.assume_multiple %29, 512 : i32
      %c512_i32_12 = arith.constant 512 : i32
      %31 = arith.muli %28, %c512_i32_12 : i32
      %32 = tpu.assume_multiple %31, 512 : i32
      %c0_i32_13 = arith.constant 0 : i32
      %c0_i32_14 = arith.constant 0 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %33 = tpu.memref_slice %arg16[%c0_i32_14, %c0_i32_15] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %34 = tpu.memref_squeeze %33 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_16 = arith.constant 0 : i32
      %c0_i32_17 = arith.constant 0 : i32
      %35 = tpu.memref_slice %arg14[%c0_i32_13, %c0_i32_16, %c0_i32_17] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %36 = tpu.memref_squeeze %35 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_18 = arith.constant 0 : i32
      %37 = tpu.memref_slice %arg10[%24, %30, %c0_i32_18] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %38 = tpu.memref_squeeze %37 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%38 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%36 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%34 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_19 = arith.constant 0 : i32
      %c0_i32_20 = arith.constant 0 : i32
      %c1_i32_21 = arith.constant 1 : i32
      %39 = tpu.memref_slice %arg16[%c0_i32_20, %c1_i32_21] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %40 = tpu.memref_squeeze %39 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_22 = arith.constant 0 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %41 = tpu.memref_slice %arg15[%c0_i32_19, %c0_i32_22, %c0_i32_23] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %42 = tpu.memref_squeeze %41 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_24 = arith.constant 0 : i32
      %43 = tpu.memref_slice %arg11[%24, %32, %c0_i32_24] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %44 = tpu.memref_squeeze %43 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%44 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%42 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%40 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_3 = arith.constant 0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %18:3 = scf.while (%arg17 = %10, %arg18 = %c0_i32_3, %arg19 = %c0_i32_4) : (i32, i32, i32) -> (i32, i32, i32) {
      %24 = arith.cmpi slt, %arg17, %14 : i32
      scf.condition(%24) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32_10 = arith.constant 1 : i32
      %24 = arith.addi %arg18, %c1_i32_10 : i32
      %25 = arith.index_cast %arg17 : i32 to index
      %26 = memref.load %arg4[%25] : memref<123xi8, #tpu.memory_space<smem>>
      %27 = arith.extsi %26 : i8 to i32
      %28 = arith.cmpi sge, %24, %27 : i32
      %c1_i32_11 = arith.constant 1 : i32
      %29 = arith.addi %arg17, %c1_i32_11 : i32
      %30 = arith.select %28, %29, %arg17 : i32
      %c1_i32_12 = arith.constant 1 : i32
      %31 = arith.addi %arg18, %c1_i32_12 : i32
      %c0_i32_13 = arith.constant 0 : i32
      %32 = arith.select %28, %c0_i32_13, %31 : i32
      %33 = arith.cmpi slt, %30, %14 : i32
      %34 = arith.extui %33 : i1 to i32
      %c0_i32_14 = arith.constant 0 : i32
      %35 = arith.cmpi ne, %34, %c0_i32_14 : i32
      scf.if %35 {
        %c0_i32_59 = arith.constant 0 : i32
        %137 = arith.addi %2, %c0_i32_59 : i32
        %138 = arith.index_cast %30 : i32 to index
        %139 = memref.load %arg3[%138] : memref<123xi8, #tpu.memory_space<smem>>
        %140 = arith.extsi %139 : i8 to i32
        %141 = arith.addi %140, %32 : i32
        %c1_i32_60 = arith.constant 1 : i32
        %142 = arith.subi %c1_i32_60, %arg19 : i32
        %c512_i32_61 = arith.constant 512 : i32
        %143 = arith.muli %141, %c512_i32_61 : i32
        %144 = tpu.assume_multiple %143, 512 : i32
        %c512_i32_62 = arith.constant 512 : i32
        %145 = arith.muli %141, %c512_i32_62 : i32
        %146 = tpu.assume_multiple %145, 512 : i32
        %c0_i32_63 = arith.constant 0 : i32
        %147 = tpu.memref_slice %arg16[%142, %c0_i32_63] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %148 = tpu.memref_squeeze %147 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_64 = arith.constant 0 : i32
        %c0_i32_65 = arith.constant 0 : i32
        %149 = tpu.memref_slice %arg14[%142, %c0_i32_64, %c0_i32_65] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %150 = tpu.memref_squeeze %149 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_66 = arith.constant 0 : i32
        %151 = tpu.memref_slice %arg10[%137, %144, %c0_i32_66] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %152 = tpu.memref_squeeze %151 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%152 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%150 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%148 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_67 = arith.constant 1 : i32
        %153 = tpu.memref_slice %arg16[%142, %c1_i32_67] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %154 = tpu.memref_squeeze %153 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_68 = arith.constant 0 : i32
        %c0_i32_69 = arith.constant 0 : i32
        %155 = tpu.memref_slice %arg15[%142, %c0_i32_68, %c0_i32_69] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %156 = tpu.memref_squeeze %155 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_70 = arith.constant 0 : i32
        %157 = tpu.memref_slice %arg11[%137, %146, %c0_i32_70] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %158 = tpu.memref_squeeze %157 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%158 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%156 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%154 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_15 = arith.constant 0 : i32
      %36 = arith.addi %2, %c0_i32_15 : i32
      %37 = arith.index_cast %arg17 : i32 to index
      %38 = memref.load %arg3[%37] : memref<123xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.addi %39, %arg18 : i32
      %c512_i32 = arith.constant 512 : i32
      %41 = arith.muli %40, %c512_i32 : i32
      %42 = tpu.assume_multiple %41, 512 : i32
      %c512_i32_16 = arith.constant 512 : i32
      %43 = arith.muli %40, %c512_i32_16 : i32
      %44 = tpu.assume_multiple %43, 512 : i32
      %c0_i32_17 = arith.constant 0 : i32
      %45 = tpu.memref_slice %arg16[%arg19, %c0_i32_17] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %46 = tpu.memref_squeeze %45 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_18 = arith.constant 0 : i32
      %c0_i32_19 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg14[%arg19, %c0_i32_18, %c0_i32_19] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %48 = tpu.memref_squeeze %47 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_20 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg10[%36, %42, %c0_i32_20] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %50 = tpu.memref_squeeze %49 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%46 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%50 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%48 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_21 = arith.constant 1 : i32
      %51 = tpu.memref_slice %arg16[%arg19, %c1_i32_21] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_22 = arith.constant 0 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg15[%arg19, %c0_i32_22, %c0_i32_23] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_24 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg11[%36, %44, %c0_i32_24] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%54 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %57 = arith.index_cast %arg17 : i32 to index
      %58 = memref.load %arg5[%57] : memref<123xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %60 = arith.index_cast %arg19 : i32 to index
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %61 = vector.load %arg14[%60, %c0_25, %c0_26] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %62 = vector.shape_cast %61 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %63 = vector.load %arg6[%c0_27, %c0_28, %c0_29] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %64 = vector.shape_cast %63 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %cst_30 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %65 = tpu.matmul %64, %62, %cst_30 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_31 = arith.constant 0.180336878 : f32
      %66 = vector.broadcast %cst_31 : f32 to vector<512x512xf32>
      %67 = arith.mulf %65, %66 : vector<512x512xf32>
      %c2_i32 = arith.constant 2 : i32
      %68 = arith.cmpi eq, %59, %c2_i32 : i32
      %c512_i32_32 = arith.constant 512 : i32
      %69 = arith.muli %3, %c512_i32_32 : i32
      %c512_i32_33 = arith.constant 512 : i32
      %70 = arith.muli %40, %c512_i32_33 : i32
      %71 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %72 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %73 = vector.broadcast %69 : i32 to vector<512x512xi32>
      %74 = arith.addi %73, %71 : vector<512x512xi32>
      %75 = vector.broadcast %70 : i32 to vector<512x512xi32>
      %76 = arith.addi %75, %72 : vector<512x512xi32>
      %77 = arith.subi %76, %74 : vector<512x512xi32>
      %c-512_i32 = arith.constant -512 : i32
      %78 = vector.broadcast %c-512_i32 : i32 to vector<512x512xi32>
      %79 = arith.cmpi sge, %77, %78 : vector<512x512xi32>
      %c512_i32_34 = arith.constant 512 : i32
      %80 = vector.broadcast %c512_i32_34 : i32 to vector<512x512xi32>
      %81 = arith.cmpi sle, %77, %80 : vector<512x512xi32>
      %82 = arith.andi %79, %81 : vector<512x512xi1>
      %83 = arith.cmpi eq, %74, %74 : vector<512x512xi32>
      %84 = arith.cmpi eq, %76, %76 : vector<512x512xi32>
      %85 = arith.andi %83, %84 : vector<512x512xi1>
      %c0_i32_35 = arith.constant 0 : i32
      %86 = vector.broadcast %c0_i32_35 : i32 to vector<512x512xi32>
      %87 = arith.cmpi sge, %74, %86 : vector<512x512xi32>
      %88 = arith.andi %85, %87 : vector<512x512xi1>
      %c128_i32 = arith.constant 128 : i32
      %89 = vector.broadcast %c128_i32 : i32 to vector<512x512xi32>
      %90 = arith.cmpi slt, %74, %89 : vector<512x512xi32>
      %91 = arith.andi %88, %90 : vector<512x512xi1>
      %92 = arith.cmpi eq, %74, %74 : vector<512x512xi32>
      %93 = arith.cmpi eq, %76, %76 : vector<512x512xi32>
      %94 = arith.andi %92, %93 : vector<512x512xi1>
      %c0_i32_36 = arith.constant 0 : i32
      %95 = vector.broadcast %c0_i32_36 : i32 to vector<512x512xi32>
      %96 = arith.cmpi sge, %76, %95 : vector<512x512xi32>
      %97 = arith.andi %94, %96 : vector<512x512xi1>
      %c128_i32_37 = arith.constant 128 : i32
      %98 = vector.broadcast %c128_i32_37 : i32 to vector<512x512xi32>
      %99 = arith.cmpi slt, %76, %98 : vector<512x512xi32>
      %100 = arith.andi %97, %99 : vector<512x512xi1>
      %101 = arith.ori %91, %100 : vector<512x512xi1>
      %102 = arith.ori %82, %101 : vector<512x512xi1>
      %103 = vector.broadcast %68 : i1 to vector<512x512xi1>
      %104 = arith.ori %102, %103 : vector<512x512xi1>
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %105 = vector.load %arg8[%c0_38, %c0_39, %c0_40] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %106 = vector.shape_cast %105 : vector<1x1x512xf32> to vector<512xf32>
      %107 = vector.shape_cast %106 : vector<512xf32> to vector<512x1xf32>
      %cst_41 = arith.constant 1.44269502 : f32
      %108 = vector.broadcast %cst_41 : f32 to vector<512x1xf32>
      %109 = arith.mulf %107, %108 : vector<512x1xf32>
      %110 = vector.broadcast %109 : vector<512x1xf32> to vector<512x512xf32>
      %111 = arith.subf %67, %110 : vector<512x512xf32>
      %112 = math.exp2 %111 : vector<512x512xf32>
      %cst_42 = arith.constant 0.000000e+00 : f32
      %113 = vector.broadcast %cst_42 : f32 to vector<512x512xf32>
      %114 = arith.select %104, %112, %113 : vector<512x512xi1>, vector<512x512xf32>
      %c0_43 = arith.constant 0 : index
      %c0_44 = arith.constant 0 : index
      %c0_45 = arith.constant 0 : index
      %115 = vector.load %arg7[%c0_43, %c0_44, %c0_45] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %116 = vector.shape_cast %115 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %117 = arith.index_cast %arg19 : i32 to index
      %c0_46 = arith.constant 0 : index
      %c0_47 = arith.constant 0 : index
      %118 = vector.load %arg15[%117, %c0_46, %c0_47] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %119 = vector.shape_cast %118 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %cst_48 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %120 = tpu.matmul %116, %119, %cst_48 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_49 = arith.constant 0 : index
      %c0_50 = arith.constant 0 : index
      %c0_51 = arith.constant 0 : index
      %121 = vector.load %arg9[%c0_49, %c0_50, %c0_51] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %122 = vector.shape_cast %121 : vector<1x1x512xf32> to vector<512xf32>
      %123 = vector.shape_cast %122 : vector<512xf32> to vector<512x1xf32>
      %124 = vector.broadcast %123 : vector<512x1xf32> to vector<512x512xf32>
      %125 = arith.subf %120, %124 : vector<512x512xf32>
      %126 = arith.mulf %114, %125 : vector<512x512xf32>
      %c0_52 = arith.constant 0 : index
      %c0_53 = arith.constant 0 : index
      %127 = vector.load %arg13[%c0_52, %c0_53] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %128 = arith.truncf %126 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_54 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
      %129 = tpu.matmul %128, %62, %cst_54 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
      %cst_55 = arith.constant 1.250000e-01 : f32
      %130 = vector.broadcast %cst_55 : f32 to vector<512x64xf32>
      %131 = arith.mulf %129, %130 : vector<512x64xf32>
      %132 = arith.addf %127, %131 : vector<512x64xf32>
      %c0_56 = arith.constant 0 : index
      %c0_57 = arith.constant 0 : index
      %133 = vector.load %arg13[%c0_56, %c0_57] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %134 = vector.shape_cast %133 : vector<512x64xf32> to vector<512x64xf32>
      %135 = vector.shape_cast %132 : vector<512x64xf32> to vector<512x64xf32>
      tpu.vector_store %arg13[%c0_56, %c0_57], %135 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
      %c1_i32_58 = arith.constant 1 : i32
      %136 = arith.subi %c1_i32_58, %arg19 : i32
      scf.yield %30, %32, %136 : i32, i32, i32
    }
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %19 = vector.load %arg13[%c0_5, %c0_6] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %20 = arith.truncf %19 : vector<512x64xf32> to vector<512x64xbf16>
    %c0_7 = arith.constant 0 : index
    %c0_8 = arith.constant 0 : index
    %c0_9 = arith.constant 0 : index
    %21 = vector.load %arg12[%c0_7, %c0_8, %c0_9] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %22 = vector.shape_cast %21 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %23 = vector.shape_cast %20 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg12[%c0_7, %c0_8, %c0_9], %23 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %c0_i32_2, %4 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %c0_i32_2, %4 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:79755e862b91ca51f8082225260ce985aafda93234ae2f7f604f0aaa4ee8bf74
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg9: memref<12x16384x64xbf16, #tpu.memory_space<any>>, %arg10: memref<12x1x16384xf32, #tpu.memory_space<any>>, %arg11: memref<12x1x16384xf32, #tpu.memory_space<any>>, %arg12: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x512x64xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg19: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 32>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 64>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32_0 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32_0 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst : f32 to vector<512x64xf32>
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %5 = vector.load %arg14[%c0, %c0_1] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %6 = vector.shape_cast %5 : vector<512x64xf32> to vector<512x64xf32>
    %7 = vector.shape_cast %4 : vector<512x64xf32> to vector<512x64xf32>
    tpu.vector_store %arg14[%c0, %c0_1], %7 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
    %cst_2 = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_2 : f32 to vector<512x64xf32>
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %9 = vector.load %arg15[%c0_3, %c0_4] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %10 = vector.shape_cast %9 : vector<512x64xf32> to vector<512x64xf32>
    %11 = vector.shape_cast %8 : vector<512x64xf32> to vector<512x64xf32>
    tpu.vector_store %arg15[%c0_3, %c0_4], %11 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
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
    %c0_i32_5 = arith.constant 0 : i32
    %21 = arith.cmpi ne, %20, %c0_i32_5 : i32
    scf.if %21 {
      %c0_i32_18 = arith.constant 0 : i32
      %33 = arith.addi %2, %c0_i32_18 : i32
      %34 = arith.index_cast %14 : i32 to index
      %35 = memref.load %arg3[%34] : memref<123xi8, #tpu.memory_space<smem>>
      %36 = arith.extsi %35 : i8 to i32
      %c0_i32_19 = arith.constant 0 : i32
      %37 = arith.addi %36, %c0_i32_19 : i32
      %c512_i32 = arith.constant 512 : i32
      %38 = arith.muli %37, %c512_i32 : i32
      %39 = tpu.assume_multiple %38, 512 : i32
      %c512_i32_20 = arith.constant 512 : i32
      %40 = arith.muli %37, %c512_i32_20 : i32
      %41 = tpu.assume_multiple %40, 512 : i32
      %c512_i32_21 = arith.constant 512 : i32
      %42 = arith.muli %37, %c512_i32_21 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %c512_i32_22 = arith.constant 512 : i32
      %44 = arith.muli %37, %c512_i32_22 : i32
      %45 = tpu.assume_multiple %44, 512 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg20[%c0_i32_24, %c0_i32_25] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %47 = tpu.memref_squeeze %46 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_26 = arith.constant 0 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg16[%c0_i32_23, %c0_i32_26, %c0_i32_27] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %49 = tpu.memref_squeeze %48 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_28 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg8[%33, %39, %c0_i32_28] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %51 = tpu.memref_squeeze %50 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%51 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%49 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%47 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_29 = arith.constant 0 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %c1_i32_31 = arith.constant 1 : i32
      %52 = tpu.memref_slice %arg20[%c0_i32_30, %c1_i32_31] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %53 = tpu.memref_squeeze %52 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg17[%c0_i32_29, %c0_i32_32, %c0_i32_33] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %55 = tpu.memref_squeeze %54 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_34 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg9[%33, %41, %c0_i32_34] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %57 = tpu.memref_squeeze %56 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%57 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%55 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%53 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_35 = arith.constant 0 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %58 = tpu.memref_slice %arg20[%c0_i32_36, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_37 = arith.constant 0 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg18[%c0_i32_35, %c0_i32_37, %c0_i32_38] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_39 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg10[%33, %c0_i32_39, %43] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%63 : memref<1x512xf32, #tpu.memory_space<any>>) target(%61 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_40 = arith.constant 0 : i32
      %c0_i32_41 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %64 = tpu.memref_slice %arg20[%c0_i32_41, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_42 = arith.constant 0 : i32
      %c0_i32_43 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg19[%c0_i32_40, %c0_i32_42, %c0_i32_43] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_44 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg11[%33, %c0_i32_44, %45] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<1x512xf32, #tpu.memory_space<any>>) target(%67 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_6 = arith.constant 0 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %22:3 = scf.while (%arg21 = %14, %arg22 = %c0_i32_6, %arg23 = %c0_i32_7) : (i32, i32, i32) -> (i32, i32, i32) {
      %33 = arith.cmpi slt, %arg21, %18 : i32
      scf.condition(%33) %arg21, %arg22, %arg23 : i32, i32, i32
    } do {
    ^bb0(%arg21: i32, %arg22: i32, %arg23: i32):
      %c1_i32_18 = arith.constant 1 : i32
      %33 = arith.addi %arg22, %c1_i32_18 : i32
      %34 = arith.index_cast %arg21 : i32 to index
      %35 = memref.load %arg4[%34] : memref<123xi8, #tpu.memory_space<smem>>
      %36 = arith.extsi %35 : i8 to i32
      %37 = arith.cmpi sge, %33, %36 : i32
      %c1_i32_19 = arith.constant 1 : i32
      %38 = arith.addi %arg21, %c1_i32_19 : i32
      %39 = arith.select %37, %38, %arg21 : i32
      %c1_i32_20 = arith.constant 1 : i32
      %40 = arith.addi %arg22, %c1_i32_20 : i32
      %c0_i32_21 = arith.constant 0 : i32
      %41 = arith.select %37, %c0_i32_21, %40 : i32
      %42 = arith.cmpi slt, %39, %18 : i32
      %43 = arith.extui %42 : i1 to i32
      %c0_i32_22 = arith.constant 0 : i32
      %44 = arith.cmpi ne, %43, %c0_i32_22 : i32
      scf.if %44 {
        %c0_i32_79 = arith.constant 0 : i32
        %169 = arith.addi %2, %c0_i32_79 : i32
        %170 = arith.index_cast %39 : i32 to index
        %171 = memref.load %arg3[%170] : memref<123xi8, #tpu.memory_space<smem>>
        %172 = arith.extsi %171 : i8 to i32
        %173 = arith.addi %172, %41 : i32
        %c1_i32_80 = arith.constant 1 : i32
        %174 = arith.subi %c1_i32_80, %arg23 : i32
        %c512_i32_81 = arith.constant 512 : i32
        %175 = arith.muli %173, %c512_i32_81 : i32
        %176 = tpu.assume_multiple %175, 512 : i32
        %c512_i32_82 = arith.constant 512 : i32
        %177 = arith.muli %173, %c512_i32_82 : i32
        %178 = tpu.assume_multiple %177, 512 : i32
        %c512_i32_83 = arith.constant 512 : i32
        %179 = arith.muli %173, %c512_i32_83 : i32
        %180 = tpu.assume_multiple %179, 512 : i32
        %c512_i32_84 = arith.constant 512 : i32
        %181 = arith.muli %173, %c512_i32_84 : i32
        %182 = tpu.assume_multiple %181, 512 : i32
        %c0_i32_85 = arith.constant 0 : i32
        %183 = tpu.memref_slice %arg20[%174, %c0_i32_85] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %184 = tpu.memref_squeeze %183 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_86 = arith.constant 0 : i32
        %c0_i32_87 = arith.constant 0 : i32
        %185 = tpu.memref_slice %arg16[%174, %c0_i32_86, %c0_i32_87] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %186 = tpu.memref_squeeze %185 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_88 = arith.constant 0 : i32
        %187 = tpu.memref_slice %arg8[%169, %176, %c0_i32_88] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %188 = tpu.memref_squeeze %187 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%188 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%186 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%184 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_89 = arith.constant 1 : i32
        %189 = tpu.memref_slice %arg20[%174, %c1_i32_89] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %190 = tpu.memref_squeeze %189 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_90 = arith.constant 0 : i32
        %c0_i32_91 = arith.constant 0 : i32
        %191 = tpu.memref_slice %arg17[%174, %c0_i32_90, %c0_i32_91] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
        %192 = tpu.memref_squeeze %191 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32_92 = arith.constant 0 : i32
        %193 = tpu.memref_slice %arg9[%169, %178, %c0_i32_92] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
        %194 = tpu.memref_squeeze %193 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%194 : memref<512x64xbf16, #tpu.memory_space<any>>) target(%192 : memref<512x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%190 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_93 = arith.constant 2 : i32
        %195 = tpu.memref_slice %arg20[%174, %c2_i32_93] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %196 = tpu.memref_squeeze %195 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_94 = arith.constant 0 : i32
        %c0_i32_95 = arith.constant 0 : i32
        %197 = tpu.memref_slice %arg18[%174, %c0_i32_94, %c0_i32_95] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %198 = tpu.memref_squeeze %197 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32_96 = arith.constant 0 : i32
        %199 = tpu.memref_slice %arg10[%169, %c0_i32_96, %180] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %200 = tpu.memref_squeeze %199 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%200 : memref<1x512xf32, #tpu.memory_space<any>>) target(%198 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%196 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32_97 = arith.constant 3 : i32
        %201 = tpu.memref_slice %arg20[%174, %c3_i32_97] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %202 = tpu.memref_squeeze %201 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_98 = arith.constant 0 : i32
        %c0_i32_99 = arith.constant 0 : i32
        %203 = tpu.memref_slice %arg19[%174, %c0_i32_98, %c0_i32_99] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %204 = tpu.memref_squeeze %203 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32_100 = arith.constant 0 : i32
        %205 = tpu.memref_slice %arg11[%169, %c0_i32_100, %182] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %206 = tpu.memref_squeeze %205 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%206 : memref<1x512xf32, #tpu.memory_space<any>>) target(%204 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%202 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_23 = arith.constant 0 : i32
      %45 = arith.addi %2, %c0_i32_23 : i32
      %46 = arith.index_cast %arg21 : i32 to index
      %47 = memref.load %arg3[%46] : memref<123xi8, #tpu.memory_space<smem>>
      %48 = arith.extsi %47 : i8 to i32
      %49 = arith.addi %48, %arg22 : i32
      %c512_i32 = arith.constant 512 : i32
      %50 = arith.muli %49, %c512_i32 : i32
      %51 = tpu.assume_multiple %50, 512 : i32
      %c512_i32_24 = arith.constant 512 : i32
      %52 = arith.muli %49, %c512_i32_24 : i32
      %53 = tpu.assume_multiple %52, 512 : i32
      %c512_i32_25 = arith.constant 512 : i32
      %54 = arith.muli %49, %c512_i32_25 : i32
      %55 = tpu.assume_multiple %54, 512 : i32
      %c512_i32_26 = arith.constant 512 : i32
      %56 = arith.muli %49, %c512_i32_26 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg20[%arg23, %c0_i32_27] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_28 = arith.constant 0 : i32
      %c0_i32_29 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg16[%arg23, %c0_i32_28, %c0_i32_29] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_30 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg8[%45, %51, %c0_i32_30] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%63 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%61 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_31 = arith.constant 1 : i32
      %64 = tpu.memref_slice %arg20[%arg23, %c1_i32_31] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_32 = arith.constant 0 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg17[%arg23, %c0_i32_32, %c0_i32_33] : memref<2x512x64xbf16, #tpu.memory_space<vmem>> -> memref<1x512x64xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x64xbf16, #tpu.memory_space<vmem>> -> memref<512x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32_34 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg9[%45, %53, %c0_i32_34] : memref<12x16384x64xbf16, #tpu.memory_space<any>> -> memref<1x512x64xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x64xbf16, #tpu.memory_space<any>> -> memref<512x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<512x64xbf16, #tpu.memory_space<any>>) dst(%67 : memref<512x64xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %70 = tpu.memref_slice %arg20[%arg23, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_35 = arith.constant 0 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg18[%arg23, %c0_i32_35, %c0_i32_36] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_37 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg10[%45, %c0_i32_37, %55] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%73 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %76 = tpu.memref_slice %arg20[%arg23, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_38 = arith.constant 0 : i32
      %c0_i32_39 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg19[%arg23, %c0_i32_38, %c0_i32_39] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_40 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg11[%45, %c0_i32_40, %57] : memref<12x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%81 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%79 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %82 = arith.index_cast %arg21 : i32 to index
      %83 = memref.load %arg5[%82] : memref<123xi8, #tpu.memory_space<smem>>
      %84 = arith.extsi %83 : i8 to i32
      %85 = arith.index_cast %arg23 : i32 to index
      %c0_41 = arith.constant 0 : index
      %c0_42 = arith.constant 0 : index
      %86 = vector.load %arg16[%85, %c0_41, %c0_42] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %87 = vector.shape_cast %86 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %88 = arith.index_cast %arg23 : i32 to index
      %c0_43 = arith.constant 0 : index
      %c0_44 = arith.constant 0 : index
      %89 = vector.load %arg17[%88, %c0_43, %c0_44] : memref<2x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %90 = vector.shape_cast %89 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %c0_45 = arith.constant 0 : index
      %c0_46 = arith.constant 0 : index
      %c0_47 = arith.constant 0 : index
      %91 = vector.load %arg6[%c0_45, %c0_46, %c0_47] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %92 = vector.shape_cast %91 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %cst_48 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %93 = tpu.matmul %92, %87, %cst_48 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_49 = arith.constant 0.180336878 : f32
      %94 = vector.broadcast %cst_49 : f32 to vector<512x512xf32>
      %95 = arith.mulf %93, %94 : vector<512x512xf32>
      %c2_i32_50 = arith.constant 2 : i32
      %96 = arith.cmpi eq, %84, %c2_i32_50 : i32
      %c512_i32_51 = arith.constant 512 : i32
      %97 = arith.muli %49, %c512_i32_51 : i32
      %c512_i32_52 = arith.constant 512 : i32
      %98 = arith.muli %3, %c512_i32_52 : i32
      %99 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %100 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %101 = vector.broadcast %97 : i32 to vector<512x512xi32>
      %102 = arith.addi %101, %99 : vector<512x512xi32>
      %103 = vector.broadcast %98 : i32 to vector<512x512xi32>
      %104 = arith.addi %103, %100 : vector<512x512xi32>
      %105 = arith.subi %104, %102 : vector<512x512xi32>
      %c-512_i32 = arith.constant -512 : i32
      %106 = vector.broadcast %c-512_i32 : i32 to vector<512x512xi32>
      %107 = arith.cmpi sge, %105, %106 : vector<512x512xi32>
      %c512_i32_53 = arith.constant 512 : i32
      %108 = vector.broadcast %c512_i32_53 : i32 to vector<512x512xi32>
      %109 = arith.cmpi sle, %105, %108 : vector<512x512xi32>
      %110 = arith.andi %107, %109 : vector<512x512xi1>
      %111 = arith.cmpi eq, %102, %102 : vector<512x512xi32>
      %112 = arith.cmpi eq, %104, %104 : vector<512x512xi32>
      %113 = arith.andi %111, %112 : vector<512x512xi1>
      %c0_i32_54 = arith.constant 0 : i32
      %114 = vector.broadcast %c0_i32_54 : i32 to vector<512x512xi32>
      %115 = arith.cmpi sge, %102, %114 : vector<512x512xi32>
      %116 = arith.andi %113, %115 : vector<512x512xi1>
      %c128_i32 = arith.constant 128 : i32
      %117 = vector.broadcast %c128_i32 : i32 to vector<512x512xi32>
      %118 = arith.cmpi slt, %102, %117 : vector<512x512xi32>
      %119 = arith.andi %116, %118 : vector<512x512xi1>
      %120 = arith.cmpi eq, %102, %102 : vector<512x512xi32>
      %121 = arith.cmpi eq, %104, %104 : vector<512x512xi32>
      %122 = arith.andi %120, %121 : vector<512x512xi1>
      %c0_i32_55 = arith.constant 0 : i32
      %123 = vector.broadcast %c0_i32_55 : i32 to vector<512x512xi32>
      %124 = arith.cmpi sge, %104, %123 : vector<512x512xi32>
      %125 = arith.andi %122, %124 : vector<512x512xi1>
      %c128_i32_56 = arith.constant 128 : i32
      %126 = vector.broadcast %c128_i32_56 : i32 to vector<512x512xi32>
      %127 = arith.cmpi slt, %104, %126 : vector<512x512xi32>
      %128 = arith.andi %125, %127 : vector<512x512xi1>
      %129 = arith.ori %119, %128 : vector<512x512xi1>
      %130 = arith.ori %110, %129 : vector<512x512xi1>
      %131 = vector.broadcast %96 : i1 to vector<512x512xi1>
      %132 = arith.ori %130, %131 : vector<512x512xi1>
      %133 = arith.index_cast %arg23 : i32 to index
      %c0_57 = arith.constant 0 : index
      %c0_58 = arith.constant 0 : index
      %134 = vector.load %arg18[%133, %c0_57, %c0_58] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %135 = vector.shape_cast %134 : vector<1x1x512xf32> to vector<1x512xf32>
      %cst_59 = arith.constant 1.44269502 : f32
      %136 = vector.broadcast %cst_59 : f32 to vector<1x512xf32>
      %137 = arith.mulf %135, %136 : vector<1x512xf32>
      %138 = vector.broadcast %137 : vector<1x512xf32> to vector<512x512xf32>
      %139 = arith.subf %95, %138 : vector<512x512xf32>
      %140 = math.exp2 %139 : vector<512x512xf32>
      %cst_60 = arith.constant 0.000000e+00 : f32
      %141 = vector.broadcast %cst_60 : f32 to vector<512x512xf32>
      %142 = arith.select %132, %140, %141 : vector<512x512xi1>, vector<512x512xf32>
      %c0_61 = arith.constant 0 : index
      %c0_62 = arith.constant 0 : index
      %143 = vector.load %arg15[%c0_61, %c0_62] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %144 = arith.truncf %142 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_63 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
      %145 = tpu.matmul %144, %90, %cst_63 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
      %146 = arith.addf %143, %145 : vector<512x64xf32>
      %c0_64 = arith.constant 0 : index
      %c0_65 = arith.constant 0 : index
      %147 = vector.load %arg15[%c0_64, %c0_65] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %148 = vector.shape_cast %147 : vector<512x64xf32> to vector<512x64xf32>
      %149 = vector.shape_cast %146 : vector<512x64xf32> to vector<512x64xf32>
      tpu.vector_store %arg15[%c0_64, %c0_65], %149 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
      %c0_66 = arith.constant 0 : index
      %c0_67 = arith.constant 0 : index
      %c0_68 = arith.constant 0 : index
      %150 = vector.load %arg7[%c0_66, %c0_67, %c0_68] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %151 = vector.shape_cast %150 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %cst_69 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %152 = tpu.matmul %151, %90, %cst_69 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %153 = arith.index_cast %arg23 : i32 to index
      %c0_70 = arith.constant 0 : index
      %c0_71 = arith.constant 0 : index
      %154 = vector.load %arg19[%153, %c0_70, %c0_71] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %155 = vector.shape_cast %154 : vector<1x1x512xf32> to vector<1x512xf32>
      %156 = vector.broadcast %155 : vector<1x512xf32> to vector<512x512xf32>
      %157 = arith.subf %152, %156 : vector<512x512xf32>
      %158 = arith.mulf %142, %157 : vector<512x512xf32>
      %c0_72 = arith.constant 0 : index
      %c0_73 = arith.constant 0 : index
      %159 = vector.load %arg14[%c0_72, %c0_73] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %160 = arith.truncf %158 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_74 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
      %161 = tpu.matmul %160, %87, %cst_74 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
      %cst_75 = arith.constant 1.250000e-01 : f32
      %162 = vector.broadcast %cst_75 : f32 to vector<512x64xf32>
      %163 = arith.mulf %161, %162 : vector<512x64xf32>
      %164 = arith.addf %159, %163 : vector<512x64xf32>
      %c0_76 = arith.constant 0 : index
      %c0_77 = arith.constant 0 : index
      %165 = vector.load %arg14[%c0_76, %c0_77] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %166 = vector.shape_cast %165 : vector<512x64xf32> to vector<512x64xf32>
      %167 = vector.shape_cast %164 : vector<512x64xf32> to vector<512x64xf32>
      tpu.vector_store %arg14[%c0_76, %c0_77], %167 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
      %c1_i32_78 = arith.constant 1 : i32
      %168 = arith.subi %c1_i32_78, %arg23 : i32
      scf.yield %39, %41, %168 : i32, i32, i32
    }
    %c0_8 = arith.constant 0 : index
    %c0_9 = arith.constant 0 : index
    %23 = vector.load %arg14[%c0_8, %c0_9] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %24 = arith.truncf %23 : vector<512x64xf32> to vector<512x64xbf16>
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    %25 = vector.load %arg12[%c0_10, %c0_11, %c0_12] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %26 = vector.shape_cast %25 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %27 = vector.shape_cast %24 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg12[%c0_10, %c0_11, %c0_12], %27 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
    %c0_13 = arith.constant 0 : index
    %c0_14 = arith.constant 0 : index
    %28 = vector.load %arg15[%c0_13, %c0_14] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
    %29 = arith.truncf %28 : vector<512x64xf32> to vector<512x64xbf16>
    %c0_15 = arith.constant 0 : index
    %c0_16 = arith.constant 0 : index
    %c0_17 = arith.constant 0 : index
    %30 = vector.load %arg13[%c0_15, %c0_16, %c0_17] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
    %31 = vector.shape_cast %30 : vector<1x512x64xbf16> to vector<512x64xbf16>
    %32 = vector.shape_cast %29 : vector<512x64xbf16> to vector<1x512x64xbf16>
    tpu.vector_store %arg13[%c0_15, %c0_16, %c0_17], %32 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<123xi8, #tpu.memory_space<smem>>, %arg4: memref<123xi8, #tpu.memory_space<smem>>, %arg5: memref<123xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32_0, %arg1 : i32
    %c32_i32_1 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    return %2, %4, %c0_i32_2 : i32, i32, i32
  }
}
