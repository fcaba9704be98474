"""The command line through Typer's runner: results on stdout, errors on stderr, exit codes."""

import importlib.metadata
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import numpy as np
import pytest
import typer

from sparse_cli.backends import backend_named
from sparse_cli.cli.app import app
from sparse_cli.cli.views import MAX_PANELS
from sparse_cli.contract import load_contract
from sparse_cli.hardware import cpu_unless_accelerated, may_have_accelerator
from sparse_cli.targets import SMEM_RESERVE
from tests.support.cli import assert_clean_failure, invoke, terminal_columns, within_80_columns
from tests.support.contracts import CONTRACTS, EXAMPLE, FIXTURES, ROOT, small_contract, write
from tests.support.sampling import sampled


def test_plan_writes_artifacts_and_then_serves_the_cache(tmp_path):
    out = tmp_path / "plan"
    first = invoke("plan", EXAMPLE, "-o", out)
    assert first.exit_code == 0, first.output
    assert "cache miss" in first.stdout and "fits" in first.stdout
    assert sorted(p.name for p in out.iterdir()) == ["manifest.json", "worklists.npz"]
    second = invoke("plan", EXAMPLE, "-o", out, "--json")
    assert second.exit_code == 0
    document = json.loads(second.stdout)
    assert document["cache"] == "hit"
    assert document["manifest"]["contract"]["name"] == "gemma2-9b-sliding-4096"
    assert document["manifest"]["grid_width"]["fwd"] >= 1


def test_plan_defaults_to_plans_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = invoke("plan", FIXTURES / "gqa-window.toml", "--no-cache")
    assert result.exit_code == 0, result.output
    assert "cache off" in result.stdout
    assert (tmp_path / "plans" / "gqa-window" / "manifest.json").is_file()


@pytest.mark.parametrize("path", CONTRACTS, ids=lambda p: p.stem)
def test_classify_every_example_contract(path, monkeypatch):
    terminal_columns(monkeypatch, 80)
    result = invoke("classify", path)
    assert result.exit_code == 0, result.output
    assert "Tiles per head" in result.stdout and "partial (token mask applied)" in result.stdout
    assert within_80_columns(result.stdout) and "full and empty tiles in one cell\n" in result.stdout  # no legend entry broken
    if load_contract(path).runtime_kind is not None:
        return  # its static stats are those of a static contract; sampling batches again would only cost a minute
    document = json.loads(invoke("classify", path, "--json").stdout)
    stats = document["stats"]
    assert len(stats["heads"]) == document["contract"]["shape"]["num_heads"]
    tiles = stats["num_q_blocks"] * stats["num_kv_blocks"]
    assert all(h["empty"] + h["partial"] + h["full"] == tiles for h in stats["heads"])


def test_classify_table_counts_match_json():
    document = json.loads(invoke("classify", EXAMPLE, "--json").stdout)
    head = document["stats"]["heads"][0]
    text = invoke("classify", EXAMPLE, "--width", "40").stdout
    row = next(line for line in text.splitlines() if line.startswith("│ heads 0–15"))
    numbers = [int(n.replace(",", "")) for n in re.findall(r"│\s+([\d,]+)\s+(?=│)", row)]
    assert numbers[:3] == [head["empty"], head["partial"], head["full"]]


def test_classify_png(tmp_path):
    pytest.importorskip("matplotlib")
    pictures = tmp_path / "pictures"
    pictures.mkdir()
    result = invoke("classify", ROOT / "contracts" / "hybrid-per-head-windows-32k.json", "--png", pictures / "map.png")
    assert result.exit_code == 0, result.output
    assert (pictures / "map.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert [p.name for p in pictures.iterdir()] == ["map.png"], "no temporary file left behind"


def test_bad_contract_exits_2_and_writes_nothing(tmp_path):
    out = tmp_path / "out"
    assert_clean_failure(invoke("plan", FIXTURES / "bad-block.json", "-o", out), "blocks.block_q", "multiple of 8")
    assert not out.exists()
    assert_clean_failure(invoke("classify", FIXTURES / "bad-block.json", "--json"), "blocks.block_q")
    assert_clean_failure(invoke("plan", tmp_path / "nope.json"), "no such contract file")


def test_outputs_never_replace_what_the_user_had(tmp_path):
    """``--png`` at the contract itself or at another file that is not a PNG, and ``plan -o`` at
    a directory whose manifest.json is not a plan (the contract itself, or the user's own
    document), are refused before any work; each file is as it was. A plan directory is
    replaced by a new plan."""
    contract = tmp_path / "plans" / "manifest.json"
    contract.parent.mkdir()
    contract.write_bytes(EXAMPLE.read_bytes())
    notes = tmp_path / "notes.json"
    notes.write_text('{"my": "data"}')
    owned = tmp_path / "own"
    owned.mkdir()
    (owned / "manifest.json").write_text('{"my": "data"}')
    for args, word in [(("classify", contract, "--png", contract), "is not a PNG"),
                       (("classify", contract, "--png", notes), "is not a PNG"),
                       (("plan", contract, "-o", contract.parent), "is not a sparse-cli-plan manifest"),
                       (("plan", contract, "-o", owned), "is not a sparse-cli-plan manifest")]:
        before = {path: path.read_bytes() for path in (contract, notes, owned / "manifest.json")}
        assert_clean_failure(invoke(*args), word)
        assert {path: path.read_bytes() for path in before} == before
        assert sorted(p.name for p in contract.parent.iterdir()) == ["manifest.json"] == sorted(p.name for p in owned.iterdir())
    plans = tmp_path / "plan"
    for _ in range(2):
        assert invoke("plan", EXAMPLE, "-o", plans).exit_code == 0


def test_png_into_missing_directory_is_bad_input(tmp_path):
    assert_clean_failure(invoke("classify", EXAMPLE, "--png", tmp_path / "no" / "map.png"), "does not exist")


def test_png_that_cannot_become_a_file_is_bad_input(tmp_path):
    """A directory, or a directory that refuses new files (root ignores permission bits, so it
    gets /proc), is refused before planning; nothing is left behind."""
    pictures = tmp_path / "pictures"
    pictures.mkdir()
    assert_clean_failure(invoke("classify", EXAMPLE, "--png", pictures), "--png", "is a directory")
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    target = locked / "map.png" if os.geteuid() else Path("/proc/map.png")
    assert_clean_failure(invoke("classify", EXAMPLE, "--png", target), "--png", "cannot write in")
    assert not any(pictures.iterdir()) and not any(locked.iterdir())


@pytest.mark.parametrize("command", ["plan", "classify", "compile", "run", "verify"])
def test_json_failures_are_one_json_error_object(command, tmp_path):
    """Under --json a failure is the run's one JSON document (stdout), with the exit code it
    ends with; the message still goes to stderr."""
    bad = invoke(command, FIXTURES / "bad-block.json", "--json")
    usage = invoke(command, EXAMPLE, "--json", "--no-such-flag")
    for result in (bad, usage):
        assert result.exit_code == 2, result.output
        error = json.loads(result.stdout)["error"]
        assert error["exit_code"] == 2 and error["kind"] == "bad_input" and error["message"].splitlines()[0] in result.stderr
    assert "blocks.block_q" in json.loads(bad.stdout)["error"]["message"]
    assert "--no-such-flag" in json.loads(usage.stdout)["error"]["message"]


def test_a_failed_check_after_the_result_prints_no_second_json_document():
    result = invoke("classify", EXAMPLE, "--json", "--check", "--smem-budget", str(SMEM_RESERVE + 8))
    assert result.exit_code == 1 and "SMEM" in result.stderr
    assert "stats" in json.loads(result.stdout)  # the result is the one document


@pytest.mark.parametrize("args", [["schema"], ["--help"], ["classify", "contracts/gemma2-9b-sliding-4096.json"]], ids=lambda a: a[0])
def test_a_reader_that_stops_reading_ends_the_run_quietly(args, tmp_path):
    """``sparse-cli ... | head``: a closed pipe exits 0 with nothing on stderr."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "SPARSE_CLI_CACHE_DIR": str(tmp_path)}
    process = subprocess.Popen([sys.executable, "-c", "from sparse_cli.cli.app import main; main()", *args], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment)
    process.stdout.close()  # no reader: the first write breaks the pipe
    assert process.wait(timeout=120) == 0 and process.stderr.read() == b""


def test_a_refused_contract_among_several_leaves_no_plan_written(tmp_path):
    """Every plan is made before any is written: a refused contract after a good one (in the
    paths given, or a model's layers) leaves nothing on disk, where the good one's plan was."""
    good = small_contract({"kind": "causal"})
    refused = small_contract({"kind": "causal"}, q_len=2**30, kv_len=2**30, block_q=8192, block_kv=8192) | {"name": "refused"}
    paths = [write(tmp_path, good, "good.json"), write(tmp_path, refused, "refused.json")]
    model = write(tmp_path, {"name": "m", "layers": [{"contract": good}, {"contract": refused}]}, "m.json")
    for sources in (paths, [model]):
        assert_clean_failure(invoke("plan", *sources, "-o", tmp_path / "out"), "refused: planning would need")
        assert not (tmp_path / "out").exists()


def test_plan_into_a_file_is_bad_input(tmp_path):
    target = tmp_path / "taken"
    target.write_text("keep me")
    assert_clean_failure(invoke("plan", EXAMPLE, "-o", target), "not a directory")
    assert target.read_text() == "keep me"


def test_warnings_go_to_stderr(tmp_path):
    contract = json.loads(EXAMPLE.read_text())
    contract["blocks"] = {"block_q": 64, "block_kv": 512}
    path = tmp_path / "small-blocks.json"
    path.write_text(json.dumps(contract))
    result = invoke("classify", path, "--json")
    assert result.exit_code == 0
    json.loads(result.stdout)
    assert "blocks.block_q=64" in result.stderr


def test_smem_overflow_is_reported_with_advice(tmp_path):
    result = invoke("classify", EXAMPLE, "--smem-budget", str(SMEM_RESERVE + 8))
    assert result.exit_code == 0
    assert "does not fit" in result.stdout and "blocks of" in result.stdout  # no split helps below one row
    document = json.loads(invoke("plan", EXAMPLE, "-o", tmp_path / "p", "--smem-budget", str(SMEM_RESERVE + 8), "--json").stdout)
    assert document["stats"]["smem"]["fits"] is False and document["manifest"]["smem_budget"] == SMEM_RESERVE + 8


def test_smem_line_keeps_pass_order_whether_planned_or_cached():
    path = ROOT / "contracts" / "gpt-oss-20b-sliding-sinks-32k.json"
    planned, cached = (invoke("classify", path, "--width", 8) for _ in range(2))
    assert json.loads(invoke("classify", path, "--json").stdout)["cache"] == "hit"
    lines = [next(line for line in result.stdout.splitlines() if line.startswith("SMEM")) for result in (planned, cached)]
    assert lines[0] == lines[1] and lines[0].index("fwd/dq") < lines[0].index("dkv"), lines


def test_counts_of_one_are_singular(tmp_path):
    from tests.support.contracts import small_contract, write

    causal = write(tmp_path, small_contract({"kind": "causal"}, q_len=256, kv_len=256))  # one partial block: the diagonal
    assert "1 distinct partial block stored" in invoke("classify", causal, "--width", 8).stdout
    windows = {"kind": "per_head", "heads": [{"kind": "sliding_window", "size": 8 * (h + 1)} for h in range(MAX_PANELS + 1)]}
    many = write(tmp_path, small_contract(windows, num_heads=MAX_PANELS + 1), "many.json")
    assert "… 1 more distinct mask (all are in --png)" in invoke("classify", many, "--width", 8).stdout


@pytest.mark.parametrize("size, block, q_len", sampled([(128, 512, 4096), (64, 256, 2048), (100, 512, 8192), (500, 1024, 16384)],
                                                     keep=(0, 1, 2)))  # CI's time: the 16K brute force alone took 21 s
def test_blocks_far_denser_than_tokens_get_a_hint_from_the_mask(size, block, q_len, tmp_path):
    """The suggested blocks and their tile density against a brute-force tiling of the dense
    mask; the CLI shows the hint exactly when the estimate (the roofline here) also models the
    smaller blocks faster, with both times; a mask whose tiles match its tokens gets no hint."""
    import sparse_cli
    from sparse_cli.planner.hints import smaller_blocks
    from sparse_cli.report.hints import estimated_seconds
    from tests.support.contracts import small_contract, write
    from tests.support.oracle import dense_mask, tile_classes

    document = small_contract({"kind": "sliding_window", "size": size}, q_len=q_len, kv_len=q_len, num_heads=1, block_q=block, block_kv=block)
    dense = dense_mask(document)
    tiles = lambda b: float(np.mean(tile_classes(dense, b, b) != 0))
    assert tiles(block) > 4 * dense.mean(), "the case is one of coarse blocks"
    plan = sparse_cli.plan(document)
    hint = smaller_blocks(plan)
    hinted = re.search(r"blocks of (\d+)x(\d+) would visit ([\d.]+)% of tiles", hint.text if hint else "")
    assert hinted and hinted.group(1) == hinted.group(2), "square blocks, halved from square ones"
    suggested = int(hinted.group(1))
    assert suggested % 128 == 0 and suggested < block and hint.blocks == {"block_q": suggested, "block_kv": suggested}
    assert float(hinted.group(3)) == pytest.approx(100 * tiles(suggested), rel=0.006) and tiles(suggested) < 0.75 * tiles(block)  # 3 digits
    smaller = sparse_cli.plan(sparse_cli.contract.with_blocks(plan.contract, hint.blocks))
    faster = estimated_seconds(smaller)[0] < estimated_seconds(plan)[0]
    shown = invoke("classify", write(tmp_path, document), "--json").stderr
    assert ("hint:" in shown) == faster and (not faster or "ms instead of" in shown)
    assert "hint:" not in invoke("classify", EXAMPLE, "--json").stderr


def test_schema_is_json_schema():
    schema = json.loads(invoke("schema").stdout)
    assert schema["title"] == "MaskContract"
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    blocks = schema["$defs"]["Blocks"]["properties"]
    assert all(blocks[name]["multipleOf"] == 8 and blocks[name]["minimum"] == 8 for name in ("block_q", "block_kv", "block_q_dkv"))
    assert {"shape", "blocks", "mask"} <= set(schema["required"])


def test_a_schema_describes_every_shipped_document():
    """Training contracts, serving contracts and model files each have a schema whose fields
    (top level and shape) admit the shipped examples: an editor validating them flags none."""
    schemas = {kind: json.loads(invoke("schema", kind).stdout) for kind in ("training", "serving", "model")}
    assert [schema["title"] for schema in schemas.values()] == ["MaskContract", "ServingContract", "ModelDocument"]
    kinds = set()
    for path in sorted((ROOT / "contracts").rglob("*.json")):
        document = json.loads(path.read_text())
        kind = "model" if "layers" in document else "serving" if "page_size" in document["shape"] else "training"
        schema, kinds = schemas[kind], kinds | {kind}
        assert set(schema["required"]) <= set(document) <= set(schema["properties"]), path
        if kind != "model":
            shape = schema["$defs"][schema["properties"]["shape"]["$ref"].rsplit("/", 1)[-1]]
            assert set(shape["required"]) <= set(document["shape"]) <= set(shape["properties"]), path
    assert kinds == set(schemas)


def test_readme_first_run_uses_a_checked_in_contract():
    readme = (ROOT / "README.md").read_text()
    match = re.search(r"sparse-cli plan (\S+)", readme)
    assert match and (ROOT / match.group(1)).is_file()


def test_readme_python_api_example_runs_and_its_stated_values_hold(tmp_path, monkeypatch):
    """The README's Python API block, executed as written; a line whose comment states a value
    (``expr  # (1, 256, 256): ...``) must evaluate to it."""
    readme = (ROOT / "README.md").read_text()
    code = re.search(r"```python\n(.*?)```", readme[readme.index("## Python API"):], re.S).group(1)
    stated = re.compile(r"^(\S[^#]*?)\s+# (\([^)]*\))[: ]")
    code = "\n".join(f"assert ({m.group(1)}) == {m.group(2)}, {m.group(1)!r}" if (m := stated.match(line)) else line
                     for line in code.splitlines())
    assert code.count("assert (") >= 1
    (tmp_path / "contracts").symlink_to(ROOT / "contracts")
    monkeypatch.chdir(tmp_path)
    namespace: dict = {}
    exec(compile(code, "README.md (Python API)", "exec"), namespace)
    assert namespace["plan"].contract.name == "mine" and namespace["plan"].contract.mask.kind == "explicit"
    assert (tmp_path / "plans" / "llama3-8b-causal-128k" / "manifest.json").is_file()
    assert sorted(path.name for path in tmp_path.iterdir()) == ["contracts", "plans"], "nothing else left where it ran"


def test_version_names_the_tools_a_program_depends_on():
    from importlib.metadata import version

    result = invoke("--version")
    assert result.exit_code == 0
    assert result.stdout.startswith("sparse-cli ") and f"jax {version('jax')}" in result.stdout


@pytest.mark.parametrize("command", ["plan", "classify", "compile", "run", "verify"])
def test_help_names_arguments_and_lists_choices(command):
    """Metavars a user can read (no parameter names, no <bool> on flags); --backend and
    --target list their choices from the registries."""
    from sparse_cli.backends import BACKENDS
    from sparse_cli.targets import TARGETS

    help_text = invoke(command, "--help", env={"COLUMNS": "240"}).stdout  # wide: no folded choices
    text = " ".join(help_text.replace("│", " ").split())
    assert "CONTRACT" in text and "contract_path" not in text and "{contracts}" not in text
    assert "<bool>" not in text and "<list[" not in text and "<Path>" not in text  # no Python types, typer's own --help included
    flags = re.findall(r"(--(?:json|grads|check|update|no-cache)) (<bool>)?", text)
    assert flags and not any(shown for _, shown in flags)
    if command in ("compile", "run", "verify"):
        assert f"<{'|'.join(('auto', *BACKENDS))}>" in text
    if command == "compile":
        assert f"<{'|'.join(TARGETS)}>" in text


@pytest.mark.parametrize("command", [[], ["plan"], ["classify"], ["compile"], ["run"], ["verify"], ["schema"]], ids=lambda c: " ".join(c) or "app")
def test_h_is_help_and_help_paragraphs_rewrap(command):
    """``-h`` is ``--help`` for the app and every command; each paragraph of a command's
    description is one line on a wide terminal (no hard breaks from the docstring's source)."""
    import inspect

    short, long = (invoke(*command, flag, env={"COLUMNS": "240"}) for flag in ("-h", "--help"))
    assert short.exit_code == 0 and short.stdout == long.stdout and "Usage: sparse-cli" in short.stdout, short.output
    group = typer.main.get_command(app)
    described = group.commands[command[0]] if command else group  # type: ignore[attr-defined]
    lines = [line.strip() for line in short.stdout.splitlines()]
    for paragraph in inspect.cleandoc(described.help or "").split("\n\n"):
        assert " ".join(paragraph.split()) in lines, paragraph


@pytest.mark.slow
def test_a_written_plan_travels_to_verify_run_and_compile(tmp_path):
    """Plan on a laptop, execute the directory elsewhere: the same contract, the same programs."""
    contract = ROOT / "contracts" / "gemma2-9b-sliding-4096.json"
    plan_dir = tmp_path / "gemma"
    assert invoke("plan", contract, "-o", plan_dir, "--no-cache").exit_code == 0
    verified = invoke("verify", plan_dir, "--scale-down", "1024", "--json")
    assert verified.exit_code == 0, verified.output
    assert json.loads(verified.stdout)["contract"] == "gemma2-9b-sliding-4096"
    from_dir, from_file = (json.loads(invoke("compile", source, "--json").stdout)["entries"][0] for source in (plan_dir, contract))
    assert from_dir["program_hash"] == from_file["program_hash"] and from_dir["cache_key"] == from_file["cache_key"]
    manifest = json.loads((plan_dir / "manifest.json").read_text())
    manifest["versions"]["jax"] = "0.0.1"  # written elsewhere: said so, and still run when the worklists agree
    (plan_dir / "manifest.json").write_text(json.dumps(manifest))
    result = invoke("compile", plan_dir)
    assert result.exit_code == 0 and "jax 0.0.1" in result.stderr


def test_plan_and_classify_take_several_contracts(tmp_path):
    from sparse_cli.artifacts import load_plan
    from tests.support.contracts import small_contract, write

    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    window = write(tmp_path / "a", small_contract({"kind": "sliding_window", "size": 200}), "window.json")
    narrow = write(tmp_path / "a", small_contract({"kind": "causal"}, block_q=64, block_kv=64), "narrow.json")
    result = invoke("plan", window, narrow, "-o", tmp_path / "plans", "--json", "--no-cache")
    assert result.exit_code == 0, result.output
    assert [p["out_dir"] for p in json.loads(result.stdout)["plans"]] == [str(tmp_path / "plans" / s) for s in ("window", "narrow")]
    assert load_plan(tmp_path / "plans" / "window").contract.mask.kind == "sliding_window"

    clash = write(tmp_path / "b", small_contract({"kind": "causal"}), "window.json")
    result = invoke("plan", window, clash, "-o", tmp_path / "again")
    assert result.exit_code == 2 and "distinct file names" in result.stderr and not (tmp_path / "again").exists()
    result = invoke("plan", window, tmp_path / "a" / ".." / "a" / "window.json", "-o", tmp_path / "again")  # one file, twice
    assert result.exit_code == 2 and "given more than once" in result.stderr and not (tmp_path / "again").exists()
    # a model named like a contract, whose layer is named like the directory a plan keeps its mask files in
    model = {"name": "window", "layers": [{"contract": small_contract({"kind": "causal"}) | {"name": "masks"}, "count": 1}]}
    (tmp_path / "c").mkdir()
    result = invoke("plan", window, write(tmp_path / "c", model, "window.json"), "-o", tmp_path / "again")
    assert result.exit_code == 2 and "(inside " in result.stderr and not (tmp_path / "again").exists(), result.stderr

    result = invoke("classify", window, narrow, "--json", "--no-cache")
    assert [c["contract"]["blocks"]["block_q"] for c in json.loads(result.stdout)["contracts"]] == [128, 64]
    checked = invoke("classify", window, narrow, "--check", "--no-cache")
    assert checked.exit_code == 1 and "small: no sparse kernel runs natively on v5e" in " ".join(checked.stderr.split())
    assert "Plans" in checked.stdout  # the summary table of both
    assert invoke("classify", window, narrow, "--png", tmp_path / "x.png").exit_code == 2


def test_no_accelerator_means_cpu_unless_the_user_chose_a_platform(tmp_path):
    """jax's TPU probe (and libtpu's E0000 lines) is skipped only where nothing could be a TPU
    or a GPU; any Google PCI device or accelerator device file keeps jax's own choice."""
    pci, dev = tmp_path / "pci", tmp_path / "dev"
    (pci / "0000:00:04.0").mkdir(parents=True)
    (pci / "0000:00:04.0" / "vendor").write_text("0x1af4\n")  # virtio
    dev.mkdir()
    environ: dict[str, str] = {}
    cpu_unless_accelerated(environ, pci_devices=pci, dev=dev)
    assert environ == {"JAX_PLATFORMS": "cpu"}
    chosen = {"JAX_PLATFORMS": "tpu"}
    cpu_unless_accelerated(chosen, pci_devices=pci, dev=dev)
    assert chosen == {"JAX_PLATFORMS": "tpu"}
    for accelerator in ("accel0", "nvidia0", "kfd"):
        (dev / accelerator).touch()
        assert may_have_accelerator(pci, dev)
        (dev / accelerator).unlink()
    (pci / "0000:00:05.0").mkdir()
    (pci / "0000:00:05.0" / "vendor").write_text("0x1ae0\n")  # a chip of a generation no list knows yet
    environ = {}
    cpu_unless_accelerated(environ, pci_devices=pci, dev=dev)
    assert environ == {}


@pytest.mark.skipif(may_have_accelerator() or importlib.util.find_spec("libtpu") is None,
                    reason="needs libtpu installed on a machine without an accelerator")
def test_running_on_a_machine_without_a_tpu_prints_no_libtpu_noise(tmp_path):
    environ = {k: v for k, v in os.environ.items() if k != "JAX_PLATFORMS"}
    result = subprocess.run([sys.executable, "-c", "from sparse_cli.cli.app import main; main()", "run", str(EXAMPLE),
                             "--backend", "dense", "--scale-down", "256", "--steps", "1", "--warmup", "0"],
                            capture_output=True, text=True, env=environ, cwd=tmp_path, check=False)
    assert result.returncode == 0, result.stderr
    assert "cpu" in result.stdout.lower()
    assert "E0000" not in result.stderr and "worker hostname" not in result.stderr, result.stderr


@pytest.mark.parametrize("command", ["run", "verify"])
def test_a_platform_jax_cannot_start_is_bad_input_naming_jax_platforms(tmp_path, command):
    """``JAX_PLATFORMS`` naming a platform jax does not know: exit 2 and one JSON error object
    naming the variable, no traceback."""
    environ = os.environ | {"JAX_PLATFORMS": "nope"}
    result = subprocess.run([sys.executable, "-c", "from sparse_cli.cli.app import main; main()", command, str(EXAMPLE),
                             "--backend", "dense", "--scale-down", "256", "--json"],
                            capture_output=True, text=True, env=environ, cwd=tmp_path, check=False)
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    error = json.loads(result.stdout)["error"]
    assert error["exit_code"] == 2 and "JAX_PLATFORMS='nope'" in error["message"]


@pytest.mark.slow
def test_a_built_wheel_installs_the_command_under_its_own_distribution_name(tmp_path):
    """``sparse-cli`` on PyPI is another project: the wheel is ``tpu-sparse-cli``, carries
    every module of the package (and no tests), and its command plans a contract outside
    this tree."""
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check"]
    source = tmp_path / "source"  # setuptools builds in the tree it is given: never in this checkout
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".*", "build", "dist", "*.egg-info", "__pycache__", "plans", "contracts", "bench"))
    subprocess.run([*pip, "wheel", "--no-deps", "--quiet", "-w", str(tmp_path / "dist"), str(source)], check=True)
    (wheel,) = (tmp_path / "dist").glob("*.whl")
    assert wheel.name.startswith("tpu_sparse_cli-")
    with zipfile.ZipFile(wheel) as archive:
        packaged = {name for name in archive.namelist() if name.endswith(".py")}
    assert packaged == {str(p.relative_to(ROOT)) for p in (ROOT / "sparse_cli").rglob("*.py")}
    site = tmp_path / "site"
    subprocess.run([*pip, "install", "--no-deps", "--quiet", "--target", str(site), str(wheel)], check=True)
    environ = dict(os.environ, PYTHONPATH=str(site))  # ahead of this checkout's own install
    command = [str(site / "bin" / "sparse-cli")]
    version = subprocess.run([*command, "--version"], capture_output=True, text=True, env=environ, cwd=tmp_path, check=True)
    assert version.stdout.startswith(f"sparse-cli {importlib.metadata.version('tpu-sparse-cli')} ")
    where = subprocess.run([sys.executable, "-c", "import sparse_cli; print(sparse_cli.__file__)"],
                           capture_output=True, text=True, env=environ, cwd=tmp_path, check=True)
    assert Path(where.stdout.strip()).is_relative_to(site)
    planned = subprocess.run([*command, "plan", str(EXAMPLE), "-o", "plan", "--no-cache"],
                             capture_output=True, text=True, env=environ, cwd=tmp_path, check=False)
    assert planned.returncode == 0, planned.stderr
    assert (tmp_path / "plan" / "manifest.json").is_file()


def test_classify_takes_a_plan_directory_as_run_verify_and_compile_do(tmp_path):
    """Before, classify refused the directories `plan` writes ("not a file")."""
    assert invoke("plan", EXAMPLE, "-o", tmp_path / "plan").exit_code == 0
    from_directory = json.loads(invoke("classify", tmp_path / "plan", "--json").stdout)
    from_file = json.loads(invoke("classify", EXAMPLE, "--json").stdout)
    assert from_directory["contract"] == from_file["contract"] and from_directory["stats"] == from_file["stats"]
    (tmp_path / "plan" / "worklists.npz").write_bytes(b"truncated")
    assert_clean_failure(invoke("classify", tmp_path / "plan"), "worklists.npz")


@pytest.mark.parametrize("command", ["plan", "classify"])
def test_plan_and_classify_show_progress_on_a_terminal_only(tmp_path, monkeypatch, command):
    """Before, a 1M-token plan kept a blank screen for seconds. Progress goes to stderr, on a
    terminal, never under --json and never into a pipe or a log."""
    from io import StringIO

    from rich.console import Console

    from sparse_cli.cli import output

    for options, terminal, shown in (([], True, True), (["--json"], True, False), ([], False, False)):
        stream = StringIO()
        monkeypatch.setattr(output, "stderr", Console(file=stream, force_terminal=terminal, width=100))
        out = ["-o", tmp_path / f"plan-{len(options)}-{terminal}"] if command == "plan" else []
        result = invoke(command, EXAMPLE, *options, *out)
        assert result.exit_code == 0, result.output
        assert ("planning gemma2-9b-sliding-4096" in stream.getvalue()) is shown, (options, terminal, stream.getvalue())


@pytest.mark.parametrize("path", ["bigbird-itc-4096.json", "gemma2-9b-sliding-4096.json"])
def test_classify_counts_the_grid_steps_of_every_kernel_that_runs(path):
    """A dq kernel of its own (on the forward's blocks) has steps of its own: the human line
    lists every pass the program's kernels run, as its --json does."""
    contract = ROOT / "contracts" / path
    program = json.loads(invoke("classify", contract, "--json").stdout)["stats"]  # the program's figures
    fused = backend_named(program["backend"]).computes_dq_with_dkv(load_contract(contract))
    said = " ".join(invoke("classify", contract).stdout.split())
    steps = re.search(r"grid steps (.*?) \(", said).group(1)
    expected = [name for name in ("fwd", "dq", "dkv") if name != "dq" or not fused]
    assert steps == ", ".join(f"{name} {program['passes'][name]['grid_steps']:,}" for name in expected)


def test_python_dash_m_runs_the_command():
    """``python -m sparse_cli`` is the command where its entry point is not on PATH."""
    result = subprocess.run([sys.executable, "-m", "sparse_cli", "schema", "training"], capture_output=True, text=True, timeout=120,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert result.returncode == 0, result.stderr
    assert '"MaskContract"' in result.stdout or '"title"' in result.stdout
