"""How much a refusal may do before it refuses, measured so that a busy machine cannot fail it.

"Refused up front" means before the work an input describes: a 2**30-token contract is refused
without allocating its grid, a 250,000-node mask without building its nodes. Elapsed time says
that only on an idle machine; the bytes a call allocates say it anywhere: ``peak_allocation``
counts them (Python's allocations and numpy's buffers, traced), the same figure on every machine
and under any load. A call that hangs instead is stopped by ``hang_limit``, which only a hang
reaches.
"""

from __future__ import annotations

import contextlib
import signal
import threading
import tracemalloc
from collections.abc import Callable, Iterator
from typing import TypeVar

T = TypeVar("T")

#: Most bytes a refusal up front may hold allocated at once: a contract's own size and the
#: command line's bookkeeping, far below the grid, nodes or file contents it would build.
REFUSAL_BYTES = 32 << 20
#: Seconds after which a call counts as hung: far past the slowest machine's legitimate run.
HANG_S = 120


class Hung(BaseException):
    """A call ran past ``hang_limit`` (a BaseException, so that a CLI runner that catches
    errors does not turn it into an exit code)."""


@contextlib.contextmanager
def hang_limit(seconds: float = HANG_S) -> Iterator[None]:
    """Raise ``Hung`` in the block after ``seconds`` (main thread only: elsewhere no limit)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum, frame):
        raise Hung(f"still running after {seconds} s: hung")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def peak_allocation(call: Callable[[], T]) -> tuple[T, int]:
    """``call()``'s result and the most bytes it held allocated at once, beyond what was held
    before. It is called once untraced first, so that the modules it imports on first use are
    not counted."""
    with hang_limit():
        call()
        traced = tracemalloc.is_tracing()  # e.g. python -X tracemalloc: measure within it, leave it on
        if not traced:
            tracemalloc.start()
        try:
            tracemalloc.reset_peak()
            before, _ = tracemalloc.get_traced_memory()
            result = call()
            _, peak = tracemalloc.get_traced_memory()
        finally:
            if not traced:
                tracemalloc.stop()
    return result, peak - before
