"""Dilated (strided) causal windows: Sparse Transformer's strided pattern, LongNet-style dilation."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from sparse_cli.masks.base import MAX_PARAM, MaskKind, scaled_length
from sparse_cli.masks.window import SlidingWindow


class Dilated(MaskKind):
    """``window`` tokens at stride ``dilation`` behind each query: ``0 <= q - kv < window *
    dilation`` and ``(q - kv) % dilation == 0``. Tiles outside the band are empty; inside it a
    tile is full only without dilation; a partial tile depends on its diagonal offset alone."""

    kind: Literal["dilated"] = "dilated"
    window: int = Field(gt=0, le=MAX_PARAM)
    dilation: int = Field(gt=0, le=MAX_PARAM)

    def _band(self) -> SlidingWindow:
        return SlidingWindow(size=min(MAX_PARAM, (self.window - 1) * self.dilation + 1))

    def attends(self, q, kv):
        return self._band().attends(q, kv) & ((q - kv) % self.dilation == 0)

    def kv_intervals(self, q_first, q_last):
        return self._band().kv_intervals(q_first, q_last)

    def classify(self, q_first, q_last, kv_first, kv_last):
        classes = self._band().classify(q_first, q_last, kv_first, kv_last)
        return classes if self.dilation == 1 else classes.clip(max=1)  # a gap in every row: never full

    def partial_signature(self, q_first, kv_first, block_q, block_kv):
        return [kv_first - q_first]

    def describe(self):
        return f"dilated(window={self.window}, dilation={self.dilation})"

    def clamped(self, limit):
        return Dilated(window=min(limit, self.window), dilation=min(limit, self.dilation))

    def scaled(self, factor, heads):
        return Dilated(window=scaled_length(self.window, factor, 1), dilation=self.dilation)
