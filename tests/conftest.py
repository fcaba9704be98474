"""Fixtures and the environment every test runs in (helpers live in ``tests/support``).

Tests run on the CPU (even where the tpu extra's libtpu is installed; deviceless compilation
runs in child processes that load it) and see 8 simulated CPU devices, set before jax
initialises, so sharded runs can be checked against single-device runs.
"""

import os

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import pytest


@pytest.fixture(autouse=True)
def isolated_cache(tmp_path, monkeypatch):
    """Never read or write the user's real plan cache from a test."""
    cache = tmp_path / "cache"
    monkeypatch.setenv("SPARSE_CLI_CACHE_DIR", str(cache))
    return cache
