"""The ``tokamax`` backend beyond the shared backend suite (``test_backends.py``, which runs its
cases against the float64 reference and checks its refusals): its refusal without the package,
and the kernels of the program lowered for a TPU."""

import importlib.util

import pytest

import sparse_cli
from sparse_cli.backends.tokamax import TOKAMAX
from sparse_cli.lowered import kernels_in
from tests.support.contracts import contract_document

pytest.importorskip("tokamax")


def test_refuses_without_tokamax(monkeypatch):
    find_spec = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "tokamax" else find_spec(name, *a))
    assert "pip install tokamax" in TOKAMAX.refusal(sparse_cli.plan(contract_document({"kind": "causal"}, 256, 256, 2)), native=True)


@pytest.mark.parametrize("grads", [False, True])
def test_program_lowered_for_tpu_holds_tokamax_kernels_and_the_smem_verdict_is_theirs(grads):
    from sparse_cli.audit.canonical import canonicalize
    from sparse_cli.audit.lowering import export_attention

    plan = sparse_cli.plan(contract_document({"kind": "sliding_window", "size": 200}, 512, 512, 4, 2, softcap=30.0))
    program = export_attention(plan, "tokamax", grads=grads).mlir_module()
    kernels, evidence = kernels_in(program)
    assert evidence == "tpu_custom_call kernel_name attributes"
    assert TOKAMAX.proves(kernels, grads, plan.contract), kernels
    # JAX Splash's kernels carry the same names; its separate dq kernel tells its program apart
    assert not TOKAMAX.proves(["splash_mha_dkv_no_residuals", "splash_mha_dq_no_residuals", "splash_mha_fwd_residuals"], True, plan.contract)
    smem = sparse_cli.program_report(plan, "tokamax").smem
    for kernel in canonicalize(program).kernels:  # what each launch prefetches, as lowered
        assert kernel.smem_bytes == (smem.dkv_bytes if "_dkv" in kernel.name else smem.fwd_bytes), kernel
