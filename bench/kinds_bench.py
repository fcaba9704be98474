"""The mask kinds added on the registry, planned by sparse-cli and by JAX Splash, side by side.

For each kind at 32K tokens (8 identical heads, blocks 128 and 512) this times
``sparse_cli.plan`` (forward and dK/dV worklists, stats) and Splash's ``process_mask`` (forward
MaskInfo only, its lru_cache cleared) on the same mask — Splash's own ``LocalMask`` for a local
window with an offset, and a Splash ``_ComputableMask`` with the kind's token rule for the rest
(what MaxText does for its block-causal mask) — and checks that both find the same tiles.

The last row is an ``explicit`` mask (a token-level file: causal with random 64-token blocks
removed, so tiles are empty, partial and full) against Splash's ``NumpyMask`` of the same
array; sparse-cli's time includes reading and checking the file.

    python bench/kinds_bench.py [--tokens 32768]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import numpy as np
from arguments import multiple_of
from rich.console import Console
from rich.table import Table

import sparse_cli
from sparse_cli.masks import BlockClass

KINDS = {
    "local(512, 128, offset -1024)": {"kind": "local", "left": 512, "right": 128, "offset": -1024},
    "block_causal(2048)": {"kind": "block_causal", "block": 2048},
    "range(q 4096-12288, kv 0-8192)": {"kind": "range", "q": [4096, 12288], "kv": [0, 8192]},
    "global_tokens + local(256, 256)": {"kind": "or", "of": [{"kind": "global_tokens", "spans": [[0, 128]]},
                                                             {"kind": "local", "left": 256, "right": 256}]},
    "dilated(window 64, dilation 8)": {"kind": "dilated", "window": 64, "dilation": 8},
}


EXPLICIT = "explicit (token-level file)"


def explicit_dense(tokens: int) -> np.ndarray:
    """Causal with a random half of its 64 x 64 token blocks removed."""
    keep = np.random.default_rng(0).random((-(-tokens // 64),) * 2) < 0.5
    blocks = np.repeat(np.repeat(keep, 64, axis=0), 64, axis=1)[:tokens, :tokens]
    return np.tril(np.ones((tokens, tokens), bool)) & blocks


def splash_mask(document, tokens, dense=None):
    """The same mask as a Splash mask object (built from the kind's token rule)."""
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as splash

    shape = (tokens, tokens)
    if document["kind"] == "explicit":
        return splash.NumpyMask(dense)
    if document["kind"] == "local":
        return splash.LocalMask(shape, (document["left"], document["right"]), document["offset"])
    mask = sparse_cli.load_contract({"name": "m", "shape": {"q_len": 8, "kv_len": 8, "num_heads": 1, "head_dim": 8},
                                     "blocks": {"block_q": 8, "block_kv": 8}, "mask": document}).mask

    class RuleMask(splash._ComputableMask):
        def __eq__(self, other):
            return self is other

        def __hash__(self):
            return id(self)

    return RuleMask(shape, mask_function=lambda q, kv: np.asarray(mask.attends(q, kv)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tokens", type=multiple_of(512), default=32_768, help="a multiple of 512 (the largest block)")
    args = parser.parse_args()
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as splash
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask_info as info

    table = Table(title=f"new mask kinds at {args.tokens:,} tokens, 8 identical heads: sparse-cli plan() vs Splash process_mask")
    for column in ("mask", "block", "plan s", "Splash s", "speedup", "visited tiles", "same tiles"):
        table.add_column(column, justify="right" if column != "mask" else "left")
    from sparse_cli.masks.explicit import mask_document

    workdir = Path(tempfile.mkdtemp())
    dense = explicit_dense(args.tokens)
    kinds = KINDS | {EXPLICIT: mask_document(dense, workdir / "mask.npz", workdir)}
    for label, document in kinds.items():
        for block in (128, 512):
            contract = {"name": "bench", "shape": {"q_len": args.tokens, "kv_len": args.tokens, "num_heads": 8, "head_dim": 128},
                        "blocks": {"block_q": block, "block_kv": block}, "mask": document}
            started = time.perf_counter()
            plan = sparse_cli.plan(sparse_cli.load_contract(contract, mask_dir=workdir))
            ours = time.perf_counter() - started
            multi = splash.MultiHeadMask([splash_mask(document, args.tokens, dense)] * 8)
            info._process_mask.cache_clear()
            started = time.perf_counter()
            theirs_info, _ = info.process_mask(multi, (block, block))
            theirs = time.perf_counter() - started
            visited = int((plan.fwd.block_mask != BlockClass.EMPTY).sum()) * 8
            splash_visited = int((np.asarray(theirs_info.block_mask) != BlockClass.EMPTY).sum()) * (8 if theirs_info.block_mask.shape[0] == 1 else 1)
            table.add_row(label, str(block), f"{ours:.4f}", f"{theirs:.2f}", f"{theirs / ours:,.0f}x", f"{visited:,}",
                          "yes" if visited == splash_visited else f"no ({splash_visited:,})")
    Console(width=200).print(table)  # logs and pipes must not fold it


if __name__ == "__main__":
    main()
