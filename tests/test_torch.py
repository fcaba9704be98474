"""``sparse_cli.torch``: a plan's program from torch tensors, against the JAX path
(``sparse_cli.Attention``) and the float64 reference, forward and torch-autograd gradients, by
lane; the lane named in the receipt; what it says without torch. CI installs torch (the CPU
wheel) in a stage of its own; elsewhere the torch tests skip with the reason."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import jax.numpy as jnp
import numpy as np
import pytest

import sparse_cli
from tests.support.contracts import ROOT, contract_document
from tests.support.kernels import assert_close, inputs, pallas_kernels, reference64

needs_torch = pytest.mark.skipif(importlib.util.find_spec("torch") is None,
                                 reason="torch is not installed (CI's torch stage installs it: pip install torch==2.13.0)")


def _torch_xla_error() -> str | None:
    """Why torch_xla cannot be imported here (None when it can). Its device starts here, at
    collection: torch's autograd engine sizes its per-device queues at the process's first
    backward pass, and an XLA backward after a CPU one fails an internal assert otherwise."""
    try:
        import torch_xla
    except ImportError as error:
        return str(error)
    torch_xla.device()
    return None


def test_without_torch_it_imports_and_says_what_to_install():
    """Run where ``import torch`` fails, whether or not torch is installed here."""
    script = ("import sys; sys.modules['torch'] = None\n"
              "import sparse_cli.torch as st\n"
              "try:\n    st.attention(None, None, None, None)\nexcept ModuleNotFoundError as e:\n    print(e)\n")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "sparse_cli.torch needs PyTorch: pip install 'tpu-sparse-cli[torch]'" in result.stdout


def _plan(**extra):
    document = contract_document({"kind": "sliding_window", "size": 100}, 256, 256, 2, 1, name="torch", head_dim=32, **extra)
    return sparse_cli.plan(sparse_cli.load_contract(document))


@needs_torch
@pytest.mark.parametrize("backend", [pytest.param("pallas", marks=pytest.mark.slow), "dense"])
def test_jax_lane_matches_float64_and_the_jax_path(backend):
    """Output and gradients (q, k, v, sinks) through torch autograd, a batch of two with
    documents, softcap and sinks, against the float64 reference and ``sparse_cli.Attention``."""
    import torch

    import sparse_cli.torch as st

    plan = _plan(softcap=20.0, sinks=True, segment_ids=True)
    seed = 3
    print(f"seed {seed}")
    q, k, v, ids, cotangent, sinks = inputs(plan.contract, seed)
    tensors = [torch.tensor(x, dtype=torch.float32, requires_grad=True) for x in (q, k, v, sinks)]
    batch = [t.detach()[None].repeat(2, *[1] * t.dim()).requires_grad_(True) for t in tensors[:3]]
    id_tensors = tuple(torch.tensor(np.stack([i, i]), dtype=torch.int32) for i in ids)
    attention = st.Attention(plan, backend)
    out = attention(*batch, id_tensors, tensors[3])
    (out * torch.tensor(np.stack([cotangent, cotangent]), dtype=torch.float32)).sum().backward()
    got = [out[0].detach().numpy(), *(t.grad.numpy()[0] / 1.0 for t in batch)]
    expected = reference64(plan.contract, q, k, v, ids, cotangent, sinks)
    got.append(tensors[3].grad.numpy() / 2)  # the sinks are shared by both examples: their gradient sums over them
    assert_close(got, expected, "float32")
    jax_out = sparse_cli.Attention(plan, backend)(*(jnp.asarray(np.stack([x, x]), jnp.float32) for x in (q, k, v)),
                                                  tuple(jnp.asarray(np.stack([i, i])) for i in ids), jnp.asarray(sinks, jnp.float32))
    np.testing.assert_allclose(out.detach().numpy(), np.asarray(jax_out), rtol=1e-6, atol=1e-6)


@needs_torch
def test_what_the_jax_door_refuses_the_torch_door_refuses_and_ids_mean_their_values():
    """Segment ids of int64 mean their values (past int32 refused, never wrapped into another
    document), a batch over max_grid_width is refused by name (not NaN rows), float64 tensors
    (JAX computes them in float32) and a second-order gradient (the backward runs in JAX) are
    refused; with no gradient asked for, or under torch.compile, the output is the same; the
    function form compiles a plan once."""
    import torch

    import sparse_cli.torch as st
    from sparse_cli.execution.api import RECENT

    plan = _plan(segment_ids=True)
    q, k, v, ids, *_ = inputs(plan.contract, 5)
    attention = st.Attention(plan, "dense")
    tensors = [torch.tensor(x, dtype=torch.float32, requires_grad=True) for x in (q, k, v)]
    narrow = attention(*tensors, tuple(torch.tensor(i, dtype=torch.int32) for i in ids))
    wide = attention(*tensors, tuple(torch.tensor(i, dtype=torch.int64) for i in ids))
    torch.testing.assert_close(wide, narrow, rtol=0, atol=0)
    with pytest.raises(ValueError, match="must fit in int32"):
        attention(*tensors, tuple(torch.tensor(i, dtype=torch.int64) + 2**32 for i in ids))
    with torch.no_grad():
        torch.testing.assert_close(attention(*tensors, tuple(torch.tensor(i) for i in ids)), narrow.detach(), rtol=0, atol=0)
    compiled = torch.compile(lambda *x: attention(*x, tuple(torch.tensor(i) for i in ids)), backend="aot_eager")  # a graph break
    torch.testing.assert_close(compiled(*tensors), narrow, rtol=0, atol=0)
    with pytest.raises(TypeError, match="float64"):
        attention(*(t.detach().double() for t in tensors), tuple(torch.tensor(i) for i in ids))
    narrow.sum().backward(retain_graph=True)
    narrow.sum().backward()
    with pytest.raises(RuntimeError, match="second time"):  # as torch's own operations: not a gradient accumulated again
        narrow.sum().backward()
    with pytest.raises(RuntimeError, match="create_graph=True"):  # its second order would be the first-order terms alone, silently
        torch.autograd.grad(narrow.square().sum(), tensors[0], create_graph=True)
    bound = sparse_cli.plan(sparse_cli.load_contract(contract_document(
        {"kind": "documents", "mask": {"kind": "causal"}, "max_grid_width": 2}, 256, 256, 2, name="bound", head_dim=32, blocks=64,
        segment_ids=True)))
    one_document = tuple(torch.zeros(256, dtype=torch.int32) for _ in range(2))
    with pytest.raises(sparse_cli.DocumentOverflow, match="batch 0"):
        st.Attention(bound, "pallas")(*(torch.tensor(x, dtype=torch.float32) for x in inputs(bound.contract, 6)[:3]), one_document)
    for _ in range(2):
        st.attention(*tensors, plan, segment_ids=tuple(torch.tensor(i) for i in ids), backend="dense")
    made = RECENT.of(plan, ("torch", "dense", None, repr(None)), lambda: pytest.fail("the function form made a second attention"))
    assert made.calls == {"jax": 2} and len(made._programs) == 1


@needs_torch
def test_bfloat16_tensors_and_the_receipt_names_the_lane():
    import torch

    import sparse_cli.torch as st

    plan = _plan()
    q, k, v, *_ = inputs(plan.contract, 4)
    attention = st.Attention(plan, "pallas")
    out = attention(*(torch.tensor(x, dtype=torch.bfloat16) for x in (q, k, v)))
    want = sparse_cli.Attention(plan, "pallas")(*(jnp.asarray(x, jnp.bfloat16) for x in (q, k, v)))
    assert out.dtype == torch.bfloat16
    np.testing.assert_array_equal(out.float().numpy(), np.asarray(want.astype(jnp.float32)))
    receipt = attention.receipt(*(torch.tensor(x, dtype=torch.bfloat16) for x in (q, k, v)), grads=True)
    assert receipt.lane == "jax" and receipt.calls == {"jax": 1} and receipt.proven
    assert sorted(receipt.kernels) == pallas_kernels(plan.contract)
    assert receipt.torch_versions["torch"].split("+")[0] == torch.__version__.split("+")[0]


@needs_torch
def test_lanes_are_refused_by_name_where_they_cannot_run():
    import torch

    import sparse_cli.torch as st

    plan = _plan()
    with pytest.raises(NotImplementedError, match="lane 'pallas' \\(torch_xla's trace_pallas\\)"):
        st.Attention(plan, lane="pallas")
    with pytest.raises(ValueError, match="lane='cuda'"):
        st.Attention(plan, lane="cuda")
    q = torch.zeros(2, 256, 32)
    if _torch_xla_error() is not None:
        with pytest.raises(ModuleNotFoundError, match="needs torch_xla"):
            st.Attention(plan, lane="call_jax")(q, q[:1], q[:1])
    else:
        with pytest.raises(ValueError, match="on a PyTorch/XLA device"):
            st.Attention(plan, lane="call_jax")(q, q[:1], q[:1])
    with pytest.raises(ValueError, match="do not match the contract"):
        st.Attention(plan)(q, q, q)
    with pytest.raises(TypeError, match="k must be a torch.Tensor"):
        st.Attention(plan)(q, np.zeros((1, 256, 32)), q[:1])


@needs_torch
@pytest.mark.skipif(importlib.util.find_spec("torch") is None or _torch_xla_error() is not None,
                    reason="torch_xla cannot be imported (its wheels pin their torch release: see the README's torch lanes)")
def test_call_jax_lane_on_a_pytorch_xla_device_matches_the_jax_path():
    import torch
    import torch_xla

    import sparse_cli.torch as st

    plan = _plan(sinks=True)
    q, k, v, _, cotangent, sinks = inputs(plan.contract, 5)
    device = torch_xla.device()
    tensors = [torch.tensor(x, dtype=torch.float32).to(device).requires_grad_(True) for x in (q, k, v, sinks)]
    attention = st.Attention(plan, "pallas")
    out = attention(*tensors[:3], None, tensors[3])
    (out * torch.tensor(cotangent, dtype=torch.float32).to(device)).sum().backward()
    got = [out.detach().cpu().numpy(), *(t.grad.cpu().numpy() for t in tensors)]
    assert_close(got, reference64(plan.contract, q, k, v, None, cotangent, sinks), "float32")
    assert attention.receipt(*tensors[:3], None, tensors[3]).lane == "call_jax"
