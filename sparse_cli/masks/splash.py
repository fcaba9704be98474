"""JAX Splash mask objects as contract masks, so users planning their existing Splash masks get
this project's analytic planning (Splash's own processing is quadratic in tokens).

Structured Splash masks map to analytic kinds: ``CausalMask`` -> ``causal``, ``LocalMask`` ->
``local`` (window and offset), ``ChunkedCausalMask`` -> ``chunked_causal``, ``FullMask`` ->
``full``, ``LogicalAnd``/``LogicalOr`` -> ``and``/``or``, ``MultiHeadMask`` -> ``per_head`` (or
one mask when every head is the same). A ``NumpyMask`` has no closed form and is refused.
"""

from __future__ import annotations

from typing import Any


def splash_mask_document(mask: Any) -> dict:
    """The contract ``mask`` document of a Splash mask object; raises ValueError when it has no
    analytic equivalent."""
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as splash

    if isinstance(mask, splash.MultiHeadMask):
        heads = [splash_mask_document(head) for head in mask.masks]
        return heads[0] if all(head == heads[0] for head in heads) else {"kind": "per_head", "heads": heads}
    if isinstance(mask, splash.CausalMask):
        return {"kind": "causal", "offset": int(mask.offset)}
    if isinstance(mask, splash.LocalMask):
        left, right = mask.window_size
        return {"kind": "local", "left": left, "right": right, "offset": int(mask.offset)}
    if isinstance(mask, splash.ChunkedCausalMask):
        return {"kind": "chunked_causal", "chunk": int(mask.chunk_size)}
    if isinstance(mask, splash.FullMask):
        return {"kind": "full"}
    if isinstance(mask, (splash.LogicalAnd, splash.LogicalOr)):
        kind = "and" if isinstance(mask, splash.LogicalAnd) else "or"
        return {"kind": kind, "of": [splash_mask_document(mask.left), splash_mask_document(mask.right)]}
    raise ValueError(f"a Splash {type(mask).__name__} has no analytic mask kind (explicit masks are not supported yet)")


def splash_contract(mask: Any, *, name: str, head_dim: int, block_q: int, block_kv: int, num_kv_heads: int | None = None,
                    dtype: str = "bfloat16", **options: Any) -> dict:
    """A contract document for a Splash mask: its shape (``[H, q, kv]`` for a ``MultiHeadMask``,
    else one head), the given blocks and head size, and any other contract fields."""
    shape = tuple(mask.shape)
    heads, q_len, kv_len = shape if len(shape) == 3 else (1, *shape)
    return {"name": name, "mask": splash_mask_document(mask),
            "shape": {"q_len": q_len, "kv_len": kv_len, "num_heads": heads, "num_kv_heads": num_kv_heads,
                      "head_dim": head_dim, "dtype": dtype},
            "blocks": {"block_q": block_q, "block_kv": block_kv}, **options}
