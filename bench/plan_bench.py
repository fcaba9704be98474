"""Benchmark sparse-cli's planner against JAX Splash attention's mask processing.

For every case (mask x sequence length x identical/distinct heads x block size) this times
``sparse_cli.plan`` (forward and dK/dV worklists) and, where allowed, Splash's
``process_mask`` (forward MaskInfo only) on exactly equivalent masks. Each measurement runs
in a fresh spawned child process, so peak memory is the plan's own and a slow Splash run can
be stopped at its time budget.

    python bench/plan_bench.py --quick            # 32K tokens only, a few minutes
    python bench/plan_bench.py --json out.json    # the full matrix (tens of minutes)
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import math
import multiprocessing
import os
import platform
import sys
import time
import tracemalloc
from dataclasses import asdict, dataclass
from importlib.metadata import version

from arguments import positive, tokens
from rich import box
from rich.console import Console
from rich.table import Table

from sparse_cli.versions import package_versions

NUM_HEADS = 8
HEAD_DIM = 128
MASK_KINDS = ("causal", "sliding_window", "chunked_causal")
LENGTHS = (32_768, 131_072, 1_048_576)
BLOCKS = (128, 512)
QUICK_LENGTH = 32_768
#: A case is timed again only while the calls so far plus one more fit in this many seconds.
REPEAT_SECONDS = 2.0


@dataclass(frozen=True)
class Case:
    """One benchmark point; ``distinct`` gives every head its own mask parameter."""

    mask: str
    tokens: int
    distinct: bool
    block: int

    @property
    def label(self) -> str:
        heads = "distinct" if self.distinct else "identical"
        return f"{self.mask}/{_tokens_label(self.tokens)}/{heads}/{self.block}"

    def head_parameter(self, head: int) -> int:
        """Causal offset, window size or chunk size of ``head``."""
        h = head if self.distinct else 0
        return {"causal": -64 * h, "sliding_window": 4096 - 256 * h, "chunked_causal": 8192 - 1024 * h}[self.mask]

    def contract(self) -> dict:
        """The sparse-cli contract: one mask for identical heads, ``per_head`` otherwise."""
        masks = [_our_mask(self.mask, self.head_parameter(h)) for h in range(NUM_HEADS)]
        return {
            "name": "bench",
            "shape": {"q_len": self.tokens, "kv_len": self.tokens, "num_heads": NUM_HEADS, "head_dim": HEAD_DIM},
            "blocks": {"block_q": self.block, "block_kv": self.block},
            "mask": {"kind": "per_head", "heads": masks} if self.distinct else masks[0],
        }

    def estimated_steps(self) -> int:
        """Estimated worklist steps of one pass: mask heads x block rows x grid width."""
        blocks = self.tokens // self.block
        reach = self.tokens if self.mask == "causal" else max(self.head_parameter(h) for h in range(NUM_HEADS))
        width = min(blocks, math.ceil(reach / self.block) + 1)
        return (NUM_HEADS if self.distinct else 1) * blocks * width


def _our_mask(kind: str, parameter: int) -> dict:
    key = {"causal": "offset", "sliding_window": "size", "chunked_causal": "chunk"}[kind]
    return {"kind": kind, key: parameter}


def _splash_mask(kind: str, parameter: int, tokens: int):
    """The Splash head mask equal token for token to ``_our_mask(kind, parameter)``."""
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as mask_lib

    shape = (tokens, tokens)
    if kind == "causal":
        return mask_lib.CausalMask(shape, offset=parameter)
    if kind == "sliding_window":  # exactly `size` tokens: q - size < kv <= q
        return mask_lib.LocalMask(shape, window_size=(parameter - 1, 0), offset=0)
    return mask_lib.ChunkedCausalMask(shape, chunk_size=parameter)


def _tokens_label(tokens: int) -> str:
    return f"{tokens >> 20}M" if tokens >= 1 << 20 else f"{tokens >> 10}K"


def _timed_runs(run, summarize, repeats: int) -> tuple[dict, float, int]:
    """Call ``run()`` once, then again up to ``repeats`` calls while they fit in REPEAT_SECONDS.

    Returns ``summarize`` of the first result, the best wall time and the number of calls.
    Each result is dropped before the next call, so peak memory is that of a single call.
    """
    times, summary = [], None
    while not times or (len(times) < repeats and sum(times) + max(times) < REPEAT_SECONDS):
        start = time.perf_counter()
        value = run()
        times.append(time.perf_counter() - start)
        summary = summary if summary is not None else summarize(value)
        del value
    return summary, min(times), len(times)


def _plan_worker(case: Case, repeats: int, conn) -> None:
    """Child process: ``sparse_cli.plan``'s tracemalloc peak (one traced call), best time and stats."""
    import sparse_cli

    def summarize(plan) -> dict:
        stats, smem = plan.stats, sparse_cli.program_report(plan).smem
        return {
            "metadata_bytes": stats.metadata_bytes,
            "grid_width_fwd": stats.passes["fwd"].grid_width,
            "grid_width_dkv": stats.passes["dkv"].grid_width,
            "smem_fits": smem.fits,
            "smem_fwd_bytes": smem.fwd_bytes,
            "smem_dkv_bytes": smem.dkv_bytes,
            "block_density": stats.block_density,
            "tiles": [[head.partial, head.full] for head in stats.heads],
        }

    contract = case.contract()
    sparse_cli.plan(Case(case.mask, 4 * case.block, case.distinct, case.block).contract())  # warm-up
    conn.send("ready")
    tracemalloc.start()
    sparse_cli.plan(contract)
    _, peak_bytes = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    summary, seconds, runs = _timed_runs(lambda: sparse_cli.plan(contract), summarize, repeats)
    conn.send({"seconds": seconds, "runs": runs, "peak_bytes": peak_bytes, **summary})


def _splash_worker(case: Case, repeats: int, conn) -> None:
    """Child process: time Splash's forward ``process_mask`` on fresh masks, cache cleared."""
    import numpy as np
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as mask_lib
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask_info as mask_info_lib

    def process(tokens: int):
        heads = [_splash_mask(case.mask, case.head_parameter(h), tokens) for h in range(NUM_HEADS)]
        mask_info_lib._process_mask.cache_clear()
        return mask_info_lib.process_mask(mask_lib.MultiHeadMask(tuple(heads)), (case.block, case.block))[0]

    def tile_counts(mask_info) -> list[list[int]]:
        """Per-head PARTIAL and FULL tile counts (Splash keeps one head row when all are equal)."""
        from sparse_cli.masks import BlockClass  # the same enum as Splash's

        block_mask = np.asarray(mask_info.block_mask)
        block_mask = np.broadcast_to(block_mask, (NUM_HEADS, *block_mask.shape[1:]))
        return [[int((head == BlockClass.PARTIAL).sum()), int((head == BlockClass.FULL).sum())] for head in block_mask]

    process(4 * case.block)  # warm-up
    conn.send("ready")
    tiles, seconds, runs = _timed_runs(lambda: process(case.tokens), tile_counts, repeats)
    conn.send({"seconds": seconds, "runs": runs, "tiles": tiles})


def _run_child(target, case: Case, repeats: int, timeout: float | None) -> dict:
    """Run ``target(case, repeats, conn)`` in a spawned process; its result or ``{"error": ...}``.

    The child sends "ready" after its imports and warm-up; ``timeout`` counts from then.
    """
    context = multiprocessing.get_context("spawn")
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(target=target, args=(case, repeats, sender))
    process.start()
    sender.close()
    try:
        receiver.recv()
        if not receiver.poll(timeout):
            process.terminate()
            return {"error": f"timed out (>{timeout:g} s)", "timed_out": True}
        return receiver.recv()
    except EOFError:  # the child died before sending a result
        process.join()
        return {"error": f"failed (exit code {process.exitcode})"}
    finally:
        process.join()


def benchmark(case: Case, args: argparse.Namespace) -> dict:
    """Measure one case; skipped parts carry a ``*_skipped`` reason."""
    result = {"case": case.label, **asdict(case), "estimated_steps": case.estimated_steps()}
    if any(fnmatch.fnmatch(case.label, pattern) for pattern in args.skip):
        result["plan_skipped"] = result["splash_skipped"] = "skipped (--skip)"
        return result
    if result["estimated_steps"] > args.max_steps:
        result["plan_skipped"] = f"skipped ({result['estimated_steps'] / 1e6:,.0f}M steps)"
    else:
        result["plan"] = _run_child(_plan_worker, case, args.repeats, None)

    if case.tokens > args.splash_max_tokens:
        result["splash_skipped"] = "skipped (> limit)"
    else:
        result["splash"] = _run_child(_splash_worker, case, args.repeats, args.splash_budget)

    ours, splash = result.get("plan", {}), result.get("splash", {})
    if "seconds" in ours and "seconds" in splash:
        result["speedup"] = splash["seconds"] / ours["seconds"]
        result["tiles_agree"] = ours["tiles"] == splash["tiles"]
    elif "seconds" in ours and splash.get("timed_out"):
        result["speedup_at_least"] = args.splash_budget / ours["seconds"]
    return result


def machine_info() -> dict:
    """CPU, load and library versions, so timings can be read in context."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            cpu = next(line.split(":", 1)[1].strip() for line in cpuinfo if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return {
        "cpu": cpu,
        "cpu_count": os.cpu_count(),
        "usable_cpus": len(os.sched_getaffinity(0)),
        "load_average": [round(load, 2) for load in os.getloadavg()],
        "python": platform.python_version(),
        "jax": version("jax"),
        "numpy": version("numpy"),
        "sparse_cli": package_versions(["sparse_cli"])["sparse_cli"],
    }


def _mib(value: int) -> str:
    return f"{value / (1 << 20):,.1f}"


def _ratio(value: float) -> str:
    return f"{value:,.0f}x" if value >= 10 else f"{value:.1f}x"


def _table_row(result: dict) -> list[str]:
    ours, splash = result.get("plan", {}), result.get("splash", {})
    heads = "distinct" if result["distinct"] else "identical"
    row = [result["mask"], _tokens_label(result["tokens"]), heads, str(result["block"])]
    if "seconds" in ours:
        row += [
            f"{ours['seconds']:.3f}",
            _mib(ours["peak_bytes"]),
            _mib(ours["metadata_bytes"]),
            f"{ours['grid_width_fwd']}/{ours['grid_width_dkv']}",
            "yes" if ours["smem_fits"] else "no",
        ]
    else:
        row += [result.get("plan_skipped") or ours.get("error", "failed"), "", "", "", ""]
    row.append(f"{splash['seconds']:.2f}" if "seconds" in splash else result.get("splash_skipped") or splash["error"])
    if "speedup" in result:
        agree = "yes" if result["tiles_agree"] else "NO"
        row += [_ratio(result["speedup"]), agree]
    elif "speedup_at_least" in result:
        row += [">" + _ratio(result["speedup_at_least"]), ""]
    else:
        row += ["", ""]
    return row


def results_table(results: list[dict], args: argparse.Namespace) -> Table:
    """The results as a rich table whose caption says what each number measures."""
    table = Table(
        title="sparse-cli plan() vs Splash process_mask, 8 heads, head_dim 128",
        caption=(
            "plan s: best wall time of the full plan() (forward + dK/dV worklists and stats).\n"
            "peak MiB: tracemalloc peak (Python and numpy allocations, result included) of one extra, untimed\n"
            "plan() call in a fresh spawned child after a warm-up; metadata MiB: the plan's worklist arrays (fwd + dkv).\n"
            "Splash fwd s: process_mask, FORWARD MaskInfo only (no dK/dV), fresh masks, lru_cache cleared, "
            "best of the runs that fit in the time budget.\n"
            f"Splash is skipped above --splash-max-tokens {args.splash_max_tokens:,} and stopped after "
            f"--splash-budget {args.splash_budget:g} s per case (speedup then a lower bound).\n"
            f"Plans are skipped when their estimated worklist steps per pass (heads x rows x grid width) "
            f"exceed --max-steps {args.max_steps:,}.\n"
            "tiles agree: per-head PARTIAL and FULL tile counts of both planners are equal."
        ),
        box=box.SIMPLE_HEAD,
        caption_justify="left",
    )
    columns = ["mask", "tokens", "heads", "block", "plan s", "peak MiB", "metadata MiB",
               "grid fwd/dkv", "SMEM fits", "Splash fwd s", "speedup", "tiles agree"]
    for name in columns:
        table.add_column(name, justify="left" if name in ("mask", "heads") else "right", no_wrap=True)
    for result in results:
        table.add_row(*_table_row(result))
    return table


def all_cases(lengths) -> list[Case]:
    return [
        Case(mask, tokens, distinct, block)
        for tokens in lengths
        for mask in MASK_KINDS
        for distinct in (False, True)
        for block in BLOCKS
    ]


def parse_args(argv=None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help=f"only {QUICK_LENGTH:,} tokens (Splash too): a smoke run")
    parser.add_argument("--splash-max-tokens", type=tokens, default=131_072, help="skip Splash above this length")
    parser.add_argument("--splash-budget", type=float, default=600.0,
                        help="seconds of process_mask (after imports and warm-up) before a case's Splash child is stopped")
    parser.add_argument("--max-steps", type=positive, default=1 << 27,
                        help="skip plans whose estimated steps per pass (heads x rows x grid width) exceed this")
    parser.add_argument("--skip", action="append", default=[], metavar="GLOB",
                        help="skip cases whose label matches, e.g. 'causal/1M/*' (repeatable)")
    parser.add_argument("--repeats", type=positive, default=5, help="most timed runs per case (fast cases only)")
    parser.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    args = parser.parse_args(argv)
    if args.quick:
        args.splash_max_tokens = min(args.splash_max_tokens, QUICK_LENGTH)
    return args


def main(argv=None) -> None:
    args = parse_args(argv)
    console = Console(width=None if sys.stdout.isatty() else 170)
    machine = machine_info()
    console.print(
        f"machine: {machine['cpu']}, {machine['cpu_count']} CPUs ({machine['usable_cpus']} usable), "
        f"load {machine['load_average']}; python {machine['python']}, jax {machine['jax']}, "
        f"numpy {machine['numpy']}, sparse-cli {machine['sparse_cli']}"
    )
    started = time.perf_counter()
    results = []
    for case in all_cases([QUICK_LENGTH] if args.quick else LENGTHS):
        case_started = time.perf_counter()
        results.append(benchmark(case, args))
        print(f"{case.label}: done in {time.perf_counter() - case_started:.1f} s", file=sys.stderr, flush=True)
    total = time.perf_counter() - started
    console.print(results_table(results, args))
    console.print(f"total benchmark time: {total:.0f} s")
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"machine": machine, "options": vars(args), "total_seconds": total, "results": results}, out, indent=2)


if __name__ == "__main__":
    main()
