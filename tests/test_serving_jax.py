"""JAX's own test parameterisations of its ``ragged_paged_attention`` (jax-ml/jax,
tests/pallas/tpu_ragged_paged_attention_test.py) through ours, with JAX's exact arguments and
inputs (pages padded with NaN past each sequence, NaN spare pages, its PRNG keys), against
JAX's ``ref_ragged_paged_attention`` within JAX's own tolerances. JAX's kernel needs a TPU; its
reference and ours run anywhere (ours in the TPU interpreter)."""

import itertools

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax._src import dtypes

from sparse_cli.serving import ragged_paged_attention

jax_rpa = pytest.importorskip("jax.experimental.pallas.ops.tpu.ragged_paged_attention.kernel")

#: JAX's tolerance by the cache dtype's bits (absolute and relative alike).
TOLERANCE = {32: 0.15, 16: 0.2, 8: 0.2, 4: 0.2}


def jax_inputs(seq_lens, num_heads, head_dim, page_size, q_dtype, kv_dtype, num_pages, max_num_batched_tokens=512,
               max_num_seq=8):
    """JAX's test's arrays, built as its ``_test_ragged_paged_attention`` builds them."""
    cu_q_lens, kv_lens = [0], []
    for q_len, kv_len in seq_lens:
        cu_q_lens.append(cu_q_lens[-1] + q_len)
        kv_lens.append(kv_len)
    max_num_batched_tokens = max(cu_q_lens[-1], max_num_batched_tokens)
    max_num_seq = max(len(seq_lens), max_num_seq)
    pages_per_seq = -(-max(kv_lens) // page_size)
    num_q_heads, num_kv_heads = num_heads
    k0, k1 = jax.random.split(jax.random.key(1234), 2)
    q = jax.random.normal(k0, (max_num_batched_tokens, num_q_heads, head_dim), dtype=q_dtype)
    page_cnt, page_indices, kv_pages = 0, [], []
    # JAX draws each sequence's keys and values with the same key: with partitionable threefry
    # (JAX's default) a draw's leading rows are the draw of fewer rows, so one draw sliced is its
    # arrays bit for bit, without a compile per length
    assert jax.config.jax_threefry_partitionable, "the sliced draw below is JAX's arrays only with partitionable threefry"
    longest = jax.random.normal(k1, (max(kv_lens), num_kv_heads * 2, head_dim), dtype=kv_dtype)
    for kv_len in kv_lens:
        kv = longest[:kv_len]
        kv = jnp.pad(kv, ((0, -(-kv_len // page_size) * page_size - kv_len), (0, 0), (0, 0)), constant_values=jnp.nan)
        kv = kv.reshape(-1, page_size, num_kv_heads * 2, head_dim)
        indices = page_cnt + jnp.arange(kv.shape[0], dtype=jnp.int32)
        page_indices.append(jnp.pad(indices, ((0, pages_per_seq - indices.shape[0]),), constant_values=jnp.nan))
        page_cnt += kv.shape[0]
        kv_pages.append(kv)
    kv_pages = jnp.concatenate(kv_pages, axis=0)
    kv_pages = jnp.pad(kv_pages, ((0, num_pages - kv_pages.shape[0]), (0, 0), (0, 0), (0, 0)), constant_values=jnp.nan)
    page_indices = jnp.pad(jnp.stack(page_indices, axis=0), ((0, max_num_seq - len(kv_lens)), (0, 0)), constant_values=jnp.nan)
    cu_q_lens = jnp.pad(jnp.array(cu_q_lens, dtype=jnp.int32), (0, max_num_seq + 1 - len(cu_q_lens)))
    kv_lens = jnp.pad(jnp.array(kv_lens, dtype=jnp.int32), (0, max_num_seq - len(kv_lens)))
    return q, kv_pages, kv_lens, page_indices, cu_q_lens, jnp.array([len(seq_lens)], dtype=jnp.int32), pages_per_seq


def run_case(seq_lens, num_heads, head_dim, page_size, q_dtype, kv_dtype, num_pages, *, num_kv_pages_per_block=8,
             num_queries_per_block=64, vmem_limit_bytes=32 * 1024 * 1024, sliding_window=None, soft_cap=None, k_scale=None,
             v_scale=None):
    """One parameterisation, called as JAX's test calls its kernel, compared as it compares."""
    q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs, pages_per_seq = jax_inputs(
        seq_lens, num_heads, head_dim, page_size, q_dtype, kv_dtype, num_pages)
    actual = int(cu_q_lens[num_seqs[0]])
    output = ragged_paged_attention(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs=num_seqs,
                                    num_kv_pages_per_block=min(num_kv_pages_per_block, pages_per_seq),
                                    num_queries_per_block=num_queries_per_block, vmem_limit_bytes=vmem_limit_bytes,
                                    sliding_window=sliding_window, soft_cap=soft_cap, k_scale=k_scale, v_scale=v_scale)[:actual]
    # JAX's reference, traced as one program: it loops over the sequences in Python and slices by
    # their lengths, so those stay concrete (numpy) and the arrays are traced; eager, its ops
    # compiled one at a time per sequence's shapes (about 8 s a case in the interpreter tier)
    lengths = {"kv_lens": np.asarray(kv_lens), "cu_q_lens": np.asarray(cu_q_lens), "num_seqs": np.asarray(num_seqs)}
    reference = jax.jit(lambda q, kv_pages, page_indices: jax_rpa.ref_ragged_paged_attention(
        q, kv_pages, page_indices=page_indices, sliding_window=sliding_window, soft_cap=soft_cap, k_scale=k_scale, v_scale=v_scale,
        **lengths))
    expected = reference(q, kv_pages, page_indices)
    tol = TOLERANCE[dtypes.itemsize_bits(jnp.dtype(kv_dtype))]
    np.testing.assert_allclose(np.asarray(output, np.float32), np.asarray(expected, np.float32), atol=tol, rtol=tol)
    return np.asarray(output, np.float32), np.asarray(expected, np.float32)


BASIC = [(192, 328), (128, 180), (64, 255)]
DECODE = [(1, n) for n in (18, 129, 597, 122, 64, 322, 463, 181, 1107, 123, 31, 18, 1229, 229, 87, 1328)]
PREFILL = [(5, 18), (15, 129), (120, 597), (100, 122), (21, 64), (32, 322), (251, 463), (40, 181), (64, 1107), (99, 123),
           (10, 31), (5, 18), (3, 1229), (120, 229), (9, 87), (2, 1328)]
MIXED = [(5, 18), (1, 129), (120, 597), (1, 122), (1, 64), (32, 322), (251, 463), (1, 181), (1, 1107), (99, 123), (1, 31),
         (5, 18), (3, 1229), (117, 229), (1, 87), (1, 1328)]


def random_lens(num_seqs):
    """JAX's ``rng.integers`` draws of its complex, sliding-window and soft-cap cases."""
    rng = np.random.default_rng(1234)
    q_lens = rng.integers(1, 100, num_seqs)
    kv_lens = q_lens + rng.integers(0, 50, num_seqs)
    return list(zip(q_lens.tolist(), kv_lens.tolist()))


def cover(grid: list[tuple], strength: int) -> set[tuple]:
    """Rows of the product ``grid`` (a list of rows) such that every combination of values of
    any ``strength`` factors that the grid holds (each value, each pair of values) appears in
    one of them: greedily, the row covering the most combinations not yet covered first (the
    grid's order breaks ties, so the choice is fixed)."""
    held = lambda row: {tuple((i, row[i]) for i in at) for at in itertools.combinations(range(len(row)), strength)}
    uncovered, chosen = set().union(*map(held, grid)), set()
    while uncovered:
        best = max(grid, key=lambda row: len(held(row) & uncovered))
        chosen.add(best)
        uncovered -= held(best)
    return chosen


COMPLEX_GRID = list(itertools.product((1, 5, 16), ((32, 8), (32, 16), (16, 2), (4, 4), (8, 1)), (jnp.float32, jnp.bfloat16),
                                      (4, 8), (32, 64)))
WINDOW_GRID = list(itertools.product((4, 8), (32, 64), (None, 5, 128)))  # pages and queries per block, sliding window
SOFTCAP_GRID = list(itertools.product((4, 8), (32, 64), (None, 50.0)))  # pages and queries per block, soft cap
#: Each grid's cases by name, its cover's strength and the grid's rows the default run takes:
#: every value of each grid's factors (sequences, heads, dtype, pages and queries per block,
#: window, soft cap) in one case or more (pairwise covers cost CI minutes it does not have: its
#: 20 on two cores). ``pytest -m exhaustive`` runs the other rows too.
GRIDS = {
    "complex": ({f"complex-{n}-{h[0]}x{h[1]}-{d.__name__}-{kvp}-{qb}": (n, h, d, kvp, qb) for n, h, d, kvp, qb in COMPLEX_GRID},
                1, cover(COMPLEX_GRID, 1)),
    "window": ({f"window-{kvp}-{qb}-{w}": (kvp, qb, w) for kvp, qb, w in WINDOW_GRID}, 1, cover(WINDOW_GRID, 1)),
    "softcap": ({f"softcap-{kvp}-{qb}-{c}": (kvp, qb, c) for kvp, qb, c in SOFTCAP_GRID}, 1, cover(SOFTCAP_GRID, 1)),
}
#: JAX's named cases the default run leaves to ``-m exhaustive`` (CI's time): the decode and
#: prefill batches (the mixed batch holds both kinds of sequence), the bfloat16 twin of the mixed
#: one (the complex grid's cover runs bfloat16), two of the four quantized ones (each fp8 type and
#: each scale runs once).
NAMED_LEFT = {"decode-float32", "prefill-float32", "decode-bfloat16", "prefill-bfloat16", "mixed-bfloat16", "quantized-float8_e5m2-0.5",
              "quantized-float8_e4m3fn-None"}
#: The cases of a grid's rows no default run takes, and the named cases it leaves.
UNCOVERED = {name for cases, _, rows in GRIDS.values() for name, row in cases.items() if row not in rows} | NAMED_LEFT

#: Every parameterisation of JAX's test (name, arguments); the tests below run a fast share, the
#: slow tier the rest of the default run, ``-m exhaustive`` all.
CASES = (
    [(f"basic-{d.__name__}", {"seq_lens": BASIC, "num_heads": (32, 8), "q_dtype": d, "kv_dtype": d}) for d in (jnp.float32, jnp.bfloat16)]
    + [(f"quantized-{kv.__name__}-{scales[0]}", {"seq_lens": BASIC, "num_heads": (32, 8), "q_dtype": jnp.bfloat16, "kv_dtype": kv,
                                                      "k_scale": scales[0], "v_scale": scales[1]})
       for kv, scales in itertools.product((jnp.float8_e5m2, jnp.float8_e4m3fn), ((0.5, 0.5), (None, None)))]
    + [(f"{name}-{d.__name__}", {"seq_lens": lens, "num_heads": (32, 8), "q_dtype": d, "kv_dtype": d})
       for name, lens in (("decode", DECODE), ("prefill", PREFILL), ("mixed", MIXED)) for d in (jnp.float32, jnp.bfloat16)]
    + [(name, {"seq_lens": random_lens(n), "num_heads": h, "q_dtype": d, "kv_dtype": d, "num_kv_pages_per_block": kvp,
               "num_queries_per_block": qb}) for name, (n, h, d, kvp, qb) in GRIDS["complex"][0].items()]
    + [(name, {"seq_lens": random_lens(5), "num_heads": (4, 4), "q_dtype": jnp.float32, "kv_dtype": jnp.float32,
               "num_kv_pages_per_block": kvp, "num_queries_per_block": qb, "sliding_window": w})
       for name, (kvp, qb, w) in GRIDS["window"][0].items()]
    + [(name, {"seq_lens": random_lens(2), "num_heads": (16, 2), "q_dtype": jnp.float32, "kv_dtype": jnp.float32,
               "num_kv_pages_per_block": kvp, "num_queries_per_block": qb, "soft_cap": c})
       for name, (kvp, qb, c) in GRIDS["softcap"][0].items()]
)
#: The fast tier's share (about 10 s each in the interpreter: JAX's shapes are a TPU's); the
#: slow tier runs the rest.
FAST = {"basic-float32", "quantized-float8_e4m3fn-0.5", "softcap-8-64-50.0"}


def _run(name):
    run_case(head_dim=128, page_size=16, num_pages=1000, **dict(CASES)[name])


@pytest.mark.parametrize("name", sorted(FAST))
def test_jax_parameterisations_fast_share(name):
    _run(name)


@pytest.mark.slow
@pytest.mark.parametrize("name", [name for name, _ in CASES if name not in FAST | UNCOVERED])
def test_jax_parameterisations(name):
    _run(name)


@pytest.mark.slow
@pytest.mark.exhaustive
@pytest.mark.parametrize("name", sorted(UNCOVERED - FAST))
def test_jax_parameterisations_rest_of_the_grids(name):
    _run(name)


@pytest.mark.parametrize("grid", GRIDS)
def test_each_cover_holds_every_combination_of_its_strength(grid):
    """A value (or pair of values) of factors a grid holds that no covered row holds would make
    the default run miss it; each cover is also below its grid (the complex one well below)."""
    cases, strength, chosen = GRIDS[grid]
    rows = list(cases.values())
    for at in itertools.combinations(range(len(rows[0])), strength):
        assert {tuple(row[i] for i in at) for row in rows} == {tuple(row[i] for i in at) for row in chosen}, at
    assert len(chosen) < len(rows) * (1 / 4 if grid == "complex" else 2 / 3)


def test_the_case_list_is_jax_s_whole_product():
    """2 basic, 4 quantised, 6 decode/prefill/mixed, 120 complex, 12 window and 8 soft-cap cases."""
    assert len(CASES) == 152 and len(dict(CASES)) == 152 and set(dict(CASES)) >= FAST


def test_a_cache_wider_than_the_queries_is_computed_in_its_dtype():
    """bf16 queries over a float32 cache: JAX's products promote to float32 (no scales given), so
    only the output is rounded to bf16; ours were once computed on the cache rounded to bf16,
    several times further from float32's result than JAX's reference."""
    rng = np.random.default_rng()
    q = jnp.asarray(rng.standard_normal((16, 4, 128)), jnp.bfloat16)
    kv_pages = jnp.asarray(rng.standard_normal((8, 16, 4, 128)), jnp.float32)
    arrays = (kv_pages, jnp.asarray([60, 33], jnp.int32), jnp.asarray([[0, 1, 2, 3], [4, 5, 6, 7]], jnp.int32),
              jnp.asarray([0, 9, 16], jnp.int32), jnp.asarray([2], jnp.int32))
    exact = np.asarray(jax_rpa.ref_ragged_paged_attention(q.astype(jnp.float32), *arrays))
    error = lambda out: np.abs(np.asarray(out, np.float32) - exact).max()
    assert error(ragged_paged_attention(q, *arrays)) <= 1.25 * error(jax_rpa.ref_ragged_paged_attention(q, *arrays)) + 1e-3


def test_numpy_integer_block_sizes_are_taken_as_jax_takes_them():
    q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs, _ = jax_inputs(BASIC, (4, 2), 128, 16, jnp.float32, jnp.float32, 100)
    arrays = (q, kv_pages, kv_lens, page_indices, cu_q_lens)
    tuned = ragged_paged_attention(*arrays, num_seqs=num_seqs, num_queries_per_block=np.int32(32), num_kv_pages_per_block=np.int64(4),
                                   vmem_limit_bytes=np.int64(1 << 25))
    np.testing.assert_array_equal(tuned, ragged_paged_attention(*arrays, num_seqs=num_seqs, num_queries_per_block=32,
                                                                num_kv_pages_per_block=4))


@pytest.mark.parametrize("argument", ["kv_lens", "page_indices", "cu_q_lens"])
@pytest.mark.parametrize("dtype", [jnp.int16, jnp.uint32])
def test_jax_s_int32_arguments_are_int32_here_too(argument, dtype):
    """JAX's function raises a ValueError for these of any other integer type; so does ours."""
    q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs, _ = jax_inputs(BASIC, (32, 8), 128, 16, jnp.float32, jnp.float32, 1000)
    arrays = {"kv_lens": kv_lens, "page_indices": page_indices, "cu_q_lens": cu_q_lens}
    arrays[argument] = arrays[argument].astype(dtype)
    with pytest.raises(ValueError, match=f"{argument}: must be int32"):
        ragged_paged_attention(q, kv_pages, arrays["kv_lens"], arrays["page_indices"], arrays["cu_q_lens"], num_seqs=num_seqs)


@pytest.mark.parametrize(("option", "words"), [({"sliding_window": 0}, "must be positive"), ({"sliding_window": -1}, "must be positive"),
                                               ({"soft_cap": 0.0}, "must not be 0.0")])
def test_jax_s_refusals_are_ours(option, words):
    """JAX's test requires these ValueErrors; ours raises them before any work, naming the argument."""
    q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs, _ = jax_inputs(BASIC, (32, 8), 128, 16, jnp.float32, jnp.float32, 1000)
    with pytest.raises(ValueError, match=words):
        ragged_paged_attention(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs=num_seqs, **option)
