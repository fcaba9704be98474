"""Block-sparse flash attention as Pallas TPU kernels, driven by the planner's worklists.

Each launch walks a flat schedule (``planner.schedule``) built on the device from the pass's
worklists: one grid step per visited tile, plus one for an output block that visits nothing
(it writes zeros) — no padding steps. Its arrays (``slot``, ``fetched``, ``kind``, and ``mask``
for stored masks) are scalar-prefetched into SMEM; step ``(program, i)`` loads the row's block and the
fetched block through the BlockSpec index maps, masks partial steps, and an output block stays
in VMEM over the consecutive steps of its unit. A partial tile's token mask is computed from
the token positions when every head shares a mask with a closed form (``TokenRule``: iota
arithmetic on the kind's own predicate, no mask traffic); otherwise it is the stored block
``partial_mask_blocks[mask]``, fetched through the ``mask`` schedule array.
Softmax statistics and accumulators live in float32 VMEM scratch. Each pass runs at its own
blocks (``KernelConfig.blocks``); a pass whose schedule exceeds the SMEM budget runs as several
launches over consecutive output blocks, each writing its blocks into the same buffers.

- forward: output, and the log-sum-exp ``[H, 1, Lq]`` only when a gradient will be taken (one
  float32 per query, lane-major); attention sinks start each row's softmax statistics at the
  head's sink (max = sink, sum = 1), so the sink joins the denominator and nothing else;
- dq: the forward worklists again, or its own when its block sizes differ;
- dK/dV: each kv row of a kv head walks the transposed steps of every query head of its group
  in turn, computed in the transposed domain (``s^T = k q^T``) so the transposed partial
  blocks are used as stored, accumulates in float32 VMEM and writes dK/dV once, in the input
  dtype (no per-query-head copies in HBM). Both backward kernels read the log-sum-exp and delta
  as ``(1, block_q)`` rows.

GQA maps query head ``h`` to kv head ``h // group`` in the index maps (K/V are never repeated
in memory). Values may have their own head dimension (MLA-style ``Dv``). Shapes here are
padded: lengths are multiples of every pass's blocks (the API layer pads and slices).
"""

from __future__ import annotations

import dataclasses
import functools

import jax
import jax.numpy as jnp
import pydantic
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.contract import PASSES, token_rule
from sparse_cli.masks import BlockClass, Mask
from sparse_cli.planner.schedule import FIRST, LAST, PassSchedule, computes_masks, schedule_of
from sparse_cli.planner.work import DKV_MATMULS, DQ_MATMULS, FWD_MATMULS
from sparse_cli.targets import TPU_LANES as LANES  # softmax statistics are kept broadcast over one vreg of lanes

SUBLANES = 8  # sublane count: segment ids laid out as rows are stored broadcast over 8 sublanes
KERNEL_NAMES = tuple(f"sparse_cli_{name}" for name in PASSES)  # one kernel per pass, in PASSES order
CLASS_BITS = FIRST - 1  # the block class in a schedule step's ``kind``


@functools.lru_cache(maxsize=64)
def _parsed_mask(document: str):
    return pydantic.TypeAdapter(Mask).validate_json(document)


@dataclasses.dataclass(frozen=True)
class TokenRule:
    """The token mask the kernels compute on a partial tile (``contract.token_rule``): the mask
    kind's own predicate on token positions, and padding tokens never attend. Held as the
    mask's JSON, so the kernel configuration stays hashable."""

    mask: str
    q_len: int
    kv_len: int

    def allows(self, q, kv):
        return _parsed_mask(self.mask).attends(q, kv) & (q < self.q_len) & (kv < self.kv_len)


@dataclasses.dataclass(frozen=True)
class KernelConfig:
    """Everything static about one kernel family: a new value means a new compilation."""

    blocks: tuple[tuple[int, int], tuple[int, int], tuple[int, int]]  # (block_q, block_kv) of fwd, dq, dkv
    schedules: tuple[PassSchedule, PassSchedule, PassSchedule]  # of fwd, dq, dkv: units, launches, dtypes
    scale: float
    softcap: float | None
    group: int  # query heads per kv head
    segmented: bool
    sinks: bool  # a learned logit per query head joins every softmax denominator
    rule: TokenRule | None  # partial tiles' masks computed in the kernel; None: stored blocks fetched
    partial_shares: tuple[float, float, float]  # of fwd, dq, dkv: partial tiles per visited tile (cost estimate)
    interpret: bool | pltpu.InterpretParams  # False: native TPU; params: JAX's TPU interpreter

    @staticmethod
    def of(plan, interpret: bool | pltpu.InterpretParams, worklists: dict | None = None, head_shards: int = 1,
           q_shards: int = 1) -> KernelConfig:
        """The kernels' configuration for ``plan``: schedules for the plan's worklists under its
        SMEM budget, or on a mesh for ``worklists`` per q shard with the heads split over
        ``head_shards`` and q over ``q_shards`` (one device's share)."""
        c = plan.contract
        worklists = worklists or plan.worklists
        budget = plan.smem_budget
        q_sharded = q_shards > 1
        schedules = {name: schedule_of(c, name, wl, budget, head_shards, q_sharded) for name, wl in worklists.items()}
        rule = token_rule(c) if computes_masks(c, q_sharded) else None
        passes = plan.stats.passes
        return KernelConfig(
            blocks=tuple(c.blocks.of(name) for name in PASSES),  # type: ignore[arg-type]
            schedules=tuple(schedules.get(name, schedules["fwd"]) for name in PASSES),  # type: ignore[arg-type]
            scale=c.effective_scale,
            softcap=c.softcap,
            group=c.shape.num_heads // c.shape.kv_heads,
            segmented=c.segment_ids,
            sinks=c.sinks,
            rule=TokenRule(rule.model_dump_json(), c.shape.q_len, c.shape.kv_len) if rule is not None else None,
            partial_shares=tuple(passes[name].partial_tiles / max(passes[name].visited_tiles, 1) for name in PASSES),  # type: ignore[arg-type]
            interpret=interpret,
        )

    def blocks_of(self, name: str) -> tuple[int, int]:
        return self.blocks[PASSES.index(name)]

    def schedule_of(self, name: str) -> PassSchedule:
        return self.schedules[PASSES.index(name)]


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

    def with_arrays(self, arrays: dict) -> PassSteps:
        """These launches walking a batch's runtime plan: each pass's ``(block_mask, data_next,
        mask_next)`` from ``arrays`` (keyed like ``items``), its partial blocks kept."""
        return PassSteps.of({name: StepArrays(*arrays[name], static.partial_mask_blocks) for name, static in self.items()})


jax.tree_util.register_dataclass(PassSteps, data_fields=["fwd", "dkv", "dq"], meta_fields=[])


def step_arrays(wl) -> StepArrays:
    """A pass's worklists as kernel inputs (int8 mask blocks; one block even when none, since
    the mask BlockSpec needs a source block even if no step reads it)."""
    blocks = wl.partial_mask_blocks.astype(jnp.int8)
    if blocks.shape[0] == 0:
        blocks = jnp.zeros((1, *blocks.shape[1:]), jnp.int8)
    return StepArrays(*(jnp.asarray(a) for a in (wl.block_mask, wl.data_next, wl.mask_next)), jnp.asarray(blocks))


def launch_schedules(schedule: PassSchedule, steps: StepArrays) -> list[tuple[jax.Array, ...]]:
    """The schedule arrays (``planner.schedule.SCHEDULE_ARRAYS``; no ``mask`` for computed
    masks) of each launch of a pass, built from worklists whose rows hold their visited steps first. Steps past a launch's
    last unit (a runtime plan that visits fewer tiles than the static bound) repeat its last step
    as an empty step, which loads nothing new and writes nothing."""
    layout = schedule.layout
    rows = layout.rows
    block_mask, data_next, mask_next = steps.prefetch()
    head_rows, walked_heads = jnp.asarray(layout.head_rows), jnp.asarray(layout.walked)  # [outer, walked]
    units = jnp.arange(len(layout.walked) * rows)
    outer, unit_row = units // rows, units % rows
    walked = jnp.sum(block_mask != BlockClass.EMPTY, axis=-1)[head_rows[outer], unit_row[:, None]]  # [units, walked]
    visited = walked.sum(axis=1)
    walked_ends = jnp.cumsum(walked, axis=1)
    dtypes = dict(schedule.dtypes)
    arrays = []
    for launch in schedule.launches:  # units [start, stop) of each launch, in turn
        own = slice(launch.start, launch.stop)
        total = jnp.maximum(visited[own], 1)
        ends = jnp.cumsum(total)
        index = jnp.arange(launch.steps)
        live = index < ends[-1]
        index = jnp.minimum(index, ends[-1] - 1)
        local = jnp.searchsorted(ends, index, side="right")
        unit = launch.start + local
        within = index - (ends[local] - total[local])  # step of the unit
        member = jnp.minimum(jnp.sum(walked_ends[unit] <= within[:, None], axis=1), walked.shape[1] - 1)
        before = jnp.take_along_axis(walked_ends[unit] - walked[unit], member[:, None], axis=1)[:, 0]
        step = jnp.where(visited[unit] > 0, within - before, 0)
        head_row, row = head_rows[outer[unit], member], unit_row[unit]
        cls = jnp.where(live & (visited[unit] > 0), block_mask[head_row, row, step].astype(jnp.int32), BlockClass.EMPTY)
        kind = cls | jnp.where(live & (within == 0), FIRST, 0) | jnp.where(live & (within == total[local] - 1), LAST, 0)
        slot = walked_heads[outer[unit], member] * rows + row
        values = {"slot": slot, "fetched": data_next[head_row, row, step], "mask": mask_next[head_row, row, step], "kind": kind}
        arrays.append(tuple(values[name].astype(dtype) for name, dtype in dtypes.items()))
    return arrays


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


def _positions(cfg: KernelConfig, phase: str, step, slot, fetched):
    """Query and key positions of the current tile's tokens, in its orientation (``[bq, bkv]``,
    or ``[bkv, bq]`` for dK/dV)."""
    row = slot[step].astype(jnp.int32) % cfg.schedule_of(phase).layout.rows
    other = fetched[step].astype(jnp.int32)
    block_q, block_kv = cfg.blocks_of(phase)
    if phase == "dkv":
        shape = (block_kv, block_q)
        return other * block_q + jax.lax.broadcasted_iota(jnp.int32, shape, 1), row * block_kv + jax.lax.broadcasted_iota(jnp.int32, shape, 0)
    shape = (block_q, block_kv)
    return row * block_q + jax.lax.broadcasted_iota(jnp.int32, shape, 0), other * block_kv + jax.lax.broadcasted_iota(jnp.int32, shape, 1)


def _allowed(cfg: KernelConfig, phase: str, cls, at, mask_ref, seg_a, seg_b):
    """Token pairs of the current tile that attend (the partial tile's mask, computed or
    stored; then segment ids). ``at``: the step and its scalars, from ``_step``."""
    partial = cfg.rule.allows(*_positions(cfg, phase, *at[:3])) if mask_ref is None else mask_ref[...] != 0
    allowed = jnp.logical_or(partial, cls == BlockClass.FULL)
    if seg_a is not None:
        allowed = allowed & (seg_a == seg_b) & (seg_a >= 0) & (seg_b >= 0)
    return allowed


def _step(scalars):
    """The current step's ``(step, its scalars, block class, first step of its unit, last
    step of its unit)``. The step index is read here, at the kernel's top level (the
    interpreters resolve ``program_id`` there only)."""
    step = pl.program_id(1)
    kind = scalars[2][step].astype(jnp.int32)
    return (step, *scalars), kind & CLASS_BITS, (kind & FIRST) != 0, (kind & LAST) != 0


@dataclasses.dataclass(frozen=True)
class _Maps:
    """Index maps of a launch over grid ``(programs, steps)``: every map reads the step's
    unit (query head, row) and fetched block from the scalar-prefetched schedule."""

    schedule: PassSchedule
    group: int
    transposed: bool

    def head(self, p, i, slot, *refs):
        layout = self.schedule.layout
        return p * layout.stride + slot[i].astype(jnp.int32) // layout.rows

    def row(self, p, i, slot, *refs):
        return slot[i].astype(jnp.int32) % self.schedule.layout.rows

    def fetched(self, p, i, slot, fetched, *refs):
        return fetched[i].astype(jnp.int32)

    def q_block(self, *args):
        return self.fetched(*args) if self.transposed else self.row(*args)

    def kv_block(self, *args):
        return self.row(*args) if self.transposed else self.fetched(*args)

    def q_tile(self, *args):
        return (self.head(*args), self.q_block(*args), 0)

    def kv_tile(self, *args):
        return (self.head(*args) // self.group, self.kv_block(*args), 0)

    def mask_tile(self, p, i, slot, fetched, mask, kind):
        return (mask[i].astype(jnp.int32), 0, 0)

    def head_lanes(self, *args):  # the head's row of a [H, 1, LANES] per-head value
        return (self.head(*args), 0, 0)

    def q_vector(self, *args):  # the q block's row of a [H, 1, Lq] per-query vector
        return (self.head(*args), 0, self.q_block(*args))

    def out_row(self, *args):  # the unit's own output block
        head = self.head(*args)
        return (head // self.group if self.transposed else head, self.row(*args), 0)


def _launch(cfg: KernelConfig, kernel, name: str, steps: StepArrays, q, specs, inputs, segments: Segments | None,
            out_specs, out_shape, scratch):
    """One pass over ``steps``'s schedule, as one pallas_call per launch: the common tile
    inputs (q, k, v, and the stored partial mask block unless the kernel computes masks) come first, then ``specs`` (functions of the index
    maps) with ``inputs``, then the segment ids laid out for this grid's orientation. Later
    launches write into the earlier launches' output buffers (aliased), each its own units."""
    head_dim, value_dim = q.shape[2], inputs[2].shape[2]
    phase = PASSES[KERNEL_NAMES.index(name)]
    transposed = phase == "dkv"
    bq, bkv = cfg.blocks_of(phase)
    schedule = cfg.schedule_of(phase)
    maps = _Maps(schedule, cfg.group, transposed)
    row_size, fetched_size = (bkv, bq) if transposed else (bq, bkv)
    fetched_index = maps.q_block if transposed else maps.kv_block
    stored = [] if cfg.rule is not None else [steps.partial_mask_blocks]  # computed masks need no block
    in_specs = [
        pl.BlockSpec((None, bq, head_dim), maps.q_tile),
        pl.BlockSpec((None, bkv, head_dim), maps.kv_tile),
        pl.BlockSpec((None, bkv, value_dim), maps.kv_tile),
        *[pl.BlockSpec((None, bkv, bq) if transposed else (None, bq, bkv), maps.mask_tile) for _ in stored],
        *(spec(maps) for spec in specs),
    ]
    all_inputs = [*inputs[:3], *stored, *inputs[3:]]
    if cfg.segmented:
        in_specs += [
            pl.BlockSpec((row_size, LANES), lambda *args: (maps.row(*args), 0)),
            pl.BlockSpec((SUBLANES, fetched_size), lambda *args: (0, fetched_index(*args))),
        ]
        all_inputs += [segments.kv_col, segments.q_row] if transposed else [segments.q_col, segments.kv_row]
    out_specs = [spec(maps) for spec in out_specs]
    outputs = None
    count = len(schedule.launches)
    for number, (launch, prefetch) in enumerate(zip(schedule.launches, launch_schedules(schedule, steps)), start=1):
        carried = [] if outputs is None else list(outputs)  # earlier launches' blocks, kept in place
        aliases = {len(prefetch) + len(all_inputs) + n: n for n in range(len(carried))}
        outputs = pl.pallas_call(
            functools.partial(kernel, cfg, carried=len(carried)),
            grid_spec=pltpu.PrefetchScalarGridSpec(
                num_scalar_prefetch=len(prefetch),
                grid=(schedule.layout.programs, launch.steps),
                in_specs=in_specs + [pl.BlockSpec(memory_space=pl.ANY)] * len(carried),
                out_specs=out_specs,
                scratch_shapes=scratch,
            ),
            out_shape=out_shape,
            input_output_aliases=aliases,
            compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "arbitrary")),
            cost_estimate=_cost(cfg, phase, schedule.layout.programs * launch.steps, launch.stop - launch.start, q, inputs[2]),
            interpret=cfg.interpret,
            name=name if count == 1 else f"{name}_{number}of{count}",  # lowered.kernel_of_launch reads it back
        )(*prefetch, *all_inputs, *carried)
    return outputs


def _row_out(shape):
    """Output block ``shape`` of the unit being walked."""
    return lambda maps: pl.BlockSpec((None, *shape), maps.out_row)


def _row_vector(index_map, block: int):
    """``(1, block)`` blocks of a ``[H, 1, L]`` per-query float32 vector (log-sum-exp, delta):
    lane-major, so a residual costs 4 bytes per query in HBM, not a 128-lane broadcast."""
    return pl.BlockSpec((None, 1, block), index_map)


def _split(cfg, refs, inputs: int, outputs: int, carried: int):
    """The kernel's refs: the schedule's scalars ``(slot, fetched, kind)``, then ``inputs``
    tile refs (q, k, v, the stored mask block — None when the kernel computes it — and the
    pass's own), segment refs (or Nones), the carried output buffers (unused: aliased),
    ``outputs`` output refs, then scratch."""
    stored = cfg.rule is None
    count = 4 if stored else 3  # planner.schedule: the mask array exists only for stored blocks
    scalars, refs = (refs[0], refs[1], refs[count - 1]), refs[count:]
    tiles, rest = refs[:inputs - (not stored)], refs[inputs - (not stored):]
    if not stored:
        tiles = (*tiles[:3], None, *tiles[3:])
    segments, rest = (rest[:2], rest[2:]) if cfg.segmented else ((None, None), rest)
    rest = rest[carried:]
    return scalars, tiles, segments, rest[:outputs], rest[outputs:]


# --------------------------------------------------------------------------- forward


def _fwd_kernel(cfg, *refs, residuals: bool, carried: int):
    scalars, tiles, (q_seg_ref, kv_seg_ref), outputs, (m_scr, l_scr, acc_scr) = \
        _split(cfg, refs, 5 if cfg.sinks else 4, 2 if residuals else 1, carried)
    q_ref, k_ref, v_ref, mask_ref = tiles[:4]
    o_ref, lse_ref = outputs if residuals else (outputs[0], None)
    at, cls, first, last = _step(scalars)

    @pl.when(first)
    def _init():
        if cfg.sinks:  # the sink as a first logit with no value: max = sink, sum = exp(0)
            m_scr[...] = jnp.broadcast_to(tiles[4][...], m_scr.shape)
            l_scr[...] = jnp.ones(l_scr.shape, jnp.float32)
        else:
            m_scr[...] = jnp.full(m_scr.shape, -jnp.inf, jnp.float32)
            l_scr[...] = jnp.zeros(l_scr.shape, jnp.float32)
        acc_scr[...] = jnp.zeros(acc_scr.shape, jnp.float32)

    @pl.when(cls != BlockClass.EMPTY)
    def _accumulate():
        scores, _ = _scores(cfg, q_ref[...], k_ref[...])
        segs = (q_seg_ref[:, :1], kv_seg_ref[:1, :]) if cfg.segmented else (None, None)
        allowed = _allowed(cfg, "fwd", cls, at, mask_ref, *segs)
        m_prev = m_scr[...]
        m_next = jnp.maximum(m_prev, jnp.max(jnp.where(allowed, scores, -jnp.inf), axis=1, keepdims=True))
        m_safe = jnp.where(m_next == -jnp.inf, 0.0, m_next)
        weights = jnp.where(allowed, jnp.exp(scores - m_safe[:, :1]), 0.0)
        alpha = jnp.exp(m_prev - m_safe)
        l_scr[...] = alpha * l_scr[...] + jnp.sum(weights, axis=1, keepdims=True)
        v = v_ref[...]
        acc_scr[...] = alpha[:, :1] * acc_scr[...] + _dot(weights.astype(v.dtype), v, 1, 0)
        m_scr[...] = m_next

    @pl.when(last)
    def _finish():
        total = l_scr[...]
        seen = total > 0
        o_ref[...] = (acc_scr[...] / jnp.where(seen, total, 1.0)[:, :1]).astype(o_ref.dtype)
        if lse_ref is not None:  # one float32 per query, lane-major: the row's column transposed
            lse = jnp.where(seen, m_scr[...] + jnp.log(jnp.where(seen, total, 1.0)), -jnp.inf)
            lse_ref[...] = jnp.transpose(lse)[:1, :]


def flash_forward(cfg: KernelConfig, fwd: StepArrays, q, k, v, segments: Segments | None, sinks, residuals: bool):
    """Output ``[H, Lq, Dv]`` and, with ``residuals`` (a gradient will be taken), the log-sum-exp
    ``[H, 1, Lq]`` (``-inf`` where nothing is attended, the sink with sinks); without, no
    residual is written. ``sinks``: ``[H]`` or None."""
    heads, q_len, _ = q.shape
    value_dim = v.shape[2]
    bq = cfg.blocks_of("fwd")[0]
    out_specs = [_row_out((bq, value_dim))]
    out_shape = [jax.ShapeDtypeStruct((heads, q_len, value_dim), q.dtype)]
    if residuals:
        out_specs.append(lambda maps: _row_vector(maps.q_vector, bq))
        out_shape.append(jax.ShapeDtypeStruct((heads, 1, q_len), jnp.float32))
    specs, inputs = [], [q, k, v]
    if cfg.sinks:  # each head's sink broadcast over one row of lanes, fetched when the head changes
        specs.append(lambda maps: pl.BlockSpec((None, 1, LANES), maps.head_lanes))
        inputs.append(jnp.broadcast_to(sinks.astype(jnp.float32)[:, None, None], (heads, 1, LANES)))
    outputs = _launch(
        cfg, functools.partial(_fwd_kernel, residuals=residuals), KERNEL_NAMES[0], fwd, q, specs, inputs, segments,
        out_specs=out_specs,
        out_shape=out_shape,
        scratch=[pltpu.VMEM((bq, LANES), jnp.float32), pltpu.VMEM((bq, LANES), jnp.float32), pltpu.VMEM((bq, value_dim), jnp.float32)],
    )
    return (outputs[0], outputs[1]) if residuals else (outputs[0], None)


# --------------------------------------------------------------------------- backward


def _dq_kernel(cfg, *refs, carried: int):
    scalars, (q_ref, k_ref, v_ref, mask_ref, do_ref, lse_ref, di_ref), (q_seg_ref, kv_seg_ref), (dq_ref,), (dq_scr,) = \
        _split(cfg, refs, 7, 1, carried)
    at, cls, first, last = _step(scalars)

    @pl.when(first)
    def _init():
        dq_scr[...] = jnp.zeros(dq_scr.shape, jnp.float32)

    @pl.when(cls != BlockClass.EMPTY)
    def _accumulate():
        k = k_ref[...]
        scores, d_capped = _scores(cfg, q_ref[...], k)
        segs = (q_seg_ref[:, :1], kv_seg_ref[:1, :]) if cfg.segmented else (None, None)
        allowed = _allowed(cfg, "dq", cls, at, mask_ref, *segs)
        column = lambda ref: jnp.expand_dims(ref[0], -1)  # (1, bq) row -> (bq, 1)
        probs = jnp.where(allowed, jnp.exp(scores - column(lse_ref)), 0.0)
        d_probs = _dot(do_ref[...], v_ref[...], 1, 1)
        d_scores = probs * (d_probs - column(di_ref))
        if d_capped is not None:
            d_scores = d_scores * d_capped
        dq_scr[...] += _score_grad_dot(d_scores, k) * cfg.scale

    @pl.when(last)
    def _finish():
        dq_ref[...] = dq_scr[...].astype(dq_ref.dtype)


def _dkv_kernel(cfg, *refs, carried: int):
    scalars, (q_ref, k_ref, v_ref, mask_ref, do_ref, lse_ref, di_ref), (kv_seg_ref, q_seg_ref), (dk_ref, dv_ref), (dk_scr, dv_scr) = \
        _split(cfg, refs, 7, 2, carried)
    at, cls, first, last = _step(scalars)

    @pl.when(first)
    def _init():
        dk_scr[...] = jnp.zeros(dk_scr.shape, jnp.float32)
        dv_scr[...] = jnp.zeros(dv_scr.shape, jnp.float32)

    @pl.when(cls != BlockClass.EMPTY)
    def _accumulate():
        q, do = q_ref[...], do_ref[...]
        scores_t, d_capped_t = _scores(cfg, k_ref[...], q)  # [bkv, bq]
        segs = (kv_seg_ref[:, :1], q_seg_ref[:1, :]) if cfg.segmented else (None, None)
        allowed_t = _allowed(cfg, "dkv", cls, at, mask_ref, *segs)
        probs_t = jnp.where(allowed_t, jnp.exp(scores_t - lse_ref[...]), 0.0)
        dv_scr[...] += _dot(probs_t.astype(do.dtype), do, 1, 0)
        d_probs_t = _dot(v_ref[...], do, 1, 1)
        d_scores_t = probs_t * (d_probs_t - di_ref[...])
        if d_capped_t is not None:
            d_scores_t = d_scores_t * d_capped_t
        dk_scr[...] += _score_grad_dot(d_scores_t, q) * cfg.scale

    @pl.when(last)
    def _finish():
        dk_ref[...] = dk_scr[...].astype(dk_ref.dtype)
        dv_ref[...] = dv_scr[...].astype(dv_ref.dtype)


def flash_backward(cfg: KernelConfig, steps: PassSteps, q, k, v, out, lse, d_out, segments, sinks):
    """``(dq, dk, dv, dsinks)`` for the forward pass above (``dsinks`` None without sinks);
    ``lse`` is ``[H, 1, Lq]``. Both passes read the per-query log-sum-exp and delta as
    ``(1, block_q)`` rows of ``[H, 1, Lq]`` vectors. A sink's gradient needs no kernel: its
    probability in query ``i``'s softmax is ``exp(sink - lse_i)``, and d(sink) sums
    ``-exp(sink - lse_i) * delta_i`` over the queries (``delta_i = dO_i . O_i``)."""
    head_dim, value_dim = q.shape[2], v.shape[2]
    di = jnp.sum(d_out.astype(jnp.float32) * out.astype(jnp.float32), axis=-1)[:, None, :]
    tile = lambda block, dim: lambda maps: pl.BlockSpec((None, block, dim), maps.q_tile)
    q_vector = lambda block: lambda maps: _row_vector(maps.q_vector, block)

    bq = cfg.blocks_of("dq")[0]
    (dq,) = _launch(
        cfg, _dq_kernel, KERNEL_NAMES[1], steps.dq_steps, q,
        [tile(bq, value_dim), q_vector(bq), q_vector(bq)],
        [q, k, v, d_out, lse, di], segments,
        out_specs=[_row_out((bq, head_dim))],
        out_shape=[jax.ShapeDtypeStruct(q.shape, q.dtype)],
        scratch=[pltpu.VMEM((bq, head_dim), jnp.float32)],
    )

    bq, bkv = cfg.blocks_of("dkv")
    dk, dv = _launch(
        cfg, _dkv_kernel, KERNEL_NAMES[2], steps.dkv, q,
        [tile(bq, value_dim), q_vector(bq), q_vector(bq)],
        [q, k, v, d_out, lse, di], segments,
        out_specs=[_row_out((bkv, head_dim)), _row_out((bkv, value_dim))],
        out_shape=[jax.ShapeDtypeStruct(k.shape, k.dtype), jax.ShapeDtypeStruct(v.shape, v.dtype)],
        scratch=[pltpu.VMEM((bkv, head_dim), jnp.float32), pltpu.VMEM((bkv, value_dim), jnp.float32)],
    )
    d_sinks = None
    if sinks is not None:
        sink_probs = jnp.exp(sinks.astype(jnp.float32)[:, None] - lse[:, 0, :])
        d_sinks = -jnp.sum(sink_probs * di[:, 0, :], axis=1).astype(sinks.dtype)
    return dq, dk, dv, d_sinks


#: Per pass: the matmuls its kernel runs per tile (the dq kernel recomputes S, the dK/dV kernel
#: dP), and the head dimensions (``d``: q/k, ``v``: values) of the blocks a unit reads and writes
#: once (its own row) and of the blocks fetched per tile.
_PASS_DIMS = {
    "fwd": (FWD_MATMULS, ("d", "v"), ("d", "v")),  # q in, out | k, v
    "dq": (("d", *DQ_MATMULS), ("d", "v", "d"), ("d", "v")),  # q, dO in, dq out | k, v
    "dkv": (("v", *DKV_MATMULS), ("d", "v", "d", "v"), ("d", "v")),  # k, v in, dk, dv out | q, dO
}


def _cost(cfg: KernelConfig, phase: str, tiles: int, units: int, q, v) -> pl.CostEstimate:
    """Cost of one launch of pass ``phase`` walking ``tiles`` steps (visited tiles, plus the
    rare output block that visits nothing) over ``units`` output blocks per program. Bytes count
    each unit's own blocks in and out once, the fetched blocks once per tile, and a stored int8
    mask block per partial tile (none when the kernel computes the masks)."""
    dims = {"d": q.shape[2], "v": v.shape[2]}
    matmuls, own, fetched = (sum(dims[dim] for dim in group) for group in _PASS_DIMS[phase])
    block_q, block_kv = cfg.blocks_of(phase)
    pairs = tiles * block_q * block_kv
    programs = cfg.schedule_of(phase).layout.programs
    row_block, fetched_block = (block_kv, block_q) if phase == "dkv" else (block_q, block_kv)
    mask_bytes = 0 if cfg.rule is not None else round(tiles * cfg.partial_shares[PASSES.index(phase)]) * block_q * block_kv
    return pl.CostEstimate(
        flops=2 * pairs * matmuls,  # 2 per multiply-add
        transcendentals=pairs * (2 if cfg.softcap else 1),
        bytes_accessed=(programs * units * row_block * own + tiles * fetched_block * fetched) * q.dtype.itemsize + mask_bytes,
    )


# --------------------------------------------------------------------------- differentiable entry


@functools.partial(jax.custom_vjp, nondiff_argnums=(0,))
def flash_attention(cfg: KernelConfig, steps: PassSteps, q, k, v, segments, sinks=None):
    """Attention output, differentiable in ``q, k, v`` and the sinks; worklists and segment ids
    are data (never traced constants), so new values of the same shapes reuse the compiled
    program."""
    return flash_forward(cfg, steps.fwd, q, k, v, segments, sinks, residuals=False)[0]


def _vjp_forward(cfg, steps, q, k, v, segments, sinks):
    out, lse = flash_forward(cfg, steps.fwd, q, k, v, segments, sinks, residuals=True)
    return out, (steps, q, k, v, out, lse, segments, sinks)


def _vjp_backward(cfg, residuals, d_out):
    steps, q, k, v, out, lse, segments, sinks = residuals
    dq, dk, dv, d_sinks = flash_backward(cfg, steps, q, k, v, out, lse, d_out.astype(q.dtype), segments, sinks)
    return None, dq, dk, dv, None, d_sinks


flash_attention.defvjp(_vjp_forward, _vjp_backward)
