"""The registered backends, by name: adding a backend is one module and one line here."""

from __future__ import annotations

from sparse_cli.backends.base import Backend, BackendRefused
from sparse_cli.backends.dense import DENSE
from sparse_cli.backends.pallas import PALLAS
from sparse_cli.backends.splash import SPLASH, SPLASH_FUSED
from sparse_cli.backends.tokamax import TOKAMAX

BACKENDS: dict[str, Backend] = {backend.name: backend for backend in (PALLAS, SPLASH, SPLASH_FUSED, DENSE, TOKAMAX)}


def backend_named(name: str) -> Backend:
    """The backend called ``name``; an unknown name is refused with the choices."""
    try:
        return BACKENDS[name]
    except KeyError:
        raise BackendRefused(f"unknown backend {name!r}; choose one of auto, {', '.join(BACKENDS)}") from None
