"""`sparse-cli run` and sharded execution on 8 simulated CPU devices."""

import json

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import sparse_cli
from sparse_cli.execution.api import Attention, BackendRefused
from sparse_cli.masks import BlockClass
from sparse_cli.masks.explicit import mask_document
from sparse_cli.mesh import MeshShape
from sparse_cli.planner.runtime import random_documents
from sparse_cli.planner.samples import PackingSampler, batch_planner
from sparse_cli.reference import SegmentIds
from tests.support.cli import invoke
from tests.support.contracts import PACKED, ROOT, mesh_document
from tests.support.kernels import assert_same_results, stored_mask_inputs
from tests.support.sampling import sampled


def test_run_reports_one_compilation_and_a_proven_receipt():
    result = invoke("run", PACKED, "--scale-down", "1024", "--steps", "2", "--warmup", "1", "--grads", "--sweep", "4", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["compilations"] == 1 and report["sweep_payloads"] == 4 and report["sweep_compilations"] == 0
    assert report["execution"] == "interpret" and report["receipt"]["proven"]
    assert set(report["receipt"]["kernels"]) - {"sparse_cli_dq"} == {"sparse_cli_dkv", "sparse_cli_fwd"}  # proven: dq's as the rule says
    assert 0 < report["dense_fraction"] < 1 and report["median_ms"] > 0


def test_a_sweep_that_recompiles_fails_the_run(tmp_path, monkeypatch):
    """``run --sweep``: a static contract's payloads vary only its packings (its program is made
    for its plan's layout), so it compiles once; payloads that recompile (here, the layouts a
    static plan never has, forced in) fail the run (exit 1), which once exited 0 saying so."""
    from sparse_cli.planner import samples
    from sparse_cli.planner.plan import Plan

    document = {"name": "sw", "shape": {"q_len": 512, "kv_len": 512, "num_heads": 1, "head_dim": 128, "dtype": "float32"},
                "blocks": {"block_q": 128, "block_kv": 128}, "mask": {"kind": "sliding_window", "size": 200}}
    contract = tmp_path / "sw.json"
    contract.write_text(json.dumps(document))
    args = ("run", contract, "--backend", "pallas", "--steps", "1", "--warmup", "0", "--sweep", "3", "--json")
    result = invoke(*args)
    assert result.exit_code == 0 and json.loads(result.stdout)["sweep_compilations"] == 0, result.output

    def other_layouts(plan, count, seed=0, keep_bounds=True):
        rng = np.random.default_rng(seed)
        for _ in range(count):
            yield Plan.of_worklists(plan.contract, samples.active_subset(plan, rng), plan.masks, plan.head_masks, plan.stats,
                                    plan.smem_budget), None

    monkeypatch.setattr(samples, "payloads", other_layouts)
    result = invoke(*args)
    assert result.exit_code == 1 and "compiled the step" in result.stderr, result.output


def test_human_output_is_labelled_when_not_on_tpu():
    result = invoke("run", ROOT / "contracts" / "gemma2-9b-sliding-4096.json", "--scale-down", "512", "--steps", "1")
    assert result.exit_code == 0, result.output
    assert "not a TPU" in result.stdout and "1 compilation," in result.stdout


@pytest.mark.slow
@pytest.mark.parametrize("mask, segments", sampled([
    ({"kind": "causal"}, True),
    ({"kind": "per_head", "heads": [{"kind": "sliding_window", "size": 100 + 40 * h} for h in range(4)]}, False),
    ("explicit", False),  # a mask given as data: stored blocks, no origin
], keep=(0, 2)))  # CI's time: computed and stored masks
def test_sharded_matches_single_device(mask, segments, tmp_path):
    assert len(jax.devices()) >= 8
    if mask == "explicit":
        dense = np.random.default_rng(4).random((512, 500)) < 0.3
        mask = mask_document(dense, tmp_path / "mask.npz", tmp_path)
    contract = sparse_cli.load_contract({
        "name": "shards", "shape": {"q_len": 512, "kv_len": 500, "num_heads": 4, "num_kv_heads": 2, "head_dim": 64, "dtype": "float32"},
        "blocks": {"block_q": 128, "block_kv": 128}, "mask": mask, "segment_ids": segments, "softcap": 10.0,
    }, mask_dir=tmp_path)
    plan = sparse_cli.plan(contract)
    rng = np.random.default_rng(3)
    q = jnp.asarray(rng.standard_normal((4, 512, 64)), jnp.float32)
    k, v = (jnp.asarray(rng.standard_normal((2, 500, 64)), jnp.float32) for _ in range(2))
    ids = SegmentIds(jnp.asarray(random_documents(rng, 512)), jnp.asarray(random_documents(rng, 500))) if segments else None
    single, sharded = Attention(plan, "pallas", interpret=True), Attention(plan, interpret=True, mesh=MeshShape(2, 4))
    assert_same_results(sharded, single, q, k, v, ids, output_tolerance=1e-6)
    # each shard computes its partial tiles from its origin, unless the mask is data
    assert stored_mask_inputs(sharded) == (1 if mask["kind"] == "explicit" else 0)


def _runtime_contract(mask, **extra):
    return sparse_cli.load_contract(mesh_document(mask, name="runtime-shards", **extra))


@pytest.mark.slow
@pytest.mark.parametrize("mask, extra", [
    # CI's time: routed in the default run; documents on a q mesh run there in test_a_bound_on_a_mesh_refuses_or_marks_what_it_cuts
    pytest.param({"kind": "documents", "mask": {"kind": "causal"}}, {"segment_ids": True}, marks=pytest.mark.exhaustive),
    pytest.param({"kind": "documents", "mask": {"kind": "sliding_window", "size": 150}, "max_grid_width": 5}, {"segment_ids": True},
                 marks=pytest.mark.exhaustive),
    ({"kind": "clustered", "route_block": 128, "top_k": 2, "always_local": True, "share": "kv_group"}, {}),
    pytest.param({"kind": "clustered", "route_block": 64, "top_k": 3, "always_local": False, "share": "head"}, {}, marks=pytest.mark.exhaustive),
])
def test_runtime_plans_on_a_mesh_match_one_device(mask, extra, rng):
    """Each q shard plans its own rows of the batch (documents) or walks its q blocks of the
    batch's routing: outputs and gradients equal the single-device run on fresh inputs."""
    plan = sparse_cli.plan(_runtime_contract(mask, **extra))
    q, k, v = (jnp.asarray(rng.standard_normal((h, 512, 32)), jnp.float32) for h in (4, 2, 2))
    single, sharded = Attention(plan, "pallas", interpret=True), Attention(plan, interpret=True, mesh=MeshShape(2, 4))
    for batch in range(2):  # two batches: new packings or routings through one compiled program
        ids = None
        if extra:  # first two documents of 256 tokens (fewer tiles than the bound for sure), then a random packing
            halves = jnp.repeat(jnp.arange(2, dtype=jnp.int32), 256)
            ids = SegmentIds(halves, halves) if batch == 0 else SegmentIds(*(jnp.asarray(a) for a in PackingSampler(plan).draw(rng)))
        else:
            q, k = (x + jnp.asarray(rng.standard_normal(x.shape), jnp.float32) for x in (q, k))
        assert_same_results(sharded, single, q, k, v, ids)
        # the devices walk this batch's plan, not the static bound: together exactly its tiles
        devices = sharded.device_tiles(q, k, v, ids)
        for name, arrays in batch_planner(plan)[0](*(ids if ids is not None else (q, k))).items():
            tiles = np.count_nonzero(np.asarray(arrays[0]) != BlockClass.EMPTY) * (4 if arrays[0].shape[0] == 1 else 1)
            assert devices[name].shape == (4, 2) and devices[name].sum() == tiles <= plan.stats.passes[name].visited_tiles
            assert batch or tiles < plan.stats.passes[name].visited_tiles


@pytest.mark.parametrize("mask, extra, mesh", [
    ({"kind": "documents", "mask": {"kind": "causal"}}, {"segment_ids": True}, MeshShape(1, 4, ring=True)),
    ({"kind": "documents", "mask": {"kind": "sliding_window", "size": 150}}, {"segment_ids": True}, MeshShape(2, 2, ring=True)),
    ({"kind": "clustered", "route_block": 64, "top_k": 3, "always_local": False, "share": "head"}, {}, MeshShape(2, 2, ring=True)),
    ({"kind": "documents", "mask": {"kind": "causal"}}, {"segment_ids": True}, MeshShape(2, 4)),
])
def test_devices_count_the_tiles_of_this_batch_on_every_mesh(mask, extra, mesh, rng):
    """What each device visits (``run --mesh``'s per-device tiles and dense fraction) is this
    batch's plan on a ring too, not the static bound: together exactly the tiles a brute-force
    count of the batch's runtime plan gives (no kernel runs)."""
    plan = sparse_cli.plan(_runtime_contract(mask, **extra))
    sharded = Attention(plan, interpret=True, mesh=mesh)
    q, k, v = (jnp.asarray(rng.standard_normal((h, 512, 32)), jnp.float32) for h in (4, 2, 2))
    ids = SegmentIds(*(jnp.asarray(a) for a in PackingSampler(plan).draw(rng))) if extra else None
    devices = sharded.device_tiles(q, k, v, ids)
    for name, arrays in batch_planner(plan)[0](*(ids if ids is not None else (q, k))).items():
        tiles = np.count_nonzero(np.asarray(arrays[0]) != BlockClass.EMPTY) * (4 if arrays[0].shape[0] == 1 else 1)
        assert devices[name].shape == (mesh.shards, mesh.heads) and devices[name].sum() == tiles < plan.stats.passes[name].visited_tiles


@pytest.mark.slow
def test_a_bound_on_a_mesh_refuses_or_marks_what_it_cuts(rng):
    """max_grid_width on a mesh: the host refuses a batch that needs more steps; inside a
    caller's jit the rows it cuts come out NaN on every device as on one, every other row exact."""
    from sparse_cli.execution.api import DocumentOverflow

    plan = sparse_cli.plan(_runtime_contract({"kind": "documents", "mask": {"kind": "causal"}, "max_grid_width": 3}, segment_ids=True))
    q, k, v = (jnp.asarray(rng.standard_normal((h, 512, 32)), jnp.float32) for h in (4, 2, 2))
    ids = SegmentIds(jnp.zeros(512, jnp.int32), jnp.zeros(512, jnp.int32))  # one document: every causal tile
    single, sharded = Attention(plan, "pallas", interpret=True), Attention(plan, interpret=True, mesh=MeshShape(1, 4))
    with pytest.raises(DocumentOverflow, match="max_grid_width"):
        sharded(q, k, v, ids)
    loss = lambda attention: jax.jit(lambda q, k, v: jnp.sum(attention.call(attention.data, q, k, v, ids) ** 2))
    out_single, out_sharded = (jax.jit(a.call)(a.data, q, k, v, ids) for a in (single, sharded))
    assert np.isnan(out_single).any() and not np.isnan(out_single).all()
    np.testing.assert_array_equal(np.isnan(out_sharded), np.isnan(out_single))
    np.testing.assert_allclose(out_sharded, out_single, rtol=1e-6, atol=1e-6)  # NaN where both are
    for got, want in zip(jax.grad(loss(sharded), argnums=(0, 1, 2))(q, k, v), jax.grad(loss(single), argnums=(0, 1, 2))(q, k, v)):
        got, want = np.asarray(got), np.asarray(want)
        assert not (np.isnan(got) & ~np.isnan(want)).any()  # a shard's dK/dV rows need no more steps than the whole row
        both = ~np.isnan(got) & ~np.isnan(want)
        np.testing.assert_allclose(got[both], want[both], rtol=1e-5, atol=1e-5)


def test_run_on_a_mesh_of_8_devices():
    result = invoke("run", PACKED, "--scale-down", "2048", "--mesh", "heads=2,q=4", "--steps", "1", "--warmup", "0", "--sweep", "3", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["mesh"] == {"heads": 2, "q": 4} and report["devices"] == 8 and report["compilations"] == 1
    assert report["sweep_payloads"] == 3 and report["sweep_compilations"] == 0
    assert len(report["device_tiles"]["fwd"]) == 8 and min(report["device_tiles"]["fwd"]) > 0


@pytest.mark.parametrize("mesh", ["heads=2,q=2", "heads=2,seq=2"])
def test_run_a_routed_contract_on_a_mesh(mesh):
    """Routing on either mesh, and payload sweeps through the one compiled step (a ring's
    payloads keep the plan's widths)."""
    result = invoke("run", ROOT / "contracts" / "moba-routed-32k.json", "--scale-down", "2048", "--mesh", mesh, "--steps", "1",
                     "--warmup", "0", "--sweep", "2")
    assert result.exit_code == 0, result.output
    assert "per device" in result.stdout and "2 payloads, 0 extra compilations" in result.stdout


def test_mesh_refusals():
    assert MeshShape.parse("heads=2,q=4") == MeshShape(2, 4) and MeshShape.parse("q=2") == MeshShape(1, 2)
    with pytest.raises(ValueError):
        MeshShape.parse("rows=2")
    plan = sparse_cli.plan(sparse_cli.load_contract(PACKED))
    with pytest.raises(BackendRefused, match="splash"):
        Attention(plan, "splash", mesh=MeshShape(1, 2))
    with pytest.raises(BackendRefused, match="devices"):
        Attention(plan, mesh=MeshShape(4, 4))
    ragged = sparse_cli.plan(_runtime_contract({"kind": "causal"}, q_len=500, kv_len=500))
    with pytest.raises(BackendRefused, match="q_len 500 is not a whole number of 64-token blocks"):  # never "1 shards"
        Attention(ragged, mesh=MeshShape(2, 1))
    with pytest.raises(BackendRefused, match="q_len 500 does not split into 2 shards"):
        Attention(ragged, mesh=MeshShape(1, 2))
    gemma = ROOT / "contracts" / "gemma2-9b-sliding-4096.json"
    for path, args, words in (
        (PACKED, ("--mesh", "heads=3"), "do not split"),
        (PACKED, ("--mesh", "bogus"), "heads=H,q=Q"),
        (gemma, ("--mesh", "q=2", "--backend", "dense"), "pallas"),  # a mesh runs the pallas kernels
        (PACKED, ("--mesh", "q=2", "--backend", "dense"), "dense scores"),  # dense refused for the real contract
    ):
        result = invoke("run", path, "--scale-down", "512", *args)
        assert result.exit_code == 2 and words in result.stderr, result.output
    result = invoke("run", PACKED)
    assert result.exit_code == 2 and "--scale-down" in result.stderr


@pytest.mark.parametrize("mesh", [MeshShape(1, 2), MeshShape(1, 2, ring=True)])
def test_sharded_payloads_keep_the_plans_shapes(mesh):
    """Runtime payloads (random active-tile subsets) must not change any sharded array shape."""
    from sparse_cli.planner.samples import payloads

    contract = sparse_cli.load_contract({
        "name": "bounds", "shape": {"q_len": 1024, "kv_len": 1024, "num_heads": 2, "head_dim": 64},
        "blocks": {"block_q": 128, "block_kv": 128}, "mask": {"kind": "causal"},
    })
    plan = sparse_cli.plan(contract)
    sharded = Attention(plan, interpret=True, mesh=mesh)
    shapes = jax.tree_util.tree_map(lambda a: a.shape, sharded.data)
    for payload, _ in payloads(plan, 10, seed=1):
        assert jax.tree_util.tree_map(lambda a: a.shape, sharded.data_for(payload)) == shapes


def test_a_stated_batch_runs_every_example_in_one_compiled_step(tmp_path):
    """shape.batch: the [B, H, L, D] program, once compiled; FLOPs count every example; the
    runtime plan (documents) is made per example inside the step, payload sweeps included."""
    from tests.support.contracts import small_contract

    document = small_contract({"kind": "documents", "mask": {"kind": "causal"}}, q_len=1024, kv_len=1024, segment_ids=True)
    single = tmp_path / "one.json"
    single.write_text(json.dumps(document))
    document["shape"]["batch"] = 2
    batched = tmp_path / "two.json"
    batched.write_text(json.dumps(document))
    one, two = (json.loads(invoke("run", path, "--steps", "1", "--warmup", "0", "--sweep", "2", "--backend", "pallas", "--json").stdout)
                for path in (single, batched))
    assert (two["batch"], two["compilations"], two["sweep_compilations"]) == (2, 1, 0) and one["batch"] is None
    assert two["dense_flops"] == 2 * one["dense_flops"] and two["receipt"]["proven"]
    assert one["sparse_flops"] < two["sparse_flops"] <= 2 * one["dense_flops"]


def test_too_large_to_interpret_names_a_scale_down_that_fits(tmp_path):
    """A batch makes 2,048 tokens too many for the interpreter: the refusal names a smaller
    --scale-down, and that one runs."""
    from tests.support.contracts import small_contract, write

    windows = {"kind": "per_head", "heads": [{"kind": "sliding_window", "size": 512 * (h + 1)} for h in range(8)]}
    document = small_contract(windows, q_len=8192, kv_len=8192, num_heads=8)  # scaling keeps a head per distinct mask
    document["shape"]["batch"] = 2
    path = write(tmp_path, document)
    result = invoke("run", path, "--scale-down", "2048", "--steps", "1", "--warmup", "0")
    assert result.exit_code == 2 and "Traceback" not in result.output, result.output
    advice = " ".join(result.stderr.split())
    assert "--scale-down 1024" in advice, advice
    result = invoke("run", path, "--scale-down", "1024", "--steps", "1", "--warmup", "0")
    assert result.exit_code == 0, result.output
