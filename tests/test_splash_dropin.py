"""``sparse_cli.splash`` as a drop-in for JAX's ``splash_attention_kernel``: Splash's own test
checks (its ``tests/pallas/tpu_splash_attention_kernel_test.py``: the reference, the residual
reference and tolerances) run with the module replaced, on fresh seeded inputs; ``vmap``,
``shard_map`` with head and q shards, refusals by name, planning once, and what the kernel says
it runs."""

from __future__ import annotations

import math
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import random
from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_kernel as jax_splash
from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as mask_lib
from jax.sharding import PartitionSpec

import sparse_cli
from sparse_cli import splash
from sparse_cli.execution import local
from tests.support.kernels import pallas_kernels
from tests.support.sampling import sampled

BWD_BLOCKS = splash.BlockSizes(block_q=256, block_kv=128, block_kv_compute=128, block_q_dkv=128, block_kv_dkv=256,
                               block_q_dq=128, block_kv_dq=128)


def close(x, y, atol: float, rtol: float, name: str) -> None:
    """Splash's ``_assert_allclose``: bfloat16 compared in float32, shapes equal."""
    x, y = (np.asarray(jnp.asarray(a, jnp.float32)) for a in (x, y))
    assert x.shape == y.shape, f"{name}: {x.shape} != {y.shape}"
    np.testing.assert_allclose(x, y, atol=atol, rtol=rtol, err_msg=name)


def random_mask(shape, seed: int) -> mask_lib.NumpyMask:
    """Splash's RandomMask: sparsity 0.3, no empty row."""
    mask = mask_lib.make_random_mask(shape, 0.3, seed)
    mask[:, 0] = True
    return mask_lib.NumpyMask(mask)


def local_mask(seq_len: int, left, right, offset: int) -> mask_lib.Mask:
    """Splash's LocalAttentionMask: a window OR-ed with the diagonal, so no row is empty."""
    return mask_lib.LocalMask((seq_len, seq_len), (left, right), offset=offset) | mask_lib.NumpyMask(np.identity(seq_len, dtype=np.bool_))


def segment_ids(seq_len: int, seed: int) -> splash.SegmentIds:
    """Splash's segment_ids_strategy: up to 4 boundaries, documents of 2 tokens or more."""
    rng = np.random.default_rng(seed)
    bounds = sorted(set(rng.integers(1, seq_len - 1, size=rng.integers(1, 5)).tolist()))
    ids = np.empty(seq_len, np.int32)
    for i, (start, end) in enumerate(zip((0, *bounds), (*bounds, seq_len))):
        ids[start:max(end, start + 2)] = i
    return splash.SegmentIds(ids, ids)


def splash_bwd_check(seed, *, is_mqa, q_len, kv_len, heads, kv_heads, head_dims, dtype, masks, block_sizes, soft_cap=None,
                     segmented=False, sinks=False, dynamic=False):
    """Splash's ``test_splash_attention_bwd`` on ``sparse_cli.splash``: output against its masked
    reference (3e-3), gradients against its custom-VJP reference evaluated at this kernel's own
    output and Splash's log-sum-exp (2e-2 / 3e-2), sink gradients (5e-3 / 3e-2)."""
    print(f"seed {seed}")
    k1, k2, k3, k4, k5 = random.split(random.key(seed), 5)
    head_dim_qk, head_dim_v = head_dims
    kv_shape = (kv_len,) if is_mqa else (kv_heads, kv_len)
    q = random.uniform(k1, (heads, q_len, head_dim_qk), dtype=dtype)
    k, v = random.uniform(k2, (*kv_shape, head_dim_qk), dtype=dtype), random.uniform(k3, (*kv_shape, head_dim_v), dtype=dtype)
    mask = mask_lib.MultiHeadMask(tuple(masks))
    if dynamic:
        mask = jnp.array(mask[:, :, :])
    ids = segment_ids(q_len, seed) if segmented else None
    sink_values = random.uniform(k5, (heads,), dtype=dtype) if sinks else None
    make = splash.make_splash_mqa_single_device if is_mqa else splash.make_splash_mha_single_device
    reference = (jax_splash.make_masked_mqa_reference if is_mqa else jax_splash.make_masked_mha_reference)(mask, backward_impl="custom")
    kernel = make(mask, block_sizes=block_sizes, attn_logits_soft_cap=soft_cap, interpret=True)
    args = (q, k, v, ids) + ((sink_values,) if sinks else ())
    out, pullback = jax.vjp(kernel, *args)
    d_out = random.uniform(k4, out.shape, dtype=out.dtype)
    dq, dk, dv, _, *d_sinks = pullback(d_out)
    q32, k32, v32 = (x.astype(jnp.float32) for x in (q, k, v))
    out_ref, (lse,) = reference(q32, k32, v32, ids, sinks=sink_values, save_residuals=True, attn_logits_soft_cap=soft_cap)
    close(out, out_ref, 3e-3, 3e-3, "out")

    def bwd(mask, q, k, v, ids, sinks, o, lse, d_out):
        _, dq, dk, dv, _, ds = jax_splash._attention_reference_custom_bwd(jax_splash.DEFAULT_MASK_VALUE, False, "flash", soft_cap,
                                                                          (mask, q, k, v, ids, sinks, o, lse), d_out)
        return dq, dk, dv, ds

    group = heads // kv_heads
    if not is_mqa:
        k32, v32 = jnp.repeat(k32, group, axis=0), jnp.repeat(v32, group, axis=0)
    kv_axis = None if is_mqa else 0
    dq_ref, dk_ref, dv_ref, ds_ref = jax.vmap(bwd, in_axes=(0, 0, kv_axis, kv_axis, None, 0, 0, 0, 0))(
        mask[:, :, :], q32, k32, v32, ids, sink_values, out.astype(jnp.float32), lse, d_out.astype(jnp.float32))
    dk_ref, dv_ref = (x.reshape(-1 if not is_mqa else 1, group if not is_mqa else heads, *x.shape[1:]).sum(axis=1) for x in (dk_ref, dv_ref))
    if is_mqa:
        dk_ref, dv_ref = dk_ref[0], dv_ref[0]
    for name, got, want in (("dv", dv, dv_ref), ("dq", dq, dq_ref), ("dk", dk, dk_ref)):
        close(got, want, 2e-2, 3e-2, name)
    if sinks:
        close(d_sinks[0], ds_ref, 5e-3, 3e-2, "dsinks")


L = 512


def _causal():
    return mask_lib.CausalMask((L, L))


CASES = {
    # name: (case arguments, slow)
    # a negative cap: Splash's c * tanh(s / c) is even in c, and its reference takes it as given
    "grouped-segments-sinks-softcap-256": ({"is_mqa": False, "heads": 2, "kv_heads": 1, "head_dims": (64, 64), "dtype": jnp.float32, "soft_cap": -20.0,
                                                "segmented": True, "sinks": True, "q_len": 256, "masks": lambda: [local_mask(256, None, 20, -7),
                                                                                                     random_mask((256, 256), 1)]}, False),
    "mha-gqa-segments-sinks-softcap": ({"is_mqa": False, "heads": 4, "kv_heads": 2, "head_dims": (64, 64), "dtype": jnp.float32, "soft_cap": 20.0,
                                            "segmented": True, "sinks": True, "masks": lambda: [_causal(), local_mask(L, 50, 20, -7), random_mask((L, L), 1),
                                                                                      mask_lib.FullMask((L, L))]}, True),
    "mqa-bf16-value-dim": ({"is_mqa": True, "heads": 2, "kv_heads": 1, "head_dims": (128, 192), "dtype": jnp.bfloat16,
                                "masks": lambda: [_causal(), random_mask((L, L), 2)]}, True),
    "dynamic-mask-grouped-sinks": ({"is_mqa": False, "heads": 6, "kv_heads": 2, "head_dims": (64, 64), "dtype": jnp.float32, "sinks": True,
                                        "dynamic": True, "masks": lambda: [local_mask(L, None, 3, 0), _causal()] * 3}, True),
}


#: The cases the default run takes (CI's time): the fast ones and the first slow one.
DEFAULT_CASES = [i for i, (_, slow) in enumerate(CASES.values()) if not slow] + [[slow for _, slow in CASES.values()].index(True)]


@pytest.mark.parametrize("case", sampled([pytest.param(name, marks=[pytest.mark.slow] if slow else []) for name, (_, slow) in CASES.items()],
                                         keep=DEFAULT_CASES))
def test_splash_bwd_checks_pass_with_the_module_replaced(case):
    arguments, _ = CASES[case]
    length = arguments.get("q_len", L)
    arguments = dict(arguments, masks=arguments["masks"](), q_len=length)
    blocks = BWD_BLOCKS if length >= 512 else splash.BlockSizes(128, 128, block_q_dkv=128, block_kv_dkv=128, block_q_dq=128, block_kv_dq=128)
    splash_bwd_check(7, kv_len=length, block_sizes=blocks, **arguments)


def test_rectangular_forward_with_residuals_matches_splash_reference():
    """Splash's ``test_splash_attention_fwd``: ``save_residuals=True`` returns ``(out,
    (logsumexp,))``, here on a rectangular mask given as a numpy array (default block sizes,
    which carry no backward blocks)."""
    seed = 3
    print(f"seed {seed}")
    k1, k2, k3 = random.split(random.key(seed), 3)
    q_len, kv_len = 256, 640
    masks = np.stack([mask_lib.make_causal_mask((q_len, kv_len), offset=100), mask_lib.make_random_mask((q_len, kv_len), 0.4, seed) | np.eye(q_len, kv_len, dtype=bool)])
    q = random.uniform(k1, (2, q_len, 64))
    k, v = random.uniform(k2, (2, kv_len, 64)), random.uniform(k3, (2, kv_len, 64))
    kernel = splash.make_splash_mha_single_device(masks, save_residuals=True, interpret=True)
    out, (lse,) = kernel(q, k, v)
    out_ref, (lse_ref,) = jax_splash.make_masked_mha_reference(masks)(q, k, v, save_residuals=True)
    close(out, out_ref, 3e-3, 3e-3, "out")
    close(lse, lse_ref, 1e-3, 1e-3, "logsumexp")


def test_mixed_dtypes_compute_in_their_common_dtype_as_splash_takes_them():
    """bf16 queries against float32 keys and values (Splash takes them): the output in q's
    dtype, against Splash's float32 reference on the same values; each gradient in its input's
    dtype."""
    k1, k2, k3 = random.split(random.key(5), 3)
    masks = np.stack([mask_lib.make_causal_mask((256, 256))] * 2)
    q = random.uniform(k1, (2, 256, 64)).astype(jnp.bfloat16)
    k, v = random.uniform(k2, (2, 256, 64)), random.uniform(k3, (2, 256, 64))
    kernel = splash.make_splash_mha_single_device(masks, interpret=True)
    out, pullback = jax.vjp(kernel, q, k, v)
    assert out.dtype == jnp.bfloat16 and kernel.contract(q, k, v).shape.dtype == "float32"
    close(out.astype(jnp.float32), jax_splash.make_masked_mha_reference(masks)(q.astype(jnp.float32), k, v), 1e-2, 1e-2, "out")
    assert [g.dtype for g in pullback(out)[:3]] == [jnp.bfloat16, jnp.float32, jnp.float32]


def test_numpy_float64_inputs_run_in_float32_as_splash_takes_them():
    """Without x64, Splash takes numpy's float64 arrays as float32; so does the door (it refused them)."""
    assert not jax.config.x64_enabled
    masks = np.stack([mask_lib.make_causal_mask((128, 128))] * 2)
    q, k, v = np.random.default_rng(19).standard_normal((3, 2, 128, 32))
    out = splash.make_splash_mha_single_device(masks, interpret=True)(q, k, v)
    assert out.dtype == jnp.float32
    close(out, jax_splash.make_masked_mha_reference(masks)(*(jnp.asarray(x, jnp.float32) for x in (q, k, v))), 1e-5, 1e-5, "out")


def test_segment_ids_mean_equal_ids_as_in_splash():
    """Splash's segment ids are any values (negative and float ones too): tokens attend where
    theirs are equal. The kernels' ids treat negatives as padding, so the door ranks them."""
    rng = np.random.default_rng(5)
    print("seed 5")
    mask = mask_lib.MultiHeadMask([mask_lib.FullMask((256, 256))])
    q, k, v = (jnp.asarray(rng.standard_normal((1, 256, 32)), jnp.float32) for _ in range(3))
    raw = np.repeat(np.array([-3, 7, -1, 7]), 64)  # ids -3 and -1 would be padding to the kernels
    kernel = splash.make_splash_mha_single_device(mask, interpret=True)
    reference = jax_splash.make_masked_mha_reference(mask)
    for ids in (splash.SegmentIds(raw.astype(np.int32), raw.astype(np.int32)), splash.SegmentIds(raw.astype(np.float32) / 2, raw.astype(np.float32) / 2)):
        close(kernel(q, k, v, ids), reference(q, k, v, ids), 1e-5, 1e-5, "out")


def test_vmap_and_its_gradient_match_one_example_at_a_time():
    """Splash kernels are called per example under ``jax.vmap`` (segment ids shared); the
    kernels cannot be vmapped natively, so the door runs the examples one after another."""
    mask = mask_lib.MultiHeadMask([mask_lib.CausalMask((256, 256)), mask_lib.LocalMask((256, 256), (40, 0), 0)])
    kernel = splash.make_splash_mha_single_device(mask, interpret=True)
    reference = jax_splash.make_masked_mha_reference(mask)
    print("seed 1")
    k1, k2, k3 = random.split(random.key(1), 3)
    q, k, v = (random.uniform(key, (3, 2, 256, 64)) for key in (k1, k2, k3))
    ids = splash.SegmentIds(jnp.asarray(np.repeat([0, 1], 128), jnp.int32), jnp.asarray(np.repeat([0, 1], 128), jnp.int32))
    loss = lambda attend: lambda q, k, v: jnp.sum(jax.vmap(attend, in_axes=(0, 0, 0, None))(q, k, v, ids) ** 2)
    got = jax.jit(jax.value_and_grad(loss(kernel), (0, 1, 2)))(q, k, v)
    want = jax.value_and_grad(loss(reference), (0, 1, 2))(q, k, v)
    for name, g, w in zip(("loss", "dq", "dk", "dv"), jax.tree.leaves(got), jax.tree.leaves(want)):
        close(g, w, 1e-4, 1e-4, name)


def _sharded_mask(seq_len: int, heads: int) -> np.ndarray:
    """Splash's sharding test's masks: causal, a local window, random ones."""
    masks = [mask_lib.make_causal_mask((seq_len, seq_len)), mask_lib.make_local_attention_mask((seq_len, seq_len), window_size=(64, 64))]
    return np.stack(masks + [mask_lib.make_random_mask((seq_len, seq_len), 0.8, 0)] * (heads - 2))


@pytest.mark.slow
@pytest.mark.parametrize("topology", [(2, 2)])  # heads and q split at once: each device cuts both (Splash's test also runs 1x4 and 4x1)
def test_shard_map_with_head_and_q_shards_matches_the_reference(topology):
    """Splash's ``test_dynamic_mask_manual_partitioning_mha_bwd``: ``make_splash_mha(mask,
    head_shards, q_seq_shards)`` under ``shard_map`` with ``manual_sharding_spec``, forward and
    gradients against its reference (over 8 simulated devices). A split kernel called outside
    ``shard_map``: the next test."""
    head_shards, q_shards = topology
    heads, seq_len = 4, 256  # two q shards of 128 tokens: Splash's random and window masks cut in each
    print("seed 0")
    k1, k2, k3, k4 = random.split(random.key(0), 4)
    q, k, v = (random.uniform(key, (heads, seq_len, 64), dtype=jnp.bfloat16) for key in (k1, k2, k3))
    mask = _sharded_mask(seq_len, heads)
    mesh = jax.sharding.Mesh(np.asarray(jax.devices()[:math.prod(topology)]).reshape(topology), ("heads", "q_seq"))
    q_spec = PartitionSpec("heads" if head_shards > 1 else None, "q_seq" if q_shards > 1 else None)
    kv_spec = PartitionSpec("heads" if head_shards > 1 else None, None)
    kernel = splash.make_splash_mha(mask, head_shards=head_shards, q_seq_shards=q_shards, interpret=True)
    kernel_spec = kernel.manual_sharding_spec(jax.sharding.NamedSharding(mesh, q_spec))

    @partial(jax.shard_map, mesh=mesh, in_specs=(kernel_spec, q_spec, kv_spec, kv_spec), out_specs=q_spec, check_vma=False)
    def sharded(kernel, q, k, v):
        return kernel(q, k, v)

    out, pullback = jax.vjp(sharded, kernel, q, k, v)
    out_ref, pullback_ref = jax.vjp(jax.vmap(jax_splash.attention_reference), mask, q, k, v, None)
    close(out, out_ref, 3e-3, 3e-3, "out")
    d_out = random.uniform(k4, out.shape, dtype=out.dtype)
    for name, got, want in zip(("dq", "dk", "dv"), pullback(d_out)[1:], pullback_ref(d_out.astype(jnp.float32))[1:4]):
        close(got, want, 5e-2, 1.6e-2, name)


@pytest.mark.slow
def test_a_split_kernel_outside_shard_map_runs_every_device_share():
    """A kernel made with head and q shards, called on the whole problem: each device's share
    (its step arrays and its place) in turn. Causal and window masks are computed in the kernels
    from where a share's blocks and heads stand, and a random mask's blocks are stored per share:
    a share run at the wrong place fails."""
    print("seed 2")
    k1, k2, k3, k4 = random.split(random.key(2), 4)
    random_mask = mask_lib.NumpyMask(np.random.default_rng(2).random((256, 256)) < 0.5)
    masks = [mask_lib.CausalMask((256, 256))] * 2 + [mask_lib.LocalMask((256, 256), (60, 10), 0), random_mask]  # the head shards differ
    q, k, v = (random.uniform(key, (4, 256, 32)) for key in (k1, k2, k3))
    kernel = splash.make_splash_mha(mask_lib.MultiHeadMask(masks), head_shards=2, q_seq_shards=2, interpret=True)
    out, pullback = jax.vjp(kernel, q, k, v)
    out_ref, pullback_ref = jax.vjp(jax_splash.make_masked_mha_reference(mask_lib.MultiHeadMask(masks)), q, k, v)
    close(out, out_ref, 1e-5, 1e-5, "out")
    d_out = random.uniform(k4, out.shape)
    for name, got, want in zip(("dq", "dk", "dv"), pullback(d_out), pullback_ref(d_out)):
        close(got, want, 1e-4, 1e-4, name)


@pytest.mark.slow
def test_vmap_over_shard_map_on_one_mesh_axis():
    """Splash's ``test_splash_explicit_vmap_one_mesh_axis``: an unsplit kernel replicated over a
    data-parallel mesh, under ``vmap`` and ``value_and_grad`` inside ``jit``, float segment ids."""
    mesh = jax.make_mesh((4,), ("dp",))
    heads, seq_len, head_dim = 2, 256, 64
    kernel = splash.make_splash_mha(mask_lib.MultiHeadMask([mask_lib.CausalMask((seq_len, seq_len))] * heads), head_shards=1,
                                    q_seq_shards=1, interpret=True)
    spec = PartitionSpec(None, None)

    @partial(jax.shard_map, mesh=mesh, in_specs=(kernel.manual_sharding_spec(jax.NamedSharding(mesh, spec)), spec, spec, spec, PartitionSpec()),
             out_specs=spec, check_vma=False)
    def sharded(kernel, q, k, v, ids):
        return kernel(q, k, v, segment_ids=ids)

    def attend(attention, x):
        q = k = v = jnp.ones((heads, seq_len, head_dim)) * x
        return attention(q, k, v, splash.SegmentIds(q=jnp.zeros((seq_len,)), kv=jnp.zeros((seq_len,))))

    x = jnp.arange(1.0, 5.0) / 4
    ours = jax.jit(jax.value_and_grad(lambda x: jax.vmap(partial(attend, partial(sharded, kernel)))(x).sum()))(x)
    reference = jax_splash.make_masked_mha_reference(mask_lib.MultiHeadMask([mask_lib.CausalMask((seq_len, seq_len))] * heads))
    want = jax.value_and_grad(lambda x: jax.vmap(partial(attend, reference))(x).sum())(x)
    for got, expected in zip(ours, want):
        close(got, expected, 1e-3, 1e-4, "loss and gradient")


def test_refusals_name_the_missing_feature():
    mask = mask_lib.MultiHeadMask([mask_lib.CausalMask((256, 256))] * 2)
    with pytest.raises(NotImplementedError, match="mask_value"):
        splash.make_splash_mha_single_device(mask, mask_value=-1.0)
    with pytest.raises(NotImplementedError, match="make_splash_mqa with head_shards"):
        splash.make_splash_mqa(mask, head_shards=2, q_seq_shards=1)
    with pytest.raises(NotImplementedError, match="traced"):
        jax.jit(lambda m: splash.make_splash_mha_single_device(m))(jnp.ones((2, 256, 256), bool))
    with pytest.raises(ValueError, match="Unexpected mask shape"):
        splash.make_splash_mha_single_device(np.ones((256, 256), bool))
    kernel = splash.make_splash_mha(mask, head_shards=2, q_seq_shards=1, interpret=True)
    mesh = jax.sharding.Mesh(np.asarray(jax.devices()[:4]).reshape(1, 4), ("heads", "q"))
    with pytest.raises(ValueError, match="head_shards=2"):
        kernel.manual_sharding_spec(jax.sharding.NamedSharding(mesh, PartitionSpec("heads", "q")))
    q = jnp.zeros((1, 256, 64))
    with pytest.raises(ValueError, match="manual_sharding_spec"):
        kernel(q, q, q)  # one device's share, but the kernel holds every device's data


def test_a_kernel_plans_once_and_each_signature_once(monkeypatch):
    """The mask is planned when the kernel is made; each new signature (here bfloat16, then
    sinks) is planned once, and repeated calls plan nothing. Every signature's worklists are
    the ones the kernel carries as data (the data does not depend on the signature)."""
    planned = []
    original = local.plan
    monkeypatch.setattr(local, "plan", lambda contract: planned.append(contract.cache_key()) or original(contract))
    mask = mask_lib.MultiHeadMask([mask_lib.CausalMask((256, 256)), random_mask((256, 256), 4)])
    kernel = splash.make_splash_mha_single_device(mask, interpret=True)
    assert len(planned) == 1
    q = jnp.ones((2, 256, 64), jnp.bfloat16)
    sinks = jnp.zeros(2, jnp.bfloat16)
    for _ in range(3):
        kernel(q, q, q)
        kernel(q, q, q, None, sinks)
    assert len(planned) == 3 and len(set(planned)) == 3
    base = kernel.plan(jnp.ones((2, 256, 128)), jnp.ones((2, 256, 128)), jnp.ones((2, 256, 128)))
    for signature in (kernel.plan(q, q, q), kernel.plan(q, q, q, None, sinks)):
        for name, worklists in signature.worklists.items():
            for field in ("block_mask", "data_next", "mask_next", "partial_mask_blocks"):
                assert np.array_equal(getattr(worklists, field), getattr(base.worklists[name], field)), (name, field)


def test_the_kernel_says_what_it_runs(tmp_path):
    """Its contract (scale 1: Splash's q comes scaled), a receipt proving the pallas kernels
    ran, and a contract file the auditor can lock (its mask data beside it)."""
    mask = mask_lib.MultiHeadMask([mask_lib.CausalMask((256, 384)), random_mask((256, 384), 6)])
    kernel = splash.make_splash_mha_single_device(mask, block_sizes=splash.BlockSizes(128, 128), attn_logits_soft_cap=30.0, interpret=True)
    q, k = jnp.ones((2, 256, 64), jnp.bfloat16), jnp.ones((1, 384, 64), jnp.bfloat16)
    contract = kernel.contract(q, k, k)
    assert (contract.shape.num_kv_heads, contract.shape.dtype, contract.scale, contract.softcap) == (1, "bfloat16", 1.0, 30.0)
    receipt = kernel.receipt(q, k, k, grads=True)
    assert receipt.proven and receipt.chosen == "pallas" and "sparse_cli.splash" in receipt.reason
    assert sorted(receipt.kernels) == pallas_kernels(contract)
    saved = kernel.save_contract(tmp_path / "attention.json", q, k, k)
    reloaded = sparse_cli.load_contract(tmp_path / "attention.json")
    assert reloaded.cache_key() == saved.cache_key() == contract.cache_key()
    assert np.array_equal(sparse_cli.plan(reloaded).fwd.block_mask, kernel.plan(q, k, k).fwd.block_mask)
