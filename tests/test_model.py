"""Model files: a stack of layer contracts that plan, classify and compile handle together, with
per-layer and total figures checked against a brute-force count of visited tiles."""

import json
import os

import numpy as np
import pytest

from sparse_cli.contract import ContractError
from sparse_cli.contract.model import load_model
from tests.support.cli import assert_clean_failure, invoke, terminal_columns, within_80_columns
from tests.support.contracts import MODELS, small_contract, write
from tests.support.oracle import FULL, PARTIAL, dense_mask, tile_classes

(GEMMA3,) = MODELS


def layer(name, mask, kv_heads=None, **extra):
    document = small_contract(mask, **extra) | {"name": name}
    if kv_heads is not None:
        document["shape"]["num_kv_heads"] = kv_heads
    return document


def stack(tmp_path, rng):
    """A random model: a local layer contract written as a file beside the model, a global one
    inline, random counts; and the counts by contract name."""
    counts = {"local": int(rng.integers(1, 9)), "global": int(rng.integers(1, 4))}
    window = int(rng.integers(16, 300))
    write(tmp_path, layer("local", {"kind": "sliding_window", "size": window}, num_heads=4, kv_heads=2), "local.json")
    model = {"name": "stack", "layers": [
        {"contract": "local.json", "count": counts["local"]},
        {"contract": layer("global", {"kind": "causal"}, num_heads=4, kv_heads=2), "count": counts["global"]},
    ]}
    return write(tmp_path, model, "stack.model.json"), counts


def oracle_fwd_flops(path):
    """Matmul FLOPs of the forward pass over the tiles a brute-force dense mask visits."""
    document = json.loads(path.read_text())
    dense = dense_mask(document)
    blocks, shape = document["blocks"], document["shape"]
    classes = tile_classes(dense, blocks["block_q"], blocks["block_kv"])
    visited = int(np.isin(classes, (PARTIAL, FULL)).sum())
    return visited * blocks["block_q"] * blocks["block_kv"] * 4 * shape["head_dim"]  # q.k and p.v


def test_per_layer_and_total_figures_match_a_brute_force_count(tmp_path, monkeypatch, rng):
    terminal_columns(monkeypatch, 80)
    model_path, counts = stack(tmp_path, rng)
    write(tmp_path, json.loads(model_path.read_text())["layers"][1]["contract"], "global.json")  # for the oracle
    result = invoke("classify", model_path, "--json", "--no-cache")
    assert result.exit_code == 0, result.output
    (figures,) = json.loads(result.stdout)["models"]
    layers = {layer["contract"]: layer for layer in figures["layers"]}
    assert {name: layer["count"] for name, layer in layers.items()} == counts
    for name in counts:
        assert layers[name]["fwd_flops"] == oracle_fwd_flops(tmp_path / f"{name}.json")
    assert figures["total_layers"] == sum(counts.values())
    assert figures["fwd_flops"] == sum(counts[name] * oracle_fwd_flops(tmp_path / f"{name}.json") for name in counts)
    for target, totals in figures["roofline"].items():
        assert totals["forward"] == pytest.approx(sum(counts[n] * layers[n]["roofline"][target]["forward"] for n in counts))
    human = invoke("classify", model_path, "--no-cache").stdout
    assert "Model stack: " in human and within_80_columns(human)


@pytest.mark.slow
def test_plan_writes_one_directory_per_layer_contract_and_compile_locks_them(tmp_path, rng):
    model_path, counts = stack(tmp_path, rng)
    planned = invoke("plan", model_path, "-o", tmp_path / "plans", "--no-cache", "--json")
    assert planned.exit_code == 0, planned.output
    assert sorted(p.name for p in (tmp_path / "plans").iterdir()) == ["global", "local"]
    assert json.loads(planned.stdout)["models"][0]["total_layers"] == sum(counts.values())
    lock = tmp_path / "stack.lock"
    assert invoke("compile", model_path, "--lock", lock, "--update").exit_code == 0
    checked = invoke("compile", model_path, tmp_path / "local.json", "--lock", lock, "--check", "--json")  # the file and the layer: once
    assert checked.exit_code == 0, checked.output
    document = json.loads(checked.stdout)
    assert sorted(entry["contract"] for entry in document["entries"]) == ["global", "local"]
    assert all(entry["pass"] == "fwd" and "pass_" not in entry for entry in document["entries"])  # one pass field
    (work,) = document["models"]
    steps = {layer["contract"]: layer["programs"]["fwd"]["grid_steps"] for layer in work["layers"]}
    assert work["total"]["fwd"]["grid_steps"] == sum(counts[name] * steps[name] for name in counts)


def test_the_shipped_gemma3_model_is_five_local_layers_to_one_global():
    model = load_model(GEMMA3)
    counts = {layer.contract.mask.kind: layer.count for layer in model.layers}
    assert model.total_layers == 62 and counts == {"sliding_window": 52, "causal": 10}


def test_entries_of_one_contract_merge_and_two_contracts_of_one_name_are_refused(tmp_path):
    local = layer("local", {"kind": "sliding_window", "size": 64})
    write(tmp_path, local, "local.json")
    merged = write(tmp_path, {"name": "m", "layers": [{"contract": "local.json", "count": 5}, {"contract": local, "count": 1},
                                                      {"contract": "./local.json", "count": 5}]}, "m.json")
    (only,) = load_model(merged).layers
    assert only.count == 11
    clash = write(tmp_path, {"name": "m", "layers": [{"contract": "local.json"}, {"contract": local | {"softcap": 5.0}}]}, "clash.json")
    result = invoke("classify", clash)
    assert result.exit_code == 2 and "layers[1].contract: another contract named 'local'" in result.stderr


@pytest.mark.parametrize("entry, message", [
    ({"contract": "../outside.json"}, "outside the model file's directory"),
    ({"contract": "/etc/passwd"}, "outside the model file's directory"),
    ({"contract": "link.json"}, "outside the model file's directory"),  # a symlink pointing out
    ({"contract": "missing.json"}, "no such contract file"),
    ({"contract": "missing.json"}, "layers[0].contract: "),  # a referred file's problem names the entry too
    ({"contract": "local\0.json"}, "holds a NUL byte, which no file name can"),
    ({"contract": "loop.json"}, "loop.json: a symlink loop"),
    ({"contract": "nested.json"}, "models do not nest"),
    ({"contract": {"name": "x", "layers": []}}, "models do not nest"),
    ({"contract": "local.json", "count": 0}, "layers[0].count: Input should be greater than 0"),
    ({"contract": "local.json", "count": "5"}, "layers[0].count: Input should be a valid integer"),
    ({"contract": "local.json", "count": 10**9}, "layers[0].count: Input should be less than or equal to"),
    ({"contract": "local.json", "extra": 1}, "layers[0].extra: unknown field (not part of the model format"),
    ({"contract": layer("inline", {"kind": "causal"}, q_len="640")}, "layers[0].contract: invalid contract\n  shape.q_len"),
])
def test_hostile_model_files_are_refused_naming_the_entry(tmp_path, entry, message):
    inner = tmp_path / "models"
    inner.mkdir()
    write(tmp_path, layer("outside", {"kind": "causal"}), "outside.json")
    write(inner, layer("local", {"kind": "causal"}), "local.json")
    write(inner, {"name": "n", "layers": [{"contract": "local.json"}]}, "nested.json")
    os.symlink(tmp_path / "outside.json", inner / "link.json")
    os.symlink("loop.json", inner / "loop.json")
    model = write(inner, {"name": "m", "layers": [entry]}, "m.json")
    for command in ("plan", "classify", "compile"):
        result = invoke(command, model, *(["-o", tmp_path / "out"] if command == "plan" else []))
        assert result.exit_code == 2 and message in result.stderr, (command, result.output)
        assert "Traceback" not in result.output
    assert not (tmp_path / "out").exists()


def test_an_empty_or_oversized_model_is_refused(tmp_path):
    for layers, message in (([], "layers: List should have at least 1 item"),
                            ([{"contract": "a.json"}] * 257, "layers: List should have at most 256 items")):
        with pytest.raises(ContractError, match=message):
            load_model(write(tmp_path, {"name": "m", "layers": layers}, "m.json"))


def test_run_and_verify_take_one_contract_and_name_the_ways_to_pick_a_layer():
    for command in ("run", "verify"):
        result = invoke(command, GEMMA3)
        assert result.exit_code == 2 and "Traceback" not in result.output
        message = " ".join(result.stderr.split())
        assert f"give {GEMMA3}:LAYER (LAYER one of gemma3-27b-local-32k, gemma3-27b-global-32k)" in message
        assert f"plans/{GEMMA3.stem}/LAYER written by `sparse-cli plan {GEMMA3}`" in message


@pytest.mark.slow
def test_a_layer_is_named_model_colon_layer_by_every_command(tmp_path, rng):
    """Before, an inline layer could not be planned, classified, compiled, run or verified alone."""
    model_path, _ = stack(tmp_path, rng)
    inline = f"{model_path}:global"
    classified = json.loads(invoke("classify", inline, "--json", "--no-cache").stdout)
    assert classified["contract"]["name"] == "global" and classified["contract"]["mask"]["kind"] == "causal"
    whole = json.loads(invoke("classify", model_path, "--json", "--no-cache").stdout)
    assert classified["stats"] == next(c["stats"] for c in whole["contracts"] if c["contract"]["name"] == "global")
    planned = invoke("plan", inline, "-o", tmp_path / "plans", "--json")
    assert planned.exit_code == 0, planned.output
    assert json.loads((tmp_path / "plans" / "global" / "manifest.json").read_text())["contract"]["name"] == "global"
    compiled = invoke("compile", f"{model_path}:local", "--json")
    assert compiled.exit_code == 0, compiled.output
    assert {entry["contract"] for entry in json.loads(compiled.stdout)["entries"]} == {"local"}
    for command in ("run", "verify"):
        result = invoke(command, inline, "--json", *(["--steps", "1"] if command == "run" else []))
        assert result.exit_code == 0, (command, result.output)
        assert json.loads(result.stdout)["contract"] == "global"


def test_an_unknown_layer_names_the_layers_and_an_existing_path_with_a_colon_is_itself(tmp_path, rng):
    model_path, _ = stack(tmp_path, rng)
    for command in ("plan", "classify", "compile", "run", "verify"):
        result = invoke(command, f"{model_path}:nope", *(["-o", tmp_path / "out"] if command == "plan" else []))
        assert result.exit_code == 2 and "Traceback" not in result.output, (command, result.output)
        assert "has no layer contract 'nope' (it has local, global)" in " ".join(result.stderr.split()), command
    assert not (tmp_path / "out").exists()
    contract = write(tmp_path, layer("plain", {"kind": "causal"}), "plain.json")
    result = invoke("classify", f"{contract}:x")
    assert result.exit_code == 2 and "plain.json is not a model file" in result.stderr and "no layer 'x'" in result.stderr
    assert f"error: {contract}:x: " in result.stderr  # verbatim, never the emoji code ":x:"
    broken = tmp_path / "broken.model.json"
    broken.write_text("not json")
    assert_clean_failure(invoke("plan", f"{broken}:local"), "broken.model.json:local: the model file cannot be read", "not valid JSON")
    literal = write(tmp_path, layer("literal", {"kind": "causal"}), f"{model_path.name}:global.json")  # also MODEL:LAYER
    assert json.loads(invoke("classify", literal, "--json").stdout)["contract"]["name"] == "literal"


def reads_of(monkeypatch):
    """How many times each file is read (by resolved path) from now on, in this process."""
    from pathlib import Path

    counts: dict[Path, int] = {}
    read_text = Path.read_text

    def counted(self, *args, **kwargs):
        counts[self.resolve()] = counts.get(self.resolve(), 0) + 1
        return read_text(self, *args, **kwargs)

    monkeypatch.setattr(Path, "read_text", counted)
    return counts


@pytest.mark.parametrize("command", [["plan", "-o", "{out}"], ["classify"], ["compile"], ["run", "--steps", "1", "--warmup", "0"],
                                     pytest.param(["verify"], marks=pytest.mark.slow)], ids=lambda command: command[0])
def test_every_command_reads_each_file_it_is_pointed_at_once(tmp_path, monkeypatch, command):
    """A contract file, a model file (and the layer contract file it names) and MODEL:LAYER are
    each read once, whatever the command (compile's child process reads its own copy)."""
    model_path, _ = stack(tmp_path, np.random.default_rng(7))
    contract = write(tmp_path, layer("plain", {"kind": "causal"}), "plain.json")
    one_at_a_time = command[0] in ("run", "verify")
    for target in ([contract, f"{model_path}:local", f"{model_path}:global"] if one_at_a_time else [[contract, model_path]]):
        reads = reads_of(monkeypatch)
        paths = target if isinstance(target, list) else [target]
        result = invoke(command[0], *paths, *[arg.format(out=tmp_path / "plans") for arg in command[1:]], "--json")
        assert result.exit_code == 0, (target, result.output)
        read = {path: count for path, count in reads.items() if path.suffix == ".json" and path.parent == tmp_path}
        expected = {contract} if target == contract else {model_path, tmp_path / "local.json"} if one_at_a_time else {contract, model_path, tmp_path / "local.json"}
        assert read == {path.resolve(): 1 for path in expected}, (target, read)
