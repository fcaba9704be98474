"""``verify --slice``: the backend a contract runs natively, at the contract's real block sizes,
windows and lengths, on a slice of its queries, against float64.

Each query row's attention depends on its own query and every key alone, so the rows of a
slice (``planner.scale.slice_units``: every distinct row of tiles of every head mask) are
checked exactly while the kernel computes nothing else: a static plan visits only the
slice's tiles (``plan(q_units=...)``: other rows write zeros); a runtime plan (documents,
routing) is built for the whole batch, as it runs, and the slice's rows are compared. With
gradients, the output's cotangent is zero off the slice, so dK/dV hold the slice's share, and
the float64 reference takes the gradient of the same rows.

The float64 reference is computed for the slice's rows only, in chunks of rows that bound its
memory; the dtype baseline (what any correct kernel in this dtype misses by) is the same
reference on the dtype-rounded inputs, as dense attention in that dtype computes.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.backends import Choice
from sparse_cli.execution.api import Attention, on_tpu
from sparse_cli.execution.verify import TOLERANCE, Verdict, _compare, kernel_fault, moba_selection, sink_gradient_scale
from sparse_cli.planner.plan import Plan
from sparse_cli.planner.routing import route
from sparse_cli.planner.samples import PackingSampler
from sparse_cli.planner.scale import ScaledContract
from sparse_cli.reference import SegmentIds, attention_reference, token_mask

#: Score elements (heads x rows x keys) of one chunk of the float64 reference.
REFERENCE_ELEMENTS = 1 << 23
#: Document boundaries a slice of a packed batch adds (the units that hold them).
BOUNDARY_UNITS = 2


def verify_slice(real: Plan, choice: Choice, checked: ScaledContract, seed: int = 0, grads: bool = False) -> tuple[Verdict, ScaledContract]:
    """Run ``choice`` on ``checked`` (the real contract's heads at its real size, a slice of
    its q units) and compare the slice's rows with float64; returns the verdict and the slice
    checked (a packed batch adds the units of its first document boundaries)."""
    plan = checked.plan
    c, s = plan.contract, plan.contract.shape
    rng = np.random.default_rng(seed)
    q, k, v = (rng.standard_normal(shape, np.float32) for shape in ((s.num_heads, s.q_len, s.head_dim), (s.kv_heads, s.kv_len, s.head_dim),
                                                                      (s.kv_heads, s.kv_len, s.value_dim)))
    sampler = PackingSampler(plan)
    segments = sampler.draw(rng) if c.segment_ids else None
    sinks = rng.normal(0.0, 2.0, s.num_heads) if c.sinks else None
    if segments is not None:
        checked = _with_boundaries(checked, segments[0])
    rows = np.concatenate([np.arange(start, end) for start, end in checked.q_ranges()])
    cotangent = np.zeros((s.num_heads, s.q_len, s.value_dim), np.float32)
    cotangent[:, rows] = rng.standard_normal((s.num_heads, rows.size, s.value_dim), np.float32)

    dtype = jnp.dtype(s.dtype)
    inputs = [jnp.asarray(x, dtype) for x in (q, k, v)]
    ids = SegmentIds(jnp.asarray(segments[0]), jnp.asarray(segments[1])) if segments is not None else None
    sink_array = jnp.asarray(sinks, jnp.float32) if sinks is not None else None
    attention = Attention(plan, choice, interpret=None if on_tpu() else pltpu.InterpretParams(uninitialized_memory="nan"), served=real)
    try:
        got = _kernel(attention, inputs, ids, sink_array, cotangent if grads else None)
    except jax.errors.JaxRuntimeError as error:  # e.g. the TPU interpreter's out-of-bounds check
        raise kernel_fault(error, c.name, choice.chosen) from None
    routes = np.asarray(route(*inputs[:2], c)) if c.clustered is not None else None
    routing_matches = None if routes is None else bool(np.array_equal(routes, moba_selection(*(np.asarray(x, np.float32) for x in inputs[:2]), c)))

    reference = _Reference(c, rows, segments, routes, cotangent if grads else None)
    want = reference.of([x.astype(np.float64) for x in (q, k, v)], sinks)
    sink_scale = sink_gradient_scale(want[0], reference.lse, cotangent[:, rows], sinks) if grads and sinks is not None else None
    dense = reference.of([np.asarray(x.astype(jnp.float32), np.float64) for x in inputs], sinks)
    heads = list(checked.heads)
    real_group = real.contract.shape.num_heads // real.contract.shape.kv_heads
    kv_heads = [h // real_group for h in heads[:: s.num_heads // s.kv_heads]]
    errors = []
    for name, g, d, w in zip(("out", "dq", "dk", "dv", "dsinks"), got, dense, want):
        g = g[:, rows] if name in ("out", "dq") else g
        errors += _compare(name, g, d, w, TOLERANCE[s.dtype], kv_heads if name in ("dk", "dv") else heads,
                           sink_scale if name == "dsinks" else None)
    verdict = Verdict(
        contract=real.contract.name, backend=choice.chosen, backend_reason=choice.reason, sparse_kernel=choice.sparse,
        checked_contract=c.model_dump(mode="json"), scaled=False, heads=heads, packings_rejected=sampler.rejected, seed=seed,
        dtype=s.dtype, tolerance=TOLERANCE[s.dtype], grads=grads,
        passed=all(e.passed for e in errors) and routing_matches is not False, routing_matches=routing_matches, errors=errors,
        receipt=attention.receipt(*inputs, ids, grads=grads, sinks=sink_array), q_ranges=[list(r) for r in checked.q_ranges()])
    return verdict, checked


def _kernel(attention: Attention, inputs, ids, sinks, cotangent) -> list[np.ndarray]:
    """The kernel's output (and, given the output's ``cotangent``, its gradients) as float32."""
    q, k, v = inputs
    if cotangent is None:
        results = (attention(q, k, v, ids, sinks),)
    else:
        differentiated = (q, k, v) if sinks is None else (q, k, v, sinks)
        out, pullback = jax.vjp(lambda q, k, v, *rest: attention(q, k, v, ids, *rest or (None,)), *differentiated)
        results = (out, *pullback(jnp.asarray(cotangent, out.dtype)))
    return [np.asarray(x.astype(jnp.float32), np.float64) for x in jax.block_until_ready(results)]


def _with_boundaries(checked: ScaledContract, q_ids: np.ndarray) -> ScaledContract:
    """``checked`` with the q units of the batch's first document boundaries added."""
    unit = checked.contract.blocks.units()[0]
    boundaries = np.flatnonzero(np.diff(q_ids) != 0) + 1
    units = set(checked.q_units or ())
    for position in boundaries:
        if len(units) >= len(checked.q_units or ()) + BOUNDARY_UNITS:
            break
        units.add(int(position) // unit)
    return ScaledContract(checked.plan, checked.heads, checked.factor, tuple(sorted(units)), checked.rule_changes)


class _Reference:
    """The float64 reference of a slice's rows (and, with the output's ``cotangent``, the
    gradients of those rows' share), computed a chunk of rows at a time."""

    def __init__(self, contract, rows: np.ndarray, segments, routes, cotangent):
        self.contract, self.rows, self.cotangent = contract, rows, cotangent
        self.segments, self.routes = segments, routes
        heads, keys = contract.shape.num_heads, contract.shape.kv_len
        self.chunk = max(8, REFERENCE_ELEMENTS // (heads * keys))
        self.lse = np.zeros((heads, rows.size))

    def of(self, inputs: list[np.ndarray], sinks) -> list[np.ndarray]:
        """``[out, (dq, dk, dv, (dsinks))]`` of the slice's rows for float64 ``inputs``."""
        q, k, v = inputs
        grads = self.cotangent is not None
        with jax.enable_x64(True):
            parts = [self._chunk(q, k, v, sinks, self.rows[start:start + self.chunk]) for start in range(0, self.rows.size, self.chunk)]
        out = np.concatenate([part[0] for part in parts], axis=1)
        self.lse = np.concatenate([part[-1] for part in parts], axis=1)
        if not grads:
            return [out]
        dq = np.concatenate([part[1] for part in parts], axis=1)
        summed = [sum(part[index] for part in parts) for index in range(2, len(parts[0]) - 1)]  # dk, dv (and dsinks): every row's share
        return [out, dq, *summed]

    def _chunk(self, q, k, v, sinks, rows: np.ndarray):
        """Of the slice's ``rows``: the output (and gradients, dK/dV over every key) and the
        log-sum-exp, computed over the keys the rows attend to only."""
        c = self.contract
        q_ids = None if self.segments is None else jnp.asarray(self.segments[0][rows])
        routes = jnp.asarray(self.routes) if self.routes is not None else None
        full_ids = SegmentIds(q_ids, jnp.asarray(self.segments[1])) if q_ids is not None else None
        seen = np.flatnonzero(np.asarray(token_mask(c, full_ids, routes, jnp.asarray(rows))).any(axis=(0, 1)))
        keys = np.arange(seen[0], seen[-1] + 1) if seen.size else np.arange(1)
        ids = SegmentIds(q_ids, jnp.asarray(self.segments[1][keys])) if q_ids is not None else None
        positions = {"q_positions": jnp.asarray(rows), "kv_positions": jnp.asarray(keys)}
        reference = lambda q, k, v, *s: attention_reference(q, k, v, c, ids, routes, *s or (None,), **positions)
        arguments = [jnp.asarray(q[:, rows]), jnp.asarray(k[:, keys]), jnp.asarray(v[:, keys]), *([jnp.asarray(sinks)] if sinks is not None else [])]
        if self.cotangent is None:
            out, lse = reference(*arguments)
            return np.asarray(out), np.asarray(lse)
        out, pullback, lse = jax.vjp(reference, *arguments, has_aux=True)
        dq, dk, dv, *dsinks = (np.asarray(g) for g in pullback(jnp.asarray(self.cotangent[:, rows], jnp.float64)))
        dk_all, dv_all = np.zeros(k.shape), np.zeros(v.shape)  # the keys the rows do not attend to get nothing
        dk_all[:, keys], dv_all[:, keys] = dk, dv
        return (np.asarray(out), dq, dk_all, dv_all, *dsinks, np.asarray(lse))
