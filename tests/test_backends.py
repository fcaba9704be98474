"""The backend registry, the layering it promises, and the capability-flagged suite every
backend runs (its declarations and cases in ``tests/support/backends.py``)."""

import importlib.util
import math
import re
import subprocess
import sys
import typing
import zlib

import jax.numpy as jnp
import numpy as np
import pytest

import sparse_cli
from sparse_cli.backends import BACKENDS, Backend, BackendRefused, backend_named, choose
from sparse_cli.contract import Backend as BackendName
from sparse_cli.execution.api import Attention
from sparse_cli.planner.routing import route
from tests.support.backends import CAPABILITIES, CASES, FEATURES, case_contract, needs, refusal_names_a_lacking_feature
from tests.support.contracts import ROOT, small_contract
from tests.support.kernels import Expected, assert_close, inputs, reference64, run_backend


def test_every_registered_backend_is_a_complete_backend_named_in_the_contract_and_the_readme():
    readme = (ROOT / "README.md").read_text()
    plan = sparse_cli.plan(small_contract({"kind": "sliding_window", "size": 200}))
    assert set(typing.get_args(BackendName)) == {"auto", *BACKENDS}
    for name, backend in BACKENDS.items():
        assert isinstance(backend, Backend) and backend.name == name and backend.summary
        assert not getattr(type(backend), "__abstractmethods__", None)
        assert f"| `{name}` |" in readme, f"README backend table lacks {name}"
        for name, wl in (("fwd", plan.fwd), ("dkv", plan.dkv)):  # what its SMEM verdict sums
            for launch in backend.launches(plan.contract, wl, name, 1 << 20):
                arrays = launch.arrays
                assert [a.name for a in arrays] == [n for n in backend.prefetched if n in {a.name for a in arrays}]
                assert all(a.bytes == np.dtype(a.dtype).itemsize * math.prod(a.shape) > 0 for a in arrays)


def test_an_incomplete_backend_cannot_be_made():
    class Partial(Backend):
        name = "partial"
        summary = "no runner"

        def refusal(self, plan, native):
            return None

    with pytest.raises(TypeError, match="abstract"):
        Partial()


def test_unknown_backend_is_refused_with_the_choices():
    plan = sparse_cli.plan(sparse_cli.load_contract({
        "name": "tiny", "shape": {"q_len": 256, "kv_len": 256, "num_heads": 1, "num_kv_heads": 1, "head_dim": 64},
        "blocks": {"block_q": 128, "block_kv": 128}, "mask": {"kind": "causal"}}))
    with pytest.raises(BackendRefused, match="unknown backend 'cuda'.*pallas, splash, splash-fused, dense, tokamax"):
        choose(plan, "cuda")
    with pytest.raises(BackendRefused, match="unknown backend"):
        backend_named("nope")


def test_planning_commands_and_the_backend_policy_import_no_jax():
    """plan, classify, schema and the auto choice run on a laptop without loading jax."""
    probe = "import sys, sparse_cli.cli.app, sparse_cli.backends, sparse_cli.planner.plan; print('jax' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"


# --------------------------------------------------------------------------- the backend suite


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("case", CASES.values())
def test_every_backend_serves_what_it_declares_and_refuses_the_rest(case, backend, monkeypatch):
    """The shared numerics suite: a case whose features ``backend`` declares runs against the
    float64 reference (forward and, where declared, gradients); any other case must be refused,
    for one of the features it lacks, before a program is built. The refusal is read as if the
    backend's package were installed, so a machine without it still checks what it refuses."""
    contract = sparse_cli.load_contract(case)
    plan = sparse_cli.plan(contract)
    declared = CAPABILITIES[backend]
    lacking = needs(contract) & declared.lacks
    refusal = BACKENDS[backend].refusal(plan, native=False)
    if lacking or not declared.installed():
        with pytest.raises(BackendRefused, match=re.escape(refusal or "no refusal")):
            Attention(plan, backend, interpret=True)
    if lacking:
        with monkeypatch.context() as installed:
            find_spec = importlib.util.find_spec
            installed.setattr(importlib.util, "find_spec", lambda name, *a: object() if name == declared.package else find_spec(name, *a))
            reason = BACKENDS[backend].refusal(plan, native=False)
        assert refusal_names_a_lacking_feature(reason, contract, lacking), f"{backend} lacks {sorted(lacking)} but says {reason!r}"
        return
    if not declared.installed():
        assert f"pip install {declared.package}" in refusal
        pytest.skip(f"{backend} serves this case but {declared.package} is not installed")
    assert refusal is None, f"{backend} declares {sorted(needs(contract))} but refuses: {refusal}"
    if not declared.interprets_on_cpu:
        pytest.skip(f"{backend} runs only on its accelerator")
    data = inputs(contract, seed=zlib.crc32(contract.name.encode()))
    q, k = (jnp.asarray(x, contract.shape.dtype) for x in data[:2])
    routes = route(q, k, contract) if contract.clustered is not None else None  # the reference attends where the backend routes
    got = run_backend(Attention(plan, backend, interpret=True), contract, *data, grads=declared.gradients)
    want = reference64(contract, *data, routes=routes)
    assert_close(got, want if declared.gradients else Expected(want.tensors[:1], None), contract.shape.dtype)


def test_every_registered_backend_declares_its_capabilities():
    assert set(CAPABILITIES) == set(BACKENDS)
    everything = set(FEATURES)
    assert all(needs(case_contract(case)) <= everything for case in CASES)
    for name, declared in CAPABILITIES.items():  # every lacking feature is asked by some case: no refusal goes unchecked
        assert declared.lacks <= set().union(*(needs(case_contract(case)) for case in CASES)), name


def test_the_two_splash_backends_receipts_tell_their_backwards_apart():
    """``splash`` runs Splash's dq and dK/dV kernels, ``splash-fused`` its fused dK/dV kernel
    alone: each one's receipt proves it, and neither's kernels prove the other (a forward alone
    is the same program)."""
    plan = sparse_cli.plan(small_contract({"kind": "sliding_window", "size": 200}, q_len=512, kv_len=512))
    rng = np.random.default_rng(zlib.crc32(b"splash receipts"))
    q, k, v = (jnp.asarray(rng.standard_normal((1, 2, 512, 64)), jnp.bfloat16) for _ in range(3))
    kernels = {}
    for name in ("splash", "splash-fused"):
        receipt = Attention(plan, name, interpret=True).receipt(q, k, v, grads=True)
        assert receipt.proven, receipt
        kernels[name] = receipt.kernels
    assert any("_dq" in kernel for kernel in kernels["splash"]) and not any("_dq" in kernel for kernel in kernels["splash-fused"])
    assert not BACKENDS["splash"].proves(kernels["splash-fused"], True, plan.contract)
    assert not BACKENDS["splash-fused"].proves(kernels["splash"], True, plan.contract)
