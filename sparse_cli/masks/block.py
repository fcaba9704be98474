"""Block-causal attention: bidirectional inside fixed blocks, causal across them (MaxText's
``BlockCausalMask``; block-diffusion language models)."""

from __future__ import annotations

from typing import Literal

import numpy as np
from pydantic import Field

from sparse_cli.masks.base import MAX_PARAM, MaskKind, classes_from, scaled_length


class BlockCausal(MaskKind):
    """``kv // block <= q // block``: every token sees its whole block and all earlier blocks.
    A partial tile depends on the block distance of its corners and where each starts in its block."""

    kind: Literal["block_causal"] = "block_causal"
    block: int = Field(gt=0, le=MAX_PARAM)

    def attends(self, q, kv):
        return kv // self.block <= q // self.block

    def kv_intervals(self, q_first, q_last):
        return [(np.zeros_like(q_first), (q_last // self.block + 1) * self.block)]

    def classify(self, q_first, q_last, kv_first, kv_last):
        b = self.block
        return classes_from(kv_first // b > q_last // b, kv_last // b <= q_first // b)

    def partial_signature(self, q_first, kv_first, block_q, block_kv):
        b = self.block
        return [q_first // b - kv_first // b, q_first % b, kv_first % b]

    def describe(self):
        return f"block_causal({self.block})"

    def clamped(self, limit):
        return BlockCausal(block=min(limit, self.block))

    def scaled(self, factor, heads):
        return BlockCausal(block=scaled_length(self.block, factor, 1))
