"""`sparse-cli classify`: what a plan looks like — tile classes per head, SMEM, block maps."""

from __future__ import annotations

import statistics
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.progress import Progress

from sparse_cli.artifacts import check_output_file
from sparse_cli.cli import output, views
from sparse_cli.cli import serving as serving_cli
from sparse_cli.cli.options import SMEM_BUDGET, JsonOpt, NoCacheOpt, PlansOrContractsArg, SmemBudgetOpt, check_smem_budget, given_path
from sparse_cli.cli.results import ClassifyResult, ClassifySummary
from sparse_cli.contract.serving import ServingContract
from sparse_cli.plan_cache import PlanCache, cached_plan
from sparse_cli.render import PNG_SIGNATURE, write_png
from sparse_cli.report import ProgramReport, program_report
from sparse_cli.report.model import model_figures
from sparse_cli.report.program import rooflines, stats_with_program
from sparse_cli.report.vmem import VmemVerdict
from sparse_cli.sources import Reading, Source, sources_of

#: Random packings sampled for a documents contract's expected density range.
RUNTIME_SAMPLES = 32


@output.handles_user_errors
def classify_command(
    contract_paths: PlansOrContractsArg,
    json_output: JsonOpt = False,
    png: Annotated[
        Optional[Path], typer.Option("--png", metavar="FILE", help="Also write a labelled block-map PNG (needs matplotlib; one contract).", show_default=False, parser=given_path)
    ] = None,
    width: Annotated[
        Optional[int], typer.Option("--width", metavar="COLUMNS", min=8, help="Block-map width in characters (default: terminal width).", show_default=False)
    ] = None,
    smem_budget: SmemBudgetOpt = None,
    no_cache: NoCacheOpt = False,
    check: Annotated[bool, typer.Option("--check", metavar="", help="Exit 1 unless every plan runs natively on its target: a sparse backend, step arrays within SMEM, each kernel within the scoped VMEM limit.")] = False,
) -> None:
    """Classify each contract's tiles as empty/partial/full per head and draw the block maps (several contracts: one summary table).

    A serving contract (its shape has a page_size): the KV pages its walk fetches against JAX's and vLLM's over random batches."""
    # every contract is valid before any is planned; a plan directory's plan is checked under the budget it is classified at
    sources, models = sources_of(contract_paths, Reading(smem_budget=smem_budget, argument=SMEM_BUDGET, note=output.warn))
    serving = [source.contract for source in sources if isinstance(source.contract, ServingContract)]
    if serving:
        if len(serving) != len(sources):
            named = ", ".join(str(source) for source in sources if isinstance(source.contract, ServingContract))
            raise output.UsageError(f"serving contracts are classified on their own ({named}): give them without training contracts")
        given = [name for name, value in (("--png", png), ("--width", width), ("--smem-budget", smem_budget)) if value is not None]
        if given:
            raise output.UsageError(f"{', '.join(given)}: a serving contract's classification takes none (it draws no block map "
                                    "and plans no step arrays)")
        serving_cli.classify(serving, json_output, check)
        return
    if png is not None:
        check_output_file(png, "--png", PNG_SIGNATURE, "a PNG")
    check_smem_budget(sources, smem_budget)
    if png is not None and len(sources) > 1:
        raise output.UsageError("--png draws one contract's block map; give a single CONTRACT (not a model of several)")
    out = output.Output(json_output)
    classified = []
    with out.progress() as progress:  # a 1M-token plan, or a routed contract's samples, take seconds
        task = progress.add_task("planning", total=len(sources))
        for source in sources:
            progress.update(task, description=f"planning {source.contract.name}")
            classified.append(_classify(source, smem_budget, no_cache, progress, png))
            progress.advance(task)
    if len(classified) == 1 and not models:
        plan, result = classified[0]
        out.emit(result, lambda console: views.classified(console, plan, result, width))
    else:
        figures = [model_figures(model, {s.contract.name: (plan, result.program) for s, (plan, result) in zip(sources, classified) if s.path == model.path})
                   for model in models]
        out.emit(ClassifySummary(contracts=[result for _, result in classified], models=figures),
                 lambda console: views.classified_many(console, classified, figures))
    if check:
        failures = [failure for failure in (_check_failure(plan, result.program) for plan, result in classified) if failure]
        if failures:
            raise output.CheckFailed("; ".join(failures))


def _classify(source: Source, smem_budget: int | None, no_cache: bool, progress: Progress, png: Path | None = None):
    """One source's plan and result (a plan directory's own plan, checked when it was read;
    runtime contracts: the densities of sampled batches, counted on ``progress``; with
    ``png``, its block map written there)."""
    contract = source.contract
    output.warn_contract(contract)
    if source.plan is not None:
        plan, cache_status = source.plan, "off (a plan directory)"
    else:
        plan, cache_status = cached_plan(contract, smem_budget, None if no_cache else PlanCache())
    output.hint_plan(plan)
    runtime = None
    kind = contract.runtime_kind
    if kind is not None:  # what batches will actually visit: random packings or random q/k
        from sparse_cli.planner.samples import sample_runtime_plans

        task = progress.add_task(f"{contract.name}: planning {RUNTIME_SAMPLES} random batches", total=RUNTIME_SAMPLES)
        sampled = sample_runtime_plans(plan, 0, RUNTIME_SAMPLES, lambda done: progress.update(task, completed=done))
        progress.remove_task(task)
        ordered = sorted(sampled.densities)
        runtime = {"kind": kind, "samples": len(ordered), "packings_rejected": sampled.packings_rejected,
                   "static_tile_density": plan.stats.block_density,
                   "tile_density": {"min": ordered[0], "median": statistics.median(ordered), "max": ordered[-1]}}
    if png is not None:
        try:
            write_png(plan, png)
        except ImportError as error:
            raise output.UsageError(str(error)) from None
        except OSError as error:  # the directory changed since it was checked, or the disk is full
            raise output.UsageError(f"--png {png}: cannot write it ({error.strerror or error})") from None
    program = program_report(plan)
    return plan, ClassifyResult(contract=contract.model_dump(mode="json"), cache_key=contract.cache_key(), cache=cache_status,
                                stats=stats_with_program(plan, program), png=str(png) if png is not None else None, runtime=runtime,
                                roofline=rooflines(plan, program), program=program)


def _check_failure(plan, program: ProgramReport) -> str | None:
    """``--check``: the plan must run natively — a sparse backend whose step arrays fit SMEM."""
    if program.backend is None:
        return f"{plan.contract.name}: {program.backend_reason}"
    if not program.smem.fits:
        return (f"{plan.contract.name}: the scalar-prefetch arrays of {program.backend} exceed the SMEM "
                f"budget of {program.smem.budget_bytes:,} bytes: " + "; ".join(program.smem.advice))
    if program.vmem.fits is False:
        return f"{plan.contract.name}: {vmem_failure(program.vmem, plan.contract.target)}"
    return None


def vmem_failure(vmem: VmemVerdict, target: str) -> str:
    """Which kernels may exceed the scoped VMEM limit, how sure that is, and blocks that fit."""
    over = [k for k in vmem.kernels if not k.fits]
    mib = lambda size: f"{size / (1 << 20):.1f} MiB"
    kernels = "; ".join(f"{k.kernel} needs up to {mib(k.bytes)} ({', '.join(k.largest)}, ...)" for k in over)
    certain = [k.kernel for k in over if k.scratch_bytes > vmem.limit_bytes]
    sure = (f"its scratch alone is over the limit, so {', '.join(certain)} will not compile" if certain else
            "the estimate is an upper bound; compile --deviceless gives the compiler's verdict")
    return (f"{vmem.backend} kernels may exceed the {mib(vmem.limit_bytes)} scoped VMEM limit of {target}: {kernels}; {sure}; "
            + "; ".join(vmem.advice))
