"""What a backend is: the contract every module in this package implements.

A backend answers, without importing jax, whether it can serve a plan (``refusal``) and what
it prefetches into SMEM (``launches``); it builds its program only when asked
(``prepare`` and ``runner`` import jax), and it says which kernel names in a lowered program
prove that it ran (``proves``). Backends never import each other.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

import numpy as np

from sparse_cli.backends.launches import KernelLaunch, LaunchArray, fits_smem, launch_capacity
from sparse_cli.backends.vmem import KernelVmem
from sparse_cli.contract import MaskContract
from sparse_cli.masks import BlockClass
from sparse_cli.planner.worklists import Worklists, fully_masked_queries, step_layout
from sparse_cli.targets import RESERVE_NOTE, SMEM_RESERVE, TARGETS, TPU_LANES

if TYPE_CHECKING:
    from sparse_cli.mesh import LocalProgram, MeshProgram, MeshShape
    from sparse_cli.planner.plan import Plan

#: ``run(data, q, k, v, segment_ids, sinks)`` for one example: ``q [H, Lq, D]``, ``k [H_kv, Lk, D]``,
#: ``v [H_kv, Lk, Dv]``, ``sinks [H]`` or None.
Runner = Callable[..., Any]


#: How a refusal names a pass.
_PASS_WORDS = {"fwd": "forward", "dq": "dq", "dkv": "dK/dV"}


class Planned(Protocol):
    """What a refusal reads of a plan: its contract, worklists (the forward's, and each pass's
    with worklists of its own) and SMEM budget per launch (the target's or ``--smem-budget``),
    so the planner can ask before the plan object exists."""

    @property
    def contract(self) -> MaskContract: ...

    @property
    def fwd(self) -> Worklists: ...

    @property
    def worklists(self) -> dict[str, Worklists]: ...

    @property
    def smem_budget(self) -> int: ...


class BackendRefused(ValueError):
    """A backend that cannot serve this contract (an explicit request: exit code 2)."""


class NoNativeKernel(BackendRefused):
    """``auto`` found no sparse kernel that runs natively on the contract's target: a contract
    failure (exit code 1), never a silent dense program."""


class Backend(ABC):
    """One implementation of the contract's attention."""

    name: ClassVar[str]
    #: One line for ``--help`` and the README.
    summary: ClassVar[str]
    #: Scalar-prefetch operands of one launch, in the order its kernels take them.
    prefetched: ClassVar[tuple[str, ...]] = ()
    #: True when the program computes every tile (no sparsity): FLOPs are dense attention's.
    computes_every_tile: ClassVar[bool] = False
    #: True when even interpreted runs need lane-multiple blocks (scale-down respects it).
    lane_aligned_blocks: ClassVar[bool] = False
    #: True for plain XLA programs (no Pallas kernel): receipts say "xla", not native/interpret.
    kernel_free: ClassVar[bool] = False
    #: True when a pass whose step arrays exceed SMEM runs as several launches that fit.
    splits_launches: ClassVar[bool] = False

    @abstractmethod
    def refusal(self, plan: Planned, native: bool) -> str | None:
        """Why this backend cannot serve ``plan`` (None when it can); ``native``: on the TPU."""

    def computes_dq_with_dkv(self, contract: MaskContract) -> bool:
        """Whether this backend's program of ``contract`` computes dq in its dK/dV kernel (no dq
        pass: each dK/dV tile reads and writes its query block's dq)."""
        return False

    def dq_bytes_with_dkv(self, contract: MaskContract, visited_tiles: int, dkv_steps: int) -> int:
        """The HBM bytes dq moves where the dK/dV kernel computes it (``computes_dq_with_dkv``),
        over ``visited_tiles`` tiles and ``dkv_steps`` grid steps: by default each visited tile
        reads and writes its query block's float32 dq in place."""
        return visited_tiles * contract.blocks.of("dkv")[0] * contract.shape.head_dim * 4 * 2

    def launch_operands(self, wl: Worklists) -> tuple[str, ...]:
        """The worklist arrays one launch of this pass prefetches into SMEM."""
        return self.prefetched

    def launches(self, contract: MaskContract, wl: Worklists, name: str, budget: int) -> list[KernelLaunch]:
        """Each launch of pass ``name`` under ``budget`` SMEM bytes: its scalar-prefetch
        operands as its kernel receives them, and its grid steps. By default one launch of the
        named worklist arrays in the layout the runtime planners produce
        (``worklists.step_layout``) over a ``(query heads, rows, grid width)`` grid; no grid for a
        plain XLA program."""
        shape = list(step_layout(contract, wl))
        arrays = [LaunchArray(name=array, shape=shape, dtype=str(getattr(wl, array).dtype),
                              bytes=math.prod(shape) * getattr(wl, array).dtype.itemsize)
                  for array in self.launch_operands(wl)]
        if self.kernel_free:
            return [KernelLaunch(arrays=arrays, grid_steps=0)]
        _, rows, width = shape
        block_mask = np.asarray(wl.block_mask)[..., :width]
        per_row = contract.shape.num_heads // block_mask.shape[-3]  # shared rows serve every head
        return [KernelLaunch(arrays=arrays, grid_steps=contract.shape.num_heads * rows * width,
                             visited_tiles=int(np.count_nonzero(block_mask)) * per_row,
                             partial_tiles=int(np.count_nonzero(block_mask == BlockClass.PARTIAL)) * per_row,
                             output_blocks=contract.shape.num_heads * rows)]

    def smem_refusal(self, plan: Planned) -> str | None:
        """Why this backend's step arrays of some pass of the training program cannot be
        prefetched under the plan's SMEM budget (None when they fit): that kernel would not
        compile there. Every pass, as classify's verdict: a dK/dV launch may prefetch more than
        the forward (Splash's fused backward walks the unshrunk grid)."""
        c, budget = plan.contract, plan.smem_budget
        for name, wl in plan.worklists.items():
            launch = max(self.launches(c, wl, name, budget), key=lambda launch: launch.smem_bytes)
            if not fits_smem(launch.smem_bytes, budget):
                whose = f"the {c.target} budget" if budget == TARGETS[c.target].smem_bytes else "the --smem-budget"
                return (f"its {_PASS_WORDS[name]} step arrays need {launch.smem_bytes:,} bytes of SMEM, over the "
                        f"{launch_capacity(budget):,} a launch may use under {whose} of {budget:,} (the compiler keeps "
                        f"{SMEM_RESERVE:,} for {RESERVE_NOTE}; backend pallas splits passes into launches that fit)")
        return None

    def vmem(self, contract: MaskContract) -> list[KernelVmem] | None:
        """What each Pallas kernel of the training program (forward with its residuals, then
        the backward kernels) keeps in VMEM (``backends.vmem``); None: no Pallas kernel, or
        one this project does not model."""
        return None

    @abstractmethod
    def prepare(self, plan: Plan, interpret: Any) -> Any:
        """The runtime data of ``plan`` (a pytree of arrays: same contract, same shapes, so a
        new plan of the same contract reuses the compiled program)."""

    @abstractmethod
    def runner(self, plan: Plan, interpret: Any) -> Runner:
        """The function that runs one example with the data ``prepare`` made."""

    def over_batch(self, run: Runner, data, q, k, v, segment_ids, sinks):
        """``run`` over the leading batch axis of q, k, v and the segment ids (the data and the
        sinks are shared by every example): vmapped."""
        import jax

        ids_axis = 0 if segment_ids is not None else None
        return jax.vmap(run, in_axes=(None, 0, 0, 0, ids_axis, None))(data, q, k, v, segment_ids, sinks)

    @abstractmethod
    def proves(self, kernels: list[str], grads: bool, contract: MaskContract) -> bool:
        """True when ``kernels`` (names read from the lowered program) are those of this backend's
        program of ``contract``."""

    @property
    def shards(self) -> bool:
        """Whether ``--mesh`` can run this backend: it has a mesh program (overrides ``on_mesh``)."""
        return type(self).on_mesh is not Backend.on_mesh

    def on_mesh(self, plan: Plan, mesh_shape: MeshShape, devices: Any, interpret: Any) -> MeshProgram:
        """This backend's program of ``plan`` sharded over a ``mesh_shape`` mesh of ``devices``
        (None: ``jax.devices()``; compile-only topology devices lower), as ``execution.api``
        runs it; ``interpret`` as ``prepare`` takes it (False: native). Raises
        ``BackendRefused`` with the reason when the backend or this plan cannot be sharded."""
        raise BackendRefused(f"backend {self.name!r} cannot run sharded: it has no mesh program")

    def local_program(self, plan: Plan, interpret: Any, head_shards: int = 1, q_shards: int = 1,
                      residual_name: str | None = None) -> LocalProgram:
        """This backend's program of ``plan`` inside a caller's own ``jit``, ``vmap``, ``grad``
        and ``shard_map`` (the front doors: ``sparse_cli.splash``, ``sparse_cli.nn``), with the
        heads split over ``head_shards`` and the queries over ``q_shards``; ``residual_name``
        names its residuals for remat policies. Raises ``BackendRefused`` with the reason when
        it has none or cannot split this plan so."""
        raise BackendRefused(f"backend {self.name!r} has no program to run inside a caller's own")


def prescaled_runner(plan: Plan) -> Runner:
    """The runner of a kernel object that takes whole blocks and does not scale q itself (the
    Splash family): q scaled by the contract's scale, q/k/v padded to whole blocks, the output
    sliced back. The kernel object is the runtime data."""
    import jax.numpy as jnp

    from sparse_cli.planner.runtime import pad_tokens

    c = plan.contract
    q_pad, kv_pad = plan.padded_lengths

    def run(kernel, q, k, v, segment_ids, sinks):
        q_p = pad_tokens(q * jnp.asarray(c.effective_scale, q.dtype), q_pad)
        extra = {} if sinks is None else {"sinks": sinks}  # compared with the scaled logits, as ours
        return kernel(q_p, pad_tokens(k, kv_pad), pad_tokens(v, kv_pad), **extra)[:, : q.shape[1]]

    return run


def splash_family_refusal(plan: Planned, kernel: str) -> str | None:
    """What a Splash-family ``kernel`` cannot serve exactly: blocks off the lanes, forward q
    blocks of padding only that its dK/dV pass reads (per-pass sizes padding q to their common
    multiple), segment ids (padding tokens attend to each other; no per-batch skipping), routing
    (its MaskInfo is fixed when built), and queries that attend to nothing (it returns an
    average of V, not zeros)."""
    c = plan.contract
    if not c.blocks.lane_aligned:
        return f"{kernel} needs blocks that are multiples of {TPU_LANES} (got {c.blocks.describe()})"
    q_pad, block_q_dkv = c.padded_lengths[0], c.blocks.of("dkv")[0]
    if q_pad - c.shape.q_len >= c.blocks.block_q and block_q_dkv > c.blocks.block_q:
        return (f"q is padded to {q_pad} tokens (a multiple of every pass's blocks), so whole forward q blocks are padding; "
                f"{kernel} leaves their log-sum-exp unwritten, and its dK/dV pass reads them through its larger "
                f"{block_q_dkv}-token q blocks")
    if c.segment_ids:
        return f"{kernel} lets padding tokens (negative segment ids) attend to each other and cannot skip blocks for documents"
    if c.clustered is not None:
        return f"routing decides the visited blocks per batch; {kernel}'s MaskInfo is fixed when the kernel is built"
    masked = fully_masked_queries(plan.fwd, c.blocks.block_q, c.shape.q_len)
    if masked:
        return f"{masked} query tokens attend to nothing; {kernel} returns an average of V there instead of zeros"
    return None
