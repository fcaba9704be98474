"""Every verdict sparse-cli prints is a fact about the program that runs (issue: no false "OK").

Each test below pins one verdict to its source of truth: SMEM to the scalar-prefetch operands
of the lowered program, FLOPs and backend to the program chosen for the target, "verified" to
the backend that runs natively, overflow to NaN or a refusal, never a truncated result.
"""

import json

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import sparse_cli
from sparse_cli.audit.canonical import canonicalize
from sparse_cli.audit.lowering import export_attention
from sparse_cli.backends import BackendRefused, NoNativeKernel, choose
from sparse_cli.backends.launches import launch_capacity
from sparse_cli.cli.training import executable
from sparse_cli.contract import explicit_masks, load_contract
from sparse_cli.execution.api import Attention, DocumentOverflow
from sparse_cli.lowered import kernel_of_launch
from sparse_cli.masks.explicit import TokenTable, mask_document
from sparse_cli.planner.scale import StructureLost, structure_preserving, tile_classes
from sparse_cli.reference import SegmentIds, attention_reference
from sparse_cli.report.program import decide
from sparse_cli.sources import source_at
from sparse_cli.targets import SMEM_RESERVE
from tests.support import oracle
from tests.support.cli import invoke
from tests.support.contracts import CONTRACTS, ROOT, contract_document, small_contract, write

# --------------------------------------------------------------------------- 1. SMEM = lowered prefetch


def largest_launches(kernels) -> dict[str, int]:
    """Scalar-prefetch bytes of each kernel's largest launch (kernel facts as in the lock)."""
    largest: dict[str, int] = {}
    for name, size in kernels:
        largest[kernel_of_launch(name)] = max(largest.get(kernel_of_launch(name), 0), size)
    return largest


def lowered_smem(plan, grads, backend=None):
    """Scalar-prefetch bytes of each kernel's largest launch, read back from the exported TPU program."""
    kernels = canonicalize(export_attention(plan, backend, grads=grads).mlir_module()).kernels
    return largest_launches((k.name, k.smem_bytes) for k in kernels)


@pytest.mark.parametrize("path", CONTRACTS, ids=lambda p: p.stem)
def test_smem_of_every_shipped_contract_equals_its_locked_program(path):
    """The lock's kernel facts are read from the lowered programs (and `compile --check` in CI
    proves the lock matches them): plan's SMEM figures must equal them byte for byte."""
    lock = json.loads((ROOT / "contracts" / "contracts.lock").read_text())
    contract = load_contract(path)
    entry = lock["entries"][f"{contract.name}/{contract.target}/bwd"]
    kernels = largest_launches((k["name"], k["smem_bytes"]) for k in entry["kernels"])
    smem = sparse_cli.program_report(sparse_cli.plan(contract)).smem
    launch = lambda name: smem.dkv_bytes if "dkv" in name else smem.dq_bytes if "_dq" in name else smem.fwd_bytes
    assert kernels == {name: launch(name) for name in kernels}
    assert [name for name in kernels if "dkv" in name]  # the backward program has its dK/dV launch


def runtime_contracts(seed):
    """Random small runtime contracts (routed, bounded documents) with native-sized blocks."""
    rng = np.random.default_rng(seed)
    heads = int(rng.choice([2, 4, 8]))
    kv_heads = int(rng.choice([d for d in (1, 2, 4) if heads % d == 0]))
    length = int(rng.choice([768, 1024, 1280]))
    shape = {"q_len": length, "kv_len": length, "num_heads": heads, "num_kv_heads": kv_heads, "head_dim": 128, "dtype": "bfloat16"}
    blocks = {"block_q": 128, "block_kv": 128}
    routed = {"name": "routed", "shape": shape, "blocks": blocks,
              "mask": {"kind": "clustered", "route_block": 256, "top_k": int(rng.integers(1, 4)),
                       "share": str(rng.choice(["head", "kv_group"]))}}
    inner = [{"kind": "causal"}, {"kind": "sliding_window", "size": int(rng.integers(100, 600))}][int(rng.integers(2))]
    documents = {"name": "docs", "shape": shape, "blocks": blocks, "segment_ids": True,
                 "mask": {"kind": "documents", "mask": inner, "max_grid_width": int(rng.integers(1, 5))}}
    return [routed, documents]


@pytest.mark.parametrize("seed", range(3))
def test_smem_of_runtime_contracts_equals_the_lowered_program(seed):
    for document in runtime_contracts(seed):
        plan = sparse_cli.plan(document)
        lowered, smem = lowered_smem(plan, grads=True), sparse_cli.program_report(plan).smem
        assert lowered == {"sparse_cli_fwd": smem.fwd_bytes, "sparse_cli_dq": smem.fwd_bytes, "sparse_cli_dkv": smem.dkv_bytes}, document


@pytest.mark.parametrize("mask, partial", [({"kind": "causal"}, True), ({"kind": "local"}, False)], ids=["causal", "full"])
def test_smem_of_splash_programs_equals_the_lowered_program(mask, partial):
    """Splash prefetches data_next and block_mask, and mask_next only when there are partial blocks."""
    plan = sparse_cli.plan(small_contract(mask, q_len=2048, kv_len=2048, num_heads=2))
    program = sparse_cli.program_report(plan, "splash")
    assert program.backend == "splash" and (plan.stats.stored_partial_blocks > 0) == partial
    lowered = lowered_smem(plan, grads=True, backend="splash")
    assert {size for name, size in lowered.items() if "dkv" not in name} == {program.smem.fwd_bytes}
    assert [size for name, size in lowered.items() if "dkv" in name] == [program.smem.dkv_bytes]


def test_routed_smem_counts_every_head_and_documents_smem_the_stated_width():
    routed = sparse_cli.plan(load_contract(ROOT / "contracts" / "moba-routed-32k.json"))
    # one schedule over all 16 heads (routing differs per head), with room for a run per tile of
    # the causal bound of its 64 q blocks (a batch's routing may break a row anywhere): int32 run
    # offsets (16 heads x 64 rows, + 1; 33,280 runs), int8 fetched, count and kind (the causal
    # masks are computed: no mask index)
    runs = 16 * (64 * 65 // 2)
    assert sparse_cli.program_report(routed).smem.fwd_bytes == (16 * 64 + 1) * 4 + runs * (1 + 1 + 1)
    doc = json.loads((ROOT / "contracts" / "packed-documents-causal-16k.json").read_text())
    doc["mask"]["max_grid_width"] = 4
    bounded = sparse_cli.plan(doc)
    runs = sum(min(row + 1, 4) for row in range(32))  # causal rows of 1..32 tiles, at most 4 steps (runs) each
    smem = sparse_cli.program_report(bounded).smem
    offsets, fetched = smem.arrays["fwd/dq"][:2]
    assert offsets.shape == [33] and fetched.shape == [runs] and smem.fwd_bytes == 33 + runs * 3  # int8 offsets; fetched, count, kind


def test_the_smem_gate_fails_compile_and_classify_check(tmp_path):
    """Below one row's steps no split helps: compile and classify --check fail with advice."""
    path = ROOT / "contracts" / "gemma2-9b-sliding-4096.json"
    too_small = str(SMEM_RESERVE + 8)
    result = invoke("compile", path, "--smem-budget", too_small)
    assert result.exit_code == 1, result.output
    assert "sparse_cli_fwd prefetches" in result.stdout and f"budget of {int(too_small):,}" in result.stdout
    assert "blocks of" in result.stdout  # the planner's advice
    result = invoke("classify", path, "--smem-budget", too_small, "--check")
    assert result.exit_code == 1 and "SMEM" in result.stderr
    assert invoke("classify", path, "--check", "--json").exit_code == 0


def test_a_pass_over_the_budget_runs_as_launches_that_each_fit(tmp_path):
    path = ROOT / "contracts" / "gemma2-9b-sliding-4096.json"
    whole = json.loads(invoke("classify", path, "--json").stdout)["stats"]["smem"]
    budget = SMEM_RESERVE + whole["fwd_bytes"] // 3  # the forward's schedule in about three launches
    split = json.loads(invoke("classify", path, "--json", "--smem-budget", str(budget)).stdout)["stats"]
    assert split["smem"]["fits"] and split["smem"]["launches"]["fwd/dq"] >= 3 and split["passes"]["fwd"]["launches"] >= 3
    assert split["smem"]["fwd_bytes"] <= budget - SMEM_RESERVE
    assert "largest of" in invoke("classify", path, "--smem-budget", str(budget)).stdout
    compiled = json.loads(invoke("compile", path, "--smem-budget", str(budget), "--json").stdout)
    (fwd,) = [e for e in compiled["entries"] if e["pass"] == "fwd"]
    sizes = [k["smem_bytes"] for k in fwd["kernels"]]
    assert len(sizes) == split["smem"]["launches"]["fwd/dq"] and max(sizes) == split["smem"]["fwd_bytes"]
    assert fwd["work"]["fwd"]["grid_steps"] == split["passes"]["fwd"]["grid_steps"]


def test_a_backend_whose_backward_overflows_smem_is_refused_though_its_forward_fits():
    """Splash's fused backward walks the unshrunk grid: its dK/dV launch prefetches every q block
    of each kv block (the lowered program's own figures), far more than a window's forward. A
    budget between the two refuses it, naming that pass, as classify's verdict judges every pass
    (it was refused by its forward alone: a training program whose backward cannot compile ran);
    Splash's own backward, as shrunk as its forward, still fits, and auto never picks the refused."""
    from sparse_cli.backends import refusal

    contract = load_contract(small_contract({"kind": "sliding_window", "size": 256}, q_len=4096, kv_len=4096, num_heads=2))
    lowered = lowered_smem(sparse_cli.plan(contract), grads=True, backend="splash-fused")
    forward = max(size for name, size in lowered.items() if "dkv" not in name)
    (backward,) = [size for name, size in lowered.items() if "dkv" in name]
    assert 4 * forward < backward
    budget = SMEM_RESERVE + (forward + backward) // 2  # a launch may hold more than the forward, less than the dK/dV pass
    plan = sparse_cli.plan(contract, smem_budget=budget)
    reason = refusal("splash-fused", plan, native=True)
    assert reason is not None and f"its dK/dV step arrays need {backward:,} bytes" in reason, reason
    assert refusal("splash-fused", plan, native=False) is None and refusal("splash", plan, native=True) is None
    with pytest.raises(BackendRefused, match="dK/dV step arrays"):
        choose(plan, "splash-fused")
    assert choose(plan).chosen != "splash-fused"


def test_auto_chooses_against_the_given_smem_budget(tmp_path):
    """``--smem-budget`` reaches ``auto``: Splash (one launch, no split) is refused when its
    arrays do not fit the given budget, so pallas runs (its runs take a few KiB) and the check
    passes; a budget that holds Splash's arrays lets both run, and the estimates decide (as they
    do at the target's own budget). Classify, compile, run/verify and the Python API agree."""
    path = ROOT / "contracts" / "llama3-8b-causal-128k.json"
    default = json.loads(invoke("classify", path, "--json", "--no-cache").stdout)["stats"]
    assert "the lowest time by" in default["backend_reason"]
    splash_bytes = sparse_cli.program_report(sparse_cli.plan(load_contract(path)), "splash").smem.fwd_bytes
    for budget, backend in [(100_000, "pallas"), (splash_bytes // 2, "pallas"), (2 * splash_bytes, default["backend"])]:
        result = invoke("classify", path, "--check", "--json", "--no-cache", "--smem-budget", budget)
        assert result.exit_code == 0, result.output
        stats = json.loads(result.stdout)["stats"]
        assert stats["backend"] == backend and stats["smem"]["backend"] == backend
        assert stats["smem"]["budget_bytes"] == budget and stats["smem"]["fits"]
        if budget < splash_bytes:
            assert "splash refused" in stats["backend_reason"] and f"{budget:,}" in stats["backend_reason"]
            # the refusal names what one launch may really use, not a bare budget its arrays "exceed"
            assert f"over the {launch_capacity(budget):,} a launch may use" in stats["backend_reason"]
            assert stats["smem"]["launches"]["dkv"] == 1 and stats["smem"]["dkv_bytes"] <= launch_capacity(budget)
            assert "(--smem-budget)" in invoke("classify", path, "--no-cache", "--smem-budget", budget).stdout
        plan = sparse_cli.plan(load_contract(path), smem_budget=budget)
        assert sparse_cli.program_report(plan).backend == backend and decide(plan).chosen == backend
        assert executable(source_at(path), None, 2048, budget)[1].chosen == backend  # what run and verify execute
    compiled = invoke("compile", path, "--smem-budget", 100_000, "--json")
    assert compiled.exit_code == 0, compiled.output
    (fwd,) = json.loads(compiled.stdout)["entries"]
    assert fwd["backend"] == "pallas" and fwd["smem_budget"] == 100_000 and len(fwd["kernels"]) == 1


# --------------------------------------------------------------------------- 2. no truncated result


def bounded_documents(width, heads=2, kv_heads=1, length=512, block=64, kv_len=None):
    mask = {"kind": "documents", "mask": {"kind": "causal"}, "max_grid_width": width}
    return sparse_cli.load_contract(contract_document(mask, length, kv_len or length, heads, kv_heads, name="bounded", head_dim=32, blocks=block,
                                                      segment_ids=True))


def visited_tiles(contract, ids):
    """``[nq, nk]``: the tiles holding an attended pair for packed ``ids``, from the dense mask."""
    b = contract.blocks.block_q
    allowed = oracle.dense_mask(static_document(contract.model_dump(mode="json")))[0]
    allowed &= (ids[:, None] == ids[None, :]) & (ids[:, None] >= 0)
    return allowed, oracle.tiles_of(oracle.pad_to_blocks(allowed[None], b, b), b, b)[0].any(axis=(-1, -2))


def expected_nan_rows(contract, ids, width):
    """Oracle of what a bound of ``width`` steps cuts, from the dense token mask alone: q blocks
    attending more than ``width`` kv blocks and kv blocks attended by more than ``width`` q
    blocks. NaN rows: the tokens of the first that attend anything (out), all their tokens (dq),
    all tokens of the kv blocks they visit and of the second (dk, dv)."""
    allowed, tiles = visited_tiles(contract, ids)
    length, b = allowed.shape[0], contract.blocks.block_q
    q_blocks, kv_blocks = tiles.sum(axis=1) > width, tiles.sum(axis=0) > width
    block_rows = np.arange(length) // b
    dq_rows = q_blocks[block_rows]
    out_rows = dq_rows & allowed.any(axis=1)
    kv_rows = (tiles[q_blocks].any(axis=0) | kv_blocks)[block_rows]
    return out_rows, dq_rows, kv_rows


@pytest.mark.parametrize("layout", ["two-documents", "random"])
def test_inside_a_users_jit_overflowing_rows_are_nan_and_the_rest_exact(layout):
    width = 4
    contract = bounded_documents(width)
    rng = np.random.default_rng(1)
    if layout == "two-documents":  # rows 4, 5 need 5 and 6 steps; kv blocks 0, 1 are needed by 6 and 5
        ids = np.repeat(np.array([0, 1], np.int32), [384, 128])
        out_rows, dq_rows, kv_rows = expected_nan_rows(contract, ids, width)
    else:  # the first random packing (with a padding tail) that overflows somewhere and leaves rows intact
        from sparse_cli.planner.runtime import random_documents

        while True:
            ids = random_documents(rng, 512, 3)
            out_rows, dq_rows, kv_rows = expected_nan_rows(contract, ids, width)
            if out_rows.any() and (~kv_rows).any():
                break
    attention = Attention(sparse_cli.plan(contract), "pallas", interpret=True)
    q = jnp.asarray(rng.standard_normal((2, 512, 32)), jnp.float32)
    k, v = (jnp.asarray(rng.standard_normal((1, 512, 32)), jnp.float32) for _ in range(2))
    segment_ids = SegmentIds(jnp.asarray(ids), jnp.asarray(ids))

    @jax.jit
    def users_step(q, k, v):  # the user's own jit: no host check can run here
        out, pullback = jax.vjp(lambda q, k, v: attention.call(attention.data, q, k, v, segment_ids), q, k, v)
        return out, pullback(jnp.ones_like(out))

    out, (dq, dk, dv) = users_step(q, k, v)
    want, pullback = jax.vjp(lambda q, k, v: attention_reference(q, k, v, contract, segment_ids)[0], q, k, v)
    want_dq, want_dk, want_dv = pullback(jnp.ones_like(want))
    for name, got, ref, rows in (("out", out, want, out_rows), ("dq", dq, want_dq, dq_rows),
                                 ("dk", dk, want_dk, kv_rows), ("dv", dv, want_dv, kv_rows)):
        got, ref = np.asarray(got), np.asarray(ref)
        assert np.isnan(got[:, rows]).all(), f"{name}: a cut row is not NaN"
        assert not np.isnan(got[:, ~rows]).any(), f"{name}: NaN outside the cut rows"
        np.testing.assert_allclose(got[:, ~rows], ref[:, ~rows], rtol=2e-4, atol=2e-4, err_msg=name)


def test_host_entry_points_refuse_an_overflowing_batch(tmp_path):
    contract = bounded_documents(3)
    attention = Attention(sparse_cli.plan(contract), "pallas", interpret=True)
    q = jnp.zeros((2, 512, 32), jnp.float32)
    k = jnp.zeros((1, 512, 32), jnp.float32)
    ids = SegmentIds(jnp.zeros(512, jnp.int32), jnp.zeros(512, jnp.int32))
    with pytest.raises(DocumentOverflow, match="need 8 steps"):  # one document: the last row needs all 8
        attention(q, k, k, ids)
    with pytest.raises(DocumentOverflow):
        sparse_cli.attention(q, k, k, attention.plan, segment_ids=ids, backend="pallas")


def test_run_and_verify_refuse_an_overflowing_batch_instead_of_running_it(tmp_path, monkeypatch):
    """Before, `run` pushed its batch through the jitted step unchecked (truncated, exit 0)."""
    from sparse_cli.planner import samples

    path = write(tmp_path, bounded_documents(3, length=1024, block=128).model_dump(mode="json"))
    one_document = lambda self, rng: (np.zeros(1024, np.int32), np.zeros(1024, np.int32))
    monkeypatch.setattr(samples.PackingSampler, "draw", one_document)
    for args in (("run", path, "--steps", "1"), ("verify", path)):
        result = invoke(*args)
        assert result.exit_code == 1, result.output
        assert "need 8 steps" in result.stderr and "max_grid_width at 3" in result.stderr and "Traceback" not in result.output


def test_a_bound_no_random_packing_meets_is_reported(monkeypatch):
    from sparse_cli.planner import samples

    monkeypatch.setattr(samples, "PACKING_ATTEMPTS", 3)
    sampler = samples.PackingSampler(sparse_cli.plan(bounded_documents(1)), max_documents=1)
    with pytest.raises(DocumentOverflow, match="none of 3 random packings fits max_grid_width=1"):
        sampler.draw(np.random.default_rng(0))
    assert sampler.rejected == 3


@pytest.mark.slow
def test_random_packings_respect_a_stated_bound_and_count_what_they_reject(tmp_path):
    """Every packing verify, run and sweeps draw fits the bound (checked against the dense-mask
    oracle); the ones that did not were redrawn and counted."""
    from sparse_cli.planner.samples import PackingSampler

    contract = bounded_documents(3, length=1024, block=128)
    sampler = PackingSampler(sparse_cli.plan(contract), max_documents=2)  # two documents rarely fit 3 steps
    rng = np.random.default_rng(0)
    for _ in range(4):
        q_ids, kv_ids = sampler.draw(rng)
        _, tiles = visited_tiles(contract, q_ids)
        assert tiles.sum(axis=1).max() <= 3 and tiles.sum(axis=0).max() <= 3
    assert sampler.rejected > 0
    path = write(tmp_path, contract.model_dump(mode="json"))
    verdict = json.loads(invoke("verify", path, "--grads", "--json", "--seed", "3").stdout)
    assert verdict["passed"] and verdict["packings_rejected"] > 0  # verify's own draws, with 6 documents


# --------------------------------------------------------------------------- 3. scale-down keeps structure


def gemma3_style(tmp_path):
    """12 heads: 10 sliding-window heads and 2 global causal heads (the last two)."""
    document = {
        "name": "gemma3-style", "shape": {"q_len": 32768, "kv_len": 32768, "num_heads": 12, "num_kv_heads": 12, "head_dim": 64},
        "blocks": {"block_q": 512, "block_kv": 512},
        "mask": {"kind": "per_head", "heads": [{"kind": "sliding_window", "size": 1024}] * 10 + [{"kind": "causal"}] * 2},
    }
    return write(tmp_path, document)


def static_document(document):
    """The mask every batch of a contract shares, for the oracle (which knows static kinds)."""
    document = dict(document)
    mask = document["mask"]
    document["mask"] = mask["mask"] if mask["kind"] == "documents" else {"kind": "causal"} if mask["kind"] == "clustered" else mask
    return document


def scaled_by_hand(real, scaled, real_dir, out_dir):
    """The real contract's static mask written by hand at the scaled size for the kept heads:
    the oracle's view of what scaling means (parameters divided by the factor, rounded; an
    explicit mask sampled at the centre of the span each scaled position stands for, written
    into ``out_dir``)."""
    document = static_document(real.model_dump(mode="json"))
    document["shape"] = scaled.contract.shape.model_dump(mode="json")
    q_len, kv_len = document["shape"]["q_len"], document["shape"]["kv_len"]

    def shrink(node):
        node = dict(node)
        if node["kind"] == "explicit":
            dense = oracle.explicit_dense(real_dir / node["file"])
            rows = (2 * np.arange(q_len) + 1) * dense.shape[0] // (2 * q_len)
            cols = (2 * np.arange(kv_len) + 1) * dense.shape[1] // (2 * kv_len)
            np.save(out_dir / f"{node['sha256']}.npy", dense[rows][:, cols])
            return {"kind": "explicit", "file": f"{node['sha256']}.npy"}
        for key in ("offset", "left", "right", "prefix"):
            if node.get(key) is not None:
                node[key] = round(node[key] / scaled.factor)
        for key in ("size", "chunk", "block", "window"):
            if key in node:
                node[key] = max(1, round(node[key] / scaled.factor))
        def span(start, stop):  # a span of tokens keeps one at least
            small = round(start / scaled.factor)
            return [small, max(round(stop / scaled.factor), small + 1) if stop > start else small]

        for key in ("q", "kv"):  # a range's spans
            if node.get(key) is not None:
                node[key] = span(*node[key])
        if "spans" in node:
            node["spans"] = [span(*each) for each in node["spans"]]
        if node["kind"] in ("and", "or"):
            node["of"] = [shrink(child) for child in node["of"]]
        if node["kind"] == "per_head":
            masks = node["heads"] if node.get("heads") is not None else node["repeat"]
            node = {"kind": "per_head", "heads": [shrink(masks[h % len(masks)]) for h in scaled.heads]}
        return node

    document["mask"] = shrink(document["mask"])
    return document


@pytest.mark.parametrize("path", CONTRACTS, ids=lambda p: p.stem)
@pytest.mark.parametrize("length", [512, 2048])
def test_scaled_contracts_keep_every_mask_kv_heads_and_tile_classes(path, length, tmp_path):
    real = load_contract(path)
    try:
        scaled = structure_preserving(sparse_cli.plan(real), length)
    except StructureLost as lost:  # MoBA's 16 route blocks at 512 tokens: one, its top 3 every block
        assert real.clustered is not None and "every route block kept" in str(lost)
        return
    small = scaled.contract
    real_plan, small_plan = sparse_cli.plan(real), sparse_cli.plan(small)
    for node in explicit_masks(small.static_mask):  # scaled explicit masks live in memory: show them to the oracle
        (tmp_path / node.file).write_bytes(node.table.file_bytes())
    np.testing.assert_array_equal(oracle.dense_mask(static_document(small.model_dump(mode="json")), tmp_path),
                                  oracle.dense_mask(scaled_by_hand(real, scaled, path.parent, tmp_path), tmp_path))
    assert {real_plan.head_masks[h] for h in scaled.heads} == set(real_plan.head_masks), "a distinct mask was dropped"
    assert small.shape.kv_heads >= min(2, real.shape.kv_heads)
    real_group, group = real.shape.num_heads // real.shape.kv_heads, small.shape.num_heads // small.shape.kv_heads
    real_kv = [h // real_group for h in scaled.heads]
    assert all(real_kv[i] == real_kv[i // group * group] for i in range(len(real_kv))), "a kept head left its kv group"
    assert len(set(real_kv[::group])) == small.shape.kv_heads
    assert tile_classes(small_plan) >= tile_classes(real_plan)


def test_verify_scale_down_checks_a_global_head_and_reports_real_indices(tmp_path):
    result = invoke("verify", gemma3_style(tmp_path), "--scale-down", "512", "--json")
    assert result.exit_code == 0, result.output
    verdict = json.loads(result.stdout)
    assert verdict["scaled"] and verdict["heads"] == [0, 10]  # a sliding head and a causal head
    assert {e["head"] for e in verdict["errors"]} == {0, 10}
    assert verdict["checked_contract"]["shape"]["num_heads"] == 2
    human = invoke("verify", gemma3_style(tmp_path), "--scale-down", "512")
    assert "real 0, 10" in human.stdout and "sliding_window(16)" in human.stdout and "causal" in human.stdout


@pytest.mark.parametrize("runtime", [False, True], ids=["per_head", "documents"])
def test_verify_scale_down_of_per_head_mask_files(tmp_path, runtime):
    """What ``mask_document`` writes for a per-head FlexAttention ``mask_mod`` (a file per head),
    scaled down and verified through the CLI; each checked head's tokens are the ``mask_mod``
    itself sampled at the centre of the span each scaled position stands for."""
    def mask_mod(b, h, q, kv):
        return (q >= kv) & (q - kv < 96 * (h + 1))

    length, heads = 1024, 3
    mask = mask_document(mask_mod, tmp_path / "flex.npz", tmp_path, shape=(heads, length, length))
    if runtime:
        mask = {"kind": "documents", "mask": mask}
    path = write(tmp_path, small_contract(mask, q_len=length, kv_len=length, num_heads=heads, segment_ids=runtime))
    result = invoke("verify", path, "--scale-down", "512", "--json")
    assert result.exit_code == 0 and "Traceback" not in result.output, result.output
    verdict = json.loads(result.stdout)
    assert verdict["passed"] and verdict["scaled"]
    checked = verdict["checked_contract"]
    small = checked["shape"]["q_len"]
    centres = (2 * np.arange(small) + 1) * length // (2 * small)
    per_head = checked["mask"]["mask"] if runtime else checked["mask"]
    for head, node in zip(verdict["heads"], per_head["heads"], strict=True):
        expected = mask_mod(0, head, centres[:, None], centres[None, :])
        assert node["sha256"] == TokenTable.from_mask(expected).sha256, f"head {head}"


def test_llama4_scaled_plan_keeps_full_tiles():
    real = load_contract(ROOT / "contracts" / "llama4-scout-chunked-8192.json")
    small = structure_preserving(sparse_cli.plan(real), 2048).contract
    assert small.shape.kv_heads == 2 and small.shape.num_heads == 4
    stats = sparse_cli.plan(small).stats
    assert all(h.full > 0 and h.partial > 0 and h.empty > 0 for h in stats.heads)


def test_a_scale_down_keeps_global_tokens_and_names_what_it_changes():
    """A span of global tokens rounded at both ends once vanished (a 2-token span at 1/4 scale:
    [250, 250)), and list-valued parameters were never compared: a plain window was verified,
    silently. A span keeps one token at least, and a width the scale distorts is named."""
    window = {"kind": "sliding_window", "size": 256}
    real = small_contract({"kind": "or", "of": [window, {"kind": "global_tokens", "spans": [[1000, 1002]]}]}, q_len=2048, kv_len=2048)
    scaled = structure_preserving(sparse_cli.plan(real), 512)
    assert scaled.contract.mask.of[1].spans == [[250, 251]]
    assert any("global_tokens([250, 251))" in change for change in scaled.rule_changes)
    kept = small_contract({"kind": "or", "of": [window, {"kind": "range", "q": [0, 64], "kv": [0, 64]}]}, q_len=2048, kv_len=2048)
    assert structure_preserving(sparse_cli.plan(kept), 512).rule_changes == ()  # a width scaled faithfully is the same rule


def test_a_scale_down_that_leaves_routing_no_choice_is_refused():
    """MoBA's top 3 of 16 route blocks at 1024 tokens of 512-token blocks: 2 route blocks, all of
    them picked, plain causal attention checked for routing; refused, and at 2048 a coarser
    routing grain named."""
    real = sparse_cli.plan(load_contract(ROOT / "contracts" / "moba-routed-32k.json"))
    with pytest.raises(StructureLost, match="top 3 of 2 .*every route block kept"):
        structure_preserving(real, 1024)
    assert any("routing to the top 3 of 16" in change for change in structure_preserving(real, 2048).rule_changes)


def test_a_structure_that_cannot_be_kept_is_refused(tmp_path):
    document = small_contract({"kind": "chunked_causal", "chunk": 4096}, q_len=1 << 20, kv_len=1 << 20, block_q=512, block_kv=512)
    with pytest.raises(StructureLost, match="full"):
        structure_preserving(sparse_cli.plan(document), 64)
    result = invoke("verify", write(tmp_path, document), "--scale-down", "64")
    assert result.exit_code == 2 and "full" in result.stderr and "Traceback" not in result.output


# --------------------------------------------------------------------------- 4. verify checks the native backend


def test_verify_checks_the_native_sparse_kernel_even_at_tiny_scale():
    """At 256 tokens a CPU would pick dense; the contract runs pallas on its TPU, so that is checked."""
    result = invoke("verify", ROOT / "contracts" / "gemma2-9b-sliding-4096.json", "--scale-down", "256", "--json")
    verdict = json.loads(result.stdout)
    assert verdict["backend"] == "pallas" and verdict["sparse_kernel"] and verdict["receipt"]["chosen"] == "pallas"
    assert set(verdict["receipt"]["kernels"]) == {"sparse_cli_fwd"} and verdict["receipt"]["proven"]


def test_a_contract_that_runs_dense_natively_says_so(tmp_path):
    path = write(tmp_path, small_contract({"kind": "causal"}, q_len=256, kv_len=256, num_heads=2))
    verdict = json.loads(invoke("verify", path, "--json").stdout)
    assert verdict["backend"] == "dense" and not verdict["sparse_kernel"] and verdict["passed"]
    assert "no sparse kernel runs for this contract" in invoke("verify", path).stdout


# --------------------------------------------------------------------------- 5. Splash fused backward


MASKS = {
    "causal": {"kind": "causal"},
    "local": {"kind": "local", "left": 100, "right": 30},
    "chunked": {"kind": "chunked_causal", "chunk": 96},
    "per-head": {"kind": "per_head", "heads": [{"kind": "causal"}, {"kind": "sliding_window", "size": 70}]},
}


@pytest.mark.parametrize("fused", [False, True], ids=["unfused", "fused"])
@pytest.mark.parametrize("name", MASKS)
def test_splash_fused_and_unfused_backward_match_splash_on_its_own_mask_info(name, fused):
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_kernel as splash
    from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as mask_lib

    doc = small_contract(MASKS[name], q_len=256, kv_len=256, num_heads=2, block_q=64, block_kv=128)
    doc["shape"]["num_kv_heads"] = 1
    sizes = {"block_q": 64, "block_kv": 128, "block_kv_compute": 128, "block_q_dkv": 64, "block_kv_dkv": 128, "block_kv_dkv_compute": 128}
    sizes |= {"use_fused_bwd_kernel": True} if fused else {"block_q_dq": 64, "block_kv_dq": 128}
    block_sizes = splash.BlockSizes(**sizes)
    infos = jax.tree_util.tree_map(jnp.asarray, sparse_cli.splash_mask_info(sparse_cli.plan(doc), fused_bwd=fused))
    ours = splash.SplashAttentionKernel(*infos, block_sizes=block_sizes, is_mqa=False, save_residuals=False,
                                        mask_value=splash.DEFAULT_MASK_VALUE, attn_logits_soft_cap=None,
                                        residual_checkpoint_name=None, mask_function=None, interpret=True)
    multi = mask_lib.MultiHeadMask(tuple(mask_lib.NumpyMask(m) for m in oracle.dense_mask(doc)))
    theirs = splash.make_splash_mha(multi, block_sizes=block_sizes, head_shards=1, q_seq_shards=1, interpret=True)
    rng = np.random.default_rng(7)
    q, cotangent = (jnp.asarray(rng.standard_normal((2, 256, 128)), jnp.float32) for _ in range(2))
    k, v = (jnp.asarray(rng.standard_normal((1, 256, 128)), jnp.float32) for _ in range(2))

    def outputs(kernel):
        out, pullback = jax.vjp(kernel, q, k, v)
        return (out, *pullback(cotangent))

    for label, a, b in zip(("out", "dq", "dk", "dv"), outputs(ours), outputs(theirs)):
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=1e-5, atol=1e-5, err_msg=label)


# --------------------------------------------------------------------------- 6. cache hits keep names


def test_a_cache_hit_keeps_the_requested_contracts_name_and_description(tmp_path):
    document = json.loads((ROOT / "contracts" / "gemma2-9b-sliding-4096.json").read_text())
    first = write(tmp_path, document, "a.json")
    assert invoke("plan", first, "-o", tmp_path / "a").exit_code == 0
    document |= {"name": "renamed", "description": "a new description"}
    second = write(tmp_path, document, "b.json")
    result = invoke("plan", second, "-o", tmp_path / "b", "--json")
    planned = json.loads(result.stdout)
    assert planned["cache"] == "hit"
    manifest = json.loads((tmp_path / "b" / "manifest.json").read_text())
    assert manifest["contract"]["name"] == "renamed" and manifest["contract"]["description"] == "a new description"
    assert "renamed" in invoke("plan", second, "-o", tmp_path / "c").stdout


# --------------------------------------------------------------------------- 7. no dense program presented as sparse


def test_a_contract_without_a_native_sparse_kernel_fails_compile(tmp_path):
    path = write(tmp_path, small_contract({"kind": "sliding_window", "size": 300}, q_len=4096, kv_len=4096, block_q=64, block_kv=64))
    plan = sparse_cli.plan(load_contract(path))
    program = sparse_cli.program_report(plan)
    assert program.backend is None and "multiples of 128" in program.backend_reason
    with pytest.raises(NoNativeKernel):
        choose(plan, native=True)
    result = invoke("compile", path)
    assert result.exit_code == 1 and "contract failure" in result.stderr and "multiples of 128" in result.stderr
    result = invoke("classify", path, "--check")
    assert result.exit_code == 1 and "none on v5e" in result.stdout
    assert invoke("classify", path).exit_code == 0


def test_flops_reported_are_those_of_the_program_that_runs(tmp_path):
    path = write(tmp_path, small_contract({"kind": "causal"}, q_len=1024, kv_len=1024, num_heads=2))
    report = json.loads(invoke("run", path, "--backend", "dense", "--steps", "1", "--warmup", "0", "--json").stdout)
    assert report["dense_fraction"] == 1.0 and report["sparse_flops"] == report["dense_flops"]
    report = json.loads(invoke("run", path, "--backend", "pallas", "--steps", "1", "--warmup", "0", "--json").stdout)
    flops = sparse_cli.program_report(sparse_cli.plan(load_contract(path))).flops
    assert report["sparse_flops"] == flops.fwd_sparse and report["dense_fraction"] == flops.sparse_fraction < 1
    tiny = sparse_cli.plan(small_contract({"kind": "causal"}, q_len=256, kv_len=256, num_heads=2))
    program = sparse_cli.program_report(tiny)
    assert program.backend == "dense" and program.flops.program_fraction == 1.0 and program.smem.fwd_bytes == 0


# --------------------------------------------------------------------------- 8. per-device memory on a mesh


def test_mesh_compile_reports_one_devices_share_of_the_arguments():
    pytest.importorskip("libtpu")
    path = ROOT / "contracts" / "packed-documents-causal-16k.json"
    heads, shards = 2, 4
    result = invoke("compile", path, "--deviceless", "v5e:2x4", "--mesh", f"heads={heads},q={shards}", "--json")
    assert result.exit_code == 0, result.output
    memory = json.loads(result.stdout)["entries"][0]["deviceless"]["memory"]
    contract = load_contract(path)
    s = contract.shape
    itemsize = 2  # bfloat16
    q = s.num_heads * s.q_len * s.head_dim * itemsize // (heads * shards)
    kv = 2 * s.kv_heads * s.kv_len * s.head_dim * itemsize // heads
    ids = 4 * s.q_len // shards + 4 * s.kv_len  # int32 segment ids: q sharded, kv replicated
    plan = sparse_cli.plan(contract)
    from sparse_cli.planner.worklists import q_shard_worklists

    sharded = q_shard_worklists(plan.worklists, shards, plan.contract.grid_of("dkv")[0])
    step_names = ("block_mask", "data_next", "mask_next")
    device_bytes = lambda w, names: sum(getattr(w, a).nbytes for a in names) // shards
    pass_steps = {name: device_bytes(w, step_names) for name, w in sharded.items()}
    pass_blocks = {name: max(1, w.partial_mask_blocks.shape[0]) * w.partial_mask_blocks[0].nbytes for name, w in sharded.items()}
    # the forward program reads q, k, v, the ids and the forward pass's visited steps and fetched
    # blocks (its kernels compute the mask: no mask indices or stored blocks); jax 0.10.2 passes
    # what it does not read as well (stored blocks, the backward passes' arrays), jax 0.12 drops it
    forward = q + kv + ids + device_bytes(sharded["fwd"], ("block_mask", "data_next"))
    steps, blocks = sum(pass_steps.values()), sum(pass_blocks.values())
    share = q + kv + ids + steps + blocks
    # the TPU compiler pads each small int8 step array to its memory tile (1 KiB here)
    padding = 1024 * len(step_names) * len(sharded)
    assert forward <= memory["argument"] <= share + padding, (memory["argument"], forward, share)
    replicated = (q * heads * shards + kv * heads + 4 * (s.q_len + s.kv_len) + steps * shards + blocks)
    assert memory["argument"] < replicated / 3  # what was reported before: every device holding all of it
