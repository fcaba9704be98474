"""What each backend declares it serves, and the cases the backend suite runs against them.

A *feature* is something a contract can ask of a backend (segment ids, sinks, a mask per
head, ...): whether a contract needs it is read from the contract and the brute-force oracle,
never from a backend, and a backend that lacks it must refuse with a reason that names it.
A backend declares the features it supports (as tokamax's ``AttentionTestBase`` takes
``supports_*`` flags); the suite in ``test_backends.py`` runs every case against every
backend: the ones it supports against the float64 reference, the others as checked refusals.
A new backend joins by registering and adding its line to ``CAPABILITIES``.
"""

from __future__ import annotations

import functools
import importlib.util
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pytest

import sparse_cli
from tests.support import oracle
from tests.support.contracts import contract_document

LANES = 128  # a TPU vreg's lanes: Splash-family kernels take only blocks of whole lanes


def _per_head_masks(contract, dense) -> bool:
    doc = contract.model_dump(mode="json")
    return len({oracle.canonical(oracle.resolve_head(doc["mask"], h)) for h in range(contract.shape.num_heads)}) > 1


def _padded_q_blocks(contract, dense) -> bool:
    """Whole forward q blocks of padding (q padded to every pass's common multiple) that the
    dK/dV pass reads through larger q blocks."""
    block_q, block_q_dkv = contract.blocks.of("fwd")[0], contract.blocks.of("dkv")[0]
    unit = math.lcm(*(contract.blocks.of(name)[0] for name in ("fwd", "dq", "dkv")))
    padding = -contract.shape.q_len % unit
    return padding >= block_q and block_q_dkv > block_q


def _masked_rows(contract, dense) -> str:
    """The refusal of a query that attends to nothing counts such tokens over the head rows
    the plan keeps (one when every head has the same mask)."""
    rows = dense if _per_head_masks(contract, dense) else dense[:1]
    return rf"\b{int((~rows.any(-1)).sum())} query tokens attend to nothing"


@dataclass(frozen=True)
class Feature:
    needed: Callable[[Any, np.ndarray], bool]  # (contract, dense oracle mask [H, q, kv]) -> needed
    refused: str | Callable[[Any, np.ndarray], str]  # a pattern the refusal of a backend that lacks it matches (or its maker)

    def pattern(self, contract, dense) -> str:
        return self.refused if isinstance(self.refused, str) else self.refused(contract, dense)


FEATURES: dict[str, Feature] = {
    "gqa": Feature(lambda c, d: c.shape.kv_heads < c.shape.num_heads, r"kv heads|query heads"),
    "softcap": Feature(lambda c, d: c.softcap is not None, r"softcap"),
    "bfloat16": Feature(lambda c, d: c.shape.dtype == "bfloat16", r"bfloat16"),
    "segment_ids": Feature(lambda c, d: bool(c.segment_ids), r"segment ids"),
    "sinks": Feature(lambda c, d: bool(c.sinks), r"sinks"),
    "value_dim": Feature(lambda c, d: c.shape.value_dim != c.shape.head_dim, r"head_dim_v"),
    "per_head_masks": Feature(_per_head_masks, r"no head axis"),
    "masked_rows": Feature(lambda c, d: bool((~d.any(-1)).any()), _masked_rows),
    "unaligned_blocks": Feature(lambda c, d: any(b % LANES for n in ("fwd", "dq", "dkv") for b in c.blocks.of(n)), rf"multiples of {LANES}"),
    "dq_blocks": Feature(lambda c, d: c.blocks.of("dq") != c.blocks.of("fwd"), r"no dq block sizes"),
    "padded_q_blocks": Feature(_padded_q_blocks, r"whole forward q blocks are padding"),
    "routing": Feature(lambda c, d: c.clustered is not None, r"routing"),
}


@dataclass(frozen=True)
class Capabilities:
    """What a backend declares: the features it serves (every other one it must refuse),
    whether it differentiates, whether it runs interpreted on a CPU, and the package it needs
    (a missing package is refused too, and its cases reported as skipped)."""

    supports: frozenset[str]
    gradients: bool = True
    interprets_on_cpu: bool = True
    package: str | None = None
    lacks: frozenset[str] = field(init=False)

    def __post_init__(self):
        unknown = self.supports - FEATURES.keys()
        assert not unknown, f"undeclared features {unknown}"
        object.__setattr__(self, "lacks", frozenset(FEATURES) - self.supports)

    def installed(self) -> bool:
        return self.package is None or importlib.util.find_spec(self.package) is not None


EVERYTHING = frozenset(FEATURES)
SPLASH_FAMILY_LACKS = frozenset({"segment_ids", "masked_rows", "unaligned_blocks", "padded_q_blocks", "routing"})
CAPABILITIES: dict[str, Capabilities] = {
    "pallas": Capabilities(EVERYTHING),
    "splash": Capabilities(EVERYTHING - SPLASH_FAMILY_LACKS),
    "splash-fused": Capabilities(EVERYTHING - SPLASH_FAMILY_LACKS - {"dq_blocks"}),
    "dense": Capabilities(EVERYTHING),
    "tokamax": Capabilities(EVERYTHING - SPLASH_FAMILY_LACKS - {"sinks", "value_dim", "per_head_masks", "dq_blocks"}, package="tokamax"),
}


def _dense(contract) -> np.ndarray:
    """The oracle's mask (a routed mask is decided per batch: its static bound is all the
    oracle can say, and no row of it is empty)."""
    return oracle.dense_mask(contract) if contract.clustered is None else np.ones((1, 1, 1), bool)


def needs(contract) -> set[str]:
    """The features ``contract`` asks of a backend."""
    dense = _dense(contract)
    return {name for name, feature in FEATURES.items() if feature.needed(contract, dense)}


def refusal_names_a_lacking_feature(reason: str | None, contract, lacking: set[str]) -> bool:
    dense = _dense(contract)
    return reason is not None and any(re.search(FEATURES[name].pattern(contract, dense), reason) for name in lacking)


def _case(mask, q_len, kv_len, heads, kv_heads, *, slow=False, **fields):
    return contract_document(mask, q_len, kv_len, heads, kv_heads, **fields), slow


#: The backend suite's cases: small (a few hundred tokens) so interpreted kernels stay fast; the
#: per-pass block sizes run interpreted at every pass's geometry and take tens of seconds.
_CASES = {
    "causal": _case({"kind": "causal"}, 256, 256, 2, 2),
    "causal-offset-masked-rows": _case({"kind": "causal", "offset": -140}, 256, 256, 2, 1),
    "local-gqa": _case({"kind": "local", "left": 60, "right": 20}, 256, 384, 4, 2),
    "sliding-softcap-ragged": _case({"kind": "sliding_window", "size": 100}, 300, 333, 2, 1, softcap=5.0),
    "chunked-segments": _case({"kind": "chunked_causal", "chunk": 96}, 384, 384, 2, 2, segment_ids=True),
    "prefix-mqa-256": _case({"kind": "prefix_lm", "prefix": 200}, 512, 512, 4, 1, blocks=256),
    "full-q-shorter": _case({"kind": "full"}, 200, 400, 2, 2, softcap=3.0, segment_ids=True),
    "per-head-or-and": _case(
        {"kind": "per_head", "heads": [
            {"kind": "or", "of": [{"kind": "sliding_window", "size": 32}, {"kind": "prefix_lm", "prefix": 16}]},
            {"kind": "and", "of": [{"kind": "causal"}, {"kind": "local", "left": None, "right": 0}]},
        ]},
        256, 256, 2, 1,
    ),
    "per-head-shared": _case({"kind": "per_head", "heads": [{"kind": "causal"}] * 2}, 384, 384, 2, 1),
    "bf16-softcap-segments": _case({"kind": "sliding_window", "size": 128}, 384, 384, 2, 1, softcap=20.0, segment_ids=True, dtype="bfloat16"),
    "sinks-window-gqa-softcap": _case({"kind": "sliding_window", "size": 100}, 384, 384, 4, 2, softcap=10.0, sinks=True),
    "value-dim-segments": _case({"kind": "causal"}, 384, 384, 2, 1, segment_ids=True, head_dim_v=32),
    "sinks-value-dim-masked-rows": _case({"kind": "causal", "offset": -140}, 256, 256, 2, 1, dtype="bfloat16", head_dim_v=96, sinks=True),
    "causal-small-blocks": _case({"kind": "causal"}, 256, 256, 2, 2, blocks=64),
    "routed": _case({"kind": "clustered", "route_block": 128, "top_k": 1}, 256, 256, 2, 1),
    # per-pass block sizes: lane-multiple sizes that Splash takes too; lengths that the passes' least common multiple pads
    "causal-gqa-every-pass": _case({"kind": "causal"}, 512, 512, 4, 2, slow=True, blocks={
        "block_q": 256, "block_kv": 128, "block_q_dq": 128, "block_kv_dq": 256, "block_q_dkv": 128, "block_kv_dkv": 128}),
    "causal-dkv-blocks": _case({"kind": "causal"}, 256, 256, 2, 1, blocks={  # dK/dV blocks alone: Splash's fused backward takes them
        "block_q": 128, "block_kv": 128, "block_q_dkv": 256, "block_kv_dkv": 128}),
    "window-ragged-lcm": _case({"kind": "sliding_window", "size": 90}, 300, 333, 2, 1, slow=True, blocks={
        "block_q": 128, "block_kv": 128, "block_kv_dq": 256, "block_q_dkv": 256}),
    # interpreted only: sizes off the lanes, segment ids, a q tail padded to lcm(64, 32, 96)
    "chunked-segments-odd": _case({"kind": "chunked_causal", "chunk": 40}, 200, 200, 2, 2, slow=True, segment_ids=True, blocks={
        "block_q": 64, "block_kv": 32, "block_q_dq": 32, "block_kv_dq": 64, "block_q_dkv": 96}),
}


CASES = {name: pytest.param(document | {"name": name}, marks=[pytest.mark.slow] if slow else [], id=name)
         for name, (document, slow) in _CASES.items()}


def case_document(case: str) -> dict[str, Any]:
    return CASES[case].values[0]


def case_contract(case: str):
    return sparse_cli.load_contract(case_document(case))


@functools.cache
def planned(case: str):
    """The plan of ``case`` (plans are pure: one per process serves every test)."""
    return sparse_cli.plan(case_contract(case))
