"""Static stage 3: what a plan costs — SMEM against the target's budget, bytes and FLOPs.

The verdict is computed per kernel launch (the forward and dq passes share one schedule unless
the dq pass has block sizes of its own; the dK/dV pass has its own) because each launch must
fit its scalar prefetch in SMEM alone. A backend that splits a pass into several launches
(pallas) is judged on its largest launch.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from pydantic import BaseModel

from sparse_cli.backends.launches import RESERVE_NOTE, SMEM_RESERVE, KernelLaunch, LaunchArray, fits_smem
from sparse_cli.contract import PASSES, MaskContract, each_pass
from sparse_cli.planner.work import DKV_MATMULS, DQ_MATMULS, FWD_MATMULS, matmul_flops
from sparse_cli.planner.worklists import Worklists
from sparse_cli.targets import TARGETS

if TYPE_CHECKING:
    from sparse_cli.backends.base import Backend


def smem_budget_bytes(contract: MaskContract, override: int | None = None) -> int:
    """SMEM of one launch: the target chip's (``targets``), or ``override`` (``--smem-budget``).
    Its scalar-prefetch arrays may use ``launch_capacity`` of it."""
    return override if override is not None else TARGETS[contract.target].smem_bytes

class SmemVerdict(BaseModel):
    """Scalar memory of the program that runs: the step arrays each launch prefetches, with the
    shapes and dtypes that launch receives (per-batch arrays of runtime contracts included)."""

    backend: str | None  # the program the verdict is about; None: no native program (then pallas's layout)
    budget_bytes: int
    fwd_bytes: int  # the forward pass's largest launch
    dq_bytes: int  # the dq pass's (the forward's arrays unless the dq pass has blocks of its own)
    dkv_bytes: int
    arrays: dict[str, list[LaunchArray]]  # per pass: "fwd/dq" (or "fwd" and "dq"), "dkv": its largest launch's
    launches: dict[str, int]  # per pass, as ``arrays``: how many launches it runs as
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
    """Matmul FLOPs of the plan's visited tiles against dense attention, and of the program
    that runs (``program_*``: the dense backend computes every tile)."""

    fwd_dense: int
    fwd_sparse: int
    bwd_dense: int
    bwd_sparse: int
    sparse_fraction: float
    backend: str | None
    fwd_program: int
    bwd_program: int
    program_fraction: float


class PassStats(BaseModel):
    """One kernel pass: its blocks, block grid over the padded lengths, the steps per row of
    its worklists, its work over all query heads, and the program's grid steps for it."""

    block_q: int
    block_kv: int
    q_blocks: int
    kv_blocks: int
    grid_width: int  # steps per row of the worklists (rows: q blocks; kv blocks for dkv)
    visited_tiles: int
    partial_tiles: int
    empty_rows: int  # rows of all query heads that visit nothing (they still write zeros)
    grid_steps: int  # the native program's grid steps, over all its launches of this pass
    launches: int


class PlanStats(BaseModel):
    backend: str | None  # what runs natively on the target (None: nothing does; see backend_reason)
    backend_reason: str
    num_q_blocks: int  # the forward pass's grid (``passes`` has every pass's)
    num_kv_blocks: int
    passes: dict[str, PassStats]  # "fwd", "dq", "dkv"
    distinct_masks: int
    stored_partial_blocks: int
    block_density: float
    token_density: float
    metadata_bytes: int
    smem: SmemVerdict
    flops: Flops
    heads: list[HeadStats]


def _overflow_advice(name: str, arrays: list[LaunchArray], budget: int, block_q: int, block_kv: int, splits: bool) -> list[str]:
    """Concrete ways to bring one launch's scalar prefetch under the budget (``splits``: the
    program already splits passes into launches, so only larger tiles help)."""
    used = sum(a.bytes for a in arrays)
    advice = [f"{name}: {', '.join(f'{a.name} {human_shape(a)}' for a in arrays)} need {used:,} bytes; "
              f"the budget is {budget:,}, of which {SMEM_RESERVE:,} are the compiler's ({RESERVE_NOTE})"]
    scale = 2 ** math.ceil(math.log2(math.sqrt(used / budget)))
    blocks = (f"{name}: blocks of {block_q * scale}x{block_kv * scale} would cut the step arrays "
              f"by about {scale * scale}x")
    if splits:
        return [*advice, blocks]
    advice.append(f"{name}: backend pallas splits a pass into launches that fit (about {math.ceil(used / budget)} "
                  f"here) and walks visited tiles only")
    heads = arrays[0].shape[0]
    if len(arrays[0].shape) == 3 and heads > 1:  # [H, rows, width] step arrays with a row per head
        advice.append(f"{name}: one shared mask for all heads would need {used // heads:,} bytes")
    return [*advice, blocks]


def human_shape(array: LaunchArray) -> str:
    return f"{array.dtype}[{','.join(map(str, array.shape))}]"


def pass_launches(layout: Backend, contract: MaskContract, worklists: dict[str, Worklists], budget: int) -> dict[str, list[KernelLaunch]]:
    """The launches of ``layout``'s program for each pass with worklists of its own
    (``Plan.worklists``): what the SMEM verdict and the grid-step counts are computed from."""
    return {name: layout.launches(contract, wl, name, budget) for name, wl in worklists.items()}


def smem_verdict(contract: MaskContract, launches: dict[str, list[KernelLaunch]], budget: int, layout: Backend,
                 runs: bool = True) -> SmemVerdict:
    """The SMEM verdict of ``layout``'s program from its ``launches`` per pass
    (``pass_launches``: ``dq`` present only when it has worklists of its own); ``runs=False``
    when no program runs natively (the verdict then describes the layout the contract would need)."""
    launch_name = lambda name: "fwd/dq" if name == "fwd" and "dq" not in launches else name
    largest = {name: max(each, key=lambda launch: launch.smem_bytes) for name, each in launches.items()}
    advice = []
    for name, launch in largest.items():
        if launch.arrays and not fits_smem(launch.smem_bytes, budget):
            advice += _overflow_advice(launch_name(name), launch.arrays, budget, *contract.blocks.of(name), layout.splits_launches)
    size = each_pass({name: launch.smem_bytes for name, launch in largest.items()})
    return SmemVerdict(
        backend=layout.name if runs else None,
        budget_bytes=budget,
        fwd_bytes=size["fwd"],
        dq_bytes=size["dq"],
        dkv_bytes=size["dkv"],
        arrays={launch_name(name): launch.arrays for name, launch in largest.items()},
        launches={launch_name(name): len(each) for name, each in launches.items()},
        fits=not advice,
        advice=advice,
    )


def flops(contract: MaskContract, visited_tiles: dict[str, int], backend: Backend | None, examples: int = 1) -> Flops:
    """Matmul FLOPs (2 per multiply-add) of each pass's visited tiles (``"fwd"``, ``"dq"``,
    ``"dkv"``; over ``examples`` examples) against dense attention of as many, and of
    ``backend``'s program (None: no program runs; the sparse figures then)."""
    shape = contract.shape
    fwd_per_pair, dq_per_pair, dkv_per_pair = (matmul_flops(shape, m) for m in (FWD_MATMULS, DQ_MATMULS, DKV_MATMULS))
    dense_pairs = shape.q_len * shape.kv_len * shape.num_heads * examples
    pairs = {name: visited_tiles[name] * math.prod(contract.blocks.of(name)) for name in PASSES}
    dense = backend is not None and backend.computes_every_tile
    fwd_program = dense_pairs if dense else pairs["fwd"]
    bwd_sparse = dq_per_pair * pairs["dq"] + dkv_per_pair * pairs["dkv"]
    bwd_dense = (dq_per_pair + dkv_per_pair) * dense_pairs
    return Flops(
        fwd_dense=fwd_per_pair * dense_pairs,
        fwd_sparse=fwd_per_pair * pairs["fwd"],
        bwd_dense=bwd_dense,
        bwd_sparse=bwd_sparse,
        sparse_fraction=pairs["fwd"] / dense_pairs,
        backend=backend.name if backend is not None else None,
        fwd_program=fwd_per_pair * fwd_program,
        bwd_program=bwd_dense if dense else bwd_sparse,
        program_fraction=fwd_program / dense_pairs,
    )
