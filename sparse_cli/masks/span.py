"""Masks on absolute token positions: a rectangle (``range``) and global tokens
(``global_tokens``, Longformer/BigBird), planned from the spans' corners."""

from __future__ import annotations

from typing import Annotated, Literal

import numpy as np
from pydantic import Field, field_validator

from sparse_cli.masks.base import MAX_PARAM, UNBOUNDED, MaskKind, classes_from
from sparse_cli.masks.composite import Or

#: A half-open token span ``[start, stop)``, written as a two-element list.
Span = Annotated[list[int], Field(min_length=2, max_length=2)]


def _check_span(span: Span) -> Span:
    if not 0 <= span[0] <= span[1] <= MAX_PARAM:
        raise ValueError(f"a span [start, stop) needs 0 <= start <= stop <= {MAX_PARAM} (got {span})")
    return span


def _scaled_span(span: Span, factor: float) -> Span:
    """``span`` at a ``factor`` smaller length; a span of tokens keeps one at least (its ends
    rounded apart could leave none: a global token gone, another mask verified)."""
    start, stop = round(span[0] / factor), round(span[1] / factor)
    return [start, max(stop, start + 1) if span[1] > span[0] else start]


def _clamped_span(span: Span, limit: int) -> Span:
    return [min(limit, span[0]), min(limit, span[1])]


class Range(MaskKind):
    """A rectangle on absolute positions: ``q`` in ``q: [start, stop)`` and ``kv`` in
    ``kv: [start, stop)`` (an omitted side is every token) — key-padding columns, query ranges,
    image-token blocks (with ``or``: bidirectional image spans over causal text)."""

    kind: Literal["range"] = "range"
    q: Span | None = None
    kv: Span | None = None

    @field_validator("q", "kv")
    @classmethod
    def _ordered(cls, span: Span | None) -> Span | None:
        return None if span is None else _check_span(span)

    @staticmethod
    def _bounds(span: Span | None) -> tuple[int, int]:
        return (span[0], span[1]) if span is not None else (0, UNBOUNDED)

    def attends(self, q, kv):
        allowed = (q == q) & (kv == kv)  # only the stated sides compare: no huge constants reach int32 arrays
        if self.q is not None:
            allowed = allowed & (q >= self.q[0]) & (q < self.q[1])
        if self.kv is not None:
            allowed = allowed & (kv >= self.kv[0]) & (kv < self.kv[1])
        return allowed

    def kv_intervals(self, q_first, q_last):
        (q0, q1), (k0, k1) = self._bounds(self.q), self._bounds(self.kv)
        rows = (q_last >= q0) & (q_first < q1)
        return [(np.where(rows, k0, 0), np.where(rows, k1, 0))]

    def classify(self, q_first, q_last, kv_first, kv_last):
        (q0, q1), (k0, k1) = self._bounds(self.q), self._bounds(self.kv)
        is_empty = (q_last < q0) | (q_first >= q1) | (kv_last < k0) | (kv_first >= k1)
        is_full = (q_first >= q0) & (q_last < q1) & (kv_first >= k0) & (kv_last < k1)
        return classes_from(is_empty, is_full)

    def partial_signature(self, q_first, kv_first, block_q, block_kv):
        (q0, q1), (k0, k1) = self._bounds(self.q), self._bounds(self.kv)
        return [np.clip(q0 - q_first, 0, block_q), np.clip(q1 - q_first, 0, block_q),
                np.clip(k0 - kv_first, 0, block_kv), np.clip(k1 - kv_first, 0, block_kv)]

    def describe(self):
        side = lambda span: "all" if span is None else f"[{span[0]}, {span[1]})"
        return f"range(q {side(self.q)}, kv {side(self.kv)})"

    def clamped(self, limit):
        side = lambda span: None if span is None else _clamped_span(span, limit)
        return Range(q=side(self.q), kv=side(self.kv))

    def scaled(self, factor, heads):
        side = lambda span: None if span is None else _scaled_span(span, factor)
        return Range(q=side(self.q), kv=side(self.kv))


class GlobalTokens(MaskKind):
    """Global tokens (Longformer, BigBird): a token in one of ``spans`` attends to every token
    and every token attends to it. Usually ``or``-ed with a local window. Planned as the ``or``
    of a query-side and a key-side ``range`` per span."""

    kind: Literal["global_tokens"] = "global_tokens"
    spans: list[Span] = Field(min_length=1, max_length=256)

    @field_validator("spans")
    @classmethod
    def _ordered(cls, spans: list[Span]) -> list[Span]:
        return [_check_span(span) for span in spans]

    def _expanded(self) -> Or:
        sides: list[MaskKind] = [*(Range(q=span) for span in self.spans), *(Range(kv=span) for span in self.spans)]
        return Or(of=sides)

    def attends(self, q, kv):
        return self._expanded().attends(q, kv)

    def kv_intervals(self, q_first, q_last):
        return self._expanded().kv_intervals(q_first, q_last)

    def classify(self, q_first, q_last, kv_first, kv_last):
        return self._expanded().classify(q_first, q_last, kv_first, kv_last)

    def partial_signature(self, q_first, kv_first, block_q, block_kv):
        return self._expanded().partial_signature(q_first, kv_first, block_q, block_kv)

    def describe(self):
        return "global_tokens(" + ", ".join(f"[{a}, {b})" for a, b in self.spans) + ")"

    def clamped(self, limit):
        return GlobalTokens(spans=[_clamped_span(span, limit) for span in self.spans])

    def scaled(self, factor, heads):
        return GlobalTokens(spans=[_scaled_span(span, factor) for span in self.spans])
