"""The float64 numpy reference of serving attention: the semantics, with no paging tricks."""

from __future__ import annotations

from typing import Any

import numpy as np

from sparse_cli.contract.serving import serving_mask
from sparse_cli.masks import MaskKind
from sparse_cli.serving.layout import jax_layout, vllm_layout


def ragged_paged_attention_reference(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs, *, sm_scale: float = 1.0,
                                     soft_cap: float | None = None, mask: dict[str, Any] | MaskKind | None = None,
                                     sinks=None, k_scale: float | None = None, v_scale: float | None = None,
                                     draft_tree=None) -> np.ndarray:
    """float64 ``[tokens, num_q_heads, head_dim]``: each sequence's queries (absolute positions
    ``kv_len - q_len + i``) over its first ``kv_len`` paged tokens under ``mask``; soft cap
    ``c * tanh(s / c)``; ``k_scale``/``v_scale`` multiply the cache; ``draft_tree`` (nonzero is
    true) ANDs each query's row over its sequence's first new tokens; a sink adds ``exp(sink)``
    to its head's denominators; a hidden key takes no part, whatever it holds. Rows that see
    nothing (and tokens outside the live query spans) are zeros. Inputs the kernel cannot serve
    give what it gives under ``jax.jit``: NaN rows for an unsound sequence (``kv_len`` outside
    its pages, ``q_len > kv_len``, a page below ``kv_len`` outside the cache), every row NaN for
    an unsound batch (``num_seqs`` outside ``[0, max_seqs]``, live ``cu_q_lens`` falling, negative
    or past the tokens)."""
    q, kv_pages = np.asarray(q, np.float64), np.asarray(kv_pages, np.float64)
    kv_lens, page_indices, cu_q_lens = (np.asarray(x, np.int64) for x in (kv_lens, page_indices, cu_q_lens))
    tokens, q_heads, head_dim = q.shape
    pages, page_size = kv_pages.shape[:2]
    keys, values = jax_layout(kv_pages.shape, head_dim, kv_pages.dtype).split(kv_pages)  # [pages, page_size, kv_heads, head_dim]
    count = int(np.asarray(num_seqs)[0])
    rule = serving_mask(mask, page_indices.shape[1] * page_size)
    tree = None if draft_tree is None else np.asarray(draft_tree) != 0
    out = np.zeros_like(q)
    if not _sound_batch(count, len(kv_lens), cu_q_lens, tokens):
        return np.full_like(q, np.nan)
    for s in range(count):
        start, stop, kv_len = cu_q_lens[s], cu_q_lens[s + 1], kv_lens[s]
        listed = page_indices[s, :-(-kv_len // page_size)] if kv_len > 0 else page_indices[s, :0]
        if not (stop - start <= kv_len <= page_indices.shape[1] * page_size) or not np.all((listed >= 0) & (listed < pages)):
            out[start:stop] = np.nan
            continue
        k, v = (x[listed].reshape(-1, *x.shape[2:])[:kv_len] for x in (keys, values))
        q_pos = kv_len - (stop - start) + np.arange(stop - start)
        allowed = np.asarray(rule.attends(q_pos[:, None], np.arange(kv_len)[None, :]), bool)
        if tree is not None:  # query i may see new token j (position kv_len - q_len + j) where the tree says
            for j in range(min(stop - start, tree.shape[1])):
                allowed[:, kv_len - (stop - start) + j] &= tree[start:stop, j]
        out[start:stop] = attend(q[start:stop], k, v, allowed, sm_scale, soft_cap, sinks, k_scale, v_scale)
    return out


def attend(q, k, v, allowed, sm_scale, soft_cap, sinks, k_scale=None, v_scale=None) -> np.ndarray:
    """``[q_len, q_heads, head_dim]``: one sequence's queries over its keys and values ``[kv_len,
    kv_heads, head_dim]`` where ``allowed`` ``[q_len, kv_len]``."""
    group = q.shape[1] // k.shape[1]
    k = np.repeat(k, group, axis=1) * (1.0 if k_scale is None else k_scale)  # [kv_len, q_heads, head_dim]
    v = np.repeat(v, group, axis=1) * (1.0 if v_scale is None else v_scale)
    scores = np.einsum("qhd,khd->hqk", q, k) * sm_scale
    if soft_cap is not None:
        scores = soft_cap * np.tanh(scores / soft_cap)
    scores = np.where(allowed[None], scores, -np.inf)
    top = scores.max(axis=2, initial=-np.inf)
    if sinks is not None:
        top = np.maximum(top, np.asarray(sinks, np.float64)[:, None])
    top = np.where(top == -np.inf, 0.0, top)
    weights = np.exp(scores - top[..., None])
    total = weights.sum(axis=2)
    if sinks is not None:
        total = total + np.exp(np.asarray(sinks, np.float64)[:, None] - top)
    finite = np.asarray(np.isfinite(v).all(axis=(1, 2)))
    result = np.einsum("hqk,khd->hqd", weights, np.where(finite[:, None, None], v, 0.0))
    for key in np.flatnonzero(~finite):  # a key holding a non-finite value reaches only the rows that see it
        seen = allowed[:, key]
        result[:, seen] += weights[:, seen, key][..., None] * v[key][:, None, :]
    return (result / np.where(total == 0, 1.0, total)[..., None]).transpose(1, 0, 2)


def vllm_reference(queries, keys, values, kv_cache, kv_lens, page_indices, cu_q_lens, distribution, *,
                   use_causal_mask: bool = True, update_kv_cache: bool = True, sm_scale: float = 1.0,
                   sliding_window: int | None = None, soft_cap: float | None = None, q_scale: float | None = None,
                   k_scale: float | None = None, v_scale: float | None = None, mask=None, sinks=None,
                   draft_tree=None) -> tuple[np.ndarray, np.ndarray]:
    """``(output float64, kv_cache)`` of tpu-inference RPA v3's semantics (its ``ref_ragged_paged_
    attention``, with our mask, sinks and draft trees): each sound live sequence's new tokens
    written into its pages (``update_kv_cache``; the cache in its own dtype), then the queries
    (divided by ``q_scale`` and rounded to the cache's dtype) attend in float64 over the first
    ``kv_len`` tokens, scores times ``sm_scale * k_scale * q_scale``, the output times
    ``v_scale``; unsound sequences write nothing and give NaN rows (as ``ragged_paged_attention_
    reference``)."""
    import jax.numpy as jnp

    from sparse_cli.serving.vllm import vllm_mask

    layout = vllm_layout(keys.shape[1], queries.shape[2], kv_cache.dtype)
    count = int(np.asarray(distribution)[2])
    tables = np.asarray(page_indices).reshape(len(kv_lens), -1)
    kv_lens, cu_q_lens = np.asarray(kv_lens, np.int64), np.asarray(cu_q_lens, np.int64)
    cache = np.array(kv_cache)
    pages, page_size = cache.shape[:2]
    if update_kv_cache and _sound_batch(count, len(kv_lens), cu_q_lens, queries.shape[0]):
        rows, flat = np.asarray(layout.token_rows(jnp.asarray(keys), jnp.asarray(values))), cache.reshape(pages * page_size, -1)
        for s in range(count):
            q_len, kv_len = cu_q_lens[s + 1] - cu_q_lens[s], kv_lens[s]
            listed = tables[s, :-(-kv_len // page_size)] if kv_len > 0 else tables[s, :0]
            if q_len <= kv_len <= tables.shape[1] * page_size and np.all((listed >= 0) & (listed < pages)):
                position = kv_len - q_len + np.arange(q_len)
                flat[tables[s, position // page_size] * page_size + position % page_size] = \
                    rows[cu_q_lens[s]:cu_q_lens[s + 1]].reshape(q_len, flat.shape[1])  # no -1: a sequence may bring no token
    k, v = layout.split(cache.astype(np.float64))
    interleaved = np.stack([k, v], axis=3).reshape(pages, page_size, 2 * layout.kv_heads, layout.head_dim)
    q = np.asarray(queries, np.float64)
    if q_scale is not None:  # v3 quantises the queries to the cache's dtype
        info = jnp.finfo(kv_cache.dtype)
        q = np.asarray(jnp.asarray(np.clip(q / q_scale, float(info.min), float(info.max)), kv_cache.dtype), np.float64)
    scale = sm_scale * (1.0 if k_scale is None else k_scale) * (1.0 if q_scale is None else q_scale)
    out = ragged_paged_attention_reference(q, interleaved, kv_lens, tables, cu_q_lens, np.array([count]),
                                           sm_scale=scale, soft_cap=soft_cap, mask=vllm_mask(use_causal_mask, sliding_window, mask),
                                           sinks=sinks, v_scale=v_scale, draft_tree=draft_tree)
    return out, cache


def _sound_batch(count: int, max_seqs: int, cu_q_lens: np.ndarray, tokens: int) -> bool:
    return 0 <= count <= max_seqs and cu_q_lens[0] >= 0 and cu_q_lens[count] <= tokens and bool(
        np.all(cu_q_lens[1:count + 1] >= cu_q_lens[:count]))
