"""Contract documents for tests: the shipped examples, and small ones built around a mask."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sparse_cli.contract import read_contract_document
from sparse_cli.contract.model import is_model_document

ROOT = Path(__file__).resolve().parents[2]
#: The example contracts, and the model files beside them (told apart by their layers).
CONTRACTS = sorted(path for path in (ROOT / "contracts").glob("*.json") if not is_model_document(read_contract_document(path)))
MODELS = sorted(path for path in (ROOT / "contracts").glob("*.json") if is_model_document(read_contract_document(path)))
#: The longest contract (tokens, either side) whose runs at its real size the default run sweeps;
#: the longer ones (eleven of 8K-128K tokens) cost CI the most there (a real-size slice's last
#: rows, a 128K program's compile) and run under ``pytest -m exhaustive``. What they hold beyond
#: the shorter ones (sinks, per-head windows, chunks, global tokens, routing, documents, per-pass
#: blocks, an MLA head, a head_dim of 256) the default run checks at small sizes in tests of their
#: own; the 8K gemma2 window is ``EXAMPLE``, which most command tests plan and compile whole.
SWEPT_TOKENS = 4096
FIXTURES = ROOT / "fixtures" / "contracts"
#: The example most command tests plan: a sliding window every backend serves.
EXAMPLE = ROOT / "contracts" / "gemma2-9b-sliding-4096.json"
#: A packed-documents example (a runtime plan per batch).
PACKED = ROOT / "contracts" / "packed-documents-causal-16k.json"


def swept(path: Path, *values: Any, id: str | None = None) -> Any:
    """A shipped contract's case of a sweep at real sizes: ``exhaustive`` past ``SWEPT_TOKENS``."""
    shape = read_contract_document(path)["shape"]
    long = max(shape["q_len"], shape["kv_len"]) > SWEPT_TOKENS
    return pytest.param(path, *values, id=id or path.stem, marks=[pytest.mark.exhaustive] if long else [])


def small_contract(mask, q_len=640, kv_len=640, num_heads=2, block_q=128, block_kv=128, **extra) -> dict[str, Any]:
    """A small contract document around ``mask``."""
    return {
        "name": "small",
        "shape": {"q_len": q_len, "kv_len": kv_len, "num_heads": num_heads, "head_dim": 64},
        "blocks": {"block_q": block_q, "block_kv": block_kv},
        "mask": mask,
        **extra,
    }


def contract_document(mask, q_len: int, kv_len: int, num_heads: int, num_kv_heads: int | None = None, *, name: str = "test",
                      head_dim: int = 64, head_dim_v: int | None = None, dtype: str | None = "float32",
                      blocks: dict[str, int] | int = 128, **extra) -> dict[str, Any]:
    """A contract document with every shape field spelled out (``blocks``: one size for both
    axes, or the blocks section itself); fields left None keep the contract's defaults."""
    shape = {"q_len": q_len, "kv_len": kv_len, "num_heads": num_heads, "num_kv_heads": num_kv_heads or num_heads,
             "head_dim": head_dim, "head_dim_v": head_dim_v, "dtype": dtype}
    return {
        "name": name,
        "shape": {key: value for key, value in shape.items() if value is not None},
        "blocks": blocks if isinstance(blocks, dict) else {"block_q": blocks, "block_kv": blocks},
        "mask": mask,
        **{key: value for key, value in extra.items() if value is not None},
    }


def write(tmp_path: Path, document, name: str = "contract.json") -> Path:
    """A contract (or model) document written as a JSON file."""
    path = tmp_path / name
    path.write_text(json.dumps(document))
    return path


def mesh_document(mask, q_len: int = 512, kv_len: int = 512, name: str = "mesh", **extra) -> dict[str, Any]:
    """The contract the mesh tests shard (sharded, ring and two-process runs): 4 query heads over
    2 kv heads of 32 dimensions, 64-token blocks, float32."""
    return contract_document(mask, q_len, kv_len, 4, 2, name=name, head_dim=32, blocks=64, **extra)
