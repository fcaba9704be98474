"""The pallas kernels' runtime inputs: a pass's worklists as arrays (``StepArrays``, per pass
``PassSteps``), segment ids laid out for the kernels (``Segments``), a mesh device's ``origin``,
and each launch's runs computed from the worklists (``launch_schedules``: on the host for a
static plan, ``Scheduled``; in the program for a batch's runtime plan; the layout is
``schedule``'s)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, Generic, TypeVar

import jax
import jax.numpy as jnp
import numpy as np

from sparse_cli.backends.pallas.buffers import SUBLANES
from sparse_cli.backends.pallas.config import KernelConfig, full_tiles_by_ids
from sparse_cli.backends.pallas.schedule import PassSchedule, run_starts
from sparse_cli.targets import TPU_LANES as LANES


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


#: A leaf of the kernels' input trees: a device array, the host array it comes from, or — the
#: same tree as ``shard_map`` specs — a ``PartitionSpec`` saying where it lies over a mesh.
Leaf = TypeVar("Leaf", covariant=True)


@dataclasses.dataclass(frozen=True)
class StepArrays(Generic[Leaf]):
    """One pass's worklists as kernel inputs (values may change per call; shapes may not)."""

    block_mask: Leaf
    data_next: Leaf
    mask_next: Leaf
    partial_mask_blocks: Leaf  # int8 (bool would be widened to i32 in VMEM); at least one block
    origin: Leaf | None = None  # ``[7]`` int32 on a mesh device: where its local blocks and heads stand (``origin``)

    @property
    def grid_width(self: StepArrays[jax.Array]) -> int:
        return self.block_mask.shape[-1]

    def prefetch(self) -> tuple[Leaf, Leaf, Leaf]:
        return self.block_mask, self.data_next, self.mask_next

    def sliced(self: StepArrays[jax.Array], index: Any) -> StepArrays[jax.Array]:
        """A device's share of stacked step arrays: each prefetched array at ``index``, the
        stored partial blocks kept."""
        return StepArrays(self.block_mask[index], self.data_next[index], self.mask_next[index], self.partial_mask_blocks)


jax.tree_util.register_dataclass(
    StepArrays, data_fields=["block_mask", "data_next", "mask_next", "partial_mask_blocks", "origin"], meta_fields=[]
)

#: A pass's kernel inputs: step arrays, or launch schedules computed ahead (``Scheduled``).
Steps = TypeVar("Steps", bound="StepArrays[Any] | Scheduled")


@dataclasses.dataclass(frozen=True)
class PassSteps(Generic[Steps]):
    """The step arrays of every launch: the dq launch walks the forward's unless its block
    sizes differ (``dq`` None then, so a plan without per-pass sizes has two sets of arrays)."""

    fwd: Steps
    dkv: Steps
    dq: Steps | None = None

    @staticmethod
    def of(passes: Mapping[str, Steps]) -> PassSteps[Steps]:
        """From a mapping of pass name to step arrays (``Plan.worklists``'s keys)."""
        return PassSteps(passes["fwd"], passes["dkv"], passes.get("dq"))

    @property
    def dq_steps(self) -> Steps:
        return self.dq if self.dq is not None else self.fwd

    def items(self) -> list[tuple[str, Steps]]:
        """``(name, step arrays)`` of each launch with arrays of its own, in ``Plan.worklists`` order."""
        return [("fwd", self.fwd), *([("dq", self.dq)] if self.dq is not None else []), ("dkv", self.dkv)]

    def with_arrays(self, arrays: Mapping[str, tuple[jax.Array, jax.Array, jax.Array]]) -> PassSteps[StepArrays[jax.Array]]:
        """These launches walking a batch's runtime plan: each pass's ``(block_mask, data_next,
        mask_next)`` from ``arrays`` (keyed like ``items``), its partial blocks kept."""
        return PassSteps.of({name: StepArrays(*arrays[name], static.partial_mask_blocks) for name, static in self.items()})

    def at_origin(self: PassSteps[StepArrays[jax.Array]], origin: jax.Array) -> PassSteps[StepArrays[jax.Array]]:
        """These launches on a mesh device whose local blocks and heads stand at ``origin``."""
        return PassSteps.of({name: dataclasses.replace(steps, origin=origin) for name, steps in self.items()})


def origin(q_stripes, kv_stripes, head) -> jax.Array:
    """``[7]`` int32: where a mesh device's local queries and keys stand in the sequence and its
    first query head. Each side is ``(first, second, half)``: local token ``t`` stands at
    ``first + t`` below ``half``, else at ``second + t - half`` (a ring holds two stripes; a
    contiguous share is ``(p, p + half, half)``)."""
    return jnp.stack([jnp.asarray(x, jnp.int32) for x in (*q_stripes, *kv_stripes, head)])


def contiguous(first, length: int) -> tuple:
    """A contiguous share of ``length`` tokens from ``first``, as ``origin``'s stripes."""
    return first, first + length // 2, length // 2


jax.tree_util.register_dataclass(PassSteps, data_fields=["fwd", "dkv", "dq"], meta_fields=[])


def _on_device(a) -> jax.Array:
    """A host array as a device array: a transfer (``jnp.asarray`` would compile a conversion
    per shape and dtype first, time that a compile report counts as lowering)."""
    return jax.device_put(a)


def mask_blocks(wl) -> jax.Array:
    """A pass's stored partial blocks as a kernel input: int8, and one block even when none
    (the kernels take the input whether or not a tile copies from it)."""
    blocks = np.asarray(wl.partial_mask_blocks).astype(np.int8)
    if blocks.shape[0] == 0:
        blocks = np.zeros((1, *blocks.shape[1:]), np.int8)
    return _on_device(blocks)


def step_arrays(wl) -> StepArrays[jax.Array]:
    """A pass's worklists as kernel inputs."""
    return StepArrays(_on_device(wl.block_mask), _on_device(wl.data_next), _on_device(wl.mask_next), mask_blocks(wl))


@dataclasses.dataclass(frozen=True)
class Scheduled:
    """A pass's launch schedules computed ahead of the program — a static plan's, on the host —
    so the program builds none (``launch_arrays``), with its stored partial mask blocks."""

    schedules: tuple[tuple[jax.Array, ...], ...]  # per launch, the arrays of ``launch_schedules``
    partial_mask_blocks: jax.Array


jax.tree_util.register_dataclass(Scheduled, data_fields=["schedules", "partial_mask_blocks"], meta_fields=[])


def scheduled(schedule: PassSchedule, classes: np.ndarray, wl) -> Scheduled:
    """A static pass's schedules, computed on the host from its worklists, its steps of the
    ``classes`` the schedule gives them (``schedule.labelled_schedule``: patterned tiles
    labelled)."""
    blocks = mask_blocks(wl)
    arrays = launch_schedules(schedule, StepArrays(classes, np.asarray(wl.data_next), np.asarray(wl.mask_next), blocks), np)
    return Scheduled(tuple(tuple(_on_device(a) for a in launch) for launch in arrays), blocks)


def launch_arrays(cfg: KernelConfig, phase: str, steps: StepArrays | Scheduled) -> list[tuple[jax.Array, ...]]:
    """Each launch's scalar prefetch: its schedule arrays, computed ahead or built in the
    program from the batch's worklists, and where the kernels compute masks on a mesh device,
    its origin (``StepArrays.origin``; ``KernelConfig.shard_origin`` says whether they read it)."""
    if isinstance(steps, Scheduled):
        return list(steps.schedules)
    origin = (steps.origin,) if cfg.shard_origin else ()
    return [(*arrays, *origin) for arrays in launch_schedules(cfg.schedule_of(phase), steps, jnp)]


def _runs_of(xp, flags, tiles, entries: dict, own: slice, count: int):
    """``(values, tiles per run, runs begun by the end of each unit)``, the first two in ``count``
    slots (unused ones zero): each run's entry (of ``entries``, per unit, at units ``own``) at
    its first step (``flags``), and how many visited steps (``tiles``) fall between it and the
    next run's first. On the host by the set flags' positions; in the program, with static
    shapes, where the running count of first steps reaches ``j + 1`` for run ``j`` (a binary
    search: gathers, no scatter)."""
    units = own.stop - own.start
    if xp is np:
        first, visited = np.flatnonzero(flags), np.flatnonzero(tiles)
        counts = np.diff(np.searchsorted(visited, first), append=visited.size)[:count]
        first = first[:count]
        padded = lambda a: np.concatenate([a, np.zeros(count - a.size, a.dtype)])
        ends = np.cumsum(flags.reshape(units, -1).sum(axis=1))
        return {name: padded(a[own].reshape(-1)[first]) for name, a in entries.items()}, padded(counts), ends
    size, runs = flags.shape[0], _running_count(flags)
    starts = jnp.searchsorted(runs, jnp.arange(1, count + 2))  # each run's first step; ``size`` past the last run
    at = jnp.minimum(starts, size - 1)
    seen = _running_count(tiles)
    before = jnp.where(starts < size, seen[at] - tiles[at], seen[-1])  # visited steps before each run
    ran = starts[:count] < size
    values = {name: jnp.where(ran, a[own].reshape(-1)[at[:count]], 0) for name, a in entries.items()}
    return values, before[1:] - before[:-1], runs.reshape(units, -1)[:, -1]


_SCAN_LIMIT = 16_384  # longest 1-D array ``_running_count`` leaves to ``jnp.cumsum``
_COUNT_CHUNK = 128  # elements summed per matmul row


def _running_count(flags: jax.Array) -> jax.Array:
    """``jnp.cumsum`` of long 1-D ``flags``, as a matmul of chunks with a triangle of ones plus
    each chunk's running start (the chunks' counts, summed the same way one level up).
    XLA:TPU compiles a cumsum as a reduce window whose compile time grows with its length and
    jumps with its shape (24 s for the 660K steps of one launch of 128K tokens in 128-token
    blocks of packed documents; this form: half a second). Exact in float32: level ``n``'s
    dots add at most ``_COUNT_CHUNK`` integers of at most ``_COUNT_CHUNK ** (n - 1)``, under
    2**24 through the third level, which reaches 2**35 elements."""
    size = flags.shape[0]
    if size <= _SCAN_LIMIT:
        return jnp.cumsum(flags, dtype=jnp.int32)
    chunks = jnp.pad(flags.astype(jnp.float32), (0, -size % _COUNT_CHUNK)).reshape(-1, _COUNT_CHUNK)
    triangle = jnp.triu(jnp.ones((_COUNT_CHUNK, _COUNT_CHUNK), jnp.float32))
    within = jnp.dot(chunks, triangle, precision=jax.lax.Precision.HIGHEST).astype(jnp.int32)
    ends = _running_count(within[:, -1])
    return (within + (ends - within[:, -1])[:, None]).reshape(-1)[:size]


def launch_schedules(schedule: PassSchedule, steps: StepArrays, xp) -> list[tuple]:
    """The schedule arrays (``schedule.SCHEDULE_ARRAYS`` present in ``schedule.dtypes``) of
    each launch of a pass, from worklists whose rows hold their visited steps first, by
    ``schedule.run_starts``'s rule: on the host (``xp`` numpy) for a static plan, in the
    program (``jax.numpy``) for a batch's runtime plan, which may visit less than the static
    bound and leaves the arrays' tails unused (zeros)."""
    layout = schedule.layout
    dtypes = dict(schedule.dtypes)
    block_mask, data_next, mask_next = steps.prefetch()  # [head rows, rows, W]
    visited, starts = run_starts(xp, block_mask, data_next, mask_next, "mask" in dtypes)
    width = block_mask.shape[-1]
    head_rows = np.asarray(layout.head_rows)  # [outer, members]

    def per_unit(a):  # [units, members * W]: each unit's walked heads' steps in turn
        return a[head_rows].transpose(0, 2, 1, 3).reshape(layout.units, -1)

    entries = {name: per_unit(a.astype(np.int32)) for name, a in (("fetched", data_next), ("kind", block_mask), ("mask", mask_next))}
    entries["member"] = xp.broadcast_to(xp.repeat(xp.arange(layout.members, dtype=np.int32), width), (layout.units, layout.members * width))
    visited, starts = per_unit(visited), per_unit(starts)
    arrays = []
    for launch in schedule.launches:
        own = slice(launch.start, launch.stop)
        values, values["count"], ends = _runs_of(xp, starts[own].reshape(-1), visited[own].reshape(-1), entries, own, launch.runs)
        values["runs"] = xp.minimum(xp.concatenate([xp.zeros(1, ends.dtype), ends]), launch.runs)
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
        arrays, overflow = document_steps(plan, dict(steps.items()), q_ids, kv_ids, heads, full_tiles_by_ids(c))
        return steps.with_arrays(arrays), overflow
    if c.clustered is not None:
        return steps.with_arrays(routed_batch_steps(plan, dict(steps.items()), routes, q_shard)), None
    return steps, None
