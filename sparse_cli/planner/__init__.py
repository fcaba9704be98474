"""Planning. Static (numpy, no jax): contract -> tiles -> worklists -> budget (``plan``,
``scale``, ``limits``). Per batch (jax, jit-able, fixed shapes): packed documents
(``runtime``), routed top-k (``routing``) and seeded sample batches (``samples``)."""

from sparse_cli.planner.plan import Plan, plan
from sparse_cli.planner.worklists import Worklists

__all__ = ["Plan", "Worklists", "plan"]
