"""The forward kernel: output (and the log-sum-exp when a gradient will be taken) of one
pass's launches."""

from __future__ import annotations

import dataclasses
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.backends.kernel_core.mxu import skewed
from sparse_cli.backends.pallas.arrays import Scheduled, Segments, StepArrays
from sparse_cli.backends.pallas.call import Fetched, head_lanes, launch_pass, own_block, own_vector, tile_window
from sparse_cli.backends.pallas.config import KERNEL_NAMES, KernelConfig
from sparse_cli.backends.pallas.walk import Rows, Unit, fetched_rows, hide_cells
from sparse_cli.targets import TPU_LANES as LANES


def _fwd_kernel(cfg, launch, windows, own, carried, *refs, residuals: bool, resumed: bool):
    unit = Unit.of(cfg, "fwd", launch, windows, own, 2 if residuals else 1, carried, refs)
    q_ref, *rest = unit.own
    o_ref, lse_ref = unit.outputs if residuals else (unit.outputs[0], None)
    m_scr, *totals_scr, acc_scr = unit.scratch  # no statistic of the totals where they ride in the accumulator
    l_scr = totals_scr[0] if totals_scr else None
    scores_of = cfg.scores
    value_dim = o_ref.shape[-1]
    softmax = dataclasses.replace(scores_of.softmax, total_at=value_dim if acc_scr.shape[-1] > value_dim else None,
                                  spread=cfg.fwd_spread_totals)
    block_q = q_ref.shape[-2]
    row_lanes = (block_q, m_scr.shape[-1])  # one head's statistics
    if resumed:  # the softmax so far as one logit (its log-sum-exp) whose value is the output so far
        o_prev_ref, lse_prev_ref = rest
        lse_prev = unit.per_head(block_q, lambda at: jnp.broadcast_to(jnp.expand_dims(lse_prev_ref[at][0], -1), row_lanes))  # (1, bq) row -> lanes
        softmax.start(m_scr, l_scr, acc_scr, softmax.logit(lse_prev), unit.stack(o_prev_ref[...]))
    elif cfg.sinks:  # the sink as a first logit with no value
        softmax.start(m_scr, l_scr, acc_scr, unit.per_head(block_q, lambda at: jnp.broadcast_to(softmax.logit(rest[0][at]), row_lanes)))
    elif not cfg.fresh_folds:
        softmax.start(m_scr, l_scr, acc_scr)
    fresh = cfg.fresh_folds and not resumed  # the first tile's folds start the softmax (``buffers.fresh_first_folds``: no sinks)
    starts = lambda tile: fresh and tile.first  # ``OnlineSoftmax.fold``'s ``fresh``

    def visit_spans(tile):  # a patterned tile: each query cell of each head against its span of keys alone
        k_ref, v_ref = tile.refs
        q, cell = unit.stack(q_ref[...]), tile.pattern.cell
        groups = [(head * block_q + at * cell, first * cell, (stop - first) * cell, tile.pattern.masked_runs(at))
                  for head in range(unit.stacked) for at, (first, stop) in enumerate(tile.pattern.spans) if stop > first]

        def group_scores(at):
            row, column, width, runs = groups[at]
            scores, _ = scores_of(q[row:row + cell], k_ref[column:column + width])
            pairs = lambda first, count: unit.allowed(tile, Rows(row % block_q, cell, False), (first, count))
            return hide_cells(scores, cell, runs, column // cell, 1, pairs, -jnp.inf)

        def fold(at, scores):
            row, column, width, _ = groups[at]
            softmax.fold(scores, v_ref.at[column:column + width], m_scr, l_scr, acc_scr, slice(row, row + cell), starts(tile))

        skewed(len(groups), group_scores, fold, cfg.fwd_span_lead)
        unseen = [head * block_q + at * cell for head in range(unit.stacked) for at, (first, stop) in enumerate(tile.pattern.spans)
                  if stop <= first] if fresh else []
        if unseen:  # a first tile's cells that attend to none of it start here

            @pl.when(tile.first)
            def _start():
                for row in unseen:
                    softmax.start(m_scr.at[row:row + cell], None if l_scr is None else l_scr.at[row:row + cell], acc_scr.at[row:row + cell])

    def visit(tile, rows):
        if tile.pattern is not None:
            visit_spans(tile)
            return
        k_ref, v_ref = tile.refs
        q = unit.stack(q_ref[rows.ds])
        if cfg.fwd_group_rows >= q.shape[0]:
            scores, _ = scores_of(q, fetched_rows(k_ref))
            scores = unit.hide(scores, unit.allowed(tile, rows), -jnp.inf)  # masked pairs weigh exp(-inf) = 0
            softmax.fold(scores, v_ref, m_scr, l_scr, acc_scr, rows.ds, starts(tile))
            return
        allowed = unit.allowed(tile, rows)
        groups = [slice(first, first + cfg.fwd_group_rows) for first in range(0, q.shape[0], cfg.fwd_group_rows)]
        group_scores = lambda at: unit.hide(scores_of(q[groups[at]], fetched_rows(k_ref))[0], allowed, -jnp.inf, groups[at])
        skewed(len(groups), group_scores,
               lambda at, scores: softmax.fold(scores, v_ref, m_scr, l_scr, acc_scr, groups[at], starts(tile)))

    unit.walk(visit)
    totals, acc = softmax.totals(l_scr, acc_scr)
    out = totals.output(acc).astype(o_ref.dtype)
    if fresh:  # a unit that visits no tile started no state: its rows attend to nothing
        out = jnp.where(unit.visits_none, jnp.zeros_like(out), out)
    o_ref[...] = out.reshape(o_ref.shape)
    if lse_ref is not None:  # one float32 per query, lane-major: each head's column transposed
        lse = totals.log_sum_exp(m_scr[...])
        if fresh:
            lse = jnp.where(unit.visits_none, -jnp.inf, lse)
        for at, own in unit.heads_at(block_q):
            lse_ref[at] = jnp.transpose(lse[own])[:1, :]


def flash_forward(cfg: KernelConfig, fwd: StepArrays | Scheduled, q, k, v, segments: Segments | None, sinks, residuals: bool,
                  resume=None):
    """Output ``[H, Lq, Dv]`` and, with ``residuals`` (a gradient will be taken), the log-sum-exp
    ``[H, 1, Lq]`` (``-inf`` where nothing is attended, the sink with sinks); without, no
    residual is written. ``sinks``: ``[H]`` or None. ``resume``: ``(out, lse)`` of attention over
    other keys so far (float32 output; a ring's running state), merged in place into the result:
    the output is float32 then, and rows this launch does not visit keep their values."""
    heads, q_len, head_dim = q.shape
    value_dim = v.shape[2]
    bq, bkv = cfg.blocks_of("fwd")
    rows = bq * cfg.stacked_of("fwd")  # of a tile: its stacked heads' blocks
    out_specs = [own_block((bq, value_dim))]
    out_shape = [jax.ShapeDtypeStruct((heads, q_len, value_dim), q.dtype if resume is None else jnp.float32)]
    if residuals:
        out_specs.append(own_vector(bq))
        out_shape.append(jax.ShapeDtypeStruct((heads, 1, q_len), jnp.float32))
    own = [(q, own_block((bq, head_dim)))]
    if resume is not None:
        if cfg.sinks or not residuals:
            raise ValueError("a resumed forward keeps its log-sum-exp and adds sinks after the last merge")
        own += [(resume[0], out_specs[0]), (resume[1], out_specs[1])]
    elif cfg.sinks:  # each head's sink broadcast over one row of lanes
        own.append((jnp.broadcast_to(sinks.astype(jnp.float32)[:, None, None], (heads, 1, LANES)), head_lanes()))
    fetched = [Fetched(k, (bkv, head_dim), tile_window(bkv, cfg.group)), Fetched(v, (bkv, value_dim), tile_window(bkv, cfg.group))]
    outputs = launch_pass(
        cfg, functools.partial(_fwd_kernel, residuals=residuals, resumed=resume is not None), KERNEL_NAMES[0], fwd, q, v, own,
        fetched, segments,
        out_specs=out_specs,
        out_shape=out_shape,
        scratch=_softmax_state(cfg, rows, value_dim),
        accumulators=0 if resume is None else 2,
    )
    return (outputs[0], outputs[1]) if residuals else (outputs[0], None)


def _softmax_state(cfg: KernelConfig, rows: int, value_dim: int) -> list:
    """The online softmax's running maximum, total weight and accumulator of ``rows`` rows; no
    total of its own where the accumulator is wider than the values (``cfg.fwd_accumulator``):
    the totals ride in its columns past them."""
    statistic = pltpu.VMEM(cfg.scores.softmax.state_shape(rows), jnp.float32)
    accumulator = pltpu.VMEM((rows, cfg.fwd_accumulator), jnp.float32)
    return [statistic, statistic, accumulator] if cfg.fwd_accumulator == value_dim else [statistic, accumulator]
