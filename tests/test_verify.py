"""`sparse-cli verify`: every example contract on every backend that accepts it, and failures."""

import dataclasses
import json

import numpy as np
import pytest

import sparse_cli
from sparse_cli.backends import refusal
from sparse_cli.contract import load_contract
from sparse_cli.planner import scale
from sparse_cli.planner.scale import StructureLost, structure_preserving
from tests.support.cli import invoke
from tests.support.contracts import CONTRACTS, ROOT, swept
from tests.support.sampling import sampled

SCALE = "1024"



def accepting_backends():
    """Every kernel backend the real contract accepts on its TPU (what an explicit --backend
    checks), and whether its structure survives scaling to blocks that backend takes. (The dense
    backend is the reference's own code in the input dtype; the numerics table covers it.)"""
    cases = []
    for path in CONTRACTS:
        contract = load_contract(path)
        plan = sparse_cli.plan(contract)
        for backend in ("pallas", "splash"):
            if refusal(backend, plan, native=True) is None:
                try:
                    structure_preserving(plan, int(SCALE), min_block=128 if backend == "splash" else 8)
                    kept = True
                except StructureLost:
                    kept = False
                cases.append(swept(path, backend, kept, id=f"{path.stem}-{backend}"))
    return cases


@pytest.mark.slow
@pytest.mark.parametrize("path, backend, kept", sampled(accepting_backends(), keep=(0, 2, 4)))  # CI's time: every other case
def test_every_example_contract_verifies_with_gradients(path, backend, kept):
    result = invoke("verify", path, "--scale-down", SCALE, "--backend", backend, "--grads", "--seed", "5", "--json")
    if not kept:  # e.g. Splash's 128-token blocks cannot keep Llama 4's full tiles at 1024 tokens, MoBA's routing its choice
        assert result.exit_code == 2 and ("keeps the real plan's" in result.stderr or "not this contract's" in result.stderr)
        return
    assert result.exit_code == 0, result.output
    verdict = json.loads(result.stdout)
    assert verdict["passed"] and verdict["receipt"]["proven"] and verdict["receipt"]["chosen"] == backend
    assert verdict["routing_matches"] is (True if "clustered" in path.read_text() else None)
    sinks = load_contract(path).sinks  # a sink's gradient is checked with the others
    assert {e["tensor"] for e in verdict["errors"]} == {"out", "dq", "dk", "dv"} | ({"dsinks"} if sinks else set())


def corrupt(wl):
    """Drop the first visited tile of the first row: a planner bug that verify must catch."""
    block_mask = wl.block_mask.copy()
    block_mask[0, 0, 0] = 0
    return dataclasses.replace(wl, block_mask=block_mask)


@pytest.mark.parametrize("pass_name, grads", [("fwd", False), ("dkv", True)])
def test_a_corrupted_plan_fails_verification(monkeypatch, pass_name, grads):
    def corrupted_plan(contract, **options):
        plan = sparse_cli.plan(contract, **options)
        return dataclasses.replace(plan, **{pass_name: corrupt(getattr(plan, pass_name))})

    monkeypatch.setattr(scale, "plan", corrupted_plan)  # the scaled-down plan verify executes
    args = ["--grads"] if grads else []
    result = invoke("verify", ROOT / "contracts" / "llama3-8b-causal-128k.json", "--scale-down", "512", "--backend", "pallas", *args)
    assert result.exit_code == 1, result.output
    assert "FAIL" in result.stdout and "verification failed" in result.stdout


def test_human_output_has_the_table_and_the_receipt():
    result = invoke("verify", ROOT / "contracts" / "gemma2-9b-sliding-4096.json", "--scale-down", "512")
    assert result.exit_code == 0, result.output
    assert "sparse_cli_fwd" in result.stdout and "proven" in result.stdout and "verified" in result.stdout


def test_refusals_are_bad_input(tmp_path):
    contract = json.loads((ROOT / "contracts" / "gemma2-9b-sliding-4096.json").read_text())
    contract["segment_ids"] = True
    path = tmp_path / "documents.json"
    path.write_text(json.dumps(contract))
    result = invoke("verify", path, "--scale-down", "512", "--backend", "splash")
    assert result.exit_code == 2 and "segment ids" in result.stderr and "Traceback" not in result.output
    result = invoke("verify", ROOT / "contracts" / "llama3-8b-causal-128k.json")
    assert result.exit_code == 2 and "--scale-down" in result.stderr
    result = invoke("verify", ROOT / "contracts" / "llama3-8b-causal-128k.json", "--scale-down", "512", "--backend", "cuda")
    assert result.exit_code == 2 and "'cuda' is not one of 'auto', 'pallas', 'splash', 'splash-fused', 'dense'" in " ".join(result.stderr.replace("│", " ").split())


def test_scaled_down_keeps_the_pattern():
    contract = load_contract(ROOT / "contracts" / "hybrid-per-head-windows-32k.json")
    scaled = structure_preserving(sparse_cli.plan(contract), 2048)
    small = scaled.contract
    assert (small.shape.q_len, small.shape.num_heads, scaled.heads) == (2048, 7, (0, 1, 2, 3, 4, 5, 6))
    sizes = [getattr(h, "size", None) for h in small.mask.heads]
    assert sizes == [32, 64, 128, 256, 512, 1024, None]  # windows 512 ... 16384 and a causal head, all / 16
    big, tiny = sparse_cli.plan(contract).stats.heads, sparse_cli.plan(small).stats.heads
    for kept, head in zip(tiny, scaled.heads):  # a window keeps its share of the sequence
        assert np.isclose(kept.token_density, big[head].token_density, rtol=0.03)
