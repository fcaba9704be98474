"""Argument types at the public Python API's boundary: a wrong type is a TypeError naming the
argument and what it takes, never an AttributeError from deep inside."""

from __future__ import annotations

import os
from typing import Any

import numpy as np

#: What a path argument may be.
PATH = (str, os.PathLike)


def require(value: Any, types: type | tuple[type, ...], argument: str, takes: str) -> Any:
    """``value`` when it is one of ``types``; else a TypeError saying ``argument`` takes ``takes``."""
    if not isinstance(value, types):
        raise TypeError(f"{argument} must be {takes}; got {type(value).__name__}")
    return value


def positive_bytes(value: Any, argument: str) -> int:
    """``value`` when it is a positive integer number of bytes; else a TypeError or ValueError
    naming ``argument``."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{argument} must be a positive integer number of bytes; got {type(value).__name__}")
    if value <= 0:
        raise ValueError(f"{argument} must be a positive number of bytes; got {value}")
    return int(value)
