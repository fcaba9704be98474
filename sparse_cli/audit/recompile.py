"""Recompile drift: many runtime payloads through one contract must compile exactly once.

A payload is everything that changes per batch while the contract stays fixed: the worklist
*values* (which tiles are active, within the plan's grid-width bound) and the segment ids
(packed documents, valid lengths as padding tails). Each payload is traced and lowered for the
TPU target through one ``jax.jit`` object; ``jax.monitoring`` events count how often JAX really
traced and lowered the program, and every lowering's canonical hash is compared. On a miss,
JAX's own explanation (``jax_explain_cache_misses``) is captured and reported. A serving
contract's payloads are random ragged batches of its static shape: one program serves them all.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable, Iterable, Iterator

import jax
import jax.numpy as jnp
import numpy as np
from pydantic import BaseModel

from sparse_cli.audit.canonical import canonicalize
from sparse_cli.audit.lowering import _abstract_tpu, abstract_inputs
from sparse_cli.contract import MaskContract
from sparse_cli.contract.serving import ServingContract
from sparse_cli.execution.api import Attention
from sparse_cli.planner.plan import Plan
from sparse_cli.planner.plan import plan as make_plan
from sparse_cli.planner.samples import PackingSampler
from sparse_cli.planner.tiles import Tiles
from sparse_cli.planner.worklists import Worklists, build_worklists, tiles_of
from sparse_cli.reference import SegmentIds
from sparse_cli.serving.kernel import abstract_arguments, contract_program
from sparse_cli.serving.measure import Extras, random_batch, scattered_pages

#: The backend a serving contract's sweep names: its one program, ragged paged attention.
SERVING_BACKEND = "serving"
TRACE, LOWER = "/jax/core/compile/jaxpr_trace_duration", "/jax/core/compile/jaxpr_to_mlir_module_duration"


class SweepResult(BaseModel):
    contract: str
    backend: str
    payloads: int
    traces: int
    lowerings: int
    program_hashes: list[str]
    passed: bool
    explanation: str  # JAX's cache-miss explanations, empty when nothing recompiled


def active_subset(plan: Plan, rng: np.random.Generator, keep_bounds: bool = True) -> dict[str, Worklists]:
    """Worklists (``Plan.worklists``) for a random subset of each pass's tiles: a different
    active-block layout of the same contract. With ``keep_bounds`` the arrays keep the plan's
    shapes."""
    subsets = {}
    for name, wl in plan.worklists.items():
        tiles = []
        for t in tiles_of(wl):
            keep = rng.random(t.row.size) < rng.uniform(0.3, 1.0)
            tiles.append(Tiles(t.row[keep], t.col[keep], t.cls[keep], t.partial[keep]))
        q_blocks, kv_blocks = plan.contract.grid_of(name)
        rows, cols = (kv_blocks, q_blocks) if name == "dkv" else (q_blocks, kv_blocks)
        # rows as stored (dkv already transposed), so the layout is rebuilt without transposing
        subsets[name] = build_worklists(tiles, list(range(len(tiles))), rows, cols, wl.partial_mask_blocks, False,
                                        width=wl.grid_width if keep_bounds else None)
    return subsets


def payloads(plan: Plan, count: int, seed: int = 0, keep_bounds: bool = True) -> Iterator[tuple[Plan, SegmentIds | None]]:
    """``count`` random runtime payloads: active-tile layouts and packed documents."""
    rng = np.random.default_rng(seed)
    sampler = PackingSampler(plan) if plan.contract.segment_ids else None
    for _ in range(count):
        passes = active_subset(plan, rng, keep_bounds)
        ids = SegmentIds(*(jnp.asarray(a) for a in sampler.draw(rng))) if sampler is not None else None
        yield Plan.of_worklists(plan.contract, passes, plan.masks, plan.head_masks, plan.stats, plan.smem_budget), ids


class _Explanations(logging.Handler):
    """Keeps JAX's explanations of genuine misses (a key seen before that no longer matches),
    not the first-trace notes every new function produces."""

    def __init__(self):
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if "previously seen" in message:
            self.messages.append(message.strip())


def count_lowerings(function: Callable, argument_sets: Iterable[tuple], target: str) -> tuple[int, int, list[str], str]:
    """Trace and lower ``function`` through one ``jax.jit`` for ``target``'s TPU once per
    argument set: how often JAX really traced and lowered it, each lowering's canonical hash,
    and JAX's explanations of cache misses."""
    program, name = jax.jit(function), function.__name__
    counts: Counter = Counter()

    def listen(event: str, duration: float, **fields) -> None:
        if fields.get("fun_name") in (name, f"jit({name})"):
            counts[event] += 1

    explanations = _Explanations()
    jax_logger = logging.getLogger("jax")
    jax.monitoring.register_event_duration_secs_listener(listen)
    jax_logger.addHandler(explanations)
    hashes = []
    try:
        with jax.explain_cache_misses(True), jax.sharding.use_abstract_mesh(_abstract_tpu(target)):
            for arguments in argument_sets:
                hashes.append(canonicalize(program.trace(*arguments).lower(lowering_platforms=("tpu",)).as_text()).sha256)
    finally:
        jax.monitoring.unregister_event_duration_listener(listen)
        jax_logger.removeHandler(explanations)
    return counts[TRACE], counts[LOWER], hashes, "\n".join(explanations.messages)


def sweep(plan: Plan, backend: str | None, sources: Callable[[], Iterator[tuple[Plan, SegmentIds | None]]]) -> SweepResult:
    """Trace and lower the program for every payload; count what JAX really redid."""
    attention = Attention(plan, backend, interpret=False)
    _, q, k, v, _, sinks = abstract_inputs(attention)
    argument_sets = ((attention.data_for(payload_plan), q, k, v, ids, sinks) for payload_plan, ids in sources())
    traces, lowerings, hashes, explanation = count_lowerings(attention.program(False), argument_sets, plan.contract.target)
    distinct = sorted(set(hashes))
    return SweepResult(
        contract=plan.contract.name,
        backend=attention.choice.chosen,
        payloads=len(hashes),
        traces=traces,
        lowerings=lowerings,
        program_hashes=distinct,
        passed=traces == 1 and lowerings == 1 and len(distinct) == 1,
        explanation=explanation,
    )


def serving_batches(contract: ServingContract, count: int, seed: int) -> Iterator[tuple]:
    """``count`` random ragged batches of the contract's static shape: the page walk's inputs as
    arrays (they differ), the query and cache arrays as shapes (they never matter to a program)."""
    rng = np.random.default_rng(seed)
    shape = contract.shape
    cache = abstract_arguments(contract)[:2]
    for _ in range(count):
        batch = random_batch(contract, rng)
        kv_lens, cu_q_lens, num_seqs = batch.padded(shape.max_seqs)
        page_indices = scattered_pages(rng, shape.max_seqs, shape.pages_per_seq)
        yield (*cache, *(jnp.asarray(a) for a in (kv_lens, page_indices, cu_q_lens, num_seqs)),
               *Extras.draw(contract, batch, rng, shape.tokens).arrays())


def serving_sweep(contract: ServingContract, count: int, seed: int) -> SweepResult:
    """Trace and lower the serving program for ``count`` random batches through one ``jax.jit``
    for the contract's TPU target: it must trace and lower once, to one program."""
    batches = serving_batches(contract, count, seed)
    program = contract_program(contract)
    traces, lowerings, hashes, explanation = count_lowerings(program, batches, contract.target)
    return SweepResult(contract=contract.name, backend=SERVING_BACKEND, payloads=count, traces=traces, lowerings=lowerings,
                       program_hashes=sorted(set(hashes)), passed=traces == 1 and lowerings == 1 and len(set(hashes)) == 1,
                       explanation=explanation)


def contract_sweep(contract: MaskContract | ServingContract, target: str | None, backend: str | None, count: int, seed: int) -> SweepResult:
    """``compile --sweep``: ``count`` random payloads through the program of ``contract`` (for
    ``target``, default its own) — a training contract's active-tile layouts and packings, a
    serving contract's ragged batches."""
    if target is not None:
        contract = contract.model_copy(update={"target": target})
    if isinstance(contract, ServingContract):
        return serving_sweep(contract, count, seed)
    plan = make_plan(contract)
    return sweep(plan, backend, lambda: payloads(plan, count, seed))
