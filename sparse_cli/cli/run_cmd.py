"""`sparse-cli run`: timed runs with a receipt, on one device or a heads x q mesh."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from sparse_cli.cli import output, views
from sparse_cli.cli.options import BackendOpt, JsonOpt, PlanOrContractArg, ScaleDownOpt, SmemBudgetOpt, executable


@output.handles_user_errors
def run_command(
    contract_path: PlanOrContractArg,
    backend: BackendOpt = None,
    steps: Annotated[int, typer.Option("--steps", metavar="N", min=1, help="Timed steps.")] = 10,
    warmup: Annotated[int, typer.Option("--warmup", metavar="N", min=0, help="Untimed steps after the first call.")] = 2,
    grads: Annotated[bool, typer.Option("--grads", metavar="", help="Time forward + backward.")] = False,
    mesh: Annotated[Optional[str], typer.Option("--mesh", metavar="heads=H,q=Q", help="Shard over a device mesh, e.g. heads=2,q=4 (pallas).", show_default=False)] = None,
    sweep: Annotated[Optional[int], typer.Option("--sweep", metavar="N", min=1, help="Also run N random runtime payloads; fail on any recompilation.", show_default=False)] = None,
    scale_down: ScaleDownOpt = None,
    smem_budget: SmemBudgetOpt = None,
    seed: Annotated[int, typer.Option("--seed", metavar="N", help="Seed of the random inputs and payloads.")] = 0,
    json_output: JsonOpt = False,
) -> None:
    """Run a contract on the default device: step time, compilations, TFLOP/s, receipt.

    Runs the backend the real contract runs natively on its target (or --backend)."""
    from sparse_cli.api import Attention
    from sparse_cli.audit.recompile import payloads  # jax-dependent: imported on use
    from sparse_cli.runner import run
    from sparse_cli.sharding import ShardedAttention, parse_mesh

    _, choice, checked = executable(contract_path, backend, scale_down, smem_budget)
    plan = checked.plan
    try:
        if mesh is not None:
            shape = parse_mesh(mesh)
            attention = ShardedAttention(plan, shape["heads"], shape["q"], backend)  # a mesh runs the pallas kernels
        else:
            attention = Attention(plan, choice)
    except ValueError as error:  # a mesh the plan cannot use (BackendRefused is a ValueError too)
        raise output.UsageError(str(error)) from None

    sources = (lambda: payloads(plan, sweep, seed)) if sweep else None
    out = output.Output(json_output)
    with out.progress() as progress:
        task = progress.add_task(f"{plan.contract.name}: {attention.execution} {attention.backend.name}", total=steps)
        report = run(attention, steps, warmup, grads, seed, sources, lambda done: progress.update(task, completed=done))

    out.emit(report, lambda console: views.ran(console, report))
    if report.compilations != 1 or report.sweep_compilations:
        output.error_message(f"{plan.contract.name}: the step compiled {report.compilations + report.sweep_compilations} times; expected once")
        raise typer.Exit(output.EXIT_CHECK_FAILED)
