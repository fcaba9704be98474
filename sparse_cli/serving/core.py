"""What the serving kernel computes on a block of pages in VMEM besides the shared kernel core
(``backends.kernel_core``: scores, the online softmax): the token mask and a block made safe
for masking.

A block of keys is *whole* when every row sees every key and each was written below ``kv_len``:
whatever a key holds reaches exactly the rows that see it by plain arithmetic. In other blocks
hidden scores become ``-inf`` (weight 0) — but ``0 x NaN`` is NaN, so a hidden key's non-finite
value must not enter ``p @ V``: ``sanitize`` first zeroes what lies past the written keys and
moves each non-finite value into its key (the rows that see it score NaN, as in float64).
"""

from __future__ import annotations

import math

import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.backends.kernel_core.token_mask import TokenRule
from sparse_cli.serving.layout import packing

#: Rows of a block ``sanitize`` takes at a time (about 32 float32 vregs).
_SANITIZE_ROWS = 256


def token_mask(rule: TokenRule, q_first, group: int, kv_first, valid_end, shape: tuple[int, int]):
    """``[rows, tokens]``: may each row (queries from position ``q_first``, ``group`` rows each)
    see each key (from position ``kv_first``) by ``rule`` (the kernel core's, as the training
    kernels evaluate it: a window compares offsets against scalar bounds), among the keys below
    ``valid_end``. The offsets are a column and a row that broadcast against each other."""
    rows, tokens = shape
    q_steps = lax.broadcasted_iota(jnp.int32, (rows, 1), 0) // group
    kv_steps = lax.broadcasted_iota(jnp.int32, (1, tokens), 1)
    allowed = rule.allows(q_first, kv_first, q_steps, kv_steps, 0) & (kv_steps < valid_end - kv_first)
    return jnp.broadcast_to(allowed, shape)


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
