"""Prefix LM: a bidirectional prefix, causal after it (PaliGemma-style)."""

from __future__ import annotations

from typing import Literal

import numpy as np
from pydantic import Field

from sparse_cli.masks.base import MAX_PARAM, MaskKind, classes_from, scaled_length


class PrefixLM(MaskKind):
    """Bidirectional over the first ``prefix`` kv tokens, causal after: ``kv <= q or kv < prefix``.
    A partial tile depends on its diagonal offset and how far the prefix reaches into it."""

    kind: Literal["prefix_lm"] = "prefix_lm"
    prefix: int = Field(ge=0, le=MAX_PARAM)

    def attends(self, q, kv):
        return (kv <= q) | (kv < self.prefix)

    def kv_intervals(self, q_first, q_last):
        return [(np.zeros_like(q_first), np.maximum(q_last + 1, self.prefix))]

    def classify(self, q_first, q_last, kv_first, kv_last):
        is_full = (kv_last - q_first <= 0) | (kv_last < self.prefix)
        is_empty = (kv_first - q_last > 0) & (kv_first >= self.prefix)
        return classes_from(is_empty, is_full)

    def partial_signature(self, q_first, kv_first, block_q, block_kv):
        return [kv_first - q_first, np.clip(self.prefix - kv_first, 0, block_kv)]

    def describe(self):
        return f"prefix_lm({self.prefix})"

    def clamped(self, limit):
        return PrefixLM(prefix=min(limit, self.prefix))

    def scaled(self, factor, heads):
        return PrefixLM(prefix=scaled_length(self.prefix, factor))
