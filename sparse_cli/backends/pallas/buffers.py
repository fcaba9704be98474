"""What each pallas kernel keeps in VMEM (``backends.vmem``): the blocks its BlockSpecs
pipeline, its scratch and DMA buffers — the shapes ``forward.py`` and ``backward.py``
declare, without jax — and the allowance for its body's spilled values.

``tests/test_vmem.py`` holds the buffers to the lowered kernels' own memrefs and the estimate
to the TPU compiler's scoped VMEM over a sweep of blocks, dtypes and head dimensions.
"""

from __future__ import annotations

from sparse_cli.backends.vmem import KernelVmem, VmemBuffer, block, scratch
from sparse_cli.contract import MaskContract, token_rules
from sparse_cli.targets import TARGETS
from sparse_cli.targets import TPU_LANES as LANES

#: Rows of a unit's own block computed at once: a larger block's tiles are computed in chunks of
#: this many rows, in a loop (rows are independent in every pass: a query's softmax, a key's
#: dK/dV), so the kernel body Mosaic compiles is one chunk's. Each chunk pushes the fetched
#: blocks to the MXU again: by the compiler's schedule (Llama 3 128K, v5e), 256-row chunks of
#: 512-row blocks cost 1,343 cycles per forward tile against 1,220 whole (dq 1,838 / 1,630, dK/dV
#: 2,212 / 2,082), for about a third less compile time; 512 keeps the blocks whole.
ROW_CHUNK = 512
#: Slots of a fetched input's DMA buffer: a tile's blocks are copied in this many tiles ahead,
#: less one (``walk.Unit.walk``: two ahead, so each step starts its copy after its tile computes).
DMA_SLOTS = 3
#: Segment ids of a fetched block are stored broadcast over one tile of sublanes.
SUBLANES = 8
#: A pass keeps its per-tile inputs (k and v; q, dO, log-sum-exp and delta for dK/dV) whole in
#: VMEM, reading each tile's blocks in place, when they take at most this share of the target's
#: scoped VMEM and the kernel still fits it. XLA keeps such operands in VMEM anyway (outside the
#: kernel's scoped VMEM, jax 0.12, libtpu 0.0.50, v5e and v6e), and a DMA between two VMEM buffers
#: is compiled as a rolled copy loop of 7 bundles per (8, 128) tile: by the compiler's schedule
#: (EAGLE tree decode, 128 queries x 4096 keys, v6e) 224 bundles a dK/dV tile for q and dO and as
#: many to prime each step; 448 a dq tile for k and v.
RESIDENT_SHARE = 0.5
#: Stored partial mask blocks are read in place, whole in VMEM, when there are no more of them
#: than this: the DMA slots that would copy them in then bound them (one-block masks such as
#: EAGLE's tree, v6e: 112 bundles a tile and a step less).
MASK_BLOCKS_IN_PLACE = 2
#: Score-sized values (a chunk of rows x the fetched block, float32) of each kernel's body that
#: the compiler spills to VMEM, at most, measured over blocks of 256 to 2048, head dimensions
#: 64 to 256, bfloat16 and float32, soft cap, sinks and segment ids (v5e, v6e; jax 0.12 with
#: libtpu 0.0.50, and jax 0.10's libtpu 0.0.42, which spills more): forward 1.17 (1.44 with
#: a soft cap and sinks on libtpu 0.0.42), dq 1.67 (2.53 with a soft cap), dK/dV 3.3 (3.61
#: with a soft cap). The soft cap keeps the capped scores' derivative live through the body.
SPILLED_SCORES = {"fwd": (1.5, 1.75), "dq": (1.75, 2.75), "dkv": (3.5, 4.0)}
#: A head dimension that is not a multiple of the lanes makes the compiler relayout the unit's
#: whole blocks through VMEM: up to this many float32 copies of a block's rows x padded dims
#: (head dimension 192: 2.3 MiB beyond the scores for 2048-row forward blocks).
RELAYOUT_COPIES = 2


def chunk_rows(rows: int) -> int:
    """Rows a kernel computes at once of a unit's ``rows`` (``ROW_CHUNK`` when they divide it)."""
    return rows if rows <= ROW_CHUNK or rows % ROW_CHUNK else ROW_CHUNK


def kernel_vmem(contract: MaskContract, residuals: bool = True) -> list[KernelVmem]:
    """The forward, dq and dK/dV kernels' VMEM (``residuals``: the forward writes the
    log-sum-exp, as in a program that takes the gradient)."""
    return [_forward(contract, resident_inputs(contract, "fwd"), residuals), _dq(contract, resident_inputs(contract, "dq")),
            _dkv(contract, resident_inputs(contract, "dkv"))]


def _whole_inputs(contract: MaskContract, name: str) -> list[VmemBuffer]:
    """The whole arrays a pass's tiles read their blocks from (k and v; q, dO, log-sum-exp and
    delta for dK/dV), as the kernels see them: padded to whole blocks, kv heads for k and v."""
    s, (q_pad, kv_pad) = contract.shape, contract.padded_lengths
    if name != "dkv":
        return [scratch("k (whole)", (s.kv_heads, kv_pad, s.head_dim), s.dtype),
                scratch("v (whole)", (s.kv_heads, kv_pad, s.value_dim), s.dtype)]
    return [scratch("q (whole)", (s.num_heads, q_pad, s.head_dim), s.dtype),
            scratch("output gradient (whole)", (s.num_heads, q_pad, s.value_dim), s.dtype),
            scratch("log-sum-exp (whole)", (s.num_heads, 1, q_pad), "float32"),
            scratch("delta (whole)", (s.num_heads, 1, q_pad), "float32")]


def resident_inputs(contract: MaskContract, name: str) -> int:
    """How many of pass ``name``'s per-tile inputs, in the kernel's order, it keeps whole in
    VMEM rather than copying each tile's blocks in by DMA: the most whose whole arrays take at
    most ``RESIDENT_SHARE`` of the target's scoped VMEM with the kernel still fitting it."""
    limit, whole = TARGETS[contract.target].scoped_vmem_bytes, _whole_inputs(contract, name)
    count = 0
    while count < len(whole) and sum(b.bytes for b in whole[: count + 1]) <= RESIDENT_SHARE * limit:
        count += 1
    while count and _KERNELS[name](contract, count).bytes > limit:
        count -= 1
    return count


def read_in_place(resident: int, inputs: int, mask_blocks: int | None, segmented: bool) -> tuple[bool, ...]:
    """Which of a pass's fetched inputs its kernel reads whole in VMEM instead of copying each
    tile's block in by DMA: the first ``resident`` of its own ``inputs`` (``resident_inputs``), the
    stored partial mask blocks (``mask_blocks`` of them; None when computed) up to
    ``MASK_BLOCKS_IN_PLACE``, segment ids never."""
    return (True,) * resident + (False,) * (inputs - resident) + (() if mask_blocks is None else (mask_blocks <= MASK_BLOCKS_IN_PLACE,)) + (False,) * segmented


def _fetched(contract: MaskContract, name: str, blocks: list[VmemBuffer], resident: int) -> list[VmemBuffer]:
    """What a tile's fetched blocks take: the pass's own (the first ``resident`` whole arrays,
    the rest DMA buffers of ``DMA_SLOTS`` slots), then the stored partial mask block (unless the
    kernel computes masks; read in place, at most two blocks) and the fetched side's segment ids."""
    block_q, block_kv = contract.blocks.of(name)
    rows, fetched = (block_kv, block_q) if name == "dkv" else (block_q, block_kv)
    slots = f"({DMA_SLOTS} DMA slots)"
    buffers = _whole_inputs(contract, name)[:resident] + [scratch(f"{b.name} {slots}", (DMA_SLOTS, *b.shape), b.dtype)
                                                          for b in blocks[resident:]]
    if token_rules(contract) is None:  # or, read in place, up to two stored blocks
        buffers.append(scratch(f"stored mask block {slots}", (DMA_SLOTS, rows, fetched), "int8"))
    if contract.segment_ids:
        buffers.append(scratch(f"segment ids row {slots}", (DMA_SLOTS, SUBLANES, fetched), "int32"))
    return buffers


def _own_segments(contract: MaskContract, rows: int) -> list[VmemBuffer]:
    return [block("segment ids column", (rows, LANES), "int32")] if contract.segment_ids else []


def _spill(contract: MaskContract, name: str) -> int:
    """The allowance for the body's spilled values: score-sized values of one chunk of rows,
    and whole-block relayouts when a head dimension is not a multiple of the lanes."""
    block_q, block_kv = contract.blocks.of(name)
    rows, fetched = (block_kv, block_q) if name == "dkv" else (block_q, block_kv)
    plain, capped = SPILLED_SCORES[name]
    spilled = (capped if contract.softcap else plain) * chunk_rows(rows) * fetched * 4
    dims = (contract.shape.head_dim, contract.shape.value_dim)
    if any(dim % LANES for dim in dims):
        spilled += RELAYOUT_COPIES * rows * -(-max(dims) // LANES) * LANES * 4
    return round(spilled)


def _forward(contract: MaskContract, resident: int, residuals: bool = True) -> KernelVmem:
    s, (bq, bkv) = contract.shape, contract.blocks.of("fwd")
    own = [block("q", (bq, s.head_dim), s.dtype), *_own_segments(contract, bq)]
    if contract.sinks:
        own.append(block("sinks", (1, LANES), "float32"))
    outputs = [block("output", (bq, s.value_dim), s.dtype)] + ([block("log-sum-exp", (1, bq), "float32")] if residuals else [])
    state = [scratch("softmax max", (bq, LANES), "float32"), scratch("softmax sum", (bq, LANES), "float32"),
             scratch("output accumulator", (bq, s.value_dim), "float32")]
    fetched = _fetched(contract, "fwd", [block("k", (bkv, s.head_dim), s.dtype), block("v", (bkv, s.value_dim), s.dtype)], resident)
    return KernelVmem(kernel="sparse_cli_fwd", buffers=own + outputs + state + fetched, spill_bytes=_spill(contract, "fwd"))


def _dq(contract: MaskContract, resident: int) -> KernelVmem:
    s, (bq, bkv) = contract.shape, contract.blocks.of("dq")
    own = [block("q", (bq, s.head_dim), s.dtype), block("output gradient", (bq, s.value_dim), s.dtype),
           block("log-sum-exp", (1, bq), "float32"), block("delta", (1, bq), "float32"), *_own_segments(contract, bq)]
    fetched = _fetched(contract, "dq", [block("k", (bkv, s.head_dim), s.dtype), block("v", (bkv, s.value_dim), s.dtype)], resident)
    columns = [scratch(f"{name} columns", (bq, LANES), "float32") for name in ("log-sum-exp", "delta")]
    return KernelVmem(kernel="sparse_cli_dq", buffers=[*own, block("dq", (bq, s.head_dim), s.dtype),
                                                       scratch("dq accumulator", (bq, s.head_dim), "float32"), *columns, *fetched],
                      spill_bytes=_spill(contract, "dq"))


def _dkv(contract: MaskContract, resident: int) -> KernelVmem:
    s, (bq, bkv) = contract.shape, contract.blocks.of("dkv")
    own = [block("k", (bkv, s.head_dim), s.dtype), block("v", (bkv, s.value_dim), s.dtype), *_own_segments(contract, bkv)]
    outputs = [block("dk", (bkv, s.head_dim), s.dtype), block("dv", (bkv, s.value_dim), s.dtype)]
    sums = [scratch("dk accumulator", (bkv, s.head_dim), "float32"), scratch("dv accumulator", (bkv, s.value_dim), "float32")]
    fetched = _fetched(contract, "dkv", [block("q", (bq, s.head_dim), s.dtype), block("output gradient", (bq, s.value_dim), s.dtype),
                                         block("log-sum-exp", (1, bq), "float32"), block("delta", (1, bq), "float32")], resident)
    return KernelVmem(kernel="sparse_cli_dkv", buffers=own + outputs + sums + fetched, spill_bytes=_spill(contract, "dkv"))


_KERNELS = {"fwd": _forward, "dq": _dq, "dkv": _dkv}
