"""A model file's figures: each layer contract's program, and the totals over every layer."""

from __future__ import annotations

from pydantic import BaseModel

from sparse_cli.contract.model import Model
from sparse_cli.planner.plan import Plan
from sparse_cli.report.program import ProgramReport, rooflines
from sparse_cli.targets import TARGETS


class LayerFigures(BaseModel):
    """One layer contract's figures, for one layer that runs it."""

    contract: str
    count: int
    target: str
    backend: str | None  # what runs natively on the target (None: nothing does)
    tile_density: float
    smem_fits: bool
    fwd_flops: int  # of the program that runs
    bwd_flops: int
    roofline: dict[str, dict[str, float]]  # target -> {"forward": s, "backward": s}; a model, not a measurement


class ModelFigures(BaseModel):
    """A model's layers and their totals over every layer (each contract times its count)."""

    model: str
    path: str
    total_layers: int
    layers: list[LayerFigures]
    fwd_flops: int
    bwd_flops: int
    roofline: dict[str, dict[str, float]]  # target -> {"forward": s, "backward": s} of all layers; a model


def model_figures(model: Model, plans: dict[str, tuple[Plan, ProgramReport]]) -> ModelFigures:
    """Per-layer and total figures of ``model`` from its layers' plans and native programs (by
    contract name)."""
    layers = []
    for layer in model.layers:
        plan, program = plans[layer.contract.name]
        estimates = {r.target: {"forward": r.forward.seconds, "backward": r.backward.seconds}
                     for r in rooflines(plan, program)}
        layers.append(LayerFigures(contract=layer.contract.name, count=layer.count, target=layer.contract.target,
                                   backend=program.backend, tile_density=plan.stats.block_density, smem_fits=program.smem.fits,
                                   fwd_flops=program.flops.fwd_program, bwd_flops=program.flops.bwd_program, roofline=estimates))
    return ModelFigures(
        model=model.name, path=str(model.path), total_layers=model.total_layers, layers=layers,
        fwd_flops=sum(layer.count * layer.fwd_flops for layer in layers), bwd_flops=sum(layer.count * layer.bwd_flops for layer in layers),
        roofline={target: {direction: sum(layer.count * layer.roofline[target][direction] for layer in layers)
                           for direction in ("forward", "backward")} for target in TARGETS})
