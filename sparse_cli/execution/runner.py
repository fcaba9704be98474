"""Timed runs of a planned contract on the default device, honestly labelled.

On a TPU the kernels run natively; elsewhere Pallas backends run in interpret mode (which
times the interpreter, not the kernel) and ``dense`` runs as XLA. Compilations are counted
with ``jax.monitoring`` events, so a run also proves the step compiled once.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

import jax
import jax.numpy as jnp
import numpy as np
from pydantic import BaseModel

from sparse_cli.contract import each_pass
from sparse_cli.execution.api import Attention, Receipt
from sparse_cli.execution.inputs import draw_inputs
from sparse_cli.masks import BlockClass
from sparse_cli.mesh import gathered
from sparse_cli.planner.plan import Plan
from sparse_cli.planner.samples import PackingSampler
from sparse_cli.reference import SegmentIds
from sparse_cli.report.flops import flops as flops_of
from sparse_cli.report.scheduled import ScheduleCache

COMPILE = "/jax/core/compile/backend_compile_duration"


class RunReport(BaseModel):
    contract: str
    platform: str
    devices: int
    processes: int  # hosts taking part (JAX processes); this report is process 0's
    process_compilations: list[int]  # compilations of the step (sweeps included) on each process
    execution: str
    mesh: dict[str, int] | None
    batch: int | None  # examples per step (the contract's shape.batch)
    packings_rejected: int  # random packings a stated max_grid_width did not admit (redrawn before timing)
    grads: bool
    steps: int
    warmup: int
    median_ms: float
    min_ms: float
    first_call_s: float
    compile_s: float
    compilations: int
    sweep_payloads: int
    sweep_compilations: int
    planning_ms: float | None  # runtime planning (documents, routing) alone, median per step
    device_tiles: dict[str, list[int]] | None  # on a mesh: tiles each device visits per pass (q shard-major), this batch
    sparse_flops: int  # per step: the FLOPs the chosen program does (all of dense for the dense backend)
    dense_flops: int  # per step, dense attention of the same shapes
    tflops: float  # sparse_flops per second of the median step, / 1e12
    dense_fraction: float
    scheduled_ms: float | None = None  # the compiler's static schedule of this program on the contract's target (stored by compile --schedule or tune)
    receipt: Receipt


class _CompileCounter:
    """Counts backend compilations of one function (by name) while active."""

    def __init__(self, name: str):
        self.names = {name, f"jit({name})"}
        self.count, self.seconds = 0, 0.0

    def __call__(self, event: str, duration: float, **fields) -> None:
        if event == COMPILE and fields.get("fun_name") in self.names:
            self.count += 1
            self.seconds += duration

    def __enter__(self):
        jax.monitoring.register_event_duration_secs_listener(self)
        return self

    def __exit__(self, *exc) -> None:
        jax.monitoring.unregister_event_duration_listener(self)


def run(attention: Attention, steps: int, warmup: int, grads: bool, seed: int = 0,
        sweep: Callable | None = None, progress: Callable[[int], None] | None = None) -> RunReport:
    """Time ``steps`` calls after ``warmup``; with ``sweep``, also push those runtime payloads
    through the same compiled step and count any extra compilation."""
    plan: Plan = attention.plan
    batch = plan.contract.shape.batch
    sampler = PackingSampler(plan)  # counts the packings a stated max_grid_width rejects
    host = _drawn(plan, seed, sampler)
    attention.check_batch(host[3])  # the jitted step below bypasses __call__'s host check
    placed = attention.place(*host)  # as drawn; placed on the devices (a mesh: each process its shards)
    function = attention.program(grads)
    step = jax.jit(function)
    with _CompileCounter(function.__name__) as counter:
        first, times = _timed(step, attention.data, placed, warmup, steps, progress)
        compilations = counter.count
        payloads = _swept(step, attention, host, sweep() if sweep else (), seed)
        sweep_compilations = counter.count - compilations
    planning_ms, visited, device_tiles = _visited(attention, host, placed, steps)
    flops = flops_of(plan.contract, visited, attention.backend, batch or 1)  # what the backend that ran computes
    sparse = flops.fwd_program + (flops.bwd_program if grads else 0)
    dense = flops.fwd_dense + (flops.bwd_dense if grads else 0)
    median = statistics.median(times) if times else first
    q, k, v, ids, sinks = placed
    return RunReport(
        contract=plan.contract.name,
        platform=jax.default_backend(),
        devices=attention.devices,
        processes=jax.process_count(),
        process_compilations=gathered(np.array([compilations + sweep_compilations])).tolist(),
        execution=attention.execution,
        mesh=attention.mesh_shape.axes() if attention.mesh_shape is not None else None,
        batch=batch,
        packings_rejected=sampler.rejected,
        grads=grads,
        steps=steps,
        warmup=warmup,
        median_ms=median * 1e3,
        planning_ms=planning_ms,
        device_tiles=device_tiles,
        min_ms=min(times) * 1e3 if times else median * 1e3,
        first_call_s=first,
        compile_s=counter.seconds,
        compilations=compilations,
        sweep_payloads=payloads,
        sweep_compilations=sweep_compilations,
        sparse_flops=sparse,
        dense_flops=dense,
        tflops=sparse / median / 1e12,
        dense_fraction=sparse / dense,
        scheduled_ms=_scheduled_ms(attention, grads),
        receipt=attention.receipt(q, k, v, ids, grads=grads, sinks=sinks),
    )


def _drawn(plan: Plan, seed: int, sampler: PackingSampler) -> tuple:
    """One step's ``(q, k, v, segment_ids, sinks)`` on the host: every example of a stated batch
    (``[B, ...]``), each drawn from its own seed."""
    batch = plan.contract.shape.batch
    examples = [draw_inputs(plan, seed + b, sampler) for b in range(batch or 1)]
    stacked = (lambda parts: np.stack(parts)) if batch is not None else (lambda parts: parts[0])
    dtype = plan.contract.shape.dtype
    q, k, v = (jnp.asarray(stacked([e[i] for e in examples]), dtype) for i in range(3))
    sinks = jnp.asarray(examples[0].sinks, jnp.float32) if plan.contract.sinks else None  # parameters: one set per batch
    ids = None
    if plan.contract.segment_ids:
        ids = SegmentIds(*(jnp.asarray(stacked([e.segments[i] for e in examples])) for i in range(2)))
    return q, k, v, ids, sinks


def _timed(step, data, placed: tuple, warmup: int, steps: int, progress: Callable[[int], None] | None) -> tuple[float, list[float]]:
    """The first call's seconds (compilation included), then ``steps`` timed calls' after ``warmup``."""
    started = time.perf_counter()
    jax.block_until_ready(step(data, *placed))
    first = time.perf_counter() - started
    for _ in range(warmup):
        jax.block_until_ready(step(data, *placed))
    times = []
    for index in range(steps):
        started = time.perf_counter()
        jax.block_until_ready(step(data, *placed))
        times.append(time.perf_counter() - started)
        if progress:
            progress(index + 1)
    return first, times


def _swept(step, attention: Attention, host: tuple, payloads, seed: int) -> int:
    """Push each ``(plan, segment ids)`` payload through the compiled ``step`` (a routed
    contract's with new q/k, which route anew inside the step); how many ran."""
    plan = attention.plan
    batch = plan.contract.shape.batch
    rng = np.random.default_rng(seed + 1)
    count = 0
    for payload_plan, payload_ids in payloads:
        q, k, v, ids, sinks = host
        if plan.contract.clustered is not None:  # new q/k: a new routing, decided inside the step
            q, k = (jnp.asarray(rng.standard_normal(x.shape), x.dtype) for x in (q, k))
        if ids is None:
            payload_ids = None
        elif batch is not None:  # the payload's packing for every example of the batch
            payload_ids = SegmentIds(*(jnp.broadcast_to(a, (batch, *jnp.shape(a))) for a in payload_ids))
        attention.check_batch(payload_ids)
        jax.block_until_ready(step(attention.data_for(payload_plan), *attention.place(q, k, v, payload_ids, sinks)))
        count += 1
    return count


def _visited(attention: Attention, host: tuple, placed: tuple, steps: int) -> tuple[float | None, dict[str, int], dict[str, list[int]] | None]:
    """Of the step's batch: the runtime planner's median ms (documents, routing; else None),
    the tiles each pass visits (the plan's static bound, unless this batch visits fewer) and,
    on a mesh, each device's tiles per pass (q shard-major)."""
    plan = attention.plan
    batch = plan.contract.shape.batch
    visited = {name: p.visited_tiles * (batch or 1) for name, p in plan.stats.passes.items()}
    if attention.mesh is not None:  # what each device's plan of this batch visits
        per_device = attention.device_tiles(*host)
        device_tiles = {name: per_device[name].reshape(-1).tolist() for name in plan.worklists}
        return None, each_pass({name: int(tiles.sum()) for name, tiles in per_device.items()}), device_tiles
    if attention.choice.sparse and plan.contract.runtime_kind is not None:
        q, k, _, ids, _ = placed
        planned = _planned_batch(attention, q, k, ids, steps)
        if planned is not None:  # this batch visits fewer tiles than the static bound
            return planned[0], planned[1], None
    return None, visited, None


def _scheduled_ms(attention: Attention, grads: bool) -> float | None:
    """The step's scheduled time, when the compiler's schedule of this very program (contract,
    backend, one device) was stored: what a measured native step is checked against."""
    if attention.mesh_shape is not None:
        return None
    stored = ScheduleCache().get(attention.plan.contract, attention.choice.chosen)
    seconds = None if stored is None else (stored.bwd_seconds if grads else stored.fwd_seconds)
    return None if seconds is None else seconds * 1e3


def _planned_batch(attention: Attention, q, k, ids: SegmentIds | None, steps: int) -> tuple[float, dict[str, int]] | None:
    """The runtime planner alone (document skipping or routing), jitted — over every example
    of a batched step, as the step runs it: median ms per step and the tiles (over all heads
    and examples) each pass of this batch visits."""
    from sparse_cli.planner.samples import batch_planner

    if attention.backend.computes_every_tile:
        return None
    plan = attention.plan
    planner, _ = batch_planner(plan)
    if plan.contract.shape.batch is not None:
        planner = jax.jit(jax.vmap(planner))
    args = (ids.q, ids.kv) if plan.contract.documents is not None else (q, k)
    passes = jax.block_until_ready(planner(*args))
    visited = each_pass({name: int(np.count_nonzero(arrays[0] != BlockClass.EMPTY))
                         * (plan.contract.shape.num_heads if arrays[0].shape[-3] == 1 else 1)
                         for name, arrays in passes.items()})
    times = []
    for _ in range(max(steps, 3)):
        started = time.perf_counter()
        jax.block_until_ready(planner(*args))
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1e3, visited

