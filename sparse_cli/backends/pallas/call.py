"""One pass's launches: the ``pallas_call`` of each launch of a pass's schedule (``launch_pass``), the
BlockSpec index maps of a unit's own blocks, the DMA windows of the inputs fetched per tile
(``Fetched``, ``tile_window``, ``vector_window``) and each launch's cost estimate."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable

import jax
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from sparse_cli.backends.pallas.arrays import Scheduled, Segments, StepArrays, launch_arrays
from sparse_cli.backends.pallas.buffers import DMA_SLOTS, SUBLANES, read_in_place
from sparse_cli.backends.pallas.config import KERNEL_NAMES, KernelConfig
from sparse_cli.backends.pallas.schedule import UnitLayout
from sparse_cli.backends.pallas.walk import floor_div, head_of, modulo
from sparse_cli.contract import PASSES
from sparse_cli.planner.work import kernel_matmuls
from sparse_cli.targets import TPU_LANES as LANES


@dataclasses.dataclass(frozen=True)
class Fetched:
    """A kernel input brought in per tile: its ``block`` shape, and where a tile's block lies
    in it (``window(head, block, mask)``: an index for ``ref.at``)."""

    array: jax.Array
    block: tuple[int, ...]
    window: Callable


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
        return head_of(self.layout, program, unit, member)

    def row(self, *args):
        return modulo(self._unit(args)[1], self.layout.rows)

    @property
    def heads(self) -> int | None:
        """A unit's own blocks along the head axis: its stacked query heads, or None (one,
        squeezed; a dK/dV unit's own blocks are its kv head's, its stacks side by side in the
        fetched blocks)."""
        return self.layout.stacked if self.layout.stacked > 1 and not self.transposed else None

    def _own_head(self, *args):  # the unit's block index along a query-head axis (its first head's stack)
        return floor_div(self.head(*args), self.layout.stacked)

    def own_tile(self, *args):  # q (fwd, dq) or the kv head's k, v (dK/dV)
        head = floor_div(self.head(*args), self.group) if self.transposed else self._own_head(*args)
        return (head, self.row(*args), 0)

    def head_lanes(self, *args):  # the head's row of a [H, 1, LANES] per-head value
        return (self._own_head(*args), 0, 0)

    def q_vector(self, *args):  # the q block's row of a [H, 1, Lq] per-query vector
        return (self._own_head(*args), 0, self.row(*args))

    def segment_col(self, *args):
        return (self.row(*args), 0)


def _heads_window(head, heads: int):
    """The head axis's index of a block of ``heads`` query heads from ``head`` (squeezed when one)."""
    return head if heads == 1 else pl.ds(head, heads)


def tile_window(size: int, group: int = 1, first: int = 0, heads: int = 1):
    """The window of a ``[H, L, D]`` input's ``size``-token block of the tile's head (divided by
    ``group``: a kv head read by query heads; of heads from ``first`` on: a chunk's own array;
    ``heads`` consecutive query heads from it: a dK/dV tile's stack)."""
    return lambda head, block, mask: (_heads_window(floor_div(head, group) - first if first else floor_div(head, group), heads),
                                      pl.ds(pl.multiple_of(block * size, size), size))


def vector_window(size: int, heads: int = 1):
    """The window of a ``[H, 1, L]`` per-query vector's ``size``-token block of the tile's head
    (and the ``heads`` - 1 after it)."""
    return lambda head, block, mask: (_heads_window(head, heads), slice(None), pl.ds(pl.multiple_of(block * size, size), size))


def launch_pass(cfg: KernelConfig, kernel, name: str, steps: StepArrays | Scheduled, q, v, own, fetched: list[Fetched], segments: Segments | None,
            out_specs, out_shape, scratch, accumulators: int = 0, written_back: bool = False, part: tuple[int, int] = (0, 1),
            earlier: tuple = ()):
    """One pass over ``steps``'s schedule, as one pallas_call per launch (``q``, ``v``: the
    attention's, for the cost estimate). ``own``: ``(array, BlockSpec of the index maps)`` of
    each of the unit's own inputs; ``fetched``: the inputs brought in per tile, then the stored
    partial mask block (unless the kernel computes masks) and the fetched side's segment ids;
    those ``buffers.read_in_place`` names are whole in VMEM (no DMA buffers), the rest copied
    in by DMA.
    Later launches write into the earlier launches' output buffers (aliased), each its own
    units. ``accumulators``: the last own inputs are the outputs' values so far (a ring's
    running state), updated in place: each aliases its output, and later launches read the
    earlier launches' outputs instead. ``written_back``: the last of the pass's own fetched inputs
    is also the last output (aliased, in HBM), each tile's block added to and copied back by the
    kernel (``walk.WrittenBack``); later launches add to the earlier launches' result.
    ``part``: ``(i, n)``, this call is chunk ``i`` of ``n`` over consecutive programs
    (``PassSchedule.chunk``): its launches are numbered after the earlier chunks', and write
    into their outputs ``earlier`` (aliased; all but the written-back input, which is the
    chunk's own)."""
    if written_back and accumulators:
        raise ValueError(f"{name}: a pass adds to running sums or writes a fetched input back, not both")
    phase = PASSES[KERNEL_NAMES.index(name)]
    transposed = phase == "dkv"
    bq, bkv = cfg.blocks_of(phase)
    schedule = cfg.schedule_of(phase)
    row_size, fetched_size = (bkv, bq) if transposed else (bq, bkv)
    attention_inputs = len(fetched)  # the pass's own, before a mask and segment ids
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
    whole = read_in_place(cfg.resident[PASSES.index(phase)], attention_inputs, steps.partial_mask_blocks.shape[0] if cfg.rule is None else None,
                          cfg.segmented)
    buffers = [pltpu.VMEM((DMA_SLOTS, *f.block), f.array.dtype) for f, w in zip(fetched, whole) if not w]
    fetched_specs = [pl.BlockSpec(memory_space=pltpu.VMEM if w else pl.ANY) for w in whole]
    fanout = schedule.layout.fanout
    inner = (fanout,) if fanout > 1 else ()
    outputs = None
    count = len(schedule.launches)
    numbered, total = part[0] * count, part[1] * count
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
            carried = list(earlier) if outputs is None else list(outputs[: len(outputs) - written_back])  # earlier launches' blocks, kept in place
            aliases = {len(prefetch) + len(own_inputs) + len(fetched) + n: n for n in range(len(carried))}
        inputs = [*own_inputs, *(f.array for f in fetched)]
        if written_back:  # the written input is the last output: an earlier launch's result once there is one
            at = len(own_inputs) + attention_inputs - 1
            if outputs is not None:
                inputs[at] = outputs[-1]
            aliases[len(prefetch) + at] = len(out_specs) - 1
        in_hbm = [False] * (len(prefetch) + len(own_inputs)) + [_in_hbm(f, w or bool(cfg.interpret)) for f, w in zip(fetched, whole)]
        outputs = _batched_in_turn(in_hbm, pl.pallas_call(
            functools.partial(kernel, cfg, launch, windows, len(own), len(carried)),
            grid_spec=pltpu.PrefetchScalarGridSpec(
                num_scalar_prefetch=len(prefetch),
                grid=(schedule.layout.programs, launch.units, *inner),
                in_specs=in_specs + fetched_specs + [pl.BlockSpec(memory_space=pl.ANY)] * len(carried),
                out_specs=[spec(maps) for spec in out_specs],
                scratch_shapes=[*scratch, *buffers, pltpu.SemaphoreType.DMA((DMA_SLOTS, len(fetched)))],
            ),
            out_shape=out_shape,
            input_output_aliases=aliases,
            # without Mosaic's run-time bounds checks: every block index and DMA window a kernel
            # computes comes from the launch's step arrays, built from a plan whose indices lie in
            # range (planned here, or loaded and checked: ``artifacts.load_plan``) or from a batch's
            # compaction of them (documents' and routes' runtime plans keep a subset of the static
            # steps), never from the attention's data. A check is scalar work on every copy a tile
            # starts: by the compiler's schedule (jax 0.12, libtpu 0.0.50, v5e, forward + backward)
            # bigbird's 128 x 128 forward tile 266 -> 233 cycles (its program 4.38M -> 3.91M),
            # EAGLE's dK/dV tile 2,382 -> 2,353, deepseek's program 375.6M -> 370.3M, gemma2's
            # 11.82M -> 11.69M. The serving kernel keeps them: its pages are the server's page
            # tables, run-time data.
            compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "arbitrary") + tuple("arbitrary" for _ in inner),
                                                 disable_bounds_checks=True),
            cost_estimate=_cost(cfg, phase, schedule.layout.programs * fanout * launch.tiles, launch.units, q, v),
            interpret=cfg.interpret,
            name=name if total == 1 else f"{name}_{numbered + number}of{total}",  # lowered.kernel_of_launch reads it back
        ))(*prefetch, *inputs, *carried)
    return outputs


def own_block(shape):
    """The unit's own block ``shape`` of a ``[H, L, D]`` input or output (of each of its stacked
    heads)."""
    return lambda maps: pl.BlockSpec((maps.heads, *shape), maps.own_tile)


def own_vector(block: int):
    """The unit's ``(1, block)`` blocks of a ``[H, 1, L]`` per-query float32 vector (log-sum-exp,
    delta): lane-major, so a residual costs 4 bytes per query in HBM, not a 128-lane broadcast."""
    return lambda maps: pl.BlockSpec((maps.heads, 1, block), maps.q_vector)


def head_lanes():
    """The unit's heads' rows of a ``[H, 1, LANES]`` per-head value broadcast over lanes."""
    return lambda maps: pl.BlockSpec((maps.heads, 1, LANES), maps.head_lanes)


_PASS_DIMS = {
    "fwd": (("d", "v"), ("d", "v")),  # q in, out | k, v
    "dq": (("d", "v", "d"), ("d", "v")),  # q, dO in, dq out | k, v
    "dkv": (("d", "v", "d", "v"), ("d", "v")),  # k, v in, dk, dv out | q, dO
}


def _cost(cfg: KernelConfig, phase: str, tiles: int, units: int, q, v) -> pl.CostEstimate:
    """Cost of one launch of pass ``phase`` walking ``tiles`` tiles over ``units`` output
    blocks per program. Bytes count each unit's own blocks in and out once, the fetched blocks
    once per tile (each stacked head's, for dK/dV), a stored int8 mask block per partial tile (none when the kernel computes the
    masks) and, where the dK/dV kernel computes dq, each tile's float32 dq read and written."""
    dims = {"d": q.shape[2], "v": v.shape[2]}
    computes_dq = phase == "dkv" and cfg.fused_dq
    matmuls, own, fetched = (sum(dims[dim] for dim in group) for group in (kernel_matmuls(phase, computes_dq), *_PASS_DIMS[phase]))
    block_q, block_kv = cfg.blocks_of(phase)
    layout = cfg.schedule_of(phase).layout
    pairs = tiles * layout.stacked * block_q * block_kv
    transposed = phase == "dkv"  # a stack's query blocks are fetched, each tile; else its own blocks, each unit
    programs = layout.programs * (1 if transposed else layout.stacked)
    fetched_blocks = tiles * (layout.stacked if transposed else 1)
    row_block, fetched_block = (block_kv, block_q) if transposed else (block_q, block_kv)
    mask_bytes = 0 if cfg.rule is not None else round(tiles * cfg.partial_shares[PASSES.index(phase)]) * block_q * block_kv
    return pl.CostEstimate(
        flops=2 * pairs * matmuls,  # 2 per multiply-add
        transcendentals=pairs * (2 if cfg.softcap else 1),
        bytes_accessed=(programs * units * row_block * own + fetched_blocks * fetched_block * fetched) * q.dtype.itemsize + mask_bytes
        + (2 * tiles * layout.stacked * block_q * dims["d"] * 4 if computes_dq else 0),
    )


def _in_hbm(fetched: Fetched, unconstrained: bool) -> bool:
    """Whether a fetched input is constrained to HBM, where each tile's block is copied in by
    DMA — not when ``unconstrained`` (read whole in VMEM: ``read_in_place``; or interpreted) or
    its blocks are vectors (the log-sum-exp and delta rows). Left to XLA, its memory-space
    assignment may keep an array in VMEM (measured: gpt-oss's k, relaid out at head_dim 64, v5e),
    where a DMA compiles to a rolled copy loop in the tile loop instead of a copy that overlaps the
    tile (forward 17.2M -> 15.2M scheduled cycles); a vector's loop is shorter than a DMA's issue
    and wait (Llama 3 128K's dK/dV tile, v5e: 2,082 cycles left to XLA, 2,116 in HBM)."""
    return not unconstrained and fetched.block[-2] >= SUBLANES


def _batched_in_turn(in_hbm: list[bool], call: Callable) -> Callable:
    """``call`` with its leading inputs that ``in_hbm`` flags constrained to HBM (the rest as they
    are), whose ``vmap`` runs one example after another (``lax.map``): Pallas batches a kernel by
    adding a grid axis, but an input left in HBM (``pl.ANY``) must then be one whole block, which
    the Pallas TPU lowering refuses for a batched array. Inside the loop the constraint is never
    batched, so every JAX takes it (jax 0.10's has no batching rule)."""

    def placed(*arrays):
        flags = in_hbm + [False] * (len(arrays) - len(in_hbm))
        return call(*(pltpu.with_memory_space_constraint(x, pltpu.HBM) if hbm else x for x, hbm in zip(arrays, flags)))

    return jax.custom_batching.sequential_vmap(placed)
