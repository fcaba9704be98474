"""The backward kernels: dq over the dq (or forward) worklists, and dK/dV over the transposed
ones, accumulated per kv head across its query heads' group."""

from __future__ import annotations

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.backends.pallas.launch import (
    Fetched,
    Unit,
    _dot,
    _launch,
    _row_out,
    _row_vector,
    _score_grad_dot,
    _scores,
    tile_window,
    vector_window,
)
from sparse_cli.backends.pallas.steps import KERNEL_NAMES, KernelConfig, PassSteps


def _dq_kernel(cfg, launch, windows, own, carried, *refs):
    unit = Unit.of(cfg, "dq", launch, windows, own, 1, carried, refs)
    q_ref, do_ref, lse_ref, di_ref = unit.own
    (dq_ref,), (dq_scr,) = unit.outputs, unit.scratch
    dq_scr[...] = jnp.zeros(dq_scr.shape, jnp.float32)

    def visit(tile):
        k_ref, v_ref = tile.refs
        k = k_ref[...]
        scores, d_capped = _scores(cfg, q_ref[...], k)
        segs = (unit.segments[:, :1], tile.segments[:1, :]) if cfg.segmented else (None, None)
        allowed = unit.allowed(tile, *segs)
        column = lambda ref: jnp.expand_dims(ref[0], -1)  # (1, bq) row -> (bq, 1)
        probs = jnp.where(allowed, jnp.exp(scores - column(lse_ref)), 0.0)
        d_probs = _dot(do_ref[...], v_ref[...], 1, 1)
        d_scores = probs * (d_probs - column(di_ref))
        if d_capped is not None:
            d_scores = d_scores * d_capped
        dq_scr[...] += _score_grad_dot(d_scores, k) * cfg.scale

    unit.walk(visit)
    dq_ref[...] = dq_scr[...].astype(dq_ref.dtype)


def _dkv_kernel(cfg, launch, windows, own, carried, *refs):
    unit = Unit.of(cfg, "dkv", launch, windows, own, 2, carried, refs)
    k_ref, v_ref = unit.own
    (dk_ref, dv_ref), (dk_scr, dv_scr) = unit.outputs, unit.scratch

    @pl.when(unit.first)
    def _init():
        dk_scr[...] = jnp.zeros(dk_scr.shape, jnp.float32)
        dv_scr[...] = jnp.zeros(dv_scr.shape, jnp.float32)

    def visit(tile):
        q_ref, do_ref, lse_ref, di_ref = tile.refs
        q, do = q_ref[...], do_ref[...]
        scores_t, d_capped_t = _scores(cfg, k_ref[...], q)  # [bkv, bq]
        segs = (unit.segments[:, :1], tile.segments[:1, :]) if cfg.segmented else (None, None)
        allowed_t = unit.allowed(tile, *segs)
        probs_t = jnp.where(allowed_t, jnp.exp(scores_t - lse_ref[...]), 0.0)
        dv_scr[...] += _dot(probs_t.astype(do.dtype), do, 1, 0)
        d_probs_t = _dot(v_ref[...], do, 1, 1)
        d_scores_t = probs_t * (d_probs_t - di_ref[...])
        if d_capped_t is not None:
            d_scores_t = d_scores_t * d_capped_t
        dk_scr[...] += _score_grad_dot(d_scores_t, q) * cfg.scale

    unit.walk(visit)

    @pl.when(unit.last)
    def _finish():
        dk_ref[...] = dk_scr[...].astype(dk_ref.dtype)
        dv_ref[...] = dv_scr[...].astype(dv_ref.dtype)


def flash_backward(cfg: KernelConfig, steps: PassSteps, q, k, v, out, lse, d_out, segments, sinks):
    """``(dq, dk, dv, dsinks)`` for the forward pass above (``dsinks`` None without sinks);
    ``lse`` is ``[H, 1, Lq]``. Both passes read the per-query log-sum-exp and delta as
    ``(1, block_q)`` rows of ``[H, 1, Lq]`` vectors. A sink's gradient needs no kernel: its
    probability in query ``i``'s softmax is ``exp(sink - lse_i)``, and d(sink) sums
    ``-exp(sink - lse_i) * delta_i`` over the queries (``delta_i = dO_i . O_i``)."""
    head_dim, value_dim = q.shape[2], v.shape[2]
    di = jnp.sum(d_out.astype(jnp.float32) * out.astype(jnp.float32), axis=-1)[:, None, :]

    bq, bkv = cfg.blocks_of("dq")
    own_tile = lambda dim: lambda maps: pl.BlockSpec((None, bq, dim), maps.own_tile)
    own_vector = lambda maps: _row_vector(maps.q_vector, bq)
    (dq,) = _launch(
        cfg, _dq_kernel, KERNEL_NAMES[1], steps.dq_steps, q, v,
        [(q, own_tile(head_dim)), (d_out, own_tile(value_dim)), (lse, own_vector), (di, own_vector)],
        [Fetched(k, (bkv, head_dim), tile_window(bkv, cfg.group)), Fetched(v, (bkv, value_dim), tile_window(bkv, cfg.group))],
        segments,
        out_specs=[_row_out((bq, head_dim))],
        out_shape=[jax.ShapeDtypeStruct(q.shape, q.dtype)],
        scratch=[pltpu.VMEM((bq, head_dim), jnp.float32)],
    )

    bq, bkv = cfg.blocks_of("dkv")
    own_tile = lambda dim: lambda maps: pl.BlockSpec((None, bkv, dim), maps.own_tile)
    dk, dv = _launch(
        cfg, _dkv_kernel, KERNEL_NAMES[2], steps.dkv, q, v,
        [(k, own_tile(head_dim)), (v, own_tile(value_dim))],
        [Fetched(q, (bq, head_dim), tile_window(bq)), Fetched(d_out, (bq, value_dim), tile_window(bq)),
         Fetched(lse, (1, bq), vector_window(bq)), Fetched(di, (1, bq), vector_window(bq))],
        segments,
        out_specs=[_row_out((bkv, head_dim)), _row_out((bkv, value_dim))],
        out_shape=[jax.ShapeDtypeStruct(k.shape, k.dtype), jax.ShapeDtypeStruct(v.shape, v.dtype)],
        scratch=[pltpu.VMEM((bkv, head_dim), jnp.float32), pltpu.VMEM((bkv, value_dim), jnp.float32)],
    )
    d_sinks = None
    if sinks is not None:
        sink_probs = jnp.exp(sinks.astype(jnp.float32)[:, None] - lse[:, 0, :])
        d_sinks = -jnp.sum(sink_probs * di[:, 0, :], axis=1).astype(sinks.dtype)
    return dq, dk, dv, d_sinks
