"""Options shared by several subcommands, declared once."""

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
