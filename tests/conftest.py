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


def terminal_columns(monkeypatch, columns):
    """The CLI's consoles as on a terminal ``columns`` wide (a console reads COLUMNS once, when
    it is made, and pytest-xdist's workers start with COLUMNS=80)."""
    from sparse_cli.cli import output

    monkeypatch.setenv("COLUMNS", str(columns))
    for console in (output.stdout, output.stderr):
        monkeypatch.setattr(console, "_width", columns)


def write(tmp_path, document, name="contract.json"):
    """A contract document written as a JSON file."""
    path = tmp_path / name
    path.write_text(json.dumps(document))
    return path


def refused_in_child(contract_path, extra_bytes=1 << 30):
    """Load a contract in a fresh Python whose address space may grow by at most ``extra_bytes``
    past its imports; returns the refusal's seconds and one-line message (a resource refusal
    must come before the work: an input that allocates first dies of MemoryError here)."""
    import subprocess
    import sys

    if not Path("/proc/self/status").is_file():
        pytest.skip("bounding a child's memory reads its size from /proc (Linux)")
    script = f"""
import resource, sys, time
from sparse_cli.contract import ContractError, load_contract
size = int(next(line for line in open("/proc/self/status") if line.startswith("VmSize")).split()[1]) * 1024
resource.setrlimit(resource.RLIMIT_AS, (size + {extra_bytes}, resource.RLIM_INFINITY))
started = time.perf_counter()
try:
    load_contract(sys.argv[1])
except ContractError as error:
    print(time.perf_counter() - started, " ".join(str(error).split()))
"""
    child = subprocess.run([sys.executable, "-c", script, str(contract_path)], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert child.returncode == 0 and child.stdout, child.stderr[-2000:] or "the contract was accepted"
    seconds, message = child.stdout.strip().split(" ", 1)
    return float(seconds), message
