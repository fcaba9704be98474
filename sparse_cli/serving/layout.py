"""Paged KV cache layouts the serving kernel reads in place, and how a page row holds a head.

A TPU array keeps its last two axes in (sublane, 128-lane) tiles, and XLA lays a cache out by
its own rule: a ``[pages, page_size, 2 * kv_heads, 64]`` cache gets the page axis as its minor
axis, so a kernel that reads pages needs a relaid-out copy of the whole cache first (measured:
``compile --deviceless`` reports a temporary as large as the cache). The layouts here keep whole
128-lane rows, which XLA stores row-major, so every page is read where it lies:

- ``interleaved``: JAX's ``[pages, page_size, 2 * kv_heads, head_dim]``, K and V of kv head
  ``h`` in rows ``2h`` and ``2h + 1`` (read in place when ``head_dim`` is a multiple of 128);
- ``kv_row``: ``[pages, page_size, kv_heads, 2 * head_dim]``, a head's K and V side by side in
  one row (head_dim 64: one 128-lane row per head, nothing padded);
- ``vllm`` and ``vllm_kv_row``: tpu-inference's RPA v3 caches, the same rows with 32-bit words
  packing ``packing`` narrow values (``[pages, page_size, rows // packing, packing, lanes]``):
  ``kernel.py``'s interleaved rows padded to 128 lanes, ``kernel_hd64.py``'s K|V rows.

In a ``kv_row`` layout the kernel computes on the whole row: queries padded with zeros past
``head_dim`` score against K alone, and ``p @ [K|V]`` holds ``p @ V`` in its upper half — on a
128-wide MXU this costs nothing over two 64-wide products and never splits the lanes.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.contract.serving import ServingContract

LAYOUTS = ("interleaved", "kv_row", "vllm", "vllm_kv_row")
LANES = 128
#: kv heads one pass of a block's fold unrolls at most (JAX's RPA takes 8 at a time too): the
#: kernel's code, and its compile seconds, stop growing with more heads.
UNROLLED_HEADS = 8


def packing(dtype) -> int:
    """Values per 32-bit word (tpu-inference's ``get_dtype_packing``)."""
    return max(1, 4 // np.dtype(dtype).itemsize)


def tile_rows(dtype) -> int:
    """Rows of ``dtype`` in one (sublane, lane) tile: 8 rows of 32-bit words, each packing
    ``packing`` narrow values. A run-time offset Mosaic can slice at is a multiple of it."""
    return 8 * packing(dtype)


def _align(x: int, a: int) -> int:
    return -(-x // a) * a


@dataclasses.dataclass(frozen=True)
class CacheLayout:
    """How a cache of ``kind`` holds ``kv_heads`` heads of ``head_dim`` values in a page row."""

    kind: str
    kv_heads: int
    head_dim: int
    dtype: Any

    @property
    def fused(self) -> bool:
        """Whether a head's K and V share one row (the kernel computes on the whole row)."""
        return self.kind in ("kv_row", "vllm_kv_row")

    @property
    def width(self) -> int:
        """Lanes of a row the kernel computes with (queries are padded to it)."""
        if self.kind == "vllm":
            return _align(self.head_dim, LANES)
        return 2 * self.head_dim if self.fused else self.head_dim

    @property
    def rows_per_head(self) -> int:
        return 1 if self.fused else 2

    @property
    def kv_in_one_word(self) -> bool:
        """Whether a head's K and V of a token are the two halves of one 32-bit word (16-bit
        values in K and V rows: ``TokenRows`` loads them with one strided load)."""
        return not self.fused and packing(self.dtype) == 2

    @property
    def heads_per_fold(self) -> int:
        """kv heads a block's fold unrolls: every head up to ``UNROLLED_HEADS``; past that, a loop
        over groups of the most heads (at most ``UNROLLED_HEADS``, dividing ``kv_heads``) whose
        rows fill whole tiles of 32-bit words (a group's first row is then a tile's: Mosaic
        loads it at a run-time offset) — or every head, unrolled, when no group does."""
        if self.kv_heads <= UNROLLED_HEADS:
            return self.kv_heads
        tile = tile_rows(self.dtype)
        fits = [n for n in range(UNROLLED_HEADS, 0, -1) if self.kv_heads % n == 0 and n * self.rows_per_head % tile == 0]
        return fits[0] if fits else self.kv_heads

    @property
    def value_lanes(self) -> int:
        """First lane of V in the row the product ``p @ row`` gives (0: a row of its own)."""
        return self.head_dim if self.fused else 0

    @property
    def rows(self) -> int:
        """Rows of a token (heads, or K and V of each head; vLLM's padded to whole words)."""
        rows = self.kv_heads if self.fused else 2 * self.kv_heads
        return _align(rows, packing(self.dtype)) if self.kind.startswith("vllm") else rows

    def token_shape(self) -> tuple[int, ...]:
        """A token's shape in the cache (a page is ``[page_size, *token_shape]``)."""
        if self.kind.startswith("vllm"):
            pack = packing(self.dtype)
            return (self.rows // pack, pack, self.width)
        return (self.rows, self.width)

    def cache_shape(self, pages: int, page_size: int) -> tuple[int, ...]:
        return (pages, page_size, *self.token_shape())

    def flat_shape(self, pages: int, page_size: int) -> tuple[int, int, int]:
        """The cache as the kernel reads it, ``[pages, page_size * rows, width]``: a page's tokens'
        rows one after another (the same bytes as ``cache_shape``: the tiles hold whole rows)."""
        return (pages, page_size * self.rows, self.width)

    def head_rows(self, rows: TokenRows, head: int) -> tuple[Any, Any]:
        """``(k, v)`` ``[tokens, width]`` of kv head ``head`` in a block of pages (``TokenRows``);
        in a fused layout both are the whole K|V row."""
        if self.fused:
            kv = rows.row(head)
            return kv, kv
        return rows.row(2 * head), rows.row(2 * head + 1)

    def token_rows(self, keys, values):
        """New tokens' K and V ``[tokens, kv_heads, head_dim]`` as cache rows ``[tokens, *token_shape]``
        (vLLM's ``merge_kv``: padding lanes and rows are zeros)."""

        tokens = keys.shape[0]
        if self.fused:
            rows = jnp.concatenate([keys, values], axis=-1)
        else:
            rows = jnp.stack([keys, values], axis=2).reshape(tokens, 2 * self.kv_heads, self.head_dim)
        rows = jnp.pad(rows.astype(self.dtype), ((0, 0), (0, self.rows - rows.shape[1]), (0, self.width - rows.shape[2])))
        return rows.reshape(tokens, *self.token_shape())

    def split(self, cache):
        """``(k, v)`` ``[pages, page_size, kv_heads, head_dim]`` of a cache (any array module)."""
        pages, page_size = cache.shape[:2]
        rows = cache.reshape(pages, page_size, self.rows, self.width)
        if self.fused:
            heads = rows[:, :, :self.kv_heads]
            return heads[..., :self.head_dim], heads[..., self.head_dim:2 * self.head_dim]
        return rows[:, :, 0:2 * self.kv_heads:2, :self.head_dim], rows[:, :, 1:2 * self.kv_heads:2, :self.head_dim]


def jax_layout(cache_shape: tuple[int, ...], head_dim: int, dtype) -> CacheLayout:
    """The layout of a 4-D cache given to the JAX-style entry: JAX's interleaved rows, or
    ``kv_row`` when a row holds ``2 * head_dim`` values (K and V of one head)."""
    _, _, rows, lanes = cache_shape
    if lanes == 2 * head_dim:
        return CacheLayout("kv_row", rows, head_dim, dtype)
    return CacheLayout("interleaved", rows // 2, head_dim, dtype)


def vllm_layout(kv_heads: int, head_dim: int, dtype) -> CacheLayout:
    """The cache tpu-inference allocates for these heads: ``kernel_hd64``'s at head_dim 64,
    ``kernel``'s otherwise (its ``get_kv_cache_shape`` choice)."""
    return CacheLayout("vllm_kv_row" if head_dim == 64 else "vllm", kv_heads, head_dim, dtype)


def contract_layout(contract: ServingContract) -> CacheLayout:
    """The layout of a serving contract's cache: the one its kernel reads in place."""
    return in_place_layout(contract.shape.kv_heads, contract.shape.head_dim, contract.shape.dtype)


def in_place_layout(kv_heads: int, head_dim: int, dtype) -> CacheLayout:
    """The JAX-style layout a server should allocate so pages are read in place: JAX's when
    ``head_dim`` fills whole lanes, a head's K and V in one row when ``2 * head_dim`` does."""
    if head_dim % LANES and (2 * head_dim) % LANES == 0:
        return CacheLayout("kv_row", kv_heads, head_dim, dtype)
    return CacheLayout("interleaved", kv_heads, head_dim, dtype)


class TokenRows:
    """Row ``r`` of every token of a block of pages ``[tokens * rows, width]`` (a VMEM ref) as
    ``[tokens, width]``: a strided load. Narrow dtypes are loaded as 32-bit words (``packing``
    rows to a word, the even row in the low bits, as Mosaic and XLA pack them), then the row's
    bits are taken out — the only strided load every Mosaic compiles, and one load serves the
    rows that share a word (a head's K and V). The TPU interpreter cannot view a ref as words:
    there the block's value is (``native`` False); the words and the bits taken are the same."""

    def __init__(self, block, rows: int, tokens: int, native: bool, first=0, span: int | None = None):
        """``first`` and ``span``: only rows ``first .. first + span`` of each token are read, as
        rows ``0 .. span`` (``first`` may be traced: a multiple of ``span``, itself whole tiles
        of words, ``CacheLayout.heads_per_fold``)."""
        self.rows, self.tokens, self.native = rows, tokens, native
        pack = packing(block.dtype)
        self.pack = pack if pack > 1 and rows % pack == 0 else 1
        self.dtype = block.dtype
        self.words: dict[int, Any] = {}
        span = rows if span is None else span
        size = block.shape[0] - (rows - span)  # from the first token's first row read to the last token's last
        self.block: Any = block
        self.source: Any = None
        if self.pack == 1:
            if span != rows:
                self.block = block.at[pl.ds(pl.multiple_of(first, span), size)]
            return
        words = block.bitcast(jnp.uint32) if native else pltpu.bitcast(block[...], jnp.uint32)
        if span != rows:
            start = pl.multiple_of(first // self.pack, span // self.pack)
            words = words.at[pl.ds(start, size // self.pack)] if native else lax.dynamic_slice_in_dim(words, start, size // self.pack)
        self.source = words

    def _word(self, index: int):
        if index not in self.words:
            stride = self.rows // self.pack
            self.words[index] = (self.source[pl.ds(index, self.tokens, stride=stride), :] if self.native
                                 else self.source[index::stride])
        return self.words[index]

    def row(self, row: int):
        if self.pack == 1:
            return self.block[pl.ds(row, self.tokens, stride=self.rows), :]
        word, bits = self._word(row // self.pack), 32 // self.pack
        dtype = self.dtype
        if dtype == jnp.bfloat16:  # bfloat16 is a float32's upper half (JAX's RPA loads it so too)
            upper = word << 16 if row % 2 == 0 else word & jnp.uint32(0xFFFF0000)
            return pltpu.bitcast(upper, jnp.float32).astype(dtype)
        narrow = (word >> (row % self.pack) * bits).astype(jnp.dtype(f"uint{bits}"))
        return pltpu.bitcast(narrow, dtype)
