"""The ``tokamax`` backend: tokamax's Splash kernel fed this planner's worklists, against the
float64 dense reference (interpreted on CPU), its refusals, and the kernels of the program
lowered for a TPU. Built the way ``api.Attention`` builds a backend (``prepare`` + ``runner``)."""

import importlib.util

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import sparse_cli
from sparse_cli.backends.tokamax import TOKAMAX
from sparse_cli.execution.verify import TOLERANCE
from sparse_cli.lowered import kernels_in
from sparse_cli.reference import attention_reference

pytest.importorskip("tokamax")

# name: (mask, q_len, kv_len, heads, kv_heads, softcap)
CASES = {
    "causal": ({"kind": "causal"}, 256, 256, 2, 2, None),
    "local-gqa-cross": ({"kind": "local", "left": 60, "right": 20}, 256, 384, 4, 2, None),
    "sliding-softcap-ragged-mqa": ({"kind": "sliding_window", "size": 100}, 300, 333, 2, 1, 5.0),
    "prefix-lm-mqa": ({"kind": "prefix_lm", "prefix": 200}, 512, 512, 4, 1, None),
    "per-head-shared": ({"kind": "per_head", "heads": [{"kind": "causal"}] * 2}, 384, 384, 2, 1, None),
}


def make_contract(mask, q_len=256, kv_len=256, heads=2, kv_heads=2, softcap=None, block=128, **fields):
    return sparse_cli.load_contract({
        "name": "tokamax",
        "shape": {"q_len": q_len, "kv_len": kv_len, "num_heads": heads, "num_kv_heads": kv_heads, "head_dim": 64, "dtype": "float32"},
        "blocks": {"block_q": block, "block_kv": block},
        "mask": mask,
        "softcap": softcap,
        **fields,
    })


@pytest.mark.parametrize("case", CASES)
def test_forward_and_gradients_match_float64_reference(case):
    plan = sparse_cli.plan(make_contract(*CASES[case]))
    assert TOKAMAX.refusal(plan, native=False) is None
    data, run = TOKAMAX.prepare(plan, True), jax.jit(TOKAMAX.runner(plan, True))
    s = plan.contract.shape
    rng = np.random.default_rng(len(case))
    q, cotangent = (rng.standard_normal((s.num_heads, s.q_len, s.head_dim)) for _ in range(2))
    k, v = (rng.standard_normal((s.kv_heads, s.kv_len, s.head_dim)) for _ in range(2))

    out, pullback = jax.vjp(lambda *a: run(data, *a, None), *(jnp.asarray(x, jnp.float32) for x in (q, k, v)))
    got = (out, *pullback(jnp.asarray(cotangent, jnp.float32)))
    with jax.enable_x64(True):
        out, pullback = jax.vjp(lambda *a: attention_reference(*a, plan.contract)[0], *(jnp.asarray(x) for x in (q, k, v)))
        want = (out, *pullback(jnp.asarray(cotangent)))
    for name, g, w in zip(("out", "dq", "dk", "dv"), got, want):
        g, w = np.asarray(g), np.asarray(w)
        assert np.isfinite(g).all(), f"{name} has NaN/inf"
        error = np.abs(g - w).max() / np.abs(w).max()
        assert error <= TOLERANCE["float32"], f"{name}: relative error {error:.2e} > {TOLERANCE['float32']}"


@pytest.mark.parametrize("contract, reason", [
    (make_contract({"kind": "chunked_causal", "chunk": 96}, segment_ids=True), "segment ids"),
    (make_contract({"kind": "clustered", "route_block": 128, "top_k": 1}), "routing"),
    (make_contract({"kind": "per_head", "heads": [{"kind": "causal"}, {"kind": "sliding_window", "size": 64}]}), "no head axis"),
    (make_contract({"kind": "causal", "offset": -140}), "140 query tokens attend to nothing"),
    (make_contract({"kind": "causal"}, block=64), "multiples of 128"),
])
def test_refuses_what_the_kernel_cannot_serve_exactly(contract, reason):
    refused = TOKAMAX.refusal(sparse_cli.plan(contract), native=False)
    assert refused is not None and reason in refused


def test_refuses_without_tokamax(monkeypatch):
    find_spec = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "tokamax" else find_spec(name, *a))
    assert "pip install tokamax" in TOKAMAX.refusal(sparse_cli.plan(make_contract({"kind": "causal"})), native=True)


@pytest.mark.parametrize("grads", [False, True])
def test_program_lowered_for_tpu_holds_tokamax_kernels_and_the_smem_verdict_is_theirs(grads):
    from sparse_cli.audit.canonical import canonicalize
    from sparse_cli.audit.lowering import export_attention

    plan = sparse_cli.plan(make_contract({"kind": "sliding_window", "size": 200}, 512, 512, 4, 2, softcap=30.0))
    program = export_attention(plan, "tokamax", grads=grads).mlir_module()
    kernels, evidence = kernels_in(program)
    assert evidence == "tpu_custom_call kernel_name attributes"
    assert TOKAMAX.proves(kernels, grads), kernels
    # JAX Splash's kernels carry the same names; its separate dq kernel tells its program apart
    assert not TOKAMAX.proves(["splash_mha_dkv_no_residuals", "splash_mha_dq_no_residuals", "splash_mha_fwd_residuals"], True)
    smem = sparse_cli.program_report(plan, "tokamax").smem
    for kernel in canonicalize(program).kernels:  # what each launch prefetches, as lowered
        assert kernel.smem_bytes == (smem.dkv_bytes if "_dkv" in kernel.name else smem.fwd_bytes), kernel
