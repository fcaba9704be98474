"""Our kernels against JAX's Splash by the TPU compiler's own final schedule — without a TPU.

For every contract (and a context-length sweep) and every target topology, this compiles ours
(backend pallas) and Splash (JAX's Splash fed this planner's MaskInfo) deviceless, forward and
forward + VJP — the VJP as Splash's ``BlockSizes`` default it (a dq kernel and a dK/dV kernel,
backend splash) and with its fused backward (``use_fused_bwd_kernel``, backend splash-fused:
the peer of our dK/dV kernel computing dq; it shares splash's forward) — keeps libtpu's final VLIW schedule of each kernel (``audit.schedule``) and prints
what a step costs on each path: cycles per visited tile (ours: one iteration of the tile loop,
a full tile's, a partial one's and a patterned one's (a partial tile computed on the key cells
its query cells attend: ``backends.pallas.patterns``; with how many tiles fit each pattern)
where a pass branches on the class, of as many query heads as it stacks; Splash: a visited
step, one head, one path for both), per skipped step (Splash steps over empty blocks; ours
never visits them), per row (ours: a step outside its tiles;
Splash: what a row's first and last steps add), the MXU floor of a tile (its matmuls at the
chip's peak rate; shaped: each product's dimensions rounded up to whole MXUs, as a 192-deep
product takes two passes of v5e's 128-deep arrays), the MXU-busy fraction (the share of the
MXUs' issue slots the kernel's scheduled cycles use), the forward kernel's spill bundles (in
its code: every body it compiles) and the whole program's as its work runs them (along the
paths its steps and tiles take), and the program's scheduled cycles with the ratio ours /
Splash; forward + backward also against Splash's fused backward (out of HBM where its dq
partials do not fit), with the HBM each backend's program holds (``memory_analysis``: its
arguments, outputs, temporaries and code — the fused backward's price).

Every figure is the compiler's static schedule: no DMA stalls, no pipeline bubbles — an
estimate to compare kernels by, never a measurement.

    python bench/schedule_bench.py [--contracts contracts/*.json] [--targets v5e:2x2 v6e:2x2]
                                   [--sweep 4K 32K 128K] [--forward-only] [--json rows.json] [--markdown table.md]
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import sys
from pathlib import Path

from rich.console import Console
from rich.table import Table

sys.path.insert(0, str(Path(__file__).parent))
from arguments import tokens
from compiler_bench import sweep_contract, topology_problem

from sparse_cli.artifacts import ArtifactError
from sparse_cli.audit.cycles import SCHEDULE_NOTE, keep_schedules
from sparse_cli.backends import BackendRefused, choose
from sparse_cli.contract import ContractError
from sparse_cli.planner.plan import plan as make_plan
from sparse_cli.sources import Reading, source_at
from sparse_cli.targets import target_of_topology

# libtpu reads its flags once, when it loads: before any jax import (all are inside functions).
DUMP = keep_schedules("schedule-bench-")
os.environ.setdefault("JAX_PLATFORMS", "")
os.environ.setdefault("ALLOW_MULTIPLE_LIBTPU_LOAD", "1")
os.environ.setdefault("JAX_TRACEBACK_IN_LOCATIONS_LIMIT", "0")

BACKENDS = ("pallas", "splash", "splash-fused")
PROGRAMS = {"fwd": False, "fwd+bwd": True}
#: Backends whose forward program is another's (splash-fused runs splash's): compiled with grads only.
BACKWARD_ONLY = ("splash-fused",)
DEFAULT_TARGETS = ("v5e:2x2", "v6e:2x2")


def schedule_of(plan, backend: str, grads: bool, topology: str) -> dict:
    """One deviceless compile of ``plan``'s ``backend`` program with its schedule read, and the
    HBM it holds (arguments, outputs, temporaries and code: ``memory_analysis``)."""
    import jax

    from sparse_cli.audit.lowering import compile_deviceless

    jax.clear_caches()
    _, report = compile_deviceless(plan, backend, grads, topology, dump=Path(DUMP))
    if not report.compiled:
        return {"failure": report.failure}
    return report.schedule.model_dump(mode="json") | {"hbm_bytes": report.hbm_used}


def bench(contract, topology: str, programs: dict[str, bool], log) -> dict:
    """Per backend and program: the schedule, or why there is none."""
    target = target_of_topology(topology)
    plan = make_plan(contract.model_copy(update={"target": target}))
    row: dict = {"contract": contract.name, "topology": topology, "target": target, "backends": {}}
    for backend in BACKENDS:
        try:
            choose(plan, backend, native=True)
        except BackendRefused as refusal:
            row["backends"][backend] = {"refused": " ".join(str(refusal).split())}
            continue
        row["backends"][backend] = {label: schedule_of(plan, backend, grads, topology) for label, grads in programs.items()
                                    if grads or backend not in BACKWARD_ONLY}
        log(f"  {contract.name} {backend} on {topology}")
    return row


def kernel_cells(schedule: dict, phase: str) -> dict:
    """The forward (or another pass's) kernel's paths in a program's schedule."""
    kernels = [k for k in schedule.get("kernels", []) if f"_{phase}" in k["name"]]
    if not kernels:
        return {}
    k = kernels[0]
    paths = k["paths"]  # ours: a full, a partial and each pattern's tile; Splash: one visited step for both
    patterned = (k.get("work") or {}).get("patterned_tiles", [])
    return {"full": paths.get("full_tile", paths.get("visited_step")), "partial": paths.get("partial_tile"),
            "patterned": " · ".join(f"{number(paths.get(f'patterned_tile_{i}'))} ({count:,})" for i, count in enumerate(patterned)) or "—",
            "skipped": paths.get("skipped_step"),
            "row": paths.get("step", paths.get("row_ends")), "floor": k["mxu_floor_per_tile"], "shaped": k.get("mxu_shaped_floor_per_tile"), "busy": k["mxu_busy"],
            "heads": (k.get("work") or {}).get("tile_heads", 1),
            "spills": k["units"].get("vector_spill_bundles")}


def number(value) -> str:
    return "—" if value is None else f"{value:,.0f}"


def peer_cells(mine: dict, peer: dict | None, label: str, who: str) -> tuple[str, str]:
    """A peer program's scheduled cycles and ours / its, or why there are none: ``who`` refuses
    the contract, or the compiler fails it (out of HBM, for Splash's fused dq partials)."""
    if peer is not None and "refused" in peer:
        return "—", f"{who} refuses"
    if peer is None or label not in peer:
        return "—", "—"
    theirs = peer[label]
    if "failure" in theirs:
        return "—", "out of HBM" if "hbm" in theirs["failure"].lower() else "fails to compile"
    total_a, total_b = mine.get("scheduled_cycles"), theirs.get("scheduled_cycles")
    return number(total_b), f"{total_a / total_b:.2f}×" if total_a and total_b else "—"


def hbm_cells(row: dict, label: str) -> str:
    """The HBM each backend's ``label`` program holds, in MiB (— where it has none)."""
    held = [(row["backends"].get(backend) or {}).get(label, {}).get("hbm_bytes") for backend in BACKENDS]
    return " · ".join("—" if nbytes is None else f"{nbytes / 2**20:,.0f}" for nbytes in held)


def table_rows(rows: list[dict], label: str) -> list[list[str]]:
    out = []
    for row in rows:
        ours, splash = row["backends"]["pallas"], row["backends"]["splash"]
        mine = ours.get(label, {})
        theirs = splash.get(label, {}) if "refused" not in splash else {}
        a, b = kernel_cells(mine, "fwd"), kernel_cells(theirs, "fwd")
        splash_cycles, ratio = peer_cells(mine, splash, label, "Splash")
        fused = [*peer_cells(mine, row["backends"].get("splash-fused"), label, "Splash"), hbm_cells(row, label)] if label in BACKWARD_LABELS else []
        busy = lambda cells: "—" if cells.get("busy") is None else f"{cells['busy']:.0%}"
        out.append([row["contract"], row["target"], number(a.get("heads")), number(a.get("full")), number(a.get("partial")), a.get("patterned", "—"),
                    number(b.get("full")),
                    number(a.get("floor")), number(a.get("shaped")),
                    number(b.get("skipped")), number(a.get("row")), number(b.get("row")), f"{busy(a)} · {busy(b)}",
                    f"{number(a.get('spills'))} · {number(b.get('spills'))}",
                    f"{number(mine.get('scheduled_spills'))} · {number(theirs.get('scheduled_spills'))}", number(mine.get("scheduled_cycles")), splash_cycles, ratio,
                    *fused])
    return out


HEADERS = ["contract", "chip", "heads a tile stacks: ours", "full tile: ours", "partial tile: ours", "patterned tiles: ours (tiles)", "visited step: Splash", "MXU floor", "MXU floor shaped", "skipped: Splash",
           "row: ours", "row ends: Splash", "MXU busy", "spill bundles", "spill bundles run", "cycles: ours", "cycles: Splash", "ours / Splash"]
#: The programs with a backward, and the columns of Splash's fused backward they add.
BACKWARD_LABELS = tuple(label for label, grads in PROGRAMS.items() if grads)
FUSED_HEADERS = ["cycles: Splash fused", "ours / Splash fused", "HBM MiB: ours · Splash · Splash fused"]


def headers(label: str) -> list[str]:
    return HEADERS + FUSED_HEADERS * (label in BACKWARD_LABELS)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--contracts", nargs="*", default=None)
    parser.add_argument("--sweep", nargs="*", type=tokens, default=None, help="context lengths (4K, 128K, ...): causal, 8 heads, 512-token blocks")
    parser.add_argument("--targets", nargs="*", default=list(DEFAULT_TARGETS))
    parser.add_argument("--forward-only", action="store_true")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--markdown", type=Path)
    args = parser.parse_args()
    console = Console(stderr=True)
    programs = {"fwd": False} if args.forward_only else PROGRAMS
    contracts = []
    if args.sweep:
        contracts += [sweep_contract(length) for length in args.sweep]
    for path in sorted(set(args.contracts if args.contracts is not None else ([] if args.sweep else glob.glob("contracts/*.json")))):
        try:
            contracts.append(source_at(Path(path), Reading(serving=False)).contract)
        except (ContractError, ArtifactError) as error:  # a model file or a serving contract
            console.print(f"skipped {path}: {' '.join(str(error).split())[:160]}")
    rows = []
    for topology in args.targets:
        problem = topology_problem(topology)
        if problem:
            console.print(f"skipped {topology}: {problem}")
            continue
        for contract in contracts:
            rows.append(bench(contract, topology, programs, console.print))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2))
    out = Console(width=240)  # a wide table; logs and pipes must not fold it
    for label in programs:
        table = Table(title=f"{label}: scheduled cycles — {SCHEDULE_NOTE}", title_justify="left")
        for header in headers(label):
            table.add_column(header, justify="left" if header in ("contract", "chip") else "right")
        for cells in table_rows(rows, label):
            table.add_row(*cells)
        out.print(table)
    if args.markdown:
        lines = []
        for label in programs:
            lines += [f"**{label}**", "", "| " + " | ".join(headers(label)) + " |", "|" + "---|" * len(headers(label))]
            lines += ["| " + " | ".join(cells) + " |" for cells in table_rows(rows, label)] + [""]
        args.markdown.write_text("\n".join(lines))
    refusals = {(row["contract"], backend): data["refused"] for row in rows for backend, data in row["backends"].items() if "refused" in data}
    for (contract, backend), reason in refusals.items():
        console.print(f"{backend} refuses {contract}: {reason}")
    for row in rows:
        for backend, data in row["backends"].items():
            for label, program in data.items():
                if isinstance(program, dict) and "failure" in program:
                    console.print(f"{backend} {label} of {row['contract']} on {row['topology']} does not compile: {program['failure'][:300]}")


if __name__ == "__main__":
    main()
