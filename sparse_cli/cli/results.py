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
    uncovered: list[str] = []  # --check: lock entries this run did not compile (other passes, contracts, targets)
    partial: bool = False  # --check --partial: the uncovered entries were left out on purpose
    models: list[ModelWork]
    sweeps: list[dict]  # audit.recompile.SweepResult (imports jax, so only when --sweep runs)


class TuneCommandResult(BaseModel):
    """``tune``: each contract's candidates ranked by scheduled time, and where the winner was written."""

    results: list[dict]  # audit.tune.TuneResult
    written: str | None


class ServingClassifyResult(BaseModel):
    """KV pages fetched per batch step over random batches, by each walk; SMEM of each kernel."""

    contract: dict
    batches: int
    seed: int
    pages: dict[str, dict[str, int]]  # walk -> min / median / max over the batches
    pages_total: dict[str, int]  # walk -> summed over the batches
    page_bytes: int  # one page: K and V of every kv head
    smem_bytes: dict[str, int]  # kernel -> scalar prefetch
    smem_budget: int  # the target's
    smem_capacity: int  # what our kernel's scalar prefetch may use of it (launches.launch_capacity: its operands' padding, the compiler's own)
    vmem_bytes: int = 0  # the kernel's scoped VMEM estimate (an upper bound: ``serving.vmem``)
    vmem_limit: int = 0  # the target's scoped VMEM limit

    @property
    def smem_fits(self) -> bool:
        """Whether our kernel's scalar prefetch fits what a launch may hold."""
        return self.smem_bytes["ours"] <= self.smem_capacity

    @property
    def vmem_fits(self) -> bool:
        """Whether the kernel's VMEM estimate (an upper bound) is within the scoped limit."""
        return self.vmem_bytes <= self.vmem_limit


class ServingVerifyResult(BaseModel):
    """The kernel against the float64 reference, per random batch."""

    contract: dict
    seed: int
    context: int  # the longest sequence checked
    tolerance: float
    batches: list[dict]  # per batch: sequences, query tokens, kv tokens, max error
    passed: bool


class ServingRunResult(BaseModel):
    """Step times of random batches through one serving program, labelled with where it ran."""

    contract: dict
    execution: str  # native (a TPU) or interpret (JAX's TPU interpreter: not a TPU time)
    device: str
    steps: int
    warmup: int
    seed: int
    median_seconds: float
    min_seconds: float
    max_seconds: float
    compilations: int
    pages_median: dict[str, int]  # per batch step: ours and JAX's walk
    kernels: list[str]
    evidence: str
