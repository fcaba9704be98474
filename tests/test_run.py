"""`sparse-cli run` and sharded execution on 8 simulated CPU devices."""

import json

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from typer.testing import CliRunner

import sparse_cli
from sparse_cli.api import Attention, BackendRefused
from sparse_cli.cli.app import app
from sparse_cli.kernels.reference import SegmentIds
from sparse_cli.planner.runtime import random_documents
from sparse_cli.sharding import ShardedAttention, parse_mesh
from tests.conftest import ROOT

runner = CliRunner()
PACKED = ROOT / "contracts" / "packed-documents-causal-16k.json"


def run_cli(*args):
    return runner.invoke(app, ["run", *map(str, args)])


def test_run_reports_one_compilation_and_a_proven_receipt():
    result = run_cli(PACKED, "--scale-down", "1024", "--steps", "2", "--warmup", "1", "--grads", "--sweep", "4", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["compilations"] == 1 and report["sweep_payloads"] == 4 and report["sweep_compilations"] == 0
    assert report["execution"] == "interpret" and report["receipt"]["proven"]
    assert report["receipt"]["kernels"] == ["sparse_cli_dkv", "sparse_cli_dq", "sparse_cli_fwd"]
    assert 0 < report["dense_fraction"] < 1 and report["median_ms"] > 0


def test_human_output_is_labelled_when_not_on_tpu():
    result = run_cli(ROOT / "contracts" / "gemma2-9b-sliding-4096.json", "--scale-down", "512", "--steps", "1")
    assert result.exit_code == 0, result.output
    assert "not a TPU" in result.stdout and "1 compilation," in result.stdout


@pytest.mark.parametrize("mask, segments", [
    ({"kind": "causal"}, True),
    ({"kind": "per_head", "heads": [{"kind": "sliding_window", "size": 100 + 40 * h} for h in range(4)]}, False),
])
def test_sharded_matches_single_device(mask, segments):
    assert len(jax.devices()) >= 8
    contract = sparse_cli.load_contract({
        "name": "shards", "shape": {"q_len": 512, "kv_len": 500, "num_heads": 4, "num_kv_heads": 2, "head_dim": 64, "dtype": "float32"},
        "blocks": {"block_q": 128, "block_kv": 128}, "mask": mask, "segment_ids": segments, "softcap": 10.0,
    })
    plan = sparse_cli.plan(contract)
    rng = np.random.default_rng(3)
    q = jnp.asarray(rng.standard_normal((4, 512, 64)), jnp.float32)
    k, v = (jnp.asarray(rng.standard_normal((2, 500, 64)), jnp.float32) for _ in range(2))
    ids = SegmentIds(jnp.asarray(random_documents(rng, 512)), jnp.asarray(random_documents(rng, 500))) if segments else None
    single, sharded = Attention(plan, "pallas", interpret=True), ShardedAttention(plan, 2, 4, interpret=True)
    np.testing.assert_allclose(sharded(q, k, v, ids), single(q, k, v, ids), rtol=1e-6, atol=1e-6)
    loss = lambda attention: lambda q, k, v: jnp.sum(attention(q, k, v, ids) ** 2)
    for got, want in zip(jax.grad(loss(sharded), argnums=(0, 1, 2))(q, k, v), jax.grad(loss(single), argnums=(0, 1, 2))(q, k, v)):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def test_run_on_a_mesh_of_8_devices():
    result = run_cli(PACKED, "--scale-down", "2048", "--mesh", "heads=2,q=4", "--steps", "1", "--warmup", "0", "--sweep", "3", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["mesh"] == {"heads": 2, "q": 4} and report["devices"] == 8 and report["compilations"] == 1
    assert report["sweep_payloads"] == 3 and report["sweep_compilations"] == 0


def test_mesh_refusals():
    assert parse_mesh("heads=2,q=4") == {"heads": 2, "q": 4} and parse_mesh("q=2") == {"heads": 1, "q": 2}
    with pytest.raises(ValueError):
        parse_mesh("rows=2")
    plan = sparse_cli.plan(sparse_cli.load_contract(PACKED))
    with pytest.raises(BackendRefused, match="splash"):
        ShardedAttention(plan, 1, 2, backend="splash")
    with pytest.raises(BackendRefused, match="devices"):
        ShardedAttention(plan, 4, 4)
    gemma = ROOT / "contracts" / "gemma2-9b-sliding-4096.json"
    for path, args, words in (
        (PACKED, ("--mesh", "heads=3"), "do not split"),
        (PACKED, ("--mesh", "bogus"), "heads=H,q=Q"),
        (gemma, ("--mesh", "q=2", "--backend", "dense"), "pallas"),  # a mesh runs the pallas kernels
        (PACKED, ("--mesh", "q=2", "--backend", "dense"), "dense scores"),  # dense refused for the real contract
    ):
        result = run_cli(path, "--scale-down", "512", *args)
        assert result.exit_code == 2 and words in result.stderr, result.output
    result = run_cli(PACKED)
    assert result.exit_code == 2 and "--scale-down" in result.stderr
    result = run_cli(ROOT / "contracts" / "moba-routed-32k.json", "--scale-down", "2048", "--mesh", "q=2")
    assert result.exit_code == 2 and "route per batch" in result.stderr  # never silently unrouted


def test_sharded_payloads_keep_the_plans_shapes():
    """Runtime payloads (random active-tile subsets) must not change any sharded array shape."""
    from sparse_cli.audit.recompile import payloads

    contract = sparse_cli.load_contract({
        "name": "bounds", "shape": {"q_len": 1024, "kv_len": 1024, "num_heads": 2, "head_dim": 64},
        "blocks": {"block_q": 128, "block_kv": 128}, "mask": {"kind": "causal"},
    })
    plan = sparse_cli.plan(contract)
    sharded = ShardedAttention(plan, 1, 2, interpret=True)
    shapes = jax.tree_util.tree_map(lambda a: a.shape, sharded.data)
    for payload, _ in payloads(plan, 10, seed=1):
        assert jax.tree_util.tree_map(lambda a: a.shape, sharded.data_for(payload)) == shapes


def test_a_stated_batch_runs_every_example_in_one_compiled_step(tmp_path):
    """shape.batch: the [B, H, L, D] program, once compiled; FLOPs count every example; the
    runtime plan (documents) is made per example inside the step, payload sweeps included."""
    from tests.conftest import small_contract

    document = small_contract({"kind": "documents", "mask": {"kind": "causal"}}, q_len=1024, kv_len=1024, segment_ids=True)
    single = tmp_path / "one.json"
    single.write_text(json.dumps(document))
    document["shape"]["batch"] = 2
    batched = tmp_path / "two.json"
    batched.write_text(json.dumps(document))
    one, two = (json.loads(run_cli(path, "--steps", "1", "--warmup", "0", "--sweep", "2", "--backend", "pallas", "--json").stdout)
                for path in (single, batched))
    assert (two["batch"], two["compilations"], two["sweep_compilations"]) == (2, 1, 0) and one["batch"] is None
    assert two["dense_flops"] == 2 * one["dense_flops"] and two["receipt"]["proven"]
    assert one["sparse_flops"] < two["sparse_flops"] <= 2 * one["dense_flops"]
