"""The roofline model: its parts come from the arrays and the chip table, and it ranks plans
the way their work does."""

import json

import numpy as np
import pytest

import sparse_cli
from sparse_cli.masks import BlockClass
from sparse_cli.report.roofline import STEP_OVERHEAD_S, roofline
from sparse_cli.targets import TARGETS
from tests.support.cli import invoke
from tests.support.contracts import small_contract, write


def _plan(mask, **extra):
    return sparse_cli.plan(small_contract(mask, q_len=2048, kv_len=2048, num_heads=4, **extra))


def model(plan, target):
    """The roofline of ``plan``'s native program on ``target``."""
    return roofline(plan, sparse_cli.program_report(plan), target)


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
