"""Our kernels against JAX's Splash, side by side, as the real XLA:TPU + Mosaic compiler builds
them — without a TPU ("deviceless": compile-only devices of a TPU topology, from libtpu).

For every contract and every target topology the installed libtpu offers, this compiles the
pallas program (ours) and the splash program (JAX's Splash fed this planner's MaskInfo) for
the same chip, forward-only and forward + VJP (and Splash's fused backward, ``splash-fused``,
forward + VJP: its forward is Splash's), and reports what the compiler says they cost:
temp / argument / output HBM bytes (``memory_analysis``), scoped VMEM per kernel, grid steps
against the tiles the plan visits, SMEM each launch prefetches, launches, and lowering +
compile seconds. Splash's refusals are listed with their reasons (ours is still measured).
Nothing here runs a kernel: there is no wall time, because there is no TPU.

    python bench/compiler_bench.py [--contracts contracts/*.json] [--targets v5e:2x2 v6e:2x2 tpu7x:2x2x1]
                                   [--forward-only | --grads] [--repeat 3] [--json rows.json] [--markdown table.md]

``--sweep 256K 512K 1M 2M 4M`` benches a context-length sweep instead of contract files: 8 heads
sharing a causal mask, head_dim 128, bf16, 512-token blocks at each length, and adds a sweep table
(compiles or not, scalar prefetch in all and in the largest launch, launches, compile seconds,
modelled time on the chip) — where long context stops compiling, for ours and for Splash.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import statistics
import time
from pathlib import Path

from arguments import positive, tokens
from rich.console import Console
from rich.table import Table

from sparse_cli.artifacts import ArtifactError
from sparse_cli.audit.compile import BadTopology, PassWork
from sparse_cli.backends import BackendRefused, choose
from sparse_cli.contract import ContractError, MaskContract, load_contract
from sparse_cli.lowered import pass_of_kernel
from sparse_cli.planner.plan import plan as make_plan
from sparse_cli.report import program_report
from sparse_cli.report.roofline import roofline
from sparse_cli.sources import Reading, source_at
from sparse_cli.targets import target_of_topology
from sparse_cli.versions import COMPILER_PACKAGES, package_versions

# As the compile child sets them: before jax is imported (every jax import below is inside a
# function). Compile-only devices need the TPU runtime; another process (a test run, a second
# bench) may hold libtpu; locations in the program would make its text depend on this file.
os.environ.setdefault("JAX_PLATFORMS", "")
os.environ.setdefault("ALLOW_MULTIPLE_LIBTPU_LOAD", "1")
os.environ.setdefault("JAX_TRACEBACK_IN_LOCATIONS_LIMIT", "0")

BACKENDS = ("pallas", "splash", "splash-fused")
#: Backends whose forward program is another's (Splash's fused backward runs Splash's forward):
#: only their forward + VJP program is compiled.
GRADS_ONLY = frozenset({"splash-fused"})
PROGRAMS = {"fwd": False, "fwd+bwd": True}  # program label -> grads
DEFAULT_TARGETS = ("v5e:2x2", "v6e:2x2", "tpu7x:2x2x1")


def topology_problem(topology: str) -> str | None:
    """Why this libtpu cannot give compile-only devices of ``topology`` (None when it can)."""
    if target_of_topology(topology) is None or ":" not in topology:
        return "not a CHIP:SHAPE topology of a chip in sparse_cli/targets.py"
    from jax.experimental import topologies

    try:
        topologies.get_topology_desc(topology, platform="tpu")
    except Exception as error:  # the runtime's verdict, whatever form it takes across libtpu versions
        return f"the installed libtpu has no such topology: {' '.join(str(error).split())[:200] or type(error).__name__}"
    return None


def measure(plan, backend: str, grads: bool, topology: str, repeat: int = 1) -> dict:
    """Deviceless compiles of ``plan``'s ``backend`` program, and the kernels as lowered; its
    seconds are the median of ``repeat`` lowerings + compiles (each from cleared caches)."""
    import jax

    from sparse_cli.audit.canonical import canonicalize
    from sparse_cli.audit.lowering import compile_deviceless

    seconds = []
    for _ in range(repeat):
        jax.clear_caches()  # lowering can depend on what this process traced before (jax-ml/jax#40312)
        text, report = compile_deviceless(plan, backend, grads, topology)
        seconds.append(report.seconds)
    report = report.model_copy(update={"seconds": statistics.median(seconds)})
    kernels = canonicalize(text).kernels if text is not None else []
    work = {name: pass_work.model_dump() for name, pass_work in PassWork.of_program(kernels, plan.stats.passes).items()}
    return {"report": report.model_dump(mode="json"), "work": work,
            "kernels": [{"name": k.name, "grid": k.grid, "smem_bytes": k.smem_bytes, "scalar_prefetch_types": k.scalar_prefetch_types}
                        for k in kernels]}


def sweep_contract(length: int) -> MaskContract:
    """The sweep's contract at ``length`` tokens (the shape the long-context issue measures)."""
    shape = {"q_len": length, "kv_len": length, "num_heads": 8, "num_kv_heads": 8, "head_dim": 128, "dtype": "bfloat16"}
    return load_contract({"name": f"causal-{length_label(length)}", "shape": shape,
                          "blocks": {"block_q": 512, "block_kv": 512}, "mask": {"kind": "causal"}})


def length_label(length: int) -> str:
    for unit, size in (("M", 2**20), ("K", 2**10)):
        if length % size == 0:
            return f"{length // size}{unit}"
    return str(length)


def warm_up(topology: str) -> None:
    """One throwaway compile of each backend's program for ``topology``: a process's first
    compile also pays one-time set-up, which would otherwise land on whichever program the
    bench meets first."""
    plan = make_plan(sweep_contract(4096).model_copy(update={"target": target_of_topology(topology)}))
    for backend in BACKENDS:
        measure(plan, backend, True, topology)


def bench_contract(contract: MaskContract, source: str, topology: str, programs: dict[str, bool], log, repeat: int = 1) -> list[dict]:
    """Rows (one per backend) of one contract compiled for ``topology``'s chip."""
    target = target_of_topology(topology)
    contract = contract.model_copy(update={"target": target})  # the chip decides SMEM budget and lowering
    plan = make_plan(contract)
    rows = []
    for backend in BACKENDS:
        own = {label: grads for label, grads in programs.items() if grads or backend not in GRADS_ONLY}
        if not own:
            continue
        row = {"topology": topology, "target": target, "contract": contract.name, "source": source, "backend": backend,
               "length": contract.shape.q_len, "refused": None, "programs": {}, "modelled_s": None}
        try:
            choose(plan, backend, native=True)
        except BackendRefused as refusal:
            row["refused"] = " ".join(str(refusal).split())
            log(f"  {contract.name} {backend}: refused")
            rows.append(row)
            continue
        model = roofline(plan, program_report(plan, backend))
        row["modelled_s"] = {"fwd": model.forward.seconds, "bwd": model.backward.seconds}
        for label, grads in own.items():
            row["programs"][label] = result = measure(plan, backend, grads, topology, repeat)
            report = result["report"]
            verdict = f"temp {mib(report['memory'].get('temp'))}" if report["compiled"] else f"FAILED: {report['failure'].splitlines()[0]}"
            log(f"  {contract.name} {backend} {label}: {verdict} ({report['seconds']:.1f} s)")
        rows.append(row)
    return rows


def mib(n: int | None) -> str:
    if n is None:
        return "—"
    return f"{n / 2**20:.2f} MiB" if n >= 2**20 else f"{n / 2**10:.0f} KiB"


def main_program(row: dict) -> dict | None:
    """The program the single-valued columns describe: forward + VJP where it was compiled."""
    programs = row["programs"]
    return programs.get("fwd+bwd") or programs.get("fwd")


def temp_of(row: dict | None, label: str) -> int | None:
    program = (row or {}).get("programs", {}).get(label)
    if program is None or not program["report"]["compiled"]:
        return None
    return program["report"]["memory"]["temp"]


def ratio(ours: int | None, theirs: int | None) -> str:
    if ours is None or theirs is None:
        return "—"
    if not theirs:
        return "∞" if ours else "—"
    r = ours / theirs
    return f"{r:.2f}×" if r >= 0.1 or r == 0 else f"{r:.2g}×"


def versus(row: dict, peer: dict | None) -> str:
    """Ours' temporaries against ``peer``'s, program by program that both compiled (fwd · fwd+bwd)."""
    if row["backend"] != "pallas" or peer is None or peer["refused"]:
        return ""
    return " · ".join(ratio(temp_of(row, label), temp_of(peer, label)) for label in row["programs"] if label in peer["programs"])


def cells(row: dict, peers: dict[str, dict]) -> list[str]:
    """One table row: contract, backend, then the compiler's figures (``peers``: the contract's
    rows by backend)."""
    head = [row["contract"], row["backend"]]
    against = [versus(row, peers.get(peer)) for peer in BACKENDS[1:]]
    if row["refused"]:
        return [*head, "refused (below)", *[""] * 8, *against]
    program = main_program(row)
    report = program["report"]
    temps = [mib(temp_of(row, label)) if label in row["programs"] else "" for label in PROGRAMS]
    seconds = " · ".join(f"{p['report']['seconds']:.1f}" for p in row["programs"].values())
    if not report["compiled"]:
        return [*head, *temps, "", "", "FAILED (below)", "", "", "", seconds, *against]
    memory = report["memory"]
    vmem = {kernel: used for kernel, used in report["kernel_vmem_bytes"].items() if used is not None}
    if vmem:
        kernel = max(vmem, key=vmem.get)
        vmem_cell = f"{mib(vmem[kernel])} ({pass_of_kernel(kernel) or kernel})"
    else:
        vmem_cell = "— (not reported)"
    work = program["work"]
    steps = sum(w["grid_steps"] for w in work.values())
    visited = sum(w["visited_tiles"] for w in work.values())
    steps_cell = f"{steps:,} / {visited:,}"
    smem = max((k["smem_bytes"] for k in program["kernels"]), default=0)
    launches = "+".join(str(w["launches"]) for w in work.values())
    return [*head, *temps, mib(memory["argument"]), mib(memory["output"]), vmem_cell, steps_cell, f"{smem:,} B", launches, seconds, *against]


COLUMNS = ("contract", "backend", "fwd temp", "fwd+bwd temp", "argument", "output", "VMEM max (pass)", "steps / visited",
           "largest SMEM launch", "launches", "compile s", "temp ours/Splash", "temp ours/Splash fused")


def by_target(rows: list[dict]) -> dict[str, list[dict]]:
    grouped: dict[str, list[dict]] = {}
    for row in rows:
        grouped.setdefault(row["topology"], []).append(row)
    return grouped


def table_rows(rows: list[dict]) -> list[list[str]]:
    peers: dict[str, dict[str, dict]] = {}
    for row in rows:
        peers.setdefault(row["contract"], {})[row["backend"]] = row
    return [cells(row, peers[row["contract"]]) for row in rows]


def notes_of(rows: list[dict]) -> list[str]:
    """Refusals and compile failures, one line each."""
    lines = [f"{row['contract']}: {row['backend']} refused — {row['refused']}" for row in rows if row["refused"]]
    for row in rows:
        for label, program in row["programs"].items():
            if not program["report"]["compiled"]:
                lines.append(f"{row['contract']}: {row['backend']} {label} did not compile — {' / '.join(program['report']['failure'].splitlines())}")
    return lines


LEGEND = ("Single-valued columns describe the fwd+bwd program where it was compiled (else fwd). steps: grid steps of the lowered "
          "kernels (all launches, all passes: ours take one per output block and loop over its tiles inside it; Splash's grid "
          "is heads x rows x grid width); visited: tiles the plan visits in those passes. VMEM: scoped VMEM the compiler reserved, largest kernel; Splash's kernels report none "
          "(they take their scratch as outputs). SMEM: scalar-prefetch bytes of the largest launch. compile s: lowering + "
          "compile, fwd · fwd+bwd, on this CPU (median of --repeat, after one warm-up compile per topology). temp ours/Splash: fwd · fwd+bwd; "
          "ours/Splash fused: fwd+bwd (splash-fused compiles its forward + VJP only: its forward is Splash's). No wall times: there is no TPU.")


def markdown(rows: list[dict], versions: dict, skipped: dict[str, str]) -> str:
    out = [f"versions: {', '.join(f'{k} {v}' for k, v in versions.items())}", ""]
    for topology, problem in skipped.items():
        out.append(f"- {topology}: skipped ({problem})")
    for topology, group in by_target(rows).items():
        out += ["", f"### {topology} (target {group[0]['target']})", "", "| " + " | ".join(COLUMNS) + " |",
                "|" + "|".join("---" if i < 2 else "---:" for i in range(len(COLUMNS))) + "|"]
        out += ["| " + " | ".join(c.replace("|", "\\|") for c in line) + " |" for line in table_rows(group)]
        out += [""] + [f"- {line}" for line in notes_of(group)]
        if any(row["source"] == "sweep" for row in group):
            out += ["", f"#### {topology}: context-length sweep", "", "| " + " | ".join(SWEEP_COLUMNS) + " |",
                    "|" + "|".join("---" if i < 3 else "---:" for i in range(len(SWEEP_COLUMNS))) + "|"]
            out += ["| " + " | ".join(line) + " |" for line in sweep_rows(group)]
    return "\n".join([*out, "", LEGEND, ""])


SWEEP_COLUMNS = ("length", "backend", "compiles", "scalar prefetch", "largest launch", "launches", "compile s", "modelled fwd · bwd")


def sweep_rows(rows: list[dict]) -> list[list[str]]:
    """The sweep table: per length and backend, whether the main program compiles and what its
    scalar data, launches and compile time come to."""
    lines = []
    for row in rows:
        head = [length_label(row["length"]), row["backend"]]
        if row["refused"]:
            lines.append([*head, "refused", "", "", "", "", ""])
            continue
        program = main_program(row)
        report, work = program["report"], program["work"]
        compiled = "yes" if report["compiled"] else "no: " + report["failure"].splitlines()[0][:60]
        smem = [k["smem_bytes"] for k in program["kernels"]]
        modelled = row["modelled_s"]
        lines.append([*head, compiled, f"{sum(smem):,} B" if smem else "—", f"{max(smem):,} B" if smem else "—",
                      "+".join(str(w["launches"]) for w in work.values()) or "—", f"{report['seconds']:.1f}",
                      f"{modelled['fwd'] * 1e3:,.0f} · {modelled['bwd'] * 1e3:,.0f} ms"])
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--contracts", nargs="*", default=["contracts/*.json"], help="contract files or globs")
    parser.add_argument("--targets", nargs="*", default=list(DEFAULT_TARGETS),
                        help="compile-only topologies; those the installed libtpu lacks are skipped with a notice")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--forward-only", action="store_true", help="only the forward program")
    which.add_argument("--grads", action="store_true", help="only the forward + VJP program (default: both)")
    source.add_argument("--sweep", nargs="+", type=tokens, metavar="LENGTH", help="bench a causal context-length sweep (256K 512K 1M ...) "
                        "instead of contract files")
    parser.add_argument("--repeat", type=positive, default=3, metavar="N",
                        help="compile each program N times and report the median seconds (default 3)")
    parser.add_argument("--json", metavar="PATH", help="also write the rows (every figure, per kernel and pass) here")
    parser.add_argument("--markdown", metavar="PATH", help="also write the tables as markdown here")
    args = parser.parse_args()

    paths = [] if args.sweep else sorted({p for pattern in args.contracts for p in (glob.glob(pattern) or [pattern])})
    lengths = args.sweep or []
    programs = {label: grads for label, grads in PROGRAMS.items() if not (args.forward_only and grads) and not (args.grads and not grads)}
    console = Console(width=260)  # a wide table; logs and pipes must not fold it
    err = Console(stderr=True)
    versions = package_versions(COMPILER_PACKAGES)
    console.print(f"deviceless compile: {', '.join(f'{k} {v}' for k, v in versions.items())}; {len(paths) or len(lengths)} {'contracts' if paths else 'lengths'}, "
                  f"programs {', '.join(programs)}")
    started, rows, skipped = time.perf_counter(), [], {}
    for topology in args.targets:
        problem = topology_problem(topology)
        if problem:
            skipped[topology] = problem
            console.print(f"[yellow]notice: {topology} skipped: {problem}[/]")
            continue
        err.print(f"{topology} ({target_of_topology(topology)})")
        warm_up(topology)
        for path in paths or lengths:
            try:
                contract = source_at(Path(path), Reading(serving=False)).contract if isinstance(path, str) else sweep_contract(path)
                rows += bench_contract(contract, Path(path).name if isinstance(path, str) else "sweep", topology, programs, err.print, args.repeat)
            except BadTopology as error:
                skipped[topology] = str(error)
                console.print(f"[yellow]notice: {topology} skipped: {error}[/]")
                break
            except (ContractError, ArtifactError) as error:  # an invalid contract: say so, bench the others
                console.print(f"[red]{path}: not planned: {' '.join(str(error).split())}[/]")
    elapsed = time.perf_counter() - started

    for topology, group in by_target(rows).items():
        table = Table(title=f"{topology} (target {group[0]['target']}): ours (pallas) vs Splash and its fused backward, deviceless compile")
        for i, column in enumerate(COLUMNS):
            table.add_column(column, justify="left" if i < 2 else "right", no_wrap=i != 7)
        for line in table_rows(group):
            table.add_row(*line)
        console.print(table)
        for line in notes_of(group):
            console.print(f"  {line}", soft_wrap=True)
    if lengths:
        for topology, group in by_target(rows).items():
            table = Table(title=f"{topology}: context-length sweep, 8 heads sharing a causal mask, head_dim 128, bf16, 512-token blocks")
            for i, column in enumerate(SWEEP_COLUMNS):
                table.add_column(column, justify="left" if i < 3 else "right")
            for line in sweep_rows(group):
                table.add_row(*line)
            console.print(table)
    console.print(f"[dim]{LEGEND}[/]")
    console.print(f"{len(rows)} rows in {elapsed:.0f} s")
    if args.json:
        Path(args.json).write_text(json.dumps({"versions": versions, "skipped": skipped, "seconds": elapsed, "rows": rows}, indent=1))
    if args.markdown:
        Path(args.markdown).write_text(markdown(rows, versions, skipped))


if __name__ == "__main__":
    main()
