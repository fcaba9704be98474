"""Attention sharded over a ``heads x q`` device mesh with ``shard_map``.

Heads are split across the ``heads`` axis (with their kv heads, so GQA groups stay whole) and
the query sequence across the ``q`` axis. Each device runs the same Pallas kernels on its
slice: forward rows of its q blocks, and dK/dV worklists rebuilt for its own q blocks
(``planner.worklists.q_shard_worklists``). K and V are replicated along ``q``, so their
gradients are summed across q shards by ``shard_map``'s transpose. A device numbers its q
blocks and heads locally; its launches carry its origin (``PassSteps.at_origin``) so that masks
with a closed form are computed at the true positions and heads.

Runtime contracts plan each batch on the devices, as on one device: a ``documents`` shard cuts
its own rows from its q ids and the whole kv ids; routing is decided once on the whole batch
and each shard walks its q blocks of it. Shapes never depend on the batch, so nothing
recompiles. Several examples (``[B, H, L, D]``, a contract's ``shape.batch``) lie whole on
every device (the batch axis is not split) and each device maps its program over them.
"""

from __future__ import annotations

import jax
import numpy as np
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P

from sparse_cli.backends.base import BackendRefused
from sparse_cli.backends.pallas.arrays import PassSteps, Segments, StepArrays, batch_steps, contiguous, origin, step_arrays
from sparse_cli.backends.pallas.config import KernelConfig
from sparse_cli.backends.pallas.vjp import flash_attention
from sparse_cli.contract import PASSES
from sparse_cli.mesh import MeshShape, gathered
from sparse_cli.planner.plan import Plan
from sparse_cli.planner.routing import route
from sparse_cli.planner.runtime import mark_overflow, pad_to_blocks, pad_tokens
from sparse_cli.planner.worklists import q_shard_worklists, visited_tiles
from sparse_cli.reference import SegmentIds

AXES = ("heads", "q")  # the mesh's axes; the sequence axis is "q" whether or not K/V are split too


def output_spec(batched: bool) -> P:
    """How q and the output (and a ring's K/V) lie over the mesh; a batch axis stays whole."""
    return P(*_lead(batched), "heads", "q")


def _lead(batched: bool) -> tuple:
    return (None,) if batched else ()


def _over_examples(local, batched: bool, in_axes):
    """``local`` (one example's device program) mapped over the leading batch axis where the
    arguments ``in_axes`` marks (0) carry one; as it is for one example."""
    return jax.vmap(local, in_axes=in_axes) if batched else local


def mesh_refusal(plan: Plan, heads: int, q: int, devices: int, pads_queries: bool = False, hosts: int = 1) -> str | None:
    """Why ``plan`` cannot run on a ``heads x q`` mesh of ``devices`` on ``hosts`` (None when it
    can); ``pads_queries``: the program pads unsplit queries to whole blocks itself."""
    c = plan.contract
    if heads * q > devices:
        return f"the mesh needs {heads * q} devices, {devices} available"
    if hosts > 1 and heads * q != devices:  # a running pod's processes, or a compile-only topology's hosts
        return f"the {devices} devices belong to {hosts} hosts, and a multi-host mesh spans every one: heads x q must be {devices}"
    if c.shape.kv_heads % heads:
        return f"{c.shape.kv_heads} kv heads do not split over {heads} head shards"
    for name in PASSES if q > 1 or not pads_queries else ():
        block_q = c.blocks.of(name)[0]
        if c.shape.q_len % (q * block_q):
            if q == 1:
                return (f"q_len {c.shape.q_len} is not a whole number of {block_q}-token blocks ({name} pass): a mesh program takes "
                        "whole blocks of queries (one device pads them)")
            return f"q_len {c.shape.q_len} does not split into {q} shards of whole {block_q}-token blocks ({name} pass)"
    return None


class ShardedProgram:
    """The pallas kernels on a ``heads x q`` mesh (``MeshProgram``): ``Pallas.on_mesh`` builds
    it, ``execution.api.Attention`` runs it."""

    #: K/V split along the sequence too (``ring.RingProgram``)
    ring = False

    def __init__(self, plan: Plan, heads: int, q: int, interpret, devices=None):
        """``devices`` default to ``jax.devices()``; compile-only TPU topology devices work too.
        ``interpret``: False runs natively."""
        self.plan, self._interpret = plan, interpret
        self.mesh_shape = MeshShape(heads, q, self.ring)
        devices = list(devices if devices is not None else jax.devices())
        self._compile_only = not set(devices) <= set(jax.devices())  # a topology's devices hold no data
        reason = mesh_refusal(plan, heads, q, len(devices), hosts=len({device.process_index for device in devices}))
        if reason:
            raise BackendRefused(f"cannot shard contract {plan.contract.name!r} over {self.mesh_shape}: {reason}")
        self.mesh = Mesh(np.array(devices[: heads * q]).reshape(heads, q), AXES)
        self._host_steps: PassSteps[StepArrays[jax.Array]] | None = None  # the static plan's: what the schedules are cut from

    def data_for(self, plan: Plan):
        """Per-q-shard step arrays stacked on a leading axis (dK/dV blocks come transposed)."""
        width = self._host_steps.dkv.grid_width if self._host_steps is not None else None  # runtime payloads keep the plan's
        sharded = q_shard_worklists(plan.worklists, self.mesh.shape["q"], plan.contract.grid_of("dkv")[0], width)
        return self._placed_steps(PassSteps.of({name: step_arrays(wl) for name, wl in sharded.items()}))

    @property
    def host_steps(self) -> PassSteps[StepArrays[jax.Array]]:
        """The static plan's step arrays, kept on the host by the first ``data_for``."""
        if self._host_steps is None:
            raise ValueError("the program's schedules come from its step arrays: call data_for(plan) first")
        return self._host_steps

    def _placed_steps(self, data: PassSteps) -> PassSteps:
        """Step arrays laid out over the mesh; the first (the static plan's) are also kept on
        the host, where the schedules are computed (a multi-host array is not readable there)."""
        if self._host_steps is None:
            self._host_steps = data
        return self._placed(data, self.in_specs()[0])

    def place(self, q, k, v, segment_ids=None, sinks=None):
        """Host inputs as arrays laid out over the mesh (``in_specs``): each process transfers
        only the shards of its own devices, so the same call works on one host or many."""
        specs = self.in_specs(batched=np.ndim(q) == 4)[1:]
        return tuple(self._placed(x, spec) for x, spec in zip((q, k, v, segment_ids, sinks), specs))

    def place_output(self, x):
        return self._placed(x, output_spec(np.ndim(x) == 4))

    def _placed(self, tree, specs):
        """``tree`` laid out over the mesh by ``specs`` (as it is, on compile-only devices:
        lowering reads only its shapes)."""
        if self._compile_only:
            return tree

        def place(spec, x):
            x = np.asarray(x)
            return jax.make_array_from_callback(x.shape, NamedSharding(self.mesh, spec), lambda index: x[index])

        return jax.tree_util.tree_map(place, specs, tree, is_leaf=lambda node: isinstance(node, P))

    def in_specs(self, batched: bool | None = None):
        """How each argument ``(data, q, k, v, segment_ids, sinks)`` is laid out over the mesh:
        step arrays ``[q shards, (ring steps,) heads or 1, rows, width]`` by q shard (and head),
        q by head and q shard, k/v by head — and by sequence shard too on a ring — sinks by head,
        segment ids by q shard (kv ids too on a ring); a leading batch axis (``batched``, by
        default where the contract states ``shape.batch``) is not split. Lowering for a topology
        uses these too, so its memory figures are one device's share."""
        batched = self.plan.contract.shape.batch is not None if batched is None else batched
        lead = _lead(batched)
        steps = P("q", *([None] if self.ring else []), None if self.plan.shared_heads else "heads")
        step_specs = StepArrays(steps, steps, steps, P())
        kv, kv_ids = (output_spec(batched), P(*lead, "q")) if self.ring else (P(*lead, "heads"), P(*lead))
        segments = SegmentIds(P(*lead, "q"), kv_ids) if self.plan.contract.segment_ids else None
        passes = PassSteps.of(dict.fromkeys(self.plan.worklists, step_specs))
        return passes, output_spec(batched), kv, kv, segments, P("heads") if self.plan.contract.sinks else None

    def _device_steps(self, data, q, segment_ids, routes):
        """One device's launches for this batch: its q shard's rows of the static plan, cut to
        the batch's runtime plan (its own rows' documents, or its q blocks of the routing) with
        the same shapes on every device; also what a stated bound cuts, and the padded ids."""
        c = self.plan.contract
        steps = PassSteps.of({name: s.sliced(0) for name, s in data.items()})
        ids = None
        if segment_ids is not None:
            ids = (segment_ids.q, pad_to_blocks(segment_ids.kv, c.blocks.units()[1]))
        shard = jax.lax.axis_index("q")
        steps, overflow = batch_steps(self.plan, steps, ids, routes, heads=q.shape[0], q_shard=(shard, self.mesh.shape["q"]))
        kv_len = self.plan.padded_lengths[1]
        place = origin(contiguous(shard * q.shape[1], q.shape[1]), contiguous(0, kv_len), jax.lax.axis_index("heads") * q.shape[0])
        return steps.at_origin(place), overflow, ids

    def _routes(self, q, k):
        """The batch's routing (routed contracts), decided once on the whole batch (per example)."""
        if self.plan.contract.clustered is None:
            return None
        decide = lambda q, k: route(q, k, self.plan.contract)
        return jax.vmap(decide)(q, k) if q.ndim == 4 else decide(q, k)

    def _sharded(self, local, out_specs, data, q, k, v, segment_ids, sinks):
        """``local`` — one example's program on one device — over the mesh, mapped over the
        examples of a batch."""
        batched = q.ndim == 4
        routes = self._routes(q, k)
        ids = 0 if segment_ids is not None else None
        return jax.shard_map(
            _over_examples(local, batched, (None, 0, 0, 0, ids, None, 0 if routes is not None else None)),
            mesh=self.mesh,
            in_specs=(*self.in_specs(batched), P(*_lead(batched), "heads") if routes is not None else None),
            out_specs=out_specs(batched),
            check_vma=False,  # pallas_call outputs carry no varying-axes annotation
        )(data, q, k, v, segment_ids, sinks, routes)

    def device_tiles(self, data, q, k, v, segment_ids: SegmentIds | None = None, sinks=None) -> dict[str, np.ndarray]:
        """``{pass: [q shards, head shards]}``: the tiles each device visits for this batch (its
        runtime plan where the contract has one), counted from the step arrays it runs."""
        def local(*args):
            return {name: count.reshape(1, 1) for name, count in self._local_tiles(*args).items()}

        per_device = lambda batched: P(*_lead(batched), "q", "heads")
        counts = jax.jit(lambda *args: self._sharded(local, per_device, *args))(data, *self.place(q, k, v, segment_ids, sinks))
        return {name: gathered(count).reshape(-1, *count.shape[-2:]).sum(axis=0) for name, count in counts.items()}

    def _local_tiles(self, data, q, k, v, segment_ids, sinks, routes) -> dict[str, jax.Array]:
        """Per pass, the tiles one device's launches visit for one example."""
        steps = self._device_steps(data, q, segment_ids, routes)[0]
        return {name: visited_tiles(arrays.block_mask, q.shape[0]) for name, arrays in steps.items()}

    def call(self, plan: Plan):
        c = plan.contract
        # every device runs the busiest (q shard, head shard)'s schedule shapes
        config = KernelConfig.of(plan, self._interpret, worklists=dict(self.host_steps.items()),
                                       head_shards=self.mesh.shape["heads"], sharded=True)
        kv_pad = plan.padded_lengths[1]

        def local(data, q, k, v, segment_ids, sinks, routes):
            steps, overflow, ids = self._device_steps(data, q, segment_ids, routes)
            if overflow is not None:  # rows over a stated max_grid_width: NaN, never truncated
                q, k, v = mark_overflow(c, overflow, q, k, v)
            k, v = pad_tokens(k, kv_pad), pad_tokens(v, kv_pad)
            return flash_attention(config, steps, q, k, v, Segments.of(*ids) if ids is not None else None, sinks)

        def call(data, q, k, v, segment_ids=None, sinks=None):
            return self._sharded(local, output_spec, data, q, k, v, segment_ids, sinks)

        return call
