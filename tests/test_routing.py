"""Clustered (routed top-k) attention: each planning stage against brute force, and the bound."""

import json

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import sparse_cli
from sparse_cli.execution.api import Attention
from sparse_cli.execution.verify import moba_selection
from sparse_cli.planner.routing import (
    block_means,
    causal_window,
    expand_to_kernel_blocks,
    mean_scores,
    route,
    routed_steps,
    top_k_blocks,
)
from sparse_cli.planner.worklists import Worklists
from sparse_cli.reference import attention_reference
from tests.support.cli import invoke
from tests.support.contracts import ROOT, contract_document


def contract(q_len=1000, top_k=2, share="head", always_local=True, route_block=128, heads=4, kv_heads=2):
    mask = {"kind": "clustered", "route_block": route_block, "top_k": top_k, "share": share, "always_local": always_local}
    return sparse_cli.load_contract(contract_document(mask, q_len, q_len, heads, kv_heads, name="routed", head_dim=16, blocks=64))


@pytest.mark.parametrize("share", ["head", "kv_group"])
@pytest.mark.parametrize("q_len, top_k", [(1000, 2), (640, 1), (777, 4), (384, 9)])
def test_routing_matches_brute_force_moba_selection(share, q_len, top_k):
    c = contract(q_len=q_len, top_k=top_k, share=share)
    rng = np.random.default_rng(q_len + top_k)
    q, k = rng.standard_normal((4, q_len, 16)), rng.standard_normal((2, q_len, 16))
    got = np.asarray(route(jnp.asarray(q, jnp.float32), jnp.asarray(k, jnp.float32), c))
    np.testing.assert_array_equal(got, moba_selection(q.astype(np.float32), k.astype(np.float32), c))


def test_top_k_1_keeps_only_the_own_block_and_early_blocks_get_fewer_picks():
    c = contract(top_k=1)
    rng = np.random.default_rng(1)
    selection = np.asarray(route(jnp.asarray(rng.standard_normal((4, 1000, 16)), jnp.float32),
                                 jnp.asarray(rng.standard_normal((2, 1000, 16)), jnp.float32), c))
    assert (selection == np.eye(8, dtype=bool)[None]).all()
    scores = causal_window(jnp.zeros((1, 8, 8)), 1000, 128, always_local=True)
    indices, valid = top_k_blocks(scores, 5)
    assert np.asarray(valid[0]).sum(axis=1).tolist() == [1, 2, 3, 4, 5, 5, 5, 5]  # only legal blocks


def test_ties_go_to_the_lower_block_and_always_local_can_be_off():
    scores = causal_window(jnp.zeros((1, 4, 4)), 512, 128, always_local=False)  # all legal scores tie
    indices, valid = top_k_blocks(scores, 2)
    assert np.asarray(indices[0, 3]).tolist() == [0, 1] and bool(valid[0, 3].all())
    forced, _ = top_k_blocks(causal_window(jnp.zeros((1, 4, 4)), 512, 128, always_local=True), 2)
    assert np.asarray(forced[0, 3]).tolist() == [3, 0]


def test_no_gradient_flows_through_routing():
    q, k = jnp.ones((2, 256, 16)), jnp.ones((1, 256, 16))
    grads = jax.grad(lambda q, k: mean_scores(block_means(q, 128), block_means(k, 128), 2).sum(), argnums=(0, 1))(q, k)
    assert all(float(jnp.abs(g).max()) == 0 for g in grads)


@pytest.mark.parametrize("share", ["head", "kv_group"])
def test_worklists_visit_only_selected_causal_tiles_within_the_planned_bound(share):
    c = contract(share=share, top_k=2)
    plan = sparse_cli.plan(c)
    rng = np.random.default_rng(7)
    q, k = jnp.asarray(rng.standard_normal((4, 1000, 16)), jnp.float32), jnp.asarray(rng.standard_normal((2, 1000, 16)), jnp.float32)
    selection = np.asarray(route(q, k, c))
    kernel_selected = expand_to_kernel_blocks(jnp.asarray(selection), 128, 64, 64, plan.stats.num_q_blocks, plan.stats.num_kv_blocks)
    static = Worklists(*(jnp.asarray(a) for a in (plan.fwd.block_mask, plan.fwd.data_next, plan.fwd.mask_next)), None)
    block_mask, data_next, _, counts = (np.asarray(a) for a in routed_steps(static, kernel_selected, transposed=False))
    # the documented bound: top_k route blocks per head (times the group when a kv group shares
    # one selection), each route_block / block_kv kernel blocks wide
    picks = c.clustered.top_k * (c.shape.num_heads // c.shape.kv_heads if c.clustered.share == "kv_group" else 1)
    assert counts.max() <= min(-(-c.shape.kv_len // 128), picks) * (128 // 64)
    for h in range(4):
        visited = {(i, int(data_next[h, i, s])) for i, s in zip(*np.nonzero(block_mask[h]))}
        expected = {(i, j) for i in range(plan.stats.num_q_blocks) for j in range(plan.stats.num_kv_blocks)
                    if j <= i and selection[h, i * 64 // 128, j * 64 // 128]}
        assert visited == expected


@pytest.mark.slow
def test_gradients_through_routed_attention_match_the_reference_with_the_same_routing():
    c = contract(share="kv_group", top_k=2, q_len=700)
    attention = Attention(sparse_cli.plan(c), "pallas", interpret=True)
    rng = np.random.default_rng(3)
    q = jnp.asarray(rng.standard_normal((4, 700, 16)), jnp.float32)
    k, v = (jnp.asarray(rng.standard_normal((2, 700, 16)), jnp.float32) for _ in range(2))
    routes = route(q, k, c)
    loss = lambda f: lambda q, k, v: jnp.sum(jnp.sin(f(q, k, v)))
    got = jax.grad(loss(lambda q, k, v: attention(q, k, v)), argnums=(0, 1, 2))(q, k, v)
    want = jax.grad(loss(lambda q, k, v: attention_reference(q, k, v, c, None, routes)[0]), argnums=(0, 1, 2))(q, k, v)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, atol=2e-5, rtol=2e-5)


def test_random_routings_never_recompile():
    moba = str(ROOT / "contracts" / "moba-routed-32k.json")
    compiled = invoke("compile", moba, "--sweep", "50", "--json")
    assert compiled.exit_code == 0, compiled.output
    (sweep,) = json.loads(compiled.stdout)["sweeps"]
    assert (sweep["traces"], sweep["lowerings"], len(sweep["program_hashes"])) == (1, 1, 1)
    ran = invoke("run", moba, "--scale-down", "2048", "--steps", "1", "--warmup", "0", "--sweep", "5", "--json")  # 1024: 2 route blocks, top 3
    assert ran.exit_code == 0, ran.output
    report = json.loads(ran.stdout)
    assert report["compilations"] == 1 and report["sweep_compilations"] == 0 and report["planning_ms"] > 0


def test_sampled_routings_follow_the_routings_of_random_tokens():
    """classify and plan sample routings from drawn route-block means (``batch_planner(means=True)``)
    instead of drawing every token; each route pick must be as likely as under brute-force MoBA
    selection of standard normal tokens. The last blocks hold 8 tokens, whose means vary 16x as
    much as a full block's: a draw that ignored that would pick the last kv block far less often."""
    from sparse_cli.planner.routing import select_routes
    from sparse_cli.planner.samples import batch_planner

    c = contract(q_len=7 * 128 + 8, top_k=2, share="kv_group", always_local=False)
    _, draw = batch_planner(sparse_cli.plan(c), means=True)
    samples, rng, oracle_rng = 600, np.random.default_rng(0), np.random.default_rng(1)
    sampled = np.mean([np.asarray(select_routes(*draw(rng)[1], c)) for _ in range(samples)], axis=0)
    brute = np.mean([moba_selection(oracle_rng.standard_normal((4, c.shape.q_len, 16)).astype(np.float32),
                                    oracle_rng.standard_normal((2, c.shape.kv_len, 16)).astype(np.float32), c)
                     for _ in range(samples)], axis=0)
    assert brute[:, -1, -1].min() > 0.5  # the short block's large mean key wins most rows it is legal in
    np.testing.assert_allclose(sampled, brute, atol=0.13)  # > 4 standard deviations of the difference


def test_sampling_a_32k_routed_contract_draws_route_block_means_not_every_token():
    """Before, each of classify's 32 sampled batches drew every q and k token (84M float64 numbers,
    ~670 MB, ~2 s): classify of moba-routed-32k took 37 s on an idle machine."""
    import tracemalloc

    from sparse_cli.planner.samples import sample_runtime_plans

    plan = sparse_cli.plan(sparse_cli.load_contract(ROOT / "contracts" / "moba-routed-32k.json"))
    tracemalloc.start()
    try:
        densities = sample_runtime_plans(plan, 0, 2).densities
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 32 << 20, f"{peak:,} bytes of numpy arrays at once"
    assert all(0 < d < plan.stats.block_density for d in densities)
