"""Running plans: ``api`` binds a plan to a backend (``Attention``), ``executable`` decides what
``run`` and ``verify`` execute, ``inputs`` draws their random inputs, ``runner`` times runs,
``verify`` checks against the float64 reference and ``distributed`` joins several hosts.
Everything here imports jax; planning and reporting never import this package."""
