"""``dense``: plain XLA attention with exactly the contract's semantics (the reference
implementation in ``sparse_cli/reference.py``); no kernel, every tile computed."""

from __future__ import annotations

from typing import Any

from sparse_cli.backends.base import Backend, BackendRefused, Planned
from sparse_cli.contract import MaskContract

#: The dense backend materialises float32 scores; refuse beyond this.
DENSE_MAX_SCORE_BYTES = 8 << 30


class Dense(Backend):
    name = "dense"
    summary = "XLA attention with the same semantics: no kernel, every tile computed"
    computes_every_tile = True
    kernel_free = True

    def refusal(self, plan: Planned, native: bool) -> str | None:
        s = plan.contract.shape
        score_bytes = 4 * s.num_heads * s.q_len * s.kv_len
        if score_bytes > DENSE_MAX_SCORE_BYTES:
            return f"dense scores would take {score_bytes / 2**30:.0f} GiB (limit {DENSE_MAX_SCORE_BYTES >> 30} GiB)"
        return None

    def prepare(self, plan, interpret: Any):
        return None

    def runner(self, plan, interpret: Any):
        from sparse_cli.planner.routing import route
        from sparse_cli.reference import attention_reference

        contract = plan.contract

        def run(_, q, k, v, segment_ids, sinks):
            routes = route(q, k, contract) if contract.clustered is not None else None
            return attention_reference(q, k, v, contract, segment_ids, routes, sinks)[0].astype(q.dtype)

        return run

    def local_program(self, plan, interpret: Any, head_shards: int = 1, q_shards: int = 1, residual_name: str | None = None):
        """The reference inside a caller's own program, on whole heads and sequences (its
        residuals are XLA's own: nothing to name)."""
        if (head_shards, q_shards) != (1, 1):
            raise BackendRefused(f"backend 'dense' runs whole heads and sequences (asked for {head_shards} head x {q_shards} q shards)")
        if plan.contract.runtime_kind is not None:
            raise BackendRefused(f"a {plan.contract.runtime_kind} contract plans each batch; a local program runs static plans")
        return DenseLocal(plan.contract)

    def proves(self, kernels: list[str], grads: bool, contract: MaskContract) -> bool:
        return not kernels


class DenseLocal:
    """``Dense.local_program``: the reference, one device, no data (``mesh.LocalProgram``)."""

    head_shards = q_shards = 1

    def __init__(self, contract):
        self.contract = contract

    def data(self):
        return ()

    def specs(self, head_axis, q_axis):
        return ()

    def shard(self, data, q_shard: int, head_shard: int):
        return data

    def run(self, data, q, k, v, segment_ids, sinks):
        import jax

        from sparse_cli.reference import SegmentIds, attention_reference

        ids = SegmentIds(*segment_ids) if segment_ids is not None else None
        out, lse = attention_reference(q, k, v, self.contract, ids, None, sinks)
        return out.astype(q.dtype), jax.lax.stop_gradient(lse)


DENSE = Dense()
