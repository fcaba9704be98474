"""Random inputs of a plan's contract, drawn the same way by ``verify``, ``run`` and the benches."""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from sparse_cli.planner.plan import Plan
from sparse_cli.planner.samples import PackingSampler


class Inputs(NamedTuple):
    """One example's random inputs, float64 (segment ids int32)."""

    q: np.ndarray
    k: np.ndarray
    v: np.ndarray
    segments: tuple[np.ndarray, np.ndarray] | None
    cotangent: np.ndarray  # of the output
    sinks: np.ndarray | None  # [H]


def draw_inputs(plan: Plan, seed: int, sampler: PackingSampler | None = None) -> Inputs:
    """Random inputs of ``plan``'s contract; packings come from ``sampler`` (a fresh one when
    not given), so they respect a stated max_grid_width. Sinks are drawn wide (standard
    deviation 2, against scores of about unit size), so some heads' sinks dominate their rows
    and others vanish in them."""
    rng = np.random.default_rng(seed)
    s = plan.contract.shape
    segments = None
    if plan.contract.segment_ids:  # first: the packing plan and classify sample first with this seed
        segments = (sampler or PackingSampler(plan)).draw(rng)
    q = rng.standard_normal((s.num_heads, s.q_len, s.head_dim))
    k = rng.standard_normal((s.kv_heads, s.kv_len, s.head_dim))
    v = rng.standard_normal((s.kv_heads, s.kv_len, s.value_dim))
    cotangent = rng.standard_normal((s.num_heads, s.q_len, s.value_dim))
    sinks = rng.normal(0.0, 2.0, s.num_heads) if plan.contract.sinks else None
    return Inputs(q, k, v, segments, cotangent, sinks)
