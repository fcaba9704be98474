"""Per-pass block sizes (Splash's ``BlockSizes``): each pass planned, run and carried at its own
geometry, checked against brute-force dense masks and the float64 reference."""

from __future__ import annotations

import dataclasses
import json
import math
import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import sparse_cli
from sparse_cli.artifacts import ArtifactError, load_plan, travelled_plan
from sparse_cli.backends.pallas.buffers import stacked_heads
from sparse_cli.contract import PASS_BLOCK_FIELDS, PASSES, ContractError, load_contract
from sparse_cli.masks.splash import splash_contract
from sparse_cli.planner.limits import DocumentOverflow
from sparse_cli.planner.samples import active_subset
from sparse_cli.reference import SegmentIds
from tests.support import oracle, strategies
from tests.support.backends import case_contract
from tests.support.cli import invoke
from tests.support.contracts import small_contract, write
from tests.support.kernels import assert_close, inputs, reference64, run_backend

PASS_SIZES = st.sampled_from([None, 8, 16, 24, 32, 48, 64])


def expanded(plan, name: str):
    """Pass ``name``'s worklists expanded back to a dense ``[H, q_pad, kv_pad]`` mask (the dK/dV
    pass transposed back), with its tile classes ``[H, nq, nk]``."""
    (nq, nk), (bq, bkv) = plan.contract.grid_of(name), plan.contract.blocks.of(name)
    heads = plan.contract.shape.num_heads
    if name == "dkv":
        out = oracle.expand_worklists(plan.dkv, nk, nq, bkv, bq)
        return oracle.broadcast_heads(out.dense, heads).swapaxes(1, 2), oracle.broadcast_heads(out.classes, heads).swapaxes(1, 2)
    out = oracle.expand_worklists(plan.dq if name == "dq" else plan.fwd, nq, nk, bq, bkv)
    return oracle.broadcast_heads(out.dense, heads), oracle.broadcast_heads(out.classes, heads)


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=strategies.contracts(depth=2), sizes=st.tuples(*[PASS_SIZES] * len(PASS_BLOCK_FIELDS)))
def test_every_pass_is_planned_exactly_at_its_own_blocks(doc, sizes):
    doc["blocks"].update({field: size for field, size in zip(PASS_BLOCK_FIELDS, sizes) if size is not None})
    try:
        contract = load_contract(doc)
    except ContractError:
        assume(False)  # e.g. a block larger than its sequence needs
    plan = sparse_cli.plan(contract)
    dense = oracle.dense_mask(doc)
    heads, q_len, kv_len = dense.shape
    q_pad, kv_pad = contract.padded_lengths
    q_unit, kv_unit = (math.lcm(*(contract.blocks.of(n)[axis] for n in PASSES)) for axis in (0, 1))
    assert (q_pad, kv_pad) == (-(-q_len // q_unit) * q_unit, -(-kv_len // kv_unit) * kv_unit)
    padded = np.zeros((heads, q_pad, kv_pad), bool)
    padded[:, :q_len, :kv_len] = dense
    for name in PASSES:
        bq, bkv = contract.blocks.of(name)
        got, classes = expanded(plan, name)
        np.testing.assert_array_equal(got, padded, err_msg=name)
        want = oracle.tile_classes(padded, bq, bkv)
        np.testing.assert_array_equal(classes, want, err_msg=name)
        p = plan.stats.passes[name]
        assert (p.block_q, p.block_kv, p.q_blocks, p.kv_blocks) == (bq, bkv, q_pad // bq, kv_pad // bkv)
        assert (p.visited_tiles, p.partial_tiles) == (int((want != 0).sum()), int((want == 1).sum()))
        per_row = (want != 0).sum(axis=1 if name == "dkv" else 2)
        assert p.grid_width == max(1, int(per_row.max())) and p.empty_rows == int((per_row == 0).sum())
    assert (plan.own_dq is not None) == (contract.blocks.of("dq") != contract.blocks.of("fwd"))
    assert set(plan.worklists) == {"fwd", "dkv"} | ({"dq"} if plan.own_dq is not None else set())
    # SMEM is judged per launch; FLOPs count each backward pass at its own tiles
    assert set(sparse_cli.program_report(plan).smem.arrays) == ({"fwd", "dq", "dkv"} if plan.own_dq is not None else {"fwd/dq", "dkv"})
    pairs = {name: plan.stats.passes[name].visited_tiles * math.prod(contract.blocks.of(name)) for name in PASSES}
    flops = sparse_cli.program_report(plan).flops
    assert flops.fwd_sparse == 2 * 2 * 64 * pairs["fwd"]  # S and O, 2 FLOPs per multiply-add
    assert flops.bwd_sparse == 2 * 64 * (2 * pairs["dq"] + 3 * pairs["dkv"])  # dP, dQ | S, dV, dK


def test_unset_and_forward_equal_pass_sizes_change_no_key():
    base = small_contract({"kind": "causal"})
    same = small_contract({"kind": "causal"})
    same["blocks"] |= {"block_q_dq": 128, "block_kv_dkv": 128}
    other = small_contract({"kind": "causal"})
    other["blocks"] |= {"block_kv_dkv": 256}
    keys = [load_contract(d).cache_key() for d in (base, same, other)]
    assert keys[0] == keys[1] != keys[2]
    assert load_contract(same).model_dump(mode="json")["blocks"] == {"block_q": 128, "block_kv": 128}
    assert load_contract(other).model_dump(mode="json")["blocks"] == {"block_q": 128, "block_kv": 128, "block_kv_dkv": 256}


@pytest.mark.parametrize("blocks, problem", [
    ({"block_q_dq": 100}, "blocks.block_q_dq"),
    ({"block_kv_dkv": 0}, "blocks.block_kv_dkv"),
    ({"block_q_dkv": 1024}, "blocks.block_q_dkv=1024 is larger than the sequence needs"),
    ({"block_q": 8184, "block_q_dq": 8192}, "no common multiple up to 8192"),
    ({"block_q_dq": "128"}, "blocks.block_q_dq"),
])
def test_bad_pass_sizes_are_refused_by_name(tmp_path, blocks, problem):
    document = small_contract({"kind": "causal"}, q_len=640 if "block_q" not in blocks else 16384)
    document["blocks"] |= blocks
    result = invoke("plan", write(tmp_path, document), "--out", tmp_path / "plan")
    assert result.exit_code == 2 and problem in result.stderr, result.output
    assert "Traceback" not in result.output and not (tmp_path / "plan").exists()


def test_route_blocks_must_cover_every_pass(tmp_path):
    document = small_contract({"kind": "clustered", "route_block": 128, "top_k": 2})
    document["blocks"] |= {"block_kv_dkv": 256}
    with pytest.raises(ContractError, match="route_block=128 must be a multiple of blocks.block_kv_dkv=256"):
        load_contract(document)


def test_tokamax_refuses_dq_sizes_it_cannot_use(monkeypatch):
    from sparse_cli.backends import tokamax

    monkeypatch.setattr(tokamax.importlib.util, "find_spec", lambda name: object())  # as if installed
    plan = sparse_cli.plan(case_contract("causal-gqa-every-pass"))
    assert "no dq block sizes" in tokamax.TOKAMAX.refusal(plan, native=False)
    dkv_only = load_contract(plan.contract.model_dump(mode="json") | {"blocks": {"block_q": 256, "block_kv": 128, "block_q_dkv": 128}})
    assert tokamax.TOKAMAX.refusal(sparse_cli.plan(dkv_only), native=False) is None


def test_the_lowered_program_uses_each_pass_blocks(monkeypatch):
    """Read back from the TPU program: each kernel's own blocks (windows) and fetched blocks
    (its DMA buffers of ``DMA_SLOTS`` slots, here even for inputs small enough to be read whole
    in place) are its pass's blocks."""
    from sparse_cli.audit.canonical import canonicalize
    from sparse_cli.audit.lowering import export_attention
    from sparse_cli.backends.pallas.buffers import DMA_SLOTS

    monkeypatch.setattr("sparse_cli.backends.pallas.buffers.RESIDENT_SHARE", 0.0)
    plan = sparse_cli.plan(case_contract("causal-gqa-every-pass"))
    program = canonicalize(export_attention(plan, "pallas", grads=True).mlir_module())
    kernels = {k.name: k for k in program.kernels}
    texts = dict(re.findall(r"// ---- kernel (\S+) sha256:\S+\n(.*?)(?=\n// ---- kernel |\Z)", program.text, re.S))
    for name, kernel in zip(PASSES, ("sparse_cli_fwd", "sparse_cli_dq", "sparse_cli_dkv")):
        bq, bkv = plan.contract.blocks.of(name)
        own, fetched = (bkv, bq) if name == "dkv" else (bq, bkv)
        windows = {tuple(w[-2:]) for w in kernels[kernel].window_shapes}
        heads = stacked_heads(plan.contract, name)
        slot = f"{heads}x{fetched}" if name == "dkv" and heads > 1 else fetched  # a dK/dV tile's query heads side by side
        assert (own, 64) in windows and re.search(rf"memref<{DMA_SLOTS}x{slot}x64x\w+, #tpu.memory_space<vmem>>", texts[kernel]), (kernel, windows)
        assert "xi8, #tpu.memory_space<vmem>>" not in texts[kernel]  # causal: masks computed, no mask block copied
        s = plan.contract.shape
        # one step per output block: dK/dV per kv head, its query-head group's stacks on an inner
        # axis (the heads share the causal mask, so they share one schedule); the forward and dq
        # steps per stack of query heads computed together
        group = s.num_heads // s.kv_heads
        rows = plan.contract.grid_of(name)[1 if name == "dkv" else 0]
        expected = [s.kv_heads, rows] + ([group // heads] if group > heads else []) if name == "dkv" else [s.num_heads // heads, rows]
        assert kernels[kernel].grid == expected


def test_splash_block_sizes_become_contract_blocks():
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_kernel as splash
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as masks

    sizes = splash.BlockSizes(block_q=256, block_kv=128, block_kv_compute=128, block_q_dkv=128, block_kv_dkv=256,
                              block_kv_dkv_compute=256, block_q_dq=128, block_kv_dq=128)
    document = splash_contract(masks.CausalMask((512, 512)), name="s", head_dim=64, block_sizes=sizes)
    contract = load_contract(document)
    assert [contract.blocks.of(n) for n in PASSES] == [(256, 128), (128, 128), (128, 256)]
    with pytest.raises(ValueError, match="either block_q and block_kv, or block_sizes"):
        splash_contract(masks.CausalMask((512, 512)), name="s", head_dim=64)


def test_plans_with_a_dq_pass_travel_and_are_verified(tmp_path):
    plan = sparse_cli.plan(case_contract("causal-gqa-every-pass"))
    out = sparse_cli.save_plan(plan, tmp_path / "plan")
    manifest = json.loads((out / "manifest.json").read_text())
    assert set(manifest["grid_width"]) == {"fwd", "dq", "dkv"} and "dq_block_mask" in manifest["arrays"]
    loaded = load_plan(out)
    for name, wl in plan.worklists.items():
        for key, array in wl.arrays().items():
            np.testing.assert_array_equal(loaded.worklists[name].arrays()[key], array)
    fresh, note = travelled_plan(out)
    assert note is None and fresh.own_dq is not None
    # a dq worklist edited after planning is caught, whatever its hashes say
    block_mask = plan.dq.block_mask.copy()
    block_mask[block_mask != 0] = 3 - block_mask[block_mask != 0]  # swap partial and full
    edited = dataclasses.replace(plan, own_dq=dataclasses.replace(plan.dq, block_mask=block_mask))
    bad = sparse_cli.save_plan(edited, tmp_path / "edited")
    with pytest.raises(ArtifactError, match="its dq block_mask differ"):
        travelled_plan(bad)


def test_recompile_payloads_keep_every_pass_shape():
    plan = sparse_cli.plan(case_contract("window-ragged-lcm"))
    subset = active_subset(plan, np.random.default_rng(0))
    assert set(subset) == set(plan.worklists)
    for name, wl in subset.items():
        assert wl.block_mask.shape == plan.worklists[name].block_mask.shape
        assert wl.partial_mask_blocks.shape == plan.worklists[name].partial_mask_blocks.shape


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["documents", "clustered"])
def test_runtime_layers_plan_every_pass_at_its_blocks(tmp_path, kind):
    """Per-batch worklists (document skipping, routing) cut from each pass's own static plan:
    ``verify`` compares outputs and gradients with the float64 reference on random batches."""
    if kind == "documents":
        mask, extra = {"kind": "documents", "mask": {"kind": "causal"}}, {"segment_ids": True}
    else:
        mask, extra = {"kind": "clustered", "route_block": 256, "top_k": 2}, {}
    document = small_contract(mask, q_len=768, kv_len=768, num_heads=2, **extra)
    document["blocks"] |= {"block_kv_dq": 256, "block_q_dkv": 256}
    document["shape"]["dtype"] = "float32"
    result = invoke("verify", write(tmp_path, document), "--backend", "pallas", "--grads", "--seed", "3", "--json")
    assert result.exit_code == 0, result.output
    verdict = json.loads(result.stdout)
    assert verdict["passed"] and verdict["receipt"]["chosen"] == "pallas"


def test_document_overflow_marks_rows_of_every_pass():
    """A batch whose rows need more steps than ``max_grid_width`` in any pass comes out NaN in
    exactly the cut rows, never truncated: the dq pass's rows count too."""
    from sparse_cli.planner.runtime import document_steps, needed_widths, pad_to_blocks, static_steps

    document = small_contract({"kind": "documents", "mask": {"kind": "full"}, "max_grid_width": 2}, q_len=256, kv_len=256,
                              num_heads=1, block_q=64, block_kv=64, segment_ids=True)
    document["blocks"] |= {"block_kv_dq": 32}  # the dq pass needs twice the forward's steps per row
    plan = sparse_cli.plan(document)
    ids = np.zeros(256, np.int32)
    ids[:128], ids[128:] = 0, 1  # two documents of two forward kv blocks: the forward fits, dq does not
    q_ids, kv_ids = (pad_to_blocks(jnp.asarray(ids), unit) for unit in plan.contract.blocks.units())
    static = static_steps(plan)
    needed = dict(zip(static, np.asarray(needed_widths(static, q_ids, kv_ids, plan.contract.blocks)).tolist()))
    assert needed == {"fwd": 2, "dq": 4, "dkv": 2}  # only the dq pass overflows
    _, overflow = document_steps(plan, static, q_ids, kv_ids)
    q_cut, kv_cut = (np.asarray(x) for x in overflow)
    assert q_cut.all() and kv_cut.all()  # every row needs 4 dq steps; every kv block is visited by one
    segs = SegmentIds(jnp.asarray(ids), jnp.asarray(ids))
    q = jnp.ones((1, 256, 64), jnp.float32)
    attention = sparse_cli.Attention(plan, "pallas", interpret=True)
    with pytest.raises(DocumentOverflow, match="need 4 steps in a row"):
        attention(q, q, q, segs)  # refused on the host
    out = jax.jit(attention.call)(attention.data, q, q, q, segs)  # inside a caller's jit: NaN, never truncated
    assert np.isnan(np.asarray(out)).all()


def test_sharded_runs_split_every_pass_by_q_shard():
    """On a heads x q mesh each pass's worklists are cut per q shard at that pass's blocks:
    outputs and gradients equal the float64 reference, as unsharded."""
    from sparse_cli.execution.api import Attention
    from sparse_cli.mesh import MeshShape

    contract = load_contract(small_contract({"kind": "sliding_window", "size": 100}, q_len=512, kv_len=512, num_heads=4,
                                            block_q=64, block_kv=64) | {
        "blocks": {"block_q": 64, "block_kv": 64, "block_q_dq": 32, "block_kv_dq": 128, "block_q_dkv": 128, "block_kv_dkv": 32},
        "shape": {"q_len": 512, "kv_len": 512, "num_heads": 4, "num_kv_heads": 2, "head_dim": 64, "head_dim_v": 32, "dtype": "float32"},
        "sinks": True})  # sinks split over the heads axis with their heads
    plan = sparse_cli.plan(contract)
    data = inputs(contract, seed=11)
    got = run_backend(Attention(plan, interpret=True, mesh=MeshShape(2, 2)), contract, *data)
    assert_close(got, reference64(contract, *data), "float32")
