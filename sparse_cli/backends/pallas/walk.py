"""Inside a kernel: the unit a grid step computes (``Unit``: its refs by role, its query head and
row), the walk over its runs of tiles with each tile's fetched blocks brought in by DMA a few
tiles ahead or read in place when whole in VMEM (``Unit.walk``), a tile and its rows (``Tile``,
``Rows``), and which token pairs of a tile attend (``Unit.allowed``: a tile known
full, the computed mask at the tile's token positions, or its stored block; segment ids)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.backends.kernel_core.token_mask import TilePairs
from sparse_cli.backends.launches import PATTERNED
from sparse_cli.backends.pallas.buffers import DMA_SLOTS, chunk_rows, read_in_place
from sparse_cli.backends.pallas.config import KernelConfig
from sparse_cli.backends.pallas.patterns import PATTERNED_PASSES, TilePattern
from sparse_cli.backends.pallas.schedule import Launch
from sparse_cli.contract import PASSES
from sparse_cli.masks import BlockClass


def floor_div(x, n: int):
    """``x // n`` for a non-negative grid or schedule index and a static ``n``: one scalar
    division (``//`` on a traced value adds floor-division sign fixups to every kernel body)."""
    return x if n == 1 else jax.lax.div(x, jnp.int32(n))


def modulo(x, n: int):
    """``x % n`` for a non-negative index and a static ``n`` (see ``floor_div``)."""
    return jnp.int32(0) if n == 1 else jax.lax.rem(x, jnp.int32(n))


def head_of(layout, program, unit, member):
    """The first query head a unit walks (``UnitLayout``): its program's heads, its outer
    index's members, its fanout member's stack; no operation where a term is zero or a factor one."""
    head = floor_div(unit, layout.rows)
    if layout.members != 1:
        head = head * layout.members
    if layout.first_program:
        program = program + layout.first_program
    if layout.stride:
        head = head + (program if layout.stride == 1 else program * layout.stride)
    if isinstance(member, int) and member == 0:
        return head
    return head + (member if layout.stacked == 1 else member * layout.stacked)


@dataclasses.dataclass(frozen=True)
class Rows:
    """The unit's own rows a tile is computed for: ``size`` rows from ``start`` (traced in a
    chunk loop, static in a patterned tile's span), or all of them (``whole``)."""

    start: Any
    size: int
    whole: bool

    @property
    def ds(self):
        """The rows as an index of the own blocks' leading axis."""
        if self.whole:
            return slice(None)
        if isinstance(self.start, int):  # a patterned tile's span
            return slice(self.start, self.start + self.size)
        return pl.ds(pl.multiple_of(self.start, self.size), self.size)


def fetched_rows(ref, rows: slice | tuple[slice, ...] = slice(None)) -> jax.Array:
    """A fetched block's ``rows`` (all of them by default; with a leading slice, each stacked
    head's), read through a slice of its DMA slot: by the TPU compiler's schedule, a block whose
    minor dimension is not a multiple of the
    lanes is read faster so than whole (``ref[...]``; deepseek's head_dim 192 on v5e: its dK/dV
    tile's q and dO 4,083 -> 3,814 cycles, its forward tile's K 1,712 -> 1,679; bigbird's v6e
    dK/dV tile 284 -> 274), and no other tile is slower by more than 1%. The blocks read so are
    those measured: the dK/dV kernel's q and dO and the forward's K (the statistics rows and
    the dq slot measured no different)."""
    return ref[rows]


def hide_cells(values: jax.Array, cell: int, runs: list[tuple[int, int, bool]], first_cell: int, axis: int,
               pairs: Callable[[int, int], TilePairs | None], hidden: float) -> jax.Array:
    """A patterned tile's ``values`` over a span of key cells (``cell`` tokens a side) from
    ``first_cell`` along ``axis``, ``hidden`` where ``pairs(first token, count)`` of a masked run
    (``TilePattern.masked_runs``) do not attend: a cell every tile of the pattern attends whole
    computes no mask."""
    pieces = []
    for first, stop, masked in runs:
        piece = values if len(runs) == 1 else jax.lax.slice_in_dim(values, (first - first_cell) * cell, (stop - first_cell) * cell, axis=axis)
        allowed = pairs(first * cell, (stop - first) * cell) if masked else None
        pieces.append(piece if allowed is None else allowed.hide(piece, hidden))
    return pieces[0] if len(pieces) == 1 else jnp.concatenate(pieces, axis=axis)


def _tile_origin(cfg: KernelConfig, phase: str, row, other, rows: Rows, origin=None, columns: tuple[int, int] | None = None) -> tuple[Any, Any]:
    """Scalar query and key positions of a tile's first token in the unit's ``rows`` (and of the
    fetched block, its ``columns``: ``(first, count)`` tokens; None: all of them): ``row`` is
    the unit's block, ``other`` the fetched one, both local to a mesh device whose ``origin``
    (``steps.origin``) places them (a block lies in one stripe); None: from 0."""
    block_q, block_kv = cfg.blocks_of(phase)
    q_row, kv_row = (other, row) if phase == "dkv" else (row, other)
    q_first, kv_first = q_row * block_q, kv_row * block_kv
    if origin is not None:
        place = lambda local, at: jnp.where(local < origin[at + 2], origin[at] + local, origin[at + 1] + local - origin[at + 2])
        q_first, kv_first = place(q_first, 0), place(kv_first, 3)
    own, fetched = (0 if rows.whole else rows.start), (0 if columns is None else columns[0])
    q_step, kv_step = (fetched, own) if phase == "dkv" else (own, fetched)
    return (q_first if isinstance(q_step, int) and q_step == 0 else q_first + q_step,
            kv_first if isinstance(kv_step, int) and kv_step == 0 else kv_first + kv_step)


def _tile_steps(cfg: KernelConfig, phase: str, rows: Rows, columns: tuple[int, int] | None = None) -> tuple[jax.Array, jax.Array]:
    """Each token's query and key offset from the first of the tile's ``rows`` (and
    ``columns``), in its orientation (``[rows, bkv]``, or ``[rows, bq]`` for dK/dV) as a column
    and a row that broadcast against each other: a term of one side alone (a range's rows,
    padding) costs a vector of that side, not the tile."""
    block_q, block_kv = cfg.blocks_of(phase)
    column, row = (rows.size, 1), (1, columns[1] if columns is not None else block_q if phase == "dkv" else block_kv)
    q_shape, kv_shape = (row, column) if phase == "dkv" else (column, row)
    q_axis, kv_axis = (1, 0) if phase == "dkv" else (0, 1)
    return jax.lax.broadcasted_iota(jnp.int32, q_shape, q_axis), jax.lax.broadcasted_iota(jnp.int32, kv_shape, kv_axis)


@dataclasses.dataclass(frozen=True)
class Tile:
    """One visited tile of a unit: its query head, the fetched block index, and
    the fetched inputs' blocks in VMEM (the pass's own, then the stored mask block and the
    segment ids' row, each None when absent)."""

    head: jax.Array
    fetched: jax.Array
    refs: tuple
    mask: Any
    segments: Any
    full: bool  # known full (no token mask computed): the pass's tiles all are, or its branch for full tiles
    pattern: TilePattern | None = None  # a partial tile's cells that may attend, known by its class (``patterns``)
    first: Any = False  # the unit's first tile (a traced bool), where its forward starts the softmax (``KernelConfig.fresh_folds``)


@dataclasses.dataclass(frozen=True)
class WrittenBack:
    """A fetched input (the ``index``-th) that each tile adds to in its DMA slot and copies back
    to ``destination`` (the same array in HBM, aliased as an output), each copy signalling its
    slot's semaphore of ``sems``. A block's read never overtakes its write: a unit visits each
    block once, a slot's write is waited before the slot is refilled, and a unit's last write
    before its step ends."""

    index: int
    destination: Any
    sems: Any

    def read_back(self, fetched: tuple) -> tuple:
        """A unit's ``fetched`` inputs with this one's blocks read from ``destination``, the array
        they are written to (aliased to the input, it holds the same values; an interpreter that
        copies aliased buffers would otherwise read every block's first value: jax 0.10's)."""
        _, window, buffer = fetched[self.index]
        return (*fetched[: self.index], (self.destination, window, buffer), *fetched[self.index + 1:])

    def copy(self, unit: Unit, at: tuple, slot) -> Any:
        """The write of tile ``at``'s block (``Unit._where``'s) from ``slot``."""
        _, window, buffer = unit.fetched[self.index]
        return pltpu.make_async_copy(buffer.at[slot], self.destination.at[window(*at)], self.sems.at[slot])


@dataclasses.dataclass(frozen=True)
class Unit:
    """The output block a kernel's grid step computes, and its refs: ``own`` (the unit's own
    blocks, through BlockSpecs), ``segments`` (its own segment ids, or None), ``outputs`` and
    ``scratch`` (the pass's own, before the DMA buffers)."""

    cfg: KernelConfig
    phase: str
    scalars: dict
    fetched: tuple  # (source ref, window, VMEM buffer of DMA_SLOTS slots or None: read in place) per fetched input
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
        inputs = len(windows) - (cfg.rule is None) - cfg.segmented
        whole = read_in_place(cfg.resident[PASSES.index(phase)], inputs, sources[inputs].shape[0] if cfg.rule is None else None,
                              cfg.segmented)
        copied = iter(refs[-whole.count(False) - 1: -1])
        scratch, buffers, sems = refs[: -whole.count(False) - 1], tuple(None if w else next(copied) for w in whole), refs[-1]
        program, local = pl.program_id(0), pl.program_id(1)
        member = pl.program_id(2) if layout.fanout > 1 else 0
        unit = launch.start + local
        head = head_of(layout, program, unit, member)
        first, last = (member == 0, member == layout.fanout - 1) if layout.fanout > 1 else (True, True)
        return Unit(cfg, phase, scalars, tuple(zip(sources, windows, buffers)), sems, tuple(own_refs), segments,
                    tuple(output_refs), tuple(scratch), local, modulo(unit, layout.rows), head, first, last)

    @property
    def runs(self) -> tuple[jax.Array, jax.Array]:
        """The unit's runs, ``[lo, hi)`` of its launch's."""
        runs = self.scalars["runs"]
        return runs[self.local].astype(jnp.int32), runs[self.local + 1].astype(jnp.int32)

    @property
    def visits_none(self) -> jax.Array:
        """Whether the unit's runs hold no tile (its rows attend to nothing)."""
        lo, hi = self.runs
        return lo == hi

    @property
    def stacked(self) -> int:
        """Query heads the unit computes together, their own blocks stacked (``UnitLayout``)."""
        return self.cfg.stacked_of(self.phase)

    def heads_at(self, rows: int) -> list[tuple[Any, slice]]:
        """Each of the unit's query heads: its index in the unit's own blocks (``...`` when
        they hold one head, squeezed) and its ``rows`` rows of the stacked tile."""
        if self.stacked == 1:
            return [(..., slice(None))]
        return [(head, slice(head * rows, (head + 1) * rows)) for head in range(self.stacked)]

    def per_head(self, rows: int, value: Callable[[Any], jax.Array]) -> jax.Array:
        """``value(at)`` of each of the unit's query heads (``at``: ``heads_at``'s index, its
        ``rows`` rows' value) stacked as the tile's rows."""
        values = [value(at) for at, _ in self.heads_at(rows)]
        return values[0] if len(values) == 1 else jnp.concatenate(values)

    def stack(self, block: jax.Array) -> jax.Array:
        """The unit's own ``block`` (``[heads, rows, d]`` when stacked) as the tile's rows."""
        return block if block.ndim == 2 else block.reshape(-1, block.shape[-1])

    def hide(self, values: jax.Array, allowed: TilePairs | None, hidden: float, group: slice | None = None) -> jax.Array:
        """A tile's ``values`` (scores, probabilities) of its stacked rows, or of the ``group`` of
        them that lies in one head's rows, ``hidden`` where the pairs ``allowed`` (one head's
        rows: every stacked head has the same mask; None: every pair) do not attend. (A dK/dV
        tile's stacked heads lie along its lanes, and ``allowed`` spans them.)"""
        if allowed is None:
            return values
        if group is not None:
            block = self.cfg.blocks_of(self.phase)[1 if self.phase == "dkv" else 0]
            return allowed.rows(group.start % block, values.shape[0]).hide(values, hidden)
        if self.stacked == 1 or self.phase == "dkv":
            return allowed.hide(values, hidden)
        heads = values.reshape(self.stacked, -1, values.shape[-1])
        return allowed.hide(heads, hidden).reshape(values.shape)

    def allowed(self, tile: Tile, rows: Rows, columns: tuple[int, int] | None = None) -> TilePairs | None:
        """Token pairs of ``tile`` that attend, in the unit's ``rows`` (and the fetched block's
        ``columns``, ``(first, count)``: a patterned tile's span, whose masks are computed, with
        no segment ids): a partial tile's mask, computed (its terms, each broadcasting to the
        tile) or stored, then segment ids (own against fetched); None when every pair does (a
        tile known full, no segment ids, or a full tile whose class the batch's ids decided:
        ``KernelConfig.full_by_ids``). A dK/dV tile's stacked query heads share the mask: it is
        computed for one and repeated along the lanes."""
        allowed, rule = None, self.cfg.rule
        if tile.full:
            pass
        elif rule is not None:  # computed (no stored block is fetched)
            if self.cfg.shard_origin:  # a mesh device's blocks and heads are numbered from its origin
                origin = [self.scalars["origin"][i] for i in range(7)]
                first, head = _tile_origin(self.cfg, self.phase, self.row, tile.fetched, rows, origin, columns), tile.head + origin[6]
            else:
                first, head = _tile_origin(self.cfg, self.phase, self.row, tile.fetched, rows, columns=columns), tile.head
            allowed = rule.pairs(*first, *_tile_steps(self.cfg, self.phase, rows, columns), head)
        else:
            allowed = TilePairs((tile.mask[rows.ds] != 0,))
        if self.segments is not None and not (tile.full and self.cfg.full_by_ids):  # negative ids (padding) never match
            own, fetched = self.segments[rows.ds, :1], tile.segments[:1, :]
            same = jnp.where(own >= 0, own, -1) == jnp.where(fetched >= 0, fetched, -2)
            allowed = TilePairs((same,)) if allowed is None else allowed.also(same)
        return allowed if allowed is None or self.phase != "dkv" else allowed.side_by_side(self.stacked)

    def walk(self, visit: Callable[[Tile, Rows], None], written: WrittenBack | None = None) -> None:
        """``visit`` each tile of the unit's runs in turn, for each chunk of the unit's rows
        (``buffers.ROW_CHUNK``); ``written``: a fetched input ``visit`` adds to, copied back once
        the tile is computed (a read-modify-write of the tile's block in HBM). A tile's blocks
        are copied in ``DMA_SLOTS - 1`` tiles ahead, one slot each: the copy a step starts is of
        a tile after the next one, so it starts once this tile is computed, and the step's
        scalar work (where that tile lies, the copies' bounds checks) shares a basic block with
        this tile's vector work instead of preceding it (the compiler keeps vector loads after a
        DMA's start). A pass of both tile classes branches first (``_by_class``), so each body
        holds the whole step. By the schedule (Llama 3 128K forward, v5e), against the next
        tile's copy started before this one computes and the branch around the vector work
        alone: a full tile 1,227 -> 1,187 cycles, a partial one 1,258 -> 1,214."""
        unit = self if written is None else dataclasses.replace(self, fetched=written.read_back(self.fetched))
        unit._walk(visit, written)

    def _walk(self, visit: Callable[[Tile, Rows], None], written: WrittenBack | None) -> None:
        """``walk``, the written input (if any) already read from where it is written."""
        s, i32 = self.scalars, jnp.int32
        lo, hi = self.runs

        def advance(run, offset):  # the tile after (run, offset); past the unit's runs stays past them (any count will do)
            ends = offset + 1 >= s["count"][jnp.minimum(run, s["count"].shape[0] - 1)].astype(i32)
            return jnp.where(ends, run + 1, run), jnp.where(ends, 0, offset + 1)

        def fetch(at, slot):
            @pl.when(at[0] < hi)
            def _start():
                self._each_copy(self._where(*at), slot, lambda copy: copy.start())

        # the carry: where this tile and the ones in flight lie, and their slots in the same order
        # with the free one last (rotated, never computed: scalar work a small tile would feel);
        # with every input read in place, only where this tile lies
        copied = any(buffer is not None for _, _, buffer in self.fetched)
        fresh = self.cfg.fresh_folds and self.phase == "fwd"  # tiles say whether they are the unit's first
        positions = [(lo, jnp.int32(0))]
        if copied:
            fetch(positions[0], 0)
        for slot in range(1, DMA_SLOTS - 1 if copied else 1):
            positions.append(advance(*positions[-1]))
            fetch(positions[-1], slot)

        def step(carry):
            positions, slots = carry
            (run, offset), slot = positions[0], slots[0] if slots else None
            kind = s["kind"][run].astype(i32)

            def known(full: bool, pattern: TilePattern | None = None):
                self._each_copy(self._anywhere, slot, lambda copy: copy.wait())
                at = self._where(run, offset)
                blocks = [source.at[window(*at)] if buffer is None else buffer.at[slot] for source, window, buffer in self.fetched]
                stored, segmented = self.cfg.rule is None, self.cfg.segmented
                count = len(blocks) - stored - segmented
                tile = Tile(at[0], at[1], tuple(blocks[:count]), blocks[count] if stored else None, blocks[-1] if segmented else None, full,
                            pattern, (run == lo) & (offset == 0) if fresh else False)
                self._in_chunks(lambda rows: visit(tile, rows))
                following = advance(*positions[-1])
                if written is not None:  # the free slot's write (the tile before) lands before the slot is refilled
                    written.copy(self, at, slot).start()

                    @pl.when((run != lo) | (offset != 0))
                    def _landed():
                        written.copy(self, self._anywhere, slots[-1]).wait()
                if copied:
                    fetch(following, slots[-1])
                return (*positions[1:], following), ((*slots[1:], slot) if copied else ())

            return self._by_class(kind, known)

        slots = tuple(jnp.int32(slot) for slot in range(DMA_SLOTS)) if copied else ()
        _, slots = jax.lax.while_loop(lambda carry: carry[0][0][0] < hi, step, (tuple(positions), slots))
        if written is not None:  # the last tile's write lands within the step: the next step may read its block

            @pl.when(hi > lo)
            def _drained():
                written.copy(self, self._anywhere, slots[-1]).wait()

    def _where(self, run, offset):
        """Where tile ``offset`` of ``run`` lies: its query head, fetched block and stored mask
        block (None when the kernel computes masks)."""
        s, i32 = self.scalars, jnp.int32
        head = self.head + (s["member"][run].astype(i32) if "member" in s else 0)
        mask = None
        if "mask" in s:  # a partial run's blocks are consecutive stored blocks; a full run copies its first, in bounds
            mask = s["mask"][run].astype(i32) + jnp.where(s["kind"][run].astype(i32) == BlockClass.PARTIAL, offset, 0)
        return head, s["fetched"][run].astype(i32) + offset, mask

    @property
    def _anywhere(self) -> tuple:
        """A fixed tile position for a DMA's wait, which needs only the copy's size (any block of
        the same shape): the wait issues without the scalar loads of where the tile lies, at the
        head of the tile's critical path."""
        zero = jnp.int32(0)
        return zero, zero, zero if "mask" in self.scalars else None

    def _each_copy(self, at, slot, act: Callable[[Any], None]) -> None:
        """``act`` on each DMA that brings the tile ``at`` (``_where``'s) into ``slot``: every
        fetched input not read in place."""
        copies = [pltpu.make_async_copy(source.at[window(*at)], buffer.at[slot], self.sems.at[slot, n])
                  for n, (source, window, buffer) in enumerate(self.fetched) if buffer is not None]
        for copy in copies:
            act(copy)

    def _by_class(self, kind, step: Callable[..., Any]) -> Any:
        """``step(full, pattern)`` for a tile of class ``kind``, the class known: a pass of one
        class knows it statically; a pass of several branches on it first (full, then each
        pattern's class in turn: ``patterns.PATTERNED``), so each body is one basic block with
        the whole step in it, a full tile computes no token mask and a patterned one its spans
        only. Even a window's one compare and select cost more than the branch where a tile is
        vector-bound (v6e: the README's schedule table)."""
        kinds = self.cfg.tile_kinds[PASSES.index(self.phase)]
        patterns = self.cfg.schedule_of(self.phase).patterns if self.phase in PATTERNED_PASSES else ()  # dq: the forward's schedule

        def partial(index: int = 0):  # the tiles of pattern ``index`` on, then the rest
            if index == len(patterns):
                return step(False)
            return jax.lax.cond(kind == PATTERNED + index, lambda: step(False, patterns[index]), lambda: partial(index + 1))

        if kinds == "full":
            return step(True)
        if kinds == "partial":
            return partial()
        return jax.lax.cond(kind == BlockClass.FULL, lambda: step(True), partial)

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
