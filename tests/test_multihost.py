"""Multi-host runs on JAX's distributed runtime, rehearsed as two processes on loopback, each
with 4 simulated CPU devices (gloo collectives): the results equal one device's, each process
compiles once, process 0 alone reports, and a process that dies stops the other in bounded time."""

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import sparse_cli
from sparse_cli.execution import distributed
from sparse_cli.execution.api import Attention
from sparse_cli.execution.distributed import EXIT_PEER_LOST, JOIN_TIMEOUT_S, MAX_PROCESSES, JoinFailed
from tests.support.cli import invoke
from tests.support.contracts import ROOT, contract_document
from tests.support.multihost import CONTRACT, QUICK_TIMEOUT_S, cli, inputs

pytestmark = pytest.mark.slow  # every test here starts several processes that join one run

#: Seconds one process of a rehearsal may take before it is killed (a hang fails, never waits):
#: whether a process stopped in time is read from its message, which names the timeout that fired.
PROCESS_LIMIT_S = 300
CLI = Path(sys.executable).parent / "sparse-cli"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def two_processes(command, tmp_path, *extra, count=2):
    """Start ``command(i)`` for i in 0..count-1 (4 CPU devices each), wait for all and return
    ``[(exit code, stdout, stderr)]``; the processes are always killed at the end."""
    env = {**os.environ, "XLA_FLAGS": "--xla_force_host_platform_device_count=4", "JAX_PLATFORMS": "cpu", "PYTHONUNBUFFERED": "1"}
    procs = []
    try:
        for process_id in range(count):
            procs.append(subprocess.Popen(command(process_id), cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                          text=True, start_new_session=True))
        results = []
        for proc in procs:
            out, err = proc.communicate(timeout=PROCESS_LIMIT_S)
            results.append((proc.returncode, out, err))
        return results
    finally:
        for proc in procs:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()


def test_two_processes_equal_one_device(tmp_path):
    port, saved = free_port(), tmp_path / "gathered.npz"
    results = two_processes(lambda i: [sys.executable, "-m", "tests.support.multihost", str(port), str(i), str(saved)], tmp_path)
    for code, _, err in results:
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
    for code, _, err in results:
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
    results = two_processes(lambda i: [sys.executable, "-m", "tests.support.multihost", str(port), str(i), str(tmp_path / "x.npz"), "die"],
                            tmp_path)
    (code, _, err), (died, *_) = results
    assert died == 9
    assert code == EXIT_PEER_LOST and f"process 1 of 2 stopped responding for {QUICK_TIMEOUT_S} s" in err, err[-3000:]


@pytest.mark.parametrize("args, words", [
    (("--coordinator", "127.0.0.1:1234", "--mesh", "q=2"), "--num-processes, --process-id"),
    (("--coordinator", "nohost", "--num-processes", "2", "--process-id", "0", "--mesh", "q=2"), "HOST:PORT"),
    (("--coordinator", "127.0.0.1:1234", "--num-processes", "2", "--process-id", "2", "--mesh", "q=2"), "0..1"),
    (("--distributed",), "--mesh"),
    (("--coordinator", "127.0.0.1:1234", "--num-processes", "2147483648", "--process-id", "0", "--mesh", "q=2"),
     f"--num-processes 2147483648: expected 1..{MAX_PROCESSES}"),
    (("--coordinator", "127.0.0.1:1234", "--num-processes", str(1 << 70), "--process-id", "0", "--mesh", "q=2"), "--num-processes"),
    (("--distributed", "--process-id", "2147483648", "--mesh", "q=2"), f"--process-id 2147483648 must be in 0..{MAX_PROCESSES - 1}"),
])
def test_multi_host_options_are_checked_before_joining(args, words):
    for command in ("run", "verify"):
        result = invoke(command, ROOT / "contracts" / "gemma2-9b-sliding-4096.json", "--scale-down", "512", *args)
        assert result.exit_code == 2 and words in result.stderr, result.output


def test_a_multi_host_verify_loads_its_contract_once(tmp_path, monkeypatch):
    """The contract the processes compare as they join is the one that is verified: read once
    (the join itself stands in for a peer that agrees: this process runs alone on its 8 devices)."""
    path = tmp_path / "contract.json"
    path.write_text(json.dumps(contract_document({"kind": "causal"}, 512, 512, 4, 2, name="mesh", head_dim=32)))
    joined = []
    monkeypatch.setattr(distributed, "join", lambda *args: joined.append(args[4]) or distributed.ALONE)
    read_text, reads = Path.read_text, []
    monkeypatch.setattr(Path, "read_text", lambda self, *a, **k: reads.append(self.resolve()) or read_text(self, *a, **k))
    result = invoke("verify", path, "--mesh", "heads=2,q=4", "--coordinator", "127.0.0.1:1", "--num-processes", "2", "--process-id", "0",
                    "--json")
    assert result.exit_code == 0 and json.loads(result.stdout)["passed"], result.output
    assert joined[0]["contract"].startswith("mesh (cache key ") and joined[0]["mesh"] == "heads=2,q=4"
    assert reads.count(path.resolve()) == 1


def lonely(command, port, contract="gemma2-9b-sliding-4096.json", join_s=JOIN_TIMEOUT_S):
    """``verify`` as one process of a two-process run on ``port``, with ``command`` options,
    waiting ``join_s`` for the others."""
    return cli("verify", ROOT / "contracts" / contract, "--scale-down", "512", "--mesh", "heads=2,q=4",
               "--coordinator", f"127.0.0.1:{port}", "--num-processes", "2", *command, join_s=join_s)


def test_missing_peers_and_a_process_id_given_twice_stop_every_process_in_bounded_time(tmp_path):
    """Two processes 0 of one run (the second finds the coordinator's port taken and introduces
    itself to the first), and a process 1 whose process 0 never comes: each stops with one line
    and exit 3 within the join timeout, never JAX's C++ abort minutes later."""
    shared, alone = free_port(), free_port()
    command = lambda i: lonely(["--process-id", "0"], shared) if i < 2 else lonely(["--process-id", "1"], alone, join_s=QUICK_TIMEOUT_S)
    results = two_processes(command, tmp_path, count=3)  # the pair meets at once; process 1 waits out its timeout
    messages = [err.strip().splitlines()[-1] for _, _, err in results]
    assert [code for code, *_ in results] == [EXIT_PEER_LOST] * 3, messages
    assert messages[:2] == ["error: two processes were given --process-id 0; give each process its own id in 0..1"] * 2, messages
    assert f"no process 0 answered at the coordinator 127.0.0.1:{alone} within {QUICK_TIMEOUT_S} s" in messages[2], messages
    assert all("Traceback" not in err and "Check failure" not in err for _, _, err in results)


@pytest.mark.parametrize("options, words", [
    ((["--mesh", "heads=2,q=4"], ["--mesh", "q=8"]), 'runs mesh "heads=1,q=8", process 0 "heads=2,q=4"'),
    (([], ["--seed", "3"]), "runs seed 3, process 0 0"),
    (([], ["--scale-down", "1024"]), "runs scale_down 1024, process 0 512"),
    ("llama3-8b-causal-128k.json", 'runs contract "llama3-8b-causal-128k (cache key'),
])
def test_processes_that_run_different_commands_stop_as_they_join(tmp_path, options, words):
    """Another mesh, seed, scale or contract on one process: every process names it and exits 3
    as they join, rather than wait in a collective until gloo times out."""
    port = free_port()
    if isinstance(options, str):  # process 1 runs another contract
        results = two_processes(lambda i: lonely(["--process-id", str(i)], port, *([options] if i else [])), tmp_path)
    else:
        results = two_processes(lambda i: [*lonely(["--process-id", str(i)], port), *options[i]], tmp_path)
    for code, _, err in results:
        assert code == EXIT_PEER_LOST and words in err and "every process must run the same command" in err, err[-3000:]
        assert "Traceback" not in err and "Check failure" not in err


def introductions(port, processes, stranger=False):
    """What ``distributed._introduce`` gives each of ``processes`` ((name, id, count) run as
    threads, process 0 started once the others wait for it): "joined", or its failure. With
    ``stranger``, something not a sparse-cli process connects first and sends junk."""
    outcomes = {}

    def introduce(name, process_id, count):
        try:
            distributed._introduce(("127.0.0.1", port), count, process_id, {"mesh": "heads=1,q=8"})
            outcomes[name] = "joined"
        except JoinFailed as error:
            outcomes[name] = str(error)

    threads = [threading.Thread(target=introduce, args=process) for process in processes]
    for thread in threads[1:]:
        thread.start()
    time.sleep(1.0)  # the others are knocking when process 0 starts listening
    threads[0].start()
    while stranger:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=5) as junk:
                junk.sendall(b"GET / HTTP/1.1\r\n\r\n")
            stranger = False
        except ConnectionRefusedError:  # process 0 not listening yet
            time.sleep(0.05)
    for thread in threads:
        thread.join(JOIN_TIMEOUT_S + 10)
    return outcomes


def test_a_process_id_given_twice_is_named_to_every_process():
    outcomes = introductions(free_port(), [("zero", 0, 2), ("a", 1, 2), ("b", 1, 2)])
    assert outcomes == dict.fromkeys(("a", "b", "zero"), "two processes were given --process-id 1; give each process its own id in 0..1")


def test_a_process_0_that_never_gets_a_peer_names_it(tmp_path):
    (code, _, err), = two_processes(lambda i: lonely(["--process-id", "0"], free_port(), join_s=QUICK_TIMEOUT_S), tmp_path, count=1)
    assert code == EXIT_PEER_LOST and f"process 1 of 2 did not join within {QUICK_TIMEOUT_S} s" in err.strip().splitlines()[-1], err[-3000:]


def test_introductions_name_another_count_and_ignore_strangers():
    outcomes = introductions(free_port(), [("zero", 0, 3), ("one", 1, 3), ("two", 2, 4)])
    assert set(outcomes.values()) == {"process 2 was given --num-processes 4, process 0 --num-processes 3; every process must be given the same count"}
    assert introductions(free_port(), [("zero", 0, 3), ("one", 1, 3), ("two", 2, 3)], stranger=True) == dict.fromkeys(("zero", "one", "two"), "joined")
