"""``explicit`` masks: plans of masks given as data, against the oracle reading the same file
with numpy's own loader, and every way a hostile mask file is refused."""

from __future__ import annotations

import hashlib
import io
import json
import struct
import zipfile
import zlib
from functools import cache

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sparse_cli.artifacts import travelled_plan
from sparse_cli.contract import ContractError, load_contract
from sparse_cli.masks.explicit import MAX_FILE_BYTES, mask_document
from sparse_cli.planner.plan import plan
from tests.support import oracle
from tests.support.cli import invoke, refused_in_child
from tests.support.contracts import small_contract
from tests.support.plan_checks import check_all
from tests.support.strategies import BLOCKS

FORMS = ["npy_bool", "npy_uint8", "npz_mask", "npz_packed", "blocks"]


def random_mask(rng: np.random.Generator, q_len: int, kv_len: int) -> np.ndarray:
    """Regions of a random size that are empty, full or random bits: every tile class appears."""
    grain = int(rng.choice([1, 5, 8, 16, 37, 64]))
    coarse = rng.integers(0, 3, size=(-(-q_len // grain), -(-kv_len // grain)))
    kinds = np.repeat(np.repeat(coarse, grain, axis=0), grain, axis=1)[:q_len, :kv_len]
    bits = rng.random((q_len, kv_len)) < rng.uniform(0.05, 0.95)
    return (kinds == 2) | ((kinds == 1) & bits)


def write_mask(dense: np.ndarray, path, form: str, rng: np.random.Generator, block=(16, 16)) -> str:
    """Write ``dense`` in one of the file forms (padding bits set at random: they must not count);
    returns the file's sha256."""
    q_len, kv_len = dense.shape
    if form == "npy_bool":
        np.save(path, dense)
    elif form == "npy_uint8":
        np.save(path, dense.astype(np.uint8))
    elif form == "npz_mask":
        np.savez(path, mask=dense)
    elif form == "npz_packed":
        packed = np.packbits(dense, axis=-1)
        if kv_len % 8:
            packed[:, -1] |= rng.integers(0, 256, q_len, dtype=np.uint8) & ((1 << (8 - kv_len % 8)) - 1)
        np.savez_compressed(path, packed=packed, shape=np.array([q_len, kv_len]))
    else:
        bq, bk = block
        nq, nk = -(-q_len // bq), -(-kv_len // bk)
        padded = rng.random((nq * bq, nk * bk)) < 0.5  # junk past the lengths
        padded[:q_len, :kv_len] = dense
        tiles = padded.reshape(nq, bq, nk, bk).transpose(0, 2, 1, 3)
        valid = np.zeros_like(padded)
        valid[:q_len, :kv_len] = True
        valid = valid.reshape(nq, bq, nk, bk).transpose(0, 2, 1, 3)
        ones, area = (tiles & valid).sum(axis=(2, 3)), valid.sum(axis=(2, 3))
        classes = np.where(ones == 0, 0, np.where(ones == area, 2, 1)).astype(np.int8)
        classes[rng.random(classes.shape) < 0.2] = 1  # a partial class whose tile is empty or full is legal
        where = np.argwhere(classes == 1)
        order = rng.permutation(len(where))
        index = np.zeros((nq, nk), np.int32)
        index[tuple(where[order].T)] = np.arange(len(where))
        partial_blocks = tiles[tuple(where[order].T)] if len(where) else np.zeros((0, bq, bk), bool)
        arrays = {"classes": classes, "block_shape": np.array([bq, bk]), "shape": np.array([q_len, kv_len])}
        if len(where):
            arrays |= {"partial_blocks": partial_blocks, "partial_index": index}
        np.savez_compressed(path, **arrays)
    return hashlib.sha256(path.read_bytes()).hexdigest()


def explicit_node(dense, tmp_path, form, rng, name="mask", block=(16, 16)):
    path = tmp_path / f"{name}.{'npy' if form.startswith('npy') else 'npz'}"
    return {"kind": "explicit", "file": path.name, "sha256": write_mask(dense, path, form, rng, block)}


_HEALTH = [HealthCheck.too_slow, HealthCheck.function_scoped_fixture]


@settings(max_examples=40, deadline=None, suppress_health_check=_HEALTH)
@given(seed=st.integers(0, 2**32 - 1), q_len=st.integers(1, 400), kv_len=st.integers(1, 400),
       block_q=st.sampled_from(BLOCKS), block_kv=st.sampled_from(BLOCKS), form=st.sampled_from(FORMS),
       map_block=st.sampled_from([(8, 8), (16, 16), (24, 40), (5, 13), (128, 64)]),
       combine=st.sampled_from([None, "or", "and"]))
def test_explicit_plans_match_the_oracle(tmp_path, monkeypatch, seed, q_len, kv_len, block_q, block_kv, form, map_block, combine):
    """Every form, at every kernel block size (on the map's blocks and across them), alone or
    combined with an analytic kind: the plan reconstructs exactly the file's mask."""
    monkeypatch.chdir(tmp_path)
    rng = np.random.default_rng(seed)
    node = explicit_node(random_mask(rng, q_len, kv_len), tmp_path, form, rng, block=map_block)
    if combine:
        node = {"kind": combine, "of": [node, {"kind": "causal", "offset": int(rng.integers(-50, 50))}]}
    doc = small_contract(node, q_len=q_len, kv_len=kv_len, num_heads=1, block_q=block_q, block_kv=block_kv)
    check_all(doc, plan(load_contract(doc)))


def test_block_level_map_at_its_own_block_size_shares_partial_blocks(tmp_path):
    """A block map's repeated partial blocks are evaluated once and stored once."""
    rng = np.random.default_rng(1)
    tile = rng.random((64, 64)) < 0.5
    classes = np.tril(np.ones((8, 8), np.int8)) * 2
    np.fill_diagonal(classes, 1)
    np.savez(tmp_path / "m.npz", classes=classes, block_shape=np.array([64, 64]), shape=np.array([512, 512]),
             partial_blocks=tile[None], partial_index=np.zeros((8, 8), np.int32))
    sha = hashlib.sha256((tmp_path / "m.npz").read_bytes()).hexdigest()
    doc = small_contract({"kind": "explicit", "file": "m.npz", "sha256": sha}, q_len=512, kv_len=512, block_q=64, block_kv=64)
    p = plan(load_contract(doc, mask_dir=tmp_path))
    assert p.fwd.partial_mask_blocks.shape[0] == 1
    dense = oracle.dense_mask(doc, tmp_path)
    assert dense[0, 100, 64:128].tolist() == tile[100 - 64].tolist()
    got = oracle.broadcast_heads(oracle.expand_worklists(p.fwd, 8, 8, 64, 64).dense, 2)
    np.testing.assert_array_equal(got, dense)


def test_semantics_pin_the_content_not_the_file_name(tmp_path):
    rng = np.random.default_rng(2)
    dense = random_mask(rng, 200, 200)
    a = explicit_node(dense, tmp_path, "npz_packed", rng, name="a")
    (tmp_path / "b.npz").write_bytes((tmp_path / "a.npz").read_bytes())
    key = load_contract(small_contract(a, 200, 200), mask_dir=tmp_path).cache_key()
    assert load_contract(small_contract(a | {"file": "b.npz"}, 200, 200), mask_dir=tmp_path).cache_key() == key
    dense[0, 0] = not dense[0, 0]
    c = explicit_node(dense, tmp_path, "npz_packed", rng, name="c")
    assert load_contract(small_contract(c, 200, 200), mask_dir=tmp_path).cache_key() != key


def test_a_contract_file_reads_its_masks_beside_it_and_plans_travel(tmp_path, monkeypatch):
    """Relative to the contract's directory, wherever the command runs; a saved plan carries
    the mask file, so it loads and re-verifies in another directory."""
    rng = np.random.default_rng(3)
    (tmp_path / "masks").mkdir()
    node = explicit_node(random_mask(rng, 256, 384), tmp_path / "masks", "npz_packed", rng)
    node["file"] = "masks/" + node["file"]
    (tmp_path / "c.json").write_text(json.dumps(small_contract(node, 256, 384)))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    result = invoke("plan", str(tmp_path / "c.json"), "-o", str(elsewhere / "plan"))
    assert result.exit_code == 0, result.output
    key = load_contract(tmp_path / "c.json").cache_key()
    (tmp_path / "masks" / "mask.npz").unlink()  # the plan no longer needs the original
    moved = tmp_path / "moved"
    (elsewhere / "plan").rename(moved)
    assert travelled_plan(moved)[0].contract.cache_key() == key
    result = invoke("verify", str(moved), "--grads", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["passed"]


def test_numpy_arrays_and_splash_numpy_masks_become_explicit(tmp_path):
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as splash

    from sparse_cli.masks.splash import splash_contract

    rng = np.random.default_rng(4)
    dense = random_mask(rng, 300, 260)
    node = mask_document(dense, tmp_path / "m" / "tree.npz", tmp_path)
    assert node["file"] == "m/tree.npz"
    doc = small_contract(node, 300, 260, num_heads=1)
    np.testing.assert_array_equal(oracle.dense_mask(doc, tmp_path)[0], dense)
    other = random_mask(rng, 300, 260)
    multi = splash.MultiHeadMask([splash.NumpyMask(dense), splash.NumpyMask(other), splash.NumpyMask(dense)])
    doc = splash_contract(multi, name="s", head_dim=64, block_q=128, block_kv=128, mask_dir=tmp_path)
    assert len(list(tmp_path.glob("splash-*.npz"))) == 2  # one file per distinct head mask
    p = plan(load_contract(doc, mask_dir=tmp_path))
    want = oracle.dense_mask(doc, tmp_path)
    np.testing.assert_array_equal(want, np.stack([dense, other, dense]))
    got = oracle.expand_worklists(p.fwd, 3, 3, 128, 128).dense
    np.testing.assert_array_equal(oracle.broadcast_heads(got, 3)[:, :300, :260], want)
    with pytest.raises(ValueError, match="mask_dir"):
        splash_contract(splash.NumpyMask(dense), name="s", head_dim=64, block_q=128, block_kv=128)


def test_token_rules_and_computable_splash_masks_become_explicit(tmp_path):
    """A FlexAttention-style rule (here JetSpec's multi-block draft training mask) and a Splash
    mask with its own mask_function, each checked against the rule evaluated pair by pair."""
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as splash

    from sparse_cli.masks.splash import splash_mask_document

    prefix, block = 37, 16

    def rule(q, kv):
        kv_in = kv - prefix
        return (kv < prefix) | ((kv >= prefix) & (q // block == kv_in // block) & (kv_in % block <= q % block))

    q_len, kv_len = 5 * block, prefix + 5 * block
    want = np.array([[bool(rule(q, kv)) for kv in range(kv_len)] for q in range(q_len)])
    node = mask_document(rule, tmp_path / "rule.npz", tmp_path, shape=(q_len, kv_len))
    np.testing.assert_array_equal(oracle.dense_mask(small_contract(node, q_len, kv_len, num_heads=1), tmp_path)[0], want)

    class RuleMask(splash._ComputableMask):
        pass

    computable = RuleMask((q_len, kv_len), mask_function=rule)
    node = splash_mask_document(computable, tmp_path)
    doc = small_contract(node, q_len, kv_len, num_heads=1, block_q=16, block_kv=16)
    np.testing.assert_array_equal(oracle.dense_mask(doc, tmp_path)[0], want)
    p = plan(load_contract(doc, mask_dir=tmp_path))
    got = oracle.expand_worklists(p.fwd, 5, -(-kv_len // 16), 16, 16).dense
    np.testing.assert_array_equal(oracle.broadcast_heads(got, 1)[:, :q_len, :kv_len], oracle.dense_mask(doc, tmp_path))
    with pytest.raises(ValueError, match="shape="):
        mask_document(rule, tmp_path / "x.npz", tmp_path)


def _load_balanced(cls, cp_size):
    """A MaxText-style load-balanced subclass of a Splash mask class: the queries reordered so
    that context-parallel shard ``i`` holds chunks ``i`` and ``2 * cp_size - 1 - i``."""

    class LoadBalanced(cls):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            chunks = np.split(np.arange(self.shape[0], dtype=np.int32), 2 * cp_size)
            self.q_sequence = np.concatenate([chunks[j] for i in range(cp_size) for j in (i, 2 * cp_size - 1 - i)])

    return LoadBalanced


def test_splash_masks_with_permuted_queries_keep_their_tokens(tmp_path):
    """A causal, local or chunked Splash mask whose q_sequence is not the identity means other
    tokens than its kind: the contract holds the object's own dense mask, whatever the class."""
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as splash

    from sparse_cli.masks.splash import splash_contract

    q_len, kv_len = 256, 320
    rng = np.random.default_rng(11)

    def permuted(mask):
        mask.q_sequence = rng.permutation(q_len).astype(np.int32)
        return mask

    masks = {
        "causal": permuted(splash.CausalMask((q_len, kv_len), offset=40)),
        "local": permuted(splash.LocalMask((q_len, kv_len), (30, 5), offset=0)),
        "chunked": permuted(splash.ChunkedCausalMask((q_len, kv_len), chunk_size=48)),
        "load-balanced-local": _load_balanced(splash.LocalMask, 4)((q_len, kv_len), (24, 0), offset=0),
        "load-balanced-causal": _load_balanced(splash.CausalMask, 2)((q_len, kv_len)),
        "multi-head": splash.MultiHeadMask([splash.CausalMask((q_len, kv_len)), _load_balanced(splash.LocalMask, 4)((q_len, kv_len), (24, 0), 0)]),
    }
    for name, mask in masks.items():
        doc = splash_contract(mask, name="s", head_dim=64, block_q=64, block_kv=64, mask_dir=tmp_path / name)
        want = mask[:, :] if len(mask.shape) == 2 else np.stack([head[:, :] for head in mask.masks])
        got = oracle.dense_mask(doc, tmp_path / name)
        np.testing.assert_array_equal(got, np.broadcast_to(want, got.shape), err_msg=name)
        p = plan(load_contract(doc, mask_dir=tmp_path / name))
        planned = oracle.expand_worklists(p.fwd, 4, 5, 64, 64).dense
        np.testing.assert_array_equal(oracle.broadcast_heads(planned, got.shape[0])[:, :q_len, :kv_len], got, err_msg=name)
    assert splash_contract(splash.LocalMask((q_len, kv_len), (24, 0), 0), name="s", head_dim=64, block_q=64,
                           block_kv=64)["mask"] == {"kind": "local", "left": 24, "right": 0, "offset": 0}  # in order: analytic
    with pytest.raises(ValueError, match="mask_dir"):
        splash_contract(masks["load-balanced-local"], name="s", head_dim=64, block_q=64, block_kv=64)


def test_per_head_arrays_and_rules_become_per_head_documents(tmp_path):
    rng = np.random.default_rng(6)
    a, b = random_mask(rng, 96, 80), random_mask(rng, 96, 80)
    node = mask_document(np.stack([a, b, a, a]), tmp_path / "heads.npz", tmp_path)
    assert node["kind"] == "per_head" and len({head["file"] for head in node["heads"]}) == 2
    doc = small_contract(node, 96, 80, num_heads=4, block_q=32, block_kv=16)
    np.testing.assert_array_equal(oracle.dense_mask(doc, tmp_path), np.stack([a, b, a, a]))
    p = plan(load_contract(doc, mask_dir=tmp_path))
    got = oracle.broadcast_heads(oracle.expand_worklists(p.fwd, 3, 5, 32, 16).dense, 4)[:, :96, :80]
    np.testing.assert_array_equal(got, np.stack([a, b, a, a]))
    window = mask_document(lambda h, q, kv: (kv <= q) & (q - kv < 8 * (h + 1)), tmp_path / "w.npz", tmp_path, shape=(2, 64, 64))
    want = [[[kv <= q and q - kv < 8 * (h + 1) for kv in range(64)] for q in range(64)] for h in range(2)]
    np.testing.assert_array_equal(oracle.dense_mask(small_contract(window, 64, 64, num_heads=2), tmp_path), np.array(want))
    assert mask_document(np.stack([a, a]), tmp_path / "same.npz", tmp_path)["kind"] == "explicit"


def test_flex_attention_mask_mods_are_taken_as_written(tmp_path):
    """FlexAttention's ``mask_mod(b, h, q_idx, kv_idx)`` (attention-gym's dilated sliding window,
    per head) gives the same document as the rule without its batch argument."""
    def dilated(b, h, q_idx, kv_idx):
        return (q_idx >= kv_idx) & (q_idx - kv_idx < 24 * (h + 1)) & ((q_idx - kv_idx) % 2 == 0)

    flex = mask_document(dilated, tmp_path / "flex.npz", tmp_path, shape=(3, 72, 72))
    plain = mask_document(lambda h, q, kv: dilated(0, h, q, kv), tmp_path / "plain.npz", tmp_path, shape=(3, 72, 72))
    assert [head["sha256"] for head in flex["heads"]] == [head["sha256"] for head in plain["heads"]]
    want = [[[q >= kv and q - kv < 24 * (h + 1) and (q - kv) % 2 == 0 for kv in range(72)] for q in range(72)] for h in range(3)]
    np.testing.assert_array_equal(oracle.dense_mask(small_contract(flex, 72, 72, num_heads=3), tmp_path), np.array(want))
    one_head = mask_document(lambda b, h, q, kv: q >= kv, tmp_path / "one.npz", tmp_path, shape=(40, 40))
    np.testing.assert_array_equal(oracle.dense_mask(small_contract(one_head, 40, 40, num_heads=1), tmp_path)[0], np.tri(40, dtype=bool))
    with pytest.raises(ValueError, match="takes 1 arguments"):
        mask_document(lambda q: q, tmp_path / "bad.npz", tmp_path, shape=(8, 8))


# --------------------------------------------------------------------------- hostile files


def _npz_with_header(shape, dtype="|b1") -> bytes:
    """An .npz whose one array's header claims ``shape`` but holds a few bytes."""
    header = io.BytesIO()
    np.lib.format.write_array_header_1_0(header, {"descr": dtype, "fortran_order": False, "shape": shape})
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("mask.npy", header.getvalue() + b"\x01" * 16)
    return buffer.getvalue()


def _refusal(tmp_path, node, shape=(64, 64)):
    with pytest.raises(ContractError) as caught:
        load_contract(small_contract(node, *shape, num_heads=1, block_q=64, block_kv=64), mask_dir=tmp_path)
    return " ".join(str(caught.value).split())


def _pinned(tmp_path, name, data: bytes):
    (tmp_path / name).write_bytes(data)
    return {"kind": "explicit", "file": name, "sha256": hashlib.sha256(data).hexdigest()}


def _encrypted(data: bytes) -> bytes:
    """A zip whose members claim to be encrypted (bit 0 of their flags, local and central)."""
    data = bytearray(data)
    for signature, flags in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):
        at = data.find(signature)
        while at >= 0:
            data[at + flags] |= 1
            at = data.find(signature, at + 1)
    return bytes(data)


def _npy_with_header(shape) -> bytes:
    header = io.BytesIO()
    np.lib.format.write_array_header_1_0(header, {"descr": "|b1", "fortran_order": False, "shape": shape})
    return header.getvalue() + b"\x01"


def _npy(array) -> bytes:
    buffer = io.BytesIO()
    np.save(buffer, array, allow_pickle=True)
    return buffer.getvalue()


@pytest.mark.parametrize("case, message", [
    ("changed", "the file changed"),
    ("traversal", "relative path below"),
    ("absolute", "relative path below"),
    ("symlink_out", "resolves outside"),
    ("missing", "no such file"),
    ("suffix", ".npy or .npz"),
    ("wrong_shape", "the contract's shape is 64 x 64"),
    ("huge_header", "larger than a mask file may hold"),
    ("object_array", "not bool or integer"),
    ("floats", "not bool or integer"),
    ("not_bits", "only 0/1"),
    ("unknown_array", "unknown array 'extra'"),
    ("too_many_pairs", "write it as a block-level map"),
    ("not_a_zip", "not a readable .npz"),
    ("bad_classes", "0 (empty), 1 (partial) or 2 (full)"),
    ("partial_without_blocks", "need 'partial_blocks'"),
    ("index_out_of_range", "'partial_index' must be in"),
    ("bad_packed", "'packed' must be uint8"),
    ("bool_shape", "'shape', two positive integers"),
    ("bool_classes", "'classes' must hold integers"),
    ("bool_index", "'partial_index' must hold integers"),
    ("symlink_loop", "a symlink loop"),
    ("nul_byte", "holds a NUL byte"),
    ("too_many_arrays", "at most 5"),
    ("encrypted", "not a readable .npz"),
    ("negative_shape", "with a negative dimension"),
    ("zero_d", "got shape []"),
])
def test_hostile_mask_files_are_refused_by_name(tmp_path, case, message):
    good = np.tril(np.ones((64, 64), bool))
    outside = tmp_path.parent / f"{tmp_path.name}-outside.npy"
    nodes = {
        "changed": lambda: _pinned(tmp_path, "m.npy", _npy(good)) | {"sha256": "0" * 64},
        "traversal": lambda: {"kind": "explicit", "file": "../m.npy", "sha256": "0" * 64},
        "absolute": lambda: {"kind": "explicit", "file": "/etc/passwd.npy", "sha256": "0" * 64},
        "missing": lambda: {"kind": "explicit", "file": "nothing.npz", "sha256": "0" * 64},
        "suffix": lambda: {"kind": "explicit", "file": "m.txt", "sha256": "0" * 64},
        "wrong_shape": lambda: _pinned(tmp_path, "m.npy", _npy(np.ones((64, 65), bool))),
        "huge_header": lambda: _pinned(tmp_path, "m.npz", _npz_with_header((1 << 20, 1 << 20))),
        "object_array": lambda: _pinned(tmp_path, "m.npy", _npy(np.array([[None]], dtype=object))),
        "floats": lambda: _pinned(tmp_path, "m.npy", _npy(good.astype(np.float32))),
        "not_bits": lambda: _pinned(tmp_path, "m.npy", _npy(good.astype(np.uint8) * 3)),
        "unknown_array": lambda: _pinned(tmp_path, "m.npz", _savez(mask=good, extra=good)),
        "too_many_pairs": lambda: _pinned(tmp_path, "m.npz", _savez(packed=np.zeros((1, 1), np.uint8),
                                                                     shape=np.array([1 << 16, 1 << 16]))),
        "not_a_zip": lambda: _pinned(tmp_path, "m.npz", b"PK not really"),
        "encrypted": lambda: _pinned(tmp_path, "m.npz", _encrypted(_savez(mask=good))),
        "negative_shape": lambda: _pinned(tmp_path, "m.npy", _npy_with_header((-1, -1))),
        "zero_d": lambda: _pinned(tmp_path, "m.npy", _npy(np.array(True))),
        "bad_classes": lambda: _pinned(tmp_path, "m.npz", _savez(classes=np.full((1, 1), 3), block_shape=np.array([64, 64]),
                                                                  shape=np.array([64, 64]))),
        "partial_without_blocks": lambda: _pinned(tmp_path, "m.npz", _savez(classes=np.ones((1, 1), np.int8), block_shape=np.array([64, 64]),
                                                                             shape=np.array([64, 64]))),
        "index_out_of_range": lambda: _pinned(tmp_path, "m.npz", _savez(
            classes=np.ones((1, 1), np.int8), block_shape=np.array([64, 64]), shape=np.array([64, 64]),
            partial_blocks=good[None], partial_index=np.full((1, 1), 5))),
        "bad_packed": lambda: _pinned(tmp_path, "m.npz", _savez(packed=np.zeros((64, 9), np.uint8), shape=np.array([64, 64]))),
        "bool_shape": lambda: _pinned(tmp_path, "m.npz", _savez(packed=np.zeros((1, 1), np.uint8), shape=np.array([True, True]))),
        "bool_classes": lambda: _pinned(tmp_path, "m.npz", _savez(classes=np.ones((1, 1), bool), block_shape=np.array([64, 64]),
                                                                   shape=np.array([64, 64]))),
        "bool_index": lambda: _pinned(tmp_path, "m.npz", _savez(
            classes=np.ones((1, 1), np.int8), block_shape=np.array([64, 64]), shape=np.array([64, 64]),
            partial_blocks=good[None], partial_index=np.zeros((1, 1), bool))),
        "nul_byte": lambda: {"kind": "explicit", "file": "m\0.npy", "sha256": "0" * 64},
        "too_many_arrays": lambda: _pinned(tmp_path, "m.npz", _savez(**{f"a{i}": np.zeros(1, bool) for i in range(6)})),
    }
    if case == "symlink_out":
        outside.write_bytes(_npy(good))
        (tmp_path / "link.npy").symlink_to(outside)
        node = {"kind": "explicit", "file": "link.npy", "sha256": hashlib.sha256(outside.read_bytes()).hexdigest()}
    elif case == "symlink_loop":
        (tmp_path / "loop.npz").symlink_to("loop.npz")
        node = {"kind": "explicit", "file": "loop.npz", "sha256": "0" * 64}
    else:
        node = nodes[case]()
    assert message in _refusal(tmp_path, node)


def _savez(**arrays) -> bytes:
    buffer = io.BytesIO()
    np.savez(buffer, **arrays)
    return buffer.getvalue()


def test_the_cli_refuses_a_changed_mask_file_with_exit_code_2(tmp_path):
    node = _pinned(tmp_path, "m.npy", _npy(np.tril(np.ones((64, 64), bool))))
    (tmp_path / "c.json").write_text(json.dumps(small_contract(node, 64, 64, block_q=64, block_kv=64)))
    (tmp_path / "m.npy").write_bytes(_npy(np.ones((64, 64), bool)))
    result = invoke("plan", str(tmp_path / "c.json"), "-o", str(tmp_path / "out"))
    assert result.exit_code == 2
    assert "the file changed" in result.output and "Traceback" not in result.output
    assert not (tmp_path / "out").exists()



# --------------------------------------------------------------------------- what a mask file costs


_ZEROS = bytes(1 << 24)


@cache
def _deflated_zeros(size: int) -> bytes:
    """A raw deflate stream of ``size`` zero bytes (about size / 1000 bytes)."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    parts = [compressor.compress(_ZEROS[:min(len(_ZEROS), size - done)]) for done in range(0, size, len(_ZEROS))]
    return b"".join(parts) + compressor.flush()


def _crc_of_zeros(size: int, crc: int) -> int:
    """The CRC-32 of ``size`` zero bytes following data whose CRC-32 is ``crc``."""
    for done in range(0, size, len(_ZEROS)):
        crc = zlib.crc32(_ZEROS[:min(len(_ZEROS), size - done)], crc)
    return crc


def _zip(members: list[tuple[str, bytes, int, int]]) -> bytes:
    """A zip archive written by hand from ``(name, deflated data, crc, declared size)``: what a
    forger controls, the sizes in its directory included."""
    local, central = b"", b""
    for name, data, crc, size in members:
        encoded = name.encode()
        central += struct.pack("<4s6H3L5H2L", b"PK\x01\x02", 20, 20, 0, 8, 0, 0x21, crc, len(data), size, len(encoded),
                               0, 0, 0, 0, 0, len(local)) + encoded
        local += struct.pack("<4s5H3L2H", b"PK\x03\x04", 20, 0, 8, 0, 0x21, crc, len(data), size, len(encoded), 0) + encoded + data
    return local + central + struct.pack("<4s4H2LH", b"PK\x05\x06", 0, 0, len(members), len(members), len(central), len(local), 0)


def _npy_of_zeros(size: int) -> tuple[bytes, int, int]:
    """A deflated .npy member of ``size`` bytes: a bool header, then zeros."""
    header = io.BytesIO()
    np.lib.format.write_array_header_1_0(header, {"descr": "|b1", "fortran_order": False, "shape": (size - 128,)})
    assert len(header.getvalue()) == 128
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    head = compressor.compress(header.getvalue()) + compressor.flush(zlib.Z_FULL_FLUSH)
    return head + _deflated_zeros(size - 128), _crc_of_zeros(size - 128, zlib.crc32(header.getvalue())), size


#: A member just under the per-array limit (deflated: about 260 KB).
_MEMBER = MAX_FILE_BYTES - 51


@pytest.mark.parametrize("members, message", [
    (5, f"inflate to {5 * _MEMBER:,} bytes"),  # five arrays, as a block-level map has: too much together
    (40, "40 arrays; a mask file holds at most 5"),
])
def test_an_npz_that_inflates_past_the_limit_is_refused_from_its_directory(tmp_path, members, message):
    data, crc, size = _npy_of_zeros(_MEMBER)
    archive = _zip([(f"a{i}.npy", data, crc, size) for i in range(members)])
    assert len(archive) < 12 << 20
    node = _pinned(tmp_path, "bomb.npz", archive)
    (tmp_path / "c.json").write_text(json.dumps(small_contract(node, 64, 64, block_q=64, block_kv=64)))
    refusal = refused_in_child(tmp_path / "c.json")
    assert message in refusal.message and refusal.inflated == 0, refusal  # decided from the archive's directory
    result = invoke("plan", tmp_path / "c.json", "-o", tmp_path / "out")
    assert result.exit_code == 2 and message in result.stderr and "Traceback" not in result.output
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("crc", ["of what it declares", "of what it inflates to"])
def test_a_member_whose_directory_understates_its_size_never_inflates_past_it(tmp_path, crc):
    """A member declaring a 64 x 64 mask whose stream inflates to 256 MiB: read up to the
    declared size and no further (then its CRC decides whether it is the mask it declares)."""
    head = io.BytesIO()
    np.save(head, np.tri(64, dtype=bool))
    declared = head.getvalue()
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = compressor.compress(declared) + compressor.flush(zlib.Z_FULL_FLUSH) + _deflated_zeros(_MEMBER - 128)
    checksum = zlib.crc32(declared) if crc == "of what it declares" else _crc_of_zeros(_MEMBER - 128, zlib.crc32(declared))
    node = _pinned(tmp_path, "liar.npz", _zip([("mask.npy", data, checksum, len(declared))]))
    (tmp_path / "c.json").write_text(json.dumps(small_contract(node, 64, 64, block_q=64, block_kv=64)))
    if crc == "of what it declares":  # exactly the mask it declares; the rest is never inflated
        mask = load_contract(tmp_path / "c.json").mask
        assert mask.attends(np.array(63), np.array(0)) and not mask.attends(np.array(0), np.array(63))
    else:
        refusal = refused_in_child(tmp_path / "c.json", extra_bytes=64 << 20)
        assert "not a readable .npz" in refusal.message and refusal.inflated <= len(declared) + (1 << 16), refusal  # a read's worth past it


@pytest.mark.parametrize("shape, block", [((512, 512), (1 << 20, 1 << 20)), ((1 << 30, 1 << 30), (1 << 30, 1 << 30)),
                                          ((512, 512), (1 << 16, 1 << 17))])
def test_a_block_map_whose_blocks_cost_more_than_a_plan_may_is_refused_before_any_work(tmp_path, shape, block):
    node = _pinned(tmp_path, "m.npz", _savez(classes=np.full((1, 1), 2, np.int8), block_shape=np.array(block), shape=np.array(shape)))
    (tmp_path / "c.json").write_text(json.dumps(small_contract(node, 512, 512, num_heads=1)))
    refusal = refused_in_child(tmp_path / "c.json").message  # within the child's memory: before any block is laid out
    assert "would take about" in refusal and "SPARSE_CLI_MAX_PLAN_BYTES" in refusal, refusal
    result = invoke("plan", tmp_path / "c.json", "-o", tmp_path / "out")
    assert result.exit_code == 2 and "use smaller blocks" in result.stderr and "Traceback" not in result.output


def test_a_block_map_of_blocks_larger_than_the_mask_still_plans(tmp_path, monkeypatch):
    """One full 1024 x 2048 block over a 512 x 512 mask: every tile is full (and the cost limit
    follows SPARSE_CLI_MAX_PLAN_BYTES)."""
    node = _pinned(tmp_path, "m.npz", _savez(classes=np.full((1, 1), 2, np.int8), block_shape=np.array([1024, 2048]),
                                             shape=np.array([512, 512])))
    document = small_contract(node, 512, 512, num_heads=1)
    assert plan(load_contract(document, mask_dir=tmp_path)).stats.block_density == 1.0
    monkeypatch.setenv("SPARSE_CLI_MAX_PLAN_BYTES", str(1 << 20))
    with pytest.raises(ContractError, match="would take about 4 MiB to plan, over the limit of 1 MiB"):
        load_contract(document, mask_dir=tmp_path)


@pytest.mark.parametrize("mask, shape, message", [
    (np.full((8, 8), 0.5), None, "only 0/1"),
    (np.full((8, 8), np.nan), None, "only 0/1"),
    (np.full((8, 8), 2), None, "only 0/1"),
    (np.array([["1"] * 8] * 8), None, "not <U1"),
    (np.zeros((0, 4, 4), bool), None, "at least one head"),
    (lambda q, kv: np.full(np.broadcast(q, kv).shape, 0.5), (8, 8), "only 0/1"),
    (lambda q, kv: q >= kv, (0, 8, 8), "positive integers"),
    (lambda q, kv: q >= kv, (8, -8), "positive integers"),
    (lambda q, kv: q >= kv, (8, True), "positive integers"),
])
def test_mask_document_takes_only_masks(tmp_path, mask, shape, message):
    """A mask is bool or exactly 0/1, with at least one head; nothing is written otherwise."""
    with pytest.raises(ValueError, match=message):
        mask_document(mask, tmp_path / "m.npz", tmp_path, shape=shape)
    assert list(tmp_path.iterdir()) == []
    document = mask_document(np.tri(8), tmp_path / "m.npz", tmp_path)  # 0.0/1.0 floats are a mask
    np.testing.assert_array_equal(oracle.dense_mask(small_contract(document, 8, 8, num_heads=1), tmp_path)[0], np.tri(8, dtype=bool))
