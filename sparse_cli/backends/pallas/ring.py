"""Sequence-sharded (ring) attention: queries *and* keys/values split along the sequence.

On a ``heads x seq`` mesh each device holds ``1/seq`` of q and of K/V, so per-device K/V
memory falls with the number of sequence shards. K/V chunks travel around the ring with
``ppermute``: at ring step ``r`` device ``d`` holds chunk ``(d - r) mod seq`` and runs the
kernels on the tiles between its queries and that chunk (``planner.worklists.ring_worklists``:
planned per device and step, local block indices, one common shape; each step's launches
carry where its q stripes and the visiting chunk's stripes stand, so partial tiles of masks
with a closed form are computed, not copied in; runtime contracts cut each step's worklists
to the batch's documents, or to the tiles its routing selects, decided once on the whole
batch). The kernels merge the
ring steps themselves: the forward kernel resumes from the softmax so far (a float32 running
output and its log-sum-exp, updated in place), so no per-step output is ever written; the
backward kernels add to float32 running sums in place. A step whose chunk holds no visited tile
skips the kernels; the chunk still moves on. The backward pass walks the ring twice with the
final output and log-sum-exp, so one float32 accumulator lives at a time: first dq sums at home
while K/V pass by, then dK/dV sums travel with their chunk and are home after ``seq`` sends.
Every walk is a ``lax.scan`` over the ring steps, so one step's buffers serve the next.

Memory: a device walks the ring once per local kv head, with that head's group of query heads
(a ``lax.scan`` over the groups), so the float32 accumulators, the balanced copies and the
travelling chunks are one group's, never all heads' at once. With grouped-query attention the
K/V a ring saves are small next to float32 sums over every query head; walking by group is
what makes ``heads=H,seq=S`` need less memory per device than ``heads=H,q=Q``. The sends are
the same bytes in all, in ``kv heads`` times as many messages.

Load balance: the sequence is cut into ``2 * seq`` stripes and device ``j`` holds stripes
``j`` and ``2 * seq - 1 - j`` of the queries and of the keys (``planner.worklists.zigzag``), as
context-parallel training does, so a causal mask gives every device the same number of tiles.
Arguments and output keep the plain contiguous split; each device swaps half its share with two
others (``_to_stripes``), never gathering the sequence, one head group at a time: what the
backward pass keeps is the contiguous arguments and output, and it stripes each group again.
"""

from __future__ import annotations

import dataclasses
import functools

import jax
import jax.numpy as jnp

from sparse_cli.backends.base import BackendRefused
from sparse_cli.backends.pallas import arrays as flash
from sparse_cli.backends.pallas.backward import flash_dkv, flash_dq, output_delta, sink_grads
from sparse_cli.backends.pallas.config import KernelConfig
from sparse_cli.backends.pallas.forward import flash_forward
from sparse_cli.backends.pallas.sharded import ShardedProgram, output_spec
from sparse_cli.contract import PASSES
from sparse_cli.masks import BlockClass
from sparse_cli.planner.plan import Plan
from sparse_cli.planner.routing import expand_to_kernel_blocks, routed_steps
from sparse_cli.planner.runtime import runtime_steps
from sparse_cli.planner.worklists import ring_worklists, visited_tiles


def ring_refusal(plan: Plan, shards: int) -> str | None:
    """Why ``plan`` cannot run sequence-sharded over ``shards`` devices (None when it can)."""
    c = plan.contract
    if c.documents is not None and c.documents.max_grid_width is not None:
        return "a stated max_grid_width is not applied per ring step yet (leave it unset, or use q=Q)"
    for name in plan.worklists:
        block_q, block_kv = c.blocks.of(name)
        for what, length, block in (("q_len", c.shape.q_len, block_q), ("kv_len", c.shape.kv_len, block_kv)):
            if length % (2 * shards * block):
                return (f"{what} {length} does not split into {2 * shards} stripes of whole {block}-token blocks "
                        f"({name} pass; sequence sharding balances load over 2 x seq stripes)")
    return None


class RingProgram(ShardedProgram):
    """Like ``ShardedProgram``, with K/V sharded along the sequence too (``--mesh heads=H,seq=S``)."""

    ring = True

    def __init__(self, plan: Plan, heads: int, seq: int, interpret, devices=None):
        reason = ring_refusal(plan, seq)
        if reason:
            raise BackendRefused(f"cannot shard contract {plan.contract.name!r} over heads={heads},seq={seq}: {reason}")
        super().__init__(plan, heads, seq, interpret, devices)

    def data_for(self, plan: Plan):
        """Per (device, ring step) step arrays, ``[devices, steps, heads or 1, rows, width]``
        (runtime payloads keep the plan's widths, so nothing recompiles)."""
        c = plan.contract
        widths = {name: s.grid_width for name, s in self._host_steps.items()} if self._host_steps is not None else None
        stacked = ring_worklists(plan.worklists, self.mesh.shape["q"], {name: c.grid_of(name) for name in plan.worklists}, widths)
        return self._placed_steps(flash.PassSteps.of({name: flash.step_arrays(wl) for name, wl in stacked.items()}))

    def _ring(self, plan: Plan) -> _Ring:
        """What is static about this program's ring walk."""
        c = plan.contract
        shards, head_shards = self.mesh.shape["q"], self.mesh.shape["heads"]
        groups = c.shape.kv_heads // head_shards  # one ring walk per local kv head
        # a group's kernels see its query heads and one kv head, as on a mesh of heads x groups
        config = KernelConfig.of(plan, self._interpret, worklists=dict(self.host_steps.items()),
                                       head_shards=head_shards * groups, sharded=True)
        # the chunks' kernels run without the sinks: the sink joins the merged denominator once
        routing = c.clustered.route_block if c.clustered is not None else None
        return _Ring(dataclasses.replace(config, sinks=False), shards, groups, c.documents is not None, routing,
                     tuple(c.grid_of(name) for name in PASSES))

    def _local_tiles(self, data, q, k, v, segment_ids, sinks, routes) -> dict[str, jax.Array]:
        """Per pass, the tiles one device's launches visit over the ring for one example: each
        ring step cut to the batch (its documents or routing) as the kernels run it."""
        ring = self._ring(self.plan)
        steps, q_ids, kv_ids = _local_steps(ring, data, segment_ids)

        def group(g, first, q, k, routes):
            def step(kv_ids, scanned):
                arrays, r = scanned
                cut = ring.steps(group_steps.with_arrays(arrays), r, first, q, k, q_ids, kv_ids, routes)
                return _send_on(ring.shards, kv_ids)[0], {name: visited_tiles(st.block_mask, q.shape[0]) for name, st in cut.items()}

            group_steps = ring.group_steps(steps, g)
            _, counts = jax.lax.scan(step, kv_ids, _per_step(ring, group_steps))
            return {name: per_step.sum(keepdims=True) for name, per_step in counts.items()}

        return {name: per_group.sum() for name, per_group in ring.by_group(group, q, k, routes).items()}

    def call(self, plan: Plan):
        ring = self._ring(plan)

        def local(data, q, k, v, segment_ids, sinks, routes):
            steps, q_ids, kv_ids = _local_steps(ring, data, segment_ids)
            return _ring_attention(ring, steps, q, k, v, q_ids, kv_ids, sinks, routes)

        def call(data, q, k, v, segment_ids=None, sinks=None):
            return self._sharded(local, output_spec, data, q, k, v, segment_ids, sinks)

        return call


@dataclasses.dataclass(frozen=True)
class _Ring:
    """What is static about one ring program: the kernels' configuration (for one head group),
    the ring's length, the head groups a device walks it for, whether each step's worklists
    are cut to the batch's documents or to its routing (the route block), and each pass's
    ``(q blocks, kv blocks)`` of the whole sequence."""

    cfg: KernelConfig
    shards: int
    groups: int
    documents: bool
    route_block: int | None
    grids: tuple[tuple[int, int], ...]  # in PASSES order

    def group_steps(self, steps: flash.PassSteps, group) -> flash.PassSteps:
        """Head group ``group``'s rows of per-head step arrays (``[ring steps, H, rows, W]``);
        arrays shared by every head (one row) serve each group as they are."""
        def rows(a):
            if a.shape[1] == 1:
                return a
            size = a.shape[1] // self.groups
            return jax.lax.dynamic_slice_in_dim(a, group * size, size, axis=1)

        return steps.with_arrays({name: tuple(rows(a) for a in st.prefetch()) for name, st in steps.items()})

    def steps(self, steps: flash.PassSteps, step, first_head, q, k, q_ids, kv_ids, routes) -> flash.PassSteps:
        """Ring step ``step``'s launches, at where this device's q stripes, the visiting chunk's
        K/V stripes and the group's first query head (``first_head``, local) stand; for packed
        documents, minus the tiles whose q and kv blocks share no document in this batch (local
        ids of both: the plan is local); routed, minus the tiles the group's ``routes`` leave out."""
        device = jax.lax.axis_index("q")
        if self.documents:
            arrays = {name: runtime_steps(st, q_ids, kv_ids, *self.cfg.blocks_of(name), name == "dkv", full_by_ids=self.cfg.full_by_ids)[:3]
                      for name, st in steps.items()}
            steps = steps.with_arrays(arrays)
        if routes is not None:
            arrays = {name: routed_steps(st, self._selection(routes, name, device, (device - step) % self.shards), name == "dkv")[:3]
                      for name, st in steps.items()}
            steps = steps.with_arrays(arrays)
        place = flash.origin(_stripes(device, q.shape[1], self.shards), _stripes((device - step) % self.shards, k.shape[1], self.shards),
                             jax.lax.axis_index("heads") * q.shape[0] * self.groups + first_head)
        return steps.at_origin(place)

    def _selection(self, routes, name: str, device, chunk):
        """``routes`` (``[heads, q route blocks, kv route blocks]``) as pass ``name``'s kernel
        blocks between this device's q stripes and chunk ``chunk``'s kv stripes, indexed locally."""
        q_blocks, kv_blocks = self.grids[PASSES.index(name)]
        if self.route_block is None:
            raise ValueError("routes given to the ring program of a contract without routing")
        selected = expand_to_kernel_blocks(routes, self.route_block, *self.cfg.blocks_of(name), q_blocks, kv_blocks)
        return selected[:, _striped_blocks(device, q_blocks, self.shards)][:, :, _striped_blocks(chunk, kv_blocks, self.shards)]

    def by_group(self, walk, *arrays):
        """``walk(group, group's first local head, *its slices of arrays)`` for each head group
        in turn (a ``lax.scan``: one group's buffers at a time), its results joined along the
        heads again. ``arrays`` are ``[heads, ...]`` (None passes through)."""
        def split(x):
            return None if x is None else x.reshape(self.groups, x.shape[0] // self.groups, *x.shape[1:])

        def one(_, xs):
            group, *parts = xs
            first = group * (arrays[0].shape[0] // self.groups)
            return None, walk(group, first, *parts)

        _, results = jax.lax.scan(one, None, (jnp.arange(self.groups, dtype=jnp.int32), *map(split, arrays)))
        return jax.tree_util.tree_map(lambda x: x.reshape(-1, *x.shape[2:]), results)


def _local_steps(ring: _Ring, data, segment_ids):
    """One device's ring steps (``[ring steps, H, rows, W]``) and its segment ids in the
    balanced layout (None without ids)."""
    steps = flash.PassSteps.of({name: s.sliced(0) for name, s in data.items()})
    if segment_ids is None:
        return steps, None, None
    q_ids, kv_ids = (_to_stripes(ids, ring.shards, axis=0) for ids in segment_ids)
    return steps, q_ids, kv_ids


def _stripes(shard, local: int, shards: int) -> tuple:
    """Where ``shard``'s two stripes start in the whole sequence, and their length, for a share
    of ``local`` units (tokens or blocks): stripes ``shard`` and ``2 * shards - 1 - shard``."""
    half = local // 2
    return shard * half, (2 * shards - 1 - shard) * half, half


def _striped_blocks(shard, blocks: int, shards: int):
    """The blocks (of ``blocks`` in the whole sequence) that ``shard`` holds in the balanced
    layout, in its local order."""
    first, second, half = _stripes(shard, blocks // shards, shards)
    return jnp.concatenate([first + jnp.arange(half), second + jnp.arange(half)])


def _stripe_home(stripe: int, shards: int) -> int:
    """The device that holds ``stripe`` of ``2 * shards`` in the balanced layout."""
    return stripe if stripe < shards else 2 * shards - 1 - stripe


def _to_stripes(x, shards: int, axis: int):
    """A device's contiguous share (stripes ``2d, 2d + 1`` of ``2 * shards``) -> its balanced
    share (stripes ``d, 2 * shards - 1 - d``), by two ``ppermute``s of half a share: of the two
    stripes a device ends with, one is even and one odd, so each send is a permutation."""
    even, odd = jnp.split(x, 2, axis=axis)
    even = jax.lax.ppermute(even, "q", [(d, _stripe_home(2 * d, shards)) for d in range(shards)])
    odd = jax.lax.ppermute(odd, "q", [(d, _stripe_home(2 * d + 1, shards)) for d in range(shards)])
    first_even = jax.lax.axis_index("q") % 2 == 0  # device d's first stripe is stripe d
    return jnp.where(first_even, jnp.concatenate([even, odd], axis=axis), jnp.concatenate([odd, even], axis=axis))


def _from_stripes(x, shards: int, axis: int):
    """The inverse of ``_to_stripes``: a balanced share back to the contiguous one."""
    first, second = jnp.split(x, 2, axis=axis)
    first_even = jax.lax.axis_index("q") % 2 == 0
    even, odd = jnp.where(first_even, first, second), jnp.where(first_even, second, first)
    even = jax.lax.ppermute(even, "q", [(_stripe_home(2 * d, shards), d) for d in range(shards)])
    odd = jax.lax.ppermute(odd, "q", [(_stripe_home(2 * d + 1, shards), d) for d in range(shards)])
    return jnp.concatenate([even, odd], axis=axis)


def _send_on(shards: int, *arrays):
    """Each array to the next device of the ring (``q`` axis)."""
    return tuple(None if a is None else jax.lax.ppermute(a, "q", [(d, (d + 1) % shards) for d in range(shards)]) for a in arrays)


def _segments(q_ids, kv_ids):
    return flash.Segments.of(q_ids, kv_ids) if q_ids is not None else None


def _has_tiles(steps: flash.StepArrays):
    return jnp.any(steps.block_mask != BlockClass.EMPTY)


@functools.partial(jax.custom_vjp, nondiff_argnums=(0,))
def _ring_attention(ring: _Ring, steps, q, k, v, q_ids, kv_ids, sinks, routes):
    return _ring_vjp_forward(ring, steps, q, k, v, q_ids, kv_ids, sinks, routes)[0]


def _per_step(ring: _Ring, steps: flash.PassSteps):
    """What ``lax.scan`` walks: the step arrays of every ring step, ``{pass: (block_mask,
    data_next, mask_next)}`` with the ring step leading (partial blocks are shared by all
    steps), and the step's index."""
    return {name: st.prefetch() for name, st in steps.items()}, jnp.arange(ring.shards, dtype=jnp.int32)


def _when(has_tiles, update, state):
    """``update(state)`` where this ring step visits a tile, else ``state`` unchanged."""
    return jax.lax.cond(has_tiles, update, lambda state: state, state)


def _ring_forward(ring: _Ring, steps, first_head, q, k, v, q_ids, kv_ids, sinks, routes):
    """One head group's output and log-sum-exp (``[H, 1, Lq]``, the sink included) over the
    ring, in the balanced layout: each step's kernel resumes from the softmax so far (float32
    output and log-sum-exp, updated in place), so the ring keeps one running output; a
    ``scan``, so one step's buffers serve the next."""
    heads, q_len, value_dim = q.shape[0], q.shape[1], v.shape[2]

    def step(carry, scanned):
        out, lse, k, v, kv_ids = carry
        arrays, r = scanned
        fwd = ring.steps(steps.with_arrays(arrays), r, first_head, q, k, q_ids, kv_ids, routes).fwd
        resume = lambda state: flash_forward(ring.cfg, fwd, q, k, v, _segments(q_ids, kv_ids), None, residuals=True, resume=state)
        out, lse = _when(_has_tiles(fwd), resume, (out, lse))
        return (out, lse, *_send_on(ring.shards, k, v, kv_ids)), None

    start = (jnp.zeros((heads, q_len, value_dim), jnp.float32), jnp.full((heads, 1, q_len), -jnp.inf, jnp.float32), k, v, kv_ids)
    (out, lse, *_), _ = jax.lax.scan(step, start, _per_step(ring, steps))
    if sinks is not None:  # the sink joins every denominator with no value
        total = jnp.logaddexp(lse, sinks.astype(jnp.float32)[:, None, None])
        out = out * jnp.where(total == -jnp.inf, 0.0, jnp.exp(lse - total))[:, 0, :, None]
        lse = total
    return out.astype(q.dtype), lse


def _ring_grads(ring: _Ring, steps, first_head, q, k, v, d_out, lse, di, q_ids, kv_ids, routes):
    """One head group's ``(dq, dk, dv)`` in the balanced layout, by two walks of the ring so
    that only one float32 accumulator is alive at a time: dq accumulates at home while K/V
    pass by; then dK/dV accumulators travel with their chunk and are home after ``seq`` sends.
    Each step's kernel adds to its accumulator in place."""
    def dq_step(carry, scanned):
        dq, k, v, kv_ids = carry
        arrays, r = scanned
        dq_steps = ring.steps(steps.with_arrays(arrays), r, first_head, q, k, q_ids, kv_ids, routes).dq_steps
        add = lambda dq: flash_dq(ring.cfg, dq_steps, q, k, v, d_out, lse, di, _segments(q_ids, kv_ids), so_far=dq)[0]
        return (_when(_has_tiles(dq_steps), add, dq), *_send_on(ring.shards, k, v, kv_ids)), None

    def dkv_step(carry, scanned):
        dk, dv, k, v, kv_ids = carry
        arrays, r = scanned
        dkv = ring.steps(steps.with_arrays(arrays), r, first_head, q, k, q_ids, kv_ids, routes).dkv
        add = lambda sums: tuple(flash_dkv(ring.cfg, dkv, q, k, v, d_out, lse, di, _segments(q_ids, kv_ids), so_far=sums))
        dk, dv = _when(_has_tiles(dkv), add, (dk, dv))
        return _send_on(ring.shards, dk, dv, k, v, kv_ids), None

    zeros = lambda x: jnp.zeros(x.shape, jnp.float32)
    (dq, *_), _ = jax.lax.scan(dq_step, (zeros(q), k, v, kv_ids), _per_step(ring, steps))
    dq = dq.astype(q.dtype)
    (dk, dv, *_), _ = jax.lax.scan(dkv_step, (zeros(k), zeros(v), k, v, kv_ids), _per_step(ring, steps))
    return dq, dk.astype(k.dtype), dv.astype(v.dtype)


def _ring_vjp_forward(ring: _Ring, steps, q, k, v, q_ids, kv_ids, sinks, routes):
    """Output and log-sum-exp, walked by head group; the backward pass keeps only the
    contiguous arguments and output (it stripes each group again)."""
    shards = ring.shards

    def group(g, first, q, k, v, sinks, routes):
        q, k, v = (_to_stripes(x, shards, axis=1) for x in (q, k, v))
        out, lse = _ring_forward(ring, ring.group_steps(steps, g), first, q, k, v, q_ids, kv_ids, sinks, routes)
        return _from_stripes(out, shards, axis=1), _from_stripes(lse, shards, axis=2)

    out, lse = ring.by_group(group, q, k, v, sinks, routes)
    return out, (steps, q, k, v, q_ids, kv_ids, sinks, routes, out, lse)


def _ring_vjp_backward(ring: _Ring, residuals, d_out):
    steps, q, k, v, q_ids, kv_ids, sinks, routes, out, lse = residuals
    shards = ring.shards
    d_out = d_out.astype(q.dtype)
    di = output_delta(out, d_out)

    def group(g, first, q, k, v, d_out, lse, di, routes):
        q, k, v, d_out = (_to_stripes(x, shards, axis=1) for x in (q, k, v, d_out))
        lse, di = (_to_stripes(x, shards, axis=2) for x in (lse, di))
        grads = _ring_grads(ring, ring.group_steps(steps, g), first, q, k, v, d_out, lse, di, q_ids, kv_ids, routes)
        return tuple(_from_stripes(x, shards, axis=1) for x in grads)

    dq, dk, dv = ring.by_group(group, q, k, v, d_out, lse, di, routes)
    return None, dq, dk, dv, None, None, sink_grads(sinks, lse, di), None


_ring_attention.defvjp(_ring_vjp_forward, _ring_vjp_backward)
