"""``pallas``: this project's block-sparse flash-attention kernels (``kernels/flash.py``).

Serves every contract: static worklists as planned, ``documents`` and routed contracts with
the batch's runtime plan (``planner.runtime``, ``planner.routing``) computed inside the step.
Natively it needs lane-multiple blocks; interpreted it runs any block size.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from sparse_cli.backends.base import Backend, Planned
from sparse_cli.backends.launches import KernelLaunch, LaunchArray
from sparse_cli.planner.schedule import SCHEDULE_ARRAYS, schedule_of
from sparse_cli.targets import TPU_LANES


class Pallas(Backend):
    name = "pallas"
    summary = "this project's block-sparse Pallas kernels: every mask, documents and routing"
    prefetched = SCHEDULE_ARRAYS
    splits_launches = True

    def launches(self, contract, wl, name: str, budget: int) -> list[KernelLaunch]:
        """The flat schedule of each launch (``planner.schedule``): one entry per step of its
        ``(programs, steps)`` grid."""
        schedule = schedule_of(contract, name, wl, budget)
        return [KernelLaunch(arrays=[LaunchArray(name=array, shape=[launch.steps], dtype=dtype,
                                                 bytes=launch.steps * np.dtype(dtype).itemsize)
                                     for array, dtype in schedule.dtypes],
                             grid_steps=schedule.layout.programs * launch.steps)
                for launch in schedule.launches]

    def refusal(self, plan: Planned, native: bool) -> str | None:
        b = plan.contract.blocks
        if native and not b.lane_aligned:
            return f"native TPU kernels need blocks that are multiples of {TPU_LANES} (got {b.describe()})"
        return None

    def prepare(self, plan, interpret: Any):
        from sparse_cli.kernels.flash import PassSteps, step_arrays

        return PassSteps.of({name: step_arrays(wl) for name, wl in plan.worklists.items()})

    def runner(self, plan, interpret: Any):
        from sparse_cli.kernels import flash
        from sparse_cli.planner.routing import route
        from sparse_cli.planner.runtime import mark_overflow, pad_to_blocks

        c = plan.contract
        config = flash.KernelConfig.of(plan, interpret)
        q_pad, kv_pad = plan.padded_lengths

        def run(steps, q, k, v, segment_ids, sinks):
            segments = None
            if segment_ids is not None:
                segment_ids = tuple(pad_to_blocks(ids, unit) for ids, unit in zip(segment_ids, c.blocks.units()))
                segments = flash.Segments.of(*segment_ids)
            routes = route(q, k, c) if c.clustered is not None else None
            steps, overflow = batch_steps(plan, steps, segment_ids, routes)
            if overflow is not None:  # rows over a stated max_grid_width: NaN, never a truncated result
                q, k, v = mark_overflow(c, overflow, q, k, v)
            padded = (flash.pad_tokens(q, q_pad), flash.pad_tokens(k, kv_pad), flash.pad_tokens(v, kv_pad))
            return flash.flash_attention(config, steps, *padded, segments, sinks)[:, : q.shape[1]]

        return run

    def proves(self, kernels: list[str], grads: bool) -> bool:
        from sparse_cli.kernels.flash import KERNEL_NAMES
        from sparse_cli.lowered import kernel_of_launch

        return {kernel_of_launch(name) for name in kernels} == set(KERNEL_NAMES if grads else KERNEL_NAMES[:1])


PALLAS = Pallas()


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
