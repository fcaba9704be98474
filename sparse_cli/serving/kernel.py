"""Ragged paged attention with JAX's arguments, whose kv walk covers only the pages a mask can see.

Same positional arguments, keywords, layouts and meaning as JAX's ``ragged_paged_attention``
(``serve`` runs it: the walk planned on the device, the kernel of ``program``), and more: any
analytic mask, sinks, draft trees, and head_dim 64 read in place from a cache whose rows hold a
head's K and V side by side (``layout``).
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.pallas import tpu as pltpu
from jax.typing import ArrayLike

from sparse_cli.contract.serving import DEFAULT_BLOCK_Q, ServingContract, default_pages_per_block, serving_mask
from sparse_cli.masks import MaskKind
from sparse_cli.serving.layout import contract_layout, jax_layout
from sparse_cli.serving.program import KERNEL_NAME
from sparse_cli.serving.serve import serve_jitted
from sparse_cli.serving.validate import check_inputs, check_values, concrete, window_mask

__all__ = ["KERNEL_NAME", "abstract_arguments", "contract_program", "ragged_paged_attention"]


def ragged_paged_attention(
    q: jax.Array,  # [max_num_batched_tokens, num_q_heads, head_dim]
    kv_pages: jax.Array,  # [total_num_pages, page_size, 2 * num_kv_heads, head_dim], K and V interleaved
    #                       (or [total_num_pages, page_size, num_kv_heads, 2 * head_dim], a head's K|V in one row)
    kv_lens: jax.Array,  # i32[max_num_seqs]
    page_indices: jax.Array,  # i32[max_num_seqs, pages_per_seq]
    cu_q_lens: jax.Array,  # i32[max_num_seqs + 1]
    num_seqs: jax.Array,  # i32[1]
    *,
    sm_scale: float = 1.0,
    sliding_window: int | None = None,
    soft_cap: float | None = None,
    mask_value: float | None = None,
    k_scale: float | None = None,
    v_scale: float | None = None,
    num_kv_pages_per_block: int | None = None,
    num_queries_per_block: int | None = None,
    vmem_limit_bytes: int | None = None,
    mask: dict[str, Any] | MaskKind | None = None,
    sinks: ArrayLike | None = None,
    draft_tree: ArrayLike | None = None,
    interpret: bool | pltpu.InterpretParams | None = None,
) -> jax.Array:
    """Attention of each sequence's last ``q_len`` queries over its paged kv cache, under
    ``mask`` (a contract mask document at absolute positions; default causal) — a drop-in for
    JAX's ``ragged_paged_attention``, every keyword of which keeps its meaning:
    ``sliding_window=W`` is ``mask={"kind": "sliding_window", "size": W}``; ``k_scale``/``v_scale``
    dequantise the cache; masked keys take no weight, JAX's meaning of a ``mask_value`` up to
    ``MASK_VALUE_BOUND`` (larger ones are refused); ``num_queries_per_block`` (default 16, at
    most ``MAX_BLOCK_Q``; more than ``q``'s tokens runs as that many: results are the same) and
    ``num_kv_pages_per_block`` (default 256 tokens' worth) tile the work. Rows that see nothing
    are zeros (JAX's kernel averages them instead); a row that sees a non-finite K or V value is
    NaN, one that does not never reads it. ``sinks`` ``[num_q_heads]`` (any array-like): one
    more logit per head in every softmax denominator. ``draft_tree`` ``[tokens, max_draft]``
    (speculative decoding; nonzero is true): may query ``t`` see the ``j``-th of its sequence's
    new tokens (position ``kv_len - q_len + j``), ANDed with ``mask``; new tokens past
    ``max_draft`` follow ``mask`` alone, so a prefill's rows may be all true. ``interpret``
    (default: when not on a TPU; or its ``InterpretParams``) runs the kernel in JAX's TPU
    interpreter. Output ``[tokens, num_q_heads, head_dim]``.

    Concrete ``kv_lens``/``page_indices``/``cu_q_lens``/``num_seqs`` are validated
    (``validate_inputs``: ``ValueError``). Traced ones cannot be; whatever their values, no page
    outside ``kv_pages`` and no page a sequence does not list below its ``kv_len`` is read: a
    sequence ``validate_inputs`` would refuse gives NaN rows (its pages are not fetched), and
    every row is NaN when ``num_seqs`` or the live ``cu_q_lens`` are unsound. Tokens outside the
    live query spans are zeros."""
    sinks, draft_tree = (x if x is None or hasattr(x, "dtype") else np.asarray(x) for x in (sinks, draft_tree))
    check_inputs(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs, sm_scale, soft_cap, mask_value, sinks,
                 num_queries_per_block, num_kv_pages_per_block, k_scale, v_scale, vmem_limit_bytes, draft_tree)
    if concrete(kv_lens, page_indices, cu_q_lens, num_seqs):
        check_values(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs)
    if sliding_window is not None:
        if mask is not None:
            raise ValueError("sliding_window: give either mask or JAX's sliding_window, not both")
        mask = window_mask(sliding_window)
    page_size = kv_pages.shape[1]
    mask_kind = serving_mask(mask, page_indices.shape[1] * page_size)
    pages_per_block = int(num_kv_pages_per_block or default_pages_per_block(page_indices.shape[1], page_size))  # numpy ints too
    if interpret is None:
        interpret = jax.default_backend() != "tpu"
    if interpret is True:
        interpret = pltpu.InterpretParams()
    number = lambda x: None if x is None else float(x)
    layout = jax_layout(kv_pages.shape, q.shape[2], kv_pages.dtype)
    return serve_jitted(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs, sinks, draft_tree, None, layout=layout,
                 mask=mask_kind.model_dump_json(), sm_scale=float(sm_scale), soft_cap=number(soft_cap), k_scale=number(k_scale),
                 v_scale=number(v_scale), block_q=min(int(num_queries_per_block or DEFAULT_BLOCK_Q), q.shape[0]),
                 pages_per_block=pages_per_block, vmem_limit_bytes=None if vmem_limit_bytes is None else int(vmem_limit_bytes),
                 interpret=interpret)


def abstract_arguments(contract: ServingContract, sharding=None) -> tuple[jax.ShapeDtypeStruct, ...]:
    """``(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs[, sinks][, draft_tree])`` of one
    batch of ``contract`` without data (a cache of ``max_seqs`` full sequences, in the layout read
    in place: ``layout.contract_layout``): what lowering needs."""
    shape = contract.shape
    spec = lambda dims, dtype: jax.ShapeDtypeStruct(dims, dtype, sharding=sharding)
    dtype = jnp.dtype(shape.dtype)
    pages = shape.max_seqs * shape.pages_per_seq
    arrays = (spec((shape.tokens, shape.num_heads, shape.head_dim), dtype),
              spec(contract_layout(contract).cache_shape(pages, shape.page_size), dtype),
              spec((shape.max_seqs,), jnp.int32), spec((shape.max_seqs, shape.pages_per_seq), jnp.int32),
              spec((shape.max_seqs + 1,), jnp.int32), spec((1,), jnp.int32))
    sinks = (spec((shape.num_heads,), jnp.float32),) if contract.sinks else ()
    tree = (spec((shape.tokens, contract.max_draft), jnp.bool_),) if contract.max_draft else ()
    return (*arrays, *sinks, *tree)


def contract_program(contract: ServingContract, interpret: bool | pltpu.InterpretParams | None = False):
    """The serving call ``contract`` describes, a function of ``abstract_arguments``' arrays;
    ``interpret`` False: the native TPU program."""
    options: dict[str, Any] = {"sm_scale": contract.sm_scale, "soft_cap": contract.softcap, "mask": contract.kernel_mask,
                               "num_queries_per_block": contract.block_q, "num_kv_pages_per_block": contract.kv_pages_per_block,
                               "interpret": interpret}

    def program(*arrays):
        extra = list(arrays[6:])
        sinks = extra.pop(0) if contract.sinks else None
        return ragged_paged_attention(*arrays[:6], sinks=sinks, draft_tree=extra.pop(0) if contract.max_draft else None, **options)

    return program
