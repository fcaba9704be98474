"""`sparse-cli compile`: lower each contract for TPU (no TPU needed), hash it, audit the lock."""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path
from typing import Annotated, Literal, Optional

import typer

from sparse_cli.audit.compile import PROGRAMS, CompileFailure, compile_in_fresh_process
from sparse_cli.audit.lockfile import LockError, check_lock, entry_key, read_lock, uncovered_entries, update_lock
from sparse_cli.audit.tune import compile_scheduled
from sparse_cli.cli import output, program_views
from sparse_cli.cli.hosts import mesh_shape
from sparse_cli.cli.options import (
    BackendOpt,
    JsonOpt,
    PlansOrContractsArg,
    SmemBudgetOpt,
    check_smem_budget,
    deviceless_chip,
    given_path,
    seed_option,
    sweep_option,
)
from sparse_cli.cli.results import CompileResult, LayerWork, ModelWork, ProgramWork
from sparse_cli.files import confined, not_a_directory, not_a_file, small_json, staged_file
from sparse_cli.sources import Reading, Source, one_per_name, sources_of
from sparse_cli.targets import TARGET_NAMES, TARGETS


@output.handles_user_errors
def compile_command(
    contracts: PlansOrContractsArg,
    target: Annotated[Optional[Literal[TARGET_NAMES]], typer.Option("--target", help="TPU generation (default: each contract's target).", show_default=False)] = None,  # type: ignore[valid-type]
    backend: BackendOpt = None,
    grads: Annotated[bool, typer.Option("--grads", metavar="", help="Also compile the backward pass (forward + VJP).")] = False,
    emit: Annotated[Optional[Path], typer.Option("--emit", metavar="DIR", help="Write canonical texts, serialized exports and receipts here.", show_default=False, parser=given_path)] = None,
    lock: Annotated[Optional[Path], typer.Option("--lock", metavar="FILE", help="Lockfile to --update or --check.", show_default=False, parser=given_path)] = None,
    update: Annotated[bool, typer.Option("--update", metavar="", help="Record the compiled programs in the lock.")] = False,
    check: Annotated[bool, typer.Option("--check", metavar="", help="Exit 1 when a program differs from the lock, or the lock holds entries this run does not compile.")] = False,
    diff: Annotated[bool, typer.Option("--diff", metavar="", help="With --check: also print each drifted program's canonical diff (it is in --emit DIR too).")] = False,
    partial: Annotated[bool, typer.Option("--partial", metavar="", help="With --check: check only what this run compiles; lock entries of other contracts, passes or targets are listed, not failed.")] = False,
    sweep: Annotated[Optional[int], sweep_option("Push N random runtime payloads through each contract; fail unless it compiles once.")] = None,
    seed: Annotated[int, seed_option("Seed of the --sweep payloads.")] = 0,
    deviceless: Annotated[Optional[str], typer.Option("--deviceless", metavar="TOPOLOGY", help="Also compile for real against compile-only devices of this topology, e.g. v5e:2x2 (needs the tpu extra).", show_default=False)] = None,
    schedule: Annotated[bool, typer.Option("--schedule", metavar="", help="With --deviceless: read the compiler's final schedule of each kernel (loops, paths, scheduled cycles: a static estimate, not a measurement).")] = False,
    mesh: Annotated[Optional[str], typer.Option("--mesh", metavar="heads=H,q=Q|seq=S", help="Lower and compile the program sharded over a mesh of the --deviceless topology's devices (as run --mesh).", show_default=False)] = None,
    smem_budget: SmemBudgetOpt = None,
    json_output: JsonOpt = False,
) -> None:
    """Lower contracts for a TPU target, hash the canonical programs, update or check a lock.

    A serving contract (its shape has a page_size) compiles to one program, serve.

    Exits 1 on lock drift (or entries a --check skips, unless --partial), a recompiling sweep, scalar prefetch over the SMEM budget, no sparse kernel for the target, or (--deviceless) a program the TPU compiler rejects."""
    _check_lock_options(lock, update, check, diff, partial)
    chip = deviceless_chip(deviceless)
    sources, models = _sources(contracts, target, backend, mesh, smem_budget, grads)  # every one valid before any is compiled
    for source in sources:
        wanted = target or source.contract.target
        if chip is not None and wanted != chip:  # never audit one chip's program as another's
            raise output.UsageError(f"--deviceless {deviceless} compiles for {chip}, but {source} targets {wanted}: add --target {chip}, "
                                    f"or use a {wanted} topology such as {TARGETS[wanted].topology}")
    mesh_text = _mesh_text(mesh, deviceless, schedule)
    if emit is not None:  # before anything is compiled, and before the lock is touched
        try:
            unfit = not_a_directory(emit)
        except OSError as error:  # a name too long
            raise output.UsageError(f"--emit {emit}: {error.strerror or error}") from None
        if unfit:
            raise output.UsageError(f"--emit {emit}: {unfit}; give a directory")
    try:  # a lock that cannot be read fails before anything is compiled
        locked = read_lock(lock, missing_ok=update) if lock is not None else None
    except LockError as error:
        raise output.UsageError(str(error)) from None

    emit_serialized = emit is not None and mesh_text is None
    with output.Output(json_output).progress() as progress:
        task = progress.add_task("lowering for TPU", total=len(sources))
        compiled = []
        for source in sources:
            compiled += _compile(source, target, PROGRAMS if grads else PROGRAMS[:1], backend, emit_serialized, deviceless, mesh_text,
                                 smem_budget, schedule)
            progress.advance(task)

    other_entries = locked.entries_of_other_contracts({source.contract.name for source in sources}) if locked is not None else []
    sweeps = []
    if sweep:
        from sparse_cli.audit.recompile import contract_sweep  # imports jax: only a --sweep does

        sweeps = [contract_sweep(source.contract, target, backend, sweep, seed, smem_budget) for source in sources]
    if other_entries and update:
        output.warn(f"{lock} has {output.plural(len(other_entries), 'entry', 'entries')} of contracts not given here ({', '.join(other_entries[:3])}"
                    f"{', ...' if len(other_entries) > 3 else ''}); a contract deleted or renamed leaves them behind: "
                    "remove them from the lock, or give every contract")
    emitted = _emit_places(emit, compiled) if emit is not None else {}  # checked before the lock is updated
    failed = [e for e in compiled if e.deviceless is not None and not e.deviceless.compiled]  # by the TPU compiler (--deviceless)
    drifts, uncovered = _audited(lock, locked, compiled, failed, update, check, diff or emit is not None)
    if emit is not None:
        _emit(emit, emitted, compiled, drifts)
    if not diff:
        drifts = [drift.model_copy(update={"diff": None}) for drift in drifts]

    over_smem = [e for e in compiled if e.smem_overflows()]
    result = CompileResult(
        entries=[e.report() | {"smem_overflows": e.smem_overflows()} for e in compiled],
        models=[_model_work(model, compiled) for model in models],
        lock=str(lock) if lock else None, drift=drifts, other_entries=other_entries, uncovered=uncovered, partial=partial,
        sweeps=[r.model_dump(mode="json") for r in sweeps])
    output.Output(json_output).emit(result, lambda out: program_views.compiled(out, result, compiled, sweeps, update, check))
    if drifts or (uncovered and not partial) or failed or over_smem or not all(r.passed for r in sweeps):
        raise typer.Exit(output.EXIT_CHECK_FAILED)


def _check_lock_options(lock: Path | None, update: bool, check: bool, diff: bool, partial: bool) -> None:
    """``--lock``, ``--update``, ``--check``, ``--diff`` and ``--partial`` make sense together."""
    if (update or check) and lock is None:
        raise output.UsageError("--update and --check need --lock FILE")
    if update and check:
        raise output.UsageError("--update and --check exclude each other")
    if lock is not None and not (update or check):
        raise output.UsageError("--lock needs --update or --check")
    if (diff or partial) and not check:
        raise output.UsageError("--diff and --partial apply to --check")


def _mesh_text(mesh: str | None, deviceless: str | None, schedule: bool) -> str | None:
    """``--mesh`` as the child takes it; it, and ``--schedule``, need ``--deviceless``."""
    if schedule and deviceless is None:
        raise output.UsageError("--schedule needs --deviceless TOPOLOGY: the schedule is what the TPU compiler makes of the program")
    if mesh is None:
        return None
    if deviceless is None:
        raise output.UsageError("--mesh needs --deviceless TOPOLOGY: a multi-chip program is lowered against that topology's devices")
    return str(mesh_shape(mesh))


def _sources(paths: list[Path], target: str | None, backend: str | None, mesh: str | None, smem_budget: int | None, grads: bool):
    """What ``paths`` name, training contracts first (serving ones take none of ``--backend``,
    ``--mesh`` and ``--smem-budget``; ``--grads`` needs a training contract among them: a
    serving one has no backward pass), one per contract name; and the models among them."""
    sources, models = sources_of(paths, Reading(note=output.warn))
    training = [source for source in sources if not source.serving]
    serving = [source for source in sources if source.serving]
    if serving and (backend is not None or mesh is not None or smem_budget is not None):
        raise output.UsageError(f"{serving[0]} is a serving contract: --backend, --mesh and --smem-budget apply to training contracts only")
    if grads and not training:
        raise output.UsageError(f"{serving[0]} is a serving contract: it has no backward pass for --grads to compile")
    check_smem_budget(training, smem_budget, target)
    return one_per_name(training + serving), models


def _compile(source: Source, target: str | None, passes: tuple[str, ...], backend: str | None, emit_serialized: bool, deviceless: str | None,
             mesh: str | None, smem_budget: int | None, schedule: bool) -> list:
    """One source's compiled passes: in a fresh process, or (``--schedule`` of one chip, nothing
    emitted) the compiler's schedule of the backend ``auto`` decides by."""
    try:
        if schedule and mesh is None and not emit_serialized and not source.serving:
            contract = source.contract if target is None else source.contract.model_copy(update={"target": target})
            return compile_scheduled(contract, source.path, source.layer, passes, backend, deviceless, smem_budget)
        return compile_in_fresh_process(source.path, target, passes, backend, emit_serialized=emit_serialized, deviceless=deviceless,
                                        mesh=mesh, smem_budget=smem_budget, layer=source.layer, schedule=schedule)
    except CompileFailure as failure:
        if failure.bad_input:
            raise output.UsageError(str(failure)) from None
        raise output.CheckFailed(str(failure)) from None


def _audited(lock: Path | None, locked, compiled: list, failed: list, update: bool, check: bool, diff: bool) -> tuple[list, list[str]]:
    """``--update`` or ``--check`` of the lock: the drifts (with their canonical diffs when
    ``diff``) and the lock's entries this run did not compile. A program the TPU compiler
    refused (``failed``) is never locked."""
    try:
        if update:
            if failed:
                output.warn(f"{lock}: not locked, the TPU compiler refused {output.plural(len(failed), 'program')} "
                            f"({', '.join(entry_key(e) for e in failed)})")
            stale = update_lock(lock, [e for e in compiled if e not in failed])
            if stale:
                output.warn(f"{lock}: removed {output.plural(len(stale), 'entry', 'entries')} locked from another version of a contract given "
                            f"here ({', '.join(stale)}): a pass not compiled this time; add --grads (or the same --mesh) to lock it again")
        elif check:
            return check_lock(lock, compiled, diff=diff), uncovered_entries(locked, compiled) if locked is not None else []
    except LockError as error:
        raise output.UsageError(str(error)) from None
    return [], []


def _emit_stem(key: str) -> str:
    """An entry's files' stem in ``--emit``: its lock key (``entry_key``) as one file name."""
    return key.replace("/", ".")


#: What ``--emit`` writes of a pass, its receipt first (what later runs recognise it by).
_EMITTED = (".json", ".mlir", ".exported", ".lock.diff")
#: The largest receipt read back (a pass's ``report``: a few KB, more with a schedule).
_MAX_RECEIPT_BYTES = 64 << 20


def _is_receipt(path: Path) -> bool:
    """Whether ``path`` is a receipt an earlier ``--emit`` wrote (a pass's ``report``)."""
    document = small_json(path, _MAX_RECEIPT_BYTES)
    return isinstance(document, dict) and {"pass", "program_hash", "cache_key"} <= set(document)


def _emit_places(directory: Path, compiled) -> dict[str, Path]:
    """Where ``--emit`` writes each file it may write (a pass's canonical text, serialized export
    and receipt, its drift's diff), every place checked before any file, or the lock, is
    written: a directory in the way leaves nothing half-written."""
    stems = [_emit_stem(entry_key(e)) for e in compiled]
    try:
        directory.mkdir(parents=True, exist_ok=True)
        places = {}
        for stem in stems:
            receipt = confined(directory, f"{stem}.json")
            ours = _is_receipt(receipt)  # then its siblings are an earlier --emit's too
            for suffix in _EMITTED:
                path = places[f"{stem}{suffix}"] = confined(directory, f"{stem}{suffix}")
                odd = not_a_file(path)
                if odd:
                    raise ValueError(f"{path.name} {odd}; nothing was written")
                if os.path.lexists(path) and not ours:  # what a user had there is never replaced
                    raise ValueError(f"{path.name} exists and is not an earlier --emit's (no receipt {receipt.name} of one beside it); "
                                     "nothing was written: give another directory")
    except (OSError, ValueError) as error:
        raise output.UsageError(f"--emit {directory}: {getattr(error, 'strerror', None) or error}") from None
    return places


def _emit(directory: Path, places: dict[str, Path], compiled, drifts) -> None:
    """``--emit``: each pass's canonical text, serialized export and receipt, and each drifted
    program's canonical diff against the lock, at ``places`` (``_emit_places``)."""
    files: list[tuple[str, bytes]] = []
    for entry in compiled:
        stem = _emit_stem(entry_key(entry))
        files.append((f"{stem}.json", json.dumps(entry.report(), indent=2).encode()))  # first: it marks the rest as ours
        files.append((f"{stem}.mlir", entry.program_text.encode()))
        if entry.serialized_b64:
            files.append((f"{stem}.exported", base64.b64decode(entry.serialized_b64)))
    files += [(_emit_stem(drift.entry) + ".lock.diff", drift.diff.encode()) for drift in drifts if drift.diff]
    try:
        for name, data in files:
            with staged_file(places[name], "wb") as handle:
                handle.write(data)
    except OSError as error:
        raise output.UsageError(f"--emit {directory}: {error.strerror or error}") from None


def _program_work(entry) -> ProgramWork:
    stated = [work.hbm_bytes for work in entry.work.values()]
    return ProgramWork(grid_steps=sum(work.grid_steps for work in entry.work.values()),
                       hbm_bytes=None if None in stated else sum(b for b in stated if b is not None))


def _model_work(model, compiled) -> ModelWork:
    """``model``'s figures from the compiled programs of its layer contracts."""
    layers = [LayerWork(contract=layer.contract.name, count=layer.count,
                        programs={e.pass_: _program_work(e) for e in compiled if e.contract == layer.contract.name})
              for layer in model.layers]
    total = {}
    for name in dict.fromkeys(name for layer in layers for name in layer.programs):  # as compiled: fwd, then bwd
        stated = [layer.programs[name].hbm_bytes for layer in layers]
        total[name] = ProgramWork(grid_steps=sum(layer.count * layer.programs[name].grid_steps for layer in layers),
                                  hbm_bytes=None if None in stated else sum(layer.count * (b or 0) for layer, b in zip(layers, stated)))
    return ModelWork(model=model.name, path=str(model.path), total_layers=model.total_layers, layers=layers, total=total)
