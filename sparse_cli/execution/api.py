"""The public execution API: a plan bound to a backend (``Attention``), and its receipt.

Which backend runs is decided by ``backends.choose`` (an explicit request never falls back:
it runs, or raises ``BackendRefused`` with the reason); the backend supplies the runtime data
and the function that runs it. ``Attention`` adds what every backend shares: batching, the
checks at the API boundary, the host check of a stated ``max_grid_width``, one jit, and the
receipt read back from the lowered program.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.pallas import tpu as pltpu
from pydantic import BaseModel

from sparse_cli.arguments import require
from sparse_cli.backends import BACKENDS, BackendRefused, Choice, backend_named, choose
from sparse_cli.lowered import kernels_in
from sparse_cli.mesh import MeshProgram, MeshShape
from sparse_cli.planner.limits import DocumentOverflow
from sparse_cli.planner.plan import Plan, require_plan
from sparse_cli.planner.runtime import DocumentBound
from sparse_cli.reference import SegmentIds
from sparse_cli.report.program import decide
from sparse_cli.versions import RUNTIME_PACKAGES, package_versions

__all__ = ["Attention", "BackendRefused", "DocumentOverflow", "Receipt", "attention", "on_tpu"]


#: What an array argument may be (a jax.Array includes the tracers of a caller's own jit).
ARRAY = (jax.Array, np.ndarray)


def on_tpu() -> bool:
    return jax.default_backend() == "tpu"


def resolve_interpret(interpret: bool | pltpu.InterpretParams | None) -> tuple[bool, bool | pltpu.InterpretParams]:
    """``(native, interpret)`` as the kernels take it: None runs natively on a TPU and
    interpreted elsewhere; False natively; True, or ``InterpretParams``, in JAX's TPU interpreter."""
    if isinstance(interpret, np.bool_):
        interpret = bool(interpret)
    if interpret is not None and not isinstance(interpret, (bool, pltpu.InterpretParams)):  # "yes" or "no" would both interpret
        raise TypeError(f"interpret must be None, True, False or pltpu.InterpretParams (got {interpret!r})")
    native = on_tpu() if interpret is None else interpret is False
    return native, False if native else (interpret if isinstance(interpret, pltpu.InterpretParams) else True)


class Receipt(BaseModel):
    """What ran, why, and the evidence read back from the lowered program."""

    contract: str
    cache_key: str
    requested: str
    chosen: str
    reason: str
    platform: str
    execution: str  # "native", "interpret" or "xla"
    devices: int  # devices the program runs on (a mesh's size)
    processes: int  # JAX processes (hosts) taking part in the run
    kernels: list[str]  # kernel names found in the lowered program
    evidence: str
    proven: bool
    versions: dict[str, str | None]


def int32_by_type(dtype) -> bool:
    """Whether every value of an integer ``dtype`` fits the kernels' int32 segment ids (int8 to
    int32, uint8, uint16): only wider types' values must be looked at."""
    return bool(np.iinfo(dtype).min >= -(2**31) and np.iinfo(dtype).max < 2**31)


def _int32_ids(ids, name: str):
    """Segment ids as the kernels and the planner read them, int32 (negative: padding): a
    narrower type widened; a wider or unsigned one (uint32, int64) narrowed only when its values
    fit, for an id past int32 would wrap into another document, or into padding."""
    if int32_by_type(ids.dtype):
        return ids if ids.dtype == np.int32 else ids.astype(np.int32)
    if isinstance(ids, jax.core.Tracer):
        raise TypeError(f"segment_ids.{name} are {ids.dtype} inside jit, where their values cannot be checked to fit the "
                        "kernels' int32 ids; cast them to int32")
    values = np.asarray(ids)
    if values.size and (values.min() < -(2**31) or values.max() >= 2**31):
        raise ValueError(f"segment_ids.{name} must fit in int32, the kernels' id type (got {values.dtype} values from "
                         f"{values.min()} to {values.max()}: an id past it would alias another document or padding)")
    return ids.astype(np.int32)


class Attention:
    """A plan bound to a backend: call it like attention; ask it for a receipt.

    The worklists are passed to the jitted function as arguments, so replacing them with other
    values of the same shapes does not recompile.
    """

    #: The device mesh the program runs on, its ``--mesh`` shape and the backend's program
    #: there (``Backend.on_mesh``); None: one device.
    mesh = None
    mesh_shape: MeshShape | None = None
    mesh_program: MeshProgram | None = None

    def __init__(self, plan: Plan, backend: str | Choice | None = None, interpret: bool | pltpu.InterpretParams | None = None,
                 mesh: MeshShape | None = None, devices=None, served: Plan | None = None):
        """``backend``: a name (``auto`` or a backend), or a ``Choice`` already made — e.g. for
        the real contract when ``plan`` is its scaled-down stand-in — which is kept as the
        receipt's record of why, after checking the backend serves ``plan`` too. ``interpret``:
        None runs natively on a TPU and interpreted elsewhere; ``True`` the generic interpreter;
        ``InterpretParams`` JAX's TPU interpreter with those settings (the Pallas backend).
        ``mesh``: the program sharded over a device mesh of that shape (of ``devices``, default
        ``jax.devices()``; compile-only topology devices lower), one example per call.
        ``served``: the plan a ``Choice`` is checked against instead of ``plan`` (a slice's real
        plan: the slice's other query rows visit nothing on purpose)."""
        self.plan = plan = require_plan(plan)
        native, self._interpret = resolve_interpret(interpret)
        if mesh is None:
            self.choice = self._choose(served or plan, backend, native)
        else:
            self.choice, self.mesh_program = self._on_mesh(plan, backend, mesh, devices)
            self.mesh, self.mesh_shape = self.mesh_program.mesh, mesh
        self.backend = self.choice.backend
        self.execution = "xla" if self.backend.kernel_free else ("native" if native else "interpret")
        self.data = self.data_for(plan)
        self.call = self._call(plan)
        self._jitted = jax.jit(self.call)
        documents = plan.contract.documents
        bounded = documents is not None and documents.max_grid_width is not None
        # a program that computes every tile has no step width for a batch to overflow
        self._bound = DocumentBound(plan) if bounded and not self.backend.computes_every_tile else None

    def _choose(self, plan: Plan, backend: str | Choice | None, native: bool) -> Choice:
        if isinstance(backend, Choice):
            choose(plan, backend.chosen, native)  # raises when it cannot serve this plan
            return backend
        return decide(plan, backend, native)

    def _on_mesh(self, plan: Plan, backend: str | Choice | None, mesh: MeshShape, devices) -> tuple[Choice, MeshProgram]:
        """The backend's program on ``mesh``: the requested backend's (refused when it has
        none), or with ``auto`` the first backend that shards this plan."""
        requested = backend.requested if isinstance(backend, Choice) else backend or plan.contract.backend
        sharding = [candidate for candidate in BACKENDS.values() if candidate.shards]
        candidates = sharding if requested == "auto" else [backend_named(requested)]
        if not candidates[0].shards:
            raise BackendRefused(f"backend {requested!r} cannot run sharded: --mesh runs the "
                                 f"{' or '.join(candidate.name for candidate in sharding)} kernels")
        refused = None
        for candidate in candidates:
            try:
                program = candidate.on_mesh(plan, mesh, devices, self._interpret)
            except BackendRefused as error:
                refused = refused or error
                continue
            return Choice(requested, candidate.name, f"sharded over a {mesh} mesh"), program
        raise refused

    def data_for(self, plan: Plan):
        """The backend's runtime data (the worklists) for ``plan`` or another plan of the same
        contract: new values, same shapes, so the compiled program is reused."""
        if self.mesh_program is not None:
            return self.mesh_program.data_for(plan)
        return self.backend.prepare(plan, self._interpret)

    def _call(self, plan: Plan):
        """``call(data, q, k, v, segment_ids, sinks)``: the backend's runner, over a batch axis
        as the backend batches it (``Backend.over_batch``; the sinks, parameters of the heads,
        are shared by every example); on a mesh, the backend's sharded program (one example)."""
        if self.mesh_program is not None:
            return self.mesh_program.call(plan)
        run = self.backend.runner(plan, self._interpret)

        def call(data, q, k, v, segment_ids=None, sinks=None):
            if q.ndim == 3:
                return run(data, q, k, v, segment_ids, sinks)
            return self.backend.over_batch(run, data, q, k, v, segment_ids, sinks)

        return call

    @property
    def devices(self) -> int:
        return self.mesh.size if self.mesh is not None else 1

    def __call__(self, q, k, v, segment_ids: SegmentIds | None = None, sinks=None):
        """``q [(B,) H, Lq, D]``, ``k [(B,) H_kv, Lk, D]``, ``v [(B,) H_kv, Lk, Dv]``; segment
        ids ``[(B,) L]``; ``sinks [H]`` (one logit per query head) when the contract has sinks.

        A batch whose documents need more steps than a stated ``max_grid_width`` is refused
        (``DocumentOverflow``). Inside a caller's own ``jax.jit`` (``attention.call``) no host
        check can run: there what the bound would cut comes out NaN, never silently truncated —
        the output rows (those that attend anything) and dq rows of each q block whose row
        overflows, and the dk/dv rows of each kv block such a q block visits or whose own dK/dV
        row overflows. Every other row is exact."""
        segment_ids, sinks = self._check(q, k, v, segment_ids, sinks)
        self.check_batch(segment_ids)
        return self._jitted(self.data, q, k, v, segment_ids, sinks)

    def place(self, q, k, v, segment_ids: SegmentIds | None = None, sinks=None):
        """The inputs of one call as the program takes them (a mesh lays them out over its
        devices, each process transferring only its own devices' shards); on one device, as given."""
        if self.mesh_program is not None:
            return self.mesh_program.place(q, k, v, segment_ids, sinks)
        return q, k, v, segment_ids, sinks

    def place_output(self, x):
        """An array shaped like the output (a cotangent), laid out as the output is."""
        return self.mesh_program.place_output(x) if self.mesh_program is not None else x

    def in_specs(self):
        """On a mesh: how each argument ``(data, q, k, v, segment_ids, sinks)`` lies over it."""
        if self.mesh_program is None:
            raise ValueError("in_specs: this attention runs on one device, not on a mesh")
        return self.mesh_program.in_specs()

    def device_tiles(self, q, k, v, segment_ids: SegmentIds | None = None, sinks=None) -> dict[str, np.ndarray]:
        """On a mesh: ``{pass: [sequence shards, head shards]}``, the tiles each device visits
        for this batch."""
        if self.mesh_program is None:
            raise ValueError("device_tiles: this attention runs on one device, not on a mesh")
        segment_ids, sinks = self._check(q, k, v, segment_ids, sinks)
        return self.mesh_program.device_tiles(self.data, q, k, v, segment_ids, sinks)

    def check_batch(self, segment_ids: SegmentIds | None) -> None:
        """The max_grid_width policy on the host: refuse (naming the batch) rather than truncate.
        Traced ids (a caller's own jit) cannot be inspected here; the program marks what a bound
        cuts as NaN instead."""
        if self._bound is None or isinstance(segment_ids.q, jax.core.Tracer) or isinstance(segment_ids.kv, jax.core.Tracer):
            return
        self._bound.check(segment_ids.q, segment_ids.kv)

    def _check(self, q, k, v, segment_ids, sinks) -> tuple[SegmentIds | None, jax.Array | np.ndarray | None]:
        """Types and shapes at the API boundary (a clear TypeError or ValueError, never a silent
        pad, crop or integer "attention"); returns the segment ids as ``SegmentIds`` (a
        ``(q_ids, kv_ids)`` pair is accepted) and the sinks as an array (a list is accepted)."""
        s = self.plan.contract.shape
        for name, x in (("q", q), ("k", k), ("v", v)):
            require(x, ARRAY, name, "an array (jax.Array or numpy.ndarray) of shape [(B,) H, L, D]")
            if not jnp.issubdtype(x.dtype, jnp.floating):
                raise TypeError(f"{name} must be floating point: the contract expects {s.dtype} (shape.dtype); got {x.dtype}")
        expect = (s.num_heads, s.q_len, s.head_dim), (s.kv_heads, s.kv_len, s.head_dim), (s.kv_heads, s.kv_len, s.value_dim)
        if (q.shape[-3:], k.shape[-3:], v.shape[-3:]) != expect:
            raise ValueError(f"q/k/v shapes {q.shape}/{k.shape}/{v.shape} do not match the contract "
                             f"(q {expect[0]}, k {expect[1]}, v {expect[2]})")
        if q.ndim not in (3, 4) or not q.ndim == k.ndim == v.ndim or q.shape[:-3] != k.shape[:-3] or k.shape[:-3] != v.shape[:-3]:
            raise ValueError(f"q/k/v must all be [H, L, D] or all [B, H, L, D] with one batch size "
                             f"(got {q.shape}/{k.shape}/{v.shape}); broadcast k and v to q's batch")
        if self.plan.contract.sinks != (sinks is not None):
            raise ValueError("sinks must be given exactly when the contract sets sinks: true")
        if sinks is not None:
            try:
                sinks = sinks if isinstance(sinks, jax.Array) else np.asarray(sinks)
            except (TypeError, ValueError):  # a ragged list: numpy's own words would not name the argument
                sinks = np.asarray(None)
            if sinks.shape != (s.num_heads,) or not jnp.issubdtype(sinks.dtype, jnp.floating):
                raise ValueError(f"sinks must be floats of shape ({s.num_heads},), one per query head "
                                 f"(got {sinks.dtype} {sinks.shape})")
            # traced sinks (a caller's own jit) cannot be read here: there a NaN or +inf sink makes its head's rows NaN
            values = None if isinstance(sinks, jax.core.Tracer) else np.asarray(sinks, np.float64)
            if values is not None and not np.isfinite(values).all():
                head = int(np.flatnonzero(~np.isfinite(values))[0])
                raise ValueError(f"sinks must be finite, like every contract field (head {head} has {values[head]})")
        if self.plan.contract.segment_ids != (segment_ids is not None):
            raise ValueError("segment_ids must be given exactly when the contract sets segment_ids: true")
        if segment_ids is None:
            return None, sinks
        if not isinstance(segment_ids, SegmentIds):
            if not (isinstance(segment_ids, (tuple, list)) and len(segment_ids) == 2):
                raise ValueError("segment_ids must be SegmentIds(q, kv) or a (q_ids, kv_ids) pair")
            segment_ids = SegmentIds(*segment_ids)
        batch = q.shape[:-3]
        for name, ids, length in (("q", segment_ids.q, s.q_len), ("kv", segment_ids.kv, s.kv_len)):
            require(ids, ARRAY, f"segment_ids.{name}", f"an array (jax.Array or numpy.ndarray) of integers of shape {(*batch, length)}")
            if tuple(jnp.shape(ids)) != (*batch, length) or not jnp.issubdtype(ids.dtype, jnp.integer):
                raise ValueError(f"segment_ids.{name} must be integers of shape {(*batch, length)} "
                                 f"(got {ids.dtype} {tuple(jnp.shape(ids))})")
        return SegmentIds(_int32_ids(segment_ids.q, "q"), _int32_ids(segment_ids.kv, "kv")), sinks

    def program(self, grads: bool = False):
        """``f(data, q, k, v, segment_ids, sinks)``: the forward pass, or with ``grads`` the
        output and the VJP of the output itself in q, k, v and the sinks (which exercises every
        backward kernel)."""
        if not grads:
            return self.call

        def forward_and_backward(data, q, k, v, segment_ids=None, sinks=None):
            differentiated = (q, k, v) if sinks is None else (q, k, v, sinks)
            out, pullback = jax.vjp(lambda q, k, v, *sinks: self.call(data, q, k, v, segment_ids, *sinks or (None,)),
                                    *differentiated)
            return out, pullback(out)

        return forward_and_backward

    def receipt(self, q, k, v, segment_ids: SegmentIds | None = None, grads: bool = False, sinks=None) -> Receipt:
        """Lower the program this object runs (with ``grads``, its VJP too) and read back which
        kernels it contains."""
        text = jax.jit(self.program(grads)).lower(self.data, q, k, v, segment_ids, sinks).as_text(debug_info=True)
        kernels, evidence = kernels_in(text)
        c = self.plan.contract
        return Receipt(
            contract=c.name,
            cache_key=c.cache_key(),
            requested=self.choice.requested,
            chosen=self.choice.chosen,
            reason=self.choice.reason,
            platform=jax.default_backend(),
            execution=self.execution,
            devices=self.devices,
            processes=jax.process_count(),
            kernels=kernels,
            evidence=evidence,
            proven=self.backend.proves(kernels, grads, c),
            versions=package_versions(RUNTIME_PACKAGES),
        )


class RecentAttentions:
    """The last few attentions the function forms made (``attention``, ``sparse_cli.torch.attention``):
    a plan called again reuses its jitted programs instead of compiling them again. An entry
    holds its plan, so a plan's id is never another live plan's; the oldest go first."""

    def __init__(self, size: int = 8):
        self._made: OrderedDict[tuple, tuple[Plan, Any]] = OrderedDict()
        self._size = size

    def of(self, plan: Plan, options: tuple, make: Callable[[], Any]):
        """The attention made by ``make`` for ``plan`` and ``options`` (hashable), made once."""
        key = (id(plan), *options)
        entry = self._made.pop(key, None)
        if entry is None or entry[0] is not plan:
            entry = (plan, make())
        self._made[key] = entry
        while len(self._made) > self._size:
            self._made.popitem(last=False)
        return entry[1]


RECENT = RecentAttentions()


def attention(q, k, v, plan: Plan, *, segment_ids: SegmentIds | None = None, sinks=None, backend: str = "auto"):
    """Block-sparse attention of ``plan``'s contract: shapes ``[H, L, D]`` or ``[B, H, L, D]``
    (a plan called again runs the programs compiled for it: ``RECENT``)."""
    return RECENT.of(plan, ("jax", backend), lambda: Attention(plan, backend))(q, k, v, segment_ids, sinks)
