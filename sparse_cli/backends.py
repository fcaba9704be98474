"""Backend dispatch and receipts: which implementation serves a plan, and proof that it ran.

Three backends, each a module under ``kernels/`` that never imports another:

- ``pallas``: this project's block-sparse flash-attention kernels (``kernels/flash.py``);
- ``splash``: JAX's Splash kernel fed with this planner's ``MaskInfo`` (never Splash's own mask
  processing);
- ``dense``: plain XLA attention with the same semantics (``kernels/reference.py``).

``auto`` follows the rule in ``choice.choose`` (also in the README). An explicit request never
falls back: it runs, or raises ``BackendRefused`` with the reason.
"""

from __future__ import annotations

import re
from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.pallas import tpu as pltpu
from pydantic import BaseModel

from sparse_cli.artifacts import versions
from sparse_cli.choice import BackendRefused, Choice, choose
from sparse_cli.kernels import flash
from sparse_cli.kernels.reference import SegmentIds, attention_reference
from sparse_cli.planner.budget import DocumentOverflow, step_layout
from sparse_cli.planner.plan import Plan
from sparse_cli.planner.routing import expand_to_kernel_blocks, route, routed_steps
from sparse_cli.planner.runtime import needed_widths, pad_to_blocks, runtime_steps, visited_by
from sparse_cli.planner.worklists import Worklists

__all__ = ["Attention", "BackendRefused", "DocumentOverflow", "Receipt", "attention", "on_tpu"]



def on_tpu() -> bool:
    return jax.default_backend() == "tpu"


# --------------------------------------------------------------------------- adapters


def pad_tokens(x: jax.Array, length: int) -> jax.Array:
    """``[H, L, D]`` padded with zeros to ``length`` tokens (masked by the plan)."""
    return jnp.pad(x, ((0, 0), (0, length - x.shape[1]), (0, 0)))


def step_arrays(wl: Worklists) -> flash.StepArrays:
    """A pass's worklists as kernel inputs (int8 mask blocks; one block even when none)."""
    blocks = wl.partial_mask_blocks.astype(np.int8)
    if blocks.shape[0] == 0:  # the mask BlockSpec needs a source block even if never used
        blocks = np.zeros((1, *blocks.shape[1:]), np.int8)
    return flash.StepArrays(*(jnp.asarray(a) for a in (wl.block_mask, wl.data_next, wl.mask_next)), jnp.asarray(blocks))


def _padded_lengths(plan: Plan) -> tuple[int, int]:
    return plan.stats.num_q_blocks * plan.contract.blocks.block_q, plan.stats.num_kv_blocks * plan.contract.blocks.block_kv


def _pallas(plan: Plan, interpret) -> tuple[Any, Callable]:
    c = plan.contract
    q_pad, kv_pad = _padded_lengths(plan)
    config = flash.KernelConfig(
        block_q=c.blocks.block_q,
        block_kv=c.blocks.block_kv,
        scale=c.effective_scale,
        softcap=c.softcap,
        group=c.shape.num_heads // c.shape.kv_heads,
        shared_heads=plan.shared_heads and c.clustered is None,  # routing differs per head
        segmented=c.segment_ids,
        interpret=interpret,
        visited_tiles=sum(h.partial + h.full for h in plan.stats.heads),
    )

    documents = c.documents
    group = c.shape.num_heads // c.shape.kv_heads

    def run(steps, q, k, v, segment_ids):
        segments = overflow = None
        if segment_ids is not None:
            q_ids, kv_ids = pad_to_blocks(segment_ids.q, c.blocks.block_q), pad_to_blocks(segment_ids.kv, c.blocks.block_kv)
            segments = flash.Segments.of(q_ids, kv_ids)
            if documents is not None:  # this batch's plan: the static bound minus cross-document tiles
                steps, overflow = document_steps(steps, q_ids, kv_ids, plan)
        if c.clustered is not None:  # this batch's routing decides which causal tiles are visited
            steps = routed_step_arrays(steps, route(q, k, c), plan)
        if overflow is not None:  # rows over a stated max_grid_width: NaN, never a truncated result
            q_rows = _token_rows(overflow[0], c.blocks.block_q, c.shape.num_heads, q.shape[1])
            kv_rows = _token_rows(overflow[1], c.blocks.block_kv, c.shape.num_heads, k.shape[1])
            kv_rows = kv_rows.reshape(-1, group, kv_rows.shape[-1]).any(axis=1)
            q = _nan_rows(q, q_rows)  # NaN scores: those outputs and their log-sum-exp; NaN dq
            k, v = _nan_gradient_rows(k, kv_rows), _nan_gradient_rows(v, kv_rows)  # the cut dk/dv rows
        q_p, k_p, v_p = pad_tokens(q, q_pad), pad_tokens(k, kv_pad), pad_tokens(v, kv_pad)
        return flash.flash_attention(config, *steps, q_p, k_p, v_p, segments)[:, : q.shape[1]]

    return (step_arrays(plan.fwd), step_arrays(plan.dkv)), run


def _token_rows(block_rows: jax.Array, block: int, heads: int, length: int) -> jax.Array:
    """``[H or 1, blocks]`` block flags as ``[heads, length]`` token flags."""
    return jnp.broadcast_to(jnp.repeat(block_rows, block, axis=-1)[:, :length], (heads, length))


@jax.custom_vjp
def _nan_rows(x: jax.Array, rows: jax.Array) -> jax.Array:
    """``x`` with the flagged ``[H, L]`` rows NaN, in value and in gradient."""
    return jnp.where(rows[..., None], jnp.nan, x).astype(x.dtype)


@jax.custom_vjp
def _nan_gradient_rows(x: jax.Array, rows: jax.Array) -> jax.Array:
    """Identity whose gradient is NaN in the flagged ``[H, L]`` rows."""
    return x


def _nan_cotangent(rows, cotangent):
    return jnp.where(rows[..., None], jnp.nan, cotangent).astype(cotangent.dtype), None


_nan_rows.defvjp(lambda x, rows: (_nan_rows(x, rows), rows), _nan_cotangent)
_nan_gradient_rows.defvjp(lambda x, rows: (x, rows), _nan_cotangent)


def document_steps(steps, q_ids, kv_ids, plan: Plan):
    """Forward and dK/dV step arrays of one batch of packed documents (ids padded to blocks),
    at the width the plan's launches receive, and what that width cuts (never anything without
    a stated ``max_grid_width``): ``[H, nq]`` q block rows that need more steps, and ``[H, nk]``
    kv blocks whose gradients are cut — visited by such a q block, or needing more steps in
    the dK/dV pass themselves (None without a stated bound)."""
    c = plan.contract
    bq, bkv = c.blocks.block_q, c.blocks.block_kv
    arrays, overflow = [], []
    for static, wl, transposed in zip(steps, (plan.fwd, plan.dkv), (False, True)):
        width = step_layout(c, wl)[2]
        block_mask, data_next, mask_next, needed = runtime_steps(static, q_ids, kv_ids, bq, bkv, transposed, width)
        arrays.append(flash.StepArrays(block_mask, data_next, mask_next, static.partial_mask_blocks))
        overflow.append(needed > width)
    if c.documents.max_grid_width is None:  # a subset of the static plan always fits its width
        return tuple(arrays), None
    q_rows, kv_rows = overflow
    kv_rows = kv_rows | visited_by(steps[0], q_ids, kv_ids, bq, bkv, q_rows, plan.stats.num_kv_blocks)
    return tuple(arrays), (q_rows, kv_rows)


def routed_step_arrays(steps, routes, plan: Plan):
    """Forward and dK/dV step arrays of one batch's route selection (per-head rows)."""
    c, s = plan.contract, plan.stats
    selected = expand_to_kernel_blocks(routes, c.clustered.route_block, c.blocks.block_q, c.blocks.block_kv,
                                       s.num_q_blocks, s.num_kv_blocks)
    return tuple(flash.StepArrays(*routed_steps(static, selected, transposed)[:3], static.partial_mask_blocks)
                 for static, transposed in zip(steps, (False, True)))


def _splash(plan: Plan, interpret) -> tuple[Any, Callable]:
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_kernel as splash

    c = plan.contract
    q_pad, kv_pad = _padded_lengths(plan)
    bq, bkv = c.blocks.block_q, c.blocks.block_kv
    infos = [jax.tree_util.tree_map(jnp.asarray, info) for info in plan.to_splash_mask_info()]
    kernel = splash.SplashAttentionKernel(
        *infos,
        block_sizes=splash.BlockSizes(
            block_q=bq, block_kv=bkv, block_kv_compute=bkv,
            block_q_dkv=bq, block_kv_dkv=bkv, block_kv_dkv_compute=bkv,
            block_q_dq=bq, block_kv_dq=bkv,
        ),
        is_mqa=False,
        save_residuals=False,
        mask_value=splash.DEFAULT_MASK_VALUE,
        attn_logits_soft_cap=c.softcap,
        residual_checkpoint_name=None,
        mask_function=None,
        interpret=bool(interpret),
    )

    def run(kernel, q, k, v, segment_ids):
        q_p = pad_tokens(q * jnp.asarray(c.effective_scale, q.dtype), q_pad)
        return kernel(q_p, pad_tokens(k, kv_pad), pad_tokens(v, kv_pad))[:, : q.shape[1]]

    return kernel, run


def _dense(plan: Plan, interpret) -> tuple[Any, Callable]:
    contract = plan.contract

    def run(_, q, k, v, segment_ids):
        routes = route(q, k, contract) if contract.clustered is not None else None
        return attention_reference(q, k, v, contract, segment_ids, routes)[0].astype(q.dtype)

    return None, run


_ADAPTERS = {"pallas": _pallas, "splash": _splash, "dense": _dense}


# --------------------------------------------------------------------------- receipts


class Receipt(BaseModel):
    """What ran, why, and the evidence read back from the lowered program."""

    contract: str
    cache_key: str
    requested: str
    chosen: str
    reason: str
    platform: str
    execution: str  # "native", "interpret" or "xla"
    kernels: list[str]  # kernel names found in the lowered program
    evidence: str
    proven: bool
    versions: dict[str, str]


_TPU_KERNEL = re.compile(r'kernel_name\s*=\s*"([^"]+)"')
_INTERPRETED_KERNEL = re.compile(r'([A-Za-z_][A-Za-z0-9_]*)\)*/pallas_call"')  # "vmap(name)/pallas_call"


def kernels_in(lowered_text: str) -> tuple[list[str], str]:
    """Pallas kernel names in a lowered program's text, and where they were found."""
    native = sorted(set(_TPU_KERNEL.findall(lowered_text)))
    if native:
        return native, "tpu_custom_call kernel_name attributes"
    interpreted = sorted(set(_INTERPRETED_KERNEL.findall(lowered_text)))
    if interpreted:
        return interpreted, "pallas_call locations of the interpreted kernels"
    return [], "no tpu_custom_call and no pallas_call in the program"


def _proves(backend: str, kernels: list[str], grads: bool) -> bool:
    if backend == "pallas":
        return set(kernels) == set(flash.KERNEL_NAMES if grads else flash.KERNEL_NAMES[:1])
    if backend == "splash":
        return bool(kernels) and all(k.startswith("splash_") for k in kernels)
    return not kernels


class Attention:
    """A plan bound to a backend: call it like attention; ask it for a receipt.

    The worklists are passed to the jitted function as arguments, so replacing them with other
    values of the same shapes does not recompile.
    """

    def __init__(self, plan: Plan, backend: str | Choice | None = None, interpret: bool | pltpu.InterpretParams | None = None):
        """``backend``: a name (``auto`` or a backend), or a ``Choice`` already made — e.g. for
        the real contract when ``plan`` is its scaled-down stand-in — which is kept as the
        receipt's record of why, after checking the backend serves ``plan`` too. ``interpret``:
        None runs natively on a TPU and interpreted elsewhere; ``True`` the generic interpreter;
        ``InterpretParams`` JAX's TPU interpreter with those settings (the Pallas backend)."""
        self.plan = plan
        native = on_tpu() if interpret is None else interpret is False
        if isinstance(backend, Choice):
            choose(plan, backend.chosen, native)  # raises when it cannot serve this plan
            self.choice = backend
        else:
            self.choice = choose(plan, backend, native)
        self.execution = "xla" if self.choice.chosen == "dense" else ("native" if native else "interpret")
        self._interpret = False if native else (interpret if isinstance(interpret, pltpu.InterpretParams) else True)
        self.data, run = _ADAPTERS[self.choice.chosen](plan, self._interpret)
        self.call = self._batched(run)
        self._jitted = jax.jit(self.call)
        documents = plan.contract.documents
        self._needed_widths = None  # jitted once: it runs before every call with a stated bound
        if documents is not None and documents.max_grid_width is not None and self.choice.chosen == "pallas":
            bq, bkv = plan.contract.blocks.block_q, plan.contract.blocks.block_kv
            self._needed_widths = jax.jit(jax.vmap(lambda data, q, kv: needed_widths(data, q, kv, bq, bkv), in_axes=(None, 0, 0)))

    def data_for(self, plan: Plan):
        """This backend's runtime data (the worklists) for another plan of the same contract:
        new values, same shapes, so the compiled program is reused."""
        return _ADAPTERS[self.choice.chosen](plan, self._interpret)[0]

    @staticmethod
    def _batched(run):
        def call(data, q, k, v, segment_ids):
            if q.ndim == 3:
                return run(data, q, k, v, segment_ids)
            return jax.vmap(run, in_axes=(None, 0, 0, 0, 0 if segment_ids is not None else None))(data, q, k, v, segment_ids)

        return call

    def __call__(self, q, k, v, segment_ids: SegmentIds | None = None):
        """``q [(B,) H, Lq, D]``, ``k, v [(B,) H_kv, Lk, D]``; segment ids ``[(B,) L]``.

        A batch whose documents need more steps than a stated ``max_grid_width`` is refused
        (``DocumentOverflow``). Inside a caller's own ``jax.jit`` (``attention.call``) no host
        check can run: there what the bound would cut comes out NaN, never silently truncated —
        the output rows (those that attend anything) and dq rows of each q block whose row
        overflows, and the dk/dv rows of each kv block such a q block visits or whose own dK/dV
        row overflows. Every other row is exact."""
        segment_ids = self._check(q, k, v, segment_ids)
        self.check_batch(segment_ids)
        return self._jitted(self.data, q, k, v, segment_ids)

    def check_batch(self, segment_ids: SegmentIds | None) -> None:
        """The max_grid_width policy on the host: refuse (naming the batch) rather than truncate.
        Traced ids (a caller's own jit) cannot be inspected here; the program marks what a bound
        cuts as NaN instead."""
        if self._needed_widths is None or isinstance(segment_ids.q, jax.core.Tracer) or isinstance(segment_ids.kv, jax.core.Tracer):
            return
        c = self.plan.contract
        q_ids = pad_to_blocks(jnp.atleast_2d(segment_ids.q), c.blocks.block_q)
        kv_ids = pad_to_blocks(jnp.atleast_2d(segment_ids.kv), c.blocks.block_kv)
        bound = c.documents.max_grid_width
        for batch, needed in enumerate(np.asarray(self._needed_widths(self.data, q_ids, kv_ids)).max(axis=1)):
            if needed > bound:
                raise DocumentOverflow(
                    f"batch {batch}: its documents need {int(needed)} steps in a row, but contract {c.name!r} bounds "
                    f"max_grid_width at {bound}; raise the bound (or leave it unset to use the static plan's width)")

    def _check(self, q, k, v, segment_ids) -> SegmentIds | None:
        """Shapes at the API boundary (a clear ValueError, never a silent pad or crop); returns
        the segment ids as ``SegmentIds`` (a ``(q_ids, kv_ids)`` tuple is accepted)."""
        s = self.plan.contract.shape
        expect_q, expect_kv = (s.num_heads, s.q_len, s.head_dim), (s.kv_heads, s.kv_len, s.head_dim)
        if q.shape[-3:] != expect_q or k.shape[-3:] != expect_kv or v.shape[-3:] != expect_kv:
            raise ValueError(f"q/k/v shapes {q.shape}/{k.shape}/{v.shape} do not match the contract ({expect_q}, {expect_kv})")
        if q.ndim not in (3, 4) or not q.ndim == k.ndim == v.ndim or q.shape[:-3] != k.shape[:-3] or k.shape[:-3] != v.shape[:-3]:
            raise ValueError(f"q/k/v must all be [H, L, D] or all [B, H, L, D] with one batch size "
                             f"(got {q.shape}/{k.shape}/{v.shape}); broadcast k and v to q's batch")
        if self.plan.contract.segment_ids != (segment_ids is not None):
            raise ValueError("segment_ids must be given exactly when the contract sets segment_ids: true")
        if segment_ids is None:
            return None
        if not isinstance(segment_ids, SegmentIds):
            if not (isinstance(segment_ids, (tuple, list)) and len(segment_ids) == 2):
                raise ValueError("segment_ids must be SegmentIds(q, kv) or a (q_ids, kv_ids) pair")
            segment_ids = SegmentIds(*segment_ids)
        batch = q.shape[:-3]
        for name, ids, length in (("q", segment_ids.q, s.q_len), ("kv", segment_ids.kv, s.kv_len)):
            if tuple(jnp.shape(ids)) != (*batch, length) or not jnp.issubdtype(jnp.result_type(ids), jnp.integer):
                raise ValueError(f"segment_ids.{name} must be integers of shape {(*batch, length)} "
                                 f"(got {jnp.result_type(ids)} {tuple(jnp.shape(ids))})")
        return segment_ids

    def program(self, grads: bool = False):
        """``f(data, q, k, v, segment_ids)``: the forward pass, or with ``grads`` the output and
        the VJP of the output itself (which exercises every backward kernel)."""
        if not grads:
            return self.call

        def forward_and_backward(data, q, k, v, segment_ids):
            out, pullback = jax.vjp(lambda q, k, v: self.call(data, q, k, v, segment_ids), q, k, v)
            return out, pullback(out)

        return forward_and_backward

    def receipt(self, q, k, v, segment_ids: SegmentIds | None = None, grads: bool = False) -> Receipt:
        """Lower the program this object runs (with ``grads``, its VJP too) and read back which
        kernels it contains."""
        text = jax.jit(self.program(grads)).lower(self.data, q, k, v, segment_ids).as_text(debug_info=True)
        kernels, evidence = kernels_in(text)
        c = self.plan.contract
        return Receipt(
            contract=c.name,
            cache_key=c.cache_key(),
            requested=self.choice.requested,
            chosen=self.choice.chosen,
            reason=self.choice.reason,
            platform=jax.default_backend(),
            execution=self.execution,
            kernels=kernels,
            evidence=evidence,
            proven=_proves(self.choice.chosen, kernels, grads),
            versions=versions(),
        )


def attention(q, k, v, plan: Plan, *, segment_ids: SegmentIds | None = None, backend: str = "auto"):
    """Block-sparse attention of ``plan``'s contract: shapes ``[H, L, D]`` or ``[B, H, L, D]``."""
    return Attention(plan, backend)(q, k, v, segment_ids)
