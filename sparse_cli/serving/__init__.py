"""Serving: ragged paged attention (JAX's layouts) whose kv walk skips the pages a mask hides.

- ``kernel``: ``ragged_paged_attention``, JAX's entry point (``program``: the Pallas kernel;
  ``vllm``: vLLM's RPA v3 entry point);
- ``plan``: the page walk, planned on the device from ``kv_lens``/``cu_q_lens`` and the mask;
- ``lifted``: the mask kinds' own interval arithmetic and tile classes on JAX arrays;
- ``reference``: the float64 numpy reference; ``validate``: argument checks (``validate_inputs``:
  a batch's values, for a server to call outside ``jax.jit``);
- ``measure``: what ``classify``, ``verify`` and ``run`` measure of a serving contract.

Serving contracts themselves are in the spec layer (``sparse_cli.contract.serving``: jax-free,
the CLI reads them before anything runs). The names below import jax, so they load on first
use — or at once in a process that has imported jax: the kernel loads Pallas, whose import
registers JAX configuration states, and done inside a trace that makes ``jax.jit`` trace the
caller's function a second time.
"""

import sys
from importlib import import_module

_HOMES = {"KERNEL_NAME": "program", "ragged_paged_attention": "kernel", "full_walk_pages": "plan", "plan_walk": "plan",
          "ragged_paged_attention_reference": "reference", "serving_mask": "sparse_cli.contract.serving", "validate_inputs": "validate"}

__all__ = sorted(_HOMES)


def __getattr__(name: str):
    if name not in _HOMES:
        raise AttributeError(f"module 'sparse_cli.serving' has no attribute {name!r}")
    home = _HOMES[name]
    return getattr(import_module(home if "." in home else f"sparse_cli.serving.{home}"), name)


if "jax" in sys.modules:
    import_module("sparse_cli.serving.kernel")
