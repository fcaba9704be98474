"""Static stage 1: which tiles of one head's mask are non-empty, and their token masks.

Only tiles inside the mask's candidate kv intervals are ever looked at, in row chunks of a
bounded size, so time and memory follow the number of visited tiles (the metadata), not
``q_len * kv_len``. Partial tiles are grouped by an analytic signature and evaluated token by
token once per group; the resulting blocks are deduplicated by content across heads.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from sparse_cli.masks import BlockClass, MaskKind
from sparse_cli.masks.base import walk
from sparse_cli.planner.limits import PLAN_LIMIT_HINT, PlanTooLarge, check_token_tests

#: Candidate tiles classified per vectorised step; bounds the planner's temporary memory.
_TILES_PER_CHUNK = 1 << 22
#: Token-mask elements evaluated per vectorised step when materialising partial blocks.
_TOKENS_PER_BATCH = 1 << 24
#: Signature elements (int64) of the partial tiles grouped per step: a mask of thousands of terms
#: has a signature of thousands of columns per tile, so its tiles are grouped a chunk at a time.
_SIGNATURE_ELEMENTS_PER_CHUNK = 1 << 22


@dataclass(frozen=True)
class Geometry:
    """Token lengths and block sizes of a plan; lengths are padded up to whole blocks."""

    q_len: int
    kv_len: int
    block_q: int
    block_kv: int

    @property
    def num_q_blocks(self) -> int:
        return -(-self.q_len // self.block_q)

    @property
    def num_kv_blocks(self) -> int:
        return -(-self.kv_len // self.block_kv)

    def q_span(self, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        first = rows * self.block_q
        return first, np.minimum(first + self.block_q, self.q_len) - 1

    def kv_span(self, cols: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        first = cols * self.block_kv
        return first, np.minimum(first + self.block_kv, self.kv_len) - 1


@dataclass(frozen=True)
class Tiles:
    """The non-empty tiles of one head mask, sorted row-major (q block, then kv block)."""

    row: np.ndarray  # int32 q block index
    col: np.ndarray  # int32 kv block index
    cls: np.ndarray  # int8 BlockClass.PARTIAL or FULL
    partial: np.ndarray  # int32 index into PartialBlocks, -1 for full tiles


class PartialBlocks:
    """Distinct partial token masks ``[block_q, block_kv]``, deduplicated by content; refuses
    (``PlanTooLarge``) to hold more than ``max_bytes``. Held in one array that doubles as it
    fills (its unfilled tail is never touched, so never resident): ``stacked`` is a view, not a
    second copy, and no heap of small blocks outlives it."""

    def __init__(self, block_q: int, block_kv: int, max_bytes: int | None = None):
        self._shape = (block_q, block_kv)
        self._index: dict[bytes, int] = {}
        self._blocks = np.zeros((0, block_q, block_kv), bool)
        self._max_blocks = None if max_bytes is None else max_bytes // (block_q * block_kv)

    def add(self, block: np.ndarray) -> int:
        key = np.packbits(block).tobytes()
        if key not in self._index:
            count = len(self._index)
            if self._max_blocks is not None and count >= self._max_blocks:
                raise PlanTooLarge(f"more than {self._max_blocks:,} distinct partial blocks of {self._shape[0]}x{self._shape[1]} "
                                   f"tokens would exceed the plan memory limit ({PLAN_LIMIT_HINT})")
            if count == len(self._blocks):
                grown = np.empty((max(16, 2 * count), *self._shape), bool)
                grown[:count] = self._blocks
                self._blocks = grown
            self._blocks[count] = block
            self._index[key] = count
        return self._index[key]

    def __len__(self) -> int:
        return len(self._index)

    def stacked(self) -> np.ndarray:
        """The blocks as one ``[n, block_q, block_kv]`` array (a view of the store's)."""
        return self._blocks[: len(self._index)]

    def popcounts(self) -> np.ndarray:
        return self.stacked().sum(axis=(1, 2), dtype=np.int64)


def _candidate_rows(mask: MaskKind, geo: Geometry) -> list[tuple[np.ndarray, np.ndarray]]:
    """Per interval: first and one-past-last candidate kv block of every q block row."""
    rows = np.arange(geo.num_q_blocks, dtype=np.int64)
    q_first, q_last = geo.q_span(rows)
    spans = []
    for lo, hi in mask.kv_intervals(q_first, q_last):
        lo = np.clip(lo, 0, geo.kv_len)
        hi = np.clip(hi, 0, geo.kv_len)
        first = lo // geo.block_kv
        stop = np.where(hi > lo, -(-hi // geo.block_kv), first)
        spans.append((first, stop))
    return spans


def candidate_counts(mask: MaskKind, geo: Geometry) -> tuple[np.ndarray, np.ndarray]:
    """Candidate tiles per q block row and per kv block column (upper bounds of the visited
    tiles), in ``O(rows + cols)`` time and memory: what the planner will look at, before it does."""
    per_row = np.zeros(geo.num_q_blocks, np.int64)
    per_col = np.zeros(geo.num_kv_blocks + 1, np.int64)
    for first, stop in _candidate_rows(mask, geo):
        per_row += stop - first
        per_col += np.bincount(first, minlength=geo.num_kv_blocks + 1) - np.bincount(stop, minlength=geo.num_kv_blocks + 1)
    return per_row, np.cumsum(per_col)[:-1]


def _expand(spans, rows: slice) -> tuple[np.ndarray, np.ndarray]:
    """All candidate (row, col) tiles of a row range, row-major, without duplicates."""
    row_parts, col_parts = [], []
    for first, stop in spans:
        first, count = first[rows], (stop - first)[rows]
        total = int(count.sum())
        row = np.repeat(np.arange(rows.start, rows.stop, dtype=np.int64), count)
        starts = np.cumsum(count) - count
        col = np.repeat(first - starts, count) + np.arange(total, dtype=np.int64)
        row_parts.append(row)
        col_parts.append(col)
    row, col = np.concatenate(row_parts), np.concatenate(col_parts)
    if len(spans) > 1:
        width = int(max(stop.max() for _, stop in spans)) + 1
        key = np.unique(row * width + col)
        row, col = key // width, key % width
    return row, col


def _row_chunks(spans, num_rows: int):
    """Consecutive row ranges holding about ``_TILES_PER_CHUNK`` candidate tiles each."""
    cumulative = np.cumsum(sum(stop - first for first, stop in spans))
    targets = np.arange(1, int(cumulative[-1]) // _TILES_PER_CHUNK + 1) * _TILES_PER_CHUNK
    start = 0
    for end in [*np.searchsorted(cumulative, targets, side="right").tolist(), num_rows]:
        end = min(max(end, start + 1), num_rows)
        if end > start:
            yield slice(start, end)
            start = end


def _evaluate(mask: MaskKind, geo: Geometry, q_first: np.ndarray, kv_first: np.ndarray) -> np.ndarray:
    """Token masks ``[n, block_q, block_kv]`` of the tiles with the given corners (padding False)."""
    q = q_first[:, None, None] + np.arange(geo.block_q)[None, :, None]
    kv = kv_first[:, None, None] + np.arange(geo.block_kv)[None, None, :]
    return mask.attends(q, kv) & (q < geo.q_len) & (kv < geo.kv_len)


def _signature_groups(mask: MaskKind, geo: Geometry, q_first: np.ndarray, kv_first: np.ndarray, q_extent: np.ndarray,
                      kv_extent: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Partial tiles grouped by their signature (``MaskKind.partial_signature`` and the tile's
    extent): each distinct signature's first tile, in the signatures' sorted order, and each
    tile's group. A chunk of tiles at a time, so memory is a chunk's signatures and the distinct
    ones, however many columns a mask of many terms has."""
    columns = len(mask.partial_signature(q_first[:0], kv_first[:0], geo.block_q, geo.block_kv)) + 2
    chunk = max(1, _SIGNATURE_ELEMENTS_PER_CHUNK // columns)
    found: dict[bytes, int] = {}  # a distinct signature's bytes -> its index in distinct
    distinct: list[np.ndarray] = []
    first: list[int] = []
    group = np.empty(len(q_first), np.int64)
    for start in range(0, len(q_first), chunk):
        part = slice(start, start + chunk)
        signature = np.stack(mask.partial_signature(q_first[part], kv_first[part], geo.block_q, geo.block_kv)
                             + [q_extent[part], kv_extent[part]], axis=1).astype(np.int64)
        rows, at, local = np.unique(signature, axis=0, return_index=True, return_inverse=True)
        ids = np.empty(len(rows), np.int64)
        for i, row in enumerate(rows):
            key = row.tobytes()
            if key not in found:
                found[key] = len(distinct)
                distinct.append(row)
                first.append(start + int(at[i]))
            ids[i] = found[key]
        group[part] = ids[local.ravel()]
    order = np.lexsort(np.stack(distinct, axis=1)[::-1]) if distinct else np.zeros(0, np.int64)  # as np.unique(axis=0) sorts
    rank = np.empty(len(order), np.int64)
    rank[order] = np.arange(len(order))
    return np.asarray(first, np.int64)[order], rank[group]


def plan_tiles(mask: MaskKind, geo: Geometry, store: PartialBlocks, name: str) -> Tiles:
    """Classify the tiles of one head-free mask and register its partial blocks in ``store``
    (``name``: the contract's, for a refusal)."""
    spans = _candidate_rows(mask, geo)
    rows, cols, classes = [], [], []
    for chunk in _row_chunks(spans, geo.num_q_blocks):
        row, col = _expand(spans, chunk)
        q_first, q_last = geo.q_span(row)
        kv_first, kv_last = geo.kv_span(col)
        cls = mask.classify(q_first, q_last, kv_first, kv_last)
        padded = (q_last - q_first + 1 < geo.block_q) | (kv_last - kv_first + 1 < geo.block_kv)
        cls[padded & (cls == BlockClass.FULL)] = BlockClass.PARTIAL
        keep = cls != BlockClass.EMPTY
        rows.append(row[keep])
        cols.append(col[keep])
        classes.append(cls[keep])
    row = np.concatenate(rows).astype(np.int32)
    col = np.concatenate(cols).astype(np.int32)
    cls = np.concatenate(classes)
    partial = np.full(row.shape, -1, np.int32)

    where = np.flatnonzero(cls == BlockClass.PARTIAL)
    if where.size:
        q_first, q_last = geo.q_span(row[where].astype(np.int64))
        kv_first, kv_last = geo.kv_span(col[where].astype(np.int64))
        representative, group = _signature_groups(mask, geo, q_first, kv_first, q_last - q_first, kv_last - kv_first)
        check_token_tests(name, len(representative), geo.block_q * geo.block_kv, sum(1 for _ in walk(mask)))
        group_class = np.empty(len(representative), np.int8)
        group_partial = np.full(len(representative), -1, np.int32)
        batch = max(1, _TOKENS_PER_BATCH // (geo.block_q * geo.block_kv))
        for start in range(0, len(representative), batch):
            picked = representative[start : start + batch]
            blocks = _evaluate(mask, geo, q_first[picked], kv_first[picked])
            for offset, block in enumerate(blocks):
                g = start + offset
                if not block.any():
                    group_class[g] = BlockClass.EMPTY
                elif block.all():
                    group_class[g] = BlockClass.FULL
                else:
                    group_class[g] = BlockClass.PARTIAL
                    group_partial[g] = store.add(block)
        cls[where] = group_class[group]
        partial[where] = group_partial[group]
        keep = cls != BlockClass.EMPTY
        row, col, cls, partial = row[keep], col[keep], cls[keep], partial[keep]
    return Tiles(row=row, col=col, cls=cls, partial=partial)
