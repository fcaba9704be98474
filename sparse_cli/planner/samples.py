"""Sample batches of runtime contracts (documents, clustered): what plans will really visit.

The static plan of a runtime contract is only the bound; these helpers plan seeded random
batches — random packings for documents, random q/k for routed attention — to store one sample
plan beside the bound and to report the expected tile-density range.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

from sparse_cli.masks import BlockClass
from sparse_cli.planner.plan import Plan
from sparse_cli.planner.routing import expand_to_kernel_blocks, route, routed_steps
from sparse_cli.planner.runtime import pad_to_blocks, random_documents, runtime_steps
from sparse_cli.planner.worklists import Worklists


def batch_planner(plan: Plan):
    """``(planner, draw)`` for one batch of a runtime contract: ``planner(*inputs)`` (jitted)
    returns the forward and dK/dV step arrays of that batch — ``inputs`` are the unpadded
    segment ids for documents, q and k for routed attention — and ``draw(rng)`` makes random
    inputs plus the arrays worth storing with a sample."""
    c, s = plan.contract, plan.stats
    bq, bkv = c.blocks.block_q, c.blocks.block_kv
    static = tuple(Worklists(*(jnp.asarray(a) for a in (wl.block_mask, wl.data_next, wl.mask_next)), wl.partial_mask_blocks)
                   for wl in (plan.fwd, plan.dkv))
    if c.documents is not None:
        @jax.jit
        def planner(q_ids, kv_ids):
            q_ids, kv_ids = pad_to_blocks(q_ids, bq), pad_to_blocks(kv_ids, bkv)
            return [runtime_steps(st, q_ids, kv_ids, bq, bkv, t, c.documents.max_grid_width)[:3] for st, t in zip(static, (False, True))]

        def draw(rng):
            q_ids = random_documents(rng, c.shape.q_len, 8)
            kv_ids = q_ids if c.shape.kv_len == c.shape.q_len else random_documents(rng, c.shape.kv_len, 8)
            return {"segment_ids_q": q_ids, "segment_ids_kv": kv_ids}, (q_ids, kv_ids)
    else:
        @jax.jit
        def planner(q, k):
            selected = expand_to_kernel_blocks(route(q, k, c), c.clustered.route_block, bq, bkv, s.num_q_blocks, s.num_kv_blocks)
            return [routed_steps(st, selected, t)[:3] for st, t in zip(static, (False, True))]

        def draw(rng):
            q = jnp.asarray(rng.standard_normal((c.shape.num_heads, c.shape.q_len, c.shape.head_dim)), jnp.float32)
            k = jnp.asarray(rng.standard_normal((c.shape.kv_heads, c.shape.kv_len, c.shape.head_dim)), jnp.float32)
            return {}, (q, k)
    return planner, draw


def sample_runtime_plans(plan: Plan, seed: int, samples: int) -> tuple[dict[str, np.ndarray], list[float]]:
    """The arrays of the first sampled batch's plan, and every sample's tile density."""
    planner, draw = batch_planner(plan)
    c = plan.contract
    tiles = plan.stats.num_q_blocks * plan.stats.num_kv_blocks * c.shape.num_heads
    rng = np.random.default_rng(seed)
    first, densities = None, []
    for _ in range(samples):
        inputs, args = draw(rng)
        fwd, dkv = planner(*args)
        visited = int(np.asarray(fwd[0] != BlockClass.EMPTY).sum())
        densities.append(visited * (c.shape.num_heads if fwd[0].shape[0] == 1 else 1) / tiles)
        if first is None:
            first = dict(inputs)
            for name, arrays in (("fwd", fwd), ("dkv", dkv)):
                for key, array in zip(("block_mask", "data_next", "mask_next"), arrays):
                    first[f"{name}_{key}"] = np.asarray(array)
    return first, densities
