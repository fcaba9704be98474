"""Which backend serves a plan, decided without importing jax (``classify`` and ``plan`` use it).

The ``auto`` rule, also in the README: tiny problems (at most 2^18 score elements) -> dense;
a plain ``causal``/``local`` mask without softcap or segment ids -> splash, when Splash accepts
the plan; everything else -> pallas. An explicit request never falls back: it is served or
refused with the reason. ``auto`` never falls back to dense either: a contract whose sparse
kernel cannot run natively on its target is refused (``NoNativeKernel``), because a dense
program presented as sparse is a false verdict.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import numpy as np

from sparse_cli.contract import TPU_LANES as LANES, MaskContract
from sparse_cli.masks import BlockClass, Causal, Local
from sparse_cli.planner.worklists import Worklists

BACKENDS = ("pallas", "splash", "dense")
#: Below this many score elements (heads x q x kv) a single XLA einsum beats any kernel launch.
TINY_SCORES = 1 << 18
#: The dense backend materialises float32 scores; refuse beyond this.
DENSE_MAX_SCORE_BYTES = 8 << 30


class Planned(Protocol):
    """What the choice reads of a plan: its contract and forward worklists."""

    contract: MaskContract
    fwd: Worklists


class BackendRefused(ValueError):
    """A backend that cannot serve this contract (an explicit request: exit code 2)."""


class NoNativeKernel(BackendRefused):
    """``auto`` found no sparse kernel that runs natively on the contract's target: a contract
    failure (exit code 1), never a silent dense program."""


@dataclass(frozen=True)
class Choice:
    requested: str
    chosen: str
    reason: str

    @property
    def sparse(self) -> bool:
        """True when the chosen program skips empty tiles (every backend but dense)."""
        return self.chosen != "dense"


def fully_masked_queries(plan: Planned) -> int:
    """Valid query tokens that attend to nothing, counted from the forward worklists."""
    wl, shape = plan.fwd, plan.contract.shape
    block_q = plan.contract.blocks.block_q
    row_any = wl.partial_mask_blocks.any(axis=2)  # [P, block_q]
    seen = np.zeros((wl.block_mask.shape[0], wl.block_mask.shape[1], block_q), bool)
    seen |= (wl.block_mask == BlockClass.FULL).any(axis=2)[..., None]
    partial = wl.block_mask == BlockClass.PARTIAL
    if partial.any():
        h, i, s = np.nonzero(partial)
        np.logical_or.at(seen, (h, i), row_any[wl.mask_next[h, i, s].astype(np.int64)])
    seen = seen.reshape(seen.shape[0], -1)[:, : shape.q_len]
    return int((~seen).sum())


def refusal(backend: str, plan: Planned, native: bool) -> str | None:
    """Why ``backend`` cannot serve ``plan`` (None when it can); ``native`` asks about the TPU."""
    c = plan.contract
    if backend == "dense":
        score_bytes = 4 * c.shape.num_heads * c.shape.q_len * c.shape.kv_len
        if score_bytes > DENSE_MAX_SCORE_BYTES:
            return f"dense scores would take {score_bytes / 2**30:.0f} GiB (limit {DENSE_MAX_SCORE_BYTES >> 30} GiB)"
        return None
    lanes_ok = c.blocks.block_q % LANES == 0 and c.blocks.block_kv % LANES == 0
    if backend == "pallas":
        if native and not lanes_ok:
            return f"native TPU kernels need blocks that are multiples of {LANES} (got {c.blocks.block_q}x{c.blocks.block_kv})"
        return None
    if backend == "splash":
        if not lanes_ok:
            return f"Splash needs blocks that are multiples of {LANES} (got {c.blocks.block_q}x{c.blocks.block_kv})"
        if c.segment_ids:
            return "Splash lets padding tokens (negative segment ids) attend to each other and cannot skip blocks for documents"
        if c.clustered is not None:
            return "routing decides the visited blocks per batch; Splash's MaskInfo is fixed when the kernel is built"
        masked = fully_masked_queries(plan)
        if masked:
            return f"{masked} query tokens attend to nothing; Splash returns an average of V there instead of zeros"
        return None
    raise BackendRefused(f"unknown backend {backend!r}; choose one of auto, {', '.join(BACKENDS)}")


def choose(plan: Planned, requested: str | None = None, native: bool = True) -> Choice:
    """Pick a backend for ``plan`` (``requested`` defaults to the contract's ``backend``).

    Raises ``BackendRefused`` for a refused explicit request and ``NoNativeKernel`` when
    ``auto`` finds no sparse kernel that runs natively."""
    c = plan.contract
    requested = requested or c.backend
    if requested != "auto":
        reason = refusal(requested, plan, native)
        if reason:
            raise BackendRefused(f"backend {requested!r} cannot serve this contract: {reason}")
        return Choice(requested, requested, "requested explicitly")
    if c.shape.num_heads * c.shape.q_len * c.shape.kv_len <= TINY_SCORES and refusal("dense", plan, native) is None:
        return Choice("auto", "dense", "tiny shape: one XLA einsum is cheaper than a kernel launch")
    needs_pallas = [f"{c.mask.kind} mask"] if not isinstance(c.mask, (Causal, Local)) else []
    needs_pallas += ["softcap"] * (c.softcap is not None) + ["segment ids"] * c.segment_ids
    if not needs_pallas:
        splash_refusal = refusal("splash", plan, native)
        if splash_refusal is None:
            return Choice("auto", "splash", "plain causal/local mask without softcap or segment ids")
        needs_pallas.append(f"splash refused: {splash_refusal}")
    reason = refusal("pallas", plan, native)
    if reason is None:
        return Choice("auto", "pallas", ", ".join(needs_pallas))
    where = f"natively on {c.target}" if native else "here"
    raise NoNativeKernel(f"no sparse kernel runs {where}: pallas refused ({reason})")
