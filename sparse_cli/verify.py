"""Verification: a backend's output (and gradients) against the float64 dense reference.

Inputs are fresh random draws; in interpret mode the TPU interpreter fills uninitialised
memory with NaN, so a tile the kernel never writes shows up as NaN, and NaN never passes.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.pallas import tpu as pltpu
from pydantic import BaseModel

from sparse_cli.backends import Attention, Receipt, on_tpu
from sparse_cli.kernels.reference import SegmentIds, attention_reference
from sparse_cli.planner.plan import Plan
from sparse_cli.planner.routing import route
from sparse_cli.planner.runtime import random_documents

#: Relative tolerance (max |error| / max |reference| per head) by input dtype.
TOLERANCE = {"float32": 2e-5, "bfloat16": 2e-2, "float16": 5e-3}
#: Score elements (heads x q x kv) above which interpret-mode verification is refused on CPU.
INTERPRET_MAX_SCORES = 1 << 24


def interpret_refusal(contract) -> str | None:
    """Why a contract is too large to execute in interpret mode off TPU (None when it is not)."""
    s = contract.shape
    scores = s.num_heads * s.q_len * s.kv_len
    if on_tpu() or scores <= INTERPRET_MAX_SCORES:
        return None
    return (f"{contract.name}: {scores:,} score elements are too many to execute in interpret mode on "
            f"{jax.default_backend()} (limit {INTERPRET_MAX_SCORES:,}); add --scale-down 2048 to use the same "
            "mask pattern at 2048 tokens")


class HeadErrors(BaseModel):
    head: int
    tensor: str  # "out", "dq", "dk" or "dv"
    max_abs: float
    relative: float
    passed: bool


def moba_selection(q: np.ndarray, k: np.ndarray, contract) -> np.ndarray:
    """Brute-force MoBA-style routing, written independently of ``planner.routing``: the mean
    query of each q route block against the mean key of each kv route block; future blocks
    excluded, the own block forced (``always_local``); top-k with ties to the lower index; the
    union over the heads of a kv group when shared."""
    routing = contract.clustered
    r, (heads, q_len, _) = routing.route_block, q.shape
    group = heads // k.shape[0]
    n_q, n_kv = -(-q_len // r), -(-k.shape[1] // r)
    selection = np.zeros((heads, n_q, n_kv), bool)
    for h in range(heads):
        for i in range(n_q):
            q_mean = q[h, i * r : (i + 1) * r].mean(axis=0)
            last = min((i + 1) * r, q_len) - 1
            legal = [j for j in range(n_kv) if j * r <= last]
            scores = {j: float(q_mean @ k[h // group, j * r : (j + 1) * r].mean(axis=0)) for j in legal}
            if routing.always_local and i in scores:
                scores[i] = np.inf
            selection[h, i, sorted(legal, key=lambda j: (-scores[j], j))[: routing.top_k]] = True
    if routing.share == "kv_group":
        selection = np.repeat(selection.reshape(heads // group, group, n_q, n_kv).any(axis=1), group, axis=0)
    return selection


class Verdict(BaseModel):
    contract: str
    seed: int
    dtype: str
    tolerance: float
    grads: bool
    passed: bool
    routing_matches: bool | None  # routed contracts: routing == brute-force MoBA selection
    errors: list[HeadErrors]
    receipt: Receipt


def draw_inputs(plan: Plan, seed: int):
    """``q, k, v, segment_ids, cotangent`` as float64 numpy arrays (ids int32)."""
    rng = np.random.default_rng(seed)
    s = plan.contract.shape
    q = rng.standard_normal((s.num_heads, s.q_len, s.head_dim))
    k = rng.standard_normal((s.kv_heads, s.kv_len, s.head_dim))
    v = rng.standard_normal((s.kv_heads, s.kv_len, s.head_dim))
    segments = None
    if plan.contract.segment_ids:
        q_ids = random_documents(rng, s.q_len)
        kv_ids = q_ids if s.kv_len == s.q_len else random_documents(rng, s.kv_len)
        segments = (q_ids, kv_ids)
    cotangent = rng.standard_normal((s.num_heads, s.q_len, s.head_dim))
    return q, k, v, segments, cotangent


def _compare(name: str, got: np.ndarray, want: np.ndarray, tolerance: float) -> list[HeadErrors]:
    errors = []
    for head in range(want.shape[0]):
        diff = np.abs(got[head].astype(np.float64) - want[head])
        max_abs = float(np.max(diff)) if np.isfinite(diff).all() else float("nan")
        relative = max_abs / max(float(np.max(np.abs(want[head]))), 1e-30)
        errors.append(HeadErrors(head=head, tensor=name, max_abs=max_abs, relative=relative, passed=bool(relative <= tolerance)))
    return errors


def verify(plan: Plan, backend: str | None = None, seed: int = 0, grads: bool = False) -> Verdict:
    """Run ``backend`` on random inputs and compare with the float64 reference."""
    dtype = plan.contract.shape.dtype
    interpret = None if on_tpu() else pltpu.InterpretParams(uninitialized_memory="nan")
    attention = Attention(plan, backend, interpret=interpret)
    q64, k64, v64, segments, cotangent = draw_inputs(plan, seed)
    q, k, v = (jnp.asarray(x, dtype) for x in (q64, k64, v64))
    ids = SegmentIds(jnp.asarray(segments[0]), jnp.asarray(segments[1])) if segments else None
    tolerance = TOLERANCE[dtype]

    if grads:
        out, pullback = jax.vjp(lambda q, k, v: attention(q, k, v, ids), q, k, v)
        got = (out, *pullback(jnp.asarray(cotangent, out.dtype)))
    else:
        got = (attention(q, k, v, ids),)

    # a routed contract: the reference applies the routing the backend decided on these inputs
    routes = np.asarray(route(q, k, plan.contract)) if plan.contract.clustered is not None else None
    routing_matches = None
    if routes is not None:
        routing_matches = bool(np.array_equal(routes, moba_selection(*(np.asarray(x, np.float32) for x in (q, k)), plan.contract)))
    with jax.enable_x64(True):
        ids64 = SegmentIds(jnp.asarray(segments[0]), jnp.asarray(segments[1])) if segments else None
        routes64 = jnp.asarray(routes) if routes is not None else None
        reference = lambda q, k, v: attention_reference(q, k, v, plan.contract, ids64, routes64)[0]  # noqa: E731
        if grads:
            out64, pullback64 = jax.vjp(reference, jnp.asarray(q64), jnp.asarray(k64), jnp.asarray(v64))
            want = (out64, *pullback64(jnp.asarray(cotangent)))
        else:
            want = (reference(jnp.asarray(q64), jnp.asarray(k64), jnp.asarray(v64)),)
        want = [np.asarray(x) for x in want]

    errors = []
    for name, g, w in zip(("out", "dq", "dk", "dv"), got, want):
        errors += _compare(name, np.asarray(g.astype(jnp.float32)), w, tolerance)
    return Verdict(
        contract=plan.contract.name,
        seed=seed,
        dtype=dtype,
        tolerance=tolerance,
        grads=grads,
        passed=all(e.passed for e in errors) and routing_matches is not False,
        routing_matches=routing_matches,
        errors=errors,
        receipt=attention.receipt(q, k, v, ids, grads=grads),
    )
