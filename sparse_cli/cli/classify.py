"""`sparse-cli classify`: what a plan looks like — tile classes per head, SMEM, block maps."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer
from pydantic import BaseModel

from sparse_cli.artifacts import PlanCache, cached_plan
from sparse_cli.cli import output, views
from sparse_cli.cli.options import ContractArg, JsonOpt, NoCacheOpt, SmemBudgetOpt
from sparse_cli.contract import load_contract
from sparse_cli.planner.roofline import Roofline, roofline
from sparse_cli.render import write_png
from sparse_cli.targets import TARGETS

#: Random packings sampled for a documents contract's expected density range.
RUNTIME_SAMPLES = 32


class ClassifyResult(BaseModel):
    """What ``classify`` found: the plan's stats and, for runtime contracts, sampled densities."""

    contract: dict
    cache_key: str
    cache: str
    stats: dict
    png: str | None
    runtime: dict | None
    roofline: list[Roofline]  # a model per target, not a measurement


@output.handles_user_errors
def classify_command(
    contract_path: ContractArg,
    json_output: JsonOpt = False,
    png: Annotated[
        Optional[Path], typer.Option("--png", metavar="FILE", help="Also write a labelled block-map PNG (needs matplotlib).", show_default=False)
    ] = None,
    width: Annotated[
        Optional[int], typer.Option("--width", metavar="COLUMNS", min=8, help="Block-map width in characters (default: terminal width).", show_default=False)
    ] = None,
    smem_budget: SmemBudgetOpt = None,
    no_cache: NoCacheOpt = False,
    check: Annotated[bool, typer.Option("--check", metavar="", help="Exit 1 unless the plan runs natively on its target: a sparse backend, step arrays within SMEM.")] = False,
) -> None:
    """Classify a contract's tiles as empty/partial/full per head and draw the block map."""
    contract = load_contract(contract_path)
    output.warn_contract(contract)
    if png is not None and not png.parent.is_dir():
        raise output.UsageError(f"--png {png}: directory {png.parent} does not exist")
    plan, cache_status = cached_plan(contract, smem_budget, None if no_cache else PlanCache())
    runtime = None
    kind = "documents" if contract.documents is not None else "clustered" if contract.clustered is not None else None
    if kind is not None:  # what batches will actually visit: random packings or random q/k
        from sparse_cli.planner.samples import sample_runtime_plans

        with output.Output(json_output).progress() as progress:
            task = progress.add_task(f"{contract.name}: planning {RUNTIME_SAMPLES} random batches", total=RUNTIME_SAMPLES)
            _, densities = sample_runtime_plans(plan, 0, RUNTIME_SAMPLES, lambda done: progress.update(task, completed=done))
        ordered = sorted(densities)
        runtime = {"kind": kind, "samples": len(ordered), "static_tile_density": plan.stats.block_density,
                   "tile_density": {"min": ordered[0], "median": ordered[len(ordered) // 2], "max": ordered[-1]}}
    if png is not None:
        try:
            write_png(plan, png)
        except ImportError as error:
            raise output.UsageError(str(error)) from None

    result = ClassifyResult(contract=contract.model_dump(mode="json"), cache_key=contract.cache_key(), cache=cache_status,
                            stats=plan.stats.model_dump(mode="json"), png=str(png) if png is not None else None, runtime=runtime,
                            roofline=[roofline(plan, target) for target in TARGETS])
    output.Output(json_output).emit(result, lambda out: views.classified(out, plan, result, width))
    _check(plan, check)


def _check(plan, check: bool) -> None:
    """``--check``: the plan must run natively — a sparse backend whose step arrays fit SMEM."""
    if not check:
        return
    s = plan.stats
    if s.backend is None:
        raise output.CheckFailed(s.backend_reason)
    if not s.smem.fits:
        raise output.CheckFailed(f"{plan.contract.name}: the scalar-prefetch arrays of {s.backend} exceed the SMEM "
                                 f"budget of {s.smem.budget_bytes:,} bytes: " + "; ".join(s.smem.advice))
