"""Running attention in tests and checking it: seeded inputs, the float64 references, a
backend's outputs and gradients, and the comparison against the tests' own tolerances."""

from __future__ import annotations

import contextlib
from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np

from sparse_cli.backends.pallas.buffers import fuses_dq
from sparse_cli.planner.runtime import random_documents
from sparse_cli.reference import SegmentIds, reference_and_gradients
from tests.support import tolerances


def inputs(contract, seed, scale=1.0):
    """``q, k, v, ids, cotangent, sinks`` in float64; sinks (when the contract has them) spread
    wide, so some dominate their rows and some vanish."""
    rng = np.random.default_rng(seed)
    s = contract.shape
    draw = lambda *shape: rng.standard_normal(shape)
    q, k, v = draw(s.num_heads, s.q_len, s.head_dim) * scale, draw(s.kv_heads, s.kv_len, s.head_dim), draw(s.kv_heads, s.kv_len, s.value_dim)
    ids = None
    if contract.segment_ids:
        q_ids = random_documents(rng, s.q_len)
        ids = (q_ids, q_ids if s.kv_len == s.q_len else random_documents(rng, s.kv_len))
    sinks = rng.normal(0.0, 3.0, s.num_heads) if contract.sinks else None
    return q, k, v, ids, draw(s.num_heads, s.q_len, s.value_dim), sinks


class Expected(NamedTuple):
    tensors: list[np.ndarray]  # out, dq, dk, dv (and dsinks)
    sink_scale: float | None  # what a dsinks error is measured against (see sink_terms)


def sink_terms(out, lse, cotangent, sinks) -> float:
    """The scale of a sink gradient ``dsinks_h = -sum_i p_sink(h, i) (dO_hi . O_hi)``: the largest
    head's sum of its terms' magnitudes. The terms cancel, so the sum itself can be far smaller
    than the rounding each term carries; measured against itself a correct bfloat16 kernel
    would fail some draws."""
    p_sink = np.exp(sinks[:, None] - lse)  # the sink's share of each row's softmax
    return float((p_sink * np.abs(np.einsum("hqd,hqd->hq", cotangent, out))).sum(-1).max())


def reference64(contract, q, k, v, ids, cotangent, sinks=None, routes=None) -> Expected:
    """Output and gradients in float64: ``out, dq, dk, dv`` (and ``dsinks`` with sinks)."""
    with jax.enable_x64(True):
        segs = SegmentIds(jnp.asarray(ids[0]), jnp.asarray(ids[1])) if ids else None
        out, lse, grads = reference_and_gradients(contract, *(jnp.asarray(x) for x in (q, k, v)), segs, routes,
                                                  None if sinks is None else jnp.asarray(sinks), jnp.asarray(cotangent))
        tensors = [np.asarray(x) for x in (out, *grads)]
    scale = sink_terms(tensors[0], np.asarray(lse), cotangent, sinks) if sinks is not None else None
    return Expected(tensors, scale)


def softmax_attention64(q, k, v, dense):
    """Unscaled softmax attention under a dense bool ``[H, q, kv]`` mask in float64 numpy (what a
    kernel that takes pre-scaled q computes); k/v heads repeat over their query-head group."""
    groups = q.shape[0] // k.shape[0]
    k, v = np.repeat(k, groups, 0), np.repeat(v, groups, 0)
    logits = np.einsum("hqd,hkd->hqk", q.astype(np.float64), k.astype(np.float64))
    logits = np.where(dense, logits, -np.inf)
    logits -= logits.max(-1, keepdims=True)
    weights = np.exp(logits)
    weights /= weights.sum(-1, keepdims=True)
    return np.einsum("hqk,hkd->hqd", weights, v.astype(np.float64))


def run_backend(attention, contract, q, k, v, ids, cotangent, sinks=None, grads=True):
    """The backend's ``out, dq, dk, dv`` (and ``dsinks``), as float32; sinks stay float32
    (``grads=False``: the output alone)."""
    dtype = contract.shape.dtype
    segs = SegmentIds(jnp.asarray(ids[0]), jnp.asarray(ids[1])) if ids else None
    args = [jnp.asarray(x, dtype) for x in (q, k, v)] + ([jnp.asarray(sinks, jnp.float32)] if sinks is not None else [])
    if not grads:
        return [np.asarray(attention(*args[:3], segs, *args[3:]).astype(jnp.float32))]
    out, pullback = jax.vjp(lambda q, k, v, *s: attention(q, k, v, segs, *s), *args)
    return [np.asarray(x.astype(jnp.float32)) for x in (out, *pullback(jnp.asarray(cotangent, out.dtype)))]


#: A reference tensor this far below the largest one is zero by structure, left over from float64
#: cancellation (one key per query makes dq = P (dP - dO.O) cancel to ~1e-16).
STRUCTURAL_ZERO = 1e-12


def assert_close(got, want: Expected, dtype):
    """Each tensor within the dtype's tolerance (``tolerances.RELATIVE``) relative to its own
    largest value; a structurally zero one relative to the largest reference tensor (its float32
    rounding is of that size)."""
    assert len(got) == len(want.tensors)
    largest = max(float(np.abs(w).max()) for w in want.tensors) or 1.0
    for name, g, w in zip(("out", "dq", "dk", "dv", "dsinks"), got, want.tensors):
        assert np.isfinite(g).all(), f"{name} has NaN/inf"
        scale = want.sink_scale if name == "dsinks" else float(np.abs(w).max())
        error = np.abs(g - w).max() / (scale if scale > STRUCTURAL_ZERO * largest else largest)
        assert error <= tolerances.relative(dtype), f"{name}: relative error {error:.2e} > {tolerances.relative(dtype)}"


def assert_same_results(sharded, single, q, k, v, ids=None, sinks=None, output_tolerance=1e-5):
    """Output and gradients (of q, k, v and the sinks) of a mesh run equal one device's (a ring
    merges its partial outputs, so its output is compared at 1e-5)."""
    np.testing.assert_allclose(sharded(q, k, v, ids, sinks), single(q, k, v, ids, sinks), rtol=output_tolerance, atol=output_tolerance)
    args = (q, k, v) if sinks is None else (q, k, v, sinks)
    loss = lambda attention: lambda *args: jnp.sum(attention(*args[:3], ids, *args[3:]) ** 2)
    for got, want in zip(jax.grad(loss(sharded), argnums=tuple(range(len(args))))(*args),
                         jax.grad(loss(single), argnums=tuple(range(len(args))))(*args)):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def pallas_avals(jaxpr, side: str) -> dict[str, list]:
    """Avals of the ``side`` ("outvars" or "invars") of every pallas_call in a jaxpr and the
    jaxprs nested in it, by kernel name."""
    found: dict[str, list] = {}
    for eqn in jaxpr.eqns:
        if eqn.primitive.name == "pallas_call":
            name = eqn.params.get("name") or eqn.params["name_and_src_info"].name  # by jax version
            found[name] = [v.aval for v in getattr(eqn, side)]
        for param in eqn.params.values():
            for inner in (param if isinstance(param, (tuple, list)) else [param]):
                inner = getattr(inner, "jaxpr", inner)
                if hasattr(inner, "eqns"):
                    found |= pallas_avals(inner, side)
    return found


def stored_mask_inputs(attention) -> int:
    """How many stored mask-block operands (``[n, block, block]`` int8) the forward kernel takes."""
    s = attention.plan.contract.shape
    q, kv = jnp.zeros((s.num_heads, s.q_len, s.head_dim)), jnp.zeros((s.kv_heads, s.kv_len, s.head_dim))
    ids = None
    if attention.plan.contract.segment_ids:
        ids = SegmentIds(jnp.zeros(s.q_len, jnp.int32), jnp.zeros(s.kv_len, jnp.int32))
    forward = pallas_avals(jax.make_jaxpr(lambda q: attention.call(attention.data, q, kv, kv, ids))(q).jaxpr, "invars")
    assert forward, "no pallas_call found"
    return sum(a.ndim == 3 and a.dtype == np.int8 for avals in forward.values() for a in avals)


@contextlib.contextmanager
def compilations():
    """The names of the functions XLA compiles inside the ``with`` block (``jax.monitoring``'s
    backend-compile events)."""
    names: list[str | None] = []

    def listen(event, duration, **fields):
        if event == "/jax/core/compile/backend_compile_duration":
            names.append(fields.get("fun_name"))

    jax.monitoring.register_event_duration_secs_listener(listen)
    try:
        yield names
    finally:
        jax.monitoring.unregister_event_duration_listener(listen)


def pallas_kernels(contract, grads: bool = True) -> list[str]:
    """The pallas program's kernels, sorted: with gradients the dq and dK/dV kernels too, no dq
    kernel where the dK/dV kernel computes dq (``buffers.fuses_dq``)."""
    backward = ["sparse_cli_dkv", *([] if fuses_dq(contract) else ["sparse_cli_dq"])] if grads else []
    return sorted(["sparse_cli_fwd", *backward])
