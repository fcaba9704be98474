"""Model files: a model's attention layers as one file, so ``plan``, ``classify`` and ``compile``
handle the whole stack together and report per-layer and total figures.

A model lists layers, each a mask contract with the number of layers that run it: the contract
written inline, or the path of a contract file inside the model file's own directory. A
Gemma-3-style stack of 5 local layers to 1 global is two entries::

    {"name": "gemma3-27b-32k",
     "layers": [{"contract": "gemma3-local.json", "count": 52},
                {"contract": {"name": "gemma3-global", ...}, "count": 10}]}

Entries of one contract (the same name and semantics) are one layer with their counts summed;
two different contracts of one name are refused, since plans, locks and programs are named
after contracts. Model files come from pull requests like contracts: references cannot leave
the model's directory, models do not nest, and counts and entries are bounded.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import Field, ValidationError

from sparse_cli.contract.errors import ContractError, format_validation_error
from sparse_cli.contract.loading import SERVING_ELSEWHERE, is_serving_document, parse_contract, read_contract_document
from sparse_cli.contract.mask_contract import NAME_PATTERN, MaskContract
from sparse_cli.files import resolved
from sparse_cli.masks.base import Strict

#: Most entries one model file may list, and most layers one entry may count.
MAX_LAYER_ENTRIES = 256
MAX_LAYER_COUNT = 10_000


class LayerEntry(Strict):
    contract: str | dict[str, Any] = Field(
        description="a contract file inside the model file's directory (a relative path), or the contract itself")
    count: int = Field(default=1, gt=0, le=MAX_LAYER_COUNT, description="layers of the model that run this contract")


class ModelDocument(Strict):
    name: str = Field(pattern=NAME_PATTERN)
    description: str | None = None
    layers: list[LayerEntry] = Field(min_length=1, max_length=MAX_LAYER_ENTRIES)


@dataclass(frozen=True)
class Layer:
    """One distinct contract of a model and how many of its layers run it."""

    contract: MaskContract
    count: int
    source: str  # where it was written: a contract file, or ``MODEL: layers[i]`` inline


@dataclass(frozen=True)
class Model:
    name: str
    path: Path
    layers: tuple[Layer, ...]  # one per distinct contract, in the order first written

    @property
    def total_layers(self) -> int:
        return sum(layer.count for layer in self.layers)

    def layer(self, name: str) -> Layer:
        """The layer whose contract is ``name``."""
        for layer in self.layers:
            if layer.contract.name == name:
                return layer
        raise ContractError(f"{self.path}: model {self.name} has no layer contract {name!r} (it has {self._names()})")

    def one_layer_needed(self) -> ContractError:
        """Why ``run`` and ``verify``, which execute one contract, refuse the whole model, and the
        two ways to name one of its layers."""
        return ContractError(f"{self.path}: model {self.name} has {len(self.layers)} layer contracts; run and verify execute one: "
                             f"give {self.path}:LAYER (LAYER one of {self._names()}), or a plan directory "
                             f"plans/{self.path.stem}/LAYER written by `sparse-cli plan {self.path}`")

    def _names(self) -> str:
        return ", ".join(layer.contract.name for layer in self.layers)


def is_model_document(document: Any) -> bool:
    """A model file is told from a contract by its ``layers`` list."""
    return isinstance(document, dict) and "layers" in document


def load_model(path: str | Path) -> Model:
    """A validated model from its file (``parse_model``)."""
    return parse_model(read_contract_document(path), Path(path))


def parse_model(document: Any, path: Path) -> Model:
    """A validated model from the document read from ``path``: every layer's contract read and
    validated, entries of one contract merged. Raises ContractError naming the file and the entry."""
    try:
        model = ModelDocument.model_validate(document)
    except ValidationError as error:
        raise ContractError(format_validation_error(error, str(path), "model")) from None
    layers: dict[str, Layer] = {}
    for index, entry in enumerate(model.layers):
        where = f"{path}: layers[{index}].contract"
        contract, source = _layer_contract(path, entry.contract, where)
        seen = layers.get(contract.name)
        if seen is None:
            layers[contract.name] = Layer(contract, entry.count, source)
        elif seen.contract.cache_key() == contract.cache_key():
            layers[contract.name] = Layer(seen.contract, seen.count + entry.count, seen.source)
        else:
            raise ContractError(f"{where}: another contract named {contract.name!r} than {seen.source}'s; plans, locks and "
                                "programs are named after contracts, so rename one")
    return Model(model.name, path, tuple(layers.values()))


def _layer_contract(model_path: Path, written: str | dict[str, Any], where: str) -> tuple[MaskContract, str]:
    """The contract of one entry, and where it came from."""
    if isinstance(written, dict):
        if is_model_document(written):
            raise ContractError(f"{where}: a model inside a model; models do not nest")
        if is_serving_document(written):
            raise ContractError(f"{where}: {SERVING_ELSEWHERE}")
        return parse_contract(written, where, mask_dir=model_path.parent), f"{model_path}: {where.split(': ')[-1]}"
    try:
        home, target = resolved(model_path.parent), resolved(model_path.parent / written)
    except ValueError as error:
        raise ContractError(f"{where}: {error}") from None
    if Path(written).is_absolute() or not target.is_relative_to(home):
        raise ContractError(f"{where}: {written!r} is outside the model file's directory; a model refers to contract "
                            "files beside it (or in folders below it)")
    try:
        document = read_contract_document(target)
    except ContractError as error:  # named by the entry that refers to it, as an inline contract's problems are
        raise ContractError(f"{where}: {error}") from None
    if is_model_document(document):
        raise ContractError(f"{where}: {written} is a model file; models do not nest")
    if is_serving_document(document):
        raise ContractError(f"{where}: {written} is {SERVING_ELSEWHERE}")
    try:
        contract = parse_contract(document, str(model_path.parent / written), mask_dir=target.parent)
    except ContractError as error:
        raise ContractError(f"{where}: {error}") from None
    return contract, str(model_path.parent / written)
