"""What a Pallas kernel keeps in VMEM, as its backend lays it out, and the bytes the TPU
compiler gives each buffer.

Every backend with Pallas kernels describes each kernel with these models (``Backend.vmem``);
the VMEM verdict (``report.vmem``) sums them against the target's scoped limit, and the lock
reads the same byte rule off a lowered kernel's memrefs (``audit.canonical``). What the
compiler allocates in scoped VMEM for one kernel, read from its own allocation list
(``LIBTPU_INIT_ARGS=--xla_jf_dump_to``, jax 0.12, libtpu 0.0.50, v5e and v6e):

- each pipelined block (a BlockSpec input or output): two buffers, each laid out in tiles;
- each scratch operand (the kernel's accumulators and its manual DMA buffers): once;
- the kernel body's values that do not fit the 64 vector registers, spilled to VMEM in 4 KiB
  slots: for attention, a few score-sized (rows x fetched block, float32) values of the body;
- 36 KiB of Mosaic's internal scratch.

XLA may keep a small operand whole in VMEM instead of a pipelined block (its memory-space
assignment): the compiler then needs less than the estimate, never more.
"""

from __future__ import annotations

import math

import numpy as np
from pydantic import BaseModel

from sparse_cli.targets import TPU_LANES

#: Mosaic's internal scratch beside every kernel's own buffers (``u32[72,128]``).
INTERNAL_SCRATCH = 72 * TPU_LANES * 4
#: Rows of 32-bit words in one VMEM tile; narrower types pack 2 (16-bit) or 4 (8-bit) per word.
TILE_SUBLANES = 8
#: Bytes per element by numpy name and by MLIR element type (numpy knows no bfloat16 without
#: ml_dtypes, and planning runs without jax).
ITEMSIZE = {"bfloat16": 2, "bf16": 2, "f32": 4, "f16": 2, "f64": 8, "i32": 4, "i16": 2, "i8": 1, "i1": 1}


def itemsize(dtype: str) -> int:
    """Bytes of one element of ``dtype`` (a numpy name such as ``bfloat16``, or ``bf16``)."""
    return ITEMSIZE.get(dtype) or np.dtype(dtype).itemsize


def tiled_bytes(shape: list[int] | tuple[int, ...], dtype: str) -> int:
    """Bytes of an array of ``shape`` in VMEM: its last axis padded to whole lanes, the one
    before to whole tiles of sublanes (one row stays one row), as the compiler lays it out
    (``f32[2,1,2048]{T(1,128)}``: 16 KiB; ``bf16[2,128,64]{T(8,128)(2,1)}``: 64 KiB)."""
    size = itemsize(dtype)
    dims = [int(d) for d in shape] or [1]
    dims[-1] = -(-dims[-1] // TPU_LANES) * TPU_LANES
    if len(dims) > 1 and dims[-2] > 1:
        rows = TILE_SUBLANES * max(1, 4 // size)
        dims[-2] = -(-dims[-2] // rows) * rows
    return math.prod(dims) * size


class VmemBuffer(BaseModel):
    """One buffer of a kernel in VMEM: a pipelined block (``copies=2``: the compiler double
    buffers it) or a scratch operand (``copies=1``; a DMA buffer carries its slots
    in its shape)."""

    name: str
    shape: list[int]
    dtype: str
    copies: int

    @property
    def bytes(self) -> int:
        return self.copies * tiled_bytes(self.shape, self.dtype)


class KernelVmem(BaseModel):
    """What one kernel keeps in scoped VMEM: its buffers, and an allowance for the values of
    its body spilled from registers (a bound the backend measured for its own kernels)."""

    kernel: str
    buffers: list[VmemBuffer]
    spill_bytes: int

    @property
    def scratch_bytes(self) -> int:
        """Scratch operands: allocated whatever XLA does with the kernel's operands."""
        return sum(b.bytes for b in self.buffers if b.copies == 1)

    @property
    def bytes(self) -> int:
        """The estimate: every buffer, the spill allowance and Mosaic's internal scratch."""
        return sum(b.bytes for b in self.buffers) + self.spill_bytes + INTERNAL_SCRATCH


def block(name: str, shape: tuple[int, ...], dtype: str) -> VmemBuffer:
    """A pipelined block of ``shape``."""
    return VmemBuffer(name=name, shape=list(shape), dtype=dtype, copies=2)


def scratch(name: str, shape: tuple[int, ...], dtype: str) -> VmemBuffer:
    """A scratch operand of ``shape``."""
    return VmemBuffer(name=name, shape=list(shape), dtype=dtype, copies=1)
