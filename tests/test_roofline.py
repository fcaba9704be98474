"""The roofline model: its parts come from the arrays and the chip table, and it ranks plans
the way their work does."""

import json

import numpy as np
import pytest

import sparse_cli
from sparse_cli.backends import backend_named
from sparse_cli.contract import MaskContract
from sparse_cli.masks import BlockClass
from sparse_cli.report.program import on_target
from sparse_cli.report.roofline import STEP_OVERHEAD_S, roofline
from sparse_cli.targets import TARGETS
from tests.support.cli import invoke
from tests.support.contracts import contract_document, small_contract, write


def _plan(mask, **extra):
    return sparse_cli.plan(small_contract(mask, q_len=2048, kv_len=2048, num_heads=4, **extra))


def model(plan, target):
    """The roofline of ``plan``'s native program on ``target``."""
    return roofline(*on_target(plan, sparse_cli.program_report(plan), target))


@pytest.mark.parametrize("target", TARGETS)
def test_each_part_is_work_over_the_chips_rate(target):
    plan = _plan({"kind": "sliding_window", "size": 300})
    chip, r = TARGETS[target], model(plan, target)
    s = sparse_cli.program_report(plan)
    visited = int(np.count_nonzero(plan.fwd.block_mask != BlockClass.EMPTY)) * (4 if plan.shared_heads else 1)
    assert s.backend == "pallas"
    fwd_steps = plan.fwd.block_mask.shape[1] * 4  # pallas: one step per output block (row), every head
    assert r.forward.compute_s == pytest.approx(s.flops.fwd_program / chip.bf16_flops_per_second)
    assert r.forward.overhead_s == pytest.approx(fwd_steps * STEP_OVERHEAD_S)
    kv_bytes = visited * 2 * 128 * 64 * 2  # each visited tile fetches its K and V block (bfloat16)
    assert r.forward.memory_s * chip.hbm_bytes_per_second >= kv_bytes
    assert r.forward.seconds == pytest.approx(max(r.forward.compute_s, r.forward.memory_s) + r.forward.overhead_s)
    assert r.backward.compute_s == pytest.approx(s.flops.bwd_program / chip.bf16_flops_per_second)


def test_less_work_models_faster_and_faster_chips_model_faster():
    window, causal = _plan({"kind": "sliding_window", "size": 256}), _plan({"kind": "causal"})
    for target in TARGETS:
        assert model(window, target).forward.seconds < model(causal, target).forward.seconds
    assert model(causal, "tpu7x").forward.compute_s < model(causal, "v5e").forward.compute_s


@pytest.mark.parametrize("mask", [{"kind": "causal"}, {"kind": "full"}])
def test_a_dense_program_is_modelled_as_every_tile_without_grid_steps(mask):
    """Also when every tile is visited anyway (a full mask), where the FLOP fractions agree."""
    plan = sparse_cli.plan(small_contract(mask, q_len=256, kv_len=256, num_heads=1, backend="dense"))
    r, flops = model(plan, "v5e"), sparse_cli.program_report(plan).flops
    assert flops.program_fraction == 1.0 and r.forward.overhead_s == 0
    assert r.forward.compute_s == pytest.approx(flops.fwd_dense / TARGETS["v5e"].bf16_flops_per_second)


def test_classify_shows_the_model_for_every_target_and_says_it_is_one(tmp_path):
    path = write(tmp_path, small_contract({"kind": "sliding_window", "size": 300}))
    result = invoke("classify", path, "--json", "--no-cache")
    assert result.exit_code == 0, result.output
    assert [r["target"] for r in json.loads(result.stdout)["roofline"]] == list(TARGETS)
    human = invoke("classify", path, "--no-cache", "--width", "20")
    assert "an estimate, not a measurement" in " ".join(human.stdout.split())


def test_splash_fused_backward_is_modelled_over_its_unshrunk_grid_with_its_dq_partials():
    """Splash's fused backward has no dq pass: its dK/dV kernel steps through every q block of
    each kv block and writes a dq partial at each step, which XLA reads back to sum."""
    heads, length, block, head_dim, size = 4, 2048, 128, 64, 2  # small_contract: bfloat16
    plan = _plan({"kind": "sliding_window", "size": 300}, backend="splash-fused")
    program = sparse_cli.program_report(plan)
    assert program.backend == "splash-fused"
    steps = heads * (length // block) ** 2
    r = model(plan, "v5e")
    assert r.backward.overhead_s == pytest.approx(steps * STEP_OVERHEAD_S)
    partials = steps * block * head_dim * size  # one q block's dq per step, of every kv block
    assert r.backward.memory_s * TARGETS["v5e"].hbm_bytes_per_second >= 2 * partials + heads * length * head_dim * size


@pytest.mark.parametrize("backend", ["pallas", "splash"])
def test_another_chips_row_is_the_model_of_the_contract_on_that_chip(backend):
    """Each chip's row counts that chip's own launches, grid steps and FLOPs (its layout stacks
    heads and fuses dq as its MXU and HBM decide), not the contract chip's."""
    document = contract_document({"kind": "causal"}, 2048, 2048, 8, 2, head_dim=256, dtype="bfloat16", blocks=256,
                                 backend=backend, target="v5e")  # pallas: v6e and TPU7x's backward differs from v5e's
    plan = sparse_cli.plan(MaskContract.model_validate(document))
    for target in TARGETS:
        there = sparse_cli.plan(MaskContract.model_validate(document | {"target": target}))
        assert model(plan, target) == roofline(there, sparse_cli.program_report(there)), target


@pytest.mark.parametrize("target", ["v5e", "v6e"])
@pytest.mark.parametrize("blocks", [{"block_q": 256, "block_kv": 256}, {"block_q": 256, "block_kv": 256, "block_q_dq": 128}])
@pytest.mark.parametrize("backend", ["pallas", "splash"])
def test_backward_flops_are_the_products_its_kernels_run(target, blocks, backend, rng):
    """Per visited tile pair (counted from the dense mask, per pass's blocks): a dq kernel of its
    own recomputes S (d) and dP (v) and adds dQ (d); the dK/dV kernel recomputes S and dP and adds
    dV (v) and dK (d), and dQ (d) where it computes dq too. 2 FLOPs per multiply-add."""
    d, v = 128, int(rng.choice([64, 256]))
    window = int(rng.integers(100, 900))
    document = contract_document({"kind": "sliding_window", "size": window}, 2048, 2048, 4, 2, head_dim=d, head_dim_v=v,
                                 dtype="bfloat16", blocks=blocks, backend=backend, target=target)
    plan = sparse_cli.plan(MaskContract.model_validate(document))
    program = sparse_cli.program_report(plan)
    if program.backend is None:
        pytest.skip(program.backend_reason)
    rows, cols = np.arange(2048)[:, None], np.arange(2048)[None, :]
    dense = (cols <= rows) & (rows - cols < window)

    def pairs(bq, bkv):
        tiles = dense.reshape(2048 // bq, bq, 2048 // bkv, bkv).any(axis=(1, 3))
        return int(tiles.sum()) * bq * bkv * 4

    fused = backend_named(program.backend).computes_dq_with_dkv(plan.contract)
    dq_pairs = pairs(blocks.get("block_q_dq", 256), 256)
    expected = 2 * (3 * d + 2 * v) * pairs(256, 256) if fused else 2 * (2 * d + 2 * v) * pairs(256, 256) + 2 * (2 * d + v) * dq_pairs
    assert program.flops.bwd_program == expected
    assert program.flops.bwd_sparse == 2 * (d + v) * dq_pairs + 2 * (2 * d + v) * pairs(256, 256)  # each product once


@pytest.mark.parametrize("backend", ["splash", "splash-fused"])
def test_classify_counts_dq_grid_steps_only_where_a_dq_kernel_runs(tmp_path, backend):
    """Splash's dq kernel walks the forward's grid; its fused form has none (dq comes from the
    dK/dV kernel), so its dq pass launches nothing."""
    path = write(tmp_path, small_contract({"kind": "sliding_window", "size": 300}, q_len=2048, kv_len=2048, num_heads=4, backend=backend))
    result = invoke("classify", path, "--json", "--no-cache")
    assert result.exit_code == 0, result.output
    passes = json.loads(result.stdout)["stats"]["passes"]
    if backend == "splash-fused":
        assert (passes["dq"]["grid_steps"], passes["dq"]["launches"]) == (0, 0)
    else:
        assert passes["dq"]["grid_steps"] == passes["fwd"]["grid_steps"] > 0 and passes["dq"]["launches"] == 1
    assert passes["dkv"]["grid_steps"] > 0
