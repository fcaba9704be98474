"""What a plan costs as a backend's program runs it: which backend, its launches and grid steps
per pass, its SMEM and VMEM verdicts and its FLOPs, under the SMEM budget the plan was made for."""

from __future__ import annotations

from pydantic import BaseModel

from sparse_cli.backends import BackendRefused, Choice, backend_named, choose
from sparse_cli.contract import each_pass
from sparse_cli.planner.plan import Plan
from sparse_cli.report.flops import Flops, flops
from sparse_cli.report.smem import SmemVerdict, pass_launches, smem_verdict
from sparse_cli.report.vmem import VmemVerdict, vmem_verdict


class PassProgram(BaseModel):
    """One pass as the program runs it: its grid steps over all its launches."""

    grid_steps: int
    launches: int


class ProgramReport(BaseModel):
    """A plan's program on its target: ``backend`` is what runs natively there (None: nothing
    does, ``backend_reason`` says why, and the figures describe pallas's layout, the program
    the contract would need)."""

    backend: str | None
    backend_reason: str
    passes: dict[str, PassProgram]  # "fwd", "dq", "dkv"
    smem: SmemVerdict
    vmem: VmemVerdict
    flops: Flops


def program_report(plan: Plan, backend: str | Choice | None = None) -> ProgramReport:
    """The report of ``plan``'s native program: of ``backend`` (a name or a choice already made;
    a refused explicit request raises ``BackendRefused``), or by default of the backend the
    contract asks for natively on its target (a refusal is reported, not raised)."""
    if isinstance(backend, Choice):
        chosen, reason = backend.backend, backend.reason
    elif backend is not None:
        choice = choose(plan, backend, native=True)
        chosen, reason = choice.backend, choice.reason
    else:
        try:
            choice = choose(plan, native=True)
            chosen, reason = choice.backend, choice.reason
        except BackendRefused as refused:
            chosen, reason = None, str(refused)
    layout = chosen or backend_named("pallas")
    c = plan.contract
    launches = pass_launches(layout, c, plan.worklists, plan.smem_budget)
    passes = {name: PassProgram(grid_steps=sum(launch.grid_steps for launch in each), launches=len(each))
              for name, each in each_pass(launches).items()}
    visited = {name: p.visited_tiles for name, p in plan.stats.passes.items()}
    return ProgramReport(
        backend=chosen.name if chosen is not None else None,
        backend_reason=reason,
        passes=passes,
        smem=smem_verdict(c, launches, plan.smem_budget, layout, runs=chosen is not None),
        vmem=vmem_verdict(c, chosen),
        flops=flops(c, visited, chosen),
    )


def stats_with_program(plan: Plan, program: ProgramReport) -> dict:
    """The plan's figures with its native program's (backend, SMEM and VMEM verdicts, FLOPs, each pass's
    grid steps and launches), as one JSON document: what ``plan`` and ``classify`` report."""
    stats = plan.stats.model_dump(mode="json")
    for name, figures in program.passes.items():
        stats["passes"][name].update(figures.model_dump(mode="json"))
    return stats | program.model_dump(mode="json", include={"backend", "backend_reason", "smem", "vmem", "flops"})
