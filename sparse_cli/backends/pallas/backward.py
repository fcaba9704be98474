"""The backward kernels: dq over the dq (or forward) worklists, and dK/dV over the transposed
ones, accumulated per kv head across its query heads' group."""

from __future__ import annotations

import dataclasses
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.backends.kernel_core.mxu import dot, skewed
from sparse_cli.backends.kernel_core.softmax import lanes
from sparse_cli.backends.pallas.arrays import PassSteps
from sparse_cli.backends.pallas.buffers import DMA_SLOTS
from sparse_cli.backends.pallas.call import Fetched, launch_pass, own_block, own_vector, tile_window, vector_window
from sparse_cli.backends.pallas.config import KERNEL_NAMES, KernelConfig
from sparse_cli.backends.pallas.walk import Rows, Unit, WrittenBack, fetched_rows, hide_cells
from sparse_cli.targets import TPU_LANES as LANES


def _score_grad_dot(d_scores, x, contract: int = 1):
    """``d_scores . x`` over ``d_scores``' axis ``contract`` for dq and dk. dS is cast to the
    input dtype for the MXU, except float16, whose range (65504) real gradients exceed: there
    the product stays float32."""
    if x.dtype == jnp.float16:
        return dot(d_scores, x.astype(jnp.float32), contract, 0)
    return dot(d_scores.astype(x.dtype), x, contract, 0)


def _dq_kernel(cfg, launch, windows, own, carried, *refs):
    unit = Unit.of(cfg, "dq", launch, windows, own, 1, carried, refs)
    q_ref, do_ref, lse_ref, di_ref, *so_far = unit.own
    (dq_ref,), (dq_scr, lse_scr, di_scr) = unit.outputs, unit.scratch
    scores_of = cfg.scores
    softmax = scores_of.softmax
    dq_scr[...] = unit.stack(so_far[0][...]) if so_far else jnp.zeros(dq_scr.shape, jnp.float32)
    # each query's log-sum-exp and delta as a column over the lanes, once a step: a tile reads
    # them as whole vregs beside its scores, where turning the (1, bq) rows into columns cost
    # every tile a relayout (by the schedule, Llama 4 chunked: a full tile 1,058 -> 958 cycles
    # on v6e, 1,538 -> 1,448 on v5e; a step 277 -> 410 and 268 -> 489)
    block_q = q_ref.shape[-2]
    for row, columns in ((lse_ref, lse_scr), (di_ref, di_scr)):
        for at, own in unit.heads_at(block_q):
            columns[own] = jnp.transpose(jnp.broadcast_to(row[at], (columns.shape[1], block_q)))

    def visit(tile, rows):
        k_ref, v_ref = tile.refs
        own = rows.ds
        k = k_ref[...]
        scores, d_capped = scores_of(unit.stack(q_ref[own]), k)
        column = lambda ref: lanes(ref[own], scores.shape[1])
        allowed = unit.allowed(tile, rows)
        probs = unit.hide(softmax.probabilities(scores, column(lse_scr)), allowed, 0.0)
        d_probs = dot(unit.stack(do_ref[own]), v_ref[...], 1, 1)
        d_scores = probs * (d_probs - column(di_scr))
        if d_capped is not None:
            d_scores = d_scores * d_capped
        dq_scr[own] += _score_grad_dot(d_scores, k) * cfg.scale

    unit.walk(visit)
    dq_ref[...] = dq_scr[...].astype(dq_ref.dtype).reshape(dq_ref.shape)


def _dkv_kernel(cfg, launch, windows, own, carried, *refs, fused: bool):
    unit = Unit.of(cfg, "dkv", launch, windows, own, 3 if fused else 2, carried, refs)
    k_ref, v_ref, *so_far = unit.own
    (dk_ref, dv_ref, *dq_out), (dk_scr, dv_scr, *dq_sems) = unit.outputs, unit.scratch
    scores_of = cfg.scores
    softmax = scores_of.softmax

    @pl.when(unit.first)
    def _init():
        dk_scr[...] = so_far[0][...] if so_far else jnp.zeros(dk_scr.shape, jnp.float32)
        dv_scr[...] = so_far[1][...] if so_far else jnp.zeros(dv_scr.shape, jnp.float32)

    stacked = unit.stacked  # query heads side by side in a tile: their blocks' rows stacked, their statistics' lanes
    # a tile of more key rows than a group is computed in skewed groups (``buffers.dkv_group_rows``),
    # each group's dP issued with its scores, before the previous group's dV, dK and dq products
    grouped = cfg.dkv_group_rows is not None

    def first_products(tile, rows, columns):
        """A group's inputs and its products that need no probabilities: its ``rows`` (key rows)
        against its query blocks' ``columns`` (first, count; None: all): ``(q, dO, statistic,
        scores^T, slope^T, dP^T)``, dP^T None where it is issued after dV (ungrouped tiles)."""
        q_ref, do_ref = tile.refs[:2]
        span = slice(None) if columns is None else slice(columns[0], columns[0] + columns[1])
        if stacked == 1:
            lanes_of = ... if columns is None else (slice(None), span)  # of a (1, bq) row of statistics
            q, do = fetched_rows(q_ref, span), fetched_rows(do_ref, span)
            statistic = lambda ref: ref[lanes_of]
        else:
            q, do = (fetched_rows(ref, (slice(None), span)).reshape(-1, ref.shape[-1]) for ref in (q_ref, do_ref))
            statistic = lambda ref: jnp.concatenate([ref[head, :, span] for head in range(stacked)], axis=1)
        scores_t, d_capped_t = scores_of(k_ref[rows.ds], q)  # [bkv, stacked x bq]
        d_probs_t = dot(v_ref[rows.ds], do, 1, 1) if grouped else None
        return q, do, statistic, scores_t, d_capped_t, d_probs_t

    def grads(tile, rows, columns, runs, products):
        """The rest of a group's gradients from its ``first_products``; ``runs``: a patterned
        tile's runs of key cells (``TilePattern.masked_runs``), masked where they say so alone.
        Returns the group's share of dq, unscaled (None without dq)."""
        lse_ref, di_ref = tile.refs[2:4]
        own = rows.ds
        q, do, statistic, scores_t, d_capped_t, d_probs_t = products
        recomputed = lambda: softmax.probabilities(scores_t, statistic(lse_ref))  # after a whole tile's token mask, as before patterns
        if runs is None:
            probs_t = unit.hide(recomputed(), unit.allowed(tile, rows, columns), 0.0)
        else:
            pairs = lambda first, count: unit.allowed(tile, Rows(first, count, False), columns)
            probs_t = hide_cells(recomputed(), tile.pattern.cell, runs, rows.start // tile.pattern.cell, 0, pairs, 0.0)
        dv_scr[own] += dot(probs_t.astype(do.dtype), do, 1, 0)
        if d_probs_t is None:
            d_probs_t = dot(v_ref[own], do, 1, 1)
        d_scores_t = probs_t * (d_probs_t - statistic(di_ref))
        if d_capped_t is not None:
            d_scores_t = d_scores_t * d_capped_t
        dk_scr[own] += _score_grad_dot(d_scores_t, q) * cfg.scale
        return _score_grad_dot(d_scores_t, k_ref[own], 0) if fused else None

    def add_dq(tile, columns, share):
        """A group's dq ``share`` (unscaled) added to its query rows' blocks in their DMA slot."""
        dq_slot = tile.refs[4]
        span = slice(None) if columns is None else slice(columns[0], columns[0] + columns[1])
        if stacked == 1:
            dq_slot[span] += share * cfg.scale
        else:
            dq_slot[:, span] += (share * cfg.scale).reshape(stacked, -1, dq_slot.shape[-1])

    def visit(tile, rows):
        groups: list[tuple[Rows, tuple[int, int] | None, list[tuple[int, int, bool]] | None]]  # each group's rows, query columns and masked runs
        if tile.pattern is None:  # groups of the tile's rows against all of its query blocks
            size = cfg.dkv_group_rows or rows.size
            groups = [(rows if size == rows.size else Rows(rows.start + at, size, False), None, None) for at in range(0, rows.size, size)]
        else:  # a patterned tile: each query cell against its span of the unit's key rows alone
            cell = tile.pattern.cell
            groups = [(Rows(first * cell, (stop - first) * cell, False), (at * cell, cell), tile.pattern.masked_runs(at))
                      for at, (first, stop) in enumerate(tile.pattern.spans) if stop > first]
        shares = []
        skewed(len(groups), lambda at: first_products(tile, *groups[at][:2]), lambda at, products: shares.append(grads(tile, *groups[at], products)))
        if not fused:
            return
        if tile.pattern is None:  # every group's share is of the same query rows
            add_dq(tile, None, sum(shares[1:], start=shares[0]))
            return
        for (_, columns, _), share in zip(groups, shares):
            add_dq(tile, columns, share)

    unit.walk(visit, WrittenBack(4, dq_out[0], dq_sems[0]) if fused else None)  # dq: fetched after q, dO and their statistics

    @pl.when(unit.last)
    def _finish():
        dk_ref[...] = dk_scr[...].astype(dk_ref.dtype)
        dv_ref[...] = dv_scr[...].astype(dv_ref.dtype)


def flash_backward(cfg: KernelConfig, steps: PassSteps, q, k, v, out, lse, d_out, segments, sinks):
    """``(dq, dk, dv, dsinks)`` for the forward pass above (``dsinks`` None without sinks);
    ``lse`` is ``[H, 1, Lq]``. A sink's gradient needs no kernel: its probability in query
    ``i``'s softmax is ``exp(sink - lse_i)``, and d(sink) sums ``-exp(sink - lse_i) * delta_i``
    over the queries (``delta_i = dO_i . O_i``)."""
    di = output_delta(out, d_out)
    if cfg.fused_dq:
        dk, dv, dq = _dkv_with_dq(cfg, steps.dkv, q, k, v, d_out, lse, di, segments)
    else:
        (dq,) = flash_dq(cfg, steps.dq_steps, q, k, v, d_out, lse, di, segments)
        dk, dv = flash_dkv(cfg, steps.dkv, q, k, v, d_out, lse, di, segments)
    return dq, dk, dv, sink_grads(sinks, lse, di)


def _dkv_with_dq(cfg: KernelConfig, steps, q, k, v, d_out, lse, di, segments):
    """``(dk, dv, dq)`` from the dK/dV kernel that computes dq, launched over
    ``cfg.dq_head_chunks`` chunks of kv heads in turn, each with a float32 dq of its query heads'
    own: a chunk's dq is cast into the result before the next chunk runs (an optimization
    barrier orders them), so at most two chunks' float32 dq are held at a time."""
    chunks = cfg.dq_head_chunks
    if chunks == 1:
        dk, dv, dq = flash_dkv(cfg, steps, q, k, v, d_out, lse, di, segments, fused=True)
        return dk, dv, dq.astype(q.dtype)
    heads, dq = q.shape[0] // chunks, jnp.zeros(q.shape, q.dtype)
    dk_dv: tuple = ()  # the chunks' so far, written into
    for chunk in range(chunks):
        chunk_cfg = dataclasses.replace(cfg, schedules=(*cfg.schedules[:2], cfg.schedule_of("dkv").chunk(chunk, chunks)))
        dk, dv, dq_chunk = flash_dkv(chunk_cfg, steps, q, k, v, d_out, lse, di, segments, fused=True, part=(chunk, chunks), earlier=dk_dv)
        dq = jax.lax.dynamic_update_slice_in_dim(dq, dq_chunk.astype(q.dtype), chunk * heads, axis=0)
        dk, dv, dq = jax.lax.optimization_barrier((dk, dv, dq))  # the next chunk's launches follow this cast
        dk_dv = (dk, dv)
    return dk, dv, dq


def output_delta(out, d_out):
    """``delta_i = dO_i . O_i`` per query, ``[H, 1, Lq]`` float32."""
    return jnp.sum(d_out.astype(jnp.float32) * out.astype(jnp.float32), axis=-1)[:, None, :]


def sink_grads(sinks, lse, di):
    """d(sink) per head (None without sinks)."""
    if sinks is None:
        return None
    return -jnp.sum(jnp.exp(sinks.astype(jnp.float32)[:, None] - lse[:, 0, :]) * di[:, 0, :], axis=1).astype(sinks.dtype)


def flash_dq(cfg: KernelConfig, steps, q, k, v, d_out, lse, di, segments, so_far=None):
    """``(dq,)`` over ``steps`` (the dq or forward worklists). Both backward passes read the
    per-query log-sum-exp and delta as ``(1, block_q)`` rows of ``[H, 1, Lq]`` vectors.
    ``so_far``: float32 dq of other keys (a ring's running sum), added to in place; dq is
    float32 then."""
    head_dim, value_dim = q.shape[2], v.shape[2]
    bq, bkv = cfg.blocks_of("dq")
    rows = bq * cfg.stacked_of("dq")  # of a tile: its stacked heads' blocks
    own = [(q, own_block((bq, head_dim))), (d_out, own_block((bq, value_dim))), (lse, own_vector(bq)), (di, own_vector(bq))]
    if so_far is not None:
        own.append((so_far, own_block((bq, head_dim))))
    return launch_pass(
        cfg, _dq_kernel, KERNEL_NAMES[1], steps, q, v, own,
        [Fetched(k, (bkv, head_dim), tile_window(bkv, cfg.group)), Fetched(v, (bkv, value_dim), tile_window(bkv, cfg.group))],
        segments,
        out_specs=[own_block((bq, head_dim))],
        out_shape=[jax.ShapeDtypeStruct(q.shape, q.dtype if so_far is None else jnp.float32)],
        scratch=[pltpu.VMEM((rows, head_dim), jnp.float32)] + [pltpu.VMEM((rows, LANES), jnp.float32)] * 2,
        accumulators=0 if so_far is None else 1,
    )


def flash_dkv(cfg: KernelConfig, steps, q, k, v, d_out, lse, di, segments, so_far=None, fused: bool = False,
              part: tuple[int, int] = (0, 1), earlier: tuple = ()):
    """``(dk, dv)`` over the transposed worklists, accumulated per kv head across its query
    heads' group. ``so_far``: float32 ``(dk, dv)`` of other queries (a ring's running sums),
    added to in place; the results are float32 then. ``fused``: ``(dk, dv, dq)``, dq (float32)
    accumulated tile by tile in HBM as the walk visits its query blocks (``fused_dq``);
    ``part``: which of the chunks of kv heads these are, with ``(dk, dv)`` of the chunks before
    (``earlier``, written into; ``call.launch_pass``): the float32 dq is the chunk's heads' own."""
    if fused and so_far is not None:
        raise ValueError("a ring's dK/dV pass adds to sums so far and computes no dq")
    head_dim, value_dim = q.shape[2], v.shape[2]
    bq, bkv = cfg.blocks_of("dkv")
    heads = cfg.stacked_of("dkv")  # of a tile: its query blocks side by side
    stack = (heads,) if heads > 1 else ()
    own = [(k, own_block((bkv, head_dim))), (v, own_block((bkv, value_dim)))]
    if so_far is not None:
        own += [(so_far[0], own_block((bkv, head_dim))), (so_far[1], own_block((bkv, value_dim)))]
    dtype = lambda x: x.dtype if so_far is None else jnp.float32
    fetched = [Fetched(q, (*stack, bq, head_dim), tile_window(bq, heads=heads)), Fetched(d_out, (*stack, bq, value_dim), tile_window(bq, heads=heads)),
               Fetched(lse, (*stack, 1, bq), vector_window(bq, heads)), Fetched(di, (*stack, 1, bq), vector_window(bq, heads))]
    out_specs = [own_block((bkv, head_dim)), own_block((bkv, value_dim))]
    out_shape = [jax.ShapeDtypeStruct(k.shape, dtype(k)), jax.ShapeDtypeStruct(v.shape, dtype(v))]
    scratch = [pltpu.VMEM((bkv, head_dim), jnp.float32), pltpu.VMEM((bkv, value_dim), jnp.float32)]
    if fused:
        chunk = q.shape[0] // part[1]  # heads of the chunk's own float32 dq
        fetched.append(Fetched(jnp.zeros((chunk, *q.shape[1:]), jnp.float32), (*stack, bq, head_dim),
                               tile_window(bq, first=part[0] * chunk, heads=heads)))
        out_specs.append(lambda maps: pl.BlockSpec(memory_space=pl.ANY))
        out_shape.append(jax.ShapeDtypeStruct((chunk, *q.shape[1:]), jnp.float32))
        scratch.append(pltpu.SemaphoreType.DMA((DMA_SLOTS,)))
    return launch_pass(
        cfg, functools.partial(_dkv_kernel, fused=fused), KERNEL_NAMES[2], steps, q, v, own, fetched, segments,
        out_specs=out_specs, out_shape=out_shape, scratch=scratch,
        accumulators=0 if so_far is None else 2, written_back=fused, part=part, earlier=earlier,
    )
