"""Plans on disk: ``manifest.json`` + ``worklists.npz``, written atomically, verified on load.

The manifest is written last and carries the sha256 of the npz file and of every array, so a
reader either sees a complete, verified plan or a clear error — never a half-written one. No
pickle anywhere (``np.load(allow_pickle=False)``).
"""

from __future__ import annotations

import dataclasses
import hashlib
import io
import json
import os
import shutil
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import numpy as np
from pydantic import ValidationError

from sparse_cli.contract import ContractError, MaskContract, parse_contract
from sparse_cli.files import staged_directory, staged_file
from sparse_cli.planner.budget import SMEM_BUDGET_BYTES, PlanStats
from sparse_cli.planner.plan import Plan, distinct_head_masks
from sparse_cli.planner.plan import plan as make_plan
from sparse_cli.planner.worklists import WORKLIST_ARRAYS, Worklists

MANIFEST = "manifest.json"
WORKLISTS = "worklists.npz"
ARTIFACT_FORMAT = "sparse-cli-plan"
ARTIFACT_VERSION = 1
PASSES = ("fwd", "dkv")


class ArtifactError(ValueError):
    """A plan directory that is missing, incomplete, tampered with or of another format."""


def versions() -> dict[str, str]:
    """Versions that produced an artifact (no jax import: metadata only)."""
    found = {}
    for package, key in (("sparse-cli", "sparse_cli"), ("jax", "jax"), ("jaxlib", "jaxlib"), ("numpy", "numpy")):
        try:
            found[key] = version(package)
        except PackageNotFoundError:
            found[key] = "not installed"
    return found


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _array_digest(array: np.ndarray) -> str:
    return _sha256(np.ascontiguousarray(array).tobytes())


def _plan_arrays(plan: Plan) -> dict[str, np.ndarray]:
    return {f"{name}_{key}": value for name in PASSES for key, value in getattr(plan, name).arrays().items()}


def manifest_of(plan: Plan, arrays: dict[str, np.ndarray], npz_digest: str, npz_bytes: int, runtime: dict | None) -> dict:
    return {
        "format": ARTIFACT_FORMAT,
        "format_version": ARTIFACT_VERSION,
        "contract": plan.contract.model_dump(mode="json"),
        "cache_key": plan.contract.cache_key(),
        "grid_width": {"fwd": plan.fwd.grid_width, "dkv": plan.dkv.grid_width},
        "head_masks": list(plan.head_masks),
        "arrays": {
            key: {"shape": list(array.shape), "dtype": str(array.dtype), "sha256": _array_digest(array)}
            for key, array in arrays.items()
        },
        "runtime": runtime,
        "files": {WORKLISTS: {"sha256": npz_digest, "bytes": npz_bytes}},
        "stats": plan.stats.model_dump(mode="json"),
        "versions": versions(),
    }


def _write_into(directory: Path, plan: Plan, samples: dict[str, np.ndarray], runtime: dict | None) -> None:
    """Write both files into an existing directory, each by an atomic rename, manifest last."""
    arrays = _plan_arrays(plan) | {f"sample_{key}": value for key, value in samples.items()}
    buffer = io.BytesIO()
    np.savez(buffer, **arrays)
    data = buffer.getvalue()
    with staged_file(directory / WORKLISTS, "wb") as handle:
        handle.write(data)
    with staged_file(directory / MANIFEST) as handle:
        handle.write(json.dumps(manifest_of(plan, arrays, _sha256(data), len(data), runtime), indent=2, sort_keys=True) + "\n")


def save_plan(plan: Plan, out_dir: str | Path, samples: dict[str, np.ndarray] | None = None,
              runtime: dict | None = None) -> Path:
    """Write a plan to ``out_dir`` (created if needed). Other files there are left alone.

    ``samples`` are extra arrays (stored as ``sample_<key>``, e.g. a runtime plan of a seeded
    random batch) described by ``runtime`` in the manifest. A new directory is assembled under
    a temporary name and renamed into place, so an interrupted write leaves nothing behind.
    """
    samples = samples or {}
    out = Path(out_dir)
    if out.exists() and not out.is_dir():
        raise ArtifactError(f"{out}: exists and is not a directory")
    if out.is_dir():
        _write_into(out, plan, samples, runtime)
        return out
    with staged_directory(out) as staging:
        _write_into(staging, plan, samples, runtime)
    return out


def _read_manifest(directory: Path) -> dict:
    path = directory / MANIFEST
    if not path.is_file():
        raise ArtifactError(f"{directory}: no {MANIFEST} (not a sparse-cli plan directory)")
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise ArtifactError(f"{path}: unreadable manifest ({error})") from None
    if not isinstance(manifest, dict) or manifest.get("format") != ARTIFACT_FORMAT:
        raise ArtifactError(f"{path}: not a {ARTIFACT_FORMAT} manifest")
    if manifest.get("format_version") != ARTIFACT_VERSION:
        raise ArtifactError(
            f"{path}: artifact format version {manifest.get('format_version')!r}, this sparse-cli reads "
            f"version {ARTIFACT_VERSION}; re-run `sparse-cli plan`"
        )
    return manifest


def load_plan(out_dir: str | Path) -> Plan:
    """Load and verify a plan directory; raise ArtifactError on any mismatch."""
    directory = Path(out_dir)
    manifest = _read_manifest(directory)
    npz_path = directory / WORKLISTS
    try:
        expected = manifest["files"][WORKLISTS]
        data = npz_path.read_bytes()
        if len(data) != expected["bytes"] or _sha256(data) != expected["sha256"]:
            raise ArtifactError(f"{npz_path}: content does not match the manifest (truncated or modified)")
        with np.load(io.BytesIO(data), allow_pickle=False) as npz:
            arrays = {key: npz[key] for key in npz.files}
        if set(arrays) != set(manifest["arrays"]):
            raise ArtifactError(f"{npz_path}: arrays {sorted(arrays)} differ from the manifest's")
        for key, array in arrays.items():
            meta = manifest["arrays"][key]
            if list(array.shape) != meta["shape"] or str(array.dtype) != meta["dtype"] or _array_digest(array) != meta["sha256"]:
                raise ArtifactError(f"{npz_path}: array {key} does not match its manifest entry")
        contract = parse_contract(manifest["contract"], f"{directory / MANIFEST} (contract)")
        if contract.cache_key() != manifest["cache_key"]:
            raise ArtifactError(f"{directory / MANIFEST}: contract does not match its cache key")
        stats = PlanStats.model_validate(manifest["stats"])
    except FileNotFoundError:
        raise ArtifactError(f"{npz_path}: missing") from None
    except (KeyError, TypeError, ValueError, ValidationError, ContractError) as error:
        if isinstance(error, ArtifactError):
            raise
        raise ArtifactError(f"{directory}: damaged plan artifact ({type(error).__name__}: {error})") from None
    masks, head_masks = distinct_head_masks(contract)
    passes = {name: Worklists(**{key: arrays[f"{name}_{key}"] for key in WORKLIST_ARRAYS}) for name in PASSES}
    return Plan(contract, passes["fwd"], passes["dkv"], tuple(masks), tuple(head_masks), stats)


class PlanCache:
    """Verified plans keyed by contract cache key, SMEM budget and sparse-cli version."""

    def __init__(self, root: str | Path | None = None):
        default = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "sparse-cli"
        self.root = Path(root or os.environ.get("SPARSE_CLI_CACHE_DIR") or default) / "plans"

    def path(self, cache_key: str, smem_budget: int) -> Path:
        return self.root / versions()["sparse_cli"] / f"{cache_key}-smem{smem_budget}"

    def get(self, cache_key: str, smem_budget: int) -> Plan | None:
        """A cached plan, or None when absent or failing verification (then it is replanned)."""
        path = self.path(cache_key, smem_budget)
        if not path.is_dir():
            return None
        try:
            return load_plan(path)
        except ArtifactError:
            shutil.rmtree(path, ignore_errors=True)
            return None

    def put(self, plan: Plan) -> None:
        save_plan(plan, self.path(plan.contract.cache_key(), plan.stats.smem.budget_bytes))


def cached_plan(contract: MaskContract, smem_budget: int | None, cache: PlanCache | None) -> tuple[Plan, str]:
    """Plan a contract through the cache; returns the plan and ``"hit"``, ``"miss"`` or ``"off"``.

    A cache that cannot be written (read-only home, full disk) costs a replan next time, never
    the command; the status says so."""
    budget = smem_budget if smem_budget is not None else SMEM_BUDGET_BYTES[contract.target]
    if cache is None:
        return make_plan(contract, smem_budget=budget), "off"
    hit = cache.get(contract.cache_key(), budget)
    if hit is not None and hit.contract.cache_key() == contract.cache_key() and hit.stats.smem.budget_bytes == budget:
        # the arrays are keyed by semantics; name and description are the requested contract's
        return dataclasses.replace(hit, contract=contract), "hit"
    fresh = make_plan(contract, smem_budget=budget)
    try:
        cache.put(fresh)
    except OSError as error:
        return fresh, f"miss (not stored: {error.strerror or error})"
    return fresh, "miss"
