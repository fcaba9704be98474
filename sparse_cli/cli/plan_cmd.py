"""`sparse-cli plan`: contract -> worklist artifacts (manifest.json + worklists.npz)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Annotated, Optional

import typer
from pydantic import BaseModel

from sparse_cli.artifacts import MANIFEST, WORKLISTS, PlanCache, cached_plan, check_output_dir, save_plan
from sparse_cli.cli import output, views
from sparse_cli.cli.options import ContractArg, JsonOpt, NoCacheOpt, SmemBudgetOpt
from sparse_cli.contract import load_contract


class PlanResult(BaseModel):
    """What ``plan`` did: where the verified plan is, and its manifest."""

    out_dir: str
    cache: str  # hit, miss, off, or why the cache was skipped
    plan_seconds: float
    runtime: dict | None  # runtime contracts: one sampled batch's density beside the static bound
    written: list[str]
    manifest: dict


@output.handles_user_errors
def plan_command(
    contract_path: ContractArg,
    out: Annotated[
        Optional[Path],
        typer.Option("--out", "-o", metavar="DIR", help="Output directory (default: plans/<contract file stem>).", show_default=False),
    ] = None,
    json_output: JsonOpt = False,
    smem_budget: SmemBudgetOpt = None,
    no_cache: NoCacheOpt = False,
    seed: Annotated[int, typer.Option("--seed", metavar="N", help="Seed of the sample batch of a runtime (documents, clustered) contract.")] = 0,
) -> None:
    """Plan a contract: write forward and dK/dV worklists and a verified manifest."""
    contract = load_contract(contract_path)
    output.warn_contract(contract)
    out = check_output_dir(out if out is not None else Path("plans") / contract_path.stem)  # before any work
    started = time.perf_counter()
    plan, cache_status = cached_plan(contract, smem_budget, None if no_cache else PlanCache())
    seconds = time.perf_counter() - started
    samples, runtime = {}, None
    kind = "documents" if contract.documents is not None else "clustered" if contract.clustered is not None else None
    if kind is not None:  # the static plan is the bound; add one batch's plan
        from sparse_cli.planner.samples import sample_runtime_plans

        samples, densities = sample_runtime_plans(plan, seed, samples=1)
        runtime = {"kind": kind, "seed": seed, "static_tile_density": plan.stats.block_density,
                   "sample_tile_density": densities[0], "layer": contract.mask.model_dump(mode="json")}
    out_dir = save_plan(plan, out, samples, runtime)
    if not plan.stats.smem.fits:
        output.warn(f"{contract.name}: the scalar-prefetch arrays exceed the SMEM budget; see `sparse-cli classify`")
    result = PlanResult(out_dir=str(out_dir), cache=cache_status, plan_seconds=seconds, runtime=runtime,
                        written=[str(out_dir / MANIFEST), str(out_dir / WORKLISTS)],
                        manifest=json.loads((out_dir / MANIFEST).read_text(encoding="utf-8")))
    output.Output(json_output).emit(result, lambda out: views.planned(out, plan, result, kind, seed))
