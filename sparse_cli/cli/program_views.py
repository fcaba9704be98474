"""Human views of the commands that lower or run programs (``compile``, ``run``, ``verify``):
what ``Output.emit`` draws when ``--json`` is not given."""

from __future__ import annotations

import itertools
import json
import re
from typing import TYPE_CHECKING

from rich import box
from rich.console import Console
from rich.padding import Padding
from rich.table import Table

from sparse_cli.audit.cycles import SCHEDULE_NOTE
from sparse_cli.audit.drift import KERNEL_FACTS
from sparse_cli.cli.layout import Facts, Fitted, Phrases
from sparse_cli.cli.output import controls_escaped, escape, human_bytes, human_count, plural
from sparse_cli.cli.results import CompileResult
from sparse_cli.cli.views import contract_line, receipt, redrawn, smem_advice
from sparse_cli.lowered import launch_of_instruction

if TYPE_CHECKING:  # the execution layer imports jax; planning commands start without it
    from sparse_cli.audit.compile import CompiledPass, DevicelessReport
    from sparse_cli.audit.drift import FactChange
    from sparse_cli.audit.lockfile import Drift
    from sparse_cli.audit.recompile import SweepResult
    from sparse_cli.audit.tune import TuneResult
    from sparse_cli.execution.runner import RunReport
    from sparse_cli.execution.verify import Verdict
    from sparse_cli.planner.scale import ScaledContract

def compiled(out: Console, result: CompileResult, compiled_passes: list[CompiledPass], sweeps: list[SweepResult], updated: bool,
             checked: bool) -> None:
    """``compile``: the programs, then lock drift, sweeps, deviceless results, SMEM failures."""
    seconds = sum(e.lowering_seconds for e in compiled_passes)
    table = Table(title=f"TPU programs, lowered without a TPU in {seconds:.1f} s", title_justify="left", box=box.SIMPLE_HEAD,
                  pad_edge=False, collapse_padding=True)
    table.add_column("contract")
    for column in ("target", "pass", "backend", "steps", "SMEM", "hash"):
        table.add_column(column, no_wrap=True, justify="right" if column in ("steps", "SMEM") else "left")
    for e in compiled_passes:
        steps = human_count(sum(work.grid_steps for work in e.work.values())) if e.work else "-"
        smem = max((k.smem_bytes for k in e.kernels), default=0)
        table.add_row(e.contract, e.target, e.pass_, e.backend, steps, human_bytes(smem), e.program_hash[:8])
    out.print(Fitted(table))
    for e in compiled_passes:
        split = {name: work.launches for name, work in e.work.items() if work.launches > 1}
        if split:
            launches = ", ".join(f"{name} {plural(count, 'launch', 'launches')}" for name, count in split.items())
            out.print(Phrases(f"{e.contract} {e.pass_}: step arrays over the SMEM budget run as {launches}"))
    for model in result.models:
        layers = ", ".join(f"{layer.contract} × {layer.count:,}" for layer in model.layers)
        programs = "; ".join(f"{name} {human_count(work.grid_steps)} steps" + (f", {human_bytes(work.hbm_bytes)} HBM" if work.hbm_bytes is not None else "")
                             for name, work in model.total.items())
        out.print(Phrases(f"Model {model.model}: {plural(model.total_layers, 'layer')} ({layers}); over every layer: {programs}"))
    if updated:
        out.print(Phrases(f"Updated {escape(str(result.lock))} ({plural(len(compiled_passes), 'entry', 'entries')})"))
    versions = [drift for drift in result.drift if drift.kind == "version change"]
    for drift in result.drift:
        if drift.kind != "version change":
            drifted(out, drift)
    for detail, pip in dict.fromkeys((drift.detail, drift.reproduce) for drift in versions):  # one line per environment, not per entry
        entries = [drift.entry for drift in versions if (drift.detail, drift.reproduce) == (detail, pip)]
        out.print(Phrases(f"[bold red]version change[/] {plural(len(entries), 'entry', 'entries')} "
                          f"({escape(', '.join(entries[:2]))}{', ...' if len(entries) > 2 else ''}):"))
        out.print(Padding(Phrases(escape(detail)), (0, 0, 0, 2)))
        out.print(pip, markup=False, highlight=False, soft_wrap=True)  # to copy whole
    if result.uncovered:
        verdict = "[yellow]not checked (--partial)[/]" if result.partial else "[bold red]not checked[/]"
        out.print(Phrases(f"{verdict} {escape(str(result.lock))}: {escape(uncovered(result.uncovered, compiled_passes, result.partial))}"))
    if checked and not result.drift and (result.partial or not result.uncovered):
        out.print(Phrases(f"[green]{escape(str(result.lock))}: every program {'compiled here ' if result.partial else ''}matches[/]"))
    for sweep in sweeps:
        verdict = "[green]compiled once[/]" if sweep.passed else "[bold red]RECOMPILED[/]"
        out.print(Phrases(f"sweep {sweep.contract} ({sweep.backend}): {plural(sweep.payloads, 'payload')}, {plural(sweep.traces, 'trace')}, "
                          f"{plural(sweep.lowerings, 'lowering')}, {plural(len(sweep.program_hashes), 'program hash', 'program hashes')}: {verdict}"))
        if sweep.explanation:
            out.print(sweep.explanation, markup=False, highlight=False)
    for e in compiled_passes:
        if e.deviceless is not None:
            deviceless(out, e.contract, e.pass_, e.deviceless)
    schedules(out, compiled_passes)
    for e in compiled_passes:
        for message in e.smem_overflows():
            out.print(Phrases(f"[bold red]contract failure[/] {escape(message)}"))
        if e.smem_overflows():
            smem_advice(out, e.smem_advice)


def schedules(out: Console, compiled_passes: list[CompiledPass]) -> None:
    """``compile --schedule``: per kernel, its bundles, the cycles of a tile (or a visited step)
    against the MXU floor (at the peak rate, and shaped: each product's dimensions rounded up to
    whole MXUs), its spill bundles (in its code, and as its work runs them), and the
    program's scheduled cycles and time."""
    read = [e for e in compiled_passes if e.deviceless is not None and e.deviceless.schedule is not None]
    if not read:
        return
    out.print(Phrases(f"Scheduled cycles: {SCHEDULE_NOTE}"))
    for e in read:
        program = e.deviceless.schedule
        table = Table(title=f"{e.contract} {e.pass_} on {program.target}", title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False,
                      collapse_padding=True)
        for column in ("kernel", "bundles", "per tile", "MXU floor", "shaped", "per step", "spills", "spills run", "cycles", "MXU busy"):
            table.add_column(column, justify="left" if column == "kernel" else "right", no_wrap=True)
        for k in program.kernels:
            tile = max(k.paths.get("full_tile", 0), k.paths.get("partial_tile", 0)) or k.paths.get("visited_step")
            step = k.paths.get("step", k.paths.get("skipped_step"))
            spills = f"{k.units['vector_spill_bundles']}/{k.units['vector_fill_bundles']}" if k.units else "-"
            table.add_row(launch_of_instruction(k.name), f"{k.bundles:,}", _cycles(tile), _cycles(k.mxu_floor_per_tile),
                          _cycles(k.mxu_shaped_floor_per_tile), _cycles(step), spills,
                          _cycles(k.scheduled_spills), _cycles(k.scheduled_cycles), f"{k.mxu_busy:.0%}" if k.mxu_busy is not None else "-")
        out.print(Fitted(table))
        for k in program.kernels:
            patterned = [(k.paths[f"patterned_tile_{index}"], count) for index, count in enumerate(k.work.patterned_tiles if k.work else [])
                         if f"patterned_tile_{index}" in k.paths]
            if patterned:
                tiles = ", ".join(f"{human_count(count)} at {_cycles(cycles)}" for cycles, count in patterned)
                out.print(Phrases(f"{launch_of_instruction(k.name)}: partial tiles computed on the key cells they attend (patterns): {tiles} "
                                  f"cycles a tile; a partial tile computed whole {_cycles(k.paths.get('partial_tile'))}"))
        if program.scheduled_cycles is None:
            out.print(Phrases("in all: unknown (a kernel's work is not known on a mesh, or its grid loop was not found)"))
            continue
        around = f" ({human_count(round(sum(program.around.values())))} around the kernels)" if program.around else ""
        split = max((k.work.cores for k in program.kernels if k.work is not None), default=1)
        shared = f"; a kernel split over {split} TensorCores counts one core's share" if split > 1 else ""
        out.print(Phrases(f"in all: {human_count(round(program.scheduled_cycles))} scheduled cycles{around}{shared}, "
                          f"{program.scheduled_seconds * 1e3:.3g} ms at {program.clock_hz / 1e9:.2f} GHz (the clock the chip table's peak implies)"))


def tuned(out: Console, results: list[TuneResult], written: str | None) -> None:
    """``tune``: per contract, its candidates by scheduled time, the winner and the contract's own."""
    for result in results:
        table = Table(title=f"{result.contract} on {result.topology}: candidates by scheduled time ({SCHEDULE_NOTE})", title_justify="left",
                      box=box.SIMPLE_HEAD, pad_edge=False, collapse_padding=True)
        for column in ("backend", "blocks", "fwd ms", "fwd+bwd ms", "fwd · dq · dkv cycles", ""):
            table.add_column(column, justify="right" if "ms" in column or "cycles" in column else "left", no_wrap=column != "")
        for candidate in result.candidates:
            s = candidate.scheduled
            ms = lambda seconds: "-" if seconds is None else f"{seconds * 1e3:.4g}"
            cycles = " · ".join(_cycles(s.pass_cycles.get(name)) for name in ("fwd", "dq", "dkv")) if s else "-"
            mark = "[bold green]winner[/]" if candidate is result.winner else ("contract's own" if candidate is result.current else "")
            verdict = f"[red]{escape(candidate.refused)}[/]" if candidate.refused else mark
            table.add_row(candidate.backend, _blocks(candidate.blocks), ms(s and s.fwd_seconds), ms(s and s.bwd_seconds), cycles, verdict)
        out.print(Fitted(table))
        if result.winner is None:
            out.print(Phrases(f"[bold red]no candidate of {result.contract} fits[/]"))
        elif result.current is not None and result.current.seconds is not None:
            gain = result.current.seconds / result.winner.seconds if result.winner.seconds else 1.0
            out.print(Phrases(f"{result.contract}: {result.winner.backend} at {_blocks(result.winner.blocks)}, {gain:.2f}x the contract's own blocks' speed"))
        out.print(Phrases(f"[dim]{escape(result.note)}[/]"))
    if written:
        out.print(Phrases(f"Wrote the winning blocks to {escape(written)}"))


def _blocks(blocks: dict[str, int]) -> str:
    fwd = f"{blocks['block_q']}x{blocks['block_kv']}"
    passes = [f"{name} {blocks[f'block_q_{name}']}x{blocks[f'block_kv_{name}']}" for name in ("dq", "dkv") if f"block_q_{name}" in blocks]
    return ", ".join([fwd, *passes])


def _cycles(value: float | None) -> str:
    return "-" if value is None else human_count(round(value))


def drifted(out: Console, drift: Drift) -> None:
    """A drifted lock entry: its kind and detail, then each change in kernel terms (a line per
    fact per kernel or pass), then the canonical diff when asked for (printed as it is, but
    for control characters, escaped: a locked text comes from a pull request; never wrapped,
    so each line keeps its ``+``/``-``)."""
    out.print(Phrases(f"[bold red]{drift.kind}[/] {escape(drift.entry)}:"))
    out.print(Padding(Phrases(escape(drift.detail)), (0, 0, 0, 2)))  # on lines of its own: never cut from its field
    for change in drift.changes:
        out.print(Padding(Phrases(escape(f"{change.subject}: {change_text(change)}")), (0, 0, 0, 2)))
    if drift.kind == "program drift":
        same = [label for label, _, _ in KERNEL_FACTS if label not in {change.fact for change in drift.changes}]
        out.print(Padding(Phrases(f"unchanged in every kernel: {', '.join(same)}" if same else ""), (0, 0, 0, 2)))
    if drift.diff:
        out.print(controls_escaped(drift.diff.rstrip("\n")), markup=False, highlight=False, soft_wrap=True)


def change_text(change: FactChange) -> str:
    """``grid [16, 16] -> [16, 32]``, ``VMEM buffers 3.7 MiB -> 2.1 MiB``, ``operations +2
    arith.cmpi, -1 tpu.matmul``, ``kernel added``."""
    if change.fact in ("operations", "constants"):  # scalars before vectors, the first few
        counted = sorted(change.counts.items(), key=lambda item: ("dense<" in item[0], item[0]))
        shown = [f"{delta:+d} {kind if change.fact == 'operations' else repr(kind)}" for kind, delta in counted[:COUNTS_SHOWN]]
        more = f" and {len(counted) - COUNTS_SHOWN} more" if len(counted) > COUNTS_SHOWN else ""
        return f"{change.fact} {', '.join(shown)}{more}"
    if change.fact == "kernel":
        return "kernel added" if change.after else "kernel removed"
    return f"{change.fact} {_fact_value(change, change.before)} -> {_fact_value(change, change.after)}"


#: Kinds of operations or constants a changed count lists (--diff shows all).
COUNTS_SHOWN = 6
_MEMREF = re.compile(r"memref<((?:\d+x)*)(\w+),.*")


def _fact_value(change: FactChange, value) -> str:
    """A fact's value, short: bytes in units, shapes as ``1x512x256`` (empty windows, the
    inputs in HBM, left out), memrefs as ``i8[39]``, repeats counted."""
    if value is None:
        return "none"
    if isinstance(value, int):
        return human_bytes(value) if change.bytes else f"{value:,}"
    if change.fact == "window shapes":
        value = ["x".join(map(str, shape)) for shape in value if shape]
    elif change.fact == "scalar prefetch":
        value = [_MEMREF.sub(lambda m: f"{m.group(2)}[{m.group(1).rstrip('x').replace('x', ',')}]", str(t)) for t in value]
    if change.fact in ("window shapes", "scalar prefetch"):
        runs = [(item, len(list(group))) for item, group in itertools.groupby(value)]
        return ", ".join(item + (f" x{count}" if count > 1 else "") for item, count in runs)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return ", ".join(value)
    return json.dumps(value, separators=(", ", ": "))


def uncovered(keys: list[str], compiled_passes: list[CompiledPass], partial: bool = False) -> str:
    """Lock entries a check did not compile, by why: passes not asked for, contracts not given,
    other targets; and, unless the check was ``partial`` on purpose, what to do."""
    given = {e.contract: e.target for e in compiled_passes}
    passes: dict[str, list[str]] = {}
    contracts, targets = [], []
    for key in keys:
        contract, target, name = key.split("/", 2)
        if contract not in given:
            contracts.append(contract)
        elif given[contract] != target:
            targets.append(key)
        else:
            passes.setdefault(name, []).append(contract)
    why = [f"pass {name} of {plural(len(names), 'contract')} ({', '.join(names[:2])}{', ...' if len(names) > 2 else ''}; "
           f"{'add --grads' if name == 'bwd' else 'compile that pass'})" for name, names in passes.items()]
    if contracts:
        names = list(dict.fromkeys(contracts))
        why.append(f"{plural(len(names), 'contract')} not given ({', '.join(names[:3])}{', ...' if len(names) > 3 else ''})")
    if targets:
        why.append(f"other targets ({', '.join(targets[:3])}{', ...' if len(targets) > 3 else ''}; drop --target)")
    return (f"{plural(len(keys), 'lock entry', 'lock entries')} not compiled by this check: {'; '.join(why)}"
            + ("" if partial else "; check them all, or narrow the check on purpose with --partial"))


def deviceless(out: Console, contract: str, pass_: str, report: DevicelessReport) -> None:
    """A deviceless compile: each kernel's VMEM of the chip's scoped limit, the program's memory
    of its HBM, the largest temporaries; or the compiler's refusal, whole, and blocks that fit."""
    head = f"{contract} {pass_} on {report.topology}"
    if not report.compiled:
        out.print(Phrases(f"[bold red]contract failure[/] {escape(head)}: the TPU compiler refused it:"))
        out.print(report.failure, markup=False, highlight=False, soft_wrap=True)
        smem_advice(out, report.advice)
        return
    out.print(Phrases(f"[green]compiled[/] {escape(head)} in {report.seconds:.1f} s"))
    limit = report.vmem_limit_bytes
    vmem = ", ".join(f"{name} {human_bytes(size)} ({human_bytes(limit - size)} free)" if size is not None
                     else f"{name} not reported (scratch taken as outputs)" for name, size in report.kernel_vmem_bytes.items())
    out.print(Padding(Phrases(f"VMEM of the {human_bytes(limit)} scoped limit: {vmem or 'no Pallas kernels'}"), (0, 0, 0, 2)))
    used = report.hbm_used
    parts = ", ".join(f"{part} {human_bytes(size)}" for part, size in report.memory.items())
    room = (f"[green]fits[/], {human_bytes(report.hbm_bytes - used)} free" if used <= report.hbm_bytes
            else f"[bold red]does not fit[/], {human_bytes(used - report.hbm_bytes)} over")
    out.print(Padding(Phrases(f"HBM: {parts}: {human_bytes(used)} of {human_bytes(report.hbm_bytes)} ({room})"), (0, 0, 0, 2)))
    if report.temporaries:
        largest = "; ".join(f"{escape(t.what)}: {human_bytes(t.bytes)}" for t in report.temporaries)
        out.print(Padding(Phrases(f"largest temporaries: {largest}"), (0, 0, 0, 2)))


def ran(out: Console, report: RunReport) -> None:
    """``run``: step time, compilations, throughput, and the receipt."""
    table = Facts()
    where = f"{report.platform} × {report.devices}" + (f" in {report.processes} processes" if report.processes > 1 else "")
    where += f" (mesh {','.join(f'{axis}={size}' for axis, size in report.mesh.items())})" if report.mesh else ""
    examples = f", batch of {report.batch}" if report.batch is not None else ""
    table.add_row("ran", f"{report.contract}: {'forward + backward' if report.grads else 'forward'}{examples} on {where}, {report.execution}")
    table.add_row("step time", f"median {report.median_ms:.2f} ms, min {report.min_ms:.2f} ms over {plural(report.steps, 'step')} (+{report.warmup} warm-up)")
    if report.planning_ms is not None:
        table.add_row("planning", f"{report.planning_ms:.3f} ms per step for this batch's runtime plan (jitted, included in the step)")
    if report.device_tiles is not None:
        spread = lambda tiles: f"{min(tiles):,}" if min(tiles) == max(tiles) else f"{min(tiles):,}–{max(tiles):,}"
        table.add_row("per device", "tiles visited: " + ", ".join(f"{name} {spread(tiles)}" for name, tiles in report.device_tiles.items()))
    compiled = plural(report.compilations, 'compilation')
    if report.processes > 1:
        compiled += f" (per process: {', '.join(map(str, report.process_compilations))})"
    table.add_row("compile", f"{compiled}, {report.compile_s:.2f} s; first call {report.first_call_s:.2f} s")
    table.add_row("throughput", f"{report.tflops:.4g} TFLOP/s on the FLOPs {report.receipt.chosen} does; "
                                f"{report.dense_fraction:.1%} of dense attention's FLOPs done")
    if report.scheduled_ms is not None:
        versus = (f"; measured / scheduled {report.median_ms / report.scheduled_ms:.2f}" if report.execution == "native"
                  else " (not comparable: this run is not on a TPU)")
        table.add_row("scheduled", f"{report.scheduled_ms:.4g} ms by the compiler's static schedule of this program{versus}")
    if report.sweep_payloads:
        table.add_row("sweep", f"{plural(report.sweep_payloads, 'payload')}, {plural(report.sweep_compilations, 'extra compilation')}")
    out.print(table)
    if report.execution != "native":
        measured = "Pallas interpreter" if report.execution == "interpret" else "XLA dense backend"
        out.print(Phrases(f"[yellow]not a TPU: these times measure the {measured} on {report.platform}, not the TPU kernel[/]"))
    redrawn(out, report.packings_rejected)
    receipt(out, report.receipt)


def verified(out: Console, verdict: Verdict, checked: ScaledContract) -> None:
    """``verify``: per-head errors against the float64 reference, routing, receipt, verdict."""
    plan = checked.plan
    scaled = f" [dim](scaled down {checked.factor:g}x from {verdict.contract})[/]" if verdict.scaled else ""
    out.print(Phrases(f"[bold]checked[/] {escape(contract_line(plan.contract, verdict.heads))}{scaled}"))
    if verdict.q_ranges is not None:
        ranges = ", ".join(f"[{start:,}, {end:,})" for start, end in verdict.q_ranges)
        out.print(Phrases(f"at its real size, on a slice: query tokens {ranges} against every key"))
    redrawn(out, verdict.packings_rejected)
    table = Table(title=f"{verdict.contract}: {verdict.dtype}; errors relative to max |float64 reference|", title_justify="left")
    for column in ("head", "tensor", "max |error|", "relative", "dense XLA", "tolerance", ""):
        table.add_column(column, justify="right")
    for e in verdict.errors:
        table.add_row(str(e.head), e.tensor, f"{e.max_abs:.2e}", f"{e.relative:.2e}", f"{e.dense_relative:.2e}",
                      f"{e.tolerance:.1e}", "[green]ok[/]" if e.passed else "[bold red]FAIL[/]")
    out.print(Fitted(table))
    if verdict.routing_matches is not None:
        out.print(Phrases("routing: " + ("[green]matches[/]" if verdict.routing_matches else "[bold red]DIFFERS from[/]")
                          + " a brute-force MoBA-style selection on these inputs"))
    receipt(out, verdict.receipt)
    what = f"the {verdict.backend} backend" + ("" if verdict.sparse_kernel else " (dense attention: no sparse kernel runs for this contract)")
    out.print(Phrases(f"[bold green]verified[/] {what}" if verdict.passed else f"[bold red]verification failed[/] for {what}"))
