"""Serving: ragged paged attention against a float64 reference and JAX's reference, its page
walk (pages outside the mask never fetched), one compilation per static shape, refusals."""

import importlib.util
import json
import os
import subprocess
import sys

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from sparse_cli.contract import ContractError
from sparse_cli.serving import full_walk_pages, plan_walk, ragged_paged_attention, serving_mask
from sparse_cli.serving.measure import random_tree
from tests.support.cli import assert_clean_failure, invoke
from tests.support.contracts import EXAMPLE, ROOT
from tests.support.deviceless import deviceless_reports
from tests.support.serving import HEAD_DIM, TOLERANCE, batch, reference, run

#: The CLI end to end (interpreted runs and deviceless compiles): tens of seconds each.
end_to_end = pytest.mark.slow

CASES = [  # mask, dtype, soft_cap, (q_heads, kv_heads), page_size
    (None, np.float32, None, (2, 1), 16),
    ({"kind": "sliding_window", "size": 256}, jnp.bfloat16, 20.0, (4, 2), 32),
    ({"kind": "chunked_causal", "chunk": 512}, np.float32, 10.0, (4, 1), 64),
]


@pytest.mark.parametrize(("mask", "dtype", "soft_cap", "heads", "page_size"), CASES)
def test_mixed_ragged_batch_matches_float64(mask, dtype, soft_cap, heads, page_size):
    """Prefill (crossing chunk and window edges), chunked prefill and decode in one batch, pages
    in random order, GQA: equal to the float64 reference of the same semantics."""
    rng = np.random.default_rng(len(str(mask)))
    args = batch(rng, kv_lens=[700, 1030, 300, 1], q_lens=[700, 90, 1, 1], page_size=page_size, q_heads=heads[0],
                 kv_heads=heads[1], tokens=800, dtype=dtype)
    expected = reference(args, mask=mask, soft_cap=soft_cap, sm_scale=HEAD_DIM**-0.5)
    got = run(args, mask=mask, soft_cap=soft_cap, sm_scale=HEAD_DIM**-0.5)
    assert np.isfinite(got).all()
    assert np.abs(got - expected).max() < TOLERANCE[dtype]
    assert not got[792:].any()  # tokens past the batch


@pytest.mark.parametrize(("dtype", "fused"), [(np.float32, False), (jnp.bfloat16, False), (np.float32, True)])
def test_more_kv_heads_than_one_pass_unrolls_fold_in_groups(dtype, fused):
    """16 kv heads: a block's fold loops over groups of 8 (each group's rows read from a run-time
    offset into the page block), in JAX's interleaved cache and in one whose rows hold a head's K
    and V side by side; equal to the float64 reference."""
    from sparse_cli.serving.layout import CacheLayout

    kv_heads = 16
    assert CacheLayout("kv_row" if fused else "interleaved", kv_heads, HEAD_DIM, dtype).heads_per_fold == 8
    rng = np.random.default_rng(16)
    args = batch(rng, kv_lens=[300, 40], q_lens=[20, 1], page_size=16, q_heads=2 * kv_heads, kv_heads=kv_heads, tokens=32, dtype=dtype)
    mask = {"kind": "sliding_window", "size": 100}
    expected = reference(args, mask=mask, sm_scale=HEAD_DIM**-0.5)
    q, kv_pages, *rest = args
    if fused:  # [pages, page_size, kv_heads, 2 * head_dim]: each head's K then V in one row
        kv_pages = np.concatenate([kv_pages[:, :, 0::2], kv_pages[:, :, 1::2]], axis=-1)
    got = run((q, kv_pages, *rest), mask=mask, sm_scale=HEAD_DIM**-0.5)
    assert np.abs(got[:21] - expected[:21]).max() < TOLERANCE[dtype]


KINDS = [
    {"kind": "local", "left": 50, "right": 0, "offset": -30},
    {"kind": "prefix_lm", "prefix": 70},
    {"kind": "block_causal", "block": 48},
    {"kind": "dilated", "window": 8, "dilation": 4},
    {"kind": "or", "of": [{"kind": "global_tokens", "spans": [[0, 5], [100, 104]]}, {"kind": "sliding_window", "size": 33}]},
    {"kind": "and", "of": [{"kind": "causal"}, {"kind": "range", "kv": [40, 400]}]},
    {"kind": "or", "of": [{"kind": "global_tokens", "spans": [[0, 2], [20, 22], [40, 42], [60, 62], [80, 82]]},
                          {"kind": "sliding_window", "size": 16}]},  # 11 intervals: walked as their hull
]


@pytest.mark.parametrize("mask", KINDS, ids=[f"{i}-{mask['kind']}" for i, mask in enumerate(KINDS)])
def test_every_analytic_kind_matches_float64(mask):
    """Each kind's own intervals and tile classes drive the walk, on the device, exactly."""
    rng = np.random.default_rng(13)
    args = batch(rng, kv_lens=[230, 129], q_lens=[100, 1], page_size=16, tokens=104)
    got = run(args, mask=mask, sm_scale=HEAD_DIM**-0.5, num_kv_pages_per_block=2)
    assert np.abs(got - reference(args, mask=mask, sm_scale=HEAD_DIM**-0.5)).max() < 2e-5


def test_sinks_and_rows_that_see_nothing():
    """A sink joins every softmax denominator; a query that sees nothing gives zeros (with a
    sink as without: a sink carries no value)."""
    rng = np.random.default_rng(7)
    args = batch(rng, kv_lens=[300, 64], q_lens=[40, 8], page_size=16, q_heads=4, kv_heads=2)
    mask = {"kind": "and", "of": [{"kind": "sliding_window", "size": 100}, {"kind": "range", "kv": [0, 180]}]}
    sinks = np.array([0.5, -1.0, 2.0, 0.0], np.float32)
    scale = HEAD_DIM**-0.5
    expected = reference(args, mask=mask, sinks=sinks, sm_scale=scale)
    got = run(args, mask=mask, sinks=jnp.asarray(sinks), sm_scale=scale)
    assert np.abs(got - expected).max() < 2e-5
    plain = reference(args, mask=mask, sm_scale=scale)
    assert np.abs(expected - plain).max() > 1e-2  # the sinks matter
    without = run(args, mask=mask, sm_scale=scale)
    assert np.abs(without - plain).max() < 2e-5
    blind = 300 - 40 + np.arange(40) - 99 >= 180  # queries whose whole window lies beyond kv 180
    assert blind.any() and not got[:40][blind].any() and not without[:40][blind].any()


@pytest.mark.parametrize("sinks", [None, np.array([0.5, -1.0, 2.0, 0.0], np.float32)])
def test_totals_spread_over_the_lanes_match_float64(sinks):
    """Where an item may fold ``SPREAD_TOTALS_BLOCKS`` blocks of pages or more, each lane keeps
    its share of the rows' totals and the item's end sums them (a sink's weight in one lane):
    decodes and a prefill over up to 11 blocks of 128 keys, queries that see nothing among them,
    equal to float64; the same batch under a window of 100 (2 blocks) sums every fold."""
    from sparse_cli.serving.plan import mask_from_json, most_blocks
    from sparse_cli.serving.program import SPREAD_TOTALS_BLOCKS

    rng = np.random.default_rng(29)
    args = batch(rng, kv_lens=[1400, 1000, 700], q_lens=[1, 300, 1], page_size=64, q_heads=4, kv_heads=2)
    scale, sink = HEAD_DIM**-0.5, None if sinks is None else jnp.asarray(sinks)
    spans = {"kind": "and", "of": [{"kind": "causal"}, {"kind": "range", "kv": [750, 1400]}]}
    walks = lambda mask: most_blocks(mask_from_json(json.dumps(mask)), context=1408, block_q=16, page_size=64, pages_per_block=2)
    for mask, spread in ((spans, True), ({"kind": "sliding_window", "size": 100}, False)):
        assert (walks(mask) >= SPREAD_TOTALS_BLOCKS) is spread
        expected = reference(args, mask=mask, sinks=sinks, sm_scale=scale)
        got = run(args, mask=mask, sinks=sink, sm_scale=scale, num_kv_pages_per_block=2, num_queries_per_block=16)
        assert np.abs(got[:302] - expected[:302]).max() < 2e-5
        if spread:  # the prefill's queries 700..749 see no key under the spans, and output zeros
            assert not got[1:51].any() and np.abs(got[51:301]).max() > 1e-3


@pytest.mark.parametrize("mask", [{"kind": "causal"}, {"kind": "sliding_window", "size": 100}, {"kind": "chunked_causal", "chunk": 200},
                                  {"kind": "or", "of": [{"kind": "range", "kv": [0, 40]}, {"kind": "sliding_window", "size": 60}]}])
@pytest.mark.parametrize("per_block", [1, 3])
def test_most_blocks_is_the_longest_walk_a_dense_mask_gives(mask, per_block):
    """``most_blocks``: over items of 12 queries anywhere in 1,000 keys, the most blocks of
    ``per_block`` pages of 16 keys a walk folds, each run of pages its own walk, as the dense
    mask sees them."""
    from sparse_cli.serving.plan import mask_from_json, most_blocks

    rule, context, block_q, page_size = mask_from_json(json.dumps(mask)), 1000, 12, 16
    keys, longest = np.arange(context), 0
    for first in range(0, context, block_q):
        rows = np.arange(first, min(first + block_q, context))
        pages = np.unique(keys[np.asarray(rule.attends(rows[:, None], keys[None, :]), bool).any(axis=0)] // page_size)
        runs = np.split(pages, np.flatnonzero(np.diff(pages) > 1) + 1) if len(pages) else []
        longest = max(longest, sum(-(-len(run) // per_block) for run in runs))
    assert most_blocks(rule, context=context, block_q=block_q, page_size=page_size, pages_per_block=per_block) == longest


def test_equals_jax_reference_for_a_sliding_window():
    from jax.experimental.pallas.ops.tpu.ragged_paged_attention import kernel as jax_rpa

    rng = np.random.default_rng(3)
    args = batch(rng, kv_lens=[500, 257, 33], q_lens=[100, 1, 33], page_size=32, q_heads=4, kv_heads=2)
    options = {"sm_scale": 0.3, "soft_cap": 30.0, "k_scale": 0.5, "v_scale": 2.0}
    theirs = np.asarray(jax_rpa.ref_ragged_paged_attention(*(jnp.asarray(a) for a in args), sliding_window=128, **options))
    ours = run(args, mask={"kind": "sliding_window", "size": 128}, **options)
    assert np.abs(ours[:134] - theirs).max() < 2e-5
    assert np.array_equal(run(args, sliding_window=128, **options), ours)  # JAX's keyword, same meaning
    assert np.abs(reference(args, mask={"kind": "sliding_window", "size": 128}, **options)[:134] - theirs).max() < 2e-5


def test_pages_outside_the_window_are_never_fetched():
    """Every page the window cannot see is poisoned with NaN: the output stays finite and exact."""
    rng = np.random.default_rng(11)
    page_size, window = 16, 40
    q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs = batch(rng, kv_lens=[640, 333], q_lens=[1, 20],
                                                                    page_size=page_size)
    expected = reference((q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs), mask={"kind": "sliding_window", "size": window})
    poisoned = kv_pages.copy()
    for seq, (kv_len, q_len) in enumerate([(640, 1), (333, 20)]):
        first_visible = (kv_len - q_len - window + 1) // page_size
        poisoned[page_indices[seq, :first_visible]] = np.nan
        poisoned[page_indices[seq, -(-kv_len // page_size):]] = np.nan  # past kv_len
    got = run((q, poisoned, kv_lens, page_indices, cu_q_lens, num_seqs), mask={"kind": "sliding_window", "size": window},
              num_kv_pages_per_block=2)
    assert np.isfinite(got).all()
    assert np.abs(got - expected).max() < 2e-5


def _walks(mask, kv_len, seqs, page_size=64):
    kv_lens = jnp.full((seqs,), kv_len, jnp.int32)
    cu_q_lens = jnp.arange(seqs + 1, dtype=jnp.int32)
    num_seqs = jnp.array([seqs], jnp.int32)
    ours = plan_walk(serving_mask(mask, kv_len), kv_lens, cu_q_lens, num_seqs, tokens=seqs, block_q=16,
                     page_size=page_size, pages_per_block=4).pages_fetched()
    theirs = full_walk_pages(kv_lens, cu_q_lens, num_seqs, tokens=seqs, block_q=16, page_size=page_size)
    return int(ours.sum()), int(theirs.sum())


@pytest.mark.parametrize(("mask", "pages_per_seq"), [
    ({"kind": "sliding_window", "size": 128}, 2),  # tokens 32640..32767: pages 510 and 511
    ({"kind": "chunked_causal", "chunk": 8192}, 128),  # the last chunk: 24576..32767
    ({"kind": "or", "of": [{"kind": "sliding_window", "size": 64}, {"kind": "range", "kv": [0, 100]}]}, 1 + 2),
    (None, 512),
])
def test_decode_walk_at_32k_fetches_only_visible_pages(mask, pages_per_seq):
    """A decode batch at 32K context: pages fetched per kv head, against JAX's walk from page 0."""
    ours, theirs = _walks(mask, 32768, seqs=8)
    assert theirs == 8 * 512
    assert ours == 8 * pages_per_seq


def test_one_compilation_for_twenty_batches():
    """Random ragged batches of one static shape: the serving program compiles once, then
    nothing compiles at all (no retrace, no eager op on the way)."""
    rng = np.random.default_rng(5)
    compiles, first = [], []

    def listen(event, duration, **kwargs):
        if event == "/jax/core/compile/backend_compile_duration":
            compiles.append(kwargs.get("fun_name"))

    mask = {"kind": "sliding_window", "size": 48}
    jax.monitoring.register_event_duration_secs_listener(listen)
    try:
        for index in range(20):
            q_lens = rng.integers(1, 9, size=3)
            kv_lens = q_lens + rng.integers(0, 120, size=3)
            args = batch(rng, kv_lens=list(kv_lens), q_lens=list(q_lens)[:rng.integers(1, 4)], page_size=16, tokens=32,
                         max_seqs=3, pages_per_seq=8)
            got = run(args, mask=mask)
            assert np.abs(got - reference(args, mask=mask)).max() < 2e-5
            if index == 0:
                first, compiles = compiles, []
    finally:
        jax.monitoring.unregister_event_duration_listener(listen)
    assert first.count("jit(serve)") == 1
    assert compiles == []


@pytest.mark.parametrize(("change", "error", "message"), [
    ({"q": np.zeros((4, 3, HEAD_DIM), np.float32)}, ValueError, "q: 3 query heads are not a multiple of the 2 kv heads"),
    ({"kv_pages": np.zeros((4, 16, 3, HEAD_DIM), np.float32)}, ValueError, "kv_pages: axis 2"),
    ({"cu_q_lens": np.zeros((2,), np.int32)}, ValueError, "cu_q_lens"),
    ({"kv_lens": np.zeros((2,), np.float32)}, TypeError, "kv_lens: expected int32"),
    ({"mask": {"kind": "sliding_window", "size": 0}}, ContractError, "mask"),
    ({"mask": "causal"}, TypeError, "mask: expected a mask document"),
    ({"mask": {"kind": "per_head", "heads": [{"kind": "causal"}]}}, ContractError, "per_head masks are not supported"),
    ({"sinks": np.zeros((3,), np.float32)}, ValueError, "sinks: expected one logit per query head"),
    ({"soft_cap": 0.0}, ValueError, "soft_cap=0.0 must not be 0.0"),
    ({"k_scale": float("nan")}, ValueError, "k_scale: expected a finite number"),
    ({"sliding_window": 8, "mask": {"kind": "causal"}}, ValueError, "sliding_window: give either mask"),
    ({"sliding_window": 0}, ValueError, "sliding_window=0 must be positive"),
])
def test_bad_arguments_are_refused_naming_the_argument(change, error, message):
    arrays = {"q": np.zeros((4, 4, HEAD_DIM), np.float32), "kv_pages": np.zeros((4, 16, 4, HEAD_DIM), np.float32),
              "kv_lens": np.zeros((2,), np.int32), "page_indices": np.zeros((2, 2), np.int32),
              "cu_q_lens": np.zeros((3,), np.int32), "num_seqs": np.ones((1,), np.int32)}
    options = {}
    for key, value in change.items():
        (arrays if key in arrays else options)[key] = value
    with pytest.raises(error, match=message):
        ragged_paged_attention(*arrays.values(), **options)


def test_serving_is_reached_from_the_package_without_importing_it():
    """``import sparse_cli`` stays jax-free; ``sparse_cli.serving`` loads on first use."""
    code = ("import sys, sparse_cli; assert 'jax' not in sys.modules; "
            "print(sparse_cli.serving.ragged_paged_attention.__name__)")
    done = subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["ragged_paged_attention"]


COMPILE_128K = """
from sparse_cli.audit.serving import compile_deviceless
from sparse_cli.contract.serving import load_serving_contract
contract = load_serving_contract({"name": "c", "mask": {"kind": "sliding_window", "size": 128}, "softcap": 30.0, "shape": {
    "num_heads": 16, "num_kv_heads": 2, "head_dim": 128, "page_size": 64, "context": 131072, "max_seqs": 8, "tokens": 256}})
for draft in (None, 16):  # the plain program, and one that takes draft trees
    _, report = compile_deviceless(contract.model_copy(update={"max_draft": draft}), "v5e:2x2")
    print(report.model_dump_json())
"""


@pytest.mark.skipif(importlib.util.find_spec("libtpu") is None, reason="needs libtpu (the tpu extra)")
def test_serving_program_compiles_for_v5e_at_128k_without_a_tpu():
    """XLA:TPU and Mosaic compile the native program (a fresh process: libtpu's compile-only
    devices); the page table of 8 sequences x 2048 pages sits in SMEM and no cache copy appears."""
    for report in deviceless_reports(COMPILE_128K, 2):
        assert report["compiled"], report["failure"]
        assert report["memory"]["temp"] < 16 * 2**20  # far below the 1 GiB cache: the walk reads pages in place


def serving_contract(tmp_path, name="served", **fields):
    """A small serving contract file (pages of 16 tokens, 4 sequences of up to 512 tokens)."""
    document = {"name": name, "shape": {"num_heads": 4, "num_kv_heads": 2, "head_dim": HEAD_DIM, "dtype": "float32",
                                        "page_size": 16, "max_seqs": 4, "tokens": 64, "context": 512}, **fields}
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(document))
    return path


def _brute_force_pages(mask, kv_lens, q_lens, block_q, page_size, seen_by=None):
    """Pages per batch step holding a token some query of a work item attends (``seen_by``:
    the dense predicate; None: every token below ``kv_len``), counted per work item."""
    total = 0
    for kv_len, q_len in zip(kv_lens, q_lens):
        positions = kv_len - q_len + np.arange(q_len)
        for start in range(0, q_len, block_q):
            rows = positions[start:start + block_q]
            kv = np.arange(kv_len)
            seen = np.ones((len(rows), kv_len), bool) if seen_by is None else np.asarray(seen_by(rows[:, None], kv[None, :]), bool)
            total += len(np.unique(kv[seen.any(axis=0)] // page_size))
    return total


@pytest.mark.parametrize("mask", [
    {"kind": "sliding_window", "size": 40}, {"kind": "chunked_causal", "chunk": 96}, {"kind": "causal"},
    # unions of intervals out of order, overlapping or not: the walk sorts them and makes them disjoint
    {"kind": "or", "of": [{"kind": "range", "kv": [200, 230]}, {"kind": "sliding_window", "size": 30}, {"kind": "range", "kv": [0, 10]}]},
    {"kind": "or", "of": [{"kind": "sliding_window", "size": 24}, {"kind": "range", "kv": [0, 300]}]},
])
def test_pages_fetched_match_the_pages_a_dense_mask_sees(mask, rng):
    """classify's page counts on random mixed batches: ours are exactly the pages holding a
    visible token (windows, chunks, causal rows and spans of keys are intervals), JAX's every
    page below kv_len."""
    from sparse_cli.contract.serving import load_serving_contract
    from sparse_cli.serving.measure import page_counter, random_batch

    contract = load_serving_contract({"name": "walks", "mask": mask, "block_q": 8, "shape": {
        "num_heads": 4, "num_kv_heads": 2, "head_dim": 8, "page_size": 16, "max_seqs": 5, "tokens": 96, "context": 400}})
    count_pages = page_counter(contract)
    for _ in range(5):
        drawn = random_batch(contract, rng)
        assert drawn.q_lens.sum() <= 96 and np.all(drawn.q_lens <= drawn.kv_lens) and drawn.kv_lens.max() <= 400
        counts = count_pages(drawn)
        rule = contract.kernel_mask
        assert counts["ours"] == _brute_force_pages(rule, drawn.kv_lens, drawn.q_lens, 8, 16, rule.attends)
        assert counts["jax"] == _brute_force_pages(rule, drawn.kv_lens, drawn.q_lens, 8, 16)
        assert counts["ours"] <= counts["vllm_v3"] <= counts["jax"]


@end_to_end
def test_classify_and_verify_take_a_serving_contract(tmp_path):
    """classify walks random batches (JSON figures), verify checks random ragged batches against
    float64 in the interpreter; a sliding window fetches far fewer pages than JAX's walk."""
    path = serving_contract(tmp_path, mask={"kind": "sliding_window", "size": 32}, softcap=20.0, sinks=True)
    result = invoke("classify", path, "--json", "--check")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["pages"]["ours"]["max"] <= report["pages"]["jax"]["max"]
    assert report["pages_total"]["ours"] < report["pages_total"]["jax"]
    assert report["smem_bytes"]["ours"] > 4 * 4 * 32  # the page table of 4 sequences x 32 pages, and the walk
    result = invoke("verify", path, "--json", "--seed", "3")
    assert result.exit_code == 0, result.output
    verdict = json.loads(result.stdout)
    assert verdict["passed"] and len(verdict["batches"]) == 3
    assert all(b["max_error"] < 2e-5 for b in verdict["batches"])


@pytest.mark.parametrize(("fields", "words"), [
    ({"mask": {"kind": "per_head", "heads": [{"kind": "causal"}]}}, ["per_head masks are not supported"]),
    ({"shape": {"num_heads": 4, "head_dim": 8, "page_size": 16, "max_seqs": 4, "tokens": 64, "context": 500}},
     ["not a whole number of 16-token pages"]),
    ({"block_q": 0}, ["block_q"]),
    ({"shape": {"num_heads": 4, "head_dim": 8, "page_size": 16, "max_seqs": 16384, "tokens": 64, "context": 1 << 20}},
     ["entries, more than any TPU's SMEM holds"]),
])
def test_bad_serving_contracts_are_refused(tmp_path, fields, words):
    path = serving_contract(tmp_path, **fields)
    for command in ("classify", "verify"):
        assert_clean_failure(invoke(command, path), *words)


def test_plan_refuses_a_serving_contract_and_other_options_are_named(tmp_path):
    """plan takes training contracts; run, verify and compile refuse options that do not apply."""
    path = serving_contract(tmp_path)
    assert_clean_failure(invoke("plan", path, "--out", tmp_path / "plan"), "a serving contract")
    assert not (tmp_path / "plan").exists()
    assert_clean_failure(invoke("verify", path, "--grads"), "only --seed, --scale-down and --json apply")
    assert_clean_failure(invoke("run", path, "--mesh", "heads=1,q=2"), "only --steps, --warmup, --scale-down, --seed and --json apply")
    assert_clean_failure(invoke("compile", path, "--backend", "pallas"), "apply to training contracts only")
    assert_clean_failure(invoke("compile", path, "--grads"), "no backward pass for --grads")  # never a check passed without one
    assert_clean_failure(invoke("classify", path, "--width", "40"), "--width: a serving contract's classification takes none")
    assert_clean_failure(invoke("classify", EXAMPLE, path), "classified on their own", path.name)  # the serving one named


@end_to_end
def test_compile_locks_and_sweeps_a_serving_contract(tmp_path):
    """One ``serve`` program per serving contract: locked, checked, drift named when the mask
    changes, and 6 random batches of its shape trace and lower once."""
    path = serving_contract(tmp_path, mask={"kind": "chunked_causal", "chunk": 64})
    lock = tmp_path / "serving.lock"
    result = invoke("compile", path, "--lock", lock, "--update", "--sweep", "6", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    (entry,) = report["entries"]
    assert entry["pass"] == "serve" and [k["name"] for k in entry["kernels"]] == ["sparse_ragged_paged_attention"]
    (swept,) = report["sweeps"]
    assert swept["passed"] and swept["payloads"] == 6 and swept["traces"] == 1 and swept["lowerings"] == 1
    assert invoke("compile", path, "--lock", lock, "--check").exit_code == 0
    path.write_text(path.read_text().replace('"chunk": 64', '"chunk": 128'))
    drifted = invoke("compile", path, "--lock", lock, "--check", "--json")
    assert drifted.exit_code == 1 and "mask" in json.dumps(json.loads(drifted.stdout)["drift"])


@end_to_end
def test_run_a_serving_contract(tmp_path):
    """Random batches through one program, labelled as interpreted, with the kernel as receipt."""
    path = serving_contract(tmp_path, mask={"kind": "sliding_window", "size": 32}, sinks=True)
    result = invoke("run", path, "--steps", "3", "--warmup", "1", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["execution"] == "interpret" and report["compilations"] == 1
    assert report["kernels"] == ["sparse_ragged_paged_attention"]
    assert report["pages_median"]["ours"] <= report["pages_median"]["jax"]


@end_to_end
def test_run_refuses_a_cache_too_large_to_interpret_and_scales_it_down(tmp_path):
    """A cache the interpreter cannot hold here is refused with the way out; --scale-down runs
    the same heads, pages and mask at a shorter context."""
    path = serving_contract(tmp_path, mask={"kind": "sliding_window", "size": 32})
    document = json.loads(path.read_text())
    document["shape"] |= {"max_seqs": 64, "context": 1 << 16, "head_dim": 128}
    path.write_text(json.dumps(document))
    # the longest context that fits: 64 sequences x c tokens x 2 kv heads x 2 (k, v) x 128 + 64 x 4 x 128 queries <= 2^25
    fits = (2**25 - 64 * 4 * 128) // (64 * 2 * 2 * 128) // 16 * 16
    for command in ("run", "verify"):
        assert_clean_failure(invoke(command, path, "--scale-down", 1 << 16), "too many to execute in interpret mode", f"--scale-down {fits}")
    result = invoke("run", path, "--steps", "1", "--warmup", "0", "--scale-down", "256", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["contract"]["shape"]["context"] == 256


@pytest.mark.parametrize(("mask", "dtype"), [(None, np.float32), ({"kind": "sliding_window", "size": 40}, jnp.bfloat16)])
def test_draft_trees_per_sequence_match_float64(mask, dtype, rng):
    """Speculative decoding: each sequence's new tokens form a random draft tree (a query sees
    the prefix by the mask and, among the new tokens, its ancestors); a prefill in the same batch
    has all-true rows past the tree's width and follows the mask alone."""
    q_lens, kv_lens, draft = [5, 40, 30], [90, 60, 70], 32  # the 40-token prefill is wider than the trees
    args = batch(rng, kv_lens, q_lens, page_size=16, q_heads=4, kv_heads=2, dtype=dtype, tokens=80)
    tree = np.ones((80, draft), bool)
    start = 0
    for q_len in q_lens:
        if q_len <= draft:  # a draft sequence: its tree; the prefill keeps all-true rows
            tree[start:start + q_len, :q_len] = random_tree(rng, q_len)
        start += q_len
    options = {"mask": mask, "soft_cap": 20.0, "sm_scale": 0.1}
    # one-page kv steps: a later query block of a draft sees whole pages of earlier draft tokens
    got = run(args, draft_tree=jnp.asarray(tree), num_queries_per_block=8, num_kv_pages_per_block=1, **options)
    want = reference(args, draft_tree=tree, **options)
    assert np.abs(got - want)[:start].max() < TOLERANCE[dtype]
    plain = reference(args, **options)
    assert np.abs(plain - want)[:start].max() > 1e-3  # the trees changed what the drafts see


def test_a_draft_tree_of_the_wrong_shape_is_refused():
    arrays = batch(np.random.default_rng(0), [20], [4], page_size=16)
    with pytest.raises(ValueError, match="draft_tree: expected"):
        ragged_paged_attention(*(jnp.asarray(a) for a in arrays), draft_tree=jnp.ones((3, 4), bool))


@end_to_end
def test_a_serving_contract_with_draft_trees_verifies_runs_and_sweeps(tmp_path):
    """max_draft: every batch gives random draft trees (sequences of at most that many new
    tokens), checked against float64, run and swept through one program."""
    path = serving_contract(tmp_path, max_draft=8, sinks=True, block_q=8)
    verdict = invoke("verify", path, "--json", "--seed", "5")
    assert verdict.exit_code == 0, verdict.output
    assert all(b["max_error"] < 2e-5 for b in json.loads(verdict.stdout)["batches"])
    assert invoke("run", path, "--steps", "2", "--warmup", "0").exit_code == 0
    swept = invoke("compile", path, "--sweep", "4", "--json")
    assert swept.exit_code == 0, swept.output
    assert json.loads(swept.stdout)["sweeps"][0]["passed"]


@end_to_end
@pytest.mark.skipif(importlib.util.find_spec("libtpu") is None, reason="needs libtpu (the tpu extra)")
def test_compile_schedule_reads_the_serving_kernels_schedule(tmp_path):
    """``compile --deviceless --schedule`` reports the serving kernel's final schedule with the
    work of a decode step (every sequence at the full context): its tiles are the page blocks the
    walk folds, full and partial tiles take their own paths, and a window's step costs a fraction
    of a causal one's."""
    from sparse_cli.contract.serving import load_serving_contract
    from sparse_cli.serving.measure import decode_step, walk_work

    cycles = {}
    for name, mask in (("causal", {"kind": "causal"}), ("window", {"kind": "sliding_window", "size": 64})):
        path = serving_contract(tmp_path, name=name, mask=mask, shape={"num_heads": 8, "num_kv_heads": 2, "head_dim": 128,
                                                                       "dtype": "bfloat16", "page_size": 64, "max_seqs": 4,
                                                                       "tokens": 64, "context": 8192})
        result = invoke("compile", path, "--deviceless", "v5e:2x2", "--schedule", "--json")
        assert result.exit_code == 0, result.output
        (entry,) = json.loads(result.stdout)["entries"]
        schedule = entry["deviceless"]["schedule"]
        (kernel,) = [k for k in schedule["kernels"] if k["name"].startswith("sparse_ragged_paged_attention")]
        done = walk_work(load_serving_contract(path), decode_step(load_serving_contract(path)))
        assert kernel["work"]["tiles"] == done.blocks and kernel["work"]["partial_tiles"] == done.partial_blocks
        assert kernel["work"]["steps"] == done.items and kernel["scheduled_cycles"] > 0
        assert kernel["paths"]["full_tile"] < kernel["paths"]["partial_tile"]
        cycles[name] = kernel["scheduled_cycles"]
    assert cycles["window"] < cycles["causal"] / 5


def test_classify_says_whether_the_scalar_prefetch_fits_without_check(tmp_path):
    """The human view names the verdict (fits / does not fit) as the training classify does;
    --check turns the second into exit 1."""
    small = invoke("classify", serving_contract(tmp_path))
    assert small.exit_code == 0, small.output
    assert "Scalar prefetch (SMEM): fits" in small.stdout
    # 2,048 sequences x 256 pages of 4-byte entries: 2 MiB of page table, over a chip's 1 MiB of SMEM
    big = serving_contract(tmp_path, "big", shape={"num_heads": 4, "head_dim": 8, "page_size": 16, "max_seqs": 2048, "tokens": 2048,
                                                  "context": 4096})
    over = invoke("classify", big)
    assert over.exit_code == 0, over.output
    assert "Scalar prefetch (SMEM): does not fit" in over.stdout
    assert invoke("classify", big, "--check").exit_code == 1
