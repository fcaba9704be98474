"""Serving: ragged paged attention (JAX's layouts) whose kv walk skips the pages a mask hides.

- ``contract``: serving contracts (jax-free: the CLI reads them before anything runs);
- ``kernel``: ``ragged_paged_attention``, the Pallas kernel and its entry point;
- ``plan``: the page walk, planned on the device from ``kv_lens``/``cu_q_lens`` and the mask;
- ``lifted``: the mask kinds' own interval arithmetic and tile classes on JAX arrays;
- ``reference``: the float64 numpy reference; ``validate``: argument checks (``validate_inputs``:
  a batch's values, for a server to call outside ``jax.jit``);
- ``audit``: what ``classify`` and ``verify`` measure of a serving contract.

Imports only the spec layer (``sparse_cli.contract``, ``sparse_cli.masks``). The names below
import jax, so they load on first use — or at once in a process that has imported jax: the
kernel loads Pallas, whose import registers JAX configuration states, and done inside a trace
that makes ``jax.jit`` trace the caller's function a second time.
"""

import sys
from importlib import import_module

_HOMES = {"KERNEL_NAME": "program", "ragged_paged_attention": "kernel", "full_walk_pages": "plan", "plan_walk": "plan",
          "ragged_paged_attention_reference": "reference", "serving_mask": "contract", "validate_inputs": "validate"}

__all__ = sorted(_HOMES)


def __getattr__(name: str):
    if name not in _HOMES:
        raise AttributeError(f"module 'sparse_cli.serving' has no attribute {name!r}")
    return getattr(import_module(f"sparse_cli.serving.{_HOMES[name]}"), name)


if "jax" in sys.modules:
    import_module("sparse_cli.serving.kernel")
