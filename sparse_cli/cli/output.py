"""The single output layer of the CLI: stdout for results, stderr for errors and hints.

A command builds its result and hands it to ``Output.emit`` with the view that draws it
(``cli/views.py``): human output is rich tables and pictures; ``--json`` prints exactly one JSON
document on stdout and nothing else. Progress goes to stderr, only on a terminal and never
under ``--json``. Expected failures map to exit codes in one table (``EXIT_CODES``): user
errors (bad contract, damaged artifact, missing optional package) become one clear message on
stderr and exit code 2, failed checks exit 1, a multi-host run that lost a process exits 3 —
never a traceback; under ``--json`` the failure is also the run's one JSON document
(``error_document``).
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import re
import sys
from collections.abc import Callable
from typing import Any

import typer
from pydantic import BaseModel
from rich.console import Console
from rich.progress import BarColumn, Progress, TaskProgressColumn, TimeRemainingColumn

from sparse_cli.artifacts import ArtifactError
from sparse_cli.backends import BackendRefused, NoNativeKernel
from sparse_cli.cli.layout import Phrases
from sparse_cli.contract import ContractError, MaskContract
from sparse_cli.execution.distributed import EXIT_PEER_LOST, JoinFailed
from sparse_cli.planner.limits import DocumentOverflow
from sparse_cli.planner.plan import Plan
from sparse_cli.report.hints import faster_blocks

EXIT_CHECK_FAILED, EXIT_BAD_INPUT = 1, 2


class OutputLost(Exception):
    """stdout refused a write (a full disk, ``> /dev/full``): the command's output, not its
    input, failed (exit 1, one message on stderr)."""


class _Console(Console):
    #: JSON documents printed (``--json`` prints exactly one: a result, or an error object).
    json_documents = 0
    #: Whether the reader of this console's stream left (a closed pipe): output is dropped since.
    reader_left = False
    #: Whether this console's stream refused a write: output is dropped since.
    lost = False

    def on_broken_pipe(self) -> None:
        """``sparse-cli ... | head``: drop the rest of the output (the stream now points at
        /dev/null) and let the command finish, so that its exit code is its own — a failed
        check or bad input still exits 1 or 2 — where rich would exit 1 on the spot."""
        self.quiet = self.reader_left = True
        self._drop_the_rest()

    def _check_buffer(self) -> None:
        """rich's, where a stream that refuses a write (not a closed pipe: ``on_broken_pipe``)
        drops the rest of the output and ends the command with ``OutputLost``, never a
        traceback."""
        try:
            super()._check_buffer()
        except OSError as error:
            if self.stderr:
                raise
            self.quiet = self.lost = True
            self._drop_the_rest()
            raise OutputLost(f"cannot write the output to stdout ({error.strerror or error})") from None

    def _drop_the_rest(self) -> None:
        """Point this console's stream at /dev/null (what is buffered in it too)."""
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, self.file.fileno())
        os.close(devnull)


def streams_of_closed_descriptors() -> None:
    """A command started with stdout or stderr closed (``>&-``) writes that stream to /dev/null,
    as ``print`` drops it, instead of failing on its first line."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w"))  # noqa: SIM115 - the stream lives as long as the process


stdout = _Console(highlight=False, emoji=False)  # paths and names may hold ":x:"-like emoji codes
stderr = _Console(stderr=True, highlight=False, emoji=False)


@contextlib.contextmanager
def quiet_when_the_reader_leaves():
    """``sparse-cli --help | head``: a reader that stopped reading got what it wanted, so exit 0.
    Typer's own rich consoles (help, usage) meet the closed pipe by pointing stdout at /dev/null
    and exiting 1; that exit becomes 0 where help was asked for, and 2 (bad input) where it was
    a usage error's message that met the pipe. A command's output goes through ``stdout``,
    which lets the command finish instead (``_Console.on_broken_pipe``): its exit code stands,
    so a CI step never passes because its reader left."""
    def at_devnull() -> bool:
        try:
            return os.path.samestat(os.fstat(sys.stdout.fileno()), os.stat(os.devnull))
        except (OSError, ValueError):  # no file descriptor (a test runner's buffer)
            return False

    already = at_devnull()
    try:
        yield
    except SystemExit as done:
        if done.code == 1 and not already and not stdout.reader_left and not stdout.lost and at_devnull():
            helped = any(argument in ("-h", "--help") for argument in sys.argv[1:])
            raise SystemExit(0 if helped else EXIT_BAD_INPUT) from None
        raise


class UsageError(ValueError):
    """A request the command cannot serve (bad option combination, missing optional package)."""


class CheckFailed(RuntimeError):
    """A check the command ran failed (exit code 1), explained by the message."""


#: What an exit code means, as the ``--json`` error object names it.
EXIT_KINDS = {EXIT_CHECK_FAILED: "check_failed", EXIT_BAD_INPUT: "bad_input", EXIT_PEER_LOST: "peer_lost"}
#: Expected failures -> exit code; the first matching class wins (subclasses before bases).
EXIT_CODES = (
    (NoNativeKernel, EXIT_CHECK_FAILED),  # the contract cannot run its sparse kernel on its target
    (DocumentOverflow, EXIT_CHECK_FAILED),  # a batch over the contract's stated max_grid_width
    (CheckFailed, EXIT_CHECK_FAILED),
    (OutputLost, EXIT_CHECK_FAILED),  # stdout refused a write: the output failed, not the input
    (ContractError, EXIT_BAD_INPUT),
    (ArtifactError, EXIT_BAD_INPUT),
    (BackendRefused, EXIT_BAD_INPUT),  # an explicit backend request that cannot be served
    (UsageError, EXIT_BAD_INPUT),
    (JoinFailed, EXIT_PEER_LOST),  # a multi-host run whose processes did not all arrive
    (OSError, EXIT_BAD_INPUT),  # a path the system refuses (a name too long, no permission, a full disk)
    (MemoryError, EXIT_BAD_INPUT),  # an input too large for this machine that no estimate caught first
)


def handles_user_errors(command):
    """Turn expected failures into one message on stderr and their exit code (``EXIT_CODES``),
    and under ``--json`` an error object on stdout unless the result was printed already;
    unexpected errors stay loud."""

    @functools.wraps(command)
    def wrapper(*args, **kwargs):
        printed = stdout.json_documents
        try:
            return command(*args, **kwargs)
        except tuple(error for error, _ in EXIT_CODES) as error:
            if isinstance(error, BrokenPipeError):  # the reader of stdout left (``_Console.on_broken_pipe``)
                raise
            code = next(code for kind, code in EXIT_CODES if isinstance(error, kind))
            message = described(error)
            error_message(message)
            if kwargs.get("json_output") and stdout.json_documents == printed and not stdout.lost:
                with contextlib.suppress(OutputLost):  # the error stands: its message is on stderr
                    print_json(error_document(message, code))
            raise typer.Exit(code) from None

    return wrapper


def described(error: Exception) -> str:
    """What went wrong, in words: an OSError as its path(s) and the system's reason (Python's
    own text leads with ``[Errno 36]`` and quotes the path in repr), a MemoryError as such."""
    if isinstance(error, OSError) and error.strerror:
        paths = " -> ".join(str(name) for name in (error.filename, error.filename2) if name is not None)
        return f"{paths}: {error.strerror}" if paths else error.strerror
    if isinstance(error, MemoryError):
        return f"out of memory{f' ({error})' if str(error) else ''}: the input is too large for this machine"
    return str(error)


def error_document(message: str, exit_code: int) -> dict:
    """The one JSON document of a ``--json`` run that failed: what went wrong, the exit code the
    run ends with, and what that code means (``EXIT_KINDS``)."""
    return {"error": {"message": message, "exit_code": exit_code, "kind": EXIT_KINDS[exit_code]}}


def error_message(message: str) -> None:
    stderr.print(f"[bold red]error:[/] {escape(message)}", soft_wrap=True)


def warn(message: str) -> None:
    stderr.print(f"[yellow]warning:[/] {escape(message)}", soft_wrap=True)


#: Control characters other than newline and tab: a path or a peer's text holding them is
#: shown escaped, never sent to the terminal (an escape sequence could rewrite the screen).
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def controls_escaped(text: str) -> str:
    """``text`` with its control characters (but newlines and tabs) escaped, ``\\x1b``."""
    return _CONTROL.sub(lambda match: match.group().encode("unicode_escape").decode("ascii"), text)


def escape(message: str) -> str:
    """Text shown verbatim: as data (control characters escaped, ``\\x1b``) and never as
    markup (paths and masks contain brackets that rich would read as markup)."""
    from rich.markup import escape as rich_escape

    return rich_escape(controls_escaped(message))


def print_json(document: Any) -> None:
    """The one JSON document of a ``--json`` run."""
    if isinstance(document, BaseModel):
        document = document.model_dump(mode="json")
    stdout.out(json.dumps(document, indent=2, sort_keys=True), highlight=False)
    stdout.json_documents += 1


class Output:
    """Where one command's result goes: its human view, or one JSON document."""

    def __init__(self, json_mode: bool, speaks: bool = True):
        """``speaks``: False on the processes of a multi-host run other than process 0, which
        reports for the run."""
        self.json, self.speaks = json_mode, speaks

    def emit(self, document: BaseModel | dict, view: Callable[[Console], None]) -> None:
        """Print ``document`` as JSON, or draw it with ``view`` on stdout."""
        if not self.speaks:
            return
        if self.json:
            print_json(document)
        else:
            view(stdout)

    def progress(self, transient: bool = True) -> Progress:
        """A progress display on stderr, silent under ``--json`` or when stderr is not a terminal."""
        return DescribedProgress(BarColumn(), TaskProgressColumn(), TimeRemainingColumn(), console=stderr, transient=transient,
                                 disable=self.json or not self.speaks or not stderr.is_terminal)


class DescribedProgress(Progress):
    """Each task's description on lines of its own, wrapped between phrases (a contract name in a
    column beside the bar was cut at 80 columns), and its bar below."""

    def get_renderables(self):
        for task in self.tasks:
            if task.visible:
                yield Phrases(task.description)
                yield self.make_tasks_table([task])


def warn_contract(contract: MaskContract) -> None:
    for note in contract.warnings():
        warn(note)


def hint_plan(plan: Plan) -> None:
    """Advice on stderr that the plan's own figures support (blocks too coarse for the mask,
    when smaller ones are estimated faster too)."""
    note = faster_blocks(plan)
    if note:
        stderr.print(f"[cyan]hint:[/] {escape(note)}", soft_wrap=True)


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    return f"{count:,} {noun if count == 1 else nouns or noun + 's'}"


def human_count(count: int) -> str:
    """A count in three significant figures: 1,052,672 -> 1.05M."""
    for unit, size in (("G", 10**9), ("M", 10**6), ("k", 10**3)):
        if count >= size:
            return f"{count / size:.3g}{unit}"
    return str(count)


def human_bytes(count: int) -> str:
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if count >= size:
            return f"{count / size:.1f} {unit}"
    return f"{count} B"


