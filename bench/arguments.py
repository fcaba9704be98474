"""Argument types the bench scripts share: a bad value is argparse's usage error (exit 2, the
option named), never a traceback after minutes of compiles."""

from __future__ import annotations

import argparse


def positive(text: str) -> int:
    """A whole number of at least 1 (repeats, samples, steps, sequences)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is not at least 1")
    return value


def tokens(text: str) -> int:
    """A token count: ``256K``, ``1M`` or a plain count of at least 1."""
    scale = {"K": 2**10, "M": 2**20}.get(text[-1:].upper(), 1)
    try:
        return positive(text[:-1] if scale > 1 else text) * scale
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a token count (e.g. 4096, 256K, 1M)") from None


def multiple_of(unit: int, least: int = 1):
    """An argument type: a token count that is a multiple of ``unit`` and at least ``least``."""

    def parse(text: str) -> int:
        value = tokens(text)
        if value % unit or value < least:
            raise argparse.ArgumentTypeError(f"{value} is not a multiple of {unit} of at least {least}")
        return value

    return parse
