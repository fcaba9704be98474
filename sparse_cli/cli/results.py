"""Each command's result: the one document ``--json`` prints, and what its human view draws."""

from __future__ import annotations

from pydantic import BaseModel, Field

from sparse_cli.audit.lockfile import Drift
from sparse_cli.report import ProgramReport
from sparse_cli.report.model import ModelFigures
from sparse_cli.report.roofline import Roofline


class PlanResult(BaseModel):
    """What ``plan`` did: where the verified plan is, and its manifest."""

    out_dir: str
    cache: str  # hit, miss, off, or why the cache was skipped
    plan_seconds: float
    runtime: dict | None  # runtime contracts: one sampled batch's density beside the static bound
    manifest: dict
    stats: dict  # the plan's figures with its native program's
    program: ProgramReport = Field(exclude=True)  # for the views; its figures are in ``stats``


class PlanSummary(BaseModel):
    """``plan`` of several contracts (or a model's): each one's result, in the order given, and
    each model's per-layer and total figures."""

    plans: list[PlanResult]
    models: list[ModelFigures]


class ClassifyResult(BaseModel):
    """What ``classify`` found: the plan's stats and, for runtime contracts, sampled densities."""

    contract: dict
    cache_key: str
    cache: str
    stats: dict  # the plan's figures with its native program's
    png: str | None
    runtime: dict | None
    roofline: list[Roofline]  # a model per target, not a measurement
    program: ProgramReport = Field(exclude=True)  # for the views; its figures are in ``stats``


class ClassifySummary(BaseModel):
    """``classify`` of several contracts (or a model's): each one's result, in the order given,
    and each model's per-layer and total figures."""

    contracts: list[ClassifyResult]
    models: list[ModelFigures]


class ProgramWork(BaseModel):
    """A compiled program's grid steps and HBM bytes (its kernels' own cost estimates; None when
    a kernel states none), summed over its passes."""

    grid_steps: int
    hbm_bytes: int | None


class LayerWork(BaseModel):
    contract: str
    count: int
    programs: dict[str, ProgramWork]  # "fwd", "bwd": one layer's


class ModelWork(BaseModel):
    """A model's compiled programs per layer contract, and over every layer (each contract's
    figures times its count)."""

    model: str
    path: str
    total_layers: int
    layers: list[LayerWork]
    total: dict[str, ProgramWork]


class CompileResult(BaseModel):
    """What ``compile`` lowered, and how it compares with the lock and across payloads."""

    entries: list[dict]
    lock: str | None
    drift: list[Drift]
    other_entries: list[str]  # lock entries of contracts not given to this run (deleted or renamed ones among them)
    models: list[ModelWork]
    sweeps: list[dict]  # audit.recompile.SweepResult (imports jax, so only when --sweep runs)
