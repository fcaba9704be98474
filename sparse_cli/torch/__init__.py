"""PyTorch's door: a plan run from torch tensors, differentiable by torch's autograd.

``sparse_cli.torch.attention(q, k, v, plan)`` (or ``Attention(plan)``, which keeps the program
and gives receipts) takes torch tensors ``[(B,) H, L, D]`` — the layout of
``torch.nn.functional.scaled_dot_product_attention`` and of ``sparse_cli.attention`` — and
runs the very program ``sparse_cli.Attention`` runs for the plan, through one of two lanes:

- ``"jax"``: tensors on the CPU (or any device torch and JAX both hand over by DLPack) go to
  JAX by DLPack, the jitted program runs on JAX's device, the output comes back the same way;
  needs ``torch`` only (``pip install 'tpu-sparse-cli[torch]'``).
- ``"call_jax"``: tensors on a PyTorch/XLA device; ``torch_xla``'s ``call_jax`` stages the
  JAX program into PyTorch/XLA's graph (on a TPU its Pallas kernels run natively there).
  Needs ``torch_xla`` with its ``torchax`` (and ``flax``, which torchax imports), on the torch
  release torch_xla was built for.

The third lane of the design notes, torch_xla's native Pallas lane (``trace_pallas``), is
refused by name: it turns a function holding one ``tpu_custom_call`` into one payload, while
this program is several kernels (forward, dq, dK/dV, and a launch per SMEM-sized share)
joined by XLA operations and a custom VJP; and it lowers for a TPU only ("Only interpret mode
is supported on CPU backend" elsewhere). ``call_jax`` runs the same kernels natively on a TPU.

Importing this module needs no torch; calling it without torch says what to install.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sparse_cli.planner.plan import Plan
    from sparse_cli.torch.lanes import Attention

#: The lanes, in the order ``lane=None`` considers them for a tensor's device.
LANES = ("jax", "call_jax", "pallas")
#: What to install for the torch door.
INSTALL = ("sparse_cli.torch needs PyTorch: pip install 'tpu-sparse-cli[torch]' (any torch >= 2.4; on x86-64 PyPI's "
           "default torch is a CUDA build of several GB, `pip install torch --index-url "
           "https://download.pytorch.org/whl/cpu` the CPU one); for tensors on a PyTorch/XLA device also torch_xla, "
           "torchax and flax, on the torch release torch_xla was built for")


def attention(q, k, v, plan: Plan, *, segment_ids=None, sinks=None, backend: str = "auto", lane: str | None = None,
              interpret: Any = None):
    """Block-sparse attention of ``plan``'s contract on torch tensors ``[(B,) H, L, D]``; see
    ``Attention`` (a plan called again runs the programs compiled for it)."""
    from sparse_cli.execution.api import RECENT

    made = RECENT.of(plan, ("torch", backend, lane, repr(interpret)), lambda: __getattr__("Attention")(plan, backend, lane=lane, interpret=interpret))
    return made(q, k, v, segment_ids=segment_ids, sinks=sinks)


def __getattr__(name: str):
    """``Attention`` and ``TorchReceipt`` import torch: loaded on first use, or refused with what to install."""
    if name in ("Attention", "TorchReceipt"):
        try:
            import torch  # noqa: F401
        except ModuleNotFoundError:
            raise ModuleNotFoundError(INSTALL) from None
        from sparse_cli.torch import lanes

        return getattr(lanes, name)
    raise AttributeError(f"module 'sparse_cli.torch' has no attribute {name!r}")


__all__ = ["INSTALL", "LANES", "Attention", "TorchReceipt", "attention"]
