"""Block sizes chosen by the TPU compiler's schedule (``sparse-cli tune``).

For a contract, every lane-aligned block size the kernels allow (``SIZES``, up to the padded
lengths) is compiled deviceless for the sparse backend the contract names, or with ``auto`` (or
a dense backend) for each sparse backend ``auto`` weighs that can serve it, forward and forward +
backward, each in a fresh process (a few at a time), and its final schedule read
(``audit.cycles``). A candidate the compiler refuses (scoped VMEM, alignment), whose step
arrays exceed SMEM or whose program exceeds the chip's HBM is dropped with the reason; the rest
rank by scheduled time. This project's kernels may also take each pass's best blocks
(per-pass sizes): that combination is compiled too and wins only when its own schedule is
lower. The contract's own blocks are compiled too where the grid lacks them (per-pass sizes,
or sizes past ``SIZES``), so the winner is always told against them. Results are kept in the
schedule cache (``report.scheduled``), so a second run compiles nothing and ``auto`` decides by
them. Scheduled times are the compiler's static schedule, never a measurement.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from concurrent.futures import CancelledError, ThreadPoolExecutor
from pathlib import Path

from pydantic import BaseModel

from sparse_cli.audit.compile import CompiledPass, CompileFailure, compile_in_fresh_process
from sparse_cli.backends import backend_named
from sparse_cli.backends.choice import eligible, refusal
from sparse_cli.contract import PASSES, ContractError, MaskContract, with_blocks
from sparse_cli.lowered import launch_of_instruction, pass_of_kernel
from sparse_cli.planner.plan import plan as make_plan
from sparse_cli.report import program_report
from sparse_cli.report.program import decide
from sparse_cli.report.scheduled import ScheduleCache, Scheduled
from sparse_cli.targets import TARGETS, TPU_LANES
from sparse_cli.versions import COMPILER_PACKAGES, package_versions

#: Block sizes tried on each axis (lane multiples; larger ones rarely fit VMEM at wide heads).
SIZES = (128, 256, 512, 1024)


class Candidate(BaseModel):
    """One backend at one set of blocks: its schedule, and whether it fits (else why not)."""

    backend: str
    blocks: dict[str, int]
    scheduled: Scheduled | None
    refused: str | None  # why it cannot run: SMEM, the compiler's refusal, HBM

    @property
    def seconds(self) -> float | None:
        return None if self.refused or self.scheduled is None else self.scheduled.seconds


class TuneResult(BaseModel):
    contract: str
    source: str
    target: str
    topology: str
    candidates: list[Candidate]  # fastest first; refused ones last
    winner: Candidate | None
    current: Candidate | None  # the contract's own blocks, as measured
    note: str


def block_candidates(contract: MaskContract) -> list[dict[str, int]]:
    """Every ``SIZES`` pair up to each sequence's length rounded up to the lanes."""
    limit = lambda length: max(TPU_LANES, -(-length // TPU_LANES) * TPU_LANES)
    q_sizes = [size for size in SIZES if size <= limit(contract.shape.q_len)]
    kv_sizes = [size for size in SIZES if size <= limit(contract.shape.kv_len)]
    return [{"block_q": q, "block_kv": kv} for q, kv in itertools.product(q_sizes, kv_sizes)]


def _scheduled(entries: list[CompiledPass], backend: str, target: str) -> Scheduled:
    """What the compile child read of one backend's programs."""
    seconds: dict[str, float | None] = {}
    cycles: dict[str, float] = {}
    failure, hbm = None, 0
    for entry in entries:
        report = entry.deviceless
        if report is None or not report.compiled:
            failure = failure or (report.failure if report is not None else "not compiled")
            continue
        hbm = max(hbm, report.hbm_used)
        program = report.schedule
        seconds[entry.pass_] = program.scheduled_seconds if program is not None else None
        for kernel in program.kernels if program is not None else []:
            phase = pass_of_kernel(launch_of_instruction(kernel.name))
            if phase is not None and kernel.scheduled_cycles is not None and (phase != "fwd" or entry.pass_ == "fwd"):
                cycles[phase] = cycles.get(phase, 0.0) + kernel.scheduled_cycles
    return Scheduled(backend=backend, target=target, fwd_seconds=seconds.get("fwd"), bwd_seconds=seconds.get("bwd"),
                     pass_cycles=cycles, hbm_bytes=hbm or None, failure=failure, versions=package_versions(COMPILER_PACKAGES))


def compile_scheduled(contract: MaskContract, path: Path, layer: str | None, passes: tuple[str, ...], backend: str | None,
                      topology: str, smem_budget: int | None = None) -> list[CompiledPass]:
    """``compile --deviceless --schedule``: the programs with their schedules, each compiled
    backend's times stored for ``auto``; with ``auto``, every sparse backend that can serve the
    contract is compiled and the fastest by its schedule is the one reported."""
    cache = ScheduleCache()
    plan = make_plan(contract, smem_budget=smem_budget)
    requested = backend or contract.backend
    backends = eligible(plan) if requested == "auto" and not plan_is_tiny(plan) else [requested]
    compiled = {}
    for name in backends or [requested]:
        compiled[name] = compile_in_fresh_process(path, contract.target, passes, name if requested == "auto" else backend,
                                                  deviceless=topology, smem_budget=smem_budget, layer=layer, schedule=True)
        chosen_backend = compiled[name][0].backend
        if "bwd" in passes or len(backends) == 1:
            cache.put(contract, _scheduled(compiled[name], chosen_backend, contract.target))
    if len(compiled) == 1:
        return next(iter(compiled.values()))
    choice = decide(plan, native=True)
    return [entry.model_copy(update={"backend_reason": choice.reason}) for entry in compiled[choice.chosen]]


def plan_is_tiny(plan) -> bool:
    """Whether ``auto`` gives ``plan`` the dense backend whatever the estimates (a tiny shape)."""
    return decide(plan, native=True).chosen == "dense"


def measure(contract: MaskContract, path: Path, layer: str | None, backend: str, topology: str, blocks: dict[str, int],
            cache: ScheduleCache) -> Candidate:
    """One candidate: refused up front when its step arrays exceed SMEM, else compiled (or
    read from the cache) and checked against the chip's HBM."""
    try:
        candidate = with_blocks(contract, blocks)
        plan = make_plan(candidate)
    except ContractError as error:
        return Candidate(backend=backend, blocks=blocks, scheduled=None, refused=" ".join(str(error).split()))
    reason = refusal(backend, plan, native=True)
    if reason is not None:
        return Candidate(backend=backend, blocks=blocks, scheduled=None, refused=f"{backend} cannot serve these blocks: {reason}")
    smem = program_report(plan, backend).smem
    if not smem.fits:
        return Candidate(backend=backend, blocks=blocks, scheduled=None, refused="step arrays over SMEM: " + "; ".join(smem.advice[:1]))
    scheduled = cache.get(candidate, backend)
    if scheduled is None:
        try:
            entries = compile_in_fresh_process(path, contract.target, ("fwd", "bwd"), backend, deviceless=topology, layer=layer,
                                               schedule=True, blocks=blocks)
        except CompileFailure as failure:
            if failure.bad_input:  # the request itself (a topology the runtime rejects): every candidate would fail alike
                raise
            return Candidate(backend=backend, blocks=blocks, scheduled=None, refused=" ".join(str(failure).split()))
        scheduled = _scheduled(entries, backend, contract.target)
        cache.put(candidate, scheduled)
    hbm = TARGETS[contract.target].hbm_bytes
    refused = scheduled.failure
    if refused is None and scheduled.hbm_bytes is not None and scheduled.hbm_bytes > hbm:
        refused = f"needs {scheduled.hbm_bytes:,} bytes of HBM, over the chip's {hbm:,}"
    return Candidate(backend=backend, blocks=blocks, scheduled=scheduled, refused=refused)


def per_pass_blocks(candidates: list[Candidate]) -> dict[str, int] | None:
    """Each pass's best blocks among fitting pallas candidates (None: the forward's are best for
    every pass, or a pass was not measured)."""
    fitting = [c for c in candidates if c.backend == "pallas" and c.seconds is not None and c.scheduled is not None]
    best = {}
    for name in PASSES:
        measured = [c for c in fitting if name in c.scheduled.pass_cycles]  # type: ignore[union-attr]
        if not measured:
            return None
        best[name] = min(measured, key=lambda c: c.scheduled.pass_cycles[name]).blocks  # type: ignore[union-attr]
    if all(best[name] == best["fwd"] for name in PASSES):
        return None
    blocks = dict(best["fwd"])
    for name in ("dq", "dkv"):
        blocks[f"block_q_{name}"], blocks[f"block_kv_{name}"] = best[name]["block_q"], best[name]["block_kv"]
    return blocks


def tune(contract: MaskContract, path: Path, layer: str | None, topology: str, jobs: int,
         advance: Callable[[int], None] = lambda total: None) -> TuneResult:
    """Measure every candidate of ``contract`` (``jobs`` compiles at a time; ``advance`` is
    called with the total first, then once per candidate done) and rank them."""
    cache = ScheduleCache()
    plan = make_plan(contract)
    named = contract.backend != "auto" and not backend_named(contract.backend).computes_every_tile
    backends = [contract.backend] if named else eligible(plan) or ["pallas"]
    own = contract.blocks.model_dump()
    grid = block_candidates(contract)
    # the contract's own blocks are measured too (per-pass blocks, or sizes past the grid's): the winner is told against them
    work = [(backend, blocks) for blocks in grid + ([own] if own not in grid else []) for backend in backends]
    advance(len(work) + 1)

    stop = threading.Event()  # a request no candidate can compile, or an interrupt: start no other compile

    def run(item):
        if stop.is_set():
            raise CancelledError
        try:
            result = measure(contract, path, layer, item[0], topology, item[1], cache)
        except BaseException:
            stop.set()
            raise
        advance(0)
        return result

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        futures = [pool.submit(run, item) for item in work]
        try:
            candidates = [future.result() for future in futures]
        except BaseException:
            stop.set()
            raise
    combined = per_pass_blocks(candidates)
    if combined is not None:
        candidates.append(measure(contract, path, layer, "pallas", topology, combined, cache))
    advance(0)
    ranked = sorted(candidates, key=lambda c: (c.seconds is None, c.seconds or 0.0))
    current = next((c for c in candidates if c.blocks == own and c.backend in backends), None)
    winner = ranked[0] if ranked and ranked[0].seconds is not None else None
    note = ("scheduled times are the compiler's static schedule, not measurements; "
            f"{sum(c.refused is not None for c in candidates)} of {len(candidates)} candidates refused")
    return TuneResult(contract=contract.name, source=str(path), target=contract.target, topology=topology, candidates=ranked,
                      winner=winner, current=current, note=note)
