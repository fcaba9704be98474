"""What ``run`` and ``verify`` execute, resolved once from the path they are pointed at: a
training contract (``training.TrainingTarget``: its plan, the backend chosen and the contract
checked, over the processes of a multi-host run) or a serving contract
(``serving.ServingTarget``). Both answer the same two calls, so a command never asks which it holds."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Protocol

from sparse_cli.cli import output
from sparse_cli.cli.options import SMEM_BUDGET, Request
from sparse_cli.cli.serving import ServingTarget
from sparse_cli.cli.training import TrainingTarget
from sparse_cli.contract.serving import ServingContract
from sparse_cli.sources import Reading, source_at


class Target(Protocol):
    """A contract ``run`` or ``verify`` is pointed at, ready to execute as they were asked."""

    def run(self, steps: int, warmup: int, seed: int) -> None:
        """Timed steps with a receipt."""

    def verify(self, seed: int) -> None:
        """The kernel against the float64 reference; exit 1 when it is off."""


@contextlib.contextmanager
def platform_started() -> Iterator[None]:
    """JAX's refusal to start the platform the environment names (``JAX_PLATFORMS``: one this
    machine lacks, or a misspelt one) as bad input naming it, not a traceback."""
    try:
        yield
    except RuntimeError as error:
        if "Unable to initialize backend" not in str(error):
            raise
        chosen = os.environ.get("JAX_PLATFORMS", "")
        raise output.UsageError(f"JAX_PLATFORMS={chosen!r}: {str(error).splitlines()[0]}") from None


def target_at(path: Path, request: Request, **facts) -> Target:
    """What executes for the contract ``path`` names as ``request`` asks; the processes of a
    training contract's run are joined (every process states ``facts``)."""
    source = source_at(path, Reading(smem_budget=request.smem_budget, argument=SMEM_BUDGET, note=output.warn))
    if isinstance(source.contract, ServingContract):
        return ServingTarget(source.contract, request)
    return TrainingTarget.of(source, request, **facts)
