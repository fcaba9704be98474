"""`sparse-cli tune`: block sizes chosen by the TPU compiler's schedule (no TPU needed)."""

from __future__ import annotations

import importlib.util
import json
import os
import threading
from pathlib import Path
from typing import Annotated, Optional

import typer

from sparse_cli.artifacts import check_output_file
from sparse_cli.audit.compile import CompileFailure
from sparse_cli.audit.tune import TuneResult, tune
from sparse_cli.cli import output
from sparse_cli.cli.options import ContractsArg, JsonOpt, deviceless_chip, given_path
from sparse_cli.cli.program_views import tuned
from sparse_cli.cli.results import TuneCommandResult
from sparse_cli.contract import explicit_masks, read_contract_document
from sparse_cli.files import resolved, staged_file
from sparse_cli.sources import Reading, Source, sources_of
from sparse_cli.targets import TARGETS, target_of_topology


@output.handles_user_errors
def tune_command(
    contracts: ContractsArg,
    deviceless: Annotated[Optional[str], typer.Option("--deviceless", metavar="TOPOLOGY", help="Compile against compile-only devices of this topology (default: the contract target's smallest, e.g. v5e:2x2).", show_default=False)] = None,
    jobs: Annotated[int, typer.Option("--jobs", metavar="N", min=1, max=64, help="Candidates compiled at a time (default: the CPU cores).")] = os.cpu_count() or 1,
    write: Annotated[bool, typer.Option("--write", metavar="", help="Write the winning blocks into the contract file.")] = False,
    to: Annotated[Optional[Path], typer.Option("--output", metavar="FILE", help="Write the contract with the winning blocks to this new file.", show_default=False, parser=given_path)] = None,
    json_output: JsonOpt = False,
) -> None:
    """Choose block sizes by the TPU compiler's own schedule: every lane-aligned size the kernels take is compiled deviceless (forward and forward + backward), those the compiler refuses (VMEM) or that exceed SMEM or HBM are dropped, and the rest rank by scheduled time — the compiler's static schedule, not a measurement.

    A model file tunes each of its layer contracts. Results are cached, so `auto` then decides by them. Needs the tpu extra (libtpu)."""
    if importlib.util.find_spec("libtpu") is None:
        raise output.UsageError("tune compiles for TPU without a TPU and needs libtpu: pip install 'tpu-sparse-cli[tpu]'")
    if write and to is not None:
        raise output.UsageError("--write and --output exclude each other")
    sources, _ = sources_of(contracts, Reading(plan_directories=False, serving=False, not_serving=" is a serving contract: tune chooses the "
                                               "blocks of training contracts (classify, compile, run and verify take serving contracts)"))
    if (write or to is not None) and (len(sources) != 1 or sources[0].layer is not None):
        raise output.UsageError("--write and --output take one contract file (a model file's layers are tuned and reported, not rewritten)")
    rewritten = _rewritable(sources[0], to) if write or to is not None else None  # before the compiles, not after
    deviceless_chip(deviceless)
    topologies = [deviceless or TARGETS[source.contract.target].topology for source in sources]
    for source, topology in zip(sources, topologies):
        if target_of_topology(topology) != source.contract.target:
            raise output.UsageError(f"--deviceless {topology} is not a {source.contract.target} topology ({source} targets {source.contract.target}): "
                                    f"use e.g. {TARGETS[source.contract.target].topology}")
    results: list[TuneResult] = []
    lock = threading.Lock()
    with output.Output(json_output).progress() as progress:
        for source, topology in zip(sources, topologies):
            task = progress.add_task(f"tuning {source.contract.name}", total=None)

            def advance(total: int, task=task) -> None:
                with lock:
                    progress.update(task, total=total) if total else progress.advance(task)

            try:
                results.append(tune(source.contract, source.path, source.layer, topology, jobs, advance))
            except CompileFailure as failure:  # the request itself (a topology the TPU runtime rejects): no candidate can compile
                raise output.UsageError(str(failure)) from None
    written = None
    if rewritten is not None and results[0].winner is not None:
        written = _write(sources[0].path, rewritten, results[0].winner.blocks)
    result = TuneCommandResult(results=[r.model_dump(mode="json") for r in results], written=written)
    output.Output(json_output).emit(result, lambda out: tuned(out, results, written))
    if any(r.winner is None for r in results):
        raise typer.Exit(output.EXIT_CHECK_FAILED)


def _rewritable(contract_file: Source, to: Path | None) -> Path:
    """Where ``--write`` (the contract itself, through a link) or ``--output`` puts the tuned
    contract, refused before any compile: a JSON file (what it writes), a new one for
    ``--output`` beside the contract (its mask files' paths are relative to its directory), a
    writable one for ``--write``."""
    source = contract_file.path
    if to is None:
        if source.suffix.lower() != ".json":
            raise output.UsageError(f"--write rewrites JSON contracts only ({source} is not): give --output FILE.json")
        target = resolved(source)
        if not os.stat(target).st_mode & 0o222 or not os.access(target, os.W_OK):  # its mode says read-only, even to root
            raise output.UsageError(f"--write: {source} is read-only (nothing is overwritten); give --output FILE.json")
        return target
    if to.suffix.lower() != ".json":
        raise output.UsageError(f"--output {to}: the tuned contract is JSON; name it FILE.json")
    if os.path.lexists(to):
        raise output.UsageError(f"--output {to}: already exists (nothing is overwritten)")
    check_output_file(to, "--output")
    if explicit_masks(contract_file.contract.static_mask) and resolved(to.parent) != resolved(source.parent):
        raise output.UsageError(f"--output {to}: {source}'s mask files are named relative to its directory; write the tuned "
                                f"contract beside it (in {source.parent})")
    return to


def _write(source: Path, target: Path, blocks: dict[str, int]) -> str:
    """The contract document with ``blocks``, written atomically at ``target``."""
    document = read_contract_document(source)
    document["blocks"] = blocks
    try:
        with staged_file(target) as handle:
            handle.write(json.dumps(document, indent=2) + "\n")
    except OSError as error:
        raise output.UsageError(f"{target}: cannot write it ({error.strerror or error})") from None
    return str(target)
