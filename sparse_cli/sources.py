"""What a command is pointed at, told apart here and nowhere else: a contract file, a serving
contract, a model file (each of its layer contracts), one layer of a model (``MODEL:LAYER``) or
a plan directory written by ``plan``. Each file is read once, and every contract is validated
before a command starts any work. The CLI's commands and the compile child resolve their
paths here."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from sparse_cli.artifacts import travelled_plan
from sparse_cli.contract import ContractError, MaskContract, is_serving_document, parse_contract, read_contract_document
from sparse_cli.contract.loading import SERVING_ELSEWHERE
from sparse_cli.contract.model import Model, is_model_document, parse_model
from sparse_cli.contract.serving import ServingContract, parse_serving_contract
from sparse_cli.planner.plan import Plan


@dataclass(frozen=True)
class Source:
    """A contract a command works on, and where the command line named it."""

    path: Path  # a contract file, a plan directory, or a model file
    contract: MaskContract | ServingContract
    layer: str | None = None  # the contract's name inside the model file at ``path``
    plan: Plan | None = None  # a plan directory's plan: what this planner makes of its contract, checked against it

    @property
    def serving(self) -> bool:
        return isinstance(self.contract, ServingContract)

    def __str__(self) -> str:
        return f"{self.path} (layer {self.layer})" if self.layer else str(self.path)


@dataclass(frozen=True)
class Reading:
    """How a command reads its paths: whether it takes plan directories and serving contracts
    (and, when not, what it says of one), the SMEM budget a plan directory's plan is checked
    under (the option ``argument`` names it; default the target's), and where the note of a
    plan written by other versions goes."""

    plan_directories: bool = True
    serving: bool = True
    not_serving: str = f": {SERVING_ELSEWHERE}"  # what a command that takes no serving contract says of one, after its path
    smem_budget: int | None = None
    argument: str = "smem_budget"
    note: Callable[[str], None] = lambda note: None


def sources_of(paths: list[Path], reading: Reading = Reading()) -> tuple[list[Source], list[Model]]:
    """Every contract ``paths`` name — a model file names one per distinct layer contract —
    each validated before any work starts; and the models among them."""
    sources: list[Source] = []
    models: list[Model] = []
    for path in paths:
        found, model = _resolved(Path(path), reading)
        sources += found
        models += [model] if model is not None else []
    return sources, models


def source_at(path: Path, reading: Reading = Reading(), layer: str | None = None) -> Source:
    """The one contract ``path`` names (or, given ``layer``, the model file ``path``'s layer of
    that name), for what executes one: a whole model is refused, naming the ways to give one of
    its layers."""
    sources, model = _resolved(Path(path), reading, layer)
    if model is not None:
        raise model.one_layer_needed()
    return sources[0]


def _resolved(path: Path, reading: Reading, layer: str | None = None) -> tuple[list[Source], Model | None]:
    """What ``path`` names: its sources, and the model when it is a model file."""
    if layer is None:
        path, layer = layer_reference(path)
    if layer is None and reading.plan_directories and os.path.isdir(path):
        plan, note = travelled_plan(path, reading.smem_budget, reading.argument)
        if note:
            reading.note(note)
        return [Source(path, plan.contract, plan=plan)], None
    try:
        document = read_contract_document(path)
    except ContractError as error:
        if layer is None or not path.exists():  # a MODEL:LAYER whose MODEL cannot be read says why
            raise
        raise ContractError(f"{path}:{layer}: the model file cannot be read: {error}") from None
    if layer is None and is_serving_document(document):
        if not reading.serving:
            raise ContractError(f"{path}{reading.not_serving}")
        return [Source(path, parse_serving_contract(document, str(path)))], None
    if is_model_document(document):
        model = parse_model(document, path)
        if layer is not None:
            return [Source(path, model.layer(layer).contract, layer)], None
        return [Source(path, entry.contract, entry.contract.name) for entry in model.layers], model
    if layer is not None:
        raise ContractError(f"{path}:{layer}: {path} is not a model file (it lists no layers), so it has no layer {layer!r}; "
                            "MODEL:LAYER names a layer contract of a model file")
    return [Source(path, parse_contract(document, str(path), mask_dir=path.parent))], None


def layer_reference(path: Path) -> tuple[Path, str | None]:
    """``MODEL:LAYER`` — a model file, a colon, one of its layer contracts' names — as the model's
    path and the layer name; any other path is itself with no layer. A path that exists is
    always itself, even with a colon in its name (a plan directory, say)."""
    model, colon, layer = str(path).rpartition(":")
    if not colon or not model or os.path.lexists(path) or not os.path.isfile(model):
        return path, None
    return Path(model), layer


def one_per_name(sources: list[Source]) -> list[Source]:
    """The sources with one per contract name: a contract named twice (a model's layer and its
    own file) is kept once; two different contracts of one name are refused, since locks and
    programs are keyed by contract name."""
    kept: dict[str, Source] = {}
    for source in sources:
        seen = kept.setdefault(source.contract.name, source)
        if seen.contract.cache_key() != source.contract.cache_key():
            raise ContractError(f"{seen} and {source} are both named {source.contract.name!r}: the lock and --emit key "
                                "programs by contract name, so rename one")
    return list(kept.values())
