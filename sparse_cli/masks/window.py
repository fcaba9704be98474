"""Window masks: every kind whose predicate is ``-left <= kv - q <= right`` (a side may be
unbounded). Their classes follow from the diagonal offsets of a tile's corners, and a partial
tile's token mask from one number, ``kv_first - q_first``."""

from __future__ import annotations

from abc import abstractmethod
from typing import Literal

import numpy as np
from pydantic import Field

from sparse_cli.masks.base import MAX_PARAM, UNBOUNDED, MaskKind, classes_from, scaled_length


def within_window(delta, left, right):
    """``-left <= delta <= right`` elementwise (numpy or jax; a bound may be a traced scalar);
    a None side is open, and with both open every pair, in ``delta``'s shape."""
    if left is None and right is None:
        return delta == delta
    if left is None:
        return delta <= right
    if right is None:
        return delta >= -left
    return (delta >= -left) & (delta <= right)


class WindowMask(MaskKind):
    """Shared semantics of the window kinds; a kind only says its ``window()``."""

    @abstractmethod
    def window(self) -> tuple[int | None, int | None]:
        """``(left, right)`` such that the mask is ``-left <= kv - q <= right`` (None: unbounded)."""

    def attends(self, q, kv):
        return within_window(kv - q, *self.window())

    def kv_intervals(self, q_first, q_last):
        left, right = self.window()
        lo = q_first - left if left is not None else np.zeros_like(q_first)
        hi = q_last + right + 1 if right is not None else np.full_like(q_last, UNBOUNDED)
        return [(lo, hi)]

    def classify(self, q_first, q_last, kv_first, kv_last):
        left, right = self.window()
        delta_min, delta_max = kv_first - q_last, kv_last - q_first
        is_full = np.ones(np.shape(delta_min), bool)
        is_empty = np.zeros(np.shape(delta_min), bool)
        if left is not None:
            is_full &= delta_min >= -left
            is_empty |= delta_max < -left
        if right is not None:
            is_full &= delta_max <= right
            is_empty |= delta_min > right
        return classes_from(is_empty, is_full)

    def partial_signature(self, q_first, kv_first, block_q, block_kv):
        """The diagonal offset ``kv_first - q_first``, clipped where the window's edges leave the
        tile (beyond them every offset gives the same token mask), so an ``or`` with another
        kind does not split identical tiles into one evaluation per diagonal."""
        left, right = self.window()
        edges = [edge for edge in (None if left is None else -left, right) if edge is not None]
        if not edges:
            return []
        return [np.clip(kv_first - q_first, min(edges) - block_kv, max(edges) + block_q)]


class Causal(WindowMask):
    """q token i sees kv tokens ``<= i + offset``."""

    kind: Literal["causal"] = "causal"
    offset: int = Field(default=0, ge=-MAX_PARAM, le=MAX_PARAM)

    def window(self):
        return None, self.offset

    def describe(self):
        return "causal" if self.offset == 0 else f"causal(offset={self.offset:+d})"

    def clamped(self, limit):
        return Causal(offset=max(-limit, min(limit, self.offset)))

    def scaled(self, factor, heads):
        return Causal(offset=round(self.offset / factor))


class Local(WindowMask):
    """Splash's LocalMask convention: q sees kv with ``offset - left <= kv - q <= offset + right``.

    ``None`` leaves a side unbounded; with ``right=0`` (and no offset) exactly ``left + 1`` tokens
    are visible. ``offset`` moves the window off the diagonal (Splash's ``LocalMask(window,
    offset)``): a positive offset looks ahead, a negative one behind.
    """

    kind: Literal["local"] = "local"
    left: int | None = Field(default=None, ge=0, le=MAX_PARAM)
    right: int | None = Field(default=None, ge=0, le=MAX_PARAM)
    offset: int = Field(default=0, ge=-MAX_PARAM, le=MAX_PARAM)

    def window(self):
        return (None if self.left is None else self.left - self.offset,
                None if self.right is None else self.right + self.offset)

    def describe(self):
        side = lambda v: "∞" if v is None else str(v)
        shift = f", offset={self.offset:+d}" if self.offset else ""
        return f"local(left={side(self.left)}, right={side(self.right)}{shift})"

    def clamped(self, limit):
        """The same window with its edges (``offset - left``, ``offset + right``: what decides a
        pair) within ``±limit`` — each side clamped alone would move an edge (``left`` 1000 at
        ``offset`` 400 into ``-limit..400`` would lose pairs past ``-(limit - 400)``)."""
        cap = min(limit, MAX_PARAM)
        low = None if self.left is None else self.offset - self.left
        high = None if self.right is None else self.offset + self.right
        if all(edge is None or -cap <= edge <= cap for edge in (low, high, self.offset)):
            return self
        bound = lambda edge: None if edge is None else max(-cap, min(cap, edge))
        low, high = bound(low), bound(high)
        offset = min(max(0, -cap if low is None else low), cap if high is None else high)  # inside the window: each side at most cap
        return Local(left=None if low is None else offset - low, right=None if high is None else high - offset, offset=offset)

    def scaled(self, factor, heads):
        side = lambda v: None if v is None else scaled_length(v, factor)
        return Local(left=side(self.left), right=side(self.right), offset=round(self.offset / factor))


class SlidingWindow(WindowMask):
    """flash-attn/MaxText/Gemma convention: exactly ``size`` tokens, ``q - size < kv <= q``."""

    kind: Literal["sliding_window"] = "sliding_window"
    size: int = Field(gt=0, le=MAX_PARAM)

    def window(self):
        return self.size - 1, 0

    def describe(self):
        return f"sliding_window({self.size})"

    def clamped(self, limit):
        return SlidingWindow(size=min(limit, self.size))

    def scaled(self, factor, heads):
        return SlidingWindow(size=scaled_length(self.size, factor, 1))
