"""What one kernel launch prefetches into SMEM, and the TPU compiler's rule for fitting it.

Every backend describes its launches with these models; the launch split (pallas), the
backend choice, the SMEM verdict and the compile gate all judge them with ``fits_smem``: a
launch's arrays may use its budget less the compiler's reserve (``targets.SMEM_RESERVE``).
"""

from __future__ import annotations

from pydantic import BaseModel

from sparse_cli.targets import MAX_PREFETCH_OPERANDS, SMEM_OPERAND_GRANULE, SMEM_RESERVE


def fits_smem(used: int, budget: int, operands: int = MAX_PREFETCH_OPERANDS) -> bool:
    """Whether one launch's scalar-prefetch arrays of ``used`` bytes, in ``operands`` operands,
    fit an SMEM ``budget``: the one rule the verdict, the backend choice, the compile gate and
    the launch split use."""
    return used <= launch_capacity(budget, operands)


def launch_capacity(budget: int, operands: int = MAX_PREFETCH_OPERANDS) -> int:
    """The most scalar-prefetch bytes one launch of ``operands`` operands may hold under
    ``budget`` (``fits_smem``): the reserve, and the padding of each operand past the
    ``MAX_PREFETCH_OPERANDS`` it counts (the serving kernel prefetches eight or nine)."""
    return budget - SMEM_RESERVE - max(operands - MAX_PREFETCH_OPERANDS, 0) * (SMEM_OPERAND_GRANULE - 1)


class LaunchArray(BaseModel):
    """One scalar-prefetch operand of a launch, as the kernel receives it."""

    name: str
    shape: list[int]
    dtype: str
    bytes: int


#: The class a Pallas kernel's step arrays give a partial tile that fits its pass's pattern ``i``
#: (``PATTERNED + i``; ``backends.pallas.patterns``), after Splash's three (``masks.BlockClass``).
PATTERNED = 3


class KernelLaunch(BaseModel):
    """One launch of a pass as the native program runs it: its scalar-prefetch operands (what
    the SMEM verdict sums), its grid steps, the tiles it computes (at most: a runtime plan may
    visit fewer) and the output blocks it writes (a block's first and last steps open and
    close it): what the compiler's schedule of its kernel is multiplied by. A tile may compute
    several query heads' blocks at once (``tile_heads``, stacked): its matmuls are theirs; a
    dK/dV launch may compute dq too (``computes_dq``): one matmul more a tile."""

    arrays: list[LaunchArray]
    grid_steps: int
    visited_tiles: int = 0
    partial_tiles: int = 0
    patterned_tiles: list[int] = []  # partial tiles computed in part, per pattern (``pallas.patterns``)
    output_blocks: int = 0
    tile_heads: int = 1
    computes_dq: bool = False

    @property
    def smem_bytes(self) -> int:
        return sum(a.bytes for a in self.arrays)
