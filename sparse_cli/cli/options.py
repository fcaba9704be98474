"""Options shared by several subcommands, declared once, and the loading they imply."""

from pathlib import Path
from typing import Annotated, Optional

import typer

ContractArg = Annotated[Path, typer.Argument(help="Contract file (.json or .toml).", show_default=False)]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print one JSON document on stdout and nothing else.")]
SmemBudgetOpt = Annotated[
    Optional[int],
    typer.Option("--smem-budget", min=1, help="SMEM bytes per launch (default: the target's budget).", show_default=False),
]
NoCacheOpt = Annotated[bool, typer.Option("--no-cache", help="Always replan; neither read nor write the plan cache.")]
BackendOpt = Annotated[
    Optional[str],
    typer.Option("--backend", help="auto, pallas, splash or dense (default: the contract's backend).", show_default=False),
]
ScaleDownOpt = Annotated[
    Optional[int],
    typer.Option("--scale-down", min=8, help="Use the same mask pattern at about this many tokens (and at most 4 heads).", show_default=False),
]


def executable_contract(path: Path, scale_down: Optional[int]):
    """The contract to execute: loaded (warnings on stderr), scaled down on request, and
    refused (exit 2) when it is too large to execute in interpret mode off TPU."""
    from sparse_cli.cli import output
    from sparse_cli.contract import load_contract, scaled_down
    from sparse_cli.verify import interpret_refusal  # imports jax: only executing commands call this

    contract = load_contract(path)
    output.warn_contract(contract)
    if scale_down is not None:
        contract = scaled_down(contract, scale_down)
    too_big = interpret_refusal(contract)
    if too_big:
        raise output.UsageError(too_big)
    return contract
