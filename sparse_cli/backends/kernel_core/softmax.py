"""The online softmax of flash attention, on values in VMEM: per-row statistics (running maximum
``m``, total weight ``l``) and a float32 accumulator of weighted values, folded one block of
scores at a time, rescaled where the maximum grows (the *safe* maximum: a row that has seen only
masked scores, ``-inf``, rescales by ``exp(-inf - lowest) = 0``, never by NaN: one ``max`` a
row, cheaper by the TPU compiler's schedule than a compare and select), and divided out at
the end.

Statistics layout: a row's statistic is stored broadcast over ``lanes`` lanes (``[rows,
lanes]``; 128, one vreg's worth, by default: Mosaic broadcasts whole vregs, never one lane);
``lanes`` widens or cuts it to a block's width. The accumulator's rows match the statistics'.

The total weight may instead ride in the accumulator (``total_at``): its columns past the
values' width hold each row's total, the product of the weights with a block of ones beside the
values. Where the MXU pads the value width anyway (64 on a 128-wide array, 128 on a 256-wide
one) those columns cost no MXU pass, and a row sum per tile leaves the cross-lane unit (XLU)
and the statistic's loads and stores go with it. The totals then sum the weights as the product
sees them (cast to the values' dtype), float32-accumulated.

Or the total weight is kept *spread* over the statistic's lanes (``spread``): each lane holds a
partial sum, its share of every block of lanes of the weights, added vreg to vreg; the rescaling
is per row, so it scales every lane alike, and the lanes are summed once, when the softmax
finishes (``totals``). A fold then reduces no row across the lanes for its total (only for its
maximum): by the compiler's schedule (jax 0.12, libtpu 0.0.50) a Llama 3 128K forward tile on
v5e 4,275 -> 4,193 cycles, gemma2's 4,136 -> 4,071, where the cross-lane unit was saturated at the
tile's end.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.backends.kernel_core.mxu import dot
from sparse_cli.targets import TPU_LANES

#: The lowest finite float32, the least safe maximum (module docstring).
_LOWEST = float(jnp.finfo(jnp.float32).min)
#: log2(e): scores in base 2 are this times the natural ones (``scores.Scores.base2``).
LOG2_E = 1.4426950408889634
#: Pallas's reciprocal (``pltpu`` since jax 0.11, ``pl`` before).
_reciprocal = getattr(pltpu, "reciprocal", None) or pl.reciprocal


def lanes(stat: jax.Array, width: int) -> jax.Array:
    """A per-row statistic ``[..., have]`` (broadcast over its ``have`` lanes) as ``[..., width]``:
    cut, or the same vregs side by side when ``width`` is a multiple of them (no per-row
    broadcast in the kernel body), else its first column broadcast."""
    have = stat.shape[-1]
    if width <= have:
        return stat if width == have else stat[..., :width]
    if have > 1 and width % have == 0:
        return jnp.concatenate([stat] * (width // have), axis=-1)
    return jnp.broadcast_to(stat[..., :1], (*stat.shape[:-1], width))


@dataclasses.dataclass(frozen=True)
class Totals:
    """A finished softmax's total weights ``[rows, lanes]`` and which rows saw any key: a total
    of zero saw none; a NaN one (NaN or infinite inputs) counts as seen, so the NaN reaches the
    output and the log-sum-exp as it does in every dense attention, never an empty row's zeros."""

    total: jax.Array
    seen: jax.Array
    base2: bool

    def output(self, acc: jax.Array) -> jax.Array:
        """The attention output ``acc / l`` (float32; rows that saw nothing: ``acc``, zeros), as
        ``acc`` times each row's reciprocal: exact, without the IEEE edge cases (``full_range``:
        zero, infinities, NaN, denormals), which a total never is: at least 1 where a row saw a
        key (its maximum weighs ``exp(0)``), 1 where it saw none. By the compiler's schedule
        (jax 0.12, libtpu 0.0.50), a v5e forward row's end: the full-range reciprocal's fixups took
        about 14 vector operations per vreg of totals, and gemma2's forward was 0.9% longer."""
        return acc * lanes(_reciprocal(jnp.where(self.seen, self.total, 1.0), full_range=False), acc.shape[-1])

    def log_sum_exp(self, m: jax.Array) -> jax.Array:
        """Each row's log-sum-exp in the natural base, from its maximum ``m`` (``-inf`` where the
        row saw nothing)."""
        total = jnp.where(self.seen, self.total, 1.0)
        if self.base2:
            return jnp.where(self.seen, (m + jnp.log2(total)) / LOG2_E, -jnp.inf)
        return jnp.where(self.seen, m + jnp.log(total), -jnp.inf)


@dataclasses.dataclass(frozen=True)
class OnlineSoftmax:
    """The online softmax over scores in base 2 (``base2``: ``exp2``) or e, its statistics kept
    over ``lanes`` lanes per row (``state_shape``)."""

    base2: bool
    lanes: int = TPU_LANES
    total_at: int | None = None  # the accumulator's column from which its rows' totals ride in it (module docstring)
    spread: bool = False  # the totals as partial sums over the statistic's lanes (module docstring); folds a multiple of them wide

    def state_shape(self, rows: int) -> tuple[int, int]:
        """The shape of ``rows`` rows' ``m`` or ``l`` statistics."""
        return (rows, self.lanes)

    def exp(self, x: jax.Array) -> jax.Array:
        return jnp.exp2(x) if self.base2 else jnp.exp(x)

    def logit(self, x: jax.Array) -> jax.Array:
        """A natural-base logit (a sink, a log-sum-exp) in the scores' base."""
        return x * LOG2_E if self.base2 else x

    def probabilities(self, scores: jax.Array, lse: jax.Array) -> jax.Array:
        """The softmax's probabilities of ``scores`` again, from its natural-base log-sum-exp
        ``lse`` (broadcast against them): what a backward pass recomputes."""
        return self.exp(scores - self.logit(lse))

    def start(self, m_ref: Any, l_ref: Any, acc_ref: Any, logit: jax.Array | None = None, values: Any = None) -> None:
        """The state before any key: nothing seen (``m = -inf``, ``l = 0``, ``acc = 0``), or one
        ``logit`` already in (``[rows, lanes]``, in the scores' base) whose value is ``values``
        (a ref or array, float32 after the cast; None: no value, zeros): ``m`` is the logit and
        its weight ``exp(m - m) = 1``. A sink is such a logit with no value; a resumed softmax
        is its log-sum-exp with the output so far as value. A ``-inf`` logit weighs nothing
        after all: the first fold rescales its weight by ``exp(-inf) = 0``, and a row that folds
        nothing ends with ``l = 1``, ``acc`` its value (zeros) and log-sum-exp ``-inf``.
        ``l_ref``: None where the totals ride in the accumulator (``total_at``)."""
        m_ref[...] = jnp.full(m_ref.shape, -jnp.inf, jnp.float32) if logit is None else logit
        total = 0.0 if logit is None else 1.0
        if self.total_at is not None:
            width, total_columns = self.total_at, [jnp.full((acc_ref.shape[0], acc_ref.shape[-1] - self.total_at), total, jnp.float32)]
        else:
            width, total_columns = acc_ref.shape[-1], []
            if self.spread and total:  # the logit's weight in the first lane alone
                l_ref[...] = jnp.where(jax.lax.broadcasted_iota(jnp.int32, l_ref.shape, 1) == 0, total, 0.0)
            else:
                l_ref[...] = jnp.full(l_ref.shape, total, jnp.float32)
        acc = jnp.zeros((acc_ref.shape[0], width), jnp.float32) if values is None else values[...].astype(jnp.float32)
        acc_ref[...] = jnp.concatenate([acc, *total_columns], axis=1) if total_columns else acc

    def fold(self, scores: jax.Array, values: Any, m_ref: Any, l_ref: Any, acc_ref: Any, rows: Any = ..., fresh: Any = False) -> None:
        """Fold a block of ``scores`` ``[rows, tokens]`` (hidden keys ``-inf``) and its ``values``
        ``[tokens, width]`` into the running softmax of the state's ``rows`` (an index of their
        leading axis; all of them by default). ``values`` may be their ref: it is read once the
        weights are summed, so the block's values live no longer than the product needs them.
        ``l_ref``: None where the totals ride in the accumulator (``total_at``). ``fresh``
        (a traced bool): where it holds, the fold starts the state instead (``start``'s nothing
        seen, whatever the state's memory held: selected, never multiplied by zero), so a
        unit's first tile needs no start state stored before it."""
        fresh_or = lambda start, state: state if fresh is False else jnp.where(fresh, start, state)
        m_prev = fresh_or(-jnp.inf, m_ref[rows])
        m_next = jnp.maximum(m_prev, jnp.max(scores, axis=1, keepdims=True))
        m_safe = jnp.maximum(m_next, _LOWEST)
        weights = self.exp(scores - lanes(m_safe, scores.shape[1]))
        alpha = self.exp(m_prev - m_safe)
        if self.total_at is None:
            l_ref[rows] = alpha * fresh_or(0.0, l_ref[rows]) + self._row_totals(weights)
        v = values[...]
        if self.total_at is not None:  # the weights' row sums from the MXU, beside their values
            v = jnp.concatenate([v, jnp.ones((v.shape[0], acc_ref.shape[-1] - v.shape[1]), v.dtype)], axis=1)
        acc_ref[rows] = lanes(alpha, acc_ref.shape[-1]) * fresh_or(0.0, acc_ref[rows]) + dot(weights.astype(v.dtype), v, 1, 0)
        m_ref[rows] = m_next

    def _row_totals(self, weights: jax.Array) -> jax.Array:
        """A block of ``weights``' share of its rows' totals: their sums (``[rows, 1]``), or
        spread, each lane's sum over the blocks of the statistic's lanes (``[rows, lanes]``)."""
        if not self.spread:
            return jnp.sum(weights, axis=1, keepdims=True)
        if weights.shape[1] % self.lanes:
            raise ValueError(f"spread totals fold blocks a multiple of {self.lanes} wide, not {weights.shape[1]}")
        blocks = [weights[:, at:at + self.lanes] for at in range(0, weights.shape[1], self.lanes)]
        return sum(blocks[1:], start=blocks[0])

    def totals(self, l_ref: Any, acc_ref: Any) -> tuple[Totals, jax.Array]:
        """The finished state's total weights (read once for the output and the log-sum-exp; spread
        ones summed over their lanes) and its accumulated values, the totals' columns split off
        where they ride in them."""
        if self.total_at is None:
            total = l_ref[...]
            if self.spread:
                total = lanes(jnp.sum(total, axis=1, keepdims=True), total.shape[-1])
            return Totals(total, total != 0, self.base2), acc_ref[...]
        acc = acc_ref[...]
        aligned = -(-self.total_at // TPU_LANES) * TPU_LANES  # a whole vreg's column where there is one: no lane shifts
        total = lanes(acc[:, aligned if aligned < acc.shape[-1] else self.total_at:], self.lanes)
        return Totals(total, total != 0, self.base2), acc[:, :self.total_at]
