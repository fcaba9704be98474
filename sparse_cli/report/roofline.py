"""A roofline model of a plan on each TPU target: what to expect before renting one.

A model, never a measurement: one TensorCore runs a pass in at least the longer of its matmul
time (the program's FLOPs at the chip's peak bf16 rate) and its HBM time (the bytes the pass
moves at the chip's bandwidth), plus a fixed cost per grid step (one per output block for the
pallas kernels, whose tiles are a loop inside the step: a tile's DMA issue and wait are
assumed hidden behind the tile before it, not measured). The bytes are those of the
kernels' fetch pattern: each visited tile brings in the block it pairs with (K and V in the
forward and dq passes, Q and dO in the dK/dV pass) and, when partial, its int8 mask block; each
row reads and writes its own blocks once. Where the dK/dV kernel computes dq too
(``Backend.computes_dq_with_dkv``), there is no dq pass and dq moves as that backend moves it
(``Backend.dq_bytes_with_dkv``: pallas reads and writes each tile's float32 dq block; Splash's
fused kernel writes a partial per step, summed after). Chip figures come from ``targets``.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel

from sparse_cli.backends import backend_named
from sparse_cli.planner.plan import Plan
from sparse_cli.targets import TARGETS

#: Assumed fixed cost of one grid step (pipeline bookkeeping, its blocks' DMA issue) on any TPU generation.
STEP_OVERHEAD_S = 0.35e-6
#: Bytes of the float32 row statistics a pass keeps per query (log-sum-exp; dq's delta).
ROW_STAT_BYTES = 4


class PassEstimate(BaseModel):
    compute_s: float
    memory_s: float
    overhead_s: float
    seconds: float  # max(compute, memory) + overhead
    bound: Literal["compute", "memory", "overhead"]


class Roofline(BaseModel):
    """Modelled time of one TensorCore running the plan's program on ``target``."""

    target: str
    chip: str
    forward: PassEstimate
    backward: PassEstimate  # dq and dK/dV passes together


def _estimate(flops: float, hbm_bytes: float, steps: int, chip) -> PassEstimate:
    compute, memory, overhead = flops / chip.bf16_flops_per_second, hbm_bytes / chip.hbm_bytes_per_second, steps * STEP_OVERHEAD_S
    parts = {"compute": compute, "memory": memory, "overhead": overhead}
    return PassEstimate(compute_s=compute, memory_s=memory, overhead_s=overhead,
                        seconds=max(compute, memory) + overhead, bound=max(parts, key=parts.__getitem__))


def roofline(plan: Plan, program: Any) -> Roofline:
    """The model for ``plan``'s ``program`` (a ``program.ProgramReport``) on the contract's
    target (another chip's: ``program.on_target``). A program that computes every tile (the
    dense backend) is one XLA computation: every tile's FLOPs and blocks, no grid steps."""
    c, s = plan.contract, plan.stats
    target, chip = c.target, TARGETS[c.target]
    itemsize = 4 if c.shape.dtype == "float32" else 2
    d, dv, heads = c.shape.head_dim, c.shape.value_dim, c.shape.num_heads
    dense = program.backend is not None and backend_named(program.backend).computes_every_tile

    def traffic(name: str) -> tuple[int, int, int, int, int]:
        """Per pass: visited tiles, partial tiles, grid steps, and the q and kv blocks' rows."""
        p = s.passes[name]
        if dense:  # every tile, no masks fetched, no grid
            return p.q_blocks * p.kv_blocks * heads, 0, 0, p.q_blocks * heads, p.kv_blocks * heads
        return p.visited_tiles, p.partial_tiles, program.passes[name].grid_steps, p.q_blocks * heads, p.kv_blocks * heads

    def sizes(name: str) -> tuple[int, int, int, int]:
        """Bytes of one q block and its row of values (Q and O), of one kv block and its values
        (K and V), of one mask block and of one q block's row statistics."""
        bq, bkv = c.blocks.of(name)
        return bq * (d + dv) * itemsize, bkv * (d + dv) * itemsize, bq * bkv, bq * ROW_STAT_BYTES

    visited, partial, fwd_steps, q_rows, _ = traffic("fwd")
    q_and_o, k_and_v, mask_block, stats = sizes("fwd")
    fwd_bytes = visited * k_and_v + partial * mask_block + q_rows * (q_and_o + stats)  # K, V; masks; Q in, O out
    visited, partial, dq_steps, q_rows, _ = traffic("dq")
    q_and_o, k_and_v, mask_block, stats = sizes("dq")
    q_block = c.blocks.of("dq")[0] * d * itemsize
    dq_bytes = visited * k_and_v + partial * mask_block + q_rows * (q_and_o + q_block + 2 * stats)  # Q, dO in, dQ out
    visited, partial, dkv_steps, _, kv_rows = traffic("dkv")
    q_and_o, k_and_v, mask_block, stats = sizes("dkv")
    dkv_bytes = visited * (q_and_o + 2 * stats) + partial * mask_block + kv_rows * 2 * k_and_v  # Q, dO; K, V in, dK, dV out
    backend = backend_named(program.backend) if program.backend is not None else None
    if backend is not None and backend.computes_dq_with_dkv(c):
        dq_bytes = backend.dq_bytes_with_dkv(c, visited, dkv_steps)  # no dq pass (its program has no steps): the dK/dV kernel's dq traffic
    return Roofline(
        target=target,
        chip=chip.marketing,
        forward=_estimate(program.flops.fwd_program, fwd_bytes, fwd_steps, chip),
        backward=_estimate(program.flops.bwd_program, dq_bytes + dkv_bytes, dq_steps + dkv_steps, chip),
    )
