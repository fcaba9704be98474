"""Human views of each command's result: the tables, lines and pictures ``Output.emit`` draws
when ``--json`` is not given (the JSON mode prints the result itself)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

from rich import box
from rich.console import Console
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table

from sparse_cli.artifacts import MANIFEST, WORKLISTS
from sparse_cli.backends import backend_named
from sparse_cli.cli.layout import Facts, Fitted, Phrases
from sparse_cli.cli.output import escape, human_bytes, plural
from sparse_cli.cli.results import ClassifyResult, PlanResult
from sparse_cli.contract import MaskContract, distinct_head_masks
from sparse_cli.lowered import kernel_of_launch
from sparse_cli.planner.plan import Plan
from sparse_cli.report import ProgramReport
from sparse_cli.report.model import ModelFigures
from sparse_cli.report.roofline import Roofline
from sparse_cli.targets import TARGETS

if TYPE_CHECKING:  # the execution layer imports jax; planning commands start without it
    from sparse_cli.execution.api import Receipt

#: Distinct-mask panels drawn in the terminal; the rest are summarised (all go into --png).
MAX_PANELS = 8


def contract_line(contract: MaskContract, heads: list[int] | None = None) -> str:
    """One line naming a contract's shape, blocks and mask (``heads``: real-contract indices)."""
    s = contract.shape
    masks, _ = distinct_head_masks(contract)
    head_text = plural(s.num_heads, "head") + (f" (real {', '.join(map(str, heads))})" if heads is not None else "")
    mask = " | ".join(m.describe() for m in masks)
    layer = f"{contract.mask.kind}: " if contract.static_mask is not contract.mask else ""
    return (f"{contract.name}: q {s.q_len:,} x kv {s.kv_len:,}, {head_text}, {plural(s.kv_heads, 'kv head')}, "
            f"blocks {contract.blocks.describe()}, {layer}{mask}")


def plan_summary(plan: Plan, program: ProgramReport) -> Facts:
    """Key facts of a plan and its native ``program``, shared by ``plan`` and ``classify``."""
    c, s = plan.contract, plan.stats
    table = Facts()
    heads = f"{plural(c.shape.num_heads, 'head')} ({plural(s.distinct_masks, 'distinct mask')})"
    if c.shape.kv_heads != c.shape.num_heads:
        heads += f", {plural(c.shape.kv_heads, 'kv head')}"
    table.add_row("contract", f"{c.name}  [dim]key {c.cache_key()[:16]}[/]")
    dims = f"head_dim {c.shape.head_dim}" + (f", head_dim_v {c.shape.value_dim}" if c.shape.value_dim != c.shape.head_dim else "")
    sinks = ", attention sinks" if c.sinks else ""
    table.add_row("shape", f"q {c.shape.q_len:,} × kv {c.shape.kv_len:,}, {heads}, {dims}, {c.shape.dtype}{sinks}")
    table.add_row("blocks", f"{c.blocks.block_q}×{c.blocks.block_kv}: {s.num_q_blocks:,} q blocks × {s.num_kv_blocks:,} kv blocks")
    if c.blocks.per_pass:
        table.add_row("", ", ".join(f"{name} {p.block_q}×{p.block_kv}: {p.q_blocks:,} × {p.kv_blocks:,}"
                                    for name, p in s.passes.items() if name != "fwd"))
    fwd, dq, dkv = (s.passes[name] for name in ("fwd", "dq", "dkv"))
    rows = (f"fwd/dq {fwd.grid_width:,} of {fwd.kv_blocks:,}" if not c.blocks.separate_dq
            else f"fwd {fwd.grid_width:,} of {fwd.kv_blocks:,}, dq {dq.grid_width:,} of {dq.kv_blocks:,}")
    table.add_row("grid width", f"{rows}, dkv {dkv.grid_width:,} of {dkv.q_blocks:,}")
    table.add_row("grid steps", steps_line(plan, program))
    table.add_row("density", f"tiles {s.block_density:.4f}, tokens {s.token_density:.4f}; {plural(s.stored_partial_blocks, 'distinct partial block')} stored")
    table.add_row("backend", backend_line(plan, program))
    table.add_row("FLOPs", flops_line(program))
    table.add_row("metadata", human_bytes(s.metadata_bytes))
    table.add_row("SMEM", smem_line(plan, program))
    table.add_row("VMEM", vmem_line(program))
    return table


def steps_line(plan: Plan, program: ProgramReport) -> str:
    """Grid steps of the native program per pass against the tiles it visits, and launches."""
    s = plan.stats

    def one(name: str) -> str:
        p = program.passes[name]
        launches = f" in {plural(p.launches, 'launch', 'launches')}" if p.launches > 1 else ""
        return f"{name} {p.grid_steps:,}{launches}"

    backend = backend_named(program.backend or "pallas")
    fused = backend.computes_dq_with_dkv(plan.contract)
    dq_kernel = not fused and not backend.computes_every_tile  # its own grid, on the forward's blocks or its own
    names = ["fwd", "dq", "dkv"] if plan.contract.blocks.separate_dq or dq_kernel else ["fwd", "dkv"]
    visited = ", ".join(f"{name} {s.passes[name].visited_tiles:,}" for name in names)
    return f"{', '.join(one(name) for name in names)} ({backend.name}{'; dq in the dK/dV kernel' if fused else ''}); visited tiles {visited}"


def backend_line(plan: Plan, program: ProgramReport) -> str:
    """The program that runs natively on the target, and why (or why none does)."""
    if program.backend is None:
        return f"[bold red]none on {plan.contract.target}[/]: {escape(program.backend_reason)}"
    return f"{program.backend} on {plan.contract.target} ({escape(program.backend_reason)})"


def flops_line(program: ProgramReport) -> str:
    """FLOPs of the program that runs (a dense program computes every tile)."""
    f = program.flops
    line = f"fwd {f.fwd_program:.3g} of dense {f.fwd_dense:.3g} ({f.program_fraction:.1%})"
    if f.backend is None:
        return line + " with the pallas kernel, which cannot run natively here"
    if backend_named(f.backend).computes_every_tile:
        return line + f"; the plan's tiles are {f.sparse_fraction:.1%}, but the {f.backend} backend computes every tile"
    return line


def smem_line(plan: Plan, program: ProgramReport) -> str:
    """SMEM verdict of the scalar-prefetch operands each launch of the native program receives."""
    smem = program.smem
    given = smem.budget_bytes != TARGETS[plan.contract.target].smem_bytes
    budget = f"budget {human_bytes(smem.budget_bytes)} ({'--smem-budget' if given else plan.contract.target})"
    if smem.backend is not None and not any(smem.arrays.values()):
        return f"[green]fits[/]: the {smem.backend} backend prefetches nothing, {budget}"
    runs = smem.backend or "pallas (not runnable natively)"
    sizes = {"fwd/dq": smem.fwd_bytes, "fwd": smem.fwd_bytes, "dq": smem.dq_bytes, "dkv": smem.dkv_bytes}
    split = lambda name: f" (largest of {smem.launches[name]} launches)" if smem.launches.get(name, 1) > 1 else ""
    launches = ", ".join(f"{name} {human_bytes(size)}{split(name)}" for name, size in sizes.items() if name in smem.arrays)  # pass order
    used = f"{launches} per launch of {runs}, {budget}"
    return f"[green]fits[/]: {used}" if smem.fits else f"[bold red]does not fit[/]: {used}"


def vmem_line(program: ProgramReport) -> str:
    """Each Pallas kernel's scoped VMEM estimate against the target's limit."""
    vmem = program.vmem
    if vmem.fits is None:
        return f"not modelled for the {vmem.backend} backend (compile --deviceless reports the compiler's figure)"
    limit = human_bytes(vmem.limit_bytes)
    kernels = ", ".join(f"{k.kernel} {human_bytes(k.bytes)}" + ("" if k.fits else " [bold red](over)[/]") for k in vmem.kernels)
    whose = vmem.backend or "pallas (not runnable natively)"
    verdict = "[green]fits[/]" if vmem.fits else "[bold red]may not fit[/]"
    return f"{verdict}: {kernels} of the {limit} scoped limit, at most ({whose})"


def smem_cell(program: ProgramReport) -> str:
    """A summary table's SMEM cell: the verdict and the largest launch."""
    smem = program.smem
    verdict = "[green]fits[/]" if smem.fits else "[bold red]over[/]"
    return f"{verdict} {human_bytes(max(smem.fwd_bytes, smem.dq_bytes, smem.dkv_bytes))}"


def smem_advice(out: Console, advice: list[str]) -> None:
    for line in dict.fromkeys(advice):
        out.print(Padding(Phrases(f"[red]•[/] {escape(line)}"), (0, 0, 0, 2)))


def redrawn(out: Console, rejected: int, contract: str | None = None) -> None:
    """The packings a stated max_grid_width rejected before the figures shown were drawn (every
    command that samples packings says it the same way: the figures are of those that fit)."""
    if rejected:
        whose = f"{contract}: " if contract else ""
        out.print(Phrases(f"{whose}{plural(rejected, 'random packing')} needed more than max_grid_width steps and "
                          f"{'was' if rejected == 1 else 'were'} redrawn"))


def receipt(out: Console, receipt: Receipt) -> None:
    """The proof of which backend ran, as read back from the lowered program."""
    table = Facts()
    proof = "[green]proven[/]" if receipt.proven else "[bold red]NOT proven[/]"
    table.add_row("backend", f"{receipt.chosen} (requested {receipt.requested}: {escape(receipt.reason)})")
    hosts = f" in {plural(receipt.processes, 'process', 'processes')}" if receipt.processes > 1 else ""
    table.add_row("ran on", f"{receipt.platform} × {receipt.devices}{hosts}, {receipt.execution}")
    launches = Counter(kernel_of_launch(name) for name in receipt.kernels)
    kernels = ", ".join(name + (f" ({count} launches)" if count > 1 else "") for name, count in launches.items())
    table.add_row("kernels", f"{kernels or 'none'} — {proof} from {receipt.evidence}")
    table.add_row("versions", ", ".join(f"{k} {v or 'not installed'}" for k, v in receipt.versions.items()))
    out.print(table)


# --------------------------------------------------------------------------- commands


def planned(out: Console, plan: Plan, result: PlanResult, seed: int) -> None:
    """``plan``: what was planned and where it was written."""
    out.print(Phrases(f"[bold]Planned[/] {plan.contract.name} in {result.plan_seconds * 1e3:.1f} ms (cache {escape(result.cache)})"))
    out.print(plan_summary(plan, result.program))
    smem_advice(out, result.program.smem.advice + result.program.vmem.advice)
    if result.runtime is not None:
        out.print(Phrases(f"{result.runtime['kind']}: the worklists above are the static bound; a sample batch (seed {seed}) visits "
                          f"{result.runtime['sample_tile_density']:.1%} of tiles (stored as sample_* arrays)"))
        redrawn(out, result.runtime["packings_rejected"])
    out.print(Phrases(f"Wrote {escape(str(Path(result.out_dir) / MANIFEST))} and {escape(str(Path(result.out_dir) / WORKLISTS))}"))


def planned_many(out: Console, planned: list[tuple[Plan, PlanResult]], models: list[ModelFigures]) -> None:
    """``plan`` of several contracts: one row each, then where they went, then each model."""
    table = Table(title="Planned", title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("contract")
    for column in ("backend", "tiles", "SMEM", "time", "cache"):
        table.add_column(column, no_wrap=True, justify="left" if column in ("backend", "cache") else "right")
    for plan, result in planned:
        table.add_row(plan.contract.name, result.program.backend or "[bold red]none[/]", f"{plan.stats.block_density:.1%}",
                      smem_cell(result.program),
                      f"{result.plan_seconds * 1e3:,.1f} ms", escape(result.cache.split(" ")[0]))
    out.print(Fitted(table))
    for plan, result in planned:
        redrawn(out, result.runtime["packings_rejected"] if result.runtime else 0, plan.contract.name)
    for _, result in planned:
        out.print(Phrases(f"Wrote {escape(result.out_dir)}"))
    for figures in models:
        model_table(out, figures)


def classified(out: Console, plan: Plan, result: ClassifyResult, width: int | None) -> None:
    """``classify``: the plan's facts, tiles per head, block maps."""
    from sparse_cli.render import heads_label, legend_text, mask_groups, terminal_map

    out.print(plan_summary(plan, result.program))
    smem_advice(out, result.program.smem.advice + result.program.vmem.advice)
    runtime = result.runtime
    if runtime is not None:
        d = runtime["tile_density"]
        source = "random packings" if runtime["kind"] == "documents" else "random q/k routings"
        out.print(Phrases(f"[bold]{runtime['kind']}[/]: over {runtime['samples']} {source} a batch visits {d['min']:.1%} to "
                          f"{d['max']:.1%} of tiles (median {d['median']:.1%}); the static bound below visits "
                          f"{plan.stats.block_density:.1%}"))
        redrawn(out, runtime["packings_rejected"])
    table = Table(title="Tiles per head", title_justify="left")
    table.add_column("heads", no_wrap=True)
    table.add_column("mask")
    for column in ("empty", "partial", "full", "tiles", "tokens"):
        table.add_column(column, justify="right", no_wrap=True)
    groups = mask_groups(plan)
    for _, heads in groups:
        h = plan.stats.heads[heads[0]]
        table.add_row(heads_label(heads), h.description, f"{h.empty:,}", f"{h.partial:,}", f"{h.full:,}",
                      f"{h.block_density:.1%}", f"{h.token_density:.1%}")
    out.print(Fitted(table))
    roofline_table(out, plan, result.roofline)
    map_width = width or max(8, out.width - 4)
    for mask_id, heads in groups[:MAX_PANELS]:
        title = f"{heads_label(heads)}: {plan.stats.heads[heads[0]].description}"
        out.print(Phrases(escape(title)))  # above its map, not in the frame: a long description would be cut there
        out.print(Panel(terminal_map(plan, mask_id, map_width), expand=False))
    if len(groups) > MAX_PANELS:
        out.print(Phrases(f"[dim]… {plural(len(groups) - MAX_PANELS, 'more distinct mask')} (all are in --png)[/]"))
    out.print(legend_text())
    if result.png is not None:
        out.print(Phrases(f"Wrote {escape(result.png)}"))


def classified_many(out: Console, classified: list[tuple[Plan, ClassifyResult]], models: list[ModelFigures]) -> None:
    """``classify`` of several contracts: one row each (``--json`` has every detail), then each
    model."""
    table = Table(title="Plans", title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False,
                  caption="tiles: visited share; fwd: the roofline model on the target (an estimate)", caption_justify="left")
    table.add_column("contract")
    for column in ("target", "backend", "tiles", "SMEM", "fwd"):
        table.add_column(column, no_wrap=True, justify="left" if column in ("target", "backend") else "right")
    for plan, result in classified:
        fwd = next(r for r in result.roofline if r.target == plan.contract.target).forward.seconds
        table.add_row(plan.contract.name, plan.contract.target, result.program.backend or "[bold red]none[/]",
                      f"{plan.stats.block_density:.1%}", smem_cell(result.program), f"{fwd * 1e3:,.1f} ms")
    out.print(Fitted(table))
    for plan, result in classified:
        redrawn(out, result.runtime["packings_rejected"] if result.runtime else 0, plan.contract.name)
    for figures in models:
        model_table(out, figures)


def model_table(out: Console, figures: ModelFigures) -> None:
    """A model's layer contracts, each for one layer and times its count, and the totals; times
    are the roofline model on each contract's target, never a measurement."""
    table = Table(title=f"Model {figures.model}: {plural(figures.total_layers, 'layer')}", title_justify="left", box=box.SIMPLE_HEAD,
                  pad_edge=False, caption="per layer; TF: 10^12 FLOPs; ms: roofline model on its target (an estimate)",
                  caption_justify="left", show_footer=True)
    table.add_column("contract", "total")
    table.add_column("layers", f"{figures.total_layers:,}", justify="right", no_wrap=True)
    table.add_column("backend", "", no_wrap=True)
    table.add_column("fwd TF", f"{figures.fwd_flops / 1e12:,.2f}", justify="right", no_wrap=True)
    table.add_column("bwd TF", f"{figures.bwd_flops / 1e12:,.2f}", justify="right", no_wrap=True)
    table.add_column("fwd ms", "", justify="right", no_wrap=True)
    table.add_column("bwd ms", "", justify="right", no_wrap=True)
    for layer in figures.layers:
        times = layer.roofline[layer.target]
        backend = layer.backend or "[bold red]none[/]"
        if not layer.smem_fits:
            backend += " [bold red](SMEM)[/]"
        table.add_row(layer.contract, f"{layer.count:,}", backend, f"{layer.fwd_flops / 1e12:,.2f}", f"{layer.bwd_flops / 1e12:,.2f}",
                      f"{times['forward'] * 1e3:,.1f}", f"{times['backward'] * 1e3:,.1f}")
    out.print(Fitted(table))
    every = "; ".join(f"{target} {t['forward'] * 1e3:,.1f} + {t['backward'] * 1e3:,.1f} ms" for target, t in figures.roofline.items())
    out.print(Phrases(f"All {figures.total_layers:,} layers, forward + backward on one chip (roofline model, an estimate): {every}"))


def roofline_table(out: Console, plan: Plan, estimates: list[Roofline]) -> None:
    """The roofline model per target, labelled as what it is."""
    from sparse_cli.report.roofline import STEP_OVERHEAD_S

    def shown(estimate) -> str:
        return f"{estimate.seconds * 1e3:,.2f} ms ({estimate.bound})"

    table = Table(title=f"Roofline model on one TensorCore — an estimate, not a measurement "
                        f"(peak bf16 FLOP/s, HBM bandwidth, {STEP_OVERHEAD_S * 1e9:.0f} ns per grid step)",
                  title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False, caption="* the contract's target",
                  caption_justify="left")
    for column in ("target", "forward", "backward (dq + dK/dV)"):
        table.add_column(column, no_wrap=column == "target")
    for r in estimates:
        marker = " *" if r.target == plan.contract.target else ""
        table.add_row(f"{r.target}{marker}", shown(r.forward), shown(r.backward))
    out.print(Fitted(table))
