"""`sparse-cli verify`: the backend a contract runs natively, against the float64 dense reference."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table

from sparse_cli.cli import output
from sparse_cli.cli.options import BackendOpt, ContractArg, JsonOpt, ScaleDownOpt, executable


@output.handles_user_errors
def verify_command(
    contract_path: ContractArg,
    backend: BackendOpt = None,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the random q/k/v (and segment ids).")] = 0,
    grads: Annotated[bool, typer.Option("--grads", help="Also check dq, dk and dv.")] = False,
    scale_down: ScaleDownOpt = None,
    json_output: JsonOpt = False,
) -> None:
    """Check the backend the contract runs natively (or --backend) against the float64 dense reference."""
    from sparse_cli.verify import KernelFault, verify  # imported here: planning commands start without jax

    real, choice, checked = executable(contract_path, backend, scale_down)
    plan = checked.plan
    try:
        verdict = verify(real, choice, checked, seed=seed, grads=grads)
    except KernelFault as fault:
        raise output.CheckFailed(str(fault)) from None

    if json_output:
        output.print_json(verdict.model_dump(mode="json"))
    else:
        out = output.stdout
        out.print(f"[bold]checked[/] {output.escape(output.contract_line(plan.contract, verdict.heads))}"
                  + (f" [dim](scaled down {checked.factor:g}x from {real.contract.name})[/]" if verdict.scaled else ""), soft_wrap=True)
        if verdict.packings_rejected:
            out.print(f"{verdict.packings_rejected} random packing(s) needed more than max_grid_width steps and were redrawn")
        table = Table(title=f"{verdict.contract}: {verdict.dtype}; errors relative to max |float64 reference|", title_justify="left")
        for column in ("head", "tensor", "max |error|", "relative", "dense XLA", "tolerance", ""):
            table.add_column(column, justify="right")
        for e in verdict.errors:
            table.add_row(str(e.head), e.tensor, f"{e.max_abs:.2e}", f"{e.relative:.2e}", f"{e.dense_relative:.2e}",
                          f"{e.tolerance:.1e}", "[green]ok[/]" if e.passed else "[bold red]FAIL[/]")
        out.print(table)
        if verdict.routing_matches is not None:
            out.print("routing: " + ("[green]matches[/]" if verdict.routing_matches else "[bold red]DIFFERS from[/]")
                      + " a brute-force MoBA-style selection on these inputs")
        output.print_receipt(verdict.receipt)
        what = f"the {verdict.backend} backend" + ("" if verdict.sparse_kernel else " (dense attention: no sparse kernel runs for this contract)")
        out.print(f"[bold green]verified[/] {what}" if verdict.passed else f"[bold red]verification failed[/] for {what}", soft_wrap=True)
    if not verdict.passed:
        raise typer.Exit(output.EXIT_CHECK_FAILED)
