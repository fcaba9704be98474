"""Planning. Static (numpy, no jax): contract -> tiles -> worklists -> budget (``plan``,
``scale``, ``limits``, ``roofline``). Per batch (jax, jit-able, fixed shapes): packed documents
(``runtime``), routed top-k (``routing``) and seeded sample batches (``samples``).

Nothing is imported here, so a module can read ``planner.limits`` without loading the planner."""
