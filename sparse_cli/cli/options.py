"""Options shared by several subcommands, declared once, and the loading they imply."""

from pathlib import Path
from typing import Annotated, Literal, Optional

import typer

from sparse_cli.artifacts import travelled_plan
from sparse_cli.backends import BACKENDS, choose
from sparse_cli.cli import output
from sparse_cli.contract import load_contract
from sparse_cli.planner.plan import plan as make_plan
from sparse_cli.planner.scale import MIN_BLOCK, ScaledContract, structure_preserving
from sparse_cli.targets import TPU_LANES

ContractArg = Annotated[Path, typer.Argument(metavar="CONTRACT", help="Contract file (.json or .toml).", show_default=False)]
ContractsArg = Annotated[list[Path], typer.Argument(metavar="CONTRACT", help="Contract files (.json or .toml).", show_default=False)]
#: ``run``, ``verify`` and ``compile`` also run a plan directory written by ``plan`` (checked first).
PlanOrContractArg = Annotated[Path, typer.Argument(metavar="CONTRACT", help="Contract file (.json or .toml), or a plan directory written by `sparse-cli plan`.", show_default=False)]
JsonOpt = Annotated[bool, typer.Option("--json", metavar="", help="Print one JSON document on stdout and nothing else.")]
SmemBudgetOpt = Annotated[
    Optional[int],
    typer.Option("--smem-budget", metavar="BYTES", min=1, help="SMEM bytes per launch (default: the target's budget).", show_default=False),
]
NoCacheOpt = Annotated[bool, typer.Option("--no-cache", metavar="", help="Always replan; neither read nor write the plan cache.")]
BackendOpt = Annotated[
    Optional[Literal[("auto", *BACKENDS)]],  # type: ignore[valid-type]
    typer.Option("--backend", help="Which implementation runs (default: the contract's backend).", show_default=False),
]
ScaleDownOpt = Annotated[
    Optional[int],
    typer.Option("--scale-down", metavar="TOKENS", min=8, help="Execute the same structure at about this many tokens: a head of every distinct mask, two kv heads, every tile class.", show_default=False),
]


def executable(path: Path, backend: Optional[str], scale_down: Optional[int], smem_budget: Optional[int] = None):
    """What ``run`` and ``verify`` execute: the real contract's plan (under ``smem_budget``,
    default the target's, which decides how passes split into launches) and the backend it
    runs natively on its target (or the one requested), and the plan actually executed — the
    real one, or a structure-preserving smaller one. Refusals exit 2; a contract with no native
    sparse kernel exits 1."""
    from sparse_cli.verify import interpret_refusal  # imports jax: only executing commands call this

    if path.is_dir():  # a written plan: verified, and exactly what this planner makes of its contract
        real, note = travelled_plan(path, smem_budget)
        if note:
            output.warn(note)
    else:
        real = make_plan(load_contract(path), smem_budget=smem_budget)
    contract = real.contract
    output.warn_contract(contract)
    choice = choose(real, backend, native=True)  # refusals: exit 2; NoNativeKernel: exit 1
    checked = ScaledContract(real, tuple(range(contract.shape.num_heads)), 1.0)
    if scale_down is not None:
        checked = structure_preserving(real, scale_down, min_block=TPU_LANES if choice.backend.lane_aligned_blocks else MIN_BLOCK)
    too_big = interpret_refusal(checked.contract)
    if too_big:
        raise output.UsageError(too_big)
    return real, choice, checked
