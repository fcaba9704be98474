"""`sparse-cli verify`: a backend against the float64 dense reference on random inputs."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table

from sparse_cli.cli import output
from sparse_cli.cli.options import BackendOpt, ContractArg, JsonOpt, ScaleDownOpt, executable_contract
from sparse_cli.planner.plan import plan as make_plan


@output.handles_user_errors
def verify_command(
    contract_path: ContractArg,
    backend: BackendOpt = None,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the random q/k/v (and segment ids).")] = 0,
    grads: Annotated[bool, typer.Option("--grads", help="Also check dq, dk and dv.")] = False,
    scale_down: ScaleDownOpt = None,
    json_output: JsonOpt = False,
) -> None:
    """Check a backend's output (and gradients) against the float64 dense reference."""
    from sparse_cli.backends import BackendRefused  # imported here: planning commands start without jax
    from sparse_cli.verify import verify

    contract = executable_contract(contract_path, scale_down)
    try:
        verdict = verify(make_plan(contract), backend, seed=seed, grads=grads)
    except BackendRefused as refused:
        raise output.UsageError(str(refused)) from None

    if json_output:
        output.print_json(verdict.model_dump(mode="json"))
    else:
        table = Table(title=f"{verdict.contract}: {verdict.dtype}, tolerance {verdict.tolerance:g} (relative to max |reference|)", title_justify="left")
        for column in ("head", "tensor", "max |error|", "relative", ""):
            table.add_column(column, justify="right")
        for e in verdict.errors:
            table.add_row(str(e.head), e.tensor, f"{e.max_abs:.2e}", f"{e.relative:.2e}", "[green]ok[/]" if e.passed else "[bold red]FAIL[/]")
        output.stdout.print(table)
        if verdict.routing_matches is not None:
            output.stdout.print("routing: " + ("[green]matches[/]" if verdict.routing_matches else "[bold red]DIFFERS from[/]")
                                + " a brute-force MoBA-style selection on these inputs")
        output.print_receipt(verdict.receipt)
        output.stdout.print("[bold green]verified[/]" if verdict.passed else "[bold red]verification failed[/]")
    if not verdict.passed:
        raise typer.Exit(output.EXIT_CHECK_FAILED)
