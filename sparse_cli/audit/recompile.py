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

import functools
import logging
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import Protocol

import jax
import jax.numpy as jnp
import numpy as np
from pydantic import BaseModel

from sparse_cli.audit.canonical import canonicalize
from sparse_cli.audit.lowering import _abstract_tpu, abstract_inputs
from sparse_cli.contract import MaskContract
from sparse_cli.contract.serving import ServingContract
from sparse_cli.execution.api import Attention
from sparse_cli.planner.plan import plan as make_plan
from sparse_cli.planner.plan import smem_budget_bytes
from sparse_cli.planner.samples import payloads
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


class Payloads(Protocol):
    """What a sweep pushes through one jitted program: the program, the backend it is, and each
    payload's arguments (built when the sweep asks, inside it)."""

    def program(self) -> Callable: ...

    def backend(self) -> str: ...

    def argument_sets(self) -> Iterator[tuple]: ...


class TrainingPayloads:
    """A training contract's program for its TPU target and ``count`` random payloads
    (``planner.samples.payloads``: active-tile layouts and packings; ``keep_bounds`` False lets
    each payload's grid widths follow its tiles, which must recompile)."""

    def __init__(self, contract: MaskContract, backend: str | None, count: int, seed: int, keep_bounds: bool = True,
                 smem_budget: int | None = None):
        self.contract, self.requested, self.count, self.seed, self.keep_bounds = contract, backend, count, seed, keep_bounds
        self.smem_budget = smem_budget

    @functools.cached_property
    def _attention(self) -> Attention:  # the program compile lowers: under its --smem-budget too
        return Attention(make_plan(self.contract, smem_budget=smem_budget_bytes(self.contract, self.smem_budget)), self.requested, interpret=False)

    def program(self) -> Callable:
        return self._attention.program(False)

    def backend(self) -> str:
        return self._attention.choice.chosen

    def argument_sets(self) -> Iterator[tuple]:
        attention = self._attention
        _, q, k, v, _, sinks = abstract_inputs(attention)
        for payload_plan, ids in payloads(attention.plan, self.count, self.seed, self.keep_bounds):
            yield attention.data_for(payload_plan), q, k, v, ids, sinks


class ServingPayloads:
    """A serving contract's one program and ``count`` random ragged batches of its static shape:
    the page walk's inputs as arrays (they differ), the query and cache arrays as shapes (they
    never matter to a program)."""

    def __init__(self, contract: ServingContract, count: int, seed: int):
        self.contract, self.count, self.seed = contract, count, seed

    def program(self) -> Callable:
        return contract_program(self.contract)

    def backend(self) -> str:
        return SERVING_BACKEND

    def argument_sets(self) -> Iterator[tuple]:
        contract, rng = self.contract, np.random.default_rng(self.seed)
        shape = contract.shape
        cache = abstract_arguments(contract)[:2]
        for _ in range(self.count):
            batch = random_batch(contract, rng)
            kv_lens, cu_q_lens, num_seqs = batch.padded(shape.max_seqs)
            page_indices = scattered_pages(rng, shape.max_seqs, shape.pages_per_seq)
            yield (*cache, *(jnp.asarray(a) for a in (kv_lens, page_indices, cu_q_lens, num_seqs)),
                   *Extras.draw(contract, batch, rng, shape.tokens).arrays())


def sweep(contract: MaskContract | ServingContract, swept: Payloads) -> SweepResult:
    """Trace and lower ``swept``'s program for every payload through one ``jax.jit`` for the
    contract's TPU target; count what JAX really redid: it must trace and lower once, to one program."""
    traces, lowerings, hashes, explanation = count_lowerings(swept.program(), swept.argument_sets(), contract.target)
    distinct = sorted(set(hashes))
    return SweepResult(contract=contract.name, backend=swept.backend(), payloads=len(hashes), traces=traces, lowerings=lowerings,
                       program_hashes=distinct, passed=traces == 1 and lowerings == 1 and len(distinct) == 1, explanation=explanation)


def contract_sweep(contract: MaskContract | ServingContract, target: str | None, backend: str | None, count: int, seed: int,
                   smem_budget: int | None = None) -> SweepResult:
    """``compile --sweep``: ``count`` random payloads through the program of ``contract`` (for
    ``target``, default its own, under ``smem_budget``, default the target's) — a training
    contract's active-tile layouts and packings, a serving contract's ragged batches."""
    if target is not None:
        contract = contract.model_copy(update={"target": target})
    swept: Payloads = (ServingPayloads(contract, count, seed) if isinstance(contract, ServingContract)
                       else TrainingPayloads(contract, backend, count, seed, smem_budget=smem_budget))
    return sweep(contract, swept)
