"""Tests that load libtpu (its compile-only devices: ``compile --deviceless``) do it in a
process of their own: libtpu, loaded, takes the machine's TPU lockfile unless every process
that loads it agrees to share, so a test that loaded it in its pytest worker would fail another
worker's compile at the same moment (and be failed by it)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.support.contracts import ROOT


def libtpu_env(**extra: str) -> dict[str, str]:
    """This environment for a child that loads libtpu beside other tests' children: the TPU
    platform allowed (the suite pins the CPU), libtpu shared, this checkout importable."""
    env = {key: value for key, value in os.environ.items() if key != "JAX_PLATFORMS"}
    return env | {"ALLOW_MULTIPLE_LIBTPU_LOAD": "1", "PYTHONPATH": str(ROOT)} | extra


def deviceless_reports(script: str, count: int) -> list:
    """The last ``count`` JSON lines ``script`` prints, run in a fresh process that may load libtpu."""
    done = subprocess.run([sys.executable, "-c", script], env=libtpu_env(), capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    return [json.loads(line) for line in done.stdout.strip().splitlines()[-count:]]
