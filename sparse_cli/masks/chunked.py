"""Chunked causal attention: causal inside fixed chunks (Llama 4's local layers)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from sparse_cli.masks.base import MAX_PARAM, MaskKind, classes_from, scaled_length
from sparse_cli.masks.window import Causal


class ChunkedCausal(MaskKind):
    """Causal attention inside fixed chunks of ``chunk`` tokens: ``kv <= q`` and both in the
    same chunk. A partial tile depends on its diagonal offset and where it starts in its chunk."""

    kind: Literal["chunked_causal"] = "chunked_causal"
    chunk: int = Field(gt=0, le=MAX_PARAM)

    def attends(self, q, kv):
        return (kv <= q) & (q // self.chunk == kv // self.chunk)

    def kv_intervals(self, q_first, q_last):
        return [(q_first // self.chunk * self.chunk, q_last + 1)]

    def classify(self, q_first, q_last, kv_first, kv_last):
        c = self.chunk
        one_chunk = (q_first // c == q_last // c) & (kv_first // c == kv_last // c) & (q_first // c == kv_first // c)
        is_full = one_chunk & (kv_last - q_first <= 0)
        chunks_apart = (q_last // c < kv_first // c) | (kv_last // c < q_first // c)
        return classes_from((kv_first - q_last > 0) | chunks_apart, is_full)

    def partial_signature(self, q_first, kv_first, block_q, block_kv):
        return [kv_first - q_first, q_first % self.chunk]

    def describe(self):
        return f"chunked_causal({self.chunk})"

    def on_visited_tiles(self, units):
        """Causal, when chunks are whole tiles: a tile that sees anything lies in one chunk."""
        return Causal() if all(self.chunk % unit == 0 for unit in units) else self

    def clamped(self, limit):
        return ChunkedCausal(chunk=min(limit, self.chunk))

    def scaled(self, factor, heads):
        return ChunkedCausal(chunk=scaled_length(self.chunk, factor, 1))
