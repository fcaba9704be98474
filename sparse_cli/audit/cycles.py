"""Scheduled cycles of a compiled program: each kernel's final schedule (``audit.schedule``)
times the work its launch is given (``backends.launches.KernelLaunch``).

A kernel's grid runs as one loop (``steps`` plus the pipeline's two stages). A grid iteration
takes one of a few paths, resolved on the control-flow graph:

- ``pipeline_stage``: the extra iterations that only start the first copies and wait for the
  last (the grid body's guard taken: its shortest path);
- kernels that walk a step's tiles in a loop of run-time length (this project's and the
  serving kernel): ``step``, a grid step outside its tiles (its shortest path into the tile
  loop), ``row_ends``, what an output block's first and last steps add (opening and writing
  it: the longest such path less ``step``; every step when a block has one step), and
  ``full_tile`` and ``partial_tile``, one visited tile of each class (its longest iteration on
  that class's branch, when the kernel branches on it), and ``patterned_tile_<i>`` for a partial
  tile that fits the pass's pattern ``i`` (``backends.pallas.patterns``: its own branch);
- kernels that step over every block of a row (Splash): ``visited_step`` and ``skipped_step``
  (the shortest paths with and without MXU work) and ``row_ends``, what a row's first and last
  steps add (opening and writing the output block: the longest path less ``visited_step``).

Bundles outside the grid loop run once. Along the same paths the bundles that spill or fill
vector registers are counted, and so the spill bundles a kernel's work runs
(``scheduled_spills``): a kernel's static spill count holds every body it compiles (a full and a
partial tile's, say) where a tile runs one. Every figure is the compiler's static schedule: no DMA
stalls, no pipeline bubbles — an estimate to compare kernels by, never a measurement.
"""

from __future__ import annotations

import atexit
import os
import re
import shutil
import tempfile
from pathlib import Path

from pydantic import BaseModel

from sparse_cli.audit.schedule import UNITS, KernelSchedule, Loop, PathCost, ScheduleError
from sparse_cli.backends.launches import PATTERNED, KernelLaunch
from sparse_cli.lowered import pass_of_kernel
from sparse_cli.masks import BlockClass
from sparse_cli.planner.work import kernel_matmuls, kernel_products, shaped_multiply_adds
from sparse_cli.targets import TARGETS, Chip

#: What every scheduled figure is, for views and documents.
SCHEDULE_NOTE = "the compiler's static schedule (no DMA stalls, no pipeline bubbles), not a measurement"
#: libtpu's dump flags: only the final schedule and its per-bundle unit use (about 1 MB a program).
DUMP_FLAGS = "--xla_jf_dump_llo_pass_label_regex=final_bundles|final_hlo-static-per-bundle-utilization"


def dump_args(existing: str | None, directory: str | Path) -> str:
    """``LIBTPU_INIT_ARGS`` (``existing``, if any) with libtpu's schedules dumped into ``directory``."""
    return f"{existing or ''} --xla_jf_dump_to={directory} {DUMP_FLAGS}".strip()


def keep_schedules(prefix: str) -> str:
    """For a process that reads libtpu's schedules itself (a bench): a temporary dump directory,
    removed at exit with whatever a failed compile left in it, and libtpu's flags pointed at it.
    Call it before libtpu loads (it reads its flags once)."""
    directory = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, directory, ignore_errors=True)
    os.environ["LIBTPU_INIT_ARGS"] = dump_args(os.environ.get("LIBTPU_INIT_ARGS"), directory)
    return directory


_DUMP_NAME = re.compile(r"^\d+-(.+)-\d+-(final_bundles|final_hlo-static-per-bundle-utilization)\.txt$")


class KernelWork(BaseModel):
    """What a launch gives its kernel: grid steps, the tiles it computes (Splash: the steps
    that visit a block), how many of them are partial (computed whole) and how many fit each of
    its patterns (computed in part), and the output blocks it writes; the MACs of one tile's
    matmuls, of all the query heads it stacks (``tile_heads``), and what the chip's MXUs spend
    on them, each dimension rounded up to whole arrays."""

    steps: int
    tiles: int
    partial_tiles: int = 0
    patterned_tiles: list[int] = []
    output_blocks: int
    tile_multiply_adds: int
    tile_heads: int = 1
    tile_shaped_multiply_adds: int | None = None  # what the MXUs spend on them (``work.shaped_multiply_adds``)
    cores: int = 1  # TensorCores the counts above are shared over (``per_core``)

    def per_core(self, cores: int) -> KernelWork:
        """One core's share where the compiler splits the grid's parallel axis over a chip's
        ``cores`` TensorCores (v5p's grid loop runs half the steps, plus its pipeline stages):
        the busier core's, its programs' work taken as even."""
        share = lambda count: -(-count // cores)
        return self.model_copy(update={"steps": share(self.steps), "tiles": share(self.tiles), "partial_tiles": share(self.partial_tiles),
                                       "patterned_tiles": [share(count) for count in self.patterned_tiles],
                                       "output_blocks": share(self.output_blocks), "cores": cores})


class LoopFigures(BaseModel):
    """One loop as scheduled: depth, first bundle, body bundles (by the depth marks), trips (the
    exit test's constant; None: set at run time), one iteration's cycles (its longest path), and
    what sets its trips."""

    depth: int
    first_bundle: int
    bundles: int
    trips: int | None
    iteration_cycles: float
    counts: str


class KernelScheduleReport(BaseModel):
    """A kernel's schedule, its paths and, given its work, its scheduled cycles."""

    name: str
    bundles: int
    loops: list[LoopFigures]
    paths: dict[str, float]
    units: dict[str, int]  # slots busy over all bundles, and the spill/fill bundles
    work: KernelWork | None
    mxu_floor_per_tile: float | None  # cycles of one tile's matmuls at the MXUs' full rate
    mxu_shaped_floor_per_tile: float | None = None  # the same, each product's dimensions rounded up to whole MXUs
    scheduled_cycles: float | None
    mxu_busy: float | None  # the share of the MXUs' issue slots the scheduled cycles use
    path_spills: dict[str, float] = {}  # per path: its bundles that spill or fill vector registers
    scheduled_spills: float | None = None  # such bundles the work runs, counted as scheduled_cycles are


class ProgramSchedule(BaseModel):
    """A compiled program's schedule: its kernels, the XLA computations around them, and in
    all its scheduled cycles and time at the chip's clock (derived from the chip table's peak
    and MXU shape: ``targets.Chip.clock_hz``)."""

    target: str
    kernels: list[KernelScheduleReport]
    around: dict[str, float]  # other computations of the program (fusions, copies, the top level)
    scheduled_cycles: float | None
    clock_hz: float
    scheduled_seconds: float | None
    scheduled_spills: float | None = None  # the kernels' spill and fill bundles, as they run (none counted around them)
    note: str = SCHEDULE_NOTE


def kernel_work(contract, launches: dict[str, list[KernelLaunch]], names: list[str]) -> dict[str, KernelWork | None]:
    """Each kernel launch's work, by its name in the program (``names``, program order: a pass's
    launches in turn), from the launches its backend makes of the plan (``Backend.launches``).
    A runtime contract's is its static plan's, the bound of its batches: packed documents' a
    batch of one document (whose full tiles a batch of several may class partial:
    ``planner.runtime.classed_by_ids``), routed attention's every route."""
    dims = {"d": contract.shape.head_dim, "v": contract.shape.value_dim}
    width = TARGETS[contract.target].mxu_dim
    seen: dict[str, int] = {}
    work: dict[str, KernelWork | None] = {}
    for name in names:
        phase = pass_of_kernel(name)
        if phase is None or phase not in launches:
            work[name] = None
            continue
        index = seen[phase] = seen.get(phase, -1) + 1
        block_q, block_kv = contract.blocks.of(phase)
        launch = launches[phase][index] if index < len(launches[phase]) else None
        work[name] = None if launch is None else KernelWork(
            steps=launch.grid_steps, tiles=launch.visited_tiles, partial_tiles=launch.partial_tiles,
            patterned_tiles=launch.patterned_tiles, output_blocks=launch.output_blocks,
            tile_multiply_adds=launch.tile_heads * block_q * block_kv * sum(dims[dim] for dim in kernel_matmuls(phase, launch.computes_dq)),
            tile_heads=launch.tile_heads,
            tile_shaped_multiply_adds=sum(shaped_multiply_adds(product, dims | {"q": launch.tile_heads * block_q, "kv": block_kv}, width)
                                          for product in kernel_products(phase, launch.computes_dq)))
    return work


def read_dump(directory: Path, chip: Chip, names: set[str] | None = None) -> dict[str, KernelSchedule]:
    """Each computation's schedule in a libtpu dump ``directory`` (files of ``DUMP_FLAGS``),
    by its HLO instruction name; ``names``: only those files (the ones a compile just wrote)."""
    texts: dict[str, dict[str, str]] = {}
    for path in sorted(directory.iterdir()):
        found = _DUMP_NAME.match(path.name)
        if found and (names is None or path.name in names):
            texts.setdefault(found.group(1), {})[found.group(2)] = path.read_text(errors="replace")
    return {name: KernelSchedule.of_texts(name, files["final_bundles"], files.get("final_hlo-static-per-bundle-utilization"),
                                          chip.branch_delay)
            for name, files in texts.items() if "final_bundles" in files}


def _guard(k: KernelSchedule, grid: Loop) -> int | None:
    """The grid body's guard: the branch that skips every MXU bundle of a step (taken by the
    pipeline's extra iterations), the widest such; None when there is none."""
    mxu = [i for i in range(grid.first, grid.latch + 1) if k.mxu_busy(i)]
    if not mxu:
        return None
    nested = k.nested(grid.first, grid.latch)
    guards = []
    for at in range(grid.first, grid.latch + 1):
        branch = k.bundles[at].branch
        if branch is None or any(loop.first <= at <= loop.latch for loop in nested):
            continue
        target = k.region_at.get(branch[0], -1)
        if at + k.delay < mxu[0] and target > mxu[-1]:
            guards.append((target - at, at))
    return max(guards)[1] if guards else None


def _grid_loop(k: KernelSchedule, steps: int | None) -> Loop | None:
    """The loop that walks the grid: a top-level loop of constant trips — steps plus at most two
    pipeline stages when ``steps`` is known, else the longest that holds MXU work."""
    top = [loop for loop in k.nested(-1, len(k.bundles) - 1) if loop.trips is not None]
    if steps is not None:
        fits = [loop for loop in top if 0 <= loop.trips - steps <= 2]  # type: ignore[operator]
    else:
        fits = [loop for loop in top if k.mxu_slots(loop.first, loop.latch)]
    return max(fits, key=lambda loop: (k.mxu_slots(loop.first, loop.latch) > 0, loop.bundles)) if fits else None


def _tile_loop(k: KernelSchedule, grid: Loop) -> Loop | None:
    """The loop of run-time length over a step's tiles: directly in the grid body, with MXU work."""
    dynamic = [loop for loop in k.nested(grid.first, grid.latch) if loop.trips is None and k.mxu_slots(loop.first, loop.latch)]
    if len(dynamic) > 1:
        raise ScheduleError(f"{k.name}: {len(dynamic)} loops of run-time length hold MXU work; expected one over a step's tiles")
    return dynamic[0] if dynamic else None


def _paths(k: KernelSchedule, grid: Loop, tiles: Loop | None, patterns: int = 0) -> dict[str, PathCost]:
    """The lengths of the paths a grid iteration takes (see the module docstring)."""
    guard = _guard(k, grid)
    keep = [guard] if guard is not None else []
    inner: dict[Loop, float | None] = {tiles: 0.0} if tiles else {}
    need = lambda value, what: value if value is not None else _no_path(k, what)
    paths = {"pipeline_stage": need(k.path_cost(grid.first, grid.latch, longest=False, inner=inner), "a pipeline stage")}
    if tiles is not None:  # a step enters its tile loop; what only its block's first and last steps do is the row's
        paths["step"] = need(k.path_cost(grid.first, grid.latch, longest=False, inner=inner, mxu=True, keep=keep), "a step")
        longest = need(k.path_cost(grid.first, grid.latch, longest=True, inner=inner, mxu=True, keep=keep), "a step")
        paths["row_ends"] = longest.less(paths["step"])
        paths.update(_tile_paths(k, tiles, patterns))
        return paths
    if not k.mxu_slots(grid.first, grid.latch):  # no tiles to tell apart: every step its longest path
        paths["step"] = need(k.path_cost(grid.first, grid.latch, longest=True, inner=inner), "a step")
        return paths
    visited = need(k.path_cost(grid.first, grid.latch, longest=False, inner=inner, mxu=True, keep=keep), "a visited step")
    skipped = k.path_cost(grid.first, grid.latch, longest=False, inner=inner, mxu=False, keep=keep)
    longest = need(k.path_cost(grid.first, grid.latch, longest=True, inner=inner, keep=keep), "a step")
    paths.update(visited_step=visited, skipped_step=skipped if skipped is not None else visited, row_ends=longest.less(visited))
    return paths


def _tile_paths(k: KernelSchedule, tiles: Loop, patterns: int = 0) -> dict[str, PathCost]:
    """One visited tile's cycles, full, partial and of each of ``patterns`` patterns: a kernel
    that branches on a tile's class (``kind == BlockClass.FULL``, then ``kind == PATTERNED +
    i``) takes one branch; without a class's test, that class takes the path of the class it
    falls to (a pattern's: the partial tile's; without the full test, every class one path)."""
    def test(value: int) -> tuple | None:
        found = k.tests_of(tiles.first, tiles.latch, value)
        return found[0] if len(found) == 1 else None

    full, patterned = test(BlockClass.FULL), [test(PATTERNED + index) for index in range(patterns)]
    partial = {atom: False for atom in (full, *patterned) if atom is not None}
    paths = {"full_tile": k.iteration_cost(tiles, {full: True} if full is not None else {}), "partial_tile": k.iteration_cost(tiles, partial)}
    for index, atom in enumerate(patterned):
        assume = {**partial, atom: True} if atom is not None else partial
        paths[f"patterned_tile_{index}"] = k.iteration_cost(tiles, assume)
    return paths


def _no_path(k: KernelSchedule, what: str) -> float:
    raise ScheduleError(f"{k.name}: no path for {what} through its grid loop")


def _loop_figures(k: KernelSchedule, grid: Loop | None, tiles: Loop | None) -> list[LoopFigures]:
    def counts(loop: Loop) -> str:
        if loop is grid:
            return "grid steps + pipeline stages"
        if loop is tiles:
            return "tiles of the step"
        return "constant" if loop.trips is not None else "set at run time"

    return [LoopFigures(depth=loop.depth, first_bundle=loop.first, bundles=loop.bundles, trips=loop.trips,
                        iteration_cycles=k.iteration(loop), counts=counts(loop)) for loop in k.loops]


def _one_step(k: KernelSchedule, patterns: int = 0) -> tuple[Loop | None, dict[str, PathCost]]:
    """A kernel of one grid step (no grid loop): its tile loop, its path outside the tiles and a tile's."""
    end = len(k.bundles) - 1
    tiles = next((loop for loop in k.nested(-1, end) if loop.trips is None and k.mxu_slots(loop.first, loop.latch)), None)
    paths = {"step": k.path_cost(0, end, longest=True, inner={tiles: 0.0} if tiles else None) or PathCost(0.0)}
    if tiles is not None:
        paths.update(_tile_paths(k, tiles, patterns))
    return tiles, paths


def _scheduled_cycles(k: KernelSchedule, grid: Loop | None, paths: dict[str, PathCost], work: KernelWork) -> PathCost | None:
    """The kernel's cost for ``work`` (see the module docstring): its cycles, MXU-busy cycles
    and the spill and fill bundles it runs; None when its grid loop is not found."""
    outside = (k.path_cost(0, len(k.bundles) - 1, longest=True, inner={grid: 0.0}) or PathCost(0.0)) if grid is not None else PathCost(0.0)

    def total(at: int) -> float | None:  # a field of PathCost
        path = {name: value[at] for name, value in paths.items()}
        full = work.tiles - work.partial_tiles - sum(work.patterned_tiles)
        per_tile = full * path.get("full_tile", 0.0) + work.partial_tiles * path.get("partial_tile", 0.0) + sum(
            count * path.get(f"patterned_tile_{index}", path.get("partial_tile", 0.0)) for index, count in enumerate(work.patterned_tiles))
        if grid is None:
            return path["step"] + per_tile if work.steps == 1 and "step" in path else None
        fixed = outside[at] + ((grid.trips or 0) - work.steps) * path["pipeline_stage"]
        if "step" in path:
            return fixed + work.steps * path["step"] + work.output_blocks * path.get("row_ends", 0.0) + per_tile
        return (fixed + work.tiles * path["visited_step"] + (work.steps - work.tiles) * path["skipped_step"]
                + work.output_blocks * path["row_ends"])

    totals = [total(at) for at in range(len(PathCost._fields))]
    return None if any(value is None for value in totals) else PathCost(*totals)  # type: ignore[arg-type]


def kernel_report(k: KernelSchedule, work: KernelWork | None, chip: Chip, cores: int = 1) -> KernelScheduleReport:
    """``k``'s figures and, with its launch's ``work``, its scheduled cycles: one core's, where
    the grid loop runs one of the chip's ``cores`` TensorCores' share of the steps."""
    grid = _grid_loop(k, work.steps if work else None)
    if grid is None and work is not None and cores > 1:
        work = work.per_core(cores)
        grid = _grid_loop(k, work.steps)
    paths: dict[str, PathCost]
    patterns = len(work.patterned_tiles) if work is not None else 0
    if grid is not None:
        tiles = _tile_loop(k, grid)
        paths = _paths(k, grid, tiles, patterns)
    elif work is not None and work.steps == 1:
        tiles, paths = _one_step(k, patterns)
    else:
        tiles, paths = None, {}
    cost = _scheduled_cycles(k, grid, paths, work) if work is not None else None
    floor = chip.mxu_cycles(work.tile_multiply_adds) if work is not None else None
    shaped = chip.mxu_cycles(work.tile_shaped_multiply_adds) if work is not None and work.tile_shaped_multiply_adds is not None else None
    units = k.units
    unit_figures = {} if units is None else {**{name.lower(): units.busy[name] for name in UNITS},
                                            "vector_spill_bundles": units.vector_spill_bundles,
                                            "vector_fill_bundles": units.vector_fill_bundles, "scalar_spills": units.scalar_spill_ops}
    return KernelScheduleReport(name=k.name, bundles=len(k.bundles), loops=_loop_figures(k, grid, tiles),
                                paths={name: value.cycles for name, value in paths.items()},
                                path_spills={name: value.spills for name, value in paths.items()}, units=unit_figures, work=work,
                                mxu_floor_per_tile=floor, mxu_shaped_floor_per_tile=shaped, scheduled_cycles=cost.cycles if cost else None,
                                mxu_busy=cost.mxu / cost.cycles if cost and cost.cycles else None,
                                scheduled_spills=cost.spills if cost and units is not None else None)


def around_cycles(k: KernelSchedule) -> float:
    """Scheduled cycles of a computation that is not a kernel (constant loops at their trips;
    a loop of run-time length counted once)."""
    inner = {loop: k.iteration(loop) * (loop.trips or 1) for loop in k.nested(-1, len(k.bundles) - 1)}
    return k.path(0, len(k.bundles) - 1, longest=True, inner=inner) or 0.0


def program_schedule(schedules: dict[str, KernelSchedule], kernels: dict[str, KernelWork | None], target: str,
                     cores: int = 1) -> ProgramSchedule:
    """The program's schedule from its computations' ``schedules`` (by HLO instruction name);
    ``kernels``: each kernel launch's name as the instruction names it, and its work (None:
    unknown, so the program's cycles are too); ``cores``: the TensorCores of one device."""
    chip = TARGETS[target]
    reports, around = [], {}
    for name, schedule in schedules.items():
        if name in kernels:
            reports.append(kernel_report(schedule, kernels[name], chip, cores))
        else:
            around[name] = around_cycles(schedule)
    known = all(report.scheduled_cycles is not None for report in reports) and len(reports) == len(kernels)
    total = sum(r.scheduled_cycles or 0.0 for r in reports) + sum(around.values()) if known else None
    spills = [r.scheduled_spills for r in reports]
    spilled = sum(spill for spill in spills if spill is not None) if known and None not in spills else None
    return ProgramSchedule(target=target, kernels=reports, around=around, scheduled_cycles=total, scheduled_spills=spilled, clock_hz=chip.clock_hz,
                           scheduled_seconds=None if total is None else total / chip.clock_hz)
