"""Clustered (routed top-k) sparse attention, planned in explicit stages (pure JAX, jit-able).

1. ``block_means`` and ``mean_scores`` — coarse routing: each q route block's mean query
   against each kv route block's mean key (padding excluded), with ``stop_gradient``: no
   gradient flows through routing. Routing reads q and k only through these means
   (``select_routes``), so sampled batches draw the means alone.
2. ``causal_window`` — future kv route blocks are illegal; the query block's own block is
   always kept (when ``always_local``).
3. ``top_k_blocks`` — the ``top_k`` best legal blocks per q route block and head; ties go to the
   lower block index; fewer when fewer are legal.
4. ``union_selection`` — the picks of the heads that share a kv head merged into one selection
   (``share="kv_group"``), or one per head (``share="head"``): a fixed-shape
   ``[heads, q route blocks, kv route blocks]`` boolean, never a token mask.
5. ``expand_to_kernel_blocks`` — route blocks refined into the kernel's q and kv blocks.
6. ``routed_steps`` — the static causal plan's worklists minus unselected tiles, compacted to
   the static width: new routings change values, never shapes.

Each q route block touches at most ``top_k`` route blocks per head (``group * top_k`` when a kv
group shares one selection), i.e. at most that many times ``route_block / block_kv`` kv blocks
per q block.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp

from sparse_cli.masks import BlockClass
from sparse_cli.planner.runtime import compact, tile_blocks


def block_means(x: jax.Array, route_block: int) -> jax.Array:
    """Phase 1a: ``[H, L, D]`` -> ``[H, n_blocks, D]`` means over each route block's tokens
    (the last block's valid ones), with no gradient."""
    length = x.shape[1]
    blocks = -(-length // route_block)
    padded = jnp.pad(jax.lax.stop_gradient(x).astype(jnp.float32), ((0, 0), (0, blocks * route_block - length), (0, 0)))
    valid = (jnp.arange(blocks * route_block) < length).astype(jnp.float32).reshape(blocks, route_block)
    sums = jnp.einsum("hbtd,bt->hbd", padded.reshape(x.shape[0], blocks, route_block, x.shape[2]), valid)
    return sums / jnp.maximum(valid.sum(axis=1), 1.0)[None, :, None]


def mean_scores(q_means: jax.Array, k_means: jax.Array, group: int) -> jax.Array:
    """Phase 1b: ``[H, n_q_route, n_kv_route]`` scores of mean queries against the mean keys of
    their kv heads."""
    return jnp.einsum("hqd,hkd->hqk", q_means, jnp.repeat(k_means, group, axis=0))


def causal_window(scores: jax.Array, q_len: int, route_block: int, always_local: bool) -> jax.Array:
    """Phase 2a: -inf for kv route blocks that start after the q route block's last query;
    +inf for the query block's own block when it must always be kept."""
    n_q, n_kv = scores.shape[-2:]
    last_query = jnp.minimum((jnp.arange(n_q) + 1) * route_block, q_len) - 1
    kv_start = jnp.arange(n_kv) * route_block
    legal = kv_start[None, :] <= last_query[:, None]
    scores = jnp.where(legal, scores, -jnp.inf)
    if always_local:
        own = jnp.arange(n_kv)[None, :] == jnp.arange(n_q)[:, None]
        scores = jnp.where(own & legal, jnp.inf, scores)
    return scores


def top_k_blocks(scores: jax.Array, top_k: int) -> tuple[jax.Array, jax.Array]:
    """Phase 2b: indices ``[H, n_q, k]`` of the best blocks and whether each pick is legal."""
    k = min(top_k, scores.shape[-1])
    values, indices = jax.lax.top_k(scores, k)
    return indices, values > -jnp.inf


def union_selection(indices: jax.Array, valid: jax.Array, n_kv: int, group: int, share: str) -> jax.Array:
    """Phase 2c: ``[H, n_q, n_kv]`` selection; with ``share="kv_group"`` every head of a kv
    group gets the union of the group's picks."""
    picked = jax.nn.one_hot(indices, n_kv, dtype=jnp.bool_) & valid[..., None]
    selection = jnp.any(picked, axis=-2)
    if share == "kv_group":
        heads, n_q, _ = selection.shape
        selection = jnp.any(selection.reshape(heads // group, group, n_q, n_kv), axis=1)
        selection = jnp.repeat(selection, group, axis=0)
    return selection


def expand_to_kernel_blocks(selection: jax.Array, route_block: int, block_q: int, block_kv: int,
                            num_q_blocks: int, num_kv_blocks: int) -> jax.Array:
    """Phase 2d: route-block selection -> ``[H, nq, nk]`` kernel-block selection."""
    q_route = jnp.arange(num_q_blocks) * block_q // route_block
    kv_route = jnp.arange(num_kv_blocks) * block_kv // route_block
    return selection[:, q_route][:, :, kv_route]


def routed_steps(static, selected: jax.Array, transposed: bool):
    """Phase 2e: per-head worklists of the selected tiles, with the static plan's shapes (its
    head rows broadcast to every head: routing differs per head)."""
    heads = selected.shape[0]
    arrays = [jnp.broadcast_to(a, (heads, *a.shape[1:])) for a in (static.block_mask, static.data_next, static.mask_next)]
    q_block, kv_block = tile_blocks(arrays[0], arrays[1], transposed)
    chosen = selected[jnp.arange(heads)[:, None, None], q_block, kv_block]
    keep = (arrays[0] != BlockClass.EMPTY) & chosen
    block_mask, data_next, mask_next = arrays
    return compact(block_mask, data_next, mask_next, keep, block_mask.shape[-1])


def route(q: jax.Array, k: jax.Array, contract) -> jax.Array:
    """Phases 1-3 for unpadded ``q [H, Lq, D]``, ``k [H_kv, Lk, D]``: the route-block
    selection ``[H, n_q_route, n_kv_route]`` a clustered contract attends with."""
    route_block = contract.clustered.route_block
    return select_routes(block_means(q, route_block), block_means(k, route_block), contract)


def select_routes(q_means: jax.Array, k_means: jax.Array, contract) -> jax.Array:
    """Phases 1b-3 from the route blocks' mean queries ``[H, n_q_route, D]`` and mean keys
    ``[H_kv, n_kv_route, D]``: the selection ``route`` returns."""
    routing = contract.clustered
    group = contract.shape.num_heads // contract.shape.kv_heads
    scores = mean_scores(q_means, k_means, group)
    scores = causal_window(scores, contract.shape.q_len, routing.route_block, routing.always_local)
    indices, valid = top_k_blocks(scores, routing.top_k)
    return union_selection(indices, valid, scores.shape[-1], group, routing.share)


def routed_batch_steps(plan, static: dict, routes: jax.Array, q_shard: tuple[jax.Array, int] | None = None) -> dict:
    """Each pass's ``(block_mask, data_next, mask_next)`` of one batch's route selection
    (per-head rows, the static causal plan's widths), keyed like ``static``. ``q_shard``
    ``(index, shards)``: ``static`` holds that q shard's rows (``worklists.q_shard_worklists``,
    q blocks indexed locally), so the selection is cut to its q blocks."""
    c = plan.contract
    selections: dict = {}  # one kernel-block selection per distinct block geometry
    steps = {}
    for name, st in static.items():
        blocks = c.blocks.of(name)
        if blocks not in selections:
            selected = expand_to_kernel_blocks(routes, c.clustered.route_block, *blocks, *c.grid_of(name))
            if q_shard is not None:
                index, shards = q_shard
                local = selected.shape[1] // shards
                selected = jax.lax.dynamic_slice_in_dim(selected, index * local, local, axis=1)
            selections[blocks] = selected
        steps[name] = routed_steps(st, selections[blocks], name == "dkv")[:3]
    return steps
