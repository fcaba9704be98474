"""The static planner's entry point: a contract in, a `Plan` (worklists + stats) out.

``plan`` is a pure function of the contract: it never touches the disk (caching is the
artifact layer's job) and never builds the dense ``q_len x kv_len`` mask. A plan is data:
which backend runs it and what its program costs are the ``report`` layer's questions.
"""

from __future__ import annotations

from dataclasses import dataclass
from os import PathLike
from typing import Any

import numpy as np

from sparse_cli.arguments import positive_bytes, require
from sparse_cli.contract import PASSES, ContractError, MaskContract, distinct_head_masks, each_pass, load_contract
from sparse_cli.masks import BlockClass, MaskKind
from sparse_cli.planner.limits import check_estimate, check_grid, max_plan_bytes, out_of_memory
from sparse_cli.planner.stats import HeadStats, PassStats, PlanStats
from sparse_cli.planner.tiles import Geometry, PartialBlocks, Tiles, candidate_counts, plan_tiles
from sparse_cli.planner.worklists import Worklists, build_worklists
from sparse_cli.targets import TARGETS


@dataclass(frozen=True)
class Plan:
    """Worklists for each kernel pass, plus their stats: the forward pass, the dq pass (the
    forward's worklists unless its block sizes differ) and the transposed dK/dV pass."""

    contract: MaskContract
    fwd: Worklists
    dkv: Worklists
    masks: tuple[MaskKind, ...]  # the distinct head masks
    head_masks: tuple[int, ...]  # distinct-mask index of each query head
    stats: PlanStats
    smem_budget: int  # SMEM bytes of one launch the plan is for (the target's or ``--smem-budget``)
    own_dq: Worklists | None = None  # the dq pass's worklists when its blocks differ from the forward's

    @property
    def dq(self) -> Worklists:
        return self.own_dq if self.own_dq is not None else self.fwd

    @property
    def worklists(self) -> dict[str, Worklists]:
        """The worklists of each pass that has its own (``Blocks.worklist_passes``)."""
        return {"fwd": self.fwd, **({"dq": self.own_dq} if self.own_dq is not None else {}), "dkv": self.dkv}

    @staticmethod
    def of_worklists(contract: MaskContract, worklists: dict[str, Worklists], masks, head_masks, stats: PlanStats,
                     smem_budget: int) -> Plan:
        """A plan from the worklists of each pass that has its own (``Blocks.worklist_passes``)."""
        return Plan(contract, worklists["fwd"], worklists["dkv"], tuple(masks), tuple(head_masks), stats, smem_budget,
                    worklists.get("dq"))

    @property
    def shared_heads(self) -> bool:
        """True when every head uses one mask, so the step arrays have a single head row."""
        return len(self.masks) == 1

    @property
    def padded_lengths(self) -> tuple[int, int]:
        """q and kv lengths padded to whole blocks of every pass, as the kernels see them."""
        return self.contract.padded_lengths


def smem_budget_bytes(contract: MaskContract, override: int | None = None, argument: str = "smem_budget") -> int:
    """SMEM of one launch: the target chip's (``targets``), or ``override`` (``--smem-budget``)
    when that chip can have it (``Chip.smem_budget``; a ContractError naming ``argument``, the
    contract and the chip's figure otherwise). Its scalar-prefetch arrays may use
    ``backends.launches.launch_capacity`` of it."""
    try:
        return TARGETS[contract.target].smem_budget(override, argument)
    except ValueError as error:
        raise ContractError(f"{contract.name}: {error}") from None


def require_plan(value: Any, argument: str = "plan") -> Plan:
    """``value`` when it is a Plan; else a TypeError naming ``argument`` (a contract is planned first)."""
    return require(value, Plan, argument, "a sparse_cli.Plan: sparse_cli.plan(contract), or sparse_cli.load_plan(directory)")


def _head_stats(contract: MaskContract, masks, head_masks, tiles: list[Tiles], popcounts: np.ndarray) -> list[HeadStats]:
    """Per query head, the forward pass's tile classes and densities."""
    total_tiles = contract.num_q_blocks * contract.num_kv_blocks
    pairs = contract.shape.q_len * contract.shape.kv_len
    full_tile = contract.blocks.block_q * contract.blocks.block_kv
    per_mask = []
    for t in tiles:
        partial = int((t.cls == BlockClass.PARTIAL).sum())
        full = int(t.cls.size - partial)
        attended = full * full_tile + int(popcounts[t.partial[t.partial >= 0]].sum())
        per_mask.append((partial, full, attended))
    return [
        HeadStats(
            head=head,
            mask=mask_id,
            description=masks[mask_id].describe(),
            empty=total_tiles - per_mask[mask_id][0] - per_mask[mask_id][1],
            partial=per_mask[mask_id][0],
            full=per_mask[mask_id][1],
            block_density=(per_mask[mask_id][0] + per_mask[mask_id][1]) / total_tiles,
            token_density=per_mask[mask_id][2] / pairs,
        )
        for head, mask_id in enumerate(head_masks)
    ]


def _in_units(tiles: Tiles, block_q: int, unit: int, units: frozenset[int]) -> Tiles:
    """The tiles whose q block lies in one of ``units`` (q units of ``unit`` tokens)."""
    kept = np.isin(tiles.row.astype(np.int64) * block_q // unit, np.fromiter(units, np.int64))
    return Tiles(tiles.row[kept], tiles.col[kept], tiles.cls[kept], tiles.partial[kept])


def _pass_stats(contract: MaskContract, name: str, wl: Worklists, tiles: list[Tiles], head_masks) -> PassStats:
    """One pass's geometry and work: visited tiles over all heads (counted once per distinct
    mask and weighted by its heads: 1,024 heads of one mask are one count, not 1,024)."""
    block_q, block_kv = contract.blocks.of(name)
    q_blocks, kv_blocks = contract.grid_of(name)
    heads = np.bincount(np.asarray(head_masks, np.int64), minlength=len(tiles))
    rows = kv_blocks if name == "dkv" else q_blocks
    per_mask = [(t.cls.size, int((t.cls == BlockClass.PARTIAL).sum()), rows - np.unique(t.col if name == "dkv" else t.row).size)
                for t in tiles]
    visited, partial, empty_rows = (int(sum(count * figures[i] for count, figures in zip(heads, per_mask))) for i in range(3))
    return PassStats(block_q=block_q, block_kv=block_kv, q_blocks=q_blocks, kv_blocks=kv_blocks, grid_width=wl.grid_width,
                     visited_tiles=visited, partial_tiles=partial, empty_rows=empty_rows)


def plan(contract: MaskContract | dict[str, Any] | str | PathLike, *, smem_budget: int | None = None,
         max_bytes: int | None = None, q_units: frozenset[int] | None = None) -> Plan:
    """Plan a contract (a ``MaskContract``, a document or a contract file's path): analytic tile
    classification, worklists for every pass, stats.

    Passes that share block sizes share one tile classification (the dq pass then walks the
    forward's worklists). ``smem_budget`` overrides the target's scalar-memory budget (bytes
    per launch: at most the chip's, above the compiler's reserve); ``max_bytes`` the planning
    memory limit (``planner.limits``): a plan estimated to need more, or more than this machine
    has free, is refused up front (``PlanTooLarge``), as is one whose allocations still fail.
    ``q_units``: plan only the tiles of these q units (``Blocks.units``: a slice of the queries,
    ``planner.scale.slice_units``); every other query row visits nothing.
    """
    smem_budget, max_bytes = (None if value is None else positive_bytes(value, argument)
                               for argument, value in (("smem_budget", smem_budget), ("max_bytes", max_bytes)))
    contract = load_contract(contract)
    budget = smem_budget_bytes(contract, smem_budget)
    shape, blocks = contract.shape, contract.blocks
    geometries = {name: Geometry(shape.q_len, shape.kv_len, *blocks.of(name)) for name in PASSES}
    distinct = list(dict.fromkeys(geometries.values()))

    masks, head_masks = distinct_head_masks(contract)
    limit = max_plan_bytes(max_bytes)
    estimate = _priced(contract, masks, distinct, limit)
    try:
        return _planned(contract, masks, head_masks, geometries, distinct, limit - estimate, budget, q_units)
    except MemoryError:  # the estimate fit, the machine did not: refused like a plan over the limit
        raise out_of_memory(contract.name, estimate) from None


def _priced(contract: MaskContract, masks, distinct: list[Geometry], limit: int) -> int:
    """The plan's estimated peak memory (bytes), refused (``PlanTooLarge``) over ``limit`` or
    over what this machine has free, before anything large is allocated."""
    head_rows = 1 if len(masks) == 1 else contract.shape.num_heads
    candidates = steps = 0
    for name in PASSES:
        check_grid(contract.name, *contract.grid_of(name))
    for geo in distinct:
        counts = [candidate_counts(mask, geo) for mask in masks]
        candidates += sum(int(r.sum()) for r, _ in counts)
        steps += head_rows * (geo.num_q_blocks * max(int(r.max()) for r, _ in counts)
                              + geo.num_kv_blocks * max(int(c.max()) for _, c in counts))
    return check_estimate(contract.name, candidates, steps, limit)


def _planned(contract: MaskContract, masks, head_masks, geometries: dict[str, Geometry], distinct: list[Geometry], spare: int,
             budget: int, q_units: frozenset[int] | None = None) -> Plan:
    """Classify the tiles of every distinct geometry, build each pass's worklists and the stats.
    Partial blocks share the ``spare`` bytes of the memory limit the estimate left: each
    geometry's are held twice at most (as stacked, or as stacked and transposed for the dK/dV pass)."""
    shape, blocks = contract.shape, contract.blocks
    planned = {}
    for geo in distinct:
        store = PartialBlocks(geo.block_q, geo.block_kv, max_bytes=spare // (2 * len(distinct)))
        tiles = [plan_tiles(mask, geo, store, contract.name) for mask in masks]
        planned[geo] = ([_in_units(t, geo.block_q, blocks.units()[0], q_units) for t in tiles] if q_units is not None else tiles, store)
    partial_blocks = {geo: store.stacked() for geo, (_, store) in planned.items()}
    rows = [0] if len(masks) == 1 else head_masks

    def worklists(name: str) -> Worklists:
        geo = geometries[name]
        q_blocks, kv_blocks = contract.grid_of(name)
        grid = (kv_blocks, q_blocks) if name == "dkv" else (q_blocks, kv_blocks)
        return build_worklists(planned[geo][0], rows, *grid, partial_blocks[geo], transpose=name == "dkv")

    own = {name: worklists(name) for name in blocks.worklist_passes}
    fwd_tiles, fwd_store = planned[geometries["fwd"]]
    heads = _head_stats(contract, masks, head_masks, fwd_tiles, fwd_store.popcounts())
    pass_stats = {name: _pass_stats(contract, name, wl, planned[geometries[name]][0], head_masks)
                  for name, wl in each_pass(own).items()}
    visited = pass_stats["fwd"].visited_tiles
    total_tiles = contract.num_q_blocks * contract.num_kv_blocks * shape.num_heads
    stats = PlanStats(
        num_q_blocks=contract.num_q_blocks,
        num_kv_blocks=contract.num_kv_blocks,
        passes=pass_stats,
        distinct_masks=len(masks),
        stored_partial_blocks=sum(len(store) for _, store in planned.values()),
        block_density=visited / total_tiles,
        token_density=sum(h.token_density for h in heads) / shape.num_heads,
        metadata_bytes=sum(int(a.nbytes) for wl in own.values() for a in wl.arrays().values()),
        heads=heads,
    )
    return Plan.of_worklists(contract, own, masks, head_masks, stats, budget)
