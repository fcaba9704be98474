"""The TPU chip table: one row per target, everything the planner, the auditor and the roofline
read about a chip.

Figures are per TensorCore, as in JAX's own chip information (``tpu_info``, which Pallas's
TPU lowering uses); ``tests/test_targets.py`` checks every row against the installed jax, so a
table that drifts from the compiler fails a test, not a user. The table itself is plain data:
planning reads it without importing jax. Adding a chip is one row here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: Lane width of every TPU generation so far: blocks of native kernels are multiples of it.
TPU_LANES = 128


@dataclass(frozen=True)
class Chip:
    """One TPU generation as a contract ``target``."""

    name: str  # the contract's target
    marketing: str  # what people call it
    chip_version: str  # jax's ``tpu_info.ChipVersion`` value
    device_kind: str  # the device kind Pallas's TPU lowering recognises
    topology: str  # the smallest compile-only topology for ``compile --deviceless``
    smem_bytes: int  # scalar memory: one launch's prefetched step arrays must fit
    vmem_bytes: int
    scoped_vmem_bytes: int  # what one kernel may use: the compiler's default scoped VMEM limit
    hbm_bytes: int
    hbm_bytes_per_second: float
    bf16_flops_per_second: float
    mxus: int  # matrix units per TensorCore
    mxu_dim: int  # each a mxu_dim x mxu_dim systolic array
    branch_delay: int  # bundles a taken branch still executes (read off the compiler's schedules)
    #: the most rows a forward tile computes at once (a group's or the whole tile's) whose
    #: accumulator is widened past full vregs to the MXU's width (``buffers.forward_accumulator``;
    #: read off the compiler's schedules); None where the MXU is one vreg wide (nothing to widen)
    wide_accumulator_rows: int | None = None
    #: the vector unit compares unsigned integers in one operation (`vcmp.le.u32`: v6e, TPU7x);
    #: v4, v5e and v5p take a xor and a signed compare for one (read off the compiler's schedules)
    unsigned_compares: bool = False
    #: vector stores a bundle issues at most: one on v4, v5e and v5p, two on v6e and TPU7x (read
    #: off the compiler's schedules: the most `VSTORE` slots any bundle of a forward kernel used)
    vector_store_slots: int = 1
    #: key rows of a dK/dV tile computed as one skewed group where the tile has more
    #: (``buffers.dkv_group_rows``; read off the compiler's schedules: shorter on v5e and v5p, whose
    #: dK/dV tiles are MXU-bound, longer on v4 and v6e and for most on TPU7x); None: a tile's rows at once
    dkv_group_rows: int | None = None
    #: query cells of a patterned forward tile whose scores are issued ahead of the cell being
    #: folded (``kernel_core.mxu.skewed``'s ``lead``; read off the compiler's schedules: three on
    #: v5e and v5p, whose 128-row cells are many and their products short, one elsewhere)
    span_lead: int = 1

    @property
    def clock_hz(self) -> float:
        """The clock the peak implies: every MXU doing a multiply-add per cell per cycle. Derived
        from the table, not read from the chip: it turns scheduled cycles into scheduled time."""
        return self.bf16_flops_per_second / (2 * self.mxus * self.mxu_dim**2)

    def mxu_cycles(self, multiply_adds: int) -> float:
        """Cycles the MXUs need for ``multiply_adds`` bf16 multiply-adds at their full rate."""
        return multiply_adds / (self.mxus * self.mxu_dim**2)

    def smem_budget(self, budget: int | None = None, argument: str = "smem_budget") -> int:
        """SMEM bytes one launch may use: the chip's, or ``budget`` when it is one this chip can
        have (a ValueError naming ``argument`` and the chip's figure otherwise): at most its
        SMEM — a larger budget would buy a "fits" the chip refuses — and more than the
        compiler's reserve (``SMEM_RESERVE``), below which no launch holds a byte of step arrays."""
        if budget is None:
            return self.smem_bytes
        if budget > self.smem_bytes:
            raise ValueError(f"{argument} {budget:,} is more than the {self.smem_bytes:,} bytes of SMEM a {self.marketing} has "
                             f"(target {self.name}); give at most {self.smem_bytes:,}: a larger budget would pass launches "
                             "the chip cannot hold")
        if budget <= SMEM_RESERVE:
            raise ValueError(f"{argument} {budget:,} leaves nothing for step arrays: the TPU compiler keeps {SMEM_RESERVE:,} bytes "
                             f"of every launch ({RESERVE_NOTE}); give {SMEM_RESERVE + 1:,} to {self.smem_bytes:,} bytes "
                             f"(target {self.name})")
        return budget


TARGETS: dict[str, Chip] = {chip.name: chip for chip in (
    Chip("v4", "TPU v4", "v4", "TPU v4", "v4:2x2x1", 1 << 20, 16 << 20, 16 << 20, 17_200_000_000, 6.15e11, 1.375e14, 4, 128, 1),
    Chip("v5e", "TPU v5e", "v5e", "TPU v5 lite", "v5e:2x2", 1 << 20, 128 << 20, 16 << 20, 17_200_000_000, 8.2e11, 1.97e14, 4, 128, 4, dkv_group_rows=256, span_lead=3),
    Chip("v5p", "TPU v5p", "v5p", "TPU v5p", "v5p:2x2x1", 1 << 20, 64 << 20, 16 << 20, 51_500_000_000, 1.23e12, 2.295e14, 4, 128, 4, dkv_group_rows=256, span_lead=3),
    Chip("v6e", "TPU v6e (Trillium)", "v6e", "TPU v6 lite", "v6e:2x2", 1 << 20, 128 << 20, 32 << 20, 34_400_000_000, 1.64e12, 9.2e14, 2, 256, 4, 1024, True, 2),
    Chip("tpu7x", "TPU7x (Ironwood)", "7x", "TPU7x", "tpu7x:2x2x1", 1 << 20, 64 << 20, 32 << 20, 103_000_000_000, 3.7e12, 1.155e15, 2, 256, 5, 256, True, 2),
)}

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

#: The ``target`` values a contract accepts, in table order.
TARGET_NAMES = tuple(TARGETS)


#: A compile-only topology's chip grid: whole numbers of at least 1 (libtpu aborts the process on a
#: zero-sized dimension rather than refuse it), e.g. ``2x2`` or ``2x2x1_twisted``.
_TOPOLOGY_SHAPE = re.compile(r"[1-9][0-9]{0,3}(x[1-9][0-9]{0,3}){0,2}(_twisted|_untwisted)?")


def target_of_topology(topology: str) -> str | None:
    """The target whose chips a compile-only topology (``v5e:2x2``, ``tpu7x:2x2x1``) is made
    of, or None when its chip prefix is not in the table or its grid is not one of chips."""
    prefix, colon, shape = topology.partition(":")
    if not colon or not _TOPOLOGY_SHAPE.fullmatch(shape):
        return None
    return next((name for name, chip in TARGETS.items() if chip.topology.split(":", 1)[0].lower() == prefix.lower()), None)
