"""How many of the cases a hypothesis test generates it rejects (``assume``, ``.filter``, a draw
past hypothesis's buffer), shown after every run and bounded.

A rejected case costs its draw and checks nothing: a test whose strategy draws mostly contracts
it then refuses runs far fewer cases than its ``max_examples`` says. Hypothesis's own
``filter_too_much`` health check speaks only when nearly every draw is rejected; here a test
fails once more than ``MAX_REJECTED`` of its generate phase is rejected, and the session ends
with each hypothesis test's share (``conftest.py`` wires this in).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any, NamedTuple

from hypothesis.statistics import collector

#: The largest share of a test's generated cases that may be rejected: past it, draw what the
#: test takes (build it valid) instead of drawing and rejecting.
MAX_REJECTED = 0.5
#: Under this many generated cases a share says little (a test that stopped early, or ran its
#: explicit examples only): no verdict.
MIN_CASES = 10
#: The key of the counts in a test report's ``user_properties`` (they travel from xdist workers).
PROPERTY = "hypothesis_rejections"


class Rejections(NamedTuple):
    rejected: int
    generated: int

    @property
    def share(self) -> float:
        return self.rejected / self.generated if self.generated else 0.0

    def verdict(self) -> str | None:
        """Why the test fails (``None``: within the budget)."""
        if self.generated < MIN_CASES or self.share <= MAX_REJECTED:
            return None
        return (f"hypothesis rejected {self.rejected} of the {self.generated} cases it generated ({self.share:.0%}, over the "
                f"{MAX_REJECTED:.0%} budget of tests/support/rejections.py): draw what the test takes instead of rejecting it")


def counted(statistics: dict[str, Any]) -> Rejections | None:
    """The generate phase's rejections in hypothesis's run statistics (``None`` when there was
    no generate phase)."""
    cases = statistics.get("generate-phase", {}).get("test-cases")
    if cases is None:
        return None
    rejected = sum(case["status"] in ("invalid", "overrun") for case in cases)
    return Rejections(rejected, len(cases))


@contextlib.contextmanager
def collecting() -> Iterator[list[Rejections]]:
    """The rejections of each hypothesis run inside the block; whoever collected hypothesis's
    statistics outside it (its pytest plugin, for ``--hypothesis-show-statistics``) still gets them."""
    found: list[Rejections] = []
    outer = collector.value

    def note(statistics):
        counts = counted(statistics)
        if counts is not None:
            found.append(counts)
        if outer is not None:
            outer(statistics)

    with collector.with_value(note):
        yield found


def summary(rows: list[tuple[str, Rejections]]) -> list[str]:
    """One line per hypothesis test that rejected anything, the largest share first."""
    rows = sorted((row for row in rows if row[1].rejected), key=lambda row: -row[1].share)
    return [f"{counts.share:6.1%}  {counts.rejected:4d} of {counts.generated:4d}  {test_id}" for test_id, counts in rows]
