"""Decisions by the compiler's schedule: ``auto`` from stored schedules (else the roofline,
never a mix), and ``tune`` ranking the candidates that fit."""

import hashlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

import sparse_cli
from sparse_cli.audit import tune as tuning
from sparse_cli.audit.compile import CompiledPass, CompileFailure, DevicelessReport
from sparse_cli.audit.cycles import KernelScheduleReport, ProgramSchedule
from sparse_cli.cli import tune_cmd
from sparse_cli.report.program import decide
from sparse_cli.report.scheduled import ScheduleCache, Scheduled
from tests.support.cli import invoke
from tests.support.contracts import ROOT, contract_document, small_contract, write


def causal(q_len=4096, **extra):
    return sparse_cli.load_contract(small_contract({"kind": "causal"}, q_len=q_len, kv_len=q_len, num_heads=2, block_q=512, block_kv=512,
                                                   **extra))


def stored(backend, seconds, target="v5e"):
    return Scheduled(backend=backend, target=target, fwd_seconds=seconds / 4, bwd_seconds=seconds, versions={})


def test_auto_decides_by_stored_schedules_else_by_the_roofline_never_a_mix():
    plan = sparse_cli.plan(causal())
    cache = ScheduleCache()
    roofline = decide(plan)
    assert roofline.chosen in ("pallas", "splash") and "roofline model" in roofline.reason
    cache.put(plan.contract, stored("pallas", 2e-3))
    assert "roofline model" in decide(plan).reason  # one backend's schedule: no mix with the other's model
    cache.put(plan.contract, stored("splash", 1e-3))
    chosen = decide(plan)
    assert (chosen.chosen, "compiler's schedule" in chosen.reason) == ("splash", True) and "splash 1 ms, pallas 2 ms" in chosen.reason
    cache.put(plan.contract, stored("pallas", 0.5e-3))
    assert decide(plan).chosen == "pallas"
    assert decide(plan, "splash").chosen == "splash"  # an explicit request is never second-guessed
    other = sparse_cli.plan(causal(q_len=2048))  # another contract: its own entries
    assert "roofline model" in decide(other).reason


def fake_compile(cycles_by_blocks, refused=(), huge=()):
    """A stand-in for the compile child: each candidate's per-pass kernel cycles, seconds their
    sum at 1 GHz, the compiler's refusal for the blocks in ``refused``, and a terabyte of
    temporaries for those in ``huge``."""
    def compile_in_fresh_process(path, target, passes, backend, deviceless, layer, schedule, blocks):
        key = (backend, blocks["block_q"], blocks["block_kv"], blocks.get("block_q_dkv"))
        entries = []
        for name in passes:
            if key[:3] in refused:
                report = DevicelessReport(topology=deviceless, compiled=False, seconds=0.1,
                                          failure="Scoped allocation with size 24.00M and limit 16.00M exceeded scoped vmem limit by 8.00M",
                                          kernel_vmem_bytes={}, memory={}, vmem_limit_bytes=16 << 20, hbm_bytes=16 << 30)
            else:
                per_pass = cycles_by_blocks.get(key, cycles_by_blocks["combined"])
                kernels = [KernelScheduleReport(name=f"sparse_cli_{phase}.1", bundles=1, loops=[], paths={}, units={}, work=None,
                                                mxu_floor_per_tile=None, scheduled_cycles=per_pass[phase], mxu_busy=None)
                           for phase in (("fwd",) if name == "fwd" else ("fwd", "dq", "dkv"))]
                total = sum(k.scheduled_cycles for k in kernels)
                schedule = ProgramSchedule(target=target, kernels=kernels, around={}, scheduled_cycles=total, clock_hz=1e9,
                                           scheduled_seconds=total / 1e9)
                report = DevicelessReport(topology=deviceless, compiled=True, seconds=0.1, failure=None, kernel_vmem_bytes={},
                                          memory={"argument": 1, "output": 1, "temp": 10**12 if key[:3] in huge else 1}, schedule=schedule,
                                          vmem_limit_bytes=16 << 20, hbm_bytes=16 << 30)
            entries.append(CompiledPass.model_construct(pass_=name, backend=backend, deviceless=report))
        return entries
    return compile_in_fresh_process


def test_tune_ranks_what_fits_and_never_picks_a_refused_candidate(monkeypatch, tmp_path):
    contract = sparse_cli.load_contract(small_contract({"kind": "causal"}, q_len=256, kv_len=256, num_heads=2, block_q=256, block_kv=256,
                                                       backend="pallas"))
    cycles = {("pallas", q, kv, None): {"fwd": 100.0 + q, "dq": 300.0 - q, "dkv": 500.0 + kv} for q in (128, 256) for kv in (128, 256)}
    cycles["combined"] = {"fwd": 300.0, "dq": 150.0, "dkv": 900.0}  # the per-pass combination: worse here
    cycles[("pallas", 256, 128, None)] = {"fwd": 1.0, "dq": 1.0, "dkv": 1.0}  # the fastest, but over the chip's HBM
    monkeypatch.setattr(tuning, "compile_in_fresh_process", fake_compile(cycles, refused={("pallas", 128, 128)}, huge={("pallas", 256, 128)}))
    result = tuning.tune(contract, tmp_path / "c.json", None, "v5e:2x2", jobs=2)
    fitting = [c for c in result.candidates if c.refused is None]
    refused = [c for c in result.candidates if c.refused is not None]
    assert sorted(c.refused.split()[0] for c in refused) == ["Scoped", "needs"]  # the compiler's own sentence; HBM
    assert {"block_q": 256, "block_kv": 128} in [c.blocks for c in refused]
    assert result.winner is not None and result.winner.seconds == min(c.seconds for c in fitting)
    assert [c.seconds for c in fitting] == sorted(c.seconds for c in fitting)
    assert result.current is not None and result.current.blocks == {"block_q": 256, "block_kv": 256}
    # fwd best at 128 rows, dq and dkv at 256/128: the combination is measured and ranked like any candidate
    assert any("block_q_dkv" in c.blocks for c in result.candidates)
    again = tuning.tune(contract, tmp_path / "c.json", None, "v5e:2x2", jobs=1)  # cached: nothing compiled
    assert [c.seconds for c in again.candidates] == [c.seconds for c in result.candidates]


def test_tune_measures_the_contracts_own_per_pass_blocks_to_tell_the_winner_against(monkeypatch, tmp_path):
    """A contract whose own blocks are per pass (as a Splash BlockSizes sets them) is not in the
    grid of sizes: its own blocks are compiled too, once, and the result names them."""
    contract = sparse_cli.load_contract(contract_document({"kind": "causal"}, 256, 256, 2, backend="pallas",
                                                         blocks={"block_q": 256, "block_kv": 256, "block_q_dkv": 128}))
    own = contract.blocks.model_dump()
    assert own == {"block_q": 256, "block_kv": 256, "block_q_dkv": 128}
    cycles = {("pallas", q, kv, None): {"fwd": 100.0, "dq": 100.0, "dkv": 100.0 + q + kv} for q in (128, 256) for kv in (128, 256)}
    cycles[("pallas", 256, 256, 128)] = {"fwd": 100.0, "dq": 100.0, "dkv": 900.0}  # the contract's own: slower than every size
    cycles["combined"] = {"fwd": 100.0, "dq": 100.0, "dkv": 800.0}
    monkeypatch.setattr(tuning, "compile_in_fresh_process", fake_compile(cycles))
    result = tuning.tune(contract, tmp_path / "c.json", None, "v5e:2x2", jobs=1)
    assert [c.blocks for c in result.candidates].count(own) == 1
    assert result.current is not None and result.current.blocks == own and result.current.seconds is not None
    assert result.winner is not None and result.winner.seconds < result.current.seconds


def test_tune_measures_the_backend_a_contract_asks_for_splash_fused_too(monkeypatch, tmp_path):
    """A contract that asks for Splash's fused backward is tuned for it (it is no ``auto``
    candidate, yet never refused as one); blocks a backend cannot serve are refused with its reason."""
    contract = sparse_cli.load_contract(small_contract({"kind": "causal"}, q_len=256, kv_len=256, num_heads=2, block_q=256, block_kv=256,
                                                       backend="splash-fused"))
    cycles = {("splash-fused", q, kv, None): {"fwd": 100.0 + q, "dq": 0.0, "dkv": 400.0 + kv} for q in (128, 256) for kv in (128, 256)}
    cycles["combined"] = {"fwd": 1.0, "dq": 1.0, "dkv": 1.0}  # a per-pass combination is pallas's alone: never measured here
    monkeypatch.setattr(tuning, "compile_in_fresh_process", fake_compile(cycles))
    result = tuning.tune(contract, tmp_path / "c.json", None, "v5e:2x2", jobs=1)
    assert {c.backend for c in result.candidates} == {"splash-fused"} and all(c.refused is None for c in result.candidates)
    assert result.winner is not None and result.winner.blocks == {"block_q": 128, "block_kv": 128}
    tiny = tuning.measure(contract, tmp_path / "c.json", None, "splash-fused", "v5e:2x2", {"block_q": 64, "block_kv": 128}, ScheduleCache())
    assert tiny.refused is not None and "multiples of 128" in tiny.refused


@pytest.mark.slow
def test_tune_on_the_real_compiler_writes_the_fastest_fitting_blocks(tmp_path):
    pytest.importorskip("libtpu")
    path = write(tmp_path, small_contract({"kind": "causal"}, q_len=256, kv_len=256, num_heads=2, block_q=256, block_kv=256, backend="pallas"))
    out = tmp_path / "tuned.json"
    result = invoke("tune", path, "--output", out, "--json", "--jobs", 2)
    assert result.exit_code == 0, result.output
    (tuned,) = json.loads(result.stdout)["results"]
    fitting = [c for c in tuned["candidates"] if c["refused"] is None]
    seconds = lambda c: c["scheduled"]["bwd_seconds"]
    sizes = [c for c in fitting if set(c["blocks"]) == {"block_q", "block_kv"}]
    combined = [c for c in fitting if c not in sizes]  # each pass's best blocks together, where those differ
    assert len(sizes) == 4 and len(combined) <= 1 and all("block_q_dq" in c["blocks"] or "block_q_dkv" in c["blocks"] for c in combined)
    assert seconds(tuned["winner"]) == min(seconds(c) for c in fitting)
    assert json.loads(out.read_text())["blocks"] == tuned["winner"]["blocks"]
    assert json.loads(path.read_text())["blocks"] == {"block_q": 256, "block_kv": 256}  # --output leaves the contract alone
    listed = json.loads(invoke("classify", out, "--json").stdout)["stats"]
    assert "compiler's schedule" in listed["backend_reason"] or listed["backend"] == "pallas"


def test_an_output_that_cannot_become_a_file_is_refused_before_any_compile(tmp_path, monkeypatch):
    """``--output`` into a missing directory, or at an existing file (a dangling link too), is
    bad input before a candidate is compiled."""
    pytest.importorskip("libtpu")
    monkeypatch.setattr(tune_cmd, "tune", lambda *args, **kwargs: pytest.fail("tuned before the output was checked"))
    path = write(tmp_path, small_contract({"kind": "causal"}))
    (tmp_path / "dangling.json").symlink_to(tmp_path / "nowhere")
    for out, words in ((tmp_path / "no" / "tuned.json", ("--output", "does not exist")), (path, ("already exists",)),
                       (tmp_path / "dangling.json", ("already exists",)), (tmp_path / "tuned.toml", ("is JSON",))):
        result = invoke("tune", path, "--output", out)
        assert result.exit_code == 2 and all(word in result.stderr for word in words), result.output
    # an explicit mask's file is named relative to its contract: elsewhere, the tuned copy would name nothing
    (tmp_path / "masks").mkdir()
    np.save(tmp_path / "masks" / "m.npy", np.tril(np.ones((640, 640), bool)))
    digest = hashlib.sha256((tmp_path / "masks" / "m.npy").read_bytes()).hexdigest()
    explicit = write(tmp_path, small_contract({"kind": "explicit", "file": "masks/m.npy", "sha256": digest}), "explicit.json")
    (tmp_path / "elsewhere").mkdir()
    result = invoke("tune", explicit, "--output", tmp_path / "elsewhere" / "tuned.json")
    assert result.exit_code == 2 and "relative to its directory" in result.stderr, result.output
    # --write: JSON only, and never over a read-only contract
    toml = tmp_path / "c.toml"
    toml.write_text('name = "c"\n[shape]\nq_len = 256\nkv_len = 256\nnum_heads = 2\nhead_dim = 64\n'
                    '[blocks]\nblock_q = 128\nblock_kv = 128\n[mask]\nkind = "causal"\n')
    read_only = write(tmp_path, small_contract({"kind": "causal"}), "read-only.json")
    read_only.chmod(0o444)
    for source, words in ((toml, "JSON contracts only"), (read_only, "read-only")):
        result = invoke("tune", source, "--write")
        assert result.exit_code == 2 and words in result.stderr, result.output
    assert read_only.stat().st_mode & 0o777 == 0o444


def test_a_write_keeps_the_contract_s_mode_and_writes_through_its_link(tmp_path, monkeypatch):
    monkeypatch.setattr(tuning, "compile_in_fresh_process", fake_compile({"combined": {"fwd": 1.0, "dq": 1.0, "dkv": 1.0}}))
    path = write(tmp_path, small_contract({"kind": "causal"}, q_len=256, kv_len=256, block_q=256, block_kv=256, backend="pallas"))
    path.chmod(0o600)
    link = tmp_path / "link.json"
    link.symlink_to(path.name)
    assert invoke("tune", link, "--write").exit_code == 0
    assert link.is_symlink() and path.stat().st_mode & 0o777 == 0o600 and json.loads(path.read_text())["blocks"] == {"block_q": 128, "block_kv": 128}


def test_a_request_no_candidate_can_compile_is_bad_input_and_stops_the_rest(monkeypatch, tmp_path):
    """A topology the TPU runtime rejects fails every candidate alike: the first such failure
    ends the tune as bad input (exit 2), not a table of refusals and exit 1."""
    started = []

    def rejected(path, target, passes, backend, deviceless, layer, schedule, blocks):
        started.append(blocks)
        raise CompileFailure(f'{path}: --deviceless {deviceless}: Topology layout "{deviceless}" is not divisible', bad_input=True)

    monkeypatch.setattr(tuning, "compile_in_fresh_process", rejected)
    path = write(tmp_path, small_contract({"kind": "causal"}, q_len=512, kv_len=512, block_q=256, block_kv=256, backend="pallas"))
    result = invoke("tune", path, "--deviceless", "v5e:3x3", "--jobs", 1)
    assert result.exit_code == 2 and "not divisible" in result.stderr, result.output
    assert len(started) == 1  # the other candidates were never compiled


@pytest.mark.skipif(sys.platform != "linux", reason="process groups as Linux keeps them")
def test_a_terminated_tune_leaves_no_compiler_running_and_no_dump_behind(tmp_path):
    """SIGTERM (``timeout``, a CI cancel) while candidates compile: exit 143, the compiler children
    stopped with it, their temporary dump directories removed."""
    pytest.importorskip("libtpu")
    path = write(tmp_path, small_contract({"kind": "causal"}, q_len=256, kv_len=256, block_q=256, block_kv=256, backend="pallas"))
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "SPARSE_CLI_CACHE_DIR": str(tmp_path / "cache"), "TMPDIR": str(scratch)}
    process = subprocess.Popen([sys.executable, "-c", "from sparse_cli.cli.app import main; main()", "tune", str(path), "--jobs", "2"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment, start_new_session=True)
    def children() -> list[str]:  # the tune's child processes, of any of its threads
        try:
            return [pid for task in Path(f"/proc/{process.pid}/task").glob("*") for pid in (task / "children").read_text().split()]
        except OSError:  # a thread that ended while being read
            return []

    deadline = time.monotonic() + 120
    while not (children() and any(scratch.iterdir())) and time.monotonic() < deadline:  # a compiler child runs, its dumps made
        time.sleep(0.1)
    assert children(), "no compile started within two minutes"
    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=120) == 143
    with pytest.raises(ProcessLookupError):  # nothing left in its process group: no compiler child
        os.killpg(process.pid, 0)
    assert list(scratch.iterdir()) == []
