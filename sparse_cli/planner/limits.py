"""How much one plan may cost, estimated before anything large is allocated.

Contracts arrive from pull requests, so a small JSON file must not take a CI runner down.
Before classifying tiles the planner bounds the block grid, counts candidate tiles per row and
column analytically (``tiles.candidate_counts``) and estimates the peak memory of the
worklists it would build; a plan over the limit is refused up front with the figures. The
limit (bytes) is ``SPARSE_CLI_MAX_PLAN_BYTES`` in the environment or ``plan(..., max_bytes=)``.
"""

from __future__ import annotations

import os

from sparse_cli.contract import ContractError

#: Default peak planning memory: well above any plan that fits a TPU's SMEM (a 1M-token plan
#: of 8 distinct causal heads at 512-token blocks peaks near 1 GiB), well below a CI runner.
DEFAULT_MAX_PLAN_BYTES = 4 << 30
PLAN_LIMIT_ENV = "SPARSE_CLI_MAX_PLAN_BYTES"
PLAN_LIMIT_HINT = f"raise it with {PLAN_LIMIT_ENV}=BYTES, or use larger blocks"
#: Most block rows (or columns) of one pass: per-row arrays stay a few MiB.
MAX_BLOCK_ROWS = 1 << 20
#: Estimated bytes per candidate tile (row, column, class, partial index and temporaries) and
#: per worklist step (int32 staging of three arrays, hold-previous indices, the results).
BYTES_PER_TILE, BYTES_PER_STEP = 16, 32


class PlanTooLarge(ContractError):
    """A plan whose work or memory exceeds the limit (exit code 2), with the figures."""


def max_plan_bytes(override: int | None = None) -> int:
    """The planning memory limit: ``override``, else the environment, else the default."""
    if override is not None:
        return override
    text = os.environ.get(PLAN_LIMIT_ENV)
    if text is None:
        return DEFAULT_MAX_PLAN_BYTES
    if not text.isdigit() or int(text) <= 0:
        raise ContractError(f"{PLAN_LIMIT_ENV}={text!r}: expected a positive number of bytes")
    return int(text)


def check_grid(name: str, rows: int, cols: int) -> None:
    """Refuse block grids whose per-row bookkeeping alone would be large."""
    for axis, count in (("q", rows), ("kv", cols)):
        if count > MAX_BLOCK_ROWS:
            raise PlanTooLarge(f"{name}: {count:,} {axis} blocks exceed the limit of {MAX_BLOCK_ROWS:,} per pass; use larger blocks")


def check_estimate(name: str, candidate_tiles: int, steps: int, limit: int) -> None:
    """Refuse a plan whose estimated peak memory exceeds ``limit`` bytes."""
    estimate = BYTES_PER_TILE * candidate_tiles + BYTES_PER_STEP * steps
    if estimate > limit:
        raise PlanTooLarge(
            f"{name}: planning would need about {estimate / 2**30:,.1f} GiB ({candidate_tiles:,} candidate tiles, "
            f"{steps:,} worklist steps), over the limit of {limit / 2**30:,.1f} GiB; {PLAN_LIMIT_HINT}")
