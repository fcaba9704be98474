"""Dense attention with exactly the contract's semantics: the oracle and the `dense` backend.

Built from each mask kind's token predicate (``masks/``) and the contract alone — never from
a plan or the planner — so it checks the planner and the kernels independently. Shapes: ``q [H, Lq, D]``,
``k [H_kv, Lk, D]``, ``v [H_kv, Lk, Dv]``, attention sinks ``[H]``; GQA/MQA by repeating kv
heads (fine for a reference).
"""

from __future__ import annotations

from typing import Generic, NamedTuple, TypeVar

import jax
import jax.numpy as jnp

from sparse_cli.contract import MaskContract, distinct_head_masks

#: What a ``SegmentIds`` holds: arrays, or (as ``shard_map`` specs) where they lie over a mesh.
Ids = TypeVar("Ids")


class SegmentIds(NamedTuple, Generic[Ids]):
    """Per-token document ids of a packed row: ``q [Lq]``, ``kv [Lk]`` int32; negative = padding."""

    q: Ids
    kv: Ids


def token_mask(contract: MaskContract, segment_ids: SegmentIds | None = None, routes: jax.Array | None = None,
               q_positions: jax.Array | None = None, kv_positions: jax.Array | None = None) -> jax.Array:
    """``[H, Lq, Lk]`` bool: which token pairs attend, per query head. ``routes`` is a routed
    contract's selection ``[H, q route blocks, kv route blocks]`` for this batch.
    ``q_positions``, ``kv_positions``: only these queries' rows, these keys' columns
    (``segment_ids`` then holds their ids)."""
    shape = contract.shape
    q_pos = (jnp.arange(shape.q_len) if q_positions is None else q_positions)[:, None]
    kv_pos = (jnp.arange(shape.kv_len) if kv_positions is None else kv_positions)[None, :]
    masks, head_masks = distinct_head_masks(contract)
    distinct = jnp.stack([mask.attends(q_pos, kv_pos) for mask in masks])
    allowed = distinct[jnp.asarray(head_masks)]
    if segment_ids is not None:
        q_ids, kv_ids = segment_ids.q[:, None], segment_ids.kv[None, :]
        allowed &= (q_ids == kv_ids) & (q_ids >= 0) & (kv_ids >= 0)
    if routes is not None:
        block = contract.clustered.route_block
        allowed &= routes[:, q_pos // block, kv_pos // block]
    return allowed


def attention_reference(
    q: jax.Array,
    k: jax.Array,
    v: jax.Array,
    contract: MaskContract,
    segment_ids: SegmentIds | None = None,
    routes: jax.Array | None = None,
    sinks: jax.Array | None = None,
    q_positions: jax.Array | None = None,
    kv_positions: jax.Array | None = None,
) -> tuple[jax.Array, jax.Array]:
    """Output ``[H, Lq, Dv]`` and log-sum-exp ``[H, Lq]`` (``-inf`` for rows that see nothing);
    with ``q_positions``, ``q`` holds only those queries (a slice of the rows: each row's
    attention depends on its own query alone), with ``kv_positions`` ``k`` and ``v`` only those
    keys (every key the rows attend to among them).

    Scores are ``scale * q.k``, soft-capped as ``c * tanh(s / c)`` before masking. A sink is
    one more logit of its head in every query's softmax, with no value: it only adds
    ``exp(sink)`` to the denominator (and is never masked, scaled or capped). A query that
    attends to nothing returns zeros with zero (never NaN) gradients; its log-sum-exp is its
    sink, or ``-inf`` without one. A NaN or +inf sink makes its head's rows NaN, as in the
    kernels. Computes in at least float32 (float64 when the inputs are).
    """
    compute = jnp.promote_types(q.dtype, jnp.float32)
    heads, kv_heads = q.shape[0], k.shape[0]
    group = heads // kv_heads
    q, k, v = (x.astype(compute) for x in (q, k, v))
    # each kv head against its group of query heads, never copied per query head (a 128K slice's
    # float64 keys would be gigabytes per copy)
    grouped = q.reshape(kv_heads, group, *q.shape[1:])
    scores = jnp.einsum("hgqd,hkd->hgqk", grouped, k).reshape(heads, q.shape[1], k.shape[1]) * contract.effective_scale
    if contract.softcap is not None:
        scores = contract.softcap * jnp.tanh(scores / contract.softcap)
    allowed = token_mask(contract, segment_ids, routes, q_positions, kv_positions)
    scores = jnp.where(allowed, scores, -jnp.inf)
    row_max = jnp.max(scores, axis=-1, keepdims=True)
    if sinks is not None:
        sink = sinks.astype(compute)[:, None, None]
        row_max = jnp.maximum(row_max, sink)
    # only a row that sees nothing is reset (a NaN or +inf sink makes its rows NaN, as in the kernels)
    row_max = jax.lax.stop_gradient(jnp.where(row_max == -jnp.inf, 0.0, row_max))
    weights = jnp.exp(scores - row_max)
    total = jnp.sum(weights, axis=-1, keepdims=True)
    if sinks is not None:
        total = total + jnp.exp(sink - row_max)
    empty = total == 0
    weighted = jnp.einsum("hgqk,hkd->hgqd", weights.reshape(kv_heads, group, *weights.shape[1:]), v)
    out = weighted.reshape(heads, q.shape[1], v.shape[2]) / jnp.where(empty, 1.0, total)
    lse = jnp.where(empty[..., 0], -jnp.inf, row_max[..., 0] + jnp.log(jnp.where(empty[..., 0], 1.0, total[..., 0])))
    return out, lse


def reference_and_gradients(contract: MaskContract, q: jax.Array, k: jax.Array, v: jax.Array, segment_ids: SegmentIds | None = None,
                            routes: jax.Array | None = None, sinks: jax.Array | None = None, cotangent: jax.Array | None = None):
    """``attention_reference``'s output and log-sum-exp and, given the output's ``cotangent``, the
    gradients of ``q, k, v`` (and ``sinks``), as one compiled program (op by op, a reference
    compiled some fifty small programs: seconds per shape). Call it under ``jax.enable_x64``
    for float64 inputs."""

    def run(q, k, v, segment_ids, routes, sinks, cotangent):
        reference = lambda q, k, v, *s: attention_reference(q, k, v, contract, segment_ids, routes, *s or (None,))
        differentiated = (q, k, v) if sinks is None else (q, k, v, sinks)
        if cotangent is None:
            out, lse = reference(*differentiated)
            return out, lse, ()
        out, pullback, lse = jax.vjp(reference, *differentiated, has_aux=True)
        return out, lse, pullback(cotangent)

    return jax.jit(run)(q, k, v, segment_ids, routes, sinks, cotangent)
