"""The attention core of the serving kernel, on values in VMEM: scores, the token mask, a
block made safe for masking, and the online softmax (float32).

A block of keys is *whole* when every row sees every key and each was written below ``kv_len``:
whatever a key holds reaches exactly the rows that see it by plain arithmetic. In other blocks
hidden scores become ``-inf`` (weight 0) — but ``0 x NaN`` is NaN, so a hidden key's non-finite
value must not enter ``p @ V``: ``sanitize`` first zeroes what lies past the written keys and
moves each non-finite value into its key (the rows that see it score NaN, as in float64).
Softmax state keeps one float32 per row, replicated over 128 lanes (Mosaic broadcasts whole
vregs, never one lane).
"""

from __future__ import annotations

import math

import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.masks import MaskKind
from sparse_cli.serving.layout import packing

_STATE_LANES = 128
#: Rows of a block ``sanitize`` takes at a time (about 32 float32 vregs).
_SANITIZE_ROWS = 256


def lanes(state, width: int):
    """A lane-replicated state ``[..., 128]`` as ``[..., width]``."""
    if width == state.shape[-1]:
        return state
    if width < state.shape[-1]:
        return state[..., :width]
    if width % state.shape[-1] == 0:
        return jnp.concatenate([state] * (width // state.shape[-1]), axis=-1)
    return jnp.broadcast_to(state[..., :1], (*state.shape[:-1], width))


def scores(q, k, *, scale: float, soft_cap: float | None):
    """``scale * q @ k.T`` ``[rows, tokens]`` in float32, soft-capped (``c * tanh(s / c)``)."""
    s = lax.dot_general(q, k, (((1,), (1,)), ((), ())), preferred_element_type=jnp.float32) * scale
    if soft_cap is not None:
        s = soft_cap * jnp.tanh(s / soft_cap)
    return s


def token_mask(mask: MaskKind, q_first, group: int, kv_first, valid_end, shape: tuple[int, int]):
    """``[rows, tokens]``: may each row (queries from position ``q_first``, ``group`` rows each)
    see each key (from position ``kv_first``) by ``mask``, among the keys below ``valid_end``."""
    kv = kv_first + lax.broadcasted_iota(jnp.int32, shape, 1)
    q = q_first + lax.broadcasted_iota(jnp.int32, shape, 0) // group
    return mask.attends(q, kv) & (kv < valid_end)


def sanitize(block, layout, kv_first, valid_end, tokens: int) -> None:
    """Make a block of pages ``[tokens * rows, width]`` (VMEM, in place) safe for a masked fold:
    keys at or past ``valid_end`` (stale or not fetched) become zeros, and a non-finite value is
    moved into its key — V's lane zeroed, K's lane of the same head set to NaN — so the rows that
    see that key score NaN (as in float64) and the rows that do not take ``0 x 0``. Keys are never
    changed otherwise: a non-finite key reaches exactly the rows that see it by plain arithmetic."""
    rows, width = layout.rows, block.shape[1]
    chunk = math.lcm(rows, 8 * packing(block.dtype))
    chunk = chunk * max(1, _SANITIZE_ROWS // chunk) if (tokens * rows) % chunk == 0 else tokens * rows
    while (tokens * rows) % chunk:
        chunk //= 2

    shape = (chunk, width)
    within = lax.broadcasted_iota(jnp.int32, shape, 0) % rows  # the same in every chunk (a multiple of rows)
    lane = lax.broadcasted_iota(jnp.int32, shape, 1)
    if layout.fused:  # K in lanes [0, head_dim), V in [head_dim, 2 * head_dim) of a head's row
        values = (within < layout.kv_heads) & (lane >= layout.head_dim) & (lane < 2 * layout.head_dim)
    else:  # K in even rows, V in odd ones
        values = (within % 2 == 1) & (within < 2 * layout.kv_heads)
    token = lax.broadcasted_iota(jnp.int32, shape, 0) // rows

    def one(i, carry):
        start = pl.multiple_of(i * chunk, chunk)
        x = block[pl.ds(start, chunk), :].astype(jnp.float32)
        bad = (values & ~(jnp.abs(x) < jnp.inf)).astype(jnp.float32)
        # the key lane of each bad value: head_dim lanes lower, or one row up
        key = pltpu.roll(bad, width - layout.head_dim, 1) if layout.fused else pltpu.roll(bad, chunk - 1, 0)
        stale = kv_first + i * (chunk // rows) + token >= valid_end
        x = jnp.where(stale | (bad > 0), 0.0, jnp.where(key > 0, jnp.nan, x))
        block[pl.ds(start, chunk), :] = x.astype(block.dtype)
        return carry

    lax.fori_loop(0, tokens * rows // chunk, one, 0)


def start_state(m_ref, l_ref, acc_ref, sinks_ref=None) -> None:
    """Every head's softmax with no keys yet (one head at a time: a loop, not a copy per head): a
    sink is one more logit, with no value, in every softmax."""

    def one(head, carry):
        sinks = jnp.full(m_ref.shape[1:], -jnp.inf, jnp.float32) if sinks_ref is None else sinks_ref[head]
        m_ref[head] = sinks
        l_ref[head] = jnp.where(sinks == -jnp.inf, 0.0, 1.0)
        acc_ref[head] = jnp.zeros(acc_ref.shape[1:], acc_ref.dtype)
        return carry

    lax.fori_loop(0, m_ref.shape[0], one, 0)


def fold(s, values, m_ref, l_ref, acc_ref) -> None:
    """Fold a block of scores ``[rows, tokens]`` (hidden keys ``-inf``) and its values into a
    head's running softmax (``m``, ``l`` lane-replicated ``[rows, 128]``, ``acc`` ``[rows, width]``)."""
    m_prev = m_ref[...]
    m_next = jnp.maximum(m_prev, s.max(axis=1, keepdims=True))
    m_safe = jnp.where(m_next == -jnp.inf, 0.0, m_next)
    p = jnp.exp(s - lanes(m_safe, s.shape[1]))
    alpha = jnp.exp(m_prev - m_safe)
    l_ref[...] = alpha * l_ref[...] + p.sum(axis=1, keepdims=True)
    pv = lax.dot_general(p.astype(values.dtype), values, (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32)
    acc_ref[...] = lanes(alpha, acc_ref.shape[-1]) * acc_ref[...] + pv
    m_ref[...] = m_next


def finish(l_ref, acc_ref, scale: float | None = None):
    """The attention output ``acc / l`` (rows that saw nothing: zeros), times ``scale``."""
    total = l_ref[...]
    out = acc_ref[...] / lanes(jnp.where(total == 0, 1.0, total), acc_ref.shape[-1])
    return out if scale is None else out * scale


def state_shape(rows: int) -> tuple[int, int]:
    """One head's ``m`` or ``l`` scratch."""
    return (rows, _STATE_LANES)
