"""The pallas kernels inside a caller's own program (``Pallas.local_program``): one device's
share of a static plan, run from the caller's ``jit``, ``vmap``, ``grad`` and ``shard_map``.

The step arrays are the plan's worklists per q shard (``planner.worklists.q_shard_worklists``,
as a ``heads x q`` mesh program cuts them), stacked ``[q shards, heads or 1, rows, width]``,
and each device's ``place`` (its q shard and head shard) is data too: a caller's
``shard_map`` hands every device its slice by the specs ``specs`` gives for its own axis
names, and the device reads where its blocks and heads stand from the slice, not from axis
names it cannot know. The launch schedules are built in the program from the step arrays (a
mesh program's way), so the data does not depend on the head dimension, kv heads or dtype of
the call. The kernel entry returns the output and the log-sum-exp (``kernel.attention_with_lse``:
differentiable, and batched one example after another under ``vmap``).
"""

from __future__ import annotations

import dataclasses
from typing import Generic

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

from sparse_cli.backends.base import BackendRefused
from sparse_cli.backends.pallas.arrays import Leaf, PassSteps, Segments, StepArrays, contiguous, origin, step_arrays
from sparse_cli.backends.pallas.config import KernelConfig
from sparse_cli.backends.pallas.sharded import mesh_refusal
from sparse_cli.backends.pallas.vjp import attention_with_lse
from sparse_cli.planner.plan import Plan
from sparse_cli.planner.runtime import pad_to_blocks, pad_tokens
from sparse_cli.planner.worklists import q_shard_worklists


@dataclasses.dataclass(frozen=True)
class LocalData(Generic[Leaf]):
    """The step arrays of every device (``[q shards, heads or 1, rows, width]`` per pass; the
    stored partial blocks shared) and each device's ``place``: ``[q shards, head shards, 2]``
    int32, its (q shard, head shard); arrays, or (``LocalProgram.specs``) where they lie."""

    steps: PassSteps[StepArrays[Leaf]]
    place: Leaf


jax.tree_util.register_dataclass(LocalData, data_fields=["steps", "place"], meta_fields=[])


class LocalProgram:
    """The kernels of a static ``plan`` with its heads split over ``head_shards`` and its
    queries over ``q_shards`` (K/V whole on every device), as ``Backend.local_program`` gives
    them (``mesh.LocalProgram``)."""

    def __init__(self, plan: Plan, head_shards: int, q_shards: int, interpret, residual_name: str | None = None):
        c = plan.contract
        if c.runtime_kind is not None:
            raise BackendRefused(f"a {c.runtime_kind} contract plans each batch; a local program runs static plans")
        reason = mesh_refusal(plan, head_shards, q_shards, head_shards * q_shards, pads_queries=True)
        if reason:
            raise BackendRefused(f"cannot split contract {c.name!r} into {head_shards} head x {q_shards} q shards: {reason}")
        self.plan, self.head_shards, self.q_shards, self.residual_name = plan, head_shards, q_shards, residual_name
        self._worklists = q_shard_worklists(plan.worklists, q_shards, c.grid_of("dkv")[0])
        host = {name: StepArrays(wl.block_mask, wl.data_next, wl.mask_next, wl.partial_mask_blocks) for name, wl in self._worklists.items()}
        # every device runs the busiest (q shard, head shard)'s schedule shapes
        self.config = KernelConfig.of(plan, interpret, worklists=host, head_shards=head_shards, sharded=True)

    def data(self) -> LocalData:
        """Every device's step arrays and place, as device arrays."""
        steps = PassSteps.of({name: step_arrays(wl) for name, wl in self._worklists.items()})
        shards = np.meshgrid(np.arange(self.q_shards), np.arange(self.head_shards), indexing="ij")
        return LocalData(steps, jnp.asarray(np.stack(shards, axis=-1), jnp.int32))

    def specs(self, head_axis: str | None, q_axis: str | None) -> LocalData:
        """How ``data()`` lies over a caller's mesh whose ``head_axis`` splits the heads and
        ``q_axis`` the queries (None: not split): ``shard_map`` in_specs."""
        steps = P(q_axis, None if self.plan.shared_heads else head_axis)
        return LocalData(PassSteps.of(dict.fromkeys(self._worklists, StepArrays(steps, steps, steps, P()))), P(q_axis, head_axis))

    def shard(self, data: LocalData, q_shard: int, head_shard: int) -> LocalData:
        """One device's slice of ``data()``: what ``shard_map`` hands it by ``specs``."""
        heads = self.plan.contract.shape.num_heads // self.head_shards
        rows = slice(None) if self.plan.shared_heads else slice(head_shard * heads, (head_shard + 1) * heads)
        steps = PassSteps.of({name: s.sliced((slice(q_shard, q_shard + 1), rows)) for name, s in data.steps.items()})
        return LocalData(steps, data.place[q_shard:q_shard + 1, head_shard:head_shard + 1])

    def run(self, data: LocalData, q, k, v, segment_ids, sinks):
        """``(out [H_l, Lq_l, Dv], lse [H_l, Lq_l])`` of one device's share: its query heads
        and queries (``q [H_l, Lq_l, D]``), the K/V heads of its query heads over every key
        (``k [H_kv_l, Lk, D]``, ``v [H_kv_l, Lk, Dv]``), its query ids and every key's
        (``segment_ids``: a ``(q, kv)`` pair or None), its heads' sinks; ``data`` its slice."""
        if data.place.shape[:2] != (1, 1):
            raise ValueError(f"data holds {data.place.shape[0]} q shards x {data.place.shape[1]} head shards: run takes "
                             "one device's slice (LocalProgram.shard, or shard_map with LocalProgram.specs)")
        c = self.plan.contract
        length = q.shape[1]
        q_pad, kv_pad = self.plan.padded_lengths if self.q_shards == 1 else (length, self.plan.padded_lengths[1])
        steps = PassSteps.of({name: s.sliced(0) for name, s in data.steps.items()})
        q_shard, head_shard = data.place[0, 0, 0], data.place[0, 0, 1]
        steps = steps.at_origin(origin(contiguous(q_shard * q_pad, q_pad), contiguous(0, kv_pad), head_shard * q.shape[0]))
        segments = None
        if segment_ids is not None:
            units = c.blocks.units()
            segments = Segments.of(pad_to_blocks(segment_ids[0], units[0]), pad_to_blocks(segment_ids[1], units[1]))
        padded = (pad_tokens(q, q_pad), pad_tokens(k, kv_pad), pad_tokens(v, kv_pad))
        out, lse = attention_with_lse(self.config, self.residual_name, steps, *padded, segments, sinks)
        return out[:, :length], lse[:, :length]
