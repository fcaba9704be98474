"""What one kernel launch prefetches into SMEM, and the TPU compiler's rule for fitting it.

Every backend describes its launches with these models; the launch split (pallas), the
backend choice, the SMEM verdict and the compile gate all judge them with ``fits_smem``.
"""

from __future__ import annotations

from pydantic import BaseModel

#: How the TPU compiler places one launch's scalar-prefetch operands in SMEM, measured with
#: ``bench/smem_reserve.py`` (deviceless compiles of this project's fwd, dq and dK/dV kernels,
#: computed and stored masks, segment ids, sinks, one to five launches; v5e, v6e and tpu7x;
#: jax 0.10.2 and 0.12 with their libtpu): each operand is padded to a multiple of 512 bytes
#: (an ``s16[209300]`` operand takes 418,816), and beside the operands every program kept a
#: constant of its own, whatever the kernel, masks or launch count: 1 KiB of register spill
#: slots, a few bytes of program registry and what the allocator keeps back, in all 2,952 to
#: 2,976 bytes, but 3,584 to 3,686 on tpu7x with jax 0.12's libtpu (+-51: the message's 0.1
#: KiB rounding).
SMEM_OPERAND_GRANULE = 512
#: Most scalar-prefetch operands of one launch (pallas: slot, fetched, mask, kind).
MAX_PREFETCH_OPERANDS = 4
#: The compiler's own SMEM beside the operands: the largest measured (3,737 with rounding), rounded up.
COMPILER_SMEM = 4 * 1024
#: Headroom for what the measurements did not cover (other kernels' spill slots, new compilers).
SMEM_MARGIN = 2 * 1024
#: SMEM of a launch its scalar-prefetch arrays may not use: their worst-case padding plus the
#: compiler's own plus the margin (``tests/test_smem_compiler.py`` pins it against the compiler).
SMEM_RESERVE = MAX_PREFETCH_OPERANDS * (SMEM_OPERAND_GRANULE - 1) + COMPILER_SMEM + SMEM_MARGIN
#: What the reserve is, for messages.
RESERVE_NOTE = "operand padding and its own scalars"


def fits_smem(used: int, budget: int) -> bool:
    """Whether one launch's scalar-prefetch arrays of ``used`` bytes fit an SMEM ``budget``:
    the one rule the verdict, the backend choice, the compile gate and the launch split use."""
    return used <= launch_capacity(budget)


def launch_capacity(budget: int) -> int:
    """The most scalar-prefetch bytes one launch may hold under ``budget`` (``fits_smem``)."""
    return budget - SMEM_RESERVE


class LaunchArray(BaseModel):
    """One scalar-prefetch operand of a launch, as the kernel receives it."""

    name: str
    shape: list[int]
    dtype: str
    bytes: int


class KernelLaunch(BaseModel):
    """One launch of a pass as the native program runs it: its scalar-prefetch operands (what
    the SMEM verdict sums), its grid steps, the tiles it computes (at most: a runtime plan may
    visit fewer) and the output blocks it writes (a block's first and last steps open and
    close it): what the compiler's schedule of its kernel is multiplied by."""

    arrays: list[LaunchArray]
    grid_steps: int
    visited_tiles: int = 0
    partial_tiles: int = 0
    output_blocks: int = 0

    @property
    def smem_bytes(self) -> int:
        return sum(a.bytes for a in self.arrays)
