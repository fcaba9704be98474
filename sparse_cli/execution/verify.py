"""Verification: the backend a contract runs natively, against the float64 dense reference.

The backend is chosen for the *real* contract on its TPU target (never the dense fallback a
small or scaled-down shape would pick on a CPU), then run on the contract actually checked —
the real one, or a structure-preserving smaller one (``planner.scale``) — whose heads are
reported by their index in the real contract. Inputs are fresh random draws (packings within a
stated ``max_grid_width``); in interpret mode the TPU interpreter fills uninitialised memory
with NaN, so a tile the kernel never writes shows up as NaN, and NaN never passes.
"""

from __future__ import annotations

import re

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.pallas import tpu as pltpu
from pydantic import BaseModel

from sparse_cli.backends import Choice
from sparse_cli.execution.api import Attention, Receipt, on_tpu
from sparse_cli.execution.inputs import draw_inputs
from sparse_cli.mesh import MeshShape, gathered
from sparse_cli.planner.plan import Plan
from sparse_cli.planner.routing import route
from sparse_cli.planner.samples import PackingSampler
from sparse_cli.planner.scale import ScaledContract
from sparse_cli.reference import SegmentIds, reference_and_gradients

#: Relative tolerance floor (max |error| / max |reference| per head) by input dtype.
TOLERANCE = {"float32": 2e-5, "bfloat16": 2e-2, "float16": 5e-3}
#: A kernel may be this many times further from float64 than XLA's dense attention in the same
#: dtype on the same inputs: flash kernels round probabilities and dS to the input dtype for the
#: MXU (Splash and this project's pallas up to ~8x further in bfloat16); a real bug is far beyond.
DENSE_ERROR_FACTOR = 8
class KernelFault(RuntimeError):
    """The checked kernel raised while running (an out-of-bounds block index, say): a failed
    verification (exit code 1), never a traceback."""


class HeadErrors(BaseModel):
    head: int  # index in the real contract: the query head (out, dq, dsinks) or the kv head (dk, dv)
    tensor: str  # "out", "dq", "dk", "dv" or "dsinks"
    max_abs: float
    relative: float
    dense_relative: float  # XLA's dense attention in the same dtype, same inputs
    tolerance: float  # max(the dtype's floor, DENSE_ERROR_FACTOR x dense_relative)
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
    backend: str  # what ran: the backend the real contract runs natively on its target (or the one requested)
    backend_reason: str
    sparse_kernel: bool  # False when the checked backend is dense attention (no tile is skipped)
    checked_contract: dict  # the contract that was executed (scaled down when ``scaled``)
    scaled: bool
    heads: list[int]  # real-contract index of each executed head
    packings_rejected: int  # random packings a stated max_grid_width did not admit
    seed: int
    dtype: str
    tolerance: float
    grads: bool
    passed: bool
    routing_matches: bool | None  # routed contracts: routing == brute-force MoBA selection
    errors: list[HeadErrors]
    receipt: Receipt
    q_ranges: list[list[int]] | None = None  # --slice: the query tokens checked, [start, end) (at the real size)
    rule_changes: list[str] = []  # --scale-down: masks the scale turned into another rule (checked all the same)


def sink_gradient_scale(out: np.ndarray, lse: np.ndarray, cotangent: np.ndarray, sinks: np.ndarray) -> float:
    """What a sink gradient's error is measured against: the largest head's sum of the magnitudes
    of its terms, ``dsinks_h = -sum_i exp(sink_h - lse_hi) (dO_hi . O_hi)``. The terms cancel,
    so the sum can be far smaller than the rounding its terms carry (a bf16 output): measured
    against itself, a correct kernel would fail on some random draws."""
    terms = np.exp(sinks[:, None] - lse) * np.abs(np.sum(cotangent * out, axis=-1))
    return float(np.max(np.sum(terms, axis=-1)))


def _relative_errors(got: np.ndarray, want: np.ndarray, scale: float | None) -> list[tuple[float, float]]:
    """Per row (head): max |got - want| and that over max |want| of the row, or over ``scale``
    when given (one scalar per head: a sink's gradient). NaN anywhere gives NaN."""
    errors = []
    for row in range(want.shape[0]):
        diff = np.abs(got[row].astype(np.float64) - want[row])
        max_abs = float(np.max(diff)) if np.isfinite(diff).all() else float("nan")
        errors.append((max_abs, max_abs / max(scale if scale is not None else float(np.max(np.abs(want[row]))), 1e-30)))
    return errors


def _compare(name: str, got: np.ndarray, dense: np.ndarray, want: np.ndarray, floor: float, heads: list[int],
             scale: float | None = None) -> list[HeadErrors]:
    """Per-head errors; ``heads`` names each row by its real-contract index. A row passes within
    ``floor`` or ``DENSE_ERROR_FACTOR`` times the dense backend's own error in the same dtype.
    Rows are measured against their largest value, or against ``scale`` when given."""
    pairs = zip(_relative_errors(got, want, scale), _relative_errors(dense, want, scale))
    errors = []
    for row, ((max_abs, relative), (_, dense_relative)) in enumerate(pairs):
        tolerance = max(floor, DENSE_ERROR_FACTOR * dense_relative)
        errors.append(HeadErrors(head=heads[row], tensor=name, max_abs=max_abs, relative=relative, dense_relative=dense_relative,
                                 tolerance=tolerance, passed=bool(relative <= tolerance)))
    return errors


def verify(real: Plan, choice: Choice, checked: ScaledContract, seed: int = 0, grads: bool = False,
           mesh: MeshShape | None = None) -> Verdict:
    """Run ``choice`` — the backend the ``real`` plan runs natively, or the one requested — on
    the ``checked`` plan (the real one or its scaled-down stand-in) with random inputs, and
    compare with the float64 reference. ``mesh``: the kernels sharded over a device mesh
    (which may span the processes of a multi-host run; every process checks)."""
    plan = checked.plan
    dtype = plan.contract.shape.dtype
    if mesh is not None:
        attention = Attention(plan, choice, interpret=None if on_tpu() else True, mesh=mesh)
    else:
        attention = Attention(plan, choice, interpret=None if on_tpu() else pltpu.InterpretParams(uninitialized_memory="nan"))
    sampler = PackingSampler(plan)
    q64, k64, v64, segments, cotangent, sinks64 = draw_inputs(plan, seed, sampler)
    q, k, v = (jnp.asarray(x, dtype) for x in (q64, k64, v64))
    sinks = jnp.asarray(sinks64, jnp.float32) if sinks64 is not None else None  # parameters stay float32
    ids = SegmentIds(jnp.asarray(segments[0]), jnp.asarray(segments[1])) if segments else None
    inputs = (q, k, v, ids, sinks)
    placed = attention.place(*inputs)
    differentiated = cotangent if grads else None
    try:
        got = _outputs(attention, placed, differentiated)
    except jax.errors.JaxRuntimeError as error:  # e.g. the TPU interpreter's out-of-bounds check
        raise kernel_fault(error, plan.contract.name, choice.chosen) from None

    # the error any correct kernel in this dtype shows: XLA's dense attention on the same inputs
    dense = got if choice.chosen == "dense" else _outputs(Attention(plan, "dense", interpret=True), inputs, differentiated)
    # a routed contract: the reference applies the routing the backend decided on these inputs
    routes = np.asarray(route(q, k, plan.contract)) if plan.contract.clustered is not None else None
    routing_matches = None
    if routes is not None:
        routing_matches = bool(np.array_equal(routes, moba_selection(*(np.asarray(x, np.float32) for x in (q, k)), plan.contract)))
    want, sink_scale = _reference(plan.contract, (q64, k64, v64, sinks64), segments, routes, differentiated)
    heads = list(checked.heads)
    group, real_group = len(heads) // plan.contract.shape.kv_heads, real.contract.shape.num_heads // real.contract.shape.kv_heads
    kv_heads = [h // real_group for h in heads[::group]]
    errors = []
    for name, g, d, w in zip(("out", "dq", "dk", "dv", "dsinks"), got, dense, want):
        errors += _compare(name, np.asarray(g.astype(jnp.float32)), np.asarray(d.astype(jnp.float32)), w, TOLERANCE[dtype],
                           kv_heads if name in ("dk", "dv") else heads, sink_scale if name == "dsinks" else None)
    return Verdict(
        contract=real.contract.name,
        backend=choice.chosen,
        backend_reason=choice.reason,
        sparse_kernel=choice.sparse,
        checked_contract=plan.contract.model_dump(mode="json"),
        scaled=checked.scaled,
        heads=heads,
        packings_rejected=sampler.rejected,
        seed=seed,
        dtype=dtype,
        tolerance=TOLERANCE[dtype],
        grads=grads,
        passed=all(e.passed for e in errors) and routing_matches is not False,
        routing_matches=routing_matches,
        errors=errors,
        receipt=attention.receipt(*placed[:4], grads=grads, sinks=placed[4]),
        rule_changes=list(checked.rule_changes),
    )


def kernel_fault(error: Exception, contract: str, backend: str) -> KernelFault:
    """The failed verification a kernel that raised stands for, in one line: the error the
    interpreter (or the runtime) names, not its traceback."""
    found = re.search(r"(\w+Error): ([^\n]+)", str(error).split("Traceback", 1)[-1])
    return KernelFault(f"{contract}: the {backend} kernel failed: "
                       + (f"{found.group(1)}: {found.group(2)}" if found else str(error).splitlines()[0]))


def _outputs(run, placed: tuple, cotangent: np.ndarray | None) -> tuple:
    """The output of ``run`` on ``placed`` inputs (and, given the output's ``cotangent``, the
    gradients), whole on this host."""
    q, k, v, ids, sinks = placed
    if cotangent is not None:
        differentiated = (q, k, v) if sinks is None else (q, k, v, sinks)
        out, pullback = jax.vjp(lambda q, k, v, *s: run(q, k, v, ids, *s or (None,)), *differentiated)
        results = (out, *pullback(run.place_output(jnp.asarray(cotangent, out.dtype))))
    else:
        results = (run(q, k, v, ids, sinks),)
    return tuple(gathered(x) for x in jax.block_until_ready(results))


def _reference(contract, inputs64: tuple, segments, routes: np.ndarray | None, cotangent: np.ndarray | None) -> tuple[list[np.ndarray], float | None]:
    """The float64 reference's output (and, given the output's ``cotangent``, its gradients) on
    the float64 ``(q, k, v, sinks)``, and the scale a sink gradient's error is measured against."""
    q64, k64, v64, sinks64 = inputs64
    with jax.enable_x64(True):
        ids64 = SegmentIds(jnp.asarray(segments[0]), jnp.asarray(segments[1])) if segments else None
        routes64 = jnp.asarray(routes) if routes is not None else None
        out64, lse64, grads64 = reference_and_gradients(contract, *(jnp.asarray(x) for x in (q64, k64, v64)), ids64, routes64,
                                                        None if sinks64 is None else jnp.asarray(sinks64),
                                                        None if cotangent is None else jnp.asarray(cotangent))
        sink_scale = None
        if cotangent is not None and sinks64 is not None:
            sink_scale = sink_gradient_scale(np.asarray(out64), np.asarray(lse64), cotangent, sinks64)
        return [np.asarray(x) for x in (out64, *grads64)], sink_scale
