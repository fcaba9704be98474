"""Stage 4: the schedule a Pallas launch walks — one grid step per output block, its visited
tiles as *runs*, split to fit SMEM.

Work is grouped by *unit*, the output block it accumulates into: a row of one query head for
the forward and dq passes, or a kv row of one kv head for dK/dV (walking the tiles of each
query head of its group in turn). The grid has one step per unit; inside it the kernel loops
over the unit's tiles, bringing each fetched block in by DMA. The tiles are stored as runs —
consecutive fetched blocks of one class (and, for stored masks, consecutive mask blocks) — so
what SMEM holds grows with output blocks for masks with a closed form (a causal row is two
runs, a window row three), not with tiles. A unit that visits nothing has no runs (it writes
zeros). When every head shares one mask, the runs cover one head and the grid's leading
(parallel) axis walks the heads — for the forward and dq passes, stacks of query heads of one
kv head computed together (``buffers.stacked_heads``); for dK/dV an inner grid axis then walks
the query heads of the kv head's group (stacks of them, side by side in each tile), so the group
shares one list while K/V stay in VMEM across it.

A pass whose runs exceed the SMEM budget is split into launches of consecutive units that each
fit; every unit is whole in one launch, so each output block is written once. This module
computes the shapes (jax-free: the SMEM verdict reads them) and, with ``run_starts``, the rule
both they and the device-built values (``steps.launch_schedules``) follow.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from sparse_cli.backends.launches import PATTERNED, launch_capacity
from sparse_cli.backends.pallas.buffers import stacked_heads
from sparse_cli.backends.pallas.patterns import TilePattern, patterned
from sparse_cli.contract import token_rules
from sparse_cli.masks import BlockClass
from sparse_cli.planner.worklists import smallest_int_dtype, step_layout

#: The scalar-prefetch operands of one launch, in the order the kernels take them: where each
#: unit's runs begin (``runs``, one more entry than units), and per run its first fetched
#: block, its tile count, its block class, the query head of the unit's group it belongs to
#: (``member``: only when a unit walks several heads' lists) and its first partial mask block
#: (``mask``: only for masks the kernels cannot compute, ``contract.token_rules``).
SCHEDULE_ARRAYS = ("runs", "fetched", "count", "kind", "member", "mask")


@dataclass(frozen=True)
class UnitLayout:
    """How one pass's units map onto its worklists and onto the grid ``(programs, units)``, or
    ``(programs, units, fanout)`` when ``fanout`` > 1.

    Unit ``u`` (outer-major: ``outer = u // rows``) walks the worklists of the query heads
    ``walked[outer]`` in turn; the query head of its member ``m`` is ``program * stride +
    outer * members + m + g * stacked`` for each ``g < fanout`` of the inner axis. With
    ``shared`` worklists every head reads head row 0, else its own. ``stacked`` > 1: each tile
    computes that many consecutive query heads from that one (``buffers.stacked_heads``): the
    forward's and dq's units are a stack each (``stride`` apart), their own blocks stacked; a
    dK/dV tile fetches a stack's query blocks side by side."""

    programs: int
    stride: int
    rows: int
    walked: tuple[tuple[int, ...], ...]
    shared: bool
    fanout: int = 1
    stacked: int = 1
    first_program: int = 0  # the grid's programs are these onwards (``PassSchedule.chunk``)

    @staticmethod
    def of(transposed: bool, heads: int, group: int, shared: bool, rows: int, stacked: int = 1) -> UnitLayout:
        """``heads`` query heads in groups of ``group`` per kv head; ``shared``: the worklists
        have one head row for every head (else one per head), and one schedule serves them all;
        ``stacked``: query heads per tile (a divisor of ``group``; shared rows only)."""
        if shared and transposed:  # dK/dV: one list per kv row, its group's stacks of query heads on the inner axis
            return UnitLayout(heads // group, group, rows, ((0,),), True, group // stacked, stacked)
        if shared:
            return UnitLayout(heads // stacked, stacked, rows, ((0,),), True, stacked=stacked)
        outer = [tuple(range(g * group, (g + 1) * group)) for g in range(heads // group)] if transposed else [(h,) for h in range(heads)]
        return UnitLayout(1, 0, rows, tuple(outer), False)

    @property
    def members(self) -> int:
        """Query heads one unit walks in turn (its ``member`` runs)."""
        return len(self.walked[0])

    @property
    def units(self) -> int:
        return len(self.walked) * self.rows

    @property
    def head_rows(self) -> tuple[tuple[int, ...], ...]:
        """The worklist head row each walked head reads."""
        return tuple(tuple(0 for _ in heads) for heads in self.walked) if self.shared else self.walked


def run_starts(xp, block_mask, data_next, mask_next, stored: bool):
    """``(visited, starts)``, both shaped like the worklists: which steps visit a tile, and
    which of those begin a run — the first of a row, or one whose fetched block, class or
    (for ``stored`` masks, partial tiles) mask block does not continue the step before. One
    rule for the host's shapes (``xp`` numpy) and the device's values (``jax.numpy``)."""
    visited = block_mask != BlockClass.EMPTY
    fetched = data_next.astype(np.int32)
    cls = block_mask.astype(np.int32)
    follows = (fetched[..., 1:] == fetched[..., :-1] + 1) & (cls[..., 1:] == cls[..., :-1])
    if stored:
        mask = mask_next.astype(np.int32)
        follows = follows & ((cls[..., 1:] == BlockClass.FULL) | (mask[..., 1:] == mask[..., :-1] + 1))
    first = xp.ones(follows.shape[:-1] + (1,), dtype=bool)
    return visited, visited & xp.concatenate([first, ~follows], axis=-1)


def unit_values(layout: UnitLayout, values: np.ndarray) -> np.ndarray:
    """``[units]``: the sum over each unit's walked heads of per-worklist-row ``values``
    (``[head rows, rows]``), outer-major then row."""
    return np.stack([values[list(rows)].sum(axis=0) for rows in layout.head_rows]).reshape(-1)


@dataclass(frozen=True)
class Launch:
    """Units ``[start, stop)`` of a pass, with room for ``runs`` runs covering at most ``tiles``
    tiles, ``partial`` of them partial and ``patterned[i]`` fitting the pass's pattern ``i``."""

    start: int
    stop: int
    runs: int
    tiles: int
    partial: int = 0
    patterned: tuple[int, ...] = ()

    @property
    def units(self) -> int:
        return self.stop - self.start


def split_launches(runs: np.ndarray, tiles: np.ndarray, dtypes: dict[str, np.dtype], budget: int,
                   partial: np.ndarray | None = None, patterned: tuple[np.ndarray, ...] = ()) -> tuple[Launch, ...]:
    """Consecutive units grouped into as few launches as fit ``budget`` bytes of SMEM each, by
    the verdict's own rule (``launches.fits_smem``), counting what a launch really holds: an
    offset per unit and one more, and room for at least one run. When one unit alone cannot
    fit, splitting cannot help: the pass stays one launch (which the SMEM verdict reports as
    over the budget)."""
    offset_bytes = dtypes["runs"].itemsize
    run_bytes = sum(d.itemsize for name, d in dtypes.items() if name != "runs")
    capacity = launch_capacity(budget)
    size = lambda units, count: (units + 1) * offset_bytes + max(count, 1) * run_bytes
    partial = np.zeros_like(tiles) if partial is None else partial
    whole = lambda a, b: Launch(a, b, max(int(runs[a:b].sum()), 1), int(tiles[a:b].sum()), int(partial[a:b].sum()),
                                tuple(int(counts[a:b].sum()) for counts in patterned))
    if any(size(1, int(count)) > capacity for count in runs):
        return (whole(0, len(runs)),)
    launches, start, total = [], 0, 0
    for unit, count in enumerate(runs.tolist()):
        if unit > start and size(unit - start + 1, total + count) > capacity:
            launches.append(whole(start, unit))
            start, total = unit, 0
        total += count
    launches.append(whole(start, len(runs)))
    return tuple(launches)


def schedule_dtypes(layout: UnitLayout, runs: int, fetched_blocks: int, tiles_per_run: int,
                    partial_blocks: int | None) -> dict[str, np.dtype]:
    """The narrowest dtype of each schedule array, from its bound (never its current values);
    no ``member`` array when a unit walks one head's list, no ``mask`` array when the kernels
    compute partial tiles' masks (``partial_blocks`` None)."""
    dtypes = {
        "runs": smallest_int_dtype(runs),
        "fetched": smallest_int_dtype(fetched_blocks - 1),
        "count": smallest_int_dtype(tiles_per_run),
        "kind": np.dtype(np.int8),
        "member": smallest_int_dtype(layout.members - 1),
        "mask": smallest_int_dtype(max((partial_blocks or 0) - 1, 0)),
    }
    if layout.members == 1:
        del dtypes["member"]
    if partial_blocks is None:
        del dtypes["mask"]
    return dtypes


@dataclass(frozen=True)
class PassSchedule:
    """One pass's schedule shapes: its unit layout, launches, array dtypes and the patterns of
    the partial tiles its kernel computes in part (``patterns``)."""

    layout: UnitLayout
    launches: tuple[Launch, ...]
    dtypes: tuple[tuple[str, str], ...]  # (array, dtype) in SCHEDULE_ARRAYS order
    patterns: tuple[TilePattern, ...] = ()

    def launch_bytes(self, launch: Launch) -> dict[str, int]:
        """SMEM bytes of each of ``launch``'s arrays."""
        return {name: (launch.units + 1 if name == "runs" else launch.runs) * np.dtype(dtype).itemsize for name, dtype in self.dtypes}

    @property
    def grid_steps(self) -> int:
        return self.layout.programs * self.layout.fanout * self.layout.units

    def chunk(self, index: int, chunks: int) -> PassSchedule:
        """The schedule of chunk ``index`` of ``chunks`` launched in turn over consecutive
        programs (kv heads): the same units and runs, a share of the programs."""
        programs = self.layout.programs // chunks
        return self if chunks == 1 else replace(self, layout=replace(self.layout, programs=programs, first_program=index * programs))

    @property
    def tiles(self) -> int:
        """Tiles the pass's programs walk in all (at most: a runtime plan may visit fewer)."""
        return self.layout.programs * self.layout.fanout * sum(launch.tiles for launch in self.launches)


def computes_masks(contract) -> bool:
    """Whether the kernels compute partial tiles' masks from token positions
    (``contract.token_rules``) rather than fetch stored blocks (on a mesh device, from where
    its local blocks stand: ``steps.origin``)."""
    return token_rules(contract) is not None


def schedule_of(contract, name: str, wl, budget: int, head_shards: int = 1, wants_patterns: bool = True) -> PassSchedule:
    """Pass ``name``'s schedule (``labelled_schedule``'s, without its step classes)."""
    return labelled_schedule(contract, name, wl, budget, head_shards, wants_patterns)[0]


def labelled_schedule(contract, name: str, wl, budget: int, head_shards: int = 1, wants_patterns: bool = True
                      ) -> tuple[PassSchedule, np.ndarray]:
    """Pass ``name``'s schedule for worklists ``wl`` under ``budget`` SMEM bytes per launch, at
    the head rows and steps per row its launch receives (``worklists.step_layout``: routed
    contracts run per-head rows). ``wl`` may be per q shard (``[shards, H, rows, W]``) and
    the heads split over ``head_shards``: every device then runs the busiest one's shapes.
    ``wants_patterns``: its partial tiles may fit patterns (``patterns``; a mesh device's do not,
    nor those whose masks are stored blocks).

    Static worklists are what runs, so their runs are counted exactly; a runtime plan
    (documents, routing) may break a row's tiles anywhere, so each of its tiles may be a run.
    Returned with the step classes its kernel reads: ``block_mask`` to the launch's width, the
    partial tiles that fit a pattern labelled ``PATTERNED + i`` (one reading of their spans for
    both: ``patterns.patterned``)."""
    s = contract.shape
    heads, kv_heads = s.num_heads // head_shards, s.kv_heads // head_shards
    static_rows, rows = wl.block_mask.shape[-3:-1]
    head_rows, _, width = step_layout(contract, wl)
    stored = not computes_masks(contract)  # else no mask index per run
    block_mask, data_next, mask_next = (np.asarray(a)[..., :width] for a in (wl.block_mask, wl.data_next, wl.mask_next))
    patterns, block_mask = patterned(contract, name, block_mask, data_next) if wants_patterns and not stored else ((), block_mask)
    visited, starts = run_starts(np, block_mask, data_next, mask_next, stored)
    runtime = contract.runtime_kind is not None

    def per_row(flags):  # [entries, head rows, rows]: static rows shared by every head broadcast
        counts = flags.sum(axis=-1).reshape(-1, static_rows, rows)
        return np.broadcast_to(counts, (counts.shape[0], head_rows, rows))

    tiles, runs, partial = per_row(visited), per_row(visited if runtime else starts), per_row(block_mask == BlockClass.PARTIAL)
    shared = head_rows == 1
    local_rows = 1 if shared else head_rows // head_shards
    layout = UnitLayout.of(name == "dkv", heads, heads // kv_heads, shared, rows, stacked_heads(contract, name) if shared else 1)
    # one entry per (q shard, head shard): every device runs the busiest one's shapes
    busiest = lambda values: np.max([unit_values(layout, device) for device in values.reshape(-1, local_rows, rows)], axis=0)
    unit_tiles, unit_runs, unit_partial = busiest(tiles), busiest(runs), busiest(partial)
    unit_patterned = tuple(busiest(per_row(block_mask == PATTERNED + index)) for index in range(len(patterns)))
    fetched = contract.grid_of(name)[0 if name == "dkv" else 1]
    dtypes = schedule_dtypes(layout, int(unit_runs.sum()), fetched, width, wl.partial_mask_blocks.shape[0] if stored else None)
    launches = split_launches(unit_runs, unit_tiles, dtypes, budget, unit_partial, unit_patterned)
    return PassSchedule(layout, launches, tuple((n, str(d)) for n, d in dtypes.items()), patterns), block_mask
