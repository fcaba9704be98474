"""Serving batches in tests: ragged batches over a paged cache, the kernel's output and the
float64 reference's, both as float64 arrays."""

from __future__ import annotations

import jax.numpy as jnp
import numpy as np

from sparse_cli.serving import ragged_paged_attention, ragged_paged_attention_reference
from tests.support.tolerances import serving_absolute

HEAD_DIM = 128
TOLERANCE = {dtype: serving_absolute(dtype) for dtype in (np.float32, jnp.bfloat16)}  # by the dtype the tests draw in


def batch(rng, kv_lens, q_lens, *, page_size, q_heads=2, kv_heads=1, tokens=None, dtype=np.float32, spare_pages=3,
          max_seqs=None, pages_per_seq=None):
    """A ragged batch with each sequence's pages scattered in random order over the cache."""
    max_seqs = max_seqs or len(kv_lens)
    pages_per_seq = pages_per_seq or -(-max(kv_lens) // page_size)
    kv_lens = np.array(list(kv_lens) + [0] * (max_seqs - len(kv_lens)), np.int32)
    q_lens = np.array(list(q_lens) + [0] * (max_seqs - len(q_lens)), np.int32)
    cu_q_lens = np.concatenate([[0], np.cumsum(q_lens)]).astype(np.int32)
    tokens = tokens or int(cu_q_lens[-1])
    pages = max_seqs * pages_per_seq + spare_pages
    page_indices = rng.permutation(pages)[:max_seqs * pages_per_seq].reshape(max_seqs, pages_per_seq).astype(np.int32)
    q = rng.standard_normal((tokens, q_heads, HEAD_DIM)).astype(dtype)
    kv_pages = rng.standard_normal((pages, page_size, 2 * kv_heads, HEAD_DIM)).astype(dtype)
    num_seqs = np.array([int((q_lens > 0).sum())], np.int32)
    return q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs


def run(args, **options):
    """The kernel's output of a batch of numpy arrays, as float64."""
    return np.asarray(ragged_paged_attention(*(jnp.asarray(a) for a in args), **options), np.float64)


def reference(args, **options):
    """The float64 reference's output of the same batch."""
    return ragged_paged_attention_reference(*(np.asarray(a, np.float64) if a.dtype.kind == "f" else a for a in args), **options)
