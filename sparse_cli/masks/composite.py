"""Composite masks: ``and``/``or`` of masks and ``per_head`` masks, through the kind interface only.

``and``/``or`` combine their children's kv intervals (collapsing to the hull past a few) and
classes (min/max: conservative, the planner corrects a PARTIAL that evaluates empty or full);
their partial signature is their children's together. ``per_head`` is resolved per query head
before any of that (``resolve``), so the planner only ever sees head-free trees.
"""

from __future__ import annotations

import functools
import operator
from typing import TYPE_CHECKING, Literal

import numpy as np
from pydantic import Field, model_serializer, model_validator

from sparse_cli.masks.base import MaskKind

#: A child mask, of any registered kind. The tagged union of every kind includes these
#: composites, so it is built above them (``registry``), which resolves this forward reference
#: with ``model_rebuild``; to a type checker a child is the interface every kind implements.
if TYPE_CHECKING:
    Mask = MaskKind

#: Beyond this many candidate intervals per row, ``and``/``or`` collapse to their hull.
MAX_INTERVALS = 8


class _Combination(MaskKind):
    """Shared semantics of ``and`` (every child) and ``or`` (any child)."""

    of: list[Mask] = Field(min_length=1)

    def _folded(self, each, combine):
        """``each(child)`` of every child combined pairwise, one child at a time: what the
        children give is never held all at once (it would grow with their number), and pairwise
        calls (not ``ufunc.reduce`` over a list) let serving's device arrays reach JAX through
        the operands."""
        result = each(self.of[0])
        for child in self.of[1:]:
            result = combine(result, each(child))
        return result

    def attends(self, q, kv):
        return self._folded(lambda child: child.attends(q, kv), operator.and_ if self.kind == "and" else operator.or_)

    def kv_intervals(self, q_first, q_last):
        result = self.of[0].kv_intervals(q_first, q_last)
        for child in self.of[1:]:
            intervals = child.kv_intervals(q_first, q_last)
            if self.kind == "and":
                result = [(np.maximum(a_lo, b_lo), np.minimum(a_hi, b_hi)) for a_lo, a_hi in result for b_lo, b_hi in intervals]
            else:
                result = result + intervals
            if len(result) > MAX_INTERVALS:
                result = [(functools.reduce(np.minimum, [lo for lo, _ in result]), functools.reduce(np.maximum, [hi for _, hi in result]))]
        return result

    def classify(self, q_first, q_last, kv_first, kv_last):
        return self._folded(lambda child: child.classify(q_first, q_last, kv_first, kv_last),
                            np.minimum if self.kind == "and" else np.maximum).astype(np.int8)

    def partial_signature(self, q_first, kv_first, block_q, block_kv):
        return [column for child in self.of for column in child.partial_signature(q_first, kv_first, block_q, block_kv)]

    def describe(self):
        return f"{self.kind}(" + ", ".join(child.describe() for child in self.of) + ")"

    def clamped(self, limit):
        return self.model_copy(update={"of": [child.clamped(limit) for child in self.of]})

    def scaled(self, factor, heads):
        return self.model_copy(update={"of": [child.scaled(factor, heads) for child in self.of]})

    def resolve(self, head):
        return self.model_copy(update={"of": [child.resolve(head) for child in self.of]})

    def children(self):
        return [(f"of[{i}]", child) for i, child in enumerate(self.of)]


class And(_Combination):
    """Token pairs allowed by every mask in ``of``."""

    kind: Literal["and"] = "and"

    def on_visited_tiles(self, units):
        """Each mask's own: a tile this one sees anything in is one that each of them does."""
        return self.model_copy(update={"of": [child.on_visited_tiles(units) for child in self.of]})


class Or(_Combination):
    """Token pairs allowed by any mask in ``of``."""

    kind: Literal["or"] = "or"


class PerHead(MaskKind):
    """One mask per query head: ``heads`` lists them all (length ``shape.num_heads``), or
    ``repeat`` gives a pattern cycled over the heads (head ``h`` uses ``repeat[h % len]``; its
    length divides ``num_heads``) — a 32-head hybrid model of 5 local : 1 global heads is one
    short line. Resolved per head before planning, so its token-level methods refuse to run."""

    kind: Literal["per_head"] = "per_head"
    heads: list[Mask] | None = Field(default=None, min_length=1)
    repeat: list[Mask] | None = Field(default=None, min_length=1)

    @model_validator(mode="after")
    def _one_form(self) -> PerHead:
        if (self.heads is None) == (self.repeat is None):
            raise ValueError("per_head takes exactly one of 'heads' (one mask per head) or 'repeat' (a pattern cycled over the heads)")
        return self

    @model_serializer(mode="wrap")
    def _written_form(self, handler):
        """Dump only the form in use, so a ``heads`` list serialises (and hashes) as before."""
        return {key: value for key, value in handler(self).items() if not (key in ("heads", "repeat") and value is None)}

    @property
    def masks(self) -> list[Mask]:
        return self.heads if self.heads is not None else self.repeat or []  # the validator requires one

    def _with(self, masks: list[Mask]) -> PerHead:
        return PerHead(heads=masks) if self.heads is not None else PerHead(repeat=masks)

    def _unresolved(self):
        raise TypeError("per_head must be resolved per head (resolve) before mask algebra")

    def attends(self, q, kv):
        self._unresolved()

    def kv_intervals(self, q_first, q_last):
        self._unresolved()

    def classify(self, q_first, q_last, kv_first, kv_last):
        self._unresolved()

    def partial_signature(self, q_first, kv_first, block_q, block_kv):
        self._unresolved()

    def describe(self):
        form = "per_head" if self.heads is not None else "per_head repeat"
        return f"{form}(" + ", ".join(child.describe() for child in self.masks) + ")"

    def clamped(self, limit):
        return self._with([child.clamped(limit) for child in self.masks])

    def scaled(self, factor, heads):
        return PerHead(heads=[self.masks[h % len(self.masks)].scaled(factor, heads) for h in heads])

    def resolve(self, head):
        return self.masks[head % len(self.masks)].resolve(head)

    def children(self):
        field = "heads" if self.heads is not None else "repeat"
        return [(f"{field}[{i}]", child) for i, child in enumerate(self.masks)]

    def head_problem(self, num_heads):
        if self.heads is not None and len(self.heads) != num_heads:
            return f"heads has {len(self.heads)} masks but shape.num_heads is {num_heads}"
        if self.repeat is not None and num_heads % len(self.repeat):
            return f"repeat has {len(self.repeat)} masks, which does not divide shape.num_heads={num_heads}"
        return None
