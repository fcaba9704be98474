"""What a backend is: the contract every module in this package implements.

A backend answers, without importing jax, whether it can serve a plan (``refusal``) and what
it prefetches into SMEM (``launch_operands``); it builds its program only when asked
(``prepare`` and ``runner`` import jax), and it says which kernel names in a lowered program
prove that it ran (``proves``). Backends never import each other.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from sparse_cli.contract import MaskContract
from sparse_cli.planner.worklists import Worklists

if TYPE_CHECKING:
    from sparse_cli.planner.plan import Plan

#: ``run(data, q, k, v, segment_ids)`` for one example: ``q [H, Lq, D]``, ``k, v [H_kv, Lk, D]``.
Runner = Callable[..., Any]


class Planned(Protocol):
    """What a refusal reads of a plan: its contract and forward worklists (so the planner can
    ask before the plan object exists)."""

    @property
    def contract(self) -> MaskContract: ...

    @property
    def fwd(self) -> Worklists: ...


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

    @abstractmethod
    def refusal(self, plan: Planned, native: bool) -> str | None:
        """Why this backend cannot serve ``plan`` (None when it can); ``native``: on the TPU."""

    def launch_operands(self, wl: Worklists) -> tuple[str, ...]:
        """The worklist arrays one launch of this pass prefetches into SMEM."""
        return self.prefetched

    @abstractmethod
    def prepare(self, plan: Plan, interpret: Any) -> Any:
        """The runtime data of ``plan`` (a pytree of arrays: same contract, same shapes, so a
        new plan of the same contract reuses the compiled program)."""

    @abstractmethod
    def runner(self, plan: Plan, interpret: Any) -> Runner:
        """The function that runs one example with the data ``prepare`` made."""

    @abstractmethod
    def proves(self, kernels: list[str], grads: bool) -> bool:
        """True when ``kernels`` (names read from the lowered program) are this backend's."""
