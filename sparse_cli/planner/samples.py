"""Sample batches of runtime contracts (documents, clustered): what plans will really visit.

The static plan of a runtime contract is only the bound; these helpers plan seeded random
batches — random packings for documents, random q/k (or their route blocks' means) for routed
attention — to store one sample plan beside the bound and to report the expected tile-density
range. ``PackingSampler`` is the one place random segment ids are drawn (verify, run, sweeps
and samples): packings that a stated ``max_grid_width`` does not admit are rejected and
counted, never run truncated.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np

from sparse_cli.planner.limits import DocumentOverflow
from sparse_cli.planner.plan import Plan
from sparse_cli.planner.routing import route, routed_batch_steps, select_routes
from sparse_cli.planner.runtime import DocumentBound, document_steps, pad_to_blocks, random_documents, static_steps
from sparse_cli.planner.tiles import Tiles
from sparse_cli.planner.worklists import Worklists, build_worklists, tiles_of, visited_tiles
from sparse_cli.reference import SegmentIds

#: Random packings drawn for one batch before a stated max_grid_width counts as too tight.
PACKING_ATTEMPTS = 64


class PackingSampler:
    """Random packed rows for a plan with segment ids, admitted by its ``max_grid_width``.

    Rejected draws are counted (``rejected``); a draw that needs more steps than the bound is
    retried with more, shorter documents, and after ``PACKING_ATTEMPTS`` the bound is reported
    as too tight to sample (``DocumentOverflow``)."""

    def __init__(self, plan: Plan, max_documents: int = 6):
        c = plan.contract
        self.contract, self.max_documents, self.rejected = c, max_documents, 0
        self.bound = c.documents.max_grid_width if c.documents is not None else None
        if self.bound is not None:
            self._widths = DocumentBound(plan)

    def _draw(self, rng: np.random.Generator, documents: int) -> tuple[np.ndarray, np.ndarray]:
        s = self.contract.shape
        q_ids = random_documents(rng, s.q_len, documents)
        return q_ids, q_ids if s.kv_len == s.q_len else random_documents(rng, s.kv_len, documents)

    def draw(self, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
        """``(q_ids, kv_ids)`` int32 numpy arrays of one admitted packing."""
        if self.bound is None:
            return self._draw(rng, self.max_documents)
        narrowest = None
        for attempt in range(PACKING_ATTEMPTS):
            ids = self._draw(rng, self.max_documents << (attempt // 8))
            needed = int(self._widths.needed(*ids)[0])
            if needed <= self.bound:
                return ids
            self.rejected += 1
            narrowest = needed if narrowest is None else min(narrowest, needed)
        raise DocumentOverflow(
            f"contract {self.contract.name!r}: none of {PACKING_ATTEMPTS} random packings fits max_grid_width="
            f"{self.bound} (the narrowest needed {narrowest} steps in a row); raise the bound or leave it unset")


def batch_planner(plan: Plan, sampler: PackingSampler | None = None, means: bool = False):
    """``(planner, draw)`` for one batch of a runtime contract: ``planner(*inputs)`` (jitted)
    returns each pass's step arrays of that batch (keyed like ``Plan.worklists``) — ``inputs`` are the unpadded
    segment ids for documents, q and k for routed attention — and ``draw(rng)`` makes random
    inputs plus the arrays worth storing with a sample (packings from ``sampler``, which counts
    what it redraws). ``means``: routed inputs are the route blocks' mean q and k instead, all
    that routing reads (``select_routes``) — sampling without drawing every token."""
    c = plan.contract
    static = static_steps(plan)
    if c.documents is not None:
        sampler = sampler or PackingSampler(plan)

        @jax.jit
        def planner(q_ids, kv_ids):
            q_unit, kv_unit = c.blocks.units()
            return document_steps(plan, static, pad_to_blocks(q_ids, q_unit), pad_to_blocks(kv_ids, kv_unit))[0]

        def draw(rng):
            q_ids, kv_ids = sampler.draw(rng)
            return {"segment_ids_q": q_ids, "segment_ids_kv": kv_ids}, (q_ids, kv_ids)
    elif means and c.clustered is not None:
        s, route_block = c.shape, c.clustered.route_block

        @jax.jit
        def planner(q_means, k_means):
            return routed_batch_steps(plan, static, select_routes(q_means, k_means, c))

        def draw(rng):
            return {}, (random_block_means(rng, s.num_heads, s.q_len, s.head_dim, route_block),
                        random_block_means(rng, s.kv_heads, s.kv_len, s.head_dim, route_block))
    else:
        @jax.jit
        def planner(q, k):
            return routed_batch_steps(plan, static, route(q, k, c))

        def draw(rng):
            q = jnp.asarray(rng.standard_normal((c.shape.num_heads, c.shape.q_len, c.shape.head_dim)), jnp.float32)
            k = jnp.asarray(rng.standard_normal((c.shape.kv_heads, c.shape.kv_len, c.shape.head_dim)), jnp.float32)
            return {}, (q, k)
    return planner, draw


def random_block_means(rng: np.random.Generator, heads: int, length: int, head_dim: int, route_block: int) -> jax.Array:
    """``[heads, n_route_blocks, head_dim]``: the mean of each route block of standard normal
    tokens, drawn directly — the mean of n independent standard normals is normal with variance
    1/n (n: the block's tokens; fewer in the last) — so a sampled routing costs a route block's
    share of drawing every token (a 32K routed batch: ~2 s each on a CPU)."""
    tokens = np.minimum(route_block, length - np.arange(0, length, route_block))
    return jnp.asarray(rng.standard_normal((heads, tokens.size, head_dim)) / np.sqrt(tokens)[None, :, None], jnp.float32)


class RuntimeSamples(NamedTuple):
    """What ``sample_runtime_plans`` drew: the first batch's plan, every batch's tile density,
    and how many packings a stated ``max_grid_width`` rejected on the way (redrawn, so the
    densities are of packings that fit: every command reports the count beside them)."""

    arrays: dict[str, np.ndarray]
    densities: list[float]
    packings_rejected: int


def sample_runtime_plans(plan: Plan, seed: int, samples: int, progress: Callable[[int], None] | None = None) -> RuntimeSamples:
    """Plan ``samples`` random batches (``progress(done)`` after each). Packings come from the
    one distribution ``run`` and ``verify`` draw from, and the first is the packing they draw
    with the same seed (``execution.inputs.draw_inputs``); routings are of the same
    distribution (route-block means drawn directly), not the same draws."""
    sampler = PackingSampler(plan)
    planner, draw = batch_planner(plan, sampler, means=True)
    c = plan.contract
    tiles = plan.stats.num_q_blocks * plan.stats.num_kv_blocks * c.shape.num_heads
    rng = np.random.default_rng(seed)
    first: dict[str, np.ndarray] = {}
    densities: list[float] = []
    for _ in range(samples):
        inputs, args = draw(rng)
        passes = planner(*args)
        fwd = passes["fwd"]
        densities.append(int(visited_tiles(fwd[0], c.shape.num_heads)) / tiles)
        if not first:
            first = dict(inputs)
            for name, arrays in passes.items():
                for key, array in zip(("block_mask", "data_next", "mask_next"), arrays):
                    first[f"{name}_{key}"] = np.asarray(array)
        if progress:
            progress(len(densities))
    return RuntimeSamples(first, densities, sampler.rejected)


def active_subset(plan: Plan, rng: np.random.Generator, keep_bounds: bool = True) -> dict[str, Worklists]:
    """Worklists (``Plan.worklists``) for a random subset of each pass's tiles: a different
    active-block layout of the same contract. With ``keep_bounds`` the arrays keep the plan's
    shapes."""
    subsets = {}
    for name, wl in plan.worklists.items():
        tiles = []
        for t in tiles_of(wl):
            keep = rng.random(t.row.size) < rng.uniform(0.3, 1.0)
            tiles.append(Tiles(t.row[keep], t.col[keep], t.cls[keep], t.partial[keep]))
        q_blocks, kv_blocks = plan.contract.grid_of(name)
        rows, cols = (kv_blocks, q_blocks) if name == "dkv" else (q_blocks, kv_blocks)
        # rows as stored (dkv already transposed), so the layout is rebuilt without transposing
        subsets[name] = build_worklists(tiles, list(range(len(tiles))), rows, cols, wl.partial_mask_blocks, False,
                                        width=wl.grid_width if keep_bounds else None)
    return subsets


def payloads(plan: Plan, count: int, seed: int = 0, keep_bounds: bool = True) -> Iterator[tuple[Plan, SegmentIds | None]]:
    """``count`` random runtime payloads: what a batch may change at run time. A runtime
    contract's active-tile layouts (within its static bound) and packed documents; a static
    contract's packed documents alone: its layout is its plan's, the only one it ever runs,
    and its program is made for it (the launch schedules computed ahead), so another layout
    is no batch of it."""
    rng = np.random.default_rng(seed)
    sampler = PackingSampler(plan) if plan.contract.segment_ids else None
    for _ in range(count):
        ids = SegmentIds(*(jnp.asarray(a) for a in sampler.draw(rng))) if sampler is not None else None
        if plan.contract.runtime_kind is None:
            yield plan, ids
            continue
        passes = active_subset(plan, rng, keep_bounds)
        yield Plan.of_worklists(plan.contract, passes, plan.masks, plan.head_masks, plan.stats, plan.smem_budget), ids
