"""Sequence-sharded (ring) attention on 8 simulated CPU devices: K/V split along the sequence,
results equal one device's with partial tiles computed at their true positions, balanced tiles
per device, planned from the static plan's tiles; and a stated batch on either kind of mesh."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import sparse_cli
from sparse_cli.backends.pallas.config import KernelConfig
from sparse_cli.execution.api import Attention, BackendRefused
from sparse_cli.mesh import MeshShape
from sparse_cli.planner.runtime import random_documents
from sparse_cli.planner.worklists import ring_worklists, tiles_of, zigzag
from sparse_cli.reference import SegmentIds
from sparse_cli.targets import SMEM_RESERVE
from tests.support.contracts import contract_document, mesh_document
from tests.support.kernels import assert_same_results, pallas_avals, stored_mask_inputs
from tests.support.sampling import sampled

pytestmark = pytest.mark.slow  # interpreted kernels sharded over 8 simulated devices


def contract(mask, q_len=512, kv_len=512, **extra):
    return sparse_cli.load_contract(mesh_document(mask, q_len, kv_len, name="ring", **extra))


@pytest.mark.parametrize("mask, extra, mesh", sampled([  # CI's time: a causal ring on 2x4
    ({"kind": "causal"}, {"softcap": 20.0}, (2, 4)),
    ({"kind": "per_head", "heads": [{"kind": "sliding_window", "size": 60 + 50 * h} for h in range(4)]}, {}, (1, 4)),
    ({"kind": "documents", "mask": {"kind": "causal"}}, {"segment_ids": True}, (2, 2)),
    ({"kind": "sliding_window", "size": 100}, {"sinks": True}, (1, 4)),  # two head groups walk the ring in turn
    # the rest under -m exhaustive (CI's time): chunks computed as causal, routed kinds (test_a_batch_runs_on_every_mesh runs one)
    pytest.param({"kind": "chunked_causal", "chunk": 128}, {}, (1, 4), marks=pytest.mark.exhaustive),
    pytest.param({"kind": "clustered", "route_block": 128, "top_k": 2, "always_local": True, "share": "kv_group"}, {}, (1, 4),
                 marks=pytest.mark.exhaustive),
    pytest.param({"kind": "clustered", "route_block": 64, "top_k": 3, "always_local": False, "share": "head"}, {}, (2, 2),
                 marks=pytest.mark.exhaustive),
], keep=(0,)))  # packed documents on a ring: test_a_batch_runs_on_every_mesh
def test_ring_matches_one_device(mask, extra, mesh, rng):
    plan = sparse_cli.plan(contract(mask, **extra))
    q, k, v = (jnp.asarray(rng.standard_normal((h, 512, 32)), jnp.float32) for h in (4, 2, 2))
    ids = sinks = None
    if extra.get("segment_ids"):
        ids = SegmentIds(*(jnp.asarray(random_documents(rng, 512)) for _ in range(2)))
    if extra.get("sinks"):
        sinks = jnp.asarray(rng.standard_normal(4), jnp.float32)
    ring = Attention(plan, interpret=True, mesh=MeshShape(*mesh, ring=True))
    assert_same_results(ring, Attention(plan, "pallas", interpret=True), q, k, v, ids, sinks)
    assert stored_mask_inputs(ring) == 0  # each step computes its tiles from where its stripes stand


@pytest.mark.parametrize("mask, mesh, ring", sampled([  # CI's time: one ring, one head-sharded mesh
    ({"kind": "causal"}, (1, 4), True), ({"kind": "sliding_window", "size": 200}, (2, 2), True),
    ({"kind": "causal"}, (2, 2), False), ({"kind": "sliding_window", "size": 200}, (2, 1), False),
], keep=(0, 3)))
def test_dkv_tiles_of_two_heads_side_by_side_shard_as_one_device(mask, mesh, ring, rng):
    """Lane-wide blocks stack a kv head's two query heads side by side in each dK/dV tile: a
    ring's steps and a head-sharded mesh's devices (each its share of the heads) compute them as
    one device does, forward and gradients."""
    plan = sparse_cli.plan(sparse_cli.load_contract(mesh_document(mask, 1024, 1024, name="ring") | {"blocks": {"block_q": 128, "block_kv": 128}}))
    assert KernelConfig.of(plan, interpret=True).stacked_of("dkv") == 2
    q, k, v = (jnp.asarray(rng.standard_normal((h, 1024, 32)), jnp.float32) for h in (4, 2, 2))
    sharded = Attention(plan, interpret=True, mesh=MeshShape(*mesh, ring=ring))
    assert_same_results(sharded, Attention(plan, "pallas", interpret=True), q, k, v, None, None)


def test_ring_steps_merge_in_place_across_split_launches(rng):
    """Under an SMEM budget that splits every pass into launches, each launch resumes from the
    running output and sums its own rows in place, the others' kept: still one device's results."""
    budget = SMEM_RESERVE + 6  # room for one output block's runs per launch
    plan = sparse_cli.plan(contract({"kind": "sliding_window", "size": 100}, sinks=True), smem_budget=budget)
    q, k, v = (jnp.asarray(rng.standard_normal((h, 512, 32)), jnp.float32) for h in (4, 2, 2))
    sinks = jnp.asarray(rng.standard_normal(4), jnp.float32)
    ring = Attention(plan, interpret=True, mesh=MeshShape(1, 4, ring=True))
    grads = jax.make_jaxpr(jax.grad(lambda q: ring(q, k, v, None, sinks).sum()))(q).jaxpr
    assert {"sparse_cli_fwd_2of2", "sparse_cli_dq_2of2", "sparse_cli_dkv_2of2"} <= set(pallas_avals(grads, "invars"))
    assert_same_results(ring, Attention(plan, "pallas", interpret=True), q, k, v, None, sinks)


def test_a_ring_resumes_totals_spread_over_the_lanes(rng):
    """Values of whole vregs on lane-wide blocks keep the forward's totals in a statistic spread
    over its lanes (``buffers.forward_spread_totals``): each ring step resumes from the running
    output as one logit, its weight in the first lane, and the results are one device's."""
    document = contract_document({"kind": "sliding_window", "size": 200}, 512, 512, 2, 1, name="ring", head_dim=128, blocks=128, sinks=True)
    plan = sparse_cli.plan(sparse_cli.load_contract(document))
    assert KernelConfig.of(plan, interpret=True).fwd_spread_totals
    q, k, v = (jnp.asarray(rng.standard_normal((h, 512, 128)), jnp.float32) for h in (2, 1, 1))
    sinks = jnp.asarray(rng.standard_normal(2), jnp.float32)
    ring = Attention(plan, interpret=True, mesh=MeshShape(1, 2, ring=True))
    assert_same_results(ring, Attention(plan, "pallas", interpret=True), q, k, v, None, sinks)


def test_ring_worklists_hold_every_tile_once_balanced_for_causal():
    """Every tile of the static plan appears at exactly one (device, ring step), at its local
    indices; with the zigzag layout a causal mask gives every device the same tile count."""
    plan = sparse_cli.plan(contract({"kind": "causal"}, q_len=1024, kv_len=1024))
    shards = 4
    grids = {name: plan.contract.grid_of(name) for name in plan.worklists}
    rings = ring_worklists(plan.worklists, shards, grids)
    for name, wl in plan.worklists.items():
        q_blocks, kv_blocks = grids[name]
        (q_shard, q_local), (kv_shard, kv_local) = zigzag(q_blocks, shards), zigzag(kv_blocks, shards)
        want = set()
        for head, t in enumerate(tiles_of(wl)):
            for row, col, cls in zip(t.row, t.col, t.cls):
                q_block, kv_block = (col, row) if name == "dkv" else (row, col)
                device, step = q_shard[q_block], (q_shard[q_block] - kv_shard[kv_block]) % shards
                local = (kv_local[kv_block], q_local[q_block]) if name == "dkv" else (q_local[q_block], kv_local[kv_block])
                want.add((device, step, head, *local, cls))
        got = set()
        ring = rings[name]
        for device in range(shards):
            for step in range(shards):
                for head, t in enumerate(tiles_of(type(wl)(ring.block_mask[device, step], ring.data_next[device, step],
                                                          ring.mask_next[device, step], wl.partial_mask_blocks))):
                    got |= {(device, step, head, row, col, cls) for row, col, cls in zip(t.row, t.col, t.cls)}
        assert got == want
        per_device = (ring.block_mask != 0).sum(axis=(1, 2, 3, 4))
        assert per_device.min() == per_device.max()  # causal, zigzag: balanced


def test_zigzag_hands_each_device_two_mirrored_stripes():
    shard, local = zigzag(8, 2)  # 4 stripes of 2 blocks: device 0 gets stripes 0 and 3, device 1 stripes 1 and 2
    assert shard.tolist() == [0, 0, 1, 1, 1, 1, 0, 0] and local.tolist() == [0, 1, 0, 1, 2, 3, 2, 3]


def test_mesh_shapes_and_refusals():
    assert MeshShape.parse("heads=2,seq=4") == MeshShape(2, 4, True) and str(MeshShape.parse("q=2")) == "heads=1,q=2"
    for bad in ("rows=2", "q=2,seq=2", "seq=0"):
        with pytest.raises(ValueError):
            MeshShape.parse(bad)
    with pytest.raises(BackendRefused, match="stripes"):
        Attention(sparse_cli.plan(contract({"kind": "causal"}, q_len=448, kv_len=448)), mesh=MeshShape(1, 4, ring=True))
    bounded = contract({"kind": "documents", "mask": {"kind": "causal"}, "max_grid_width": 5}, segment_ids=True)
    with pytest.raises(BackendRefused, match="max_grid_width"):
        Attention(sparse_cli.plan(bounded), mesh=MeshShape(1, 2, ring=True))


@pytest.mark.parametrize("mask, extra, mesh", sampled([
    ({"kind": "documents", "mask": {"kind": "causal"}}, {"segment_ids": True}, MeshShape(1, 4, ring=True)),  # two head groups
    ({"kind": "per_head", "heads": [{"kind": "sliding_window", "size": 60 + 50 * h} for h in range(4)]}, {}, MeshShape(2, 2)),
    ({"kind": "documents", "mask": {"kind": "sliding_window", "size": 100}}, {"segment_ids": True}, MeshShape(2, 4)),
], keep=(0, 1)))  # CI's time: a ring and a head-sharded mesh
def test_a_batch_runs_on_every_mesh(mask, extra, mesh, rng):
    """shape.batch on a mesh: the examples lie whole on every device, each device maps its
    program over them (each example's own documents): equal to one device's batched run."""
    document = mesh_document(mask, name="batched", **extra)
    document["shape"]["batch"] = 2
    plan = sparse_cli.plan(sparse_cli.load_contract(document))
    q, k, v = (jnp.asarray(rng.standard_normal((2, h, 512, 32)), jnp.float32) for h in (4, 2, 2))
    ids = None
    if extra.get("segment_ids"):
        ids = SegmentIds(*(jnp.asarray(np.stack([random_documents(rng, 512) for _ in range(2)])) for _ in range(2)))
    sharded = Attention(plan, interpret=True, mesh=mesh)
    assert_same_results(sharded, Attention(plan, "pallas", interpret=True), q, k, v, ids)
    tiles = sharded.device_tiles(q, k, v, ids)
    assert all(counts.shape == (mesh.shards, mesh.heads) for counts in tiles.values())
