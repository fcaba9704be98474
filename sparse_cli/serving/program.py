"""The serving Pallas program: ragged paged attention over a planned page walk.

The grid runs over work items (``plan``: each step derives its item's walk from the batch's
per-sequence tables in SMEM, a few scalar operations); an item's queries — all query heads,
grouped per kv head — form one VMEM block, and its kv walk is a loop with a dynamic trip count
over blocks of ``pages_per_block`` whole pages (K and V of every kv head, in the cache's own
layout: ``layout``), double-buffered by manual DMAs (``pages``): pages outside the walk are
never copied. Each block's class comes from the mask's own ``classify``: a whole block (every
row sees every key, all written) takes the core's plain path, a partial one its masked path,
an empty one is skipped. With new tokens (vLLM's interface) a sequence's first item writes
them into their pages, in the very cache buffer (aliased), before it walks.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Any

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.backends.kernel_core.scores import Scores
from sparse_cli.backends.kernel_core.softmax import OnlineSoftmax
from sparse_cli.backends.kernel_core.token_mask import TokenRule
from sparse_cli.contract.serving import max_items
from sparse_cli.masks import BlockClass, MaskKind
from sparse_cli.serving import core
from sparse_cli.serving.layout import CacheLayout, TokenRows, tile_rows
from sparse_cli.serving.lifted import tile_class
from sparse_cli.serving.pages import PageWalk, copy_each, write_tokens
from sparse_cli.serving.plan import SEQUENCE_TABLES, Item, Tables, most_blocks, work_item

#: Kernel name in the lowered program (lock entries and audits find it by this).
KERNEL_NAME = "sparse_ragged_paged_attention"
#: Blocks of pages an item's walk may fold, at least, for its softmax to keep the rows' totals
#: spread over the lanes (``OnlineSoftmax.spread``): each fold then sums no row across the lanes,
#: and the item's end sums them once, for every kv head. By the compiler's schedule (jax 0.12,
#: libtpu 0.0.50, v5e; a decode step of 8 sequences at 32K, ``bench/serving_bench.py
#: --schedule``), spread against summed each fold: causal (128 blocks) -3.0%, Llama 4's chunk of
#: 8,192 -3.3%, windows of 8,192 / 4,096 / 2,048 -2.7% / -2.1% / -1.2%, Gemma 3's window of 1,024
#: (16 kv heads, 5 blocks) -2.7%; but 8 kv heads' window of 1,024 (5 blocks) +0.1%, of 640 (3)
#: +0.7%, of 128 +2.8% (gpt-oss's, head_dim 64 and sinks: +10.5%). v6e: causal -11.0%, Llama 4
#: -7.7%, 8 kv heads' window of 1,024 -5.9%, Gemma 3 -2.1%.
SPREAD_TOTALS_BLOCKS = 5


@dataclasses.dataclass(frozen=True)
class Static:
    """What one program is compiled for, besides array shapes."""

    mask: MaskKind
    layout: CacheLayout
    group: int  # query heads per kv head
    block_q: int  # queries per work item
    page_size: int
    pages_per_block: int
    pages_per_seq: int
    scale: float  # of scores (sm_scale, times k_scale)
    soft_cap: float | None
    value_scale: float | None  # of the output (v_scale)
    draft: int  # draft-tree columns (0: none)
    writes: bool  # new tokens are written into the cache
    sinks: bool  # a sink logit per query head (``sink_rows``)
    native: bool  # compiled by Mosaic (False: JAX's TPU interpreter)

    @property
    def rows(self) -> int:
        """Rows of one kv head's queries in a work item: (query, head of the group)."""
        return self.block_q * self.group

    @property
    def scores(self) -> Scores:
        """The kernel's scores: ``scale`` and the soft cap, in the natural base."""
        return Scores(self.scale, self.soft_cap, base2=False)

    @functools.cached_property
    def softmax(self) -> OnlineSoftmax:
        """The online softmax of ``scores``, its totals spread over the lanes where an item may
        fold at least ``SPREAD_TOTALS_BLOCKS`` blocks of pages (each a whole number of lanes wide)."""
        softmax, tokens = self.scores.softmax, self.pages_per_block * self.page_size
        blocks = most_blocks(self.mask, context=self.pages_per_seq * self.page_size, block_q=self.block_q, page_size=self.page_size,
                             pages_per_block=self.pages_per_block)
        return dataclasses.replace(softmax, spread=tokens % softmax.lanes == 0 and blocks >= SPREAD_TOTALS_BLOCKS)


@dataclasses.dataclass(frozen=True)
class _Refs:
    """The kernel's refs by name (``paged_attention`` passes them in this order)."""

    tables: Tables  # scalar prefetch: the batch's per-sequence tables
    pages: Any  # and the page table, per sequence x page
    q_hbm: Any  # [tokens + block_q, q_heads, head_dim]
    sinks: Any  # [kv_heads, rows, 128], with sinks
    tree_hbm: Any  # [tokens + block_q, draft]
    cache: Any  # the cache walked (the aliased output when writing: reads see the writes)
    new_rows: Any
    out_hbm: Any  # [tokens + block_q, q_heads, head_dim]
    buffer: Any  # scratch: the page double buffer and its semaphores
    sems: Any
    m: Any  # softmax state per kv head: running maximum, total weight, weighted values
    total: Any
    acc: Any
    q: Any  # [kv_heads, rows, width]: the item's queries, padded to the cache's row width
    q_io: Any  # [2 * block_q, q_heads, head_dim]: the item's query rows as copied in (from ``_window``'s shift on)
    o_io: Any  # [block_q, q_heads, head_dim]: its output rows as copied out
    io_sem: Any
    kind: Any  # SMEM [1]: the class of the block being folded
    tree: Any  # [rows, draft]: the item's tree rows
    tree_io: Any
    write_sem: Any

    @classmethod
    def parse(cls, refs, st: Static) -> _Refs:
        refs = list(refs)
        take = lambda present=True: refs.pop(0) if present else None
        named: dict[str, Any] = {"tables": Tables(*(take() for _ in SEQUENCE_TABLES)), "pages": take()}
        named.update(q_hbm=take(), sinks=take(st.sinks), tree_hbm=take(bool(st.draft)))
        cache_in, named["new_rows"] = take(), take(st.writes)
        take()  # what the output starts from (aliased to it)
        named["out_hbm"], cache_out = take(), take(st.writes)
        named["cache"] = cache_out if st.writes else cache_in
        named.update({name: take() for name in ("buffer", "sems", "m", "total", "acc", "q", "q_io", "o_io", "io_sem", "kind")})
        named.update(tree=take(bool(st.draft)), tree_io=take(bool(st.draft)), write_sem=take(st.writes))
        return cls(**named)


def _kernel(*refs, st: Static):
    """One work item: its queries in, its sequence's new tokens written (vLLM's interface), its
    walk folded into the softmax, its outputs out. Items without queries do nothing."""
    r = _Refs.parse(refs, st)
    it = work_item(st.mask, pl.program_id(0), r.tables, r.pages.shape[0], block_q=st.block_q, page_size=st.page_size,
                   pages_per_block=st.pages_per_block)

    @pl.when(it.rows > 0)
    def _():
        walk = PageWalk(it.seq, it.page_start, it.page_end, it.blocks, st.pages_per_block, st.pages_per_seq, r.pages, r.cache,
                        r.buffer, r.sems)
        _load_queries(r, st, it)
        if st.writes:  # a sequence's first item writes all its new tokens
            write_tokens(walk, r.new_rows, r.tables.q_start[it.seq], it.new_start,
                         jnp.where(it.first & ~it.refused, r.tables.q_len[it.seq], 0), st.page_size, r.write_sem)
        _start(st.softmax, r, it.refused)
        block = _Block(st, r.q, r.tree, r.m, r.total, r.acc, it.q_pos, it.rows, it.new_start if st.draft else None, r.kind)
        _walk(walk, block, it.kv_len)
        _store_outputs(r, st, it)


def _start(softmax: OnlineSoftmax, r: _Refs, refused) -> None:
    """Every kv head's softmax with no keys yet, or with its rows' sinks in (one head at a time:
    a loop, not a copy per head); a refused item's values start NaN (it walks nothing: its
    output is NaN)."""

    def one(head, carry):
        values = jnp.full(r.acc.shape[1:], jnp.where(refused, jnp.nan, 0.0), jnp.float32)
        softmax.start(r.m.at[head], r.total.at[head], r.acc.at[head], None if r.sinks is None else r.sinks[head], values)
        return carry

    lax.fori_loop(0, r.m.shape[0], one, 0)


def _window(r: _Refs, st: Static, it: Item):
    """``(first, shift)``: the ``block_q`` tokens the query (and tree) copies move start at
    ``first`` (kept inside the batch's tokens), the item's own at ``first + shift``."""
    token = it.q_token
    first = jnp.minimum(token, r.q_hbm.shape[0] - st.block_q)
    return first, token - first


def _load_queries(r: _Refs, st: Static, it: Item) -> None:
    """The item's query rows from HBM, arranged per kv head as (query, head of the group) rows
    padded to the cache's row width (zeros past ``head_dim``); with a draft tree, its rows likewise."""
    first, shift = _window(r, st, it)
    copies = [pltpu.make_async_copy(r.q_hbm.at[pl.ds(first, st.block_q)], r.q_io.at[pl.ds(0, st.block_q)], r.io_sem)]
    if st.draft:
        copies.append(pltpu.make_async_copy(r.tree_hbm.at[pl.ds(first, st.block_q)], r.tree_io.at[pl.ds(0, st.block_q)], r.io_sem))
    for copy in copies:
        copy.start()
    for copy in copies:
        copy.wait()
    head_dim, width = r.q_io.shape[2], r.q.shape[2]
    per = _heads_per_copy(st, r.q_io.dtype)

    def load(first):
        heads = r.q_io.at[pl.ds(shift, st.block_q), pl.ds(pl.multiple_of(first * st.group, per * st.group), per * st.group)]
        for offset in range(per):
            rows = heads[:, offset * st.group:(offset + 1) * st.group, :].reshape(st.rows, head_dim)
            if width > head_dim:
                rows = jnp.concatenate([rows, jnp.zeros((st.rows, width - head_dim), rows.dtype)], axis=1)
            r.q[first + offset] = rows

    _in_groups(st.layout.kv_heads, per, load)
    if st.draft:
        tree = r.tree_io[pl.ds(shift, st.block_q), 0, :]
        r.tree[...] = jnp.broadcast_to(tree[:, None, :], (st.block_q, st.group, st.draft)).reshape(st.rows, st.draft)


def _store_outputs(r: _Refs, st: Static, it: Item) -> None:
    """The item's outputs (each kv head's finished softmax, V's lanes) into its live tokens' rows
    in HBM, one DMA a token: the rows past them (another sequence's, or past the batch) are never
    touched, so nothing is read back first."""
    head_dim, lanes = r.o_io.shape[2], st.layout.value_lanes
    per = _heads_per_copy(st, r.o_io.dtype)

    def store(first):
        heads = r.o_io.at[:, pl.ds(pl.multiple_of(first * st.group, per * st.group), per * st.group)]
        for offset in range(per):
            head = first + offset
            totals, acc = st.softmax.totals(r.total.at[head], r.acc.at[head])
            out = totals.output(acc)
            if st.value_scale is not None:
                out = out * st.value_scale
            rows = out[:, lanes:lanes + head_dim].reshape(st.block_q, st.group, head_dim)
            heads[:, offset * st.group:(offset + 1) * st.group, :] = rows.astype(r.o_io.dtype)

    _in_groups(st.layout.kv_heads, per, store)
    copy_each(it.rows, lambda token: pltpu.make_async_copy(r.o_io.at[token], r.out_hbm.at[it.q_token + token], r.io_sem))


def _walk(walk: PageWalk, block: _Block, kv_len) -> None:
    """Every step of the item's walk: prefetch the next block of pages, wait for this one, fold it."""
    st = block.st
    block_tokens = st.pages_per_block * st.page_size
    total = walk.total

    @pl.when(total > 0)
    def _():
        walk.start(0, 0)

    def step(j, carry):
        slot = j % 2

        @pl.when(j + 1 < total)
        def _():
            walk.start(j + 1, 1 - slot)

        first, end = walk.wait(j, slot)
        kv_first = first * st.page_size
        valid_end = jnp.minimum(jnp.minimum(first + st.pages_per_block, end) * st.page_size, kv_len)
        cls = tile_class(st.mask, block.q_pos, block.q_pos + block.rows - 1, kv_first, valid_end - 1)
        whole = (cls == BlockClass.FULL) & (valid_end == kv_first + block_tokens)
        if st.draft:  # a block that holds a new token the tree may hide is not whole
            whole = whole & ((kv_first + block_tokens <= block.draft_start) | (kv_first >= block.draft_start + st.draft))
        # the block's class through SMEM: the branch tests it against FULL, as the schedule reader expects
        block.kind[0] = jnp.where(whole, int(BlockClass.FULL), int(BlockClass.PARTIAL))
        pages = walk.buffer.at[slot]  # [tokens * rows, width]
        pl.when(block.kind[0] != BlockClass.FULL)(lambda: core.sanitize(pages, st.layout, block_tokens, st.native))
        block.fold(pages, kv_first, valid_end)
        return carry

    lax.fori_loop(0, total, step, 0)


@dataclasses.dataclass(frozen=True)
class _Block:
    """Folds one block of pages into every kv head's softmax."""

    st: Static
    q_ref: Any  # [kv_heads, rows, width]
    tree_ref: Any
    m_sc: Any
    l_sc: Any
    acc_sc: Any
    q_pos: Any
    rows: Any
    draft_start: Any
    kind: Any  # SMEM scratch: the block's class

    def fold(self, pages, kv_first, valid_end) -> None:
        """One token mask for every kv head (rows are (query, head of the group) alike); in a whole
        block it hides nothing. Heads unrolled, up to ``CacheLayout.heads_per_fold`` at a time."""
        st = self.st
        tokens = st.pages_per_block * st.page_size
        visible = core.token_mask(TokenRule.of_mask(st.mask), self.q_pos, st.group, kv_first, valid_end, (st.rows, tokens))
        if st.draft:
            visible = visible & _drafted(self.tree_ref[...], kv_first, kv_first - self.draft_start, st.draft, tokens)
        scores_of = st.scores
        layout, per = st.layout, st.layout.heads_per_fold

        def fold_heads(first):  # heads first .. first + per (first: 0, or traced when heads fold in groups)
            rows = TokenRows(pages, layout.rows, tokens, st.native, first * layout.rows_per_head,
                             None if per == layout.kv_heads else per * layout.rows_per_head)
            for offset in range(per):
                head = first + offset
                k, v = layout.head_rows(rows, offset)
                computed = computed_dtype(self.q_ref.dtype, k.dtype)
                k, v = k.astype(computed), v.astype(computed)
                fold_head(scores_of, st.softmax, visible, k, v, self.q_ref, self.m_sc, self.l_sc, self.acc_sc, head)

        fold_head = _fold_head if per == layout.kv_heads else _fold_head_traced_once
        _in_groups(layout.kv_heads, per, fold_heads)


def _fold_head(scores: Scores, softmax: OnlineSoftmax, visible, k, v, q_ref, m_sc, l_sc, acc_sc, head) -> None:
    """kv head ``head``'s scores of one block of pages folded into its softmax."""
    s, _ = scores(q_ref[head].astype(k.dtype), k)  # k in the dtype computed in (``computed_dtype``)
    softmax.fold(jnp.where(visible, s, -jnp.inf), v, m_sc.at[head], l_sc.at[head], acc_sc.at[head])


def computed_dtype(queries, cache) -> jnp.dtype:
    """The dtype a block of pages is computed in: the queries' and the cache's promoted, as JAX's
    kernel's products promote them (a float32 cache under bfloat16 queries: float32, never
    rounded to the queries'); a quantised cache that does not promote (float8, int4) or only to
    the queries' dtype (int8): the queries'."""
    try:
        return jnp.promote_types(queries, cache)
    except jax.dtypes.TypePromotionError:
        return jnp.dtype(queries)


#: ``_fold_head`` for a head index known only at run time (a group's heads, folded in a loop):
#: traced once for all of them, not once a head. With static indices this gains nothing (the
#: inlined copies cost lowering what they save tracing), so those heads are traced each.
_fold_head_traced_once = jax.jit(_fold_head, static_argnums=(0, 1), inline=True)


def _in_groups(heads: int, per: int, body) -> None:
    """``body(first)`` for the kv heads ``first .. first + per``: once with ``first`` 0 when
    ``per`` is every head, else in a loop over groups of them (``first`` traced, a multiple of ``per``)."""
    if per == heads:
        body(0)
        return

    def group(index, carry):
        body(pl.multiple_of(index * per, per))
        return carry

    lax.fori_loop(0, heads // per, group, 0)


def _heads_per_copy(st: Static, dtype) -> int:
    """kv heads one pass of the query (or output) copies rearranges: the fold's group when its
    query heads fill whole sublane tiles of ``dtype`` (a group then starts at a tile), else all."""
    per = st.layout.heads_per_fold
    return per if per * st.group % tile_rows(dtype) == 0 else st.layout.kv_heads


def _drafted(tree, kv_first, first_column, draft: int, tokens: int):
    """``[rows, tokens]``: may each row see each key by its draft tree (keys that are not among
    the first ``draft`` new tokens: yes). ``tree`` ``[rows, draft]`` holds 0/1; a key's bit is
    picked by a one-hot product on the MXU; ``first_column``: the block's first key's column."""
    shape = (tree.shape[0], tokens)
    column = first_column + lax.broadcasted_iota(jnp.int32, shape, 1)
    picks = (lax.broadcasted_iota(jnp.int32, (draft, tokens), 0)
             == first_column + lax.broadcasted_iota(jnp.int32, (draft, tokens), 1))
    bits = lax.dot_general(tree, picks.astype(jnp.float32), (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32)
    return (column < 0) | (column >= draft) | (bits > 0.5)


def paged_attention(q, cache, tables: Tables, page_indices, sink_rows, out, st: Static, *, tree=None, new_rows=None,
                    vmem_limit_bytes=None, interpret=False):
    """The kernel over the work items: ``q`` ``[tokens, q_heads, head_dim]`` (``block_q`` rows
    read an item), ``cache`` ``CacheLayout.flat_shape``, ``tables`` the batch's per-sequence
    tables (``plan.sequences``), ``sink_rows`` ``[kv_heads, rows, 128]`` (or None), ``out`` the output's
    first contents (its buffer: the items' rows are written into it), ``tree`` ``[tokens, 1,
    draft]``; with ``new_rows`` ``[tokens * token rows, width]`` each sequence's new tokens are
    written into the cache in place, and it is returned too."""
    items = max_items(q.shape[0], page_indices.shape[0], st.block_q)
    scalars = [*(getattr(tables, name) for name in SEQUENCE_TABLES), page_indices]
    anywhere = pl.BlockSpec(memory_space=pl.ANY)
    operands, specs = [q], [anywhere]
    if st.sinks:
        operands.append(sink_rows)
        specs.append(pl.BlockSpec(sink_rows.shape, lambda i, *_: (0, 0, 0)))
    if st.draft:
        operands.append(tree)
        specs.append(anywhere)
    operands.append(cache)
    specs.append(anywhere)
    out_shape, out_specs, aliases = [jax.ShapeDtypeStruct(out.shape, out.dtype)], [anywhere], {}
    if st.writes:
        aliases[len(scalars) + len(operands) - 1] = 1
        operands.append(new_rows)
        specs.append(anywhere)
        out_shape.append(jax.ShapeDtypeStruct(cache.shape, cache.dtype))
        out_specs.append(anywhere)
    aliases[len(scalars) + len(operands)] = 0
    operands.append(out)
    specs.append(anywhere)
    result = pl.pallas_call(
        functools.partial(_kernel, st=st),
        grid_spec=pltpu.PrefetchScalarGridSpec(num_scalar_prefetch=len(scalars), grid=(items,), in_specs=specs,
                                               out_specs=out_specs, scratch_shapes=_scratch(st, q, cache, out.dtype)),
        out_shape=out_shape,
        input_output_aliases=aliases,
        compiler_params=pltpu.CompilerParams(dimension_semantics=("arbitrary",), vmem_limit_bytes=vmem_limit_bytes),
        interpret=interpret,
        name=KERNEL_NAME,
    )(*scalars, *operands)
    return result if st.writes else result[0]


def _scratch(st: Static, q, cache, out_dtype) -> list:
    """The kernel's scratch, in ``_Refs`` order."""
    kv_heads, width = st.layout.kv_heads, st.layout.width
    state = pltpu.VMEM((kv_heads, *st.softmax.state_shape(st.rows)), jnp.float32)
    scratch = [pltpu.VMEM((2, st.pages_per_block * cache.shape[1], cache.shape[2]), cache.dtype), pltpu.SemaphoreType.DMA((2,)),
               state, state, pltpu.VMEM((kv_heads, st.rows, width), jnp.float32), pltpu.VMEM((kv_heads, st.rows, width), q.dtype),
               pltpu.VMEM((2 * st.block_q, *q.shape[1:]), q.dtype), pltpu.VMEM((st.block_q, *q.shape[1:]), out_dtype),
               pltpu.SemaphoreType.DMA(()), pltpu.SMEM((1,), jnp.int32)]
    if st.draft:
        scratch += [pltpu.VMEM((st.rows, st.draft), jnp.float32), pltpu.VMEM((2 * st.block_q, 1, st.draft), jnp.float32)]
    if st.writes:
        scratch.append(pltpu.SemaphoreType.DMA(()))
    return scratch
