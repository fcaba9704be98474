"""The page walk of a ragged batch, planned on the device with fixed shapes.

A batch is cut into work items: ``block_q`` consecutive queries of one sequence. Each item's
queries stand at absolute positions ``kv_len - q_len + i``; the mask's own ``kv_intervals``
(``lifted``) bound the kv tokens they can see, clipped to ``[0, kv_len)`` and rounded out to
pages, sorted and made disjoint. The kernel walks exactly those pages, ``pages_per_block`` at a
time; every other page of the sequence is never fetched. Only sound sequences are walked
(``batch_validity``: values are traced, so they are judged on the device): whatever a batch
holds, a walk stays within its sequence's pages below ``kv_len``, and those lie in the cache.
All arrays have static shapes (``max_items`` items, one slot per interval), so any batch of one
static shape reuses one program.
"""

from __future__ import annotations

import dataclasses

import jax
import jax.numpy as jnp
from pydantic import TypeAdapter

from sparse_cli.contract.serving import max_items
from sparse_cli.masks import Full, Mask, MaskKind
from sparse_cli.serving.lifted import kv_intervals

_MASK = TypeAdapter(Mask)


def mask_from_json(text: str) -> MaskKind:
    """A mask back from its ``model_dump_json`` (already validated and clamped)."""
    return _MASK.validate_json(text)


@dataclasses.dataclass(frozen=True)
class Walk:
    """Per work item (``[max_items]``, intervals ``[max_items * slots]`` item-major); an unused
    item has ``rows == 0`` and no blocks."""

    seq: jax.Array  # its sequence
    q_token: jax.Array  # its first query's index in the batch's token axis
    q_pos: jax.Array  # its first query's absolute position
    rows: jax.Array  # its queries (<= block_q)
    page_start: jax.Array  # first page of each interval (in the sequence's page list)
    page_end: jax.Array  # one past its last page
    blocks: jax.Array  # kv blocks of pages_per_block pages walking it
    first_item: jax.Array  # per sequence ``[max_seqs]``: its first item (its queries' items follow in order)
    q_ends: jax.Array  # per sequence: one past its last query's token (live sequences only; others repeat)
    valid: jax.Array  # per sequence: live and sound (``batch_validity``); only these are walked
    batch_valid: jax.Array  # scalar: ``num_seqs`` and the live sequences' query spans are sound

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
    """The page walk of one batch (traceable; shapes depend only on the static arguments). Only
    valid sequences (``batch_validity``, which ``page_indices`` and the cache's ``pages`` make
    complete) are walked: whatever the values, a walk stays within its sequence's listed pages."""
    valid, batch_valid = batch_validity(kv_lens, cu_q_lens, num_seqs, tokens=tokens, page_size=page_size,
                                        page_indices=page_indices, pages=pages)
    max_seqs = kv_lens.shape[0]
    items = max_items(tokens, max_seqs, block_q)
    q_lens = jnp.where(valid, cu_q_lens[1:] - cu_q_lens[:-1], 0)
    kv_lens = jnp.where(valid, kv_lens, 0)
    item_ends = jnp.cumsum(-(-q_lens // block_q))
    index = jnp.arange(items, dtype=jnp.int32)
    # each item's sequence, and that sequence's figures, by comparisons (no sort, no gather: XLA
    # compiles these fastest)
    seq = jnp.minimum((item_ends[None, :] <= index[:, None]).sum(axis=1), max_seqs - 1).astype(jnp.int32)
    own = seq[:, None] == jnp.arange(max_seqs)[None, :]
    pick = lambda x: jnp.sum(jnp.where(own, x[None, :], 0), axis=1)
    item_end, q_len, kv_len, q_start = (pick(x) for x in (item_ends, q_lens, kv_lens, cu_q_lens[:-1]))
    block = index - (item_end - -(-q_len // block_q))
    rows = jnp.where(index < item_ends[-1], jnp.clip(q_len - block * block_q, 0, block_q), 0)
    q_pos = kv_len - q_len + block * block_q
    page_start, page_end = _page_intervals(mask, q_pos, rows, kv_len, page_size)
    blocks = -(-(page_end - page_start) // pages_per_block)
    live_end = cu_q_lens[jnp.clip(num_seqs[0], 0, max_seqs)]
    q_ends = jnp.where(jnp.arange(max_seqs) < num_seqs[0], cu_q_lens[1:], live_end)
    return Walk(seq=seq, q_token=(q_start + block * block_q).astype(jnp.int32), q_pos=q_pos.astype(jnp.int32),
                rows=rows.astype(jnp.int32), page_start=page_start.reshape(-1), page_end=page_end.reshape(-1),
                blocks=blocks.astype(jnp.int32).reshape(-1),
                first_item=(item_ends - -(-q_lens // block_q)).astype(jnp.int32),
                q_ends=jnp.where(batch_valid, q_ends, 0).astype(jnp.int32), valid=valid, batch_valid=batch_valid)


def _page_intervals(mask: MaskKind, q_pos: jax.Array, rows: jax.Array, kv_len: jax.Array,
                    page_size: int) -> tuple[jax.Array, jax.Array]:
    """``[items, slots]`` first and one-past-last pages of the mask's kv intervals, clipped to
    ``[0, kv_len)``, rounded out to pages, sorted and made disjoint."""
    starts, ends = [], []
    for lo, hi in kv_intervals(mask, q_pos, q_pos + rows - 1):
        lo, hi = jnp.clip(lo, 0, kv_len), jnp.clip(hi, 0, kv_len)
        seen = (hi > lo) & (rows > 0)
        starts.append(jnp.where(seen, lo // page_size, 0))
        ends.append(jnp.where(seen, -(-hi // page_size), 0))
    starts_sorted, ends_sorted = jnp.stack(starts, axis=1), jnp.stack(ends, axis=1)
    if len(starts) > 1:  # one interval (a window, causal) needs no sort
        order = jnp.argsort(starts_sorted, axis=1)
        starts_sorted, ends_sorted = (jnp.take_along_axis(x, order, axis=1) for x in (starts_sorted, ends_sorted))
    covered = jnp.zeros(q_pos.shape, jnp.int32)
    page_start, page_end = [], []
    for slot in range(starts_sorted.shape[1]):  # disjoint: each interval starts where the walk so far ended
        start = jnp.maximum(starts_sorted[:, slot], covered)
        end = jnp.maximum(ends_sorted[:, slot], start)
        covered = jnp.maximum(covered, end)
        page_start.append(start)
        page_end.append(end)
    return jnp.stack(page_start, axis=1).astype(jnp.int32), jnp.stack(page_end, axis=1).astype(jnp.int32)


def full_walk_pages(kv_lens: jax.Array, cu_q_lens: jax.Array, num_seqs: jax.Array, *, tokens: int, block_q: int,
                    page_size: int) -> jax.Array:
    """Pages per kv head that a walk from page 0 to ``kv_len`` fetches for the same items (JAX's
    ``ragged_paged_attention`` rule: a window only masks scores)."""
    walk_ = plan_walk(Full(), kv_lens, cu_q_lens, num_seqs, tokens=tokens, block_q=block_q, page_size=page_size,
                      pages_per_block=1)
    return walk_.pages_fetched()
