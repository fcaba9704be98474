"""One serving call on the device: the batch's per-sequence tables, the kernel (each work item
derives its walk from them, copies its queries in and its outputs out), unsound rows marked —
for both entry points (JAX's layout and arguments in ``kernel``, vLLM's in ``vllm``). Static
options travel as hashable values."""

from __future__ import annotations

import jax
import jax.numpy as jnp

from sparse_cli.serving.layout import CacheLayout
from sparse_cli.serving.plan import mask_from_json, sequences
from sparse_cli.serving.program import Static, paged_attention


def serve(q, cache, kv_lens, page_indices, cu_q_lens, num_seqs, sinks, draft_tree, new_rows, *, layout: CacheLayout, mask: str,
          sm_scale, soft_cap, k_scale, v_scale, block_q, pages_per_block, vmem_limit_bytes, interpret, out_dtype=None):
    """``[tokens, q_heads, head_dim]`` (and, given ``new_rows`` ``[tokens, *token]``, the cache
    with them written at each sequence's last ``q_len`` positions)."""
    kv_lens, page_indices, cu_q_lens, num_seqs = (_int32(x) for x in (kv_lens, page_indices, cu_q_lens, num_seqs))
    tokens, q_heads, head_dim = q.shape
    page_size, pages_per_seq = cache.shape[1], page_indices.shape[1]
    seqs = sequences(kv_lens, cu_q_lens, num_seqs, tokens=tokens, block_q=block_q, page_size=page_size,
                     page_indices=page_indices, pages=cache.shape[0])
    group = q_heads // layout.kv_heads
    draft = 0 if draft_tree is None else draft_tree.shape[1]
    st = Static(mask=mask_from_json(mask), layout=layout, group=group, block_q=block_q, page_size=page_size,
                pages_per_block=pages_per_block, pages_per_seq=pages_per_seq,
                scale=sm_scale * (1.0 if k_scale is None else k_scale), soft_cap=soft_cap, value_scale=v_scale, draft=draft,
                writes=new_rows is not None, sinks=sinks is not None, native=interpret is False)
    sink_rows = None
    if sinks is not None:
        lanes = st.softmax.lanes  # each row's sink over the softmax statistics' lanes
        sink_rows = jnp.broadcast_to(sinks.astype(jnp.float32).reshape(layout.kv_heads, 1, group, 1),
                                     (layout.kv_heads, block_q, group, lanes)).reshape(layout.kv_heads, block_q * group, lanes)
    tree = None if draft_tree is None else (draft_tree != 0).astype(jnp.float32)[:, None, :]  # nonzero is true
    rows = None if new_rows is None else new_rows.reshape(-1, layout.width)
    shape = cache.shape
    flat = cache.reshape(layout.flat_shape(shape[0], page_size))  # the same bytes: no copy
    out = _initial_output(jnp.dtype(out_dtype or q.dtype), q.shape, seqs.batch_valid)
    result = paged_attention(q, flat, seqs.tables, page_indices, sink_rows, out, st, tree=tree, new_rows=rows,
                             vmem_limit_bytes=vmem_limit_bytes, interpret=interpret)
    return result if new_rows is None else (result[0], result[1].reshape(shape))


_STATIC = ("layout", "mask", "sm_scale", "soft_cap", "k_scale", "v_scale", "block_q", "pages_per_block", "vmem_limit_bytes",
           "interpret", "out_dtype")
#: ``serve`` compiled once per static options; ``serve_in_place`` takes the cache's buffer
#: (donated: vLLM's convention, the new tokens are written where it lies and it is returned).
serve_jitted = jax.jit(serve, static_argnames=_STATIC)
serve_in_place = jax.jit(serve, static_argnames=_STATIC, donate_argnames=("cache",))


def _int32(x: jax.Array) -> jax.Array:
    """int32 values, wider integers saturated (never wrapped into range)."""
    info, bound = jnp.iinfo(x.dtype), jnp.iinfo(jnp.int32)
    if info.min < bound.min or info.max > bound.max:
        x = jnp.clip(x, max(info.min, bound.min), bound.max)
    return x.astype(jnp.int32)


def _initial_output(dtype, shape: tuple[int, ...], batch_valid: jax.Array) -> jax.Array:
    """What the output holds before the items write their rows (an invalid sequence's items
    write NaN, ``Item.refused``): NaN everywhere when the batch is unsound (then no item has
    queries), else zeros, which tokens outside the live query spans keep."""
    return jnp.broadcast_to(jnp.where(batch_valid, 0.0, jnp.nan).astype(dtype), shape)
