"""The command line as tests drive it: in-process through Typer's runner, a contract load in a
bounded child process, and what a terminal of some width shows."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

from tests.support.contracts import ROOT


def invoke(*args, env=None):
    """Run the CLI in-process with string arguments; returns typer's result."""
    from typer.testing import CliRunner

    from sparse_cli.cli.app import app

    return CliRunner().invoke(app, [str(a) for a in args], env=env)


def terminal_columns(monkeypatch, columns):
    """The CLI's consoles as on a terminal ``columns`` wide (a console reads COLUMNS once, when
    it is made, and pytest-xdist's workers start with COLUMNS=80)."""
    from sparse_cli.cli import output

    monkeypatch.setenv("COLUMNS", str(columns))
    for console in (output.stdout, output.stderr):
        monkeypatch.setattr(console, "_width", columns)


def within_80_columns(text: str) -> bool:
    """What a CI log shows without wrapping or cropping."""
    return max(len(line) for line in text.splitlines()) <= 80


def assert_clean_failure(result, *words):
    """A refused command: exit code 2, no traceback, nothing but the error object on stdout,
    and each of ``words`` on stderr."""
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert result.stdout == "" or json.loads(result.stdout)["error"]["exit_code"] == 2  # --json: the error object only
    for word in words:
        assert word in result.stderr, result.stderr


class Refusal(NamedTuple):
    message: str  # the refusal's one line
    inflated: int  # bytes zlib inflated before it (an npz member's contents)


#: A contract load in a Python bounded in memory, counting what zlib inflates for it.
_BOUNDED_LOAD = """
import resource, sys, zlib
from sparse_cli.contract import ContractError, load_contract
size = int(next(line for line in open("/proc/self/status") if line.startswith("VmSize")).split()[1]) * 1024
resource.setrlimit(resource.RLIMIT_AS, (size + int(sys.argv[2]), resource.RLIM_INFINITY))
inflated = 0

class Counted:
    def __init__(self, *args, **kwargs):
        self._inflater = inflater(*args, **kwargs)

    def decompress(self, data, max_length=0):
        global inflated
        out = self._inflater.decompress(data, max_length)
        inflated += len(out)
        return out

    def flush(self, *args):
        global inflated
        out = self._inflater.flush(*args)
        inflated += len(out)
        return out

    def __getattr__(self, name):
        return getattr(self._inflater, name)

inflater, zlib.decompressobj = zlib.decompressobj, Counted
try:
    load_contract(sys.argv[1])
except ContractError as error:
    print(inflated, " ".join(str(error).split()))
"""


def refused_in_child(contract_path, extra_bytes=1 << 30) -> Refusal:
    """Load a contract in a fresh Python whose address space may grow by at most ``extra_bytes``
    past its imports, counting the bytes zlib inflates: a resource refusal must come before the
    work (an input that allocates first dies of MemoryError here, one read in bounded pieces
    shows in the count); the child's timeout only catches a hang."""
    if not Path("/proc/self/status").is_file():
        pytest.skip("bounding a child's memory reads its size from /proc (Linux)")
    child = subprocess.run([sys.executable, "-c", _BOUNDED_LOAD, str(contract_path), str(extra_bytes)], capture_output=True, text=True,
                           cwd=ROOT, timeout=300)
    assert child.returncode == 0 and child.stdout, child.stderr[-2000:] or "the contract was accepted"
    inflated, message = child.stdout.strip().split(" ", 1)
    return Refusal(message, int(inflated))
