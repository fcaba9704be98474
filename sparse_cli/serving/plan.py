"""The page walk of a ragged batch: per-sequence tables on the device, each work item's walk
computed from them where it runs (inside the kernel, a few scalar operations a grid step).

A batch is cut into work items: ``block_q`` consecutive queries of one sequence. Each item's
queries stand at absolute positions ``kv_len - q_len + i``; the mask's own ``kv_intervals``
(``lifted``) bound the kv tokens they can see, clipped to ``[0, kv_len)`` and rounded out to
pages, sorted and made disjoint. The kernel walks exactly those pages, ``pages_per_block`` at a
time; every other page of the sequence is never fetched. Only sound sequences are walked
(``batch_validity``: values are traced, so they are judged on the device): whatever a batch
holds, a walk stays within its sequence's pages below ``kv_len``, and those lie in the cache.

``Sequences`` is all XLA computes around the kernel (a few fused reductions over ``max_seqs``);
``work_item`` derives one item's walk from it elementwise — on scalars read from SMEM in the
kernel, on every item at once (``plan_walk``) where the walk is measured — one definition for
both. Shapes depend only on static arguments, so any batch of one static shape reuses one program.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from pydantic import TypeAdapter

from sparse_cli.contract.serving import max_items
from sparse_cli.masks import Full, Mask, MaskKind
from sparse_cli.serving.lifted import kv_intervals

_MASK = TypeAdapter(Mask)


def mask_from_json(text: str) -> MaskKind:
    """A mask back from its ``model_dump_json`` (already validated and clamped)."""
    return _MASK.validate_json(text)


def _floor_div(x, y: int):
    """``x // y`` for ``x >= 0`` (every count and page here): one division, no sign fix-up."""
    return lax.div(x, y)


def _ceil_div(x, y: int):
    """``-(-x // y)`` for ``x >= 0``, without the sum ``x + y - 1`` that could overflow."""
    quotient = lax.div(x, y)
    return jnp.where(lax.rem(x, y) > 0, quotient + 1, quotient)


@dataclasses.dataclass(frozen=True)
class Tables:
    """Per sequence ``[max_seqs]``, what the kernel prefetches into SMEM (in this order; the
    page table follows) and each work item's walk is derived from (``work_item``). An invalid
    sequence has ``kv_len`` 0, so it walks nothing; a live one of a sound batch keeps its
    ``q_len`` (its items then have ``q_len > kv_len``: ``Item.refused``), any other ``q_len`` 0."""

    kv_len: Any
    q_len: Any
    q_start: Any  # its first query's token (``cu_q_lens[:-1]``)
    item_end: Any  # one past its last work item (items are numbered sequence after sequence)


#: The names of ``Tables``, in prefetch order.
SEQUENCE_TABLES = tuple(field.name for field in dataclasses.fields(Tables))


@dataclasses.dataclass(frozen=True)
class Sequences:
    """The batch's sequences as XLA computes them around the kernel."""

    tables: Tables
    batch_valid: Any  # scalar: ``num_seqs`` and the live sequences' query spans are sound


def sequences(kv_lens: jax.Array, cu_q_lens: jax.Array, num_seqs: jax.Array, *, tokens: int, block_q: int, page_size: int,
              page_indices: jax.Array | None = None, pages: int | None = None) -> Sequences:
    """The batch's per-sequence tables (traceable). Only valid sequences (``batch_validity``,
    which ``page_indices`` and the cache's ``pages`` make complete) are walked: an invalid live
    sequence of a sound batch keeps its queries with ``kv_len`` 0, so ``q_len > kv_len`` marks
    it (``Item.refused``: its rows are NaN); an unsound batch has no queries at all."""
    valid, batch_valid = batch_validity(kv_lens, cu_q_lens, num_seqs, tokens=tokens, page_size=page_size,
                                        page_indices=page_indices, pages=pages)
    live = (jnp.arange(kv_lens.shape[0]) < num_seqs[0]) & batch_valid
    q_lens = jnp.where(live, cu_q_lens[1:] - cu_q_lens[:-1], 0)
    tables = Tables(kv_len=jnp.where(valid, kv_lens, 0), q_len=q_lens, q_start=cu_q_lens[:-1],
                    item_end=jnp.cumsum(_ceil_div(q_lens, block_q)).astype(jnp.int32))
    return Sequences(tables, batch_valid=batch_valid)


@dataclasses.dataclass(frozen=True)
class Item:
    """One work item's walk (or every item's, elementwise); an unused item has ``rows == 0``
    and no blocks."""

    seq: Any  # its sequence
    first: Any  # whether it is its sequence's first item
    q_token: Any  # its first query's index in the batch's token axis
    q_pos: Any  # its first query's absolute position
    rows: Any  # its queries (<= block_q)
    kv_len: Any  # its sequence's
    new_start: Any  # its sequence's first new token's position (``kv_len - q_len``)
    page_start: list  # per interval slot: first page (in the sequence's page list)
    page_end: list  # one past its last page
    blocks: list  # kv blocks of ``pages_per_block`` pages walking it

    @property
    def refused(self):
        """Its sequence is invalid (``sequences``: ``q_len > kv_len``, which no valid one has):
        its rows are NaN, it walks and writes nothing."""
        return self.new_start < 0


def work_item(mask: MaskKind, item, tables: Tables, max_seqs: int, *, block_q: int, page_size: int, pages_per_block: int) -> Item:
    """Item ``item``'s walk from ``tables``, arrays or SMEM refs alike (indexed, never sliced);
    ``item`` a scalar or an array of items (then elementwise)."""
    seq = _sequence_of(item, tables.item_end, max_seqs)
    q_len, kv_len, item_end = tables.q_len[seq], tables.kv_len[seq], tables.item_end[seq]
    block = item - (item_end - _ceil_div(q_len, block_q))
    rows = jnp.where(item < item_end, jnp.clip(q_len - block * block_q, 0, block_q), 0)
    q_pos = kv_len - q_len + block * block_q
    starts, ends = _page_intervals(mask, q_pos, rows, kv_len, page_size)
    return Item(seq=seq, first=block == 0, q_token=tables.q_start[seq] + block * block_q, q_pos=q_pos, rows=rows, kv_len=kv_len,
                new_start=kv_len - q_len, page_start=starts, page_end=ends,
                blocks=[_ceil_div(end - start, pages_per_block) for start, end in zip(starts, ends)])


def most_blocks(mask: MaskKind, *, context: int, block_q: int, page_size: int, pages_per_block: int) -> int:
    """The most blocks of pages one item's walk folds (``work_item``'s ``blocks``, summed over its
    intervals; overlapping intervals counted each, where the walk makes them disjoint: at most a
    block more), over items of ``block_q`` queries from each multiple of ``block_q`` in
    ``context`` keys (an item of a batch may start anywhere: a block more or less). For choices
    made when the kernel is traced, so in numpy: ``_page_intervals`` itself, evaluated eagerly at
    trace time, took 0.59 s the first time in a process (its jax operations compiled one by one)."""
    q_first = np.arange(0, context, block_q)
    q_last = np.minimum(q_first + block_q, context) - 1
    blocks = np.zeros_like(q_first)
    for lo, hi in mask.kv_intervals(q_first, q_last):
        lo, hi = np.clip(lo, 0, context), np.clip(hi, 0, context)
        pages = np.where(hi > lo, -(-hi // page_size) - lo // page_size, 0)
        blocks = blocks + -(-pages // pages_per_block)
    return int(blocks.max(initial=0))


def _sequence_of(item, item_end, max_seqs: int):
    """The first sequence whose items end past ``item`` (the last one when none does): a binary
    search over the rising ``item_end``, a fixed number of steps."""

    def step(_, bounds):
        lo, hi = bounds
        mid = _floor_div(lo + hi, 2)
        above = item_end[jnp.minimum(mid, max_seqs - 1)] > item
        return jnp.where((lo < hi) & ~above, mid + 1, lo), jnp.where((lo < hi) & above, mid, hi)

    zero = jnp.zeros_like(item)
    lo, _ = lax.fori_loop(0, max_seqs.bit_length(), step, (zero, zero + max_seqs))
    return jnp.minimum(lo, max_seqs - 1)


@dataclasses.dataclass(frozen=True)
class Walk:
    """Every work item's walk (``[max_items]``, intervals ``[max_items * slots]`` item-major), as
    the kernel computes it item by item: what measurements and tests read."""

    seq: jax.Array
    q_pos: jax.Array
    rows: jax.Array
    page_start: jax.Array
    page_end: jax.Array
    blocks: jax.Array

    @property
    def slots(self) -> int:
        return self.page_start.shape[0] // self.seq.shape[0]

    def pages_fetched(self) -> jax.Array:
        """Pages one kv head's walk fetches, per item."""
        span = (self.page_end - self.page_start).reshape(self.seq.shape[0], self.slots)
        return span.sum(axis=1)


def batch_validity(kv_lens: jax.Array, cu_q_lens: jax.Array, num_seqs: jax.Array, *, tokens: int, page_size: int,
                   page_indices: jax.Array | None = None, pages: int | None = None) -> tuple[jax.Array, jax.Array]:
    """``(valid [max_seqs], batch_valid)`` on the device, the checks of ``validate_inputs`` that
    keep memory and the walk bounded: the batch is sound when ``0 <= num_seqs <= max_seqs`` and the
    live query spans rise from ``cu_q_lens[0] >= 0`` to at most ``tokens``; a live sequence of a
    sound batch is valid when ``0 <= q_len <= kv_len``, with ``page_indices`` ``kv_len`` within
    its listed pages, and with ``pages`` every page below ``kv_len`` inside the cache."""
    max_seqs = kv_lens.shape[0]
    count = num_seqs[0]
    live = jnp.arange(max_seqs) < count
    starts, ends = cu_q_lens[:-1], cu_q_lens[1:]
    batch_valid = ((count >= 0) & (count <= max_seqs) & (cu_q_lens[0] >= 0) & jnp.all(~live | (ends >= starts))
                   & (cu_q_lens[jnp.clip(count, 0, max_seqs)] <= tokens))
    valid = live & batch_valid & (kv_lens >= 0) & (ends - starts <= kv_lens)  # no overflow once the batch is sound
    if page_indices is not None:
        pages_per_seq = page_indices.shape[1]
        valid &= kv_lens <= pages_per_seq * page_size
        if pages is not None:
            used = jnp.arange(pages_per_seq)[None, :] * page_size < kv_lens[:, None]
            valid &= jnp.all(~used | ((page_indices >= 0) & (page_indices < pages)), axis=1)
    return valid, batch_valid


def plan_walk(mask: MaskKind, kv_lens: jax.Array, cu_q_lens: jax.Array, num_seqs: jax.Array, *, tokens: int,
              block_q: int, page_size: int, pages_per_block: int, page_indices: jax.Array | None = None,
              pages: int | None = None) -> Walk:
    """Every item's walk of one batch at once (traceable), by ``work_item``: only valid
    sequences are walked, and whatever the values a walk stays within its sequence's listed pages."""
    seqs = sequences(kv_lens, cu_q_lens, num_seqs, tokens=tokens, block_q=block_q, page_size=page_size,
                     page_indices=page_indices, pages=pages)
    max_seqs = kv_lens.shape[0]
    items = jnp.arange(max_items(tokens, max_seqs, block_q), dtype=jnp.int32)
    item = work_item(mask, items, seqs.tables, max_seqs, block_q=block_q, page_size=page_size, pages_per_block=pages_per_block)
    per_slot = lambda xs: jnp.stack(xs, axis=1).astype(jnp.int32).reshape(-1)
    return Walk(seq=item.seq, q_pos=item.q_pos.astype(jnp.int32), rows=item.rows.astype(jnp.int32),
                page_start=per_slot(item.page_start), page_end=per_slot(item.page_end), blocks=per_slot(item.blocks))


def _page_intervals(mask: MaskKind, q_pos, rows, kv_len, page_size: int) -> tuple[list, list]:
    """Per interval slot, the first and one-past-last pages of the mask's kv intervals, clipped
    to ``[0, kv_len)``, rounded out to pages, sorted (a stable exchange sort, elementwise) and
    made disjoint."""
    starts, ends = [], []
    for lo, hi in kv_intervals(mask, q_pos, q_pos + rows - 1):
        lo, hi = jnp.clip(lo, 0, kv_len), jnp.clip(hi, 0, kv_len)
        seen = (hi > lo) & (rows > 0)
        starts.append(jnp.where(seen, _floor_div(lo, page_size), 0))
        ends.append(jnp.where(seen, _ceil_div(hi, page_size), 0))
    for done in range(len(starts) - 1):  # one interval (a window, causal) needs no sort
        for at in range(len(starts) - 1 - done):
            swap = starts[at] > starts[at + 1]
            for x in (starts, ends):
                x[at], x[at + 1] = jnp.where(swap, x[at + 1], x[at]), jnp.where(swap, x[at], x[at + 1])
    covered = jnp.zeros_like(q_pos)
    page_start, page_end = [], []
    for start, end in zip(starts, ends):  # disjoint: each interval starts where the walk so far ended
        start = jnp.maximum(start, covered)
        end = jnp.maximum(end, start)
        covered = jnp.maximum(covered, end)
        page_start.append(start)
        page_end.append(end)
    return page_start, page_end


def full_walk_pages(kv_lens: jax.Array, cu_q_lens: jax.Array, num_seqs: jax.Array, *, tokens: int, block_q: int,
                    page_size: int) -> jax.Array:
    """Pages per kv head that a walk from page 0 to ``kv_len`` fetches for the same items (JAX's
    ``ragged_paged_attention`` rule: a window only masks scores)."""
    walk_ = plan_walk(Full(), kv_lens, cu_q_lens, num_seqs, tokens=tokens, block_q=block_q, page_size=page_size,
                      pages_per_block=1)
    return walk_.pages_fetched()
