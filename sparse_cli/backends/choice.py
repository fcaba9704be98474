"""Which backend serves a plan: the ``auto`` policy, decided without importing jax.

The rule, also in the README: tiny problems (at most 2^18 score elements) -> dense; else, given
estimates of the sparse backends (the compiler's schedule where it was read, else the roofline
model: ``report.program.decide``), the fastest that can serve the plan; without estimates, a plain
``causal``/``local`` mask without softcap or segment ids -> splash, when Splash accepts the
plan; everything else -> pallas. An explicit request never falls back: it is served or
refused with the reason. ``auto`` never falls back to dense either: a contract whose sparse
kernel cannot run natively on its target is refused (``NoNativeKernel``), because a dense
program presented as sparse is a false verdict.
"""

from __future__ import annotations

from dataclasses import dataclass

from sparse_cli.backends.base import Backend, BackendRefused, NoNativeKernel, Planned
from sparse_cli.backends.registry import backend_named
from sparse_cli.masks import Causal, Local

#: Below this many score elements (heads x q x kv) a single XLA einsum beats any kernel launch.
TINY_SCORES = 1 << 18


@dataclass(frozen=True)
class Choice:
    requested: str
    chosen: str
    reason: str

    @property
    def backend(self) -> Backend:
        return backend_named(self.chosen)

    @property
    def sparse(self) -> bool:
        """True when the chosen program skips empty tiles."""
        return not self.backend.computes_every_tile


def refusal(name: str, plan: Planned, native: bool) -> str | None:
    """Why backend ``name`` cannot serve ``plan`` (None when it can); ``native``: on the TPU."""
    return backend_named(name).refusal(plan, native)


#: The sparse backends ``auto`` weighs against each other by their estimates (``splash-fused``, a
#: peer to compare against, runs only when asked for: ``backends.splash.SplashFused``).
SPARSE_CANDIDATES = ("pallas", "splash")


@dataclass(frozen=True)
class Estimates:
    """Seconds each sparse backend is estimated to take on the plan (its forward and backward
    programs), and by what: ``the compiler's schedule`` or ``the roofline model``."""

    seconds: dict[str, float]
    source: str


def eligible(plan: Planned, native: bool = True) -> list[str]:
    """The sparse candidates that can serve ``plan`` (``native``: on its target)."""
    return [name for name in SPARSE_CANDIDATES if refusal(name, plan, native) is None]


def choose(plan: Planned, requested: str | None = None, native: bool = True, estimates: Estimates | None = None) -> Choice:
    """Pick a backend for ``plan`` (``requested`` defaults to the contract's ``backend``):
    with ``estimates`` of the eligible sparse backends, ``auto`` takes the fastest; without,
    the rule in the module docstring.

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
    candidates = eligible(plan, native)
    if estimates is not None and candidates and all(name in estimates.seconds for name in candidates):
        fastest = min(candidates, key=estimates.seconds.__getitem__)
        times = ", ".join(f"{name} {estimates.seconds[name] * 1e3:.4g} ms" for name in sorted(candidates, key=estimates.seconds.__getitem__))
        return Choice("auto", fastest, f"the lowest time by {estimates.source}: {times}")
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
