"""The VMEM verdict: each Pallas kernel's scoped VMEM, from the blocks and scratch its backend
lays out (``Backend.vmem``), against the target's scoped limit.

The estimate is an upper bound of what the TPU compiler allocates (``backends.vmem``): a
kernel that fits it compiles. Over it, a kernel whose scratch alone (allocated whatever the
compiler does with its operands) exceeds the limit will not compile; one between may (the
compiler can keep small operands whole in VMEM instead of pipelined blocks): only a
``compile --deviceless`` knows, so the verdict fails it, names the block sizes that fit, and
says so.
"""

from __future__ import annotations

from pydantic import BaseModel

from sparse_cli.backends import Backend
from sparse_cli.backends.vmem import KernelVmem
from sparse_cli.contract import Blocks, MaskContract
from sparse_cli.targets import TARGETS

#: The smallest block the advice proposes (native kernels need lane-multiple blocks).
SMALLEST_ADVISED_BLOCK = 128


class KernelVmemVerdict(BaseModel):
    """One kernel's VMEM estimate: its buffers (pipelined blocks counted twice), the allowance
    for its spilled values, and the scratch it allocates in any case."""

    kernel: str
    bytes: int  # the estimate: an upper bound of the compiler's scoped VMEM
    scratch_bytes: int  # of which scratch operands: allocated whatever XLA does with the operands
    spill_bytes: int  # of which the allowance for values spilled from registers
    fits: bool
    largest: list[str]  # its largest buffers, in words


class VmemVerdict(BaseModel):
    """Scoped VMEM of each Pallas kernel of the program that runs, against the target's limit.
    ``fits`` None: the backend runs no Pallas kernel this project models (dense XLA, tokamax)."""

    backend: str | None
    limit_bytes: int
    kernels: list[KernelVmemVerdict]
    fits: bool | None
    advice: list[str]


def _kernel_verdict(kernel: KernelVmem, limit: int) -> KernelVmemVerdict:
    largest = sorted(kernel.buffers, key=lambda b: -b.bytes)[:2]
    return KernelVmemVerdict(kernel=kernel.kernel, bytes=kernel.bytes, scratch_bytes=kernel.scratch_bytes, spill_bytes=kernel.spill_bytes,
                             fits=kernel.bytes <= limit,
                             largest=[f"{b.name} {'x'.join(map(str, b.shape))} {b.dtype}" + (" (two buffers)" if b.copies == 2 else "")
                                      for b in largest])


def vmem_verdict(contract: MaskContract, backend: Backend | None) -> VmemVerdict:
    """The VMEM verdict of ``backend``'s kernels for ``contract`` on its target (``backend``
    None: no native program; the verdict then describes pallas's, as the SMEM verdict does)."""
    from sparse_cli.backends import backend_named

    limit = TARGETS[contract.target].scoped_vmem_bytes
    layout = backend or backend_named("pallas")
    kernels = layout.vmem(contract)
    if kernels is None:
        return VmemVerdict(backend=layout.name, limit_bytes=limit, kernels=[], fits=None, advice=[])
    verdicts = [_kernel_verdict(kernel, limit) for kernel in kernels]
    fits = all(v.fits for v in verdicts)
    return VmemVerdict(backend=layout.name if backend is not None else None, limit_bytes=limit, kernels=verdicts, fits=fits,
                       advice=[] if fits else [fitting_blocks(contract, layout)])


def fitting_blocks(contract: MaskContract, layout: Backend) -> str:
    """The largest block sizes, halving the larger side first, at which every kernel of
    ``layout`` fits the target's scoped VMEM (each pass's own sizes halved with them)."""
    limit = TARGETS[contract.target].scoped_vmem_bytes
    blocks = contract.blocks
    while True:
        sides = (blocks.block_q, blocks.block_kv)
        if max(sides) <= SMALLEST_ADVISED_BLOCK:
            return (f"no block size down to {SMALLEST_ADVISED_BLOCK}x{SMALLEST_ADVISED_BLOCK} fits the {contract.target} scoped VMEM "
                    f"limit of {limit / (1 << 20):g} MiB: a smaller head dimension or dtype would")
        axis = 0 if sides[0] >= sides[1] else 1
        blocks = _halved(blocks, axis)
        candidate = contract.model_copy(update={"blocks": blocks})
        kernels = layout.vmem(candidate) or []
        if all(kernel.bytes <= limit for kernel in kernels):
            sizes = ", ".join(f"{k.kernel} {k.bytes / (1 << 20):.1f} MiB" for k in kernels)
            return f"blocks {blocks.describe()} would fit the {limit / (1 << 20):g} MiB scoped VMEM limit of {contract.target} ({sizes})"


def _halved(blocks: Blocks, axis: int) -> Blocks:
    """``blocks`` with the forward's side ``axis`` (0: q, 1: kv) halved, and every pass's own
    size along it halved too (never below the smallest advised block)."""
    fields = blocks.model_dump()
    for name in ("fwd", "dq", "dkv"):
        field = blocks.fields_of(name)[axis]
        if fields.get(field) is not None:
            fields[field] = max(SMALLEST_ADVISED_BLOCK, fields[field] // 2)
    return Blocks(**fields)
