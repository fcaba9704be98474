"""Argument checks of the serving entry point: one clear exception naming the argument."""

from __future__ import annotations

import math

import jax.numpy as jnp
import numpy as np

from sparse_cli.serving.contract import MAX_CONTEXT, MAX_DRAFT


def _shape(name: str, value, rank: int, form: str) -> tuple[int, ...]:
    if not hasattr(value, "shape") or not hasattr(value, "dtype"):
        raise TypeError(f"{name}: expected an array {form}, got {type(value).__name__}")
    if len(value.shape) != rank:
        raise ValueError(f"{name}: expected {form}, got shape {tuple(value.shape)}")
    return tuple(value.shape)


def _integer(name: str, value) -> None:
    if not jnp.issubdtype(value.dtype, jnp.integer):
        raise TypeError(f"{name}: expected int32 values, got {value.dtype}")


def _positive(name: str, value) -> None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))
                              or not math.isfinite(value) or value <= 0):
        raise ValueError(f"{name}: expected a positive finite number or None, got {value!r}")


def check_inputs(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs, sm_scale, soft_cap, sinks, block_q,
                 pages_per_block, k_scale, v_scale, vmem_limit_bytes, draft_tree=None) -> None:
    """Refuse arguments JAX's layouts do not allow (shapes and dtypes only: values are traced)."""
    tokens, q_heads, head_dim = _shape("q", q, 3, "[tokens, num_q_heads, head_dim]")
    pages, page_size, combined, kv_dim = _shape("kv_pages", kv_pages, 4, "[pages, page_size, 2 * num_kv_heads, head_dim]")
    for name, value in (("q", q), ("kv_pages", kv_pages)):
        if not jnp.issubdtype(value.dtype, jnp.floating):
            raise TypeError(f"{name}: expected a floating-point array, got {value.dtype}")
    if combined % 2:
        raise ValueError(f"kv_pages: axis 2 holds K and V interleaved per kv head, so it must be even (got {combined})")
    if q_heads % (combined // 2):
        raise ValueError(f"q: {q_heads} query heads are not a multiple of the {combined // 2} kv heads of kv_pages")
    if kv_dim != head_dim:
        raise ValueError(f"kv_pages: head_dim {kv_dim} differs from q's {head_dim}")
    if min(tokens, pages, page_size) < 1:
        raise ValueError(f"q/kv_pages: empty axis (tokens {tokens}, pages {pages}, page_size {page_size})")
    (max_seqs,) = _shape("kv_lens", kv_lens, 1, "[max_num_seqs]")
    seqs, pages_per_seq = _shape("page_indices", page_indices, 2, "[max_num_seqs, pages_per_seq]")
    _shape("cu_q_lens", cu_q_lens, 1, "[max_num_seqs + 1]")
    _shape("num_seqs", num_seqs, 1, "[1]")
    for name, value in (("kv_lens", kv_lens), ("page_indices", page_indices), ("cu_q_lens", cu_q_lens), ("num_seqs", num_seqs)):
        _integer(name, value)
    if seqs != max_seqs or cu_q_lens.shape[0] != max_seqs + 1 or num_seqs.shape[0] != 1 or max_seqs < 1:
        raise ValueError(f"page_indices/cu_q_lens/num_seqs: expected [{max_seqs}, pages_per_seq], [{max_seqs + 1}] and [1] "
                         f"for {max_seqs} sequences (kv_lens), got {tuple(page_indices.shape)}, "
                         f"{tuple(cu_q_lens.shape)}, {tuple(num_seqs.shape)}")
    if pages_per_seq * page_size > MAX_CONTEXT:
        raise ValueError(f"page_indices: {pages_per_seq} pages of {page_size} tokens exceed the largest context "
                         f"served ({MAX_CONTEXT:,} tokens)")
    if isinstance(sm_scale, bool) or not isinstance(sm_scale, (int, float)) or not math.isfinite(sm_scale):
        raise ValueError(f"sm_scale: expected a finite number, got {sm_scale!r}")
    for name, value in (("soft_cap", soft_cap), ("k_scale", k_scale), ("v_scale", v_scale)):
        _positive(name, value)
    if vmem_limit_bytes is not None and (isinstance(vmem_limit_bytes, bool) or not isinstance(vmem_limit_bytes, int)
                                         or vmem_limit_bytes <= 0):
        raise ValueError(f"vmem_limit_bytes: expected a positive int or None, got {vmem_limit_bytes!r}")
    if sinks is not None and tuple(np.shape(sinks)) != (q_heads,):
        raise ValueError(f"sinks: expected one logit per query head, shape ({q_heads},), got {tuple(np.shape(sinks))}")
    if isinstance(block_q, bool) or not isinstance(block_q, int) or block_q < 1:
        raise ValueError(f"num_queries_per_block: expected a positive int, got {block_q!r}")
    if pages_per_block is not None and (isinstance(pages_per_block, bool) or not isinstance(pages_per_block, int)
                                        or not 1 <= pages_per_block <= pages_per_seq):
        raise ValueError(f"num_kv_pages_per_block: expected an int in [1, {pages_per_seq}], got {pages_per_block!r}")
    if draft_tree is not None:
        (rows, draft) = _shape("draft_tree", draft_tree, 2, "[tokens, max_draft]")
        if rows != tokens or not 1 <= draft <= MAX_DRAFT:
            raise ValueError(f"draft_tree: expected [{tokens}, max_draft] with 1 <= max_draft <= {MAX_DRAFT} (a row per query "
                             f"token), got {tuple(draft_tree.shape)}")
        if not (jnp.issubdtype(draft_tree.dtype, jnp.integer) or jnp.issubdtype(draft_tree.dtype, jnp.bool_)):
            raise TypeError(f"draft_tree: expected booleans (or 0/1 integers), got {draft_tree.dtype}")
