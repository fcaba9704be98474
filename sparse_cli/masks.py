"""Mask algebra: what each mask kind means, at token level and at block level.

Every function here takes a head-free mask tree (``per_head`` already resolved by
``contract.head_masks``) and works on whole arrays of blocks at once, so planning cost grows with
the number of blocks visited, never with ``q_len * kv_len``:

- ``attends``: the token predicate (numpy or jax arrays, broadcasting); the semantics.
- ``kv_intervals``: for each q block row, kv token intervals that may hold attended tokens.
- ``classify``: exact EMPTY/FULL/PARTIAL for leaves by interval arithmetic on block corners;
  conservative (PARTIAL) for ``and``/``or``, refined by the planner after evaluation.
- ``partial_signature``: integer columns such that two blocks with equal signatures hold the
  same token mask, so each distinct partial block is evaluated token by token only once.
"""

from __future__ import annotations

from enum import IntEnum

import numpy as np

from sparse_cli.contract import And, Causal, ChunkedCausal, Full, Local, Mask, PerHead, PrefixLM, SlidingWindow


class BlockClass(IntEnum):
    """Class of a (q block, kv block) tile; the same enum as JAX's Splash kernel."""

    EMPTY = 0  # skip: no new DMA, no compute
    PARTIAL = 1  # apply the stored token mask
    FULL = 2  # every token pair attends


#: Beyond this many candidate intervals per row, ``and``/``or`` collapse to their hull.
_MAX_INTERVALS = 8


def _window(mask: Mask) -> tuple[int | None, int | None]:
    """``(left, right)`` such that the mask is ``-left <= kv - q <= right`` (None = unbounded)."""
    if isinstance(mask, Causal):
        return None, mask.offset
    if isinstance(mask, Local):
        return mask.left, mask.right
    if isinstance(mask, SlidingWindow):
        return mask.size - 1, 0
    raise TypeError(mask)


def _check_head_free(mask: Mask) -> None:
    if isinstance(mask, PerHead):
        raise TypeError("per_head must be resolved with contract.head_masks before mask algebra")


def attends(mask: Mask, q, kv):
    """Token predicate: True where query position ``q`` may attend to key position ``kv``.

    Works on numpy and jax arrays alike (only operators are used) and broadcasts.
    """
    _check_head_free(mask)
    if isinstance(mask, (Causal, Local, SlidingWindow)):
        left, right = _window(mask)
        delta = kv - q
        allowed = (delta >= -left) if left is not None else (delta == delta)
        return allowed & (delta <= right) if right is not None else allowed
    if isinstance(mask, ChunkedCausal):
        return (kv <= q) & (q // mask.chunk == kv // mask.chunk)
    if isinstance(mask, PrefixLM):
        return (kv <= q) | (kv < mask.prefix)
    if isinstance(mask, Full):
        return (q == q) & (kv == kv)
    parts = [attends(child, q, kv) for child in mask.of]
    result = parts[0]
    for part in parts[1:]:
        result = (result & part) if isinstance(mask, And) else (result | part)
    return result


def kv_intervals(mask: Mask, q_first: np.ndarray, q_last: np.ndarray) -> list[tuple[np.ndarray, np.ndarray]]:
    """Half-open kv token intervals ``[lo, hi)`` per row that contain every attended kv token
    of the query rows ``q_first..q_last`` (inclusive). Unclipped: the caller clips to kv_len."""
    _check_head_free(mask)
    if isinstance(mask, (Causal, Local, SlidingWindow)):
        left, right = _window(mask)
        lo = q_first - left if left is not None else np.zeros_like(q_first)
        hi = q_last + right + 1 if right is not None else np.full_like(q_last, np.iinfo(np.int64).max // 4)
        return [(lo, hi)]
    if isinstance(mask, ChunkedCausal):
        return [(q_first // mask.chunk * mask.chunk, q_last + 1)]
    if isinstance(mask, PrefixLM):
        return [(np.zeros_like(q_first), np.maximum(q_last + 1, mask.prefix))]
    if isinstance(mask, Full):
        return [(np.zeros_like(q_first), np.full_like(q_last, np.iinfo(np.int64).max // 4))]
    children = [kv_intervals(child, q_first, q_last) for child in mask.of]
    result = children[0]
    for child in children[1:]:
        if isinstance(mask, And):
            result = [(np.maximum(a_lo, b_lo), np.minimum(a_hi, b_hi)) for a_lo, a_hi in result for b_lo, b_hi in child]
        else:
            result = result + child
        if len(result) > _MAX_INTERVALS:
            result = [(np.minimum.reduce([lo for lo, _ in result]), np.maximum.reduce([hi for _, hi in result]))]
    return result


def classify(mask: Mask, q_first, q_last, kv_first, kv_last) -> np.ndarray:
    """BlockClass (int8) of each tile ``[q_first..q_last] x [kv_first..kv_last]`` (inclusive,
    already clipped to valid tokens). Exact for leaves; ``and``/``or`` may say PARTIAL for a
    tile that is really empty or full, which the planner corrects after evaluating it."""
    _check_head_free(mask)
    empty, partial, full = BlockClass.EMPTY, BlockClass.PARTIAL, BlockClass.FULL
    delta_min, delta_max = kv_first - q_last, kv_last - q_first
    if isinstance(mask, (Causal, Local, SlidingWindow)):
        left, right = _window(mask)
        is_full = np.ones(delta_min.shape, bool)
        is_empty = np.zeros(delta_min.shape, bool)
        if left is not None:
            is_full &= delta_min >= -left
            is_empty |= delta_max < -left
        if right is not None:
            is_full &= delta_max <= right
            is_empty |= delta_min > right
    elif isinstance(mask, ChunkedCausal):
        c = mask.chunk
        one_chunk = (q_first // c == q_last // c) & (kv_first // c == kv_last // c) & (q_first // c == kv_first // c)
        is_full = one_chunk & (delta_max <= 0)
        chunks_apart = (q_last // c < kv_first // c) | (kv_last // c < q_first // c)
        is_empty = (delta_min > 0) | chunks_apart
    elif isinstance(mask, PrefixLM):
        is_full = (delta_max <= 0) | (kv_last < mask.prefix)
        is_empty = (delta_min > 0) & (kv_first >= mask.prefix)
    elif isinstance(mask, Full):
        return np.full(np.shape(delta_min), full, np.int8)
    else:
        classes = [classify(child, q_first, q_last, kv_first, kv_last) for child in mask.of]
        reduce = np.minimum.reduce if isinstance(mask, And) else np.maximum.reduce
        return reduce(classes).astype(np.int8)
    return np.where(is_empty, empty, np.where(is_full, full, partial)).astype(np.int8)


def partial_signature(mask: Mask, q_first: np.ndarray, kv_first: np.ndarray, block_kv: int) -> list[np.ndarray]:
    """Integer columns that determine a tile's token mask given its corner ``(q_first, kv_first)``.

    Window masks depend only on ``kv_first - q_first``; chunked masks also on the position inside
    the chunk; prefix-LM on how far the prefix reaches into the tile. Padding extents are added
    by the caller."""
    _check_head_free(mask)
    offset = kv_first - q_first
    if isinstance(mask, (Causal, Local, SlidingWindow)):
        return [offset]
    if isinstance(mask, ChunkedCausal):
        return [offset, q_first % mask.chunk]
    if isinstance(mask, PrefixLM):
        return [offset, np.clip(mask.prefix - kv_first, 0, block_kv)]
    if isinstance(mask, Full):
        return []
    return [column for child in mask.of for column in partial_signature(child, q_first, kv_first, block_kv)]


def describe(mask: Mask) -> str:
    """A short human description of a head-free mask tree, for tables and picture titles."""
    _check_head_free(mask)
    if isinstance(mask, Causal):
        return "causal" if mask.offset == 0 else f"causal(offset={mask.offset:+d})"
    if isinstance(mask, Local):
        side = lambda v: "∞" if v is None else str(v)  # noqa: E731
        return f"local(left={side(mask.left)}, right={side(mask.right)})"
    if isinstance(mask, SlidingWindow):
        return f"sliding_window({mask.size})"
    if isinstance(mask, ChunkedCausal):
        return f"chunked_causal({mask.chunk})"
    if isinstance(mask, PrefixLM):
        return f"prefix_lm({mask.prefix})"
    if isinstance(mask, Full):
        return "full"
    return f"{mask.kind}(" + ", ".join(describe(child) for child in mask.of) + ")"
