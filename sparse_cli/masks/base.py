"""What a mask kind is: the interface every kind implements, and the vocabulary they share.

A kind is a pydantic model (its fields are the contract syntax) whose methods are its
semantics. Planning never builds a ``q_len x kv_len`` mask: each kind answers, for whole
arrays of blocks at once, which kv intervals a q block row can reach, the exact class of a tile
from its corners, and a small integer signature that determines a partial tile's token mask.
Composites (``and``, ``or``, ``per_head``) work through this interface only.
"""

from __future__ import annotations

from abc import abstractmethod
from enum import IntEnum

import numpy as np
from pydantic import BaseModel, ConfigDict

#: Largest magnitude of a mask parameter (offsets, windows, chunks, prefixes) as written.
MAX_PARAM = 2**31 - 1
#: The open end of an unbounded kv interval (kept far from int64 overflow).
UNBOUNDED = np.iinfo(np.int64).max // 4


class Strict(BaseModel):
    """Exact JSON types: ``"256"``, ``true`` or ``2.0`` are not integers, ``"yes"`` is not a boolean."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class BlockClass(IntEnum):
    """Class of a (q block, kv block) tile; the same enum as JAX's Splash kernel."""

    EMPTY = 0  # skip: no new DMA, no compute
    PARTIAL = 1  # apply the token mask
    FULL = 2  # every token pair attends


def classes_from(is_empty: np.ndarray, is_full: np.ndarray) -> np.ndarray:
    """int8 BlockClass per tile from exact emptiness and fullness."""
    return np.where(is_empty, BlockClass.EMPTY, np.where(is_full, BlockClass.FULL, BlockClass.PARTIAL)).astype(np.int8)


def scaled_length(value: int, factor: float, minimum: int = 0) -> int:
    """A length parameter ``factor`` times smaller, rounded, at least ``minimum``."""
    return max(minimum, round(value / factor))


class MaskKind(Strict):
    """One mask kind. Every method is abstract here: a kind that misses one cannot be built or
    registered (``registry``), so no kind can silently fall through a ladder."""

    kind: str

    @abstractmethod
    def attends(self, q, kv):
        """Token predicate: True where query position ``q`` may attend to key position ``kv``
        (numpy or jax arrays, broadcasting; operators only). The semantics."""

    @abstractmethod
    def kv_intervals(self, q_first: np.ndarray, q_last: np.ndarray) -> list[tuple[np.ndarray, np.ndarray]]:
        """Half-open kv token intervals ``[lo, hi)`` per q block row that contain every kv token
        the queries ``q_first..q_last`` (inclusive) attend; unclipped (the caller clips)."""

    @abstractmethod
    def classify(self, q_first, q_last, kv_first, kv_last) -> np.ndarray:
        """BlockClass (int8) of each tile ``[q_first..q_last] x [kv_first..kv_last]`` (inclusive,
        clipped to valid tokens). Exact for leaves; composites may say PARTIAL for a tile that is
        really empty or full, which the planner corrects after evaluating it."""

    @abstractmethod
    def partial_signature(self, q_first: np.ndarray, kv_first: np.ndarray, block_q: int, block_kv: int) -> list[np.ndarray]:
        """Integer columns such that two tiles with equal columns (and equal padding extents,
        added by the caller) hold the same token mask; values that cannot differ inside a
        ``block_q x block_kv`` tile should be clipped, so equal tiles share one evaluation."""

    @abstractmethod
    def describe(self) -> str:
        """A short human description, for tables and picture titles."""

    @abstractmethod
    def clamped(self, limit: int) -> MaskKind:
        """The same predicate with parameters clamped to ``[-limit, limit]``: with ``limit =
        q_len + kv_len`` nothing changes, and all position arithmetic stays bounded."""

    @abstractmethod
    def scaled(self, factor: float, heads: list[int]) -> MaskKind:
        """The same pattern ``factor`` times smaller; ``heads`` are the kept query heads
        (original indices) for kinds that differ per head."""

    def resolve(self, head: int) -> MaskKind:
        """The head-free mask query head ``head`` uses (leaves are head-free)."""
        return self

    def on_visited_tiles(self, units: tuple[int, int]) -> MaskKind:
        """A mask, cheaper for a kernel to compute, equal to this one on every token pair of
        every tile it does not leave empty, where a tile's sizes divide ``units`` (q, kv tokens:
        every pass's blocks divide them) and it starts at a multiple of them: the kernels
        compute a partial tile's mask, and never visit an empty tile. This one, unless a kind
        knows better."""
        return self

    def children(self) -> list[tuple[str, MaskKind]]:
        """``(path suffix, child)`` of each sub-mask, e.g. ``("of[0]", ...)``."""
        return []

    def head_problem(self, num_heads: int) -> str | None:
        """Why this node cannot serve ``num_heads`` query heads (None when it can)."""
        return None

    def length_problem(self, q_len: int, kv_len: int) -> str | None:
        """Why this node cannot describe ``q_len x kv_len`` tokens (None when it can)."""
        return None


def walk(mask: MaskKind, path: str = "mask"):
    """``(path, node)`` for every node of a mask tree, paths as in error messages."""
    yield path, mask
    for suffix, child in mask.children():
        yield from walk(child, f"{path}.{suffix}")
