"""`sparse-cli verify`: a backend against the float64 dense reference on random inputs."""

from __future__ import annotations

from typing import Annotated, Optional

import typer
from rich.table import Table

from sparse_cli.cli import output
from sparse_cli.cli.options import BackendOpt, ContractArg, JsonOpt
from sparse_cli.contract import load_contract, scaled_down
from sparse_cli.planner.plan import plan as make_plan


@output.handles_user_errors
def verify_command(
    contract_path: ContractArg,
    backend: BackendOpt = None,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the random q/k/v (and segment ids).")] = 0,
    grads: Annotated[bool, typer.Option("--grads", help="Also check dq, dk and dv.")] = False,
    scale_down: Annotated[
        Optional[int],
        typer.Option("--scale-down", min=8, help="Verify the same mask pattern at about this many tokens (and at most 4 heads).", show_default=False),
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """Check a backend's output (and gradients) against the float64 dense reference."""
    import jax  # imported here so that planning commands start without jax

    from sparse_cli.backends import BackendRefused, on_tpu
    from sparse_cli.verify import INTERPRET_MAX_SCORES, verify

    contract = load_contract(contract_path)
    output.warn_contract(contract)
    if scale_down is not None:
        contract = scaled_down(contract, scale_down)
    scores = contract.shape.num_heads * contract.shape.q_len * contract.shape.kv_len
    if not on_tpu() and scores > INTERPRET_MAX_SCORES:
        raise output.UsageError(
            f"{contract.name}: {scores:,} score elements are too many to verify in interpret mode on "
            f"{jax.default_backend()} (limit {INTERPRET_MAX_SCORES:,}); add --scale-down 2048 "
            "to verify the same mask pattern at 2048 tokens"
        )
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
        output.print_receipt(verdict.receipt)
        output.stdout.print("[bold green]verified[/]" if verdict.passed else "[bold red]verification failed[/]")
    if not verdict.passed:
        raise typer.Exit(output.EXIT_CHECK_FAILED)
