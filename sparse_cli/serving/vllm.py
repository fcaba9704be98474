"""Ragged paged attention with vLLM's TPU interface (tpu-inference's RPA v3), whose kv walk
covers only the pages a mask can see.

The same arguments, cache layouts and meaning as ``tpu_inference.kernels.ragged_paged_attention
.v3``: new tokens' K and V arrive with the queries and the kernel writes them into their pages
(in the cache's own buffer: it is donated, as v3 donates it) before it reads them; the cache is
v3's — ``kernel.py``'s ``[pages, page_size, 2 * kv_heads // packing, packing, head_dim
rounded up to 128]``, ``kernel_hd64.py``'s ``[pages, page_size, kv_heads // packing, packing,
128]`` (a head's K and V in one row) at head_dim 64, as tpu-inference allocates them;
``distribution`` ``(decode_end, prefill_end, num_seqs)`` orders the sequences. One program
serves every sequence, whatever its class, exactly — v3's classes and block sizes are tuning
and are checked as v3 checks them. On top: ``mask=`` (any analytic mask at absolute positions),
``sinks=`` and ``draft_tree=``.
"""

from __future__ import annotations

import numbers
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.pallas import tpu as pltpu
from jax.typing import ArrayLike

from sparse_cli.contract.serving import DEFAULT_BLOCK_Q, default_pages_per_block, serving_mask
from sparse_cli.masks import MaskKind
from sparse_cli.serving.layout import CacheLayout, packing, vllm_layout
from sparse_cli.serving.serve import serve_in_place, serve_jitted
from sparse_cli.serving.validate import check_batch, check_options, concrete, window_mask

__all__ = ["ragged_paged_attention", "validate_inputs", "vllm_mask"]


def ragged_paged_attention(
    queries: jax.Array,  # [max_num_tokens, num_q_heads, head_dim]
    keys: jax.Array,  # [max_num_tokens, num_kv_heads, head_dim]: the new tokens' K (the cache's dtype)
    values: jax.Array,  # [max_num_tokens, num_kv_heads, head_dim]
    kv_cache: jax.Array,  # v3's layout (see the module docstring); donated
    kv_lens: jax.Array,  # i32[max_num_seqs]
    page_indices: jax.Array,  # i32[max_num_seqs * pages_per_seq]
    cu_q_lens: jax.Array,  # i32[max_num_seqs + 1]
    distribution: jax.Array,  # i32[3]: (decode_end, prefill_end, num_seqs)
    *,
    use_causal_mask: bool = True,
    update_kv_cache: bool = True,
    skip_kv_mask: bool = False,
    sm_scale: float = 1.0,
    sliding_window: int | None = None,
    soft_cap: float | None = None,
    out_dtype: Any = None,
    mask_value: float | None = None,
    q_scale: float | None = None,
    k_scale: float | None = None,
    v_scale: float | None = None,
    chunk_prefill_size: int | None = None,
    d_block_sizes: tuple[int, int, int, int] | None = None,
    p_block_sizes: tuple[int, int, int, int] | None = None,
    m_block_sizes: tuple[int, int, int, int] | None = None,
    vmem_limit_bytes: int | None = None,
    mask: dict[str, Any] | MaskKind | None = None,
    sinks: ArrayLike | None = None,
    draft_tree: ArrayLike | None = None,
    interpret: bool | pltpu.InterpretParams | None = None,
) -> tuple[jax.Array, jax.Array]:
    """``(output [max_num_tokens, num_q_heads, head_dim], kv_cache)`` — v3's call: each live
    sequence's ``q_len`` new tokens (``keys``/``values`` rows ``cu_q_lens[s]:cu_q_lens[s + 1]``)
    are written at positions ``kv_len - q_len ...`` of its pages (``update_kv_cache``; False: the
    cache already holds them), then its queries attend over its first ``kv_len`` tokens:
    causally (``use_causal_mask``; False: every token), within ``sliding_window`` (``q - W <
    kv``), or under ``mask`` instead (a contract mask document). Scores are ``sm_scale * k_scale
    * q_scale * q.k`` (``q_scale``: the queries are divided by it and rounded to the cache's
    dtype, v3's quantisation), soft-capped; the output is times ``v_scale``, in ``out_dtype``
    (default float32 for float32 queries, else bfloat16). Masked keys take no weight (v3's
    ``mask_value``, up to ``validate.MASK_VALUE_BOUND``); rows that see nothing are zeros, rows
    past the live tokens zeros. ``m_block_sizes`` ``(bq, bkv, ...)``, when given, sets the
    queries per work item and the tokens per kv step (a multiple of the page size) of the one
    program; ``chunk_prefill_size`` and the decode/prefill block sizes are tuning of v3's
    per-class programs, checked and otherwise unused. ``sinks``, ``draft_tree`` and
    ``interpret`` as in ``sparse_cli.serving.ragged_paged_attention``. Hostile values under
    ``jax.jit`` give NaN rows, never a read or write outside a sequence's own pages."""
    sinks, draft_tree = (x if x is None or hasattr(x, "dtype") else np.asarray(x) for x in (sinks, draft_tree))
    layout = validate_inputs(queries, keys, values, kv_cache, kv_lens, page_indices, cu_q_lens, distribution,
                             use_causal_mask=use_causal_mask, skip_kv_mask=skip_kv_mask, sm_scale=sm_scale,
                             soft_cap=soft_cap, mask_value=mask_value, q_scale=q_scale, k_scale=k_scale, v_scale=v_scale,
                             chunk_prefill_size=chunk_prefill_size, block_sizes=(d_block_sizes, p_block_sizes, m_block_sizes),
                             vmem_limit_bytes=vmem_limit_bytes, sinks=sinks, draft_tree=draft_tree)
    page_size = kv_cache.shape[1]
    tables = page_indices.reshape(kv_lens.shape[0], -1)
    rule = serving_mask(vllm_mask(use_causal_mask, sliding_window, mask), tables.shape[1] * page_size)
    block_q, pages_per_block = DEFAULT_BLOCK_Q, default_pages_per_block(tables.shape[1], page_size)
    if m_block_sizes is not None:
        block_q, pages_per_block = m_block_sizes[0], min(tables.shape[1], m_block_sizes[1] // page_size)
    if interpret is None:
        interpret = jax.default_backend() != "tpu"
    if interpret is True:
        interpret = pltpu.InterpretParams()
    out_dtype = _output_dtype(out_dtype, queries.dtype)
    scale = float(sm_scale) * (1.0 if q_scale is None else float(q_scale))
    number = lambda x: None if x is None else float(x)
    new_rows = layout.token_rows(keys, values) if update_kv_cache else None
    serve = serve_in_place if update_kv_cache else serve_jitted  # only a written cache is donated
    result = serve(_quantised(queries, q_scale, kv_cache.dtype), kv_cache, kv_lens, tables, cu_q_lens, distribution[2:],
                            sinks, draft_tree, new_rows, layout=layout, mask=rule.model_dump_json(), sm_scale=scale,
                            soft_cap=number(soft_cap), k_scale=number(k_scale), v_scale=number(v_scale),
                            block_q=min(block_q, queries.shape[0]), pages_per_block=pages_per_block,
                            vmem_limit_bytes=vmem_limit_bytes, interpret=interpret, out_dtype=out_dtype)
    return result if update_kv_cache else (result, kv_cache)


def _output_dtype(out_dtype, queries_dtype) -> jnp.dtype:
    """v3's ``out_dtype``: float32 for float32 queries, else bfloat16, by default; a floating
    dtype when given (an integer one would truncate the output silently)."""
    if out_dtype is None:
        return jnp.dtype(jnp.float32 if queries_dtype == jnp.float32 else jnp.bfloat16)
    try:
        dtype = jnp.dtype(out_dtype)
    except TypeError:
        dtype = None
    if dtype is None or not jnp.issubdtype(dtype, jnp.floating) or dtype.itemsize < 2:
        raise TypeError(f"out_dtype: expected a floating dtype of the output (float32, bfloat16, float16), got {out_dtype!r}")
    return dtype


def _quantised(queries, q_scale, dtype):
    """v3's ``q_scale``: the queries divided by it, clipped to and rounded in the cache's dtype
    (computed in the queries' dtype: the same values)."""
    if q_scale is None:
        return queries
    q = queries / q_scale
    if jnp.issubdtype(dtype, jnp.floating):
        info = jnp.finfo(dtype)
        q = jnp.clip(q, float(info.min), float(info.max))
    return q.astype(dtype).astype(queries.dtype)


def vllm_mask(use_causal_mask: bool, sliding_window: int | None, mask) -> Any:
    """The mask document a v3 call means: causal, within ``sliding_window`` (``q - W < kv``:
    with or without the causal bound, as v3's kernel masks), everything (neither), or ``mask``."""
    if mask is not None:
        if sliding_window is not None or not use_causal_mask:
            raise ValueError("mask: give either mask or v3's sliding_window/use_causal_mask=False, not both")
        return mask
    if sliding_window is None:
        return {"kind": "causal"} if use_causal_mask else {"kind": "full"}
    window = window_mask(sliding_window)
    return window if use_causal_mask else {"kind": "local", "left": window["size"] - 1, "right": None}


def validate_inputs(queries, keys, values, kv_cache, kv_lens, page_indices, cu_q_lens, distribution, *,
                    use_causal_mask: bool = True, skip_kv_mask: bool = False, sm_scale: float = 1.0,
                    soft_cap: float | None = None, mask_value: float | None = None, q_scale: float | None = None,
                    k_scale: float | None = None, v_scale: float | None = None, chunk_prefill_size: int | None = None,
                    block_sizes=(None, None, None), vmem_limit_bytes: int | None = None, sinks=None,
                    draft_tree=None) -> CacheLayout:
    """v3's ``static_validate_inputs`` and ``dynamic_validate_inputs`` (the values, when they are
    concrete) and ours: a ``ValueError``/``TypeError`` naming the argument, for a server to call
    outside ``jax.jit``. Returns the cache's layout."""
    layout = _check_shapes(queries, keys, values, kv_cache, kv_lens, page_indices, cu_q_lens, distribution)
    for name, flag in (("use_causal_mask", use_causal_mask), ("skip_kv_mask", skip_kv_mask)):
        if not isinstance(flag, (bool, np.bool_)):  # None or 0 would silently mean no causal mask
            raise TypeError(f"{name}: expected a bool, got {flag!r}")
    if use_causal_mask and skip_kv_mask:
        raise ValueError("skip_kv_mask: Can not skip kv mask when using causal mask.")
    check_options(queries, sm_scale=sm_scale, soft_cap=soft_cap, mask_value=mask_value, k_scale=k_scale, v_scale=v_scale,
                  vmem_limit_bytes=vmem_limit_bytes, sinks=sinks, draft_tree=draft_tree)
    for name, value in (("q_scale", q_scale), ("chunk_prefill_size", chunk_prefill_size)):
        if value is not None and (isinstance(value, bool) or not isinstance(value, numbers.Real) or not value > 0):
            raise ValueError(f"{name}={value!r} must be positive.")
    for prefix, sizes in zip(("decode", "prefill", "mixed"), block_sizes):
        _check_block_sizes(prefix, sizes, kv_cache.shape[1])
    if concrete(kv_lens, page_indices, cu_q_lens, distribution):
        _check_values(queries.shape[0], kv_cache, kv_lens, page_indices, cu_q_lens, distribution)
    return layout


def _check_shapes(queries, keys, values, kv_cache, kv_lens, page_indices, cu_q_lens, distribution) -> CacheLayout:
    arrays = {"queries": queries, "keys": keys, "values": values}
    for name, array in arrays.items():
        if not hasattr(array, "shape") or not hasattr(array, "dtype") or len(array.shape) != 3:
            raise ValueError(f"{name}: expected [max_num_tokens, heads, head_dim], got {getattr(array, 'shape', type(array))}")
        if 0 in array.shape:
            raise ValueError(f"{name}: an empty axis {tuple(array.shape)}; a batch has at least one token, head and lane "
                             "(pad the tokens, as v3's callers do)")
    if not hasattr(kv_cache, "shape") or not hasattr(kv_cache, "dtype"):
        raise TypeError(f"kv_cache: expected v3's cache array [pages, page_size, heads/packing, packing, lanes], got "
                        f"{type(kv_cache).__name__}")
    if keys.shape != values.shape or not queries.shape[0] == keys.shape[0] or queries.shape[2] != keys.shape[2]:
        raise ValueError(f"keys/values: expected the queries' tokens and head_dim, and one shape, got {tuple(queries.shape)}, "
                         f"{tuple(keys.shape)}, {tuple(values.shape)}")
    tokens, q_heads, head_dim = queries.shape
    if q_heads % keys.shape[1]:
        raise ValueError(f"queries: {q_heads} query heads are not a multiple of the {keys.shape[1]} kv heads of keys")
    layout = vllm_layout(keys.shape[1], head_dim, kv_cache.dtype)
    if not jnp.issubdtype(kv_cache.dtype, jnp.floating) or not (kv_cache.dtype == keys.dtype == values.dtype):
        raise TypeError(f"kv_cache: expected one floating dtype for kv_cache, keys and values (quantise outside), got "
                        f"{kv_cache.dtype}, {keys.dtype}, {values.dtype}")
    if not jnp.issubdtype(queries.dtype, jnp.floating):
        raise TypeError(f"queries: expected a floating-point array, got {queries.dtype}")
    expected = layout.cache_shape(kv_cache.shape[0], kv_cache.shape[1])
    if tuple(kv_cache.shape) != expected:
        raise ValueError(f"kv_cache: expected v3's layout {expected} for {keys.shape[1]} kv heads of {head_dim} "
                         f"({kv_cache.dtype}), got {tuple(kv_cache.shape)}")
    for name, array, rank in (("kv_lens", kv_lens, 1), ("page_indices", page_indices, 1), ("cu_q_lens", cu_q_lens, 1),
                              ("distribution", distribution, 1)):
        if not hasattr(array, "shape") or len(array.shape) != rank or array.dtype != jnp.int32:
            raise ValueError(f"{name}: expected a 1-D int32 array, got {getattr(array, 'dtype', type(array))} "
                             f"{tuple(getattr(array, 'shape', ()))}")
    max_seqs = kv_lens.shape[0]
    if not max_seqs:
        raise ValueError("kv_lens: a batch for 0 sequences (max_num_seqs is at least 1)")
    if page_indices.shape[0] % max_seqs or cu_q_lens.shape != (max_seqs + 1,) or distribution.shape != (3,):
        raise ValueError(f"page_indices/cu_q_lens/distribution: expected [max_num_seqs * pages_per_seq], [{max_seqs + 1}] and "
                         f"[3] for {max_seqs} sequences, got {tuple(page_indices.shape)}, {tuple(cu_q_lens.shape)}, "
                         f"{tuple(distribution.shape)}")
    if kv_cache.shape[1] % packing(kv_cache.dtype):
        raise ValueError(f"kv_cache: page_size {kv_cache.shape[1]} must be divisible by {packing(kv_cache.dtype)} (values a 32-bit word holds)")
    return layout


def _check_block_sizes(prefix: str, sizes, page_size: int) -> None:
    if sizes is None:
        return
    if len(sizes) != 4 or any(isinstance(x, bool) or not isinstance(x, numbers.Integral) for x in sizes):
        raise ValueError(f"{prefix} block sizes: expected (bq_sz, bkv_sz, bq_csz, bkv_csz) ints, got {sizes!r}")
    bq, bkv, bq_c, bkv_c = sizes
    if not (bq > 0 and bkv > 0 and bq_c > 0 and bq % bq_c == 0 and bkv_c > 0 and bkv % bkv_c == 0 and bkv % page_size == 0
            and bkv_c % page_size == 0):
        raise ValueError(f"{prefix} block sizes {sizes!r}: need positive sizes, bq_csz dividing bq_sz, bkv_csz dividing bkv_sz, "
                         f"and both kv sizes multiples of page_size {page_size}")


def _check_values(tokens: int, kv_cache, kv_lens, page_indices, cu_q_lens, distribution) -> None:
    """v3's dynamic checks (``decode_end <= prefill_end <= num_seqs <= max_num_seqs``) and ours."""
    first, second, count = (int(x) for x in np.asarray(distribution))
    if not 0 <= first <= second <= count <= kv_lens.shape[0]:
        raise ValueError(f"distribution: expected 0 <= decode_end <= prefill_end <= num_seqs <= {kv_lens.shape[0]}, "
                         f"got {(first, second, count)}")
    tables = np.asarray(page_indices).reshape(kv_lens.shape[0], -1)
    check_batch(tokens, kv_cache.shape[0], kv_cache.shape[1], kv_lens, tables, cu_q_lens, np.array([count]))
