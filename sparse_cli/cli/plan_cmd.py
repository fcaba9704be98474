"""`sparse-cli plan`: contract -> worklist artifacts (manifest.json + worklists.npz)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Annotated, Optional

import typer

from sparse_cli.artifacts import MANIFEST, WORKLISTS, PlanCache, cached_plan, check_output_dir, save_plan
from sparse_cli.cli import output
from sparse_cli.cli.options import ContractArg, JsonOpt, NoCacheOpt, SmemBudgetOpt
from sparse_cli.contract import load_contract


@output.handles_user_errors
def plan_command(
    contract_path: ContractArg,
    out: Annotated[
        Optional[Path],
        typer.Option("--out", "-o", help="Output directory (default: plans/<contract file stem>).", show_default=False),
    ] = None,
    json_output: JsonOpt = False,
    smem_budget: SmemBudgetOpt = None,
    no_cache: NoCacheOpt = False,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the sample batch of a runtime (documents, clustered) contract.")] = 0,
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

    if json_output:
        manifest = json.loads((out_dir / MANIFEST).read_text(encoding="utf-8"))
        output.print_json({"out_dir": str(out_dir), "cache": cache_status, "plan_seconds": seconds, "manifest": manifest})
        return
    output.stdout.print(f"[bold]Planned[/] {contract.name} in {seconds * 1e3:.1f} ms (cache {output.escape(cache_status)})", soft_wrap=True)
    output.stdout.print(output.plan_summary(plan))
    output.print_smem_advice(plan)
    if runtime is not None:
        output.stdout.print(f"{kind}: the worklists above are the static bound; a sample batch (seed {seed}) visits "
                            f"{runtime['sample_tile_density']:.1%} of tiles (stored as sample_* arrays)")
    output.stdout.print(f"Wrote {output.escape(str(out_dir / MANIFEST))} and {output.escape(str(out_dir / WORKLISTS))}", soft_wrap=True)
