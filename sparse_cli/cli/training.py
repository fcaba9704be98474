"""``run`` and ``verify`` of a training contract: the real plan, the backend it runs natively on
its target (or the one requested) and the contract checked — the real one, scaled down or
sliced — over the processes of a multi-host run; timed with a receipt, or checked against the
float64 dense reference."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import typer

from sparse_cli.cli import output, program_views
from sparse_cli.cli.hosts import join_processes
from sparse_cli.cli.options import SMEM_BUDGET, Request
from sparse_cli.planner.plan import Plan, smem_budget_bytes
from sparse_cli.planner.plan import plan as make_plan
from sparse_cli.sources import Source

if TYPE_CHECKING:
    from sparse_cli.backends import Choice
    from sparse_cli.execution.distributed import Processes
    from sparse_cli.mesh import MeshShape
    from sparse_cli.planner.scale import ScaledContract


@dataclass(frozen=True)
class TrainingTarget:
    """What executes, and where: this process's place in the run, the ``--mesh``, the real
    plan, the backend chosen for it and the contract checked (the real one, scaled down or
    sliced), as ``request`` asked."""

    processes: Processes
    mesh: MeshShape | None
    real: Plan
    choice: Choice
    checked: ScaledContract
    request: Request

    @staticmethod
    def of(source: Source, request: Request, **facts) -> TrainingTarget:
        """``source`` executed as ``request`` asks, its processes joined (every process states
        ``facts``, which must agree)."""
        if request.slice_ and (request.scale_down is not None or request.mesh is not None):
            raise output.UsageError("--slice checks the real contract on one device: it takes neither --scale-down nor --mesh")
        processes, mesh = join_processes(request.hosts, request.mesh, source.contract, request.json_output, **facts)
        real, choice, checked = executable(source, request.backend, request.scale_down, request.smem_budget, request.slice_)
        return TrainingTarget(processes, mesh, real, choice, checked, request)

    def run(self, steps: int, warmup: int, seed: int) -> None:
        """Timed steps of the checked plan (a ``--sweep``: random runtime payloads through the same
        compiled step), with a receipt."""
        from sparse_cli.execution.api import Attention  # jax-dependent: imported on use
        from sparse_cli.execution.distributed import finished
        from sparse_cli.execution.runner import run
        from sparse_cli.planner.samples import payloads

        plan, request = self.checked.plan, self.request
        sources = (lambda: payloads(plan, request.sweep, seed)) if request.sweep else None
        try:  # a mesh runs a backend that shards
            attention = (Attention(plan, request.backend, mesh=self.mesh) if self.mesh is not None else Attention(plan, self.choice))
        except ValueError as error:  # a mesh the plan cannot use (BackendRefused is a ValueError too)
            raise output.UsageError(str(error)) from None
        out = output.Output(request.json_output, speaks=self.processes.reports)
        with out.progress() as progress:
            task = progress.add_task(f"{plan.contract.name}: {attention.execution} {attention.backend.name}", total=steps)
            report = run(attention, steps, warmup, request.grads, seed, sources, lambda done: progress.update(task, completed=done))
        finished(self.processes)
        out.emit(report, lambda console: program_views.ran(console, report))
        if report.sweep_compilations:
            raise output.CheckFailed(f"{plan.contract.name}: the sweep's {request.sweep} payloads compiled the step "
                                     f"{report.sweep_compilations} more times; a batch must reuse the compiled program")

    def verify(self, seed: int) -> None:
        """The chosen backend on the checked plan (or ``--slice``: the real plan on a slice of its
        queries) against the float64 dense reference; exit 1 when a head is off."""
        from sparse_cli.execution.distributed import finished
        from sparse_cli.execution.verify import KernelFault, verify  # imported here: planning commands start without jax

        checked, grads = self.checked, self.request.grads
        out = output.Output(self.request.json_output, speaks=self.processes.reports)
        try:
            with out.progress() as progress:  # compiling and interpreting the kernels takes seconds to minutes
                progress.add_task(f"{checked.contract.name}: running {self.choice.chosen}{' with gradients' if grads else ''} "
                                  "and the float64 reference", total=None)
                if self.request.slice_:
                    from sparse_cli.execution.slices import verify_slice

                    verdict, checked = verify_slice(self.real, self.choice, checked, seed=seed, grads=grads)
                else:
                    verdict = verify(self.real, self.choice, checked, seed=seed, grads=grads, mesh=self.mesh)
        except KernelFault as fault:
            raise output.CheckFailed(str(fault)) from None
        finished(self.processes)
        out.emit(verdict, lambda console: program_views.verified(console, verdict, checked))
        if not verdict.passed:
            raise typer.Exit(output.EXIT_CHECK_FAILED)


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
