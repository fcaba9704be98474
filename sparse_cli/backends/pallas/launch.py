"""What the pallas kernels share: the tile arithmetic run inside a kernel (scores, token
positions, the allowed mask), the walk over one unit's runs with its fetched blocks brought in
by double-buffered DMA (``Unit.walk``), and one pass's launches (``_launch``: the BlockSpec
index maps of the unit's own blocks, the ``pallas_call`` of each launch and its cost estimate)."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.backends.pallas.buffers import chunk_rows
from sparse_cli.backends.pallas.schedule import Launch, UnitLayout
from sparse_cli.backends.pallas.steps import KERNEL_NAMES, SUBLANES, KernelConfig, Scheduled, Segments, StepArrays, launch_arrays
from sparse_cli.contract import PASSES
from sparse_cli.masks import BlockClass
from sparse_cli.planner.work import KERNEL_MATMULS
from sparse_cli.targets import TPU_LANES as LANES


def _over(x, n: int):
    """``x // n`` for a non-negative grid or schedule index and a static ``n``: one scalar
    division (``//`` on a traced value adds floor-division sign fixups to every kernel body)."""
    return x if n == 1 else jax.lax.div(x, jnp.int32(n))


def _modulo(x, n: int):
    """``x % n`` for a non-negative index and a static ``n`` (see ``_over``)."""
    return jnp.int32(0) if n == 1 else jax.lax.rem(x, jnp.int32(n))


def _head_of(layout, program, unit, member):
    """The first query head a unit walks (``UnitLayout``): its program's heads, its outer
    index's members, its fanout member; no operation where a term is zero or a factor one."""
    head = _over(unit, layout.rows)
    if layout.members != 1:
        head = head * layout.members
    if layout.stride:
        head = head + (program if layout.stride == 1 else program * layout.stride)
    return head if isinstance(member, int) and member == 0 else head + member


@dataclasses.dataclass(frozen=True)
class Rows:
    """The unit's own rows a tile is computed for: ``size`` rows from ``start`` (traced in a
    chunk loop), or all of them (``whole``)."""

    start: Any
    size: int
    whole: bool

    @property
    def ds(self):
        """The rows as an index of the own blocks' leading axis."""
        return slice(None) if self.whole else pl.ds(pl.multiple_of(self.start, self.size), self.size)


def _tile_origin(cfg: KernelConfig, phase: str, row, other, rows: Rows, origin=None) -> tuple[Any, Any]:
    """Scalar query and key positions of a tile's first token in the unit's ``rows``: ``row`` is
    the unit's block, ``other`` the fetched one, both local to a mesh device whose ``origin``
    (``steps.origin``) places them (a block lies in one stripe); None: from 0."""
    block_q, block_kv = cfg.blocks_of(phase)
    q_row, kv_row = (other, row) if phase == "dkv" else (row, other)
    q_first, kv_first = q_row * block_q, kv_row * block_kv
    if origin is not None:
        place = lambda local, at: jnp.where(local < origin[at + 2], origin[at] + local, origin[at + 1] + local - origin[at + 2])
        q_first, kv_first = place(q_first, 0), place(kv_first, 3)
    if rows.whole:
        return q_first, kv_first
    return (q_first, kv_first + rows.start) if phase == "dkv" else (q_first + rows.start, kv_first)


def _tile_steps(cfg: KernelConfig, phase: str, rows: Rows) -> tuple[jax.Array, jax.Array]:
    """Each token's query and key offset from the first of the tile's ``rows``, in its
    orientation (``[rows, bkv]``, or ``[rows, bq]`` for dK/dV) as a column and a row that
    broadcast against each other: a term of one side alone (a range's rows, padding) costs a
    vector of that side, not the tile."""
    block_q, block_kv = cfg.blocks_of(phase)
    column, row = (rows.size, 1), (1, block_q if phase == "dkv" else block_kv)
    q_shape, kv_shape = (row, column) if phase == "dkv" else (column, row)
    q_axis, kv_axis = (1, 0) if phase == "dkv" else (0, 1)
    return jax.lax.broadcasted_iota(jnp.int32, q_shape, q_axis), jax.lax.broadcasted_iota(jnp.int32, kv_shape, kv_axis)


@dataclasses.dataclass(frozen=True)
class Fetched:
    """A kernel input brought in per tile: its ``block`` shape, and where a tile's block lies
    in it (``window(head, block, mask)``: an index for ``ref.at``)."""

    array: jax.Array
    block: tuple[int, ...]
    window: Callable


@dataclasses.dataclass(frozen=True)
class Tile:
    """One visited tile of a unit: its query head, block class, the fetched block index, and
    the fetched inputs' blocks in VMEM (the pass's own, then the stored mask block and the
    segment ids' row, each None when absent)."""

    head: jax.Array
    cls: jax.Array
    fetched: jax.Array
    refs: tuple
    mask: Any
    segments: Any
    full: bool | None = None  # every tile of the pass full (no token mask) or partial; None: read ``cls``


@dataclasses.dataclass(frozen=True)
class Unit:
    """The output block a kernel's grid step computes, and its refs: ``own`` (the unit's own
    blocks, through BlockSpecs), ``segments`` (its own segment ids, or None), ``outputs`` and
    ``scratch`` (the pass's own, before the DMA buffers)."""

    cfg: KernelConfig
    phase: str
    scalars: dict
    fetched: tuple  # (HBM ref, window, VMEM double buffer) per fetched input
    sems: Any
    own: tuple
    segments: Any
    outputs: tuple
    scratch: tuple
    local: jax.Array  # the unit's index in its launch
    row: jax.Array
    head: jax.Array  # the first query head it walks (plus the fanout member)
    first: jax.Array | bool  # it starts here (the first member of the fanout axis)
    last: jax.Array | bool  # and ends here

    @staticmethod
    def of(cfg: KernelConfig, phase: str, launch: Launch, windows: tuple, own: int, outputs: int, carried: int, refs) -> Unit:
        """The refs in ``pallas_call`` order: schedule scalars, ``own`` inputs (then the own
        segment ids), the fetched inputs in HBM, the carried output buffers (unused:
        aliased), ``outputs``, the pass's scratch, one DMA buffer per fetched input and the
        DMA semaphores. The grid indices are read here, at the kernel's top level (the
        interpreters resolve ``program_id`` there only)."""
        schedule = cfg.schedule_of(phase)
        layout = schedule.layout
        names = [name for name, _ in schedule.dtypes] + (["origin"] if cfg.shard_origin else [])
        scalars, refs = dict(zip(names, refs[: len(names)])), refs[len(names):]
        own_refs, refs = refs[:own], refs[own:]
        segments, refs = (refs[0], refs[1:]) if cfg.segmented else (None, refs)
        sources, refs = refs[: len(windows)], refs[len(windows) + carried:]
        output_refs, refs = refs[:outputs], refs[outputs:]
        scratch, buffers, sems = refs[: -len(windows) - 1], refs[-len(windows) - 1: -1], refs[-1]
        program, local = pl.program_id(0), pl.program_id(1)
        member = pl.program_id(2) if layout.fanout > 1 else 0
        unit = launch.start + local
        head = _head_of(layout, program, unit, member)
        first, last = (member == 0, member == layout.fanout - 1) if layout.fanout > 1 else (True, True)
        return Unit(cfg, phase, scalars, tuple(zip(sources, windows, buffers)), sems, tuple(own_refs), segments,
                    tuple(output_refs), tuple(scratch), local, _modulo(unit, layout.rows), head, first, last)

    def allowed(self, tile: Tile, rows: Rows):
        """Token pairs of ``tile`` that attend, in the unit's ``rows``: a partial tile's mask,
        computed or stored, then segment ids (own against fetched); None when every pair does
        (a tile known full, no segment ids)."""
        full = tile.cls == BlockClass.FULL if tile.full is None else tile.full
        allowed, rule = None, self.cfg.rule
        if full is True:
            pass
        elif rule is not None:  # computed (no stored block is fetched)
            if self.cfg.shard_origin:  # a mesh device's blocks and heads are numbered from its origin
                origin = [self.scalars["origin"][i] for i in range(7)]
                first, head = _tile_origin(self.cfg, self.phase, self.row, tile.fetched, rows, origin), tile.head + origin[6]
            else:
                first, head = _tile_origin(self.cfg, self.phase, self.row, tile.fetched, rows), tile.head
            steps = _tile_steps(self.cfg, self.phase, rows)
            allowed = jnp.broadcast_to(rule.allows(*first, *steps, head, full), jnp.broadcast_shapes(*(s.shape for s in steps)))
        else:
            allowed = tile.mask[rows.ds] != 0
            allowed = allowed if full is False else jnp.logical_or(allowed, full)
        if self.segments is not None:  # negative ids (padding) on either side never match: one full-tile compare
            own, fetched = self.segments[rows.ds, :1], tile.segments[:1, :]
            same = jnp.where(own >= 0, own, -1) == jnp.where(fetched >= 0, fetched, -2)
            allowed = same if allowed is None else allowed & same
        return allowed

    def walk(self, visit: Callable[[Tile, Rows], None]) -> None:
        """``visit`` each tile of the unit's runs in turn, for each chunk of the unit's rows
        (``buffers.ROW_CHUNK``); the next tile's blocks are copied in while this one computes."""
        s, i32 = self.scalars, jnp.int32
        lo, hi = s["runs"][self.local].astype(i32), s["runs"][self.local + 1].astype(i32)

        def where(run, offset):
            head = self.head + (s["member"][run].astype(i32) if "member" in s else 0)
            mask = None
            if "mask" in s:  # a partial run's blocks are consecutive stored blocks; a full run copies its first, in bounds
                mask = s["mask"][run].astype(i32) + jnp.where(s["kind"][run].astype(i32) == BlockClass.PARTIAL, offset, 0)
            return head, s["fetched"][run].astype(i32) + offset, mask

        def copies(at, slot):  # at: ``where``'s (head, fetched block, mask block) of a tile
            return [pltpu.make_async_copy(source.at[window(*at)], buffer.at[slot], self.sems.at[slot, n])
                    for n, (source, window, buffer) in enumerate(self.fetched)]

        @pl.when(lo < hi)
        def _prime():
            for copy in copies(where(lo, 0), 0):
                copy.start()

        def step(carry):
            run, offset, slot = carry
            ends = offset + 1 >= s["count"][run].astype(i32)
            next_run, next_offset = jnp.where(ends, run + 1, run), jnp.where(ends, 0, offset + 1)

            @pl.when(next_run < hi)
            def _prefetch():
                for copy in copies(where(next_run, next_offset), 1 - slot):
                    copy.start()

            at = where(run, offset)
            for copy in copies(at, slot):
                copy.wait()
            blocks = [buffer.at[slot] for _, _, buffer in self.fetched]
            stored, segmented = self.cfg.rule is None, self.cfg.segmented
            count = len(blocks) - stored - segmented
            tile = Tile(at[0], s["kind"][run].astype(i32), at[1], tuple(blocks[:count]), blocks[count] if stored else None,
                        blocks[-1] if segmented else None)
            self._by_class(tile, lambda known: self._in_chunks(lambda rows: visit(known, rows)))
            return next_run, next_offset, 1 - slot

        jax.lax.while_loop(lambda carry: carry[0] < hi, step, (lo, jnp.int32(0), jnp.int32(0)))

    def _by_class(self, tile: Tile, body: Callable[[Tile], None]) -> None:
        """``body`` of ``tile`` with its class known where that saves work: a pass of one class
        knows it statically; a pass of both whose partial tiles take more than a few bounds
        (stored masks, rules other than windows) branches on the class, so full tiles compute no
        token mask (two bodies to compile); window rules open their bounds on full tiles instead."""
        kinds = self.cfg.tile_kinds[PASSES.index(self.phase)]
        if kinds != "mixed":
            body(dataclasses.replace(tile, full=kinds == "full"))
        elif self.cfg.rule is not None and self.cfg.rule.windows:
            body(tile)
        else:
            jax.lax.cond(tile.cls == BlockClass.FULL, lambda: body(dataclasses.replace(tile, full=True)),
                         lambda: body(dataclasses.replace(tile, full=False)))

    def _in_chunks(self, body: Callable[[Rows], None]) -> None:
        """``body`` over the unit's own rows, in chunks of ``ROW_CHUNK`` when they divide a
        larger block (a loop, not unrolled: one chunk's body is compiled)."""
        block_q, block_kv = self.cfg.blocks_of(self.phase)
        total = block_kv if self.phase == "dkv" else block_q
        size = chunk_rows(total)
        if size == total:
            body(Rows(0, total, True))
            return

        def chunk(index, carry):
            body(Rows(index * size, size, False))
            return carry

        jax.lax.fori_loop(0, total // size, chunk, 0)


@dataclasses.dataclass(frozen=True)
class _Maps:
    """Index maps of the unit's own blocks over a launch's grid ``(programs, units[,
    fanout])``: pure arithmetic on the grid indices (the schedule arrays are not read)."""

    layout: UnitLayout
    start: int  # the launch's first unit
    group: int
    transposed: bool

    def _unit(self, args):
        program, local = args[0], args[1]
        member = args[2] if self.layout.fanout > 1 else 0
        return program, self.start + local, member

    def head(self, *args):
        program, unit, member = self._unit(args)
        return _head_of(self.layout, program, unit, member)

    def row(self, *args):
        return _modulo(self._unit(args)[1], self.layout.rows)

    def own_tile(self, *args):  # q (fwd, dq) or the kv head's k, v (dK/dV)
        head = self.head(*args)
        return (_over(head, self.group) if self.transposed else head, self.row(*args), 0)

    def head_lanes(self, *args):  # the head's row of a [H, 1, LANES] per-head value
        return (self.head(*args), 0, 0)

    def q_vector(self, *args):  # the q block's row of a [H, 1, Lq] per-query vector
        return (self.head(*args), 0, self.row(*args))

    def segment_col(self, *args):
        return (self.row(*args), 0)


def tile_window(size: int, group: int = 1):
    """The window of a ``[H, L, D]`` input's ``size``-token block of the tile's head (divided by
    ``group``: a kv head read by query heads)."""
    return lambda head, block, mask: (_over(head, group), pl.ds(pl.multiple_of(block * size, size), size))


def vector_window(size: int):
    """The window of a ``[H, 1, L]`` per-query vector's ``size``-token block of the tile's head."""
    return lambda head, block, mask: (head, slice(None), pl.ds(pl.multiple_of(block * size, size), size))


def _launch(cfg: KernelConfig, kernel, name: str, steps: StepArrays | Scheduled, q, v, own, fetched: list[Fetched], segments: Segments | None,
            out_specs, out_shape, scratch, accumulators: int = 0):
    """One pass over ``steps``'s schedule, as one pallas_call per launch (``q``, ``v``: the
    attention's, for the cost estimate). ``own``: ``(array, BlockSpec of the index maps)`` of
    each of the unit's own inputs; ``fetched``: the inputs brought in per tile, then the stored
    partial mask block (unless the kernel computes masks) and the fetched side's segment ids.
    Later launches write into the earlier launches' output buffers (aliased), each its own
    units. ``accumulators``: the last own inputs are the outputs' values so far (a ring's
    running state), updated in place: each aliases its output, and later launches read the
    earlier launches' outputs instead."""
    phase = PASSES[KERNEL_NAMES.index(name)]
    transposed = phase == "dkv"
    bq, bkv = cfg.blocks_of(phase)
    schedule = cfg.schedule_of(phase)
    row_size, fetched_size = (bkv, bq) if transposed else (bq, bkv)
    if cfg.rule is None:  # stored masks: the partial block of the tile (transposed for dK/dV)
        fetched = [*fetched, Fetched(steps.partial_mask_blocks, steps.partial_mask_blocks.shape[1:], lambda head, block, mask: mask)]
    own_inputs = [array for array, _ in own]
    if cfg.segmented:
        if segments is None:
            raise ValueError(f"{name}: a kernel for segment ids takes them (segments is None)")
        own_col, fetched_row = (segments.kv_col, segments.q_row) if transposed else (segments.q_col, segments.kv_row)
        own_inputs.append(own_col)
        fetched = [*fetched, Fetched(fetched_row, (SUBLANES, fetched_size),
                                     lambda head, block, mask: (slice(None), pl.ds(pl.multiple_of(block * fetched_size, fetched_size), fetched_size)))]
    windows = tuple(f.window for f in fetched)
    buffers = [pltpu.VMEM((2, *f.block), f.array.dtype) for f in fetched]
    fanout = schedule.layout.fanout
    inner = (fanout,) if fanout > 1 else ()
    outputs = None
    count = len(schedule.launches)
    for number, (launch, prefetch) in enumerate(zip(schedule.launches, launch_arrays(cfg, phase, steps)), start=1):
        maps = _Maps(schedule.layout, launch.start, cfg.group, transposed)
        in_specs = [spec(maps) for _, spec in own]
        if cfg.segmented:
            in_specs.append(pl.BlockSpec((row_size, LANES), maps.segment_col))
        if accumulators:  # the outputs so far are own inputs, aliased: earlier launches' blocks stay
            kept = len(own) - accumulators
            if outputs is not None:
                own_inputs[kept:len(own)] = outputs
            carried: list[jax.Array] = []
            aliases = {len(prefetch) + kept + n: n for n in range(accumulators)}
        else:
            carried = [] if outputs is None else list(outputs)  # earlier launches' blocks, kept in place
            aliases = {len(prefetch) + len(own_inputs) + len(fetched) + n: n for n in range(len(carried))}
        inputs = [*own_inputs, *(f.array for f in fetched)]
        outputs = pl.pallas_call(
            functools.partial(kernel, cfg, launch, windows, len(own), len(carried)),
            grid_spec=pltpu.PrefetchScalarGridSpec(
                num_scalar_prefetch=len(prefetch),
                grid=(schedule.layout.programs, launch.units, *inner),
                in_specs=in_specs + [pl.BlockSpec(memory_space=pl.ANY)] * (len(fetched) + len(carried)),
                out_specs=[spec(maps) for spec in out_specs],
                scratch_shapes=[*scratch, *buffers, pltpu.SemaphoreType.DMA((2, len(fetched)))],
            ),
            out_shape=out_shape,
            input_output_aliases=aliases,
            compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "arbitrary") + tuple("arbitrary" for _ in inner)),
            cost_estimate=_cost(cfg, phase, schedule.layout.programs * fanout * launch.tiles, launch.units, q, v),
            interpret=cfg.interpret,
            name=name if count == 1 else f"{name}_{number}of{count}",  # lowered.kernel_of_launch reads it back
        )(*prefetch, *inputs, *carried)
    return outputs


def _row_out(shape):
    """Output block ``shape`` of the unit being walked."""
    return lambda maps: pl.BlockSpec((None, *shape), maps.own_tile)


def _row_vector(index_map, block: int):
    """``(1, block)`` blocks of a ``[H, 1, L]`` per-query float32 vector (log-sum-exp, delta):
    lane-major, so a residual costs 4 bytes per query in HBM, not a 128-lane broadcast."""
    return pl.BlockSpec((None, 1, block), index_map)


_PASS_DIMS = {
    "fwd": (KERNEL_MATMULS["fwd"], ("d", "v"), ("d", "v")),  # q in, out | k, v
    "dq": (KERNEL_MATMULS["dq"], ("d", "v", "d"), ("d", "v")),  # q, dO in, dq out | k, v
    "dkv": (KERNEL_MATMULS["dkv"], ("d", "v", "d", "v"), ("d", "v")),  # k, v in, dk, dv out | q, dO
}


def _cost(cfg: KernelConfig, phase: str, tiles: int, units: int, q, v) -> pl.CostEstimate:
    """Cost of one launch of pass ``phase`` walking ``tiles`` tiles over ``units`` output
    blocks per program. Bytes count each unit's own blocks in and out once, the fetched blocks
    once per tile, and a stored int8 mask block per partial tile (none when the kernel
    computes the masks)."""
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
