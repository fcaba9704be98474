"""`sparse-cli plan`: contract -> worklist artifacts (manifest.json + worklists.npz)."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Optional

import typer

from sparse_cli.artifacts import MANIFEST, check_output_dir, save_plan
from sparse_cli.cli import output, views
from sparse_cli.cli.options import ContractsArg, JsonOpt, NoCacheOpt, SmemBudgetOpt, check_smem_budget, given_path, seed_option
from sparse_cli.cli.results import PlanResult, PlanSummary
from sparse_cli.plan_cache import PlanCache, cached_plan
from sparse_cli.planner.plan import Plan
from sparse_cli.report import program_report
from sparse_cli.report.model import model_figures
from sparse_cli.report.program import stats_with_program
from sparse_cli.sources import Reading, Source, sources_of


@output.handles_user_errors
def plan_command(
    contract_paths: ContractsArg,
    out: Annotated[
        Optional[Path],
        typer.Option("--out", "-o", metavar="DIR", show_default=False, parser=given_path,
                     help="Output directory (default: plans/<contract file stem>); with several contracts, the parent of one directory per contract; of a model, one directory per layer contract."),
    ] = None,
    json_output: JsonOpt = False,
    smem_budget: SmemBudgetOpt = None,
    no_cache: NoCacheOpt = False,
    seed: Annotated[int, seed_option("Seed of the sample batch of a runtime (documents, clustered) contract.")] = 0,
) -> None:
    """Plan contracts: write forward and dK/dV worklists and a verified manifest for each."""
    sources, models = sources_of(contract_paths, Reading(plan_directories=False, serving=False))  # every contract is valid before any is planned
    check_smem_budget(sources, smem_budget)
    given = [(source.path.resolve(), source.layer) for source in sources]
    twice = sorted({str(source) for source, key in zip(sources, given) if given.count(key) > 1})
    if twice:
        raise output.UsageError(f"{', '.join(twice)}: given more than once; give each contract once")
    targets = [_directory(source, out, several=len(contract_paths) > 1) for source in sources]
    clashing = sorted({str(t) for t in targets if targets.count(t) > 1})
    clashing += sorted({f"{inner} (inside {outer})" for outer in targets for inner in targets if outer in inner.parents})
    if clashing:
        raise output.UsageError(f"several contracts would be written to {', '.join(clashing)}: give them distinct file names")
    targets = [check_output_dir(target) for target in targets]  # before any work
    made = []
    with output.Output(json_output).progress() as progress:  # a 1M-token plan takes seconds
        task = progress.add_task("planning", total=len(sources))
        for source in sources:  # every plan made before any is written: a refused one leaves nothing on disk
            progress.update(task, description=f"planning {source.contract.name}")
            made.append(_made(source.contract, smem_budget, no_cache, seed))
            progress.advance(task)
    planned = [_written(made_plan, target) for made_plan, target in zip(made, targets)]
    emit = output.Output(json_output).emit
    if len(planned) == 1 and not models:
        plan, result = planned[0]
        emit(result, lambda console: views.planned(console, plan, result, seed))
    else:
        figures = [model_figures(model, {s.contract.name: (plan, result.program) for s, (plan, result) in zip(sources, planned) if s.path == model.path})
                   for model in models]
        emit(PlanSummary(plans=[result for _, result in planned], models=figures),
             lambda console: views.planned_many(console, planned, figures))


def _directory(source: Source, out: Path | None, several: bool) -> Path:
    """Where a contract's plan goes: ``-o DIR`` or ``plans/<file stem>``; with several paths, one
    directory per path under ``DIR`` (default ``plans/``); a model's layers one per contract name
    inside the model's."""
    if several or out is None:
        if source.path.stem in (".", ".."):  # `...json`: the plan would land beside the directory, or in it
            raise output.UsageError(f"{source.path}: its file name leaves {source.path.stem!r} to name its plan directory: rename the file, "
                                    "or plan it alone with -o DIR")
        root = (out if out is not None else Path("plans")) / source.path.stem
    else:
        root = out
    return root / source.layer if source.layer is not None else root


@dataclass(frozen=True)
class _Made:
    """A plan made and not yet written: with a runtime contract's sampled batch."""

    plan: Plan
    cache: str
    seconds: float
    samples: dict
    runtime: dict | None


def _made(contract, smem_budget: int | None, no_cache: bool, seed: int) -> _Made:
    """Plan one contract (a runtime contract: plus one sampled batch)."""
    output.warn_contract(contract)
    started = time.perf_counter()
    plan, cache_status = cached_plan(contract, smem_budget, None if no_cache else PlanCache())
    seconds = time.perf_counter() - started
    output.hint_plan(plan)
    samples, runtime = {}, None
    if contract.runtime_kind is not None:  # the static plan is the bound; add one batch's plan
        from sparse_cli.planner.samples import sample_runtime_plans

        sampled = sample_runtime_plans(plan, seed, samples=1)
        samples = sampled.arrays
        runtime = {"kind": contract.runtime_kind, "seed": seed, "static_tile_density": plan.stats.block_density,
                   "sample_tile_density": sampled.densities[0], "packings_rejected": sampled.packings_rejected,
                   "layer": contract.mask.model_dump(mode="json")}
    return _Made(plan, cache_status, seconds, samples, runtime)


def _written(made: _Made, out: Path) -> tuple[Plan, PlanResult]:
    """Write a made plan to ``out`` and report it."""
    plan = made.plan
    out_dir = save_plan(plan, out, made.samples, made.runtime)
    program = program_report(plan)
    if not program.smem.fits:
        output.warn(f"{plan.contract.name}: the scalar-prefetch arrays exceed the SMEM budget; see `sparse-cli classify`")
    return plan, PlanResult(out_dir=str(out_dir), cache=made.cache, plan_seconds=made.seconds, runtime=made.runtime,
                            manifest=json.loads((out_dir / MANIFEST).read_text(encoding="utf-8")),
                            stats=stats_with_program(plan, program), program=program)
