"""``jax.nn.dot_product_attention``'s call, on this project's planner and kernels.

``dot_product_attention(query, key, value, mask=..., is_causal=..., local_window_size=...,
query_seq_lengths=..., key_value_seq_lengths=..., scale=...)`` on ``[B, T, N, H]`` (or
``[T, N, H]``) arrays means exactly what ``jax.nn.dot_product_attention`` means, and more:
``logits_soft_cap`` caps the scaled scores (``c * tanh(s / c)``), and ``mask`` may be a
contract mask document (``{"kind": "sliding_window", "size": 4096}``) as well as a boolean
array. The static mask (a boolean ``mask``, ``is_causal``, ``local_window_size``) becomes a
contract planned once per call shape and kept (by its cache key); the sequence lengths are
runtime segment ids, so new lengths never replan or recompile. Each call signature has one
jitted program, so repeated calls of one shape compile once.

Where ``jax.nn`` gives a query that attends to nothing (its masks leave no key) the mean of
every value — its softmax over logits that are all the same large negative number — so does
this, exactly; padded queries (beyond ``query_seq_lengths``) get zeros, as there.
A ``scale`` a contract cannot hold (traced inside ``jit``, or not in ``(0, 1000]``) multiplies
the queries instead (in float32, rounded to their dtype), the contract's scale then 1. A
sequence of no tokens (``T`` or ``S`` zero) plans nothing: zeros, and a log-sum-exp of
``-inf``, as jax.nn gives.
Refused by name: an additive ``bias`` (a dense score matrix: no blocks to skip), a boolean
``mask`` traced inside ``jit`` or different across the batch, ``implementation="cudnn"``.
"""

from __future__ import annotations

import functools
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import numpy as np

from sparse_cli.backends import Choice, choose
from sparse_cli.contract import MaskContract
from sparse_cli.contract.loading import parse_contract
from sparse_cli.contract.mask_contract import MAX_SCALE, MIN_SCALE
from sparse_cli.execution.api import Receipt, resolve_interpret
from sparse_cli.execution.local import LocalAttention, Signatures
from sparse_cli.masks import MaskKind
from sparse_cli.masks.explicit_tables import TokenTable

DOOR = "sparse_cli.dot_product_attention (jax.nn layout)"
#: Tokens per block by default (jax.nn calls carry no block sizes).
DEFAULT_BLOCK = 512
#: What ``jax.nn`` puts in masked logits (float32's: its softmax always runs in float32).
LARGE_NEGATIVE = -0.7 * float(np.finfo(np.float32).max)


def dot_product_attention(query, key, value, bias=None, mask=None, *, scale: float | None = None, is_causal: bool = False,
                          query_seq_lengths=None, key_value_seq_lengths=None,
                          local_window_size: int | tuple[int, int] | None = None, implementation: str | None = None,
                          return_residual: bool = False, logits_soft_cap: float | None = None,
                          block_sizes: tuple[int, int] | None = None, interpret: Any = None):
    """``jax.nn.dot_product_attention`` (same arguments, shapes and results), block-sparse.

    ``implementation``: None or ``"auto"`` (the ``auto`` rule: ``dense`` for tiny shapes, else
    ``pallas``), ``"pallas"``, or ``"dense"``/``"xla"`` (plain XLA attention). Extras:
    ``logits_soft_cap``; ``block_sizes=(block_q, block_kv)`` (default 512, or the length
    rounded up to 128 when shorter); ``interpret`` (None: native on a TPU, the TPU interpreter
    elsewhere). ``mask`` also takes a contract mask document (a dict) or mask kind.
    """
    call = _prepare(query, key, value, bias, mask, scale=scale, is_causal=is_causal, query_seq_lengths=query_seq_lengths,
                    key_value_seq_lengths=key_value_seq_lengths, local_window_size=local_window_size,
                    implementation=implementation, logits_soft_cap=logits_soft_cap, block_sizes=block_sizes, interpret=interpret)
    if call.bound is None:  # no token on one side: nothing attends
        out = jnp.zeros((*call.query.shape[:3], call.value.shape[3]), call.query.dtype)
        lse = jnp.full(call.query.shape[:3], -jnp.inf, call.key.dtype)
    else:
        out, lse = _program(call.bound)(call.bound.data, call.query, call.key, call.value, call.ids)
    if call.single:
        out, lse = out[0], lse[0]
    return (out, lse) if return_residual else out


def contract_of(query, key, value, bias=None, mask=None, **options) -> MaskContract:
    """The contract ``dot_product_attention`` runs for these arguments (the same keywords)."""
    return _planned(_prepare(query, key, value, bias, mask, **options)).plan.contract


def receipt(query, key, value, bias=None, mask=None, *, grads: bool = False, **options) -> Receipt:
    """What ``dot_product_attention`` runs for these arguments: one example's program lowered
    (with ``grads``, its VJP too), its kernels read back."""
    call = _prepare(query, key, value, bias, mask, **options)
    bound = _planned(call)
    q, k, v = (jnp.swapaxes(x[0], 0, 1) for x in (call.query, call.key, call.value))
    ids = None if call.ids is None else (call.ids[0][0], call.ids[1][0])
    return bound.receipt(bound.data, q, k, v, ids, None, grads, door=DOOR)


def _planned(call: _Call) -> LocalAttention:
    if call.bound is None:
        raise ValueError(f"nothing to plan: a sequence of no tokens (query {call.query.shape}, key {call.key.shape})")
    return call.bound


class _Call(NamedTuple):
    bound: LocalAttention | None  # None: a sequence of no tokens, nothing planned
    query: jax.Array  # [B, T, N, H]
    key: jax.Array
    value: jax.Array
    ids: tuple[jax.Array, jax.Array] | None  # [B, T], [B, S]: the sequence lengths as segment ids
    single: bool  # given as [T, N, H]


def _prepare(query, key, value, bias, mask, *, scale: float | None = None, is_causal: bool = False, query_seq_lengths=None,
             key_value_seq_lengths=None, local_window_size=None, implementation: str | None = None,
             logits_soft_cap: float | None = None, block_sizes: tuple[int, int] | None = None, interpret: Any = None) -> _Call:
    """A call's arguments checked as jax.nn checks them, its contract, and the bound program
    of its signature."""
    query, key, value = (_array(x, name) for x, name in ((query, "query"), (key, "key"), (value, "value")))
    single = query.ndim == 3
    query, key, value = (x[None] if x.ndim == 3 else x for x in (query, key, value))
    query_seq_lengths, key_value_seq_lengths = (None if lengths is None else jnp.asarray(lengths)  # any array-like, as jax.nn
                                                for lengths in (query_seq_lengths, key_value_seq_lengths))
    _check(query, key, value, query_seq_lengths, key_value_seq_lengths)
    if bias is not None:
        raise NotImplementedError("bias: an additive bias is a dense score matrix, with no blocks to skip; sparse_cli "
                                  "takes masks (mask=, is_causal=, local_window_size=) and logits_soft_cap")
    batch, q_len, heads, head_dim = query.shape
    kv_len, kv_heads = key.shape[1:3]
    if not q_len or not kv_len:
        return _Call(None, query, key, value, None, single)
    if scale is not None and not _contract_scale(scale):
        query, scale = (query.astype(jnp.float32) * scale).astype(query.dtype), 1.0
    tables: dict = {}
    padded = query_seq_lengths is not None or key_value_seq_lengths is not None
    blocks = block_sizes or (_block(q_len), _block(kv_len))
    document = {
        "name": "dot-product-attention",
        "shape": {"q_len": q_len, "kv_len": kv_len, "num_heads": heads, "num_kv_heads": kv_heads, "head_dim": head_dim,
                  "dtype": str(query.dtype)},
        "blocks": {"block_q": int(blocks[0]), "block_kv": int(blocks[1])},
        "mask": _static_mask(mask, is_causal, local_window_size, batch, heads, q_len, kv_len, tables),
        "scale": float(1.0 / np.sqrt(head_dim) if scale is None else scale), "segment_ids": padded,
        **({"softcap": float(logits_soft_cap)} if logits_soft_cap is not None else {}),
    }
    bound = _door(_implementation(implementation), interpret)(parse_contract(document, "dot_product_attention", tables=tables))
    ids = _padding_ids(query_seq_lengths, key_value_seq_lengths, batch, q_len, kv_len) if padded else None
    return _Call(bound, query, key, value, ids, single)


def _contract_scale(scale) -> bool:
    """Whether a contract holds ``scale``: a concrete number in ``[MIN_SCALE, MAX_SCALE]``."""
    if isinstance(scale, jax.core.Tracer):
        return False
    value = float(scale)
    return MIN_SCALE <= value <= MAX_SCALE


def _array(x, name: str):
    if isinstance(x, (jax.Array, np.ndarray)) and jnp.issubdtype(x.dtype, jnp.floating):
        return jnp.asarray(x)
    raise TypeError(f"{name} must be a floating-point array [B, T, N, H] or [T, N, H] (got {getattr(x, 'dtype', type(x).__name__)})")


def _check(query, key, value, q_lengths, kv_lengths) -> None:
    """jax.nn's checks, with its messages."""
    for name, x in (("query", query), ("key", key), ("value", value)):
        if x.ndim != 4:
            raise ValueError(f"{name} must be [B, T, N, H] or [T, N, H] (got shape {x.shape})")
    batch, kv_len, kv_heads, head_dim = key.shape
    if value.shape != key.shape or value.dtype != key.dtype:
        raise ValueError(f"value shape should be {key.shape} of {key.dtype}: but got {value.shape} of {value.dtype}")
    if query.shape[0] != batch or query.shape[3] != head_dim or query.dtype != key.dtype:
        raise ValueError(f"query shape should be [{batch}, -1, -1, {head_dim}] of {key.dtype}: but got {query.shape} of {query.dtype}")
    if query.shape[2] % kv_heads:
        raise ValueError(f"The number of query heads must be a multiple of key/value heads, but got {query.shape[2]} vs {kv_heads}")
    for name, lengths in (("query_seq_lengths", q_lengths), ("key_value_seq_lengths", kv_lengths)):
        if lengths is not None and (jnp.shape(lengths) != (batch,) or jnp.result_type(lengths) != jnp.int32):
            raise ValueError(f"{name} must be int32 of shape ({batch},) (got {jnp.result_type(lengths)} {jnp.shape(lengths)})")


def _block(length: int) -> int:
    """The default block: 512 tokens, or for a shorter sequence the most whole 128-token lanes
    it fills (128 at least), so native TPU kernels take it and few tokens are padding."""
    return max(128, min(DEFAULT_BLOCK, length // 128 * 128))


def _static_mask(mask, is_causal: bool, window, batch: int, heads: int, q_len: int, kv_len: int, tables: dict) -> dict:
    """The contract mask of jax.nn's static masks: a boolean array (as mask data), a mask
    document, ``is_causal`` and ``local_window_size``, all AND-ed."""
    parts = []
    if isinstance(mask, MaskKind):
        parts.append(mask.model_dump(mode="json"))
    elif isinstance(mask, dict):
        parts.append(mask)
    elif mask is not None:
        parts.append(_array_mask(mask, batch, heads, q_len, kv_len, tables))
    window_part = _window(window, is_causal)
    if window_part is not None:
        parts.append(window_part)
    elif is_causal:
        parts.append({"kind": "causal"})
    if not parts:
        return {"kind": "full"}
    return parts[0] if len(parts) == 1 else {"kind": "and", "of": parts}


def _window(window, is_causal: bool) -> dict | None:
    """jax.nn's ``local_window_size`` — ``(left, right)``: query ``q`` sees keys ``q - left <=
    kv <= q + right``; an int ``w`` is ``(w, w)`` — with ``is_causal`` (keys ``<= q``) folded in,
    as a ``local`` mask (its ``offset`` moves a window that does not hold the diagonal)."""
    if window is None:
        return None
    left, right = (window, window) if isinstance(window, (int, np.integer)) else tuple(window)
    right = min(right, 0) if is_causal else right
    if left + right < 0:
        raise ValueError(f"local_window_size={window!r}{' with is_causal' if is_causal else ''} leaves no key for any query")
    offset = right if right < 0 else -left if left < 0 else 0
    return {"kind": "local", "left": int(left + offset), "right": int(right - offset), "offset": int(offset)}


def _array_mask(mask, batch: int, heads: int, q_len: int, kv_len: int, tables: dict) -> dict:
    """A boolean mask broadcastable to ``[B, N, T, S]`` as mask data (one table per distinct
    head); it must be concrete and the same for every example."""
    if isinstance(mask, jax.core.Tracer):
        raise NotImplementedError("mask: a boolean mask traced inside jit cannot be planned (sparse_cli plans masks on the "
                                  "host); pass a concrete array (numpy, or a jax array made outside jit) or a mask document")
    array = np.asarray(mask)
    if array.dtype != np.bool_ or array.ndim > 4:
        raise ValueError(f"mask must be a boolean array broadcastable to [B, N, T, S] (got {array.dtype} {array.shape})")
    try:
        array = np.broadcast_to(array.reshape((1,) * (4 - array.ndim) + array.shape), (batch, heads, q_len, kv_len))
    except ValueError:
        raise TypeError(f"mask shape {array.shape} does not broadcast to [B, N, T, S] = {(batch, heads, q_len, kv_len)} "
                        "(jax.nn's TypeError)") from None
    if batch > 1 and not (array == array[:1]).all():
        raise NotImplementedError("mask: a boolean mask that differs across the batch is per-example data; sparse_cli plans "
                                  "one static mask per call (use query_seq_lengths/key_value_seq_lengths for padding)")
    documents = []
    for head in array[0]:
        table = TokenTable.from_mask(np.ascontiguousarray(head))
        tables[table.sha256] = table
        documents.append({"kind": "explicit", "file": f"mask-{table.sha256[:16]}.npz", "sha256": table.sha256})
    return documents[0] if all(d == documents[0] for d in documents) else {"kind": "per_head", "heads": documents}


def _padding_ids(q_lengths, kv_lengths, batch: int, q_len: int, kv_len: int):
    """jax.nn's sequence lengths as segment ids: 0 for tokens within a length, -1 (padding:
    attends to nothing, attended by nothing) beyond it."""
    def ids(lengths, length):
        lengths = jnp.full((batch,), length, jnp.int32) if lengths is None else jnp.asarray(lengths)
        return jnp.where(jnp.arange(length)[None, :] < lengths[:, None], 0, -1).astype(jnp.int32)

    return ids(q_lengths, q_len), ids(kv_lengths, kv_len)


def _implementation(implementation: str | None) -> str:
    names = {None: "auto", "auto": "auto", "xla": "dense", "pallas": "pallas", "dense": "dense"}
    if implementation not in names:
        raise ValueError(f"implementation={implementation!r}: sparse_cli.dot_product_attention runs 'pallas' (its kernels), "
                         "'dense' or 'xla' (plain XLA attention), or None/'auto' (the auto rule)")
    return names[implementation]


class _Door:
    """The plans and programs of one (implementation, interpret), one per contract."""

    def __init__(self, requested: str, interpret: Any):
        self.requested, self.interpret = requested, interpret
        self._signatures = Signatures(self._bind)

    def _bind(self, planned) -> LocalAttention:
        native = resolve_interpret(self.interpret)[0]
        choice = choose(planned, self.requested, native)
        if choice.chosen not in ("pallas", "dense"):  # the auto rule's Splash has no program inside a caller's own
            choose(planned, "pallas", native)  # raises when the pallas kernels cannot serve it either
            choice = Choice("auto", "pallas", f"{choice.reason}: the pallas kernels (Splash has no local program)")
        return LocalAttention(planned, choice, self.interpret)

    def __call__(self, contract: MaskContract) -> LocalAttention:
        return self._signatures(contract)


@functools.lru_cache(maxsize=16)
def _door(requested: str, interpret: Any) -> _Door:
    return _Door(requested, interpret)


@functools.lru_cache(maxsize=64)
def _program(bound: LocalAttention):
    """The jitted batch program of one bound signature: ``[B, T, N, H]`` in and out, jax.nn's
    empty-row and log-sum-exp conventions."""
    run = bound.program.run

    @jax.jit
    def program(data, query, key, value, ids):
        def one(q, k, v, ids):
            return run(data, jnp.swapaxes(q, 0, 1), jnp.swapaxes(k, 0, 1), jnp.swapaxes(v, 0, 1), ids, None)

        out, lse = jax.vmap(one)(query, key, value, ids)  # [B, N, T, H], [B, N, T]
        valid = jnp.ones((out.shape[0], out.shape[2]), bool) if ids is None else ids[0] >= 0  # [B, T]
        empty = lse == -jnp.inf
        group = query.shape[2] // key.shape[2]
        mean = jnp.repeat(jnp.mean(value.astype(jnp.float32), axis=1), group, axis=1)  # [B, N, H]: uniform weights
        out = jnp.where((empty & valid[:, None, :])[..., None], mean[:, :, None, :].astype(out.dtype), out)
        lse = jnp.where(empty, jnp.float32(LARGE_NEGATIVE) + jnp.log(jnp.float32(key.shape[1])), lse)
        return jnp.swapaxes(out, 1, 2), jax.lax.stop_gradient(jnp.swapaxes(lse, 1, 2)).astype(key.dtype)

    return program
