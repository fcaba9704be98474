"""Serving: ragged paged attention (JAX's layouts) whose kv walk skips the pages a mask hides.

- ``kernel``: ``ragged_paged_attention``, the Pallas kernel and its entry point;
- ``plan``: the page walk, planned on the device from ``kv_lens``/``cu_q_lens`` and the mask;
- ``lifted``: the mask kinds' own interval arithmetic and tile classes on JAX arrays;
- ``reference``: the float64 numpy reference; ``validate``: argument checks.

Imports only the spec layer (``sparse_cli.contract``, ``sparse_cli.masks``).
"""

from sparse_cli.serving.contract import serving_mask
from sparse_cli.serving.kernel import KERNEL_NAME, ragged_paged_attention
from sparse_cli.serving.plan import full_walk_pages, plan_walk
from sparse_cli.serving.reference import ragged_paged_attention_reference

__all__ = ["KERNEL_NAME", "full_walk_pages", "plan_walk", "ragged_paged_attention", "ragged_paged_attention_reference",
           "serving_mask"]
