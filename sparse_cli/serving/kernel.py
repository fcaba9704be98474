"""Ragged paged attention whose kv walk covers only the pages a mask can see.

Same positional arguments, layouts and meaning as JAX's ``ragged_paged_attention``. The grid runs over
work items; an item's queries (all query heads, grouped per kv head) form one VMEM block, and
each step fetches whole pages (K and V of every kv head, as JAX's kernel does).
Its kv walk (``plan.plan_walk``, planned on the device) is a loop with a dynamic trip count over
blocks of ``pages_per_block`` pages, double-buffered by manual DMAs: pages outside the walk are
never copied. Each block's class comes from the mask's own ``classify``: wholly visible blocks
open the mask (one body serves them and partial blocks: half the code Mosaic compiles), empty
ones skip the compute. Online softmax in float32, soft cap, sinks, GQA, draft trees.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu
from jax.typing import ArrayLike

from sparse_cli.masks import BlockClass, MaskKind
from sparse_cli.serving.contract import DEFAULT_BLOCK_Q, ServingContract, default_pages_per_block, max_items, serving_mask
from sparse_cli.serving.lifted import tile_class
from sparse_cli.serving.plan import Walk, mask_from_json, plan_walk
from sparse_cli.serving.validate import check_inputs, check_values, concrete

#: Kernel name in the lowered program (lock entries and audits find it by this).
KERNEL_NAME = "sparse_ragged_paged_attention"


def _kernel(*refs, mask: MaskKind, group: int, page_size: int, pages_per_block: int, pages_per_seq: int, slots: int,
            sm_scale: float, soft_cap: float | None, k_scale: float | None, v_scale: float | None, draft: int):
    """Refs: the walk and tables (scalar prefetch; with a ``draft`` tree, each item's first new
    position too), the item's queries, the sinks, (its queries' tree rows,) the cache in HBM,
    the output; scratch: the page double buffer, its semaphores and the softmax state."""
    seq_ref, q_pos_ref, rows_ref, start_ref, end_ref, blocks_ref, kv_lens_ref, pages_ref, *rest = refs
    if draft:
        draft_start_ref, q_ref, sinks_ref, tree_ref, kv_hbm, o_ref, kv_buf, sems, m_sc, l_sc, acc_sc = rest
    else:
        q_ref, sinks_ref, kv_hbm, o_ref, kv_buf, sems, m_sc, l_sc, acc_sc = rest
    item = pl.program_id(0)
    seq, q_pos, rows = seq_ref[item], q_pos_ref[item], rows_ref[item]
    kv_len = kv_lens_ref[seq]
    draft_start = draft_start_ref[item] if draft else 0
    counts = [blocks_ref[item * slots + s] for s in range(slots)]
    total = functools.reduce(lambda a, b: a + b, counts)
    block_tokens = pages_per_block * page_size

    walk = _ItemWalk(item, seq, counts, pages_per_block, pages_per_seq, start_ref, end_ref, pages_ref, kv_hbm, kv_buf, sems)

    m_sc[...] = sinks_ref[...]  # a sink is one more logit (with no value) in every softmax
    l_sc[...] = jnp.where(sinks_ref[...] == -jnp.inf, 0.0, 1.0)
    acc_sc[...] = jnp.zeros_like(acc_sc)

    def accumulate(slot, kv_first, valid_end, whole):
        """One kv step for every kv head. One body serves whole and masked blocks (``whole``
        opens the mask; two bodies per kv head would double what Mosaic compiles); the token
        mask is one for every kv head: rows are (query, head of the group) alike."""
        shape = (q_ref.shape[1], block_tokens)
        kv = kv_first + lax.broadcasted_iota(jnp.int32, shape, 1)
        qp = q_pos + lax.broadcasted_iota(jnp.int32, shape, 0) // group
        visible = mask.attends(qp, kv) & (kv < valid_end)
        if draft:
            visible = visible & _drafted(tree_ref[...], kv, kv_first - draft_start, draft)
        visible = visible | whole
        fetched = kv_first + lax.broadcasted_iota(jnp.int32, (block_tokens, 1), 0) < valid_end
        for head in range(q_ref.shape[0]):
            k = kv_buf[slot, :, :, 2 * head, :].reshape(block_tokens, -1)
            v = kv_buf[slot, :, :, 2 * head + 1, :].reshape(block_tokens, -1)
            if k_scale is not None:  # a quantised cache, dequantised to the queries' dtype as JAX does
                k = (k.astype(jnp.float32) * k_scale).astype(q_ref.dtype)
            if v_scale is not None:
                v = (v.astype(jnp.float32) * v_scale).astype(q_ref.dtype)
            scores = lax.dot_general(q_ref[head], k, (((1,), (1,)), ((), ())), preferred_element_type=jnp.float32)
            scores = scores * sm_scale
            if soft_cap is not None:
                scores = soft_cap * jnp.tanh(scores / soft_cap)
            _online_softmax(scores, v, visible, fetched, m_sc, l_sc, acc_sc, head)

    @pl.when(total > 0)
    def _():
        walk.start(0, 0)

    def step(j, carry):
        slot = j % 2

        @pl.when(j + 1 < total)
        def _():
            walk.start(j + 1, 1 - slot)

        walk.wait(j, slot)
        first, end = walk.block_pages(j)
        kv_first = first * page_size
        valid_end = jnp.minimum(jnp.minimum(first + pages_per_block, end) * page_size, kv_len)
        cls = tile_class(mask, q_pos, q_pos + rows - 1, kv_first, valid_end - 1)
        whole = (cls == BlockClass.FULL) & (valid_end == kv_first + block_tokens)
        if draft:  # a block that holds a new token the tree may hide is not whole
            whole = whole & ((kv_first + block_tokens <= draft_start) | (kv_first >= draft_start + draft))
        pl.when(cls != BlockClass.EMPTY)(lambda: accumulate(slot, kv_first, valid_end, whole))
        return carry

    lax.fori_loop(0, total, step, 0)
    total_weight = l_sc[...]
    o_ref[...] = (acc_sc[...] / jnp.where(total_weight == 0, 1.0, total_weight)).astype(o_ref.dtype)


@dataclasses.dataclass(frozen=True)
class _ItemWalk:
    """A work item's kv walk inside the kernel: its steps' pages and their DMAs. Every page
    index is clipped into the sequence's page list and the cache (the planned walk already stays
    within both: ``plan.batch_validity``)."""

    item: Any
    seq: Any
    counts: list  # kv steps per interval slot
    pages_per_block: int
    pages_per_seq: int
    start_ref: Any
    end_ref: Any
    pages_ref: Any
    kv_hbm: Any
    kv_buf: Any
    sems: Any

    def block_pages(self, j):
        """First page and the interval's end page of walk step ``j`` (intervals one after another)."""
        slots, base = len(self.counts), self.item * len(self.counts)
        first, end, before = self.start_ref[base] + j * self.pages_per_block, self.end_ref[base], self.counts[0]
        for s in range(1, slots):
            here = j >= before
            first = jnp.where(here, self.start_ref[base + s] + (j - before) * self.pages_per_block, first)
            end = jnp.where(here, self.end_ref[base + s], end)
            before = before + self.counts[s]
        return first, end

    def _copies(self, j, slot):
        """``(fetched, DMA)`` per page of step ``j``: whole pages (K and V of every kv head)."""
        first, end = self.block_pages(j)
        for t in range(self.pages_per_block):
            page = first + t
            listed = self.pages_ref[self.seq * self.pages_per_seq + jnp.clip(page, 0, self.pages_per_seq - 1)]
            physical = jnp.clip(listed, 0, self.kv_hbm.shape[0] - 1)
            yield page < end, pltpu.make_async_copy(self.kv_hbm.at[physical], self.kv_buf.at[slot, t], self.sems.at[slot])

    def start(self, j, slot):
        for fetched, copy in self._copies(j, slot):
            pl.when(fetched)(copy.start)

    def wait(self, j, slot):
        for fetched, copy in self._copies(j, slot):
            pl.when(fetched)(copy.wait)


def _drafted(tree, kv, first_column, draft):
    """``[rows, block_tokens]``: may each row see each key by its draft tree (keys that are not
    among the first ``draft`` new tokens: yes). ``tree`` ``[rows, draft]`` holds 0/1; a key's bit
    is picked by a one-hot product on the MXU; ``first_column``: the block's first key's column."""
    block_tokens = kv.shape[1]
    column = first_column + lax.broadcasted_iota(jnp.int32, kv.shape, 1)
    picks = (lax.broadcasted_iota(jnp.int32, (draft, block_tokens), 0)
             == first_column + lax.broadcasted_iota(jnp.int32, (draft, block_tokens), 1))
    bits = lax.dot_general(tree, picks.astype(jnp.float32), (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32)
    return (column < 0) | (column >= draft) | (bits > 0.5)


def _online_softmax(scores, v, visible, fetched, m_ref, l_ref, acc_ref, head):
    """Fold one kv block into a head's running softmax; ``visible`` ``[rows, block_tokens]``.
    Hidden keys take no part: weight 0, and a non-finite V value is zeroed before the product
    (0 x NaN is NaN) — a row that sees one scores NaN there, so it becomes NaN. Pages not fetched
    (``fetched`` false) hold stale data and are zeroed alike."""
    finite = jnp.abs(v.astype(jnp.float32)) < jnp.inf
    flagged = (fetched & ~finite).astype(jnp.float32)  # [block_tokens, head_dim]
    keys = lax.dot_general(jnp.ones((8, v.shape[1]), jnp.float32), flagged, (((1,), (1,)), ((), ())),
                           preferred_element_type=jnp.float32)[:1]  # [1, block_tokens]: keys holding one
    scores = jnp.where(visible, jnp.where(keys > 0, jnp.nan, scores), -jnp.inf)
    v = jnp.where(fetched & finite, v, jnp.zeros_like(v))
    m_prev = m_ref[head]
    m_next = jnp.maximum(m_prev, scores.max(axis=1, keepdims=True))
    m_safe = jnp.where(m_next == -jnp.inf, 0.0, m_next)
    alpha = jnp.exp(m_prev - m_safe)
    p = jnp.exp(scores - m_safe)
    l_ref[head] = alpha * l_ref[head] + p.sum(axis=1, keepdims=True)
    pv = lax.dot_general(p.astype(v.dtype), v, (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32)
    acc_ref[head] = alpha * acc_ref[head] + pv
    m_ref[head] = m_next


def ragged_paged_attention(
    q: jax.Array,  # [max_num_batched_tokens, num_q_heads, head_dim]
    kv_pages: jax.Array,  # [total_num_pages, page_size, 2 * num_kv_heads, head_dim], K and V interleaved
    kv_lens: jax.Array,  # i32[max_num_seqs]
    page_indices: jax.Array,  # i32[max_num_seqs, pages_per_seq]
    cu_q_lens: jax.Array,  # i32[max_num_seqs + 1]
    num_seqs: jax.Array,  # i32[1]
    *,
    sm_scale: float = 1.0,
    sliding_window: int | None = None,
    soft_cap: float | None = None,
    mask_value: float | None = None,
    k_scale: float | None = None,
    v_scale: float | None = None,
    num_kv_pages_per_block: int | None = None,
    num_queries_per_block: int | None = None,
    vmem_limit_bytes: int | None = None,
    mask: dict[str, Any] | MaskKind | None = None,
    sinks: ArrayLike | None = None,
    draft_tree: ArrayLike | None = None,
    interpret: bool | pltpu.InterpretParams | None = None,
) -> jax.Array:
    """Attention of each sequence's last ``q_len`` queries over its paged kv cache, under
    ``mask`` (a contract mask document at absolute positions; default causal) — a drop-in for
    JAX's ``ragged_paged_attention``, every keyword of which keeps its meaning:
    ``sliding_window=W`` is ``mask={"kind": "sliding_window", "size": W}``; ``k_scale``/``v_scale``
    dequantise the cache; masked keys take no weight, JAX's meaning of a ``mask_value`` up to
    ``MASK_VALUE_BOUND`` (larger ones are refused); ``num_queries_per_block`` (default 16, at
    most ``MAX_BLOCK_Q``; more than ``q``'s tokens runs as that many: results are the same) and
    ``num_kv_pages_per_block`` (default 256 tokens' worth) tile the work. Rows that see nothing
    are zeros (JAX's kernel averages them instead); a row that sees a non-finite K or V value is
    NaN, one that does not never reads it. ``sinks`` ``[num_q_heads]`` (any array-like): one
    more logit per head in every softmax denominator. ``draft_tree`` ``[tokens, max_draft]``
    (speculative decoding; nonzero is true): may query ``t`` see the ``j``-th of its sequence's
    new tokens (position ``kv_len - q_len + j``), ANDed with ``mask``; new tokens past
    ``max_draft`` follow ``mask`` alone, so a prefill's rows may be all true. ``interpret``
    (default: when not on a TPU; or its ``InterpretParams``) runs the kernel in JAX's TPU
    interpreter. Output ``[tokens, num_q_heads, head_dim]``.

    Concrete ``kv_lens``/``page_indices``/``cu_q_lens``/``num_seqs`` are validated
    (``validate_inputs``: ``ValueError``). Traced ones cannot be; whatever their values, no page
    outside ``kv_pages`` and no page a sequence does not list below its ``kv_len`` is read: a
    sequence ``validate_inputs`` would refuse gives NaN rows (its pages are not fetched), and
    every row is NaN when ``num_seqs`` or the live ``cu_q_lens`` are unsound. Tokens outside the
    live query spans are zeros."""
    sinks, draft_tree = (x if x is None or hasattr(x, "dtype") else np.asarray(x) for x in (sinks, draft_tree))
    check_inputs(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs, sm_scale, soft_cap, mask_value, sinks,
                 num_queries_per_block, num_kv_pages_per_block, k_scale, v_scale, vmem_limit_bytes, draft_tree)
    if concrete(kv_lens, page_indices, cu_q_lens, num_seqs):
        check_values(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs)
    if sliding_window is not None:
        if mask is not None:
            raise ValueError("sliding_window: give either mask or JAX's sliding_window, not both")
        mask = {"kind": "sliding_window", "size": sliding_window}
    page_size = kv_pages.shape[1]
    mask_kind = serving_mask(mask, page_indices.shape[1] * page_size)
    pages_per_block = num_kv_pages_per_block or default_pages_per_block(page_indices.shape[1], page_size)
    if interpret is None:
        interpret = jax.default_backend() != "tpu"
    if interpret is True:
        interpret = pltpu.InterpretParams()
    number = lambda x: None if x is None else float(x)
    return _attention(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs, sinks, draft_tree, mask=mask_kind.model_dump_json(),
                      sm_scale=float(sm_scale), soft_cap=number(soft_cap), k_scale=number(k_scale), v_scale=number(v_scale),
                      block_q=min(num_queries_per_block or DEFAULT_BLOCK_Q, q.shape[0]), pages_per_block=pages_per_block,
                      vmem_limit_bytes=vmem_limit_bytes, interpret=interpret)


@functools.partial(jax.jit, static_argnames=("mask", "sm_scale", "soft_cap", "k_scale", "v_scale", "block_q",
                                             "pages_per_block", "vmem_limit_bytes", "interpret"))
def _attention(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs, sinks, draft_tree, *, mask, sm_scale, soft_cap,
               k_scale, v_scale, block_q, pages_per_block, vmem_limit_bytes, interpret):
    mask = mask_from_json(mask)  # static arguments must hash: the mask travels as its JSON
    kv_lens, page_indices, cu_q_lens, num_seqs = (_int32(x) for x in (kv_lens, page_indices, cu_q_lens, num_seqs))
    tokens, q_heads, head_dim = q.shape
    _, page_size, combined, _ = kv_pages.shape
    kv_heads, pages_per_seq = combined // 2, page_indices.shape[1]
    group = q_heads // kv_heads
    walk = plan_walk(mask, kv_lens, cu_q_lens, num_seqs, tokens=tokens, block_q=block_q, page_size=page_size,
                     pages_per_block=pages_per_block, page_indices=page_indices, pages=kv_pages.shape[0])
    items = max_items(tokens, kv_lens.shape[0], block_q)
    q_items = _gather_queries(q, walk, block_q, kv_heads)  # [items, kv_heads, block_q * group, head_dim]
    rows = block_q * group
    sinks = jnp.full((q_heads,), -jnp.inf, jnp.float32) if sinks is None else sinks.astype(jnp.float32)
    sink_rows = jnp.tile(sinks.reshape(kv_heads, 1, group), (1, block_q, 1)).reshape(kv_heads, rows, 1)
    draft = 0 if draft_tree is None else draft_tree.shape[1]
    kernel = functools.partial(_kernel, mask=mask, group=group, page_size=page_size, pages_per_block=pages_per_block,
                               pages_per_seq=pages_per_seq, slots=walk.slots, sm_scale=sm_scale, soft_cap=soft_cap,
                               k_scale=k_scale, v_scale=v_scale, draft=draft)
    block = pl.BlockSpec((None, kv_heads, rows, head_dim), lambda i, *_: (i, 0, 0, 0))
    scalars = [walk.seq, walk.q_pos, walk.rows, walk.page_start, walk.page_end, walk.blocks, jnp.where(walk.valid, kv_lens, 0),
               page_indices.reshape(-1)]
    operands, specs = [q_items, sink_rows], [block, pl.BlockSpec((kv_heads, rows, 1), lambda i, *_: (0, 0, 0))]
    if draft:  # each item's first new position, and its queries' tree rows (one per row: query, head of the group)
        q_lens = cu_q_lens[1:] - cu_q_lens[:-1]
        scalars.append(jnp.where(walk.valid[walk.seq], kv_lens[walk.seq] - q_lens[walk.seq], 0))
        operands.append(jnp.repeat(_gather_rows((draft_tree != 0).astype(jnp.float32), walk, block_q), group, axis=1))
        specs.append(pl.BlockSpec((None, rows, draft), lambda i, *_: (i, 0, 0)))
    out = pl.pallas_call(
        kernel,
        grid_spec=pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=len(scalars),
            grid=(items,),
            in_specs=[*specs, pl.BlockSpec(memory_space=pl.ANY)],
            out_specs=block,
            scratch_shapes=[
                pltpu.VMEM((2, pages_per_block, page_size, combined, head_dim), kv_pages.dtype),
                pltpu.SemaphoreType.DMA((2,)),
                pltpu.VMEM((kv_heads, rows, 1), jnp.float32),
                pltpu.VMEM((kv_heads, rows, 1), jnp.float32),
                pltpu.VMEM((kv_heads, rows, head_dim), jnp.float32),
            ],
        ),
        out_shape=jax.ShapeDtypeStruct(q_items.shape, q.dtype),
        compiler_params=pltpu.CompilerParams(dimension_semantics=("arbitrary",), vmem_limit_bytes=vmem_limit_bytes),
        interpret=interpret,
        name=KERNEL_NAME,
    )(*scalars, *operands, kv_pages)
    return _scatter_outputs(out, walk, cu_q_lens, tokens, block_q, q_heads)


def _int32(x: jax.Array) -> jax.Array:
    """int32 values, wider integers saturated (never wrapped into range)."""
    info, bound = jnp.iinfo(x.dtype), jnp.iinfo(jnp.int32)
    if info.min < bound.min or info.max > bound.max:
        x = jnp.clip(x, max(info.min, bound.min), bound.max)
    return x.astype(jnp.int32)


def _gather_rows(x: jax.Array, walk: Walk, block_q: int) -> jax.Array:
    """``[items, block_q, ...]``: each work item's tokens of a per-token array (zeros past its rows)."""
    index = walk.q_token[:, None] + jnp.arange(block_q)[None, :]
    taken = (jnp.arange(block_q)[None, :] < walk.rows[:, None])[(..., *([None] * (x.ndim - 1)))]
    return jnp.where(taken, x[jnp.clip(index, 0, x.shape[0] - 1)], jnp.zeros((), x.dtype))


def _gather_queries(q: jax.Array, walk: Walk, block_q: int, kv_heads: int) -> jax.Array:
    """Each work item's queries, rows ordered (query, head of the group)."""
    tokens, q_heads, head_dim = q.shape
    rows = _gather_rows(q, walk, block_q)
    rows = rows.reshape(-1, block_q, kv_heads, q_heads // kv_heads, head_dim).transpose(0, 2, 1, 3, 4)
    return rows.reshape(-1, kv_heads, block_q * (q_heads // kv_heads), head_dim)


def _scatter_outputs(out: jax.Array, walk: Walk, cu_q_lens: jax.Array, tokens: int, block_q: int, q_heads: int) -> jax.Array:
    """``[tokens, q_heads, head_dim]`` back from the work items: tokens outside the live query
    spans are zeros, an invalid sequence's rows NaN, and every row NaN when the batch is unsound."""
    items, kv_heads, _, head_dim = out.shape
    per_item = out.reshape(items, kv_heads, block_q, q_heads // kv_heads, head_dim).transpose(0, 2, 1, 3, 4)
    per_item = per_item.reshape(items * block_q, q_heads, head_dim)
    token = jnp.arange(tokens)
    seq = jnp.clip(jnp.searchsorted(walk.q_ends, token, side="right"), 0, walk.q_ends.shape[0] - 1)
    offset = token - cu_q_lens[seq]
    row = jnp.clip((walk.first_item[seq] + offset // block_q) * block_q + offset % block_q, 0, items * block_q - 1)
    live = (token >= cu_q_lens[0]) & (token < walk.q_ends[-1])
    result = jnp.where(live[:, None, None], per_item[row], jnp.zeros((), out.dtype))
    unsound = ~walk.batch_valid | (live & ~walk.valid[seq])
    return jnp.where(unsound[:, None, None], jnp.full((), jnp.nan, out.dtype), result)


def abstract_arguments(contract: ServingContract, sharding=None) -> tuple[jax.ShapeDtypeStruct, ...]:
    """``(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs[, sinks][, draft_tree])`` of one
    batch of ``contract`` without data (a cache of ``max_seqs`` full sequences): what lowering needs."""
    shape = contract.shape
    spec = lambda dims, dtype: jax.ShapeDtypeStruct(dims, dtype, sharding=sharding)
    dtype = jnp.dtype(shape.dtype)
    pages = shape.max_seqs * shape.pages_per_seq
    arrays = (spec((shape.tokens, shape.num_heads, shape.head_dim), dtype),
              spec((pages, shape.page_size, 2 * shape.kv_heads, shape.head_dim), dtype),
              spec((shape.max_seqs,), jnp.int32), spec((shape.max_seqs, shape.pages_per_seq), jnp.int32),
              spec((shape.max_seqs + 1,), jnp.int32), spec((1,), jnp.int32))
    sinks = (spec((shape.num_heads,), jnp.float32),) if contract.sinks else ()
    tree = (spec((shape.tokens, contract.max_draft), jnp.bool_),) if contract.max_draft else ()
    return (*arrays, *sinks, *tree)


def contract_program(contract: ServingContract, interpret: bool | pltpu.InterpretParams | None = False):
    """The serving call ``contract`` describes, a function of ``abstract_arguments``' arrays;
    ``interpret`` False: the native TPU program."""
    options: dict[str, Any] = {"sm_scale": contract.sm_scale, "soft_cap": contract.softcap, "mask": contract.kernel_mask,
                               "num_queries_per_block": contract.block_q, "num_kv_pages_per_block": contract.kv_pages_per_block,
                               "interpret": interpret}

    def program(*arrays):
        extra = list(arrays[6:])
        sinks = extra.pop(0) if contract.sinks else None
        return ragged_paged_attention(*arrays[:6], sinks=sinks, draft_tree=extra.pop(0) if contract.max_draft else None, **options)

    return program
