"""Runtime planning (packed documents, routed attention): its cost per step, jitted on the CPU,
against the kernel work it saves — tiles a batch visits versus the static bound that
Splash-style in-kernel masking would compute (in vain where no document or route is shared).

    python bench/runtime_bench.py [--samples 8]
"""

from __future__ import annotations

import argparse
import statistics
import time

import jax
import numpy as np
from arguments import positive
from rich.console import Console
from rich.table import Table

import sparse_cli
from sparse_cli.masks import BlockClass
from sparse_cli.planner.samples import batch_planner

CASES = [  # (label, contract document changes on top of a base shape)
    ("documents: causal, 16K, 6 docs", 16_384, {"kind": "documents", "mask": {"kind": "causal"}}),
    ("documents: causal, 128K, 6 docs", 131_072, {"kind": "documents", "mask": {"kind": "causal"}}),
    ("documents: window 4096, 128K, 6 docs", 131_072, {"kind": "documents", "mask": {"kind": "sliding_window", "size": 4096}}),
    ("clustered: route 2048, top 3, 32K", 32_768, {"kind": "clustered", "route_block": 2048, "top_k": 3, "share": "kv_group"}),
    ("clustered: route 4096, top 4, 128K", 131_072, {"kind": "clustered", "route_block": 4096, "top_k": 4, "share": "kv_group"}),
]


def contract(tokens: int, mask: dict):
    return sparse_cli.load_contract({
        "name": "runtime-bench", "shape": {"q_len": tokens, "kv_len": tokens, "num_heads": 16, "num_kv_heads": 4, "head_dim": 128},
        "blocks": {"block_q": 512, "block_kv": 512}, "mask": mask, "segment_ids": mask["kind"] == "documents",
    })


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--samples", type=positive, default=8, help="random batches per case")
    args = parser.parse_args()
    console = Console(width=200)
    console.print(f"jax {jax.__version__} on {jax.default_backend()} ({jax.devices()[0].device_kind}); 16 heads, 4 kv heads, blocks 512")
    table = Table(title="runtime planning per step vs the kernel work it removes")
    for column in ("case", "planning ms (jitted)", "tiles visited / batch", "static bound tiles", "density", "static density", "saved vs in-kernel masking"):
        table.add_column(column, justify="left" if column == "case" else "right", no_wrap=True)
    for label, tokens, mask in CASES:
        plan = sparse_cli.plan(contract(tokens, mask))
        planner, draw = batch_planner(plan)
        rng = np.random.default_rng(0)
        heads = plan.contract.shape.num_heads
        static_tiles = sum(h.partial + h.full for h in plan.stats.heads)
        all_tiles = heads * plan.stats.num_q_blocks * plan.stats.num_kv_blocks
        times, visited = [], []
        _, warm = draw(rng)
        jax.block_until_ready(planner(*warm))
        for _ in range(args.samples):
            _, batch = draw(rng)
            started = time.perf_counter()
            block_mask = jax.block_until_ready(planner(*batch))["fwd"][0]  # each pass's step arrays, block_mask first
            times.append(time.perf_counter() - started)
            tiles = int(np.asarray(block_mask != BlockClass.EMPTY).sum())
            visited.append(tiles * (heads if block_mask.shape[0] == 1 else 1))
        mean_visited = statistics.mean(visited)
        table.add_row(label, f"{statistics.median(times) * 1e3:.2f}", f"{mean_visited:,.0f}", f"{static_tiles:,}",
                      f"{mean_visited / all_tiles:.1%}", f"{static_tiles / all_tiles:.1%}", f"{1 - mean_visited / static_tiles:.1%}")
    console.print(table)
    console.print("[dim]planning ms: the per-batch planner alone (document spans or routing + compaction), median over "
                  "random batches; tiles: partial + full over all heads; saved: the share of the static bound's tiles "
                  "that the batch skips, which in-kernel masking (Splash's segment ids) would still compute.[/]")


if __name__ == "__main__":
    main()
