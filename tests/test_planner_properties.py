"""Property tests: the planner's worklists against an independent brute-force oracle."""

from __future__ import annotations

import copy
from unittest import mock

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import sparse_cli
from sparse_cli.contract import NAME_PATTERN, MaskContract
from sparse_cli.masks import MAX_PARAM
from sparse_cli.targets import SMEM_RESERVE

# the conftest's autouse tmp-dir fixture is harmless to share between examples
_HEALTH = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture]

from tests.support import oracle
from tests.support.contracts import small_contract
from tests.support.plan_checks import check_all, check_rows, expand_fwd, geometry
from tests.support.strategies import contracts

PROPS = settings(max_examples=150, deadline=None, suppress_health_check=_HEALTH)




# One plan per generated contract, every property checked on it: generating nested contracts
# dominates the cost, so sharing the example keeps the suite fast.
@pytest.mark.slow
@PROPS
@given(doc=contracts())
def test_plan_matches_oracle(doc):
    check_all(doc, sparse_cli.plan(doc))


@settings(max_examples=60, deadline=None, suppress_health_check=_HEALTH)
@given(doc=contracts(per_head=True))
def test_per_head_contracts_all_properties(doc):
    check_all(doc, sparse_cli.plan(doc))


# --------------------------------------------------------------------------- cache key


_OTHER_BLOCK = {8: 16, 16: 8, 32: 64, 64: 128, 128: 64}


@settings(max_examples=60, deadline=None, suppress_health_check=_HEALTH)
@given(contracts(), st.from_regex(NAME_PATTERN, fullmatch=True), st.text(max_size=10), st.sampled_from(["block_q", "block_kv"]))
def test_cache_key(doc, name, description, block):
    key = MaskContract.model_validate(doc).cache_key()
    renamed = {**copy.deepcopy(doc), "name": name, "description": description}
    assert MaskContract.model_validate(renamed).cache_key() == key

    reblocked = copy.deepcopy(doc)
    reblocked["blocks"][block] = _OTHER_BLOCK[reblocked["blocks"][block]]
    assert MaskContract.model_validate(reblocked).cache_key() != key

    remasked = copy.deepcopy(doc)
    remasked["mask"] = {"kind": "and", "of": [doc["mask"], {"kind": "full"}]}
    assert MaskContract.model_validate(remasked).cache_key() != key

    reshaped = copy.deepcopy(doc)
    reshaped["shape"]["q_len"] += 1
    assert MaskContract.model_validate(reshaped).cache_key() != key


def test_cache_key_sees_leaf_parameters():
    base = {
        "name": "a",
        "shape": {"q_len": 256, "kv_len": 256, "num_heads": 2, "head_dim": 64},
        "blocks": {"block_q": 64, "block_kv": 64},
        "mask": {"kind": "causal"},
    }
    keys = set()
    for mask in (
        {"kind": "causal"},
        {"kind": "causal", "offset": 1},
        {"kind": "local", "left": 3, "right": 0},
        {"kind": "local", "left": 3, "right": None},
        {"kind": "sliding_window", "size": 4},
        {"kind": "chunked_causal", "chunk": 4},
        {"kind": "prefix_lm", "prefix": 4},
        {"kind": "full"},
        {"kind": "per_head", "heads": [{"kind": "causal"}, {"kind": "full"}]},
        {"kind": "per_head", "heads": [{"kind": "full"}, {"kind": "causal"}]},
    ):
        keys.add(MaskContract.model_validate({**base, "mask": mask}).cache_key())
    assert len(keys) == 10
    # defaults written out or left out are the same contract
    explicit = {**base, "mask": {"kind": "causal", "offset": 0}}
    assert MaskContract.model_validate(explicit).cache_key() == MaskContract.model_validate(base).cache_key()


# --------------------------------------------------------------------------- chunking


@settings(max_examples=40, deadline=None, suppress_health_check=_HEALTH)
@given(contracts())
def test_plan_does_not_depend_on_internal_batch_sizes(doc):
    """Row chunking, token batching, signature chunking and interval collapsing are performance
    knobs only: tiny values must give the identical plan (same arrays, same stats)."""
    reference = sparse_cli.plan(doc)
    import sparse_cli.masks.composite as composite_module
    import sparse_cli.planner.tiles as tiles_module

    with (
        mock.patch.object(tiles_module, "_TILES_PER_CHUNK", 3),
        mock.patch.object(tiles_module, "_TOKENS_PER_BATCH", 1),
        mock.patch.object(tiles_module, "_SIGNATURE_ELEMENTS_PER_CHUNK", 1),
        mock.patch.object(composite_module, "MAX_INTERVALS", 1),
    ):
        small = sparse_cli.plan(doc)
    for name in ("fwd", "dkv"):
        a, b = getattr(reference, name), getattr(small, name)
        for key, value in a.arrays().items():
            other = b.arrays()[key]
            assert value.dtype == other.dtype, (name, key)
            np.testing.assert_array_equal(value, other, err_msg=f"{name}.{key}")
    assert reference.stats == small.stats


# --------------------------------------------------------------------------- pinned conventions


def _contract(mask, **shape):
    """A one-head contract of 16 x 16 tokens in 8 x 8 blocks unless ``shape`` says otherwise."""
    return small_contract(mask, **({"q_len": 16, "kv_len": 16, "num_heads": 1, "block_q": 8, "block_kv": 8} | shape))


def _planned_dense(doc):
    q_len, kv_len, num_heads, bq, bkv, nq, nk = geometry(doc)
    p = sparse_cli.plan(doc)
    return oracle.broadcast_heads(expand_fwd(p, doc).dense, num_heads)[:, :q_len, :kv_len]


def test_sliding_window_sees_exactly_size_tokens():
    doc = _contract({"kind": "sliding_window", "size": 3})
    row = _planned_dense(doc)[0, 5]
    assert set(np.flatnonzero(row).tolist()) == {3, 4, 5}
    assert set(np.flatnonzero(oracle.dense_mask(doc)[0, 5]).tolist()) == {3, 4, 5}


def test_local_right_zero_sees_left_plus_one_tokens():
    doc = _contract({"kind": "local", "left": 3, "right": 0})
    row = _planned_dense(doc)[0, 5]
    assert set(np.flatnonzero(row).tolist()) == {2, 3, 4, 5}


def test_local_both_sides_and_unbounded():
    assert set(np.flatnonzero(_planned_dense(_contract({"kind": "local", "left": 1, "right": 2}))[0, 5]).tolist()) == {4, 5, 6, 7}
    assert set(np.flatnonzero(_planned_dense(_contract({"kind": "local", "left": None, "right": 0}))[0, 5]).tolist()) == set(range(6))
    assert set(np.flatnonzero(_planned_dense(_contract({"kind": "local", "left": 0, "right": None}))[0, 5]).tolist()) == set(range(5, 16))


def test_pinned_leaf_conventions():
    rows = lambda mask, q: set(np.flatnonzero(_planned_dense(_contract(mask))[0, q]).tolist())
    assert rows({"kind": "causal", "offset": 0}, 5) == set(range(6))
    assert rows({"kind": "causal", "offset": -2}, 5) == set(range(4))
    assert rows({"kind": "causal", "offset": 3}, 5) == set(range(9))
    assert rows({"kind": "chunked_causal", "chunk": 4}, 6) == {4, 5, 6}
    assert rows({"kind": "chunked_causal", "chunk": 1}, 6) == {6}
    assert rows({"kind": "prefix_lm", "prefix": 8}, 2) == set(range(8))
    assert rows({"kind": "prefix_lm", "prefix": 8}, 10) == set(range(11))
    assert rows({"kind": "prefix_lm", "prefix": 0}, 3) == {0, 1, 2, 3}
    assert rows({"kind": "full"}, 3) == set(range(16))


@settings(max_examples=40, deadline=None, suppress_health_check=_HEALTH)
@given(
    st.integers(1, 300),
    st.integers(1, 300),
    st.integers(1, 320),
    st.sampled_from([8, 16, 32, 64, 128]),
    st.sampled_from([8, 16, 32, 64, 128]),
)
def test_sliding_window_plans_like_local(q_len, kv_len, size, bq, bkv):
    a = sparse_cli.plan(_contract({"kind": "sliding_window", "size": size}, q_len=q_len, kv_len=kv_len, block_q=bq, block_kv=bkv))
    b = sparse_cli.plan(_contract({"kind": "local", "left": size - 1, "right": 0}, q_len=q_len, kv_len=kv_len, block_q=bq, block_kv=bkv))
    for name in ("fwd", "dkv"):
        for key, value in getattr(a, name).arrays().items():
            other = getattr(b, name).arrays()[key]
            assert value.dtype == other.dtype
            np.testing.assert_array_equal(value, other, err_msg=f"{name}.{key}")
    for ha, hb in zip(a.stats.heads, b.stats.heads):
        assert (ha.empty, ha.partial, ha.full, ha.token_density) == (hb.empty, hb.partial, hb.full, hb.token_density)


# --------------------------------------------------------------------------- edge cases


def test_fully_masked_contract_has_in_range_padding_steps():
    doc = _contract({"kind": "causal", "offset": -1000}, q_len=100, kv_len=70, block_q=16, block_kv=32)
    p = sparse_cli.plan(doc)
    for wl, n_data in ((p.fwd, 3), (p.dkv, 7)):
        assert wl.grid_width == 1
        assert not wl.block_mask.any()
        assert wl.partial_mask_blocks.shape[0] == 0
        check_rows(wl, n_data)
    assert all(h.empty == 7 * 3 and h.partial == 0 and h.full == 0 for h in p.stats.heads)
    assert p.stats.token_density == 0


def test_single_token_contract():
    doc = _contract({"kind": "causal"}, q_len=1, kv_len=1, block_q=128, block_kv=8)
    p = sparse_cli.plan(doc)
    fwd = expand_fwd(p, doc)
    assert fwd.dense.sum() == 1 and fwd.dense[0, 0, 0]
    assert p.fwd.block_mask.tolist() == [[[1]]]  # padded tile: partial, not full
    assert p.stats.token_density == 1.0


def test_per_head_distinct_heads_get_their_own_rows():
    doc = _contract(
        {"kind": "and", "of": [{"kind": "per_head", "heads": [{"kind": "causal"}, {"kind": "full"}, {"kind": "causal"}]}, {"kind": "full"}]},
        q_len=40, kv_len=40, num_heads=3,
    )
    p = sparse_cli.plan(doc)
    assert p.fwd.block_mask.shape[0] == 3 and not p.shared_heads
    assert p.head_masks[0] == p.head_masks[2] != p.head_masks[1]
    np.testing.assert_array_equal(_planned_dense(doc), oracle.dense_mask(doc))


def test_block_class_full_only_for_whole_tiles():
    # a full mask on lengths that are not block multiples: edge tiles are partial
    doc = _contract({"kind": "full"}, q_len=20, kv_len=12, block_q=8, block_kv=8)
    p = sparse_cli.plan(doc)
    assert p.fwd.block_mask[0].tolist() == [[2, 1], [2, 1], [1, 1]]


@settings(max_examples=20, deadline=None, suppress_health_check=_HEALTH)
@given(doc=contracts(max_len=1100, depth=1))
def test_plan_matches_oracle_longer_sequences(doc):
    """Longer sequences reach int16 block indices (more than 128 blocks along an axis)."""
    check_all(doc, sparse_cli.plan(doc))


@pytest.mark.parametrize(
    ("kv_len", "dtype"), [(1024, np.int8), (1025, np.int16)], ids=["128-blocks", "129-blocks"]
)
def test_data_next_dtype_boundary(kv_len, dtype):
    doc = _contract({"kind": "causal", "offset": 2000}, q_len=16, kv_len=kv_len, block_q=8, block_kv=8)
    p = sparse_cli.plan(doc)
    assert p.fwd.data_next.dtype == dtype  # holds kv block indices up to nk - 1
    assert p.dkv.data_next.dtype == np.int8  # q block indices: 2 blocks
    check_all(doc, p)


def test_many_partial_blocks_use_int16_mask_next():
    doc = _contract(
        {"kind": "per_head", "heads": [{"kind": "chunked_causal", "chunk": c} for c in (37, 41, 43, 47)]},
        q_len=1100, kv_len=1100, block_q=8, block_kv=64, num_heads=4,
    )
    p = sparse_cli.plan(doc)
    assert p.fwd.partial_mask_blocks.shape[0] > 128
    assert p.fwd.mask_next.dtype == p.dkv.mask_next.dtype == np.int16
    assert p.dkv.data_next.dtype == np.int16  # 138 q blocks
    check_all(doc, p)


# --------------------------------------------------------------------------- huge parameters
#
# The contract bounds offsets, window sides, prefixes, chunks and spans at MAX_PARAM (2**31 - 1).
# A value at the bound must be planned exactly (interval ends like ``q + offset + 1`` must not
# overflow); a value past it must be refused as a ContractError naming its field, never crash
# with a raw numpy error.


@pytest.mark.parametrize(
    "mask",
    [
        {"kind": "causal", "offset": MAX_PARAM},
        {"kind": "causal", "offset": MAX_PARAM - 50},
        {"kind": "causal", "offset": -MAX_PARAM},
        {"kind": "local", "left": MAX_PARAM, "right": MAX_PARAM},
        {"kind": "local", "left": None, "right": MAX_PARAM},
        {"kind": "local", "left": MAX_PARAM, "right": 0, "offset": -MAX_PARAM},
        # an edge (offset - left, offset + right) moved by clamping each field alone: pairs lost, or a diagonal full
        {"kind": "local", "left": 1000, "right": 0, "offset": 150},
        {"kind": "local", "left": MAX_PARAM - 5, "right": None, "offset": MAX_PARAM},
        {"kind": "local", "left": None, "right": 1000, "offset": -950},
        {"kind": "local", "left": 3, "right": MAX_PARAM, "offset": -MAX_PARAM + 10},
        {"kind": "sliding_window", "size": MAX_PARAM},
        {"kind": "chunked_causal", "chunk": MAX_PARAM},
        {"kind": "prefix_lm", "prefix": MAX_PARAM},
        {"kind": "block_causal", "block": MAX_PARAM},
        {"kind": "dilated", "window": MAX_PARAM, "dilation": MAX_PARAM},
        {"kind": "range", "q": [0, MAX_PARAM], "kv": [MAX_PARAM, MAX_PARAM]},
    ],
    ids=lambda m: f"{m['kind']}-{'-'.join(str(v) for k, v in m.items() if k != 'kind')}",
)
def test_parameters_at_the_bound_are_planned_exactly(mask):
    doc = _contract(mask, q_len=100, kv_len=100, block_q=8, block_kv=8)
    check_all(doc, sparse_cli.plan(doc))


@pytest.mark.parametrize(
    "mask, field",
    [
        ({"kind": "causal", "offset": MAX_PARAM + 1}, "offset"),
        ({"kind": "causal", "offset": -MAX_PARAM - 1}, "offset"),
        ({"kind": "causal", "offset": 2**63}, "offset"),
        ({"kind": "causal", "offset": -(2**63) - 1}, "offset"),
        ({"kind": "local", "left": 2**62, "right": 0}, "left"),
        ({"kind": "local", "left": None, "right": 2**63 - 1}, "right"),
        ({"kind": "sliding_window", "size": MAX_PARAM + 1}, "size"),
        ({"kind": "chunked_causal", "chunk": 2**63}, "chunk"),
        ({"kind": "prefix_lm", "prefix": 2**63 - 1}, "prefix"),
    ],
    ids=lambda m: f"{m['kind']}-{'-'.join(str(v) for k, v in m.items() if k != 'kind')}" if isinstance(m, dict) else m,
)
def test_parameters_past_the_bound_are_refused_by_name(mask, field):
    with pytest.raises(sparse_cli.ContractError, match=rf"mask\.{field}: Input should be"):
        sparse_cli.plan(_contract(mask, q_len=100, kv_len=100, block_q=8, block_kv=8))


@pytest.mark.parametrize("budget", [SMEM_RESERVE + 1, SMEM_RESERVE + 16, SMEM_RESERVE + 200])
def test_smem_overflow_gives_advice(budget):
    doc = _contract(
        {"kind": "per_head", "heads": [{"kind": "causal"}, {"kind": "sliding_window", "size": 40}]},
        q_len=600, kv_len=600, block_q=8, block_kv=8, num_heads=2,
    )
    p = sparse_cli.plan(doc, smem_budget=budget)
    assert p.smem_budget == budget
    smem = sparse_cli.program_report(p).smem
    if budget > SMEM_RESERVE + 1:  # pallas splits each pass into launches that fit
        assert smem.fits and not smem.advice and min(smem.launches.values()) > 1
    else:  # not even one row's steps fit: no split helps, and the advice says what would (blocks up to the 600 tokens)
        assert not smem.fits and smem.advice and smem.advice[-1] == "dkv: blocks of 512x512 would cut the step arrays by about 4096x"
    # the budget changes the verdict only, never the worklists
    ref = sparse_cli.plan(doc)
    for name in ("fwd", "dkv"):
        for key, value in getattr(ref, name).arrays().items():
            np.testing.assert_array_equal(value, getattr(p, name).arrays()[key])
