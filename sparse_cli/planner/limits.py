"""How much one plan may cost, estimated before anything large is allocated.

Contracts arrive from pull requests, so a small JSON file must not take a CI runner down.
Before classifying tiles the planner bounds the block grid, counts candidate tiles per row and
column analytically (``tiles.candidate_counts``) and estimates the peak memory of the
worklists it would build; a plan over the limit is refused up front with the figures. The
limit (bytes) is ``SPARSE_CLI_MAX_PLAN_BYTES`` in the environment or ``plan(..., max_bytes=)``.
"""

from __future__ import annotations

from sparse_cli import resources
from sparse_cli.contract import ContractError
from sparse_cli.resources import PLAN_LIMIT_ENV

PLAN_LIMIT_HINT = f"raise it with {PLAN_LIMIT_ENV}=BYTES, or use larger blocks"
#: Most block rows (or columns) of one pass: per-row arrays stay a few MiB.
MAX_BLOCK_ROWS = 1 << 20
#: Estimated bytes per candidate tile (row, column, class, partial index and temporaries) and
#: per worklist step (int32 staging of three arrays, hold-previous indices, the results).
BYTES_PER_TILE, BYTES_PER_STEP = 16, 32
#: Most token-pair tests classifying the partial tiles may take (each distinct partial tile's
#: pairs, once per node of its mask): about half a minute of numpy on the 2-core machine here.
MAX_TOKEN_TESTS = 1 << 35


class DocumentOverflow(ValueError):
    """A batch whose documents need more steps per row than the contract's max_grid_width."""


class PlanTooLarge(ContractError):
    """A plan whose work or memory exceeds the limit (exit code 2), with the figures."""


def max_plan_bytes(override: int | None = None) -> int:
    """The planning memory limit (``resources.max_plan_bytes``); a bad setting is bad input."""
    try:
        return resources.max_plan_bytes(override)
    except ValueError as error:
        raise ContractError(str(error)) from None


def check_grid(name: str, rows: int, cols: int) -> None:
    """Refuse block grids whose per-row bookkeeping alone would be large."""
    for axis, count in (("q", rows), ("kv", cols)):
        if count > MAX_BLOCK_ROWS:
            raise PlanTooLarge(f"{name}: {count:,} {axis} blocks exceed the limit of {MAX_BLOCK_ROWS:,} per pass; use larger blocks")


def check_estimate(name: str, candidate_tiles: int, steps: int, limit: int) -> int:
    """The estimated peak memory of a plan, in bytes; a plan over ``limit`` bytes, or over the
    memory this machine has free (``resources.available_bytes``: a raised limit does not make
    memory), is refused before anything is allocated."""
    estimate = BYTES_PER_TILE * candidate_tiles + BYTES_PER_STEP * steps
    need = f"{name}: planning would need about {gib(estimate)} ({candidate_tiles:,} candidate tiles, {steps:,} worklist steps)"
    if estimate > limit:
        raise PlanTooLarge(f"{need}, over the limit of {gib(limit)}; {PLAN_LIMIT_HINT}")
    free = resources.available_bytes()
    if free is not None and estimate > free:
        raise PlanTooLarge(f"{need}, more than the {gib(free)} of memory free here; use larger blocks")
    return estimate


def check_token_tests(name: str, tiles: int, block_tokens: int, nodes: int) -> None:
    """Refuse classifying ``tiles`` distinct partial tiles token by token (``block_tokens``
    pairs each, tested once per node of a mask of ``nodes``) past ``MAX_TOKEN_TESTS``: work a
    small contract (an ``or`` of a few thousand one-token ranges) can ask for by the hour."""
    tests = tiles * block_tokens * nodes
    if tests > MAX_TOKEN_TESTS:
        raise PlanTooLarge(f"{name}: planning would test {tests:,} token pairs ({tiles:,} distinct partial tiles of {block_tokens:,} "
                           f"pairs, each against a mask of {nodes:,} terms), over the limit of {MAX_TOKEN_TESTS:,}; "
                           "use smaller blocks or a mask of fewer terms")


def out_of_memory(name: str, estimate: int) -> PlanTooLarge:
    """The refusal of a plan whose allocations failed though its estimate fit (the memory free
    here changed, or the estimate was low)."""
    free = resources.available_bytes()
    here = f", {gib(free)} free here now" if free is not None else ""
    return PlanTooLarge(f"{name}: planning ran out of memory (its estimate was {gib(estimate)}{here}); use larger blocks")


def gib(count: int) -> str:
    """A memory size for a message: GiB, or MiB or bytes where GiB would read 0.0."""
    for unit, size in (("GiB", 2**30), ("MiB", 2**20)):
        if count >= size // 10:
            return f"{count / size:,.1f} {unit}"
    return f"{count:,} bytes"
