"""Serving walks side by side: pages fetched per step by ``sparse_cli.serving`` vs JAX's
``ragged_paged_attention`` walk (every page from 0 to ``kv_len``; a window only masks scores)
and vLLM's TPU v3 walk (starts at a sliding window's first page; Llama 4's chunk is passed to it
as ``sliding_window=chunk``), and the TPU-interpreter time of our kernel on a decode batch at 32K
context, windowed vs fully causal. No wall times are claimed for a TPU.

With ``--schedule`` (needs libtpu) it compiles ours, JAX's kernel and (where installed and it
compiles) tpu-inference's RPA v3 deviceless for each layer (bf16, pages of 64 tokens, 8
sequences, 256 batched tokens, 16 queries a block, 4 pages a kv step: the same for every
kernel) and reports, for a decode step of 8 sequences at the full context: the pages each walk
fetches, the scheduled cycles of the whole program by the compiler's own final schedule
(``serving_peers.chain_cycles``; ours by ``compile --schedule``), compile seconds (the median
of ``--repeat`` lowerings + compiles from cleared caches, alternating kernels, after an
untimed round and with no garbage collection while timed, in a child process that dumps no
schedule) and the temporary memory XLA allocates. JAX's kernel takes head_dim 128 only and no
chunked mask.

    python bench/serving_bench.py [--context 32768] [--seqs 4] [--skip-interpreter]
                                  [--schedule] [--contexts 32768 131072] [--repeat 3] [--markdown table.md]
"""

from __future__ import annotations

import argparse
import os
import time

from arguments import multiple_of, positive, tokens

from sparse_cli.audit.cycles import keep_schedules

# libtpu reads its flags once, when it loads: before any jax import (the compile times are taken
# in a child process without them: dumping is not compiling)
SCHEDULE_ENV = dict(os.environ)
DUMP = keep_schedules("serving-bench-")
os.environ.setdefault("ALLOW_MULTIPLE_LIBTPU_LOAD", "1")
os.environ.setdefault("JAX_TRACEBACK_IN_LOCATIONS_LIMIT", "0")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402
from serving_schedule import schedule_rows, schedule_table  # noqa: E402

from sparse_cli.serving import full_walk_pages, plan_walk, ragged_paged_attention, serving_mask  # noqa: E402

#: Layer shapes: (q heads, kv heads, head dim, mask of a local layer, what vLLM is told).
MODELS = {
    "gpt-oss (window 128, sinks)": (64, 8, 64, {"kind": "sliding_window", "size": 128}, 128),
    "Gemma 3 (window 1024)": (32, 16, 128, {"kind": "sliding_window", "size": 1024}, 1024),
    "Llama 4 (chunk 8192)": (40, 8, 128, {"kind": "chunked_causal", "chunk": 8192}, 8192),
}
PAGE_SIZE, BLOCK_Q, PAGES_PER_BLOCK = 64, 16, 4


def pages(mask, kv_lens, q_lens, page_size=PAGE_SIZE):
    """Pages fetched (per batch step, all kv heads of a page at once) by our walk, JAX's and vLLM's."""
    tokens = int(q_lens.sum())
    cu_q_lens = jnp.asarray(np.concatenate([[0], np.cumsum(q_lens)]), jnp.int32)
    kv, seqs = jnp.asarray(kv_lens, jnp.int32), jnp.array([len(kv_lens)], jnp.int32)
    context = int(kv_lens.max())
    walk = lambda m: int(plan_walk(serving_mask(m, context), kv, cu_q_lens, seqs, tokens=tokens, block_q=BLOCK_Q,
                                   page_size=page_size, pages_per_block=PAGES_PER_BLOCK).pages_fetched().sum())
    jax_pages = int(full_walk_pages(kv, cu_q_lens, seqs, tokens=tokens, block_q=BLOCK_Q, page_size=page_size).sum())
    return walk(mask[0]), jax_pages, walk({"kind": "sliding_window", "size": mask[1]})


def walk_table(contexts: list[int]) -> Table:
    table = Table(title=f"KV pages fetched per batch step (page {PAGE_SIZE} tokens, query blocks of {BLOCK_Q})")
    for column in ("layer", "batch", "context", "ours", "JAX", "vLLM v3", "ours / JAX", "KV MiB ours", "KV MiB JAX"):
        table.add_column(column, justify="right" if column not in ("layer", "batch") else "left")
    for name, (_, kv_heads, head_dim, mask, vllm_window) in MODELS.items():
        page_bytes = PAGE_SIZE * 2 * kv_heads * head_dim * 2  # bf16 K and V
        for context in contexts:
            for label, kv_lens, q_lens in (("8 decodes", np.full(8, context), np.ones(8, int)),
                                           ("prefill 2048 + 7 decodes", np.full(8, context),
                                            np.array([2048] + [1] * 7))):
                ours, theirs, vllm = pages((mask, vllm_window), kv_lens, q_lens)
                table.add_row(name, label, f"{context:,}", f"{ours:,}", f"{theirs:,}", f"{vllm:,}", f"{ours / theirs:.4f}",
                              f"{ours * page_bytes / 2**20:,.1f}", f"{theirs * page_bytes / 2**20:,.1f}")
    return table


def interpreter_table(context: int, seqs: int) -> Table:
    """One decode batch (``seqs`` sequences at ``context``) in JAX's TPU interpreter: window 128 vs causal."""
    rng = np.random.default_rng(0)
    q_heads, kv_heads, head_dim = 8, 1, 128
    pages_per_seq = context // PAGE_SIZE
    page_indices = rng.permutation(seqs * pages_per_seq).reshape(seqs, pages_per_seq).astype(np.int32)
    args = (jnp.asarray(rng.standard_normal((seqs, q_heads, head_dim)), jnp.float32),
            jnp.asarray(rng.standard_normal((seqs * pages_per_seq, PAGE_SIZE, 2 * kv_heads, head_dim)), jnp.float32),
            jnp.full((seqs,), context, jnp.int32), jnp.asarray(page_indices), jnp.arange(seqs + 1, dtype=jnp.int32),
            jnp.array([seqs], jnp.int32))
    table = Table(title=f"Decode batch, {seqs} sequences at {context:,} tokens, TPU interpreter on this CPU")
    for column in ("mask", "pages fetched", "JAX's walk", "seconds (2nd call)", "vs causal"):
        table.add_column(column, justify="right" if column != "mask" else "left")
    rows = []
    for mask in ({"kind": "causal"}, {"kind": "sliding_window", "size": 128}):
        call = lambda mask=mask: ragged_paged_attention(*args, mask=mask, num_kv_pages_per_block=PAGES_PER_BLOCK,
                                                        sm_scale=head_dim**-0.5).block_until_ready()
        call()
        started = time.perf_counter()
        call()
        seconds = time.perf_counter() - started
        ours, theirs, _ = pages((mask, 128), np.full(seqs, context), np.ones(seqs, int))
        rows.append((mask, ours, theirs, seconds))
    for mask, ours, theirs, seconds in rows:
        table.add_row(serving_mask(mask, context).describe(), f"{ours:,}", f"{theirs:,}", f"{seconds:.2f}",
                      f"{seconds / rows[0][3]:.3f}x")
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--context", type=multiple_of(PAGE_SIZE, PAGE_SIZE * PAGES_PER_BLOCK), default=32768,
                        help=f"whole pages of {PAGE_SIZE} tokens, at least one block of {PAGES_PER_BLOCK}")
    parser.add_argument("--seqs", type=positive, default=4)
    parser.add_argument("--skip-interpreter", action="store_true")
    parser.add_argument("--schedule", action="store_true", help="compile ours and the peers deviceless, by the schedule (libtpu)")
    parser.add_argument("--contexts", type=tokens, nargs="*", default=[32768])
    parser.add_argument("--repeat", type=positive, default=3)
    parser.add_argument("--topology", default="v5e:2x2")
    parser.add_argument("--markdown", help="write the schedule table here too")
    args = parser.parse_args()
    console = Console(width=170)
    console.print(walk_table([8192, 32768, 131072]))
    if not args.skip_interpreter:
        console.print(interpreter_table(args.context, args.seqs))
    if args.schedule:
        rows = schedule_rows(args.contexts, args.topology, args.repeat, DUMP, console.log, SCHEDULE_ENV)
        table, markdown = schedule_table(rows, args.topology)
        console.print(table)
        if args.markdown:
            with open(args.markdown, "w") as out:
                out.write(markdown)
    console.print(f"jax {jax.__version__}; JAX's kernel does not run in the TPU interpreter, so its column is its walk.")


if __name__ == "__main__":
    main()
