"""The kernels beyond the shared backend suite (``test_backends.py``): fully masked rows, large
logits, batches, receipts, the backend choice, residuals and computed masks (interpret mode on
CPU), on the suite's cases."""

import dataclasses
import functools
import importlib.util

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jax.experimental.pallas import tpu as pltpu

import sparse_cli
from sparse_cli.audit.cycles import kernel_work
from sparse_cli.backends import BACKENDS, BackendRefused, choose
from sparse_cli.backends.kernel_core.mxu import skewed
from sparse_cli.backends.kernel_core.token_mask import TilePairs, TokenRule
from sparse_cli.backends.pallas import buffers
from sparse_cli.backends.pallas import config as pallas_config
from sparse_cli.backends.pallas.arrays import launch_schedules, step_arrays
from sparse_cli.backends.pallas.config import KernelConfig
from sparse_cli.backends.pallas.schedule import unit_values
from sparse_cli.contract import token_rules
from sparse_cli.execution.api import Attention
from sparse_cli.lowered import kernels_in
from sparse_cli.masks import BlockClass
from sparse_cli.masks.base import walk
from sparse_cli.masks.window import Causal, WindowMask
from sparse_cli.planner.routing import route
from sparse_cli.reference import SegmentIds
from sparse_cli.report.smem import pass_launches
from sparse_cli.targets import SMEM_RESERVE, TARGETS
from tests.support import strategies
from tests.support.backends import case_contract, planned
from tests.support.contracts import contract_document
from tests.support.deviceless import deviceless_reports
from tests.support.kernels import Expected, assert_close, inputs, pallas_avals, pallas_kernels, reference64, run_backend, stored_mask_inputs


def test_fully_masked_rows_and_padding_segments_are_zero_and_finite():
    plan = planned("causal-offset-masked-rows")  # q tokens 0..139 attend to nothing
    q, k, v, _, cotangent, _ = inputs(plan.contract, seed=1)
    out, dq, dk, dv = run_backend(Attention(plan, "pallas", interpret=True), plan.contract, q, k, v, None, cotangent)
    assert np.all(out[:, :140] == 0) and np.all(dq[:, :140] == 0)
    assert all(np.isfinite(x).all() for x in (out, dq, dk, dv))

    plan = planned("chunked-segments")
    q, k, v, ids, cotangent, _ = inputs(plan.contract, seed=2)
    ids = (np.where(np.arange(384) >= 300, -1, ids[0]),) * 2  # a padding tail of -1
    out, dq, *_ = run_backend(Attention(plan, "pallas", interpret=True), plan.contract, q, k, v, ids, cotangent)
    assert np.all(out[:, 300:] == 0) and np.all(dq[:, 300:] == 0)


def test_large_logits_with_softcap_stay_finite():
    """Logits around 1e4: the softcap saturates, nothing overflows. Gradients survive only where
    |q.k| is near 0, where float32 rounding of the dot product (~1e-2 absolute at this scale)
    dominates, so they get a looser bound than the forward output."""
    plan = planned("sliding-softcap-ragged")
    data = inputs(plan.contract, seed=4, scale=1e4)
    got = run_backend(Attention(plan, "pallas", interpret=True), plan.contract, *data)
    want = reference64(plan.contract, *data)
    assert all(np.isfinite(g).all() for g in got)
    assert_close(got[:1], Expected(want.tensors[:1], None), "float32")
    for g, w in zip(got[1:], want.tensors[1:]):
        assert np.abs(g - w).max() <= 1e-3 * np.abs(w).max()


@pytest.mark.parametrize("case, stored", [(case, False) for case in (
    "sliding-softcap-ragged", "chunked-segments", "per-head-or-and", "sinks-window-gqa-softcap", "value-dim-segments",
    "causal-small-blocks", "routed")] + [("per-head-or-and", True), ("bf16-softcap-segments", True)])
def test_tiles_computed_in_row_chunks_match_the_float64_reference(case, stored, monkeypatch):
    """A block of more rows than ``ROW_CHUNK`` is computed a chunk of rows at a time, in a loop
    (real blocks of 512 rows: two chunks of 256). Chunks of 16 rows here, so every pass of these
    small cases runs the loop: each chunk's own rows, token positions, padding, segment ids and
    stored mask rows must be its own — forward and gradients against the float64 reference
    (windows, rules chosen per head, padding, softcap, sinks, GQA, Dv, routing, and stored
    partial blocks where the kernels are made to copy them in)."""
    monkeypatch.setattr("sparse_cli.backends.pallas.buffers.ROW_CHUNK", 16)
    if stored:
        for module in ("schedule", "config"):
            monkeypatch.setattr(f"sparse_cli.backends.pallas.{module}.token_rules", lambda contract: None)
    plan = planned(case)
    contract = plan.contract
    assert min(min(contract.blocks.of(name)) for name in plan.worklists) > 16
    attention = Attention(plan, "pallas", interpret=True)
    if stored:
        assert stored_mask_inputs(attention) == 1
    data = inputs(contract, seed=31)
    q, k = (jnp.asarray(x, contract.shape.dtype) for x in data[:2])
    routes = route(q, k, contract) if contract.clustered is not None else None
    assert_close(run_backend(attention, contract, *data), reference64(contract, *data, routes=routes), contract.shape.dtype)


def test_chunks_of_whole_tiles_computed_as_causal_match_the_float64_reference():
    """Chunks that every pass's blocks divide are computed as causal on partial tiles
    (``MaskKind.on_visited_tiles``): forward and gradients against the float64 reference, with
    GQA, a padded tail, a softcap and per-pass blocks."""
    document = contract_document({"kind": "chunked_causal", "chunk": 128}, 300, 300, 4, 2, softcap=8.0,
                                 blocks={"block_q": 64, "block_kv": 64, "block_q_dkv": 128})
    plan = sparse_cli.plan(document)
    data = inputs(plan.contract, seed=41)
    assert_close(run_backend(Attention(plan, "pallas", interpret=True), plan.contract, *data), reference64(plan.contract, *data),
                 plan.contract.shape.dtype)
    assert KernelConfig.of(plan, interpret=True).rule.masks == TokenRule.of_mask(Causal()).masks


@pytest.mark.parametrize("mask", [
    {"kind": "sliding_window", "size": 100},
    {"kind": "or", "of": [{"kind": "local", "left": 40, "right": 20, "offset": 7}, {"kind": "global_tokens", "spans": [[0, 5]]}]},
    {"kind": "per_head", "heads": [{"kind": "local", "left": 30}, {"kind": "local", "left": 50, "right": 10},
                                   {"kind": "local"}, {"kind": "sliding_window", "size": 65}]},
])
def test_windows_compared_unsigned_match_the_float64_reference(mask):
    """On a chip whose vector unit compares unsigned (v6e) a two-sided window is one compare a
    score (``token_mask._window``): a shared window, one term of an ``or`` and per-head bounds
    (a side no head bounds, a head bounded on neither), forward and gradients against the
    float64 reference; the v5e configuration of the same contract compares signed."""
    document = contract_document(mask, 300, 300, 4, 2, target="v6e", blocks={"block_q": 64, "block_kv": 64, "block_q_dkv": 128})
    plan = sparse_cli.plan(document)
    assert KernelConfig.of(plan, interpret=True).rule.unsigned_windows
    assert not KernelConfig.of(sparse_cli.plan(document | {"target": "v5e"}), interpret=True).rule.unsigned_windows
    data = inputs(plan.contract, seed=43)
    assert_close(run_backend(Attention(plan, "pallas", interpret=True), plan.contract, *data), reference64(plan.contract, *data),
                 plan.contract.shape.dtype)


@pytest.mark.parametrize("mask", [
    {"kind": "local", "left": 100},  # a window's first tile leaves a query cell out (patterned, its cell started alone)
    {"kind": "causal"},
    {"kind": "range", "q": [0, 200], "kv": [0, 400]},  # query blocks that attend to nothing visit no tile
])
def test_first_tiles_that_start_the_softmax_match_the_float64_reference(mask):
    """On a chip of one vector store slot (v5e) a forward unit of many rows (two stacked heads'
    512) and few tiles stores no start state: its first tile's folds select it
    (``buffers.fresh_first_folds``). In the TPU interpreter,
    whose scratch memory starts as NaN, forward and gradients against the float64 reference: a
    window whose first tile is patterned with a query cell that sees none of it, causal rows,
    and units that visit no tile; the v6e configuration (two store slots) stores the start."""
    document = contract_document(mask, 1024, 1024, 4, 2, target="v5e", blocks=512)
    plan = sparse_cli.plan(document)
    cfg = KernelConfig.of(plan, interpret=True)
    assert cfg.fresh_folds and not KernelConfig.of(sparse_cli.plan(document | {"target": "v6e"}), interpret=True).fresh_folds
    if mask["kind"] == "local":
        assert any(stop <= first for pattern in cfg.schedule_of("fwd").patterns for first, stop in pattern.spans)
    data = inputs(plan.contract, seed=47)
    attention = Attention(plan, "pallas", interpret=pltpu.InterpretParams(uninitialized_memory="nan"))
    assert_close(run_backend(attention, plan.contract, *data), reference64(plan.contract, *data), plan.contract.shape.dtype)


def test_a_window_is_one_unsigned_compare_where_the_chip_has_one():
    """The forward kernel lowered for v6e compares a sliding window's token offsets once, unsigned
    (``arith.cmpi ule``); for v5e, whose vector unit emulates that compare, twice, signed
    (``Chip.unsigned_compares``). Read off the exported programs' kernels."""
    from sparse_cli.audit.canonical import canonicalize
    from sparse_cli.audit.lowering import export_attention

    def vector_compares(target: str) -> set[str]:
        plan = sparse_cli.plan(contract_document({"kind": "sliding_window", "size": 300}, 1024, 1024, 4, 2, name="window", head_dim=128,
                                                 dtype="bfloat16", target=target, blocks=256))
        text = canonicalize(export_attention(plan, "pallas").mlir_module()).text
        return {line.split("arith.cmpi ")[1].split(",")[0] for line in text.splitlines() if "arith.cmpi" in line and "vector<" in line}

    assert vector_compares("v6e") == {"ule"}
    assert vector_compares("v5e") == {"sge", "sle"}


@pytest.mark.parametrize("case, stored", [("sinks-window-gqa-softcap", False), ("chunked-segments", False), ("per-head-or-and", True)])
def test_tiles_copied_by_dma_match_the_float64_reference(case, stored, monkeypatch):
    """Small inputs and one or two stored mask blocks are read in place, whole in VMEM
    (``buffers.RESIDENT_SHARE``, ``MASK_BLOCKS_IN_PLACE``); larger ones are copied in per tile
    by double-buffered DMA. Copied, forward and gradients against the float64 reference (GQA,
    sinks, segment ids, stored partial mask blocks); the suite's other tests read them in place."""
    if stored:
        for module in ("schedule", "config"):
            monkeypatch.setattr(f"sparse_cli.backends.pallas.{module}.token_rules", lambda contract: None)
    plan = planned(case)
    contract = plan.contract
    assert KernelConfig.of(plan, interpret=True).resident == (2, 2, 4)
    monkeypatch.setattr("sparse_cli.backends.pallas.buffers.RESIDENT_SHARE", 0.0)
    monkeypatch.setattr("sparse_cli.backends.pallas.buffers.MASK_BLOCKS_IN_PLACE", 0)
    assert KernelConfig.of(plan, interpret=True).resident == (0, 0, 0)
    attention = Attention(plan, "pallas", interpret=True)
    if stored:
        assert stored_mask_inputs(attention) == 1
    data = inputs(contract, seed=37)
    assert_close(run_backend(attention, contract, *data), reference64(contract, *data), contract.shape.dtype)


@pytest.mark.parametrize("case, stored", [("sinks-window-gqa-softcap", False), ("prefix-mqa-256", False),
                                          ("sinks-value-dim-masked-rows", False), ("sinks-window-gqa-softcap", True)])
def test_query_heads_of_one_kv_head_stack_into_one_tile(case, stored, monkeypatch):
    """Query heads of one kv head that share its mask are computed together, their blocks
    stacked in every forward and dq tile and side by side in every dK/dV tile
    (``buffers.stacked_heads``): one grid step per kv head and row, and forward and gradients
    against the float64 reference (sinks per stacked head, windows, soft cap, padded rows, MQA,
    Dv; a stored partial mask block for every stacked head)."""
    if stored:
        for module in ("schedule", "config"):
            monkeypatch.setattr(f"sparse_cli.backends.pallas.{module}.token_rules", lambda contract: None)
    plan = planned(case)
    contract = plan.contract
    group = contract.shape.num_heads // contract.shape.kv_heads
    config = KernelConfig.of(plan, interpret=True)
    assert (config.rule is None) == stored  # stored: each tile's partial mask block is fetched, not computed
    layouts = [config.schedule_of(name).layout for name in ("fwd", "dq", "dkv")]
    assert [layout.stacked for layout in layouts] == [group] * 3  # blocks of at most 256 rows: the whole group
    assert [layout.programs for layout in layouts[:2]] == [contract.shape.kv_heads] * 2
    attention = Attention(plan, "pallas", interpret=True)
    data = inputs(contract, seed=43)
    assert_close(run_backend(attention, contract, *data), reference64(contract, *data), contract.shape.dtype)


@pytest.mark.parametrize("target, expected", [("v5e", ((8, 8, 8), (2, 2, 2), (2, 2, 2))), ("v6e", ((8, 8, 8), (8, 8, 2), (4, 4, 2)))])
def test_heads_stack_only_under_one_mask_the_chips_scores_cap_and_vmem(target, expected):
    """Stacking needs one mask for every head (no per-head or routed masks), and takes the most
    heads of the group within ``STACKED_SCORES_PER_MXU_CELL`` scores a cell of the chip's MXU
    (a 256 x 256 MXU stacks four times a 128 x 128 one's scores) whose kernels fit its scoped
    VMEM (v6e's 512 x 1,024 blocks: 8 heads would be within the cap, not the VMEM; its dK/dV
    tiles stop at 2 heads, 4 within the cap); a dq that walks the forward's launches stacks as
    the forward does."""

    document = lambda mask, heads, kv_heads, blocks: contract_document(mask, 4096, 4096, heads, kv_heads, blocks=blocks,
                                                                       dtype="bfloat16", target=target)
    window, chip = {"kind": "sliding_window", "size": 256}, TARGETS[target]
    separate = {"block_q": 512, "block_kv": 1024, "block_q_dq": 512, "block_kv_dq": 512}
    for blocks, stacks in zip(({"block_q": 128, "block_kv": 128}, {"block_q": 512, "block_kv": 512}, separate), expected):
        contract = sparse_cli.load_contract(document(window, 16, 2, blocks))
        assert tuple(buffers.stacked_heads(contract, name) for name in ("fwd", "dq", "dkv")) == stacks
        for name, heads in zip(("fwd", "dq", "dkv"), stacks):
            block_q, block_kv = contract.blocks.of(name)
            cap = buffers.STACKED_SCORES_PER_MXU_CELL[name if blocks is separate or name == "dkv" else "fwd"] * chip.mxu_dim**2
            assert heads * block_q * block_kv <= cap
            if target == "v6e" and blocks["block_q"] == blocks["block_kv"] == 512:
                assert 2 * heads * block_q * block_kv <= cap  # twice the heads were within the cap: the VMEM stopped them
    per_head = {"kind": "per_head", "heads": [{"kind": "sliding_window", "size": 128 * (1 + h % 2)} for h in range(4)]}
    routed = {"kind": "clustered", "route_block": 128, "top_k": 2, "always_local": True, "share": "kv_group"}
    for mask in (per_head, routed):
        contract = sparse_cli.load_contract(document(mask, 4, 1, {"block_q": 128, "block_kv": 128}))
        assert [buffers.stacked_heads(contract, name) for name in ("fwd", "dq", "dkv")] == [1, 1, 1]


def test_a_wider_mxu_stacks_more_heads_exactly():
    """v6e's 256 x 256 MXUs take four times v5e's stacked scores: 16 heads of one kv head's
    256-row blocks (4,096 rows in a tile, where v5e stacks 8; dK/dV 16 side by side, where v5e's
    VMEM stops at 4), forward and gradients against the float64 reference with a soft cap, sinks
    and a window."""
    document = contract_document({"kind": "sliding_window", "size": 200}, 512, 512, 32, 2, blocks=256, softcap=30.0, sinks=True,
                                 dtype="bfloat16")
    for target, stacked in (("v5e", (8, 8, 4)), ("v6e", (16, 16, 16))):
        plan = sparse_cli.plan(sparse_cli.load_contract(document | {"target": target}))
        config = KernelConfig.of(plan, interpret=True)
        assert tuple(config.stacked_of(name) for name in ("fwd", "dq", "dkv")) == stacked
    data = inputs(plan.contract, seed=47)
    assert_close(run_backend(Attention(plan, "pallas", interpret=True), plan.contract, *data), reference64(plan.contract, *data),
                 plan.contract.shape.dtype)


@pytest.mark.parametrize("head_dim", [128, 256])
def test_large_forward_tiles_fold_in_groups_of_one_mxus_rows_exactly(head_dim):
    """A forward tile whose products take at least 2,048 cycles at the MXUs' peak folds its rows
    in groups of one MXU's width (v5e: two stacked heads' 512 x 512 blocks at head_dim 128, 512K
    scores, in 128-row groups, four to a head; v6e: at head_dim 256, in 256-row groups), of two
    where the products are long and the scores few (v5e at head_dim 256: 256-row groups of 256 x
    512 scores; not v6e's 512 x 512) and a smaller one whole (v6e at head_dim 128: 1M scores
    needed); a group's mask rows are its own (a window's edges, the causal diagonal, sinks):
    forward and gradients against float64."""
    document = contract_document({"kind": "sliding_window", "size": 300}, 1024, 1024, 4, 2, head_dim=128, blocks=512,
                                 sinks=True, dtype="bfloat16")
    for target, dim, rows in (("v5e", 128, 128), ("v5e", 256, 256), ("v6e", 128, 1024), ("v6e", 256, 256)):
        shape = document["shape"] | {"head_dim": dim}
        plan = sparse_cli.plan(sparse_cli.load_contract(document | {"target": target, "shape": shape}))
        config = KernelConfig.of(plan, interpret=True)
        assert (config.stacked_of("fwd"), config.fwd_group_rows) == (2, rows), (target, dim)
    plan = sparse_cli.plan(sparse_cli.load_contract(document | {"target": "v5e", "shape": document["shape"] | {"head_dim": head_dim}}))
    data = inputs(plan.contract, seed=53)
    assert_close(run_backend(Attention(plan, "pallas", interpret=True), plan.contract, *data), reference64(plan.contract, *data),
                 plan.contract.shape.dtype)


@pytest.mark.parametrize("mask, options, fused", [
    ({"kind": "causal"}, {"blocks": 512}, True),  # full and diagonal tiles, dq computed in the dK/dV kernel
    ({"kind": "documents", "mask": {"kind": "causal"}}, {"blocks": {"block_q": 512, "block_kv": 512, "block_q_dq": 256, "block_kv_dq": 256},
                                                         "segment_ids": True}, False),  # a dq kernel of its own; ids per group's rows
], ids=["fused-dq", "dq-kernel-segments"])
def test_dkv_tiles_of_512_key_rows_compute_in_skewed_256_row_groups_exactly(mask, options, fused):
    """On v5e a dK/dV tile of 512 key rows computes two skewed groups of 256
    (``Chip.dkv_group_rows``): each group's own mask rows, segment ids and dK/dV rows, the
    groups' dq shares summed once; v4 and v6e compute it whole. Gradients against float64."""
    document = contract_document(mask, 1024, 1024, 4, 2, head_dim=128, **options)
    groups = {target: KernelConfig.of(sparse_cli.plan(sparse_cli.load_contract(document | {"target": target})), interpret=True).dkv_group_rows
              for target in ("v4", "v5e", "v6e")}
    assert groups == {"v4": None, "v5e": 256, "v6e": None}
    plan = sparse_cli.plan(sparse_cli.load_contract(document | {"target": "v5e"}))
    assert KernelConfig.of(plan, interpret=True).fused_dq == fused
    data = inputs(plan.contract, seed=59)
    assert_close(run_backend(Attention(plan, "pallas", interpret=True), plan.contract, *data), reference64(plan.contract, *data), "float32")


@pytest.mark.parametrize("lead", [1, 2, 3, 5])
def test_skewed_groups_issue_each_groups_first_products_lead_groups_ahead(lead):
    """``kernel_core.mxu.skewed``: every group's ``then`` gets its own ``first``'s value, traced
    once the ``first`` of the ``lead`` groups after it are (all of them near the end), and no
    later ``first`` before it: the program order the MXU runs."""
    def first(events, at):
        events.append(("first", at))
        return 10 * at

    def then(events, at, value):
        assert value == 10 * at
        events.append(("then", at))

    for groups in range(7):
        events: list[tuple[str, int]] = []
        skewed(groups, functools.partial(first, events), functools.partial(then, events), lead)
        assert sorted(events) == sorted([("first", at) for at in range(groups)] + [("then", at) for at in range(groups)])
        for at in range(groups):
            issued = sum(1 for kind, _ in events[:events.index(("then", at))] if kind == "first")
            assert issued == min(groups, at + lead + 1), (groups, at, events)


_SIDE_BY_SIDE = {  # (mask, length, heads, kv heads, options): stacks of 4 in every dK/dV tile
    # 256-token blocks on v5e's 128-token cells: the window's diagonal tiles are patterned; dq computed in the dK/dV kernel
    "fused-patterned": ({"kind": "sliding_window", "size": 300}, 1024, 8, 2,
                        {"blocks": 256, "sinks": True, "softcap": 20.0, "dtype": "bfloat16", "target": "v5e"}),
    # dq blocks of its own: a dq kernel, no fused dq; segment ids (each tile's row repeated for the stack)
    "dq-kernel-segments": ({"kind": "documents", "mask": {"kind": "causal"}}, 512, 4, 1,
                           {"blocks": {"block_q": 128, "block_kv": 128, "block_q_dq": 128, "block_kv_dq": 256}, "segment_ids": True}),
    "stored-blocks": ({"kind": "sliding_window", "size": 150}, 512, 8, 2, {"blocks": 128, "head_dim_v": 32}),
}


@pytest.mark.parametrize("case", list(_SIDE_BY_SIDE))
def test_dkv_tiles_take_query_heads_side_by_side_exactly(case, monkeypatch):
    """A dK/dV tile fetches a stack of its kv head's query heads' blocks (``buffers.stacked_heads``):
    their rows stacked for dV's and dK's products, their scores and statistics side by side along
    the lanes, one mask for all (computed once, or one stored block), each head's dq share added
    to its own block. Forward and gradients against float64, with dq in the dK/dV kernel or a dq
    kernel of its own, patterned tiles, sinks, a soft cap, segment ids, stored mask blocks."""
    mask, length, heads, kv_heads, options = _SIDE_BY_SIDE[case]
    if case == "stored-blocks":
        for module in ("schedule", "config"):
            monkeypatch.setattr(f"sparse_cli.backends.pallas.{module}.token_rules", lambda contract: None)
    plan = sparse_cli.plan(sparse_cli.load_contract(contract_document(mask, length, length, heads, kv_heads, **options)))
    config = KernelConfig.of(plan, interpret=True)
    layout = config.schedule_of("dkv").layout
    assert (layout.stacked, layout.fanout) == (4, heads // kv_heads // 4)
    assert config.fused_dq == (case == "fused-patterned") and (config.rule is None) == (case == "stored-blocks")
    assert bool(config.schedule_of("dkv").patterns) == (case == "fused-patterned")
    data = inputs(plan.contract, seed=67)
    assert_close(run_backend(Attention(plan, "pallas", interpret=True), plan.contract, *data), reference64(plan.contract, *data),
                 plan.contract.shape.dtype)


@pytest.mark.parametrize("case, totals", [
    ("sinks-window-gqa-softcap", "accumulator"), ("sinks-window-gqa-softcap", "spread"), ("sinks-window-gqa-softcap", "summed"),
    ("causal-offset-masked-rows", "accumulator"), ("causal-offset-masked-rows", "spread"),
])
def test_forward_totals_in_the_accumulator_or_a_statistic_of_their_own_match_the_float64_reference(case, totals, monkeypatch):
    """The forward's row totals ride in its accumulator, past the values (their product with a
    block of ones, on the MXU: the suite's head dims leave columns spare), or in a statistic of
    their own, spread over its lanes (summed once a unit) or summed once a fold: with a sink's
    first logit, stacked GQA heads, rows that see no key: forward and gradients (from its
    log-sum-exp) against float64."""
    if totals != "accumulator":
        monkeypatch.setattr(pallas_config, "forward_accumulator", lambda contract, stacked: contract.shape.value_dim)
    if totals == "summed":
        monkeypatch.setattr(pallas_config, "forward_spread_totals", lambda contract, accumulator: False)
    plan = sparse_cli.plan(case_contract(case))
    config = KernelConfig.of(plan, interpret=True)
    assert (config.fwd_accumulator > plan.contract.shape.value_dim, config.fwd_spread_totals) == (totals == "accumulator", totals == "spread")
    data = inputs(plan.contract, seed=59)
    assert_close(run_backend(Attention(plan, "pallas", interpret=True), plan.contract, *data), reference64(plan.contract, *data),
                 plan.contract.shape.dtype)


def test_the_accumulator_widens_to_the_mxu_only_for_rows_the_chip_computes_at_once_well():
    """Values that fill whole vregs widen the accumulator to the MXU's width (totals in the
    padding) only where a tile computes at most the chip's ``wide_accumulator_rows`` rows at once:
    TPU7x's 256-row groups (a 2,048 x 512 tile of four heads) but not its 512-row whole tiles; v6e
    both; a 128-wide MXU never; a value width short of whole vregs rounds up to them anywhere."""
    document = lambda heads, value_dim, target: contract_document(
        {"kind": "causal"}, 8192, 8192, heads, 1 if heads > 1 else None, head_dim=128, head_dim_v=value_dim, blocks=512,
        dtype="bfloat16", target=target)
    width = lambda heads, value_dim, target: buffers.forward_accumulator(
        contract := sparse_cli.load_contract(document(heads, value_dim, target)), buffers.stacked_heads(contract, "fwd"))
    assert [width(1, 128, target) for target in ("v5e", "v6e", "tpu7x")] == [128, 256, 128]
    assert [width(4, 128, target) for target in ("v6e", "tpu7x")] == [256, 256]  # grouped: one MXU's rows at once
    assert [width(1, 64, target) for target in ("v5e", "v6e", "tpu7x")] == [128, 128, 128]


@pytest.mark.parametrize("mask", [
    {"kind": "or", "of": [{"kind": "local", "left": 40, "right": 10}, {"kind": "global_tokens", "spans": [[0, 16], [200, 210]]}]},
    {"kind": "and", "of": [{"kind": "sliding_window", "size": 150}, {"kind": "range", "kv": [20, 280]}]},
], ids=["or", "and"])
def test_a_compound_masks_terms_hide_pairs_one_by_one_exactly(mask):
    """An ``or``/``and`` of one mask for every head is computed on a partial tile as its
    children's terms, each hiding values with a select of its own, with padding (ragged
    lengths) and segment ids as further terms and two query heads stacked in a tile: forward and
    gradients against float64."""
    document = contract_document(mask, 300, 333, 4, 2, blocks=128, segment_ids=True)
    plan = sparse_cli.plan(sparse_cli.load_contract(document))
    config = KernelConfig.of(plan, interpret=True)
    assert config.rule is not None and config.stacked_of("fwd") == 2
    data = inputs(plan.contract, seed=59)
    assert_close(run_backend(Attention(plan, "pallas", interpret=True), plan.contract, *data), reference64(plan.contract, *data),
                 plan.contract.shape.dtype)


def test_tile_pairs_hide_exactly_what_their_combined_mask_hides():
    """``TilePairs.hide`` (one select per term) against ``where`` of the terms combined, on
    random terms of every broadcast shape a tile's terms take (a column, a row, the whole)."""
    rng = np.random.default_rng(61)
    shapes = [(16, 1), (1, 24), (16, 24)]
    term = lambda: jnp.asarray(rng.random(shapes[rng.integers(3)]) < 0.6)
    values = jnp.asarray(rng.standard_normal((16, 24)), jnp.float32)
    for _ in range(20):
        pairs = TilePairs(tuple(term() for _ in range(rng.integers(1, 4))), tuple(term() for _ in range(rng.integers(0, 3))))
        want = np.where(np.broadcast_to(np.asarray(pairs.combined()), values.shape), np.asarray(values), -np.inf)
        np.testing.assert_array_equal(np.asarray(pairs.hide(values, -jnp.inf)), want)
        np.testing.assert_array_equal(np.asarray(pairs.rows(4, 8).hide(values[4:12], 0.0)), np.where(np.isinf(want[4:12]), 0.0, want[4:12]))


def test_the_dkv_kernel_computes_dq_where_its_roofline_is_no_longer_than_two_kernels():
    """``buffers.fuses_dq``: per tile, the fused form's five products against its traffic (q and
    dO, their statistics, dq read and written in float32), the two kernels' seven against
    theirs (q and dO; K and V), each at the chip's peak and bandwidth. 512-token blocks at
    head_dim 128 fuse on every chip (on v6e the fused tile is HBM-bound, and still shorter than
    the two kernels' products); 128-token blocks at head_dim 64 do not (their traffic outlasts
    even seven products); a float32 dq over an eighth of the chip's HBM (40 heads of 128K:
    2.7 GB, over v5e's 2.1, under v6e's 4.3) is computed by chunks of kv heads, two chunks' held
    at once (4 chunks of 10 heads on v5e); not where two kv heads' exceed it (64 heads of 1M),
    nor where the dq pass has blocks of its own."""
    def roofline(target, block, d, heads, length):
        chip = TARGETS[target]
        product = 2 * 512 * block * d / chip.bf16_flops_per_second
        q_and_do = 512 * (2 * d * 2 + 8)
        fused = max(5 * product, (q_and_do + 2 * 512 * d * 4) / chip.hbm_bytes_per_second)
        separate = max(7 * product, (q_and_do + block * 2 * d * 2) / chip.hbm_bytes_per_second)
        kv_head = heads // 8 * length * d * 4  # the float32 dq of one kv head's query heads
        return fused <= separate and 2 * kv_head <= chip.hbm_bytes / 8  # chunks of one kv head, two held at once

    cases = (("v5e", 512, 128, 8, 8192, True, 1), ("v6e", 512, 128, 8, 8192, True, 1), ("tpu7x", 512, 128, 8, 8192, True, 1),
             ("v5e", 128, 64, 8, 8192, False, 1), ("v6e", 128, 64, 8, 8192, False, 1),
             ("v5e", 512, 128, 40, 131072, True, 4), ("v6e", 512, 128, 40, 131072, True, 1), ("v5e", 512, 128, 64, 1 << 20, False, 1))
    for target, block_kv, d, heads, length, fused, chunks in cases:
        document = contract_document({"kind": "causal"}, length, length, heads, 8, head_dim=d, dtype="bfloat16", target=target,
                                     blocks={"block_q": 512, "block_kv": block_kv})
        contract = sparse_cli.load_contract(document)
        assert buffers.fuses_dq(contract) == fused == roofline(target, block_kv, d, heads, length), (target, block_kv, d, heads)
        assert buffers.dq_head_chunks(contract, heads, 8) == chunks, (target, heads, length)
        assert [kernel.kernel for kernel in buffers.kernel_vmem(contract)][1:] == (["sparse_cli_dkv"] if fused else ["sparse_cli_dq", "sparse_cli_dkv"])
    own_dq = {"block_q": 512, "block_kv": 512, "block_q_dq": 256, "block_kv_dq": 256}  # a dq kernel runs at the dq pass's own blocks
    assert not buffers.fuses_dq(sparse_cli.load_contract(contract_document({"kind": "causal"}, 8192, 8192, 8, 8, head_dim=128,
                                                                           dtype="bfloat16", target="v5e", blocks=own_dq)))


def test_a_dkv_launch_that_computes_dq_counts_dqs_matmul_in_its_work():
    """The work the schedule instrument multiplies a dK/dV kernel's path by (its MXU floor, the
    launch's cost estimate): five matmuls a tile where the kernel computes dq, four otherwise."""
    for blocks, fused in (({"block_q": 512, "block_kv": 512}, True),
                          ({"block_q": 512, "block_kv": 512, "block_q_dq": 256, "block_kv_dq": 256}, False)):
        plan = sparse_cli.plan(sparse_cli.load_contract(contract_document({"kind": "causal"}, 4096, 4096, 8, 8, head_dim=128, dtype="bfloat16",
                                                                          target="v5e", blocks=blocks)))
        launches = pass_launches(BACKENDS["pallas"], plan.contract, plan.worklists, plan.smem_budget)
        assert buffers.fuses_dq(plan.contract) == fused and all(launch.computes_dq == fused for launch in launches["dkv"])
        work = kernel_work(plan.contract, launches, ["sparse_cli_dkv"])["sparse_cli_dkv"]
        assert work is not None and work.tile_multiply_adds == 512 * 512 * 128 * (5 if fused else 4)


@pytest.mark.parametrize("case, stored", [("sinks-window-gqa-softcap", False), ("chunked-segments", True)] + [
    pytest.param(case, False, marks=pytest.mark.slow) for case in ("per-head-or-and", "prefix-mqa-256", "value-dim-segments", "sliding-softcap-ragged")])
def test_the_dkv_kernel_computes_dq_tile_by_tile_exactly(case, stored, monkeypatch):
    """Where the dK/dV kernel computes dq too (``buffers.fuses_dq``; made to here), each tile
    adds its share to its query block's float32 dq in HBM, copied in and back by DMA: gradients
    against the float64 reference (GQA and MQA on the inner grid axis, heads with masks of their
    own walked in turn, windows, padding, soft cap, sinks, Dv, segment ids, stored partial mask
    blocks), from a program with no dq kernel whose dK/dV kernel writes dq in float32."""
    monkeypatch.setattr("sparse_cli.backends.pallas.config.fuses_dq", lambda contract: True)
    if stored:
        for module in ("schedule", "config"):
            monkeypatch.setattr(f"sparse_cli.backends.pallas.{module}.token_rules", lambda contract: None)
    plan = planned(case)
    contract = plan.contract
    attention = Attention(plan, "pallas", interpret=True)
    assert KernelConfig.of(plan, interpret=True).fused_dq
    if stored:
        assert stored_mask_inputs(attention) == 1
    data = inputs(contract, seed=59)
    assert_close(run_backend(attention, contract, *data), reference64(contract, *data), contract.shape.dtype)


@pytest.mark.parametrize("chunks, budget", [(3, None), pytest.param(1, SMEM_RESERVE + 40, marks=[pytest.mark.slow, pytest.mark.exhaustive]),
                                            pytest.param(3, SMEM_RESERVE + 40, marks=pytest.mark.slow)])  # CI's time: split launches with chunks
def test_fused_dq_by_launches_and_chunks_of_kv_heads_matches_the_reference(monkeypatch, chunks, budget):
    """Where the dK/dV kernel computes dq (made to here), a pass split into launches (a tiny SMEM
    budget) adds each launch's share to the dq the launches before it wrote, and a float32 dq
    over the chip's share (``buffers.dq_head_chunks``; made one kv head a chunk here) is computed
    by launches over each chunk of kv heads in turn, each with its own float32 dq of its query
    heads, cast into the result: gradients against the float64 reference, from a program with
    no dq kernel whose dK/dV launches, numbered in turn, write dq in float32."""
    monkeypatch.setattr("sparse_cli.backends.pallas.config.fuses_dq", lambda contract: True)
    monkeypatch.setattr("sparse_cli.backends.pallas.config.dq_head_chunks", lambda contract, heads, programs: programs if chunks > 1 else 1)
    document = contract_document({"kind": "sliding_window", "size": 70}, 256, 256, 6, 3, blocks=32, softcap=20.0)
    plan = sparse_cli.plan(sparse_cli.load_contract(document), **({} if budget is None else {"smem_budget": budget}))
    config = KernelConfig.of(plan, interpret=True)
    assert config.dq_head_chunks == chunks and (budget is None or len(config.schedule_of("dkv").launches) > 1)
    attention = Attention(plan, "pallas", interpret=True)
    data = inputs(plan.contract, seed=67)
    assert_close(run_backend(attention, plan.contract, *data), reference64(plan.contract, *data), plan.contract.shape.dtype)
    q, k, v = (jnp.asarray(x, jnp.float32) for x in data[:3])
    grads = jax.make_jaxpr(jax.grad(lambda q, k, v: attention.call(attention.data, q, k, v, None).sum(), argnums=(0, 1, 2)))
    backward = pallas_avals(grads(q, k, v).jaxpr, "outvars")
    launches = chunks * len(config.schedule_of("dkv").launches)
    names = [f"sparse_cli_dkv_{n}of{launches}" for n in range(1, launches + 1)] if launches > 1 else ["sparse_cli_dkv"]
    assert sorted(name for name in backward if "_dkv" in name) == sorted(names) and not any("_dq" in name for name in backward)
    own_dq = (q.shape[0] // chunks, *q.shape[1:])
    assert {(a.shape, a.dtype) for name, avals in backward.items() if "_dkv" in name for a in avals[2:]} == {(own_dq, np.dtype(np.float32))}


@pytest.mark.parametrize("case", ["per-head-or-and", "sinks-window-gqa-softcap", "chunked-segments", "causal-gqa-every-pass"])
def test_a_dkv_unit_visits_each_query_block_of_a_head_once(case):
    """What the fused dq's read-modify-write relies on: within one dK/dV grid step no query
    block of one head is visited twice (a block's read never follows its write unwaited)."""
    plan = planned(case)
    schedule = KernelConfig.of(plan, interpret=True).schedule_of("dkv")
    steps = step_arrays(plan.worklists["dkv"])
    visits = 0
    for launch, arrays in zip(schedule.launches, launch_schedules(schedule, type(steps)(*(np.asarray(a) for a in steps.prefetch()),
                                                                                        steps.partial_mask_blocks), np), strict=True):
        values = dict(zip((name for name, _ in schedule.dtypes), arrays))
        member = values.get("member", np.zeros_like(values["fetched"]))
        for unit in range(launch.stop - launch.start):
            runs = range(int(values["runs"][unit]), int(values["runs"][unit + 1]))
            blocks = [(int(member[r]), int(values["fetched"][r]) + offset) for r in runs for offset in range(int(values["count"][r]))]
            assert len(blocks) == len(set(blocks)), (launch, unit, blocks)
            visits += len(blocks)
    per_row = (np.asarray(plan.worklists["dkv"].block_mask) != BlockClass.EMPTY).sum(axis=-1)
    assert visits == unit_values(schedule.layout, per_row).sum() > 0


def test_batched_calls_match_per_example_calls():
    plan = planned("chunked-segments")
    attention = Attention(plan, "pallas", interpret=True)
    examples = [inputs(plan.contract, seed=s) for s in (10, 11)]
    q, k, v = (jnp.asarray(np.stack([e[i] for e in examples]), jnp.float32) for i in range(3))
    ids = SegmentIds(jnp.asarray(np.stack([e[3][0] for e in examples])), jnp.asarray(np.stack([e[3][1] for e in examples])))
    batched = attention(q, k, v, ids)
    for b in range(2):
        single = attention(q[b], k[b], v[b], SegmentIds(ids.q[b], ids.kv[b]))
        np.testing.assert_allclose(batched[b], single, rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("backend, kernels", [
    ("pallas", pallas_kernels(case_contract("causal"))),
    ("splash", None),
    ("dense", []),
])
def test_receipts_prove_the_backend_from_the_lowered_program(backend, kernels):
    plan = planned("causal")
    attention = Attention(plan, backend, interpret=True)
    for shape in ((2, 256, 64), (3, 2, 256, 64)):  # one example, and a batch (vmapped kernels)
        q, k, v = (jnp.zeros(shape) for _ in range(3))
        receipt = attention.receipt(q, k, v, grads=True)
        assert receipt.proven and receipt.chosen == backend and receipt.requested == backend
        if kernels is None:
            assert receipt.kernels and all(name.startswith("splash_mha_") for name in receipt.kernels)
        else:
            assert receipt.kernels == kernels
    assert receipt.execution == ("xla" if backend == "dense" else "interpret")
    assert receipt.cache_key == plan.contract.cache_key()


def test_explicit_backends_never_fall_back():
    with pytest.raises(BackendRefused, match="segment ids"):
        choose(planned("chunked-segments"), "splash")
    with pytest.raises(BackendRefused, match="attend to nothing"):
        choose(planned("causal-offset-masked-rows"), "splash")
    small_blocks = sparse_cli.plan(case_contract("causal").model_copy(update={"blocks": sparse_cli.contract.Blocks(block_q=64, block_kv=64)}))
    with pytest.raises(BackendRefused, match="multiples of 128"):
        choose(small_blocks, "pallas", native=True)
    assert choose(small_blocks, "pallas", native=False).chosen == "pallas"


def test_auto_rule():
    assert choose(planned("causal"), native=False).chosen == "dense"  # 2 x 256 x 256 is tiny
    big_causal = sparse_cli.plan(case_contract("causal").model_copy(update={"shape": case_contract("causal").shape.model_copy(update={"q_len": 2048, "kv_len": 2048})}))
    assert choose(big_causal, native=False).chosen == "splash"
    big_softcap = sparse_cli.plan(big_causal.contract.model_copy(update={"softcap": 30.0}))
    choice = choose(big_softcap, native=False)
    assert choice.chosen == "pallas" and "softcap" in choice.reason


def _pallas_outputs(jaxpr) -> dict[str, list]:
    return pallas_avals(jaxpr, "outvars")


def test_residuals_only_for_gradients_and_dkv_per_kv_head():
    """A forward without gradients writes only the output; with them, one float32 log-sum-exp
    per query; dK/dV come out per kv head in the input dtype (GQA summed in the kernel)."""
    plan = planned("local-gqa")
    attention = Attention(plan, "pallas", interpret=True)
    q, k, v = (jnp.asarray(x, jnp.float32) for x in inputs(plan.contract, seed=0)[:3])
    forward = _pallas_outputs(jax.make_jaxpr(lambda q: attention.call(attention.data, q, k, v, None))(q).jaxpr)
    assert [a.shape for a in forward["sparse_cli_fwd"]] == [q.shape]
    grads = jax.make_jaxpr(jax.grad(lambda q, k, v: attention.call(attention.data, q, k, v, None).sum(), argnums=(0, 1, 2)))
    backward = _pallas_outputs(grads(q, k, v).jaxpr)
    heads, q_len = q.shape[:2]
    assert [(a.shape, a.dtype) for a in backward["sparse_cli_fwd"]] == [(q.shape, q.dtype), ((heads, 1, q_len), jnp.float32)]
    dq = [(q.shape, np.dtype(np.float32))] if buffers.fuses_dq(plan.contract) else []  # the dK/dV kernel's float32 dq
    assert [(a.shape, a.dtype) for a in backward["sparse_cli_dkv"]] == [(k.shape, k.dtype), (v.shape, v.dtype), *dq]


@pytest.mark.parametrize("location", [
    "sparse_cli_fwd/pallas_call",
    "vmap(sparse_cli_fwd)/pallas_call",
    "jit(call)/vmap()/eval_jaxpr/sparse_cli_fwd/while/body/eval_jaxpr/pallas_call",  # jax 0.12, batched runtime steps
    "jit(call)/vmap(sparse_cli_fwd)/while/body",
])
def test_interpreted_kernels_are_read_from_every_location_form(location):
    """Receipts of interpreted runs read kernel names from locations; JAX's own scopes (and the
    caller's function names around them) are never taken for a kernel."""
    text = f'#loc1 = loc("jit(call)/vmap()/eval_jaxpr/add")\n#loc2 = loc("{location}")\n#loc3 = loc("jit(call)/while/body/pallas_call")'
    assert kernels_in(text) == (["sparse_cli_fwd"], "pallas_call locations of the interpreted kernels")


def test_sinks_are_shared_by_a_batch_and_their_gradient_sums_its_examples():
    """Sinks are parameters of the heads: one set serves every example of a batch, and their
    gradient is the sum of the per-example gradients."""
    plan = planned("sinks-window-gqa-softcap")
    attention = Attention(plan, "pallas", interpret=True)
    examples = [inputs(plan.contract, seed=s) for s in (20, 21)]
    q, k, v, cotangent = (jnp.asarray(np.stack([e[i] for e in examples]), jnp.float32) for i in (0, 1, 2, 4))
    sinks = jnp.asarray(examples[0][5], jnp.float32)
    loss = lambda q, k, v, sinks, cot: jnp.sum(attention(q, k, v, None, sinks) * cot)
    batched = jax.grad(loss, argnums=3)(q, k, v, sinks, cotangent)
    singles = [jax.grad(loss, argnums=3)(q[b], k[b], v[b], sinks, cotangent[b]) for b in range(2)]
    assert batched.shape == sinks.shape and float(jnp.abs(batched).max()) > 0
    np.testing.assert_allclose(batched, singles[0] + singles[1], rtol=1e-5, atol=1e-6)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=strategies.contracts(max_len=300))
def test_computed_partial_masks_are_the_stored_blocks(doc):
    """The kernels compute each partial tile's token mask from its origin, its tokens' offsets
    and its query head (``TokenRule``); on every partial tile of every pass and head it equals
    the block the planner stores for it (which the planner tests check against brute-force
    dense masks), and on every full tile every pair attends by the rule too."""
    contract = sparse_cli.load_contract(doc)
    plan = sparse_cli.plan(contract)
    config = KernelConfig.of(plan, interpret=True)
    assert config.rule is not None
    windowed = any(isinstance(node, WindowMask) for mask in token_rules(contract)[0] for _, node in walk(mask))
    rules = (config.rule, *([dataclasses.replace(config.rule, unsigned_windows=not config.rule.unsigned_windows)] if windowed else []))
    compiled = [(rule, jax.jit(rule.allows)) for rule in rules]  # as the kernel traces it: one program, not ops one by one per tile
    for name, wl in plan.worklists.items():
        bq, bkv = contract.blocks.of(name)
        shape, q_axis = ((bkv, bq), 1) if name == "dkv" else ((bq, bkv), 0)
        steps = np.indices(shape)[q_axis], np.indices(shape)[1 - q_axis]
        for head, row, step in zip(*np.nonzero(wl.block_mask != BlockClass.EMPTY)):
            fetched = int(wl.data_next[head, row, step])
            q_block, kv_block = (fetched, row) if name == "dkv" else (row, fetched)
            full = bool(wl.block_mask[head, row, step] == BlockClass.FULL)
            want = np.ones(shape, bool) if full else wl.partial_mask_blocks[wl.mask_next[head, row, step]].astype(bool)  # dK/dV's transposed
            # a worklist head row is its query head (or all); windows compared signed and unsigned (``Chip.unsigned_compares``)
            for rule, allows in compiled:
                computed = np.asarray(allows(np.int32(q_block * bq), np.int32(kv_block * bkv), *steps, np.int32(head)))
                np.testing.assert_array_equal(computed, want, err_msg=f"{name} {row} {fetched} unsigned={rule.unsigned_windows}")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=strategies.contracts(max_len=300, per_head=True), data=st.data())
def test_computed_per_head_windows_are_the_stored_blocks(doc, data):
    """Heads whose masks are all windows pick their bounds per head on the scalar core (one
    comparison per bound): still the stored block of every partial tile."""
    scale = max(doc["shape"]["q_len"], doc["shape"]["kv_len"])
    heads = data.draw(st.lists(strategies.window_masks(scale), min_size=doc["shape"]["num_heads"], max_size=doc["shape"]["num_heads"]))
    test_computed_partial_masks_are_the_stored_blocks.hypothesis.inner_test(doc | {"mask": {"kind": "per_head", "heads": heads}})


@pytest.mark.slow
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=strategies.contracts(max_len=300, depth=2), seed=st.integers(0, 2**16))
def test_kernels_with_computed_masks_match_the_float64_reference(doc, seed):
    """Random masks of every kind, shared or per head, through the pallas kernels
    (interpreted), forward and gradients, with no stored mask block in the program."""
    contract = sparse_cli.load_contract(doc | {"shape": doc["shape"] | {"dtype": "float32"}})
    plan = sparse_cli.plan(contract)
    attention = Attention(plan, "pallas", interpret=True)
    data = inputs(contract, seed)
    assert_close(run_backend(attention, contract, *data), reference64(contract, *data), "float32")
    assert stored_mask_inputs(attention) == 0


def test_closed_form_masks_are_computed_and_stored_blocks_still_match(monkeypatch):
    """Every mask with a closed form, per head too, is computed in the kernel: no stored block
    in the program and no mask index in its schedule. Stored blocks (masks given as data, a
    ring's stripes) are copied in with each partial tile: forced on the same per-head mask,
    that program matches the float64 reference as well, forward and gradients."""
    plan = planned("per-head-or-and")
    computed = Attention(plan, "pallas", interpret=True)
    assert stored_mask_inputs(computed) == 0
    (launch,) = BACKENDS["pallas"].launches(plan.contract, plan.fwd, "fwd", 1 << 20)
    assert [array.name for array in launch.arrays] == ["runs", "fetched", "count", "kind"]
    for module in ("schedule", "config"):
        monkeypatch.setattr(f"sparse_cli.backends.pallas.{module}.token_rules", lambda contract: None)
    stored = Attention(plan, "pallas", interpret=True)
    assert stored_mask_inputs(stored) == 1
    (launch,) = BACKENDS["pallas"].launches(plan.contract, plan.dkv, "dkv", 1 << 20)  # a kv row walks both heads' lists
    assert [array.name for array in launch.arrays] == ["runs", "fetched", "count", "kind", "member", "mask"]
    data = inputs(plan.contract, 3)
    assert_close(run_backend(stored, plan.contract, *data), reference64(plan.contract, *data), "float32")


def test_vmap_and_its_gradient_lower_natively_for_a_tpu():
    """``jax.vmap`` of the natively compiled kernels, and of their gradient, lowers for the TPU:
    a batch runs one example after another. Pallas's own batching would give an input left in
    HBM a batched block, which the Pallas TPU lowering refuses."""
    from sparse_cli.audit.lowering import abstract_inputs, export_for_tpu

    plan = sparse_cli.plan(contract_document({"kind": "sliding_window", "size": 300}, 65536, 65536, 4, 2, name="batched",
                                             head_dim=64, dtype="bfloat16", blocks={"block_q": 256, "block_kv": 256}, backend="pallas"))
    attention = Attention(plan, "pallas", interpret=False)
    data, q, k, v, _, _ = abstract_inputs(attention)
    leaves, treedef = jax.tree_util.tree_flatten(data)
    program = attention.program(False)

    def batch_gradient(leaves, q, k, v):
        loss = lambda q, k, v: program(jax.tree_util.tree_unflatten(treedef, leaves), q, k, v, None, None).astype(jnp.float32).sum()
        return jax.vmap(jax.grad(loss, argnums=(0, 1, 2)))(q, k, v)

    batched = [jax.ShapeDtypeStruct((2, *x.shape), x.dtype) for x in (q, k, v)]
    module = export_for_tpu(batch_gradient, (leaves, *batched), plan.contract.target).mlir_module()
    assert kernels_in(module)[0] == pallas_kernels(plan.contract)


TOTALS_PROGRAM = """
import json, sparse_cli
from sparse_cli.audit.canonical import canonicalize
from sparse_cli.audit.lowering import compile_deviceless
from tests.support.contracts import contract_document
plan = sparse_cli.plan(contract_document({"kind": "causal"}, 1024, 1024, 4, 2, name="totals", head_dim=128, dtype="bfloat16"))
text, _ = compile_deviceless(plan, "pallas", False, "v5e:2x2")
forward = canonicalize(text).text.split("// ---- kernel sparse_cli_fwd", 1)[1]
print(json.dumps([line.strip() for line in forward.splitlines() if "tpu.reciprocal" in line or "arith.divf" in line]))
"""


@pytest.mark.skipif(importlib.util.find_spec("libtpu") is None, reason="needs libtpu (the tpu extra)")
def test_the_forward_divides_out_its_totals_by_a_reciprocal_without_ieee_edge_cases():
    """A forward row ends multiplying by its totals' reciprocal computed without the IEEE edge
    cases (a total is never zero, infinite or NaN: ``kernel_core.softmax.Totals.output``): read
    off the kernel lowered for a TPU (an export drops the attribute: Mosaic's forward-compatible
    form), in a process of its own (libtpu, loaded, locks the machine's TPU unless every process
    that loads it agrees to share: another test's compile in the same moment fails otherwise).
    Its values are the reference's: every kernel test compares them."""
    (divisions,) = deviceless_reports(TOTALS_PROGRAM, 1)
    assert divisions and all("tpu.reciprocal" in line and "full_range = false" in line for line in divisions), divisions


def test_the_passes_kernels_run_without_bounds_checks_and_the_serving_kernel_with_them():
    """Mosaic's run-time bounds checks are left out of the forward, dq and dK/dV kernels (every
    index they read comes from a checked plan's step arrays: ``backends.pallas.call``), and kept
    in the serving kernel, whose pages are the server's page tables; read off each lowered
    kernel's own configuration."""
    from sparse_cli.audit.lowering import export_attention, export_for_tpu
    from sparse_cli.contract.serving import load_serving_contract
    from sparse_cli.lowered import parsed, tpu_custom_calls
    from sparse_cli.serving.kernel import abstract_arguments, contract_program
    from tests.support.contracts import ROOT

    def checks(module: str) -> dict[str, bool]:
        with parsed(module) as lowered:
            return {name: not config["custom_call_config"].get("disable_bounds_checks", False) for _, name, config in tpu_custom_calls(lowered.operation)}

    plan = sparse_cli.plan(contract_document({"kind": "causal"}, 1024, 1024, 4, 2, name="checks", head_dim=128, dtype="bfloat16",
                                             blocks={"block_q": 256, "block_kv": 256, "block_q_dq": 128, "block_kv_dq": 256}))
    passes = checks(export_attention(plan, "pallas", grads=True).mlir_module())
    assert sorted(passes) == ["sparse_cli_dkv", "sparse_cli_dq", "sparse_cli_fwd"] and not any(passes.values()), passes
    serving = load_serving_contract(ROOT / "contracts" / "serving" / "gpt-oss-20b-sliding-serving-128k.json")
    served = checks(export_for_tpu(contract_program(serving), abstract_arguments(serving), serving.target).mlir_module())
    assert served and all(served.values()), served
