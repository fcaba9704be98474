"""The peers of ``sparse_cli.serving`` as the serving bench compiles them: JAX's
``ragged_paged_attention`` and tpu-inference's RPA v3 (when importable), each a function of our
contract's arrays, and what its loops run for a batch — so that its final schedule (libtpu's
dump) gives its scheduled cycles per batch step by the same rule as ours.

The rule (``chain_cycles``): every computation outside the kernels counts once; a grid of
constant trips counts each real step at its longest path and each extra pipeline step at its
shortest; a loop of run-time length holding MXU work counts, per iteration the batch makes, its
longest path with the next such loop inside it priced apart (constant loops inside at their
trips). Ours is counted by ``sparse_cli.audit.cycles`` (``compile --schedule``), which applies
the same rule with a full and a partial tile told apart.
"""

from __future__ import annotations

import functools
import importlib.util

import numpy as np

from sparse_cli.audit.schedule import KernelSchedule, Loop


def chain_cycles(k: KernelSchedule, grid_steps: int | None, visits: list[int]) -> float:
    """Scheduled cycles of kernel ``k`` when its loops of run-time length holding MXU work
    (outermost first) iterate ``visits`` times in all; ``grid_steps``: real steps of its grid
    loop (None: no grid loop)."""
    dynamic = sorted((loop for loop in k.loops if loop.trips is None and k.mxu_slots(loop.first, loop.latch)),
                     key=lambda loop: loop.depth)
    if len(dynamic) != len(visits):
        raise ValueError(f"{k.name}: {len(dynamic)} loops of run-time length hold MXU work, {len(visits)} visit counts given")
    held = set(dynamic)
    end = len(k.bundles) - 1
    grid = next((loop for loop in k.nested(-1, end) if loop.trips is not None and k.mxu_slots(loop.first, loop.latch)), None)
    if grid is None or grid_steps is None:
        total = _longest(k, 0, end, held)
    else:
        stage = k.path(grid.first, grid.latch, longest=False, inner=dict.fromkeys(k.nested(grid.first, grid.latch), 0.0)) or 0.0
        outside = k.path(0, end, longest=True, inner={grid: 0.0}) or 0.0
        total = outside + (grid.trips - grid_steps) * stage + grid_steps * _longest(k, grid.first, grid.latch, held)
    return total + sum(count * _longest(k, loop.first, loop.latch, held) for loop, count in zip(dynamic, visits))


def _longest(k: KernelSchedule, first: int, last: int, held: set[Loop]) -> float:
    """The longest path through ``first..last``: loops in ``held`` priced 0, others at their
    trips times this same path through their bodies."""
    inner = {loop: 0.0 if loop in held else (loop.trips or 1) * _longest(k, loop.first, loop.latch, held)
             for loop in k.nested(first, last)}
    return k.path(first, last, longest=True, inner=inner) or 0.0


def jax_program(contract, window: int | None):
    """JAX's kernel on our contract's first six arrays, at our block sizes (its own defaults
    need a TPU to look up)."""
    from jax.experimental.pallas.ops.tpu.ragged_paged_attention import kernel as jax_rpa

    call = functools.partial(jax_rpa.ragged_paged_attention, sm_scale=contract.sm_scale, sliding_window=window,
                             soft_cap=contract.softcap, num_kv_pages_per_block=contract.kv_pages_per_block,
                             num_queries_per_block=min(contract.block_q, contract.shape.tokens))
    return lambda *arrays: call(*arrays[:6])


def jax_visits(contract, kv_lens: np.ndarray, q_lens: np.ndarray) -> tuple[int, list[int]]:
    """JAX's grid steps and the iterations of its sequence and kv-block loops for one batch:
    each query block (per block of heads) walks every sequence it holds from kv block 0."""
    from jax.experimental.pallas.ops.tpu.ragged_paged_attention import kernel as jax_rpa

    shape = contract.shape
    q_heads_per_block, _ = jax_rpa.get_min_heads_per_blk(shape.num_heads, 2 * shape.kv_heads, shape.dtype, shape.dtype)
    head_blocks = shape.num_heads // q_heads_per_block
    block_q = min(contract.block_q, shape.tokens)
    block_kv = contract.kv_pages_per_block * shape.page_size
    ends = np.cumsum(q_lens)
    seqs = kv = 0
    for first in range(0, int(ends[-1]), block_q):
        held = np.flatnonzero((ends - q_lens < first + block_q) & (ends > first))
        seqs += len(held)
        kv += int(sum(-(-kv_lens[s] // block_kv) for s in held))
    return head_blocks * -(-shape.tokens // block_q), [head_blocks * seqs, head_blocks * kv]


def v3_available() -> bool:
    return importlib.util.find_spec("tpu_inference") is not None


def v3_program(contract, window: int | None, sharding):
    """tpu-inference's RPA v3 (``kernel_hd64`` at head_dim 64, with the contract's sinks) on our
    contract's shapes: ``(program, arguments)`` — its own cache layout and arguments (a decode
    batch's distribution: every sequence a decode), our block sizes (its defaults need a TPU)."""
    import jax
    import jax.numpy as jnp

    from sparse_cli.serving.layout import vllm_layout

    shape = contract.shape
    block_q, pages = min(contract.block_q, shape.tokens), contract.kv_pages_per_block
    layout = vllm_layout(shape.kv_heads, shape.head_dim, shape.dtype)
    spec = lambda dims, dtype: jax.ShapeDtypeStruct(dims, dtype, sharding=sharding)
    dtype = jnp.dtype(shape.dtype)
    args = [spec((shape.tokens, shape.num_heads, shape.head_dim), dtype), spec((shape.tokens, shape.kv_heads, shape.head_dim), dtype),
            spec((shape.tokens, shape.kv_heads, shape.head_dim), dtype),
            spec(layout.cache_shape(shape.max_seqs * shape.pages_per_seq, shape.page_size), dtype),
            spec((shape.max_seqs,), jnp.int32), spec((shape.max_seqs * shape.pages_per_seq,), jnp.int32),
            spec((shape.max_seqs + 1,), jnp.int32), spec((3,), jnp.int32)]
    options = {"sm_scale": contract.sm_scale, "sliding_window": window, "soft_cap": contract.softcap, "vmem_limit_bytes": 100 * 2**20}
    if shape.head_dim == 64:
        from tpu_inference.kernels.ragged_paged_attention.v3.kernel_hd64 import ragged_paged_attention_hd64 as call
        options.update(num_kv_pages_per_block=pages, num_queries_per_block=block_q)
        if contract.sinks:
            args.append(spec((shape.num_heads,), jnp.float32))
    else:
        from tpu_inference.kernels.ragged_paged_attention.v3.kernel import ragged_paged_attention as call
        sizes = (block_q, pages * shape.page_size) * 2
        options.update(d_block_sizes=sizes, p_block_sizes=sizes, m_block_sizes=sizes)
    return (lambda *arrays: call(*arrays, **options)), tuple(args)  # the output and the written cache
