"""Shared fixtures: an isolated plan cache for every test, paths to example contracts.

Tests run on the CPU (even where the tpu extra's libtpu is installed; deviceless compilation
runs in child processes that load it) and see 8 simulated CPU devices, set before jax
initialises, so sharded runs can be checked against single-device runs.
"""

import os
from pathlib import Path

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import json

import pytest

from sparse_cli.model import is_model_file

ROOT = Path(__file__).resolve().parent.parent
#: The example contracts, and the model files beside them (told apart by their layers).
CONTRACTS = sorted(path for path in (ROOT / "contracts").glob("*.json") if not is_model_file(path))
MODELS = sorted(path for path in (ROOT / "contracts").glob("*.json") if is_model_file(path))
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


def invoke(*args):
    """Run the CLI in-process with string arguments; returns typer's result."""
    from typer.testing import CliRunner

    from sparse_cli.cli.app import app

    return CliRunner().invoke(app, [str(a) for a in args])


def write(tmp_path, document, name="contract.json"):
    """A contract document written as a JSON file."""
    path = tmp_path / name
    path.write_text(json.dumps(document))
    return path
