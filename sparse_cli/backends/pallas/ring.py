"""Sequence-sharded (ring) attention: queries *and* keys/values split along the sequence.

On a ``heads x seq`` mesh each device holds ``1/seq`` of q and of K/V, so per-device K/V
memory falls with the number of sequence shards. K/V chunks travel around the ring with
``ppermute``: at ring step ``r`` device ``d`` holds chunk ``(d - r) mod seq`` and runs the
kernels on the tiles between its queries and that chunk (``planner.worklists.ring_worklists``:
planned per device and step, local block indices, one common shape), merging the partial
outputs by their log-sum-exp. A step whose chunk holds no visited tile skips the kernels; the
chunk still moves on. The backward pass walks the ring again with the merged output and
log-sum-exp; dK/dV accumulators travel with their chunk and are home after ``seq`` sends. Both
walks are a ``lax.scan`` over the ring steps, so one step's buffers are reused by the next.

Load balance: the sequence is cut into ``2 * seq`` stripes and device ``j`` holds stripes
``j`` and ``2 * seq - 1 - j`` of the queries and of the keys (``planner.worklists.zigzag``), as
context-parallel training does, so a causal mask gives every device the same number of tiles.
Arguments and output keep the plain contiguous split; each device swaps half its share with two
others (``_to_stripes``), never gathering the sequence.
"""

from __future__ import annotations

import dataclasses
import functools

import jax
import jax.numpy as jnp
import numpy as np

from sparse_cli.backends.base import BackendRefused
from sparse_cli.backends.pallas import steps as flash
from sparse_cli.backends.pallas.backward import flash_backward
from sparse_cli.backends.pallas.forward import flash_forward
from sparse_cli.backends.pallas.sharded import OUTPUT, ShardedProgram
from sparse_cli.masks import BlockClass
from sparse_cli.planner.plan import Plan
from sparse_cli.planner.runtime import runtime_steps
from sparse_cli.planner.worklists import ring_worklists


def ring_refusal(plan: Plan, shards: int) -> str | None:
    """Why ``plan`` cannot run sequence-sharded over ``shards`` devices (None when it can)."""
    c = plan.contract
    if c.clustered is not None:
        return "routed contracts are not sequence-sharded yet (use q=Q: K/V replicated)"
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
        """Per (device, ring step) step arrays, ``[devices, steps, heads or 1, rows, width]``."""
        c = plan.contract
        stacked = ring_worklists(plan.worklists, self.mesh.shape["q"], {name: c.grid_of(name) for name in plan.worklists})
        return self._placed_steps(flash.PassSteps.of({name: flash.step_arrays(wl) for name, wl in stacked.items()}))

    def device_tiles(self, data, q, k, v, segment_ids=None, sinks=None) -> dict[str, np.ndarray]:
        """``{pass: [seq shards, head shards]}``: the tiles each device visits over the ring (the
        static plan: documents keep their bound, checked in the kernel)."""
        heads, shards = self.mesh.shape["heads"], self.mesh.shape["q"]
        local_heads = self.plan.contract.shape.num_heads // heads
        tiles = {}
        for name, arrays in self._host_steps.items():
            visited = np.asarray(arrays.block_mask) != BlockClass.EMPTY  # [devices, steps, head rows, rows, width]
            if visited.shape[2] == 1:
                per_device = np.repeat(visited.sum(axis=(1, 2, 3, 4))[:, None] * local_heads, heads, axis=1)
            else:
                per_device = visited.sum(axis=(1, 3, 4)).reshape(shards, heads, -1).sum(axis=2)
            tiles[name] = per_device
        return tiles

    def call(self, plan: Plan):
        c = plan.contract
        shards = self.mesh.shape["q"]
        config = flash.KernelConfig.of(plan, self._interpret, worklists=dict(self._host_steps.items()),
                                       head_shards=self.mesh.shape["heads"], q_shards=shards)
        # the chunks' kernels run without the sinks: the sink joins the merged denominator once
        ring = _Ring(dataclasses.replace(config, sinks=False), shards, c.documents is not None)

        def local(data, q, k, v, segment_ids, sinks):
            steps = flash.PassSteps.of({name: flash.StepArrays(*(a[0] for a in s.prefetch()), s.partial_mask_blocks)
                                        for name, s in data.items()})  # [ring steps, H, rows, W]
            q, k, v = (_to_stripes(x, shards, axis=1) for x in (q, k, v))
            q_ids = kv_ids = None
            if segment_ids is not None:
                q_ids, kv_ids = (_to_stripes(ids, shards, axis=0) for ids in segment_ids)
            return _from_stripes(_ring_attention(ring, steps, q, k, v, q_ids, kv_ids, sinks), shards, axis=1)

        def call(data, q, k, v, segment_ids=None, sinks=None):
            if q.ndim != 3:
                raise ValueError("sharded attention takes one example: q [H, L, D]")
            return jax.shard_map(local, mesh=self.mesh, in_specs=self.in_specs(), out_specs=OUTPUT,
                                 check_vma=False)(data, q, k, v, segment_ids, sinks)

        return call


@dataclasses.dataclass(frozen=True)
class _Ring:
    """What is static about one ring program: the kernels' configuration, the ring's length,
    and whether each step's worklists are cut to the batch's documents."""

    cfg: flash.KernelConfig
    shards: int
    documents: bool

    def steps(self, steps: flash.PassSteps, q_ids, kv_ids) -> flash.PassSteps:
        """One ring step's launches: for packed documents, minus the tiles whose q and kv
        blocks share no document in this batch (local ids of both: the plan is local)."""
        if not self.documents:
            return steps
        arrays = {name: runtime_steps(st, q_ids, kv_ids, *self.cfg.blocks_of(name), name == "dkv")[:3] for name, st in steps.items()}
        return steps.with_arrays(arrays)


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


def _weight(part, total):
    """``exp(part - total)`` per query as a ``[H, Lq, 1]`` factor (0 where nothing is attended)."""
    return jnp.where(total == -jnp.inf, 0.0, jnp.exp(part - total))[:, 0, :, None]


def _has_tiles(steps: flash.StepArrays):
    return jnp.any(steps.block_mask != BlockClass.EMPTY)


@functools.partial(jax.custom_vjp, nondiff_argnums=(0,))
def _ring_attention(ring: _Ring, steps, q, k, v, q_ids, kv_ids, sinks):
    return _ring_forward(ring, steps, q, k, v, q_ids, kv_ids, sinks)[0]


def _per_step(steps: flash.PassSteps) -> dict:
    """The step arrays of every ring step, ``{pass: (block_mask, data_next, mask_next)}`` with
    the ring step leading: what ``lax.scan`` walks (partial blocks are shared by all steps)."""
    return {name: st.prefetch() for name, st in steps.items()}


def _ring_forward(ring: _Ring, steps, q, k, v, q_ids, kv_ids, sinks):
    """The merged output and log-sum-exp (``[H, 1, Lq]``, the sink included) over the ring; a
    ``scan``, so one ring step's buffers are reused by the next."""
    heads, q_len, value_dim = q.shape[0], q.shape[1], v.shape[2]
    empty = (jnp.zeros((heads, q_len, value_dim), q.dtype), jnp.full((heads, 1, q_len), -jnp.inf, jnp.float32))

    def step(carry, arrays):
        acc, lse, k, v, kv_ids = carry
        fwd = ring.steps(steps.with_arrays(arrays), q_ids, kv_ids).fwd
        run = lambda: flash_forward(ring.cfg, fwd, q, k, v, _segments(q_ids, kv_ids), None, residuals=True)
        out_r, lse_r = jax.lax.cond(_has_tiles(fwd), run, lambda: empty)
        merged = jnp.logaddexp(lse, lse_r)
        acc = acc * _weight(lse, merged) + out_r.astype(jnp.float32) * _weight(lse_r, merged)
        return (acc, merged, *_send_on(ring.shards, k, v, kv_ids)), None

    start = (jnp.zeros((heads, q_len, value_dim), jnp.float32), empty[1], k, v, kv_ids)
    (acc, lse, *_), _ = jax.lax.scan(step, start, _per_step(steps))
    if sinks is not None:  # the sink joins every denominator with no value
        total = jnp.logaddexp(lse, sinks.astype(jnp.float32)[:, None, None])
        acc, lse = acc * _weight(lse, total), total
    return acc.astype(q.dtype), lse


def _ring_vjp_forward(ring: _Ring, steps, q, k, v, q_ids, kv_ids, sinks):
    out, lse = _ring_forward(ring, steps, q, k, v, q_ids, kv_ids, sinks)
    return out, (steps, q, k, v, q_ids, kv_ids, sinks, out, lse)


def _ring_vjp_backward(ring: _Ring, residuals, d_out):
    steps, q, k, v, q_ids, kv_ids, sinks, out, lse = residuals
    d_out = d_out.astype(q.dtype)
    nothing = lambda: (jnp.zeros(q.shape, q.dtype), jnp.zeros(k.shape, k.dtype), jnp.zeros(v.shape, v.dtype))

    def step(carry, arrays):
        """dK/dV accumulators travel with their chunk: after the last send they are home."""
        dq, dk, dv, k, v, kv_ids = carry
        launches = ring.steps(steps.with_arrays(arrays), q_ids, kv_ids)
        run = lambda: flash_backward(ring.cfg, launches, q, k, v, out, lse, d_out, _segments(q_ids, kv_ids), None)[:3]
        dq_r, dk_r, dv_r = jax.lax.cond(_has_tiles(launches.dq_steps) | _has_tiles(launches.dkv), run, nothing)
        return (dq + dq_r, *_send_on(ring.shards, dk + dk_r, dv + dv_r, k, v, kv_ids)), None

    zeros = lambda x: jnp.zeros(x.shape, jnp.float32)
    (dq, dk, dv, *_), _ = jax.lax.scan(step, (zeros(q), zeros(k), zeros(v), k, v, kv_ids), _per_step(steps))
    d_sinks = None
    if sinks is not None:  # as flash_backward: d(sink) = -sum_i exp(sink - lse_i) * (dO_i . O_i)
        delta = jnp.sum(d_out.astype(jnp.float32) * out.astype(jnp.float32), axis=-1)
        d_sinks = -jnp.sum(jnp.exp(sinks.astype(jnp.float32)[:, None] - lse[:, 0, :]) * delta, axis=1).astype(sinks.dtype)
    return None, dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype), None, None, d_sinks


_ring_attention.defvjp(_ring_vjp_forward, _ring_vjp_backward)
