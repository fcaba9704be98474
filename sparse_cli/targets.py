"""The TPU chip table: one row per target, everything the planner, the auditor and the roofline
read about a chip.

Figures are per TensorCore, as in JAX's own chip information (``tpu_info``, which Pallas's
TPU lowering uses); ``tests/test_targets.py`` checks every row against the installed jax, so a
table that drifts from the compiler fails a test, not a user. The table itself is plain data:
planning reads it without importing jax. Adding a chip is one row here.
"""

from __future__ import annotations

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


TARGETS: dict[str, Chip] = {chip.name: chip for chip in (
    Chip("v4", "TPU v4", "v4", "TPU v4", "v4:2x2x1", 1 << 20, 16 << 20, 16 << 20, 17_200_000_000, 6.15e11, 1.375e14),
    Chip("v5e", "TPU v5e", "v5e", "TPU v5 lite", "v5e:2x2", 1 << 20, 128 << 20, 16 << 20, 17_200_000_000, 8.2e11, 1.97e14),
    Chip("v5p", "TPU v5p", "v5p", "TPU v5p", "v5p:2x2x1", 1 << 20, 64 << 20, 16 << 20, 51_500_000_000, 1.23e12, 2.295e14),
    Chip("v6e", "TPU v6e (Trillium)", "v6e", "TPU v6 lite", "v6e:2x2", 1 << 20, 128 << 20, 32 << 20, 34_400_000_000, 1.64e12, 9.2e14),
    Chip("tpu7x", "TPU7x (Ironwood)", "7x", "TPU7x", "tpu7x:2x2x1", 1 << 20, 64 << 20, 32 << 20, 103_000_000_000, 3.7e12, 1.155e15),
)}

#: The ``target`` values a contract accepts, in table order.
TARGET_NAMES = tuple(TARGETS)


def target_of_topology(topology: str) -> str | None:
    """The target whose chips a compile-only topology (``v5e:2x2``, ``tpu7x:2x2x1``) is made
    of, or None when its chip prefix is not in the table."""
    prefix = topology.split(":", 1)[0].lower()
    return next((name for name, chip in TARGETS.items() if chip.topology.split(":", 1)[0].lower() == prefix), None)
