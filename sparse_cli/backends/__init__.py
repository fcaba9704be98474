"""Backends: who runs a plan. One module per backend (``pallas``, ``splash``, ``dense``,
``tokamax``), each implementing ``base.Backend``; ``registry`` names them and ``choice`` holds
the ``auto`` policy. Importing this package does not import jax: a backend imports it when it builds its
program, so planning commands stay fast.
"""

from sparse_cli.backends.base import Backend, BackendRefused, NoNativeKernel, Planned
from sparse_cli.backends.choice import Choice, choose, refusal
from sparse_cli.backends.registry import BACKENDS, backend_named

__all__ = ["BACKENDS", "Backend", "BackendRefused", "Choice", "NoNativeKernel", "Planned", "backend_named", "choose", "refusal"]
