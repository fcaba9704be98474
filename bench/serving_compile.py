"""Where the serving programs' compile seconds go (``serving_bench.py --schedule`` gives the
totals): for each layer of ``serving_schedule.LAYERS``, ours and JAX's ``ragged_paged_attention``
traced, lowered (StableHLO with the Mosaic kernel body) and compiled deviceless (XLA:TPU and
Mosaic) in turn, a different one first each round, caches cleared before each, after one untimed
round and with no garbage collection while timed (``serving_schedule.warm_up`` and
``without_collection``): the medians of
``--repeat`` rounds in wall seconds and in this process's CPU seconds (on a CPU shared with other
work the wall times move with its load, the CPU seconds much less), and the jaxpr equations of
each program inside its kernels and around them (ours: the per-sequence tables XLA computes for
the kernel, which derives each work item's walk itself).

    python bench/serving_compile.py [--contexts 32768] [--repeat 5] [--topology v5e:2x2] [--layers NAME ...]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("ALLOW_MULTIPLE_LIBTPU_LOAD", "1")
os.environ.setdefault("JAX_TRACEBACK_IN_LOCATIONS_LIMIT", "0")

import jax
from arguments import positive, tokens
from jax.extend import core as jax_core
from rich.console import Console
from rich.table import Table
from serving_schedule import LAYERS, _programs, contract_of, in_turn, warm_up, without_collection

from sparse_cli.audit.lowering import pinned_mesh, tpu_devices
from sparse_cli.serving.kernel import abstract_arguments, contract_program

STAGES = ("trace", "lower", "compile")


def stage_seconds(program, args, device_kind: str) -> tuple[list[float], list[float], jax_core.Jaxpr]:
    """``(wall, cpu, jaxpr)``: seconds of each of ``STAGES`` from cleared caches, and the traced program."""
    jax.clear_caches()
    with without_collection():
        marks = [(time.perf_counter(), time.process_time())]
        with jax.sharding.use_abstract_mesh(pinned_mesh(device_kind)):
            traced = jax.jit(program).trace(*args)
            marks.append((time.perf_counter(), time.process_time()))
            lowered = traced.lower()
            marks.append((time.perf_counter(), time.process_time()))
        lowered.compile()
        marks.append((time.perf_counter(), time.process_time()))
    wall = [after[0] - before[0] for before, after in zip(marks, marks[1:])]
    cpu = [after[1] - before[1] for before, after in zip(marks, marks[1:])]
    return wall, cpu, traced.jaxpr.jaxpr


def equations(jaxpr: jax_core.Jaxpr, in_kernel: bool = False) -> tuple[int, int]:
    """``(inside, around)``: equations inside Pallas kernels and outside them, nested ones included."""
    counts = [0, 0]
    for eqn in jaxpr.eqns:
        counts[0 if in_kernel else 1] += 1
        inside = in_kernel or eqn.primitive.name == "pallas_call"
        for param in eqn.params.values():
            for sub in param if isinstance(param, (list, tuple)) else [param]:
                body = sub.jaxpr if isinstance(sub, jax_core.ClosedJaxpr) else sub
                if isinstance(body, jax_core.Jaxpr):
                    nested = equations(body, inside)
                    counts[0] += nested[0]
                    counts[1] += nested[1]
    return counts[0], counts[1]


def layer_rows(layer: str, context: int, topology: str, repeat: int) -> list[dict]:
    """Ours and JAX's (where it compiles this layer) rows: median stage seconds and equations."""
    device = tpu_devices(topology)[0]
    sharding = jax.sharding.SingleDeviceSharding(device)
    contract = contract_of(layer, context)
    programs = {name: value for name, value in _programs(layer, context, topology, sharding).items() if name.startswith("JAX")}
    programs = {"sparse_cli.serving": (contract_program(contract), abstract_arguments(contract, sharding)), **programs}
    names = list(programs)
    runs: dict[str, list] = {name: [] for name in names}
    measure = lambda name: stage_seconds(*programs[name], device.device_kind)
    warm_up(measure, names)
    for round_ in range(repeat):
        for name in in_turn(names, round_):
            runs[name].append(measure(name))
    rows = []
    for name in names:
        inside, around = equations(runs[name][0][2])
        rows.append({"layer": layer, "context": context, "kernel": name, "inside": inside, "around": around,
                     **{clock: [statistics.median(run[which][stage] for run in runs[name]) for stage in range(len(STAGES))]
                        for which, clock in enumerate(("wall", "cpu"))}})
    return rows


def table(rows: list[dict], topology: str, repeat: int) -> Table:
    out = Table(title=f"Compile seconds by stage, deviceless {topology} (medians of {repeat}; wall and CPU)", title_justify="left")
    for header in ("layer", "context", "kernel", *(f"{stage} s" for stage in STAGES), "total s", "CPU total s",
                   "eqns in kernel", "eqns around"):
        out.add_column(header, justify="left" if header in ("layer", "kernel") else "right")
    for row in rows:
        out.add_row(row["layer"], f"{row['context']:,}", row["kernel"], *(f"{s:.3f}" for s in row["wall"]), f"{sum(row['wall']):.3f}",
                    f"{sum(row['cpu']):.3f}", f"{row['inside']:,}", f"{row['around']:,}")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--contexts", type=tokens, nargs="*", default=[32768])
    parser.add_argument("--repeat", type=positive, default=5)
    parser.add_argument("--topology", default="v5e:2x2")
    parser.add_argument("--layers", nargs="*", default=list(LAYERS), choices=list(LAYERS))
    args = parser.parse_args()
    rows = [row for context in args.contexts for layer in args.layers for row in layer_rows(layer, context, args.topology, args.repeat)]
    Console(width=200).print(table(rows, args.topology, args.repeat))
    print(f"jax {jax.__version__}")


if __name__ == "__main__":
    main()
