"""The backward kernels: dq over the dq (or forward) worklists, and dK/dV over the transposed
ones, accumulated per kv head across its query heads' group."""

from __future__ import annotations

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.backends.pallas.launch import _allowed, _dot, _launch, _row_out, _row_vector, _score_grad_dot, _scores, _split, _step
from sparse_cli.backends.pallas.steps import KERNEL_NAMES, KernelConfig, PassSteps
from sparse_cli.masks import BlockClass


def _dq_kernel(cfg, *refs, carried: int):
    scalars, (q_ref, k_ref, v_ref, mask_ref, do_ref, lse_ref, di_ref), (q_seg_ref, kv_seg_ref), (dq_ref,), (dq_scr,) = \
        _split(cfg, refs, 7, 1, carried)
    at, cls, first, last = _step(scalars)

    @pl.when(first)
    def _init():
        dq_scr[...] = jnp.zeros(dq_scr.shape, jnp.float32)

    @pl.when(cls != BlockClass.EMPTY)
    def _accumulate():
        k = k_ref[...]
        scores, d_capped = _scores(cfg, q_ref[...], k)
        segs = (q_seg_ref[:, :1], kv_seg_ref[:1, :]) if cfg.segmented else (None, None)
        allowed = _allowed(cfg, "dq", cls, at, mask_ref, *segs)
        column = lambda ref: jnp.expand_dims(ref[0], -1)  # (1, bq) row -> (bq, 1)
        probs = jnp.where(allowed, jnp.exp(scores - column(lse_ref)), 0.0)
        d_probs = _dot(do_ref[...], v_ref[...], 1, 1)
        d_scores = probs * (d_probs - column(di_ref))
        if d_capped is not None:
            d_scores = d_scores * d_capped
        dq_scr[...] += _score_grad_dot(d_scores, k) * cfg.scale

    @pl.when(last)
    def _finish():
        dq_ref[...] = dq_scr[...].astype(dq_ref.dtype)


def _dkv_kernel(cfg, *refs, carried: int):
    scalars, (q_ref, k_ref, v_ref, mask_ref, do_ref, lse_ref, di_ref), (kv_seg_ref, q_seg_ref), (dk_ref, dv_ref), (dk_scr, dv_scr) = \
        _split(cfg, refs, 7, 2, carried)
    at, cls, first, last = _step(scalars, cfg.schedule_of("dkv").layout.fanout)

    @pl.when(first)
    def _init():
        dk_scr[...] = jnp.zeros(dk_scr.shape, jnp.float32)
        dv_scr[...] = jnp.zeros(dv_scr.shape, jnp.float32)

    @pl.when(cls != BlockClass.EMPTY)
    def _accumulate():
        q, do = q_ref[...], do_ref[...]
        scores_t, d_capped_t = _scores(cfg, k_ref[...], q)  # [bkv, bq]
        segs = (kv_seg_ref[:, :1], q_seg_ref[:1, :]) if cfg.segmented else (None, None)
        allowed_t = _allowed(cfg, "dkv", cls, at, mask_ref, *segs)
        probs_t = jnp.where(allowed_t, jnp.exp(scores_t - lse_ref[...]), 0.0)
        dv_scr[...] += _dot(probs_t.astype(do.dtype), do, 1, 0)
        d_probs_t = _dot(v_ref[...], do, 1, 1)
        d_scores_t = probs_t * (d_probs_t - di_ref[...])
        if d_capped_t is not None:
            d_scores_t = d_scores_t * d_capped_t
        dk_scr[...] += _score_grad_dot(d_scores_t, q) * cfg.scale

    @pl.when(last)
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
    tile = lambda block, dim: lambda maps: pl.BlockSpec((None, block, dim), maps.q_tile)
    q_vector = lambda block: lambda maps: _row_vector(maps.q_vector, block)

    bq = cfg.blocks_of("dq")[0]
    (dq,) = _launch(
        cfg, _dq_kernel, KERNEL_NAMES[1], steps.dq_steps, q,
        [tile(bq, value_dim), q_vector(bq), q_vector(bq)],
        [q, k, v, d_out, lse, di], segments,
        out_specs=[_row_out((bq, head_dim))],
        out_shape=[jax.ShapeDtypeStruct(q.shape, q.dtype)],
        scratch=[pltpu.VMEM((bq, head_dim), jnp.float32)],
    )

    bq, bkv = cfg.blocks_of("dkv")
    dk, dv = _launch(
        cfg, _dkv_kernel, KERNEL_NAMES[2], steps.dkv, q,
        [tile(bq, value_dim), q_vector(bq), q_vector(bq)],
        [q, k, v, d_out, lse, di], segments,
        out_specs=[_row_out((bkv, head_dim)), _row_out((bkv, value_dim))],
        out_shape=[jax.ShapeDtypeStruct(k.shape, k.dtype), jax.ShapeDtypeStruct(v.shape, v.dtype)],
        scratch=[pltpu.VMEM((bkv, head_dim), jnp.float32), pltpu.VMEM((bkv, value_dim), jnp.float32)],
    )
    d_sinks = None
    if sinks is not None:
        sink_probs = jnp.exp(sinks.astype(jnp.float32)[:, None] - lse[:, 0, :])
        d_sinks = -jnp.sum(sink_probs * di[:, 0, :], axis=1).astype(sinks.dtype)
    return dq, dk, dv, d_sinks


#: Per pass: the matmuls its kernel runs per tile (the dq kernel recomputes S, the dK/dV kernel
#: dP), and the head dimensions (``d``: q/k, ``v``: values) of the blocks a unit reads and writes
#: once (its own row) and of the blocks fetched per tile.
