"""The serving bench's schedule table: ours, JAX's ``ragged_paged_attention`` and tpu-inference's
RPA v3 compiled deviceless, each decode step's scheduled cycles by libtpu's final schedule,
compile seconds and temporary memory (see ``serving_bench.py``'s docstring)."""

from __future__ import annotations

import os
import statistics
from pathlib import Path

import jax
import numpy as np
from rich.table import Table
from serving_peers import chain_cycles, jax_program, jax_visits, v3_available, v3_program, v3_visits

from sparse_cli.audit.cycles import SCHEDULE_NOTE, around_cycles, read_dump
from sparse_cli.audit.lowering import compile_program, tpu_devices
from sparse_cli.audit.serving import compile_deviceless
from sparse_cli.serving.audit import decode_step, pages_fetched
from sparse_cli.serving.contract import load_serving_contract
from sparse_cli.serving.kernel import abstract_arguments
from sparse_cli.targets import TARGETS, target_of_topology

WINDOW_128 = {"kind": "sliding_window", "size": 128}
#: name: (q heads, kv heads, head_dim, our mask, the window JAX's and v3's kernels take (None:
#: causal; "none": they take no such mask), sinks)
LAYERS = {
    "Llama 3 8B (causal)": (32, 8, 128, {"kind": "causal"}, None, False),
    "window 128, head_dim 128": (32, 8, 128, WINDOW_128, 128, False),
    "Gemma 3 (window 1024)": (32, 16, 128, {"kind": "sliding_window", "size": 1024}, 1024, False),
    "gpt-oss (window 128, sinks, head_dim 64)": (64, 8, 64, WINDOW_128, 128, True),
    "Llama 4 (chunk 8192)": (40, 8, 128, {"kind": "chunked_causal", "chunk": 8192}, "none", False),
}
PAGE_SIZE, BLOCK_Q, PAGES_PER_BLOCK, SEQS, TOKENS = 64, 16, 4, 8, 256


def contract_of(layer: str, context: int):
    q_heads, kv_heads, head_dim, mask, _, sinks = LAYERS[layer]
    return load_serving_contract({"name": "bench", "mask": mask, "sinks": sinks, "block_q": BLOCK_Q, "pages_per_block": PAGES_PER_BLOCK,
                                  "shape": {"num_heads": q_heads, "num_kv_heads": kv_heads, "head_dim": head_dim,
                                            "page_size": PAGE_SIZE, "context": context, "max_seqs": SEQS, "tokens": TOKENS}})


def _compiled(compile_once, repeat: int):
    """``compile_once()`` ``repeat`` times from cleared caches: the last report and the median seconds."""
    reports = []
    for _ in range(repeat):
        jax.clear_caches()
        reports.append(compile_once())
    return reports[-1], statistics.median(r[1].seconds for r in reports)


def _peer_cycles(dump: str, before: set[str], topology: str, kernel: str, visits) -> float | None:
    """A peer program's scheduled cycles from the dump files its last compile wrote (removed after)."""
    written = set(os.listdir(dump)) - before
    try:
        schedules = read_dump(Path(dump), TARGETS[target_of_topology(topology)], written)
        kernels = [name for name in schedules if kernel in name]
        if len(kernels) != len(visits):
            return None
        total = sum(around_cycles(k) for name, k in schedules.items() if name not in kernels)
        return total + sum(chain_cycles(schedules[name], *visits[i]) for i, name in enumerate(sorted(kernels)))
    finally:
        for name in written:
            (Path(dump) / name).unlink(missing_ok=True)


def _row(kernel: str, pages: int, cycles, report, seconds) -> dict:
    return {"kernel": kernel, "pages": pages, "cycles": cycles, "compiled": report.compiled, "failure": report.failure,
            "seconds": seconds, "temp": report.memory.get("temp") if report.compiled else None}


def layer_rows(layer: str, context: int, topology: str, repeat: int, dump: str) -> list[dict]:
    """Ours, JAX's and v3's rows of one layer at ``context``."""
    contract = contract_of(layer, context)
    window = LAYERS[layer][4]
    batch = decode_step(contract)
    pages = pages_fetched(contract, batch)
    device = tpu_devices(topology)[0]
    sharding = jax.sharding.SingleDeviceSharding(device)
    report, seconds = _compiled(lambda: compile_deviceless(contract, topology, dump=Path(dump)), repeat)
    schedule = report[1].schedule
    rows = [_row("sparse_cli.serving", pages["ours"], schedule.scheduled_cycles if schedule else None, report[1], seconds)]
    if contract.shape.head_dim % 128 == 0 and window != "none":
        before = set(os.listdir(dump))
        report, seconds = _compiled(lambda: compile_program(jax_program(contract, window), abstract_arguments(contract, sharding),
                                                            topology, device.device_kind), repeat)
        steps, visits = jax_visits(contract, batch.kv_lens, batch.q_lens)
        cycles = _peer_cycles(dump, before, topology, "ragged_paged_attention_kernel", [(steps, visits)]) if report[1].compiled else None
        rows.append(_row("JAX ragged_paged_attention", pages["jax"], cycles, report[1], seconds))
    if v3_available() and window != "none":
        before = set(os.listdir(dump))
        program, args = v3_program(contract, window, sharding)
        report, seconds = _compiled(lambda: compile_program(program, args, topology, device.device_kind), repeat)
        rows.append(_row("tpu-inference RPA v3", pages["vllm_v3"], None, report[1], seconds))
        seqs, blocks = v3_visits(contract, batch.kv_lens, window if isinstance(window, int) else None)
        rows[-1]["visits"] = [seqs, blocks]
        _peer_cycles(dump, before, topology, "RPA", [])
    for row in rows:
        row.update(layer=layer, context=context)
    return rows


def schedule_rows(contexts: list[int], topology: str, repeat: int, dump: str, log) -> list[dict]:
    rows = []
    for context in contexts:
        for layer in LAYERS:
            log(f"{layer} at {context:,}")
            rows += layer_rows(layer, context, topology, repeat, dump)
    return rows


HEADERS = ["layer", "context", "kernel", "pages / step", "scheduled cycles / step", "vs JAX", "compile s", "temp MiB"]


def _cells(row: dict, jax_row: dict | None) -> list[str]:
    cycles = row["cycles"]
    theirs = jax_row["cycles"] if jax_row else None
    ratio = f"{cycles / theirs:.3f}x" if cycles and theirs else "—"
    temp = "—" if row["temp"] is None else f"{row['temp'] / 2**20:,.1f}"
    shown = f"{cycles:,.0f}" if cycles else ("fails: " + (row["failure"] or "")[:40] if not row["compiled"] else "—")
    return [row["layer"], f"{row['context']:,}", row["kernel"], f"{row['pages']:,}", shown, ratio, f"{row['seconds']:.2f}", temp]


def schedule_table(rows: list[dict], topology: str) -> tuple[Table, str]:
    """The rich table and its markdown."""
    table = Table(title=f"A decode step of {SEQS} sequences, deviceless {topology} ({SCHEDULE_NOTE})", title_justify="left")
    for header in HEADERS:
        table.add_column(header, justify="left" if header in ("layer", "kernel") else "right")
    lines = ["| " + " | ".join(HEADERS) + " |", "|" + "---|" * len(HEADERS)]
    for row in rows:
        jax_row = next((r for r in rows if r["layer"] == row["layer"] and r["context"] == row["context"]
                        and r["kernel"].startswith("JAX")), None)
        cells = _cells(row, jax_row)
        table.add_row(*cells)
        lines.append("| " + " | ".join(cells) + " |")
    versions = f"jax {jax.__version__}, numpy {np.__version__}"
    return table, "\n".join(lines) + f"\n\n{versions}; {SCHEDULE_NOTE}.\n"
