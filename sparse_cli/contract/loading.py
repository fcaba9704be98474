"""Reading contracts: a ``.json``/``.toml`` file or a document, bounded before it is parsed
(file size, strict JSON, mask nodes and depth), validated into a ``MaskContract``."""

from __future__ import annotations

import json
import stat
import sys
import tomllib
from collections.abc import Iterator
from os import PathLike
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from sparse_cli.arguments import PATH, require
from sparse_cli.contract.errors import ContractError, format_validation_error
from sparse_cli.contract.mask_contract import MaskContract
from sparse_cli.masks.explicit import MASK_DIR, TABLES

#: Most nodes, and deepest nesting, of one contract's mask expression.
MAX_MASK_NODES = 2048
MAX_MASK_DEPTH = 32
#: Contract file formats by suffix.
FORMATS = {".json": "JSON", ".toml": "TOML"}
#: Largest contract file read (a contract is a few hundred bytes; an expression of the most
#: mask nodes is well under this).
MAX_CONTRACT_BYTES = 1 << 20


def mask_nodes(mask: Any) -> Iterator[tuple[str, Any]]:
    """``(path, node)`` for every node of a mask document, before it is validated; a ValueError
    past ``MAX_MASK_NODES`` nodes or ``MAX_MASK_DEPTH`` levels (validation and serialisation
    recurse, and a 10 MB ``or`` would cost minutes). Every contract kind, training or serving,
    is held to these limits."""
    nodes, stack = 0, [(mask, 1, "mask")]
    too_many = f"mask: more than {MAX_MASK_NODES} mask nodes (the limit of one contract)"
    while stack:
        node, depth, path = stack.pop()
        nodes += 1
        if nodes > MAX_MASK_NODES:
            raise ValueError(too_many)
        if depth > MAX_MASK_DEPTH:
            raise ValueError(f"{path}: masks nested more than {MAX_MASK_DEPTH} deep (the limit of one contract)")
        yield path, node
        if isinstance(node, dict):
            for field in ("of", "heads", "repeat"):
                children = node.get(field)
                if isinstance(children, list):
                    if nodes + len(stack) + len(children) > MAX_MASK_NODES:  # refused before a wide list is walked
                        raise ValueError(too_many)
                    stack += [(child, depth + 1, f"{path}.{field}[{i}]") for i, child in reversed(list(enumerate(children)))]
            if isinstance(node.get("mask"), dict):
                stack.append((node["mask"], depth + 1, f"{path}.mask"))


def parse_contract(document: dict[str, Any], source: str = "contract", mask_dir: str | Path | None = None,
                   tables: dict | None = None) -> MaskContract:
    """Validate a contract document; raise ContractError naming each bad field. Explicit mask
    files are read relative to ``mask_dir`` (default: the working directory) unless ``tables``
    (by sha256) already holds them."""
    if not isinstance(document, dict):
        raise ContractError(f"{source}: a contract must be a JSON/TOML object, got {type(document).__name__}")
    try:
        for _ in mask_nodes(document.get("mask")):
            pass
        return MaskContract.model_validate(document, context={MASK_DIR: mask_dir, TABLES: tables or {}})
    except ValidationError as error:
        raise ContractError(format_validation_error(error, source)) from None
    except ValueError as error:
        raise ContractError(f"{source}: invalid contract\n  {error}") from None


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are all different (a repeated key would silently win)."""
    document = {}
    for key, value in pairs:
        if key in document:
            raise ValueError(f"the key {key!r} appears twice in one object")
        document[key] = value
    return document


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def _integer(text: str) -> int:
    """A JSON integer, refused in words past the digits Python converts (its own message tells
    a programmer to raise ``sys.set_int_max_str_digits``)."""
    digits = len(text.lstrip("-"))
    if digits > sys.get_int_max_str_digits() > 0:
        raise ValueError(f"a number of {digits:,} digits: no field takes one that large")
    return int(text)


def parse_json(text: str) -> Any:
    """Strict JSON: no repeated keys, no ``NaN``/``Infinity``; raises ValueError."""
    try:
        return json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_no_constant, parse_int=_integer)
    except RecursionError:
        raise ValueError(f"nested too deeply to read (masks may nest at most {MAX_MASK_DEPTH} deep)") from None


def read_contract_document(path: str | PathLike) -> dict[str, Any]:
    """Read a ``.json`` or ``.toml`` contract file into a plain document."""
    path = Path(path)
    suffix = path.suffix.lower()
    try:
        info = path.stat()
    except FileNotFoundError:
        raise ContractError(f"{path}: no such contract file") from None
    except (OSError, ValueError) as error:  # a name too long, a symlink loop, no permission, a NUL byte
        raise ContractError(f"{path}: cannot be read ({getattr(error, 'strerror', None) or error})") from None
    if stat.S_ISDIR(info.st_mode):
        hint = " (a plan directory: run, verify and compile take it in place of the contract)" if (path / "manifest.json").is_file() else ""
        raise ContractError(f"{path}: is a directory, not a contract file{hint}")
    if not stat.S_ISREG(info.st_mode):
        raise ContractError(f"{path}: not a regular file (a pipe, socket or device); a contract is a file")
    if suffix not in FORMATS:
        raise ContractError(f"{path}: unsupported contract format {suffix or '(no suffix)'!r}; write it as "
                            f"{' or '.join(FORMATS.values())} ({', '.join(FORMATS)})")
    if info.st_size > MAX_CONTRACT_BYTES:
        raise ContractError(f"{path}: {info.st_size:,} bytes is larger than a contract can be ({MAX_CONTRACT_BYTES:,})")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise ContractError(f"{path}: not UTF-8 text (byte {error.start}); contracts are UTF-8 {FORMATS[suffix]}") from None
    except OSError as error:
        raise ContractError(f"{path}: cannot be read ({error.strerror or error})") from None
    if suffix == ".toml":
        try:
            return tomllib.loads(text)
        except RecursionError:
            raise ContractError(f"{path}: nested too deeply to read (masks may nest at most {MAX_MASK_DEPTH} deep)") from None
        except tomllib.TOMLDecodeError as error:
            raise ContractError(f"{path}: not valid TOML: {error}") from None
    try:
        return parse_json(text)
    except json.JSONDecodeError as error:
        raise ContractError(f"{path}: not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}") from None
    except ValueError as error:
        raise ContractError(f"{path}: not valid JSON: {error}") from None


#: What a serving contract is, and where it goes, for the training paths that refuse one.
SERVING_ELSEWHERE = ("a serving contract (its shape has a page_size): classify, verify, run and compile take it on its own; "
                     "plan and the training API (sparse_cli.plan, load_contract, model files) take training contracts")


def is_serving_document(document: Any) -> bool:
    """A serving contract (``sparse_cli.contract.serving``) is the one whose shape pages its kv cache."""
    return isinstance(document, dict) and isinstance(document.get("shape"), dict) and "page_size" in document["shape"]


def load_contract(source: str | PathLike | dict[str, Any] | MaskContract, mask_dir: str | Path | None = None) -> MaskContract:
    """A validated contract from a path (JSON or TOML), a plain document, or a contract. A
    file's explicit masks are read relative to its directory; a document's relative to
    ``mask_dir`` (default: the working directory)."""
    if isinstance(source, MaskContract):
        return source
    if isinstance(source, dict):
        return parse_contract(source, mask_dir=mask_dir)
    require(source, PATH, "contract", "a contract file's path (str or os.PathLike), a contract document (dict) or a MaskContract")
    document = read_contract_document(source)
    if isinstance(document, dict) and "layers" in document:  # contract.model's mark of a model file
        raise ContractError(f"{source}: a model file (it lists layers), not one contract: plan, classify and compile take "
                            "models; run and verify take one of its layers' contracts")
    if is_serving_document(document):
        raise ContractError(f"{source}: {SERVING_ELSEWHERE}")
    return parse_contract(document, str(source), mask_dir=Path(source).parent)
