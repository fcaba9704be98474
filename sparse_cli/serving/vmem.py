"""What the serving kernel (``serving.kernel``) keeps in VMEM (``backends.vmem``): its work item's
query and output blocks, the sinks and draft-tree rows, the double-buffered pages of one kv
step and the softmax state — the shapes its ``pallas_call`` declares, read from the contract —
and an allowance for its body's spilled values. Jax-free: ``classify`` judges it.

``tests/test_vmem.py`` holds the buffers to the lowered kernel's memrefs and the estimate to
the compiler's scoped VMEM.
"""

from __future__ import annotations

from sparse_cli.backends.vmem import KernelVmem, block, scratch
from sparse_cli.serving.contract import ServingContract

#: Kernel name in the lowered program (``serving.kernel.KERNEL_NAME``, which imports jax).
KERNEL = "sparse_ragged_paged_attention"
#: Score-sized values (a work item's rows x one kv step's tokens, float32) per kv head that
#: the compiler spills, at most (the kv heads' bodies are unrolled), measured deviceless on v5e
#: over head dimensions 64 and 128, 4 to 8 query heads per kv head, bfloat16 and float32, one
#: to 32 pages per step: up to 1.6 with jax 0.12's libtpu 0.0.50, 4.8 with jax 0.10's libtpu 0.0.42 (a bound a quarter above).
SPILLED_SCORES = 6.0


def serving_vmem(contract: ServingContract) -> KernelVmem:
    """The serving kernel's VMEM for ``contract``."""
    s = contract.shape
    group = s.num_heads // s.kv_heads
    rows, tokens = contract.block_q * group, contract.kv_pages_per_block * s.page_size
    buffers = [block("queries", (s.kv_heads, rows, s.head_dim), s.dtype), block("sinks", (s.kv_heads, rows, 1), "float32")]
    if contract.max_draft:
        buffers.append(block("draft tree rows", (rows, contract.max_draft), "float32"))
    buffers += [block("output", (s.kv_heads, rows, s.head_dim), s.dtype),
                scratch("kv pages (two DMA slots)", (2, contract.kv_pages_per_block, s.page_size, 2 * s.kv_heads, s.head_dim), s.dtype),
                scratch("softmax max", (s.kv_heads, rows, 1), "float32"), scratch("softmax sum", (s.kv_heads, rows, 1), "float32"),
                scratch("output accumulator", (s.kv_heads, rows, s.head_dim), "float32")]
    return KernelVmem(kernel=KERNEL, buffers=buffers, spill_bytes=round(SPILLED_SCORES * s.kv_heads * rows * tokens * 4))
