"""Drift in kernel terms: what ``compile --check`` says first when a program or a contract
changed, the canonical text's constant names, a lock checked whole, and the deviceless
compile's headroom, temporaries and refusals."""

import json
import re
import shutil

import pytest

from sparse_cli.audit.canonical import constants, operations, renamed
from sparse_cli.audit.drift import kernel_changes, text_diff
from sparse_cli.audit.lowering import _condensed
from tests.support.cli import invoke, within_80_columns
from tests.support.contracts import EXAMPLE, ROOT, write

LOCKED = ROOT / "contracts" / "contracts.lock.d" / "llama3-8b-causal-32k-tuned-blocks.v5e.bwd.mlir"  # a dq kernel at its own blocks
#: The most lines a --check of a few changed entries may print before its diff (the issue's CI log).
CHECK_LINES = 40


def printed_program(monkeypatch) -> str:
    """A program's text as the MLIR printer names its values (``%c0_i32_42``)."""
    import sparse_cli
    from sparse_cli.audit import canonical
    from sparse_cli.audit.lowering import export_attention

    monkeypatch.setattr(canonical, "renamed", lambda text: text)
    plan = sparse_cli.plan(sparse_cli.load_contract(EXAMPLE))
    return canonical.canonicalize(export_attention(plan, "pallas", grads=True).mlir_module()).text


def test_constant_names_are_canonical_so_renaming_alone_is_no_drift(monkeypatch):
    """The printer's counters (``%c0_i32_42``) shift when an unrelated constant comes or goes:
    canonically each constant is named by its value, so a text renamed that way is the same."""
    text = printed_program(monkeypatch)
    assert re.search(r"%c0_i32_\d+ = ", text)
    shifted = re.sub(r"%(c\d+_i32|c\d+|cst)_(\d+)\b", lambda m: f"%{m.group(1)}_{int(m.group(2)) + 7}", text)
    assert shifted != text and renamed(shifted) == renamed(text) == renamed(renamed(text))
    assert not re.search(r"%c0_i32_\d+ = ", renamed(text))
    other_value = text.replace("arith.constant 16 : i32", "arith.constant 17 : i32", 1)
    assert other_value != text and renamed(other_value) != renamed(text)  # a different constant is a different program


def test_operations_and_constants_are_counted_per_kernel():
    text = LOCKED.read_text()
    counts = operations(text)
    assert set(counts) == {"program", "sparse_cli_fwd", "sparse_cli_dq", "sparse_cli_dkv"}
    body = text.split("// ---- kernel sparse_cli_dq")[1].split("// ---- kernel")[0]
    assert counts["sparse_cli_dq"]["tpu.matmul"] == body.count("tpu.matmul") > 0
    assert counts["sparse_cli_fwd"]["arith.constant"] == sum(constants(text)["sparse_cli_fwd"].values())
    assert counts["program"]["stablehlo.custom_call"] == 3


def test_a_kernel_edit_is_named_by_kernel_and_kind_of_operation():
    """One more select in the dq body: named on the dq kernel, not the others."""
    text = LOCKED.read_text()
    dq = text.index("// ---- kernel sparse_cli_dq")
    line = next(m for m in re.finditer(r"\n(\s*)(%\d+) = arith\.select ([^\n]*)", text[dq:]))
    edited = text[: dq + line.end()] + f"\n{line.group(1)}%999 = arith.select {line.group(3)}" + text[dq + line.end():]
    changes = kernel_changes([], [], text, edited)
    assert [(c.subject, c.fact, c.counts) for c in changes] == [("sparse_cli_dq", "operations", {"arith.select": 1})]


@pytest.fixture(scope="module")
def example_locked(tmp_path_factory):
    """The example contract locked with --grads, once per worker: each test takes a copy."""
    directory = tmp_path_factory.mktemp("example-locked")
    path = write(directory, json.loads(EXAMPLE.read_text()), "contract.json")
    assert invoke("compile", path, "--grads", "--lock", directory / "contracts.lock", "--update").exit_code == 0
    return directory


def lock_of(tmp_path, example_locked):
    """A copy of the locked example in ``tmp_path``: ``(contract, lock)``."""
    shutil.copytree(example_locked, tmp_path, dirs_exist_ok=True)
    return tmp_path / "contract.json", tmp_path / "contracts.lock"


@pytest.mark.parametrize("field, value, expected", [
    # half the keys a dK/dV tile: twice its rows, and both query heads of a kv head side by side in it
    (("blocks", "block_kv"), 256, ["sparse_cli_dkv: grid [8, 16, 2] -> [8, 32]", "sparse_cli_dkv: VMEM buffers 6.0 MiB -> 7.5 MiB",
                                   "sparse_cli_fwd: VMEM buffers 5.5 MiB -> 4.8 MiB"]),
    # one query head per kv head: nothing to stack, one head a tile
    (("shape", "num_kv_heads"), 16, ["sparse_cli_fwd: grid [8, 16] -> [16, 16]", "sparse_cli_fwd: window shapes 2x512x256 x2 -> 1x512x256 x2",
                                     "sparse_cli_fwd: VMEM buffers 5.5 MiB -> 3.5 MiB", "sparse_cli_dkv: grid [8, 16, 2] -> [16, 16]"]),
    (("shape", "dtype"), "float32", ["sparse_cli_fwd: VMEM buffers 5.5 MiB -> 9.0 MiB", "sparse_cli_dkv: VMEM buffers 6.0 MiB -> 9.5 MiB",
                                     "sparse_cli_fwd: operations -25 arith.truncf"]),
    (("softcap",), None, ["sparse_cli_fwd: operations -", "math.tanh"]),
])
def test_a_contract_change_names_its_kernels_facts_within_the_first_lines(tmp_path, example_locked, field, value, expected):
    """A changed contract: its fields, then what they do to each pass and kernel, first, in at
    most ``CHECK_LINES`` lines and 80 columns; ``--json`` carries the same changes."""
    document = json.loads(EXAMPLE.read_text())
    path, lock = lock_of(tmp_path, example_locked)
    node = document
    for key in field[:-1]:
        node = node[key]
    node[field[-1]] = value
    path.write_text(json.dumps(document))
    result = invoke("compile", path, "--grads", "--lock", lock, "--check")
    assert result.exit_code == 1 and "contract drift" in result.stdout
    lines = result.stdout.splitlines()
    assert len(lines) <= CHECK_LINES and within_80_columns(result.stdout), result.stdout
    text = " ".join(result.stdout.split())
    for words in expected:
        assert words in text, (words, result.stdout)
    document = json.loads(invoke("compile", path, "--grads", "--lock", lock, "--check", "--json").stdout)
    assert all(drift["changes"] and drift["diff"] is None for drift in document["drift"])


def test_a_lock_is_checked_whole_unless_narrowed_on_purpose(tmp_path, example_locked):
    """A lock written with --grads, checked without: the backward entries were never compared,
    so the check fails naming them, unless --partial says so on purpose."""
    path, lock = lock_of(tmp_path, example_locked)
    narrow = invoke("compile", path, "--lock", lock, "--check")
    assert narrow.exit_code == 1 and "every program matches" not in narrow.stdout
    assert "pass bwd of 1 contract (gemma2-9b-sliding-4096; add --grads)" in " ".join(narrow.stdout.split())
    partial = invoke("compile", path, "--lock", lock, "--check", "--partial", "--json")
    assert partial.exit_code == 0 and json.loads(partial.stdout)["uncovered"] == ["gemma2-9b-sliding-4096/v5e/bwd"]
    said = " ".join(invoke("compile", path, "--lock", lock, "--check", "--partial").stdout.split())
    assert "not checked (--partial)" in said and "add --grads" in said and "narrow the check on purpose" not in said  # it was
    assert invoke("compile", path, "--grads", "--lock", lock, "--check").exit_code == 0
    assert invoke("compile", path, "--lock", lock, "--update", "--partial").exit_code == 2  # --partial narrows a check


@pytest.mark.parametrize("edit, named", [
    (lambda entry: entry["kernels"][0].update(smem_bytes=1), "kernels.[0].smem_bytes: 1 ->"),
    (lambda entry: entry["kernels"][0].update(grid=[1, 1]), "kernels.[0].grid"),
    (lambda entry: entry.update(backend="splash"), 'backend: "splash" -> "pallas"'),
    (lambda entry: entry["work"]["fwd"].update(grid_steps=7), "work.fwd.grid_steps: 7 ->"),
], ids=["smem", "grid", "backend", "work"])
def test_a_lock_whose_summary_was_edited_fails_the_check(tmp_path, example_locked, edit, named):
    """The hash of a program matched, so --check said "every program matches" whatever the
    lock said of it beside the hash: a pull request could show reviewers false SMEM, grids or a
    backend. The summary is compared with what the program compiles to (lock -> program)."""
    path, lock = lock_of(tmp_path, example_locked)
    document = json.loads(lock.read_text())
    edit(document["entries"]["gemma2-9b-sliding-4096/v5e/fwd"])
    lock.write_text(json.dumps(document))
    result = invoke("compile", path, "--grads", "--lock", lock, "--check", "--json")
    assert result.exit_code == 1, result.output
    (drift,) = json.loads(result.stdout)["drift"]
    assert drift["entry"] == "gemma2-9b-sliding-4096/v5e/fwd" and drift["kind"] == "summary drift" and named in drift["detail"], drift


def test_the_lock_records_its_environment_and_the_readme_pins_it():
    """The shipped lock's environment; the README's CI snippet installs exactly its pins."""
    from sparse_cli.audit.lockfile import read_lock
    from sparse_cli.versions import pip_install

    lock = read_lock(ROOT / "contracts" / "contracts.lock")
    assert lock.environment is not None and {"python", "sparse_cli", "jax", "jaxlib"} <= set(lock.environment)
    line = pip_install(lock.environment, ["sparse_cli", "jax", "jaxlib"])
    assert f"- run: {line}" in (ROOT / "README.md").read_text()


def test_a_compiler_refusal_keeps_its_own_sentence_whole():
    """The compiler's numbers survive the message's condensing, however long the HLO around them."""
    hlo = "%sparse_cli_fwd.1 = bf16[16,8192,256]{2,1,0:T(8,128)(2,1)} custom-call(" + ", ".join(f"%copy-done.{i}" for i in range(60)) + ")"
    error = RuntimeError("RESOURCE_EXHAUSTED: E1001: CompileTimeScopedVmemOom:\nRan out of memory in memory space vmem while allocating on "
                         f"stack for {hlo}, metadata={{op_name=\"x\"}}. Scoped allocation with size 24.00M and limit 16.00M exceeded "
                         "scoped vmem limit by 8.00M. It should not be possible to run out of scoped vmem - please file a bug.")
    condensed = _condensed(error)
    assert "Scoped allocation with size 24.00M and limit 16.00M exceeded scoped vmem limit by 8.00M" in condensed
    assert "Ran out of memory in memory space vmem" in condensed and condensed.endswith("kernel: sparse_cli_fwd")
    assert "copy-done.59" not in condensed


@pytest.mark.slow
def test_a_deviceless_compile_states_headroom_and_names_the_largest_temporary(tmp_path):
    """gpt-oss's training layer (head_dim 64) keeps relayout copies of its q and v: named, with
    their shapes and sizes (the serving example no longer has one: its cache is read in place)."""
    pytest.importorskip("libtpu")
    result = invoke("compile", ROOT / "contracts" / "gpt-oss-20b-sliding-sinks-32k.json", "--deviceless", "v5e:2x2")
    assert result.exit_code == 0, result.output
    text = " ".join(result.stdout.split())
    assert re.search(r"VMEM of the 16.0 MiB scoped limit: sparse_cli_fwd [\d.]+ [KM]iB \([\d.]+ MiB free\)", text), text
    assert re.search(r"HBM: .* of 16.0 GiB \(fits, [\d.]+ GiB free\)", text), text
    assert "largest temporaries: a copy of q in another layout (bf16[64,32768,64]): 512.0 MiB" in text, text


@pytest.mark.slow
def test_a_vmem_refusal_names_blocks_that_fit(tmp_path):
    pytest.importorskip("libtpu")
    document = json.loads(EXAMPLE.read_text())
    document.update(name="oversized", blocks={"block_q": 2048, "block_kv": 1024}, softcap=30.0, sinks=True)
    document["shape"]["dtype"] = "float32"
    result = invoke("compile", write(tmp_path, document), "--deviceless", "v5e:2x2", "--json")
    assert result.exit_code == 1, result.output
    (report,) = [entry["deviceless"] for entry in json.loads(result.stdout)["entries"]]
    assert re.search(r"Scoped allocation with size [\d.]+M and limit 16.00M exceeded scoped vmem limit by [\d.]+\w", report["failure"])
    assert report["advice"] and re.match(r"blocks \d+x\d+ would fit the 16 MiB scoped VMEM limit of v5e", report["advice"][0])


def test_a_carriage_return_in_a_locked_text_stays_inside_its_line():
    """Program texts break lines at newlines only: a lone carriage return is a character of its
    line (the output layer shows it escaped), never a line of its own in the diff."""
    diff = text_diff("%0 = a\rhidden\n%1 = b\n", "%0 = a\n%1 = b\n", "x.mlir")
    assert [line for line in diff.split("\n") if line.startswith("-") and not line.startswith("---")] == ["-%0 = a\rhidden"]
