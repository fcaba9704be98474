"""JAX Splash mask objects as contract masks, so users planning their existing Splash masks get
this project's analytic planning (Splash's own processing is quadratic in tokens).

Structured Splash masks map to analytic kinds: ``CausalMask`` -> ``causal``, ``LocalMask`` ->
``local`` (window and offset), ``ChunkedCausalMask`` -> ``chunked_causal``, ``FullMask`` ->
``full``, ``LogicalAnd``/``LogicalOr`` -> ``and``/``or``, ``MultiHeadMask`` -> ``per_head`` (or
one mask when every head is the same). Any other Splash mask — a ``NumpyMask``, a
``_ComputableMask`` with its own ``mask_function`` (MaxText's masks), or a causal, local or
chunked mask whose ``q_sequence`` permutes the queries (MaxText's load-balanced masks) — becomes
an ``explicit`` mask: its tokens, read through the mask's own indexing, written bit-packed into ``mask_dir``
(one file per distinct array).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from sparse_cli.masks.explicit import dense_from, written_document
from sparse_cli.masks.explicit_tables import TokenTable


def splash_mask_document(mask: Any, mask_dir: str | Path | None = None, tables: dict | None = None) -> dict:
    """The contract ``mask`` document of a Splash mask object; a ``NumpyMask`` is written to
    ``mask_dir`` (the directory the contract is read from), or without one kept in memory in
    ``tables`` (by sha256: ``parse_contract(document, tables=tables)`` reads it there). Raises ValueError for a
    Splash mask it cannot express."""
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as splash

    if isinstance(mask, splash.MultiHeadMask):
        heads = [splash_mask_document(head, mask_dir, tables) for head in mask.masks]
        return heads[0] if all(head == heads[0] for head in heads) else {"kind": "per_head", "heads": heads}
    if isinstance(mask, splash.CausalMask) and _queries_in_order(mask):
        return {"kind": "causal", "offset": int(mask.offset)}
    if isinstance(mask, splash.LocalMask) and _queries_in_order(mask):
        left, right = mask.window_size
        return {"kind": "local", "left": left, "right": right, "offset": int(mask.offset)}
    if isinstance(mask, splash.ChunkedCausalMask) and _queries_in_order(mask):
        return {"kind": "chunked_causal", "chunk": int(mask.chunk_size)}
    if isinstance(mask, splash.FullMask):
        return {"kind": "full"}
    if isinstance(mask, (splash.LogicalAnd, splash.LogicalOr)):
        kind = "and" if isinstance(mask, splash.LogicalAnd) else "or"
        return {"kind": kind, "of": [splash_mask_document(mask.left, mask_dir, tables), splash_mask_document(mask.right, mask_dir, tables)]}
    if isinstance(mask, splash.Mask) and len(mask.shape) == 2:
        if mask_dir is None and tables is None:
            raise ValueError(f"a Splash {type(mask).__name__} becomes an explicit mask file: pass mask_dir, the directory the "
                             "contract is read from")
        table = TokenTable.from_mask(dense_from(lambda q, kv: mask[q[0, 0]:q[-1, 0] + 1, :], mask.shape))  # bands of rows
        name = f"splash-{table.sha256[:16]}.npz"
        if mask_dir is None:
            tables[table.sha256] = table  # type: ignore[index]  # one of the two is given
            return {"kind": "explicit", "file": name, "sha256": table.sha256}
        return written_document(table, Path(mask_dir) / name, mask_dir)
    raise ValueError(f"a {type(mask).__name__} is not a Splash mask sparse-cli can read")


def _queries_in_order(mask: Any) -> bool:
    """True when a computable mask's row ``i`` is query ``i`` (its ``q_sequence`` is the
    identity); a permuted one (MaxText's load-balanced masks) means other tokens than its kind."""
    sequence = getattr(mask, "q_sequence", None)
    return sequence is None or np.array_equal(sequence, np.arange(mask.shape[0]))


def splash_blocks(block_sizes: Any) -> dict[str, int]:
    """A contract's ``blocks`` from Splash's ``BlockSizes``: forward, dq and dK/dV sizes (the
    ``*_compute`` sizes split a block's compute inside the kernel and change no plan)."""
    fields = ("block_q", "block_kv", "block_q_dq", "block_kv_dq", "block_q_dkv", "block_kv_dkv")
    blocks = {field: getattr(block_sizes, field, None) for field in fields}
    return {field: int(value) for field, value in blocks.items() if value is not None}


def splash_contract(mask: Any, *, name: str, head_dim: int, block_q: int | None = None, block_kv: int | None = None,
                    block_sizes: Any = None, num_kv_heads: int | None = None, dtype: str = "bfloat16",
                    mask_dir: str | Path | None = None, **options: Any) -> dict:
    """A contract document for a Splash mask: its shape (``[H, q, kv]`` for a ``MultiHeadMask``,
    else one head), the blocks (``block_q``/``block_kv``, or Splash's ``BlockSizes`` with its
    per-pass sizes) and head size, and any other contract fields; NumpyMask arrays are written
    into ``mask_dir`` (load the document with ``load_contract(document, mask_dir=...)`` or save
    it there)."""
    if (block_sizes is None) == (block_q is None or block_kv is None):
        raise ValueError("give either block_q and block_kv, or block_sizes (Splash's BlockSizes)")
    shape = tuple(mask.shape)
    heads, q_len, kv_len = shape if len(shape) == 3 else (1, *shape)
    blocks = splash_blocks(block_sizes) if block_sizes is not None else {"block_q": block_q, "block_kv": block_kv}
    return {"name": name, "mask": splash_mask_document(mask, mask_dir),
            "shape": {"q_len": q_len, "kv_len": kv_len, "num_heads": heads, "num_kv_heads": num_kv_heads,
                      "head_dim": head_dim, "dtype": dtype},
            "blocks": blocks, **options}
