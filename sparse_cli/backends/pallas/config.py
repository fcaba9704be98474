"""The pallas kernels' static configuration: what every launch of a kernel family is built from
(``KernelConfig``: each pass's blocks and schedule, the scores, the token mask computed on a
partial tile — ``kernel_core.token_mask.TokenRule``, cut at the padding — or stored blocks, the
tile classes a pass visits) and the kernels' names. A new value means a new compilation."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TypeVar

from jax.experimental.pallas import tpu as pltpu

from sparse_cli.backends.kernel_core.scores import Scores
from sparse_cli.backends.kernel_core.token_mask import TokenRule
from sparse_cli.backends.pallas.buffers import (
    dkv_group_rows,
    dq_head_chunks,
    forward_accumulator,
    forward_group_rows,
    forward_spread_totals,
    fresh_first_folds,
    fuses_dq,
    resident_inputs,
)
from sparse_cli.backends.pallas.schedule import PassSchedule, computes_masks, schedule_of
from sparse_cli.contract import PASSES, token_rules
from sparse_cli.targets import TARGETS

KERNEL_NAMES = tuple(f"sparse_cli_{name}" for name in PASSES)  # one kernel per pass, in PASSES order
T = TypeVar("T")


def padding(contract) -> tuple[int | None, int | None]:
    """The q and kv lengths a computed mask must cut padding tokens at: None where every pass's
    blocks end at the length (no tile holds a padding token, so the kernels test nothing)."""
    s, (q_pad, kv_pad) = contract.shape, contract.padded_lengths
    return (s.q_len if q_pad > s.q_len else None), (s.kv_len if kv_pad > s.kv_len else None)


def _per_pass(value: Callable[[str], T]) -> tuple[T, T, T]:
    """``value`` of each pass, in ``PASSES`` order."""
    fwd, dq, dkv = PASSES
    return value(fwd), value(dq), value(dkv)


def full_tiles_by_ids(contract) -> bool:
    """Whether a batch's runtime plan classes its full tiles under the document ids
    (``planner.runtime.classed_by_ids``), so the kernels compare no ids on a full tile:
    packed documents whose partial tiles' masks the kernels compute (a full tile made partial
    reads no stored block). By the schedule (jax 0.12, libtpu 0.0.50, packed documents 16K,
    forward + backward), the full tile without the compare: v5e forward 2,489 -> 2,219 cycles,
    dK/dV 4,872 -> 4,547; v6e 1,744 -> 1,450 and 3,056 -> 2,786."""
    return contract.documents is not None and computes_masks(contract)


def _tile_kinds(contract, stats) -> str:
    """The classes of the tiles a pass visits: a batch's runtime plan may mark any tile partial."""
    if contract.runtime_kind is not None or 0 < stats.partial_tiles < stats.visited_tiles:
        return "mixed"
    return "partial" if stats.partial_tiles else "full"


@dataclasses.dataclass(frozen=True)
class KernelConfig:
    """Everything static about one kernel family: a new value means a new compilation."""

    blocks: tuple[tuple[int, int], tuple[int, int], tuple[int, int]]  # (block_q, block_kv) of fwd, dq, dkv
    schedules: tuple[PassSchedule, PassSchedule, PassSchedule]  # of fwd, dq, dkv: units, launches, dtypes
    scale: float
    softcap: float | None
    group: int  # query heads per kv head
    segmented: bool
    sinks: bool  # a learned logit per query head joins every softmax denominator
    rule: TokenRule | None  # partial tiles' masks computed in the kernel; None: stored blocks fetched
    partial_shares: tuple[float, float, float]  # of fwd, dq, dkv: partial tiles per visited tile (cost estimate)
    tile_kinds: tuple[str, str, str]  # of fwd, dq, dkv: "full", "partial" or "mixed" (the kernels branch on a tile's class)
    interpret: bool | pltpu.InterpretParams  # False: native TPU; params: JAX's TPU interpreter
    fwd_group_rows: int  # of a forward tile, computed as one group (``buffers.forward_group_rows``)
    fwd_span_lead: int  # query cells of a patterned forward tile issued ahead (``targets.Chip.span_lead``)
    fwd_accumulator: int  # the forward accumulator's width: the values', or past them the rows' totals (``buffers.forward_accumulator``)
    fwd_spread_totals: bool  # the forward's totals, in a statistic of their own, spread over its lanes (``buffers.forward_spread_totals``)
    fused_dq: bool  # the dK/dV kernel computes dq too, no dq kernel (``buffers.fuses_dq``)
    dq_head_chunks: int  # launches of that dK/dV kernel over kv heads, each with its own float32 dq (``buffers.dq_head_chunks``)
    dkv_group_rows: int | None  # of a dK/dV tile, computed as one group; None: its rows at once (``buffers.dkv_group_rows``)
    resident: tuple[int, int, int] = (0, 0, 0)  # of fwd, dq, dkv: leading per-tile inputs whole in VMEM (``buffers.resident_inputs``)
    shard_origin: bool = False  # computed masks place a mesh device's local blocks and heads (``StepArrays.origin``)
    full_by_ids: bool = False  # a batch's full tiles are full under its document ids: no ids' compare on them (``full_tiles_by_ids``)
    fresh_folds: bool = False  # a forward unit's first tile starts its softmax, no start state stored (``buffers.fresh_first_folds``)

    @staticmethod
    def of(plan, interpret: bool | pltpu.InterpretParams, worklists: dict | None = None, head_shards: int = 1,
           sharded: bool = False) -> KernelConfig:
        """The kernels' configuration for ``plan``: schedules for the plan's worklists under its
        SMEM budget, or on a mesh (``sharded``) for ``worklists`` per device with the heads split
        over ``head_shards``, each device's step arrays carrying where its share stands (and its
        partial tiles computed whole: ``patterns`` label the plan's own worklists only)."""
        c = plan.contract
        patterned = worklists is None and not sharded
        worklists = worklists or plan.worklists
        budget = plan.smem_budget
        schedules = {name: schedule_of(c, name, wl, budget, head_shards, patterned) for name, wl in worklists.items()}
        rules = token_rules(c) if computes_masks(c) else None
        passes = plan.stats.passes
        dkv = schedules.get("dkv")
        accumulator = forward_accumulator(c, schedules["fwd"].layout.stacked)
        return KernelConfig(
            blocks=_per_pass(c.blocks.of),
            schedules=_per_pass(lambda name: schedules.get(name, schedules["fwd"])),
            scale=c.effective_scale,
            softcap=c.softcap,
            group=c.shape.num_heads // c.shape.kv_heads,
            segmented=c.segment_ids,
            sinks=c.sinks,
            rule=TokenRule(tuple(m.model_dump_json() for m in rules[0]), tuple(rules[1]), *padding(c), TARGETS[c.target].unsigned_compares)
            if rules is not None else None,
            partial_shares=_per_pass(lambda name: passes[name].partial_tiles / max(passes[name].visited_tiles, 1)),
            tile_kinds=_per_pass(lambda name: _tile_kinds(c, passes[name])),
            interpret=interpret,
            fwd_group_rows=forward_group_rows(c, schedules["fwd"].layout.stacked),
            fwd_span_lead=TARGETS[c.target].span_lead,
            fwd_accumulator=accumulator,
            fwd_spread_totals=forward_spread_totals(c, accumulator),
            fused_dq=fuses_dq(c),
            dq_head_chunks=dq_head_chunks(c, c.shape.num_heads // head_shards, dkv.layout.programs) if dkv else 1,
            dkv_group_rows=dkv_group_rows(c),
            resident=_per_pass(lambda name: resident_inputs(c, name)),
            shard_origin=sharded and rules is not None,
            full_by_ids=full_tiles_by_ids(c),
            fresh_folds=fresh_first_folds(c, schedules["fwd"].layout.stacked, passes["fwd"].visited_tiles),
        )

    @property
    def scores(self) -> Scores:
        """The kernels' scores: the contract's scale and soft cap, in base 2 (``exp2``)."""
        return Scores(self.scale, self.softcap, base2=True)

    def blocks_of(self, name: str) -> tuple[int, int]:
        return self.blocks[PASSES.index(name)]

    def schedule_of(self, name: str) -> PassSchedule:
        return self.schedules[PASSES.index(name)]

    def stacked_of(self, name: str) -> int:
        """Query heads each tile of pass ``name`` computes together (``UnitLayout.stacked``)."""
        return self.schedule_of(name).layout.stacked
