"""Partial tiles whose masked-out area the kernels skip: a *pattern* is, for each cell of a tile's
query block (one MXU's width of queries), the span of key cells that may attend. A partial tile
fits a pattern when every pair it attends lies in those spans; the kernels compute a fitting
tile's products on its spans alone (``Unit.walk`` gives such a tile its pattern), so a causal
diagonal tile of 512 x 512 at 128-token cells multiplies 10 of its 16 cells, not all of them.

The plan's worklists keep Splash's classes; this module only re-labels the partial steps of
the Pallas kernels' own step arrays (``PATTERNED + index``, a class of its own, so a run holds
one class), from the contract's masks at cell granularity (``MaskKind.classify``, which never
calls a cell empty that holds a pair). One reading, jax-free, gives the schedule's shapes and
the step arrays' classes (``schedule.labelled_schedule``). Static plans whose
kernels compute masks only: a batch's runtime plan, stored mask blocks and segment ids keep
every partial tile whole."""

from __future__ import annotations

import dataclasses
import itertools
from dataclasses import dataclass

import numpy as np

from sparse_cli.backends.launches import PATTERNED
from sparse_cli.backends.pallas.buffers import chunk_rows
from sparse_cli.contract.derived import head_masks
from sparse_cli.masks import BlockClass
from sparse_cli.targets import TARGETS

#: Patterns a pass compiles at most: each is a tile body of its own.
MAX_PATTERNS = 2
#: The least share of a tile's cells a pattern must skip, and of the pass's visited cells over all
#: tiles, to be worth a tile body of its own: each adds about as much compile time as a tile
#: body (gemma2's forward + backward on v5e, two patterns: 1.5 -> 2.6 s), once per program.
#: At 1.5% of the pass (not 2%) gemma2's 64 far window-edge tiles on v6e take a pattern (its
#: forward 1.689M -> 1.657M cycles), and deepseek's, the per-head windows' and the tuned 32K
#: blocks' v6e diagonals one each (their forwards 0.9-2.1% shorter). At 0.5% the union of
#: gemma3's image-block edges takes one on v5e (16 partial tiles of four shapes, 0.7% of its
#: cells skipped: forward + backward 7.177M -> 7.124M cycles) and the per-head windows' far edges
#: on v6e (-0.5%): a partial tile's token mask costs more than the cells a pattern skips.
MIN_SKIPPED_SHARE = 0.25
MIN_PASS_SHARE = 0.005
#: The passes whose kernels have a patterned body (the dq kernel's tiles stay whole).
PATTERNED_PASSES = ("fwd", "dkv")


@dataclass(frozen=True)
class TilePattern:
    """The key cells ``[first, stop)`` each query cell of a tile computes (``cell`` tokens a
    side; an empty span computes nothing)."""

    cell: int
    spans: tuple[tuple[int, int], ...]
    #: Per query cell, the key cells of its span that hold a masked pair in some tile of the
    #: pattern (the others attend whole in every one: their scores need no mask); None: all.
    masked: tuple[tuple[int, ...], ...] | None = None

    def masked_runs(self, at: int) -> list[tuple[int, int, bool]]:
        """Query cell ``at``'s span as runs ``(first, stop, masked)`` of key cells, in order."""
        first, stop = self.spans[at]
        masked = set(range(first, stop)) if self.masked is None else set(self.masked[at])
        runs = [list(cells) for _, cells in itertools.groupby(range(first, stop), key=masked.__contains__)]
        return [(cells[0], cells[-1] + 1, cells[0] in masked) for cells in runs]

    @property
    def cells(self) -> int:
        """Cells the pattern computes."""
        return sum(stop - first for first, stop in self.spans)

    def fits(self, spans: np.ndarray) -> np.ndarray:
        """Whether each tile whose attending pairs lie in ``spans`` (``[tiles, query cells, 2]``)
        fits this pattern: every query cell's span that holds a pair within the pattern's."""
        own = np.asarray(self.spans)
        first, stop = spans[..., 0], spans[..., 1]
        return np.all((stop <= first) | ((first >= own[:, 0]) & (stop <= own[:, 1])), axis=-1)


def cell_of(contract, name: str) -> int | None:
    """The cell size of pass ``name``'s patterns (the target's MXU width), or None when its
    tiles cannot have any: the pass has no patterned body, the kernels fetch segment ids, the
    plan is a batch's, or a unit's rows are computed in chunks (their positions traced). (Nor
    do tiles whose masks are stored blocks: ``schedule.schedule_of`` asks for none.)"""
    if name not in PATTERNED_PASSES or contract.runtime_kind is not None or contract.segment_ids:
        return None
    cell = TARGETS[contract.target].mxu_dim
    block_q, block_kv = contract.blocks.of(name)
    own = block_kv if name == "dkv" else block_q
    if block_q % cell or block_kv % cell or chunk_rows(own) != own:
        return None
    return cell


def _tile_cells(contract, name: str, cell: int, heads: np.ndarray, rows: np.ndarray, fetched: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(spans, full)``: each tile's span of key cells that hold a pair per query cell
    (``[tiles, query cells, 2]``, ``(0, 0)`` where none does) and which cells every pair of
    attends (``[tiles, query cells, key cells]``), from the masks of its worklist head row ``heads``."""
    block_q, block_kv = contract.blocks.of(name)
    q_blocks, kv_blocks = (fetched, rows) if name == "dkv" else (rows, fetched)
    q_len, kv_len = contract.shape.q_len, contract.shape.kv_len
    q_cells, kv_cells = block_q // cell, block_kv // cell
    q_first = (q_blocks[:, None] * block_q + np.arange(q_cells)[None, :] * cell)[:, :, None]
    kv_first = (kv_blocks[:, None] * block_kv + np.arange(kv_cells)[None, :] * cell)[:, None, :]
    occupied = np.zeros((len(rows), q_cells, kv_cells), bool)
    full = np.zeros_like(occupied)
    masks = head_masks(contract)
    for head in np.unique(heads):
        at = heads == head
        q, kv = q_first[at], kv_first[at]
        classes = masks[int(head)].classify(q, np.minimum(q + cell - 1, q_len - 1), kv, np.minimum(kv + cell - 1, kv_len - 1))
        classes = np.broadcast_to(classes, (int(at.sum()), q_cells, kv_cells))
        within = (q + cell <= q_len) & (kv + cell <= kv_len)  # a cell padding cuts is masked
        occupied[at] = (classes != BlockClass.EMPTY) & (q < q_len) & (kv < kv_len)
        full[at] = (classes == BlockClass.FULL) & within
    any_cell = occupied.any(axis=2)
    first = np.where(any_cell, occupied.argmax(axis=2), 0)
    stop = np.where(any_cell, kv_cells - occupied[:, :, ::-1].argmax(axis=2), 0)
    return np.stack([first, stop], axis=-1), full


def _partial_steps(block_mask: np.ndarray, data_next: np.ndarray):
    """``(where, heads, rows, fetched)`` of the partial steps of the step arrays
    (``[..., head rows, rows, W]``)."""
    where = np.nonzero(block_mask == BlockClass.PARTIAL)
    return where, where[-3], where[-2], data_next[where].astype(np.int64)


def _union(cell: int, spans: np.ndarray) -> TilePattern:
    """The least pattern every one of ``spans`` (``[tiles, query cells, 2]``) fits: per query
    cell, from the first key cell to the last that any of them holds."""
    held = spans[..., 1] > spans[..., 0]
    first = np.where(held, spans[..., 0], np.iinfo(spans.dtype).max).min(axis=0)
    stop = np.where(held, spans[..., 1], 0).max(axis=0)
    return TilePattern(cell, tuple((int(a), int(b)) if b > a else (0, 0) for a, b in zip(first, stop)))


def _chosen(contract, name: str, cell: int, spans: np.ndarray, visited: int) -> tuple[TilePattern, ...]:
    """The patterns of partial tiles whose ``spans`` these are (``_tile_cells``), of a pass of
    ``visited`` tiles: the spans they share most, or past the first pattern the union of those
    of the tiles no chosen pattern fits (``_union``: tiles of several shapes, none common; not
    first, where it would take tiles a pattern of their own fits better), up to ``MAX_PATTERNS``, each
    skipping at least ``MIN_SKIPPED_SHARE`` of a tile's cells and ``MIN_PASS_SHARE`` of the
    pass's, chosen greedily by the cells they skip over the tiles that fit them and no earlier
    pattern."""
    distinct, counts = np.unique(spans, axis=0, return_counts=True)
    block_q, block_kv = contract.blocks.of(name)
    total = (block_q // cell) * (block_kv // cell)
    worth = lambda pattern: 0 < pattern.cells <= (1 - MIN_SKIPPED_SHARE) * total  # a partial tile holds a pair
    candidates = [pattern for pattern in (TilePattern(cell, tuple(map(tuple, spans.tolist()))) for spans in distinct) if worth(pattern)]
    chosen: list[TilePattern] = []
    left = counts.copy()
    for _ in range(MAX_PATTERNS):
        if not left.any():
            break
        gain = lambda pattern: (total - pattern.cells) * int(left[pattern.fits(distinct)].sum())
        union = _union(cell, distinct[left > 0]) if chosen else None
        options = [*candidates, union] if union is not None and worth(union) else candidates
        best = max(options, key=lambda pattern: (gain(pattern), pattern.spans), default=None)
        if best is None or gain(best) < MIN_PASS_SHARE * total * visited:
            break
        chosen.append(best)
        left[best.fits(distinct)] = 0
    return tuple(chosen)


def _labelled(block_mask: np.ndarray, where, spans: np.ndarray, full: np.ndarray,
              patterns: tuple[TilePattern, ...]) -> tuple[tuple[TilePattern, ...], np.ndarray]:
    """``block_mask`` with each partial step at ``where`` (``_partial_steps``) whose ``spans``
    fit one of ``patterns`` labelled ``PATTERNED + index`` of the first it fits, and each
    pattern with the cells of its spans that some tile it labels does not attend whole
    (``TilePattern.masked``; ``full``: ``_tile_cells``'s)."""
    if not patterns:
        return patterns, block_mask
    labels = np.full(len(spans), BlockClass.PARTIAL, block_mask.dtype)
    for index in reversed(range(len(patterns))):  # the first pattern a tile fits wins
        labels[patterns[index].fits(spans)] = PATTERNED + index
    marked = np.array(block_mask, copy=True)
    marked[where] = labels
    whole = [full[labels == PATTERNED + index].all(axis=0) for index in range(len(patterns))]
    masked = tuple(dataclasses.replace(pattern, masked=tuple(tuple(c for c in range(first, stop) if not whole[index][at, c])
                                                             for at, (first, stop) in enumerate(pattern.spans)))
                   for index, pattern in enumerate(patterns))
    return masked, marked


def patterned(contract, name: str, block_mask: np.ndarray, data_next: np.ndarray) -> tuple[tuple[TilePattern, ...], np.ndarray]:
    """Pass ``name``'s patterns (``_chosen``; none where ``cell_of`` says its tiles can have
    none) and its ``block_mask`` labelled by them, from one reading of its partial tiles."""
    cell = cell_of(contract, name)
    if cell is None:
        return (), block_mask
    where, heads, rows, fetched = _partial_steps(block_mask, data_next)
    if not len(rows):
        return (), block_mask
    spans, full = _tile_cells(contract, name, cell, heads, rows, fetched)
    patterns = _chosen(contract, name, cell, spans, int((block_mask != BlockClass.EMPTY).sum()))
    return _labelled(block_mask, where, spans, full, patterns)

