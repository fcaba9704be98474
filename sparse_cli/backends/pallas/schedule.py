"""Stage 4: the flat step schedule a Pallas launch walks — visited tiles only, split to fit SMEM.

The worklists (``[H, rows, W]``, non-empty steps first in each row) pad every short row to the
widest; on TPU each grid step costs fixed pipeline overhead, so the kernels walk a flat list of
steps instead. Steps are grouped by *unit*, the output block they accumulate into: a row of
one query head for the forward and dq passes, or a kv row of one kv head for dK/dV (walking
the steps of each query head of its group in turn). A unit takes one step per visited tile, or
one step when it visits nothing (it still writes zeros). When every head shares one mask, the
list covers one head and the grid's leading (parallel) axis walks the heads; for dK/dV an inner
grid axis then walks the query heads of the kv head's group at each step, so the group shares
one list (SMEM per kv row, not per query head) while K/V stay in VMEM across it.

A pass whose list exceeds the SMEM budget is split into launches of consecutive units that
each fit; every unit is whole in one launch, so each output block is written once. This module
computes the shapes (jax-free: the SMEM verdict reads them); ``steps`` builds the
values, on the device, from whichever worklists the batch runs with (static or runtime), which
never need more steps per unit than the static plan's.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from sparse_cli.backends.launches import launch_capacity
from sparse_cli.contract import token_rule
from sparse_cli.masks import BlockClass
from sparse_cli.planner.worklists import smallest_int_dtype, step_layout

#: The scalar-prefetch operands of one launch, in the order the kernels take them: the unit's
#: head and row (``slot = head * rows + row``), the fetched block, the partial mask block (only
#: for masks the kernels cannot compute: ``contract.token_rule``) and ``kind`` (the block
#: class, plus FIRST on a unit's first step and LAST on its last).
SCHEDULE_ARRAYS = ("slot", "fetched", "mask", "kind")
FIRST, LAST = 4, 8


@dataclass(frozen=True)
class UnitLayout:
    """How one pass's units map onto its worklists and onto the grid ``(programs, steps)``, or
    ``(programs, steps, fanout)`` when ``fanout`` > 1.

    Unit ``(outer, row)`` walks the query heads ``walked[outer]`` in turn (as encoded in
    ``slot``); the query head of a step is ``program * stride + slot // rows + g`` for each
    ``g < fanout`` of the inner axis. With ``shared`` worklists every head reads head row 0,
    else its own."""

    programs: int
    stride: int
    rows: int
    walked: tuple[tuple[int, ...], ...]
    shared: bool
    fanout: int = 1

    @staticmethod
    def of(transposed: bool, heads: int, group: int, shared: bool, rows: int) -> UnitLayout:
        """``heads`` query heads in groups of ``group`` per kv head; ``shared``: the worklists
        have one head row for every head (else one per head), and one schedule serves them all."""
        if shared:  # dK/dV: one list per kv row, its group's query heads on the inner axis
            return UnitLayout(heads // group if transposed else heads, group if transposed else 1, rows, ((0,),), True,
                              group if transposed else 1)
        outer = [tuple(range(g * group, (g + 1) * group)) for g in range(heads // group)] if transposed else [(h,) for h in range(heads)]
        return UnitLayout(1, 0, rows, tuple(outer), False)

    @property
    def head_rows(self) -> tuple[tuple[int, ...], ...]:
        """The worklist head row each walked head reads."""
        return tuple(tuple(0 for _ in heads) for heads in self.walked) if self.shared else self.walked


def row_counts(block_mask: np.ndarray, width: int | None = None) -> np.ndarray:
    """``[head rows, rows]``: visited tiles of each worklist row (at most ``width``, the steps a
    runtime launch keeps)."""
    counts = (np.asarray(block_mask) != BlockClass.EMPTY).sum(axis=-1)
    return np.minimum(counts, width) if width is not None else counts


def unit_steps(layout: UnitLayout, counts: np.ndarray) -> np.ndarray:
    """``[units]``: steps of each unit (outer-major, then row) for worklist row ``counts``."""
    visited = np.stack([counts[list(rows)].sum(axis=0) for rows in layout.head_rows])  # [outer, rows]
    return np.maximum(visited, 1).reshape(-1)


@dataclass(frozen=True)
class Launch:
    """Units ``[start, stop)`` of a pass, walked in ``steps`` grid steps."""

    start: int
    stop: int
    steps: int


def split_launches(steps: np.ndarray, step_bytes: int, budget: int) -> tuple[Launch, ...]:
    """Consecutive units grouped into as few launches as fit ``budget`` bytes of SMEM each, by
    the verdict's own rule (``launches.fits_smem``). When one unit alone cannot fit, splitting cannot help: the
    pass stays one launch (which the SMEM verdict reports as over the budget)."""
    per_launch = launch_capacity(budget) // step_bytes
    if int(steps.max()) > per_launch:
        return (Launch(0, len(steps), int(steps.sum())),)
    launches, start, total = [], 0, 0
    for unit, count in enumerate(steps.tolist()):
        if total and total + count > per_launch:
            launches.append(Launch(start, unit, total))
            start, total = unit, 0
        total += count
    launches.append(Launch(start, len(steps), total))
    return tuple(launches)


def schedule_dtypes(layout: UnitLayout, fetched_blocks: int, partial_blocks: int | None) -> dict[str, np.dtype]:
    """The narrowest dtype of each schedule array, from its bound (never its current values);
    no ``mask`` array when the kernels compute partial tiles' masks (``partial_blocks`` None)."""
    heads = max(max(h) for h in layout.walked)
    dtypes = {
        "slot": smallest_int_dtype(heads * layout.rows + layout.rows - 1),
        "fetched": smallest_int_dtype(fetched_blocks - 1),
        "mask": smallest_int_dtype(max((partial_blocks or 0) - 1, 0)),
        "kind": np.dtype(np.int8),
    }
    if partial_blocks is None:
        del dtypes["mask"]
    return dtypes


@dataclass(frozen=True)
class PassSchedule:
    """One pass's schedule shapes: its unit layout, launches and array dtypes."""

    layout: UnitLayout
    launches: tuple[Launch, ...]
    dtypes: tuple[tuple[str, str], ...]  # (array, dtype) in SCHEDULE_ARRAYS order

    @property
    def step_bytes(self) -> int:
        return sum(np.dtype(d).itemsize for _, d in self.dtypes)

    @property
    def grid_steps(self) -> int:
        return self.layout.programs * self.layout.fanout * sum(launch.steps for launch in self.launches)


def computes_masks(contract, q_sharded: bool = False) -> bool:
    """Whether the kernels compute partial tiles' masks from token positions
    (``contract.token_rule``) rather than fetch stored blocks: not on a device that holds one
    q shard, whose block indices are local to it."""
    return token_rule(contract) is not None and not q_sharded


def schedule_of(contract, name: str, wl, budget: int, head_shards: int = 1, q_sharded: bool = False) -> PassSchedule:
    """Pass ``name``'s schedule for worklists ``wl`` under ``budget`` SMEM bytes per launch, at
    the head rows and steps per row its launch receives (``worklists.step_layout``: routed
    contracts run per-head rows). ``wl`` may be per q shard (``[shards, H, rows, W]``) and
    the heads split over ``head_shards``: every device then runs the busiest one's shapes.
    ``q_sharded``: each device sees its q shard's blocks only, so it cannot compute token
    positions: masks are stored (``computes_masks``)."""
    s = contract.shape
    heads, kv_heads = s.num_heads // head_shards, s.kv_heads // head_shards
    static_rows, rows = wl.block_mask.shape[-3:-1]
    head_rows, _, width = step_layout(contract, wl)
    counts = row_counts(wl.block_mask, width).reshape(-1, static_rows, rows)
    counts = np.broadcast_to(counts, (counts.shape[0], head_rows, rows))  # static rows shared by every head
    shared = head_rows == 1
    local_rows = 1 if shared else head_rows // head_shards
    devices = counts.reshape(-1, local_rows, rows)  # one entry per (q shard, head shard)
    layout = UnitLayout.of(name == "dkv", heads, heads // kv_heads, shared, rows)
    steps = np.max([unit_steps(layout, device) for device in devices], axis=0)
    fetched = contract.grid_of(name)[0 if name == "dkv" else 1]
    stored = not computes_masks(contract, q_sharded)  # else no mask index per step
    dtypes = schedule_dtypes(layout, fetched, wl.partial_mask_blocks.shape[0] if stored else None)
    step_bytes = sum(d.itemsize for d in dtypes.values())
    return PassSchedule(layout, split_launches(steps, step_bytes, budget), tuple((n, str(d)) for n, d in dtypes.items()))
