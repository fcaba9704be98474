"""The backend registry and the layering it promises (the numerics suite every backend runs is
in test_kernels.py)."""

import math
import subprocess
import sys
import typing

import numpy as np
import pytest

import sparse_cli
from sparse_cli.backends import BACKENDS, Backend, BackendRefused, backend_named, choose
from sparse_cli.contract import Backend as BackendName
from tests.support.contracts import ROOT, small_contract


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
    with pytest.raises(BackendRefused, match="unknown backend 'cuda'.*pallas, splash, dense, tokamax"):
        choose(plan, "cuda")
    with pytest.raises(BackendRefused, match="unknown backend"):
        backend_named("nope")


def test_planning_commands_and_the_backend_policy_import_no_jax():
    """plan, classify, schema and the auto choice run on a laptop without loading jax."""
    probe = "import sys, sparse_cli.cli.app, sparse_cli.backends, sparse_cli.planner.plan; print('jax' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"


