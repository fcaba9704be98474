"""One base seed for every random draw in the tests, and each test's own seed derived from it.

A test takes the ``seed`` fixture (or ``rng``, a numpy Generator made from it); hypothesis tests
are seeded the same way by ``conftest.py``. A test's seed is a hash of the base seed and the
test's id, so it is the same on every machine, in every worker and in any order, and one test's
draws never shift another's. A failing test's report names its seed and the command that reruns
it with the same draws.

``SPARSE_CLI_TEST_SEED=N`` sets the base seed (default 0: CI draws the same inputs every run);
``SPARSE_CLI_TEST_SEED=random`` draws a base seed, printed in the session header, to explore.
"""

from __future__ import annotations

import hashlib
import os
import secrets

ENV = "SPARSE_CLI_TEST_SEED"
DEFAULT_BASE = 0


def base_seed() -> int:
    """The session's base seed from ``SPARSE_CLI_TEST_SEED`` (``random`` draws one)."""
    text = os.environ.get(ENV, "").strip()
    if not text:
        return DEFAULT_BASE
    if text == "random":
        return secrets.randbelow(1 << 31)
    try:
        value = int(text)
    except ValueError:
        raise ValueError(f"{ENV}={text!r}: expected a non-negative integer or 'random'") from None
    if value < 0:
        raise ValueError(f"{ENV}={text!r}: expected a non-negative integer or 'random'")
    return value


def fix_base_seed() -> int:
    """Resolve the base seed once per session and pin it in the environment, so that worker
    processes (pytest-xdist) and child processes draw from the same one."""
    base = base_seed()
    os.environ[ENV] = str(base)
    return base


def seed_for(test_id: str, base: int | None = None) -> int:
    """The seed of the test ``test_id`` (a pytest node id) under ``base``: 31 bits, so numpy,
    ``jax.random.key``, hypothesis and ``random`` all take it."""
    base = base_seed() if base is None else base
    digest = hashlib.sha256(f"{base}:{test_id}".encode()).digest()
    return int.from_bytes(digest[:4], "little") >> 1


def reproduce(test_id: str, seed: int) -> str:
    """What a failure report says about its draws."""
    base = os.environ.get(ENV, str(DEFAULT_BASE))
    return f"this test drew from seed {seed} (base seed {base}); rerun it with the same draws:\n  {ENV}={base} python -m pytest '{test_id}'"
