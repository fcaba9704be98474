"""What ``run`` and ``verify`` share before they execute: the one source they are pointed at
(a serving contract goes its own way), the processes of a multi-host run, and what executes —
the real plan, the backend it runs natively on its target (or the one requested) and the
contract checked."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from sparse_cli.cli import output
from sparse_cli.cli.hosts import Hosts, join_processes
from sparse_cli.cli.options import SMEM_BUDGET
from sparse_cli.contract.serving import ServingContract
from sparse_cli.planner.plan import Plan, smem_budget_bytes
from sparse_cli.planner.plan import plan as make_plan
from sparse_cli.sources import Reading, Source, source_at

if TYPE_CHECKING:
    from sparse_cli.backends import Choice
    from sparse_cli.execution.distributed import Processes
    from sparse_cli.mesh import MeshShape
    from sparse_cli.planner.scale import ScaledContract


@dataclass(frozen=True)
class Request:
    """How ``run`` or ``verify`` was asked to execute a path: the options they share, and their own
    that a serving contract does not take."""

    backend: str | None
    grads: bool
    scale_down: int | None
    smem_budget: int | None
    mesh: str | None
    hosts: Hosts
    json_output: bool
    slice_: bool = False  # verify --slice
    sweep: int | None = None  # run --sweep

    @property
    def training_only(self) -> bool:
        """Whether an option was given that a serving contract, executed on its own, does not take."""
        return bool(self.backend or self.grads or self.mesh or self.sweep or self.smem_budget or self.slice_) or self.hosts.given


@dataclass(frozen=True)
class Execution:
    """What executes, and where: this process's place in the run, the ``--mesh``, the real
    plan, the backend chosen for it and the contract checked (the real one, scaled down or
    sliced)."""

    processes: Processes
    mesh: MeshShape | None
    real: Plan
    choice: Choice
    checked: ScaledContract


def prepared(path: Path, request: Request, serve: Callable[[ServingContract], None], alone: str, **facts) -> Execution | None:
    """What executes for the contract ``path`` names as ``request`` asks, its processes joined
    (every process states ``facts``); or None when ``path`` is a serving contract, which
    ``serve`` executed — given no option it does not take (``alone`` says which it does)."""
    source = source_at(path, Reading(smem_budget=request.smem_budget, argument=SMEM_BUDGET, note=output.warn))
    if isinstance(source.contract, ServingContract):
        if request.training_only:
            raise output.UsageError(alone)
        serve(source.contract)
        return None
    if request.slice_ and (request.scale_down is not None or request.mesh is not None):
        raise output.UsageError("--slice checks the real contract on one device: it takes neither --scale-down nor --mesh")
    processes, mesh = join_processes(request.hosts, request.mesh, source.contract, request.json_output, **facts)
    real, choice, checked = executable(source, request.backend, request.scale_down, request.smem_budget, request.slice_)
    return Execution(processes, mesh, real, choice, checked)


def executable(source: Source, backend: str | None, scale_down: int | None, smem_budget: int | None = None, slice_: bool = False):
    """What ``run`` and ``verify`` execute for ``source`` (a contract file, a plan directory or
    a model's layer, read under ``smem_budget``): the real contract's plan (under
    ``smem_budget``, default the target's, which decides how passes split into launches), the
    backend it runs natively on its target (or the one requested) and the plan actually
    executed — the real one, or a structure-preserving smaller one
    (``execution.executable.executed``). Refusals exit 2; a contract with no native sparse
    kernel exits 1."""
    from sparse_cli.execution.executable import executed  # imports jax: only executing commands call this

    real = source.plan or make_plan(source.contract, smem_budget=smem_budget_bytes(source.contract, smem_budget, SMEM_BUDGET))
    output.warn_contract(real.contract)
    choice, checked = executed(real, backend, scale_down, slice_)
    for change in checked.rule_changes:
        output.warn(f"--scale-down {scale_down} checks another rule than the contract's: {change}; verify --slice checks the real one")
    return real, choice, checked
