"""``sparse_cli.splash_mask_info(plan)`` against JAX Splash's own mask processing (and kernel)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

pytest.importorskip("jax.experimental.pallas.ops.tpu.splash_attention")

from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as mask_lib
from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask_info as mask_info_lib

import sparse_cli

# the conftest's autouse tmp-dir fixture is harmless to share between examples
_HEALTH = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture]

from tests.support import oracle
from tests.support.contracts import contract_document
from tests.support.kernels import softmax_attention64
from tests.support.strategies import contracts


def _contract(mask, q_len, kv_len, block_q, block_kv, num_heads, num_kv_heads=None):
    return contract_document(mask, q_len, kv_len, num_heads, num_kv_heads, name="splash", dtype=None,
                             blocks={"block_q": block_q, "block_kv": block_kv})


CAUSAL = {"kind": "causal"}
CASES = {
    # name: (mask, q_len, kv_len, block_q, block_kv, num_heads)
    "causal": (CAUSAL, 512, 512, 64, 128, 2),
    "causal-offset-rect": ({"kind": "causal", "offset": 100}, 256, 768, 128, 64, 1),
    "causal-negative-offset": ({"kind": "causal", "offset": -70}, 512, 384, 64, 64, 1),
    "sliding-window": ({"kind": "sliding_window", "size": 100}, 640, 640, 64, 128, 2),
    "local-two-sided": ({"kind": "local", "left": 50, "right": 70}, 512, 512, 128, 64, 1),
    "local-right-only": ({"kind": "local", "left": None, "right": 3}, 256, 512, 64, 64, 1),
    "chunked": ({"kind": "chunked_causal", "chunk": 96}, 768, 768, 64, 128, 1),
    "prefix-lm": ({"kind": "prefix_lm", "prefix": 200}, 512, 512, 128, 128, 3),
    "full": ({"kind": "full"}, 256, 384, 128, 128, 1),
    "and-or": (
        {"kind": "or", "of": [{"kind": "and", "of": [CAUSAL, {"kind": "local", "left": 130, "right": 0}]}, {"kind": "prefix_lm", "prefix": 64}]},
        1024, 1024, 128, 128, 1,
    ),
    "per-head-distinct": (
        {"kind": "per_head", "heads": [CAUSAL, {"kind": "sliding_window", "size": 64}, {"kind": "chunked_causal", "chunk": 128}, {"kind": "full"}]},
        512, 512, 64, 128, 4,
    ),
    "per-head-nested": (
        {"kind": "and", "of": [{"kind": "per_head", "heads": [CAUSAL, {"kind": "local", "left": 100, "right": 100}]}, {"kind": "prefix_lm", "prefix": 300}]},
        512, 768, 128, 64, 2,
    ),
    "per-head-some-empty-rows": (
        {"kind": "per_head", "heads": [{"kind": "causal", "offset": -300}, {"kind": "full"}]},
        512, 256, 64, 64, 2,
    ),
}


def _splash(dense: np.ndarray, block_q: int, block_kv: int):
    multi = mask_lib.MultiHeadMask(tuple(mask_lib.NumpyMask(np.ascontiguousarray(m)) for m in dense))
    fwd, fn = mask_info_lib.process_mask(multi, (block_q, block_kv))
    dkv, fn_dkv = mask_info_lib.process_mask_dkv(multi, (block_q, block_kv))
    assert fn is None and fn_dkv is None
    return fwd, dkv


def _check_mask_info_arrays(info, num_heads: int):
    for name in ("block_mask", "data_next"):
        array = np.asarray(getattr(info, name))
        assert array.ndim == 3 and array.shape[0] in (1, num_heads), (name, array.shape)
        assert np.issubdtype(array.dtype, np.integer), (name, array.dtype)
    assert set(np.unique(np.asarray(info.block_mask)).tolist()) <= {0, 1, 2}
    has_partial = (np.asarray(info.block_mask) == 1).any()
    if info.partial_mask_blocks is None:
        assert info.mask_next is None and not has_partial
    else:
        assert info.mask_next is not None
        assert np.asarray(info.mask_next).shape == np.asarray(info.block_mask).shape
        assert np.issubdtype(np.asarray(info.mask_next).dtype, np.integer)
        assert np.asarray(info.partial_mask_blocks).dtype == np.bool_
    assert info.q_sequence is None


def _block_set(blocks) -> set[bytes]:
    return set() if blocks is None else {np.asarray(b).tobytes() for b in blocks}


@pytest.mark.parametrize("case", list(CASES), ids=list(CASES))
def test_mask_info_matches_splash_process_mask(case):
    mask, q_len, kv_len, bq, bkv, num_heads = CASES[case]
    _compare_with_splash(_contract(mask, q_len, kv_len, bq, bkv, num_heads))


@st.composite
def _block_multiple_contracts(draw):
    """Random contracts (any mask tree) on lengths that are whole multiples of 64/128 blocks."""
    doc = draw(contracts(depth=2))
    bq, bkv = draw(st.sampled_from([64, 128])), draw(st.sampled_from([64, 128]))
    doc["blocks"] = {"block_q": bq, "block_kv": bkv}
    doc["shape"]["q_len"] = bq * draw(st.integers(1, 1024 // bq))
    doc["shape"]["kv_len"] = bkv * draw(st.integers(1, 1024 // bkv))
    return doc


@settings(max_examples=25, deadline=None, suppress_health_check=_HEALTH)
@given(doc=_block_multiple_contracts())
def test_random_contracts_match_splash_process_mask(doc):
    dense = oracle.dense_mask(doc)
    # Splash's grid shrinking asserts on a single all-empty mask; nothing to compare there
    assume(dense.any() or len({m.tobytes() for m in dense}) > 1)
    _compare_with_splash(doc)


def _compare_with_splash(doc):
    q_len, kv_len, num_heads = (doc["shape"][k] for k in ("q_len", "kv_len", "num_heads"))
    bq, bkv = doc["blocks"]["block_q"], doc["blocks"]["block_kv"]
    mask = doc["mask"]
    nq, nk = q_len // bq, kv_len // bkv
    dense = oracle.dense_mask(doc)
    p = sparse_cli.plan(doc)
    ours_fwd, ours_dq, ours_dkv = sparse_cli.splash_mask_info(p)
    ref_fwd, ref_dkv = _splash(dense, bq, bkv)

    for info in (ours_fwd, ours_dq, ours_dkv, ref_fwd, ref_dkv):
        _check_mask_info_arrays(info, num_heads)
    # dq walks the same q-major grid as the forward pass (Splash builds it with process_mask too)
    for a, b in zip(ours_dq, ours_fwd):
        if a is None or b is None:
            assert a is b
        elif isinstance(a, np.ndarray):
            np.testing.assert_array_equal(a, b)

    # semantic equality, per head: visited tiles, their classes and their token masks
    for ours, ref, dkv, rows, cols, br, bc in (
        (ours_fwd, ref_fwd, False, nq, nk, bq, bkv),
        (ours_dkv, ref_dkv, True, nk, nq, bkv, bq),
    ):
        a = oracle.expand_splash_mask_info(ours, rows, cols, br, bc, dkv=dkv)
        b = oracle.expand_splash_mask_info(ref, rows, cols, br, bc, dkv=dkv)
        what = "dkv" if dkv else "fwd"
        np.testing.assert_array_equal(oracle.broadcast_heads(a.classes, num_heads), oracle.broadcast_heads(b.classes, num_heads), err_msg=f"{what} block classes")
        np.testing.assert_array_equal(oracle.broadcast_heads(a.dense, num_heads), oracle.broadcast_heads(b.dense, num_heads), err_msg=f"{what} token masks")
        want = dense if not dkv else dense.swapaxes(1, 2)
        np.testing.assert_array_equal(oracle.broadcast_heads(a.dense, num_heads), want, err_msg=f"{what} vs oracle")
        # the same distinct partial blocks (both deduplicate by content across heads)
        assert _block_set(ours.partial_mask_blocks) == _block_set(ref.partial_mask_blocks), what

    # where Splash shrinks the grid (a single distinct mask), the shapes must agree
    splash_shrunk = len({m.tobytes() for m in dense}) == 1
    assert np.asarray(ref_fwd.block_mask).shape[0] == (1 if splash_shrunk else num_heads)
    if not oracle.has_per_head(mask):
        assert p.shared_heads
    if p.shared_heads:
        assert splash_shrunk
        for ours, ref in ((ours_fwd, ref_fwd), (ours_dkv, ref_dkv)):
            for name in ("block_mask", "data_next", "mask_next"):
                a, b = getattr(ours, name), getattr(ref, name)
                assert (a is None) == (b is None), name
                if a is not None:
                    assert np.asarray(a).shape == np.asarray(b).shape, (name, np.asarray(a).shape, np.asarray(b).shape)
            if ours.partial_mask_blocks is not None:
                assert np.asarray(ours.partial_mask_blocks).shape == np.asarray(ref.partial_mask_blocks).shape


def test_no_partial_blocks_gives_none_like_splash():
    doc = _contract({"kind": "full"}, 256, 256, 128, 128, 2)
    fwd, dq, dkv = sparse_cli.splash_mask_info(sparse_cli.plan(doc))
    ref_fwd, ref_dkv = _splash(oracle.dense_mask(doc), 128, 128)
    for ours, ref in ((fwd, ref_fwd), (dq, ref_fwd), (dkv, ref_dkv)):
        assert ours.mask_next is None and ours.partial_mask_blocks is None
        assert ref.mask_next is None and ref.partial_mask_blocks is None
        np.testing.assert_array_equal(np.asarray(ours.block_mask), np.asarray(ref.block_mask))
        np.testing.assert_array_equal(np.asarray(ours.data_next), np.asarray(ref.data_next))


def test_causal_arrays_match_splash_exactly_where_layouts_agree():
    """Causal with equal blocks: non-empty steps of the shrunk fwd grid are identical."""
    doc = _contract(CAUSAL, 512, 512, 128, 128, 1)
    fwd, _, dkv = sparse_cli.splash_mask_info(sparse_cli.plan(doc))
    ref_fwd, ref_dkv = _splash(oracle.dense_mask(doc), 128, 128)
    nz = np.asarray(ref_fwd.block_mask) != 0
    np.testing.assert_array_equal(np.asarray(fwd.block_mask), np.asarray(ref_fwd.block_mask))
    np.testing.assert_array_equal(np.asarray(fwd.data_next)[nz], np.asarray(ref_fwd.data_next)[nz])
    assert np.asarray(dkv.block_mask).shape == np.asarray(ref_dkv.block_mask).shape == (1, 4, 4)


# --------------------------------------------------------------------------- the kernel itself


def _kernel_inputs(num_heads, num_kv_heads, q_len, kv_len, head_dim=128, seed=0):
    rng = np.random.default_rng(seed)
    q = rng.standard_normal((num_heads, q_len, head_dim), np.float32)
    k = rng.standard_normal((num_kv_heads, kv_len, head_dim), np.float32)
    v = rng.standard_normal((num_kv_heads, kv_len, head_dim), np.float32)
    return q, k, v


@pytest.mark.parametrize(
    "mask",
    [
        CAUSAL,
        {"kind": "per_head", "heads": [CAUSAL, {"kind": "sliding_window", "size": 70}]},
    ],
    ids=["causal-shared", "per-head"],
)
def test_splash_kernel_runs_our_mask_info(mask):
    """Splash's kernel (interpret mode) driven by our MaskInfos equals Splash built from the dense
    mask and a float64 reference, forward and backward (dq uses fwd arrays, dK/dV the dkv ones)."""
    import jax
    import jax.numpy as jnp
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_kernel as splash

    num_heads, num_kv_heads, q_len, kv_len, bq, bkv = 2, 1, 256, 256, 64, 128
    doc = _contract(mask, q_len, kv_len, bq, bkv, num_heads, num_kv_heads)
    dense = oracle.dense_mask(doc)
    block_sizes = splash.BlockSizes(
        block_q=bq, block_kv=bkv, block_kv_compute=bkv,
        block_q_dkv=bq, block_kv_dkv=bkv, block_kv_dkv_compute=bkv,
        block_q_dq=bq, block_kv_dq=bkv,
    )
    fwd, dq, dkv = jax.tree_util.tree_map(jnp.asarray, sparse_cli.splash_mask_info(sparse_cli.plan(doc)))
    ours = splash.SplashAttentionKernel(
        fwd, dq, dkv,
        block_sizes=block_sizes, is_mqa=False, save_residuals=False,
        mask_value=splash.DEFAULT_MASK_VALUE, attn_logits_soft_cap=None,
        residual_checkpoint_name=None, mask_function=None, interpret=True,
    )
    multi = mask_lib.MultiHeadMask(tuple(mask_lib.NumpyMask(m) for m in dense))
    ref = splash.make_splash_mha(multi, block_sizes=block_sizes, head_shards=1, q_seq_shards=1, interpret=True)

    q, k, v = (jnp.asarray(x) for x in _kernel_inputs(num_heads, num_kv_heads, q_len, kv_len))

    def loss(kernel):
        return lambda q, k, v: (kernel(q, k, v) ** 2).sum()

    out_ours, out_ref = ours(q, k, v), ref(q, k, v)
    np.testing.assert_allclose(np.asarray(out_ours), np.asarray(out_ref), rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(np.asarray(out_ours), softmax_attention64(*map(np.asarray, (q, k, v)), dense), rtol=2e-4, atol=2e-4)

    grads_ours = jax.grad(loss(ours), argnums=(0, 1, 2))(q, k, v)
    grads_ref = jax.grad(loss(ref), argnums=(0, 1, 2))(q, k, v)
    for name, a, b in zip("qkv", grads_ours, grads_ref):
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=1e-4, atol=1e-4, err_msg=f"d{name}")
