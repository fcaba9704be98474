"""What the front doors (``sparse_cli.splash``, ``sparse_cli.nn``, ``sparse_cli.torch``) share:
a plan bound to a backend's program inside the caller's own ``jit``, ``vmap``, ``grad`` and
``shard_map`` (``Backend.local_program``), planned once per call signature, with the receipt
read back from the program that runs.

A door sees a call's shapes before it runs; the contract follows from them and the door's
static description (its mask, blocks and options), so each distinct signature is planned once
(``Signatures``) and a repeated call of one shape reuses its plan, its program and its
compilation.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import jax

from sparse_cli.backends import Choice
from sparse_cli.contract import MaskContract
from sparse_cli.execution.api import Receipt, resolve_interpret
from sparse_cli.lowered import kernels_in
from sparse_cli.planner.plan import Plan, plan
from sparse_cli.versions import RUNTIME_PACKAGES, package_versions


class LocalAttention:
    """A plan bound to a backend's local program (``mesh.LocalProgram``): what a door runs,
    and its receipt."""

    def __init__(self, planned: Plan, choice: Choice, interpret: Any, head_shards: int = 1, q_shards: int = 1,
                 residual_name: str | None = None):
        """``interpret``: None runs natively on a TPU and interpreted elsewhere, False natively,
        True (or ``InterpretParams``) in JAX's TPU interpreter."""
        self.plan, self.choice = planned, choice
        native, self.interpret = resolve_interpret(interpret)
        backend = choice.backend
        self.program = backend.local_program(planned, self.interpret, head_shards, q_shards, residual_name)
        self.execution = "xla" if backend.kernel_free else ("native" if native else "interpret")

    @functools.cached_property
    def data(self) -> Any:
        """Every device's runtime data, made once: eagerly, even when first asked for inside a
        caller's ``jit`` (kept, a traced copy would leak into every later call)."""
        with jax.ensure_compile_time_eval():
            return self.program.data()

    def receipt(self, data, q, k, v, segment_ids=None, sinks=None, grads: bool = False, door: str = "") -> Receipt:
        """Lower one device's program on these arguments (arrays or ``ShapeDtypeStruct``s;
        with ``grads``, its VJP too) and read back which kernels it holds. ``door`` names the
        front door in the receipt's reason."""
        run = self.program.run

        def program(data, q, k, v, segment_ids, sinks):
            if not grads:
                return run(data, q, k, v, segment_ids, sinks)[0]
            differentiated = (q, k, v) if sinks is None else (q, k, v, sinks)
            out, pullback = jax.vjp(lambda q, k, v, *s: run(data, q, k, v, segment_ids, *s or (None,))[0], *differentiated)
            return out, pullback(out)

        text = jax.jit(program).lower(data, q, k, v, segment_ids, sinks).as_text(debug_info=True)
        kernels, evidence = kernels_in(text)
        c = self.plan.contract
        return Receipt(
            contract=c.name, cache_key=c.cache_key(), requested=self.choice.requested, chosen=self.choice.chosen,
            reason=f"{door}: {self.choice.reason}" if door else self.choice.reason, platform=jax.default_backend(),
            execution=self.execution, devices=self.program.head_shards * self.program.q_shards, processes=jax.process_count(),
            kernels=kernels, evidence=evidence, proven=self.choice.backend.proves(kernels, grads, c),
            versions=package_versions(RUNTIME_PACKAGES),
        )


class Signatures:
    """One ``LocalAttention`` per call signature, built by ``bind(contract)`` from the
    signature's contract the first time it is seen (planning is the only work; the plan is
    never redone for a signature kept). The ``limit`` most recently used are kept."""

    def __init__(self, bind: Callable[[Plan], LocalAttention], limit: int = 64):
        self._bind, self._limit = bind, limit
        self._bound: OrderedDict[str, LocalAttention] = OrderedDict()

    def __call__(self, contract: MaskContract) -> LocalAttention:
        key = contract.cache_key()
        if key not in self._bound:
            self._bound[key] = self._bind(plan(contract))
            if len(self._bound) > self._limit:
                self._bound.popitem(last=False)
        self._bound.move_to_end(key)
        return self._bound[key]
