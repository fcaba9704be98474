"""Full attention: every valid token pair attends."""

from __future__ import annotations

from typing import Literal

import numpy as np

from sparse_cli.masks.base import UNBOUNDED, BlockClass, MaskKind


class Full(MaskKind):
    """Every valid token pair attends (padding is masked by the planner, not by the mask)."""

    kind: Literal["full"] = "full"

    def attends(self, q, kv):
        return (q == q) & (kv == kv)

    def kv_intervals(self, q_first, q_last):
        return [(np.zeros_like(q_first), np.full_like(q_last, UNBOUNDED))]

    def classify(self, q_first, q_last, kv_first, kv_last):
        return np.full(np.shape(kv_first - q_last), BlockClass.FULL, np.int8)

    def partial_signature(self, q_first, kv_first, block_q, block_kv):
        return []

    def describe(self):
        return "full"

    def clamped(self, limit):
        return self

    def scaled(self, factor, heads):
        return self
