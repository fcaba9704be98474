"""Hostile input and faults: contracts, plans, caches and lockfiles come from pull requests.

Resources are refused up front (fast, exit 2, the field and the limit named), every write and
read stays in its directory, the cache cannot serve another contract's plan, inputs are
strictly typed, and the numerics hold at the edges (float16 gradients, the TPU interpreter).
"""

import contextlib
import dataclasses
import hashlib
import json
import os
import re
import shutil
import socket
import stat
import subprocess
import sys
import threading
import time
import zipfile
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import sparse_cli
from sparse_cli.artifacts import ArtifactError, load_plan, save_plan
from sparse_cli.audit.compile import compile_in_fresh_process
from sparse_cli.audit.lockfile import LockError, check_lock, update_lock
from sparse_cli.execution.api import Attention
from sparse_cli.execution.distributed import EXIT_PEER_LOST, JOIN_TIMEOUT_S
from sparse_cli.files import confined, exclusive
from sparse_cli.plan_cache import PlanCache
from sparse_cli.reference import SegmentIds, attention_reference
from sparse_cli.targets import SMEM_RESERVE, TARGETS
from tests.support.bounds import REFUSAL_BYTES, peak_allocation
from tests.support.cli import assert_clean_failure, invoke
from tests.support.contracts import CONTRACTS, EXAMPLE, PACKED, ROOT, small_contract, write
from tests.support.kernels import reference64
from tests.support.multihost import cli


def refused_up_front(tmp_path, command, path, *words):
    """``command`` on ``path`` refused (exit 2, ``words`` named, no plan written) holding no more
    than ``REFUSAL_BYTES`` at once: before the work the contract describes, on any machine."""
    out = ["-o", tmp_path / "out"] if command == "plan" else []
    result, peak = peak_allocation(lambda: invoke(command, path, *out))
    assert_clean_failure(result, *words)
    assert peak < REFUSAL_BYTES, f"{peak:,} bytes allocated before refusing"
    assert not (tmp_path / "out").exists()


# --------------------------------------------------------------------------- resources


@pytest.mark.parametrize("command", ["plan", "classify"])
@pytest.mark.parametrize("document, words", [
    (small_contract({"kind": "causal"}, q_len=2**30, kv_len=2**30, block_q=8, block_kv=8), ["q blocks exceed the limit"]),
    (small_contract({"kind": "causal"}, q_len=2**20, kv_len=2**20, block_q=8, block_kv=8), ["planning would need", "SPARSE_CLI_MAX_PLAN_BYTES"]),
    (small_contract({"kind": "causal"}, num_heads=10**12), ["shape.num_heads", "1024"]),
    (small_contract({"kind": "causal"}, block_q=2**30), ["blocks.block_q", "8192"]),
    (small_contract({"kind": "causal"}, q_len=100, kv_len=100, block_q=4096, block_kv=128), ["blocks.block_q", "at most 128"]),
], ids=["2^30-tokens", "2^20-tokens-8-blocks", "heads", "huge-block", "block-over-length"])
def test_oversized_contracts_are_refused_up_front(tmp_path, command, document, words):
    refused_up_front(tmp_path, command, write(tmp_path, document), *words)


def test_a_huge_mask_expression_is_refused_up_front(tmp_path):
    document = small_contract({"kind": "or", "of": [{"kind": "sliding_window", "size": 5}] * 250_000})
    path = write(tmp_path, document)  # about 10 MB of JSON
    refused_up_front(tmp_path, "plan", path, "bytes is larger than a contract can be")
    refusal, peak = peak_allocation(lambda: pytest.raises(sparse_cli.ContractError, sparse_cli.load_contract, document))
    assert "more than 2048 mask nodes" in str(refusal.value) and peak < REFUSAL_BYTES, f"{peak:,} bytes allocated before refusing"


@pytest.mark.parametrize("depth", [128, 253, 600])
def test_deeply_nested_masks_never_crash(tmp_path, depth):
    mask = '{"kind": "and", "of": [' * depth + '{"kind": "causal"}' + "]}" * depth  # written by hand: json.dumps recurses
    text = json.dumps(small_contract({"kind": "full"})).replace('{"kind": "full"}', mask)
    path = tmp_path / "deep.json"
    path.write_text(text)
    assert_clean_failure(invoke("plan", path, "-o", tmp_path / "out"), "nest", "32 deep")


DOCUMENTS = {"kind": "documents", "mask": {"kind": "causal"}}
ROUTED = {"kind": "clustered", "route_block": 128, "top_k": 1}


@pytest.mark.parametrize("mask, where, inside", [
    ({"kind": "or", "of": [DOCUMENTS, {"kind": "causal"}]}, "mask.of[0]", "'or'"),
    ({"kind": "and", "of": [{"kind": "full"}, {"kind": "or", "of": [DOCUMENTS]}]}, "mask.of[1].of[0]", "'or'"),
    ({"kind": "per_head", "heads": [{"kind": "causal"}, DOCUMENTS]}, "mask.heads[1]", "'per_head'"),
    ({"kind": "per_head", "repeat": [{"kind": "and", "of": [ROUTED]}]}, "mask.repeat[0].of[0]", "'and'"),
    ({"kind": "documents", "mask": DOCUMENTS}, "mask.mask", "'documents'"),
    ({"kind": "documents", "mask": ROUTED}, "mask.mask", "'documents'"),
], ids=["or", "and-or", "per_head", "routed-in-repeat", "documents-in-documents", "routed-in-documents"])
def test_runtime_kinds_nested_are_named_as_top_level_only(tmp_path, mask, where, inside):
    """documents and clustered are known kinds that may only be the contract's top-level mask."""
    result = invoke("plan", write(tmp_path, small_contract(mask, segment_ids=True)), "-o", tmp_path / "out")
    kind = "clustered" if '"clustered"' in json.dumps(mask) else "documents"
    assert_clean_failure(result, where, f"mask kind '{kind}' may only be the top-level mask", f"not inside {inside}")
    assert "unknown mask kind" not in result.stderr and not (tmp_path / "out").exists()


def test_the_plan_memory_limit_is_overridable(monkeypatch):
    document = small_contract({"kind": "causal"}, q_len=8192, kv_len=8192)
    monkeypatch.setenv("SPARSE_CLI_MAX_PLAN_BYTES", "1000")
    with pytest.raises(sparse_cli.PlanTooLarge, match="over the limit"):
        sparse_cli.plan(document)
    assert sparse_cli.plan(document, max_bytes=1 << 30).stats.num_q_blocks == 64
    monkeypatch.setenv("SPARSE_CLI_MAX_PLAN_BYTES", "lots")
    with pytest.raises(sparse_cli.ContractError, match="positive number of bytes"):
        sparse_cli.plan(document)


def test_partial_blocks_are_priced_against_what_the_estimate_leaves_of_the_limit(tmp_path, monkeypatch, rng):
    """A mask given as data whose every tile is a distinct partial block: its blocks are held twice
    (stacked, and transposed for the dK/dV pass), so a limit that holds them once is refused,
    naming the blocks, and one that holds them twice plans."""
    from sparse_cli.masks.explicit import mask_document

    document = small_contract(mask_document(rng.random((1024, 1024)) < 0.5, tmp_path / "noise.npz", tmp_path), q_len=1024,
                              kv_len=1024, num_heads=1)
    monkeypatch.chdir(tmp_path)
    blocks = (1024 // 128) ** 2 * 128 * 128  # 64 distinct 128x128 partial blocks: 1 MiB
    with pytest.raises(sparse_cli.PlanTooLarge, match="distinct partial blocks"):
        sparse_cli.plan(document, max_bytes=blocks + (1 << 18))
    plan = sparse_cli.plan(document, max_bytes=2 * blocks + (1 << 18))
    assert plan.fwd.partial_mask_blocks.shape == (64, 128, 128)


# --------------------------------------------------------------------------- paths


@pytest.mark.parametrize("name", ["../../escaped", "a/b", ".hidden", "-flag", "x" * 200])
def test_names_that_are_not_identifiers_are_refused(tmp_path, name):
    document = json.loads(EXAMPLE.read_text()) | {"name": name}
    path = write(tmp_path, document)
    for args in (("plan", path, "-o", tmp_path / "p"), ("compile", path, "--emit", tmp_path / "emit")):
        assert_clean_failure(invoke(*args), "name")
    assert not any(p.name == "escaped" for p in tmp_path.parent.rglob("escaped"))


def test_confined_names_stay_in_their_directory(tmp_path):
    assert confined(tmp_path, "a.b.mlir") == tmp_path / "a.b.mlir"
    for bad in ("../x", "a/b", "..", "", "/etc/passwd"):
        with pytest.raises(ValueError):
            confined(tmp_path, bad)
    (tmp_path / "link.mlir").symlink_to(tmp_path.parent / "elsewhere.mlir")
    with pytest.raises(ValueError):
        confined(tmp_path, "link.mlir")
    (tmp_path / "loop.mlir").symlink_to("loop.mlir")
    with pytest.raises(ValueError, match="a symlink loop"):
        confined(tmp_path, "loop.mlir")


@pytest.mark.parametrize("command", ["plan", "verify", "run", "compile"])
@pytest.mark.parametrize("seed", [-1, 2**32, 10**30])
def test_seeds_outside_32_bits_are_refused_naming_the_flag(tmp_path, command, seed):
    path = write(tmp_path, small_contract({"kind": "causal"}))
    assert_clean_failure(invoke(command, path, "--seed", seed, *(["-o", tmp_path / "out"] if command == "plan" else [])), "--seed")
    assert not (tmp_path / "out").exists()
    if command == "plan":
        assert invoke(command, path, "--seed", 2**32 - 1, "-o", tmp_path / "out").exit_code == 0


def locked(tmp_path):
    """A lock for the example contract, made by compile --update in a scratch directory."""
    contracts = tmp_path / "contracts"
    contracts.mkdir()
    shutil.copy(EXAMPLE, contracts / EXAMPLE.name)
    lock = contracts / "contracts.lock"
    assert invoke("compile", contracts / EXAMPLE.name, "--lock", lock, "--update").exit_code == 0
    return contracts / EXAMPLE.name, lock


def test_a_lock_entry_cannot_point_outside_the_lock_directory(tmp_path):
    contract, lock = locked(tmp_path)
    secret = tmp_path / "SECRET.txt"
    secret.write_text("the secret\n")
    document = json.loads(lock.read_text())
    for entry in document["entries"].values():
        entry["program_file"] = "../SECRET.txt"
        entry["program_hash"] = "0" * 64  # a drift, so --check would print the diff
    lock.write_text(json.dumps(document))
    result = invoke("compile", contract, "--lock", lock, "--check")
    assert_clean_failure(result, "malformed lock", "outside contracts.lock.d/")
    assert "the secret" not in result.output


def test_lock_problems_are_named(tmp_path):
    contract, lock = locked(tmp_path)
    assert_clean_failure(invoke("compile", contract, "--lock", tmp_path / "none.lock", "--check"), "lock not found")
    good = lock.read_text()
    document = json.loads(good)
    key = next(iter(document["entries"]))
    lock.write_text(json.dumps(document | {"entries": {"x/y": document["entries"][key]}}))  # a key that is not its entry's
    assert_clean_failure(invoke("compile", contract, "--lock", lock, "--check"), "malformed lock", "'x/y'")
    document["entries"][key]["reviewed_by"] = "nobody"  # a field no sparse-cli writes
    lock.write_text(json.dumps(document))
    assert_clean_failure(invoke("compile", contract, "--lock", lock, "--check"), f"entries.{key}.reviewed_by", "Extra inputs")
    del document["entries"][key]["reviewed_by"]
    document["entries"][key]["kernels"][0]["grid"] = ["a"]
    lock.write_text(json.dumps(document))
    assert_clean_failure(invoke("compile", contract, "--lock", lock, "--check"), f"entries.{key}.kernels.0.grid.0")
    lock.write_text(good[:len(good) // 2])  # truncated: the JSON reader's own words, not its class
    assert_clean_failure(invoke("compile", contract, "--lock", lock, "--check"), "not a readable sparse-cli lockfile (", "line")
    lock.write_bytes(b"\xff\xfe")
    assert_clean_failure(invoke("compile", contract, "--lock", lock, "--check"), "not a readable sparse-cli lockfile")
    for name in (".", "/"):
        assert_clean_failure(invoke("compile", contract, "--lock", name, "--update"), "not a file's name")
    assert_clean_failure(invoke("compile", contract, "--lock", "", "--update"), "an empty path")
    assert_clean_failure(invoke("compile", contract, "--lock", tmp_path / "typo" / "x.lock", "--update"), "no directory", "create it first")
    assert not (tmp_path / "typo").exists()


def test_an_update_drops_the_passes_it_did_not_recompile_of_a_changed_contract(tmp_path):
    """``--update`` without ``--grads`` after the contract changed would keep its backward pass
    locked under the old semantics: a lock that contradicts itself. Those entries go, by name."""
    contract = write(tmp_path, small_contract({"kind": "causal"}))
    lock = tmp_path / "contracts.lock"
    assert invoke("compile", contract, "--grads", "--lock", lock, "--update").exit_code == 0
    write(tmp_path, small_contract({"kind": "sliding_window", "size": 64}))
    result = invoke("compile", contract, "--lock", lock, "--update")
    assert result.exit_code == 0 and "removed 1 entry" in result.stderr and "/bwd" in result.stderr, result.output
    entries = json.loads(lock.read_text())["entries"]
    assert list(entries) == ["small/v5e/fwd"] and entries[next(iter(entries))]["semantics"]["mask"]["kind"] == "sliding_window"
    assert sorted(p.name.rsplit(".", 2)[-2] for p in (tmp_path / "contracts.lock.d").iterdir()) == ["fwd"]


def test_a_lock_that_says_one_thing_and_checks_another_is_malformed(tmp_path):
    """What --check compares (hash, cache key) must be what the lock shows a reviewer (the program
    text, the semantics): a pull request that edits one without the other, deletes a text, or
    writes an integer no figure reaches is refused by name (exit 2, no traceback)."""
    contract = write(tmp_path, small_contract({"kind": "causal"}))
    compiled = compile_in_fresh_process(contract, None, ("fwd",), None)
    lock = tmp_path / "contracts.lock"
    update_lock(lock, compiled)
    assert check_lock(lock, compiled) == []
    good = lock.read_text()
    key, entry = next(iter(json.loads(good)["entries"].items()))
    text = lock.parent / entry["program_file"]
    program = text.read_bytes()
    text.write_bytes(b"module @reviewed_but_not_run {}\n")
    with pytest.raises(LockError, match=f"is not the program entry {key} locked"):
        check_lock(lock, compiled)
    text.unlink()
    with pytest.raises(LockError, match="program text .* is missing"):
        check_lock(lock, compiled)
    text.write_bytes(program)
    for place, value, words in ((("semantics", "scale"), "'0.5'", "do not hash to its cache_key"),
                                (("kernels", 0, "vmem_bytes"), 10**400, re.escape(f"{key}.kernels[0].vmem_bytes is an integer past 2^63"))):
        document = json.loads(good)
        node = document["entries"][key]
        for step in place[:-1]:
            node = node[step]
        node[place[-1]] = value
        lock.write_text(json.dumps(document))
        with pytest.raises(LockError, match=words):
            check_lock(lock, compiled)
    # through the command: the huge figure once crashed its report with a traceback
    assert_clean_failure(invoke("compile", contract, "--lock", lock, "--check"), "malformed lock", "past 2^63")


def test_a_locked_texts_control_characters_reach_no_terminal(tmp_path):
    """``--check --diff`` prints a locked text as it is, but for its control characters: a pull
    request's escape sequence is shown escaped, never sent to the terminal."""
    contract, lock = locked(tmp_path)
    document = json.loads(lock.read_text())
    for entry in document["entries"].values():  # another program locked: a drift, so the diff is printed
        text = lock.parent / entry["program_file"]
        text.write_text("\x1b[2J\x1b]0;owned\x07" + text.read_text())
        entry["program_hash"] = hashlib.sha256(text.read_bytes()).hexdigest()
    lock.write_text(json.dumps(document))
    result = invoke("compile", contract, "--lock", lock, "--check", "--diff")
    assert result.exit_code == 1 and "\\x1b[2J" in result.stdout
    assert "\x1b" not in result.stdout and "\x07" not in result.stdout


def test_an_update_that_cannot_write_a_text_writes_none(tmp_path):
    """A directory where one contract's program text goes: ``--update`` refuses before any text
    is written, the lock and its texts as they were (no text left without its entry)."""
    contract, lock = locked(tmp_path)
    other = contract.with_name("other.json")
    other.write_text(json.dumps(json.loads(contract.read_text()) | {"name": "other"}))
    blocked = lock.parent / "contracts.lock.d" / f"{json.loads(contract.read_text())['name']}.v5e.fwd.mlir"
    blocked.unlink()
    blocked.mkdir()
    before = sorted(p.name for p in blocked.parent.iterdir()), lock.read_bytes()
    assert_clean_failure(invoke("compile", other, contract, "--lock", lock, "--update"), "is there and is not a file", "nothing was written")
    assert (sorted(p.name for p in blocked.parent.iterdir()), lock.read_bytes()) == before


def test_a_file_that_is_not_a_lock_is_never_overwritten(tmp_path):
    """``--lock`` at a user's JSON (another document, or the contract itself) is refused, not
    replaced by a lock, and no lock directory is made beside it."""
    contract, _ = locked(tmp_path)
    other = tmp_path / "notes.json"
    other.write_text('{"my": "data", "important": [1, 2, 3]}')
    for path in (other, contract):
        before = path.read_bytes()
        for mode in ("--update", "--check"):
            assert_clean_failure(invoke("compile", contract, "--lock", path, mode), "not a sparse-cli lockfile")
        assert path.read_bytes() == before and not path.with_name(path.name + ".d").exists()


#: One writer of ``test_concurrent_lock_writers_lose_no_entry``: the lock-writing path of
#: ``compile --update`` (``update_lock``), started on a signal so that every writer overlaps.
LOCK_WRITER = """
import hashlib, sys
from pathlib import Path
from sparse_cli.audit.compile import CompiledPass
from sparse_cli.audit.lockfile import update_lock
lock, writer, rounds = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
print("ready", flush=True)
sys.stdin.readline()
for round in range(rounds):
    name, text = f"{writer}-{round}", f"module @w{writer}_{round} {{}}\\n"
    update_lock(lock, [CompiledPass(
        contract=name, source=f"{name}.json", cache_key=hashlib.sha256(name.encode()).hexdigest(), semantics={}, target="v5e",
        pass_="fwd", backend="pallas", backend_reason="", program_hash=hashlib.sha256(text.encode()).hexdigest(),
        lowering_seconds=0.0, versions={}, kernels=[], program_text=text, smem_budget=1, smem_advice=[], work={})])
"""


def test_concurrent_lock_writers_lose_no_entry(tmp_path):
    """Ten processes each add entries to one lock at once: every entry lands, with its program text."""
    lock, writers, rounds = tmp_path / "L.lock", 10, 4
    procs = [subprocess.Popen([sys.executable, "-c", LOCK_WRITER, str(lock), str(w), str(rounds)], cwd=ROOT, text=True,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE) for w in range(writers)]
    try:
        assert all(proc.stdout.readline() == "ready\n" for proc in procs)
        for proc in procs:  # go, all together
            proc.stdin.write("\n")
            proc.stdin.flush()
        for proc in procs:
            _, err = proc.communicate(timeout=120)
            assert proc.returncode == 0, err
    finally:
        for proc in procs:
            proc.kill()
            proc.wait()
    entries = json.loads(lock.read_text())["entries"]
    assert sorted(entries) == sorted(f"{w}-{r}/v5e/fwd" for w in range(writers) for r in range(rounds))
    for entry in entries.values():
        text = (tmp_path / entry["program_file"]).read_bytes()
        assert hashlib.sha256(text).hexdigest() == entry["program_hash"]
    assert sorted(os.listdir(tmp_path)) == ["L.lock", "L.lock.d"]  # no staging entry, no lock file left behind


def waiting_for_flock(pids) -> set[int]:
    """Which of ``pids`` wait for an flock (``/proc/locks`` marks a blocked request ``->``)."""
    fields = [line.split() for line in Path("/proc/locks").read_text().splitlines()]
    return {int(f[5]) for f in fields if f[1:3] == ["->", "FLOCK"]} & set(pids)


@pytest.mark.skipif(not os.path.exists("/proc/locks"), reason="reads blocked lock requests from /proc/locks")
def test_concurrent_compile_updates_wait_for_the_lock_and_all_land(tmp_path):
    """Three ``compile --lock L --update`` processes while this test holds the lock: each
    compiles, then waits for the lock (none writes the lock under another holder); released,
    every entry lands."""
    names = [f"writer-{i}" for i in range(3)]
    for name in names:
        write(tmp_path, json.loads(EXAMPLE.read_text()) | {"name": name}, f"{name}.json")
    cli = Path(sys.executable).parent / "sparse-cli"
    lock = tmp_path / "L.lock"
    with exclusive(tmp_path / "L.lock.d"):
        procs = [subprocess.Popen([str(cli), "compile", str(tmp_path / f"{name}.json"), "--lock", str(lock), "--update"],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for name in names]
        pids = [proc.pid for proc in procs]
        deadline = time.monotonic() + 240
        while waiting_for_flock(pids) != set(pids):
            finished = [proc for proc in procs if proc.poll() is not None]
            assert not finished, f"a writer ended while another held the lock: {finished[0].communicate()[1]}"
            assert time.monotonic() < deadline, "the writers never asked for the lock"
            time.sleep(0.2)
        assert not lock.exists()
    for proc in procs:
        _, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
    entries = json.loads(lock.read_text())["entries"]
    assert sorted(entries) == [f"{name}/v5e/fwd" for name in names]
    assert all((tmp_path / entry["program_file"]).is_file() for entry in entries.values())


def nothing_compiled(monkeypatch):
    """Fail any child process started from here on: programs are compiled in child processes."""
    def started(command, *args, **kwargs):
        raise AssertionError(f"started {command}: refused too late")

    monkeypatch.setattr(subprocess, "run", started)
    monkeypatch.setattr(subprocess, "Popen", started)


@pytest.mark.parametrize("odd", ["file", "symlink"])
def test_a_lock_texts_directory_that_is_not_a_directory_is_refused(tmp_path, monkeypatch, odd):
    """``L.lock.d`` as a file, or a link (here to a directory outside the repository): exit 2
    before anything is compiled, nothing written through the link."""
    repo, outside = tmp_path / "repo", tmp_path / "outside"
    repo.mkdir()
    outside.mkdir()
    texts = repo / "L.lock.d"
    if odd == "file":
        texts.write_text("not a directory\n")
    else:
        texts.symlink_to(outside, target_is_directory=True)
    nothing_compiled(monkeypatch)
    for mode in ("--update", "--check"):
        result = invoke("compile", EXAMPLE, "--lock", repo / "L.lock", mode)
        assert_clean_failure(result, "L.lock.d", "symlink" if odd == "symlink" else "not a directory")
    assert list(outside.iterdir()) == [] and sorted(os.listdir(repo)) == ["L.lock.d"]


def test_a_lock_that_cannot_be_written_is_a_lock_error(tmp_path):
    from sparse_cli.audit.lockfile import LockError, update_lock

    (tmp_path / "file").write_text("")
    with pytest.raises(LockError, match="no directory .* to hold it"):  # a file where its directory should be
        update_lock(tmp_path / "file" / "L.lock", [])


def test_a_symlinked_cache_slot_is_never_written_through(tmp_path, isolated_cache):
    contract = sparse_cli.load_contract(EXAMPLE)
    victim = save_plan(sparse_cli.plan(small_contract({"kind": "causal"})), tmp_path / "victim")
    before = (victim / "manifest.json").read_bytes()
    cache = PlanCache()
    slot = cache.path(contract.cache_key(), 1 << 20)
    slot.parent.mkdir(parents=True)
    slot.symlink_to(victim, target_is_directory=True)
    result = invoke("plan", EXAMPLE, "-o", tmp_path / "out", "--json")
    assert result.exit_code == 0 and json.loads(result.stdout)["cache"] == "miss"
    assert (victim / "manifest.json").read_bytes() == before
    assert not slot.is_symlink() and load_plan(slot).contract.cache_key() == contract.cache_key()


# --------------------------------------------------------------------------- the cache and artifacts


def test_the_cache_never_serves_another_contracts_plan(tmp_path, isolated_cache):
    a = write(tmp_path, small_contract({"kind": "causal"}, q_len=1024, kv_len=1024), "a.json")
    b = write(tmp_path, small_contract({"kind": "sliding_window", "size": 100}, q_len=1024, kv_len=1024), "b.json")
    assert invoke("plan", a, "-o", tmp_path / "pa").exit_code == 0
    cache = PlanCache()
    slot_a = cache.path(sparse_cli.load_contract(a).cache_key(), 1 << 20)
    slot_b = cache.path(sparse_cli.load_contract(b).cache_key(), 1 << 20)
    shutil.copytree(slot_a, slot_b)  # A's entry in B's slot
    result = json.loads(invoke("plan", b, "-o", tmp_path / "pb", "--json").stdout)
    assert result["cache"] == "miss"
    assert load_plan(tmp_path / "pb").contract.cache_key() == sparse_cli.load_contract(b).cache_key()
    assert result["manifest"]["contract"]["mask"]["kind"] == "sliding_window"


def test_an_odd_cache_slot_costs_a_replan_not_the_command(tmp_path, isolated_cache):
    contract = sparse_cli.load_contract(EXAMPLE)
    slot = PlanCache().path(contract.cache_key(), 1 << 20)
    slot.parent.mkdir(parents=True)
    slot.write_text("not a directory")
    result = invoke("plan", EXAMPLE, "-o", tmp_path / "out", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(invoke("plan", EXAMPLE, "-o", tmp_path / "out2", "--json").stdout)["cache"] == "hit"


def test_a_forged_cache_entry_whose_hashes_agree_is_a_miss_and_replaced(tmp_path, isolated_cache):
    """A cache from elsewhere may hold worklists and stats a forger rehashed: only an entry sealed
    with this machine's key (kept outside the cache) is served; one sealed elsewhere is a miss too."""
    contract = sparse_cli.load_contract(EXAMPLE)
    assert json.loads(invoke("plan", EXAMPLE, "-o", tmp_path / "p0", "--json").stdout)["cache"] == "miss"
    slot = PlanCache().path(contract.cache_key(), 1 << 20)
    arrays = original_arrays(slot)
    arrays["fwd_block_mask"] = np.where(arrays["fwd_block_mask"] == 2, 0, arrays["fwd_block_mask"])  # full tiles dropped
    rewrite_npz(slot, arrays)
    edit = json.loads((slot / "manifest.json").read_text())
    edit["stats"]["block_density"] = 0.001
    (slot / "manifest.json").write_text(json.dumps(edit))
    load_plan(slot)  # every hash agrees: only the seal tells
    result = json.loads(invoke("plan", EXAMPLE, "-o", tmp_path / "p1", "--json").stdout)
    assert result["cache"] == "miss" and result["stats"]["block_density"] == sparse_cli.plan(contract).stats.block_density
    assert np.array_equal(load_plan(tmp_path / "p1").fwd.block_mask, sparse_cli.plan(contract).fwd.block_mask)
    assert json.loads(invoke("plan", EXAMPLE, "-o", tmp_path / "p2", "--json").stdout)["cache"] == "hit"
    elsewhere = PlanCache(key_file=tmp_path / "another-machine.key")
    assert elsewhere.get(contract.cache_key(), 1 << 20) is None
    assert stat.S_IMODE(PlanCache().key_file.stat().st_mode) == 0o600


def test_a_cache_key_that_is_not_one_costs_the_store_and_says_so(tmp_path, isolated_cache):
    key_file = PlanCache().key_file
    key_file.parent.mkdir(parents=True)
    key_file.write_text("short")
    result = json.loads(invoke("plan", EXAMPLE, "-o", tmp_path / "p", "--json").stdout)
    assert result["cache"].startswith("miss (not stored: ") and "plan-cache.key" in result["cache"]
    assert key_file.read_text() == "short"


@pytest.fixture
def plan_dir(tmp_path):
    return save_plan(sparse_cli.plan(small_contract({"kind": "causal"})), tmp_path / "plan")


def rewrite_npz(directory, arrays, compression=zipfile.ZIP_STORED, headers=None):
    """Write ``arrays`` as the plan's npz and a self-consistent manifest for them (a forger
    controls both files); ``headers`` overrides the shape a member's .npy header announces."""
    import hashlib
    import io

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression) as archive:
        for key, array in arrays.items():
            member = io.BytesIO()
            np.lib.format.write_array(member, array)
            data = member.getvalue()
            if headers and key in headers:
                data = data.replace(str(array.shape).encode(), str(headers[key]).encode(), 1)
            archive.writestr(f"{key}.npy", data)
    data = buffer.getvalue()
    (directory / "worklists.npz").write_bytes(data)
    manifest = json.loads((directory / "manifest.json").read_text())
    manifest["files"]["worklists.npz"] = {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
    manifest["arrays"] = {key: {"shape": list((headers or {}).get(key, a.shape)), "dtype": str(a.dtype),
                                "sha256": hashlib.sha256(np.ascontiguousarray(a).tobytes()).hexdigest()} for key, a in arrays.items()}
    (directory / "manifest.json").write_text(json.dumps(manifest))


def original_arrays(directory):
    with np.load(directory / "worklists.npz") as npz:
        return {key: npz[key] for key in npz.files}


def test_a_self_consistent_plan_announcing_a_terabyte_is_refused_before_reading(plan_dir):
    arrays = original_arrays(plan_dir)
    rewrite_npz(plan_dir, arrays, headers={"fwd_block_mask": (1 << 20, 1 << 20)})
    with pytest.raises(ArtifactError, match="announces"):
        load_plan(plan_dir)


def test_a_header_that_lies_about_its_shape_is_refused(plan_dir):
    arrays = original_arrays(plan_dir)
    rewrite_npz(plan_dir, arrays)
    manifest = json.loads((plan_dir / "manifest.json").read_text())
    rewrite_npz(plan_dir, arrays, headers={"fwd_data_next": (1, 5, 2)})
    manifest_after = json.loads((plan_dir / "manifest.json").read_text())
    manifest_after["arrays"]["fwd_data_next"]["shape"] = manifest["arrays"]["fwd_data_next"]["shape"]
    (plan_dir / "manifest.json").write_text(json.dumps(manifest_after))
    with pytest.raises(ArtifactError):
        load_plan(plan_dir)


def test_compressed_members_are_refused_unread(plan_dir):
    arrays = original_arrays(plan_dir)
    arrays["sample_bomb"] = np.zeros(1 << 22, np.int8)  # 4 MiB of zeros deflate to a few KiB
    rewrite_npz(plan_dir, arrays, compression=zipfile.ZIP_DEFLATED)
    with pytest.raises(ArtifactError, match="announces|compressed"):
        load_plan(plan_dir)


@pytest.mark.parametrize("field, value", [("versions", []), ("versions", None), ("arrays", []), ("format_version", True),
                                          ("format_version", 1.0), ("stats", [])])
def test_manifest_fields_of_the_wrong_json_type_are_refused_by_name(plan_dir, field, value):
    manifest = json.loads((plan_dir / "manifest.json").read_text())
    (plan_dir / "manifest.json").write_text(json.dumps(manifest | {field: value}))
    for command in (("verify", plan_dir), ("run", plan_dir, "--steps", "1"), ("compile", plan_dir)):
        assert_clean_failure(invoke(*command), field.replace("_", " ") if field == "format_version" else f"{field}: Input should be")


def test_out_of_range_worklists_are_refused(plan_dir):
    arrays = original_arrays(plan_dir)
    arrays["fwd_data_next"] = arrays["fwd_data_next"] + 100  # points past the last kv block
    rewrite_npz(plan_dir, arrays)
    with pytest.raises(ArtifactError, match="out of range"):
        load_plan(plan_dir)


def test_an_npz_that_is_a_directory_is_refused(plan_dir):
    (plan_dir / "worklists.npz").unlink()
    (plan_dir / "worklists.npz").mkdir()
    with pytest.raises(ArtifactError):
        load_plan(plan_dir)


def test_output_problems_are_refused_before_any_work(tmp_path, isolated_cache):
    target = tmp_path / "a-file"
    target.write_text("keep me")
    assert_clean_failure(invoke("plan", EXAMPLE, "-o", target), "exists and is not a directory")
    assert target.read_text() == "keep me" and not isolated_cache.exists()  # nothing cached either
    dangling = tmp_path / "dangling"
    dangling.symlink_to(tmp_path / "nowhere")
    assert_clean_failure(invoke("plan", EXAMPLE, "-o", dangling), "symlink to nothing")
    (tmp_path / "loop").symlink_to("loop")
    assert_clean_failure(invoke("plan", EXAMPLE, "-o", tmp_path / "loop"), "loop: a symlink loop")
    for under in (dangling, tmp_path / "loop"):
        assert_clean_failure(invoke("plan", EXAMPLE, "-o", under / "new"), "a symlink loop" if under.name == "loop" else "not a writable directory")
    with pytest.raises(ArtifactError, match="holds a NUL byte"):
        save_plan(sparse_cli.plan(small_contract({"kind": "causal"})), tmp_path / "a\0b")
    assert not isolated_cache.exists()
    if os.geteuid() != 0:  # root writes anywhere
        locked_dir = tmp_path / "ro"
        locked_dir.mkdir(mode=0o500)
        assert_clean_failure(invoke("plan", EXAMPLE, "-o", locked_dir / "new"), "cannot write there")


@pytest.mark.parametrize("args", [("plan", EXAMPLE, "-o", ""), ("plan", ""), ("classify", ""), ("classify", EXAMPLE, "--png", ""),
                                  ("compile", EXAMPLE, "--emit", ""), ("compile", EXAMPLE, "--lock", "", "--update"),
                                  ("tune", EXAMPLE, "--output", ""), ("run", ""), ("verify", "")])
def test_an_empty_path_is_refused_and_nothing_is_written(args, tmp_path, monkeypatch):
    """``-o "$UNSET"``: an empty path is no path (``Path("")`` is the working directory)."""
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    result = invoke(*args)
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert "an empty path" in " ".join(result.stderr.split()), result.stderr
    assert list(work.iterdir()) == []


def test_what_a_plan_would_write_through_or_over_is_refused_before_any_work(tmp_path, isolated_cache, monkeypatch):
    """A plan writes ``DIR/<file stem>``, ``masks/`` and ``worklists.npz``: a stem of ``.`` or
    ``..`` (``...json``: the plan lands beside DIR), a ``masks`` that is a link (its mask file
    would land where it leads) or a user's file, or a ``worklists.npz`` beside no plan manifest
    are refused (exit 2) before anything is planned or written; everything is as it was."""
    dotted = tmp_path / "in" / "...json"
    dotted.parent.mkdir()
    dotted.write_bytes(EXAMPLE.read_bytes())
    elsewhere, linked, files, stray = (tmp_path / name for name in ("elsewhere", "linked", "files", "stray"))
    for directory in (elsewhere, linked, files / "b", stray):
        directory.mkdir(parents=True)
    (linked / "masks").symlink_to(elsewhere, target_is_directory=True)
    (files / "b" / "masks").write_text("mine")
    (stray / "worklists.npz").write_text("mine")
    monkeypatch.chdir(tmp_path)  # `plans/` is the default parent
    bigbird = ROOT / "contracts" / "bigbird-itc-4096.json"  # a contract with a mask file
    b = tmp_path / "in" / "b.json"
    b.write_bytes(bigbird.read_bytes())
    shutil.copytree(bigbird.parent / "masks", tmp_path / "in" / "masks")
    for args, word in [((dotted,), "leaves '..' to name its plan directory"), ((EXAMPLE, dotted, "-o", tmp_path / "out"), "leaves '..'"),
                       ((b, "-o", linked), "masks: is a symlink"), ((EXAMPLE, b, "-o", files), "b/masks: exists and is not a directory"),
                       ((EXAMPLE, "-o", stray), "worklists.npz: exists beside no manifest.json")]:
        before = sorted(str(p) for p in tmp_path.rglob("*"))
        assert_clean_failure(invoke("plan", *args), word)
        assert sorted(str(p) for p in tmp_path.rglob("*")) == before and not isolated_cache.exists()
    assert (files / "b" / "masks").read_text() == (stray / "worklists.npz").read_text() == "mine"


def test_a_problem_is_blamed_on_what_has_it(tmp_path, monkeypatch):
    """A bad planning limit is the environment's, not the plan directory's ("damaged plan
    artifact"); a mask file that is a directory is one, not a missing file."""
    out = tmp_path / "plan"
    assert invoke("plan", EXAMPLE, "-o", out).exit_code == 0
    monkeypatch.setenv("SPARSE_CLI_MAX_PLAN_BYTES", "abc")
    result = invoke("classify", out)
    assert_clean_failure(result, "SPARSE_CLI_MAX_PLAN_BYTES")
    assert "damaged" not in result.stderr
    monkeypatch.delenv("SPARSE_CLI_MAX_PLAN_BYTES")
    (tmp_path / "mask.npy").mkdir()
    contract = write(tmp_path, small_contract({"kind": "explicit", "file": "mask.npy", "sha256": "0" * 64}))
    assert_clean_failure(invoke("classify", contract), "mask file 'mask.npy': is not a regular file")


def test_markup_in_paths_is_printed_literally(tmp_path):
    out = tmp_path / "plan[/]x[bold]"
    result = invoke("plan", EXAMPLE, "-o", out)
    assert result.exit_code == 0, result.output
    assert "plan[/]x[bold]" in result.stdout.replace("\n", "")


@pytest.mark.parametrize("pid", ["dead", str(2**31), "9" * 30])
def test_staging_left_by_a_killed_writer_is_cleaned_up(tmp_path, pid):
    """A pid no process has: one that ended, or past the system's range (a hostile entry's: its
    check raised OverflowError out of every writer)."""
    if pid == "dead":
        pid = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True).stdout.strip()
    stale = tmp_path / f".plan.tmp-{pid}-abc"
    stale.mkdir()
    (stale / "worklists.npz").write_bytes(b"half")
    save_plan(sparse_cli.plan(small_contract({"kind": "causal"})), tmp_path / "plan")
    assert not stale.exists() and load_plan(tmp_path / "plan")


def test_concurrent_plans_into_one_new_directory_all_succeed(tmp_path):
    out = tmp_path / "shared"
    command = [sys.executable, "-c", "from sparse_cli.cli.app import main; main()", "plan", str(EXAMPLE), "-o", str(out), "--no-cache"]
    processes = [subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True) for _ in range(8)]
    errors = [p.communicate(timeout=120)[1] for p in processes]
    assert all(p.returncode == 0 for p in processes), errors
    assert load_plan(out).contract.name == "gemma2-9b-sliding-4096"
    assert sorted(p.name for p in out.iterdir()) == ["manifest.json", "worklists.npz"]


def test_concurrent_plans_of_different_contracts_into_one_directory_leave_one_whole_plan(tmp_path, monkeypatch):
    """Writers of different plans into a directory that is there took no turns: each replaced
    its files one by one, so the directory could end with one writer's manifest beside another's
    worklists (every writer exiting 0, the next read refused). Each file's commit is slowed here
    so that unsynchronised writers interleave for sure: the directory ends as one writer's plan."""
    import threading
    import time

    from sparse_cli import artifacts

    staged = artifacts.staged_file

    @contextlib.contextmanager
    def slow(path, *args, **kwargs):
        with staged(path, *args, **kwargs) as handle:
            yield handle
        time.sleep(0.05)

    monkeypatch.setattr(artifacts, "staged_file", slow)
    (tmp_path / "shared").mkdir()
    out = tmp_path / "link"  # reached through a link, as a user may name it
    out.symlink_to(tmp_path / "shared")
    plans = [sparse_cli.plan(small_contract({"kind": "sliding_window", "size": 40 * (i + 1)})) for i in range(4)]
    failures = []

    def write(plan):
        try:
            save_plan(plan, out)
        except Exception as error:  # every writer must succeed (a check mid-write once refused the directory)
            failures.append(error)

    writers = [threading.Thread(target=write, args=(plan,)) for plan in plans]
    for writer in writers:
        writer.start()
    for writer in writers:
        writer.join()
    assert not failures, failures
    loaded = load_plan(out)
    assert any(np.array_equal(loaded.fwd.block_mask, plan.fwd.block_mask) and loaded.contract == plan.contract for plan in plans)


def _command(*args) -> list[str]:
    return [sys.executable, "-c", "from sparse_cli.cli.app import main; main()", *map(str, args)]


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_stdout_that_is_closed_or_full_never_gets_a_traceback(tmp_path):
    """``>&-``: every command failed on its first line (a traceback, exit 1, no plan written); it
    now runs with its output dropped. ``> /dev/full``: the failed write was taken for bad input
    (exit 2, though the plan was written), and under --json it ended in a traceback; it is exit 1
    with one message on stderr, and bad input keeps its 2."""
    out = tmp_path / "plan"
    closed = subprocess.run(["sh", "-c", 'exec "$@" >&-', "sh", *_command("plan", EXAMPLE, "-o", out)], stderr=subprocess.PIPE,
                            text=True, timeout=300)
    assert closed.returncode == 0 and "Traceback" not in closed.stderr, closed.stderr
    assert load_plan(out).contract.name == "gemma2-9b-sliding-4096"
    bad = tmp_path / "bad.json"
    bad.write_text('{"name": 1}')
    with open("/dev/full", "w") as full:
        for args, code in (((EXAMPLE, "-o", out), 1), ((EXAMPLE, "-o", out, "--json"), 1), ((bad, "--json"), 2)):
            result = subprocess.run(_command("plan", *args), stdout=full, stderr=subprocess.PIPE, text=True, timeout=300)
            assert result.returncode == code and "Traceback" not in result.stderr, (args, result.stderr)
            assert ("cannot write the output to stdout" in result.stderr) == (code == 1), result.stderr


def test_emit_replaces_only_what_an_earlier_emit_wrote(tmp_path):
    """``compile --emit DIR`` replaced a user's files of its names without a word (plan, --png and
    tune --output refuse to); a pass's files are an earlier --emit's when its receipt is."""
    emit = tmp_path / "emit"
    emit.mkdir()
    precious = emit / "gemma2-9b-sliding-4096.v5e.fwd.mlir"
    precious.write_text("precious")
    result = invoke("compile", EXAMPLE, "--emit", emit)
    assert result.exit_code == 2 and "is not an earlier --emit's" in result.stderr and precious.read_text() == "precious"
    assert sorted(p.name for p in emit.iterdir()) == [precious.name]  # nothing written
    precious.unlink()
    assert invoke("compile", EXAMPLE, "--emit", emit).exit_code == 0
    receipt = json.loads((emit / "gemma2-9b-sliding-4096.v5e.fwd.json").read_text())
    assert invoke("compile", EXAMPLE, "--emit", emit).exit_code == 0  # its own files: replaced
    assert precious.read_text().startswith("module") and receipt["program_hash"]


# --------------------------------------------------------------------------- inputs at the API boundary


def documents_contract(max_grid_width=None):
    return sparse_cli.load_contract(small_contract(
        {"kind": "documents", "mask": {"kind": "causal"}, "max_grid_width": max_grid_width},
        q_len=256, kv_len=256, block_q=64, block_kv=64, segment_ids=True))


def test_segment_ids_are_checked_at_the_boundary():
    contract = documents_contract()
    attention = Attention(sparse_cli.plan(contract), "pallas", interpret=True)
    q = jnp.ones((2, 256, 64), jnp.float32)
    ids = jnp.zeros(256, jnp.int32)
    with pytest.raises(ValueError, match=r"segment_ids.q must be integers of shape \(256,\)"):
        attention(q, q, q, SegmentIds(ids[:200], ids))
    with pytest.raises(ValueError, match=r"segment_ids.kv must be integers of shape \(256,\)"):
        attention(q, q, q, SegmentIds(ids, jnp.zeros(300, jnp.int32)))
    with pytest.raises(ValueError, match="one batch size"):
        attention(q[None], q, q, SegmentIds(ids, ids))
    out = attention(q, q, q, (ids, ids))  # a plain pair works
    assert out.shape == q.shape and sparse_cli.SegmentIds is SegmentIds
    for interpret in ("yes", "no", 1):  # any of these was taken as a request to interpret
        with pytest.raises(TypeError, match="interpret must be None, True, False or pltpu.InterpretParams"):
            Attention(sparse_cli.plan(documents_contract()), "pallas", interpret=interpret)


def test_segment_ids_of_any_integer_type_mean_their_values():
    """Unsigned ids (their -1 sentinel wrapped: mixed blocks taken as one document) and int64 ids
    past int32 (truncated: 0 and 2**32 one document) gave wrong outputs silently; ids of every
    integer type now mean their values, or are refused where they cannot fit the kernels' int32."""
    attention = Attention(sparse_cli.plan(documents_contract()), "pallas", interpret=True)
    rng = np.random.default_rng()
    q, k, v = (jnp.asarray(rng.standard_normal((2, 256, 64)), jnp.float32) for _ in range(3))
    cuts = np.sort(rng.choice(np.arange(1, 256), 2, replace=False))  # three documents, boundaries inside blocks
    ids = np.searchsorted(cuts, np.arange(256), side="right")
    expected = np.asarray(attention(q, k, v, (ids.astype(np.int32),) * 2))
    allowed = (np.arange(256)[None] <= np.arange(256)[:, None]) & (ids[:, None] == ids[None])  # causal within a document
    scores = np.where(allowed, np.einsum("hqd,hkd->hqk", np.float64(q), np.float64(k)) / 8.0, -np.inf)
    weights = np.exp(scores - scores.max(-1, keepdims=True))
    np.testing.assert_allclose(expected, weights / weights.sum(-1, keepdims=True) @ np.float64(v), atol=2e-5)
    for dtype in (np.uint8, np.uint16, np.uint32, np.int64, np.int16):
        np.testing.assert_array_equal(np.asarray(attention(q, k, v, (ids.astype(dtype),) * 2)), expected, err_msg=str(dtype))
    with pytest.raises(ValueError, match="must fit in int32"):
        attention(q, k, v, (ids.astype(np.int64) << 32,) * 2)
    with pytest.raises(TypeError, match="cast them to int32"):
        jax.jit(lambda ids: attention(q, k, v, (ids, ids)))(jnp.asarray(ids, jnp.uint32))


def test_sinks_and_value_shapes_are_checked_at_the_boundary():
    contract = sparse_cli.load_contract(small_contract({"kind": "causal"}, q_len=256, kv_len=256, block_q=64, block_kv=64,
                                                       sinks=True) | {"shape": {"q_len": 256, "kv_len": 256, "num_heads": 2,
                                                                                "head_dim": 64, "head_dim_v": 32}})
    attention = Attention(sparse_cli.plan(contract), "pallas", interpret=True)
    q, v, sinks = jnp.ones((2, 256, 64), jnp.float32), jnp.ones((2, 256, 32), jnp.float32), jnp.zeros(2, jnp.float32)
    with pytest.raises(ValueError, match=r"v \(2, 256, 32\)"):
        attention(q, q, q, None, sinks)  # values of head_dim, not head_dim_v
    with pytest.raises(ValueError, match="sinks must be given exactly when the contract sets sinks"):
        attention(q, q, v)
    with pytest.raises(ValueError, match=r"sinks must be floats of shape \(2,\)"):
        attention(q, q, v, None, jnp.zeros(3, jnp.float32))
    with pytest.raises(ValueError, match=r"sinks must be floats"):
        attention(q, q, v, None, jnp.zeros(2, jnp.int32))
    with pytest.raises(ValueError, match=r"sinks must be floats of shape \(2,\)"):  # numpy's "inhomogeneous shape" named nothing
        attention(q, q, v, None, [1.0, [2.0]])
    out = attention(q, q, v, None, sinks)
    assert out.shape == (2, 256, 32)
    plain = Attention(sparse_cli.plan(documents_contract()), "pallas", interpret=True)
    with pytest.raises(ValueError, match="sinks must be given exactly when the contract sets sinks"):
        plain(q, q, q, (jnp.zeros(256, jnp.int32),) * 2, sinks)


def test_attention_under_jit_with_traced_ids_and_a_stated_bound():
    contract = documents_contract(max_grid_width=4)
    plan = sparse_cli.plan(contract)
    rng = np.random.default_rng(0)
    q, k, v = (jnp.asarray(rng.standard_normal((2, 256, 64)), jnp.float32) for _ in range(3))
    ids = jnp.asarray(np.repeat(np.arange(4, dtype=np.int32), 64))  # four one-block documents: fits
    out = jax.jit(lambda q, k, v, ids: sparse_cli.attention(q, k, v, plan, segment_ids=(ids, ids), backend="pallas"))(q, k, v, ids)
    want = attention_reference(q, k, v, contract, SegmentIds(ids, ids))[0]
    np.testing.assert_allclose(np.asarray(out), np.asarray(want), rtol=2e-5, atol=2e-5)


def sinks_contract(offset=-8, **shape):
    """Two heads with attention sinks; ``offset`` -8 leaves 8 queries attending nothing."""
    return sparse_cli.load_contract(small_contract({"kind": "causal", "offset": offset}, q_len=256, kv_len=256, block_q=128,
                                                   block_kv=128, sinks=True)
                                    | {"shape": {"q_len": 256, "kv_len": 256, "num_heads": 2, "head_dim": 64, **shape}})


@pytest.mark.parametrize("backend", ["auto", "dense", "pallas"])
@pytest.mark.parametrize("sinks", [[float("nan"), 0.0], [0.0, float("inf")], np.array([-np.inf, 0.0], np.float32),
                                   jnp.array([0.0, jnp.nan], jnp.bfloat16)], ids=["nan-list", "inf-list", "-inf-numpy", "nan-jax"])
def test_non_finite_sinks_are_refused_at_the_boundary(backend, sinks):
    plan = sparse_cli.plan(sinks_contract())
    q = jnp.ones((2, 256, 64), jnp.float32)
    head = int(np.flatnonzero(~np.isfinite(np.asarray(sinks, np.float64)))[0])
    with pytest.raises(ValueError, match=rf"sinks must be finite.*head {head} has -?(nan|inf)"):
        sparse_cli.attention(q, q, q, plan, sinks=sinks, backend=backend)
    out = sparse_cli.attention(q, q, q, plan, sinks=[0.5, -1.0], backend=backend)  # a list of finite sinks works
    assert out.shape == q.shape and np.isfinite(np.asarray(out)).all()


def traced(attention, q, k, v, sinks):
    """The output of ``attention`` with ``sinks`` traced (a caller's own jit), as numpy."""
    return np.asarray(jax.jit(lambda s: attention.call(attention.data, q, k, v, None, s))(sinks))


def test_traced_non_finite_sinks_make_their_heads_rows_nan_on_every_backend():
    """Inside a caller's jit the sinks cannot be read: a NaN or +inf sink makes every row of its
    head NaN on every backend (none returns finite nonsense), other heads are exact."""
    plan = sparse_cli.plan(sinks_contract(offset=0))  # Splash refuses queries that attend nothing
    rng = np.random.default_rng(1)
    q, k, v = (jnp.asarray(rng.standard_normal((2, 256, 64)), jnp.float32) for _ in range(3))
    backends = {name: Attention(plan, name, interpret=True) for name in ("dense", "pallas", "splash")}
    for bad in (np.nan, np.inf):
        sinks = jnp.asarray([bad, 0.3], jnp.float32)
        exact = attention_reference(q, k, v, plan.contract, sinks=jnp.asarray([0.0, 0.3]))[0][1]
        for name, attention in backends.items():
            out = traced(attention, q, k, v, sinks)
            assert np.isnan(out[0]).all(), f"{name}: a {bad} sink left finite rows in its head"
            np.testing.assert_allclose(out[1], np.asarray(exact), rtol=2e-4, atol=2e-4, err_msg=name)
    empty_rows = sparse_cli.plan(sinks_contract())  # rows that attend nothing are NaN too
    for name in ("dense", "pallas"):
        out = traced(Attention(empty_rows, name, interpret=True), q, k, v, jnp.asarray([np.nan, 0.3], jnp.float32))
        assert np.isnan(out[0]).all() and np.isfinite(out[1]).all(), name


@pytest.mark.parametrize("backend", ["dense", "pallas"])
@pytest.mark.parametrize("argument", ["q", "k", "v"])
@pytest.mark.parametrize("dtype", [jnp.int32, jnp.bool_, np.uint8])
def test_q_k_v_must_be_floating_point(backend, argument, dtype):
    plan = sparse_cli.plan(sinks_contract(dtype="float32"))
    inputs = {name: jnp.ones((2, 256, 64), jnp.float32) for name in ("q", "k", "v")}
    inputs[argument] = inputs[argument].astype(dtype)
    with pytest.raises(TypeError, match=rf"^{argument} must be floating point: the contract expects float32.*got {np.dtype(dtype)}"):
        sparse_cli.attention(*inputs.values(), plan, sinks=jnp.zeros(2), backend=backend)


def test_wrong_argument_types_name_the_argument(tmp_path):
    """Every public entry point: a TypeError naming the argument and what it takes, never an
    AttributeError from deep inside."""
    document = small_contract({"kind": "causal"}, q_len=256, kv_len=256)
    plan = sparse_cli.plan(document)
    ids = documents_contract()
    documents = sparse_cli.plan(ids)
    q = jnp.ones((2, 256, 64), jnp.float32)
    row = np.zeros(256, np.int32)
    cases = [
        (lambda: sparse_cli.attention(q, q, q, document), "plan must be a sparse_cli.Plan.*got dict"),
        (lambda: sparse_cli.Attention(document, "pallas"), "plan must be a sparse_cli.Plan.*got dict"),
        (lambda: sparse_cli.attention(q.tolist(), q, q, plan), r"q must be an array.*got list"),
        (lambda: sparse_cli.attention(q, q, np.ones((2, 256, 64)).tolist(), plan), r"v must be an array.*got list"),
        (lambda: sparse_cli.attention(q, q, q, documents, segment_ids=(row.tolist(), row)), r"segment_ids.q must be an array.*got list"),
        (lambda: sparse_cli.plan(plan), "contract must be a contract file's path.*got Plan"),
        (lambda: sparse_cli.plan(None), "contract must be .*got NoneType"),
        (lambda: sparse_cli.plan(document, smem_budget="4096"), "smem_budget must be a positive integer.*got str"),
        (lambda: sparse_cli.plan(document, max_bytes=1.5), "max_bytes must be a positive integer.*got float"),
        (lambda: sparse_cli.load_contract(42), "contract must be .*got int"),
        (lambda: sparse_cli.load_plan(7), "out_dir must be a plan directory's path.*got int"),
        (lambda: sparse_cli.save_plan(document, tmp_path / "p"), "plan must be a sparse_cli.Plan.*got dict"),
        (lambda: sparse_cli.save_plan(plan, 3), "out_dir must be a directory's path.*got int"),
    ]
    for call, message in cases:
        with pytest.raises(TypeError, match=message):
            call()
    with pytest.raises(ValueError, match="smem_budget must be a positive number of bytes; got 0"):
        sparse_cli.plan(document, smem_budget=0)
    assert not (tmp_path / "p").exists()
@pytest.mark.parametrize("mesh, words", [
    ("heads=1,heads=2,q=1", "heads is given twice"), ("q=2,q=4", "q is given twice"),
    ("", "expected heads=H,q=Q"), (",,,", "expected heads=H,q=Q"), ("heads=2,,q=2", "expected heads=H,q=Q"),
    ("heads=\uff12", "ASCII digits"), ("q=\u0663", "ASCII digits"),
])
def test_mesh_specs_are_strict(mesh, words):
    """A duplicated axis, an empty spec or non-ASCII digits are bad input, never a silent guess."""
    from sparse_cli.mesh import MeshShape

    with pytest.raises(ValueError, match=words):
        MeshShape.parse(mesh)
    for command in ("run", "verify"):
        assert_clean_failure(invoke(command, EXAMPLE, "--scale-down", "512", "--mesh", mesh), "--mesh", words)
    assert_clean_failure(invoke("compile", EXAMPLE, "--deviceless", "v5e:2x2", "--mesh", mesh), "--mesh", words)
    assert MeshShape.parse(" heads=2, q=4 ") == MeshShape(2, 4)


# --------------------------------------------------------------------------- numerics


def test_float16_gradients_stay_finite_where_they_are_large():
    document = small_contract({"kind": "causal"}, q_len=256, kv_len=256)
    document["shape"]["dtype"] = "float16"
    contract = sparse_cli.load_contract(document)
    attention = Attention(sparse_cli.plan(contract), "pallas", interpret=True)
    rng = np.random.default_rng(0)
    q, k = (rng.standard_normal((2, 256, 64)) * 0.5 for _ in range(2))
    v = rng.standard_normal((2, 256, 64)) * 300  # dS reaches past float16's 65504; dq and dk stay below it
    cotangent = rng.standard_normal((2, 256, 64)) * 80
    out, pullback = jax.vjp(lambda q, k, v: attention(q, k, v), *(jnp.asarray(x, jnp.float16) for x in (q, k, v)))
    grads = pullback(jnp.asarray(cotangent, jnp.float16))
    want = reference64(contract, q, k, v, None, cotangent).tensors[1:]
    for name, got, ref in zip(("dq", "dk", "dv"), grads, want):
        got, ref = np.asarray(got, np.float64), np.asarray(ref)
        assert name == "dv" or 1e4 < np.abs(ref).max() < 6e4, "the test needs large but representable gradients"
        assert np.isfinite(got).all(), f"{name} overflowed"
        assert np.abs(got - ref).max() / np.abs(ref).max() < 2e-2, name


def test_verify_uses_the_tpu_interpreter_which_catches_out_of_bounds_indices(tmp_path, monkeypatch):
    from sparse_cli.planner import scale

    def corrupted(contract, **options):
        plan = sparse_cli.plan(contract, **options)
        data_next = plan.fwd.data_next.copy()
        data_next[0, -1, 0] = plan.stats.num_kv_blocks + 3  # one step reads past the last kv block
        return dataclasses.replace(plan, fwd=dataclasses.replace(plan.fwd, data_next=data_next))

    monkeypatch.setattr(scale, "plan", corrupted)  # the scaled-down plan verify executes
    result = invoke("verify", EXAMPLE, "--scale-down", "512", "--backend", "pallas")
    assert result.exit_code == 1, result.output
    assert "Out-of-bounds" in result.stderr and "Traceback" not in result.output


@pytest.mark.slow
def test_verify_tolerances_are_relative_to_dense_attention_in_the_same_dtype():
    verdict = json.loads(invoke("verify", EXAMPLE, "--scale-down", "512", "--grads", "--json").stdout)
    for error in verdict["errors"]:
        assert error["tolerance"] == pytest.approx(max(2e-2, 8 * error["dense_relative"]))
        assert error["passed"] == (error["relative"] <= error["tolerance"])


def test_a_self_consistent_plan_with_other_worklists_is_not_run_or_compiled(plan_dir):
    """A forger who rewrites both files passes the hash checks; running or compiling the
    directory still refuses it, because its worklists are not what this planner makes of its
    contract (here: one visited tile dropped, which would silently skip attention)."""
    from sparse_cli.artifacts import travelled_plan

    arrays = original_arrays(plan_dir)
    block_mask = arrays["fwd_block_mask"].copy()
    block_mask[0, -1, 0] = 0  # the last q block no longer visits kv block 0
    rewrite_npz(plan_dir, arrays | {"fwd_block_mask": block_mask})
    load_plan(plan_dir)  # hashes and ranges are consistent
    with pytest.raises(ArtifactError, match="fwd block_mask differ from what this sparse-cli plans"):
        travelled_plan(plan_dir)
    for command in (("verify", plan_dir), ("run", plan_dir, "--steps", "1", "--warmup", "0"), ("compile", plan_dir)):
        result = invoke(*command)
        assert result.exit_code == 2 and "differ from what this sparse-cli plans" in result.stderr, command


# --------------------------------------------------------------------------- round 3: budgets are facts of the chip


CHIP_SMEM = TARGETS["v5e"].smem_bytes


@pytest.mark.parametrize("command", ["plan", "classify", "compile", "run", "verify"])
@pytest.mark.parametrize("budget, words", [
    (2**63, ["more than the 1,048,576 bytes of SMEM a TPU v5e has"]), (CHIP_SMEM + 1, ["1,048,576"]),
    (1, ["the TPU compiler keeps 8,188 bytes", "8,189 to 1,048,576"]), (SMEM_RESERVE, ["8,189 to 1,048,576"]),
], ids=["2^63", "chip+1", "one-byte", "the-reserve"])
def test_an_smem_budget_the_chip_cannot_have_is_refused(tmp_path, command, budget, words):
    """A budget above the chip's SMEM would buy a "fits" the chip refuses; one within the
    compiler's reserve leaves no byte for step arrays: both are bad input naming the chip's figure."""
    extra = {"plan": ["-o", tmp_path / "out"], "run": ["--scale-down", "512"], "verify": ["--scale-down", "512"]}.get(command, [])
    result = invoke(command, EXAMPLE, "--smem-budget", budget, "--json", *extra)
    assert_clean_failure(result, "--smem-budget", *words)
    assert json.loads(result.stdout)["error"]["exit_code"] == 2 and not (tmp_path / "out").exists()


def test_the_budget_is_checked_against_each_contracts_chip(tmp_path):
    """Every layer of a model, and compile's --target, are held to their own chip."""
    model = {"name": "two-chips", "layers": [{"contract": small_contract({"kind": "causal"}, name="on-v5e")},
                                             {"contract": small_contract({"kind": "causal"}, name="on-v6e", target="v6e")}]}
    path = write(tmp_path, model, "model.json")
    for args in (("classify", path), ("plan", path, "-o", tmp_path / "out"), (f"{path}:on-v6e",)):
        args = ("classify", *args) if len(args) == 1 else args
        assert_clean_failure(invoke(*args, "--smem-budget", CHIP_SMEM + 1), "--smem-budget", "1,048,576 bytes of SMEM")
    assert_clean_failure(invoke("classify", f"{path}:on-v6e", "--smem-budget", CHIP_SMEM + 1), "on-v6e", "TPU v6e")
    assert_clean_failure(invoke("compile", EXAMPLE, "--target", "v6e", "--smem-budget", CHIP_SMEM + 1), "target v6e")
    assert invoke("classify", path, "--smem-budget", CHIP_SMEM, "--json").exit_code == 0


def test_the_python_api_and_a_plans_manifest_hold_the_same_bounds(plan_dir):
    document = small_contract({"kind": "causal"})
    for budget in (CHIP_SMEM + 1, SMEM_RESERVE):
        with pytest.raises(sparse_cli.ContractError, match=r"smem_budget .*1,048,576"):
            sparse_cli.plan(document, smem_budget=budget)
    manifest = json.loads((plan_dir / "manifest.json").read_text())
    (plan_dir / "manifest.json").write_text(json.dumps(manifest | {"smem_budget": 2**62}))
    with pytest.raises(ArtifactError, match="smem_budget 4,611,686,018,427,387,904 is more than the 1,048,576 bytes"):
        load_plan(plan_dir)
    edited = dataclasses.replace(sparse_cli.plan(document), smem_budget=2**62)  # a Plan edited in Python
    with pytest.raises(sparse_cli.ContractError, match="1,048,576 bytes of SMEM"):
        sparse_cli.program_report(edited)


def test_smem_advice_names_whole_blocks_no_larger_than_the_sequence():
    """At the smallest budget a chip can have, every overflow names what a launch may hold
    (never a reserve larger than the budget) and blocks that are integers, grown no further
    than the sequence takes."""
    document = small_contract({"kind": "per_head", "heads": [{"kind": "causal"}, {"kind": "sliding_window", "size": 40}]},
                              q_len=600, kv_len=200, block_q=8, block_kv=8, backend="pallas")
    smem = sparse_cli.program_report(sparse_cli.plan(document, smem_budget=SMEM_RESERVE + 1)).smem
    assert not smem.fits
    blocks = [advice for advice in smem.advice if "blocks of" in advice]
    assert len(blocks) == 2
    for advice in blocks:
        block_q, block_kv, cut = map(int, re.fullmatch(r"(?:fwd/dq|dkv): blocks of (\d+)x(\d+) would cut the step arrays by about (\d+)x",
                                                       advice).groups())
        assert 8 < block_q <= 600 and 8 < block_kv <= 200 and cut == block_q * block_kv // 64, advice
    assert all("a launch may hold 1 of the budget of 8,189" in advice for advice in smem.advice if "need" in advice)


# --------------------------------------------------------------------------- round 3: pipes, paths


def exit_into_a_closed_pipe(tmp_path, *args) -> tuple[int, str]:
    """``sparse-cli ARGS | head`` whose reader left before the first line: the exit code and stderr."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "SPARSE_CLI_CACHE_DIR": str(tmp_path / "cache")}
    process = subprocess.Popen([sys.executable, "-c", "from sparse_cli.cli.app import main; main()", *map(str, args)], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment)
    process.stdout.close()  # the reader left: every write to stdout breaks the pipe
    return process.wait(timeout=120), process.stderr.read().decode()


@pytest.mark.parametrize("args, code, words", [
    (("classify", EXAMPLE, "--check", "--smem-budget", SMEM_RESERVE + 8), 1, "exceed the SMEM budget"),
    (("classify", EXAMPLE, "--check", "--smem-budget", SMEM_RESERVE + 8, "--json"), 1, "exceed the SMEM budget"),
    (("classify", EXAMPLE, "--smem-budget", 2**63, "--json"), 2, "--smem-budget"),
    (("plan", ROOT / "no-such.json", "--json"), 2, "no such contract file"),
    (("classify", "--no-such-flag", "--json"), 2, "No such option"),
    (("classify", EXAMPLE, "--check"), 0, ""),
], ids=["check", "check-json", "bad-budget-json", "missing-json", "usage-json", "passing-check"])
def test_a_reader_that_leaves_never_turns_a_failure_into_a_pass(tmp_path, args, code, words):
    """``classify --check | head``: the quiet exit 0 is for output cut short; a failed check or
    bad input keeps its exit code (a CI step must not pass because its reader left)."""
    exit_code, stderr = exit_into_a_closed_pipe(tmp_path, *args)
    assert exit_code == code and words in stderr and "Traceback" not in stderr, stderr


@pytest.mark.parametrize("args, code", [(("plan", EXAMPLE, "--seed", "-1"), 2), (("plan", "--help"), 0)], ids=["usage", "help"])
def test_a_usage_error_into_a_closed_pipe_is_still_bad_input(tmp_path, args, code):
    """``sparse-cli ... 2>&1 | head``: Typer's usage message meets the closed pipe and exits 1,
    which was read as a reader that left (exit 0); only asked-for help is."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "SPARSE_CLI_CACHE_DIR": str(tmp_path / "cache")}
    process = subprocess.Popen([sys.executable, "-c", "from sparse_cli.cli.app import main; main()", *map(str, args)], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=environment)
    process.stdout.close()
    assert process.wait(timeout=120) == code


LONG = "x" * 300  # longer than a file name may be (255 bytes on Linux)


@pytest.mark.parametrize("command", ["plan", "classify", "compile", "run", "verify"])
def test_names_too_long_for_the_file_system_are_bad_input(tmp_path, command):
    """A 300-character contract path or ``MODEL.json:LAYER``: one line naming the path (or the
    missing layer), exit 2, no traceback (``OSError: File name too long`` was all it said)."""
    model = write(tmp_path, {"name": "m", "layers": [{"contract": small_contract({"kind": "causal"})}]}, "model.json")
    for source, words in ((tmp_path / f"{LONG}.json", ["File name too long"]), (f"{model}:{LONG}", ["has no layer contract", "small"]),
                          (tmp_path / LONG / "contract.json", ["File name too long"])):
        result = invoke(command, source, "--json", *(["-o", tmp_path / "out"] if command == "plan" else []))
        assert_clean_failure(result, *words)
        assert json.loads(result.stdout)["error"]["kind"] == "bad_input" and not (tmp_path / "out").exists()


@pytest.mark.parametrize("args, words", [
    (("plan", EXAMPLE, "-o", f"/tmp/{LONG}"), "File name too long"),
    (("classify", EXAMPLE, "--png", f"/tmp/{LONG}.png"), "--png"),
    (("compile", EXAMPLE, "--lock", f"/tmp/{LONG}.lock", "--check"), "File name too long"),
    (("compile", EXAMPLE, "--emit", f"/tmp/{LONG}"), "--emit"),
], ids=["plan-out", "png", "lock", "emit"])
def test_output_paths_too_long_are_bad_input(args, words):
    assert_clean_failure(invoke(*args), words, "File name too long")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs a FIFO")
def test_a_contract_that_is_not_a_regular_file_is_refused_unread(tmp_path):
    """A FIFO (no writer: reading it would block forever) or a directory is named for what it is."""
    os.mkfifo(tmp_path / "pipe.json")
    for command in ("plan", "classify", "compile", "run", "verify"):
        assert_clean_failure(invoke(command, tmp_path / "pipe.json"), "not a regular file")
    (tmp_path / "folder.json").mkdir()
    assert_clean_failure(invoke("plan", tmp_path / "folder.json"), "is a directory")
    os.mkfifo(tmp_path / "pipe.lock")  # a lock that is a FIFO blocked compile --check forever
    for mode in ("--check", "--update"):
        assert_clean_failure(invoke("compile", EXAMPLE, "--lock", tmp_path / "pipe.lock", mode), "pipe.lock: not a regular file")


# --------------------------------------------------------------------------- round 3: text from the network


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def knock(port: int, payload: bytes) -> None:
    """Send ``payload`` to process 0's port as a stranger would, once it listens."""
    deadline = time.monotonic() + 120  # only a hang: process 0 listens within milliseconds
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=5) as stranger:
                stranger.sendall(payload)
                stranger.recv(1 << 16)  # process 0 answers (or closes) before this returns
            return
        except ConnectionRefusedError:
            assert time.monotonic() < deadline, "process 0 never listened"
            time.sleep(0.05)
        except ConnectionResetError:  # process 0 closed it unread (more than a line may be)
            return


@pytest.mark.parametrize("payload", [
    b"[" * 60_000 + b"\n",  # nesting past Python's recursion limit: RecursionError in json.loads
    b'{"process_id": {"a": ' * 30 + b"1" + b"}" * 30 + b"}\n", b'{"process_id": true}\n', b'{"process_id": 1e999}\n',
    b'{"process_id": ' + b"9" * 5000 + b"}\n", b"\xff\xfe\n", b"x" * (1 << 17),
], ids=["60k-brackets", "nested-id", "bool-id", "float-id", "5000-digit-id", "not-utf8", "no-newline"])
def test_a_stranger_on_the_coordinators_port_cannot_crash_process_0(payload):
    """Whatever a process posing as a peer sends, process 0 ignores it and the run joins."""
    from sparse_cli.execution import distributed

    port, outcomes = free_port(), {}

    def introduce(name, process_id):
        try:
            distributed._introduce(("127.0.0.1", port), 2, process_id, {"mesh": "heads=1,q=8"})
            outcomes[name] = "joined"
        except Exception as error:
            outcomes[name] = f"{type(error).__name__}: {error}"

    zero = threading.Thread(target=introduce, args=("zero", 0))
    zero.start()
    knock(port, payload)
    one = threading.Thread(target=introduce, args=("one", 1))
    one.start()
    for thread in (zero, one):
        thread.join(JOIN_TIMEOUT_S + 10)
    assert outcomes == {"zero": "joined", "one": "joined"}


def test_what_a_peer_claims_is_quoted_as_data():
    """A peer whose facts differ is named, its text escaped and bounded: no escape sequence or
    second line reaches process 0's terminal."""
    from sparse_cli.execution import distributed

    port, failure = free_port(), []

    def zero():
        try:
            distributed._introduce(("127.0.0.1", port), 2, 0, {"mesh": "heads=1,q=8"})
        except distributed.JoinFailed as error:
            failure.append(str(error))

    thread = threading.Thread(target=zero)
    thread.start()
    hello = {"process_id": 1, "num_processes": 2, "facts": {"mesh": "heads=1,q=8", "\x1b[2J\nerror: forged": "\x1b]0;owned\x07" * 2000}}  # 34 KB of JSON: under the 64 KiB a line may be
    knock(port, json.dumps(hello).encode() + b"\n")
    thread.join(JOIN_TIMEOUT_S + 10)
    (message,) = failure
    assert "every process must run the same command" in message and len(message) < 1000
    assert all(char.isprintable() for char in message), repr(message)


def fake_coordinator(port: int, answer: bytes) -> threading.Thread:
    """A server on ``port`` that answers the first process knocking with ``answer``."""
    server = socket.create_server(("127.0.0.1", port))

    def serve():
        with server:
            peer, _ = server.accept()
            with peer:
                peer.recv(1 << 16)
                peer.sendall(answer)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    return thread


def test_a_coordinators_answer_is_printed_as_one_line_of_data(tmp_path):
    """A coordinator answering with two lines and escape sequences: process 1 stops (exit 3)
    with one line, the escapes shown, not sent; under --json, the error document."""
    port = free_port()
    fake_coordinator(port, b"error: \x1b[31mred\x1b[0m then \x1b]0;title\x07\nerror: a second line\n")
    command = [str(Path(sys.executable).parent / "sparse-cli"), "verify", str(EXAMPLE), "--scale-down", "512", "--mesh", "heads=2,q=4",
               "--coordinator", f"127.0.0.1:{port}", "--num-processes", "2", "--process-id", "1", "--json"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == EXIT_PEER_LOST, done.stderr
    assert done.stderr.strip().splitlines() == ["error: error: \\x1b[31mred\\x1b[0m then \\x1b]0;title\\x07"], done.stderr
    assert json.loads(done.stdout)["error"] == {"message": "error: \\x1b[31mred\\x1b[0m then \\x1b]0;title\\x07", "exit_code": 3,
                                                "kind": "peer_lost"}


@pytest.mark.parametrize("source", ["model-layer", "contract"])
def test_a_json_run_that_loses_its_peers_prints_the_error_document(tmp_path, source):
    """Process 1 introduces itself, then never starts JAX's runtime: process 0 stops (exit 3)
    with one line on stderr and, under --json, the error document on stdout. A model's layer
    (MODEL.json:LAYER) is understood by the join as by the command."""
    from sparse_cli.execution import distributed

    model = write(tmp_path, {"name": "m", "layers": [{"contract": json.loads(EXAMPLE.read_text())}]}, "model.json")
    path = f"{model}:gemma2-9b-sliding-4096" if source == "model-layer" else str(EXAMPLE)
    port = free_port()
    options = ["verify", path, "--scale-down", "512", "--mesh", "heads=2,q=4", "--coordinator", f"127.0.0.1:{port}",
               "--num-processes", "2", "--json"]
    zero = subprocess.Popen(cli(*options, "--process-id", "0", join_s=3), cwd=ROOT, text=True,  # the backstop after 3 s, not 20
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ, "JAX_PLATFORMS": "cpu"})
    try:
        facts = {"contract": f"gemma2-9b-sliding-4096 (cache key {sparse_cli.load_contract(EXAMPLE).cache_key()[:16]})",
                 "mesh": "heads=2,q=4", "command": "verify", "backend": None, "seed": 0, "grads": False, "scale_down": 512,
                 "smem_budget": None}
        distributed._introduce(("127.0.0.1", port), 2, 1, facts)  # joined: the same command, on process 1
        out, err = zero.communicate(timeout=120)
    finally:
        zero.kill()
    assert zero.returncode == EXIT_PEER_LOST and "Traceback" not in err, err[-3000:]
    message = err.strip().splitlines()[-1].removeprefix("error: ")
    assert "did not connect the run's processes within 3 s" in message
    assert json.loads(out)["error"] == {"message": message, "exit_code": EXIT_PEER_LOST, "kind": "peer_lost"}


# --------------------------------------------------------------------------- round 3: serving contracts


SERVING = ROOT / "contracts" / "serving" / "gpt-oss-20b-sliding-serving-128k.json"


def serving_document(**changes):
    document = json.loads(SERVING.read_text())
    shape = changes.pop("shape", {})
    return document | {"shape": document["shape"] | shape} | changes


@pytest.mark.parametrize("mask, words", [
    ({"kind": "or", "of": [{"kind": "sliding_window", "size": n + 1} for n in range(3000)]}, ["more than 2048 mask nodes"]),
    ('{"kind": "and", "of": [' * 40 + '{"kind": "causal"}' + "]}" * 40, ["32 deep"]),
    ({"kind": "documents", "mask": {"kind": "causal"}}, ["documents masks are not supported in serving", "give the mask inside it"]),
    ({"kind": "or", "of": [{"kind": "causal"}, {"kind": "clustered", "route_block": 128, "top_k": 1}]},
     ["mask.of[1]: clustered masks are not supported in serving"]),
    ({"kind": "and", "of": [{"kind": "causal"}, {"kind": "explicit", "file": "../../../etc/passwd", "sha256": "0" * 64}]},
     ["mask.of[1]: explicit masks are not supported in serving"]),
], ids=["3000-node-or", "40-deep", "documents", "clustered-inside-or", "explicit-never-read"])
@pytest.mark.parametrize("command", ["classify", "verify", "run", "compile"])
def test_serving_masks_are_held_to_the_limits_of_every_contract(tmp_path, command, mask, words):
    """A serving contract's mask has the node and depth limits of training contracts (a 3,000-node
    ``or`` classified; 20,000 nodes took 100 s), and the training runtime layers are named as
    not served (not as misplaced "top-level" masks)."""
    document = serving_document(mask={"kind": "full"})
    text = json.dumps(document).replace('{"kind": "full"}', mask if isinstance(mask, str) else json.dumps(mask))
    (tmp_path / "serving.json").write_text(text)
    result = invoke(command, tmp_path / "serving.json", "--json")
    assert_clean_failure(result, *words)
    assert "top-level" not in result.stderr


def test_per_head_repeat_lists_count_toward_the_mask_limit(tmp_path):
    """``repeat`` is counted like ``heads`` and ``of`` (40,000 nodes through ``repeat`` planned)."""
    mask = {"kind": "per_head", "repeat": [{"kind": "and", "of": [{"kind": "causal"}] * 20_000}] * 2}
    assert_clean_failure(invoke("classify", write(tmp_path, small_contract(mask))), "more than 2048 mask nodes")


def test_serving_contracts_are_named_where_training_contracts_go(tmp_path):
    """plan names the commands that take a serving contract; a model layer that is one is
    refused by name, written inline or as a file (not field by field)."""
    path = write(tmp_path, serving_document(), "serving.json")
    assert_clean_failure(invoke("plan", path, "-o", tmp_path / "out"), "a serving contract", "classify, verify, run and compile take it")
    for layer in (serving_document(), "serving.json"):
        model = write(tmp_path, {"name": "m", "layers": [{"contract": small_contract({"kind": "causal"})}, {"contract": layer}]}, "m.json")
        for command in ("plan", "classify", "compile"):
            result = invoke(command, model, *(["-o", tmp_path / "out"] if command == "plan" else []))
            assert_clean_failure(result, "layers[1].contract", "a serving contract")
            assert "Field required" not in result.stderr and not (tmp_path / "out").exists()


@pytest.mark.parametrize("command, extra", [("verify", []), ("verify", ["--scale-down", "64"]), ("run", ["--scale-down", "8"])])
def test_a_serving_cache_too_large_to_interpret_is_refused_with_a_way_out_that_fits(command, extra, tmp_path):
    """1024 heads of 1024 dimensions: verify allocated 128 GiB (traceback, no JSON); now
    refused like run, and the advice never names a scale that still does not fit."""
    path = write(tmp_path, serving_document(shape={"num_heads": 1024, "num_kv_heads": 1024, "head_dim": 1024, "context": 4096}))
    result = invoke(command, path, "--json", *extra)
    assert_clean_failure(result, "too many to execute in interpret mode", "not even one page (64 tokens) of context fits")
    assert json.loads(result.stdout)["error"]["kind"] == "bad_input" and "--scale-down" not in result.stderr


def test_the_advised_serving_scale_is_the_longest_that_fits():
    """The advice against a float64 oracle of the cache: the advised context fits the
    interpreter's limit and one page more does not."""
    from sparse_cli.contract.serving import load_serving_contract
    from sparse_cli.execution.executable import INTERPRET_MAX_ELEMENTS
    from sparse_cli.serving.measure import fitting_context

    rng = np.random.default_rng(40)
    print("seed 40")
    for _ in range(50):
        shape = {"num_heads": int(rng.choice([8, 64, 256])), "head_dim": int(rng.choice([64, 128, 256])), "page_size": int(rng.choice([16, 64])),
                 "max_seqs": int(rng.integers(1, 300)), "tokens": int(rng.choice([256, 4096])), "context": 1 << 17}
        shape["num_kv_heads"] = shape["num_heads"] // 8
        contract = load_serving_contract(serving_document(shape=shape))
        elements = lambda context, s=shape: (s["max_seqs"] * context * 2 * s["num_kv_heads"] * s["head_dim"]
                                             + s["tokens"] * s["num_heads"] * s["head_dim"])
        fits = fitting_context(contract, INTERPRET_MAX_ELEMENTS)
        if fits is None:
            assert elements(shape["page_size"]) > INTERPRET_MAX_ELEMENTS
        else:
            assert fits % shape["page_size"] == 0 and elements(fits) <= INTERPRET_MAX_ELEMENTS
            assert fits == shape["context"] or elements(fits + shape["page_size"]) > INTERPRET_MAX_ELEMENTS


# --------------------------------------------------------------------------- round 3: memory a raised limit does not make


#: The CLI in a Python whose address space may grow by 1 GiB past its imports (a small machine).
SMALL_MACHINE_CLI = """
import resource, sys
import sparse_cli.cli.app
size = int(next(line for line in open("/proc/self/status") if line.startswith("VmSize")).split()[1]) * 1024
resource.setrlimit(resource.RLIMIT_AS, (size + (1 << 30), resource.RLIM_INFINITY))
sys.argv[0] = "sparse-cli"
sparse_cli.cli.app.main()
"""


@pytest.mark.skipif(not Path("/proc/self/status").is_file(), reason="bounds the child's memory by its size in /proc (Linux)")
@pytest.mark.parametrize("command", ["plan", "classify"])
def test_a_raised_plan_limit_is_still_bounded_by_the_memory_free_here(tmp_path, command):
    """SPARSE_CLI_MAX_PLAN_BYTES raised past the machine: causal 2M at 128-token blocks (an
    estimated 18 GiB) is refused up front naming the memory free, not a MemoryError traceback."""
    path = write(tmp_path, small_contract({"kind": "causal"}, q_len=2**21, kv_len=2**21, num_heads=1))
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "SPARSE_CLI_MAX_PLAN_BYTES": str(1 << 40), "SPARSE_CLI_CACHE_DIR": str(tmp_path)}
    child = subprocess.run([sys.executable, "-c", SMALL_MACHINE_CLI, command, str(path), "--json", "-o" if command == "plan" else "--no-cache",
                            *([tmp_path / "out"] if command == "plan" else [])], capture_output=True, text=True, env=environment, timeout=120)
    assert child.returncode == 2 and "Traceback" not in child.stderr, child.stderr[-2000:]
    assert re.search(r"planning would need about 18\.0 GiB .*, more than the [01]\.\d GiB of memory free here", child.stderr), child.stderr
    assert json.loads(child.stdout)["error"]["kind"] == "bad_input"
    assert not (tmp_path / "out").exists()


def test_allocations_that_fail_past_the_estimate_are_refused_as_too_large(monkeypatch):
    """Should the machine run out while planning (its memory taken meanwhile), the plan is
    refused naming its estimate, never a MemoryError from the middle of the planner."""
    from sparse_cli.planner import plan as planner

    def exhausted(*args, **kwargs):
        raise MemoryError("Unable to allocate 2.00 GiB for an array with shape (268435456,) and data type int64")

    monkeypatch.setattr(planner, "plan_tiles", exhausted)
    with pytest.raises(sparse_cli.PlanTooLarge, match=r"small: planning ran out of memory \(its estimate was [\d,]+ bytes"):
        sparse_cli.plan(small_contract({"kind": "causal"}))


@pytest.mark.parametrize("args", [("run", EXAMPLE, "--steps"), ("run", EXAMPLE, "--warmup"), ("run", PACKED, "--sweep"),
                                  ("compile", PACKED, "--sweep"), ("run", SERVING, "--steps")], ids=lambda a: f"{a[0]}{a[2]}")
@pytest.mark.parametrize("count", [10**20, 2**63, 100_001])
def test_counts_of_steps_and_payloads_are_bounded(args, count):
    """A count that would run for days is refused before anything runs (exit 2, the option named)."""
    result = invoke(*args, count, "--json")
    assert_clean_failure(result, args[2], "less than or equal to")
    assert json.loads(result.stdout)["error"]["kind"] == "bad_input"


@pytest.mark.parametrize("value", ["١٢٣", "²", "1e9", "-5", " 5", "0x10", "", "0"])
def test_the_plan_limit_variable_takes_ascii_digits_only(value):
    """``str.isdigit`` takes Arabic-Indic digits and superscripts; the limit is bytes in ASCII."""
    result = invoke("classify", EXAMPLE, "--json", env={"SPARSE_CLI_MAX_PLAN_BYTES": value})
    assert_clean_failure(result, f"SPARSE_CLI_MAX_PLAN_BYTES={value!r}: expected a positive number of bytes")
    small = invoke("classify", EXAMPLE, env={"SPARSE_CLI_MAX_PLAN_BYTES": "123"})
    assert_clean_failure(small, "over the limit of 123 bytes")  # not "0.0 GiB"


@pytest.mark.parametrize("path", CONTRACTS, ids=lambda p: p.stem)
def test_the_advised_scale_down_fits_the_interpreter(path):
    """A contract too large to interpret is told a --scale-down that then fits (counted with the
    heads a scaled contract keeps), never one that is refused again."""
    from sparse_cli.cli.training import executable
    from sparse_cli.execution.executable import TooLargeToInterpret
    from sparse_cli.sources import source_at

    try:
        executable(source_at(path), None, None)
        return  # small enough as it is
    except TooLargeToInterpret as refusal:
        scale = int(re.search(r"use --scale-down (\d+)", str(refusal)).group(1))
    except sparse_cli.BackendRefused:
        pytest.skip("no native kernel to execute")
    executable(source_at(path), None, scale)  # not refused


def test_when_no_scale_down_fits_the_refusal_says_so(tmp_path):
    """1,024 distinct head masks keep 1,024 heads at any scale: no --scale-down is advised."""
    mask = {"kind": "per_head", "heads": [{"kind": "sliding_window", "size": n + 1} for n in range(1024)]}
    path = write(tmp_path, small_contract(mask, q_len=1024, kv_len=1024, num_heads=1024))
    for scale in ([], ["--scale-down", "256"]):
        result = invoke("verify", path, *scale)
        assert_clean_failure(result, "no --scale-down fits: at 256 tokens the 1024 query heads", "run it on a TPU")
        assert "use --scale-down" not in result.stderr


def test_a_file_name_that_is_not_utf8_is_read_by_every_command(tmp_path):
    """A contract named with bytes that are not UTF-8 (Python holds them as surrogates): compile
    hands it to its child process too (pydantic's JSON refused the surrogates: a traceback)."""
    name = os.fsdecode(b"odd\xffname.json")
    (tmp_path / name).write_text(json.dumps(small_contract({"kind": "causal"})))
    for args in (("classify", "--json"), ("compile", "--json"), ("plan", "-o", tmp_path / "out")):
        result = invoke(args[0], tmp_path / name, *args[1:])
        assert result.exit_code == 0 and "Traceback" not in result.output, result.output


def test_the_python_api_names_paths_too_long_as_its_own_errors(tmp_path):
    """load_contract, plan, load_plan and save_plan: ContractError / ArtifactError naming the
    path, never a bare OSError."""
    long = tmp_path / LONG
    with pytest.raises(sparse_cli.ContractError, match="cannot be read .File name too long"):
        sparse_cli.load_contract(f"{long}.json")
    with pytest.raises(sparse_cli.ContractError, match="cannot be read .File name too long"):
        sparse_cli.plan(f"{long}.json")
    with pytest.raises(ArtifactError, match="cannot be read .File name too long"):
        load_plan(long)
    for out in (long, long / "plan"):
        with pytest.raises(ArtifactError, match="cannot write there .File name too long"):
            save_plan(sparse_cli.plan(small_contract({"kind": "causal"})), out)


def test_a_serving_walk_within_the_chip_but_past_the_compilers_reserve_does_not_fit(tmp_path):
    """The serving kernel prefetches its per-sequence tables and the page table, each padded by
    the compiler, beside its own SMEM: tables a few bytes past what a launch may hold, though
    under the chip's 1 MiB, fail classify --check and the compile gate (they were judged against
    the whole chip)."""
    from sparse_cli.backends.launches import launch_capacity
    from sparse_cli.contract.serving import load_serving_contract
    from sparse_cli.serving.measure import scalar_prefetch_bytes, scalar_prefetch_operands

    shape = {"num_heads": 1, "num_kv_heads": 1, "head_dim": 128, "page_size": 16, "max_seqs": 1, "tokens": 16}
    document = lambda pages: serving_document(shape=shape | {"context": 16 * pages}, mask={"kind": "causal"}, sinks=False)
    capacity = launch_capacity(CHIP_SMEM, scalar_prefetch_operands(load_serving_contract(document(1))))
    walk = scalar_prefetch_bytes(load_serving_contract(document(1)))["ours"] - 4 * 1  # the tables, less one page's entry
    pages = (capacity - walk) // 4 + 1  # one page-table entry past what a launch may hold
    path = write(tmp_path, document(pages) | {"name": "past-the-reserve"})
    ours = json.loads(invoke("classify", path, "--json").stdout)["smem_bytes"]["ours"]
    assert capacity < ours <= CHIP_SMEM
    result = invoke("classify", path, "--check")
    assert result.exit_code == 1 and f"over the {capacity:,} a launch may hold of v5e's 1,048,576" in result.stderr, result.output
    compiled = invoke("compile", path, "--json")
    assert compiled.exit_code == 1 and json.loads(compiled.stdout)["entries"][0]["smem_overflows"], compiled.output
    path = write(tmp_path, document(pages - 1) | {"name": "at-the-reserve"})
    assert invoke("classify", path, "--check").exit_code == 0
