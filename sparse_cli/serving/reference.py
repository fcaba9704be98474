"""The float64 numpy reference of serving attention: the semantics, with no paging tricks."""

from __future__ import annotations

from typing import Any

import numpy as np

from sparse_cli.masks import MaskKind
from sparse_cli.serving.contract import serving_mask


def ragged_paged_attention_reference(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs, *, sm_scale: float = 1.0,
                                     soft_cap: float | None = None, mask: dict[str, Any] | MaskKind | None = None,
                                     sinks=None, k_scale: float | None = None, v_scale: float | None = None,
                                     draft_tree=None) -> np.ndarray:
    """float64 ``[tokens, num_q_heads, head_dim]``: each sequence's queries (absolute positions
    ``kv_len - q_len + i``) over its first ``kv_len`` paged tokens under ``mask``; soft cap
    ``c * tanh(s / c)``; ``k_scale``/``v_scale`` multiply the cache; ``draft_tree`` ANDs each
    query's row over its sequence's first new tokens; a sink adds ``exp(sink)`` to its head's denominators; rows that see
    nothing (and tokens past the batch) are zeros."""
    q, kv_pages = np.asarray(q, np.float64), np.asarray(kv_pages, np.float64)
    kv_lens, page_indices, cu_q_lens = (np.asarray(x, np.int64) for x in (kv_lens, page_indices, cu_q_lens))
    tokens, q_heads, head_dim = q.shape
    kv_heads = kv_pages.shape[2] // 2
    group = q_heads // kv_heads
    rule = serving_mask(mask, page_indices.shape[1] * kv_pages.shape[1])
    out = np.zeros_like(q)
    for s in range(int(np.asarray(num_seqs)[0])):
        start, stop, kv_len = cu_q_lens[s], cu_q_lens[s + 1], kv_lens[s]
        cache = kv_pages[page_indices[s]].reshape(-1, 2 * kv_heads, head_dim)[:kv_len]
        k = np.repeat(cache[:, 0::2], group, axis=1) * (1.0 if k_scale is None else k_scale)  # [kv_len, q_heads, head_dim]
        v = np.repeat(cache[:, 1::2], group, axis=1) * (1.0 if v_scale is None else v_scale)
        scores = np.einsum("qhd,khd->hqk", q[start:stop], k) * sm_scale
        if soft_cap is not None:
            scores = soft_cap * np.tanh(scores / soft_cap)
        q_pos = kv_len - (stop - start) + np.arange(stop - start)
        allowed = np.asarray(rule.attends(q_pos[:, None], np.arange(kv_len)[None, :]), bool)
        if draft_tree is not None:  # query i may see new token j (position kv_len - q_len + j) where the tree says
            tree = np.asarray(draft_tree, bool)[start:stop]
            for j in range(min(stop - start, tree.shape[1])):
                allowed[:, kv_len - (stop - start) + j] &= tree[:, j]
        scores = np.where(allowed[None], scores, -np.inf)
        top = scores.max(axis=2, initial=-np.inf)
        if sinks is not None:
            top = np.maximum(top, np.asarray(sinks, np.float64)[:, None])
        top = np.where(top == -np.inf, 0.0, top)
        weights = np.exp(scores - top[..., None])
        total = weights.sum(axis=2)
        if sinks is not None:
            total = total + np.exp(np.asarray(sinks, np.float64)[:, None] - top)
        result = np.einsum("hqk,khd->hqd", weights, v) / np.where(total == 0, 1.0, total)[..., None]
        out[start:stop] = result.transpose(1, 0, 2)
    return out
