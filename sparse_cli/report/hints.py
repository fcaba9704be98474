"""Advice on block sizes that the estimates support: the planner's smaller-blocks hint
(``planner.hints``) only where the plan at those blocks is also estimated faster, so a hint and
the model never contradict each other."""

from __future__ import annotations

from sparse_cli.backends import BackendRefused
from sparse_cli.contract import with_blocks
from sparse_cli.planner.hints import smaller_blocks
from sparse_cli.planner.plan import Plan
from sparse_cli.planner.plan import plan as make_plan
from sparse_cli.report.program import SCHEDULE_SOURCE, decide, program_report
from sparse_cli.report.roofline import roofline
from sparse_cli.report.scheduled import ScheduleCache


def estimated_seconds(plan: Plan) -> tuple[float, str] | None:
    """Forward + backward seconds of the program ``plan`` runs natively, and by what estimate
    (a stored schedule, else the roofline model); None when nothing sparse runs natively."""
    try:
        choice = decide(plan)
    except BackendRefused:
        return None
    stored = ScheduleCache().get(plan.contract, choice.chosen)
    if stored is not None and stored.seconds is not None:
        return stored.seconds, f"{SCHEDULE_SOURCE} on {plan.contract.target}"
    model = roofline(plan, program_report(plan, choice))
    return model.forward.seconds + model.backward.seconds, f"the roofline model of {plan.contract.target}"


def faster_blocks(plan: Plan) -> str | None:
    """The smaller-blocks hint (``planner.hints``) when the plan at those blocks is also
    estimated faster — by one estimate for both — with both times; else None: a hint and the
    model never contradict each other."""
    hint = smaller_blocks(plan)
    if hint is None:
        return None
    smaller = make_plan(with_blocks(plan.contract, hint.blocks), smem_budget=plan.smem_budget)
    now, then = estimated_seconds(plan), estimated_seconds(smaller)
    if now is None or then is None or then[0] >= now[0] or (now[1] != then[1]):
        return None
    return f"{hint.text}, in {then[0] * 1e3:.4g} ms instead of {now[0] * 1e3:.4g} ms by {now[1]}"
