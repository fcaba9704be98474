"""What the TPU compiler needs in SMEM beside a launch's scalar-prefetch operands: the
measurement behind ``backends.launches.SMEM_RESERVE``, with the real compiler and no TPU.

Compiles a contract's real kernels against compile-only devices (``--topology``), either with
every launch of the ``--pass`` passes padded to ``--over`` bytes from the chip's SMEM (the
steps past a launch's units are empty steps, as a runtime plan's are), or (``--reserve R``)
packed as the planner packs them with ``SMEM_RESERVE = R``. When the compiler refuses, its
message names the launch and by how much it ran over ("Exceeded smem capacity by 1.4K"); the
compiler's own need is then ``SMEM + that excess - the launch's operands padded to 512 bytes``,
accurate to the message's 0.1 KiB. Keep the operands under the chip's SMEM (the default
``--over -3072``): past it the message counts from another total and reads 1.8 KiB low.
One compile per process, as ``compile`` does:

    python bench/smem_reserve.py CONTRACT --topology v5e:2x2 --pass dkv [--launches 3] [--stored] [--grads]
    python bench/smem_reserve.py CONTRACT --topology v5e:2x2 --grads --reserve 1024
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re

os.environ.setdefault("ALLOW_MULTIPLE_LIBTPU_LOAD", "1")  # a test run or another bench may hold libtpu

GRANULE_RE = re.compile(r"Shape: u8\[(\d+)\]\{0\}\s+Unpadded size: [^\n]*\n\s+Tag: prefetched SMEM operand")
EXCEEDED_RE = re.compile(r"Exceeded smem capacity by ([0-9.]+)([KM]?)")
LAUNCH_RE = re.compile(r"XLA label: (?:transpose_|jvp_)*((?:sparse_cli|splash)_\w+?)_*\.\d+ = custom-call")


def padded(size: int, granule: int) -> int:
    return -(-size // granule) * granule


def measure(args) -> dict:
    import jax
    import numpy as np
    from jax.experimental import topologies
    from jax.sharding import SingleDeviceSharding

    from sparse_cli.audit.canonical import canonicalize
    from sparse_cli.audit.lowering import abstract_inputs, pinned_mesh
    from sparse_cli.backends import launches, pallas
    from sparse_cli.backends.pallas import config, schedule
    from sparse_cli.contract import load_contract
    from sparse_cli.execution.api import Attention
    from sparse_cli.planner.plan import plan as make_plan
    from sparse_cli.targets import TARGETS, target_of_topology

    target = target_of_topology(args.topology)
    chip = TARGETS[target].smem_bytes
    if args.stored:  # the same kernels fetching stored partial mask blocks (one more operand)
        config.token_rules = schedule.token_rules = lambda contract: None
    if args.reserve is not None:
        launches.SMEM_RESERVE = args.reserve
    planned = schedule.labelled_schedule  # the one source of every schedule: the host's step arrays and the kernels' shapes

    def padded_schedule(contract, name, wl, budget_bytes, *rest, **kw):
        result, step_classes = planned(contract, name, wl, budget_bytes, *rest, **kw)
        if name not in args.passes:
            return result, step_classes
        dtypes = {name: np.dtype(dtype) for name, dtype in result.dtypes}
        run_bytes = sum(dtype.itemsize for name, dtype in dtypes.items() if name != "runs")
        cuts = np.linspace(0, result.launches[-1].stop, args.launches + 1).astype(int)
        tiles = sum(launch.tiles for launch in result.launches)

        def padded(a, b):  # units [a, b) with runs arrays grown to the chip's SMEM (+ over)
            offsets = (b - a + 1) * dtypes["runs"].itemsize
            return schedule.Launch(int(a), int(b), max((chip + args.over - offsets) // run_bytes, 1), tiles)

        return dataclasses.replace(result, launches=tuple(padded(a, b) for a, b in zip(cuts, cuts[1:]))), step_classes

    if args.reserve is None:  # both names it is called by
        schedule.labelled_schedule = pallas.labelled_schedule = padded_schedule
    contract = load_contract(args.contract).model_copy(update={"target": target})
    plan = make_plan(contract)  # the chip's budget: padded_schedule re-cuts whatever launches it packs
    devices = topologies.get_topology_desc(args.topology, platform="tpu").devices
    attention = Attention(plan, "pallas", interpret=False)
    inputs = abstract_inputs(attention, SingleDeviceSharding(devices[0]))
    with jax.sharding.use_abstract_mesh(pinned_mesh(devices[0].device_kind)):
        lowered = jax.jit(attention.program(args.grads)).trace(*inputs).lower()
    kernels = {k.name: k for k in canonicalize(lowered.as_text()).kernels}
    try:
        lowered.compile()
        error = ""
    except Exception as failure:  # the compiler's verdict is the measurement
        error = str(failure)
    row = {"contract": contract.name, "topology": args.topology, "jax": jax.__version__, "grads": args.grads,
           "passes": args.passes, "launches": args.launches, "stored": args.stored, "reserve": args.reserve,
           "compiled": not error, "largest_launch": max(k.smem_bytes for k in kernels.values())}
    over, launch = EXCEEDED_RE.search(error), LAUNCH_RE.search(error)
    if over and launch and launch.group(1) in kernels:
        exceeded = float(over.group(1)) * {"": 1, "K": 1024, "M": 1 << 20}[over.group(2)]
        sizes = [int(size) for size in GRANULE_RE.findall(error)]
        operands = kernels[launch.group(1)]
        unpadded = [int(np.prod([int(d) for d in re.findall(r"(\d+)x", t)])) * int(re.search(r"x[iu](\d+)", t).group(1)) // 8
                    for t in operands.scalar_prefetch_types]
        row.update(failed_launch=launch.group(1), operand_bytes=unpadded, placed_bytes=sizes,
                   padded_512=[padded(size, 512) for size in unpadded], exceeded=exceeded,
                   compiler_own=round(chip + exceeded - sum(padded(size, 512) for size in unpadded)))
    elif error:
        row["error"] = error.splitlines()[0][:300]
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("contract")
    parser.add_argument("--topology", default="v5e:2x2")
    parser.add_argument("--pass", dest="passes", action="append", choices=("fwd", "dq", "dkv"), default=[],
                        help="a pass whose launches are padded (repeatable; dq needs blocks of its own)")
    parser.add_argument("--over", type=int, default=-3072, help="bytes past (negative: under) the chip's SMEM each padded launch holds")
    parser.add_argument("--launches", type=int, default=1, help="launches each padded pass runs as")
    parser.add_argument("--stored", action="store_true", help="stored partial mask blocks instead of computed masks")
    parser.add_argument("--grads", action="store_true", help="the forward + backward program")
    parser.add_argument("--reserve", type=int, help="pack launches as the planner does with this SMEM_RESERVE instead")
    args = parser.parse_args()
    from sparse_cli.contract import ContractError
    from sparse_cli.targets import target_of_topology

    if target_of_topology(args.topology) is None:
        parser.error(f"--topology {args.topology!r} is not a compile-only topology of a known chip (e.g. v5e:2x2)")
    try:
        print(json.dumps(measure(args)))
    except ContractError as error:
        parser.error(str(error))


if __name__ == "__main__":
    main()
