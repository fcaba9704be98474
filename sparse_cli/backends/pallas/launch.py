"""What the pallas kernels share: the tile arithmetic run inside a kernel (scores, token
positions, the allowed mask, a step's class and boundaries), and one pass's launches
(``_launch``: the BlockSpec index maps over its flat schedule, the ``pallas_call`` of each
launch and its cost estimate)."""

from __future__ import annotations

import dataclasses
import functools

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.backends.pallas.steps import (
    CLASS_BITS,
    FIRST,
    KERNEL_NAMES,
    LAST,
    SUBLANES,
    KernelConfig,
    PassSchedule,
    Segments,
    StepArrays,
    launch_schedules,
)
from sparse_cli.contract import PASSES
from sparse_cli.masks import BlockClass
from sparse_cli.planner.work import DKV_MATMULS, DQ_MATMULS, FWD_MATMULS
from sparse_cli.targets import TPU_LANES as LANES  # softmax statistics are kept broadcast over one vreg of lanes


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


def _step(scalars, fanout: int = 1):
    """The current step's ``(step, its scalars, block class, first step of its unit, last
    step of its unit)``; with a ``fanout`` axis, the unit starts at its first step's first
    head and ends at its last step's last. The grid indices are read here, at the kernel's top
    level (the interpreters resolve ``program_id`` there only)."""
    step = pl.program_id(1)
    kind = scalars[2][step].astype(jnp.int32)
    cls, first, last = kind & CLASS_BITS, (kind & FIRST) != 0, (kind & LAST) != 0
    if fanout > 1:
        member = pl.program_id(2)
        first, last = first & (member == 0), last & (member == fanout - 1)
    return (step, *scalars), cls, first, last


@dataclasses.dataclass(frozen=True)
class _Maps:
    """Index maps of a launch over grid ``(programs, steps[, fanout])``: every map reads the
    step's unit (query head, row) and fetched block from the scalar-prefetched schedule."""

    schedule: PassSchedule
    group: int
    transposed: bool

    def _at(self, args):
        """``(program, step, member of the fanout, scalar refs)`` of an index map's arguments."""
        if self.schedule.layout.fanout > 1:
            p, i, g, *refs = args
            return p, i, g, refs
        p, i, *refs = args
        return p, i, 0, refs

    def head(self, *args):
        p, i, g, (slot, *_) = self._at(args)
        layout = self.schedule.layout
        head = p * layout.stride + slot[i].astype(jnp.int32) // layout.rows
        return head + g if layout.fanout > 1 else head

    def row(self, *args):
        _, i, _, (slot, *_) = self._at(args)
        return slot[i].astype(jnp.int32) % self.schedule.layout.rows

    def fetched(self, *args):
        _, i, _, (_, fetched, *_) = self._at(args)
        return fetched[i].astype(jnp.int32)

    def q_block(self, *args):
        return self.fetched(*args) if self.transposed else self.row(*args)

    def kv_block(self, *args):
        return self.row(*args) if self.transposed else self.fetched(*args)

    def q_tile(self, *args):
        return (self.head(*args), self.q_block(*args), 0)

    def kv_tile(self, *args):
        return (self.head(*args) // self.group, self.kv_block(*args), 0)

    def mask_tile(self, *args):
        _, i, _, (_, _, mask, _) = self._at(args)
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
    fanout = schedule.layout.fanout
    inner = (fanout,) if fanout > 1 else ()
    outputs = None
    count = len(schedule.launches)
    for number, (launch, prefetch) in enumerate(zip(schedule.launches, launch_schedules(schedule, steps)), start=1):
        carried = [] if outputs is None else list(outputs)  # earlier launches' blocks, kept in place
        aliases = {len(prefetch) + len(all_inputs) + n: n for n in range(len(carried))}
        outputs = pl.pallas_call(
            functools.partial(kernel, cfg, carried=len(carried)),
            grid_spec=pltpu.PrefetchScalarGridSpec(
                num_scalar_prefetch=len(prefetch),
                grid=(schedule.layout.programs, launch.steps, *inner),
                in_specs=in_specs + [pl.BlockSpec(memory_space=pl.ANY)] * len(carried),
                out_specs=out_specs,
                scratch_shapes=scratch,
            ),
            out_shape=out_shape,
            input_output_aliases=aliases,
            compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "arbitrary") + tuple("arbitrary" for _ in inner)),
            cost_estimate=_cost(cfg, phase, schedule.layout.programs * fanout * launch.steps, launch.stop - launch.start, q, inputs[2]),
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
    count = 4 if stored else 3  # schedule.py: the mask array exists only for stored blocks
    scalars, refs = (refs[0], refs[1], refs[count - 1]), refs[count:]
    tiles, rest = refs[:inputs - (not stored)], refs[inputs - (not stored):]
    if not stored:
        tiles = (*tiles[:3], None, *tiles[3:])
    segments, rest = (rest[:2], rest[2:]) if cfg.segmented else ((None, None), rest)
    rest = rest[carried:]
    return scalars, tiles, segments, rest[:outputs], rest[outputs:]


# --------------------------------------------------------------------------- forward


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
