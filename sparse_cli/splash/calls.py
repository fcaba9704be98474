"""One call of a ``sparse_cli.splash`` kernel: its arguments checked against the kernel, the
signature's contract, and where it runs — the whole problem on one device (an unsplit kernel,
or inside ``shard_map`` one device's slice of a split one), or a split kernel called outside
``shard_map`` on the whole problem, which runs its devices' shares one after another here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

from sparse_cli.execution.local import LocalAttention

#: The dtypes a contract (and so a kernel call) takes.
DTYPES = ("float32", "bfloat16", "float16")


def canonical(x) -> np.dtype:
    """``x``'s dtype as JAX holds it: numpy's float64 is float32 without x64, as Splash takes it."""
    return jax.dtypes.canonicalize_dtype(x.dtype)


def common_dtype(q, k, v) -> jnp.dtype:
    """The dtype a call computes in: q's, k's and v's promoted (Splash's products take mixed
    inputs; its output is in q's dtype)."""
    return jnp.result_type(canonical(q), canonical(k), canonical(v))


def splash_segment_ids(segment_ids) -> tuple[jax.Array, jax.Array]:
    """Splash's segment ids — any values, a query and a key attend where theirs are equal —
    as the kernels' ids, which treat negative ids as padding: each id becomes its rank among
    this call's ids, so equal ids stay equal, different ones different, and none is negative."""
    dtype = jnp.result_type(*segment_ids)
    q_ids, kv_ids = (jnp.asarray(ids, dtype) for ids in segment_ids)
    values = jnp.sort(jnp.concatenate([q_ids.ravel(), kv_ids.ravel()]))
    return jnp.searchsorted(values, q_ids).astype(jnp.int32), jnp.searchsorted(values, kv_ids).astype(jnp.int32)


@dataclass(frozen=True)
class Call:
    """A call's signature bound to its plan and program, and how its shards lie."""

    bound: LocalAttention
    split: bool  # the kernel's data holds every device's share (made with shards, not sliced by shard_map): run them in turn
    heads: int  # query heads of one device
    q_len: int  # queries of one device
    kv_heads: int  # kv heads of one device (1 for MQA)

    @staticmethod
    def of(static: Any, data: Any, q, k, v, segment_ids, sinks) -> Call:
        """Check a call's arguments against the kernel ``static`` (``kernel._Static``) whose
        data is ``data``, and bind its signature."""
        q_shards, head_shards = static.q_shards, static.head_shards
        split = tuple(data.place.shape[:2]) != (1, 1)
        sliced = (q_shards, head_shards) != (1, 1) and not split  # one device's slice inside shard_map
        heads, q_len = static.heads // head_shards, static.q_len // q_shards  # one device's share
        expected = (heads, q_len) if sliced else (static.heads, static.q_len)
        kv_rank = 2 if static.is_mqa else 3
        for name, x, rank in (("q", q, 3), ("k", k, kv_rank), ("v", v, kv_rank)):
            if not hasattr(x, "shape") or not hasattr(x, "dtype") or len(x.shape) != rank:
                form = "[H, q_len, D]" if name == "q" else "[kv_len, D] (MQA)" if static.is_mqa else "[H_kv, kv_len, D]"
                raise ValueError(f"{name} must be an array {form} of one example (jax.vmap the kernel over a batch); "
                                 f"got {getattr(x, 'shape', type(x).__name__)}")
        if tuple(q.shape[:2]) != expected:
            whole = f"{static.heads} heads x {static.q_len} queries"
            takes = (f"one device's {heads} x {q_len} inside shard_map (in_specs kernel.manual_sharding_spec(sharding))"
                     if sliced else whole + (" (or inside shard_map one device's slice: in_specs "
                                             "kernel.manual_sharding_spec(sharding))" if split else ""))
            raise ValueError(f"q has {q.shape[0]} heads x {q.shape[1]} queries; this kernel (head_shards={head_shards}, "
                             f"q_seq_shards={q_shards}) takes {takes}")
        if k.shape[-2] != static.kv_len or tuple(v.shape[:-1]) != tuple(k.shape[:-1]) or k.shape[-1] != q.shape[-1]:
            raise ValueError(f"k/v shapes {tuple(k.shape)}/{tuple(v.shape)} do not fit q {tuple(q.shape)} and the mask's "
                             f"{static.kv_len} keys (k and v share their heads and keys; k's head size is q's)")
        dtypes = [canonical(x) for x in (q, k, v)]
        if any(str(dtype) not in DTYPES for dtype in dtypes):
            raise TypeError(f"q, k and v must be of the dtypes {', '.join(DTYPES)} (got {', '.join(map(str, dtypes))})")
        Call._check_extras(segment_ids, sinks, expected[1], static.kv_len, expected[0])
        kv_heads = 1 if static.is_mqa else k.shape[0] * (head_shards if sliced else 1)  # of the whole problem
        contract = static.contract(kv_heads, q.shape[-1], v.shape[-1], str(common_dtype(q, k, v)), segment_ids is not None, sinks is not None)
        return Call(static.signatures(contract), split, heads, q_len, kv_heads // head_shards)

    @staticmethod
    def _check_extras(segment_ids, sinks, q_len: int, kv_len: int, heads: int) -> None:
        if segment_ids is not None:
            if not (isinstance(segment_ids, (tuple, list)) and len(segment_ids) == 2):
                raise ValueError("segment_ids must be SegmentIds(q, kv) (or a (q_ids, kv_ids) pair)")
            for name, ids, length in (("q", segment_ids[0], q_len), ("kv", segment_ids[1], kv_len)):
                if tuple(np.shape(ids)) != (length,):
                    raise ValueError(f"segment_ids.{name} must have shape ({length},) (got {tuple(np.shape(ids))})")
        if sinks is not None and (tuple(np.shape(sinks)) != (heads,) or not jnp.issubdtype(jnp.result_type(sinks), jnp.floating)):
            raise ValueError(f"sinks must be floats of shape ({heads},), one per query head (got {tuple(np.shape(sinks))})")

    def by_shards(self, data, q, k, v, ids, sinks):
        """A split kernel on the whole problem: each device's share run here in turn, in order."""
        program = self.bound.program
        outs, lses = [], []
        for head in range(program.head_shards):
            heads, kv_heads = slice(head * self.heads, (head + 1) * self.heads), slice(head * self.kv_heads, (head + 1) * self.kv_heads)
            row = []
            for shard in range(program.q_shards):
                queries = slice(shard * self.q_len, (shard + 1) * self.q_len)
                local_ids = None if ids is None else (ids[0][queries], ids[1])
                row.append(program.run(program.shard(data, shard, head), q[heads, queries], k[kv_heads], v[kv_heads], local_ids,
                                       None if sinks is None else sinks[heads]))
            outs.append(jnp.concatenate([out for out, _ in row], axis=1))
            lses.append(jnp.concatenate([lse for _, lse in row], axis=1))
        return jnp.concatenate(outs, axis=0), jnp.concatenate(lses, axis=0)

    def one_device(self, q, k, v, segment_ids, sinks) -> tuple:
        """Abstract arguments of one device's program (its share, kv heads made explicit for
        MQA), for lowering a receipt."""
        spec = jax.ShapeDtypeStruct
        head_dim, value_dim, kv_len = q.shape[-1], v.shape[-1], k.shape[-2]
        common = common_dtype(q, k, v)
        q, k, v = (spec(x.shape, common) for x in (q, k, v))
        ids = None if segment_ids is None else (spec((self.q_len,), jnp.int32), spec((kv_len,), jnp.int32))
        return (spec((self.heads, self.q_len, head_dim), q.dtype), spec((self.kv_heads, kv_len, head_dim), k.dtype),
                spec((self.kv_heads, kv_len, value_dim), v.dtype), ids,
                None if sinks is None else spec((self.heads,), jnp.result_type(sinks)))
