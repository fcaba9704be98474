"""What a command is pointed at: contract files, plan directories and model files (or one
layer of a model) resolved to contracts, each validated before any work starts."""

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from sparse_cli.artifacts import contract_at, travelled_plan
from sparse_cli.cli import output
from sparse_cli.contract import MaskContract, load_contract
from sparse_cli.model import Model, is_model_file, layer_reference, load_model
from sparse_cli.planner.plan import plan as make_plan
from sparse_cli.planner.plan import smem_budget_bytes

#: The option that sets a launch's SMEM budget, as messages name it.
SMEM_BUDGET = "--smem-budget"


@dataclass(frozen=True)
class Source:
    """A contract a command works on, and where the command line named it."""

    path: Path  # a contract file, a plan directory, or a model file
    contract: MaskContract
    layer: str | None = None  # the contract's name inside the model file at ``path``

    def __str__(self) -> str:
        return f"{self.path} (layer {self.layer})" if self.layer else str(self.path)


def sources_of(paths: list[Path], plan_directories: bool = False) -> tuple[list[Source], list[Model]]:
    """Every contract ``paths`` name — a model file names one per distinct layer contract —
    each validated before any work starts; and the models among them."""
    sources: list[Source] = []
    models: list[Model] = []
    for path in paths:
        model_path, layer = layer_reference(path)
        if layer is not None:  # one layer of a model: planned and reported as a contract of its own
            sources.append(Source(model_path, load_model(model_path).layer(layer).contract, layer))
        elif is_model_file(path):
            model = load_model(path)
            models.append(model)
            sources += [Source(path, layer.contract, layer.contract.name) for layer in model.layers]
        elif plan_directories:
            contract, note = contract_at(path)
            if note:
                output.warn(note)
            sources.append(Source(path, contract))
        else:
            sources.append(Source(path, load_contract(path)))
    return sources, models


def check_smem_budget(sources: list[Source], smem_budget: int | None, target: str | None = None) -> None:
    """``--smem-budget`` against the chip of every source (``target`` when the command
    overrides theirs), before any work: a budget above a chip's SMEM, or within the compiler's
    reserve, is bad input naming that chip's figure (``Chip.smem_budget``)."""
    for source in sources:
        contract = source.contract if target is None else source.contract.model_copy(update={"target": target})
        smem_budget_bytes(contract, smem_budget, SMEM_BUDGET)


def one_per_name(sources: list[Source]) -> list[Source]:
    """The sources with one per contract name: a contract named twice (a model's layer and its
    own file) is kept once; two different contracts of one name are refused, since locks and
    programs are keyed by contract name."""
    kept: dict[str, Source] = {}
    for source in sources:
        seen = kept.setdefault(source.contract.name, source)
        if seen.contract.cache_key() != source.contract.cache_key():
            raise output.UsageError(f"{seen} and {source} are both named {source.contract.name!r}: the lock and --emit key "
                                    "programs by contract name, so rename one")
    return list(kept.values())


def executable(path: Path, backend: Optional[str], scale_down: Optional[int], smem_budget: Optional[int] = None, slice_: bool = False):
    """What ``run`` and ``verify`` execute for the contract at ``path`` (a contract file, a plan
    directory or a model's layer): the real contract's plan (under ``smem_budget``, default the
    target's, which decides how passes split into launches), the backend it runs natively on
    its target (or the one requested) and the plan actually executed — the real one, or a
    structure-preserving smaller one (``execution.executable.executed``). Refusals exit 2; a
    contract with no native sparse kernel exits 1."""
    from sparse_cli.execution.executable import executed  # imports jax: only executing commands call this

    model_path, layer = layer_reference(path)
    if os.path.isdir(path) and layer is None:  # a written plan: verified, and exactly what this planner makes of its contract
        real, note = travelled_plan(path, smem_budget, SMEM_BUDGET)
        if note:
            output.warn(note)
    else:
        if layer is not None:
            contract = load_model(model_path).layer(layer).contract
        elif is_model_file(path):
            raise load_model(path).one_layer_needed()
        else:
            contract = load_contract(path)
        real = make_plan(contract, smem_budget=smem_budget_bytes(contract, smem_budget, SMEM_BUDGET))
    output.warn_contract(real.contract)
    choice, checked = executed(real, backend, scale_down, slice_)
    for change in checked.rule_changes:
        output.warn(f"--scale-down {scale_down} checks another rule than the contract's: {change}; verify --slice checks the real one")
    return real, choice, checked
