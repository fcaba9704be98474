"""What ``classify``, ``verify`` and ``run`` measure of a serving contract: random ragged batches
of its static shape (with their sinks and draft trees), the KV pages each walk fetches for them
(ours, JAX's, vLLM's TPU v3), the scalar-prefetched bytes of both kernels, our kernel against
the float64 reference, and timed runs of one compiled program."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

from sparse_cli.contract.serving import ServingContract, serving_mask
from sparse_cli.masks import BlockClass, ChunkedCausal, MaskKind, SlidingWindow
from sparse_cli.serving.kernel import contract_program
from sparse_cli.serving.layout import contract_layout
from sparse_cli.serving.plan import SEQUENCE_TABLES, full_walk_pages, plan_walk
from sparse_cli.serving.reference import ragged_paged_attention_reference

#: Largest error against the float64 reference that passes, by dtype (online softmax in float32;
#: bfloat16 inputs round each probability before the value matmul).
TOLERANCE = {"float32": 2e-5, "bfloat16": 3e-2}


@dataclasses.dataclass(frozen=True)
class Batch:
    """One ragged batch: per sequence its kv length and query count (decodes have 1)."""

    kv_lens: np.ndarray
    q_lens: np.ndarray

    def padded(self, max_seqs: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(kv_lens, cu_q_lens, num_seqs)`` as the kernel takes them, ``max_seqs`` slots (the
        unused ones empty)."""
        seqs = len(self.kv_lens)
        kv_lens = np.zeros(max_seqs, np.int32)
        kv_lens[:seqs] = self.kv_lens
        cu_q_lens = np.full(max_seqs + 1, int(self.q_lens.sum()), np.int32)
        cu_q_lens[1: seqs + 1] = np.cumsum(self.q_lens)
        cu_q_lens[0] = 0
        return kv_lens, cu_q_lens, np.array([seqs], np.int32)


def scattered_pages(rng: np.random.Generator, max_seqs: int, pages_per_seq: int, live: int | None = None) -> np.ndarray:
    """A page table ``[max_seqs, pages_per_seq]`` whose first ``live`` sequences (default all)
    own a cache of that many sequences' pages, in random order (the others' rows point at page 0)."""
    live = max_seqs if live is None else live
    table = np.zeros((max_seqs, pages_per_seq), np.int32)
    table[:live] = rng.permutation(live * pages_per_seq).reshape(live, pages_per_seq)
    return table


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


def page_counter(contract: ServingContract) -> Callable[[Batch], dict[str, int]]:
    """The KV pages (each holding every kv head) a batch step fetches, as a function of the
    batch: by this kernel's walk, by JAX's (page 0 to ``kv_len`` for every query block) and by
    vLLM's TPU v3 walk. One compiled program serves every batch it is given (run op by op, the
    walks dispatched some 4,000 operations a batch: ``classify`` of a small contract took 20 s)."""
    shape = contract.shape
    static: dict[str, Any] = {"tokens": shape.tokens, "block_q": contract.block_q, "page_size": shape.page_size}
    vllm = _vllm_mask(contract.kernel_mask)

    @jax.jit
    def count(*arrays):
        walk = lambda mask: plan_walk(mask, *arrays, pages_per_block=1, **static).pages_fetched().sum()
        theirs = full_walk_pages(*arrays, **static).sum()
        return walk(contract.kernel_mask), theirs, theirs if vllm is None else walk(serving_mask(vllm, shape.context))

    def counted(batch: Batch) -> dict[str, int]:
        ours, jax_walk, vllm_v3 = count(*(jnp.asarray(a) for a in batch.padded(shape.max_seqs)))
        return {"ours": int(ours), "jax": int(jax_walk), "vllm_v3": int(vllm_v3)}

    return counted


def decode_step(contract: ServingContract) -> Batch:
    """The batch a step's cost is quoted for: every sequence (``max_seqs``, at most ``tokens``)
    decoding one token at the full context."""
    seqs = min(contract.shape.max_seqs, contract.shape.tokens)
    return Batch(np.full(seqs, contract.shape.context, np.int32), np.ones(seqs, np.int32))


@dataclasses.dataclass(frozen=True)
class WalkWork:
    """What the kernel's grid does for one batch: its work items (the grid's steps), the blocks
    of pages their walks fold, how many of those are not whole (the masked path), and one
    block's multiply-adds (both matmuls, every kv head)."""

    items: int
    blocks: int
    partial_blocks: int
    block_multiply_adds: int


def walk_work(contract: ServingContract, batch: Batch) -> WalkWork:
    """The kernel's work for ``batch``: its planned walk, each block classed as the kernel
    classes it (the mask's ``classify`` over the block's written keys; whole when ``FULL`` and
    every key is written)."""
    shape = contract.shape
    block_q = min(contract.block_q, shape.tokens)
    pages_per_block = contract.kv_pages_per_block
    kv_lens, cu_q_lens, num_seqs = batch.padded(shape.max_seqs)
    walk = plan_walk(contract.kernel_mask, jnp.asarray(kv_lens), jnp.asarray(cu_q_lens), jnp.asarray(num_seqs), tokens=shape.tokens,
                     block_q=block_q, page_size=shape.page_size, pages_per_block=pages_per_block)
    seq, q_pos, rows = (np.asarray(x) for x in (walk.seq, walk.q_pos, walk.rows))
    starts, ends, blocks = (np.asarray(x).reshape(len(seq), walk.slots) for x in (walk.page_start, walk.page_end, walk.blocks))
    item, slot = np.nonzero(blocks)
    count = blocks[item, slot]
    item, start, end = (np.repeat(x, count) for x in (item, starts[item, slot], ends[item, slot]))
    step = np.arange(len(item)) - np.repeat(np.cumsum(count) - count, count)
    first = (start + step * pages_per_block) * shape.page_size
    valid_end = np.minimum(np.minimum(start + (step + 1) * pages_per_block, end) * shape.page_size, kv_lens[seq[item]])
    block_tokens = pages_per_block * shape.page_size
    cls = np.asarray(contract.kernel_mask.classify(q_pos[item], q_pos[item] + rows[item] - 1, first, valid_end - 1))
    whole = (cls == BlockClass.FULL) & (valid_end == first + block_tokens)
    layout = contract_layout(contract)
    group = shape.num_heads // shape.kv_heads
    return WalkWork(items=len(seq), blocks=len(item), partial_blocks=int((~whole).sum()),
                    block_multiply_adds=shape.kv_heads * block_q * group * block_tokens * 2 * layout.width)


def scalar_prefetch_bytes(contract: ServingContract) -> dict[str, int]:
    """SMEM each kernel asks for: both prefetch ``kv_lens`` and the page table; ours adds three
    more per-sequence tables (``plan.SEQUENCE_TABLES``: each work item derives its walk from
    them), JAX's ``cu_q_lens``, its sequence buffer index and ``num_seqs``."""
    shape = contract.shape
    tables = shape.max_seqs + shape.max_seqs * shape.pages_per_seq
    return {"ours": 4 * (tables + (len(SEQUENCE_TABLES) - 1) * shape.max_seqs), "jax": 4 * (tables + shape.max_seqs + 1 + 2 + 1)}


def scalar_prefetch_operands(contract: ServingContract) -> int:
    """The scalar-prefetch operands of our kernel (``scalar_prefetch_bytes``): the batch's
    per-sequence tables and the page table."""
    return len(SEQUENCE_TABLES) + 1


def random_tree(rng: np.random.Generator, size: int) -> np.ndarray:
    """``[size, size]``: token ``i`` of a random draft tree sees itself and its ancestors (each
    token's parent comes before it)."""
    tree = np.eye(size, dtype=bool)
    for i in range(1, size):
        tree[i] |= tree[int(rng.integers(0, i))]
    return tree


@dataclasses.dataclass(frozen=True)
class Extras:
    """The per-call inputs a contract may add to the six arrays: sinks and a draft tree."""

    sinks: np.ndarray | None
    draft_tree: np.ndarray | None

    @staticmethod
    def draw(contract: ServingContract, batch: Batch, rng: np.random.Generator, tokens: int) -> Extras:
        """Random sinks, and a random draft tree over the new tokens of each sequence that has
        at most ``max_draft`` of them (the others' rows all true: they follow the mask)."""
        sinks = rng.standard_normal(contract.shape.num_heads) if contract.sinks else None
        tree = None
        if contract.max_draft:
            tree = np.ones((tokens, contract.max_draft), bool)
            for start, q_len in zip(batch.padded(contract.shape.max_seqs)[1], batch.q_lens):
                if q_len <= contract.max_draft:
                    tree[start: start + q_len, :q_len] = random_tree(rng, int(q_len))
        return Extras(sinks, tree)

    def arrays(self) -> tuple:
        """As the program takes them, after the six arrays (``kernel.abstract_arguments``)."""
        return tuple(jnp.asarray(x, jnp.float32 if x.dtype.kind == "f" else x.dtype) for x in (self.sinks, self.draft_tree)
                     if x is not None)


def batch_arrays(contract: ServingContract, batch: Batch, rng: np.random.Generator, context: int):
    """The kernel's six arguments for ``batch`` (a cache of its sequences' pages, scattered in
    random order; float64 values, cast to the contract's dtype by the caller) and its extras."""
    shape = contract.shape
    pages_per_seq = -(-context // shape.page_size)
    kv_lens, cu_q_lens, num_seqs = batch.padded(shape.max_seqs)
    live = len(batch.kv_lens)
    page_indices = scattered_pages(rng, shape.max_seqs, pages_per_seq, live)
    tokens = int(batch.q_lens.sum())
    q = rng.standard_normal((tokens, shape.num_heads, shape.head_dim))
    kv_pages = rng.standard_normal(contract_layout(contract).cache_shape(live * pages_per_seq, shape.page_size))
    return (q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs), Extras.draw(contract, batch, rng, tokens)


def shortened(contract: ServingContract, context: int) -> ServingContract:
    """``contract`` with sequences of at most ``context`` tokens (what the interpreter checks)."""
    shape = contract.shape.model_copy(update={"context": -(-context // contract.shape.page_size) * contract.shape.page_size})
    pages = None if contract.pages_per_block is None else min(contract.pages_per_block, shape.pages_per_seq)
    return contract.model_copy(update={"shape": shape, "pages_per_block": pages})


def max_error(contract: ServingContract, batch: Batch, rng: np.random.Generator, context: int) -> float:
    """Largest absolute difference between the kernel (JAX's TPU interpreter off a TPU) and the
    float64 reference on one random batch of kv length at most ``context``."""
    checked = shortened(contract, context)
    (q, kv_pages, *tables), extras = batch_arrays(checked, batch, rng, context)
    dtype = jnp.dtype(contract.shape.dtype)
    q, kv_pages = (jnp.asarray(x, dtype) for x in (q, kv_pages))
    arrays = (q, kv_pages, *(jnp.asarray(t) for t in tables))
    got = contract_program(checked, interpret=None)(*arrays, *extras.arrays())
    want = ragged_paged_attention_reference(np.asarray(q, np.float64), np.asarray(kv_pages, np.float64), *tables,
                                            sinks=extras.sinks, draft_tree=extras.draft_tree, sm_scale=contract.sm_scale,
                                            soft_cap=contract.softcap, mask=contract.kernel_mask)
    tokens = int(tables[2][-1])
    return float(np.max(np.abs(np.asarray(got, np.float64)[:tokens] - want[:tokens]), initial=0.0))


@dataclasses.dataclass(frozen=True)
class Timed:
    """``run`` of a serving contract: where it ran, step times, compilations, pages and kernels."""

    execution: str  # "native" on a TPU, "interpret" (JAX's TPU interpreter) elsewhere
    device: str
    seconds: list[float]  # per timed step
    compilations: int  # of the serving program over every step (once is right)
    pages: list[dict[str, int]]  # per timed step: page_counter's
    kernels: list[str]  # Pallas kernels in the lowered program (the receipt)
    evidence: str  # where the kernel names were read


def cache_elements(contract: ServingContract) -> int:
    """Elements of the queries and of a cache of ``max_seqs`` full sequences: what ``run`` holds."""
    shape = contract.shape
    return shape.max_seqs * shape.context * 2 * shape.kv_heads * shape.head_dim + shape.tokens * shape.num_heads * shape.head_dim


def fitting_context(contract: ServingContract, limit: int) -> int | None:
    """The longest context, in whole pages (at most the contract's), at which ``cache_elements``
    stays within ``limit``; None when not even one page fits (the queries alone, or one page of
    every sequence, are too many: fewer sequences, heads or dimensions are the way out)."""
    shape = contract.shape
    room = limit - shape.tokens * shape.num_heads * shape.head_dim
    pages = max(room, 0) // (shape.max_seqs * shape.page_size * 2 * shape.kv_heads * shape.head_dim)
    return min(pages * shape.page_size, shape.context) if pages else None


def timed_run(contract: ServingContract, steps: int, warmup: int, seed: int, advance=lambda done: None) -> Timed:
    """``warmup + steps`` random batches of the contract's static shape through one jitted
    serving program (a cache of ``max_seqs`` full sequences, pages in random order), timing the
    last ``steps``; compilations are counted from JAX's own events."""
    import time

    import jax

    from sparse_cli.lowered import kernels_in

    shape = contract.shape
    native = jax.default_backend() == "tpu"
    program = jax.jit(contract_program(contract, interpret=None))
    rng = np.random.default_rng(seed)
    key = jax.random.PRNGKey(seed)
    dtype = jnp.dtype(shape.dtype)
    pages = shape.max_seqs * shape.pages_per_seq
    q = jax.random.normal(key, (shape.tokens, shape.num_heads, shape.head_dim), dtype)
    kv_pages = jax.random.normal(jax.random.fold_in(key, 1), contract_layout(contract).cache_shape(pages, shape.page_size), dtype)
    compiles = []

    def listen(event: str, duration_secs: float, **fields: str | int) -> None:
        if event == "/jax/core/compile/backend_compile_duration":
            compiles.append(fields.get("fun_name"))

    def arrays(batch: Batch):
        kv_lens, cu_q_lens, num_seqs = batch.padded(shape.max_seqs)
        page_indices = scattered_pages(rng, shape.max_seqs, shape.pages_per_seq)
        extras = Extras.draw(contract, batch, rng, shape.tokens).arrays()
        return (q, kv_pages, *(jnp.asarray(a) for a in (kv_lens, page_indices, cu_q_lens, num_seqs)), *extras)

    seconds, fetched = [], []
    count_pages = page_counter(contract)
    jax.monitoring.register_event_duration_secs_listener(listen)
    try:
        batch = random_batch(contract, rng)
        kernels, evidence = kernels_in(program.lower(*arrays(batch)).as_text(debug_info=True))
        for step in range(warmup + steps + 1):  # the first call compiles
            batch = random_batch(contract, rng)
            inputs = arrays(batch)
            started = time.perf_counter()
            program(*inputs).block_until_ready()
            if step > warmup:
                seconds.append(time.perf_counter() - started)
                fetched.append(count_pages(batch))
                advance(len(seconds))
    finally:
        jax.monitoring.unregister_event_duration_listener(listen)
    return Timed(execution="native" if native else "interpret", device=str(jax.devices()[0].device_kind),
                 seconds=seconds, compilations=sum(name in ("program", "jit(program)") for name in compiles), pages=fetched,
                 kernels=kernels, evidence=evidence)
