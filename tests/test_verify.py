"""`sparse-cli verify`: every example contract on every backend that accepts it, and failures."""

import dataclasses
import json

import numpy as np
import pytest
from typer.testing import CliRunner

import sparse_cli
from sparse_cli.backends import refusal
from sparse_cli.cli import verify_cmd
from sparse_cli.cli.app import app
from sparse_cli.contract import load_contract, scaled_down
from tests.conftest import CONTRACTS, ROOT

runner = CliRunner()
SCALE = "1024"


def verify(*args):
    return runner.invoke(app, ["verify", *map(str, args)])


def accepting_backends():
    cases = []
    for path in CONTRACTS:
        plan = sparse_cli.plan(scaled_down(load_contract(path), int(SCALE)))
        for backend in ("pallas", "splash", "dense"):
            if refusal(backend, plan, native=False) is None:
                cases.append(pytest.param(path, backend, id=f"{path.stem}-{backend}"))
    return cases


@pytest.mark.parametrize("path, backend", accepting_backends())
def test_every_example_contract_verifies_with_gradients(path, backend):
    result = verify(path, "--scale-down", SCALE, "--backend", backend, "--grads", "--seed", "5", "--json")
    assert result.exit_code == 0, result.output
    verdict = json.loads(result.stdout)
    assert verdict["passed"] and verdict["receipt"]["proven"] and verdict["receipt"]["chosen"] == backend
    assert verdict["routing_matches"] is (True if "clustered" in path.read_text() else None)
    assert {e["tensor"] for e in verdict["errors"]} == {"out", "dq", "dk", "dv"}


def corrupt(wl):
    """Drop the first visited tile of the first row: a planner bug that verify must catch."""
    block_mask = wl.block_mask.copy()
    block_mask[0, 0, 0] = 0
    return dataclasses.replace(wl, block_mask=block_mask)


@pytest.mark.parametrize("pass_name, grads", [("fwd", False), ("dkv", True)])
def test_a_corrupted_plan_fails_verification(monkeypatch, pass_name, grads):
    def corrupted_plan(contract):
        plan = sparse_cli.plan(contract)
        return dataclasses.replace(plan, **{pass_name: corrupt(getattr(plan, pass_name))})

    monkeypatch.setattr(verify_cmd, "make_plan", corrupted_plan)
    args = ["--grads"] if grads else []
    result = verify(ROOT / "contracts" / "llama3-8b-causal-128k.json", "--scale-down", "512", "--backend", "pallas", *args)
    assert result.exit_code == 1, result.output
    assert "FAIL" in result.stdout and "verification failed" in result.stdout


def test_human_output_has_the_table_and_the_receipt():
    result = verify(ROOT / "contracts" / "gemma2-9b-sliding-4096.json", "--scale-down", "512")
    assert result.exit_code == 0, result.output
    assert "sparse_cli_fwd" in result.stdout and "proven" in result.stdout and "verified" in result.stdout


def test_refusals_are_bad_input(tmp_path):
    contract = json.loads((ROOT / "contracts" / "gemma2-9b-sliding-4096.json").read_text())
    contract["segment_ids"] = True
    path = tmp_path / "documents.json"
    path.write_text(json.dumps(contract))
    result = verify(path, "--scale-down", "512", "--backend", "splash")
    assert result.exit_code == 2 and "segment ids" in result.stderr and "Traceback" not in result.output
    result = verify(ROOT / "contracts" / "llama3-8b-causal-128k.json")
    assert result.exit_code == 2 and "--scale-down" in result.stderr
    result = verify(ROOT / "contracts" / "llama3-8b-causal-128k.json", "--scale-down", "512", "--backend", "cuda")
    assert result.exit_code == 2 and "unknown backend" in result.stderr


def test_scaled_down_keeps_the_pattern():
    contract = load_contract(ROOT / "contracts" / "hybrid-per-head-windows-32k.json")
    small = scaled_down(contract, 2048)
    assert (small.shape.q_len, small.shape.num_heads) == (2048, 4)
    sizes = [getattr(h, "size", None) for h in small.mask.heads]
    assert sizes == [32, 128, 512, None]  # windows 512, 2048, 8192 and a causal head, all / 16
    big, tiny = sparse_cli.plan(contract).stats.heads, sparse_cli.plan(small).stats.heads
    for kept, head in zip(tiny, (0, 2, 4, 6)):  # a window keeps its share of the sequence
        assert np.isclose(kept.token_density, big[head].token_density, rtol=0.02)
