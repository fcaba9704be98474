"""``pallas``: this project's block-sparse flash-attention kernels, and everything that builds
their programs, a module per role:

- ``schedule``: the per-launch runs of tiles (jax-free); ``buffers``: what each kernel keeps in VMEM;
- ``config``: the kernels' static configuration (``KernelConfig``, with the token mask a kernel
  computes on a partial tile: ``kernel_core.token_mask.TokenRule``);
- ``arrays``: the kernels' runtime inputs (step arrays, segment ids, each launch's schedule arrays);
- ``walk``: inside a kernel, the walk over a unit's runs of tiles and which pairs of a tile attend;
- ``call``: the ``pallas_call`` of each launch of a pass (index maps, DMA windows, cost);
- ``forward``, ``backward``: the kernels (their arithmetic is ``backends.kernel_core``'s);
- ``vjp``: the differentiable entry (custom VJP); ``local``: inside a caller's own program;
- ``sharded`` (``heads x q``) and ``ring`` (``seq=S``): the mesh programs.

Serves every contract: static worklists as planned, ``documents`` and routed contracts with
the batch's runtime plan (``planner.runtime``, ``planner.routing``) computed inside the step.
Natively it needs lane-multiple blocks; interpreted it runs any block size.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from sparse_cli.backends.base import Backend, BackendRefused, Planned
from sparse_cli.backends.launches import KernelLaunch, LaunchArray
from sparse_cli.backends.pallas.buffers import dq_head_chunks, fuses_dq, kernel_vmem
from sparse_cli.backends.pallas.schedule import SCHEDULE_ARRAYS, labelled_schedule, schedule_of
from sparse_cli.backends.vmem import KernelVmem
from sparse_cli.contract import MaskContract
from sparse_cli.mesh import LocalProgram, MeshProgram, MeshShape
from sparse_cli.targets import TPU_LANES


class Pallas(Backend):
    name = "pallas"
    summary = "this project's block-sparse Pallas kernels: every mask, documents and routing"
    prefetched = SCHEDULE_ARRAYS
    splits_launches = True

    def launches(self, contract, wl, name: str, budget: int) -> list[KernelLaunch]:
        """The runs of each launch (``schedule``): one grid step per output block of its
        ``(programs, units[, fanout])`` grid; a dK/dV pass that computes dq launches them for
        each chunk of kv heads (``dq_head_chunks``)."""
        schedule = schedule_of(contract, name, wl, budget)
        computes_dq = name == "dkv" and fuses_dq(contract)
        chunks = dq_head_chunks(contract, contract.shape.num_heads, schedule.layout.programs) if computes_dq else 1
        schedule = schedule.chunk(0, chunks)  # each chunk of kv heads launched in turn, alike
        layout = schedule.layout
        one_chunk = [KernelLaunch(arrays=[LaunchArray(name=array, shape=[size // np.dtype(dtype).itemsize], dtype=dtype, bytes=size)
                                          for (array, dtype), size in zip(schedule.dtypes, schedule.launch_bytes(launch).values())],
                                  grid_steps=layout.programs * layout.fanout * launch.units,
                                  visited_tiles=layout.programs * layout.fanout * launch.tiles,
                                  partial_tiles=layout.programs * layout.fanout * launch.partial,
                                  patterned_tiles=[layout.programs * layout.fanout * count for count in launch.patterned],
                                  output_blocks=layout.programs * launch.units, tile_heads=layout.stacked, computes_dq=computes_dq)
                     for launch in schedule.launches]
        return chunks * one_chunk

    def vmem(self, contract) -> list[KernelVmem]:
        return kernel_vmem(contract)

    def refusal(self, plan: Planned, native: bool) -> str | None:
        b = plan.contract.blocks
        if native and not b.lane_aligned:
            return f"native TPU kernels need blocks that are multiples of {TPU_LANES} (got {b.describe()})"
        return None

    def prepare(self, plan, interpret: Any):
        """A static plan's launch schedules, computed here on the host (the program builds
        none); a runtime plan's worklists, from which each batch's schedules are built."""
        from sparse_cli.backends.pallas.arrays import PassSteps, scheduled, step_arrays

        c = plan.contract
        if c.runtime_kind is not None:
            return PassSteps.of({name: step_arrays(wl) for name, wl in plan.worklists.items()})
        return PassSteps.of({name: scheduled(*labelled_schedule(c, name, wl, plan.smem_budget), wl) for name, wl in plan.worklists.items()})

    def runner(self, plan, interpret: Any):
        from sparse_cli.backends.pallas.arrays import Segments, batch_steps
        from sparse_cli.backends.pallas.config import KernelConfig
        from sparse_cli.backends.pallas.vjp import flash_attention
        from sparse_cli.planner.routing import route
        from sparse_cli.planner.runtime import mark_overflow, pad_to_blocks, pad_tokens

        c = plan.contract
        config = KernelConfig.of(plan, interpret)
        q_pad, kv_pad = plan.padded_lengths

        def run(steps, q, k, v, segment_ids, sinks):
            segments = None
            if segment_ids is not None:
                segment_ids = tuple(pad_to_blocks(ids, unit) for ids, unit in zip(segment_ids, c.blocks.units()))
                segments = Segments.of(*segment_ids)
            routes = route(q, k, c) if c.clustered is not None else None
            steps, overflow = batch_steps(plan, steps, segment_ids, routes)
            if overflow is not None:  # rows over a stated max_grid_width: NaN, never a truncated result
                q, k, v = mark_overflow(c, overflow, q, k, v)
            padded = (pad_tokens(q, q_pad), pad_tokens(k, kv_pad), pad_tokens(v, kv_pad))
            return flash_attention(config, steps, *padded, segments, sinks)[:, : q.shape[1]]

        return run

    def over_batch(self, run, data, q, k, v, segment_ids, sinks):
        """One example after another (``lax.map``): the kernels copy fetched blocks from HBM
        by DMA, which ``vmap`` cannot batch; each example is a whole pass of output blocks."""
        import jax

        return jax.lax.map(lambda example: run(data, *example, sinks), (q, k, v, segment_ids))

    def on_mesh(self, plan, mesh_shape: MeshShape, devices, interpret: Any) -> MeshProgram:
        """The kernels on a ``heads x q`` mesh (``sharded``), or with K/V split along the
        sequence too (``seq=S``: ``ring``); a plan the mesh cannot split is refused first."""
        reason = self.refusal(plan, interpret is False)
        if reason:
            raise BackendRefused(f"backend 'pallas' cannot serve this contract: {reason}")
        from sparse_cli.backends.pallas.ring import RingProgram
        from sparse_cli.backends.pallas.sharded import ShardedProgram

        program = RingProgram if mesh_shape.ring else ShardedProgram
        return program(plan, mesh_shape.heads, mesh_shape.shards, interpret, devices)

    def local_program(self, plan, interpret: Any, head_shards: int = 1, q_shards: int = 1,
                      residual_name: str | None = None) -> LocalProgram:
        """The kernels inside a caller's own program (``local.LocalProgram``): step arrays per
        (q shard, head shard) as data, output and log-sum-exp, batched one example after
        another under ``vmap``."""
        reason = self.refusal(plan, interpret is False)
        if reason:
            raise BackendRefused(f"backend 'pallas' cannot serve this contract: {reason}")
        from sparse_cli.backends.pallas.local import LocalProgram

        return LocalProgram(plan, head_shards, q_shards, interpret, residual_name)

    def computes_dq_with_dkv(self, contract: MaskContract) -> bool:
        return fuses_dq(contract)

    def proves(self, kernels: list[str], grads: bool, contract: MaskContract) -> bool:
        from sparse_cli.backends.pallas.config import KERNEL_NAMES
        from sparse_cli.lowered import kernel_of_launch

        fwd, dq, dkv = KERNEL_NAMES
        expected = {fwd} if not grads else {fwd, dkv} if self.computes_dq_with_dkv(contract) else {fwd, dq, dkv}
        return {kernel_of_launch(name) for name in kernels} == expected


PALLAS = Pallas()
