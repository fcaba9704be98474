"""Serving under hostile input: nothing outside a sequence's own pages is read (sentinel pages
around the cache, traced values), concrete batches are refused by name, hidden keys never reach
the output, and JAX's keywords keep their meaning."""

import functools
import inspect
import os
import subprocess
import sys

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from sparse_cli.contract.serving import MAX_BLOCK_Q
from sparse_cli.serving import plan_walk, ragged_paged_attention, serving_mask, validate_inputs
from tests.support.contracts import ROOT
from tests.support.serving import HEAD_DIM, batch, reference, run
from tests.support.tolerances import serving_absolute

PAGE, PAGES_PER_SEQ, TOKENS = 16, 4, 32
OWNED = range(4, 16)  # the sequences' pages; pages 0-3 and 16-19 are sentinels
MASK = {"kind": "sliding_window", "size": 24}


def sentinel_batch(seed=0):
    """Three sequences (a prefill, a decode, a chunk) whose pages lie in the middle of a cache of
    20 pages, in random order; every other page holds NaN keys and values."""
    rng = np.random.default_rng(seed)
    print("seed", seed)
    kv_pages = np.full((20, PAGE, 2, HEAD_DIM), np.nan, np.float32)
    kv_pages[OWNED] = rng.standard_normal((len(OWNED), PAGE, 2, HEAD_DIM))
    page_indices = rng.permutation(np.array(OWNED)).reshape(3, PAGES_PER_SEQ).astype(np.int32)
    q = rng.standard_normal((TOKENS, 2, HEAD_DIM)).astype(np.float32)
    return {"q": q, "kv_pages": kv_pages, "kv_lens": np.array([40, 64, 20], np.int32), "page_indices": page_indices,
            "cu_q_lens": np.array([0, 5, 6, 26], np.int32), "num_seqs": np.array([3], np.int32)}


def _set(name, index, value):
    def change(arrays):
        arrays[name][index] = value
    return change


HOSTILE = {  # name: (change, whether a sequence or the batch is unsound)
    "page 99 of a 20-page cache": (_set("page_indices", (0, 1), 99), "sequence"),
    "page -1": (_set("page_indices", (1, 0), -1), "sequence"),
    "page -2**31": (_set("page_indices", (2, 1), -2**31), "sequence"),
    "kv_len past its pages": (_set("kv_lens", 2, PAGES_PER_SEQ * PAGE + 1), "sequence"),
    "kv_len negative": (_set("kv_lens", 0, -5), "sequence"),
    "kv_len 2**31-1": (_set("kv_lens", 1, 2**31 - 1), "sequence"),
    "q_len above kv_len": (_set("kv_lens", 2, 10), "sequence"),
    "cu_q_lens falling": (_set("cu_q_lens", 2, 3), "batch"),
    "cu_q_lens negative": (_set("cu_q_lens", 0, -3), "batch"),
    "queries past q's tokens": (_set("cu_q_lens", 3, TOKENS + 8), "batch"),
    "num_seqs 5 of 3": (_set("num_seqs", 0, 5), "batch"),
    "num_seqs -1": (_set("num_seqs", 0, -1), "batch"),
    "out-of-range page past kv_len": (_set("page_indices", (2, 3), 99), None),  # unused: JAX's rule, a valid batch
    "queries from token 2": (lambda a: a.__setitem__("cu_q_lens", np.array([2, 7, 8, 28], np.int32)), None),
    "no sequences": (_set("num_seqs", 0, 0), None),
}


@functools.cache
def _jitted():
    return jax.jit(functools.partial(ragged_paged_attention, mask=MASK, sm_scale=HEAD_DIM**-0.5, num_kv_pages_per_block=2))


def _compare(got, want, tolerance=2e-5):
    """Equal to the float64 reference: the same rows non-finite, the others within ``tolerance``."""
    bad_got, bad_want = ~np.isfinite(got).all(axis=-1), ~np.isfinite(want).all(axis=-1)
    np.testing.assert_array_equal(bad_got, bad_want)
    assert np.abs(np.where(bad_want[..., None], 0.0, got - want)).max() < tolerance


@pytest.mark.parametrize("case", list(HOSTILE))
def test_traced_hostile_batches_read_nothing_outside_their_own_pages(case):
    """Under jit (no value can be checked) every hostile batch gives the documented result: the
    sound sequences exact (no sentinel NaN reaches them), an unsound sequence NaN rows, an unsound
    batch NaN everywhere; and the walk the kernel runs fetches only pages sound sequences list
    below their kv_len."""
    arrays = sentinel_batch()
    change, unsound = HOSTILE[case]
    change(arrays)
    args = tuple(arrays.values())
    got = np.asarray(_jitted()(*(jnp.asarray(a) for a in args)), np.float64)
    want = reference(args, mask=MASK, sm_scale=HEAD_DIM**-0.5)
    _compare(got, want)
    nan_rows = np.isnan(want).all(axis=(1, 2))
    assert nan_rows.all() if unsound == "batch" else nan_rows.any() == (unsound == "sequence")
    assert np.isfinite(got[~nan_rows]).all()

    kv_lens, page_indices = arrays["kv_lens"], arrays["page_indices"]
    walk = plan_walk(serving_mask(MASK, PAGES_PER_SEQ * PAGE), *(jnp.asarray(arrays[k]) for k in ("kv_lens", "cu_q_lens", "num_seqs")),
                     tokens=TOKENS, block_q=16, page_size=PAGE, pages_per_block=2, page_indices=jnp.asarray(page_indices),
                     pages=20)
    seqs, starts, ends = (np.asarray(x) for x in (walk.seq, walk.page_start, walk.page_end))
    slots = walk.slots
    for item, seq in enumerate(seqs):
        for j in np.concatenate([np.arange(starts[item * slots + s], ends[item * slots + s]) for s in range(slots)]):
            assert 0 <= j < PAGES_PER_SEQ and j * PAGE < kv_lens[seq] and page_indices[seq, j] in OWNED
            assert not nan_rows[arrays["cu_q_lens"][seq]]  # a sequence with NaN rows fetches nothing


def test_a_huge_kv_len_under_jit_walks_no_more_pages_than_the_sequence_has():
    """kv_len 2**31-1 over 4 listed pages: the walk's blocks are bounded by pages_per_seq (here
    none: the sequence is unsound), and the call returns."""
    arrays = sentinel_batch(1)
    arrays["kv_lens"][1] = 2**31 - 1
    arrays["cu_q_lens"] = np.array([0, 5, 30, 31], np.int32)  # a prefill of 25 queries: two work items
    walk = plan_walk(serving_mask(None, PAGES_PER_SEQ * PAGE), *(jnp.asarray(arrays[k]) for k in ("kv_lens", "cu_q_lens", "num_seqs")),
                     tokens=TOKENS, block_q=16, page_size=PAGE, pages_per_block=1, page_indices=jnp.asarray(arrays["page_indices"]),
                     pages=20)
    blocks = np.asarray(walk.blocks).reshape(len(np.asarray(walk.seq)), walk.slots).sum(axis=1)
    assert blocks.max() <= PAGES_PER_SEQ
    got = np.asarray(jax.jit(ragged_paged_attention)(*(jnp.asarray(a) for a in arrays.values())))
    assert np.isnan(got[5:30]).all() and np.isfinite(got[:5]).all() and np.isfinite(got[30]).all()


REFUSALS = {  # change to a sound batch: words the ValueError must hold (argument, sequence, bound)
    "page 99 of a 20-page cache": ("page_indices", "sequence 0's page 1 is 99", r"\[0, 20\)"),
    "page -1": ("page_indices", "sequence 1's page 0 is -1", r"\[0, 20\)"),
    "kv_len past its pages": ("kv_lens", "sequence 2 has kv_len 65", r"\[0, 64\]"),
    "kv_len negative": ("kv_lens", "sequence 0 has kv_len -5", r"\[0, 64\]"),
    "kv_len 2**31-1": ("kv_lens", "sequence 1 has kv_len 2147483647", r"\[0, 64\]"),
    "q_len above kv_len": ("cu_q_lens", "sequence 2 has 20 queries but kv_len 10", "q_len <= kv_len"),
    "cu_q_lens falling": ("cu_q_lens", r"sequence 1 ends before it starts \(cu_q_lens\[1\] = 5 > cu_q_lens\[2\] = 3\)",
                          "must not decrease"),
    "cu_q_lens negative": ("cu_q_lens", r"cu_q_lens\[0\] = -3 is negative",),
    "queries past q's tokens": ("cu_q_lens", r"end at token 40 \(cu_q_lens\[3\]\)", "past q's 32 tokens"),
    "num_seqs 5 of 3": ("num_seqs", "5 sequences", r"outside \[0, 3\]"),
    "num_seqs -1": ("num_seqs", "-1 sequences", r"outside \[0, 3\]"),
}


@pytest.mark.parametrize("case", list(REFUSALS))
def test_concrete_hostile_batches_are_refused_naming_argument_sequence_and_bound(case):
    arrays = sentinel_batch()
    HOSTILE[case][0](arrays)
    pattern = "^" + ".*".join(REFUSALS[case])
    with pytest.raises(ValueError, match=pattern):
        validate_inputs(*arrays.values())
    with pytest.raises(ValueError, match=pattern):  # the entry point validates concrete arrays itself
        ragged_paged_attention(*arrays.values(), mask=MASK)
    with pytest.raises(ValueError, match=pattern):  # also when they live on the device
        ragged_paged_attention(*(jnp.asarray(a) for a in arrays.values()), mask=MASK)


def test_duplicate_pages_are_refused_unless_a_shared_prefix():
    """A page listed twice by one sequence, or holding a sequence's new tokens while another
    lists it, is refused; pages before the new tokens may be shared (prefix caching), and such a
    batch is served exactly."""
    arrays = sentinel_batch(2)
    twice = {**arrays, "page_indices": arrays["page_indices"].copy()}
    twice["page_indices"][0, 2] = twice["page_indices"][0, 0]
    with pytest.raises(ValueError, match=r"^page_indices: sequence 0 lists page \d+ twice \(its pages 0 and 2\)"):
        validate_inputs(*twice.values())
    written = {**arrays, "page_indices": arrays["page_indices"].copy()}
    written["page_indices"][0, 0] = written["page_indices"][2, 1]  # sequence 2's chunk writes its tokens 0-19: pages 0 and 1
    with pytest.raises(ValueError, match=r"^page_indices: page \d+ holds sequence 2's new tokens and is also listed by sequence 0"):
        validate_inputs(*written.values())
    shared = {**arrays, "page_indices": arrays["page_indices"].copy(), "kv_lens": np.array([40, 64, 36], np.int32)}
    shared["page_indices"][2, :2] = shared["page_indices"][1, :2]  # sequence 2 writes tokens 16-35: pages 1 and 2
    with pytest.raises(ValueError, match="holds sequence 2's new tokens"):
        validate_inputs(*shared.values())
    shared["page_indices"][2, 1] = arrays["page_indices"][2, 1]  # now only page 0 (tokens 0-15) is shared
    validate_inputs(*shared.values())
    args = tuple(shared.values())
    _compare(run(args, mask=MASK), reference(args, mask=MASK))


def hidden_value_batch(position, where, value, dtype=np.float32):
    """One causal prefill of 48 queries over 48 tokens (pages in order) with ``value`` planted in
    kv head 0's K or V (``where``) at ``position``."""
    rng = np.random.default_rng(position)
    print("seed", position)
    args = batch(rng, kv_lens=[48], q_lens=[48], page_size=PAGE, q_heads=4, kv_heads=2, spare_pages=0, dtype=dtype)
    kv_pages, page_indices = args[1], args[3]
    page = page_indices[0, position // PAGE]
    kv_pages[page, position % PAGE, 0 if where == "K" else 1, ::3] = value
    return args


@pytest.mark.parametrize("dtype", [np.float32, jnp.bfloat16])  # bfloat16: K and V cleaned as the halves of 32-bit words
@pytest.mark.parametrize("mask", [None, {"kind": "sliding_window", "size": 8}])
@pytest.mark.parametrize(("where", "value"), [("V", np.nan), ("V", np.inf), ("V", -np.inf), ("K", np.nan), ("K", np.inf)])
def test_a_non_finite_key_or_value_reaches_only_the_rows_that_see_it(mask, where, value, dtype):
    """A NaN or infinite K or V at token 20 of a fetched page: rows that do not see it (queries
    before it, and past the window) stay exact, rows that see it are non-finite — as in float64."""
    args = hidden_value_batch(20, where, value, dtype)
    got, want = run(args, mask=mask, num_kv_pages_per_block=1), reference(args, mask=mask)
    _compare(got, want, serving_absolute(dtype))
    hidden = np.arange(48) < 20 if mask is None else (np.arange(48) < 20) | (np.arange(48) >= 28)
    assert np.isfinite(got[hidden]).all()
    if (where, value) != ("K", np.inf):  # an infinite key may score -inf for a row that sees it: weight 0
        assert not np.isfinite(got[~hidden, :2]).all(axis=-1).any()
    assert np.isfinite(got[:, 2:]).all()  # the other kv head's query heads


@pytest.mark.parametrize("dtype", [np.float32, jnp.bfloat16])
@pytest.mark.parametrize(("mask", "pages_per_block"), [(None, 1), ({"kind": "sliding_window", "size": 20}, 2)])
def test_non_finite_values_past_kv_len_in_its_last_page_are_never_read(mask, pages_per_block, dtype):
    """kv_len 45 over pages of 16: the last page's 3 tokens past kv_len hold NaN and infinities in
    K and V; every row stays finite and equal to the float64 reference."""
    rng = np.random.default_rng(45)
    args = batch(rng, kv_lens=[45, 7], q_lens=[30, 7], page_size=PAGE, q_heads=4, kv_heads=2, dtype=dtype)
    want = reference(args, mask=mask)
    kv_pages, page_indices = args[1], args[3]
    for seq, kv_len in enumerate((45, 7)):
        page = page_indices[seq, kv_len // PAGE]
        kv_pages[page, kv_len % PAGE:, 0::2] = np.nan
        kv_pages[page, kv_len % PAGE:, 1::2] = np.inf
    got = run(args, mask=mask, num_kv_pages_per_block=pages_per_block)
    assert np.isfinite(got).all()
    _compare(got, want, serving_absolute(dtype))


def test_sinks_take_array_likes_and_refuse_non_numbers():
    args = batch(np.random.default_rng(4), kv_lens=[50, 20], q_lens=[10, 3], page_size=PAGE, q_heads=4, kv_heads=2)
    sinks = [0.5, -1.0, 2.0, 0.0]
    want = reference(args, sinks=sinks)
    for given in (sinks, tuple(sinks), np.array(sinks), jnp.array(sinks, jnp.bfloat16).astype(jnp.float32)):
        assert np.abs(run(args, sinks=given) - want).max() < 2e-5
    with pytest.raises(TypeError, match="^sinks: expected real numbers"):
        run(args, sinks=["a", "b", "c", "d"])
    with pytest.raises(ValueError, match=r"^sinks: expected one logit per query head, shape \(4,\)"):
        run(args, sinks=[1.0, 2.0])


def test_an_integer_draft_tree_reads_nonzero_as_true():
    """-1 (and any nonzero) in an int8 tree is true, in the kernel as in the reference."""
    rng = np.random.default_rng(6)
    args = batch(rng, kv_lens=[40, 30], q_lens=[6, 5], page_size=PAGE, q_heads=2, kv_heads=1)
    tree = rng.integers(-2, 2, size=(11, 8)).astype(np.int8)
    got = run(args, draft_tree=jnp.asarray(tree), num_queries_per_block=8, num_kv_pages_per_block=1)
    assert np.array_equal(got, run(args, draft_tree=jnp.asarray(tree != 0), num_queries_per_block=8, num_kv_pages_per_block=1))
    assert np.abs(got - reference(args, draft_tree=tree)).max() < 2e-5
    assert np.abs(got - reference(args, draft_tree=tree == 1)).max() > 1e-3  # the -1 entries matter


def test_block_sizes_are_bounded_and_none_means_the_default():
    args = batch(np.random.default_rng(8), kv_lens=[30, 9], q_lens=[5, 3], page_size=PAGE)
    with pytest.raises(ValueError, match=rf"^num_queries_per_block: expected an int in \[1, {MAX_BLOCK_Q}\]"):
        run(args, num_queries_per_block=10**7)
    with pytest.raises(ValueError, match=r"^num_kv_pages_per_block: expected an int in \[1, 2\]"):
        run(args, num_kv_pages_per_block=3)
    default = run(args)
    assert np.array_equal(run(args, num_queries_per_block=None, num_kv_pages_per_block=None), default)
    assert np.abs(run(args, num_queries_per_block=MAX_BLOCK_Q) - default).max() < 2e-6  # 8 tokens: blocks of 8
    assert np.abs(default - reference(args)).max() < 2e-5


def test_every_keyword_of_jax_is_taken_with_its_meaning():
    """JAX's keywords (its signature, read here) are ours; mask_value: JAX's default, -inf and
    any value <= -1e9 mask as JAX's kernel does (equal to JAX's reference); larger ones are refused."""
    from jax.experimental.pallas.ops.tpu.ragged_paged_attention import kernel as jax_rpa

    for theirs, ours in ((jax_rpa.ragged_paged_attention, ragged_paged_attention),
                         (jax_rpa.dynamic_validate_inputs, validate_inputs)):
        assert set(inspect.signature(theirs).parameters) <= set(inspect.signature(ours).parameters)
    args = batch(np.random.default_rng(9), kv_lens=[70, 33], q_lens=[20, 1], page_size=PAGE, q_heads=4, kv_heads=2)
    options = {"sm_scale": 0.2, "sliding_window": 24, "soft_cap": 25.0, "k_scale": 0.5, "v_scale": 2.0,
               "num_kv_pages_per_block": 2, "num_queries_per_block": 8, "vmem_limit_bytes": 1 << 24}
    expected = np.asarray(jax_rpa.ref_ragged_paged_attention(*(jnp.asarray(a) for a in args), **{
        k: v for k, v in options.items() if k not in ("num_kv_pages_per_block", "num_queries_per_block", "vmem_limit_bytes")}))
    for mask_value in (jax_rpa.DEFAULT_MASK_VALUE, -np.inf):
        assert np.abs(run(args, mask_value=mask_value, **options) - expected).max() < 2e-5
    for mask_value in (None, -1e9, np.float32(-1e30)):  # the same program: accepted is enough
        validate_inputs(*args, **options, mask_value=mask_value)
    for mask_value in (-1.0, -1e8, float("nan"), 5.0):
        with pytest.raises(ValueError, match="^mask_value: masked keys take no weight"):
            run(args, mask_value=mask_value)
    for bad, words in (({"sliding_window": 0}, "size"), ({"num_queries_per_block": 10**7}, "num_queries_per_block"),
                       ({"mask_value": -1.0}, "mask_value"), ({"soft_cap": float("inf")}, "soft_cap")):
        with pytest.raises(ValueError, match=words):
            validate_inputs(*args, **{**options, **bad})


TRACED_ONCE = """
import numpy as np, jax, jax.numpy as jnp
{imports}
traces = []

@jax.jit
def step(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs):
    traces.append(1)
    return {call}(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs)

q = jnp.ones((8, 2, 128), jnp.float32)
kv_pages = jnp.ones((4, 16, 2, 128), jnp.float32)
args = (q, kv_pages, jnp.array([20, 8], jnp.int32), jnp.array([[0, 1], [2, 3]], jnp.int32), jnp.array([0, 4, 8], jnp.int32),
        jnp.array([2], jnp.int32))
for _ in range(3):
    step(*args).block_until_ready()
print(len(traces))
"""


@pytest.mark.parametrize(("imports", "call"), [
    ("import sparse_cli.serving as serving", "serving.ragged_paged_attention"),
    ("import sparse_cli", "sparse_cli.serving.ragged_paged_attention"),
    ("from sparse_cli.serving import ragged_paged_attention", "ragged_paged_attention"),
])
def test_a_jitted_caller_is_traced_once(imports, call):
    """A fresh interpreter that imports jax first: the caller's function traces once, however it
    reaches the entry point (loading Pallas inside the trace made jax 0.12 trace it again)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "JAX_PLATFORMS": "cpu"}
    done = subprocess.run([sys.executable, "-c", TRACED_ONCE.format(imports=imports, call=call)], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split()[-1] == "1"
