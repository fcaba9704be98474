"""What ``classify`` and ``verify`` measure of a serving contract: random ragged batches of its
static shape, the KV pages each walk fetches for them (ours, JAX's, vLLM's TPU v3), the
scalar-prefetched bytes of both kernels, and our kernel against the float64 reference."""

from __future__ import annotations

import dataclasses
from typing import Any

import jax.numpy as jnp
import numpy as np

from sparse_cli.masks import ChunkedCausal, MaskKind, SlidingWindow
from sparse_cli.serving.contract import ServingContract, serving_mask
from sparse_cli.serving.kernel import ragged_paged_attention
from sparse_cli.serving.plan import full_walk_pages, plan_walk
from sparse_cli.serving.reference import ragged_paged_attention_reference

#: Largest error against the float64 reference that passes, by dtype (online softmax in float32;
#: bfloat16 inputs round each probability before the value matmul).
TOLERANCE = {"float32": 2e-5, "bfloat16": 3e-2}


@dataclasses.dataclass(frozen=True)
class Batch:
    """One ragged batch: per sequence its kv length and query count (decodes have 1)."""

    kv_lens: np.ndarray
    q_lens: np.ndarray

    @property
    def cu_q_lens(self) -> np.ndarray:
        return np.concatenate([[0], np.cumsum(self.q_lens)]).astype(np.int32)


def random_batch(contract: ServingContract, rng: np.random.Generator, context: int | None = None) -> Batch:
    """Mixed prefill and decode as a server batches them: 1 to ``max_seqs`` sequences of up to
    ``context`` tokens, most decoding one token, some prefilling a chunk, within ``tokens``."""
    shape = contract.shape
    context = context or shape.context
    seqs = int(rng.integers(1, min(shape.max_seqs, shape.tokens) + 1))
    q_lens = np.ones(seqs, np.int64)
    budget = shape.tokens - seqs
    for s in rng.permutation(seqs):
        if budget > 0 and rng.random() < 0.3:  # a prefill chunk
            extra = int(rng.integers(0, min(budget, context - 1) + 1))
            q_lens[s] += extra
            budget -= extra
    kv_lens = np.array([int(rng.integers(q, context + 1)) for q in q_lens], np.int64)
    return Batch(kv_lens.astype(np.int32), q_lens.astype(np.int32))


def _vllm_mask(mask: MaskKind) -> MaskKind | None:
    """The mask vLLM's TPU v3 kernel walks for ``mask``: from a sliding window's first page (a
    chunk is passed to it as a window, as Llama 4 is served); from page 0 for anything else."""
    if isinstance(mask, SlidingWindow):
        return mask
    if isinstance(mask, ChunkedCausal):
        return SlidingWindow(kind="sliding_window", size=mask.chunk)
    return None


def pages_fetched(contract: ServingContract, batch: Batch) -> dict[str, int]:
    """KV pages (each holding every kv head) the batch step fetches: by this kernel's walk, by
    JAX's (page 0 to ``kv_len`` for every query block) and by vLLM's TPU v3 walk."""
    shape = contract.shape
    padded = np.zeros(shape.max_seqs, np.int32)
    kv_lens, q_lens = padded.copy(), padded.copy()
    kv_lens[: len(batch.kv_lens)], q_lens[: len(batch.q_lens)] = batch.kv_lens, batch.q_lens
    cu_q_lens = jnp.asarray(np.concatenate([[0], np.cumsum(q_lens)]), jnp.int32)
    arrays = (jnp.asarray(kv_lens), cu_q_lens, jnp.array([len(batch.kv_lens)], jnp.int32))
    static: dict[str, Any] = {"tokens": shape.tokens, "block_q": contract.block_q, "page_size": shape.page_size}
    walk = lambda mask: int(plan_walk(mask, *arrays, pages_per_block=1, **static).pages_fetched().sum())
    theirs = int(full_walk_pages(*arrays, **static).sum())
    vllm = _vllm_mask(contract.kernel_mask)
    return {"ours": walk(contract.kernel_mask), "jax": theirs,
            "vllm_v3": theirs if vllm is None else walk(serving_mask(vllm, shape.context))}


def scalar_prefetch_bytes(contract: ServingContract) -> dict[str, int]:
    """SMEM each kernel asks for: both prefetch ``kv_lens`` and the page table; ours adds its walk
    (per work item its sequence, first position and rows, and per interval slot its first and
    last page and kv steps), JAX's ``cu_q_lens``, its sequence buffer index and ``num_seqs``."""
    shape = contract.shape
    tables = shape.max_seqs + shape.max_seqs * shape.pages_per_seq
    slots = len(contract.kernel_mask.kv_intervals(np.zeros(1, np.int64), np.zeros(1, np.int64)))
    return {"ours": 4 * (tables + contract.work_items * (3 + 3 * slots)), "jax": 4 * (tables + shape.max_seqs + 1 + 2 + 1)}


def batch_arrays(contract: ServingContract, batch: Batch, rng: np.random.Generator, context: int):
    """The kernel's six arguments for ``batch`` (pages of each sequence scattered over the cache
    in random order; float32 values, cast to the contract's dtype by the caller) and sinks."""
    shape = contract.shape
    pages_per_seq = -(-context // shape.page_size)
    tokens = int(batch.q_lens.sum())
    kv_lens = np.zeros(shape.max_seqs, np.int32)
    kv_lens[: len(batch.kv_lens)] = batch.kv_lens
    cu_q_lens = np.full(shape.max_seqs + 1, tokens, np.int32)
    cu_q_lens[: len(batch.q_lens) + 1] = batch.cu_q_lens
    pages = shape.max_seqs * pages_per_seq
    page_indices = rng.permutation(pages).reshape(shape.max_seqs, pages_per_seq).astype(np.int32)
    q = rng.standard_normal((tokens, shape.num_heads, shape.head_dim))
    kv_pages = rng.standard_normal((pages, shape.page_size, 2 * shape.kv_heads, shape.head_dim))
    sinks = rng.standard_normal(shape.num_heads) if contract.sinks else None
    return (q, kv_pages, kv_lens, page_indices, cu_q_lens, np.array([len(batch.kv_lens)], np.int32)), sinks


def max_error(contract: ServingContract, batch: Batch, rng: np.random.Generator, context: int) -> float:
    """Largest absolute difference between the kernel (JAX's TPU interpreter off a TPU) and the
    float64 reference on one random batch of kv length at most ``context``."""
    (q, kv_pages, *tables), sinks = batch_arrays(contract, batch, rng, context)
    dtype = jnp.dtype(contract.shape.dtype)
    q, kv_pages = (jnp.asarray(x, dtype) for x in (q, kv_pages))
    options: dict[str, Any] = {"sm_scale": contract.sm_scale, "soft_cap": contract.softcap, "mask": contract.kernel_mask}
    got = ragged_paged_attention(q, kv_pages, *(jnp.asarray(t) for t in tables), num_queries_per_block=contract.block_q,
                                 num_kv_pages_per_block=min(contract.kv_pages_per_block, -(-context // contract.shape.page_size)),
                                 sinks=None if sinks is None else jnp.asarray(sinks, jnp.float32), **options)
    want = ragged_paged_attention_reference(np.asarray(q, np.float64), np.asarray(kv_pages, np.float64), *tables,
                                            sinks=sinks, **options)
    tokens = int(tables[2][-1])
    return float(np.max(np.abs(np.asarray(got, np.float64)[:tokens] - want[:tokens]), initial=0.0))
