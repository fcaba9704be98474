"""The flat step schedule the Pallas kernels walk (``backends.pallas.schedule``, ``backends.pallas.steps``).

Checked against the brute-force oracle: a pass's launches visit exactly the non-empty tiles of
the dense mask, once each, output block by output block, with one step for an output block
that visits nothing and no padding steps; launches split at output blocks and fit the budget.
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
from sparse_cli.backends.launches import SMEM_RESERVE
from sparse_cli.backends.pallas.schedule import FIRST, LAST, schedule_of
from sparse_cli.backends.pallas.steps import launch_schedules, step_arrays
from sparse_cli.contract import PASSES, ContractError, load_contract
from sparse_cli.execution.api import Attention
from sparse_cli.lowered import kernel_of_launch, pass_of_kernel
from sparse_cli.masks import BlockClass
from sparse_cli.planner.runtime import document_steps, pad_to_blocks, random_documents, static_steps
from sparse_cli.reference import SegmentIds
from tests.support import oracle, strategies
from tests.support.cli import invoke
from tests.support.contracts import CONTRACTS, ROOT, small_contract, write
from tests.support.kernels import assert_close, inputs, reference64, run_backend

CLASS_BITS = FIRST - 1
SPLIT_BUDGET = SMEM_RESERVE + 100  # room for about 25 steps per launch: every small pass splits


def decoded(contract, name: str, schedule, arrays) -> list[list[tuple]]:
    """Each launch's steps as ``(query head, row, fetched, class, mask, first, last)`` for
    every program of its grid (and every member of its fanout axis), read the way the kernels'
    index maps and ``launch._step`` read them."""
    layout = schedule.layout
    launches = []
    names = [name for name, _ in schedule.dtypes]  # no mask array when the kernels compute masks
    for launch, values in zip(schedule.launches, arrays):
        named = dict(zip(names, (np.asarray(a).astype(np.int64) for a in values)))
        slot, fetched, kind = named["slot"], named["fetched"], named["kind"]
        mask = named.get("mask", np.full_like(slot, -1))
        assert slot.shape == (launch.steps,)  # exactly the launch's capacity
        steps = []
        for program in range(layout.programs):
            for i in range(launch.steps):
                for member in range(layout.fanout):  # the inner axis: the group's query heads at one step
                    head = program * layout.stride + slot[i] // layout.rows + member
                    steps.append((int(head), int(slot[i] % layout.rows), int(fetched[i]), int(kind[i] & CLASS_BITS), int(mask[i]),
                                  bool(kind[i] & FIRST) and member == 0, bool(kind[i] & LAST) and member == layout.fanout - 1))
        launches.append(steps)
    return launches


def check_units(contract, name: str, launches: list[list[tuple]]) -> dict[tuple, int]:
    """Every output block (unit) is one contiguous run inside one launch, opened by FIRST and
    closed by LAST, and every unit of the grid is walked; steps after a launch's last unit
    carry no flags and visit nothing. Returns the visited tiles ``(query head, row, fetched)
    -> class``."""
    group = contract.shape.num_heads // contract.shape.kv_heads
    out_block = lambda head, row: (head // group if name == "dkv" else head, row)
    seen_units, visited = set(), {}
    for steps in launches:
        current = None
        for head, row, fetched, cls, _, first, last in steps:
            unit = out_block(head, row)
            if current is None:
                if not first:  # after the last unit: a no-op repeat
                    assert cls == BlockClass.EMPTY and not last and seen_units
                    continue
                assert unit not in seen_units, f"{name}: unit {unit} walked twice"
                seen_units.add(unit)
                current = unit
            else:
                assert not first and unit == current, f"{name}: unit {current} interrupted"
            if cls != BlockClass.EMPTY:
                key = (head, row, fetched)
                assert key not in visited, f"{name}: tile {key} visited twice"
                visited[key] = cls
            if last:
                current = None
        assert current is None, f"{name}: a launch ends inside unit {current}"
    heads = contract.shape.kv_heads if name == "dkv" else contract.shape.num_heads
    rows = contract.grid_of(name)[1 if name == "dkv" else 0]
    assert seen_units == {(h, r) for h in range(heads) for r in range(rows)}, f"{name}: units missing"
    return visited


def schedule_arrays(schedule, steps):
    """``launch_schedules`` traced once, as the kernels trace it inside their program (called
    eagerly, each of its array operations would compile on its own for every new shape)."""
    return jax.jit(lambda steps: launch_schedules(schedule, steps))(steps)


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
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=strategies.contracts(depth=2), budget=st.sampled_from([1 << 20, SMEM_RESERVE + 200, SMEM_RESERVE + 40]), dq=st.sampled_from([None, 8, 16]))
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
        assert check_units(contract, name, launches) == tiles
        if schedule.layout.shared:  # one list serves every head: one query head's tiles, never its group's (GQA dK/dV)
            rows = contract.grid_of(name)[1 if name == "dkv" else 0]
            visited_rows = {row for head, row, _ in tiles if head == 0}
            listed = sum(launch.steps for launch in schedule.launches)
            assert listed == sum(1 for head, *_ in tiles if head == 0) + rows - len(visited_rows)
        stats = plan.stats.passes[name]
        # no padding steps: one per visited tile, plus one per output block that visits nothing
        assert schedule.grid_steps == sum(map(len, launches))
        assert stats.visited_tiles <= schedule.grid_steps <= stats.visited_tiles + stats.empty_rows
        if program.backend not in (None, "pallas"):
            continue  # the report describes another native program (dense for tiny shapes)
        assert program.passes[name].grid_steps == schedule.grid_steps
        for launch in schedule.launches:  # launches fit, or a unit too large to fit keeps the pass one launch
            assert launch.steps * schedule.step_bytes <= budget - SMEM_RESERVE or len(schedule.launches) == 1
        launch_name = "fwd/dq" if name != "dkv" and "dq" not in plan.worklists else name
        assert program.smem.launches[launch_name] == program.passes[name].launches == len(schedule.launches)
        assert program.smem.fits == all(
            launch.steps * other.step_bytes <= budget - SMEM_RESERVE
            for other in (schedule_of(contract, n, w, budget) for n, w in plan.worklists.items()) for launch in other.launches)


def test_runtime_schedules_walk_the_batch_plan_within_the_static_capacity():
    """A documents contract's batch visits fewer tiles than its static bound: its schedule walks
    them (checked against the brute-force mask of the packed batch) and ends in no-op steps."""
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
        assert sum(map(len, launches)) == schedule.grid_steps


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
@pytest.mark.parametrize("case", sorted(SPLIT_CASES))
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
    assert {kernel_of_launch(name) for name in receipt.kernels} == {"sparse_cli_fwd", "sparse_cli_dq", "sparse_cli_dkv"}


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
def test_every_shipped_pallas_program_steps_only_through_visited_tiles(path):
    """Read from the locked programs (which `compile --check` in CI proves are the lowered ones):
    grid steps per pass are at most 1.05 x (visited tiles + rows that visit nothing)."""
    lock = json.loads((ROOT / "contracts" / "contracts.lock").read_text())
    contract = load_contract(path)
    entry = lock["entries"][f"{contract.name}/{contract.target}/bwd"]
    if entry["backend"] != "pallas":
        pytest.skip(f"{contract.name} runs {entry['backend']} natively")
    stats = sparse_cli.plan(contract).stats.passes
    steps: dict[str, int] = {}
    for kernel in entry["kernels"]:
        name = pass_of_kernel(kernel["name"])
        steps[name] = steps.get(name, 0) + math.prod(kernel["grid"])
    assert set(steps) == set(PASSES)
    for name, count in steps.items():
        assert stats[name].visited_tiles <= count <= 1.05 * (stats[name].visited_tiles + stats[name].empty_rows), name
