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

import functools

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
    cotangent = None  # zero off the slice's rows (the last draw: the inputs are the same without --grads)
    if grads:
        cotangent = np.zeros((s.num_heads, s.q_len, s.value_dim), np.float32)
        cotangent[:, rows] = rng.standard_normal((s.num_heads, rows.size, s.value_dim), np.float32)

    dtype = jnp.dtype(s.dtype)
    inputs = [jnp.asarray(x, dtype) for x in (q, k, v)]
    ids = SegmentIds(jnp.asarray(segments[0]), jnp.asarray(segments[1])) if segments is not None else None
    sink_array = jnp.asarray(sinks, jnp.float32) if sinks is not None else None
    attention = Attention(plan, choice, interpret=None if on_tpu() else pltpu.InterpretParams(uninitialized_memory="nan"), served=real)
    try:
        got = _kernel(attention, inputs, ids, sink_array, cotangent)
    except jax.errors.JaxRuntimeError as error:  # e.g. the TPU interpreter's out-of-bounds check
        raise kernel_fault(error, c.name, choice.chosen) from None
    routes = np.asarray(route(*inputs[:2], c)) if c.clustered is not None else None
    routing_matches = None if routes is None else bool(np.array_equal(routes, moba_selection(*(np.asarray(x, np.float32) for x in inputs[:2]), c)))

    reference = _Reference(c, rows, segments, routes, cotangent)
    want = reference.of([q, k, v], sinks)
    sink_scale = sink_gradient_scale(want[0], reference.lse, cotangent[:, rows], sinks) if cotangent is not None and sinks is not None else None
    dense = reference.of([np.asarray(x.astype(jnp.float32)) for x in inputs], sinks)
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
    gradients of those rows' share), computed a chunk of rows at a time, each over a span of
    the keys that holds every key its rows attend to. The chunks run jitted: spans are widened
    to a power of two (exact: the extra keys are masked), so a few programs serve every chunk
    rather than each operation of each chunk compiling on its own."""

    def __init__(self, contract, rows: np.ndarray, segments, routes, cotangent):
        self.cotangent = cotangent
        self.segments, self.kv_ids = segments, None if segments is None else jnp.asarray(segments[1])
        self.routes = jnp.asarray(routes) if routes is not None else None
        heads, keys = contract.shape.num_heads, contract.shape.kv_len
        self.chunk = max(8, REFERENCE_ELEMENTS // (heads * keys))
        self.lse = np.zeros((heads, rows.size))
        self._attend = jax.jit(functools.partial(_span_reference, contract), static_argnames="width")
        self._gradients = jax.jit(functools.partial(_span_gradients, contract), static_argnames="width")
        seen = jax.jit(lambda ids, routes, q_pos: token_mask(contract, ids, routes, q_pos).any(axis=(0, 1)))
        self.parts = [(part, _span(np.asarray(seen(self._ids(part), self.routes, jnp.asarray(part)))))
                      for part in (rows[start:start + self.chunk] for start in range(0, rows.size, self.chunk))]

    def _ids(self, rows: np.ndarray) -> SegmentIds | None:
        """The segment ids of ``rows`` against every key."""
        return None if self.segments is None else SegmentIds(jnp.asarray(self.segments[0][rows]), self.kv_ids)

    def of(self, inputs: list[np.ndarray], sinks) -> list[np.ndarray]:
        """``[out, (dq, dk, dv, (dsinks))]`` of the slice's rows for ``inputs`` (in float64)."""
        q, k, v = inputs
        outs, lses, dqs, dsinks = [], [], [], None
        dk, dv = (np.zeros(x.shape) for x in (k, v)) if self.cotangent is not None else (None, None)  # every row's share, summed
        with jax.enable_x64(True):
            # cast to float64 once: a 128K slice's chunks would each cast a span of up to every key again
            keys, values = jnp.asarray(k, jnp.float64), jnp.asarray(v, jnp.float64)
            sinks = jnp.asarray(sinks, jnp.float64) if sinks is not None else None
            for rows, (start, width) in self.parts:
                out, lse, *grads = self._chunk(np.asarray(q[:, rows], np.float64), keys, values, sinks, rows, (start, width))
                outs.append(out)
                lses.append(lse)
                if grads:  # dk and dv of the span's keys
                    dqs.append(grads[0])
                    dk[:, start:start + width] += grads[1]
                    dv[:, start:start + width] += grads[2]
                    dsinks = grads[3:] if dsinks is None else [total + g for total, g in zip(dsinks, grads[3:])]
        self.lse = np.concatenate(lses, axis=1)
        out = np.concatenate(outs, axis=1)
        return [out] if dk is None else [out, np.concatenate(dqs, axis=1), dk, dv, *(dsinks or [])]

    def _chunk(self, q, k, v, sinks, rows: np.ndarray, span: tuple[int, int]) -> list:
        """Of the slice's ``rows`` (``q``): the output and the log-sum-exp (and with the output's
        cotangent dq, dK/dV of the span's keys and dsinks), over the keys of ``span``."""
        start, width = span
        arguments = (jnp.asarray(q), k, v, jnp.int32(start), self._ids(rows), self.routes, sinks, jnp.asarray(rows))
        if self.cotangent is None:
            return [np.asarray(x) for x in self._attend(*arguments, width=width)]
        out, lse, dq, *shared = self._gradients(*arguments, jnp.asarray(self.cotangent[:, rows], jnp.float64), width=width)
        return [np.asarray(out), np.asarray(lse), np.asarray(dq), *(np.asarray(g) for g in shared if g is not None)]


def _span(attended: np.ndarray) -> tuple[int, int]:
    """``(start, width)``: keys holding every attended one, ``width`` a power of two (or every key)."""
    seen = np.flatnonzero(attended)
    first, last = (int(seen[0]), int(seen[-1])) if seen.size else (0, 0)
    width = min(attended.size, 1 << (last - first).bit_length())
    return min(first, attended.size - width), width


def _span_reference(contract, q, k, v, start, ids: SegmentIds | None, routes, sinks, q_positions, *, width: int):
    """``attention_reference`` of ``q``'s rows over the ``width`` keys from ``start`` (in float64)."""
    k, v = _key_span(k, v, start, width)
    return _reference_of_span(contract, q, k, v, start, ids, routes, sinks, q_positions)


def _span_gradients(contract, q, k, v, start, ids: SegmentIds | None, routes, sinks, q_positions, cotangent, *, width: int):
    """``_span_reference``'s output and log-sum-exp, and the gradients of ``q``, of the span's
    keys and values (the others get none: the caller adds these at the span) and of ``sinks``,
    for the output's ``cotangent``."""
    reference = lambda q, k, v, sinks: _reference_of_span(contract, q, k, v, start, ids, routes, sinks, q_positions)
    out, pullback, lse = jax.vjp(reference, q, *_key_span(k, v, start, width), sinks, has_aux=True)
    return out, lse, *pullback(cotangent)


def _key_span(k, v, start, width: int):
    """The ``width`` keys and values from ``start``."""
    return tuple(jax.lax.dynamic_slice_in_dim(x, start, width, axis=1) for x in (k, v))


def _reference_of_span(contract, q, k, v, start, ids: SegmentIds | None, routes, sinks, q_positions):
    """``attention_reference`` of ``q``'s rows over the keys ``k``, ``v`` from ``start``."""
    width = k.shape[1]
    if ids is not None:
        ids = SegmentIds(ids.q, jax.lax.dynamic_slice_in_dim(ids.kv, start, width))
    return attention_reference(q, k, v, contract, ids, routes, sinks, q_positions=q_positions, kv_positions=start + jnp.arange(width))
