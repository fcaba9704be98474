"""Small Pallas kernels of known structure, compiled deviceless with libtpu's schedule dump:
the instrument's fixed points (``tests/test_compiler_schedule.py``).

``python -m tests.support.synthetic_kernels TARGET...`` (with ``LIBTPU_INIT_ARGS`` naming the
dump directory ``SCHEDULE_DUMP``, set before libtpu loads) prints one JSON document: per target
and case, the kernel's schedule report and the raw bundles' facts the tests check it against.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.sharding import SingleDeviceSharding

from sparse_cli.audit.cycles import KernelWork, kernel_report, read_dump
from sparse_cli.audit.lowering import compile_program, tpu_devices
from sparse_cli.targets import TARGETS

ROWS = 128


def _loop_kernel(trips: int, matmul: bool, branch: bool):
    """``trips`` iterations of vector work on a [128, 128] block (a matmul in each with
    ``matmul``); with ``branch``, the loop runs only when the prefetched flag is set."""
    def kernel(flag_ref, x_ref, w_ref, o_ref):
        def body(_, acc):
            y = acc * 1.0001 + 1.0
            if matmul:
                y = y + jnp.dot(acc.astype(jnp.bfloat16), w_ref[...], preferred_element_type=jnp.float32)
            return y

        def run():
            o_ref[...] = jax.lax.fori_loop(0, trips, body, x_ref[...])

        o_ref[...] = x_ref[...]
        if branch:
            pl.when(flag_ref[0] > 0)(run)
        else:
            run()
    return kernel


def _program(kernel, grid: int):
    from jax.experimental.pallas import tpu as pltpu

    def program(flag, x, w):
        spec = pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=1, grid=(grid,),
            in_specs=[pl.BlockSpec((ROWS, 128), lambda i, f: (i, 0)), pl.BlockSpec((128, 128), lambda i, f: (0, 0))],
            out_specs=pl.BlockSpec((ROWS, 128), lambda i, f: (i, 0)))
        return pl.pallas_call(kernel, grid_spec=spec, out_shape=jax.ShapeDtypeStruct((ROWS * grid, 128), jnp.float32),
                              name="synthetic")(flag, x, w)
    return program


#: name -> (trips, matmul, branch, grid)
CASES = {"loop7": (7, False, False, 1), "loop13": (13, False, False, 1), "loop7_matmul": (7, True, False, 1),
         "grid5": (7, False, False, 5), "branch": (7, True, True, 5)}


def _case(target: str, name: str, dump: Path) -> dict:
    trips, matmul, branch, grid = CASES[name]
    chip = TARGETS[target]
    devices = tpu_devices(chip.topology)
    on = SingleDeviceSharding(devices[0])
    args = (jax.ShapeDtypeStruct((1,), jnp.int32, sharding=on), jax.ShapeDtypeStruct((ROWS * grid, 128), jnp.float32, sharding=on),
            jax.ShapeDtypeStruct((128, 128), jnp.bfloat16, sharding=on))
    before = set(os.listdir(dump))
    compile_program(_program(_loop_kernel(trips, matmul, branch), grid), args, chip.topology, devices[0].device_kind)
    written = set(os.listdir(dump)) - before
    schedules = read_dump(dump, chip, written)
    (kernel,) = [k for instruction, k in schedules.items() if instruction.startswith("synthetic")]
    work = KernelWork(steps=grid, tiles=grid, output_blocks=grid, tile_multiply_adds=ROWS * 128 * 128 * trips * int(matmul))
    branches = [index for index, bundle in enumerate(kernel.bundles) if bundle.branch]
    return {"report": kernel_report(kernel, work, chip).model_dump(mode="json"),
            "depths_after_branches": {index: [kernel.bundles[j].depth for j in range(index + 1, min(index + 9, len(kernel.bundles)))]
                                      for index in branches},
            "empty_after_branches": {index: [kernel.bundles[j].empty for j in range(index + 1, min(index + 9, len(kernel.bundles)))]
                                     for index in branches},
            "loop_depths": [loop.depth for loop in kernel.loops], "delay": chip.branch_delay}


if __name__ == "__main__":
    dump = Path(os.environ["SCHEDULE_DUMP"])
    print(json.dumps({target: {name: _case(target, name, dump) for name in CASES} for target in sys.argv[1:]}))
