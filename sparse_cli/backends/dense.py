"""``dense``: plain XLA attention with exactly the contract's semantics (the reference
implementation in ``sparse_cli/reference.py``); no kernel, every tile computed."""

from __future__ import annotations

from typing import Any

from sparse_cli.backends.base import Backend, Planned

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

    def proves(self, kernels: list[str], grads: bool) -> bool:
        return not kernels


DENSE = Dense()
