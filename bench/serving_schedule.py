"""The serving bench's schedule table: ours, JAX's ``ragged_paged_attention`` and tpu-inference's
RPA v3 compiled deviceless, each decode step's scheduled cycles by libtpu's final schedule,
compile seconds and temporary memory (see ``serving_bench.py``'s docstring)."""

from __future__ import annotations

import contextlib
import functools
import gc
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

import jax
import numpy as np
from rich.table import Table
from serving_peers import chain_cycles, jax_program, jax_visits, v3_available, v3_program

from sparse_cli.audit.cycles import SCHEDULE_NOTE, around_cycles, read_dump
from sparse_cli.audit.lowering import compile_program, tpu_devices
from sparse_cli.audit.serving import compile_deviceless
from sparse_cli.contract.serving import load_serving_contract
from sparse_cli.serving.kernel import abstract_arguments
from sparse_cli.serving.measure import decode_step, page_counter
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


def _compiled(compile_once):
    """``compile_once()``'s report (clear caches first; timed ``without_collection``)."""
    jax.clear_caches()
    with without_collection():
        return compile_once()[1]


@contextlib.contextmanager
def without_collection():
    """No garbage collection inside (as ``timeit`` times): a collection pays for whatever the
    process allocated before, often the other kernel's compile (measured here: the one compiled
    right after JAX's took about 0.09 s longer, in turn)."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


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


def _row(kernel: str, pages: int, cycles, report) -> dict:
    return {"kernel": kernel, "pages": pages, "cycles": cycles, "compiled": report.compiled, "failure": report.failure,
            "temp": report.memory.get("temp") if report.compiled else None}


def _programs(layer: str, context: int, topology: str, sharding) -> dict:
    """The kernels this layer compiles: name -> (program, arguments); JAX's takes head_dim 128
    only, neither peer a chunked mask; v3 when installed."""
    contract = contract_of(layer, context)
    window = LAYERS[layer][4]
    programs = {"sparse_cli.serving": (None, None)}
    if contract.shape.head_dim % 128 == 0 and window != "none":
        programs["JAX ragged_paged_attention"] = (jax_program(contract, window), abstract_arguments(contract, sharding))
    if v3_available() and window != "none":
        programs["tpu-inference RPA v3"] = v3_program(contract, window, sharding)
    return programs


def _compile(contract, topology: str, program, args, dump: str | None = None):
    device = tpu_devices(topology)[0]
    if program is None:
        return compile_deviceless(contract, topology, dump=Path(dump) if dump else None)
    v3 = len(args) > 6 and args[3].ndim == 5  # v3's call: its cache donated, as its own jit donates it
    return compile_program(program, args, topology, device.device_kind, donate=(3,) if v3 else ())


def warm_up(compile_one, names: list) -> None:
    """Compile each of ``names`` once, untimed: a process's first compile also pays its one-time
    setup (about 0.2-0.3 s here), which would fall on whichever kernel came first."""
    for name in names:
        compile_one(name)


def in_turn(names: list, round_: int) -> list:
    """``names`` starting from another one each round, so that no kernel is always timed first."""
    start = round_ % len(names)
    return names[start:] + names[:start]


def layer_rows(layer: str, context: int, topology: str, dump: str) -> list[dict]:
    """Ours, JAX's and v3's rows of one layer at ``context``: pages, scheduled cycles, temp."""
    contract = contract_of(layer, context)
    batch = decode_step(contract)
    pages = page_counter(contract)(batch)
    sharding = jax.sharding.SingleDeviceSharding(tpu_devices(topology)[0])
    rows = []
    for kernel, (program, args) in _programs(layer, context, topology, sharding).items():
        before = set(os.listdir(dump))
        report = _compiled(functools.partial(_compile, contract, topology, program, args, dump if program is None else None))
        if program is None:
            cycles = report.schedule.scheduled_cycles if report.schedule else None
            rows.append(_row(kernel, pages["ours"], cycles, report))
        elif kernel.startswith("JAX"):
            steps, visits = jax_visits(contract, batch.kv_lens, batch.q_lens)
            cycles = _peer_cycles(dump, before, topology, "ragged_paged_attention_kernel", [(steps, visits)]) if report.compiled else None
            rows.append(_row(kernel, pages["jax"], cycles, report))
        else:
            for name in set(os.listdir(dump)) - before:  # its loops are not counted here (nor read: its dump is removed)
                (Path(dump) / name).unlink(missing_ok=True)
            rows.append(_row(kernel, pages["vllm_v3"], None, report))
    for row in rows:
        row.update(layer=layer, context=context)
    return rows


def compile_seconds(layer: str, context: int, topology: str, repeat: int) -> dict[str, float]:
    """Each kernel's median lowering + compile seconds over ``repeat`` rounds, the kernels taken in
    turn (a different one first each round), caches cleared before each, after one untimed round
    (``warm_up``)."""
    sharding = jax.sharding.SingleDeviceSharding(tpu_devices(topology)[0])
    contract = contract_of(layer, context)
    programs = _programs(layer, context, topology, sharding)
    names = list(programs)
    seconds: dict[str, list[float]] = {name: [] for name in names}
    compile_one = lambda name: _compiled(functools.partial(_compile, contract, topology, *programs[name])).seconds
    warm_up(compile_one, names)
    for round_ in range(repeat):
        for name in in_turn(names, round_):
            seconds[name].append(compile_one(name))
    return {name: statistics.median(values) for name, values in seconds.items()}


def schedule_rows(contexts: list[int], topology: str, repeat: int, dump: str, log, env: dict) -> list[dict]:
    """Every layer's rows; compile seconds from a child process that dumps no schedule (``env``)."""
    rows = []
    for context in contexts:
        for layer in LAYERS:
            log(f"{layer} at {context:,}")
            timed = json.loads(subprocess.run([sys.executable, __file__, layer, str(context), topology, str(repeat)], env=env,
                                              capture_output=True, text=True, check=True).stdout.splitlines()[-1])
            for row in layer_rows(layer, context, topology, dump):
                rows.append({**row, "seconds": timed.get(row["kernel"])})
    return rows


HEADERS = ["layer", "context", "kernel", "pages / step", "scheduled cycles / step", "vs JAX", "compile s", "temp MiB"]


def _cells(row: dict, jax_row: dict | None) -> list[str]:
    cycles = row["cycles"]
    theirs = jax_row["cycles"] if jax_row else None
    ratio = f"{cycles / theirs:.3f}x" if cycles and theirs else "—"
    temp = "—" if row["temp"] is None else f"{row['temp'] / 2**20:,.1f}"
    shown = f"{cycles:,.0f}" if cycles else ("fails: " + (row["failure"] or "")[:40] if not row["compiled"] else "—")
    seconds = "—" if row.get("seconds") is None else f"{row['seconds']:.2f}"
    return [row["layer"], f"{row['context']:,}", row["kernel"], f"{row['pages']:,}", shown, ratio, seconds, temp]


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


if __name__ == "__main__":  # the compile seconds of one layer, in a process that dumps no schedule
    if len(sys.argv) != 5 or not sys.argv[2].isdigit() or not sys.argv[4].isdigit():
        sys.exit("serving_schedule.py is serving_bench.py's helper (run that one): its child takes LAYER CONTEXT TOPOLOGY REPEAT")
    layer, context, topology, repeat = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    print(json.dumps(compile_seconds(layer, context, topology, repeat)))
