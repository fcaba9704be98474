module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17xi8>, %arg1: tensor<32xi8>, %arg2: tensor<32xi8>, %arg3: tensor<32xi8>, %arg4: tensor<3x256x512xi8>, %arg5: tensor<9xi8>, %arg6: tensor<13xi8>, %arg7: tensor<13xi8>, %arg8: tensor<13xi8>, %arg9: tensor<3x512x256xi8>, %arg10: tensor<8x4096x256xbf16>, %arg11: tensor<1x4096x256xbf16>, %arg12: tensor<1x4096x256xbf16>) -> (tensor<8x4096x256xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<8x4096x256xbf16>, tensor<i32>) -> tensor<8x4096x256xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:f3c8aa7fb747110384a444c7f2e769548470bb64784a98806409101da5391819\22, \22cost_estimate\22: {\22bytes_accessed\22: 360710144, \22flops\22: 83751862272, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 81788928}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<32xi8>, tensor<32xi8>, tensor<32xi8>, tensor<8x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>) -> tensor<8x4096x256xbf16>
    return %3 : tensor<8x4096x256xbf16>
  }
  func.func private @_pad(%arg0: tensor<8x4096x256xbf16>, %arg1: tensor<i32>) -> tensor<8x4096x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x4096x256xbf16>, tensor<bf16>) -> tensor<8x4096x256xbf16>
    return %1 : tensor<8x4096x256xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<1x4096x256xbf16>, %arg1: tensor<i32>) -> tensor<1x4096x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x4096x256xbf16>, tensor<bf16>) -> tensor<1x4096x256xbf16>
    return %1 : tensor<1x4096x256xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:f3c8aa7fb747110384a444c7f2e769548470bb64784a98806409101da5391819
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>, %arg6: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x4096x256xbf16, #tpu.memory_space<any>>, %arg8: memref<1x4096x256xbf16, #tpu.memory_space<any>>, %arg9: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg10: memref<256x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<256x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<256x256xf32, #tpu.memory_space<vmem>>, %arg13: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg14: memref<2x512x256xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 16>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 256, 256>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 256, 256>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c16_i32 = arith.constant 16 : i32
    %3 = arith.remsi %0, %c16_i32 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %4 = vector.broadcast %cst_xbef082 : f32 to vector<256x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg10[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %6 = vector.shape_cast %5 : vector<256x128xf32> to vector<256x128xf32>
    %7 = vector.shape_cast %4 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg10[%c0, %c0], %7 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %10 = vector.shape_cast %9 : vector<256x128xf32> to vector<256x128xf32>
    %11 = vector.shape_cast %8 : vector<256x128xf32> to vector<256x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %11 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %12 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x256xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg12[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
    %14 = vector.shape_cast %13 : vector<256x256xf32> to vector<256x256xf32>
    %15 = vector.shape_cast %12 : vector<256x256xf32> to vector<256x256xf32>
    tpu.vector_store %arg12[%c0, %c0], %15 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
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
      %41 = memref.load %arg3[%40] : memref<32xi8, #tpu.memory_space<smem>>
      %42 = arith.extsi %41 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %43 = arith.addi %42, %c0_i32 : i32
      %c8_i32 = arith.constant 8 : i32
      %44 = arith.divsi %39, %c8_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %45 = arith.muli %43, %c512_i32 : i32
      %46 = tpu.assume_multiple %45, 512 : i32
      %c8_i32 = arith.constant 8 : i32
      %47 = arith.divsi %39, %c8_i32 : i32
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
      %54 = tpu.memref_slice %arg7[%44, %46, %c0_i32] : memref<1x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
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
      %60 = tpu.memref_slice %arg8[%47, %49, %c0_i32] : memref<1x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
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
      %41 = memref.load %arg4[%40] : memref<32xi8, #tpu.memory_space<smem>>
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
        %141 = arith.addi %2, %c0_i32 : i32
        %142 = arith.index_cast %45 : i32 to index
        %143 = memref.load %arg3[%142] : memref<32xi8, #tpu.memory_space<smem>>
        %144 = arith.extsi %143 : i8 to i32
        %145 = arith.addi %144, %47 : i32
        %c1_i32 = arith.constant 1 : i32
        %146 = arith.subi %c1_i32, %arg18 : i32
        %c8_i32 = arith.constant 8 : i32
        %147 = arith.divsi %141, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %148 = arith.muli %145, %c512_i32 : i32
        %149 = tpu.assume_multiple %148, 512 : i32
        %c8_i32 = arith.constant 8 : i32
        %150 = arith.divsi %141, %c8_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %151 = arith.muli %145, %c512_i32 : i32
        %152 = tpu.assume_multiple %151, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %153 = tpu.memref_slice %arg15[%146, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %154 = tpu.memref_squeeze %153 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %155 = tpu.memref_slice %arg13[%146, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %156 = tpu.memref_squeeze %155 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %157 = tpu.memref_slice %arg7[%147, %149, %c0_i32] : memref<1x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %158 = tpu.memref_squeeze %157 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%158 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%156 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%154 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %159 = tpu.memref_slice %arg15[%146, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %160 = tpu.memref_squeeze %159 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %161 = tpu.memref_slice %arg14[%146, %c0_i32, %c0_i32] : memref<2x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %162 = tpu.memref_squeeze %161 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %163 = tpu.memref_slice %arg8[%150, %152, %c0_i32] : memref<1x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %164 = tpu.memref_squeeze %163 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%164 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%162 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%160 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %51 = arith.addi %2, %c0_i32 : i32
      %52 = arith.index_cast %arg16 : i32 to index
      %53 = memref.load %arg3[%52] : memref<32xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.addi %54, %arg17 : i32
      %c8_i32 = arith.constant 8 : i32
      %56 = arith.divsi %51, %c8_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %55, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c8_i32 = arith.constant 8 : i32
      %59 = arith.divsi %51, %c8_i32 : i32
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
      %66 = tpu.memref_slice %arg7[%56, %58, %c0_i32] : memref<1x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
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
      %72 = tpu.memref_slice %arg8[%59, %61, %c0_i32] : memref<1x4096x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%73 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%71 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
      %74 = arith.index_cast %arg16 : i32 to index
      %75 = memref.load %arg5[%74] : memref<32xi8, #tpu.memory_space<smem>>
      %76 = arith.extsi %75 : i8 to i32
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %77 = vector.load %arg6[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
      %78 = vector.shape_cast %77 : vector<1x256x256xbf16> to vector<256x256xbf16>
      %79 = arith.index_cast %arg18 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %80 = vector.load %arg13[%79, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %81 = vector.shape_cast %80 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
      %82 = tpu.matmul %78, %81, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
      %cst_x7f9d07 = arith.constant 6.250000e-02 : f32
      %83 = vector.broadcast %cst_x7f9d07 : f32 to vector<256x512xf32>
      %84 = arith.mulf %82, %83 : vector<256x512xf32>
      %c2_i32 = arith.constant 2 : i32
      %85 = arith.cmpi eq, %76, %c2_i32 : i32
      %c256_i32 = arith.constant 256 : i32
      %86 = arith.muli %3, %c256_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %87 = arith.muli %55, %c512_i32 : i32
      %88 = tpu.iota {dimensions = array<i32: 0>} : vector<256x512xi32>
      %89 = tpu.iota {dimensions = array<i32: 1>} : vector<256x512xi32>
      %90 = vector.broadcast %86 : i32 to vector<256x512xi32>
      %91 = arith.addi %90, %88 : vector<256x512xi32>
      %92 = vector.broadcast %87 : i32 to vector<256x512xi32>
      %93 = arith.addi %92, %89 : vector<256x512xi32>
      %94 = arith.cmpi sle, %93, %91 : vector<256x512xi32>
      %c1280_i32 = arith.constant 1280 : i32
      %95 = vector.broadcast %c1280_i32 : i32 to vector<256x512xi32>
      %96 = arith.cmpi slt, %93, %95 : vector<256x512xi32>
      %97 = arith.ori %94, %96 : vector<256x512xi1>
      %98 = vector.broadcast %85 : i1 to vector<256x512xi1>
      %99 = arith.ori %97, %98 : vector<256x512xi1>
      %cst_xbef082 = arith.constant 0xFF800000 : f32
      %100 = vector.broadcast %cst_xbef082 : f32 to vector<256x512xf32>
      %101 = arith.select %99, %84, %100 : vector<256x512xi1>, vector<256x512xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %102 = vector.load %arg10[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
      %cst_xe8bd18 = arith.constant dense<0xFF800000> : vector<256xf32>
      %103 = vector.multi_reduction <maximumf>, %101, %cst_xe8bd18 [1] : vector<256x512xf32> to vector<256xf32>
      %104 = vector.shape_cast %103 : vector<256xf32> to vector<256x1xf32>
      %105 = vector.broadcast %104 : vector<256x1xf32> to vector<256x128xf32>
      %106 = arith.maximumf %102, %105 : vector<256x128xf32>
      %cst_xbef082 = arith.constant 0xFF800000 : f32
      %107 = vector.broadcast %cst_xbef082 : f32 to vector<256x128xf32>
      %108 = arith.cmpf oeq, %106, %107 : vector<256x128xf32>
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %109 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x128xf32>
      %110 = arith.select %108, %109, %106 : vector<256x128xi1>, vector<256x128xf32>
      %111 = tpu.concatenate %110, %110, %110, %110 in 1 : vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32>, vector<256x128xf32> -> vector<256x512xf32>
      %112 = arith.subf %101, %111 : vector<256x512xf32>
      %113 = math.exp %112 : vector<256x512xf32>
      %114 = arith.subf %102, %110 : vector<256x128xf32>
      %115 = math.exp %114 : vector<256x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %116 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
      %117 = arith.mulf %115, %116 : vector<256x128xf32>
      %cst_x61647b = arith.constant dense<0.000000e+00> : vector<256xf32>
      %118 = vector.multi_reduction <add>, %113, %cst_x61647b [1] : vector<256x512xf32> to vector<256xf32>
      %119 = vector.shape_cast %118 : vector<256xf32> to vector<256x1xf32>
      %120 = vector.broadcast %119 : vector<256x1xf32> to vector<256x128xf32>
      %121 = arith.addf %117, %120 : vector<256x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %122 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
      %123 = vector.shape_cast %122 : vector<256x128xf32> to vector<256x128xf32>
      %124 = vector.shape_cast %121 : vector<256x128xf32> to vector<256x128xf32>
      tpu.vector_store %arg11[%c0, %c0], %124 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      %125 = arith.index_cast %arg18 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %126 = vector.load %arg14[%125, %c0, %c0] : memref<2x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %127 = vector.shape_cast %126 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %128 = tpu.concatenate %115, %115 in 1 : vector<256x128xf32>, vector<256x128xf32> -> vector<256x256xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %129 = vector.load %arg12[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
      %130 = arith.mulf %128, %129 : vector<256x256xf32>
      %131 = arith.truncf %113 : vector<256x512xf32> to vector<256x512xbf16>
      %cst_xd937c0 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
      %132 = tpu.matmul %131, %127, %cst_xd937c0 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x256xbf16>, vector<256x256xf32> -> vector<256x256xf32>
      %133 = arith.addf %130, %132 : vector<256x256xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %134 = vector.load %arg12[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
      %135 = vector.shape_cast %134 : vector<256x256xf32> to vector<256x256xf32>
      %136 = vector.shape_cast %133 : vector<256x256xf32> to vector<256x256xf32>
      tpu.vector_store %arg12[%c0, %c0], %136 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %137 = vector.load %arg10[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
      %138 = vector.shape_cast %137 : vector<256x128xf32> to vector<256x128xf32>
      %139 = vector.shape_cast %106 : vector<256x128xf32> to vector<256x128xf32>
      tpu.vector_store %arg10[%c0, %c0], %139 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %140 = arith.subi %c1_i32, %arg18 : i32
      scf.yield %45, %47, %140 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %27 = vector.load %arg11[%c0, %c0] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %28 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x128xf32>
    %29 = arith.cmpf ogt, %27, %28 : vector<256x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg12[%c0, %c0] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %31 = vector.broadcast %cst_x65a06e : f32 to vector<256x128xf32>
    %32 = arith.select %29, %27, %31 : vector<256x128xi1>, vector<256x128xf32>
    %33 = tpu.concatenate %32, %32 in 1 : vector<256x128xf32>, vector<256x128xf32> -> vector<256x256xf32>
    %34 = arith.divf %30, %33 : vector<256x256xf32>
    %35 = arith.truncf %34 : vector<256x256xf32> to vector<256x256xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %36 = vector.load %arg9[%c0, %c0, %c0] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
    %37 = vector.shape_cast %36 : vector<1x256x256xbf16> to vector<256x256xbf16>
    %38 = vector.shape_cast %35 : vector<256x256xbf16> to vector<1x256x256xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %38 {strides = array<i32>} : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
