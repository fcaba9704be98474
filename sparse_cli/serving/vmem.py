"""What the serving kernel (``serving.program``) keeps in VMEM (``backends.vmem``): the sinks
block, the double-buffered pages of one kv step in the cache's layout (``serving.layout``), the
softmax state, the work item's queries and its double-buffered query and output staging, the
draft-tree rows — the shapes its ``pallas_call`` declares, read from the contract — and an
allowance for its body's spilled values. ``classify`` judges it.

``tests/test_vmem.py`` holds the buffers to the lowered kernel's memrefs and the estimate to
the compiler's scoped VMEM.
"""

from __future__ import annotations

from sparse_cli.backends.kernel_core.softmax import OnlineSoftmax
from sparse_cli.backends.vmem import KernelVmem, scratch
from sparse_cli.contract.serving import ServingContract
from sparse_cli.serving.layout import contract_layout

#: Kernel name in the lowered program (``serving.kernel.KERNEL_NAME``, which imports jax).
KERNEL = "sparse_ragged_paged_attention"
#: Score-sized values (a work item's rows x one kv step's tokens, float32) per kv head that
#: the compiler spills, at most (the kv heads' bodies are unrolled), measured deviceless on v5e
#: over head dimensions 64 and 128, 4 to 8 query heads per kv head, bfloat16 and float32, one
#: to 32 pages per step: up to 1.6 with jax 0.12's libtpu 0.0.50, 4.8 with jax 0.10's libtpu 0.0.42 (a bound a quarter above).
SPILLED_SCORES = 6.0


def serving_vmem(contract: ServingContract) -> KernelVmem:
    """The serving kernel's VMEM for ``contract`` (its cache in the layout read in place)."""
    s = contract.shape
    layout = contract_layout(contract)
    rows, tokens = contract.block_q * (s.num_heads // s.kv_heads), contract.kv_pages_per_block * s.page_size
    staged = (2 * contract.block_q, s.num_heads, s.head_dim)  # a window of an item's query tokens, and its shift's room
    state = (s.kv_heads, *OnlineSoftmax(base2=False).state_shape(rows))  # a row's softmax statistic, lane-replicated (sinks: its first)
    # the sinks block never moves (a grid-invariant block, synchronous): one buffer
    buffers = [scratch("sinks", state, "float32")] if contract.sinks else []
    buffers += [scratch("kv pages (two DMA slots)", (2, tokens * layout.rows, layout.width), s.dtype),
                scratch("softmax max", state, "float32"), scratch("softmax sum", state, "float32"),
                scratch("output accumulator", (s.kv_heads, rows, layout.width), "float32"),
                scratch("queries", (s.kv_heads, rows, layout.width), s.dtype),
                scratch("query staging", staged, s.dtype), scratch("output staging", (contract.block_q, s.num_heads, s.head_dim), s.dtype)]
    if contract.max_draft:
        buffers += [scratch("draft tree rows", (rows, contract.max_draft), "float32"),
                    scratch("draft tree staging (two DMA slots)", (2 * contract.block_q, 1, contract.max_draft), "float32")]
    return KernelVmem(kernel=KERNEL, buffers=buffers, spill_bytes=round(SPILLED_SCORES * s.kv_heads * rows * tokens * 4))
