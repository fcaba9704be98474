"""Partial tiles computed in part (``backends.pallas.patterns``): which tiles fit a pattern,
against the dense token mask; the kernels' outputs and gradients against float64 with patterns
at small cells; the compiler's schedule of a patterned tile."""

import json
from types import SimpleNamespace

import numpy as np
import pytest
from rich.console import Console

import sparse_cli
from sparse_cli.audit.cycles import ProgramSchedule
from sparse_cli.backends import BACKENDS
from sparse_cli.backends.launches import PATTERNED
from sparse_cli.backends.pallas import patterns
from sparse_cli.backends.pallas.config import KernelConfig
from sparse_cli.backends.pallas.schedule import labelled_schedule
from sparse_cli.cli.program_views import schedules
from sparse_cli.execution.api import Attention
from sparse_cli.masks import BlockClass
from sparse_cli.planner.worklists import step_layout
from sparse_cli.reference import token_mask
from tests.support.backends import case_contract
from tests.support.cli import invoke
from tests.support.contracts import contract_document, write
from tests.support.kernels import assert_close, inputs, reference64, run_backend
from tests.support.sampling import sampled

#: Masks whose partial tiles take several shapes, at sizes drawn from the test's seed: windows on
#: one and both sides, causal with an offset, chunks, a prefix, per-head masks and composites,
#: ragged lengths (padding in the last blocks), on v5e's 128-token cells and v6e's 256.
DOCUMENTS = {
    "causal": lambda draw: contract_document({"kind": "causal"}, 1024, 1024, 2, blocks=512),
    "window-ragged": lambda draw: contract_document({"kind": "sliding_window", "size": draw(300, 700)}, draw(900, 1024), 1024, 2,
                                                    blocks=512, target="v5e"),
    "local": lambda draw: contract_document({"kind": "local", "left": draw(100, 400), "right": draw(0, 200)}, 1024, 1024, 1, blocks=256),
    "causal-offset-v6e": lambda draw: contract_document({"kind": "causal", "offset": draw(-300, 300)}, 1024, 1024, 1, blocks=512,
                                                        target="v6e"),
    "chunked": lambda draw: contract_document({"kind": "chunked_causal", "chunk": draw(200, 600)}, 1024, 1024, 1, blocks=512),
    "prefix": lambda draw: contract_document({"kind": "prefix_lm", "prefix": draw(100, 600)}, 1024, 1024, 2,
                                             blocks={"block_q": 256, "block_kv": 512}),
    "per-head": lambda draw: contract_document({"kind": "per_head", "heads": [{"kind": "sliding_window", "size": draw(128, 600)},
                                                                            {"kind": "causal"}]}, 1024, 1024, 2, blocks=512),
    "or": lambda draw: contract_document({"kind": "or", "of": [{"kind": "sliding_window", "size": draw(100, 300)},
                                                             {"kind": "prefix_lm", "prefix": 64}]}, 1024, 1024, 1, blocks=512),
}


@pytest.mark.parametrize("case", DOCUMENTS)
def test_every_pair_a_patterned_tile_attends_lies_in_its_patterns_spans(case, rng):
    """Each partial step labelled ``PATTERNED + i``: the dense mask's pairs on its tile (query
    cells against key cells, in the pass's orientation) lie within pattern ``i``'s spans, which
    skip at least a quarter of the tile, and every cell of a span the pattern leaves unmasked
    attends whole (no padding in it); the launches count what is labelled. (Whether a drawn
    mask's partial tiles share a pattern depends on the draw; the causal diagonal always does.)"""
    contract = sparse_cli.load_contract(DOCUMENTS[case](lambda low, high: int(rng.integers(low, high))))
    plan = sparse_cli.plan(contract)
    dense = np.asarray(token_mask(contract))
    labelled = 0
    for name, wl in plan.worklists.items():
        schedule, marked = labelled_schedule(contract, name, wl, plan.smem_budget)
        heads, rows, width = step_layout(contract, wl)
        block_q, block_kv = contract.blocks.of(name)
        for head, row, step in zip(*np.nonzero(marked[..., :width] >= PATTERNED)):
            labelled += 1
            pattern = schedule.patterns[marked[head, row, step] - PATTERNED]
            fetched = int(np.asarray(wl.data_next)[head, row, step])
            q_block, kv_block = (fetched, row) if name == "dkv" else (row, fetched)
            heads_of_row = range(contract.shape.num_heads) if heads == 1 else [head]
            tile = dense[list(heads_of_row), q_block * block_q:(q_block + 1) * block_q, kv_block * block_kv:(kv_block + 1) * block_kv]
            cell = pattern.cell
            for at, (first, stop) in enumerate(pattern.spans):
                attended = np.flatnonzero(tile[:, at * cell:(at + 1) * cell].any(axis=(0, 1)))
                assert all(first * cell <= column < stop * cell for column in attended), (name, pattern, at, attended)
                for column in sorted(set(range(first, stop)) - set(pattern.masked[at])):  # cells the kernels leave unmasked
                    whole = tile[:, at * cell:(at + 1) * cell, column * cell:(column + 1) * cell]
                    assert whole.shape[1:] == (cell, cell) and whole.all(), (name, pattern, at, column)
            assert pattern.cells <= 0.75 * (block_q // cell) * (block_kv // cell)
        counts = [int((marked[..., :width] == PATTERNED + i).sum()) for i in range(len(schedule.patterns))]
        launches = BACKENDS["pallas"].launches(contract, wl, name, plan.smem_budget)
        visited = sum(launch.visited_tiles for launch in launches)
        for i, count in enumerate(counts):
            assert sum(launch.patterned_tiles[i] for launch in launches) * int((marked[..., :width] != BlockClass.EMPTY).sum()) == (
                count * visited)
    assert labelled or case != "causal", "the causal diagonal's tiles share a pattern"


@pytest.fixture
def small_cells(monkeypatch):
    """Patterns at 32-token cells, so the suite's small blocks have several a side."""
    whole = patterns.cell_of
    monkeypatch.setattr(patterns, "cell_of", lambda contract, name: None if whole(contract, name) is None else 32)


@pytest.mark.parametrize("case", sampled(["causal", "sliding-softcap-ragged", "per-head-or-and",
                                          *(pytest.param(name, marks=pytest.mark.slow) for name in ("local-gqa", "prefix-mqa-256",
                                                                                                    "sinks-window-gqa-softcap",
                                                                                                    "sinks-value-dim-masked-rows"))],
                                         keep=(0, 1, 2, 3, 6)))  # CI's time: two of the slow ones
def test_patterned_tiles_match_the_float64_reference(case, small_cells):
    """Forward and gradients with the partial tiles computed on their spans alone (the forward's
    query cells against their keys, the dK/dV kernel's query cells against their key rows,
    dq added to each cell's rows), masks on the cells not attended whole alone: against float64, with padding, per-head masks, composites,
    GQA, sinks, a softcap, fully masked rows and Dv."""
    plan = sparse_cli.plan(case_contract(case))
    config = KernelConfig.of(plan, interpret=True)
    assert config.schedule_of("fwd").patterns and config.schedule_of("dkv").patterns
    for name in ("fwd", "dkv"):  # spans with masked cells, and on the causal diagonal cells attended whole, left unmasked
        runs = [run for pattern in config.schedule_of(name).patterns for at in range(len(pattern.spans)) for run in pattern.masked_runs(at)]
        kinds = {masked for *_, masked in runs}
        assert True in kinds and (False in kinds or case != "causal"), (name, kinds)
    data = inputs(plan.contract, seed=7)
    assert_close(run_backend(Attention(plan, "pallas", interpret=True), plan.contract, *data), reference64(plan.contract, *data),
                 plan.contract.shape.dtype)


def test_partial_tiles_of_several_shapes_share_the_union_of_their_spans(small_cells):
    """An image block's edges beside the causal diagonal (Gemma 3's image span, at 32-token
    cells on 128-token blocks) make partial tiles of several shapes, no one of them common: past
    the diagonal's pattern they share one pattern, the union of their spans, which no tile's own
    spans equal and every tile it labels fits; forward and gradients against float64."""
    span = [64, 320]
    document = contract_document({"kind": "or", "of": [{"kind": "causal"}, {"kind": "range", "q": span, "kv": span}]}, 2048, 2048, 2,
                                 blocks=128, target="v5e")
    plan = sparse_cli.plan(sparse_cli.load_contract(document))
    for name in ("fwd", "dkv"):
        schedule, marked = labelled_schedule(plan.contract, name, plan.worklists[name], plan.smem_budget)
        assert len(schedule.patterns) == 2, (name, schedule.patterns)
        union = schedule.patterns[1]
        where = np.nonzero(np.asarray(marked) == PATTERNED + 1)
        fetched = np.asarray(plan.worklists[name].data_next)[where].astype(np.int64)
        labelled, _ = patterns._tile_cells(plan.contract, name, union.cell, where[-3], where[-2], fetched)
        assert len(labelled) > 1 and union.fits(labelled).all(), (name, union)
        assert all(tuple(map(tuple, tile.tolist())) != union.spans for tile in labelled), (name, union)
        assert patterns._union(union.cell, labelled).spans == union.spans
    data = inputs(plan.contract, seed=11)
    assert_close(run_backend(Attention(plan, "pallas", interpret=True), plan.contract, *data), reference64(plan.contract, *data),
                 plan.contract.shape.dtype)


def test_a_patterned_tile_schedules_shorter_than_a_partial_one(tmp_path):
    """``compile --deviceless --schedule`` on a causal contract of 512-token blocks at head_dim
    256 (v5e: 4 x 4 cells, the diagonal's pattern computes 10; its products keep the MXUs busy):
    the forward and dK/dV kernels branch on the pattern's class, its tile is well shorter than a
    partial tile computed whole, and the scheduled cycles count the diagonal's tiles on it."""
    pytest.importorskip("libtpu")
    path = write(tmp_path, contract_document({"kind": "causal"}, 2048, 2048, 2, head_dim=256, dtype="bfloat16", blocks=512, target="v5e"))
    result = invoke("compile", path, "--grads", "--deviceless", "v5e:2x2", "--backend", "pallas", "--schedule", "--json")
    assert result.exit_code == 0, result.output
    (entry,) = [e for e in json.loads(result.stdout)["entries"] if e["pass"] == "bwd"]
    program = ProgramSchedule.model_validate(entry["deviceless"]["schedule"])
    for kernel in program.kernels:
        work = kernel.work
        assert work is not None and work.patterned_tiles == [2 * 4] and work.partial_tiles == 0, kernel.name  # two heads' diagonals
        assert kernel.paths["patterned_tile_0"] < 0.8 * kernel.paths["partial_tile"], kernel.name
        full = work.tiles - work.patterned_tiles[0]
        tiles = full * kernel.paths["full_tile"] + work.patterned_tiles[0] * kernel.paths["patterned_tile_0"]
        assert kernel.scheduled_cycles > tiles, kernel.name
    out = Console(width=200, record=True)
    schedules(out, [SimpleNamespace(contract=entry["contract"], pass_=entry["pass"], deviceless=SimpleNamespace(schedule=program))])
    assert "sparse_cli_dkv: partial tiles computed on the key cells they attend (patterns): 8 at" in " ".join(out.export_text().split())
