"""Multi-host runs on JAX's distributed runtime, rehearsed as two processes on loopback, each
with 4 simulated CPU devices (gloo collectives): the results equal one device's, each process
compiles once, process 0 alone reports, and a process that dies stops the other in bounded time."""

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import sparse_cli
from sparse_cli.api import Attention
from sparse_cli.distributed import EXIT_PEER_LOST, PEER_TIMEOUT_S
from tests.conftest import ROOT, invoke
from tests.multihost_worker import CONTRACT, inputs

#: Seconds one process of a rehearsal may take before it is killed (a hang fails, never waits).
PROCESS_LIMIT_S = 300
CLI = Path(sys.executable).parent / "sparse-cli"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def two_processes(command, tmp_path, *extra):
    """Start ``command(process_id)`` twice (4 CPU devices each), wait for both and return
    ``[(exit code, stdout, stderr, seconds)]``; the processes are always killed at the end."""
    env = {**os.environ, "XLA_FLAGS": "--xla_force_host_platform_device_count=4", "JAX_PLATFORMS": "cpu", "PYTHONUNBUFFERED": "1"}
    started, procs = time.monotonic(), []
    try:
        for process_id in range(2):
            procs.append(subprocess.Popen(command(process_id), cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                          text=True, start_new_session=True))
        results = []
        for proc in procs:
            out, err = proc.communicate(timeout=PROCESS_LIMIT_S)
            results.append((proc.returncode, out, err, time.monotonic() - started))
        return results
    finally:
        for proc in procs:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()


def test_two_processes_equal_one_device(tmp_path):
    port, saved = free_port(), tmp_path / "gathered.npz"
    results = two_processes(lambda i: [sys.executable, "-m", "tests.multihost_worker", str(port), str(i), str(saved)], tmp_path)
    for code, _, err, _ in results:
        assert code == 0, err[-3000:]
    assert json.loads(results[0][1]) == {"processes": 2, "devices": 8, "local": 4} and results[1][1] == ""

    plan = sparse_cli.plan(sparse_cli.load_contract(CONTRACT))
    q, k, v, ids, cotangent = (jax.tree_util.tree_map(jnp.asarray, x) for x in inputs(seed=7))
    ids = sparse_cli.SegmentIds(*ids)
    single = Attention(plan, "pallas", interpret=True)
    output, pullback = jax.vjp(lambda q, k, v: single(q, k, v, ids), q, k, v)
    gathered = np.load(saved)
    for index, want in enumerate((output, *pullback(cotangent))):
        np.testing.assert_allclose(gathered[f"arr_{index}"], want, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("command, args", [("run", ("--steps", "1", "--warmup", "0", "--sweep", "2", "--grads")), ("verify", ())])
def test_cli_run_and_verify_on_two_hosts(tmp_path, command, args):
    """Every host runs the same command; process 0 prints the one report."""
    contract, port = ROOT / "contracts" / "moba-routed-32k.json", free_port()
    results = two_processes(lambda i: [str(CLI), command, str(contract), "--scale-down", "2048", "--mesh", "heads=2,q=4", *args,
                                       "--json", "--coordinator", f"127.0.0.1:{port}", "--num-processes", "2", "--process-id", str(i)],
                            tmp_path)
    for code, _, err, _ in results:
        assert code == 0, err[-3000:]
    report = json.loads(results[0][1])
    assert results[1][1] == ""  # process 1 is silent on stdout; native libraries' logs go to stderr
    assert report["receipt"]["processes"] == 2 and report["receipt"]["devices"] == 8 and report["receipt"]["proven"]
    if command == "run":
        assert report["processes"] == 2 and report["process_compilations"] == [1, 1] and len(report["device_tiles"]["fwd"]) == 8
    else:
        assert report["passed"] and report["routing_matches"]


def test_a_process_that_dies_stops_the_other_in_bounded_time(tmp_path):
    port = free_port()
    results = two_processes(lambda i: [sys.executable, "-m", "tests.multihost_worker", str(port), str(i), str(tmp_path / "x.npz"), "die"],
                            tmp_path)
    (code, _, err, seconds), (died, *_) = results
    assert died == 9
    assert code == EXIT_PEER_LOST and "process 1 of 2 stopped responding" in err, err[-3000:]
    assert seconds < PEER_TIMEOUT_S + 60


@pytest.mark.parametrize("args, words", [
    (("--coordinator", "127.0.0.1:1234", "--mesh", "q=2"), "--num-processes, --process-id"),
    (("--coordinator", "nohost", "--num-processes", "2", "--process-id", "0", "--mesh", "q=2"), "HOST:PORT"),
    (("--coordinator", "127.0.0.1:1234", "--num-processes", "2", "--process-id", "2", "--mesh", "q=2"), "0..1"),
    (("--distributed",), "--mesh"),
])
def test_multi_host_options_are_checked_before_joining(args, words):
    for command in ("run", "verify"):
        result = invoke(command, ROOT / "contracts" / "gemma2-9b-sliding-4096.json", "--scale-down", "512", *args)
        assert result.exit_code == 2 and words in result.stderr, result.output
