"""The runs the Pallas kernels walk (``backends.pallas.schedule``, ``backends.pallas.steps``).

Checked against the brute-force oracle: a pass's launches visit exactly the non-empty tiles of
the dense mask, once each, output block by output block, with one grid step per output block
and maximal runs; launches split at output blocks and fit the budget.
Split programs are then run against the float64 reference (outputs and every gradient).
"""

from __future__ import annotations

import json
import math

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import sparse_cli
from sparse_cli.backends.pallas import arrays as arrays_module
from sparse_cli.backends.pallas.arrays import launch_schedules, step_arrays
from sparse_cli.backends.pallas.buffers import fuses_dq, stacked_heads
from sparse_cli.backends.pallas.schedule import schedule_of
from sparse_cli.contract import PASSES, ContractError, load_contract
from sparse_cli.execution.api import Attention
from sparse_cli.lowered import kernel_of_launch, pass_of_kernel
from sparse_cli.masks import BlockClass
from sparse_cli.planner.runtime import document_steps, pad_to_blocks, random_documents, static_steps
from sparse_cli.reference import SegmentIds
from sparse_cli.targets import SMEM_RESERVE
from tests.support import oracle, strategies
from tests.support.cli import invoke
from tests.support.contracts import CONTRACTS, ROOT, small_contract, write
from tests.support.kernels import assert_close, inputs, pallas_kernels, reference64, run_backend
from tests.support.sampling import sampled

SPLIT_BUDGET = SMEM_RESERVE + 40  # room for a few runs per launch: every small pass splits


def decoded(contract, name: str, schedule, arrays) -> list[list[tuple]]:
    """Each launch's grid steps as ``(output block, tiles, runs)`` for every program of its grid
    (and every member of its fanout axis), read the way the kernels read them
    (``launch._Maps``, ``launch.Unit.walk``): tiles are ``((query head, row, fetched), (class,
    mask))``, runs ``(query head, fetched, count, class, mask)``."""
    layout = schedule.layout
    group = contract.shape.num_heads // contract.shape.kv_heads
    names = [name for name, _ in schedule.dtypes]  # no mask array when the kernels compute masks
    launches = []
    for launch, values in zip(schedule.launches, arrays):
        a = dict(zip(names, (np.asarray(x).astype(np.int64) for x in values)))
        assert a["runs"].shape == (launch.units + 1,) and a["fetched"].shape == (launch.runs,)  # exactly the launch's capacity
        steps = []
        for program in range(layout.programs):
            for local in range(launch.units):
                unit = launch.start + local
                row = unit % layout.rows
                for g in range(layout.fanout):  # the inner axis: the group's query heads, one after another
                    first = program * layout.stride + unit // layout.rows * layout.members + g
                    for head in range(first, first + layout.stacked):  # a step's stacked heads, each its own output block
                        tiles, runs = [], []
                        for r in range(a["runs"][local], a["runs"][local + 1]):
                            at = head + (a["member"][r] if "member" in a else 0)
                            mask = a["mask"][r] if "mask" in a else -1
                            runs.append((int(at), int(a["fetched"][r]), int(a["count"][r]), int(a["kind"][r]), int(mask)))
                            tiles += [((int(at), row, int(a["fetched"][r] + i)), (int(a["kind"][r]), int(mask + i) if mask >= 0 else -1))
                                      for i in range(a["count"][r])]
                        steps.append(((head // group if name == "dkv" else head, row), tiles, runs))
        launches.append(steps)
    return launches


def check_units(contract, name: str, launches: list[list[tuple]]) -> dict[tuple, tuple]:
    """Every output block (unit) is walked in consecutive grid steps of one launch (one per
    member of the fanout axis), every unit of the grid is walked, and no tile twice. Returns
    the visited tiles ``(query head, row, fetched) -> (class, mask block)``."""
    seen_units, visited = set(), {}
    for steps in launches:
        previous = None
        for unit, tiles, _ in steps:
            if unit != previous:
                assert unit not in seen_units, f"{name}: unit {unit} walked twice"
                seen_units.add(unit)
            previous = unit
            for key, value in tiles:
                assert key not in visited, f"{name}: tile {key} visited twice"
                visited[key] = value
    heads = contract.shape.kv_heads if name == "dkv" else contract.shape.num_heads
    rows = contract.grid_of(name)[1 if name == "dkv" else 0]
    assert seen_units == {(h, r) for h in range(heads) for r in range(rows)}, f"{name}: units missing"
    return visited


def worklist_masks(wl, contract, name: str) -> dict[tuple, int]:
    """``(query head, row, fetched) -> partial mask block`` read straight from the worklists."""
    block_mask, data_next, mask_next = (np.asarray(a) for a in (wl.block_mask, wl.data_next, wl.mask_next))
    shared = block_mask.shape[0] == 1
    heads = contract.shape.num_heads
    return {(h, r, int(data_next[0 if shared else h, r, j])): int(mask_next[0 if shared else h, r, j])
            for h in range(heads) for r in range(block_mask.shape[1]) for j in range(block_mask.shape[2])
            if block_mask[0 if shared else h, r, j] == BlockClass.PARTIAL}


def check_runs_are_maximal(steps) -> None:
    """No run continues the one before it (same head, next block, same class, next mask
    block for stored partial tiles): the schedule holds as few runs as the tiles allow."""
    for _, _, runs in steps:
        for (head, fetched, count, cls, mask), after in zip(runs, runs[1:]):
            continues = after[0] == head and after[1] == fetched + count and after[3] == cls
            if cls == BlockClass.PARTIAL and mask >= 0:
                continues = continues and after[4] == mask + count
            assert not continues, (runs, after)


def schedule_arrays(schedule, steps):
    """``launch_schedules`` as the program builds it for a batch (traced once: called eagerly,
    each of its array operations would compile on its own for every new shape), checked
    equal to the host's, which a static plan's program receives ready-made."""
    device = jax.jit(lambda steps: launch_schedules(schedule, steps, jnp))(steps)
    host = launch_schedules(schedule, type(steps)(*(np.asarray(a) for a in steps.prefetch()), steps.partial_mask_blocks), np)
    for on_device, on_host in zip(device, host, strict=True):
        for a, b in zip(on_device, on_host, strict=True):
            assert a.dtype == b.dtype and np.array_equal(np.asarray(a), b)
    return device


def oracle_tiles(dense: np.ndarray, contract, name: str) -> dict[tuple, int]:
    """``(query head, row, fetched) -> class`` of the non-empty tiles of a dense ``[H, q, kv]``
    mask at pass ``name``'s blocks (rows are kv blocks for dK/dV)."""
    heads, q_len, kv_len = dense.shape
    padded = np.zeros((heads, *contract.padded_lengths), bool)
    padded[:, :q_len, :kv_len] = dense
    classes = oracle.tile_classes(padded, *contract.blocks.of(name))
    if name == "dkv":
        classes = classes.swapaxes(1, 2)
    return {(int(h), int(r), int(c)): int(classes[h, r, c]) for h, r, c in zip(*np.nonzero(classes))}


@pytest.mark.slow
# 12 examples, not 20: CI measured this test at 28-37 s of a 20-minute budget that the same tests ran
# from 17:24 to 20:24 of on this 2-core machine
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=strategies.contracts(depth=2), budget=st.sampled_from([1 << 20, SMEM_RESERVE + 64, SMEM_RESERVE + 16]), dq=st.sampled_from([None, 8, 16]))
def test_schedules_visit_exactly_the_oracle_tiles_once_with_no_padding_steps(doc, budget, dq):
    if dq is not None:
        doc["blocks"]["block_q_dq"] = dq
    try:
        contract = load_contract(doc)
    except ContractError:
        assume(False)
    plan = sparse_cli.plan(contract, smem_budget=budget)
    worklists = {name: plan.worklists.get(name, plan.fwd) for name in PASSES}
    program = sparse_cli.program_report(plan)
    for name, wl in worklists.items():
        schedule = schedule_of(contract, name, wl, budget)
        steps = step_arrays(wl)
        arrays = schedule_arrays(schedule, steps)
        launches = decoded(contract, name, schedule, arrays)
        tiles = oracle_tiles(oracle.dense_mask(doc), contract, name)
        visited = check_units(contract, name, launches)
        assert {key: cls for key, (cls, _) in visited.items()} == tiles
        if "mask" in dict(schedule.dtypes):  # stored masks: each partial tile reads its own block
            assert {key: mask for key, (cls, mask) in visited.items() if cls == BlockClass.PARTIAL} == worklist_masks(wl, contract, name)
        for steps in launches:
            check_runs_are_maximal(steps)
        if schedule.layout.shared:  # one list serves every head: one query head's tiles, never its group's (GQA dK/dV)
            listed = sum(launch.tiles for launch in schedule.launches)
            assert listed == sum(1 for head, *_ in tiles if head == 0)
        # one grid step per output block (per query head of a group walked on the fanout axis; per
        # stack of query heads computed together)
        rows = contract.grid_of(name)[1 if name == "dkv" else 0]
        walkers = contract.shape.num_heads if name != "dkv" or schedule.layout.shared else contract.shape.kv_heads
        assert sum(map(len, launches)) == walkers * rows
        assert schedule.grid_steps == walkers * rows // schedule.layout.stacked
        assert schedule.layout.stacked == stacked_heads(contract, name) if schedule.layout.shared else schedule.layout.stacked == 1
        if program.backend not in (None, "pallas"):
            continue  # the report describes another native program (dense for tiny shapes)
        if name == "dq" and fuses_dq(contract):  # the dK/dV kernel computes dq: no dq kernel launches
            assert (program.passes[name].grid_steps, program.passes[name].launches) == (0, 0)
            continue
        assert program.passes[name].grid_steps == schedule.grid_steps
        for launch in schedule.launches:  # launches fit, or a unit too large to fit keeps the pass one launch
            assert sum(schedule.launch_bytes(launch).values()) <= budget - SMEM_RESERVE or len(schedule.launches) == 1
        launch_name = "fwd/dq" if name != "dkv" and "dq" not in plan.worklists else name
        assert program.smem.launches[launch_name] == program.passes[name].launches == len(schedule.launches)
        assert program.smem.fits == all(
            sum(other.launch_bytes(launch).values()) <= budget - SMEM_RESERVE
            for other in (schedule_of(contract, n, w, budget) for n, w in plan.worklists.items()) for launch in other.launches)


def test_launches_of_output_blocks_that_visit_nothing_fit_too():
    """A launch holds an offset per output block and one more, and room for one run even when
    its blocks visit nothing: the split counts all of it (the oracle property once found a
    launch 3 bytes over)."""
    doc = small_contract({"kind": "causal", "offset": -600}, q_len=511, kv_len=599, num_heads=1, block_q=8, block_kv=8)
    budget = SMEM_RESERVE + 64
    plan = sparse_cli.plan(doc, smem_budget=budget)
    for name, wl in plan.worklists.items():
        schedule = schedule_of(plan.contract, name, wl, budget)
        assert len(schedule.launches) > 1 and schedule.launches[-1].stop == schedule.layout.units
        assert all(sum(schedule.launch_bytes(launch).values()) <= budget - SMEM_RESERVE for launch in schedule.launches)


@pytest.mark.parametrize("levels", [None, (16, 4)], ids=["cumsum", "chunked"])
def test_runtime_schedules_walk_the_batch_plan_within_the_static_capacity(levels, monkeypatch):
    """A documents contract's batch visits fewer tiles than its static bound: its schedule walks
    them (checked against the brute-force mask of the packed batch) within the static capacity.
    ``chunked``: the program's running counts take their matmul form at every level."""
    if levels is not None:
        monkeypatch.setattr("sparse_cli.backends.pallas.arrays._SCAN_LIMIT", levels[0])
        monkeypatch.setattr("sparse_cli.backends.pallas.arrays._COUNT_CHUNK", levels[1])
    doc = small_contract({"kind": "documents", "mask": {"kind": "causal"}}, q_len=256, kv_len=256, num_heads=2,
                         block_q=32, block_kv=32, segment_ids=True)
    doc["shape"]["num_kv_heads"] = 1
    plan = sparse_cli.plan(doc, smem_budget=SPLIT_BUDGET)
    contract = plan.contract
    ids = random_documents(np.random.default_rng(0), 256)
    padded = pad_to_blocks(jnp.asarray(ids), contract.blocks.units()[0])
    arrays, _ = document_steps(plan, static_steps(plan), padded, padded)
    valid = ids >= 0
    bound = oracle.dense_mask(dict(doc, mask=doc["mask"]["mask"]))  # the static plan: the inner mask
    batch = bound & ((ids[:, None] == ids[None, :]) & valid[:, None] & valid[None, :])[None]
    for name, (block_mask, data_next, mask_next) in arrays.items():
        schedule = schedule_of(contract, name, plan.worklists[name], plan.smem_budget)
        assert len(schedule.launches) > 1
        steps = step_arrays(plan.worklists[name])
        steps = type(steps)(block_mask, data_next, mask_next, steps.partial_mask_blocks)
        launches = decoded(contract, name, schedule, schedule_arrays(schedule, steps))
        visited = check_units(contract, name, launches)
        # document skipping keeps every tile of a shared document and no tile the static bound lacks
        assert set(oracle_tiles(batch, contract, name)) <= set(visited) <= set(oracle_tiles(bound, contract, name))
        assert len(visited) < plan.stats.passes[name].visited_tiles
        assert sum(map(len, launches)) == schedule.grid_steps * schedule.layout.stacked
        for steps in launches:
            check_runs_are_maximal(steps)


@pytest.mark.parametrize("size", [1, 16_384, 16_385, 100_003, 2_200_001])
def test_running_counts_in_the_program_are_numpys(size):
    """The program's running count of step flags (``_running_count``: matmuls of chunks, one
    level per 128x, past 2M elements a second one) equals numpy's cumsum, exactly, from sparse
    to all-set flags (the largest sums)."""
    rng = np.random.default_rng(size)
    count = jax.jit(arrays_module._running_count)
    for density in (0.01, 0.5, 1.0):
        flags = rng.random(size) < density
        assert np.array_equal(np.asarray(count(flags)), np.cumsum(flags))


SPLIT_CASES = {
    "causal-gqa": ({"kind": "causal"}, {"q_len": 384, "kv_len": 384, "num_heads": 4, "kv_heads": 2}),
    "per-head-windows": ({"kind": "per_head", "heads": [{"kind": "sliding_window", "size": 40}, {"kind": "causal"}]},
                         {"q_len": 256, "kv_len": 320, "num_heads": 2, "kv_heads": 1}),
    "documents": ({"kind": "documents", "mask": {"kind": "causal"}}, {"q_len": 256, "kv_len": 256, "num_heads": 2, "kv_heads": 2, "segment_ids": True}),
    "sinks-value-dim": ({"kind": "sliding_window", "size": 50}, {"q_len": 512, "kv_len": 512, "num_heads": 4, "kv_heads": 2,
                                                                "sinks": True, "head_dim_v": 16}),
}


def split_contract(case: str) -> dict:
    """A small contract with softcap whose passes split into several launches at ``SPLIT_BUDGET``."""
    mask, spec = SPLIT_CASES[case]
    spec = dict(spec)
    kv_heads, head_dim_v = spec.pop("kv_heads"), spec.pop("head_dim_v", None)
    doc = small_contract(mask, block_q=32, block_kv=32, softcap=30.0, **spec)
    doc["shape"] |= {"num_kv_heads": kv_heads, "head_dim_v": head_dim_v}
    return doc


@pytest.mark.slow
@pytest.mark.parametrize("case", sampled(sorted(SPLIT_CASES), keep=(0, 2)))  # CI's time: two of the cases
def test_split_launches_match_the_float64_reference(case):
    plan = sparse_cli.plan(split_contract(case), smem_budget=SPLIT_BUDGET)
    for name, wl in plan.worklists.items():  # (tiny shapes run dense natively: the stats describe that)
        assert len(schedule_of(plan.contract, name, wl, SPLIT_BUDGET).launches) > 1, name
    data = inputs(plan.contract, 7)
    attention = Attention(plan, "pallas")
    got = run_backend(attention, plan.contract, *data)
    assert_close(got, reference64(plan.contract, *data), plan.contract.shape.dtype)
    q, k, v, ids, _, sinks = data
    segs = SegmentIds(jnp.asarray(ids[0]), jnp.asarray(ids[1])) if ids else None
    sinks = jnp.asarray(sinks, jnp.float32) if sinks is not None else None
    receipt = attention.receipt(*(jnp.asarray(x, jnp.float32) for x in (q, k, v)), segs, grads=True, sinks=sinks)
    assert receipt.proven and len(receipt.kernels) > 3, receipt.kernels
    assert sorted({kernel_of_launch(name) for name in receipt.kernels}) == pallas_kernels(plan.contract)


@pytest.mark.slow
def test_verify_and_classify_with_a_tiny_smem_budget_run_split_launches(tmp_path):
    doc = small_contract({"kind": "causal"}, q_len=1024, kv_len=1024, num_heads=4, softcap=30.0)  # pallas natively
    doc["shape"]["num_kv_heads"] = 2
    path = write(tmp_path, doc)
    classified = json.loads(invoke("classify", path, "--smem-budget", str(SPLIT_BUDGET), "--json").stdout)
    launches = {name: p["launches"] for name, p in classified["stats"]["passes"].items()}
    assert all(count > 1 for count in launches.values()) and classified["stats"]["smem"]["fits"]
    result = invoke("verify", path, "--grads", "--backend", "pallas", "--smem-budget", str(SPLIT_BUDGET))
    assert result.exit_code == 0, result.output
    assert "launches" in result.output


@pytest.mark.parametrize("path", CONTRACTS, ids=lambda p: p.stem)
def test_every_shipped_pallas_program_steps_once_per_output_block(path):
    """Read from the locked programs (which `compile --check` in CI proves are the lowered ones):
    grid steps per pass are the pass's output blocks — a row per query head, or per stack of
    query heads computed together (for dK/dV, per kv head, or per stack of query heads side by
    side when the group shares one list) — whatever the tiles visited."""
    lock = json.loads((ROOT / "contracts" / "contracts.lock").read_text())
    contract = load_contract(path)
    entry = lock["entries"][f"{contract.name}/{contract.target}/bwd"]
    if entry["backend"] != "pallas":
        pytest.skip(f"{contract.name} runs {entry['backend']} natively")
    steps: dict[str, int] = {}
    for kernel in entry["kernels"]:
        name = pass_of_kernel(kernel["name"])
        steps[name] = steps.get(name, 0) + math.prod(kernel["grid"])
    assert set(steps) == set(PASSES) - ({"dq"} if fuses_dq(contract) else set())  # else the dK/dV kernel computes dq
    s = contract.shape
    for name, count in steps.items():
        rows = contract.grid_of(name)[1 if name == "dkv" else 0]
        stacks = s.num_heads // stacked_heads(contract, name) * rows
        assert count in ({stacks, s.kv_heads * rows} if name == "dkv" else {stacks}), name


@pytest.mark.parametrize("mask, most", [({"kind": "causal"}, 2), ({"kind": "sliding_window", "size": 700}, 3),
                                        ({"kind": "chunked_causal", "chunk": 1024}, 2), ({"kind": "local", "left": 300, "right": 300}, 3)])
def test_scalar_data_grows_with_output_blocks_not_tiles(mask, most):
    """An analytic mask's rows are a few runs each, however many tiles they visit: SMEM holds
    a bounded number of runs per output block (checked on the worklists' own tiles)."""
    doc = small_contract(mask, q_len=8192, kv_len=8192, num_heads=2, block_q=128, block_kv=128)
    plan = sparse_cli.plan(doc)
    for name, wl in plan.worklists.items():
        schedule = schedule_of(plan.contract, name, wl, plan.smem_budget)
        (launch,) = schedule.launches
        assert launch.runs <= most * schedule.layout.units < launch.tiles, (name, launch)
        launches = decoded(plan.contract, name, schedule, schedule_arrays(schedule, step_arrays(wl)))
        assert max(len(runs) for _, _, runs in launches[0]) <= most
