"""The pallas kernels' static configuration and runtime step arrays: what every launch is
built from (``KernelConfig``), the pass's worklists as device arrays (``StepArrays``,
``PassSteps``), the runtime segment ids (``Segments``), and each launch's flat schedule computed
on the device from them (``launch_schedules``; the layout is ``schedule.py``'s)."""

from __future__ import annotations

import dataclasses
import functools

import jax
import jax.numpy as jnp
import pydantic
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.backends.pallas.schedule import FIRST, LAST, PassSchedule, computes_masks, schedule_of
from sparse_cli.contract import PASSES, token_rule
from sparse_cli.masks import BlockClass, Mask
from sparse_cli.targets import TPU_LANES as LANES  # softmax statistics are kept broadcast over one vreg of lanes

SUBLANES = 8  # sublane count: segment ids laid out as rows are stored broadcast over 8 sublanes
KERNEL_NAMES = tuple(f"sparse_cli_{name}" for name in PASSES)  # one kernel per pass, in PASSES order
CLASS_BITS = FIRST - 1  # the block class in a schedule step's ``kind``


@functools.lru_cache(maxsize=64)
def _parsed_mask(document: str):
    return pydantic.TypeAdapter(Mask).validate_json(document)


@dataclasses.dataclass(frozen=True)
class TokenRule:
    """The token mask the kernels compute on a partial tile (``contract.token_rule``): the mask
    kind's own predicate on token positions, and padding tokens never attend. Held as the
    mask's JSON, so the kernel configuration stays hashable."""

    mask: str
    q_len: int
    kv_len: int

    def allows(self, q, kv):
        return _parsed_mask(self.mask).attends(q, kv) & (q < self.q_len) & (kv < self.kv_len)


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
    interpret: bool | pltpu.InterpretParams  # False: native TPU; params: JAX's TPU interpreter

    @staticmethod
    def of(plan, interpret: bool | pltpu.InterpretParams, worklists: dict | None = None, head_shards: int = 1,
           q_shards: int = 1) -> KernelConfig:
        """The kernels' configuration for ``plan``: schedules for the plan's worklists under its
        SMEM budget, or on a mesh for ``worklists`` per q shard with the heads split over
        ``head_shards`` and q over ``q_shards`` (one device's share)."""
        c = plan.contract
        worklists = worklists or plan.worklists
        budget = plan.smem_budget
        q_sharded = q_shards > 1
        schedules = {name: schedule_of(c, name, wl, budget, head_shards, q_sharded) for name, wl in worklists.items()}
        rule = token_rule(c) if computes_masks(c, q_sharded) else None
        passes = plan.stats.passes
        return KernelConfig(
            blocks=tuple(c.blocks.of(name) for name in PASSES),  # type: ignore[arg-type]
            schedules=tuple(schedules.get(name, schedules["fwd"]) for name in PASSES),  # type: ignore[arg-type]
            scale=c.effective_scale,
            softcap=c.softcap,
            group=c.shape.num_heads // c.shape.kv_heads,
            segmented=c.segment_ids,
            sinks=c.sinks,
            rule=TokenRule(rule.model_dump_json(), c.shape.q_len, c.shape.kv_len) if rule is not None else None,
            partial_shares=tuple(passes[name].partial_tiles / max(passes[name].visited_tiles, 1) for name in PASSES),  # type: ignore[arg-type]
            interpret=interpret,
        )

    def blocks_of(self, name: str) -> tuple[int, int]:
        return self.blocks[PASSES.index(name)]

    def schedule_of(self, name: str) -> PassSchedule:
        return self.schedules[PASSES.index(name)]


@dataclasses.dataclass(frozen=True)
class Segments:
    """Segment ids laid out for the kernels: columns broadcast over lanes, rows over sublanes."""

    q_col: jax.Array  # [Lq, LANES]
    q_row: jax.Array  # [SUBLANES, Lq]
    kv_col: jax.Array  # [Lk, LANES]
    kv_row: jax.Array  # [SUBLANES, Lk]

    @staticmethod
    def of(q_ids: jax.Array, kv_ids: jax.Array) -> Segments:
        q_ids, kv_ids = q_ids.astype(jnp.int32), kv_ids.astype(jnp.int32)
        return Segments(
            q_col=jnp.broadcast_to(q_ids[:, None], (q_ids.size, LANES)),
            q_row=jnp.broadcast_to(q_ids[None, :], (SUBLANES, q_ids.size)),
            kv_col=jnp.broadcast_to(kv_ids[:, None], (kv_ids.size, LANES)),
            kv_row=jnp.broadcast_to(kv_ids[None, :], (SUBLANES, kv_ids.size)),
        )


jax.tree_util.register_dataclass(Segments, data_fields=["q_col", "q_row", "kv_col", "kv_row"], meta_fields=[])


@dataclasses.dataclass(frozen=True)
class StepArrays:
    """One pass's worklists as device arrays (values may change per call; shapes may not)."""

    block_mask: jax.Array
    data_next: jax.Array
    mask_next: jax.Array
    partial_mask_blocks: jax.Array  # int8 (bool would be widened to i32 in VMEM); at least one block

    @property
    def grid_width(self) -> int:
        return self.block_mask.shape[-1]

    def prefetch(self):
        return self.block_mask, self.data_next, self.mask_next


jax.tree_util.register_dataclass(
    StepArrays, data_fields=["block_mask", "data_next", "mask_next", "partial_mask_blocks"], meta_fields=[]
)


@dataclasses.dataclass(frozen=True)
class PassSteps:
    """The step arrays of every launch: the dq launch walks the forward's unless its block
    sizes differ (``dq`` None then, so a plan without per-pass sizes has two sets of arrays)."""

    fwd: StepArrays
    dkv: StepArrays
    dq: StepArrays | None = None

    @staticmethod
    def of(passes: dict) -> PassSteps:
        """From a mapping of pass name to step arrays (``Plan.worklists``'s keys)."""
        return PassSteps(passes["fwd"], passes["dkv"], passes.get("dq"))

    @property
    def dq_steps(self) -> StepArrays:
        return self.dq if self.dq is not None else self.fwd

    def items(self):
        """``(name, step arrays)`` of each launch with arrays of its own, in ``Plan.worklists`` order."""
        return [("fwd", self.fwd), *([("dq", self.dq)] if self.dq is not None else []), ("dkv", self.dkv)]

    def with_arrays(self, arrays: dict) -> PassSteps:
        """These launches walking a batch's runtime plan: each pass's ``(block_mask, data_next,
        mask_next)`` from ``arrays`` (keyed like ``items``), its partial blocks kept."""
        return PassSteps.of({name: StepArrays(*arrays[name], static.partial_mask_blocks) for name, static in self.items()})


jax.tree_util.register_dataclass(PassSteps, data_fields=["fwd", "dkv", "dq"], meta_fields=[])


def step_arrays(wl) -> StepArrays:
    """A pass's worklists as kernel inputs (int8 mask blocks; one block even when none, since
    the mask BlockSpec needs a source block even if no step reads it)."""
    blocks = wl.partial_mask_blocks.astype(jnp.int8)
    if blocks.shape[0] == 0:
        blocks = jnp.zeros((1, *blocks.shape[1:]), jnp.int8)
    return StepArrays(*(jnp.asarray(a) for a in (wl.block_mask, wl.data_next, wl.mask_next)), jnp.asarray(blocks))


def launch_schedules(schedule: PassSchedule, steps: StepArrays) -> list[tuple[jax.Array, ...]]:
    """The schedule arrays (``schedule.SCHEDULE_ARRAYS``; no ``mask`` for computed
    masks) of each launch of a pass, built from worklists whose rows hold their visited steps first. Steps past a launch's
    last unit (a runtime plan that visits fewer tiles than the static bound) repeat its last step
    as an empty step, which loads nothing new and writes nothing."""
    layout = schedule.layout
    rows = layout.rows
    block_mask, data_next, mask_next = steps.prefetch()
    head_rows, walked_heads = jnp.asarray(layout.head_rows), jnp.asarray(layout.walked)  # [outer, walked]
    units = jnp.arange(len(layout.walked) * rows)
    outer, unit_row = units // rows, units % rows
    walked = jnp.sum(block_mask != BlockClass.EMPTY, axis=-1)[head_rows[outer], unit_row[:, None]]  # [units, walked]
    visited = walked.sum(axis=1)
    walked_ends = jnp.cumsum(walked, axis=1)
    dtypes = dict(schedule.dtypes)
    arrays = []
    for launch in schedule.launches:  # units [start, stop) of each launch, in turn
        own = slice(launch.start, launch.stop)
        total = jnp.maximum(visited[own], 1)
        ends = jnp.cumsum(total)
        index = jnp.arange(launch.steps)
        live = index < ends[-1]
        index = jnp.minimum(index, ends[-1] - 1)
        local = jnp.searchsorted(ends, index, side="right")
        unit = launch.start + local
        within = index - (ends[local] - total[local])  # step of the unit
        member = jnp.minimum(jnp.sum(walked_ends[unit] <= within[:, None], axis=1), walked.shape[1] - 1)
        before = jnp.take_along_axis(walked_ends[unit] - walked[unit], member[:, None], axis=1)[:, 0]
        step = jnp.where(visited[unit] > 0, within - before, 0)
        head_row, row = head_rows[outer[unit], member], unit_row[unit]
        cls = jnp.where(live & (visited[unit] > 0), block_mask[head_row, row, step].astype(jnp.int32), BlockClass.EMPTY)
        kind = cls | jnp.where(live & (within == 0), FIRST, 0) | jnp.where(live & (within == total[local] - 1), LAST, 0)
        slot = walked_heads[outer[unit], member] * rows + row
        values = {"slot": slot, "fetched": data_next[head_row, row, step], "mask": mask_next[head_row, row, step], "kind": kind}
        arrays.append(tuple(values[name].astype(dtype) for name, dtype in dtypes.items()))
    return arrays


def batch_steps(plan, steps, segment_ids, routes, heads: int | None = None, q_shard=None):
    """The launches' step arrays for one batch, and what a stated ``max_grid_width`` cuts
    (``planner.runtime.document_steps``; None when nothing can be cut): the static bound minus
    cross-document tiles (``documents``, from ``segment_ids`` padded to whole blocks) or the
    tiles the batch's ``routes`` leave out (routed); static contracts keep ``steps``. On a
    mesh device, ``steps`` are its q shard's (``q_shard``: ``(index, shards)``) and ``heads``
    its head count."""
    from sparse_cli.planner.routing import routed_batch_steps
    from sparse_cli.planner.runtime import document_steps

    c = plan.contract
    if c.documents is not None:
        q_ids, kv_ids = segment_ids
        arrays, overflow = document_steps(plan, dict(steps.items()), q_ids, kv_ids, heads)
        return steps.with_arrays(arrays), overflow
    if c.clustered is not None:
        return steps.with_arrays(routed_batch_steps(plan, dict(steps.items()), routes, q_shard)), None
    return steps, None
