"""`sparse-cli run`: timed runs with a receipt, on one device or a heads x q mesh (of one host or many)."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from sparse_cli.cli import output, program_views, serving
from sparse_cli.cli.executing import Request, prepared
from sparse_cli.cli.hosts import Hosts
from sparse_cli.cli.options import (
    MAX_STEPS,
    MAX_WARMUP,
    BackendOpt,
    CoordinatorOpt,
    DistributedOpt,
    JsonOpt,
    MeshOpt,
    NumProcessesOpt,
    PlanOrContractArg,
    ProcessIdOpt,
    ScaleDownOpt,
    SmemBudgetOpt,
    seed_option,
    sweep_option,
)


@output.handles_user_errors
def run_command(
    contract_path: PlanOrContractArg,
    backend: BackendOpt = None,
    steps: Annotated[int, typer.Option("--steps", metavar="N", min=1, max=MAX_STEPS, help="Timed steps.")] = 10,
    warmup: Annotated[int, typer.Option("--warmup", metavar="N", min=0, max=MAX_WARMUP, help="Untimed steps after the first call.")] = 2,
    grads: Annotated[bool, typer.Option("--grads", metavar="", help="Time forward + backward.")] = False,
    mesh: MeshOpt = None,
    sweep: Annotated[Optional[int], sweep_option("Also run N random runtime payloads; fail on any recompilation.")] = None,
    scale_down: ScaleDownOpt = None,
    smem_budget: SmemBudgetOpt = None,
    seed: Annotated[int, seed_option("Seed of the random inputs and payloads.")] = 0,
    json_output: JsonOpt = False,
    coordinator: CoordinatorOpt = None,
    num_processes: NumProcessesOpt = None,
    process_id: ProcessIdOpt = None,
    distributed: DistributedOpt = False,
) -> None:
    """Run a contract on the default device or a mesh: step time, compilations, TFLOP/s, receipt.

    Runs the backend the real contract runs natively on its target (or --backend). On several
    hosts, every host runs the same command and process 0 reports.

    A serving contract (its shape has a page_size): random batches through the serving kernel."""
    request = Request(backend, grads, scale_down, smem_budget, mesh, Hosts(coordinator, num_processes, process_id, distributed),
                      json_output, sweep=sweep)
    execution = prepared(contract_path, request, lambda contract: serving.run(contract, steps, warmup, seed, json_output, scale_down),
                         "a serving contract runs on its own: only --steps, --warmup, --scale-down, --seed and --json apply",
                         command="run", backend=backend, steps=steps, warmup=warmup, grads=grads, sweep=sweep,
                         scale_down=scale_down, smem_budget=smem_budget, seed=seed)
    if execution is None:
        return
    from sparse_cli.audit.recompile import payloads  # jax-dependent: imported on use
    from sparse_cli.execution.api import Attention
    from sparse_cli.execution.distributed import finished
    from sparse_cli.execution.runner import run

    plan = execution.checked.plan
    sources = (lambda: payloads(plan, sweep, seed)) if sweep else None
    try:  # a mesh runs a backend that shards
        attention = Attention(plan, backend, mesh=execution.mesh) if execution.mesh is not None else Attention(plan, execution.choice)
    except ValueError as error:  # a mesh the plan cannot use (BackendRefused is a ValueError too)
        raise output.UsageError(str(error)) from None

    out = output.Output(json_output, speaks=execution.processes.reports)
    with out.progress() as progress:
        task = progress.add_task(f"{plan.contract.name}: {attention.execution} {attention.backend.name}", total=steps)
        report = run(attention, steps, warmup, grads, seed, sources, lambda done: progress.update(task, completed=done))
    finished(execution.processes)

    out.emit(report, lambda console: program_views.ran(console, report))
    compiled = [count for count in report.process_compilations if count != 1]
    if compiled:
        where = f" on {len(compiled)} of {report.processes} processes" if report.processes > 1 else ""
        output.error_message(f"{plan.contract.name}: the step compiled {compiled[0]} times{where}; expected once")
        raise typer.Exit(output.EXIT_CHECK_FAILED)
