"""Contract validation, loading (JSON and TOML) and the cache key."""

import json
import math

import pytest

from sparse_cli.contract import ContractError, load_contract
from tests.conftest import CONTRACTS, FIXTURES, small_contract


@pytest.mark.parametrize("path", CONTRACTS, ids=lambda p: p.stem)
def test_checked_in_contracts_load_without_warnings(path):
    contract = load_contract(path)
    assert contract.name == path.stem
    assert contract.warnings() == []


def test_toml_and_json_forms_are_the_same_contract(tmp_path):
    from_toml = load_contract(FIXTURES / "gqa-window.toml")
    as_json = tmp_path / "same.json"
    as_json.write_text(json.dumps(from_toml.model_dump(mode="json")))
    assert load_contract(as_json) == from_toml
    assert from_toml.shape.kv_heads == 2


@pytest.mark.parametrize(
    "change, field, words",
    [
        ({"blocks": {"block_q": 100, "block_kv": 128}}, "blocks.block_q", "multiple of 8"),
        ({"blocks": {"block_q": 128, "block_kv": -8}}, "blocks.block_kv", "multiple of 8"),
        ({"shape": {"q_len": 64, "kv_len": 64, "num_heads": 6, "num_kv_heads": 4, "head_dim": 64}}, "shape", "must divide"),
        ({"mask": {"kind": "sliding_window", "size": 0}}, "mask.sliding_window.size", "greater than 0"),
        ({"mask": {"kind": "chunked_causal", "chunk": -3}}, "mask.chunked_causal.chunk", "greater than 0"),
        ({"mask": {"kind": "local", "left": -1, "right": 0}}, "mask.local.left", "greater than or equal to 0"),
        ({"mask": {"kind": "per_head", "heads": [{"kind": "causal"}]}}, "mask.heads", "shape.num_heads is 2"),
        ({"mask": {"kind": "and", "of": [{"kind": "per_head", "heads": [{"kind": "full"}] * 3}]}}, "mask.of[0].heads", "3 masks"),
        ({"mask": {"kind": "diagonal"}}, "mask", "unknown mask kind 'diagonal'"),
        ({"mask": {"kind": "causal", "ofset": 1}}, "mask.causal.ofset", "unknown field"),
        ({"softcap": 0}, "softcap", "greater than 0"),
        ({"backend": "cuda"}, "backend", "'auto'"),
    ],
)
def test_validation_names_the_field(change, field, words):
    document = small_contract({"kind": "causal"}) | change
    with pytest.raises(ContractError) as caught:
        load_contract(document)
    message = str(caught.value)
    assert field in message and words in message, message


def test_file_errors_are_contract_errors(tmp_path):
    with pytest.raises(ContractError, match="no such contract file"):
        load_contract(tmp_path / "missing.json")
    broken = tmp_path / "broken.json"
    broken.write_text('{"name": "x",\n  "shape": }')
    with pytest.raises(ContractError, match="not valid JSON.*line 2"):
        load_contract(broken)
    broken_toml = tmp_path / "broken.toml"
    broken_toml.write_text("name = ")
    with pytest.raises(ContractError, match="not valid TOML"):
        load_contract(broken_toml)
    listed = tmp_path / "list.json"
    listed.write_text("[1, 2]")
    with pytest.raises(ContractError, match="must be a JSON/TOML object"):
        load_contract(listed)


def test_small_blocks_warn_about_tpu_lanes():
    contract = load_contract(small_contract({"kind": "causal"}, block_q=64, block_kv=256))
    (note,) = contract.warnings()
    assert "blocks.block_q=64" in note and "128" in note


def test_cache_key_hashes_static_semantics_only():
    base = small_contract({"kind": "sliding_window", "size": 64})
    key = load_contract(base).cache_key()
    renamed = base | {"name": "other", "description": "a different description"}
    assert load_contract(renamed).cache_key() == key
    explicit_defaults = base | {"scale": 1 / math.sqrt(64), "backend": "auto", "segment_ids": False}
    assert load_contract(explicit_defaults).cache_key() == key
    for change in (
        {"mask": {"kind": "sliding_window", "size": 65}},
        {"blocks": {"block_q": 256, "block_kv": 128}},
        {"softcap": 30.0},
        {"target": "v6e"},
        {"shape": base["shape"] | {"dtype": "float32"}},
    ):
        assert load_contract(base | change).cache_key() != key, change
    assert load_contract(small_contract({"kind": "causal"})).cache_key() == load_contract(
        small_contract({"kind": "causal", "offset": 0})
    ).cache_key()
