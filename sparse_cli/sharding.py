"""Attention sharded over a ``heads x q`` device mesh with ``shard_map``.

Heads are split across the ``heads`` axis (with their kv heads, so GQA groups stay whole) and
the query sequence across the ``q`` axis. Each device runs the same Pallas kernels on its
slice: forward rows of its q blocks, and dK/dV worklists rebuilt for its own q blocks
(``planner.worklists.q_shard_worklists``). K and V are replicated along ``q``, so their
gradients are summed across q shards by ``shard_map``'s transpose.
"""

from __future__ import annotations

import re

import jax
import numpy as np
from jax.sharding import Mesh
from jax.sharding import PartitionSpec as P

from sparse_cli.api import Attention
from sparse_cli.backends import BackendRefused, Choice, refusal
from sparse_cli.contract import PASSES
from sparse_cli.kernels import flash
from sparse_cli.kernels.reference import SegmentIds
from sparse_cli.planner.plan import Plan
from sparse_cli.planner.runtime import pad_to_blocks
from sparse_cli.planner.worklists import q_shard_worklists

AXES = ("heads", "q")


def parse_mesh(text: str) -> dict[str, int]:
    """``"heads=2,q=4"`` -> ``{"heads": 2, "q": 4}`` (missing axes are 1)."""
    sizes = dict.fromkeys(AXES, 1)
    for part in filter(None, (p.strip() for p in text.split(","))):
        match = re.fullmatch(r"(heads|q)=(\d+)", part)
        if not match or int(match.group(2)) < 1:
            raise ValueError(f"--mesh {text!r}: expected heads=H,q=Q with positive integers")
        sizes[match.group(1)] = int(match.group(2))
    return sizes


def mesh_refusal(plan: Plan, heads: int, q: int, devices: int) -> str | None:
    """Why ``plan`` cannot run on a ``heads x q`` mesh (None when it can)."""
    c = plan.contract
    if c.clustered is not None:
        return "routed (clustered) contracts route per batch, which sharded runs do not do yet"
    if c.shape.batch is not None:
        return "sharded runs take one example (q [H, L, D]); remove shape.batch"
    if heads * q > devices:
        return f"the mesh needs {heads * q} devices, {devices} available"
    if c.shape.kv_heads % heads:
        return f"{c.shape.kv_heads} kv heads do not split over {heads} head shards"
    for name in PASSES:
        block_q = c.blocks.of(name)[0]
        if c.shape.q_len % (q * block_q):
            return f"q_len {c.shape.q_len} does not split into {q} shards of whole {block_q}-token blocks ({name} pass)"
    return None


class ShardedAttention(Attention):
    """Like ``Attention`` (call it, ask for a receipt), with the pallas kernels on a mesh."""

    def __init__(self, plan: Plan, heads: int, q: int, backend: str | None = None, interpret: bool | None = None,
                 devices=None):
        """``devices`` default to ``jax.devices()``; compile-only TPU topology devices work too."""
        devices = list(devices if devices is not None else jax.devices())
        reason = mesh_refusal(plan, heads, q, len(devices))
        if reason:
            raise BackendRefused(f"cannot shard contract {plan.contract.name!r} over heads={heads},q={q}: {reason}")
        self.mesh = Mesh(np.array(devices[: heads * q]).reshape(heads, q), AXES)
        self._dkv_width = None  # the static plan's dK/dV width, which every runtime payload keeps
        super().__init__(plan, backend, interpret=interpret)
        self._bound = None  # sharded runs use the static bound: no per-batch plan to bound

    def _choose(self, plan: Plan, backend: str | Choice | None, native: bool) -> Choice:
        requested = backend.requested if isinstance(backend, Choice) else backend or plan.contract.backend
        if requested not in ("auto", "pallas"):
            raise BackendRefused(f"backend {requested!r} cannot run sharded: --mesh runs the pallas kernels")
        reason = refusal("pallas", plan, native)
        if reason:
            raise BackendRefused(f"backend 'pallas' cannot serve this contract: {reason}")
        return Choice(requested, "pallas", f"sharded over a heads={self.mesh.shape['heads']} x q={self.mesh.shape['q']} mesh")

    def data_for(self, plan: Plan):
        """Per-q-shard step arrays stacked on a leading axis (dK/dV blocks come transposed)."""
        sharded = q_shard_worklists(plan.worklists, self.mesh.shape["q"], plan.contract.grid_of("dkv")[0], self._dkv_width)
        data = flash.PassSteps.of({name: flash.step_arrays(wl) for name, wl in sharded.items()})
        self._dkv_width = data.dkv.grid_width
        return data

    def in_specs(self):
        """How each argument ``(data, q, k, v, segment_ids, sinks)`` is laid out over the mesh:
        step arrays ``[q shards, heads or 1, rows, width]`` by q shard (and head), q by head and
        q shard, k/v and sinks by head, segment ids of q by q shard. Lowering for a topology uses these too,
        so its memory figures are one device's share."""
        steps = P("q", None if self.plan.shared_heads else "heads")
        step_specs = flash.StepArrays(steps, steps, steps, P())
        segments = SegmentIds(P("q"), P()) if self.plan.contract.segment_ids else None
        passes = flash.PassSteps.of(dict.fromkeys(self.plan.worklists, step_specs))
        return passes, P("heads", "q"), P("heads"), P("heads"), segments, P("heads") if self.plan.contract.sinks else None

    def _call(self, plan: Plan):
        c = plan.contract
        # every device runs the busiest (q shard, head shard)'s schedule shapes
        config = flash.KernelConfig.of(plan, self._interpret, worklists=dict(self.data.items()), head_shards=self.mesh.shape["heads"],
                                       q_shards=self.mesh.shape["q"])
        kv_pad = plan.padded_lengths[1]

        def local(data, q, k, v, segment_ids, sinks):
            steps = flash.PassSteps.of({name: flash.StepArrays(*(a[0] for a in s.prefetch()), s.partial_mask_blocks)
                                        for name, s in data.items()})
            k, v = flash.pad_tokens(k, kv_pad), flash.pad_tokens(v, kv_pad)
            segments = None
            if segment_ids is not None:
                segments = flash.Segments.of(segment_ids.q, pad_to_blocks(segment_ids.kv, c.blocks.units()[1]))
            return flash.flash_attention(config, steps, q, k, v, segments, sinks)

        def call(data, q, k, v, segment_ids=None, sinks=None):
            if q.ndim != 3:
                raise ValueError("sharded attention takes one example: q [H, L, D]")
            return jax.shard_map(
                local,
                mesh=self.mesh,
                in_specs=self.in_specs(),
                out_specs=P("heads", "q"),
                check_vma=False,  # pallas_call outputs carry no varying-axes annotation
            )(data, q, k, v, segment_ids, sinks)

        return call
