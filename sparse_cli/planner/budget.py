"""Static stage 3: what a plan costs — SMEM against the target's budget, bytes and FLOPs.

The verdict is computed per kernel launch (the forward/dq launches share one set of arrays;
the dK/dV launch has its own) because each launch must fit its scalar prefetch in SMEM alone.
"""

from __future__ import annotations

import math

from pydantic import BaseModel

from sparse_cli.planner.worklists import Worklists

MiB = 1 << 20

#: SMEM per TensorCore by TPU generation, as in JAX's own chip table
#: (``jax._src.pallas.mosaic.tpu_info``, jax 0.10.2). One launch's scalar-prefetch arrays must
#: fit; the kernel's own scalars need a little more. Override with ``--smem-budget``.
SMEM_BUDGET_BYTES = {"v4": MiB, "v5e": MiB, "v5p": MiB, "v6e": MiB}

#: Matmuls per score tile: forward S=QK^T and O=PV; backward recomputes S and does dP, dV, dQ, dK.
FWD_MATMULS, BWD_MATMULS = 2, 5


class SmemVerdict(BaseModel):
    budget_bytes: int
    fwd_bytes: int
    dkv_bytes: int
    fits: bool
    advice: list[str]


class HeadStats(BaseModel):
    head: int
    mask: int  # index of the head's distinct mask
    description: str
    empty: int
    partial: int
    full: int
    block_density: float  # non-empty tiles / all tiles
    token_density: float  # attended token pairs / (q_len * kv_len)


class Flops(BaseModel):
    fwd_dense: int
    fwd_sparse: int
    bwd_dense: int
    bwd_sparse: int
    sparse_fraction: float


class PlanStats(BaseModel):
    num_q_blocks: int
    num_kv_blocks: int
    grid_width_fwd: int
    grid_width_dkv: int
    distinct_masks: int
    stored_partial_blocks: int
    block_density: float
    token_density: float
    metadata_bytes: int
    smem: SmemVerdict
    flops: Flops
    heads: list[HeadStats]


def _overflow_advice(name: str, wl: Worklists, budget: int, block_q: int, block_kv: int) -> list[str]:
    """Concrete ways to bring one launch's scalar prefetch under the budget."""
    used = wl.smem_bytes
    heads, rows, width = wl.block_mask.shape
    step_bytes = used // (heads * rows * width)
    advice = []
    rows_per_launch = budget // (heads * width * step_bytes)
    if rows_per_launch >= 1:
        launches = math.ceil(rows / rows_per_launch)
        advice.append(f"{name}: split into {launches} launches of at most {rows_per_launch} block rows each")
    if heads > 1:
        head_bytes = used // heads
        if head_bytes <= budget:
            launches = math.ceil(heads / (budget // head_bytes))
            advice.append(f"{name}: split the {heads} heads over {launches} launches")
        advice.append(f"{name}: one shared mask for all heads would need {used // heads:,} bytes")
    scale = 2 ** math.ceil(math.log2(math.sqrt(used / budget)))
    advice.append(
        f"{name}: blocks of {block_q * scale}x{block_kv * scale} would cut the step arrays "
        f"by about {scale * scale}x"
    )
    return advice


def smem_verdict(fwd: Worklists, dkv: Worklists, budget: int, block_q: int, block_kv: int) -> SmemVerdict:
    advice = []
    for name, wl in (("fwd/dq", fwd), ("dkv", dkv)):
        if wl.smem_bytes > budget:
            advice += _overflow_advice(name, wl, budget, block_q, block_kv)
    return SmemVerdict(
        budget_bytes=budget,
        fwd_bytes=fwd.smem_bytes,
        dkv_bytes=dkv.smem_bytes,
        fits=not advice,
        advice=advice,
    )


def flops(visited_tiles: int, block_q: int, block_kv: int, q_len: int, kv_len: int, num_heads: int, head_dim: int) -> Flops:
    """Matmul FLOPs (2 per multiply-add) of the visited tiles against dense attention."""
    per_pair = 2 * head_dim
    dense_pairs = q_len * kv_len * num_heads
    sparse_pairs = visited_tiles * block_q * block_kv
    return Flops(
        fwd_dense=FWD_MATMULS * per_pair * dense_pairs,
        fwd_sparse=FWD_MATMULS * per_pair * sparse_pairs,
        bwd_dense=BWD_MATMULS * per_pair * dense_pairs,
        bwd_sparse=BWD_MATMULS * per_pair * sparse_pairs,
        sparse_fraction=sparse_pairs / dense_pairs,
    )
