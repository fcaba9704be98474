"""The SMEM verdict: each launch's scalar prefetch, as a backend's program lays it out, against
the budget of one launch (the target's or ``--smem-budget``).

The verdict is computed per kernel launch (the forward and dq passes share one schedule unless
the dq pass has block sizes of its own; the dK/dV pass has its own) because each launch must
fit its scalar prefetch in SMEM alone. A backend that splits a pass into several launches
(pallas) is judged on its largest launch.
"""

from __future__ import annotations

import math

from pydantic import BaseModel

from sparse_cli.backends import Backend
from sparse_cli.backends.launches import KernelLaunch, LaunchArray, fits_smem, launch_capacity
from sparse_cli.contract import MaskContract, each_pass, largest_block
from sparse_cli.planner.worklists import Worklists
from sparse_cli.targets import RESERVE_NOTE, SMEM_RESERVE


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


def _overflow_advice(name: str, arrays: list[LaunchArray], budget: int, blocks: tuple[int, int], lengths: tuple[int, int],
                     splits: bool) -> list[str]:
    """Concrete ways to bring one launch's scalar prefetch under the budget (``splits``: the
    program already splits passes into launches, so only larger tiles help; ``blocks`` and
    ``lengths``: the pass's block sizes and the q and kv lengths they may grow to)."""
    used, capacity = sum(a.bytes for a in arrays), launch_capacity(budget)
    advice = [f"{name}: {', '.join(f'{a.name} {human_shape(a)}' for a in arrays)} need {used:,} bytes; "
              f"a launch may hold {max(capacity, 0):,} of the budget of {budget:,} (the compiler keeps {SMEM_RESERVE:,} "
              f"for {RESERVE_NOTE})"]
    larger = _larger_blocks(used, capacity, blocks, lengths)
    if not splits:
        advice.append(f"{name}: backend pallas splits a pass into launches that fit (about {math.ceil(used / max(capacity, 1))} "
                      f"here) and walks visited tiles only")
        heads = arrays[0].shape[0]
        if len(arrays[0].shape) == 3 and heads > 1:  # [H, rows, width] step arrays with a row per head
            advice.append(f"{name}: one shared mask for all heads would need {used // heads:,} bytes")
    return advice + ([f"{name}: {larger}"] if larger else [])


def _larger_blocks(used: int, capacity: int, blocks: tuple[int, int], lengths: tuple[int, int]) -> str | None:
    """Blocks doubled on both axes until the step arrays (one entry per tile: they shrink with
    the tile count) would fit ``capacity``, each no larger than its sequence takes
    (``largest_block``); None when the blocks cannot grow."""
    grown = list(blocks)
    limits = [largest_block(length) for length in lengths]
    while (blocks[0] * blocks[1]) * used > grown[0] * grown[1] * max(capacity, 1):
        bigger = [min(2 * size, limit) if 2 * size <= limit else size for size, limit in zip(grown, limits)]
        if bigger == grown:
            break
        grown = bigger
    cut = grown[0] * grown[1] // (blocks[0] * blocks[1])
    if cut == 1:
        return None
    return f"blocks of {grown[0]}x{grown[1]} would cut the step arrays by about {cut}x"


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
            advice += _overflow_advice(launch_name(name), launch.arrays, budget, contract.blocks.of(name),
                                      (contract.shape.q_len, contract.shape.kv_len), layout.splits_launches)
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
