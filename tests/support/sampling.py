"""What the default run takes of a parameter list, for CI's 20 minutes on two cores: the other
values are marked ``exhaustive`` (``pytest -m exhaustive`` runs them)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

_PARAM = type(pytest.param(None))


def sampled(values: Iterable[Any], keep: Iterable[int]) -> list[Any]:
    """``values`` (argument tuples, single arguments, or ``pytest.param``s with marks and ids of
    their own) as parameters: of those the default run would take (not marked exhaustive
    already), the ones at the indices ``keep`` stay as they are, the rest are marked exhaustive."""
    kept, position, out = set(keep), 0, []
    for value in values:
        param = value if isinstance(value, _PARAM) else pytest.param(*(value if isinstance(value, tuple) else (value,)))
        if not any(getattr(mark, "name", None) == "exhaustive" for mark in param.marks):
            if position not in kept:
                param = pytest.param(*param.values, marks=[*param.marks, pytest.mark.exhaustive], id=param.id)
            position += 1
        out.append(param)
    return out
