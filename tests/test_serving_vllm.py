"""vLLM's interface (tpu-inference RPA v3): its signature, its cache layouts, the new tokens'
K/V written into their pages by the kernel, and results equal to a float64 reference of v3's
semantics — sliding windows, sinks, a chunked mask, draft trees, scales — in the TPU interpreter."""

import importlib.util
import inspect

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from sparse_cli.serving import vllm
from sparse_cli.serving.layout import vllm_layout
from sparse_cli.serving.measure import random_tree
from sparse_cli.serving.reference import vllm_reference
from tests.support.deviceless import deviceless_reports
from tests.support.tolerances import serving_absolute

#: v3's keywords (tpu_inference/kernels/ragged_paged_attention/v3/kernel.py) and ours on top.
V3_SIGNATURE = ["queries", "keys", "values", "kv_cache", "kv_lens", "page_indices", "cu_q_lens", "distribution",
                "use_causal_mask", "update_kv_cache", "skip_kv_mask", "sm_scale", "sliding_window", "soft_cap", "out_dtype",
                "mask_value", "q_scale", "k_scale", "v_scale", "chunk_prefill_size", "d_block_sizes", "p_block_sizes",
                "m_block_sizes", "vmem_limit_bytes"]
PAGE, PAGES_PER_SEQ, MAX_SEQS, TOKENS = 16, 6, 4, 48


def v3_batch(seed, head_dim, dtype, kv_heads=2, q_heads=4, kv_lens=(40, 70, 20), q_lens=(1, 30, 5), decodes=1):
    """A mixed batch in v3's form: decodes first, pages scattered over a cache with two spare
    pages, new tokens' K and V beside the queries."""
    rng = np.random.default_rng(seed)
    print("seed", seed)
    layout = vllm_layout(kv_heads, head_dim, dtype)
    pages = MAX_SEQS * PAGES_PER_SEQ + 2
    live = len(kv_lens)
    kv = np.zeros(MAX_SEQS, np.int32)
    kv[:live] = kv_lens
    cu = np.zeros(MAX_SEQS + 1, np.int32)
    cu[1:live + 1] = np.cumsum(q_lens)
    cu[live + 1:] = cu[live]
    normal = lambda shape: np.asarray(jnp.asarray(rng.standard_normal(shape), dtype))  # numpy: the call donates its cache
    return {"queries": normal((TOKENS, q_heads, head_dim)), "keys": normal((TOKENS, kv_heads, head_dim)),
                "values": normal((TOKENS, kv_heads, head_dim)), "kv_cache": normal(layout.cache_shape(pages, PAGE)), "kv_lens": kv,
                "page_indices": rng.permutation(pages)[:MAX_SEQS * PAGES_PER_SEQ].astype(np.int32), "cu_q_lens": cu,
                "distribution": np.array([decodes, decodes, live], np.int32)}


def check(arrays, tolerance, **options):
    """Ours against the float64 reference: outputs within ``tolerance``, the written cache exact."""
    tuning = ("out_dtype", "chunk_prefill_size", "d_block_sizes", "p_block_sizes", "m_block_sizes")
    want, want_cache = vllm_reference(*arrays.values(), **{k: v for k, v in options.items() if k not in tuning})
    got, got_cache = vllm.ragged_paged_attention(*(jnp.asarray(a) for a in arrays.values()), **options)
    live = int(arrays["cu_q_lens"][arrays["distribution"][2]])
    assert np.abs(np.asarray(got, np.float64)[:live] - want[:live]).max() < tolerance
    assert not np.asarray(got[live:]).any()
    np.testing.assert_array_equal(np.asarray(got_cache), want_cache)
    return got, got_cache


CASES = {  # name: (head_dim, dtype, options)
    "causal, head_dim 64 (kernel_hd64's layout), bf16": (64, jnp.bfloat16, {}),
    "sliding window": (128, jnp.float32, {"sliding_window": 8}),
    "sinks, head_dim 64": (64, jnp.float32, {"sinks": np.array([0.5, -1.0, 2.0, 0.0], np.float32)}),
    "a chunked mask": (128, jnp.float32, {"mask": {"kind": "chunked_causal", "chunk": 32}}),
    "no causal mask": (128, jnp.float32, {"use_causal_mask": False}),
    "a window without the causal bound": (128, jnp.float32, {"use_causal_mask": False, "sliding_window": 12}),
    "scales and a soft cap": (128, jnp.float32, {"soft_cap": 5.0, "q_scale": 0.5, "k_scale": 0.5, "v_scale": 2.0}),
    "head_dim 96 padded to 128 lanes": (96, jnp.float32, {"sliding_window": 20}),
    "bf16 out as float32": (128, jnp.bfloat16, {"out_dtype": jnp.float32}),
}


@pytest.mark.parametrize("name", list(CASES))
def test_v3_call_writes_the_new_tokens_and_matches_float64(name):
    head_dim, dtype, options = CASES[name]
    arrays = v3_batch(len(name), head_dim, dtype)
    got, cache = check(arrays, serving_absolute(dtype), sm_scale=head_dim**-0.5, **options)
    assert got.dtype == options.get("out_dtype", dtype)
    before = np.asarray(arrays["kv_cache"])
    assert (before != np.asarray(cache)).any()  # the new tokens are there
    k, v = vllm_layout(2, head_dim, dtype).split(np.asarray(cache))
    pages = arrays["page_indices"].reshape(MAX_SEQS, PAGES_PER_SEQ)
    position = 70 - 30 + 7  # sequence 1's 8th new token (its queries are tokens 1..30)
    np.testing.assert_array_equal(k[pages[1, position // PAGE], position % PAGE], np.asarray(arrays["keys"][1 + 7]))
    np.testing.assert_array_equal(v[pages[1, position // PAGE], position % PAGE], np.asarray(arrays["values"][1 + 7]))


def test_draft_trees_on_v3_calls():
    arrays = v3_batch(3, 128, jnp.float32, kv_lens=(30, 50), q_lens=(4, 6), decodes=0)
    rng = np.random.default_rng(3)
    tree = np.ones((TOKENS, 8), bool)
    tree[0:4, :4], tree[4:10, :6] = random_tree(rng, 4), random_tree(rng, 6)
    check(arrays, serving_absolute(np.float32), sm_scale=0.1, draft_tree=tree)


def test_a_live_sequence_that_brings_no_token_writes_nothing():
    """A live sequence with no new tokens this step (q_len 0): the others' rows and written pages
    against the float64 reference, which once failed on the empty sequence's rows."""
    arrays = v3_batch(9, 128, jnp.float32, q_lens=(1, 0, 5))
    check(arrays, serving_absolute(np.float32), sm_scale=0.1)


def test_a_shared_cache_is_read_not_written():
    """update_kv_cache=False (KV-share): the cache already holds the tokens; it comes back unchanged."""
    arrays = v3_batch(5, 128, jnp.float32)
    got, cache = check(arrays, serving_absolute(np.float32), sm_scale=0.1, update_kv_cache=False)
    np.testing.assert_array_equal(np.asarray(cache), np.asarray(arrays["kv_cache"]))


def test_the_signature_is_v3_s_and_its_checks_are_kept():
    assert list(inspect.signature(vllm.ragged_paged_attention).parameters)[:len(V3_SIGNATURE)] == V3_SIGNATURE
    arrays = v3_batch(7, 128, jnp.float32)
    refusals = [({"skip_kv_mask": True}, "skip_kv_mask: Can not skip kv mask when using causal mask"),
                ({"sliding_window": 0}, "must be positive"), ({"chunk_prefill_size": 0}, "chunk_prefill_size=0 must be positive"),
                ({"m_block_sizes": (8, 24, 8, 24)}, "multiples of page_size 16"),
                ({"mask": {"kind": "causal"}, "sliding_window": 4}, "either mask or v3's sliding_window")]
    for options, words in refusals:
        with pytest.raises(ValueError, match=words):
            vllm.ragged_paged_attention(*arrays.values(), **options)
    bad = {**arrays, "distribution": np.array([2, 1, 3], np.int32)}
    with pytest.raises(ValueError, match="distribution: expected 0 <= decode_end <= prefill_end"):
        vllm.ragged_paged_attention(*bad.values())
    bad = {**arrays, "kv_cache": jnp.zeros((26, PAGE, 4, 128), jnp.float32)}
    with pytest.raises(ValueError, match=r"kv_cache: expected v3's layout \(26, 16, 4, 1, 128\)"):
        vllm.ragged_paged_attention(*bad.values())
    # what reached the kernel (or numpy) unnamed: empty axes, sizes of 0, a list for the cache, an integer output
    for change, error, words in (({"m_block_sizes": (0, 32, 8, 32)}, ValueError, "need positive sizes"),
                                 ({"m_block_sizes": (8, -16, 8, 16)}, ValueError, "need positive sizes"),
                                 ({"out_dtype": jnp.int32}, TypeError, "out_dtype: expected a floating dtype"),
                                 ({"out_dtype": "bogus"}, TypeError, "out_dtype"),
                                 ({"use_causal_mask": None}, TypeError, "use_causal_mask: expected a bool"),
                                 ({"kv_cache": arrays["kv_cache"].tolist()}, TypeError, "kv_cache: expected v3's cache array"),
                                 ({"queries": arrays["queries"][:0], "keys": arrays["keys"][:0], "values": arrays["values"][:0]},
                                  ValueError, "queries: an empty axis"),
                                 ({"kv_lens": arrays["kv_lens"][:0], "page_indices": arrays["page_indices"][:0],
                                   "cu_q_lens": arrays["cu_q_lens"][:1]}, ValueError, "for 0 sequences")):
        options = {k: v for k, v in change.items() if k not in arrays}
        with pytest.raises(error, match=words):
            vllm.ragged_paged_attention(*{**arrays, **{k: v for k, v in change.items() if k in arrays}}.values(), **options)
    # v3's tuning arguments are taken: the mixed block sizes set our blocks, the others are checked only
    check(arrays, serving_absolute(np.float32), sm_scale=0.1, chunk_prefill_size=16, d_block_sizes=(1, 32, 1, 32), m_block_sizes=(8, 32, 8, 16))


def test_a_hostile_sequence_under_jit_writes_nothing_and_gives_nan_rows():
    """Sequence 1 lists a page outside the cache: under jit its rows are NaN and no page changes
    but the sound sequences' own."""
    arrays = v3_batch(9, 128, jnp.float32)
    arrays["page_indices"][PAGES_PER_SEQ + 2] = 10_000  # sequence 1's third page (below its kv_len 70)
    call = jax.jit(lambda *a: vllm.ragged_paged_attention(*a, sm_scale=0.1))
    got, cache = call(*(jnp.asarray(a) for a in arrays.values()))
    want, want_cache = vllm_reference(*arrays.values(), sm_scale=0.1)
    assert np.isnan(np.asarray(got)[1:31]).all() and np.isnan(want[1:31]).all()
    assert np.abs(np.asarray(got)[[0, *range(31, 36)]] - want[[0, *range(31, 36)]]).max() < serving_absolute(np.float32)
    np.testing.assert_array_equal(np.asarray(cache), want_cache)


COMPILE = """
import json, math, jax, jax.numpy as jnp
from jax.sharding import AbstractMesh, SingleDeviceSharding
from sparse_cli.audit.lowering import pinned_mesh, tpu_devices
from sparse_cli.serving import vllm
from sparse_cli.serving.layout import vllm_layout
device = tpu_devices("v5e:2x2")[0]
spec = lambda shape, dtype: jax.ShapeDtypeStruct(shape, dtype, sharding=SingleDeviceSharding(device))
pinned = pinned_mesh(device.device_kind)
for head_dim in (64, 128):  # gpt-oss's kernel_hd64 layout and kernel.py's: 8 sequences of 128K (2 and 4 GiB caches)
    layout = vllm_layout(8, head_dim, jnp.bfloat16)
    args = (spec((256, 64, head_dim), jnp.bfloat16), spec((256, 8, head_dim), jnp.bfloat16), spec((256, 8, head_dim), jnp.bfloat16),
            spec(layout.cache_shape(8 * 2048, 64), jnp.bfloat16), spec((8,), jnp.int32), spec((8 * 2048,), jnp.int32),
            spec((9,), jnp.int32), spec((3,), jnp.int32))
    call = lambda *a: vllm.ragged_paged_attention(*a, sliding_window=128, sm_scale=0.125, interpret=False)
    with jax.sharding.use_abstract_mesh(pinned):
        stats = jax.jit(call, donate_argnums=3).trace(*args).lower().compile().memory_analysis()
    print(json.dumps({"temp": stats.temp_size_in_bytes, "alias": stats.alias_size_in_bytes,
                      "cache": math.prod(layout.cache_shape(8 * 2048, 64)) * 2}))
"""


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("libtpu") is None, reason="needs libtpu (the tpu extra)")
def test_v3_programs_compile_for_v5e_writing_the_cache_in_place():
    """A donated 2 GiB cache, written and read by the kernel: no copy of it anywhere."""
    for report in deviceless_reports(COMPILE, 2):
        assert report["temp"] < 16 * 2**20 and report["alias"] == report["cache"]  # the output cache is the input's buffer
