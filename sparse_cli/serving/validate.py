"""Argument checks of the serving entry point: one clear exception naming the argument.

``check_inputs`` checks what tracing sees (shapes, dtypes, static options); ``check_values`` the
values of a batch, which the entry point checks itself when the arrays are concrete;
``validate_inputs`` both (JAX's ``dynamic_validate_inputs`` and more), for a server to call
outside ``jax.jit``.
"""

from __future__ import annotations

import math
import numbers

import jax
import jax.numpy as jnp
import numpy as np

from sparse_cli.contract.serving import MAX_BLOCK_Q, MAX_CONTEXT, MAX_DRAFT, serving_mask

#: The largest ``mask_value`` served: JAX adds it to masked scores, so at or below it a masked key's
#: weight ``exp(score + mask_value - max)`` is 0 in float32 unless scores spread by ~1e9 — the
#: kernel's "masked keys take no weight" (JAX's default is -0.7 x float32's max).
MASK_VALUE_BOUND = -1e9


def _shape(name: str, value, rank: int, form: str) -> tuple[int, ...]:
    if not hasattr(value, "shape") or not hasattr(value, "dtype"):
        raise TypeError(f"{name}: expected an array {form}, got {type(value).__name__}")
    if len(value.shape) != rank:
        raise ValueError(f"{name}: expected {form}, got shape {tuple(value.shape)}")
    return tuple(value.shape)


def _integer(name: str, value, exact: bool) -> None:
    """Integer values, of int32 exactly where JAX's ragged paged attention requires it (``exact``:
    a ValueError there, as JAX's)."""
    if not jnp.issubdtype(value.dtype, jnp.integer):
        raise TypeError(f"{name}: expected int32 values, got {value.dtype}")
    if exact and value.dtype != jnp.int32:
        raise ValueError(f"{name}: must be int32, as JAX's ragged_paged_attention requires (got {value.dtype})")


def _real(value) -> float | None:
    """``value`` as a float when it is a finite real number (never a bool), else None."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not math.isfinite(value):
        return None
    return float(value)


def _block(name: str, value, low: int, high: int) -> None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, numbers.Integral) or not low <= int(value) <= high):
        raise ValueError(f"{name}: expected an int in [{low}, {high}] or None, got {value!r}")


def check_arrays(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs) -> tuple[int, int, int]:
    """``(tokens, pages, page_size)`` of arrays in JAX's layouts (shapes and dtypes only)."""
    tokens, q_heads, head_dim = _shape("q", q, 3, "[tokens, num_q_heads, head_dim]")
    pages, page_size, rows, lanes = _shape("kv_pages", kv_pages, 4, "[pages, page_size, 2 * num_kv_heads, head_dim] (or "
                                           "[pages, page_size, num_kv_heads, 2 * head_dim]: a head's K and V in one row)")
    for name, value in (("q", q), ("kv_pages", kv_pages)):
        if not jnp.issubdtype(value.dtype, jnp.floating):
            raise TypeError(f"{name}: expected a floating-point array, got {value.dtype}")
    if lanes not in (head_dim, 2 * head_dim):
        raise ValueError(f"kv_pages: rows of {lanes} values hold neither q's head_dim {head_dim} (K and V interleaved, JAX's "
                         f"layout) nor a head's K and V side by side ({2 * head_dim})")
    if lanes == head_dim and rows % 2:
        raise ValueError(f"kv_pages: axis 2 holds K and V interleaved per kv head, so it must be even (got {rows})")
    kv_heads = rows if lanes == 2 * head_dim else rows // 2
    if q_heads % kv_heads:
        raise ValueError(f"q: {q_heads} query heads are not a multiple of the {kv_heads} kv heads of kv_pages")
    if min(tokens, pages, page_size) < 1:
        raise ValueError(f"q/kv_pages: empty axis (tokens {tokens}, pages {pages}, page_size {page_size})")
    (max_seqs,) = _shape("kv_lens", kv_lens, 1, "[max_num_seqs]")
    seqs, pages_per_seq = _shape("page_indices", page_indices, 2, "[max_num_seqs, pages_per_seq]")
    _shape("cu_q_lens", cu_q_lens, 1, "[max_num_seqs + 1]")
    _shape("num_seqs", num_seqs, 1, "[1]")
    for name, value in (("kv_lens", kv_lens), ("page_indices", page_indices), ("cu_q_lens", cu_q_lens), ("num_seqs", num_seqs)):
        _integer(name, value, exact=name != "num_seqs")
    if seqs != max_seqs or cu_q_lens.shape[0] != max_seqs + 1 or num_seqs.shape[0] != 1 or max_seqs < 1:
        raise ValueError(f"page_indices/cu_q_lens/num_seqs: expected [{max_seqs}, pages_per_seq], [{max_seqs + 1}] and [1] "
                         f"for {max_seqs} sequences (kv_lens), got {tuple(page_indices.shape)}, "
                         f"{tuple(cu_q_lens.shape)}, {tuple(num_seqs.shape)}")
    if pages_per_seq * page_size > MAX_CONTEXT:
        raise ValueError(f"page_indices: {pages_per_seq} pages of {page_size} tokens exceed the largest context "
                         f"served ({MAX_CONTEXT:,} tokens)")
    return tokens, pages, page_size


def check_inputs(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs, sm_scale, soft_cap, mask_value, sinks, block_q,
                 pages_per_block, k_scale, v_scale, vmem_limit_bytes, draft_tree=None) -> None:
    """Refuse arguments JAX's layouts do not allow (shapes, dtypes and static options: values
    may be traced)."""
    check_arrays(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs)
    check_options(q, sm_scale=sm_scale, soft_cap=soft_cap, mask_value=mask_value, k_scale=k_scale, v_scale=v_scale,
                  vmem_limit_bytes=vmem_limit_bytes, sinks=sinks, draft_tree=draft_tree)
    _block("num_queries_per_block", block_q, 1, MAX_BLOCK_Q)
    _block("num_kv_pages_per_block", pages_per_block, 1, page_indices.shape[1])


def check_options(q, *, sm_scale, soft_cap, mask_value, k_scale, v_scale, vmem_limit_bytes, sinks, draft_tree) -> None:
    """The options both entry points share, for queries ``q`` ``[tokens, q_heads, head_dim]``."""
    if _real(sm_scale) is None:
        raise ValueError(f"sm_scale: expected a finite number, got {sm_scale!r}")
    if soft_cap is not None and (_real(soft_cap) is None or soft_cap == 0):
        raise ValueError(f"soft_cap={soft_cap!r} must not be 0.0 (a finite, nonzero cap: c * tanh(s / c)) or None")
    for name, value in (("k_scale", k_scale), ("v_scale", v_scale)):
        if value is not None and _real(value) is None:
            raise ValueError(f"{name}: expected a finite number or None, got {value!r}")
    if mask_value is not None and (isinstance(mask_value, bool) or not isinstance(mask_value, numbers.Real)
                                   or not mask_value <= MASK_VALUE_BOUND):
        raise ValueError(f"mask_value: masked keys take no weight here (pages they fill are never fetched), which is "
                         f"JAX's meaning for a mask_value <= {MASK_VALUE_BOUND:g} (or -inf, or None); got {mask_value!r}")
    if vmem_limit_bytes is not None and (isinstance(vmem_limit_bytes, bool) or not isinstance(vmem_limit_bytes, numbers.Integral)
                                         or vmem_limit_bytes <= 0):
        raise ValueError(f"vmem_limit_bytes: expected a positive int or None, got {vmem_limit_bytes!r}")
    if sinks is not None:
        if tuple(np.shape(sinks)) != (q.shape[1],):
            raise ValueError(f"sinks: expected one logit per query head, shape ({q.shape[1]},), got {tuple(np.shape(sinks))}")
        if not (jnp.issubdtype(sinks.dtype, jnp.floating) or jnp.issubdtype(sinks.dtype, jnp.integer)):
            raise TypeError(f"sinks: expected real numbers (one logit per query head), got {sinks.dtype}")
    if draft_tree is not None:
        (rows, draft) = _shape("draft_tree", draft_tree, 2, "[tokens, max_draft]")
        if rows != q.shape[0] or not 1 <= draft <= MAX_DRAFT:
            raise ValueError(f"draft_tree: expected [{q.shape[0]}, max_draft] with 1 <= max_draft <= {MAX_DRAFT} (a row per query "
                         f"token), got {tuple(draft_tree.shape)}")
        if not (jnp.issubdtype(draft_tree.dtype, jnp.integer) or jnp.issubdtype(draft_tree.dtype, jnp.bool_)):
            raise TypeError(f"draft_tree: expected booleans (or integers: nonzero is true), got {draft_tree.dtype}")


def window_mask(sliding_window) -> dict:
    """JAX's ``sliding_window=W`` as a mask document (``q - W < kv <= q``)."""
    if isinstance(sliding_window, bool) or not isinstance(sliding_window, numbers.Integral) or sliding_window <= 0:
        raise ValueError(f"sliding_window={sliding_window!r} must be positive (the window's size in tokens)")
    return {"kind": "sliding_window", "size": int(sliding_window)}


def concrete(*arrays) -> bool:
    """Whether every array holds values (none is traced under ``jax.jit``)."""
    return not any(isinstance(array, jax.core.Tracer) for array in arrays)


def validate_inputs(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs, *, sm_scale: float | None = None,
                    sliding_window: int | None = None, soft_cap: float | None = None, mask_value: float | None = None,
                    k_scale: float | None = None, v_scale: float | None = None, num_kv_pages_per_block: int | None = None,
                    num_queries_per_block: int | None = None, vmem_limit_bytes: int | None = None) -> None:
    """Refuse a batch ``ragged_paged_attention`` cannot serve, with a ``ValueError`` naming the
    argument, the sequence and the bound — JAX's ``dynamic_validate_inputs`` (same arguments;
    options left out are not checked) and more: shapes, dtypes and options, then the values of the first ``num_seqs`` sequences
    (``check_values``). ``q`` and ``kv_pages`` may be ``jax.ShapeDtypeStruct``s. Under ``jax.jit``
    values cannot be checked; the kernel then gives the documented safe result instead (NaN rows
    for a sequence this refuses)."""
    check_inputs(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs, 1.0 if sm_scale is None else sm_scale, soft_cap,
                 mask_value, None, num_queries_per_block, num_kv_pages_per_block, k_scale, v_scale, vmem_limit_bytes)
    if sliding_window is not None:
        serving_mask(window_mask(sliding_window), page_indices.shape[1] * kv_pages.shape[1])
    check_values(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs)


def check_values(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs) -> None:
    """The values of a batch of concrete arrays (``check_batch``)."""
    tokens, pages, page_size = check_arrays(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs)
    check_batch(tokens, pages, page_size, kv_lens, page_indices, cu_q_lens, num_seqs)


def check_batch(tokens: int, pages: int, page_size: int, kv_lens, page_indices, cu_q_lens, num_seqs) -> None:
    """``num_seqs`` within the arrays, the live ``cu_q_lens`` rising from 0 or more to at most
    ``tokens``, ``0 <= q_len <= kv_len <= pages_per_seq x page_size``, every page below ``kv_len``
    inside the cache's ``pages``, listed once by its sequence, and a page holding a sequence's
    new tokens listed by no other live sequence."""
    kv_lens, page_indices, cu_q_lens, num_seqs = (np.asarray(x).astype(np.int64) for x in (kv_lens, page_indices, cu_q_lens, num_seqs))
    count = _check_layout(tokens, kv_lens.shape[0], cu_q_lens, int(num_seqs[0]))
    q_lens = cu_q_lens[1:count + 1] - cu_q_lens[:count]
    _check_lengths(page_size, page_indices.shape[1], kv_lens[:count], q_lens)
    _check_pages(pages, page_size, page_indices[:count], kv_lens[:count], q_lens)


def _check_layout(tokens: int, max_seqs: int, cu_q_lens: np.ndarray, count: int) -> int:
    """The live sequences' count, once ``num_seqs`` and their query spans are sound."""
    if not 0 <= count <= max_seqs:
        raise ValueError(f"num_seqs: {count} sequences, outside [0, {max_seqs}] (kv_lens, page_indices and cu_q_lens "
                         f"hold {max_seqs})")
    if cu_q_lens[0] < 0:
        raise ValueError(f"cu_q_lens: cu_q_lens[0] = {cu_q_lens[0]} is negative (the first query token's index)")
    (falling,) = np.nonzero(cu_q_lens[1:count + 1] < cu_q_lens[:count])
    if falling.size:
        s = int(falling[0])
        raise ValueError(f"cu_q_lens: sequence {s} ends before it starts (cu_q_lens[{s}] = {cu_q_lens[s]} > "
                         f"cu_q_lens[{s + 1}] = {cu_q_lens[s + 1]}): cu_q_lens must not decrease")
    if cu_q_lens[count] > tokens:
        raise ValueError(f"cu_q_lens: the {count} sequences' queries end at token {cu_q_lens[count]} "
                         f"(cu_q_lens[{count}]), past q's {tokens} tokens")
    return count


def _check_lengths(page_size: int, pages_per_seq: int, kv_lens: np.ndarray, q_lens: np.ndarray) -> None:
    context = pages_per_seq * page_size
    (bad,) = np.nonzero((kv_lens < 0) | (kv_lens > context))
    if bad.size:
        s = int(bad[0])
        raise ValueError(f"kv_lens: sequence {s} has kv_len {kv_lens[s]}, outside [0, {context}] (its {pages_per_seq} "
                         f"pages of {page_size} tokens: page_indices' pages_per_seq x kv_pages' page_size)")
    (bad,) = np.nonzero(q_lens > kv_lens)
    if bad.size:
        s = int(bad[0])
        raise ValueError(f"cu_q_lens: sequence {s} has {q_lens[s]} queries but kv_len {kv_lens[s]} (its queries are its "
                         f"last q_len tokens: q_len <= kv_len)")


def _check_pages(pages: int, page_size: int, page_indices: np.ndarray, kv_lens: np.ndarray, q_lens: np.ndarray) -> None:
    """Every page below a sequence's ``kv_len`` lies in the cache, once per sequence; a page
    holding a sequence's new tokens (written this step) is its alone — pages before them may be
    shared, as prefix caching shares a prompt's pages."""
    column = np.arange(page_indices.shape[1])[None, :]
    used = column * page_size < kv_lens[:, None]
    outside = np.argwhere(used & ((page_indices < 0) | (page_indices >= pages)))
    if outside.size:
        s, j = (int(x) for x in outside[0])
        raise ValueError(f"page_indices: sequence {s}'s page {j} is {page_indices[s, j]}, outside the cache's {pages} pages "
                         f"[0, {pages})")
    seqs, columns = np.nonzero(used)
    listed = page_indices[seqs, columns]
    order = np.lexsort((columns, listed, seqs))
    twice = np.flatnonzero((np.diff(seqs[order]) == 0) & (np.diff(listed[order]) == 0))
    if twice.size:
        first, second = order[twice[0]], order[twice[0] + 1]
        raise ValueError(f"page_indices: sequence {seqs[first]} lists page {listed[first]} twice (its pages "
                         f"{columns[first]} and {columns[second]})")
    written = ((columns + 1) * page_size > kv_lens[seqs] - q_lens[seqs]) & (q_lens[seqs] > 0)
    values, counts = np.unique(listed, return_counts=True)
    shared = np.flatnonzero(written & (counts[np.searchsorted(values, listed)] > 1))
    if shared.size:
        entry = shared[0]
        other = seqs[np.flatnonzero((listed == listed[entry]) & (seqs != seqs[entry]))[0]]
        raise ValueError(f"page_indices: page {listed[entry]} holds sequence {seqs[entry]}'s new tokens and is also listed "
                         f"by sequence {other} (only pages before a sequence's new tokens may be shared)")
