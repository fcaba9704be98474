"""The interpreter tier's budget: how many grid steps a test has the Pallas TPU interpreter run.

Without a TPU every kernel a test runs goes through Pallas's TPU interpreter, whose cost is per
grid step (each step's copies are callbacks into Python): a test's interpreted grid steps are
its cost, counted the same on any machine and under any load. Once ``install``ed, ``COUNTER``
counts the steps of each ``pallas_call`` built for the interpreter in this process (once per
trace: a program called again from JAX's cache adds none, a child process is not seen);
``conftest.py`` holds each test of the fast tier to ``FAST_STEPS`` (past it: fewer grid steps,
or the ``slow`` mark) and ends the session with the tier's total and its largest tests.

The interpreter's callbacks are also made cheaper here (``install``): JAX copies each callback's
host arguments onto a CPU device before the interpreter reads them back as host arrays.
"""

from __future__ import annotations

import math
import operator
from typing import Any

#: Most interpreted grid steps a test of the fast tier may run: the backend suite's cases run
#: in a few hundred each; a few thousand is tens of seconds on a 2-core machine.
FAST_STEPS = 6000
#: The key of a test's count in its report's ``user_properties`` (they travel from xdist workers).
PROPERTY = "interpreted_grid_steps"


class Counter:
    """Grid steps of the interpreted ``pallas_call``s built since ``reset``."""

    def __init__(self) -> None:
        self.steps = 0
        self.installed = False

    def reset(self) -> int:
        steps, self.steps = self.steps, 0
        return steps

    def note(self, grid: Any) -> None:
        self.steps += math.prod(_size(size) for size in (grid if isinstance(grid, tuple | list) else (grid,)))


def _size(size: Any) -> int:
    """A grid dimension's size (a traced one, known only at run time, counts once)."""
    try:
        return operator.index(size)
    except TypeError:
        return 1


COUNTER = Counter()


class _HostArgumentsApi:
    """``jax._src.api`` as ``jax._src.callback`` sees it, except that ``device_put`` of host
    arrays hands them over as they are."""

    def __init__(self, api: Any) -> None:
        self._api = api

    def __getattr__(self, name: str) -> Any:
        return getattr(self._api, name)

    def device_put(self, x: Any, *args: Any, **kwargs: Any) -> Any:
        import jax
        import numpy as np

        if all(isinstance(leaf, np.ndarray) for leaf in jax.tree.leaves(x)):
            return x
        return self._api.device_put(x, *args, **kwargs)


def _host_callback_arguments() -> None:
    """The TPU interpreter's callbacks (each copy, load and store of a grid step is one) take
    their arguments as host arrays: ``io_callback_impl`` puts them on a CPU device first, which
    the interpreter turns straight back into host arrays (``np.asarray``). The same values, read
    once (measured: ``verify --slice`` of contracts/llama3-8b-causal-128k.json, 44K callbacks,
    42 s -> 25 s)."""
    from jax._src import callback

    if not isinstance(callback.api, _HostArgumentsApi):
        callback.api = _HostArgumentsApi(callback.api)


def install() -> None:
    """Count every interpreted ``pallas_call`` built through ``jax.experimental.pallas`` from
    now on in this process (the kernels here and JAX's Splash look it up there), and hand the
    interpreter's callbacks their host arguments as they are (``_host_callback_arguments``)."""
    if COUNTER.installed:
        return
    _host_callback_arguments()
    from jax.experimental import pallas

    original = pallas.pallas_call

    def pallas_call(*args, **kwargs):
        interpret = kwargs.get("interpret", False)
        if interpret is not None and interpret is not False:  # True, or the TPU interpreter's parameters
            spec = kwargs.get("grid_spec")
            COUNTER.note(spec.grid if spec is not None else kwargs.get("grid", ()))
        return original(*args, **kwargs)

    pallas.pallas_call = pallas_call
    COUNTER.installed = True


def verdict(steps: int, slow: bool) -> str | None:
    """Why a test fails the budget (``None``: within it)."""
    if slow or steps <= FAST_STEPS:
        return None
    return (f"interpreted {steps:,} grid steps, over the fast tier's {FAST_STEPS:,} (tests/support/interpreter.py): run fewer grid "
            "steps (shorter sequences, fewer heads, larger blocks, with every tile class still present) or mark the test slow")


def summary(rows: list[tuple[str, int]], shown: int = 10) -> list[str]:
    """The tier's total and its largest tests."""
    rows = sorted((row for row in rows if row[1]), key=lambda row: -row[1])
    lines = [f"{sum(steps for _, steps in rows):,} grid steps interpreted by {len(rows)} tests; the most:"]
    return lines + [f"{steps:>10,}  {test_id}" for test_id, steps in rows[:shown]]
