"""Static stage 2: tiles -> the scalar-prefetch worklists a Pallas kernel walks.

Rows are shrunk to ``grid_width`` (the most non-empty tiles of any row of any head), also when
heads differ. Steps past the end of a short row, and rows with nothing to do, repeat the block
index the pipeline already holds, so they trigger no DMA. Integer arrays take the smallest
signed dtype that holds their *bound* (not their current maximum), so a plan's dtypes depend
only on its shape.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from sparse_cli.contract import MaskContract
from sparse_cli.masks import BlockClass
from sparse_cli.planner.tiles import Tiles

WORKLIST_ARRAYS = ("block_mask", "data_next", "mask_next", "partial_mask_blocks")


def smallest_int_dtype(bound: int) -> np.dtype:
    """The narrowest signed integer dtype that holds ``0..bound`` (SMEM is scarce)."""
    for dtype in (np.int8, np.int16, np.int32):
        if bound <= np.iinfo(dtype).max:
            return np.dtype(dtype)
    raise ValueError(f"block index bound {bound} does not fit in int32")


@dataclass(frozen=True)
class Worklists:
    """One pass's worklists: ``[H, rows, grid_width]`` step arrays plus the partial blocks.

    For the forward/dq pass rows are q blocks and ``data_next`` holds kv block indices; for the
    dK/dV pass rows are kv blocks, ``data_next`` holds q block indices and the partial blocks are
    transposed. ``H`` is 1 when every head shares one mask.
    """

    block_mask: np.ndarray
    data_next: np.ndarray
    mask_next: np.ndarray
    partial_mask_blocks: np.ndarray

    @property
    def grid_width(self) -> int:
        return int(self.block_mask.shape[-1])

    def arrays(self) -> dict[str, np.ndarray]:
        return {name: getattr(self, name) for name in WORKLIST_ARRAYS}


def _row_positions(row: np.ndarray, num_rows: int) -> tuple[np.ndarray, int]:
    """Step index of each tile inside its (sorted) row, and the longest row."""
    counts = np.bincount(row, minlength=num_rows)
    starts = np.cumsum(counts) - counts
    return np.arange(row.size) - starts[row], int(np.max(counts, initial=0))


def hold_previous(values: np.ndarray, valid: np.ndarray, carry: int | None) -> np.ndarray:
    """Replace invalid entries with the last valid one before them in iteration order.

    Leading invalid entries take ``carry`` (the previous head's last value) or, for the very
    first head, the first valid value: the block the pipeline will load first anyway.
    """
    flat, ok = values.ravel(), valid.ravel()
    source = np.where(ok, np.arange(flat.size), -1)
    np.maximum.accumulate(source, out=source)
    held = flat[np.maximum(source, 0)]
    if carry is None:
        first = np.flatnonzero(ok)
        carry = int(flat[first[0]]) if first.size else 0
    held[source < 0] = carry
    return held.reshape(values.shape)


def build_worklists(
    tiles: list[Tiles],
    head_masks: list[int],
    num_rows: int,
    num_cols: int,
    partial_mask_blocks: np.ndarray,
    transpose: bool,
    width: int | None = None,
) -> Worklists:
    """Assemble one pass's worklists.

    ``tiles[m]`` are the non-empty tiles of distinct mask ``m``; ``head_masks[h]`` says which
    mask emitted head row ``h`` uses (one entry when all heads share a mask). With
    ``transpose`` the rows become kv blocks (the dK/dV pass).
    """
    layouts = []
    for t in tiles:
        row, col, cls, partial = t.row, t.col, t.cls, t.partial
        if transpose:
            order = np.argsort(col, kind="stable")
            row, col, cls, partial = col[order], row[order], cls[order], partial[order]
        position, longest = _row_positions(row, num_rows)
        layouts.append((row, position, col, cls, partial, longest))
    longest = max(1, max(layout[-1] for layout in layouts))
    if width is not None and longest > width:
        raise ValueError(f"a row needs {longest} steps but the grid width is bounded at {width}")
    width = width or longest

    num_partial = partial_mask_blocks.shape[0]
    shape = (len(head_masks), num_rows, width)
    block_mask = np.zeros(shape, np.int8)
    data_next = np.empty(shape, smallest_int_dtype(num_cols - 1))
    mask_next = np.empty(shape, smallest_int_dtype(max(num_partial - 1, 0)))
    data_carry = mask_carry = None
    for head, mask_id in enumerate(head_masks):
        row, position, col, cls, partial, _ = layouts[mask_id]
        classes = np.zeros((num_rows, width), np.int8)
        classes[row, position] = cls
        data = np.zeros((num_rows, width), np.int32)
        data[row, position] = col
        masks = np.zeros((num_rows, width), np.int32)
        masks[row, position] = partial
        data = hold_previous(data, classes != BlockClass.EMPTY, data_carry)
        masks = hold_previous(masks, classes == BlockClass.PARTIAL, mask_carry)
        data_carry, mask_carry = int(data[-1, -1]), int(masks[-1, -1])
        block_mask[head], data_next[head], mask_next[head] = classes, data, masks

    if transpose:
        partial_mask_blocks = np.ascontiguousarray(partial_mask_blocks.swapaxes(-1, -2))
    return Worklists(block_mask, data_next, mask_next, partial_mask_blocks)


def tiles_of(wl: Worklists) -> list[Tiles]:
    """The visited tiles of each head row of a worklist (the inverse of building it); for the
    dK/dV pass ``row`` is the kv block and ``col`` the fetched q block."""
    tiles = []
    for classes, data, masks in zip(wl.block_mask, wl.data_next, wl.mask_next):
        row, step = np.nonzero(classes != BlockClass.EMPTY)
        cls = classes[row, step]
        partial = np.where(cls == BlockClass.PARTIAL, masks[row, step], -1)
        tiles.append(Tiles(row.astype(np.int32), data[row, step].astype(np.int32), cls, partial.astype(np.int32)))
    return tiles


def q_shard_worklists(worklists: dict[str, Worklists], shards: int, dkv_q_blocks: int,
                      dkv_width: int | None = None) -> dict[str, Worklists]:
    """Each pass's worklists (``Plan.worklists``) for ``shards`` equal ranges of q blocks,
    stacked on a new leading axis.

    Forward and dq rows are sliced (their kv indices stay global). Each shard's dK/dV worklists
    hold only its own ``dkv_q_blocks / shards`` q blocks, indexed locally, all padded to one
    common width so every shard runs the same program (``dkv_width`` fixes it, so runtime
    payloads keep the plan's shapes); dK/dV partial sums are added across shards by the caller.
    """
    sharded = {}
    for name, wl in worklists.items():
        if name == "dkv":
            continue
        rows = wl.block_mask.shape[1]
        if rows % shards:
            raise ValueError(f"{rows} q blocks of the {name} pass do not split into {shards} equal shards")
        block_mask, data_next, mask_next = (np.split(a, shards, axis=1) for a in (wl.block_mask, wl.data_next, wl.mask_next))
        sharded[name] = [Worklists(block_mask[s], data_next[s], mask_next[s], wl.partial_mask_blocks) for s in range(shards)]
    dkv = worklists["dkv"]
    if dkv_q_blocks % shards:
        raise ValueError(f"{dkv_q_blocks} q blocks of the dkv pass do not split into {shards} equal shards")
    heads, kv_blocks, _ = dkv.block_mask.shape
    local = dkv_q_blocks // shards
    shard_tiles: list[list[Tiles]] = [[] for _ in range(shards)]
    for t in tiles_of(dkv):  # rows are kv blocks, fetched blocks q blocks (already transposed)
        for s in range(shards):
            keep = (t.col >= s * local) & (t.col < (s + 1) * local)
            shard_tiles[s].append(Tiles(t.row[keep], t.col[keep] - s * local, t.cls[keep], t.partial[keep]))
    head_rows = list(range(heads))

    def build(tiles, width=None):
        return build_worklists(tiles, head_rows, kv_blocks, local, dkv.partial_mask_blocks, False, width)

    width = dkv_width or max(build(tiles).grid_width for tiles in shard_tiles)
    sharded["dkv"] = [build(tiles, width) for tiles in shard_tiles]

    def stack(group):
        block_mask, data_next, mask_next = (np.stack([getattr(w, name) for w in group]) for name in WORKLIST_ARRAYS[:3])
        return Worklists(block_mask, data_next, mask_next, group[0].partial_mask_blocks)

    return {name: stack(sharded[name]) for name in worklists}


def zigzag(blocks: int, shards: int) -> tuple[np.ndarray, np.ndarray]:
    """``(shard, local index)`` of each of ``blocks`` blocks when the sequence is cut into
    ``2 * shards`` equal stripes and shard ``j`` holds stripes ``j`` and ``2 * shards - 1 - j``
    (in that order): a causal mask then gives every shard the same work."""
    stripe = blocks // (2 * shards)
    index = np.arange(blocks)
    second = index // stripe >= shards
    shard = np.where(second, 2 * shards - 1 - index // stripe, index // stripe)
    return shard, index % stripe + second * stripe


def ring_worklists(worklists: dict[str, Worklists], shards: int, grids: dict[str, tuple[int, int]],
                   widths: dict[str, int] | None = None) -> dict[str, Worklists]:
    """Each pass's worklists (``Plan.worklists``) split for ring attention over ``shards``
    sequence shards (``zigzag`` for queries and keys alike), stacked ``[device, ring step, H,
    rows, W]``: at ring step ``r`` device ``d`` holds kv shard ``(d - r) mod shards`` and walks
    the tiles between its q blocks and that shard's kv blocks, both indexed locally. One
    common width, so every device runs one program at every step (``widths`` fixes each pass's,
    so a runtime payload of the same plan keeps the compiled shapes). ``grids``: each pass's
    ``(q blocks, kv blocks)``."""
    return {name: _ring_pass(wl, name, shards, *grids[name], (widths or {}).get(name)) for name, wl in worklists.items()}


def _ring_pass(wl: Worklists, name: str, shards: int, q_blocks: int, kv_blocks: int, width: int | None = None) -> Worklists:
    transposed = name == "dkv"
    for blocks in (q_blocks, kv_blocks):
        if blocks % (2 * shards):
            raise ValueError(f"{blocks} blocks of the {name} pass do not split into {2 * shards} equal stripes")
    (q_shard, q_local), (kv_shard, kv_local) = zigzag(q_blocks, shards), zigzag(kv_blocks, shards)
    groups: list[list[list[Tiles]]] = [[[] for _ in range(shards)] for _ in range(shards)]  # [device][step] -> per head row
    for t in tiles_of(wl):
        q_block, kv_block = (t.col, t.row) if transposed else (t.row, t.col)
        device, step = q_shard[q_block], (q_shard[q_block] - kv_shard[kv_block]) % shards
        row, col = (kv_local[kv_block], q_local[q_block]) if transposed else (q_local[q_block], kv_local[kv_block])
        for d in range(shards):
            for r in range(shards):
                keep = np.flatnonzero((device == d) & (step == r))
                keep = keep[np.lexsort((col[keep], row[keep]))]
                groups[d][r].append(Tiles(row[keep].astype(np.int32), col[keep].astype(np.int32), t.cls[keep], t.partial[keep]))
    rows, cols = (kv_blocks, q_blocks) if transposed else (q_blocks, kv_blocks)

    def build(tiles, width=None):
        return build_worklists(tiles, list(range(len(tiles))), rows // shards, cols // shards, wl.partial_mask_blocks, False, width)

    width = width or max(build(group).grid_width for device in groups for group in device)
    built = [[build(group, width) for group in device] for device in groups]
    block_mask, data_next, mask_next = (np.stack([np.stack([getattr(w, field) for w in device]) for device in built])
                                        for field in WORKLIST_ARRAYS[:3])
    return Worklists(block_mask, data_next, mask_next, wl.partial_mask_blocks)


def fully_masked_queries(fwd: Worklists, block_q: int, q_len: int) -> int:
    """Valid query tokens that attend to nothing, counted from the forward worklists (kernels
    differ on what such a row gets: zeros here, an average of V in Splash)."""
    row_any = np.asarray(fwd.partial_mask_blocks.any(axis=2))  # [P, block_q]
    seen = np.zeros((fwd.block_mask.shape[0], fwd.block_mask.shape[1], block_q), bool)
    seen |= (fwd.block_mask == BlockClass.FULL).any(axis=2)[..., None]
    partial = fwd.block_mask == BlockClass.PARTIAL
    if partial.any():
        h, i, s = np.nonzero(partial)
        np.logical_or.at(seen, (h, i), row_any[fwd.mask_next[h, i, s].astype(np.int64)])
    seen = seen.reshape(seen.shape[0], -1)[:, :q_len]
    return int((~seen).sum())


def step_layout(contract: MaskContract, wl: Worklists) -> tuple[int, int, int]:
    """``(head rows, rows, width)`` of the step arrays a launch receives for this pass.

    Static contracts run their worklists as planned. A ``documents`` contract with a stated
    ``max_grid_width`` runs per-batch arrays of at most that width; a routed contract runs
    per-head arrays (routing differs per head). The runtime planners build exactly this shape."""
    heads, rows, width = wl.block_mask.shape[-3:]
    documents = contract.documents
    if documents is not None and documents.max_grid_width is not None:
        width = min(width, documents.max_grid_width)
    if contract.clustered is not None:
        heads = contract.shape.num_heads
    return heads, rows, width


def visited_tiles(block_mask, heads: int):
    """The tiles a step array ``block_mask`` (``[head rows, rows, width]``, numpy or JAX) visits
    over ``heads`` query heads: a mask shared by every head holds one row."""
    return (block_mask != BlockClass.EMPTY).sum() * (heads if block_mask.shape[0] == 1 else 1)
