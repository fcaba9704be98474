"""Attention scores of a block of queries against a block of keys: scaled, soft-capped, in the
base the online softmax exponentiates (``softmax.OnlineSoftmax.base2``)."""

from __future__ import annotations

import dataclasses

import jax
import jax.numpy as jnp

from sparse_cli.backends.kernel_core.mxu import dot
from sparse_cli.backends.kernel_core.softmax import LOG2_E, OnlineSoftmax


@dataclasses.dataclass(frozen=True)
class Scores:
    """How a kernel family turns ``q . k`` into softmax logits: times ``scale``, soft-capped
    (``softcap * tanh(s / softcap)``; None: no cap), and in base 2 when ``base2`` (``log2(e)``
    times the contract's scores, so ``exp2`` takes them: the change of base rides on the scale's
    multiply instead of costing ``exp`` one of its own). The training kernels use base 2; the
    serving kernel base e."""

    scale: float
    softcap: float | None
    base2: bool

    @property
    def softmax(self) -> OnlineSoftmax:
        """The online softmax over these scores (in their base)."""
        return OnlineSoftmax(self.base2)

    def __call__(self, a: jax.Array, b: jax.Array) -> tuple[jax.Array, jax.Array | None]:
        """``(scores, slope)`` of ``a . b^T`` (``[rows, d] x [tokens, d]`` -> float32 ``[rows,
        tokens]``): the slope is d(capped)/d(raw score) for a backward pass (None without a cap;
        unused, it is traced and dropped with the kernel's dead code)."""
        base = LOG2_E if self.base2 else 1.0
        if self.softcap is None:
            return dot(a, b, 1, 1) * (self.scale * base), None
        capped = jnp.tanh(dot(a, b, 1, 1) * (self.scale / self.softcap))
        return capped * (self.softcap * base), 1.0 - capped * capped
