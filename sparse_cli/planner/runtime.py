"""Runtime planning for packed documents: per-batch worklists in pure JAX, fixed shapes.

The static plan of a ``documents`` contract's mask is the bound: a batch's plan visits a subset
of its tiles — those whose q block and kv block can share a document — so it never needs more
steps per row than the static grid width. Per block, the document ids span ``[lo, hi]``
(padding ignored); a tile is kept when the spans of its q and kv blocks overlap. For packed
rows (each document one contiguous run) that is exact: overlapping spans share a document.
For other layouts it is conservative, and the kernel's in-tile segment check keeps the
result exact either way. A kernel that computes partial tiles' masks may also have the
batch's full tiles classed under the ids (``classed_by_ids``): full only where both
blocks hold one document, so it skips the ids' compare there.

Everything here is jit-able and shape-stable: a new packing changes values, never shapes, so
it never recompiles. Nothing is silently truncated: ``runtime_steps`` returns the steps each
row needs, so a caller with a tighter stated bound (``max_grid_width``) knows which rows of a
batch do not fit — host entry points refuse the batch (``DocumentBound``), and inside a
user's jit the backend turns exactly those rows into NaN (``document_steps`` says which).
"""

from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np

from sparse_cli.masks import BlockClass
from sparse_cli.planner.limits import DocumentOverflow
from sparse_cli.planner.worklists import step_layout


class StaticSteps(NamedTuple):
    """One pass's static step arrays on the device: the bound a batch's plan is cut from."""

    block_mask: jax.Array
    data_next: jax.Array
    mask_next: jax.Array


def static_steps(plan) -> dict[str, StaticSteps]:
    """The static step arrays of each pass with worklists of its own (``Plan.worklists``) as
    device arrays."""
    return {name: StaticSteps(jnp.asarray(wl.block_mask), jnp.asarray(wl.data_next), jnp.asarray(wl.mask_next))
            for name, wl in plan.worklists.items()}


def random_documents(rng: np.random.Generator, length: int, max_documents: int = 6) -> np.ndarray:
    """A packed row: sorted runs of random lengths (document ids 0, 1, ...), then a padding
    tail of -1 (a random valid length)."""
    count = min(max_documents, length)
    cuts = np.sort(rng.choice(np.arange(1, length), size=count - 1, replace=False)) if length > 1 else np.zeros(0, np.int64)
    ids = np.zeros(length, np.int32)
    for document, cut in enumerate(cuts, start=1):
        ids[cut:] = document
    padding = int(rng.integers(0, max(1, length // 8)))
    if padding:
        ids[length - padding :] = -1
    return ids


def pad_to_blocks(ids, block: int) -> jax.Array:
    """Segment ids (last axis) padded with -1 (padding) to a whole number of blocks."""
    ids = jnp.asarray(ids)
    widths = [(0, 0)] * (ids.ndim - 1) + [(0, -ids.shape[-1] % block)]
    return jnp.pad(ids, widths, constant_values=-1)


def pad_tokens(x: jax.Array, length: int) -> jax.Array:
    """``[H, L, D]`` padded with zeros to ``length`` tokens (the plan masks them)."""
    return jnp.pad(x, ((0, 0), (0, length - x.shape[1]), (0, 0)))


def block_spans(ids: jax.Array, block: int) -> tuple[jax.Array, jax.Array]:
    """Smallest and largest document id of each block (``ids`` padded to whole blocks with
    negative ids); a block of padding only gets an empty span (lo > hi)."""
    blocks = ids.reshape(-1, block)
    valid = blocks >= 0
    lo = jnp.min(jnp.where(valid, blocks, jnp.iinfo(jnp.int32).max), axis=1)
    hi = jnp.max(jnp.where(valid, blocks, -1), axis=1)
    return lo, hi


def one_document(ids: jax.Array, block: int) -> jax.Array:
    """Each block's document id where every one of its tokens holds it (no padding), else -1."""
    blocks = ids.reshape(-1, block)
    first = blocks[:, 0]
    return jnp.where((first >= 0) & jnp.all(blocks == first[:, None], axis=1), first, -1)


def tile_blocks(block_mask, data_next, transposed: bool) -> tuple[jax.Array, jax.Array]:
    """The q and kv block of each step of worklists ``[H, rows, W]`` (a row is a q block, or a
    kv block when ``transposed``: dK/dV's), broadcasting to their shape."""
    rows = jnp.arange(block_mask.shape[1])[None, :, None]
    fetched = data_next.astype(jnp.int32)
    return (fetched, rows) if transposed else (rows, fetched)


def classed_by_ids(block_mask, data_next, q_ids: jax.Array, kv_ids: jax.Array, block_q: int, block_kv: int,
                   transposed: bool) -> jax.Array:
    """``block_mask`` with its FULL steps full under the ids too: a tile stays FULL where its q
    and kv blocks hold one and the same document (no padding), so every pair of it attends
    whatever the ids; any other full tile becomes PARTIAL, its pairs decided by the ids. For
    kernels that compute a partial tile's mask (it reads no stored block) and so can skip the
    ids' compare on a full tile."""
    q_doc, kv_doc = one_document(q_ids, block_q), one_document(kv_ids, block_kv)
    q_block, kv_block = tile_blocks(block_mask, data_next, transposed)
    shared = (q_doc[q_block] >= 0) & (q_doc[q_block] == kv_doc[kv_block])
    return jnp.where((block_mask == BlockClass.FULL) & ~shared, BlockClass.PARTIAL, block_mask).astype(block_mask.dtype)


def compact(block_mask, data_next, mask_next, keep, width: int):
    """Kept steps first (in order), padding steps holding the row's last kept block."""
    order = jnp.argsort(jnp.logical_not(keep), axis=-1, stable=True)
    take = lambda a: jnp.take_along_axis(a, order, axis=-1)
    classes = take(jnp.where(keep, block_mask, BlockClass.EMPTY))
    data, masks = take(data_next), take(mask_next)
    count = jnp.sum(keep, axis=-1, keepdims=True)
    live = jnp.arange(keep.shape[-1]) < count
    last = jnp.maximum(count - 1, 0)
    data = jnp.where(live, data, jnp.take_along_axis(data, last, axis=-1))
    masks = jnp.where(live, masks, jnp.take_along_axis(masks, last, axis=-1))
    return classes[..., :width], data[..., :width], masks[..., :width], count[..., 0]


def kept_steps(static, q_ids: jax.Array, kv_ids: jax.Array, block_q: int, block_kv: int, transposed: bool) -> jax.Array:
    """``[H, rows, W]``: which steps of the static worklists this batch keeps (their q and kv
    blocks can share a document)."""
    q_lo, q_hi = block_spans(q_ids, block_q)
    kv_lo, kv_hi = block_spans(kv_ids, block_kv)
    q_block, kv_block = tile_blocks(static.block_mask, static.data_next, transposed)
    share = (q_lo[q_block] <= kv_hi[kv_block]) & (kv_lo[kv_block] <= q_hi[q_block])
    return (static.block_mask != BlockClass.EMPTY) & share


def runtime_steps(static, q_ids: jax.Array, kv_ids: jax.Array, block_q: int, block_kv: int,
                  transposed: bool, width: int | None = None, full_by_ids: bool = False):
    """One pass's worklists for a batch: the static worklists (``block_mask``, ``data_next``,
    ``mask_next`` of shape ``[H, rows, W]``) minus the tiles whose blocks share no document;
    with ``full_by_ids``, their full tiles full under the ids too (``classed_by_ids``).

    Returns ``(block_mask, data_next, mask_next, steps_needed)`` with the static shapes (or
    width ``width``), and the steps each row needs (``[H, rows]``)."""
    keep = kept_steps(static, q_ids, kv_ids, block_q, block_kv, transposed)
    classes = static.block_mask
    if full_by_ids:
        classes = classed_by_ids(classes, static.data_next, q_ids, kv_ids, block_q, block_kv, transposed)
    return compact(classes, static.data_next, static.mask_next, keep, width or static.block_mask.shape[-1])


def visited_by(static_rows, q_ids: jax.Array, kv_ids: jax.Array, block_q: int, block_kv: int, q_rows: jax.Array,
               num_kv_blocks: int) -> jax.Array:
    """``[H, nk]``: the kv blocks that the flagged q block rows (``[H, nq]``) of a q-row pass
    (forward or dq) visit in this batch."""
    keep = kept_steps(static_rows, q_ids, kv_ids, block_q, block_kv, False) & q_rows[..., None]
    heads = jnp.arange(keep.shape[0])[:, None, None]
    return jnp.zeros((keep.shape[0], num_kv_blocks), bool).at[heads, static_rows.data_next.astype(jnp.int32)].max(keep)


def needed_widths(static: dict, q_ids: jax.Array, kv_ids: jax.Array, blocks) -> jax.Array:
    """The steps the widest row of each pass needs for one batch (ids padded to whole blocks
    of every pass), with no width bound applied."""
    needed = []
    for name, st in static.items():
        block_q, block_kv = blocks.of(name)
        needed.append(runtime_steps(st, q_ids, kv_ids, block_q, block_kv, name == "dkv")[3].max())
    return jnp.stack(needed)


def document_steps(plan, static: dict, q_ids: jax.Array, kv_ids: jax.Array, heads: int | None = None, full_by_ids: bool = False):
    """One batch of packed documents (ids padded to whole blocks of every pass): each pass's
    ``(block_mask, data_next, mask_next)`` at the width its launch receives (a dict like
    ``static``; ``full_by_ids``: ``runtime_steps``'s), and what that width cuts — None without a stated ``max_grid_width`` (a subset
    of the static plan always fits its width), else ``([H, Lq] query tokens whose rows need
    more steps in the forward or dq pass, [H, Lk] kv tokens whose gradients are cut)``: visited
    by such a row, or needing more steps in the dK/dV pass themselves.

    On a device of a mesh, ``static`` holds its q shard's rows (q blocks indexed locally,
    ``worklists.q_shard_worklists``), ``q_ids`` that shard's ids and ``heads`` its head count."""
    c = plan.contract
    arrays, overflow = {}, {}
    for name, st in static.items():
        width = step_layout(c, plan.worklists[name])[2]
        block_q, block_kv = c.blocks.of(name)
        block_mask, data_next, mask_next, needed = runtime_steps(st, q_ids, kv_ids, block_q, block_kv, name == "dkv", width, full_by_ids)
        arrays[name] = (block_mask, data_next, mask_next)
        overflow[name] = needed > width
    if c.documents.max_grid_width is None:
        return arrays, None
    heads = heads or c.shape.num_heads
    q_tokens = jnp.zeros((heads, q_ids.shape[-1]), bool)
    kv_tokens = _token_rows(overflow["dkv"], c.blocks.of("dkv")[1], heads, kv_ids.shape[-1])
    for name in [name for name in static if name != "dkv"]:
        block_q, block_kv = c.blocks.of(name)
        q_tokens |= _token_rows(overflow[name], block_q, heads, q_ids.shape[-1])
        kv_blocks = visited_by(static[name], q_ids, kv_ids, block_q, block_kv, overflow[name], c.grid_of(name)[1])
        kv_tokens |= _token_rows(kv_blocks, block_kv, heads, kv_ids.shape[-1])
    return arrays, (q_tokens, kv_tokens)


class DocumentBound:
    """The host side of a stated ``max_grid_width``: how many steps a batch's widest row needs
    (jitted once per plan), and a refusal naming the batch that does not fit."""

    def __init__(self, plan):
        c, static = plan.contract, static_steps(plan)
        self.contract, self.bound = c, c.documents.max_grid_width
        q_unit, kv_unit = c.blocks.units()
        widths = lambda q, kv: needed_widths(static, pad_to_blocks(q, q_unit), pad_to_blocks(kv, kv_unit), c.blocks).max()
        self._needed = jax.jit(jax.vmap(widths))

    def needed(self, q_ids, kv_ids) -> np.ndarray:
        """``[B]``: steps the widest row of each example needs (ids ``[(B,) L]``, unpadded)."""
        return np.asarray(self._needed(jnp.atleast_2d(q_ids), jnp.atleast_2d(kv_ids)))

    def check(self, q_ids, kv_ids) -> None:
        """Refuse (``DocumentOverflow``) rather than truncate."""
        for batch, needed in enumerate(self.needed(q_ids, kv_ids)):
            if needed > self.bound:
                raise DocumentOverflow(
                    f"batch {batch}: its documents need {int(needed)} steps in a row, but contract {self.contract.name!r} "
                    f"bounds max_grid_width at {self.bound}; raise the bound (or leave it unset to use the static plan's width)")


def mark_overflow(contract, overflow, q: jax.Array, k: jax.Array, v: jax.Array):
    """``q, k, v`` marked so that what ``document_steps``'s ``overflow`` cuts comes out NaN —
    the outputs and dq of the cut query tokens (NaN queries), and dk/dv of the cut kv tokens
    (a NaN cotangent) — and every other row is untouched."""
    c = contract
    q_rows, kv_rows = overflow[0][:, : q.shape[1]], overflow[1][:, : k.shape[1]]
    kv_rows = kv_rows.reshape(-1, c.shape.num_heads // c.shape.kv_heads, kv_rows.shape[-1]).any(axis=1)
    return _nan_rows(q, q_rows), _nan_gradient_rows(k, kv_rows), _nan_gradient_rows(v, kv_rows)


def _token_rows(block_rows: jax.Array, block: int, heads: int, length: int) -> jax.Array:
    """``[H or 1, blocks]`` block flags as ``[heads, length]`` token flags."""
    return jnp.broadcast_to(jnp.repeat(block_rows, block, axis=-1)[:, :length], (heads, length))


@jax.custom_vjp
def _nan_rows(x: jax.Array, rows: jax.Array) -> jax.Array:
    """``x`` with the flagged ``[H, L]`` rows NaN, in value and in gradient."""
    return jnp.where(rows[..., None], jnp.nan, x).astype(x.dtype)


@jax.custom_vjp
def _nan_gradient_rows(x: jax.Array, rows: jax.Array) -> jax.Array:
    """Identity whose gradient is NaN in the flagged ``[H, L]`` rows."""
    return x


def _nan_cotangent(rows, cotangent):
    return jnp.where(rows[..., None], jnp.nan, cotangent).astype(cotangent.dtype), None


_nan_rows.defvjp(lambda x, rows: (_nan_rows(x, rows), rows), _nan_cotangent)
_nan_gradient_rows.defvjp(lambda x, rows: (x, rows), _nan_cotangent)
