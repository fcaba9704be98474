"""``sparse_cli.dot_product_attention``: ``jax.nn.dot_product_attention``'s call on ``[B, T, N,
H]`` arrays, checked against ``jax.nn.dot_product_attention(implementation="xla")`` (forward,
log-sum-exp residual and gradients) on seeded random shapes and masks, against float64 for
what jax.nn lacks (a soft cap), for one compilation per shape, and for its refusals."""

from __future__ import annotations

import functools

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import sparse_cli
from sparse_cli import nn
from tests.support.kernels import compilations, pallas_kernels

#: name: (B, T, S, N, K, H, keywords, slow); a keyword given as a callable draws from the rng.
CASES = {
    "causal-gqa": (2, 256, 256, 4, 2, 32, {"is_causal": True}, False),
    "window-lengths-empty-rows": (2, 300, 200, 2, 1, 32, {"local_window_size": (16, 8), "query_seq_lengths": [300, 120],
                                                              "key_value_seq_lengths": [50, 200]}, False),
    "symmetric-window-rectangular": (1, 256, 128, 2, 2, 32, {"local_window_size": 16}, False),
    "window-off-the-diagonal": (1, 200, 200, 2, 2, 32, {"local_window_size": (5, -2)}, False),
    "causal-window-scale": (1, 200, 300, 2, 2, 32, {"local_window_size": (20, 3), "is_causal": True, "scale": 0.3}, True),
    "boolean-mask-per-head": (1, 200, 200, 2, 2, 32, {"mask": lambda rng: rng.random((1, 2, 200, 200)) < 0.3}, False),
    "boolean-mask-shared-causal-lengths": (3, 256, 256, 4, 1, 64, {"mask": lambda rng: rng.random((256, 256)) < 0.5, "is_causal": True,
                                                                       "query_seq_lengths": [256, 3, 100]}, True),
}


def _arrays(seed, batch, q_len, kv_len, heads, kv_heads, head_dim, dtype=jnp.float32):
    print(f"seed {seed}")
    rng = np.random.default_rng(seed)
    draw = lambda *shape: jnp.asarray(rng.standard_normal(shape), dtype)
    return rng, draw(batch, q_len, heads, head_dim), draw(batch, kv_len, kv_heads, head_dim), draw(batch, kv_len, kv_heads, head_dim)


def _keywords(keywords: dict, rng) -> dict:
    drawn = {name: value(rng) if callable(value) else value for name, value in keywords.items()}
    for name in ("query_seq_lengths", "key_value_seq_lengths"):
        if name in drawn:
            drawn[name] = jnp.asarray(drawn[name], jnp.int32)
    return drawn


def _relative(got, want) -> float:
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    return float(np.abs(got - want).max() / max(np.abs(want).max(), 1e-30))


@pytest.mark.parametrize("case", [pytest.param(name, marks=[pytest.mark.slow] if case[-1] else []) for name, case in CASES.items()])
def test_forward_residual_and_gradients_match_jax_nn(case):
    batch, q_len, kv_len, heads, kv_heads, head_dim, keywords, _ = CASES[case]
    rng, q, k, v = _arrays(sum(map(ord, case)), batch, q_len, kv_len, heads, kv_heads, head_dim)
    keywords = _keywords(keywords, rng)
    ours = lambda q, k, v: sparse_cli.dot_product_attention(q, k, v, implementation="pallas", return_residual=True, **keywords)
    theirs = lambda q, k, v: jax.nn.dot_product_attention(q, k, v, implementation="xla", return_residual=True, **keywords)
    (out, lse), pullback = jax.vjp(ours, q, k, v)
    (out_ref, lse_ref), pullback_ref = jax.vjp(theirs, q, k, v)
    assert _relative(out, out_ref) < 1e-5 and _relative(lse, lse_ref) < 1e-5
    d_out = jnp.asarray(rng.standard_normal(out.shape), out.dtype)
    for name, got, want in zip("qkv", pullback((d_out, jnp.zeros_like(lse))), pullback_ref((d_out, jnp.zeros_like(lse_ref)))):
        assert _relative(got, want) < 1e-5, f"d{name}"


def test_nan_and_infinite_inputs_reach_the_same_outputs_as_in_jax_nn():
    """A NaN in a query and an infinite key give NaN outputs exactly where jax.nn's do, and a
    log-sum-exp that is not finite exactly where its is (a NaN row's total was once read as an
    empty row's: the mean of V, no NaN); rows that attend to neither stay finite and equal.
    (jax.nn's log-sum-exp is +inf where a score is, ours NaN: both not finite.)"""
    rng, q, k, v = _arrays(17, 1, 256, 256, 2, 1, 32)
    row, key = int(rng.integers(0, 128)), int(rng.integers(128, 256))
    q = q.at[0, row, 1, int(rng.integers(0, 32))].set(jnp.nan)
    k = k.at[0, key, 0, int(rng.integers(0, 32))].set(jnp.inf)
    out, lse = sparse_cli.dot_product_attention(q, k, v, is_causal=True, implementation="pallas", return_residual=True)
    out_ref, lse_ref = jax.nn.dot_product_attention(q, k, v, is_causal=True, implementation="xla", return_residual=True)
    for got, want, spoilt in ((out, out_ref, np.isnan), (lse, lse_ref, lambda x: ~np.isfinite(x))):
        assert spoilt(np.asarray(want)).any() and np.array_equal(spoilt(np.asarray(got)), spoilt(np.asarray(want)))
        fine = ~spoilt(np.asarray(want))
        assert fine.any() and _relative(np.asarray(got)[fine], np.asarray(want)[fine]) < 1e-5


def test_scales_a_contract_cannot_hold_and_empty_sequences_match_jax_nn():
    """A scale traced inside jit, a negative one and zero multiply the queries (the contract's
    scale 1): outputs and gradients as jax.nn's — the first call inside jit, the next ones
    outside it on the same plan, whose data was once made traced and leaked; no query or no
    key: zeros and ``-inf``."""
    rng, q, k, v = _arrays(23, 1, 256, 256, 2, 1, 32)
    drawn = float(rng.uniform(0.05, 0.5))
    ours = lambda q, k, v, s: sparse_cli.dot_product_attention(q, k, v, is_causal=True, scale=s, implementation="pallas")
    theirs = lambda q, k, v, s: jax.nn.dot_product_attention(q, k, v, is_causal=True, scale=s, implementation="xla")
    for scale, traced in ((drawn, True), (-drawn, False), (0.0, False)):
        run = jax.jit(ours) if traced else ours
        got, pullback = jax.vjp(functools.partial(run, s=scale), q, k, v)
        want, pullback_ref = jax.vjp(functools.partial(theirs, s=scale), q, k, v)
        assert _relative(got, want) < 1e-5, scale
        d_out = jnp.asarray(rng.standard_normal(got.shape), got.dtype)
        for name, grad, grad_ref in zip("qkv", pullback(d_out), pullback_ref(d_out)):
            assert _relative(grad, grad_ref) < 1e-5 or float(jnp.abs(grad_ref).max()) == 0 == float(jnp.abs(grad).max()), (scale, name)
    for q_len, kv_len in ((0, 256), (256, 0)):
        got = sparse_cli.dot_product_attention(q[:, :q_len], k[:, :kv_len], v[:, :kv_len], return_residual=True)
        want = jax.nn.dot_product_attention(q[:, :q_len], k[:, :kv_len], v[:, :kv_len], return_residual=True)
        for a, b in zip(got, want):
            assert a.shape == b.shape and np.array_equal(np.asarray(a), np.asarray(b))


def test_dense_implementation_and_unbatched_inputs_match_jax_nn():
    """``implementation="xla"`` (the dense backend) on ``[T, N, H]`` arrays."""
    _, q, k, v = _arrays(11, 1, 200, 200, 4, 2, 16)
    for implementation in ("xla", None):
        got = sparse_cli.dot_product_attention(q[0], k[0], v[0], is_causal=True, local_window_size=(7, 0), implementation=implementation)
        want = jax.nn.dot_product_attention(q[0], k[0], v[0], is_causal=True, local_window_size=(7, 0), implementation="xla")
        assert got.shape == want.shape and _relative(got, want) < 1e-5


def test_bfloat16_is_as_close_to_float64_as_jax_nn_in_bfloat16():
    _, q, k, v = _arrays(12, 2, 256, 256, 2, 1, 64)
    with jax.enable_x64(True):
        exact = jax.nn.dot_product_attention(*(x.astype(jnp.float64) for x in (q, k, v)), is_causal=True)
    bf16 = [x.astype(jnp.bfloat16) for x in (q, k, v)]
    ours = sparse_cli.dot_product_attention(*bf16, is_causal=True, implementation="pallas")
    theirs = jax.nn.dot_product_attention(*bf16, is_causal=True)
    assert _relative(ours, exact) <= 8 * max(_relative(theirs, exact), 1e-3)


def test_logits_soft_cap_against_float64():
    """jax.nn has no soft cap: the scaled scores become ``c * tanh(s / c)`` before the mask."""
    _, q, k, v = _arrays(13, 1, 256, 256, 2, 2, 32)
    cap, scale = 2.0, 0.5
    got = sparse_cli.dot_product_attention(q, k, v, is_causal=True, scale=scale, logits_soft_cap=cap, implementation="pallas")
    q64, k64, v64 = (np.asarray(x, np.float64) for x in (q, k, v))
    scores = cap * np.tanh(np.einsum("btnh,bsnh->bnts", q64, k64) * scale / cap)
    scores = np.where(np.tril(np.ones((256, 256), bool)), scores, -np.inf)
    weights = np.exp(scores - scores.max(-1, keepdims=True))
    want = np.einsum("bnts,bsnh->btnh", weights / weights.sum(-1, keepdims=True), v64)
    assert _relative(got, want) < 1e-5


def test_a_mask_document_means_what_the_contract_says():
    """``mask={"kind": "sliding_window", "size": W}`` is jax.nn's ``local_window_size=(W - 1, 0)``."""
    _, q, k, v = _arrays(14, 1, 256, 256, 2, 2, 32)
    got = sparse_cli.dot_product_attention(q, k, v, mask={"kind": "sliding_window", "size": 40}, implementation="pallas")
    want = jax.nn.dot_product_attention(q, k, v, local_window_size=(39, 0))
    assert _relative(got, want) < 1e-5
    assert nn.contract_of(q, k, v, mask={"kind": "sliding_window", "size": 40}).mask.kind == "sliding_window"


def test_repeated_calls_of_one_shape_compile_once_and_new_lengths_never_recompile():
    _, q, k, v = _arrays(15, 2, 256, 256, 2, 2, 32)
    attend = lambda q, k, v, lengths: sparse_cli.dot_product_attention(q, k, v, is_causal=True, key_value_seq_lengths=lengths,
                                                                       implementation="pallas")
    attend(q, k, v, jnp.asarray([256, 10], jnp.int32)).block_until_ready()
    queries = [q + step for step in range(3)]
    lengths = [jnp.asarray([100 + step, 200], jnp.int32) for step in range(3)]
    with compilations() as compiled:
        for step in range(3):
            attend(queries[step], k, v, lengths[step]).block_until_ready()
    assert compiled == []
    user_step = jax.jit(lambda q, k, v: jnp.sum(attend(q, k, v, jnp.asarray([256, 256], jnp.int32)) ** 2))
    with compilations() as compiled:
        for step in range(3):
            user_step(queries[step], k, v).block_until_ready()
    assert len(compiled) == 1, compiled


def test_array_likes_and_error_types_are_jax_nn_s():
    """Sequence lengths as a Python list (jax.nn takes any array-like) give jax.nn's result; a mask
    that does not broadcast raises jax.nn's TypeError."""
    _, q, k, v = _arrays(18, 2, 128, 128, 2, 1, 16)
    lengths = [int(n) for n in np.random.default_rng(18).integers(1, 129, 2)]
    expected = jax.nn.dot_product_attention(q, k, v, key_value_seq_lengths=jnp.asarray(lengths, jnp.int32), implementation="xla")
    np.testing.assert_allclose(sparse_cli.dot_product_attention(q, k, v, key_value_seq_lengths=lengths), expected, atol=2e-5, rtol=2e-5)
    for attend in (jax.nn.dot_product_attention, sparse_cli.dot_product_attention):
        with pytest.raises(TypeError):
            attend(q, k, v, mask=np.ones((10, 128), bool))


def test_refusals_name_what_is_missing():
    _, q, k, v = _arrays(16, 2, 128, 128, 2, 2, 16)
    with pytest.raises(NotImplementedError, match="bias"):
        sparse_cli.dot_product_attention(q, k, v, jnp.zeros((1, 2, 128, 128)))
    with pytest.raises(NotImplementedError, match="mask: a boolean mask traced"):
        jax.jit(lambda m: sparse_cli.dot_product_attention(q, k, v, mask=m))(jnp.ones((128, 128), bool))
    varying = np.ones((2, 1, 128, 128), bool)
    varying[1, 0, 0, 0] = False
    with pytest.raises(NotImplementedError, match="differs across the batch"):
        sparse_cli.dot_product_attention(q, k, v, mask=varying)
    with pytest.raises(ValueError, match="implementation='cudnn'"):
        sparse_cli.dot_product_attention(q, k, v, implementation="cudnn")
    with pytest.raises(ValueError, match="leaves no key"):
        sparse_cli.dot_product_attention(q, k, v, local_window_size=(2, -5))
    with pytest.raises(ValueError, match="multiple of key/value heads"):
        sparse_cli.dot_product_attention(q[:, :, :1], k, v)
    with pytest.raises(ValueError, match="query_seq_lengths"):
        sparse_cli.dot_product_attention(q, k, v, query_seq_lengths=jnp.asarray([1, 2], jnp.int64 if jax.config.x64_enabled else jnp.int16))


def test_receipt_proves_the_pallas_kernels_ran():
    _, q, k, v = _arrays(17, 1, 256, 256, 2, 1, 32)
    receipt = nn.receipt(q, k, v, is_causal=True, query_seq_lengths=jnp.asarray([200], jnp.int32), grads=True, implementation="pallas")
    assert receipt.proven and receipt.chosen == "pallas" and "jax.nn layout" in receipt.reason
    contract = nn.contract_of(q, k, v, is_causal=True, query_seq_lengths=jnp.asarray([200], jnp.int32))
    assert sorted(receipt.kernels) == pallas_kernels(contract)
    assert contract.segment_ids and contract.shape.num_kv_heads == 1 and contract.mask.kind == "causal"
