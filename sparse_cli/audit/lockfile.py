"""The lockfile: what every checked-in contract compiles to, and how a new build differs.

``contracts.lock`` (JSON, reviewable in a diff) maps contract / target / pass to the contract's
cache key and semantics, the jax/jaxlib/libtpu versions, the program hash, a summary of its
kernels and its passes' figures; it records the environment it was made in. The canonical
program texts live beside it in ``contracts.lock.d/`` so a program change shows up in code
review, and ``--check`` explains a change in kernel terms (``audit.drift``) before any diff.
"""

from __future__ import annotations

import hashlib
import json
import stat
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from sparse_cli.audit.compile import CompiledPass, PassWork
from sparse_cli.audit.drift import FactChange, deviceless_changes, kernel_changes, pass_changes, text_diff
from sparse_cli.contract import parse_json
from sparse_cli.contract.mask_contract import semantics_key
from sparse_cli.files import confined, exclusive, not_a_directory, not_a_file, staged_file
from sparse_cli.lowered import launch_of_instruction
from sparse_cli.versions import environment, pip_install

LOCK_FORMAT = "sparse-cli-lock"
LOCK_VERSION = 1
#: Largest lock read (a lock holds a few KiB per contract and pass; its program texts live beside it).
MAX_LOCK_BYTES = 64 << 20
#: No figure a lock records (bytes, steps, cycles, FLOPs) reaches it.
MAX_LOCK_INTEGER = 2**63


class LockError(ValueError):
    """A lockfile that cannot be read."""


#: A lock comes from a pull request: a field this sparse-cli does not write is refused, not ignored.
_EXACT = ConfigDict(extra="forbid")


class KernelSummary(BaseModel):
    """A kernel's facts as locked (``canonical.KernelFacts``; None: not recorded by the
    sparse-cli that wrote the lock)."""

    model_config = _EXACT

    name: str
    grid: list[int | None]  # None: a dimension sized at run time
    scalar_prefetch_types: list[str]
    window_shapes: list[list[int]]
    smem_bytes: int
    dimension_semantics: list[str] | None = None
    vmem_bytes: int | None = None
    cost_estimate: dict | None = None


class LockEntry(BaseModel):
    model_config = _EXACT

    contract: str
    source: str
    cache_key: str
    semantics: dict
    target: str
    pass_: str
    backend: str
    versions: dict[str, str | None]
    program_hash: str
    program_file: str
    kernels: list[KernelSummary]
    work: dict[str, PassWork] | None = None  # per pass: grid steps, grid width, launches, tiles, HBM bytes
    deviceless: dict | None = None  # locked with --deviceless: the compiler's kernel_vmem_bytes and memory


class Lock(BaseModel):
    model_config = _EXACT

    format: str = LOCK_FORMAT
    format_version: int = LOCK_VERSION
    environment: dict[str, str | None] | None = None  # Python and packages of the last --update
    entries: dict[str, LockEntry] = {}

    def entries_of_other_contracts(self, names: set[str]) -> list[str]:
        """Keys of entries whose contract is none of ``names``: left behind by a contract that
        was deleted or renamed, or simply not given to this run."""
        return [key for key, entry in self.entries.items() if entry.contract not in names]


class Drift(BaseModel):
    entry: str
    kind: str  # "contract drift", "program drift", "summary drift", "missing entry", "version change"
    detail: str
    changes: list[FactChange] = []  # in kernel terms: each changed fact of each kernel, each pass's figures
    diff: str | None = None  # the canonical texts' diff, when asked for
    reproduce: str | None = None  # a version change: the pip line of the lock's environment


def entry_key(compiled: CompiledPass) -> str:
    return f"{compiled.contract}/{compiled.target}/{compiled.pass_}"


def texts_dir(lock_path: Path) -> Path:
    return lock_path.with_name(lock_path.name + ".d")


def _checked_texts_dir(lock_path: Path) -> Path:
    """The lock's texts directory, refused when it is a link or not a directory."""
    if not lock_path.name or lock_path.name in (".", ".."):
        raise LockError(f"--lock {str(lock_path)!r}: not a file's name; give the lock's file (e.g. contracts/contracts.lock)")
    if not lock_path.parent.is_dir():  # a mistyped directory is never made: the lock lives beside what it locks
        raise LockError(f"--lock {str(lock_path)!r}: no directory {str(lock_path.parent)!r} to hold it; create it first, or give "
                        "the lock's path in an existing directory")
    directory = texts_dir(lock_path)
    odd = not_a_directory(directory)
    if odd:
        raise LockError(f"{directory}: {odd}; the lock's program texts live in a directory beside it "
                        f"(remove or rename {directory.name})")
    return directory


def read_lock(path: Path, missing_ok: bool = True) -> Lock:
    """The lock at ``path`` (an empty one when absent and ``missing_ok``). A lock comes from a
    pull request: strict JSON, every program file confined to the lock's own directory, and
    that directory a real one (a link could send ``--update``'s writes, or ``--check``'s reads,
    anywhere)."""
    _checked_texts_dir(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        if missing_ok:
            return Lock()
        raise LockError(f"{path}: lock not found (create it with --update)") from None
    if not stat.S_ISREG(info.st_mode):  # a FIFO without a writer would block the read forever
        raise LockError(f"{path}: not a regular file (a directory, pipe, socket or device); a lock is a JSON file")
    if info.st_size > MAX_LOCK_BYTES:
        raise LockError(f"{path}: {info.st_size:,} bytes is larger than a lock can be ({MAX_LOCK_BYTES:,})")
    try:
        document = parse_json(path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError, OSError) as error:
        raise LockError(f"{path}: not a readable sparse-cli lockfile ({_first_line(error)})") from None
    if not isinstance(document, dict) or document.get("format") != LOCK_FORMAT:
        # --update would replace it: whatever else a file is, it is the user's
        raise LockError(f"{path}: not a sparse-cli lockfile (no \"format\": \"{LOCK_FORMAT}\"); give a lock's path, "
                        "or a new one to create")
    version = document.get("format_version")
    if type(version) is not int or version != LOCK_VERSION:
        raise LockError(f"{path}: lock format {LOCK_FORMAT} v{version!r}, expected v{LOCK_VERSION}")
    huge = _integer_past(document, MAX_LOCK_INTEGER)
    if huge:
        raise LockError(f"{path}: malformed lock: {huge} is an integer past 2^63, which no program's figure is")
    try:
        lock = Lock.model_validate(document, strict=True)
    except ValidationError as error:
        problem = error.errors()[0]
        where = ".".join(str(part) for part in problem["loc"])
        raise LockError(f"{path}: not a readable sparse-cli lockfile ({where}: {problem['msg']})") from None
    for key, entry in lock.entries.items():
        if key != f"{entry.contract}/{entry.target}/{entry.pass_}":
            raise LockError(f"{path}: malformed lock: entry key {key!r} is not its entry's contract/target/pass "
                            f"({entry.contract}/{entry.target}/{entry.pass_})")
        directory, _, name = entry.program_file.partition("/")
        try:
            if directory != texts_dir(path).name:
                raise ValueError(entry.program_file)
            confined(texts_dir(path), name)
        except ValueError:
            raise LockError(f"{path}: malformed lock: entry {key} names program file {entry.program_file!r} "
                            f"outside {texts_dir(path).name}/") from None
    return lock


def _integer_past(value, bound: int, where: str = "") -> str | None:
    """Where ``value`` (parsed JSON) holds an integer of magnitude over ``bound``, or None."""
    if isinstance(value, dict):
        found = (_integer_past(item, bound, f"{where}.{key}" if where else str(key)) for key, item in value.items())
    elif isinstance(value, list):
        found = (_integer_past(item, bound, f"{where}[{at}]") for at, item in enumerate(value))
    else:
        return where if type(value) is int and abs(value) > bound else None
    return next((place for place in found if place), None)


def _locked_text(path: Path, key: str, locked: LockEntry) -> str:
    """The program text ``locked`` names, refused unless it is the program its hash and its
    contract's semantics its cache key: a pull request that edits a text or a contract's
    recorded semantics, but not what ``--check`` compares, makes the lock say one thing and
    check another."""
    if semantics_key(locked.semantics) != locked.cache_key:
        raise LockError(f"{path}: malformed lock: entry {key}'s semantics do not hash to its cache_key (edited by hand?); "
                        "re-run --update on purpose")
    text = path.parent / locked.program_file  # confined to the lock's directory by read_lock
    try:
        content = None if not_a_file(text) else text.read_bytes()
    except OSError:  # absent
        content = None
    if content is None:
        raise LockError(f"{path}: malformed lock: entry {key}'s program text {locked.program_file} is missing; "
                        "re-run --update on purpose")
    if hashlib.sha256(content).hexdigest() != locked.program_hash:
        raise LockError(f"{path}: malformed lock: {locked.program_file} is not the program entry {key} locked (its sha256 "
                        f"is not the entry's program_hash: edited by hand?); re-run --update on purpose")
    return content.decode("utf-8", errors="replace")


def _first_line(error: Exception) -> str:
    return (str(error).splitlines() or [type(error).__name__])[0]


def _atomic_write(path: Path, text: str) -> None:
    with staged_file(path) as handle:
        handle.write(text)


def update_lock(path: Path, compiled: list[CompiledPass]) -> list[str]:
    """Record ``compiled`` in the lock with their program texts; other entries are kept, but
    those of a compiled contract and target locked under other semantics (a pass not compiled
    this time, of the contract before its change): they are removed, and their keys returned.

    Concurrent writers of one lock take turns (``files.exclusive`` on its texts directory,
    held from reading the lock to replacing it), so every writer's entries land."""
    try:
        with exclusive(_checked_texts_dir(path)):
            return _update_locked(path, compiled)
    except OSError as error:  # a read-only directory, a full disk
        raise LockError(f"{path}: cannot write the lock ({error.strerror or error})") from None


def _update_locked(path: Path, compiled: list[CompiledPass]) -> list[str]:
    lock = read_lock(path)
    texts = [confined(texts_dir(path), f"{entry.contract}.{entry.target}.{entry.pass_}.mlir") for entry in compiled]
    for text in texts:  # every text's place first: a directory in the way leaves no text written
        odd = not_a_file(text)
        if odd:
            raise LockError(f"{path}: cannot write the lock ({text.parent.name}/{text.name} {odd}); nothing was written")
    for entry, text in zip(compiled, texts):
        key = entry_key(entry)
        _atomic_write(text, entry.program_text)
        lock.entries[key] = LockEntry(
            contract=entry.contract,
            source=entry.source,
            cache_key=entry.cache_key,
            semantics=entry.semantics,
            target=entry.target,
            pass_=entry.pass_,
            versions=entry.versions,
            program_hash=entry.program_hash,
            program_file=f"{text.parent.name}/{text.name}",
            deviceless=_compiler_figures(entry),
            **_summary(entry),
        )
    semantics = {(entry.contract, entry.target): entry.cache_key for entry in compiled}
    stale = {key: entry for key, entry in lock.entries.items() if semantics.get((entry.contract, entry.target), entry.cache_key) != entry.cache_key}
    lock.entries = {key: entry for key, entry in sorted(lock.entries.items()) if key not in stale}
    lock.environment = environment()
    _atomic_write(path, json.dumps(lock.model_dump(mode="json"), indent=2, sort_keys=True) + "\n")
    for entry in stale.values():  # its text, once no entry names it
        confined(texts_dir(path), Path(entry.program_file).name).unlink(missing_ok=True)
    return sorted(stale)


def _compiler_figures(entry: CompiledPass) -> dict | None:
    """What the compiler said of a program compiled deviceless: each kernel's VMEM, the memory,
    and with ``--schedule`` each kernel's scheduled cycles (the compiler's static schedule)."""
    report = entry.deviceless
    if report is None or not report.compiled:
        return None
    figures = {"kernel_vmem_bytes": report.kernel_vmem_bytes, "memory": report.memory}
    if report.schedule is not None:
        figures["scheduled_cycles"] = {launch_of_instruction(k.name): k.scheduled_cycles for k in report.schedule.kernels}
    return figures


def _changed_fields(old, new, prefix: str = "") -> list[str]:
    if isinstance(old, dict) and isinstance(new, dict):
        changes = []
        for key in sorted(set(old) | set(new)):
            changes += _changed_fields(old.get(key), new.get(key), f"{prefix}.{key}" if prefix else key)
        return changes
    return [] if old == new else [f"{prefix}: {json.dumps(old)} -> {json.dumps(new)}"]


def _summary(entry: CompiledPass) -> dict[str, Any]:
    """What a lock entry says of its program beside the hash: the backend, its kernels and
    each pass's work (what a reviewer reads)."""
    return {"backend": entry.backend, "kernels": [KernelSummary(**k.model_dump(include=set(KernelSummary.model_fields))) for k in entry.kernels],
            "work": entry.work}


def _summary_edits(locked: LockEntry, entry: CompiledPass) -> list[str]:
    """Where the lock's summary of a program is not what that very program compiles to (its
    hash matched): the summary was edited, and a review would read false figures."""
    def plain(value):
        value = value.model_dump(mode="json") if isinstance(value, BaseModel) else value
        if isinstance(value, dict):
            return {key: plain(item) for key, item in value.items()}
        if isinstance(value, list):
            return {f"[{index}]": plain(item) for index, item in enumerate(value)}
        return value

    fresh = _summary(entry)
    return _changed_fields(plain({name: getattr(locked, name) for name in fresh}), plain(fresh))


def check_lock(path: Path, compiled: list[CompiledPass], diff: bool = False) -> list[Drift]:
    """How each compiled pass differs from the lock (empty when everything matches), in
    kernel terms; ``diff``: with the canonical texts' diff too."""
    lock = read_lock(path, missing_ok=False)
    drifts = []
    for entry in compiled:
        key = entry_key(entry)
        locked = lock.entries.get(key)
        if locked is None:
            drifts.append(Drift(entry=key, kind="missing entry", detail="not in the lock; run with --update to add it"))
            continue
        old_text = _locked_text(path, key, locked)
        if locked.cache_key != entry.cache_key:
            changes = "; ".join(_changed_fields(locked.semantics, entry.semantics)) or "cache key differs"
            drifts.append(Drift(entry=key, kind="contract drift", detail=f"the contract changed: {changes}",
                                **_explained(old_text, locked, entry, diff, pass_figures=True)))
        elif locked.versions != entry.versions:
            changes = ", ".join(f"{k} {locked.versions.get(k)} -> {v}" for k, v in entry.versions.items() if locked.versions.get(k) != v)
            python, pip = reproduction(lock, locked)
            drifts.append(Drift(entry=key, kind="version change", reproduce=pip,
                                detail=f"locked with other tools ({changes}); programs differ across versions, so the hash is not compared; "
                                       f"reproduce the lock's environment{python}, or re-run --update on purpose"))
        elif locked.program_hash != entry.program_hash:
            kernels = ", ".join(k.name for k in entry.kernels)
            drifts.append(Drift(entry=key, kind="program drift",
                                detail=f"same contract, different program (hash {locked.program_hash[:16]} -> {entry.program_hash[:16]}; kernels {kernels})",
                                **_explained(old_text, locked, entry, diff, pass_figures=False)))
        elif edits := _summary_edits(locked, entry):
            drifts.append(Drift(entry=key, kind="summary drift",
                                detail=f"same program, but the lock's summary of it is not what it compiles to ({'; '.join(edits)}): "
                                       "edited by hand? re-run --update on purpose"))
    return drifts


def _explained(old_text: str, locked: LockEntry, entry: CompiledPass, diff: bool, pass_figures: bool) -> dict:
    """A drift's changes in kernel terms (with a contract change, its passes' figures first)
    and, when asked, the texts' diff."""
    changes = pass_changes(locked.work, entry.work, locked.kernels, entry.kernels) if pass_figures else []
    counted = ("operations",) if pass_figures else ("operations", "constants")  # a contract's sizes change constants: noise
    changes += kernel_changes(locked.kernels, entry.kernels, old_text, entry.program_text, counted)
    changes += deviceless_changes(locked.deviceless, _compiler_figures(entry))
    shown = text_diff(old_text, entry.program_text, locked.program_file) if diff else None
    return {"changes": changes, "diff": shown}


def reproduction(lock: Lock, locked: LockEntry) -> tuple[str, str]:
    """How to get the environment ``locked`` was made in: `` on Python X.Y`` (or nothing when
    the lock does not say), and the one pip line of its packages (this project's and those its
    programs depend on)."""
    recorded = lock.environment or {}
    pinned = {**recorded, **{name: found for name, found in locked.versions.items() if found is not None}}
    python = f" on Python {'.'.join(recorded['python'].split('.')[:2])}" if recorded.get("python") else ""
    return python, pip_install(pinned, ["sparse_cli", *locked.versions])


def uncovered_entries(lock: Lock, compiled: list[CompiledPass]) -> list[str]:
    """Keys of lock entries this run did not compile: passes not asked for (no ``--grads``),
    contracts not given, other targets."""
    done = {entry_key(entry) for entry in compiled}
    return [key for key in lock.entries if key not in done]
