"""`sparse-cli run`: timed runs with a receipt, on one device or a heads x q mesh."""

from __future__ import annotations

from typing import Annotated, Optional

import typer
from rich.progress import Progress
from rich.table import Table

from sparse_cli.cli import output
from sparse_cli.cli.options import BackendOpt, ContractArg, JsonOpt, ScaleDownOpt, executable


@output.handles_user_errors
def run_command(
    contract_path: ContractArg,
    backend: BackendOpt = None,
    steps: Annotated[int, typer.Option("--steps", min=1, help="Timed steps.")] = 10,
    warmup: Annotated[int, typer.Option("--warmup", min=0, help="Untimed steps after the first call.")] = 2,
    grads: Annotated[bool, typer.Option("--grads", help="Time forward + backward.")] = False,
    mesh: Annotated[Optional[str], typer.Option("--mesh", help="Shard over a device mesh, e.g. heads=2,q=4 (pallas).", show_default=False)] = None,
    sweep: Annotated[Optional[int], typer.Option("--sweep", min=1, help="Also run N random runtime payloads; fail on any recompilation.", show_default=False)] = None,
    scale_down: ScaleDownOpt = None,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the random inputs and payloads.")] = 0,
    json_output: JsonOpt = False,
) -> None:
    """Run a contract on the default device: step time, compilations, TFLOP/s, receipt.

    Runs the backend the real contract runs natively on its target (or --backend)."""
    from sparse_cli.audit.recompile import payloads  # jax-dependent: imported on use
    from sparse_cli.backends import Attention
    from sparse_cli.runner import run
    from sparse_cli.sharding import ShardedAttention, parse_mesh

    _, choice, checked = executable(contract_path, backend, scale_down)
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
    with Progress(console=output.stderr, transient=True, disable=json_output) as progress:
        task = progress.add_task(f"{plan.contract.name}: {attention.execution} {attention.choice.chosen}", total=steps)
        report = run(attention, steps, warmup, grads, seed, sources, lambda done: progress.update(task, completed=done))

    if json_output:
        output.print_json(report.model_dump(mode="json"))
    else:
        table = Table.grid(padding=(0, 2))
        table.add_column(style="bold")
        table.add_column()
        where = f"{report.platform} × {report.devices}" + (f" (mesh {report.mesh})" if report.mesh else "")
        table.add_row("ran", f"{report.contract}: {'forward + backward' if grads else 'forward'} on {where}, {report.execution}")
        table.add_row("step time", f"median {report.median_ms:.2f} ms, min {report.min_ms:.2f} ms over {report.steps} steps (+{report.warmup} warm-up)")
        if report.planning_ms is not None:
            table.add_row("planning", f"{report.planning_ms:.3f} ms per step for this batch's runtime plan (jitted, included in the step)")
        table.add_row("compile", f"{report.compilations} compilation(s), {report.compile_s:.2f} s; first call {report.first_call_s:.2f} s")
        table.add_row("throughput", f"{report.tflops:.4g} TFLOP/s on the FLOPs {report.receipt.chosen} does; "
                                    f"{report.dense_fraction:.1%} of dense attention's FLOPs done")
        if sweep:
            table.add_row("sweep", f"{report.sweep_payloads} payloads, {report.sweep_compilations} extra compilation(s)")
        output.stdout.print(table)
        if report.execution != "native":
            output.stdout.print("[yellow]not a TPU: these times measure the "
                                f"{'Pallas interpreter' if report.execution == 'interpret' else 'XLA dense backend'} on {report.platform}, not the TPU kernel[/]")
        output.print_receipt(report.receipt)
    if report.compilations != 1 or report.sweep_compilations:
        output.error_message(f"{plan.contract.name}: the step compiled {report.compilations + report.sweep_compilations} times; expected once")
        raise typer.Exit(output.EXIT_CHECK_FAILED)
