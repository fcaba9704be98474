"""`sparse-cli compile`: canonical hashes, the lockfile and its drift kinds.

Each compile runs in a fresh process (as the command does), so these tests also cover the
child-process protocol. Hash invariance is checked from another working directory and with a
copy of the package whose kernel source is shifted by a few lines.
"""

import json
import shutil
from pathlib import Path

import pytest

import sparse_cli
from sparse_cli.audit.compile import compile_in_fresh_process
from sparse_cli.backends.pallas.buffers import fuses_dq, kernel_vmem, stacked_heads
from sparse_cli.contract import load_contract
from sparse_cli.lowered import pass_of_kernel
from sparse_cli.versions import package_versions
from tests.support.cli import assert_clean_failure, invoke
from tests.support.contracts import CONTRACTS, EXAMPLE, PACKED, ROOT, contract_document, small_contract, swept, write
from tests.support.kernels import pallas_kernels
from tests.support.sampling import sampled


def compile_hash(path=EXAMPLE) -> str:
    (fwd,) = compile_in_fresh_process(Path(path), None, ("fwd",), None)
    return fwd.program_hash


@pytest.fixture(scope="module")
def locked_hash():
    return compile_hash()


def copy_of_package(tmp_path, edit, module="backends/pallas/call.py"):
    """A copy of sparse_cli with ``edit(source) -> new source`` applied to ``module`` (by default
    the kernels' launches; an edit that changes nothing fails here: the kernel source moved on)."""
    root = tmp_path / "moved"
    shutil.copytree(ROOT / "sparse_cli", root / "sparse_cli", ignore=shutil.ignore_patterns("__pycache__"))
    edited = root / "sparse_cli" / module
    source = edited.read_text()
    assert edit(source) != source, f"the edit finds nothing to change in {edited.relative_to(root)}"
    edited.write_text(edit(source))
    return root


@pytest.mark.slow
def test_hash_ignores_working_directory_and_source_locations(locked_hash, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # also keeps the repository off the child's sys.path[0]
    assert compile_hash() == locked_hash
    shifted = copy_of_package(tmp_path / "a", lambda source: "\n\n\n# shifted\n\n" + source.replace("\ndef launch_pass(", "\n\n\n\ndef launch_pass("))
    monkeypatch.setenv("PYTHONPATH", str(shifted))
    assert compile_hash() == locked_hash
    # the same mechanism with a real kernel edit must change the hash (the copy is really used)
    edited = copy_of_package(tmp_path / "b", lambda source: source.replace("self.scale / self.softcap", "2 * self.scale / self.softcap"),
                             "backends/kernel_core/scores.py")
    monkeypatch.setenv("PYTHONPATH", str(edited))
    assert compile_hash() != locked_hash


@pytest.mark.parametrize("section, field, value", [
    ("blocks", "block_q", 256),
    ("shape", "dtype", "float32"),
    ("mask", "size", 2048),  # a different grid width
])
def test_hash_changes_with_the_compiled_contract(locked_hash, tmp_path, section, field, value):
    document = json.loads(EXAMPLE.read_text())
    document[section][field] = value
    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps(document))
    assert compile_hash(changed) != locked_hash



def test_the_lock_names_entries_of_contracts_not_given_and_refuses_two_contracts_of_one_name(tmp_path):
    """A renamed or deleted contract leaves entries behind: a check names them (uncovered: a
    failure unless --partial narrows the check on purpose); an update warns. Two files of one
    contract name would share lock entries: refused before anything compiles, naming both."""
    contract, lock = tmp_path / "window.json", tmp_path / "contracts.lock"
    contract.write_text(EXAMPLE.read_text())
    assert invoke("compile", contract, "--lock", lock, "--update").exit_code == 0
    renamed = json.loads(EXAMPLE.read_text()) | {"name": "renamed-window"}
    contract.write_text(json.dumps(renamed))
    result = invoke("compile", contract, "--lock", lock, "--check", "--json")
    assert result.exit_code == 1  # the renamed contract has no entry yet
    document = json.loads(result.stdout)
    assert document["other_entries"] == document["uncovered"] == ["gemma2-9b-sliding-4096/v5e/fwd"]
    updated = invoke("compile", contract, "--lock", lock, "--update")
    assert "has 1 entry of contracts not given here (gemma2-9b-sliding-4096/v5e/fwd)" in updated.stderr
    twin = tmp_path / "twin.json"
    twin.write_text(json.dumps(renamed | {"softcap": 30.0}))
    refused = invoke("compile", contract, twin, "--lock", lock, "--check")
    assert refused.exit_code == 2 and f"{contract} and {twin} are both named 'renamed-window'" in refused.stderr


@pytest.mark.slow
def test_lock_round_trip_and_every_drift_kind(tmp_path, monkeypatch):
    contract = tmp_path / "window.json"
    contract.write_text(EXAMPLE.read_text())
    lock = tmp_path / "contracts.lock"

    assert invoke("compile", contract, "--lock", lock, "--update").exit_code == 0
    assert (tmp_path / "contracts.lock.d" / "gemma2-9b-sliding-4096.v5e.fwd.mlir").is_file()
    result = invoke("compile", contract, "--lock", lock, "--check")
    assert result.exit_code == 0 and "every program matches" in result.stdout

    missing = invoke("compile", contract, "--grads", "--lock", lock, "--check", "--json")
    assert missing.exit_code == 1
    assert [d["kind"] for d in json.loads(missing.stdout)["drift"]] == ["missing entry"]

    document = json.loads(contract.read_text())
    document["mask"]["size"] = 2048
    contract.write_text(json.dumps(document))
    drift = invoke("compile", contract, "--lock", lock, "--check")
    assert drift.exit_code == 1 and "contract drift" in drift.stdout and "mask.size: 4096 -> 2048" in drift.stdout
    contract.write_text(EXAMPLE.read_text())

    edited = copy_of_package(tmp_path, lambda s: s.replace('("parallel", "arbitrary")', '("arbitrary", "arbitrary")'))
    monkeypatch.setenv("PYTHONPATH", str(edited))
    monkeypatch.chdir(tmp_path)  # the child runs `python -m`: its working directory comes first on sys.path
    drift = invoke("compile", contract, "--lock", lock, "--check")
    assert drift.exit_code == 1 and "program drift" in drift.stdout
    assert "sparse_cli_fwd: dimension semantics parallel, arbitrary -> arbitrary, arbitrary" in " ".join(drift.stdout.split())
    assert "dimension_semantics" not in drift.stdout  # the raw diff only with --diff
    diffed = invoke("compile", contract, "--lock", lock, "--check", "--diff")
    assert "-" in diffed.stdout and "dimension_semantics" in diffed.stdout  # the readable diff
    monkeypatch.delenv("PYTHONPATH")
    monkeypatch.chdir(ROOT)

    locked = json.loads(lock.read_text())
    for entry in locked["entries"].values():
        entry["versions"]["jax"] = "0.0.1"
    lock.write_text(json.dumps(locked))
    drift = invoke("compile", contract, "--lock", lock, "--check", "--json")
    kinds = [d["kind"] for d in json.loads(drift.stdout)["drift"]]
    assert drift.exit_code == 1 and kinds == ["version change"]
    pip = json.loads(drift.stdout)["drift"][0]["reproduce"]
    assert pip.startswith(f"pip install tpu-sparse-cli=={locked['environment']['sparse_cli']} jax==0.0.1 jaxlib=="), pip
    human = invoke("compile", contract, "--lock", lock, "--check")
    assert pip in human.stdout.splitlines() and "on Python 3." in human.stdout  # the one line, whole, to copy


def test_json_entries_and_emit(tmp_path):
    result = invoke("compile", EXAMPLE, "--grads", "--json", "--emit", tmp_path / "emit")
    assert result.exit_code == 0, result.output
    entries = json.loads(result.stdout)["entries"]
    assert [(e["pass"], e["target"]) for e in entries] == [("fwd", "v5e"), ("bwd", "v5e")]
    for entry in entries:
        assert {"contract", "cache_key", "program_hash", "kernels", "versions", "lowering_seconds"} <= set(entry)
    fwd = entries[0]["kernels"][0]
    plan = sparse_cli.plan(load_contract(EXAMPLE))
    rows, visited = plan.contract.num_q_blocks, plan.stats.passes["fwd"].visited_tiles
    stacked = stacked_heads(plan.contract, "fwd")  # query heads of a kv head computed together
    assert stacked > 1 and fwd["name"] == "sparse_cli_fwd" and fwd["grid"] == [16 // stacked, rows] and fwd["scalar_prefetch"] == 4  # one schedule for 16 heads
    # int8 run offsets per row (+1), and per run int8 fetched block, count and class (the
    # window's masks are computed): a window row is at most three runs, however many tiles
    runs = (fwd["smem_bytes"] - rows - 1) // 3
    assert fwd["smem_bytes"] == rows + 1 + 3 * runs and rows <= runs <= 3 * rows < visited // 16
    work = entries[0]["work"]["fwd"]
    assert work | {"hbm_bytes": None} == {"grid_steps": 16 // stacked * rows, "launches": 1, "hbm_bytes": None, "visited_tiles": visited, "empty_rows": 0,
                                          "grid_width": plan.stats.passes["fwd"].grid_width}
    assert work["hbm_bytes"] == fwd["cost_estimate"]["bytes_accessed"] > 0
    emitted = sorted(p.name for p in (tmp_path / "emit").iterdir())
    assert "gemma2-9b-sliding-4096.v5e.bwd.mlir" in emitted and "gemma2-9b-sliding-4096.v5e.fwd.exported" in emitted
    (tmp_path / "blocked" / "gemma2-9b-sliding-4096.v5e.fwd.json").mkdir(parents=True)  # the last file's place: nothing half-written
    assert_clean_failure(invoke("compile", EXAMPLE, "--emit", tmp_path / "blocked"), "--emit", "is there and is not a file")
    assert [p.name for p in (tmp_path / "blocked").iterdir()] == ["gemma2-9b-sliding-4096.v5e.fwd.json"]
    lock = tmp_path / "new.lock"  # a refused --emit updates no lock either
    assert_clean_failure(invoke("compile", EXAMPLE, "--emit", tmp_path / "blocked", "--lock", lock, "--update"), "is there and is not a file")
    assert not lock.exists() and not (tmp_path / "new.lock.d").exists()
    (tmp_path / "a-file").write_text("mine")
    assert_clean_failure(invoke("compile", EXAMPLE, "--emit", tmp_path / "a-file", "--lock", lock, "--update"), "exists and is not a directory")
    assert not lock.exists() and (tmp_path / "a-file").read_text() == "mine"


def test_bad_requests_are_exit_2(tmp_path):
    assert invoke("compile", EXAMPLE, "--check").exit_code == 2
    assert invoke("compile", EXAMPLE, "--target", "v9").exit_code == 2
    bad = invoke("compile", ROOT / "fixtures" / "contracts" / "bad-block.json")
    assert bad.exit_code == 2 and "blocks.block_q" in bad.stderr
    refused = invoke("compile", EXAMPLE, "--backend", "splash", "--json")
    assert refused.exit_code == 0, "splash accepts a sliding window without segment ids"




def test_sweep_over_packed_documents_compiles_once():
    result = invoke("compile", PACKED, "--sweep", "50", "--json")
    assert result.exit_code == 0, result.output
    (sweep,) = json.loads(result.stdout)["sweeps"]
    assert (sweep["payloads"], sweep["traces"], sweep["lowerings"], len(sweep["program_hashes"])) == (50, 1, 1, 1)
    assert sweep["passed"] and sweep["explanation"] == ""


def test_sweep_over_a_static_contract_varies_only_what_a_batch_can():
    """A static contract's program is made for its plan's layout (launch schedules computed
    ahead): the sweep once varied that layout, which no batch does, and reported RECOMPILED for
    shipped contracts (the README's CI line failed); now its payloads vary what a batch can."""
    from sparse_cli.audit.recompile import TrainingPayloads, sweep
    from sparse_cli.contract import load_contract

    contract = load_contract(small_contract({"kind": "sliding_window", "size": 300}, q_len=1024, kv_len=1024))
    result = sweep(contract, TrainingPayloads(contract, None, 4, 0))
    assert result.passed and (result.payloads, result.traces, result.lowerings) == (4, 1, 1), result.explanation


def test_sweep_catches_shape_unstable_payloads():
    from sparse_cli.audit.recompile import TrainingPayloads, sweep
    from sparse_cli.contract import load_contract

    contract = load_contract(PACKED)
    result = sweep(contract, TrainingPayloads(contract, None, 6, 0, keep_bounds=False))  # widths follow each payload
    assert not result.passed and result.traces > 1 and len(result.program_hashes) > 1
    assert "now i8[" in result.explanation and "before i8[" in result.explanation


@pytest.mark.slow
def test_deviceless_compile_catches_vmem_overflow(tmp_path):
    """Real XLA:TPU and Mosaic compilation against compile-only v5e devices (the tpu extra)
    refuses a program whose blocks overflow the scoped VMEM, naming the kernel (what a compiled
    program reports: ``test_every_shipped_contract_compiles_for_real_without_a_tpu``)."""
    pytest.importorskip("libtpu")
    oversized = json.loads((ROOT / "contracts" / "paligemma-prefix-lm-4096.json").read_text())
    oversized.update(name="oversized-blocks", blocks={"block_q": 2048, "block_kv": 2048})
    oversized["shape"]["dtype"] = "float32"
    path = tmp_path / "oversized.json"
    path.write_text(json.dumps(oversized))
    lock = tmp_path / "contracts.lock"
    result = invoke("compile", path, "--deviceless", "v5e:2x2", "--lock", lock, "--update")
    assert result.exit_code == 1, result.output
    assert "contract failure" in result.stdout and "CompileTimeScopedVmemOom" in result.stdout
    assert "sparse_cli_fwd" in result.stdout
    assert "not locked, the TPU compiler refused 1 program (oversized-blocks/v5e/fwd)" in " ".join(result.stderr.split())
    assert json.loads(lock.read_text())["entries"] == {}  # a program the chip cannot run is never locked


@pytest.mark.slow
def test_mesh_compile_for_a_multi_chip_topology():
    pytest.importorskip("libtpu")
    result = invoke("compile", PACKED, "--grads", "--deviceless", "v5e:2x4", "--mesh", "heads=2,q=4", "--json")
    assert result.exit_code == 0, result.output
    fwd, bwd = json.loads(result.stdout)["entries"]
    assert (fwd["pass"], bwd["pass"]) == ("fwd@heads=2,q=4", "bwd@heads=2,q=4")
    rows = sparse_cli.plan(load_contract(PACKED)).contract.num_q_blocks
    # per device: 16/2 heads, in stacks of query heads computed together, one step per row of its q shard
    assert fwd["kernels"][0]["grid"] == [8 // stacked_heads(load_contract(PACKED), "fwd"), rows // 4]
    assert fuses_dq(load_contract(PACKED))  # the dK/dV kernel computes dq: no dq kernel
    assert bwd["deviceless"]["compiled"] and set(bwd["deviceless"]["kernel_vmem_bytes"]) == {"sparse_cli_fwd", "sparse_cli_dkv"}
    assert invoke("compile", PACKED, "--mesh", "heads=2").exit_code == 2  # needs --deviceless
    # v5e:2x4's 8 chips belong to 2 hosts: a pod runs a mesh over all of them, so the audit does too
    assert_clean_failure(invoke("compile", PACKED, "--deviceless", "v5e:2x4", "--mesh", "heads=2"), "2 hosts", "heads x q must be 8")


@pytest.mark.slow
def test_sequence_sharding_cuts_each_devices_kv(tmp_path):
    """heads=2,seq=4 holds a quarter of K/V per device where q=4 holds all of it: the compiler's
    per-device argument bytes fall by (at least) the K/V that no longer sits on every q shard."""
    pytest.importorskip("libtpu")
    document = {"name": "ring-audit", "shape": {"q_len": 2048, "kv_len": 2048, "num_heads": 4, "head_dim": 128, "dtype": "bfloat16"},
                "blocks": {"block_q": 128, "block_kv": 128}, "mask": {"kind": "causal"}, "backend": "pallas"}
    path = tmp_path / "ring.json"
    path.write_text(json.dumps(document))
    reports = {}
    for mesh in ("heads=2,q=4", "heads=2,seq=4"):
        result = invoke("compile", path, "--grads", "--deviceless", "v5e:2x4", "--mesh", mesh, "--json")
        assert result.exit_code == 0, result.output
        reports[mesh] = {entry["pass"]: entry["deviceless"]["memory"] for entry in json.loads(result.stdout)["entries"]}
    kv_per_head_shard = 2 * (4 // 2) * 2048 * 128 * 2  # k and v of 2 heads, bf16
    saved = kv_per_head_shard * (1 - 1 / 4)
    for program in ("fwd", "bwd"):
        replicated, ring = reports["heads=2,q=4"][f"{program}@heads=2,q=4"], reports["heads=2,seq=4"][f"{program}@heads=2,seq=4"]
        assert replicated["argument"] - ring["argument"] >= saved - 64 * 1024, (replicated, ring)


@pytest.mark.slow
def test_ring_needs_less_memory_per_device_than_replicated_kv():
    """Llama 3 8B at 128K on v5e:4x4, forward + backward: heads=4,seq=4 needs less per-device
    memory (argument + output + temp, the compiler's figures) than heads=4,q=4. With 4 query
    heads per kv head the K/V a ring saves are smaller than float32 sums over every local head:
    walking the ring once per kv head's group is what keeps it under. The figures are the
    compiler's memory placement: with the libtpu TPU VMs run (jax 0.12, libtpu 0.0.50) the ring
    needs 400 against 577 MiB; the older libtpu 0.0.42 (jax 0.10) keeps q=4's backward temporaries
    in VMEM (1 MiB of HBM temp, against 129 MiB) and the ring's in HBM (496 against 449 MiB)."""
    pytest.importorskip("libtpu")
    if tuple(int(part) for part in package_versions(["libtpu"])["libtpu"].split(".")[:3]) < (0, 0, 50):
        pytest.skip("measured with libtpu 0.0.50 (jax 0.12); older compilers place these buffers differently")
    totals = {}
    for mesh in ("heads=4,q=4", "heads=4,seq=4"):  # the forward + backward program alone
        (bwd,) = compile_in_fresh_process(ROOT / "contracts" / "llama3-8b-causal-128k.json", None, ("bwd",), "pallas", deviceless="v5e:4x4", mesh=mesh)
        report = bwd.deviceless
        assert report is not None and report.compiled, report
        totals[mesh] = sum(report.memory[part] for part in ("argument", "output", "temp"))
    assert totals["heads=4,seq=4"] < totals["heads=4,q=4"], totals


def test_deviceless_compile_names_every_kernel_even_without_a_vmem_figure(tmp_path):
    """Splash takes its scratch as outputs, so the compiler reports no scoped VMEM for it: the
    report must still name its kernel, never claim the program has none."""
    pytest.importorskip("libtpu")
    path = tmp_path / "causal.json"
    path.write_text(json.dumps(small_contract({"kind": "causal"}, q_len=1024, kv_len=1024)))
    result = invoke("compile", path, "--backend", "splash", "--deviceless", "v5e:2x2", "--json")
    assert result.exit_code == 0, result.output
    (report,) = [entry["deviceless"] for entry in json.loads(result.stdout)["entries"]]
    assert report["kernel_vmem_bytes"] and all(name.startswith("splash_") for name in report["kernel_vmem_bytes"])


def test_a_deviceless_topology_must_be_real_and_of_the_target_chip(tmp_path):
    """Compiling a v5e contract against v6e chips would audit another chip's program."""
    path = tmp_path / "window.json"
    path.write_text(json.dumps(small_contract({"kind": "sliding_window", "size": 200})))
    for topology, message in (("v9:2x2", "CHIP one of v4, v5e, v5p, v6e, tpu7x"), ("v5e", "expected CHIP:SHAPE"),
                              ("v6e:2x2", "compiles for v6e, but"), ("v5e:0x0", "each dimension at least 1"),
                              ("v5e:2x0", "each dimension at least 1")):  # libtpu aborts the process on a zero-sized grid
        for command in ("compile", "tune"):
            if command == "tune" and topology.startswith("v6e"):
                continue
            result = invoke(command, path, "--deviceless", topology)
            assert result.exit_code == 2 and message in " ".join(result.stderr.split()), (command, topology, result.stderr)
    pytest.importorskip("libtpu")
    result = invoke("compile", path, "--deviceless", "v5e:3x3")
    assert result.exit_code == 2 and "--deviceless v5e:3x3" in result.stderr and "Traceback" not in result.output
    for command in ("compile", "tune"):  # past the chip's bounds libtpu aborts its process: its failed check is the reason
        result = invoke(command, path, "--deviceless", "v5e:64x64")
        said = " ".join(result.stderr.split())
        assert result.exit_code == 2 and "--deviceless v5e:64x64: the TPU runtime rejects this topology (Check failed:" in said, said


def test_a_stated_batch_is_audited_as_the_batched_program_and_leaves_other_keys_alone(tmp_path):
    one = small_contract({"kind": "sliding_window", "size": 200}, segment_ids=True)
    assert "batch" not in sparse_cli.load_contract(one).model_dump()["shape"]  # unset: not written, keys unchanged
    paths = []
    for batch in (None, 3):
        document = json.loads(json.dumps(one))
        if batch:
            document["shape"]["batch"] = batch
        paths.append(tmp_path / f"b{batch}.json")
        paths[-1].write_text(json.dumps(document))
    single, batched = (json.loads(invoke("compile", path, "--grads", "--json").stdout)["entries"][1] for path in paths)
    # the pallas kernels walk one example after another (a loop over the batch): one example's grids
    assert [k["grid"] for k in batched["kernels"]] == [k["grid"] for k in single["kernels"]]
    assert batched["cache_key"] != single["cache_key"] and batched["program_hash"] != single["program_hash"]


def test_per_head_masks_are_computed_natively(tmp_path):
    """Heads with different masks each compute their own partial tiles in the kernel (the
    head's rule picked on the scalar core): the TPU compiler builds it, and no kernel takes a
    stored mask index."""
    pytest.importorskip("libtpu")
    heads = [{"kind": "sliding_window", "size": 300}, {"kind": "causal"}, {"kind": "chunked_causal", "chunk": 700},
             {"kind": "local", "left": 100, "right": 50}]
    document = contract_document({"kind": "per_head", "heads": heads}, 2048, 2048, 4, 4, name="per-head", head_dim=128,
                                 dtype="bfloat16", blocks=256, backend="pallas")
    result = invoke("compile", write(tmp_path, document), "--grads", "--deviceless", "v5e:2x2", "--json")
    assert result.exit_code == 0, result.output
    entries = json.loads(result.stdout)["entries"]
    assert all(entry["deviceless"]["compiled"] for entry in entries), [entry["deviceless"]["failure"] for entry in entries]
    assert all(kernel["scalar_prefetch"] == 4 for entry in entries for kernel in entry["kernels"])  # runs, fetched, count, kind


def test_computed_masks_of_every_operator_compile_natively_and_cost_less_hbm(tmp_path, monkeypatch):
    """A shared analytic mask whose rule uses every operator the kinds use (floor division,
    remainder, comparisons, and/or) compiles with Mosaic; its kernels state fewer HBM bytes than
    the same program with stored partial blocks, by the mask blocks they no longer fetch."""
    pytest.importorskip("libtpu")
    mask = {"kind": "or", "of": [{"kind": "dilated", "window": 900, "dilation": 3}, {"kind": "chunked_causal", "chunk": 1000},
                                 {"kind": "and", "of": [{"kind": "block_causal", "block": 384}, {"kind": "prefix_lm", "prefix": 77}]}]}
    path = write(tmp_path, small_contract(mask, q_len=2048, kv_len=2048, block_q=256, block_kv=256, softcap=20.0))
    result = invoke("compile", path, "--grads", "--backend", "pallas", "--deviceless", "v5e:2x2", "--json")
    assert result.exit_code == 0, result.output
    computed = json.loads(result.stdout)["entries"]
    assert all(entry["deviceless"]["compiled"] for entry in computed)
    assert all(kernel["scalar_prefetch"] == 4 for entry in computed for kernel in entry["kernels"])  # runs, fetched, count, kind

    from sparse_cli.audit.canonical import canonicalize
    from sparse_cli.audit.lowering import export_attention
    from sparse_cli.backends.pallas import config as flash

    plan = sparse_cli.plan(load_contract(path))
    monkeypatch.setattr(flash, "token_rules", lambda contract: None)  # the same program with stored blocks
    monkeypatch.setattr("sparse_cli.backends.pallas.schedule.token_rules", lambda contract: None)
    stored = canonicalize(export_attention(plan, "pallas", grads=True).mlir_module()).kernels
    assert all(kernel.scalar_prefetch == 5 for kernel in stored)  # and mask
    assert set(computed[1]["work"]) == {pass_of_kernel(name) for name in pallas_kernels(plan.contract)}
    for name in computed[1]["work"]:
        before = sum(k.cost_estimate["bytes_accessed"] for k in stored if pass_of_kernel(k.name) == name)
        partial = plan.stats.passes[name].partial_tiles
        assert computed[1]["work"][name]["hbm_bytes"] < before, name
        assert partial > 0 and before - computed[1]["work"][name]["hbm_bytes"] <= partial * 256 * 256, name


@pytest.mark.slow
@pytest.mark.parametrize("path", sampled([swept(path) for path in CONTRACTS], keep=(0, 2)))  # one test each: xdist spreads them; CI's time: two
def test_every_shipped_contract_compiles_for_real_without_a_tpu(path):
    """Export proves a program lowers; only the TPU compiler proves Mosaic can legalize it (a
    scalar compare of int8 step arrays exported fine and failed to compile for every stored-mask
    contract). Every shipped training contract, forward + backward, on its target's topology,
    each program reporting its kernels' VMEM and its memory, none more than the estimate (at
    the query heads each pass stacks there: the shipped stacks are the estimate's tightest)."""
    pytest.importorskip("libtpu")
    result = invoke("compile", path, "--grads", "--deviceless", "v5e:2x2", "--target", "v5e", "--json")
    assert result.exit_code == 0, result.output[-3000:]
    entries = json.loads(result.stdout)["entries"]
    assert [e["pass"] for e in entries] == ["fwd", "bwd"] and all(e["deviceless"]["compiled"] for e in entries), \
        [(e["pass"], e["deviceless"]["failure"]) for e in entries]
    contract = load_contract(path).model_copy(update={"target": "v5e"})
    dq = set() if fuses_dq(contract) else {"sparse_cli_dq"}  # else dK/dV computes dq
    kernels = {"fwd": {"sparse_cli_fwd"}, "bwd": {"sparse_cli_fwd", "sparse_cli_dkv", *dq}}
    estimate = {k.kernel: k.bytes for k in kernel_vmem(contract)}
    for entry in entries:
        report = entry["deviceless"]
        assert set(report["kernel_vmem_bytes"]) == kernels[entry["pass"]], (entry["contract"], entry["pass"], report["kernel_vmem_bytes"])
        assert all(0 < size < 128 << 20 for size in report["kernel_vmem_bytes"].values()) and report["memory"]["argument"] > 0, report
        over = {name: (used, estimate[name]) for name, used in report["kernel_vmem_bytes"].items() if used > estimate[name]}
        assert not over, (entry["pass"], over)


@pytest.mark.slow
def test_a_sweep_pushes_payloads_through_the_program_its_smem_budget_makes(tmp_path):
    """``--sweep`` with ``--smem-budget`` sweeps the program compile lowered (its launches cut to
    the budget), not the target's."""
    path = write(tmp_path, small_contract({"kind": "sliding_window", "size": 200}))
    runs = {budget: json.loads(invoke("compile", path, "--sweep", "2", "--json", *budget).stdout) for budget in ((), ("--smem-budget", "8200"))}
    assert [run["entries"][0]["work"]["fwd"]["launches"] for run in runs.values()][0] == 1 < runs[("--smem-budget", "8200")]["entries"][0]["work"]["fwd"]["launches"]
    swept = [run["sweeps"][0] for run in runs.values()]
    assert all(s["passed"] for s in swept) and swept[0]["program_hashes"] != swept[1]["program_hashes"]
