"""Matmul FLOPs of a plan's visited tiles, against dense attention and as a backend's program
computes them (its kernels' products: a dq kernel of its own recomputes the scores and dP)."""

from __future__ import annotations

import math

from pydantic import BaseModel

from sparse_cli.backends import Backend
from sparse_cli.contract import PASSES, MaskContract
from sparse_cli.planner.work import DKV_MATMULS, DQ_MATMULS, FWD_MATMULS, kernel_matmuls, matmul_flops


class Flops(BaseModel):
    """Matmul FLOPs of the plan's visited tiles against dense attention (each product once), and
    of the program that runs (``program_*``: the products its kernels run at the tiles they
    visit; the dense backend computes every tile)."""

    fwd_dense: int
    fwd_sparse: int
    bwd_dense: int
    bwd_sparse: int
    sparse_fraction: float
    backend: str | None
    fwd_program: int
    bwd_program: int
    program_fraction: float


def flops(contract: MaskContract, visited_tiles: dict[str, int], backend: Backend | None, examples: int = 1) -> Flops:
    """Matmul FLOPs (2 per multiply-add) of each pass's visited tiles (``"fwd"``, ``"dq"``,
    ``"dkv"``; over ``examples`` examples) against dense attention of as many, and of
    ``backend``'s program (None: no program runs; the sparse figures then). A sparse backend's
    backward runs its kernels' products (``planner.work.kernel_matmuls``): 7 per tile pair where
    dq has a kernel of its own (each backward kernel recomputes the scores, dq's recomputes dP),
    5 where the dK/dV kernel computes dq too."""
    shape = contract.shape
    fwd_per_pair, dq_per_pair, dkv_per_pair = (matmul_flops(shape, m) for m in (FWD_MATMULS, DQ_MATMULS, DKV_MATMULS))
    dense_pairs = shape.q_len * shape.kv_len * shape.num_heads * examples
    pairs = {name: visited_tiles[name] * math.prod(contract.blocks.of(name)) for name in PASSES}
    dense = backend is not None and backend.computes_every_tile
    fwd_program = dense_pairs if dense else pairs["fwd"]
    bwd_sparse = dq_per_pair * pairs["dq"] + dkv_per_pair * pairs["dkv"]
    bwd_dense = (dq_per_pair + dkv_per_pair) * dense_pairs
    if backend is None or dense:
        bwd_program = bwd_dense if dense else bwd_sparse
    else:
        fused = backend.computes_dq_with_dkv(contract)
        bwd_program = matmul_flops(shape, kernel_matmuls("dkv", fused)) * pairs["dkv"]
        bwd_program += 0 if fused else matmul_flops(shape, kernel_matmuls("dq")) * pairs["dq"]
    return Flops(
        fwd_dense=fwd_per_pair * dense_pairs,
        fwd_sparse=fwd_per_pair * pairs["fwd"],
        bwd_dense=bwd_dense,
        bwd_sparse=bwd_sparse,
        sparse_fraction=pairs["fwd"] / dense_pairs,
        backend=backend.name if backend is not None else None,
        fwd_program=fwd_per_pair * fwd_program,
        bwd_program=bwd_program,
        program_fraction=fwd_program / dense_pairs,
    )
