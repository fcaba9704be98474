"""What a plan costs as a backend's program runs it: which backend, its launches and grid steps
per pass, its SMEM and VMEM verdicts and its FLOPs, under the SMEM budget the plan was made for."""

from __future__ import annotations

import dataclasses

from pydantic import BaseModel

from sparse_cli.backends import BackendRefused, Choice, backend_named, choose
from sparse_cli.backends.choice import Estimates, eligible
from sparse_cli.contract import each_pass
from sparse_cli.planner.plan import Plan, smem_budget_bytes
from sparse_cli.report.flops import Flops, flops
from sparse_cli.report.roofline import Roofline, roofline
from sparse_cli.report.scheduled import ScheduleCache
from sparse_cli.report.smem import SmemVerdict, pass_launches, smem_verdict
from sparse_cli.report.vmem import VmemVerdict, vmem_verdict
from sparse_cli.targets import TARGETS

#: What a schedule-based estimate is, in a choice's reason.
SCHEDULE_SOURCE = "the compiler's schedule (static, not a measurement)"


class PassProgram(BaseModel):
    """One pass as the program runs it: its grid steps over all its launches (none for a dq
    pass that the dK/dV kernel computes)."""

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
    contract asks for natively on its target, ``auto`` deciding by estimates (``decide``; a
    refusal is reported, not raised). The plan's SMEM budget must be one its chip can have
    (``planner.smem_budget_bytes``): a plan edited to claim more is refused, never judged "fits"."""
    smem_budget_bytes(plan.contract, plan.smem_budget)
    if isinstance(backend, Choice):
        return _report(plan, backend.chosen, backend.reason)
    if backend is not None:
        choice = choose(plan, backend, native=True)
        return _report(plan, choice.chosen, choice.reason)
    try:
        choice = decide(plan)
    except BackendRefused as refused:
        return _report(plan, None, str(refused))
    return _report(plan, choice.chosen, choice.reason)


def on_target(plan: Plan, program: ProgramReport, target: str) -> tuple[Plan, ProgramReport]:
    """``plan`` and its ``program`` as they would be on ``target``: the same tiles and backend,
    that chip's launches, grid steps, FLOPs and verdicts under its own SMEM (what another chip's
    roofline models)."""
    if target == plan.contract.target:
        return plan, program
    moved = dataclasses.replace(plan, contract=plan.contract.model_copy(update={"target": target}), smem_budget=TARGETS[target].smem_bytes)
    return moved, _report(moved, program.backend, program.backend_reason)


def rooflines(plan: Plan, program: ProgramReport) -> list[Roofline]:
    """The roofline model of ``program``'s backend on every chip, each on its own launches,
    grid steps and FLOPs (``on_target``)."""
    return [roofline(*on_target(plan, program, target)) for target in TARGETS]


def _report(plan: Plan, chosen: str | None, reason: str) -> ProgramReport:
    layout = backend_named(chosen) if chosen is not None else backend_named("pallas")
    c = plan.contract
    launches = pass_launches(layout, c, plan.worklists, plan.smem_budget)
    no_dq_kernel = layout.computes_dq_with_dkv(c)  # the dK/dV kernel computes dq: the dq pass launches nothing
    passes = {name: PassProgram(grid_steps=0, launches=0) if name == "dq" and no_dq_kernel
              else PassProgram(grid_steps=sum(launch.grid_steps for launch in each), launches=len(each))
              for name, each in each_pass(launches).items()}
    visited = {name: p.visited_tiles for name, p in plan.stats.passes.items()}
    return ProgramReport(
        backend=chosen,
        backend_reason=reason,
        passes=passes,
        smem=smem_verdict(c, launches, plan.smem_budget, layout, runs=chosen is not None),
        vmem=vmem_verdict(c, backend_named(chosen) if chosen is not None else None),
        flops=flops(c, visited, backend_named(chosen) if chosen is not None else None),
    )


def estimates(plan: Plan, native: bool = True, cache: ScheduleCache | None = None) -> Estimates | None:
    """Seconds of each sparse backend that can serve ``plan``: all from stored schedules (the
    forward + backward programs when every backend has them, else the forward), else all from
    the roofline model — never a mix; None when fewer than two can serve it."""
    candidates = eligible(plan, native)
    if len(candidates) < 2:
        return None
    cache = cache or ScheduleCache()
    stored = [cache.get(plan.contract, name) for name in candidates]
    for program in ("bwd_seconds", "fwd_seconds"):
        seconds = {name: getattr(s, program) for name, s in zip(candidates, stored) if s is not None and getattr(s, program) is not None}
        if len(seconds) == len(candidates):
            return Estimates(seconds, f"{SCHEDULE_SOURCE} on {plan.contract.target}")
    modelled = {}
    for name in candidates:
        model = roofline(plan, _report(plan, name, "estimated"))
        modelled[name] = model.forward.seconds + model.backward.seconds
    return Estimates(modelled, f"the roofline model of {plan.contract.target}")


def decide(plan: Plan, requested: str | None = None, native: bool = True) -> Choice:
    """``choose`` with ``estimates`` when the choice is ``auto``'s."""
    asked = requested or plan.contract.backend
    return choose(plan, requested, native, estimates(plan, native) if asked == "auto" else None)


def stats_with_program(plan: Plan, program: ProgramReport) -> dict:
    """The plan's figures with its native program's (backend, SMEM and VMEM verdicts, FLOPs, each pass's
    grid steps and launches), as one JSON document: what ``plan`` and ``classify`` report."""
    stats = plan.stats.model_dump(mode="json")
    for name, figures in program.passes.items():
        stats["passes"][name].update(figures.model_dump(mode="json"))
    return stats | program.model_dump(mode="json", include={"backend", "backend_reason", "smem", "vmem", "flops"})
