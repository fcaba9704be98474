"""How fast the TPU compiler takes each chip's MXUs to be: one plain bf16 product in a Pallas
kernel, compiled deviceless, and the bundles between two pushes into one MXU in its final
schedule, against the chip table's rate (one row of a systolic array a cycle, the rate the
MXU floors and the derived clock assume).

A push (``vmatmul``) streams one packed bf16 vreg of rows (16) past the MXU's weights; at the
table's rate it takes 16 cycles. Fewer bundles between pushes mean the compiler's schedule
takes the MXU to be faster than the table: a tile can then schedule below its MXU floor, and
if the compiler's cycle is the chip's, the table-derived clock is too high.

    python bench/mxu_rate.py [--targets v4 v5e v6e tpu7x] [--shape 8192 256 256]

Every figure is the compiler's static schedule, not a measurement.
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import sys
from pathlib import Path

from rich.console import Console
from rich.table import Table

sys.path.insert(0, str(Path(__file__).parent))
from arguments import positive
from compiler_bench import topology_problem

from sparse_cli.audit.cycles import SCHEDULE_NOTE, keep_schedules, read_dump
from sparse_cli.targets import TARGETS

# libtpu reads its flags once, when it loads: before any jax import (all are inside functions).
DUMP = keep_schedules("mxu-rate-")
os.environ.setdefault("JAX_PLATFORMS", "")
os.environ.setdefault("ALLOW_MULTIPLE_LIBTPU_LOAD", "1")

#: A push into one MXU: ``vmatmul...mxu2`` (v4, v5e, v6e) or ``vmatmul...mrb[4].mxu1`` (TPU7x).
_PUSH = re.compile(r"=\s*vmatmul[\w.]*?(?:\.mrb\[\d+\])?\.mxu(\d+)")
PACKED_ROWS = 16  # bf16 rows in one vreg


def kernel_schedule(target: str, name: str, kernel, out_shape, inputs: list[tuple[tuple[int, ...], str]]):
    """The final schedule (``audit.schedule.KernelSchedule``) of a one-step Pallas ``kernel``
    named ``name`` over inputs of ``(shape, dtype)``, compiled deviceless for ``target``."""
    import jax
    from jax.experimental import pallas as pl
    from jax.sharding import SingleDeviceSharding

    from sparse_cli.audit.lowering import compile_program, tpu_devices

    chip = TARGETS[target]
    devices = tpu_devices(chip.topology)
    on = SingleDeviceSharding(devices[0])

    def program(*args):
        return pl.pallas_call(kernel, out_shape=out_shape, name=name)(*args)

    args = tuple(jax.ShapeDtypeStruct(shape, dtype, sharding=on) for shape, dtype in inputs)
    before = set(os.listdir(DUMP))
    compile_program(program, args, chip.topology, devices[0].device_kind)
    written = set(os.listdir(DUMP)) - before
    try:
        (schedule,) = [k for found, k in read_dump(Path(DUMP), chip, written).items() if found.startswith(name)]
    finally:
        for file in written:
            (Path(DUMP) / file).unlink(missing_ok=True)
    return schedule


def pushes_by_mxu(target: str, rows: int, depth: int, width: int) -> tuple[dict[int, list[int]], int]:
    """The bundles at which the compiled product pushes into each MXU, and its bundle count."""
    import jax
    import jax.numpy as jnp

    def kernel(x_ref, w_ref, o_ref):
        o_ref[...] = jnp.dot(x_ref[...], w_ref[...], preferred_element_type=jnp.float32)

    schedule = kernel_schedule(target, "mxu_rate", kernel, jax.ShapeDtypeStruct((rows, width), jnp.float32),
                               [((rows, depth), "bfloat16"), ((depth, width), "bfloat16")])
    at: dict[int, list[int]] = collections.defaultdict(list)
    for index, bundle in enumerate(schedule.bundles):
        for op in bundle.ops:
            found = _PUSH.search(op)
            if found:
                at[int(found.group(1))].append(index)
    return at, len(schedule.bundles)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--targets", nargs="*", default=["v4", "v5e", "v6e", "tpu7x"], choices=sorted(TARGETS),
                        help="chip names (not topologies)")
    parser.add_argument("--shape", nargs=3, type=positive, default=[8192, 256, 256], metavar=("ROWS", "DEPTH", "WIDTH"))
    args = parser.parse_args()

    table = Table(title=f"one {' x '.join(map(str, args.shape))} bf16 product — {SCHEDULE_NOTE}", title_justify="left")
    for header in ("target", "MXUs", "pushes a MXU", "bundles between pushes (most common)", "at the table's rate", "kernel bundles",
                   "table's clock"):
        table.add_column(header, justify="left" if header == "target" else "right")
    for target in args.targets:
        chip = TARGETS[target]
        problem = topology_problem(chip.topology)
        if problem:
            Console(stderr=True).print(f"skipped {target}: {problem}")
            continue
        at, bundles = pushes_by_mxu(target, *args.shape)
        gaps = collections.Counter(b - a for pushes in at.values() for a, b in zip(pushes, pushes[1:]) if b > a)
        common = gaps.most_common(1)[0][0] if gaps else None
        table.add_row(target, f"{len(at)} of {chip.mxus}", f"{max(map(len, at.values()), default=0):,}", str(common), str(PACKED_ROWS),
                      f"{bundles:,}", f"{chip.clock_hz / 1e9:.2f} GHz")
    Console(width=200).print(table)  # logs and pipes must not fold it


if __name__ == "__main__":
    main()
