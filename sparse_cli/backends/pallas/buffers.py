"""What each pallas kernel keeps in VMEM (``backends.vmem``): the blocks its BlockSpecs
pipeline, its scratch and DMA buffers — the shapes ``forward.py`` and ``backward.py``
declare, without jax — and the allowance for its body's spilled values.

``tests/test_vmem.py`` holds the buffers to the lowered kernels' own memrefs and the estimate
to the TPU compiler's scoped VMEM over a sweep of blocks, dtypes and head dimensions.
"""

from __future__ import annotations

from collections.abc import Callable

from sparse_cli.backends.vmem import KernelVmem, VmemBuffer, block, itemsize, scratch
from sparse_cli.contract import MaskContract, distinct_head_masks, token_rules
from sparse_cli.planner.work import kernel_matmuls
from sparse_cli.targets import TARGETS
from sparse_cli.targets import TPU_LANES as LANES

#: Rows of a unit's own block computed at once: a larger block's tiles are computed in chunks of
#: this many rows, in a loop (rows are independent in every pass: a query's softmax, a key's
#: dK/dV), so the kernel body Mosaic compiles is one chunk's. Each chunk pushes the fetched
#: blocks to the MXU again: by the compiler's schedule (Llama 3 128K, v5e), 256-row chunks of
#: 512-row blocks cost 1,343 cycles per forward tile against 1,220 whole (dq 1,838 / 1,630, dK/dV
#: 2,212 / 2,082), for about a third less compile time; 512 keeps the blocks whole.
ROW_CHUNK = 512
#: Scores (rows x fetched block) a tile of stacked query heads computes at most, per cell of one
#: of the chip's MXUs: the heads of one kv head that share one mask are walked together, their own
#: blocks stacked into one tile against each fetched block (one copy and one push of K and V to
#: the MXU for all of them, one step's overhead). The forward's 80 a cell are 1.25M scores on a
#: 128 x 128 MXU (v5e, v5p, v4), 5M on a 256 x 256 one (v6e, TPU7x). By the compiler's schedule
#: (jax 0.12, libtpu 0.0.50; stacked against the next smaller stack), v5e: gpt-oss's 128-row
#: blocks 8 high (1,024 x 128) -54% against unstacked, 2,048 x 128 and 2,048 x 256 tiles -12%;
#: v6e: Llama 4 5 high (2,560 x 512) -13.8%, Llama 3 32K's 512 x 1,024 blocks 2 high -10.3% and
#: 4 high -2.7% more, 8 heads of 512 rows (4,096 x 512) -3.7%. Before a large forward tile
#: folded its rows in groups (``GROUPED_MXU_CYCLES``) every v5e stack past 512K scores
#: was longer (Llama 3 128K 4 high +1.2%) and the cap was 32 a cell; grouped, Llama 3 128K 4
#: high is 4.1% shorter forward and 2.5% dq (its dq walks the forward's launches), 512 x 1,024
#: blocks 2 high 0.7% forward; Llama 4's 5 high (2,560 x 512, the cap: 64 a cell before) 10.7%
#: shorter forward on v5e (110M -> 98.1M cycles; 12.1 MiB of VMEM, and no dq kernel's to fit once
#: the dK/dV kernel computes dq). On v6e and TPU7x VMEM stops every shipped stack before either cap
#: (group 16 of 512-row blocks: 8 heads). The dq tile gains from every stack measured (v5e:
#: -2.5% to -10.9%; v6e -3.2% to -16.8%), so its cap is 128 a cell and its kernel's VMEM bounds
#: it first; a dq that walks the forward's launches stacks as the forward does. A dK/dV tile
#: fetches a stack's query blocks side by side (one step, one K and V push for the stack; dK's
#: and dV's products contract over all of its rows): every stack measured was shorter than one
#: head at a time (fwd+bwd programs, dK/dV kernel against one head a tile), v5e: gpt-oss 2 / 4 /
#: 8 heads 14.8M -> 10.5M / 6.76M / 5.18M cycles, EAGLE 4 heads 285K -> 173K, paligemma 2 -6.6%,
#: packed documents 2 -6.6%, Llama 3 128K 2 heads (32 a cell) 2,608M -> 2,420M; v6e: gpt-oss 8
#: 14.5M -> 4.02M, EAGLE 4 294K -> 119K, Llama 3 128K 2 / 4 -11.7% / -15.7%, Llama 4 5 -20.7%,
#: gemma2 2 -11.0%, tuned 32K 2 -5.5%; Llama 3 128K on v5e 4 heads (64 a cell), forced past the
#: VMEM estimate, 2,354M against 2,420M at 2. No shipped stack reaches the cap: each stops at its
#: group or the VMEM estimate.
STACKED_SCORES_PER_MXU_CELL = {"fwd": 80, "dq": 128, "dkv": 64}
#: A forward tile whose two products take at least this many cycles at the MXUs' full rate
#: (at head_dim 128, 8 scores a cell of the core's MXUs: 512K scores on v5e's four 128 x 128, 1M
#: on v6e's and TPU7x's two 256 x 256; at head_dim 256 half as many) is computed in groups of
#: one MXU's width of rows, each group's q.k issued before the previous group's p.v
#: (``kernel_core.mxu.skewed``): the softmax of one group then runs beside the MXU's next
#: product instead of between the tile's two, and the longer a group's products the more of it
#: they hide. By the compiler's schedule (jax 0.12, libtpu 0.0.50; a full tile, grouped against
#: whole), v5e: Llama 3 128K's 1,024 x 512 (two heads) 2,364 -> 2,243 cycles, 512 x 1,024 blocks
#: 2,496 -> 2,230, Gemma 2's 1,024 x 512 at head_dim 256 4,243 -> 4,112, but 512 x 512 tiles in
#: four groups 1,188 -> 1,229; v6e: Llama 3 128K's 2,048 x 512 3,154 -> 2,893, Llama 4's 2,560 x
#: 512 3,884 -> 3,550, 2,048 x 1,024 6,115 -> 5,447, but 1,024 x 512 1,905 -> 1,957; TPU7x alike.
#: The grouped backward passes were slower (v5e Llama 3 128K: dq 2,760 -> 2,937, dK/dV 1,989
#: -> 2,054 in 128-row groups): their tiles are MXU-bound already. Counted in scores alone (8 a
#: cell) the head_dim 256 tiles of 1,024 x 512 on v6e and TPU7x stayed whole; in 256-row groups
#: (session 59), gemma2's forward tile 1,935 -> 1,884 cycles on v6e and 2,391 -> 2,074 on TPU7x,
#: gemma3's image span 1,702 -> 1,702 and 2,238 -> 1,837.
GROUPED_MXU_CYCLES = 2048
#: Where a group's products take at least this many multiply-adds a score (head dims of 256: the
#: q.k and p.v rows twice as long as at 128, the softmax's work a score the same), a group is two
#: MXU widths of rows, so long as its scores stay within ``WIDE_GROUP_SCORES`` (128 float32 vregs:
#: 256 x 512) and it lies in one head's rows: the MXUs re-push K and V once every two MXU widths
#: of rows, and the longer products hide the longer softmax. By the compiler's schedule (jax 0.12,
#: libtpu 0.0.50, v5e, a full forward tile of 128-row groups against 256): gemma2 4,071 -> 3,964
#: cycles, gemma3's image span 4,048 -> 3,952, paligemma 4,053 -> 3,946; at head_dim 128 mixed
#: (Llama 3 128K 4,193 -> 4,172 but its partial tiles 4,289 -> 4,454, Llama 4 5,218 -> 5,248,
#: packed documents 2,172 -> 2,146), and 256 x 1,024 scores longer (the tuned 32K blocks 4,200 ->
#: 4,351); gemma2 in 512-row groups 4,048. The 256-wide MXUs (v6e, TPU7x) group 256 rows already.
WIDE_GROUP_PRODUCTS = 512
WIDE_GROUP_SCORES = 256 * 512
#: Groups of those wide groups' scores the forward's spill allowance adds (the one its softmax
#: folds and the next the MXUs compute beside it): the compiler's VMEM for the forward with its
#: log-sum-exp (v5e) grew by 432 KiB (paligemma), 656 KiB (gemma2) and 724 KiB (gemma3's image
#: span, past the allowance by 140 KiB) against 128-row groups.
WIDE_GROUP_SPILLED_GROUPS = 2
#: Share of the chip's HBM the float32 dq held at once may take where the dK/dV kernel computes dq
#: (``fuses_dq``, ``dq_head_chunks``): the unfused program has no such array (its dq kernel
#: writes dq once, in the input dtype), so a program that fits without it still fits unless
#: within this of full (Llama 3 128K, 32 heads: 2 GiB of v5e's 16). Past it the dK/dV kernel is
#: launched over chunks of kv heads, each chunk's dq cast to the input dtype before the next.
FUSED_DQ_HBM_SHARE = 1 / 8
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
#: Score-sized values (the rows a tile computes at once x the fetched block, float32) of each
#: kernel's body that the compiler spills to VMEM, at most, measured over blocks of 256 to 2048,
#: head dimensions 64 to 256, bfloat16 and float32, soft cap, sinks and segment ids (v5e, v6e;
#: jax 0.12 with libtpu 0.0.50, and jax 0.10's libtpu 0.0.42, which spills more): forward 1.17
#: (1.44 with a soft cap and sinks on libtpu 0.0.42; 1.71 for stacked query heads' 1,024 x 512
#: tiles under a prefix-LM or an image-span mask, v5e), dq 1.67 (2.53 with a soft cap), dK/dV
#: 3.3 (3.61 with a soft cap). The soft cap keeps the capped scores' derivative live.
SPILLED_SCORES = {"fwd": (1.75, 2.0), "dq": (1.75, 2.75), "dkv": (3.5, 4.0)}
#: Each query head a dK/dV tile stacks past the first adds this many of one head's score-sized
#: values to its spill allowance (plain, soft cap), where the first adds ``SPILLED_SCORES``'s: the
#: compiler spills a stack's scores side by side far less than that many tiles' worth. Measured
#: (jax 0.12, libtpu 0.0.50; stacks forced, the compiler's scoped VMEM less the kernel's buffers,
#: in one head's scores): v5e Gemma 3's image span (head_dim 256) 2 heads 4.28, the tuned 32K
#: blocks 2 / 4 heads 3.40 / 5.41, paligemma (256 x 512) 2 / 4 / 8 heads 2.90 / 7.20 / 14.8,
#: packed documents 2 heads 3.0, Llama 3 128K 2 / 4 heads 3.44 / 5.56; v6e alike (3.3-3.5 at 2,
#: the tuned blocks 6.36 at 4); with Gemma 2's soft cap 6.84 at 2 heads (v5e), so capped stacks
#: keep the first head's figure each.
STACKED_DKV_SPILLED_SCORES = (2.0, 4.0)
#: A head dimension that is not a multiple of the lanes makes the compiler relayout the unit's
#: whole blocks through VMEM: up to this many float32 copies of a block's rows x padded dims
#: (head dimension 192: 2.3 MiB beyond the scores for 2048-row forward blocks).
RELAYOUT_COPIES = 2


#: Rows a forward unit holds at least, and tiles it visits on average at most, for its first tile
#: to start its softmax (``fresh_first_folds``).
FRESH_FOLD_ROWS = 1024
FRESH_FOLD_TILES = 10


def chunk_rows(rows: int) -> int:
    """Rows a kernel computes at once of a unit's ``rows`` (``ROW_CHUNK`` when they divide it)."""
    return rows if rows <= ROW_CHUNK or rows % ROW_CHUNK else ROW_CHUNK


def forward_group_rows(contract: MaskContract, stacked: int) -> int:
    """Rows of a forward tile (``stacked`` heads' blocks) computed as one group: one MXU's width
    (two where the products are long: ``WIDE_GROUP_PRODUCTS``) when the tile's products take at
    least ``GROUPED_MXU_CYCLES`` at the MXUs' peak and the width divides the blocks (a group lies
    in one head's rows), computed whole; otherwise all of the tile's rows."""
    s, (block_q, block_kv) = contract.shape, contract.blocks.of("fwd")
    chip, rows = TARGETS[contract.target], block_q * stacked
    products = s.head_dim + s.value_dim  # multiply-adds a score
    width = chip.mxu_dim
    grouped = chunk_rows(block_q) == block_q and block_q % width == 0 and rows > width and (
        chip.mxu_cycles(rows * block_kv * products) >= GROUPED_MXU_CYCLES)
    if not grouped:
        return rows
    wide = 2 * width
    if products >= WIDE_GROUP_PRODUCTS and wide * block_kv <= WIDE_GROUP_SCORES and block_q % wide == 0 and rows > wide:
        return wide
    return width


def dkv_group_rows(contract: MaskContract) -> int | None:
    """Key rows of a dK/dV tile computed as one group: the chip's ``Chip.dkv_group_rows`` where
    they divide the rows a tile computes at once (``chunk_rows``) more than once, else None (those
    rows at once). The groups are skewed (``kernel_core.mxu.skewed``): a group's scores and dP are
    issued before the previous group's dV, dK and dq products, so its probabilities and dS are
    computed beside the MXUs' next products; the groups' dq shares are summed and added to the
    tile's dq slot once. By the compiler's schedule (jax 0.12, libtpu 0.0.50; forward + backward
    programs, 256-row groups against whole tiles): v5e Gemma 2 11.51M -> 11.13M cycles (a full
    dK/dV tile 4,866 -> 4,687), Gemma 3's local layers -5.3%, longformer -6.4%, Llama 4 -2.2%,
    packed documents -1.6%, Llama 3 128K -1.4%, deepseek and the tuned 32K blocks -0.9%, paligemma
    -0.4%, EAGLE +0.8%; v5p Llama 3 128K -4.6%, longformer -7.4%, Gemma 2 -3.5%, deepseek -2.8%,
    EAGLE +0.1%. In 128-row groups most were longer (v5e Llama 3 128K +5.2%), and with dP issued
    after dV (as a whole tile issues it) every one was. Longer in 256-row groups where the MXUs
    leave the tile vector-bound, v6e (Gemma 2 +5.3%, Llama 3 128K +1.7%), on v4 (Llama 3 128K
    +4.2%, Gemma 2 +1.6%) and for most on TPU7x (packed documents +5.3%, Gemma 3's global layers
    +5.1%, Llama 3 128K +4.2%, Gemma 2 +3.5%; longformer -6.8%, the tuned 32K blocks -2.6%): there
    a tile is computed whole (a patterned tile's spans are skewed on every chip)."""
    rows, group = chunk_rows(contract.blocks.of("dkv")[1]), TARGETS[contract.target].dkv_group_rows
    return group if group is not None and rows > group and rows % group == 0 else None


def forward_accumulator(contract: MaskContract, stacked: int) -> int:
    """The forward accumulator's width (tiles of ``stacked`` heads): the value width rounded up to
    whole vregs (128 lanes), or where it fills them, to the MXU's width where the rows a tile
    computes at once (``forward_group_rows``) are at most the chip's ``wide_accumulator_rows``.
    Columns past the values, where rounding leaves any, carry each row's total weight
    (``kernel_core.softmax``: no row sum, no statistic of its own). By the compiler's schedule
    (jax 0.12, libtpu 0.0.50; forward, against a statistic of their own): v5e gpt-oss (value
    width 64) a tile 945 -> 827 cycles, the pass 6.72M -> 6.15M; v6e Llama 3 128K (128 wide, 256
    on the 256-wide MXU, 256-row groups) 2,893 -> 2,569, 764M -> 679M, Llama 4 3,550 -> 3,116,
    packed documents (1,024 rows whole) 1,915 -> 1,782, deepseek (512) 914 -> 900; TPU7x Llama 3
    128K 2,994 -> 2,734 and Llama 4 3,669 -> 3,317 (256-row groups), but 512 and 1,024 rows whole
    longer: deepseek 990 -> 1,269, the per-head windows and moba 914 -> 1,174, packed documents
    1,899 -> 2,346, EAGLE 907 -> 1,182 (its spills grow: deepseek's 618 -> 836 bundles). v6e
    gpt-oss 798 -> 763 at 128 wide, yet its pass +0.9% (its rows are two tiles long, and the
    totals at lane 64 are shifted once a row). At the MXU's 256 instead (head_dim 64, v6e):
    gpt-oss's tile 934, its forward + backward 25.2M cycles against 24.7M; bigbird's 3.98M
    against 3.82M."""
    value_dim, chip = contract.shape.value_dim, TARGETS[contract.target]
    if value_dim % LANES:
        return -(-value_dim // LANES) * LANES
    rows = forward_group_rows(contract, stacked)
    widened = chip.wide_accumulator_rows is not None and rows <= chip.wide_accumulator_rows
    return -(-value_dim // chip.mxu_dim) * chip.mxu_dim if widened else value_dim


def forward_spread_totals(contract: MaskContract, accumulator: int) -> bool:
    """Whether the forward keeps its rows' total weights spread over their statistic's lanes
    (``kernel_core.softmax``: summed across the lanes once a unit, not once a fold): wherever
    they have a statistic of their own (an ``accumulator`` as wide as the values:
    ``forward_accumulator``) and every fold is whole lanes wide (the fetched block; a patterned tile's spans are
    MXU-wide cells). By the compiler's schedule (jax 0.12, libtpu 0.0.50), every v5e forward
    of the shipped contracts 0.6-4.7% shorter (Llama 3 128K 1,128M -> 1,107M cycles, the tuned
    32K blocks 74.4M -> 70.9M, moba 40.7M -> 39.0M), v6e's head_dim-256 ones too (paligemma
    -2.2%, gemma2 -1.5%) but gemma3's image span +0.1%."""
    return accumulator == contract.shape.value_dim and contract.blocks.of("fwd")[1] % LANES == 0


def fresh_first_folds(contract: MaskContract, stacked: int, visited_tiles: int) -> bool:
    """Whether the forward's first tile of a unit starts its rows' softmax in its folds (the
    state selected afresh there, every tile: ``OnlineSoftmax.fold``'s ``fresh``) instead of
    storing the start state (maximum, total and accumulator: a store a vreg each, a unit): on a
    chip of one vector store slot those stores take a bundle each, and where a unit holds at
    least ``FRESH_FOLD_ROWS`` rows (``stacked`` heads' blocks) and visits at most
    ``FRESH_FOLD_TILES`` of the pass's ``visited_tiles`` on average, they outweigh the selects.
    Not with sinks (a start of their own) nor a batch's runtime plan (its tiles vary, the
    compiled program may not). By the compiler's schedule (v5e, jax 0.12, libtpu 0.0.50,
    forward): Llama 4 (2,560 rows, 8.5 tiles a unit) 93.99M -> 92.29M cycles (a step 1,726 ->
    967), paligemma (2,048 rows, 4.9 tiles) 0.630M -> 0.618M, gemma3's image span (1,024, 8.7)
    2.263M -> 2.246M, gemma2 (1,024, 6.8) 3.414M -> 3.395M; past the bounds, Longformer (512
    rows, 4.8 tiles) -0.2%, EAGLE (512, 8.0) +0.9%, BigBird (128, 9.4) +3.3%, the per-head
    windows (512, 15.4) +1.7%, Llama 3 128K (2,048, 128.5) +1.0% (a full tile 4,275 -> 4,322);
    v6e (two store slots) longer everywhere but paligemma (gemma2 +1.4%, Llama 3 +1.2%)."""
    if TARGETS[contract.target].vector_store_slots > 1 or contract.sinks or contract.runtime_kind is not None:
        return False
    units = contract.grid_of("fwd")[0] * contract.shape.num_heads
    return stacked * contract.blocks.of("fwd")[0] >= FRESH_FOLD_ROWS and visited_tiles <= FRESH_FOLD_TILES * units


def kernel_vmem(contract: MaskContract, residuals: bool = True) -> list[KernelVmem]:
    """The forward, dq and dK/dV kernels' VMEM (``residuals``: the forward writes the
    log-sum-exp, as in a program that takes the gradient); no dq kernel where the dK/dV kernel
    computes dq (``fuses_dq``)."""
    forward = _forward(contract, resident_inputs(contract, "fwd"), residuals, stacked_heads(contract, "fwd"))
    dkv = _dkv(contract, resident_inputs(contract, "dkv"), stacked_heads(contract, "dkv"), fused=fuses_dq(contract))
    if fuses_dq(contract):
        return [forward, dkv]
    return [forward, _dq(contract, resident_inputs(contract, "dq"), stacked_heads(contract, "dq")), dkv]


def fuses_dq(contract: MaskContract) -> bool:
    """Whether the dK/dV kernel computes dq too, as it walks each key block's query blocks (no dq
    kernel): each tile adds its share to the query block's float32 dq in HBM, read and written
    back by DMA. Five products a tile instead of the two kernels' seven (both recompute the
    scores and dP), for that block's read and write in place of the dq kernel's K and V: chosen
    where that form's roofline time per tile (the longer of its products at the chip's peak and
    its HBM traffic: q, dO, their statistics, dq twice in float32) is no longer than the two
    kernels', the float32 dq held at once takes at most ``FUSED_DQ_HBM_SHARE`` of the chip's HBM
    (a chunk of kv heads or two: ``dq_head_chunks``; every head's where the heads' masks differ,
    as one program walks them all), and the kernel fits the scoped VMEM — unless the contract
    gives the dq pass blocks of its own: a dq kernel runs at them (as Splash's fused kernel takes
    no dq blocks)."""
    if contract.blocks.separate_dq:
        return False
    s, chip = contract.shape, TARGETS[contract.target]
    block_q, block_kv = contract.blocks.of("dkv")
    d, v, size = s.head_dim, s.value_dim, itemsize(s.dtype)
    dims = {"d": d, "v": v}
    products = lambda *matmuls: 2 * block_q * block_kv * sum(dims[dim] for dim in matmuls) / chip.bf16_flops_per_second
    moved = lambda nbytes: nbytes / chip.hbm_bytes_per_second
    statistics = 2 * 4 * block_q  # the log-sum-exp and delta of the tile's queries
    fused = max(products(*kernel_matmuls("dkv", True)), moved(block_q * (d + v) * size + statistics + 2 * block_q * d * 4))
    separate = max(products(*kernel_matmuls("dq"), *kernel_matmuls("dkv")),
                   moved(block_q * (d + v) * size + statistics + block_kv * (d + v) * size))
    programs = s.kv_heads if _shared_heads(contract) else 1  # of the dK/dV grid: a kv head's group each, or every head
    return (fused <= separate and _fitting_chunks(contract, s.num_heads, programs) > 0
            and _dkv(contract, resident_inputs(contract, "dkv"), fused=True).bytes <= chip.scoped_vmem_bytes)


def dq_head_chunks(contract: MaskContract, heads: int, programs: int) -> int:
    """Launches of the dK/dV kernel over chunks of its grid's ``programs`` (which walk ``heads``
    query heads: one device's): where it computes dq (``fuses_dq``), each chunk with a float32
    dq of its heads' own, cast to the input dtype before the next chunk; else 1."""
    return _fitting_chunks(contract, heads, programs) if fuses_dq(contract) else 1


def _fitting_chunks(contract: MaskContract, heads: int, programs: int) -> int:
    """The fewest chunks of ``programs`` consecutive programs (dividing them) whose float32 dq
    held at once takes at most ``FUSED_DQ_HBM_SHARE`` of the chip's HBM: two chunks' where there
    are several (XLA allocates the next chunk's before the last one's is cast: jax 0.12, libtpu
    0.0.50, Llama 4 Scout 128K on v5e forward + backward, 4 chunks of 10 heads: 1,321 MiB of
    temporaries, two 640 MiB chunks among them; 2 chunks of 20: 2.5 GiB); 0 where none does."""
    s, chip = contract.shape, TARGETS[contract.target]
    program_bytes = heads // programs * contract.padded_lengths[0] * s.head_dim * 4
    fitting = (chunks for chunks in range(1, programs + 1) if programs % chunks == 0
               and min(chunks, 2) * programs // chunks * program_bytes <= FUSED_DQ_HBM_SHARE * chip.hbm_bytes)
    return next(fitting, 0)


def _shared_heads(contract: MaskContract) -> bool:
    """Every head runs one schedule (one mask, not routed): the grid's programs walk the heads."""
    return contract.clustered is None and len(distinct_head_masks(contract)[0]) == 1


def stacked_heads(contract: MaskContract, name: str) -> int:
    """Query heads each tile of pass ``name`` computes together, when every head has the same
    mask (one worklist, one token rule); otherwise 1. The most of one kv head's group whose
    blocks stack to at most ``STACKED_SCORES_PER_MXU_CELL`` scores a cell of the target's MXU,
    with the kernels that walk the pass's launches still fitting the target's scoped VMEM: for
    the forward and dq passes their own blocks, whole (not in chunks of rows; dq walks the
    forward's launches when it has no worklists of its own, and stacks as the forward does; no
    dq kernel runs where the dK/dV kernel computes dq); for dK/dV the query blocks it fetches,
    side by side along the lanes (whole vregs: blocks of the lanes' multiples)."""
    s, passes = contract.shape, contract.blocks.worklist_passes
    group = s.num_heads // s.kv_heads
    name = name if name in passes else "fwd"  # the pass whose launches (and layout) this one walks
    block_q, block_kv = contract.blocks.of(name)
    whole = block_q % LANES == 0 if name == "dkv" else chunk_rows(block_q) == block_q
    if group == 1 or not whole or not _shared_heads(contract):
        return 1
    chip, fused = TARGETS[contract.target], fuses_dq(contract)
    walked = (name,) if name == "dkv" or "dq" in passes else ("fwd",) if fused else ("fwd", "dq")  # no dq kernel where dK/dV computes dq
    walkers = {walker: resident_inputs(contract, walker) for walker in walked}
    options = {"fused": fused} if name == "dkv" else {}
    fits = lambda heads: heads * block_q * block_kv <= STACKED_SCORES_PER_MXU_CELL[name] * chip.mxu_dim**2 and all(
        _KERNELS[walker](contract, resident, heads=heads, **options).bytes <= chip.scoped_vmem_bytes for walker, resident in walkers.items())
    return max(heads for heads in range(1, group + 1) if group % heads == 0 and (heads == 1 or fits(heads)))


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


def _spill(contract: MaskContract, name: str, heads: int = 1) -> int:
    """The allowance for the body's spilled values: score-sized values of the rows a tile
    computes at once (one chunk of its own block's, for each of ``heads`` stacked query heads;
    a dK/dV stack's heads past the first ``STACKED_DKV_SPILLED_SCORES``; a forward's wide groups
    ``WIDE_GROUP_SPILLED_GROUPS`` more), and whole-block relayouts when a head dimension is not a
    multiple of the lanes."""
    block_q, block_kv = contract.blocks.of(name)
    own, fetched = (block_kv, block_q) if name == "dkv" else (block_q, block_kv)
    rows = own * heads
    first, more = SPILLED_SCORES[name], STACKED_DKV_SPILLED_SCORES if name == "dkv" else SPILLED_SCORES[name]
    capped = 1 if contract.softcap else 0  # each figure's (plain, soft cap) pair
    spilled = (first[capped] + (heads - 1) * more[capped]) * chunk_rows(own) * fetched * 4
    group = forward_group_rows(contract, heads) if name == "fwd" else 0
    if group > TARGETS[contract.target].mxu_dim and group < rows:  # wide groups (``WIDE_GROUP_PRODUCTS``)
        spilled += WIDE_GROUP_SPILLED_GROUPS * group * fetched * 4
    dims = (contract.shape.head_dim, contract.shape.value_dim)
    if any(dim % LANES for dim in dims):
        spilled += RELAYOUT_COPIES * rows * -(-max(dims) // LANES) * LANES * 4
    return round(spilled)


def _forward(contract: MaskContract, resident: int, residuals: bool = True, heads: int = 1) -> KernelVmem:
    """``heads``: query heads stacked in each tile (``stacked_heads``), an own block of each."""
    s, (bq, bkv) = contract.shape, contract.blocks.of("fwd")
    own = [_own(contract, "q", bq, s.head_dim, heads), *_own_segments(contract, bq)]
    if contract.sinks:
        own.append(_own(contract, "sinks", 1, LANES, heads, "float32"))
    outputs = [_own(contract, "output", bq, s.value_dim, heads)]
    outputs += [_own(contract, "log-sum-exp", 1, bq, heads, "float32")] if residuals else []
    rows, accumulator = heads * bq, forward_accumulator(contract, heads)
    state = [scratch("softmax max", (rows, LANES), "float32"), scratch("output accumulator", (rows, accumulator), "float32")]
    if accumulator == s.value_dim:
        state.insert(1, scratch("softmax sum", (rows, LANES), "float32"))
    fetched = _fetched(contract, "fwd", [block("k", (bkv, s.head_dim), s.dtype), block("v", (bkv, s.value_dim), s.dtype)], resident)
    return KernelVmem(kernel="sparse_cli_fwd", buffers=own + outputs + state + fetched, spill_bytes=_spill(contract, "fwd", heads))


def _dq(contract: MaskContract, resident: int, heads: int = 1) -> KernelVmem:
    """``heads``: query heads stacked in each tile (``stacked_heads``), an own block of each."""
    s, (bq, bkv) = contract.shape, contract.blocks.of("dq")
    own = [_own(contract, "q", bq, s.head_dim, heads), _own(contract, "output gradient", bq, s.value_dim, heads),
           _own(contract, "log-sum-exp", 1, bq, heads, "float32"), _own(contract, "delta", 1, bq, heads, "float32"),
           *_own_segments(contract, bq)]
    fetched = _fetched(contract, "dq", [block("k", (bkv, s.head_dim), s.dtype), block("v", (bkv, s.value_dim), s.dtype)], resident)
    rows = heads * bq
    columns = [scratch(f"{name} columns", (rows, LANES), "float32") for name in ("log-sum-exp", "delta")]
    return KernelVmem(kernel="sparse_cli_dq", buffers=[*own, _own(contract, "dq", bq, s.head_dim, heads),
                                                       scratch("dq accumulator", (rows, s.head_dim), "float32"), *columns, *fetched],
                      spill_bytes=_spill(contract, "dq", heads))


def _own(contract: MaskContract, name: str, rows: int, width: int, heads: int, dtype: str | None = None) -> VmemBuffer:
    """A unit's own pipelined block of ``rows`` x ``width``: one per stacked head (``heads`` > 1)."""
    return block(name, ((heads,) if heads > 1 else ()) + (rows, width), dtype or contract.shape.dtype)


def _dkv(contract: MaskContract, resident: int, heads: int = 1, fused: bool = False) -> KernelVmem:
    """``heads``: query heads side by side in each tile (``stacked_heads``), a fetched block of
    each; ``fused``: dq's blocks too (``fuses_dq``), copied in and back by DMA, never in place."""
    s, (bq, bkv) = contract.shape, contract.blocks.of("dkv")
    own = [block("k", (bkv, s.head_dim), s.dtype), block("v", (bkv, s.value_dim), s.dtype), *_own_segments(contract, bkv)]
    outputs = [block("dk", (bkv, s.head_dim), s.dtype), block("dv", (bkv, s.value_dim), s.dtype)]
    sums = [scratch("dk accumulator", (bkv, s.head_dim), "float32"), scratch("dv accumulator", (bkv, s.value_dim), "float32")]
    tile_blocks = [_own(contract, "q", bq, s.head_dim, heads), _own(contract, "output gradient", bq, s.value_dim, heads),
                   _own(contract, "log-sum-exp", 1, bq, heads, "float32"), _own(contract, "delta", 1, bq, heads, "float32")]
    fetched = _fetched(contract, "dkv", tile_blocks, resident)
    if fused:
        fetched.append(scratch(f"dq ({DMA_SLOTS} DMA slots)", (DMA_SLOTS, *tile_blocks[0].shape), "float32"))
    return KernelVmem(kernel="sparse_cli_dkv", buffers=own + outputs + sums + fetched, spill_bytes=_spill(contract, "dkv", heads))


_KERNELS: dict[str, Callable[..., KernelVmem]] = {"fwd": _forward, "dq": _dq, "dkv": _dkv}
