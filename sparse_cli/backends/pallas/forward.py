"""The forward kernel: output (and the log-sum-exp when a gradient will be taken) of one
pass's launches."""

from __future__ import annotations

import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.backends.pallas.launch import _allowed, _dot, _launch, _row_out, _row_vector, _scores, _split, _step
from sparse_cli.backends.pallas.steps import KERNEL_NAMES, LANES, KernelConfig, Segments, StepArrays
from sparse_cli.masks import BlockClass


def _fwd_kernel(cfg, *refs, residuals: bool, carried: int):
    scalars, tiles, (q_seg_ref, kv_seg_ref), outputs, (m_scr, l_scr, acc_scr) = \
        _split(cfg, refs, 5 if cfg.sinks else 4, 2 if residuals else 1, carried)
    q_ref, k_ref, v_ref, mask_ref = tiles[:4]
    o_ref, lse_ref = outputs if residuals else (outputs[0], None)
    at, cls, first, last = _step(scalars)

    @pl.when(first)
    def _init():
        if cfg.sinks:  # the sink as a first logit with no value: max = sink, sum = exp(0)
            m_scr[...] = jnp.broadcast_to(tiles[4][...], m_scr.shape)
            l_scr[...] = jnp.ones(l_scr.shape, jnp.float32)
        else:
            m_scr[...] = jnp.full(m_scr.shape, -jnp.inf, jnp.float32)
            l_scr[...] = jnp.zeros(l_scr.shape, jnp.float32)
        acc_scr[...] = jnp.zeros(acc_scr.shape, jnp.float32)

    @pl.when(cls != BlockClass.EMPTY)
    def _accumulate():
        scores, _ = _scores(cfg, q_ref[...], k_ref[...])
        segs = (q_seg_ref[:, :1], kv_seg_ref[:1, :]) if cfg.segmented else (None, None)
        allowed = _allowed(cfg, "fwd", cls, at, mask_ref, *segs)
        m_prev = m_scr[...]
        m_next = jnp.maximum(m_prev, jnp.max(jnp.where(allowed, scores, -jnp.inf), axis=1, keepdims=True))
        m_safe = jnp.where(m_next == -jnp.inf, 0.0, m_next)
        weights = jnp.where(allowed, jnp.exp(scores - m_safe[:, :1]), 0.0)
        alpha = jnp.exp(m_prev - m_safe)
        l_scr[...] = alpha * l_scr[...] + jnp.sum(weights, axis=1, keepdims=True)
        v = v_ref[...]
        acc_scr[...] = alpha[:, :1] * acc_scr[...] + _dot(weights.astype(v.dtype), v, 1, 0)
        m_scr[...] = m_next

    @pl.when(last)
    def _finish():
        total = l_scr[...]
        seen = total > 0
        o_ref[...] = (acc_scr[...] / jnp.where(seen, total, 1.0)[:, :1]).astype(o_ref.dtype)
        if lse_ref is not None:  # one float32 per query, lane-major: the row's column transposed
            lse = jnp.where(seen, m_scr[...] + jnp.log(jnp.where(seen, total, 1.0)), -jnp.inf)
            lse_ref[...] = jnp.transpose(lse)[:1, :]


def flash_forward(cfg: KernelConfig, fwd: StepArrays, q, k, v, segments: Segments | None, sinks, residuals: bool):
    """Output ``[H, Lq, Dv]`` and, with ``residuals`` (a gradient will be taken), the log-sum-exp
    ``[H, 1, Lq]`` (``-inf`` where nothing is attended, the sink with sinks); without, no
    residual is written. ``sinks``: ``[H]`` or None."""
    heads, q_len, _ = q.shape
    value_dim = v.shape[2]
    bq = cfg.blocks_of("fwd")[0]
    out_specs = [_row_out((bq, value_dim))]
    out_shape = [jax.ShapeDtypeStruct((heads, q_len, value_dim), q.dtype)]
    if residuals:
        out_specs.append(lambda maps: _row_vector(maps.q_vector, bq))
        out_shape.append(jax.ShapeDtypeStruct((heads, 1, q_len), jnp.float32))
    specs, inputs = [], [q, k, v]
    if cfg.sinks:  # each head's sink broadcast over one row of lanes, fetched when the head changes
        specs.append(lambda maps: pl.BlockSpec((None, 1, LANES), maps.head_lanes))
        inputs.append(jnp.broadcast_to(sinks.astype(jnp.float32)[:, None, None], (heads, 1, LANES)))
    outputs = _launch(
        cfg, functools.partial(_fwd_kernel, residuals=residuals), KERNEL_NAMES[0], fwd, q, specs, inputs, segments,
        out_specs=out_specs,
        out_shape=out_shape,
        scratch=[pltpu.VMEM((bq, LANES), jnp.float32), pltpu.VMEM((bq, LANES), jnp.float32), pltpu.VMEM((bq, value_dim), jnp.float32)],
    )
    return (outputs[0], outputs[1]) if residuals else (outputs[0], None)


# --------------------------------------------------------------------------- backward
