"""Shared fixtures: an isolated plan cache for every test, paths to example contracts."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CONTRACTS = sorted((ROOT / "contracts").glob("*.json"))
FIXTURES = ROOT / "fixtures" / "contracts"


@pytest.fixture(autouse=True)
def isolated_cache(tmp_path, monkeypatch):
    """Never read or write the user's real plan cache from a test."""
    cache = tmp_path / "cache"
    monkeypatch.setenv("SPARSE_CLI_CACHE_DIR", str(cache))
    return cache


def small_contract(mask, q_len=640, kv_len=640, num_heads=2, block_q=128, block_kv=128, **extra):
    """A small contract document around ``mask``."""
    return {
        "name": "small",
        "shape": {"q_len": q_len, "kv_len": kv_len, "num_heads": num_heads, "head_dim": 64},
        "blocks": {"block_q": block_q, "block_kv": block_kv},
        "mask": mask,
        **extra,
    }
