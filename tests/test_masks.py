"""The mask-kind registry: one self-contained definition per kind, nothing left to fall through."""

import inspect
import json
from typing import Literal

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sparse_cli.contract import PASSES, contract_json_schema, load_contract, token_rules
from sparse_cli.masks import KINDS, TAGS, MaskKind
from sparse_cli.masks.base import MaskKind as Interface
from sparse_cli.masks.registry import register
from tests.support import oracle
from tests.support.contracts import ROOT, contract_document, small_contract
from tests.support.strategies import contracts, leaf_masks

INTERFACE = sorted(name for name, member in vars(Interface).items() if getattr(member, "__isabstractmethod__", False))


def test_every_registered_kind_implements_the_whole_interface():
    assert INTERFACE == ["attends", "clamped", "classify", "describe", "kv_intervals", "partial_signature", "scaled"]
    for kind in KINDS:
        assert not inspect.isabstract(kind), kind
        for name in INTERFACE:
            assert getattr(kind, name) is not getattr(Interface, name), f"{kind.__name__}.{name}"


def test_a_kind_missing_a_method_cannot_be_registered():
    class Incomplete(MaskKind):
        kind: Literal["incomplete"] = "incomplete"

        def attends(self, q, kv):
            return q == kv

    with pytest.raises(TypeError, match="does not implement .*classify"):
        register(Incomplete)
    with pytest.raises(TypeError, match="unique literal"):
        register(KINDS[0], KINDS[0])


def test_every_kind_is_in_the_schema_and_the_readme_table():
    schema = json.dumps(contract_json_schema())
    readme = (ROOT / "README.md").read_text()
    for tag in TAGS:
        assert f'"{tag}"' in schema and f"| `{tag}` |" in readme, tag


@settings(max_examples=60, deadline=None)
@given(leaf_masks(scale=300), st.integers(1, 40))
def test_clamping_and_scaling_keep_the_kind_and_its_meaning(mask, factor):
    """Clamping to q_len + kv_len changes no pair; scaling by 1 is the identity; scaling keeps the kind."""
    node = load_contract(small_contract(mask, q_len=300, kv_len=300)).mask
    q, kv = np.arange(300)[:, None], np.arange(300)[None, :]
    np.testing.assert_array_equal(node.clamped(600).attends(q, kv), oracle.dense_mask(small_contract(mask, q_len=300, kv_len=300))[0])
    assert node.scaled(1.0, [0, 1]) == node
    assert type(node.scaled(float(factor), [0, 1])) is type(node)


def test_splash_mask_objects_plan_as_analytic_kinds():
    """Structured Splash masks become contract masks with exactly Splash's token mask."""
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as splash

    import sparse_cli
    from sparse_cli.masks.splash import splash_contract, splash_mask_document

    shape = (300, 260)
    cases = [
        splash.CausalMask(shape, offset=-17),
        splash.LocalMask(shape, window_size=(40, 9), offset=25),
        splash.LocalMask(shape, window_size=(None, 0), offset=0),
        splash.ChunkedCausalMask(shape, chunk_size=70),
        splash.FullMask(shape),
        splash.LogicalAnd(splash.CausalMask(shape), splash.LocalMask(shape, (64, None), 0)),
        splash.LogicalOr(splash.ChunkedCausalMask(shape, 64), splash.LocalMask(shape, (3, 3), -100)),
        splash.MultiHeadMask([splash.CausalMask(shape), splash.ChunkedCausalMask(shape, 50)]),
    ]
    for mask in cases:
        document = splash_contract(mask, name="from-splash", head_dim=64, block_q=64, block_kv=128)
        heads = mask.masks if isinstance(mask, splash.MultiHeadMask) else [mask]
        want = np.stack([np.asarray(head[:, :]) for head in heads])
        np.testing.assert_array_equal(oracle.dense_mask(document), want, err_msg=type(mask).__name__)
        assert sparse_cli.plan(document).stats.num_q_blocks == 5
    with pytest.raises(ValueError, match="not a Splash mask sparse-cli can read"):
        splash_mask_document(object())


def _check_token_rules(contract) -> list[MaskKind]:
    """Each head's token rule equals its mask (the oracle's dense one) on every tile, at every
    pass's blocks, that holds a pair the head attends: the tiles the kernels visit."""
    masks, uses = token_rules(contract)
    dense = oracle.dense_mask(contract)
    q = np.arange(contract.shape.q_len)[:, None]
    kv = np.arange(contract.shape.kv_len)[None, :]
    rules = np.stack([np.broadcast_to(masks[use].attends(q, kv), dense.shape[1:]) for use in uses])
    for block_q, block_kv in {contract.blocks.of(name) for name in PASSES}:
        want, got = (oracle.tiles_of(oracle.pad_to_blocks(x, block_q, block_kv), block_q, block_kv) for x in (dense, rules))
        visited = want.any(axis=(-1, -2))
        np.testing.assert_array_equal(got[visited], want[visited], err_msg=f"blocks {block_q}x{block_kv}")
    return masks


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(doc=contracts(max_len=300, depth=2))
def test_token_rules_equal_the_mask_on_every_tile_the_kernels_visit(doc):
    """The kernels compute a partial tile's mask by the contract's token rules, which may be a
    cheaper mask than the head's own (``MaskKind.on_visited_tiles``): on every tile that holds a
    pair its head attends, at every pass's blocks, the rule is the oracle's mask exactly."""
    contract = load_contract(doc)
    if token_rules(contract) is not None:
        _check_token_rules(contract)


@pytest.mark.parametrize("mask, blocks, rule", [
    ({"kind": "chunked_causal", "chunk": 256}, {"block_q": 128, "block_kv": 64}, ["causal"]),
    ({"kind": "chunked_causal", "chunk": 192}, {"block_q": 64, "block_kv": 64, "block_q_dkv": 128}, ["chunked_causal(192)"]),
    ({"kind": "and", "of": [{"kind": "chunked_causal", "chunk": 128}, {"kind": "sliding_window", "size": 100}]},
     {"block_q": 64, "block_kv": 128}, ["and(causal, sliding_window(100))"]),
    ({"kind": "or", "of": [{"kind": "chunked_causal", "chunk": 128}, {"kind": "sliding_window", "size": 100}]},
     {"block_q": 64, "block_kv": 128}, ["or(chunked_causal(128), sliding_window(100))"]),
    ({"kind": "per_head", "heads": [{"kind": "chunked_causal", "chunk": 128}, {"kind": "causal"}]}, {"block_q": 64, "block_kv": 64},
     ["causal"]),
])
def test_chunks_of_whole_tiles_are_computed_as_causal(mask, blocks, rule):
    """A chunk that every pass's blocks divide: a tile that sees anything lies in one chunk, where
    the mask is causal — a window, one compare a tile (an ``and`` of it too; not an ``or``, whose
    other masks reach across chunks)."""
    contract = load_contract(contract_document(mask, 500, 500, 2, 1, blocks=blocks))
    assert [m.describe() for m in _check_token_rules(contract)] == rule
