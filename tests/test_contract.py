"""Contract validation, loading (JSON and TOML) and the cache key."""

import json
import math

import pytest

from sparse_cli.contract import ContractError, load_contract
from tests.support.contracts import CONTRACTS, FIXTURES, small_contract


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
        ({"mask": {"kind": "sliding_window", "size": 0}}, "mask.size", "greater than 0"),
        ({"mask": {"kind": "chunked_causal", "chunk": -3}}, "mask.chunk", "greater than 0"),
        ({"mask": {"kind": "local", "left": -1, "right": 0}}, "mask.left", "greater than or equal to 0"),
        ({"mask": {"kind": "per_head", "heads": [{"kind": "causal"}]}}, "mask.heads", "shape.num_heads is 2"),
        ({"mask": {"kind": "and", "of": [{"kind": "per_head", "heads": [{"kind": "full"}] * 3}]}}, "mask.of[0].heads", "3 masks"),
        ({"mask": {"kind": "diagonal"}}, "mask", "unknown mask kind 'diagonal'"),
        ({"mask": {"kind": "causal", "ofset": 1}}, "mask.ofset", "unknown field"),
        ({"softcap": 0}, "softcap", "greater than or equal to 0.000001"),
        ({"softcap": 1e-300}, "softcap", "greater than or equal to 0.000001"),  # 0 in float32: its scores were NaN
        ({"scale": 1e-320}, "scale", "greater than or equal to 0.000001"),
        ({"backend": "cuda"}, "backend", "'auto'"),
        # strict types: a string, a boolean or a float is not an integer; "yes" is not a boolean
        ({"shape": {"q_len": "640", "kv_len": 640, "num_heads": 2, "head_dim": 64}}, "shape.q_len", "valid integer"),
        ({"shape": {"q_len": True, "kv_len": 640, "num_heads": 2, "head_dim": 64}}, "shape.q_len", "valid integer"),
        ({"shape": {"q_len": 640.0, "kv_len": 640, "num_heads": 2, "head_dim": 64}}, "shape.q_len", "valid integer"),
        ({"segment_ids": "yes"}, "segment_ids", "valid boolean"),
        ({"sinks": 1}, "sinks", "valid boolean"),
        ({"shape": {"q_len": 64, "kv_len": 64, "num_heads": 1, "head_dim": 64, "head_dim_v": "64"}}, "shape.head_dim_v", "valid integer"),
        ({"shape": {"q_len": 64, "kv_len": 64, "num_heads": 1, "head_dim": 64, "head_dim_v": 0}}, "shape.head_dim_v", "greater than 0"),
        ({"shape": {"q_len": 64, "kv_len": 64, "num_heads": 1, "head_dim": 64, "head_dim_v": 4096}}, "shape.head_dim_v", "less than or equal to 1024"),
        # finite, sensible kernel options
        ({"softcap": float("inf")}, "softcap", "finite"),
        ({"scale": 1e308}, "scale", "less than or equal to 1000"),
        # resources: bounded heads, head_dim and blocks (not larger than the sequence needs)
        ({"shape": {"q_len": 64, "kv_len": 64, "num_heads": 10**12, "head_dim": 64}}, "shape.num_heads", "less than or equal to 1024"),
        ({"shape": {"q_len": 64, "kv_len": 64, "num_heads": 1, "head_dim": 2**30}}, "shape.head_dim", "less than or equal to 1024"),
        ({"blocks": {"block_q": 2**30, "block_kv": 128}}, "blocks.block_q", "at most 8192"),
        ({"blocks": {"block_q": 4096, "block_kv": 128}}, "blocks.block_q", "at most 640"),
        # names become file names
        ({"name": "../../escaped"}, "name", "letters, digits"),
        ({"name": "a/b"}, "name", "letters, digits"),
        ({"name": ".hidden"}, "name", "letters, digits"),
        ({"mask": {"kind": "or", "of": [{"kind": "sliding_window", "size": 5}] * 250_000}}, "mask", "more than 2048 mask nodes"),
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
    huge = tmp_path / "huge.json"  # Python's own message told the user to call sys.set_int_max_str_digits()
    huge.write_text('{"name": "x", "shape": {"q_len": ' + "9" * 5001 + "}}")
    with pytest.raises(ContractError, match="a number of 5,001 digits: no field takes one that large") as caught:
        load_contract(huge)
    assert "set_int_max_str_digits" not in str(caught.value)


def test_small_blocks_warn_about_tpu_lanes():
    contract = load_contract(small_contract({"kind": "causal"}, block_q=64, block_kv=256))
    (note,) = contract.warnings()
    assert "blocks.block_q=64" in note and "128" in note


def test_cache_key_hashes_static_semantics_only():
    base = small_contract({"kind": "sliding_window", "size": 64})
    key = load_contract(base).cache_key()
    renamed = base | {"name": "other", "description": "a different description"}
    assert load_contract(renamed).cache_key() == key
    explicit_defaults = base | {"scale": 1 / math.sqrt(64), "backend": "auto", "segment_ids": False, "sinks": False,
                                "shape": base["shape"] | {"head_dim_v": base["shape"]["head_dim"]}}
    assert load_contract(explicit_defaults).cache_key() == key
    # the lock records the same semantics the key hashes: the scale as applied, never "unset"
    assert load_contract(explicit_defaults).semantics() == load_contract(base).semantics()
    assert load_contract(base).semantics()["scale"] == repr(1 / math.sqrt(64))
    assert load_contract(base | {"scale": 0.2}).semantics()["scale"] == repr(0.2)
    for change in (
        {"mask": {"kind": "sliding_window", "size": 65}},
        {"blocks": {"block_q": 256, "block_kv": 128}},
        {"softcap": 30.0},
        {"target": "v6e"},
        {"shape": base["shape"] | {"dtype": "float32"}},
        {"shape": base["shape"] | {"head_dim_v": 32}},
        {"sinks": True},
    ):
        assert load_contract(base | change).cache_key() != key, change
    assert load_contract(small_contract({"kind": "causal"})).cache_key() == load_contract(
        small_contract({"kind": "causal", "offset": 0})
    ).cache_key()


def nested(depth):
    mask = {"kind": "causal"}
    for _ in range(depth):
        mask = {"kind": "and", "of": [mask]}
    return mask


@pytest.mark.parametrize("depth", [33, 200, 600])
def test_deep_mask_expressions_are_refused_quickly(depth):
    with pytest.raises(ContractError, match="nested more than 32 deep"):
        load_contract(small_contract(nested(depth)))
    load_contract(small_contract(nested(31)))


@pytest.mark.parametrize("text, words", [
    (b'{"name": "a", "name": "b"}', "appears twice"),
    (b'{"name": "x", "softcap": Infinity}', "not a JSON number"),
    (b'\xff\xfe{"name": 1}', "not UTF-8"),
])
def test_strict_json_files(tmp_path, text, words):
    path = tmp_path / "c.json"
    path.write_bytes(text)
    with pytest.raises(ContractError, match=words):
        load_contract(path)


def test_unsupported_formats_and_directories(tmp_path):
    (tmp_path / "c.yaml").write_text("name: x\n")
    with pytest.raises(ContractError, match="unsupported contract format '.yaml'.*JSON or TOML"):
        load_contract(tmp_path / "c.yaml")
    (tmp_path / "d.json").mkdir()
    with pytest.raises(ContractError, match="is a directory"):
        load_contract(tmp_path / "d.json")
    (tmp_path / "c.toml").write_bytes(b"name = \"\xff\"\n")
    with pytest.raises(ContractError, match="not UTF-8"):
        load_contract(tmp_path / "c.toml")


def test_errors_name_the_path_the_user_wrote_once():
    document = small_contract({"kind": "per_head", "heads": [{"kind": "sliding_window", "size": 0}] * 2})
    message = str(pytest.raises(ContractError, load_contract, document).value)
    assert "mask.heads[0].size: Input should be greater than 0 (and 1 more like it)" in message
    assert "sliding_window" not in message and message.count("greater than 0") == 1
