"""What the serving kernel computes on a block of pages in VMEM besides the shared kernel core
(``backends.kernel_core``: scores, the online softmax): the token mask and a block made safe
for masking.

A block of keys is *whole* when every row sees every key and each was written below ``kv_len``:
whatever a key holds reaches exactly the rows that see it by plain arithmetic. In other blocks
hidden scores become ``-inf`` (weight 0) — but ``0 x NaN`` is NaN, so a hidden key's non-finite
value must not enter ``p @ V``: ``sanitize`` first moves each non-finite value into its key
(the rows that see it score NaN, as in float64).
"""

from __future__ import annotations

import math

import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.backends.kernel_core.token_mask import TokenRule
from sparse_cli.serving.layout import tile_rows

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


def sanitize(block, layout, tokens: int, native: bool) -> None:
    """Make a block of pages ``[tokens * rows, width]`` (VMEM, in place) safe for a masked fold:
    a non-finite value is moved into its key — V's lane zeroed, K's lane of the same head set to
    NaN — so the rows that see that key score NaN (as in float64) and the rows that do not take
    ``0 x 0``. Keys are never changed otherwise: a non-finite key reaches exactly the rows that see
    it by plain arithmetic. Keys past the written ones (stale, or not fetched) need nothing more:
    the token mask hides them from every row, and a hidden finite value takes weight exactly 0. A
    16-bit cache of K and V rows is cleaned as 32-bit words (``_sanitize_words``)."""
    rows, width = layout.rows, block.shape[1]
    chunk = math.lcm(rows, tile_rows(block.dtype))
    chunk = chunk * max(1, _SANITIZE_ROWS // chunk) if (tokens * rows) % chunk == 0 else tokens * rows
    while (tokens * rows) % chunk:
        chunk //= 2
    if layout.kv_in_one_word:
        _sanitize_words(block, chunk // 2, native)
        return

    shape = (chunk, width)
    within = lax.broadcasted_iota(jnp.int32, shape, 0) % rows  # the same in every chunk (a multiple of rows)
    lane = lax.broadcasted_iota(jnp.int32, shape, 1)
    if layout.fused:  # K in lanes [0, head_dim), V in [head_dim, 2 * head_dim) of a head's row
        values = (within < layout.kv_heads) & (lane >= layout.head_dim) & (lane < 2 * layout.head_dim)
    else:  # K in even rows, V in odd ones
        values = (within % 2 == 1) & (within < 2 * layout.kv_heads)

    def one(i, carry):
        start = pl.multiple_of(i * chunk, chunk)
        x = block[pl.ds(start, chunk), :].astype(jnp.float32)
        bad = (values & ~(jnp.abs(x) < jnp.inf)).astype(jnp.float32)
        # the key lane of each bad value: head_dim lanes lower, or one row up
        key = pltpu.roll(bad, width - layout.head_dim, 1) if layout.fused else pltpu.roll(bad, chunk - 1, 0)
        x = jnp.where(bad > 0, 0.0, jnp.where(key > 0, jnp.nan, x))
        block[pl.ds(start, chunk), :] = x.astype(block.dtype)
        return carry

    lax.fori_loop(0, tokens * rows // chunk, one, 0)


def _sanitize_words(block, chunk: int, native: bool) -> None:
    """``sanitize`` of 16-bit K and V rows, whose 32-bit words each hold one head's K (low half)
    and V (high half) of one token: no conversion, no roll. Natively the block is viewed as words
    in place, ``chunk`` words at a time; the TPU interpreter cannot view a ref as words, so there
    the block's value is cleaned whole (the same words)."""
    dtype = block.dtype
    if not native:
        block[...] = pltpu.bitcast(_clean_words(pltpu.bitcast(block[...], jnp.uint32), dtype), dtype)
        return
    words = block.bitcast(jnp.uint32)

    def one(i, carry):
        here = pl.ds(pl.multiple_of(i * chunk, chunk), chunk)
        words[here] = _clean_words(words[here], dtype)
        return carry

    lax.fori_loop(0, words.shape[0] // chunk, one, 0)


def _clean_words(words, dtype):
    """K|V words with each non-finite V moved into its K (V 0, K NaN): a value is non-finite when
    its exponent bits are all set."""
    info = jnp.finfo(dtype)
    exponent = ((1 << info.nexp) - 1) << info.nmant
    value_bad = (words & jnp.uint32(exponent << 16)) == jnp.uint32(exponent << 16)
    return jnp.where(value_bad, jnp.uint32(exponent | 1 << (info.nmant - 1)), words)
