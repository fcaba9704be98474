"""Packed documents: the runtime planner against brute force, its bound policy, the CLI."""

import json

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import sparse_cli
import sparse_cli.artifacts
from sparse_cli.execution.api import Attention, DocumentOverflow
from sparse_cli.masks import BlockClass
from sparse_cli.planner.runtime import random_documents, runtime_steps
from sparse_cli.planner.worklists import Worklists
from sparse_cli.reference import SegmentIds, attention_reference, token_mask
from tests.support import oracle
from tests.support.cli import invoke
from tests.support.contracts import ROOT, contract_document, write
from tests.support.sampling import sampled

Q_LEN, KV_LEN, BQ, BKV = 300, 300, 32, 64


def contract(inner, max_grid_width=None, heads=2, dtype="float32"):
    return sparse_cli.load_contract(contract_document({"kind": "documents", "mask": inner, "max_grid_width": max_grid_width}, Q_LEN, KV_LEN,
                                                      heads, 1, name="docs", head_dim=32, dtype=dtype, blocks={"block_q": BQ, "block_kv": BKV},
                                                      segment_ids=True))


def packing(layout: str, rng) -> np.ndarray:
    """Document ids of one packed row of ``Q_LEN`` tokens."""
    if layout == "single":
        return np.zeros(Q_LEN, np.int32)
    if layout == "padding-only":
        return np.full(Q_LEN, -1, np.int32)
    if layout == "many-tiny":
        return np.repeat(np.arange(Q_LEN // 3 + 1, dtype=np.int32), 3)[:Q_LEN]
    if layout == "crossing-edges":  # boundaries one token off every block edge, then padding
        ids = np.searchsorted(np.array([BQ + 1, 3 * BQ - 1, 5 * BQ + 1]), np.arange(Q_LEN), side="right").astype(np.int32)
        ids[-17:] = -1
        return ids
    return random_documents(rng, Q_LEN, max_documents=int(rng.integers(1, 40)))


LAYOUTS = ["single", "padding-only", "many-tiny", "crossing-edges"] + [f"random-{i}" for i in range(6)]
INNER = [{"kind": "causal"}, {"kind": "sliding_window", "size": 90},
         {"kind": "per_head", "heads": [{"kind": "causal"}, {"kind": "chunked_causal", "chunk": 100}]}]


def padded(ids, block):
    return jnp.asarray(np.pad(ids, (0, -len(ids) % block), constant_values=-1))


def jnp_worklists(wl):
    return tuple(jnp.asarray(a) for a in (wl.block_mask, wl.data_next, wl.mask_next))


@pytest.mark.parametrize("inner", INNER, ids=lambda m: m["kind"])
def test_runtime_plan_keeps_exactly_the_tiles_that_share_a_document(inner):
    c = contract(inner)
    plan = sparse_cli.plan(c)
    rng = np.random.default_rng(11)
    planner = jax.jit(lambda s, q, kv, transposed, by_ids=False: runtime_steps(Worklists(*s, None), q, kv, BQ, BKV, transposed,
                                                                                full_by_ids=by_ids)[:3], static_argnums=(3, 4))
    for layout in LAYOUTS:
        ids = packing(layout, rng)
        q_ids, kv_ids = padded(ids, BQ), padded(ids, BKV)
        fwd = Worklists(*map(np.asarray, planner(jnp_worklists(plan.fwd), q_ids, kv_ids, False)), plan.fwd.partial_mask_blocks)
        dkv = Worklists(*map(np.asarray, planner(jnp_worklists(plan.dkv), q_ids, kv_ids, True)), plan.dkv.partial_mask_blocks)
        oracle.expand_worklists(fwd, plan.stats.num_q_blocks, plan.stats.num_kv_blocks, BQ, BKV)  # invariants
        kept = np.asarray(fwd.block_mask != 0)
        q_docs = [set(np.asarray(q_ids)[i * BQ:(i + 1) * BQ]) - {-1} for i in range(plan.stats.num_q_blocks)]
        kv_docs = [set(np.asarray(kv_ids)[j * BKV:(j + 1) * BKV]) - {-1} for j in range(plan.stats.num_kv_blocks)]
        attends = np.asarray(token_mask(c, SegmentIds(jnp.asarray(ids), jnp.asarray(ids))))  # [H, Lq, Lk]
        for row in range(kept.shape[0]):
            heads = [row] if kept.shape[0] > 1 else list(range(c.shape.num_heads))
            kept_tiles = {(i, int(fwd.data_next[row, i, s])) for i, s in zip(*np.nonzero(kept[row]))}
            for h in heads:
                for i in range(plan.stats.num_q_blocks):
                    for j in range(plan.stats.num_kv_blocks):
                        tile = attends[h, i * BQ:(i + 1) * BQ, j * BKV:(j + 1) * BKV]
                        if tile.any():
                            assert (i, j) in kept_tiles, f"{layout}: tile ({i},{j}) attends but was skipped"
            for i, j in kept_tiles:
                assert q_docs[i] & kv_docs[j], f"{layout}: tile ({i},{j}) shares no document but is visited"
            kept_t = {(int(dkv.data_next[row, j, s]), j) for j, s in zip(*np.nonzero(dkv.block_mask[row] != 0))}
            assert kept_t == kept_tiles, f"{layout}: dK/dV visits other tiles than the forward pass"
            steps = kept[row]
            assert np.all(np.diff(steps.astype(int), axis=-1) <= 0), "kept steps must come first"
        assert fwd.block_mask.shape == plan.fwd.block_mask.shape and dkv.block_mask.shape == plan.dkv.block_mask.shape
        # full under the ids too: a tile stays FULL exactly where the static plan calls it full and
        # every pair of it attends with these ids; both passes class each tile alike
        static = {(row, i, int(j)): int(cls) for row, i, j, cls in
                  ((r, i, plan.fwd.data_next[r, i, s], plan.fwd.block_mask[r, i, s]) for r, i, s in zip(*np.nonzero(plan.fwd.block_mask)))}
        classed = []
        for wl, static_wl, transposed in ((fwd, plan.fwd, False), (dkv, plan.dkv, True)):
            by_ids = [np.asarray(a) for a in planner(jnp_worklists(static_wl), q_ids, kv_ids, transposed, True)]
            assert np.array_equal(by_ids[1], wl.data_next) and np.array_equal(by_ids[2], wl.mask_next), layout  # only classes change
            classed.append(by_ids[0])
        for row in range(kept.shape[0]):
            heads = [row] if kept.shape[0] > 1 else list(range(c.shape.num_heads))
            fwd_classes = {(i, int(fwd.data_next[row, i, s])): int(classed[0][row, i, s]) for i, s in zip(*np.nonzero(kept[row]))}
            dkv_classes = {(int(dkv.data_next[row, j, s]), j): int(classed[1][row, j, s]) for j, s in zip(*np.nonzero(dkv.block_mask[row]))}
            assert fwd_classes == dkv_classes, layout
            for (i, j), cls in fwd_classes.items():
                whole = all(attends[h, i * BQ:(i + 1) * BQ, j * BKV:(j + 1) * BKV].all() for h in heads)
                assert (cls == BlockClass.FULL) == (static[row, i, j] == BlockClass.FULL and whole), (layout, i, j, cls)


@pytest.mark.slow
@pytest.mark.parametrize("inner", sampled(INNER[:2], keep=(0,)), ids=lambda m: m["kind"])  # CI's time: causal
def test_documents_attention_matches_the_reference_batched(inner):
    c = contract(inner)
    attention = Attention(sparse_cli.plan(c), "pallas", interpret=True)
    rng = np.random.default_rng(5)
    ids = np.stack([packing(layout, rng) for layout in ("many-tiny", "crossing-edges", "random-0", "single")])
    q = jnp.asarray(rng.standard_normal((4, 2, Q_LEN, 32)), jnp.float32)
    k, v = (jnp.asarray(rng.standard_normal((4, 1, KV_LEN, 32)), jnp.float32) for _ in range(2))
    segments = SegmentIds(jnp.asarray(ids), jnp.asarray(ids))

    def reference(q, k, v):
        return jnp.stack([attention_reference(q[b], k[b], v[b], c, SegmentIds(segments.q[b], segments.kv[b]))[0] for b in range(4)])

    np.testing.assert_allclose(attention(q, k, v, segments), reference(q, k, v), atol=2e-5, rtol=2e-5)
    loss = lambda f: lambda q, k, v: jnp.sum(jnp.sin(f(q, k, v)))
    got = jax.grad(loss(lambda q, k, v: attention(q, k, v, segments)), argnums=(0, 1, 2))(q, k, v)
    want = jax.grad(loss(reference), argnums=(0, 1, 2))(q, k, v)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, atol=5e-5, rtol=5e-5)


@pytest.mark.slow
def test_a_stated_bound_refuses_a_batch_that_needs_more_and_never_truncates():
    rng = np.random.default_rng(0)
    q = jnp.asarray(rng.standard_normal((2, 2, Q_LEN, 32)), jnp.float32)
    k = jnp.asarray(rng.standard_normal((2, 1, KV_LEN, 32)), jnp.float32)
    # tiny documents need at most 3 steps per row; one 300-token document needs 10 q blocks in
    # some dK/dV rows (its 64-token kv block is seen by all later 32-token q blocks)
    ids = np.stack([packing("many-tiny", rng), packing("single", rng)])
    segments = SegmentIds(jnp.asarray(ids), jnp.asarray(ids))
    tight = Attention(sparse_cli.plan(contract({"kind": "causal"}, max_grid_width=3)), "pallas", interpret=True)
    tight(q[:1], k[:1], k[:1], SegmentIds(segments.q[:1], segments.kv[:1]))  # fits
    with pytest.raises(DocumentOverflow, match="batch 1: its documents need 10 steps"):
        tight(q, k, k, segments)
    roomy = Attention(sparse_cli.plan(contract({"kind": "causal"}, max_grid_width=10)), "pallas", interpret=True)
    free = Attention(sparse_cli.plan(contract({"kind": "causal"})), "pallas", interpret=True)
    np.testing.assert_allclose(roomy(q, k, k, segments), free(q, k, k, segments), atol=1e-6)


def test_documents_need_segment_ids():
    with pytest.raises(sparse_cli.ContractError, match="segment_ids: true"):
        sparse_cli.load_contract({"name": "x", "shape": {"q_len": 64, "kv_len": 64, "num_heads": 1, "head_dim": 32},
                                  "blocks": {"block_q": 32, "block_kv": 32}, "mask": {"kind": "documents", "mask": {"kind": "causal"}}})


def test_plan_and_classify_report_runtime_samples(tmp_path):
    packed = ROOT / "contracts" / "packed-documents-causal-16k.json"
    result = invoke("plan", packed, "-o", tmp_path / "p", "--json")
    assert result.exit_code == 0, result.output
    manifest = json.loads(result.stdout)["manifest"]
    assert manifest["runtime"]["kind"] == "documents"
    assert {"sample_fwd_block_mask", "sample_dkv_block_mask", "sample_segment_ids_q"} <= set(manifest["arrays"])
    assert manifest["runtime"]["sample_tile_density"] < manifest["runtime"]["static_tile_density"]
    sparse_cli.artifacts.load_plan(tmp_path / "p")  # samples are verified like every array
    runtime = json.loads(invoke("classify", packed, "--json").stdout)["runtime"]
    density = runtime["tile_density"]
    assert 0 < density["min"] <= density["median"] <= density["max"] < runtime["static_tile_density"]


@pytest.mark.parametrize("max_grid_width", [None, 6])
def test_plan_samples_the_packing_that_run_draws_with_the_same_seed(tmp_path, max_grid_width, seed):
    """``plan --seed S`` stores the plan of the batch ``run --seed S`` runs (the same packing,
    from the same distribution: classify's density range is of the batches run draws), and run
    counts that batch's tiles; a stated bound redraws alike in both."""
    from sparse_cli.execution.inputs import draw_inputs

    document = contract_document({"kind": "documents", "mask": {"kind": "causal"}, "max_grid_width": max_grid_width}, 1024, 1024, 2, 1,
                                 name="seeded", head_dim=32, blocks=128, segment_ids=True)
    path = write(tmp_path, document)
    result = invoke("plan", path, "-o", tmp_path / "p", "--seed", str(seed), "--json")
    assert result.exit_code == 0, result.output
    stored = sparse_cli.artifacts.load_plan(tmp_path / "p")
    drawn = draw_inputs(stored, seed).segments
    manifest = json.loads((tmp_path / "p" / "manifest.json").read_text())
    with np.load(tmp_path / "p" / "worklists.npz") as arrays:
        np.testing.assert_array_equal(arrays["sample_segment_ids_q"], drawn[0])
        np.testing.assert_array_equal(arrays["sample_segment_ids_kv"], drawn[1])
    dense = np.asarray(oracle_mask(drawn))
    fwd_tiles = dense.reshape(8, 128, 8, 128).any(axis=(1, 3)).sum() / 64  # brute force: this packing's visited fraction
    assert manifest["runtime"]["sample_tile_density"] == pytest.approx(fwd_tiles)
    run = invoke("run", path, "--seed", str(seed), "--steps", "1", "--warmup", "0", "--json")
    assert run.exit_code == 0, run.output
    assert json.loads(run.stdout)["dense_fraction"] == pytest.approx(fwd_tiles)


def oracle_mask(segments) -> np.ndarray:
    """The causal mask of one packed row, token by token (padding -1 attends nothing)."""
    q_ids, kv_ids = (np.asarray(ids) for ids in segments)
    same = (q_ids[:, None] == kv_ids[None, :]) & (q_ids[:, None] >= 0)
    return same & np.tril(np.ones((q_ids.size, kv_ids.size), bool))


def test_the_bound_check_compiles_once_not_per_call():
    """The stated-bound check runs before every call; it must not re-trace or re-compile."""
    compiles = []

    def listen(event, duration, **fields):
        if event == "/jax/core/compile/backend_compile_duration":
            compiles.append(fields.get("fun_name"))

    attention = Attention(sparse_cli.plan(contract({"kind": "causal"}, max_grid_width=10)), "pallas", interpret=True)
    rng = np.random.default_rng(2)
    q = jnp.asarray(rng.standard_normal((2, Q_LEN, 32)), jnp.float32)
    k = jnp.asarray(rng.standard_normal((1, KV_LEN, 32)), jnp.float32)
    ids = jnp.asarray(packing("random-0", rng))
    attention(q, k, k, SegmentIds(ids, ids)).block_until_ready()
    jax.monitoring.register_event_duration_secs_listener(listen)
    try:
        for _ in range(3):
            attention(q, k, k, SegmentIds(ids, ids)).block_until_ready()
    finally:
        jax.monitoring.unregister_event_duration_listener(listen)
    assert compiles == []


@pytest.mark.slow
def test_run_and_plan_report_the_packings_a_tight_bound_redrew(tmp_path, monkeypatch):
    """Before, run and plan redrew packings over ``max_grid_width`` silently: their timings and
    sample density were of the few packings that fit. The count is checked against every packing
    drawn, each judged by its dense mask."""
    from sparse_cli.planner import samples

    drawn = []
    draw = samples.random_documents
    monkeypatch.setattr(samples, "random_documents", lambda *args: drawn.append(draw(*args)) or drawn[-1])
    width, length, block = 2, 1024, 128

    def redrawn_each(plans: int) -> list[int]:
        """Per plan, in order, of the packings drawn since the last call: how many needed more
        than ``width`` steps (each plan's draws end with the one that fits)."""
        counts, over = [], 0
        for ids in drawn:
            allowed = (ids[:, None] == ids[None, :]) & (ids[:, None] >= 0) & np.tri(length, dtype=bool)
            tiles = allowed.reshape(length // block, block, length // block, block).any(axis=(1, 3))
            if max(tiles.sum(axis=1).max(), tiles.sum(axis=0).max()) > width:
                over += 1
            else:
                counts, over = [*counts, over], 0
        drawn.clear()
        assert len(counts) == plans
        return counts

    redrawn = lambda: redrawn_each(1)[0]

    document = {"name": "tight", "shape": {"q_len": length, "kv_len": length, "num_heads": 2, "num_kv_heads": 1, "head_dim": 32,
                                           "dtype": "float32"}, "blocks": {"block_q": block, "block_kv": block}, "segment_ids": True,
                "mask": {"kind": "documents", "mask": {"kind": "causal"}, "max_grid_width": width}}
    path = write(tmp_path, document)
    line = "random packings needed more than max_grid_width steps and were redrawn"
    ran = invoke("run", path, "--steps", "1")
    assert ran.exit_code == 0, ran.output
    assert f"{redrawn()} {line}" in ran.stdout.replace("\n", " ")
    report = json.loads(invoke("run", path, "--steps", "1", "--json").stdout)
    assert report["packings_rejected"] == redrawn() > 0
    planned = invoke("plan", path, "-o", tmp_path / "text")
    assert planned.exit_code == 0, planned.output
    assert f"{redrawn()} {line}" in planned.stdout.replace("\n", " ")
    several = invoke("plan", path, write(tmp_path, document | {"name": "tight-too"}, "too.json"), "-o", tmp_path / "several")
    assert several.exit_code == 0, several.output
    text = several.stdout.replace("\n", " ")
    assert all(f"{name}: {count} {line}" in text for name, count in zip(("tight", "tight-too"), redrawn_each(2)))
    result = json.loads(invoke("plan", path, "-o", tmp_path / "json", "--json").stdout)
    written = json.loads((tmp_path / "json" / "manifest.json").read_text())
    assert result["manifest"]["runtime"]["packings_rejected"] == written["runtime"]["packings_rejected"] == redrawn() > 0
