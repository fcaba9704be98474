"""Plans on disk: ``manifest.json`` + ``worklists.npz``, written atomically, verified on load.

The manifest is written last and carries the sha256 of the npz file and of every array, so a
reader either sees a complete, verified plan or a clear error — never a half-written one. No
pickle anywhere (``np.load(allow_pickle=False)``).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import tempfile
import zipfile
from pathlib import Path
from typing import Annotated, Any, BinaryIO, Literal

import numpy as np
from pydantic import Field, ValidationError

from sparse_cli.arguments import PATH, require
from sparse_cli.contract import (
    ContractError,
    distinct_head_masks,
    explicit_masks,
    format_validation_error,
    parse_contract,
    parse_json,
)
from sparse_cli.files import exclusive, not_a_directory, not_a_file, resolved, shared, small_json, staged_directory, staged_file
from sparse_cli.masks.base import Strict
from sparse_cli.masks.explicit import CARRIED, MaskFileError
from sparse_cli.planner.limits import max_plan_bytes
from sparse_cli.planner.plan import Plan, require_plan, smem_budget_bytes
from sparse_cli.planner.plan import plan as make_plan
from sparse_cli.planner.stats import PlanStats
from sparse_cli.planner.worklists import WORKLIST_ARRAYS, Worklists
from sparse_cli.resources import PLAN_LIMIT_ENV
from sparse_cli.versions import RUNTIME_PACKAGES, package_versions

MANIFEST = "manifest.json"
WORKLISTS = "worklists.npz"
#: Subdirectory holding copies of the contract's explicit mask files.
MASKS = "masks"
ARTIFACT_FORMAT = "sparse-cli-plan"
ARTIFACT_VERSION = 2


class ArtifactError(ValueError):
    """A plan directory that is missing, incomplete, tampered with or of another format."""


def _array_digest(array: np.ndarray) -> str:
    return hashlib.sha256(np.ascontiguousarray(array)).hexdigest()  # the array's buffer itself: no copy of a GiB of blocks


def _plan_arrays(plan: Plan) -> dict[str, np.ndarray]:
    return {f"{name}_{key}": value for name, wl in plan.worklists.items() for key, value in wl.arrays().items()}


def manifest_of(plan: Plan, arrays: dict[str, np.ndarray], npz_digest: str, npz_bytes: int, runtime: dict | None) -> dict:
    return {
        "format": ARTIFACT_FORMAT,
        "format_version": ARTIFACT_VERSION,
        "contract": plan.contract.model_dump(mode="json", context={CARRIED: MASKS}),
        "cache_key": plan.contract.cache_key(),
        "grid_width": {name: wl.grid_width for name, wl in plan.worklists.items()},
        "head_masks": list(plan.head_masks),
        "arrays": {
            key: {"shape": list(array.shape), "dtype": str(array.dtype), "sha256": _array_digest(array)}
            for key, array in arrays.items()
        },
        "runtime": runtime,
        "files": {WORKLISTS: {"sha256": npz_digest, "bytes": npz_bytes}},
        "stats": plan.stats.model_dump(mode="json"),
        "smem_budget": plan.smem_budget,
        "versions": package_versions(RUNTIME_PACKAGES),
    }


def write_plan_into(directory: Path, plan: Plan, samples: dict[str, np.ndarray], runtime: dict | None) -> None:
    """Write the files into an existing directory, each by an atomic rename, manifest last:
    the worklists and a copy of every explicit mask file (a plan travels without its source)."""
    for node in explicit_masks(plan.contract.static_mask):
        (directory / MASKS).mkdir(exist_ok=True)
        try:
            data = node.table.file_bytes()
        except MaskFileError as error:
            raise ArtifactError(str(error)) from None
        with staged_file(directory / node.carried_under(MASKS), "wb") as handle:
            handle.write(data)
    arrays = _plan_arrays(plan) | {f"sample_{key}": value for key, value in samples.items()}
    with staged_file(directory / WORKLISTS, "w+b") as handle:  # written in place, then hashed from the disk: no copy in memory
        np.savez(handle, **arrays)
        size = handle.tell()
        handle.seek(0)
        digest = hashlib.file_digest(handle, "sha256").hexdigest()
    with staged_file(directory / MANIFEST) as handle:
        handle.write(json.dumps(manifest_of(plan, arrays, digest, size, runtime), indent=2, sort_keys=True) + "\n")


def check_output_dir(out_dir: str | Path) -> Path:
    """Refuse an output path that cannot become a plan directory, before any work is done."""
    out = Path(require(out_dir, PATH, "out_dir", "a directory's path (str or os.PathLike)"))
    try:
        resolved(out)
        if out.is_symlink() and not out.exists():
            raise ArtifactError(f"{out}: a symlink to nothing; give a directory")
        if out.exists() and not out.is_dir():
            raise ArtifactError(f"{out}: exists and is not a directory")
        # the nearest ancestor that is there: a dangling or looping link counts (and is not a directory)
        parent = out if out.is_dir() else next((p for p in out.parents if p.exists() or p.is_symlink()), Path("."))
        masks_unfit = not_a_directory(out / MASKS)
    except ValueError as error:  # a NUL byte, a symlink loop
        raise ArtifactError(str(error)) from None
    except OSError as error:  # a name too long
        raise ArtifactError(f"{out}: cannot write there ({error.strerror or error})") from None
    if not parent.is_dir() or not os.access(parent, os.W_OK | os.X_OK):
        raise ArtifactError(f"{out}: cannot write there ({parent} is not a writable directory)")
    if masks_unfit:  # a plan copies its mask files in there: never through a link, never over a user's file
        raise ArtifactError(f"{out / MASKS}: {masks_unfit}; a plan keeps its mask files in that directory: remove it or give another directory")
    manifest = out / MANIFEST
    ours = "sparse-cli replaces only its own plans: give another directory"
    try:  # a plan being written there is read when its writer is done (``save_plan``)
        with shared(out, follow=True) if out.is_dir() else contextlib.nullcontext():
            if os.path.lexists(manifest) and not _is_plan_manifest(manifest):  # what a user had there: never replaced
                raise ArtifactError(f"{manifest}: exists and is not a {ARTIFACT_FORMAT} manifest; {ours}")
            if os.path.lexists(out / WORKLISTS) and not os.path.lexists(manifest):
                raise ArtifactError(f"{out / WORKLISTS}: exists beside no {MANIFEST} (not a plan's); {ours}")
    except OSError as error:  # a directory that refuses to be opened
        raise ArtifactError(f"{out}: cannot write there ({error.strerror or error})") from None
    return out


def _is_plan_manifest(path: Path) -> bool:
    """Whether ``path`` is a regular file whose JSON names this project's plan format (of any
    version: a plan written by another sparse-cli is replaced like any other)."""
    return _names_plan_format(small_json(path, MAX_MANIFEST_BYTES))


def _names_plan_format(document: Any) -> bool:
    return isinstance(document, dict) and document.get("format") == ARTIFACT_FORMAT


def check_output_file(path: Path, what: str, signature: bytes | None = None, kind: str = "") -> Path:
    """Refuse a path (named ``what`` in the message, e.g. ``--png FILE``) that cannot become a
    file, before any work is done: a directory, a missing parent, or a parent that refuses a new
    file — tried for real, since permission bits do not tell (root, read-only mounts, /proc) —
    and, given the ``signature`` its files start with, an existing file that is not one (of
    ``kind``, e.g. "a PNG"): what a user had there (a contract, say) is never replaced."""
    try:
        if path.is_dir():
            raise ArtifactError(f"{what} {path}: is a directory; give a file name")
        if signature is not None and os.path.lexists(path):
            odd = not_a_file(path)
            if odd:
                raise ArtifactError(f"{what} {path}: {odd}; give a new file's name")
            with path.open("rb") as handle:
                if handle.read(len(signature)) != signature:
                    raise ArtifactError(f"{what} {path}: exists and is not {kind}; sparse-cli replaces only its own "
                                        "output there: give a new file's name")
        if not path.parent.is_dir():
            missing = "does not exist" if not os.path.lexists(path.parent) else "is not a directory"
            raise ArtifactError(f"{what} {path}: {path.parent} {missing}")
        tempfile.TemporaryFile(dir=path.parent).close()
    except OSError as error:  # a name too long, a parent that refuses a new file
        raise ArtifactError(f"{what} {path}: cannot write in {path.parent} ({error.strerror or error})") from None
    return path


def save_plan(plan: Plan, out_dir: str | Path, samples: dict[str, np.ndarray] | None = None,
              runtime: dict | None = None) -> Path:
    """Write a plan to ``out_dir`` (created if needed). Other files there are left alone.

    ``samples`` are extra arrays (stored as ``sample_<key>``, e.g. a runtime plan of a seeded
    random batch) described by ``runtime`` in the manifest. A new directory is assembled under
    a temporary name and renamed into place, so an interrupted write leaves nothing behind;
    in a directory that is there (or that a concurrent writer made first), the files are
    replaced one by one (manifest last) under a lock on the directory, writers taking turns,
    so it always holds one complete, verifiable plan.
    """
    require_plan(plan)
    samples = samples or {}
    out = check_output_dir(out_dir)
    try:
        if not out.is_dir():
            try:
                with staged_directory(out) as staging:
                    write_plan_into(staging, plan, samples, runtime)
                return out
            except FileExistsError:
                pass
        with exclusive(out, follow=True):  # writers of different plans never mix their files
            write_plan_into(out, plan, samples, runtime)
    except OSError as error:
        raise ArtifactError(f"{out}: cannot write the plan ({error.strerror or error})") from None
    return out


#: Largest manifest read (stats of 1024 heads take well under this).
MAX_MANIFEST_BYTES = 16 << 20
_SHA256 = r"^[0-9a-f]{64}$"


class _ArrayEntry(Strict):
    shape: list[Annotated[int, Field(ge=0)]]
    dtype: Literal["bool", "int8", "int16", "int32"]  # step arrays, partial blocks, sample ids
    sha256: str = Field(pattern=_SHA256)


class _FileEntry(Strict):
    sha256: str = Field(pattern=_SHA256)
    bytes: int = Field(ge=0)


class _Files(Strict):
    worklists: _FileEntry = Field(alias=WORKLISTS)


class Manifest(Strict):
    """``manifest.json``, every field of its exact JSON type: a plan directory (or a cache
    slot) is as untrusted as a contract."""

    format: str  # both checked first, to name another format or version
    format_version: int
    contract: dict[str, Any]
    cache_key: str
    grid_width: dict[str, int]
    head_masks: list[int]
    arrays: dict[str, _ArrayEntry]
    runtime: dict[str, Any] | None
    files: _Files
    stats: PlanStats
    smem_budget: int
    versions: dict[str, str | None]


def _read_manifest(directory: Path) -> Manifest:
    path = directory / MANIFEST
    try:
        is_file = path.is_file()
    except OSError as error:  # a name too long
        raise ArtifactError(f"{directory}: cannot be read ({error.strerror or error})") from None
    if not is_file:
        raise ArtifactError(f"{directory}: no {MANIFEST} (not a sparse-cli plan directory)")
    try:
        if path.stat().st_size > MAX_MANIFEST_BYTES:
            raise ArtifactError(f"{path}: larger than a manifest can be ({MAX_MANIFEST_BYTES:,} bytes)")
        document = parse_json(path.read_text(encoding="utf-8"))
    except OSError as error:  # removed or replaced meanwhile, no permission
        raise ArtifactError(f"{path}: cannot be read ({error.strerror or error})") from None
    except (ValueError, UnicodeDecodeError) as error:
        raise ArtifactError(f"{path}: unreadable manifest ({error})") from None
    if not _names_plan_format(document):
        raise ArtifactError(f"{path}: not a {ARTIFACT_FORMAT} manifest")
    version = document.get("format_version")
    if type(version) is not int or version != ARTIFACT_VERSION:
        raise ArtifactError(f"{path}: artifact format version {version!r}, this sparse-cli reads version {ARTIFACT_VERSION}; "
                            "re-run `sparse-cli plan`")
    try:
        return Manifest.model_validate(document, strict=True)  # the stats' models too
    except ValidationError as error:
        raise ArtifactError(format_validation_error(error, str(path), "plan manifest")) from None


def _declared(manifest: Manifest, limit: int) -> dict[str, tuple[tuple[int, ...], np.dtype]]:
    """The arrays the manifest announces (shape, dtype), refused before any is read when they
    are larger than the planning memory limit or than the npz's declared size allows."""
    declared = {key: (tuple(entry.shape), np.dtype(entry.dtype)) for key, entry in manifest.arrays.items()}
    total = sum(math.prod(shape) * dtype.itemsize for shape, dtype in declared.values())
    size = manifest.files.worklists.bytes
    if total > limit or size > total + 4096 * (len(declared) + 1):
        raise ArtifactError(f"the manifest announces {total:,} bytes of arrays in a {size:,}-byte file "
                            f"(limit {limit:,}; {PLAN_LIMIT_ENV} raises it)")
    return declared


def _read_npz(file: BinaryIO, declared: dict[str, tuple[tuple[int, ...], np.dtype]]) -> dict[str, np.ndarray]:
    """The npz's arrays, each header checked against the manifest before its data is read;
    members must be stored uncompressed (as ``np.savez`` writes them), so nothing inflates."""
    arrays = {}
    with zipfile.ZipFile(file) as archive:
        members = {info.filename.removesuffix(".npy"): info for info in archive.infolist()}
        if set(members) != set(declared):
            raise ArtifactError(f"arrays {sorted(members)} differ from the manifest's")
        for key, info in members.items():
            if info.compress_type != zipfile.ZIP_STORED:
                raise ArtifactError(f"array {key} is compressed; plans store arrays uncompressed")
            with archive.open(info) as member:
                version = np.lib.format.read_magic(member)
                if version not in ((1, 0), (2, 0)):
                    raise ArtifactError(f"array {key}: unsupported .npy format version {version}")
                read_header = np.lib.format.read_array_header_1_0 if version == (1, 0) else np.lib.format.read_array_header_2_0
                shape, fortran, dtype = read_header(member)
                if (tuple(shape), dtype) != declared[key] or fortran:
                    raise ArtifactError(f"array {key} does not match its manifest entry")
            with archive.open(info) as member:  # the header is trusted now: read the whole array
                arrays[key] = np.lib.format.read_array(member, allow_pickle=False)
    return arrays


def _check_worklists(contract, name: str, wl: Worklists) -> None:
    """Shapes and index ranges a kernel relies on (a hostile plan must not steer its reads)."""
    (nq, nk), (block_q, block_kv) = contract.grid_of(name), contract.blocks.of(name)
    rows, cols, block = (nk, nq, (block_kv, block_q)) if name == "dkv" else (nq, nk, (block_q, block_kv))
    shape = wl.block_mask.shape
    steps_ok = all(a.ndim == 3 and a.shape == shape for a in (wl.block_mask, wl.data_next, wl.mask_next))
    if not steps_ok or shape[0] not in (1, contract.shape.num_heads) or shape[1] != rows or not 1 <= shape[2] <= cols:
        raise ArtifactError(f"{name} worklists of shape {shape} do not fit the contract")
    blocks = wl.partial_mask_blocks
    if blocks.dtype != np.bool_ or blocks.shape[1:] != block:
        raise ArtifactError(f"{name} partial blocks of shape {blocks.shape} do not fit the contract")
    if not (np.isin(wl.block_mask, [0, 1, 2]).all() and (wl.data_next >= 0).all() and (wl.data_next < cols).all()
            and (wl.mask_next >= 0).all() and (wl.mask_next < max(1, blocks.shape[0])).all()):
        raise ArtifactError(f"{name} worklists hold a block class or index out of range")


def load_plan(out_dir: str | Path) -> Plan:
    """Load and verify a plan directory; raise ArtifactError on any mismatch.

    Everything is checked before it is trusted: the manifest's declared array sizes (against
    the planning memory limit) before the npz is read, the npz's size and sha256, each array's
    header before its data, every array's sha256, the contract against its cache key, and the
    worklists' shapes and index ranges against the contract."""
    return _loaded(Path(require(out_dir, PATH, "out_dir", "a plan directory's path (str or os.PathLike)")))[0]


def _loaded(directory: Path) -> tuple[Plan, Manifest]:
    """``load_plan``'s plan, and the manifest it was read from."""
    manifest = _read_manifest(directory)
    npz_path = directory / WORKLISTS
    limit = max_plan_bytes()  # a bad setting is the environment's fault, never the plan's
    try:
        declared = _declared(manifest, limit)
        if not npz_path.is_file() or npz_path.stat().st_size != manifest.files.worklists.bytes:
            raise ArtifactError(f"{WORKLISTS}: missing, not a file, or its size does not match the manifest (truncated or modified)")
        with npz_path.open("rb") as handle:  # hashed and read from the disk: never a copy of the whole file in memory
            if hashlib.file_digest(handle, "sha256").hexdigest() != manifest.files.worklists.sha256:
                raise ArtifactError(f"{WORKLISTS}: content does not match the manifest (truncated or modified)")
            handle.seek(0)
            arrays = _read_npz(handle, declared)  # each array checked against its own digest below
        for key, array in arrays.items():
            if _array_digest(array) != manifest.arrays[key].sha256:
                raise ArtifactError(f"array {key} does not match its manifest entry")
        contract = parse_contract(manifest.contract, f"{MANIFEST} (contract)", mask_dir=directory)
        if contract.cache_key() != manifest.cache_key:
            raise ArtifactError(f"{MANIFEST}: contract does not match its cache key")
        smem_budget_bytes(contract, manifest.smem_budget, f"{MANIFEST}'s smem_budget")  # a budget its chip can have
        stats = manifest.stats
        passes = {name: Worklists(**{key: arrays[f"{name}_{key}"] for key in WORKLIST_ARRAYS}) for name in contract.blocks.worklist_passes}
        for name, wl in passes.items():
            _check_worklists(contract, name, wl)
    except ArtifactError as error:
        raise ArtifactError(f"{directory}: {error}") from None
    except OSError as error:
        raise ArtifactError(f"{npz_path}: cannot be read ({error.strerror or error})") from None
    except (KeyError, TypeError, ValueError, ValidationError, ContractError, zipfile.BadZipFile) as error:
        raise ArtifactError(f"{directory}: damaged plan artifact ({type(error).__name__}: {error})") from None
    masks, head_masks = distinct_head_masks(contract)
    return Plan.of_worklists(contract, passes, masks, head_masks, stats, manifest.smem_budget), manifest


def travelled_plan(path: str | Path, smem_budget: int | None = None, argument: str = "smem_budget") -> tuple[Plan, str | None]:
    """The plan a written plan directory holds, to execute or compile exactly it: verified like
    ``load_plan``, then checked to be what this sparse-cli plans for the contract inside it —
    so every verdict comes from arrays this planner would produce, never from a manifest's
    claims (its stats are recomputed), under ``smem_budget`` (the option ``argument``; default
    the target's). Returns the plan and, when the directory was written by other versions, a
    note naming them."""
    directory = Path(path)
    loaded, manifest = _loaded(directory)
    contract = loaded.contract
    del loaded  # its arrays match the manifest's digests, which the fresh plan is compared to: never both plans in memory
    fresh = make_plan(contract, smem_budget=smem_budget_bytes(contract, smem_budget, argument))
    written = manifest.versions
    running = package_versions(RUNTIME_PACKAGES)
    differs = {k: (written.get(k), running[k]) for k in running if written.get(k) != running[k]}
    origin = ", ".join(f"{k} {old} (running {new})" for k, (old, new) in differs.items())
    stored = {key: (tuple(entry.shape), entry.dtype, entry.sha256) for key, entry in manifest.arrays.items()}
    for name, wl in fresh.worklists.items():
        changed = [key for key, array in wl.arrays().items()
                   if stored.get(f"{name}_{key}") != (array.shape, str(array.dtype), _array_digest(array))]
        if changed:
            raise ArtifactError(f"{directory}: its {name} {', '.join(changed)} differ from what this sparse-cli plans for its contract "
                                f"{contract.name!r}" + (f" (written by {origin})" if origin else " (edited after planning?)")
                                + "; re-run `sparse-cli plan`")
    return fresh, (f"{directory} was written by {origin}; its worklists match this version's" if origin else None)

