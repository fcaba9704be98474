"""Kernel work per contract: grid steps (one per output block), K/V bytes and FLOPs of the block-sparse kernel against
dense (non-skipping) flash attention — from the plan and from the TPU program's own cost
estimate — plus wall time: native on a TPU, otherwise interpret mode on the CPU at a scaled-down
length, labelled as such (interpret time says nothing about TPU speed).

    python bench/kernel_bench.py [--contracts contracts/*.json] [--scale-down 1024] [--steps 3]
"""

from __future__ import annotations

import argparse
import glob
import math
import statistics
import time

import jax
import jax.numpy as jnp
from arguments import positive, tokens
from rich.console import Console
from rich.table import Table

import sparse_cli
from sparse_cli.audit.canonical import canonicalize
from sparse_cli.audit.lowering import export_attention
from sparse_cli.execution.api import Attention, on_tpu
from sparse_cli.execution.inputs import draw_inputs
from sparse_cli.lowered import kernel_of_launch
from sparse_cli.planner.scale import structure_preserving
from sparse_cli.reference import SegmentIds


def dense_fetches(plan) -> int:
    """Flash attention without skipping visits every kv block of every q block row."""
    s = plan.stats
    return plan.contract.shape.num_heads * s.num_q_blocks * (s.num_kv_blocks if s.num_kv_blocks > 1 else 1)


def timed(fn, args, steps: int) -> tuple[float, float]:
    """(first call incl. compile, median of later calls) in seconds."""
    start = time.perf_counter()
    jax.block_until_ready(fn(*args))
    first = time.perf_counter() - start
    times = []
    for _ in range(steps):
        start = time.perf_counter()
        jax.block_until_ready(fn(*args))
        times.append(time.perf_counter() - start)
    return first, statistics.median(times)


def wall_time(plan, scale_down: int, steps: int) -> tuple[str, str]:
    native = on_tpu()
    if not native:
        plan = structure_preserving(plan, scale_down).plan
    attention = Attention(plan, "pallas", interpret=not native)
    inputs = draw_inputs(plan, seed=0)
    dtype = plan.contract.shape.dtype
    args = [jnp.asarray(x, dtype) for x in inputs[:3]]
    segments = inputs.segments
    ids = SegmentIds(jnp.asarray(segments[0]), jnp.asarray(segments[1])) if segments is not None else None
    sinks = jnp.asarray(inputs.sinks, jnp.float32) if inputs.sinks is not None else None
    first, median = timed(lambda q, k, v: attention(q, k, v, ids, sinks), args, steps)
    label = "TPU native" if native else f"CPU interpret @{max(plan.contract.shape.q_len, plan.contract.shape.kv_len)} tok"
    return label, f"{median * 1e3:.1f} ms (first {first:.2f} s)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--contracts", nargs="*", default=sorted(p for p in glob.glob("contracts/*.json") if not p.endswith(".model.json")))
    parser.add_argument("--scale-down", type=tokens, default=1024, help="interpret-mode length off TPU")
    parser.add_argument("--steps", type=positive, default=3)
    args = parser.parse_args()

    console = Console(width=240)  # a wide table; logs and pipes must not fold it
    console.print(f"jax {jax.__version__}, backend {jax.default_backend()}, devices {jax.devices()}")
    table = Table(title="pallas kernel work vs dense flash attention (forward pass, full-size contracts)")
    for column in ("contract", "grid steps", "visited tiles", "dense tiles", "K/V bytes plan", "K/V bytes dense",
                   "fwd FLOPs (program)", "dense FLOPs", "program bytes", "wall time", "measured on"):
        table.add_column(column, justify="left" if column in ("contract", "measured on") else "right", no_wrap=True)
    for path in args.contracts:
        plan = sparse_cli.plan(sparse_cli.load_contract(path))
        c, s = plan.contract, plan.stats
        visited = s.passes["fwd"].visited_tiles
        kv_bytes = c.blocks.block_kv * (c.shape.head_dim + c.shape.value_dim) * jnp.dtype(c.shape.dtype).itemsize  # a K and a V block
        # the pallas program as lowered (the plan's stats describe whichever backend runs natively)
        launches = [k for k in canonicalize(export_attention(plan, "pallas").mlir_module()).kernels
                    if kernel_of_launch(k.name) == "sparse_cli_fwd"]
        steps = sum(math.prod(k.grid) for k in launches)
        cost = {field: sum(k.cost_estimate[field] for k in launches) for field in ("flops", "bytes_accessed")}
        label, wall = wall_time(plan, args.scale_down, args.steps)
        table.add_row(
            c.name, f"{steps:,}", f"{visited:,}", f"{dense_fetches(plan):,}",
            # each visited tile copies its K and V blocks by DMA
            f"{visited * kv_bytes / 2**30:.2f} GiB", f"{dense_fetches(plan) * kv_bytes / 2**30:.2f} GiB",
            f"{cost['flops']:.3g}", f"{sparse_cli.program_report(plan, 'pallas').flops.fwd_dense:.3g}",
            f"{cost['bytes_accessed'] / 2**30:.2f} GiB", wall, label,
        )
    console.print(table)
    if not on_tpu():
        console.print("[yellow]No TPU: wall times are Pallas interpret mode on the CPU at a scaled-down length; "
                      "they measure the interpreter, not the kernel.[/]")
    console.print("[dim]visited tiles: partial and full tiles over all heads; dense tiles: every (q block, kv block) per head[/]")


if __name__ == "__main__":
    main()
