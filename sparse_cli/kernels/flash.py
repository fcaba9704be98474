"""Block-sparse flash attention as Pallas TPU kernels, driven by the planner's worklists.

The three step arrays (``block_mask``, ``data_next``, ``mask_next``) are scalar-prefetched into
SMEM; grid step ``(h, row, s)`` loads the K/V (or Q) block named by ``data_next`` through the
BlockSpec index maps, applies ``partial_mask_blocks[mask_next]`` on partial steps and does no
compute on empty steps. Softmax statistics and accumulators live in float32 VMEM scratch.
Each pass runs at its own blocks (``KernelConfig.blocks``).

- forward: grid ``(H, nq, grid_width)`` -> output, and the log-sum-exp ``[H, 1, Lq]`` only when
  a gradient will be taken (one float32 per query, lane-major);
- dq: the forward worklists again, or its own when its block sizes differ;
- dK/dV: grid ``(kv heads, nk, group * grid_width_dkv)`` over the transposed worklists,
  computed in the transposed domain (``s^T = k q^T``) so the transposed partial blocks are used
  as stored. Both backward kernels read the log-sum-exp and delta as ``(1, block_q)`` rows.

GQA maps query head ``h`` to kv head ``h // group`` in the index maps (K/V are never repeated
in memory). Each dK/dV row walks the steps of every query head of its kv group in turn,
accumulates in float32 VMEM and writes dK/dV once, in the input dtype (no per-query-head copies
in HBM). Shapes here are padded: lengths are multiples of every pass's blocks (the API layer
pads and slices).
"""

from __future__ import annotations

import dataclasses
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.contract import PASSES
from sparse_cli.masks import BlockClass
from sparse_cli.targets import TPU_LANES as LANES  # softmax statistics are kept broadcast over one vreg of lanes

SUBLANES = 8  # sublane count: segment ids laid out as rows are stored broadcast over 8 sublanes
KERNEL_NAMES = tuple(f"sparse_cli_{name}" for name in PASSES)  # one kernel per pass, in PASSES order


@dataclasses.dataclass(frozen=True)
class KernelConfig:
    """Everything static about one kernel family: a new value means a new compilation."""

    blocks: tuple[tuple[int, int], tuple[int, int], tuple[int, int]]  # (block_q, block_kv) of fwd, dq, dkv
    scale: float
    softcap: float | None
    group: int  # query heads per kv head
    shared_heads: bool  # step arrays have one head row
    segmented: bool
    interpret: bool | pltpu.InterpretParams  # False: native TPU; params: JAX's TPU interpreter
    visited_tiles: tuple[int, int, int] | None = None  # per pass, for the cost estimate; None: every grid step counts

    @staticmethod
    def of(plan, interpret: bool | pltpu.InterpretParams, visited_tiles: dict[str, int] | None = None) -> KernelConfig:
        """The kernels' configuration for ``plan``; ``visited_tiles`` (per pass) defaults to
        the plan's (a sharded launch passes one device's share)."""
        c = plan.contract
        visited = visited_tiles or {name: p.visited_tiles for name, p in plan.stats.passes.items()}
        return KernelConfig(
            blocks=tuple(c.blocks.of(name) for name in PASSES),  # type: ignore[arg-type]
            scale=c.effective_scale,
            softcap=c.softcap,
            group=c.shape.num_heads // c.shape.kv_heads,
            shared_heads=plan.shared_heads and c.clustered is None,  # routing differs per head
            segmented=c.segment_ids,
            interpret=interpret,
            visited_tiles=tuple(visited[name] for name in PASSES),  # type: ignore[arg-type]
        )

    def blocks_of(self, name: str) -> tuple[int, int]:
        return self.blocks[PASSES.index(name)]


@dataclasses.dataclass(frozen=True)
class Segments:
    """Segment ids laid out for the kernels: columns broadcast over lanes, rows over sublanes."""

    q_col: jax.Array  # [Lq, LANES]
    q_row: jax.Array  # [SUBLANES, Lq]
    kv_col: jax.Array  # [Lk, LANES]
    kv_row: jax.Array  # [SUBLANES, Lk]

    @staticmethod
    def of(q_ids: jax.Array, kv_ids: jax.Array) -> Segments:
        q_ids, kv_ids = q_ids.astype(jnp.int32), kv_ids.astype(jnp.int32)
        return Segments(
            q_col=jnp.broadcast_to(q_ids[:, None], (q_ids.size, LANES)),
            q_row=jnp.broadcast_to(q_ids[None, :], (SUBLANES, q_ids.size)),
            kv_col=jnp.broadcast_to(kv_ids[:, None], (kv_ids.size, LANES)),
            kv_row=jnp.broadcast_to(kv_ids[None, :], (SUBLANES, kv_ids.size)),
        )


jax.tree_util.register_dataclass(Segments, data_fields=["q_col", "q_row", "kv_col", "kv_row"], meta_fields=[])


@dataclasses.dataclass(frozen=True)
class StepArrays:
    """One pass's worklists as device arrays (values may change per call; shapes may not)."""

    block_mask: jax.Array
    data_next: jax.Array
    mask_next: jax.Array
    partial_mask_blocks: jax.Array  # int8 (bool would be widened to i32 in VMEM); at least one block

    @property
    def grid_width(self) -> int:
        return self.block_mask.shape[-1]

    def prefetch(self):
        return self.block_mask, self.data_next, self.mask_next


jax.tree_util.register_dataclass(
    StepArrays, data_fields=["block_mask", "data_next", "mask_next", "partial_mask_blocks"], meta_fields=[]
)


@dataclasses.dataclass(frozen=True)
class PassSteps:
    """The step arrays of every launch: the dq launch walks the forward's unless its block
    sizes differ (``dq`` None then, so a plan without per-pass sizes has two sets of arrays)."""

    fwd: StepArrays
    dkv: StepArrays
    dq: StepArrays | None = None

    @staticmethod
    def of(passes: dict) -> PassSteps:
        """From a mapping of pass name to step arrays (``Plan.worklists``'s keys)."""
        return PassSteps(passes["fwd"], passes["dkv"], passes.get("dq"))

    @property
    def dq_steps(self) -> StepArrays:
        return self.dq if self.dq is not None else self.fwd

    def items(self):
        """``(name, step arrays)`` of each launch with arrays of its own, in ``Plan.worklists`` order."""
        return [("fwd", self.fwd), *([("dq", self.dq)] if self.dq is not None else []), ("dkv", self.dkv)]


jax.tree_util.register_dataclass(PassSteps, data_fields=["fwd", "dkv", "dq"], meta_fields=[])


def step_arrays(wl) -> StepArrays:
    """A pass's worklists as kernel inputs (int8 mask blocks; one block even when none, since
    the mask BlockSpec needs a source block even if no step reads it)."""
    blocks = wl.partial_mask_blocks.astype(jnp.int8)
    if blocks.shape[0] == 0:
        blocks = jnp.zeros((1, *blocks.shape[1:]), jnp.int8)
    return StepArrays(*(jnp.asarray(a) for a in (wl.block_mask, wl.data_next, wl.mask_next)), jnp.asarray(blocks))


def pad_tokens(x: jax.Array, length: int) -> jax.Array:
    """``[H, L, D]`` padded with zeros to ``length`` tokens (the plan masks them)."""
    return jnp.pad(x, ((0, 0), (0, length - x.shape[1]), (0, 0)))


def _dot(a, b, contract_a: int, contract_b: int):
    return jax.lax.dot_general(a, b, (((contract_a,), (contract_b,)), ((), ())), preferred_element_type=jnp.float32)


def _score_grad_dot(d_scores, x):
    """``d_scores @ x`` for dq and dk. dS is cast to the input dtype for the MXU, except
    float16, whose range (65504) real gradients exceed: there the product stays float32."""
    if x.dtype == jnp.float16:
        return _dot(d_scores, x.astype(jnp.float32), 1, 0)
    return _dot(d_scores.astype(x.dtype), x, 1, 0)


def _scores(cfg: KernelConfig, a, b):
    """Scaled, soft-capped scores ``a . b^T`` and d(capped)/d(raw) for the backward pass."""
    raw = _dot(a, b, 1, 1) * cfg.scale
    if cfg.softcap is None:
        return raw, None
    capped = jnp.tanh(raw / cfg.softcap)
    return cfg.softcap * capped, 1.0 - capped * capped


def _allowed(cls, mask_ref, seg_a, seg_b):
    """Token pairs of the current tile that attend (partial mask, then segment ids)."""
    allowed = jnp.logical_or(mask_ref[...] != 0, cls == BlockClass.FULL)
    if seg_a is not None:
        allowed = allowed & (seg_a == seg_b) & (seg_a >= 0) & (seg_b >= 0)
    return allowed


def _head_row(cfg: KernelConfig, h):
    return 0 if cfg.shared_heads else h


def _tile_specs(cfg: KernelConfig, transposed: bool):
    """Index maps shared by all three kernels. Non-transposed grids walk q rows and fetch kv
    blocks; transposed grids walk kv rows and fetch q blocks."""

    def fetched(h, row, step, block_mask, data_next, mask_next):
        return data_next[_head_row(cfg, h), row, step].astype(jnp.int32)

    def q_block(h, row, step, *refs):
        return (h, fetched(h, row, step, *refs) if transposed else row, 0)

    def kv_block(h, row, step, *refs):
        return (h // cfg.group, row if transposed else fetched(h, row, step, *refs), 0)

    def mask_block(h, row, step, block_mask, data_next, mask_next):
        return (mask_next[_head_row(cfg, h), row, step].astype(jnp.int32), 0, 0)

    return q_block, kv_block, mask_block


def _grouped_index(group: int, width: int, index_map):
    """An index map over ``(query head, row, step)`` driven from a grid ``(kv head, row,
    group * width)`` that walks the steps of each query head of the kv group in turn."""
    return lambda g, r, t, *refs: index_map(g * group + t // width, r, t % width, *refs)


def _launch(cfg: KernelConfig, kernel, name: str, steps: StepArrays, transposed: bool, q, specs, inputs,
            segments: Segments | None, out_specs, out_shape, scratch, matmuls: int, grouped: bool = False):
    """One pallas_call over grid ``(heads, rows, grid_width)`` driven by ``steps``: the common
    tile inputs (q, k, v, partial mask block) come first, then ``specs``/``inputs``, then the
    segment ids laid out for this grid's orientation. ``grouped``: the grid is ``(kv heads,
    rows, group * grid_width)``, so one row accumulates over every query head of its kv group
    (the kernel takes ``width`` to tell the head and step apart); out specs index kv heads."""
    head_dim = q.shape[2]
    phase = PASSES[KERNEL_NAMES.index(name)]
    bq, bkv = cfg.blocks_of(phase)
    q_block, kv_block, mask_block = _tile_specs(cfg, transposed)
    row_size, fetched_size = (bkv, bq) if transposed else (bq, bkv)
    fetched_index = (lambda h, r, s, *refs: q_block(h, r, s, *refs)[1]) if transposed else (lambda h, r, s, *refs: kv_block(h, r, s, *refs)[1])
    all_specs = [
        pl.BlockSpec((None, bq, head_dim), q_block),
        pl.BlockSpec((None, bkv, head_dim), kv_block),
        pl.BlockSpec((None, bkv, head_dim), kv_block),
        pl.BlockSpec((None, bq, bkv) if not transposed else (None, bkv, bq), mask_block),
        *(spec(q_block, kv_block) for spec in specs),
    ]
    all_inputs = [*inputs[:3], steps.partial_mask_blocks, *inputs[3:]]
    if cfg.segmented:
        all_specs += [
            pl.BlockSpec((row_size, LANES), lambda h, r, s, *refs: (r, 0)),
            pl.BlockSpec((SUBLANES, fetched_size), lambda h, r, s, *refs: (0, fetched_index(h, r, s, *refs))),
        ]
        all_inputs += [segments.kv_col, segments.q_row] if transposed else [segments.q_col, segments.kv_row]
    grid = (q.shape[0], steps.block_mask.shape[1], steps.grid_width)
    if grouped:
        all_specs = [pl.BlockSpec(spec.block_shape, _grouped_index(cfg.group, steps.grid_width, spec.index_map)) for spec in all_specs]
        grid = (q.shape[0] // cfg.group, grid[1], cfg.group * steps.grid_width)
        kernel = functools.partial(kernel, width=steps.grid_width)
    return pl.pallas_call(
        functools.partial(kernel, cfg),
        grid_spec=pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=3,
            grid=grid,
            in_specs=all_specs,
            out_specs=out_specs,
            scratch_shapes=scratch,
        ),
        out_shape=out_shape,
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "parallel", "arbitrary")),
        cost_estimate=_cost(cfg, phase, steps, q, matmuls),
        interpret=cfg.interpret,
        name=name,
    )(*steps.prefetch(), *all_inputs)


def _row_out(shape):
    """Output block ``shape`` of the grid row being walked."""
    return pl.BlockSpec((None, *shape), lambda h, r, s, *refs: (h, r, 0))


# --------------------------------------------------------------------------- forward


def _fwd_kernel(cfg, block_mask, data_next, mask_next, q_ref, k_ref, v_ref, mask_ref, *rest, residuals: bool):
    q_seg_ref, kv_seg_ref = rest[:2] if cfg.segmented else (None, None)
    outputs = rest[2:] if cfg.segmented else rest
    (o_ref, lse_ref, m_scr, l_scr, acc_scr) = outputs if residuals else (outputs[0], None, *outputs[1:])
    h, row, step = pl.program_id(0), pl.program_id(1), pl.program_id(2)
    cls = block_mask[_head_row(cfg, h), row, step].astype(jnp.int32)

    @pl.when(step == 0)
    def _init():
        m_scr[...] = jnp.full(m_scr.shape, -jnp.inf, jnp.float32)
        l_scr[...] = jnp.zeros(l_scr.shape, jnp.float32)
        acc_scr[...] = jnp.zeros(acc_scr.shape, jnp.float32)

    @pl.when(cls != BlockClass.EMPTY)
    def _accumulate():
        scores, _ = _scores(cfg, q_ref[...], k_ref[...])
        segs = (q_seg_ref[:, :1], kv_seg_ref[:1, :]) if cfg.segmented else (None, None)
        allowed = _allowed(cls, mask_ref, *segs)
        m_prev = m_scr[...]
        m_next = jnp.maximum(m_prev, jnp.max(jnp.where(allowed, scores, -jnp.inf), axis=1, keepdims=True))
        m_safe = jnp.where(m_next == -jnp.inf, 0.0, m_next)
        weights = jnp.where(allowed, jnp.exp(scores - m_safe[:, :1]), 0.0)
        alpha = jnp.exp(m_prev - m_safe)
        l_scr[...] = alpha * l_scr[...] + jnp.sum(weights, axis=1, keepdims=True)
        v = v_ref[...]
        acc_scr[...] = alpha[:, :1] * acc_scr[...] + _dot(weights.astype(v.dtype), v, 1, 0)
        m_scr[...] = m_next

    @pl.when(step == pl.num_programs(2) - 1)
    def _finish():
        total = l_scr[...]
        seen = total > 0
        o_ref[...] = (acc_scr[...] / jnp.where(seen, total, 1.0)[:, :1]).astype(o_ref.dtype)
        if lse_ref is not None:  # one float32 per query, lane-major: the row's column transposed
            lse = jnp.where(seen, m_scr[...] + jnp.log(jnp.where(seen, total, 1.0)), -jnp.inf)
            lse_ref[...] = jnp.transpose(lse)[:1, :]


def _row_vector(index_map, block: int):
    """``(1, block)`` blocks of a ``[H, 1, L]`` per-query float32 vector (log-sum-exp, delta):
    lane-major, so a residual costs 4 bytes per query in HBM, not a 128-lane broadcast."""
    return pl.BlockSpec((None, 1, block), index_map)


def flash_forward(cfg: KernelConfig, fwd: StepArrays, q, k, v, segments: Segments | None, residuals: bool):
    """Output ``[H, Lq, D]`` and, with ``residuals`` (a gradient will be taken), the log-sum-exp
    ``[H, 1, Lq]`` (``-inf`` where nothing is attended); without, no residual is written."""
    heads, q_len, head_dim = q.shape
    bq = cfg.blocks_of("fwd")[0]
    out_specs = [_row_out((bq, head_dim))]
    out_shape = [jax.ShapeDtypeStruct(q.shape, q.dtype)]
    if residuals:
        out_specs.append(_row_vector(lambda h, r, s, *refs: (h, 0, r), bq))
        out_shape.append(jax.ShapeDtypeStruct((heads, 1, q_len), jnp.float32))
    outputs = _launch(
        cfg, functools.partial(_fwd_kernel, residuals=residuals), KERNEL_NAMES[0], fwd, False, q, [], [q, k, v], segments,
        out_specs=out_specs,
        out_shape=out_shape,
        scratch=[pltpu.VMEM((bq, LANES), jnp.float32), pltpu.VMEM((bq, LANES), jnp.float32), pltpu.VMEM((bq, head_dim), jnp.float32)],
        matmuls=2,
    )
    return (outputs[0], outputs[1]) if residuals else (outputs[0], None)


# --------------------------------------------------------------------------- backward


def _dq_kernel(cfg, block_mask, data_next, mask_next, q_ref, k_ref, v_ref, mask_ref, do_ref, lse_ref, di_ref, *rest):
    if cfg.segmented:
        q_seg_ref, kv_seg_ref, dq_ref, dq_scr = rest
    else:
        dq_ref, dq_scr = rest
    h, row, step = pl.program_id(0), pl.program_id(1), pl.program_id(2)
    cls = block_mask[_head_row(cfg, h), row, step].astype(jnp.int32)

    @pl.when(step == 0)
    def _init():
        dq_scr[...] = jnp.zeros(dq_scr.shape, jnp.float32)

    @pl.when(cls != BlockClass.EMPTY)
    def _accumulate():
        k = k_ref[...]
        scores, d_capped = _scores(cfg, q_ref[...], k)
        segs = (q_seg_ref[:, :1], kv_seg_ref[:1, :]) if cfg.segmented else (None, None)
        allowed = _allowed(cls, mask_ref, *segs)
        column = lambda ref: jnp.expand_dims(ref[0], -1)  # (1, bq) row -> (bq, 1)
        probs = jnp.where(allowed, jnp.exp(scores - column(lse_ref)), 0.0)
        d_probs = _dot(do_ref[...], v_ref[...], 1, 1)
        d_scores = probs * (d_probs - column(di_ref))
        if d_capped is not None:
            d_scores = d_scores * d_capped
        dq_scr[...] += _score_grad_dot(d_scores, k) * cfg.scale

    @pl.when(step == pl.num_programs(2) - 1)
    def _finish():
        dq_ref[...] = dq_scr[...].astype(dq_ref.dtype)


def _dkv_kernel(cfg, block_mask, data_next, mask_next, q_ref, k_ref, v_ref, mask_ref, do_ref, lse_ref, di_ref, *rest, width):
    if cfg.segmented:
        kv_seg_ref, q_seg_ref, dk_ref, dv_ref, dk_scr, dv_scr = rest
    else:
        dk_ref, dv_ref, dk_scr, dv_scr = rest
    g, row, t = pl.program_id(0), pl.program_id(1), pl.program_id(2)  # kv head, kv block, step over the group
    h, step = g * cfg.group + t // width, t % width
    cls = block_mask[_head_row(cfg, h), row, step].astype(jnp.int32)

    @pl.when(t == 0)
    def _init():
        dk_scr[...] = jnp.zeros(dk_scr.shape, jnp.float32)
        dv_scr[...] = jnp.zeros(dv_scr.shape, jnp.float32)

    @pl.when(cls != BlockClass.EMPTY)
    def _accumulate():
        q, do = q_ref[...], do_ref[...]
        scores_t, d_capped_t = _scores(cfg, k_ref[...], q)  # [bkv, bq]
        segs = (kv_seg_ref[:, :1], q_seg_ref[:1, :]) if cfg.segmented else (None, None)
        allowed_t = _allowed(cls, mask_ref, *segs)
        probs_t = jnp.where(allowed_t, jnp.exp(scores_t - lse_ref[...]), 0.0)
        dv_scr[...] += _dot(probs_t.astype(do.dtype), do, 1, 0)
        d_probs_t = _dot(v_ref[...], do, 1, 1)
        d_scores_t = probs_t * (d_probs_t - di_ref[...])
        if d_capped_t is not None:
            d_scores_t = d_scores_t * d_capped_t
        dk_scr[...] += _score_grad_dot(d_scores_t, q) * cfg.scale

    @pl.when(t == pl.num_programs(2) - 1)
    def _finish():
        dk_ref[...] = dk_scr[...].astype(dk_ref.dtype)
        dv_ref[...] = dv_scr[...].astype(dv_ref.dtype)


def flash_backward(cfg: KernelConfig, steps: PassSteps, q, k, v, out, lse, d_out, segments):
    """``(dq, dk, dv)`` for the forward pass above; ``lse`` is ``[H, 1, Lq]``. Both passes read
    the per-query log-sum-exp and delta as ``(1, block_q)`` rows of ``[H, 1, Lq]`` vectors."""
    head_dim = q.shape[2]
    bq = cfg.blocks_of("dq")[0]
    di = jnp.sum(d_out.astype(jnp.float32) * out.astype(jnp.float32), axis=-1)[:, None, :]

    per_q_row = lambda shape: lambda q_block, kv_block: pl.BlockSpec((None, *shape), q_block)
    own_row = lambda q_block, kv_block: _row_vector(lambda h, r, s, *refs: (h, 0, r), bq)
    dq = _launch(
        cfg, _dq_kernel, KERNEL_NAMES[1], steps.dq_steps, False, q,
        [per_q_row((bq, head_dim)), own_row, own_row],
        [q, k, v, d_out, lse, di], segments,
        out_specs=_row_out((bq, head_dim)),
        out_shape=jax.ShapeDtypeStruct(q.shape, q.dtype),
        scratch=[pltpu.VMEM((bq, head_dim), jnp.float32)],
        matmuls=3,
    )

    bq, bkv = cfg.blocks_of("dkv")

    def q_row_vector(q_block, kv_block):  # the fetched q block's row of a [H, 1, Lq] vector
        return _row_vector(lambda h, r, s, *refs: (h, 0, q_block(h, r, s, *refs)[1]), bq)

    dk, dv = _launch(
        cfg, _dkv_kernel, KERNEL_NAMES[2], steps.dkv, True, q,
        [per_q_row((bq, head_dim)), q_row_vector, q_row_vector],
        [q, k, v, d_out, lse, di], segments,
        out_specs=[_row_out((bkv, head_dim)), _row_out((bkv, head_dim))],
        out_shape=[jax.ShapeDtypeStruct(k.shape, k.dtype), jax.ShapeDtypeStruct(v.shape, v.dtype)],
        scratch=[pltpu.VMEM((bkv, head_dim), jnp.float32), pltpu.VMEM((bkv, head_dim), jnp.float32)],
        matmuls=4,
        grouped=True,
    )
    return dq, dk, dv


def _cost(cfg: KernelConfig, phase: str, steps: StepArrays, q, matmuls: int) -> pl.CostEstimate:
    """Cost of one launch of pass ``phase``: the plan's visited tiles when known, else every
    grid step. Bytes count each row's own block in and out once and one fetched K/V (or Q/dO)
    pair per tile."""
    heads, head_dim = q.shape[0], q.shape[2]
    rows = steps.block_mask.shape[1]
    index = PASSES.index(phase)
    tiles = cfg.visited_tiles[index] if cfg.visited_tiles is not None else heads * rows * steps.grid_width
    block_q, block_kv = cfg.blocks[index]
    pairs = tiles * block_q * block_kv
    row_block, fetched_block = (block_kv, block_q) if phase == "dkv" else (block_q, block_kv)
    return pl.CostEstimate(
        flops=2 * head_dim * pairs * matmuls,
        transcendentals=pairs * (2 if cfg.softcap else 1),
        bytes_accessed=2 * (heads * rows * row_block + tiles * fetched_block) * head_dim * q.dtype.itemsize,
    )


# --------------------------------------------------------------------------- differentiable entry


@functools.partial(jax.custom_vjp, nondiff_argnums=(0,))
def flash_attention(cfg: KernelConfig, steps: PassSteps, q, k, v, segments):
    """Attention output, differentiable in ``q, k, v``; worklists and segment ids are data
    (never traced constants), so new values of the same shapes reuse the compiled program."""
    return flash_forward(cfg, steps.fwd, q, k, v, segments, residuals=False)[0]


def _vjp_forward(cfg, steps, q, k, v, segments):
    out, lse = flash_forward(cfg, steps.fwd, q, k, v, segments, residuals=True)
    return out, (steps, q, k, v, out, lse, segments)


def _vjp_backward(cfg, residuals, d_out):
    steps, q, k, v, out, lse, segments = residuals
    dq, dk, dv = flash_backward(cfg, steps, q, k, v, out, lse, d_out.astype(q.dtype), segments)
    return None, dq, dk, dv, None


flash_attention.defvjp(_vjp_forward, _vjp_backward)
